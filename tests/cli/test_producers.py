"""Modules as other producers write them, through the real command line.

* testdata/producers/jax-0.4.20 (written by JAX 0.4.20: testdata/producers/generate.py): the
  text and the portable artifact compile, and the artifact runs, passes `inspect` and
  `validate`, and matches that JAX's results. JAX 0.4 names an unnamed result
  `jax.result_info = ""`, a name no manifest may hold: the compiler leaves it unnamed instead
  of writing an artifact its runtime refuses. Its plain MLIR bytecode (MLIR 18) cannot be read
  by this jaxlib's MLIR: the message says so, keeps MLIR's note naming the producer, and says
  what to export instead.
* A portable artifact whose header names MLIR rather than StableHLO_v... (JAX's export wrote
  "MLIRxxx-trunk" until 2023) is read as the portable artifact it is.
* A string attribute holding bytes that are not UTF-8 (a binary backend_config) is read, and
  its unsupported custom call is reported as such; in a batch it is one entry of the report.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from conftest_cases import assert_close
from test_cli import TESTDATA, assert_user_error, pjrtc

JAX_0_4 = TESTDATA / "producers" / "jax-0.4.20"
FORMATS = TESTDATA / "formats"


def _npz(path: Path) -> list[np.ndarray]:
    with np.load(path) as z:
        return [z[k] for k in sorted(z.files, key=lambda k: int(k.lstrip("argresult")))]


@pytest.mark.parametrize("program", ["single", "tree"])
@pytest.mark.parametrize("form", ["mlir", "portable"])
def test_jax_0_4_modules_compile_run_and_match(program, form, tmp_path):
    artifact, out = tmp_path / f"{program}.pjrtc", tmp_path / "out.npz"
    proc = pjrtc("compile", JAX_0_4 / f"{program}.{form}", "-o", artifact)
    assert proc.returncode == 0, proc.stderr
    for command in ("inspect", "validate"):
        proc = pjrtc(command, artifact)
        assert proc.returncode == 0, (command, proc.stdout, proc.stderr)
    proc = pjrtc("run", artifact, "--inputs", JAX_0_4 / f"{program}.inputs.npz",
                 "--output", out)
    assert proc.returncode == 0, proc.stderr
    want = _npz(JAX_0_4 / f"{program}.expected.npz")
    got = _npz(out)
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_close(g, w, f"{program}/result{i}")


def test_jax_0_4_unnamed_result_is_unnamed(tmp_path):
    artifact = tmp_path / "single.pjrtc"
    assert pjrtc("compile", JAX_0_4 / "single.mlir", "-o", artifact).returncode == 0
    manifest = json.loads(pjrtc("inspect", "--json", artifact).stdout)
    assert [o["name"] for o in manifest["outputs"]] == [None]


def test_jax_0_4_tree_results_keep_their_names(tmp_path):
    artifact = tmp_path / "tree.pjrtc"
    assert pjrtc("compile", JAX_0_4 / "tree.mlir", "-o", artifact).returncode == 0
    manifest = json.loads(pjrtc("inspect", "--json", artifact).stdout)
    assert [o["name"] for o in manifest["outputs"]] == [
        "[0][0]", "[0][1]", "[1]['max']", "[1]['mean']"]


def test_older_mlir_bytecode_is_refused_with_what_to_do(tmp_path):
    out = tmp_path / "single.pjrtc"
    proc = pjrtc("compile", JAX_0_4 / "single.mlirbc", "-o", out)
    assert_user_error(proc, "single.mlirbc", "MLIR bytecode from MLIR18.0.0git",
                      "note: in bytecode version 6 produced by: MLIR18.0.0git",
                      "read only by the MLIR version that wrote it",
                      "portable artifact", "as_text()")
    assert not out.exists()


def test_portable_artifact_with_an_mlir_producer_is_read(tmp_path):
    """The producer string is a header field only: the same VHLO content under JAX's old
    "MLIRxxx-trunk" producer must be read as a portable artifact."""
    data = (FORMATS / "model.portable").read_bytes()
    # magic, the bytecode version (a one-byte varint here), the NUL-terminated producer
    end = data.index(b"\x00", 5)
    assert data[5:end].startswith(b"StableHLO_v")
    old = data[:5] + b"MLIRxxx-trunk" + data[end:]
    model, artifact = tmp_path / "trunk.portable", tmp_path / "trunk.pjrtc"
    model.write_bytes(old)
    proc = pjrtc("compile", model, "-o", artifact)
    assert proc.returncode == 0, proc.stderr
    manifest = json.loads(pjrtc("inspect", "--json", artifact).stdout)
    assert manifest["source"]["format"] == "stablehlo-portable"
    assert "specialized_from" not in manifest["source"]  # only a --shape compile has one
    out = tmp_path / "out.npz"
    proc = pjrtc("run", artifact, "--inputs", FORMATS / "inputs.npz", "--output", out)
    assert proc.returncode == 0, proc.stderr
    for i, (g, w) in enumerate(zip(_npz(out), _npz(FORMATS / "expected.npz"))):
        assert_close(g, w, f"formats/result{i}")


BINARY_CONFIG = """func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @tpu_custom_call(%arg0) {backend_config = "\\FF\\FE\\00kernel"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def test_binary_string_attribute_is_read(tmp_path):
    (tmp_path / "pallas.mlir").write_text(BINARY_CONFIG)
    proc = pjrtc("compile", tmp_path / "pallas.mlir", "-o", tmp_path / "pallas.pjrtc")
    assert_user_error(proc, "pallas.mlir:2:8: stablehlo.custom_call @tpu_custom_call is not "
                            "supported")


def test_binary_string_attribute_in_a_batch_is_one_entry(tmp_path):
    (tmp_path / "pallas.mlir").write_text(BINARY_CONFIG)
    out = tmp_path / "out"
    proc = pjrtc("compile", tmp_path / "pallas.mlir", TESTDATA / "mlp" / "model.mlir",
                 "--output-dir", out, "-j", "2", "--json")
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    report = json.loads(proc.stdout)
    bad, good = report["results"]
    assert not bad["ok"] and not bad["internal"] and "tpu_custom_call" in bad["error"]
    assert good["ok"] and (out / "model.pjrtc").is_file()
