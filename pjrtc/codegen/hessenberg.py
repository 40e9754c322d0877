"""The custom kernel body of Op.HESSENBERG, LAPACK's gehrd (ilo = 1, ihi = n): reduction to
upper Hessenberg form by Householder reflections, unblocked as gehd2, one work-item per
matrix, in place in the result buffer (a copy of the operand).

For each column j < n - 1, H(j) = I - tau v v^H (larfg, pjrtc/codegen/qr.py) maps
(a[j + 1, j], a[j + 2:, j]) to (beta, 0); it is applied from the right to columns j + 1.. of
every row (A <- A H) and then, conjugated, from the left to rows j + 1.. (A <- H^H A). The
result holds the Hessenberg matrix on and above the first subdiagonal and the vectors v below
it (their leading 1 implied), taus [n - 1]; info is always 0.

Cost: about 10 n^3 / 3 multiply-adds in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I32, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.codegen.qr import apply_left, householder
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import Value


def emit_hessenberg(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    out, taus, info = (value for value, _ in kernel.outputs)
    n = body.attr("rows")
    f = kernel_field(w, kernel)
    m = Matrix(w, n, n)
    tau_at = Vector(w, max(n - 1, 0))
    copy_matrix(f, a, out, m)
    reduce_to_hessenberg(f, out, m, lambda j, tau: f.store(taus, tau_at.at(j), tau))
    w.store_int(info, w.gid, I32(0))


def reduce_to_hessenberg(f: RealField, out: Value, m: Matrix, each, z: Value | None = None):
    """gehd2 in place on out; each(j, tau) sees every reflector; with z, also z <- z H(j)
    (z starts as the identity for the Schur vectors, pjrtc/codegen/schur.py)."""
    w, b = f.w, f.w.b
    n = m.rows
    with w.loop(0, n - 1, "reflector") as j:
        top = b.add(j, w.i64(1))
        tau = householder(f, out, m.at(top, j), (b.add(j, w.i64(2)), n),
                          lambda k: m.at(k, j))
        each(j, tau)
        _apply_right(f, out, out, m, top, j, tau)
        apply_left(f, out, m, top, j, f.conj(tau), top, n)
        if z is not None:
            _apply_right(f, out, z, m, top, j, tau)


def _apply_right(f: RealField, out: Value, target: Value, m: Matrix, top, col, tau) -> None:
    """Every row r of target, columns top..: r -= tau (r v) v^H, v = (1 at top, out[k, col]
    below); none when tau = 0."""
    w, b = f.w, f.w.b
    after = b.add(top, w.i64(1))
    with b.if_then(f.is_nonzero(tau)), w.loop(0, m.rows, "right.row") as r:
        dot = f.variable(f.load(target, m.at(r, top)), "rv")
        with w.loop(after, m.cols, "rv.k") as k:
            f.set(dot, f.add(f.get(dot), f.mul(f.load(target, m.at(r, k)),
                                               f.load(out, m.at(k, col)))))
        step = f.mul(tau, f.get(dot))
        f.store(target, m.at(r, top), f.sub(f.load(target, m.at(r, top)), step))
        with w.loop(after, m.cols, "right.k") as k:
            update = f.mul(step, f.conj(f.load(out, m.at(k, col))))
            f.store(target, m.at(r, k), f.sub(f.load(target, m.at(r, k)), update))
