"""Building loop IR (pjrtc/ir/loops.py) from kernel IR: the part producers share.

`LoopBuilder` appends instructions and evaluates kernel IR expressions as scalars: each
expression once per `memo` (a producer resets or saves it where a region ends, so a value is
never used outside the region that computed it), an IF as an if/else region of its own whose
sides are evaluated only when taken (IF guards loads). The values of leaves (INDEX, ACC, VAL,
ROW and RINDEX) are what the producer put in `leaves` for the elements being computed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf
from pjrtc.ir.kernel_exprs import flat_terms, kept_element
from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType

if TYPE_CHECKING:
    from pjrtc.codegen.vector import VectorEvaluator

INDEX_OPS = {Leaf.IADD: Ops.IADD, Leaf.IMUL: Ops.IMUL, Leaf.IDIV: Ops.IDIV,
             Leaf.IREM: Ops.IREM, Leaf.ILT: Ops.ILT}
# Leaves whose values the producer gives (`LoopBuilder.leaves`).
LEAVES = (Leaf.INDEX, Leaf.ACC, Leaf.VAL, Leaf.ROW, Leaf.RINDEX)


class LoopBuilder:
    """The instructions of one kernel's program, its parameters first (`params`: kernel IR
    value id -> PARAM, in `Kernel.args()` order)."""

    def __init__(self, kernel: Kernel):
        self.kernel = kernel
        self.insts: list[Inst] = []
        self.memo: dict[Expr, int] = {}
        self.leaves: dict[Leaf, dict[int, int]] = {kind: {} for kind in LEAVES}
        self.params = {value.id: self.emit(Ops.PARAM, value.type.dtype, arg=position)
                       for position, value in enumerate(kernel.args())}

    def emit(self, op: Ops, dtype: DType | None, src: tuple[int, ...] = (), arg: Any = None,
             lanes: int = 1) -> int:
        self.insts.append(Inst(op, dtype, src, arg, lanes))
        return len(self.insts) - 1

    def program(self, sub_group_size: int | None = None, code_block: str | None = None,
                ) -> Program:
        return Program(self.kernel.name, tuple(self.insts), sub_group_size, code_block)

    def i64(self, n: int) -> int:
        return self.emit(Ops.CONST, DType.I64, arg=n)

    def add(self, x: int, y: int) -> int:
        return self.emit(Ops.IADD, DType.I64, (x, y))

    def mul(self, x: int, y: int) -> int:
        return self.emit(Ops.IMUL, DType.I64, (x, y))

    def unflatten(self, flat: int, first: int, stop: int,
                  shape: tuple[int, ...] | None = None) -> dict[int, int]:
        """INDEX values of kernel axes [first, stop) (of axes of `shape` instead, where
        given) from their row-major flat index, the last axis first. As in expression
        kernels (expressions.py `index`), an axis of extent 1 is the constant 0 and the first
        axis of extent above 1 needs no remainder: the device compiler builds a kernel faster
        the fewer divisions its indices hold."""
        shape = self.kernel.shape if shape is None else shape
        out, stride = {}, 1
        for axis in range(stop - 1, first - 1, -1):
            if shape[axis] == 1:
                out[axis] = self.i64(0)
                continue
            v = flat if stride == 1 else self.emit(Ops.IDIV, DType.I64, (flat, self.i64(stride)))
            out[axis] = v if all(e == 1 for e in shape[first:axis]) else self.emit(
                Ops.IREM, DType.I64, (v, self.i64(shape[axis])))
            stride *= shape[axis]
        return out

    def loop(self, start: int, stop: int, step: int, name: str, body) -> None:
        """for j in range(start, stop, step): body(j) as a RANGE, when it runs at all."""
        if start >= stop:
            return
        j = self.emit(Ops.RANGE, DType.I64, (self.i64(start), self.i64(stop), self.i64(step)),
                      name)
        body(j)
        self.emit(Ops.END_RANGE, None, (j,))

    def ranges(self, shape: tuple[int, ...], innermost: Callable[[], None],
               vectors: VectorEvaluator | None = None, axis: int = 0) -> None:
        """One RANGE per axis of `shape` (a reduction's, an update space's), nested, with
        `innermost()` emitted in the deepest; each RINDEX a scalar (uniform across `vectors`'
        lanes, where given). What a loop body computes is not visible after it: the memos are
        restored at each level."""
        with self.region(vectors):
            if axis == len(shape):
                innermost()
                return
            rindex = self.emit(Ops.RANGE, DType.I64, (self.i64(shape[axis]),), f"r{axis}")
            self.leaves[Leaf.RINDEX][axis] = rindex
            if vectors is not None:
                vectors.bind_uniform(k.rindex(axis), rindex)
            self.ranges(shape, innermost, vectors, axis + 1)
            self.emit(Ops.END_RANGE, None, (rindex,))

    def store(self, buffer, flat: int, value: int) -> None:
        self.emit(Ops.STORE, None, (self.params[buffer.id], flat, value))

    def store_output(self, buffer, flat: int, expr: Expr, shape: tuple[int, ...],
                     vectors: VectorEvaluator | None = None) -> None:
        """Store `expr` (as `vectors`' lanes, where given) at element `flat` of `buffer`, of an
        iteration space of `shape`. Where one side of it keeps the element as it is
        (`kept_element`: a dynamic update in place), only the other side stores, under its
        condition: the rest of the buffer is neither read nor written (the update of a
        decode loop's cache writes a token's row, not the whole cache). A `column` of n is
        stored at element c of the n at `flat` (1-D launches only: Kernel.grid)."""
        if expr.op is Leaf.COLUMN:
            assert vectors is None, expr
            c, n = expr.arg
            flat = self.add(self.mul(flat, self.i64(n)), self.i64(c))
            self.store(buffer, flat, self.value(expr.args[0]))
            return
        kept = kept_element(expr, buffer, shape)
        cond = None if kept is None else (
            self.value(kept[0]) if vectors is None else vectors.uniform(kept[0]))
        if cond is None:
            self.store(buffer, flat, self.value(expr) if vectors is None
                       else vectors.vector(expr))
            return
        _, other, then_kept = kept
        opening = self.emit(Ops.IF, None, (cond,))
        if then_kept:
            opening = self.emit(Ops.ELSE, None, (opening,))
        with self.region(vectors):
            self.store(buffer, flat, self.value(other) if vectors is None
                       else vectors.vector(other))
        self.emit(Ops.END_IF, None, (opening,))

    @contextmanager
    def region(self, vectors: VectorEvaluator | None = None) -> Iterator[None]:
        """A region of code (a loop body, one side of an IF): what is evaluated in it, as
        scalars or as `vectors`' lanes, is not visible after it."""
        saved = dict(self.memo), None if vectors is None else dict(vectors.memo)
        try:
            yield
        finally:
            self.memo = saved[0]
            if vectors is not None:
                vectors.memo = saved[1]

    # -- scalar expressions ---------------------------------------------------------------

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
        if op in LEAVES:
            return self.leaf(e)
        if op is Leaf.LOAD:
            return self.load_at(e.arg, self.flat(e.arg.type.shape, e.args), e.dtype)
        if op is Leaf.IF:
            return self._if(e)
        assert op is not Leaf.CUSTOM and op is not Leaf.COLUMN, e
        args = tuple(self.value(x) for x in e.args)
        if op in INDEX_OPS:
            return self.emit(INDEX_OPS[op], e.dtype, args)
        return self.emit(Ops.ALU, e.dtype, args, (op, e.arg))

    def leaf(self, e: Expr) -> int:
        """The value of leaf `e` for the elements being computed."""
        return self.leaves[e.op][e.arg]

    def load_at(self, buffer, flat: int, dtype: DType, lanes: int = 1) -> int:
        return self.emit(Ops.LOAD, dtype, (self.params[buffer.id], flat), lanes=lanes)

    def flat(self, shape: tuple[int, ...], index: tuple[Expr, ...]) -> int:
        """The row-major element index of `index` in a buffer of `shape`."""
        flat = None
        for term, stride in flat_terms(shape, index):
            v = self.value(term)
            if stride != 1:
                v = self.mul(v, self.i64(stride))
            flat = v if flat is None else self.add(flat, v)
        return flat if flat is not None else self.i64(0)

    def _if(self, e: Expr) -> int:
        """Only the chosen side is evaluated (IF guards loads)."""
        cond, then, otherwise = e.args
        opening = self.emit(Ops.IF, None, (self.value(cond),))
        opening = self.emit(Ops.ELSE, None, (opening, self.scoped(then)))
        return self.emit(Ops.END_IF, e.dtype, (opening, self.scoped(otherwise)))

    def scoped(self, expr: Expr) -> int:
        """`expr` evaluated in a region of its own: what it computes is not visible after."""
        with self.region():
            return self.value(expr)
