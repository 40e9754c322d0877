"""The real Schur form for Op.SCHUR of real matrices, LAPACK's sgees / dgees without sorting:
T = Z^T A Z quasi-upper triangular (1 x 1 blocks for real eigenvalues, standardized 2 x 2
blocks for complex pairs), Z orthogonal, one work-item per matrix.

After the Hessenberg reduction (pjrtc/codegen/hessenberg.py, Z accumulating), the Francis
double-shift QR algorithm runs on the active block [l, i] as LAPACK's lahqr (wantt, wantz):
a subdiagonal element below ulp (|T[k-1, k-1]| + |T[k, k]|) (or the smallest normal number)
is set to zero and splits the block (lahqr's further Ahues-Tisseur test is left out); a 1 x 1
block at the bottom is a real eigenvalue; a 2 x 2 block is brought to standard form by lanv2
(a rotation applied to the rest of T and to Z) and gives a real pair or a complex conjugate
pair; otherwise a double-shift step (shifts: the trailing 2 x 2 block's eigenvalues, lahqr's
exceptional ones every 10th step without deflation) chases a 3-element Householder bulge from
l down (lahqr first looks for a later start; starting at l is what it does when it finds
none). Results: T, Z, wr, wi (pairs with wi > 0 first), sdim = 0, info = 0 or i + 1 when
30 max(10, n) n steps in all do not suffice.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I1, I32, I64
from pjrtc.codegen.field import RealField
from pjrtc.codegen.jacobi import EPS
from pjrtc.codegen.matrices import Matrix, Vector
from pjrtc.ir.tensor import DType

SMALLEST_NORMAL = {DType.F32: 2.0 ** -126, DType.F64: 2.0 ** -1022}


class _Lahqr:
    def __init__(self, f: RealField, t, z, wr, wi, m: Matrix):
        self.f, self.w, self.b, self.ct = f, f.w, f.w.b, f.ct
        self.t, self.z, self.m, self.n = t, z, m, m.rows
        self.wr, self.wi, self.out = wr, wi, Vector(f.w, m.rows)

    def c(self, value: float):
        return self.w.constant(value, self.ct)

    def i64(self, value):
        return self.w.i64(value) if isinstance(value, int) else value

    def h(self, i, j):
        return self.f.load(self.t, self.m.at(i, j))

    def set_h(self, i, j, value) -> None:
        self.f.store(self.t, self.m.at(i, j), value)

    def fabs(self, x):
        return self.w.fabs(x, self.ct)

    def sign(self, magnitude, of):
        return self.w.builtin("copysign", self.ct, [magnitude, of])

    def add(self, i, k: int):
        return self.b.add(i, self.w.i64(k))


def solve_real_schur(f: RealField, t, z, wr, wi, m: Matrix):
    """lahqr on the Hessenberg t (and z); writes wr, wi; returns info (i32)."""
    q = _Lahqr(f, t, z, wr, wi, m)
    w, b = q.w, q.b
    n = m.rows
    hi = w.variable(I64, w.i64(n - 1), "hi")
    kdefl = w.variable(I64, w.i64(0), "kdefl")
    steps = 30 * max(10, n) * max(n, 1)
    with w.loop(0, steps, "qr"), b.if_then(b.icmp_signed(">=", w.get(hi), w.i64(0))):
        i = w.get(hi)
        lo = _split(q, i)
        with b.if_then(b.icmp_signed(">", lo, w.i64(0))):
            q.set_h(lo, b.sub(lo, w.i64(1)), q.c(0.0))
        with b.if_else(b.icmp_signed(">=", lo, b.sub(i, w.i64(1)))) as (converged, iterate):
            with converged:
                with b.if_else(b.icmp_signed("==", lo, i)) as (single, pair):
                    with single:
                        w.store(wr, q.out.at(i), q.h(i, i), q.ct)
                        w.store(wi, q.out.at(i), q.c(0.0), q.ct)
                    with pair:
                        _standardize(q, i)
                w.set(kdefl, w.i64(0))
                w.set(hi, b.sub(lo, w.i64(1)))
            with iterate:
                w.set(kdefl, b.add(w.get(kdefl), w.i64(1)))
                shifts = _shifts(q, lo, i, w.get(kdefl))
                _double_shift_step(q, lo, i, shifts)
    failed = b.icmp_signed(">=", w.get(hi), w.i64(0))
    return b.select(failed, b.trunc(b.add(w.get(hi), w.i64(1)), I32), I32(0))


def _split(q: _Lahqr, i):
    """The largest k in (0, i] whose T[k, k-1] is negligible, or 0."""
    w, b = q.w, q.b
    lo = w.variable(I64, w.i64(0), "lo")
    found = w.variable(I1, I1(0), "lo.found")
    with w.loop(0, i, "split") as step:
        k = b.sub(i, step)
        with b.if_then(b.not_(w.get(found))):
            before = b.sub(k, w.i64(1))
            sub = q.fabs(q.h(k, before))
            scale = b.fadd(q.fabs(q.h(before, before)), q.fabs(q.h(k, k)))
            bound = w.builtin("fmax", q.ct, [b.fmul(q.c(EPS[q.ct]), scale),
                                                   q.c(SMALLEST_NORMAL[q.ct])])
            with b.if_then(b.fcmp_ordered("<=", sub, bound)):
                w.set(lo, k)
                w.set(found, I1(1))
    return w.get(lo)


def _shifts(q: _Lahqr, lo, i, kdefl):
    """(rt1r, rt1i, rt2r, rt2i): the trailing 2 x 2 block's eigenvalues (one of them twice
    when real, the one nearer T[i, i]), or lahqr's exceptional shifts."""
    w, b = q.w, q.b
    im1 = b.sub(i, w.i64(1))
    every20 = b.icmp_signed("==", b.srem(kdefl, w.i64(20)), w.i64(0))
    every10 = b.icmp_signed("==", b.srem(kdefl, w.i64(10)), w.i64(0))
    s20 = b.fadd(q.fabs(q.h(i, im1)), q.fabs(q.h(im1, b.sub(i, w.i64(2)))))
    s10 = b.fadd(q.fabs(q.h(q.add(lo, 1), lo)), q.fabs(q.h(q.add(lo, 2), q.add(lo, 1))))
    s_ex = b.select(every20, s20, s10)
    base = b.select(every20, q.h(i, i), q.h(lo, lo))
    exceptional = b.or_(every20, every10)
    h11 = b.select(exceptional, b.fadd(b.fmul(q.c(0.75), s_ex), base), q.h(im1, im1))
    h12 = b.select(exceptional, b.fmul(q.c(-0.4375), s_ex), q.h(im1, i))
    h21 = b.select(exceptional, s_ex, q.h(i, im1))
    h22 = b.select(exceptional, h11, q.h(i, i))
    s = b.fadd(b.fadd(q.fabs(h11), q.fabs(h12)), b.fadd(q.fabs(h21), q.fabs(h22)))
    zero_s = b.fcmp_ordered("==", s, q.c(0.0))
    safe = b.select(zero_s, q.c(1.0), s)
    h11, h12, h21, h22 = (b.fdiv(x, safe) for x in (h11, h12, h21, h22))
    tr = b.fmul(b.fadd(h11, h22), q.c(0.5))
    det = b.fsub(b.fmul(b.fsub(h11, tr), b.fsub(h22, tr)), b.fmul(h12, h21))
    rtdisc = q.w.sqrt(q.fabs(det), q.ct)
    complex_pair = b.fcmp_ordered(">=", det, q.c(0.0))
    r1, r2 = b.fadd(tr, rtdisc), b.fsub(tr, rtdisc)
    nearer = b.select(b.fcmp_ordered("<=", q.fabs(b.fsub(r1, h22)), q.fabs(b.fsub(r2, h22))),
                      r1, r2)
    rt1r = b.fmul(b.select(complex_pair, tr, nearer), safe)
    rt1i = b.select(complex_pair, b.fmul(rtdisc, safe), q.c(0.0))
    zero = q.c(0.0)
    rt1r, rt1i = b.select(zero_s, zero, rt1r), b.select(zero_s, zero, rt1i)
    return rt1r, rt1i, rt1r, b.fneg(rt1i)


def _double_shift_step(q: _Lahqr, lo, i, shifts) -> None:
    w, b = q.w, q.b
    rt1r, rt1i, rt2r, rt2i = shifts
    # The first column of (T - s1)(T - s2), scaled (lahqr's V at M = L).
    h21s = q.h(q.add(lo, 1), lo)
    s = b.fadd(b.fadd(q.fabs(b.fsub(q.h(lo, lo), rt2r)), q.fabs(rt2i)), q.fabs(h21s))
    h21s = b.fdiv(h21s, s)
    hll = q.h(lo, lo)
    v1 = b.fsub(b.fadd(b.fmul(h21s, q.h(lo, q.add(lo, 1))),
                       b.fmul(b.fsub(hll, rt1r), b.fdiv(b.fsub(hll, rt2r), s))),
                b.fmul(rt1i, b.fdiv(rt2i, s)))
    v2 = b.fmul(h21s, b.fsub(b.fsub(b.fadd(hll, q.h(q.add(lo, 1), q.add(lo, 1))), rt1r), rt2r))
    v3 = b.fmul(h21s, q.h(q.add(lo, 2), q.add(lo, 1)))
    scale = b.fadd(b.fadd(q.fabs(v1), q.fabs(v2)), q.fabs(v3))
    v = [w.variable(q.c(0.0).type, b.fdiv(x, scale), f"v{k}") for k, x in enumerate((v1, v2, v3))]
    with w.loop(lo, i, "bulge") as k:
        three = b.icmp_signed("<", k, b.sub(i, w.i64(1)))  # nr = 3, else 2
        with b.if_else(three) as (full, last):
            with full:
                _reflect(q, lo, i, k, v, 3)
            with last:
                _reflect(q, lo, i, k, v, 2)


def _reflect(q: _Lahqr, lo, i, k, v, nr: int) -> None:
    """larfg on nr elements (from v at k = lo, else from column k - 1), then the reflector
    applied to rows k.., columns k.. of T, and to columns k.. of T (rows up to k + 3) and Z."""
    w, b = q.w, q.b
    later = b.icmp_signed(">", k, lo)
    prev = b.select(later, b.sub(k, w.i64(1)), k)  # clamped: only read when later
    for r in range(nr):
        w.set(v[r], b.select(later, q.h(q.add(k, r), prev), w.get(v[r])))
    alpha = w.get(v[0])
    x2 = w.get(v[1])
    x3 = w.get(v[2]) if nr == 3 else q.c(0.0)
    xnorm = q.w.sqrt(b.fadd(b.fmul(x2, x2), b.fmul(x3, x3)), q.ct)
    reflect = b.fcmp_unordered("!=", xnorm, q.c(0.0))
    beta = b.fneg(q.sign(q.w.sqrt(b.fadd(b.fmul(alpha, alpha), b.fmul(xnorm, xnorm)), q.ct),
                         alpha))
    t1 = b.select(reflect, b.fdiv(b.fsub(beta, alpha), beta), q.c(0.0))
    scale = b.select(reflect, b.fdiv(q.c(1.0), b.fsub(alpha, beta)), q.c(0.0))
    u2, u3 = b.fmul(x2, scale), b.fmul(x3, scale)
    with b.if_then(later):
        q.set_h(k, prev, b.select(reflect, beta, alpha))
        q.set_h(q.add(k, 1), prev, q.c(0.0))
        if nr == 3:
            q.set_h(q.add(k, 2), prev, q.c(0.0))
    t2, t3 = b.fmul(t1, u2), b.fmul(t1, u3)
    coefficients = [(0, q.c(1.0), t1), (1, u2, t2), (2, u3, t3)][:nr]
    n = q.n
    with w.loop(k, n, "left") as j:  # rows k.. k+nr-1 of T
        total = None
        for r, u, _ in coefficients:
            term = b.fmul(u, q.h(q.add(k, r), j))
            total = term if total is None else b.fadd(total, term)
        for r, _, tr in coefficients:
            q.set_h(q.add(k, r), j, b.fsub(q.h(q.add(k, r), j), b.fmul(total, tr)))
    last = b.select(b.icmp_signed("<", q.add(k, 3), i), q.add(k, 3), i)
    for target, rows in ((q.t, b.add(last, w.i64(1))), (q.z, n)):
        with w.loop(0, rows, "right") as j:
            total = None
            for r, u, _ in coefficients:
                term = b.fmul(u, q.f.load(target, q.m.at(j, q.add(k, r))))
                total = term if total is None else b.fadd(total, term)
            for r, _, tr in coefficients:
                at = q.m.at(j, q.add(k, r))
                q.f.store(target, at, b.fsub(q.f.load(target, at), b.fmul(total, tr)))


def _standardize(q: _Lahqr, i) -> None:
    """lanv2 on the 2 x 2 block at (i - 1, i - 1); the rotation applied to the rest of T
    and to Z; the eigenvalues stored."""
    w, b = q.w, q.b
    im1 = b.sub(i, w.i64(1))
    a, bb, c, d = q.h(im1, im1), q.h(im1, i), q.h(i, im1), q.h(i, i)
    a, bb, c, d, cs, sn = _lanv2(q, a, bb, c, d)
    q.set_h(im1, im1, a)
    q.set_h(im1, i, bb)
    q.set_h(i, im1, c)
    q.set_h(i, i, d)
    # drot(x, y): x <- cs x + sn y, y <- cs y - sn x.
    with w.loop(q.add(i, 1), q.n, "rot.row") as j:  # rows i - 1, i right of the block
        x, y = q.h(im1, j), q.h(i, j)
        q.set_h(im1, j, b.fadd(b.fmul(cs, x), b.fmul(sn, y)))
        q.set_h(i, j, b.fsub(b.fmul(cs, y), b.fmul(sn, x)))
    for target, rows in ((q.t, im1), (q.z, q.n)):  # columns i - 1, i above the block / of Z
        with w.loop(0, rows, "rot.col") as j:
            x = q.f.load(target, q.m.at(j, im1))
            y = q.f.load(target, q.m.at(j, i))
            q.f.store(target, q.m.at(j, im1), b.fadd(b.fmul(cs, x), b.fmul(sn, y)))
            q.f.store(target, q.m.at(j, i), b.fsub(b.fmul(cs, y), b.fmul(sn, x)))
    zero = q.c(0.0)
    imag = b.select(b.fcmp_ordered("==", c, zero), zero,
                    b.fmul(q.w.sqrt(q.fabs(bb), q.ct), q.w.sqrt(q.fabs(c), q.ct)))
    for index, re, im in ((im1, a, imag), (i, d, b.fneg(imag))):
        w.store(q.wr, q.out.at(index), re, q.ct)
        w.store(q.wi, q.out.at(index), im, q.ct)


def _lanv2(q: _Lahqr, a, bb, c, d):
    """LAPACK's lanv2 (without its rescaling of huge entries), as selects over its cases:
    returns the standardized (a, b, c, d) and the rotation (cs, sn)."""
    b, w = q.b, q.w
    zero, one, half = q.c(0.0), q.c(1.0), q.c(0.5)

    def sqrt(x):
        return w.sqrt(x, q.ct)

    c_zero = b.fcmp_ordered("==", c, zero)
    b_zero = b.fcmp_ordered("==", bb, zero)
    opposite = b.fcmp_ordered("!=", q.sign(one, bb), q.sign(one, c))
    equal_diag = b.and_(b.fcmp_ordered("==", b.fsub(a, d), zero), opposite)
    # General case.
    temp = b.fsub(a, d)
    p = b.fmul(half, temp)
    bcmax = w.builtin("fmax", q.ct, [q.fabs(bb), q.fabs(c)])
    bcmis = b.fmul(b.fmul(w.builtin("fmin", q.ct, [q.fabs(bb), q.fabs(c)]),
                          q.sign(one, bb)), q.sign(one, c))
    scale = w.builtin("fmax", q.ct, [q.fabs(p), bcmax])
    zz = b.fadd(b.fmul(b.fdiv(p, scale), p), b.fmul(b.fdiv(bcmax, scale), bcmis))
    real = b.fcmp_ordered(">=", zz, b.fmul(q.c(4.0), q.c(EPS[q.ct])))
    # Real eigenvalues.
    zr = b.fadd(p, q.sign(b.fmul(sqrt(scale), sqrt(q.fabs(zz))), p))
    ra = b.fadd(d, zr)
    rd = b.fsub(d, b.fmul(b.fdiv(bcmax, zr), bcmis))
    tau = sqrt(b.fadd(b.fmul(c, c), b.fmul(zr, zr)))
    rcs, rsn, rb = b.fdiv(zr, tau), b.fdiv(c, tau), b.fsub(bb, c)
    # Complex or nearly equal eigenvalues: make the diagonal equal.
    sigma = b.fadd(bb, c)
    tau2 = sqrt(b.fadd(b.fmul(sigma, sigma), b.fmul(temp, temp)))
    ccs = sqrt(b.fmul(half, b.fadd(one, b.fdiv(q.fabs(sigma), tau2))))
    csn = b.fmul(b.fneg(b.fdiv(p, b.fmul(tau2, ccs))), q.sign(one, sigma))
    aa = b.fadd(b.fmul(a, ccs), b.fmul(bb, csn))
    bb2 = b.fadd(b.fmul(b.fneg(a), csn), b.fmul(bb, ccs))
    cc = b.fadd(b.fmul(c, ccs), b.fmul(d, csn))
    dd = b.fadd(b.fmul(b.fneg(c), csn), b.fmul(d, ccs))
    nb = b.fadd(b.fmul(bb2, ccs), b.fmul(dd, csn))
    nc = b.fadd(b.fmul(b.fneg(aa), csn), b.fmul(cc, ccs))
    mid = b.fmul(half, b.fadd(b.fadd(b.fmul(aa, ccs), b.fmul(cc, csn)),
                              b.fadd(b.fmul(b.fneg(bb2), csn), b.fmul(dd, ccs))))
    nc_zero = b.fcmp_ordered("==", nc, zero)
    nb_zero = b.fcmp_ordered("==", nb, zero)
    same_sign = b.fcmp_ordered("==", q.sign(one, nb), q.sign(one, nc))
    # ... real after all (b, c of one sign): triangularize.
    sab, sac = sqrt(q.fabs(nb)), sqrt(q.fabs(nc))
    pp = q.sign(b.fmul(sab, sac), nc)
    tau3 = b.fdiv(one, sqrt(q.fabs(b.fadd(nb, nc))))
    cs1, sn1 = b.fmul(sab, tau3), b.fmul(sac, tau3)
    tri = b.and_(b.not_(nc_zero), b.and_(b.not_(nb_zero), same_sign))
    swap = b.and_(b.not_(nc_zero), nb_zero)
    ca = b.select(tri, b.fadd(mid, pp), mid)
    cd = b.select(tri, b.fsub(mid, pp), mid)
    cb = b.select(tri, b.fsub(nb, nc), b.select(swap, b.fneg(nc), nb))
    cc_ = b.select(b.or_(tri, swap), zero, nc)
    ccs2 = b.select(tri, b.fsub(b.fmul(ccs, cs1), b.fmul(csn, sn1)),
                    b.select(swap, b.fneg(csn), ccs))
    csn2 = b.select(tri, b.fadd(b.fmul(ccs, sn1), b.fmul(csn, cs1)), b.select(swap, ccs, csn))
    # Pick the case.
    ga, gb, gc, gd = (b.select(real, x, y) for x, y in ((ra, ca), (rb, cb), (zero, cc_), (rd, cd)))
    gcs, gsn = b.select(real, rcs, ccs2), b.select(real, rsn, csn2)
    # lanv2's order: c = 0 keeps the block, then b = 0 swaps, then equal diagonals keep it.
    out = []
    for kept, swapped, general in ((a, d, ga), (bb, b.fneg(c), gb), (c, zero, gc),
                                   (d, a, gd), (one, zero, gcs), (zero, one, gsn)):
        rest = b.select(b_zero, swapped, b.select(equal_diag, kept, general))
        out.append(b.select(c_zero, kept, rest))
    return tuple(out)
