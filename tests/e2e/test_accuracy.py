"""Accuracy in ulps on the device, against references more precise than the result type.

StableHLO's testdata check results with `check.expect_close`, whose distance (CheckOps.cpp,
`ULPDifference`) is `pjrtc.compare.ulp_distance`: for finite x and y, the difference of the
integers whose bits are |x| and |y| (their sum when the signs differ), so it counts the floats
between them; 0 for two NaNs or identical values; infinite for a finite value against a
non-finite one; complex values take the larger of the parts' distances. The bound is 3 ulps,
what StableHLO's tests/math files pass as max_ulp_difference (its testdata/*.mlir call
check.expect_close with the default, 1 ulp, against XLA's outputs, whose own errors exceed
that: scripts/testdata_ulps.py measures them).

References: numpy in long double (64-bit mantissa, x86) rounded to the result type for the
complex elementary functions, float64 for f32 results. Inputs are fixed-seed normal samples of
the testdata's range (parts within about +-10).
"""

from __future__ import annotations

import numpy as np
import pjrtc_runtime
import pytest

from pjrtc.artifact.writer import write_artifact
from pjrtc.compare import ulp_distance
from pjrtc.driver import compile_bytes

MAX_ULP = 3


def assert_within_ulps(actual, expected, what: str, max_ulp: int = MAX_ULP) -> None:
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.dtype == expected.dtype and actual.shape == expected.shape, what
    distance = ulp_distance(actual, expected)
    worst = int(np.argmax(distance))
    assert distance.max() <= max_ulp, (
        f"{what}: {int((distance > max_ulp).sum())} of {distance.size} elements beyond "
        f"{max_ulp} ulps, worst {distance.flat[worst]:.0f} at flat index {worst}: "
        f"{actual.flat[worst]!r} vs {np.asarray(expected).flat[worst]!r}")


def test_ulp_distance_counts_floats_as_check_ops_does():
    one = np.float32(1.0)
    up = np.nextafter(one, np.float32(2))
    x = np.array([one, up, 0.0, -0.0, -1e-45, np.nan, np.inf, np.inf, 2.0], np.float32)
    y = np.array([up, one, -0.0, 0.0, 1e-45, -np.nan, np.inf, 3.0, 2.0], np.float32)
    assert ulp_distance(x, y).tolist() == [1, 1, 0, 0, 2, 0, 0, np.inf, 0]
    z = np.array([1 + 1j, 2 - 1j], np.complex128)
    w = np.array([np.nextafter(1.0, 2) + 1j, 2 - np.nextafter(1.0, 0) * 1j])
    assert ulp_distance(z, w).tolist() == [1, 1]


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
    reduction and kernels (the builtins are 3 ulp off): each was 4 ulps on StableHLO's testdata.
    complex64 log1p computes in f32 only, |1 + z|^2 - 1 by error-free squares and sums: near
    |1 + z| = 1 (points within 1e-6 of it here) the plain f32 formula was up to 1e9 ulps off."""
    rng = np.random.default_rng(13)
    n = 4000
    x = (rng.standard_normal(n) * 3 + 1j * rng.standard_normal(n) * 3).astype(dtype)
    # log1p: also points near the circle |1 + z| = 1, where |1 + z|^2 - 1 cancels
    angle = rng.uniform(0, 2 * np.pi, 1000)
    x[:500] = (np.exp(1j * angle[:500]) * rng.uniform(0.9, 1.1, 500) - 1).astype(dtype)
    x[500:1000] = (np.exp(1j * angle[500:]) * rng.uniform(1 - 1e-6, 1 + 1e-6, 500) - 1
                   ).astype(dtype)
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


# -- fft -------------------------------------------------------------------------------------

# StableHLO's fft testdata (14x15x16x17 operands): (type, lengths, operand dtype)
_FFTS = [("RFFT", (17,), np.float32), ("IRFFT", (15, 16, 32), np.complex64),
         ("RFFT", (17,), np.float64), ("IRFFT", (33,), np.complex128)]
_NUMPY_FFT = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn,
              "IRFFT": np.fft.irfftn}
_MLIR_TYPE = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
              np.complex128: "complex<f64>"}


def _fft_case(kind: str, lengths: tuple[int, ...], dtype, tmp_path):
    shape = (14, 15, 16, 17)
    rng = np.random.default_rng(17)
    x = rng.standard_normal(shape) * 3
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape) * 3
    x = x.astype(dtype)
    axes = tuple(range(4 - len(lengths), 4))
    reference = _NUMPY_FFT[kind](x.astype(np.result_type(x, np.float64)), s=lengths, axes=axes)
    out_dtype = {"RFFT": np.result_type(dtype, np.complex64),
                 "IRFFT": np.empty(0, dtype).real.dtype}.get(kind, dtype)
    text = (f"func.func @main(%x: tensor<14x15x16x17x{_MLIR_TYPE[dtype]}>) -> "
            f"tensor<{'x'.join(map(str, reference.shape))}x{_MLIR_TYPE[out_dtype.type]}> {{\n"
            f"  %r = stablehlo.fft %x, type = {kind}, length = {list(lengths)} : "
            f"(tensor<14x15x16x17x{_MLIR_TYPE[dtype]}>) -> "
            f"tensor<{'x'.join(map(str, reference.shape))}x{_MLIR_TYPE[out_dtype.type]}>\n"
            f"  return %r : tensor<{'x'.join(map(str, reference.shape))}x"
            f"{_MLIR_TYPE[out_dtype.type]}>\n}}\n")
    (actual,) = run_module(text, [x], tmp_path, f"fft_{kind}")
    return actual, reference


# Largest error in ulps of the largest magnitude, measured: f32 0.5 and 1.6 (1.8 and 3.8 with
# plain sums), f64 1 (2-2.5 with float64 twiddles and plain sums).
_FFT_BOUNDS = [1.0, 2.0, 1.5, 1.5]


@pytest.mark.parametrize("kind,lengths,dtype,bound",
                         [case + (bound,) for case, bound in zip(_FFTS, _FFT_BOUNDS)])
def test_fft_within_ulps_of_the_largest_magnitude(kind, lengths, dtype, bound, tmp_path):
    """max |error| against a long double transform, in ulps (of the result type) of the
    transform's largest magnitude: norm-wise, not per element. Every element carries about the
    same absolute error, so an element much smaller than the largest has no bounded ulp
    distance of its own (f32 elements up to 2e5 ulps off here, as XLA's f32 results on StableHLO's
    testdata are up to 7e4, and StableHLO's expected f64 values are 1-2 off norm-wise). f32
    transforms compute in f32 only (no fp64: see test_f32_programs_need_no_fp64); compensated
    sums (pjrtc/lower/compensated.py) halve their error; twiddles rounded to f32 remain."""
    import scipy.fft  # long double transforms (numpy's fft computes in float64); a JAX dependency

    actual, _ = _fft_case(kind, lengths, dtype, tmp_path)
    rng = np.random.default_rng(17)  # the same operand, in long double
    x = rng.standard_normal((14, 15, 16, 17)) * 3
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal((14, 15, 16, 17)) * 3
    x = x.astype(dtype)  # the operand exactly as the program gets it
    fn = {"RFFT": scipy.fft.rfftn, "IRFFT": scipy.fft.irfftn}[kind]
    wide = fn(x.astype(np.clongdouble if np.iscomplexobj(x) else np.longdouble), s=lengths,
              axes=tuple(range(4 - len(lengths), 4)))
    view = (lambda v: np.stack([v.real, v.imag])) if np.iscomplexobj(wide) else (lambda v: v)
    error = np.max(np.abs(view(actual).astype(np.longdouble) - view(wide)))
    ulp_of_max = np.spacing(np.max(np.abs(view(wide))).astype(actual.real.dtype))
    assert error <= bound * ulp_of_max, (kind, lengths, float(error / ulp_of_max))


# -- triangular_solve ------------------------------------------------------------------------

@pytest.mark.parametrize("left,lower,transpose,a_shape,b_shape,diagonal", [
    (False, False, "NO_TRANSPOSE", (2, 8, 8), (2, 10, 8), 0),  # StableHLO's testdata case
    (True, True, "TRANSPOSE", (3, 16, 16), (3, 16, 5), 0),
    (True, False, "NO_TRANSPOSE", (2, 64, 64), (2, 64, 32), 8),
])
def test_f32_triangular_solve_within_1_ulp(left, lower, transpose, a_shape, b_shape, diagonal,
                                           tmp_path):
    """f32 solves keep each unknown as two f32 values (pjrtc/codegen/linalg.py): every element
    within 1 ulp of the float64 solution (measured 0-1), in f32 only and one kernel. Entries of
    a few units without a dominant diagonal give solutions up to 1e5 or more, where the plain
    f32 substitution was 20-40 ulps off; with a dominant diagonal (the 64 x 64 case) elements
    much smaller than the largest were 1e4 ulps off. Solves reading a by columns (the first
    two cases) are twofold only up to n = 16 (Target.twofold_by_columns_max): larger ones are plain f32,
    not bounded here."""
    rng = np.random.default_rng(10)
    a = (rng.standard_normal(a_shape) * 2 + diagonal * np.eye(a_shape[-1])).astype(np.float32)
    rhs = (rng.standard_normal(b_shape) * 2).astype(np.float32)
    t = np.tril(a) if lower else np.triu(a)
    t = t.astype(np.float64)
    op = np.swapaxes(t, -1, -2) if transpose != "NO_TRANSPOSE" else t
    # op(a) x = b, or x op(a) = b (op(a)^T x^T = b^T)
    reference = (np.linalg.solve(op, rhs.astype(np.float64)) if left else
                 np.swapaxes(np.linalg.solve(np.swapaxes(op, -1, -2),
                                             np.swapaxes(rhs, -1, -2).astype(np.float64)),
                             -1, -2))
    ta = f"tensor<{'x'.join(map(str, a_shape))}xf32>"
    tb = f"tensor<{'x'.join(map(str, b_shape))}xf32>"
    text = (f"func.func @main(%a: {ta}, %b: {tb}) -> {tb} {{\n"
            f'  %x = "stablehlo.triangular_solve"(%a, %b) <{{left_side = {str(left).lower()}, '
            f"lower = {str(lower).lower()}, transpose_a = #stablehlo<transpose {transpose}>, "
            f"unit_diagonal = false}}> : ({ta}, {tb}) -> {tb}\n"
            f"  return %x : {tb}\n}}\n")
    (actual,) = run_module(text, [a, rhs], tmp_path, "triangular_solve")
    assert_within_ulps(actual, reference.astype(np.float32), "triangular_solve", 1)


# -- no fp64 in f32 programs -----------------------------------------------------------------

_F32_PROGRAMS = {
    "rfft": """func.func @main(%x: tensor<4x17xf32>) -> tensor<4x9xcomplex<f32>> {
  %r = stablehlo.fft %x, type = RFFT, length = [17]
      : (tensor<4x17xf32>) -> tensor<4x9xcomplex<f32>>
  return %r : tensor<4x9xcomplex<f32>>
}
""",
    "fft": """func.func @main(%x: tensor<4x4096xcomplex<f32>>) -> tensor<4x4096xcomplex<f32>> {
  %r = stablehlo.fft %x, type = FFT, length = [4096]
      : (tensor<4x4096xcomplex<f32>>) -> tensor<4x4096xcomplex<f32>>
  return %r : tensor<4x4096xcomplex<f32>>
}
""",
    "log_plus_one": _unary_module(["log_plus_one"], "tensor<8xcomplex<f32>>"),
}
for _dtype in ("f32", "complex<f32>"):
    _F32_PROGRAMS[f"triangular_solve_{_dtype}"] = (
        f"func.func @main(%a: tensor<2x8x8x{_dtype}>, %b: tensor<2x10x8x{_dtype}>) -> "
        f"tensor<2x10x8x{_dtype}> {{\n"
        f'  %x = "stablehlo.triangular_solve"(%a, %b) <{{left_side = false, lower = false, '
        f"transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}}> : "
        f"(tensor<2x8x8x{_dtype}>, tensor<2x10x8x{_dtype}>) -> tensor<2x10x8x{_dtype}>\n"
        f"  return %x : tensor<2x10x8x{_dtype}>\n}}\n")


@pytest.mark.parametrize("name", sorted(_F32_PROGRAMS))
def test_f32_programs_need_no_fp64(name):
    """f32 and complex64 fft, triangular_solve and log1p compute in f32 only: their artifacts
    require nothing (many GPUs have no fp64), and a solve is one kernel."""
    compiled = compile_bytes(_F32_PROGRAMS[name].encode(), f"{name}.mlir")
    assert compiled.manifest.requirements == ()
    if name.startswith("triangular_solve"):
        assert len(compiled.manifest.kernels) == 1
