"""bf16 as LLVM IR: 16 bits in memory, an f32 in registers, rounded once per op.

LLVM's SPIR-V backend has no bfloat type, and none is needed: bf16 is f32 without the low 16
mantissa bits (same sign, same 8-bit exponent, 7 mantissa bits). A bf16 element is stored as
those 16 bits and loaded by shifting them into the top of an f32 (`widen`, exact). Every bf16
value in a register is such an f32 (its low 16 bits are zero). Ops that cannot leave the bf16
values (negate, abs, select, compare, max/min, clamp, sign, reduce_precision) run as the f32 op;
every other op computes in f32 and rounds its result to nearest even once (`round_f32`), which
is what StableHLO's reference interpreter computes (per-op bf16 rounding) and what XLA:CPU does.
For + - * / and sqrt the f32 result rounded to bf16 is the correctly rounded bf16 result:
f32's 24 bits are more than 2 * 8 + 2, so the double rounding is innocuous.

Conversions to bf16 round once from every source: f64 through f32 rounded to odd (`from_f64`),
integers wider than f32's 24-bit significand by folding their low bits into a sticky bit
(`from_int`). A NaN converted to bf16 keeps its sign and top payload bits and gets the quiet
bit, as XLA and the interpreter do. A store rounds too (a no-op on bf16 values, a guard for
expressions built without rounding) but keeps a NaN's bits, so copies and bitcasts of signalling
NaNs are bit-exact.
"""

from __future__ import annotations

import math

from llvmlite import ir

from pjrtc.codegen.extend import zext

I16 = ir.IntType(16)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
F32 = ir.FloatType()

_LOW_HALF = 0xFFFF  # the f32 bits a bf16 drops
_QUIET_F32 = 0x0040_0000  # the quiet bit of an f32 NaN (bf16's 0x0040)
_BF16_MAX = (2 - 2.0**-7) * 2.0**127
_F64_MANTISSA_BITS = 52
_BF16_MANTISSA_BITS = 7


def _i32(value: int) -> ir.Constant:
    value &= 0xFFFF_FFFF
    return ir.Constant(I32, value - (1 << 32) if value >> 31 else value)


def widen(b: ir.IRBuilder, bits: ir.Value) -> ir.Value:
    """The f32 holding the bf16 whose bit pattern is the i16 `bits` (exact)."""
    return b.bitcast(b.shl(zext(b, bits, I32), _i32(16)), F32)


def quiet(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """f32 `x` with the quiet bit set if it is a NaN (payload kept): a bf16 converted to
    another float type is quiet, as IEEE-754 convertFormat and the interpreter say."""
    bits = b.bitcast(x, I32)
    is_nan = b.fcmp_unordered("uno", x, x)
    return b.bitcast(b.select(is_nan, b.or_(bits, _i32(_QUIET_F32)), bits), F32)


def round_f32(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """f32 `x` rounded to bf16 precision, to nearest even (overflow to +-inf), as an f32 with
    its low 16 bits zero; a NaN keeps its sign and top payload bits and becomes quiet."""
    bits = b.bitcast(x, I32)
    odd = b.and_(b.lshr(bits, _i32(16)), _i32(1))
    rounded = b.and_(b.add(bits, b.add(_i32(0x7FFF), odd)), _i32(~_LOW_HALF))
    quiet_nan = b.and_(b.or_(bits, _i32(_QUIET_F32)), _i32(~_LOW_HALF))
    is_nan = b.fcmp_unordered("uno", x, x)
    return b.bitcast(b.select(is_nan, quiet_nan, rounded), F32)


def narrow_bits(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """The i16 bf16 bit pattern of f32 `x` for a store or a bitcast: the top half of a bf16
    value as it is (a NaN's payload untouched), anything else rounded to nearest even (and a NaN
    whose payload was only in the dropped bits made quiet, so it stays NaN)."""
    bits = b.bitcast(x, I32)
    top = b.lshr(bits, _i32(16))
    payload_lost = b.icmp_unsigned("==", b.and_(top, _i32(0x7F)), _i32(0))
    nan_bits = b.select(payload_lost, b.or_(top, _i32(0x40)), top)
    rounded = b.lshr(b.bitcast(round_f32(b, x), I32), _i32(16))
    is_nan = b.fcmp_unordered("uno", x, x)
    return b.trunc(b.select(is_nan, nan_bits, rounded), I16)


def from_f64(b: ir.IRBuilder, x: ir.Value) -> ir.Value:
    """f64 `x` rounded once to bf16 (as an f32 register value). Rounding to f32 first would
    round twice (1 + 2^-8 + 2^-40 would become the tie 1 + 2^-8, then 1.0); instead `x` is
    rounded to f32 toward zero with the inexactness kept in the last bit (round to odd, exact
    enough since f32 has more than 8 + 2 bits), and that f32 is rounded to nearest even."""
    near = b.fptrunc(x, F32)
    back = b.fpext(near, x.type)
    negative = b.fcmp_ordered("<", x, ir.Constant(x.type, 0.0))
    beyond = b.select(negative, b.fcmp_ordered("<", back, x), b.fcmp_ordered(">", back, x))
    # One step toward zero on the bit pattern (sign-magnitude), when rounding went outward;
    # an f32 overflow to inf comes back to the largest finite f32, whose last bit is set.
    toward_zero = b.sub(b.bitcast(near, I32), b.zext(beyond, I32))
    inexact = b.fcmp_unordered("!=", back, x)
    odd = b.bitcast(b.or_(toward_zero, b.zext(inexact, I32)), F32)
    rounded = round_f32(b, odd)
    # NaN: sign, quiet bit and the top of the f64 payload, as the interpreter converts.
    bits = b.bitcast(x, I64)
    sign = b.and_(b.trunc(b.lshr(bits, ir.Constant(I64, 32)), I32), _i32(1 << 31))
    payload_shift = _F64_MANTISSA_BITS - _BF16_MANTISSA_BITS - 16  # to bf16's place in f32
    payload = b.and_(b.trunc(b.lshr(bits, ir.Constant(I64, payload_shift)), I32),
                     _i32(0x007F_0000))
    nan = b.or_(b.or_(sign, payload), _i32(0x7FC0_0000))
    is_nan = b.fcmp_unordered("uno", x, x)
    return b.select(is_nan, b.bitcast(nan, F32), rounded)


def from_int(b: ir.IRBuilder, x: ir.Value, signed: bool) -> ir.Value:
    """Integer `x` rounded once to bf16 (as an f32 register value). Up to 24 bits convert to
    f32 exactly; a wider magnitude keeps its top 24 significant bits with every bit below them
    folded into the last one (round to odd), which converts exactly, then rounds to bf16."""
    width = x.type.width
    if width <= 24:
        exact = b.sitofp(x, F32) if signed else b.uitofp(x, F32)
        return round_f32(b, exact)
    ty = x.type
    zero = ir.Constant(ty, 0)
    negative = b.icmp_signed("<", x, zero) if signed else None
    magnitude = b.select(negative, b.sub(zero, x), x) if signed else x  # unsigned from here
    significant = b.sub(ir.Constant(ty, width),
                        b.ctlz(magnitude, ir.Constant(ir.IntType(1), 0)))
    excess = b.icmp_unsigned(">", significant, ir.Constant(ty, 24))
    shift = b.select(excess, b.sub(significant, ir.Constant(ty, 24)), zero)
    dropped = b.and_(magnitude, b.sub(b.shl(ir.Constant(ty, 1), shift), ir.Constant(ty, 1)))
    sticky = b.zext(b.icmp_unsigned("!=", dropped, zero), ty)
    kept = b.shl(b.or_(b.lshr(magnitude, shift), sticky), shift)
    value = b.uitofp(kept, F32)
    if signed:
        value = b.select(negative, b.fneg(value), value)
    return round_f32(b, value)


def round_constant(value: float) -> float:
    """A Python float rounded once to the nearest bf16 (ties to even; beyond the largest bf16
    by half an ulp or more: inf), for literals in kernels."""
    if not math.isfinite(value) or value == 0:
        return value
    _, exponent = math.frexp(value)  # 2^(exponent-1) <= |value| < 2^exponent
    quantum = max(exponent - 1 - _BF16_MANTISSA_BITS, -126 - _BF16_MANTISSA_BITS)
    rounded = math.ldexp(round(math.ldexp(value, -quantum)), quantum)  # round(): half to even
    return math.copysign(math.inf if abs(rounded) > _BF16_MAX else rounded, value)
