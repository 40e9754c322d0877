"""The custom kernel body of Op.EIGH (LAPACK's syevd / heevd): eigenvalues and eigenvectors of
a Hermitian matrix by the cyclic Jacobi method, one work-item per matrix.

LAPACK reduces to tridiagonal form and runs divide and conquer; Jacobi is simpler and at least
as accurate (it finds small eigenvalues to high relative accuracy), so the eigenvalues agree
to rounding and the eigenvectors up to sign (complex: phase) where eigenvalues are distinct.

The Hermitian matrix A is built in the workspace from the triangle `lower` names (the
diagonal's imaginary part ignored, as LAPACK does). A sweep visits every pair p < q and, unless
|A[p, q]| <= eps sqrt(|A[p, p]| |A[q, q]|), applies the rotation J that zeroes it: with
A[p, q] = |b| e^(i phi), J acts on columns p, q as [[c, s], [-s u, c u]] (u = e^(-i phi),
c and s real: pjrtc/codegen/jacobi.py): A <- J^H A J (rows p and q updated, the columns by
Hermitian symmetry, the 2 x 2 block set exactly: diagonal A[p, p] - t|b|, A[q, q] + t|b|) and
V <- V J. Sweeps stop after one without a rotation; MAX_SWEEPS without that (NaN operands)
gives info = 1, which JAX turns into NaN results, as for LAPACK's failures. The eigenvalues are
then sorted ascending with their vectors. V is kept transposed in the result buffer while it
is built (rows contiguous, so its updates vectorize) and transposed in place at the end.

Cost: about 4 n^3 multiply-adds a sweep (8 n^3 complex), typically 6-10 sweeps, in one
work-item per matrix; a workspace of one matrix per work-item.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I1, I32, I64, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.jacobi import needs_rotation, rotate_rows, rotation
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.ir.kernel import Kernel

# Cyclic Jacobi converges quadratically: a converging matrix needs 6-10 sweeps at f64.
MAX_SWEEPS = 40


def emit_eigh(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    v, eigenvalues, info_out, work = (value for value, _ in kernel.outputs)
    n = body.attr("rows")
    f = kernel_field(w, kernel)
    m = Matrix(w, n, n)
    b = w.b
    _load_hermitian(f, a, work, m, body.attr("lower"))
    zero, one = f.constant(0.0), f.constant(1.0)
    with w.loop(0, n, "eye.row") as i, w.loop(0, n, "eye.col") as j:
        f.store(v, m.at(i, j), f.select(b.icmp_signed("==", i, j), one, zero))
    converged = w.variable(I1, I1(0), "converged")
    with w.loop(0, MAX_SWEEPS, "sweep"), b.if_then(b.not_(w.get(converged))):
        rotated = w.variable(I1, I1(0), "rotated")
        with w.loop(0, n, "p") as p, w.loop(b.add(p, w.i64(1)), n, "q") as q:
            _rotate(f, work, v, m, p, q, rotated)
        w.set(converged, b.not_(w.get(rotated)))
    w.store_int(info_out, w.gid, b.select(w.get(converged), I32(0), I32(1)))
    _sort(f, work, v, eigenvalues, m)
    with w.loop(0, n, "transpose.row") as i, w.loop(b.add(i, w.i64(1)), n, "transpose.col") as j:
        x, y = f.load(v, m.at(i, j)), f.load(v, m.at(j, i))
        f.store(v, m.at(i, j), y)
        f.store(v, m.at(j, i), x)


def _load_hermitian(f: RealField, a, work, m: Matrix, lower: bool) -> None:
    """work = the Hermitian matrix whose triangle `lower` names is a's."""
    w = f.w
    with w.loop(0, m.rows, "load.row") as i:
        with w.loop(0, i, "load.col") as j:
            x = f.load(a, m.at(i, j)) if lower else f.conj(f.load(a, m.at(j, i)))
            f.store(work, m.at(i, j), x)
            f.store(work, m.at(j, i), f.conj(x))
        f.store(work, m.at(i, i), f.from_real(f.real(f.load(a, m.at(i, i)))))


def _rotate(f: RealField, work, vt, m: Matrix, p, q, rotated) -> None:
    """One Jacobi rotation zeroing work[p, q] (see the module docstring); vt holds V^T."""
    w, b = f.w, f.w.b
    off = f.load(work, m.at(p, q))
    size = w.sqrt(f.real(f.mul_conj(off, off)), f.ct)
    app, aqq = f.real(f.load(work, m.at(p, p))), f.real(f.load(work, m.at(q, q)))
    with b.if_then(needs_rotation(f, size, app, aqq)):
        w.set(rotated, I1(1))
        r = rotation(f, app, aqq, off, size)
        # Rows p and q of J^H A (J^H's rows hold conj(u)); columns by Hermitian symmetry.
        conj_u = f.conj(r.u)
        for start, stop in ((0, p), (b.add(p, w.i64(1)), q), (b.add(q, w.i64(1)), m.rows)):
            with w.loop(start, stop, "rotate.k") as k:
                apk, aqk = f.load(work, m.at(p, k)), f.load(work, m.at(q, k))
                new_p = f.sub(f.scale(apk, r.c), f.scale(f.mul(conj_u, aqk), r.s))
                new_q = f.add(f.scale(apk, r.s), f.scale(f.mul(conj_u, aqk), r.c))
                f.store(work, m.at(p, k), new_p)
                f.store(work, m.at(q, k), new_q)
                f.store(work, m.at(k, p), f.conj(new_p))
                f.store(work, m.at(k, q), f.conj(new_q))
        shift = b.fmul(r.t, size)
        f.store(work, m.at(p, p), f.from_real(b.fsub(app, shift)))
        f.store(work, m.at(q, q), f.from_real(b.fadd(aqq, shift)))
        f.store(work, m.at(p, q), f.constant(0.0))
        f.store(work, m.at(q, p), f.constant(0.0))
        rotate_rows(f, vt, m.at, p, q, r, m.rows, "rotate.v")  # V <- V J, as V^T <- J^T V^T


def _sort(f: RealField, work, vt, eigenvalues, m: Matrix) -> None:
    """eigenvalues = work's diagonal, ascending (selection sort), vt's rows with them."""
    w, b = f.w, f.w.b
    n = m.rows
    out = Vector(w, n)
    with w.loop(0, n, "diagonal") as i:
        w.store(eigenvalues, out.at(i), f.real(f.load(work, m.at(i, i))), f.ct)
    with w.loop(0, n, "sort") as i:
        smallest = w.variable(I64, i, "sort.at")
        with w.loop(b.add(i, w.i64(1)), n, "sort.scan") as j:
            below = b.fcmp_ordered("<", w.load(eigenvalues, out.at(j), f.ct),
                                   w.load(eigenvalues, out.at(w.get(smallest)), f.ct))
            w.set(smallest, b.select(below, j, w.get(smallest)))
        k = w.get(smallest)
        x, y = w.load(eigenvalues, out.at(i), f.ct), w.load(eigenvalues, out.at(k), f.ct)
        w.store(eigenvalues, out.at(i), y, f.ct)
        w.store(eigenvalues, out.at(k), x, f.ct)
        with w.loop(0, n, "sort.swap") as c:
            x, y = f.load(vt, m.at(i, c)), f.load(vt, m.at(k, c))
            f.store(vt, m.at(i, c), y)
            f.store(vt, m.at(k, c), x)
