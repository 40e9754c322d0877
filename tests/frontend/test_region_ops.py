"""The frontend rules of sort, map and select_and_scatter (pjrtc/frontend/region_rules.py):
their attributes, and the errors for regions that cannot be applied elementwise."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.ir.verify import verify_graph
from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import Op

SORT = """func.func @main(%x: tensor<4x3xf32>, %y: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = -2 : i64}
    : (tensor<4x3xf32>, tensor<4x3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  return %0#1 : tensor<4x3xi32>
}
"""


def _only(graph, op: Op):
    (node,) = [n for n in graph.nodes if n.op is op]
    return node


def test_sort_attributes():
    graph, _ = load_text(SORT)
    verify_graph(graph)
    node = _only(graph, Op.SORT)
    assert node.attrs == {"dimension": 0, "is_stable": False}  # -2 of rank 2; the default
    assert [p.type.dtype.mlir_name for p in node.body.params] == ["f32", "f32", "i32", "i32"]
    assert node.loc == "model.mlir:2:10"


SELECT_AND_SCATTER = """func.func @main(%x: tensor<4x5xf32>, %s: tensor<3x4xf32>)
    -> tensor<4x5xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>}
    : (tensor<4x5xf32>, tensor<3x4xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
"""


def test_select_and_scatter_defaults():
    """window_strides and padding are optional: 1 and 0 in every dimension."""
    graph, _ = load_text(SELECT_AND_SCATTER)
    node = _only(graph, Op.SELECT_AND_SCATTER)
    assert node.attrs["window_dimensions"] == (2, 2)
    assert node.attrs["window_strides"] == (1, 1)
    assert node.attrs["padding"] == ((0, 0), (0, 0))
    assert [n.op for n in node.attrs["select"].nodes] == [Op.COMPARE]
    assert [n.op for n in node.attrs["scatter"].nodes] == [Op.ADD]


def _error(text: str) -> str:
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    return str(e.value)


def test_comparator_with_a_reduction():
    message = _error("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %v = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %r = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0]
      : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %lt = stablehlo.compare LT, %r, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
    why = "(only elementwise ops and constants can be applied to whole tensors)"
    assert (f"model.mlir:5:10: stablehlo.broadcast_in_dim in the comparator of stablehlo.sort "
            f"is not supported {why}") in message
    assert (f"model.mlir:6:26: stablehlo.reduce in the comparator of stablehlo.sort is not "
            f"supported {why}") in message


def test_map_with_a_loop():
    message = _error("""func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<i32>):
    %w = stablehlo.while(%i = %a) : tensor<i32>
      cond {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %p = stablehlo.compare GT, %i, %z, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %j = stablehlo.subtract %i, %one : tensor<i32>
        stablehlo.return %j : tensor<i32>
      }
    stablehlo.return %w : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
""")
    assert ("model.mlir:4:10: stablehlo.while in the computation of stablehlo.map is not "
            "supported") in message


def test_select_region_of_select_and_scatter():
    message = _error(SELECT_AND_SCATTER.replace(
        "%ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>",
        "%v = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1xf32>\n"
        "    %w = stablehlo.reshape %v : (tensor<1xf32>) -> tensor<f32>\n"
        "    %ge = stablehlo.compare GE, %w, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>"))
    assert ("model.mlir:6:10: stablehlo.broadcast_in_dim in the select region of "
            "stablehlo.select_and_scatter is not supported") in message


def test_sort_of_complex_keys():
    """The comparator's real and imag apply elementwise (complex values split into their parts
    later, passes/complex.py); the device results: tests/e2e/test_sort.py."""
    graph, _ = load_text("""func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %ra = stablehlo.real %a : (tensor<complex<f32>>) -> tensor<f32>
    %rb = stablehlo.real %b : (tensor<complex<f32>>) -> tensor<f32>
    %lt = stablehlo.compare LT, %ra, %rb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
""")
    node = _only(graph, Op.SORT)
    assert [n.op for n in node.body.nodes] == [Op.REAL, Op.REAL, Op.COMPARE]
