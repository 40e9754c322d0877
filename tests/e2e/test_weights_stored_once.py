"""Weights baked into a program are stored once: packed into panels at compile time, the
matrices themselves are dropped (pjrtc/passes/drop_unread_constants.py), so the artifact is
about the size of its weights, and it still computes what JAX does."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
from conftest_cases import assert_close

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def test_constant_weights_are_stored_once(tmp_path):
    rng = np.random.default_rng(0)
    w1 = rng.standard_normal((256, 512)).astype(np.float32)
    w2 = rng.standard_normal((512, 128)).astype(np.float32)
    x = rng.standard_normal((64, 256)).astype(np.float32)

    def model(x):
        return jnp.tanh(x @ w1) @ w2

    text = jax.jit(model).lower(x).as_text()
    compiled = compile_bytes(text.encode(), "dense.mlir")
    path = tmp_path / "dense.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    weights = w1.nbytes + w2.nbytes  # both are multiples of the 16-column panels: no padding
    assert compiled.manifest.constant_bytes == weights
    assert path.stat().st_size < weights + 64 * 1024
    (got,) = pjrtc_runtime.load(path)(x)
    assert_close(np.asarray(got), np.asarray(jax.jit(model)(x)), "dense", model=True)
