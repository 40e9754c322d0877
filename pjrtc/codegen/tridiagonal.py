"""The custom kernel body of Op.TRIDIAGONAL_SOLVE, LAPACK's gtsv: a tridiagonal system with
several right-hand sides, by Gaussian elimination with partial pivoting, one work-item per
system, in place in the result buffers (copies of the operands).

JAX passes the diagonals as three length-n vectors, dl[0] and du[n - 1] unused, and hands
LAPACK dl + 1: LAPACK's subdiagonal DL(k) is dl[k + 1], so what gtsv leaves in DL (the second
superdiagonal of U) lands in dl[1:], and dl[0] keeps its value. As zgtsv (dgtsv's steps are the
same but for NaN and infinity operands), for k = 0 .. n - 2: if DL(k) = 0, nothing is
eliminated, but d[k] = 0 stops with info = k + 1; if abs1(d[k]) >= abs1(DL(k)) (|re| + |im|
for complex), row k + 1 -= (DL(k) / d[k]) row k; otherwise rows k and k + 1 swap first (U
gains DL(k) = du[k + 1] as a second superdiagonal). Then d[n - 1] = 0 stops with info = n;
else each right-hand side is back-substituted through U. A stop leaves the right-hand sides
as eliminated so far, as LAPACK does (JAX then returns NaN for that system).

Cost: about 8 n nrhs multiply-adds per system; rows of b are contiguous, so the per-row
updates over the right-hand sides vectorize.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I32, BodyWriter
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.ir.kernel import Kernel


def emit_tridiagonal_solve(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    dl, d, du, rhs = body.inputs
    out_dl, out_d, out_du, x, info_out = (value for value, _ in kernel.outputs)
    n, nrhs = body.attr("rows"), body.attr("cols")
    f = kernel_field(w, kernel)
    b = w.b
    m = Matrix(w, n, nrhs)
    v = Vector(w, n)
    with w.loop(0, n, "copy") as i:
        for source, target in ((dl, out_dl), (d, out_d), (du, out_du)):
            f.store(target, v.at(i), f.load(source, v.at(i)))
    with w.loop(0, n, "copy.row") as i, w.loop(0, nrhs, "copy.col") as j:
        f.store(x, m.at(i, j), f.load(rhs, m.at(i, j)))
    info = w.variable(I32, I32(0), "info")

    def sub(k):  # LAPACK's DL(k): JAX's dl shifted by one
        return v.at(b.add(k, w.i64(1)))

    def row_update(k, multiplier):
        """row k + 1 of x -= multiplier row k."""
        with w.loop(0, nrhs, "eliminate.col") as j:
            below = f.sub(f.load(x, m.at(b.add(k, w.i64(1)), j)),
                          f.mul(multiplier, f.load(x, m.at(k, j))))
            f.store(x, m.at(b.add(k, w.i64(1)), j), below)

    with w.loop(0, n - 1, "eliminate") as k, b.if_then(b.icmp_signed("==", w.get(info),
                                                                       I32(0))):
        next_k = b.add(k, w.i64(1))
        sub_k, d_k = f.load(out_dl, sub(k)), f.load(out_d, v.at(k))
        not_last = b.icmp_signed("<", k, w.i64(n - 2))
        with b.if_else(f.is_nonzero(sub_k)) as (eliminate, nothing):
            with nothing, b.if_then(b.not_(f.is_nonzero(d_k))):
                w.set(info, b.trunc(next_k, I32))
            with eliminate:
                keep = b.fcmp_ordered(">=", f.abs1(d_k), f.abs1(sub_k))
                with b.if_else(keep) as (no_swap, swap):
                    with no_swap:
                        multiplier = f.divide(sub_k, d_k)
                        f.store(out_d, v.at(next_k), f.sub(
                            f.load(out_d, v.at(next_k)),
                            f.mul(multiplier, f.load(out_du, v.at(k)))))
                        row_update(k, multiplier)
                        with b.if_then(not_last):
                            f.store(out_dl, sub(k), f.constant(0.0))
                    with swap:
                        multiplier = f.divide(d_k, sub_k)
                        f.store(out_d, v.at(k), sub_k)
                        d_next = f.load(out_d, v.at(next_k))
                        du_k = f.load(out_du, v.at(k))
                        f.store(out_d, v.at(next_k), f.sub(du_k, f.mul(multiplier, d_next)))
                        with b.if_then(not_last):
                            du_next = f.load(out_du, v.at(next_k))
                            f.store(out_dl, sub(k), du_next)
                            f.store(out_du, v.at(next_k), f.sub(f.constant(0.0),
                                                                f.mul(multiplier, du_next)))
                        f.store(out_du, v.at(k), d_next)
                        with w.loop(0, nrhs, "swap.col") as j:
                            upper = f.load(x, m.at(k, j))
                            lower = f.load(x, m.at(next_k, j))
                            f.store(x, m.at(k, j), lower)
                            f.store(x, m.at(next_k, j), f.sub(upper, f.mul(multiplier, lower)))
    if n > 0:
        last_zero = b.not_(f.is_nonzero(f.load(out_d, v.at(n - 1))))
        with b.if_then(b.and_(b.icmp_signed("==", w.get(info), I32(0)), last_zero)):
            w.set(info, I32(n))
        with b.if_then(b.icmp_signed("==", w.get(info), I32(0))):
            _back_substitute(f, out_dl, out_d, out_du, x, m, v, sub)
    w.store_int(info_out, w.gid, w.get(info))


def _back_substitute(f, dl, d, du, x, m: Matrix, v: Vector, sub) -> None:
    """x[k] = (x[k] - du[k] x[k + 1] - DL(k) x[k + 2]) / d[k], from the last row up; the
    last two rows have only the terms inside the matrix, as in LAPACK."""
    w, b = f.w, f.w.b
    n = m.rows

    def solve_row(k, terms):
        d_k = f.load(d, v.at(k))
        coefficients = [(f.load(du, v.at(k)), 1), (f.load(dl, sub(k)), 2)][:terms]
        with w.loop(0, m.cols, "back.col") as j:
            rest = f.load(x, m.at(k, j))
            for coefficient, offset in coefficients:
                rest = f.sub(rest, f.mul(coefficient, f.load(x, m.at(b.add(k, w.i64(offset)),
                                                                     j))))
            f.store(x, m.at(k, j), f.divide(rest, d_k))

    solve_row(w.i64(n - 1), 0)
    if n > 1:
        solve_row(w.i64(n - 2), 1)
    with w.loop(0, n - 2, "back") as step:
        solve_row(b.sub(w.i64(n - 3), step), 2)
