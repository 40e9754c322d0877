"""Building tensor IR: emitting nodes with fresh value ids, and reaching nested graphs.

`GraphBuilder` emits nodes whose value ids are unique across a graph and its nested bodies;
the frontend's custom-call rules and the tensor IR passes build with it. `max_value_id` says
where fresh ids start for a graph; `node_graphs` and `with_graphs` read and rebuild a node's
nested graphs (its body and the regions control-flow ops hold in their attrs).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from pjrtc.ir.tensor import DType, Graph, Node, Op, TensorType, Value


class GraphBuilder:
    """Emits nodes with fresh value ids (unique across the graph and its bodies)."""

    def __init__(self, next_id: int, loc: str = ""):
        self.next_id = next_id
        self.loc = loc
        self.nodes: list[Node] = []

    def new_value(self, ttype: TensorType) -> Value:
        value = Value(self.next_id, ttype)
        self.next_id += 1
        return value

    def emit(self, op: Op, operands: Sequence[Value], result_types: Sequence[TensorType],
             body: Graph | None = None, **attrs: Any) -> tuple[Value, ...]:
        results = tuple(self.new_value(t) for t in result_types)
        self.nodes.append(Node(op=op, operands=tuple(operands), results=results, attrs=attrs,
                               loc=self.loc, body=body))
        return results

    def emit1(self, op: Op, operands: Sequence[Value], result_type: TensorType,
              body: Graph | None = None, **attrs: Any) -> Value:
        return self.emit(op, operands, (result_type,), body, **attrs)[0]

    # -- conveniences for the common ops ------------------------------------------------

    def constant(self, value: Any, dtype: DType, shape: tuple[int, ...] = ()) -> Value:
        array = np.broadcast_to(np.asarray(value, dtype=dtype.numpy), shape)
        array.flags.writeable = False
        return self.emit1(Op.CONSTANT, (), TensorType(tuple(shape), dtype), value=array)

    def unary(self, op: Op, x: Value, dtype: DType | None = None) -> Value:
        return self.emit1(op, (x,), TensorType(x.type.shape, dtype or x.type.dtype))

    def binary(self, op: Op, x: Value, y: Value) -> Value:
        return self.emit1(op, (x, y), x.type)

    def convert(self, x: Value, dtype: DType) -> Value:
        if x.type.dtype is dtype:
            return x
        return self.emit1(Op.CONVERT, (x,), TensorType(x.type.shape, dtype))

    def compare(self, direction: str, x: Value, y: Value, compare_type: str | None = None
                ) -> Value:
        if compare_type is None:
            d = x.type.dtype
            compare_type = "FLOAT" if d.is_float else "SIGNED" if d.is_signed_int else "UNSIGNED"
        return self.emit1(Op.COMPARE, (x, y), TensorType(x.type.shape, DType.I1),
                          direction=direction, compare_type=compare_type)

    def select(self, pred: Value, on_true: Value, on_false: Value) -> Value:
        return self.emit1(Op.SELECT, (pred, on_true, on_false), on_true.type)

    def iota(self, shape: tuple[int, ...], dtype: DType, dimension: int) -> Value:
        return self.emit1(Op.IOTA, (), TensorType(tuple(shape), dtype), iota_dimension=dimension)

    def broadcast(self, x: Value, shape: tuple[int, ...], dims: Sequence[int]) -> Value:
        """broadcast_in_dim: operand dimension i becomes result dimension dims[i]."""
        return self.emit1(Op.BROADCAST_IN_DIM, (x,), TensorType(tuple(shape), x.type.dtype),
                          broadcast_dimensions=tuple(dims))

    def splat(self, value: Any, dtype: DType, shape: tuple[int, ...]) -> Value:
        """A tensor of `shape` filled with `value` (a 0-d constant broadcast)."""
        return self.broadcast(self.constant(value, dtype), tuple(shape), ())

    def reshape(self, x: Value, shape: tuple[int, ...]) -> Value:
        if tuple(shape) == x.type.shape:
            return x
        return self.emit1(Op.RESHAPE, (x,), TensorType(tuple(shape), x.type.dtype))

    def transpose(self, x: Value, permutation: Sequence[int]) -> Value:
        shape = tuple(x.type.shape[p] for p in permutation)
        return self.emit1(Op.TRANSPOSE, (x,), TensorType(shape, x.type.dtype),
                          permutation=tuple(permutation))

    def slice(self, x: Value, start: Sequence[int], limit: Sequence[int],
              strides: Sequence[int] | None = None) -> Value:
        strides = tuple(strides) if strides is not None else (1,) * len(start)
        shape = tuple(max(0, -(-(hi - lo) // s)) for lo, hi, s in zip(start, limit, strides))
        return self.emit1(Op.SLICE, (x,), TensorType(shape, x.type.dtype),
                          start_indices=tuple(start), limit_indices=tuple(limit),
                          strides=strides)

    def concatenate(self, xs: Sequence[Value], dimension: int) -> Value:
        shape = list(xs[0].type.shape)
        shape[dimension] = sum(x.type.shape[dimension] for x in xs)
        return self.emit1(Op.CONCATENATE, tuple(xs), TensorType(tuple(shape), xs[0].type.dtype),
                          dimension=dimension)

    def reduce(self, operands: Sequence[Value], inits: Sequence[Value], dimensions: Sequence[int],
               body: Graph, in_order: bool = False, lazy: bool = False,
               columns: tuple[int, int] | None = None) -> tuple[Value, ...]:
        """A reduce; `in_order` when `body` only works folding the elements one at a time
        into the accumulators, in order (the spec lets a reduce apply its body in any tree
        order, which needs a body and init that form a monoid); `lazy` when each result of
        `body` that is a select is best evaluated on its chosen side only (pjrtc/lower: an
        IF; passes/top_k.py's slots, which most elements leave alone). With `columns` (n, m),
        the first n * m accumulators are n slots of m values each: the reduce's first m
        results hold them with a last axis of n (slot j of value o is accumulator j * m + o),
        the further results one accumulator each, as usual."""
        dims = tuple(sorted(dimensions))
        shape = tuple(d for i, d in enumerate(operands[0].type.shape) if i not in dims)
        types = tuple(TensorType(shape, v.type.dtype) for v in inits)
        if columns is not None:
            n, m = columns
            types = (tuple(TensorType(shape + (n,), t.dtype) for t in types[:m])
                     + types[n * m:])
        attrs = {"dimensions": dims, **({"in_order": True} if in_order else {}),
                 **({"lazy": True} if lazy else {}),
                 **({"columns": columns} if columns is not None else {})}
        return self.emit(Op.REDUCE, (*operands, *inits), types, body, **attrs)

    def scalar_body(self, op: Op, dtype: DType) -> Graph:
        """A reduction body (a, b) -> op(a, b) over 0-d tensors of `dtype` (add, max, ...)."""
        scalar = TensorType((), dtype)
        a, b = self.new_value(scalar), self.new_value(scalar)
        out = self.new_value(scalar)
        node = Node(op=op, operands=(a, b), results=(out,), loc=self.loc)
        return Graph(params=(a, b), nodes=(node,), results=(out,), name="body")

    def sub_builder(self) -> GraphBuilder:
        """A builder for a nested body: shares this one's id counter via `adopt`."""
        return GraphBuilder(self.next_id, self.loc)

    def adopt(self, sub: GraphBuilder) -> None:
        """Continue numbering after the ids `sub` (from `sub_builder`) handed out."""
        self.next_id = max(self.next_id, sub.next_id)


def max_value_id(graph: Graph) -> int:
    """The largest value id in `graph`, bodies included (ids are unique across both)."""
    top = max((p.id for p in graph.params), default=-1)
    for node in graph.nodes:
        top = max([top, *(v.id for v in node.results)])
        for sub in node_graphs(node):
            top = max(top, max_value_id(sub))
    return top


def node_graphs(node: Node) -> tuple[Graph, ...]:
    """Every nested graph of `node`: its body, and the regions of control-flow ops
    (attrs holding Graphs or tuples of Graphs)."""
    graphs = [node.body] if node.body is not None else []
    for value in node.attrs.values():
        if isinstance(value, Graph):
            graphs.append(value)
        elif isinstance(value, tuple) and value and all(isinstance(g, Graph) for g in value):
            graphs.extend(value)
    return tuple(graphs)


def every_node(graph: Graph) -> Iterator[Node]:
    """Every node of `graph` and of the graphs nested in its nodes, each before its own."""
    for node in graph.nodes:
        yield node
        for sub in node_graphs(node):
            yield from every_node(sub)


def with_graphs(node: Node, fn: Callable[[Graph], Graph]) -> Node:
    """`node` with `fn` applied to its body and to every Graph held in its attrs."""
    changes: dict[str, Any] = {}
    if node.body is not None:
        changes["body"] = fn(node.body)
    attrs = dict(node.attrs)
    touched = False
    for key, value in node.attrs.items():
        if isinstance(value, Graph):
            attrs[key], touched = fn(value), True
        elif isinstance(value, tuple) and value and all(isinstance(g, Graph) for g in value):
            attrs[key], touched = tuple(fn(g) for g in value), True
    if touched:
        changes["attrs"] = attrs
    return replace(node, **changes) if changes else node
