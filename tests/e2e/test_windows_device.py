"""reduce_window and convolution on the real device: the StableHLO spec's own examples, the
spec's padding rule with a non-identity init (where XLA:CPU, and so JAX's expected values,
differ), and empty operands. The op x element type sweep (sweep_windows.py) and the JAX cases
(testdata/cases_windows.py) cover the rest."""

from __future__ import annotations

import numpy as np

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def run(text: str, inputs, tmp_path):
    compiled = compile_bytes(text.encode(), "windows.mlir")
    path = tmp_path / "windows.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return pjrtc_runtime.load(path)(*inputs)


SPEC_REDUCE_WINDOW = """\
func.func @main(%input: tensor<3x2xi64>) -> tensor<2x2xi64> {
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 3, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  return %result : tensor<2x2xi64>
}
"""

SPEC_CONVOLUTION = """\
func.func @main(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64> {
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  return %result : tensor<1x2x2x1xi64>
}
"""


def test_spec_examples(tmp_path):
    (rw,) = run(SPEC_REDUCE_WINDOW, [np.array([[1, 2], [3, 4], [5, 6]], np.int64)], tmp_path)
    np.testing.assert_array_equal(rw, [[0, 0], [3, 4]])
    lhs = np.array([[1, 2, 5, 6], [3, 4, 7, 8], [10, 11, 14, 15], [12, 13, 16, 17]],
                   np.int64).reshape(1, 4, 4, 1)
    (conv,) = run(SPEC_CONVOLUTION, [lhs, np.ones((3, 3, 1, 1), np.int64)], tmp_path)
    np.testing.assert_array_equal(conv.reshape(2, 2), [[10, 26], [46, 62]])


SUM_INIT_10 = """\
func.func @main(%x: tensor<5xf32>) -> (tensor<6xf32>, tensor<10xf32>) {
  %init = stablehlo.constant dense<10.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}
     : (tensor<5xf32>, tensor<f32>) -> tensor<6xf32>
  %1 = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
  return %0, %1 : tensor<6xf32>, tensor<10xf32>
}
"""


def test_padding_and_holes_hold_the_init_value(tmp_path):
    """pad(inputs, init_values, ...): every padding position and base-dilation hole adds the
    init (10) once more, besides the init the fold starts from. (XLA:CPU gives
    [11, 13, 15, 17, 19, 15] for the first: it skips padding.)"""
    padded, dilated = run(SUM_INIT_10, [np.arange(1, 6, dtype=np.float32)], tmp_path)
    np.testing.assert_array_equal(padded, [21, 13, 15, 17, 19, 25])
    np.testing.assert_array_equal(dilated, [21, 21, 22, 22, 23, 23, 24, 24, 25, 25])


EMPTY = """\
func.func @main(%x: tensor<0x3xf32>, %y: tensor<2x0x4xf32>, %w: tensor<0x3x5xf32>)
    -> (tensor<3x2xf32>, tensor<2x4x5xf32>) {
  %init = stablehlo.constant dense<7.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}
     : (tensor<0x3xf32>, tensor<f32>) -> tensor<3x2xf32>
  %1 = stablehlo.convolution(%y, %w) dim_numbers = [b, f, 0]x[i, 0, o]->[b, 0, f],
         window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
         : (tensor<2x0x4xf32>, tensor<0x3x5xf32>) -> tensor<2x4x5xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<2x4x5xf32>
}
"""


def test_empty_operands(tmp_path):
    """A window over an empty operand holds only padding (init values); a convolution over no
    input features is 0. (StableHLO's interpreter aborts on these, so the values are by hand.)"""
    rw, conv = run(EMPTY, [np.zeros((0, 3), np.float32), np.zeros((2, 0, 4), np.float32),
                           np.zeros((0, 3, 5), np.float32)], tmp_path)
    np.testing.assert_array_equal(rw, np.full((3, 2), 21.0, np.float32))
    np.testing.assert_array_equal(conv, np.zeros((2, 4, 5), np.float32))
