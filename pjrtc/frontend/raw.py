"""A plain-Python mirror of a normalized StableHLO module.

`stablehlo.py` (the only importer of jaxlib.mlir) reads the MLIR module into these records;
`convert.py` builds tensor IR from them. Keeping MLIR objects out of the converter lets it be
read and tested without jaxlib, and keeps MLIR's object lifetimes inside one module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class RawType:
    """An MLIR type as written, with its shape and element type when it is a ranked tensor."""

    text: str  # MLIR spelling: "tensor<?x4xf32>", "!stablehlo.token", "tuple<...>"
    shape: tuple[int | None, ...] | None = None  # None: not a ranked tensor; None dims: dynamic
    element: str | None = None  # "f32", "bf16", "complex<f32>"; None: not a tensor
    elements: tuple[RawType, ...] | None = None  # the member types of a tuple type

    @property
    def is_token(self) -> bool:
        return self.text == "!stablehlo.token"

    @property
    def is_tuple(self) -> bool:
        return self.elements is not None


@dataclass(frozen=True, slots=True)
class Undecodable:
    """An attribute value the reader could not turn into Python (e.g. a bf16 or
    dense_resource constant); `reason` says why."""

    text: str
    reason: str


@dataclass(frozen=True, slots=True)
class RawBlock:
    args: tuple[tuple[int, RawType], ...]  # (value key, type) per block argument
    ops: tuple[RawOp, ...]


@dataclass(frozen=True, slots=True, eq=False)
class RawOp:
    """One MLIR operation. Values are identified by integer keys unique within the module.
    `attrs` holds attributes decoded to Python (tuples of ints, str, bytes for a string that is
    not UTF-8, int, float, bool, numpy arrays, dicts for structured StableHLO attributes,
    `Undecodable`, or the attribute's text)."""

    name: str  # "stablehlo.add", "func.call", ...
    operands: tuple[int, ...]
    results: tuple[tuple[int, RawType], ...]
    attrs: dict[str, Any]
    loc: str  # "file:line:col" or ""
    regions: tuple[RawBlock, ...] = ()


@dataclass(frozen=True, slots=True)
class RawFunc:
    name: str
    public: bool
    body: RawBlock
    arg_names: tuple[str | None, ...]
    arg_locs: tuple[str, ...]
    result_names: tuple[str | None, ...]
    loc: str
