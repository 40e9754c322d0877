"""A sort read only as its first k elements selects them (pjrtc/passes/top_k.py), against JAX
on CPU: `lax.top_k` over rows with ties, NaNs and infinities, integers, several operands, a
sort read whole beside its prefix (sorted as before), and the beam search's shape."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def _run(fn, arg, tmp_path, name: str):
    compiled = compile_bytes(jax.jit(fn).lower(arg).as_text().encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return compiled, pjrtc_runtime.load(path)(arg)


def _selects(compiled, k: int, operands: int = 2) -> bool:
    """Whether a kernel writes the k slots of each operand and the count: the selection."""
    return any(kern.writes == k * operands + 1 for kern in compiled.manifest.kernels)


def _rows() -> np.ndarray:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 1000)).astype(np.float32)
    x[1, ::7] = 0.5  # ties: the first ones come first
    x[2, 3], x[2, 10], x[2, 11] = np.nan, np.inf, -np.inf
    x[3] = 1.0  # every element equal
    return x


@pytest.mark.parametrize("k", [1, 4, 16])
def test_top_k_of_float_rows(tmp_path, k):
    x = _rows()
    compiled, (values, indices) = _run(lambda a: lax.top_k(a, k), x, tmp_path, f"top{k}")
    want_values, want_indices = jax.jit(lambda a: lax.top_k(a, k))(x)
    np.testing.assert_array_equal(values, np.asarray(want_values))
    np.testing.assert_array_equal(indices, np.asarray(want_indices))
    assert _selects(compiled, k)


def test_top_k_of_integers_with_many_ties(tmp_path):
    x = np.random.default_rng(1).integers(0, 30, (3, 400)).astype(np.int32)
    _, (values, indices) = _run(lambda a: lax.top_k(a, 16), x, tmp_path, "ints")
    want_values, want_indices = jax.jit(lambda a: lax.top_k(a, 16))(x)
    np.testing.assert_array_equal(values, np.asarray(want_values))
    np.testing.assert_array_equal(indices, np.asarray(want_indices))


def test_a_sort_also_read_whole_sorts_every_element(tmp_path):
    x = _rows()[:2, :200]

    def fn(a):
        s = lax.sort(a, dimension=1)
        return s[:, :4], s.sum(axis=1)

    compiled, (head, total) = _run(fn, x, tmp_path, "whole")
    assert not _selects(compiled, 4, operands=1)
    want_head, want_total = jax.jit(fn)(x)
    np.testing.assert_array_equal(head, np.asarray(want_head))
    np.testing.assert_allclose(total, np.asarray(want_total), rtol=1e-5)


def test_a_long_prefix_sorts_as_before(tmp_path):
    """k = 50 of 1000: 101 results a selection would write, each a launch argument."""
    x = _rows()[:1]
    compiled, (values, _) = _run(lambda a: lax.top_k(a, 50), x, tmp_path, "top50")
    np.testing.assert_array_equal(values, np.asarray(jax.jit(lambda a: lax.top_k(a, 50))(x)[0]))
    assert not _selects(compiled, 50)
