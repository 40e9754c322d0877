"""Deployment: the runtime as a wheel, in a fresh virtual environment without the compiler
(no pjrtc, jaxlib or llvmlite), runs an artifact from Python and from its command line.

The exact commands of README's "Deploying the runtime", made once per session by the
`deployment` fixture (deploy_helpers.py; shared with test_readme_walkthrough.py). Building it
takes about 20 s on the 2-core CI machine with pip's cache warm (wheel 3 s, venv 3 s, install
12 s: dpctl and the Intel OpenCL runtime are about 1.6 GB installed), plus the first download on
a cold cache; running the artifact a few seconds.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
from deploy_helpers import Deployment, run

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


def test_wheel_in_a_fresh_environment(deployment: Deployment) -> None:
    started = time.perf_counter()
    work_dir, python, cli = deployment.work, deployment.python, deployment.cli
    used = run(python, "-c", _USE_FROM_PYTHON, LOOP / "model.pjrtc", LOOP / "inputs.npz",
               LOOP / "expected.npz", cwd=work_dir).stdout
    assert used.startswith("ok " + str(deployment.env)), used
    out = work_dir / "out.npz"
    run(cli, "run", LOOP / "model.pjrtc", "--inputs", LOOP / "inputs.npz", "--output", out,
        cwd=work_dir)
    with np.load(out) as got, np.load(LOOP / "expected.npz") as want:
        for key in want.files:
            np.testing.assert_allclose(got[key], want[key], rtol=1e-5)
    assert run(cli, "devices", cwd=work_dir).stdout.startswith("* opencl:cpu:0")
    print(f"\nran the installed runtime in {time.perf_counter() - started:.1f} s")
