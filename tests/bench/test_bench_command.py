"""The benchmark command (`python -m benchmarks`, `make bench`) run for real, smallest program.

Correctness only: the suite checks pjrtc's results against JAX and the JSON must say so.
Never a timing assertion (the machine is shared; the numbers are for people to read).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pjrtc_runtime

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.suite import compare

PROGRAM_KEYS = {
    "name", "description", "kernels", "peak_device_bytes", "compile_s", "compile_stages_s",
    "jax_compile_s", "load_cold_s", "load_warm_s", "runtime_start_s", "run_resident",
    "run_kernels", "run_e2e", "jax_run", "device_basis", "ratio_device", "ratio_e2e",
    "ratio_device_best", "work_kind", "work", "achieved", "achieved_share", "jax_achieved",
    "jax_share", "check", "kernel_list",
}
TIMING_KEYS = {"median", "minimum", "p25", "p75", "samples"}


def test_quick_run_writes_json_and_matches_jax(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--quick", "--only", "elementwise", "--json",
         str(out), "--workdir", str(tmp_path / "work")],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "COLUMNS": "200"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pjrtc vs JAX XLA:CPU" in done.stdout and f"wrote {out}" in done.stdout

    result = json.loads(out.read_text())
    assert {"date", "command", "settings", "machine", "device", "versions", "limits",
            "programs", "summary", "notes"} <= set(result)
    assert result["settings"]["quick"] is True
    assert result["limits"]["triad"]["source"] in ("numpy", "jax", "pjrtc")
    assert result["limits"]["triad"]["gbps"] > 0 and result["limits"]["sgemm"]["gflops"] > 0

    (row,) = result["programs"]
    assert row["name"] == "elementwise"
    assert PROGRAM_KEYS <= set(row)
    for key in ("run_e2e", "jax_run") + (("run_kernels",) if row["run_kernels"] else ()):
        assert set(row[key]) == TIMING_KEYS and row[key]["samples"] >= 3
    # resident inputs are timed exactly when the runtime has a device-buffer API, and then
    # its results are checked against JAX too
    has_buffers = hasattr(pjrtc_runtime.Executable, "execute")
    assert (row["run_resident"] is not None) == has_buffers
    if has_buffers:
        assert set(row["run_resident"]) == TIMING_KEYS
        assert row["check"]["resident"]["pass"] is True
    assert row["work"] == 2 * 4 * 1024 * 1024 * 4  # f32[4M] read once, written once

    check = row["check"]
    assert check["pass"] is True and result["summary"]["all_match_jax"] is True
    assert math.isfinite(check["max_abs_err"]) and check["max_abs_err"] < 1e-5
    # the generated program and artifact are kept in --workdir
    assert (tmp_path / "work" / "elementwise.mlir").read_text().startswith("module")
    assert (tmp_path / "work" / "elementwise.pjrtc").is_file()


def test_compare_flags_every_kind_of_mismatch() -> None:
    expected = np.linspace(-2, 2, 101, dtype=np.float32)
    assert compare([expected.copy()], [expected])["pass"] is True
    off_by_far = expected.copy()
    off_by_far[7] += 1e-2
    result = compare([off_by_far], [expected])
    assert result["pass"] is False and math.isclose(result["max_abs_err"], 1e-2, rel_tol=1e-3)
    with_nan = expected.copy()
    with_nan[3] = np.nan
    assert compare([with_nan], [expected])["pass"] is False
    assert compare([expected[:-1]], [expected])["pass"] is False
    assert compare([expected.astype(np.float64)], [expected])["pass"] is False
    assert compare([], [expected])["pass"] is False


def test_compare_times_two_artifacts_interleaved(tmp_path: Path) -> None:
    """`python -m benchmarks.compare`: both artifacts checked against JAX, one line per round."""
    artifact = tmp_path / "layernorm.pjrtc"
    # In a child process: JAX's threads in this one would make every later fork unsafe.
    compile_it = ("import jax, sys\n"
                  "from benchmarks.pjrtc_side import compile_to_artifact\n"
                  "from benchmarks.programs import PROGRAMS\n"
                  "fn, args = PROGRAMS['layernorm'].inputs()\n"
                  "compile_to_artifact(jax.jit(fn).lower(*args).as_text(), 'layernorm',"
                  " sys.argv[1])\n")
    subprocess.run([sys.executable, "-c", compile_it, str(artifact)], check=True, cwd=ROOT,
                   timeout=300)
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.compare", "layernorm", str(artifact), str(artifact),
         "--rounds", "2", "--repeat", "3", "--max-seconds", "0.1"],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert sum("matches JAX: yes" in line for line in lines) == 2, done.stdout
    assert sum("after/before" in line for line in lines) == 2, done.stdout

    # A wrong path, and another program's artifact: one line each, no traceback.
    for program, before, message in (
            ("layernorm", tmp_path / "missing.pjrtc", "no such file"),
            ("softmax", artifact, "the executable takes 3 argument(s)")):
        done = subprocess.run(
            [sys.executable, "-m", "benchmarks.compare", program, str(before), str(artifact)],
            check=False, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith(f"error: {before}") and message in done.stderr
        assert "Traceback" not in done.stderr
