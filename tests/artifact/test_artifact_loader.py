"""read_artifact refuses every kind of bad file with an ArtifactError, before any device."""

from __future__ import annotations

import hashlib
import json
import struct
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from artifact_helpers import (
    CONSTANTS,
    SPIRV,
    sample_bytes,
    sample_json,
    zip_manifest,
    zip_raw,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pjrtc_runtime.errors import ArtifactError, ArtifactVersionError, PjrtcError
from pjrtc_runtime.loader import read_artifact
from pjrtc_runtime.schema import MAX_MANIFEST_BYTES, KernelArg, LaunchStep, is_readable


def _sample(tmp_path: Path) -> Path:
    path = tmp_path / "model.pjrtc"
    path.write_bytes(sample_bytes())
    return path


def _refused(path: Path, *parts: str, kind: type = ArtifactError) -> str:
    with pytest.raises(kind) as info:
        read_artifact(path)
    message = str(info.value)
    assert str(path) in message
    for part in parts:
        assert part in message, message
    return message


def test_reads_the_sample(tmp_path: Path) -> None:
    artifact = read_artifact(_sample(tmp_path))
    assert artifact.manifest.inputs[0].type_string() == "float32[4,8]"
    assert artifact.spirv == SPIRV and artifact.constants == CONSTANTS


def test_missing_file(tmp_path: Path) -> None:
    _refused(tmp_path / "absent.pjrtc", "no such file", "pjrtc compile")


def test_directory(tmp_path: Path) -> None:
    _refused(tmp_path, "is a directory")


def test_empty_file(tmp_path: Path) -> None:
    (tmp_path / "e.pjrtc").write_bytes(b"")
    _refused(tmp_path / "e.pjrtc", "is empty")


def test_garbage_file(tmp_path: Path) -> None:
    (tmp_path / "g.pjrtc").write_bytes(b"\x7fELF garbage" * 100)
    _refused(tmp_path / "g.pjrtc", "not a pjrtc artifact")


def test_truncated_file(tmp_path: Path) -> None:
    data = sample_bytes()
    (tmp_path / "t.pjrtc").write_bytes(data[: len(data) // 2])
    _refused(tmp_path / "t.pjrtc", "truncated")


def test_zip_without_manifest(tmp_path: Path) -> None:
    path = zip_raw(tmp_path / "z.pjrtc", [("kernels.spv", SPIRV), ("constants.bin", CONSTANTS)])
    _refused(path, "not a pjrtc artifact", "manifest.json")


def test_zip_with_extra_or_reordered_entries(tmp_path: Path) -> None:
    text = json.dumps(sample_json()).encode()
    extra = [("manifest.json", text), ("kernels.spv", SPIRV), ("constants.bin", CONSTANTS),
             ("evil.py", b"print(1)")]
    _refused(zip_raw(tmp_path / "x.pjrtc", extra), "not a pjrtc artifact", "evil.py")
    swapped = [extra[1], extra[0], extra[2]]
    _refused(zip_raw(tmp_path / "y.pjrtc", swapped), "in this order")


def test_compressed_entry(tmp_path: Path) -> None:
    entries = [("manifest.json", json.dumps(sample_json()).encode()), ("kernels.spv", SPIRV),
               ("constants.bin", CONSTANTS)]
    path = zip_raw(tmp_path / "c.pjrtc", entries, compression=zipfile.ZIP_DEFLATED)
    _refused(path, "compressed")


def test_flipped_byte_in_a_section(tmp_path: Path) -> None:
    data = bytearray(sample_bytes())
    data[data.index(SPIRV) + 10] ^= 0xFF
    (tmp_path / "f.pjrtc").write_bytes(bytes(data))
    _refused(tmp_path / "f.pjrtc", "corrupt")


def test_section_sha_mismatch(tmp_path: Path) -> None:
    changed = SPIRV[:-4] + struct.pack("<I", (1 << 16) | 1)
    path = zip_manifest(tmp_path / "s.pjrtc", sample_json(), spirv=changed)
    _refused(path, "corrupt", "kernels.spv has sha256", "Copy the file again")


@pytest.mark.parametrize(("spirv", "expected"), [
    (b"\x7fELF" + bytes(60), "not the SPIR-V magic number"),
    (SPIRV[:-2], "not a whole number of 4-byte words"),
    (SPIRV[:20] + struct.pack("<I", 0) + SPIRV[24:], "word 5 has word count 0"),
    (SPIRV[:-4] + struct.pack("<I", 9 << 16), "word 15 has word count 9"),
])
def test_kernels_that_are_not_spirv(tmp_path: Path, spirv: bytes, expected: str) -> None:
    manifest = sample_json()
    manifest["sections"]["kernels.spv"] = {"sha256": hashlib.sha256(spirv).hexdigest(),
                                           "size": len(spirv)}
    _refused(zip_manifest(tmp_path / "s.pjrtc", manifest, spirv=spirv), "kernels.spv is not a "
             "SPIR-V module", expected)


def test_section_size_mismatch(tmp_path: Path) -> None:
    path = zip_manifest(tmp_path / "s.pjrtc", sample_json(), constants=CONSTANTS + b"\x00")
    _refused(path, "constants.bin holds 81 bytes", "records 80")


@pytest.mark.parametrize("version", [[2, 0], [1, 6], [0, 9]])
def test_unreadable_format_versions(tmp_path: Path, version: list[int]) -> None:
    manifest = sample_json()
    manifest["format_version"] = version
    manifest["producer"]["version"] = "9.9.9"
    message = _refused(zip_manifest(tmp_path / "v.pjrtc", manifest),
                       f"format_version {version[0]}.{version[1]}", "1.5", "pjrtc 9.9.9",
                       "Recompile the model with pjrtc 0.1.0", kind=ArtifactVersionError)
    if version > [1, 0]:
        assert "upgrade pjrtc-runtime" in message


def test_newer_version_is_refused_before_its_schema(tmp_path: Path) -> None:
    # A 2.0 manifest may look nothing like 1.0: the version is checked first.
    manifest = {"format": "pjrtc-artifact", "format_version": [2, 0], "whatever": True}
    _refused(zip_manifest(tmp_path / "v.pjrtc", manifest), "2.0", kind=ArtifactVersionError)


def test_other_abi_version(tmp_path: Path) -> None:
    manifest = sample_json()
    manifest["abi_version"] = 7
    _refused(zip_manifest(tmp_path / "a.pjrtc", manifest), "abi_version 7", "ABI 1",
             kind=ArtifactVersionError)


def test_not_a_pjrtc_manifest(tmp_path: Path) -> None:
    _refused(zip_manifest(tmp_path / "n.pjrtc", {"format": "onnx"}), "not a pjrtc artifact",
             "'onnx'")


def test_manifest_not_json(tmp_path: Path) -> None:
    path = zip_raw(tmp_path / "j.pjrtc", [("manifest.json", b"{nope"), ("kernels.spv", SPIRV),
                                          ("constants.bin", CONSTANTS)])
    _refused(path, "not valid JSON")
    path = zip_raw(tmp_path / "k.pjrtc", [("manifest.json", b"[1, NaN]"),
                                          ("kernels.spv", SPIRV), ("constants.bin", CONSTANTS)])
    _refused(path, "not valid JSON")


def test_oversized_manifest(tmp_path: Path) -> None:
    big = b" " * (MAX_MANIFEST_BYTES + 1)
    path = zip_raw(tmp_path / "b.pjrtc", [("manifest.json", big), ("kernels.spv", SPIRV),
                                          ("constants.bin", CONSTANTS)])
    _refused(path, "too large")


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(manifest: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = manifest
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[int(last) if last.isdigit() else last] = value

    return change


BAD_MANIFESTS = [
    ("inputs.0.shape", "x", "inputs[0].shape must be a JSON array"),
    ("inputs.0.shape", [4, -8], "inputs[0].shape[1] is -8"),
    ("inputs.0.dtype", "float8_e4m3fn", "inputs[0].dtype is 'float8_e4m3fn'"),
    ("inputs.0.buffer", 5, "inputs[0].buffer is 5, but there are only 2 buffers"),
    ("inputs.0.shape", [64, 8], "larger than its buffer 0"),
    ("inputs.0.extra", 1, "unknown key(s) 'extra'"),
    ("outputs", {}, "outputs must be a JSON array"),
    ("buffers.0.size", 2**41, "buffers[0].size is 2199023255552"),
    ("buffers.0.size", True, "buffers[0].size must be an integer"),
    ("peak_bytes", 7, "peak_bytes is 7"),
    ("constants.0.offset", 32, "not a multiple of 64"),
    ("constants.0.offset", 128, "past the end of constants.bin"),
    ("constants.0.size", 8, "constants[0].size is 8"),
    ("kernels.0.args.1", {"constant": 3}, "names constant 3"),
    ("kernels.0.args.1", {"scalar": 3}, "kernels[0].args[1]"),
    ("kernels.1.global_size", [33], "not a multiple of local_size"),
    ("kernels.1.local_size", [0], "local_size[0] is 0"),
    ("kernels.1.local_size", [16, 1], "the same length"),
    ("kernels.1.global_size", [1, 1, 1, 1], "more than 3"),
    ("kernels.1", None, "kernels[1] must be a JSON object"),
    ("options_sha256", "0" * 64, "options_sha256 does not match"),
    ("requirements", ["int64", "fp64"], "sorted"),
    ("source.format", "onnx", "source.format is 'onnx'"),
    ("sections.kernels.spv", None, "sections"),
]


@pytest.mark.parametrize(("field", "value", "expected"), BAD_MANIFESTS)
def test_malformed_manifest(tmp_path: Path, field: str, value: Any, expected: str) -> None:
    manifest = sample_json()
    if field == "sections.kernels.spv":
        manifest["sections"]["kernels.spv"] = value
    else:
        _set(field, value)(manifest)
    message = _refused(zip_manifest(tmp_path / "m.pjrtc", manifest), "manifest.json")
    assert expected in message, message


def test_every_missing_key_is_an_artifact_error(tmp_path: Path) -> None:
    for key in sample_json():
        manifest = sample_json()
        del manifest[key]
        with pytest.raises(PjrtcError):
            read_artifact(zip_manifest(tmp_path / f"{key}.pjrtc", manifest))


def test_reading_rule() -> None:
    assert is_readable((1, 0)) and is_readable((1, 1)) and is_readable((1, 2))
    assert is_readable((1, 3)) and is_readable((1, 4)) and is_readable((1, 5))
    assert not is_readable((1, 6)) and not is_readable((2, 0)) and not is_readable((0, 9))


def test_schema_import_is_light() -> None:
    code = ("import sys, pjrtc_runtime.schema, pjrtc_runtime.loader, pjrtc_runtime;"
            "print(sorted(m for m in ('numpy', 'dpctl') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _paths(value, (*prefix, i))
    return found


_SAMPLE_PATHS = _paths(sample_json())[1:]
_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                 max_size=3), max_leaves=6)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(_SAMPLE_PATHS), _JSON_VALUES)
def test_any_damaged_manifest_value_is_an_artifact_error(tmp_path: Path, where: tuple,
                                                         value: Any) -> None:
    manifest = sample_json()
    node: Any = manifest
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    try:
        read_artifact(zip_manifest(tmp_path / "h.pjrtc", manifest))
    except PjrtcError:
        pass


def test_format_1_0_has_no_schedule_and_launches_in_order(tmp_path: Path) -> None:
    manifest = sample_json()
    manifest["format_version"] = [1, 0]
    del manifest["schedule"]
    for kernel in manifest["kernels"]:
        del kernel["writes"]  # format 1.2
        del kernel["invariant"]  # format 1.3
    artifact = read_artifact(zip_manifest(tmp_path / "old.pjrtc", manifest))
    assert artifact.manifest.schedule == tuple(
        LaunchStep(i) for i in range(len(artifact.manifest.kernels)))
    manifest["schedule"] = []
    _refused(zip_manifest(tmp_path / "mixed.pjrtc", manifest), "unknown key(s) 'schedule'")


@pytest.mark.parametrize(("schedule", "expected"), [
    ([{"launch": 99}], "schedule[0].launch is 99, but there are only"),
    ([{"copy": {"src": 0, "dst": 99, "size": 4}}], "schedule[0].copy.dst is 99"),
    ([{"copy": {"src": 0, "dst": 0, "size": 10**9}}], "fewer than the 1000000000 read"),
    ([{"while": {"cond": [], "pred": 99, "body": []}}], "schedule[0].while.pred is 99"),
    ([{"case": {"index": 0, "index_dtype": "int32", "branches": []}}],
     "schedule[0].case.branches is empty"),
    ([{"case": {"index": 0, "index_dtype": "float32", "branches": [[]]}}],
     "is 'float32', not one of bool, int32"),
    ([{"jump": 0}], "is 'jump', not one of launch, copy, while, case"),
    ([{"launch": 0, "copy": {}}], 'must be one of {"launch": i}'),
    ([{"while": {"cond": [{"launch": 5}], "pred": 0, "body": []}}],
     "schedule[0].while.cond[0].launch is 5"),
])
def test_bad_schedules(tmp_path: Path, schedule: list, expected: str) -> None:
    manifest = sample_json()
    manifest["schedule"] = schedule
    _refused(zip_manifest(tmp_path / "s.pjrtc", manifest), expected)


def test_schedule_nesting_is_bounded(tmp_path: Path) -> None:
    steps: list = []
    for _ in range(40):
        steps = [{"while": {"cond": [], "pred": 0, "body": steps}}]
    manifest = sample_json()
    manifest["schedule"] = steps
    _refused(zip_manifest(tmp_path / "deep.pjrtc", manifest), "nests control flow deeper")


def test_kernel_writes_field(tmp_path: Path) -> None:
    """Format 1.2 says how many leading args each kernel writes; 1.0 and 1.1 manifests have
    no such key (unknown: every arg may be written), and 1.2 requires it (null: unknown)."""
    manifest = sample_json()
    assert [k["writes"] for k in manifest["kernels"]] == [None, None]  # hand-built: unknown
    manifest["kernels"][0]["writes"] = 1
    kernels = read_artifact(zip_manifest(tmp_path / "w.pjrtc", manifest)).manifest.kernels
    assert kernels[0].writes == 1 and kernels[0].written_args() == kernels[0].args[:1]
    assert kernels[1].writes is None and kernels[1].written_args() == kernels[1].args
    for value, expected in ((4, "kernels[0].writes is 4, outside [0, 3]"),
                            (-1, "kernels[0].writes is -1"),
                            (True, "kernels[0].writes must be an integer"),
                            (2, ("kernels[0].args[1] is written (writes is 2) but names a "
                                 "constant"))):
        manifest["kernels"][0]["writes"] = value
        _refused(zip_manifest(tmp_path / "bad.pjrtc", manifest), expected)
    del manifest["kernels"][0]["writes"]
    _refused(zip_manifest(tmp_path / "missing.pjrtc", manifest), "kernels[0] lacks key(s) writes")
    old = sample_json()
    old["format_version"] = [1, 1]
    for kernel in old["kernels"]:
        del kernel["invariant"]
    _refused(zip_manifest(tmp_path / "old.pjrtc", old), "unknown key(s) 'writes'")
    for kernel in old["kernels"]:
        del kernel["writes"]
    kernels = read_artifact(zip_manifest(tmp_path / "old.pjrtc", old)).manifest.kernels
    assert all(k.writes is None for k in kernels)


def test_kernel_invariant_field(tmp_path: Path) -> None:
    """Format 1.3 marks kernels that only repack inputs (weights) as invariant; 1.2 and older
    manifests have no such key (false), and 1.3 requires a boolean."""
    manifest = sample_json()
    assert [k["invariant"] for k in manifest["kernels"]] == [False, False]
    manifest["kernels"][0]["invariant"] = True
    kernels = read_artifact(zip_manifest(tmp_path / "i.pjrtc", manifest)).manifest.kernels
    assert kernels[0].invariant and not kernels[1].invariant
    for value in (1, None, "yes"):
        manifest["kernels"][0]["invariant"] = value
        _refused(zip_manifest(tmp_path / "bad.pjrtc", manifest),
                 "kernels[0].invariant must be true or false")
    del manifest["kernels"][0]["invariant"]
    _refused(zip_manifest(tmp_path / "missing.pjrtc", manifest),
             "kernels[0] lacks key(s) invariant")
    old = sample_json()
    old["format_version"] = [1, 2]
    _refused(zip_manifest(tmp_path / "old.pjrtc", old), "unknown key(s) 'invariant'")
    for kernel in old["kernels"]:
        del kernel["invariant"]
    kernels = read_artifact(zip_manifest(tmp_path / "old.pjrtc", old)).manifest.kernels
    assert not any(k.invariant for k in kernels)


def test_kernel_arg_offset_field(tmp_path: Path) -> None:
    """Format 1.5: a buffer argument may point into its slot (`offset`, bytes: a piece of a
    concatenation written in place); inside the slot only, never on a constant, and a 1.4
    manifest may not hold it."""
    manifest = sample_json()
    manifest["kernels"][1]["args"][1] = {"buffer": 1, "offset": 64}
    kernels = read_artifact(zip_manifest(tmp_path / "o.pjrtc", manifest)).manifest.kernels
    assert kernels[1].args[1] == KernelArg("buffer", 1, 64)
    assert kernels[1].args[0] == KernelArg("buffer", 1, 0)  # no key: the slot's start
    assert kernels[1].args[1].to_json() == {"buffer": 1, "offset": 64}
    for arg, expected in (({"buffer": 1, "offset": 128}, "kernels[1].args[1].offset is 128, "
                           "outside buffer 1 (128 bytes)"),
                          ({"buffer": 1, "offset": -4}, "kernels[1].args[1].offset is -4"),
                          ({"buffer": 1, "offset": "4"}, "offset must be an integer"),
                          ({"constant": 0, "offset": 4}, 'or {"buffer": i, "offset": n}')):
        manifest["kernels"][1]["args"][1] = arg
        _refused(zip_manifest(tmp_path / "bad.pjrtc", manifest), expected)
    old = sample_json()
    old["format_version"] = [1, 4]
    old["kernels"][1]["args"][1] = {"buffer": 1, "offset": 64}
    message = _refused(zip_manifest(tmp_path / "old.pjrtc", old), "kernels[1].args[1] must be")
    assert "\"offset\": n" not in message


def test_source_specialized_from(tmp_path: Path) -> None:
    """1.4: the types a --shape specialization started from; a 1.3 manifest may not hold them,
    and each must be a string."""
    manifest = sample_json()
    manifest["source"]["specialized_from"] = ["tensor<?x8xf32>"]
    read = read_artifact(zip_manifest(tmp_path / "a.pjrtc", manifest))
    assert read.manifest.source.specialized_from == ("tensor<?x8xf32>",)
    manifest["source"]["specialized_from"] = ["tensor<?x8xf32>", 3]
    _refused(zip_manifest(tmp_path / "b.pjrtc", manifest), "source.specialized_from[1]")
    manifest["source"]["specialized_from"] = ["tensor<?x8xf32>"]
    manifest["format_version"] = [1, 3]
    _refused(zip_manifest(tmp_path / "c.pjrtc", manifest), "source", "'specialized_from'")
