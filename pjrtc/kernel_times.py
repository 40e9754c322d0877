"""`pjrtc bench --per-kernel`: each top-level step of a loaded executable's schedule, timed alone.

A run is: copy the inputs into the buffer slots, submit the schedule's steps, copy the results
out. Here, for every sample, the inputs are copied into the slots of one of the executable's
workspaces (untimed), then the steps are submitted one at a time, each followed by a wait on
the queue, and each is timed: so every step reads exactly what it reads in a real call (the
steps before it have just run). A while or case step is timed as a whole, with the read-backs
of its predicate or index. The per-step wait adds a little to each time (a few microseconds on
the OpenCL CPU device); the sum of the steps is therefore above the end-to-end kernel time.

The runtime has no public API for this; like benchmarks/pjrtc_side.py it reads the
executable's workspace pool and submits through ``pjrtc_runtime.launch.submit_steps``, and it
never modifies anything. If those internals change, it raises a PjrtcError saying so.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass

import numpy as np

from pjrtc.errors import PjrtcError


@dataclass(frozen=True)
class StepTime:
    """One top-level schedule step and its timings in milliseconds."""

    position: int  # index in the manifest's top-level schedule
    name: str  # the kernel's name, or a description of a copy / loop / case
    kind: str  # launch, copy, while, case
    work_items: int  # of the launch, or of every kernel the step can run
    source_ops: tuple[str, ...]
    median_ms: float
    min_ms: float

    def to_json(self) -> dict:
        return {"position": self.position, "name": self.name, "kind": self.kind,
                "work_items": self.work_items, "source_ops": list(self.source_ops),
                "median_ms": self.median_ms, "min_ms": self.min_ms}


def time_steps(exe, arrays: list[np.ndarray], warmup: int, repeat: int) -> list[StepTime]:
    """Each top-level step of ``exe``'s schedule timed alone over ``repeat`` samples (after
    ``warmup`` untimed ones), in schedule order. ``arrays`` must already be accepted by
    ``exe`` (the caller has run it with them)."""
    from pjrtc_runtime.launch import submit_steps

    pool, manifest = _specialization(exe, arrays)
    described = describe_steps(manifest)
    workspace = pool.acquire()
    try:
        queue, planned, inputs, flag = _workspace_parts(workspace)
        if len(planned) != len(described):  # the runtime planned differently: keep order only
            described = [(i, f"step {i}", "step", 0, ()) for i in range(len(planned))]
        hosts = [np.ascontiguousarray(a) for a in arrays]
        samples: list[list[float]] = [[] for _ in planned]
        for sample in range(warmup + repeat):
            for (slot, nbytes), host in zip(inputs, hosts):
                if nbytes:
                    queue.memcpy_async(slot, host, nbytes)
            queue.wait()
            for i, step in enumerate(planned):
                start = time.perf_counter()
                submit_steps(queue, [step], flag)
                queue.wait()
                if sample >= warmup:
                    samples[i].append((time.perf_counter() - start) * 1e3)
    finally:
        pool.release(workspace)
    return [StepTime(pos, name, kind, items, ops, statistics.median(ms), min(ms))
            for (pos, name, kind, items, ops), ms in zip(described, samples)]


_CHANGED = ("--per-kernel replays the steps of a pjrtc_runtime workspace, and this "
            "pjrtc_runtime's are not what it knows ({missing}). Time whole runs (leave out "
            "--per-kernel), or install the pjrtc_runtime released with this pjrtc.")


def _specialization(exe, arrays: list[np.ndarray]) -> tuple:
    """The workspace pool and the manifest of the program ``arrays`` run: the top level, or
    (format 1.4) the specialization their shapes select."""
    variants = getattr(exe, "_variants", None)
    if variants is None:
        return _workspace_pool(exe), exe.manifest
    shapes = [tuple(np.shape(a)) for a in arrays]
    index = next(i for i, sig in enumerate(exe.signatures)
                 if [t.shape for t in sig.inputs] == shapes)  # the run before found one
    return _workspace_pool(variants.pick(arrays, exe)), exe.manifest.programs()[index]


def _workspace_pool(exe):
    pool = getattr(exe, "_pool", None)
    if not all(callable(getattr(pool, name, None)) for name in ("acquire", "release")):
        raise PjrtcError(_CHANGED.format(missing="no workspace pool"))
    return pool


def _workspace_parts(workspace) -> tuple:
    """(in-order queue, planned top-level steps, input slots, read-back flag)."""
    parts = (getattr(getattr(workspace, "stream", None), "queue", None),
             getattr(workspace, "steps", None), getattr(workspace, "inputs", None),
             getattr(workspace, "flag", None))
    if any(p is None for p in parts) or not isinstance(parts[1], list):
        raise PjrtcError(_CHANGED.format(missing="a workspace lacks its queue, steps, "
                                         "inputs or flag"))
    return parts


def describe_steps(manifest) -> list[tuple[int, str, str, int, tuple[str, ...]]]:
    """(position, name, kind, work-items, source ops) for every top-level step the runtime
    submits: launches with no work-items and empty copies are left out, as it does."""
    from pjrtc_runtime import schema

    kernels = manifest.kernels
    steps = manifest.schedule or tuple(schema.LaunchStep(i) for i in range(len(kernels)))
    described = []
    for position, step in enumerate(steps):
        if isinstance(step, schema.LaunchStep):
            k = kernels[step.kernel]
            items = math.prod(k.global_size)
            if items:
                described.append((position, k.name, "launch", items, tuple(k.source_ops)))
        elif isinstance(step, schema.CopyStep):
            if step.size:
                described.append((position, f"copy of {step.size} bytes", "copy", 0, ()))
        else:
            inner = sorted(_kernels_in(step))
            kind = type(step).__name__.removesuffix("Step").lower()
            what = {"while": "while loop", "case": "case"}.get(kind, kind)
            ops = tuple(dict.fromkeys(op for i in inner for op in kernels[i].source_ops))
            described.append((position, f"{what} ({len(inner)} kernels)", kind,
                              sum(math.prod(kernels[i].global_size) for i in inner), ops))
    return described


def _kernels_in(step) -> set[int]:
    """Indices of the kernels a step can launch (a later kind of step: none known)."""
    from pjrtc_runtime import schema

    if isinstance(step, schema.LaunchStep):
        return {step.kernel}
    if isinstance(step, schema.WhileStep):
        children = (*step.cond, *step.body)
    elif isinstance(step, schema.CaseStep):
        children = tuple(s for branch in step.branches for s in branch)
    else:
        children = ()
    return set().union(*(_kernels_in(c) for c in children))


def render(console, steps: list[StepTime], repeat: int, source_ops_shown: int = 3) -> None:
    """The steps as a rich table, slowest first, with each one's share of their sum."""
    from rich.table import Table

    total = sum(t.median_ms for t in steps) or 1.0
    table = Table(title=f"per kernel ({len(steps)} schedule steps, each alone: submit + wait, "
                        f"median of {repeat}; slowest first)")
    for col, justify in (("step", "right"), ("kernel", "left"), ("work-items", "right"),
                         ("median ms", "right"), ("min ms", "right"), ("share", "right"),
                         ("source ops", "left")):
        table.add_column(col, justify=justify)
    for t in sorted(steps, key=lambda t: (-t.median_ms, t.position)):
        ops = list(t.source_ops[:source_ops_shown])
        if len(t.source_ops) > source_ops_shown:
            ops.append(f"(+{len(t.source_ops) - source_ops_shown} more)")
        table.add_row(str(t.position), t.name, str(t.work_items) if t.work_items else "",
                      f"{t.median_ms:.3f}", f"{t.min_ms:.3f}", f"{100 * t.median_ms / total:.1f}%",
                      "\n".join(ops))
    console.print(table)
