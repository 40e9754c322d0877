"""ui64 start indices at 2^63 and above, on the real device, against numpy.

Neither oracle covers them: JAX (x64 off) has no 64-bit indices, and StableHLO's reference
interpreter reads unsigned indices as signed (ui8 200 as -56). They must clamp to the top
(dynamic_slice, gather) and be skipped as out of bounds (scatter), never read as negative.
"""

from __future__ import annotations

import numpy as np

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

# Two inputs; the body keeps the first update (non-commutative) and adds the second.
SCATTER_2 = """
func.func @main(%a: tensor<3x5xf32>, %b: tensor<3x5xi32>, %i: tensor<6x1xui64>,
                %u: tensor<6x5xf32>, %v: tensor<6x5xi32>) -> (tensor<3x5xf32>, tensor<3x5xi32>) {
  %r:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %u0: tensor<f32>, %u1: tensor<i32>):
    %s = stablehlo.add %a1, %u1 : tensor<i32>
    "stablehlo.return"(%u0, %s) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      unique_indices = false}
    : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<6x1xui64>, tensor<6x5xf32>, tensor<6x5xi32>)
    -> (tensor<3x5xf32>, tensor<3x5xi32>)
  return %r#0, %r#1 : tensor<3x5xf32>, tensor<3x5xi32>
}
"""

DYNAMIC_SLICE = """
func.func @main(%x: tensor<5x7xf32>, %i: tensor<ui64>, %j: tensor<ui64>,
                %g: tensor<4x1xui64>) -> (tensor<2x3xf32>, tensor<4x5xf32>) {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3]
     : (tensor<5x7xf32>, tensor<ui64>, tensor<ui64>) -> tensor<2x3xf32>
  %1 = "stablehlo.gather"(%x, %g) {dimension_numbers = #stablehlo.gather<offset_dims = [1],
      collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>,
      slice_sizes = array<i64: 5, 1>} : (tensor<5x7xf32>, tensor<4x1xui64>) -> tensor<4x5xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<4x5xf32>
}
"""


def _run(text: str, tmp_path, *inputs):
    compiled = compile_bytes(text.encode(), "indexing.mlir")
    path = tmp_path / "indexing.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return pjrtc_runtime.load(path)(*inputs)


def test_ui64_starts_clamp_to_the_top(tmp_path):
    x = np.arange(35, dtype=np.float32).reshape(5, 7)
    g = np.array([[2**63 + 1], [2**64 - 1], [3], [2**63]], np.uint64)
    ds, ga = _run(DYNAMIC_SLICE, tmp_path, x, np.uint64(2**63 + 1), np.uint64(2**64 - 1), g)
    np.testing.assert_array_equal(ds, x[3:5, 4:7])
    np.testing.assert_array_equal(ga, x[:, [6, 6, 3, 6]].T)


def test_ui64_scatter_indices_out_of_bounds_are_skipped(tmp_path):
    rng = np.random.default_rng(0)
    a = rng.integers(-9, 9, (3, 5)).astype(np.float32)
    b = rng.integers(-9, 9, (3, 5)).astype(np.int32)
    i = np.array([[2], [2**63 + 1], [0], [2**64 - 1], [3], [2]], np.uint64)
    u = rng.integers(-9, 9, (6, 5)).astype(np.float32)
    v = rng.integers(-9, 9, (6, 5)).astype(np.int32)
    r0, r1 = _run(SCATTER_2, tmp_path, a, b, i, u, v)
    e0, e1 = a.copy(), b.copy()
    for s in range(6):  # in index order: the last update to a row wins in result 0
        row = int(i[s, 0])
        if row < 3:
            e0[row] = u[s]
            e1[row] += v[s]
    np.testing.assert_array_equal(r0, e0)
    np.testing.assert_array_equal(r1, e1)
