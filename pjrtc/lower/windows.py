"""Kernels of the windowed ops: stablehlo.reduce_window and stablehlo.convolution.

Both are reduction kernels over the result's index space: each result element folds over the
points of its window (and, for a convolution, the input features of its group). A window point
reads the operand at an index affine in INDEX and RINDEX:

    padded position p = out * stride + w * window_dilation - padding_low
    operand index      = p / base_dilation   when p >= 0, p % base_dilation == 0 and
                                              p <= (extent - 1) * base_dilation

Every other point is padding or a hole of the base (lhs) dilation. The spec defines both ops on
the operand padded with a value (`pad(inputs, init_values, ...)` for reduce_window,
`pad(lhs, 0, ...)` for convolution), so such a point contributes that value, guarded by an IF:
the operand is never loaded out of range. A reduce_window body is thus applied to init values at
padding positions (visible with a non-identity init such as sum with init 1), and a convolution
multiplies the padding zeros by the kernel (0 * inf = NaN, as in the spec's dot product).
"""

from __future__ import annotations

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Reduction
from pjrtc.lower.common import body_exprs, convert
from pjrtc.ir.tensor import DType, Node, Op


def reduce_window_kernel(lowering, node: Node, name: str) -> Kernel:
    """results[:][o] = fold(body, init_values, padded_inputs[:] over the window at o), where
    padded_inputs = pad(inputs, init_values, padding low/high, base_dilations - 1)."""

    n = len(node.results)
    inputs, inits = node.operands[:n], node.operands[n:]
    a = node.attrs
    shape = inputs[0].type.shape
    out_shape = node.results[0].type.shape
    window = a["window_dimensions"]
    # Reduction axes: the dimensions whose window is longer than 1.
    axes = [d for d in range(len(shape)) if window[d] != 1]
    w_index = [k.iconst(0)] * len(shape)
    for r, d in enumerate(axes):
        w_index[d] = k.rindex(r)
    src_index, outside = window_index(
        tuple(k.index(d) for d in range(len(shape))), tuple(w_index), shape, out_shape,
        window, a["window_strides"], a["base_dilations"], a["window_dilations"], a["padding"])
    acc_dtypes = tuple(r.type.dtype for r in node.results)
    init_exprs = tuple(convert(lowering.element(v, ()), dt) for v, dt in zip(inits, acc_dtypes))
    values = []
    for v, init, dt in zip(inputs, init_exprs, acc_dtypes):
        if outside is True:  # an empty operand: the window holds only padding
            values.append(init)
            continue
        element = convert(lowering.element(v, src_index), dt)
        values.append(element if outside is None else Expr(Leaf.IF, dt, (outside, init, element)))
    reduction = Reduction(tuple(window[d] for d in axes), init_exprs, tuple(values),
                          body_exprs(node.body, n), acc_dtypes)
    outputs = tuple((r, Expr(Leaf.ACC, r.type.dtype, (), i)) for i, r in enumerate(node.results))
    return Kernel(name, out_shape, outputs, reduction, (node.describe(),))


def convolution_kernel(lowering, node: Node, name: str) -> Kernel:
    """result[b, o..., f] = sum over window points w and group input features c of
    padded_lhs[batch, o * stride + w' * rhs_dilation, group * Cg + c] * rhs[w, c, f], where
    padded_lhs = pad(lhs, 0, padding, lhs_dilation - 1), w' = K - 1 - w on reversed spatial
    dimensions (window_reversal), and with f's group g = f // (F / groups): group = g for
    feature groups, batch = g * (B / batch_group_count) + b for batch groups."""

    lhs, rhs = node.operands
    a = node.attrs
    out = node.result.type.dtype
    acc = DType.F32 if out in (DType.F16, DType.BF16) else out  # as XLA:CPU accumulates
    lhs_shape, rhs_shape = lhs.type.shape, rhs.type.shape
    out_shape = node.result.type.shape
    in_sp, k_sp, o_sp = (a["input_spatial_dimensions"], a["kernel_spatial_dimensions"],
                         a["output_spatial_dimensions"])
    n_sp = len(in_sp)
    groups, batch_groups = a["feature_group_count"], a["batch_group_count"]
    features = rhs_shape[a["kernel_input_feature_dimension"]]  # per group
    out_features = rhs_shape[a["kernel_output_feature_dimension"]]
    batch = k.index(a["output_batch_dimension"])
    feature = k.index(a["output_feature_dimension"])

    # Reduction axes: window dimensions longer than 1 and the group's input features, ordered
    # as their lhs dimensions so that the innermost loop walks the lhs's innermost dimension.
    axes = [(in_sp[i], i) for i in range(n_sp) if rhs_shape[k_sp[i]] != 1]
    if features != 1:
        axes.append((a["input_feature_dimension"], n_sp))
    axes.sort()
    w = [k.iconst(0)] * (n_sp + 1)  # window point per spatial dimension, then the feature
    for r, (_, i) in enumerate(axes):
        w[i] = k.rindex(r)
    extents = [rhs_shape[k_sp[i]] for i in range(n_sp)] + [features]
    reduction_shape = tuple(extents[i] for _, i in axes)

    # The lhs window point: reversed spatial dimensions read the window backwards.
    lhs_w = tuple(k.iadd(k.iconst(extents[i] - 1), k.imul(w[i], -1))
                  if a["window_reversal"][i] and extents[i] > 1 else w[i] for i in range(n_sp))
    sp_index, outside = window_index(
        tuple(k.index(d) for d in o_sp), lhs_w, tuple(lhs_shape[d] for d in in_sp),
        tuple(out_shape[d] for d in o_sp), extents[:n_sp], a["window_strides"],
        a["lhs_dilation"], a["rhs_dilation"], a["padding"])
    lhs_batch, lhs_feature = batch, w[n_sp]
    if groups != 1:
        group = k.idiv(feature, out_features // groups)
        lhs_feature = k.iadd(k.imul(group, features), w[n_sp])
    if batch_groups != 1:
        group = k.idiv(feature, out_features // batch_groups)
        lhs_batch = k.iadd(k.imul(group, lhs_shape[a["input_batch_dimension"]] // batch_groups),
                           batch)

    zero = k.const(False if acc is DType.I1 else 0, acc)
    if outside is True:  # an empty lhs: every window point is padding
        lhs_value = zero
    else:
        lhs_index: list[Expr] = [k.iconst(0)] * len(lhs_shape)
        lhs_index[a["input_batch_dimension"]] = lhs_batch
        lhs_index[a["input_feature_dimension"]] = lhs_feature
        for i, d in enumerate(in_sp):
            lhs_index[d] = sp_index[i]
        lhs_value = convert(lowering.element(lhs, tuple(lhs_index)), acc)
        if outside is not None:
            lhs_value = Expr(Leaf.IF, acc, (outside, zero, lhs_value))
    rhs_index: list[Expr] = [k.iconst(0)] * len(rhs_shape)
    rhs_index[a["kernel_input_feature_dimension"]] = w[n_sp]
    rhs_index[a["kernel_output_feature_dimension"]] = feature
    for i, d in enumerate(k_sp):
        rhs_index[d] = w[i]
    rhs_value = convert(lowering.element(rhs, tuple(rhs_index)), acc)

    boolean = acc is DType.I1
    product = Expr(Op.AND if boolean else Op.MULTIPLY, acc, (lhs_value, rhs_value))
    update = (Expr(Op.OR if boolean else Op.ADD, acc,
                   (Expr(Leaf.ACC, acc, (), 0), Expr(Leaf.VAL, acc, (), 0))),)
    reduction = Reduction(reduction_shape, (zero,), (product,), update, (acc,))
    result = convert(Expr(Leaf.ACC, acc, (), 0), out)
    return Kernel(name, out_shape, ((node.result, result),), reduction, (node.describe(),))


def window_index(out: tuple[Expr, ...], w: tuple[Expr, ...], shape, out_shape, window,
                 strides, base_dilations, window_dilations, padding
                 ) -> tuple[tuple[Expr, ...], Expr | bool | None]:
    """The operand index read by output position `out` at window point `w` (one I64 per
    dimension), and the condition under which that point is padding or a dilation hole:
    an I1 Expr, None when it never is, True when it always is (an empty operand).

    Tests are emitted only where the static range of the position needs them. The index
    arithmetic is unsigned (IDIV/IREM), so the index is only meaningful, and only used, when
    the condition is false; the condition itself tests signs before anything else matters."""
    index, tests = [], []
    for d, extent in enumerate(shape):
        stride, base, dil = strides[d], base_dilations[d], window_dilations[d]
        low = padding[d][0]
        if extent == 0:
            return tuple(index), True
        pos = k.iadd(_scaled(out[d], stride), k.iadd(_scaled(w[d], dil), k.iconst(-low)))
        last = (extent - 1) * base  # the last operand element's padded position
        highest = (out_shape[d] - 1) * stride + (window[d] - 1) * dil - low
        if -low < 0:
            tests.append(Expr(Leaf.ILT, DType.I1, (pos, k.iconst(0))))
        if highest > last:
            tests.append(Expr(Leaf.ILT, DType.I1, (k.iconst(last), pos)))
        if base != 1:
            tests.append(Expr(Op.COMPARE, DType.I1, (k.irem(pos, base), k.iconst(0)),
                              ("NE", "SIGNED")))
        index.append(k.idiv(pos, base))
    outside = None
    for t in tests:
        outside = t if outside is None else Expr(Op.OR, DType.I1, (outside, t))
    return tuple(index), outside


def _scaled(i: Expr, n: int) -> Expr:
    return i if i.op is Leaf.CONST and i.arg == 0 else k.imul(i, n)
