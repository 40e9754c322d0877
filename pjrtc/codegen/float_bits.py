"""StableHLO ops computed on the bit patterns of floats, as LLVM IR: IEEE-754 totalOrder keys
(compare TOTALORDER) and reduce_precision. Lane-wise: `x` may be a float or a float vector
(pjrtc/codegen/scalar.py's ScalarEmitter calls these)."""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.ir.tensor import DType


def _int_like(x: ir.Value, bits: int) -> ir.Type:
    """The integer type of `bits` bits, with as many lanes as `x` has."""
    ty = ir.IntType(bits)
    return ir.VectorType(ty, x.type.count) if isinstance(x.type, ir.VectorType) else ty


def total_order_key(b: ir.IRBuilder, x: ir.Value, dtype: DType) -> ir.Value:
    """A signed integer that orders floats as IEEE-754 totalOrder does (-NaN < -inf < ...
    < -0 < +0 < ... < inf < +NaN, NaNs by payload): the bit pattern, with the magnitude
    bits flipped when the sign bit is set."""
    ity = _int_like(x, dtype.bits)
    bits = b.bitcast(x, ity)
    flip = b.lshr(b.ashr(bits, ir.Constant(ity, dtype.bits - 1)), ir.Constant(ity, 1))
    return b.xor(bits, flip)


def reduce_precision(b: ir.IRBuilder, x: ir.Value, dtype: DType, exponent_bits: int,
                     mantissa_bits: int) -> ir.Value:
    """Round to a float format with `exponent_bits` and `mantissa_bits` and back, on the
    bit pattern as XLA (EmitReducePrecisionIR) and the interpreter do: round to nearest
    even on the mantissa (a carry may bump the exponent), then values whose exponent the
    format cannot hold overflow to +-inf or flush to +-0 (the format's denormals too).
    A NaN is returned unchanged, payload and all, as XLA:CPU does even with 0 mantissa
    bits (where the interpreter returns +inf instead)."""
    n = dtype.bits
    ity = _int_like(x, n)
    src_mantissa = {16: 10, 32: 23, 64: 52}[n]
    src_exponent = n - 1 - src_mantissa

    def c(v: int) -> ir.Constant:
        v &= (1 << n) - 1
        return ir.Constant(ity, v - (1 << n) if v >> (n - 1) else v)

    sign_mask = 1 << (n - 1)
    exp_mask = ((1 << src_exponent) - 1) << src_mantissa
    bits = b.bitcast(x, ity)
    is_nan = b.icmp_unsigned(">", b.and_(bits, c(~sign_mask)), c(exp_mask))
    if mantissa_bits < src_mantissa:
        shift = src_mantissa - mantissa_bits
        last_bit = 1 << shift
        last = b.lshr(b.and_(bits, c(last_bit)), c(shift))
        bias = b.add(last, c((last_bit >> 1) - 1))
        bits = b.and_(b.add(bits, bias), c(~(last_bit - 1)))
    if exponent_bits < src_exponent:
        exponent_bias = (1 << (src_exponent - 1)) - 1
        reduced_bias = (1 << (exponent_bits - 1)) - 1
        exponent = b.and_(bits, c(exp_mask))
        overflows = b.icmp_unsigned(
            ">", exponent, c((exponent_bias + reduced_bias) << src_mantissa))
        underflows = b.icmp_unsigned(
            "<=", exponent, c((exponent_bias - reduced_bias) << src_mantissa))
        signed_zero = b.and_(bits, c(sign_mask))
        signed_inf = b.or_(signed_zero, c(exp_mask))
        bits = b.select(overflows, signed_inf, bits)
        bits = b.select(underflows, signed_zero, bits)
    return b.select(is_nan, x, b.bitcast(bits, x.type))
