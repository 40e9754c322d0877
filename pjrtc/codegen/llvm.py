"""LLVM IR generation: kernel IR KernelModule -> LLVM IR text for the SPIR-V target.

Each Kernel becomes one `spir_kernel` function whose parameters are global-memory pointers in
`Kernel.args()` order. Expression kernels (elementwise and reductions), row programs and tiled
contractions go through loop IR: pjrtc/codegen/expressions.py, rows.py and contraction.py
produce it, pjrtc/codegen/render.py renders it. Custom kernels are still emitted here by
`_CustomEmitter` and the modules it delegates to (custom.py and the LAPACK-style modules),
which build llvmlite IR themselves. Scalar semantics (NaN-propagating max, XLA's integer
division by zero, saturating float->int conversion, ...) live in `pjrtc.codegen.scalar`.
"""

from __future__ import annotations

import llvmlite.ir as ir

from pjrtc.codegen.contraction import tiled_program
from pjrtc.codegen.custom import emit_custom
from pjrtc.codegen.expressions import expression_program, is_expression_kernel
from pjrtc.codegen.render import CC_SPIR_KERNEL, GLOBAL_ADDRSPACE, render
from pjrtc.codegen.rows import row_program
from pjrtc.codegen.scalar import ScalarEmitter
from pjrtc.ir.kernel import Kernel, KernelModule
from pjrtc.ir.loops import Program
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
            _CustomEmitter(llmod, kernel, target).emit()
    return str(llmod)


def loop_programs(module: KernelModule, target: Target) -> dict[str, Program]:
    """The loop IR of each kernel that is rendered from loop IR (every kind but custom
    kernels), by kernel name."""
    out: dict[str, Program] = {}
    for kern in _distinct(module):
        if is_expression_kernel(kern):
            out[kern.name] = expression_program(kern, target)
        elif kern.rows is not None:
            out[kern.name] = row_program(kern, target)
        elif kern.tiling is not None:
            out[kern.name] = tiled_program(kern, target)
    return out


def _distinct(module: KernelModule) -> list[Kernel]:
    """Each kernel once: kernels sharing a name share the function."""
    first: dict[str, Kernel] = {}
    for kern in module.kernels:
        first.setdefault(kern.name, kern)
    return list(first.values())


class _CustomEmitter:
    """Emits a custom kernel: one problem per work-item of a 1-D launch, its body written by
    pjrtc/codegen/custom.py (through the `b`, `scalar`, `pointer`, `gid` and `_alloca` it
    uses)."""

    def __init__(self, llmod: ir.Module, kernel: Kernel, target: Target):
        self.target = target
        self.llmod = llmod
        self.kernel = kernel
        args = kernel.args()
        ptr = ir.PointerType(addrspace=GLOBAL_ADDRSPACE)
        fnty = ir.FunctionType(ir.VoidType(), [ptr] * len(args))
        self.fn = ir.Function(llmod, fnty, kernel.name)
        self.fn.calling_convention = CC_SPIR_KERNEL
        for i, a in enumerate(self.fn.args):
            a.name = f"b{i}"
            a.add_attribute("noalias")
        self.pointer = {v.id: self.fn.args[i] for i, v in enumerate(args)}

    def emit(self) -> None:
        entry = self.fn.append_basic_block("entry")
        self.b = ir.IRBuilder(entry)
        self.scalar = ScalarEmitter(self.b, self.llmod)
        with self.b.if_then(self._work_item(), likely=True):
            emit_custom(self)  # a hand-written body: it writes the outputs itself
        self.b.ret_void()

    def _work_item(self) -> ir.Value:
        """Set `gid`, this work-item's problem index (custom kernels are launched 1-D);
        return whether it is one of the kernel's (launches are padded to whole work-groups)."""
        fn = self.scalar.declare("_Z13get_global_idj", I64, [I32])
        self.gid = self.b.call(fn, [ir.Constant(I32, 0)])
        (launched,), _ = self.kernel.geometry(self.target)
        if launched == self.kernel.size:  # no padding: every work-item is a problem
            return ir.Constant(ir.IntType(1), 1)
        return self.b.icmp_unsigned("<", self.gid, ir.Constant(I64, self.kernel.size))

    def _alloca(self, ty: ir.Type, name: str) -> ir.AllocaInstr:
        """Stack slots go first in the entry block, where the device compiler promotes them."""
        builder = ir.IRBuilder()
        builder.position_at_start(self.fn.entry_basic_block)
        return builder.alloca(ty, name=name)
