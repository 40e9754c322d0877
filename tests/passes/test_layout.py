"""The layout pass (pjrtc/passes/layout.py) without a device: NCHW convolutions become NHWC
ones, the transposes between neighbouring convolutions cancel, the per-dimension attributes of
the ops they pass through follow, and a graph with nothing to rewrite is left as it is.
Numbers on the device: tests/e2e/test_layout_device.py."""

from __future__ import annotations

from pjrtc.driver import compile_bytes
from pjrtc.ir.tensor import Graph, Node, Op
from pjrtc.ir.verify import verify_graph
from pjrtc.passes.layout import choose_layouts
from pjrtc.target import INTEL_OPENCL_CPU as CPU

NCHW = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
NHWC = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"


def _graph(text: str) -> Graph:
    return compile_bytes(text.encode(), "layout.mlir", stop_after="tir").outputs["tir"][0]


def _laid_out(text: str) -> Graph:
    graph = choose_layouts(_graph(text), CPU)
    verify_graph(graph)
    return graph


def _nodes(graph: Graph, op: Op) -> list[Node]:
    return [node for node in graph.nodes if node.op is op]


def _conv(x: str, w: str, lhs: str, rhs: str, out: str, dims: str = NCHW, pad: int = 1) -> str:
    return (f"stablehlo.convolution({x}, {w}) dim_numbers = {dims}, window = {{stride = [1, 1],"
            f" pad = [[{pad}, {pad}], [{pad}, {pad}]]}} {{batch_group_count = 1 : i64, "
            f"feature_group_count = 1 : i64}} : ({lhs}, {rhs}) -> {out}")


T = "tensor<2x8x10x10xf32>"
W = "tensor<8x8x3x3xf32>"
V = "tensor<8xf32>"

# conv -> per-channel scale and shift -> relu -> conv -> residual add, all NCHW.
BLOCK = f"""func.func @main(%x: {T}, %w1: {W}, %w2: {W}, %g: {V}) -> {T} {{
  %0 = {_conv("%x", "%w1", T, W, T)}
  %1 = stablehlo.broadcast_in_dim %g, dims = [1] : ({V}) -> {T}
  %2 = stablehlo.multiply %0, %1 : {T}
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> {T}
  %3 = stablehlo.maximum %2, %zb : {T}
  %4 = {_conv("%3", "%w2", T, W, T)}
  %5 = stablehlo.add %4, %x : {T}
  return %5 : {T}
}}
"""


def test_convolutions_become_nhwc_and_the_transposes_between_them_cancel():
    graph = _laid_out(BLOCK)
    for conv in _nodes(graph, Op.CONVOLUTION):
        a = conv.attrs
        assert (a["input_batch_dimension"], a["input_spatial_dimensions"],
                a["input_feature_dimension"]) == (0, (1, 2), 3)
        assert (a["output_batch_dimension"], a["output_spatial_dimensions"],
                a["output_feature_dimension"]) == (0, (1, 2), 3)
        assert conv.result.type.shape == (2, 10, 10, 8)
        # The OIHW kernel is read as it is (its panels are packed whatever its order).
        assert conv.operands[1] in graph.params
    # x enters NHWC once (read by the first convolution and the residual add), the result
    # leaves NCHW once: nothing between the convolutions.
    transposes = _nodes(graph, Op.TRANSPOSE)
    assert [t.attrs["permutation"] for t in transposes] == [(0, 2, 3, 1), (0, 3, 1, 2)]
    assert transposes[0].operands == (graph.params[0],)
    assert graph.results == transposes[1].results
    # The per-channel vector is broadcast along the NHWC feature dimension.
    broadcast, = [b for b in _nodes(graph, Op.BROADCAST_IN_DIM) if b.operands[0].type.rank]
    assert broadcast.attrs["broadcast_dimensions"] == (3,)


def test_a_graph_without_convolutions_is_untouched():
    text = f"""func.func @main(%x: {T}) -> tensor<2x10x10x8xf32> {{
  %0 = stablehlo.transpose %x, dims = [0, 2, 3, 1] : ({T}) -> tensor<2x10x10x8xf32>
  %1 = stablehlo.exponential %0 : tensor<2x10x10x8xf32>
  return %1 : tensor<2x10x10x8xf32>
}}
"""
    graph = _graph(text)
    assert choose_layouts(graph, CPU) is graph


def test_nhwc_convolutions_are_untouched():
    x, w = "tensor<2x10x10x8xf32>", "tensor<3x3x8x8xf32>"
    text = f"""func.func @main(%x: {x}, %w: {w}) -> {x} {{
  %0 = {_conv("%x", "%w", x, w, x, NHWC)}
  %1 = stablehlo.tanh %0 : {x}
  return %1 : {x}
}}
"""
    graph = _graph(text)
    assert choose_layouts(graph, CPU) is graph


def test_pool_and_global_mean_leave_without_a_transpose():
    pooled = "tensor<2x8x5x5xf32>"
    text = f"""func.func @main(%x: {T}, %w: {W}) -> tensor<2x8xf32> {{
  %0 = {_conv("%x", "%w", T, W, T)}
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%0, %ninf) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }}) {{window_dimensions = array<i64: 1, 1, 3, 2>, window_strides = array<i64: 1, 1, 2, 2>,
       padding = dense<[[0, 0], [0, 0], [1, 1], [0, 0]]> : tensor<4x2xi64>}}
     : ({T}, tensor<f32>) -> {pooled}
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %zero) applies stablehlo.add across dimensions = [2, 3]
     : ({pooled}, tensor<f32>) -> tensor<2x8xf32>
  return %2 : tensor<2x8xf32>
}}
"""
    graph = _laid_out(text)
    window, = _nodes(graph, Op.REDUCE_WINDOW)
    assert window.attrs["window_dimensions"] == (1, 3, 2, 1)
    assert window.attrs["window_strides"] == (1, 2, 2, 1)
    assert window.attrs["padding"] == ((0, 0), (1, 1), (0, 0), (0, 0))
    assert window.result.type.shape == (2, 5, 5, 8)
    reduce, = _nodes(graph, Op.REDUCE)
    assert reduce.attrs["dimensions"] == (1, 2)
    # Only the entry transpose of x; the (batch, feature) mean is the result as it is.
    transpose, = _nodes(graph, Op.TRANSPOSE)
    assert transpose.operands == (graph.params[0],)
    assert graph.results == reduce.results


def test_a_transpose_back_to_nhwc_cancels_and_pad_concatenate_follow():
    out = "tensor<2x10x10x16xf32>"
    text = f"""func.func @main(%x: {T}, %w: {W}) -> {out} {{
  %0 = {_conv("%x", "%w", T, W, T)}
  %1 = stablehlo.concatenate %0, %0, dim = 1 : ({T}, {T}) -> tensor<2x16x10x10xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.pad %1, %zero, low = [0, 0, 1, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0]
     : (tensor<2x16x10x10xf32>, tensor<f32>) -> tensor<2x16x11x12xf32>
  %3 = stablehlo.slice %2 [0:2, 0:16, 0:10, 0:10]
     : (tensor<2x16x11x12xf32>) -> tensor<2x16x10x10xf32>
  %4 = stablehlo.transpose %3, dims = [0, 2, 3, 1] : (tensor<2x16x10x10xf32>) -> {out}
  return %4 : {out}
}}
"""
    graph = _laid_out(text)
    concat, = _nodes(graph, Op.CONCATENATE)
    assert concat.attrs["dimension"] == 3
    pad, = _nodes(graph, Op.PAD)
    assert (pad.attrs["edge_padding_low"], pad.attrs["edge_padding_high"]) == (
        (0, 1, 0, 0), (0, 0, 2, 0))
    # The slice is not layout-agnostic here: the view is transposed for it, and the user's
    # transpose back stays (two transposes, each fused into its reader by lowering).
    assert len(_nodes(graph, Op.TRANSPOSE)) == 3


def test_user_transpose_to_nhwc_of_a_convolution_result_cancels():
    out = "tensor<2x10x10x8xf32>"
    text = f"""func.func @main(%x: {T}, %w: {W}) -> {out} {{
  %0 = {_conv("%x", "%w", T, W, T)}
  %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] : ({T}) -> {out}
  return %1 : {out}
}}
"""
    graph = _laid_out(text)
    conv, = _nodes(graph, Op.CONVOLUTION)
    assert graph.results == conv.results
    assert len(_nodes(graph, Op.TRANSPOSE)) == 1  # x's, at the entry


def test_batch_norm_inference_follows_the_feature_dimension():
    text = f"""func.func @main(%x: {T}, %w: {W}, %s: {V}) -> {T} {{
  %0 = {_conv("%x", "%w", T, W, T)}
  %1 = "stablehlo.batch_norm_inference"(%0, %s, %s, %s, %s)
     {{epsilon = 1.0e-05 : f32, feature_index = 1 : i64}} : ({T}, {V}, {V}, {V}, {V}) -> {T}
  return %1 : {T}
}}
"""
    graph = _laid_out(text)
    bn, = _nodes(graph, Op.BATCH_NORM_INFERENCE)
    assert bn.attrs["feature_index"] == 3 and bn.result.type.shape == (2, 10, 10, 8)


def test_a_view_transposed_for_one_reader_stays_a_view_for_the_others():
    part = "tensor<2x8x10x5xf32>"
    text = f"""func.func @main(%x: {T}, %w: {W}) -> ({part}, {T}) {{
  %0 = {_conv("%x", "%w", T, W, T)}
  %1 = stablehlo.slice %0 [0:2, 0:8, 0:10, 0:5] : ({T}) -> {part}
  %2 = stablehlo.tanh %0 : {T}
  %3 = {_conv("%2", "%w", T, W, T)}
  return %1, %3 : {part}, {T}
}}
"""
    graph = _laid_out(text)
    first, second = _nodes(graph, Op.CONVOLUTION)
    tanh, = _nodes(graph, Op.TANH)
    assert tanh.operands == first.results and second.operands[0] == tanh.result
    # x in, the first result out for the slice, the second result out: once each.
    assert len(_nodes(graph, Op.TRANSPOSE)) == 3
