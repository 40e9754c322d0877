"""Attention kernels (kernel IR `Attention`) -> loop IR: the producer, one work-item per
`queries` rows of the scores (consecutive queries of one head), in explicit vector code.

The work-item loads its queries once, `depth` elements in vectors of `lanes` (the target's
`attention_lanes`) and the rest as scalars, then walks the keys in blocks of `block`,
unrolled. Each key vector is loaded once for all the queries, and each query's partial dot
products with it are one vector of multiply-adds. A block of `lanes` keys (a power of two)
is computed as vectors over its keys: a transposed sum (`shuffle`s) turns the keys' partial
vectors into one vector of scores, the logit (scale, mask) is evaluated on it, its maximum
updates the running maximum m, and the weights exp(logit - m) are one vector exp, added to a
vector part of the running sum l. Other blocks (the keys left over, a depth shorter than a
vector) go key by key in scalars. Once per block the running sum and the output columns'
accumulators (vectors along the last column axis, the head dimension where V is contiguous)
are rescaled by exp(m_old - m_new); then each key's weight times its values (loaded once for
all the queries) is added to the columns. At the end each column is its accumulator divided
by l, and the output expressions (an epilogue) run on it.

While every logit so far is -inf (a masked prefix), m is -inf and the exponents are taken
relative to 0 instead, so they are 0 and nothing becomes NaN; a row masked whole ends with
0 / 0, NaN, as softmax gives it.

A kernel with `Attention.updates` (a decode step's cache writes, passes/attention_updates.py)
first makes those of its own rows, then reads its keys and values.

Programs require the target's sub-group size for explicit vector code, as row programs do
(pjrtc/codegen/rows.py), and their code goes in a block of its own after the stack slots.
"""

from __future__ import annotations

from pjrtc.codegen.loop_builder import LoopBuilder
from pjrtc.codegen.vector import RAMP, UNIFORM, VECTOR, Lanes, VectorEvaluator
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Attention, Expr, Kernel, Leaf
from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op
from pjrtc.target import Target

_F32 = DType.F32
_ACC = Expr(Leaf.ACC, _F32, (), 0)


def attention_program(kernel: Kernel, target: Target) -> Program:
    """The loop IR of an attention kernel, for its launch on `target`."""
    assert kernel.attention is not None, kernel.name
    return _Producer(kernel, target).run()


class _Producer(LoopBuilder):
    def __init__(self, kernel: Kernel, target: Target):
        super().__init__(kernel)
        self.target = target
        self.a: Attention = kernel.attention
        self.lanes = target.attention_lanes
        shape = kernel.shape
        columns = [axis for axis in range(len(shape)) if axis not in self.a.row_axes]
        # The column chunks: the other column axes' INDEXes, and the first position and
        # length of a piece of the last column axis (whole vectors, then single elements).
        self.chunks: list[tuple[dict[int, int], int, int]] = []
        inner = columns[-1] if columns else None
        outer_axes = columns[:-1]
        outer_count = 1
        for axis in outer_axes:
            outer_count *= shape[axis]
        for flat in range(outer_count):
            outer, rest = {}, flat
            for axis in reversed(outer_axes):
                outer[axis] = rest % shape[axis]
                rest //= shape[axis]
            if inner is None:
                self.chunks.append((outer, 0, 1))
                continue
            self.chunks.extend((outer, first, n) for first, n in self._split(shape[inner]))
        self.inner = inner

    def _split(self, extent: int) -> list[tuple[int, int]]:
        """(first, count) pieces of an axis: whole vectors, then single elements."""
        whole = extent // self.lanes * self.lanes if self.lanes > 1 else 0
        return ([(first, self.lanes) for first in range(0, whole, self.lanes)]
                + [(first, 1) for first in range(whole, extent)])

    def run(self) -> Program:
        a = self.a
        count = 1
        for extent in a.rows:
            count *= extent
        count //= a.queries
        item = self.emit(Ops.SPECIAL, DType.I64, arg=("global_id", 0))
        (launched,), _ = self.kernel.geometry(self.target)
        inside = (self.emit(Ops.CONST, DType.I1, arg=True) if launched == count else
                  self.emit(Ops.ALU, DType.I1, (item, self.i64(count)),
                            (Op.COMPARE, ("LT", "UNSIGNED"))))
        guard = self.emit(Ops.IF, None, (inside,), True)
        first = self._unflatten(self.mul(item, self.i64(a.queries)), a.rows)
        self.coords = [first[:-1] + [self.add(first[-1], self.i64(m))]
                       for m in range(a.queries)]
        if a.updates:
            self._updates(first)
        self.query = [[self._depth_lanes(a.query, coords, start, n, None)
                       for start, n in self._split(a.depth)] for coords in self.coords]
        self.max = [self.emit(Ops.DEFINE_ACC, _F32, (self.f32(float("-inf")),), f"max{m}")
                    for m in range(a.queries)]
        self.sum = [self.emit(Ops.DEFINE_ACC, _F32, (self.f32(0.0),), f"sum{m}")
                    for m in range(a.queries)]
        vectors = self.lanes > 1 and self.lanes & (self.lanes - 1) == 0
        self.sums = [self.emit(Ops.DEFINE_ACC, _F32, (self._zeros(self.lanes),), f"sums{m}",
                               self.lanes) for m in range(a.queries)] if vectors else []
        self.accs = [[self.emit(Ops.DEFINE_ACC, _F32, (self._zeros(n),), f"acc{m}_{c}", n)
                      for c, (_, _, n) in enumerate(self.chunks)] for m in range(a.queries)]
        whole = a.keys // a.block * a.block
        self.loop(0, whole, a.block, "keys", lambda base: self.block(base, a.block))
        if whole < a.keys:
            self.block(self.i64(whole), a.keys - whole)
        for m in range(a.queries):
            self.store_outputs(m)
        self.emit(Ops.END_IF, None, (guard,))
        return self.program(self.target.explicit_vector_sub_group, "attention")

    def _updates(self, rows: list[int]) -> None:
        """The dynamic updates of this work-item's rows (`Attention.updates`): nested loops
        over the update axes that are no row axes (the row axes are the work-item's), each
        element stored as `store_output` stores it (only where it changes)."""
        a = self.a
        shape = a.update_shape
        index = {axis: rows[row] for row, axis in enumerate(a.update_rows)}
        free = [axis for axis in range(len(shape)) if axis not in index]
        for axis in free:
            index[axis] = self.emit(Ops.RANGE, DType.I64, (self.i64(shape[axis]),), f"u{axis}")
        flat = self._flat_of({k.index(axis): v for axis, v in index.items()}, shape)
        self.memo = {}
        self.leaves = {kind: {} for kind in self.leaves}
        self.leaves[Leaf.INDEX] = index
        for value, expr in self.kernel.outputs[-a.updates:]:
            self.store_output(value, flat if flat is not None else self.i64(0), expr, shape)
        self.memo = {}
        for axis in reversed(free):
            self.emit(Ops.END_RANGE, None, (index[axis],))

    # -- values ---------------------------------------------------------------------------

    def f32(self, value: float) -> int:
        return self.emit(Ops.CONST, _F32, arg=value)

    def _zeros(self, n: int) -> int:
        return self.emit(Ops.CONST, _F32, arg=0.0, lanes=n)

    def alu(self, op: Op, *src: int, dtype: DType = _F32, attr=None, lanes: int = 1) -> int:
        return self.emit(Ops.ALU, dtype, src, (op, attr), lanes)

    def wide(self, x: int, n: int) -> int:
        """The scalar `x` for an operation on n lanes."""
        return self.emit(Ops.SPLAT, _F32, (x,), lanes=n) if n > 1 else x

    def _unflatten(self, flat: int, shape: tuple[int, ...]) -> list[int]:
        """The row-major coordinates of `flat` in `shape`."""
        out, stride = [0] * len(shape), 1
        for axis in range(len(shape) - 1, -1, -1):
            v = flat if stride == 1 else self.emit(Ops.IDIV, DType.I64,
                                                   (flat, self.i64(stride)))
            out[axis] = v if axis == 0 else self.emit(Ops.IREM, DType.I64,
                                                      (v, self.i64(shape[axis])))
            stride *= shape[axis]
        return out

    def _evaluate(self, expr: Expr, leaves: dict[Expr, int], ramp: Expr | None, first: int,
                  n: int, acc: int | None = None, start: int | None = None) -> int:
        """`expr` with these scalar leaves, `ramp` (a leaf) = first .. first + n - 1 (from
        the instruction `start` instead when given) and ACC 0 = `acc`: a vector of n lanes
        when n > 1, else a scalar, evaluated afresh."""
        if n == 1:
            self.memo = {}
            self.leaves = {kind: {} for kind in self.leaves}
            for leaf, v in leaves.items():
                self.leaves[leaf.op][leaf.arg] = v
            if ramp is not None:
                self.leaves[ramp.op][ramp.arg] = self.i64(first)
            if acc is not None:
                self.leaves[Leaf.ACC][0] = acc
            out = self.value(expr)
            self.memo = {}
            return out
        at = {leaf: Lanes(UNIFORM, v) for leaf, v in leaves.items()}
        if ramp is not None:
            at[ramp] = Lanes(RAMP, self.i64(first) if start is None else start)
        if acc is not None:
            at[_ACC] = Lanes(VECTOR, acc)
        lanes = VectorEvaluator(self, n, at)
        return lanes.as_vector(lanes.value(expr))

    @staticmethod
    def _score_leaves(coords: list[int], key: int | None) -> dict[Expr, int]:
        leaves = {k.index(a): v for a, v in enumerate(coords)}
        if key is not None:
            leaves[k.index(len(coords))] = key
        return leaves

    def _depth_lanes(self, expr: Expr, coords: list[int], first: int, n: int,
                     key: int | None) -> int:
        """`expr` (the query or the key) at depths first .. first + n - 1."""
        return self._evaluate(expr, self._score_leaves(coords, key), k.rindex(0), first, n)

    def _output_leaves(self, coords: list[int], outer: dict[int, int]) -> dict[Expr, int]:
        leaves = {k.index(axis): coords[a] for a, axis in enumerate(self.a.row_axes)}
        leaves.update((k.index(axis), self.i64(i)) for axis, i in outer.items())
        return leaves

    def _column_ramp(self) -> Expr | None:
        return k.index(self.inner) if self.inner is not None else None

    # -- one block of keys ----------------------------------------------------------------

    def _partial_scores(self, key: int) -> list[tuple[int | None, int | None]]:
        """Each query's dot product with the key: (a vector of partial sums over the depth's
        whole vectors or None, the sum over the depth left over or None)."""
        a = self.a
        pieces = self._split(a.depth)
        keys = [self._depth_lanes(a.key, self.coords[0], first, n, key) for first, n in pieces]
        out = []
        for query in self.query:
            vector, total = None, None
            for q, kd, (_, n) in zip(query, keys, pieces):
                if n > 1:
                    vector = (self.alu(Op.MULTIPLY, q, kd, lanes=n) if vector is None
                              else self.emit(Ops.FMA, _F32, (q, kd, vector), lanes=n))
                else:
                    total = (self.alu(Op.MULTIPLY, q, kd) if total is None
                             else self.emit(Ops.FMA, _F32, (q, kd, total)))
            out.append((vector, total))
        return out

    def _fold_lanes(self, vector: int, op: Op) -> int:
        """The lanes of `vector` folded with `op` (halves first), a scalar."""
        width = self.lanes
        while width > 1:
            width //= 2
            turned = self.emit(Ops.SHUFFLE, _F32, (vector, vector),
                               tuple((i + width) % self.lanes for i in range(self.lanes)),
                               self.lanes)
            vector = self.alu(op, vector, turned, lanes=self.lanes)
        return self.emit(Ops.LANE, _F32, (vector,), 0)

    def _transpose_sum(self, vectors: list[int]) -> int:
        """The vector whose lane j is the sum of the lanes of vectors[j] (`lanes` vectors, a
        power of two): each level adds the even lanes of two vectors to their odd ones, so
        the sums of 8 keys take 14 shuffles and 7 adds instead of 56 extracts and adds."""
        n = self.lanes
        even, odd = tuple(range(0, 2 * n, 2)), tuple(range(1, 2 * n, 2))
        while len(vectors) > 1:
            vectors = [self.alu(Op.ADD,
                                self.emit(Ops.SHUFFLE, _F32, (x, y), even, n),
                                self.emit(Ops.SHUFFLE, _F32, (x, y), odd, n), lanes=n)
                       for x, y in zip(vectors[::2], vectors[1::2])]
        return vectors[0]

    def _scalar_score(self, partial: tuple[int | None, int | None]) -> int:
        vector, total = partial
        if vector is not None:
            whole = self._fold_lanes(vector, Op.ADD)
            total = whole if total is None else self.alu(Op.ADD, whole, total)
        return total

    def block(self, base: int, size: int) -> None:
        """One block of `size` keys from `base`: as vectors over the keys when it is `lanes`
        keys (a power of two) and the depth has whole vectors, else key by key."""
        a = self.a
        n = self.lanes
        by_vector = size == n > 1 and n & (n - 1) == 0 and a.depth >= n
        keys = [self.add(base, self.i64(j)) for j in range(size)]
        partials = [self._partial_scores(key) for key in keys]  # [key][query]
        weights, scales = [], []
        for m, coords in enumerate(self.coords):
            if by_vector:
                scores = self._transpose_sum([partials[j][m][0] for j in range(size)])
                if partials[0][m][1] is not None:
                    tails = tuple(partials[j][m][1] for j in range(size))
                    scores = self.alu(Op.ADD, scores,
                                      self.emit(Ops.VECTORIZE, _F32, tails, lanes=n), lanes=n)
                logits = self._evaluate(a.logit, self._score_leaves(coords, None),
                                        k.index(len(coords)), 0, n, acc=scores, start=base)
                peak = self._fold_lanes(logits, Op.MAXIMUM)
            else:
                logits = [self._evaluate(a.logit, self._score_leaves(coords, key), None, 0, 1,
                                         acc=self._scalar_score(partials[j][m]))
                          for j, key in enumerate(keys)]
                peak = logits[0]
                for x in logits[1:]:
                    peak = self.alu(Op.MAXIMUM, peak, x)
            old = self.emit(Ops.GET_ACC, _F32, (self.max[m],))
            new = self.alu(Op.MAXIMUM, old, peak)
            self.emit(Ops.SET_ACC, None, (self.max[m], new))
            minus_inf = self.alu(Op.COMPARE, new, self.f32(float("-inf")), dtype=DType.I1,
                                 attr=("EQ", "FLOAT"))
            shift = self.alu(Op.SELECT, minus_inf, self.f32(0.0), new)
            scale = self.alu(Op.EXPONENTIAL, self.alu(Op.SUBTRACT, old, shift))
            total = self.alu(Op.MULTIPLY, self.emit(Ops.GET_ACC, _F32, (self.sum[m],)), scale)
            if self.sums:  # the vector part of the running sum
                vsum = self.alu(Op.MULTIPLY, self.emit(Ops.GET_ACC, _F32, (self.sums[m],),
                                                       lanes=n), self.wide(scale, n), lanes=n)
            if by_vector:
                w = self.alu(Op.EXPONENTIAL, self.alu(Op.SUBTRACT, logits, self.wide(shift, n),
                                                      lanes=n), lanes=n)
                vsum = self.alu(Op.ADD, vsum, w, lanes=n)
                weights.append(w)
            else:
                w = [self.alu(Op.EXPONENTIAL, self.alu(Op.SUBTRACT, x, shift)) for x in logits]
                for x in w:
                    total = self.alu(Op.ADD, total, x)
                weights.append(w)
            self.emit(Ops.SET_ACC, None, (self.sum[m], total))
            if self.sums:
                self.emit(Ops.SET_ACC, None, (self.sums[m], vsum))
            scales.append(scale)
        ramp = self._column_ramp()
        for c, (outer, first, width) in enumerate(self.chunks):
            leaves = self._output_leaves(self.coords[0], outer)
            values = [self._evaluate(a.value, {**leaves, k.rindex(0): key}, ramp, first, width)
                      for key in keys]
            for m in range(a.queries):
                acc = self.accs[m][c]
                v = self.alu(Op.MULTIPLY, self.emit(Ops.GET_ACC, _F32, (acc,), lanes=width),
                             self.wide(scales[m], width), lanes=width)
                for j, value in enumerate(values):
                    w = self._weight(weights[m], j, width)
                    v = self.emit(Ops.FMA, _F32, (w, value, v), lanes=width)
                self.emit(Ops.SET_ACC, None, (acc, v))

    def _weight(self, weights: int | list[int], j: int, width: int) -> int:
        """Key j's weight for an operation on `width` lanes, from a vector of the block's
        weights or a list of scalars."""
        if isinstance(weights, list):
            return self.wide(weights[j], width)
        if width == 1:
            return self.emit(Ops.LANE, _F32, (weights,), j)
        return self.emit(Ops.SHUFFLE, _F32, (weights, weights), (j,) * width, width)

    # -- the outputs ----------------------------------------------------------------------

    def store_outputs(self, m: int) -> None:
        total = self.emit(Ops.GET_ACC, _F32, (self.sum[m],))
        if self.sums:
            total = self.alu(Op.ADD, total, self._fold_lanes(
                self.emit(Ops.GET_ACC, _F32, (self.sums[m],), lanes=self.lanes), Op.ADD))
        shape = self.kernel.shape
        ramp = self._column_ramp()
        for acc, (outer, first, n) in zip(self.accs[m], self.chunks):
            result = self.alu(Op.DIVIDE, self.emit(Ops.GET_ACC, _F32, (acc,), lanes=n),
                              self.wide(total, n), lanes=n)
            leaves = self._output_leaves(self.coords[m], outer)
            index = dict(leaves)
            for value, expr in self.kernel.outputs[:len(self.kernel.outputs) - self.a.updates]:
                out = self._evaluate(expr, leaves, ramp, first, n, acc=result)
                if n > 1 and ramp == k.index(len(shape) - 1):  # contiguous: one store
                    index[ramp] = self.i64(first)
                    self.store(value, self._flat_of(index, shape), out)
                    continue
                for lane in range(n):
                    if ramp is not None:
                        index[ramp] = self.i64(first + lane)
                    element = out if n == 1 else self.emit(Ops.LANE, value.type.dtype,
                                                            (out,), lane)
                    self.store(value, self._flat_of(index, shape), element)

    def _flat_of(self, index: dict[Expr, int], shape: tuple[int, ...]) -> int:
        flat, stride = None, 1
        for axis in range(len(shape) - 1, -1, -1):
            v = index[k.index(axis)]
            term = v if stride == 1 else self.mul(v, self.i64(stride))
            flat = term if flat is None else self.add(flat, term)
            stride *= shape[axis]
        return flat
