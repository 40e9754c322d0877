"""lapack_?gtsv_ffi (Op.TRIDIAGONAL_SOLVE) on the device: jax.lax.linalg.tridiagonal_solve
lowered on CPU against JAX itself, gtsv's own results (the diagonals as it leaves them, info)
against LAPACK run by XLA:CPU, and JAX's back-compat programs
(cpu_tridiagonal_solve_lapack_gtsv)."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from lapack_helpers import (ATOL, DTYPES, LETTER, RTOL, assert_near, back_compat,
                            custom_call_module, random_matrices, run_back_compat, run_bytes,
                            run_jax, run_xla)


def _systems(seed: int, batch: tuple[int, ...], n: int, nrhs: int, t: str):
    dl, d, du = (random_matrices(seed + i, batch + (n,), t) for i in range(3))
    dl[..., 0] = 0
    du[..., -1] = 0
    return dl, d, du, random_matrices(seed + 3, batch + (n, nrhs), t)


def _dense(dl, d, du):
    return np.diag(d) + np.diag(dl[1:], -1) + np.diag(du[:-1], 1)


@pytest.mark.parametrize("t", list(DTYPES))
def test_tridiagonal_solve_matches_jax(t, tmp_path):
    """Random systems (rows swap wherever |dl| > |d|) of n = 7, 2 and 1."""
    cases = [_systems(0, (3,), 7, 4, t), _systems(10, (), 2, 1, t), _systems(20, (2,), 1, 3, t)]
    args = [x for case in cases for x in case]

    def solves(*xs):
        return [jax.lax.linalg.tridiagonal_solve(*xs[i:i + 4]) for i in range(0, len(xs), 4)]

    actual, expected = run_jax(solves, args, tmp_path, f"gtsv_{t}", "gtsv_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert_near(x, e, f"tridiagonal_solve {t} {i}")
    dl, d, du, b = cases[0]
    for k in range(3):
        np.testing.assert_allclose(_dense(dl[k], d[k], du[k]) @ actual[0][k], b[k],
                                   rtol=RTOL[t], atol=ATOL[t] * 100)


@pytest.mark.parametrize("t", ["f32", "c128"])
def test_gtsv_results_and_info_match_lapack(t, tmp_path):
    """Every result of the call, against LAPACK's: a system that pivots, one with a zero
    pivot midway (info 3: the right-hand sides stay as eliminated so far), one singular in
    its last row (info n), one with a zero subdiagonal (nothing eliminated there)."""
    dl, d, du, b = _systems(30, (4,), 5, 2, t)
    dl[0, 1:] *= 10  # every step swaps rows
    dl[1, 1:4], d[1, :3] = 0, [1, 2, 0]  # no elimination in rows 1-3; d[2] = 0: info 3
    dl[2] = d[2] = du[2] = 0
    d[2, 0], d[2, 1:] = 1.0, 1.0  # a diagonal system ...
    d[2, -1] = 0  # ... singular in its last row: info 5
    dl[3, 2] = 0
    args = [dl, d, du, b]
    results = [(a.shape, a.dtype) for a in args] + [((4,), np.int32)]
    text = custom_call_module(f"lapack_{LETTER[t]}gtsv_ffi", args, results, 1)
    actual = run_bytes(text.encode(), "gtsv.mlir", args, tmp_path)
    expected = run_xla(text, args)
    np.testing.assert_array_equal(actual[4], [0, 3, 5, 0])
    np.testing.assert_array_equal(actual[4], expected[4])
    for i, (x, e) in enumerate(zip(actual[:4], expected[:4])):
        assert_near(x, e, f"gtsv {t} result {i}")


@pytest.mark.parametrize("t", list(DTYPES))
def test_back_compat_gtsv(t, tmp_path):
    entry = back_compat("cpu_tridiagonal_solve_lapack_gtsv", t, "2025_01_09")
    actual = run_back_compat(entry, tmp_path)
    for x, e in zip(actual, entry["expected_outputs"], strict=True):
        np.testing.assert_allclose(x, e, rtol=RTOL[t], atol=ATOL[t])
