"""Measures the host cost of one call of a tiny artifact (one float32[16] input, one kernel,
one output), Python call to result, median of 1000 calls after 100 warm-up calls.

On the 2-core CI machine shared with other jobs (Intel OpenCL CPU, dpctl 0.22.1), measured in
one process alternating with the runtime before the PJRT-style API (so both saw the same
load), min of 7 medians: `exe(x)` 13.6 us before and 13.6 us after (medians 19-21 us under
load, both); `exe.execute([x_buffer])` (device buffer in, new device buffer out) 21 us;
`execute(..., results="host")` on a device buffer 17 us. Under load all of these vary 1.5x.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pjrtc_runtime
from runtime_helpers import N


def _median_us(call: Callable[[], object]) -> float:
    for _ in range(100):
        call()
    times = []
    for _ in range(1000):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return float(np.median(times)) * 1e6


def test_tiny_call_overhead(addone_path: Path) -> None:
    exe = pjrtc_runtime.load(addone_path)
    x = np.arange(N, dtype=np.float32)
    x_buffer = exe.client.buffer_from_pyval(x)
    numpy_us = _median_us(lambda: exe(x))
    device_us = _median_us(lambda: exe.execute([x_buffer]))
    print(f"tiny artifact: {numpy_us:.1f} us per call numpy to numpy, {device_us:.1f} us "
          "device buffer to device buffer (median of 1000)")
    # Generous: this only catches gross regressions on a loaded machine.
    assert numpy_us < 2000 and device_us < 2000
