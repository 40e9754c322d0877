"""Kernel IR expressions evaluated for several adjacent output elements at once, as LLVM vectors
(the llvmlite evaluator of tiled contraction epilogues, pjrtc/codegen/contraction.py, until
they are produced as loop IR like row programs: see pjrtc/codegen/vector.py).

Used by kernels that compute a row of `lanes` adjacent elements per work-item with explicit
vector code (pjrtc/codegen/contraction.py: the epilogue of a register tile). Every value is one
of three kinds:

* uniform: one scalar, the same for every lane (a batch or row index, a constant, a bias
  loaded at a uniform index);
* ramp: base + (0, 1, ..., lanes - 1), an i64 index (the column index of the lanes);
* vector: one value per lane.

Ops on uniform operands are emitted once as scalars by the kernel's own scalar emitter. A
load whose last index is a ramp and whose other indices are uniform is one contiguous vector
load; any other non-uniform load reads lane by lane. The common ops (`is_vector_op`: float
arithmetic, comparisons, select, NaN-propagating max/min, the math builtins, f32<->f64,
integer arithmetic that cannot trap) are computed on vectors, the others lane by lane; both
through the scalar emitter (pjrtc/codegen/scalar.py), whose semantics are lane-wise, so each
op has exactly the semantics it has everywhere else, written once. An IF
(only one side may be evaluated: it guards loads) is evaluated lane by lane as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass

import llvmlite.ir as ir

from pjrtc.codegen.scalar import llvm_type, storage_type
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.kernel_exprs import flat_terms
from pjrtc.ir.tensor import DType, Op

I32 = ir.IntType(32)
I64 = ir.IntType(64)
UNIFORM, RAMP, VECTOR = "uniform", "ramp", "vector"

# Float dtypes whose values are computed as vectors (others go lane by lane).
VECTOR_FLOATS = (DType.F32, DType.F64)


@dataclass(frozen=True, slots=True)
class Lanes:
    kind: str  # UNIFORM, RAMP or VECTOR
    value: ir.Value  # the scalar (uniform), the base (ramp) or the vector


class VectorEvaluator:
    """Evaluates expressions for `lanes` adjacent elements at the emitter's insertion point.

    `emitter` is the kernel emitter of pjrtc/codegen/llvm.py: its builder, scalar emitter and
    buffer pointers are used, and its `index_values`/`acc_values` overrides for the lane-by-
    lane fallback. `leaves` gives the kernel's INDEX and ACC leaves for these lanes."""

    def __init__(self, emitter, lanes: int, leaves: dict[Expr, Lanes]):
        self.em = emitter
        self.b: ir.IRBuilder = emitter.b
        self.lanes = lanes
        self.memo: dict[Expr, Lanes] = dict(leaves)

    # -- kinds and shapes -----------------------------------------------------------------

    def vector_type(self, ty: ir.Type) -> ir.VectorType:
        return ir.VectorType(ty, self.lanes)

    def splat(self, value: ir.Value) -> ir.Value:
        vty = self.vector_type(value.type)
        if isinstance(value, ir.Constant):
            return ir.Constant(vty, [value.constant] * self.lanes)
        one = self.b.insert_element(ir.Constant(vty, ir.Undefined), value, ir.Constant(I32, 0))
        return self.b.shuffle_vector(one, ir.Constant(vty, ir.Undefined),
                                     ir.Constant(ir.VectorType(I32, self.lanes), [0] * self.lanes))

    def ramp_offsets(self) -> ir.Constant:
        return ir.Constant(self.vector_type(I64), list(range(self.lanes)))

    def as_vector(self, x: Lanes) -> ir.Value:
        if x.kind == VECTOR:
            return x.value
        if x.kind == UNIFORM:
            return self.splat(x.value)
        return self.b.add(self.splat(x.value), self.ramp_offsets())

    def lane(self, x: Lanes, i: int) -> ir.Value:
        """The scalar of lane i."""
        if x.kind == UNIFORM:
            return x.value
        if x.kind == RAMP:
            return self.b.add(x.value, ir.Constant(I64, i))
        return self.b.extract_element(x.value, ir.Constant(I32, i))

    def constant(self, value, dtype: DType) -> ir.Constant:
        return self.em.scalar.constant(value, dtype)

    def vconst(self, value, ty: ir.Type) -> ir.Constant:
        return ir.Constant(self.vector_type(ty), [value] * self.lanes)

    # -- evaluation -----------------------------------------------------------------------

    def value(self, expr: Expr) -> Lanes:
        found = self.memo.get(expr)
        if found is None:
            found = self._emit(expr)
            self.memo[expr] = found
        return found

    def _emit(self, e: Expr) -> Lanes:
        op = e.op
        if op is Leaf.CONST:
            return Lanes(UNIFORM, self.constant(e.arg, e.dtype))
        if op in _LEAVES:
            raise AssertionError(f"{e} has no value for these lanes")
        if op is Leaf.IF:
            return self._per_lane_subtree(e)
        if op is Leaf.LOAD:
            return self._load(e)
        args = [self.value(a) for a in e.args]
        if all(a.kind == UNIFORM for a in args):
            return Lanes(UNIFORM, self._scalar(e, [a.value for a in args]))
        if op in _INDEX_OPS:
            return self._index_op(e, args)
        if e.dtype in VECTOR_FLOATS or e.dtype.is_int or op is Op.COMPARE or e.dtype is DType.I1:
            # The operands' vectors are built before the choice, also where the op then goes
            # lane by lane and leaves them unused (the device compiler drops them).
            vs = [self.as_vector(a) for a in args]
            if is_vector_op(e):
                return Lanes(VECTOR, self._vector_op(e, args, vs))
        return self._per_lane_op(e, args)

    def _scalar(self, e: Expr, args: list[ir.Value]) -> ir.Value:
        if e.op in _INDEX_OPS:
            return _INDEX_OPS[e.op](self.b, *args)
        return self.em.scalar.op(e.op, e.dtype, args, [a.dtype for a in e.args], e.arg)

    def _index_op(self, e: Expr, args: list[Lanes]) -> Lanes:
        x, y = args
        if e.op is Leaf.IADD and {x.kind, y.kind} == {RAMP, UNIFORM}:
            ramp, other = (x, y) if x.kind == RAMP else (y, x)
            return Lanes(RAMP, self.b.add(ramp.value, other.value))
        if e.op is Leaf.ILT:
            return Lanes(VECTOR, self.b.icmp_signed("<", self.as_vector(x), self.as_vector(y)))
        return Lanes(VECTOR, _INDEX_OPS[e.op](self.b, self.as_vector(x), self.as_vector(y)))

    def _load(self, e: Expr) -> Lanes:
        buffer, b = e.arg, self.b
        terms = [(self.value(t), stride) for t, stride in flat_terms(buffer.type.shape, e.args)]
        kinds = [t.kind for t, _ in terms]
        if all(kind == UNIFORM for kind in kinds):
            return Lanes(UNIFORM, self.em.load_at(buffer, self._sum(terms), e.dtype))
        ramps = [i for i, (t, stride) in enumerate(terms) if t.kind == RAMP and stride == 1]
        if (e.dtype in VECTOR_FLOATS and len(ramps) == 1
                and kinds.count(UNIFORM) == len(kinds) - 1):
            flat = self._sum([(t if t.kind == UNIFORM else Lanes(UNIFORM, t.value), s)
                              for t, s in terms])  # the first lane's offset
            mem = storage_type(e.dtype)
            ptr = b.gep(self.em.pointer[buffer.id], [flat], source_etype=mem)
            return Lanes(VECTOR, b.load(ptr, typ=self.vector_type(mem), align=mem_align(mem)))
        out = ir.Constant(self.vector_type(llvm_type(e.dtype)), ir.Undefined)
        for i in range(self.lanes):
            flat = self._sum([(Lanes(UNIFORM, self.lane(t, i)), s) for t, s in terms])
            out = b.insert_element(out, self.em.load_at(buffer, flat, e.dtype),
                                   ir.Constant(I32, i))
        return Lanes(VECTOR, out)

    def _sum(self, terms: list[tuple[Lanes, int]]) -> ir.Value:
        """sum(term * stride) of uniform terms, as an i64."""
        flat = None
        for t, stride in terms:
            v = t.value if stride == 1 else self.b.mul(t.value, ir.Constant(I64, stride))
            flat = v if flat is None else self.b.add(flat, v)
        return flat if flat is not None else ir.Constant(I64, 0)

    def _per_lane_op(self, e: Expr, args: list[Lanes]) -> Lanes:
        out = ir.Constant(self.vector_type(llvm_type(e.dtype)), ir.Undefined)
        for i in range(self.lanes):
            scalar = self._scalar(e, [self.lane(a, i) for a in args])
            out = self.b.insert_element(out, scalar, ir.Constant(I32, i))
        return Lanes(VECTOR, out)

    def _per_lane_subtree(self, e: Expr) -> Lanes:
        """`e` evaluated by the scalar emitter once per lane, with each lane's leaves."""
        em = self.em
        leaves = [(x, y) for x, y in self.memo.items() if x.op in _LEAVES]
        out = ir.Constant(self.vector_type(llvm_type(e.dtype)), ir.Undefined)
        saved = (em.memo, em.index_values, em.acc_values, em.vals, em.row_values)
        for i in range(self.lanes):
            lane = {kind: {x.arg: self.lane(v, i) for x, v in leaves if x.op is kind}
                    for kind in _LEAVES}
            em.memo = {}
            em.index_values, em.acc_values = lane[Leaf.INDEX], lane[Leaf.ACC]
            em.row_values = lane[Leaf.ROW]
            em.vals = tuple(lane[Leaf.VAL][k] for k in sorted(lane[Leaf.VAL]))
            out = self.b.insert_element(out, em.value(e), ir.Constant(I32, i))
        em.memo, em.index_values, em.acc_values, em.vals, em.row_values = saved
        return Lanes(VECTOR, out)

    # -- vector instructions --------------------------------------------------------------

    def _vector_op(self, e: Expr, args: list[Lanes], vs: list[ir.Value]) -> ir.Value:
        """The op on the lanes' vectors, with the scalar emitter's semantics (lane-wise)."""
        if e.op is Op.SELECT and args[0].kind == UNIFORM:  # one condition for every lane
            vs = [args[0].value, *vs[1:]]
        return self.em.scalar.op(e.op, e.dtype, vs, [a.dtype for a in e.args], e.arg)


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


def mem_align(ty: ir.Type) -> int:
    """Element alignment: vector loads and stores of buffer elements are only that aligned."""
    return max(1, ty.width // 8) if isinstance(ty, ir.IntType) else {
        "half": 2, "float": 4, "double": 8}[str(ty)]


# Leaves a caller gives values for (`leaves`): the evaluator never emits them itself.
_LEAVES = (Leaf.INDEX, Leaf.ACC, Leaf.VAL, Leaf.ROW, Leaf.RINDEX)

_INDEX_OPS = {
    Leaf.IADD: lambda b, x, y: b.add(x, y),
    Leaf.IMUL: lambda b, x, y: b.mul(x, y),
    Leaf.IDIV: lambda b, x, y: b.udiv(x, y),
    Leaf.IREM: lambda b, x, y: b.urem(x, y),
    Leaf.ILT: lambda b, x, y: b.icmp_signed("<", x, y),
}
