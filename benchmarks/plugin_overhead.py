"""The cost of one tiny call through pjrtc's JAX plugin, beside the runtime's own call and
JAX on XLA:CPU (issue 16's overhead requirement).

    .venv/bin/python -m benchmarks.plugin_overhead             # 300 rounds (about 20 s)
    .venv/bin/python -m benchmarks.plugin_overhead --rounds 5 --trace
                                                               # + a call's PJRT functions in Python

The program is one add of two float32 scalars, on arguments already on the device; a call is
timed from Python to a ready result:

    xla_cpu         jax.jit(add)(a, b).block_until_ready() on XLA:CPU
    plugin          the same on pjrtc, through the plugin (jaxlib calls its PJRT functions)
    runtime         pjrtc_runtime's own call of the same artifact: exe.execute(buffers)
    runtime_async   exe.execute_async(buffers).wait(), the runtime path the plugin takes

Every row is timed in each round, the rows interleaved (each sees the same machine load); a
row's figure is its fastest round (a round: the mean of BLOCK calls), its spread the median of
the rounds. A measurement command, never a test: nothing asserts on time; every row's result
is checked first (a wrong one makes the exit status 1).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

import numpy as np

BLOCK = 20  # calls per timed block: short, so that some rounds run between preemptions


def _rows() -> dict[str, Callable[[], object]]:
    import jax

    from pjrtc import plugin
    from pjrtc.batch import cached_compile
    from pjrtc.plugin.compile import SOURCE_NAME, cache_dir, compile_options
    from pjrtc.target import host_target
    from pjrtc_runtime.client import default_client
    from pjrtc_runtime.launch import load_on
    from pjrtc_runtime.loader import read_artifact_bytes
    from jax._src import xla_bridge

    if plugin.PLATFORM not in xla_bridge._backend_factories:  # no entry point installed
        plugin.initialize()
    pjrtc_device, cpu = jax.devices(plugin.PLATFORM)[0], jax.devices("cpu")[0]
    add = jax.jit(lambda a, b: a + b)
    a, b = np.float32(1.5), np.float32(2.25)
    on_cpu, on_pjrtc = jax.device_put((a, b), cpu), jax.device_put((a, b), pjrtc_device)

    text = add.lower(a, b).as_text().encode()
    artifact = read_artifact_bytes(cached_compile(text, SOURCE_NAME, compile_options(),
                                                  cache_dir(), host_target()), SOURCE_NAME)
    client = default_client()
    exe = load_on(client, artifact)
    buffers = [client.buffer_from_pyval(np.asarray(a)), client.buffer_from_pyval(np.asarray(b))]

    rows = {
        "xla_cpu": lambda: add(*on_cpu).block_until_ready(),
        "plugin": lambda: add(*on_pjrtc).block_until_ready(),
        "runtime": lambda: exe.execute(buffers),
        "runtime_async": lambda: exe.execute_async(buffers).wait(),
    }
    results = {"xla_cpu": float(rows["xla_cpu"]()), "plugin": float(rows["plugin"]()),
               "runtime": float(rows["runtime"]()[0].to_numpy()),
               "runtime_async": float(rows["runtime_async"]()[0].to_numpy())}
    wrong = {name: value for name, value in results.items() if value != 3.75}
    if wrong:
        raise SystemExit(f"wrong results (want 3.75): {wrong}")
    return rows


def measure(rows: dict[str, Callable[[], object]], rounds: int) -> dict[str, list[float]]:
    """us per call of each row, one figure per round; the rows interleaved in each round."""
    times: dict[str, list[float]] = {name: [] for name in rows}
    for call in rows.values():  # warm up
        for _ in range(50):
            call()
    for _ in range(rounds):
        for name, call in rows.items():
            start = time.perf_counter()
            for _ in range(BLOCK):
                call()
            times[name].append((time.perf_counter() - start) / BLOCK * 1e6)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.plugin_overhead",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="timed rounds (default 300)")
    parser.add_argument("--trace", action="store_true",
                        help="also list the PJRT functions of one plugin call that reach "
                        "Python (plugin/native.py answers the others)")
    options = parser.parse_args(argv)
    rows = _rows()
    if options.trace:
        _print_trace(rows["plugin"])
    times = measure(rows, options.rounds)
    best = {name: min(t) for name, t in times.items()}
    print(f"{'row':<15}{'us/call':>10}{'median':>10}{'x runtime':>11}{'x xla_cpu':>11}")
    for name, t in times.items():
        print(f"{name:<15}{best[name]:>10.1f}{statistics.median(t):>10.1f}"
              f"{best[name] / best['runtime']:>11.2f}{best[name] / best['xla_cpu']:>11.2f}")
    return 0


def _print_trace(call: Callable[[], object]) -> None:
    """The PJRT functions one call makes (c_api's trace, switched on for that call only)."""
    from pjrtc.plugin import c_api

    read, write = os.pipe()
    saved = os.dup(2)
    sys.stderr.flush()
    os.dup2(write, 2)
    c_api._TRACING[0] = True
    try:
        call()
    finally:
        c_api._TRACING[0] = False
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(write)
    with os.fdopen(read) as pipe:
        calls = [line.split(": ", 1)[1].strip() for line in pipe if "pjrtc plugin: " in line]
    print(f"one plugin call: {len(calls)} PJRT calls reach Python: {', '.join(calls)}")


if __name__ == "__main__":
    sys.exit(main())
