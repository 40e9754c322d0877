"""lapack_?gehrd_ffi (Op.HESSENBERG) on the device: jax.lax.linalg.hessenberg lowered on CPU
against JAX itself (LAPACK's own results: the reduced matrix, the vectors and taus), the
reduction's properties, and JAX's back-compat programs (cpu_hessenberg_lapack_gehrd)."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, assert_near, back_compat, eps, random_matrices,
                            reflectors_below_subdiagonal, run_back_compat, run_jax)


@pytest.mark.parametrize("t", list(DTYPES))
def test_hessenberg_matches_jax(t, tmp_path):
    """A batch of 6 x 6 and a 1 x 1: LAPACK's results, and Q^H a Q = H."""
    args = [random_matrices(1, (2, 6, 6), t), random_matrices(2, (1, 1), t)]
    actual, expected = run_jax(lambda *xs: [r for x in xs for r in jax.lax.linalg.hessenberg(x)],
                               args, tmp_path, f"gehrd_{t}", "gehrd_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"gehrd {t} result {i}")
    a, (reduced, taus) = args[0], actual[:2]
    for k in range(2):
        q = reflectors_below_subdiagonal(reduced[k], taus[k])
        h = np.triu(reduced[k], -1)
        np.testing.assert_allclose(np.conj(q.T) @ a[k] @ q, h, atol=200 * eps(a.dtype))


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_gehrd(t, tmp_path):
    entry = back_compat("cpu_hessenberg_lapack_gehrd", t, "2024_08_31")
    actual = run_back_compat(entry, tmp_path)
    for x, e in zip(actual, entry["expected_outputs"], strict=True):
        np.testing.assert_allclose(x, e, rtol=RTOL[t], atol=ATOL[t])
