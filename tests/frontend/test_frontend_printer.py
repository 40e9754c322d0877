"""The tensor IR printer: exact text for a small graph, and for a frontend-converted module."""

from __future__ import annotations

import numpy as np
from frontend_helpers import load_text

from pjrtc.ir.printer import format_array, print_graph
from pjrtc.ir.tensor import DType, Graph, Node, Op, TensorType, Value


def _f32(*shape: int) -> TensorType:
    return TensorType(shape, DType.F32)


def small_graph() -> Graph:
    x, y = Value(0, _f32(3, 4)), Value(1, TensorType((2,), DType.I32))
    big, half, total = Value(2, _f32(3, 4)), Value(3, _f32()), Value(4, _f32(3, 4))
    summed, less = Value(5, _f32(3)), Value(9, TensorType((2,), DType.I1))
    acc, val, out = Value(6, _f32()), Value(7, _f32()), Value(8, _f32())
    body = Graph(params=(acc, val), results=(out,), name="body",
                 nodes=(Node(Op.ADD, (acc, val), (out,), loc="m.mlir:5:7"),))
    return Graph(
        params=(x, y), results=(summed, less), param_names=("x", None),
        result_names=("out", None),
        nodes=(
            Node(Op.CONSTANT, (), (big,), {"value": np.arange(12, dtype=np.float32).reshape(3, 4)},
                 "m.mlir:2:3"),
            Node(Op.CONSTANT, (), (half,), {"value": np.array(0.5, np.float32)}),
            Node(Op.ADD, (x, big), (total,), loc="m.mlir:3:10"),
            Node(Op.REDUCE, (total, half), (summed,), {"dimensions": (1,)}, "m.mlir:4:8", body),
            Node(Op.COMPARE, (y, y), (less,), {"direction": "LT", "compare_type": "SIGNED"},
                 "m.mlir:6:1"),
        ))


GOLDEN = """\
func @main(%0: tensor<3x4xf32> {name = "x"}, %1: tensor<2xi32>) -> (tensor<3xf32> {name = "out"}, tensor<2xi1>) {
  %2 = constant dense<[0.0, 1.0, 2.0, 3.0, ...], sha256:29e1889124dc> : tensor<3x4xf32>  // m.mlir:2:3
  %3 = constant dense<0.5> : tensor<f32>
  %4 = add %0, %2 : tensor<3x4xf32>  // m.mlir:3:10
  %5 = reduce %4, %3 {dimensions = [1]} : tensor<3xf32>  // m.mlir:4:8
    body(%6: tensor<f32>, %7: tensor<f32>) {
      %8 = add %6, %7 : tensor<f32>  // m.mlir:5:7
      return %8
    }
  %9 = compare %1, %1 {compare_type = "SIGNED", direction = "LT"} : tensor<2xi1>  // m.mlir:6:1
  return %5, %9
}
"""


def test_golden_small_graph() -> None:
    # 29e1889124dc: the first 12 hex digits of sha256(np.arange(12, dtype="<f4").tobytes()).
    assert print_graph(small_graph()) == GOLDEN


def test_without_locations() -> None:
    text = print_graph(small_graph(), locs=False)
    assert "//" not in text and "%4 = add %0, %2 : tensor<3x4xf32>\n" in text


def test_arrays() -> None:
    assert format_array(np.array([True, False])) == "dense<[true, false]>"
    assert format_array(np.zeros((0, 3), np.float32)) == "dense<[]>"
    assert format_array(np.full((4, 4), -0.0, np.float32)) == "dense<-0.0>"
    specials = np.array([np.nan, np.inf, -np.inf], np.float32)
    assert format_array(specials) == "dense<[nan, inf, -inf]>"
    assert format_array(np.array([0.1], np.float16)) == "dense<0.1>"
    assert format_array(np.array([1e-5, 3], np.float32)) == "dense<[1e-05, 3.0]>"
    assert format_array(np.broadcast_to(np.uint8(255), (1000, 1000))) == "dense<255>"


MODULE = """\
module {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.exponential %arg0 : tensor<4x8xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
"""

MODULE_GOLDEN = """\
func @main(%0: tensor<4x8xf32>) -> (tensor<4xf32> {name = "result"}) {
  %1 = constant dense<0.0> : tensor<f32>  // model.mlir:3:12
  %2 = exponential %0 : tensor<4x8xf32>  // model.mlir:4:10
  %3 = reduce %2, %1 {dimensions = [1]} : tensor<4xf32>  // model.mlir:5:26
    body(%4: tensor<f32>, %5: tensor<f32>) {
      %6 = add %4, %5 : tensor<f32>  // model.mlir:5:26
      return %6
    }
  return %3
}
"""


def test_golden_from_frontend() -> None:
    graph, _ = load_text(MODULE)
    assert print_graph(graph) == MODULE_GOLDEN
