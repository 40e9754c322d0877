"""Element arithmetic for the linear algebra kernels, one interface for real and complex.

The kernels of pjrtc/codegen/linalg.py and the LAPACK kernels (lu.py, ...) are written once
against a `Field`: `RealField` values are single floats (loop IR values of
pjrtc/codegen/body_writer.py); `ComplexField` values are (re, im) pairs, read from and written
to buffers that hold complex elements as (re, im) pairs of their component type, as numpy lays
them out (the complex legalization,
pjrtc/passes/complex.py, hands these kernels such packed [..., 2] tensors). Element addresses
are element indices; the field turns them into component addresses.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import BodyWriter
from pjrtc.ir.tensor import DType, Value


class RealField:
    def __init__(self, w: BodyWriter, compute: DType):
        self.w, self.b, self.ct = w, w.b, compute

    def load(self, buffer: Value, element):
        return self.w.load(buffer, element, self.ct)

    def store(self, buffer: Value, element, value) -> None:
        self.w.store(buffer, element, value, self.ct)

    def constant(self, value: float):
        return self.w.constant(value, self.ct)

    def from_real(self, r):
        return r

    def real(self, x):
        return x

    def imag(self, x):
        return self.w.constant(0.0, self.ct)

    def variable(self, init, name: str):
        return self.w.variable(self.ct, init, name)

    def get(self, slot):
        return self.w.get(slot)

    def set(self, slot, value) -> None:
        self.w.set(slot, value)

    def add(self, x, y):
        return self.b.fadd(x, y)

    def sub(self, x, y):
        return self.b.fsub(x, y)

    def mul(self, x, y):
        return self.b.fmul(x, y)

    def mul_conj(self, x, y):
        """x * conj(y)."""
        return self.b.fmul(x, y)

    def conj(self, x):
        return x

    def divide(self, x, y):
        return self.b.fdiv(x, y)

    def scale_down(self, x, r):
        """x / r for a real r."""
        return self.b.fdiv(x, r)

    def scale(self, x, r):
        """x * r for a real r."""
        return self.b.fmul(x, r)

    def abs1(self, x):
        """|x| for a real x; |re| + |im| for a complex one (LAPACK's cabs1, what i?amax
        compares when it picks a pivot)."""
        return self.w.fabs(x, self.ct)

    def is_nonzero(self, x):
        """x != 0 as LAPACK's tests read it: true for NaN."""
        return self.b.fcmp_unordered("!=", x, self.w.constant(0.0, self.ct))

    def select(self, cond, x, y):
        return self.b.select(cond, x, y)


class ComplexField(RealField):
    """(re, im) pairs of the component type `compute` (f32 or f64)."""

    def _parts(self, element):
        first = self.b.mul(self.w.index(element), self.w.i64(2))
        return first, self.b.add(first, self.w.i64(1))

    def load(self, buffer: Value, element):
        return tuple(self.w.load(buffer, p, self.ct) for p in self._parts(element))

    def store(self, buffer: Value, element, value) -> None:
        for part, v in zip(self._parts(element), value):
            self.w.store(buffer, part, v, self.ct)

    def constant(self, value: float):
        return (self.w.constant(value, self.ct), self.w.constant(0.0, self.ct))

    def from_real(self, r):
        return (r, self.w.constant(0.0, self.ct))

    def real(self, x):
        return x[0]

    def imag(self, x):
        return x[1]

    def variable(self, init, name: str):
        return tuple(self.w.variable(self.ct, v, f"{name}.{part}")
                     for v, part in zip(init, ("re", "im")))

    def get(self, slot):
        return tuple(self.w.get(s) for s in slot)

    def set(self, slot, value) -> None:
        for s, v in zip(slot, value):
            self.w.set(s, v)

    def add(self, x, y):
        return (self.b.fadd(x[0], y[0]), self.b.fadd(x[1], y[1]))

    def sub(self, x, y):
        return (self.b.fsub(x[0], y[0]), self.b.fsub(x[1], y[1]))

    def mul(self, x, y):
        b = self.b
        return (b.fsub(b.fmul(x[0], y[0]), b.fmul(x[1], y[1])),
                b.fadd(b.fmul(x[0], y[1]), b.fmul(x[1], y[0])))

    def mul_conj(self, x, y):
        b = self.b
        return (b.fadd(b.fmul(x[0], y[0]), b.fmul(x[1], y[1])),
                b.fsub(b.fmul(x[1], y[0]), b.fmul(x[0], y[1])))

    def conj(self, x):
        return (x[0], self.b.fneg(x[1]))

    def divide(self, x, y):
        """Smith's algorithm: scaled by the larger part of y, so |y|^2 never overflows."""
        b = self.b
        (p, q), (c, d) = x, y
        c_larger = b.fcmp_ordered(">=", self.w.fabs(c, self.ct), self.w.fabs(d, self.ct))
        # c larger: r = d / c, den = c + d r, ((p + q r) / den, (q - p r) / den)
        # d larger: r = c / d, den = c r + d, ((p r + q) / den, (q r - p) / den)
        r = b.select(c_larger, b.fdiv(d, c), b.fdiv(c, d))
        den = b.select(c_larger, b.fadd(c, b.fmul(d, r)), b.fadd(b.fmul(c, r), d))
        re = b.select(c_larger, b.fadd(p, b.fmul(q, r)), b.fadd(b.fmul(p, r), q))
        im = b.select(c_larger, b.fsub(q, b.fmul(p, r)), b.fsub(b.fmul(q, r), p))
        return (b.fdiv(re, den), b.fdiv(im, den))

    def scale_down(self, x, r):
        return (self.b.fdiv(x[0], r), self.b.fdiv(x[1], r))

    def scale(self, x, r):
        return (self.b.fmul(x[0], r), self.b.fmul(x[1], r))

    def abs1(self, x):
        return self.b.fadd(self.w.fabs(x[0], self.ct), self.w.fabs(x[1], self.ct))

    def is_nonzero(self, x):
        zero = self.w.constant(0.0, self.ct)
        return self.b.or_(self.b.fcmp_unordered("!=", x[0], zero),
                          self.b.fcmp_unordered("!=", x[1], zero))

    def select(self, cond, x, y):
        return tuple(self.b.select(cond, p, q) for p, q in zip(x, y))


def field_for(w: BodyWriter, compute: DType, is_complex: bool) -> RealField:
    return (ComplexField if is_complex else RealField)(w, compute)
