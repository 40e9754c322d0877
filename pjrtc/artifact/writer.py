"""Builds the artifact file: manifest + SPIR-V + constants in one deterministic zip.

Consumes a ``pjrtc_runtime.schema.Manifest`` without sections (``Manifest.create``), the SPIR-V
module and the constants blob; fills in each section's sha256 and size, builds an uncompressed
zip whose bytes depend only on those inputs (fixed entry order, timestamps and attributes), and
reads those bytes back with the runtime's own loader (``read_artifact_bytes``: every check a
load makes before it touches a device), so the compiler never writes an artifact its runtime
refuses; a refusal is a compiler bug (ValueError). ``write_artifact`` is atomic
(``pjrtc_runtime.atomicfile``: an anonymous file in the target's directory, fsync, rename): a
failed or killed write leaves an existing target untouched and no temporary file behind.
"""

from __future__ import annotations

import io
import os
import zipfile
from dataclasses import replace
from typing import BinaryIO

from pjrtc_runtime.atomicfile import write_atomically
from pjrtc_runtime.errors import ArtifactError
from pjrtc_runtime.jsonread import ManifestError
from pjrtc_runtime.loader import read_artifact_bytes
from pjrtc_runtime.schema import (
    CONSTANTS_ENTRY,
    KERNELS_ENTRY,
    MANIFEST_ENTRY,
    Manifest,
    Section,
    Sections,
    manifest_bytes,
)

_DATE_TIME = (1980, 1, 1, 0, 0, 0)
_UNIX = 3
_MODE = 0o100644  # a regular file, rw-r--r--


def finish_manifest(manifest: Manifest, spirv: bytes, constants: bytes) -> Manifest:
    """The manifest with its sections filled in, validated (ValueError: a compiler bug)."""
    full = replace(manifest, sections=Sections(Section.of(spirv), Section.of(constants)))
    try:
        full.validate()
    except ManifestError as e:
        raise ValueError(f"internal error: the compiler built an invalid manifest: {e}") from e
    return full


def artifact_bytes(manifest: Manifest, spirv: bytes, constants: bytes) -> bytes:
    """The complete artifact file as bytes (the same inputs always give the same bytes)."""
    return _checked_artifact(manifest, spirv, constants)[1]


def write_artifact(path: str | os.PathLike[str], manifest: Manifest, spirv: bytes,
                   constants: bytes) -> Manifest:
    """Write the artifact to ``path`` atomically; returns the manifest as written."""
    full, data = _checked_artifact(manifest, spirv, constants)
    target = os.path.abspath(os.fspath(path))
    try:
        write_atomically(target, lambda f: f.write(data))
    except OSError as e:
        raise _write_error(target, e) from None
    return full


def _checked_artifact(manifest: Manifest, spirv: bytes, constants: bytes
                      ) -> tuple[Manifest, bytes]:
    """The finished manifest and the artifact's bytes, once the runtime's loader accepts them."""
    full = finish_manifest(manifest, spirv, constants)
    buffer = io.BytesIO()
    _write_zip(buffer, full, spirv, constants)
    data = buffer.getvalue()
    try:
        read_artifact_bytes(data, manifest.source.name)
    except ArtifactError as e:
        raise ValueError(f"internal error: the compiler built an artifact its runtime refuses: "
                         f"{e}") from e
    return full, data


def _write_zip(f: BinaryIO, manifest: Manifest, spirv: bytes, constants: bytes) -> None:
    entries = ((MANIFEST_ENTRY, manifest_bytes(manifest)), (KERNELS_ENTRY, spirv),
               (CONSTANTS_ENTRY, constants))
    with zipfile.ZipFile(f, "w", compression=zipfile.ZIP_STORED, allowZip64=True) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=_DATE_TIME)
            info.compress_type = zipfile.ZIP_STORED
            info.create_system = _UNIX
            info.external_attr = _MODE << 16
            zf.writestr(info, data)


def _write_error(target: str, error: OSError) -> ArtifactError:
    return ArtifactError(target, f"cannot be written ({error.strerror or error})",
                         "Check that the directory exists and is writable, and that the disk "
                         "has space")
