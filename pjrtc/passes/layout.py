"""Convolution layouts (tensor IR -> tensor IR): every convolution in the layout the tiled
kernels want, each conversion done once, at the edge of the region that uses it.

The tiled contraction kernels (passes/tile_contractions.py) take the result's last axis as
their columns and pack the operand that varies along it: a convolution tiles when its output
features are its result's last dimension, and its micro-kernel reads the lhs contiguously when
the input features are the lhs's last dimension. So the layout wanted is batch, spatial
dimensions (in their order), feature for both lhs and result (NHWC, NWC, NDHWC). The kernel's
own order matters little: its pack kernel reads OIHW about as fast as HWIO, and runs at compile
time for constants and once for weights passed as the same device buffers call after call
(plan_buffers' "weights packed once"). PyTorch's NCHW convolutions (torch-xla keeps them as
written) lowered as they are do not tile at all: the result's last axis, W, is read by the lhs.

Each convolution not in that layout is rewritten to it, reading its lhs through a transpose
and giving back its result through one. The transposes are not emitted there: a value is kept
as a *view* `transpose(base, perm)` while layout-agnostic ops pass it on (elementwise ops,
broadcasts of per-channel vectors, batch norm, reduce_window, reduce, pad, concatenate,
transpose itself), which are rewritten to compute on the base instead, their dimension
attributes permuted. The next convolution reads the base directly (its dimension numbers
remapped), so between two convolutions no conversion is left. A view becomes a real transpose
only where an op that is not layout-agnostic reads it (or it is a graph result), once per
value; lowering fuses it into its readers' index maps (pjrtc/lower/rules.py), so it costs a
kernel only as a graph result. An NCHW argument thus enters through the index map of its
first reader (the first convolution's padding, passes/pad_convolutions.py, which this pass
runs before), and a global average pool's reduce leaves the region with no transpose at all.
Convolutions that tile as they are (output features last) are kept, reading views' bases
with their dimension numbers remapped.

A graph with no convolution to rewrite is returned as it is.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from pjrtc.ir.builder import GraphBuilder, max_value_id, node_graphs, with_graphs
from pjrtc.ir.tensor import ELEMENTWISE_OPS, Graph, Node, Op, TensorType, Value
from pjrtc.target import Target

Perm = tuple[int, ...]

# Window attributes with one entry per operand dimension (reduce_window).
_WINDOW_ATTRS = ("window_dimensions", "window_strides", "base_dilations", "window_dilations",
                 "padding")
_PAD_ATTRS = ("edge_padding_low", "edge_padding_high", "interior_padding")


def choose_layouts(graph: Graph, target: Target) -> Graph:
    """`graph` with every convolution in the tiled kernels' layout (see the module docstring).
    Nested graphs (loop bodies, branches) are left as they are."""
    if not any(node.op is Op.CONVOLUTION and _wanted(node) is not None
               for node in graph.nodes):
        return graph
    return _Rewriter(graph).run()


def _wanted(node: Node) -> tuple[Perm, Perm] | None:
    """(lhs order, result order) as the tiled kernels want them (batch, spatial..., feature),
    each as the original dimensions in that order; None when the convolution tiles as it is
    (its output features last: a weight gradient's [0, 1, b, f] result, say)."""
    a = node.attrs
    if a["output_feature_dimension"] == node.result.type.rank - 1:
        return None
    lhs = (a["input_batch_dimension"], *a["input_spatial_dimensions"],
           a["input_feature_dimension"])
    out = (a["output_batch_dimension"], *a["output_spatial_dimensions"],
           a["output_feature_dimension"])
    return lhs, out


def _is_identity(perm: Perm) -> bool:
    return all(i == p for i, p in enumerate(perm))


def _inverse(perm: Perm) -> Perm:
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return tuple(inv)


def _then(first: Perm, second: Perm) -> Perm:
    """The permutation of transpose(transpose(x, first), second)."""
    return tuple(first[s] for s in second)


class _Rewriter:
    """One walk over the graph in order. `views[v.id] = (base, perm)`: the original value v is
    transpose(base, perm) and is not computed itself (unless `_materialize` is asked for it);
    `renamed[v.id]`: v is that value now."""

    def __init__(self, graph: Graph):
        self.graph = graph
        self.b = GraphBuilder(max_value_id(graph) + 1)
        self.views: dict[int, tuple[Value, Perm]] = {}
        self.renamed: dict[int, Value] = {}
        self.producer = {r.id: node for node in graph.nodes for r in node.results}
        self.transposed: dict[tuple[int, Perm], Value] = {}
        self.materialized: set[int] = set()  # views also computed as themselves

    def run(self) -> Graph:
        for node in self.graph.nodes:
            self.b.loc = node.loc
            self._node(node)
        results = tuple(self._materialize(v) for v in self.graph.results)
        nodes = _live(self.b.nodes, results)
        return replace(self.graph, nodes=tuple(nodes), results=results)

    # -- values ------------------------------------------------------------------------------

    def _materialize(self, v: Value) -> Value:
        """The value v itself (a view becomes a transpose, emitted once; readers that take
        views still read its base)."""
        v = self.renamed.get(v.id, v)
        view = self.views.get(v.id)
        if view is None or v.id in self.materialized:
            return v
        base, perm = view
        # The transpose takes v's own id, so nested graphs reading v still find it.
        self.b.nodes.append(Node(Op.TRANSPOSE, (base,), (v,), {"permutation": perm},
                                 self.b.loc))
        self.materialized.add(v.id)
        return v

    def _transpose_of(self, v: Value, perm: Perm) -> Value:
        """transpose(v, perm), emitted once for all its readers."""
        if _is_identity(perm):
            return v
        key = (v.id, perm)
        if key not in self.transposed:
            self.transposed[key] = self.b.transpose(v, perm)
        return self.transposed[key]

    def _view(self, v: Value) -> tuple[Value, Perm] | None:
        v = self.renamed.get(v.id, v)
        return self.views.get(v.id)

    def _define(self, old: Value, new: Value, perm: Perm) -> None:
        """old is transpose(new, perm) from now on."""
        if _is_identity(perm):
            self.renamed[old.id] = new
        else:
            self.views[old.id] = (new, perm)

    def _in(self, v: Value, perm: Perm) -> Value:
        """A value w with transpose(w, perm) == v: v's view base when its permutation is
        `perm`, else built as cheaply as v's producer allows."""
        view = self._view(v)
        inverse = _inverse(perm)
        if view is not None:
            base, own = view
            return self._transpose_of(base, _then(own, inverse))
        v = self.renamed.get(v.id, v)
        producer = self.producer.get(v.id)
        if producer is not None and producer.op is Op.BROADCAST_IN_DIM:
            # A per-channel vector's broadcast: the same vector broadcast along other dims.
            src = self.renamed.get(producer.operands[0].id, producer.operands[0])
            if src.id not in self.views:
                dims = tuple(perm[d] for d in producer.attrs["broadcast_dimensions"])
                return self.b.broadcast(src, _permuted(v.type.shape, inverse), dims)
        if producer is not None and producer.op is Op.CONSTANT:
            array = np.ascontiguousarray(np.transpose(producer.attrs["value"], inverse))
            array.flags.writeable = False
            return self.b.emit1(Op.CONSTANT, (), TensorType(array.shape, v.type.dtype),
                                value=array)
        return self._transpose_of(v, inverse)

    # -- nodes -------------------------------------------------------------------------------

    def _node(self, node: Node) -> None:
        handler = _HANDLERS.get(node.op)
        if node.op in ELEMENTWISE_OPS:
            handler = _Rewriter._elementwise
        if handler is None or not handler(self, node):
            self._keep(node)

    def _keep(self, node: Node) -> None:
        """The node as it is, reading its operands materialized."""
        operands = tuple(self._materialize(v) for v in node.operands)
        node = replace(node, operands=operands)
        if self.renamed:
            node = with_graphs(node, lambda g: _renamed(g, self.renamed))
        self.b.nodes.append(node)

    def _common_perm(self, operands) -> Perm | None:
        """The permutation of the first view among the non-0-d operands, if any."""
        for v in operands:
            if v.type.rank > 0:
                view = self._view(v)
                if view is not None:
                    return view[1]
        return None

    def _emit_like(self, node: Node, operands, perm: Perm, result_perm: Perm | None = None,
                   **attrs) -> None:
        """node over `operands` (in the permuted space); its results are views through
        `result_perm` (default: `perm`)."""
        result_perm = perm if result_perm is None else result_perm
        inverse = _inverse(result_perm)
        types = [TensorType(_permuted(r.type.shape, inverse), r.type.dtype)
                 for r in node.results]
        new = self.b.emit(node.op, operands, types, node.body, **{**node.attrs, **attrs})
        for old, value in zip(node.results, new):
            self._define(old, value, result_perm)

    def _elementwise(self, node: Node) -> bool:
        perm = self._common_perm(node.operands)
        if perm is None:
            return False
        operands = [v if v.type.rank == 0 else self._in(v, perm) for v in node.operands]
        self._emit_like(node, operands, perm)
        return True

    def _transpose(self, node: Node) -> bool:
        view = self._view(node.operands[0])
        if view is None:
            return False
        base, perm = view
        self._define(node.result, base, _then(perm, node.attrs["permutation"]))
        return True

    def _broadcast(self, node: Node) -> bool:
        """A broadcast of a view: of its base, to the dimensions the view's put them."""
        view = self._view(node.operands[0])
        if view is None:
            return False
        base, perm = view
        dims = node.attrs["broadcast_dimensions"]
        self.b.nodes.append(replace(node, operands=(base,), attrs={
            **node.attrs, "broadcast_dimensions": tuple(dims[i] for i in _inverse(perm))}))
        return True

    def _per_dimension(self, node: Node, names: tuple[str, ...], operands: int) -> bool:
        """An op whose first `operands` operands are views with one permutation and whose
        other operands are 0-d (inits, padding values); `names` hold one entry per dimension."""
        perm = self._common_perm(node.operands[:operands])
        if perm is None:
            return False
        ins = [self._in(v, perm) for v in node.operands[:operands]]
        rest = [self._materialize(v) for v in node.operands[operands:]]
        attrs = {name: _permuted(node.attrs[name], _inverse(perm)) for name in names
                 if name in node.attrs}
        self._emit_like(node, ins + rest, perm, **attrs)
        return True

    def _reduce_window(self, node: Node) -> bool:
        return self._per_dimension(node, _WINDOW_ATTRS, len(node.results))

    def _pad(self, node: Node) -> bool:
        return self._per_dimension(node, _PAD_ATTRS, 1)

    def _concatenate(self, node: Node) -> bool:
        perm = self._common_perm(node.operands)
        if perm is None:
            return False
        operands = [self._in(v, perm) for v in node.operands]
        self._emit_like(node, operands, perm, dimension=perm[node.attrs["dimension"]])
        return True

    def _batch_norm(self, node: Node) -> bool:
        perm = self._common_perm(node.operands[:1])
        if perm is None:
            return False
        rest = [self._materialize(v) for v in node.operands[1:]]
        self._emit_like(node, [self._in(node.operands[0], perm)] + rest, perm,
                        feature_index=perm[node.attrs["feature_index"]])
        return True

    def _reduce(self, node: Node) -> bool:
        """A reduce of views: over the base's dimensions; what is left keeps the base's order,
        so the results are views only if that order differs from the original's."""
        n = len(node.results)
        perm = self._common_perm(node.operands[:n])
        if perm is None:
            return False
        ins = [self._in(v, perm) for v in node.operands[:n]]
        inits = [self._materialize(v) for v in node.operands[n:]]
        dims = node.attrs["dimensions"]
        kept = [perm[i] for i in range(len(perm)) if i not in dims]
        order = tuple(sorted(kept).index(d) for d in kept)
        self._emit_like(node, ins + inits, perm, order,
                        dimensions=tuple(sorted(perm[d] for d in dims)))
        return True

    def _convolution(self, node: Node) -> bool:
        """The convolution in the wanted layout, reading its operands' view bases directly
        (a convolution already in it too: its dimension numbers say where they are)."""
        a = node.attrs
        lhs, rhs = node.operands
        lhs_view, kernel_view = self._view(lhs), self._view(rhs)
        wanted = _wanted(node)
        if wanted is None and lhs_view is None and kernel_view is None:
            return False
        source, lhs_perm = lhs_view or (self._materialize(lhs), _identity(lhs))
        kernel, kernel_perm = kernel_view or (self._materialize(rhs), _identity(rhs))
        dims = dict(a, kernel_input_feature_dimension=kernel_perm[
                        a["kernel_input_feature_dimension"]],
                    kernel_output_feature_dimension=kernel_perm[
                        a["kernel_output_feature_dimension"]],
                    kernel_spatial_dimensions=tuple(kernel_perm[d]
                                                    for d in a["kernel_spatial_dimensions"]))
        if wanted is None:  # read the lhs view's base where it is
            dims.update(input_batch_dimension=lhs_perm[a["input_batch_dimension"]],
                        input_feature_dimension=lhs_perm[a["input_feature_dimension"]],
                        input_spatial_dimensions=tuple(lhs_perm[d]
                                                       for d in a["input_spatial_dimensions"]))
            self.b.nodes.append(replace(node, operands=(source, kernel), attrs=dims))
            return True
        lhs_order, out = wanted
        n = len(a["input_spatial_dimensions"])
        dims.update(input_batch_dimension=0, input_spatial_dimensions=tuple(range(1, n + 1)),
                    input_feature_dimension=n + 1, output_batch_dimension=0,
                    output_spatial_dimensions=tuple(range(1, n + 1)),
                    output_feature_dimension=n + 1)
        # The lhs dimensions (batch, spatial..., feature) are these dimensions of `source`.
        new_lhs = self._transpose_of(source, tuple(lhs_perm[d] for d in lhs_order))
        shape = tuple(node.result.type.shape[d] for d in out)
        new = self.b.emit1(Op.CONVOLUTION, (new_lhs, kernel),
                           TensorType(shape, node.result.type.dtype), **dims)
        self._define(node.result, new, _inverse(out))
        return True


_HANDLERS = {
    Op.CONVOLUTION: _Rewriter._convolution,
    Op.TRANSPOSE: _Rewriter._transpose,
    Op.BROADCAST_IN_DIM: _Rewriter._broadcast,
    Op.REDUCE_WINDOW: _Rewriter._reduce_window,
    Op.PAD: _Rewriter._pad,
    Op.CONCATENATE: _Rewriter._concatenate,
    Op.BATCH_NORM_INFERENCE: _Rewriter._batch_norm,
    Op.REDUCE: _Rewriter._reduce,
}


def _identity(v: Value) -> Perm:
    return tuple(range(v.type.rank))


def _permuted(items, inverse: Perm) -> tuple:
    """items of the original dimensions, in the order of the base's: base dimension i is
    original dimension inverse[i]."""
    return tuple(items[i] for i in inverse)


def _renamed(graph: Graph, renamed: dict[int, Value]) -> Graph:
    """A nested graph reading the renamed values under their new names."""
    nodes = tuple(with_graphs(replace(node, operands=tuple(renamed.get(v.id, v)
                                                           for v in node.operands)),
                              lambda g: _renamed(g, renamed))
                  for node in graph.nodes)
    return replace(graph, nodes=nodes,
                   results=tuple(renamed.get(v.id, v) for v in graph.results))


def _live(nodes: list[Node], results: tuple[Value, ...]) -> list[Node]:
    """The nodes the results need (the rewrite leaves the broadcasts and constants it
    replaced unread)."""
    needed = {v.id for v in results}
    kept = []
    for node in reversed(nodes):
        if not any(r.id in needed for r in node.results):
            continue
        kept.append(node)
        needed.update(v.id for v in node.operands)
        for g in node_graphs(node):
            needed.update(_reads(g))
    return kept[::-1]


def _reads(graph: Graph) -> set[int]:
    ids = {v.id for v in graph.results}
    for node in graph.nodes:
        ids.update(v.id for v in node.operands)
        for g in node_graphs(node):
            ids |= _reads(g)
    return ids
