"""The frontend: a StableHLO file (MLIR text, MLIR bytecode or a StableHLO portable artifact)
in, a verified and normalized tensor IR `Graph` and its `SourceInfo` out.

    graph, info = load_module("model.mlir")

jaxlib is imported on first use, so importing this package stays cheap.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from pjrtc.frontend.shapes import Shapes
from pjrtc.frontend.source import SourceInfo

if TYPE_CHECKING:
    from pjrtc.ir.tensor import Graph

__all__ = ["SourceInfo", "entry_aliases", "entry_signature", "load_bytes", "load_module"]


def load_module(path: str | os.PathLike[str], shapes: Shapes = ()) -> tuple[Graph, SourceInfo]:
    """Read, verify and normalize a StableHLO file; convert its entry function (public @main,
    else the only public function), specialized to static argument `shapes` ((argument
    position or name, sizes) pairs; see shapes.py) if given. Raises FrontendError or
    UnsupportedError."""
    from pjrtc.frontend import stablehlo

    return stablehlo.load_module(path, shapes)


def load_bytes(data: bytes, name: str, shapes: Shapes = ()) -> tuple[Graph, SourceInfo]:
    """As `load_module`, for a file's bytes already in memory; `name` is its basename."""
    from pjrtc.frontend import stablehlo

    return stablehlo.load_bytes(data, name, shapes)


def entry_signature(path: str | os.PathLike[str]) -> tuple[SourceInfo, str, list, list]:
    """(source, entry function name, [(name or None, MLIR type)] of its arguments and of its
    results) of a StableHLO file as written, without converting it: what `--shape` refers to."""
    from pjrtc.frontend import stablehlo

    return stablehlo.entry_signature(path)


def entry_aliases(data: bytes, name: str) -> dict[int, int]:
    """{argument: result} of the entry function's arguments whose memory may become a result
    (`tf.aliasing_output`, as JAX marks donated arguments)."""
    from pjrtc.frontend import stablehlo

    return stablehlo.entry_aliases(data, name)
