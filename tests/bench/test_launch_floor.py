"""The launch-floor table (`python -m benchmarks --launch`) and `pjrtc bench`'s two kinds of
calls, run for real. Correctness only: results are checked against JAX, never timings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ONE_ADD = """
func.func public @main(%x: tensor<256xf32>) -> (tensor<256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<1.0> : tensor<256xf32>
  %y = stablehlo.add %x, %c : tensor<256xf32>
  return %y : tensor<256xf32>
}
"""


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], check=False, cwd=cwd, capture_output=True,
                          text=True, timeout=600, env={**os.environ, "COLUMNS": "200"})


def test_launch_floor_table() -> None:
    done = _run("-m", "benchmarks", "--launch", "--quick")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("launch floor: ") and "MISMATCH" not in done.stdout
    for row in ("dpctl submit_async, event.wait()", "dpctl C API (capi.py)",
                "OpenCL queue under SYCL, own cl_kernel (opencl.py)",
                "raw OpenCL enqueue + clFinish (not thread-safe)",
                "runtime one_add: execute(resident buffers)", "runtime while100",
                "JAX chain50"):
        assert any(line.startswith(row) for line in lines), (row, done.stdout)
    assert sum(line.endswith(" *") for line in lines) == 1  # the floor's row is marked


def test_bench_times_resident_calls_unless_asked_for_host_arrays(tmp_path: Path) -> None:
    (tmp_path / "one_add.mlir").write_text(ONE_ADD)
    artifact = tmp_path / "one_add.pjrtc"
    assert _run("-m", "pjrtc", "compile", str(tmp_path / "one_add.mlir"), "-o",
                str(artifact)).returncode == 0
    kinds = {}
    for flags in ((), ("--host-arrays",)):
        done = _run("-m", "pjrtc", "bench", str(artifact), "--repeat", "5", "--json", *flags)
        assert done.returncode == 0, done.stderr
        stats = json.loads(done.stdout)
        assert stats["end_to_end"]["runs"] == 5
        kinds[flags] = stats["calls"]
    assert kinds == {(): "inputs resident on the device",
                     ("--host-arrays",): "host arrays in and out"}
    done = _run("-m", "pjrtc", "run", str(artifact), "-i", "256xf32=2", "--repeat", "3")
    assert done.returncode == 0, done.stderr
    assert "[3. 3. 3." in done.stdout and "inputs put on the device once" in done.stdout
