"""Short counted loops become straight-line code.

A `while` of the fori_loop form (pjrtc/ir/counted_loops.py) whose counter starts at a constant
and whose bound is a constant runs a trip count known here. Where that count is at most
MAX_TRIPS and the unrolled ops at most MAX_OPS, the loop is replaced by its body's ops
repeated, each trip reading the previous trip's results; the loop's results are the last
trip's.

Why: JAX lowers threefry2x32 on CPU, the generator behind every jax.random draw, as a
fori_loop of 5 trips over ~50 elementwise ops on keys and counters (`use_rolled_loops`).
Rolled, each trip is a host round trip of 9-12 small launches and the carried values' copies;
unrolled, lowering fuses the trips' elementwise ops into a few kernels, as XLA does. The
jax.export train step's two dropout draws took 0.33 of its 1.5 ms rolled. A loop whose body
does real work per trip gains nothing by unrolling but compile time and code size, hence the
op budget.

A loop holding a `stablehlo.rng` op stays a loop: pjrtc keys each rng op by its place in the
program (pjrtc/passes/rng.py), so it draws the same numbers on every trip (README), and its
unrolled copies would each draw others.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace

from pjrtc.ir.builder import every_node, max_value_id, with_graphs
from pjrtc.ir.counted_loops import constant_int, trip_count
from pjrtc.ir.tensor import Graph, Node, Op, Value
from pjrtc.target import Target

MAX_TRIPS = 8
MAX_OPS = 512  # ops after unrolling, those of nested regions counted


def unroll_loops(graph: Graph, target: Target) -> Graph:
    """`graph` with its short counted loops (nested ones too) unrolled."""
    if not any(n.op is Op.WHILE for n in every_node(graph)):
        return graph
    return _unroll(graph, {}, {}, itertools.count(max_value_id(graph) + 1))


def _unroll(graph: Graph, constants: dict[int, Node], renamed: dict[int, Value],
            fresh: Iterator[int]) -> Graph:
    """`graph` with its loops unrolled where they qualify, reading the replacements in
    `renamed` (value id -> value; ids are unique across a program's graphs) and adding the
    unrolled loops' results to it. `constants` holds the CONSTANT nodes of enclosing graphs."""
    constants = constants | {n.results[0].id: n for n in graph.nodes if n.op is Op.CONSTANT}
    nodes: list[Node] = []
    for node in graph.nodes:
        node = with_graphs(replace(node, operands=tuple(renamed.get(v.id, v)
                                                          for v in node.operands)),
                             lambda g: _unroll(g, constants, renamed, fresh))
        trips = _trips(node, constants) if node.op is Op.WHILE else None
        if trips is None:
            nodes.append(node)
            continue
        body, n = node.attrs["body"], node.attrs["num_carried"]
        values = node.operands[:n]
        for _ in range(trips):
            mapping = {p.id: v for p, v in zip(body.params, values)}
            nodes.extend(_copy(b, mapping, fresh) for b in body.nodes)
            values = tuple(mapping.get(v.id, v) for v in body.results)
        renamed.update((r.id, v) for r, v in zip(node.results, values))
    return replace(graph, nodes=tuple(nodes),
                   results=tuple(renamed.get(v.id, v) for v in graph.results))


def _trips(node: Node, constants: dict[int, Node]) -> int | None:
    """The loop's trip count where it is known and short enough to unroll, else None."""
    counted = trip_count(node)
    if counted is None:
        return None
    carried, n = node.results, node.attrs["num_carried"]

    def initial(value: Value) -> int | None:
        if value in carried:
            value = node.operands[:n][carried.index(value)]
        return constant_int(constants.get(value.id))

    start = initial(counted.counter)
    limit = counted.limit if counted.bound is None else initial(counted.bound)
    if start is None or limit is None or start < 0 or limit < 0:
        return None  # negative: an unsigned compare would order them otherwise
    trips = max(0, limit - start)
    body = node.attrs["body"]
    if trips > MAX_TRIPS or trips * _count(body) > MAX_OPS:
        return None
    if any(n.op is Op.RNG for n in every_node(body)):
        return None  # its draws are the same on every trip (the module's docstring)
    return trips


def _count(graph: Graph) -> int:
    return sum(1 for _ in every_node(graph))


def _copy(node: Node, mapping: dict[int, Value], fresh: Iterator[int]) -> Node:
    """`node` with fresh result ids (and fresh ids in its regions), reading `mapping`'s values;
    adds its results to `mapping`."""
    results = tuple(Value(next(fresh), r.type) for r in node.results)
    mapping.update((old.id, new) for old, new in zip(node.results, results))
    copied = replace(node, operands=tuple(mapping.get(v.id, v) for v in node.operands),
                     results=results)
    return with_graphs(copied, lambda g: _copy_graph(g, mapping, fresh))


def _copy_graph(graph: Graph, mapping: dict[int, Value], fresh: Iterator[int]) -> Graph:
    # A while's regions take the loop's results as params (Op.WHILE): copied with the node.
    params = tuple(mapping.get(p.id) or mapping.setdefault(p.id, Value(next(fresh), p.type))
                   for p in graph.params)
    nodes = tuple(_copy(n, mapping, fresh) for n in graph.nodes)
    return replace(graph, params=params, nodes=nodes,
                   results=tuple(mapping.get(v.id, v) for v in graph.results))

