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
a skipped step keeps the accumulators. No kernel IR or codegen change was needed. A scatter of
one update window (no scatter dims, one result: `scatter.one_update`) folds one step, so it is
elementwise, `IF(skip, input[o], update_computation(input[o], update[o - start]))`, and is
expanded where it is read like any elementwise op (`scatter.scatter_element`), not given a
kernel: GPT-2 generate's logit mask is computed in the argmax that reads it.

This is correct for duplicate indices with any update computation, commutative or not: every
update that covers `o` is applied exactly once, in the order of the scatter index space (the
spec leaves the order implementation-defined), and no two work items write the same element, so
there are no races or atomics. Within one scatter index at most one window element covers `o`.
The cost is O(size(result) x size(update scatter space)) steps, each loading
`index_vector_dim`'s extent of indices and a few compares, even where few updates touch the
result: fine for embedding-style updates into small tensors, quadratic for large ones. So a
scatter of at least `Target.scatter_in_order_min_windows` windows into a result at least 4x
its updates (Hugging Face's top-k logits: 50 values set into 1000 -inf logits) is one
work-item instead, copying the operand into the result and then applying each update element
in the updates' row-major order (scatter.py `_in_order_kernel`, codegen/scatter.py): O(result
+ updates), serial, which a device loop runs as it runs any kernel.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf
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


def signed_start(x: Expr) -> Expr:
    """An index scalar as I64 without clamping: ui64 values >= 2^63 become negative, which is
    out of bounds as the value itself is."""
    return _to_i64(x)


def index_lt(a: Expr, b: Expr) -> Expr:
    return Expr(Leaf.ILT, DType.I1, (a, b))


def or_(a: Expr | None, b: Expr) -> Expr:
    return b if a is None else Expr(Op.OR, DType.I1, (a, b))


def index_sub(a: Expr, b: Expr) -> Expr:
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
        outside = or_(outside, or_(index_lt(i, start), index_lt(end, i)))
        upd_index.append(index_sub(i, start))
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
