"""The LAPACK ops' lowering, without a device: one custom kernel per call, a work-item per
matrix in groups of one, operands read from buffers, every result written by that kernel, and
a SPIR-V-ready LLVM module. Their numbers: tests/e2e/test_lapack_*.py."""

from __future__ import annotations

import pytest

from pjrtc.codegen.llvm import emit_module
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Leaf
from pjrtc.target import INTEL_OPENCL_CPU as CPU


def _lower(text: str):
    return compile_bytes(text.encode(), "model.mlir", stop_after="kir").kernels


def _custom_kernels(module):
    return [k for k in module.kernels if k.custom is not None]


GETRF = """
func.func @main(%x: tensor<6x4x3xTYPE>) -> (tensor<6x4x3xTYPE>, tensor<6x3xi32>, tensor<6xi32>) {
  %a = stablehlo.negate %x : tensor<6x4x3xTYPE>
  %lu, %p, %i = stablehlo.custom_call @lapack_LETTERgetrf_ffi(%a) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<6x4x3xTYPE>) -> (tensor<6x4x3xTYPE>, tensor<6x3xi32>, tensor<6xi32>)
  return %lu, %p, %i : tensor<6x4x3xTYPE>, tensor<6x3xi32>, tensor<6xi32>
}
"""


@pytest.mark.parametrize(("letter", "mlir_type", "is_complex"), [
    ("s", "f32", False), ("c", "complex<f32>", True)])
def test_getrf_is_one_kernel_per_matrix(letter, mlir_type, is_complex):
    module = _lower(GETRF.replace("LETTER", letter).replace("TYPE", mlir_type))
    (kernel,) = _custom_kernels(module)
    body = kernel.custom
    assert body.name == "lu"
    assert dict(body.attrs) == {"rows": 4, "cols": 3, "complex": is_complex}
    assert kernel.shape == (6,) and kernel.local_size == CPU.own_loops_group
    assert all(expr.op is Leaf.CUSTOM for _, expr in kernel.outputs) and len(kernel.outputs) == 3
    (operand,) = body.inputs  # the negation is a kernel of its own, not fused into the body
    assert any(operand in [v for v, _ in k.outputs] for k in module.kernels if k is not kernel)
    assert "spir_kernel" in emit_module(module, CPU)


def test_geqrf_and_orgqr_kernels():
    text = """
func.func @main(%a: tensor<2x5x3xf32>) -> tensor<2x5x3xf32> {
  %r, %taus = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]}
      : (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>)
  %q = stablehlo.custom_call @lapack_sorgqr_ffi(%r, %taus) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}
      : (tensor<2x5x3xf32>, tensor<2x3xf32>) -> tensor<2x5x3xf32>
  return %q : tensor<2x5x3xf32>
}
"""
    module = _lower(text)
    qr, product = _custom_kernels(module)
    assert (qr.custom.name, product.custom.name) == ("qr", "householder_product")
    assert qr.shape == product.shape == (2,)
    assert product.custom.inputs == tuple(v for v, _ in qr.outputs)
    assert dict(product.custom.attrs) == {"rows": 5, "cols": 3, "complex": False}
    assert "spir_kernel" in emit_module(module, CPU)


def test_gtsv_is_a_kernel_per_system():
    text = """
func.func @main(%dl: tensor<3x6xf64>, %d: tensor<3x6xf64>, %du: tensor<3x6xf64>,
                %b: tensor<3x6x2xf64>) -> (tensor<3x6x2xf64>, tensor<3xi32>) {
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                         dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<3x6xf64>, tensor<3x6xf64>, tensor<3x6xf64>, tensor<3x6x2xf64>)
      -> (tensor<3x6xf64>, tensor<3x6xf64>, tensor<3x6xf64>, tensor<3x6x2xf64>, tensor<3xi32>)
  return %r#3, %r#4 : tensor<3x6x2xf64>, tensor<3xi32>
}
"""
    module = _lower(text)
    (kernel,) = _custom_kernels(module)
    assert kernel.custom.name == "tridiagonal_solve" and kernel.shape == (3,)
    assert dict(kernel.custom.attrs) == {"rows": 6, "cols": 2, "complex": False}
    assert len(kernel.outputs) == 5  # the diagonals are written even when not returned
    assert "spir_kernel" in emit_module(module, CPU)


def test_tridiagonal_solve_perturbed_has_a_workspace():
    text = """
func.func @main(%dl: tensor<3x6xcomplex<f64>>, %d: tensor<3x6xcomplex<f64>>,
                %du: tensor<3x6xcomplex<f64>>, %b: tensor<3x6x2xcomplex<f64>>)
    -> tensor<3x6x2xcomplex<f64>> {
  %x = stablehlo.custom_call @tridiagonal_solve_perturbed_ffi(%dl, %d, %du, %b) {
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>,
                         dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}
      : (tensor<3x6xcomplex<f64>>, tensor<3x6xcomplex<f64>>, tensor<3x6xcomplex<f64>>,
         tensor<3x6x2xcomplex<f64>>) -> tensor<3x6x2xcomplex<f64>>
  return %x : tensor<3x6x2xcomplex<f64>>
}
"""
    module = _lower(text)
    (kernel,) = _custom_kernels(module)
    assert kernel.custom.name == "tridiagonal_solve_perturbed" and kernel.shape == (3,)
    assert dict(kernel.custom.attrs) == {"rows": 6, "cols": 2, "complex": True}
    assert [v.type.shape for v, _ in kernel.outputs] == [(3, 6, 2, 2), (3, 6, 3, 2)]
    assert "spir_kernel" in emit_module(module, CPU)


def test_syevd_kernel_has_a_workspace():
    text = """
func.func @main(%a: tensor<5x4x4xf32>) -> (tensor<5x4x4xf32>, tensor<5x4xf32>) {
  %v, %w, %i = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {
      mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<5x4x4xf32>) -> (tensor<5x4x4xf32>, tensor<5x4xf32>, tensor<5xi32>)
  return %v, %w : tensor<5x4x4xf32>, tensor<5x4xf32>
}
"""
    module = _lower(text)
    (kernel,) = _custom_kernels(module)
    assert kernel.custom.name == "eigh" and kernel.shape == (5,)
    assert dict(kernel.custom.attrs) == {"rows": 4, "cols": 4, "complex": False, "lower": True}
    *results, (work, _) = kernel.outputs
    assert len(results) == 3 and work.type == kernel.custom.inputs[0].type
    assert work not in module.outputs
    assert "spir_kernel" in emit_module(module, CPU)


def test_gesdd_kernel_writes_every_result():
    text = """
func.func @main(%a: tensor<2x3x5xcomplex<f64>>) -> tensor<2x3xf64> {
  %r:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%a) {
      mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<2x3x5xcomplex<f64>>) -> (tensor<2x3x5xcomplex<f64>>, tensor<2x3xf64>,
         tensor<2x3x3xcomplex<f64>>, tensor<2x3x5xcomplex<f64>>, tensor<2xi32>)
  return %r#1 : tensor<2x3xf64>
}
"""
    module = _lower(text)
    (kernel,) = _custom_kernels(module)
    assert kernel.custom.name == "svd" and kernel.shape == (2,)
    assert dict(kernel.custom.attrs) == {"rows": 3, "cols": 5, "complex": True, "mode": "S"}
    assert [v.type.shape for v, _ in kernel.outputs] == [(2, 3, 5, 2), (2, 3), (2, 3, 3, 2),
                                                         (2, 3, 5, 2), (2,)]
    assert "spir_kernel" in emit_module(module, CPU)
