"""Tensor IR: the compiler's own form of a StableHLO program.

Produced by the frontend from StableHLO (one op -> one `Node`, its MLIR source location kept),
consumed by `pjrtc.lower`. Shapes are static, element types are `DType`, and a `Graph` is a
straight-line SSA program: calls are inlined by the frontend. Reduction bodies are nested
`Graph`s over 0-d tensors.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes  # noqa: F401  (registers numpy's "bfloat16" dtype, what JAX uses)
import numpy as np


class DType(enum.Enum):
    """Element types: value is (StableHLO spelling, numpy name, bits)."""

    I1 = ("i1", "bool", 1)
    I8 = ("i8", "int8", 8)
    I16 = ("i16", "int16", 16)
    I32 = ("i32", "int32", 32)
    I64 = ("i64", "int64", 64)
    U8 = ("ui8", "uint8", 8)
    U16 = ("ui16", "uint16", 16)
    U32 = ("ui32", "uint32", 32)
    U64 = ("ui64", "uint64", 64)
    F16 = ("f16", "float16", 16)
    BF16 = ("bf16", "bfloat16", 16)  # 16 bits in memory, computed as f32: pjrtc/codegen/bf16.py
    F32 = ("f32", "float32", 32)
    F64 = ("f64", "float64", 64)
    # Complex: interleaved (re, im) pairs as numpy lays them out. No kernel computes on them:
    # pjrtc/passes/complex.py splits every complex value into two real ones first.
    C64 = ("complex<f32>", "complex64", 64)
    C128 = ("complex<f64>", "complex128", 128)

    @property
    def mlir_name(self) -> str:
        return self.value[0]

    @property
    def numpy_name(self) -> str:
        return self.value[1]

    @property
    def bits(self) -> int:
        return self.value[2]

    @property
    def itemsize(self) -> int:
        """Bytes per element in device memory (i1 is stored as one byte, like numpy's bool)."""
        return max(1, self.bits // 8)

    @property
    def is_float(self) -> bool:
        return self in (DType.F16, DType.BF16, DType.F32, DType.F64)

    @property
    def is_complex(self) -> bool:
        return self in (DType.C64, DType.C128)

    @property
    def component(self) -> DType:
        """The type of a complex type's real and imaginary parts (a real type: itself)."""
        return {DType.C64: DType.F32, DType.C128: DType.F64}.get(self, self)

    @property
    def is_bool(self) -> bool:
        return self is DType.I1

    @property
    def is_unsigned(self) -> bool:
        return self in (DType.U8, DType.U16, DType.U32, DType.U64)

    @property
    def is_signed_int(self) -> bool:
        return self in (DType.I8, DType.I16, DType.I32, DType.I64)

    @property
    def is_int(self) -> bool:
        """Any integer type except bool."""
        return self.is_signed_int or self.is_unsigned

    @property
    def numpy(self) -> np.dtype:
        return np.dtype(self.numpy_name)

    @classmethod
    def from_mlir(cls, name: str) -> DType | None:
        return _BY_MLIR.get(name)

    @classmethod
    def from_numpy(cls, dtype: Any) -> DType:
        return _BY_NUMPY[np.dtype(dtype).name]


_BY_MLIR = {d.mlir_name: d for d in DType}
_BY_NUMPY = {d.numpy_name: d for d in DType}


@dataclass(frozen=True, slots=True)
class TensorType:
    shape: tuple[int, ...]
    dtype: DType

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        """Number of elements."""
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    def __str__(self) -> str:
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.dtype.mlir_name + ">"


@dataclass(frozen=True, slots=True)
class Value:
    """An SSA value. `id` is unique within the outermost graph (bodies included)."""

    id: int
    type: TensorType

    def __str__(self) -> str:
        return f"%{self.id}"


class Op(enum.Enum):
    """Tensor IR operations; the value is the StableHLO op name it comes from."""

    # Elementwise, binary.
    ADD = "add"
    SUBTRACT = "subtract"
    MULTIPLY = "multiply"
    DIVIDE = "divide"
    REMAINDER = "remainder"
    MAXIMUM = "maximum"
    MINIMUM = "minimum"
    POWER = "power"
    ATAN2 = "atan2"
    AND = "and"
    OR = "or"
    XOR = "xor"
    SHIFT_LEFT = "shift_left"
    SHIFT_RIGHT_ARITHMETIC = "shift_right_arithmetic"
    SHIFT_RIGHT_LOGICAL = "shift_right_logical"
    # Elementwise, unary.
    ABS = "abs"
    NEGATE = "negate"
    NOT = "not"
    SIGN = "sign"
    EXPONENTIAL = "exponential"
    EXPONENTIAL_MINUS_ONE = "exponential_minus_one"
    LOG = "log"
    LOG_PLUS_ONE = "log_plus_one"
    LOGISTIC = "logistic"
    TANH = "tanh"
    SINE = "sine"
    COSINE = "cosine"
    TAN = "tan"
    SQRT = "sqrt"
    RSQRT = "rsqrt"
    CBRT = "cbrt"
    FLOOR = "floor"
    CEIL = "ceil"
    ROUND_NEAREST_AFZ = "round_nearest_afz"
    ROUND_NEAREST_EVEN = "round_nearest_even"
    IS_FINITE = "is_finite"
    CONVERT = "convert"
    COUNT_LEADING_ZEROS = "count_leading_zeros"
    POPCNT = "popcnt"
    REDUCE_PRECISION = "reduce_precision"
    BITCAST_CONVERT = "bitcast_convert"
    # Elementwise, other.
    COMPARE = "compare"  # attrs: direction ("EQ".."LT"), compare_type ("FLOAT", "SIGNED", ...)
    SELECT = "select"
    CLAMP = "clamp"  # operands: min, operand, max (StableHLO order)
    # Complex numbers (f32 or f64 parts); no kernel sees them: pjrtc/passes/complex.py splits
    # every complex value into its real and imaginary parts before lowering.
    COMPLEX = "complex"  # operands: real part, imaginary part
    REAL = "real"
    IMAG = "imag"
    # Producers.
    CONSTANT = "constant"  # attrs: value (np.ndarray of the result's shape and dtype)
    IOTA = "iota"  # attrs: iota_dimension
    # Random numbers, expanded into integer ops before lowering (pjrtc/passes/rng.py).
    RNG_BIT_GENERATOR = "rng_bit_generator"  # operands: state (1-D ui64); results: new
    # state, output; attrs: algorithm ("DEFAULT", "THREE_FRY" or "PHILOX")
    RNG = "rng"  # operands: a, b (0-d; the shape operand is the result's); attrs:
    # distribution ("UNIFORM" or "NORMAL")
    # Data movement.
    BROADCAST_IN_DIM = "broadcast_in_dim"  # attrs: broadcast_dimensions
    RESHAPE = "reshape"
    TRANSPOSE = "transpose"  # attrs: permutation
    SLICE = "slice"  # attrs: start_indices, limit_indices, strides
    CONCATENATE = "concatenate"  # attrs: dimension
    REVERSE = "reverse"  # attrs: dimensions
    DYNAMIC_SLICE = "dynamic_slice"  # operands: operand, 0-d starts...; attrs: slice_sizes
    DYNAMIC_UPDATE_SLICE = "dynamic_update_slice"  # operands: operand, update, 0-d starts...
    GATHER = "gather"  # attrs: the GatherDimensionNumbers fields, slice_sizes,
    # indices_are_sorted
    SCATTER = "scatter"  # operands: inputs..., scatter_indices, updates...; body: Graph
    # (acc..., update...) -> acc...; attrs: the ScatterDimensionNumbers fields (its
    # scattered_dims_to_operand_dims as scatter_dims_to_operand_dims), indices_are_sorted,
    # unique_indices
    PAD = "pad"  # operands: operand, padding value (0-d);
    # attrs: edge_padding_low, edge_padding_high, interior_padding (low/high may be negative)
    # Reductions and contractions.
    REDUCE = "reduce"  # attrs: dimensions; body: Graph (2N scalar params -> N results)
    REDUCE_WINDOW = "reduce_window"
    CONVOLUTION = "convolution"
    DOT_GENERAL = "dot_general"
    # attrs: lhs_batching_dimensions, rhs_batching_dimensions,
    #        lhs_contracting_dimensions, rhs_contracting_dimensions; optional compensated
    #        (compensated additions, pjrtc/lower/compensated.py: fft's DFT matrices)
    # Ops with scalar regions applied elementwise (pjrtc/passes/lift.py), expanded before
    # lowering by pjrtc/passes/sort.py, map.py and select_and_scatter.py.
    SORT = "sort"  # operands: inputs (one shape); body: comparator (lhs0, rhs0, lhs1, rhs1,
    # ...) -> i1; attrs: dimension (>= 0), is_stable
    MAP = "map"  # body: computation (one 0-d param per input) -> one 0-d result
    SELECT_AND_SCATTER = "select_and_scatter"  # operands: operand, source, init_value; attrs:
    # select, scatter (Graphs), window_dimensions, window_strides, padding ((low, high) per
    # dimension). Its expansion computes every window's selected flat operand position with
    # a reduce_window and leaves the op reading them: operands (selected positions, source,
    # init_value), no select attr (lowered by pjrtc/lower/select_and_scatter.py)
    FFT = "fft"  # attrs: fft_type ("FFT", "IFFT", "RFFT" or "IRFFT"), fft_length;
    # expanded before lowering (pjrtc/passes/fft.py)
    # Linear algebra on batched matrices [..., n, n] (pjrtc/lower/linalg.py). attrs.complex
    # (set by passes/complex.py): complex operands and results are real [..., 2] (re, im).
    CHOLESKY = "cholesky"  # attrs: lower; variant: "xla" (stablehlo.cholesky) or "lapack"
    # (a LAPACK potrf custom call: a second result, the i32 info per matrix)
    TRIANGULAR_SOLVE = "triangular_solve"  # operands: a, b; attrs: left_side, lower,
    # unit_diagonal, transpose_a ("NO_TRANSPOSE", "TRANSPOSE" or "ADJOINT")
    # LAPACK routines JAX calls on CPU (custom calls, pjrtc/frontend/lapack_calls.py), with
    # LAPACK's results; matrices [..., m, n], k = min(m, n).
    LU = "lu"  # getrf: results (lu, pivots i32 [..., k] 1-based, info i32 [...])
    QR = "qr"  # geqrf: results (R above the diagonal and the Householder vectors below it,
    # taus [..., k])
    HOUSEHOLDER_PRODUCT = "householder_product"  # orgqr/ungqr: operands (a [..., m, n] holding
    # the vectors, taus [..., k]), k <= n <= m; result q [..., m, n], the first n columns of
    # H(0) ... H(k-1)
    PIVOTED_QR = "pivoted_qr"  # geqp3: operands (a, jpvt i32 [..., n]); results (as geqrf's
    # a, jpvt: 1-based original column indices, taus)
    HOUSEHOLDER_MULTIPLY = "householder_multiply"  # ormqr/unmqr: operands (a, taus, c); attrs
    # left, transpose, reflectors (k), a_cols; result op(Q) c or c op(Q)
    TRIDIAGONAL_SOLVE = "tridiagonal_solve"  # gtsv: operands (dl, d, du [..., n], b [..., n,
    # nrhs]); results (dl, d, du as gtsv leaves them, x, info i32 [...])
    TRIDIAGONAL_SOLVE_PERTURBED = "tridiagonal_solve_perturbed"  # jaxlib's own solver with
    # tiny pivots perturbed: operands as TRIDIAGONAL_SOLVE; result x (no info)
    EIGH = "eigh"  # syevd/heevd: attrs lower (the triangle read); results (v [..., n, n]: the
    # eigenvectors as columns, w [..., n] real, ascending, info i32 [...])
    SVD = "svd"  # gesdd/gesvd: attrs mode ("A": u [..., m, m], vt [..., n, n]; "S": u [..., m,
    # k], vt [..., k, n]; "N": singular values only); results (a as left behind, s [..., k]
    # real, descending, u, vt, info i32 [...])
    HESSENBERG = "hessenberg"  # gehrd (ilo 1, ihi n): results (Hessenberg on and above the
    # first subdiagonal, the vectors below, taus [..., n - 1], info i32 [...])
    TRIDIAGONAL = "tridiagonal"  # sytrd/hetrd: attrs lower; results (a with e and the vectors
    # in the named triangle, d [..., n] and e [..., n - 1] real, taus [..., n - 1], info)
    SCHUR = "schur"  # gees, no sorting: results (t, vs, w [..., n] (complex) or wr, wi [..., n]
    # (real), sdim, info)
    EIG = "eig"  # geev: attrs left, right (vectors asked for); results (w [..., n], vl, vr
    # [..., n, n], info), or for real a (wr, wi, vl, vr as real [..., n, n, 2] (re, im), info)
    # Control flow. Regions are Graphs in attrs; a region may read values of enclosing graphs
    # directly (captures), and those captured values are listed after the op's own operands
    # so that every use is visible to the enclosing graph.
    WHILE = "while"  # operands: initial values..., captures...; attrs: cond, body (Graphs),
    # num_carried. The results ARE the loop-carried values: cond's and body's params are the
    # node's result Values themselves (the loop updates them in place).
    IF = "if"  # operands: pred (0-d i1), captures...; attrs: branches (true, false)
    CASE = "case"  # operands: index (0-d i32), captures...; attrs: branches (Graphs); an index
    # outside [0, n) runs the last branch
    # Expanded before lowering (pjrtc/passes/batch_norm.py, exactly as the spec decomposes
    # them); attrs: epsilon (float), feature_index.
    BATCH_NORM_INFERENCE = "batch_norm_inference"  # operands: operand, scale, offset, mean,
    # variance
    BATCH_NORM_TRAINING = "batch_norm_training"  # operands: operand, scale, offset;
    # results: output, batch_mean, batch_var
    BATCH_NORM_GRAD = "batch_norm_grad"  # operands: operand, scale, mean, variance,
    # grad_output; results: grad_operand, grad_scale, grad_offset
    # Collectives on the one process pjrtc runs (the frontend rejects any naming another);
    # expanded before lowering (pjrtc/passes/collectives.py). attrs as in StableHLO:
    # replica_groups / source_target_pairs (tuples of tuples), and the op's dimensions.
    ALL_REDUCE = "all_reduce"  # N operands -> N results (element types may widen)
    ALL_GATHER = "all_gather"  # N -> N; attrs: all_gather_dim, replica_groups
    REDUCE_SCATTER = "reduce_scatter"  # attrs: scatter_dimension, replica_groups
    ALL_TO_ALL = "all_to_all"  # N -> N; attrs: split_dimension, concat_dimension,
    # split_count, replica_groups
    COLLECTIVE_PERMUTE = "collective_permute"  # attrs: source_target_pairs
    COLLECTIVE_BROADCAST = "collective_broadcast"  # attrs: replica_groups
    REPLICA_ID = "replica_id"  # no operands; a 0-d ui32
    PARTITION_ID = "partition_id"  # no operands; a 0-d ui32

    @property
    def stablehlo_name(self) -> str:
        """The op's StableHLO name; for an op only LAPACK custom calls produce, the calls."""
        target = LAPACK_TARGETS.get(self)
        return f"stablehlo.custom_call @{target}" if target else "stablehlo." + self.value


# The ops only LAPACK custom calls produce (pjrtc/frontend/lapack_calls.py), each with the
# targets that become it (? = s d c z; tridiagonal_solve_perturbed_ffi is jaxlib's own kernel,
# not LAPACK's, but comes with them).
LAPACK_TARGETS: dict[Op, str] = {
    Op.LU: "lapack_?getrf_ffi",
    Op.QR: "lapack_?geqrf_ffi",
    Op.HOUSEHOLDER_PRODUCT: "lapack_{s,d}orgqr_ffi/{c,z}ungqr_ffi",
    Op.PIVOTED_QR: "lapack_?geqp3_ffi",
    Op.HOUSEHOLDER_MULTIPLY: "lapack_{s,d}ormqr_ffi/{c,z}unmqr_ffi",
    Op.TRIDIAGONAL_SOLVE: "lapack_?gtsv_ffi",
    Op.TRIDIAGONAL_SOLVE_PERTURBED: "tridiagonal_solve_perturbed_ffi",
    Op.EIGH: "lapack_{s,d}syevd_ffi/{c,z}heevd_ffi",
    Op.SVD: "lapack_?gesdd_ffi/?gesvd_ffi",
    Op.HESSENBERG: "lapack_?gehrd_ffi",
    Op.TRIDIAGONAL: "lapack_{s,d}sytrd_ffi/{c,z}hetrd_ffi",
    Op.SCHUR: "lapack_?gees_ffi",
    Op.EIG: "lapack_?geev_ffi",
}


UNARY_OPS = frozenset({
    Op.ABS, Op.NEGATE, Op.NOT, Op.SIGN, Op.EXPONENTIAL, Op.EXPONENTIAL_MINUS_ONE, Op.LOG,
    Op.LOG_PLUS_ONE, Op.LOGISTIC, Op.TANH, Op.SINE, Op.COSINE, Op.TAN, Op.SQRT, Op.RSQRT,
    Op.CBRT, Op.FLOOR, Op.CEIL, Op.ROUND_NEAREST_AFZ, Op.ROUND_NEAREST_EVEN, Op.IS_FINITE,
    Op.CONVERT, Op.COUNT_LEADING_ZEROS, Op.POPCNT, Op.REDUCE_PRECISION,
})
BINARY_OPS = frozenset({
    Op.ADD, Op.SUBTRACT, Op.MULTIPLY, Op.DIVIDE, Op.REMAINDER, Op.MAXIMUM, Op.MINIMUM,
    Op.POWER, Op.ATAN2, Op.AND, Op.OR, Op.XOR, Op.SHIFT_LEFT, Op.SHIFT_RIGHT_ARITHMETIC,
    Op.SHIFT_RIGHT_LOGICAL,
})
ELEMENTWISE_OPS = UNARY_OPS | BINARY_OPS | {Op.COMPARE, Op.SELECT, Op.CLAMP}
CONTROL_OPS = frozenset({Op.WHILE, Op.IF, Op.CASE})
# Ops that do no arithmetic: each result element is an operand element at a computed index, a
# constant, or an operand's bits reinterpreted. The lowering fuses them into their users by
# indexing (pjrtc/lower/rules.py), so they cost nothing in its fusion accounting.
DATA_MOVEMENT_OPS = frozenset({
    Op.CONSTANT, Op.IOTA, Op.BROADCAST_IN_DIM, Op.RESHAPE, Op.TRANSPOSE, Op.SLICE,
    Op.CONCATENATE, Op.REVERSE, Op.PAD, Op.DYNAMIC_SLICE, Op.DYNAMIC_UPDATE_SLICE, Op.GATHER,
    Op.BITCAST_CONVERT,
})


@dataclass(frozen=True, slots=True, eq=False)
class Node:
    """One operation. `attrs` holds the op's attributes as plain Python values (tuples of ints,
    strings, numpy arrays for constants); `loc` is "file:line:col" or "" when unknown."""

    op: Op
    operands: tuple[Value, ...]
    results: tuple[Value, ...]
    attrs: dict[str, Any] = field(default_factory=dict)
    loc: str = ""
    body: Graph | None = None

    @property
    def result(self) -> Value:
        assert len(self.results) == 1, f"{self.op} has {len(self.results)} results"
        return self.results[0]

    def describe(self) -> str:
        """`file:line:col: stablehlo.op` for diagnostics and artifact metadata."""
        return f"{self.loc}: {self.op.stablehlo_name}" if self.loc else self.op.stablehlo_name


@dataclass(frozen=True, slots=True, eq=False)
class Graph:
    """A straight-line program: params in, nodes in definition order, results out."""

    params: tuple[Value, ...]
    nodes: tuple[Node, ...]
    results: tuple[Value, ...]
    param_names: tuple[str | None, ...] = ()
    result_names: tuple[str | None, ...] = ()
    name: str = "main"
    # The types callers see where they differ from the values' own: a complex param or result
    # crosses the boundary as a real [..., 2] tensor of (re, im) pairs (passes/complex.py).
    # Empty, or one entry per param / result (None: the value's own type).
    abi_param_types: tuple[TensorType | None, ...] = ()
    abi_result_types: tuple[TensorType | None, ...] = ()
