"""Device memory: every allocation the runtime makes, counted, checked, and pooled for buffers.

``Allocator.allocate`` makes the long-lived allocations (buffer slots, constants);
``Allocator.allocate_buffer`` gives device buffers (uploads, copies, execution outputs) memory
from a pool: a free list per size class, fed when a buffer's memory is released, i.e. when the
last reference to it is gone (the buffer was garbage collected or deleted, and no queued work,
DLPack consumer or donation still holds it). Fresh USM memory pays first-touch page faults
(about 55 ms per 256 MiB on a CPU device), so repeated runs reuse warm memory instead. The
pool keeps at most ``max_pool_bytes`` of idle memory (more is freed at once), and an allocation
that fails first frees the idle blocks and tries again.

The memory object of the last buffer of each size class is kept as well (``_recent``): when
nothing else references it any more (a loop's previous output, dropped), the next buffer of
that class gets the very same object again. Making a dpctl memory object costs about 1 us
(dpctl asks the driver for the pointer's USM type on each construction) and its return to the
pool as much again. The pool's accounting and bound stay as they were: ``stats`` and ``trim``
first let go of these objects, which then return their blocks as any released memory does.
A resident call's outputs in a loop pay neither, nor this: a workspace keeps their memory
for the next such call itself (workspace.py, asking for it with ``recent=False``), and
``stats`` and ``trim`` make it let go of it as well (``add_keeper``).

A failed allocation raises ``OutOfDeviceMemory`` instead of escaping as SYCL's allocation
error (``sycl.AllocationError``), and ``Allocator.stats()`` reports what is live and what the pool
holds, so tests (and users, like PJRT's ``memory_stats``) can see that memory stays flat.

``check_fits`` runs at load, before the first allocation: a device that cannot hold the
artifact's buffers and constants is refused with both numbers named. On a CPU device the
"device memory" is the host's, and Linux overcommits: an allocation larger than what is free
may succeed and the process is then killed when the pages are touched. So for CPU devices the
limit is also the host's MemAvailable, read from /proc/meminfo.
"""

from __future__ import annotations

import collections
import ctypes
import sys
import threading
import weakref
from dataclasses import dataclass
from typing import Any

import numpy as np

from .errors import OutOfDeviceMemory
from .sycl import AllocationError, UsmMemory, pointer
from .sycl_devices import DeviceInfo

# Allocations from this size on are checked against the available memory first: on a CPU
# device an overcommitted allocation "succeeds" and the process is killed when it is touched.
_CHECKED_SIZE = 64 * 2**20
_FREE_MEMORY = ("Free device memory (delete buffers you no longer need, load fewer executables) "
                "or use a device with more memory")
DEFAULT_MAX_POOL_BYTES = 512 * 2**20
_MIN_CLASS = 64  # bytes: USM alignment


def _alone() -> int:
    """What sys.getrefcount says of an object that one local variable alone references
    (2 on CPython up to 3.13; measured, not assumed, since newer interpreters may borrow the
    argument's reference): allocate_buffer's test that nothing else holds a memory object."""
    probe = object()
    return sys.getrefcount(probe)


_ALONE = _alone()
_refcount = sys.getrefcount


def size_class(nbytes: int) -> int:
    """The pooled size for ``nbytes``: a multiple of 1/8 of the power of two below it (at
    least 64 bytes), so a block is at most 12.5% larger than asked and sizes seen again hit."""
    size = max(nbytes, 1)
    step = max(_MIN_CLASS, 1 << max(size.bit_length() - 4, 0))
    return -(-size // step) * step


class DeviceMemory(UsmMemory):
    """A USM device allocation that tells its allocator when it is freed."""

    __slots__ = ("_freed", "_size")

    def __del__(self) -> None:
        # deque.append is atomic: no lock here, so a collection triggered while the
        # allocator holds its lock cannot deadlock.
        freed = getattr(self, "_freed", None)
        if freed is not None:
            freed.append(self._size)


class PooledMemory(UsmMemory):
    """A device buffer's memory: a view of a pooled ``DeviceMemory`` block (sharing its
    allocation) that hands the block back to the pool when its last reference is gone.
    Whatever still uses the memory holds this object (queued work through ``Stream.keep``,
    a DLPack export through its carrier array), so the block is never reused under it."""

    __slots__ = ("_block", "_returned")

    def __del__(self) -> None:
        returned = getattr(self, "_returned", None)
        if returned is not None:
            returned.append(self._block)  # atomic, as DeviceMemory.__del__


@dataclass(frozen=True, slots=True)
class MemoryStats:
    """Device memory allocated through one client (slots, constants, buffers). Memory the
    pool keeps for reuse is counted apart: the device holds bytes_in_use + pool_bytes."""

    bytes_in_use: int
    peak_bytes_in_use: int
    num_allocs: int  # live allocations (pooled ones in use included)
    total_allocs: int  # allocations handed out ever, fresh or from the pool
    pool_bytes: int = 0  # idle memory the pool keeps for reuse
    pool_blocks: int = 0
    device_allocs: int = 0  # fresh device allocations ever made (pool misses included)


class Allocator:
    """Allocates device memory on one queue's context, counts it, and pools buffers'."""

    def __init__(self, queue: Any, info: DeviceInfo,
                 max_pool_bytes: int = DEFAULT_MAX_POOL_BYTES) -> None:
        self._queue = queue
        self._info = info
        self._max_pool_bytes = max_pool_bytes
        self._lock = threading.Lock()
        self._freed: collections.deque[int] = collections.deque()
        self._returned: collections.deque[DeviceMemory] = collections.deque()
        self._idle: dict[int, list[DeviceMemory]] = {}
        # Size class: the memory object last handed out for it, reused once idle (see the
        # module docstring); only for classes the pool may keep (max_pool_bytes).
        self._recent: dict[int, PooledMemory] = {}
        self._keepers: weakref.WeakSet[Any] = weakref.WeakSet()  # add_keeper
        self._bytes = self._live = 0  # on the device: in use plus pooled
        self._pool_bytes = self._pool_blocks = 0
        self._peak = self._total = self._fresh = 0

    def allocate(self, nbytes: int, what: str) -> DeviceMemory:
        """``nbytes`` of device memory (at least 1: dpctl refuses empty allocations), not
        pooled (slots and constants live as long as their executable)."""
        return self._new(max(nbytes, 1), what)

    @property
    def max_pool_bytes(self) -> int:
        return self._max_pool_bytes

    def allocate_buffer(self, nbytes: int, what: str, size: int = 0,
                        recent: bool = True) -> PooledMemory:
        """Memory for a device buffer of ``nbytes``: a pooled block of its size class
        (``size``, when the caller has it from ``size_class`` already), reused when one is
        idle. It returns to the pool when the last reference to it is gone. ``recent``:
        whether its memory object is kept for the next of its class (the module docstring),
        False for a caller that keeps it itself (both would hold it: neither could reuse it)."""
        if not size:
            size = size_class(nbytes)
        block = None
        with self._lock:
            objects = self._recent
            lease = objects.pop(size, None)
            # Referenced by this local alone: no buffer, queued work or export uses it,
            # just as when its __del__ would have run.
            if lease is not None:
                if _refcount(lease) == _ALONE:
                    if recent:
                        objects[size] = lease
                    self._total += 1
                    return lease
                del lease  # in use elsewhere: it returns its block when that use ends
            if self._returned or self._freed:
                self._settle()
            idle = self._idle.get(size)
            if idle:
                block = idle.pop()
                self._pool_bytes -= size
                self._pool_blocks -= 1
                self._total += 1
                self._peak = max(self._peak, self._bytes - self._pool_bytes)
        if block is None:
            block = self._new(size, what)
        lease = PooledMemory(block)
        lease._block = block
        lease._returned = self._returned
        if recent and size <= self._max_pool_bytes:  # idle, it may stay: the pool could hold
            # its block
            self._recent[size] = lease
        return lease

    def add_keeper(self, keeper: Any) -> None:
        """Have ``stats`` and ``trim`` call ``keeper.release_kept()`` (from any thread), as
        they let go of their own memory objects kept for reuse: ``keeper`` keeps some of
        this allocator's buffers' memory for reuse itself (a workspace)."""
        with self._lock:  # a WeakSet is not safe to change while another thread lists it
            self._keepers.add(keeper)

    def trim(self) -> int:
        """Free every idle pooled block now; returns the bytes freed."""
        self._release_recent()
        with self._lock:
            self._settle()
            idle, self._idle = self._idle, {}
            freed, self._pool_bytes, self._pool_blocks = self._pool_bytes, 0, 0
        idle.clear()  # outside the lock: each block's __del__ reports itself as freed
        return freed

    def stats(self) -> MemoryStats:
        self._release_recent()  # so that an idle one counts as pooled (or freed), not used
        with self._lock:
            self._settle()
            return MemoryStats(self._bytes - self._pool_bytes, self._peak,
                               self._live - self._pool_blocks, self._total, self._pool_bytes,
                               self._pool_blocks, self._fresh)

    def _release_recent(self) -> None:
        """Let go of the memory objects kept for reuse: an idle one returns its block now
        (its __del__, lock-free), one in use when its user lets go."""
        with self._lock:
            recent, self._recent = self._recent, {}
            keepers = list(self._keepers)
        recent.clear()  # outside the lock, as trim's blocks
        for keeper in keepers:
            keeper.release_kept()

    def _new(self, size: int, what: str) -> DeviceMemory:
        try:
            memory = self._device_allocation(size, what)
        except OutOfDeviceMemory:
            if not self.trim():
                raise
            memory = self._device_allocation(size, what)  # again, without the idle blocks
        with self._lock:
            self._settle()
            self._bytes += size
            self._live += 1
            self._total += 1
            self._fresh += 1
            self._peak = max(self._peak, self._bytes - self._pool_bytes)
        return memory

    def _device_allocation(self, size: int, what: str) -> DeviceMemory:
        info = self._info
        if size > info.max_mem_alloc_size:
            raise OutOfDeviceMemory(
                f"{what} needs one allocation of {size} bytes, but device "
                f"{info.filter_string} ({info.name}) allows at most "
                f"{info.max_mem_alloc_size} bytes in one allocation",
                "Use a device with larger allocations, or smaller arrays")
        # Large allocations only: reading /proc/meminfo costs about as much as a small one.
        if size >= _CHECKED_SIZE and size > (available := available_bytes(info)):
            raise OutOfDeviceMemory(
                f"out of device memory: {what} needs {size} bytes, but device "
                f"{info.filter_string} ({info.name}) has {available} bytes available",
                _FREE_MEMORY)
        try:
            memory = DeviceMemory(size, queue=self._queue)
        except AllocationError:
            raise OutOfDeviceMemory(
                f"out of device memory: allocating {size} bytes for {what} on "
                f"{info.filter_string} ({info.name}) failed; "
                f"{self.stats().bytes_in_use} bytes are allocated by this runtime",
                _FREE_MEMORY) from None
        memory._size = size
        memory._freed = self._freed
        return memory

    def _settle(self) -> None:
        """Account for memory released since the last call (lock held): returned blocks go
        to the pool while it has room, and are freed otherwise."""
        returned = self._returned
        while returned:
            block = returned.popleft()
            size = block._size
            if self._pool_bytes + size <= self._max_pool_bytes:
                self._idle.setdefault(size, []).append(block)
                self._pool_bytes += size
                self._pool_blocks += 1
            del block  # over the bound: the last reference, so freed (and counted) below
        freed = self._freed
        while freed:
            self._bytes -= freed.popleft()
            self._live -= 1


def host_visible(queue: Any, info: DeviceInfo) -> bool:
    """True when the host reads and writes the device's USM memory at its device address:
    so on a CPU device (the host's own memory), checked by writing a pattern through the
    queue and reading it back directly. Never tried elsewhere, where that address may not be
    mapped in this process."""
    if info.device_type != "cpu":
        return False
    pattern = np.arange(1, 65, dtype=np.uint8)
    probe = UsmMemory(pattern.nbytes, queue=queue)
    queue.memcpy(probe, pattern, pattern.nbytes)
    return bytes((ctypes.c_uint8 * pattern.nbytes).from_address(pointer(probe))) == (
        pattern.tobytes())


def available_bytes(info: DeviceInfo) -> int:
    """What the device can still hold: its global memory; for a CPU device also no more
    than the host's available memory."""
    limit = info.global_mem_size
    if info.device_type == "cpu":
        host = _host_available_bytes()
        if host is not None:
            limit = min(limit, host)
    return limit


def check_fits(sizes: list[int], info: DeviceInfo, what: str) -> None:
    """Refuse, before allocating anything, allocations the device cannot hold."""
    largest = max(sizes, default=0)
    if largest > info.max_mem_alloc_size:
        raise OutOfDeviceMemory(
            f"{what} needs one allocation of {largest} bytes, but device {info.filter_string} "
            f"({info.name}) allows at most {info.max_mem_alloc_size} bytes in one allocation",
            "Use a device with larger allocations, or a smaller model")
    total = sum(sizes)
    available = available_bytes(info)
    if total > available:
        raise OutOfDeviceMemory(
            f"{what} needs {total} bytes of device memory, but device {info.filter_string} "
            f"({info.name}) has {available} bytes available", _FREE_MEMORY)


def _host_available_bytes() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None
