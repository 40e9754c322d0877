"""An in-order SYCL queue plus what its unfinished work still uses.

dpctl does not keep the operands of ``memcpy_async``/``submit_async`` alive: a numpy array or a
device allocation freed while a copy from it is still queued is a use-after-free. Every
asynchronous submission therefore records ``(event, objects)`` here, and the objects are
dropped only once the event has completed. Because the queue is in order, completion is
monotone: ``prune`` pops from the front until it meets an unfinished event, so the record
stays as short as the work actually in flight (memory stays flat over any number of runs).

``Transfers`` is a client's stream for the copies it makes outside executions (uploads,
downloads, buffer copies, constants at load), with the lock that lets any thread use it.
"""

from __future__ import annotations

import collections
import ctypes
import threading
from typing import Any

import numpy as np

from . import sycl
from .sycl import COMPLETE


class Stream:
    """One in-order queue; not thread-safe (its owner serializes submissions)."""

    __slots__ = ("__weakref__", "pending", "queue")

    def __init__(self, context: Any, device: Any) -> None:
        self.queue = sycl.in_order_queue(context, device)
        # (event, objects) of each submission not yet known finished, oldest first.
        self.pending: collections.deque[tuple[Any, Any]] = collections.deque()

    def keep(self, event: Any, objects: Any) -> None:
        """Keep ``objects`` referenced until ``event`` (the latest submission) completes."""
        if event is not None:
            self.pending.append((event, objects))

    def prune(self) -> None:
        """Forget the objects of work that has finished (usually all of it: one query). On
        the call path, callers test ``pending`` first: no call when there is none."""
        pending = self.pending
        if not pending:
            return
        if pending[-1][0].execution_status == COMPLETE:
            pending.clear()
            return
        while pending and pending[0][0].execution_status == COMPLETE:
            pending.popleft()

    def drain(self) -> None:
        """Wait for everything submitted, then forget it."""
        self.queue.wait()
        self.pending.clear()

    @property
    def in_flight(self) -> int:
        """Submissions whose objects are still held (for tests and diagnostics)."""
        self.prune()
        return len(self.pending)


class Transfers:
    """A client's stream for copies outside executions; hold ``lock`` while using it (any
    thread may call the client)."""

    __slots__ = ("host_visible", "lock", "stream")

    def __init__(self, context: Any, device: Any) -> None:
        self.stream = Stream(context, device)
        self.lock = threading.Lock()
        self.host_visible = False  # the client sets it: see upload

    def upload(self, memory: Any, host: np.ndarray, nbytes: int) -> None:
        """Copy ``nbytes`` of the C-contiguous ``host`` into new device ``memory`` (nothing
        queued uses it) and wait for the copy. Where the host sees device memory (a CPU
        device, ``memory.host_visible``), that is one memmove, with no queue in between."""
        if self.host_visible:
            ctypes.memmove(sycl.pointer(memory), host.ctypes.data, nbytes)
            return
        with self.lock:
            event = self.stream.queue.memcpy_async(memory, host, nbytes)
        event.wait()
