"""Helpers for hand-written kernel bodies (custom kernels, see pjrtc/codegen/custom.py).

A custom kernel's emitter writes LLVM IR directly: counted loops, stack variables, and element
loads and stores that convert between a buffer's storage type and the type the algorithm
computes in (f16 and bf16 are computed in f32 and rounded once when stored, to nearest even;
bf16 through pjrtc/codegen/bf16.py). `BodyWriter` wraps the kernel emitter of
pjrtc/codegen/llvm.py, whose builder, scalar emitter, work-item id and buffer pointers it
shares.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from llvmlite import ir

from pjrtc.codegen import bf16
from pjrtc.codegen.scalar import llvm_type, storage_type
from pjrtc.ir.tensor import DType, Value

I1 = ir.IntType(1)
I32 = ir.IntType(32)
I64 = ir.IntType(64)


def compute_dtype(dtype: DType) -> DType:
    """The type a custom kernel computes in for elements of `dtype`."""
    return DType.F32 if dtype in (DType.F16, DType.BF16) else dtype


class BodyWriter:
    """Builds one work-item's body at the kernel emitter's insertion point."""

    def __init__(self, emitter):
        self.emitter = emitter
        self.b: ir.IRBuilder = emitter.b
        self.scalar = emitter.scalar
        self.gid: ir.Value = emitter.gid  # this work-item's linear index (i64)

    # -- integers and variables -----------------------------------------------------------

    @staticmethod
    def i64(n: int) -> ir.Constant:
        return ir.Constant(I64, n)

    def index(self, value: ir.Value | int) -> ir.Value:
        return self.i64(value) if isinstance(value, int) else value

    def offset(self, base: ir.Value, *terms: tuple[ir.Value | int, int]) -> ir.Value:
        """base + sum(index * stride) in i64."""
        out = base
        for index, stride in terms:
            term = self.index(index)
            if stride != 1:
                term = self.b.mul(term, self.i64(stride))
            out = self.b.add(out, term)
        return out

    def variable(self, ty: ir.Type, init: ir.Value, name: str) -> ir.AllocaInstr:
        """A stack slot in the entry block (the device compiler promotes it to a register)."""
        slot = self.emitter._alloca(ty, name)
        self.b.store(init, slot)
        return slot

    def get(self, slot: ir.AllocaInstr) -> ir.Value:
        return self.b.load(slot, typ=slot.allocated_type)

    def set(self, slot: ir.AllocaInstr, value: ir.Value) -> None:
        self.b.store(value, slot)

    @contextmanager
    def loop(self, start: ir.Value | int, stop: ir.Value | int, name: str) -> Iterator[ir.Value]:
        """`for i in range(start, stop)`: the body is built inside the `with`; yields i."""
        counter = self.variable(I64, self.index(start), name)
        current: list[ir.Value] = []

        def below_stop() -> ir.Value:
            current.append(self.get(counter))  # read in the condition's block: it dominates
            return self.b.icmp_signed("<", current[0], self.index(stop))

        with self.while_(below_stop, name):
            yield current[0]
            self.set(counter, self.b.add(current[0], self.i64(1)))

    @contextmanager
    def while_(self, condition: Callable[[], ir.Value], name: str) -> Iterator[None]:
        """`while condition():` the body is built inside the `with`; `condition` builds its
        i1 in the block that tests it, before every iteration."""
        fn = self.b.function
        cond = fn.append_basic_block(f"{name}.cond")
        body = fn.append_basic_block(f"{name}.body")
        done = fn.append_basic_block(f"{name}.done")
        self.b.branch(cond)
        self.b.position_at_end(cond)
        self.b.cbranch(condition(), body, done)
        self.b.position_at_end(body)
        yield
        self.b.branch(cond)
        self.b.position_at_end(done)

    # -- elements -------------------------------------------------------------------------

    def constant(self, value: float, dtype: DType) -> ir.Constant:
        return ir.Constant(llvm_type(dtype), value)

    def _pointer(self, buffer: Value, flat: ir.Value) -> ir.Value:
        mem = storage_type(buffer.type.dtype)
        return self.b.gep(self.emitter.pointer[buffer.id], [flat], source_etype=mem)

    def load(self, buffer: Value, flat: ir.Value, compute: DType) -> ir.Value:
        """Element `flat` of `buffer`, converted to `compute` (a float type at least as wide)."""
        stored = buffer.type.dtype
        value = self.b.load(self._pointer(buffer, flat), typ=storage_type(stored))
        if stored is DType.BF16:  # its 16 bits: exactly an f32
            return bf16.widen(self.b, value)
        if stored is not compute:
            value = self.b.fpext(value, llvm_type(compute))
        return value

    def store(self, buffer: Value, flat: ir.Value, value: ir.Value, compute: DType) -> None:
        """Store a `compute`-typed value into element `flat` of `buffer`, rounding it once."""
        stored = buffer.type.dtype
        if stored is DType.BF16:
            value = bf16.narrow_bits(self.b, value)
        elif stored is not compute:
            value = self.b.fptrunc(value, llvm_type(stored))
        self.b.store(value, self._pointer(buffer, flat))

    def load_int(self, buffer: Value, flat: ir.Value) -> ir.Value:
        """Element `flat` of an integer buffer, in the buffer's own type."""
        return self.b.load(self._pointer(buffer, flat), typ=storage_type(buffer.type.dtype))

    def store_int(self, buffer: Value, flat: ir.Value, value: ir.Value) -> None:
        """Store an integer of the buffer's own type."""
        self.b.store(value, self._pointer(buffer, flat))

    def sqrt(self, x: ir.Value, dtype: DType) -> ir.Value:
        return self.scalar.builtin("sqrt", dtype, [x])

    def is_nan(self, x: ir.Value) -> ir.Value:
        return self.b.fcmp_unordered("uno", x, x)
