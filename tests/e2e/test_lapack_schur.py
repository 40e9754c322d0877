"""lapack_?gees_ffi (Op.SCHUR) on the device: jax.lax.linalg.schur lowered on CPU against JAX
itself (the same eigenvalues; T upper triangular, or quasi-triangular with standardized 2 x 2
blocks for real matrices, Z unitary, Z T Z^H = a), and JAX's back-compat programs
(cpu_schur_lapack_gees: the check JAX makes)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, back_compat, eps, random_matrices,
                            run_back_compat, run_jax)


def _check_schur(a: np.ndarray, t: np.ndarray, z: np.ndarray, tol: float) -> None:
    """T upper triangular (real: quasi-triangular, with standardized 2 x 2 blocks), Z
    unitary, Z T Z^H = a."""
    n = a.shape[-1]
    z_h = np.conj(np.swapaxes(z, -1, -2))
    if a.dtype.kind == "c":
        np.testing.assert_array_equal(np.tril(t, -1), 0)
    else:
        np.testing.assert_array_equal(np.tril(t, -2), 0)
        for index in np.ndindex(t.shape[:-2]):
            block = t[index]
            for k in np.nonzero(np.diagonal(block, -1))[0]:  # a 2 x 2 block at k
                assert k + 1 == n - 1 or block[k + 2, k + 1] == 0
                assert block[k, k] == block[k + 1, k + 1]
                assert block[k, k + 1] * block[k + 1, k] < 0
    np.testing.assert_allclose(z_h @ z, np.broadcast_to(np.eye(n), z.shape), atol=tol)
    np.testing.assert_allclose(z @ t @ z_h, a, atol=tol * max(np.abs(a).max(), 1))


def _same_eigenvalues(t: np.ndarray, expected_t: np.ndarray, tol: float) -> None:
    for index in np.ndindex(t.shape[:-2]):
        ours = np.linalg.eigvals(t[index].astype(np.complex128))
        theirs = np.linalg.eigvals(expected_t[index].astype(np.complex128))
        for value in theirs:  # as JAX's check_eigenvalue_is_in_array
            assert np.min(np.abs(ours - value)) <= tol * max(np.abs(theirs).max(), 1)


@pytest.mark.parametrize("t", list(DTYPES))
def test_schur_matches_jax(t, tmp_path):
    """A random batch, a 1 x 1, a triangular matrix (nothing to iterate), a nilpotent Jordan
    block shifted by 2 (one repeated eigenvalue), a zero matrix and a Hermitian one."""
    a = random_matrices(1, (7, 6, 6), t)
    a[1] = np.triu(a[1])
    a[2] = 2 * np.eye(6) + np.eye(6, k=1)
    a[3] = 0
    a[4] = a[4] + np.conj(a[4].T)
    a[5] = np.diag(np.arange(6.0)) + 1e-3 * a[5]
    single = random_matrices(2, (1, 1), t)
    actual, expected = run_jax(lambda x, y: (*jax.lax.linalg.schur(x), *jax.lax.linalg.schur(y)),
                               (a, single), tmp_path, f"schur_{t}", "gees_ffi")
    tol = 100 * eps(a.dtype) * 6
    for (x, (tt, z)), e in zip(((a, actual[:2]), (single, actual[2:])), expected[0::2]):
        _check_schur(x, tt, z, tol)
        # A Jordan block's eigenvalue is ill-conditioned: perturbations of eps^(1/6).
        _same_eigenvalues(tt, e, 10 * eps(a.dtype) ** (1 / 6))


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_gees(t, tmp_path):
    """JAX's cpu_schur_lapack_gees programs (lax.linalg.schur of arange(16) as 4x4): a equals
    S T S^H within JAX's tolerances."""
    entry = back_compat("cpu_schur_lapack_gees", t, "2024_11_29")
    tt, s = run_back_compat(entry, tmp_path)
    (a,) = entry["inputs"]
    np.testing.assert_allclose(s @ tt @ np.conj(s.T), a, rtol=RTOL[t], atol=ATOL[t])
    np.testing.assert_array_equal(np.tril(tt, -2 if t.startswith("f") else -1), 0)
    assert DTYPES[t] == tt.dtype


def test_schur_and_eig_of_a_nan_matrix(tmp_path):
    """A NaN never converges: info is nonzero for that matrix alone, which JAX turns into NaN
    results there, as it does for LAPACK's."""
    a = random_matrices(3, (2, 4, 4), "c64")
    a[0, 1, 2] = np.nan
    for fn in (jax.lax.linalg.schur, jnp.linalg.eig):
        actual, expected = run_jax(fn, (a,), tmp_path, "nan", "_ffi")
        for x, e in zip(actual, expected):
            assert np.isnan(x[0]).all() and np.isnan(e[0]).all()
            assert not np.isnan(x[1]).any()
