"""Building loop IR for hand-written kernel bodies (custom kernels, see pjrtc/codegen/custom.py).

A custom kernel's body is written against `BodyWriter`: counted loops, while loops, stack
variables (loop IR accumulators), private arrays, if/else regions, and element loads and
stores that convert between a buffer's storage type and the type the algorithm computes in
(f16 and bf16 are computed in f32 and rounded once when stored, to nearest even; a bf16
element is loaded and stored as the f32 register it is). `BodyWriter.b` is its
`Instructions`: the arithmetic, comparisons and conversions, each one loop IR instruction with
ScalarEmitter's semantics (pjrtc/codegen/scalar.py), named after the LLVM instruction it
renders to.

Values are `Val`s (an instruction and its dtype, `.type`); `Const`s are literals, made an
instruction where they are used. `I1(0)`, `I32(0)` and `I64(0)` are such literals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType, Op, Value

# icmp/fcmp predicates -> StableHLO COMPARE directions
_DIRECTIONS = {"==": "EQ", "!=": "NE", "<": "LT", "<=": "LE", ">": "GT", ">=": "GE"}
_LLVM_PREDICATES = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}


@dataclass(frozen=True, slots=True)
class Val:
    """Instruction `index`'s value, of dtype `type`."""

    index: int
    type: DType


@dataclass(frozen=True, slots=True)
class Const:
    """A literal of dtype `type` (a CONST instruction where it is used)."""

    value: Any
    type: DType


@dataclass(frozen=True, slots=True)
class IntType:
    """An integer dtype; called, a literal of it (`I32(0)`)."""

    dtype: DType

    def __call__(self, value: int) -> Const:
        return Const(value, self.dtype)


I1, I32, I64 = IntType(DType.I1), IntType(DType.I32), IntType(DType.I64)


def dtype_of(ty: DType | IntType) -> DType:
    return ty.dtype if isinstance(ty, IntType) else ty


def compute_dtype(dtype: DType) -> DType:
    """The type a custom kernel computes in for elements of `dtype`."""
    return DType.F32 if dtype in (DType.F16, DType.BF16) else dtype


class Instructions:
    """Scalar instructions appended to a `BodyWriter`'s program."""

    def __init__(self, w: BodyWriter):
        self.w = w

    def _alu(self, op: Op, dtype: DType, args, attr=None) -> Val:
        return self.w.emit(Ops.ALU, dtype, tuple(self.w.src(a) for a in args), (op, attr))

    # -- floats and integers: ScalarEmitter's ADD, SUBTRACT, ... (the same LLVM instruction
    # for floats and integers of the kernel's types)

    def fadd(self, x, y) -> Val:
        return self._alu(Op.ADD, x.type, (x, y))

    def fsub(self, x, y) -> Val:
        return self._alu(Op.SUBTRACT, x.type, (x, y))

    def fmul(self, x, y) -> Val:
        return self._alu(Op.MULTIPLY, x.type, (x, y))

    def fdiv(self, x, y) -> Val:
        return self._alu(Op.DIVIDE, x.type, (x, y))

    def fneg(self, x) -> Val:
        return self._alu(Op.NEGATE, x.type, (x,))

    def add(self, x, y) -> Val:
        """Integer addition: an index op on i64, else ALU ADD."""
        if x.type is DType.I64:
            return self.w.emit(Ops.IADD, DType.I64, (self.w.src(x), self.w.src(y)))
        return self._alu(Op.ADD, x.type, (x, y))

    def sub(self, x, y) -> Val:
        return self._alu(Op.SUBTRACT, x.type, (x, y))

    def mul(self, x, y) -> Val:
        if x.type is DType.I64:
            return self.w.emit(Ops.IMUL, DType.I64, (self.w.src(x), self.w.src(y)))
        return self._alu(Op.MULTIPLY, x.type, (x, y))

    def udiv(self, x, y) -> Val:
        return self.w.emit(Ops.IDIV, DType.I64, (self.w.src(x), self.w.src(y)))

    def urem(self, x, y) -> Val:
        return self.w.emit(Ops.IREM, DType.I64, (self.w.src(x), self.w.src(y)))

    def srem(self, x, y) -> Val:
        """The remainder of a non-negative i64 (LLVM's srem, as the kernels always had)."""
        return self.w.emit(Ops.IREM, DType.I64, (self.w.src(x), self.w.src(y)), "signed")

    def trunc(self, x, ty) -> Val:
        return self._alu(Op.CONVERT, dtype_of(ty), (x,))

    def fpext(self, x, ty) -> Val:
        return self._alu(Op.CONVERT, dtype_of(ty), (x,))

    def fptrunc(self, x, ty) -> Val:
        return self._alu(Op.CONVERT, dtype_of(ty), (x,))

    # -- bools and choices

    def not_(self, x) -> Val:
        """x xor all ones, as LLVM's `not` (ALU NOT xors with 1: the same bit)."""
        return self._alu(Op.XOR, DType.I1, (x, Const(-1, DType.I1)))

    def and_(self, x, y) -> Val:
        return self._alu(Op.AND, DType.I1, (x, y))

    def or_(self, x, y) -> Val:
        return self._alu(Op.OR, DType.I1, (x, y))

    def select(self, cond, x, y) -> Val:
        return self._alu(Op.SELECT, x.type, (cond, x, y))

    def icmp_signed(self, predicate: str, x, y) -> Val:
        return self._alu(Op.COMPARE, DType.I1, (x, y), (_DIRECTIONS[predicate], "SIGNED"))

    def fcmp_ordered(self, predicate: str, x, y) -> Val:
        """COMPARE's float directions are ordered, except NE (unordered): FCMP for that."""
        if predicate == "!=":
            return self._fcmp("one", x, y)
        return self._alu(Op.COMPARE, DType.I1, (x, y), (_DIRECTIONS[predicate], "FLOAT"))

    def fcmp_unordered(self, predicate: str, x, y) -> Val:
        if predicate == "!=":  # COMPARE NE on floats is unordered
            return self._alu(Op.COMPARE, DType.I1, (x, y), ("NE", "FLOAT"))
        name = "uno" if predicate == "uno" else "u" + _LLVM_PREDICATES[predicate]
        return self._fcmp(name, x, y)

    def _fcmp(self, predicate: str, x, y) -> Val:
        return self.w.emit(Ops.FCMP, DType.I1, (self.w.src(x), self.w.src(y)), predicate)

    # -- regions

    @contextmanager
    def if_then(self, cond) -> Iterator[None]:
        """`if cond:` the side is built inside the `with`."""
        opening = self.w.emit(Ops.IF, None, (self.w.src(cond),))
        yield
        self.w.emit(Ops.END_IF, None, (opening.index,))

    @contextmanager
    def if_else(self, cond) -> Iterator[tuple]:
        """`with if_else(c) as (then, otherwise):`, then `with then:` and `with otherwise:`
        around each side, in either order (the IF's `else_first` says which comes first)."""
        opening = self.w.emit(Ops.IF, None, (self.w.src(cond),))
        first: list[int] = []  # the ELSE, once the first side is built

        @contextmanager
        def side(is_else: bool) -> Iterator[None]:
            if not first and is_else:
                insts = self.w.insts
                insts[opening.index] = replace(insts[opening.index], arg="else_first")
            yield
            if not first:
                first.append(self.w.emit(Ops.ELSE, None, (opening.index,)).index)
            else:
                self.w.emit(Ops.END_IF, None, (first[0],))

        yield side(False), side(True)

    # -- private arrays

    def load(self, element: tuple[Val, Any]) -> Val:
        array, index = element
        return self.w.emit(Ops.LOAD, array.type, (array.index, self.w.src(index)))

    def store(self, value, element: tuple[Val, Any], at: Val | None = None) -> None:
        """With `at`, a load of the same element in the same block: its address is reused."""
        array, index = element
        self.w.emit(Ops.STORE, None, (array.index, self.w.src(index), self.w.src(value)),
                    None if at is None else at.index)


class BodyWriter:
    """Builds one work-item's body as loop IR: `gid` is its problem index (i64), `pointer`
    the PARAM of each kernel IR buffer (by value id)."""

    def __init__(self, name: str, buffers: list[Value], target):
        self.name = name
        self.target = target
        self.insts: list[Inst] = []
        self.pointer = {v.id: self.emit(Ops.PARAM, v.type.dtype, arg=k)
                        for k, v in enumerate(buffers)}
        self.gid = self.emit(Ops.SPECIAL, DType.I64, arg=("global_id", 0))
        self.b = Instructions(self)

    def emit(self, op: Ops, dtype: DType | None, src: tuple[int, ...] = (), arg: Any = None,
             ) -> Val:
        self.insts.append(Inst(op, dtype, src, arg))
        return Val(len(self.insts) - 1, dtype)

    def src(self, x: Val | Const) -> int:
        """The instruction of an operand (a literal becomes a CONST here)."""
        if isinstance(x, Const):
            return self.emit(Ops.CONST, x.type, arg=x.value).index
        return x.index

    def program(self) -> Program:
        return Program(self.name, tuple(self.insts))

    # -- integers and variables -----------------------------------------------------------

    @staticmethod
    def i64(n: int) -> Const:
        return Const(n, DType.I64)

    def index(self, value: Val | Const | int) -> Val | Const:
        return self.i64(value) if isinstance(value, int) else value

    def offset(self, base, *terms: tuple[Any, int]) -> Val:
        """base + sum(index * stride) in i64."""
        out = base
        for index, stride in terms:
            term = self.index(index)
            if stride != 1:
                term = self.b.mul(term, self.i64(stride))
            out = self.b.add(out, term)
        return out

    def variable(self, ty: DType | IntType, init, name: str) -> Val:
        """A stack variable (an accumulator: the device compiler promotes it to a register)."""
        return self.emit(Ops.DEFINE_ACC, dtype_of(ty), (self.src(init),), name)

    def get(self, slot: Val) -> Val:
        return self.emit(Ops.GET_ACC, slot.type, (slot.index,))

    def set(self, slot: Val, value) -> None:
        self.emit(Ops.SET_ACC, None, (slot.index, self.src(value)))

    def private_array(self, dtype: DType, size: int, name: str) -> Val:
        """An array of `size` elements private to the work-item, indexed in bounds;
        `b.load((array, k))` and `b.store(value, (array, k))` access element k."""
        return self.emit(Ops.DEFINE_PRIVATE, dtype, arg=(name, size, "inbounds"))

    @contextmanager
    def loop(self, start, stop, name: str) -> Iterator[Val]:
        """`for i in range(start, stop)` with a signed test: the body is built inside the
        `with`; yields i."""
        counter = self.variable(DType.I64, self.index(start), name)
        current: list[Val] = []

        def below_stop() -> Val:
            current.append(self.get(counter))  # read in the condition region: the body sees it
            return self.emit(Ops.ILT, DType.I1, (current[0].index, self.src(self.index(stop))))

        with self.while_(below_stop, name):
            yield current[0]
            self.set(counter, self.b.add(current[0], self.i64(1)))

    @contextmanager
    def while_(self, condition: Callable[[], Val], name: str) -> Iterator[None]:
        """`while condition():` the body is built inside the `with`; `condition` builds its
        I1 in the region that tests it, before every iteration."""
        opening = self.emit(Ops.WHILE, None, arg=name)
        do = self.emit(Ops.DO, None, (opening.index, self.src(condition())))
        yield
        self.emit(Ops.END_WHILE, None, (do.index,))

    # -- elements -------------------------------------------------------------------------

    def constant(self, value: float, dtype: DType) -> Const:
        return Const(value, dtype)

    def load(self, buffer: Value, flat, compute: DType) -> Val:
        """Element `flat` of `buffer`, converted to `compute` (a float type at least as wide)."""
        stored = buffer.type.dtype
        register = DType.F32 if stored is DType.BF16 else stored  # bf16: exactly an f32
        value = self.emit(Ops.LOAD, register, (self.pointer[buffer.id].index, self.src(flat)))
        if register is not compute:
            value = self.b.fpext(value, compute)
        return value

    def store(self, buffer: Value, flat, value, compute: DType) -> None:
        """Store a `compute`-typed value into element `flat` of `buffer`, rounding it once."""
        stored = buffer.type.dtype
        if stored not in (compute, DType.BF16):  # a bf16 element is stored from its f32
            value = self.b.fptrunc(value, stored)
        self.emit(Ops.STORE, None, (self.pointer[buffer.id].index, self.src(flat),
                                    self.src(value)))

    def load_int(self, buffer: Value, flat) -> Val:
        """Element `flat` of an integer buffer, in the buffer's own type."""
        return self.emit(Ops.LOAD, buffer.type.dtype,
                         (self.pointer[buffer.id].index, self.src(flat)))

    def store_int(self, buffer: Value, flat, value) -> None:
        """Store an integer of the buffer's own type."""
        self.emit(Ops.STORE, None, (self.pointer[buffer.id].index, self.src(flat),
                                    self.src(value)))

    def builtin(self, name: str, dtype: DType, args: list) -> Val:
        """OpenCL math builtin `name` on `dtype` scalars (fma, copysign, fmax, fmin)."""
        return self.emit(Ops.BUILTIN, dtype, tuple(self.src(a) for a in args), name)

    def sqrt(self, x, dtype: DType) -> Val:
        return self.b._alu(Op.SQRT, dtype, (x,))

    def fabs(self, x, dtype: DType) -> Val:
        return self.b._alu(Op.ABS, dtype, (x,))

    def is_nan(self, x) -> Val:
        return self.b.fcmp_unordered("uno", x, x)
