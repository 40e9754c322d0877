"""A tiled contraction's row epilogue (kernel IR `Tiling.rows`) -> loop IR, for one row of a
register tile that holds whole rows (pjrtc/codegen/contraction.py calls it per row).

The tile has just written the row, so what the steps read of it comes from cache. The steps
run as in a row program (pjrtc/codegen/rows.py), unrolled over the row's `len(columns)`
vectors of `lanes` columns: a reduction folds the vectors lane by
lane, the first vector starting the lane accumulators, then folds the lanes in order into the
init value (the order the spec leaves to the implementation; `Reduction.reorderable`); a map
writes each vector of positions.
"""

from __future__ import annotations

from pjrtc.codegen.loop_builder import LEAVES, LoopBuilder
from pjrtc.codegen.vector import RAMP, UNIFORM, VECTOR, Lanes, VectorEvaluator
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf, Reduction, RowMap, RowReduce
from pjrtc.ir.loops import Ops


class RowEpilogue:
    """The steps run on one row of `b`'s kernel: `index` its row's INDEX values (every axis
    but the last), `columns` the first column of each vector, `flat_row` its row-major
    number among the rows, `flats` the flat offset of each vector's first element."""

    def __init__(self, b: LoopBuilder, lanes: int, index: dict[int, int], columns: list[int],
                 flat_row: int, flats: list[int]):
        self.b, self.lanes, self.index = b, lanes, index
        self.columns, self.flat_row, self.flats = columns, flat_row, flats
        self.last = len(b.kernel.shape) - 1
        self.row_values: dict[int, int] = {}  # ROW leaves defined so far
        self.row_dtypes: list = []

    def run(self, steps: tuple[RowReduce | RowMap, ...]) -> None:
        saved = (self.b.memo, self.b.leaves)
        for step in steps:
            if isinstance(step, RowMap):
                self._map(step)
            else:
                self._reduce(step)
        self.b.memo, self.b.leaves = saved

    def _lanes_at(self, j: int, extra: dict[Expr, Lanes] | None = None) -> VectorEvaluator:
        leaves = {k.index(a): Lanes(UNIFORM, v) for a, v in self.index.items()}
        leaves[k.index(self.last)] = Lanes(RAMP, self.columns[j])
        leaves.update({Expr(Leaf.ROW, self.row_dtypes[i], (), i): Lanes(UNIFORM, v)
                       for i, v in self.row_values.items()})
        leaves.update(extra or {})
        return VectorEvaluator(self.b, self.lanes, leaves)

    def _scalars(self, accs: dict[int, int], vals: dict[int, int] | None = None) -> None:
        """Scalar evaluation afresh for the row, with these ACC and VAL leaves."""
        self.b.memo = {}
        self.b.leaves = {kind: {} for kind in LEAVES}
        self.b.leaves.update({Leaf.INDEX: dict(self.index), Leaf.ACC: accs,
                              Leaf.VAL: vals or {}, Leaf.ROW: self.row_values})

    def _map(self, step: RowMap) -> None:
        for j in range(len(self.columns)):
            lanes = self._lanes_at(j)
            for value, expr in step.writes:
                self.b.store(value, self.flats[j], lanes.as_vector(lanes.value(expr)))

    def _reduce(self, step: RowReduce) -> None:
        r = step.reduction
        accs = self._fold(r) if r is not None else []
        self._scalars(dict(enumerate(accs)))
        values = [self.b.value(e) for e in step.scalars]
        first = len(self.row_values)
        for i, (e, v) in enumerate(zip(step.scalars, values)):
            self.row_values[first + i] = v
            self.row_dtypes.append(e.dtype)
        self._scalars(dict(enumerate(accs)))
        for value, expr in step.stores:
            self.b.store(value, self.flat_row, self.b.value(expr))

    def _fold(self, r: Reduction) -> list[int]:
        """The row's accumulators: the vectors folded lane by lane, then the lanes in order
        into the inits."""
        vaccs = None
        for j in range(len(self.columns)):
            at = self._lanes_at(j)
            vals = [at.value(v) for v in r.values]
            if vaccs is None:
                vaccs = [at.as_vector(v) for v in vals]
                continue
            extra = {Expr(Leaf.ACC, d, (), i): Lanes(VECTOR, a)
                     for i, (d, a) in enumerate(zip(r.acc_dtypes, vaccs))}
            extra.update({Expr(Leaf.VAL, d, (), i): v
                          for i, (d, v) in enumerate(zip(r.acc_dtypes, vals))})
            at = self._lanes_at(j, extra)
            vaccs = [at.as_vector(at.value(u)) for u in r.update]
        self._scalars({})
        accs = [self.b.value(e) for e in r.inits]
        for lane in range(self.lanes):
            vals = {i: self.b.emit(Ops.LANE, d, (v,), lane)
                    for i, (v, d) in enumerate(zip(vaccs, r.acc_dtypes))}
            self._scalars(dict(enumerate(accs)), vals)
            accs = [self.b.value(u) for u in r.update]
        return accs
