"""The custom kernel body of Op.TRIDIAGONAL_SOLVE_PERTURBED, jaxlib's
`tridiagonal_solve_perturbed_ffi` (jax.lax.linalg.tridiagonal_solve with perturb_singular):
a tridiagonal system with several right-hand sides, one work-item per system, its one result
x; U's three diagonals in a workspace of [n, 3] per system.

As jaxlib's kernel (xLAGTF + xLAGTS in LAPACK), with |z| the modulus (hypot) for complex
elements and max(a, b) C++'s (b if a < b else a). Elimination, for k = 0 .. n - 2, JAX's dl[k + 1]
being row k + 1's subdiagonal: if it is 0, row k + 1 is taken as it is; otherwise, with the
row scales s(k) = |U(k, 0)| + |U(k, 1)| and s(k + 1) = |dl[k + 1]| + |d[k + 1]| (+ |du[k + 1]|
but for the last row), rows k and k + 1 swap when |dl[k + 1]| / s(k + 1) > |U(k, 0)| / s(k)
(0 when U(k, 0) = 0), and row k + 1 -= (dl[k + 1] / U(k, 0)) row k when they do not. The
right-hand sides are eliminated alongside. max_abs_u is the largest |U(k, i)| over the rows
k < n - 2 and U(n - 1, 0) (row n - 2 is left out, as in jaxlib).

Back substitution from the last row up: each row's remainder r, its pivot p = U(k, 0), and
if |p| < 1 the pivot is perturbed (xLAGTS): with t = copysign(max(eps max_abs_u, safemin),
re p) and m = max_j |r_j|, while |p| < 1: a p below safemin that is 0 or below m safemin, or
any p with m > |p| bignum, becomes p + t, and t doubles; a p below safemin otherwise scales,
with r, by bignum, and a p that passes both tests stays (t has p's sign and doubles, so the
loop ends within about -log2(safemin) steps). Then x[k] = r (1 / p). For n = 1 the bound is
eps |d[0]| and x = r / p. There is no info: a singular system gets a finite (large) solution.

Matching JAX to rounding: for singular systems the row choices tie and the last pivots are
rounding, so each step rounds as jaxlib's does: complex division by Smith's algorithm
(f.divide, as libgcc's), no fused multiply-adds, and the modulus of a complex<float> computed
in double and rounded once, as glibc's hypotf (the device's float hypot is not correctly
rounded, and picked other rows). XLA:CPU runs with subnormals flushed to zero and the device
does not, so results differ where operands or pivots are subnormal.

Cost: about 10 n nrhs multiply-adds per system, as gtsv (pjrtc/codegen/tridiagonal.py).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pjrtc.codegen.body_writer import I1, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import DType

_NUMPY = {DType.F32: np.float32, DType.F64: np.float64}


def emit_tridiagonal_solve_perturbed(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    dl, d, du, rhs = body.inputs
    (x, _), (u_buffer, _) = kernel.outputs
    n, nrhs = body.attr("rows"), body.attr("cols")
    if n == 0:
        return
    s = _Solver(kernel_field(w, kernel), Matrix(w, n, nrhs), Vector(w, n), Matrix(w, n, 3))
    f, b = s.f, w.b
    s.copy_row(x, 0, rhs, 0)
    d0 = f.load(d, s.v.at(0))
    if n == 1:
        p = s.perturbed_pivot(b.fmul(s.c(s.eps), s.abs(d0)), d0, x, w.i64(0))
        s.row_map(x, w.i64(0), lambda value: f.divide(value, p))
        return
    u = _Diagonals(f, u_buffer, s.u)
    with w.loop(0, n, "u.zero") as k:
        for i in range(3):
            u.store(k, i, f.constant(0.0))
    du0 = f.load(du, s.v.at(0))
    u.store(w.i64(0), 0, d0)
    u.store(w.i64(0), 1, du0)
    max_abs_u = w.variable(s.real_type, s.max(s.abs(d0), s.abs(du0)), "max_abs_u")
    scale1 = w.variable(s.real_type, b.fadd(s.abs(d0), s.abs(du0)), "scale1")
    with w.loop(0, n - 1, "eliminate") as k:
        _eliminate_step(s, u, (dl, d, du, rhs), x, k, scale1)
        with b.if_then(b.icmp_signed("<", k, w.i64(n - 2))):
            for i in range(3):
                w.set(max_abs_u, s.max(w.get(max_abs_u), s.abs(u.load(k, i))))
    last = w.i64(n - 1)
    w.set(max_abs_u, s.max(w.get(max_abs_u), s.abs(u.load(last, 0))))
    perturb = b.fmul(s.c(s.eps), w.get(max_abs_u))
    _back_substitute(s, u, x, perturb)


class _Solver:
    """The field, addressing and real constants of one system, and the per-row steps."""

    def __init__(self, f: RealField, m: Matrix, v: Vector, u: Matrix):
        self.f, self.w, self.b = f, f.w, f.w.b
        self.m, self.v, self.u = m, v, u
        self.real_type = f.ct
        info = np.finfo(_NUMPY[f.ct])
        self.eps = float(info.eps)
        small = 1 / info.max
        self.safemin = float(info.tiny if small < info.tiny else small * (1 + info.eps))
        self.bignum = float(_NUMPY[f.ct](1) / _NUMPY[f.ct](self.safemin))

    def c(self, value: float):
        return self.w.constant(value, self.f.ct)

    def abs(self, x):
        """|x|: the modulus for complex x, as Eigen's abs (std::abs, glibc's hypot; hypotf
        is computed in double, so correctly rounded: the row choice compares such moduli,
        and for singular systems these tie to rounding)."""
        builtin, b = self.w.builtin, self.b
        if not isinstance(x, tuple):
            return self.w.fabs(x, self.f.ct)
        if self.f.ct is not DType.F32:
            return builtin("hypot", self.f.ct, list(x))
        re, im = (b.fpext(part, DType.F64) for part in x)
        square = b.fadd(b.fmul(re, re), b.fmul(im, im))
        return b.fptrunc(builtin("sqrt", DType.F64, [square]), self.real_type)

    def max(self, a, b):
        """std::max(a, b): b if a < b else a."""
        return self.b.select(self.b.fcmp_ordered("<", a, b), b, a)

    def add_real(self, x, r):
        """x + r for a real r, as std::complex's += (the imaginary part kept)."""
        return (self.b.fadd(x[0], r), x[1]) if isinstance(x, tuple) else self.b.fadd(x, r)

    def copy_row(self, target, i, source, j) -> None:
        with self.w.loop(0, self.m.cols, "copy.col") as col:
            self.f.store(target, self.m.at(i, col), self.f.load(source, self.m.at(j, col)))

    def row_map(self, x, k, fn: Callable) -> None:
        with self.w.loop(0, self.m.cols, "row.col") as j:
            self.f.store(x, self.m.at(k, j), fn(self.f.load(x, self.m.at(k, j))))

    def perturbed_pivot(self, perturb, pivot, x, k):
        """The pivot of row k as MaybePerturbPivot leaves it (x's row k is the remainder,
        scaled by bignum where the pivot is)."""
        f, w, b = self.f, self.w, self.b
        p = f.variable(pivot, "pivot")
        with b.if_then(b.fcmp_ordered("<", self.abs(pivot), self.c(1.0))):
            size = self.max(self.abs(perturb), self.c(self.safemin))
            step = w.variable(self.real_type, w.builtin(
                "copysign", f.ct, [size, f.real(pivot)]), "perturb")
            largest = w.variable(self.real_type, self.c(0.0), "max_factor")
            with w.loop(0, self.m.cols, "factor.col") as j:
                value = self.abs(f.load(x, self.m.at(k, j)))
                w.set(largest, b.select(b.icmp_signed("==", j, w.i64(0)), value,
                                        self.max(w.get(largest), value)))
            stop = w.variable(I1, I1(0), "stop")

            def more():
                return b.and_(b.fcmp_ordered("<", self.abs(f.get(p)), self.c(1.0)),
                              b.not_(w.get(stop)))

            with w.while_(more, "perturb"):
                self._perturb_step(p, step, w.get(largest), x, k, stop)
        return f.get(p)

    def _perturb_step(self, p, step, largest, x, k, stop) -> None:
        f, w, b = self.f, self.w, self.b
        size = self.abs(f.get(p))
        tiny = b.fcmp_ordered("<", size, self.c(self.safemin))
        grow_tiny = b.or_(b.fcmp_ordered("==", size, self.c(0.0)),
                          b.fcmp_ordered(">", b.fmul(largest, self.c(self.safemin)), size))
        grow_normal = b.fcmp_ordered(">", largest, b.fmul(size, self.c(self.bignum)))
        grow = b.select(tiny, grow_tiny, grow_normal)
        with b.if_else(grow) as (then, otherwise):
            with then:
                f.set(p, self.add_real(f.get(p), w.get(step)))
                w.set(step, b.fmul(w.get(step), self.c(2.0)))
            with otherwise:
                w.set(stop, I1(1))
                with b.if_then(tiny):
                    bignum = self.c(self.bignum)
                    f.set(p, f.scale(f.get(p), bignum))
                    self.row_map(x, k, lambda value: f.scale(value, bignum))


class _Diagonals:
    """U's diagonal, superdiagonal and second superdiagonal: u(k, i), i = 0, 1, 2."""

    def __init__(self, f: RealField, buffer, u: Matrix):
        self.f, self.buffer, self.u = f, buffer, u

    def load(self, k, i):
        return self.f.load(self.buffer, self.u.at(k, i))

    def store(self, k, i, value) -> None:
        self.f.store(self.buffer, self.u.at(k, i), value)


def _eliminate_step(s: _Solver, u: _Diagonals, operands, x, k, scale1) -> None:
    """Row k + 1 of the matrix and of x (held in x) against row k, pivoting as xLAGTF."""
    dl, d, du, rhs = operands
    f, w, b, v, m = s.f, s.w, s.b, s.v, s.m
    n = m.rows
    k1 = b.add(k, w.i64(1))
    not_last = b.icmp_signed("<", k, w.i64(n - 2))
    sub, diag, sup = f.load(dl, v.at(k1)), f.load(d, v.at(k1)), f.load(du, v.at(k1))
    u.store(k1, 0, diag)
    scale2 = b.fadd(s.abs(sub), s.abs(diag))
    scale2 = b.select(not_last, b.fadd(scale2, s.abs(sup)), scale2)
    with b.if_else(f.is_nonzero(sub)) as (eliminate, keep):
        with keep:
            w.set(scale1, scale2)
            u.store(k1, 1, sup)
            u.store(k, 2, f.constant(0.0))
            s.copy_row(x, k1, rhs, k1)
        with eliminate:
            pivot = u.load(k, 0)
            piv1 = b.select(f.is_nonzero(pivot), b.fdiv(s.abs(pivot), w.get(scale1)), s.c(0.0))
            piv2 = b.fdiv(s.abs(sub), scale2)
            with b.if_else(b.fcmp_ordered("<=", piv2, piv1)) as (no_swap, swap):
                with no_swap:
                    w.set(scale1, scale2)
                    factor = f.divide(sub, pivot)
                    u.store(k1, 0, f.sub(diag, f.mul(factor, u.load(k, 1))))
                    u.store(k1, 1, sup)
                    u.store(k, 2, f.constant(0.0))
                    with w.loop(0, m.cols, "eliminate.col") as j:
                        f.store(x, m.at(k1, j), f.sub(f.load(rhs, m.at(k1, j)),
                                                      f.mul(factor, f.load(x, m.at(k, j)))))
                with swap:
                    _swap(s, u, (sub, diag, sup), (rhs, x), k, not_last, scale1)


def _swap(s: _Solver, u: _Diagonals, row, rhs_x, k, not_last, scale1) -> None:
    """Rows k and k + 1 exchanged, then the new row k + 1 eliminated."""
    f, w, b, m = s.f, s.w, s.b, s.m
    (sub, diag, sup), (rhs, x) = row, rhs_x
    k1 = b.add(k, w.i64(1))
    factor = f.divide(u.load(k, 0), sub)
    u_next = f.sub(u.load(k, 1), f.mul(factor, diag))
    u.store(k, 0, sub)
    u.store(k1, 0, u_next)
    u.store(k, 1, diag)
    with b.if_then(not_last):
        u.store(k, 2, sup)
        negated = tuple(b.fneg(p) for p in factor) if isinstance(factor, tuple) \
            else b.fneg(factor)
        u.store(k1, 1, f.mul(negated, sup))
    with w.loop(0, m.cols, "swap.col") as j:
        below = f.load(rhs, m.at(k1, j))
        f.store(x, m.at(k1, j), f.sub(f.load(x, m.at(k, j)), f.mul(factor, below)))
        f.store(x, m.at(k, j), below)
    w.set(scale1, b.fadd(s.abs(u_next), s.abs(u.load(k1, 1))))


def _back_substitute(s: _Solver, u: _Diagonals, x, perturb) -> None:
    """x[k] = (x[k] - U(k, 1) x[k + 1] - U(k, 2) x[k + 2]) (1 / p), p the perturbed pivot,
    from the last row up; the last two rows with only the terms inside the matrix."""
    f, w, b, m = s.f, s.w, s.b, s.m
    n = m.rows

    def solve_row(k, terms):
        coefficients = [(u.load(k, 1), 1), (u.load(k, 2), 2)][:terms]
        with w.loop(0, m.cols, "back.col") as j:
            rest = f.load(x, m.at(k, j))
            for coefficient, offset in coefficients:
                rest = f.sub(rest, f.mul(coefficient, f.load(x, m.at(b.add(k, w.i64(offset)),
                                                                     j))))
            f.store(x, m.at(k, j), rest)
        pivot = s.perturbed_pivot(perturb, u.load(k, 0), x, k)
        inverse = f.divide(f.constant(1.0), pivot)
        s.row_map(x, k, lambda value: f.mul(value, inverse))

    solve_row(w.i64(n - 1), 0)
    solve_row(w.i64(n - 2), 1)
    with w.loop(0, n - 2, "back") as step:
        solve_row(b.sub(w.i64(n - 3), step), 2)
