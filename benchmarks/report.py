"""The suite's output: two rich tables (times; throughput and correctness) and the JSON file."""

from __future__ import annotations

import json
import math
import os

from rich.console import Console
from rich.table import Table


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def _ms(timing: dict | None) -> str:
    return "n/a" if timing is None else f"{timing['median'] * 1e3:.3f}"


def _work(kind: str, amount: float) -> str:
    return f"{amount / 1e6:.1f} MB" if kind == "bytes" else f"{amount / 1e9:.3f} GFLOP"


def _rate(kind: str, per_second: float) -> str:
    return f"{per_second / 1e9:.1f} GB/s" if kind == "bytes" else \
        f"{per_second / 1e9:.1f} GFLOP/s"


def print_report(result: dict, console: Console | None = None) -> None:
    console = console or Console(width=max(Console().width, 180))
    rows = result["programs"]
    machine = result["machine"]
    console.print(f"{result['date']}: {result['command']}\n{machine['cpu']}, {machine['cores']} "
                  f"cores, {machine['platform']}; pjrtc device: {result['device']}, target "
                  f"{machine.get('pjrtc_target', '?')}",
                  markup=False)
    times = Table(title="pjrtc vs JAX XLA:CPU: times")
    for column in ("program", "kernels", "compile s", "jax compile s", "load cold s",
                   "load warm s", "resident ms", "kernels ms", "e2e ms", "jax ms",
                   "device/jax", "e2e/jax"):
        times.add_column(column, justify="left" if column == "program" else "right")
    for r in rows:
        times.add_row(r["name"], str(r["kernels"]), f"{r['compile_s']:.3f}",
                      f"{r['jax_compile_s']:.3f}", f"{r['load_cold_s']:.3f}",
                      f"{r['load_warm_s']:.3f}", _ms(r["run_resident"]), _ms(r["run_kernels"]),
                      _ms(r["run_e2e"]), _ms(r["jax_run"]), f"{r['ratio_device']:.2f}x",
                      f"{r['ratio_e2e']:.2f}x")
    console.print(times)

    rates = Table(title="throughput (share of the measured limit) and results against JAX")
    for column in ("program", "work", "pjrtc", "% limit", "jax", "jax % limit",
                   "max abs err", "rel err", "matches jax"):
        rates.add_column(column, justify="left" if column == "program" else "right")
    for r in rows:
        kind, check = r["work_kind"], r["check"]
        rates.add_row(r["name"], _work(kind, r["work"]), _rate(kind, r["achieved"]),
                      f"{100 * r['achieved_share']:.1f}%", _rate(kind, r["jax_achieved"]),
                      f"{100 * r['jax_share']:.1f}%", f"{check['max_abs_err']:.2e}",
                      f"{check['rel_err']:.2e}", "yes" if check["pass"] else "[bold red]NO[/]")
    console.print(rates)

    if any("kernel_profile" in r for r in rows):
        console.print(profile_table(rows))

    limits = result["limits"]
    triad, sgemm = limits["triad"], limits["sgemm"]
    console.print(
        f"bandwidth limit: triad {triad['gbps']:.1f} GB/s from {triad['source']} "
        f"({_candidates(triad['candidates_gbps'], 'GB/s')}; {triad['elements']:,} f32 per "
        f"array); compute limit: sgemm {sgemm['gflops']:.1f} GFLOP/s from {sgemm['source']} "
        f"({_candidates(sgemm['candidates_gflops'], 'GFLOP/s')})", markup=False)
    summary = result["summary"]
    if summary["geomean_ratio_device"] is not None:
        console.print(f"geometric mean pjrtc/jax: {summary['geomean_ratio_device']:.2f}x on "
                      f"the device, {summary['geomean_ratio_e2e']:.2f}x end to end (medians); "
                      f"{summary['geomean_ratio_device_best']:.2f}x on the device from each "
                      "side's fastest call")
    for note in result["notes"]:
        console.print(f"note: {note}", markup=False)


def profile_table(rows: list[dict], top: int = 6) -> Table:
    """The slowest device steps of each program, each timed alone (--profile)."""
    table = Table(title=f"slowest device steps, each timed alone (top {top} per program)")
    for column in ("program", "step", "work-items", "ms", "% of steps", "source ops"):
        table.add_column(column, justify="left" if column in ("program", "step",
                                                               "source ops") else "right")
    for r in rows:
        steps = r.get("kernel_profile") or []
        total = sum(s["median_s"] for s in steps) or 1.0
        kernels = {k["name"]: k for k in r["kernel_list"]}
        for s in sorted(steps, key=lambda s: -s["median_s"])[:top]:
            kernel = kernels.get(s["step"])
            items = "" if kernel is None else "x".join(map(str, kernel["global_size"]))
            ops = "" if kernel is None else ", ".join(dict.fromkeys(
                op.rsplit("stablehlo.", 1)[-1] for op in kernel["source_ops"]))
            table.add_row(r["name"], s["step"], items, f"{s['median_s'] * 1e3:.3f}",
                          f"{100 * s['median_s'] / total:.0f}%", ops)
    return table


def _candidates(values: dict, unit: str) -> str:
    return ", ".join(f"{k} {'n/a' if v is None else f'{v:.1f}'}" for k, v in values.items()) + \
        f" {unit}"


def write_json(result: dict, path: str) -> None:
    """Written atomically, so an interrupted run leaves the previous file as it was."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    partial = f"{path}.partial"
    with open(partial, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    os.replace(partial, path)
