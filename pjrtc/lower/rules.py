"""Per-op expansion rules: the element of a tensor op's result at an index, as a kernel Expr.

`expand(node, index, operand)` returns the expression for `node`'s result at `index` (a tuple of
I64 expressions, one per result dimension), where `operand(value, index)` gives an operand's
element (a LOAD of a materialized buffer, or that operand's own expansion: fusion).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.tensor import BINARY_OPS, DATA_MOVEMENT_OPS, UNARY_OPS, DType, Node, Op, Value
from pjrtc.lower.complex_math import expand_complex_part
from pjrtc.lower.indexing import INDEXING_RULES

OperandFn = Callable[[Value, tuple[Expr, ...]], Expr]

# f16 and bf16 ops compute in f32 and round once, as XLA:CPU does, except these ones, which run
# on the narrow type itself (for bf16, whose registers are f32: pjrtc/codegen/bf16.py).
_NARROW_FLOATS = frozenset({DType.F16, DType.BF16})
_PASSTHROUGH_F16 = frozenset({Op.CONVERT, Op.NEGATE, Op.ABS, Op.SELECT, Op.COMPARE, Op.MAXIMUM,
                              Op.MINIMUM, Op.CLAMP, Op.SIGN, Op.IS_FINITE})
_PASSTHROUGH_F16 |= {Op.REDUCE_PRECISION}  # bit manipulation in the type's own format, as XLA


def expand(node: Node, index: tuple[Expr, ...], operand: OperandFn) -> Expr:
    if "complex_part" in node.attrs:  # a complex op on real (re, im) parts: passes/complex.py
        return expand_complex_part(node, index, operand)
    rule = _RULES.get(node.op)
    if rule is not None:
        return rule(node, index, operand)
    if node.op in UNARY_OPS or node.op in BINARY_OPS or node.op in (Op.COMPARE, Op.CLAMP):
        return _elementwise(node, index, operand)
    raise AssertionError(f"no expansion rule for {node.op}")


def splat_value(array: np.ndarray):
    """The single value of a splat constant as a Python scalar, or None if not a splat."""
    flat = array.reshape(-1)
    if flat.size == 0:
        return 0  # never read: a size-0 tensor has no elements
    # Bit for bit, whatever the dtype: [0.0, -0.0] is no splat, and NaNs (bf16's too, which
    # numpy does not see as floats) are one value only with the same payload.
    raw = np.ascontiguousarray(flat).view(np.uint8).reshape(flat.size, -1)
    return flat[0].item() if bool(np.all(raw == raw[0])) else None


def _scalar_operand(value: Value, index: tuple[Expr, ...], operand: OperandFn) -> Expr:
    """An operand that may be 0-d where the result is not (select's pred, clamp's bounds)."""
    return operand(value, () if value.type.rank == 0 else index)


def _elementwise(node: Node, index: tuple[Expr, ...], operand: OperandFn) -> Expr:
    args = tuple(_scalar_operand(v, index, operand) for v in node.operands)
    out = node.result.type.dtype
    arg = None
    if node.op is Op.COMPARE:
        arg = (node.attrs["direction"], node.attrs.get("compare_type"))
    if node.op is Op.REDUCE_PRECISION:
        arg = (node.attrs["exponent_bits"], node.attrs["mantissa_bits"])
    if node.op is Op.CONVERT:
        return Expr(Op.CONVERT, out, args)
    narrow = out in _NARROW_FLOATS or (args and args[0].dtype in _NARROW_FLOATS)
    if narrow and node.op not in _PASSTHROUGH_F16:
        wide = tuple(Expr(Op.CONVERT, DType.F32, (a,)) if a.dtype in _NARROW_FLOATS else a
                     for a in args)
        res = DType.F32 if out in _NARROW_FLOATS else out
        computed = Expr(node.op, res, wide, arg)
        return Expr(Op.CONVERT, out, (computed,)) if out in _NARROW_FLOATS else computed
    return Expr(node.op, out, args, arg)


def _select(node: Node, index, operand) -> Expr:
    pred, a, b = (_scalar_operand(v, index, operand) for v in node.operands)
    return Expr(Op.SELECT, node.result.type.dtype, (pred, a, b))


def _constant(node: Node, index, operand) -> Expr:
    value = splat_value(node.attrs["value"])
    assert value is not None, "non-splat constants are materialized, never expanded"
    return k.const(value, node.result.type.dtype)


def _iota(node: Node, index, operand) -> Expr:
    axis = index[node.attrs["iota_dimension"]]
    return Expr(Op.CONVERT, node.result.type.dtype, (axis,))


def _broadcast_in_dim(node: Node, index, operand) -> Expr:
    src = node.operands[0]
    dims = node.attrs["broadcast_dimensions"]
    src_index = tuple(k.iconst(0) if src.type.shape[j] == 1 else index[d]
                      for j, d in enumerate(dims))
    return operand(src, src_index)


def linearize(index: tuple[Expr, ...], shape: tuple[int, ...]) -> Expr:
    flat = k.iconst(0)
    for i, extent in zip(index, shape):
        flat = k.iadd(k.imul(flat, extent), i)
    return flat


def delinearize(flat: Expr, shape: tuple[int, ...]) -> tuple[Expr, ...]:
    out, stride = [], 1
    for extent in reversed(shape):
        out.append(k.irem(k.idiv(flat, stride), extent))
        stride *= extent
    return tuple(reversed(out))


def _reshape(node: Node, index, operand) -> Expr:
    """Each group of result dimensions that holds the same elements as a group of operand
    dimensions (merged or split) maps onto it alone, so dimensions a reshape keeps cost no
    arithmetic, and a split is a division of its group's own index: the group's leading
    operand index is idiv(flat, stride), which `kernel_exprs.flat_terms` recognizes to read
    the element at offset `flat` again without the division."""
    src = node.operands[0]
    src_shape, dst_shape = src.type.shape, node.result.type.shape
    groups = reshape_groups(dst_shape, src_shape)
    if groups is None:  # an empty tensor: any index will do, none is read
        return operand(src, delinearize(linearize(index, dst_shape), src_shape))
    src_index = [k.iconst(0)] * len(src_shape)
    for dst_dims, src_dims in groups:
        flat = linearize(tuple(index[d] for d in dst_dims), tuple(dst_shape[d] for d in dst_dims))
        stride = 1
        for j, d in enumerate(reversed(src_dims)):
            leading = j == len(src_dims) - 1
            at = k.idiv(flat, stride)
            src_index[d] = at if leading else k.irem(at, src_shape[d])
            stride *= src_shape[d]
    return operand(src, tuple(src_index))


def reshape_groups(dst: tuple[int, ...], src: tuple[int, ...]
                   ) -> list[tuple[tuple[int, ...], tuple[int, ...]]] | None:
    """The smallest groups (result dims, operand dims), in order, whose extents have equal
    products; dimensions of extent 1 belong to none. None for a tensor with no elements."""
    if 0 in dst or 0 in src:
        return None
    a = [d for d in range(len(dst)) if dst[d] != 1]
    b = [d for d in range(len(src)) if src[d] != 1]
    groups, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        gi, gj = [a[i]], [b[j]]
        pi, pj = dst[a[i]], src[b[j]]
        i, j = i + 1, j + 1
        while pi != pj:
            if pi < pj:
                gi.append(a[i])
                pi *= dst[a[i]]
                i += 1
            else:
                gj.append(b[j])
                pj *= src[b[j]]
                j += 1
        groups.append((tuple(gi), tuple(gj)))
    return groups


def _transpose(node: Node, index, operand) -> Expr:
    perm = node.attrs["permutation"]
    src_index = [None] * len(perm)
    for i, p in enumerate(perm):
        src_index[p] = index[i]
    return operand(node.operands[0], tuple(src_index))


def _slice(node: Node, index, operand) -> Expr:
    starts, strides = node.attrs["start_indices"], node.attrs["strides"]
    src_index = tuple(k.iadd(k.imul(i, st), k.iconst(s))
                      for i, s, st in zip(index, starts, strides))
    return operand(node.operands[0], src_index)


def _concatenate(node: Node, index, operand) -> Expr:
    dim = node.attrs["dimension"]
    pieces, offset = [], 0
    for v in node.operands:
        pieces.append((offset, v))
        offset += v.type.shape[dim]
    pieces = [(o, v) for o, v in pieces if v.type.shape[dim] > 0]

    def piece(o: int, v: Value) -> Expr:
        shifted = list(index)
        shifted[dim] = k.iadd(index[dim], k.iconst(-o)) if o else index[dim]
        return operand(v, tuple(shifted))

    expr = piece(*pieces[-1])
    for o, v in reversed(pieces[:-1]):
        limit = o + v.type.shape[dim]
        cond = Expr(Leaf.ILT, DType.I1, (index[dim], k.iconst(limit)))
        expr = Expr(Leaf.IF, expr.dtype, (cond, piece(o, v), expr))
    return expr


def _reverse(node: Node, index, operand) -> Expr:
    shape = node.result.type.shape
    flipped = tuple(k.iadd(k.iconst(shape[d] - 1), k.imul(i, -1))
                    if d in node.attrs["dimensions"] else i for d, i in enumerate(index))
    return operand(node.operands[0], flipped)


def _pad(node: Node, index, operand) -> Expr:
    """Result element o along each dim reads operand element (o - low) / (interior + 1) when
    that division is exact and in range; every other element is the padding value. Negative
    padding only shifts `low`, so the same test covers cropping.

    A select, not an IF: the operand is read at index 0 along every dimension where the
    element is padding, so the load stays in range and the kernel has no branch (the Intel CPU
    compiler vectorizes a select, but masks both sides of a branch)."""
    src, padding = node.operands
    lows, interiors = node.attrs["edge_padding_low"], node.attrs["interior_padding"]
    fill = operand(padding, ())
    if 0 in src.type.shape:  # nothing to read: every element is padding
        return fill
    outside: Expr | None = None
    src_index = []
    highs = node.attrs["edge_padding_high"]
    for i, low, high, interior, extent in zip(index, lows, highs, interiors, src.type.shape):
        if low == high == interior == 0:  # this dimension is never padding
            src_index.append(i)
            continue
        shifted = k.iadd(i, k.iconst(-low))
        step = interior + 1
        pos = k.idiv(shifted, step)
        bad = Expr(Leaf.ILT, DType.I1, (shifted, k.iconst(0)))
        if step != 1:
            gap = Expr(Op.COMPARE, DType.I1, (k.irem(shifted, step), k.iconst(0)), ("NE", "SIGNED"))
            bad = Expr(Op.OR, DType.I1, (bad, gap))
        beyond = Expr(Leaf.ILT, DType.I1, (k.iconst(extent - 1), pos))
        bad = Expr(Op.OR, DType.I1, (bad, beyond))
        outside = bad if outside is None else Expr(Op.OR, DType.I1, (outside, bad))
        src_index.append(Expr(Op.SELECT, DType.I64, (bad, k.iconst(0), pos)))
    if outside is None:  # nothing to pad
        return operand(src, tuple(src_index))
    return Expr(Op.SELECT, fill.dtype, (outside, fill, operand(src, tuple(src_index))))


_UNSIGNED = {8: DType.U8, 16: DType.U16, 32: DType.U32, 64: DType.U64}


def _reinterpret(x: Expr, dtype: DType) -> Expr:
    """Same-width bitcast (none when the type is already `dtype`)."""
    return x if x.dtype is dtype else Expr(Op.BITCAST_CONVERT, dtype, (x,))


def _bitcast_convert(node: Node, index, operand) -> Expr:
    """Bits reinterpreted, little-endian as on the device. A narrower result has an extra last
    dimension of the width ratio: its element j is bits [j*w, (j+1)*w) of the operand element.
    A wider result joins the operand's last dimension: operand element j supplies those bits."""
    src = node.operands[0]
    s, d = src.type.dtype, node.result.type.dtype
    if s.bits == d.bits:
        return _reinterpret(operand(src, index), d)
    if s.bits > d.bits:
        word = _reinterpret(operand(src, index[:-1]), _UNSIGNED[s.bits])
        shift = Expr(Op.CONVERT, word.dtype, (k.imul(index[-1], d.bits),))
        piece = Expr(Op.SHIFT_RIGHT_LOGICAL, word.dtype, (word, shift))
        return _reinterpret(Expr(Op.CONVERT, _UNSIGNED[d.bits], (piece,)), d)
    wide = _UNSIGNED[d.bits]
    word = None
    for j in range(d.bits // s.bits):
        piece = _reinterpret(operand(src, (*index, k.iconst(j))), _UNSIGNED[s.bits])
        piece = Expr(Op.CONVERT, wide, (piece,))
        if j:
            piece = Expr(Op.SHIFT_LEFT, wide, (piece, k.const(j * s.bits, wide)))
        word = piece if word is None else Expr(Op.OR, wide, (word, piece))
    return _reinterpret(word, d)


_RULES = {
    Op.SELECT: _select,
    Op.CONSTANT: _constant,
    Op.IOTA: _iota,
    Op.BROADCAST_IN_DIM: _broadcast_in_dim,
    Op.RESHAPE: _reshape,
    Op.TRANSPOSE: _transpose,
    Op.SLICE: _slice,
    Op.CONCATENATE: _concatenate,
    Op.REVERSE: _reverse,
    Op.PAD: _pad,
    **INDEXING_RULES,  # dynamic_slice, dynamic_update_slice, gather
    Op.BITCAST_CONVERT: _bitcast_convert,
}
# Select aside, these rules are exactly the data-movement ops: the lowering's fusion cost
# (lower/__init__.py) and passes/lift.py's tree_cost count those ops as free because these
# rules fuse them by indexing.
assert set(_RULES) - {Op.SELECT} == DATA_MOVEMENT_OPS, set(_RULES) ^ DATA_MOVEMENT_OPS
