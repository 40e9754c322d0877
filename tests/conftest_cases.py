"""Access to the generated test data in testdata/ (see testdata/generate.py).

Plain helpers, no pytest fixtures:

    from conftest_cases import load_case, all_cases, assert_close
    for name in all_cases(tag="op:dot_general"):
        mlir_path, inputs, expected = load_case(name)
        actual = run_my_compiler(mlir_path, inputs)
        for i, (a, e) in enumerate(zip(actual, expected)):
            assert_close(a, e, f"{name}/result{i}")

`assert_close` picks TOLERANCE_MODEL automatically when the part of `name`
before the first "/" is a case whose cases.json entry has
"tolerance": "model" (models, float reductions, dot products).
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import ml_dtypes
import numpy as np

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"

# ---------------------------------------------------------------------------
# Tolerances: |actual - expected| <= atol + rtol * |expected|  (np.isclose form)
#
# Expected values come from XLA:CPU in float32.  The device is the Intel OpenCL
# CPU runtime, whose float32 accuracy guarantees (OpenCL 1.2 full profile,
# section 7.4) are: + - * exact (correctly rounded); x/y 2.5 ulp; sqrt 3 ulp;
# rsqrt 2 ulp; exp 3 ulp; log 3 ulp; tanh 5 ulp; pow 16 ulp; sin/cos 4 ulp;
# expm1/log1p 3/2 ulp.  XLA:CPU's own exp/tanh/log are polynomial
# approximations of a few ulp too, so the two sides may differ by up to
# ~20 ulp on a single op (pow: 16 + a few).  One float32 ulp is 2^-23 ~ 1.19e-7
# relative, so 20 ulp ~ 2.4e-6: rtol=1e-5 leaves a 4x margin.  atol=1e-6 covers
# results that are near zero where relative error is meaningless (e.g.
# log(x) for x ~ 1, sin(x) near 0, x - y with cancellation: |x|,|y| <= 3 gives
# an absolute rounding error <= 3 * 2^-24 ~ 1.8e-7).
#
# Models / reductions / dot products: a different summation order (work-group
# tree reduction vs. XLA's vectorised loop) changes a sum of n terms by up to
# ~n * eps * sum|terms| in the worst case, ~sqrt(n) * eps * sum|terms| typical.
# With n <= 3300 (reduce_sum_all) and the test data magnitudes (inputs in
# [-5, 5], glorot weights) that is <= ~1e-5 absolute on typical outputs of size
# ~1-30; layernorm divides by the standard deviation, which amplifies absolute
# errors, and softmax/GELU chain exp/tanh.  `testdata/verify.py --f64` measures
# how far the float32 expected values are from a float64 evaluation of the same
# JAX functions, as a fraction of the tolerance
# ("budget" = max |f32 - f64| / (atol + rtol*|f64|)):
#   model cases:   transformer 0.044 (max abs 1.3e-6), reduce_sum_multi 0.030,
#                  batched_matmul 0.018, matmul/matvec/reduce_sum 0.012,
#                  layernorm 0.011; reduce_sum_all 0.002 (abs 3e-4 at
#                  |result| ~ 1650, i.e. 1.8e-7 relative)
#   default cases: nested_call 0.11 (a*b+1 + b*a+1 - 2 cancels), trig 0.019,
#                  tanh 0.015, everything else <= 0.008
# so XLA's float32 results use <= 1/9 of the tolerance (<= 1/20 for models),
# leaving the rest for the device's own, independent rounding and
# summation-order error, which on these sizes should be of the same order.
#
# These tolerances assume the full-precision OpenCL built-ins (exp, tanh, ...),
# not native_*/half_* variants or -cl-fast-relaxed-math (whose accuracy is
# implementation-defined).  FMA contraction of a*b+c fits within them.
# bf16 (8 significant bits) computes in f32 and rounds once per op, as the interpreter and
# XLA do: results differ from the reference by at most 1 bf16 ulp (2^-8 to 2^-7 relative), so
# rtol = 2^-7 allows 1 to 2 ulps, inside the 3 ulps of StableHLO's check.expect_close. Model
# tolerance: 4 to 8 ulps, for chains of ops where a 1-ulp difference propagates.
BF16 = np.dtype(ml_dtypes.bfloat16)
TOLERANCE = {
    np.dtype(np.float16): (1e-3, 1e-5),   # 1 f16 ulp = 2^-10 ~ 9.8e-4 relative
    BF16: (2**-7, 1e-6),
    np.dtype(np.float32): (1e-5, 1e-6),
    np.dtype(np.float64): (1e-12, 1e-14),
}
TOLERANCE_MODEL = {
    np.dtype(np.float16): (1e-2, 1e-3),
    BF16: (2**-5, 1e-3),
    np.dtype(np.float32): (1e-4, 1e-5),
    np.dtype(np.float64): (1e-10, 1e-12),
}
# also accept the scalar types themselves as keys (TOLERANCE[np.float32])
for _t in (TOLERANCE, TOLERANCE_MODEL):
    _t.update({k.type: v for k, v in list(_t.items())})


@functools.lru_cache(maxsize=1)
def _index() -> dict:
    return json.loads((TESTDATA / "cases.json").read_text())


def _case(name: str) -> dict:
    for c in _index()["cases"]:
        if c["name"] == name:
            return c
    raise KeyError(f"no test case {name!r} in {TESTDATA / 'cases.json'}")


def _load_npz(path: Path) -> list[np.ndarray]:
    with np.load(path, allow_pickle=False) as z:
        # arg0, arg1, ..., arg10: order by the number, not lexicographically
        keys = sorted(z.files, key=lambda k: int("".join(ch for ch in k if ch.isdigit())))
        return [z[k] for k in keys]


def all_cases(tag: str | None = None) -> list[str]:
    """Names of all runnable cases (those with model.mlir + npz), optionally
    only those whose tags include `tag` (e.g. "model", "op:reduce",
    "dtype:int32", "func.call", "edge", "format")."""
    return [c["name"] for c in _index()["cases"] if tag is None or tag in c["tags"]]


def case_info(name: str) -> dict:
    """The cases.json entry: description, tags, tolerance, files, input/output specs, ops."""
    return _case(name)


def load_case(name: str) -> tuple[Path, list[np.ndarray], list[np.ndarray]]:
    """(path of model.mlir, inputs in argument order, expected results in order)."""
    c = _case(name)
    files = c["files"]
    return (TESTDATA / files["mlir"], _load_npz(TESTDATA / files["inputs"]),
            _load_npz(TESTDATA / files["expected"]))


def case_file(name: str, kind: str) -> Path:
    """Other files of a case, e.g. case_file("formats", "mlirbc") / "portable" / "mlir_loc"."""
    return TESTDATA / _case(name)["files"][kind]


def error_cases() -> list[dict]:
    """Entries for testdata/errors/*: name, file (relative to testdata), description, expect."""
    return [dict(e, path=TESTDATA / e["file"]) for e in _index()["errors"]]


def tolerance(dtype, model: bool = False) -> tuple[float, float]:
    """(rtol, atol) for a float dtype; (0, 0) for ints/bools."""
    dt = np.dtype(dtype)
    if not (np.issubdtype(dt, np.floating) or dt == BF16):
        return 0.0, 0.0
    return (TOLERANCE_MODEL if model else TOLERANCE)[dt]


def _is_model(name: str) -> bool:
    case = name.split("/", 1)[0]
    try:
        return _case(case).get("tolerance") == "model"
    except KeyError:
        return False


def assert_close(actual, expected, name: str, *, model: bool | None = None,
                 rtol: float | None = None, atol: float | None = None) -> None:
    """Assert that `actual` matches `expected` (shape, dtype, values).

    Ints and bools must match exactly.  Floats use TOLERANCE, or
    TOLERANCE_MODEL when `model` is true (default: looked up from the case
    named by `name` up to the first "/").  NaNs must be in the same places;
    infinities must match exactly.
    """
    actual = np.asarray(actual)
    expected = np.asarray(expected)
    if actual.shape != expected.shape:
        raise AssertionError(f"{name}: shape {actual.shape} != expected {expected.shape}")
    if actual.dtype != expected.dtype:
        raise AssertionError(f"{name}: dtype {actual.dtype} != expected {expected.dtype}")
    if not (np.issubdtype(expected.dtype, np.floating) or expected.dtype == BF16):
        bad = actual != expected
        if bad.any():
            idx = tuple(int(i) for i in np.argwhere(bad)[0])
            raise AssertionError(
                f"{name}: {int(bad.sum())}/{bad.size} elements differ (exact match "
                f"required for {expected.dtype}); first at {idx}: "
                f"{actual[idx]!r} != {expected[idx]!r}")
        return
    if model is None:
        model = _is_model(name)
    rt, at = tolerance(expected.dtype, model)
    rt = rt if rtol is None else rtol
    at = at if atol is None else atol
    a = actual.astype(np.float64)
    e = expected.astype(np.float64)
    ok = np.isclose(a, e, rtol=rt, atol=at, equal_nan=True)
    ok &= np.isnan(a) == np.isnan(e)
    if not ok.all():
        bad = ~ok
        idx = tuple(int(i) for i in np.argwhere(bad)[0])
        with np.errstate(invalid="ignore", divide="ignore"):
            err = np.abs(a - e)
            rel = err / np.abs(e)
        fin = np.isfinite(err)
        raise AssertionError(
            f"{name}: {int(bad.sum())}/{bad.size} elements outside rtol={rt:g} atol={at:g} "
            f"({'model' if model else 'default'} tolerance, {expected.dtype}); first at {idx}: "
            f"{actual[idx]!r} vs expected {expected[idx]!r}; max abs err "
            f"{err[fin].max() if fin.any() else float('nan'):.3g}, max rel err "
            f"{np.nanmax(np.where(fin, rel, np.nan)) if fin.any() else float('nan'):.3g}")
