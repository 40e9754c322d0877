"""The custom kernel body of Op.EIG for complex matrices, LAPACK's cgeev / zgeev: eigenvalues
and left and right eigenvectors, one work-item per matrix, with two workspace matrices.

The Schur form a = Z T Z^H comes first (pjrtc/codegen/schur.py; T in workspace 0, Z in vr's
buffer). As LAPACK's trevc, the right eigenvector of T for lambda = T[k, k] is x with x[k] = 1,
x[j > k] = 0 and, upwards, x[i] = -(sum_{i < j <= k} T[i, j] x[j]) / (T[i, i] - lambda); the
left one is u with u[k] = 1, u[j < k] = 0 and, downwards, u[i] = -(sum_{k <= j < i}
conj(T[j, i]) u[j]) / conj(T[i, i] - lambda); a divisor below smin = max(eps |lambda|, the
smallest normal number) is replaced by smin, as trevc does. Both are kept in workspace 1 (x
above the diagonal, u below), then vl = Z U and vr = Z X (in place, row by row, with a row of
workspace 0 as scratch). As geev, every vector is scaled to unit 2-norm with its largest
component real. LAPACK also balances the matrix first and guards the substitutions against
overflow; these kernels do neither, so vectors agree with LAPACK's up to a unit scalar where
the eigenvalues are distinct and well separated. Results not asked for (compute_left or
compute_right 'N') are zeros; info is the Schur step's. The real geev (eigenvalue pairs of a
real quasi-triangular form) is not implemented.

Cost: the Schur form's, plus n^3 / 3 multiply-adds per set of vectors for the substitutions
and n^3 / 2 for the products with Z, in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I64, BodyWriter
from pjrtc.codegen.field import ComplexField
from pjrtc.codegen.jacobi import EPS
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.codegen.schur import schur_decompose
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import DType

SMALLEST_NORMAL = {DType.F32: 2.0 ** -126, DType.F64: 2.0 ** -1022}


def emit_eig(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    eigenvalues, vl, vr, info, t, xu = (value for value, _ in kernel.outputs)
    n = body.attr("rows")
    f = kernel_field(w, kernel)
    assert isinstance(f, ComplexField), "the real geev is refused by the frontend"
    m = Matrix(w, n, n)
    w.store_int(info, w.gid, schur_decompose(f, a, t, vr, m))
    out = Vector(w, n)
    with w.loop(0, n, "eigenvalues") as i:
        f.store(eigenvalues, out.at(i), f.load(t, m.at(i, i)))
    left, right = body.attr("left"), body.attr("right")
    if right:
        _substitute(f, t, xu, m, upper=True)
    if left:
        _substitute(f, t, xu, m, upper=False)
        _left_vectors(f, vr, xu, vl, m)
        _normalize(f, vl, m)
    else:
        _zero(f, vl, m)
    if right:
        _right_vectors(f, vr, xu, t, m)
        _normalize(f, vr, m)
    else:
        _zero(f, vr, m)


def _zero(f: ComplexField, buffer, m: Matrix) -> None:
    with f.w.loop(0, m.rows, "zero.row") as i, f.w.loop(0, m.cols, "zero.col") as j:
        f.store(buffer, m.at(i, j), f.constant(0.0))


def _substitute(f: ComplexField, t, xu, m: Matrix, upper: bool) -> None:
    """xu[i, k] = x[i] (upper: i < k) or u[i] (lower: i > k) for every eigenvalue k."""
    w, b, ct = f.w, f.w.b, f.ct
    n = m.rows
    with w.loop(0, n, "vector") as k:
        lam = f.load(t, m.at(k, k))
        smin = w.scalar.builtin("fmax", ct, [
            b.fmul(w.constant(EPS[ct], ct), f.abs1(lam)), w.constant(SMALLEST_NORMAL[ct], ct)])
        count = k if upper else b.sub(w.i64(n - 1), k)
        with w.loop(0, count, "solve") as step:
            # upper: i = k - 1, k - 2, ..., 0; lower: i = k + 1, ..., n - 1.
            i = b.sub(b.sub(k, w.i64(1)), step) if upper else b.add(b.add(k, w.i64(1)), step)
            acc = f.variable(f.constant(0.0), "acc")
            # The terms j between i and k (exclusive of i), x[k] = u[k] = 1.
            start, stop = (b.add(i, w.i64(1)), k) if upper else (b.add(k, w.i64(1)), i)
            first = f.load(t, m.at(i, k)) if upper else f.conj(f.load(t, m.at(k, i)))
            f.set(acc, first)
            with w.loop(start, stop, "solve.j") as j:
                coefficient = (f.load(t, m.at(i, j)) if upper
                               else f.conj(f.load(t, m.at(j, i))))
                f.set(acc, f.add(f.get(acc), f.mul(coefficient, f.load(xu, m.at(j, k)))))
            divisor = f.sub(f.load(t, m.at(i, i)), lam)
            divisor = divisor if upper else f.conj(divisor)
            tiny = b.fcmp_ordered("<", f.abs1(divisor), smin)
            divisor = f.select(tiny, f.from_real(smin), divisor)
            f.store(xu, m.at(i, k), f.sub(f.constant(0.0), f.divide(f.get(acc), divisor)))


def _left_vectors(f: ComplexField, z, xu, vl, m: Matrix) -> None:
    """vl[:, k] = Z u: z[i, k] + sum_{j > k} z[i, j] u[j]."""
    w, b = f.w, f.w.b
    with w.loop(0, m.rows, "vl.row") as i, w.loop(0, m.cols, "vl.col") as k:
        acc = f.variable(f.load(z, m.at(i, k)), "vl")
        with w.loop(b.add(k, w.i64(1)), m.cols, "vl.j") as j:
            f.set(acc, f.add(f.get(acc), f.mul(f.load(z, m.at(i, j)), f.load(xu, m.at(j, k)))))
        f.store(vl, m.at(i, k), f.get(acc))


def _right_vectors(f: ComplexField, z, xu, scratch, m: Matrix) -> None:
    """z <- Z X in place, row by row (row i of Z X needs row i of Z only), the row copied
    to scratch's first row: z[i, k] = z[i, k] + sum_{j < k} z[i, j] x[j]."""
    w = f.w
    with w.loop(0, m.rows, "vr.row") as i:
        with w.loop(0, m.cols, "vr.copy") as j:
            f.store(scratch, m.at(0, j), f.load(z, m.at(i, j)))
        with w.loop(0, m.cols, "vr.col") as k:
            acc = f.variable(f.load(scratch, m.at(0, k)), "vr")
            with w.loop(0, k, "vr.j") as j:
                f.set(acc, f.add(f.get(acc), f.mul(f.load(scratch, m.at(0, j)),
                                                   f.load(xu, m.at(j, k)))))
            f.store(z, m.at(i, k), f.get(acc))


def _normalize(f: ComplexField, v, m: Matrix) -> None:
    """Each column to unit 2-norm, then rotated so its largest component is real (geev)."""
    w, b, ct = f.w, f.w.b, f.ct
    with w.loop(0, m.cols, "normalize") as k:
        zero = w.constant(0.0, ct)
        total = w.variable(zero.type, zero, "norm2")
        largest = w.variable(zero.type, w.constant(-1.0, ct), "largest")
        at = w.variable(I64, w.i64(0), "largest.at")
        with w.loop(0, m.rows, "norm.i") as i:
            x = f.load(v, m.at(i, k))
            size = f.real(f.mul_conj(x, x))
            w.set(total, b.fadd(w.get(total), size))
            above = b.fcmp_ordered(">", size, w.get(largest))
            w.set(largest, b.select(above, size, w.get(largest)))
            w.set(at, b.select(above, i, w.get(at)))
        peak = f.load(v, m.at(w.get(at), k))
        # conj(peak) / |peak| / |v|: one factor for both steps.
        factor = f.scale_down(f.conj(peak), b.fmul(w.sqrt(w.get(largest), ct),
                                                   w.sqrt(w.get(total), ct)))
        with w.loop(0, m.rows, "scale.i") as i:
            f.store(v, m.at(i, k), f.mul(factor, f.load(v, m.at(i, k))))
        f.store(v, m.at(w.get(at), k), f.from_real(f.real(f.load(v, m.at(w.get(at), k)))))
