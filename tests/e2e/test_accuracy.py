"""Accuracy in ulps on the device, against references more precise than the result type.

StableHLO's testdata check results with `check.expect_close`, whose distance (CheckOps.cpp,
`ULPDifference`) is used here as `ulp_distance`: for finite x and y, the difference of the
integers whose bits are |x| and |y| (their sum when the signs differ), so it counts the floats
between them; 0 for two NaNs or identical values; infinite for a finite value against a
non-finite one; complex values take the larger of the parts' distances. The bound is 3 ulps,
what StableHLO's testdata for these ops allow.

References: numpy in long double (64-bit mantissa, x86) rounded to the result type for the
complex elementary functions, float64 for f32 results. Inputs are fixed-seed normal samples of
the testdata's range (parts within about +-10).
"""

from __future__ import annotations

import numpy as np
import pjrtc_runtime
import pytest

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

MAX_ULP = 3


def ulp_distance(actual: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """StableHLO's ULPDifference of each element (see the module docstring), as float64."""
    actual, expected = np.asarray(actual), np.asarray(expected).astype(actual.dtype)
    if np.iscomplexobj(actual):
        return np.maximum(ulp_distance(actual.real, expected.real),
                          ulp_distance(actual.imag, expected.imag))
    bits = {4: np.uint32, 8: np.uint64}[actual.dtype.itemsize]
    a = np.abs(actual).view(bits).astype(np.uint64)  # below 2^63: sums and differences fit
    e = np.abs(expected).view(bits).astype(np.uint64)
    same_sign = np.signbit(actual) == np.signbit(expected)
    distance = np.where(same_sign, np.maximum(a, e) - np.minimum(a, e), a + e).astype(np.float64)
    distance[(actual == expected) & same_sign] = 0.0
    finite = np.isfinite(actual) & np.isfinite(expected)
    distance[~finite] = np.where(actual[~finite].view(bits) == expected[~finite].view(bits),
                                 0.0, np.inf)
    distance[np.isnan(actual) & np.isnan(expected)] = 0.0
    return distance


def assert_within_ulps(actual, expected, what: str, max_ulp: int = MAX_ULP) -> None:
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.dtype == expected.dtype and actual.shape == expected.shape, what
    distance = ulp_distance(actual, expected)
    worst = int(np.argmax(distance))
    assert distance.max() <= max_ulp, (
        f"{what}: {int((distance > max_ulp).sum())} of {distance.size} elements beyond "
        f"{max_ulp} ulps, worst {distance.flat[worst]:.0f} at flat index {worst}: "
        f"{actual.flat[worst]!r} vs {np.asarray(expected).flat[worst]!r}")


def run_module(text: str, args: list[np.ndarray], tmp_path, name: str) -> list[np.ndarray]:
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    out = pjrtc_runtime.load(path)(*args)
    return [np.asarray(o) for o in (out if isinstance(out, (list, tuple)) else [out])]


def _unary_module(ops: list[str], type_: str) -> str:
    lines = [f"    %r{i} = stablehlo.{op} %x : {type_}" for i, op in enumerate(ops)]
    results = ", ".join(f"%r{i}" for i in range(len(ops)))
    types = ", ".join([type_] * len(ops))
    return (f"func.func @main(%x: {type_}) -> ({types}) {{\n" + "\n".join(lines)
            + f"\n    return {results} : {types}\n}}\n")


# -- complex elementary functions ----------------------------------------------------------

_LONG = {"exponential": np.exp, "sine": np.sin, "cosine": np.cos, "log_plus_one": np.log1p}


@pytest.mark.parametrize("dtype,ops", [
    (np.complex128, ["exponential", "sine", "cosine"]),
    (np.complex64, ["exponential", "sine", "cosine", "log_plus_one"]),
])
def test_complex_functions_within_3_ulps(dtype, ops, tmp_path):
    """exp's e^a times cos b in one product (not exp(a/2)^2), f64 sin/cos by fdlibm's
    reduction and kernels (the builtins are 3 ulp off), complex64 log1p in f64: each was 4 ulps
    on StableHLO's testdata."""
    rng = np.random.default_rng(13)
    n = 4000
    x = (rng.standard_normal(n) * 3 + 1j * rng.standard_normal(n) * 3).astype(dtype)
    # log1p: also points near the circle |1 + z| = 1, where |1 + z|^2 - 1 cancels
    angle = rng.uniform(0, 2 * np.pi, 500)
    x[:500] = (np.exp(1j * angle) * rng.uniform(0.9, 1.1, 500) - 1).astype(dtype)
    part = "f64" if dtype == np.complex128 else "f32"
    outs = run_module(_unary_module(ops, f"tensor<{n}xcomplex<{part}>>"), [x], tmp_path,
                      f"complex_{part}")
    wide = x.astype(np.clongdouble)
    for op, actual in zip(ops, outs):
        assert_within_ulps(actual, _LONG[op](wide).astype(dtype), f"{op} {dtype.__name__}")


def test_f64_sine_cosine_within_1_ulp(tmp_path):
    """pjrtc.codegen.trig: within 1 ulp, from tiny to the reduction's limit (1.6e6, with
    points next to multiples of pi/2), the builtin's value beyond; -0, inf and NaN as C's."""
    rng = np.random.default_rng(8)
    near = np.arange(1, 1_000_000, 997) * (np.pi / 2)
    x = np.concatenate([
        rng.standard_normal(20000) * 3, rng.uniform(-1.6e6, 1.6e6, 4000), near,
        np.nextafter(near, 0), [0.0, -0.0, 1e-300, -5e-324, 0.5, np.pi, 1e22, -1e300,
                                np.inf, -np.inf, np.nan]])
    vector = _unary_module(["sine", "cosine"], f"tensor<{x.size}xf64>")
    scalar = _unary_module(["sine", "cosine"], "tensor<f64>")
    sin, cos = run_module(vector, [x], tmp_path, "trig_vector")
    _check_trig(x, sin, cos, "vector code")
    compiled = compile_bytes(scalar.encode(), "trig_scalar.mlir")  # a 0-d program: scalar code
    path = tmp_path / "trig_scalar.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    program = pjrtc_runtime.load(path)
    few = x[-11:]
    outs = [program(np.float64(v)) for v in few]
    _check_trig(few, np.array([o[0] for o in outs]), np.array([o[1] for o in outs]),
                "scalar code")


def _check_trig(x: np.ndarray, sin: np.ndarray, cos: np.ndarray, what: str) -> None:
    wide = x.astype(np.longdouble)
    with np.errstate(invalid="ignore"):
        assert_within_ulps(sin, np.sin(wide).astype(np.float64), f"sin, {what}", 1)
        assert_within_ulps(cos, np.cos(wide).astype(np.float64), f"cos, {what}", 1)
    zeros = x == 0
    assert np.signbit(sin[zeros]).tolist() == np.signbit(x[zeros]).tolist(), what
