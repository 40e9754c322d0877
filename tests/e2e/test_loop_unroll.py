"""Short counted loops unrolled at compile time (pjrtc/passes/unroll_loops.py), against JAX on
CPU: the loop is gone from the schedule and the results are the same. Loops past the budget,
or whose trip count is only known at run time, stay loops."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from conftest_cases import assert_close
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import While, walk_steps
from pjrtc.passes.unroll_loops import MAX_TRIPS


def _run(fn, *args, tmp_path, name):
    """(pjrtc's results, JAX's results, whether pjrtc's schedule still has a loop)."""
    compiled = compile_bytes(jax.jit(fn).lower(*args).as_text().encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    actual = pjrtc_runtime.load(path)(*args)
    expected = jax.jit(fn)(*args)
    looped = _looped(compiled)
    return actual, expected, looped


def _looped(compiled) -> bool:
    """Whether the schedule still has a loop, on the host or as one device loop kernel."""
    return any(isinstance(step, While) for step in walk_steps(compiled.kernels.steps)) or any(
        kern.loop is not None for kern in compiled.kernels.kernels)


def test_threefry_draw_is_unrolled(tmp_path):
    """jax.random on CPU is a 5-trip fori_loop per threefry call: unrolled, bit for bit."""
    def draw(key):
        key = jax.random.wrap_key_data(key)
        return jax.random.bits(key, (8, 64)), jax.random.uniform(key, (3, 5))

    for seed in (0, 123457):
        key = np.asarray(jax.random.key_data(jax.random.PRNGKey(seed)))
        actual, expected, looped = _run(draw, key, tmp_path=tmp_path, name="draw")
        assert not looped
        np.testing.assert_array_equal(actual[0], np.asarray(expected[0]))
        np.testing.assert_array_equal(actual[1], np.asarray(expected[1]))


def _nested(x):
    """A counted loop holding a reduction's region and another counted loop, carrying values
    that swap places each trip."""
    def outer(i, state):
        a, b = state
        inner = lax.fori_loop(0, 3, lambda j, c: c * 0.5 + j.astype(jnp.float32), a)
        return b + inner.sum() * i.astype(jnp.float32), inner

    return lax.fori_loop(1, 4, outer, (x, x * 2.0))


def test_nested_counted_loops_are_unrolled(tmp_path):
    x = np.linspace(-1, 1, 37, dtype=np.float32)
    actual, expected, looped = _run(_nested, x, tmp_path=tmp_path, name="nested")
    assert not looped
    for a, e in zip(actual, expected):
        assert_close(np.asarray(a), np.asarray(e), "nested")


def test_long_and_runtime_counted_loops_stay_loops(tmp_path):
    x = np.linspace(-1, 1, 37, dtype=np.float32)

    def long(x):
        return lax.fori_loop(0, MAX_TRIPS + 1, lambda i, c: c * 0.5 + x, x)

    def runtime(x, n):
        return lax.fori_loop(0, n, lambda i, c: c * 0.5 + x, x)

    for fn, args in ((long, (x,)), (runtime, (x, np.int32(3)))):
        actual, expected, looped = _run(fn, *args, tmp_path=tmp_path, name=fn.__name__)
        assert looped, fn.__name__
        actual = actual[0] if isinstance(actual, tuple) else actual
        assert_close(np.asarray(actual), np.asarray(expected), fn.__name__)


ZERO_TRIPS = """
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %start = stablehlo.constant dense<6> : tensor<i32>
  %r:2 = stablehlo.while(%acc = %x, %i = %start) : tensor<4xf32>, tensor<i32>
  cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %twice = stablehlo.add %acc, %acc : tensor<4xf32>
    stablehlo.return %twice, %next : tensor<4xf32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<i32>
}
"""


def test_loop_starting_past_its_bound_is_its_initial_values(tmp_path):
    compiled = compile_bytes(ZERO_TRIPS.encode(), "zero.mlir")
    assert not any("while" in step.to_json() for step in compiled.manifest.schedule)
    path = tmp_path / "zero.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    x = np.arange(4, dtype=np.float32)
    acc, i = pjrtc_runtime.load(path)(x)
    np.testing.assert_array_equal(acc, x)
    assert int(i) == 6


RNG_IN_LOOP = """
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %start = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%acc = %x, %last = %x, %i = %start)
      : tensor<4xf32>, tensor<4xf32>, tensor<i32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %a = stablehlo.constant dense<0.0> : tensor<f32>
    %b = stablehlo.constant dense<1.0> : tensor<f32>
    %shape = stablehlo.constant dense<[4]> : tensor<1xi64>
    %u = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>}
      : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
    %sum = stablehlo.add %acc, %u : tensor<4xf32>
    stablehlo.return %sum, %u, %next : tensor<4xf32>, tensor<4xf32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_loop_drawing_rng_stays_a_loop(tmp_path):
    """stablehlo.rng draws the same numbers on every trip (README): after three trips the sum
    is the last trip's draw added three times, which unrolled copies of the op, each keyed
    apart, would not give."""
    compiled = compile_bytes(RNG_IN_LOOP.encode(), "rng_loop.mlir")
    assert _looped(compiled)
    path = tmp_path / "rng_loop.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    total, last = (np.asarray(a) for a in pjrtc_runtime.load(path)(np.zeros(4, np.float32)))
    assert np.all((last >= 0) & (last < 1)) and len(set(last.tolist())) == 4
    np.testing.assert_array_equal(total, (last + last) + last)
