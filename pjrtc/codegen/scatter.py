"""A scatter applied update by update (kernel IR: a `CustomBody` named `SCATTER_IN_ORDER`,
built by pjrtc/lower/scatter.py) -> loop IR, for one work-item:

    for i in result:        result[i] = init(i)
    for u in update space:  if not skip(u): result[target(u)] = update(result[target(u)], u)

The expressions are the CustomBody's attrs (INDEX leaves: i's coordinates; RINDEX: u's; ACC 0:
the element's value before the update), evaluated as expression kernels evaluate theirs
(`LoopBuilder`). No barrier, local memory or work-group: a device loop runs it as it runs any
kernel (pjrtc/codegen/device_loop.py).
"""

from __future__ import annotations

from pjrtc.codegen.loop_builder import LoopBuilder
from pjrtc.ir.kernel import Expr, Kernel, Leaf
from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op


def scatter_in_order_program(kernel: Kernel) -> Program:
    return _InOrder(kernel).run()


class _InOrder(LoopBuilder):
    def run(self) -> Program:
        body = self.kernel.custom
        ((result, _),) = self.kernel.outputs
        shape = result.type.shape
        with self.region():
            i = self.emit(Ops.RANGE, DType.I64, (self.i64(result.type.size),), "element")
            self.leaves[Leaf.INDEX] = self.unflatten(i, 0, len(shape), shape)
            self.store(result, i, self.value(body.attr("init")))
            self.emit(Ops.END_RANGE, None, (i,))
        self.ranges(body.attr("space"), lambda: self._update(result))
        return self.program()

    def _update(self, result) -> None:
        """The update at the RINDEXes (in the deepest of `ranges`), unless it is skipped."""
        body = self.kernel.custom
        skip = body.attr("skip")
        opening = self.emit(Ops.IF, None, (self.value(Expr(Op.NOT, DType.I1, (skip,))),))
        with self.region():
            at = self.flat(result.type.shape, body.attr("target"))
            self.leaves[Leaf.ACC][0] = self.load_at(result, at, result.type.dtype)
            self.store(result, at, self.value(body.attr("update")))
        self.emit(Ops.END_IF, None, (opening,))
