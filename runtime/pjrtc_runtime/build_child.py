"""Child process of parallel_build.py: builds one SPIR-V module (a file) for one OpenCL device and
writes the device's native binary of the program (``CL_PROGRAM_BINARIES``) to stdout.

Run as a script, ``python -I -S .../build_child.py LIBOPENCL DEVICE_NAME DRIVER_VERSION
SPIRV``, not as ``-m pjrtc_runtime.build_child``: that would import the package, and with it
dpctl and the SYCL runtime, which this process does not need; it talks to the OpenCL loader the
parent's dpctl loaded (the path ``LIBOPENCL``) through ctypes and imports nothing but the
standard library, so it starts in about 15 ms. The device is the one whose ``CL_DEVICE_NAME``
and ``CL_DRIVER_VERSION`` are those given (the parent's device, whose binary the parent then
loads with ``clCreateProgramWithBinary``). Exit status 0 with the binary on stdout, or 1 with
the reason on stderr.
"""

import ctypes
import sys

_CL_DEVICE_TYPE_ALL = 0xFFFFFFFF
_CL_DEVICE_NAME, _CL_DRIVER_VERSION = 0x102B, 0x102D
_CL_PROGRAM_BINARY_SIZES, _CL_PROGRAM_BINARIES = 0x1165, 0x1166


def main() -> int:
    libopencl, name, driver, path = sys.argv[1:5]
    with open(path, "rb") as f:
        spirv = f.read()
    cl = ctypes.CDLL(libopencl)
    vp, uint, sz = ctypes.c_void_p, ctypes.c_uint, ctypes.c_size_t
    for fn, restype, argtypes in (
            (cl.clGetPlatformIDs, ctypes.c_int, [uint, ctypes.POINTER(vp), ctypes.POINTER(uint)]),
            (cl.clGetDeviceIDs, ctypes.c_int, [vp, ctypes.c_uint64, uint, ctypes.POINTER(vp),
                                               ctypes.POINTER(uint)]),
            (cl.clGetDeviceInfo, ctypes.c_int, [vp, uint, sz, vp, ctypes.POINTER(sz)]),
            (cl.clCreateContext, vp, [vp, uint, ctypes.POINTER(vp), vp, vp,
                                      ctypes.POINTER(ctypes.c_int)]),
            (cl.clCreateProgramWithIL, vp, [vp, vp, sz, ctypes.POINTER(ctypes.c_int)]),
            (cl.clBuildProgram, ctypes.c_int, [vp, uint, ctypes.POINTER(vp), ctypes.c_char_p,
                                               vp, vp]),
            (cl.clGetProgramInfo, ctypes.c_int, [vp, uint, sz, vp, ctypes.POINTER(sz)])):
        fn.restype, fn.argtypes = restype, argtypes
    device = _find_device(cl, name, driver)
    if device is None:
        sys.stderr.write(f"no OpenCL device {name!r} with driver {driver!r}\n")
        return 1
    error = ctypes.c_int()
    devices = (vp * 1)(device)
    context = cl.clCreateContext(None, 1, devices, None, None, ctypes.byref(error))
    if error.value:
        sys.stderr.write(f"clCreateContext: error {error.value}\n")
        return 1
    program = cl.clCreateProgramWithIL(context, spirv, len(spirv), ctypes.byref(error))
    if error.value:
        sys.stderr.write(f"clCreateProgramWithIL: error {error.value}\n")
        return 1
    status = cl.clBuildProgram(program, 1, devices, b"", None, None)
    if status:
        sys.stderr.write(f"clBuildProgram: error {status}\n")
        return 1
    size = ctypes.c_size_t()
    if cl.clGetProgramInfo(program, _CL_PROGRAM_BINARY_SIZES, ctypes.sizeof(size),
                           ctypes.byref(size), None) or not size.value:
        sys.stderr.write("the device gave no program binary\n")
        return 1
    binary = ctypes.create_string_buffer(size.value)
    pointers = (vp * 1)(ctypes.cast(binary, vp))
    if cl.clGetProgramInfo(program, _CL_PROGRAM_BINARIES, ctypes.sizeof(pointers), pointers,
                           None):
        sys.stderr.write("the device gave no program binary\n")
        return 1
    sys.stdout.buffer.write(binary.raw)
    sys.stdout.buffer.flush()
    return 0


def _find_device(cl, name: str, driver: str):
    count = ctypes.c_uint()
    if cl.clGetPlatformIDs(0, None, ctypes.byref(count)) or not count.value:
        return None
    platforms = (ctypes.c_void_p * count.value)()
    cl.clGetPlatformIDs(count.value, platforms, None)
    for platform in platforms:
        n = ctypes.c_uint()
        status = cl.clGetDeviceIDs(platform, _CL_DEVICE_TYPE_ALL, 0, None, ctypes.byref(n))
        if status or not n.value:
            continue
        devices = (ctypes.c_void_p * n.value)()
        cl.clGetDeviceIDs(platform, _CL_DEVICE_TYPE_ALL, n.value, devices, None)
        for device in devices:
            if (_text(cl, device, _CL_DEVICE_NAME) == name
                    and _text(cl, device, _CL_DRIVER_VERSION) == driver):
                return device
    return None


def _text(cl, device, param: int) -> str:
    size = ctypes.c_size_t()
    if cl.clGetDeviceInfo(device, param, 0, None, ctypes.byref(size)):
        return ""
    buffer = ctypes.create_string_buffer(size.value)
    cl.clGetDeviceInfo(device, param, size.value, buffer, None)
    return buffer.value.decode("utf-8", "replace")


if __name__ == "__main__":
    sys.exit(main())
