"""Programs JAX writes for one device with collectives and sharding annotations, and programs
with tuples and tokens, compiled and run on the device.

The JAX programs are lowered here (shard_map over a mesh of the one CPU device, sharding
constraints with shardy on and off) and compared with JAX running the same function.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import assert_close
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def _run(text: str, tmp_path, *inputs):
    compiled = compile_bytes(text.encode(), "single.mlir")
    path = tmp_path / "single.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    exe = pjrtc_runtime.load(path)
    return exe, exe(*inputs)


def _mesh():
    return jax.make_mesh((1,), ("x",), axis_types=(AxisType.Auto,))


def _shard_map(body, out_specs):
    return jax.jit(jax.shard_map(body, mesh=_mesh(), in_specs=P("x"), out_specs=out_specs,
                                 check_vma=False))


COLLECTIVES = {
    "psum": (lambda a: jax.lax.psum(a, "x") * 2, P()),
    "all_gather": (lambda a: jax.lax.all_gather(a, "x", axis=0, tiled=True) + 1, P()),
    "ppermute": (lambda a: jax.lax.ppermute(a, "x", [(0, 0)]) - a * 3, P("x")),
    "psum_scatter": (lambda a: jax.lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True),
                     P("x")),
    "axis_index": (lambda a: a + jax.lax.axis_index("x").astype(a.dtype) + 5, P("x")),
}


@pytest.mark.parametrize("name", sorted(COLLECTIVES))
def test_shard_map_on_one_device_matches_jax(name, tmp_path):
    body, out_specs = COLLECTIVES[name]
    f = _shard_map(body, out_specs)
    x = np.arange(12, dtype=np.float32).reshape(4, 3) - 5.5
    text = f.lower(x).as_text()
    assert "stablehlo.all_" in text or "collective_permute" in text or "reduce_scatter" in text \
        or "partition_id" in text, text  # the collective really is in the program
    _, (got,) = _run(text, tmp_path, x)
    assert_close(got, np.asarray(f(x)), f"shard_map {name}")


@pytest.mark.parametrize("shardy", [True, False])
def test_sharding_constraints_compile_as_identities(shardy, tmp_path):
    previous = jax.config.jax_use_shardy_partitioner
    jax.config.update("jax_use_shardy_partitioner", shardy)
    try:
        sharding = NamedSharding(_mesh(), P("x"))
        f = jax.jit(lambda a: jnp.tanh(jax.lax.with_sharding_constraint(a * 2, sharding)),
                    out_shardings=sharding)
        x = np.linspace(-2, 2, 12, dtype=np.float32).reshape(4, 3)
        text = f.lower(x).as_text()
    finally:
        jax.config.update("jax_use_shardy_partitioner", previous)
    assert ("custom_call @Sharding" in text) != shardy
    assert ("sdy.sharding_constraint" in text) == shardy
    _, (got,) = _run(text, tmp_path, x)
    assert_close(got, np.tanh(x * 2), "sharding constraint")


TUPLES_AND_TOKENS = """
func.func @main(%t: !stablehlo.token, %p: tuple<tensor<2x3xf32>, tuple<tensor<i32>>>)
    -> (!stablehlo.token, tuple<tensor<2x3xf32>, tensor<i32>>, tensor<2x3xf32>) {
  %x = stablehlo.get_tuple_element %p[0] : (tuple<tensor<2x3xf32>, tuple<tensor<i32>>>)
      -> tensor<2x3xf32>
  %q = stablehlo.get_tuple_element %p[1] : (tuple<tensor<2x3xf32>, tuple<tensor<i32>>>)
      -> tuple<tensor<i32>>
  %i = stablehlo.get_tuple_element %q[0] : (tuple<tensor<i32>>) -> tensor<i32>
  %t2 = stablehlo.after_all %t : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<2x3xf32>
  %b:2 = stablehlo.optimization_barrier %y, %t2 : tensor<2x3xf32>, !stablehlo.token
  %z = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<> : tensor<0x2xi64>}
      : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = stablehlo.tuple %b#0, %i : tuple<tensor<2x3xf32>, tensor<i32>>
  return %b#1, %r, %z : !stablehlo.token, tuple<tensor<2x3xf32>, tensor<i32>>, tensor<2x3xf32>
}
"""


def test_tuples_and_tokens_on_the_device(tmp_path):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    exe, (y, i, z) = _run(TUPLES_AND_TOKENS, tmp_path, x, np.int32(-7))
    assert [(s.shape, s.dtype) for s in exe.manifest.inputs] == [((2, 3), "float32"),
                                                                 ((), "int32")]
    np.testing.assert_array_equal(y, x * 2)
    assert i == -7 and i.dtype == np.int32
    np.testing.assert_array_equal(z, np.zeros_like(x))  # no pair sends to process 0
