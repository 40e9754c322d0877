"""Explicit padding for convolutions (a graph expansion, before lowering).

A convolution with padding reads its lhs through a test per window point: is this position
padding? Lowered as it is, that test (an IF guarding the load) sits in the innermost loop of
the tiled micro-kernel (pjrtc/codegen/contraction.py), once per multiply-add row: measured
20 GFLOP/s on the benchmark CNN's 3x3x32->64 convolution. Here such a convolution becomes a
`pad` of its lhs with zeros (the spec defines convolution on `pad(lhs, 0, padding)`) and a
convolution without padding; lowering materializes a pad read by a convolution (one pass
over the input) so the micro-kernel's loads are plain affine addresses.

Only float convolutions large enough to be tiled (the target's pad_min_result_elements: one
launch more is not worth it below), with non-negative padding and no lhs dilation, are
rewritten; the rest are left as they are.
"""

from __future__ import annotations

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.target import Target

_FLOATS = (DType.F16, DType.BF16, DType.F32, DType.F64)


def pad_convolution(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    a = node.attrs
    lhs, rhs = node.operands
    padding = a["padding"]
    if not _worth_padding(node, target):
        return list(b.emit(node.op, node.operands, [r.type for r in node.results], node.body,
                           **a))
    rank = lhs.type.rank
    lows, highs = [0] * rank, [0] * rank
    for (low, high), d in zip(padding, a["input_spatial_dimensions"]):
        lows[d], highs[d] = low, high
    shape = tuple(n + lo + hi for n, lo, hi in zip(lhs.type.shape, lows, highs))
    padded = b.emit1(Op.PAD, (lhs, b.constant(0, lhs.type.dtype)),
                     TensorType(shape, lhs.type.dtype), edge_padding_low=tuple(lows),
                     edge_padding_high=tuple(highs), interior_padding=(0,) * rank)
    attrs = dict(a, padding=tuple((0, 0) for _ in padding))
    return list(b.emit(Op.CONVOLUTION, (padded, rhs), [node.result.type], None, **attrs))


def _worth_padding(node: Node, target: Target) -> bool:
    a = node.attrs
    padding = a["padding"]
    return (node.result.type.dtype in _FLOATS
            and node.result.type.size >= target.pad_min_result_elements
            and any(lo > 0 or hi > 0 for lo, hi in padding)
            and all(lo >= 0 and hi >= 0 for lo, hi in padding)
            and all(d == 1 for d in a["lhs_dilation"]))
