"""Apply a region (a Graph over 0-d values) elementwise to whole tensors.

stablehlo.map's computation, stablehlo.sort's comparator and stablehlo.select_and_scatter's
select region are functions of scalars. The expansions of those ops re-emit the region's
nodes on tensors of one shape: each 0-d operand becomes the corresponding full tensor, and
a 0-d constant becomes a broadcast of itself. That is exact for ops that compute every
element on its own (`LIFTABLE` in pjrtc/ops.py); anything else in such a region is reported by
the frontend (`unliftable`) before any expansion runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DATA_MOVEMENT_OPS, Graph, Node, Op, TensorType, Value
from pjrtc.ops import LIFTABLE, SCALAR_IDENTITIES


def apply_body(builder: GraphBuilder, body: Graph, args: Sequence[Value],
               shape: tuple[int, ...], tree: bool = False) -> tuple[Value, ...]:
    """Emit `body` applied elementwise to `args` (tensors of `shape`, one per param; their
    element types are the params'); returns its results as tensors of `shape`.

    With `tree` (only for a body that `fuses_as_tree` on the target: the caller checks), a
    computed value gets its own copy of its computation for every use, so each emitted value
    has one user: the lowering fuses it into that user instead of writing it to a buffer (it
    materializes every value with several users), and the code generator, which merges
    structurally equal expressions, still computes it once per kernel."""
    assert len(args) == len(body.params), (len(args), len(body.params))
    env: dict[int, Value] = {}
    for param, arg in zip(body.params, args):
        assert arg.type == TensorType(shape, param.type.dtype), (arg.type, param.type)
        env[param.id] = arg
    if not tree:
        for node in body.nodes:
            env[node.result.id] = _lift(builder, node, [env[v.id] for v in node.operands],
                                        shape)
        return tuple(env[v.id] for v in body.results)

    producer = {node.result.id: node for node in body.nodes}

    def emit(value: Value) -> Value:  # recursion depth: bounded by fuses_as_tree
        if value.id in env:
            return env[value.id]
        node = producer[value.id]
        out = _lift(builder, node, [emit(v) for v in node.operands], shape)
        if node.op is Op.CONSTANT:
            env[value.id] = out  # a constant costs nothing to share
        return out

    return tuple(emit(v) for v in body.results)


def _lift(builder: GraphBuilder, node: Node, operands: list[Value],
          shape: tuple[int, ...]) -> Value:
    """`node` (0-d) on `operands` (of `shape`)."""
    assert node.op in LIFTABLE, node.op  # the frontend reported it (see `unliftable`)
    if node.op is Op.CONSTANT:
        value = builder.emit1(Op.CONSTANT, (), node.result.type, **node.attrs)
        return builder.broadcast(value, shape, ()) if shape else value
    if node.op in SCALAR_IDENTITIES:
        return operands[0]
    return builder.emit1(node.op, operands, TensorType(shape, node.result.type.dtype),
                         **node.attrs)


# Ops the lowering fuses for free (cost 0 in its accounting against Target.max_inline_cost).
_FREE = DATA_MOVEMENT_OPS | {Op.CONVERT, Op.CONSTANT} | SCALAR_IDENTITIES


def tree_cost(body: Graph) -> int:
    """The lowering's cost of `apply_body(..., tree=True)`: the ops it emits that are neither
    data movement nor conversions."""
    return _tree_sizes(body, lambda node: node.op not in _FREE)


def fuses_as_tree(body: Graph, max_inline_cost: int) -> bool:
    """Whether a tree copy of `body` fits in one fused expression of the lowering, whose
    expressions hold at most `max_inline_cost` ops (the target's): emitting it as a tree then
    writes none of its values to memory. The count of all its ops is bounded too: free ops
    shared at every level would otherwise double at every level."""
    return (tree_cost(body) <= max_inline_cost
            and _tree_sizes(body, lambda node: node.op is not Op.CONSTANT) <= 4 * max_inline_cost)


def _tree_sizes(body: Graph, counts) -> int:
    """The number of nodes `counts` accepts in the tree copy of `body`'s results."""
    size: dict[int, int] = {}
    for node in body.nodes:
        size[node.result.id] = int(counts(node)) + sum(size.get(v.id, 0) for v in node.operands)
    return sum(size.get(v.id, 0) for v in body.results)


def scalar_graph(builder: GraphBuilder, param_types: Sequence[TensorType], build) -> Graph:
    """A body Graph (for reduce or reduce_window) with fresh 0-d params of `param_types`;
    `build(sub_builder, params)` emits its nodes and returns its results."""
    sub = builder.sub_builder()
    params = tuple(sub.new_value(t) for t in param_types)
    results = tuple(build(sub, params))
    builder.adopt(sub)
    return Graph(params=params, nodes=tuple(sub.nodes), results=results, name="body")
