"""Hand-built SPIR-V kernels and artifacts for runtime tests (no compiler needed).

Kernels are emitted with llvmlite's SPIR-V backend: one spir_kernel per function, every
argument a global (addrspace 1) pointer, one work-item per element, guarded by ``i < n``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir
from pjrtc_runtime.schema import (
    BufferSpec,
    ConstantSpec,
    KernelArg,
    KernelSpec,
    Manifest,
    Source,
    TensorSpec,
)

from pjrtc.artifact.writer import write_artifact

N = 16  # the element count of the test kernels in conftest.py
TRIPLE = "spirv64-unknown-unknown"
F32 = ir.FloatType()
I64 = ir.IntType(64)
GLOBAL_PTR = ir.PointerType(addrspace=1)

# body(builder, loaded_inputs) -> value stored into the last argument.
Body = Callable[[ir.IRBuilder, list[ir.Value]], ir.Value]


def elementwise(module: ir.Module, name: str, n_inputs: int, n: int, body: Body,
                output_first: bool = False) -> None:
    """Add kernel ``name``(in0, ..., out) computing out[i] = body(in0[i], ...) for i < n;
    with ``output_first``, ``name``(out, in0, ...), the order pjrtc's kernels use (the args
    a kernel writes come first: KernelSpec.writes)."""
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [GLOBAL_PTR] * (n_inputs + 1)),
                     name)
    fn.calling_convention = "spir_kernel"
    gid = module.globals.get("_Z13get_global_idj")
    if gid is None:
        gid = ir.Function(module, ir.FunctionType(I64, [ir.IntType(32)]), "_Z13get_global_idj")
        gid.calling_convention = "spir_func"
    b = ir.IRBuilder(fn.append_basic_block())
    i = b.call(gid, [ir.Constant(ir.IntType(32), 0)])
    with b.if_then(b.icmp_signed("<", i, ir.Constant(I64, n))):
        out, ins = (fn.args[0], fn.args[1:]) if output_first else (fn.args[-1], fn.args[:-1])
        loaded = [b.load(b.gep(a, [i], source_etype=F32), typ=F32) for a in ins]
        b.store(body(b, loaded), b.gep(out, [i], source_etype=F32))
    b.ret_void()


def emit_spirv(module: ir.Module) -> bytes:
    """SPIR-V bytes of ``module`` (a fresh TargetMachine per module: reuse segfaults)."""
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    parsed = llvm.parse_assembly(str(module))
    parsed.verify()
    return llvm.Target.from_triple(TRIPLE).create_target_machine().emit_object(parsed)


def new_module() -> ir.Module:
    module = ir.Module("kernels")
    module.triple = TRIPLE
    return module


def f32_tensor(n: int, buffer: int, name: str | None = None) -> TensorSpec:
    return TensorSpec(name, (n,), "float32", buffer)


def launch(name: str, args: Sequence[tuple[str, int]], n: int, local: int = 16,
           writes: int | None = None) -> KernelSpec:
    """A launch of ``name``; ``writes``: how many leading args it writes (None: unknown,
    so the runtime assumes every arg may be written and copies device inputs in)."""
    padded = -(-n // local) * local
    return KernelSpec(name, tuple(KernelArg(k, i) for k, i in args), (padded,), (local,),
                      (f"test.mlir:1:1: {name}",), writes)


def manifest(inputs: Sequence[TensorSpec], outputs: Sequence[TensorSpec],
             buffers: Sequence[int], kernels: Sequence[KernelSpec],
             constants: Sequence[ConstantSpec] = (), requirements: Sequence[str] = (),
             ) -> Manifest:
    return Manifest.create(
        source=Source("test.mlir", hashlib.sha256(b"test").hexdigest(), "mlir-text", None),
        options={"opt_level": 2}, inputs=tuple(inputs), outputs=tuple(outputs),
        buffers=tuple(BufferSpec(s) for s in buffers), kernels=tuple(kernels),
        constants=tuple(constants), requirements=tuple(requirements))


def write(path: Path, m: Manifest, spirv: bytes, constants: bytes = b"") -> Path:
    write_artifact(path, m, spirv, constants)
    return path


def npz_arrays(path: Path) -> list[np.ndarray]:
    """The arrays of an inputs.npz/expected.npz in positional order (arg0, arg1, ... by
    number)."""
    with np.load(path, allow_pickle=False) as z:
        return [z[k] for k in sorted(z.files, key=lambda k: int("".join(filter(str.isdigit, k))))]
