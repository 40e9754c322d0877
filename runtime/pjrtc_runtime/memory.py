"""Device memory: every allocation the runtime makes, counted, and checked before it is made.

``Allocator.allocate`` is the one place the runtime allocates device memory (buffer slots,
constants, device buffers). A failed allocation raises ``OutOfDeviceMemory`` instead of
escaping as dpctl's ``USMAllocationError``, and ``Allocator.stats()`` reports what is live, so
tests (and users, like PJRT's ``memory_stats``) can see that memory stays flat.

``check_fits`` runs at load, before the first allocation: a device that cannot hold the
artifact's buffers and constants is refused with both numbers named. On a CPU device the
"device memory" is the host's, and Linux overcommits: an allocation larger than what is free
may succeed and the process is then killed when the pages are touched. So for CPU devices the
limit is also the host's MemAvailable, read from /proc/meminfo.
"""

from __future__ import annotations

import collections
import threading
from dataclasses import dataclass
from typing import Any

from . import icd
from .errors import OutOfDeviceMemory
from .sycl_devices import DeviceInfo

icd.configure_icd()  # before the first import of dpctl (icd.py)
import dpctl.memory

# Allocations from this size on are checked against the available memory first: on a CPU
# device an overcommitted allocation "succeeds" and the process is killed when it is touched.
_CHECKED_SIZE = 64 * 2**20
_FREE_MEMORY = ("Free device memory (delete buffers you no longer need, load fewer executables) "
                "or use a device with more memory")


class DeviceMemory(dpctl.memory.MemoryUSMDevice):
    """A USM device allocation that tells its allocator when it is freed."""

    __slots__ = ("_freed", "_size")

    def __del__(self) -> None:
        # deque.append is atomic: no lock here, so a collection triggered while the
        # allocator holds its lock cannot deadlock.
        freed = getattr(self, "_freed", None)
        if freed is not None:
            freed.append(self._size)


@dataclass(frozen=True, slots=True)
class MemoryStats:
    """Device memory allocated through one client (slots, constants, buffers)."""

    bytes_in_use: int
    peak_bytes_in_use: int
    num_allocs: int  # live allocations
    total_allocs: int  # allocations ever made


class Allocator:
    """Allocates device memory on one queue's context and counts it."""

    def __init__(self, queue: Any, info: DeviceInfo) -> None:
        self._queue = queue
        self._info = info
        self._lock = threading.Lock()
        self._freed: collections.deque[int] = collections.deque()
        self._in_use = self._peak = self._live = self._total = 0

    def allocate(self, nbytes: int, what: str) -> DeviceMemory:
        """``nbytes`` of device memory (at least 1: dpctl refuses empty allocations)."""
        size = max(nbytes, 1)
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
        except dpctl.memory.USMAllocationError:
            raise OutOfDeviceMemory(
                f"out of device memory: allocating {size} bytes for {what} on "
                f"{self._info.filter_string} ({self._info.name}) failed; "
                f"{self.stats().bytes_in_use} bytes are allocated by this runtime",
                _FREE_MEMORY) from None
        memory._size = size
        memory._freed = self._freed
        with self._lock:
            self._settle()
            self._in_use += size
            self._live += 1
            self._total += 1
            self._peak = max(self._peak, self._in_use)
        return memory

    def stats(self) -> MemoryStats:
        with self._lock:
            self._settle()
            return MemoryStats(self._in_use, self._peak, self._live, self._total)

    def _settle(self) -> None:
        """Account for allocations freed since the last call (lock held)."""
        freed = self._freed
        while freed:
            self._in_use -= freed.popleft()
            self._live -= 1


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
