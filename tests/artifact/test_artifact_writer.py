"""The artifact writer: deterministic bytes, fixed zip layout, atomic writes, manifest fields."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import zipfile
from pathlib import Path

import pytest
from artifact_helpers import CONSTANTS, SPIRV, sample_bytes, sample_manifest
from pjrtc_runtime.errors import ArtifactError, PjrtcError
from pjrtc_runtime.loader import read_artifact
from pjrtc_runtime.schema import (
    ABI_VERSION,
    FORMAT_VERSION,
    READING_RULE,
    BufferSpec,
    Manifest,
    TensorSpec,
)

from pjrtc.artifact import writer
from pjrtc.artifact.writer import artifact_bytes, write_artifact

MANIFEST_KEYS = {
    "abi_version", "buffers", "constant_bytes", "constants", "format", "format_version",
    "inputs", "kernels", "options", "options_sha256", "outputs", "peak_bytes", "producer",
    "reading_rule", "requirements", "schedule", "sections", "source",
}


def test_same_inputs_give_same_bytes(tmp_path: Path) -> None:
    first = sample_bytes()
    assert first == sample_bytes()
    # Option order does not matter: keys are sorted.
    reordered = artifact_bytes(sample_manifest(fast_math=False, opt_level=2), SPIRV, CONSTANTS)
    assert reordered == artifact_bytes(sample_manifest(opt_level=2, fast_math=False), SPIRV,
                                       CONSTANTS)
    write_artifact(tmp_path / "a.pjrtc", sample_manifest(), SPIRV, CONSTANTS)
    assert (tmp_path / "a.pjrtc").read_bytes() == first


def test_zip_layout_is_fixed() -> None:
    with zipfile.ZipFile(io.BytesIO(sample_bytes())) as zf:
        infos = zf.infolist()
        assert [i.filename for i in infos] == ["manifest.json", "kernels.spv", "constants.bin"]
        for info in infos:
            assert info.compress_type == zipfile.ZIP_STORED
            assert info.date_time == (1980, 1, 1, 0, 0, 0)
            assert info.external_attr == 0o100644 << 16
        assert zf.read("kernels.spv") == SPIRV
        assert zf.read("constants.bin") == CONSTANTS
        text = zf.read("manifest.json").decode()
    assert text.endswith("}\n")
    manifest = json.loads(text)
    assert text == json.dumps(manifest, sort_keys=True, indent=2) + "\n"
    assert set(manifest) == MANIFEST_KEYS


def test_manifest_fields() -> None:
    with zipfile.ZipFile(io.BytesIO(sample_bytes())) as zf:
        m = json.loads(zf.read("manifest.json"))
    assert m["format"] == "pjrtc-artifact"
    assert m["format_version"] == list(FORMAT_VERSION) == [1, 5]
    assert m["schedule"] == [{"launch": i} for i in range(len(m["kernels"]))]
    assert m["reading_rule"] == READING_RULE
    assert m["abi_version"] == ABI_VERSION == 1
    assert m["producer"] == {"name": "pjrtc", "version": "0.1.0"}
    assert m["source"]["format"] == "mlir-text" and m["source"]["stablehlo_version"] == "1.0.0"
    assert set(m["sections"]) == {"kernels.spv", "constants.bin"}
    assert m["sections"]["kernels.spv"]["size"] == len(SPIRV)
    assert m["peak_bytes"] == 256 and m["constant_bytes"] == 16
    assert m["inputs"] == [{"name": "x", "shape": [4, 8], "dtype": "float32", "buffer": 0}]
    assert m["kernels"][0]["args"] == [{"buffer": 0}, {"constant": 0}, {"buffer": 1}]
    assert m["kernels"][0]["global_size"] == [4, 8] and m["kernels"][0]["local_size"] == [1, 8]
    assert m["kernels"][0]["writes"] is None  # hand-built without it: unknown


def test_written_artifact_reads_back(tmp_path: Path) -> None:
    written = write_artifact(tmp_path / "a.pjrtc", sample_manifest(), SPIRV, CONSTANTS)
    artifact = read_artifact(tmp_path / "a.pjrtc")
    assert artifact.manifest == written
    assert artifact.spirv == SPIRV and artifact.constants == CONSTANTS
    assert Manifest.from_json(written.to_json()) == written


def test_failed_write_leaves_target_and_no_temp(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "model.pjrtc"
    target.write_bytes(b"previous artifact")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(writer.os, "fsync", broken_fsync)
    with pytest.raises(ArtifactError, match="No space left on device"):
        write_artifact(target, sample_manifest(), SPIRV, CONSTANTS)
    assert target.read_bytes() == b"previous artifact"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.pjrtc"]


def test_interrupted_write_leaves_no_temp(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "model.pjrtc"

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(writer, "_write_zip", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_artifact(target, sample_manifest(), SPIRV, CONSTANTS)
    assert list(tmp_path.iterdir()) == []


def test_write_into_missing_directory_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(PjrtcError, match="cannot be written"):
        write_artifact(tmp_path / "nope" / "a.pjrtc", sample_manifest(), SPIRV, CONSTANTS)


def test_written_file_mode_follows_umask(tmp_path: Path) -> None:
    write_artifact(tmp_path / "a.pjrtc", sample_manifest(), SPIRV, CONSTANTS)
    mask = os.umask(0o022)
    os.umask(mask)
    assert (tmp_path / "a.pjrtc").stat().st_mode & 0o777 == 0o666 & ~mask


def test_writer_refuses_inconsistent_manifest() -> None:
    m = sample_manifest()
    too_big = dataclasses.replace(m, inputs=(TensorSpec("x", (64, 8), "float32", 0),))
    with pytest.raises(ValueError, match=r"internal error.*inputs\[0\].*larger than its buffer"):
        artifact_bytes(too_big, SPIRV, CONSTANTS)
    no_room = dataclasses.replace(m, buffers=(BufferSpec(128), BufferSpec(128)), peak_bytes=1)
    with pytest.raises(ValueError, match="peak_bytes"):
        artifact_bytes(no_room, SPIRV, CONSTANTS)
    with pytest.raises(ValueError, match="constants.bin"):
        artifact_bytes(m, SPIRV, CONSTANTS[:70])


@pytest.mark.parametrize("name", ["", "x" * 4097, "line\nbreak"])
def test_writer_refuses_what_the_loader_refuses(tmp_path: Path, name: str) -> None:
    """Every check a load makes runs before the file is written: an output name the manifest
    cannot hold (Manifest.validate alone accepts it) is a compiler bug, and nothing is
    written, an existing file included."""
    target = tmp_path / "model.pjrtc"
    target.write_bytes(b"the user's file")
    bad = dataclasses.replace(sample_manifest(), outputs=(TensorSpec(name, (4, 8), "float32", 1),))
    writer.finish_manifest(bad, SPIRV, CONSTANTS)  # consistent, as far as validate() sees
    with pytest.raises(ValueError, match="an artifact its runtime refuses: .*outputs\\[0\\].name"):
        write_artifact(target, bad, SPIRV, CONSTANTS)
    assert target.read_bytes() == b"the user's file"
    assert os.listdir(tmp_path) == ["model.pjrtc"]


@pytest.mark.parametrize("name,kept", [("x", "x"), ("[1]['max']", "[1]['max']"), (None, None),
                                       ("", None), ("a\tb", None), ("x" * 4097, None)])
def test_tensor_name_keeps_what_a_manifest_can_hold(name, kept) -> None:
    from pjrtc_runtime.schema import tensor_name
    assert tensor_name(name) == kept
