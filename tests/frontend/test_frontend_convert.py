"""StableHLO -> tensor IR details: calls, attributes, constants, locations."""

from __future__ import annotations

import numpy as np
import pytest
from frontend_helpers import evaluate, load_text

from pjrtc.ir.verify import verify_graph
from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import DType, Op, TensorType

TWO_CALLS = """\
module {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = call @f(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1 = call @f(%arg1, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2:2 = call @pair(%0, %1) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    return %2#1, %2#0 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @f(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<3xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<3xf32>
    %1 = stablehlo.subtract %0, %arg1 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @pair(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = call @f(%arg1, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %0, %arg1 : tensor<3xf32>, tensor<3xf32>
  }
}
"""


def test_calls_are_inlined_with_fresh_values() -> None:
    graph, _ = load_text(TWO_CALLS)
    verify_graph(graph)
    assert [n.op for n in graph.nodes if n.op is not Op.CONSTANT] == [
        Op.MULTIPLY, Op.SUBTRACT, Op.MULTIPLY, Op.SUBTRACT, Op.MULTIPLY, Op.SUBTRACT]
    x, y = np.array([1, 2, 3], np.float32), np.array([10, 20, 40], np.float32)
    a, b = 2 * x - y, 2 * y - x
    got = evaluate(graph, x, y)
    np.testing.assert_array_equal(got[0], b)  # pair returns (f(b, a), b); main swaps them
    np.testing.assert_array_equal(got[1], 2 * b - a)
    # Inlined ops keep the callee's own locations.
    subtracts = [n for n in graph.nodes if n.op is Op.SUBTRACT]
    assert {n.loc for n in subtracts} == {"model.mlir:11:10"}


def test_recursive_call_is_reported() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @f(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @f(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @f(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    assert e.value.problems == [
        ("model.mlir:7:10", "func.call @f is recursive, which is not supported")]


def test_attributes_become_plain_python() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) -> (tensor<3x2xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<6xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2x4xi32>, tensor<f32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.slice %arg0 [0:2:2, 1:3] : (tensor<2x3xf32>) -> tensor<1x2xf32>
    %2 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %4 = stablehlo.compare LT, %arg1, %arg1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = "stablehlo.compare"(%arg1, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.iota dim = 1 : tensor<2x4xi32>
    %7 = stablehlo.dot %3, %3 : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3x2xf32>, tensor<1x2xf32>, tensor<4x3xf32>, tensor<6xf32>, tensor<3xi1>, tensor<3xi1>, tensor<2x4xi32>, tensor<f32>
  }
}
"""
    graph, _ = load_text(text)
    by_op = {n.op: n for n in graph.nodes}
    assert by_op[Op.TRANSPOSE].attrs == {"permutation": (1, 0)}
    assert by_op[Op.SLICE].attrs == {"start_indices": (0, 1), "limit_indices": (2, 3),
                                     "strides": (2, 1)}
    assert by_op[Op.CONCATENATE].attrs == {"dimension": 0}
    assert by_op[Op.RESHAPE].attrs == {}
    compares = [n.attrs for n in graph.nodes if n.op is Op.COMPARE]
    assert compares == [{"direction": "LT", "compare_type": "SIGNED"},
                        {"direction": "GE", "compare_type": "SIGNED"}]  # default filled in
    assert by_op[Op.IOTA].attrs == {"iota_dimension": 1}
    assert by_op[Op.DOT_GENERAL].attrs == {  # plain stablehlo.dot
        "lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
        "lhs_contracting_dimensions": (0,), "rhs_contracting_dimensions": (0,)}
    assert by_op[Op.DOT_GENERAL].result.type == TensorType((), DType.F32)


def test_constants_of_every_dtype() -> None:
    types = ["i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f16", "f32",
             "f64"]
    values = {"i1": "[true, false, true]", "f16": "[1.0, 0.1, 65504.0]",
              "f32": "[1.5, -0.0, 0x7FC00000]", "f64": "[1.0e300, 2.5, -3.0]",
              "ui64": "[18446744073709551615, 0, 1]", "i64": "[-9223372036854775808, 0, 1]"}
    lines = [f"    %c{i} = stablehlo.constant dense<{values.get(t, '[1, 2, 3]')}> : tensor<3x{t}>"
             for i, t in enumerate(types)]
    lines += [f"    %s{i} = stablehlo.constant dense<7> : tensor<2x2x{t}>"
              for i, t in enumerate(types) if t != "i1" and not t.startswith("f")]
    results = [f"%c{i}" for i in range(len(types))]
    result_types = [f"tensor<3x{t}>" for t in types]
    splats = [(i, t) for i, t in enumerate(types) if t != "i1" and not t.startswith("f")]
    results += [f"%s{i}" for i, _ in splats]
    result_types += [f"tensor<2x2x{t}>" for _, t in splats]
    text = ("module {\n  func.func public @main() -> (" + ", ".join(result_types) + ") {\n"
            + "\n".join(lines) + "\n    return " + ", ".join(results) + " : "
            + ", ".join(result_types) + "\n  }\n}\n")
    graph, _ = load_text(text)
    arrays = {v.id: n.attrs["value"] for n in graph.nodes for v in n.results}
    got = [arrays[v.id] for v in graph.results]
    for array, result in zip(got, graph.results):
        assert array.dtype == result.type.dtype.numpy and array.shape == result.type.shape
        assert not array.flags.writeable
    assert got[0].tolist() == [True, False, True]
    assert got[9].tolist() == [1.0, np.float16(0.1), 65504.0]
    assert np.signbit(got[10][1]) and np.isnan(got[10][2])
    assert got[8].tolist() == [2**64 - 1, 0, 1] and got[4].tolist() == [-2**63, 0, 1]
    for array in got[len(types):]:
        assert array.tolist() == [[7, 7], [7, 7]]
        assert array.strides == (0, 0)  # a splat is a broadcast view, not a dense copy


def test_names_from_debug_locations_and_arg_info() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<2xf32> loc("x"), %arg1: tensor<2xf32> {jax.arg_info = "params['w']"}) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
"""
    graph, _ = load_text(text)
    assert graph.param_names == ("x", "params['w']")
    assert graph.result_names == ("result",)


def test_innermost_file_location_is_kept() -> None:
    text = """#loc1 = loc("/src/model.py":12:5)
#loc2 = loc("/src/main.py":40:1)
module {
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32> loc("jit(f)/add"(callsite(#loc1 at #loc2)))
    %1 = stablehlo.multiply %0, %0 : tensor<2xf32> loc(fused["mul", #loc2])
    %2 = stablehlo.subtract %1, %0 : tensor<2xf32> loc("only_a_name")
    %3 = stablehlo.negate %2 : tensor<2xf32>
    return %3 : tensor<2xf32>
  }
}
"""
    graph, _ = load_text(text)
    assert [n.loc for n in graph.nodes] == [
        "/src/model.py:12:5", "/src/main.py:40:1", "", "model.mlir:8:10"]


def test_identities_are_dropped() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.optimization_barrier %arg0 : tensor<2xf32>
    %1 = stablehlo.negate %0 : tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
"""
    graph, _ = load_text(text)
    (node,) = graph.nodes
    assert node.op is Op.NEGATE and node.operands == graph.params


def test_chlo_is_legalized() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = chlo.erf %arg0 : tensor<4xf32> -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
    graph, _ = load_text(text)
    assert graph.nodes and all(isinstance(n.op, Op) for n in graph.nodes)
    assert all(n.loc == "model.mlir:3:10" for n in graph.nodes if n.op is not Op.CONSTANT)


def test_composite_becomes_its_decomposition() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.composite "my.double" %arg0 {decomposition = @double} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @double(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
    graph, _ = load_text(text)
    (node,) = graph.nodes
    assert node.op is Op.ADD and node.operands == graph.params * 2
