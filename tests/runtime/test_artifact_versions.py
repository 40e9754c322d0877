"""Artifacts written by every format version this runtime reads still run and give JAX's
results (testdata/artifacts: real output of the compiler of each version), through numpy and
through device buffers (read in place from format 1.2 on, copied in before)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import assert_close
from pjrtc_runtime.loader import read_artifact
from pjrtc_runtime.schema import FORMAT_VERSION, MIN_SUPPORTED_FORMAT_VERSION
from runtime_helpers import npz_arrays

ARTIFACTS = Path(__file__).resolve().parents[2] / "testdata" / "artifacts"
CASES = sorted(p for p in ARTIFACTS.glob("format-*/*") if (p / "model.pjrtc").is_file())


def test_every_readable_version_has_artifacts() -> None:
    """A format bump must come with artifacts of the new version (generate.py)."""
    major, newest = FORMAT_VERSION
    low = MIN_SUPPORTED_FORMAT_VERSION[1] if MIN_SUPPORTED_FORMAT_VERSION[0] == major else 0
    kept = {p.parent.name for p in CASES}
    missing = [f"format-{major}.{m}" for m in range(low, newest + 1)
               if f"format-{major}.{m}" not in kept]
    assert not missing, f"no artifacts for {missing} in {ARTIFACTS} (run generate.py there)"


@pytest.mark.parametrize("case", CASES, ids=[f"{p.parent.name}/{p.name}" for p in CASES])
def test_artifact_runs(case: Path) -> None:
    version = tuple(int(v) for v in case.parent.name.removeprefix("format-").split("."))
    assert read_artifact(case / "model.pjrtc").manifest.format_version == version
    inputs, expected = npz_arrays(case / "inputs.npz"), npz_arrays(case / "expected.npz")
    exe = pjrtc_runtime.load(case / "model.pjrtc")
    for i, (got, want) in enumerate(zip(exe(*inputs), expected, strict=True)):
        assert_close(got, want, f"{case.parent.name}/{case.name}/result{i}", model=True)
    # The same through device buffers. From format 1.2 they are read in place (no step writes
    # an input's slot); older formats copy them into their slots. Either way the caller's
    # buffers are left as they were.
    manifest = exe.manifest
    readable_in_place = tuple(i for i, t in enumerate(manifest.inputs) if t.nbytes)
    assert exe._bindable == (readable_in_place if version >= (1, 2) else ())
    buffers = [exe.client.buffer_from_pyval(x) for x in inputs]
    for _ in range(2):
        for got, want in zip(exe.execute(buffers), expected, strict=True):
            assert_close(got.to_numpy(), want, f"{case.name} (device buffers)", model=True)
    for buffer, array in zip(buffers, inputs, strict=True):
        np.testing.assert_array_equal(buffer.to_numpy(), array)
