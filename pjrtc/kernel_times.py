"""`pjrtc bench --per-kernel`: each top-level step of a loaded executable's schedule, timed alone.

A run is: copy the inputs into the buffer slots, submit the schedule's steps, copy the results
out. Here, through the runtime's profiling hook ``Executable.replay_steps`` (pjrtc_runtime's
replay.py), for every sample the inputs are copied into the slots of one of the executable's
workspaces (untimed), then the steps are run one at a time, each followed by a wait, and each
is timed: so every step reads exactly what it reads in a real call (the steps before it have
just run). A while or case step is timed as a whole, with the read-backs of its predicate or
index. The per-step wait adds a little to each time (a few microseconds on the OpenCL CPU
device); the sum of the steps is therefore above the end-to-end kernel time.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass

import numpy as np


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
    with exe.replay_steps(arrays) as replay:
        described = [describe_step(replay.manifest, position) for position in replay.positions]
        samples: list[list[float]] = [[] for _ in described]
        for sample in range(warmup + repeat):
            replay.copy_inputs()
            for i in range(len(described)):
                start = time.perf_counter()
                replay.run(i, i + 1)
                if sample >= warmup:
                    samples[i].append((time.perf_counter() - start) * 1e3)
    return [StepTime(pos, name, kind, items, ops, statistics.median(ms), min(ms))
            for (pos, name, kind, items, ops), ms in zip(described, samples)]


def describe_step(manifest, position: int) -> tuple[int, str, str, int, tuple[str, ...]]:
    """(position, name, kind, work-items, source ops) of the top-level step at ``position`` of
    ``manifest``'s schedule."""
    from pjrtc_runtime import schema

    kernels, step = manifest.kernels, manifest.schedule[position]
    if isinstance(step, schema.LaunchStep):
        k = kernels[step.kernel]
        return position, k.name, "launch", math.prod(k.global_size), tuple(k.source_ops)
    if isinstance(step, schema.CopyStep):
        return position, f"copy of {step.size} bytes", "copy", 0, ()
    inner = sorted(_kernels_in(step))
    kind = type(step).__name__.removesuffix("Step").lower()
    what = {"while": "while loop", "case": "case"}.get(kind, kind)
    ops = tuple(dict.fromkeys(op for i in inner for op in kernels[i].source_ops))
    return (position, f"{what} ({len(inner)} kernels)", kind,
            sum(math.prod(kernels[i].global_size) for i in inner), ops)


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
