"""Fuzzing real artifacts: every mutated file is refused with one PjrtcError or runs correctly.

The artifacts are testdata/artifacts' (format 1.0 and 1.1, and 1.4's three specializations in
one file; real compiler output, with inputs and JAX's results). Two kinds of mutation:

- bytes of the file (flips anywhere or in the zip headers and directory, overwrites,
  insertions, deletions, truncation, appended garbage):
  a mutated file must be refused with a PjrtcError, or read back with exactly the original
  sections and manifest (the change hit zip metadata nothing depends on), and then it is
  loaded and run and must give JAX's results;
- the manifest's JSON (a value replaced, perturbed, deleted, duplicated, nested deep, made an
  integer of up to 100000 digits; keys added or repeated in one object), re-zipped with valid
  CRCs: refused with a PjrtcError, or accepted. An accepted
  manifest whose execution-relevant part (tensors, slots, constants, kernels, schedule,
  requirements) is unchanged is loaded and run and must give JAX's results. One whose
  execution-relevant part changed and still passes every check (e.g. a kernel argument
  naming another slot of the same size) is a different, valid program: the manifest is not
  authenticated, so it cannot be told apart from one pjrtc wrote; it is loaded (every device
  check) but not run, since a different program may not terminate.

Nothing else may happen: no other exception type, no crash, no hang. CI runs
FUZZ_EXAMPLES examples of each kind (derandomized, so CI is stable); set PJRTC_FUZZ_EXAMPLES
for a larger random run.
"""

from __future__ import annotations

import collections
import copy
import json
import os
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import assert_close
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from pjrtc_runtime.errors import PjrtcError
from pjrtc_runtime.loader import read_artifact
from runtime_helpers import npz_arrays

ARTIFACTS = Path(__file__).resolve().parents[2] / "testdata" / "artifacts"
SOURCES = ("format-1.1/loop", "format-1.1/constants", "format-1.0/mlp", "format-1.4/batches")
FUZZ_EXAMPLES = int(os.environ.get("PJRTC_FUZZ_EXAMPLES", "300"))
OUTCOMES: collections.Counter[str] = collections.Counter()


@dataclass(frozen=True)
class Source:
    name: str
    data: bytes
    metadata: tuple[int, ...]  # offsets of zip headers and directory records
    manifest: dict[str, Any]
    spirv: bytes
    constants: bytes
    inputs: list[np.ndarray]
    expected: list[np.ndarray]


def _source(name: str) -> Source:
    directory = ARTIFACTS / name
    data = (directory / "model.pjrtc").read_bytes()
    with zipfile.ZipFile(directory / "model.pjrtc") as zf:
        manifest = json.loads(zf.read("manifest.json"))
        spirv, constants = zf.read("kernels.spv"), zf.read("constants.bin")
        infos = zf.infolist()
    # The bytes zip metadata lives in: each local header, and everything after the last entry
    # (the central directory and its end record).
    metadata = [o for i in infos for o in range(i.header_offset,
                                                  i.header_offset + 30 + len(i.filename))]
    end_of_data = infos[-1].header_offset + 30 + len(infos[-1].filename) + infos[-1].file_size
    metadata += range(end_of_data, len(data))
    return Source(name, data, tuple(metadata), manifest, spirv, constants,
                  npz_arrays(directory / "inputs.npz"), npz_arrays(directory / "expected.npz"))


_SOURCES = [_source(name) for name in SOURCES]
_ORIGINAL = {s.name: read_artifact(ARTIFACTS / s.name / "model.pjrtc") for s in _SOURCES}
_CLIENT = pjrtc_runtime.Client()
_SETTINGS = settings(max_examples=FUZZ_EXAMPLES, deadline=None,
                     derandomize="PJRTC_FUZZ_EXAMPLES" not in os.environ,
                     suppress_health_check=[HealthCheck.function_scoped_fixture,
                                            HealthCheck.too_slow, HealthCheck.data_too_large])


def _execution_part(m: Any) -> tuple:
    """What decides the computation (names, sources and producer do not)."""
    def tensors(specs: Any) -> tuple:
        return tuple((t.shape, t.dtype, t.buffer) for t in specs)

    return m.requirements, tuple(
        (tensors(p.inputs), tensors(p.outputs), p.buffers, p.constants,
         tuple((k.name, k.args, k.global_size, k.local_size) for k in p.kernels), p.schedule)
        for p in m.programs())  # every specialization (format 1.4)


def _check(path: Path, source: Source, same_content_required: bool) -> str:
    """Read, load and (when it is the same program) run ``path``; returns the outcome."""
    try:
        artifact = read_artifact(path)
    except PjrtcError:
        return "refused by the loader"
    original = _ORIGINAL[source.name]
    same_program = (artifact.spirv == original.spirv
                    and artifact.constants == original.constants
                    and _execution_part(artifact.manifest)
                    == _execution_part(original.manifest))
    if same_content_required:
        assert artifact.manifest == original.manifest and same_program, \
            "a damaged file was accepted with different content"
    try:
        exe = _CLIENT.load(path)
    except PjrtcError:
        return "refused at load (device checks)"
    if not same_program:
        return "accepted: a different valid program (loaded, not run)"
    for i, (got, want) in enumerate(zip(exe(*source.inputs), source.expected, strict=True)):
        assert_close(got, want, f"{source.name}/result{i}", model=True)
    return "accepted: ran and matched JAX"


# -- byte-level mutations --------------------------------------------------------------------

@st.composite
def _byte_mutations(draw: st.DrawFn) -> tuple[Source, bytes, str]:
    source = draw(st.sampled_from(_SOURCES))
    data = bytearray(source.data)
    kind = draw(st.sampled_from(["flip", "metadata", "overwrite", "insert", "delete",
                                 "truncate", "append", "zero"]))
    at = draw(st.integers(0, len(data) - 1))
    if kind == "metadata":  # zip headers and directory: most of it is checked, some is not
        for _ in range(draw(st.integers(1, 3))):
            data[draw(st.sampled_from(source.metadata))] ^= draw(st.integers(1, 255))
    elif kind == "flip":
        for _ in range(draw(st.integers(1, 8))):
            data[draw(st.integers(0, len(data) - 1))] ^= draw(st.integers(1, 255))
    elif kind == "overwrite":
        chunk = draw(st.binary(min_size=1, max_size=64))
        data[at:at + len(chunk)] = chunk
    elif kind == "insert":
        data[at:at] = draw(st.binary(min_size=1, max_size=64))
    elif kind == "delete":
        del data[at:at + draw(st.integers(1, 256))]
    elif kind == "truncate":
        del data[at:]
    elif kind == "append":
        data += draw(st.binary(min_size=1, max_size=256))
    else:
        data[at:at + draw(st.integers(1, 64))] = bytes(min(64, len(data) - at))
    return source, bytes(data), kind


@_SETTINGS
@given(_byte_mutations())
def test_mutated_bytes(tmp_path: Path, mutation: tuple[Source, bytes, str]) -> None:
    source, data, kind = mutation
    path = tmp_path / "fuzzed.pjrtc"
    path.write_bytes(data)
    outcome = _check(path, source, same_content_required=True)
    event(f"bytes/{kind}: {outcome}")
    OUTCOMES[f"bytes: {outcome}"] += 1


# -- JSON-level mutations ---------------------------------------------------------------------

def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _paths(value, (*prefix, i))
    return found


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=8) | st.sampled_from(["float32", "int32", "bool", "buffer", "constant",
                                             "\x1b[31m", "k0_add", "launch"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                 max_size=3), max_leaves=6)


_DEEP = "\u0000deeply nested value\u0000"


def _parent(manifest: Any, path: tuple) -> tuple[Any, Any]:
    node = manifest
    for key in path[:-1]:
        node = node[key]
    return node, path[-1]


@st.composite
def _json_mutations(draw: st.DrawFn) -> tuple[Source, dict[str, Any], str, str]:
    source = draw(st.sampled_from(_SOURCES))
    manifest = copy.deepcopy(source.manifest)
    path = draw(st.sampled_from(_paths(manifest)[1:]))
    parent, key = _parent(manifest, path)
    value = parent[key]
    kinds = ["replace", "delete", "add key", "deep", "huge integer"]
    if isinstance(parent, dict):
        kinds.append("repeat key")
    if isinstance(value, int) and not isinstance(value, bool):
        kinds.append("perturb")
    if isinstance(parent, list):
        kinds.append("duplicate")
    kind = draw(st.sampled_from(kinds))
    if kind == "replace":
        parent[key] = draw(_JSON_VALUES)
    elif kind == "delete":
        del parent[key]
    elif kind == "add key":
        target = value if isinstance(value, dict) else manifest
        target[draw(st.sampled_from(["extra", "schedule", "kernels", "x"]))] = draw(_JSON_VALUES)
    elif kind == "deep":  # spliced into the text: json.dumps itself would overflow
        depth = draw(st.sampled_from([50, 200, 5000, 100_000]))
        parent[key] = _DEEP
        return source, manifest, f"deep at {'.'.join(str(p) for p in path[:2])}", (
            "[" * depth + json.dumps(value) + "]" * depth)
    elif kind == "huge integer":  # past Python's 4300-digit limit on int(str) as well
        digits = draw(st.sampled_from([30, 65, 4301, 5000, 100_000]))
        parent[key] = _DEEP
        return source, manifest, f"{kind} at {'.'.join(str(p) for p in path[:2])}", (
            draw(st.sampled_from(["", "-"])) + "9" * digits)
    elif kind == "repeat key":  # the same key twice in one object, the second value drawn
        second = value if draw(st.booleans()) else draw(_JSON_VALUES)
        parent[key] = _DEEP
        return source, manifest, f"{kind} at {'.'.join(str(p) for p in path[:2])}", (
            f"{json.dumps(value)}, {json.dumps(key)}: {json.dumps(second)}")
    elif kind == "perturb":
        parent[key] = draw(st.sampled_from([value + 1, value - 1, 0, -1, value * 2, 2**31,
                                            2**40, 2**63, -2**63]))
    else:
        parent.insert(key, copy.deepcopy(value))
    where = ".".join(str(p) for p in path[:2])
    return source, manifest, f"{kind} at {where}", ""


@_SETTINGS
@given(_json_mutations())
def test_mutated_manifests(tmp_path: Path, mutation: tuple[Source, dict, str, str]) -> None:
    source, manifest, what, deep = mutation
    path = tmp_path / "fuzzed.pjrtc"
    text = json.dumps(manifest, indent=1).replace(json.dumps(_DEEP), deep).encode()
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in (("manifest.json", text), ("kernels.spv", source.spirv),
                           ("constants.bin", source.constants)):
            zf.writestr(name, data)
    outcome = _check(path, source, same_content_required=False)
    if what.startswith(("repeat key", "huge integer")):  # never read as some other value
        assert outcome == "refused by the loader", (what, outcome)
    event(f"json/{what.split(' at ')[0]}: {outcome}")
    OUTCOMES[f"json: {outcome}"] += 1


@pytest.fixture(scope="module", autouse=True)
def _report() -> Any:
    yield
    if OUTCOMES:
        print("\nfuzz outcomes:", dict(sorted(OUTCOMES.items())))
