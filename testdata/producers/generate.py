"""Writes testdata/producers/jax-<version>/: modules as an older JAX writes them.

Run with the older JAX in a throwaway environment (never in .venv), for example:

    python3 -m venv /tmp/oldjax
    /tmp/oldjax/bin/pip install 'jax==0.4.20' 'jaxlib==0.4.20' 'numpy<2' 'scipy<1.13' \
        'ml_dtypes<0.4' absl-py
    /tmp/oldjax/bin/python testdata/producers/generate.py

For each program (`single`: one result, which JAX 0.4 names `jax.result_info = ""`; `tree`: a
tuple and a dict of results from named arguments) it writes `<program>.mlir` (text,
`lowered.as_text()`), `<program>.portable` (the portable artifact of `jax.experimental.export`),
`<program>.mlirbc` (plain MLIR bytecode of that MLIR version, which no later MLIR reads),
`<program>.inputs.npz` (arg0, ...) and `<program>.expected.npz` (result0, ... in pytree order:
the older JAX's results on CPU). These are fixed fixtures: tests/frontend/test_producers.py
compiles them with today's pjrtc and runs them. Output is deterministic (fixed seeds, npz
entries with fixed timestamps).
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.export import export

HERE = Path(__file__).resolve().parent


def single(x, y):
    return jnp.sin(x) * y + 1.0


def tree(x, w):
    h = jnp.tanh(x @ w["kernel"] + w["bias"])
    return (h, h.sum(axis=0)), {"max": jnp.max(h), "mean": jnp.mean(h)}


def _inputs():
    rng = np.random.default_rng(13)
    f32 = np.float32
    return {
        "single": (rng.standard_normal(8).astype(f32), rng.standard_normal(8).astype(f32)),
        "tree": (rng.standard_normal((4, 3)).astype(f32),
                 {"bias": rng.standard_normal(5).astype(f32),
                  "kernel": rng.standard_normal((3, 5)).astype(f32)}),
    }


def _write_npz(path: Path, arrays: list[np.ndarray], prefix: str) -> None:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for i, a in enumerate(arrays):
            out = io.BytesIO()
            np.lib.format.write_array(out, np.asarray(a), allow_pickle=False)
            info = zipfile.ZipInfo(f"{prefix}{i}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, out.getvalue())


def main() -> None:
    out = HERE / f"jax-{jax.__version__}"
    out.mkdir(exist_ok=True)
    for name, args in _inputs().items():
        fn = globals()[name]
        lowered = jax.jit(fn).lower(*args)
        (out / f"{name}.mlir").write_text(lowered.as_text())
        (out / f"{name}.portable").write_bytes(export.export(fn)(*args).mlir_module_serialized)
        bytecode = io.BytesIO()
        lowered.compiler_ir("stablehlo").operation.write_bytecode(bytecode)
        (out / f"{name}.mlirbc").write_bytes(bytecode.getvalue())
        _write_npz(out / f"{name}.inputs.npz", jax.tree_util.tree_leaves(args), "arg")
        results = jax.tree_util.tree_leaves(jax.jit(fn)(*args))
        _write_npz(out / f"{name}.expected.npz", [np.asarray(r) for r in results], "result")
        print(f"wrote {out.name}/{name}.*")


if __name__ == "__main__":
    main()
