"""rng_bit_generator and rng in the frontend: the states XLA:CPU cannot run are reported with
their location; supported ones become tensor IR nodes that the graph passes (the prep stage) expand away."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.ir.verify import verify_graph
from pjrtc.errors import UnsupportedError
from pjrtc.ir.tensor import Op
from pjrtc.passes.expand import GRAPH_PASSES
from pjrtc.target import INTEL_OPENCL_CPU as CPU


def _rbg(algorithm: str, state: str, output: str = "tensor<5xui32>") -> str:
    return f"""func.func @main(%s: {state}) -> ({state}, {output}) {{
  %n, %o = "stablehlo.rng_bit_generator"(%s) {{rng_algorithm = #stablehlo<rng_algorithm {algorithm}>}} : ({state}) -> ({state}, {output})
  return %n, %o : {state}, {output}
}}
"""


@pytest.mark.parametrize("algorithm, state, wanted", [
    ("THREE_FRY", "tensor<3xui64>", "tensor<2xui64>"),
    ("PHILOX", "tensor<4xui64>", "tensor<2xui64> or tensor<3xui64>"),
    ("DEFAULT", "tensor<2xi64>", "tensor<2xui64> or tensor<3xui64>"),
    ("THREE_FRY", "tensor<2xui32>", "tensor<2xui64>"),
])
def test_states_xla_cannot_run_are_reported(algorithm, state, wanted):
    with pytest.raises(UnsupportedError) as e:
        load_text(_rbg(algorithm, state))
    why = (f"stablehlo.rng_bit_generator {algorithm} with a {state} state is not supported "
           f"(it takes {wanted})")
    assert e.value.problems == [("model.mlir:2:12", why)]


def test_rng_bit_generator_node_and_expansion():
    graph, _ = load_text(_rbg("PHILOX", "tensor<3xui64>", "tensor<2x3xf16>"))
    (node,) = graph.nodes
    assert node.op is Op.RNG_BIT_GENERATOR and node.attrs == {"algorithm": "PHILOX"}
    assert node.loc == "model.mlir:2:12"
    expanded = _prepared(graph)
    verify_graph(expanded)
    ops = {n.op for n in expanded.nodes}
    assert Op.RNG_BIT_GENERATOR not in ops and Op.MULTIPLY in ops  # Philox's multiplies
    assert all(n.loc == node.loc for n in expanded.nodes)  # errors still point at the op
    assert [v.type for v in expanded.results] == [v.type for v in graph.results]


RNG = """func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<4x6xf32> {
  %shape = stablehlo.constant dense<[4, 6]> : tensor<2xi64>
  %x = stablehlo.rng %a, %b, %shape, distribution = NORMAL
     : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x6xf32>
  return %x : tensor<4x6xf32>
}
"""


def test_rng_node_drops_the_shape_operand():
    graph, _ = load_text(RNG)
    (node,) = [n for n in graph.nodes if n.op is Op.RNG]
    assert node.operands == graph.params and node.attrs == {"distribution": "NORMAL"}
    expanded = _prepared(graph)
    verify_graph(expanded)
    assert Op.RNG not in {n.op for n in expanded.nodes}


def _prepared(graph):
    """The graph after the driver's graph passes (its `prep` stage)."""
    for _, graph_pass in GRAPH_PASSES:
        graph = graph_pass(graph, CPU)
    return graph
