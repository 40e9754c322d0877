"""lapack_?getrf_ffi (Op.LU) on the device: JAX programs lowered on CPU against JAX itself,
LAPACK's info for singular matrices against XLA:CPU running the same custom call, and JAX's
own back-compat programs (cpu_lu_lapack_getrf) with the checks JAX makes of them."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, RTOL, assert_near, back_compat, random_matrices,
                            run_back_compat, run_bytes, run_jax, run_xla)


def _check_lu(a: np.ndarray, lu: np.ndarray, pivots: np.ndarray, rtol: float, atol: float):
    """P a = L U, with P from LAPACK's 1-based row interchanges (JAX's check_lu_results)."""
    for index in np.ndindex(a.shape[:-2]):
        m, n = a.shape[-2:]
        k = min(m, n)
        lower = np.tril(lu[index], -1)[:, :k] + np.eye(m, k, dtype=a.dtype)
        u = np.triu(lu[index])[:k]
        permuted = a[index].copy()
        for i, p in enumerate(pivots[index]):
            permuted[[i, p - 1]] = permuted[[p - 1, i]]
        np.testing.assert_allclose(permuted, lower @ u, rtol=rtol, atol=atol)


@pytest.mark.parametrize("t", list(DTYPES))
def test_lu_matches_jax(t, tmp_path):
    """Square batches and both rectangular shapes: the same pivots and permutation as
    LAPACK, the factors to rounding, and P a = L U."""
    shapes = [(2, 6, 6), (4, 7), (7, 4)]
    args = [random_matrices(i, shape, t) for i, shape in enumerate(shapes)]
    actual, expected = run_jax(lambda *xs: [r for x in xs for r in jax.lax.linalg.lu(x)], args,
                               tmp_path, f"lu_{t}", "getrf_ffi")
    for i, a in enumerate(args):
        lu, pivots, permutation = actual[3 * i: 3 * i + 3]
        np.testing.assert_array_equal(permutation, expected[3 * i + 2])
        assert_near(lu, expected[3 * i], f"lu {t} {a.shape}")
        _check_lu(a, lu, pivots + 1, RTOL[t], ATOL[t] * 10)


@pytest.mark.parametrize("t", ["f32", "c128"])
def test_solvers_built_on_getrf(t, tmp_path):
    a = random_matrices(10, (3, 5, 5), t) + 3 * np.eye(5, dtype=DTYPES[t])
    b = random_matrices(11, (3, 5, 2), t)

    def solvers(a, b):
        lu_and_pivots = jsl.lu_factor(a[0])
        sign, logdet = jnp.linalg.slogdet(a)
        return (jnp.linalg.solve(a, b), jnp.linalg.inv(a), jnp.linalg.det(a), sign, logdet,
                jsl.lu_solve(lu_and_pivots, b[0]),
                jax.lax.custom_linear_solve(lambda x: a[1] @ x, b[1, :, 0],
                                            lambda f, y: jnp.linalg.solve(a[1], y)))

    actual, expected = run_jax(solvers, (a, b), tmp_path, f"solvers_{t}", "getrf_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"solver result {i} {t}")


GETRF = """func.func @main(%a: tensor<5x3x3xf32>) -> (tensor<5x3x3xf32>, tensor<5x3xi32>,
                                           tensor<5xi32>) {
  %lu, %pivots, %info = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {
      mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>,
                        dense<0> : tensor<1xindex>]}
      : (tensor<5x3x3xf32>) -> (tensor<5x3x3xf32>, tensor<5x3xi32>, tensor<5xi32>)
  return %lu, %pivots, %info : tensor<5x3x3xf32>, tensor<5x3xi32>, tensor<5xi32>
}
"""


def test_getrf_info_for_singular_matrices(tmp_path):
    """info is the 1-based column of the first exactly zero pivot (the factorization goes
    on past it); a NaN pivot is not zero. The same as LAPACK's, run by XLA:CPU."""
    a = random_matrices(20, (5, 3, 3), "f32")
    a[1, :, 1] = 0.0  # column 2 has no pivot
    a[2] = 0.0  # every pivot zero: info 1, the first
    a[3] = np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], np.float32)  # rank 2: column 3
    a[4, 1, 1] = np.nan
    actual = run_bytes(GETRF.encode(), "getrf.mlir", [a], tmp_path)
    expected = run_xla(GETRF, [a])
    np.testing.assert_array_equal(actual[2], np.array([0, 2, 1, 3, 0], np.int32))
    np.testing.assert_array_equal(actual[2], expected[2])
    np.testing.assert_array_equal(actual[1], expected[1])
    for k in (0, 1, 3):
        assert_near(actual[0][k], expected[0][k], f"getrf lu {k}")


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_getrf(t, tmp_path):
    """JAX's cpu_lu_lapack_getrf programs (lax.linalg.lu of arange(9) as 3x3, singular):
    the expected pivots and permutation exactly, and P a = L U as JAX checks it."""
    entry = back_compat("cpu_lu_lapack_getrf", t, "2024_05_31")
    lu, pivots, permutation = run_back_compat(entry, tmp_path)
    _, expected_pivots, expected_permutation = entry["expected_outputs"]
    np.testing.assert_array_equal(pivots, expected_pivots)
    np.testing.assert_array_equal(permutation, expected_permutation)
    a = np.arange(9, dtype=DTYPES[t]).reshape(3, 3)
    _check_lu(a, lu, pivots + 1, RTOL[t], ATOL[t])
