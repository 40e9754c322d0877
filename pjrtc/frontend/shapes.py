"""Static shapes for a module's dynamic arguments (`pjrtc compile --shape ARG=DIMS`).

`jax.export` with symbolic dimensions writes one module for every batch size: arguments of
type `tensor<?x64xf32>`, dimension sizes read with `get_dimension_size`, shapes built at run
time (`dynamic_broadcast_in_dim`, ...) and `shape_assertion` custom calls. pjrtc compiles such
a module by specialization: the user gives each dynamic argument's shape, the frontend refines
the module to those static shapes (stablehlo.py), and what is left is an ordinary static
module. This module parses the user's specifications and turns them into the entry function's
new argument types; it needs no jaxlib.
"""

from __future__ import annotations

import re

from pjrtc.errors import FrontendError

Shapes = tuple[tuple[str, tuple[int, ...]], ...]  # (argument position or name, static sizes)

_DIMS = re.compile(r"\d+(x\d+)*")
_TENSOR = re.compile(r"tensor<((?:[0-9?]+x)*)([^<>]*(?:<[^<>]*>)?)>")


def parse_specialization(text: str) -> Shapes:
    """`"0=8x16,mask=8x4"` -> (("0", (8, 16)), ("mask", (8, 4))); ValueError if malformed."""
    return tuple(parse_shape(part) for part in text.split(","))


def parse_shape(text: str) -> tuple[str, tuple[int, ...]]:
    """`"ARG=8x224x224x3"` -> ("ARG", (8, 224, 224, 3)); ValueError with what is wrong."""
    arg, sep, dims = text.rpartition("=")
    if not sep or not arg:
        raise ValueError(f"{text!r} is not ARG=DIMS (for example 0=8x224x224x3 or x=8x64)")
    if not _DIMS.fullmatch(dims):
        raise ValueError(f"{text!r}: the shape {dims!r} is not sizes joined by 'x' "
                         "(for example 8x224x224x3)")
    return arg, tuple(int(d) for d in dims.split("x"))


def refined_types(shapes: Shapes, names: list[str | None], types: list[str]) -> list[str]:
    """The entry function's argument types with `shapes` applied. An argument is named by its
    position or by its name (`names`, as `pjrtc inspect` shows them); each given shape must
    keep the argument's rank and its static sizes. FrontendError for any mismatch."""
    listing = "; ".join(f"{i}" + (f" ({n})" if n else "") + f": {t}"
                        for i, (n, t) in enumerate(zip(names, types)))
    out = list(types)
    given: set[int] = set()
    for arg, dims in shapes:
        i = _position(arg, names, len(types), listing)
        if i in given:
            raise FrontendError(f"--shape gives argument {i} twice")
        given.add(i)
        out[i] = _with_dims(types[i], dims, f"--shape {arg}=" + "x".join(map(str, dims)) +
                            f" does not fit argument {i}")
    return out


def _position(arg: str, names: list[str | None], count: int, listing: str) -> int:
    if arg.isdigit():
        if int(arg) < count:
            return int(arg)
    else:
        found = [i for i, n in enumerate(names) if n == arg]
        if len(found) == 1:
            return found[0]
    raise FrontendError(f"--shape names argument {arg!r}, which the entry function "
                        f"does not have (its arguments: {listing or 'none'})")


def _with_dims(ttype: str, dims: tuple[int, ...], problem: str) -> str:
    found = _TENSOR.fullmatch(ttype)
    if found is None:
        raise FrontendError(f"{problem}: it has type {ttype}, not a ranked tensor")
    old = found.group(1).split("x")[:-1]
    if len(old) != len(dims):
        raise FrontendError(f"{problem}: {ttype} has rank {len(old)}, the shape {len(dims)}")
    for d, (was, new) in enumerate(zip(old, dims)):
        if was != "?" and int(was) != new:
            raise FrontendError(f"{problem}: dimension {d} of {ttype} is {was}, not {new}")
    element = found.group(2).split(",")[0]  # a bounds encoding goes with the dynamism
    return "tensor<" + "".join(f"{d}x" for d in dims) + element + ">"


# A location MLIR cannot place ('<unknown>:0: loc("shape_assertion"): ...'): its name only.
_UNKNOWN_LOC = re.compile(r'^<unknown>:0: (?:loc\("([^"]*)"\))?')


def refinement_message(text: str, source: str) -> str:
    """jaxlib's refinement errors, one line each: without the status prefix, the notes
    (MLIR's dump of the failing op, the Python call stack JAX records in locations) and the
    source excerpts under locations (indented); the input's locations named as in every
    other message (MLIR calls the buffer "-"; `source` is the input's name)."""
    text = text.split("UNKNOWN: ", 1)[-1]
    lines = [line for line in text.splitlines()
             if line.strip() and not line[0].isspace() and ": note: " not in line]
    lines = [source + line[1:] if line.startswith("-:") else line for line in lines]
    lines = [_UNKNOWN_LOC.sub(r"\1", line.replace(": error: ", ": ", 1)) for line in lines]
    return "\n".join(lines)
