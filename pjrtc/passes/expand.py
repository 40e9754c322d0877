"""The graph passes run between the frontend and lowering, in order.

1. Expansions: ops with no lowering of their own become sequences of ops that have one
   (`EXPANSIONS`, one rule per op, each in its own module under pjrtc/passes/).
2. Type legalization passes that must see the expanded graph (`LEGALIZATIONS`, in order).

The frontend's `.tir` dump shows the graph before these passes; `lower_graph` only ever sees
the graph after them.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.ir.tensor import Graph, Op
from pjrtc.passes.rewrite import Rule, rewrite_graph

# op -> rule(builder, node) -> replacement values; see pjrtc/passes/rewrite.py.
EXPANSIONS: dict[Op, Rule] = {}

# Whole-graph passes after the expansions, in order.
LEGALIZATIONS: list[Callable[[Graph], Graph]] = []


def prepare_graph(graph: Graph) -> Graph:
    """The graph lowering gets: expansions, then legalizations."""
    graph = rewrite_graph(graph, EXPANSIONS)
    for legalize in LEGALIZATIONS:
        graph = legalize(graph)
    return graph
