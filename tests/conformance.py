"""The conformance pass table: every (op, element type) of pjrtc's support table, run on the
device and compared with StableHLO's reference interpreter, printed by op and dtype.

    .venv/bin/python tests/conformance.py [--json out.json]     (or: make conformance)

It runs the same checks as tests/e2e/test_dtype_sweep.py (programs from sweep_programs.py) but
reports every outcome instead of stopping at the first failing module. A cell shows passed/total
checks for that op and operand type ("." where the op does not take that type); the exit code is
1 if any check failed. The JAX-generated programs of testdata/ are checked by `make test`.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE / "e2e")]

from sweep_programs import DTYPES, bitcast_cases, convert_cases  # noqa: E402
from sweep_programs import elementwise_cases, structural_cases  # noqa: E402
from test_dtype_sweep import check, in_table, op_of  # noqa: E402


def run_all(tmp: Path) -> dict[tuple[str, str], list[str | None]]:
    """(op, dtype) -> the outcome of each of its checks (None = passed)."""
    table: dict[tuple[str, str], list[str | None]] = defaultdict(list)
    for t in DTYPES:
        batches = {f"elementwise_{t}": elementwise_cases(t, in_table),
                   f"convert_{t}": convert_cases(t) + bitcast_cases(t, in_table),
                   f"structural_{t}": structural_cases(t, in_table)}
        for name, cases in batches.items():
            outcomes = check(cases, tmp, name)
            for case in cases:
                if case.name in outcomes:
                    table[(op_of(case), case.dtype)].append(outcomes[case.name])
        print(f"checked {t}", file=sys.stderr, flush=True)
    return table


def print_table(table: dict[tuple[str, str], list[str | None]]) -> int:
    from rich.console import Console
    from rich.table import Table

    ops = sorted({op for op, _ in table})
    grid = Table(title="pjrtc conformance: passed/checks by op and element type "
                       "(device vs StableHLO reference interpreter)")
    grid.add_column("op")
    for t in DTYPES:
        grid.add_column(t, justify="right")
    failed = 0
    for op in ops:
        cells = []
        for t in DTYPES:
            results = table.get((op, t))
            if not results:
                cells.append(".")
                continue
            ok = sum(r is None for r in results)
            failed += len(results) - ok
            cells.append(f"{ok}/{len(results)}" if ok == len(results)
                         else f"[bold red]{ok}/{len(results)}[/]")
        grid.add_row(op, *cells)
    console = Console(width=200)
    console.print(grid)
    total = sum(len(v) for v in table.values())
    console.print(f"{total - failed} passed, {failed} failed")
    for (op, t), results in sorted(table.items()):
        for r in results:
            if r:
                console.print(r, markup=False)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="also write the outcomes as JSON")
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pjrtc-conformance-") as tmp:
        table = run_all(Path(tmp))
    if ns.json:
        with open(ns.json, "w") as f:
            json.dump({f"{op} {t}": r for (op, t), r in sorted(table.items())}, f, indent=1)
    return print_table(table)


if __name__ == "__main__":
    sys.exit(main())
