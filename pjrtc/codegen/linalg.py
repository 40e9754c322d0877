"""Custom kernel bodies for stablehlo.cholesky and stablehlo.triangular_solve.

Both are sequential per problem, so each work-item solves one: a whole matrix for cholesky,
one right-hand side (a column of b, or a row for right-side solves) for triangular_solve. The
loops run in the operand's type (f16 in f32, rounded once on store). The result buffer never
aliases an operand, so the operand is copied into it first and solved in place. Inner loops
walk contiguous memory wherever the layout allows, so the device compiler vectorizes them.

cholesky, column by column in Crout order (LAPACK's unblocked potf2): for column j,
d = a[j, j] - sum_k<j l[j, k]^2, l[j, j] = sqrt(d), and l[i, j] = (a[i, j] - sum_k<j l[i, k]
l[j, k]) / sqrt(d) below it. Only the triangle named by `lower` is read; an upper one is
loaded transposed, factored as a lower one (U = L^T) and transposed into place at the end, so
the dot products always run along rows. Two variants (CustomBody attr "variant"):

- "xla", stablehlo.cholesky as XLA:CPU computes it (its CholeskyExpander, checked against
  jaxlib 0.10.2): the other triangle is zero; when some pivot's square root is NaN (a negative
  or NaN pivot) the whole matrix is NaN; the diagonal is d / sqrt(d), as XLA's unblocked
  panels compute it, so a zero pivot in the last column gives NaN there, except where XLA
  factors that column as a 1x1 block (n % 128 == 1: sqrt(0) = 0).
- "lapack", the lapack_?potrf_ffi custom call JAX emits on CPU: the other triangle keeps the
  operand's values; a pivot that is not > 0 (or NaN) stops the factorization with
  a[j, j] = d, as potf2 leaves it, and info = j + 1 (0 on success) in the second output.

triangular_solve: op(a) x = b (left side) or x op(a) = b, as t x = b per right-hand side,
where t is op(a) for left-side solves and op(a)^T for right-side ones (x op(a) = b is
op(a)^T x^T = b^T), by forward or back substitution. Where t's rows are rows of a, each
unknown is x[i] = (b[i] - sum_k t[i, k] x[k]) / t[i, i] over the solved k (dot products
along the row); where they are columns of a, x = b is updated column by column (x[i] -=
t[i, k] x[k] once x[k] is solved), which reads a's rows instead.

Real f32 solves keep each unknown as an unevaluated sum hi + lo of two f32 values (hi in the
result, lo in a private array of n floats), the products' and sums' rounding errors gathered in
lo (fma's exact remainders, TwoSum) and the division's remainder too: the unknowns carry about
48 bits, so the result, rounded once, is within an ulp of the exact solution unless t's
condition number nears 2^24. The plain f32 substitution, each unknown rounded before the next
uses it, was 38 ulps off on StableHLO's 2x8x8 case and 1e2-8e5 on elements much smaller than the
largest (8 to 512 unknowns). All in f32 and one kernel: no fp64, which many GPUs lack. By rows
it costs what the plain substitution does on the OpenCL CPU; by columns, the private array's
read-modify-write in each update made it 2x slower at n = 16 and 20-40x at 512 (the plain
update loop over a contiguous row vectorizes), so by columns only n up to the target's
`twofold_by_columns_max` (16 on the Intel CPU) is twofold (StableHLO's case included) and
larger solves stay plain (docs/performance.md).
`unit_diagonal` never reads the diagonal. A zero on the diagonal gives IEEE infinities and NaNs
from the substitution, as LAPACK's trsm does (lo terms that are not finite count as 0); XLA's
blocked solver spreads NaNs further.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I1, I32, BodyWriter, compute_dtype
from pjrtc.codegen.field import RealField, field_for
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import DType, Value

# XLA's CholeskyExpander factors in diagonal blocks of this size; a 1x1 block takes sqrt(d).
XLA_CHOLESKY_BLOCK = 128


class _Matrix:
    """Element indices of one work-item's n x n matrix, row-major."""

    def __init__(self, w: BodyWriter, n: int):
        self.w = w
        self.n = n
        self.base = w.b.mul(w.gid, w.i64(n * n))

    def at(self, i, j):
        return self.w.offset(self.base, (i, self.n), (j, 1))


def _field(w: BodyWriter, kernel: Kernel) -> RealField:
    dtype = kernel.custom.inputs[0].type.dtype  # a complex operand arrives as its parts' type
    return field_for(w, compute_dtype(dtype), kernel.custom.attr("complex"))


def emit_cholesky(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    factor = kernel.outputs[0][0]
    f = _field(w, kernel)
    m = _Matrix(w, body.attr("n"))
    lower, lapack = body.attr("lower"), body.attr("variant") == "lapack"
    _load_lower_triangle(f, a, factor, m, transpose=not lower)
    if lapack:
        info = _factor_lapack(f, factor, m)
        _place_triangles(f, a, factor, m, lower, keep_other=True)
        w.store_int(kernel.outputs[1][0], w.gid, info)
    else:
        failed = _factor_xla(f, factor, m)
        _place_triangles(f, a, factor, m, lower, keep_other=False)
        with w.b.if_then(failed):
            nan = f.constant(float("nan"))  # complex: (NaN, 0), as XLA fills it
            with w.loop(0, m.n * m.n, "nan") as k:
                f.store(factor, w.b.add(m.base, k), nan)


def _load_lower_triangle(f: RealField, a: Value, out: Value, m: _Matrix,
                         transpose: bool) -> None:
    """out's lower triangle = the triangle to factor, as a lower one: a's lower triangle, or
    its upper one transposed (U = L^T), so the factorization's dot products always run along
    contiguous rows (upper frames with strided rows measured 35x slower at n = 512). Complex
    elements are not conjugated: XLA factors an upper triangle as the lower one of a^T."""
    w = f.w
    with w.loop(0, m.n, "copy.row") as i, w.loop(0, w.b.add(i, w.i64(1)), "copy.col") as j:
        source = m.at(j, i) if transpose else m.at(i, j)
        f.store(out, m.at(i, j), f.load(a, source))


def _place_triangles(f: RealField, a: Value, out: Value, m: _Matrix, lower: bool,
                     keep_other: bool) -> None:
    """Move the factor to the triangle `lower` names (transposing it for upper) and fill the
    other triangle with a's values (keep_other) or zeros."""
    w = f.w
    zero = f.constant(0.0)

    def other(i, j):
        return f.load(a, m.at(i, j)) if keep_other else zero

    # (i, j) with j < i holds the factor.
    with w.loop(0, m.n, "place.row") as i, w.loop(0, i, "place.col") as j:
        if lower:
            f.store(out, m.at(j, i), other(j, i))
        else:
            f.store(out, m.at(j, i), f.load(out, m.at(i, j)))
            f.store(out, m.at(i, j), other(i, j))


def _dot_rows(f: RealField, out: Value, m: _Matrix, i, j, count):
    """sum over k < count of out[i, k] * conj(out[j, k])."""
    acc = f.variable(f.constant(0.0), "dot")
    with f.w.loop(0, count, "dot.k") as k:
        product = f.mul_conj(f.load(out, m.at(i, k)), f.load(out, m.at(j, k)))
        f.set(acc, f.add(f.get(acc), product))
    return f.get(acc)


def _column_below(f: RealField, out: Value, m: _Matrix, j, pivot_root) -> None:
    """l[i, j] = (a[i, j] - sum_k<j l[i, k] conj(l[j, k])) / pivot_root for every row i > j."""
    with f.w.loop(f.w.b.add(j, f.w.i64(1)), m.n, "below") as i:
        rest = f.sub(f.load(out, m.at(i, j)), _dot_rows(f, out, m, i, j, j))
        f.store(out, m.at(i, j), f.scale_down(rest, pivot_root))


def _pivot(f: RealField, out: Value, m: _Matrix, j):
    """a[j, j] - sum_k<j |l[j, k]|^2 (complex: its imaginary part is a[j, j]'s)."""
    return f.sub(f.load(out, m.at(j, j)), _dot_rows(f, out, m, j, j, j))


def _factor_xla(f: RealField, out: Value, m: _Matrix):
    """Factor in place; returns whether some pivot's square root was NaN (i1). As XLA, the
    root is of the pivot's real part and the diagonal is pivot / root."""
    w, b = f.w, f.w.b
    failed = w.variable(I1, I1(0), "failed")
    with w.loop(0, m.n, "col") as j:
        d = _pivot(f, out, m, j)
        root = w.sqrt(f.real(d), f.ct)
        w.set(failed, b.or_(w.get(failed), w.is_nan(root)))
        diagonal = f.scale_down(d, root)
        if m.n % XLA_CHOLESKY_BLOCK == 1:  # XLA's last block is 1x1: it takes sqrt(d)
            last = b.icmp_signed("==", j, w.i64(m.n - 1))
            diagonal = _select(f, last, f.from_real(root), diagonal)
        f.store(out, m.at(j, j), diagonal)
        _column_below(f, out, m, j, root)
    return w.get(failed)


def _select(f: RealField, cond, x, y):
    if isinstance(x, tuple):
        return tuple(f.w.b.select(cond, p, q) for p, q in zip(x, y))
    return f.w.b.select(cond, x, y)


def _factor_lapack(f: RealField, out: Value, m: _Matrix):
    """potf2: stop at the first pivot whose real part is not positive; returns info (i32)."""
    w, b = f.w, f.w.b
    info = w.variable(I32, I32(0), "info")
    with w.loop(0, m.n, "col") as j, b.if_then(b.icmp_signed("==", w.get(info), I32(0))):
        d = f.real(_pivot(f, out, m, j))
        positive = b.fcmp_ordered(">", d, w.constant(0.0, f.ct))
        with b.if_else(positive) as (then, otherwise):
            with then:
                root = w.sqrt(d, f.ct)
                f.store(out, m.at(j, j), f.from_real(root))
                _column_below(f, out, m, j, root)
            with otherwise:
                f.store(out, m.at(j, j), f.from_real(d))
                w.set(info, b.trunc(b.add(j, w.i64(1)), I32))
    return w.get(info)


def emit_triangular_solve(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    a, rhs = body.inputs
    x = kernel.outputs[0][0]
    left = body.attr("left_side")
    n, rows, cols = body.attr("n"), body.attr("rows"), body.attr("cols")
    b = w.b
    # One work-item per right-hand side: column r of b (left side) or row r.
    per_matrix = cols if left else rows
    matrix, r = b.udiv(w.gid, w.i64(per_matrix)), b.urem(w.gid, w.i64(per_matrix))
    a_base = b.mul(matrix, w.i64(n * n))
    b_base = b.mul(matrix, w.i64(rows * cols))
    x_base, x_stride = (b.add(b_base, r), cols) if left else (w.offset(b_base, (r, cols)), 1)
    # t = op(a) (left) or op(a)^T (right); t[i, k] is a[i, k] or, transposed, a[k, i], and
    # conjugated for ADJOINT.
    transposed = (body.attr("transpose_a") != "NO_TRANSPOSE") != (not left)
    t_strides = (1, n) if transposed else (n, 1)
    system = _System(_field(w, kernel), a, rhs, x, n,
                     t_at=lambda i, k: w.offset(a_base, (i, t_strides[0]), (k, t_strides[1])),
                     x_at=lambda k: w.offset(x_base, (k, x_stride)),
                     forward=body.attr("lower") != transposed,  # t is lower triangular
                     unit=body.attr("unit_diagonal"),
                     conjugate=body.attr("transpose_a") == "ADJOINT")
    # Walk t along its contiguous direction: rows (dot products) or columns (updates); real
    # f32 with twofold unknowns where that is cheap (see the module docstring).
    twofold = a.type.dtype is DType.F32 and not body.attr("complex")
    if transposed and twofold and n <= w.target.twofold_by_columns_max:
        system.solve_twofold_by_columns()
    elif transposed:
        system.solve_by_columns()
    elif twofold:
        system.solve_twofold_by_rows()
    else:
        system.solve_by_rows()


def _two_sum(f: RealField, x, y):
    """(fl(x + y), its exact rounding error): Knuth's TwoSum, branch-free."""
    total = f.add(x, y)
    back = f.sub(total, x)
    return total, f.add(f.sub(x, f.sub(total, back)), f.sub(y, back))


class _System:
    """t x = b for one right-hand side, by forward (t lower) or back substitution."""

    def __init__(self, f: RealField, a: Value, rhs: Value, x: Value, n: int, t_at, x_at,
                 forward: bool, unit: bool, conjugate: bool):
        self.f, self.w, self.a, self.rhs, self.x, self.n = f, f.w, a, rhs, x, n
        self.t_at, self.x_at = t_at, x_at
        self.forward, self.unit, self.conjugate = forward, unit, conjugate

    def _t(self, i, k):
        value = self.f.load(self.a, self.t_at(i, k))
        return self.f.conj(value) if self.conjugate else value

    def _order(self, step):
        """The step-th unknown solved: 0, 1, ... forward; n - 1, n - 2, ... backward."""
        return step if self.forward else self.w.b.sub(self.w.i64(self.n - 1), step)

    def _solved_before(self, i):
        """(start, stop) of the unknowns solved before unknown i."""
        return (0, i) if self.forward else (self.w.b.add(i, self.w.i64(1)), self.n)

    def _divide_by_diagonal(self, value, i):
        if self.unit:  # the diagonal is never read
            return value
        return self.f.divide(value, self._t(i, i))

    def solve_by_rows(self) -> None:
        """x[i] = (b[i] - sum over solved k of t[i, k] x[k]) / t[i, i]."""
        f, w = self.f, self.w
        with w.loop(0, self.n, "solve") as step:
            i = self._order(step)
            acc = f.variable(f.constant(0.0), "acc")
            with w.loop(*self._solved_before(i), "known") as k:
                product = f.mul(self._t(i, k), f.load(self.x, self.x_at(k)))
                f.set(acc, f.add(f.get(acc), product))
            value = f.sub(f.load(self.rhs, self.x_at(i)), f.get(acc))
            f.store(self.x, self.x_at(i), self._divide_by_diagonal(value, i))

    def solve_twofold_by_rows(self) -> None:
        """solve_by_rows with twofold unknowns (see the module docstring)."""
        f, w = self.f, self.w
        low = self._low_array()
        with w.loop(0, self.n, "solve") as step:
            i = self._order(step)
            acc = f.variable(f.constant(0.0), "acc")
            err = f.variable(f.constant(0.0), "err")
            with w.loop(*self._solved_before(i), "known") as k:
                t, hi = self._t(i, k), f.load(self.x, self.x_at(k))
                product = f.mul(t, hi)
                total, sum_err = _two_sum(f, f.get(acc), product)
                product_err = self._fma(t, hi, f.b.fneg(product))
                low_term = f.mul(t, w.b.load(self._low_at(low, k)))
                f.set(acc, total)
                f.set(err, f.add(f.get(err), f.add(f.add(sum_err, product_err), low_term)))
            value, value_err = _two_sum(f, f.load(self.rhs, self.x_at(i)), f.b.fneg(f.get(acc)))
            self._store_twofold(low, i, value, f.sub(value_err, f.get(err)))

    def solve_twofold_by_columns(self) -> None:
        """solve_by_columns with twofold unknowns (see the module docstring)."""
        f, w = self.f, self.w
        low = self._low_array()
        with w.loop(0, self.n, "copy") as i:
            f.store(self.x, self.x_at(i), f.load(self.rhs, self.x_at(i)))
            w.b.store(f.constant(0.0), self._low_at(low, i))
        with w.loop(0, self.n, "solve") as step:
            k = self._order(step)
            hi, lo = self._store_twofold(low, k, f.load(self.x, self.x_at(k)),
                                         w.b.load(self._low_at(low, k)))
            rest = (w.b.add(k, w.i64(1)), self.n) if self.forward else (0, k)
            with w.loop(*rest, "update") as i:
                t = self._t(i, k)
                product = f.mul(t, hi)
                product_err = f.add(self._fma(t, hi, f.b.fneg(product)), f.mul(t, lo))
                value, value_err = _two_sum(f, f.load(self.x, self.x_at(i)), f.b.fneg(product))
                f.store(self.x, self.x_at(i), value)
                slot = self._low_at(low, i)
                low_i = w.b.load(slot)
                w.b.store(f.add(low_i, f.sub(value_err, product_err)), slot, at=low_i)

    def _store_twofold(self, low, i, value, value_low):
        """Unknown i = (value + value_low) / t[i, i] as hi + lo: hi into x, lo into `low`;
        returns (hi, lo). The division's remainder value - q t[i, i] is exact (fma)."""
        f, w = self.f, self.w
        value_low = self._finite_or_zero(value_low)
        if self.unit:
            q, q_low = value, value_low
        else:
            d = self._t(i, i)
            q = f.divide(value, d)
            remainder = self._fma(f.b.fneg(q), d, value)
            q_low = self._finite_or_zero(f.divide(f.add(remainder, value_low), d))
        hi = f.add(q, q_low)
        lo = self._finite_or_zero(f.sub(q_low, f.sub(hi, q)))
        f.store(self.x, self.x_at(i), hi)
        w.b.store(lo, self._low_at(low, i))
        return hi, lo

    def _low_array(self):
        return self.w.private_array(self.f.ct, self.n, "low")

    def _low_at(self, low, k):
        return (low, k)

    def _fma(self, x, y, z):
        return self.w.builtin("fma", self.f.ct, [x, y, z])

    def _finite_or_zero(self, x):
        """x, or 0 where it is infinite or NaN (an error term of non-finite values)."""
        f = self.f
        size = self.w.fabs(x, f.ct)
        finite = f.b.fcmp_ordered("<", size, f.constant(float("inf")))
        return f.b.select(finite, x, f.constant(0.0))

    def solve_by_columns(self) -> None:
        """x = b; then per solved unknown k: x[k] /= t[k, k], and x[i] -= t[i, k] x[k] for
        the unknowns i still to solve."""
        f, w = self.f, self.w
        with w.loop(0, self.n, "copy") as i:
            f.store(self.x, self.x_at(i), f.load(self.rhs, self.x_at(i)))
        with w.loop(0, self.n, "solve") as step:
            k = self._order(step)
            solved = self._divide_by_diagonal(f.load(self.x, self.x_at(k)), k)
            f.store(self.x, self.x_at(k), solved)
            rest = (w.b.add(k, w.i64(1)), self.n) if self.forward else (0, k)
            with w.loop(*rest, "update") as i:
                update = f.mul(self._t(i, k), solved)
                f.store(self.x, self.x_at(i), f.sub(f.load(self.x, self.x_at(i)), update))
