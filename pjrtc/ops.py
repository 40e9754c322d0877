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
# Ops known to the tensor IR whose lowering is not written yet: always reported unsupported.
SUPPORTED.update({op: frozenset() for op in (
    Op.REDUCE_WINDOW, Op.CONVOLUTION, Op.DYNAMIC_SLICE, Op.DYNAMIC_UPDATE_SLICE, Op.GATHER,
    Op.SCATTER, Op.COUNT_LEADING_ZEROS, Op.POPCNT, Op.REDUCE_PRECISION, Op.BITCAST_CONVERT)})
assert set(SUPPORTED) == set(Op), set(Op) ^ set(SUPPORTED)

_BY_OPERAND = (Op.COMPARE, Op.CONVERT, Op.IS_FINITE)


def unsupported_reason(node: Node) -> str | None:
    """Why `node` cannot be compiled, or None when it can."""
    value = node.operands[0] if node.op in _BY_OPERAND else node.results[0]
    dtype = value.type.dtype
    if dtype not in SUPPORTED[node.op]:
        return f"{node.op.stablehlo_name} on {dtype.mlir_name} is not supported"
    if node.op is Op.COMPARE and node.attrs.get("compare_type") == "TOTALORDER":
        return "stablehlo.compare with compare_type TOTALORDER is not supported yet"
    return None


def dtype_names(dtypes: frozenset[DType]) -> str:
    return " ".join(d.mlir_name for d in DType if d in dtypes)
