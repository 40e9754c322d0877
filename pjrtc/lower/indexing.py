"""Lowering of the indexing ops: dynamic_slice, dynamic_update_slice, gather, scatter.

dynamic_slice, dynamic_update_slice and gather are expansion rules (`INDEXING_RULES`, merged
into `rules._RULES`), so they fuse like any data-movement op: a result element loads its start
index scalars (any integer type), clamps them, and reads the operand element it copies.

Start indices (StableHLO spec):
  - dynamic_slice / dynamic_update_slice: `clamp(0, start_indices, shape(operand) -
    slice_sizes / shape(update))`: every start is clamped so the slice stays in bounds.
  - gather: `full_start_index[d] = clamp(start_index[d_start], 0, dim(operand, d) -
    slice_sizes[d])` for `d = start_index_map[d_start]`: clamped the same way.
  - scatter: "If result_index is out of bounds for shape(results...), the behavior is
    implementation-defined." We follow XLA (and JAX's mode='drop'): an update window whose
    start index is not in [0, dim - window_size] in some dimension is skipped entirely; start
    indices are never clamped.
Kernel IR index arithmetic is on I64 with signed comparisons (ILT) and wrapping add/mul, so the
indices are converted to I64 first (ui64 is clamped against the bound in ui64 before, so huge
values do not turn negative) and clamped with signed MAXIMUM/MINIMUM on I64.

Scatter is a kernel of its own (`scatter_kernel`, in KERNEL_BUILDERS): ONE kernel whose
iteration space is the result (= input) shape and which, for each result element `o`, folds
over the whole update-scatter index space (the dims of `updates` that are not window dims),
in row-major order:

    acc_k = inputs_k[o]
    for every scatter index s:
        start = the window start for s (indices loaded from scatter_indices, not clamped)
        if start is in bounds and o lies inside the window at start:
            acc = update_computation(acc..., updates...[s, o - start])
    results_k[o] = acc_k

The step is a plain `Reduction` whose values and updates are `IF(skip, ..., ...)`: the update
elements are loaded only on the taken side, so out-of-window update indices are never read, and
a skipped step keeps the accumulators. No kernel IR or codegen change was needed.

This is correct for duplicate indices with any update computation, commutative or not: every
update that covers `o` is applied exactly once, in the order of the scatter index space (the
spec leaves the order implementation-defined), and no two work items write the same element, so
there are no races or atomics. Within one scatter index at most one window element covers `o`.
The cost is O(size(result) x size(update scatter space)) steps, each loading
`index_vector_dim`'s extent of indices and a few compares, even where few updates touch the
result: fine for embedding-style updates into small tensors, quadratic for large ones. (A
faster version would sort/bucket the indices or run a serial kernel per update window.)
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Reduction
from pjrtc.ir.tensor import DType, Node, Op, Value

OperandFn = Callable[[Value, tuple[Expr, ...]], Expr]


# -- index helpers ----------------------------------------------------------------------------

def _to_i64(x: Expr) -> Expr:
    return x if x.dtype is DType.I64 else Expr(Op.CONVERT, DType.I64, (x,))


def clamped_start(x: Expr, hi: int) -> Expr:
    """An integer index scalar of any type clamped to [0, hi], as I64 (hi >= 0)."""
    if hi <= 0:
        return k.iconst(0)  # the slice spans the whole dimension: the start is always 0
    if x.dtype is DType.U64:  # clamp above in ui64, so 2^63 and more stay large
        x = Expr(Op.MINIMUM, DType.U64, (x, k.const(hi, DType.U64)))
        return _to_i64(x)
    signed = x.dtype.is_signed_int
    x = _to_i64(x)
    if signed:
        x = Expr(Op.MAXIMUM, DType.I64, (x, k.iconst(0)))
    return Expr(Op.MINIMUM, DType.I64, (x, k.iconst(hi)))


def _signed_start(x: Expr) -> Expr:
    """An index scalar as I64 without clamping: ui64 values >= 2^63 become negative, which is
    out of bounds as the value itself is."""
    return _to_i64(x)


def _lt(a: Expr, b: Expr) -> Expr:
    return Expr(Leaf.ILT, DType.I1, (a, b))


def _or(a: Expr | None, b: Expr) -> Expr:
    return b if a is None else Expr(Op.OR, DType.I1, (a, b))


def _sub(a: Expr, b: Expr) -> Expr:
    """a - b on I64 (may be negative: only compared, or used where it is in range)."""
    if b.op is Leaf.CONST:
        return k.iadd(a, k.iconst(-b.arg))
    return k.iadd(a, Expr(Leaf.IMUL, DType.I64, (b, k.iconst(-1))))


# -- dynamic_slice / dynamic_update_slice -------------------------------------------------------

def _dynamic_slice(node: Node, index, operand: OperandFn) -> Expr:
    src, starts = node.operands[0], node.operands[1:]
    sizes = node.attrs["slice_sizes"]
    src_index = tuple(
        k.iadd(i, clamped_start(operand(s, ()), extent - size))
        for i, s, extent, size in zip(index, starts, src.type.shape, sizes))
    return operand(src, src_index)


def _dynamic_update_slice(node: Node, index, operand: OperandFn) -> Expr:
    """IF(index inside the update window at the clamped start, update[index - start],
    operand[index])."""
    src, update, starts = node.operands[0], node.operands[1], node.operands[2:]
    outside: Expr | None = None
    upd_index = []
    for i, s, extent, size in zip(index, starts, src.type.shape, update.type.shape):
        if size == extent:  # the window spans the dimension: start 0, always inside
            upd_index.append(i)
            continue
        start = clamped_start(operand(s, ()), extent - size)
        end = k.iadd(start, k.iconst(size - 1))  # last index inside (start - 1 when empty)
        outside = _or(outside, _or(_lt(i, start), _lt(end, i)))
        upd_index.append(_sub(i, start))
    if outside is None:
        return operand(update, tuple(upd_index))
    return Expr(Leaf.IF, node.result.type.dtype,
                (outside, operand(src, tuple(index)), operand(update, tuple(upd_index))))


# -- gather ------------------------------------------------------------------------------------

def _gather(node: Node, index, operand: OperandFn) -> Expr:
    src, indices = node.operands
    a = node.attrs
    offset_dims, collapsed = a["offset_dims"], a["collapsed_slice_dims"]
    operand_batching = a["operand_batching_dims"]
    indices_batching = a["start_indices_batching_dims"]
    start_map, ivd, sizes = a["start_index_map"], a["index_vector_dim"], a["slice_sizes"]
    rank = node.result.type.rank
    batch_index = [index[d] for d in range(rank) if d not in offset_dims]
    offset_index = [index[d] for d in offset_dims]

    def start_component(d_start: int) -> Expr:
        idx: list[Expr] = list(batch_index)
        if ivd < indices.type.rank:
            idx.insert(ivd, k.iconst(d_start))
        return operand(indices, tuple(idx))

    src_index: list[Expr] = []
    offsets = iter(offset_index)
    for d, extent in enumerate(src.type.shape):
        if d in collapsed or d in operand_batching:
            pos = k.iconst(0)
        else:
            pos = next(offsets)
        if d in start_map:
            hi = extent - sizes[d]
            if hi > 0:
                pos = k.iadd(pos, clamped_start(start_component(start_map.index(d)), hi))
        elif d in operand_batching:
            d_start = indices_batching[operand_batching.index(d)]
            pos = k.iadd(pos, batch_index[d_start if d_start < ivd else d_start - 1])
        src_index.append(pos)
    return operand(src, tuple(src_index))


INDEXING_RULES = {
    Op.DYNAMIC_SLICE: _dynamic_slice,
    Op.DYNAMIC_UPDATE_SLICE: _dynamic_update_slice,
    Op.GATHER: _gather,
}


# -- scatter -----------------------------------------------------------------------------------

def scatter_kernel(lowering, node: Node, name: str) -> Kernel:
    """One kernel over the result: each element folds every update whose window covers it (see
    the module docstring)."""
    from pjrtc.lower import LOCAL_SIZE, _body_exprs  # (pjrtc.lower imports this module)

    n = len(node.results)
    inputs, indices, updates = node.operands[:n], node.operands[n], node.operands[n + 1:]
    a = node.attrs
    window_dims, inserted = a["update_window_dims"], a["inserted_window_dims"]
    input_batching = a["input_batching_dims"]
    indices_batching = a["scatter_indices_batching_dims"]
    to_operand, ivd = a["scatter_dims_to_operand_dims"], a["index_vector_dim"]
    upd_shape = updates[0].type.shape
    scatter_dims = [d for d in range(len(upd_shape)) if d not in window_dims]
    out_shape = inputs[0].type.shape
    o = tuple(k.index(d) for d in range(len(out_shape)))
    s = [k.rindex(j) for j in range(len(scatter_dims))]

    def start_component(d_start: int) -> Expr:
        idx: list[Expr] = list(s)
        if ivd < indices.type.rank:
            idx.insert(ivd, k.iconst(d_start))
        return lowering.element(indices, tuple(idx))

    # Per input dimension: the offset of o inside the window, and whether o is outside it
    # (or the window is out of bounds, which skips the whole update).
    skip: Expr | None = None
    window_offsets: list[Expr] = []  # for the input dims that are window dims of updates
    windows = iter(window_dims)
    for d, extent in enumerate(out_shape):
        if d in inserted or d in input_batching:
            size = 1
        else:
            size = upd_shape[next(windows)]
        if d in to_operand:
            start = _signed_start(start_component(to_operand.index(d)))
            # start < 0 or start > extent - size: the window is out of bounds
            skip = _or(skip, _or(_lt(start, k.iconst(0)), _lt(k.iconst(extent - size), start)))
            offset = _sub(o[d], start)
            skip = _or(skip, _or(_lt(offset, k.iconst(0)), _lt(k.iconst(size - 1), offset)))
        elif d in input_batching:
            d_start = indices_batching[input_batching.index(d)]
            start = s[d_start if d_start < ivd else d_start - 1]
            offset = k.iconst(0)  # a size-1 window at the batch index
            skip = _or(skip, Expr(Op.COMPARE, DType.I1, (o[d], start), ("NE", "SIGNED")))
        else:  # the window starts at 0
            offset = o[d]
            if size < extent:
                skip = _or(skip, _lt(k.iconst(size - 1), offset))
        if d not in inserted and d not in input_batching:
            window_offsets.append(offset)

    upd_index: list[Expr | None] = [None] * len(upd_shape)
    for j, d in enumerate(scatter_dims):
        upd_index[d] = s[j]
    for off, d in zip(window_offsets, window_dims):
        upd_index[d] = off
    upd_index_t = tuple(upd_index)

    if skip is None:
        skip = k.const(False, DType.I1)
    values = tuple(Expr(Leaf.IF, u.type.dtype, (skip, k.const(0, u.type.dtype),
                                                lowering.element(u, upd_index_t)))
                   for u in updates)
    body = _body_exprs(node.body, n)
    acc_dtypes = tuple(v.type.dtype for v in inputs)
    update = tuple(Expr(Leaf.IF, dt, (skip, Expr(Leaf.ACC, dt, (), i), body[i]))
                   for i, dt in enumerate(acc_dtypes))
    inits = tuple(lowering.element(v, o) for v in inputs)
    reduction = Reduction(tuple(upd_shape[d] for d in scatter_dims), inits, values, update,
                          acc_dtypes)
    outputs = tuple((r, Expr(Leaf.ACC, r.type.dtype, (), i)) for i, r in enumerate(node.results))
    return Kernel(name, out_shape, outputs, reduction, (node.describe(),), LOCAL_SIZE)
