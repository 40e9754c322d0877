"""reduce_window and convolution without a device: attributes as the frontend reads them, and
the shape of their kernels (bounds tests only where needed, no load outside its guard).
tests/e2e/test_windows_device.py runs them."""

from __future__ import annotations

from pathlib import Path

from pjrtc.frontend.stablehlo import load_bytes
from pjrtc.ir.kernel import Leaf
from pjrtc.ir.tensor import Op
from pjrtc.lower import lower_graph
from pjrtc.target import INTEL_OPENCL_CPU as CPU

ROOT = Path(__file__).resolve().parents[2]

CONV = """\
func.func @main(%x: tensor<2x3x11x9xf32>, %w: tensor<4x3x3x2xf32>) -> tensor<2x4x8x10xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
         window = {stride = [1, 2], pad = [[1, 0], [2, 1]], lhs_dilate = [1, 2],
                   rhs_dilate = [2, 1], reverse = [true, false]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
         : (tensor<2x3x11x9xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x8x10xf32>
  return %0 : tensor<2x4x8x10xf32>
}
"""

# Window attributes left out (defaults), and a body constant that canonicalize hoists out of
# the region: the frontend copies it back into the body.
REDUCE_WINDOW = """\
func.func @main(%x: tensor<5x7xf32>) -> tensor<4x7xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.constant dense<2.0> : tensor<f32>
      %m = stablehlo.multiply %b, %c : tensor<f32>
      %s = stablehlo.add %a, %m : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<5x7xf32>, tensor<f32>) -> tensor<4x7xf32>
  return %0 : tensor<4x7xf32>
}
"""


def _node(text: str, op: Op):
    graph, _ = load_bytes(text.encode(), "t.mlir")
    return graph, next(n for n in graph.nodes if n.op is op)


def test_convolution_attributes_are_plain_python():
    _, node = _node(CONV, Op.CONVOLUTION)
    a = node.attrs
    assert (a["input_batch_dimension"], a["input_feature_dimension"],
            a["input_spatial_dimensions"]) == (0, 1, (2, 3))
    assert (a["kernel_input_feature_dimension"], a["kernel_output_feature_dimension"],
            a["kernel_spatial_dimensions"]) == (1, 0, (2, 3))
    assert (a["output_batch_dimension"], a["output_feature_dimension"],
            a["output_spatial_dimensions"]) == (0, 1, (2, 3))
    assert a["window_strides"] == (1, 2) and a["padding"] == ((1, 0), (2, 1))
    assert a["lhs_dilation"] == (1, 2) and a["rhs_dilation"] == (2, 1)
    assert a["window_reversal"] == (True, False)
    assert all(type(v) is bool for v in a["window_reversal"])
    assert a["feature_group_count"] == 1 and a["batch_group_count"] == 1


def test_reduce_window_defaults_and_hoisted_body_constant():
    graph, node = _node(REDUCE_WINDOW, Op.REDUCE_WINDOW)
    a = node.attrs
    assert a["window_dimensions"] == (2, 1)
    assert a["window_strides"] == a["base_dilations"] == a["window_dilations"] == (1, 1)
    assert a["padding"] == ((0, 0), (0, 0))
    assert [n.op for n in node.body.nodes] == [Op.CONSTANT, Op.MULTIPLY, Op.ADD]
    lower_graph(graph, CPU)


def _loads_outside_if(expr, guarded=False):
    """LOADs not under the then/else branch of an IF."""
    if expr.op is Leaf.LOAD:
        return [] if guarded else [expr]
    if expr.op is Leaf.IF:
        cond, *branches = expr.args
        return _loads_outside_if(cond, guarded) + [
            x for b in branches for x in _loads_outside_if(b, True)]
    return [x for a in expr.args for x in _loads_outside_if(a, guarded)]


def test_padded_conv_loads_its_input_only_under_the_guard():
    graph, _ = _node(CONV, Op.CONVOLUTION)
    (kernel,) = lower_graph(graph, CPU).kernels
    (value,) = kernel.reduction.values
    lhs = graph.params[0]
    assert [e.arg for e in _loads_outside_if(value)] == [graph.params[1]]  # the kernel only
    assert any(e.op is Leaf.LOAD and e.arg is lhs for e in value.walk())


def test_unpadded_windows_have_no_bounds_tests():
    for name in ("max_pool_2x2", "conv_nchw_valid_s2"):
        graph, _ = load_bytes((ROOT / "testdata" / name / "model.mlir").read_bytes(), name)
        (kernel,) = lower_graph(graph, CPU).kernels
        assert not any(e.op is Leaf.IF for r in kernel.exprs() for e in r.walk()), name
