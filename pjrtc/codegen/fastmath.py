"""tanh for f32 as straight-line LLVM IR (scalars or vectors), as XLA:CPU computes it.

The OpenCL builtin tanh is accurate to an ulp or so and slow: on the CI machine it took 2 ms
per 4M elements (vectorized) above a plain copy, the rational approximation below 0.5 ms (on
the benchmark's elementwise program XLA takes 2.9 ms in all). XLA:CPU, through Eigen, uses the
same approximation, and so does pjrtc for f32 (and for f16 and bf16, which compute in f32):
Eigen's degree 13 odd / degree 6 even rational function on x clamped to +-7.905..., +-1 beyond
(where tanh rounds to 1 - 2^-22 or 1), x itself for |x| < 4e-4. Measured against float64 tanh
over 4M uniform inputs in [-10, 10] and [-0.01, 0.01]: at most 5 ulp (the builtin: 4); NaN,
+-inf and +-0 as the builtin. f64 keeps the builtin.

A polynomial exp was measured too (Cody-Waite reduction, Cephes coefficients, 1 ulp): no faster
than the builtin in the usual range (1.99 vs 1.84 ms per 4M elements), so exp stays a builtin.

`tanh_f32` takes and returns an LLVM value of type float or <N x float>.
"""

from __future__ import annotations

import struct

import llvmlite.ir as ir

F32 = ir.FloatType()

_TANH_CLAMP = 7.90531110763549805
_TANH_TINY = 0.0004
_TANH_ALPHA = (-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11,
               5.12229709037114e-08, 1.48572235717979e-05, 6.37261928875436e-04,
               4.89352455891786e-03)  # x^13 ... x^1
_TANH_BETA = (1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03,
              4.89352518554385e-03)  # x^6 ... x^0


def _f32(value: float) -> float:
    """`value` rounded to f32 (LLVM float literals must be exactly representable)."""
    return struct.unpack("f", struct.pack("f", value))[0]


class _Math:
    def __init__(self, b: ir.IRBuilder, like: ir.Value):
        self.b = b
        self.ty = like.type
        self.lanes = like.type.count if isinstance(like.type, ir.VectorType) else None

    def const(self, value: float) -> ir.Constant:
        value = _f32(value)
        if self.lanes is None:
            return ir.Constant(F32, value)
        return ir.Constant(ir.VectorType(F32, self.lanes), [value] * self.lanes)

    def intrinsic(self, name: str, *args: ir.Value) -> ir.Value:
        suffix = "f32" if self.lanes is None else f"v{self.lanes}f32"
        full = f"llvm.{name}.{suffix}"
        module = self.b.module
        fn = module.globals.get(full)
        if fn is None:
            fn = ir.Function(module, ir.FunctionType(self.ty, [self.ty] * len(args)), full)
        return self.b.call(fn, list(args))

    def fma(self, x: ir.Value, y: ir.Value, z: ir.Value) -> ir.Value:
        return self.intrinsic("fma", x, y, z)

    def horner(self, x: ir.Value, coefficients) -> ir.Value:
        acc = self.const(coefficients[0])
        for c in coefficients[1:]:
            acc = self.fma(acc, x, self.const(c))
        return acc

    def clamp(self, x: ir.Value, lo: float, hi: float) -> ir.Value:
        """x within [lo, hi]; a NaN stays NaN (ordered compares are false for it)."""
        b = self.b
        x = b.select(b.fcmp_ordered(">", x, self.const(hi)), self.const(hi), x)
        return b.select(b.fcmp_ordered("<", x, self.const(lo)), self.const(lo), x)


def tanh_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    m = _Math(b, x)
    xc = m.clamp(x, -_TANH_CLAMP, _TANH_CLAMP)
    x2 = b.fmul(xc, xc)
    p = b.fmul(xc, m.horner(x2, _TANH_ALPHA))
    q = m.horner(x2, _TANH_BETA)
    y = b.fdiv(p, q)
    magnitude = m.intrinsic("fabs", x)
    # Past the clamp tanh is 1 - 2^-22 or, past about 9.01, 1.0 (to f32): 1.0, within 1 ulp.
    one = b.select(b.fcmp_ordered("<", x, m.const(0.0)), m.const(-1.0), m.const(1.0))
    y = b.select(b.fcmp_ordered(">=", magnitude, m.const(_TANH_CLAMP)), one, y)
    tiny = b.fcmp_ordered("<", magnitude, m.const(_TANH_TINY))
    return b.select(tiny, x, y)  # NaN: the rational function of a NaN is a NaN
