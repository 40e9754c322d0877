"""Tuples, tokens, custom calls and collectives in the frontend, and the errors for what
cannot run as one process on one device (host channels, other processes, unknown targets),
quantized types and dynamic shapes."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.ir.verify import verify_graph
from pjrtc.errors import UnsupportedError
from pjrtc.frontend import custom_calls
from pjrtc.frontend.custom_call_rule import CustomCallError
from pjrtc.frontend.values import TOKEN, TupleValue, is_token, rebuild, tensor_leaves
from pjrtc.ir.tensor import DType, Op, TensorType, Value


def _problems(text: str) -> list[tuple[str, str]]:
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    return e.value.problems


# -- tuples ----------------------------------------------------------------------------------

TUPLES = """module {
  func.func public @main(%p: tuple<tensor<4xf32>, tuple<tensor<i32>, !stablehlo.token>>
                           {jax.arg_info = "p"}, %q: tensor<2xi8>)
      -> (tuple<tensor<4xf32>, tuple<tensor<i32>>> {jax.result_info = "out"}, tensor<2xi8>) {
    %0 = call @f(%p) : (tuple<tensor<4xf32>, tuple<tensor<i32>, !stablehlo.token>>)
        -> tuple<tensor<4xf32>, tuple<tensor<i32>>>
    return %0, %q : tuple<tensor<4xf32>, tuple<tensor<i32>>>, tensor<2xi8>
  }
  func.func private @f(%x: tuple<tensor<4xf32>, tuple<tensor<i32>, !stablehlo.token>>)
      -> tuple<tensor<4xf32>, tuple<tensor<i32>>> {
    %0 = stablehlo.get_tuple_element %x[0]
        : (tuple<tensor<4xf32>, tuple<tensor<i32>, !stablehlo.token>>) -> tensor<4xf32>
    %1 = stablehlo.get_tuple_element %x[1] : (tuple<tensor<4xf32>, tuple<tensor<i32>,
        !stablehlo.token>>) -> tuple<tensor<i32>, !stablehlo.token>
    %2 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<i32>, !stablehlo.token>) -> tensor<i32>
    %3 = stablehlo.add %0, %0 : tensor<4xf32>
    %4 = stablehlo.tuple %2 : tuple<tensor<i32>>
    %5 = stablehlo.tuple %3, %4 : tuple<tensor<4xf32>, tuple<tensor<i32>>>
    return %5 : tuple<tensor<4xf32>, tuple<tensor<i32>>>
  }
}
"""


def test_tuple_parameters_and_results_are_flattened() -> None:
    graph, _ = load_text(TUPLES)
    verify_graph(graph)
    assert [str(p.type) for p in graph.params] == ["tensor<4xf32>", "tensor<i32>",
                                                   "tensor<2xi8>"]
    assert graph.param_names == ("p[0]", "p[1][0]", None)  # the token of p[1] is left out
    assert [str(r.type) for r in graph.results] == ["tensor<4xf32>", "tensor<i32>",
                                                    "tensor<2xi8>"]
    assert graph.result_names == ("out[0]", "out[1][0]", None)
    assert [n.op for n in graph.nodes] == [Op.ADD]  # tuple ops leave no node behind
    assert graph.results[1] is graph.params[1] and graph.results[2] is graph.params[2]


def test_values_helpers_round_trip() -> None:
    a, b = Value(0, TensorType((2,), DType.F32)), Value(1, TensorType((), DType.I32))
    nested = TupleValue((a, TupleValue((TOKEN, b)), TOKEN))
    assert tensor_leaves([nested, TOKEN, b]) == [a, b, b]
    c, d = Value(2, a.type), Value(3, b.type)
    assert rebuild(nested, iter([c, d])) == TupleValue((c, TupleValue((TOKEN, d)), TOKEN))
    assert is_token(TOKEN) and not is_token(a) and not is_token(nested)


# -- tokens ----------------------------------------------------------------------------------

TOKENS = """module {
  func.func public @main(%t: !stablehlo.token {jax.token = true}, %x: tensor<3xf32>)
      -> (!stablehlo.token {jax.token = true}, tensor<3xf32>) {
    %c = stablehlo.create_token : !stablehlo.token
    %a = stablehlo.after_all %t, %c : !stablehlo.token
    %y = stablehlo.negate %x : tensor<3xf32>
    %r:2 = stablehlo.optimization_barrier %y, %a : tensor<3xf32>, !stablehlo.token
    %s:2 = call @g(%r#1, %r#0) : (!stablehlo.token, tensor<3xf32>)
        -> (!stablehlo.token, tensor<3xf32>)
    return %s#0, %s#1 : !stablehlo.token, tensor<3xf32>
  }
  func.func private @g(%t: !stablehlo.token, %x: tensor<3xf32>)
      -> (!stablehlo.token, tensor<3xf32>) {
    %z = stablehlo.add %x, %x : tensor<3xf32>
    %u = stablehlo.after_all %t : !stablehlo.token
    return %u, %z : !stablehlo.token, tensor<3xf32>
  }
}
"""


def test_tokens_are_left_out_of_the_signature() -> None:
    graph, _ = load_text(TOKENS)
    verify_graph(graph)
    assert [str(p.type) for p in graph.params] == ["tensor<3xf32>"]
    assert [str(r.type) for r in graph.results] == ["tensor<3xf32>"]
    assert [n.op for n in graph.nodes] == [Op.NEGATE, Op.ADD]


def test_token_taken_by_an_op_that_needs_tensors_is_reported() -> None:
    text = """module {
  func.func public @main(%t: !stablehlo.token, %x: tensor<3xf32>) -> tensor<3xf32> {
    %r:2 = "stablehlo.infeed"(%t) {infeed_config = ""}
        : (!stablehlo.token) -> (tensor<3xf32>, !stablehlo.token)
    %s = stablehlo.add %x, %r#0 : tensor<3xf32>
    return %s : tensor<3xf32>
  }
}
"""
    assert _problems(text) == [(
        "model.mlir:3:12", ("stablehlo.infeed is not supported: it exchanges data with the host "
                            "while the program runs, which a pjrtc artifact cannot do (it takes "
                            "inputs and returns results only)"))]


def test_host_and_channel_ops_say_why() -> None:
    text = """module {
  func.func public @main(%x: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
    %a = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""}
        : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    %b = "stablehlo.send"(%x, %a) {channel_handle = #stablehlo.channel_handle<handle = 1,
        type = 2>, is_host_transfer = true} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
    %r:2 = "stablehlo.recv"(%b) {channel_handle = #stablehlo.channel_handle<handle = 2,
        type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
    return %r#1 : !stablehlo.token
  }
}
"""
    problems = _problems(text)
    assert [(loc, what.split(":")[0]) for loc, what in problems] == [
        ("model.mlir:3:10", "stablehlo.outfeed is not supported"),
        ("model.mlir:5:10", "stablehlo.send is not supported"),
        ("model.mlir:7:12", "stablehlo.recv is not supported")]
    assert "with the host" in problems[0][1] and "over a channel" in problems[1][1]


# -- custom calls ----------------------------------------------------------------------------

def test_unknown_custom_call_names_the_target_and_what_is_implemented() -> None:
    text = """module {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @my_kernel(%x) {backend_config = ""} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
    ((loc, what),) = _problems(text)
    known = ", ".join(custom_calls.implemented_targets())
    assert loc == "model.mlir:3:10"
    assert what == ('stablehlo.custom_call @my_kernel is not supported: pjrtc implements no '
                    f'custom-call target "my_kernel" (it implements: {known})')
    assert "Sharding" in known and "SPMDFullToShardShape" in known


def test_host_callback_target_says_it_is_a_callback() -> None:
    text = """module {
  func.func public @main(%t: !stablehlo.token, %x: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%t, %x) {has_side_effect = true}
        : (!stablehlo.token, tensor<4xf32>) -> !stablehlo.token
    return %0, %x : !stablehlo.token, tensor<4xf32>
  }
}
"""
    ((loc, what),) = _problems(text)
    assert loc == "model.mlir:3:10" and "cannot call back into Python" in what


GSPMD_ONE_DEVICE = """module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32> {mhlo.sharding = "{replicated}"}) -> tensor<4x3xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,1]<=[1]}"} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<4x3xf32>
    %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.custom_call @annotate_device_placement(%3) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.custom_call @MoveToHost(%4) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.custom_call @MoveToDevice(%5) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    return %6 : tensor<4x3xf32>
  }
}
"""


def test_sharding_and_placement_targets_are_identities() -> None:
    graph, _ = load_text(GSPMD_ONE_DEVICE)
    assert [n.op for n in graph.nodes] == [Op.MULTIPLY]
    assert graph.nodes[0].operands == (graph.params[0], graph.params[0])
    assert graph.results == graph.nodes[0].results


# What JAX (shardy off) emits for shard_map(psum) over a mesh of 2 devices: per-device code.
GSPMD_TWO_DEVICES = """module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %2 : tensor<2x3xf32>
  }
}
"""


def test_partitioned_program_is_reported() -> None:
    """The all_reduce takes the poisoned shard: one cause, reported once."""
    assert _problems(GSPMD_TWO_DEVICES) == [(
        "model.mlir:4:10", ("stablehlo.custom_call @SPMDFullToShardShape is not supported: it "
                            "turns (tensor<4x3xf32>) into (tensor<2x3xf32>): the program is "
                            "partitioned for several devices (a shard_map body), and pjrtc "
                            "runs it on one"))]
    whole = GSPMD_TWO_DEVICES.replace('"stablehlo.all_reduce"(%1)', '"stablehlo.all_reduce"(%x)')
    whole = whole.replace("%1 = stablehlo.custom_call @SPMDFullToShardShape(%0)",
                          "%x = stablehlo.custom_call @SPMDFullToShardShape(%0)")
    assert _problems(whole.replace("tensor<2x3xf32>", "tensor<4x3xf32>")) == [(
        "model.mlir:5:10", ("stablehlo.all_reduce is not supported in a module built for 1 "
                            "replica(s) x 2 partition(s) (mhlo.num_replicas, "
                            "mhlo.num_partitions): pjrtc runs the program as one process"))]


def test_registering_a_target_is_one_entry(monkeypatch) -> None:
    """A rule emitting tensor IR through the builder; its nodes are checked against the
    support table, and CustomCallError becomes the op's message."""
    def sine_unless_f64(b, call):
        (x,) = call.operands
        if x.type.dtype is DType.F64:
            raise CustomCallError("f64 is not implemented")
        assert call.attrs["mhlo.backend_config"] == {"uplo": 76}
        return [b.unary(Op.SINE, x)]

    monkeypatch.setitem(custom_calls.CUSTOM_CALLS, "test_sine", sine_unless_f64)

    def program(t: str) -> str:
        return f"""module {{
  func.func public @main(%x: tensor<4x{t}>, %t: !stablehlo.token)
      -> (tensor<4x{t}>, !stablehlo.token) {{
    %0:2 = stablehlo.custom_call @test_sine(%x, %t) {{mhlo.backend_config = {{uplo = 76 : ui8}}}}
        : (tensor<4x{t}>, !stablehlo.token) -> (tensor<4x{t}>, !stablehlo.token)
    return %0#0, %0#1 : tensor<4x{t}>, !stablehlo.token
  }}
}}
"""
    graph, _ = load_text(program("f32"))
    verify_graph(graph)
    assert [n.op for n in graph.nodes] == [Op.SINE] and graph.nodes[0].loc == "model.mlir:4:12"
    assert graph.results == graph.nodes[0].results
    assert _problems(program("f64")) == [(
        "model.mlir:4:12", ("stablehlo.custom_call @test_sine is not supported: f64 is not "
                           "implemented"))]
    assert _problems(program("i32")) == [(
        "model.mlir:4:12", ("stablehlo.custom_call @test_sine: stablehlo.sine on i32 is not "
                           "supported"))]


# -- collectives -----------------------------------------------------------------------------

def _all_reduce(groups: str, module_attrs: str = "") -> str:
    return f"""module {module_attrs} {{
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %0 = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}) {{replica_groups = {groups}}} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}
"""


@pytest.mark.parametrize("groups", ["dense<[[0]]> : tensor<1x1xi64>",
                                    "dense<> : tensor<0x0xi64>",
                                    "dense<[[0, -1]]> : tensor<1x2xi64>"])  # -1 pads a group
def test_collective_on_process_zero_alone(groups: str) -> None:
    graph, _ = load_text(_all_reduce(groups))
    (node,) = graph.nodes
    assert node.op is Op.ALL_REDUCE and node.attrs["replica_groups"] in ((), ((0,),))


def test_collective_naming_another_process_is_reported() -> None:
    ((loc, what),) = _problems(_all_reduce("dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"))
    assert loc == "model.mlir:3:10"
    assert what == ("stablehlo.all_reduce is not supported: its replica_groups [[0, 1], [2, 3]] "
                    "name processes 1, 2, 3; pjrtc runs the program as one process (replica 0, "
                    "partition 0), so a collective can only involve that process")


def test_collective_in_a_multi_replica_module_is_reported() -> None:
    text = _all_reduce("dense<> : tensor<0x0xi64>",
                       "attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32}")
    ((_, what),) = _problems(text)
    assert what.startswith("stablehlo.all_reduce is not supported in a module built for 4 "
                           "replica(s) x 1 partition(s)")


def test_collective_permute_pairs_and_process_ids() -> None:
    text = """module {
  func.func public @main(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<ui32>, tensor<ui32>) {
    %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]>
        : tensor<2x2xi64>} : (tensor<4xi32>) -> tensor<4xi32>
    %1 = stablehlo.replica_id : tensor<ui32>
    %2 = stablehlo.partition_id : tensor<ui32>
    return %0, %1, %2 : tensor<4xi32>, tensor<ui32>, tensor<ui32>
  }
}
"""
    ((loc, what),) = _problems(text)
    assert loc == "model.mlir:3:10" and "source_target_pairs [[0, 1], [1, 0]] name process 1" in what
    graph, _ = load_text(text.replace("dense<[[0, 1], [1, 0]]>\n        : tensor<2x2xi64>",
                                      "dense<0> : tensor<1x2xi64>"))
    assert [n.op for n in graph.nodes] == [Op.COLLECTIVE_PERMUTE, Op.REPLICA_ID, Op.PARTITION_ID]
    assert graph.nodes[0].attrs["source_target_pairs"] == ((0, 0),)


# -- types -----------------------------------------------------------------------------------

def test_quantized_element_type_is_reported_with_its_location() -> None:
    text = """module {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>> {
    %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
    return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
  }
}
"""
    ((loc, what),) = _problems(text)
    assert loc == "model.mlir:2:64"
    assert what.startswith("quantized element type !quant.uniform<i8:f32, 0.5:-1> is not "
                           "supported (supported: i1, i8,")


def test_unranked_tensor_is_reported_as_dynamic() -> None:
    text = """module {
  func.func public @main(%x: tensor<*xf32>) -> tensor<*xf32> {
    return %x : tensor<*xf32>
  }
}
"""
    assert _problems(text) == [("model.mlir:2:26", ("argument 0 has dynamic shape "
                                                    "tensor<*xf32>; only static shapes are "
                                                    "supported"))]
