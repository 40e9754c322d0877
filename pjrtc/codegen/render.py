"""The loop IR renderer: a loop IR Program (pjrtc/ir/loops.py) -> one LLVM IR kernel function.

Stateless: `render` adds one `spir_kernel` function to an llvmlite module (`render_module`
makes the module of a list of programs), decides nothing
(the program says which loops, vectors and conversions there are) and keeps nothing between
calls. Each PARAM is a noalias global-memory pointer argument `b<k>`. The semantics of ALU ops
are pjrtc/codegen/scalar.py's `ScalarEmitter.op`; loads and stores convert between register
and storage types (bf16 through pjrtc/codegen/bf16.py, bool as a byte); accumulators and loop
counters are stack slots in the entry block, which the device compiler promotes to registers.

Every kernel comes here: expression kernels (elementwise and reductions,
pjrtc/codegen/expressions.py), row programs (rows.py), tiled contractions (contraction.py) and
custom kernels (custom.py). This is the only module that builds LLVM IR for kernels; the
others importing llvmlite.ir are the op semantics it calls (scalar.py and its helpers bf16.py,
extend.py, fastmath.py, trig.py, float_bits.py).
"""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.codegen import bf16
from pjrtc.codegen.extend import zext
from pjrtc.codegen.scalar import ScalarEmitter, llvm_type, storage_type
from pjrtc.ir.loops import FCMP_PREDICATES, Inst, Ops, Program
from pjrtc.ir.tensor import DType

GLOBAL_ADDRSPACE = 1  # OpenCL __global
LOCAL_ADDRSPACE = 3  # OpenCL __local
CC_SPIR_KERNEL = "spir_kernel"
SPIR_TRIPLE = "spirv64-unknown-unknown"
I32 = ir.IntType(32)
I64 = ir.IntType(64)
# OpenCL's barrier(flags), by its Itanium-mangled name, and its flags.
_BARRIER = "_Z7barrierj"
_CLK_LOCAL_MEM_FENCE, _CLK_GLOBAL_MEM_FENCE = 1, 2
_SPECIAL_FUNCTIONS = {"global_id": "_Z13get_global_idj", "group_id": "_Z12get_group_idj",
                      "local_id": "_Z12get_local_idj"}


def render_module(programs: list[Program], name: str) -> str:
    """The LLVM IR text of a module for the SPIR-V target holding every program, in order."""
    module = ir.Module(name)
    module.triple = SPIR_TRIPLE
    for program in programs:
        render(program, module)
    return str(module)


def render(program: Program, module: ir.Module) -> ir.Function:
    """Add `program` to `module` as a kernel function named after it; return the function."""
    return _Renderer(program, module).run()


class _Renderer:
    def __init__(self, program: Program, module: ir.Module):
        self.program = program
        self.module = module
        ptr = ir.PointerType(addrspace=GLOBAL_ADDRSPACE)
        fnty = ir.FunctionType(ir.VoidType(), [ptr] * len(program.params()))
        self.fn = ir.Function(module, fnty, program.name)
        self.fn.calling_convention = CC_SPIR_KERNEL
        for i, a in enumerate(self.fn.args):
            a.name = f"b{i}"
            a.add_attribute("noalias")
        if program.sub_group_size is not None:
            md = module.add_metadata([ir.Constant(I32, program.sub_group_size)])
            self.fn.set_metadata("intel_reqd_sub_group_size", md)
        self.b = ir.IRBuilder(self.fn.append_basic_block("entry"))
        self.scalar = ScalarEmitter(self.b, module)
        if program.code_block is not None:
            code = self.fn.append_basic_block(program.code_block)
            self.b.branch(code)
            self.b.position_at_end(code)
        self.values: dict[int, ir.Value] = {}
        self.loops: dict[int, tuple[ir.AllocaInstr, ir.Value, ir.Block, ir.Block]] = {}
        self.whiles: dict[int, tuple[ir.Block, ir.Block, ir.Block]] = {}  # cond, body, done
        self.closing = _closing(program)
        self.private_pointers: dict[int, ir.Value] = {}  # a private LOAD -> its element pointer

    def run(self) -> ir.Function:
        end = self.region(0)
        assert end == len(self.program.insts), "unbalanced program (see loops.verify)"
        self.b.ret_void()
        return self.fn

    def region(self, i: int) -> int:
        """Render instructions from `i` to the end of the region; return where it stopped
        (the index of its ELSE or END_IF, or the program's end)."""
        insts = self.program.insts
        while i < len(insts):
            inst = insts[i]
            if inst.op in (Ops.ELSE, Ops.END_IF):
                return i
            if inst.op is Ops.IF:
                i = self.if_(i, inst)
            else:
                self.inst(i, inst)
                i += 1
        return i

    def v(self, inst: Inst, k: int) -> ir.Value:
        return self.values[inst.src[k]]

    def inst(self, i: int, inst: Inst) -> None:
        if inst.op is Ops.RANGE:
            self.values[i], self.loops[i] = self._range(inst)
            return
        if inst.op is Ops.WHILE:
            self.whiles[i] = self._while(inst)
            return
        self.position = i
        value = getattr(self, f"_{inst.op.name.lower()}")(inst)
        if value is not None:
            self.values[i] = value

    # -- values ---------------------------------------------------------------------------

    def _param(self, inst: Inst) -> ir.Value:
        return self.fn.args[inst.arg]

    def _define_local(self, inst: Inst) -> ir.Value:
        name, size = inst.arg[:2]
        ty = ir.ArrayType(storage_type(inst.dtype), size)
        var = ir.GlobalVariable(self.module, ty, f"{self.program.name}.{name}",
                                addrspace=LOCAL_ADDRSPACE)
        var.linkage = "internal"
        var.initializer = ir.Constant(ty, ir.Undefined)
        return var.gep([ir.Constant(I32, 0), ir.Constant(I32, 0)])  # its first element

    def _define_private(self, inst: Inst) -> ir.Value:
        name, size = inst.arg[:2]
        return self.alloca(ir.ArrayType(storage_type(inst.dtype), size), name)

    def _special(self, inst: Inst) -> ir.Value:
        kind, dim = inst.arg
        fn = self.scalar.declare(_SPECIAL_FUNCTIONS[kind], I64, [I32])
        return self.b.call(fn, [ir.Constant(I32, dim)])

    def _const(self, inst: Inst) -> ir.Value:
        lanes = inst.arg if isinstance(inst.arg, tuple) else (inst.arg,) * inst.lanes
        scalars = [self.scalar.constant(v, inst.dtype) for v in lanes]
        if inst.lanes == 1:
            return scalars[0]
        return ir.Constant(ir.VectorType(scalars[0].type, inst.lanes),
                           [c.constant for c in scalars])

    def _splat(self, inst: Inst) -> ir.Value:
        value = self.v(inst, 0)
        vty = ir.VectorType(value.type, inst.lanes)
        if isinstance(value, ir.Constant):
            return ir.Constant(vty, [value.constant] * inst.lanes)
        one = self.b.insert_element(ir.Constant(vty, ir.Undefined), value, ir.Constant(I32, 0))
        return self.b.shuffle_vector(one, ir.Constant(vty, ir.Undefined),
                                     ir.Constant(ir.VectorType(I32, inst.lanes), [0] * inst.lanes))

    def _alu(self, inst: Inst) -> ir.Value:
        op, attr = inst.arg
        args = [self.values[s] for s in inst.src]
        dtypes = [self.program.insts[s].dtype for s in inst.src]
        return self.scalar.op(op, inst.dtype, args, dtypes, attr)

    def _fma(self, inst: Inst) -> ir.Value:
        """llvm.fmuladd: fused where the device has it, as the tiled contractions want."""
        ty = self._type(inst)
        name = "llvm.fmuladd." + (f"v{inst.lanes}" if inst.lanes > 1 else "") + (
            "f32" if inst.dtype is DType.F32 else "f64")
        fn = self.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ty, [ty] * 3), name)
        return self.b.call(fn, [self.v(inst, k) for k in range(3)])

    def _builtin(self, inst: Inst) -> ir.Value:
        return self.scalar.builtin(inst.arg, inst.dtype, [self.values[s] for s in inst.src])

    def _fcmp(self, inst: Inst) -> ir.Value:
        kind, op = FCMP_PREDICATES[inst.arg]
        compare = self.b.fcmp_ordered if kind == "o" else self.b.fcmp_unordered
        return compare(op, self.v(inst, 0), self.v(inst, 1))

    def _iadd(self, inst: Inst) -> ir.Value:
        return self.b.add(self.v(inst, 0), self.v(inst, 1))

    def _imul(self, inst: Inst) -> ir.Value:
        return self.b.mul(self.v(inst, 0), self.v(inst, 1))

    def _idiv(self, inst: Inst) -> ir.Value:
        return self.b.udiv(self.v(inst, 0), self.v(inst, 1))

    def _irem(self, inst: Inst) -> ir.Value:
        rem = self.b.srem if inst.arg == "signed" else self.b.urem
        return rem(self.v(inst, 0), self.v(inst, 1))

    def _ilt(self, inst: Inst) -> ir.Value:
        return self.b.icmp_signed("<", self.v(inst, 0), self.v(inst, 1))

    def _vectorize(self, inst: Inst) -> ir.Value:
        out = ir.Constant(ir.VectorType(llvm_type(inst.dtype), inst.lanes), ir.Undefined)
        for lane, s in enumerate(inst.src):
            out = self.b.insert_element(out, self.values[s], ir.Constant(I32, lane))
        return out

    def _lane(self, inst: Inst) -> ir.Value:
        return self.b.extract_element(self.v(inst, 0), ir.Constant(I32, inst.arg))

    def _shuffle(self, inst: Inst) -> ir.Value:
        mask = ir.Constant(ir.VectorType(I32, inst.lanes), [ir.Constant(I32, j) for j in inst.arg])
        return self.b.shuffle_vector(self.v(inst, 0), self.v(inst, 1), mask)

    def _insert(self, inst: Inst) -> ir.Value:
        vector = (self.v(inst, 0) if len(inst.src) == 2
                  else ir.Constant(self._type(inst), ir.Undefined))
        return self.b.insert_element(vector, self.values[inst.src[-1]], ir.Constant(I32, inst.arg))

    # -- memory ---------------------------------------------------------------------------

    def _pointer(self, inst: Inst, dtype: DType) -> ir.Value:
        mem = storage_type(dtype)
        return self.b.gep(self.v(inst, 0), [self.v(inst, 1)], source_etype=mem)

    def _private(self, inst: Inst, lanes: int) -> ir.Value | None:
        """The element pointer into a private array (None for another buffer): a constant
        index is an i32 one, a computed one is in bounds where the array says so; vectors are
        accessed through a vector pointer."""
        array = self.program.insts[inst.src[0]]
        if array.op is not Ops.DEFINE_PRIVATE:
            return None
        slot, index = self.v(inst, 0), self.v(inst, 1)
        if isinstance(index, ir.Constant):
            ptr = self.b.gep(slot, [ir.Constant(I32, 0), ir.Constant(I32, index.constant)],
                             source_etype=slot.allocated_type)
        elif inst.op is Ops.STORE and inst.arg is not None:  # where that load read
            ptr = self.private_pointers[inst.arg]
        elif array.arg[2:] == ("inbounds",):
            ptr = self.b.gep(slot, [ir.Constant(I32, 0), index], inbounds=True)
        else:
            ptr = self.b.gep(slot, [ir.Constant(I64, 0), index],
                             source_etype=slot.allocated_type)
        if lanes > 1:
            ty = ir.VectorType(storage_type(array.dtype), lanes)
            ptr = self.b.bitcast(ptr, ty.as_pointer())
        return ptr

    def _load(self, inst: Inst) -> ir.Value:
        dtype, b = self.program.insts[inst.src[0]].dtype, self.b  # the buffer's
        mem = storage_type(dtype)
        private = self._private(inst, inst.lanes)
        if private is not None:
            self.private_pointers[self.position] = private
            return b.load(private, typ=self._type(inst))
        ptr = self._pointer(inst, dtype)
        if inst.lanes > 1:
            return b.load(ptr, typ=ir.VectorType(mem, inst.lanes), align=mem_align(mem))
        loaded = b.load(ptr, typ=mem)
        if dtype is DType.BF16:  # 16 bits in memory, an f32 in registers
            return bf16.widen(b, loaded)
        if mem != llvm_type(dtype):  # bool is a byte in memory
            return b.icmp_unsigned("!=", loaded, ir.Constant(mem, 0))
        return loaded

    def _store(self, inst: Inst) -> None:
        b, v = self.b, self.v(inst, 2)
        value = self.program.insts[inst.src[2]]
        dtype = self.program.insts[inst.src[0]].dtype  # the buffer's
        mem = storage_type(dtype)
        private = self._private(inst, value.lanes)
        if private is not None:
            b.store(v, private)
            return
        if value.lanes > 1:
            b.store(v, self._pointer(inst, dtype), align=mem_align(mem))
            return
        if dtype is DType.BF16:
            v = bf16.narrow_bits(b, v)
        elif mem != v.type:
            v = zext(b, v, mem)
        b.store(v, self._pointer(inst, dtype))

    def _barrier(self, inst: Inst) -> None:
        fn = self.scalar.declare(_BARRIER, ir.VoidType(), [I32])
        flags = _CLK_LOCAL_MEM_FENCE | (_CLK_GLOBAL_MEM_FENCE if inst.arg == "global" else 0)
        call = self.b.call(fn, [ir.Constant(I32, flags)])
        call.calling_convention = "spir_func"

    # -- accumulators and loops -----------------------------------------------------------

    def alloca(self, ty: ir.Type, name: str) -> ir.AllocaInstr:
        """Stack slots go in the entry block, where the device compiler promotes them: first
        in it, or where the builder is while it is still there (inserting at the start of
        the block the builder is filling would misplace the builder's next instruction)."""
        entry = self.fn.entry_basic_block
        if self.b.block is entry:
            return self.b.alloca(ty, name=name)
        builder = ir.IRBuilder()
        builder.position_at_start(entry)
        return builder.alloca(ty, name=name)

    def _type(self, inst: Inst) -> ir.Type:
        ty = llvm_type(inst.dtype)
        return ir.VectorType(ty, inst.lanes) if inst.lanes > 1 else ty

    def _define_acc(self, inst: Inst) -> ir.Value:
        slot = self.alloca(self._type(inst), inst.arg)
        self.b.store(self.v(inst, 0), slot)
        return slot

    def _get_acc(self, inst: Inst) -> ir.Value:
        return self.b.load(self.v(inst, 0), typ=self._type(inst))

    def _set_acc(self, inst: Inst) -> None:
        self.b.store(self.v(inst, 1), self.v(inst, 0))

    def _range(self, inst: Inst) -> tuple[ir.Value, tuple]:
        """The counter's value in the loop body; what END_RANGE needs to close the loop."""
        b, name = self.b, inst.arg
        start, end, step = ((ir.Constant(I64, 0), self.v(inst, 0), ir.Constant(I64, 1))
                            if len(inst.src) == 1 else (self.values[s] for s in inst.src))
        counter = self.alloca(I64, name)
        b.store(start, counter)
        cond = self.fn.append_basic_block(f"{name}.cond")
        body = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        b.branch(cond)
        b.position_at_end(cond)
        i = b.load(counter, typ=I64)
        b.cbranch(b.icmp_unsigned("<", i, end), body, done)
        b.position_at_end(body)
        return i, (counter, step, cond, done)

    def _end_range(self, inst: Inst) -> None:
        counter, step, cond, done = self.loops[inst.src[0]]
        i = self.v(inst, 0)
        self.b.store(self.b.add(i, step), counter)
        self.b.branch(cond)
        self.b.position_at_end(done)

    def _while(self, inst: Inst) -> tuple[ir.Block, ir.Block, ir.Block]:
        cond = self.fn.append_basic_block(f"{inst.arg}.cond")
        body = self.fn.append_basic_block(f"{inst.arg}.body")
        done = self.fn.append_basic_block(f"{inst.arg}.done")
        self.b.branch(cond)
        self.b.position_at_end(cond)
        return cond, body, done

    def _do(self, inst: Inst) -> None:
        _, body, done = self.whiles[inst.src[0]]
        self.b.cbranch(self.v(inst, 1), body, done)
        self.b.position_at_end(body)

    def _end_while(self, inst: Inst) -> None:
        cond, _, done = self.whiles[self.program.insts[inst.src[0]].src[0]]
        self.b.branch(cond)
        self.b.position_at_end(done)

    def if_(self, i: int, inst: Inst) -> int:
        """Render the IF at `i` with its regions; return the index after its END_IF."""
        insts, cond = self.program.insts, self.v(inst, 0)
        end = self.closing[i]
        if insts[end].op is Ops.END_IF:  # no else: if_then
            with self.b.if_then(cond, likely=inst.arg):
                self.region(i + 1)
            return end + 1
        results: list[tuple[ir.Value, ir.Block]] = []
        else_first = inst.arg == "else_first"
        likely = None if else_first else inst.arg
        with self.b.if_else(cond, likely=likely) as (then, otherwise):
            sides = (otherwise, then) if else_first else (then, otherwise)
            for side, first in zip(sides, (i + 1, end + 1)):
                with side:
                    stop = self.region(first)
                    closing = insts[stop]
                    if len(closing.src) > 1:
                        results.append((self.values[closing.src[1]], self.b.block))
        else_end = self.closing[end]
        closing = insts[else_end]
        if closing.dtype is not None:
            phi = self.b.phi(self._type(closing))
            for value, block in results:
                phi.add_incoming(value, block)
            self.values[else_end] = phi
        return else_end + 1


def _closing(program: Program) -> dict[int, int]:
    """For each IF and ELSE, the index of the ELSE or END_IF that closes its region."""
    out: dict[int, int] = {}
    open_ifs: list[int] = []
    for i, inst in enumerate(program.insts):
        if inst.op in (Ops.ELSE, Ops.END_IF):
            out[open_ifs.pop()] = i
        if inst.op in (Ops.IF, Ops.ELSE):
            open_ifs.append(i)
    return out


def mem_align(ty: ir.Type) -> int:
    """Element alignment: vector loads and stores of buffer elements are only that aligned."""
    return max(1, ty.width // 8) if isinstance(ty, ir.IntType) else {
        "half": 2, "float": 4, "double": 8}[str(ty)]
