"""Reads an artifact file and checks everything about it before any device is touched.

``read_artifact(path)`` returns an ``Artifact`` (the validated ``Manifest`` plus the SPIR-V and
constants bytes) after checking: the path is a readable file, it is an uncompressed zip with
exactly the entries manifest.json, kernels.spv, constants.bin in that order, the manifest is a
pjrtc manifest of a format version this runtime reads (``schema.READING_RULE``), each section's
size and sha256 match the manifest, and the manifest is consistent with itself
(``Manifest.validate``). Any problem raises ``ArtifactError``; nothing else escapes for bad input.
``read_artifact_bytes(data, name)`` makes the same checks on bytes in memory.
"""

from __future__ import annotations

import hashlib
import io
import os
import stat
import struct
import zipfile
from dataclasses import dataclass
from typing import BinaryIO

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
_END_MAGIC = b"PK\x05\x06"
# End of central directory: signature, this disk, directory's disk, entries on this disk,
# entries in all, directory size, directory offset, comment length.
_END_RECORD = struct.Struct("<4s4H2LH")
# More entries than this are not listed by name in the error (the check comes first).
_MAX_LISTED_ENTRIES = 16
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
    # One open file throughout: what is checked is what is read.
    with _open(name) as f:
        return _read(f, os.fstat(f.fileno()).st_size, name)


def read_artifact_bytes(data: bytes, name: str) -> Artifact:
    """As ``read_artifact``, for an artifact's bytes in memory (the compiler's writer checks
    what it is about to write with this); ``name`` is used in every message."""
    if not data.startswith(_ZIP_MAGIC):
        raise ArtifactError(name, "is not a pjrtc artifact (not a zip file)", _NOT_ARTIFACT)
    return _read(io.BytesIO(data), len(data), name)


def _read(f: BinaryIO, file_size: int, name: str) -> Artifact:
    """Every check of the module docstring, on an open artifact file of ``file_size`` bytes."""
    _check_directory_record(f, file_size, name)
    try:
        zf = zipfile.ZipFile(f)
    except _ZIP_ERRORS as e:
        raise ArtifactError(name, f"is not a readable zip file ({e}): it is truncated, "
                            "corrupt or not a pjrtc artifact", _NOT_ARTIFACT) from None
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


def _open(name: str) -> BinaryIO:
    """The artifact file, open for reading, once it is known to be a regular file that
    starts like a zip file."""
    try:
        info = os.stat(name)
        if not stat.S_ISREG(info.st_mode):  # a FIFO or device would block or never end
            kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise ArtifactError(name, f"is {kind}, not an artifact file", _NOT_ARTIFACT)
        f = open(name, "rb")  # noqa: SIM115  (returned to a with statement)
    except FileNotFoundError:
        raise ArtifactError(name, "no such file", "Check the path, or write the artifact "
                            "with `pjrtc compile MODEL -o ARTIFACT`") from None
    except OSError as e:
        raise ArtifactError(name, f"cannot be read ({e.strerror or e})",
                            "Check the path and its permissions") from None
    try:
        head = f.read(len(_ZIP_MAGIC))
    except OSError as e:
        f.close()
        raise ArtifactError(name, f"cannot be read ({e.strerror or e})",
                            "Check the path and its permissions") from None
    if head != _ZIP_MAGIC:
        f.close()
        what = "is empty" if not head else "is not a pjrtc artifact (not a zip file)"
        raise ArtifactError(name, what, _NOT_ARTIFACT)
    return f


def _check_directory_record(f: BinaryIO, file_size: int, name: str) -> None:
    """The zip's end-of-central-directory record, checked before zipfile parses anything: it
    must end the file (pjrtc writes no archive comment) and count a handful of entries, so a
    damaged or hostile directory cannot make zipfile read millions of them (their names are
    checked next)."""
    if file_size < _END_RECORD.size + len(_ZIP_MAGIC):
        raise ArtifactError(name, f"is truncated ({file_size} bytes)", _COPY_AGAIN)
    f.seek(file_size - _END_RECORD.size)
    record = f.read(_END_RECORD.size)
    if len(record) != _END_RECORD.size or record[:4] != _END_MAGIC:
        raise ArtifactError(name, "is truncated, corrupt or not a pjrtc artifact: it does not "
                            "end with a zip directory record (pjrtc writes no archive "
                            "comment)", _COPY_AGAIN)
    _, disk, directory_disk, on_disk, total, _, _, comment = _END_RECORD.unpack(record)
    if total > _MAX_LISTED_ENTRIES:
        raise ArtifactError(name, f"is not a pjrtc artifact: its zip directory lists {total} "
                            f"entries (a pjrtc artifact has {len(ENTRY_ORDER)})", _NOT_ARTIFACT)
    if disk or directory_disk or comment or on_disk != total:
        raise ArtifactError(name, f"is corrupt or not a pjrtc artifact: its zip directory "
                            f"record declares a {comment}-byte comment and disks {disk}/"
                            f"{directory_disk}/{on_disk} (pjrtc writes no comment, one disk)",
                            _COPY_AGAIN)
    f.seek(0)


def _check_entries(infos: list[zipfile.ZipInfo], name: str, file_size: int) -> list:
    found = [i.filename for i in infos]
    if found != list(ENTRY_ORDER):
        raise ArtifactError(name, f"is not a pjrtc artifact: a zip holding {found}, where "
                            f"{list(ENTRY_ORDER)} (in this order) were expected", _NOT_ARTIFACT)
    for info in infos:
        limit = MAX_MANIFEST_BYTES if info.filename == ENTRY_ORDER[0] else file_size
        if info.compress_type != zipfile.ZIP_STORED or info.flag_bits & 0x1:
            raise ArtifactError(name, f"is not a pjrtc artifact: entry {info.filename} is "
                                "compressed or encrypted (pjrtc stores entries as they are)",
                                _NOT_ARTIFACT)
        if info.compress_size != info.file_size or info.file_size > limit:
            raise ArtifactError(name, f"is corrupt or too large: entry {info.filename} claims "
                                f"{info.file_size} bytes ({info.compress_size} stored), where "
                                f"at most {limit} are possible", _COPY_AGAIN)
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
