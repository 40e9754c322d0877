"""Builds small artifacts, valid or deliberately damaged, for writer and loader tests.

No device and no compiler: kernels.spv holds placeholder bytes (the loader never parses it).
"""

from __future__ import annotations

import hashlib
import json
import struct
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pjrtc_runtime.schema import (
    BufferSpec,
    ConstantSpec,
    KernelArg,
    KernelSpec,
    Manifest,
    Source,
    TensorSpec,
)

from pjrtc.artifact.writer import artifact_bytes, finish_manifest

# A SPIR-V 1.4 header and 11 OpNop: well framed, never built (no device in these tests).
SPIRV = struct.pack("<5I", 0x07230203, 0x00010400, 0, 1, 0) + struct.pack("<I", 1 << 16) * 11
CONSTANTS = bytes(64) + b"\x00\x00\x80\x3f" * 4  # 64 zero bytes, then float32 [1, 1, 1, 1]


def sample_manifest(**options: Any) -> Manifest:
    """x: float32[4,8] -> float32[4,8] through two kernels and one constant."""
    x = TensorSpec("x", (4, 8), "float32", 0)
    y = TensorSpec(None, (4, 8), "float32", 1)
    k1 = KernelSpec("scale", (KernelArg("buffer", 0), KernelArg("constant", 0),
                              KernelArg("buffer", 1)), (4, 8), (1, 8),
                    ("model.mlir:3:10: stablehlo.multiply",))
    k2 = KernelSpec("addone", (KernelArg("buffer", 1), KernelArg("buffer", 1)), (32,), (16,),
                    ("model.mlir:4:10: stablehlo.add",))
    return Manifest.create(
        source=Source("model.mlir", hashlib.sha256(b"model").hexdigest(), "mlir-text", "1.0.0"),
        options=options or {"opt_level": 2, "fast_math": False}, inputs=(x,), outputs=(y,),
        buffers=(BufferSpec(128), BufferSpec(128)), kernels=(k1, k2),
        constants=(ConstantSpec("float32", (4,), 64, 16),), requirements=("int64",))


def sample_bytes() -> bytes:
    return artifact_bytes(sample_manifest(), SPIRV, CONSTANTS)


def sample_json() -> dict[str, Any]:
    """The sample's manifest as plain JSON, to be damaged by a test and zipped with zip_raw."""
    return finish_manifest(sample_manifest(), SPIRV, CONSTANTS).to_json()


def zip_raw(path: Path, entries: Iterable[tuple[str, bytes]],
            compression: int = zipfile.ZIP_STORED) -> Path:
    """Write a zip holding exactly ``entries`` (valid CRCs), bypassing the writer's checks."""
    with zipfile.ZipFile(path, "w", compression=compression) as zf:
        for name, data in entries:
            zf.writestr(name, data)
    return path


def zip_manifest(path: Path, manifest: dict[str, Any], spirv: bytes = SPIRV,
                 constants: bytes = CONSTANTS) -> Path:
    """An artifact-shaped zip with ``manifest`` (as given) and the sample's sections."""
    text = json.dumps(manifest, sort_keys=True, indent=2).encode() + b"\n"
    return zip_raw(path, [("manifest.json", text), ("kernels.spv", spirv),
                          ("constants.bin", constants)])
