"""What pjrtc compiles: every supported tensor op with the element types it is lowered for.

The frontend reports any (op, element type) pair outside this table as unsupported, with the
op's location, so the code generator never meets a combination it has no lowering for.
`pjrtc ops` prints this table.
"""

from __future__ import annotations

from pjrtc.ir.tensor import DType, Node, Op

FLOATS = frozenset({DType.F16, DType.F32, DType.F64})
INTS = frozenset({DType.I8, DType.I16, DType.I32, DType.I64,
                  DType.U8, DType.U16, DType.U32, DType.U64})
SIGNED_INTS = frozenset({DType.I8, DType.I16, DType.I32, DType.I64})
BOOL = frozenset({DType.I1})
ALL = FLOATS | INTS | BOOL

_FLOAT_ONLY = (Op.POWER, Op.ATAN2, Op.EXPONENTIAL, Op.EXPONENTIAL_MINUS_ONE, Op.LOG,
               Op.LOG_PLUS_ONE, Op.LOGISTIC, Op.TANH, Op.SINE, Op.COSINE, Op.TAN, Op.SQRT,
               Op.RSQRT, Op.CBRT, Op.FLOOR, Op.CEIL, Op.ROUND_NEAREST_AFZ,
               Op.ROUND_NEAREST_EVEN, Op.IS_FINITE)

# Element types each op is lowered for: of the operand for compare, convert and is_finite
# (whose results are bool or another type), of the result otherwise.
SUPPORTED: dict[Op, frozenset[DType]] = {
    **{op: FLOATS for op in _FLOAT_ONLY},
    **{op: ALL for op in (Op.ADD, Op.MULTIPLY, Op.MAXIMUM, Op.MINIMUM, Op.COMPARE,
                          Op.SELECT, Op.CLAMP, Op.CONVERT, Op.CONSTANT,
                          Op.BROADCAST_IN_DIM, Op.RESHAPE, Op.TRANSPOSE, Op.SLICE,
                          Op.CONCATENATE, Op.REVERSE, Op.PAD, Op.REDUCE,
                          Op.DOT_GENERAL)},
    **{op: FLOATS | INTS for op in (Op.SUBTRACT, Op.DIVIDE, Op.REMAINDER, Op.NEGATE, Op.IOTA)},
    # The StableHLO verifier rejects abs and sign on unsigned integers.
    **{op: FLOATS | SIGNED_INTS for op in (Op.ABS, Op.SIGN)},
    **{op: INTS | BOOL for op in (Op.AND, Op.OR, Op.XOR, Op.NOT)},
    **{op: INTS for op in (Op.SHIFT_LEFT, Op.SHIFT_RIGHT_ARITHMETIC, Op.SHIFT_RIGHT_LOGICAL)},
}
# Windowed reductions (any reducer body) and convolutions (of the result's type).
SUPPORTED.update({Op.REDUCE_WINDOW: ALL, Op.CONVOLUTION: ALL})
# Bit-level ops; integer power (exponentiation by squaring). bitcast_convert is listed by its
# operand type: any type of the same width, or of another width with a last dimension of the
# width ratio added or removed; i1 only to i1 (unsupported_reason).
SUPPORTED.update({Op.COUNT_LEADING_ZEROS: INTS, Op.POPCNT: INTS, Op.REDUCE_PRECISION: FLOATS,
                  Op.BITCAST_CONVERT: ALL, Op.POWER: FLOATS | INTS})
# Indexing ops (pjrtc/lower/indexing.py), by the result's type (scatter: of its first
# result); start indices may be of any integer type.
SUPPORTED.update({op: ALL for op in (Op.DYNAMIC_SLICE, Op.DYNAMIC_UPDATE_SLICE, Op.GATHER,
                                     Op.SCATTER)})
assert set(SUPPORTED) == set(Op), set(Op) ^ set(SUPPORTED)

_BY_OPERAND = (Op.COMPARE, Op.CONVERT, Op.IS_FINITE, Op.BITCAST_CONVERT)


def unsupported_reason(node: Node) -> str | None:
    """Why `node` cannot be compiled, or None when it can."""
    value = node.operands[0] if node.op in _BY_OPERAND else node.results[0]
    dtype = value.type.dtype
    if dtype not in SUPPORTED[node.op]:
        return f"{node.op.stablehlo_name} on {dtype.mlir_name} is not supported"
    if node.op is Op.BITCAST_CONVERT and dtype.is_bool != node.results[0].type.dtype.is_bool:
        return (f"stablehlo.bitcast_convert between {dtype.mlir_name} and "
                f"{node.results[0].type.dtype.mlir_name} is not supported (i1 only to i1)")
    return None


def dtype_names(dtypes: frozenset[DType]) -> str:
    return " ".join(d.mlir_name for d in DType if d in dtypes)
