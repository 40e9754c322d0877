"""The ApproxTopK custom call's forms pjrtc refuses (pjrtc/frontend/approx_top_k.py); the forms
it compiles are compared with JAX on the device in tests/e2e/test_approx_top_k.py."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import Op

_COMPARATOR = """  func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
"""


def _program(config: str, out: int = 3, comparator: str = _COMPARATOR, callee: str = "gt") -> str:
    return f"""module {{
{comparator}  func.func public @main(%x: tensor<4x7xf32>) -> (tensor<4x{out}xf32>, tensor<4x{out}xi32>) {{
    %i = stablehlo.iota dim = 1 : tensor<4x7xi32>
    %ci = stablehlo.constant dense<-1> : tensor<i32>
    %cx = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %r:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %cx, %ci) {{called_computations = [@{callee}], mhlo.backend_config = {{{config}}}}} : (tensor<4x7xf32>, tensor<4x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x{out}xf32>, tensor<4x{out}xi32>)
    return %r#0, %r#1 : tensor<4x{out}xf32>, tensor<4x{out}xi32>
  }}
}}
"""


_CONFIG = "aggregate_to_topk = true, reduction_dim = 1 : i64, top_k = 3 : i64"


def test_approx_top_k_is_a_sort_and_a_slice() -> None:
    graph, _ = load_text(_program(_CONFIG))
    ops = [n.op for n in graph.nodes if n.op is not Op.CONSTANT]  # the unused init values
    assert ops == [Op.IOTA, Op.SORT, Op.SLICE, Op.SLICE]
    (sort,) = [n for n in graph.nodes if n.op is Op.SORT]
    assert sort.attrs == {"dimension": 1, "is_stable": True}
    assert [n.op for n in sort.body.nodes] == [Op.COMPARE]


def _why(text: str) -> str:
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc.startswith("model.mlir:") and loc.endswith(":12")  # the custom call
    prefix = "stablehlo.custom_call @ApproxTopK is not supported: "
    assert what.startswith(prefix), what
    return what[len(prefix):]


def test_approx_top_k_errors_say_what_is_wrong() -> None:
    assert _why(_program("top_k = 3 : i64")) == (
        "its mhlo.backend_config {'top_k': 3} does not give top_k and reduction_dim as integers")
    assert _why(_program(_CONFIG.replace("dim = 1", "dim = 2"))) == (
        "reduction_dim 2 is not a dimension of the rank-2 operands")
    assert _why(_program(_CONFIG, out=4)) == (
        "with aggregate_to_topk its results keep top_k = 3 elements of dimension 1, not 4")
    assert _why(_program(_CONFIG.replace("top_k = 3", "top_k = 9"), out=9)).startswith(
        "its results (tensor<4x9xf32>, tensor<4x9xi32>) do not keep between top_k = 9 and 7")
    with_reduce = _COMPARATOR.replace(
        "%0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>",
        "%z = stablehlo.reshape %a : (tensor<f32>) -> tensor<1xf32>\n"
        "    %y = stablehlo.reshape %z : (tensor<1xf32>) -> tensor<f32>\n"
        "    %0 = stablehlo.compare GT, %y, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>")
    assert _why(_program(_CONFIG, comparator=with_reduce)).startswith(
        "its comparator uses stablehlo.reshape; only elementwise ops")


def test_approx_top_k_operands_and_comparator_are_checked() -> None:
    program = _program(_CONFIG)
    assert _why(program.replace("%cx, %ci)", "%cx)").replace(
        "tensor<f32>, tensor<i32>) -> (", "tensor<f32>) -> (")) == (
        "it has 3 operand(s) and 2 result(s); expected N inputs, N init values and N results")
    assert _why(program.replace("(%x, %i, %cx, %ci)", "(%x, %i, %ci, %ci)").replace(
        "tensor<f32>, tensor<i32>) -> (", "tensor<i32>, tensor<i32>) -> (")) == (
        "init value 0 is tensor<i32>, not a 0-d f32")
    assert _why(program.replace("tensor<4x7xi32>", "tensor<4x6xi32>")) == (
        "input 1 has shape tensor<4x6xi32>, input 0 tensor<4x7xf32>")
    two_args = _COMPARATOR.replace(", %i: tensor<i32>, %j: tensor<i32>", "")
    assert _why(_program(_CONFIG, comparator=two_args)) == (
        "its comparator does not take (lhs, rhs) 0-d pairs of the inputs' types and return "
        "one i1")
    assert _why(program.replace("[@gt]", "[@gt, @gt]")) == (
        "it names 2 called computations; expected one comparator")


def test_approx_top_k_without_its_comparator_is_reported() -> None:
    with pytest.raises(UnsupportedError) as e:
        load_text(_program(_CONFIG, comparator="", callee="gt"))
    ((loc, what),) = e.value.problems
    assert what == ("stablehlo.custom_call @ApproxTopK calls @gt, which the module does not "
                    "define")
