"""Horizontal fusion of one-element kernels (kernel IR -> kernel IR): adjacent launches that
each compute a single element become one launch computing them all.

A decode loop ends each step with several scalar updates: position counters (`index + 1`,
one per layer's cache and one for the sequence), the finished flags, a step count. Each is a
kernel of one element: one launch (~6-15 us on the OpenCL CPU, most of it the runtime's per
launch cost) for one add. Here a run of adjacent such launches becomes one kernel whose one
work-item writes every member's element, in order.

Members are elementwise kernels (no reduction, tiling, row program, custom body or attention)
of one element each, launched once (not shared with another launch); a kernel joins a run
only when it reads nothing the run writes and writes nothing the run reads (the one
work-item evaluates the outputs in turn, so a member must not see another's write), apart
from an update of its own element in place, which it reads before it writes. A merged
kernel's iteration space has no axes (every output is stored at flat index 0): its members'
index expressions become 0.
"""

from __future__ import annotations

from collections import Counter

from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Launch, Leaf, Step, walk_steps
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, rewrite, with_schedule
from pjrtc.ir.tensor import DType
from pjrtc.target import Target


def merge_scalar_kernels(module: KernelModule, target: Target) -> KernelModule:
    launched = Counter(id(s.kernel) for s in walk_steps(module.steps) if isinstance(s, Launch))
    return with_schedule(module, map_step_lists(module.steps,
                                                lambda steps: _merge(steps, launched)))


def _merge(steps: tuple[Step, ...], launched: Counter) -> tuple[Step, ...]:
    out: list[Step] = []
    run: list[Kernel] = []
    reads: set[int] = set()
    writes: set[int] = set()

    def flush() -> None:
        if len(run) > 1:
            out.append(Launch(_merged(run)))
        elif run:
            out.append(Launch(run[0]))
        run.clear()
        reads.clear()
        writes.clear()

    for step in steps:
        if not (isinstance(step, Launch) and _is_candidate(step.kernel, launched)):
            flush()
            out.append(step)
            continue
        kernel = step.kernel
        own = {v.id for v, _ in kernel.outputs}
        theirs = kernel_reads(kernel)
        if theirs & writes or own & reads:
            flush()
        run.append(kernel)
        reads.update(theirs)
        writes.update(own)
    flush()
    return tuple(out)


def _is_candidate(kernel: Kernel, launched: Counter) -> bool:
    return (kernel.size == 1 and kernel.reduction is None and kernel.custom is None
            and kernel.tiling is None and kernel.rows is None and kernel.attention is None
            and launched[id(kernel)] == 1
            and all(v.type.size == 1 for v, _ in kernel.outputs))


def _merged(members: list[Kernel]) -> Kernel:
    zero = Expr(Leaf.CONST, DType.I64, (), 0)

    def at_origin(e: Expr) -> Expr:
        return rewrite(e, lambda n: zero if n.op is Leaf.INDEX else None)

    outputs = tuple((v, at_origin(e)) for m in members for v, e in m.outputs)
    sources = tuple(dict.fromkeys(op for m in members for op in m.source_ops))
    return Kernel(members[0].name, (), outputs, None, sources)
