"""What a custom-call rule receives and raises: the interface of pjrtc/frontend/custom_calls.py.

A rule (`CustomCallRule`) gets a `GraphBuilder` and the `CustomCall`; it returns one Value per
tensor result, or raises `CustomCallError`. The registry (custom_calls.py) imports the modules
holding rules (lapack_calls.py, approx_top_k.py); they take these names from here, never from
the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pjrtc.frontend import shardy
from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Graph, TensorType, Value


@dataclass(frozen=True, slots=True)
class CustomCall:
    """One stablehlo.custom_call as its rule sees it."""

    target: str
    operands: tuple[Value, ...]  # the tensor operands, in order (tokens left out)
    result_types: tuple[TensorType, ...]  # of the tensor results, in order (tokens left out)
    attrs: dict[str, Any]  # all of the op's attributes, decoded as in raw.RawOp
    loc: str
    # The functions `called_computations` names, each as a Graph over its arguments (a
    # comparator, a reducer), with fresh value ids.
    computations: tuple[Graph, ...] = ()
    meshes: Mapping[str, shardy.Mesh] = field(default_factory=dict)  # the module's, by name


class CustomCallError(Exception):
    """A rule cannot compile this form of its target; the message says why."""


CustomCallRule = Callable[[GraphBuilder, CustomCall], Sequence[Value]]
