"""Deployment: the runtime as a wheel, in a fresh virtual environment without the compiler
(no pjrtc, jaxlib or llvmlite), runs an artifact from Python and from its command line.

The exact commands of README's "Deploying the runtime". Takes about 20 s on the 2-core CI
machine with pip's cache warm (wheel 3 s, venv 3 s, install 12 s: dpctl and the Intel OpenCL
runtime are about 1.6 GB installed), plus the first download on a cold cache.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "testdata" / "artifacts" / "format-1.1" / "loop"

_USE_FROM_PYTHON = """
import importlib.util, sys
import numpy as np
import pjrtc_runtime

missing = [m for m in ("pjrtc", "jaxlib", "jax", "llvmlite") if importlib.util.find_spec(m)]
assert not missing, f"the deployment has {missing}"
artifact, inputs, expected = sys.argv[1:]
exe = pjrtc_runtime.load(artifact)
with np.load(inputs) as z, np.load(expected) as e:
    args = [z[f"arg{i}"] for i in range(len(z.files))]
    want = [e[f"result{i}"] for i in range(len(e.files))]
for got, w in zip(exe(*args), want, strict=True):
    np.testing.assert_allclose(got, w, rtol=1e-5)
client = pjrtc_runtime.Client()
buffers = [client.buffer_from_pyval(a) for a in args]
for got, w in zip(client.load(artifact).execute(buffers), want, strict=True):
    np.testing.assert_allclose(got.to_numpy(), w, rtol=1e-5)
print("ok", pjrtc_runtime.__file__)
"""


def _run(*command: object, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME") and not k.startswith("OCL_ICD")}
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=900, check=False)
    assert done.returncode == 0, f"{command}:\n{done.stdout}\n{done.stderr}"
    return done


def test_wheel_in_a_fresh_environment() -> None:
    started = time.perf_counter()
    # Not pytest's tmp_path: the environment is 1.6 GB, and pytest keeps old tmp dirs.
    with tempfile.TemporaryDirectory(prefix="pjrtc-deploy-") as work:
        work_dir = Path(work)
        # Build from a copy: setuptools writes build/ and *.egg-info next to the sources.
        source = work_dir / "runtime"
        shutil.copytree(ROOT / "runtime", source,
                        ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w",
             work_dir / "dist", source, cwd=work_dir)
        (wheel,) = (work_dir / "dist").glob("pjrtc_runtime-*.whl")
        _run(sys.executable, "-m", "venv", work_dir / "env", cwd=work_dir)
        python, cli = work_dir / "env" / "bin" / "python", work_dir / "env" / "bin" / "pjrtc-runtime"
        _run(python, "-m", "pip", "install", "--quiet", wheel, cwd=work_dir)
        used = _run(python, "-c", _USE_FROM_PYTHON, LOOP / "model.pjrtc", LOOP / "inputs.npz",
                    LOOP / "expected.npz", cwd=work_dir).stdout
        assert used.startswith("ok " + str(work_dir / "env")), used
        out = work_dir / "out.npz"
        _run(cli, "run", LOOP / "model.pjrtc", "--inputs", LOOP / "inputs.npz", "--output", out,
             cwd=work_dir)
        with np.load(out) as got, np.load(LOOP / "expected.npz") as want:
            for key in want.files:
                np.testing.assert_allclose(got[key], want[key], rtol=1e-5)
        assert _run(cli, "devices", cwd=work_dir).stdout.startswith("* opencl:cpu:0")
    print(f"\nbuilt, installed and ran the runtime wheel in {time.perf_counter() - started:.1f} s")
