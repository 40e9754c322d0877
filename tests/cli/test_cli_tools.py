"""The CI- and terminal-facing parts of the command line (issue 6), through the real CLI:
batch compiles with jobs and a cache, --json, inline inputs, --expected, --repeat, bench, dis,
validate, completion. Correctness only: timings are printed, never asserted.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from conftest_cases import assert_close
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


def _cached(proc) -> list[bool]:
    assert proc.returncode == 0, proc.stderr
    return [r["cached"] for r in json.loads(proc.stdout)["results"]]


def test_cache_key_covers_checks_and_dependency_versions(models, tmp_path):
    model, cache = models / "mlp.mlir", tmp_path / "cache"
    args = ["compile", model, "-o", tmp_path / "m.pjrtc", "--cache-dir", cache, "--json"]
    assert _cached(pjrtc(*args, "--no-validate")) == [False]
    # Built without spirv-val: never the answer to a compile that asks for it.
    assert _cached(pjrtc(*args)) == [False]
    assert _cached(pjrtc(*args)) == [True]
    # An upgraded dependency (here: jaxlib and LLVM reporting other versions) misses.
    for name, patch in (("jaxlib", _FAKE_JAXLIB), ("llvm", _FAKE_LLVM)):
        fake = tmp_path / name
        fake.mkdir()
        (fake / "sitecustomize.py").write_text(patch)
        # Ahead of the caller's path (a checkout run without installing keeps its own pjrtc).
        env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(fake),
                                                           os.environ.get("PYTHONPATH")]))}
        assert _cached(pjrtc(*args, env=env)) == [False], name
        assert _cached(pjrtc(*args, env=env)) == [True], name
    assert _cached(pjrtc(*args)) == [True]


_FAKE_JAXLIB = """
import importlib.metadata as metadata
_version = metadata.version
metadata.version = lambda name: "999.0" if name == "jaxlib" else _version(name)
"""
_FAKE_LLVM = """
import llvmlite.binding
llvmlite.binding.llvm_version_info = (99, 0, 0)
"""


def test_dump_dir_compiles_fills_the_cache_and_says_so(models, tmp_path):
    cache, out = tmp_path / "cache", tmp_path / "m.pjrtc"
    dumped = pjrtc("compile", models / "mlp.mlir", "-o", out, "--cache-dir", cache,
                   "--dump-dir", tmp_path / "stages")
    assert dumped.returncode == 0, dumped.stderr
    assert dumped.stderr.count("note: with --dump-dir every model is compiled") == 1
    assert (tmp_path / "stages" / "mlp.kir").exists()
    again = pjrtc("compile", models / "mlp.mlir", "-o", out, "--cache-dir", cache, "--json",
                  "--dump-dir", tmp_path / "stages")
    assert _cached(again) == [False] and "note: with --dump-dir" in again.stderr
    assert _cached(pjrtc("compile", models / "mlp.mlir", "-o", out, "--cache-dir", cache,
                         "--json")) == [True]
    quiet = pjrtc("compile", models / "mlp.mlir", "-o", out, "--cache-dir", cache, "-q",
                  "--dump-dir", tmp_path / "stages")
    assert quiet.returncode == 0 and quiet.stderr == "" and quiet.stdout == ""


def test_cache_files_get_a_normal_file_mode(models, tmp_path):
    cache, out = tmp_path / "cache", tmp_path / "out"
    out.mkdir()
    for expect_cached in (False, True):
        (out / "mlp.pjrtc").unlink(missing_ok=True)
        proc = pjrtc("compile", models / "mlp.mlir", "-o", out / "mlp.pjrtc", "--cache-dir",
                     cache, "--json", umask=0o022)
        assert _cached(proc) == [expect_cached]
        assert oct((out / "mlp.pjrtc").stat().st_mode & 0o777) == oct(0o644)
        assert os.listdir(out) == ["mlp.pjrtc"]  # no temporary file left behind
    (entry,) = [p for p in cache.rglob("*") if p.is_file()]
    assert oct(entry.stat().st_mode & 0o777) == oct(0o644)
    proc = pjrtc("compile", models / "mlp.mlir", "-o", out / "other.pjrtc", "--cache-dir",
                 cache, "--json", umask=0o027)
    assert _cached(proc) == [True]
    assert oct((out / "other.pjrtc").stat().st_mode & 0o777) == oct(0o640)


def test_progress_on_a_terminal_for_one_model(models, tmp_path):
    """A single compile shows a spinner with the time elapsed on a terminal (stderr a TTY),
    and the result line is still printed after it."""
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "pjrtc", "compile", str(models /
                               "mlp.mlir"), "-o", str(tmp_path / "m.pjrtc")],
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=follower, env={**os.environ, "TERM": "xterm",
                                                    "COLUMNS": "120"},
                              timeout=300, check=False)
        os.close(follower)
        follower = -1
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: the other end is closed and everything was read
                break
            if not chunk:
                break
            shown += chunk
    finally:
        if follower >= 0:
            os.close(follower)
        os.close(leader)
    assert done.returncode == 0
    assert b"compiling mlp.mlir" in shown and b"0:00:0" in shown, shown[:500]
    assert b"wrote " in done.stdout  # stdout is not the terminal: printed there as usual
    # Not a terminal: no progress at all.
    plain = pjrtc("compile", models / "mlp.mlir", "-o", tmp_path / "m.pjrtc")
    assert plain.returncode == 0 and "compiling" not in plain.stderr


@pytest.mark.parametrize(("args", "code", "message"), [
    (["compile", "{mlp}", "--json"], 2, "say where the artifact goes"),
    (["compile", "{mlp}", "--json", "--jobs", "0"], 2, "Invalid value for '-j' / '--jobs'"),
    (["compile", "{mlp}", "--json", "--output-dir", "{file}/build"], 1,
     "cannot create the output directory"),
    (["bench", "{missing}", "--json"], 1, "no such file"),
    (["inspect", "{missing}", "--json", "--frobnicate"], 2, "--frobnicate"),
])
def test_errors_under_json_are_json(models, tmp_path, args, code, message):
    (tmp_path / "file").write_text("")
    values = {"mlp": models / "mlp.mlir", "file": tmp_path / "file",
              "missing": tmp_path / "missing.pjrtc"}
    proc = pjrtc(*(a.format(**values) for a in args), cwd=tmp_path)
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    report = json.loads(proc.stdout)
    assert report["ok"] is False and report["exit_code"] == code
    assert message in report["error"] and message in proc.stderr
    assert "Traceback" not in proc.stderr


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


def _tampered(source: Path, target: Path, manifest_change=None, spirv_change=None) -> Path:
    """A copy of the artifact `source` with its manifest and/or kernels.spv changed, and the
    manifest's record of kernels.spv (size, sha256) recomputed: every loader check passes."""
    with zipfile.ZipFile(source) as zf:
        manifest = json.loads(zf.read("manifest.json"))
        spirv, constants = zf.read("kernels.spv"), zf.read("constants.bin")
    if spirv_change is not None:
        spirv = spirv_change(bytearray(spirv))
    if manifest_change is not None:
        manifest_change(manifest)
    manifest["sections"]["kernels.spv"] = {"sha256": hashlib.sha256(spirv).hexdigest(),
                                           "size": len(spirv)}
    with zipfile.ZipFile(target, "w") as zf:
        for name, data in (("manifest.json", json.dumps(manifest, sort_keys=True).encode()),
                           ("kernels.spv", bytes(spirv)), ("constants.bin", constants)):
            zf.writestr(name, data)
    return target


def test_validate_checks_the_kernels_the_manifest_launches(mlp, tmp_path):
    def rename(m):
        m["kernels"][1]["name"] = "k1_renamed"

    def drop_arg(m):
        m["kernels"][1]["args"].pop()

    def bad_bound(spirv):
        spirv[12:16] = struct.pack("<I", 5)  # the header's id bound: every id must be below
        return spirv

    renamed = _tampered(mlp, tmp_path / "renamed.pjrtc", rename)
    fewer = _tampered(mlp, tmp_path / "fewer.pjrtc", drop_arg)
    invalid = _tampered(mlp, tmp_path / "invalid.pjrtc", spirv_change=bad_bound)
    # Each passes the loader's checks (inspect reads it); only the module tells them apart.
    assert all(pjrtc("inspect", p).returncode == 0 for p in (renamed, fewer, invalid))
    assert_user_error(pjrtc("validate", renamed), f"{renamed}: kernels.spv does not match "
                      "manifest.json: it has no kernel named 'k1_renamed', which the manifest "
                      "launches (it has: 'k0_dot_general'", "Recompile the model")
    assert_user_error(pjrtc("validate", fewer), f"{fewer}: kernels.spv does not match "
                      "manifest.json: its kernel k0_dot_general takes 5 arguments, but the "
                      "manifest passes 4", "Recompile the model")
    assert_user_error(pjrtc("validate", invalid), f"{invalid}: kernels.spv fails spirv-val: "
                      "error: ", "must be less than the ID bound '5'")
    # What validate finds is what a load finds.
    assert_user_error(pjrtc("run", renamed, *MLP_INLINE), "no kernel named 'k1_renamed'")
    both = pjrtc("validate", mlp, renamed, fewer)
    assert both.returncode == 1 and both.stdout.count("ok: ") == 1
    assert "kernels match kernels.spv, spirv-val passed" in both.stdout


def test_bench_per_kernel(mlp):
    table = pjrtc("bench", mlp, "--warmup", "1", "--repeat", "3", "--per-kernel")
    assert table.returncode == 0, table.stderr
    assert "per kernel (5 schedule steps" in table.stdout and "work-items" in table.stdout
    assert "k0_dot_general_pack" in table.stdout and "model.mlir:3:10: stablehlo.dot_general" \
        in table.stdout
    stats = json.loads(pjrtc("bench", mlp, "--warmup", "0", "--repeat", "2", "--per-kernel",
                             "--json").stdout)
    rows = stats["per_kernel"]
    # The first two products differ only in depth: one function (generic_depth).
    assert [r["name"] for r in rows] == ["k0_dot_general_pack", "k0_dot_general",
                                         "k2_dot_general_pack", "k0_dot_general",
                                         "k4_dot_general"]
    # the pack's 4 x 32 x 16 elements, 16 per work-item (explicit vectors, Grid.lanes)
    assert rows[0] == {**rows[0], "kind": "launch", "position": 0, "work_items": 4 * 32}
    assert all(r["median_ms"] > 0 and r["min_ms"] <= r["median_ms"] for r in rows)
    assert "stablehlo.maximum" in " ".join(rows[1]["source_ops"])


def test_bench_per_kernel_with_control_flow():
    loop = TESTDATA / "artifacts" / "format-1.1" / "loop" / "model.pjrtc"
    stats = json.loads(pjrtc("bench", loop, "--warmup", "0", "--repeat", "2", "--per-kernel",
                             "--json").stdout)
    kinds = {r["kind"] for r in stats["per_kernel"]}
    assert {"launch", "while"} <= kinds, kinds
    loop_row = next(r for r in stats["per_kernel"] if r["kind"] == "while")
    assert loop_row["name"].startswith("while loop (") and loop_row["source_ops"]


def test_bench_and_run_take_bfloat16_npy_inputs(tmp_path):
    import ml_dtypes

    model = tmp_path / "neg.mlir"
    model.write_text("func.func @main(%x: tensor<4xbf16>) -> tensor<4xbf16> {\n"
                     "  %0 = stablehlo.negate %x : tensor<4xbf16>\n"
                     "  return %0 : tensor<4xbf16>\n}\n")
    artifact = tmp_path / "neg.pjrtc"
    assert pjrtc("compile", model, "-o", artifact).returncode == 0
    np.save(tmp_path / "x.npy", np.array([1, -2, 0.5, 3], ml_dtypes.bfloat16))  # stored as |V2
    bench = pjrtc("bench", artifact, "-i", tmp_path / "x.npy", "--warmup", "0", "--repeat", "2")
    assert bench.returncode == 0, bench.stderr
    run = pjrtc("run", artifact, "-i", tmp_path / "x.npy")
    assert run.returncode == 0 and "-1" in run.stdout and "-0.5" in run.stdout, run.stderr


def test_ops_lists_ops_and_element_types():
    table = pjrtc("ops")
    assert table.returncode == 0, table.stderr
    assert "supported StableHLO ops" in table.stdout
    for name in ("stablehlo.add", "stablehlo.dot_general", "stablehlo.while", "func.call"):
        assert name in table.stdout, name
    listed = json.loads(pjrtc("ops", "--json").stdout)
    assert len(listed) > 80 and all(isinstance(v, str) and v for v in listed.values())
    assert "f32" in listed["stablehlo.add"] and "i32" in listed["stablehlo.add"]
    assert "stablehlo.infeed" not in listed and "stablehlo.custom_call" in listed
    assert set(json.loads(pjrtc("ops", "--json").stdout)) == set(listed)  # deterministic


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts(shell):
    proc = pjrtc("completion", shell)
    assert proc.returncode == 0 and "_PJRTC_COMPLETE" in proc.stdout


def _completion_env() -> dict[str, str]:
    # The scripts call `pjrtc` by name, as an installed command.
    bin_dir = os.path.dirname(sys.executable)
    assert os.path.exists(os.path.join(bin_dir, "pjrtc")), "the pjrtc entry point is missing"
    return {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}


def test_bash_completion_completes():
    script = pjrtc("completion", "bash").stdout
    probe = script + """
complete -p pjrtc
ask() { COMPREPLY=(); COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _pjrtc_completion pjrtc; }
ask pjrtc com; echo "commands: ${COMPREPLY[*]}"
ask pjrtc compile --no; echo "options: ${COMPREPLY[*]}"
ask pjrtc completion ""; echo "shells: ${COMPREPLY[*]}"
"""
    done = subprocess.run(["bash", "--norc", "--noprofile", "-c", probe], capture_output=True,
                          text=True, env=_completion_env(), timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "complete -o nosort -F _pjrtc_completion pjrtc", lines  # registered
    assert "commands: compile completion" in lines, lines
    assert "options: --no-validate" in lines, lines
    assert "shells: bash zsh fish" in lines, lines


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_zsh_and_fish_completion_protocol(shell):
    # What their scripts ask pjrtc (the shells themselves are not installed everywhere).
    cword = "1" if shell == "zsh" else "com"  # zsh: the index; fish: the partial word
    env = {**_completion_env(), "_PJRTC_COMPLETE": f"{shell}_complete",
           "COMP_WORDS": "pjrtc com", "COMP_CWORD": cword}
    done = subprocess.run(["pjrtc"], capture_output=True, text=True, env=env, timeout=60,
                          check=False)
    assert done.returncode == 0 and "compile" in done.stdout and "completion" in done.stdout, (
        done.stdout, done.stderr)
    assert "devices" not in done.stdout


def test_target_chooses_the_register_tiles(models, tmp_path):
    """--target intel-opencl-cpu-avx512: the MLP's products in 8 x 32 tiles (the default's are
    6 x 16), still computing what JAX does; the cache keeps the two apart; an unknown target
    is a usage error naming the known ones."""
    from pjrtc.driver import DEFAULT_TARGET
    from pjrtc.target import TARGETS

    assert TARGETS[DEFAULT_TARGET.name] is DEFAULT_TARGET
    wide = tmp_path / "wide.pjrtc"
    stages = tmp_path / "stages"
    proc = pjrtc("compile", MLP / "model.mlir", "--target", "intel-opencl-cpu-avx512",
                 "--stop-after", "kir", "--dump-dir", stages)
    assert proc.returncode == 0, proc.stderr
    kir = (stages / "model.kir").read_text()
    assert "tiled 8x32 (lanes 16," in kir and "tiled 6x16" not in kir
    cache = tmp_path / "cache"
    args = ["compile", MLP / "model.mlir", "--cache-dir", cache, "--json"]
    assert _cached(pjrtc(*args, "-o", tmp_path / "default.pjrtc")) == [False]
    assert _cached(pjrtc(*args, "-o", wide, "--target", "intel-opencl-cpu-avx512")) == [False]
    assert _cached(pjrtc(*args, "-o", wide, "--target", "intel-opencl-cpu-avx512")) == [True]
    out = tmp_path / "out.npz"
    proc = pjrtc("run", wide, "--inputs", MLP / "inputs.npz", "--output", out)
    assert proc.returncode == 0, proc.stderr
    with np.load(out) as got, np.load(MLP / "expected.npz") as want:
        assert_close(got["result0"], want["result0"], "mlp/result0")
    bad = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "x.pjrtc", "--target", "avx9")
    assert bad.returncode == 2 and "intel-opencl-cpu-avx512" in bad.stderr, bad.stderr


def test_host_target_follows_the_cpus_flags(tmp_path):
    """--target host: the AVX-512 target where /proc/cpuinfo lists avx512f, the portable one
    where it does not or cannot be read; the CLI takes the name."""
    from pjrtc.target import INTEL_OPENCL_CPU, INTEL_OPENCL_CPU_AVX512, host_target

    wide, narrow = tmp_path / "wide", tmp_path / "narrow"
    wide.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 fma avx512f avx512bw\n")
    narrow.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 fma\n")
    assert host_target(str(wide)) is INTEL_OPENCL_CPU_AVX512
    assert host_target(str(narrow)) is INTEL_OPENCL_CPU
    assert host_target(str(tmp_path / "absent")) is INTEL_OPENCL_CPU
    stages = tmp_path / "stages"
    proc = pjrtc("compile", MLP / "model.mlir", "--target", "host", "--stop-after", "kir",
                 "--dump-dir", stages)
    assert proc.returncode == 0, proc.stderr
    tiles = "tiled 8x32" if host_target() is INTEL_OPENCL_CPU_AVX512 else "tiled 6x16"
    assert tiles in (stages / "model.kir").read_text()
