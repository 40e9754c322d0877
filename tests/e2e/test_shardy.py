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
