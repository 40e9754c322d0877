"""Helpers for the loop IR tests: build programs instruction by instruction, render them to
LLVM IR and SPIR-V (checked by spirv-val), and run one kernel on the default device through
the runtime's SYCL boundary (pjrtc_runtime.sycl), with numpy arrays in and out (what the
runtime does for an artifact, without one)."""

from __future__ import annotations

from typing import Any

import llvmlite.ir as ir
import numpy as np

from pjrtc.codegen import spirv
from pjrtc.codegen.render import SPIR_TRIPLE, render
from pjrtc.ir.loops import Inst, Ops, Program, verify
from pjrtc.ir.tensor import DType
from pjrtc.target import INTEL_OPENCL_CPU as CPU


class ProgramBuilder:
    """Appends instructions; each call returns the new instruction's index."""

    def __init__(self) -> None:
        self.insts: list[Inst] = []

    def __call__(self, op: Ops, dtype: DType | None, *src: int, arg: Any = None,
                 lanes: int = 1) -> int:
        self.insts.append(Inst(op, dtype, tuple(src), arg, lanes))
        return len(self.insts) - 1

    def const(self, value, dtype: DType, lanes: int = 1) -> int:
        return self(Ops.CONST, dtype, arg=value, lanes=lanes)

    def program(self, name: str = "k", sub_group_size: int | None = None) -> Program:
        return Program(name, tuple(self.insts), sub_group_size)


def while_program() -> ProgramBuilder:
    """A custom kernel's constructs: a while loop counting a variable down to 0, an else-first
    if, a builtin, an fcmp, a signed remainder and a read-modify-write of a private element."""
    p = ProgramBuilder()
    out = p(Ops.PARAM, DType.F32, arg=0)
    low = p(Ops.DEFINE_PRIVATE, DType.F32, arg=("low", 4, "inbounds"))
    n = p(Ops.DEFINE_ACC, DType.I64, p.const(3, DType.I64), arg="n")
    loop = p(Ops.WHILE, None, arg="count")
    k = p(Ops.GET_ACC, DType.I64, n)
    do = p(Ops.DO, None, loop, p(Ops.ILT, DType.I1, p.const(0, DType.I64), k))
    element = p(Ops.LOAD, DType.F32, low, k)
    p(Ops.STORE, None, low, k, p(Ops.BUILTIN, DType.F32, element, element, arg="fmax"), arg=element)
    rest = p(Ops.IREM, DType.I64, k, p.const(4, DType.I64), arg="signed")
    p(Ops.SET_ACC, None, n, p(Ops.IDIV, DType.I64, rest, p.const(2, DType.I64)))  # 3, 1, 0
    p(Ops.END_WHILE, None, do)
    x = p(Ops.LOAD, DType.F32, out, p.const(0, DType.I64))
    opening = p(Ops.IF, None, p(Ops.FCMP, DType.I1, x, x, arg="uno"), arg="else_first")
    p(Ops.STORE, None, out, p.const(0, DType.I64), p.const(1.0, DType.F32))
    other = p(Ops.ELSE, None, opening)
    p(Ops.STORE, None, out, p.const(0, DType.I64), p.const(2.0, DType.F32))
    p(Ops.END_IF, None, other)
    return p


def llvm_ir(program: Program) -> str:
    verify(program)
    module = ir.Module("test")
    module.triple = SPIR_TRIPLE
    render(program, module)
    return str(module)


def to_spirv(program: Program) -> bytes:
    spv = spirv.to_spirv(llvm_ir(program), CPU.spirv_extensions)
    if spirv.find_tool("spirv-val") is not None:
        spirv.validate(spv)
    return spv


def run(program: Program, arrays: list[np.ndarray], global_size: int | tuple[int, ...],
        local_size: int | tuple[int, ...] | None = None) -> list[np.ndarray]:
    """Run `program` once over `global_size` work-items (work-groups of `local_size`; both
    slowest dimension first, as dpctl takes them) with PARAM k bound to a device copy of
    arrays[k]; return the arrays as the kernel left them."""
    from pjrtc_runtime import sycl

    device = sycl.find_device("opencl:cpu")
    queue = sycl.in_order_queue(sycl.default_context(device), device)
    kernel = sycl.find_kernel(sycl.build_program(queue, to_spirv(program)), program.name)
    memories = []
    for array in arrays:
        memory = sycl.UsmMemory(max(1, array.nbytes), queue=queue)
        memory.copy_from_host(np.ascontiguousarray(array).view(np.uint8).reshape(-1))
        memories.append(memory)
    def dims(size: int | tuple[int, ...]) -> list[int]:
        return [size] if isinstance(size, int) else list(size)

    local = dims(local_size) if local_size is not None else None
    queue.submit(kernel, memories, dims(global_size), local).wait()
    results = []
    for array, memory in zip(arrays, memories):
        out = np.empty_like(array)
        memory.copy_to_host(out.view(np.uint8).reshape(-1))
        results.append(out)
    return results
