"""The runtime's own command line (python -m pjrtc_runtime, installed as pjrtc-runtime)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "testdata" / "artifacts" / "format-1.1" / "loop"


def _cli(*args: object, env: dict | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pjrtc_runtime", *map(str, args)],
                          capture_output=True, text=True, timeout=120, check=False,
                          env=None if env is None else {**os.environ, **env})


def test_run_writes_and_prints_results(tmp_path: Path) -> None:
    out = tmp_path / "out.npz"
    done = _cli("run", LOOP / "model.pjrtc", "--inputs", LOOP / "inputs.npz", "-o", out)
    assert done.returncode == 0, done.stderr
    assert f"wrote 2 result(s) to {out}" in done.stdout
    assert "result[0]: float32[5]" in done.stdout and "result[1]: float32[5]" in done.stdout
    with np.load(out) as got, np.load(LOOP / "expected.npz") as want:
        assert sorted(got.files) == ["result0", "result1"]
        for key in want.files:
            np.testing.assert_allclose(got[key], want[key], rtol=1e-5)


def test_run_takes_npy_files_in_order(tmp_path: Path) -> None:
    with np.load(LOOP / "inputs.npz") as inputs:
        np.save(tmp_path / "x.npy", inputs["arg0"])
        np.save(tmp_path / "n.npy", inputs["arg1"])
    done = _cli("run", LOOP / "model.pjrtc", "-i", tmp_path / "x.npy", "-i", tmp_path / "n.npy",
                "--quiet")
    assert done.returncode == 0 and done.stdout == "", done.stderr


def test_inspect_and_devices() -> None:
    done = _cli("inspect", LOOP / "model.pjrtc")
    assert done.returncode == 0, done.stderr
    assert "signature:    (float32[5], int32[]) -> (result[0]: float32[5], result[1]: " \
           "float32[5])" in done.stdout
    assert "format:       1.1 (kernel ABI 1), written by pjrtc" in done.stdout
    manifest = json.loads(_cli("inspect", LOOP / "model.pjrtc", "--json").stdout)
    assert manifest["format_version"] == [1, 1]
    devices = _cli("devices")
    assert devices.returncode == 0 and devices.stdout.startswith("* opencl:cpu:0 (")
    listed = json.loads(_cli("devices", "--json").stdout)
    assert listed[0]["filter_string"] == "opencl:cpu:0" and listed[0]["is_default"]
    version = _cli("--version")
    assert version.returncode == 0
    assert "reads artifact formats 1.0 to 1.5, kernel ABI 1" in version.stdout


def test_load_fills_the_device_program_cache(tmp_path: Path) -> None:
    """`load` at install time: the first builds the kernels and caches them, the next process
    takes them from the cache; with the cache off it still loads."""
    mlp = ROOT / "testdata" / "artifacts" / "format-1.2" / "mlp" / "model.pjrtc"
    env = {"PJRTC_DEVICE_CACHE": str(tmp_path / "cache")}
    first = _cli("load", LOOP / "model.pjrtc", mlp, env=env)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.splitlines()
    assert len(lines) == 2 and all("(kernels built for the device and cached)" in line
                                   for line in lines), first.stdout
    assert lines[0].startswith(f"{LOOP / 'model.pjrtc'}: loaded in ")
    second = _cli("load", mlp, env=env)
    assert second.returncode == 0 and "(kernels from the device-program cache)" in second.stdout
    off = _cli("load", mlp, env={"PJRTC_DEVICE_CACHE": "off"})
    assert off.returncode == 0 and "the device-program cache is off" in off.stdout
    helped = _cli("load", "--help")
    assert helped.returncode == 0 and "example (at install time)" in helped.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["load", "missing.pjrtc"], "missing.pjrtc: no such file"),
    (["load", LOOP / "inputs.npz"], "not a pjrtc artifact"),
    (["run", "missing.pjrtc"], "missing.pjrtc: no such file"),
    (["run", LOOP / "model.pjrtc"], "takes 2 argument(s) (float32[5], int32[])"),
    (["run", LOOP / "model.pjrtc", "-i", LOOP / "model.pjrtc"], "is not a readable .npy"),
    (["run", LOOP / "model.pjrtc", "-i", LOOP / "inputs.npz", "-o", LOOP / "inputs.npz"],
     "is an input"),
    (["run", LOOP / "model.pjrtc", "-i", LOOP / "inputs.npz", "-d", "bogus:gpu"],
     "no SYCL device matches the filter string 'bogus:gpu'"),
    (["inspect", LOOP / "inputs.npz"], "not a pjrtc artifact"),
])
def test_user_errors_exit_1_with_one_paragraph(args: list, message: str) -> None:
    done = _cli(*args)
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stderr.startswith("error: ") and message in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_usage_errors_exit_2() -> None:
    assert _cli().returncode == 2
    assert _cli("run").returncode == 2
    assert _cli("frobnicate").returncode == 2
    assert _cli("load").returncode == 2
    helped = _cli("run", "--help")
    assert helped.returncode == 0 and "example: pjrtc-runtime run" in helped.stdout


@pytest.mark.parametrize("module,args", [("pjrtc_runtime", ["inspect", LOOP / "model.pjrtc"]),
                                         ("pjrtc_runtime", ["devices"]),
                                         ("pjrtc", ["inspect", LOOP / "model.pjrtc"])])
def test_output_to_a_closed_pipe_is_no_traceback(module: str, args: list) -> None:
    """`... | head`: the reader is gone before the first line (its end closed up front)."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run([sys.executable, "-m", module, *map(str, args)], stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120, check=False)
    finally:
        os.close(write)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
