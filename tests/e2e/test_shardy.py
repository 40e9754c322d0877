"""Shardy programs on the device (pjrtc/frontend/shardy.py): JAX's export data whose
annotations are identities on one device, against their expected outputs; a manual
computation over a one-device mesh, inlined; and a jax.export round trip of a sharded program.

The export_with_* data are jax.export serializations (flatbuffers, which this environment
lacks); the StableHLO portable artifact inside is taken out by its length prefix. Their meshes
have 2 devices, but only as annotations of a global program, whose values are the same on one
device: the checks are those of JAX's export_serialization_back_compat_test.py (b * 2 for the
sharding tests), and numpy's for the others."""

from __future__ import annotations

import importlib

import jax
import numpy as np
import pjrtc_runtime
import pytest
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

EXPORT_DATA = "jax._src.internal_test_util.export_back_compat_test_data"


def _run(source: bytes, name: str, tmp_path, *args) -> list[np.ndarray]:
    compiled = compile_bytes(source, name)
    path = tmp_path / "shardy.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return [np.asarray(r) for r in pjrtc_runtime.load(path)(*args)]


def _data(module: str):
    return importlib.import_module(f"{EXPORT_DATA}.{module}")


def _placement_entries():
    for name, by_kind in sorted(vars(_data("annotate_data_placement")).items()):
        if name.startswith("data_"):
            yield from (pytest.param(name, kind, id=f"{name}-{kind}") for kind in by_kind)


@pytest.mark.parametrize("name, kind", list(_placement_entries()))
def test_annotate_data_placement_export_data(name, kind, tmp_path):
    """sdy.mesh of one device, sdy.sharding, sdy.sharding_constraint, and (2025-04-07) the
    round-trip form: xla.sdy.meshes, xla.sdy.sharding strings, xla.sdy.FuncResultSharding."""
    data = getattr(_data("annotate_data_placement"), name)[kind]
    got = _run(data["mlir_module_serialized"], "placement.mlirbc", tmp_path, *data["inputs"])
    for g, w in zip(got, data["expected_outputs"], strict=True):
        np.testing.assert_array_equal(g, w)


def _portable_artifact(serialized: bytes) -> bytes:
    """The StableHLO module inside a jax.export serialization: a flatbuffer byte vector,
    whose 4-byte little-endian length precedes it."""
    start = bytes(serialized).find(b"ML\xefR")
    assert start >= 4
    return bytes(serialized)[start:start + int.from_bytes(serialized[start - 4:start], "little")]


def _serializations(module: str):
    return [pytest.param(d["exported_serialized"], id=f"v{d['serialization_version']}")
            for d in _data(module).serializations]


@pytest.mark.parametrize("serialized", _serializations("export_with_specified_sharding")
                         + _serializations("export_with_unspecified_sharding"))
def test_export_with_sharding_data(serialized, tmp_path):
    a = np.arange(16 * 4, dtype=np.float32).reshape((16, 4))
    (got,) = _run(_portable_artifact(serialized), "sharding.mlirbc", tmp_path, a)
    np.testing.assert_array_equal(got, a * 2.0)


@pytest.mark.parametrize("serialized", _serializations("export_with_multiple_meshes"))
def test_export_with_multiple_meshes_data(serialized, tmp_path):
    """f(inputs, weights) = [x @ w for x, w in zip(...)] over two meshes; every platform's
    branch computes the same."""
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal((4, 8), dtype=np.float32) for _ in range(4)]
    ws = [rng.standard_normal((8, 2), dtype=np.float32) for _ in range(4)]
    for index in range(3):
        got = _run(_portable_artifact(serialized), "meshes.mlirbc", tmp_path, np.int32(index),
                   *xs, *ws)
        for g, x, w in zip(got, xs, ws, strict=True):
            np.testing.assert_allclose(g, x @ w, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("serialized", _serializations("export_with_memory_space"))
def test_export_with_memory_space_data(serialized, tmp_path):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    (got,) = _run(_portable_artifact(serialized), "memory.mlirbc", tmp_path, np.int32(0), a)
    np.testing.assert_array_equal(got, a)


MANUAL_ONE_DEVICE = """module @m {
  sdy.mesh @mesh = <["a"=1, "b"=1]>
  func.func public @main(%arg0: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<4x3xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", "b"}, {}]>] out_shardings=[<@mesh, [{"a", "b"}, {}]>] manual_axes={"a", "b"} (%x: tensor<4x3xf32>) {
      %1 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %s = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4x3xf32>) -> tensor<4x3xf32>
      %2 = stablehlo.tanh %1 : tensor<4x3xf32>
      sdy.return %2 : tensor<4x3xf32>
    } : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %3 = sdy.reshard %0 <@mesh, [{}, {}]> : tensor<4x3xf32>
    return %3 : tensor<4x3xf32>
  }
}
"""


def test_manual_computation_over_one_device_runs_its_body(tmp_path):
    x = np.linspace(-2, 2, 12, dtype=np.float32).reshape(4, 3)
    (got,) = _run(MANUAL_ONE_DEVICE.encode(), "manual.mlir", tmp_path, x)
    np.testing.assert_allclose(got, np.tanh(x), rtol=1e-6, atol=1e-6)


# XLA's round-trip form of a shard_map over a one-device mesh: the body outlined into the
# function xla.sdy.ManualComputation names, meshes and shardings as strings.
ROUND_TRIP_ONE_DEVICE = r"""module @m attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=1]>}"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}, {}]>"}}, %arg1: tensor<3x2xf32>) -> tensor<4x2xf32> {
    %0 = stablehlo.custom_call @xla.sdy.ManualComputation(%arg0, %arg1) {called_computations = [@xla.sdy.manual_computation_body], mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>, <@mesh, [{}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}, {}]>]>"}} : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}, {}]>]>"}} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
  func.func private @xla.sdy.manual_computation_body(%x: tensor<4x3xf32>, %w: tensor<3x2xf32>) -> tensor<4x2xf32> {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.tanh %0 : tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
  }
}
"""


def test_round_trip_manual_computation_over_one_device_runs_its_body(tmp_path):
    x = np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3)
    w = np.linspace(2, -1, 6, dtype=np.float32).reshape(3, 2)
    (got,) = _run(ROUND_TRIP_ONE_DEVICE.encode(), "round_trip.mlir", tmp_path, x, w)
    np.testing.assert_allclose(got, np.tanh(x @ w), rtol=1e-5, atol=1e-6)


# What JAX writes for jit(f) with f = shard_map(lambda y: psum(y * 2, "x"), axis_names={"x"})
# over mesh ("x"=1, "y"=2), plus 1: JAX inlines the manual computation over "x" (one device),
# and the psum over "x" is an all_reduce whose every group holds one of the 2 partitions.
PARTIAL_MANUAL = """module @jit_f attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1, "y"=2]>
  func.func public @main(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {}]> : tensor<4x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<4x2xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4x2xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<4x2xf32>
    %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %9 = sdy.sharding_constraint %8 <@mesh, []> : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x2xf32>
    return %7 : tensor<4x2xf32>
  }
}
"""


def test_psum_over_a_mesh_axis_of_size_one_of_a_larger_mesh(tmp_path):
    """The same function over a one-device mesh, run by JAX, is the reference."""
    mesh = jax.make_mesh((1,), ("x",), axis_types=(AxisType.Auto,))
    f = jax.jit(lambda a: jax.shard_map(lambda y: jax.lax.psum(y * 2, "x"), mesh=mesh,
                                        in_specs=P("x"), out_specs=P())(a) + 1)
    x = np.arange(8, dtype=np.float32).reshape(4, 2) - 3
    (got,) = _run(PARTIAL_MANUAL.encode(), "partial.mlir", tmp_path, x)
    np.testing.assert_array_equal(got, np.asarray(f(x)))


def test_jax_export_of_a_sharded_program(tmp_path):
    """jax.export with shardy: sdy.mesh, sdy.sharding on arguments, a sharding constraint and
    a shard_map (with psum) over a one-device mesh, serialized as a portable artifact."""
    mesh = jax.make_mesh((1,), ("x",), axis_types=(AxisType.Auto,))

    def f(a):
        a = jax.lax.with_sharding_constraint(a, NamedSharding(mesh, P("x")))
        body = jax.shard_map(lambda y: jax.lax.psum(y * 2, "x"), mesh=mesh, in_specs=P("x"),
                             out_specs=P())
        return body(a) + 1

    x = np.arange(8, dtype=np.float32).reshape(4, 2)
    jitted = jax.jit(f, in_shardings=NamedSharding(mesh, P("x")))
    exported = jax.export.export(jitted)(x)
    assert "sdy.mesh" in exported.mlir_module()
    (got,) = _run(exported.mlir_module_serialized, "exported.mlirbc", tmp_path, x)
    np.testing.assert_array_equal(got, np.asarray(jitted(x)))
