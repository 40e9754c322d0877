"""Typed accessors for untrusted JSON, raising ``ManifestError`` with the field's path.

The loader turns any ``ManifestError`` into an ``ArtifactError`` naming the file; nothing read
from an artifact may surface as a KeyError or TypeError.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

# Every size and count in an artifact is below this (1 TiB): larger values are corrupt.
MAX_BYTES = 2**40
# JSON nesting the runtime accepts. A manifest nests about 3 levels per schedule level
# (MAX_SCHEDULE_DEPTH 32), so ~100 at most; far below Python's recursion limit, so nothing
# that walks parsed JSON recursively (json.dumps of the options, the schedule) can overflow.
MAX_JSON_DEPTH = 160
# Characters in one JSON number: every manifest integer is below MAX_BYTES (13 digits).
MAX_NUMBER_CHARS = 64
_HEX64 = re.compile(r"[0-9a-f]{64}")
# C0 and C1 control characters: names are printed (pjrtc inspect, messages), and escape
# sequences from a file must not reach a terminal.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_IDENTIFIER = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$]*")


class ManifestError(ValueError):
    """A manifest field is missing, of the wrong type, out of range or inconsistent."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        super().__init__(f"{where} {problem}")


def obj(value: Any, where: str, keys: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
    """A JSON object holding exactly ``keys`` (and possibly ``optional``), nothing else."""
    if not isinstance(value, dict):
        raise ManifestError(where, f"must be a JSON object, not {type_name(value)}")
    missing = [k for k in keys if k not in value]
    if missing:
        raise ManifestError(where, f"lacks key(s) {', '.join(missing)}")
    unknown = sorted(k for k in value if k not in keys and k not in optional)
    if unknown:
        raise ManifestError(where, f"has unknown key(s) {', '.join(map(repr, unknown))}")
    return value


def integer(value: Any, where: str, low: int = 0, high: int = MAX_BYTES) -> int:
    """An integer (not a bool) with low <= value <= high."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ManifestError(where, f"must be an integer, not {type_name(value)}")
    if not low <= value <= high:
        raise ManifestError(where, f"is {value}, outside [{low}, {high}]")
    return value


def boolean(value: Any, where: str) -> bool:
    """true or false (not a number)."""
    if type(value) is not bool:
        raise ManifestError(where, f"must be true or false, not {type_name(value)}")
    return value


def string(value: Any, where: str, max_len: int = 4096) -> str:
    """A non-empty string of at most ``max_len`` characters."""
    if not isinstance(value, str):
        raise ManifestError(where, f"must be a string, not {type_name(value)}")
    if not value or len(value) > max_len:
        raise ManifestError(where, f"must hold 1 to {max_len} characters")
    if _CONTROL.search(value):
        raise ManifestError(where, "holds control characters")
    return value


def identifier(value: Any, where: str, max_len: int = 1024) -> str:
    """A kernel name: ASCII letters, digits, "_", "." and "$", not starting with a digit
    (it reaches the device driver as a C string)."""
    text = string(value, where, max_len)
    if not _IDENTIFIER.fullmatch(text):
        raise ManifestError(where, f"is {text[:80]!r}, not a kernel name (letters, digits, "
                            "_ . $; not starting with a digit)")
    return text


def optional_string(value: Any, where: str) -> str | None:
    """A string or null."""
    return None if value is None else string(value, where)


def choice(value: Any, where: str, allowed: tuple[str, ...]) -> str:
    """One of ``allowed``."""
    if value not in allowed:
        raise ManifestError(where, f"is {value!r}, not one of {', '.join(allowed)}")
    return value


def sha256_hex(value: Any, where: str) -> str:
    """64 lower-case hex digits."""
    if not isinstance(value, str) or not _HEX64.fullmatch(value):
        raise ManifestError(where, "must be a sha256 as 64 lower-case hex digits")
    return value


def array(value: Any, where: str, max_len: int = 1_000_000) -> list:
    """A JSON array of at most ``max_len`` items."""
    if not isinstance(value, list):
        raise ManifestError(where, f"must be a JSON array, not {type_name(value)}")
    if len(value) > max_len:
        raise ManifestError(where, f"has {len(value)} items, more than {max_len}")
    return value


def integers(value: Any, where: str, max_len: int, low: int = 0) -> tuple[int, ...]:
    """A JSON array of integers in [low, MAX_BYTES]."""
    items = array(value, where, max_len)
    return tuple(integer(v, f"{where}[{i}]", low) for i, v in enumerate(items))


def type_name(value: Any) -> str:
    """The JSON name of a parsed value's type, for messages."""
    names = {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}
    return names.get(type(value), "number")


def parse_json(data: bytes, what: str, limit: int) -> Any:
    """Decode UTF-8 JSON of at most ``limit`` bytes, nested at most MAX_JSON_DEPTH deep;
    NaN, Infinity, numbers longer than MAX_NUMBER_CHARS and repeated keys are refused."""
    if len(data) > limit:
        raise ManifestError(what, f"is {len(data)} bytes, over the {limit}-byte limit")
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=_refuse_constant,
                           parse_int=_bounded_int, parse_float=_finite_float,
                           object_pairs_hook=_unique_keys)
    except RecursionError:
        raise ManifestError(what, f"nests JSON deeper than {MAX_JSON_DEPTH} levels") from None
    except _RefusedValue as e:
        raise ManifestError(what, str(e)) from None
    except (UnicodeDecodeError, ValueError) as e:  # json.JSONDecodeError is a ValueError
        raise ManifestError(what, f"is not valid JSON ({e})") from None
    if _depth_exceeds(value, MAX_JSON_DEPTH):
        raise ManifestError(what, f"nests JSON deeper than {MAX_JSON_DEPTH} levels")
    return value


class _RefusedValue(ValueError):
    """A JSON value that parses but no manifest holds (raised from json's hooks)."""


def _bounded_int(text: str) -> int:
    # Python refuses to convert integers of more than 4300 digits (a ValueError from deep in
    # json); every manifest integer is below MAX_BYTES (13 digits), so far less is allowed.
    if len(text) > MAX_NUMBER_CHARS:
        raise _RefusedValue(f"holds an integer of {len(text)} digits, longer than any "
                            f"manifest value (at most {MAX_NUMBER_CHARS} characters)")
    return int(text)


def _finite_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _RefusedValue(f"holds a number of {len(text)} characters, longer than any "
                            f"manifest value (at most {MAX_NUMBER_CHARS} characters)")
    value = float(text)
    if not math.isfinite(value):
        raise _RefusedValue(f"holds the number {text}, which overflows to infinity")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # json.loads keeps the last of repeated keys; a manifest whose readers could disagree on
    # a value (another JSON library may keep the first) is refused instead.
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        repeated = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise _RefusedValue(f"repeats the key {repeated[:80]!r} within one JSON object "
                            "(every key must appear once)")
    return value


def _depth_exceeds(value: Any, limit: int) -> bool:
    """True when ``value`` nests arrays/objects more than ``limit`` deep (no recursion)."""
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children
                     if isinstance(child, (dict, list)))
    return False


def _refuse_constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not allowed", name, 0)
