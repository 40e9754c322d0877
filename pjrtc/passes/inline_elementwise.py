"""Inlining of small elementwise kernels (kernel IR -> kernel IR): a kernel of a few cheap
operations whose every reader is an elementwise or attention kernel launches no more; each
reader computes the element it reads where it loads it.

Lowering materializes an elementwise result that several kernels read, and a reduction over
unit axes (a bounds check `all` of gather indices over [1, n], a mask's `and` over a unit
axis) is elementwise once squeezed (pjrtc/passes/squeeze_units.py). In a transformer the
embedding's index fix-ups and bounds checks and the attention masks are such kernels: 64 to
16K elements of a compare or a select each, two to six launches of a few microseconds before
any real work. Recomputing them in their readers costs a few operations per element read.

It runs after row and attention fusion, which take a row's scalar (1 / sum) into their row
programs, computed once per row: inlined into an elementwise reader of the whole row it would
be computed per element. For the same reason an inlined kernel computes nothing dearer than
a compare or a select (`_CHEAP`). A kernel is inlined when it has no reduction, no custom
body, at most `_MAX_NODES` expression nodes per output, and each buffer it writes is the
program's own (not a result, no Copy's or control flow's), of the type its expression
computes (a store that rounds to a narrower float is not repeated by recomputing), read only
by elementwise or attention kernels later in the same step list (and nowhere else: not before
it in a loop's next iteration), with nothing from it to its last reader writing what the
kernel reads. A kernel read only by attention kernels may have up to `_MAX_ATTENTION_NODES`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace as replace_fields

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Launch, Leaf, Step
from pjrtc.ir.kernel_exprs import (
    kernel_reads,
    map_step_lists,
    read_counts,
    rewrite,
    steps_reading,
    substitute,
    values_written,
    whole_buffer_values,
    with_schedule,
)
from pjrtc.ir.tensor import Op
from pjrtc.target import Target

_MAX_NODES = 24  # operations of an inlined kernel's output expression (leaves included)
# The same when every reader is an attention kernel: a mask there is read once per logit (per
# head in a decode step: 4 to 12 times per element) next to a dot product over the depth, and
# a decode step's mask (a position compare, the padding mask's gather, their select: 35
# nodes in GPT-2) saves its launch per layer and token.
_MAX_ATTENTION_NODES = 48
# What an inlined expression may compute: a reader reading it broadcast (a row's scalar in
# each of the row's elements) repeats it per element, so nothing dearer than a compare.
_CHEAP = {Op.ADD, Op.SUBTRACT, Op.MULTIPLY, Op.MAXIMUM, Op.MINIMUM, Op.AND, Op.OR, Op.XOR,
          Op.NOT, Op.NEGATE, Op.ABS, Op.CONVERT, Op.COMPARE, Op.SELECT, Op.CLAMP}


def inline_elementwise(module: KernelModule, target: Target) -> KernelModule:
    """`module` with its small elementwise kernels computed in their readers."""
    fixed = whole_buffer_values(module)
    counts = read_counts(module.steps)
    return with_schedule(module, map_step_lists(module.steps,
                                                lambda s: _inline(s, fixed, counts)))


def _inline(steps: tuple[Step, ...], fixed: set[int], counts: Counter[int]
            ) -> tuple[Step, ...]:
    out = list(steps)
    step_reads = [_reads(s) for s in out]  # kept beside `out`: each step's reads, once
    staying = _staying_writers(steps, fixed)
    # Backwards, so that a kernel inlined into another is inlined with it further on.
    for i in range(len(out) - 1, -1, -1):
        step = out[i]
        if not isinstance(step, Launch) or not _small(
                step.kernel, fixed, _MAX_ATTENTION_NODES) or _in_place(step.kernel, i,
                                                                        staying):
            continue
        kern = step.kernel
        written = {v.id for v, _ in kern.outputs}
        reads = kernel_reads(kern)
        readers = [j for j in range(i + 1, len(out)) if written & step_reads[j]]
        if not readers or any(not isinstance(out[j], Launch) or not _reader(out[j].kernel)
                              or written & values_written((out[j],)) for j in readers):
            continue
        if (any(out[j].kernel.attention is None for j in readers)
                and not _small(kern, fixed, _MAX_NODES)):
            continue
        # Those are all its readers (a loop's next iteration may read it before it).
        if any(sum(v in step_reads[j] for j in readers) != counts[v] for v in written):
            continue
        # Nothing from the kernel to its last reader (that one included) may write what the
        # kernel reads: the readers read it where they are.
        if reads & values_written(tuple(out[i + 1:readers[-1] + 1])):
            continue
        bodies = {v.id: e for v, e in kern.outputs}
        for j in readers:
            before = step_reads[j]
            out[j] = Launch(_substituted(out[j].kernel, bodies, kern.source_ops))
            step_reads[j] = _reads(out[j])
            counts.update(step_reads[j] - before)  # the readers now read what it read
        counts.subtract(reads)
        del out[i], step_reads[i]
    return tuple(out)


def _reads(step: Step) -> set[int]:
    return set().union(*(reads for _, reads in steps_reading((step,))))


def _small(kern: Kernel, fixed: set[int], max_nodes: int) -> bool:
    return _elementwise(kern) and all(
        v.id not in fixed and e.dtype is v.type.dtype and v.type.shape == kern.shape
        and (not v.type.dtype.is_float or v.type.dtype.bits >= 32)
        and sum(1 for _ in e.walk()) <= max_nodes
        and all(isinstance(n.op, Leaf) or n.op in _CHEAP for n in e.walk())
        for v, e in kern.outputs)


def _staying_writers(steps: tuple[Step, ...], fixed: set[int]) -> dict[int, int]:
    """Ids of the buffers written by launches too large to be inlined into a concatenation
    (they stay), each with its step's index: computed once, for `_in_place`."""
    return {v.id: i for i, s in enumerate(steps)
            if isinstance(s, Launch) and not _small(s.kernel, fixed, _MAX_NODES)
            for v, _ in s.kernel.outputs}


def _in_place(kern: Kernel, position: int, staying: dict[int, int]) -> bool:
    """Whether `kern` (at step `position`) chooses the piece of a concatenation by its index
    (`if(index < limit, ...)`) and loads a piece that a kernel before it, not inlined itself,
    writes (`staying`): it stays, for pjrtc/passes/concat_in_place.py to write that piece in
    place, where its readers would choose per element. (A concatenation of small kernels'
    results is inlined: they are, and so it has no piece to place.)"""
    e = kern.outputs[0][1]
    if not (e.op is Leaf.IF and e.args[0].op is Leaf.ILT
            and e.args[0].args[0].op is Leaf.INDEX):
        return False
    return any(staying.get(n.arg.id, position) < position
               for n in e.walk() if n.op is Leaf.LOAD)


def _reader(kern: Kernel) -> bool:
    """Whether `kern` reads each element where its expressions say (an elementwise kernel or
    an attention kernel; a reduction's, row program's or tiled product's loops may read an
    element many times, which inlining would recompute)."""
    return _elementwise(kern) or kern.attention is not None


def _elementwise(kern: Kernel) -> bool:
    return (kern.reduction is None and kern.custom is None and kern.tiling is None
            and kern.rows is None and kern.attention is None)


def _substituted(kern: Kernel, bodies: dict[int, Expr], source_ops: tuple[str, ...]) -> Kernel:
    """`kern` with each load of a buffer in `bodies` replaced by its body at the load's
    index."""
    def replace(node: Expr) -> Expr | None:
        if node.op is not Leaf.LOAD or node.arg.id not in bodies:
            return None
        body = bodies[node.arg.id]
        return substitute(body, {k.index(a): i for a, i in enumerate(node.args)})

    attention = kern.attention
    if attention is not None:
        attention = replace_fields(attention, query=rewrite(attention.query, replace),
                                   key=rewrite(attention.key, replace),
                                   logit=rewrite(attention.logit, replace),
                                   value=rewrite(attention.value, replace))
    return replace_fields(kern, outputs=tuple((v, rewrite(e, replace)) for v, e in kern.outputs),
                          source_ops=source_ops + kern.source_ops, attention=attention)
