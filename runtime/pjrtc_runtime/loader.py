"""Reads an artifact file and checks everything about it before any device is touched.

``read_artifact(path)`` returns an ``Artifact`` (the validated ``Manifest`` plus the SPIR-V and
constants bytes) after checking: the path is a readable file, it is an uncompressed zip with
exactly the entries manifest.json, kernels.spv, constants.bin in that order, the manifest is a
pjrtc manifest of a format version this runtime reads (``schema.READING_RULE``), each section's
size and sha256 match the manifest, and the manifest is consistent with itself
(``Manifest.validate``). Any problem raises ``ArtifactError``; nothing else escapes for bad input.
"""

from __future__ import annotations

import hashlib
import os
import stat
import zipfile
from dataclasses import dataclass

from . import __version__
from .errors import ArtifactError, ArtifactVersionError
from .jsonread import ManifestError
from .schema import (
    ABI_VERSION,
    CONSTANTS_ENTRY,
    ENTRY_ORDER,
    FORMAT_NAME,
    FORMAT_VERSION,
    KERNELS_ENTRY,
    MAX_MANIFEST_BYTES,
    MIN_SUPPORTED_FORMAT_VERSION,
    READING_RULE,
    Manifest,
    is_readable,
    parse_manifest,
    read_version,
    version_string,
)
from .spirv import spirv_problem

_ZIP_MAGIC = b"PK\x03\x04"
_RECOMPILE = "Recompile the model with `pjrtc compile`"
_NOT_ARTIFACT = "Pass a file written by `pjrtc compile`"
_COPY_AGAIN = "Copy the file again, or recompile it with `pjrtc compile`"
_ZIP_ERRORS = (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError,
               NotImplementedError, RuntimeError)


@dataclass(frozen=True, eq=False)
class Artifact:
    """A validated artifact: its manifest and its two binary sections."""

    path: str
    manifest: Manifest
    spirv: bytes
    constants: bytes


def read_artifact(path: str | os.PathLike[str]) -> Artifact:
    """Read and fully validate the artifact at ``path``; raises ArtifactError."""
    name = os.fspath(path)
    file_size = _check_file(name)
    try:
        zf = zipfile.ZipFile(name)
    except _ZIP_ERRORS as e:
        raise ArtifactError(name, f"is not a readable zip file ({e}): it is truncated, corrupt "
                            "or not a pjrtc artifact", _NOT_ARTIFACT) from None
    with zf:
        infos = _check_entries(zf.infolist(), name, file_size)
        manifest = _read_manifest(_read_entry(zf, infos[0], name), name)
        spirv, constants = _read_entry(zf, infos[1], name), _read_entry(zf, infos[2], name)
    assert manifest.sections is not None
    _check_section(name, KERNELS_ENTRY, spirv, manifest.sections.kernels.sha256,
                   manifest.sections.kernels.size)
    _check_section(name, CONSTANTS_ENTRY, constants, manifest.sections.constants.sha256,
                   manifest.sections.constants.size)
    problem = spirv_problem(spirv) if manifest.kernels else None
    if problem:
        raise ArtifactError(name, f"kernels.spv is not a SPIR-V module: {problem}", _RECOMPILE)
    try:
        manifest.validate()
    except ManifestError as e:
        raise ArtifactError(name, f"has an inconsistent manifest.json: {e}", _RECOMPILE) from None
    return Artifact(name, manifest, spirv, constants)


def _read_entry(zf: zipfile.ZipFile, info: zipfile.ZipInfo, name: str) -> bytes:
    try:
        return zf.read(info)
    except _ZIP_ERRORS as e:
        raise ArtifactError(name, f"is corrupt: entry {info.filename} cannot be read ({e})",
                            _COPY_AGAIN) from None


def _check_file(name: str) -> int:
    try:
        info = os.stat(name)
        if not stat.S_ISREG(info.st_mode):
            kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise ArtifactError(name, f"is {kind}, not an artifact file", _NOT_ARTIFACT)
        with open(name, "rb") as f:
            head = f.read(len(_ZIP_MAGIC))
    except FileNotFoundError:
        raise ArtifactError(name, "no such file", "Check the path, or write the artifact "
                            "with `pjrtc compile MODEL -o ARTIFACT`") from None
    except OSError as e:
        raise ArtifactError(name, f"cannot be read ({e.strerror or e})",
                            "Check the path and its permissions") from None
    if head != _ZIP_MAGIC:
        what = "is empty" if not head else "is not a pjrtc artifact (not a zip file)"
        raise ArtifactError(name, what, _NOT_ARTIFACT)
    return info.st_size


def _check_entries(infos: list[zipfile.ZipInfo], name: str, file_size: int) -> list:
    found = [i.filename for i in infos]
    if found != list(ENTRY_ORDER):
        raise ArtifactError(name, f"is not a pjrtc artifact: a zip holding {found}, where "
                            f"{list(ENTRY_ORDER)} (in this order) were expected", _NOT_ARTIFACT)
    for info in infos:
        limit = MAX_MANIFEST_BYTES if info.filename == ENTRY_ORDER[0] else file_size
        stored = info.compress_type == zipfile.ZIP_STORED and not info.flag_bits & 0x1
        if not stored or info.compress_size != info.file_size or info.file_size > limit:
            raise ArtifactError(name, f"is corrupt: entry {info.filename} is compressed, "
                                f"encrypted or too large ({info.file_size} bytes)", _RECOMPILE)
    return infos


def _read_manifest(data: bytes, name: str) -> Manifest:
    try:
        raw = parse_manifest(data)
        if not isinstance(raw, dict) or raw.get("format") != FORMAT_NAME:
            found = raw.get("format") if isinstance(raw, dict) else None
            raise ArtifactError(name, f"is not a pjrtc artifact: manifest.json has format "
                                f"{found!r}, not {FORMAT_NAME!r}", _NOT_ARTIFACT)
        _check_versions(raw, name)
        return Manifest.from_json(raw)
    except ManifestError as e:
        raise ArtifactError(name, f"has an invalid manifest.json: {e}", _RECOMPILE) from None


def _check_versions(raw: dict, name: str) -> None:
    version = read_version(raw)
    producer = raw.get("producer")
    by = ""
    if isinstance(producer, dict) and isinstance(producer.get("version"), str):
        by = f" (written by pjrtc {producer['version'][:40]})"
    ours = version_string(FORMAT_VERSION)
    if not is_readable(version):
        action = "upgrade pjrtc-runtime" if version > FORMAT_VERSION else (
            "install an older pjrtc-runtime that reads it")
        raise ArtifactVersionError(
            name, "format_version", version_string(version) + by,
            f"{_supported()} (pjrtc-runtime {__version__}; "
            f"{READING_RULE})",
            f"Recompile the model with pjrtc {__version__} (which writes format {ours}), "
            f"or {action}")
    abi = raw.get("abi_version")
    if abi != ABI_VERSION:
        raise ArtifactVersionError(
            name, "abi_version", f"{abi!r}{by}", f"ABI {ABI_VERSION} (pjrtc-runtime {__version__})",
            f"Recompile the model with pjrtc {__version__}, or use a pjrtc-runtime that "
            f"supports ABI {abi!r}")


def _check_section(name: str, entry: str, data: bytes, sha256: str, size: int) -> None:
    if len(data) != size:
        raise ArtifactError(name, f"is corrupt: {entry} holds {len(data)} bytes but the "
                            f"manifest records {size}", _COPY_AGAIN)
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        raise ArtifactError(name, f"is corrupt: {entry} has sha256 {digest[:16]}... but the "
                            f"manifest records {sha256[:16]}...; the file changed after pjrtc "
                            "wrote it", _COPY_AGAIN)


def _supported() -> str:
    low = version_string(MIN_SUPPORTED_FORMAT_VERSION)
    high = version_string(FORMAT_VERSION)
    return f"format {high}" if low == high else f"formats {low} to {high}"
