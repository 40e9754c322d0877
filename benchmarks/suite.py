"""One benchmark of one program: pjrtc and JAX side by side, every number the report needs.

Order within a program: lower with JAX, compile with pjrtc, load cold then warm (each in a
fresh process; medians of a few such pairs), load here, check the results against JAX, then
time pjrtc's three ways of running (see pjrtc_side) and JAX. A wrong result is timed all
the same, and flagged.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

from .pjrtc_side import (
    cold_and_warm_loads,
    compile_to_artifact,
    kernel_replay,
    resident_call,
    step_labels,
)
from .programs import Program
from .timing import measure, measure_interleaved, timed

# Results are compared with JAX's as |pjrtc - jax| <= RTOL*|jax| + ATOL*max|jax|: the f32
# model tolerance of tests/conftest_cases.py, with the absolute part scaled by the result's
# magnitude, because a sum of many terms (dot, convolution, reduction) in another order
# differs in proportion to the size of its terms, not of the (possibly cancelling) result.
RTOL, ATOL = 1e-4, 1e-5


@dataclass(frozen=True)
class Settings:
    repeat: int
    budget_s: float  # per measurement: stop repeating once this much time was measured
    workdir: str
    profile: bool
    load_pairs: int  # cold-then-warm load pairs per program (their medians are reported)


def bench_program(program: Program, settings: Settings, limits: dict) -> dict:
    import jax
    import pjrtc_runtime

    fn, args = program.inputs()
    mlir_text = jax.jit(fn).lower(*args).as_text()
    artifact = os.path.join(settings.workdir, f"{program.name}.pjrtc")
    with open(os.path.join(settings.workdir, f"{program.name}.mlir"), "w") as f:
        f.write(mlir_text)
    compiled, compile_s = timed(lambda: compile_to_artifact(mlir_text, program.name, artifact))
    cold, warm = cold_and_warm_loads(artifact, settings.load_pairs)
    exe = pjrtc_runtime.load(artifact)
    jax_exe, jax_compile_s = timed(lambda: jax.jit(fn).lower(*args).compile())
    jax_args = [jax.device_put(a) for a in args]
    expected = [np.asarray(r) for r in jax.tree_util.tree_leaves(jax_exe(*jax_args))]

    def jax_call():
        return jax.block_until_ready(jax_exe(*jax_args))

    runs, check, profile = time_runs(exe, args, expected, settings, compiled.manifest, jax_call)
    # The on-device time the ratio and the achieved rate use: resident inputs when the runtime
    # can, else the kernels alone, else end to end.
    basis = next(name for name in ("resident", "kernels", "e2e") if runs[name] is not None)
    device, jax_run = runs[basis], runs["jax"]
    work = program.work(args, expected)
    limit = limits["triad"]["gbps"] * 1e9 if program.work_kind == "bytes" else \
        limits["sgemm"]["gflops"] * 1e9
    manifest = compiled.manifest
    row = {
        "name": program.name,
        "description": program.description,
        "kernels": len(manifest.kernels),
        "peak_device_bytes": manifest.peak_bytes,
        "compile_s": compile_s,
        "compile_stages_s": dict(compiled.seconds),
        "jax_compile_s": jax_compile_s,
        "load_cold_s": cold["load_s"],
        "load_warm_s": warm["load_s"],
        "load_cold_all_s": cold["load_s_all"],
        "load_warm_all_s": warm["load_s_all"],
        "runtime_start_s": cold["runtime_start_s"],
        **{f"run_{name}": t.to_json() if t else None
           for name, t in (("resident", runs["resident"]), ("kernels", runs["kernels"]),
                           ("e2e", runs["e2e"]))},
        "jax_run": jax_run.to_json(),
        "device_basis": basis,
        "ratio_device": device.median / jax_run.median,
        "ratio_e2e": runs["e2e"].median / jax_run.median,
        "ratio_device_best": device.minimum / jax_run.minimum,
        "work_kind": program.work_kind,
        "work": work,
        "achieved": work / device.median,
        "achieved_share": work / device.median / limit,
        "jax_achieved": work / jax_run.median,
        "jax_share": work / jax_run.median / limit,
        "check": check,
        "kernel_list": [{"name": k.name, "global_size": list(k.global_size),
                         "local_size": list(k.local_size), "source_ops": list(k.source_ops)}
                        for k in manifest.kernels],
    }
    if profile is not None:
        row["kernel_profile"] = profile
    return row


def time_runs(exe, args: list[np.ndarray], expected: list[np.ndarray], settings: Settings,
              manifest, jax_call) -> tuple[dict, dict, list | None]:
    """pjrtc's run timings {"e2e", "resident", "kernels"} (None where the runtime cannot) and
    JAX's ("jax"; interleaved with the resident one, see measure_interleaved), the check of
    pjrtc's results against `expected`, and the per-step profile if asked for."""
    check = compare(list(exe(*args)), expected)
    resident = resident_call(exe, args)
    if resident is not None:  # another path through the runtime: checked as well
        check["resident"] = compare([np.asarray(b) for b in resident()], expected)
        check["pass"] = check["pass"] and check["resident"]["pass"]

    repeat, budget = settings.repeat, settings.budget_s
    runs = {"e2e": measure(lambda: exe(*args), repeat, budget), "kernels": None}
    if resident is not None:
        runs["resident"], runs["jax"] = measure_interleaved(resident, jax_call, repeat, budget)
    else:
        runs["resident"], runs["jax"] = None, measure(jax_call, repeat, budget)
    del resident  # frees its input buffers
    profile = None
    replay = kernel_replay(exe, args)
    if replay is not None:
        try:
            runs["kernels"] = measure(replay.run, repeat, budget, setup=replay.copy_inputs)
            if settings.profile:
                profile = profile_kernels(replay, settings)
        finally:
            replay.close()
    return runs, check, profile


def compare(actual: list[np.ndarray], expected: list[np.ndarray], rtol: float = RTOL,
            atol: float = ATOL) -> dict:
    """Max absolute error, relative error (to the largest |expected|) and pass/fail within
    |actual - expected| <= rtol*|expected| + atol*max|expected|."""
    ok = len(actual) == len(expected)
    max_abs = rel = 0.0
    for a, e in zip(actual, expected):
        if a.shape != e.shape or a.dtype != e.dtype:
            ok = False
            continue
        a64, e64 = a.astype(np.float64), e.astype(np.float64)
        scale = float(np.max(np.abs(e64[np.isfinite(e64)]), initial=0.0))
        same_nan = np.array_equal(np.isnan(a64), np.isnan(e64))
        close = np.isclose(a64, e64, rtol=rtol, atol=atol * max(scale, 1e-30), equal_nan=True)
        ok = ok and same_nan and bool(close.all())
        finite = np.isfinite(a64) & np.isfinite(e64)
        err = float(np.max(np.abs(a64 - e64)[finite], initial=0.0))
        max_abs = max(max_abs, err)
        rel = max(rel, err / scale if scale else err)
    return {"max_abs_err": max_abs, "rel_err": rel, "pass": ok, "rtol": rtol,
            "atol_times_max_abs": atol}


def profile_kernels(replay, settings: Settings) -> list[dict]:
    """Each top-level step timed alone (submit + wait), on exactly the data a real call gives
    it: the inputs are copied and the steps before it run, untimed, before every sample."""
    rows = []
    for i, label in enumerate(step_labels(replay)):
        def before(i=i):
            replay.copy_inputs()
            replay.run(0, i)

        t = measure(lambda i=i: replay.run(i, i + 1), min(settings.repeat, 10),
                    settings.budget_s / 4, setup=before)
        rows.append({"step": label, "median_s": t.median, "samples": t.samples})
    return rows
