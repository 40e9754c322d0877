"""Shardy meshes, shardings and manual computations (pjrtc/frontend/shardy.py), in the sdy
dialect and in XLA's round-trip form (xla.sdy.* custom calls, frontend-attribute strings), and
JAX's export data that needs several devices. The programs that compile are run on the device
in tests/e2e/test_shardy.py."""

from __future__ import annotations

import pytest
from frontend_helpers import load_text

from pjrtc.ir.verify import verify_graph
from pjrtc.errors import UnsupportedError
from pjrtc.frontend import load_bytes, shardy
from pjrtc.ir.tensor import Op

EXPORT_DATA = "jax._src.internal_test_util.export_back_compat_test_data"


def _problems(text: str) -> list[tuple[str, str]]:
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    return e.value.problems


def test_mesh_and_manual_axes_texts_parse() -> None:
    meshes = {"m": (("a", 1), ("b", 2))}
    assert shardy.parse_mesh('#sdy.mesh<["a"=2, "b"=1]>') == (("a", 2), ("b", 1))
    assert shardy.parse_mesh("#sdy.mesh<[], device_ids=[3]>") == ()
    assert shardy.manual_axes('#sdy<manual_axes{"a", "b"}>') == ("a", "b")
    assert shardy.sharding_mesh(meshes, '#sdy.sharding_per_value<[<@m, [{"a"}, {}]>]>') == (
        "mesh @m", meshes["m"])
    inline = shardy.sharding_mesh(meshes, '[<mesh<["x"=2, "y"=1]>, [{"x"}]>]')
    assert inline == ("its inline mesh", (("x", 2), ("y", 1)))
    assert shardy.describe("mesh @m", (("a", 2), ("b", 4))) == 'mesh @m ["a"=2, "b"=4]'
    assert shardy.manual_problem(("mesh @m", meshes["m"]), ("a",)) is None
    assert "2 devices" in shardy.manual_problem(("mesh @m", meshes["m"]), ("a", "b"))
    assert "2 devices of its manual axes {\"x\"} of its inline mesh" in shardy.manual_problem(
        inline, ("x",))


def _manual(mesh: str, local: str) -> str:
    """A shard_map over axis "a" of `mesh` (its body's argument of type `local`), holding
    every sdy annotation op, inside a named computation."""
    return f"""module @m attributes {{mhlo.num_partitions = 1 : i32}} {{
  sdy.mesh @mesh = <[{mesh}]>
  func.func public @main(%arg0: tensor<4x3xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"a"}}, {{}}]>}})
      -> (tensor<4x3xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}) {{
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{{"a"}}, {{}}]> : tensor<4x3xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{{"a"}}, {{}}]>] out_shardings=[<@mesh, [{{"a"}}, {{}}]>] manual_axes={{"a"}} (%x: {local}) {{
      %2 = stablehlo.multiply %x, %x : {local}
      sdy.return %2 : {local}
    }} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %3 = sdy.named_computation<"inner">(%1) (%y: tensor<4x3xf32>) {{
      %4 = sdy.reshard %y <@mesh, [{{}}, {{}}]> : tensor<4x3xf32>
      %5 = sdy.propagation_barrier %4 allowed_direction=NONE : tensor<4x3xf32>
      sdy.sharding_group %5 group_id=0 : tensor<4x3xf32>
      sdy.return %5 : tensor<4x3xf32>
    }} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    return %3 : tensor<4x3xf32>
  }}
}}
"""


@pytest.mark.parametrize("mesh", ['"a"=1', '"a"=1, "b"=4'])
def test_manual_computation_over_one_device_is_inlined(mesh: str) -> None:
    graph, _ = load_text(_manual(mesh, "tensor<4x3xf32>"))
    verify_graph(graph)
    assert [n.op for n in graph.nodes] == [Op.MULTIPLY]
    assert graph.nodes[0].operands == (graph.params[0], graph.params[0])
    assert graph.results == graph.nodes[0].results


def test_manual_computation_over_several_devices_names_the_mesh() -> None:
    assert _problems(_manual('"a"=2, "b"=3', "tensor<2x3xf32>")) == [(
        "model.mlir:6:10",
        'sdy.manual_computation is not supported: its body runs once on each of the 2 devices '
        'of its manual axes {"a"} of mesh @mesh ["a"=2, "b"=3] (a shard_map over several '
        'devices), and pjrtc runs the program on one device')]


def _round_trip(meshes: str, local: str, on_call: bool = False) -> str:
    """XLA's round-trip form of a shard_map over axis "a": the body outlined into a function
    called between xla.sdy.GlobalToLocalShape and xla.sdy.LocalToGlobalShape, the shardings
    as strings (on the custom calls, or on the call as newer XLA writes them)."""
    axes = r'xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>"'
    ins = r'xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"'
    outs = r'xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"'
    on_calls = "" if on_call else f" {{mhlo.frontend_attributes = {{{ins}, {axes}}}}}"
    on_body = f" {{mhlo.frontend_attributes = {{{ins}, {axes}, {outs}}}}}" if on_call else ""
    back = "" if on_call else f" {{mhlo.frontend_attributes = {{{outs}, {axes}}}}}"
    return f"""module @m attributes {{mhlo.frontend_attributes = {{xla.sdy.meshes = "{{mesh = #sdy.mesh<[{meshes}]>}}"}}}} {{
  func.func public @main(%arg0: tensor<4x3xf32> {{mhlo.frontend_attributes = {{xla.sdy.sharding = "#sdy.sharding<@mesh, [{{\\22a\\22}}, {{}}]>"}}}}) -> tensor<4x3xf32> {{
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0){on_calls} : (tensor<4x3xf32>) -> {local}
    %1 = call @xla.sdy.manual_computation_body(%0){on_body} : ({local}) -> {local}
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1){back} : ({local}) -> tensor<4x3xf32>
    stablehlo.custom_call @xla.sdy.ShardingGroup(%2) {{has_side_effect = true, mhlo.frontend_attributes = {{xla.sdy.sharding_group_id = "0 : i64"}}}} : (tensor<4x3xf32>) -> ()
    %3 = stablehlo.custom_call @xla.sdy.PropagationBarrier(%2) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%3) {{has_side_effect = true, mhlo.frontend_attributes = {{xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{{}}, {{}}]>]>"}}}} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    return %4 : tensor<4x3xf32>
  }}
  func.func private @xla.sdy.manual_computation_body(%x: {local}) -> {local} {{
    %0 = stablehlo.multiply %x, %x : {local}
    return %0 : {local}
  }}
}}
"""


@pytest.mark.parametrize("on_call", [False, True])
def test_round_trip_manual_computation_over_one_device_is_inlined(on_call: bool) -> None:
    graph, _ = load_text(_round_trip(r"\22a\22=1, \22b\22=2", "tensor<4x3xf32>", on_call))
    assert [n.op for n in graph.nodes] == [Op.MULTIPLY]
    assert graph.results == graph.nodes[0].results


def test_round_trip_manual_computation_over_several_devices_names_the_mesh() -> None:
    why = ('its body runs once on each of the 2 devices of its manual axes {"a"} of mesh '
           '@mesh ["a"=2] (a shard_map over several devices), and pjrtc runs the program on '
           'one device')
    # The first cause only: the body's call and LocalToGlobalShape take a poisoned value.
    assert _problems(_round_trip(r"\22a\22=2", "tensor<2x3xf32>")) == [(
        "model.mlir:3:10", f"stablehlo.custom_call @xla.sdy.GlobalToLocalShape is not "
                           f"supported: {why}")]
    assert _problems(_round_trip(r"\22a\22=2", "tensor<2x3xf32>", on_call=True)) == [
        ("model.mlir:3:10", "stablehlo.custom_call @xla.sdy.GlobalToLocalShape is not "
                            "supported: it turns (tensor<4x3xf32>) into (tensor<2x3xf32>): the "
                            "program is partitioned for several devices (a shard_map body), "
                            "and pjrtc runs it on one"),
        ("model.mlir:4:10", f"func.call @xla.sdy.manual_computation_body is not supported: "
                            f"{why}")]


def _manual_call(meshes: str, local: str) -> str:
    """Newer XLA's round-trip form: one xla.sdy.ManualComputation custom call naming the
    outlined body, which takes and returns local shapes, in called_computations."""
    attrs = (r'xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>", '
             r'xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", '
             r'xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"')
    return f"""module @m {{
  sdy.mesh @mesh = <[{meshes}]>
  func.func public @main(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {{
    %0 = stablehlo.custom_call @xla.sdy.ManualComputation(%arg0) {{called_computations = [@xla.sdy.manual_computation_body_0], mhlo.frontend_attributes = {{{attrs}}}}} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }}
  func.func private @xla.sdy.manual_computation_body_0(%x: {local}) -> {local} {{
    %0 = stablehlo.multiply %x, %x : {local}
    return %0 : {local}
  }}
}}
"""


def test_manual_computation_custom_call_over_one_device_is_inlined() -> None:
    graph, _ = load_text(_manual_call('"a"=1', "tensor<4x3xf32>"))
    assert [n.op for n in graph.nodes] == [Op.MULTIPLY]
    assert graph.nodes[0].operands == (graph.params[0], graph.params[0])


def test_manual_computation_custom_call_over_several_devices_names_the_mesh() -> None:
    assert _problems(_manual_call('"a"=4', "tensor<1x3xf32>")) == [(
        "model.mlir:4:10",
        "stablehlo.custom_call @xla.sdy.ManualComputation is not supported: its body runs once "
        'on each of the 4 devices of its manual axes {"a"} of mesh @mesh ["a"=4] (a shard_map '
        "over several devices), and pjrtc runs the program on one device")]
    no_body = _manual_call('"a"=1', "tensor<4x3xf32>").replace(
        "called_computations = [@xla.sdy.manual_computation_body_0], ", "")
    assert _problems(no_body) == [(
        "model.mlir:4:10",
        "stablehlo.custom_call @xla.sdy.ManualComputation is not supported: its "
        "called_computations [] do not name one function of its 1 operand(s), its body")]


def test_round_trip_manual_axes_without_a_mesh_are_reported() -> None:
    text = _round_trip(r"\22a\22=1", "tensor<4x3xf32>").replace("xla.sdy.in_shardings", "x")
    assert _problems(text)[0] == (
        "model.mlir:3:10", 'stablehlo.custom_call @xla.sdy.GlobalToLocalShape is not supported: '
                           'its shardings name no mesh, so the sizes of its manual axes {"a"} '
                           'are unknown')


def test_round_trip_manual_axes_of_an_undefined_mesh_are_reported() -> None:
    text = _round_trip(r"\22a\22=1", "tensor<4x3xf32>").replace("{mesh = ", "{other = ")
    assert _problems(text)[0] == (
        "model.mlir:3:10", 'stablehlo.custom_call @xla.sdy.GlobalToLocalShape is not supported: '
                           'its manual axes {"a"} are not all axes of mesh @mesh (not defined '
                           'in the module)')


def _export_data(module: str, name: str, sub: str | None = None) -> dict:
    import importlib

    data = getattr(importlib.import_module(f"{EXPORT_DATA}.{module}"), name)
    return data[sub] if sub else data


@pytest.mark.parametrize("module, name, sub, where", [
    ("shardy_sharding_ops_with_different_meshes", "data_2025_06_30", None, 992),
    ("tpu_Sharding", "data_2025_06_30", "shardy", 792),
])
def test_jax_export_data_for_two_devices_names_the_mesh(module, name, sub, where) -> None:
    """JAX's shard_map + ppermute over a mesh of 2 devices (StableHLO portable artifacts)."""
    data = _export_data(module, name, sub)
    with pytest.raises(UnsupportedError) as e:
        load_bytes(data["mlir_module_serialized"], "data.mlirbc")
    ((loc, what),) = e.value.problems
    assert loc.endswith(f"export_back_compat_test.py:{where}:{13 if where == 992 else 6}")
    assert what.startswith("sdy.manual_computation is not supported: its body runs once on "
                           'each of the 2 devices of its manual axes {"a"} of mesh @mesh '
                           '["a"=2]')


def _all_reduce(groups: str, partitions: int = 2) -> str:
    return f"""module @m attributes {{mhlo.num_partitions = {partitions} : i32}} {{
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %0 = "stablehlo.all_reduce"(%x) <{{replica_groups = dense<{groups}> : tensor<2x1xi64>, use_global_device_ids, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}
"""


def test_collective_whose_groups_each_hold_one_process_compiles_for_any_grid() -> None:
    """A psum over a mesh axis of size 1 of a mesh with other axes (a shard_map over "x" of
    mesh ("x"=1, "y"=2)): every partition reduces its own value."""
    graph, _ = load_text(_all_reduce("[[0], [1]]"))
    (node,) = graph.nodes
    assert node.op is Op.ALL_REDUCE and node.attrs["replica_groups"] == ((0,),)
    assert _problems(_all_reduce("[[0, 1]]").replace("tensor<2x1xi64>", "tensor<1x2xi64>")) == [(
        "model.mlir:3:10", "stablehlo.all_reduce is not supported in a module built for 1 "
                           "replica(s) x 2 partition(s) (mhlo.num_replicas, "
                           "mhlo.num_partitions): pjrtc runs the program as one process")]


def test_sharding_group_call_with_a_result_is_reported() -> None:
    text = _round_trip(r"\22a\22=1", "tensor<4x3xf32>").replace(
        "stablehlo.custom_call @xla.sdy.ShardingGroup(%2)", "%g = stablehlo.custom_call "
        "@xla.sdy.ShardingGroup(%2)").replace(": (tensor<4x3xf32>) -> ()",
                                              ": (tensor<4x3xf32>) -> tensor<4x3xf32>")
    assert _problems(text) == [(
        "model.mlir:6:10", "stablehlo.custom_call @xla.sdy.ShardingGroup is not supported: it "
                           "has results, and this annotation has none")]


def test_jax_gspmd_export_data_for_two_devices_is_reported() -> None:
    """tpu_Sharding's GSPMD form (its bytecode predates portable artifacts: its text)."""
    data = _export_data("tpu_Sharding", "data_2025_06_30", "gspmd")
    with pytest.raises(UnsupportedError) as e:
        load_text(data["mlir_module_text"])
    ((loc, what),) = e.value.problems
    assert what == ("stablehlo.custom_call @SPMDFullToShardShape is not supported: it turns "
                    "(tensor<2x4xf32>) into (tensor<1x4xf32>): the program is partitioned for "
                    "several devices (a shard_map body), and pjrtc runs it on one")
