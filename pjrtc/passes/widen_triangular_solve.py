"""f32 and complex64 triangular_solve computed in f64 (an expansion: passes/expand.py).

The substitution's error grows with the matrix's condition number: each solved unknown, rounded
to f32, is multiplied into the unknowns after it. On StableHLO's testdata (2 x 8 x 8 upper
matrices, 10 right-hand sides, solutions up to 4e4 from entries of a few units) the f32
substitution was up to 40 ulps from the exact solution (XLA's own result up to 40 too, as an
exact solution is from it). Solved in f64, operands converted and the solution rounded once,
every element is within an ulp of the exact solution for matrices whose condition number is
far below 1e8 (2^(53 - 24)). Accumulating in f64 alone is not enough: the unknowns live in the
f32 result between steps (9 ulps on the same case).

Cost: the conversions (one fused kernel each way) and f64 arithmetic in the solve.
"""

from __future__ import annotations

from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.passes.rewrite import GraphBuilder

_WIDE = {DType.F32: DType.F64, DType.C64: DType.C128}


def widen_triangular_solve(b: GraphBuilder, node: Node) -> list[Value]:
    a, rhs = node.operands
    dtype = node.result.type.dtype
    if dtype not in _WIDE:
        return [b.emit1(node.op, node.operands, node.result.type, **node.attrs)]
    wide = _WIDE[dtype]
    x = b.emit1(Op.TRIANGULAR_SOLVE, (b.convert(a, wide), b.convert(rhs, wide)),
                TensorType(node.result.type.shape, wide), **node.attrs)
    return [b.convert(x, dtype)]
