"""Facts about tensor IR ops that the frontend, the passes and the lowering all read.

What pjrtc compiles: every supported tensor op with the element types it is lowered for. The
frontend reports any (op, element type) pair outside this table as unsupported, with the
op's location, so the code generator never meets a combination it has no lowering for.
`pjrtc ops` prints this table. Besides: which complex ops the kernel computes from formulas on
the parts (`COMPLEX_MATH_OPS`), and which ops a scalar region applied elementwise may hold
(`LIFTABLE`, `unliftable`).
"""

from __future__ import annotations

from pjrtc.ir.tensor import ELEMENTWISE_OPS, LAPACK_TARGETS, DType, Graph, Node, Op

FLOATS = frozenset({DType.F16, DType.BF16, DType.F32, DType.F64})
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
# Ops with scalar regions applied elementwise (any elementwise region; pjrtc/passes/lift.py),
# by their (first) result's type.
SUPPORTED.update({Op.SORT: ALL, Op.MAP: ALL, Op.SELECT_AND_SCATTER: ALL})
# Bit-level ops; integer power (exponentiation by squaring). bitcast_convert is listed by its
# operand type: any type of the same width, or of another width with a last dimension of the
# width ratio added or removed; i1 only to i1 and complex only to complex, as the spec says
# (unsupported_reason).
SUPPORTED.update({Op.COUNT_LEADING_ZEROS: INTS, Op.POPCNT: INTS, Op.REDUCE_PRECISION: FLOATS,
                  Op.BITCAST_CONVERT: ALL, Op.POWER: FLOATS | INTS})
# Indexing ops (pjrtc/lower/indexing.py), by the result's type (scatter: of its first
# result); start indices may be of any integer type.
SUPPORTED.update({op: ALL for op in (Op.DYNAMIC_SLICE, Op.DYNAMIC_UPDATE_SLICE, Op.GATHER,
                                     Op.SCATTER)})
# Control flow carries values of any type; the ops inside its regions are checked themselves.
SUPPORTED.update({op: ALL for op in (Op.WHILE, Op.IF, Op.CASE)})
# Random numbers (pjrtc/passes/rng.py): rng_bit_generator by its output's type (result 0 is
# the ui64 state; the verifier allows no i1 output); rng by its result's.
SUPPORTED.update({Op.RNG_BIT_GENERATOR: FLOATS | INTS, Op.RNG: ALL})
# Linear algebra (pjrtc/lower/linalg.py): f16 and bf16 compute in f32 and round once.
_LINALG = frozenset({DType.F16, DType.BF16, DType.F32, DType.F64})
SUPPORTED.update({Op.CHOLESKY: _LINALG, Op.TRIANGULAR_SOLVE: _LINALG})
# Ops only LAPACK custom calls produce (pjrtc/frontend/lapack_calls.py): f32 and f64 here,
# complex below. `pjrtc ops` lists them by target
# (Op.stablehlo_name).
LAPACK_OPS = frozenset(LAPACK_TARGETS)
SUPPORTED.update({op: frozenset({DType.F32, DType.F64}) for op in LAPACK_OPS})
# batch_norm_* (pjrtc/passes/batch_norm.py): floating-point types only, as the spec says.
SUPPORTED.update({op: FLOATS for op in (Op.BATCH_NORM_INFERENCE, Op.BATCH_NORM_TRAINING,
                                        Op.BATCH_NORM_GRAD)})
# Collectives on one process (pjrtc/passes/collectives.py) move or keep values of any type;
# replica_id and partition_id are 0-d ui32 (the verifier allows no other type).
SUPPORTED.update({op: ALL for op in (Op.ALL_REDUCE, Op.ALL_GATHER, Op.REDUCE_SCATTER,
                                     Op.ALL_TO_ALL, Op.COLLECTIVE_PERMUTE,
                                     Op.COLLECTIVE_BROADCAST)})
SUPPORTED.update({Op.REPLICA_ID: frozenset({DType.U32}), Op.PARTITION_ID: frozenset({DType.U32})})
# Complex numbers: pjrtc/passes/complex.py splits every complex value into real (re, im)
# parts before lowering; fft expands into dot_generals (pjrtc/passes/fft.py). abs, real, imag
# and fft are listed by operand type (fft: f32/f64 for RFFT), complex by its result's.
COMPLEX = frozenset({DType.C64, DType.C128})
COMPLEX_OPS = frozenset({
    Op.ADD, Op.SUBTRACT, Op.MULTIPLY, Op.DIVIDE, Op.NEGATE, Op.ABS, Op.SIGN, Op.SQRT, Op.RSQRT,
    Op.CBRT, Op.EXPONENTIAL, Op.EXPONENTIAL_MINUS_ONE, Op.LOG, Op.LOG_PLUS_ONE, Op.LOGISTIC,
    Op.SINE, Op.COSINE, Op.TAN, Op.TANH, Op.POWER, Op.ATAN2, Op.MAXIMUM, Op.MINIMUM, Op.CLAMP,
    Op.COMPARE, Op.SELECT, Op.CONVERT, Op.CONSTANT, Op.IOTA, Op.BROADCAST_IN_DIM, Op.RESHAPE,
    Op.TRANSPOSE, Op.SLICE, Op.CONCATENATE, Op.REVERSE, Op.PAD, Op.DYNAMIC_SLICE,
    Op.DYNAMIC_UPDATE_SLICE, Op.GATHER, Op.SCATTER, Op.REDUCE, Op.REDUCE_WINDOW,
    Op.DOT_GENERAL, Op.CONVOLUTION, Op.WHILE, Op.IF, Op.CASE, Op.CHOLESKY,
    Op.TRIANGULAR_SOLVE, Op.SORT, Op.BITCAST_CONVERT, *LAPACK_OPS})
SUPPORTED.update({op: SUPPORTED[op] | COMPLEX for op in COMPLEX_OPS})
# Of those, the ones computed by formulas on the parts in the kernel
# (pjrtc/lower/complex_math.py): pjrtc/passes/complex.py turns each into one real node per
# result part.
COMPLEX_MATH_OPS = frozenset({
    Op.MULTIPLY, Op.DIVIDE, Op.POWER, Op.ATAN2, Op.ABS, Op.SIGN, Op.SQRT, Op.RSQRT, Op.CBRT,
    Op.EXPONENTIAL, Op.EXPONENTIAL_MINUS_ONE, Op.LOG, Op.LOG_PLUS_ONE, Op.LOGISTIC, Op.SINE,
    Op.COSINE, Op.TAN, Op.TANH, Op.MAXIMUM, Op.MINIMUM, Op.CLAMP, Op.COMPARE})
SUPPORTED.update({Op.COMPLEX: COMPLEX, Op.REAL: FLOATS | COMPLEX, Op.IMAG: FLOATS | COMPLEX,
                  Op.FFT: frozenset({DType.F32, DType.F64}) | COMPLEX})
# Every op that takes a complex operand or result anywhere; any other op with one is refused.
_TAKES_COMPLEX = COMPLEX_OPS | {Op.COMPLEX, Op.REAL, Op.IMAG, Op.FFT}
assert set(SUPPORTED) == set(Op), set(Op) ^ set(SUPPORTED)
# Ops the frontend handles itself (pjrtc/frontend/convert.py and value_ops.py), by name: calls
# and composites (legalized to calls) are inlined, tuples taken apart, tokens dropped and
# identities replaced by their operands, so none becomes a tensor IR node. They carry values of
# any type: after_all and create_token the tensors their tokens are threaded along with,
# custom_call the operands of its identity targets (its LAPACK targets are the cholesky and
# triangular_solve rows and the LAPACK_OPS rows, ApproxTopK the sort row). `pjrtc ops` lists
# them with what they take (frontend_ops), and Shardy's sdy ops besides (identities and
# inlined regions).
FRONTEND_SUPPORTED: dict[str, frozenset[DType]] = {
    name: ALL | COMPLEX for name in ("call", "composite", "tuple", "get_tuple_element",
                                     "optimization_barrier", "after_all", "create_token",
                                     "custom_call")}

_BY_OPERAND = (Op.COMPARE, Op.CONVERT, Op.IS_FINITE, Op.BITCAST_CONVERT, Op.ABS, Op.REAL,
               Op.IMAG, Op.FFT)


def unsupported_reason(node: Node) -> str | None:
    """Why `node` cannot be compiled, or None when it can."""
    complex_dtype = _complex_dtype(node)
    if complex_dtype is not None and node.op not in _TAKES_COMPLEX:
        return f"{node.op.stablehlo_name} on {complex_dtype.mlir_name} is not supported"
    if node.op in (Op.WHILE, Op.IF, Op.CASE):
        return None
    value = node.operands[0] if node.op in _BY_OPERAND else node.results[0]
    if node.op is Op.RNG_BIT_GENERATOR:
        value = node.results[1]
    dtype = value.type.dtype
    if dtype not in SUPPORTED[node.op]:
        return f"{node.op.stablehlo_name} on {dtype.mlir_name} is not supported"
    if node.op is Op.BITCAST_CONVERT:
        return _bitcast_reason(dtype, node.results[0].type.dtype)
    return None


def _bitcast_reason(src: DType, dst: DType) -> str | None:
    for kind, what in (("is_bool", "i1 only to i1"), ("is_complex", "complex only to complex")):
        if getattr(src, kind) != getattr(dst, kind):
            return (f"stablehlo.bitcast_convert between {src.mlir_name} and {dst.mlir_name} "
                    f"is not supported ({what})")
    return None


def _complex_dtype(node: Node) -> DType | None:
    """The complex element type of any operand or result of `node`, or None."""
    for value in node.operands + node.results:
        if value.type.dtype.is_complex:
            return value.type.dtype
    return None


def dtype_names(dtypes: frozenset[DType]) -> str:
    return " ".join(d.mlir_name for d in DType if d in dtypes)


# stablehlo.map's computation, stablehlo.sort's comparator and stablehlo.select_and_scatter's
# select region are functions of 0-d values, which pjrtc/passes/lift.py re-emits on whole
# tensors. That is exact for the ops that compute every element on its own: elementwise
# arithmetic, the parts of complex values (JAX's comparator for complex keys orders them by real
# and imag), constants, bitcasts to a type of the same width, and data movement that is the
# identity on 0-d values (`SCALAR_IDENTITIES`: left in by hand-written programs; canonicalize
# removes most).
SCALAR_IDENTITIES = frozenset({Op.RESHAPE, Op.BROADCAST_IN_DIM, Op.TRANSPOSE, Op.REVERSE})
LIFTABLE = (ELEMENTWISE_OPS | {Op.REAL, Op.IMAG, Op.COMPLEX, Op.CONSTANT, Op.BITCAST_CONVERT}
            | SCALAR_IDENTITIES)


def unliftable(body: Graph) -> list[Node]:
    """The nodes of `body` that cannot be applied elementwise (nested regions, shape-changing
    ops, anything producing a value that is not 0-d), in order; the frontend reports them."""
    return [n for n in body.nodes
            if n.op not in LIFTABLE or any(r.type.rank != 0 for r in n.results)]
