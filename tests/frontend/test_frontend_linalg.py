"""cholesky, triangular_solve and the LAPACK custom calls in the frontend: the tensor IR they
become, and the errors for LAPACK calls pjrtc cannot read (one line each, with the location)."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import DType, Op

POTRF = """func.func @main(%a: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>) {
  %f, %i = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {CONFIG}
      : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>)
  return %f, %i : tensor<2x3x3xf64>, tensor<2xi32>
}
"""
POTRF_CONFIG = ('mhlo.backend_config = {uplo = 85 : ui8}, '
                'mhlo.frontend_attributes = {num_batch_dims = "1"}')
GOOD_POTRF = (POTRF_CONFIG + ', operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], '
              'result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]')
TRSM = """func.func @main(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %x = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {CONFIG}
      : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}
"""
GOOD_TRSM = "mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 67 : ui8, " \
            "uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, " \
            "dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]"


def test_stablehlo_ops_become_nodes() -> None:
    graph, _ = load_text("""func.func @main(%a: tensor<4x4xf32>, %b: tensor<4x2xf32>)
    -> (tensor<4x4xf32>, tensor<4x2xf32>) {
  %l = stablehlo.cholesky %a, lower = true : tensor<4x4xf32>
  %x = "stablehlo.triangular_solve"(%l, %b) {left_side = true, lower = true,
      unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}
      : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %l, %x : tensor<4x4xf32>, tensor<4x2xf32>
}
""")
    chol, solve = graph.nodes
    assert chol.op is Op.CHOLESKY and chol.attrs == {"lower": True, "variant": "xla"}
    assert solve.op is Op.TRIANGULAR_SOLVE and solve.attrs == {
        "left_side": True, "lower": True, "unit_diagonal": False, "transpose_a": "ADJOINT"}
    assert chol.loc == "model.mlir:3:8"


def test_lapack_calls_become_nodes() -> None:
    graph, _ = load_text(POTRF.replace("CONFIG", GOOD_POTRF))
    (chol,) = graph.nodes
    assert chol.op is Op.CHOLESKY and chol.attrs == {"lower": False, "variant": "lapack"}
    assert [r.type.dtype for r in chol.results] == [DType.F64, DType.I32]
    graph, _ = load_text(TRSM.replace("CONFIG", GOOD_TRSM))
    (solve,) = graph.nodes
    assert solve.attrs == {"left_side": False, "lower": True, "unit_diagonal": True,
                           "transpose_a": "ADJOINT"}


@pytest.mark.parametrize(("text", "config", "why"), [
    (POTRF, ('mhlo.backend_config = {uplo = 88 : ui8}, '
            'mhlo.frontend_attributes = {num_batch_dims = "1"}'), "uplo 'X' is none of 'L', 'U'"),
    (POTRF, ('mhlo.backend_config = {uplo = 76 : ui8}, '
            'mhlo.frontend_attributes = {num_batch_dims = "0"}'),
     "num_batch_dims '0' does not leave a matrix of the rank-3 operand"),
    (POTRF, POTRF_CONFIG, ("its operand_layouts (none) are not [[1, 2, 0]], the column-major "
                           "matrices JAX's calls hand LAPACK")),
    (TRSM, "", ("its mhlo.backend_config None does not give side, uplo, trans_x, diag as "
               "character codes")),
    (TRSM, GOOD_TRSM.replace("side = 82", "side = 76"),
     ("it solves tensor<3x3xf32> against tensor<2x3xf32> on side 'L' into (tensor<2x3xf32>): "
     "not a trsm's shapes")),
])
def test_lapack_calls_pjrtc_cannot_read(text: str, config: str, why: str) -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(text.replace("{CONFIG}", "{" + config + "}" if config else ""))
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:2:" + ("12" if text is POTRF else "8")
    target = "lapack_dpotrf_ffi" if text is POTRF else "lapack_strsm_ffi"
    assert what == f"stablehlo.custom_call @{target} is not supported: {why}"
