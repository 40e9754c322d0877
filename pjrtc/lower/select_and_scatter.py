"""Second step of stablehlo.select_and_scatter: one kernel over the result.

pjrtc/passes/select_and_scatter.py has replaced the operand by `selected`: per window (per
source element), the flat operand position the select region chose, or -1. Each result
element o then folds the scatter region over the windows that contain it and selected it,
in row-major window order (the order XLA applies them in):

    acc = init_value
    for every window s containing o:
        if selected[s] == flat(o): acc = scatter(acc, source[s])
    result[o] = acc

Per dimension, the windows containing o are s = last - (count - 1) + r for r in [0, count),
where last = floor((o + padding_low) / stride) (the last window starting at or before o) and
count = ceil(window / stride) (the most windows that can overlap one position); s must lie in
[0, source extent) and the window must reach o (s * stride - low + window - 1 >= o; always true
when the stride divides the window). That is a gather-form fold over count^rank windows, like
a transposed convolution's indexing: no atomics, and each result element costs only the
windows that can contain it (one for non-overlapping windows such as 2x2 max pooling).
"""

from __future__ import annotations

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Reduction
from pjrtc.ir.tensor import DType, Node, Op
from pjrtc.lower.common import body_exprs
from pjrtc.lower.rules import linearize


def select_and_scatter_kernel(lowering, node: Node, name: str) -> Kernel:
    assert "select" not in node.attrs, "expanded by pjrtc/passes/select_and_scatter.py first"
    selected, source, init = node.operands
    a = node.attrs
    out_shape = node.result.type.shape
    dtype = node.result.type.dtype
    o = tuple(k.index(d) for d in range(len(out_shape)))
    window_index: list[Expr] = []
    extents: list[int] = []
    skip: Expr | None = None
    for d, (extent, window, stride) in enumerate(
            zip(source.type.shape, a["window_dimensions"], a["window_strides"])):
        low = a["padding"][d][0]
        count = -(-window // stride)
        # floor((o + low) / stride) with a non-negative dividend (IDIV is unsigned).
        lift = -(-max(0, -low) // stride)
        last = k.iadd(k.idiv(k.iadd(o[d], k.iconst(low + lift * stride)), stride),
                      k.iconst(-lift))
        if count > 1:
            s = k.iadd(last, k.iadd(k.rindex(len(extents)), k.iconst(1 - count)))
            extents.append(count)
        else:
            s = last
        lowest = (low + lift * stride) // stride - lift - (count - 1)
        highest = (out_shape[d] - 1 + low + lift * stride) // stride - lift
        if lowest < 0:
            skip = _or(skip, _lt(s, k.iconst(0)))
        if highest > extent - 1:
            skip = _or(skip, _lt(k.iconst(extent - 1), s))
        if window % stride:
            reach = k.iadd(k.imul(s, stride), k.iconst(window - 1 - low))
            skip = _or(skip, _lt(reach, o[d]))
        window_index.append(s)

    s_index = tuple(window_index)
    chosen = lowering.element(selected, s_index)
    wanted = Expr(Op.CONVERT, DType.I64, (chosen,)) if chosen.dtype is not DType.I64 else chosen
    hit = Expr(Op.COMPARE, DType.I1, (wanted, linearize(o, out_shape)), ("EQ", "SIGNED"))
    if skip is not None:
        hit = Expr(Leaf.IF, DType.I1, (skip, k.const(False, DType.I1), hit))
    value = Expr(Leaf.IF, dtype, (hit, lowering.element(source, s_index), k.const(0, dtype)))
    (scatter,) = body_exprs(a["scatter"], 1)
    update = Expr(Leaf.IF, dtype, (hit, scatter, Expr(Leaf.ACC, dtype, (), 0)))
    reduction = Reduction(tuple(extents), (lowering.element(init, ()),), (value,), (update,),
                          (dtype,))
    return Kernel(name, out_shape, ((node.result, Expr(Leaf.ACC, dtype, (), 0)),), reduction,
                  (node.describe(),))


def _lt(a: Expr, b: Expr) -> Expr:
    return Expr(Leaf.ILT, DType.I1, (a, b))


def _or(a: Expr | None, b: Expr) -> Expr:
    return b if a is None else Expr(Op.OR, DType.I1, (a, b))
