"""jax.lax.approx_max_k / approx_min_k (the ApproxTopK custom call, computed exactly as
XLA:CPU does: pjrtc/frontend/approx_top_k.py) on the device against JAX on CPU, and JAX's
tpu_ApproxTopK export data.

Inputs hold no equal values: XLA's sort is not stable, so the indices it returns for ties may
differ from pjrtc's (which keeps ties in input order); the values would still agree."""

from __future__ import annotations

import importlib

import jax
import ml_dtypes
import numpy as np
import pjrtc_runtime
import pytest

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def _run(source: bytes, name: str, tmp_path, *args) -> list[np.ndarray]:
    compiled = compile_bytes(source, name)
    path = tmp_path / "top_k.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return [np.asarray(r) for r in pjrtc_runtime.load(path)(*args)]


def _distinct(shape: tuple[int, ...], dtype, seed: int) -> np.ndarray:
    """Distinct integers in [-128, 128), which every float type holds exactly (bf16 has 8
    significant bits), shuffled."""
    size = int(np.prod(shape))
    assert size <= 256
    values = np.random.default_rng(seed).permutation(size) - size // 2
    return values.astype(dtype).reshape(shape)


# (shape, reduction_dimension, k, aggregate_to_topk)
CASES = [((7, 5), 0, 3, True), ((3, 70), 1, 3, False), ((1, 250), 1, 5, False),
         ((3, 80), -1, 10, True), ((2, 3, 40), 1, 2, True), ((33,), 0, 33, True),
         ((2, 9, 6), 2, 1, True)]
DTYPES = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16, "f64": np.float64}


@pytest.mark.parametrize("max_k", [True, False], ids=["max", "min"])
@pytest.mark.parametrize("dtype", sorted(DTYPES))
def test_approx_top_k_matches_jax(dtype, max_k, tmp_path):
    top_k = jax.lax.approx_max_k if max_k else jax.lax.approx_min_k
    with jax.enable_x64(dtype == "f64"):
        for i, (shape, dim, k, aggregate) in enumerate(CASES):
            x = _distinct(shape, DTYPES[dtype], seed=i)
            f = jax.jit(lambda a: top_k(a, k, reduction_dimension=dim, recall_target=0.9,
                                        aggregate_to_topk=aggregate))
            text = f.lower(x).as_text()
            assert "custom_call @ApproxTopK" in text
            got = _run(text.encode(), "top_k.mlir", tmp_path, x)
            want = [np.asarray(w) for w in f(x)]
            for g, w in zip(got, want):
                assert g.dtype == w.dtype and g.shape == w.shape, (shape, dim, g.shape, w.shape)
                np.testing.assert_array_equal(g, w, err_msg=f"{dtype} {shape} dim {dim} k {k}")


@pytest.mark.parametrize("form", ["mlir_module_text", "mlir_module_serialized"])
@pytest.mark.parametrize("name", ["data_2023_04_17", "data_2023_05_16"])
def test_tpu_approx_top_k_export_data(name, form, tmp_path):
    """Written for TPU with the approximate algorithm; its expected outputs are exact. The
    serialized form is a portable artifact whose header names MLIR ("MLIRxxx-trunk"), not
    StableHLO_v...: the frontend tells it by its VHLO content."""
    data = getattr(importlib.import_module(
        "jax._src.internal_test_util.export_back_compat_test_data.tpu_ApproxTopK"), name)
    source = data[form]
    assert form == "mlir_module_text" or source.startswith(b"ML\xefR\x03MLIRxxx-trunk\x00")
    got = _run(source.encode() if isinstance(source, str) else source, "tpu_ApproxTopK",
               tmp_path, *data["inputs"])
    assert len(got) == len(data["expected_outputs"])
    for g, w in zip(got, data["expected_outputs"]):
        assert g.dtype == w.dtype
        np.testing.assert_array_equal(g, w)


def test_without_aggregation_the_result_keeps_the_size_xla_chose(tmp_path):
    """Rank 1, 5000 elements, aggregate_to_topk=False: XLA returns its TPU algorithm's output
    size (2048 here, in the result type), the sorted input's first elements."""
    x = np.random.default_rng(7).permutation(5000).astype(np.float32)
    f = jax.jit(lambda a: jax.lax.approx_max_k(a, 5, recall_target=0.9, aggregate_to_topk=False))
    got = _run(f.lower(x).as_text().encode(), "top_k.mlir", tmp_path, x)
    want = [np.asarray(w) for w in f(x)]
    assert want[0].shape == (2048,)
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(g, w)
