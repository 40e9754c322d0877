"""Complex elementary functions as kernel IR expressions on real (re, im) parts.

pjrtc/passes/complex.py splits complex values into real parts and turns each complex
elementwise op into one real node per result part, marked with a `complex_part` attribute:
its operands are the op's complex operands as real [..., 2] tensors of (re, im) pairs (for a
0-d result: the operands' parts, re0, im0, re1, im1, ...), and its result is the real part (0), the imaginary part (1), or the op's real result (None: abs,
compare). `expand_complex_part` builds that result's element expression here, in the kernel,
so one complex op is one fused expression (shared subexpressions are emitted once).
`Real` wraps an expression with Python operators, so the formulas read as math.

The formulas are the numerically careful ones, evaluated in the part type:
- abs: max * sqrt(1 + (min/max)^2) (no overflow or underflow in the squares); inf wins over
  NaN, as C99's hypot.
- divide: Smith's algorithm, then XLA's (and C99 Annex G's) recovery of zero and infinite
  results that it computes as NaN + NaN i.
- sqrt: Kahan's: t = sqrt((|a| + |z|) / 2), the other part b / 2t, so neither part cancels.
- log: log|z| as log(max) + log1p((min/max)^2) / 2, or log1p((m - 1)(m + 1) + min^2) / 2
  when |z| is near 1 (where log|z| is small and log(max) would cancel); log1p for small z.
- log1p: log|1 + z| as log1p(|1 + z|^2 - 1) / 2 where |1 + z| is within [1/2, 2], with
  |1 + z|^2 - 1 = 2a + a^2 + b^2 from error-free squares (Dekker) and sums (Knuth), so it
  does not cancel near |1 + z| = 1 (in f32 too: complex64 computes in f32 only).
- exp, sin, cos: real exp, sin, cos with sinh/cosh from expm1 (exact near 0); e^a times
  each part, or exp(a/2)^2 around it where only e^a overflows (so e^a cos b stays finite).
- tanh (tan(z) = -i tanh(iz)): Kahan's formula as in FreeBSD's ctanh, the limit for large |x|.
Special values follow C99 Annex G (what the StableHLO interpreter computes through
std::complex) for the cases each function lists; pow and atan2 are composed of the others,
with XLA's 0^w rule (0^0 = 1, 0^w = 0 for real w > 0).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr
from pjrtc.ir.tensor import DType, Node, Op, Value
from pjrtc.ops import COMPLEX_MATH_OPS

_INT_OF = {DType.F32: DType.I32, DType.F64: DType.I64}
# Veltkamp's splitting constants, 2^ceil(p / 2) + 1 for p significand bits.
_SPLITTER = {DType.F32: 4097.0, DType.F64: 134217729.0}
# |x| from which tanh(x + iy) is (sign(x), 4 sin(y) cos(y) e^(-2|x|)) to the type's precision
# (FreeBSD's ctanhf and ctanh thresholds).
_TANH_LIMIT = {DType.F32: 9.0, DType.F64: 22.0}


class Emitter:
    """Builds scalar expressions of one float type (f32 or f64)."""

    def __init__(self, dtype: DType):
        self.dtype = dtype

    def wrap(self, expr: Expr) -> Real:
        return Real(self, expr)

    def const(self, x: float, dtype: DType | None = None) -> Real:
        return Real(self, k.const(x, dtype or self.dtype))

    def _emit(self, op: Op, args, dtype: DType | None = None, arg=None) -> Real:
        exprs = tuple(self._as(a).x for a in args)
        return Real(self, Expr(op, dtype or exprs[0].dtype, exprs, arg))

    def _as(self, x) -> Real:
        return x if isinstance(x, Real) else self.const(x)

    # -- real functions -------------------------------------------------------------------

    def unary(self, op: Op, x) -> Real:
        return self._emit(op, [x])

    def abs(self, x) -> Real:
        return self.unary(Op.ABS, x)

    def sqrt(self, x) -> Real:
        return self.unary(Op.SQRT, x)

    def exp(self, x) -> Real:
        return self.unary(Op.EXPONENTIAL, x)

    def expm1(self, x) -> Real:
        return self.unary(Op.EXPONENTIAL_MINUS_ONE, x)

    def log(self, x) -> Real:
        return self.unary(Op.LOG, x)

    def log1p(self, x) -> Real:
        return self.unary(Op.LOG_PLUS_ONE, x)

    def sin(self, x) -> Real:
        return self.unary(Op.SINE, x)

    def cos(self, x) -> Real:
        return self.unary(Op.COSINE, x)

    def tan(self, x) -> Real:
        return self.unary(Op.TAN, x)

    def cbrt(self, x) -> Real:
        return self.unary(Op.CBRT, x)

    def atan2(self, y, x) -> Real:
        return self._emit(Op.ATAN2, [y, x])

    def sinh_cosh(self, x: Real) -> tuple[Real, Real]:
        """(sinh x, cosh x) from expm1(x) and expm1(-x): no cancellation near 0."""
        up, down = self.expm1(x), self.expm1(-x)
        return 0.5 * (up - down), 0.5 * (up + down) + 1.0

    def compare(self, direction: str, x, y, compare_type: str = "FLOAT") -> Real:
        return self._emit(Op.COMPARE, [x, y], DType.I1, (direction, compare_type))

    def select(self, pred: Real, x, y) -> Real:
        return self._emit(Op.SELECT, [pred, x, y], self._as(x).dtype)

    def isnan(self, x) -> Real:
        return self.compare("NE", x, x)

    def isinf(self, x) -> Real:
        return self.compare("EQ", self.abs(x), math.inf)

    def isfinite(self, x) -> Real:
        return self._emit(Op.IS_FINITE, [x], DType.I1)

    def signbit(self, x) -> Real:
        """Whether the sign bit is set (-0.0 and negative NaNs included)."""
        bits = self._emit(Op.BITCAST_CONVERT, [x], _INT_OF[self.dtype])
        return self.compare("LT", bits, self.const(0, _INT_OF[self.dtype]), "SIGNED")

    def copysign(self, magnitude, sign) -> Real:
        size = self.abs(magnitude)
        return self.select(self.signbit(sign), -size, size)

    def bigger(self, x: Real, y: Real) -> tuple[Real, Real]:
        """(max, min) of two non-negative values by a plain comparison: a NaN lands in
        whichever slot the other value does not take (callers check NaNs themselves)."""
        first = self.compare("GT", x, y)
        return self.select(first, x, y), self.select(first, y, x)


class Real:
    """A real (or i1) scalar expression; arithmetic operators build further expressions."""

    __slots__ = ("e", "x")

    def __init__(self, emitter: Emitter, expr: Expr):
        self.e = emitter
        self.x = expr

    @property
    def dtype(self) -> DType:
        return self.x.dtype

    def _bin(self, op: Op, other, swap: bool = False) -> Real:
        other = self.e._as(other)
        args = [other, self] if swap else [self, other]
        return self.e._emit(op, args)

    def __add__(self, o):
        return self._bin(Op.ADD, o)

    def __radd__(self, o):
        return self._bin(Op.ADD, o, swap=True)

    def __sub__(self, o):
        return self._bin(Op.SUBTRACT, o)

    def __rsub__(self, o):
        return self._bin(Op.SUBTRACT, o, swap=True)

    def __mul__(self, o):
        return self._bin(Op.MULTIPLY, o)

    def __rmul__(self, o):
        return self._bin(Op.MULTIPLY, o, swap=True)

    def __truediv__(self, o):
        return self._bin(Op.DIVIDE, o)

    def __rtruediv__(self, o):
        return self._bin(Op.DIVIDE, o, swap=True)

    def __neg__(self):
        return self.e.unary(Op.NEGATE, self)

    # booleans (i1 values)
    def __and__(self, o):
        return self._bin(Op.AND, o)

    def __or__(self, o):
        return self._bin(Op.OR, o)

    def __invert__(self):
        return self.e.unary(Op.NOT, self)


class C(NamedTuple):
    """A complex value as its real and imaginary parts."""

    re: Real
    im: Real


# -- arithmetic ---------------------------------------------------------------------------

def mul(x: C, y: C) -> C:
    """(a c - b d) + (a d + b c) i, as XLA and the StableHLO interpreter compute it."""
    return C(x.re * y.re - x.im * y.im, x.re * y.im + x.im * y.re)


def div(x: C, y: C) -> C:
    e = x.re.e
    a, b, c, d = x.re, x.im, y.re, y.im
    by_re = e.compare("GE", e.abs(c), e.abs(d))  # Smith: divide by the larger part
    ratio = e.select(by_re, d / c, c / d)
    scale = 1.0 / e.select(by_re, c + d * ratio, c * ratio + d)
    re = e.select(by_re, a + b * ratio, a * ratio + b) * scale
    im = e.select(by_re, b - a * ratio, b * ratio - a) * scale
    return _divide_recovery(x, y, C(re, im))


def _divide_recovery(x: C, y: C, q: C) -> C:
    """Smith's quotient is NaN + NaN i for x / 0, inf / finite and finite / inf, where C99
    (and XLA) give infinities and zeros."""
    e = x.re.e
    a, b, c, d = x.re, x.im, y.re, y.im
    both_nan = e.isnan(q.re) & e.isnan(q.im)
    zero_den = (e.compare("EQ", c, 0.0) & e.compare("EQ", d, 0.0)
                & ~(e.isnan(a) & e.isnan(b)))
    inf_c = e.copysign(math.inf, c)
    finite_y = e.isfinite(c) & e.isfinite(d)
    finite_x = e.isfinite(a) & e.isfinite(b)
    inf_num = (e.isinf(a) | e.isinf(b)) & finite_y
    a1 = e.copysign(e.select(e.isinf(a), 1.0, 0.0), a)
    b1 = e.copysign(e.select(e.isinf(b), 1.0, 0.0), b)
    inf_den = (e.isinf(c) | e.isinf(d)) & finite_x
    c1 = e.copysign(e.select(e.isinf(c), 1.0, 0.0), c)
    d1 = e.copysign(e.select(e.isinf(d), 1.0, 0.0), d)
    cases = ((zero_den, C(inf_c * a, inf_c * b)),
             (inf_num, C(math.inf * (a1 * c + b1 * d), math.inf * (b1 * c - a1 * d))),
             (inf_den, C(0.0 * (a * c1 + b * d1), 0.0 * (b * c1 - a * d1))))
    re, im = q
    for when, value in reversed(cases):
        pick = both_nan & when
        re, im = e.select(pick, value.re, re), e.select(pick, value.im, im)
    return C(re, im)


def abs_(x: C) -> Real:
    e = x.re.e
    big, small = e.bigger(e.abs(x.re), e.abs(x.im))
    ratio = small / big
    h = big * e.sqrt(1.0 + ratio * ratio)
    h = e.select(e.compare("EQ", big, 0.0) & e.compare("EQ", small, 0.0), 0.0, h)
    return e.select(e.isinf(x.re) | e.isinf(x.im), math.inf, h)


def sign(x: C) -> C:
    """z / |z|, and 0 for 0 (a NaN part gives NaN)."""
    e = x.re.e
    size = abs_(x)
    zero = e.compare("EQ", size, 0.0)
    return C(e.select(zero, 0.0, x.re / size), e.select(zero, 0.0, x.im / size))


def sqrt(x: C) -> C:
    e = x.re.e
    a, b = x
    t = e.sqrt(0.5 * e.abs(a) + 0.5 * abs_(x))  # halves first: no overflow
    other = e.abs(b) / (2.0 * t)
    nonneg = e.compare("GE", a, 0.0)
    re = e.select(nonneg, t, other)
    im = e.select(nonneg, b / (2.0 * t), e.copysign(t, b))
    zero = e.compare("EQ", a, 0.0) & e.compare("EQ", b, 0.0)
    re, im = e.select(zero, 0.0, re), e.select(zero, b, im)
    inf_b = e.isinf(b)  # sqrt(x +- inf i) = inf +- inf i, even for a NaN x
    return C(e.select(inf_b, math.inf, re), e.select(inf_b, b, im))


def rsqrt(x: C) -> C:
    one = C(x.re.e.const(1.0), x.re.e.const(0.0))
    return div(one, sqrt(x))


def _log_abs(a: Real, b: Real) -> Real:
    """log|a + b i| without overflow, and accurate where |z| is near 1."""
    e = a.e
    big, small = e.bigger(e.abs(a), e.abs(b))
    ratio = small / big
    far = e.log(big) + 0.5 * e.log1p(ratio * ratio)
    near = 0.5 * e.log1p((big - 1.0) * (big + 1.0) + small * small)
    is_near = e.compare("GE", big, 0.5) & e.compare("LE", big, 2.0)
    out = e.select(is_near, near, far)
    out = e.select(e.compare("EQ", big, 0.0) & e.compare("EQ", small, 0.0), -math.inf, out)
    return e.select(e.isinf(a) | e.isinf(b), math.inf, out)


def log(x: C) -> C:
    return C(_log_abs(*x), x.re.e.atan2(x.im, x.re))


def _split(x: Real) -> tuple[Real, Real]:
    """Veltkamp's split: x = hi + lo exactly, each with at most half of x's significand bits
    (so their products are exact; the kernel IR has no fused multiply-add)."""
    scaled = _SPLITTER[x.dtype] * x
    hi = scaled - (scaled - x)
    return hi, x - hi


def _two_square(x: Real) -> tuple[Real, Real]:
    """(p, err) with p = fl(x * x) and p + err = x * x exactly (Dekker's product)."""
    hi, lo = _split(x)
    p = x * x
    return p, ((hi * hi - p) + 2.0 * (hi * lo)) + lo * lo


def _two_sum(x: Real, y: Real) -> tuple[Real, Real]:
    """(s, err) with s = fl(x + y) and s + err = x + y exactly (Knuth's, branch-free)."""
    total = x + y
    back = total - x
    return total, (x - (total - back)) + (y - back)


def _shifted_square_minus_one(a: Real, b: Real) -> Real:
    """|1 + a + bi|^2 - 1 = 2a + a^2 + b^2 within about an ulp, however much 2a cancels
    a^2 + b^2 (near |1 + z| = 1): the squares and their sum with 2a are split into rounded
    values and exact errors; the cancelled sum and those errors are then added with their own
    errors kept (Ogita, Rump and Oishi's Sum2), so only the final sum rounds."""
    a2, a2_err = _two_square(a)
    b2, b2_err = _two_square(b)
    squares, squares_err = _two_sum(a2, b2)
    total, total_err = _two_sum(2.0 * a, squares)
    errors = []
    for term in (squares_err, total_err, a2_err, b2_err):
        total, error = _two_sum(total, term)
        errors.append(error)
    return total + ((errors[0] + errors[1]) + (errors[2] + errors[3]))


def log1p(x: C) -> C:
    e = x.re.e
    a, b = x
    shifted = a + 1.0
    # log|1 + z| = log1p(|1 + z|^2 - 1) / 2 where |1 + z|^2 is within [1/2, 2] (overflowing or
    # NaN parts fall outside); log|1 + z| from its parts elsewhere, where it does not cancel.
    s = _shifted_square_minus_one(a, b)
    is_near = e.compare("GE", s, -0.75) & e.compare("LE", s, 3.0)
    re = e.select(is_near, 0.5 * e.log1p(s), _log_abs(shifted, b))
    return C(re, e.atan2(b, shifted))


def _exp_times(e: Emitter, a: Real, factor: Real) -> Real:
    """e^a * factor: one product (the builtins' errors plus one rounding, within 3 ulp of the
    reference); exp(a/2)^2 around the factor only where e^a alone overflows (that form rounds
    twice more and doubles exp's error: 4 ulp on StableHLO's exp testdata)."""
    full, half = e.exp(a), e.exp(0.5 * a)
    return e.select(e.isinf(full), (half * factor) * half, full * factor)


def exp(x: C) -> C:
    e = x.re.e
    a, b = x
    re = _exp_times(e, a, e.cos(b))
    im = e.select(e.compare("EQ", b, 0.0), b, _exp_times(e, a, e.sin(b)))
    # exp(-inf + (inf or NaN) i) = 0 +- 0i (glibc: the sign of b), exp(+inf + ...) = inf + NaN i
    odd_b = ~e.isfinite(b)
    minus_inf = e.compare("EQ", a, -math.inf) & odd_b
    re = e.select(minus_inf, 0.0, e.select(e.compare("EQ", a, math.inf) & odd_b,
                                          math.inf, re))
    return C(re, e.select(minus_inf, e.copysign(0.0, b), im))


def expm1(x: C) -> C:
    """(expm1(a) cos b - 2 sin^2(b/2)) + e^a sin(b) i: accurate for small z; exp(z) - 1
    (and its special values) where a part is not finite."""
    e = x.re.e
    a, b = x
    half_sin = e.sin(0.5 * b)
    re = e.expm1(a) * e.cos(b) - 2.0 * half_sin * half_sin
    im = e.select(e.compare("EQ", b, 0.0), b, _exp_times(e, a, e.sin(b)))
    special = exp(x)
    finite = e.isfinite(a) & e.isfinite(b)
    return C(e.select(finite, re, special.re - 1.0), e.select(finite, im, special.im))


def _keep_zero(e: Emitter, zero_when: Real, zero: Real, value: Real) -> Real:
    """`value`, except where it is NaN only because a zero part met an infinity."""
    return e.select(zero_when & e.isnan(value), zero, value)


def sin(x: C) -> C:
    e = x.re.e
    a, b = x
    sinh_b, cosh_b = e.sinh_cosh(b)
    re = _keep_zero(e, e.compare("EQ", a, 0.0), a, e.sin(a) * cosh_b)
    im = _keep_zero(e, e.compare("EQ", b, 0.0), b, e.cos(a) * sinh_b)
    # sin(x +- inf i) for x inf or NaN: NaN + inf i (glibc's choice of the unspecified sign)
    return C(re, e.select(e.isinf(b) & ~e.isfinite(a), math.inf, im))


def cos(x: C) -> C:
    e = x.re.e
    a, b = x
    sinh_b, cosh_b = e.sinh_cosh(b)
    zero = e.compare("EQ", a, 0.0) | e.compare("EQ", b, 0.0)
    im = _keep_zero(e, zero, e.const(0.0), -(e.sin(a) * sinh_b))
    # cos(x +- inf i) for x inf or NaN: inf + NaN i
    re = e.select(e.isinf(b) & ~e.isfinite(a), math.inf, e.cos(a) * cosh_b)
    return C(re, im)


def tanh(x: C) -> C:
    e = x.re.e
    a, b = x
    t = e.tan(b)
    beta = 1.0 + t * t
    sinh_a, cosh_a = e.sinh_cosh(a)
    denom = 1.0 + beta * sinh_a * sinh_a
    re = (beta * cosh_a * sinh_a) / denom
    im = t / denom
    far = e.compare("GE", e.abs(a), _TANH_LIMIT[e.dtype])
    decay = e.exp(-e.abs(a))
    far_im = 4.0 * e.sin(b) * e.cos(b) * decay * decay
    re = e.select(far, e.copysign(1.0, a), re)
    im = e.select(far, far_im, im)
    im = e.select(e.compare("EQ", b, 0.0), b, im)  # tanh(NaN + 0i) = NaN + 0i
    re = e.select(e.compare("EQ", a, 0.0), a, re)  # tanh(+-0 + (inf or NaN) i) = +-0 + NaN i
    return C(re, _keep_zero(e, e.isinf(a), e.const(0.0), im))


def tan(x: C) -> C:
    """tan(z) = -i tanh(i z)."""
    t = tanh(C(-x.im, x.re))
    return C(t.im, -t.re)


def logistic(x: C) -> C:
    """1 / (1 + e^-z)."""
    e = x.re.e
    denom = exp(C(-x.re, -x.im))
    return div(C(e.const(1.0), e.const(0.0)), C(1.0 + denom.re, denom.im))


def pow_(x: C, y: C) -> C:
    """e^(y log x); 0^y is 1 for y = 0 and 0 for real y > 0, as XLA computes it."""
    e = x.re.e
    lg = log(x)
    out = exp(mul(y, lg))
    zero_base = (e.compare("EQ", x.re, 0.0) & e.compare("EQ", x.im, 0.0)
                 & e.compare("EQ", y.im, 0.0) & e.compare("GE", y.re, 0.0))
    unit = e.select(e.compare("EQ", y.re, 0.0), 1.0, 0.0)
    return C(e.select(zero_base, unit, out.re), e.select(zero_base, 0.0, out.im))


def cbrt(x: C) -> C:
    """The principal cube root: cbrt(|z|) at a third of the argument."""
    e = x.re.e
    size = e.cbrt(abs_(x))
    angle = e.atan2(x.im, x.re) * (1.0 / 3.0)
    c, s = e.cos(angle), e.sin(angle)
    zero_s = e.compare("EQ", s, 0.0)  # inf * 0 on the real axis
    return C(size * c, e.select(zero_s, s, size * s))


def atan2(y: C, x: C) -> C:
    """-i log((x + i y) / sqrt(x^2 + y^2)), as the StableHLO interpreter defines it."""
    num = C(x.re - y.im, x.im + y.re)
    sq = mul(x, x)
    sq2 = mul(y, y)
    root = sqrt(C(sq.re + sq2.re, sq.im + sq2.im))
    lg = log(div(num, root))
    return C(lg.im, -lg.re)


# -- ordering: lexicographic on (re, im), as the spec says ---------------------------------

def compare(direction: str, kind: str, x: C, y: C) -> Real:
    e = x.re.e
    if direction == "EQ":
        return e.compare("EQ", x.re, y.re, kind) & e.compare("EQ", x.im, y.im, kind)
    if direction == "NE":
        return e.compare("NE", x.re, y.re, kind) | e.compare("NE", x.im, y.im, kind)
    strict = {"LE": "LT", "GE": "GT"}.get(direction, direction)
    return e.compare(strict, x.re, y.re, kind) | (
        e.compare("EQ", x.re, y.re, kind) & e.compare(direction, x.im, y.im, kind))


def _pick(direction: str, x: C, y: C) -> C:
    """x where it is lexicographically greater ("GT") or less ("LT") than y, else y: the
    StableHLO interpreter's complex maximum and minimum (a NaN part never wins)."""
    e = x.re.e
    same_re = e.compare("EQ", x.re, y.re)
    take = (same_re & e.compare(direction, x.im, y.im)) | (
        ~same_re & e.compare(direction, x.re, y.re))
    return C(e.select(take, x.re, y.re), e.select(take, x.im, y.im))


def maximum(x: C, y: C) -> C:
    return _pick("GT", x, y)


def minimum(x: C, y: C) -> C:
    return _pick("LT", x, y)


def clamp(lo: C, x: C, hi: C) -> C:
    return minimum(maximum(x, lo), hi)


# -- the lowering rule -----------------------------------------------------------------------

FUNCTIONS: dict[Op, Callable[..., C | Real]] = {
    Op.MULTIPLY: mul, Op.DIVIDE: div, Op.POWER: pow_, Op.ATAN2: atan2, Op.ABS: abs_,
    Op.SIGN: sign, Op.SQRT: sqrt, Op.RSQRT: rsqrt, Op.CBRT: cbrt, Op.EXPONENTIAL: exp,
    Op.EXPONENTIAL_MINUS_ONE: expm1, Op.LOG: log, Op.LOG_PLUS_ONE: log1p,
    Op.LOGISTIC: logistic, Op.SINE: sin, Op.COSINE: cos, Op.TAN: tan, Op.TANH: tanh,
    Op.MAXIMUM: maximum, Op.MINIMUM: minimum, Op.CLAMP: clamp,
}
# The ops passes/complex.py hands this module as `complex_part` nodes: these and compare.
_HANDLED = set(FUNCTIONS) | {Op.COMPARE}
assert _HANDLED == COMPLEX_MATH_OPS, _HANDLED ^ COMPLEX_MATH_OPS


def expand_complex_part(node: Node, index: tuple[Expr, ...],
                        operand: Callable[[Value, tuple[Expr, ...]], Expr]) -> Expr:
    """The element of a `complex_part` node (see the module docstring) at `index`."""
    e = Emitter(node.operands[0].type.dtype)
    if node.result.type.rank == 0:  # the operands' parts, in order
        parts = [e.wrap(operand(v, ())) for v in node.operands]
        values = [C(parts[i], parts[i + 1]) for i in range(0, len(parts), 2)]
    else:
        values = []
        for v in node.operands:
            at = index if v.type.rank > 1 else ()  # clamp's bounds may be 0-d
            values.append(C(*(e.wrap(operand(v, at + (k.iconst(i),))) for i in (0, 1))))
    if node.op is Op.COMPARE:
        out = compare(node.attrs["direction"], node.attrs.get("compare_type") or "FLOAT",
                      *values)
    else:
        out = FUNCTIONS[node.op](*values)
    part = node.attrs["complex_part"]
    return (out if part is None else out[part]).x
