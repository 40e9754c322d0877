"""A scatter of many update windows into a larger result, applied update by update on one
work-item (lower/scatter.py `_in_order`, codegen/scatter.py), against JAX on CPU: Hugging
Face's top-k logits (50 values set into -inf logits), duplicate indices (in order: the last
set wins, adds accumulate), windows out of bounds (dropped), row windows, and the loop of a
sampler, where it runs inside the device loop."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import SCATTER_IN_ORDER


def _run(fn, args, tmp_path, name: str):
    compiled = compile_bytes(jax.jit(fn).lower(*args).as_text().encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    got = pjrtc_runtime.load(path)(*args)
    for g, w in zip(got, jax.tree_util.tree_leaves(jax.jit(fn)(*args))):
        np.testing.assert_array_equal(g, np.asarray(w))
    return compiled


def _in_order(compiled) -> bool:
    (module,) = compiled.outputs["kir"]
    kernels = [k for kern in module.kernels
               for k in (kern.loop.kernels() if kern.loop is not None else (kern,))]
    return any(k.custom is not None and k.custom.name == SCATTER_IN_ORDER for k in kernels)


def test_top_k_logits_set_into_minus_infinity(tmp_path):
    """FlaxTopKLogitsWarper: the top 50 of each row's logits, every other logit -inf."""
    def warp(scores):
        values, indices = jax.lax.top_k(scores, 50)
        rows, vocab = scores.shape
        flat = (indices + (jnp.arange(rows) * vocab)[:, None]).reshape(-1)
        out = jnp.full(rows * vocab, -jnp.inf, scores.dtype)
        return out.at[flat].set(values.reshape(-1)).reshape(scores.shape)

    scores = np.random.default_rng(0).standard_normal((2, 1000)).astype(np.float32)
    assert _in_order(_run(warp, (scores,), tmp_path, "warp"))


def test_duplicates_apply_in_order(tmp_path):
    """The last of several sets of one element wins; adds of one element all count."""
    rng = np.random.default_rng(1)
    x = rng.standard_normal(500).astype(np.float32)
    i = rng.integers(0, 40, 64).astype(np.int32)  # many repeats
    v = rng.standard_normal(64).astype(np.float32)
    n = rng.integers(-9, 9, 64).astype(np.int32)
    compiled = _run(lambda x, i, v, n: (x.at[i].set(v), jnp.zeros(500, jnp.int32).at[i].add(n)),
                    (x, i, v, n), tmp_path, "dups")
    assert _in_order(compiled)


def test_out_of_bounds_updates_are_dropped(tmp_path):
    x = np.arange(300, dtype=np.float32)
    i = np.array([-1, 0, 299, 300, 5, -300, 7, 1 << 20] * 4, np.int32)
    v = -np.arange(32, dtype=np.float32) - 1
    assert _in_order(_run(lambda x, i, v: x.at[i].set(v, mode="drop"), (x, i, v), tmp_path,
                          "drop"))


def test_row_windows(tmp_path):
    """Rows of a [1000, 8] table replaced (update window dims) and one row's bounds."""
    rng = np.random.default_rng(2)
    table = rng.standard_normal((1000, 8)).astype(np.float32)
    rows = rng.integers(0, 1000, 24).astype(np.int32)
    rows[3] = 1000  # past the end: dropped
    vals = rng.standard_normal((24, 8)).astype(np.float32)
    assert _in_order(_run(lambda t, r, v: t.at[r].multiply(v, mode="drop"), (table, rows, vals),
                          tmp_path, "rows"))


def test_a_sampling_loop_runs_it_on_the_device(tmp_path):
    """Each trip's top-k scatter is one of the loop's kernels: one launch runs the loop."""
    def sample(scores, key):
        def step(t, carry):
            s, key, total = carry
            key, sub = jax.random.split(key)
            v, i = jax.lax.top_k(s + 0.01 * t, 20)
            warped = jnp.full(s.shape[1], -jnp.inf).at[i[0]].set(v[0])
            return s, key, total + jax.random.categorical(sub, warped)
        return jax.lax.fori_loop(0, 12, step, (scores, key, jnp.int32(0)))[2]

    scores = np.random.default_rng(3).standard_normal((1, 1000)).astype(np.float32)
    key = np.asarray(jax.random.key_data(jax.random.PRNGKey(0)))
    compiled = _run(sample, (scores, key), tmp_path, "sample")
    (module,) = compiled.outputs["kir"]
    assert any(kern.loop is not None for kern in module.kernels)
    assert _in_order(compiled)
