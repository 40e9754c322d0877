"""Reading a model file and telling its format by content (no jaxlib needed here)."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

from pjrtc.errors import FrontendError

BYTECODE_MAGIC = b"ML\xefR"
PORTABLE_PRODUCER_PREFIX = "StableHLO_v"

FORMAT_TEXT = "mlir-text"
FORMAT_BYTECODE = "mlir-bytecode"
FORMAT_PORTABLE = "stablehlo-portable"


@dataclass(frozen=True, slots=True)
class SourceInfo:
    """Where a program came from: recorded in artifacts and used in every diagnostic."""

    name: str  # basename of the input file (or the name given to `load_bytes`)
    sha256: str  # hex digest of the input bytes
    format: str  # FORMAT_TEXT | FORMAT_BYTECODE | FORMAT_PORTABLE
    stablehlo_version: str | None  # producer version of a portable artifact, e.g. "1.15.0"
    # The entry's argument types as written, when `--shape` specialized it ("tensor<?x16xf32>")
    specialized_from: tuple[str, ...] | None = None


def read_source(path: str | os.PathLike[str]) -> tuple[bytes, str]:
    """The file's bytes and its basename; FrontendError if it cannot be read."""
    shown = os.fspath(path)
    if os.path.isdir(shown):
        raise FrontendError(f"{shown}: is a directory, not a StableHLO module file")
    try:
        with open(shown, "rb") as f:
            return f.read(), os.path.basename(shown)
    except FileNotFoundError:
        raise FrontendError(f"{shown}: no such file") from None
    except OSError as e:
        raise FrontendError(f"{shown}: cannot read the file: {e.strerror or e}") from None


def describe_source(data: bytes, name: str) -> SourceInfo:
    """Detect the format by content: MLIR bytecode starts with `ML\\xefR`; a StableHLO portable
    artifact is bytecode whose producer string starts with `StableHLO_v`; anything else is
    treated as MLIR text."""
    digest = hashlib.sha256(data).hexdigest()
    if not data.startswith(BYTECODE_MAGIC):
        return SourceInfo(name, digest, FORMAT_TEXT, None)
    producer = bytecode_producer(data)
    if producer is not None and producer.startswith(PORTABLE_PRODUCER_PREFIX):
        version = producer[len(PORTABLE_PRODUCER_PREFIX):]
        return SourceInfo(name, digest, FORMAT_PORTABLE, version)
    return SourceInfo(name, digest, FORMAT_BYTECODE, None)


def bytecode_producer(data: bytes) -> str | None:
    """The producer string of an MLIR bytecode header (magic, version varint, NUL-terminated
    producer), or None if the header is malformed."""
    pos = len(BYTECODE_MAGIC)
    if pos >= len(data):
        return None
    # MLIR's PrefixVarInt: the number of trailing zero bits of the first byte, plus one, is the
    # encoded length in bytes (a zero first byte means 9 bytes).
    first = data[pos]
    length = 9 if first == 0 else (first & -first).bit_length()
    pos += length
    end = data.find(b"\x00", pos)
    if end < 0:
        return None
    try:
        return data[pos:end].decode("utf-8")
    except UnicodeDecodeError:
        return None


def version_tuple(version: str) -> tuple[int, ...] | None:
    """`"1.15.0"` -> (1, 15, 0); None if not dotted integers."""
    try:
        return tuple(int(part) for part in version.split("."))
    except ValueError:
        return None
