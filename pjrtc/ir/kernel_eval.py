"""Evaluate a kernel IR expression over a whole iteration space with numpy, at compile time.

For kernels whose every load reads a constant (a weight panel packed for a tiled contraction,
pjrtc/passes/tile_contractions.py): the compiler computes them once and stores the result as a
constant instead of launching the kernel on every call. Only index arithmetic, loads, IF,
select, integer minimum/maximum (a panel's clamped last column) and conversions between float
types are evaluated (exactly: numpy rounds float conversions to nearest even, as the device
does); anything else gives None and the kernel stays a kernel.
"""

from __future__ import annotations

import numpy as np

from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.tensor import DType, Op


class NotFoldable(Exception):
    pass


def evaluate(expr: Expr, shape: tuple[int, ...], constants: dict[int, np.ndarray]
             ) -> np.ndarray | None:
    """`expr` at every point of `shape` (row-major), or None if it reads anything but the
    `constants` (by value id) or uses an op this does not evaluate."""
    try:
        out = _Evaluator(shape, constants).value(expr)
    except NotFoldable:
        return None
    return np.ascontiguousarray(np.broadcast_to(out, shape), dtype=expr.dtype.numpy)


class _Evaluator:
    def __init__(self, shape: tuple[int, ...], constants: dict[int, np.ndarray]):
        self.shape = shape
        self.constants = constants
        self.memo: dict[int, np.ndarray] = {}

    def value(self, e: Expr) -> np.ndarray:
        found = self.memo.get(id(e))
        if found is None:
            found = self._eval(e)
            self.memo[id(e)] = found
        return found

    def _eval(self, e: Expr) -> np.ndarray:
        op = e.op
        if op is Leaf.CONST:
            return np.asarray(e.arg, dtype=e.dtype.numpy)
        if op is Leaf.INDEX:
            view = [1] * len(self.shape)
            view[e.arg] = self.shape[e.arg]
            return np.arange(self.shape[e.arg], dtype=np.int64).reshape(view)
        if op is Leaf.LOAD:
            array = self.constants.get(e.arg.id)
            if array is None:
                raise NotFoldable
            # Clipped: an IF may select the load only where its index is in range.
            index = tuple(np.clip(self.value(i), 0, max(n - 1, 0))
                          for i, n in zip(e.args, array.shape))
            return array[index] if index else array
        args = [self.value(a) for a in e.args]
        if op is Leaf.IF or op is Op.SELECT:
            return np.where(*args)
        if op in (Op.MINIMUM, Op.MAXIMUM) and e.dtype.is_int:
            return (np.minimum if op is Op.MINIMUM else np.maximum)(*args)
        if op in _INDEX_OPS:
            return _INDEX_OPS[op](*args)
        if op is Op.CONVERT and e.dtype.is_float and e.args[0].dtype.is_float and (
                DType.BF16 not in (e.dtype, e.args[0].dtype)):
            return args[0].astype(e.dtype.numpy)
        raise NotFoldable


_INDEX_OPS = {
    Leaf.IADD: np.add,
    Leaf.IMUL: np.multiply,
    Leaf.IDIV: np.floor_divide,
    Leaf.IREM: np.remainder,
    Leaf.ILT: np.less,
}
