"""Frontend-only values: tokens and tuples, which the tensor IR does not have.

The converter's environment maps each MLIR value to a `FrontendValue`: a tensor `Value`, the
`TOKEN`, or a `TupleValue` of frontend values. Tokens carry no data (they only order side
effects, and pjrtc compiles no op with side effects), so every token is the same `TOKEN`.
Tuples are taken apart where they are used (get_tuple_element), so neither ever reaches the
tensor IR; at the entry function's boundary they are flattened into its tensors
(`tensor_leaves`), tokens left out.

Control-flow ops whose operands, results or region arguments may be tokens or tuples use
`is_token` / `tensor_leaves` / `rebuild` to carry only the tensors.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from pjrtc.ir.tensor import Value


class Token:
    """The value of a `!stablehlo.token`: it holds no data, so one instance (`TOKEN`) serves."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = Token()


@dataclass(frozen=True, slots=True)
class TupleValue:
    """A value of `tuple<...>` type: its elements, in order."""

    elements: tuple[FrontendValue, ...]


FrontendValue = Value | Token | TupleValue


def is_token(value: object) -> bool:
    return isinstance(value, Token)


def is_tuple(value: object) -> bool:
    return isinstance(value, TupleValue)


def tensor_leaves(values: Iterable[FrontendValue]) -> list[Value]:
    """The tensors in `values`, tuples flattened depth-first, tokens left out."""
    out: list[Value] = []
    for value in values:
        if isinstance(value, TupleValue):
            out.extend(tensor_leaves(value.elements))
        elif not is_token(value):
            out.append(value)
    return out


def rebuild(template: FrontendValue, leaves: Iterator[Value]) -> FrontendValue:
    """A value shaped like `template` (tuples, tokens) whose tensors are taken from `leaves`
    in `tensor_leaves` order: the inverse of `tensor_leaves` for one value."""
    if isinstance(template, TupleValue):
        return TupleValue(tuple(rebuild(e, leaves) for e in template.elements))
    if is_token(template):
        return TOKEN
    return next(leaves)


def leaf_names(name: str | None, value: FrontendValue) -> list[str | None]:
    """Names for `tensor_leaves([value])`: `name` for a tensor, `name[i]`, `name[i][j]`, ...
    for the tensors of a tuple (None stays None)."""
    if isinstance(value, TupleValue):
        names: list[str | None] = []
        for i, element in enumerate(value.elements):
            names.extend(leaf_names(None if name is None else f"{name}[{i}]", element))
        return names
    return [] if is_token(value) else [name]

