"""LLVM IR generation: kernel IR KernelModule -> LLVM IR text for the SPIR-V target.

Each Kernel becomes one `spir_kernel` function whose parameters are global-memory pointers in
`Kernel.args()` order. Expression kernels (elementwise and reductions) and row programs go
through loop IR: pjrtc/codegen/expressions.py and rows.py produce it, pjrtc/codegen/render.py
renders it. The other kinds are still emitted here by `_KernelEmitter` and the modules it
delegates to: tiled contractions (contraction.py) and custom kernels (custom.py), each of
which builds llvmlite IR itself. Scalar semantics (NaN-propagating max, XLA's integer
division by zero, saturating float->int conversion, ...) live in `pjrtc.codegen.scalar`.
"""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.codegen import bf16
from pjrtc.codegen.contraction import emit_tiled
from pjrtc.codegen.custom import emit_custom
from pjrtc.codegen.expressions import expression_program, is_expression_kernel
from pjrtc.codegen.extend import zext
from pjrtc.codegen.render import CC_SPIR_KERNEL, GLOBAL_ADDRSPACE, render
from pjrtc.codegen.rows import row_program
from pjrtc.codegen.scalar import ScalarEmitter, llvm_type, storage_type
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Leaf
from pjrtc.ir.kernel_exprs import flat_terms
from pjrtc.ir.loops import Program
from pjrtc.ir.tensor import DType, Value
from pjrtc.target import Target

SPIR_TRIPLE = "spirv64-unknown-unknown"
I32 = ir.IntType(32)
I64 = ir.IntType(64)


def emit_module(module: KernelModule, target: Target, name: str = "pjrtc",
                programs: dict[str, Program] | None = None) -> str:
    """LLVM IR text of every kernel in `module`, in launch order, for `target` (its launch
    geometry and sub-group choice): the kernels in `programs` (`loop_programs`, produced here
    when not given) rendered from their loop IR, the others emitted directly."""
    if programs is None:
        programs = loop_programs(module, target)
    llmod = ir.Module(name)
    llmod.triple = SPIR_TRIPLE
    for kernel in _distinct(module):
        program = programs.get(kernel.name)
        if program is not None:
            render(program, llmod)
        else:
            _KernelEmitter(llmod, kernel, target).emit()
    return str(llmod)


def loop_programs(module: KernelModule, target: Target) -> dict[str, Program]:
    """The loop IR of each kernel that is rendered from loop IR (expression kernels and row
    programs), by kernel name."""
    out: dict[str, Program] = {}
    for kern in _distinct(module):
        if is_expression_kernel(kern):
            out[kern.name] = expression_program(kern, target)
        elif kern.rows is not None:
            out[kern.name] = row_program(kern, target)
    return out


def _distinct(module: KernelModule) -> list[Kernel]:
    """Each kernel once: kernels sharing a name share the function."""
    first: dict[str, Kernel] = {}
    for kern in module.kernels:
        first.setdefault(kern.name, kern)
    return list(first.values())


class _KernelEmitter:
    """Emits a tiled contraction or a custom kernel (see the module doc)."""

    def __init__(self, llmod: ir.Module, kernel: Kernel, target: Target):
        self.target = target
        self.llmod = llmod
        self.kernel = kernel
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
        self.vals: tuple[ir.Value, ...] = ()
        # Set by the kernel kinds for the elements they are computing: the values of INDEX
        # axes and of accumulators.
        self.index_values: dict[int, ir.Value] | None = None
        self.acc_values: dict[int, ir.Value] | None = None
        self.row_values: dict[int, ir.Value] = {}  # ROW leaves of a row program

    def emit(self) -> None:
        entry = self.fn.append_basic_block("entry")
        self.b = ir.IRBuilder(entry)
        self.scalar = ScalarEmitter(self.b, self.llmod)
        if self.kernel.tiling is not None:
            # explicit vector code: one tile per work-item
            emit_tiled(self)
            self.b.ret_void()
            return
        with self.b.if_then(self._work_item(), likely=True):
            emit_custom(self)  # a hand-written body: it writes the outputs itself
        self.b.ret_void()

    def _work_item(self) -> ir.Value:
        """Set `gid`, this work-item's problem index (custom kernels are launched 1-D);
        return whether it is one of the kernel's (launches are padded to whole work-groups)."""
        self.gid = self._global_id()
        (launched,), _ = self.kernel.geometry(self.target)
        if launched == self.kernel.size:  # no padding: every work-item is a problem
            return ir.Constant(ir.IntType(1), 1)
        return self.b.icmp_unsigned("<", self.gid, ir.Constant(I64, self.kernel.size))

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

    def _alloca(self, ty: ir.Type, name: str) -> ir.AllocaInstr:
        """Stack slots go first in the entry block, where the device compiler promotes them."""
        builder = ir.IRBuilder()
        builder.position_at_start(self.fn.entry_basic_block)
        return builder.alloca(ty, name=name)

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
            return self.index_values[e.arg]
        if op is Leaf.RINDEX:
            return self.rindex[e.arg]
        if op is Leaf.LOAD:
            return self._load(e)
        if op is Leaf.ACC:
            return self.acc_values[e.arg]
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
