"""The LAPACK factorization custom calls in the frontend (getrf, ...): the tensor IR node each
becomes, and the errors for calls pjrtc cannot read (one line each, with the location)."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import DType, Op

LAYOUTS = ("operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], "
           "result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, "
           "dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]")
GETRF = """func.func @main(%a: tensor<2x4x3xTYPE>) -> (tensor<2x4x3xTYPE>, tensor<2x3xi32>,
                                              tensor<2xi32>) {
  %lu, %p, %i = stablehlo.custom_call @lapack_LETTERgetrf_ffi(%a) {CONFIG}
      : (tensor<2x4x3xTYPE>) -> (tensor<2x4x3xTYPE>, tensor<2x3xi32>, tensor<2xi32>)
  return %lu, %p, %i : tensor<2x4x3xTYPE>, tensor<2x3xi32>, tensor<2xi32>
}
"""
GOOD = 'mhlo.frontend_attributes = {num_batch_dims = "1"}, ' + LAYOUTS


def _getrf(letter: str = "s", mlir_type: str = "f32", config: str = GOOD) -> str:
    return (GETRF.replace("LETTER", letter).replace("TYPE", mlir_type)
            .replace("{CONFIG}", "{" + config + "}"))


@pytest.mark.parametrize(("letter", "mlir_type", "dtype"), [
    ("s", "f32", DType.F32), ("z", "complex<f64>", DType.C128)])
def test_getrf_becomes_an_lu_node(letter, mlir_type, dtype) -> None:
    graph, _ = load_text(_getrf(letter, mlir_type))
    (lu,) = graph.nodes
    assert lu.op is Op.LU and lu.attrs == {}
    assert [r.type.dtype for r in lu.results] == [dtype, DType.I32, DType.I32]
    assert lu.loc == "model.mlir:3:17"


@pytest.mark.parametrize(("text", "why"), [
    (_getrf("d"), "its operand tensor<2x4x3xf32> is not of f64, the type its name's letter "
                  "'d' stands for"),
    (_getrf(config='mhlo.frontend_attributes = {num_batch_dims = "1"}'),
     "its operand_layouts (none) are not [[1, 2, 0]], the column-major matrices JAX's calls "
     "hand LAPACK"),
    (_getrf(config=GOOD.replace("[1, 2, 0]> : tensor<3xindex>]", "[2, 1, 0]> : tensor<3xindex>]",
                                1)),
     "its operand_layouts [[2, 1, 0]] are not [[1, 2, 0]], the column-major matrices JAX's "
     "calls hand LAPACK"),
    (_getrf().replace("tensor<2xi32>", "tensor<2xi64>"),
     "it returns (tensor<2x4x3xf32>, tensor<2x3xi32>, tensor<2xi64>); a getrf of "
     "tensor<2x4x3xf32> returns (tensor<2x4x3xf32>, tensor<2x3xi32>, tensor<2xi32>)"),
])
def test_getrf_forms_pjrtc_cannot_read(text: str, why: str) -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:3:17"
    target = "lapack_dgetrf_ffi" if "dgetrf" in text else "lapack_sgetrf_ffi"
    assert what == f"stablehlo.custom_call @{target} is not supported: {why}"


QR = """func.func @main(%a: tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>, tensor<5xQxf64>) {
  %r, %taus = stablehlo.custom_call @lapack_dgeqrf_ffi(%a) {
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}
      : (tensor<5x3xf64>) -> (tensor<5x3xf64>, tensor<3xf64>)
  %q = stablehlo.custom_call @lapack_dorgqr_ffi(%a, %taus) {
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>]}
      : (tensor<5xQxf64>, tensor<3xf64>) -> tensor<5xQxf64>
  return %r, %taus, %q : tensor<5x3xf64>, tensor<3xf64>, tensor<5xQxf64>
}
"""


def test_geqrf_and_orgqr_become_nodes() -> None:
    graph, _ = load_text(QR.replace("Q", "3"))
    qr, product = graph.nodes
    assert qr.op is Op.QR and [str(r.type) for r in qr.results] == [
        "tensor<5x3xf64>", "tensor<3xf64>"]
    assert product.op is Op.HOUSEHOLDER_PRODUCT and product.operands[1] == qr.results[1]


def test_orgqr_needs_k_le_n_le_m() -> None:
    text = QR.replace("Q", "2").replace("%q = stablehlo.custom_call @lapack_dorgqr_ffi(%a,",
                                        "%q = stablehlo.custom_call @lapack_dorgqr_ffi(%a2,")
    text = text.replace("  %q =", "  %a2 = stablehlo.slice %a [0:5, 0:2] "
                        ": (tensor<5x3xf64>) -> tensor<5x2xf64>\n  %q =")
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:7:8"
    assert what == ("stablehlo.custom_call @lapack_dorgqr_ffi is not supported: its operands "
                    "(tensor<5x2xf64>, tensor<3xf64>) are not (a [..., m, n], taus [..., k]) of "
                    "one type with k <= n <= m")


GTSV = """func.func @main(%dl: tensor<2x4xf32>, %d: tensor<2xDxf32>, %du: tensor<2x4xf32>,
                %b: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {
      operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                         dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<2x4xf32>, tensor<2xDxf32>, tensor<2x4xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4xf32>, tensor<2xDxf32>, tensor<2x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>)
  return %r#3 : tensor<2x4x3xf32>
}
"""


def test_gtsv_becomes_a_node_without_num_batch_dims() -> None:
    """JAX's older programs give no num_batch_dims: every leading dimension is a batch one."""
    graph, _ = load_text(GTSV.replace("D", "4"))
    (solve,) = graph.nodes
    assert solve.op is Op.TRIDIAGONAL_SOLVE and len(solve.results) == 5


def test_gtsv_diagonals_must_fit_b() -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(GTSV.replace("D", "5"))
    ((_, what),) = e.value.problems
    assert what.endswith("its diagonals (tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>) "
                         "are not tensor<2x4xf32>, as b tensor<2x4x3xf32> needs")


PERTURBED = """func.func @main(%dl: tensor<2x4xT>, %d: tensor<2xDxT>, %du: tensor<2x4xT>,
                %b: tensor<2x4x3xT>) -> tensor<2x4x3xT> {
  %x = stablehlo.custom_call @tridiagonal_solve_perturbed_ffi(%dl, %d, %du, %b) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                         dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}
      : (tensor<2x4xT>, tensor<2xDxT>, tensor<2x4xT>, tensor<2x4x3xT>) -> tensor<2x4x3xT>
  return %x : tensor<2x4x3xT>
}
"""


def _perturbed(n: int = 4, mlir_type: str = "f32") -> str:
    return PERTURBED.replace("D", str(n)).replace("T", mlir_type)


@pytest.mark.parametrize("mlir_type", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_tridiagonal_solve_perturbed_becomes_a_node(mlir_type: str) -> None:
    graph, _ = load_text(_perturbed(mlir_type=mlir_type))
    (solve,) = graph.nodes
    assert solve.op is Op.TRIDIAGONAL_SOLVE_PERTURBED and len(solve.results) == 1
    assert solve.loc == "model.mlir:3:8"


def test_tridiagonal_solve_perturbed_diagonals_must_fit_b() -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(_perturbed(n=5))
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:3:8"
    assert what.endswith("its diagonals (tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>) "
                         "are not tensor<2x4xf32>, as b tensor<2x4x3xf32> needs")


def test_tridiagonal_solve_perturbed_of_f16_is_refused() -> None:
    """JAX emits the call for f16 too, but jaxlib's kernel refuses it when it runs."""
    with pytest.raises(UnsupportedError) as e:
        load_text(_perturbed(mlir_type="f16"))
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:3:8"
    assert "its b tensor<2x4x3xf16> is not a [..., n, nrhs] tensor of f32, f64, " in what


HEEVD = """func.func @main(%a: tensor<4x4xcomplex<f32>>)
    -> (tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<i32>) {
  %v, %w, %i = stablehlo.custom_call @lapack_cheevd_ffi(%a) {
      mhlo.backend_config = {mode = MODE : ui8, uplo = 85 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<i32>)
  return %v, %w, %i : tensor<4x4xcomplex<f32>>, tensor<4xf32>, tensor<i32>
}
"""


def test_heevd_becomes_an_eigh_node() -> None:
    graph, _ = load_text(HEEVD.replace("MODE", "86"))
    (eigh,) = graph.nodes
    assert eigh.op is Op.EIGH and eigh.attrs == {"lower": False}
    assert [r.type.dtype for r in eigh.results] == [DType.C64, DType.F32, DType.I32]


def test_heevd_mode_must_be_v_or_n() -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(HEEVD.replace("MODE", "88"))
    ((_, what),) = e.value.problems
    assert what.endswith("mode 'X' is none of 'V', 'N'")


GESDD = """func.func @main(%a: tensor<5x3xf32>) -> (tensor<3xf32>) {
  %r:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {
      mhlo.backend_config = {mode = MODE : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>,
                        dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<5xUxf32>, tensor<3x3xf32>,
                              tensor<i32>)
  return %r#1 : tensor<3xf32>
}
"""


@pytest.mark.parametrize(("mode", "u"), [("A", 5), ("S", 3), ("N", 5)])
def test_gesdd_becomes_an_svd_node(mode, u) -> None:
    graph, _ = load_text(GESDD.replace("MODE", str(ord(mode))).replace("U", str(u)))
    (svd,) = graph.nodes
    assert svd.op is Op.SVD and svd.attrs == {"mode": mode}


def test_gesdd_result_types_follow_the_mode() -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(GESDD.replace("MODE", str(ord("S"))).replace("U", "5"))
    ((_, what),) = e.value.problems
    assert what.endswith("a mode-S SVD of tensor<5x3xf32> returns (tensor<5x3xf32>, "
                         "tensor<3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i32>)")


GEHRD = """func.func @main(%a: tensor<4x4xf64>) -> tensor<4x4xf64> {
  %r:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%a) {
      mhlo.backend_config = {high = HIGH : i32, low = 1 : i32},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<3xf64>, tensor<i32>)
  return %r#0 : tensor<4x4xf64>
}
"""


def test_gehrd_reduces_whole_matrices_only() -> None:
    graph, _ = load_text(GEHRD.replace("HIGH", "4"))
    assert graph.nodes[0].op is Op.HESSENBERG
    with pytest.raises(UnsupportedError) as e:
        load_text(GEHRD.replace("HIGH", "3"))
    ((_, what),) = e.value.problems
    assert what.endswith("it reduces tensor<4x4xf64> with (low, high) = (1, 3); pjrtc reduces "
                         "square matrices whole, (1, n), as jax.lax.linalg.hessenberg asks")


def test_hetrd_becomes_a_tridiagonal_node() -> None:
    graph, _ = load_text("""func.func @main(%a: tensor<3x3xcomplex<f64>>) -> tensor<2xf64> {
  %r:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%a) {
      mhlo.backend_config = {uplo = 85 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>,
                        dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<2xf64>,
                                       tensor<2xcomplex<f64>>, tensor<i32>)
  return %r#2 : tensor<2xf64>
}
""")
    (node,) = graph.nodes
    assert node.op is Op.TRIDIAGONAL and node.attrs == {"lower": False}


def test_a_host_callback_is_still_reported() -> None:
    """What testdata/errors/custom_call.mlir tests once regenerated: a real JAX program's
    custom call that no artifact can run, reported with its location."""
    import jax
    import numpy as np

    text = jax.jit(lambda x: jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
                   ).lower(np.ones(4, np.float32)).as_text()
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc.startswith("model.mlir:")
    assert what.startswith("stablehlo.custom_call @xla_ffi_python_cpu_callback is not supported")


GEES = """func.func @main(%a: tensor<3x3xTYPE>) -> tensor<3x3xTYPE> {
  %r:5 = stablehlo.custom_call @lapack_LETTERgees_ffi(%a) {
      mhlo.backend_config = {mode = 86 : ui8, sort = SORT : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>,
                        dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<3x3xTYPE>) -> (tensor<3x3xTYPE>, tensor<3x3xTYPE>, tensor<3xTYPE>, tensor<i32>,
                               tensor<i32>)
  return %r#0 : tensor<3x3xTYPE>
}
"""


def _gees(letter: str, mlir_type: str, sort: str = "N") -> str:
    return (GEES.replace("LETTER", letter).replace("TYPE", mlir_type)
            .replace("SORT", str(ord(sort))))


def test_complex_gees_becomes_a_schur_node_and_sorting_is_refused() -> None:
    graph, _ = load_text(_gees("c", "complex<f32>"))
    assert graph.nodes[0].op is Op.SCHUR
    with pytest.raises(UnsupportedError) as e:
        load_text(_gees("z", "complex<f64>", sort="S"))
    ((_, what),) = e.value.problems
    assert "sort 'S' asks for sorted eigenvalues" in what


def test_real_gees_returns_wr_and_wi() -> None:
    """The real form has two eigenvalue results (wr, wi); the complex one's are refused."""
    with pytest.raises(UnsupportedError) as e:
        load_text(_gees("s", "f32"))
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:2:10"
    assert what.endswith("a Schur decomposition of tensor<3x3xf32> returns (tensor<3x3xf32>, "
                         "tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, "
                         "tensor<i32>)")


GEEV = """func.func @main(%a: tensor<3x3xTYPE>) -> tensor<3xTYPE> {
  %r:4 = stablehlo.custom_call @lapack_LETTERgeev_ffi(%a) {
      mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>,
                        dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}
      : (tensor<3x3xTYPE>) -> (tensor<3xTYPE>, tensor<3x3xTYPE>, tensor<3x3xTYPE>, tensor<i32>)
  return %r#0 : tensor<3xTYPE>
}
"""


def test_complex_geev_becomes_an_eig_node() -> None:
    graph, _ = load_text(GEEV.replace("LETTER", "z").replace("TYPE", "complex<f64>"))
    (node,) = graph.nodes
    assert node.op is Op.EIG and node.attrs == {"left": False, "right": True}


def test_real_geev_returns_complex_vectors_from_a_real_op() -> None:
    """Op.EIG stays real (the vectors as (re, im) pairs); complex ops make the results."""
    text = """func.func @main(%a: tensor<3x3xf64>) -> tensor<3x3xcomplex<f64>> {
  %r:5 = stablehlo.custom_call @lapack_dgeev_ffi(%a) {
      mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>,
                        dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>,
                        dense<> : tensor<0xindex>]}
      : (tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3x3xcomplex<f64>>,
                              tensor<3x3xcomplex<f64>>, tensor<i32>)
  return %r#3 : tensor<3x3xcomplex<f64>>
}
"""
    graph, _ = load_text(text)
    eig = graph.nodes[0]
    assert eig.op is Op.EIG and [str(r.type) for r in eig.results] == [
        "tensor<3xf64>", "tensor<3xf64>", "tensor<3x3x2xf64>", "tensor<3x3x2xf64>",
        "tensor<i32>"]
    assert sum(node.op is Op.COMPLEX for node in graph.nodes) == 2


ORMQR = """func.func @main(%a: tensor<5x3xf32>, %t: tensor<3xf32>, %c: tensor<ROWSx2xf32>)
    -> tensor<ROWSx2xf32> {
  %r = stablehlo.custom_call @lapack_sormqr_ffi(%a, %t, %c) {
      mhlo.backend_config = {left = true, transpose = TRANSPOSE},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>,
                         dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>]}
      : (tensor<5x3xf32>, tensor<3xf32>, tensor<ROWSx2xf32>) -> tensor<ROWSx2xf32>
  return %r : tensor<ROWSx2xf32>
}
"""


def test_ormqr_becomes_a_node_and_checks_its_shapes() -> None:
    graph, _ = load_text(ORMQR.replace("ROWS", "5").replace("TRANSPOSE", "true"))
    (node,) = graph.nodes
    assert node.op is Op.HOUSEHOLDER_MULTIPLY and node.attrs == {
        "left": True, "transpose": True, "reflectors": 3, "a_cols": 3}
    with pytest.raises(UnsupportedError) as e:
        load_text(ORMQR.replace("ROWS", "4").replace("TRANSPOSE", "false"))
    ((_, what),) = e.value.problems
    assert what.endswith("its operands (tensor<5x3xf32>, tensor<3xf32>, tensor<4x2xf32>) are "
                         "not (a [..., 4, k'], taus [..., k], c) of one type with k <= k', as a "
                         "left ormqr of c needs")
