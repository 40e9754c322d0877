"""Frontend rules for stablehlo.cholesky and stablehlo.triangular_solve (see convert.py's
_RULES); both lower to custom kernels (pjrtc/lower/linalg.py)."""

from __future__ import annotations

from pjrtc.ir.tensor import Node, Op

TRANSPOSE_KINDS = ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")


def cholesky(cv, op, operands, results, env, stack):
    # `lower` is optional and defaults to false (the upper factor).
    return Node(op=Op.CHOLESKY, operands=operands, results=results, loc=op.loc,
                attrs={"lower": bool(op.attrs.get("lower", False)), "variant": "xla"})


def triangular_solve(cv, op, operands, results, env, stack):
    # All four attributes are required; the verifier rejects transpose_a TRANSPOSE_INVALID.
    attrs = {name: bool(op.attrs[name]) for name in ("left_side", "lower", "unit_diagonal")}
    transpose = op.attrs["transpose_a"]
    assert transpose in TRANSPOSE_KINDS, transpose
    return Node(op=Op.TRIANGULAR_SOLVE, operands=operands, results=results, loc=op.loc,
                attrs={**attrs, "transpose_a": transpose})
