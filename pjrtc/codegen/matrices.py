"""Addressing and whole-matrix steps shared by the LAPACK kernels (pjrtc/codegen/lu.py, ...).

Each work-item of such a kernel owns one problem of a batch: the gid-th row-major
rows x cols matrix of every matrix operand and result, and the gid-th vector of every
per-matrix vector (pivots, taus, eigenvalues) or scalar (info). Element addresses are element
indices, which the field (pjrtc/codegen/field.py) turns into component addresses.
"""

from __future__ import annotations

from pjrtc.codegen.body_writer import BodyWriter, compute_dtype
from pjrtc.codegen.field import RealField, field_for
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.tensor import Value


class Matrix:
    """Element indices of this work-item's rows x cols matrix, row-major."""

    def __init__(self, w: BodyWriter, rows: int, cols: int):
        self.w, self.rows, self.cols = w, rows, cols
        self.base = w.b.mul(w.gid, w.i64(rows * cols))

    def at(self, i, j):
        return self.w.offset(self.base, (i, self.cols), (j, 1))


class Vector:
    """Element indices of this work-item's vector of `length` elements."""

    def __init__(self, w: BodyWriter, length: int):
        self.w = w
        self.base = w.b.mul(w.gid, w.i64(length))

    def at(self, i):
        return self.w.b.add(self.base, self.w.index(i))


def kernel_field(w: BodyWriter, kernel: Kernel) -> RealField:
    """The field of the kernel's first operand (a complex one arrives as its parts' type)."""
    dtype = kernel.custom.inputs[0].type.dtype
    return field_for(w, compute_dtype(dtype), kernel.custom.attr("complex"))


def copy_matrix(f: RealField, source: Value, target: Value, m: Matrix) -> None:
    """target's matrix = source's (a result is computed in place in its own buffer)."""
    with f.w.loop(0, m.rows, "copy.row") as i, f.w.loop(0, m.cols, "copy.col") as j:
        f.store(target, m.at(i, j), f.load(source, m.at(i, j)))
