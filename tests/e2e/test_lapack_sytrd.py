"""lapack_?sytrd_ffi / ?hetrd_ffi (Op.TRIDIAGONAL) on the device: jax.lax.linalg.tridiagonal
lowered on CPU against JAX itself (LAPACK's own results in both triangles), the reduction's
properties, and JAX's back-compat programs (cpu_tridiagonal_lapack_sytrd_hetrd)."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, assert_near, back_compat, eps, random_matrices,
                            reflectors_below_subdiagonal, run_back_compat, run_jax)


@pytest.mark.parametrize("t", list(DTYPES))
def test_tridiagonal_matches_jax(t, tmp_path):
    """Either triangle of a batch (the other holds garbage, kept as it is), a 1 x 1, and a
    matrix already tridiagonal in its first column (tau 0); Q^H a Q = T for the lower one."""
    a = random_matrices(1, (3, 5, 5), t)
    a[2, 2:, 0] = 0
    lower_only = np.tril(a) + np.triu(np.full_like(a, 9.0), 1)
    upper_only = np.conj(np.swapaxes(lower_only, -1, -2))
    single = random_matrices(2, (1, 1), t)

    def reduce(lo, up, one):
        return (*jax.lax.linalg.tridiagonal(lo, lower=True),
                *jax.lax.linalg.tridiagonal(up, lower=False),
                *jax.lax.linalg.tridiagonal(one, lower=True))

    actual, expected = run_jax(reduce, (lower_only, upper_only, single), tmp_path,
                               f"sytrd_{t}", "trd_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"sytrd {t} result {i}")
    hermitian = np.tril(a) + np.conj(np.swapaxes(np.tril(a, -1), -1, -2))
    index = np.arange(5)
    hermitian[..., index, index] = hermitian[..., index, index].real
    reduced, d, e, taus = actual[:4]
    for k in range(3):
        q = reflectors_below_subdiagonal(reduced[k], taus[k])
        tri = np.diag(d[k]) + np.diag(e[k], -1) + np.diag(e[k], 1)
        np.testing.assert_allclose(np.conj(q.T) @ hermitian[k] @ q, tri,
                                   atol=200 * eps(a.dtype))


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_sytrd(t, tmp_path):
    entry = back_compat("cpu_tridiagonal_lapack_sytrd_hetrd", t, "2024_12_01")
    actual = run_back_compat(entry, tmp_path)
    for x, e in zip(actual, entry["expected_outputs"], strict=True):
        np.testing.assert_allclose(x, e, rtol=RTOL[t], atol=ATOL[t])
