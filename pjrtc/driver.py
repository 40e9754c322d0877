"""The compile pipeline: a table of named stages, run in order, ending in an artifact.

    source bytes -tir-> tensor IR -kir-> kernel IR -ll-> LLVM IR -spv-> SPIR-V -> artifact

A stage's name is the file extension of what it produces (`write_dumps`, for --dump-dir). The
artifact's manifest is derived from the final kernel IR and buffer plan, never from state the
stages share. Several `--shape` specializations (CompileOptions.specializations) each go
through the pipeline up to kernel IR and get their own buffer plan; their kernels are emitted
as one LLVM module (one kernels.spv) and their constants packed into one constants.bin.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from pjrtc import __version__
from pjrtc.codegen import spirv as spirv_tools
from pjrtc.codegen.llvm import emit_module, loop_programs
from pjrtc.frontend import SourceInfo, load_bytes, load_module
from pjrtc.errors import PjrtcError
from pjrtc.ir.kernel import Case, Copy, KernelModule, Launch, Step, While
from pjrtc.ir.kernel_printer import print_kernel_module
from pjrtc.ir.loops_printer import print_program
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
    """Everything one compile produced; `graphs`, `modules` and `llvm_ir` are the stages' forms
    for dumps (each specialization's tensor and kernel IR, the first's first; the LLVM IR of
    all)."""

    manifest: schema.Manifest
    spirv: bytes
    constants: bytes
    source: SourceInfo
    graphs: tuple[Graph, ...]
    modules: tuple[KernelModule, ...]
    llvm_ir: str
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def graph(self) -> Graph:
        """The first specialization's tensor IR (the only one without --shape)."""
        return self.graphs[0]

    @property
    def kernels(self) -> KernelModule:
        """The first specialization's kernel IR."""
        return self.modules[0]


def compile_file(path: str | os.PathLike, options: CompileOptions = CompileOptions()) -> Compiled:
    """Compile a StableHLO file (text, bytecode or portable artifact, told apart by content)."""
    start = time.perf_counter()
    graphs = [load_module(path, shapes) for shapes in options.all_shapes]
    return _compile(graphs, options, {"tir": time.perf_counter() - start})


def compile_bytes(data: bytes, name: str, options: CompileOptions = CompileOptions()) -> Compiled:
    """Compile StableHLO held in memory; `name` stands for the file in messages."""
    start = time.perf_counter()
    graphs = [load_bytes(data, name, shapes) for shapes in options.all_shapes]
    return _compile(graphs, options, {"tir": time.perf_counter() - start})


def kernel_prefix(index: int) -> str:
    """What the kernel names of specialization `index` start with in the artifact: nothing for
    the first (so an artifact of one is as before), `s1_`, `s2_`, ... for the others (kernels
    of every specialization share kernels.spv, and lowering names them alike)."""
    return f"s{index}_" if index else ""


def _compile(graphs: list[tuple[Graph, SourceInfo]], options: CompileOptions,
             seconds: dict[str, float]) -> Compiled:
    """Lower each specialization (`graphs`, the top level's first) through the pipeline, emit
    all their kernels as one module, and build one manifest: the first specialization at its
    top level, the others in its `specializations`."""
    def timed(stage: str, fn: Callable, *args):
        start = time.perf_counter()
        out = fn(*args)
        seconds[stage] = seconds.get(stage, 0.0) + time.perf_counter() - start
        return out

    source = graphs[0][1]
    modules = [timed("kir", _lower, graph) for graph, _ in graphs]
    _check_distinct(modules, options)
    llvm_ir = timed("ll", emit_module, _every_kernel(modules),
                    os.path.splitext(source.name)[0] or "module")
    spirv = timed("spv", spirv_tools.to_spirv, llvm_ir)
    if options.validate_spirv:
        timed("spirv-val", spirv_tools.validate, spirv)
    constants, constant_specs = pack_constants(modules)
    needs = tuple(sorted({r for module in modules for r in requirements(module)}))
    manifests = [build_manifest(module, plan_buffers(module), specs, source, options, needs,
                                kernel_prefix(i))
                 for i, (module, specs) in enumerate(zip(modules, constant_specs))]
    manifest = replace(manifests[0], specializations=tuple(
        schema.Specialization.of(m) for m in manifests[1:]))
    return Compiled(manifest, spirv, constants, source, tuple(g for g, _ in graphs),
                    tuple(modules), llvm_ir, seconds)


def _check_distinct(modules: list[KernelModule], options: CompileOptions) -> None:
    """Two --shape that give the same input shapes (an argument named once by position and
    once by name, say) would be two programs a run cannot tell apart."""
    seen: dict[tuple, int] = {}
    for i, module in enumerate(modules):
        types = module.abi_input_types or (None,) * len(module.inputs)
        key = tuple((t or v.type).shape for v, t in zip(module.inputs, types))
        if key in seen:
            first, again = (_shape_flag(options.all_shapes[j]) for j in (seen[key], i))
            raise PjrtcError(f"{first} and {again} specialize the module to the same input "
                             "shapes: give each set of shapes once")
        seen[key] = i


def _shape_flag(shapes) -> str:
    return "--shape " + ",".join(f"{arg}=" + "x".join(map(str, dims)) for arg, dims in shapes)


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


def _every_kernel(modules: list[KernelModule] | tuple[KernelModule, ...]) -> KernelModule:
    """One module of the kernels of every specialization, as they are named in kernels.spv."""
    every = tuple(replace(kern, name=kernel_prefix(i) + kern.name)
                  for i, module in enumerate(modules) for kern in module.kernels)
    return replace(modules[0], kernels=every, schedule=())


def write_dumps(compiled: Compiled, directory: str | os.PathLike) -> list[str]:
    """Write every stage's output as <model>.<stage>: tir, kir, loops (the loop IR of the
    kernels that have one), ll, spv and spvasm (spirv-dis); the tensor and kernel IR of
    specialization i > 0 as <model>.s<i>.tir and .kir. Returns the paths written."""
    stem = os.path.splitext(compiled.source.name)[0] or "module"
    texts = {}
    for i, (graph, module) in enumerate(zip(compiled.graphs, compiled.modules)):
        which = f"s{i}." if i else ""
        texts[which + "tir"] = print_graph(graph)
        texts[which + "kir"] = print_kernel_module(module)
    programs = loop_programs(_every_kernel(compiled.modules))
    texts["loops"] = "\n".join(print_program(program) for program in programs)
    texts.update({"ll": compiled.llvm_ir, "spvasm": spirv_tools.disassemble(compiled.spirv)})
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


def pack_constants(modules: list[KernelModule]) -> tuple[bytes, list[tuple[schema.ConstantSpec,
                                                                        ...]]]:
    """Lay the constants of every specialization out in one constants.bin, little-endian,
    each 64-byte aligned: the first's in order, as for an artifact of one; a later one's
    constant whose bytes are already there names that range instead (the weights of a model
    compiled for several batch sizes are stored once). Returns the blob and each module's
    constant specs."""
    blob = bytearray()
    # sha256 of bytes -> offset of their first copy (a digest, not the bytes: weights are not
    # held twice); a match is compared with the stored bytes before it is used.
    at: dict[bytes, int] = {}
    every = []
    for index, module in enumerate(modules):
        specs = []
        for value, array in module.constants:
            dtype = value.type.dtype.numpy.newbyteorder("<")
            raw = np.ascontiguousarray(array, dtype=dtype).tobytes()
            digest = hashlib.sha256(raw).digest()
            offset = at.get(digest) if index else None
            if offset is None or blob[offset:offset + len(raw)] != raw:
                blob.extend(b"\0" * (-len(blob) % schema.CONSTANT_ALIGNMENT))
                offset = len(blob)
                at.setdefault(digest, offset)
                blob.extend(raw)
            specs.append(schema.ConstantSpec(value.type.dtype.numpy_name, value.type.shape,
                                             offset, len(raw)))
        every.append(tuple(specs))
    return bytes(blob), every


def build_manifest(module: KernelModule, plan: BufferPlan,
                   constants: tuple[schema.ConstantSpec, ...], source: SourceInfo,
                   options: CompileOptions, needs: tuple[str, ...], prefix: str = "",
                   ) -> schema.Manifest:
    """The manifest of one program; `needs`: the device requirements (of every specialization),
    `prefix`: what its kernel names start with (`kernel_prefix`)."""
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
        kernels.append(schema.KernelSpec(prefix + kern.name, tuple(arg(v) for v in kern.args()),
                                         global_size, local_size, kern.source_ops, writes,
                                         invariant))
    return schema.Manifest.create(
        source=schema.Source(source.name, source.sha256, source.format, source.stablehlo_version,
                             source.specialized_from),
        options=options.to_json(),
        inputs=tuple(tensor(v, n, t) for v, n, t in _named(module.inputs, module.input_names,
                                                             module.abi_input_types)),
        outputs=tuple(tensor(v, n, t) for v, n, t in _named(module.outputs, module.output_names,
                                                              module.abi_output_types)),
        buffers=tuple(schema.BufferSpec(s) for s in plan.slot_sizes),
        kernels=tuple(kernels), constants=constants, requirements=needs,
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
