"""The compile pipeline: a table of named stages, run in order, ending in an artifact.

    source bytes -tir-> tensor IR -kir-> kernel IR -ll-> LLVM IR -spv-> SPIR-V -> artifact

A stage's name is the file extension of what it produces (`write_dumps`, for --dump-dir). The
artifact's manifest is derived from the final kernel IR and buffer plan, never from state the
stages share.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from pjrtc import __version__
from pjrtc.codegen import spirv as spirv_tools
from pjrtc.codegen.llvm import emit_module
from pjrtc.frontend import SourceInfo, load_bytes, load_module
from pjrtc.errors import PjrtcError
from pjrtc.ir.kernel import Case, Copy, KernelModule, Launch, Step, While
from pjrtc.ir.kernel_printer import print_kernel_module
from pjrtc.ir.printer import print_graph
from pjrtc.ir.tensor import DType, Graph
from pjrtc.lower import lower_graph
from pjrtc.options import CompileOptions
from pjrtc.passes.drop_unread_constants import drop_unread_constants
from pjrtc.passes.expand import prepare_graph
from pjrtc.passes.fuse_epilogues import fuse_epilogues
from pjrtc.passes.fuse_rows import fuse_rows
from pjrtc.passes.share_kernels import share_kernels
from pjrtc.passes.tile_contractions import tile_contractions
from pjrtc.passes.plan_buffers import BufferPlan, plan_buffers
from pjrtc_runtime import schema


@dataclass
class Compiled:
    """Everything one compile produced; `stages` holds each stage's text for dumps."""

    manifest: schema.Manifest
    spirv: bytes
    constants: bytes
    source: SourceInfo
    graph: Graph  # the intermediate forms, for --dump-dir
    kernels: KernelModule
    llvm_ir: str
    seconds: dict[str, float] = field(default_factory=dict)


def compile_file(path: str | os.PathLike, options: CompileOptions = CompileOptions()) -> Compiled:
    """Compile a StableHLO file (text, bytecode or portable artifact, told apart by content)."""
    start = time.perf_counter()
    graph, source = load_module(path, options.shapes)
    return _compile(graph, source, options, {"tir": time.perf_counter() - start})


def compile_bytes(data: bytes, name: str, options: CompileOptions = CompileOptions()) -> Compiled:
    """Compile StableHLO held in memory; `name` stands for the file in messages."""
    start = time.perf_counter()
    graph, source = load_bytes(data, name, options.shapes)
    return _compile(graph, source, options, {"tir": time.perf_counter() - start})


def _compile(graph: Graph, source: SourceInfo, options: CompileOptions,
             seconds: dict[str, float]) -> Compiled:
    def timed(stage: str, fn: Callable, *args):
        start = time.perf_counter()
        out = fn(*args)
        seconds[stage] = time.perf_counter() - start
        return out

    name = source.name
    module = timed("kir", lambda: _lower(graph))
    llvm_ir = timed("ll", emit_module, module, os.path.splitext(name)[0] or "module")
    spirv = timed("spv", spirv_tools.to_spirv, llvm_ir)
    if options.validate_spirv:
        timed("spirv-val", spirv_tools.validate, spirv)
    plan = plan_buffers(module)
    constants, constant_specs = pack_constants(module)
    manifest = build_manifest(module, plan, constant_specs, source, options)
    return Compiled(manifest, spirv, constants, source, graph, module, llvm_ir, seconds)


# Kernel-IR passes, in order, after lowering.
KERNEL_PASSES: tuple[Callable[[KernelModule], KernelModule], ...] = (
    fuse_epilogues,
    fuse_rows,
    tile_contractions,
    share_kernels,
    drop_unread_constants,
)


def _lower(graph: Graph) -> KernelModule:
    """The graph passes, lowering, then the kernel-IR passes; the signature types callers see
    survive them all."""
    prepared = prepare_graph(graph)
    module = lower_graph(prepared)
    for kernel_pass in KERNEL_PASSES:
        module = kernel_pass(module)
    return replace(module, abi_input_types=prepared.abi_param_types,
                   abi_output_types=prepared.abi_result_types)


def write_dumps(compiled: Compiled, directory: str | os.PathLike) -> list[str]:
    """Write every stage's output as <model>.<stage>: tir, kir, ll, spv and spvasm
    (spirv-dis). Returns the paths written."""
    stem = os.path.splitext(compiled.source.name)[0] or "module"
    texts = {"tir": print_graph(compiled.graph), "kir": print_kernel_module(compiled.kernels),
             "ll": compiled.llvm_ir, "spvasm": spirv_tools.disassemble(compiled.spirv)}
    written = []
    try:
        os.makedirs(directory, exist_ok=True)
        for stage, text in texts.items():
            written.append(_write(os.path.join(directory, f"{stem}.{stage}"), text.encode()))
        written.append(_write(os.path.join(directory, f"{stem}.spv"), compiled.spirv))
    except OSError as e:
        raise PjrtcError(f"cannot write the stage dumps to {directory}: {e.strerror or e}. "
                         "Pass a --dump-dir that can be created and written.") from None
    return written


def _write(path: str, data: bytes) -> str:
    with open(path, "wb") as f:
        f.write(data)
    return path


def pack_constants(module: KernelModule) -> tuple[bytes, tuple[schema.ConstantSpec, ...]]:
    """Lay constants out in constants.bin, little-endian, each 64-byte aligned."""
    blob = bytearray()
    specs = []
    for value, array in module.constants:
        pad = -len(blob) % schema.CONSTANT_ALIGNMENT
        blob.extend(b"\0" * pad)
        dtype = value.type.dtype.numpy.newbyteorder("<")
        raw = np.ascontiguousarray(array, dtype=dtype).tobytes()
        specs.append(schema.ConstantSpec(value.type.dtype.numpy_name, value.type.shape,
                                         len(blob), len(raw)))
        blob.extend(raw)
    return bytes(blob), tuple(specs)


def build_manifest(module: KernelModule, plan: BufferPlan,
                   constants: tuple[schema.ConstantSpec, ...], source: SourceInfo,
                   options: CompileOptions) -> schema.Manifest:
    constant_index = {v.id: i for i, (v, _) in enumerate(module.constants)}

    def arg(value) -> schema.KernelArg:
        if value.id in constant_index:
            return schema.KernelArg("constant", constant_index[value.id])
        return schema.KernelArg("buffer", plan.slot_of[value.id])

    def tensor(value, name, abi_type) -> schema.TensorSpec:
        t = abi_type or value.type  # a complex value's buffer holds real (re, im) pairs
        return schema.TensorSpec(schema.tensor_name(name), t.shape, t.dtype.numpy_name,
                                 plan.slot_of[value.id])

    kernels = []
    for kern in module.kernels:
        global_size, local_size = kern.geometry()
        # Kernel.args() lists the values a kernel writes (its outputs) first, once each.
        writes = len({v.id for v, _ in kern.outputs})
        invariant = all(v.id in plan.invariant for v, _ in kern.outputs)
        kernels.append(schema.KernelSpec(kern.name, tuple(arg(v) for v in kern.args()),
                                         global_size, local_size, kern.source_ops, writes,
                                         invariant))
    return schema.Manifest.create(
        source=schema.Source(source.name, source.sha256, source.format, source.stablehlo_version),
        options=options.to_json(),
        inputs=tuple(tensor(v, n, t) for v, n, t in _named(module.inputs, module.input_names,
                                                             module.abi_input_types)),
        outputs=tuple(tensor(v, n, t) for v, n, t in _named(module.outputs, module.output_names,
                                                              module.abi_output_types)),
        buffers=tuple(schema.BufferSpec(s) for s in plan.slot_sizes),
        kernels=tuple(kernels), constants=constants, requirements=requirements(module),
        schedule=schedule_specs(module.steps, {id(kern): i for i, kern in
                                               enumerate(module.kernels)}, plan),
        producer=schema.Producer("pjrtc", __version__))


def schedule_specs(steps: tuple[Step, ...], kernel_index: dict[int, int],
                   plan: BufferPlan) -> tuple[schema.Step, ...]:
    """The manifest's schedule: kernels by index into `kernels`, values by buffer slot."""
    def convert(step: Step) -> schema.Step:
        if isinstance(step, Launch):
            return schema.LaunchStep(kernel_index[id(step.kernel)])
        if isinstance(step, Copy):
            return schema.CopyStep(plan.slot_of[step.src.id], plan.slot_of[step.dst.id],
                                   step.dst.type.nbytes)
        if isinstance(step, While):
            trips = None
            if step.trips is not None:
                t = step.trips
                trips = schema.TripCount(
                    plan.slot_of[t.counter.id],
                    None if t.bound is None else plan.slot_of[t.bound.id], t.limit,
                    t.counter.type.dtype.numpy_name)
            return schema.WhileStep(tuple(map(convert, step.cond)), plan.slot_of[step.pred.id],
                                    tuple(map(convert, step.body)), trips)
        assert isinstance(step, Case), step
        index_dtype = "bool" if step.index.type.dtype is DType.I1 else "int32"
        return schema.CaseStep(plan.slot_of[step.index.id], index_dtype,
                               tuple(tuple(map(convert, b)) for b in step.branches))

    return tuple(map(convert, steps))


def requirements(module: KernelModule) -> tuple[str, ...]:
    """Device capabilities the artifact needs, from every dtype it stores or computes."""
    dtypes = {v.type.dtype for v in module.inputs + module.outputs}
    dtypes |= {v.type.dtype for v, _ in module.constants}
    for kern in module.kernels:
        for root in kern.exprs():
            dtypes |= {node.dtype for node in root.walk()}
        dtypes |= {v.type.dtype for v in kern.args()}
    needs = set()
    if DType.F64 in dtypes:
        needs.add("fp64")
    if DType.F16 in dtypes:
        needs.add("fp16")
    return tuple(sorted(needs))


def _named(values, names, abi_types):
    """(value, name or None, caller-visible type or None) per value."""
    names = tuple(names) + (None,) * (len(values) - len(names))
    abi_types = tuple(abi_types) + (None,) * (len(values) - len(abi_types))
    return zip(values, names, abi_types)
