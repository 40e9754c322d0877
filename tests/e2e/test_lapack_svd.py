"""lapack_?gesdd_ffi and ?gesvd_ffi (Op.SVD) on the device: jnp.linalg.svd in every mode and
lax.linalg.svd with the QR algorithm (gesvd), lowered on CPU, against JAX itself (singular
values to rounding, vectors up to sign or phase, the properties JAX's back-compat test checks),
rank-deficient and NaN operands, and JAX's back-compat programs (cpu_svd_lapack_gesdd)."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from lapack_helpers import (ATOL, DTYPES, RTOL, assert_near, back_compat, eps,
                            random_matrices, run_back_compat, run_jax)


def _check_svd(a: np.ndarray, u: np.ndarray, s: np.ndarray, vh: np.ndarray) -> None:
    """JAX's check_svd_results: backward error of U S V^H and unitary U and V, within
    80 eps (160 eps for the reconstruction)."""
    tol = 80 * eps(a.dtype)
    k = min(a.shape[-2:])
    rebuilt = (u[..., :, :k] * s[..., None, :].astype(u.dtype)) @ vh[..., :k, :]
    error = np.linalg.norm(a - rebuilt, axis=(-2, -1))
    assert np.all(error <= 2 * tol * np.maximum(np.linalg.norm(a, axis=(-2, -1)), 1e-30))
    for q in (u, np.conj(np.swapaxes(vh, -1, -2))):
        gram = np.real(np.conj(np.swapaxes(q, -1, -2)) @ q)
        np.testing.assert_allclose(gram, np.broadcast_to(np.eye(q.shape[-1]), gram.shape),
                                   rtol=tol, atol=tol)


def _same_up_to_phase(actual: np.ndarray, expected: np.ndarray, axis: int, tol: float):
    """Each vector (a column for axis -2, a row for -1) is the expected one times a unit
    scalar."""
    inner = np.sum(np.conj(expected) * actual, axis=axis, keepdims=True)
    np.testing.assert_allclose(actual, expected * inner / np.abs(inner), atol=tol)


@pytest.mark.parametrize("t", list(DTYPES))
def test_svd_matches_jax(t, tmp_path):
    """Tall (a batch), wide and square, full_matrices both ways, compute_uv False, and
    gesvd (algorithm QR)."""
    args = [random_matrices(1, (2, 5, 3), t), random_matrices(2, (3, 5), t),
            random_matrices(3, (4, 4), t)]

    def svds(*xs):
        out = [r for x in xs for full in (True, False) for r in jnp.linalg.svd(
            x, full_matrices=full)]
        return out + [jnp.linalg.svd(x, compute_uv=False) for x in xs] + list(
            lax.linalg.svd(xs[1], algorithm=lax.linalg.SvdAlgorithm.QR))

    actual, expected = run_jax(svds, args, tmp_path, f"svd_{t}", "gesdd_ffi")
    tol = 1000 * eps(args[0].dtype)
    groups = [(6 * i + 3 * full, a) for i, a in enumerate(args) for full in (0, 1)]
    groups.append((len(actual) - 3, args[1]))
    for start, a in groups:
        (u, s, vh), (eu, es, evh) = actual[start:start + 3], expected[start:start + 3]
        assert_near(s, es, f"svd {t} singular values at {start}")
        _check_svd(a, u, s, vh)
        k = min(a.shape[-2:])
        _same_up_to_phase(u[..., :k], eu[..., :k], -2, tol)
        _same_up_to_phase(vh[..., :k, :], evh[..., :k, :], -1, tol)
    for i in range(3):
        assert_near(actual[18 + i], expected[18 + i], f"svd {t} compute_uv=False {i}")


def test_svd_of_rank_deficient_and_nan_matrices(tmp_path):
    """Zero singular values (a zero matrix, rank 1) still give full unitary U and V; a NaN
    matrix gives NaN for itself alone (pjrtc's info is 1 there)."""
    a = random_matrices(4, (4, 6, 4), "f64")
    a[0] = 0
    a[1] = np.outer(np.arange(6.0), np.ones(4))
    a[2, 1, 1] = np.nan
    actual, expected = run_jax(jnp.linalg.svd, (a,), tmp_path, "svd_rank", "gesdd_ffi")
    keep = [0, 1, 3]
    _check_svd(a[keep], *(x[keep] for x in actual))
    np.testing.assert_allclose(actual[1][keep], expected[1][keep], atol=1e-12)
    assert all(np.isnan(x[2]).all() and np.isnan(e[2]).all() for x, e in zip(actual, expected))


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_gesdd(t, tmp_path):
    """JAX's cpu_svd_lapack_gesdd programs (lax.linalg.svd, full_matrices, of a batch of
    random 4x4): the checks JAX makes, and the expected singular values."""
    entry = back_compat("cpu_svd_lapack_gesdd", t, "2024_08_13")
    (a,) = entry["inputs"]
    u, s, vh = run_back_compat(entry, tmp_path)
    _check_svd(a, u, s, vh)
    np.testing.assert_allclose(s, entry["expected_outputs"][1], rtol=RTOL[t], atol=ATOL[t])
