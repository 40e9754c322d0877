"""Buffer planning: assign every device-resident value of a KernelModule to a reusable slot.

A value lives from the step that writes it (inputs: before the first kernel) to the last kernel
that reads it (outputs: to the end). Values whose lifetimes do not overlap share a slot; a
kernel's outputs never share a slot with its own operands, because intervals are inclusive.
Constants are not planned here: each has its own device allocation, kept across calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from pjrtc.ir.kernel import KernelModule


@dataclass(frozen=True, slots=True)
class BufferPlan:
    slot_of: dict[int, int]  # value id -> slot index
    slot_sizes: tuple[int, ...]  # bytes

    @property
    def peak_bytes(self) -> int:
        return sum(self.slot_sizes)


def plan_buffers(module: KernelModule) -> BufferPlan:
    constant_ids = {v.id for v, _ in module.constants}
    end = len(module.kernels)
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    nbytes: dict[int, int] = {}

    def touch(value, step: int) -> None:
        if value.id in constant_ids:
            return
        first.setdefault(value.id, step)
        last[value.id] = max(last.get(value.id, step), step)
        nbytes[value.id] = value.type.nbytes

    for v in module.inputs:
        touch(v, -1)
    for step, kernel in enumerate(module.kernels):
        for v in kernel.args():
            touch(v, step)
    for v in module.outputs:
        touch(v, end)
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
