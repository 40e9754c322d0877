"""Register-tiled contraction kernels (kernel IR `Tiling`) -> loop IR: the producer.

Each work-item computes an mr x nr tile of one [M, N] matrix of the batch: mr rows of the lhs
(scalars, broadcast) times nr columns of the packed rhs (nr / lanes contiguous vectors per
reduction step), accumulated with fused multiply-adds in mr * nr / lanes vector accumulators,
the classic BLIS micro-kernel shape. The reduction space is walked as a loop nest, innermost
axis last, so the lhs is read along its innermost dimension; the packed rhs panel of a tile is
one contiguous block read front to back.

Launch (Kernel.geometry): dimension 0 is the row tile (work-groups of `group` consecutive row
tiles share their rhs panel in cache), 1 the column tile, 2 the batch. Row tiles past M (the
last partial tile, and the padding of the last work-group) read clamped rows and store nothing.

Programs require the sub-group size the target says (1 on the Intel CPU,
`Target.explicit_vector_sub_group`): the code is vector code already, and the Intel OpenCL CPU
compiler would otherwise vectorize it again across work-items (measured: 10x slower).
The register tile is the target's (pjrtc/target.py: 6 x 16 in 16-lane vectors, with what
was measured to choose it); implicit vectorization of one column per work-item reached 20-45
GFLOP/s at 1024^3 where the micro-kernel reached 170-190 already in 8-lane vectors. Their code
goes in a block of its own after the stack slots (`code_block`).

The epilogue (the kernel's output expressions over ACC 0) runs on vectors of `lanes` columns
through pjrtc/codegen/vector.py for full tiles; a tile that crosses column N runs it one element
at a time as scalars, from a private array holding the tile.

Where the lhs load reads the kernel's batch and row axes as its leading indices, in order and
over the same extents (a matmul's lhs, a 1x1 convolution's NHWC input), a row's first element
is at (batch * M + row) times the trailing extents: its address needs no division of the row
index into axes. Divisions and remainders in addresses make the device compiler's loop
strength reduction slow to build (docs/performance.md "Load time").

A kernel with `Tiling.depth` loads K from that buffer once, and uses it as the reduction loop's
trip count, the panel's stride (K * nr) and the lhs buffer's row stride (its last extent), so
the code holds no K: one function serves kernels that differ only in K. With
`Tiling.generic_sizes` it loads M and N too, for the row and column bounds, the column tiles
and the result's row stride: one function serves kernels that differ in K, M and N.

A kernel with `Tiling.parts` (horizontal fusion) branches on its column tile: part p's code
(its panel, its epilogue) runs for column tiles [p * T, (p + 1) * T), at column tile
minus p * T.
"""

from __future__ import annotations

import math

from pjrtc.codegen.loop_builder import LoopBuilder
from pjrtc.codegen.row_epilogue import RowEpilogue
from pjrtc.codegen.vector import RAMP, UNIFORM, VECTOR, Lanes, VectorEvaluator
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Tiling, step_writes
from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op
from pjrtc.target import Target

# Output dtypes whose epilogue runs on vectors (others element by element).
_VECTOR_OUTPUTS = (DType.F32, DType.F64)


def tiled_program(kernel: Kernel, target: Target) -> Program:
    """The loop IR of a tiled contraction kernel, for `target`."""
    assert kernel.tiling is not None, kernel.name
    return _TileProducer(kernel).run(target)


class _TileProducer(LoopBuilder):
    def __init__(self, kernel: Kernel):
        super().__init__(kernel)
        self.t: Tiling = kernel.tiling
        self.batch, self.rows, self.cols = self.t.extents(kernel.shape)
        assert self.t.rhs.type.dtype is self.t.acc, "the packed rhs holds accumulator values"

    def compare(self, x: int, direction: str, n: int) -> int:
        """x <direction> n, unsigned."""
        return self.emit(Ops.ALU, DType.I1, (x, self.i64(n)), (Op.COMPARE, (direction, "UNSIGNED")))

    def run(self, target: Target) -> Program:
        t = self.t
        row_tile, col_tile, batch = (self.emit(Ops.SPECIAL, DType.I64, arg=("global_id", d))
                                     for d in range(3))
        self.batch_id = batch
        self.depth = None  # K, when read at run time
        self.sizes = None  # (M, N), when read at run time
        if t.depth is not None:
            self.depth = self.emit(Ops.LOAD, DType.I64, (self.params[t.depth.id], self.i64(0)))
        if t.generic_sizes:
            self.sizes = tuple(self.emit(Ops.LOAD, DType.I64, (self.params[t.depth.id],
                                                                self.i64(i))) for i in (1, 2))
        self.row0 = self.mul(row_tile, self.i64(t.mr))
        self.col0 = self.mul(col_tile, self.i64(t.nr))
        self.batch_index = self.unflatten(batch, 0, t.batch_axes)
        self.lead_axes = t.batch_axes + t.row_axes
        self.row_major_lhs = self.sizes is not None or _row_major_lhs(self.kernel)
        self.lhs_row = None  # the clamped row the lhs is read at, where row_major_lhs
        row_axes = (t.batch_axes, t.batch_axes + t.row_axes)
        self.row_of, self.row_valid, self.row_index = [], [], []
        for i in range(t.mr):
            row = self.add(self.row0, self.i64(i))
            valid = self._below(row, 0)
            last = (self.i64(self.rows - 1) if self.sizes is None
                    else self.add(self.sizes[0], self.i64(-1)))
            clamped = self.emit(Ops.ALU, DType.I64, (valid, row, last), (Op.SELECT, None))
            self.row_of.append(clamped)
            self.row_valid.append(valid)
            # With M at run time nothing reads the row's axes (Tiling.depth).
            self.row_index.append({} if self.sizes else self.unflatten(clamped, *row_axes))
        col_tiles = -(-self.cols // t.nr)
        outputs = self.kernel.outputs
        if t.rows:
            written = {value.id for value in step_writes(t.rows)}  # by the row epilogue itself
            self._whole_rows(batch, col_tiles,
                             tuple(o for o in outputs if o[0].id not in written))
            return self.program(target.explicit_vector_sub_group, "tile")
        first = len(outputs) - sum(n for _, n in t.parts)
        parts = [(t.rhs, outputs[:first])]
        for rhs, n in t.parts:
            parts.append((rhs, outputs[first:first + n]))
            first += n
        openings = []
        for p, (rhs, outs) in enumerate(parts):
            if p:
                openings[-1] = self.emit(Ops.ELSE, None, (openings[-1],))
            if p < len(parts) - 1:
                inside = self.compare(col_tile, "LT", (p + 1) * col_tiles)
                openings.append(self.emit(Ops.IF, None, (inside,), True))
            local = col_tile
            if p:
                local = self.add(col_tile, self.i64(-p * col_tiles))
                self.col0 = self.mul(local, self.i64(t.nr))
            self.memo = {}
            accs = self._accumulate(batch, local, rhs)
            self._epilogue(accs, outs)
            self.memo = {}
        for opening in reversed(openings):
            self.emit(Ops.END_IF, None, (opening,))
        return self.program(target.explicit_vector_sub_group, "tile")

    def _produce(self, e: Expr) -> int:
        """The lhs load: from the flat row where its rows are contiguous (`_row_major_lhs`);
        with K at run time, its last axis (extent K) strides by it."""
        if e != self.t.lhs or (self.depth is None and self.lhs_row is None):
            return super()._produce(e)
        buffer, lead = e.arg, self.lead_axes
        shape, index = buffer.type.shape, e.args
        if self.lhs_row is not None:  # the row's offset, then the trailing axes'
            trailing = math.prod(shape[lead:-1] if self.depth is not None else shape[lead:])
            base = self.mul(self.add(self.mul(self.batch_id, self._size(0)), self.lhs_row),
                            self.i64(trailing))
            shape, index = shape[lead:], index[lead:]
        else:
            base = None
        if self.depth is None:
            rest = self.flat(shape, index)
            return self.load_at(buffer, rest if base is None else self.add(base, rest), e.dtype)
        outer = self.flat(shape[:-1], index[:-1])
        if base is not None:
            outer = self.add(base, outer) if index[:-1] else base
        flat = self.add(self.mul(outer, self.depth), self.value(index[-1]))
        return self.load_at(buffer, flat, e.dtype)

    def _whole_rows(self, batch: int, col_tiles: int, outputs) -> None:
        """A tiling with a row epilogue: every column tile of the row tile in turn, each
        writing its `outputs`, then the row epilogue on each row of the tile, reading back
        from cache what the tiles wrote."""
        t = self.t
        c = self.emit(Ops.RANGE, DType.I64, (self.i64(col_tiles),), "c")
        self.col0 = self.mul(c, self.i64(t.nr))
        self.memo = {}
        self._epilogue(self._accumulate(batch, c, t.rhs), outputs)
        self.memo = {}
        self.emit(Ops.END_RANGE, None, (c,))
        i = self.emit(Ops.RANGE, DType.I64, (self.i64(t.mr),), "m")
        row = self.add(self.row0, i)
        guard = self.emit(Ops.IF, None, (self.compare(row, "LT", self.rows),), True)
        index = {**self.batch_index,
                 **self.unflatten(row, t.batch_axes, t.batch_axes + t.row_axes)}
        columns = [self.i64(j) for j in range(0, self.cols, t.lanes)]
        flats = [self._flat(row, col) for col in columns]
        flat_row = self.add(self.mul(self.batch_id, self.i64(self.rows)), row)
        RowEpilogue(self, t.lanes, index, columns, flat_row, flats).run(t.rows)
        self.memo = {}
        self.emit(Ops.END_IF, None, (guard,))
        self.emit(Ops.END_RANGE, None, (i,))

    def _scalar_at(self, index: dict[int, int], acc: int | None = None) -> None:
        """Scalar evaluation afresh with these INDEX leaves (and ACC 0)."""
        self.memo = {}
        self.leaves = {**self.leaves, Leaf.INDEX: index,
                       Leaf.ACC: {} if acc is None else {0: acc}}

    # -- the micro-kernel -----------------------------------------------------------------

    def _accumulate(self, batch: int, col_tile: int, rhs_value) -> list[list[int]]:
        t = self.t
        vectors = t.nr // t.lanes
        reduction = 1
        for extent in t.shape:
            reduction *= extent
        panel_size = (self.i64(reduction * t.nr) if self.depth is None
                      else self.mul(self.depth, self.i64(t.nr)))
        col_tiles = (self.i64(-(-self.cols // t.nr)) if self.sizes is None else self.emit(
            Ops.IDIV, DType.I64, (self.add(self.sizes[1], self.i64(t.nr - 1)), self.i64(t.nr))))
        panel = self.mul(self.add(self.mul(batch, col_tiles), col_tile), panel_size)
        zero = self.emit(Ops.CONST, t.acc, arg=0.0, lanes=t.lanes)
        accs = [[self.emit(Ops.DEFINE_ACC, t.acc, (zero,), f"acc{i}_{j}", t.lanes)
                 for j in range(vectors)] for i in range(t.mr)]
        step = self.emit(Ops.DEFINE_ACC, DType.I64, (panel,), "kstep")
        rhs_buffer = self.params[rhs_value.id]

        def body() -> None:
            offset = self.emit(Ops.GET_ACC, DType.I64, (step,))
            rhs = [self.emit(Ops.LOAD, t.acc, (rhs_buffer, self.add(offset, self.i64(j * t.lanes))),
                             lanes=t.lanes) for j in range(vectors)]
            for i in range(t.mr):
                self._scalar_at({**self.batch_index, **self.row_index[i]})
                self.lhs_row = self.row_of[i] if self.row_major_lhs else None
                lhs = self.value(t.lhs)
                self.lhs_row = None
                broadcast = self.emit(Ops.SPLAT, t.acc, (lhs,), lanes=t.lanes)
                for j in range(vectors):
                    acc = self.emit(Ops.GET_ACC, t.acc, (accs[i][j],), lanes=t.lanes)
                    self.emit(Ops.SET_ACC, None, (accs[i][j], self.emit(
                        Ops.FMA, t.acc, (broadcast, rhs[j], acc), lanes=t.lanes)))
            self.emit(Ops.SET_ACC, None, (step, self.add(offset, self.i64(t.nr))))

        self._loop_nest(0, body)
        self.memo = {}
        return [[self.emit(Ops.GET_ACC, t.acc, (slot,), lanes=t.lanes) for slot in row]
                for row in accs]

    def _loop_nest(self, axis: int, body) -> None:
        if axis == len(self.t.shape):
            body()
            return
        end = self.i64(self.t.shape[axis]) if self.depth is None else self.depth
        r = self.emit(Ops.RANGE, DType.I64, (end,), f"r{axis}")
        self.leaves[Leaf.RINDEX][axis] = r
        self._loop_nest(axis + 1, body)
        self.emit(Ops.END_RANGE, None, (r,))

    # -- the epilogue ---------------------------------------------------------------------

    def _epilogue(self, accs: list[list[int]], outputs) -> None:
        """`outputs` ((buffer, expression over ACC 0) pairs) of the tile summed in `accs`."""
        t = self.t
        vector_ok = all(v.type.dtype in _VECTOR_OUTPUTS for v, _ in outputs)
        if not vector_ok:
            self._scalar_epilogue(accs, outputs)
            return
        if self.sizes is None and self.cols % t.nr == 0:
            self._vector_epilogue(accs, outputs)
            return
        full = self._below(self.add(self.col0, self.i64(t.nr)), 1, "LE")
        opening = self.emit(Ops.IF, None, (full,), True)
        self._vector_epilogue(accs, outputs)
        opening = self.emit(Ops.ELSE, None, (opening,))
        self._scalar_epilogue(accs, outputs)
        self.emit(Ops.END_IF, None, (opening,))

    def _vector_epilogue(self, accs: list[list[int]], outputs) -> None:
        t = self.t
        col_axis = len(self.kernel.shape) - 1
        for i in range(t.mr):
            guard = self.emit(Ops.IF, None, (self.row_valid[i],), True)
            for j, acc in enumerate(accs[i]):
                col = self.add(self.col0, self.i64(j * t.lanes))
                leaves = {k.index(a): Lanes(UNIFORM, v) for a, v in
                          {**self.batch_index, **self.row_index[i]}.items()}
                leaves[k.index(col_axis)] = Lanes(RAMP, col)
                leaves[Expr(Leaf.ACC, t.acc, (), 0)] = Lanes(VECTOR, acc)
                lanes = VectorEvaluator(self, t.lanes, leaves)
                flat = self._flat(self.row_of[i], col)
                for value, expr in outputs:
                    self.store(value, flat, lanes.as_vector(lanes.value(expr)))
            self.emit(Ops.END_IF, None, (guard,))

    def _scalar_epilogue(self, accs: list[list[int]], outputs) -> None:
        """Element by element, for tiles crossing column N and for outputs that are not
        vector types: the tile goes to a private array, then one loop over its elements."""
        t = self.t
        tile = self.emit(Ops.DEFINE_PRIVATE, t.acc, arg=("tile", t.mr * t.nr))
        for i, row in enumerate(accs):
            for j, acc in enumerate(row):
                self.emit(Ops.STORE, None, (tile, self.i64(i * t.nr + j * t.lanes), acc))
        e = self.emit(Ops.RANGE, DType.I64, (self.i64(t.mr * t.nr),), "e")
        i = self.emit(Ops.IDIV, DType.I64, (e, self.i64(t.nr)))
        c = self.emit(Ops.IREM, DType.I64, (e, self.i64(t.nr)))
        row = self.add(self.row0, i)
        col = self.add(self.col0, c)
        inside = self.emit(Ops.ALU, DType.I1, (self._below(row, 0), self._below(col, 1)),
                           (Op.AND, None))
        guard = self.emit(Ops.IF, None, (inside,))
        acc = self.emit(Ops.LOAD, t.acc, (tile, e))
        rows = ({} if self.sizes else  # with M at run time nothing reads the row's axes
                self.unflatten(row, t.batch_axes, t.batch_axes + t.row_axes))
        index = {**self.batch_index, **rows, len(self.kernel.shape) - 1: col}
        self._scalar_at(index, acc)
        flat = self._flat(row, col)
        for value, expr in outputs:
            self.store(value, flat, self.value(expr))
        self.memo = {}
        self.emit(Ops.END_IF, None, (guard,))
        self.emit(Ops.END_RANGE, None, (e,))

    def _flat(self, row: int, col: int) -> int:
        """Row-major offset of element (batch, row, col) of the [B, M, N] result."""
        base = self.add(self.mul(self.batch_id, self._size(0)), row)
        return self.add(self.mul(base, self._size(1)), col)

    def _size(self, which: int) -> int:
        """M (0) or N (1): compiled in, or read at run time (`Tiling.generic_sizes`)."""
        if self.sizes is None:
            return self.i64((self.rows, self.cols)[which])
        return self.sizes[which]

    def _below(self, x: int, which: int, direction: str = "LT") -> int:
        """x <direction> M (0) or N (1), unsigned."""
        return self.emit(Ops.ALU, DType.I1, (x, self._size(which)),
                         (Op.COMPARE, (direction, "UNSIGNED")))


def _row_major_lhs(kernel: Kernel) -> bool:
    """Whether to read the lhs from the flat row (`Tiling.lhs_rows_flat`): where two or more
    of the batch and row axes exceed 1; with one, its index is the row itself, no division
    to spare."""
    t = kernel.tiling
    lead = t.batch_axes + t.row_axes
    return (t.lhs_rows_flat(kernel.shape)
            and sum(extent > 1 for extent in kernel.shape[:lead]) >= 2)
