"""Kernel launches on the OpenCL queue under a SYCL queue: the launch path on OpenCL devices.

Why: on the Intel OpenCL CPU device, a launch through SYCL (dpctl's ``submit_async`` or its
C API, capi.py) costs 8-13 us back to back, and ``clEnqueueNDRangeKernel`` on the same
device about 3 us (``python -m benchmarks --launch``): the SYCL runtime's bookkeeping of each
command (its event, its dependencies) is most of a small kernel's launch.

How: a workspace's queue is an in-order SYCL queue; on OpenCL it is one in-order
``cl_command_queue`` (``sycl::queue::getNative``). ``Launcher.plan`` makes a ``cl_kernel``
of its own for each planned launch (``clCreateKernel`` on the program of the SYCL kernel,
``sycl::kernel::getNative`` then ``clGetKernelInfo(CL_KERNEL_PROGRAM)``) and sets its
arguments once (``clSetKernelArgMemPointerINTEL``, USM pointers); a launch is then one
``clEnqueueNDRangeKernel`` with no event (its nine arguments ctypes objects made at
planning, passed to a binding with no argtypes: nothing converted per launch), and a copy
step of the schedule one ``clEnqueueMemcpyINTEL``. A program whose steps are all launches
submits them in one loop (``launch_all``, workspace.py's ``launches``), and so does each run
of launches in a loop's body or a case's branch (launch.py's ``_grouped``). A call that binds
other memory in place of a slot sets that argument again (``Launch.set``); OpenCL takes the
arguments when the kernel is enqueued. Work the SYCL queue submits (copies, barriers) goes
to the same in-order OpenCL queue, so it runs after the launches before it, and
``queue.wait()`` waits for them as well (checked by tests/runtime/test_launch_paths.py).
What is pending after launches has no event: ``wait`` is ``clFinish`` (its caller holds the
workspace, so everything on the queue is its own run), and ``event`` enqueues an OpenCL
marker and makes it a SYCL event (``sycl::make_event``, as native_cache.py makes kernel
bundles), then a ``dpctl.SyclEvent``. Measured (one launch then wait, the same machine and
minute): marker wait 5.3 us, clFinish 4.1 us, dpctl's C API with its event 4.9 us; a SYCL
barrier as the event 13-96 us. Tried and left out (2026-11-26, the same machine): the last
launch's own event then clWaitForEvents in place of clFinish (0.2 us more per call in a
resident call, main-thread CPU), and the device's cl_khr_command_buffer (30 recorded
launches then clEnqueueCommandBufferKHR and clFinish: 159 us against 133 us enqueued one by
one; one launch 12.0 against 10.6 us).

Thread safety: OpenCL's one call that is not thread-safe is setting a kernel's arguments;
each ``cl_kernel`` here belongs to one launch of one workspace, used by one thread at a time
(workspace.py), so no two threads ever set the arguments of one kernel.

The OpenCL and libsycl functions are bound in native.py. ``launcher_for`` gives None where
any of this is missing (another backend, another SYCL runtime); the runtime then launches
through dpctl's C API (capi.py).
"""

from __future__ import annotations

import ctypes
import weakref
from collections.abc import Sequence
from typing import Any

from . import sycl
from .capi import failed
from .native import BACKEND_OPENCL, CL_KERNEL_PROGRAM, CL_SUCCESS, NativeApi

_CL_QUEUE_DEVICE = 0x1091
_CL_DEVICE_PLATFORM = 0x1031

_vp, _size, _uint = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint


def _usm_functions(api: NativeApi, cl_queue: int) -> tuple[Any, Any] | None:
    """``clSetKernelArgMemPointerINTEL`` and ``clEnqueueMemcpyINTEL`` of the queue's
    platform (the USM extension), or None if it lacks them."""
    device, platform = _vp(), _vp()
    if (api.queue_info(cl_queue, _CL_QUEUE_DEVICE, ctypes.sizeof(device),
                       ctypes.byref(device), None) != CL_SUCCESS
            or api.device_info(device, _CL_DEVICE_PLATFORM, ctypes.sizeof(platform),
                               ctypes.byref(platform), None) != CL_SUCCESS):
        return None
    set_pointer = api.extension(platform, b"clSetKernelArgMemPointerINTEL")
    memcpy = api.extension(platform, b"clEnqueueMemcpyINTEL")
    if not set_pointer or not memcpy:
        return None
    # (queue, blocking, dst, src, size, n events, wait list, event)
    return (ctypes.CFUNCTYPE(ctypes.c_int, _vp, _uint, _vp)(set_pointer),
            ctypes.CFUNCTYPE(ctypes.c_int, _vp, _uint, _vp, _vp, _size, _uint, _vp,
                             _vp)(memcpy))


def launcher_for(queue: Any, backend: str) -> Launcher | None:
    """The OpenCL launcher of ``queue`` (an in-order SYCL queue), or None where the device
    is not OpenCL or an OpenCL function this needs is missing."""
    if backend != "opencl":
        return None
    api = NativeApi.get()
    if api is None:
        return None
    cl_queue = api.queue_native(sycl.queue_ref(queue), ctypes.byref(ctypes.c_int(0)))
    if not cl_queue:
        return None
    usm = _usm_functions(api, cl_queue)
    if usm is None:
        api.release_queue(cl_queue)
        return None
    return Launcher(api, queue, cl_queue, *usm)


class Launch:
    """One planned launch: its own ``cl_kernel`` with its arguments set, and the arguments of
    ``clEnqueueNDRangeKernel`` (``params``)."""

    __slots__ = ("__weakref__", "_ranges", "_set", "kernel", "name", "params")

    def __init__(self, launcher: Launcher, name: str, kernel: Any, pointers: Sequence[int],
                 global_size: Sequence[int], local_size: Sequence[int]) -> None:
        api = launcher.api
        self.name = name
        self._set = launcher.set_pointer
        sycl_kernel = api.kernel_native(sycl.kernel_ref(kernel))  # retained for us
        if not sycl_kernel:
            raise failed(f"kernel {name}", "sycl::kernel::getNative gave no OpenCL kernel")
        try:
            program = _vp()
            if api.kernel_info(sycl_kernel, CL_KERNEL_PROGRAM, ctypes.sizeof(program),
                               ctypes.byref(program), None) != CL_SUCCESS:
                raise failed(f"kernel {name}", "clGetKernelInfo(CL_KERNEL_PROGRAM) failed")
            error = ctypes.c_int()
            self.kernel = api.create_kernel(program, name.encode(), ctypes.byref(error))
        finally:
            api.release_kernel(sycl_kernel)
        if error.value != CL_SUCCESS or not self.kernel:
            raise failed(f"kernel {name}", f"clCreateKernel returned {error.value}")
        weakref.finalize(self, api.release_kernel, self.kernel).atexit = False
        for position, address in enumerate(pointers):
            self.set(position, address)
        dims = len(global_size)
        # SYCL's ranges list the slowest dimension first, OpenCL's the fastest: SYCL
        # reverses them when it launches, so the kernel sees the same ids here.
        self._ranges = ((_size * dims)(*global_size[::-1]), (_size * dims)(*local_size[::-1]))
        # As ctypes objects: native.py's enqueue has no argtypes to convert them.
        self.params = (_vp(launcher.cl_queue), _vp(self.kernel), _uint(dims), None,
                       self._ranges[0], self._ranges[1], _uint(0), None, None)

    def set(self, position: int, address: int) -> None:
        status = self._set(self.kernel, position, address)
        if status != CL_SUCCESS:
            raise failed(f"kernel {self.name}",
                         f"clSetKernelArgMemPointerINTEL({position}) returned {status}")


class Launcher:
    """Launches on the OpenCL queue of one SYCL queue; what is pending after launches is a
    flag (1: launches with no event since the last step of another kind)."""

    __slots__ = ("__weakref__", "_context", "_context_ref", "_enqueue", "_memcpy", "_queue",
                 "api", "cl_queue", "set_pointer")

    def __init__(self, api: NativeApi, queue: Any, cl_queue: int, set_pointer: Any,
                 memcpy: Any) -> None:
        self.api = api
        self._memcpy = memcpy
        self._queue = queue  # the SYCL queue owns the OpenCL one we hold a reference to
        self._context, self._context_ref = sycl.context_ref(queue)
        self.cl_queue = cl_queue
        self.set_pointer = set_pointer
        self._enqueue = api.enqueue
        weakref.finalize(self, api.release_queue, cl_queue).atexit = False  # exit frees all

    def plan(self, name: str, kernel: Any, pointers: Sequence[int],
             global_size: Sequence[int], local_size: Sequence[int]) -> Launch:
        return Launch(self, name, kernel, pointers, global_size, local_size)

    def launch(self, launch: Launch, pending: int) -> int:
        status = self._enqueue(*launch.params)
        if status != CL_SUCCESS:
            raise failed(f"kernel {launch.name}", f"clEnqueueNDRangeKernel returned {status}")
        return 1

    def launch_all(self, launches: Sequence[Launch], pending: int) -> int:
        """``launch`` each of ``launches`` in order, in one loop (the steps of a program
        that are all launches: workspace.py) with no Python call around each enqueue."""
        enqueue = self._enqueue
        for launch in launches:
            status = enqueue(*launch.params)
            if status != CL_SUCCESS:
                raise failed(f"kernel {launch.name}",
                             f"clEnqueueNDRangeKernel returned {status}")
        return 1

    def copy(self, destination: Any, source: Any, size: int, pending: int) -> int:
        """Queue a device copy of ``size`` bytes (a step of the schedule)."""
        status = self._memcpy(self.cl_queue, 0, sycl.pointer(destination),
                              sycl.pointer(source), size, 0, None, None)
        if status != CL_SUCCESS:
            raise failed("a device copy", f"clEnqueueMemcpyINTEL returned {status}")
        return 1

    @staticmethod
    def drop(pending: int) -> int:
        return 0

    def wait(self, pending: int) -> int:
        """Wait for everything queued: the caller holds the workspace, so that is its run."""
        self.api.finish(self.cl_queue)
        return 0

    def event(self, pending: int) -> Any:
        """A ``dpctl.SyclEvent`` that completes after everything queued so far: an OpenCL
        marker made a SYCL event (which takes over the marker)."""
        api, marker = self.api, _vp()
        if api.marker(self.cl_queue, 0, None, ctypes.byref(marker)) != CL_SUCCESS:
            return self._queue.submit_barrier()  # slower (13 us and up), but no marker needed
        event = api.new(16)
        api.make_event(event, marker.value, self._context_ref, False, BACKEND_OPENCL)
        try:
            return api.sycl_event(event)  # a copy
        finally:
            api.delete_event(event)

    def sync(self) -> None:
        self.api.finish(self.cl_queue)
