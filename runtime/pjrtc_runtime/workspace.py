"""Workspaces: the per-run state of an executable, pooled so that threads run side by side.

A ``Workspace`` is one set of the artifact's buffer slots, the schedule bound to them, and its
own in-order queue. A run holds a workspace only while it *submits* (copies in, kernels, copies
out, and the read-backs of control flow); it gives it back before waiting for the results
(a synchronous call whose last step is a kernel waits first: its launcher's ``wait`` covers
the whole queue, which is then its own run's).
That is safe because the queue is in order: the next run submitted on the same workspace starts
on the device only after this one has finished with the slots. So one thread calling in a loop
keeps using one workspace, and the pool grows only when several threads submit at the same
moment (each then gets its own slots and queue, and the device runs them concurrently).

A run may *bind* other device memory in place of some slots for the time it submits
(``Workspace.bind``/``unbind``: a caller's input buffer read in place, an output's own
allocation written in place; executable.py decides which): the planned steps hold every slot
at a position recorded at planning time (launch.py: its address in a launch's argument array,
the memory object in a copy's or loop's list), so binding rewrites only those entries, and
unbinding puts the slots back before the workspace is handed on. SYCL reads the arguments
when a step is submitted, so the queued work uses the bound memory (which the run keeps
alive until it has finished: executable.py).

A resident call (executable.py's ``_again``: the same device buffers as the last call) gets
its outputs' memory from the workspace it runs on (``resident_outputs``): the workspace keeps
the memory of the last two such calls' outputs, and hands one set out again once nothing else
holds it (the caller dropped those outputs; no export, no queued work uses them), so a loop of
such calls allocates nothing, and one that drops each result before the next call sets no
address in the launches either (they hold that memory's already). The client's memory
statistics and pool trimming make it let go of that memory first (``release_kept``), as of
the pool's own kept objects (memory.py).

``WorkspacePool`` hands out idle workspaces (most recently used first: its slots are the
warmest in the cache), creates one when all are busy, up to ``limit``, and otherwise makes the
caller wait. If the device has no memory left for one more, the caller waits for a busy one
instead of failing; only when none exists at all is that an error.
"""

from __future__ import annotations

import ctypes
import sys
import threading
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from . import capi, opencl, sycl
from .errors import OutOfDeviceMemory
from .launch import straight_launches
from .stream import Stream

if TYPE_CHECKING:
    from .launch import Program

_refcount = sys.getrefcount
# What _refcount says, in resident_outputs's test, of an object that one tuple alone
# references (measured, not assumed: interpreters differ in the references they borrow).
_KEPT_ALONE = next(map(_refcount, (object(),)))


class Workspace:
    """Buffer slots, the schedule bound to them, and an in-order queue (see module doc)."""

    def __init__(self, program: Program) -> None:
        client, manifest = program.client, program.manifest
        # Queued kernels use the program's constants and kernels: keep them as long as this.
        self.program = program
        self.stream = Stream(client.sycl_context, client.sycl_device)
        self.slots = []
        for i, b in enumerate(manifest.buffers):
            slot = client.allocator.allocate(b.size, f"buffer slot {i} of {program.path}")
            slot.memset(0)  # touch every page now, so the first run pays no page faults
            self.slots.append(slot)
        # memo_steps: the planned steps a run may skip (launch.py _memo_steps); memo: for
        # each, the device buffers (buffer.memo_key) its slots were last computed from.
        # positions: each planned step's index in the manifest's schedule.
        queue = self.stream.queue
        # How this workspace launches kernels: on the OpenCL queue under the SYCL one where
        # the device is OpenCL (opencl.py), else through dpctl's C API (capi.py).
        self.launcher = (opencl.launcher_for(queue, client.device.backend)
                         or capi.Launcher(queue))
        self.steps, self.sites, self.memo_steps, self.positions = program.plan(
            self.slots, self.launcher)
        # A straight-line program's launches, submitted in one loop (launch_all) when a run
        # skips none of its steps; None when it has other steps. skipping: the positions
        # in steps of the last set of steps a run skipped, the steps left, and their
        # launches likewise (submission.steps_to_run).
        self.launches = straight_launches(self.steps)
        self.skipping: tuple[tuple[int, ...], list[tuple], tuple | None] | None = None
        self.memo: dict[int | None, Any] = {}  # submission.steps_to_run says what it holds
        # The inputs the memo steps read, in order: the keys steps_to_run compares.
        self.memo_inputs = tuple(sorted({i for inputs in self.memo_steps.values()
                                         for i in inputs}))
        self._placed: dict[int, int] = {}  # slot: the other address its launches hold
        self._held: dict[int, Any] | None = None  # bind's ``held`` that the launches hold
        # resident_outputs: the memory of the outputs of the last two resident calls here,
        # newest first, and the one the launches hold (None once another bind came after).
        self._kept: list[tuple[Any, ...]] = []
        self._bound: tuple[Any, ...] | None = None
        client.allocator.add_keeper(self)
        # Where while/case/counted loops read a scalar back: the slot itself on a device whose
        # memory the host reads (client.host_visible: no copy submitted), else a copy here.
        self._host_visible = client.host_visible
        self._scalar = np.zeros(8, dtype=np.uint8)
        self.inputs = [(self.slots[t.buffer], t.nbytes) for t in manifest.inputs]
        self.outputs = [(self.slots[t.buffer], t.nbytes) for t in manifest.outputs]
        # Work still queued reads the slots: wait for it before they are freed.
        weakref.finalize(self, self.stream.drain)

    def launches_of(self, steps: list[tuple]) -> tuple | None:
        """The launches of ``steps`` in one tuple when they are all launches (for the
        launcher's ``launch_all``): ``steps`` is this workspace's planned steps or the list
        ``steps_to_run`` last made; None otherwise."""
        if steps is self.steps:
            return self.launches
        skipping = self.skipping
        return skipping[2] if skipping is not None and steps is skipping[1] else None

    def bind(self, bindings: dict[int, Any] | None, held: dict[int, Any] | None = None) -> bool:
        """Put ``bindings[i]`` (device memory) in place of slot i in every planned step, and
        give the launches back the slots that an earlier call bound and this one does not
        (``unbind`` leaves addresses in launches: see there). Called before every
        submission on the workspace, with None when nothing is bound. Returns True when it
        replaced a slot in the steps' lists (copies, loops): ``unbind`` then puts them back.

        ``held``: more bindings, a resident call's inputs (executable.py's ``_Resident``: a
        dict never changed once made, whose slots only launches hold, with ``bindings`` its
        outputs, the same slots each such call). When the last bind here had the same dict,
        the launches hold its addresses already: only ``bindings`` are looked at, so a call
        with tens of resident weights pays nothing per weight here."""
        self._bound = None
        if held is not None:
            if held is self._held:
                return self._bind(bindings) if bindings else False
            bindings = {**held, **bindings} if bindings else held
        self._held = None  # while the launches' addresses change
        listed = self._bind_all(bindings)
        self._held = held
        return listed

    def resident_outputs(self, held: dict[int, Any], slots: tuple[int, ...],
                         allocate: Callable[[], tuple[Any, ...]], keep: bool,
                         ) -> tuple[Any, ...]:
        """The memory of a resident call's outputs, one per output slot (``slots``), bound
        as ``bind`` binds it with ``held`` (the call's inputs; their slots and ``slots`` are
        listed by launches alone): that of the outputs of one of the last two resident calls
        here when nothing else holds it any more, else ``allocate()``'s, kept for the next
        calls when ``keep`` (the module docstring)."""
        kept = self._kept
        for outputs in kept:
            # Only kept's tuple references them: no buffer, export or queued work (and
            # none can get them meanwhile: the thread submitting here holds the workspace).
            if all(map(_KEPT_ALONE.__eq__, map(_refcount, outputs))):
                if outputs is not kept[0]:
                    kept.reverse()  # newest first (two at most)
                break
        else:
            outputs = allocate()
            if keep:
                kept.insert(0, outputs)
                del kept[2:]
        if outputs is not self._bound or held is not self._held:
            self.bind(dict(zip(slots, outputs)), held)
            if keep:  # else _bound would hold the memory the pool's reuse is waiting for
                self._bound = outputs
        return outputs

    def release_kept(self) -> None:
        """Let go of the kept output memory (the allocator's ``stats`` and ``trim``). Any
        thread may call it, even while another submits here: that one reuses only memory
        that nothing but its own references hold, and this only drops references."""
        self._kept = []
        self._bound = None

    def _bind_all(self, bindings: dict[int, Any] | None) -> bool:
        """``bind`` of ``bindings`` alone, the slots bound before and not now given back."""
        sites, placed = self.sites, self._placed
        # Usually the slots bound are those of the last call (one C-level subset test).
        if placed and not (bindings and placed.keys() <= bindings.keys()):
            for index in [i for i in placed if not bindings or i not in bindings]:
                address = sycl.pointer(self.slots[index])
                for launch, position in sites[index][0]:
                    launch.set(position, address)
                del placed[index]
        return self._bind(bindings) if bindings else False

    def _bind(self, bindings: dict[int, Any]) -> bool:
        """Put ``bindings`` in place of their slots (``bind`` less the slots given back)."""
        sites, placed = self.sites, self._placed
        listed = False
        for index, memory in bindings.items():
            addresses, objects = sites[index]
            # The same memory as the last call (a resident argument, an output in the pool's
            # same block): the launches hold its address already.
            if addresses and placed.get(index) != (address := sycl.pointer(memory)):
                for launch, position in addresses:
                    launch.set(position, address)
                placed[index] = address
            if objects:
                listed = True
                for refs, position in objects:
                    refs[position] = memory
        return listed

    def unbind(self, bindings: dict[int, Any]) -> None:
        """Put the slots that ``bind`` replaced back in the steps' lists (when it says it
        replaced some). The launches keep the bound addresses until the next ``bind``: an
        address holds no memory alive, and no launch is submitted before that ``bind``; a
        call that binds the same memory again (a resident argument, an output in the pool's
        same block) then sets nothing (on OpenCL each argument set is a driver call,
        0.6 us)."""
        sites, slots = self.sites, self.slots
        for index in bindings:
            slot = slots[index]
            for refs, position in sites[index][1]:
                refs[position] = slot

    def read(self, memory: Any, ctype: Any) -> int:
        """The scalar of ``ctype`` at the start of ``memory``, once everything queued has
        run (a while's predicate, a case's index, a counted loop's bounds)."""
        if self._host_visible:
            self.launcher.sync()
            return ctype.from_address(sycl.pointer(memory)).value
        scalar = self._scalar
        self.stream.queue.memcpy(scalar, memory, ctypes.sizeof(ctype))
        return ctype.from_buffer(scalar).value


class WorkspacePool:
    """Idle workspaces of one executable, handed to one submitting thread at a time."""

    def __init__(self, program: Program, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"max_concurrency must be at least 1, not {limit}")
        self._program = program
        self._limit = limit
        self._idle = [Workspace(program)]  # the first one now: load fails if it cannot fit
        self._count = 1
        self._lock = threading.Lock()
        self._available = threading.Condition(self._lock)
        self._waiting = 0

    @property
    def size(self) -> int:
        """Workspaces created so far."""
        return self._count

    @property
    def limit(self) -> int:
        return self._limit

    def acquire(self) -> Workspace:
        # Without the lock: list.pop and list.append are atomic under the GIL, so a thread
        # alone (the common case) pays no lock; _acquire_when_busy settles the rest.
        try:
            workspace = self._idle.pop()
        except IndexError:
            workspace = self._acquire_when_busy()
        stream = workspace.stream
        if stream.pending:  # records of earlier runs' work: forget those that have finished
            stream.prune()
        return workspace

    def release(self, workspace: Workspace) -> None:
        self._idle.append(workspace)
        # A waiter counts itself in _waiting before it looks at _idle (under the lock), so
        # either it sees this workspace or this sees it waiting and wakes it.
        if self._waiting:
            with self._lock:
                self._available.notify()

    def _acquire_when_busy(self) -> Workspace:
        with self._lock:
            self._waiting += 1
            try:
                while True:
                    try:
                        return self._idle.pop()
                    except IndexError:
                        pass
                    if self._count < self._limit:
                        self._count += 1
                        break
                    self._available.wait()
            finally:
                self._waiting -= 1
        try:
            return Workspace(self._program)
        except OutOfDeviceMemory:
            with self._lock:
                self._count -= 1
                self._limit = max(1, self._count)  # no room for more: share the ones there are
                if self._count == 0:
                    raise
            return self._acquire_when_busy()

    def drain(self) -> None:
        """Wait for every run submitted so far."""
        with self._lock:
            idle = list(self._idle)
        for workspace in idle:
            workspace.stream.drain()

    def workspaces_in_flight(self) -> int:
        """Runs whose host objects are still held (for tests of memory flatness)."""
        with self._lock:
            return sum(w.stream.in_flight for w in self._idle)
