"""The LAPACK custom calls JAX emits on CPU (registered in custom_calls.CUSTOM_CALLS).

jax 0.10.2 lowers jax.lax.linalg.cholesky (and so jnp.linalg.cholesky, cho_factor, ...) to
`lapack_?potrf_ffi` and jax.lax.linalg.triangular_solve (solve_triangular, cho_solve, ...) to
`lapack_?trsm_ffi`, ? = s, d (c, z for complex). Their attributes: `mhlo.backend_config` holds
LAPACK's character arguments as ASCII codes (uplo 'L'/'U', side 'L'/'R', trans_x 'N'/'T'/'C',
diag 'N'/'U'), `mhlo.frontend_attributes.num_batch_dims` the number of leading batch
dimensions; the layouts JAX gives are column-major, which is LAPACK's view of the same logical
matrix, so a kernel reading the logical tensors computes what LAPACK does (every rule checks
them, _check_layouts; getrf and the routines after it also check their element type against
the target's letter).

- potrf(a) -> (factor, info): Op.CHOLESKY with variant "lapack" (see pjrtc/codegen/linalg.py):
  the triangle not factored keeps a's values, info is 0 or the 1-based column whose pivot is
  not positive. jnp.linalg.cholesky then masks the factor with info itself, in StableHLO.
- trsm(a, b) -> x: Op.TRIANGULAR_SOLVE, whose semantics are trsm's with alpha = 1.
- getrf(a) -> (lu, pivots, info): Op.LU, LU with partial pivoting of [..., m, n] matrices
  (jnp.linalg.lu, solve, inv, det, slogdet, jax.scipy.linalg.lu_factor): pivots 1-based as
  LAPACK's ipiv, info 0 or the 1-based column of the first exactly zero pivot. JAX turns the
  pivots into a permutation itself, in StableHLO (a while loop).
- geqrf(a) -> (a', taus): Op.QR, Householder QR (jnp.linalg.qr): R on and above the
  diagonal of a', the reflectors' vectors below it (their leading 1 implied), taus [..., k].
- orgqr / ungqr(a, taus) -> q: Op.HOUSEHOLDER_PRODUCT, the first n columns of H(0) ... H(k-1)
  (jnp.linalg.qr pads a to m x m first for mode "complete").
- geqp3(a, jpvt) -> (a', jpvt', taus): Op.PIVOTED_QR (jax.scipy.linalg.qr with pivoting),
  QR with column pivoting (pjrtc/codegen/householder.py).
- ormqr / unmqr(a, taus, c) -> c': Op.HOUSEHOLDER_MULTIPLY (jax.lax.linalg.ormqr), Q or Q^H
  from the left or right, backend_config's left and transpose booleans.
- gtsv(dl, d, du, b) -> (dl', d', du', x, info): Op.TRIDIAGONAL_SOLVE
  (jax.lax.linalg.tridiagonal_solve): the diagonals as gtsv leaves them (JAX hands LAPACK
  dl + 1), x, info 0 or the 1-based row of the first zero pivot.
- tridiagonal_solve_perturbed_ffi(dl, d, du, b) -> x: Op.TRIDIAGONAL_SOLVE_PERTURBED
  (tridiagonal_solve with perturb_singular=True): jaxlib's own kernel, not LAPACK's, for
  f32, f64, c64 and c128 only (jaxlib refuses any other type when it runs): partial pivoting
  with tiny pivots perturbed (pjrtc/codegen/tridiagonal_perturbed.py), no info.
- syevd / heevd(a) -> (v, w, info): Op.EIGH (jnp.linalg.eigh, eigvalsh), the eigenvalues
  ascending and orthonormal eigenvectors of the Hermitian matrix the triangle `uplo` names
  (another algorithm than LAPACK's, so vectors agree up to sign or phase, see
  pjrtc/codegen/eigh.py). With mode 'N' LAPACK leaves v undefined (JAX drops it); pjrtc
  computes the eigenvectors there too.
- gesdd / gesvd(a) -> (a', s, u, vt, info): Op.SVD (jnp.linalg.svd, gesvd for
  lax.linalg.svd with algorithm QR), modes 'A' (full_matrices), 'S' and 'N' (compute_uv
  False): singular values descending, singular vectors up to sign or phase (one-sided Jacobi,
  pjrtc/codegen/svd.py); a' (LAPACK leaves a destroyed) holds the algorithm's work.
- gehrd(a) -> (a', taus, info): Op.HESSENBERG (jax.lax.linalg.hessenberg), for the whole
  matrix (low 1, high n, what JAX passes): LAPACK's results, as gehd2 computes them.
- sytrd / hetrd(a) -> (a', d, e, taus, info): Op.TRIDIAGONAL (jax.lax.linalg.tridiagonal),
  either triangle: LAPACK's results, as sytd2 / hetd2 compute them.
- gees(a) -> (t, vs, w, sdim, info) (complex) or (t, vs, wr, wi, sdim, info) (real): Op.SCHUR
  (jax.lax.linalg.schur, unsorted): the Schur form by the shifted QR algorithm
  (pjrtc/codegen/schur.py, real_schur.py), like LAPACK's up to the freedom the Schur form has.
- geev(a) -> (w, vl, vr, info) (complex) or (wr, wi, vl, vr, info) (real, complex vectors
  as jaxlib returns them): Op.EIG (jnp.linalg.eig, eigvals): eigenvalues and unit left /
  right eigenvectors from the Schur form (pjrtc/codegen/eig.py).
"""

from __future__ import annotations

from pjrtc.frontend.custom_call_rule import CustomCall, CustomCallError
from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Op, TensorType, Value

_TRANSPOSE = {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}


def _chars(call: CustomCall, *names: str) -> list[str]:
    """LAPACK's character arguments from mhlo.backend_config, as one-letter strings."""
    config = call.attrs.get("mhlo.backend_config")
    if not isinstance(config, dict) or any(not isinstance(config.get(n), int) for n in names):
        raise CustomCallError(f"its mhlo.backend_config {config!r} does not give "
                              f"{', '.join(names)} as character codes")
    return [chr(config[n]) for n in names]


def _check(name: str, value: str, allowed: str) -> None:
    if value not in allowed:
        raise CustomCallError(f"{name} {value!r} is none of {', '.join(map(repr, allowed))}")


def _batch_dims(call: CustomCall, rank: int) -> int:
    """Every dimension but a matrix's two is a batch dimension, as jaxlib's kernels read
    them; num_batch_dims, where given, must agree (JAX's programs before about 2025-02 leave
    it out, and back-compat data holds such programs)."""
    attrs = call.attrs.get("mhlo.frontend_attributes")
    value = attrs.get("num_batch_dims", rank - 2) if isinstance(attrs, dict) else rank - 2
    if not str(value).isdigit() or int(value) != rank - 2:
        raise CustomCallError(f"num_batch_dims {value!r} does not leave a matrix of the "
                              f"rank-{rank} operand")
    return int(value)


def _types(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"


def potrf(b: GraphBuilder, call: CustomCall) -> list[Value]:
    if len(call.operands) != 1 or len(call.result_types) != 2:
        raise CustomCallError("it takes one operand and returns (factor, info)")
    (a,) = call.operands
    (uplo,) = _chars(call, "uplo")
    _check("uplo", uplo, "LU")
    batch = _batch_dims(call, a.type.rank)
    expected = (a.type, TensorType(a.type.shape[:batch], DType.I32))
    if a.type.shape[-1] != a.type.shape[-2] or call.result_types != expected:
        raise CustomCallError(f"it returns {_types(call.result_types)} for {a.type}; a potrf of "
                              f"square matrices returns {_types(expected)}")
    _check_layouts(call, batch)
    factor, info = b.emit(Op.CHOLESKY, (a,), call.result_types, lower=uplo == "L",
                          variant="lapack")
    return [factor, info]


def trsm(b: GraphBuilder, call: CustomCall) -> list[Value]:
    if len(call.operands) != 2 or len(call.result_types) != 1:
        raise CustomCallError("it takes the operands (a, b) and returns x")
    a, rhs = call.operands
    batch = _batch_dims(call, rhs.type.rank)
    side, uplo, trans, diag = _chars(call, "side", "uplo", "trans_x", "diag")
    for name, value, allowed in (("side", side, "LR"), ("uplo", uplo, "LU"),
                                 ("trans_x", trans, "NTC"), ("diag", diag, "NU")):
        _check(name, value, allowed)
    n = a.type.shape[-1]
    left = side == "L"
    if (a.type.rank != rhs.type.rank or a.type.shape[:batch] != rhs.type.shape[:batch]
            or a.type.shape[-2] != n or rhs.type.shape[-2 if left else -1] != n
            or call.result_types != (rhs.type,)):
        raise CustomCallError(f"it solves {a.type} against {rhs.type} on side {side!r} into "
                              f"{_types(call.result_types)}: not a trsm's shapes")
    _check_layouts(call, batch)
    x = b.emit1(Op.TRIANGULAR_SOLVE, (a, rhs), rhs.type, left_side=left, lower=uplo == "L",
                unit_diagonal=diag == "U", transpose_a=_TRANSPOSE[trans])
    return [x]


# LAPACK's type letters: the element type each names.
_LETTER_DTYPES = {"s": DType.F32, "d": DType.F64, "c": DType.C64, "z": DType.C128}


def _matrix_operand(call: CustomCall, operands: int, matrix: int = 0
                    ) -> tuple[Value, tuple[int, ...], int, int]:
    """(a, batch shape, m, n) of the call's batched [..., m, n] operand `matrix`, of the
    element type the target's letter names, after checking the operand count and layouts."""
    if len(call.operands) != operands:
        raise CustomCallError(
            f"it takes {len(call.operands)} operands; the routine takes {operands}")
    a = call.operands[matrix]
    expected = _LETTER_DTYPES[call.target[len("lapack_")]]
    if a.type.dtype is not expected:
        raise CustomCallError(f"its operand {a.type} is not of {expected.mlir_name}, the type its "
                              f"name's letter {call.target[len('lapack_')]!r} stands for")
    batch = _batch_dims(call, a.type.rank)
    _check_layouts(call, batch)
    return a, a.type.shape[:batch], a.type.shape[-2], a.type.shape[-1]


def _check_layouts(call: CustomCall, batch: int) -> None:
    """LAPACK reads the layouts the call names: JAX gives every matrix ([..., m, n]) a
    column-major one and every other operand and result the default, so a kernel reading
    the logical (row-major) tensors computes what LAPACK does. Any other layouts (none given
    means row-major matrices: LAPACK would factor their transposes) are refused."""
    for key, types in (("operand_layouts", [v.type for v in call.operands]),
                       ("result_layouts", call.result_types)):
        layouts = call.attrs.get(key)
        expected = [tuple(range(t.rank - 1, -1, -1)) if t.rank != batch + 2 else
                    (batch, batch + 1, *range(batch - 1, -1, -1)) for t in types]
        if layouts is None or [tuple(int(d) for d in x) for x in layouts] != expected:
            raise CustomCallError(
                f"its {key} {_layouts(layouts)} are not {_layouts(expected)}, the "
                "column-major matrices JAX's calls hand LAPACK")


def _layouts(layouts) -> str:
    if layouts is None:
        return "(none)"
    return "[" + ", ".join("[" + ", ".join(str(int(d)) for d in x) + "]" for x in layouts) + "]"


def _expect(call: CustomCall, expected: tuple[TensorType, ...], what: str) -> None:
    """Checks the result types against what the routine returns."""
    if call.result_types != expected:
        raise CustomCallError(f"it returns {_types(call.result_types)}; {what} returns "
                              f"{_types(expected)}")


def getrf(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    expected = (a.type, TensorType(batch + (min(m, n),), DType.I32), TensorType(batch, DType.I32))
    _expect(call, expected, f"a getrf of {a.type}")
    return list(b.emit(Op.LU, (a,), call.result_types))


def geqrf(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    expected = (a.type, TensorType(batch + (min(m, n),), a.type.dtype))
    _expect(call, expected, f"a geqrf of {a.type}")
    return list(b.emit(Op.QR, (a,), call.result_types))


def orgqr(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 2)
    taus = call.operands[1].type
    if (taus.dtype is not a.type.dtype or taus.shape[:-1] != batch or taus.rank != len(batch) + 1
            or not taus.shape[-1] <= n <= m):
        raise CustomCallError(f"its operands {_types([a.type, taus])} are not (a [..., m, n], taus "
                              "[..., k]) of one type with k <= n <= m")
    _expect(call, (a.type,), f"an orgqr of {a.type}")
    return [b.emit1(Op.HOUSEHOLDER_PRODUCT, call.operands, a.type)]


def geqp3(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 2)
    jpvt = TensorType(batch + (n,), DType.I32)
    if call.operands[1].type != jpvt:
        raise CustomCallError(f"its jpvt {call.operands[1].type} is not {jpvt}, as {a.type} needs")
    _expect(call, (a.type, jpvt, TensorType(batch + (min(m, n),), a.type.dtype)),
            f"a geqp3 of {a.type}")
    return list(b.emit(Op.PIVOTED_QR, call.operands, call.result_types))


def ormqr(b: GraphBuilder, call: CustomCall) -> list[Value]:
    c, batch, rows, cols = _matrix_operand(call, 3, matrix=2)
    a, taus = (v.type for v in call.operands[:2])
    config = call.attrs.get("mhlo.backend_config")
    flags = [config.get(k) if isinstance(config, dict) else None for k in ("left", "transpose")]
    if not all(isinstance(x, bool) for x in flags):
        raise CustomCallError(
            f"its mhlo.backend_config {config!r} does not give left and transpose "
            "as booleans")
    left, transpose = flags
    length = rows if left else cols
    if (a.dtype is not c.type.dtype or taus.dtype is not c.type.dtype or a.rank != c.type.rank
            or a.shape[:-2] != batch or a.shape[-2] != length or taus.shape[:-1] != batch
            or taus.rank != len(batch) + 1 or taus.shape[-1] > a.shape[-1]):
        raise CustomCallError(
            f"its operands {_types([a, taus, c.type])} are not (a [..., {length}, "
            f"k'], taus [..., k], c) of one type with k <= k', as a "
            f"{'left' if left else 'right'} ormqr of c needs")
    _expect(call, (c.type,), f"an ormqr of {c.type}")
    return [b.emit1(Op.HOUSEHOLDER_MULTIPLY, call.operands, c.type, left=left,
                    transpose=transpose, reflectors=taus.shape[-1], a_cols=a.shape[-1])]


def gtsv(b: GraphBuilder, call: CustomCall) -> list[Value]:
    rhs, batch, n, _ = _matrix_operand(call, 4, matrix=3)
    diagonal = TensorType(batch + (n,), rhs.type.dtype)
    if any(v.type != diagonal for v in call.operands[:3]):
        raise CustomCallError(
            f"its diagonals {_types([v.type for v in call.operands[:3]])} are not "
            f"{diagonal}, as b {rhs.type} needs")
    _expect(call, (diagonal,) * 3 + (rhs.type, TensorType(batch, DType.I32)),
            f"a gtsv of {rhs.type}")
    return list(b.emit(Op.TRIDIAGONAL_SOLVE, call.operands, call.result_types))


_PERTURBED_DTYPES = (DType.F32, DType.F64, DType.C64, DType.C128)


def tridiagonal_solve_perturbed(b: GraphBuilder, call: CustomCall) -> list[Value]:
    if len(call.operands) != 4 or len(call.result_types) != 1:
        raise CustomCallError("it takes the operands (dl, d, du, b) and returns x")
    rhs = call.operands[3]
    if rhs.type.dtype not in _PERTURBED_DTYPES or rhs.type.rank < 2:
        raise CustomCallError(f"its b {rhs.type} is not a [..., n, nrhs] tensor of "
                              f"{', '.join(t.mlir_name for t in _PERTURBED_DTYPES)}, the types "
                              "jaxlib's kernel solves")
    batch = _batch_dims(call, rhs.type.rank)
    _check_layouts(call, batch)
    diagonal = TensorType(rhs.type.shape[:-1], rhs.type.dtype)
    if any(v.type != diagonal for v in call.operands[:3]):
        raise CustomCallError(
            f"its diagonals {_types([v.type for v in call.operands[:3]])} are not "
            f"{diagonal}, as b {rhs.type} needs")
    _expect(call, (rhs.type,), f"a tridiagonal solve of {rhs.type}")
    return [b.emit1(Op.TRIDIAGONAL_SOLVE_PERTURBED, call.operands, rhs.type)]


def syevd(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    mode, uplo = _chars(call, "mode", "uplo")
    _check("mode", mode, "VN")
    _check("uplo", uplo, "LU")
    real = a.type.dtype.component if a.type.dtype.is_complex else a.type.dtype
    expected = (a.type, TensorType(batch + (n,), real), TensorType(batch, DType.I32))
    if m != n:
        raise CustomCallError(f"its operand {a.type} is not square")
    _expect(call, expected, f"an eigendecomposition of {a.type}")
    return list(b.emit(Op.EIGH, (a,), call.result_types, lower=uplo == "L"))


def gesdd(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    (mode,) = _chars(call, "mode")
    _check("mode", mode, "ASN")
    k = min(m, n)
    real = a.type.dtype.component if a.type.dtype.is_complex else a.type.dtype
    u, vt = ((m, k), (k, n)) if mode == "S" else ((m, m), (n, n))
    expected = (a.type, TensorType(batch + (k,), real), TensorType(batch + u, a.type.dtype),
                TensorType(batch + vt, a.type.dtype), TensorType(batch, DType.I32))
    _expect(call, expected, f"a mode-{mode} SVD of {a.type}")
    return list(b.emit(Op.SVD, (a,), call.result_types, mode=mode))


def gehrd(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    config = call.attrs.get("mhlo.backend_config")
    bounds = (config.get("low"), config.get("high")) if isinstance(config, dict) else None
    if m != n or bounds != (1, n):
        raise CustomCallError(
            f"it reduces {a.type} with (low, high) = {bounds}; pjrtc reduces square "
            f"matrices whole, (1, n), as jax.lax.linalg.hessenberg asks")
    expected = (a.type, TensorType(batch + (n - 1,), a.type.dtype), TensorType(batch, DType.I32))
    _expect(call, expected, f"a gehrd of {a.type}")
    return list(b.emit(Op.HESSENBERG, (a,), call.result_types))


def sytrd(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    (uplo,) = _chars(call, "uplo")
    _check("uplo", uplo, "LU")
    if m != n:
        raise CustomCallError(f"its operand {a.type} is not square")
    real = a.type.dtype.component if a.type.dtype.is_complex else a.type.dtype
    expected = (a.type, TensorType(batch + (n,), real), TensorType(batch + (n - 1,), real),
                TensorType(batch + (n - 1,), a.type.dtype), TensorType(batch, DType.I32))
    _expect(call, expected, f"a tridiagonal reduction of {a.type}")
    return list(b.emit(Op.TRIDIAGONAL, (a,), call.result_types, lower=uplo == "L"))


def gees(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    mode, sort = _chars(call, "mode", "sort")
    _check("mode", mode, "VN")
    if sort != "N":
        raise CustomCallError(
            f"sort {sort!r} asks for sorted eigenvalues; pjrtc computes the unsorted "
            "Schur form only (sort 'N', what jax.lax.linalg.schur passes by default)")
    if m != n:
        raise CustomCallError(f"its operand {a.type} is not square")
    if a.type.dtype.is_complex:
        eigenvalues = (TensorType(batch + (n,), a.type.dtype),)
    else:  # wr, wi
        eigenvalues = (TensorType(batch + (n,), a.type.dtype),) * 2
    expected = (a.type, a.type, *eigenvalues, TensorType(batch, DType.I32),
                TensorType(batch, DType.I32))
    _expect(call, expected, f"a Schur decomposition of {a.type}")
    return list(b.emit(Op.SCHUR, (a,), call.result_types))


def geev(b: GraphBuilder, call: CustomCall) -> list[Value]:
    a, batch, m, n = _matrix_operand(call, 1)
    left, right = _chars(call, "compute_left", "compute_right")
    _check("compute_left", left, "VN")
    _check("compute_right", right, "VN")
    if m != n:
        raise CustomCallError(f"its operand {a.type} is not square")
    info = TensorType(batch, DType.I32)
    if a.type.dtype.is_complex:
        expected = (TensorType(batch + (n,), a.type.dtype), a.type, a.type, info)
        _expect(call, expected, f"an eigendecomposition of {a.type}")
        return list(b.emit(Op.EIG, (a,), call.result_types, left=left == "V",
                           right=right == "V"))
    # Real: (wr, wi, vl, vr, info), the vectors complex (jaxlib unpacks LAPACK's pairs of real
    # columns). Op.EIG returns them as real [..., 2] (re, im) pairs, made complex here, so the
    # op itself stays real.
    values = TensorType(batch + (n,), a.type.dtype)
    vectors = TensorType(a.type.shape, DType.C64 if a.type.dtype is DType.F32 else DType.C128)
    _expect(call, (values, values, vectors, vectors, info), f"an eigendecomposition of {a.type}")
    packed = TensorType(a.type.shape + (2,), a.type.dtype)
    wr, wi, vl, vr, status = b.emit(Op.EIG, (a,), (values, values, packed, packed, info),
                                    left=left == "V", right=right == "V")
    return [wr, wi, _complex(b, vl, vectors), _complex(b, vr, vectors), status]


def _complex(b: GraphBuilder, packed: Value, ttype: TensorType) -> Value:
    """The complex tensor whose (re, im) parts a real [..., 2] tensor holds."""
    shape = packed.type.shape[:-1]
    zeros = (0,) * len(shape)
    re, im = (b.reshape(b.slice(packed, zeros + (i,), shape + (i + 1,)), shape) for i in (0, 1))
    return b.emit1(Op.COMPLEX, (re, im), ttype)


# Target -> rule, merged into custom_calls.CUSTOM_CALLS.
LAPACK_CALLS = {
    **{f"lapack_{t}potrf_ffi": potrf for t in "sdcz"},
    **{f"lapack_{t}trsm_ffi": trsm for t in "sdcz"},
    **{f"lapack_{t}getrf_ffi": getrf for t in "sdcz"},
    **{f"lapack_{t}geqrf_ffi": geqrf for t in "sdcz"},
    **{f"lapack_{t}_ffi": orgqr for t in ("sorgqr", "dorgqr", "cungqr", "zungqr")},
    **{f"lapack_{t}geqp3_ffi": geqp3 for t in "sdcz"},
    **{f"lapack_{t}_ffi": ormqr for t in ("sormqr", "dormqr", "cunmqr", "zunmqr")},
    **{f"lapack_{t}gtsv_ffi": gtsv for t in "sdcz"},
    "tridiagonal_solve_perturbed_ffi": tridiagonal_solve_perturbed,
    **{f"lapack_{t}_ffi": syevd for t in ("ssyevd", "dsyevd", "cheevd", "zheevd")},
    **{f"lapack_{t}{r}_ffi": gesdd for t in "sdcz" for r in ("gesdd", "gesvd")},
    **{f"lapack_{t}gehrd_ffi": gehrd for t in "sdcz"},
    **{f"lapack_{t}_ffi": sytrd for t in ("ssytrd", "dsytrd", "chetrd", "zhetrd")},
    **{f"lapack_{t}gees_ffi": gees for t in "sdcz"},
    **{f"lapack_{t}geev_ffi": geev for t in "sdcz"},
}
