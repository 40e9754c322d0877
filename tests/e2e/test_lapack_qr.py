"""lapack_?geqrf_ffi (Op.QR), ?orgqr_ffi / ?ungqr_ffi (Op.HOUSEHOLDER_PRODUCT), ?geqp3_ffi
(Op.PIVOTED_QR) and ?ormqr_ffi / ?unmqr_ffi (Op.HOUSEHOLDER_MULTIPLY) on the device: JAX
programs lowered on CPU (jnp.linalg.qr in every mode, householder_product, scipy's pivoted
qr, ormqr) against JAX itself, raw geqrf / geqp3 results against LAPACK run by XLA:CPU, and
JAX's own back-compat programs (cpu_qr_lapack_geqrf)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, LETTER, RTOL, assert_near, back_compat,
                            custom_call_module, eps, random_matrices, run_back_compat, run_bytes,
                            run_jax, run_xla)


def _check_qr(a: np.ndarray, q: np.ndarray, r: np.ndarray) -> None:
    """Q has orthonormal columns, R is upper triangular, Q R = a."""
    tol = 50 * eps(a.dtype) * max(a.shape[-2:])
    q_h = np.conj(np.swapaxes(q, -1, -2))
    np.testing.assert_allclose(q_h @ q, np.broadcast_to(np.eye(q.shape[-1]), q_h.shape[:-2]
                                                        + (q.shape[-1],) * 2), atol=tol)
    np.testing.assert_array_equal(np.tril(r, -1), 0)
    np.testing.assert_allclose(q @ r, a, atol=tol * np.abs(a).max())


@pytest.mark.parametrize("t", list(DTYPES))
def test_qr_matches_jax(t, tmp_path):
    """Tall, wide and square matrices in modes reduced and complete, mode r, and a
    householder_product with fewer reflectors than columns."""
    args = [random_matrices(1, (2, 5, 3), t), random_matrices(2, (3, 5), t),
            random_matrices(3, (4, 4), t)]

    def qrs(*xs):
        out = [r for x in xs for mode in ("reduced", "complete") for r in jnp.linalg.qr(x,
                                                                                     mode=mode)]
        return out + [jnp.linalg.qr(xs[0], mode="r"),
                      jax.lax.linalg.householder_product(xs[0][0], xs[2][0, :2])]

    actual, expected = run_jax(qrs, args, tmp_path, f"qr_{t}", "geqrf_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"qr {t} result {i}")
    for k, a in enumerate(args):
        for mode in range(2):
            _check_qr(a, actual[4 * k + 2 * mode], actual[4 * k + 2 * mode + 1])


@pytest.mark.parametrize("t", ["f32", "c128"])
def test_geqrf_results_match_lapack(t, tmp_path):
    """geqrf's own results (R and the vectors, taus) against LAPACK's, run by XLA:CPU: a
    batch holding a matrix whose first column is already reduced (tau 0: no reflection), a
    zero matrix and a random one."""
    a = random_matrices(4, (3, 4, 3), t)
    a[0, 1:, 0] = 0
    a[0, 0, 0] = a[0, 0, 0].real  # complex: a real alpha too
    a[1] = 0
    text = custom_call_module(f"lapack_{LETTER[t]}geqrf_ffi", [a],
                              [(a.shape, a.dtype), ((3, 3), a.dtype)], 1)
    actual = run_bytes(text.encode(), "geqrf.mlir", [a], tmp_path)
    expected = run_xla(text, [a])
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"geqrf {t} result {i}")
    assert actual[1][0, 0] == 0 and (actual[0][1] == 0).all() and (actual[1][1] == 0).all()


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_geqrf_orgqr(t, tmp_path):
    """JAX's cpu_qr_lapack_geqrf programs (lax.linalg.qr of arange(9) as 3x3, complete): the
    expected Q and R within JAX's tolerances."""
    entry = back_compat("cpu_qr_lapack_geqrf", t, "2025_04_02")
    actual = run_back_compat(entry, tmp_path)
    for x, e in zip(actual, entry["expected_outputs"], strict=True):
        np.testing.assert_allclose(x, e, rtol=RTOL[t], atol=ATOL[t] * 10)
    a = np.arange(9, dtype=DTYPES[t]).reshape(3, 3)
    _check_qr(a, *actual)


@pytest.mark.parametrize("t", list(DTYPES))
def test_pivoted_qr_and_ormqr_match_jax(t, tmp_path):
    """jax.scipy.linalg.qr with pivoting (geqp3; full and economic, tall and wide) and
    lax.linalg.ormqr from either side, transposed or not, with arbitrary vectors and taus."""
    a = random_matrices(5, (2, 5, 4), t)
    vectors, taus = random_matrices(6, (2, 5, 3), t), random_matrices(7, (2, 3), t)
    c_left, c_right = random_matrices(8, (2, 5, 2), t), random_matrices(9, (2, 2, 5), t)

    def programs(a, vectors, taus, c_left, c_right):
        out = [*jsl.qr(a, pivoting=True), *jsl.qr(a[0].T, pivoting=True, mode="economic")]
        for left, c in ((True, c_left), (False, c_right)):
            out += [jax.lax.linalg.ormqr(vectors, taus, c, left=left, transpose=transpose)
                    for transpose in (False, True)]
        return out

    actual, expected = run_jax(programs, (a, vectors, taus, c_left, c_right), tmp_path,
                               f"geqp3_{t}", "geqp3_ffi")
    np.testing.assert_array_equal(actual[2], expected[2])  # the same column order
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"geqp3/ormqr {t} result {i}")
    q, r, p = actual[:3]
    for k in range(2):
        _check_qr(a[k][:, p[k]], q[k], r[k])


def test_geqp3_fixed_columns_match_lapack(tmp_path):
    """Columns whose jpvt entry is nonzero are moved to the front and factored first, as
    LAPACK does (run by XLA:CPU): all results, jpvt included."""
    a = random_matrices(10, (3, 6, 5), "f64")
    jpvt = np.array([[0, 0, 0, 0, 0], [0, 1, 0, 1, 0], [1, 0, 0, 0, 1]], np.int32)
    results = [(a.shape, a.dtype), (jpvt.shape, np.int32), ((3, 5), a.dtype)]
    text = custom_call_module("lapack_dgeqp3_ffi", [a, jpvt], results, 1)
    actual = run_bytes(text.encode(), "geqp3.mlir", [a, jpvt], tmp_path)
    expected = run_xla(text, [a, jpvt])
    np.testing.assert_array_equal(actual[1], expected[1])
    np.testing.assert_array_equal(actual[1][1, :2], [2, 4])
    for i in (0, 2):
        assert_near(actual[i], expected[i], f"geqp3 result {i}")
