"""`make demo`: compile a sample model with the real `pjrtc` command line, run it on the default
device, and print the result beside JAX's expected output (exit 1 if they disagree).

The sample is testdata/mlp (a 3-layer MLP lowered by JAX; testdata/generate.py rebuilds it).
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASE = os.path.join(ROOT, "testdata", "mlp")
RTOL, ATOL = 1e-4, 1e-5  # the model tolerance of tests/conftest_cases.py


def pjrtc(*args: str) -> None:
    cmd = [sys.executable, "-m", "pjrtc", *args]
    shown = [os.path.relpath(a, ROOT) if a.startswith(ROOT) else a for a in args]
    print("$ pjrtc " + " ".join(shlex.quote(a) for a in shown), flush=True)
    subprocess.run(cmd, check=True)


def main() -> int:
    work = os.path.join(ROOT, "out", "demo")  # kept, so the artifact can be inspected after
    os.makedirs(work, exist_ok=True)
    artifact = os.path.join(work, "mlp.pjrtc")
    results = os.path.join(work, "mlp-results.npz")
    pjrtc("devices")
    pjrtc("compile", os.path.join(CASE, "model.mlir"), "-o", artifact)
    pjrtc("inspect", artifact)
    pjrtc("run", artifact, "--inputs", os.path.join(CASE, "inputs.npz"), "--output", results)
    with np.load(results) as got, np.load(os.path.join(CASE, "expected.npz")) as want:
        actual, expected = got["result0"], want["result0"]
    print("\nfirst rows, pjrtc (opencl:cpu) vs JAX (XLA:CPU):")
    with np.printoptions(precision=5, suppress=True, linewidth=120):
        for row in range(min(3, actual.shape[0])):
            print(f"  pjrtc {actual[row]}\n  jax   {expected[row]}")
    diff = float(np.max(np.abs(actual - expected)))
    ok = np.allclose(actual, expected, rtol=RTOL, atol=ATOL)
    print(f"\nmax |pjrtc - jax| = {diff:.3g} over {actual.size} values: "
          f"{'MATCH' if ok else 'MISMATCH'} (rtol {RTOL}, atol {ATOL})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
