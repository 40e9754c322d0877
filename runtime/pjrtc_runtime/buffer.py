"""``DeviceBuffer``: an array in device memory, PJRT's buffer in Python form.

A buffer is immutable. It is created by ``Client.buffer_from_pyval`` (host to device), by an
execution (its outputs) or by ``Client.buffer_from_dlpack``, and comes back to the host with
``to_numpy()`` / ``np.asarray(buffer)``. It may still be being written when it is handed out
(asynchronous execution): ``is_ready()`` / ``block_until_ready()`` tell and wait, and every
reader waits for it by itself, across queues, through its ready event.

``delete()`` frees it at once and donating it to an execution consumes it; either way any later
use raises ``DeletedBufferError`` saying which. Pending reads are tracked (``_uses``) so that an
execution that writes into donated memory waits for them; memory that queued work still reads
is kept alive by that work's ``Stream`` record, never freed under it (and memory from the
client's pool returns there only once nothing holds it: memory.py). An execution that reads
the buffer's memory in place (bound as an input) *pins* it while it submits, so a donation
from another thread waits until that execution's reads are recorded.

The class's methods are the user's API. What the runtime's other modules do with a buffer
(``pin``/``unpin``, ``pin_all``/``unpin_all``, ``GroupPin`` with ``pin_same``/``unpin_same``,
``take`` for donation, ``enqueue_read``, ``memo_key``/``memo_keys``, ``check_alive``,
``exposed_memory``) are the functions at the end of this module.
"""

from __future__ import annotations

import itertools
import operator
import threading
import weakref
from operator import is_
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from .errors import DeletedBufferError
from .schema import type_string
from .sycl import COMPLETE, is_complete

if TYPE_CHECKING:
    from .client import Client
    from .stream import Stream
    from .sycl_devices import DeviceInfo


_SERIALS = itertools.count()  # next() on a count is atomic under the GIL
KNOWN = operator.attrgetter("_known")  # what pin_same looks at


class DeviceBuffer:
    """An immutable array on one device; see the module docstring."""

    __slots__ = (
        "__weakref__",
        "_client",
        "_dtype",
        "_gone",
        "_groups",
        "_known",
        "_lock",
        "_memory",
        "_pins",
        "_ready",
        "_serial",
        "_shape",
        "_shared",
        "_taking",
        "_unpinned",
        "_uses",
    )

    def __init__(self, client: Client, memory: Any, shape: tuple[int, ...], dtype: np.dtype,
                 ready: Any = None, *, shared: bool = False) -> None:
        """Made by the runtime (see the module docstring): ``memory`` of ``client``'s device,
        written once ``ready`` (an event, or None) completes; ``shared`` when something
        outside the runtime may still write that memory (a zero-copy import)."""
        self._client = client
        self._memory = memory
        self._shape = shape
        self._dtype = dtype
        self._ready = ready  # the event that writes the data; None once known complete
        self._uses: list[Any] = []  # events of queued reads not yet known complete
        self._lock = threading.Lock()
        self._gone: str | None = None  # why the buffer can no longer be used
        # One entry per execution submitting reads of the memory in place (pin): a list,
        # whose append and pop are atomic under the GIL, so pinning takes no lock.
        self._pins: list[None] = []
        self._groups: weakref.WeakSet[GroupPin] | None = None  # made by its first GroupPin
        self._taking: str | None = None  # a donation waiting for the pins (take)
        self._unpinned: threading.Condition | None = None  # made when take must wait
        self._serial = next(_SERIALS)  # never reused, unlike id()
        # Set once its memory is reachable from outside the runtime (DLPack, USM interface,
        # a zero-copy import), where something may write it: then it is not memo_key'd.
        self._shared = shared
        # False once deleted, donated (from the moment the donation starts) or exposed: then
        # an execution's record of the buffer (pin_same) no longer holds.
        self._known = not shared

    # -- what it is ----------------------------------------------------------------------

    @property
    def shape(self) -> tuple[int, ...]:
        return self._shape

    @property
    def dtype(self) -> np.dtype:
        return self._dtype

    @property
    def ndim(self) -> int:
        return len(self._shape)

    @property
    def size(self) -> int:
        """Number of elements."""
        n = 1
        for d in self._shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        return self.size * self._dtype.itemsize

    @property
    def client(self) -> Client:
        return self._client

    @property
    def device(self) -> DeviceInfo:
        return self._client.device

    def type_string(self) -> str:
        """"float32[4,8]", as in signatures and messages."""
        return type_string(self._dtype.name, self._shape)

    def __repr__(self) -> str:
        state = f"deleted: {self._gone}" if self._gone else (
            "ready" if self.is_ready() else "pending")
        return (f"<pjrtc_runtime.DeviceBuffer {self.type_string()} on "
                f"{self._client.device.filter_string} ({state})>")

    # -- readiness -----------------------------------------------------------------------

    def is_ready(self) -> bool:
        """True once the data is written (always true for a deleted buffer's last state)."""
        ready = self._ready
        if ready is None:
            return True
        if ready.execution_status == COMPLETE:
            self._ready = None
            return True
        return False

    def block_until_ready(self) -> DeviceBuffer:
        """Wait until the data is written; returns the buffer."""
        check_alive(self)
        ready = self._ready
        if ready is not None:
            ready.wait()
            self._ready = None
        return self

    # -- back to the host ----------------------------------------------------------------

    def to_numpy(self) -> np.ndarray:
        """A new host array with the buffer's contents (waits for them)."""
        result = np.empty(self._shape, dtype=self._dtype)
        if not result.nbytes:
            check_alive(self)
            return result
        transfers = self._client.transfers
        with transfers.lock:
            transfers.stream.prune()
            event = enqueue_read(self, transfers.stream, result)
        event.wait()
        with transfers.lock:
            transfers.stream.prune()  # drop the record: the memory may go back
        return result

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        if copy is False:
            raise ValueError("a DeviceBuffer's contents reach the host only by a copy: "
                             "use np.asarray(buffer) or buffer.to_numpy()")
        array = self.to_numpy()
        return array if dtype is None else array.astype(dtype, copy=False)

    def copy(self) -> DeviceBuffer:
        """A new buffer with the same contents, on the same device (e.g. before donating)."""
        check_alive(self)
        client = self._client
        memory = client.allocator.allocate_buffer(self.nbytes,
                                                  f"a copy of a {self.type_string()} buffer")
        event = None
        if self.nbytes:
            transfers = client.transfers
            with transfers.lock:
                transfers.stream.prune()
                event = enqueue_read(self, transfers.stream, memory)
                transfers.stream.keep(event, memory)
        return DeviceBuffer(client, memory, self._shape, self._dtype, event)

    # -- zero-copy protocols (dlpack.py) -------------------------------------------------

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None,
                   dl_device: Any = None, copy: bool | None = None) -> Any:
        from .dlpack import export

        return export(self, stream, max_version, dl_device, copy)

    def __dlpack_device__(self) -> tuple[int, int]:
        from .dlpack import dlpack_device

        return dlpack_device(self)

    @property
    def __sycl_usm_array_interface__(self) -> dict[str, Any]:
        from .dlpack import usm_interface

        return usm_interface(self)

    # -- end of life ---------------------------------------------------------------------

    def delete(self) -> None:
        """Free the device memory now; any later use raises DeletedBufferError. Queued work
        that still reads the buffer finishes first (it holds the memory)."""
        with self._lock:
            if self._gone is None:
                self._gone = "deleted by delete()"
            self._known = False
            self._memory = None
            self._uses = []

    def is_deleted(self) -> bool:
        return self._gone is not None


# -- for the runtime's other modules (client.py, inputs.py, submission.py, executable.py,
# dlpack.py): what a buffer does inside executions and transfers, kept off the user's API.

def memo_key(buffer: DeviceBuffer) -> int | None:
    """What identifies ``buffer``'s contents for as long as it lives (its serial), or None
    when something outside the runtime may have changed them."""
    return None if buffer._shared else buffer._serial


def memo_keys(values: Sequence[Any], indices: Sequence[int]) -> tuple[int | None, ...]:
    """``memo_key`` of each ``values[i]`` for i in ``indices``, None for a value that is not
    a DeviceBuffer (a host array: copied in anew each run). One call for a run's inputs."""
    return tuple([None if type(value := values[i]) is not DeviceBuffer or value._shared
                  else value._serial for i in indices])


def is_exactly(buffer: DeviceBuffer, client: Client | None, shape: tuple[int, ...],
               dtype: np.dtype) -> bool:
    """True when ``buffer`` is alive, of ``client`` and of exactly this shape and dtype: an
    argument accepted as it is (anything else takes inputs.py's slower checks)."""
    # numpy's dtypes of the builtin types are singletons: identity first, the common case.
    return (buffer._gone is None and buffer._client is client and buffer._shape == shape
            and (buffer._dtype is dtype or buffer._dtype == dtype))


def check_alive(buffer: DeviceBuffer, where: str = "") -> None:
    """Raise DeletedBufferError (its message prefixed with ``where``) if ``buffer`` is
    deleted or donated."""
    if buffer._gone is not None:
        raise _gone_error(buffer, buffer._gone, where)


def _gone_error(buffer: DeviceBuffer, why: str, where: str = "") -> DeletedBufferError:
    return DeletedBufferError(
        f"{where}the device buffer {buffer.type_string()} was {why} and can no longer be "
        "used. Keep a copy (buffer.copy() or buffer.to_numpy()) before donating or deleting "
        "a buffer you still need")


def enqueue_read(buffer: DeviceBuffer, stream: Stream, destination: Any) -> Any:
    """Queue a copy of the whole buffer into ``destination`` (device memory or a host
    array) on ``stream``, after the data is ready; returns its event. Atomic with respect
    to donation: a donation that follows has this read among its dependencies."""
    with buffer._lock:
        check_alive(buffer)
        memory, ready = buffer._memory, buffer._ready
        deps = [ready] if ready is not None and not is_complete(ready) else None
        event = stream.queue.memcpy_async(destination, memory, buffer.nbytes, deps)
        stream.keep(event, memory)
        uses = [e for e in buffer._uses if not is_complete(e)]
        uses.append(event)
        buffer._uses = uses
        return event


def pin(buffer: DeviceBuffer) -> tuple[Any, Any]:
    """For an execution that binds the memory as an input: the memory and its ready event
    (None once complete). Until ``unpin``, a donation waits (see ``take``)."""
    _, memories, deps = pin_all((buffer,), ((0, 0),), {})
    return memories[0], (deps[0] if deps else None)


def pin_all(values: Sequence[Any], pairs: Sequence[tuple[int, Any]], taken: dict[int, Any],
            ) -> tuple[dict[int, DeviceBuffer] | None, dict[Any, Any], list[Any]]:
    """``pin`` the DeviceBuffers among ``values`` at the indices that ``pairs`` ((index,
    key) pairs) names, less those in ``taken``, in one call (real models pass tens of
    resident weights): {index: buffer} (None when there are none), {key: memory} and the
    events that memory is still written by. Raises, with nothing left pinned, if one is
    deleted or donated.

    Lock-free (on every resident call's path; each lock taken cost about 0.1 us): a pin is
    an entry appended to ``_pins`` before the buffer's state is read. A donation marks
    ``_taking`` before it looks at ``_pins``, so under the GIL either the donation sees this
    pin and waits for it, or this sees the mark and refuses, as it refuses a buffer already
    donated or deleted. The memory is read into a local first: a ``delete`` meanwhile leaves
    the execution holding it, as if it had pinned just before."""
    pinned: dict[int, DeviceBuffer] | None = None
    memories: dict[Any, Any] = {}
    deps: list[Any] = []
    try:
        for i, key in pairs:
            buffer = values[i]
            if type(buffer) is not DeviceBuffer or i in taken:
                continue
            buffer._pins.append(None)
            if pinned is None:
                pinned = {}
            pinned[i] = buffer
            memory = buffer._memory
            if memory is None or buffer._gone is not None or buffer._taking is not None:
                raise _gone_error(buffer, buffer._gone or buffer._taking or
                                  "deleted by delete()")
            ready = buffer._ready
            if ready is not None:
                if ready.execution_status == COMPLETE:
                    buffer._ready = None
                else:
                    deps.append(ready)
            memories[key] = memory
    except BaseException:
        if pinned:
            unpin_all(pinned.values(), None)
        raise
    return pinned, memories, deps


class GroupPin:
    """One pin shared by a fixed list of buffers (a resident call's record, executable.py's
    ``_Resident``): a call pins them all with one entry in ``held`` (``pin_same``), not one
    per buffer. Each buffer lists its groups (``_groups``, weakly), and a donation waits for
    their pins as for the buffer's own (``take``). Threads share it."""

    __slots__ = ("__weakref__", "buffers", "held", "waited")

    def __init__(self, buffers: Sequence[DeviceBuffer]) -> None:
        self.buffers = buffers
        self.held: list[None] = []  # one entry per call pinning them (append/pop: atomic)
        self.waited = False  # set by a donation before it looks at ``held`` (take)
        for buffer in buffers:
            with buffer._lock:
                if buffer._groups is None:
                    buffer._groups = weakref.WeakSet()
                buffer._groups.add(self)


def pin_same(args: Sequence[Any], group: GroupPin) -> bool:
    """``pin`` the buffers of ``group``, which an earlier ``pin_all`` found alive, not being
    donated, written (no ready event) and not exposed, when ``args`` are these very
    buffers, each still so (``_known``: a ready event is never set again, the rest clear
    it); else pin nothing and return False. Two C-level passes and one pin for them all,
    for a resident call with the same arguments as the last (executable.py). The pin is
    taken before ``_known`` is read, as ``pin_all`` appends before it reads the state: a
    donation clears ``_known`` before it looks at the pins, so either it sees the pin or
    this sees the change."""
    buffers = group.buffers
    if len(args) != len(buffers) or not all(map(is_, args, buffers)):
        return False
    group.held.append(None)
    if all(map(KNOWN, buffers)):
        return True
    unpin_same(group, None)
    return False


def unpin_same(group: GroupPin, event: Any) -> None:
    """End a ``pin_same``; ``event`` (the execution's last, None when the caller waited)
    finishes after its reads, recorded on each buffer before the pin is released."""
    if event is not None and not is_complete(event):
        for buffer in group.buffers:
            _use(buffer, event)
    group.held.pop()
    # After the pop: a donation that waits set ``waited`` before it last looked (take).
    if group.waited:
        for buffer in group.buffers:
            if buffer._unpinned is not None:
                with buffer._lock:
                    buffer._unpinned.notify_all()


def _use(buffer: DeviceBuffer, event: Any) -> None:
    """Record ``event`` as a read of ``buffer`` (a donation waits for it)."""
    with buffer._lock:
        uses = [e for e in buffer._uses if not is_complete(e)]
        uses.append(event)
        buffer._uses = uses


def _group_pinned(buffer: DeviceBuffer) -> bool:
    """Whether a ``GroupPin`` of ``buffer`` is held (take, under the buffer's lock); marks
    each as waited for first, so that its unpin wakes the donation."""
    groups = buffer._groups
    if groups is None:
        return False
    pinned = False
    for group in groups:
        group.waited = True
        pinned = pinned or bool(group.held)
    return pinned


def unpin(buffer: DeviceBuffer, event: Any) -> None:
    """End a ``pin``; ``event`` (the execution's last) finishes after its reads."""
    unpin_all((buffer,), event)


def unpin_all(buffers: Iterable[DeviceBuffer], event: Any) -> None:
    """``unpin`` each of ``buffers`` (a run's pinned inputs). The reads are recorded
    before the pin is released, so a donation waiting for it sees them."""
    if event is not None and is_complete(event):
        event = None
    for buffer in buffers:
        if event is not None:
            _use(buffer, event)
        buffer._pins.pop()
        # A waiting donation made its condition before it last looked at _pins (take), so
        # a release it did not see is one that finds the condition here.
        if buffer._unpinned is not None:
            with buffer._lock:
                buffer._unpinned.notify_all()


def take(buffer: DeviceBuffer, reason: str) -> tuple[Any, list[Any]]:
    """Consume the buffer (donation): its memory and the events any write into that
    memory must wait for (its own write, and every queued read)."""
    with buffer._lock:
        check_alive(buffer)
        buffer._taking = reason  # from here on, pin refuses (see there)
        buffer._known = False  # and pin_same: both before the pins are looked at
        try:
            # Another thread is submitting reads of it: wait for them.
            while buffer._pins or _group_pinned(buffer):
                if buffer._unpinned is None:  # made before the pins are looked at again
                    buffer._unpinned = threading.Condition(buffer._lock)
                    continue
                buffer._unpinned.wait()
                # Set again before _pins is looked at: a donation that failed meanwhile
                # (interrupted) cleared it.
                buffer._taking = reason
            check_alive(buffer)  # another donation may have come first meanwhile
        except BaseException:
            if buffer._gone is None:
                buffer._taking = None
            raise
        memory, ready, uses = buffer._memory, buffer._ready, buffer._uses
        buffer._gone = reason
        buffer._memory, buffer._uses = None, []
    deps = [e for e in (ready, *uses) if e is not None and not is_complete(e)]
    return memory, deps


def exposed_memory(buffer: DeviceBuffer) -> Any:
    """The memory, for protocols that expose it (raises if deleted): from now on others
    may write it, so runs no longer take its contents as known (see memo_key)."""
    check_alive(buffer)
    buffer._shared = True
    buffer._known = False
    return buffer._memory
