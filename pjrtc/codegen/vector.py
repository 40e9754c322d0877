"""Kernel IR expressions evaluated for several adjacent output elements at once, as loop IR
vectors.

Used by the producers that compute `lanes` adjacent elements per work-item with explicit
vector code (pjrtc/codegen/rows.py: the positions of a row; pjrtc/codegen/contraction.py: the
epilogue of a register tile). Every value is one of three kinds:

* uniform: one scalar, the same for every lane (a batch or row index, a constant, a bias
  loaded at a uniform index);
* ramp: base + (0, 1, ..., lanes - 1), an i64 index (the column index of the lanes);
* vector: one value per lane.

Ops on uniform operands are scalar instructions. A load whose last index is a ramp and whose
other indices are uniform is one contiguous vector load; any other non-uniform load reads lane
by lane. The common ops (`is_vector_op`: float arithmetic, comparisons, select, NaN-propagating
max/min, the math builtins, f32<->f64, integer arithmetic that cannot trap) are vector ALU
instructions, the others lane by lane; an ALU op has the same semantics on vectors as on
scalars (pjrtc/codegen/scalar.py, through the renderer), written once. An IF (only one side
may be evaluated: it guards loads) is evaluated lane by lane as a whole, by the builder's
scalar evaluation, unless its condition is uniform: then it is one branch over vectors.
"""

from __future__ import annotations

from dataclasses import dataclass

from pjrtc.codegen.loop_builder import INDEX_OPS, LEAVES, LoopBuilder
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.kernel_exprs import flat_terms
from pjrtc.ir.loops import Ops
from pjrtc.ir.tensor import DType, Op

UNIFORM, RAMP, VECTOR = "uniform", "ramp", "vector"

# Float dtypes whose values are computed as vectors (others go lane by lane).
VECTOR_FLOATS = (DType.F32, DType.F64)


@dataclass(frozen=True, slots=True)
class Lanes:
    kind: str  # UNIFORM, RAMP or VECTOR
    value: int  # the instruction of the scalar (uniform), the base (ramp) or the vector


class VectorEvaluator:
    """Evaluates expressions for `lanes` adjacent elements, appending to `builder`'s program.

    `leaves` gives the kernel's INDEX, ACC, VAL and ROW leaves for these lanes. Conversions
    between kinds (`as_vector`, `lane`) are instructions each time they are asked for."""

    def __init__(self, builder: LoopBuilder, lanes: int, leaves: dict[Expr, Lanes]):
        self.b = builder
        self.lanes = lanes
        self.memo: dict[Expr, Lanes] = dict(leaves)

    def bind_uniform(self, leaf: Expr, value: int) -> None:
        """`leaf` is the scalar `value` in every lane (a loop counter: LoopBuilder.ranges)."""
        self.memo[leaf] = Lanes(UNIFORM, value)

    # -- kinds and shapes -----------------------------------------------------------------

    def dtype(self, x: Lanes) -> DType:
        return self.b.insts[x.value].dtype

    def splat(self, value: int) -> int:
        return self.b.emit(Ops.SPLAT, self.b.insts[value].dtype, (value,), lanes=self.lanes)

    def as_vector(self, x: Lanes) -> int:
        if x.kind == VECTOR:
            return x.value
        if x.kind == UNIFORM:
            return self.splat(x.value)
        offsets = self.b.emit(Ops.CONST, DType.I64, arg=tuple(range(self.lanes)),
                              lanes=self.lanes)
        return self.b.emit(Ops.IADD, DType.I64, (self.splat(x.value), offsets),
                           lanes=self.lanes)

    def lane(self, x: Lanes, i: int) -> int:
        """The scalar of lane i."""
        if x.kind == UNIFORM:
            return x.value
        if x.kind == RAMP:
            return self.b.add(x.value, self.b.i64(i))
        return self.b.emit(Ops.LANE, self.dtype(x), (x.value,), i)

    def insert(self, vector: int | None, i: int, scalar: int) -> int:
        src = (scalar,) if vector is None else (vector, scalar)
        return self.b.emit(Ops.INSERT, self.b.insts[scalar].dtype, src, i, self.lanes)

    # -- evaluation -----------------------------------------------------------------------

    def value(self, expr: Expr) -> Lanes:
        found = self.memo.get(expr)
        if found is None:
            found = self._emit(expr)
            self.memo[expr] = found
        return found

    def vector(self, expr: Expr) -> int:
        """`expr` as a vector of every lane."""
        return self.as_vector(self.value(expr))

    def uniform(self, expr: Expr) -> int | None:
        """The scalar of `expr` where it is the same in every lane, else None."""
        x = self.value(expr)
        return x.value if x.kind == UNIFORM else None

    def _emit(self, e: Expr) -> Lanes:
        op = e.op
        if op is Leaf.CONST:
            return Lanes(UNIFORM, self.b.emit(Ops.CONST, e.dtype, arg=e.arg))
        if op in LEAVES:
            raise AssertionError(f"{e} has no value for these lanes")
        if op is Leaf.IF:
            cond = self.value(e.args[0])
            if cond.kind == UNIFORM:
                return self._uniform_if(cond.value, *e.args[1:])
            return self._per_lane_subtree(e)
        if op is Leaf.LOAD:
            return self._load(e)
        args = [self.value(a) for a in e.args]
        if all(a.kind == UNIFORM for a in args):
            return Lanes(UNIFORM, self._scalar(e, [a.value for a in args]))
        if op in INDEX_OPS:
            return self._index_op(e, args)
        if e.dtype in VECTOR_FLOATS or e.dtype.is_int or op is Op.COMPARE or e.dtype is DType.I1:
            # The operands' vectors are built before the choice, also where the op then goes
            # lane by lane and leaves them unused (the device compiler drops them).
            vs = [self.as_vector(a) for a in args]
            if is_vector_op(e):
                return Lanes(VECTOR, self._vector_op(e, args, vs))
        return self._per_lane_op(e, args)

    def _scalar(self, e: Expr, args: list[int], lanes: int = 1) -> int:
        if e.op in INDEX_OPS:
            return self.b.emit(INDEX_OPS[e.op], e.dtype, tuple(args), lanes=lanes)
        return self.b.emit(Ops.ALU, e.dtype, tuple(args), (e.op, e.arg), lanes)

    def _index_op(self, e: Expr, args: list[Lanes]) -> Lanes:
        x, y = args
        if e.op is Leaf.IADD and {x.kind, y.kind} == {RAMP, UNIFORM}:
            ramp, other = (x, y) if x.kind == RAMP else (y, x)
            return Lanes(RAMP, self.b.add(ramp.value, other.value))
        vx, vy = self.as_vector(x), self.as_vector(y)
        return Lanes(VECTOR, self._scalar(e, [vx, vy], self.lanes))

    def _load(self, e: Expr) -> Lanes:
        buffer = e.arg
        terms = [(self.value(t), stride) for t, stride in flat_terms(buffer.type.shape, e.args)]
        kinds = [t.kind for t, _ in terms]
        if all(kind == UNIFORM for kind in kinds):
            return Lanes(UNIFORM, self.b.load_at(buffer, self._sum(terms), e.dtype))
        ramps = [i for i, (t, stride) in enumerate(terms) if t.kind == RAMP and stride == 1]
        if (e.dtype in VECTOR_FLOATS and len(ramps) == 1
                and kinds.count(UNIFORM) == len(kinds) - 1):
            flat = self._sum([(t if t.kind == UNIFORM else Lanes(UNIFORM, t.value), s)
                              for t, s in terms])  # the first lane's offset
            return Lanes(VECTOR, self.b.load_at(buffer, flat, e.dtype, self.lanes))
        out = None
        for i in range(self.lanes):
            flat = self._sum([(Lanes(UNIFORM, self.lane(t, i)), s) for t, s in terms])
            out = self.insert(out, i, self.b.load_at(buffer, flat, e.dtype))
        return Lanes(VECTOR, out)

    def _sum(self, terms: list[tuple[Lanes, int]]) -> int:
        """sum(term * stride) of uniform terms, as an i64."""
        flat = None
        for t, stride in terms:
            v = t.value if stride == 1 else self.b.mul(t.value, self.b.i64(stride))
            flat = v if flat is None else self.b.add(flat, v)
        return flat if flat is not None else self.b.i64(0)

    def _per_lane_op(self, e: Expr, args: list[Lanes]) -> Lanes:
        out = None
        for i in range(self.lanes):
            out = self.insert(out, i, self._scalar(e, [self.lane(a, i) for a in args]))
        return Lanes(VECTOR, out)

    def _uniform_if(self, cond: int, then: Expr, otherwise: Expr) -> Lanes:
        """An IF whose condition is the same for every lane (a concatenation along a row axis
        read by a row program): one branch, each side as vectors in a region of its own."""
        opening = self.b.emit(Ops.IF, None, (cond,))
        opening = self.b.emit(Ops.ELSE, None, (opening, self._scoped(then)))
        return Lanes(VECTOR, self.b.emit(Ops.END_IF, then.dtype, (opening, self._scoped(otherwise)),
                                         lanes=self.lanes))

    def _scoped(self, e: Expr) -> int:
        """`e` as a vector, computed in a region of its own: nothing it computes is visible
        after."""
        with self.b.region(self):  # the builder's memo too: its memoized constants
            return self.as_vector(self.value(e))

    def _per_lane_subtree(self, e: Expr) -> Lanes:
        """`e` evaluated by the builder's scalar evaluation once per lane, with each lane's
        leaves."""
        b = self.b
        leaves = [(x, y) for x, y in self.memo.items() if x.op in LEAVES]
        out = None
        saved = (b.memo, b.leaves)
        for i in range(self.lanes):
            b.leaves = {kind: {x.arg: self.lane(v, i) for x, v in leaves if x.op is kind}
                        for kind in LEAVES}
            b.memo = {}
            out = self.insert(out, i, b.value(e))
        b.memo, b.leaves = saved
        return Lanes(VECTOR, out)

    # -- vector instructions --------------------------------------------------------------

    def _vector_op(self, e: Expr, args: list[Lanes], vs: list[int]) -> int:
        """The op on the lanes' vectors (ALU semantics are lane-wise)."""
        if e.op is Op.SELECT and args[0].kind == UNIFORM:  # one condition for every lane
            vs = [args[0].value, *vs[1:]]
        return self._scalar(e, vs, self.lanes)


def is_vector_op(e: Expr) -> bool:
    """Whether `e` is computed as vector instructions here (else lane by lane): selects, bool
    logic, comparisons other than TOTALORDER, integer arithmetic that cannot trap, and the
    common f32/f64 ops."""
    op, dtype = e.op, e.dtype
    if op is Op.SELECT or (dtype is DType.I1 and op in (Op.AND, Op.OR, Op.XOR, Op.NOT)):
        return True
    if op is Op.COMPARE:
        operand = e.args[0].dtype
        return (operand is DType.I1 or operand.is_int
                or (operand in VECTOR_FLOATS and e.arg[1] != "TOTALORDER"))
    if dtype.is_int:
        return op in _VECTOR_INT_OPS
    if op is Op.CONVERT:
        return dtype in VECTOR_FLOATS and e.args[0].dtype in VECTOR_FLOATS
    return dtype in VECTOR_FLOATS and op in _VECTOR_FLOAT_OPS


_VECTOR_INT_OPS = frozenset({Op.ADD, Op.SUBTRACT, Op.MULTIPLY, Op.AND, Op.OR, Op.XOR,
                             Op.MAXIMUM, Op.MINIMUM})
_VECTOR_FLOAT_OPS = frozenset({
    Op.ADD, Op.SUBTRACT, Op.MULTIPLY, Op.DIVIDE, Op.NEGATE, Op.MAXIMUM, Op.MINIMUM,
    Op.LOGISTIC, Op.EXPONENTIAL, Op.EXPONENTIAL_MINUS_ONE, Op.LOG, Op.LOG_PLUS_ONE, Op.TANH,
    Op.SINE, Op.COSINE, Op.SQRT, Op.RSQRT, Op.FLOOR, Op.CEIL, Op.ABS})
