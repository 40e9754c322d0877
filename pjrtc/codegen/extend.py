"""Integer zero extension as LLVM IR that LLVM 22's SPIR-V backend compiles correctly.

The backend's GlobalISel combiner rewrites zext(trunc x) - x of width A truncated to M bits,
then zero-extended to C bits - into a mask of x. When C < A it emits and(trunc(x to C), mask)
and loses that new trunc: the OpBitwiseAnd gets an A-bit operand and a C-bit result, which
spirv-val rejects ("Expected operands to have the same bit width as Result Type"). Measured for
every scalar A, M, C in {1, 8, 16, 32, 64} with M < C < A (e.g. ui32 -> ui8 -> ui16 in
jax.random's bf16 bits, i64 -> i16 pieces of a bitcast_convert to bf16), and for vectors the
C > A case aborts the backend too. The combine only fires on a zext whose operand is directly
a trunc (a same-type bitcast in between is dropped before it, any other instruction stops it),
so `zext` below writes out the mask itself for exactly that case: the backend then has nothing
to rewrite. Every zero extension in pjrtc.codegen of a value that may be a trunc goes through
it (a zext of a compare result need not).
"""

from __future__ import annotations

import llvmlite.ir as ir


def zext(b: ir.IRBuilder, x: ir.Value, ty: ir.Type) -> ir.Value:
    """`x` zero-extended to the integer (or integer vector) type `ty`."""
    source = _truncated_from(x)
    if source is None:
        return b.zext(x, ty)
    mask = (1 << _width(x.type)) - 1
    wide, narrow = _width(source.type), _width(ty)
    if narrow < wide:
        return b.and_(b.trunc(source, ty), _splat(ty, mask))
    kept = b.and_(source, _splat(source.type, mask))
    return kept if narrow == wide else b.zext(kept, ty)


def _truncated_from(x: ir.Value) -> ir.Value | None:
    """The wider value `x` is a trunc of, looking through same-type bitcasts; else None."""
    while isinstance(x, ir.CastInstr) and x.opname == "bitcast" and x.operands[0].type == x.type:
        x = x.operands[0]
    if isinstance(x, ir.CastInstr) and x.opname == "trunc":
        return x.operands[0]
    return None


def _width(ty: ir.Type) -> int:
    return (ty.element if isinstance(ty, ir.VectorType) else ty).width


def _splat(ty: ir.Type, value: int) -> ir.Constant:
    """`value` (below the sign bit) as a constant of type `ty`, in every lane of a vector."""
    element = ty.element if isinstance(ty, ir.VectorType) else ty
    scalar = ir.Constant(element, value)
    return ir.Constant(ty, [scalar] * ty.count) if isinstance(ty, ir.VectorType) else scalar
