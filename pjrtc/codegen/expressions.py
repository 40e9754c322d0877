"""Expression kernels -> loop IR: the producer for elementwise and reduction kernels.

An expression kernel (kernel IR `Kernel` without `custom`, `tiling`, `rows` or `attention`)
computes one element of each output per work-item. As loop IR (pjrtc/ir/loops.py) its work-item:

* finds its element: the row-major index from `get_global_id(0)` (1-D launch), or from the
  three ids of its `Kernel.grid()` (3-D launch), whose axes need no division;
* skips the padding of the launch (`Kernel.geometry()` rounds it up to whole work-groups) in
  an IF marked likely;
* with a `Reduction`, folds `update` over the reduction space: one accumulator per reduced
  value, initialized to `inits`, and one RANGE per reduction axis;
* evaluates each output expression and stores it at its element.

A kernel whose `Grid.lanes` is above 1 computes that many consecutive elements of its last
axis per work-item instead, as explicit vectors (pjrtc/codegen/vector.py: that axis's INDEX is
a ramp, the others uniform), and requires the sub-group size the target gives explicit vector
code (`Target.explicit_vector_sub_group`), so that the device compiler does not vectorize it
again across work-items: that vectorizer is 5-7 ms of each such kernel's build on the Intel
CPU (docs/performance.md "Load time").

Expressions become instructions in the order a depth-first evaluation reaches them, each
shared subexpression once per region (a value computed inside a loop body or one side of an
IF is computed again outside it); an INDEX is the division and remainder of the launch index
that yield that axis (an axis of extent 1 is the constant 0, see `index`). The launch
geometry is read only through Kernel.geometry()/grid() with the Target.
"""

from __future__ import annotations

from pjrtc.codegen.loop_builder import LoopBuilder
from pjrtc.codegen.vector import RAMP, UNIFORM, VECTOR, Lanes, VectorEvaluator
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf
from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op
from pjrtc.target import Target


def is_expression_kernel(kernel: Kernel) -> bool:
    return (kernel.custom is None and kernel.tiling is None and kernel.rows is None
            and kernel.attention is None and kernel.loop is None)


def expression_program(kernel: Kernel, target: Target) -> Program:
    """The loop IR of an expression kernel, for its launch on `target`."""
    assert is_expression_kernel(kernel), kernel.name
    return _Producer(kernel, target).run()


class _Producer(LoopBuilder):
    def __init__(self, kernel: Kernel, target: Target):
        super().__init__(kernel)
        self.target = target
        self.accs: list[int] = []

    def run(self) -> Program:
        in_range = self.work_item()
        guard = self.emit(Ops.IF, None, (in_range,), True)
        lanes = 1 if self.grid is None else self.grid.lanes
        if lanes > 1:
            self.lanes_of_last_axis(lanes)
        else:
            if self.kernel.reduction is not None:
                self.reduce()
            for value, expr in self.kernel.outputs:
                self.store_output(value, self.gid, expr, self.kernel.shape)
        self.emit(Ops.END_IF, None, (guard,))
        return self.program(self.target.explicit_vector_sub_group if lanes > 1 else None)

    def lanes_of_last_axis(self, lanes: int) -> None:
        """The outputs at elements gid .. gid + lanes - 1 of the last axis, as vectors; a
        reduction folds one vector accumulator per reduced value, each lane its own element
        in the same order as one work-item per element would."""
        last = len(self.kernel.shape) - 1
        leaves = {k.index(a): Lanes(UNIFORM, self.index(a)) for a in range(last)}
        leaves[k.index(last)] = Lanes(RAMP, self.first_lane)
        vectors = VectorEvaluator(self, lanes, leaves)
        r = self.kernel.reduction
        if r is not None:
            accs = [self.emit(Ops.DEFINE_ACC, dtype, (vectors.as_vector(vectors.value(init)),),
                              f"acc{i}", lanes)
                    for i, (init, dtype) in enumerate(zip(r.inits, r.acc_dtypes))]
            self.ranges(r.shape, lambda: self.vector_fold(vectors, accs), vectors)
            outputs = tuple(e for _, e in self.kernel.outputs)
            vectors.memo.update(self.vector_leaves(outputs, Leaf.ACC, accs, get=True))
        for value, expr in self.kernel.outputs:  # f32 or f64 (Kernel.grid)
            self.store_output(value, self.gid, expr, self.kernel.shape, vectors)

    def vector_leaves(self, roots, kind: Leaf, values: list[int], get: bool = False,
                      ) -> dict[Expr, Lanes]:
        """The ACC or VAL leaves among `roots`, each the vector `values[k]` (for ACC, `get`:
        the accumulator's value read where the leaves are evaluated)."""
        found = {node for root in roots for node in root.walk() if node.op is kind}
        return {node: Lanes(VECTOR, self.emit(Ops.GET_ACC, node.dtype, (values[node.arg],),
                                              lanes=self.grid.lanes) if get
                            else values[node.arg]) for node in found}

    def vector_fold(self, vectors: VectorEvaluator, accs: list[int]) -> None:
        """The reduction's update of the vector accumulators `accs`, for one point of the
        reduction space (in the deepest of `ranges`)."""
        r = self.kernel.reduction
        vectors.memo.update(self.vector_leaves(r.update, Leaf.ACC, accs, get=True))
        vals = [vectors.as_vector(vectors.value(v)) for v in r.values]
        vectors.memo.update(self.vector_leaves(r.update, Leaf.VAL, vals))
        new = [vectors.as_vector(vectors.value(u)) for u in r.update]
        for acc, v in zip(accs, new):
            self.emit(Ops.SET_ACC, None, (acc, v))

    def const(self, value, dtype: DType) -> int:
        """A constant, once per region like any expression."""
        return self.value(k.const(value, dtype))

    def i64(self, n: int) -> int:
        return self.const(n, DType.I64)

    # -- the work-item's element ----------------------------------------------------------

    def work_item(self) -> int:
        """Set `gid`, this work-item's row-major element index; return whether it is one of
        the kernel's elements (launches are padded to whole work-groups)."""
        kernel = self.kernel
        self.grid = grid = kernel.grid(self.target)
        if grid is None:
            self.gid = self.emit(Ops.SPECIAL, DType.I64, arg=("global_id", 0))
            (launched,), _ = kernel.geometry(self.target)
            if launched == kernel.size:  # no padding: every work-item is an element
                return self.const(True, DType.I1)
            return self.below(self.gid, kernel.size)
        ids = [self.emit(Ops.SPECIAL, DType.I64, arg=("global_id", d)) for d in range(3)]
        self.grid_ids = ids  # inner, middle, outer
        inner, middle, outer = ids
        outer_n, middle_n, inner_n = grid.extents
        if grid.lanes > 1:  # the work-item's first element of the last axis
            inner = self.first_lane = self.mul(inner, self.i64(grid.lanes))
        row = self.emit(Ops.IADD, DType.I64, (
            self.emit(Ops.IMUL, DType.I64, (outer, self.const(middle_n, DType.I64))), middle))
        self.gid = self.emit(Ops.IADD, DType.I64, (
            self.emit(Ops.IMUL, DType.I64, (row, self.const(inner_n, DType.I64))), inner))
        in_range = self.const(True, DType.I1)
        items = (inner_n // grid.lanes, middle_n)
        for i, (size, padded) in enumerate(zip(items, grid.global_size[::-1])):
            if padded != size:
                below = self.below(ids[i], size)
                in_range = self.emit(Ops.ALU, DType.I1, (in_range, below), (Op.AND, None))
        return in_range

    def below(self, index: int, size: int) -> int:
        """index < size, unsigned."""
        return self.emit(Ops.ALU, DType.I1, (index, self.const(size, DType.I64)),
                         (Op.COMPARE, ("LT", "UNSIGNED")))

    def index(self, axis: int) -> int:
        """The INDEX of kernel axis `axis`, from the launch index that holds it.

        An axis of extent 1 is the constant 0, and the remainder is left out where the axes
        before `axis` in its launch dimension all have extent 1 (a batch of one): the
        division and remainder of a launch id made the Intel CPU runtime's loop strength
        reduction take 3x as long to build a 5x5 depthwise convolution (0.095 -> 0.030 s),
        and every batch-1 CNN kernel of rank 4 has them."""
        shape, grid = self.kernel.shape, self.grid
        if shape[axis] == 1:
            return self.i64(0)
        v, first, last = self.gid, 0, len(shape) - 1
        if grid is not None:  # the axis's grid dimension, its first and last axis
            if axis == grid.middle:
                return self.grid_ids[1]
            v, first, last = ((self.grid_ids[0], grid.inner[0], last) if axis in grid.inner
                              else (self.grid_ids[2], 0, grid.middle - 1))
        stride = 1
        for extent in shape[axis + 1:last + 1]:
            stride *= extent
        if stride != 1:
            v = self.emit(Ops.IDIV, DType.I64, (v, self.const(stride, DType.I64)))
        if any(extent != 1 for extent in shape[first:axis]):
            v = self.emit(Ops.IREM, DType.I64, (v, self.const(shape[axis], DType.I64)))
        return v

    # -- reductions -----------------------------------------------------------------------

    def reduce(self) -> None:
        r = self.kernel.reduction
        for i, (init, dtype) in enumerate(zip(r.inits, r.acc_dtypes)):
            self.accs.append(self.emit(Ops.DEFINE_ACC, dtype, (self.value(init),), f"acc{i}"))
        self.ranges(r.shape, self.fold)

    def fold(self) -> None:
        """The reduction's update of the accumulators, for one point of the reduction space
        (in the deepest of `ranges`)."""
        r = self.kernel.reduction
        self.leaves[Leaf.VAL] = dict(enumerate(self.value(v) for v in r.values))
        guard, guarded = _guarded_updates(r.update)
        new = {i: self.value(u) for i, u in enumerate(r.update) if i not in guarded}
        if guarded:  # one branch for them all, not one each (passes/top_k.py's slots)
            opening = self.emit(Ops.IF, None, (self.value(guard),))
            with self.region():
                inner = {i: self.value(r.update[i].args[1]) for i in guarded}
                for i, v in inner.items():
                    self.emit(Ops.SET_ACC, None, (self.accs[i], v))
            self.emit(Ops.END_IF, None, (opening,))
        for i, v in new.items():
            self.emit(Ops.SET_ACC, None, (self.accs[i], v))

    # -- leaves ---------------------------------------------------------------------------

    def leaf(self, e: Expr) -> int:
        if e.op is Leaf.INDEX:
            # set per lane where a vector evaluation goes lane by lane (lanes_of_last_axis)
            lane = self.leaves[Leaf.INDEX].get(e.arg)
            return self.index(e.arg) if lane is None else lane
        if e.op is Leaf.ACC:
            return self.emit(Ops.GET_ACC, e.dtype, (self.accs[e.arg],))
        assert e.op is not Leaf.ROW, f"{e.op} in an expression kernel"
        return super().leaf(e)


def _guarded_updates(update: tuple[Expr, ...]) -> tuple[Expr | None, set[int]]:
    """(c, the accumulators i whose update is `if(c, new, acc i)`) for the condition c the
    most updates share that way, when several do: those change only where c holds."""
    by_cond: dict[Expr, set[int]] = {}
    for i, u in enumerate(update):
        other = u.args[2] if u.op is Leaf.IF else None
        if other is not None and other.op is Leaf.ACC and other.arg == i:
            by_cond.setdefault(u.args[0], set()).add(i)
    if not by_cond:
        return None, set()
    cond, guarded = max(by_cond.items(), key=lambda item: len(item[1]))
    return (cond, guarded) if len(guarded) > 1 else (None, set())
