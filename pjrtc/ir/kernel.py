"""Kernel IR: device kernels as scalar expressions over an iteration space.

Produced by `pjrtc.lower` from tensor IR, consumed by `pjrtc.codegen.llvm`. A `Kernel` computes,
for every point `i` of its row-major iteration space `shape`, one element of each output:
`out_k[i] = outputs[k]`. Expressions read buffers with explicit index expressions, so fusing an
elementwise or data-movement producer into its consumer is substitution, and a transpose is only
a different index. A kernel with a `Reduction` first folds `update` over the reduction space,
then its output expressions read the accumulators (`Leaf.ACC`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from pjrtc.ir.tensor import DType, Op, TensorType, Value


class Leaf(enum.Enum):
    """Expression kinds that only exist in kernel IR (the rest are tensor `Op`s on scalars)."""

    CONST = "const"  # arg: Python bool/int/float
    INDEX = "index"  # arg: axis of the kernel's iteration space; I64
    RINDEX = "rindex"  # arg: axis of the reduction space; I64
    LOAD = "load"  # arg: Value (the buffer); args: one I64 index per buffer dimension
    ACC = "acc"  # arg: k, the k-th accumulator of the reduction
    VAL = "val"  # arg: k, the k-th reduced value of the current reduction step
    IF = "if"  # args: cond, then, else; only the chosen side is evaluated
    IADD = "iadd"  # index arithmetic on non-negative I64: no overflow or sign cases
    IMUL = "imul"
    IDIV = "idiv"
    IREM = "irem"
    ILT = "ilt"  # I64 < I64 -> I1
    CUSTOM = "custom"  # arg: k; stands for output k of the kernel's CustomBody, which writes it


class Expr:
    """An immutable expression node with a cached structural hash (kernels share subtrees)."""

    __slots__ = ("op", "dtype", "args", "arg", "_hash")

    def __init__(self, op: Op | Leaf, dtype: DType, args: tuple[Expr, ...] = (), arg: Any = None):
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "dtype", dtype)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "_hash", hash((op, dtype, args, arg)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Expr is immutable")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Expr) or self._hash != other._hash:
            return False
        return (self.op, self.dtype, self.arg, self.args) == (
            other.op, other.dtype, other.arg, other.args)

    def __repr__(self) -> str:
        return f"Expr({self.op}, {self.dtype.mlir_name}, {self.args!r}, {self.arg!r})"

    def walk(self):
        """Yield every distinct node of the expression DAG once, operands before users."""
        seen: set[int] = set()
        stack: list[tuple[Expr, bool]] = [(self, False)]
        while stack:
            node, expanded = stack.pop()
            if id(node) in seen:
                continue
            if expanded:
                seen.add(id(node))
                yield node
            else:
                stack.append((node, True))
                stack.extend((a, False) for a in reversed(node.args) if id(a) not in seen)


def const(value: Any, dtype: DType) -> Expr:
    return Expr(Leaf.CONST, dtype, (), value)


def index(axis: int) -> Expr:
    return Expr(Leaf.INDEX, DType.I64, (), axis)


def rindex(axis: int) -> Expr:
    return Expr(Leaf.RINDEX, DType.I64, (), axis)


def iconst(n: int) -> Expr:
    return Expr(Leaf.CONST, DType.I64, (), int(n))


def iadd(a: Expr, b: Expr) -> Expr:
    if b.op is Leaf.CONST and b.arg == 0:
        return a
    if a.op is Leaf.CONST and a.arg == 0:
        return b
    return Expr(Leaf.IADD, DType.I64, (a, b))


def imul(a: Expr, n: int) -> Expr:
    if n == 1:
        return a
    return Expr(Leaf.IMUL, DType.I64, (a, iconst(n)))


def idiv(a: Expr, n: int) -> Expr:
    return a if n == 1 else Expr(Leaf.IDIV, DType.I64, (a, iconst(n)))


def irem(a: Expr, n: int) -> Expr:
    return iconst(0) if n == 1 else Expr(Leaf.IREM, DType.I64, (a, iconst(n)))


def load(buffer: Value, indices: tuple[Expr, ...]) -> Expr:
    assert len(indices) == buffer.type.rank, (buffer, indices)
    return Expr(Leaf.LOAD, buffer.type.dtype, tuple(indices), buffer)


@dataclass(frozen=True, slots=True)
class Reduction:
    """Fold over a row-major reduction space: acc_k = inits[k]; for each point r:
    acc_k = update[k] (reading ACC j and VAL j, where VAL j = values[j] at r)."""

    shape: tuple[int, ...]
    inits: tuple[Expr, ...]
    values: tuple[Expr, ...]
    update: tuple[Expr, ...]
    acc_dtypes: tuple[DType, ...]


@dataclass(frozen=True, slots=True)
class CustomBody:
    """A kernel body written by hand in codegen (pjrtc/codegen/custom.py has one emitter per
    `name`), for sequential algorithms that no per-element expression states (a Cholesky
    factorization). Each work-item of the kernel's iteration space solves one independent
    problem: it reads `inputs` with its own loops and writes whole outputs, whose expressions
    in `Kernel.outputs` are `Leaf.CUSTOM` placeholders. `attrs` are (name, value) pairs."""

    name: str
    inputs: tuple[Value, ...]
    attrs: tuple[tuple[str, Any], ...] = ()

    def attr(self, key: str) -> Any:
        return dict(self.attrs)[key]


@dataclass(frozen=True, slots=True)
class Kernel:
    name: str
    shape: tuple[int, ...]  # iteration space = shape of every output (custom: the work-items)
    outputs: tuple[tuple[Value, Expr], ...]  # (buffer written, element expression)
    reduction: Reduction | None
    source_ops: tuple[str, ...]  # "file:line:col: stablehlo.op" of the tensor ops it computes
    local_size: int = 64
    custom: CustomBody | None = None

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def exprs(self) -> tuple[Expr, ...]:
        out = tuple(e for _, e in self.outputs)
        if self.reduction is None:
            return out
        r = self.reduction
        return r.inits + r.values + r.update + out

    def args(self) -> tuple[Value, ...]:
        """Kernel parameters in order: outputs, then every buffer read, by first appearance."""
        seen: dict[int, Value] = {}
        for value, _ in self.outputs:
            seen.setdefault(value.id, value)
        for root in self.exprs():
            for node in root.walk():
                if node.op is Leaf.LOAD:
                    seen.setdefault(node.arg.id, node.arg)
        for value in self.custom.inputs if self.custom is not None else ():
            seen.setdefault(value.id, value)
        return tuple(seen.values())


# -- the host schedule: what runs in which order, with control flow ---------------------------

@dataclass(frozen=True, slots=True)
class Launch:
    kernel: Kernel


@dataclass(frozen=True, slots=True)
class Copy:
    """Device-to-device copy of a whole buffer (`src` and `dst` have the same byte size)."""

    src: Value
    dst: Value


@dataclass(frozen=True, slots=True)
class TripCount:
    """A counted loop, `for counter in range(counter, bound)`: the body adds 1 to `counter`
    and changes nothing `bound` depends on, so it runs max(0, bound - counter) times, both read
    once before the loop instead of running cond and reading `pred` back every iteration.
    `limit` is the bound when it is a compile-time constant (then `bound` is None)."""

    counter: Value
    bound: Value | None
    limit: int | None


@dataclass(frozen=True, slots=True)
class While:
    """Run `cond`; read the 0-d i1 `pred` back; while it is true run `body` and repeat. With
    `trips`, the host runs `body` the counted number of times instead (cond is skipped)."""

    cond: tuple[Step, ...]
    pred: Value
    body: tuple[Step, ...]
    trips: TripCount | None = None


@dataclass(frozen=True, slots=True)
class Case:
    """Read the 0-d `index` (i1 or i32) back and run `branches[index]`; an index outside
    [0, len(branches)) runs the last branch."""

    index: Value
    branches: tuple[tuple[Step, ...], ...]


Step = Launch | Copy | While | Case


def walk_steps(steps: tuple[Step, ...]):
    """Every step, nested ones included, in program order (a While's cond before its body)."""
    for step in steps:
        yield step
        if isinstance(step, While):
            yield from walk_steps(step.cond)
            yield from walk_steps(step.body)
        elif isinstance(step, Case):
            for branch in step.branches:
                yield from walk_steps(branch)


@dataclass(frozen=True, slots=True)
class KernelModule:
    """All kernels of a program, the schedule that launches them, and the buffers the host
    provides. `kernels` lists each kernel once in order of first appearance in `schedule`;
    an empty schedule means: launch every kernel once, in order."""

    kernels: tuple[Kernel, ...]
    inputs: tuple[Value, ...]
    outputs: tuple[Value, ...]
    constants: tuple[tuple[Value, Any], ...]  # (value, numpy array)
    input_names: tuple[str | None, ...] = ()
    output_names: tuple[str | None, ...] = ()
    # The types callers see, where they differ from the buffers' own (Graph.abi_param_types).
    abi_input_types: tuple[TensorType | None, ...] = ()
    abi_output_types: tuple[TensorType | None, ...] = ()
    schedule: tuple[Step, ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.schedule or tuple(Launch(kern) for kern in self.kernels)
