"""Loop-carried values a `while` body returns unchanged become captures of the loop.

Such a value is its initial value on every trip (a model's weights carried through a decode
loop, the bound of a fori_loop), yet as a carried value it gets a buffer of its own and a
kernel copying the initial value in on every call (pjrtc/lower/control.py). As a capture, the
loop's regions read the initial value's buffer in place, and the loop's result is that value.
GPT-2's generate carries its 29 weights this way: 29 launches per call, some copying
megabytes.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir.tensor import Graph, Node, Op, Value
from pjrtc.target import Target


def hoist_loop_invariants(graph: Graph, target: Target) -> Graph:
    """`graph` with every unchanged carried value of its loops (nested ones too) replaced by
    its initial value."""
    return _hoist(graph, {})


def _hoist(graph: Graph, renamed: dict[int, Value]) -> Graph:
    """`graph` with its loops' invariants hoisted and every use of a value in `renamed`
    (value id -> replacement; ids are unique across a program's graphs) replaced. Adds the
    hoisted carried values of its loops to `renamed`."""
    nodes = []
    for node in graph.nodes:
        node = _rename(node, renamed)
        if node.op is Op.WHILE:
            node = _drop_invariants(node, renamed)
        nodes.append(node)
    return replace(graph, nodes=tuple(nodes),
                   results=tuple(renamed.get(v.id, v) for v in graph.results))


def _rename(node: Node, renamed: dict[int, Value]) -> Node:
    """`node` reading the replacements in `renamed`, its regions hoisted the same way."""
    attrs = node.attrs
    if node.op is Op.WHILE:
        attrs = {**attrs, "cond": _hoist(attrs["cond"], renamed),
                 "body": _hoist(attrs["body"], renamed)}
    elif "branches" in attrs:
        attrs = {**attrs, "branches": tuple(_hoist(g, renamed) for g in attrs["branches"])}
    return replace(node, operands=tuple(renamed.get(v.id, v) for v in node.operands),
                   attrs=attrs)


def _drop_invariants(node: Node, renamed: dict[int, Value]) -> Node:
    """The loop without the carried values its body returns unchanged: each is renamed to its
    initial value (which joins the captures, after the loop's own operands, Op.WHILE)."""
    n = node.attrs["num_carried"]
    cond, body = node.attrs["cond"], node.attrs["body"]
    carried = node.results
    same = [i for i in range(n) if body.results[i].id == carried[i].id]
    if not same:
        return node
    for i in same:
        renamed[carried[i].id] = node.operands[i]
    kept = [i for i in range(n) if i not in same]
    values = tuple(carried[i] for i in kept)

    def trimmed(graph: Graph, results: tuple[Value, ...]) -> Graph:
        names = tuple(graph.param_names[i] for i in kept) if graph.param_names else ()
        return _hoist(replace(graph, params=values, param_names=names, results=results),
                      renamed)

    inits = tuple(node.operands[i] for i in kept)
    captures = tuple({v.id: v for v in node.operands[n:] + tuple(
        node.operands[i] for i in same)}.values())
    return replace(node, operands=inits + captures, results=values,
                   attrs={**node.attrs, "num_carried": len(kept),
                          "cond": trimmed(cond, cond.results),
                          "body": trimmed(body, tuple(body.results[i] for i in kept))})
