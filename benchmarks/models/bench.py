"""One model program benchmarked one way: pjrtc, XLA:CPU and IREE on the same module.

`variant` is "resident" (the weights are arguments, put on the device once and reused by every
call, like the data) or "constants" (the weights are folded into the module as constants,
constants.py, and each call passes the data alone). For each: pjrtc's compile time, its cold
and warm load in fresh processes (pjrtc_side), kernels launched per call, results checked
against XLA:CPU's, then pjrtc and XLA timed interleaved (timing.measure_interleaved) and IREE
after them; the fastest call of each is what the table compares. Nothing asserts on time.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import numpy as np

from ..pjrtc_side import cold_and_warm_loads, compile_to_artifact, launches_per_call, \
    resident_call
from ..suite import compare
from ..timing import measure, measure_interleaved, timed
from . import iree_side, xla_side
from .catalog import ModelProgram
from .constants import inline_weights

# f32 results of random-weight models tens of layers deep, summed in another order on each
# side: |pjrtc - xla| <= RTOL*|xla| + ATOL*max|xla|. Integer results (token ids) must be equal.
RTOL, ATOL = 1e-3, 1e-3


@dataclass(frozen=True)
class Settings:
    repeat: int
    budget_s: float  # per measurement
    load_pairs: int
    workdir: str
    iree: bool  # measure IREE (installed and not turned off)


def bench(program: ModelProgram, variant: str, settings: Settings) -> dict:
    row: dict = {"model": program.model, "batch": program.batch, "variant": variant,
                 "producer": program.info["producer"]}
    text = program.text
    arrays = program.arrays
    if variant == "resident":
        module, inputs = text, arrays
    else:
        module, inputs = inline_weights(text, arrays, program.weights), \
            [arrays[i] for i in program.data]
    row["weights_mb"] = sum(arrays[i].nbytes for i in program.weights) / 1e6

    name = f"{program.model}_b{program.batch}_{variant}"
    artifact = os.path.join(settings.workdir, f"{name}.pjrtc")
    xla, row["xla_compile_s"] = timed(lambda: xla_side.XlaProgram(module))
    xla_call = xla.bind(inputs)
    expected = xla_side.to_numpy(xla_call())
    try:
        _, row["compile_s"] = timed(lambda: compile_to_artifact(module, name, artifact))
    except Exception as e:  # a model pjrtc rejects is a row of the table, with its error
        row["error"] = f"{type(e).__name__}: {e}"
        return row
    cold, warm = cold_and_warm_loads(artifact, settings.load_pairs)
    row.update(load_cold_s=cold["load_s"], load_warm_s=warm["load_s"])

    import pjrtc_runtime

    exe = pjrtc_runtime.load(artifact)
    row["kernels"] = len(exe.manifest.kernels)
    row["launches_per_call"] = launches_per_call(exe, inputs)
    call = resident_call(exe, inputs)
    row["check"] = check([np.asarray(b) for b in call()], expected)
    pjrtc_t, xla_t = measure_interleaved(call, xla_call, settings.repeat, settings.budget_s)
    del call
    row["pjrtc"], row["xla"] = pjrtc_t.to_json(), xla_t.to_json()
    row["xla_over_pjrtc"] = xla_t.minimum / pjrtc_t.minimum
    row["iree"] = iree(program, variant, module, inputs, expected, settings)
    return row


def iree(program: ModelProgram, variant: str, module, inputs, expected,
         settings: Settings) -> dict:
    """IREE's compile time, fastest call and check, or {"skipped": why}."""
    if not settings.iree:
        return {"skipped": "not installed" if not iree_side.available() else "turned off"}
    text = module if isinstance(module, str) else \
        inline_weights(program.text, program.arrays, program.weights, text=True)
    try:
        compiled, compile_s = timed(lambda: iree_side.IreeProgram(text))
        call = compiled.bind(inputs)
        result = check(iree_side.to_numpy(call()), expected)
    except Exception as e:  # IREE refusing a module is a finding, not the benchmark's failure
        lines = str(e).strip().splitlines() or [""]
        detail = next((line for line in lines if "error:" in line), lines[0])  # the diagnostic
        return {"error": f"{type(e).__name__}: {detail.strip()[:300]}"}
    run = measure(call, settings.repeat, settings.budget_s)
    return {"compile_s": compile_s, "run": run.to_json(), "check": result}


def check(actual: list[np.ndarray], expected: list[np.ndarray]) -> dict:
    """compare()'s errors, and a pass that scales the absolute tolerance by the largest |value|
    among all the float results, not each result's own: a training step's conv bias gradient
    ahead of a batch norm is zero analytically, so both sides return rounding noise (1e-9)
    there, which agrees only in magnitude with the rest of the program. Integer results
    (token ids, labels) must be equal."""
    result = compare(actual, expected, RTOL, ATOL)
    floats = [e for e in expected if e.dtype.kind == "f" and e.size]
    scale = max((float(np.max(np.abs(e[np.isfinite(e)]), initial=0.0)) for e in floats),
                default=0.0)
    ok = len(actual) == len(expected)
    for a, e in zip(actual, expected):
        if a.shape != e.shape or a.dtype != e.dtype:
            ok = False
        elif e.dtype.kind == "f":
            ok = ok and bool(np.allclose(a, e, rtol=RTOL, atol=ATOL * scale, equal_nan=True))
        else:
            ok = ok and bool(np.array_equal(a, e))
    result["pass"] = ok
    result["atol_times_max_abs"] = ATOL
    return result


def stamp() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S %z")
