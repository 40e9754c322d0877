"""Expression kernels -> loop IR: the producer for elementwise and reduction kernels.

An expression kernel (kernel IR `Kernel` without `custom`, `tiling` or `rows`) computes one
element of each output per work-item. As loop IR (pjrtc/ir/loops.py) its work-item:

* finds its element: the row-major index from `get_global_id(0)` (1-D launch), or from the
  three ids of its `Kernel.grid()` (3-D launch), whose axes need no division;
* skips the padding of the launch (`Kernel.geometry()` rounds it up to whole work-groups) in
  an IF marked likely;
* with a `Reduction`, folds `update` over the reduction space: one accumulator per reduced
  value, initialized to `inits`, and one RANGE per reduction axis;
* evaluates each output expression and stores it at its element.

Expressions become instructions in the order a depth-first evaluation reaches them, each
shared subexpression once per region (a value computed inside a loop body or one side of an
IF is computed again outside it); an INDEX is the division and remainder of the launch index
that yield that axis. The launch geometry is read only through Kernel.geometry()/grid()
with the Target.
"""

from __future__ import annotations

from typing import Any

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf
from pjrtc.ir.kernel_exprs import flat_terms
from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType, Op
from pjrtc.target import Target

_INDEX_OPS = {Leaf.IADD: Ops.IADD, Leaf.IMUL: Ops.IMUL, Leaf.IDIV: Ops.IDIV,
              Leaf.IREM: Ops.IREM, Leaf.ILT: Ops.ILT}


def is_expression_kernel(kernel: Kernel) -> bool:
    return kernel.custom is None and kernel.tiling is None and kernel.rows is None


def expression_program(kernel: Kernel, target: Target) -> Program:
    """The loop IR of an expression kernel, for its launch on `target`."""
    assert is_expression_kernel(kernel), kernel.name
    return _Producer(kernel, target).run()


class _Producer:
    def __init__(self, kernel: Kernel, target: Target):
        self.kernel = kernel
        self.target = target
        self.insts: list[Inst] = []
        self.memo: dict[Expr, int] = {}
        self.params: dict[int, int] = {}  # kernel IR value id -> its PARAM
        self.rindex: dict[int, int] = {}  # reduction axis -> its RANGE
        self.accs: list[int] = []
        self.vals: list[int] = []

    def emit(self, op: Ops, dtype: DType | None, src: tuple[int, ...] = (), arg: Any = None,
             ) -> int:
        self.insts.append(Inst(op, dtype, src, arg))
        return len(self.insts) - 1

    def run(self) -> Program:
        for position, value in enumerate(self.kernel.args()):
            self.params[value.id] = self.emit(Ops.PARAM, value.type.dtype, arg=position)
        in_range = self.work_item()
        guard = self.emit(Ops.IF, None, (in_range,), True)
        if self.kernel.reduction is not None:
            self.reduce()
        for value, expr in self.kernel.outputs:
            self.emit(Ops.STORE, None, (self.params[value.id], self.gid, self.value(expr)))
        self.emit(Ops.END_IF, None, (guard,))
        return Program(self.kernel.name, tuple(self.insts))

    def const(self, value, dtype: DType) -> int:
        return self.value(k.const(value, dtype))

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
        row = self.emit(Ops.IADD, DType.I64, (
            self.emit(Ops.IMUL, DType.I64, (outer, self.const(middle_n, DType.I64))), middle))
        self.gid = self.emit(Ops.IADD, DType.I64, (
            self.emit(Ops.IMUL, DType.I64, (row, self.const(inner_n, DType.I64))), inner))
        in_range = self.const(True, DType.I1)
        for i, (size, padded) in enumerate(zip((inner_n, middle_n), grid.global_size[::-1])):
            if padded != size:
                below = self.below(ids[i], size)
                in_range = self.emit(Ops.ALU, DType.I1, (in_range, below), (Op.AND, None))
        return in_range

    def below(self, index: int, size: int) -> int:
        """index < size, unsigned."""
        return self.emit(Ops.ALU, DType.I1, (index, self.const(size, DType.I64)),
                         (Op.COMPARE, ("LT", "UNSIGNED")))

    def index(self, axis: int) -> int:
        """The INDEX of kernel axis `axis`, from the launch index that holds it."""
        shape, grid = self.kernel.shape, self.grid
        v, last = self.gid, len(shape) - 1
        if grid is not None:  # the axis's grid dimension, and that dimension's last axis
            if axis == grid.middle:
                return self.grid_ids[1]
            v, last = ((self.grid_ids[0], last) if axis in grid.inner
                       else (self.grid_ids[2], grid.middle - 1))
        stride = 1
        for extent in shape[axis + 1:last + 1]:
            stride *= extent
        if stride != 1:
            v = self.emit(Ops.IDIV, DType.I64, (v, self.const(stride, DType.I64)))
        if axis != 0 and not (grid is not None and axis == grid.inner[0]):
            v = self.emit(Ops.IREM, DType.I64, (v, self.const(shape[axis], DType.I64)))
        return v

    # -- reductions -----------------------------------------------------------------------

    def reduce(self) -> None:
        r = self.kernel.reduction
        for i, (init, dtype) in enumerate(zip(r.inits, r.acc_dtypes)):
            self.accs.append(self.emit(Ops.DEFINE_ACC, dtype, (self.value(init),), f"acc{i}"))
        self.loop_nest(0)

    def loop_nest(self, axis: int) -> None:
        r = self.kernel.reduction
        saved = dict(self.memo)  # what a loop body computes is not visible after it
        if axis == len(r.shape):
            self.vals = [self.value(v) for v in r.values]
            new = [self.value(u) for u in r.update]
            for acc, v in zip(self.accs, new):
                self.emit(Ops.SET_ACC, None, (acc, v))
        else:
            end = self.const(r.shape[axis], DType.I64)
            self.rindex[axis] = self.emit(Ops.RANGE, DType.I64, (end,), f"r{axis}")
            self.loop_nest(axis + 1)
            self.emit(Ops.END_RANGE, None, (self.rindex[axis],))
        self.memo = saved

    # -- expressions ----------------------------------------------------------------------

    def value(self, expr: Expr) -> int:
        found = self.memo.get(expr)
        if found is None:
            found = self._produce(expr)
            self.memo[expr] = found
        return found

    def _produce(self, e: Expr) -> int:
        op = e.op
        if op is Leaf.CONST:
            return self.emit(Ops.CONST, e.dtype, arg=e.arg)
        if op is Leaf.INDEX:
            return self.index(e.arg)
        if op is Leaf.RINDEX:
            return self.rindex[e.arg]
        if op is Leaf.LOAD:
            return self.emit(Ops.LOAD, e.dtype, (self.params[e.arg.id], self.flat(e)))
        if op is Leaf.ACC:
            return self.emit(Ops.GET_ACC, e.dtype, (self.accs[e.arg],))
        if op is Leaf.VAL:
            return self.vals[e.arg]
        if op is Leaf.IF:
            return self._if(e)
        assert op not in (Leaf.ROW, Leaf.CUSTOM), f"{op} in an expression kernel"
        args = tuple(self.value(x) for x in e.args)
        if op in _INDEX_OPS:
            return self.emit(_INDEX_OPS[op], e.dtype, args)
        return self.emit(Ops.ALU, e.dtype, args, (op, e.arg))

    def flat(self, load: Expr) -> int:
        """The row-major element index a LOAD reads."""
        flat = None
        for term, stride in flat_terms(load.arg.type.shape, load.args):
            v = self.value(term)
            if stride != 1:
                v = self.emit(Ops.IMUL, DType.I64, (v, self.const(stride, DType.I64)))
            flat = v if flat is None else self.emit(Ops.IADD, DType.I64, (flat, v))
        return flat if flat is not None else self.const(0, DType.I64)

    def _if(self, e: Expr) -> int:
        """Only the chosen side is evaluated (IF guards loads)."""
        cond, then, otherwise = e.args
        opening = self.emit(Ops.IF, None, (self.value(cond),))
        opening = self.emit(Ops.ELSE, None, (opening, self.scoped(then)))
        return self.emit(Ops.END_IF, e.dtype, (opening, self.scoped(otherwise)))

    def scoped(self, expr: Expr) -> int:
        """`expr` evaluated in a region of its own: what it computes is not visible after."""
        saved = dict(self.memo)
        result = self.value(expr)
        self.memo = saved
        return result
