"""Row-program inputs computed in the row program (kernel IR -> kernel IR): an elementwise kernel
launched right before a row program of its shape, whose results the row program reads only at
its own position, becomes the program's first step (a `RowMap`), one launch less.

A transformer's first layer norm reads the embeddings just summed (BERT: word + position +
token type, gathered; ViT: the patches after the class token, plus the position embedding):
the row program now writes that sum itself, then reads it back from cache for the mean and
variance (pjrtc/codegen/rows.py walks a map and the reduction after it together). The
results are still written: later kernels may read them (ViT's first residual). A producer
of values derived from the arguments alone (BERT's embeddings: `parameter_derived`) stays a
launch of its own: with the same arguments again, the runtime skips it.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Leaf, RowMap, Step, step_writes
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, with_schedule
from pjrtc.passes.plan_buffers import parameter_derived
from pjrtc.target import Target


def fuse_row_inputs(module: KernelModule, target: Target) -> KernelModule:
    derived = parameter_derived(module)

    def fuse(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            before = out[-1] if out else None
            # A producer of parameter-derived values stays: the runtime runs it once per
            # set of arguments when they come back (pjrtc/passes/plan_buffers.py).
            if (isinstance(step, Launch) and isinstance(before, Launch)
                    and not {v.id for v, _ in before.kernel.outputs} <= derived
                    and _fits(before.kernel, step.kernel)):
                out[-1] = Launch(_fused(before.kernel, step.kernel))
            else:
                out.append(step)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, fuse))


def _elementwise(kern: Kernel) -> bool:
    return (kern.reduction is None and kern.custom is None and kern.tiling is None
            and kern.rows is None and kern.attention is None and not kern.views
            and bool(kern.outputs))


def _fits(producer: Kernel, rows: Kernel) -> bool:
    """Whether `producer`, launched right before the row program `rows`, can be its first
    step: elementwise over the same shape, read by `rows` only at the position each of its
    steps is at, and neither writing what the other reads or writes."""
    if rows.rows is None or not _elementwise(producer) or producer.shape != rows.shape:
        return False
    made = {v.id for v, _ in producer.outputs}
    rows_write = {v.id for v in step_writes(rows.rows.steps)} | {v.id for v, _ in rows.outputs}
    if (kernel_reads(producer) | made) & rows_write:
        return False
    here = tuple(k.index(a) for a in range(len(rows.shape)))
    # A reduction step's row scalars and stores read no position: nothing made may be read
    # there. The values and maps read the position being folded or written.
    for step in rows.rows.steps:
        if isinstance(step, RowMap):
            at_position = tuple(e for _, e in step.writes)
            elsewhere: tuple = ()
        else:
            r = step.reduction
            at_position = r.values if r is not None else ()
            elsewhere = ((r.inits + r.update if r is not None else ()) + step.scalars
                         + tuple(e for _, e in step.stores))
        for root in at_position:
            if any(node.args != here for node in _loads(root, made)):
                return False
        if any(_loads(root, made) for root in elsewhere):
            return False
    return True


def _loads(root, ids: set[int]) -> list:
    return [node for node in root.walk() if node.op is Leaf.LOAD and node.arg.id in ids]


def _fused(producer: Kernel, rows: Kernel) -> Kernel:
    program = replace(rows.rows, steps=(RowMap(producer.outputs),) + rows.rows.steps)
    sources = tuple(dict.fromkeys(producer.source_ops + rows.source_ops))
    return replace(rows, outputs=producer.outputs + rows.outputs, source_ops=sources,
                   rows=program)
