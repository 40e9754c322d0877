#!/usr/bin/env python
"""Sanity checks of the generated test data (not needed to use it).

    .venv/bin/python testdata/verify.py            # parse + reference interpreter
    .venv/bin/python testdata/verify.py --f64      # distance of expected from float64

Parse: every model.mlir, formats/* (text, text with locations, bytecode,
portable artifact), errors/* behave as described in cases.json.
Interpreter: StableHLO's reference interpreter (stablehlo.eval_module) run on
each case's inputs, compared to expected.npz with tests/conftest_cases.py's
assert_close; one subprocess per case with a time limit.
--f64: re-evaluates each case's JAX function with x64 enabled on float64-cast
float32 inputs and reports max abs / rel distance of the float32 expected
values (to justify the tolerances in conftest_cases.py).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests"))
sys.dont_write_bytecode = True

TIMEOUT = 120


def interp_one(name: str) -> None:
    import numpy as np
    import generate as G
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    from conftest_cases import load_case, case_file, assert_close
    ctx = G.mlir_context()
    kinds = ["mlir"]
    if name == "formats":
        kinds = ["mlir", "mlir_loc", "mlirbc", "portable"]
    for kind in kinds:
        path, ins, exp = load_case(name)
        path = case_file(name, kind)
        with ctx, ir.Location.unknown():
            if kind == "portable":
                m = stablehlo.deserialize_portable_artifact(ctx, path.read_bytes())
            elif kind == "mlirbc":
                m = ir.Module.parse(path.read_bytes())
            else:
                m = ir.Module.parse(path.read_text())
            outs = stablehlo.eval_module(m, [ir.DenseElementsAttr.get(a) for a in ins])
            assert len(outs) == len(exp), (len(outs), len(exp))
            for i, (o, e) in enumerate(zip(outs, exp)):
                a = np.array(o)
                if a.shape != e.shape and a.size == 1:  # splat attribute
                    a = np.full(e.shape, a.reshape(()), e.dtype)
                assert_close(a.astype(e.dtype) if a.dtype != e.dtype else a, e,
                             f"{name}/result{i}")
    print("OK")


def run_interp(names):
    def one(n):
        t = time.time()
        try:
            p = subprocess.run([sys.executable, __file__, "--interp-one", n],
                               capture_output=True, text=True, timeout=TIMEOUT)
            dt = time.time() - t
            if p.returncode == 0 and p.stdout.strip().endswith("OK"):
                return n, "agree", dt, ""
            msg = (p.stderr.strip().splitlines() or ["?"])[-1]
            return n, "DIFFER" if "AssertionError" in msg else "error", dt, msg[:300]
        except subprocess.TimeoutExpired:
            return n, "timeout", time.time() - t, f">{TIMEOUT}s"
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as ex:
        res = list(ex.map(one, names))
    for n, st, dt, msg in res:
        print(f"  {n:24s} {st:8s} {dt:6.1f}s {msg}")
    return res


def check_parse():
    import generate as G
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    ctx = G.mlir_context()
    idx = json.loads((HERE / "cases.json").read_text())
    n = 0
    for c in idx["cases"]:
        for kind, rel in c["files"].items():
            p = HERE / rel
            if kind in ("mlir", "mlir_loc"):
                G.parse(p.read_text(), ctx)
            elif kind == "mlirbc":
                ir.Module.parse(p.read_bytes(), context=ctx)
            elif kind == "portable":
                stablehlo.deserialize_portable_artifact(ctx, p.read_bytes())
            else:
                continue
            n += 1
    for e in idx["errors"]:
        p = HERE / e["file"]
        try:
            G.parse(p.read_text(), ctx)
            parsed = True
        except Exception:
            parsed = False
        want = e["expect"]["kind"] != "syntax"
        assert parsed == want, (e["name"], parsed)
        n += 1
    print(f"parse: {n} files OK")


def f64_check():
    os.environ["JAX_ENABLE_X64"] = "1"
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import numpy as np
    import jax
    jax.config.update("jax_enable_x64", True)
    import cases as C
    from conftest_cases import load_case, tolerance
    rows = []
    allc = dict(C.CASES)
    for name, c in allc.items():
        fn, _ = c.build()
        _, ins, exp = load_case(name)
        if not any(np.issubdtype(e.dtype, np.floating) for e in exp):
            continue
        ins64 = [a.astype(np.float64) if a.dtype == np.float32 else a for a in ins]
        try:
            outs = jax.tree_util.tree_leaves(jax.jit(fn)(*ins64))
        except Exception as ex:  # noqa: BLE001
            rows.append((name, c.tolerance, float("nan"), float("nan"), float("nan"),
                         f"skip: {ex}"[:80]))
            continue
        mabs = mrel = budget = 0.0
        for o, e in zip(outs, exp):
            if e.dtype != np.float32 or e.size == 0:
                continue
            o = np.asarray(o, np.float64)
            d = np.abs(o - e.astype(np.float64))
            mabs = max(mabs, float(d.max()))
            rt, at = tolerance(np.float32, c.tolerance == "model")
            budget = max(budget, float((d / (at + rt * np.abs(o))).max()))
            big = np.abs(o) > 1e-3
            if big.any():
                mrel = max(mrel, float((d[big] / np.abs(o[big])).max()))
        rows.append((name, c.tolerance, mabs, mrel, budget, ""))
    # budget: max |f32 - f64| / (atol + rtol*|f64|) with the case's tolerance;
    # well below 1 means the tolerance has room for the device's own error.
    print(f"{'case':24s} {'tol':8s} {'max_abs':>10s} {'max_rel(|ref|>1e-3)':>20s} {'budget':>8s}")
    for r in sorted(rows, key=lambda r: -r[4] if r[4] == r[4] else 0):
        print(f"{r[0]:24s} {r[1]:8s} {r[2]:10.3g} {r[3]:20.3g} {r[4]:8.3f} {r[5]}")


def main(argv):
    if argv[:1] == ["--interp-one"]:
        return interp_one(argv[1])
    if argv[:1] == ["--f64"]:
        return f64_check()
    check_parse()
    idx = json.loads((HERE / "cases.json").read_text())
    names = argv or [c["name"] for c in idx["cases"]]
    res = run_interp(names)
    agree = [r[0] for r in res if r[1] == "agree"]
    print(f"interpreter agrees on {len(agree)}/{len(res)} cases")
    others = [r for r in res if r[1] != "agree"]
    if others:
        print("not agreeing:", ", ".join(f"{r[0]} ({r[1]})" for r in others))


if __name__ == "__main__":
    main(sys.argv[1:])
