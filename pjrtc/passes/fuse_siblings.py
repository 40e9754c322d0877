"""Horizontal fusion of tiled contractions (kernel IR -> kernel IR): products of one lhs in one
launch.

A transformer block projects one normalized activation three times (query, key, value), a
gated MLP twice (gate, up): after tile_contractions each is a tiled kernel of the same lhs
expression, shape and register tile, on its own packed weight panels, with its own epilogue
(bias, activation). Here such kernels become one launch (`Tiling.parts`, codegen in
pjrtc/codegen/contraction.py): the launch's column tiles are the first product's, then the
second's, and so on; each work-item runs the micro-kernel and epilogue of the product its
column tile belongs to. One launch instead of several, and one work-group split over all
of them: the runtime spends its per-launch cost once and the cores share the whole work.

The group takes the place of its last member in the schedule. A kernel joins a group only
when it reads nothing the group writes, and no step between the first member and it reads
what the group writes (the launch moves past those steps) or writes what a member reads; a
step that is not a launch ends the search. The pack kernels stay as they are (the runtime
skips those of resident weights).

The target's cost model decides which products pay (`Target.sibling_max_macs`).
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Step
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, with_schedule
from pjrtc.passes.tile_contractions import row_group
from pjrtc.target import Target


def fuse_siblings(module: KernelModule, target: Target) -> KernelModule:
    return with_schedule(module, map_step_lists(module.steps,
                                                lambda steps: _fuse(steps, target)))


def _fuse(steps: tuple[Step, ...], target: Target) -> tuple[Step, ...]:
    joined: dict[int, Kernel] = {}  # position of a group's last member -> the group's kernel
    taken: set[int] = set()
    for i, step in enumerate(steps):
        if i in taken or not _candidate(step, target):
            continue
        members = [i]
        reads = kernel_reads(step.kernel)
        writes = _writes(step.kernel)
        for j in range(i + 1, len(steps)):
            other = steps[j]
            if not isinstance(other, Launch):
                break
            other_reads = kernel_reads(other.kernel)
            if (j not in taken and _candidate(other, target)
                    and _alike(step.kernel, other.kernel) and not other_reads & writes):
                members.append(j)
                reads |= other_reads
                writes |= _writes(other.kernel)
                continue
            if other_reads & writes or _writes(other.kernel) & reads:
                break
        if len(members) > 1:
            taken.update(members)
            joined[members[-1]] = _group([steps[m].kernel for m in members], target)
    out: list[Step] = []
    for i, step in enumerate(steps):
        if i in joined:
            out.append(Launch(joined[i]))
        elif i not in taken:
            out.append(step)
    return tuple(out)


def _candidate(step: Step, target: Target) -> bool:
    if (not isinstance(step, Launch) or step.kernel.tiling is None
            or step.kernel.tiling.parts or step.kernel.tiling.rows):
        return False
    t = step.kernel.tiling
    batch, rows, cols = t.extents(step.kernel.shape)
    reduction = 1
    for extent in t.shape:
        reduction *= extent
    return batch * rows * cols * reduction <= target.sibling_max_macs


def _alike(a: Kernel, b: Kernel) -> bool:
    """Same shape, lhs and register tile: only the packed rhs and the epilogue differ."""
    ta, tb = a.tiling, b.tiling
    return (a.shape == b.shape and ta.rhs.type == tb.rhs.type
            and replace(ta, rhs=tb.rhs, group=tb.group) == tb)


def _writes(kern: Kernel) -> set[int]:
    return {value.id for value, _ in kern.outputs}


def _group(members: list[Kernel], target: Target) -> Kernel:
    first = members[0]
    t = first.tiling
    batch, rows, cols = t.extents(first.shape)
    reduction = 1
    for extent in t.shape:
        reduction *= extent
    column_tiles = batch * -(-cols // t.nr) * len(members)
    tiling = replace(t, parts=tuple((m.tiling.rhs, len(m.outputs)) for m in members[1:]),
                     group=row_group(rows, t.mr, t.nr * reduction, column_tiles, target))
    sources = tuple(dict.fromkeys(op for m in members for op in m.source_ops))
    return Kernel(first.name, first.shape, tuple(o for m in members for o in m.outputs), None,
                  sources, first.local_size, tiling=tiling)
