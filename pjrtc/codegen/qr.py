"""The custom kernel bodies of Op.QR (LAPACK's geqrf) and Op.HOUSEHOLDER_PRODUCT (orgqr,
ungqr): Householder QR and the product of its reflectors, unblocked, as LAPACK's geqr2 and
org2r / ung2r, one work-item per matrix, in place in the result buffer (a copy of the
operand).

geqrf, for each column j < k = min(rows, cols), as larfg: with alpha = a[j, j] and x the
column below it, H(j) = I - tau v v^H maps (alpha, x) to (beta, 0): beta = -sign(re alpha)
sqrt(|alpha|^2 + |x|^2), tau = (beta - alpha) / beta, v = (1, x / (alpha - beta)). No
reflection (tau = 0) when x = 0 and alpha is real. Then H(j)^H (tau conjugated) is applied to
the columns right of j: c -= conj(tau) v (v^H c). LAPACK scales to keep |x|^2 from
overflowing or underflowing (its nrm2, lapy3, and larfg's rescaling of a tiny beta); these
kernels sum squares directly, so columns with elements beyond about 1e19 (f32) overflow, and
columns of elements near the underflow threshold lose accuracy, where LAPACK's would not.

orgqr (org2r), from the last reflector to the first: column i becomes H(i)'s first column
(1 - tau on the diagonal, -tau v below, zeros above) after H(i) is applied to the columns
right of it; columns k..n-1 start as the identity's.

Cost: geqrf about 2 rows cols k - (rows + cols) k^2 + 2 k^3 / 3 multiply-adds, orgqr as many
again, in one work-item per matrix; the column walks are strided (row-major storage).
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import Value


def emit_qr(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    out, taus = (value for value, _ in kernel.outputs)
    rows, cols = body.attr("rows"), body.attr("cols")
    f = kernel_field(w, kernel)
    m = Matrix(w, rows, cols)
    tau_at = Vector(w, min(rows, cols))
    copy_matrix(f, a, out, m)
    with w.loop(0, min(rows, cols), "reflector") as j:
        below = w.b.add(j, w.i64(1))
        tau = householder(f, out, m.at(j, j), (below, rows), lambda i: m.at(i, j))
        f.store(taus, tau_at.at(j), tau)
        apply_left(f, out, m, j, j, f.conj(tau), below, cols)


def householder(f: RealField, out: Value, alpha_at, x_range, x_at):
    """larfg on alpha = out[alpha_at] and x = out[x_at(k)] for k in x_range: overwrites
    alpha with beta and x with v's other elements (v's element at alpha is 1) and returns
    tau."""
    w, b = f.w, f.w.b
    zero = w.constant(0.0, f.ct)
    sum_of_squares = w.variable(zero.type, zero, "xnorm2")
    with w.loop(*x_range, "xnorm") as k:
        x = f.load(out, x_at(k))
        w.set(sum_of_squares, b.fadd(w.get(sum_of_squares), f.real(f.mul_conj(x, x))))
    alpha = f.load(out, alpha_at)
    tau = f.variable(f.constant(0.0), "tau")
    # No reflection when x = 0 and alpha is real: H = I.
    reflect = b.or_(b.fcmp_unordered("!=", w.get(sum_of_squares), zero),
                    b.fcmp_unordered("!=", f.imag(alpha), zero))
    with b.if_then(reflect):
        size = w.sqrt(b.fadd(f.real(f.mul_conj(alpha, alpha)), w.get(sum_of_squares)), f.ct)
        beta = b.fneg(w.builtin("copysign", f.ct, [size, f.real(alpha)]))
        f.set(tau, f.scale_down(f.sub(f.from_real(beta), alpha), beta))
        shift = f.sub(alpha, f.from_real(beta))
        with w.loop(*x_range, "scale") as k:
            f.store(out, x_at(k), f.divide(f.load(out, x_at(k)), shift))
        f.store(out, alpha_at, f.from_real(beta))
    return f.get(tau)


def apply_left(f: RealField, out: Value, m: Matrix, top, col, tau, start, stop) -> None:
    """Columns start..stop-1, rows top.. of out -= tau v (v^H c), v = (1 at row top,
    out[k, col] below it); none when tau = 0 (as LAPACK's larf, which then reads nothing)."""
    w, b = f.w, f.w.b
    below = b.add(top, w.i64(1))
    with b.if_then(f.is_nonzero(tau)), w.loop(start, stop, "apply") as c:
        dot = f.variable(f.load(out, m.at(top, c)), "vhc")
        with w.loop(below, m.rows, "vhc.row") as i:
            f.set(dot, f.add(f.get(dot), f.mul_conj(f.load(out, m.at(i, c)),
                                                    f.load(out, m.at(i, col)))))
        step = f.mul(tau, f.get(dot))
        f.store(out, m.at(top, c), f.sub(f.load(out, m.at(top, c)), step))
        with w.loop(below, m.rows, "update.row") as i:
            update = f.mul(f.load(out, m.at(i, col)), step)
            f.store(out, m.at(i, c), f.sub(f.load(out, m.at(i, c)), update))


def emit_householder_product(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    a, taus = body.inputs
    (q,) = (value for value, _ in kernel.outputs)
    rows, cols = body.attr("rows"), body.attr("cols")
    reflectors = taus.type.shape[-2 if body.attr("complex") else -1]
    f = kernel_field(w, kernel)
    m = Matrix(w, rows, cols)
    tau_at = Vector(w, reflectors)
    b = w.b
    copy_matrix(f, a, q, m)
    zero, one = f.constant(0.0), f.constant(1.0)
    with w.loop(reflectors, cols, "identity.col") as c, w.loop(0, rows, "identity.row") as i:
        f.store(q, m.at(i, c), f.select(b.icmp_signed("==", i, c), one, zero))
    with w.loop(0, reflectors, "reflector") as step:
        i = b.sub(w.i64(reflectors - 1), step)
        tau = f.load(taus, tau_at.at(i))
        f.store(q, m.at(i, i), one)
        apply_left(f, q, m, i, i, tau, b.add(i, w.i64(1)), cols)
        with w.loop(b.add(i, w.i64(1)), rows, "negate") as r:
            f.store(q, m.at(r, i), f.sub(zero, f.mul(tau, f.load(q, m.at(r, i)))))
        f.store(q, m.at(i, i), f.sub(one, tau))
        with w.loop(0, i, "above") as r:
            f.store(q, m.at(r, i), zero)

