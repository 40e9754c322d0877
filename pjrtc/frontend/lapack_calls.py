"""The LAPACK custom calls JAX emits on CPU for Cholesky and triangular solves (registered in
custom_calls.CUSTOM_CALLS).

jax 0.10.2 lowers jax.lax.linalg.cholesky (and so jnp.linalg.cholesky, cho_factor, ...) to
`lapack_?potrf_ffi` and jax.lax.linalg.triangular_solve (solve_triangular, cho_solve, ...) to
`lapack_?trsm_ffi`, ? = s, d (c, z for complex). Their attributes: `mhlo.backend_config` holds
LAPACK's character arguments as ASCII codes (uplo 'L'/'U', side 'L'/'R', trans_x 'N'/'T'/'C',
diag 'N'/'U'), `mhlo.frontend_attributes.num_batch_dims` the number of leading batch
dimensions; the layouts are column-major, which is LAPACK's view of the same logical matrix, so
they change nothing here.

- potrf(a) -> (factor, info): Op.CHOLESKY with variant "lapack" (see pjrtc/codegen/linalg.py):
  the triangle not factored keeps a's values, info is 0 or the 1-based column whose pivot is
  not positive. jnp.linalg.cholesky then masks the factor with info itself, in StableHLO.
- trsm(a, b) -> x: Op.TRIANGULAR_SOLVE, whose semantics are trsm's with alpha = 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pjrtc.ir.tensor import DType, Op, TensorType, Value
from pjrtc.passes.rewrite import GraphBuilder

if TYPE_CHECKING:
    from pjrtc.frontend.custom_calls import CustomCall

_TRANSPOSE = {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}


def _error(why: str) -> Exception:
    """custom_calls.CustomCallError, imported late: custom_calls imports this module."""
    from pjrtc.frontend.custom_calls import CustomCallError
    return CustomCallError(why)


def _chars(call: CustomCall, *names: str) -> list[str]:
    """LAPACK's character arguments from mhlo.backend_config, as one-letter strings."""
    config = call.attrs.get("mhlo.backend_config")
    if not isinstance(config, dict) or any(not isinstance(config.get(n), int) for n in names):
        raise _error(f"its mhlo.backend_config {config!r} does not give "
                     f"{', '.join(names)} as character codes")
    return [chr(config[n]) for n in names]


def _check(name: str, value: str, allowed: str) -> None:
    if value not in allowed:
        raise _error(f"{name} {value!r} is none of {', '.join(map(repr, allowed))}")


def _batch_dims(call: CustomCall, rank: int) -> int:
    attrs = call.attrs.get("mhlo.frontend_attributes")
    value = attrs.get("num_batch_dims", "0") if isinstance(attrs, dict) else "0"
    if not str(value).isdigit() or int(value) != rank - 2:
        raise _error(f"num_batch_dims {value!r} does not leave a matrix of the "
                     f"rank-{rank} operand")
    return int(value)


def _types(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"


def potrf(b: GraphBuilder, call: CustomCall) -> list[Value]:
    if len(call.operands) != 1 or len(call.result_types) != 2:
        raise _error("it takes one operand and returns (factor, info)")
    (a,) = call.operands
    (uplo,) = _chars(call, "uplo")
    _check("uplo", uplo, "LU")
    expected = (a.type, TensorType(a.type.shape[:_batch_dims(call, a.type.rank)], DType.I32))
    if a.type.shape[-1] != a.type.shape[-2] or call.result_types != expected:
        raise _error(f"it returns {_types(call.result_types)} for {a.type}; a potrf of "
                     f"square matrices returns {_types(expected)}")
    factor, info = b.emit(Op.CHOLESKY, (a,), call.result_types, lower=uplo == "L",
                          variant="lapack")
    return [factor, info]


def trsm(b: GraphBuilder, call: CustomCall) -> list[Value]:
    if len(call.operands) != 2 or len(call.result_types) != 1:
        raise _error("it takes the operands (a, b) and returns x")
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
        raise _error(f"it solves {a.type} against {rhs.type} on side {side!r} into "
                     f"{_types(call.result_types)}: not a trsm's shapes")
    x = b.emit1(Op.TRIANGULAR_SOLVE, (a, rhs), rhs.type, left_side=left, lower=uplo == "L",
                unit_diagonal=diag == "U", transpose_a=_TRANSPOSE[trans])
    return [x]


# Target -> rule, merged into custom_calls.CUSTOM_CALLS.
LAPACK_CALLS = {
    **{f"lapack_{t}potrf_ffi": potrf for t in "sdcz"},
    **{f"lapack_{t}trsm_ffi": trsm for t in "sdcz"},
}
