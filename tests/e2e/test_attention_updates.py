"""A decode step's key and value cache writes made by the attention kernel after them
(pjrtc/passes/attention_updates.py), against JAX on CPU: each work-item writes its own head's
row of the caches, then attends over them. Where the attention reads another head's row of a
cache than the one its work-item updates, the update keeps its own launch."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from conftest_cases import assert_close
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.options import CompileOptions
from pjrtc.ir.kernel import Launch, While, walk_steps

HEADS, DEPTH, LENGTH, STEPS = 4, 16, 16, 12


def _decoder(flip_heads: bool):
    def decode(w, x0, bias):
        """A one-layer decoder over STEPS positions (a loop, not unrolled) with a key/value
        cache: each step projects x to q, k and v, writes k and v into the caches at the
        position, attends over the positions so far and feeds the output back."""
        def body(position, state):
            x, keys, values = state
            q, k, v = (x @ w).reshape(3, HEADS, DEPTH)
            keys = lax.dynamic_update_slice(keys, k[None], (position, 0, 0))
            values = lax.dynamic_update_slice(values, v[None], (position, 0, 0))
            read = keys[:, ::-1] if flip_heads else keys  # head h attends with head H-1-h's
            scores = jnp.einsum("hd,shd->hs", q, read) / np.sqrt(DEPTH)
            scores = jnp.where(jnp.arange(LENGTH)[None, :] <= position, scores, -1e30)
            out = jnp.einsum("hs,shd->hd", jax.nn.softmax(scores, axis=-1), values)
            return jnp.tanh(out.reshape(HEADS * DEPTH) + bias), keys, values

        empty = jnp.zeros((LENGTH, HEADS, DEPTH), jnp.float32)
        return lax.fori_loop(0, STEPS, body, (x0, empty, empty))

    return decode


@pytest.mark.parametrize("device_loops", [False, True], ids=["host-loop", "device-loop"])
@pytest.mark.parametrize("flip_heads", [False, True])
def test_cache_writes_run_in_the_attention(tmp_path, flip_heads, device_loops):
    rng = np.random.default_rng(3)
    w = (rng.standard_normal((HEADS * DEPTH, 3 * HEADS * DEPTH)) * 0.3).astype(np.float32)
    x0 = rng.standard_normal(HEADS * DEPTH).astype(np.float32)
    bias = (rng.standard_normal(HEADS * DEPTH) * 0.1).astype(np.float32)
    decode = _decoder(flip_heads)
    text = jax.jit(decode).lower(w, x0, bias).as_text().encode()
    compiled = compile_bytes(text, "d.mlir", CompileOptions(device_loops=False))
    loop = next(s for s in walk_steps(compiled.kernels.steps) if isinstance(s, While))
    launches = [s.kernel for s in loop.body if isinstance(s, Launch)]
    attention = next(kern for kern in launches if kern.attention is not None)
    writers = [kern.name for kern in launches for v, _ in kern.outputs
               if v.type.shape == (LENGTH, HEADS, DEPTH)]
    if flip_heads:  # work-item h reads head H-1-h's row: the updates keep their launch
        assert attention.attention.updates == 0
        assert attention.name not in writers, writers
    else:  # the two cache writes, each work-item its own head's row (update axis 1)
        assert attention.attention.updates == 2
        assert attention.attention.update_rows == (1,)
        assert writers == [attention.name] * 2, writers
    if device_loops:  # the same kernels, run by one work-item: the results as JAX's too
        compiled = compile_bytes(text, "d.mlir")
        assert not any(isinstance(s, While) for s in walk_steps(compiled.kernels.steps))
    path = tmp_path / "decode.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    actual = pjrtc_runtime.load(path)(w, x0, bias)
    expected = jax.jit(decode)(w, x0, bias)
    for name, a, e in zip(("x", "keys", "values"), actual, expected):
        assert_close(np.asarray(a), np.asarray(e), name, model=True)
