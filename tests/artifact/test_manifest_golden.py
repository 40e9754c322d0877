"""Golden check of the manifest the compiler writes for a small program.

The manifest is our own text: any change to it (schema, kernel split, buffer plan, names) must
show up here as a reviewed diff. Rewrite with `make golden` and read the diff before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

from pjrtc.driver import compile_file
from pjrtc_runtime.schema import manifest_bytes

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
CASES = {"formats": ROOT / "testdata" / "formats" / "model.mlir",
         "concatenate": ROOT / "testdata" / "concatenate" / "model.mlir",
         "constants": ROOT / "testdata" / "constants" / "model.mlir"}


def _manifest_text(model: Path) -> str:
    from pjrtc.artifact.writer import finish_manifest

    compiled = compile_file(model)
    return manifest_bytes(finish_manifest(compiled.manifest, compiled.spirv,
                                          compiled.constants)).decode("ascii")


def test_manifests_match_golden():
    rewrite = os.environ.get("PJRTC_REWRITE_GOLDEN") == "1"
    for name, model in CASES.items():
        golden = GOLDEN / f"{name}.manifest.json"
        text = _manifest_text(model)
        if rewrite:
            golden.write_text(text)
        assert golden.exists(), f"{golden} is missing: run `make golden`"
        assert text == golden.read_text(), f"{name}: manifest differs from {golden}"
