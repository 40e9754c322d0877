"""Wall-clock sampling: every timing in the suite is a median over repeated calls.

The machine is shared and noisy, so each measurement keeps its spread (minimum and
interquartile range) beside the median, and stops early once a time budget is spent (a
1024^3 matmul at one output per work-item takes a second a call: 50 of those would
dominate the whole run). Nothing here asserts on time.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Timing:
    """Seconds per call over `samples` calls (after one untimed warm-up call)."""

    median: float
    minimum: float
    p25: float
    p75: float
    samples: int

    def to_json(self) -> dict:
        return asdict(self)


def measure(call: Callable[[], object], repeat: int, budget_s: float,
            setup: Callable[[], object] | None = None, min_samples: int = 3) -> Timing:
    """Time `call` up to `repeat` times, fewer once `budget_s` of timed calls is spent (but at
    least `min_samples`). `setup`, when given, runs untimed before every call."""
    if setup is not None:
        setup()
    call()  # warm-up: first-touch page faults, lazy device builds, caches
    times: list[float] = []
    spent = 0.0
    while len(times) < max(repeat, 1):
        if setup is not None:
            setup()
        start = time.perf_counter()
        call()
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        spent += elapsed
        if spent >= budget_s and len(times) >= min_samples:
            break
    return _summary(times)


def measure_interleaved(first: Callable[[], object], second: Callable[[], object], repeat: int,
                        budget_s: float, block_s: float = 0.02,
                        min_samples: int = 3) -> tuple[Timing, Timing]:
    """Time two calls in alternating blocks (first, second, second, first, ...), each block a
    few calls lasting about `block_s`, until each has `repeat` timed calls or both together
    spent twice `budget_s`. The machine's load drifts over seconds: timed one after the
    other, the two could meet different loads and their ratio would measure the drift;
    interleaved, both see the same. Blocks keep each side's caches as warm as repeated calls
    leave them."""
    calls = (first, second)
    blocks = []
    for call in calls:
        call()  # warm-up
        _, once = timed(call)
        blocks.append(max(1, min(10, round(block_s / max(once, 1e-9)))))
    times: tuple[list[float], list[float]] = ([], [])
    spent, turn = 0.0, 0
    while min(len(t) for t in times) < max(repeat, 1):
        order = (0, 1) if turn % 2 == 0 else (1, 0)
        turn += 1
        for side in order:
            for _ in range(blocks[side]):
                _, elapsed = timed(calls[side])
                times[side].append(elapsed)
                spent += elapsed
        if spent >= 2 * budget_s and min(len(t) for t in times) >= min_samples:
            break
    return _summary(times[0]), _summary(times[1])


def _summary(times: list[float]) -> Timing:
    if len(times) >= 2:
        p25, _, p75 = statistics.quantiles(times, n=4, method="inclusive")
    else:
        p25 = p75 = times[0]
    return Timing(statistics.median(times), min(times), p25, p75, len(times))


def timed(call: Callable[[], object]) -> tuple[object, float]:
    """(result, seconds) of one call."""
    start = time.perf_counter()
    result = call()
    return result, time.perf_counter() - start
