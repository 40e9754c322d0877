"""The custom kernel body of Op.SCHUR, LAPACK's gees without sorting: the Schur form
T = Z^H A Z and the Schur vectors Z, one work-item per matrix. Real matrices get the real
Schur form (pjrtc/codegen/real_schur.py); this module computes the complex one.

A is reduced to Hessenberg form (gehd2, pjrtc/codegen/hessenberg.py) with Z accumulating the
reflectors, then the shifted QR algorithm runs on the active block [lo, hi] as LAPACK's lahqr
does with its wantt and wantz: a subdiagonal element below eps (|T[k-1, k-1]| + |T[k, k]|)
(|.| = |re| + |im|) is set to zero and splits the block; a 1 x 1 block at the bottom deflates
(hi -= 1); otherwise one implicit single-shift QR step chases the bulge down the block with
Givens rotations G (T <- G T G^H over the whole of T, Z <- Z G^H). The shift is the
eigenvalue of the trailing 2 x 2 block nearer its last diagonal element (Wilkinson's), and
an exceptional shift after 10 and 20 steps without deflation, as lahqr. Results: T, Z, the
eigenvalues w = diag(T), sdim = 0 (no sorting), info = 0, or hi + 1 (LAPACK's 1-based index
of the unconverged eigenvalue, JAX then returns NaN) when 30 max(10, n) n steps in all (lahqr
allows 30 max(10, n) per eigenvalue) do not suffice.

Cost: 10 n^3 / 3 multiply-adds for the reduction and about 10 n^3 for the QR steps (typically
2-3 steps per eigenvalue, each O(n^2) on the full T and Z), in one work-item per matrix.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I1, I32, I64, BodyWriter
from pjrtc.codegen.field import ComplexField
from pjrtc.codegen.hessenberg import reduce_to_hessenberg
from pjrtc.codegen.jacobi import EPS
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.codegen.real_schur import solve_real_schur
from pjrtc.ir.kernel import Kernel

# lahqr's ITMAX is 30 max(10, n) steps per eigenvalue; the loop runs them all as one budget.
ITERATIONS_PER_EIGENVALUE = 30


def emit_schur(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    n = body.attr("rows")
    f = kernel_field(w, kernel)
    m = Matrix(w, n, n)
    if not isinstance(f, ComplexField):  # the real Schur form: pjrtc/codegen/real_schur.py
        t, z, wr, wi, sdim, info = (value for value, _ in kernel.outputs)
        hessenberg(f, a, t, z, m)
        failed = solve_real_schur(f, t, z, wr, wi, m)
        w.store_int(sdim, w.gid, I32(0))
        w.store_int(info, w.gid, failed)
        return
    t, z, eigenvalues, sdim, info = (value for value, _ in kernel.outputs)
    failed = schur_decompose(f, a, t, z, m)
    out = Vector(w, n)
    with w.loop(0, n, "diagonal") as i:
        f.store(eigenvalues, out.at(i), f.load(t, m.at(i, i)))
    w.store_int(sdim, w.gid, I32(0))
    w.store_int(info, w.gid, failed)


def schur_decompose(f: ComplexField, a, t, z, m: Matrix):
    """t, z = the Schur form of a and its vectors (a = z t z^H); returns info (i32)."""
    hessenberg(f, a, t, z, m)
    return _qr_iterations(f, t, z, m)


def hessenberg(f, a, t, z, m: Matrix) -> None:
    """t = the Hessenberg form of a (zeros below it), z the reflectors' product."""
    w, b = f.w, f.w.b
    n = m.rows
    copy_matrix(f, a, t, m)
    zero, one = f.constant(0.0), f.constant(1.0)
    with w.loop(0, n, "eye.row") as i, w.loop(0, n, "eye.col") as j:
        f.store(z, m.at(i, j), f.select(b.icmp_signed("==", i, j), one, zero))
    reduce_to_hessenberg(f, t, m, lambda j, tau: None, z)
    with w.loop(2, n, "below.row") as i, w.loop(0, b.sub(i, w.i64(1)), "below.col") as j:
        f.store(t, m.at(i, j), zero)  # the reflectors' vectors


def _qr_iterations(f: ComplexField, t, z, m: Matrix):
    """lahqr on the Hessenberg t (and z); returns info (i32)."""
    w, b = f.w, f.w.b
    n = m.rows
    hi = w.variable(I64, w.i64(n - 1), "hi")
    its = w.variable(I64, w.i64(0), "its")
    info = w.variable(I32, I32(0), "info")
    steps = ITERATIONS_PER_EIGENVALUE * max(10, n) * max(n, 1)
    with w.loop(0, steps, "qr"), b.if_then(b.icmp_signed(">", w.get(hi), w.i64(0))):
        top = w.get(hi)
        lo = _split(f, t, m, top)
        with b.if_else(b.icmp_signed("==", lo, top)) as (deflate, iterate):
            with deflate:
                w.set(hi, b.sub(top, w.i64(1)))
                w.set(its, w.i64(0))
            with iterate:
                w.set(its, b.add(w.get(its), w.i64(1)))
                shift = _shift(f, t, m, lo, top, w.get(its))
                _sweep(f, t, z, m, lo, top, shift)
    failed = b.icmp_signed(">", w.get(hi), w.i64(0))
    w.set(info, b.select(failed, b.trunc(b.add(w.get(hi), w.i64(1)), I32), I32(0)))
    return w.get(info)


def _split(f: ComplexField, t, m: Matrix, top):
    """The start of the active block ending at `top`: the largest k <= top whose subdiagonal
    element t[k, k-1] is negligible (then set to zero), or 0."""
    w, b = f.w, f.w.b
    lo = w.variable(I64, w.i64(0), "lo")
    found = w.variable(I1, I1(0), "lo.found")
    with w.loop(0, top, "split") as step:
        k = b.sub(top, step)
        with b.if_then(b.not_(w.get(found))):
            sub = f.abs1(f.load(t, m.at(k, b.sub(k, w.i64(1)))))
            scale = b.fadd(f.abs1(f.load(t, m.at(b.sub(k, w.i64(1)), b.sub(k, w.i64(1))))),
                           f.abs1(f.load(t, m.at(k, k))))
            small = b.fcmp_ordered("<=", sub, b.fmul(w.constant(EPS[f.ct], f.ct), scale))
            with b.if_then(small):
                f.store(t, m.at(k, b.sub(k, w.i64(1))), f.constant(0.0))
                w.set(lo, k)
                w.set(found, I1(1))
    return w.get(lo)


def _csqrt(f: ComplexField, x):
    """The principal square root of a complex x."""
    w, b, ct = f.w, f.w.b, f.ct
    re, im = x
    size = w.sqrt(f.real(f.mul_conj(x, x)), ct)

    def fabs(v):
        return w.fabs(v, ct)

    root = w.sqrt(b.fmul(w.constant(0.5, ct), b.fadd(size, fabs(re))), ct)
    other = b.fdiv(im, b.fmul(w.constant(2.0, ct), root))
    zero = w.constant(0.0, ct)
    positive = b.fcmp_ordered(">=", re, zero)
    result = (b.select(positive, root, fabs(other)),
              b.select(positive, other, w.builtin("copysign", ct, [root, im])))
    return f.select(b.fcmp_ordered("==", root, zero), f.constant(0.0), result)


def _shift(f: ComplexField, t, m: Matrix, lo, top, its):
    """Wilkinson's shift, or lahqr's exceptional ones after 10 and 20 steps."""
    w, b, ct = f.w, f.w.b, f.ct
    before = b.sub(top, w.i64(1))
    a, bb = f.load(t, m.at(before, before)), f.load(t, m.at(before, top))
    c, d = f.load(t, m.at(top, before)), f.load(t, m.at(top, top))
    p = f.scale(f.sub(a, d), w.constant(0.5, ct))
    q = f.mul(bb, c)
    disc = _csqrt(f, f.add(f.mul(p, p), q))
    plus, minus = f.add(p, disc), f.sub(p, disc)
    larger = f.select(b.fcmp_ordered(">=", f.abs1(plus), f.abs1(minus)), plus, minus)
    wilkinson = f.select(f.is_nonzero(larger), f.sub(d, f.divide(q, larger)), d)

    def exceptional(k):
        """lahqr's: 3/4 |re t[k, k-1]| + t[k', k'], k' = k - 1 at 10 steps, k at 20."""
        sub = f.real(f.load(t, m.at(k, b.sub(k, w.i64(1)))))
        return f.from_real(b.fmul(w.constant(0.75, ct), w.fabs(sub, ct)))

    ten = b.icmp_signed("==", its, w.i64(10))
    twenty = b.icmp_signed("==", its, w.i64(20))
    first = b.add(lo, w.i64(1))
    shift = f.select(ten, f.add(exceptional(first), f.load(t, m.at(lo, lo))), wilkinson)
    return f.select(twenty, f.add(exceptional(top), d), shift)


def _sweep(f: ComplexField, t, z, m: Matrix, lo, top, shift) -> None:
    """One implicit single-shift QR step on the block [lo, top], bulge chased by Givens."""
    w, b, ct = f.w, f.w.b, f.ct
    n = m.rows
    with w.loop(lo, top, "chase") as k:
        first = b.icmp_signed("==", k, lo)
        left = b.select(first, k, b.sub(k, w.i64(1)))  # the column holding (x, y)
        below = b.add(k, w.i64(1))
        x = f.select(first, f.sub(f.load(t, m.at(k, k)), shift), f.load(t, m.at(k, left)))
        y = f.load(t, m.at(below, left))
        size_x = w.sqrt(f.real(f.mul_conj(x, x)), ct)
        r = w.sqrt(b.fadd(f.real(f.mul_conj(x, x)), f.real(f.mul_conj(y, y))), ct)
        trivial = b.fcmp_ordered("==", r, w.constant(0.0, ct))
        x_zero = b.fcmp_ordered("==", size_x, w.constant(0.0, ct))
        # G = [[c, s], [-conj(s), c]], c = |x| / r, s = (x / |x|) conj(y) / r zeroes y.
        c = b.select(trivial, w.constant(1.0, ct), b.fdiv(size_x, r))
        phase = f.select(x_zero, f.constant(1.0), f.scale_down(x, size_x))
        s = f.select(trivial, f.constant(0.0), f.scale_down(f.mul(phase, f.conj(y)), r))
        conj_s = f.conj(s)
        with w.loop(left, n, "rows.col") as j:  # G on rows k, k + 1
            tk, tb = f.load(t, m.at(k, j)), f.load(t, m.at(below, j))
            f.store(t, m.at(k, j), f.add(f.scale(tk, c), f.mul(s, tb)))
            f.store(t, m.at(below, j), f.sub(f.scale(tb, c), f.mul(conj_s, tk)))
        with b.if_then(b.not_(first)):
            f.store(t, m.at(below, left), f.constant(0.0))  # the bulge, now chased
        last_row = b.select(b.icmp_signed("<", b.add(k, w.i64(2)), top), b.add(k, w.i64(2)),
                            top)
        for target, rows in ((t, b.add(last_row, w.i64(1))), (z, n)):  # G^H on columns
            with w.loop(0, rows, "cols.row") as i:
                tk, tb = f.load(target, m.at(i, k)), f.load(target, m.at(i, below))
                f.store(target, m.at(i, k), f.add(f.scale(tk, c), f.mul(conj_s, tb)))
                f.store(target, m.at(i, below), f.sub(f.scale(tb, c), f.mul(s, tk)))
