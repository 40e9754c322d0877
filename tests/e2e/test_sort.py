"""sort, select_and_scatter and map beyond the dtype sweep, on the real device.

* The sweep's sort cases (tests/e2e/sweep_sort.py), with shorter rows, through the bitonic
  network: the sweep's rows take the rank sort (pjrtc/passes/sort.py picks by size), so this
  is where the network's stages, padding and tie-breaks meet the element types.
* Programs JAX writes (jnp.sort, jnp.argsort, lax.sort with several operands and keys,
  lax.top_k, the gradient of max pooling; complex64 and complex128 keys and payloads), each
  compared with JAX on CPU, for both sort algorithms.
* Kernel counts: the rank sort is two kernels, the network one per stage, select_and_scatter
  two.
"""

from __future__ import annotations

import zlib

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
import pytest
from jax import lax
from sweep_complex import is_complex
from sweep_programs import DTYPES
from sweep_sort import (
    _sort_complex_compare,
    _sort_complex_jax,
    _sort_complex_payload,
    _sort_descending,
    _sort_jax,
    _sort_two_keys,
    _sort_unstable,
)
from test_dtype_sweep import check, in_table

import pjrtc.passes.sort as sort_pass
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


@pytest.fixture
def bitonic(monkeypatch):
    """Every sort through the bitonic network, whatever its size."""
    monkeypatch.setattr(sort_pass, "prefer_rank_sort", lambda rows, n, target: False)


# Element types the network gets every sort case on (a few that differ in storage or in how
# they compare: bool, 64-bit unsigned, a 16-bit float); every other type gets JAX's comparator.
NETWORK_TYPES = ("i1", "ui64", "bf16")


def _network_cases(t: str) -> list:
    """The sweep's sort cases with rows short enough for few stages, still padded (5, 6 and 7
    to 8) and unpadded (8)."""
    if is_complex(t):
        return [_sort_complex_jax(t, 0, (3, 5)), _sort_complex_jax(t, 1, (3, 5)),
                _sort_complex_compare(t, 0, (7, 2)), _sort_complex_compare(t, 1, (7, 2)),
                _sort_complex_payload(t, (2, 6))]
    cases = [_sort_jax(t, 0, (3, 5)), _sort_jax(t, 1, (3, 5))]
    if t in NETWORK_TYPES:
        cases += [_sort_descending(t, 0, (7, 2)), _sort_descending(t, 1, (7, 2)),
                  _sort_two_keys(t, 0, (2, 6)), _sort_two_keys(t, 2, (2, 6)),
                  _sort_unstable(t, (2, 8))]
    return cases


@pytest.mark.parametrize("dtype", [t for t in DTYPES if in_table("sort", t)])
def test_sweep_sorts_through_the_network(dtype, tmp_path, bitonic):
    failures = [m for m in check(_network_cases(dtype), tmp_path, f"bitonic_{dtype}").values()
                if m]
    assert not failures, "\n".join(failures)


# -- programs JAX writes ------------------------------------------------------------------

def _run(fn, *args, tmp_path, name: str):
    """Compile fn's StableHLO (as JAX lowers it), run it on the device; (results, kernels)."""
    text = jax.jit(fn).lower(*args).as_text()
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return pjrtc_runtime.load(path)(*args), len(compiled.manifest.kernels)


def _expect_jax(fn, args, actual) -> None:
    expected = jax.jit(fn)(*args)
    expected = expected if isinstance(expected, (tuple, list)) else (expected,)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        e = np.asarray(e)
        assert a.dtype == e.dtype and a.shape == e.shape
        # Bit for bit: sorting moves values, so NaN payloads and zero signs must survive.
        assert a.tobytes() == e.tobytes(), (a, e)


def _floats(rng, shape, dtype=np.float32) -> np.ndarray:
    """Values with many ties, NaN of both signs, +-inf and zeros of both signs."""
    pool = np.array([np.nan, -np.nan, np.inf, -np.inf, -0.0, 0.0, 1.5, -2.25, 1e-30],
                    dtype)
    assert np.signbit(pool[1]) and not np.signbit(pool[0])
    return pool[rng.integers(0, len(pool), shape)]


def _ints(rng, shape) -> np.ndarray:
    info = np.iinfo(np.int32)
    pool = np.array([info.min, info.max, 0, -1, 1, 7], np.int32)
    return pool[rng.integers(0, len(pool), shape)]


PROGRAMS = {
    "jnp.sort 2-D along 0": (lambda x: jnp.sort(x, axis=0), lambda r: (_floats(r, (67, 5)),)),
    "jnp.sort f16 3-D along 1": (lambda x: jnp.sort(x, axis=1),
                                 lambda r: (_floats(r, (2, 13, 3), np.float16),)),
    "jnp.argsort": (jnp.argsort, lambda r: (_ints(r, (3, 40)),)),
    "jnp.argsort descending": (lambda x: jnp.argsort(x, descending=True),
                               lambda r: (_floats(r, (2, 20)),)),
    "lax.sort 3 operands": (lambda k, a, b: lax.sort((k, a, b), dimension=1, num_keys=1),
                            lambda r: (_ints(r, (4, 21)), _floats(r, (4, 21)),
                                       r.integers(0, 9, (4, 21)).astype(np.uint8))),
    "lax.sort 2 keys": (lambda k, a: lax.sort((k, a), num_keys=2),
                        lambda r: (_floats(r, (50,)), _ints(r, (50,)))),
    "lax.top_k": (lambda x: lax.top_k(x, 5), lambda r: (_floats(r, (4, 30)),)),
}


@pytest.mark.parametrize("algorithm", ["chosen", "bitonic"])
@pytest.mark.parametrize("name", PROGRAMS)
def test_jax_programs(name, algorithm, tmp_path, request):
    if algorithm == "bitonic":
        request.getfixturevalue("bitonic")
    fn, make_args = PROGRAMS[name]
    args = make_args(np.random.default_rng(zlib.crc32(name.encode())))
    actual, _ = _run(fn, *args, tmp_path=tmp_path, name="sort")
    _expect_jax(fn, args, actual)


def _complexes(rng, shape, dtype) -> np.ndarray:
    """Complex values whose parts come from `_floats`' pool (ties in either part and both)."""
    part = np.float32 if dtype == np.complex64 else np.float64
    out = np.empty(shape, dtype)
    out.real, out.imag = _floats(rng, shape, part), _floats(rng, shape, part)
    return out


COMPLEX_PROGRAMS = {
    "jnp.sort 2-D along 0": (lambda x: jnp.sort(x, axis=0),
                             lambda r, c: (_complexes(r, (9, 4), c),)),
    "jnp.argsort": (jnp.argsort, lambda r, c: (_complexes(r, (3, 20), c),)),
    "lax.sort complex key, real payload": (
        lambda k, a: lax.sort((k, a), num_keys=1),
        lambda r, c: (_complexes(r, (30,), c), _floats(r, (30,)))),
    "lax.sort int key, complex payload": (
        lambda k, a: lax.sort((k, a), dimension=0, num_keys=1),
        lambda r, c: (_ints(r, (21, 2)), _complexes(r, (21, 2), c))),
    "lax.sort 2 keys": (lambda a, k: lax.sort((a, k), num_keys=2),
                        lambda r, c: (_complexes(r, (25,), c), _ints(r, (25,)))),
}


@pytest.mark.parametrize("algorithm", ["chosen", "bitonic"])
@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("name", COMPLEX_PROGRAMS)
def test_jax_complex_programs(name, dtype, algorithm, tmp_path, request):
    """Complex keys (JAX's comparator: canonical (re, im) lexicographically, in TOTALORDER)
    and payloads, against JAX bit for bit."""
    if algorithm == "bitonic":
        request.getfixturevalue("bitonic")
    fn, make_args = COMPLEX_PROGRAMS[name]
    args = make_args(np.random.default_rng(zlib.crc32(name.encode())), dtype)
    with jax.enable_x64(dtype == np.complex128):  # complex128 stays complex128
        actual, _ = _run(fn, *args, tmp_path=tmp_path, name="sort")
        _expect_jax(fn, args, actual)


def test_long_rank_sort(tmp_path):
    """1000 elements: the rank sort's loops span many work-groups."""
    x = _floats(np.random.default_rng(3), (1000,))
    actual, kernels = _run(jnp.sort, x, tmp_path=tmp_path, name="sort")
    _expect_jax(jnp.sort, (x,), actual)
    assert kernels == 2


def _max_pool(window, strides, padding):
    def loss(x):
        pooled = lax.reduce_window(x, -jnp.inf, lax.max, window, strides, padding)
        return (pooled * jnp.arange(pooled.size, dtype=x.dtype).reshape(pooled.shape)).sum()
    return jax.grad(loss)


@pytest.mark.parametrize("window,strides,padding", [
    ((1, 2, 2, 1), (1, 2, 2, 1), "VALID"),   # non-overlapping: one window per element
    ((1, 3, 3, 1), (1, 2, 2, 1), "SAME"),    # overlapping, padded
    ((1, 3, 2, 1), (1, 1, 1, 1), "SAME"),    # stride 1: up to 6 windows per element
])
def test_max_pool_gradient(window, strides, padding, tmp_path):
    """JAX differentiates max pooling into stablehlo.select_and_scatter (GE, add); ties
    (repeated values) go to the first element of the window, as in XLA."""
    rng = np.random.default_rng(7)
    x = rng.integers(-3, 3, (2, 9, 11, 3)).astype(np.float32)  # many ties
    fn = _max_pool(window, strides, padding)
    text = jax.jit(fn).lower(x).as_text()
    assert "stablehlo.select_and_scatter" in text
    actual, kernels = _run(fn, x, tmp_path=tmp_path, name="pool")
    _expect_jax(fn, (x,), actual)
    # The selection (a reduce_window), the scatter, and JAX's slice of the padded result.
    assert kernels <= 3


# -- kernel counts ------------------------------------------------------------------------

def _kernels(fn, *args) -> int:
    text = jax.jit(fn).lower(*args).as_text()
    return len(compile_bytes(text.encode(), "count.mlir").manifest.kernels)


def _stages(n: int) -> int:
    k = (n - 1).bit_length()
    return k * (k + 1) // 2


@pytest.mark.parametrize("n", [2, 3, 1000])
def test_rank_sort_is_two_kernels(n):
    """Counting ranks, then one kernel picking every operand's values."""
    x = np.zeros((n,), np.float32)
    assert _kernels(jnp.sort, x) == 2
    assert _kernels(lambda k, a, b: lax.sort((k, a, b)), x, x, x.astype(np.int32)) == 2


def test_sorting_one_element_is_a_copy():
    x = np.zeros((4, 1), np.float32)
    assert _kernels(lambda x: jnp.sort(x, axis=1), x) == 1  # the result copy of the input


@pytest.mark.parametrize("n", [2, 3, 100])
def test_network_is_one_kernel_per_stage(n, bitonic):
    """Whatever the number of operands (and the positions carried for ties), plus one copy of
    the results out of the padded or reshaped last stage (one launch for all of them:
    passes/merge_kernels.py)."""
    x = np.zeros((n,), np.float32)
    assert _kernels(jnp.sort, x) == _stages(n) + 1
    assert _kernels(jnp.argsort, x) == _stages(n) + 1
    assert _kernels(lambda k, a, b: lax.sort((k, a, b)), x, x, x.astype(np.int32)) == (
        _stages(n) + 1)


MAP_SHARED = """func.func @main(%x: tensor<100xf32>) -> tensor<100xf32> {
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %sq = stablehlo.multiply %a, %a : tensor<f32>
    %r = stablehlo.add %sq, %sq : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<100xf32>) -> tensor<100xf32>
  return %0 : tensor<100xf32>
}
"""


def test_map_is_one_fused_kernel(tmp_path):
    """A value the computation uses twice is recomputed in the kernel, not written out."""
    compiled = compile_bytes(MAP_SHARED.encode(), "map.mlir")
    assert len(compiled.manifest.kernels) == 1
    path = tmp_path / "map.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    x = np.linspace(-3, 3, 100, dtype=np.float32)
    (out,) = pjrtc_runtime.load(path)(x)
    np.testing.assert_array_equal(out, (x * x) + (x * x))
