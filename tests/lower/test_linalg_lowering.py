"""cholesky and triangular_solve lowering, without a device: one custom kernel each, operands
in buffers, the work-item count and group size, the printed kernel IR, and what the artifact's
requirements and LLVM IR see of a custom kernel. Their numbers: tests/e2e/test_linalg.py."""

from __future__ import annotations

from pjrtc.codegen.llvm import emit_module
from pjrtc.artifact.manifest import requirements
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Leaf
from pjrtc.target import INTEL_OPENCL_CPU as CPU
from pjrtc.ir.kernel_printer import print_kernel_module


def _lower(text: str):
    return compile_bytes(text.encode(), "model.mlir", stop_after="kir").kernels


CHOLESKY_OF_TRANSPOSE = """
func.func @main(%x: tensor<6x4x4xf64>) -> tensor<6x4x4xf64> {
  %t = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<6x4x4xf64>) -> tensor<6x4x4xf64>
  %l = "stablehlo.cholesky"(%t) {lower = false} : (tensor<6x4x4xf64>) -> tensor<6x4x4xf64>
  return %l : tensor<6x4x4xf64>
}
"""


def test_cholesky_is_one_custom_kernel_reading_a_buffer():
    module = _lower(CHOLESKY_OF_TRANSPOSE)
    transpose, cholesky = module.kernels  # the transpose is not fused into the custom kernel
    assert transpose.custom is None
    body = cholesky.custom
    assert body.name == "cholesky" and body.inputs == (transpose.outputs[0][0],)
    assert dict(body.attrs) == {"n": 4, "lower": False, "variant": "xla", "complex": False}
    assert cholesky.shape == (6,) and cholesky.local_size == CPU.own_loops_group  # a work-item per matrix
    (out, expr), = cholesky.outputs
    assert expr.op is Leaf.CUSTOM and out == module.outputs[0]
    assert cholesky.args() == (out, transpose.outputs[0][0])
    text = print_kernel_module(module, CPU)
    assert (f"  custom cholesky(%{transpose.outputs[0][0].id}) "
            "{n=4, lower=False, variant='xla', complex=False}") in text
    assert f"  %{out.id}[i] = custom0" in text
    assert requirements(module) == ("fp64",)
    assert "spir_kernel" in emit_module(module, CPU)


def test_triangular_solve_work_items_and_group_size():
    text = """
func.func @main(%a: tensor<2x5x5xf32>, %b: tensor<2x5x7xf32>, %c: tensor<2x7x5xf32>)
    -> (tensor<2x5x7xf32>, tensor<2x7x5xf32>) {
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true,
      unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}
      : (tensor<2x5x5xf32>, tensor<2x5x7xf32>) -> tensor<2x5x7xf32>
  %y = "stablehlo.triangular_solve"(%a, %c) {left_side = false, lower = false,
      unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}
      : (tensor<2x5x5xf32>, tensor<2x7x5xf32>) -> tensor<2x7x5xf32>
  return %x, %y : tensor<2x5x7xf32>, tensor<2x7x5xf32>
}
"""
    left, right = _lower(text).kernels
    # One work-item per right-hand side: 2 x 7 columns of b, or 2 x 7 rows of c.
    assert left.shape == right.shape == (14,)
    assert left.local_size == CPU.lockstep_group and right.local_size == CPU.own_loops_group
    assert dict(left.custom.attrs)["transpose_a"] == "ADJOINT"
    assert dict(right.custom.attrs)["unit_diagonal"] is True


def test_empty_matrices_need_no_kernel_but_potrf_info_does():
    empty = """
func.func @main(%a: tensor<3x0x0xf32>) -> tensor<3x0x0xf32> {
  %l = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x0x0xf32>) -> tensor<3x0x0xf32>
  return %l : tensor<3x0x0xf32>
}
"""
    assert not [k for k in _lower(empty).kernels if k.custom is not None]
    potrf = """
func.func @main(%a: tensor<3x0x0xf32>) -> (tensor<3x0x0xf32>, tensor<3xi32>) {
  %f, %info = stablehlo.custom_call @lapack_spotrf_ffi(%a) {
      mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]}
      : (tensor<3x0x0xf32>) -> (tensor<3x0x0xf32>, tensor<3xi32>)
  return %f, %info : tensor<3x0x0xf32>, tensor<3xi32>
}
"""
    (kernel,) = [k for k in _lower(potrf).kernels if k.custom is not None]
    assert kernel.shape == (3,) and dict(kernel.custom.attrs)["variant"] == "lapack"
    assert len(kernel.outputs) == 2  # the info of each (empty) matrix: 0
