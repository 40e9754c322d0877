"""The custom kernel body of Op.TRIDIAGONAL, LAPACK's sytrd / hetrd: reduction of a Hermitian
matrix to real symmetric tridiagonal form, unblocked as sytd2 / hetd2, one work-item per
matrix, in place in the result buffer (a copy of the operand; only the triangle `lower` names
is read or written, and the diagonal is made real).

Lower: for i = 0 .. n - 2, H(i) = I - tau v v^H (larfg, pjrtc/codegen/qr.py) maps
(a[i + 1, i], a[i + 2:, i]) to (e[i], 0); with the trailing block B = a[i + 1:, i + 1:],
y = tau B v, then y -= (tau / 2) (y^H v) v, and B -= v y^H + y v^H (its lower triangle). Upper
mirrors it from the last column: H(i) maps (a[i, i + 1], a[:i, i + 1]) and updates the
leading block a[:i + 1, :i + 1]. As in LAPACK, y lives in the taus result until tau
overwrites it, and v's leading 1 is stored in a's matrix while the step runs. Results: a' (e
on the first off-diagonal, the vectors beyond it), d [n] and e [n - 1] real, taus [n - 1],
info always 0.

Cost: about 4 n^3 / 3 multiply-adds in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I32, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.codegen.qr import householder
from pjrtc.ir.kernel import Kernel


class _Step:
    """Where step i's reflector and block lie, lower or upper."""

    def __init__(self, w: BodyWriter, m: Matrix, lower: bool, i):
        b, n = w.b, m.rows
        one, two = b.add(i, w.i64(1)), b.add(i, w.i64(2))
        self.lower = lower
        if lower:
            self.alpha_at, self.x_range = m.at(one, i), (two, n)
            self.v_at = lambda k: m.at(k, i)
            self.block = (one, n)
            self.y_index = lambda k: b.sub(k, w.i64(1))
        else:
            self.alpha_at, self.x_range = m.at(i, one), (0, i)
            self.v_at = lambda k: m.at(k, one)
            self.block = (0, one)
            self.y_index = lambda k: k


def emit_tridiagonal_reduction(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    out, d, e, taus, info = (value for value, _ in kernel.outputs)
    n, lower = body.attr("rows"), body.attr("lower")
    f = kernel_field(w, kernel)
    b = w.b
    m = Matrix(w, n, n)
    vec_n, vec_e = Vector(w, n), Vector(w, max(n - 1, 0))
    copy_matrix(f, a, out, m)
    if n > 0:  # LAPACK makes the first diagonal element it reads real
        first = n - 1 if not lower else 0
        f.store(out, m.at(first, first), f.from_real(f.real(f.load(out, m.at(first, first)))))
    with w.loop(0, n - 1, "reduce") as step:
        i = step if lower else b.sub(w.i64(n - 2), step)
        s = _Step(w, m, lower, i)
        tau = householder(f, out, s.alpha_at, s.x_range, s.v_at)
        beta = f.real(f.load(out, s.alpha_at))
        w.store(e, vec_e.at(i), beta, f.ct)
        # The diagonal element after the block's first (lower) or last (upper) stays real.
        corner = b.add(i, w.i64(1)) if lower else i
        with b.if_else(f.is_nonzero(tau)) as (reflect, keep):
            with reflect:
                f.store(out, s.alpha_at, f.constant(1.0))
                _update_block(f, out, taus, vec_e, m, s, tau)
            with keep:
                f.store(out, m.at(corner, corner),
                        f.from_real(f.real(f.load(out, m.at(corner, corner)))))
        f.store(out, s.alpha_at, f.from_real(beta))
        diagonal = i if lower else b.add(i, w.i64(1))
        w.store(d, vec_n.at(diagonal), f.real(f.load(out, m.at(diagonal, diagonal))), f.ct)
        f.store(taus, vec_e.at(i), tau)
    if n > 0:
        last = n - 1 if lower else 0
        w.store(d, vec_n.at(last), f.real(f.load(out, m.at(last, last))), f.ct)
    w.store_int(info, w.gid, I32(0))


def _hermitian(f: RealField, out, m: Matrix, lower: bool, k, col):
    """Element (k, col) of the Hermitian matrix whose triangle `lower` names out holds."""
    b = f.b
    stored = b.icmp_signed(">=" if lower else "<=", k, col)
    direct = f.load(out, m.at(k, col))
    mirrored = f.conj(f.load(out, m.at(col, k)))
    value = f.select(stored, direct, mirrored)
    return f.select(b.icmp_signed("==", k, col), f.from_real(f.real(direct)), value)


def _update_block(f: RealField, out, taus, vec_e: Vector, m: Matrix, s: _Step, tau) -> None:
    """y = tau B v; y -= (tau / 2)(y^H v) v; B -= v y^H + y v^H (the named triangle)."""
    w, b = f.w, f.w.b
    start, stop = s.block
    zero = f.constant(0.0)
    with w.loop(start, stop, "hemv.k") as k:
        acc = f.variable(zero, "hemv")
        with w.loop(start, stop, "hemv.col") as col:
            term = f.mul(_hermitian(f, out, m, s.lower, k, col), f.load(out, s.v_at(col)))
            f.set(acc, f.add(f.get(acc), term))
        f.store(taus, vec_e.at(s.y_index(k)), f.mul(tau, f.get(acc)))
    dot = f.variable(zero, "yhv")
    with w.loop(start, stop, "yhv.k") as k:
        term = f.mul_conj(f.load(out, s.v_at(k)), f.load(taus, vec_e.at(s.y_index(k))))
        f.set(dot, f.add(f.get(dot), term))
    scale = f.mul(f.scale(tau, w.constant(-0.5, f.ct)), f.get(dot))
    with w.loop(start, stop, "axpy.k") as k:
        y_at = vec_e.at(s.y_index(k))
        f.store(taus, y_at, f.add(f.load(taus, y_at), f.mul(scale, f.load(out, s.v_at(k)))))
    with w.loop(start, stop, "her2.k") as k:
        vk, yk = f.load(out, s.v_at(k)), f.load(taus, vec_e.at(s.y_index(k)))
        columns = (start, b.add(k, w.i64(1))) if s.lower else (k, stop)
        with w.loop(*columns, "her2.col") as col:
            vl, yl = f.load(out, s.v_at(col)), f.load(taus, vec_e.at(s.y_index(col)))
            update = f.add(f.mul_conj(vk, yl), f.mul_conj(yk, vl))
            new = f.sub(f.load(out, m.at(k, col)), update)
            diagonal = b.icmp_signed("==", k, col)
            f.store(out, m.at(k, col), f.select(diagonal, f.from_real(f.real(new)), new))
