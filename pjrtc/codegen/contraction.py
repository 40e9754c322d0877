"""Register-tiled contraction kernels (kernel IR `Tiling`) as explicit vector LLVM IR.

Each work-item computes an mr x nr tile of one [M, N] matrix of the batch: mr rows of the lhs
(scalars, broadcast) times nr columns of the packed rhs (nr / lanes contiguous vectors per
reduction step), accumulated with fused multiply-adds in mr * nr / lanes vector registers, the
classic BLIS micro-kernel shape. The reduction space is walked as a loop nest, innermost axis
last, so the lhs is read along its innermost dimension; the packed rhs panel of a tile is one
contiguous block read front to back.

Launch (Kernel.geometry): dimension 0 is the row tile (work-groups of `group` consecutive row
tiles share their rhs panel in cache), 1 the column tile, 2 the batch. Row tiles past M (the
last partial tile, and the padding of the last work-group) read clamped rows and store nothing.

Kernels are marked `intel_reqd_sub_group_size` as the target says (1 on the Intel CPU,
`Target.explicit_vector_sub_group`): the code is vector code already, and the Intel OpenCL CPU
compiler would otherwise vectorize it again across work-items (measured: 10x slower).
Measured on the 2-core CI machine, f32 1024^3: 170-185 GFLOP/s for the micro-kernel (4 x 16
tiles), where implicit vectorization of one column per work-item reached 20-45.

The epilogue (the kernel's output expressions over ACC 0) runs on vectors of `lanes` columns
through pjrtc/codegen/vector.py for full tiles; a tile that crosses column N runs it one element
at a time through the scalar emitter.
"""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.codegen.scalar import llvm_type, storage_type
from pjrtc.codegen.vector_llvm import RAMP, UNIFORM, VECTOR, Lanes, VectorEvaluator, mem_align
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Tiling
from pjrtc.ir.tensor import DType

I32 = ir.IntType(32)
I64 = ir.IntType(64)

# Output dtypes whose epilogue runs on vectors (others element by element).
_VECTOR_OUTPUTS = (DType.F32, DType.F64)


def emit_tiled(em) -> None:
    """The body of a tiled kernel, emitted through the kernel emitter `em` (llvm.py)."""
    _TileEmitter(em).emit()


class _TileEmitter:
    def __init__(self, em):
        self.em = em
        self.b: ir.IRBuilder = em.b
        self.kernel: Kernel = em.kernel
        self.t: Tiling = em.kernel.tiling
        self.batch, self.rows, self.cols = self.t.extents(self.kernel.shape)
        self.acc_ty = llvm_type(self.t.acc)
        self.vec_ty = ir.VectorType(self.acc_ty, self.t.lanes)
        em.mark_explicit_vector()

    def i64(self, n: int) -> ir.Constant:
        return ir.Constant(I64, n)

    def emit(self) -> None:
        em, b, t = self.em, self.b, self.t
        # Stack slots are inserted at the top of the entry block (llvm.py `_alloca`): the code
        # goes in a block of its own, so they never land between its instructions.
        body = b.function.append_basic_block("tile")
        b.branch(body)
        b.position_at_end(body)
        row_tile, col_tile, batch = (em._global_id(d) for d in range(3))
        self.batch_id = batch
        self.row0 = b.mul(row_tile, self.i64(t.mr))
        self.col0 = b.mul(col_tile, self.i64(t.nr))
        self.batch_index = self.em.unflatten(batch, 0, t.batch_axes)
        row_axes = (t.batch_axes, t.batch_axes + t.row_axes)
        self.row_of, self.row_valid, self.row_index = [], [], []
        for i in range(t.mr):
            row = b.add(self.row0, self.i64(i))
            valid = b.icmp_unsigned("<", row, self.i64(self.rows))
            clamped = b.select(valid, row, self.i64(self.rows - 1))
            self.row_of.append(clamped)
            self.row_valid.append(valid)
            self.row_index.append(self.em.unflatten(clamped, *row_axes))
        accs = self._accumulate(batch, col_tile)
        self._epilogue(accs)

    # -- the micro-kernel -----------------------------------------------------------------

    def _accumulate(self, batch: ir.Value, col_tile: ir.Value) -> list[list[ir.Value]]:
        em, b, t = self.em, self.b, self.t
        vectors = t.nr // t.lanes
        reduction = 1
        for extent in t.shape:
            reduction *= extent
        col_tiles = -(-self.cols // t.nr)
        panel = b.mul(b.add(b.mul(batch, self.i64(col_tiles)), col_tile),
                      self.i64(reduction * t.nr))
        accs = [[em._alloca(self.vec_ty, f"acc{i}_{j}") for j in range(vectors)]
                for i in range(t.mr)]
        zero = ir.Constant(self.vec_ty, [0.0] * t.lanes)
        for row in accs:
            for slot in row:
                b.store(zero, slot)
        step = em._alloca(I64, "kstep")
        b.store(panel, step)
        fma = self._fma_intrinsic()
        saved = em.memo

        def body() -> None:
            offset = b.load(step, typ=I64)
            ptr = em.pointer[t.rhs.id]
            rhs = []
            for j in range(vectors):
                p = b.gep(ptr, [b.add(offset, self.i64(j * t.lanes))], source_etype=self.acc_ty)
                rhs.append(b.load(p, typ=self.vec_ty, align=mem_align(self.acc_ty)))
            for i in range(t.mr):
                em.memo = dict(saved)
                em.index_values = {**self.batch_index, **self.row_index[i]}
                lhs = em.value(t.lhs)
                broadcast = _splat(b, lhs, self.vec_ty)
                for j in range(vectors):
                    acc = b.load(accs[i][j], typ=self.vec_ty)
                    b.store(b.call(fma, [broadcast, rhs[j], acc]), accs[i][j])
            b.store(b.add(offset, self.i64(t.nr)), step)

        self._loop_nest(0, body)
        em.memo, em.index_values = saved, None
        return [[b.load(slot, typ=self.vec_ty) for slot in row] for row in accs]

    def _loop_nest(self, axis: int, body) -> None:
        if axis == len(self.t.shape):
            body()
            return
        em, b = self.em, self.b
        counter = em._alloca(I64, f"r{axis}")
        b.store(self.i64(0), counter)
        fn = b.function
        cond = fn.append_basic_block(f"r{axis}.cond")
        loop = fn.append_basic_block(f"r{axis}.body")
        done = fn.append_basic_block(f"r{axis}.done")
        b.branch(cond)
        b.position_at_end(cond)
        i = b.load(counter, typ=I64)
        b.cbranch(b.icmp_unsigned("<", i, self.i64(self.t.shape[axis])), loop, done)
        b.position_at_end(loop)
        em.rindex[axis] = i
        self._loop_nest(axis + 1, body)
        b.store(b.add(i, self.i64(1)), counter)
        b.branch(cond)
        b.position_at_end(done)

    def _fma_intrinsic(self) -> ir.Function:
        name = f"llvm.fmuladd.v{self.t.lanes}{'f32' if self.t.acc is DType.F32 else 'f64'}"
        fn = self.em.llmod.globals.get(name)
        if fn is None:
            fn = ir.Function(self.em.llmod, ir.FunctionType(
                self.vec_ty, [self.vec_ty] * 3), name)
        return fn

    # -- the epilogue ---------------------------------------------------------------------

    def _epilogue(self, accs: list[list[ir.Value]]) -> None:
        b, t = self.b, self.t
        vector_ok = all(v.type.dtype in _VECTOR_OUTPUTS for v, _ in self.kernel.outputs)
        if not vector_ok:
            self._scalar_epilogue(accs)
            return
        if self.cols % t.nr == 0:
            self._vector_epilogue(accs)
            return
        full = b.icmp_unsigned("<=", b.add(self.col0, self.i64(t.nr)), self.i64(self.cols))
        with b.if_else(full, likely=True) as (then, otherwise):
            with then:
                self._vector_epilogue(accs)
            with otherwise:
                self._scalar_epilogue(accs)

    def _vector_epilogue(self, accs: list[list[ir.Value]]) -> None:
        em, b, t = self.em, self.b, self.t
        col_axis = len(self.kernel.shape) - 1
        for i in range(t.mr):
            with b.if_then(self.row_valid[i], likely=True):
                for j, acc in enumerate(accs[i]):
                    col = b.add(self.col0, self.i64(j * t.lanes))
                    leaves = {k.index(a): Lanes(UNIFORM, v) for a, v in
                              {**self.batch_index, **self.row_index[i]}.items()}
                    leaves[k.index(col_axis)] = Lanes(RAMP, col)
                    leaves[_acc0(t)] = Lanes(VECTOR, acc)
                    lanes = VectorEvaluator(em, t.lanes, leaves)
                    flat = self._flat(self.row_of[i], col)
                    for value, expr in self.kernel.outputs:
                        out = lanes.as_vector(lanes.value(expr))
                        mem = storage_type(value.type.dtype)
                        ptr = b.gep(em.pointer[value.id], [flat], source_etype=mem)
                        b.store(out, ptr, align=mem_align(mem))

    def _scalar_epilogue(self, accs: list[list[ir.Value]]) -> None:
        """Element by element, for tiles crossing column N and for outputs that are not
        vector types: the tile goes to a stack array, then one loop over its elements."""
        em, b, t = self.em, self.b, self.t
        tile_ty = ir.ArrayType(self.acc_ty, t.mr * t.nr)
        tile = em._alloca(tile_ty, "tile")
        for i, row in enumerate(accs):
            for j, acc in enumerate(row):
                slot = b.gep(tile, [ir.Constant(I32, 0), ir.Constant(I32, i * t.nr + j * t.lanes)],
                             source_etype=tile_ty)
                b.store(acc, b.bitcast(slot, self.vec_ty.as_pointer()))
        counter = em._alloca(I64, "e")
        b.store(self.i64(0), counter)
        fn = b.function
        cond = fn.append_basic_block("e.cond")
        body = fn.append_basic_block("e.body")
        done = fn.append_basic_block("e.done")
        b.branch(cond)
        b.position_at_end(cond)
        e = b.load(counter, typ=I64)
        b.cbranch(b.icmp_unsigned("<", e, self.i64(t.mr * t.nr)), body, done)
        b.position_at_end(body)
        i, c = b.udiv(e, self.i64(t.nr)), b.urem(e, self.i64(t.nr))
        row = b.add(self.row0, i)
        col = b.add(self.col0, c)
        inside = b.and_(b.icmp_unsigned("<", row, self.i64(self.rows)),
                        b.icmp_unsigned("<", col, self.i64(self.cols)))
        with b.if_then(inside):
            scalar_ptr = b.gep(tile, [ir.Constant(I64, 0), e], source_etype=tile_ty)
            saved = em.memo
            em.memo = {}
            em.index_values = {**self.batch_index,
                               **self.em.unflatten(row, t.batch_axes, t.batch_axes + t.row_axes),
                               len(self.kernel.shape) - 1: col}
            em.acc_values = {0: b.load(scalar_ptr, typ=self.acc_ty)}
            flat = self._flat(row, col)
            for value, expr in self.kernel.outputs:
                em.store(value, flat, em.value(expr))
            em.memo, em.index_values, em.acc_values = saved, None, None
        b.store(b.add(e, self.i64(1)), counter)
        b.branch(cond)
        b.position_at_end(done)

    def _flat(self, row: ir.Value, col: ir.Value) -> ir.Value:
        """Row-major offset of element (batch, row, col) of the [B, M, N] result."""
        b = self.b
        base = b.add(b.mul(self.batch_id, self.i64(self.rows)), row)
        return b.add(b.mul(base, self.i64(self.cols)), col)


def _acc0(t: Tiling) -> Expr:
    return Expr(Leaf.ACC, t.acc, (), 0)


def _splat(b: ir.IRBuilder, x: ir.Value, vty: ir.VectorType) -> ir.Value:
    one = b.insert_element(ir.Constant(vty, ir.Undefined), x, ir.Constant(I32, 0))
    return b.shuffle_vector(one, ir.Constant(vty, ir.Undefined),
                            ir.Constant(ir.VectorType(I32, vty.count), [0] * vty.count))
