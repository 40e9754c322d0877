"""Measures the host cost of one call of a tiny artifact (recorded in executable.py)."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pjrtc_runtime
from runtime_helpers import N, f32_tensor, launch, manifest, write


def test_tiny_call_overhead(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [4 * N, 4 * N],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    exe = pjrtc_runtime.load(write(tmp_path / "tiny.pjrtc", m, spirv))
    x = np.arange(N, dtype=np.float32)
    for _ in range(100):
        exe(x)
    times = []
    for _ in range(1000):
        start = time.perf_counter()
        exe(x)
        times.append(time.perf_counter() - start)
    median_us = float(np.median(times)) * 1e6
    print(f"tiny artifact: {median_us:.1f} us per call (median of 1000)")
    # Generous: the 2-core CI machine measures 14-35 us; this only catches gross regressions.
    assert median_us < 2000
