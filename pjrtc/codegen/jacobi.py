"""Jacobi rotations shared by the eigh and svd kernel bodies (pjrtc/codegen/eigh.py, svd.py).

For a Hermitian 2 x 2 [[a, b], [conj(b), d]] with b = |b| e^(i phi), the unitary J that
diagonalizes it (J^H M J diagonal) acts on columns p, q as [[c, s], [-s u, c u]] with
u = e^(-i phi), theta = (d - a) / 2|b|, t = sign(theta) / (|theta| + sqrt(theta^2 + 1)),
c = 1 / sqrt(t^2 + 1), s = t c; the new diagonal is (a - t|b|, d + t|b|). Real matrices have
u = sign(b): the classical Jacobi rotation.
"""

from __future__ import annotations

from typing import NamedTuple

from pjrtc.codegen.field import RealField
from pjrtc.ir.tensor import DType

# The rotation is skipped when |b| <= EPS sqrt(|a| |d|): relative to the diagonal, so small
# eigenvalues and singular values keep their relative accuracy (Demmel and Veselic).
EPS = {DType.F32: 2.0 ** -23, DType.F64: 2.0 ** -52}


class Rotation(NamedTuple):
    c: object  # real
    s: object  # real
    t: object  # real
    u: object  # a field element of modulus 1


def needs_rotation(f: RealField, size, a, d):
    """|b| > EPS sqrt(|a| |d|), true for NaN (so NaN operands never look converged)."""
    w, b, ct = f.w, f.w.b, f.ct
    bound = b.fmul(w.constant(EPS[ct], ct), b.fmul(w.sqrt(_fabs(f, a), ct),
                                                   w.sqrt(_fabs(f, d), ct)))
    return b.fcmp_unordered(">", size, bound)


def rotation(f: RealField, a, d, off, size) -> Rotation:
    """The rotation diagonalizing [[a, off], [conj(off), d]] (a, d real; size = |off| > 0)."""
    w, b, ct = f.w, f.w.b, f.ct
    one = w.constant(1.0, ct)
    theta = b.fdiv(b.fsub(d, a), b.fmul(w.constant(2.0, ct), size))
    root = w.sqrt(b.fadd(b.fmul(theta, theta), one), ct)
    t = b.fdiv(w.builtin("copysign", ct, [one, theta]), b.fadd(_fabs(f, theta), root))
    c = b.fdiv(one, w.sqrt(b.fadd(b.fmul(t, t), one), ct))
    return Rotation(c, b.fmul(t, c), t, f.scale_down(f.conj(off), size))


def rotate_rows(f: RealField, buffer, at, p, q, r: Rotation, length: int, name: str,
                u=None) -> None:
    """Rows p, q of `buffer` (element (row, k) at at(row, k)) <- J^T applied from the left:
    row_p <- c row_p - s u row_q, row_q <- s row_p + c u row_q (u defaults to r.u)."""
    u = r.u if u is None else u
    with f.w.loop(0, length, name) as k:
        xp, xq = f.load(buffer, at(p, k)), f.load(buffer, at(q, k))
        uq = f.mul(u, xq)
        f.store(buffer, at(p, k), f.sub(f.scale(xp, r.c), f.scale(uq, r.s)))
        f.store(buffer, at(q, k), f.add(f.scale(xp, r.s), f.scale(uq, r.c)))


def squared_norm(f: RealField, buffer, at, row, length: int):
    """sum over k of |buffer[row, k]|^2 (real)."""
    w = f.w
    zero = w.constant(0.0, f.ct)
    acc = w.variable(zero.type, zero, "norm2")
    with w.loop(0, length, "norm2.k") as k:
        x = f.load(buffer, at(row, k))
        w.set(acc, w.b.fadd(w.get(acc), f.real(f.mul_conj(x, x))))
    return w.get(acc)


def _fabs(f: RealField, x):
    return f.w.fabs(x, f.ct)
