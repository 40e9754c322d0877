"""Custom kernel bodies built on geqrf's Householder reflectors (pjrtc/codegen/qr.py):
Op.PIVOTED_QR (LAPACK's geqp3) and Op.HOUSEHOLDER_MULTIPLY (ormqr / unmqr), one work-item per
matrix, in place in the result buffers (copies of the operands).

geqp3, as its unblocked laqp2: columns whose jpvt entry is nonzero move to the front first, in
order (jpvt then holds every column's 1-based original index), and are factored without
pivoting; each later step j swaps in the column of largest 2-norm over rows j.. (the first
of equal ones), then reflects as geqrf does. LAPACK downdates those norms from step to step
(with a recomputation guard); these kernels recompute them, so only columns whose norms tie
to rounding may pick differently. Cost: geqrf's plus about m n k multiply-adds for the norms.

ormqr / unmqr: C <- op(Q) C (left) or C op(Q) (right), Q = H(0) ... H(k-1) from geqrf's
vectors (column i of a below row i, a leading 1) and taus, op(Q) = Q or Q^H ("transpose";
Q^T for real types), applying the reflectors in the order the product needs. Cost: about
2 k m n multiply-adds for an m x n C.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I32, I64, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.codegen.qr import apply_left, householder
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import Value


def emit_pivoted_qr(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    a, jpvt = body.inputs
    out, pivots, taus = (value for value, _ in kernel.outputs)
    rows, cols = body.attr("rows"), body.attr("cols")
    f = kernel_field(w, kernel)
    b = w.b
    m = Matrix(w, rows, cols)
    piv, tau_at = Vector(w, cols), Vector(w, min(rows, cols))
    copy_matrix(f, a, out, m)
    fixed = w.variable(I64, w.i64(0), "fixed")
    with w.loop(0, cols, "fixed") as j:
        is_fixed = b.icmp_signed("!=", w.load_int(jpvt, piv.at(j)), I32(0))
        w.store_int(pivots, piv.at(j), b.trunc(b.add(j, w.i64(1)), I32))
        with b.if_then(is_fixed):
            front = w.get(fixed)
            _swap_columns(f, out, m, j, front)
            ours = w.load_int(pivots, piv.at(front))
            w.store_int(pivots, piv.at(j), ours)
            w.store_int(pivots, piv.at(front), b.trunc(b.add(j, w.i64(1)), I32))
            w.set(fixed, b.add(front, w.i64(1)))
    with w.loop(0, min(rows, cols), "reflector") as j:
        with b.if_then(b.icmp_signed(">=", j, w.get(fixed))):
            p = _largest_column(f, out, m, j)
            _swap_columns(f, out, m, j, p)
            x, y = w.load_int(pivots, piv.at(j)), w.load_int(pivots, piv.at(p))
            w.store_int(pivots, piv.at(j), y)
            w.store_int(pivots, piv.at(p), x)
        below = b.add(j, w.i64(1))
        tau = householder(f, out, m.at(j, j), (below, rows), lambda i: m.at(i, j))
        f.store(taus, tau_at.at(j), tau)
        apply_left(f, out, m, j, j, f.conj(tau), below, cols)


def _swap_columns(f: RealField, out: Value, m: Matrix, j, k) -> None:
    with f.w.loop(0, m.rows, "swap.row") as i:
        x, y = f.load(out, m.at(i, j)), f.load(out, m.at(i, k))
        f.store(out, m.at(i, j), y)
        f.store(out, m.at(i, k), x)


def _largest_column(f: RealField, out: Value, m: Matrix, j):
    """The first column c >= j with the largest 2-norm over rows j.. (NaN never larger)."""
    w, b = f.w, f.w.b
    zero = w.constant(-1.0, f.ct)
    best = w.variable(zero.type, zero, "best")
    at = w.variable(I64, j, "best.at")
    with w.loop(j, m.cols, "norms") as c:
        total = w.variable(zero.type, w.constant(0.0, f.ct), "norm2")
        with w.loop(j, m.rows, "norms.row") as i:
            x = f.load(out, m.at(i, c))
            w.set(total, b.fadd(w.get(total), f.real(f.mul_conj(x, x))))
        larger = b.fcmp_ordered(">", w.get(total), w.get(best))
        w.set(best, b.select(larger, w.get(total), w.get(best)))
        w.set(at, b.select(larger, c, w.get(at)))
    return w.get(at)


def emit_householder_multiply(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    a, taus, c = body.inputs
    (out,) = (value for value, _ in kernel.outputs)
    rows, cols = body.attr("rows"), body.attr("cols")
    left, transpose = body.attr("left"), body.attr("transpose")
    reflectors, a_cols = body.attr("reflectors"), body.attr("a_cols")
    f = kernel_field(w, kernel)
    b = w.b
    cm = Matrix(w, rows, cols)
    am = Matrix(w, rows if left else cols, a_cols)  # a's rows: the reflectors' length
    tau_at = Vector(w, reflectors)
    copy_matrix(f, c, out, cm)
    # Q = H(0) ... H(k-1): Q C and C Q^H apply H(k-1) first, Q^H C and C Q apply H(0) first.
    backwards = left != transpose
    with w.loop(0, reflectors, "reflector") as step:
        i = b.sub(w.i64(reflectors - 1), step) if backwards else step
        tau = f.load(taus, tau_at.at(i))
        tau = f.conj(tau) if transpose else tau  # H^H = I - conj(tau) v v^H
        with b.if_then(f.is_nonzero(tau)):
            if left:
                _reflect_rows(f, a, am, out, cm, i, tau)
            else:
                _reflect_columns(f, a, am, out, cm, i, tau)


def _v(f: RealField, a: Value, am: Matrix, i, r):
    """Element r (> i) of reflector i: a[r, i] (its element i is 1)."""
    return f.load(a, am.at(r, i))


def _reflect_rows(f: RealField, a, am: Matrix, out, cm: Matrix, i, tau) -> None:
    """out <- (I - tau v v^H) out: per column, s = v^H c, c -= tau v s."""
    w, b = f.w, f.w.b
    below = b.add(i, w.i64(1))
    with w.loop(0, cm.cols, "left.col") as col:
        dot = f.variable(f.load(out, cm.at(i, col)), "vhc")
        with w.loop(below, cm.rows, "left.vhc") as r:
            f.set(dot, f.add(f.get(dot), f.mul_conj(f.load(out, cm.at(r, col)),
                                                    _v(f, a, am, i, r))))
        step = f.mul(tau, f.get(dot))
        f.store(out, cm.at(i, col), f.sub(f.load(out, cm.at(i, col)), step))
        with w.loop(below, cm.rows, "left.update") as r:
            update = f.mul(_v(f, a, am, i, r), step)
            f.store(out, cm.at(r, col), f.sub(f.load(out, cm.at(r, col)), update))


def _reflect_columns(f: RealField, a, am: Matrix, out, cm: Matrix, i, tau) -> None:
    """out <- out (I - tau v v^H): per row, s = row v, row -= tau s v^H."""
    w, b = f.w, f.w.b
    below = b.add(i, w.i64(1))
    with w.loop(0, cm.rows, "right.row") as row:
        dot = f.variable(f.load(out, cm.at(row, i)), "cv")
        with w.loop(below, cm.cols, "right.cv") as q:
            f.set(dot, f.add(f.get(dot), f.mul(f.load(out, cm.at(row, q)), _v(f, a, am, i, q))))
        step = f.mul(tau, f.get(dot))
        f.store(out, cm.at(row, i), f.sub(f.load(out, cm.at(row, i)), step))
        with w.loop(below, cm.cols, "right.update") as q:
            update = f.mul(step, f.conj(_v(f, a, am, i, q)))
            f.store(out, cm.at(row, q), f.sub(f.load(out, cm.at(row, q)), update))
