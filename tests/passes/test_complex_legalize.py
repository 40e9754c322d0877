"""The complex legalization (pjrtc/passes/complex.py) without a device: no complex type
reaches lowering, the signature keeps the complex types, complex parameters are read in
place, and a complex elementwise op is one fused expression, not a kernel per subexpression.
"""

from __future__ import annotations

from pjrtc.driver import compile_bytes
from pjrtc.ir.builder import node_graphs
from pjrtc.ir.tensor import DType, Graph, TensorType
from pjrtc.lower import lower_graph
from pjrtc.target import INTEL_OPENCL_CPU as CPU

C = "tensor<6x5xcomplex<f32>>"


def _prepared(text: str) -> Graph:
    return compile_bytes(text.encode(), "complex.mlir", stop_after="prep").outputs["prep"][0]


def _dtypes(graph: Graph) -> set[DType]:
    found = {v.type.dtype for v in graph.params + graph.results}
    for node in graph.nodes:
        found |= {v.type.dtype for v in node.operands + node.results}
        for sub in node_graphs(node):
            found |= _dtypes(sub)
    return found


def test_no_complex_type_survives_and_the_signature_keeps_them():
    graph = _prepared(f"""func.func @main(%z: {C}, %k: tensor<i32>) -> ({C}, tensor<5xf32>) {{
  %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %s = stablehlo.reduce(%z init: %zero) applies stablehlo.add across dimensions = [0]
    : ({C}, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
  %a = stablehlo.abs %s : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  %w:2 = stablehlo.while(%i = %k, %v = %z) : tensor<i32>, {C}
    cond {{
      %c0 = stablehlo.constant dense<0> : tensor<i32>
      %p = stablehlo.compare GT, %i, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }} do {{
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.subtract %i, %one : tensor<i32>
      %e = stablehlo.exponential %v : {C}
      stablehlo.return %j, %e : tensor<i32>, {C}
    }}
  return %w#1, %a : {C}, tensor<5xf32>
}}""")
    assert not any(d.is_complex for d in _dtypes(graph))
    assert graph.params[0].type == TensorType((6, 5, 2), DType.F32)
    assert graph.abi_param_types == (TensorType((6, 5), DType.C64), None)
    assert graph.results[0].type == TensorType((6, 5, 2), DType.F32)
    assert graph.abi_result_types == (TensorType((6, 5), DType.C64), None)


def test_complex_elementwise_ops_fuse():
    """exp, divide, abs of parameters: one kernel each reads the parameters' buffers."""
    graph = _prepared(f"""func.func @main(%z: {C}, %w: {C}) -> (tensor<6x5xf32>) {{
  %e = stablehlo.exponential %z : {C}
  %q = stablehlo.divide %e, %w : {C}
  %a = stablehlo.abs %q : ({C}) -> tensor<6x5xf32>
  return %a : tensor<6x5xf32>
}}""")
    module = lower_graph(graph, CPU)
    kernels = module.kernels
    # exp -> divide -> abs: each complex result feeding a complex op is written once, both
    # parts by one kernel; abs fuses the last
    assert len(kernels) <= 3, [k.name for k in kernels]
    read = {v.id for k in kernels for v in k.args()}
    assert {p.id for p in graph.params} <= read


def test_result_is_the_parameter_buffer_layout():
    """A complex identity on interleaved (re, im) data: the result writes a [..., 2] tensor,
    which is the parameter itself (a copy), not a concatenation of slices."""
    graph = _prepared(f"""func.func @main(%z: {C}) -> {C} {{
  %r = stablehlo.real %z : ({C}) -> tensor<6x5xf32>
  %i = stablehlo.imag %z : ({C}) -> tensor<6x5xf32>
  %c = stablehlo.complex %r, %i : {C}
  return %c : {C}
}}""")
    assert graph.results == graph.params
