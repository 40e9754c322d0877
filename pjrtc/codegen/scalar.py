"""Semantics of StableHLO ops as LLVM IR, for one element or lane-wise for a vector of them.

Every op is written once: given LLVM vector operands, `ScalarEmitter.op` emits the same
instructions on vector types (constants splat to every lane), except integer power (a loop
over the exponent's bits, scalars only) and bf16 values (pjrtc/codegen/bf16.py, scalars only);
a caller computing those for several lanes does it lane by lane. Which ops are worth computing
as vectors is the caller's choice (pjrtc/codegen/vector.py).

Where StableHLO leaves a result implementation-defined, we follow XLA:CPU so results match JAX:
integer x/0 is -1 (all ones for unsigned) and x%0 is x; INT_MIN/-1 is INT_MIN; shifts by the bit
width or more give 0 (or the sign for arithmetic shifts); float->int conversion saturates and
maps NaN to 0. Float max/min propagate NaN (LLVM's maximum intrinsics lose NaNs on the Intel
OpenCL CPU, measured). OpenCL builtins are called by their Itanium-mangled names.

count_leading_zeros and popcnt are LLVM's ctlz (zero defined: the bit width) and ctpop; the
SPIR-V backend turns them into OpenCL.std `clz` and OpBitCount, which the Intel OpenCL CPU
runs correctly at every width from i8 to i64 (measured), so no builtin fallback is needed.
Integer power is a loop over the exponent's bits (see `int_power`); compare TOTALORDER orders
floats by a signed integer key of their bits and reduce_precision is integer bit manipulation
(both in pjrtc/codegen/float_bits.py).
"""

from __future__ import annotations

import math

import llvmlite.ir as ir

from pjrtc.codegen import bf16
from pjrtc.codegen.extend import zext
from pjrtc.codegen.float_bits import reduce_precision, total_order_key
from pjrtc.codegen.fastmath import tanh_f32
from pjrtc.codegen.trig import F64_FUNCTIONS
from pjrtc.ir.tensor import DType, Op

# bf16 registers are f32 (16 bits in memory): see pjrtc.codegen.bf16.
_FLOAT_TYPES = {DType.F16: ir.HalfType(), DType.BF16: ir.FloatType(), DType.F32: ir.FloatType(),
                DType.F64: ir.DoubleType()}
_MANGLE = {DType.F16: "Dh", DType.F32: "f", DType.F64: "d"}

# StableHLO unary float ops that are one OpenCL builtin.
_UNARY_BUILTINS = {
    Op.EXPONENTIAL: "exp", Op.EXPONENTIAL_MINUS_ONE: "expm1", Op.LOG: "log",
    Op.LOG_PLUS_ONE: "log1p", Op.TANH: "tanh", Op.SINE: "sin", Op.COSINE: "cos", Op.TAN: "tan",
    Op.SQRT: "sqrt", Op.RSQRT: "rsqrt", Op.CBRT: "cbrt", Op.FLOOR: "floor", Op.CEIL: "ceil",
    Op.ROUND_NEAREST_AFZ: "round", Op.ROUND_NEAREST_EVEN: "rint", Op.ABS: "fabs",
}
_BINARY_BUILTINS = {Op.POWER: "pow", Op.ATAN2: "atan2"}

_FCMP = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}

# Ops whose result on bf16 values is a bf16 value: on bf16 they are the f32 op, unrounded.
_EXACT_ON_BF16 = frozenset({Op.NEGATE, Op.ABS, Op.SELECT, Op.COMPARE, Op.MAXIMUM, Op.MINIMUM,
                            Op.CLAMP, Op.SIGN, Op.IS_FINITE, Op.REDUCE_PRECISION})


def llvm_type(dtype: DType) -> ir.Type:
    """The register type of a dtype (bool is i1)."""
    return _FLOAT_TYPES.get(dtype) or ir.IntType(dtype.bits)


def storage_type(dtype: DType) -> ir.Type:
    """The in-memory type of a dtype (bool is one byte, as in numpy; bf16 its 16 bits)."""
    if dtype is DType.BF16:
        return ir.IntType(16)
    return ir.IntType(8) if dtype is DType.I1 else llvm_type(dtype)


def shaped(ty: ir.Type, like: ir.Value) -> ir.Type:
    """`ty`, or a vector of `ty` with as many lanes as `like` has."""
    return ir.VectorType(ty, like.type.count) if isinstance(like.type, ir.VectorType) else ty


def _element(ty: ir.Type) -> ir.Type:
    return ty.element if isinstance(ty, ir.VectorType) else ty


def int_bounds(dtype: DType) -> tuple[int, int]:
    if dtype.is_unsigned:
        return 0, 2**dtype.bits - 1
    if dtype is DType.I1:
        return 0, 1
    return -(2 ** (dtype.bits - 1)), 2 ** (dtype.bits - 1) - 1


class ScalarEmitter:
    """Emits one scalar op at the builder's position."""

    def __init__(self, builder: ir.IRBuilder, module: ir.Module):
        self.b = builder
        self.module = module

    def declare(self, name: str, ret: ir.Type, params: list[ir.Type]) -> ir.Function:
        fn = self.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ret, params), name)
            fn.calling_convention = "spir_func"
        return fn

    def builtin(self, name: str, dtype: DType, args: list[ir.Value]) -> ir.Value:
        """OpenCL builtin `name` on `dtype` scalars or vectors: `_Z4tanhDv8_f` is
        tanh(float8), `_Z3powDv8_fS_` pow(float8, float8)."""
        ty = shaped(llvm_type(dtype), args[0])
        if isinstance(ty, ir.VectorType):
            params = f"Dv{ty.count}_{_MANGLE[dtype]}" + "S_" * (len(args) - 1)
        else:
            params = _MANGLE[dtype] * len(args)
        mangled = f"_Z{len(name)}{name}{params}"
        call = self.b.call(self.declare(mangled, ty, [ty] * len(args)), args)
        call.calling_convention = "spir_func"
        return call

    def constant(self, value, dtype: DType) -> ir.Constant:
        ty = llvm_type(dtype)
        if dtype is DType.BF16:
            return ir.Constant(ty, bf16.round_constant(float(value)))
        if dtype.is_float:
            return ir.Constant(ty, float(value))
        value = int(value)
        if dtype.bits > 1 and value >= 2 ** (dtype.bits - 1):
            value -= 2**dtype.bits  # LLVM integer literals are signed
        return ir.Constant(ty, value)

    def op(self, op: Op, dtype: DType, args: list[ir.Value], arg_dtypes: list[DType], attr):
        if op is Op.CONVERT:
            return self.convert(args[0], arg_dtypes[0], dtype)
        if op is Op.BITCAST_CONVERT:
            return self.bitcast(args[0], arg_dtypes[0], dtype)
        if DType.BF16 in (dtype, *arg_dtypes):
            return self.bf16_op(op, dtype, args, arg_dtypes, attr)
        if op is Op.REDUCE_PRECISION:
            return reduce_precision(self.b, args[0], dtype, *attr)
        if op is Op.COMPARE:
            return self.compare(attr[0], attr[1], arg_dtypes[0], *args)
        if op is Op.SELECT:
            return self.b.select(*args)
        if op is Op.CLAMP:
            lo, x, hi = args
            return self.min_max(Op.MINIMUM, dtype, self.min_max(Op.MAXIMUM, dtype, x, lo), hi)
        if op in (Op.MAXIMUM, Op.MINIMUM):
            return self.min_max(op, dtype, *args)
        if dtype.is_float or (op is Op.IS_FINITE):
            return self.float_op(op, arg_dtypes[0], args)
        if dtype.is_bool:
            return self.bool_op(op, args)
        return self.int_op(op, dtype, args)

    # -- floats ---------------------------------------------------------------------------

    def bf16_op(self, op: Op, dtype: DType, args: list[ir.Value], arg_dtypes: list[DType],
                attr) -> ir.Value:
        """An op on bf16 (f32 registers): the f32 op, its result rounded to bf16 unless the op
        keeps bf16 values. pjrtc.lower.rules already widens elementwise ops to f32 and rounds
        with explicit converts; this covers expressions built anywhere else."""
        def f32(d: DType) -> DType:
            return DType.F32 if d is DType.BF16 else d

        out = self.op(op, f32(dtype), args, [f32(d) for d in arg_dtypes], attr)
        if dtype is DType.BF16 and op not in _EXACT_ON_BF16:
            out = bf16.round_f32(self.b, out)
        return out

    def float_op(self, op: Op, dtype: DType, args: list[ir.Value]) -> ir.Value:
        b = self.b
        simple = {Op.ADD: b.fadd, Op.SUBTRACT: b.fsub, Op.MULTIPLY: b.fmul,
                  Op.DIVIDE: b.fdiv, Op.REMAINDER: b.frem}
        if op in simple:
            return simple[op](*args)
        if op is Op.TANH and dtype is not DType.F64:  # f32 registers (f16: see fastmath)
            return self._f32(tanh_f32, args[0])
        if op in F64_FUNCTIONS and dtype is DType.F64:
            return F64_FUNCTIONS[op](b, args[0],
                                     lambda: self.builtin(_UNARY_BUILTINS[op], dtype, args))
        if op in _UNARY_BUILTINS:
            return self.builtin(_UNARY_BUILTINS[op], dtype, args)
        if op in _BINARY_BUILTINS:
            return self.builtin(_BINARY_BUILTINS[op], dtype, args)
        x = args[0]
        ty = x.type
        if op is Op.NEGATE:
            return b.fneg(x)
        if op is Op.LOGISTIC:
            e = self.builtin("exp", dtype, [b.fneg(x)])
            return b.fdiv(ir.Constant(ty, 1.0), b.fadd(ir.Constant(ty, 1.0), e))
        if op is Op.SIGN:  # NaN and signed zeros pass through unchanged
            pos = b.fcmp_ordered(">", x, ir.Constant(ty, 0.0))
            neg = b.fcmp_ordered("<", x, ir.Constant(ty, 0.0))
            return b.select(pos, ir.Constant(ty, 1.0),
                            b.select(neg, ir.Constant(ty, -1.0), x))
        if op is Op.IS_FINITE:
            magnitude = self.builtin("fabs", dtype, [x])
            return b.fcmp_ordered("<", magnitude, ir.Constant(ty, math.inf))
        raise AssertionError(f"float {op} has no lowering")

    def _f32(self, fn, x: ir.Value) -> ir.Value:
        """`fn` (pjrtc.codegen.fastmath) on an f32 or, computed in f32, an f16 register."""
        if _element(x.type) == ir.HalfType():
            wide = self.b.fpext(x, shaped(ir.FloatType(), x))
            return self.b.fptrunc(fn(self.b, wide), x.type)
        return fn(self.b, x)

    # -- integers and bools ---------------------------------------------------------------

    def int_op(self, op: Op, dtype: DType, args: list[ir.Value]) -> ir.Value:
        b = self.b
        signed = dtype.is_signed_int
        ty = shaped(llvm_type(dtype), args[0])
        zero, one = ir.Constant(ty, 0), ir.Constant(ty, 1)
        simple = {Op.ADD: b.add, Op.SUBTRACT: b.sub, Op.MULTIPLY: b.mul, Op.AND: b.and_,
                  Op.OR: b.or_, Op.XOR: b.xor}
        if op in simple:
            return simple[op](*args)
        if op in (Op.DIVIDE, Op.REMAINDER):
            x, d = args
            by_zero = b.icmp_unsigned("==", d, zero)
            safe = b.select(by_zero, one, d)
            if op is Op.DIVIDE:
                q = b.sdiv(x, safe) if signed else b.udiv(x, safe)
                return b.select(by_zero, ir.Constant(ty, -1), q)
            if signed:  # INT_MIN % -1 traps on x86: divide by 1 instead, same result 0
                minus_one = b.icmp_signed("==", d, ir.Constant(ty, -1))
                safe = b.select(minus_one, one, safe)
            r = b.srem(x, safe) if signed else b.urem(x, safe)
            return b.select(by_zero, x, r)
        if op in (Op.SHIFT_LEFT, Op.SHIFT_RIGHT_LOGICAL, Op.SHIFT_RIGHT_ARITHMETIC):
            return self.shift(op, dtype, *args)
        if op is Op.POWER:
            return self.int_power(dtype, *args)
        x = args[0]
        if op is Op.COUNT_LEADING_ZEROS:  # ctlz(0) is the bit width: the flag says 0 is defined
            return self.bit_count("ctlz", x, ir.Constant(ir.IntType(1), 0))
        if op is Op.POPCNT:
            return self.bit_count("ctpop", x)
        if op is Op.NOT:
            return b.xor(x, ir.Constant(ty, -1))
        if op is Op.NEGATE:
            return b.sub(zero, x)
        if op is Op.ABS:
            return b.select(b.icmp_signed("<", x, zero), b.sub(zero, x), x) if signed else x
        if op is Op.SIGN:
            if not signed:
                return b.zext(b.icmp_unsigned("!=", x, zero), ty)
            pos = b.zext(b.icmp_signed(">", x, zero), ty)
            return b.sub(pos, b.zext(b.icmp_signed("<", x, zero), ty))
        raise AssertionError(f"integer {op} has no lowering")

    def bit_count(self, name: str, x: ir.Value, *flag: ir.Value) -> ir.Value:
        """LLVM's `ctlz` or `ctpop` intrinsic on an integer or an integer vector (declared by
        hand for vectors: llvmlite's builder takes scalars only)."""
        ty = x.type
        if not isinstance(ty, ir.VectorType):
            return (self.b.ctlz if name == "ctlz" else self.b.ctpop)(x, *flag)
        full = f"llvm.{name}.v{ty.count}i{ty.element.width}"
        fn = self.module.globals.get(full)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ty, [ty, *(f.type for f in flag)]), full)
        return self.b.call(fn, [x, *flag])

    def shift(self, op: Op, dtype: DType, x: ir.Value, amount: ir.Value) -> ir.Value:
        b = self.b
        ty = shaped(llvm_type(dtype), x)
        bits = ir.Constant(ty, dtype.bits)
        too_far = b.icmp_unsigned(">=", amount, bits)
        safe = b.select(too_far, ir.Constant(ty, 0), amount)
        if op is Op.SHIFT_LEFT:
            return b.select(too_far, ir.Constant(ty, 0), b.shl(x, safe))
        if op is Op.SHIFT_RIGHT_LOGICAL:
            return b.select(too_far, ir.Constant(ty, 0), b.lshr(x, safe))
        return b.ashr(x, b.select(too_far, ir.Constant(ty, dtype.bits - 1), safe))

    def int_power(self, dtype: DType, x: ir.Value, e: ir.Value) -> ir.Value:
        """x^e mod 2^n by squaring, as the StableHLO interpreter computes it: a loop over the
        exponent's bits up to its highest set bit (at most n rounds, e unsigned for unsigned
        types). A negative signed exponent gives 1 for x = 1, +-1 for x = -1 (by e's parity)
        and 0 otherwise (0^-1 included), as in the interpreter and XLA. Scalars only."""
        b = self.b
        ty = llvm_type(dtype)
        zero, one = ir.Constant(ty, 0), ir.Constant(ty, 1)
        negative = None
        if dtype.is_signed_int:
            negative = b.icmp_signed("<", e, zero)
            e = b.select(negative, b.and_(e, one), e)  # only x = +-1 survives: x^(e & 1)
        entry = b.block
        cond = b.append_basic_block("pow.cond")
        body = b.append_basic_block("pow.body")
        done = b.append_basic_block("pow.done")
        b.branch(cond)
        b.position_at_end(cond)
        acc = b.phi(ty, "pow.acc")
        base = b.phi(ty, "pow.base")
        rest = b.phi(ty, "pow.exp")
        b.cbranch(b.icmp_unsigned("!=", rest, zero), body, done)
        b.position_at_end(body)
        odd = b.trunc(rest, ir.IntType(1))
        acc_next = b.select(odd, b.mul(acc, base), acc)
        base_next = b.mul(base, base)
        rest_next = b.lshr(rest, one)
        b.branch(cond)
        acc.add_incoming(one, entry)
        acc.add_incoming(acc_next, body)
        base.add_incoming(x, entry)
        base.add_incoming(base_next, body)
        rest.add_incoming(e, entry)
        rest.add_incoming(rest_next, body)
        b.position_at_end(done)
        if negative is None:
            return acc
        unit = b.or_(b.icmp_unsigned("==", x, one), b.icmp_unsigned("==", x, ir.Constant(ty, -1)))
        return b.select(b.and_(negative, b.not_(unit)), zero, acc)

    def bool_op(self, op: Op, args: list[ir.Value]) -> ir.Value:
        b = self.b
        table = {Op.AND: b.and_, Op.OR: b.or_, Op.XOR: b.xor, Op.ADD: b.or_,
                 Op.MULTIPLY: b.and_}
        if op in table:
            return table[op](*args)
        if op is Op.NOT:
            return b.xor(args[0], ir.Constant(args[0].type, 1))
        raise AssertionError(f"bool {op} has no lowering")

    # -- shared ---------------------------------------------------------------------------

    def min_max(self, op: Op, dtype: DType, x: ir.Value, y: ir.Value) -> ir.Value:
        b = self.b
        pick_x_when = ">" if op is Op.MAXIMUM else "<"
        if dtype.is_float:
            # NaN wins; on a tie (+0 vs -0) maximum takes +0 and minimum -0, as XLA does.
            bits = shaped(ir.IntType(dtype.bits), x)
            x_negative = b.icmp_signed("<", b.bitcast(x, bits), ir.Constant(bits, 0))
            tie_takes_x = b.not_(x_negative) if op is Op.MAXIMUM else x_negative
            take = b.or_(b.fcmp_ordered(pick_x_when, x, y), b.fcmp_unordered("uno", x, x))
            take = b.or_(take, b.and_(b.fcmp_ordered("==", x, y), tie_takes_x))
        elif dtype.is_signed_int:
            take = b.icmp_signed(pick_x_when, x, y)
        else:
            take = b.icmp_unsigned(pick_x_when, x, y)
        return b.select(take, x, y)

    def compare(self, direction: str, kind: str | None, dtype: DType, x, y) -> ir.Value:
        op = _FCMP[direction]
        if dtype.is_float and kind == "TOTALORDER":
            return self.b.icmp_signed(op, total_order_key(self.b, x, dtype),
                                      total_order_key(self.b, y, dtype))
        if dtype.is_float:
            if direction == "NE":
                return self.b.fcmp_unordered("!=", x, y)
            return self.b.fcmp_ordered(op, x, y)
        if dtype.is_signed_int and kind != "UNSIGNED":
            return self.b.icmp_signed(op, x, y)
        if dtype is DType.I1 and isinstance(x.type, ir.VectorType):
            # LLVM's SPIR-V backend has only == and != on i1 vectors: compare bytes
            byte = shaped(ir.IntType(8), x)
            x, y = zext(self.b, x, byte), zext(self.b, y, byte)
        return self.b.icmp_unsigned(op, x, y)

    def bitcast(self, x: ir.Value, src: DType, dst: DType) -> ir.Value:
        """Same-width reinterpretation (different widths are split or joined by the lowering
        into same-width pieces, see pjrtc.lower.rules)."""
        assert src.bits == dst.bits, (src, dst)
        ty = shaped(llvm_type(dst), x)
        if DType.BF16 in (src, dst) and src is not dst:  # through the 16-bit pattern
            bits = bf16.narrow_bits(self.b, x) if src is DType.BF16 else self.b.bitcast(
                x, ir.IntType(16))
            if dst is DType.BF16:
                return bf16.widen(self.b, bits)
            return bits if bits.type == ty else self.b.bitcast(bits, ty)
        return x if x.type == ty else self.b.bitcast(x, ty)

    def convert(self, x: ir.Value, src: DType, dst: DType) -> ir.Value:
        b = self.b
        if src is dst:
            return x
        if src is DType.BF16:  # its f32 register converts exactly as an f32
            return self.convert(bf16.quiet(self.b, x) if dst.is_float else x, DType.F32, dst)
        if dst is DType.BF16:
            return self.convert_to_bf16(x, src)
        ty = shaped(llvm_type(dst), x)
        if dst.is_bool:
            if src.is_float:
                return b.fcmp_unordered("!=", x, ir.Constant(x.type, 0.0))
            return b.icmp_unsigned("!=", x, ir.Constant(x.type, 0))
        if src.is_float and dst.is_float:
            return b.fpext(x, ty) if dst.bits > src.bits else b.fptrunc(x, ty)
        if src.is_float:
            return self.float_to_int(x, dst)
        if dst.is_float:
            return b.sitofp(x, ty) if src.is_signed_int else b.uitofp(x, ty)
        if dst.bits < src.bits:
            return b.trunc(x, ty)
        if dst.bits == src.bits:
            return x
        return b.sext(x, ty) if src.is_signed_int else zext(b, x, ty)

    def convert_to_bf16(self, x: ir.Value, src: DType) -> ir.Value:
        """Rounded once to nearest even from any type (pjrtc.codegen.bf16)."""
        b = self.b
        if src is DType.F64:
            return bf16.from_f64(b, x)
        if src.is_int:
            return bf16.from_int(b, x, src.is_signed_int)
        if src.is_bool:
            return b.uitofp(x, bf16.F32)
        return bf16.round_f32(b, x if src is DType.F32 else b.fpext(x, bf16.F32))

    def float_to_int(self, x: ir.Value, dst: DType) -> ir.Value:
        """Saturating, NaN -> 0, as XLA:CPU converts."""
        b = self.b
        if _element(x.type) == ir.HalfType():  # the bounds below need a type wider than f16's
            x = b.fpext(x, shaped(ir.FloatType(), x))
        ty = shaped(llvm_type(dst), x)
        lo, hi = int_bounds(dst)
        # hi + 1 is a power of two, exact in every float type; lo is 0 or -(hi + 1).
        too_high = b.fcmp_ordered(">=", x, ir.Constant(x.type, float(hi + 1)))
        too_low = b.fcmp_ordered("<=", x, ir.Constant(x.type, float(lo)))
        is_nan = b.fcmp_unordered("uno", x, x)
        raw = b.fptosi(x, ty) if dst.is_signed_int else b.fptoui(x, ty)
        out = b.select(too_high, ir.Constant(ty, self.constant(hi, dst).constant), raw)
        out = b.select(too_low, ir.Constant(ty, self.constant(lo, dst).constant), out)
        return b.select(is_nan, ir.Constant(ty, 0), out)
