"""Split-K: a matrix product with few result tiles and a long reduction is summed in parts.

The tiled micro-kernel (pjrtc/passes/tile_contractions.py) gives each work-item one tile of
mr x nr results and walks the whole reduction for it. A product with few tiles and a long
reduction therefore runs on a few work-items while the other cores idle: the benchmark CNN's
last layer, [8, 16384] x [16384, 10], is two tiles of 16384 steps each (0.21 ms, one core
per tile). Here such a dot_general becomes a batched one over S slices of the reduction,
[S, M, N] partial sums computed in parallel, and a reduce adding the S partials (which takes
the bias or activation after it as its epilogue). When to split, and into how many slices, is
the target's (`split_target_tiles`, `split_min_slice`, with the measurement that chose them).

Summing in parts changes only the order of the additions, which the spec leaves to the
implementation (XLA's CPU backend splits reductions the same way).

Only plain matrix products are split: f32 or f64, rank-2 operands, no batch dimensions, one
contracting dimension. Anything else keeps its single dot_general.
"""

from __future__ import annotations

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.target import Target


def split_contraction(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    slices = _slices(node, target)
    if slices < 2:
        return list(b.emit(node.op, node.operands, [node.result.type], node.body,
                           **node.attrs))
    a = node.attrs
    lhs, rhs = node.operands
    (lc,), (rc,) = a["lhs_contracting_dimensions"], a["rhs_contracting_dimensions"]
    k = lhs.type.shape[lc]
    lhs_parts, lhs_batch = _split_axis(b, lhs, lc, slices, k)
    rhs_parts, rhs_batch = _split_axis(b, rhs, rc, slices, k)
    m, n = node.result.type.shape
    dtype = node.result.type.dtype
    partials = b.emit1(Op.DOT_GENERAL, (lhs_parts, rhs_parts),
                       TensorType((slices, m, n), dtype),
                       lhs_batching_dimensions=(lhs_batch,),
                       rhs_batching_dimensions=(rhs_batch,),
                       lhs_contracting_dimensions=(lhs_batch + 1,),
                       rhs_contracting_dimensions=(rhs_batch + 1,))
    (total,) = b.reduce([partials], [b.constant(0, dtype)], [0], b.scalar_body(Op.ADD, dtype))
    return [total]


def _slices(node: Node, target: Target) -> int:
    """How many slices to sum `node`'s reduction in (1: leave it alone): while the product has
    fewer tiles than the target's split_target_tiles, as many as bring it up to that (a power
    of two dividing the reduction), each at least split_min_slice long."""
    a = node.attrs
    result = node.result.type
    dtype = result.dtype
    if (dtype not in (DType.F32, DType.F64) or a["lhs_batching_dimensions"]
            or len(a["lhs_contracting_dimensions"]) != 1 or result.rank != 2
            or any(v.type.rank != 2 or v.type.dtype is not dtype for v in node.operands)):
        return 1
    m, n = result.shape
    lanes, min_columns = target.tile_lanes_of(dtype), target.tile_min_columns_of(dtype)
    if lanes is None or n < min_columns:
        return 1  # not tiled at all
    k = node.operands[0].type.shape[a["lhs_contracting_dimensions"][0]]
    tiles = -(-m // target.tile_rows) * -(-n // (target.tile_column_vectors * lanes))
    slices = 1
    while (tiles * slices * 2 <= target.split_target_tiles and k % (slices * 2) == 0
           and k // (slices * 2) >= target.split_min_slice):
        slices *= 2
    return slices


def _split_axis(b: GraphBuilder, x: Value, axis: int, slices: int, k: int) -> tuple[Value, int]:
    """`x` with its axis `axis` (of extent k) reshaped to (slices, k // slices); the new
    slice axis's position."""
    shape = list(x.type.shape)
    shape[axis:axis + 1] = [slices, k // slices]
    return b.reshape(x, tuple(shape)), axis
