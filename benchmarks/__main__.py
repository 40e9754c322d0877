"""pjrtc against JAX's XLA:CPU on the issue-4 programs: prints tables and writes JSON.

    .venv/bin/python -m benchmarks                        # everything (what `make bench` runs)
    .venv/bin/python -m benchmarks --quick --only softmax # a smoke run: few repeats, small limits
    .venv/bin/python -m benchmarks --profile --workdir /tmp/bench   # + per-kernel times; keep
                                                          # the .mlir and .pjrtc files
    .venv/bin/python -m benchmarks --models ...           # the real-model benchmark instead
                                                          # (benchmarks/models; --models --help)
    .venv/bin/python -m benchmarks --launch               # every way to launch: the launch
                                                          # floor table (launch_floor.py)

A measurement command, never a test: nothing asserts on time. Results are checked against JAX
and a mismatch makes the exit status 1.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time

from .limits import sgemm_peak, triad_bandwidth
from .pjrtc_side import LOAD_PAIRS
from .programs import PROGRAMS
from .report import geomean, print_report, write_json
from .suite import Settings, bench_program

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_JSON = os.path.join(ROOT, "benchmarks", "results.json")

# Triad arrays far larger than the last-level cache (32 MiB here): 3 x 128 MiB, or 3 x 32 MiB
# in a quick run, which is still several times the cache.
TRIAD_ELEMENTS, QUICK_TRIAD_ELEMENTS = 32 * 1024 * 1024, 8 * 1024 * 1024
SGEMM_SIZES, QUICK_SGEMM_SIZES = (1024, 2048), (1024,)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=None,
                        help="timed calls per measurement (default 50; 3 with --quick)")
    parser.add_argument("--max-seconds", type=float, default=None,
                        help="stop repeating a measurement once this much time was measured, "
                             "after at least 3 calls (default 5; 1 with --quick)")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help=f"run only these programs (repeat or comma-separate): "
                             f"{', '.join(PROGRAMS)}")
    parser.add_argument("--json", default=DEFAULT_JSON, metavar="PATH",
                        help="where to write the results (default benchmarks/results.json)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run: few repeats, smaller triad, sgemm at 1024^3 only")
    parser.add_argument("--profile", action="store_true",
                        help="also time every kernel alone (table of the slowest, and JSON)")
    parser.add_argument("--launch", action="store_true",
                        help="instead of the programs: every way this stack can launch a "
                             "kernel, and the runtime's and JAX's calls, against the launch "
                             "floor (benchmarks/launch_floor.py; --quick: 5 rounds, not 30)")
    # Handled in main() before this parser sees it; listed so that --help shows it.
    parser.add_argument("--models", action="store_true",
                        help="instead of the programs: the real-model benchmark on "
                             "testdata/models (its own options: --models --help)")
    parser.add_argument("--workdir", metavar="DIR",
                        help="keep the generated .mlir and .pjrtc files here (default: a "
                             "temporary directory)")
    ns = parser.parse_args(argv)
    names = [n for item in ns.only or [] for n in item.split(",") if n] or list(PROGRAMS)
    unknown = [n for n in names if n not in PROGRAMS]
    if unknown:
        parser.error(f"unknown program(s) {', '.join(unknown)}; choose from "
                     f"{', '.join(PROGRAMS)}")
    ns.names = names
    ns.repeat = ns.repeat or (3 if ns.quick else 50)
    ns.max_seconds = ns.max_seconds or (1.0 if ns.quick else 5.0)
    ns.load_pairs = 1 if ns.quick else LOAD_PAIRS
    return ns


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--models" in args:
        from .models.__main__ import main as models_main

        return models_main([a for a in args if a != "--models"])
    ns = parse_args(argv)
    if ns.launch:
        from .launch_floor import run

        return run(rounds=5) if ns.quick else run()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="pjrtc-bench-") as scratch:
        workdir = ns.workdir or scratch
        os.makedirs(workdir, exist_ok=True)
        settings = Settings(ns.repeat, ns.max_seconds, workdir, ns.profile, ns.load_pairs)
        limits = {
            "triad": triad_bandwidth(QUICK_TRIAD_ELEMENTS if ns.quick else TRIAD_ELEMENTS,
                                     ns.repeat, ns.max_seconds, workdir),
            "sgemm": sgemm_peak(QUICK_SGEMM_SIZES if ns.quick else SGEMM_SIZES, ns.repeat,
                                ns.max_seconds),
        }
        rows = []
        for name in ns.names:
            print(f"benchmarking {name} ...", file=sys.stderr, flush=True)
            rows.append(bench_program(PROGRAMS[name], settings, limits))
    result = {
        "suite": "pjrtc issue-4 benchmarks",
        "date": time.strftime("%Y-%m-%d %H:%M:%S %z"),
        "command": " ".join(["python -m benchmarks"] + (sys.argv[1:] if argv is None
                                                       else argv)),
        "settings": {"repeat": ns.repeat, "max_seconds": ns.max_seconds, "quick": ns.quick,
                     "load_pairs": ns.load_pairs},
        "machine": machine(load_before),
        "device": device_description(),
        "versions": versions(),
        "limits": limits,
        "programs": rows,
        "summary": {
            "geomean_ratio_device": geomean([r["ratio_device"] for r in rows]),
            "geomean_ratio_e2e": geomean([r["ratio_e2e"] for r in rows]),
            # the same from each side's fastest call: less disturbed by other work
            "geomean_ratio_device_best": geomean([r["ratio_device_best"] for r in rows]),
            "all_match_jax": all(r["check"]["pass"] for r in rows),
        },
    }
    result["notes"] = notes(result)
    print_report(result)
    write_json(result, ns.json)
    print(f"wrote {ns.json}")
    return 0 if result["summary"]["all_match_jax"] else 1


def pairs_text(pairs: int) -> str:
    return ("from one cold-then-warm pair" if pairs == 1
            else f"medians of {pairs} cold-then-warm pairs")


def notes(result: dict) -> list[str]:
    rows = result["programs"]
    bases = sorted({r["device_basis"] for r in rows})
    start = max((r["runtime_start_s"] for r in rows), default=0.0)
    machine = result["machine"]
    spread = max(((t["p75"] - t["p25"]) / t["median"], r["name"], key)
                 for r in rows for key in ("run_e2e", "run_kernels", "jax_run")
                 if (t := r[key]) is not None) if rows else None
    out = [
        ("times are medians; e2e = from host numpy arrays to host results; resident = "
         "DeviceBuffers in and out (Executable.execute; n/a if the runtime has no "
         "device-buffer API); kernels = the device steps alone on inputs already in their "
         "slots (Executable.replay_steps; n/a if the runtime has no such hook)"),
        f"device/jax and the achieved rates use the {' / '.join(bases)} time",
        ("resident and jax are timed interleaved, in alternating blocks of calls, so both "
         "meet the same machine load"),
        (f"load times are {pairs_text(result['settings']['load_pairs'])} (each in JSON) "
         f"and exclude the runtime's start in a new process (import, dpctl, OpenCL platform: "
         f"up to {start:.3f} s); cold = first load of the new artifact (an empty "
         "device-program cache: the device builds kernels.spv), warm = a second load in "
         "another new process (the program the first one built, from that cache)"),
        ("GB/s counts inputs read plus results written once; GFLOP/s counts 2 per "
         "multiply-add of the dots and convolutions only"),
        (f"load average {machine['load_before'][0]:.2f} before, "
         f"{machine['load_after'][0]:.2f} after, on {machine['cores']} cores shared with "
         "other work: numbers are noisy"),
    ]
    if spread is not None:
        out.append(f"widest spread: {spread[1]} {spread[2]} interquartile range "
                   f"{100 * spread[0]:.0f}% of its median (per-measurement spread in JSON)")
    return out


def machine(load_before: tuple[float, float, float]) -> dict:
    from pjrtc.target import host_target

    return {"platform": platform.platform(), "cpu": cpu_model(), "cores": os.cpu_count(),
            "pjrtc_target": host_target().name,
            "load_before": list(load_before), "load_after": list(os.getloadavg())}


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def device_description() -> str:
    import pjrtc_runtime

    info = pjrtc_runtime.select_device()
    return f"{info.name}, driver {info.driver_version}"


def versions() -> dict:
    import jax
    import jaxlib
    import numpy
    import pjrtc_runtime
    from pjrtc_runtime import sycl  # the runtime's boundary to dpctl: its version

    import pjrtc

    return {"pjrtc": pjrtc.__version__, "pjrtc_runtime": pjrtc_runtime.__version__,
            "jax": jax.__version__, "jaxlib": jaxlib.__version__, "dpctl": sycl.VERSION,
            "numpy": numpy.__version__, "python": platform.python_version()}


if __name__ == "__main__":
    sys.exit(main())
