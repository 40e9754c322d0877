#!/usr/bin/env python
"""Regenerate pjrtc test data.

    .venv/bin/python testdata/generate.py            # everything
    .venv/bin/python testdata/generate.py mlp add_f32 formats errors

Writes, for every case in testdata/cases.py:
    testdata/<case>/model.mlir     jax.jit(f).lower(*args).as_text()
    testdata/<case>/inputs.npz     arg0, arg1, ...   (argument order)
    testdata/<case>/expected.npz   result0, ...      (JAX CPU results, pytree-flattened)
plus testdata/formats/ (text / bytecode / portable artifact of one function),
testdata/errors/ (invalid inputs for the frontend) and testdata/cases.json.

Output is deterministic: fixed seeds per case, npz files written with fixed zip
timestamps, no source locations in the MLIR.  cases.json is always rebuilt
from what is on disk for all registered cases.  Directories not owned by the
generator (e.g. testdata/artifacts/) are never touched.
"""
from __future__ import annotations

import io
import json
import os
import re
import sys
import zipfile
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import numpy as np  # noqa: E402
import jax  # noqa: E402

jax.config.update("jax_enable_x64", False)
# Keep file paths / line numbers of this script out of exported artifacts.
jax.config.update("jax_traceback_in_locations_limit", 0)

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True  # no testdata/__pycache__
import cases as C  # noqa: E402

SPECIAL = ("formats", "errors")
# op names only: skips attributes (mhlo.num_partitions) and #stablehlo.* attrs
OP_RE = re.compile(r"(?<![#\w.])(stablehlo|chlo)\.([a-z_][a-z0-9_]*)\b")


# --------------------------------------------------------------------------
# deterministic npz

def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """Like np.savez_compressed, but byte-for-byte reproducible."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for key, arr in arrays.items():
            npy = io.BytesIO()
            arr = np.asarray(arr)  # (np.ascontiguousarray would turn 0-d into 1-d)
            if not arr.flags.c_contiguous:
                arr = arr.copy(order="C")
            np.lib.format.write_array(npy, arr, allow_pickle=False)
            info = zipfile.ZipInfo(key + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, npy.getvalue())
    path.write_bytes(buf.getvalue())


def read_npz(path: Path) -> list[np.ndarray]:
    with np.load(path, allow_pickle=False) as z:
        keys = sorted(z.files, key=lambda k: int(re.sub(r"\D", "", k)))
        return [z[k] for k in keys]


# --------------------------------------------------------------------------
# MLIR helpers

def mlir_context():
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo, chlo, sdy
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext
    ctx = ir.Context()
    reg = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(reg)
    ctx.append_dialect_registry(reg)
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    sdy.register_dialect(ctx)  # custom_call attrs may hold #sdy.op_sharding_rule
    ctx.load_all_available_dialects()
    return ctx


def parse(text, ctx):
    from jaxlib.mlir import ir
    return ir.Module.parse(text, context=ctx)


def ops_in(text: str) -> list[str]:
    return sorted({f"{d}.{o}" for d, o in OP_RE.findall(text)})


def spec(arrs):
    return [{"shape": list(a.shape), "dtype": str(a.dtype)} for a in arrs]


# --------------------------------------------------------------------------
# generation

def lower_and_run(fn, args):
    jf = jax.jit(fn)
    lowered = jf.lower(*args)
    text = lowered.as_text()
    outs = lowered.compile()(*args)
    outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(outs)]
    return text, outs


def n_results(text: str) -> int:
    """Number of results of @main, from the text (cross-check of flattening)."""
    m = re.search(r"func\.func public @main\(.*?\)\s*->\s*(.*?)\s*\{\n", text)
    if m is None:
        return 0
    sig = m.group(1)
    if sig.startswith("("):
        sig = sig[1:-1]
    return len(re.findall(r"tensor<", re.sub(r"\{[^}]*\}", "", sig)))


def gen_case(c: C.Case, ctx) -> None:
    fn, args = c.build()
    if getattr(fn, "__name__", None) == "<lambda>":
        fn.__name__ = c.name  # module @jit_<case> instead of @jit__lambda
    text, outs = lower_and_run(fn, args)
    assert n_results(text) == len(outs), (c.name, n_results(text), len(outs))
    parse(text, ctx)  # must round-trip through the MLIR parser
    d = HERE / c.name
    d.mkdir(exist_ok=True)
    (d / "model.mlir").write_text(text)
    write_npz(d / "inputs.npz", {f"arg{i}": a for i, a in enumerate(args)})
    write_npz(d / "expected.npz", {f"result{i}": o for i, o in enumerate(outs)})


def gen_formats(ctx) -> None:
    d = HERE / "formats"
    d.mkdir(exist_ok=True)
    args = C.formats_args()
    fn = C.formats_fn
    jf = jax.jit(fn)
    lowered = jf.lower(*args)
    text = lowered.as_text()
    outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(lowered.compile()(*args))]
    (d / "model.mlir").write_text(text)
    # same module printed with location info (loc(...) annotations, #loc aliases)
    (d / "model_loc.mlir").write_text(lowered.as_text(debug_info=True))
    module = parse(text, ctx)
    with open(d / "model.mlirbc", "wb") as f:
        module.operation.write_bytecode(f)
    exp = jax.export.export(jf)(*args)
    (d / "model.portable").write_bytes(exp.mlir_module_serialized)
    write_npz(d / "inputs.npz", {f"arg{i}": a for i, a in enumerate(args)})
    write_npz(d / "expected.npz", {f"result{i}": o for i, o in enumerate(outs)})


UNSUPPORTED = """\
module @jit_unsupported attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %t = stablehlo.after_all : !stablehlo.token
    %0:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<8xf32>, !stablehlo.token)
    %1 = stablehlo.custom_call @my_fused_kernel(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.add %0#0, %1 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_0, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = "stablehlo.outfeed"(%iterArg_0, %t) {outfeed_config = ""} : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %5 : tensor<i32>, tensor<i32>
    }
    return %2, %3#1 : tensor<8xf32>, tensor<i32>
  }
}
"""

SYNTAX = """\
module @jit_broken attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x13xf32>, %arg1: tensor<7x13xf32>) -> (tensor<7x13xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<7x13xf32>
    %1 = stablehlo.multiply %0, %arg1 tensor<7x13xf32>
    return %1 : tensor<7x13xf32>
  }
}
"""

NOT_STABLEHLO = """\
This is not a StableHLO module.

It is a short paragraph of plain English prose that a user might pass to the
compiler by mistake, for example a README or a log file. The frontend should
reject it with a clear error message instead of crashing.
"""

DYNAMIC = """\
module @jit_dynamic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32>) -> (tensor<?x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
"""


def line_of(text, needle):
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def gen_errors(ctx) -> list[dict]:
    from jax import export, lax
    import jax.numpy as jnp
    d = HERE / "errors"
    d.mkdir(exist_ok=True)
    (d / "unsupported.mlir").write_text(UNSUPPORTED)
    (d / "syntax.mlir").write_text(SYNTAX)
    (d / "not_stablehlo.txt").write_text(NOT_STABLEHLO)
    (d / "dynamic.mlir").write_text(DYNAMIC)
    parse(UNSUPPORTED, ctx)
    parse(DYNAMIC, ctx)
    for bad in (SYNTAX, NOT_STABLEHLO):
        try:
            parse(bad, ctx)
        except Exception:
            pass
        else:
            raise AssertionError("expected a parse error")

    # what JAX really emits for a shape-polymorphic export (no locations)
    b, = export.symbolic_shape("b")
    e = export.export(jax.jit(lambda x: jnp.tanh(x) * 2.0))(
        jax.ShapeDtypeStruct((b, 4), np.float32))
    dyn = parse(e.mlir_module(), ctx).operation.get_asm(enable_debug_info=False)
    (d / "dynamic_export.mlir").write_text(dyn)

    # what JAX really emits for a host callback on CPU: a custom_call no artifact can run (the
    # LAPACK calls, which this case once used, pjrtc implements: pjrtc/frontend/lapack_calls.py)
    cc = jax.jit(lambda x: jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
                 * 2.0).lower(np.ones(4, dtype=np.float32)).as_text()
    (d / "custom_call.mlir").write_text(cc)
    parse(cc, ctx)

    def entry(name, file, description, **expect):
        return {"name": name, "file": f"errors/{file}", "description": description,
                "expect": expect}
    return [
        entry("unsupported", "unsupported.mlir",
              "valid StableHLO with ops no single-device artifact can run (infeed, an unknown "
              "custom_call target, outfeed inside a while body), each on its own line",
              kind="unsupported",
              ops=[{"op": op.strip('"'), "line": line_of(UNSUPPORTED, op)}
                   for op in ('"stablehlo.infeed"', "stablehlo.custom_call",
                              '"stablehlo.outfeed"')]),
        entry("syntax", "syntax.mlir", "MLIR parse error (missing ':' before the type)",
              kind="syntax", line=line_of(SYNTAX, "stablehlo.multiply")),
        entry("not_stablehlo", "not_stablehlo.txt", "plain English prose, not MLIR",
              kind="syntax", line=1),
        entry("dynamic", "dynamic.mlir", "argument of type tensor<?x4xf32> (dynamic shape)",
              kind="dynamic_shape", line=line_of(DYNAMIC, "tensor<?x4xf32>")),
        entry("dynamic_export", "dynamic_export.mlir",
              "jax.export with symbolic dim 'b': tensor<?x4xf32>, get_dimension_size, "
              "shape_assertion custom_call, dynamic_broadcast_in_dim",
              kind="dynamic_shape"),
        entry("custom_call", "custom_call.mlir",
              "jax.pure_callback on CPU: stablehlo.custom_call @xla_ffi_python_cpu_callback "
              "(with #sdy attributes)",
              kind="unsupported",
              ops=[{"op": "stablehlo.custom_call", "line": line_of(cc, "stablehlo.custom_call")}]),
    ]


# --------------------------------------------------------------------------
# cases.json

def case_entry(c: C.Case) -> dict | None:
    d = HERE / c.name
    if not (d / "model.mlir").exists():
        return None
    text = (d / "model.mlir").read_text()
    ins, outs = read_npz(d / "inputs.npz"), read_npz(d / "expected.npz")
    ops = ops_in(text)
    tags = list(c.tags)
    tags += [f"op:{o.split('.', 1)[1]}" for o in ops if o.startswith("stablehlo.")]
    tags += [f"op:{o}" for o in ops if not o.startswith("stablehlo.")]
    tags += [f"dtype:{dt}" for dt in sorted({str(a.dtype) for a in ins + outs})]
    if re.search(r"\bcall @", text) and "func.call" not in tags:
        tags.append("func.call")
    return {
        "name": c.name,
        "description": c.description,
        "tags": sorted(set(tags), key=tags.index),
        "tolerance": c.tolerance,
        "files": {"mlir": f"{c.name}/model.mlir", "inputs": f"{c.name}/inputs.npz",
                  "expected": f"{c.name}/expected.npz"},
        "inputs": spec(ins),
        "outputs": spec(outs),
        "ops": ops,
    }


def formats_entry() -> dict | None:
    d = HERE / "formats"
    if not (d / "model.mlir").exists():
        return None
    text = (d / "model.mlir").read_text()
    ins, outs = read_npz(d / "inputs.npz"), read_npz(d / "expected.npz")
    ops = ops_in(text)
    return {
        "name": "formats",
        "description": "tanh(x@w+b), sum(x,1) as MLIR text, text with locations, "
                       "MLIR bytecode and StableHLO portable artifact",
        "tags": ["format"] + [f"op:{o.split('.', 1)[1]}" for o in ops] + ["dtype:float32"],
        "tolerance": "model",
        "files": {"mlir": "formats/model.mlir", "mlir_loc": "formats/model_loc.mlir",
                  "mlirbc": "formats/model.mlirbc", "portable": "formats/model.portable",
                  "inputs": "formats/inputs.npz", "expected": "formats/expected.npz"},
        "inputs": spec(ins),
        "outputs": spec(outs),
        "ops": ops,
    }


def main(argv):
    names = argv or (list(C.CASES) + list(SPECIAL))
    unknown = [n for n in names if n not in C.CASES and n not in SPECIAL]
    if unknown:
        sys.exit(f"unknown case(s): {unknown}; known: {list(C.CASES) + list(SPECIAL)}")
    ctx = mlir_context()
    errors = None
    for n in names:
        if n == "formats":
            gen_formats(ctx)
        elif n == "errors":
            errors = gen_errors(ctx)
        else:
            gen_case(C.CASES[n], ctx)
        print(f"generated {n}")
    if errors is None:  # keep the existing error list
        old = HERE / "cases.json"
        errors = json.loads(old.read_text())["errors"] if old.exists() else gen_errors(ctx)
    entries = [e for e in (case_entry(c) for c in C.CASES.values()) if e]
    fe = formats_entry()
    if fe:
        entries.append(fe)
    doc = {"version": 1,
           "generator": "testdata/generate.py",
           "jax_version": jax.__version__,
           "cases": entries,
           "errors": errors}
    (HERE / "cases.json").write_text(json.dumps(doc, indent=1) + "\n")
    print(f"wrote cases.json ({len(entries)} cases, {len(errors)} error inputs)")


if __name__ == "__main__":
    main(sys.argv[1:])
