"""The real-model benchmark's table (rich) and summary lines."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from ..report import geomean


def _ms(timing: dict | None) -> str:
    return "" if timing is None else f"{timing['minimum'] * 1e3:.2f}"


def _check(check: dict | None) -> str:
    if check is None:
        return ""
    verdict = "MATCH" if check["pass"] else "[bold red]MISMATCH[/]"
    return f"{verdict} {check['max_abs_err']:.1e}"


def _iree(row: dict) -> tuple[str, str, str]:
    """IREE's ms, XLA/IREE and compile s cells."""
    iree = row.get("iree") or {}
    if "skipped" in iree:
        return iree["skipped"], "", ""
    if "error" in iree:
        return "fails", "", ""
    if "run" not in iree:
        return "", "", ""
    ratio = row["xla"]["minimum"] / iree["run"]["minimum"]
    ms = _ms(iree["run"]) + ("" if iree["check"]["pass"] else " [red](wrong)[/]")
    return ms, f"{ratio:.2f}x", f"{iree['compile_s']:.1f}"


def print_report(result: dict, console: Console | None = None) -> None:
    console = console or Console(width=max(Console().width, 200))
    machine = result["machine"]
    console.print(f"{result['date']}: {result['command']}\n{machine['cpu']}, {machine['cores']} "
                  f"cores; pjrtc device: {result['device']}, target "
                  f"{machine.get('pjrtc_target', '?')}", markup=False)
    table = Table(title="real models: pjrtc vs XLA:CPU vs IREE llvm-cpu on the same StableHLO "
                        "module (ms per call, fastest of N)")
    columns = ("model", "batch", "weights", "launches", "kernels", "compile s", "load cold",
               "load warm", "pjrtc ms", "XLA ms", "XLA/pjrtc", "IREE ms", "XLA/IREE",
               "XLA comp s", "IREE comp s", "check")
    for column in columns:
        table.add_column(column, no_wrap=column in ("model", "check"),
                         justify="left" if column in ("model", "weights", "check")
                         else "right")
    for r in result["rows"]:
        head = (r["model"], str(r["batch"]), r["variant"])
        if "error" in r:
            table.add_row(*head, "", "", "[red]rejected[/]", *[""] * 9, r["error"][:60])
            continue
        launches = r["launches_per_call"]
        iree_ms, iree_ratio, iree_compile = _iree(r)
        table.add_row(*head, "n/a" if launches is None else str(launches), str(r["kernels"]),
                      f"{r['compile_s']:.2f}", f"{r['load_cold_s']:.2f}",
                      f"{r['load_warm_s']:.3f}", _ms(r["pjrtc"]), _ms(r["xla"]),
                      f"{r['xla_over_pjrtc']:.2f}x", iree_ms, iree_ratio,
                      f"{r['xla_compile_s']:.1f}", iree_compile, _check(r["check"]))
    console.print(table)
    for line in summary_lines(result["summary"]):
        console.print(line, markup=False)
    for note in result["notes"]:
        console.print(f"note: {note}", markup=False)


def summarize(rows: list[dict]) -> dict:
    """Geometric means of the ratios (>1: the first is slower than pjrtc / IREE), per weights
    variant and over all rows that ran."""
    ran = [r for r in rows if "error" not in r]
    out: dict = {"all_match": all(r["check"]["pass"] for r in ran),
                 "rejected": [f"{r['model']} b{r['batch']} {r['variant']}" for r in rows
                              if "error" in r]}
    for variant in ("resident", "constants", "all"):
        chosen = [r for r in ran if variant in ("all", r["variant"])]
        with_iree = [r for r in chosen if "run" in (r.get("iree") or {})]
        out[variant] = {
            "rows": len(chosen),
            "xla_over_pjrtc": geomean([r["xla_over_pjrtc"] for r in chosen]),
            "xla_over_iree": geomean([r["xla"]["minimum"] / r["iree"]["run"]["minimum"]
                                      for r in with_iree]),
            # against the faster of XLA and IREE on each model (IREE where it ran)
            "best_other_over_pjrtc": geomean([
                min(r["xla"]["minimum"], (r.get("iree") or {}).get("run", r["xla"])["minimum"])
                / r["pjrtc"]["minimum"] for r in chosen]),
        }
    return out


def summary_lines(summary: dict) -> list[str]:
    lines = []
    for variant in ("resident", "constants", "all"):
        s = summary[variant]
        if not s["rows"]:
            continue
        line = (f"geometric mean, weights {variant} ({s['rows']} programs): "
                f"XLA/pjrtc {s['xla_over_pjrtc']:.2f}x")
        if s["xla_over_iree"] is not None:
            line += f", XLA/IREE {s['xla_over_iree']:.2f}x"
        line += f", faster of XLA and IREE / pjrtc {s['best_other_over_pjrtc']:.2f}x"
        lines.append(line + " (above 1: pjrtc faster)")
    if summary["rejected"]:
        lines.append("rejected by pjrtc: " + ", ".join(summary["rejected"]))
    lines.append("all results match XLA:CPU" if summary["all_match"]
                 else "SOME RESULTS DIFFER FROM XLA:CPU (see the last column)")
    return lines
