"""Benchmark: pjrtc against JAX's XLA:CPU on the same programs, in one run, as ratios.

For each model in testdata (mlp, softmax, layernorm, transformer): pjrtc compile time, load time
(cold: a new process, import included; warm: a second load in this process), run time (median of
many calls from host numpy arrays to host results), JAX's jit run time on the same inputs, the
ratio pjrtc/JAX, and a check of the results against JAX. Prints a table and writes JSON.
This is a measurement command, never a test: nothing here asserts on time.

    .venv/bin/python benchmarks/models.py [--repeat N] [--json out.json] [names...]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "testdata"))
sys.path.insert(0, os.path.join(ROOT, "tests"))

MODELS = ("mlp", "softmax", "layernorm", "transformer")
COLD_LOAD = ("import sys, time; t = time.perf_counter(); import pjrtc_runtime; "
             "pjrtc_runtime.load(sys.argv[1]); print(time.perf_counter() - t)")


def median_seconds(fn, repeat: int) -> float:
    fn()  # warm-up
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_model(name: str, repeat: int, tmp: str) -> dict:
    import jax

    import pjrtc_runtime
    from cases import CASES
    from conftest_cases import assert_close
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import compile_file

    mlir = os.path.join(ROOT, "testdata", name, "model.mlir")
    artifact = os.path.join(tmp, f"{name}.pjrtc")
    start = time.perf_counter()
    compiled = compile_file(mlir)
    write_artifact(artifact, compiled.manifest, compiled.spirv, compiled.constants)
    compile_s = time.perf_counter() - start
    cold = float(subprocess.run([sys.executable, "-c", COLD_LOAD, artifact], check=True,
                                capture_output=True, text=True).stdout)
    pjrtc_runtime.load(artifact)
    start = time.perf_counter()
    exe = pjrtc_runtime.load(artifact)
    warm = time.perf_counter() - start
    fn, args = CASES[name].build()
    jitted = jax.jit(fn)
    device_args = [jax.device_put(a) for a in args]
    jax_s = median_seconds(lambda: jax.block_until_ready(jitted(*device_args)), repeat)
    run_s = median_seconds(lambda: exe(*args), repeat)
    expected = jax.tree_util.tree_leaves(jitted(*device_args))
    for i, (a, e) in enumerate(zip(exe(*args), expected)):
        assert_close(a, np.asarray(e), f"{name}/result{i}")
    return {"model": name, "kernels": len(compiled.manifest.kernels), "compile_s": compile_s,
            "load_cold_s": cold, "load_warm_s": warm, "run_s": run_s, "jax_run_s": jax_s,
            "ratio": run_s / jax_s, "matches_jax": True}


def print_table(rows: list[dict]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"pjrtc vs JAX XLA:CPU ({platform.processor() or platform.machine()}, "
                        f"{os.cpu_count()} cores)")
    cols = ("model", "kernels", "compile s", "load cold s", "load warm s", "pjrtc run ms",
            "jax run ms", "pjrtc/jax", "matches")
    for c in cols:
        table.add_column(c, justify="right")
    for r in rows:
        table.add_row(r["model"], str(r["kernels"]), f"{r['compile_s']:.3f}",
                      f"{r['load_cold_s']:.3f}", f"{r['load_warm_s']:.3f}",
                      f"{r['run_s'] * 1e3:.3f}", f"{r['jax_run_s'] * 1e3:.3f}",
                      f"{r['ratio']:.2f}x", "yes" if r["matches_jax"] else "NO")
    geo = float(np.exp(np.mean([np.log(r["ratio"]) for r in rows])))
    console = Console(width=160)
    console.print(table)
    console.print(f"geometric mean pjrtc/jax run time: {geo:.2f}x "
                    "(pjrtc: end to end from host arrays; jax: inputs already on its device)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=list(MODELS))
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--json", default=os.path.join(ROOT, "benchmarks", "results.json"))
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pjrtc-bench-") as tmp:
        rows = [bench_model(n, ns.repeat, tmp) for n in ns.names]
    print_table(rows)
    with open(ns.json, "w") as f:
        json.dump({"date": time.strftime("%Y-%m-%d"), "machine": platform.platform(),
                   "rows": rows}, f, indent=2)
    print(f"wrote {ns.json}")


if __name__ == "__main__":
    main()
