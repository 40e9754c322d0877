"""Helpers for the LAPACK custom-call tests (test_lapack_*.py): compile a JAX program lowered
on CPU, or one of JAX's own back-compat programs, with pjrtc and run it on the device; random
operands per element type; the property checks JAX's back-compat tests make."""

from __future__ import annotations

import importlib
from pathlib import Path

import jax
import jax.extend
import numpy as np
import pjrtc_runtime
from jaxlib import lapack
from conftest_cases import assert_close

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

DTYPES = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}
LETTER = {"f32": "s", "f64": "d", "c64": "c", "c128": "z"}  # LAPACK's letter for each
# JAX's back-compat tolerances (tests/export_back_compat_test.py) per element type.
RTOL = {"f32": 1e-3, "f64": 1e-5, "c64": 1e-3, "c128": 1e-5}
ATOL = {"f32": 1e-4, "f64": 1e-12, "c64": 1e-4, "c128": 1e-12}


def run_bytes(data: bytes, name: str, args, tmp_path: Path) -> list[np.ndarray]:
    compiled = compile_bytes(data, name)
    path = tmp_path / f"{Path(name).stem}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return [np.asarray(r) for r in pjrtc_runtime.load(path)(*args)]


def run_jax(fn, args, tmp_path: Path, name: str, target: str):
    """(pjrtc's results, JAX's results) of `fn` lowered on CPU, which must call `target`."""
    with jax.enable_x64(any(np.asarray(a).dtype in (np.float64, np.complex128) for a in args)):
        text = jax.jit(fn).lower(*args).as_text()
        assert target in text, f"JAX no longer lowers this to {target}"
        expected = jax.jit(fn)(*args)
    expected = expected if isinstance(expected, (tuple, list)) else (expected,)
    actual = run_bytes(text.encode(), f"{name}.mlir", args, tmp_path)
    return actual, [np.asarray(e) for e in expected]


def run_xla(text: str, args) -> list[np.ndarray]:
    """The same StableHLO text compiled and run by XLA:CPU, whose LAPACK custom calls are
    jaxlib's (so LAPACK's own results, info included)."""
    lapack.prepare_lapack_call("getrf", np.float32)  # loads LAPACK; lowering JAX's ops would
    backend = jax.extend.backend.get_backend("cpu")
    with jax.enable_x64(True):  # keep f64 arguments f64
        executable = backend.compile_and_load(text, backend.local_devices()[:1])
        return [np.asarray(r) for r in executable.execute([jax.device_put(a) for a in args])]


def back_compat(module: str, dtype_name: str, date: str) -> dict:
    """One entry of JAX's CPU back-compat data (jax/_src/internal_test_util/...)."""
    data = importlib.import_module(
        f"jax._src.internal_test_util.export_back_compat_test_data.{module}")
    return getattr(data, f"data_{date}")[dtype_name]


def run_back_compat(entry: dict, tmp_path: Path) -> list[np.ndarray]:
    """pjrtc's results of a back-compat entry's serialized program (a portable artifact)."""
    return run_bytes(entry["mlir_module_serialized"], "back_compat.mlirbc", entry["inputs"],
                     tmp_path)


def random_matrices(seed: int, shape: tuple[int, ...], dtype_name: str) -> np.ndarray:
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(shape)
    if dtype_name.startswith("c"):
        a = a + 1j * rng.standard_normal(shape)
    return a.astype(DTYPES[dtype_name])


def eps(dtype) -> float:
    return float(np.finfo(np.dtype(dtype)).eps)


def assert_near(actual, expected, label: str) -> None:
    """Within the model tolerance (conftest_cases.assert_close); complex part by part."""
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.dtype == expected.dtype, (label, actual.dtype, expected.dtype)
    if expected.dtype.kind == "c":
        assert_close(actual.real, expected.real, f"{label} (real part)", model=True)
        assert_close(actual.imag, expected.imag, f"{label} (imaginary part)", model=True)
    else:
        assert_close(actual, expected, label, model=True)


_MLIR = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64", np.dtype(np.int32): "i32",
         np.dtype(np.complex64): "complex<f32>", np.dtype(np.complex128): "complex<f64>"}


def reflectors_below_subdiagonal(vectors: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """H(0) ... H(n-2), H(j) = I - tau_j v v^H with v[j + 1] = 1 and v below it from column j
    of `vectors` (below the first subdiagonal): Q of gehrd, and of a lower sytrd/hetrd."""
    n = vectors.shape[-1]
    q = np.eye(n, dtype=vectors.dtype)
    for j, tau in enumerate(taus):
        v = np.zeros(n, vectors.dtype)
        v[j + 1] = 1
        v[j + 2:] = vectors[j + 2:, j]
        q = q @ (np.eye(n) - tau * np.outer(v, np.conj(v)))
    return q


def tensor_type(shape: tuple[int, ...], dtype) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + _MLIR[np.dtype(dtype)] + ">"


def _layout(shape: tuple[int, ...], batch: int) -> str:
    """JAX's layout: matrices column-major, everything else row-major."""
    rank = len(shape)
    dims = ([batch, batch + 1, *range(batch - 1, -1, -1)] if rank == batch + 2
            else list(range(rank - 1, -1, -1)))
    return f"dense<{dims}> : tensor<{rank}xindex>" if rank else "dense<> : tensor<0xindex>"


def custom_call_module(target: str, args: list[np.ndarray], results: list[tuple], batch: int,
                       config: str = "") -> str:
    """func @main(args) returning every result of one LAPACK custom call as JAX writes it
    (mhlo.backend_config `config`, num_batch_dims, JAX's layouts); results are (shape, dtype)."""
    params = ", ".join(f"%a{i}: {tensor_type(a.shape, a.dtype)}" for i, a in enumerate(args))
    in_types = ", ".join(tensor_type(a.shape, a.dtype) for a in args)
    out_types = ", ".join(tensor_type(s, d) for s, d in results)
    names = ", ".join(f"%r#{i}" for i in range(len(results)))
    operands = ", ".join(f"%a{i}" for i in range(len(args)))
    return f"""func.func @main({params}) -> ({out_types}) {{
  %r:{len(results)} = stablehlo.custom_call @{target}({operands}) {{
      mhlo.backend_config = {{{config}}}, mhlo.frontend_attributes = {{num_batch_dims = "{batch}"}},
      operand_layouts = [{", ".join(_layout(a.shape, batch) for a in args)}],
      result_layouts = [{", ".join(_layout(s, batch) for s, _ in results)}]}}
      : ({in_types}) -> ({out_types})
  return {names} : {out_types}
}}
"""
