"""The custom kernel body of Op.LU, LAPACK's getrf: LU factorization with partial pivoting.

One work-item factors one rows x cols matrix in place in the result buffer (a copy of the
operand), right-looking and unblocked, as LAPACK's getf2: for each column j < k = min(rows,
cols), the pivot row p is the first row i >= j with the largest |a[i, j]| (complex: |re| +
|im|, what i?amax compares); pivots[j] = p + 1. If a[p, j] != 0 (NaN counts as nonzero, as in
LAPACK), rows j and p swap over all columns and the column below the diagonal is divided by
the pivot; otherwise the first such j sets info = j + 1. Then the trailing block takes the
rank-1 update a[i, c] -= a[i, j] a[j, c] (i, c > j), row by row along contiguous columns, so
the device compiler vectorizes it. Division rather than LAPACK's multiplication by the
reciprocal: the same to rounding, and a tiny pivot needs no separate branch.

Cost: about rows cols k - (rows + cols) k^2 / 2 + k^3 / 3 multiply-adds (2 n^3 / 3 for a
square n) in one work-item, so a batch spreads over the cores and one large matrix runs on one.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import I32, BodyWriter
from pjrtc.codegen.field import RealField
from pjrtc.codegen.matrices import Matrix, Vector, copy_matrix, kernel_field
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import Value


def emit_lu(w: BodyWriter, kernel: Kernel) -> None:
    body = kernel.custom
    (a,) = body.inputs
    lu, pivots, info_out = (value for value, _ in kernel.outputs)
    rows, cols = body.attr("rows"), body.attr("cols")
    f = kernel_field(w, kernel)
    m = Matrix(w, rows, cols)
    pivot_at = Vector(w, min(rows, cols))
    copy_matrix(f, a, lu, m)
    b = w.b
    info = w.variable(I32, I32(0), "info")
    with w.loop(0, min(rows, cols), "col") as j:
        p = _pivot_row(f, lu, m, j)
        w.store_int(pivots, pivot_at.at(j), b.trunc(b.add(p, w.i64(1)), I32))
        pivot = f.load(lu, m.at(p, j))
        with b.if_else(f.is_nonzero(pivot)) as (then, otherwise):
            with then:
                _swap_rows(f, lu, m, j, p)
                with w.loop(b.add(j, w.i64(1)), rows, "scale") as i:
                    f.store(lu, m.at(i, j), f.divide(f.load(lu, m.at(i, j)), pivot))
            with otherwise:
                first = b.icmp_signed("==", w.get(info), I32(0))
                w.set(info, b.select(first, b.trunc(b.add(j, w.i64(1)), I32), w.get(info)))
        _update_trailing(f, lu, m, j)
    w.store_int(info_out, w.gid, w.get(info))


def _pivot_row(f: RealField, lu: Value, m: Matrix, j):
    """The first row i >= j with the largest abs1(a[i, j]); NaNs are never larger."""
    w, b = f.w, f.w.b
    first = f.abs1(f.load(lu, m.at(j, j)))
    best = w.variable(first.type, first, "pivot.abs")
    row = w.variable(j.type, j, "pivot.row")
    with w.loop(b.add(j, w.i64(1)), m.rows, "pivot") as i:
        size = f.abs1(f.load(lu, m.at(i, j)))
        larger = b.fcmp_ordered(">", size, w.get(best))
        w.set(best, b.select(larger, size, w.get(best)))
        w.set(row, b.select(larger, i, w.get(row)))
    return w.get(row)


def _swap_rows(f: RealField, lu: Value, m: Matrix, j, p) -> None:
    with f.w.loop(0, m.cols, "swap") as c:
        x, y = f.load(lu, m.at(j, c)), f.load(lu, m.at(p, c))
        f.store(lu, m.at(j, c), y)
        f.store(lu, m.at(p, c), x)


def _update_trailing(f: RealField, lu: Value, m: Matrix, j) -> None:
    """a[i, c] -= a[i, j] a[j, c] for rows i > j and columns c > j."""
    w, b = f.w, f.w.b
    after = b.add(j, w.i64(1))
    with w.loop(after, m.rows, "update.row") as i:
        multiplier = f.load(lu, m.at(i, j))
        with w.loop(after, m.cols, "update.col") as c:
            rest = f.sub(f.load(lu, m.at(i, c)), f.mul(multiplier, f.load(lu, m.at(j, c))))
            f.store(lu, m.at(i, c), rest)
