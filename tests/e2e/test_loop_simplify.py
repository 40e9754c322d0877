"""Loops the compiler simplifies, against JAX on CPU: carried values the body returns unchanged
read in place as captures (passes/loop_invariants.py), carried values and whole loops nothing
needs dropped (passes/dead_code.py), kernels computing the same on every trip run once before
the loop (passes/hoist_loop_kernels.py), carried values written in place (lower/control.py),
a scalar cond computed by the body's last kernel (passes/rotate_loops.py).
Each test also checks the simplification took place."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from conftest_cases import assert_close
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Copy, Launch, While
from pjrtc.ir.tensor import Op
from pjrtc.options import CompileOptions

# The loops' structure on the host (a small loop would otherwise be one device loop kernel).
HOST_LOOPS = CompileOptions(device_loops=False)


def _run(text: str, name: str, tmp_path, *args):
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    out = pjrtc_runtime.load(path)(*args)
    return out if isinstance(out, tuple) else (out,), compiled


def _loops(graph):
    """Every while node of `graph` and of its regions, outermost first."""
    for node in graph.nodes:
        if node.op is Op.WHILE:
            yield node
            yield from _loops(node.attrs["cond"])
            yield from _loops(node.attrs["body"])
        for branch in node.attrs.get("branches", ()):
            yield from _loops(branch)


def _check(fn, name, tmp_path, *args):
    text = jax.jit(fn).lower(*args).as_text()
    actual, compiled = _run(text, name, tmp_path, *args)
    expected = jax.tree_util.tree_leaves(jax.jit(fn)(*args))
    for a, e in zip(actual, expected, strict=True):
        assert_close(np.asarray(a), np.asarray(e), name)
    before = list(_loops(compiled.outputs["tir"][0]))
    after = list(_loops(compiled.outputs["prep"][0]))
    return before, after


def test_unchanged_weights_of_a_data_dependent_loop_are_captures(tmp_path):
    def fn(x, w, b):
        def body(c):
            h, w_, b_, n = c
            return jnp.tanh(w_ @ h + b_), w_, b_, n + 1
        return lax.while_loop(lambda c: (c[0].sum() < 3.0) & (c[3] < 50), body,
                              (x, w, b, jnp.int32(0)))
    rng = np.random.default_rng(0)
    w = rng.standard_normal((16, 16), dtype=np.float32)
    b = np.full(16, 0.3, np.float32)
    before, after = _check(fn, "weights", tmp_path, np.zeros(16, np.float32), w, b)
    assert [n.attrs["num_carried"] for n in before] == [4]
    assert [n.attrs["num_carried"] for n in after] == [2]  # h and the count


def test_nested_fori_loops_read_the_outer_invariants(tmp_path):
    def fn(x, w, n):
        def inner(j, c):
            a, w_ = c
            return a * 0.5 + w_ * j.astype(jnp.float32), w_
        def outer(i, c):
            acc, w_ = c
            return lax.fori_loop(0, i, inner, (acc, w_ + 0.0 * acc))[0] + 1.0, w_
        return lax.fori_loop(0, n, outer, (x, w))
    x = np.linspace(-1, 1, 70, dtype=np.float32)
    before, after = _check(fn, "nested", tmp_path, x, x[::-1].copy(), np.int32(4))
    assert sum(n.attrs["num_carried"] for n in after) < sum(
        n.attrs["num_carried"] for n in before)


def test_carried_values_nothing_reads_are_dropped(tmp_path):
    def fn(x, n):
        def body(i, c):
            a, unused = c
            return a * 0.5 + x, unused + jnp.sin(a)
        return lax.fori_loop(0, n, body, (x, x))[0]
    x = np.linspace(-1, 1, 40, dtype=np.float32)
    before, after = _check(fn, "unused", tmp_path, x, np.int32(5))
    (loop,) = after
    assert loop.attrs["num_carried"] < before[0].attrs["num_carried"]
    assert not any(n.op is Op.SINE for n in loop.attrs["body"].nodes)


# A loop in a function whose result is unused: as jax.export writes GPT-2 generate's random
# initialization (MLIR's canonicalizer keeps calls, which may have effects; pjrtc inlines them).
DEAD_LOOP = """
module @dead {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %d = call @spin(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %y = stablehlo.add %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
  func.func private @spin(%x: tensor<4xf32>) -> tensor<4xf32> {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %five = stablehlo.constant dense<5> : tensor<i32>
    %r:2 = stablehlo.while(%i = %zero, %a = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %five, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %j = stablehlo.add %i, %one : tensor<i32>
      %b = stablehlo.exponential %a : tensor<4xf32>
      stablehlo.return %j, %b : tensor<i32>, tensor<4xf32>
    }
    return %r#1 : tensor<4xf32>
  }
}
"""


def test_a_loop_nothing_reads_is_dropped(tmp_path):
    x = np.arange(4, dtype=np.float32)
    (y,), compiled = _run(DEAD_LOOP, "dead", tmp_path, x)
    np.testing.assert_array_equal(y, x + x)
    assert list(_loops(compiled.outputs["tir"][0]))
    assert not list(_loops(compiled.outputs["prep"][0]))
    assert len(compiled.manifest.schedule) == 1


def _body_kernels(compiled):
    """Names of the kernels the first top-level loop's body launches, and of those before it."""
    steps = compiled.outputs["kir"][0].schedule
    at = next(i for i, s in enumerate(steps) if isinstance(s, While))
    before = [s.kernel.name for s in steps[:at] if isinstance(s, Launch)]
    inside = [s.kernel.name for s in steps[at].body if isinstance(s, Launch)]
    return before, inside


def test_weight_panels_are_packed_once_before_a_data_dependent_loop(tmp_path):
    def fn(x, w1, w2):
        def body(c):
            h, n = c
            return jnp.tanh(w2 @ jnp.tanh(w1 @ h)) + 0.1, n + 1
        return lax.while_loop(lambda c: (c[0].sum() < 40.0) & (c[1] < 9), body,
                              (x, jnp.int32(0)))
    rng = np.random.default_rng(1)
    w1 = rng.standard_normal((128, 128), dtype=np.float32) * 0.1
    w2 = rng.standard_normal((128, 128), dtype=np.float32) * 0.1
    _check(fn, "panels", tmp_path, np.zeros(128, np.float32), w1, w2)
    text = jax.jit(fn).lower(np.zeros(128, np.float32), w1, w2).as_text()
    before, inside = _body_kernels(compile_bytes(text.encode(), "panels.mlir", HOST_LOOPS,
                                                 stop_after="kir"))
    assert any("pack" in name for name in before)
    assert not any("pack" in name for name in inside)


def test_scan_updating_a_cache_with_dynamic_update_slice(tmp_path):
    """A decode loop's shape: weights carried unchanged, a cache written one row per step by
    dynamic_update_slice and read whole by the next step."""
    def fn(x, w, cache):
        def step(c, t):
            h, cache_ = c
            k = jnp.tanh(w @ h)
            cache_ = lax.dynamic_update_slice(cache_, k[None, :], (t, 0))
            h = jax.nn.softmax(cache_ @ h) @ cache_ + h
            return (h, cache_), h.sum()
        return lax.scan(step, (x, cache), jnp.arange(cache.shape[0]))
    rng = np.random.default_rng(2)
    w = rng.standard_normal((32, 32), dtype=np.float32) * 0.2
    args = (np.ones(32, np.float32), w, np.zeros((12, 32), np.float32))
    _check(fn, "cache", tmp_path, *args)
    # every carried value is written in place (lower/control.py), the cache included though
    # the step reads it after updating it: no copies back at the end of the body
    text = jax.jit(fn).lower(*args).as_text()
    steps = compile_bytes(text.encode(), "cache.mlir", HOST_LOOPS,
                          stop_after="kir").outputs["kir"][0].schedule
    (loop,) = [s for s in steps if isinstance(s, While)]
    assert not [s for s in loop.body if isinstance(s, Copy)]


def test_a_shift_between_carried_values_keeps_the_old_value(tmp_path):
    """The new first value may not be written in place: the second takes the old one."""
    def fn(x, n):
        return lax.fori_loop(0, n, lambda i, c: (c[0] * 2.0 + 1.0, c[0]), (x, x * 0))
    _check(fn, "shift", tmp_path, np.arange(4, dtype=np.float32), np.int32(3))


def test_a_scalar_cond_is_computed_by_the_bodys_last_kernel(tmp_path):
    """A decode loop's shape: cond reads a counter and a flag the body's last kernel writes;
    rotated (passes/rotate_loops.py), it runs once before the loop and then as one more
    output of that kernel, with no launch of its own per trip; zero trips included."""
    def fn(x, n):
        def cond(c):
            _, i, done, _ = c
            return (i < n) & ~done
        def body(c):
            h, i, done, tokens = c
            h = jnp.roll(h * 3 + 1, 5) % 97  # integers: argmax has no rounding ties
            top = jnp.argmax(h).astype(jnp.int32)
            tokens = lax.dynamic_update_slice(tokens, top[None], (i,))
            return h, i + 1, done | (top == 6), tokens
        return lax.while_loop(cond, body, (x, jnp.int32(0), jnp.bool_(False),
                                           jnp.zeros(32, jnp.int32)))
    x = np.arange(64, dtype=np.int32) * 7 % 64
    for n in (0, 1, 7, 30):
        _check(fn, f"rotate{n}", tmp_path, x, np.int32(n))
    text = jax.jit(fn).lower(x, np.int32(5)).as_text()
    steps = compile_bytes(text.encode(), "rotate.mlir", HOST_LOOPS,
                          stop_after="kir").outputs["kir"][0].schedule
    (at,) = [i for i, s in enumerate(steps) if isinstance(s, While)]
    loop = steps[at]
    assert loop.cond == ()
    last = [s for s in loop.body if isinstance(s, Launch)][-1]  # copies of carried values follow
    writes_pred = [s for s in (steps[at - 1], last)
                   if any(v == loop.pred for v, _ in s.kernel.outputs)]
    assert len(writes_pred) == 2


def test_a_cond_reducing_a_few_flags_is_rotated_too(tmp_path):
    """At batch 4 the cond's `all(done)` reduces 4 bools: applied one by one
    (passes/unit_reductions.py), it is a scalar expression the body's last kernel computes."""
    def fn(x, n):
        def cond(c):
            _, i, done, _ = c
            return (i < n) & ~jnp.all(done)
        def body(c):
            h, i, done, tokens = c
            h = jnp.roll(h * 3 + 1, 5, axis=1) % 97  # integers: argmax has no rounding ties
            top = jnp.argmax(h, axis=1).astype(jnp.int32)
            tokens = lax.dynamic_update_slice(tokens, top[:, None], (0, i))
            return h, i + 1, done | (top == 6), tokens
        return lax.while_loop(cond, body, (x, jnp.int32(0), jnp.zeros(4, jnp.bool_),
                                           jnp.zeros((4, 32), jnp.int32)))
    x = ((np.arange(256).reshape(4, 64) * 7 + np.arange(4)[:, None] * 3) % 64).astype(np.int32)
    for n in (0, 3, 30):
        _check(fn, f"flags{n}", tmp_path, x, np.int32(n))
    text = jax.jit(fn).lower(x, np.int32(5)).as_text()
    steps = compile_bytes(text.encode(), "flags.mlir", HOST_LOOPS,
                          stop_after="kir").outputs["kir"][0].schedule
    (loop,) = [s for s in steps if isinstance(s, While)]
    assert loop.cond == ()
