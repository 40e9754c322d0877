"""Kernels of a loop body that compute the same on every trip run once, before the loop.

A kernel of a `while` body whose inputs nothing in the loop writes computes the same values on
every trip: GPT-2's decode loop repacked its 9 weight matrices into panels for the tiled
products (tile_contractions' `_pack` kernels) on each of its 24 trips. Moved in front of the
loop, it runs once per call, and where it reads only module inputs plan_buffers marks it
invariant, so the runtime skips it altogether while the weights stay the same.

A kernel moves when nothing in the loop (cond, body, nested steps) writes what it reads, and
what it writes is written by no other step and read only by the body's steps after it (not by
cond, the host, code after the loop or the module's caller). It then runs even when the loop
takes no trip: a kernel has no effect beyond its outputs, which nothing else reads. Inner
loops are done first, so a kernel can move out of several loops in turn.
"""

from __future__ import annotations

from pjrtc.ir.kernel import Copy, KernelModule, Launch, Step, While, walk_steps
from pjrtc.ir.kernel_exprs import (kernel_reads, map_step_lists, steps_reading, values_written,
                                   with_schedule)
from pjrtc.target import Target


def hoist_loop_kernels(module: KernelModule, target: Target) -> KernelModule:
    """`module` with the loop-invariant kernels of its loops launched before them."""
    readers: dict[int, set[int]] = {}  # value id -> ids of the Launch and Copy steps reading it
    pinned = {v.id for v in module.outputs}  # read by the caller or the host
    for step, reads in steps_reading(module.steps):
        for value in reads:
            if isinstance(step, Launch | Copy):
                readers.setdefault(value, set()).add(id(step))
            else:
                pinned.add(value)

    def hoist(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            if isinstance(step, While):
                before, step = _hoist_from(step, readers, pinned)
                out.extend(before)
            out.append(step)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, hoist))


def _hoist_from(loop: While, readers: dict[int, set[int]],
                pinned: set[int]) -> tuple[list[Launch], While]:
    """The launches moved out of `loop`'s body, in their order, and the loop without them."""
    body = list(loop.body)
    moved: list[Launch] = []
    at = _movable(loop.cond, body, readers, pinned)
    while at is not None:
        moved.append(body.pop(at))
        at = _movable(loop.cond, body, readers, pinned)
    if not moved:
        return [], loop
    return moved, While(loop.cond, loop.pred, tuple(body), loop.trips)


def _movable(cond: tuple[Step, ...], body: list[Step], readers: dict[int, set[int]],
             pinned: set[int]) -> int | None:
    """The position in `body` of the first launch that may move in front of the loop."""
    for at, step in enumerate(body):
        if not isinstance(step, Launch):
            continue
        others = tuple(body[:at] + body[at + 1:])
        written = values_written(cond) | values_written(others)
        outputs = {v.id for v, _ in step.kernel.outputs}
        if kernel_reads(step.kernel) & (written | outputs) or outputs & written:
            continue
        later = {id(s) for s in walk_steps(tuple(body[at + 1:]))}
        if all(o not in pinned and readers.get(o, set()) <= later for o in outputs):
            return at
    return None
