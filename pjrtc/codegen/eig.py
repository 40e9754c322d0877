"""The custom kernel body of Op.EIG, LAPACK's geev: eigenvalues and left and right
eigenvectors, one work-item per matrix, with workspace matrices (pjrtc/lower/linalg.py's
eig_work). Real matrices go through their real Schur form first (_emit_real).

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
compute_right 'N') are zeros; info is the Schur step's.

Cost: the Schur form's, plus n^3 / 3 multiply-adds per set of vectors for the substitutions
and n^3 / 2 for the products with Z, in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I64, BodyWriter
from pjrtc.codegen.field import ComplexField
from pjrtc.codegen.jacobi import EPS
from pjrtc.codegen.matrices import Matrix, Vector, kernel_field
from pjrtc.codegen.real_schur import solve_real_schur
from pjrtc.codegen.schur import hessenberg, schur_decompose
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import DType

SMALLEST_NORMAL = {DType.F32: 2.0 ** -126, DType.F64: 2.0 ** -1022}


def emit_eig(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    if not body.attr("complex"):
        _emit_real(w, kernel)
        return
    (a,) = body.inputs
    eigenvalues, vl, vr, info, t, xu = (value for value, _ in kernel.outputs)
    n = body.attr("rows")
    f = kernel_field(w, kernel)
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
        smin = w.builtin("fmax", ct, [
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


def _emit_real(w: BodyWriter, kernel: Kernel) -> None:
    """A real matrix: its real Schur form (pjrtc/codegen/real_schur.py) gives wr, wi and
    info; each standardized 2 x 2 block [[a, b], [c, a]] is then made triangular by the
    unitary G = [[b, i s], [i s, b]] / sqrt(b^2 + s^2), s = sqrt(|b| |c|) (T <- G^H T G,
    Z <- Z G; its first column is the block's eigenvector for a + i s), which gives a complex
    Schur form whose diagonal is (wr + i wi) in LAPACK's order, and the complex path's
    vectors follow. As jaxlib returns them, a pair's second vectors are the first's conjugates
    and a real eigenvalue's vectors are real."""
    body = kernel.custom
    (a,) = body.inputs
    wr, wi, vl, vr, info, t_real, z_real, t, z, xu = (value for value, _ in kernel.outputs)
    n = body.attr("rows")
    real = kernel_field(w, kernel)
    f = ComplexField(w, real.ct)
    m = Matrix(w, n, n)
    hessenberg(real, a, t_real, z_real, m)
    w.store_int(info, w.gid, solve_real_schur(real, t_real, z_real, wr, wi, m))
    zero = w.constant(0.0, f.ct)
    with w.loop(0, n, "complex.row") as i, w.loop(0, n, "complex.col") as j:
        f.store(t, m.at(i, j), (real.load(t_real, m.at(i, j)), zero))
        f.store(z, m.at(i, j), (real.load(z_real, m.at(i, j)), zero))
    _triangularize_blocks(f, t, z, m)
    left, right = body.attr("left"), body.attr("right")
    values = Vector(w, n)
    if right:
        _substitute(f, t, xu, m, upper=True)
    if left:
        _substitute(f, t, xu, m, upper=False)
        _left_vectors(f, z, xu, vl, m)
        _normalize(f, vl, m)
        _pairs(f, vl, wi, values, m)
    else:
        _zero(f, vl, m)
    if right:
        _right_vectors(f, z, xu, t, m)
        _normalize(f, z, m)
        with w.loop(0, n, "vr.row") as i, w.loop(0, n, "vr.col") as j:
            f.store(vr, m.at(i, j), f.load(z, m.at(i, j)))
        _pairs(f, vr, wi, values, m)
    else:
        _zero(f, vr, m)


def _triangularize_blocks(f: ComplexField, t, z, m: Matrix) -> None:
    w, b, ct = f.w, f.w.b, f.ct
    n = m.rows
    zero = w.constant(0.0, ct)
    with w.loop(0, n - 1, "block") as j:
        below = b.add(j, w.i64(1))
        c = f.real(f.load(t, m.at(below, j)))
        with b.if_then(b.fcmp_unordered("!=", c, zero)):
            a = f.real(f.load(t, m.at(j, j)))
            bb = f.real(f.load(t, m.at(j, below)))
            s = b.fmul(w.sqrt(w.fabs(bb, ct), ct),
                       w.sqrt(w.fabs(c, ct), ct))
            r = w.sqrt(b.fadd(b.fmul(bb, bb), b.fmul(s, s)), ct)
            g_real, g_imag = (b.fdiv(bb, r), zero), (zero, b.fdiv(s, r))  # G's entries
            with w.loop(j, n, "block.rows") as k:  # rows j, j + 1 <- G^H rows
                x, y = f.load(t, m.at(j, k)), f.load(t, m.at(below, k))
                f.store(t, m.at(j, k), f.sub(f.mul(g_real, x), f.mul(g_imag, y)))
                f.store(t, m.at(below, k), f.sub(f.mul(g_real, y), f.mul(g_imag, x)))
            for target, rows in ((t, b.add(below, w.i64(1))), (z, n)):  # columns <- G
                with w.loop(0, rows, "block.cols") as k:
                    x, y = f.load(target, m.at(k, j)), f.load(target, m.at(k, below))
                    f.store(target, m.at(k, j), f.add(f.mul(g_real, x), f.mul(g_imag, y)))
                    f.store(target, m.at(k, below), f.add(f.mul(g_imag, x), f.mul(g_real, y)))
            f.store(t, m.at(below, j), f.constant(0.0))
            f.store(t, m.at(j, j), (a, s))
            f.store(t, m.at(below, below), (a, b.fneg(s)))


def _pairs(f: ComplexField, v, wi, values: Vector, m: Matrix) -> None:
    """Columns of a real eigenvalue (wi = 0) made exactly real; the second column of a pair
    (wi < 0) the conjugate of the first."""
    w, b, ct = f.w, f.w.b, f.ct
    zero = w.constant(0.0, ct)
    with w.loop(0, m.cols, "pairs") as k:
        imag = w.load(wi, values.at(k), ct)
        with b.if_then(b.fcmp_ordered("==", imag, zero)), w.loop(0, m.rows, "real.i") as i:
            f.store(v, m.at(i, k), (f.real(f.load(v, m.at(i, k))), zero))
        second = b.fcmp_ordered("<", imag, zero)
        previous = b.select(second, b.sub(k, w.i64(1)), k)
        with b.if_then(second), w.loop(0, m.rows, "conj.i") as i:
            f.store(v, m.at(i, k), f.conj(f.load(v, m.at(i, previous))))
