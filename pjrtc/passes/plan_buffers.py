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
"""

from __future__ import annotations

from dataclasses import dataclass

from pjrtc.ir.kernel import Case, Copy, KernelModule, Launch, While


@dataclass(frozen=True, slots=True)
class BufferPlan:
    slot_of: dict[int, int]  # value id -> slot index
    slot_sizes: tuple[int, ...]  # bytes

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

    def touch(value) -> None:
        if value.id in constant_ids:
            return
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
    # A value live when a loop starts (defined before it, used in or after it) must survive
    # every iteration: the loop reads it again each time round.
    for start, end in loops:
        for v in first:
            if first[v] < start <= last[v]:
                last[v] = max(last[v], end)
    return _assign(first, last, nbytes)


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
