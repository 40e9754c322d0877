"""`pjrtc run --expected`: results against reference arrays, with tolerances.

Integers and booleans must match exactly; floating-point values within
|actual - expected| <= atol + rtol * |expected|, NaN matching NaN, in the same places.
`ulp_distance` measures closeness as StableHLO's testdata checks do (tests/e2e/test_accuracy.py,
scripts/testdata_ulps.py).
"""

from __future__ import annotations

import os
import re

import numpy as np
from pjrtc_runtime.npio import UNREADABLE

from pjrtc.errors import InputError

_RESULT_KEY = re.compile(r"result(\d+)$")
_REMEDY = "write it with numpy.save/numpy.savez or `pjrtc run --output`"


def read_expected(path: str) -> list[np.ndarray]:
    """A .npy is the one expected result; a .npz holds several, ordered by `resultN` keys
    when all keys have that form (what `pjrtc run --output` writes), else as stored."""
    if not os.path.isfile(path):
        raise InputError(f"expected-results file {path} does not exist or is not a file",
                         remedy="pass a .npy or .npz file, e.g. one `pjrtc run --output` wrote")
    try:
        loaded = np.load(path, allow_pickle=False)
        if isinstance(loaded, np.ndarray):
            return [loaded]
        with loaded:
            keys = list(loaded.files)
            if keys and all(_RESULT_KEY.match(k) for k in keys):
                keys.sort(key=lambda k: int(_RESULT_KEY.match(k).group(1)))
            arrays = [loaded[k] for k in keys]
    except UNREADABLE as e:
        raise InputError(f"expected-results file {path} is not a readable .npy or .npz ({e})",
                         remedy=_REMEDY) from None
    # np.load gives the raw bytes of a zip entry that is not a .npy (any zip opens as .npz).
    not_arrays = [k for k, a in zip(keys, arrays) if not isinstance(a, np.ndarray)]
    if not_arrays:
        raise InputError(f"expected-results file {path} is not a readable .npy or .npz: a zip "
                         f"with entries {not_arrays} that are not .npy arrays", remedy=_REMEDY)
    return arrays


def mismatches(results, expected: list[np.ndarray], rtol: float, atol: float,
               names: list[str]) -> list[str]:
    """One line per result that differs (empty when everything matches)."""
    if len(results) != len(expected):
        return [f"the artifact returns {len(results)} result(s), the expected file holds "
                f"{len(expected)}"]
    problems = []
    for name, actual, want in zip(names, results, expected):
        want = np.asarray(want)
        if want.dtype.kind == "V" and actual.dtype.itemsize == want.dtype.itemsize:
            want = want.view(actual.dtype)  # .npy keeps bfloat16 as raw 2-byte void
        if actual.shape != want.shape:
            problems.append(f"{name}: shape {list(actual.shape)}, expected {list(want.shape)}")
            continue
        if actual.dtype != want.dtype:
            problems.append(f"{name}: dtype {actual.dtype}, expected {want.dtype}")
            continue
        problem = _differ(actual, want, rtol, atol)
        if problem:
            problems.append(f"{name}: {problem}")
    return problems


def _differ(actual: np.ndarray, want: np.ndarray, rtol: float, atol: float) -> str | None:
    kind = actual.dtype.kind
    if kind in "fc" or actual.dtype.name == "bfloat16":
        a = actual.astype(np.complex128 if kind == "c" else np.float64)
        w = want.astype(a.dtype)
        with np.errstate(invalid="ignore"):
            bad = ~np.isclose(a, w, rtol=rtol, atol=atol, equal_nan=True)
    else:
        a, w = actual, want
        bad = actual != want
    if not bad.any():
        return None
    where = np.argwhere(bad)[:3]
    samples = "; ".join(f"at {tuple(int(i) for i in ix)}: {a[tuple(ix)].item()!r} vs "
                        f"{w[tuple(ix)].item()!r}" for ix in where)
    tol = f" (rtol {rtol}, atol {atol})" if kind in "fc" else " (exact)"
    return f"{int(bad.sum())} of {bad.size} elements differ{tol}: {samples}"


def ulp_distance(actual: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """Each element's distance in ulps as StableHLO's `check.expect_close` counts it
    (CheckOps.cpp, ULPDifference), as float64: for finite values the difference of the integers
    whose bits are |actual| and |expected| (their sum when the signs differ); 0 for identical
    values and for two NaNs; inf for a finite value against a non-finite one. Complex values
    take the larger of their parts' distances. f32 and f64 (complex64, complex128)."""
    actual = np.asarray(actual)
    expected = np.asarray(expected).astype(actual.dtype)
    if np.iscomplexobj(actual):
        return np.maximum(ulp_distance(actual.real, expected.real),
                          ulp_distance(actual.imag, expected.imag))
    bits = {4: np.uint32, 8: np.uint64}[actual.dtype.itemsize]
    a = np.abs(actual).view(bits).astype(np.uint64)  # below 2^63: sums and differences fit
    e = np.abs(expected).view(bits).astype(np.uint64)
    same_sign = np.signbit(actual) == np.signbit(expected)
    distance = np.where(same_sign, np.maximum(a, e) - np.minimum(a, e), a + e).astype(np.float64)
    finite = np.isfinite(actual) & np.isfinite(expected)
    identical = actual.view(bits) == expected.view(bits)
    distance[~finite] = np.where(identical[~finite], 0.0, np.inf)
    distance[np.isnan(actual) & np.isnan(expected)] = 0.0
    return distance
