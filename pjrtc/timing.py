"""Summaries of repeated timings for `pjrtc run --repeat` and `pjrtc bench`."""

from __future__ import annotations

import statistics


def summary(seconds: list[float]) -> dict[str, float]:
    """Median, min, max and interquartile range, in milliseconds."""
    ms = sorted(s * 1e3 for s in seconds)
    q = statistics.quantiles(ms, n=4) if len(ms) > 1 else [ms[0]] * 3
    return {"runs": len(ms), "median_ms": statistics.median(ms), "min_ms": ms[0],
            "max_ms": ms[-1], "iqr_ms": q[2] - q[0]}


def describe(seconds: list[float]) -> str:
    s = summary(seconds)
    return (f"median {s['median_ms']:.3f} ms, min {s['min_ms']:.3f} ms, max {s['max_ms']:.3f} "
            f"ms, IQR {s['iqr_ms']:.3f} ms")
