"""lapack_?syevd_ffi / ?heevd_ffi (Op.EIGH) on the device: jnp.linalg.eigh and eigvalsh lowered
on CPU against JAX itself (eigenvalues to rounding, eigenvectors up to sign or phase, and the
properties JAX's back-compat test checks), NaN operands, and JAX's back-compat programs
(cpu_eigh_lapack_syev)."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, assert_near, back_compat, eps, random_matrices,
                            run_back_compat, run_jax)


def _check_eigh(a: np.ndarray, w: np.ndarray, v: np.ndarray, tol: float) -> None:
    """V^H V = I and a V = V diag(w), as JAX's check_eigh_results, per matrix."""
    for index in np.ndindex(a.shape[:-2]):
        n = a.shape[-1]
        vi = v[index]
        assert np.linalg.norm(np.eye(n) - np.conj(vi.T) @ vi) <= tol
        residual = a[index] @ vi - w[index][None, :].astype(vi.dtype) * vi
        assert np.linalg.norm(residual) <= tol * np.linalg.norm(a[index])


def _same_up_to_phase(v: np.ndarray, expected: np.ndarray, tol: float) -> None:
    """Each column of v is the expected one times a unit scalar (distinct eigenvalues)."""
    inner = np.sum(np.conj(expected) * v, axis=-2, keepdims=True)
    phase = inner / np.abs(inner)
    np.testing.assert_allclose(v, expected * phase, atol=tol)


@pytest.mark.parametrize("t", list(DTYPES))
def test_eigh_matches_jax(t, tmp_path):
    """A batch read through either triangle (the other holds garbage that is never read),
    and eigvalsh."""
    a = random_matrices(1, (3, 6, 6), t)
    h = (a + np.conj(np.swapaxes(a, -1, -2))) / 2
    garbage = np.tril(h) + np.triu(np.full_like(h, 7.5), 1)

    upper = np.conj(np.swapaxes(garbage, -1, -2))

    def eighs(a, garbage, upper):
        return (*jnp.linalg.eigh(a), *jnp.linalg.eigh(garbage, symmetrize_input=False),
                *jnp.linalg.eigh(upper, UPLO="U", symmetrize_input=False),
                jnp.linalg.eigvalsh(a))

    actual, expected = run_jax(eighs, (a, garbage, upper), tmp_path, f"eigh_{t}", "evd_ffi")
    tol = 100 * eps(a.dtype) * 6
    for k in range(3):
        w, v = actual[2 * k: 2 * k + 2]
        assert_near(w, expected[2 * k], f"eigh {t} eigenvalues {k}")
        _same_up_to_phase(v, expected[2 * k + 1], tol * 10)
        _check_eigh(h, w, v, tol)
    assert_near(actual[6], expected[6], f"eigvalsh {t}")


def test_eigh_of_repeated_eigenvalues_and_nan(tmp_path):
    """Repeated eigenvalues (any orthonormal basis of their space will do); a NaN matrix gives
    NaN results for it alone, as JAX's (pjrtc's info is 1 there, LAPACK's is nonzero)."""
    q, _ = np.linalg.qr(random_matrices(2, (5, 5), "f64"))
    repeated = (q * np.array([1.0, 1.0, 1.0, -2.0, 3.0])) @ q.T
    a = np.stack([repeated, np.eye(5), np.full((5, 5), np.nan), np.zeros((5, 5))])
    actual, expected = run_jax(jnp.linalg.eigh, (a,), tmp_path, "eigh_special", "evd_ffi")
    assert_near(actual[0], expected[0], "eigenvalues")
    assert np.isnan(actual[1][2]).all() and np.isnan(expected[1][2]).all()
    keep = [0, 1, 3]
    _check_eigh(a[keep], actual[0][keep], actual[1][keep], 1e-12)


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_syevd(t, tmp_path):
    """JAX's cpu_eigh_lapack_syev programs (lax.linalg.eigh of tril of a Hermitian 8x8): the
    checks JAX makes (orthonormal vectors, the residual, eigenvalues close to LAPACK's)."""
    entry = back_compat("cpu_eigh_lapack_syev", t, "2024_08_19")
    v, w = run_back_compat(entry, tmp_path)
    operand = np.arange(64, dtype=DTYPES[t]).reshape(8, 8)
    operand = (operand + np.conj(operand.T)) / 2
    n = 8
    assert np.linalg.norm(np.eye(n) - np.conj(v.T) @ v) <= RTOL[t]
    residual = operand @ v - w[None, :].astype(v.dtype) * v
    assert np.linalg.norm(residual) <= RTOL[t] * np.linalg.norm(operand)
    np.testing.assert_allclose(w, entry["expected_outputs"][1], rtol=RTOL[t], atol=ATOL[t])
