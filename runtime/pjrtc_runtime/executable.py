"""``Executable``: a loaded artifact, run on numpy arrays or device buffers.

    exe = pjrtc_runtime.load("model.pjrtc")
    (y,) = exe(x)                                    # numpy in, numpy out (waits)
    params = exe.put(*weights, start=1)              # on the device once, for many calls
    (y_dev,) = exe.execute([x_dev])                  # DeviceBuffers (or numpy) in, buffers out
    run = exe.execute_async([x_dev], donate=[0])     # returns at once; run.wait() -> buffers
    with exe.replay_steps([x]) as replay: ...        # the device steps alone (replay.py)

Inputs are checked exactly (count, dtype, shape; the runtime never casts) and raise
``InputError`` naming the argument. An artifact with several specializations (format 1.4) is
one executable per specialization; a call goes to the one its input shapes select
(specializations.py), everything below then happens there. Each run takes a workspace (buffer
slots and a queue, see workspace.py) from the executable's pool only while it submits, so
threads run side by side (a synchronous call whose last step is a kernel waits before it
gives the workspace back: the launcher's ``wait`` then covers exactly its queue, opencl.py).

What a call copies. numpy inputs are copied host to device into their buffer slots, and host
results are copied out of their slots. A DeviceBuffer input is read in place, with no copy:
the run binds the caller's memory in place of the input's slot in every argument list it
submits, when the artifact says that no step writes that slot (format 1.2: every input has a
slot of its own and each kernel lists the args it writes; older formats may reuse an input's
slot for later values, so their inputs are still copied in on the device). Device results
are computed in place too: each output's new memory (from the client's pool, warm after the
first calls) or the donated input's memory it takes stands in for the output's slot for the
whole run (temporaries that shared the slot earlier use it as well), so nothing is copied
out; only a slot larger than the output's memory (or two outputs in one slot, which pjrtc
never writes) falls back to a device copy. A donated input is copied into its slot (its
memory is about to hold an output). So ``execute([a_dev, b_dev])`` on a 1.2 artifact costs
the kernels plus the host's bookkeeping; a call with the same buffers as the last such call
(resident weights) finds them in that call's record (``_Resident``) and pays for them in a
few C-level passes, not per argument; its outputs then go to memory the workspace kept from
such a call once nothing holds it any more (workspace.py), so a loop of them allocates
nothing.

Donating an input (``donate=[i]``) consumes the buffer: it is unusable afterwards, and its
memory holds an output when one has its dtype and shape (a warning says when none has).
Donation with ``results="host"`` is refused (``InputError``): no output could use the memory.

Measured cost of one call of a tiny artifact (one float32[16] input, one kernel, one output;
2-core CI machine shared with other jobs, Intel OpenCL CPU, dpctl 0.22.1), median of 1000
calls, tests/runtime/test_runtime_overhead.py: see that file's docstring for the numbers.
"""

from __future__ import annotations

import os
import warnings
from functools import partial
from itertools import repeat, starmap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from . import dtypes
from .buffer import (KNOWN, DeviceBuffer, GroupPin, memo_keys, pin_all, pin_same, take,
                     unpin_all, unpin_same)
from .errors import InputError
from .inputs import donations, host_results, prepare_inputs, prepare_some
from .launch import submit_steps, written_slots
from .memory import size_class
from .replay import StepReplay
from .schema import Manifest, TensorSpec
from .specializations import Specializations
from .submission import copy_in, copy_out_to_host, settle_failed, steps_to_run
from .sycl import is_complete
from .workspace import Workspace, WorkspacePool

if TYPE_CHECKING:
    from .client import Client
    from .launch import Program
    from .sycl_devices import DeviceInfo



@dataclass(frozen=True, slots=True)
class Signature:
    """The inputs and outputs of an executable, in order."""

    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]
    # (shape, numpy dtype) of each input: what inputs.prepare_inputs checks on every call.
    exact: tuple[tuple[tuple[int, ...], np.dtype], ...] = field(
        init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "exact", tuple(
            (t.shape, dtypes.numpy_dtype(t.dtype)) for t in self.inputs))

    def __str__(self) -> str:
        def one(t: TensorSpec) -> str:
            return f"{t.name}: {t.type_string()}" if t.name else t.type_string()

        ins = ", ".join(one(t) for t in self.inputs)
        outs = ", ".join(one(t) for t in self.outputs)
        return f"({ins}) -> ({outs})"


class Execution:
    """A submitted run: ``wait()`` blocks until it has finished and returns its results
    (DeviceBuffers or numpy arrays, as asked); ``done()`` tells without blocking."""

    __slots__ = ("_event", "_results")

    def __init__(self, event: Any, results: tuple[Any, ...]) -> None:
        self._event = event
        self._results = results

    def done(self) -> bool:
        if is_complete(self._event):
            self._event = None
            return True
        return False

    def wait(self) -> tuple[Any, ...]:
        event = self._event
        if event is not None:
            event.wait()
            self._event = None
        return self._results

    result = wait

    @property
    def outputs(self) -> tuple[Any, ...]:
        """The results without waiting: DeviceBuffers may be passed on to another execution
        at once (it waits for them on the device); host arrays are valid only after wait()."""
        return self._results

    def __repr__(self) -> str:
        return f"<pjrtc_runtime.Execution {'done' if self.done() else 'running'}>"


class Executable:
    """A loaded artifact on one device; any number of threads may call it at once."""

    def __init__(self, client: Client, program: Program, max_concurrency: int | None = None,
                 others: Sequence[Program] = ()) -> None:
        """``program`` is the artifact's top level; ``others`` its other specializations
        (format 1.4), each run by an executable of its own that calls are handed to."""
        manifest = program.manifest
        self._client = client
        self._allocator = client.allocator  # outputs' memory, per call
        self._program = program
        self._manifest = program.artifact_manifest  # all of it, every specialization
        self._path = program.path
        self._signature = Signature(manifest.inputs, manifest.outputs)
        dtypes.register(t.dtype for t in (*manifest.inputs, *manifest.outputs))
        sizes = [b.size for b in manifest.buffers]
        # Per output: shape, dtype, bytes, slot, the slot's size, and whether memory of its
        # pool size class (what allocate_buffer gives it) can stand in for that slot.
        self._outputs = [(t.shape, dtypes.numpy_dtype(t.dtype), t.nbytes, t.buffer,
                          sizes[t.buffer], size_class(t.nbytes) >= sizes[t.buffer])
                         for t in manifest.outputs]
        # Per output, what allocate_buffer takes: its bytes, what the memory is for (in an
        # out-of-memory message; made once, not per call) and its pool's size class.
        self._output_memory = tuple(
            (t.nbytes, f"output {j} ({t.type_string()}) of {self._path}", size_class(t.nbytes))
            for j, t in enumerate(manifest.outputs))
        self._input_slots = tuple(t.buffer for t in manifest.inputs)
        self._allocate = self._allocator.allocate_buffer
        # Per output, what _bind_outputs asks: its slot, bytes, the slot's size, and whether its
        # own memory from the pool stands in for the slot (it is not empty and fits).
        self._output_slots = tuple((slot, nbytes, slot_size, fits and nbytes > 0)
                                   for _, _, nbytes, slot, slot_size, fits in self._outputs)
        # Each output's slot, and (all outputs computed in place: a tuple of True, what
        # _bind_outputs would say) when new memory from the pool stands in for every output's
        # slot, one slot each (input slots read in place are never outputs'), else None.
        self._output_slot_indices = tuple(t.buffer for t in manifest.outputs)
        # What a resident call's DeviceBuffers are made of (_again): the client, and per output.
        self._new_buffer = partial(DeviceBuffer, client)
        self._output_shapes = tuple(t.shape for t in manifest.outputs)
        self._output_dtypes = tuple(dtypes.numpy_dtype(t.dtype) for t in manifest.outputs)
        # Whether workspaces keep resident calls' output memory for the next (workspace.py's
        # resident_outputs): when the client's pool could keep as much idle (max_pool_bytes),
        # two calls' worth.
        self._keep_outputs = (2 * sum(size for *_, size in self._output_memory)
                              <= self._allocator.max_pool_bytes)
        # New memory for a resident call's outputs (resident_outputs's ``allocate``): what
        # allocate_buffer gives for each, without the pool's own reuse of its last object per
        # size class when workspaces keep it (both would hold it: see there).
        self._new_outputs = partial(_allocate_all, self._allocate, tuple(
            (*m, not self._keep_outputs) for m in self._output_memory))
        self._in_place = ((True,) * len(manifest.outputs) if all(
            ok for *_, ok in self._output_slots) and len(set(
                self._output_slot_indices)) == len(manifest.outputs) else None)
        self._bindable = bindable_inputs(manifest)
        # (input, its slot) for each input a run may read in place (buffer.pin_all).
        self._bindable_slots = tuple((i, manifest.inputs[i].buffer) for i in self._bindable)
        # Inputs a run copies in unless they are read in place (copy_in skips empty ones).
        self._copied_inputs = sum(1 for t in manifest.inputs if t.nbytes)
        if max_concurrency is None:
            max_concurrency = os.cpu_count() or 1
        self._pool = WorkspacePool(program, max_concurrency)
        # The last resident call (_Resident), for the next with the same buffers.
        self._resident: _Resident | None = None
        # Several specializations: the executable of each (specializations.py). None for one,
        # so such a call pays a single test for this.
        self._variants: Specializations[Executable] | None = None
        self._signatures = (self._signature,)
        if others:
            variants = [self] + [Executable(client, p, max_concurrency) for p in others]
            self._variants = Specializations([(v._signature, v) for v in variants], self._path)
            self._signatures = self._variants.signatures

    @property
    def signature(self) -> Signature:
        """The inputs and outputs of the artifact's top-level program, its first
        specialization (the only one of most artifacts); ``signatures`` lists them all."""
        return self._signature

    @property
    def signatures(self) -> tuple[Signature, ...]:
        """One signature per specialization, in the artifact's order (the first is
        ``signature``): a call runs the one whose input shapes its arguments have."""
        return self._signatures

    @property
    def manifest(self) -> Manifest:
        """The whole manifest, every specialization included (``Manifest.programs``)."""
        return self._manifest

    @property
    def path(self) -> str:
        return self._path

    @property
    def device(self) -> DeviceInfo:
        """The ``DeviceInfo`` of the device the executable runs on."""
        return self._client.device

    @property
    def client(self) -> Client:
        return self._client

    @property
    def max_concurrency(self) -> int:
        """How many runs may be submitted at the same moment (each with its own slots)."""
        return self._pool.limit

    @property
    def workspaces(self) -> int:
        """Sets of buffer slots created so far (grows only under concurrent calls; one per
        specialization at load)."""
        return sum(v._pool.size for v in self._all())

    def put(self, *arrays: Any, start: int = 0) -> list[DeviceBuffer]:
        """Put arguments on the device once, to pass to any number of calls: one
        DeviceBuffer per array, for inputs ``start``, ``start + 1``, ...; each checked as a
        call checks it (exact dtype and shape: ``InputError`` naming the input), copied to
        the device once (on a CPU device one memmove). DeviceBuffers are passed through.

            params = exe.put(*weights, start=1)      # inputs 1.. stay on the device
            for x in batches:
                (y,) = exe(x, *params)               # only x is copied in

        With several specializations, the arrays must fit the inputs of one of them."""
        errors = []
        for signature in self._signatures:
            try:
                values = prepare_some(signature.inputs, start, arrays, self._client)
                break
            except InputError as e:
                errors.append(e)
        else:
            raise errors[0]
        client = self._client
        return [v if type(v) is DeviceBuffer else client.buffer_from_pyval(v) for v in values]

    def __call__(self, *args: Any) -> tuple[np.ndarray, ...]:
        """Run with one argument per input; returns one new numpy array per output."""
        return self._submit(args, (), True, False, True)

    def run(self, args: Sequence[Any]) -> tuple[np.ndarray, ...]:
        """Run with a sequence of arguments; returns one new numpy array per output."""
        return self._submit(args, (), True, False, True)

    def execute(self, args: Sequence[Any], *, donate: Iterable[int] = (),
                results: str = "device") -> tuple[Any, ...]:
        """Run on numpy arrays and/or DeviceBuffers and wait. ``results="device"`` gives
        DeviceBuffers, ``"host"`` numpy arrays. ``donate``: indices of DeviceBuffer arguments
        whose memory the run may take over (they are unusable afterwards)."""
        same = self._resident  # _submit's first test, one frame sooner: the common call
        if (same is not None and results == "device" and not donate
                and pin_same(args, same.group)):
            return self._again(same, True)
        to_host = False if results == "device" else host_results(results)
        return self._submit(args, donate, to_host, False, True)

    def execute_async(self, args: Sequence[Any], *, donate: Iterable[int] = (),
                      results: str = "device") -> Execution:
        """Like ``execute`` but returns once the run is submitted. numpy inputs are copied
        at once, so they may be changed right after; host results are valid after wait()."""
        return self._submit(args, donate, host_results(results), True, False)

    def synchronize(self) -> None:
        """Wait for every run whose submission has finished (runs other threads are
        submitting at this moment are not waited for), and drop what they held."""
        for variant in self._all():
            variant._pool.drain()

    def replay_steps(self, args: Sequence[Any]) -> StepReplay:
        """The device steps of a run on ``args`` (numpy arrays or DeviceBuffers, checked as
        for a call; with several specializations, the one their shapes select), to be run
        and timed alone: see replay.py. Close it (or use it in a ``with``) when done."""
        target = self._variants.pick(args, self) if self._variants is not None else self
        values = prepare_inputs(target._signature, args, target._client, False)
        return StepReplay(target._pool, target._program.manifest, values)

    def _all(self) -> tuple[Executable, ...]:
        """This executable and those of its other specializations."""
        return (self,) if self._variants is None else self._variants.executables()

    def __repr__(self) -> str:
        signatures = " | ".join(map(str, self._signatures))
        return (f"<pjrtc_runtime.Executable {self._path} {signatures} on "
                f"{self._client.device.filter_string}>")

    # -- one run -------------------------------------------------------------------------

    def _submit(self, args: Sequence[Any], donate: Iterable[int], to_host: bool,
                private: bool, wait: bool) -> Any:
        """One run: its results once it has finished (``wait``), else its ``Execution``."""
        if self._variants is not None:
            variant = self._variants.pick(args, self)
            if variant is not self:
                return variant._submit(args, donate, to_host, private, wait)
        same = self._resident
        if (same is not None and not donate and not to_host
                and pin_same(args, same.group)):
            return self._again(same, wait)
        values = prepare_inputs(self._signature, args, self._client, private)
        pinned = None
        pending, last = 0, None
        try:
            if donate:
                donated = donations(donate, values, self._signature.inputs, to_host)
                # Allocate before consuming donations: an allocation failure leaves them
                # intact.
                places = None if to_host else self._output_places(values, donated)
                taken = {i: take(values[i], f"donated to a run of {self._path}")
                         for i in donated}
            else:  # the common case: every output in new memory from the pool
                places = (None if to_host
                          else list(starmap(self._allocate, self._output_memory)))
                taken = {}
            # After the donations: a thread pins only once its own takes are done, so two
            # threads that donate what the other reads cannot wait for each other.
            # bindings: the slots this call replaces by other memory ({slot: memory});
            # deps: the events that memory waits for.
            inputs = None
            if self._bindable:
                pinned, bindings, deps = pin_all(values, self._bindable_slots, taken)
                if (pinned and places is not None and not donate and not deps
                        and len(pinned) == len(values) == self._copied_inputs
                        and all(map(KNOWN, values))):
                    inputs = dict(bindings)  # before the outputs join them
            else:
                bindings, deps = {}, []
            pool = self._pool
            workspace = pool.acquire()
            try:
                keep: list[Any] = []
                if places is None:
                    bound = None
                elif taken or self._in_place is None:
                    bound = self._bind_outputs(places, taken, bindings, deps)
                else:  # every output in its new memory: no per-output decision to make
                    bindings.update(zip(self._output_slot_indices, places))
                    bound = self._in_place
                listed = workspace.bind(bindings)
                try:
                    pending, last, results = self._enqueue(
                        workspace, values, places, taken, keep, pinned, bindings, bound, deps,
                        wait)
                except BaseException:
                    settle_failed(workspace)
                    raise
                finally:
                    if listed:
                        workspace.unbind(bindings)
                if pending:  # a launch came last and the caller waits: before release, so
                    # that everything on the workspace's queue is this run (opencl.py's wait)
                    pending = workspace.launcher.wait(pending)
                    last = None
                elif not wait:
                    # Until the run is over, what it reads and writes must stay allocated.
                    workspace.stream.keep(last, (keep, bindings, results, taken))
                if inputs is not None and not listed and bound is self._in_place:
                    # A resident call: the next with the same buffers takes the short way
                    # (_again). The slots bound listed nothing, so they never will.
                    self._resident = _Resident(values, inputs, steps_keys(workspace, values))
            finally:
                pool.release(workspace)
            if wait and last is not None:
                # After the workspace is back (another thread may submit on it meanwhile);
                # this frame holds what the run uses, and the inputs stay pinned, until then.
                last.wait()
                last = None
        finally:
            if pending:  # a failure after the steps were submitted (settled above)
                workspace.launcher.drop(pending)
            if pinned:
                unpin_all(pinned.values(), last)
        return results if wait else Execution(last, results)

    def _again(self, same: _Resident, wait: bool) -> Any:
        """``_submit`` of a call with the same device buffers as the last resident call
        (``same``; buffer.pin_same has just pinned them): nothing about them to check, bind or
        key again; every output computed in place, at the slots that call bound (which no
        copy or loop lists: nothing to unbind), in memory the workspace kept from such a call
        that nothing else holds any more, else in new memory from the pool."""
        pending, last = 0, None
        try:
            pool = self._pool
            workspace = pool.acquire()
            try:
                places = workspace.resident_outputs(same.inputs, self._output_slot_indices,
                                                    self._new_outputs, self._keep_outputs)
                launcher = workspace.launcher
                try:
                    if workspace.memo_steps:
                        steps = steps_to_run(workspace, same.values, same.keys)
                        launches = workspace.launches_of(steps)
                    else:
                        steps, launches = workspace.steps, workspace.launches
                    pending = (launcher.launch_all(launches, 0) if launches is not None
                               else submit_steps(workspace, steps))
                    if pending and wait:  # a launch came last: wait before release, as
                        pending = launcher.wait(pending)  # _submit does
                    elif pending:
                        pending, last = 0, launcher.event(pending)
                except BaseException:
                    settle_failed(workspace)
                    raise
                if not wait:  # until the run is over, what it uses must stay allocated
                    workspace.stream.keep(last, (places, same))
            finally:
                pool.release(workspace)
        finally:
            if pending:  # a failure after the steps were submitted (settled above)
                launcher.drop(pending)
            unpin_same(same.group, last)
        if wait:  # finished: no ready event
            return tuple(map(self._new_buffer, places, self._output_shapes, self._output_dtypes))
        return Execution(last, tuple(map(self._new_buffer, places, self._output_shapes,
                                         self._output_dtypes, repeat(last))))

    def _enqueue(self, workspace: Workspace, values: list[Any], places: list[Any] | None,
                 taken: dict[int, Any], keep: list[Any], pinned: dict[int, Any] | None,
                 bindings: dict[int, Any], bound: list[bool] | None,
                 deps: list[Any], wait: bool) -> tuple[int, Any, tuple[Any, ...]]:
        """Submit the run on ``workspace`` (its slots already bound): the copies in, the
        steps, the copies out. Returns what finishes last (what the launcher has pending
        after the last launch, kept as such only when the caller waits at once, else 0; or
        dpctl's event, or None when nothing is pending) and the results."""
        queue = workspace.stream.queue
        last = queue.submit_barrier(deps) if deps else None  # bound memory still being written
        if pinned is None or len(pinned) < self._copied_inputs:  # some input is not in place
            copied = copy_in(workspace, values, taken, keep, pinned, bindings,
                             self._input_slots)
            if copied is not None:
                last = copied
        steps = (steps_to_run(workspace, values) if workspace.memo_steps
                 else workspace.steps)
        launcher = workspace.launcher
        launches = (workspace.launches if steps is workspace.steps
                    else workspace.launches_of(steps))
        if launches is not None:  # all launches: one loop (opencl.py)
            pending = launcher.launch_all(launches, 0)
        else:
            pending = submit_steps(workspace, steps)
        if pending:
            last = None
            if not wait:
                pending, last = 0, launcher.event(pending)
        try:
            if places is None:
                results, copied = copy_out_to_host(workspace, self._outputs)
            elif bound is self._in_place:  # all computed in place, ready with the launches
                client = self._client
                results = tuple([DeviceBuffer(client, place, shape, dtype, last) for
                                 place, (shape, dtype, *_) in zip(places, self._outputs)])
                copied = None
            else:
                results, copied = self._copy_out_to_device(workspace, places, taken,
                                                           bindings, bound or [], last)
        except BaseException:
            launcher.drop(pending)
            raise
        if copied is not None:  # later in the queue than the launch
            pending = launcher.drop(pending)
            last = copied
        return pending, last, results

    def _bind_outputs(self, places: list[Any], taken: dict[int, Any],
                      bindings: dict[int, Any], deps: list[Any]) -> list[bool]:
        """Which outputs are computed in place in their own memory (``places``): that
        memory is added to ``bindings`` for the output's slot, and the events it waits for
        (a donated input's readers) to ``deps``."""
        bound = []
        for (slot, nbytes, slot_size, fits), place in zip(self._output_slots, places):
            waits = None
            if type(place) is int:  # a donated input's memory
                place, waits = taken[place]
                fits = nbytes > 0 and place.nbytes >= slot_size
            # The output's memory replaces its slot for the whole run (temporaries that
            # shared the slot use it too), when it is large enough to stand in for it.
            ok = fits and slot not in bindings
            if ok:
                bindings[slot] = place
                if waits:
                    deps.extend(waits)
            bound.append(ok)
        return bound

    def _output_places(self, values: list[Any], donated: list[int]) -> list[Any]:
        """Where each output goes: new memory (from the client's pool), or the index of the
        donated input whose memory it takes (the first donated input of its dtype and shape,
        in order)."""
        allocate = self._allocate
        free = list(donated)
        places: list[Any] = []
        for j, (shape, dtype, _, _, _, _) in enumerate(self._outputs):
            donor = next((i for i in free if values[i].shape == shape
                          and values[i].dtype == dtype), None) if free else None
            if donor is not None:
                free.remove(donor)
                places.append(donor)
                continue
            places.append(allocate(*self._output_memory[j]))
        if free:
            unused = ", ".join(f"argument {i} ({values[i].type_string()})" for i in free)
            warnings.warn(f"pjrtc_runtime: donated {unused} of {self._path} matches no output "
                          "of the same dtype and shape; its memory is freed after the run, "
                          "not reused", stacklevel=4)
        return places

    def _copy_out_to_device(self, workspace: Workspace, places: list[Any],
                            taken: dict[int, Any], bindings: dict[int, Any],
                            bound: list[bool], computed: Any) -> tuple[tuple[Any, ...], Any]:
        """The output buffers: those computed in place are ready with ``computed`` (None:
        once the caller has waited); the others are copied out of their slots. Returns them
        and the event of the last copy (None when none)."""
        client = self._client
        last = None
        results = []
        for (shape, dtype, nbytes, index, _, _), place, in_place, (slot, _) in zip(
                self._outputs, places, bound, workspace.outputs):
            deps = None
            if type(place) is int:  # a donated input's memory: wait for its other readers
                place, deps = taken[place]
            ready = computed
            if not in_place:
                ready = None
                if nbytes:
                    source = bindings.get(index, slot)
                    ready = last = workspace.stream.queue.memcpy_async(place, source, nbytes,
                                                                       deps or None)
            results.append(DeviceBuffer(client, place, shape, dtype, ready))
        return tuple(results), last


class _Resident:
    """A call whose arguments were all device buffers read in place (nothing donated, every
    output computed in place, device results), as checked and pinned then, each alive,
    written and not exposed: a later call with the same buffers, each still so
    (``buffer.pin_same``), skips the per-argument checks, pinning, binding and memo
    keys, in C-level passes over its arguments instead (real models pass tens of resident
    weights). Their dtype, shape and client never change, so what was checked still holds.
    Never changed once made: threads share it. ``buffer.pin_same(args, record.group)`` pins
    ``args`` when they are its buffers, each still as it was."""

    __slots__ = ("group", "inputs", "keys", "values")

    def __init__(self, values: list[Any], inputs: dict[int, Any],
                 keys: tuple[int | None, ...] | None) -> None:
        self.values = values
        self.inputs = inputs  # {slot: memory}: Workspace.bind's ``held``
        self.keys = keys  # steps_to_run's memo keys, None when nothing is memoized
        self.group = GroupPin(values)  # pins them all at once (buffer.pin_same)


def _allocate_all(allocate: Any, arguments: tuple[tuple, ...]) -> tuple[Any, ...]:
    """``allocate(*a)`` for each of ``arguments``."""
    return tuple(starmap(allocate, arguments))


def steps_keys(workspace: Workspace, values: list[Any]) -> tuple[int | None, ...] | None:
    """What steps_to_run compares for ``values`` on ``workspace`` (None: nothing to skip)."""
    return memo_keys(values, workspace.memo_inputs) if workspace.memo_steps else None


def bindable_inputs(manifest: Manifest) -> tuple[int, ...]:
    """The inputs whose slot a run may replace by the caller's device buffer: format 1.2 or
    newer (older plans may share an input's slot with later values), no step writes the
    slot (so it only ever holds the input), no output lives there, and it is exactly the
    input's size."""
    if manifest.format_version < (1, 2):
        return ()
    written = written_slots(manifest) | {t.buffer for t in manifest.outputs}
    return tuple(i for i, t in enumerate(manifest.inputs)
                 if t.nbytes and t.buffer not in written
                 and manifest.buffers[t.buffer].size == t.nbytes)
