"""cholesky and triangular_solve on the device against XLA:CPU and JAX.

* Raw stablehlo.cholesky / stablehlo.triangular_solve programs run through XLA:CPU itself (the
  executable JAX's CPU client compiles from the same text) and through pjrtc: the triangle
  read, the zeros XLA writes in the other triangle, which matrices of a batch turn to NaN, the
  d / sqrt(d) diagonal at a zero last pivot (and sqrt(0) when XLA's last 128-column block is
  1x1: n = 129); triangular solves in every attribute combination and at n = 130.
* JAX programs (jnp.linalg.cholesky, jax.scipy.linalg.solve_triangular, cho_solve, a Gaussian
  process posterior) lower to LAPACK custom calls (lapack_spotrf_ffi, lapack_strsm_ffi and
  the d variants), which pjrtc implements (pjrtc/frontend/lapack_calls.py).
* The potrf call's own results, info included, from a hand-written program.

The op x element type sweep (f16 too, every attribute combination) is sweep_linalg.py.
"""

from __future__ import annotations

import itertools

import jax
import jax.extend
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import assert_close
from lapack_helpers import assert_near
from sweep_linalg import TRANSPOSES, spd_matrices, triangular_operands

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

MLIR = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
        np.dtype(np.complex64): "complex<f32>", np.dtype(np.complex128): "complex<f64>"}


def _run_pjrtc(text: str, args, tmp_path, name: str) -> list[np.ndarray]:
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return [np.asarray(r) for r in pjrtc_runtime.load(path)(*args)]


def _run_xla(text: str, args) -> list[np.ndarray]:
    """The same StableHLO text compiled and run by XLA:CPU (JAX's CPU client)."""
    backend = jax.extend.backend.get_backend("cpu")
    with jax.enable_x64(True):  # keep f64 arguments f64
        executable = backend.compile_and_load(text, backend.local_devices()[:1])
        return [np.asarray(r) for r in executable.execute([jax.device_put(a) for a in args])]


def _ttype(a: np.ndarray) -> str:
    return "tensor<" + "".join(f"{d}x" for d in a.shape) + MLIR[a.dtype] + ">"


def _module(ops: list[tuple[str, list[int], str]], args: list[np.ndarray]) -> str:
    """func @main over `args` returning one result per (op text with $ARGS for its operands,
    operand indices, result type)."""
    params = ", ".join(f"%a{i}: {_ttype(a)}" for i, a in enumerate(args))
    lines, results = [], []
    for k, (op, operands, result_type) in enumerate(ops):
        names = ", ".join(f"%a{i}" for i in operands)
        types = ", ".join(_ttype(args[i]) for i in operands)
        lines.append(f"  %r{k} = {op.replace('$ARGS', names)} : ({types}) -> {result_type}")
        results.append((f"%r{k}", result_type))
    rtypes = ", ".join(t for _, t in results)
    return (f"func.func @main({params}) -> ({rtypes}) {{\n" + "\n".join(lines)
            + f"\n  return {', '.join(r for r, _ in results)} : {rtypes}\n}}\n")


def _compare(actual: list[np.ndarray], expected: list[np.ndarray], labels: list[str]) -> None:
    """Within the model tolerance; complex results part by part."""
    assert len(actual) == len(expected) == len(labels)
    for a, e, label in zip(actual, expected, labels):
        assert_near(a, e, label)


# -- against XLA:CPU --------------------------------------------------------------------------

def _cholesky_inputs(dtype) -> list[tuple[str, np.ndarray, bool]]:
    t = MLIR[np.dtype(dtype)]
    spd = spd_matrices(f"xla:{t}", t, (2, 3), 5)
    not_pd = spd.copy()
    not_pd[1, 0, 2, 2] = -3.0  # one matrix of the batch
    garbage = spd.copy()
    rows, cols = np.triu_indices(5, 1)
    garbage[..., rows, cols] = np.nan  # never read with lower = true
    index = np.arange(5)
    garbage[..., index, index] += 0.25j if garbage.dtype.kind == "c" else 0  # XLA keeps it
    cases = [("lower", garbage, True), ("upper", np.swapaxes(garbage, -1, -2), False),
             ("not positive definite", not_pd, True)]
    for n in (2, 129) if t == "f32" else (2,):  # a zero last pivot; 129: XLA's last block
        zero_last = spd_matrices(f"xla:{n}:{t}", t, (), n)
        zero_last[-1, :] = zero_last[:, -1] = 0.0
        cases.append((f"zero last pivot n={n}", zero_last, True))
    return cases


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
def test_cholesky_matches_xla(dtype, tmp_path):
    cases = _cholesky_inputs(dtype)
    args = [a for _, a, _ in cases]
    ops = [(f'"stablehlo.cholesky"($ARGS) {{lower = {str(lower).lower()}}}', [i], _ttype(a))
           for i, (_, a, lower) in enumerate(cases)]
    text = _module(ops, args)
    expected = _run_xla(text, args)
    assert np.isnan(expected[2][1, 0]).all() and not np.isnan(expected[2][0]).any()
    assert np.isnan(expected[3][-1, -1])  # d / sqrt(d), as pjrtc documents
    assert dtype is not np.float32 or expected[4][-1, -1] == 0  # n = 129: sqrt(0), 1x1 block
    _compare(_run_pjrtc(text, args, tmp_path, "cholesky"), expected,
             [f"cholesky {label} {np.dtype(dtype)}" for label, _, _ in cases])


@pytest.mark.parametrize("t", ["f32", "complex<f32>"])
def test_triangular_solve_matches_xla(t, tmp_path):
    """Every attribute combination (ADJOINT conjugates complex a), and n = 130 (XLA solves in
    128-column blocks)."""
    combos = [(4, 3, *c) for c in itertools.product((True, False), (True, False),
                                                     (True, False), TRANSPOSES)]
    if t == "f32":
        combos.append((130, 5, True, True, False, "NO_TRANSPOSE"))
        combos.append((130, 5, False, False, False, "TRANSPOSE"))
    args, ops, labels = [], [], []
    for n, rhs, left, lower, unit, transpose in combos:
        label = f"{t} n={n} left={left} lower={lower} unit={unit} {transpose}"
        a, b = triangular_operands(f"xla {label}", t, (2,), n, rhs, left, lower, unit)
        attrs = (f"left_side = {str(left).lower()}, lower = {str(lower).lower()}, "
                 f"unit_diagonal = {str(unit).lower()}, "
                 f"transpose_a = #stablehlo<transpose {transpose}>")
        ops.append((f'"stablehlo.triangular_solve"($ARGS) {{{attrs}}}',
                    [len(args), len(args) + 1], _ttype(b)))
        args += [a, b]
        labels.append(f"triangular_solve {label}")
    text = _module(ops, args)
    _compare(_run_pjrtc(text, args, tmp_path, "triangular_solve"), _run_xla(text, args), labels)


# -- JAX programs: LAPACK custom calls -------------------------------------------------------

def _jax_case(fn, args, tmp_path, name: str) -> None:
    text = jax.jit(fn).lower(*args).as_text()
    assert "lapack_" in text, "JAX no longer lowers this to a LAPACK custom call"
    expected = jax.jit(fn)(*args)
    expected = expected if isinstance(expected, tuple) else (expected,)
    actual = _run_pjrtc(text, args, tmp_path, name)
    _compare(actual, [np.asarray(e) for e in expected], [f"{name} result {i}"
                                                         for i in range(len(expected))])


@pytest.mark.parametrize("t", ["f32", "complex<f32>"])
def test_jnp_cholesky_with_a_matrix_that_is_not_positive_definite(t, tmp_path):
    a = spd_matrices(f"jax chol {t}", t, (4,), 6)
    a[2, 3, 3] = -1.0  # jnp.linalg.cholesky: NaN for that matrix only (potrf's info)
    _jax_case(jnp.linalg.cholesky, (a,), tmp_path, "jnp_cholesky")


@pytest.mark.parametrize(("t", "lower"), [("f32", True), ("f32", False),
                                          ("complex<f32>", True)])
def test_solve_triangular(t, lower, tmp_path):
    a, b = triangular_operands(f"jax trsm {t} {lower}", t, (3,), 7, 4, True, lower, False)
    a = np.nan_to_num(a, nan=0.0)  # JAX's solve_triangular reads a as given

    def solves(a, b):
        return tuple(jsl.solve_triangular(a, b, trans=trans, lower=lower, unit_diagonal=unit)
                     for trans, unit in itertools.product((0, 1, 2), (False, True)))

    _jax_case(solves, (a, b), tmp_path, "solve_triangular")


def _gp_posterior(x, y, x_star):
    """A Gaussian process posterior mean and variance: Cholesky, cho_solve, triangular
    solves, as in a GP regression model."""
    def kernel(p, q):
        return jnp.exp(-0.5 * jnp.sum((p[:, None, :] - q[None, :, :]) ** 2, axis=-1))

    k = kernel(x, x) + 0.1 * jnp.eye(x.shape[0], dtype=x.dtype)
    factor = jnp.linalg.cholesky(k)
    alpha = jsl.cho_solve((factor, True), y)
    k_star = kernel(x_star, x)
    v = jsl.solve_triangular(factor, k_star.T, lower=True)
    return k_star @ alpha, 1.0 - jnp.sum(v * v, axis=0)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_gaussian_process_posterior(dtype, tmp_path):
    rng = np.random.default_rng(7)
    x = rng.uniform(-2, 2, (40, 3)).astype(dtype)
    y = np.sin(x.sum(axis=1)).astype(dtype)
    x_star = rng.uniform(-2, 2, (9, 3)).astype(dtype)
    with jax.enable_x64(dtype == np.float64):
        _jax_case(_gp_posterior, (x, y, x_star), tmp_path, f"gp_{np.dtype(dtype)}")


POTRF = """func.func @main(%a: tensor<5x3x3xf32>) -> (tensor<5x3x3xf32>, tensor<5xi32>) {
  %f, %info = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = UPLO : ui8},
      mhlo.frontend_attributes = {num_batch_dims = "1"},
      operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
      result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]}
      : (tensor<5x3x3xf32>) -> (tensor<5x3x3xf32>, tensor<5xi32>)
  return %f, %info : tensor<5x3x3xf32>, tensor<5xi32>
}
"""


@pytest.mark.parametrize("uplo", ["L", "U"])
def test_potrf_info_and_untouched_triangle(uplo, tmp_path):
    """info is 0 or the 1-based column of the first pivot that is not positive (a NaN pivot
    too); the triangle not factored keeps the operand's values."""
    good = spd_matrices("potrf", "f32", (2,), 3)
    a = np.stack([good[0], good[1], good[0], good[0], np.full((3, 3), np.nan, np.float32)])
    a[2, 1, 1] = -5.0  # column 2 fails
    a[3, 0, 0] = 0.0  # column 1 fails
    lower = uplo == "L"
    rows, cols = np.triu_indices(3, 1) if lower else np.tril_indices(3, -1)
    a[:4, rows, cols] = 7.0  # not read; kept in the factor
    factor, info = _run_pjrtc(POTRF.replace("UPLO", str(ord(uplo))), [a], tmp_path, "potrf")
    np.testing.assert_array_equal(info, np.array([0, 0, 2, 1, 1], np.int32))
    for k in (0, 1):
        expected = np.linalg.cholesky(good[k].astype(np.float64))
        expected = expected if lower else expected.T
        expected[rows, cols] = 7.0
        assert_close(factor[k], expected.astype(np.float32), f"potrf {uplo} {k}", model=True)
