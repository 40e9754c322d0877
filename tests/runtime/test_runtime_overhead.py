"""Measures the host cost of one call of a tiny artifact (one float32[16] input, one kernel,
one output), Python call to result, median of 1000 calls after 100 warm-up calls.

On the 2-core CI machine shared with other jobs (Intel OpenCL CPU, dpctl 0.22.1), measured in
one process alternating with the runtime before the PJRT-style API (so both saw the same
load), min of 7 medians: `exe(x)` 13.6 us before and 13.6 us after (medians 19-21 us under
load, both); `exe.execute([x_buffer])` (device buffer in, new device buffer out) 21 us;
`execute(..., results="host")` on a device buffer 17 us. Under load all of these vary 1.5x.

2026-11-24, when device-buffer inputs came to be read in place and outputs computed in their
own pooled memory (format 1.2), the runtime before and after alternating on the same machine,
under load (load average 2.5 on 2 cores, so every number is about 2.5x the quiet ones above;
best medians of 3000 calls): `exe(x)` 35 us before and after; `execute([x_buffer])` 80 us
before, 57 us after on an artifact whose kernel does not say what it writes (the input is
copied in, the output computed in place) and 48 us on one that does (`addone_resident`,
nothing copied); `execute(..., results="host")` 73 us before, 40 us after.

2026-11-26 (issue 15, the per-call path: memory objects reused, lock-free workspace pool,
inputs checked inline, fewer passes), pjrtc's `x + 1` on float32[256] with a resident input,
before and after alternating (before, after, after, before), fastest of 60 blocks of 300
calls, load average 2.6: `execute([x_buffer])` 11.0/10.9 us before, 8.5/8.6 after, against
4.1-4.2 us for the workspace's own launch then wait (the floor: 2.6x before, 2.1x after);
`exe(x)` numpy in and out 16.8-16.9 before, 16.0-16.4 after; JAX's jit on XLA:CPU 3.3-3.4.

2026-11-26, later (issue 15 item 3: pins without a lock, launch arguments as ctypes objects,
a straight-line program's launches in one loop), `python -m benchmarks --launch --quick` with
the runtime before and after alternating (before, after, after, before; load average 5.5):
`execute` of one_add on resident buffers 8.98 us before, 7.80/7.92 after; the floor row
(opencl.py's launch then clFinish, itself cheaper after) 4.39 before, 3.99 after, raw OpenCL
4.25-4.31 both; so 2.04x the floor before, 1.96-1.99x after (1.78-1.80x the floor before). The
50-launch chain 3.94 us per launch before, 3.47-3.49 after. Main-thread CPU time
(thread_time, steadier under load): the call's host work over its launch and wait 5.0-5.6 us
before, 3.8-3.9 after.

2026-11-26, session 5 (issue 15: a resident call's own short path, executable.py's
``_again``; its outputs in memory its workspace kept from such a call, already bound; one pin
per record, buffer.GroupPin): one_add on a resident float32[256], main-thread CPU time per
call, fastest of 30 rounds of 2000 calls, before and after alternating (load average 8 on 2
cores): 7.62/7.40 us before, 5.72/5.75 after, against 4.0-4.2 us for the workspace's own
launch then clFinish (1.83-1.85x the floor before, 1.42-1.44x after); the same calls keeping
each result until the next (``y = exe.execute([x])``) 9.3-9.7 before, 7.1 after. The host
work alone (the launcher's enqueue and finish stubbed out) 3.2-3.3 us before, 1.6 after.
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


def test_tiny_call_overhead(addone_path: Path, addone_resident_path: Path) -> None:
    exe = pjrtc_runtime.load(addone_path)
    x = np.arange(N, dtype=np.float32)
    x_buffer = exe.client.buffer_from_pyval(x)
    numpy_us = _median_us(lambda: exe(x))
    device_us = _median_us(lambda: exe.execute([x_buffer]))
    # As pjrtc writes it from format 1.2: the input is read in place, no copy at all.
    resident = pjrtc_runtime.load(addone_resident_path)
    resident_us = _median_us(lambda: resident.execute([x_buffer]))
    print(f"tiny artifact: {numpy_us:.1f} us per call numpy to numpy, {device_us:.1f} us "
          f"device buffer to device buffer (input copied in), {resident_us:.1f} us (input "
          "read in place) (median of 1000)")
    # Generous: this only catches gross regressions on a loaded machine.
    assert numpy_us < 2000 and device_us < 2000 and resident_us < 2000
