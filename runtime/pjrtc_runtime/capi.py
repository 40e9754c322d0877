"""Kernel launches through dpctl's C API: the runtime's per-launch path.

``queue.submit_async(kernel, args, global_size, local_size)`` (dpctl's Python method) checks
and converts its arguments on every call: the type of each argument, a new C array of
pointers and one of argument types, the ranges, and a new ``SyclEvent`` object. A planned
launch is the same every time, so ``Launch`` builds those arrays once (per workspace: its
queue and slots) and submits with one foreign call of ``DPCTLQueue_SubmitNDRange``, the C
function that dpctl's method ends in, from libDPCTLSyclInterface (which dpctl loads; sycl.py
names it). The call returns a ``DPCTLSyclEventRef`` (an owned ``sycl::event``): the launch
path keeps only the latest one of a run, releases the others at once, and turns the last into
a ``dpctl.SyclEvent`` (``event``) for whatever waits on the run. A call that binds other
memory in place of a slot writes its address into the launch's argument array
(``Workspace.bind``); SYCL copies the arguments when the kernel is submitted, so the array
may change right after.

Thread safety: a ``Launch`` belongs to one workspace, used by one submitting thread at a time
(workspace.py); the kernel object is shared, as with dpctl's method (SYCL's handler takes the
arguments per submission, never from the kernel).

Measured on the CI machine (Intel OpenCL CPU, dpctl 0.22.1; ``python -m benchmarks --launch``,
fastest of 7 rounds): one launch then wait, dpctl's ``submit_async`` 6.2-9.8 us, this path
5.0-5.4 us.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from typing import Any

from . import sycl
from .errors import DeviceError

# DPCTLKernelArgType (dpctl/include/syclinterface/dpctl_sycl_enum_types.h): USM pointers.
_VOID_PTR = 10

_vp, _size = ctypes.c_void_p, ctypes.c_size_t


def _bind(library: ctypes.CDLL, name: str, restype: Any, *argtypes: Any) -> Any:
    function = getattr(library, name)
    function.restype, function.argtypes = restype, list(argtypes)
    return function


_library = ctypes.CDLL(sycl.interface_library())
# (kernel, queue, args, arg types, n args, global[3], local[3], dims, dep events, n deps)
submit = _bind(_library, "DPCTLQueue_SubmitNDRange", _vp,
               _vp, _vp, _vp, _vp, _size, _vp, _vp, _size, _vp, _size)
_release = _bind(_library, "DPCTLEvent_Delete", None, _vp)
_wait = _bind(_library, "DPCTLEvent_Wait", None, _vp)
queue_wait = _bind(_library, "DPCTLQueue_Wait", None, _vp)
_make_event = sycl.event_from_ref_function()


def release(ref: int) -> int:
    """Release the C event ``ref``; returns 0 (what holds no event)."""
    _release(ref)
    return 0


def wait_and_release(ref: int) -> int:
    """Wait for the C event ``ref``, then release it; returns 0."""
    _wait(ref)
    _release(ref)
    return 0


def event(ref: int) -> Any:
    """A ``dpctl.SyclEvent`` for the C event ``ref``, which is released."""
    try:
        return _make_event(ref)
    finally:
        _release(ref)


class Launch:
    """One kernel's launch on one queue, ready to submit: ``submit(*launch.params)``.
    ``args[i]`` is the address argument i points to (``Workspace.bind`` rewrites it)."""

    __slots__ = ("_owners", "_ranges", "_types", "args", "name", "params")

    def __init__(self, name: str, kernel: Any, queue: Any, pointers: Sequence[int],
                 global_size: Sequence[int], local_size: Sequence[int]) -> None:
        n = len(pointers)
        dims = len(global_size)
        self.name = name
        self._owners = (kernel, queue)  # params holds their addresses
        self.args = (_vp * n)(*pointers)
        self._types = (ctypes.c_int * n)(*[_VOID_PTR] * n)
        self._ranges = ((_size * 3)(*global_size, *[1] * (3 - dims)),
                        (_size * 3)(*local_size, *[1] * (3 - dims)))
        self.params = (sycl.kernel_ref(kernel), sycl.queue_ref(queue),
                       ctypes.addressof(self.args), ctypes.addressof(self._types), n,
                       ctypes.addressof(self._ranges[0]), ctypes.addressof(self._ranges[1]),
                       dims, None, 0)


def failed(launch: Launch) -> DeviceError:
    """The error for a submission that the SYCL runtime refused (a null event)."""
    return DeviceError(f"the SYCL runtime refused to launch kernel {launch.name} (dpctl's "
                       "DPCTLQueue_SubmitNDRange returned no event; its message, if any, "
                       "is above)", "Check the device with `pjrtc devices`, and report the "
                       "artifact if it persists")
