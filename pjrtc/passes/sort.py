"""Expansion of stablehlo.sort into ops that already lower (data movement and reduce).

Every sort is stable, which is also a valid answer for is_stable = false: elements the
comparator finds equivalent keep their input order. Both algorithms work along the sort
dimension in place (every other dimension indexes independent rows), and both call the
comparator inside reduce bodies, which the lowering turns into scalar code of one kernel: a
comparator of any size, with values it uses several times, is never written to memory.

  less(x, y) = comp(x, y)                 where comp(x, y) != comp(y, x),
               position(x) < position(y)  where they agree (equivalent, or both true for a
                                          non-strict comparator such as LE),

a strict total order for a strict weak order comp (and for LE-like ones). The target's cost
model (`prefer_rank_sort`, its `sort_*` parameters measured on the device) picks the faster one
per op:

* Rank sort (short rows): rank[i] = the number of j with less(x_j, x_i); then result[r] = x[j]
  for the j whose rank is r. Two kernels whatever n is and however many operands there are:
  a reduce over j counting, and one multi-result reduce picking every operand's element of
  rank r. O(B n^2) comparator calls for B rows of n. (With a comparator whose order is not
  transitive ranks can repeat: the result then holds some elements twice and zeros where
  others were. The spec leaves the order undefined for such comparators.)
* Bitonic sorting network (long rows), O(B n log^2 n): rows are padded to N = 2^k and every
  stage of the network is one kernel over the padded tensors. Each stage compares pairs
  (low, high) and swaps those out of order: stage s of block size 2^s first pairs element t
  of each block with its mirror (the network where every merge sorts ascending), then element
  i with i + d for d = 2^(s-2), ..., 1. Each element reads itself and its partner through a
  reshape of the sort dimension to (N / 2d, 2, d) and a reverse (plain index arithmetic), and
  a reduce over a unit axis computes every carried array's new element in one kernel (its
  other results are unused). An original-position operand travels with the values: ties are
  broken by it (stability), and positions >= n mark the padding, which sorts after every
  element. Both elements of a pair evaluate the same less(high, low), so the result is a
  permutation of the input whatever the comparator. k(k+1)/2 stages.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Graph, Node, Op, TensorType, Value
from pjrtc.passes.lift import apply_body, scalar_graph
from pjrtc.passes.top_k import select_top_k
from pjrtc.target import Target


def prefer_rank_sort(rows: int, n: int, target: Target) -> bool:
    """Whether `rows` rows of n elements sort faster by rank than through the network on
    `target`: the rank sort costs a time per comparison, the network a launch per stage plus
    a time per element per stage."""
    k = (n - 1).bit_length()
    per_comparison = target.sort_rank_ns_one_row if rows == 1 else target.sort_rank_ns_rows
    rank = rows * n * n * per_comparison
    network = k * (k + 1) // 2 * (target.sort_network_stage_ns
                                  + rows * (1 << k) * target.sort_network_ns)
    return rank <= network


def expand_sort(b: GraphBuilder, node: Node, target: Target,
                prefixes: dict[int, int] | None = None) -> list[Value]:
    """The sort's expansion; `prefixes` (top_k.sorted_prefixes): k for the sorts of which only
    the first k elements are read, which select them instead (passes/top_k.py)."""
    dim = node.attrs["dimension"]
    shape = node.operands[0].type.shape
    n = shape[dim]
    if n <= 1 or 0 in shape:
        return list(node.operands)  # already sorted
    operands = list(node.operands)
    k = (prefixes or {}).get(node.results[0].id)
    if k is not None:
        return select_top_k(b, node.body, operands, dim, k, _less)
    if prefer_rank_sort(node.operands[0].type.size // n, n, target):
        return _rank_sort(b, node.body, operands, dim)
    return _bitonic_sort(b, node.body, operands, dim)


def _index_type(n: int) -> DType:
    return DType.I32 if n < 2 ** 31 else DType.I64


def _less(b: GraphBuilder, comparator: Graph, xs: Sequence[Value], ys: Sequence[Value],
          x_first: Value | None) -> Value:
    """less(x, y) on 0-d values (in a reduce body): comp(x, y) where comp(x, y) and
    comp(y, x) differ, else `x_first` (whether x's position is before y's; None: x comes
    after y, where a strict comparator's comp(x, y) alone is the order)."""
    def comp(a, c):
        args = [v for pair in zip(a, c) for v in pair]  # (lhs0, rhs0, lhs1, rhs1, ...)
        return apply_body(b, comparator, args, ())[0]

    forward = comp(xs, ys)
    if x_first is None:
        if _strict(comparator):
            return forward
        x_first = b.constant(False, DType.I1)
    differ = b.binary(Op.XOR, forward, comp(ys, xs))
    return b.select(differ, forward, x_first)


def _strict(comparator: Graph) -> bool:
    """Whether the comparator is one GT or LT compare of an operand's lhs and rhs (what
    `lax.top_k` and `jnp.sort` give): then comp(x, y) implies not comp(y, x), and x comes
    before y (for an x after y in the input) exactly when comp(x, y)."""
    if len(comparator.nodes) != 1:
        return False
    (node,) = comparator.nodes
    params = comparator.params
    return (node.op is Op.COMPARE and node.attrs["direction"] in ("GT", "LT")
            and comparator.results == node.results
            and any(node.operands == (params[i], params[i + 1])
                    for i in range(0, len(params), 2)))


def _scalars(values: Sequence[Value]) -> list[TensorType]:
    return [TensorType((), v.type.dtype) for v in values]


# -- rank sort --------------------------------------------------------------------------------

def _rank_sort(b: GraphBuilder, comparator: Graph, operands: list[Value], dim: int
               ) -> list[Value]:
    """Element [..., i, ..., j] of the operands' shape plus a last axis j pairs x[..., j, ...]
    (j along the sort dimension) with x[..., i, ...]; reduces over j count and pick."""
    shape = operands[0].type.shape
    rank, n, m = len(shape), shape[dim], len(operands)
    cube = shape + (n,)
    index = _index_type(n)
    here = tuple(range(rank))
    along_j = here[:dim] + (rank,) + here[dim + 1:]
    at_i = [b.broadcast(x, cube, here) for x in operands]
    at_j = [b.broadcast(x, cube, along_j) for x in operands]
    j_first = b.convert(b.compare("LT", b.iota(cube, index, rank), b.iota(cube, index, dim)),
                        index)

    def count(sb: GraphBuilder, params: tuple[Value, ...]) -> list[Value]:
        """(count, ...) <- (j < i, x_j..., x_i...): count the j before i. The other results
        only pair up with the operands the comparator reads."""
        accs, vals = params[:2 * m + 1], params[2 * m + 1:]
        before = sb.compare("NE", vals[0], sb.constant(0, index))
        less = _less(sb, comparator, vals[1:m + 1], vals[m + 1:], before)
        return [sb.binary(Op.ADD, accs[0], sb.convert(less, index)), *accs[1:]]

    counted = [j_first, *at_j, *at_i]
    rank_of = b.reduce(counted, [b.constant(0, v.type.dtype) for v in counted], (rank,),
                       scalar_graph(b, _scalars(counted) * 2, count), in_order=True)[0]
    # result[..., r, ...] = x[..., j, ...] for the one j with rank_of[..., j, ...] == r.
    has_rank = b.compare("EQ", b.broadcast(rank_of, cube, along_j), b.iota(cube, index, dim))

    def pick(sb: GraphBuilder, params: tuple[Value, ...]) -> list[Value]:
        """(acc..., found) <- (x_j..., rank_j == r): keep x_j where it has rank r."""
        accs, vals = params[:m + 1], params[m + 1:]
        found = vals[m]
        return ([sb.select(found, v, acc) for acc, v in zip(accs[:m], vals[:m])]
                + [sb.binary(Op.OR, accs[m], found)])

    picked = [*at_j, has_rank]
    return list(b.reduce(picked, [b.constant(0, v.type.dtype) for v in picked], (rank,),
                         scalar_graph(b, _scalars(picked) * 2, pick), in_order=True)[:m])


# -- bitonic sort ---------------------------------------------------------------------------

def _stages(size: int):
    """(d, mirror) for every stage of the network on `size` = 2^k elements, in order: per
    block size 2d, first the mirror stage, then the stages pairing i with i + d' for
    d' = d/2, ..., 1 (each inside blocks of 2d')."""
    block = 2
    while block <= size:
        yield block // 2, True
        d = block // 4
        while d >= 1:
            yield d, False
            d //= 2
        block *= 2


def _bitonic_sort(b: GraphBuilder, comparator: Graph, operands: list[Value], dim: int
                  ) -> list[Value]:
    shape = operands[0].type.shape
    n, m = shape[dim], len(operands)
    size = 1 << (n - 1).bit_length()
    padded = size != n
    full = shape[:dim] + (size,) + shape[dim + 1:]
    index = _index_type(size)
    # Positions travel with the values: tie-breaks (stability, which costs only their
    # bandwidth, so unstable sorts get it too), and which elements are padding.
    values = [_pad(b, x, dim, size) for x in operands] + [b.iota(full, index, dim)]
    body_types = (_scalars(values) * 2 + [TensorType((), DType.I1)]) * 2
    pairs = dim + 1  # the axis of the (..., G, 2, d, ...) view holding each pair
    for d, mirror in _stages(size):
        view = shape[:dim] + (size // (2 * d), 2, d) + shape[dim + 1:]
        unit = view + (1,)  # a reduce over this last axis computes one stage in one kernel
        quads = [b.reshape(v, view) for v in values]
        turn = (pairs, pairs + 1) if mirror else (pairs,)
        partners = [b.emit1(Op.REVERSE, (q,), q.type, dimensions=turn) for q in quads]
        is_high = b.compare("NE", b.iota(view, DType.I32, pairs), b.splat(0, DType.I32, view))
        inputs = [b.reshape(v, unit) for v in (*quads, *partners, is_high)]
        stage = scalar_graph(b, body_types, lambda sb, params: _stage_body(
            sb, comparator, params, m, n, padded))
        out = b.reduce(inputs, [b.constant(0, v.type.dtype) for v in inputs], (len(view),),
                       stage, in_order=True)
        values = [b.reshape(v, full) for v in out[:len(values)]]
    if padded:
        return [b.slice(v, (0,) * len(shape), shape) for v in values[:m]]
    return values[:m]


def _stage_body(sb: GraphBuilder, comparator: Graph, params: tuple[Value, ...], m: int, n: int,
                padded: bool) -> list[Value]:
    """One compare-exchange: (acc..., self..., partner..., is_high) -> the new self... (the
    accumulators hold only the reduce's init: the unit axis has one element). Its other
    results are the partners and the flag, unused."""
    c = m + 1  # carried arrays: the operands, then the positions
    vals = params[2 * c + 1:]
    selves, partners, is_high = vals[:c], vals[c:2 * c], vals[2 * c]
    low = [sb.select(is_high, p, s) for s, p in zip(selves, partners)]
    high = [sb.select(is_high, s, p) for s, p in zip(selves, partners)]
    pos_low, pos_high = low[m], high[m]
    high_first = sb.compare("LT", pos_high, pos_low)
    swap = _less(sb, comparator, high[:m], low[:m], high_first)
    if padded:  # padding (position >= n) sorts after everything, by position
        limit = sb.constant(n, pos_low.type.dtype)
        both_real = sb.binary(Op.AND, sb.compare("LT", pos_low, limit),
                              sb.compare("LT", pos_high, limit))
        swap = sb.select(both_real, swap, high_first)
    return [sb.select(swap, p, s) for s, p in zip(selves, partners)] + [*partners, is_high]


def _pad(b: GraphBuilder, x: Value, dim: int, size: int) -> Value:
    shape = x.type.shape
    if size == shape[dim]:
        return x
    high = [0] * len(shape)
    high[dim] = size - shape[dim]
    return b.emit1(Op.PAD, (x, b.constant(0, x.type.dtype)),
                   TensorType(shape[:dim] + (size,) + shape[dim + 1:], x.type.dtype),
                   edge_padding_low=(0,) * len(shape), edge_padding_high=tuple(high),
                   interior_padding=(0,) * len(shape))
