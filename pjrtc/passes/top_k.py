"""Top-k: a sort of which only the first k elements along its dimension are read, computed by
selection instead of sorting every element (graph -> graph, part of sort's expansion).

Why: `lax.top_k` (Hugging Face's beam search and top-k sampling use it every token) reaches
the compiler as its decomposition, a sort of the whole row and a slice of its first k
elements. GPT-2's beam search sorted 4 x 1000 scores a token through a 78-stage network for
the best 8: most of the token.

Selection folds the row into k slots in order, each slot holding one element (every operand's
value at it), sorted, and a count of the slots filled: an element goes in when the slots are
not full or it comes before the last one, after the slots it does not come before, the
slots from there moving one down. The test is the sort's own order (`less` of passes/sort.py:
the comparator where comp(x, y) and comp(y, x) differ, else position), so equal elements stay
in input order, NaNs where the comparator puts them, and the result is exactly the sort's
first k elements. Where the comparator is one strict compare (GT or LT, what `lax.top_k`
and `jnp.sort` give), comp(x, y) alone is that order for an x after y. A row costs n
comparisons while its elements miss the slots, k more for an element that enters; the slots'
update is one branch the device skips (`lazy`: the reduce's update selects are evaluated only
on the side taken, pjrtc/lower's `_reduce_kernel`). The reduce writes each operand's k slots
as one buffer with a last axis of k (`columns`: kernel IR's `column` outputs), so a launch
reading them has one argument per operand, not k (each costs about 0.17 us a launch on the
OpenCL CPU device), and reads them with one load, not a choice among k buffers.

Used when every result of the sort is read only through such slices (same k), k is at most
`MAX_K`, and the rows are at least 4k long (shorter ones sort as fast).
"""

from __future__ import annotations

from pjrtc.ir.builder import GraphBuilder, every_node, node_graphs
from pjrtc.ir.tensor import DType, Graph, Node, Op, TensorType, Value
from pjrtc.passes.lift import scalar_graph

# The slots' update is k * m selects and k comparisons, code the device compiler builds:
# k = 50 (Hugging Face's top-k sampling) builds in about 0.1 s, and larger k sorts as before.
MAX_K = 64


def sorted_prefixes(graph: Graph) -> dict[int, int]:
    """k for every sort of `graph` (nested graphs too) whose results are read only as their
    first k elements along the sort dimension (by its first result's id)."""
    readers: dict[int, list[Node | None]] = {}
    graphs = [graph] + [sub for node in every_node(graph) for sub in node_graphs(node)]
    for g in graphs:
        for node in g.nodes:
            for v in node.operands:
                readers.setdefault(v.id, []).append(node)
        for v in g.results:
            readers.setdefault(v.id, []).append(None)  # read as a graph's result
    kept: dict[int, int] = {}
    for node in every_node(graph):
        if node.op is Op.SORT:
            k = _prefix(node, readers)
            if k is not None:
                kept[node.results[0].id] = k
    return kept


def _prefix(sort: Node, readers: dict[int, list[Node | None]]) -> int | None:
    dim = sort.attrs["dimension"]
    shape = sort.results[0].type.shape
    ks = set()
    for result in sort.results:
        for reader in readers.get(result.id, ()):
            if reader is None or reader.op is not Op.SLICE:
                return None
            a = reader.attrs
            limit = tuple(a["limit_indices"])
            if (any(a["start_indices"]) or any(s != 1 for s in a["strides"])
                    or limit[:dim] + limit[dim + 1:] != shape[:dim] + shape[dim + 1:]):
                return None
            ks.add(limit[dim])
    if len(ks) != 1:
        return None
    (k,) = ks
    if any(r.type.dtype.is_complex for r in sort.results):
        return None  # complex operands become (re, im) pairs after this pass
    return k if 0 < k <= MAX_K and 4 * k <= shape[dim] else None


def select_top_k(b: GraphBuilder, comparator: Graph, operands: list[Value], dim: int, k: int,
                 less) -> list[Value]:
    """The sort of `operands` along `dim` by `comparator`, its first `k` elements exact and
    the rest zeros (only the first k are read). `less(sb, comparator, xs, ys, x_first)` is
    sort.py's order."""
    shape = operands[0].type.shape
    n, m = shape[dim], len(operands)
    rows = shape[:dim] + shape[dim + 1:]
    count_type = DType.I32

    def fold(sb: GraphBuilder, params: tuple[Value, ...]) -> list[Value]:
        """(slot 0's m values, ..., slot k-1's, count) <- (an element's m values)."""
        slots = [params[t * m:(t + 1) * m] for t in range(k)]
        count, x = params[k * m], params[k * m + 1:]

        def filled(t: int) -> Value:
            return sb.compare("GT", count, sb.constant(t, count_type))

        def goes_before(t: int) -> Value:
            """x belongs at or before slot t: the slot is empty or x comes before it (x comes
            after every element in the slots)."""
            return sb.binary(Op.OR, sb.unary(Op.NOT, filled(t)),
                             less(sb, comparator, x, slots[t], None))

        before = [goes_before(t) for t in range(k)]
        enters = before[k - 1]
        out: list[Value] = []
        for t in range(k):
            for o in range(m):
                new = sb.select(before[t], x[o], slots[t][o])
                if t > 0:
                    new = sb.select(before[t - 1], slots[t - 1][o], new)
                out.append(sb.select(enters, new, slots[t][o]))  # lazy: see the docstring
        full = sb.compare("GE", count, sb.constant(k, count_type))
        out.append(sb.select(full, count, sb.binary(Op.ADD, count, sb.constant(1, count_type))))
        return out

    # A reduce folds as many inputs as it has accumulators: the slots and the count read
    # nothing of theirs (zeros), only the operands' m values.
    inits = [b.constant(0, v.type.dtype) for _ in range(k) for v in operands]
    inits.append(b.constant(0, count_type))
    inputs = operands + [b.splat(0, i.type.dtype, shape) for i in inits[m:]]
    scalars = [TensorType((), i.type.dtype) for i in inits]
    body = scalar_graph(b, scalars * 2, lambda sb, p: fold(sb, p[:len(inits)]
                                                              + p[len(inits):len(inits) + m]))
    folded = b.reduce(inputs, inits, (dim,), body, in_order=True, lazy=True, columns=(k, m))
    results = []
    for o, v in enumerate(operands):
        top = folded[o]  # rows + (k,): the k first at the sort dimension
        last = len(rows)
        if dim != last:
            top = b.transpose(top, tuple(range(dim)) + (last,) + tuple(range(dim, last)))
        zeros = b.splat(0, v.type.dtype, rows[:dim] + (n - k,) + rows[dim:])
        results.append(b.concatenate([top, zeros], dim))
    return results
