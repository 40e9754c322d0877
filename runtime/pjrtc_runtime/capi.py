"""Kernel launches through dpctl's C API: the launch path on SYCL devices that are not OpenCL.

``queue.submit_async(kernel, args, global_size, local_size)`` (dpctl's Python method) checks
and converts its arguments on every call: the type of each argument, a new C array of
pointers and one of argument types, the ranges, and a new ``SyclEvent`` object. A planned
launch is the same every time, so ``Launch`` builds those arrays once (per workspace: its
queue and slots) and submits with one foreign call of ``DPCTLQueue_SubmitNDRange``, the C
function that dpctl's method ends in, from libDPCTLSyclInterface (which dpctl loads; sycl.py
names it). The call returns a ``DPCTLSyclEventRef`` (an owned ``sycl::event``): ``Launcher``
keeps only the latest one of a run, releases the others at once, and waits on the last or
turns it into a ``dpctl.SyclEvent`` for whatever waits on the run. A call that binds other
memory in place of a slot writes its address into the launch's argument array
(``Launch.set``); SYCL copies the arguments when the kernel is submitted, so the array may
change right after.

On OpenCL devices (the default one) opencl.py launches instead, on the OpenCL queue itself;
both launchers have the same methods (launch.py and executable.py use them):
``plan(name, kernel, pointers, global_size, local_size)`` -> a launch with ``set(position,
address)``; ``launch(launch, pending)`` submits and returns what is pending (0: nothing), as
``copy(destination, source, size, pending)`` does for a copy step of the schedule;
``drop(pending)`` before a step of another kind; ``wait(pending)``, ``event(pending)`` at the
end of a run; ``sync()`` waits for everything queued.

Thread safety: a launch belongs to one workspace, used by one submitting thread at a time
(workspace.py); the kernel object is shared, as with dpctl's method (SYCL's handler takes the
arguments per submission, never from the kernel).
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
_submit = _bind(_library, "DPCTLQueue_SubmitNDRange", _vp,
                _vp, _vp, _vp, _vp, _size, _vp, _vp, _size, _vp, _size)
_release = _bind(_library, "DPCTLEvent_Delete", None, _vp)
_wait = _bind(_library, "DPCTLEvent_Wait", None, _vp)
_queue_wait = _bind(_library, "DPCTLQueue_Wait", None, _vp)
_memcpy = _bind(_library, "DPCTLQueue_Memcpy", _vp, _vp, _vp, _vp, _size)
_make_event = sycl.event_from_ref_function()


class Launch:
    """One kernel's launch on one queue, ready to submit: ``args[i]`` is the address
    argument i points to."""

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

    def set(self, position: int, address: int) -> None:
        self.args[position] = address


class Launcher:
    """Launches on one dpctl queue through the C API; what is pending is the C event of
    the latest launch (released by ``drop``, ``wait`` or ``event``)."""

    __slots__ = ("_queue", "_queue_ref")

    def __init__(self, queue: Any) -> None:
        self._queue = queue
        self._queue_ref = sycl.queue_ref(queue)

    def plan(self, name: str, kernel: Any, pointers: Sequence[int],
             global_size: Sequence[int], local_size: Sequence[int]) -> Launch:
        return Launch(name, kernel, self._queue, pointers, global_size, local_size)

    @staticmethod
    def launch(launch: Launch, pending: int) -> int:
        ref = _submit(*launch.params)
        if pending:
            _release(pending)
        if not ref:
            raise failed(f"kernel {launch.name}",
                         "dpctl's DPCTLQueue_SubmitNDRange returned no event")
        return ref

    @classmethod
    def launch_all(cls, launches: Sequence[Launch], pending: int) -> int:
        """``launch`` each of ``launches`` in order."""
        for launch in launches:
            pending = cls.launch(launch, pending)
        return pending

    def copy(self, destination: Any, source: Any, size: int, pending: int) -> int:
        """Queue a device copy of ``size`` bytes (a step of the schedule)."""
        ref = _memcpy(self._queue_ref, sycl.pointer(destination), sycl.pointer(source), size)
        if pending:
            _release(pending)
        if not ref:
            raise failed("a device copy", "dpctl's DPCTLQueue_Memcpy returned no event")
        return ref

    @staticmethod
    def drop(pending: int) -> int:
        if pending:
            _release(pending)
        return 0

    @staticmethod
    def wait(pending: int) -> int:
        _wait(pending)
        _release(pending)
        return 0

    @staticmethod
    def event(pending: int) -> Any:
        try:
            return _make_event(pending)  # a copy
        finally:
            _release(pending)

    def sync(self) -> None:
        _queue_wait(self._queue_ref)


def failed(what: str, why: str) -> DeviceError:
    """The error for a launch or copy the device runtime refused: ``what`` is "kernel NAME"
    or "a device copy"."""
    return DeviceError(f"the device runtime refused {what} ({why})",
                       "Check the device with `pjrtc devices`, and report the artifact if "
                       "it persists")
