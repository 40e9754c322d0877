"""A dot product whose additions are compensated (cascaded summation, as Ogita, Rump and Oishi's
Sum2): each partial sum s + p is split into its rounded value and its exact error (Knuth's
TwoSum, branch-free), the errors are summed in a second accumulator and added at the end. The
products stay rounded: their errors are independent half-ulps of each term, where the sum's
errors grow with the partial sums. Used for fft's DFT matrices, f32 and f64 (passes/fft.py
marks those dot_generals `compensated`; its docstring has the errors and costs): on StableHLO's
14x15x16x17 f64 fft testdata the error fell from 2 to 1 ulp of the transform's largest value
(against a long double transform), in f32 from 1.8-3.8 to 0.5-1.6, at about 4 additions per
term (a 64 x 4096 FFT took about 20-25% longer). Also capturing the products' errors (Dekker's
TwoProduct: the kernel IR has no fused multiply-add) brought the f64 RFFT case to 0.5 ulp but
doubled the f64 transform's time.

Where the error accumulator is not finite (an infinite or NaN term) the plain sum is returned,
as an uncompensated dot gives it.
"""

from __future__ import annotations

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf, Reduction
from pjrtc.ir.tensor import DType, Op


def _op(op: Op, dtype: DType, *args: Expr) -> Expr:
    return Expr(op, dtype, args)


def compensated_dot(x: Expr, y: Expr, shape: tuple[int, ...]) -> tuple[Reduction, Expr]:
    """(the reduction over `shape` of x*y, the result read from its accumulators)."""
    d = x.dtype
    s, c = Expr(Leaf.ACC, d, (), 0), Expr(Leaf.ACC, d, (), 1)
    p = Expr(Leaf.VAL, d, (), 0)
    total = _op(Op.ADD, d, s, p)
    back = _op(Op.SUBTRACT, d, total, s)  # TwoSum: (s - (total - back)) + (p - back)
    sum_error = _op(Op.ADD, d, _op(Op.SUBTRACT, d, s, _op(Op.SUBTRACT, d, total, back)),
                    _op(Op.SUBTRACT, d, p, back))
    zero = k.const(0.0, d)
    reduction = Reduction(shape, (zero, zero), (_op(Op.MULTIPLY, d, x, y),),
                          (total, _op(Op.ADD, d, c, sum_error)), (d, d))
    finite = Expr(Op.IS_FINITE, DType.I1, (c,))
    return reduction, Expr(Op.SELECT, d, (finite, _op(Op.ADD, d, s, c), s))
