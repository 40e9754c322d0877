"""pjrtc's half of a benchmark: compile, load in fresh processes, and the ways to time a run.

Three run timings, from the most to the least inclusive:
- end to end: `exe(*arrays)` from host numpy arrays to host results (copies in, every kernel,
  copies out, one wait);
- resident: inputs already on the device as DeviceBuffers, results left there as new ones,
  through pjrtc_runtime's public device-buffer API (`Client.buffer_from_pyval`,
  `Executable.execute`; issue 5). `resident_call` is the one place that knows that API; with
  a runtime that lacks it, it gives None and the suite reports "n/a";
- kernels: only the device steps (kernels, device copies, control flow) and the one wait,
  after the inputs were copied into their device slots untimed: what a run costs beyond its
  copies in and out, through the runtime's profiling hook `Executable.replay_steps`
  (pjrtc_runtime's replay.py); with a runtime that lacks it, `kernel_replay` gives None
  ("n/a"). The untimed copy leaves inputs that fit the cache as warm as JAX's repeated calls
  find theirs.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable

import numpy as np

# Cold and warm loads measured per artifact; the report gives their medians.
LOAD_PAIRS = 3

# Runs in a fresh interpreter: the runtime's one-off start (import, dpctl, OpenCL platform
# discovery) is timed apart from the load of the artifact itself.
_LOAD_IN_FRESH_PROCESS = """
import json, sys, time
start = time.perf_counter()
import pjrtc_runtime
pjrtc_runtime.devices()
started = time.perf_counter()
pjrtc_runtime.load(sys.argv[1])
print(json.dumps({"runtime_start_s": started - start, "load_s": time.perf_counter() - started}))
"""


def compile_to_artifact(mlir_text: str | bytes, name: str, artifact_path: str):
    """Compile StableHLO (text, or MLIR bytecode) with pjrtc for this machine's CPU (`pjrtc
    compile --target host`: XLA:CPU, too, compiles for the CPU it runs on) and write the
    artifact; returns `Compiled`."""
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import compile_bytes
    from pjrtc.target import host_target

    data = mlir_text.encode() if isinstance(mlir_text, str) else mlir_text
    compiled = compile_bytes(data, f"{name}.mlir", target=host_target())
    write_artifact(artifact_path, compiled.manifest, compiled.spirv, compiled.constants)
    return compiled


def load_in_fresh_process(artifact_path: str, device_cache: str) -> dict[str, float]:
    """{"runtime_start_s", "load_s"} measured in a new Python process whose device-program
    cache (pjrtc_runtime/native_cache.py) is the directory `device_cache`."""
    env = {**os.environ, "PJRTC_DEVICE_CACHE": device_cache}
    done = subprocess.run([sys.executable, "-c", _LOAD_IN_FRESH_PROCESS, artifact_path],
                          check=True, capture_output=True, text=True, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])


def cold_and_warm_loads(artifact_path: str, pairs: int = LOAD_PAIRS
                        ) -> tuple[dict[str, float], dict[str, float]]:
    """Medians over `pairs` of: a first load in a new process with an empty device-program
    cache, then a second one in another new process that finds the program the first one
    built there. One cold load alone moved by 0.1-0.15 s with this machine's other tenants
    (0.38-0.57 s for one artifact within the hour)."""
    colds, warms = [], []
    for _ in range(pairs):
        with tempfile.TemporaryDirectory(prefix="pjrtc-bench-cache-") as cache:
            colds.append(load_in_fresh_process(artifact_path, cache))
            warms.append(load_in_fresh_process(artifact_path, cache))
    return _median_loads(colds), _median_loads(warms)


def _median_loads(loads: list[dict[str, float]]) -> dict:
    """Each measurement's median, and every load time as measured ("load_s_all")."""
    medians: dict = {key: statistics.median(load[key] for load in loads) for key in loads[0]}
    return {**medians, "load_s_all": [load["load_s"] for load in loads]}


def resident_call(exe, arrays: list[np.ndarray]) -> Callable[[], tuple] | None:
    """A call that runs `exe` on `arrays` already on its device and waits, returning the
    results as DeviceBuffers; None when pjrtc_runtime has no device-buffer API."""
    client = getattr(exe, "client", None)
    execute = getattr(exe, "execute", None)
    upload = getattr(client, "buffer_from_pyval", None)
    if not callable(execute) or not callable(upload):
        return None
    buffers = [upload(a) for a in arrays]
    for buffer in buffers:
        buffer.block_until_ready()
    return lambda: execute(buffers)


def kernel_replay(exe, arrays: list[np.ndarray]):
    """`exe.replay_steps(arrays)` (a `pjrtc_runtime.StepReplay`: `copy_inputs()`, `run(first,
    stop)`, `close()`), or None when pjrtc_runtime has no profiling hook."""
    replay_steps = getattr(exe, "replay_steps", None)
    return replay_steps(arrays) if callable(replay_steps) else None


def launches_per_call(exe, arrays: list[np.ndarray]) -> int | None:
    """Kernels a call of `exe` launches when `arrays` sit on its device (weights resident, so
    a repeated call skips what it may skip), every loop iteration counted
    (`StepReplay.count_launches`); None when pjrtc_runtime has no such hook."""
    client = getattr(exe, "client", None)
    upload = getattr(client, "buffer_from_pyval", None)
    if not callable(upload) or not callable(getattr(exe, "replay_steps", None)):
        return None
    with exe.replay_steps([upload(a) for a in arrays]) as replay:
        count = getattr(replay, "count_launches", None)
        return count() if callable(count) else None


def step_labels(replay) -> list[str]:
    """Names for the top-level steps a replay runs: the kernel's name for a launch, else the
    step's kind."""
    manifest = replay.manifest
    return [_label(manifest, manifest.schedule[position]) for position in replay.positions]


def _label(manifest, step) -> str:
    from pjrtc_runtime import schema

    if isinstance(step, schema.LaunchStep):
        return manifest.kernels[step.kernel].name
    if isinstance(step, schema.CopyStep):
        return "copy"
    return type(step).__name__.removesuffix("Step").lower()
