"""sin and cos for f64 as straight-line LLVM IR (scalars or vectors), fdlibm's algorithm.

The OpenCL builtins sin and cos for double on the Intel CPU runtime are up to 3 ulp off for
arguments of a few units (measured over 100k normal inputs with standard deviation 3), so a
product of two of them (complex exp, sin, cos) missed StableHLO's 3-ulp check by one. fdlibm's
(FreeBSD msun's) pieces are within 1 ulp:

- reduction x = n pi/2 + (y0 + y1) with pi/2 in 33-bit pieces (`__ieee754_rem_pio2`'s medium
  case: n pi/2's first piece is exact for |n| < 2^20, the second step's rounding error is carried
  into y1, a third piece only where the second step cancelled to below 2^-48 |x|);
- `__kernel_sin` and `__kernel_cos` on [-pi/4, pi/4] (double-double argument, degree 13 and 14
  polynomials), picked and negated by n mod 4.

Straight-line (selects, no branches) so a vectorized kernel keeps its vectors. Arguments beyond
REDUCE_LIMIT, infinities and NaNs take the builtin's value, passed in as `fallback` (computed for
every element: measured cost below). `sin_f64` and `cos_f64` take and return an LLVM value of
type double or <N x double>; F64_FUNCTIONS maps the ops to them.
"""

from __future__ import annotations

from collections.abc import Callable

import llvmlite.ir as ir

from pjrtc.ir.tensor import Op

F64 = ir.DoubleType()
I32 = ir.IntType(32)

REDUCE_LIMIT = 1.6e6  # < 2^20 pi/2, so |n| < 2^20 and n * _PIO2_1 is exact
_TINY = 2.0**-27  # sin x rounds to x below this (and keeps the sign of a zero)
_ROUND = 6755399441055744.0  # 1.5 * 2^52: (v + _ROUND) - _ROUND is v rounded to nearest
_INVPIO2 = 6.36619772367581382433e-01
_PIO2_1 = 1.57079632673412561417e+00  # first 33 bits of pi/2
_PIO2_2 = 6.07710050630396597660e-11  # next 33 bits
_PIO2_2T = 2.02226624879595063154e-21  # pi/2 - (_PIO2_1 + _PIO2_2)
_PIO2_3 = 2.02226624871116645580e-21  # next 33 bits
_PIO2_3T = 8.47842766036889956997e-32  # pi/2 - (_PIO2_1 + _PIO2_2 + _PIO2_3)
_S = (-1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04,
      2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10)
_C = (4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05,
      -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11)


class _Math:
    """Constants and arithmetic on double or <N x double> values of one shape."""

    def __init__(self, b: ir.IRBuilder, like: ir.Value):
        self.b = b
        self.lanes = like.type.count if isinstance(like.type, ir.VectorType) else None

    def const(self, value: float) -> ir.Constant:
        if self.lanes is None:
            return ir.Constant(F64, value)
        return ir.Constant(ir.VectorType(F64, self.lanes), [value] * self.lanes)

    def iconst(self, value: int) -> ir.Constant:
        if self.lanes is None:
            return ir.Constant(I32, value)
        return ir.Constant(ir.VectorType(I32, self.lanes), [value] * self.lanes)

    def mul(self, x: ir.Value, c: float | ir.Value) -> ir.Value:
        return self.b.fmul(x, c if isinstance(c, ir.Value) else self.const(c))

    def add(self, x: ir.Value, c: float | ir.Value) -> ir.Value:
        return self.b.fadd(x, c if isinstance(c, ir.Value) else self.const(c))

    def sub(self, x: ir.Value, y: ir.Value) -> ir.Value:
        return self.b.fsub(x, y)

    def fabs(self, x: ir.Value) -> ir.Value:
        suffix = "f64" if self.lanes is None else f"v{self.lanes}f64"
        name = f"llvm.fabs.{suffix}"
        fn = self.b.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.b.module, ir.FunctionType(x.type, [x.type]), name)
        return self.b.call(fn, [x])

    def less(self, x: ir.Value, y: ir.Value) -> ir.Value:
        return self.b.fcmp_ordered("<", x, y)

    def quadrant_is(self, n: ir.Value, value: int) -> ir.Value:
        return self.b.icmp_signed("==", self.b.and_(n, self.iconst(3)), self.iconst(value))


def _reduce(m: _Math, x: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """(n mod 4 as i32, y0, y1) with x = n pi/2 + y0 + y1, |y0| <= pi/4 (|x| < REDUCE_LIMIT)."""
    fn = m.sub(m.add(m.mul(x, _INVPIO2), _ROUND), m.const(_ROUND))
    r = m.sub(x, m.mul(fn, _PIO2_1))  # exact
    # second piece: r - w rounded, its error carried in w (fdlibm's 2nd iteration)
    w = m.mul(fn, _PIO2_2)
    r2 = m.sub(r, w)
    w2 = m.sub(m.mul(fn, _PIO2_2T), m.sub(m.sub(r, r2), w))
    y0_2 = m.sub(r2, w2)
    # third piece, where r2 is tiny (r - w was exact there)
    w = m.mul(fn, _PIO2_3)
    r3 = m.sub(r2, w)
    w3 = m.sub(m.mul(fn, _PIO2_3T), m.sub(m.sub(r2, r3), w))
    y0_3 = m.sub(r3, w3)
    third = m.less(m.fabs(y0_2), m.mul(m.fabs(x), 2.0**-48))
    b = m.b
    r, w, y0 = (b.select(third, r3, r2), b.select(third, w3, w2), b.select(third, y0_3, y0_2))
    y1 = m.sub(m.sub(r, y0), w)
    return b.fptosi(fn, ir.VectorType(I32, m.lanes) if m.lanes else I32), y0, y1


def _kernel_sin(m: _Math, x: ir.Value, y: ir.Value) -> ir.Value:
    """sin(x + y) for |x| <= pi/4, |y| tiny (FreeBSD k_sin.c, iy = 1)."""
    z = m.mul(x, x)
    w = m.mul(z, z)
    r = m.add(m.add(m.mul(m.add(m.mul(z, _S[3]), _S[2]), z), _S[1]),
              m.mul(m.mul(z, w), m.add(m.mul(z, _S[5]), _S[4])))
    v = m.mul(z, x)
    inner = m.sub(m.sub(m.mul(z, m.sub(m.mul(y, 0.5), m.mul(v, r))), y), m.mul(v, _S[0]))
    return m.sub(x, inner)


def _kernel_cos(m: _Math, x: ir.Value, y: ir.Value) -> ir.Value:
    """cos(x + y) for |x| <= pi/4, |y| tiny (FreeBSD k_cos.c)."""
    z = m.mul(x, x)
    w = m.mul(z, z)
    low = m.add(m.mul(m.add(m.mul(z, _C[2]), _C[1]), z), _C[0])
    high = m.add(m.mul(m.add(m.mul(z, _C[5]), _C[4]), z), _C[3])
    r = m.add(m.mul(z, low), m.mul(m.mul(w, w), high))
    hz = m.mul(z, 0.5)
    w = m.sub(m.const(1.0), hz)
    tail = m.add(m.sub(m.sub(m.const(1.0), w), hz), m.sub(m.mul(z, r), m.mul(x, y)))
    return m.add(w, tail)


def _sin_cos(b: ir.IRBuilder, x: ir.Value, shift: int,
             fallback: Callable[[], ir.Value]) -> ir.Value:
    """sin x (shift 0) or cos x (shift 1: sin(x + pi/2)) by quadrant."""
    m = _Math(b, x)
    n, y0, y1 = _reduce(m, x)
    n = b.add(n, m.iconst(shift))
    s, c = _kernel_sin(m, y0, y1), _kernel_cos(m, y0, y1)
    value = b.select(m.quadrant_is(n, 0), s, b.select(m.quadrant_is(n, 1), c,
                     b.select(m.quadrant_is(n, 2), b.fneg(s), b.fneg(c))))
    magnitude = m.fabs(x)
    value = b.select(m.less(magnitude, m.const(REDUCE_LIMIT)), value, fallback())
    if shift == 0:  # sin: x itself when tiny, so sin(-0) = -0
        value = b.select(m.less(magnitude, m.const(_TINY)), x, value)
    return value


def sin_f64(b: ir.IRBuilder, x: ir.Value, fallback: Callable[[], ir.Value]) -> ir.Value:
    return _sin_cos(b, x, 0, fallback)


def cos_f64(b: ir.IRBuilder, x: ir.Value, fallback: Callable[[], ir.Value]) -> ir.Value:
    return _sin_cos(b, x, 1, fallback)


# The ops computed here for f64 (the code generators' lookup).
F64_FUNCTIONS = {Op.SINE: sin_f64, Op.COSINE: cos_f64}
