"""The custom kernel body of Op.SVD (LAPACK's gesdd and gesvd): singular values and vectors by
one-sided Jacobi (Hestenes), one work-item per matrix.

LAPACK bidiagonalizes and runs divide and conquer (gesdd) or QR iteration (gesvd); one-sided
Jacobi is simpler and at least as accurate, so singular values agree to rounding and the
vectors up to sign (complex: phase) where singular values are distinct.

With M x N = max(m, n) x min(m, n), X (N x M, in the first result's buffer, which LAPACK
leaves destroyed) holds the columns of a (m >= n) or of a^H (m < n) as rows, so every update
walks contiguous memory. A sweep visits the row pairs p < q and, unless
|x_p^H x_q| <= eps |x_p| |x_q|, rotates them by the Jacobi rotation of their Gram matrix
[[|x_p|^2, x_p^H x_q], [., |x_q|^2]] (pjrtc/codegen/jacobi.py), accumulating V^T the same way
(V starts as the identity). At convergence the rows are orthogonal: s_j = |x_j|, sorted
descending with the rows, and the left vectors are x_j / s_j. Slots of the left basis that no
positive singular value fills (zero singular values, and the extra columns of full_matrices)
are completed with unit vectors made orthogonal to the filled ones by Gram-Schmidt, twice
(the first candidate e_c keeping |.|^2 > 1 / 4M; some always does). For m >= n, u is the left
basis and vt = V^H; for m < n, a^H = U' S V'^H, so u = V' and vt = U'^H. Mode 'N' computes s
only and fills u and vt with zeros (LAPACK leaves them untouched; JAX drops them). MAX_SWEEPS
without convergence (NaN operands) gives info = 1 (JAX then returns NaN).

Cost: about 3.5 M N^2 + 2 N^3 multiply-adds a sweep (4x that for complex), typically 6-10
sweeps, plus M^2 (M - N) for a full basis, in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I1, I32, I64, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.jacobi import needs_rotation, rotate_rows, rotation, squared_norm
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.ir.kernel import Kernel

MAX_SWEEPS = 40


class _Svd:
    def __init__(self, w: BodyWriter, kernel: Kernel):
        body = kernel.custom
        (self.a,) = body.inputs
        self.work, self.s, self.u, self.vt, self.info = (v for v, _ in kernel.outputs)
        self.m, self.n = m, n = body.attr("rows"), body.attr("cols")
        self.mode = body.attr("mode")
        self.tall = m >= n
        self.big, self.small = max(m, n), min(m, n)
        self.w, self.b = w, w.b
        self.f = kernel_field(w, kernel)
        self.x = Matrix(w, self.small, self.big)  # m * n elements, as a's
        k = self.small
        u_dims, vt_dims = ((m, k), (k, n)) if self.mode == "S" else ((m, m), (n, n))
        self.u_m, self.vt_m = Matrix(w, *u_dims), Matrix(w, *vt_dims)
        self.left_count = u_dims[1] if self.tall else vt_dims[0]
        # V^T (N x N) is built where the right vectors go: vt (m >= n) or u.
        self.right, self.right_m = (self.vt, self.vt_m) if self.tall else (self.u, self.u_m)

    # The left basis: vector j's element i (u's column j, or vt's conjugated row j).
    def left_load(self, j, i):
        if self.tall:
            return self.f.load(self.u, self.u_m.at(i, j))
        return self.f.conj(self.f.load(self.vt, self.vt_m.at(j, i)))

    def left_store(self, j, i, value) -> None:
        if self.tall:
            self.f.store(self.u, self.u_m.at(i, j), value)
        else:
            self.f.store(self.vt, self.vt_m.at(j, i), self.f.conj(value))


def emit_svd(w: BodyWriter, kernel: Kernel) -> None:
    svd = _Svd(w, kernel)
    f, b = svd.f, svd.b
    vectors = svd.mode != "N"
    source = Matrix(w, svd.m, svd.n)
    with w.loop(0, svd.m, "load.row") as i, w.loop(0, svd.n, "load.col") as j:
        value = f.load(svd.a, source.at(i, j))
        if svd.tall:
            f.store(svd.work, svd.x.at(j, i), value)
        else:
            f.store(svd.work, svd.x.at(i, j), f.conj(value))
    if vectors:
        _identity(f, svd.right, svd.right_m)
    converged = w.variable(I1, I1(0), "converged")
    with w.loop(0, MAX_SWEEPS, "sweep"), b.if_then(b.not_(w.get(converged))):
        rotated = w.variable(I1, I1(0), "rotated")
        with w.loop(0, svd.small, "p") as p, w.loop(b.add(p, w.i64(1)), svd.small, "q") as q:
            _rotate(svd, p, q, rotated, vectors)
        w.set(converged, b.not_(w.get(rotated)))
    w.store_int(svd.info, w.gid, b.select(w.get(converged), I32(0), I32(1)))
    _sort(svd, vectors)
    if vectors:
        _left_basis(svd)
        _right_basis(svd)
    else:
        zero = f.constant(0.0)
        for buffer, m in ((svd.u, svd.u_m), (svd.vt, svd.vt_m)):
            with w.loop(0, m.rows, "zero.row") as i, w.loop(0, m.cols, "zero.col") as j:
                f.store(buffer, m.at(i, j), zero)


def _identity(f: RealField, buffer, m: Matrix) -> None:
    zero, one = f.constant(0.0), f.constant(1.0)
    with f.w.loop(0, m.rows, "eye.row") as i, f.w.loop(0, m.cols, "eye.col") as j:
        f.store(buffer, m.at(i, j), f.select(f.b.icmp_signed("==", i, j), one, zero))


def _rotate(svd: _Svd, p, q, rotated, vectors: bool) -> None:
    f, w, b = svd.f, svd.w, svd.b
    at = svd.x.at
    alpha = squared_norm(f, svd.work, at, p, svd.big)
    beta = squared_norm(f, svd.work, at, q, svd.big)
    gamma = f.variable(f.constant(0.0), "gamma")
    with w.loop(0, svd.big, "gamma.k") as k:  # x_p^H x_q
        product = f.mul_conj(f.load(svd.work, at(q, k)), f.load(svd.work, at(p, k)))
        f.set(gamma, f.add(f.get(gamma), product))
    off = f.get(gamma)
    size = w.sqrt(f.real(f.mul_conj(off, off)), f.ct)
    with b.if_then(needs_rotation(f, size, alpha, beta)):
        w.set(rotated, I1(1))
        r = rotation(f, alpha, beta, off, size)
        rotate_rows(f, svd.work, at, p, q, r, svd.big, "rotate.x")
        if vectors:
            rotate_rows(f, svd.right, svd.right_m.at, p, q, r, svd.small, "rotate.v")


def _sort(svd: _Svd, vectors: bool) -> None:
    """s_j = |x_j|, descending (selection sort), with the rows of X and V^T."""
    f, w, b = svd.f, svd.w, svd.b
    out = Vector(w, svd.small)
    with w.loop(0, svd.small, "sigma") as j:
        sigma = w.sqrt(squared_norm(f, svd.work, svd.x.at, j, svd.big), f.ct)
        w.store(svd.s, out.at(j), sigma, f.ct)
    with w.loop(0, svd.small, "sort") as i:
        largest = w.variable(I64, i, "sort.at")
        with w.loop(b.add(i, w.i64(1)), svd.small, "sort.scan") as j:
            above = b.fcmp_ordered(">", w.load(svd.s, out.at(j), f.ct),
                                   w.load(svd.s, out.at(w.get(largest)), f.ct))
            w.set(largest, b.select(above, j, w.get(largest)))
        k = w.get(largest)
        x, y = w.load(svd.s, out.at(i), f.ct), w.load(svd.s, out.at(k), f.ct)
        w.store(svd.s, out.at(i), y, f.ct)
        w.store(svd.s, out.at(k), x, f.ct)
        rows = [(svd.work, svd.x, svd.big)]
        if vectors:
            rows.append((svd.right, svd.right_m, svd.small))
        for buffer, m, length in rows:
            with w.loop(0, length, "sort.swap") as c:
                x, y = f.load(buffer, m.at(i, c)), f.load(buffer, m.at(k, c))
                f.store(buffer, m.at(i, c), y)
                f.store(buffer, m.at(k, c), x)


def _left_basis(svd: _Svd) -> None:
    """Vectors x_j / s_j for s_j > 0, then Gram-Schmidt completion up to left_count."""
    f, w, b = svd.f, svd.w, svd.b
    out = Vector(w, svd.small)
    filled = w.variable(I64, w.i64(0), "filled")
    with w.loop(0, svd.small, "left") as j:
        sigma = w.load(svd.s, out.at(j), f.ct)
        with b.if_then(b.fcmp_ordered(">", sigma, w.constant(0.0, f.ct))):
            with w.loop(0, svd.big, "left.i") as i:
                svd.left_store(j, i, f.scale_down(f.load(svd.work, svd.x.at(j, i)), sigma))
            w.set(filled, b.add(j, w.i64(1)))
    one, zero = f.constant(1.0), f.constant(0.0)
    with w.loop(0, svd.big, "complete") as c, b.if_then(
            b.icmp_signed("<", w.get(filled), w.i64(svd.left_count))):
        slot = w.get(filled)
        with w.loop(0, svd.big, "candidate") as i:
            svd.left_store(slot, i, f.select(b.icmp_signed("==", i, c), one, zero))
        for _ in range(2):  # twice is enough (Kahan's "twice is enough")
            with w.loop(0, slot, "orthogonalize") as prev:
                dot = f.variable(zero, "dot")
                with w.loop(0, svd.big, "dot.i") as i:
                    product = f.mul_conj(svd.left_load(slot, i), svd.left_load(prev, i))
                    f.set(dot, f.add(f.get(dot), product))
                with w.loop(0, svd.big, "project.i") as i:
                    rest = f.sub(svd.left_load(slot, i), f.mul(f.get(dot),
                                                              svd.left_load(prev, i)))
                    svd.left_store(slot, i, rest)
        norm2 = w.constant(0.0, f.ct)
        acc = w.variable(norm2.type, norm2, "candidate.norm2")
        with w.loop(0, svd.big, "candidate.norm") as i:
            x = svd.left_load(slot, i)
            w.set(acc, b.fadd(w.get(acc), f.real(f.mul_conj(x, x))))
        keep = b.fcmp_ordered(">", w.get(acc), w.constant(0.25 / svd.big, f.ct))
        with b.if_then(keep):
            root = w.sqrt(w.get(acc), f.ct)
            with w.loop(0, svd.big, "candidate.scale") as i:
                svd.left_store(slot, i, f.scale_down(svd.left_load(slot, i), root))
            w.set(filled, b.add(slot, w.i64(1)))


def _right_basis(svd: _Svd) -> None:
    """V^T in place to vt = V^H (m >= n: conjugate) or u = V (m < n: transpose)."""
    f, w, b = svd.f, svd.w, svd.b
    m = svd.right_m
    if svd.tall:
        if isinstance(f.constant(0.0), tuple):  # complex
            with w.loop(0, m.rows, "conj.row") as i, w.loop(0, m.cols, "conj.col") as j:
                f.store(svd.right, m.at(i, j), f.conj(f.load(svd.right, m.at(i, j))))
        return
    with w.loop(0, m.rows, "transpose.row") as i, w.loop(b.add(i, w.i64(1)), m.cols,
                                                         "transpose.col") as j:
        x, y = f.load(svd.right, m.at(i, j)), f.load(svd.right, m.at(j, i))
        f.store(svd.right, m.at(i, j), y)
        f.store(svd.right, m.at(j, i), x)
