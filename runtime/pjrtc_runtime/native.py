"""The C functions under dpctl that the runtime calls itself, bound once per process.

opencl.py launches kernels on the OpenCL queue under a SYCL queue and native_cache.py reads and
rebuilds device binaries; both need the OpenCL loader, libsycl's native-handle and interop
functions (C++ symbols, called by their mangled names), libstdc++'s ``operator new`` (memory
that dpctl's C API frees with ``delete``) and dpctl's C interface. ``NativeApi.get()`` binds
them from the libraries dpctl loaded (sycl.py finds them), or gives None when any is missing
or the SYCL runtime is not the one whose C++ ABI these calls were checked against: the
callers then take their SYCL paths (capi.py launches; loads build from SPIR-V).
"""

from __future__ import annotations

import ctypes
import os
import re
import threading
from typing import Any

from . import sycl

# OpenCL constants (CL/cl.h).
CL_SUCCESS = 0
CL_KERNEL_PROGRAM = 0x1194
# SYCL enums (sycl/backend_types.hpp).
BACKEND_OPENCL = 1

# libsycl's and libstdc++'s C++ functions by mangled name.
_SYMBOLS = {
    "queue_native": "_ZNK4sycl3_V15queue9getNativeERi",  # sycl::queue::getNative(int&) const
    "kernel_native": "_ZNK4sycl3_V16kernel9getNativeEv",
    "context_native": "_ZNK4sycl3_V17context9getNativeEv",
    "device_native": "_ZNK4sycl3_V16device9getNativeEv",
    # sycl::detail::make_event(native handle, const context&, bool keep ownership, backend):
    # what sycl::make_event<backend::opencl> calls; it returns a sycl::event (one shared_ptr,
    # 16 bytes) through a hidden first argument, the memory it is built in.
    "make_event": "_ZN4sycl3_V16detail10make_eventEmRKNS0_7contextEbNS0_7backendE",
    "make_bundle": "_ZN4sycl3_V16detail18make_kernel_bundleEmRKNS0_7contextEbNS0_12bundle_"
                   "stateENS0_7backendE",
    "new": "_Znwm",  # libstdc++'s operator new(size_t)
}
_LIBRARIES = ("libsycl.so", "libOpenCL.so", "libstdc++.so", "libDPCTLSyclInterface.so")


class NativeApi:
    """The functions, as ctypes functions with their argument types set (see the module
    docstring); ``get`` gives the process's one instance, or None."""

    _instance: NativeApi | None = None
    _resolved = False
    _lock = threading.Lock()

    @classmethod
    def get(cls) -> NativeApi | None:
        with cls._lock:
            if not cls._resolved:
                cls._resolved = True
                try:
                    cls._instance = cls()
                except (OSError, AttributeError, KeyError, ValueError):
                    cls._instance = None
            return cls._instance

    def __init__(self) -> None:
        libs = sycl.loaded_libraries(_LIBRARIES)
        # The calls below assume the C++ ABI of SYCL runtime 9 (what dpctl 0.22 loads): the
        # symbols' names fix their arguments but not what they return.
        if not re.fullmatch(r"libsycl\.so\.9(\.[0-9]+)*", os.path.basename(libs["libsycl.so"])):
            raise ValueError(f"untested SYCL runtime {libs['libsycl.so']}")
        libsycl, cl, cxx, dpctl_c = (ctypes.CDLL(libs[name]) for name in _LIBRARIES)
        vp, u64, uint, sz = ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint, ctypes.c_size_t
        status = ctypes.c_int

        def bind(fn: Any, restype: Any, *argtypes: Any) -> Any:
            fn.restype, fn.argtypes = restype, list(argtypes)
            return fn

        def sycl_fn(name: str) -> Any:
            return getattr(libsycl, _SYMBOLS[name])

        # libsycl: native handles (each retained for the caller) and interop objects
        self.queue_native = bind(sycl_fn("queue_native"), u64, vp, ctypes.POINTER(ctypes.c_int))
        self.kernel_native = bind(sycl_fn("kernel_native"), u64, vp)
        self.context_native = bind(sycl_fn("context_native"), u64, vp)
        self.device_native = bind(sycl_fn("device_native"), u64, vp)
        # (sret event*, native handle, const context&, keep ownership, backend)
        self.make_event = bind(sycl_fn("make_event"), vp, vp, u64, vp, ctypes.c_bool,
                               ctypes.c_int)
        # (sret kernel_bundle*, native handle, const context&, keep ownership, state, backend)
        self.make_bundle = bind(sycl_fn("make_bundle"), vp, vp, u64, vp, ctypes.c_bool,
                                ctypes.c_int, ctypes.c_int)
        self.new = bind(getattr(cxx, _SYMBOLS["new"]), vp, sz)
        # dpctl's C interface and Python C API (through sycl.py)
        self.delete_event = bind(dpctl_c.DPCTLEvent_Delete, None, vp)
        self.bundle_delete = bind(dpctl_c.DPCTLKernelBundle_Delete, None, vp)
        self.sycl_event = sycl.event_from_ref_function()
        self.make_program = sycl.program_from_bundle_function()
        # the OpenCL loader
        self.queue_info = bind(cl.clGetCommandQueueInfo, status, vp, uint, sz, vp, vp)
        self.device_info = bind(cl.clGetDeviceInfo, status, vp, uint, sz, vp, vp)
        self.kernel_info = bind(cl.clGetKernelInfo, status, vp, uint, sz, vp, vp)
        self.program_info = bind(cl.clGetProgramInfo, status, vp, uint, sz, vp, vp)
        self.extension = bind(cl.clGetExtensionFunctionAddressForPlatform, vp, vp,
                              ctypes.c_char_p)
        self.create_kernel = bind(cl.clCreateKernel, vp, vp, ctypes.c_char_p,
                                  ctypes.POINTER(ctypes.c_int))
        self.create_with_binary = bind(
            cl.clCreateProgramWithBinary, vp, vp, uint, ctypes.POINTER(vp), ctypes.POINTER(sz),
            ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_int))
        self.build_program = bind(cl.clBuildProgram, status, vp, uint, ctypes.POINTER(vp),
                                  ctypes.c_char_p, vp, vp)
        # (queue, kernel, dims, offset, global, local, n events, wait list, event), with no
        # argtypes: the launch path (opencl.py) passes ctypes objects made once per launch,
        # which ctypes hands to C as they are; converting nine arguments through argtypes on
        # every launch cost 0.25 us more (half of the call's 0.5 us in ctypes). A function
        # object of its own (``cl[name]``), so the argtypes of other users stay untouched.
        self.enqueue = cl["clEnqueueNDRangeKernel"]
        self.enqueue.restype = status
        self.marker = bind(cl.clEnqueueMarkerWithWaitList, status, vp, uint, vp, vp)
        self.finish = bind(cl.clFinish, status, vp)
        self.release_kernel = bind(cl.clReleaseKernel, status, vp)
        self.release_program = bind(cl.clReleaseProgram, status, vp)
        self.release_queue = bind(cl.clReleaseCommandQueue, status, vp)
        self.release_context = bind(cl.clReleaseContext, status, vp)
        self.release_device = bind(cl.clReleaseDevice, status, vp)
