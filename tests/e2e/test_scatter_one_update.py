"""A scatter of one update window computed where it is read (lower/scatter.py `one_update`),
on the real device against numpy: GPT-2 generate's logit mask (one column of the logits set
before the argmax), the index in bounds, negative and past the end (the update skipped)."""

from __future__ import annotations

import numpy as np

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

MASK_THEN_ARGMAX = """
func.func @main(%x: tensor<3x10xf32>, %i: tensor<1xi32>, %u: tensor<3xf32>)
    -> tensor<3xi32> {
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0],
      inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>,
      indices_are_sorted = true, unique_indices = true}
    : (tensor<3x10xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<3x10xf32>
  %iota = stablehlo.iota dim = 1 : tensor<3x10xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%s init: %ninf), (%iota init: %zero) across dimensions = [1]
    : (tensor<3x10xf32>, tensor<3x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a0: tensor<f32>, %b0: tensor<f32>) (%a1: tensor<i32>, %b1: tensor<i32>) {
    %gt = stablehlo.compare GT, %a0, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a0, %b0 : tensor<i1>, tensor<f32>
    %j = stablehlo.select %gt, %a1, %b1 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }
  return %r#1 : tensor<3xi32>
}
"""


def test_a_one_update_scatter_is_computed_in_its_readers(tmp_path):
    compiled = compile_bytes(MASK_THEN_ARGMAX.encode(), "mask.mlir")
    (kernel,) = compiled.manifest.kernels  # the argmax, computing the scatter's elements
    assert "stablehlo.scatter" in " ".join(kernel.source_ops)
    path = tmp_path / "mask.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    exe = pjrtc_runtime.load(path)
    # distinct values (no ties for the argmax), the masked column becoming a row's largest or not
    x = np.random.default_rng(3).permutation(30).astype(np.float32).reshape(3, 10) - 15
    u = np.array([-4.0, 5.0, 0.5], np.float32)
    for index in (0, 4, 9, -1, 10):
        masked = x.copy()
        if 0 <= index < 10:
            masked[:, index] *= u
        (top,) = exe(x, np.array([index], np.int32), u)
        np.testing.assert_array_equal(top, masked.argmax(axis=1).astype(np.int32))
