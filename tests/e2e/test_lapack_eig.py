"""lapack_?geev_ffi (Op.EIG) on the device: jnp.linalg.eig, eigvals and lax.linalg.eig with
left vectors, lowered on CPU, against JAX itself (the same eigenvalues; vectors matched by
eigenvalue, equal up to a unit scalar; real matrices: conjugate pairs and real vectors as
jaxlib gives them) with the checks JAX's back-compat test makes, and JAX's back-compat
programs (cpu_eig_lapack_geev)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, back_compat, eps, random_matrices,
                            run_back_compat, run_jax)


def _check_vectors(a: np.ndarray, w: np.ndarray, vl: np.ndarray | None, vr: np.ndarray):
    """JAX's check_eig_results: |a vr - vr diag(w)| and |a^H vl - vl diag(conj w)| below
    100 (n + 1) eps, per matrix."""
    n = a.shape[-1]
    bound = 100 * (n + 1) * eps(a.dtype)
    a_h = np.conj(np.swapaxes(a, -1, -2))
    pairs = [(a, w, vr)] + ([(a_h, np.conj(w), vl)] if vl is not None else [])
    for matrix, values, vectors in pairs:
        residual = matrix @ vectors - values[..., None, :] * vectors
        assert np.all(np.linalg.norm(residual, axis=(-2, -1)) < bound * max(
            np.abs(a).max(), 1)), np.linalg.norm(residual, axis=(-2, -1))


def _matched(w, expected_w, v, expected_v, tol):
    """Each of JAX's eigenpairs has ours: the nearest eigenvalue, its vector equal up to a
    unit scalar."""
    for index in np.ndindex(w.shape[:-1]):
        for k, value in enumerate(expected_w[index]):
            ours = int(np.argmin(np.abs(w[index] - value)))
            assert abs(w[index][ours] - value) <= tol * max(np.abs(expected_w[index]).max(), 1)
            x, y = v[index][:, ours], expected_v[index][:, k]
            phase = np.vdot(y, x) / abs(np.vdot(y, x))
            np.testing.assert_allclose(x, y * phase, atol=tol * 10)


@pytest.mark.parametrize("t", list(DTYPES))
def test_eig_matches_jax(t, tmp_path):
    a = random_matrices(1, (3, 6, 6), t)
    a[1] = np.triu(a[1])  # already triangular

    def eigs(a):
        both = jax.lax.linalg.eig(a, compute_left_eigenvectors=True)
        return (*jnp.linalg.eig(a), jnp.linalg.eigvals(a), *both)

    actual, expected = run_jax(eigs, (a,), tmp_path, f"eig_{t}", "geev_ffi")
    w, vr, values_only, w2, vl, vr2 = actual
    assert w.dtype == expected[0].dtype and vr.dtype == expected[1].dtype
    tol = 1000 * eps(a.dtype)
    _matched(w, expected[0], vr, expected[1], tol)
    _matched(w2, expected[3], vl, expected[4], tol)
    np.testing.assert_allclose(values_only, w, atol=tol)
    _check_vectors(a, w, None, vr)
    _check_vectors(a, w2, vl, vr2)
    if a.dtype.kind == "f":  # LAPACK's order: a pair's second member right after the first
        for index in np.ndindex(w.shape[:-1]):
            for k in np.nonzero(w[index].imag < 0)[0]:
                assert w[index][k] == np.conj(w[index][k - 1])
                np.testing.assert_array_equal(vr[index][:, k], np.conj(vr[index][:, k - 1]))
                np.testing.assert_array_equal(vl[index][:, k], np.conj(vl[index][:, k - 1]))
            for k in np.nonzero(w[index].imag == 0)[0]:
                assert (vr[index][:, k].imag == 0).all() and (vl[index][:, k].imag == 0).all()


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_geev(t, tmp_path):
    """JAX's cpu_eig_lapack_geev programs (lax.linalg.eig of arange(16) as 4x4, both vector
    sets; a double eigenvalue 0): each eigenvalue in the other set, and the vectors' checks."""
    entry = back_compat("cpu_eig_lapack_geev", t, "2024_08_19")
    w, vl, vr = run_back_compat(entry, tmp_path)
    expected_w = entry["expected_outputs"][0]
    for x, others in ((w, expected_w), (expected_w, w)):
        for value in x:
            np.testing.assert_allclose(np.min(np.abs(others - value)), 0, rtol=RTOL[t],
                                       atol=ATOL[t])
    a = np.arange(16, dtype=DTYPES[t]).reshape(4, 4)
    _check_vectors(a, w, vl, vr)
