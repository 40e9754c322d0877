"""Horizontal fusion of elementwise kernels (kernel IR -> kernel IR): adjacent launches over the
same elements become one launch computing all their outputs.

A decode loop's step is launch-bound: ~30 launches of a few microseconds of work each, at
~6-15 us of runtime cost per launch on the OpenCL CPU. Some of them are independent kernels
next to each other: the scalar updates that end each step (position counters, `index + 1`
per layer's cache and one for the sequence; the finished flags; a step count), and each
layer's key and value cache updates (two dynamic_update_slices of the same shape). Here a run
of such adjacent launches becomes one kernel whose work-items each write every member's
element, in order.

Members are elementwise kernels (no reduction, tiling, row program, custom body or attention)
launched once (not shared with another launch), all of one element (of any shapes: the merged
kernel's iteration space then has no axes, every output is stored at flat index 0 and the
members' index expressions become 0) or all of one shape of at most `MAX_MERGED_ELEMENTS`
elements. A kernel joins a run only when it reads nothing the run writes and writes nothing
the run reads (a work-item evaluates the outputs in turn, and other work-items' writes are
not ordered before its reads), apart from an update of its own element in place, which it
reads before it writes. A kernel that only repacks inputs (plan_buffers'
`parameter_derived`, the manifest's `invariant`: a call on resident weights may skip it)
stays on its own.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Launch, Leaf, Step
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, rewrite, with_schedule
from pjrtc.ir.tensor import DType
from pjrtc.passes.adjacent import mergeable
from pjrtc.target import Target


def merge_kernels(module: KernelModule, target: Target) -> KernelModule:
    may = mergeable(module)
    return with_schedule(module, map_step_lists(module.steps, lambda steps: _merge(steps, may)))


def _merge(steps: tuple[Step, ...], may: Callable[[Kernel], bool]) -> tuple[Step, ...]:
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
        if not (isinstance(step, Launch) and _is_candidate(step.kernel, may)):
            flush()
            out.append(step)
            continue
        kernel = step.kernel
        own = {v.id for v, _ in kernel.outputs}
        theirs = kernel_reads(kernel)
        if run and (theirs & writes or own & reads or not _alike(run[0], kernel)):
            flush()
        run.append(kernel)
        reads.update(theirs)
        writes.update(own)
    flush()
    return tuple(out)


def _is_candidate(kernel: Kernel, may: Callable[[Kernel], bool]) -> bool:
    return (kernel.reduction is None and kernel.custom is None and kernel.tiling is None
            and kernel.rows is None and kernel.attention is None and kernel.size > 0
            and may(kernel))


# Kernels of up to this many elements (256 KiB of f32) share a launch: a memory-bound kernel
# of that size takes about as long as a launch's fixed cost (~6-15 us), so below it the launch
# is most of a kernel's time (GPT-2's key and value cache updates at batch 8: 32K elements).
# Above it the kernels' own work is, and merging independent work into one launch was
# measured slower on this device (docs/performance.md, "What limits it": 0.16 vs 0.11 ms for
# an MLP's three weight panels).
MAX_MERGED_ELEMENTS = 1 << 16


def _alike(a: Kernel, b: Kernel) -> bool:
    """Whether `a` and `b` can share a launch: one element each, or the same elements (few)."""
    return a.size == b.size == 1 or a.shape == b.shape and a.size <= MAX_MERGED_ELEMENTS


def _merged(members: list[Kernel]) -> Kernel:
    sources = tuple(dict.fromkeys(op for m in members for op in m.source_ops))
    outputs = tuple(o for m in members for o in m.outputs)
    if all(m.shape == members[0].shape for m in members):
        return Kernel(members[0].name, members[0].shape, outputs, None, sources)
    zero = Expr(Leaf.CONST, DType.I64, (), 0)

    def at_origin(e: Expr) -> Expr:
        return rewrite(e, lambda n: zero if n.op is Leaf.INDEX else None)

    return Kernel(members[0].name, (), tuple((v, at_origin(e)) for v, e in outputs), None,
                  sources)
