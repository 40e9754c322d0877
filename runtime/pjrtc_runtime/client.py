"""``Client``: PJRT's client in Python form: one device, its memory, buffers and executables.

    client = pjrtc_runtime.Client()                # the default device, "opencl:cpu"
    x_dev = client.buffer_from_pyval(x)            # host -> device, stays there
    exe = client.load("model.pjrtc")
    (y_dev,) = exe.execute([x_dev])                # device buffers in, device buffers out
    y = y_dev.to_numpy()                           # device -> host

Everything a client allocates lives in its device's default SYCL context (the one DLPack and
``__sycl_usm_array_interface__`` consumers such as dpnp expect), so buffers and executables of
any two clients on the same device work together. Host<->device copies outside executions go
through one in-order "transfer" queue, guarded by a lock (any thread may call the client).

Besides the user's API, a client shows the runtime's other modules (and interop code) what
they share: ``sycl_device`` and ``sycl_context`` (dpctl objects, from sycl.py), ``allocator``
(memory.py) and ``transfers`` (stream.py).
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any

import numpy as np

from . import dtypes, sycl
from .buffer import DeviceBuffer
from .errors import InputError
from .memory import DEFAULT_MAX_POOL_BYTES, Allocator, MemoryStats, host_visible
from .schema import DTYPE_SIZES, type_string
from .stream import Transfers
from .sycl_devices import DeviceInfo, devices, resolve

if TYPE_CHECKING:
    from .executable import Executable

_SUPPORTED = ", ".join(DTYPE_SIZES)


class Client:
    """One device: allocations, transfers, and the executables loaded on it."""

    def __init__(self, device: Any = None, *,
                 max_pool_bytes: int = DEFAULT_MAX_POOL_BYTES) -> None:
        """``device``: a SYCL filter string ("opencl:cpu", "level_zero:gpu:0"), a
        ``DeviceInfo``, a ``dpctl.SyclDevice`` or None for the default ("opencl:cpu").
        ``max_pool_bytes``: how much memory of released buffers the client keeps for reuse
        (see ``memory_stats``; 0 frees every buffer's memory when it is released)."""
        if isinstance(max_pool_bytes, bool) or not isinstance(max_pool_bytes, int) or (
                max_pool_bytes < 0):
            raise InputError(f"max_pool_bytes={max_pool_bytes!r} is not a byte count",
                             remedy="Pass an integer >= 0")
        self._info, self._sycl_device = resolve(device)
        self._context = sycl.default_context(self._sycl_device)
        self._transfers = Transfers(self._context, self._sycl_device)
        self._allocator = Allocator(self._transfers.stream.queue, self._info, max_pool_bytes)
        self._host_visible = host_visible(self._transfers.stream.queue, self._info)
        self._transfers.host_visible = self._host_visible

    # -- devices -------------------------------------------------------------------------

    @property
    def device(self) -> DeviceInfo:
        """The device this client allocates on and runs on."""
        return self._info

    @property
    def sycl_device(self) -> Any:
        """The SYCL device object (dpctl's ``SyclDevice``), for interop."""
        return self._sycl_device

    @property
    def sycl_context(self) -> Any:
        """The SYCL context every allocation of this client lives in: the device's
        platform's default context (dpctl's ``SyclContext``)."""
        return self._context

    @property
    def host_visible(self) -> bool:
        """True when the host reads and writes this device's memory directly (a CPU
        device): uploads are then one memmove and loops read their predicates in place."""
        return self._host_visible

    @property
    def allocator(self) -> Allocator:
        """Where the runtime allocates this client's device memory (memory.py)."""
        return self._allocator

    @property
    def transfers(self) -> Transfers:
        """The client's queue for copies outside executions, with its lock (stream.py)."""
        return self._transfers

    @staticmethod
    def devices() -> list[DeviceInfo]:
        """Every SYCL device visible to this process (the default one is marked)."""
        return devices()

    def memory_stats(self) -> MemoryStats:
        """Device memory allocated through this client: in use, peak, and kept for reuse."""
        return self._allocator.stats()

    def trim_pool(self) -> int:
        """Free the memory the client keeps for reuse (idle blocks of released buffers);
        returns the bytes freed."""
        return self._allocator.trim()

    def __repr__(self) -> str:
        return f"<pjrtc_runtime.Client on {self._info.filter_string} ({self._info.name})>"

    # -- executables ---------------------------------------------------------------------

    def load(self, path: str | os.PathLike[str], *, max_concurrency: int | None = None,
             ) -> Executable:
        """Validate the artifact at ``path`` and prepare it on this client's device.

        ``max_concurrency``: how many threads may submit runs of it at the same moment, each
        with its own set of device buffer slots (default: the number of CPUs); more wait."""
        from .launch import load_on

        return load_on(self, path, max_concurrency)

    # -- buffers -------------------------------------------------------------------------

    def buffer_from_pyval(self, value: Any, dtype: Any = None) -> DeviceBuffer:
        """Copy a numpy array (or anything np.asarray takes) to the device. The copy is done
        when this returns, so ``value`` may be changed right after."""
        array = _host_array(value, dtype)
        memory = self._allocator.allocate_buffer(
            array.nbytes, f"a {type_string(array.dtype.name, array.shape)} buffer")
        if array.nbytes:
            self._transfers.upload(memory, array, array.nbytes)
        return DeviceBuffer(self, memory, array.shape, array.dtype)

    def buffer_from_dlpack(self, value: Any) -> DeviceBuffer:
        """A buffer from any DLPack producer: zero-copy for memory of this device's context
        (kDLOneAPI), copied for host memory (kDLCPU, e.g. numpy or torch CPU tensors)."""
        from .dlpack import buffer_from_dlpack

        return buffer_from_dlpack(self, value)


_default_clients: dict[str, Client] = {}
_default_lock = threading.Lock()


def default_client(device: Any = None) -> Client:
    """The shared client of a device (what ``pjrtc_runtime.load`` uses)."""
    info, _ = resolve(device)
    with _default_lock:
        client = _default_clients.get(info.filter_string)
        if client is None:
            client = _default_clients[info.filter_string] = Client(info)
        return client


def _host_array(value: Any, dtype: Any) -> np.ndarray:
    """``value`` as a C-contiguous, native-byte-order array of a dtype pjrtc supports."""
    if isinstance(value, DeviceBuffer):
        raise InputError("the value is already a DeviceBuffer", remedy="Use it as it is, or "
                         "call buffer.copy() for a second buffer with the same contents")
    try:
        array = np.asarray(value, dtype=dtype)
    except (TypeError, ValueError) as e:
        raise InputError(f"the value cannot be converted to an array ({e})",
                         remedy="Pass a numpy array") from None
    name = array.dtype.name
    if array.dtype.kind in "biufc" and not array.dtype.isnative:
        name = array.dtype.newbyteorder("=").name
    if name not in DTYPE_SIZES:
        raise InputError(f"the array has dtype {array.dtype}, which pjrtc does not support",
                         remedy=f"Use one of {_SUPPORTED}")
    native = dtypes.numpy_dtype(name)
    if array.dtype != native:
        array = array.astype(native)  # byte order only: the values are unchanged
    # np.ascontiguousarray would turn a 0-d array into a 1-d one.
    return array if array.flags.c_contiguous else np.ascontiguousarray(array)
