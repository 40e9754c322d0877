"""A sort read only as its first k elements selects them (pjrtc/passes/top_k.py), against JAX
on CPU: `lax.top_k` over rows with ties, NaNs and infinities, integers, several operands, a
sort read whole beside its prefix (sorted as before), and the beam search's shape."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Leaf


def _run(fn, arg, tmp_path, name: str):
    compiled = compile_bytes(jax.jit(fn).lower(arg).as_text().encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return compiled, pjrtc_runtime.load(path)(arg)


def _selects(compiled, k: int, operands: int = 2) -> bool:
    """Whether a kernel writes k slots of each operand as columns of one buffer per operand:
    the selection."""
    (module,) = compiled.outputs["kir"]
    for kern in module.kernels:
        columns = [e for _, e in kern.outputs if e.op is Leaf.COLUMN]
        if (len(columns) == k * operands and {e.arg[1] for e in columns} == {k}
                and len({v.id for v, e in kern.outputs if e.op is Leaf.COLUMN}) == operands):
            return True
    return False


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


def test_top_50_selects_into_one_buffer_per_operand(tmp_path):
    """Hugging Face's top-k sampling's k: 50 slots of two operands, two buffers."""
    x = _rows()
    compiled, (values, indices) = _run(lambda a: lax.top_k(a, 50), x, tmp_path, "top50")
    want_values, want_indices = jax.jit(lambda a: lax.top_k(a, 50))(x)
    np.testing.assert_array_equal(values, np.asarray(want_values))
    np.testing.assert_array_equal(indices, np.asarray(want_indices))
    assert _selects(compiled, 50)


def test_a_prefix_along_a_leading_dimension(tmp_path):
    """The sort dimension first: the slots' last axis is moved to it; two operands, the
    second carried along by the first's order (ties keep input order)."""
    x = _rows()[:3].T.copy()  # (1000, 3)
    y = np.arange(3000, dtype=np.int32).reshape(1000, 3)

    def fn(a, b):
        sa, sb = lax.sort((a, b), dimension=0, num_keys=1)
        return sa[:8], sb[:8]

    text = jax.jit(fn).lower(x, y).as_text().encode()
    compiled = compile_bytes(text, "leading.mlir")
    path = tmp_path / "leading.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    got = pjrtc_runtime.load(path)(x, y)
    for g, w in zip(got, jax.jit(fn)(x, y)):
        np.testing.assert_array_equal(g, np.asarray(w))
    assert _selects(compiled, 8)


def test_a_long_prefix_sorts_as_before(tmp_path):
    """k = 80 of 1000: beyond MAX_K, whose slots' code the device compiler would build."""
    x = _rows()[:1]
    compiled, (values, _) = _run(lambda a: lax.top_k(a, 80), x, tmp_path, "top80")
    np.testing.assert_array_equal(values, np.asarray(jax.jit(lambda a: lax.top_k(a, 80))(x)[0]))
    assert not _selects(compiled, 80)


def test_a_prefix_by_two_keys(tmp_path):
    """A comparator of several compares (two sort keys) is not one strict compare: the slots
    order elements by comp(x, y) and comp(y, x), ties in input order."""
    rng = np.random.default_rng(4)
    a = rng.integers(0, 4, (2, 300)).astype(np.int32)  # many ties on the first key
    b = rng.integers(0, 5, (2, 300)).astype(np.int32)

    def fn(a, b):
        sa, sb, idx = lax.sort((a, b, lax.broadcasted_iota(jnp.int32, a.shape, 1)),
                               dimension=1, num_keys=2)
        return sa[:, :12], sb[:, :12], idx[:, :12]

    text = jax.jit(fn).lower(a, b).as_text().encode()
    compiled = compile_bytes(text, "two_keys.mlir")
    path = tmp_path / "two_keys.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    got = pjrtc_runtime.load(path)(a, b)
    for g, w in zip(got, jax.jit(fn)(a, b)):
        np.testing.assert_array_equal(g, np.asarray(w))
    assert _selects(compiled, 12, operands=3)
