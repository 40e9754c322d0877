"""Merging adjacent launches, for the passes that turn two kernels into one
(pjrtc/passes/merge_kernels.py, serial_tails.py, attention_updates.py): which kernels may
merge at all, and the walk over every step list that offers each adjacent pair."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Step, walk_steps
from pjrtc.ir.kernel_exprs import map_step_lists, with_schedule
from pjrtc.passes.plan_buffers import parameter_derived


def mergeable(module: KernelModule) -> Callable[[Kernel], bool]:
    """Whether a kernel of `module` may merge with another: it is launched once (not shared
    with another launch) and does not only repack weights (a top-level kernel whose outputs
    are all plan_buffers' `parameter_derived`: the manifest's `invariant`, which a call on
    resident weights may skip; inside a loop a kernel runs every time anyway)."""
    launched = Counter(id(s.kernel) for s in walk_steps(module.steps) if isinstance(s, Launch))
    values = parameter_derived(module)
    repacks = {id(s.kernel) for s in module.steps
               if isinstance(s, Launch) and all(v.id in values for v, _ in s.kernel.outputs)}
    return lambda kernel: launched[id(kernel)] == 1 and id(kernel) not in repacks


def merge_adjacent(module: KernelModule,
                   combine: Callable[[Kernel, Kernel], Kernel | None]) -> KernelModule:
    """`module` with each two adjacent launches of a step list, both `mergeable`, replaced by
    one launch of `combine(first, second)` where it gives a kernel; that kernel may then
    combine with the launch after it."""
    may = mergeable(module)
    merged_here: set[int] = set()

    def merge(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            last = out[-1] if out else None
            merged = None
            if (isinstance(step, Launch) and isinstance(last, Launch) and may(step.kernel)
                    and (id(last.kernel) in merged_here or may(last.kernel))):
                merged = combine(last.kernel, step.kernel)
            if merged is None:
                out.append(step)
                continue
            merged_here.add(id(merged))
            out[-1] = Launch(merged)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, merge))
