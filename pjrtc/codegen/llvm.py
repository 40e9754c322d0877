"""LLVM IR generation: kernel IR KernelModule -> LLVM IR text for the SPIR-V target.

The only importer of llvmlite.ir. Each Kernel becomes one `spir_kernel` function whose
parameters are global-memory pointers in `Kernel.args()` order; work-item `get_global_id(0)` is
the row-major linear index into the iteration space, guarded against the padded global size.
Scalar semantics (NaN-propagating max, XLA's integer division by zero, saturating float->int
conversion, ...) live in `pjrtc.codegen.scalar`.
"""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.codegen import bf16
from pjrtc.codegen.contraction import emit_tiled
from pjrtc.codegen.custom import emit_custom
from pjrtc.codegen.extend import zext
from pjrtc.codegen.rows import emit_rows
from pjrtc.codegen.scalar import ScalarEmitter, llvm_type, storage_type
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Leaf
from pjrtc.ir.kernel_exprs import flat_terms
from pjrtc.ir.tensor import DType, Value
from pjrtc.target import Target

SPIR_TRIPLE = "spirv64-unknown-unknown"
GLOBAL_ADDRSPACE = 1  # OpenCL __global
CC_SPIR_KERNEL = "spir_kernel"
CC_SPIR_FUNC = "spir_func"
I32 = ir.IntType(32)
I64 = ir.IntType(64)


def emit_module(module: KernelModule, target: Target, name: str = "pjrtc") -> str:
    """LLVM IR text of every kernel in `module`, in launch order, for `target` (its launch
    geometry and sub-group choice)."""
    llmod = ir.Module(name)
    llmod.triple = SPIR_TRIPLE
    emitted: set[str] = set()
    for kernel in module.kernels:
        if kernel.name not in emitted:  # kernels sharing a name share the function
            emitted.add(kernel.name)
            _KernelEmitter(llmod, kernel, target).emit()
    return str(llmod)


class _KernelEmitter:
    def __init__(self, llmod: ir.Module, kernel: Kernel, target: Target):
        self.llmod = llmod
        self.kernel = kernel
        self.target = target
        self.args = kernel.args()
        ptr = ir.PointerType(addrspace=GLOBAL_ADDRSPACE)
        fnty = ir.FunctionType(ir.VoidType(), [ptr] * len(self.args))
        self.fn = ir.Function(llmod, fnty, kernel.name)
        self.fn.calling_convention = CC_SPIR_KERNEL
        for i, a in enumerate(self.fn.args):
            a.name = f"b{i}"
            a.add_attribute("noalias")
        self.pointer = {v.id: self.fn.args[i] for i, v in enumerate(self.args)}
        self.memo: dict[Expr, ir.Value] = {}
        self.rindex: dict[int, ir.Value] = {}
        self.accs: list[ir.AllocaInstr] = []
        self.vals: tuple[ir.Value, ...] = ()
        # Set by kernels that compute elements other than the work-item's own (tiles): the
        # values of INDEX axes and of accumulators, instead of the global id and `accs`.
        self.index_values: dict[int, ir.Value] | None = None
        self.acc_values: dict[int, ir.Value] | None = None
        self.row_values: dict[int, ir.Value] = {}  # ROW leaves of a row program

    def emit(self) -> None:
        entry = self.fn.append_basic_block("entry")
        self.b = ir.IRBuilder(entry)
        self.scalar = ScalarEmitter(self.b, self.llmod)
        if self.kernel.tiling is not None or self.kernel.rows is not None:
            # explicit vector code: one tile, or one row, per work-item
            (emit_tiled if self.kernel.tiling is not None else emit_rows)(self)
            self.b.ret_void()
            return
        self.grid = self.kernel.grid(self.target)
        in_range = self._work_item()
        with self.b.if_then(in_range, likely=True):
            if self.kernel.custom is not None:
                emit_custom(self)  # a hand-written body: it writes the outputs itself
            else:
                self._elementwise_body()
        self.b.ret_void()

    def _elementwise_body(self) -> None:
        if self.kernel.reduction is not None:
            self._reduce()
        for value, expr in self.kernel.outputs:
            self._store(value, self.gid, self.value(expr))

    def _work_item(self) -> ir.Value:
        """Set `gid`, this work-item's row-major element index; return whether it is one of
        the kernel's elements (launches are padded to whole work-groups)."""
        b, grid = self.b, self.grid
        if grid is None:
            self.gid = self._global_id()
            (launched,), _ = self.kernel.geometry(self.target)
            if launched == self.kernel.size:  # no padding: every work-item is an element
                return ir.Constant(ir.IntType(1), 1)
            return b.icmp_unsigned("<", self.gid, ir.Constant(I64, self.kernel.size))
        self.grid_ids = [self._global_id(d) for d in range(3)]  # inner, middle, outer
        inner, middle, outer = self.grid_ids
        outer_n, middle_n, inner_n = grid.extents
        self.gid = b.add(b.mul(b.add(b.mul(outer, ir.Constant(I64, middle_n)), middle),
                               ir.Constant(I64, inner_n)), inner)
        in_range = ir.Constant(ir.IntType(1), 1)
        for i, (size, padded) in enumerate(zip((inner_n, middle_n), grid.global_size[::-1])):
            if padded != size:
                in_range = b.and_(in_range, b.icmp_unsigned(
                    "<", self.grid_ids[i], ir.Constant(I64, size)))
        return in_range

    def mark_explicit_vector(self) -> None:
        """Mark a kernel written in explicit vector code (tiled contractions, row programs)
        `intel_reqd_sub_group_size` as the target says (`explicit_vector_sub_group`): the Intel
        OpenCL CPU compiler would otherwise vectorize it again across work-items."""
        size = self.target.explicit_vector_sub_group
        if size is not None:
            md = self.llmod.add_metadata([ir.Constant(I32, size)])
            self.fn.set_metadata("intel_reqd_sub_group_size", md)

    def unflatten(self, flat: ir.Value, first: int, stop: int) -> dict[int, ir.Value]:
        """INDEX values of kernel axes [first, stop) from their row-major flat index."""
        shape = self.kernel.shape
        out, stride = {}, 1
        for axis in range(stop - 1, first - 1, -1):
            v = flat if stride == 1 else self.b.udiv(flat, ir.Constant(I64, stride))
            out[axis] = v if axis == first else self.b.urem(v, ir.Constant(I64, shape[axis]))
            stride *= shape[axis]
        return out

    def _global_id(self, dim: int = 0) -> ir.Value:
        fn = self.scalar.declare("_Z13get_global_idj", I64, [I32])
        return self.b.call(fn, [ir.Constant(I32, dim)])

    # -- reductions -----------------------------------------------------------------------

    def _reduce(self) -> None:
        r = self.kernel.reduction
        self.accs = [self._alloca(llvm_type(d), f"acc{i}") for i, d in enumerate(r.acc_dtypes)]
        for acc, init in zip(self.accs, r.inits):
            self.b.store(self.value(init), acc)
        self._loop_nest(0)

    def _alloca(self, ty: ir.Type, name: str) -> ir.AllocaInstr:
        """Stack slots go first in the entry block, where the device compiler promotes them."""
        builder = ir.IRBuilder()
        builder.position_at_start(self.fn.entry_basic_block)
        return builder.alloca(ty, name=name)

    def _loop_nest(self, axis: int) -> None:
        r = self.kernel.reduction
        if axis == len(r.shape):
            saved = dict(self.memo)
            self.vals = tuple(self.value(v) for v in r.values)
            new = [self.value(u) for u in r.update]
            for acc, v in zip(self.accs, new):
                self.b.store(v, acc)
            self.memo = saved
            return
        counter = self._alloca(I64, f"r{axis}")
        self.b.store(ir.Constant(I64, 0), counter)
        cond = self.fn.append_basic_block(f"r{axis}.cond")
        body = self.fn.append_basic_block(f"r{axis}.body")
        done = self.fn.append_basic_block(f"r{axis}.done")
        self.b.branch(cond)
        self.b.position_at_end(cond)
        i = self.b.load(counter, typ=I64)
        more = self.b.icmp_unsigned("<", i, ir.Constant(I64, r.shape[axis]))
        self.b.cbranch(more, body, done)
        self.b.position_at_end(body)
        self.rindex[axis] = i
        self._loop_nest(axis + 1)
        self.b.store(self.b.add(i, ir.Constant(I64, 1)), counter)
        self.b.branch(cond)
        self.b.position_at_end(done)

    # -- expressions ----------------------------------------------------------------------

    def value(self, expr: Expr) -> ir.Value:
        found = self.memo.get(expr)
        if found is None:
            found = self._emit(expr)
            self.memo[expr] = found
        return found

    def _emit(self, e: Expr) -> ir.Value:
        op = e.op
        if op is Leaf.CONST:
            return self.scalar.constant(e.arg, e.dtype)
        if op is Leaf.INDEX:
            return self._index(e.arg)
        if op is Leaf.RINDEX:
            return self.rindex[e.arg]
        if op is Leaf.LOAD:
            return self._load(e)
        if op is Leaf.ACC:
            if self.acc_values is not None:
                return self.acc_values[e.arg]
            return self.b.load(self.accs[e.arg], typ=llvm_type(e.dtype))
        if op is Leaf.VAL:
            return self.vals[e.arg]
        if op is Leaf.ROW:
            return self.row_values[e.arg]
        if op is Leaf.IF:
            return self._if(e)
        if op in _INDEX_OPS:
            a, b = (self.value(x) for x in e.args)
            return _INDEX_OPS[op](self.b, a, b)
        args = [self.value(x) for x in e.args]
        return self.scalar.op(op, e.dtype, args, [x.dtype for x in e.args], e.arg)

    def _index(self, axis: int) -> ir.Value:
        if self.index_values is not None:
            return self.index_values[axis]
        shape = self.kernel.shape
        grid, v, last = self.grid, self.gid, len(shape) - 1
        if grid is not None:  # the axis's grid dimension, and that dimension's last axis
            if axis == grid.middle:
                return self.grid_ids[1]
            v, last = ((self.grid_ids[0], last) if axis in grid.inner
                       else (self.grid_ids[2], grid.middle - 1))
        stride = 1
        for extent in shape[axis + 1:last + 1]:
            stride *= extent
        if stride != 1:
            v = self.b.udiv(v, ir.Constant(I64, stride))
        if axis != 0 and not (grid is not None and axis == grid.inner[0]):
            v = self.b.urem(v, ir.Constant(I64, shape[axis]))
        return v

    def _flat(self, buffer_shape: tuple[int, ...], index: tuple[Expr, ...]) -> ir.Value:
        flat = None
        for term, stride in flat_terms(buffer_shape, index):
            v = self.value(term)
            if stride != 1:
                v = self.b.mul(v, ir.Constant(I64, stride))
            flat = v if flat is None else self.b.add(flat, v)
        return flat if flat is not None else ir.Constant(I64, 0)

    def _load(self, e: Expr) -> ir.Value:
        return self.load_at(e.arg, self._flat(e.arg.type.shape, e.args), e.dtype)

    def load_at(self, buffer: Value, flat: ir.Value, dtype: DType) -> ir.Value:
        """Element `flat` of `buffer`, in its register type."""
        mem = storage_type(dtype)
        ptr = self.b.gep(self.pointer[buffer.id], [flat], source_etype=mem)
        loaded = self.b.load(ptr, typ=mem)
        if dtype is DType.BF16:  # 16 bits in memory, an f32 in registers
            return bf16.widen(self.b, loaded)
        if mem != llvm_type(dtype):  # bool is a byte in memory
            return self.b.icmp_unsigned("!=", loaded, ir.Constant(mem, 0))
        return loaded

    def store(self, buffer: Value, flat: ir.Value, v: ir.Value) -> None:
        """Store register value `v` as element `flat` of `buffer`."""
        self._store(buffer, flat, v)

    def _store(self, buffer, flat: ir.Value, v: ir.Value) -> None:
        mem = storage_type(buffer.type.dtype)
        if buffer.type.dtype is DType.BF16:
            v = bf16.narrow_bits(self.b, v)
        elif mem != v.type:
            v = zext(self.b, v, mem)
        ptr = self.b.gep(self.pointer[buffer.id], [flat], source_etype=mem)
        self.b.store(v, ptr)

    def _if(self, e: Expr) -> ir.Value:
        cond = self.value(e.args[0])
        results = []
        with self.b.if_else(cond) as (then, otherwise):
            for branch, sub in ((then, e.args[1]), (otherwise, e.args[2])):
                with branch:
                    saved = dict(self.memo)
                    results.append((self.value(sub), self.b.block))
                    self.memo = saved
        phi = self.b.phi(results[0][0].type)
        for v, block in results:
            phi.add_incoming(v, block)
        return phi


_INDEX_OPS = {
    Leaf.IADD: lambda b, x, y: b.add(x, y),
    Leaf.IMUL: lambda b, x, y: b.mul(x, y),
    Leaf.IDIV: lambda b, x, y: b.udiv(x, y),
    Leaf.IREM: lambda b, x, y: b.urem(x, y),
    Leaf.ILT: lambda b, x, y: b.icmp_signed("<", x, y),
}
