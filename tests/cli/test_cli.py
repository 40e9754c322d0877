"""The `pjrtc` command line, run as users run it (`python -m pjrtc` in a subprocess).

Every user error must exit 1 with a one-paragraph message on stderr and no traceback; usage
errors exit 2 (click). Nothing a user had may be overwritten or half-written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
from conftest_cases import assert_close

TESTDATA = Path(__file__).resolve().parents[2] / "testdata"
MLP = TESTDATA / "mlp"
ERRORS = TESTDATA / "errors"


def pjrtc(*args, cwd=None, env=None, umask=None) -> subprocess.CompletedProcess:
    """`python -m pjrtc ARGS`; ``env`` adds variables, ``umask`` sets the child's umask."""
    return subprocess.run([sys.executable, "-m", "pjrtc", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=300,
                          env=None if env is None else {**os.environ, **env},
                          preexec_fn=None if umask is None else lambda: os.umask(umask))


def assert_user_error(proc: subprocess.CompletedProcess, *parts: str) -> None:
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.startswith("error: "), proc.stderr
    for part in parts:
        assert part in proc.stderr, (part, proc.stderr)


@pytest.fixture(scope="module")
def mlp_artifact(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "mlp.pjrtc"
    proc = pjrtc("compile", MLP / "model.mlir", "-o", path)
    assert proc.returncode == 0, proc.stderr
    return path


def test_compile_run_matches_jax(mlp_artifact, tmp_path):
    out = tmp_path / "out.npz"
    proc = pjrtc("run", mlp_artifact, "--inputs", MLP / "inputs.npz", "--output", out)
    assert proc.returncode == 0, proc.stderr
    with np.load(out) as got, np.load(MLP / "expected.npz") as want:
        assert list(got.files) == ["result0"]
        assert_close(got["result0"], want["result0"], "mlp/result0")


def test_run_with_npy_inputs_in_order(mlp_artifact, tmp_path):
    with np.load(MLP / "inputs.npz") as z:
        arrays = [z[f"arg{i}"] for i in range(len(z.files))]
    paths = []
    for i, a in enumerate(arrays):
        paths += ["--inputs", tmp_path / f"a{i}.npy"]
        np.save(tmp_path / f"a{i}.npy", a)
    out = tmp_path / "out.npz"
    assert pjrtc("run", mlp_artifact, *paths, "--output", out).returncode == 0
    with np.load(out) as got, np.load(MLP / "expected.npz") as want:
        assert_close(got["result0"], want["result0"], "mlp/result0")


def test_compile_is_deterministic_across_processes(tmp_path):
    a, b = tmp_path / "a.pjrtc", tmp_path / "b.pjrtc"
    assert pjrtc("compile", MLP / "model.mlir", "-o", a).returncode == 0
    assert pjrtc("compile", MLP / "model.mlir", "-o", b).returncode == 0
    assert a.read_bytes() == b.read_bytes()


def test_compile_dump_dir_writes_every_stage(tmp_path):
    dumps = tmp_path / "dumps"
    proc = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "m.pjrtc", "--dump-dir", dumps)
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in dumps.iterdir()) == [
        "model.kir", "model.ll", "model.loops", "model.prep", "model.spv", "model.spvasm",
        "model.tir"]
    assert "dot_general" in (dumps / "model.tir").read_text()
    assert "dot_general" in (dumps / "model.prep").read_text()
    assert "kernel k0_dot_general" in (dumps / "model.kir").read_text()
    assert "program k0_dot_general_pack" in (dumps / "model.loops").read_text()
    assert "spir_kernel" in (dumps / "model.ll").read_text()
    assert "OpEntryPoint Kernel" in (dumps / "model.spvasm").read_text()
    assert (dumps / "model.spv").read_bytes() == zipfile.ZipFile(
        tmp_path / "m.pjrtc").read("kernels.spv")


def test_inspect_json_and_table(mlp_artifact):
    proc = pjrtc("inspect", mlp_artifact, "--json")
    assert proc.returncode == 0, proc.stderr
    manifest = json.loads(proc.stdout)
    assert manifest["format"] == "pjrtc-artifact" and manifest["format_version"] == [1, 5]
    assert [i["shape"] for i in manifest["inputs"]][0] == [8, 32]
    assert manifest["outputs"][0]["dtype"] == "float32"
    assert manifest["kernels"] and manifest["peak_bytes"] > 0
    table = pjrtc("inspect", mlp_artifact)
    assert table.returncode == 0 and "dot_general" in table.stdout


def test_inspect_shows_arguments_at_offsets():
    """A piece of a concatenation written in place is its slot at a byte offset (1.5)."""
    table = pjrtc("inspect", TESTDATA / "artifacts" / "format-1.5" / "concat_in_place"
                  / "model.pjrtc")
    assert table.returncode == 0 and "b5+20 b0 b2" in table.stdout, table.stdout


def test_devices_lists_the_default_cpu():
    proc = pjrtc("devices", "--json")
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert any(d["is_default"] and d["filter_string"].startswith("opencl:cpu") for d in found)


# -- compile errors -------------------------------------------------------------------------


def test_compile_lists_every_unsupported_op_with_location(tmp_path):
    proc = pjrtc("compile", ERRORS / "unsupported.mlir", "-o", tmp_path / "x.pjrtc")
    assert_user_error(proc, "unsupported.mlir:4:", "stablehlo.infeed", "unsupported.mlir:5:",
                      "stablehlo.custom_call @my_fused_kernel", "unsupported.mlir:13:",
                      "stablehlo.outfeed", "pjrtc ops")
    assert not (tmp_path / "x.pjrtc").exists()


@pytest.mark.parametrize("name,parts", [
    ("syntax.mlir", ["syntax.mlir:4:"]),
    ("not_stablehlo.txt", ["not a StableHLO module"]),
    ("dynamic.mlir", ["dynamic shape"]),
    ("custom_call.mlir", ["custom_call"]),
])
def test_compile_bad_models(tmp_path, name, parts):
    assert_user_error(pjrtc("compile", ERRORS / name, "-o", tmp_path / "x.pjrtc"), *parts)


def test_compile_unknown_custom_call_target(tmp_path):
    model = tmp_path / "kernel.mlir"
    model.write_text("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @my_fused_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
    assert_user_error(pjrtc("compile", model, "-o", tmp_path / "x.pjrtc"),
                      "kernel.mlir:2:8: stablehlo.custom_call @my_fused_kernel is not supported: "
                      'pjrtc implements no custom-call target "my_fused_kernel" (it implements: ',
                      "Sharding")
    assert not (tmp_path / "x.pjrtc").exists()


def test_compile_missing_and_empty_inputs(tmp_path):
    missing = pjrtc("compile", tmp_path / "nope.mlir", "-o", tmp_path / "x.pjrtc")
    assert_user_error(missing, "nope.mlir")
    # The path once, not once from the message and again in front of it.
    assert missing.stderr.count("nope.mlir") == 1, missing.stderr
    empty = tmp_path / "empty.mlir"
    empty.write_bytes(b"")
    assert_user_error(pjrtc("compile", empty, "-o", tmp_path / "x.pjrtc"), "empty")


def test_failed_compile_leaves_existing_artifact_untouched(tmp_path):
    target = tmp_path / "model.pjrtc"
    target.write_bytes(b"previous artifact")
    assert_user_error(pjrtc("compile", ERRORS / "unsupported.mlir", "-o", target))
    assert target.read_bytes() == b"previous artifact"
    assert os.listdir(tmp_path) == ["model.pjrtc"]  # no temporary file left behind


def test_compile_refuses_to_overwrite_its_input(tmp_path):
    model = tmp_path / "model.mlir"
    model.write_bytes((MLP / "model.mlir").read_bytes())
    assert_user_error(pjrtc("compile", model, "-o", model), "refusing")
    assert model.read_bytes() == (MLP / "model.mlir").read_bytes()


def test_compile_into_missing_directory(tmp_path):
    proc = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "no" / "such" / "x.pjrtc")
    assert_user_error(proc, "x.pjrtc")


# -- run errors -----------------------------------------------------------------------------


def test_run_wrong_number_of_inputs(mlp_artifact, tmp_path):
    np.save(tmp_path / "x.npy", np.zeros((8, 32), np.float32))
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", tmp_path / "x.npy"), "7", "1")


def test_run_wrong_shape_and_dtype(mlp_artifact, tmp_path):
    with np.load(MLP / "inputs.npz") as z:
        arrays = {k: z[k] for k in z.files}
    bad_shape = dict(arrays, arg0=np.zeros((8, 31), np.float32))
    np.savez(tmp_path / "shape.npz", **bad_shape)
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", tmp_path / "shape.npz"),
                      "float32[8,32]", "float32[8,31]")
    bad_dtype = dict(arrays, arg1=arrays["arg1"].astype(np.float64))
    np.savez(tmp_path / "dtype.npz", **bad_dtype)
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", tmp_path / "dtype.npz"),
                      "float32[32,64]", "float64[32,64]")


def test_run_unreadable_inputs(mlp_artifact, tmp_path):
    bad = tmp_path / "bad.npy"
    bad.write_bytes(b"not numpy")
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", bad), "bad.npy")
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", tmp_path / "missing.npz"),
                      "missing.npz")
    # Any zip opens as an .npz; its entries must still be arrays.
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", mlp_artifact),
                      "that are not .npy arrays")


def test_run_not_an_artifact(tmp_path):
    assert_user_error(pjrtc("run", MLP / "model.mlir"), "model.mlir", "not a pjrtc artifact")
    assert_user_error(pjrtc("run", tmp_path / "missing.pjrtc"), "missing.pjrtc")


def test_run_bad_device(mlp_artifact):
    proc = pjrtc("run", mlp_artifact, "--inputs", MLP / "inputs.npz", "--device", "cuda:gpu")
    assert_user_error(proc, "cuda:gpu", "opencl:cpu")


def test_run_refuses_to_overwrite_an_input(mlp_artifact, tmp_path):
    inputs = tmp_path / "inputs.npz"
    inputs.write_bytes((MLP / "inputs.npz").read_bytes())
    assert_user_error(pjrtc("run", mlp_artifact, "--inputs", inputs, "--output", inputs),
                      "refusing")
    assert inputs.read_bytes() == (MLP / "inputs.npz").read_bytes()


def test_usage_errors_exit_2(tmp_path):
    assert pjrtc("compile", MLP / "model.mlir").returncode == 2  # no -o
    assert pjrtc("frobnicate").returncode == 2


def test_help_for_every_command():
    for command in ("compile", "run", "inspect", "devices", "ops", "bench", "dis", "validate",
                    "completion"):
        proc = pjrtc(command, "--help")
        assert proc.returncode == 0 and "Example" in proc.stdout, command
