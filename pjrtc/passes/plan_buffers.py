"""Buffer planning: assign every device-resident value of a KernelModule to a reusable slot.

A value lives from the step that writes it (inputs: before the first kernel) to the last step
that reads it (outputs: to the end), in the order of the schedule with every region laid out in
line (a while's cond, then its body; a case's branches one after another). A value live at
the start of a loop lives to its end, since every iteration reads it again. Branches of a case
may share slots: only one of them runs. Values whose lifetimes do not overlap share a slot; a
kernel's outputs never share a slot with its own operands, because intervals are inclusive.
Module inputs live for the whole run, so each has a slot of its own that no other value ever
shares: the runtime may then bind a caller's device buffer in place of an input slot that no
step writes (artifact format 1.2). Outputs live to the end, so no two share a slot either.
Constants are not planned here: each has its own device allocation, kept across calls.

Values that only repack parameters (`parameter_derived`: written by a top-level elementwise
or data-movement kernel that reads nothing but module inputs, constants and other such values,
and about as large as what it reads, and by no other step: weight panels, transposed or
converted weights, not a loop's copy of an input that the loop updates) live for
the whole run too, so their slots are their own: no other step writes them. Their kernels are
marked `invariant` in the manifest (format 1.3), and the runtime skips one when a call passes
the same device buffers as the last call on that workspace (pjrtc_runtime/executable.py,
"weights packed once"). Reductions, contractions, row programs and attention never qualify:
they compute activations, which a runtime must not take from an earlier call. The cost: those
values no longer share memory with others.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pjrtc.ir.kernel import Case, Copy, KernelModule, Launch, While, walk_steps
from pjrtc.ir.kernel_exprs import kernel_reads
from pjrtc.ir.tensor import Value

# How much larger than what it reads a parameter-derived value may be (a panel of a 10-column
# weight is padded to 16 columns): twice, or 1 MiB more. Beyond that (a broadcast, an outer
# product) keeping it for good would cost more memory than it saves time.
_REPACK_GROWTH, _REPACK_SLACK = 2, 1 << 20


@dataclass(frozen=True, slots=True)
class BufferPlan:
    slot_of: dict[int, int]  # value id -> slot index
    slot_sizes: tuple[int, ...]  # bytes
    invariant: frozenset[int] = frozenset()  # parameter_derived value ids

    @property
    def peak_bytes(self) -> int:
        return sum(self.slot_sizes)


def plan_buffers(module: KernelModule) -> BufferPlan:
    constant_ids = {v.id for v, _ in module.constants}
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    nbytes: dict[int, int] = {}
    loops: list[tuple[int, int]] = []  # (first step, last step) of each while
    clock = 0

    # A view (Kernel.views: a piece of a concatenation written in place) is its base buffer:
    # the base lives from the first write of any piece to the last read of any.
    base_of = views_base(module)

    def touch(value) -> None:
        if value.id in constant_ids:
            return
        value = base_of.get(value.id, value)
        first.setdefault(value.id, clock)
        last[value.id] = max(last.get(value.id, clock), clock)
        nbytes[value.id] = value.type.nbytes

    def walk(steps) -> None:
        nonlocal clock
        for step in steps:
            clock += 1
            if isinstance(step, Launch):
                for v in step.kernel.args():
                    touch(v)
            elif isinstance(step, Copy):
                touch(step.src)
                touch(step.dst)
            elif isinstance(step, While):
                start = clock
                if step.trips is not None:  # read before the loop starts
                    touch(step.trips.counter)
                    if step.trips.bound is not None:
                        touch(step.trips.bound)
                walk(step.cond)
                clock += 1
                touch(step.pred)
                walk(step.body)
                clock += 1
                loops.append((start, clock))
            elif isinstance(step, Case):
                touch(step.index)
                for branch in step.branches:
                    walk(branch)
                clock += 1

    for v in module.inputs:
        touch(v)
    walk(module.steps)
    clock += 1
    for v in module.outputs:
        touch(v)
    for v in module.inputs:  # live for the whole run: a slot of its own
        if v.id in last:
            last[v.id] = clock
    derived = parameter_derived(module)
    for vid in derived:  # likewise, from the start
        vid = base_of[vid].id if vid in base_of else vid
        first[vid], last[vid] = 0, clock
    # A value live when a loop starts (defined before it, used in or after it) must survive
    # every iteration: the loop reads it again each time round.
    for start, end in loops:
        for v in first:
            if first[v] < start <= last[v]:
                last[v] = max(last[v], end)
    plan = _assign(first, last, nbytes)
    slot_of = dict(plan.slot_of)
    slot_of.update((vid, plan.slot_of[base.id]) for vid, base in base_of.items())
    return BufferPlan(slot_of, plan.slot_sizes, frozenset(derived))


def views_base(module: KernelModule) -> dict[int, Value]:
    """The base buffer of each view any kernel of `module` addresses (Kernel.views)."""
    base_of: dict[int, Value] = {}
    for step in walk_steps(module.steps):
        if isinstance(step, Launch):
            for view, base, _ in step.kernel.views:
                base_of[view.id] = base
    return base_of


def parameter_derived(module: KernelModule) -> set[int]:
    """Ids of the values top-level elementwise or data-movement kernels compute from module
    inputs, constants and values computed so themselves, not much larger than what they read
    (see the module docstring)."""
    sizes = {v.id: v.type.nbytes for v in module.inputs}
    sizes.update((v.id, v.type.nbytes) for v, _ in module.constants)
    outputs = {v.id for v in module.outputs}
    # A value another step writes too is not the parameters' (a loop's carried value that
    # starts as an input's copy and the loop updates in place).
    writers = Counter(i for step in walk_steps(module.steps) if isinstance(step, Launch)
                      for i in {v.id for v, _ in step.kernel.outputs})
    writers.update(step.dst.id for step in walk_steps(module.steps) if isinstance(step, Copy))
    derived: set[int] = set()
    for step in module.steps:
        if not isinstance(step, Launch):
            continue
        k = step.kernel
        if k.reduction is not None or k.tiling is not None or k.rows is not None or (
                k.custom is not None or k.attention is not None):
            continue
        reads = kernel_reads(k)
        if not reads or not reads <= sizes.keys():
            continue
        written = [v for v, _ in k.outputs]
        read_bytes = sum(sizes[i] for i in reads)
        if any(v.id in outputs or v.id in sizes or writers[v.id] > 1 for v in written):
            continue
        if sum(v.type.nbytes for v in written) <= max(_REPACK_GROWTH * read_bytes,
                                                       read_bytes + _REPACK_SLACK):
            derived.update(v.id for v in written)
            sizes.update((v.id, v.type.nbytes) for v in written)
    return derived


def _assign(first: dict[int, int], last: dict[int, int], nbytes: dict[int, int]) -> BufferPlan:
    """Greedy interval colouring: best fit among free slots, else grow the largest, else new."""
    order = sorted(first, key=lambda v: (first[v], v))
    sizes: list[int] = []
    busy_until: list[int] = []
    slot_of: dict[int, int] = {}
    for v in order:
        free = [s for s in range(len(sizes)) if busy_until[s] < first[v]]
        fitting = [s for s in free if sizes[s] >= nbytes[v]]
        if fitting:
            slot = min(fitting, key=lambda s: (sizes[s], s))
        elif free:
            slot = max(free, key=lambda s: (sizes[s], -s))
            sizes[slot] = nbytes[v]
        else:
            slot = len(sizes)
            sizes.append(nbytes[v])
            busy_until.append(-2)
        busy_until[slot] = last[v]
        slot_of[v] = slot
    return BufferPlan(slot_of, tuple(sizes))
