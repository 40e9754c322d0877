"""The real-model benchmark: pjrtc against XLA:CPU (and IREE where installed) on testdata/models.

    python -m benchmarks --models                          # everything (`make bench-models`)
    python -m benchmarks --models --only hf_bert,hf_vit --batch 1 --weights resident
    python -m benchmarks --models --repeat 5 --json /tmp/models.json --no-iree

Every program is run as its StableHLO module is, with the weights resident on the device, and
with the weights folded in as constants. A measurement command, never a test: nothing asserts
on time; a result that differs from XLA:CPU makes the exit status 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

from .. import __main__ as suite_main
from ..report import write_json
from .bench import Settings, bench, stamp
from .catalog import models, programs
from .iree_side import available
from .report import print_report, summarize

DEFAULT_JSON = os.path.join(suite_main.ROOT, "benchmarks", "models_results.json")
VARIANTS = ("resident", "constants")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks --models",
                                     description=__doc__.splitlines()[0])
    known = list(models())
    parser.add_argument("--only", action="append", metavar="MODEL",
                        help=f"these models only (repeat or comma-separate): {', '.join(known)}")
    parser.add_argument("--batch", action="append", type=int, metavar="N",
                        help="these batch sizes only (repeat; default every one a model has)")
    parser.add_argument("--weights", choices=VARIANTS, action="append",
                        help="resident arguments, constants, or both (default)")
    parser.add_argument("--repeat", type=int, default=30,
                        help="timed calls per measurement; the table gives the fastest")
    parser.add_argument("--max-seconds", type=float, default=3.0,
                        help="stop repeating a measurement once this much time was measured")
    parser.add_argument("--load-pairs", type=int, default=1,
                        help="cold-then-warm loads per program (medians reported)")
    parser.add_argument("--no-iree", action="store_true", help="leave IREE out")
    parser.add_argument("--json", default=DEFAULT_JSON, metavar="PATH")
    parser.add_argument("--workdir", metavar="DIR", help="keep the artifacts here")
    ns = parser.parse_args(argv)
    ns.names = [n for item in ns.only or [] for n in item.split(",") if n]
    unknown = [n for n in ns.names if n not in known]
    if unknown:
        parser.error(f"unknown model(s) {', '.join(unknown)}; choose from {', '.join(known)}")
    ns.variants = ns.weights or list(VARIANTS)
    return ns


def main(argv: list[str] | None = None) -> int:
    ns = parse_args(argv)
    load_before = os.getloadavg()
    chosen = programs(ns.names or None, ns.batch)
    rows = []
    with tempfile.TemporaryDirectory(prefix="pjrtc-models-") as scratch:
        workdir = ns.workdir or scratch
        os.makedirs(workdir, exist_ok=True)
        settings = Settings(ns.repeat, ns.max_seconds, ns.load_pairs, workdir,
                            available() and not ns.no_iree)
        for program in chosen:
            for variant in ns.variants:
                print(f"benchmarking {program.model} batch {program.batch}, weights {variant}"
                      " ...", file=sys.stderr, flush=True)
                rows.append(bench(program, variant, settings))
    result = {
        "suite": "pjrtc real-model benchmark (issue 15)",
        "date": stamp(),
        "command": " ".join(["python -m benchmarks --models"]
                            + (sys.argv[1:] if argv is None else argv)),
        "settings": {"repeat": ns.repeat, "max_seconds": ns.max_seconds,
                     "load_pairs": ns.load_pairs, "iree": settings.iree},
        "machine": suite_main.machine(load_before),
        "device": suite_main.device_description(),
        "versions": suite_main.versions(),
        "rows": rows,
        "summary": summarize(rows),
    }
    result["notes"] = [
        "ms = the fastest of up to --repeat calls; pjrtc and XLA timed interleaved in "
        "alternating blocks, IREE after them; inputs on each system's device before timing",
        "weights resident: every argument uploaded once and reused; constants: the weights "
        "folded into the module (benchmarks/models/constants.py), the data passed per call",
        "launches = kernels one call submits, each loop iteration's counted; kernels = "
        "kernels in the artifact; load cold/warm in s",
        f"load times from {ns.load_pairs} cold-then-warm pair(s) in new processes; compile s "
        "is pjrtc's compile of the module into an artifact",
        f"load average {load_before[0]:.2f} before, {result['machine']['load_after'][0]:.2f} "
        f"after, on {result['machine']['cores']} cores shared with other work",
    ]
    print_report(result)
    write_json(result, ns.json)
    print(f"wrote {ns.json}")
    return 0 if result["summary"]["all_match"] and not result["summary"]["rejected"] else 1


if __name__ == "__main__":
    sys.exit(main())
