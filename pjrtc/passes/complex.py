"""Complex legalization: every complex value becomes two real values, its parts (re, im).

Runs after the expansions (passes/expand.py LEGALIZATIONS), so lowering, codegen and buffer
planning never meet a complex type. Per op:

- arithmetic, elementary functions, and compare, maximum, minimum and clamp (lexicographic
  on (re, im), as the spec says): one real node per result part, marked `complex_part`, whose
  expression lower/complex_math.py builds in the kernel from the packed operands;
- data movement, select, add, subtract, negate: the op once per part;
- dot_general: one real dot_general contracting an extra (re, im) axis of size 2, against the
  rhs stacked as [[re, -im], [im, re]], which gives the result's parts on a last axis;
- convolution: four real convolutions (rr - ii, ri + ir);
- bitcast_convert (complex to complex only, as the spec says): real bitcasts of the parts,
  their pieces regrouped in memory order (each element is its real part's bits, then its
  imaginary part's);
- ops with bodies or regions (reduce, reduce_window, scatter, while, if, case): operands,
  results and region parameters flattened, each complex one into its two parts in place.
  sort, expanded before this pass (passes/sort.py), arrives as such reduces, with its
  comparator's real, imag and complex compares inside.

Complex function parameters and results keep their complex type in the signature
(Graph.abi_param_types / abi_result_types), and their buffers hold (re, im) pairs as numpy
lays them out: the graph reads such a parameter as a real [..., 2] tensor (its parts are
slices that fuse into their users as indexing) and writes such a result as one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any, NamedTuple

from pjrtc.ir.builder import GraphBuilder, max_value_id, node_graphs
from pjrtc.ir.tensor import Graph, Node, Op, TensorType, Value
from pjrtc.ops import COMPLEX_MATH_OPS, LAPACK_OPS


class Parts(NamedTuple):
    """A complex value's real and imaginary parts: real values of its shape."""

    re: Value
    im: Value


def legalize_complex(graph: Graph) -> Graph:
    """`graph` with no complex value left (see the module docstring)."""
    if not _mentions_complex(graph):
        return graph
    return _Legalizer(graph).run()


def pack(b: GraphBuilder, parts: Parts) -> Value:
    """The parts as one real [..., 2] tensor, numpy's complex layout."""
    shape = parts.re.type.shape
    columns = [b.reshape(p, shape + (1,)) for p in parts]
    return b.concatenate(columns, len(shape))


def unpack(b: GraphBuilder, packed: Value) -> Parts:
    """The parts of a real [..., 2] tensor (slices: they fuse into their users)."""
    shape = packed.type.shape[:-1]
    zeros = (0,) * len(shape)
    return Parts(*(b.reshape(b.slice(packed, zeros + (i,), shape + (i + 1,)), shape)
                   for i in (0, 1)))


def _mentions_complex(graph: Graph) -> bool:
    return any(_involves_complex(node) for node in graph.nodes) or any(
        v.type.dtype.is_complex for v in graph.params + graph.results)


def _involves_complex(node: Node) -> bool:
    return (node.op in (Op.COMPLEX, Op.REAL, Op.IMAG)
            or any(v.type.dtype.is_complex for v in node.operands + node.results)
            or any(_mentions_complex(g) for g in node_graphs(node)))


class _RecordingBuilder(GraphBuilder):
    """A GraphBuilder that remembers each value's producer and which values the graph being
    built (not an enclosing one) defines (for `_Legalizer.pack`)."""

    def __init__(self, next_id: int):
        super().__init__(next_id)
        self.producer: dict[int, Node] = {}
        self.local: set[int] = set()

    def new_value(self, ttype: TensorType) -> Value:
        value = super().new_value(ttype)
        self.local.add(value.id)
        return value

    def emit(self, op, operands, result_types, body=None, **attrs):
        results = super().emit(op, operands, result_types, body, **attrs)
        self.producer.update((r.id, self.nodes[-1]) for r in results)
        return results

    def append(self, node: Node) -> None:
        self.nodes.append(node)
        self.producer.update((r.id, node) for r in node.results)
        self.local.update(r.id for r in node.results)


class _Legalizer:
    def __init__(self, graph: Graph):
        self.graph = graph
        self.b = _RecordingBuilder(max_value_id(graph) + 1)
        self.env: dict[int, Value | Parts] = {}  # old value id -> its replacement
        self.packed: dict[tuple[int, int], Value] = {}  # (re id, im id) -> packed, this graph

    def run(self) -> Graph:
        g = self.graph
        self.b.local.update(p.id for p in g.params)
        params, param_types = [], []
        for p in g.params:
            if p.type.dtype.is_complex:
                packed = self.b.new_value(TensorType(p.type.shape + (2,), p.type.dtype.component))
                self.env[p.id] = unpack(self.b, packed)
                params.append(packed)
            else:
                params.append(p)
            param_types.append(p.type if p.type.dtype.is_complex else None)
        self.nodes(g.nodes)
        results = [self.pack(v) if isinstance(v, Parts) else v
                   for v in (self.env.get(r.id, r) for r in g.results)]
        result_types = [r.type if r.type.dtype.is_complex else None for r in g.results]
        return replace(g, params=tuple(params), nodes=tuple(self.b.nodes),
                       results=tuple(results),
                       abi_param_types=_or_empty(param_types),
                       abi_result_types=_or_empty(result_types))

    # -- values ---------------------------------------------------------------------------

    def value(self, v: Value) -> Value:
        out = self.env.get(v.id, v)
        assert isinstance(out, Value), f"complex value %{v.id} used as a real one"
        return out

    def parts(self, v: Value) -> Parts:
        out = self.env[v.id]
        assert isinstance(out, Parts), f"%{v.id} has no parts"
        return out

    def flatten(self, values: Iterable[Value]) -> list[Value]:
        """Each value's replacement, a complex one as its two parts in place."""
        out: list[Value] = []
        for v in values:
            new = self.env.get(v.id, v)
            out.extend(new if isinstance(new, Parts) else (new,))
        return out

    def pack(self, parts: Parts) -> Value:
        """`pack`, once per parts, or the [..., 2] tensor the parts were sliced from (a
        parameter, a dot_general, an fft) when the graph being built defines it."""
        key = (parts.re.id, parts.im.id)
        if key not in self.packed:
            sources = [self._slice_source(p, i) for i, p in enumerate(parts)]
            if sources[0] is not None and sources[0] is sources[1]:
                self.packed[key] = sources[0]
            else:
                self.packed[key] = pack(self.b, parts)
        return self.packed[key]

    def _repacked(self, node: Node) -> Value | None:
        """The [..., 2] tensor x if `node` packs the parts it was sliced into again (what an
        fft expansion emits for real(x), imag(x) of a complex parameter)."""
        if node.op is not Op.CONCATENATE or len(node.operands) != 2:
            return None
        columns = [self.b.producer.get(v.id) for v in node.operands]
        if any(c is None or c.op is not Op.RESHAPE for c in columns):
            return None
        sources = [self._slice_source(c.operands[0], i) for i, c in enumerate(columns)]
        source = sources[0]
        if source is None or source is not sources[1] or source.type != node.result.type:
            return None
        return source if node.attrs["dimension"] == source.type.rank - 1 else None

    def _slice_source(self, part: Value, index: int) -> Value | None:
        """x if `part` is reshape(slice(x, [..., index:index+1])) of a [..., 2] tensor x."""
        reshaped = self.b.producer.get(part.id)
        if reshaped is None or reshaped.op is not Op.RESHAPE:
            return None
        sliced = self.b.producer.get(reshaped.operands[0].id)
        if sliced is None or sliced.op is not Op.SLICE:
            return None
        x = sliced.operands[0]
        if x.id not in self.b.local:  # a region may only read what it lists as captures
            return None
        full = x.type.shape[:-1]
        whole = (sliced.attrs["start_indices"] == (0,) * len(full) + (index,)
                 and sliced.attrs["limit_indices"] == full + (index + 1,)
                 and set(sliced.attrs["strides"]) == {1} and x.type.shape[-1:] == (2,)
                 and part.type.shape == full)
        return x if whole else None

    # -- graphs and nodes -----------------------------------------------------------------

    def nodes(self, nodes: Sequence[Node]) -> None:
        for node in nodes:
            if not _involves_complex(node):
                node = _map_graphs(replace(node, operands=tuple(
                    self.value(v) for v in node.operands)), self.region)
                source = self._repacked(node)
                if source is not None:
                    self.env[node.result.id] = source
                else:
                    self.b.append(node)
                continue
            outs = _RULES[node.op](self, node)
            assert len(outs) == len(node.results), node.op
            for r, out in zip(node.results, outs):
                self.env[r.id] = out

    def region(self, graph: Graph) -> Graph:
        """A nested graph legalized in place: its complex params become two params each
        (a while's params are its node's results, replaced already)."""
        saved = self.b.nodes, self.b.local, self.packed
        self.b.nodes, self.b.local, self.packed = [], set(), {}
        params: list[Value] = []
        for p in graph.params:
            if p.id not in self.env and p.type.dtype.is_complex:
                self.env[p.id] = Parts(*(self.b.new_value(TensorType(p.type.shape,
                                                                     p.type.dtype.component))
                                         for _ in range(2)))
            params.extend(self.flatten([p]))
        self.b.local.update(p.id for p in params)
        self.nodes(graph.nodes)
        results = self.flatten(graph.results)
        nodes = self.b.nodes
        self.b.nodes, self.b.local, self.packed = saved
        return replace(graph, params=tuple(params), nodes=tuple(nodes), results=tuple(results))


def _or_empty(types: list[TensorType | None]) -> tuple[TensorType | None, ...]:
    return tuple(types) if any(t is not None for t in types) else ()


def _map_graphs(node: Node, fn: Callable[[Graph], Graph]) -> Node:
    """`node` with `fn` applied to its body and to the graphs in its attrs (regions)."""
    attrs: dict[str, Any] = {}
    for key, value in node.attrs.items():
        if isinstance(value, Graph):
            value = fn(value)
        elif isinstance(value, tuple) and value and all(isinstance(g, Graph) for g in value):
            value = tuple(fn(g) for g in value)
        attrs[key] = value
    body = fn(node.body) if node.body is not None else None
    return replace(node, attrs=attrs, body=body)


def _part_type(v: Value) -> TensorType:
    return TensorType(v.type.shape, v.type.dtype.component)


# -- rules: (legalizer, node) -> one replacement (Value or Parts) per result -----------------

def _per_part(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """The op applied to the real parts and to the imaginary parts (data movement, select,
    add, subtract, negate); its real operands (indices, predicates) are shared."""
    outs = []
    for i in (0, 1):
        operands = [lg.parts(v)[i] if v.type.dtype.is_complex else lg.value(v)
                    for v in node.operands]
        outs.append(lg.b.emit(node.op, operands, [_part_type(r) for r in node.results],
                              **node.attrs))
    return [Parts(re, im) for re, im in zip(*outs)]


def _math(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """Arithmetic, elementary functions and orderings: one real node per result part whose
    operands are the complex operands packed as [..., 2] tensors (0-d: their parts);
    lower/complex_math.py builds each part's expression in the kernel. Packed operands keep
    a producer's parts together: both parts of a computed operand are written by one kernel,
    not one each."""
    result = node.result
    if result.type.rank == 0:  # scalars, in bodies too (lowered per value, not per element)
        operands = lg.flatten(node.operands)
    else:
        operands = [lg.pack(lg.parts(v)) if v.type.dtype.is_complex else lg.value(v)
                for v in node.operands]
    if not result.type.dtype.is_complex:  # abs, compare
        return [lg.b.emit1(node.op, operands, result.type, **node.attrs, complex_part=None)]
    return [Parts(*(lg.b.emit1(node.op, operands, _part_type(result), **node.attrs,
                               complex_part=i) for i in (0, 1)))]


def _real(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    x = node.operands[0]
    return [lg.parts(x).re if x.type.dtype.is_complex else lg.value(x)]


def _imag(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    x = node.operands[0]
    if x.type.dtype.is_complex:
        return [lg.parts(x).im]
    return [lg.b.splat(0, x.type.dtype, x.type.shape)]


def _complex(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    return [Parts(*(lg.value(v) for v in node.operands))]


def _constant(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    value, part = node.attrs["value"], node.result.type.dtype.component
    shape = node.result.type.shape
    return [Parts(lg.b.constant(value.real, part, shape), lg.b.constant(value.imag, part, shape))]


def _iota(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    t = _part_type(node.result)
    return [Parts(lg.b.iota(t.shape, t.dtype, node.attrs["iota_dimension"]),
                  lg.b.splat(0, t.dtype, t.shape))]


def _convert(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """complex -> complex part by part; real -> complex with a zero imaginary part; complex
    -> real takes the real part (the spec: the imaginary part is ignored)."""
    x, dst = node.operands[0], node.result.type.dtype
    if x.type.dtype.is_complex and dst.is_complex:
        return [Parts(*(lg.b.convert(p, dst.component) for p in lg.parts(x)))]
    if x.type.dtype.is_complex:
        return [lg.b.convert(lg.parts(x).re, dst)]
    return [Parts(lg.b.convert(lg.value(x), dst.component),
                  lg.b.splat(0, dst.component, x.type.shape))]


def _bitcast_convert(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """Between complex types (the spec allows no other pairing with a complex type), in the
    memory layout of the artifact's buffers: an element is its real part's bits, then its
    imaginary part's. complex<f64> -> complex<f32> [..., 2]: the f64 real part becomes piece 0
    (its low and high 32 bits the f32 real and imaginary parts), the imaginary part piece 1;
    complex<f32> [..., 2] -> complex<f64> the reverse. The same type is the identity."""
    x, dst = node.operands[0], node.result.type.dtype
    parts = lg.parts(x)
    if x.type.dtype is dst:
        return [parts]
    b = lg.b
    if x.type.dtype.bits > dst.bits:  # each f64 part splits into an f32 pair
        pairs = [b.emit1(Op.BITCAST_CONVERT, (p,), TensorType(p.type.shape + (2,),
                                                              dst.component)) for p in parts]
        return [Parts(*(_join_last(b, [_last(b, q, i) for q in pairs]) for i in (0, 1)))]
    # piece i (the last axis) of both f32 parts joins into f64 part i
    wide = TensorType(x.type.shape[:-1], dst.component)
    joined = [_join_last(b, [_last(b, p, i) for p in parts]) for i in (0, 1)]
    return [Parts(*(b.emit1(Op.BITCAST_CONVERT, (j,), wide) for j in joined))]


def _last(b: GraphBuilder, x: Value, i: int) -> Value:
    """x[..., i:i + 1]: element i of the last axis, which it keeps (with size 1)."""
    shape = x.type.shape
    return b.slice(x, (0,) * (len(shape) - 1) + (i,), shape[:-1] + (i + 1,))


def _join_last(b: GraphBuilder, xs: Sequence[Value]) -> Value:
    return b.concatenate(xs, xs[0].type.rank - 1)


def _dot_general(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    lhs, rhs = node.operands
    a = node.attrs
    rhs_re, rhs_im = lg.parts(rhs)
    minus_im = lg.b.unary(Op.NEGATE, rhs_im)
    # rhs2[..., c, o]: output part o takes part c of the lhs times this
    rhs2 = _stack(lg.b, [_stack(lg.b, [rhs_re, minus_im]), _stack(lg.b, [rhs_im, rhs_re])])
    part = node.result.type.dtype.component
    out = lg.b.emit1(Op.DOT_GENERAL, (lg.pack(lg.parts(lhs)), rhs2),
                     TensorType(node.result.type.shape + (2,), part),
                     lhs_batching_dimensions=a["lhs_batching_dimensions"],
                     rhs_batching_dimensions=a["rhs_batching_dimensions"],
                     lhs_contracting_dimensions=(*a["lhs_contracting_dimensions"],
                                                 lhs.type.rank),
                     rhs_contracting_dimensions=(*a["rhs_contracting_dimensions"],
                                                 rhs.type.rank))
    return [unpack(lg.b, out)]


def _stack(b: GraphBuilder, values: Sequence[Value]) -> Value:
    """Values of one shape stacked on a new last axis."""
    shape = values[0].type.shape
    return b.concatenate([b.reshape(v, shape + (1,)) for v in values], len(shape))


def _convolution(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    x, k = (lg.parts(v) for v in node.operands)
    t = _part_type(node.result)

    def conv(p: Value, q: Value) -> Value:
        return lg.b.emit1(Op.CONVOLUTION, (p, q), t, **node.attrs)

    re = lg.b.binary(Op.SUBTRACT, conv(x.re, k.re), conv(x.im, k.im))
    im = lg.b.binary(Op.ADD, conv(x.re, k.im), conv(x.im, k.re))
    return [Parts(re, im)]


def _packed_linalg(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """cholesky, triangular_solve and the LAPACK ops: the same op on the packed real [..., 2]
    form of its complex operands and results, marked complex (its kernel does complex
    arithmetic on the pairs, pjrtc/codegen/field.py); real operands and results (jpvt, info,
    pivots, eigenvalues, singular values) stay as they are."""
    operands = [lg.pack(lg.parts(v)) if v.type.dtype.is_complex else lg.value(v)
                for v in node.operands]
    types = [TensorType(r.type.shape + (2,), r.type.dtype.component)
             if r.type.dtype.is_complex else r.type for r in node.results]
    outs = lg.b.emit(node.op, operands, types, **node.attrs, complex=True)
    return [unpack(lg.b, out) if r.type.dtype.is_complex else out
            for r, out in zip(node.results, outs)]


def _flattened(lg: _Legalizer, node: Node) -> list[Value | Parts]:
    """Ops with bodies or regions: every complex operand, result and region parameter
    becomes its two parts in place. A reduce or scatter still pairs accumulator k with
    value k, a while's carried values stay its results and its regions' parameters."""
    mapped: list[Value | Parts] = []
    for r in node.results:
        if r.type.dtype.is_complex:
            mapped.append(Parts(*(lg.b.new_value(_part_type(r)) for _ in range(2))))
        else:
            mapped.append(r)
        lg.env[r.id] = mapped[-1]
    attrs = dict(node.attrs)
    if node.op is Op.WHILE:
        attrs["num_carried"] = len(lg.flatten(node.operands[:node.attrs["num_carried"]]))
    new = _map_graphs(replace(node, operands=tuple(lg.flatten(node.operands)),
                              results=tuple(lg.flatten(node.results)), attrs=attrs),
                      lg.region)
    lg.b.append(new)
    return mapped


_RULES: dict[Op, Callable[[_Legalizer, Node], list[Value | Parts]]] = {
    **{op: _per_part for op in (
        Op.ADD, Op.SUBTRACT, Op.NEGATE, Op.SELECT, Op.BROADCAST_IN_DIM, Op.RESHAPE,
        Op.TRANSPOSE, Op.SLICE, Op.CONCATENATE, Op.REVERSE, Op.PAD, Op.DYNAMIC_SLICE,
        Op.DYNAMIC_UPDATE_SLICE, Op.GATHER)},
    **{op: _flattened for op in (Op.REDUCE, Op.REDUCE_WINDOW, Op.SCATTER, Op.WHILE, Op.IF,
                                 Op.CASE)},
    **{op: _math for op in COMPLEX_MATH_OPS},
    Op.REAL: _real,
    Op.IMAG: _imag,
    Op.COMPLEX: _complex,
    Op.CONSTANT: _constant,
    Op.IOTA: _iota,
    Op.CONVERT: _convert,
    Op.BITCAST_CONVERT: _bitcast_convert,
    Op.DOT_GENERAL: _dot_general,
    Op.CONVOLUTION: _convolution,
    Op.CHOLESKY: _packed_linalg,
    Op.TRIANGULAR_SOLVE: _packed_linalg,
    **{op: _packed_linalg for op in LAPACK_OPS},
}
