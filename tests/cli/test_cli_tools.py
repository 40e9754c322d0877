"""The CI- and terminal-facing parts of the command line (issue 6), through the real CLI:
batch compiles with jobs and a cache, --json, inline inputs, --expected, --repeat, bench, dis,
validate, completion. Correctness only: timings are printed, never asserted.
"""

from __future__ import annotations

import json
import os
import shutil

import numpy as np
import pytest
from test_cli import ERRORS, MLP, TESTDATA, assert_user_error, pjrtc

SOFTMAX = TESTDATA / "softmax" / "model.mlir"


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    d = tmp_path_factory.mktemp("models")
    shutil.copy(MLP / "model.mlir", d / "mlp.mlir")
    shutil.copy(SOFTMAX, d / "softmax.mlir")
    shutil.copy(ERRORS / "unsupported.mlir", d / "bad.mlir")
    return d


def test_batch_compile_parallel_with_cache_and_json(models, tmp_path):
    out, cache = tmp_path / "out", tmp_path / "cache"
    good = [models / "mlp.mlir", models / "softmax.mlir"]
    first = pjrtc("compile", *good, "--output-dir", out, "-j", "2", "--cache-dir", cache,
                  "--json")
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert report["ok"] and [r["cached"] for r in report["results"]] == [False, False]
    assert sorted(os.listdir(out)) == ["mlp.pjrtc", "softmax.pjrtc"]
    built = (out / "mlp.pjrtc").read_bytes()
    (out / "mlp.pjrtc").unlink()
    second = pjrtc("compile", *good, "--output-dir", out, "--cache-dir", cache, "--json")
    assert [r["cached"] for r in json.loads(second.stdout)["results"]] == [True, True]
    assert (out / "mlp.pjrtc").read_bytes() == built  # a hit gives the same bytes
    # A damaged cache entry is rebuilt, never used.
    for entry in cache.rglob("*.pjrtc"):
        entry.write_bytes(b"garbage")
    third = pjrtc("compile", good[0], "-o", tmp_path / "m.pjrtc", "--cache-dir", cache,
                  "--json")
    assert json.loads(third.stdout)["results"][0]["cached"] is False
    assert (tmp_path / "m.pjrtc").read_bytes() == built


def test_batch_compile_keeps_going_and_fails_at_the_end(models, tmp_path):
    proc = pjrtc("compile", models / "bad.mlir", models / "mlp.mlir", "--output-dir",
                 tmp_path, "--json")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    results = json.loads(proc.stdout)["results"]
    assert [r["ok"] for r in results] == [False, True]
    assert "unsupported" in results[0]["error"] and results[0]["model"].endswith("bad.mlir")
    assert "error: " in proc.stderr and "bad.mlir" in proc.stderr
    assert (tmp_path / "mlp.pjrtc").exists() and not (tmp_path / "bad.pjrtc").exists()


def test_quiet_compile_prints_nothing(models, tmp_path):
    proc = pjrtc("compile", models / "mlp.mlir", "-o", tmp_path / "m.pjrtc", "--quiet")
    assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == ""


@pytest.mark.parametrize(("args", "message"), [
    (["-o", "x.pjrtc", "--output-dir", "d"], "exclude each other"),
    (["second.mlir", "-o", "x.pjrtc"], "Use --output-dir"),
    ([], "say where the artifact goes"),
])
def test_compile_usage_errors(models, tmp_path, args, message):
    proc = pjrtc("compile", models / "mlp.mlir", *args, cwd=tmp_path)
    assert proc.returncode == 2 and message in proc.stderr, proc.stderr


def test_compile_outputs_that_would_clash(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    for d in ("a", "b"):
        shutil.copy(MLP / "model.mlir", tmp_path / d / "model.mlir")
    proc = pjrtc("compile", tmp_path / "a" / "model.mlir", tmp_path / "b" / "model.mlir",
                 "--output-dir", tmp_path / "out")
    assert proc.returncode == 2 and "would both be written" in proc.stderr


@pytest.fixture(scope="module")
def mlp(tmp_path_factory):
    path = tmp_path_factory.mktemp("mlp") / "mlp.pjrtc"
    assert pjrtc("compile", MLP / "model.mlir", "-o", path).returncode == 0
    return path


MLP_INLINE = ["-i", "8x32xf32=0.5", "-i", "32x64xf32=0.01", "-i", "64xf32=0",
              "-i", "64x64xf32=0.02", "-i", "64xf32=0.1", "-i", "64x10xf32=1", "-i", "10xf32=0"]


def test_run_inline_inputs_expected_and_repeat(mlp, tmp_path):
    out = tmp_path / "r.npz"
    proc = pjrtc("run", mlp, *MLP_INLINE, "--output", out, "--repeat", "3")
    assert proc.returncode == 0, proc.stderr
    assert "3 runs" in proc.stdout and "median" in proc.stdout
    x = np.full((8, 32), 0.5, np.float32)
    h = np.maximum(x @ np.full((32, 64), 0.01, np.float32), 0)
    h = np.maximum(h @ np.full((64, 64), 0.02, np.float32) + 0.1, 0)
    expected = h @ np.ones((64, 10), np.float32)
    np.testing.assert_allclose(np.load(out)["result0"], expected, rtol=1e-5)
    same = pjrtc("run", mlp, *MLP_INLINE, "--expected", out, "--quiet")
    assert same.returncode == 0 and "match" in same.stdout, same.stderr
    wrong = tmp_path / "wrong.npy"
    np.save(wrong, expected + 1)
    differ = pjrtc("run", mlp, *MLP_INLINE, "--expected", wrong, "--quiet")
    assert differ.returncode == 3 and "80 of 80 elements differ" in differ.stderr
    assert "Traceback" not in differ.stderr
    loose = pjrtc("run", mlp, *MLP_INLINE, "--expected", wrong, "--quiet", "--atol", "1.5")
    assert loose.returncode == 0, loose.stderr


@pytest.mark.parametrize(("value", "message"), [
    ("8x32xf32=1,2", "gives 2 value(s) for shape [8, 32]"),
    ("8x32xq7=1", "unknown element type 'q7'"),
    ("ui8=256", "does not fit ui8"),
    ("i1=maybe", "not a boolean"),
    ("nonsense", "nonsense"),
])
def test_run_bad_inline_inputs(mlp, value, message):
    assert_user_error(pjrtc("run", mlp, "-i", value), message)


def test_run_expected_errors(mlp, tmp_path):
    assert_user_error(pjrtc("run", mlp, *MLP_INLINE, "--expected", tmp_path / "none.npz"),
                      "does not exist")
    other = tmp_path / "two.npz"
    np.savez(other, result0=np.zeros((8, 10), np.float32), result1=np.zeros(3))
    proc = pjrtc("run", mlp, *MLP_INLINE, "--expected", other, "-q")
    assert proc.returncode == 3 and "holds 2" in proc.stderr


def test_large_results_print_summarized(tmp_path):
    model = tmp_path / "iota.mlir"
    model.write_text("func.func @main(%x: tensor<1000xf32>) -> tensor<1000xf32> {\n"
                     "  %0 = stablehlo.negate %x : tensor<1000xf32>\n"
                     "  return %0 : tensor<1000xf32>\n}\n")
    assert pjrtc("compile", model, "-o", tmp_path / "n.pjrtc").returncode == 0
    proc = pjrtc("run", tmp_path / "n.pjrtc", "-i", "1000xf32=2")
    assert proc.returncode == 0 and "..." in proc.stdout and len(proc.stdout) < 2000


def test_bench_prints_and_writes_json(mlp):
    table = pjrtc("bench", mlp, "--warmup", "1", "--repeat", "5")
    assert table.returncode == 0 and "median ms" in table.stdout, table.stderr
    stats = json.loads(pjrtc("bench", mlp, "--warmup", "0", "--repeat", "3", "--json").stdout)
    assert stats["end_to_end"]["runs"] == 3 and stats["load_ms"] > 0
    assert_user_error(pjrtc("bench", mlp, "-i", "f32=1"), "argument")


def test_dis_and_validate(mlp, tmp_path):
    dis = pjrtc("dis", mlp)
    assert dis.returncode == 0 and "OpEntryPoint Kernel" in dis.stdout
    listing = tmp_path / "mlp.spvasm"
    assert pjrtc("dis", mlp, "-o", listing).returncode == 0
    assert listing.read_text() == dis.stdout
    ok = pjrtc("validate", mlp)
    assert ok.returncode == 0 and "spirv-val passed" in ok.stdout
    broken = tmp_path / "broken.pjrtc"
    broken.write_bytes(mlp.read_bytes()[:-10])
    bad = pjrtc("validate", mlp, broken)
    assert bad.returncode == 1 and "broken.pjrtc" in bad.stderr and "ok: " in bad.stdout
    assert "Traceback" not in bad.stderr


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts(shell):
    proc = pjrtc("completion", shell)
    assert proc.returncode == 0 and "_PJRTC_COMPLETE" in proc.stdout
