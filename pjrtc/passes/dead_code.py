"""Drop the ops no result of the program needs, inside control-flow regions too, and the
loop-carried values of a `while` that nothing outside the loop, its predicate or another
needed carried value depends on.

Lowering launches a kernel for every op with a kernel builder and runs every control-flow op,
used or not. Exported programs carry such dead code: jax.export keeps what a traced function
computed and threw away (GPT-2's generate runs the model's random initialization, 38 threefry
loops of 5 trips each, only to take the shape of its cache: three quarters of its launches).
XLA drops it before compiling; this pass does the same.

Every op but the collectives is a function of its operands, so an op none of whose results
is needed is dropped whole (a loop that might not end included, as XLA does). Collectives are
kept: every process of a group must take part in them.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir.tensor import Graph, Node, Op
from pjrtc.target import Target

_KEPT = frozenset({Op.ALL_REDUCE, Op.ALL_GATHER, Op.REDUCE_SCATTER, Op.ALL_TO_ALL,
                   Op.COLLECTIVE_PERMUTE})


def drop_dead_code(graph: Graph, target: Target) -> Graph:
    """`graph` without the ops and loop-carried values its results do not depend on."""
    return _prune(graph)


def _prune(graph: Graph) -> Graph:
    """`graph` with only the nodes its results need; nested regions pruned as well."""
    live = {v.id for v in graph.results}
    kept: list[Node] = []
    for node in reversed(graph.nodes):
        if node.op not in _KEPT and not any(r.id in live for r in node.results):
            continue
        node = _prune_while(node, live) if node.op is Op.WHILE else _prune_regions(node)
        live.update(v.id for v in node.operands)
        kept.append(node)
    if len(kept) == len(graph.nodes) and all(a is b for a, b in zip(reversed(kept), graph.nodes)):
        return graph
    return replace(graph, nodes=tuple(reversed(kept)))


def _needed(graph: Graph, wanted) -> set[int]:
    """The ids of the values (params and outer values included) that `wanted`, values of
    `graph`, depend on."""
    live = {v.id for v in wanted}
    for node in reversed(graph.nodes):
        if node.op in _KEPT or any(r.id in live for r in node.results):
            live.update(v.id for v in node.operands)
    return live


def _prune_while(node: Node, live: set[int]) -> Node:
    """The loop without the carried values that neither a needed result, the predicate nor
    (through the body) another kept carried value reads. The results are cond's and body's
    params (Op.WHILE), so one set of positions trims all three."""
    n = node.attrs["num_carried"]
    cond, body = node.attrs["cond"], node.attrs["body"]
    carried = node.results
    in_cond = _needed(cond, cond.results)
    keep = {i for i, v in enumerate(carried) if v.id in live or v.id in in_cond}
    while True:
        read = _needed(body, [body.results[i] for i in keep])
        more = {i for i, v in enumerate(carried) if v.id in read} - keep
        if not more:
            break
        keep |= more
    if len(keep) == n:
        return replace(node, attrs={**node.attrs, "cond": _prune(cond), "body": _prune(body)})
    order = sorted(keep)
    values = tuple(carried[i] for i in order)
    cond = _prune(replace(cond, params=values, param_names=_names(cond, order)))
    body = _prune(replace(body, params=values, param_names=_names(body, order),
                          results=tuple(body.results[i] for i in order)))
    operands = tuple(node.operands[i] for i in order) + node.operands[n:]
    return replace(node, operands=operands, results=values,
                   attrs={**node.attrs, "cond": cond, "body": body, "num_carried": len(order)})


def _names(graph: Graph, order: list[int]) -> tuple[str | None, ...]:
    return tuple(graph.param_names[i] for i in order) if graph.param_names else ()


def _prune_regions(node: Node) -> Node:
    """`node` with the regions in its attrs (if, case) pruned; their results all stay."""
    attrs = node.attrs
    branches = attrs.get("branches")
    if branches is None:
        return node
    return replace(node, attrs={**attrs, "branches": tuple(_prune(g) for g in branches)})
