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
  copies in and out. No public API offers this, so `kernel_replay` replays the executable's
  own planned steps through the runtime's internals; when those are not the ones it was
  written against it gives None ("n/a"). It reads them and never modifies the runtime. The
  untimed copy leaves inputs that fit the cache as warm as JAX's repeated calls find theirs.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass

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


def compile_to_artifact(mlir_text: str, name: str, artifact_path: str):
    """Compile StableHLO text with pjrtc and write the artifact; returns `Compiled`."""
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import compile_bytes

    compiled = compile_bytes(mlir_text.encode(), f"{name}.mlir")
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


@dataclass
class KernelReplay:
    """Runs an executable's device steps alone (see the module docstring)."""

    queue: object
    steps: list  # the executable's top-level device steps, in order
    submit: Callable[[list], object]  # submits steps without waiting
    input_slots: list  # (device slot, bytes), one per input
    arrays: list[np.ndarray]
    release: Callable[[], None] = lambda: None  # gives back what the replay holds

    def copy_inputs(self) -> None:
        """Put the inputs into their slots: every kernel then reads what a real call reads."""
        for (slot, nbytes), array in zip(self.input_slots, self.arrays):
            if nbytes:
                self.queue.memcpy_async(slot, array, nbytes)
        self.queue.wait()

    def run(self, first: int = 0, stop: int | None = None) -> None:
        """Submit steps[first:stop] back to back and wait once."""
        self.submit(self.steps[first:stop])
        self.queue.wait()

    def close(self) -> None:
        self.release()


def kernel_replay(exe, arrays: list[np.ndarray]) -> KernelReplay | None:
    """A KernelReplay for `exe` (call `close()` when done), or None if the runtime's internals
    are neither of the two this knows: a pool of workspaces (slots, planned steps, a queue)
    whose steps `launch.submit_steps` submits, or (before the pool) one flat launch list."""
    replay = _workspace_replay(exe, arrays)
    return replay if replay is not None else _flat_replay(exe, arrays)


def _workspace_replay(exe, arrays: list[np.ndarray]) -> KernelReplay | None:
    try:
        from pjrtc_runtime.launch import submit_steps
    except ImportError:
        return None
    pool = getattr(exe, "_pool", None)
    if not callable(getattr(pool, "acquire", None)) or not callable(
            getattr(pool, "release", None)):
        return None
    workspace = pool.acquire()  # held until close(): the replay owns its slots meanwhile
    queue = getattr(getattr(workspace, "stream", None), "queue", None)
    steps, flag = getattr(workspace, "steps", None), getattr(workspace, "flag", None)
    inputs = getattr(workspace, "inputs", None)
    if queue is None or not isinstance(steps, list) or not _slot_list(inputs, arrays):
        pool.release(workspace)
        return None
    return KernelReplay(queue, steps, lambda part: submit_steps(queue, part, flag), inputs,
                        arrays, lambda: pool.release(workspace))


def _flat_replay(exe, arrays: list[np.ndarray]) -> KernelReplay | None:
    program = getattr(exe, "_program", None)
    queue = getattr(program, "queue", None)
    launches = getattr(program, "launches", None)
    inputs = getattr(program, "inputs", None)
    if queue is None or not isinstance(launches, list) or not _slot_list(inputs, arrays):
        return None
    if not all(isinstance(x, tuple) and len(x) == 4 for x in launches):
        return None

    def submit(part: list) -> None:
        for kernel, args, global_size, local_size in part:
            queue.submit_async(kernel, args, global_size, local_size)

    return KernelReplay(queue, launches, submit, inputs, arrays)


def _slot_list(inputs, arrays: list[np.ndarray]) -> bool:
    return isinstance(inputs, list) and len(inputs) == len(arrays) and all(
        isinstance(s, tuple) and len(s) == 2 for s in inputs)


def step_labels(manifest, count: int) -> list[str]:
    """Names for the `count` top-level steps a KernelReplay runs: the kernel's name for a
    launch, else the step's kind. The runtime leaves out launches with no work-items and
    empty copies; if the count still differs, plain step numbers."""
    schedule = getattr(manifest, "schedule", ()) or ()
    if schedule:
        labels = [_label(manifest, step) for step in schedule]
        labels = [label for label in labels if label is not None]
    else:
        labels = [k.name for k in manifest.kernels if math.prod(k.global_size) > 0]
    return labels if len(labels) == count else [f"step {i}" for i in range(count)]


def _label(manifest, step) -> str | None:
    from pjrtc_runtime import schema

    if isinstance(step, schema.LaunchStep):
        kernel = manifest.kernels[step.kernel]
        return kernel.name if math.prod(kernel.global_size) > 0 else None
    if isinstance(step, schema.CopyStep):
        return "copy" if step.size else None
    return type(step).__name__.removesuffix("Step").lower()
