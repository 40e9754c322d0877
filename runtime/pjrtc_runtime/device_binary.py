"""A built program's native binary, and a program from one (OpenCL devices).

The Intel OpenCL CPU runtime hands out a built program as a native binary
(``clGetProgramInfo(CL_PROGRAM_BINARIES)``, an ELF object) and takes it back with
``clCreateProgramWithBinary``, which skips the device compiler. native_cache.py keeps such
binaries across processes, parallel_build.py gets them from the processes that built parts of
kernels.spv. How the OpenCL objects are reached from dpctl's, and a SYCL program made from one,
is told in native_cache.py's docstring.
"""

from __future__ import annotations

import ctypes
from typing import Any

from . import sycl
from .native import BACKEND_OPENCL, CL_KERNEL_PROGRAM, CL_SUCCESS, NativeApi

# OpenCL constants (CL/cl.h).
_CL_PROGRAM_NUM_DEVICES = 0x1162
_CL_PROGRAM_BINARY_SIZES = 0x1165
_CL_PROGRAM_BINARIES = 0x1166
# SYCL enums (sycl/kernel_bundle_enums.hpp).
_BUNDLE_EXECUTABLE = 2


def binary_of(api: NativeApi, program: Any, kernel_name: str) -> bytes | None:
    """The device binary of a built ``program`` (found through one of its kernels)."""
    kernel = sycl.find_kernel(program, kernel_name)
    if kernel is None:
        return None
    cl_kernel = api.kernel_native(sycl.kernel_ref(kernel))  # retained for us
    if not cl_kernel:
        return None
    try:
        cl_program = ctypes.c_void_p()
        if api.kernel_info(cl_kernel, CL_KERNEL_PROGRAM, ctypes.sizeof(cl_program),
                           ctypes.byref(cl_program), None) != CL_SUCCESS:
            return None
        devices = ctypes.c_uint32()
        if (api.program_info(cl_program, _CL_PROGRAM_NUM_DEVICES, 4,
                             ctypes.byref(devices), None) != CL_SUCCESS
                or devices.value != 1):
            return None
        size = ctypes.c_size_t()
        if api.program_info(cl_program, _CL_PROGRAM_BINARY_SIZES, ctypes.sizeof(size),
                            ctypes.byref(size), None) != CL_SUCCESS or not size.value:
            return None
        buffer = ctypes.create_string_buffer(size.value)
        pointers = (ctypes.c_void_p * 1)(ctypes.cast(buffer, ctypes.c_void_p))
        if api.program_info(cl_program, _CL_PROGRAM_BINARIES, ctypes.sizeof(pointers),
                            pointers, None) != CL_SUCCESS:
            return None
        return buffer.raw
    finally:
        api.release_kernel(cl_kernel)


def program_from_binary(api: NativeApi, queue: Any, binary: bytes) -> Any:
    """A program (as sycl.build_program gives) built from a device binary on ``queue``'s
    context and device, or None when the device refuses the binary."""
    context_ref, device_ref = sycl.native_refs(queue)  # valid while the queue lives
    cl_context = api.context_native(context_ref)  # retained for us
    cl_device = api.device_native(device_ref)  # likewise
    cl_program = None
    try:
        devices = (ctypes.c_void_p * 1)(cl_device)
        sizes = (ctypes.c_size_t * 1)(len(binary))
        binaries = (ctypes.c_char_p * 1)(binary)
        status, error = (ctypes.c_int * 1)(), ctypes.c_int()
        cl_program = api.create_with_binary(cl_context, 1, devices, sizes, binaries,
                                            status, ctypes.byref(error))
        if error.value != CL_SUCCESS or status[0] != CL_SUCCESS or not cl_program:
            return None
        if api.build_program(cl_program, 1, devices, b"", None, None) != CL_SUCCESS:
            return None
        # make_kernel_bundle writes its result (a kernel_bundle: one shared_ptr) into
        # memory from operator new, so that DPCTLKernelBundle_Delete can free it.
        bundle = api.new(16)
        api.make_bundle(bundle, cl_program, context_ref, False,
                        _BUNDLE_EXECUTABLE, BACKEND_OPENCL)
        try:
            return api.make_program(bundle)  # copies the bundle
        finally:
            api.bundle_delete(bundle)
    finally:
        if cl_program:
            api.release_program(cl_program)  # the bundle holds its own reference
        api.release_device(cl_device)
        api.release_context(cl_context)
