"""Unit-axis squeezing (kernel IR -> kernel IR): kernels and the buffers only they use lose
their axes of extent 1, before the fusion passes.

Models move unit axes about freely: jax.nn.dot_product_attention and Keras' attention compute
the scores as [b, h, q, 1, k] and take their softmax over [b, 1, h, q, k] (transposes of the
unit axis), PyTorch's attention reshapes [h, q, k] scores to [1, h, q, k], BERT's head mask
multiplies [h, 1, q, k] probabilities. Each such view reads the same row-major element at a
different index tuple, so the fusion passes, which fuse a producer into a reader that reads it
at the reader's own index, saw different positions and left a softmax split over several
kernels, scores and product unfused. Without unit axes the views are the identity.

Every plain elementwise or reduction kernel (no custom body) loses the unit axes of its
iteration space and of its reduction: their INDEX and RINDEX leaves become 0, the others are
renumbered; a reduction left with no axes becomes its one step (the kernel elementwise).
A kernel stores each output at its element's row-major position, which unit axes
do not change, so its buffers may keep their shape; they lose their unit axes too unless
others see the shape: the program's inputs, outputs and constants, Copy's and control flow's
buffers, and what custom, tiled, row or attention kernels read or write with loops of their
own. Every load of a squeezed buffer, in any kernel, drops the indices of its unit axes (a
load is in bounds, so they are 0).
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import (Expr, Kernel, KernelModule, Launch, Leaf, Reduction,
                              walk_steps)
from pjrtc.ir.kernel_exprs import (folded, map_step_lists, rewrite, whole_buffer_values,
                                   with_schedule)
from pjrtc.ir.tensor import TensorType, Value
from pjrtc.target import Target


def squeeze_units(module: KernelModule, target: Target) -> KernelModule:
    """`module` with the unit axes of its squeezable kernels and buffers dropped."""
    kernels = [s.kernel for s in walk_steps(module.steps) if isinstance(s, Launch)]
    blocked = _blocked(module)
    values = {v.id: _squeezed_value(v) for kern in kernels if _plain(kern)
              for v, _ in kern.outputs if 1 in v.type.shape and v.id not in blocked}
    if not values and not any(_plain(kern) and _has_units(kern) for kern in kernels):
        return module
    done: dict[int, Kernel] = {}

    def convert(kern: Kernel) -> Kernel:
        if id(kern) not in done:
            done[id(kern)] = _convert(kern, _plain(kern), values)
        return done[id(kern)]

    def fn(steps):
        return tuple(Launch(convert(s.kernel)) if isinstance(s, Launch) else s for s in steps)

    return with_schedule(module, map_step_lists(module.steps, fn))


def _plain(kern: Kernel) -> bool:
    return (kern.custom is None and kern.tiling is None and kern.rows is None
            and kern.attention is None)


def _has_units(kern: Kernel) -> bool:
    r = kern.reduction
    return 1 in kern.shape or (r is not None and (1 in r.shape or not r.shape))


def _blocked(module: KernelModule) -> set[int]:
    """Ids of the buffers whose shape others see: the program's, Copy's, control flow's and
    custom kernels' (which read and write whole arrays with loops of their own)."""
    ids = whole_buffer_values(module)
    for step in walk_steps(module.steps):
        if isinstance(step, Launch) and not _plain(step.kernel):
            ids |= {v.id for v, _ in step.kernel.outputs}
            if step.kernel.custom is not None:
                ids |= {v.id for v in step.kernel.custom.inputs}
    return ids


def _squeezed_value(v: Value) -> Value:
    return Value(v.id, TensorType(tuple(d for d in v.type.shape if d != 1), v.type.dtype))


def _axis_map(shape: tuple[int, ...], leaf) -> dict[Expr, Expr]:
    """Each axis's leaf of `shape` to 0 (a unit axis) or the leaf of its place without them."""
    mapping, kept = {}, 0
    for a, extent in enumerate(shape):
        if extent == 1:
            mapping[leaf(a)] = k.iconst(0)
        else:
            mapping[leaf(a)] = leaf(kept)
            kept += 1
    return mapping


def _convert(kern: Kernel, squeeze: bool, values: dict[int, Value]) -> Kernel:
    """`kern` over its shape without unit axes (when `squeeze`), its loads of the squeezed
    `values` without their unit axes' indices."""
    mapping: dict[Expr, Expr] = {}
    shape, reduction = kern.shape, kern.reduction
    if squeeze:
        mapping.update(_axis_map(kern.shape, k.index))
        shape = tuple(d for d in kern.shape if d != 1)
        if reduction is not None:
            mapping.update(_axis_map(reduction.shape, k.rindex))

    def fix(expr: Expr) -> Expr:
        if mapping:
            expr = rewrite(expr, lambda node: mapping.get(node, node)
                           if node.op is Leaf.INDEX or node.op is Leaf.RINDEX else None)
        return _rebuilt(expr, values)

    def fix_all(exprs: tuple[Expr, ...]) -> tuple[Expr, ...]:
        return tuple(fix(e) for e in exprs)

    if reduction is not None:
        reduction = Reduction(
            tuple(d for d in reduction.shape if d != 1) if squeeze else reduction.shape,
            fix_all(reduction.inits), fix_all(reduction.values), fix_all(reduction.update),
            reduction.acc_dtypes, reduction.reorderable)
    outputs = tuple((values.get(v.id, v), fix(e)) for v, e in kern.outputs)
    if squeeze and reduction is not None and not reduction.shape:
        # Over no axes (a dot_general contracting nothing, a reduce over unit axes) a
        # reduction is its one step: each accumulator is its update of the inits by the values.
        r = reduction
        step = tuple(rewrite(u, lambda node: r.inits[node.arg] if node.op is Leaf.ACC
                             else r.values[node.arg] if node.op is Leaf.VAL else None)
                     for u in r.update)
        outputs = tuple((v, rewrite(e, lambda node: step[node.arg] if node.op is Leaf.ACC
                                    else None)) for v, e in outputs)
        reduction = None
    return replace(kern, shape=shape, outputs=outputs, reduction=reduction)


def _rebuilt(expr: Expr, values: dict[int, Value]) -> Expr:
    """`expr` with its loads of squeezed `values` without their unit axes' indices, and the
    index arithmetic with the zeros the unit axes left folded away."""
    def fold(node: Expr) -> Expr:
        args = node.args
        if node.op is Leaf.LOAD and node.arg.id in values:
            return Expr(Leaf.LOAD, node.dtype, tuple(
                a for a, d in zip(args, node.arg.type.shape) if d != 1), values[node.arg.id])
        if node.op in _INT_OPS and all(a.op is Leaf.CONST for a in args):
            return k.iconst(_INT_OPS[node.op](args[0].arg, args[1].arg))
        if node.op is Leaf.IADD:
            return k.iadd(*args)
        if node.op is Leaf.IMUL and any(a.op is Leaf.CONST and a.arg == 0 for a in args):
            return k.iconst(0)
        return node

    return folded(expr, fold)


_INT_OPS = {Leaf.IADD: lambda a, b: a + b, Leaf.IMUL: lambda a, b: a * b,
            Leaf.IDIV: lambda a, b: a // b, Leaf.IREM: lambda a, b: a % b}
