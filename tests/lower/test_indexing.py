"""Indexing ops without a device: frontend attributes, the shape of the scatter kernel, and
the index clamping expressions (pjrtc/lower/indexing.py). Results on the device are checked
by the testdata cases (against XLA) and the dtype sweep (against the reference interpreter)."""

from __future__ import annotations

from pathlib import Path

from pjrtc.frontend import load_module
from pjrtc.frontend.stablehlo import load_bytes
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Leaf
from pjrtc.ir.tensor import DType, Op
from pjrtc.lower import lower_graph
from pjrtc.lower.indexing import clamped_start
from pjrtc.target import INTEL_OPENCL_CPU as CPU

ROOT = Path(__file__).resolve().parents[2]

SCATTER_2 = """
func.func @main(%a: tensor<3x5xf32>, %b: tensor<3x5xi32>, %i: tensor<6x1xui64>,
                %u: tensor<6x5xf32>, %v: tensor<6x5xi32>) -> (tensor<3x5xf32>, tensor<3x5xi32>) {
  %r:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %u0: tensor<f32>, %u1: tensor<i32>):
    %s = stablehlo.add %a1, %u1 : tensor<i32>
    "stablehlo.return"(%u0, %s) : (tensor<f32>, tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      unique_indices = true}
    : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<6x1xui64>, tensor<6x5xf32>, tensor<6x5xi32>)
    -> (tensor<3x5xf32>, tensor<3x5xi32>)
  return %r#0, %r#1 : tensor<3x5xf32>, tensor<3x5xi32>
}
"""


def test_gather_dimension_numbers_become_tuples():
    graph, _ = load_module(ROOT / "testdata" / "take_along_axis" / "model.mlir")
    gathers = [n for n in graph.nodes if n.op is Op.GATHER]
    assert gathers
    attrs = gathers[0].attrs
    assert set(attrs) == {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                          "start_indices_batching_dims", "start_index_map",
                          "index_vector_dim", "slice_sizes", "indices_are_sorted"}
    assert attrs["operand_batching_dims"] and isinstance(attrs["start_index_map"], tuple)
    assert isinstance(attrs["index_vector_dim"], int)


def test_scatter_is_one_kernel_over_the_result_folding_the_updates():
    graph, _ = load_bytes(SCATTER_2.encode(), "scatter2.mlir")
    (node,) = [n for n in graph.nodes if n.op is Op.SCATTER]
    assert node.attrs["scatter_dims_to_operand_dims"] == (0,)
    assert node.attrs["unique_indices"] is True and node.attrs["indices_are_sorted"] is False
    module = lower_graph(graph, CPU)
    (kernel,) = [kern for kern in module.kernels if kern.name.endswith("_scatter")]
    assert kernel.shape == (3, 5) and len(kernel.outputs) == 2
    r = kernel.reduction
    assert r.shape == (6,) and r.acc_dtypes == (DType.F32, DType.I32)
    # Each step is conditional: the update is loaded only when the window covers the element.
    assert all(v.op is Leaf.IF and v.args[2].op is Leaf.LOAD for v in r.values)
    assert all(u.op is Leaf.IF and u.args[1].op is Leaf.ACC for u in r.update)


def test_start_clamping_by_index_type():
    def ops(e):
        return [n.op for n in e.walk()]

    signed = clamped_start(k.const(5, DType.I8), 3)
    assert Op.MAXIMUM in ops(signed) and Op.MINIMUM in ops(signed)
    unsigned = clamped_start(k.const(5, DType.U32), 3)
    assert Op.MAXIMUM not in ops(unsigned)  # never negative: no lower clamp
    # ui64: clamped in ui64 before the conversion, so 2^63 and above stay large
    big = clamped_start(k.const(2**63 + 1, DType.U64), 3)
    assert big.op is Op.CONVERT and big.args[0].op is Op.MINIMUM
    assert big.args[0].dtype is DType.U64
    # a slice spanning the whole dimension always starts at 0
    assert clamped_start(k.const(7, DType.I32), 0) == k.iconst(0)
