"""Graph-to-graph rewriting: replace tensor IR nodes by sequences of simpler nodes.

Ops such as sort, batch_norm, rng_bit_generator or complex arithmetic are *expanded* before
lowering into ops the lowering already knows, the way XLA's expander passes work. A rule gets a
`GraphBuilder` (pjrtc/ir/builder.py) and the node; it emits replacement nodes and returns the
values that stand for the node's results. `rewrite_graph` runs rules over a whole graph (nested
bodies included), substituting the returned values for the old results everywhere after.

Emitted nodes keep the expanded node's source location, so diagnostics and the artifact's
kernel source lists still point at the user's op.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from pjrtc.ir.builder import GraphBuilder, every_node, max_value_id, with_graphs
from pjrtc.ir.tensor import Graph, Node, Op, Value

Rule = Callable[[GraphBuilder, Node], Sequence[Value]]


def rewrite_graph(graph: Graph, rules: dict[Op, Rule]) -> Graph:
    """`graph` with every node whose op has a rule replaced by what the rule emits. Rules see
    the node with its operands already substituted; nested graphs are rewritten too."""
    if not rules or not _has_rule(graph, rules):
        return graph
    builder = GraphBuilder(max_value_id(graph) + 1)
    return _rewrite(graph, rules, builder, {})


def _has_rule(graph: Graph, rules: dict[Op, Rule]) -> bool:
    return any(node.op in rules for node in every_node(graph))


def _rewrite(graph: Graph, rules: dict[Op, Rule], builder: GraphBuilder,
             subst: dict[int, Value]) -> Graph:
    def s(v: Value) -> Value:
        return subst.get(v.id, v)

    out: list[Node] = []
    for node in graph.nodes:
        node = with_graphs(replace(node, operands=tuple(s(v) for v in node.operands)),
                            lambda g: _rewrite(g, rules, builder, subst))
        rule = rules.get(node.op)
        if rule is None:
            out.append(node)
            continue
        builder.nodes, builder.loc = [], node.loc
        new = tuple(rule(builder, node))
        assert len(new) == len(node.results), (node.op, len(new), len(node.results))
        for old, value in zip(node.results, new):
            assert old.type == value.type, (node.op, old.type, value.type)
            subst[old.id] = value
        out.extend(builder.nodes)
    return replace(graph, nodes=tuple(out), results=tuple(s(v) for v in graph.results))
