"""Loop IR: one kernel as a linear program of SSA instructions, below kernel IR.

Kernel IR (pjrtc/ir/kernel.py) says what each element of a kernel's outputs is; loop IR says
how one work-item computes it, in the spirit of tinygrad's linearized UOps: the work-item's ids,
loads and stores at explicit flat indices, counted loops, accumulators, if/else regions, vector
values of several lanes, fused multiply-adds, private and local memory and barriers. Codegen's
producers build it from kernel IR (pjrtc/codegen/expressions.py: elementwise and reduction
kernels; rows.py: row programs; contraction.py: tiled contractions) and pjrtc/codegen/render.py
turns it into LLVM IR; everything a kind of kernel decides (which loops, which vectors) is made
explicit here, so the renderer decides nothing.

A `Program` is a tuple of `Inst`s; instruction `i` defines the value `%i` (when it has a
dtype). Operands (`src`) name earlier instructions. Regions are bracketed in the list itself:
RANGE ... END_RANGE, WHILE ... DO ... END_WHILE, IF ... [ELSE ...] END_IF; a value defined
inside a region is visible only inside it (a while's condition region's in its body too),
except the results an IF yields (ELSE lists the then-side's, END_IF the else-side's, and END_IF
defines the merged value). `verify` checks this, the operand types and the
bracketing; `pjrtc.ir.loops_printer.print_program` gives its text and
`pjrtc.ir.loops_parser.parse_program` reads it back.

Values are scalars (`lanes` 1) or vectors of `lanes` elements of `dtype`. bool is I1 and bf16
is an f32 in registers, as in kernel IR; loads and stores convert to and from the buffer's
storage (bf16's 16 bits, bool's byte).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from pjrtc.ir.tensor import DType, Op
from pjrtc.ir.verify import IRVerificationError


class Ops(enum.Enum):
    """Loop IR instruction kinds. `src` and `arg` of each, and the value it defines:"""

    PARAM = "param"  # arg: k; the kernel's k-th buffer (global memory) of dtype elements
    DEFINE_LOCAL = "define_local"  # arg: (name, size); work-group local memory, size elements
    # arg: (name, size) or (name, size, "inbounds"); an array of size elements private to
    # the work-item (a stack slot); "inbounds": computed indices are known to be in bounds
    DEFINE_PRIVATE = "define_private"
    SPECIAL = "special"  # arg: (kind, dim), a SPECIALS kind; I64
    # arg: a Python bool/int/float every lane holds, or a tuple of one per lane
    CONST = "const"
    SPLAT = "splat"  # src: (scalar,); the vector of `lanes` copies of it
    # arg: (tensor Op, its attribute); src: operands. A StableHLO op's semantics, lane-wise on
    # vectors (then every operand has the result's lanes, except a SELECT's condition may be
    # one for all); integer power and bf16 ops are scalars only.
    ALU = "alu"
    # index arithmetic on non-negative I64 (scalars, or lane-wise on vectors of the same
    # lanes): no overflow or sign cases
    IADD = "iadd"
    IMUL = "imul"
    IDIV = "idiv"
    IREM = "irem"  # arg: None, or "signed" for LLVM's srem (the same on non-negatives)
    ILT = "ilt"  # I64 < I64 -> I1
    FMA = "fma"  # src: (a, b, c) floats; a * b + c, fused or not as the device prefers
    # arg: an OpenCL math builtin's name (fma, copysign, fmax, fmin, ...); src: float scalars
    # of its dtype; the builtin's result
    BUILTIN = "builtin"
    # arg: an LLVM float predicate StableHLO's COMPARE has no direction for ("one", "ugt",
    # "uno", ...); src: (x, y) floats; I1
    FCMP = "fcmp"
    # src: (buffer, index); `lanes` consecutive elements from the flat index (bool and bf16,
    # stored as a byte and 16 bits, one lane at a time; a bf16 buffer's element may be
    # loaded or stored as the f32 register it is, rounded to nearest even when stored)
    LOAD = "load"
    # src: (buffer, index, value); no value. arg: None, or (a read-modify-write of a private
    # array's element) the LOAD of it, in the same block, whose element pointer it reuses
    STORE = "store"
    DEFINE_ACC = "define_acc"  # arg: name; src: (init,); a variable that loops update
    GET_ACC = "get_acc"  # src: (acc,); its current value
    SET_ACC = "set_acc"  # src: (acc, value); no value
    # arg: name; src: (end,) or (start, end, step); I64 counter start, start + step, ...
    # while below end (0 and 1 when not given) over the region
    RANGE = "range"
    END_RANGE = "end_range"  # src: (range,)
    # arg: name; opens the condition region of a while loop, tested before every iteration
    WHILE = "while"
    # src: (while, cond); ends the condition region and opens the body, which runs while the
    # I1 cond holds (values of the condition region are visible in the body)
    DO = "do"
    END_WHILE = "end_while"  # src: (do,); closes the loop
    # arg: `likely` (True, or None when unknown), or "else_first": the first region is the
    # else side (built first, as a hand-written body did) and the second the then side;
    # src: (cond,)
    IF = "if"
    ELSE = "else"  # src: (if, then-result?)
    END_IF = "end_if"  # src: (if or else, else-result?); defines the result, if any
    VECTORIZE = "vectorize"  # src: one scalar per lane; the vector of them
    LANE = "lane"  # arg: i; src: (vector,); the scalar in lane i
    # arg: i; src: (vector, scalar), or (scalar,) to start a vector whose other lanes are not
    # defined yet; the vector with lane i replaced by the scalar (lanes computed one by one)
    INSERT = "insert"
    # arg: lane indices into the lanes of the two operands one after the other; src: (a, b)
    # vectors of one type; the vector of those lanes (LLVM's shufflevector)
    SHUFFLE = "shuffle"
    # a work-group barrier ordering local memory accesses (arg "global": global memory
    # accesses too); no value
    BARRIER = "barrier"


# SPECIAL kinds: OpenCL's get_global_id, get_group_id and get_local_id of dimension 0..2.
SPECIALS = ("global_id", "group_id", "local_id")
# FCMP predicates: LLVM's, "o" ordered or "u" unordered; "uno" (either is NaN), "ord".
FCMP_PREDICATES = {f"{kind}{p}": (kind, op) for kind in "ou" for p, op in (
    ("eq", "=="), ("ne", "!="), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">="))}
FCMP_PREDICATES.update(uno=("u", "uno"), ord=("o", "ord"))
INDEX_OPS = (Ops.IADD, Ops.IMUL, Ops.IDIV, Ops.IREM, Ops.ILT)
BUFFERS = (Ops.PARAM, Ops.DEFINE_LOCAL, Ops.DEFINE_PRIVATE)


@dataclass(frozen=True, slots=True)
class Inst:
    op: Ops
    dtype: DType | None  # None: defines no value
    src: tuple[int, ...] = ()
    arg: Any = None
    lanes: int = 1


@dataclass(frozen=True, slots=True)
class Program:
    """One kernel: `insts` run by every work-item. With `sub_group_size`, the kernel requires
    that sub-group size (1: its code is vector code already, not to be vectorized again).
    With `code_block`, the code goes in a basic block of that name after the entry block,
    which then holds only the stack slots of accumulators and loop counters (slots are
    inserted at the top of the entry block, so they never land between the code's
    instructions)."""

    name: str
    insts: tuple[Inst, ...]
    sub_group_size: int | None = None
    code_block: str | None = None

    def params(self) -> list[Inst]:
        return [inst for inst in self.insts if inst.op is Ops.PARAM]


class LoopVerificationError(IRVerificationError):
    """A malformed loop IR program: a bug in its producer."""


def verify(program: Program) -> None:
    """Check SSA dominance, operand types and balanced regions; raise LoopVerificationError."""
    _Verifier(program).run()


class _Verifier:
    def __init__(self, program: Program):
        self.program = program
        self.insts = program.insts
        self.live: set[int] = set()
        self.regions: list[tuple[int, set[int]]] = []  # (opening inst, values defined inside)

    def fail(self, i: int, message: str) -> None:
        inst = self.insts[i]
        raise LoopVerificationError(f"{self.program.name}: %{i} ({inst.op.value}): {message}")

    def run(self) -> None:
        params = [i for i, inst in enumerate(self.insts) if inst.op is Ops.PARAM]
        if params != list(range(len(params))):
            self.fail(params[-1] if params else 0, "parameters must come first")
        for i, inst in enumerate(self.insts):
            for s in inst.src:
                if s not in self.live:
                    self.fail(i, f"operand %{s} is not defined in an enclosing region")
            self.check(i, inst)
            self.define(i, inst)
        if self.regions:
            self.fail(self.regions[-1][0], "region is never closed")

    def define(self, i: int, inst: Inst) -> None:
        op = inst.op
        opens = op in (Ops.RANGE, Ops.IF, Ops.ELSE, Ops.WHILE)
        if op in (Ops.END_RANGE, Ops.ELSE, Ops.END_IF, Ops.END_WHILE):
            _, inside = self.regions.pop()
            self.live -= inside
        # an IF, ELSE, WHILE or DO is named by what closes it
        if inst.dtype is not None or opens or op is Ops.DO:
            self.live.add(i)
            if self.regions:
                self.regions[-1][1].add(i)
        if opens:
            self.regions.append((i, set()))

    def src(self, i: int, k: int) -> Inst:
        return self.insts[self.insts[i].src[k]]

    def expect(self, i: int, ok: bool, message: str) -> None:
        if not ok:
            self.fail(i, message)

    def expect_index(self, i: int, k: int) -> None:
        s = self.src(i, k)
        self.expect(i, s.dtype is DType.I64 and s.lanes == 1,
                    f"operand {k} must be a scalar I64 index")

    def check(self, i: int, inst: Inst) -> None:
        op, n = inst.op, len(inst.src)
        arity = {Ops.PARAM: 0, Ops.DEFINE_LOCAL: 0, Ops.DEFINE_PRIVATE: 0, Ops.SPECIAL: 0,
                 Ops.CONST: 0, Ops.FMA: 3,
                 Ops.LOAD: 2, Ops.STORE: 3, Ops.DEFINE_ACC: 1, Ops.GET_ACC: 1, Ops.SET_ACC: 2,
                 Ops.END_RANGE: 1, Ops.IF: 1, Ops.WHILE: 0, Ops.DO: 2, Ops.END_WHILE: 1,
                 Ops.FCMP: 2, Ops.LANE: 1, Ops.BARRIER: 0, Ops.SPLAT: 1, Ops.SHUFFLE: 2}
        if op in INDEX_OPS:
            self.expect(i, n == 2, "takes two operands")
            for k in range(n):
                s = self.src(i, k)
                self.expect(i, s.dtype is DType.I64 and s.lanes == inst.lanes,
                            f"operand {k} must be an I64 index of {inst.lanes} lanes")
            want = DType.I1 if op is Ops.ILT else DType.I64
            self.expect(i, inst.dtype is want, f"must be {want}")
            self.expect(i, inst.arg is None or (op is Ops.IREM and inst.arg == "signed"),
                        "unknown flag")
        elif op in arity:
            self.expect(i, n == arity[op], f"takes {arity[op]} operands, not {n}")
        getattr(self, f"check_{op.name.lower()}", lambda i, inst: None)(i, inst)

    def check_special(self, i: int, inst: Inst) -> None:
        kind, dim = inst.arg
        self.expect(i, kind in SPECIALS and dim in (0, 1, 2), f"unknown special {inst.arg}")
        self.expect(i, inst.dtype is DType.I64 and inst.lanes == 1, "must be scalar I64")

    def check_const(self, i: int, inst: Inst) -> None:
        if isinstance(inst.arg, tuple):
            self.expect(i, len(inst.arg) == inst.lanes > 1, "takes one constant per lane")

    def check_splat(self, i: int, inst: Inst) -> None:
        s = self.src(i, 0)
        self.expect(i, s.dtype is inst.dtype and s.lanes == 1 and inst.lanes > 1,
                    "splats a scalar of its dtype")

    def check_insert(self, i: int, inst: Inst) -> None:
        self.expect(i, len(inst.src) in (1, 2), "takes a scalar, after the vector if any")
        scalar = self.src(i, len(inst.src) - 1)
        self.expect(i, scalar.dtype is inst.dtype and scalar.lanes == 1, "scalar mismatches")
        if len(inst.src) == 2:
            vector = self.src(i, 0)
            self.expect(i, (vector.dtype, vector.lanes) == (inst.dtype, inst.lanes),
                        "vector mismatches")
        self.expect(i, 0 <= inst.arg < inst.lanes, "lane out of range")

    def check_alu(self, i: int, inst: Inst) -> None:
        op = inst.arg[0]
        self.expect(i, isinstance(op, Op) and inst.dtype is not None, "malformed")
        operands = [self.src(i, k) for k in range(len(inst.src))]
        for k, operand in enumerate(operands):
            scalar_ok = op is Op.SELECT and k == 0  # one condition for every lane
            self.expect(i, operand.lanes == inst.lanes or (scalar_ok and operand.lanes == 1),
                        f"operand {k} has {operand.lanes} lanes")
        if inst.lanes > 1:
            dtypes = {inst.dtype, *(operand.dtype for operand in operands)}
            self.expect(i, DType.BF16 not in dtypes and not (op is Op.POWER and inst.dtype.is_int),
                        "integer power and bf16 ops are scalars only: compute them lane by lane")

    def check_load(self, i: int, inst: Inst) -> None:
        buffer = self.src(i, 0)
        self.expect(i, buffer.op in BUFFERS, "operand 0 must be a buffer")
        self.expect_index(i, 1)
        self.expect(i, _holds(buffer, inst), f"loads {_name(inst)} from a {_name(buffer)} buffer")
        self.expect_storage(i, inst)

    def check_store(self, i: int, inst: Inst) -> None:
        buffer, value = self.src(i, 0), self.src(i, 2)
        self.expect(i, buffer.op in BUFFERS, "operand 0 must be a buffer")
        self.expect_index(i, 1)
        self.expect(i, _holds(buffer, value),
                    f"stores {_name(value)} into a {_name(buffer)} buffer")
        self.expect_storage(i, value)
        self.expect(i, inst.dtype is None, "defines no value")
        if inst.arg is not None:
            self.expect(i, inst.arg in self.live and self.insts[inst.arg].op is Ops.LOAD
                        and self.insts[inst.arg].src == inst.src[:2]
                        and buffer.op is Ops.DEFINE_PRIVATE,
                        "reuses the address of a load of the same private element")

    def expect_storage(self, i: int, value: Inst) -> None:
        self.expect(i, value.lanes == 1 or value.dtype not in (DType.I1, DType.BF16),
                    "bool and bf16 are stored in another type: load and store them by lane")

    def check_define_acc(self, i: int, inst: Inst) -> None:
        init = self.src(i, 0)
        self.expect(i, (init.dtype, init.lanes) == (inst.dtype, inst.lanes),
                    "init must have the accumulator's type")

    def check_get_acc(self, i: int, inst: Inst) -> None:
        acc = self.src(i, 0)
        self.expect(i, acc.op is Ops.DEFINE_ACC, "operand must be an accumulator")
        self.expect(i, (acc.dtype, acc.lanes) == (inst.dtype, inst.lanes), "type mismatch")

    def check_set_acc(self, i: int, inst: Inst) -> None:
        acc, value = self.src(i, 0), self.src(i, 1)
        self.expect(i, acc.op is Ops.DEFINE_ACC, "operand 0 must be an accumulator")
        self.expect(i, (acc.dtype, acc.lanes) == (value.dtype, value.lanes), "type mismatch")

    def check_range(self, i: int, inst: Inst) -> None:
        self.expect(i, len(inst.src) in (1, 3), "takes (end,) or (start, end, step)")
        for k in range(len(inst.src)):
            self.expect_index(i, k)
        self.expect(i, inst.dtype is DType.I64 and inst.lanes == 1, "counts in scalar I64")

    def check_end_range(self, i: int, inst: Inst) -> None:
        self.expect(i, bool(self.regions) and self.regions[-1][0] == inst.src[0]
                    and self.src(i, 0).op is Ops.RANGE, "does not close the innermost range")

    def check_while(self, i: int, inst: Inst) -> None:
        self.expect(i, isinstance(inst.arg, str) and inst.dtype is None, "takes a name")

    def check_do(self, i: int, inst: Inst) -> None:
        opening, cond = self.src(i, 0), self.src(i, 1)
        self.expect(i, bool(self.regions) and self.regions[-1][0] == inst.src[0]
                    and opening.op is Ops.WHILE, "does not follow the innermost while")
        self.expect(i, not any(self.insts[k].op is Ops.DO for k in self.regions[-1][1]),
                    "the while has a body already")
        self.expect(i, cond.dtype is DType.I1 and cond.lanes == 1, "condition must be scalar I1")

    def check_end_while(self, i: int, inst: Inst) -> None:
        do = self.src(i, 0)
        self.expect(i, do.op is Ops.DO and bool(self.regions)
                    and self.regions[-1][0] == do.src[0], "does not close the innermost while")

    def check_builtin(self, i: int, inst: Inst) -> None:
        self.expect(i, isinstance(inst.arg, str) and inst.lanes == 1
                    and inst.dtype in (DType.F16, DType.F32, DType.F64), "a float scalar builtin")
        for k in range(len(inst.src)):
            self.expect(i, self.src(i, k).dtype is inst.dtype, f"operand {k} mismatches")

    def check_fcmp(self, i: int, inst: Inst) -> None:
        x, y = self.src(i, 0), self.src(i, 1)
        self.expect(i, inst.arg in FCMP_PREDICATES, f"unknown predicate {inst.arg}")
        self.expect(i, x.dtype.is_float and x.dtype is y.dtype and x.lanes == y.lanes == 1
                    and inst.dtype is DType.I1, "compares two float scalars to an I1")

    def check_if(self, i: int, inst: Inst) -> None:
        cond = self.src(i, 0)
        self.expect(i, cond.dtype is DType.I1 and cond.lanes == 1, "condition must be scalar I1")
        self.expect(i, inst.dtype is None, "defines no value (END_IF does)")
        self.expect(i, inst.arg in (None, True, "else_first"), f"unknown flag {inst.arg}")

    def check_else(self, i: int, inst: Inst) -> None:
        self.expect(i, len(inst.src) in (1, 2), "takes the if and at most one result")
        self.expect(i, bool(self.regions) and self.regions[-1][0] == inst.src[0]
                    and self.src(i, 0).op is Ops.IF, "does not follow the innermost if")

    def check_end_if(self, i: int, inst: Inst) -> None:
        opening = self.src(i, 0)
        self.expect(i, bool(self.regions) and self.regions[-1][0] == inst.src[0]
                    and opening.op in (Ops.IF, Ops.ELSE), "does not close the innermost if")
        results = inst.src[1:]
        then = opening.src[1:] if opening.op is Ops.ELSE else ()
        if opening.op is Ops.IF:
            self.expect(i, opening.arg != "else_first", "an else-first if has two sides")
        elif self.insts[opening.src[0]].arg == "else_first":
            self.expect(i, not results, "an else-first if yields no value")
        self.expect(i, len(results) == len(then) and len(results) <= 1,
                    "both sides must yield the same number of results (at most one)")
        for a, b in zip(then, results):
            ta, tb = self.insts[a], self.insts[b]
            self.expect(i, (ta.dtype, ta.lanes) == (tb.dtype, tb.lanes) ==
                        (inst.dtype, inst.lanes), "results must have the same type")
        if not results:
            self.expect(i, inst.dtype is None, "yields no value")

    def check_vectorize(self, i: int, inst: Inst) -> None:
        self.expect(i, len(inst.src) == inst.lanes > 1, "takes one scalar per lane")
        for k in range(len(inst.src)):
            s = self.src(i, k)
            self.expect(i, s.dtype is inst.dtype and s.lanes == 1, f"lane {k} mismatches")

    def check_shuffle(self, i: int, inst: Inst) -> None:
        a, b = self.src(i, 0), self.src(i, 1)
        self.expect(i, (a.dtype, a.lanes) == (b.dtype, b.lanes) and a.lanes > 1
                    and a.dtype is inst.dtype, "shuffles two vectors of its type")
        self.expect(i, isinstance(inst.arg, tuple) and len(inst.arg) == inst.lanes > 1
                    and all(0 <= j < 2 * a.lanes for j in inst.arg), "one lane index per lane")

    def check_lane(self, i: int, inst: Inst) -> None:
        vector = self.src(i, 0)
        self.expect(i, 0 <= inst.arg < vector.lanes and inst.lanes == 1
                    and inst.dtype is vector.dtype, "lane out of range or mistyped")

    def check_fma(self, i: int, inst: Inst) -> None:
        self.expect(i, inst.dtype in (DType.F32, DType.F64), "computes in f32 or f64")
        for k in range(len(inst.src)):
            s = self.src(i, k)
            self.expect(i, (s.dtype, s.lanes) == (inst.dtype, inst.lanes),
                        f"operand {k} mismatches")

    def check_define_private(self, i: int, inst: Inst) -> None:
        self.expect(i, inst.dtype is not None and inst.arg[1] > 0, "needs a type and size")
        self.expect(i, inst.arg[2:] in ((), ("inbounds",)), "unknown flag")
        self.expect(i, inst.dtype not in (DType.I1, DType.BF16),
                    "holds register types (no bool or bf16 storage)")

    def check_define_local(self, i: int, inst: Inst) -> None:
        self.expect(i, not self.regions, "local memory is defined at the top level")
        self.expect(i, inst.dtype is not None and inst.arg[1] > 0, "needs a type and size")


def _holds(buffer: Inst, value: Inst) -> bool:
    """Whether `value` is of the buffer's element type (a bf16 one's may be its f32)."""
    return value.dtype is buffer.dtype or (buffer.dtype is DType.BF16
                                           and value.dtype is DType.F32 and value.lanes == 1)


def _name(inst: Inst) -> str:
    return inst.dtype.mlir_name if inst.dtype is not None else "nothing"
