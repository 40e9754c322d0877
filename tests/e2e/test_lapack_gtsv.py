"""lapack_?gtsv_ffi (Op.TRIDIAGONAL_SOLVE) on the device: jax.lax.linalg.tridiagonal_solve
lowered on CPU against JAX itself, gtsv's own results (the diagonals as it leaves them, info)
against LAPACK run by XLA:CPU, and JAX's back-compat programs
(cpu_tridiagonal_solve_lapack_gtsv); tridiagonal_solve_perturbed_ffi
(Op.TRIDIAGONAL_SOLVE_PERTURBED, perturb_singular=True) against JAX, singular systems
included."""

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


def _solve_perturbed(*xs):
    return [jax.lax.linalg.tridiagonal_solve(*xs[i:i + 4], perturb_singular=True)
            for i in range(0, len(xs), 4)]


def _assert_rounding(actual, expected, t: str, label: str) -> None:
    """Equal to JAX's to rounding: each system within 64 eps of its largest element (the
    solutions of singular systems are as large as 1 / (eps max |U|))."""
    assert actual.dtype == expected.dtype and actual.shape == expected.shape, label
    if expected.size == 0:
        return
    axes = (-2, -1)
    scale = np.max(np.abs(expected), axis=axes, keepdims=True)
    error = np.max(np.abs(actual - expected) / scale, axis=axes)
    assert np.all(error <= 64 * np.finfo(expected.dtype).eps), (label, error)


def _shifted_by_eigenvalues(seed: int, batch: int, n: int, t: str):
    """Hermitian tridiagonal systems minus one of their eigenvalues (inverse iteration, what
    perturb_singular is for): singular to rounding, the row choices tied to rounding."""
    dl, d, du, b = _systems(seed, (batch,), n, 2, t)
    rng = np.random.default_rng(seed)
    for k in range(batch):
        d[k] = d[k].real
        du[k, :-1] = np.conj(dl[k, 1:])
        a = _dense(dl[k], d[k], du[k]).astype(np.complex128)
        d[k] -= np.linalg.eigvalsh(a)[rng.integers(n)]
    return dl, d, du, b


@pytest.mark.parametrize("t", list(DTYPES))
def test_tridiagonal_solve_perturbed_matches_jax(t, tmp_path):
    """perturb_singular=True (tridiagonal_solve_perturbed_ffi): random systems (both row
    choices), exactly singular ones (a zero row; a graph Laplacian, whose last pivot
    vanishes or is rounding; a zero matrix, perturbed by safemin), a 1 x 1 one that is zero,
    one with several batch dimensions, n = 2, and systems singular to rounding."""
    dl, d, du, b = _systems(40, (6,), 7, 3, t)
    dl[0, 1:] *= 10  # every step swaps rows
    dl[1, 3] = d[1, 3] = du[1, 3] = 0  # a zero row
    dl[2, 1:], du[2, :-1], d[2] = -1, -1, 2
    d[2, 0] = d[2, -1] = 1  # rows sum to 0: singular
    dl[3], d[3], du[3] = 0, 0, 0
    dl[4, 2] = 0  # nothing to eliminate in row 2
    d[5] = 1e-3 * d[5]  # small pivots that need no perturbing
    cases = [(dl, d, du, b), _systems(50, (2, 3), 1, 2, t), _systems(60, (), 2, 5, t),
             _shifted_by_eigenvalues(80, 6, 2, t), _shifted_by_eigenvalues(90, 6, 9, t)]
    cases[1][1][0, 1] = 0  # a zero 1 x 1 system
    args = [x for case in cases for x in case]
    actual, expected = run_jax(_solve_perturbed, args, tmp_path, f"gtsv_perturbed_{t}",
                               "tridiagonal_solve_perturbed_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        assert np.all(np.isfinite(x)), i
        _assert_rounding(x, e, t, f"tridiagonal_solve_perturbed {t} {i}")
    assert np.max(np.abs(expected[0][3])) > 1e30  # the perturbation mattered


@pytest.mark.parametrize("t", ["f64", "c64"])
def test_tridiagonal_solve_perturbed_small_pivots(t, tmp_path):
    """Pivots below 1 whose rows would overflow when divided (perturbed, with the pivot's
    sign, until they do not), a zero pivot, and empty shapes. Only normal numbers: XLA:CPU
    runs with subnormals flushed to zero and the device keeps them, so pivots below safemin
    (which jaxlib scales with their row) are not compared."""
    dtype = DTYPES[t]
    bignum = 1 / np.finfo(dtype).tiny
    dl, d, du, b = _systems(70, (4,), 4, 2, t)
    dl[:], du[:] = 0, 0  # diagonal systems: the pivots are d
    d[:, 1:] = 1
    d[0, 0], b[0, 0, 0] = 1e-3, 1e-3 * bignum * 10  # above |p| bignum
    d[1, 0], b[1, 0, 0] = 4 / bignum, 1e3  # a normal pivot close to safemin
    d[2, 0], b[2, 0, 1] = -1e-5, -1e-5 * bignum * 4  # perturbed downwards
    d[3, 0] = 0
    empty = [np.zeros((2, 0), dtype)] * 3 + [np.zeros((2, 0, 3), dtype)]
    args = [dl, d, du, b, *empty]
    actual, expected = run_jax(_solve_perturbed, args, tmp_path, f"gtsv_perturbed_small_{t}",
                               "tridiagonal_solve_perturbed_ffi")
    for i, (x, e) in enumerate(zip(actual, expected)):
        _assert_rounding(x, e, t, f"tridiagonal_solve_perturbed {t} {i}")
    assert np.all(np.isfinite(actual[0]))
    with np.errstate(all="ignore"):
        unperturbed = b[:, 0] / d[:, :1]
    for k in range(4):  # each first pivot was perturbed
        assert not np.allclose(actual[0][k, 0], unperturbed[k]), k


def test_tridiagonal_solve_perturbed_scales_subnormal_pivots(tmp_path):
    """A pivot below safemin whose row would not overflow is scaled, with its row, by bignum
    (jaxlib's kernel as written; XLA:CPU flushes such subnormals to zero, the device keeps
    them, so the expected values are worked by hand): x = (b bignum) / (p bignum)."""
    tiny = np.finfo(np.float64).tiny
    zeros = np.zeros((3, 1))
    d = np.array([[tiny / 4], [tiny / 2], [tiny * 2]])  # the last one is normal: not scaled
    b = np.full((3, 1, 1), tiny / 8)
    with jax.enable_x64(True):
        text = jax.jit(_solve_perturbed).lower(zeros, d, zeros, b).as_text()
    (x,) = run_bytes(text.encode(), "perturbed_subnormal.mlir", [zeros, d, zeros, b], tmp_path)
    np.testing.assert_array_equal(x.ravel(), [0.5, 0.25, 0.0625])
