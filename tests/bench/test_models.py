"""The real-model benchmark (issue 15): testdata/models and `python -m benchmarks --models`.

The programs must parse and agree with their model.json; the arguments synthesized from it
must come out the same every time; the small models must compile with pjrtc and match XLA:CPU
running the same module; the command must run end to end. Never a timing assertion.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.models import bench, catalog, constants, weights, xla_side
from benchmarks.pjrtc_side import compile_to_artifact, launches_per_call
from pjrtc.inspect import model_signature
from pjrtc.ir.tensor import DType

PROGRAMS = catalog.programs()
# Models that compile, load and run in a second or two each: the transformers.
SMALL = ("keras_transformer", "hf_bert", "hf_gpt2", "hf_vit", "flax_nnx_transformer",
         "torch_transformer", "gpt2_generate")
_TENSOR = re.compile(r"^tensor<(?:((?:\d+x)*)\s*)?([a-z0-9]+)>$")


def _ids(programs):
    return [f"{p.model}-b{p.batch}" for p in programs]


def test_every_family_is_there() -> None:
    names = set(catalog.models())
    assert set(SMALL) <= names
    assert {"keras_resnet50", "keras_densenet121", "keras_mobilenetv2",
            "keras_efficientnetb0", "jax_train_step"} <= names
    assert all(p.batch in (1, 8) for p in PROGRAMS)


@pytest.mark.parametrize("program", PROGRAMS, ids=_ids(PROGRAMS))
def test_json_matches_the_module_signature(program: catalog.ModelProgram) -> None:
    info = program.info
    assert {"name", "producer", "versions", "seed", "programs"} <= set(info)
    assert info["versions"]["jax"] == "0.10.2"
    signature = model_signature(program.path)
    args = program.spec["args"]
    assert len(signature["inputs"]) == len(args)
    for spec, arg in zip(signature["inputs"], args):
        dims, element = _TENSOR.match(spec["type"]).groups()
        shape = [int(d) for d in dims.split("x") if d] if dims else []
        assert shape == arg["shape"], arg["name"]
        assert DType.from_mlir(element).numpy_name == arg["dtype"], arg["name"]
        assert arg["role"] in ("weight", "data")
    assert program.data and program.weights  # something to feed, something to keep resident


def test_synthesis_is_deterministic() -> None:
    program = next(p for p in PROGRAMS if p.model == "hf_bert")
    first = weights.arguments(program.info, program.batch)
    second = weights.arguments(program.info, program.batch)
    assert all(a.dtype == b.dtype and np.array_equal(a, b) for a, b in zip(first, second))
    specs = program.spec["args"]
    assert [list(a.shape) for a in first] == [s["shape"] for s in specs]
    kernels = [i for i, s in enumerate(specs) if s["init"]["kind"] == "normal"]
    assert len(kernels) >= 2 and not np.array_equal(first[kernels[0]].reshape(-1)[:16],
                                                    first[kernels[1]].reshape(-1)[:16])


def test_describe_keeps_the_initializers_shape() -> None:
    rng = np.random.default_rng(0)
    uniform = rng.uniform(-0.1, 0.1, 4096).astype(np.float32)
    normal = rng.normal(0.0, 0.02, 4096).astype(np.float32)
    assert weights.describe(uniform)["kind"] == "uniform"
    assert weights.describe(normal)["kind"] == "normal"
    assert weights.describe(np.ones(100, np.float32)) == {"kind": "constant", "value": 1.0}
    assert weights.describe(np.arange(3, dtype=np.int32))["kind"] == "values"
    ids = weights.describe(rng.integers(0, 1000, 200).astype(np.int32))
    assert ids["kind"] == "integers" and 0 <= ids["low"] < ids["high"] <= 1000
    spec = {"shape": [64, 64], "dtype": "float32", "init": weights.describe(normal)}
    made = weights.synthesize(spec, 15, 3)
    assert made.shape == (64, 64) and abs(float(made.std()) - 0.02) < 0.005
    scalar = {"shape": [], "dtype": "int32", "init": weights.describe(np.int32(0))}
    assert weights.synthesize(scalar, 15, 0).shape == ()


SMALL_B1 = [p for p in PROGRAMS if p.model in SMALL and p.batch == 1] + \
    [p for p in PROGRAMS if p.model == "jax_train_step"]  # batch 8 only: batch norm's batch


@pytest.mark.parametrize("program", SMALL_B1, ids=_ids(SMALL_B1))
def test_small_models_match_xla_at_batch_1(program: catalog.ModelProgram,
                                           tmp_path: Path) -> None:
    text, arrays = program.text, program.arrays
    expected = xla_side.to_numpy(xla_side.XlaProgram(text).bind(arrays)())
    artifact = str(tmp_path / "model.pjrtc")
    compile_to_artifact(text, program.model, artifact)
    exe = pjrtc_runtime.load(artifact)
    result = bench.check(list(exe(*arrays)), expected)
    assert result["pass"], result
    launches, kernels = launches_per_call(exe, arrays), len(exe.manifest.kernels)
    if launches is not None:  # None: a runtime without the replay hook
        # Each kernel at most once: GPT-2's decode loop is one kernel on the device
        # (pjrtc/passes/device_loops.py), not its decoder's kernels once per token.
        if "stablehlo.while" not in text or program.model == "gpt2_generate":
            assert 0 < launches <= kernels


def test_check_scales_by_the_whole_program_and_wants_equal_integers() -> None:
    params = np.linspace(-1, 1, 100, dtype=np.float32)
    noise = np.full(16, 1e-9, np.float32)  # a gradient that is zero analytically
    assert bench.check([params, noise * -3], [params, noise])["pass"]
    assert not bench.check([params + 0.01, noise], [params, noise])["pass"]
    ids = np.arange(10, dtype=np.int32)
    assert not bench.check([ids + np.eye(1, 10, 3, dtype=np.int32)[0]], [ids])["pass"]
    assert not bench.check([params[:50]], [params])["pass"]


def test_weights_as_constants_compute_the_same() -> None:
    program = next(p for p in PROGRAMS if p.model == "keras_transformer" and p.batch == 1)
    arrays = program.arrays
    folded = constants.inline_weights(program.text, arrays, program.weights)
    data = [arrays[i] for i in program.data]
    before = xla_side.to_numpy(xla_side.XlaProgram(program.text).bind(arrays)())
    after = xla_side.to_numpy(xla_side.XlaProgram(folded).bind(data)())
    assert bench.check(after, before)["pass"]
    text = constants.inline_weights(program.text, arrays, program.weights, text=True)
    assert "stablehlo.constant" in text and text.count("%arg") < program.text.count("%arg")


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "benchmarks", "--models", *args],
                          check=False, cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "COLUMNS": "220"})


def test_command_runs_end_to_end(tmp_path: Path) -> None:
    out = tmp_path / "models.json"
    done = _run("--only", "keras_transformer", "--batch", "1", "--repeat", "2",
                "--max-seconds", "0.2", "--no-iree", "--json", str(out), tmp_path=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "XLA/pjrtc" in done.stdout and "MATCH" in done.stdout
    assert "geometric mean" in done.stdout
    result = json.loads(out.read_text())
    rows = result["rows"]
    assert [(r["model"], r["batch"], r["variant"]) for r in rows] == [
        ("keras_transformer", 1, "resident"), ("keras_transformer", 1, "constants")]
    for row in rows:
        assert row["check"]["pass"] and row["xla_over_pjrtc"] > 0
        assert row["iree"] == {"skipped": "turned off"} or "not installed" in str(row["iree"])
        assert row["launches_per_call"] is None or row["launches_per_call"] > 0


def test_unknown_model_is_a_usage_error(tmp_path: Path) -> None:
    done = _run("--only", "no_such_model", tmp_path=tmp_path)
    assert done.returncode == 2
    assert "unknown model(s) no_such_model" in done.stderr and "keras_transformer" in done.stderr
