"""The compile pipeline: a table of named stages (`STAGES`), run in order, ending in an artifact.

    source -tir-> tensor IR -prep-> tensor IR as lowering gets it -kir-> kernel IR
           -loops-> loop IR -ll-> LLVM IR -spv-> SPIR-V -> artifact (artifact/manifest.py)

Each stage is a sequence of named passes. The table is the one list of what runs: `--dump-dir`
writes each stage's output under the stage's name, `--timings` reports each pass, and
`--stop-after STAGE` ends the compile there. With `--verify-each` (CompileOptions.verify_each;
the test suite sets it for every compile) each pass's output is checked by its stage's
verifier, so a pass that breaks the IR is named where it does.

The first three stages run once per program (several `--shape` specializations are several
programs); then their kernels are joined into one module (`KernelSet`), so an artifact has one
kernels.spv and one constants.bin. Every kernel becomes loop IR (pjrtc/ir/loops.py) at
`loops`, which one renderer (pjrtc/codegen/render.py) turns into LLVM IR at `ll`. Every pass
takes the Target (pjrtc/target.py) code is generated for: `DEFAULT_TARGET` unless the caller
names another.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from pjrtc.artifact.manifest import (build_manifest, kernel_prefix, pack_constants,
                                     requirements)
from pjrtc.codegen import spirv as spirv_tools
from pjrtc.codegen.llvm import emit_module, loop_programs
from pjrtc.errors import PjrtcError
from pjrtc.frontend import SourceInfo, load_bytes, load_module
from pjrtc.ir.kernel import KernelModule
from pjrtc.ir.kernel_printer import print_kernel_module
from pjrtc.ir.loops import Program
from pjrtc.ir.loops import verify as verify_loops
from pjrtc.ir.loops_printer import print_program
from pjrtc.ir.printer import print_graph
from pjrtc.ir.tensor import Graph
from pjrtc.ir.verify import IRVerificationError, verify_graph, verify_kernels
from pjrtc.lower import lower_graph
from pjrtc.options import CompileOptions
from pjrtc.passes.attention_updates import attention_updates
from pjrtc.passes.concat_in_place import concat_in_place
from pjrtc.passes.dead_code import drop_dead_code
from pjrtc.passes.device_loops import device_loops
from pjrtc.passes.drop_unread_constants import drop_unread_constants
from pjrtc.passes.expand import GRAPH_PASSES
from pjrtc.passes.fuse_attention import fuse_attention
from pjrtc.passes.fuse_epilogues import fuse_epilogues
from pjrtc.passes.fuse_row_inputs import fuse_row_inputs
from pjrtc.passes.fuse_rows import fuse_rows
from pjrtc.passes.fuse_siblings import fuse_siblings
from pjrtc.passes.generic_depth import generic_depth
from pjrtc.passes.hoist_loop_kernels import hoist_loop_kernels
from pjrtc.passes.inline_elementwise import inline_elementwise
from pjrtc.passes.layout import choose_layouts
from pjrtc.passes.loop_invariants import hoist_loop_invariants
from pjrtc.passes.merge_kernels import merge_kernels
from pjrtc.passes.plan_buffers import plan_buffers
from pjrtc.passes.rotate_loops import rotate_loops
from pjrtc.passes.serial_tails import serial_tails
from pjrtc.passes.share_kernels import share_kernels
from pjrtc.passes.squeeze_units import squeeze_units
from pjrtc.passes.tile_contractions import tile_contractions
from pjrtc.passes.unroll_loops import unroll_loops
from pjrtc.target import INTEL_OPENCL_CPU, Target
from pjrtc_runtime import schema

# What code is generated for unless a caller names another Target (no CLI flag yet): the Intel
# OpenCL CPU runtime the package installs.
DEFAULT_TARGET = INTEL_OPENCL_CPU


@dataclass(frozen=True)
class Pass:
    name: str
    run: Callable[[Any, Target], Any]  # (its stage's input, the target) -> output
    wanted: Callable[[CompileOptions], bool] = lambda options: True


@dataclass(frozen=True)
class Stage:
    """One stage: `name` is what --stop-after and --timings call it and its dump's extension;
    `passes` run in order on each program (`per_program`) or on the whole artifact."""

    name: str
    passes: tuple[Pass, ...]
    per_program: bool
    verify: Callable[[Any], None] | None
    dump: Callable[[Any, Target], str | bytes]  # (its output, the target) -> dump
    # The next stage's first pass runs this stage's verifier itself (the SPIR-V backend
    # verifies the LLVM IR it parses): verify separately only when the compile stops here.
    verified_by_next: bool = False


def _load(item: tuple[bytes | str | os.PathLike, str | None, tuple],
          target: Target) -> tuple[Graph, SourceInfo]:
    source, name, shapes = item
    if name is None:
        return load_module(source, shapes)
    return load_bytes(source, name, shapes)


def _join(modules: list[KernelModule]) -> KernelModule:
    """Every program's kernels in one module (for one LLVM module), named apart by program."""
    every = tuple(replace(kern, name=kernel_prefix(i) + kern.name)
                  for i, module in enumerate(modules) for kern in module.kernels)
    return replace(modules[0], kernels=every, schedule=())


@dataclass(frozen=True)
class KernelSet:
    """Every program's kernels in one module (named apart by program, `kernel_prefix`), the
    name of the LLVM module, and the loop IR of each kernel by name."""

    module: KernelModule
    name: str
    programs: dict[str, Program]


def _produce_loops(job: tuple[list[KernelModule], str], target: Target) -> KernelSet:
    modules, name = job
    joined = _join(modules)
    return KernelSet(joined, name, loop_programs(joined, target))


def _verify_loops(kernels: KernelSet) -> None:
    for program in kernels.programs.values():
        verify_loops(program)


def _emit(kernels: KernelSet, target: Target) -> str:
    return emit_module(kernels.module, target, kernels.name, kernels.programs)


def _backend(llvm_ir: str, target: Target) -> bytes:
    return spirv_tools.to_spirv(llvm_ir, target.spirv_extensions)


def _validated(spirv: bytes, target: Target) -> bytes:
    """spirv-val's check; a failure is a compiler bug (ToolError)."""
    spirv_tools.validate(spirv)
    return spirv


# Kernel-IR passes, in order, after lowering.
KERNEL_PASSES = (
    Pass("squeeze_units", squeeze_units),
    Pass("fuse_epilogues", fuse_epilogues),
    Pass("fuse_rows", fuse_rows),
    Pass("fuse_attention", fuse_attention),
    Pass("inline_elementwise", inline_elementwise),
    Pass("fuse_row_inputs", fuse_row_inputs),
    Pass("tile_contractions", tile_contractions),
    Pass("fuse_siblings", fuse_siblings),
    Pass("hoist_loop_kernels", hoist_loop_kernels),
    Pass("merge_kernels", merge_kernels),
    Pass("rotate_loops", rotate_loops),
    Pass("concat_in_place", concat_in_place),
    Pass("serial_tails", serial_tails),
    Pass("attention_updates", attention_updates),
    Pass("generic_depth", generic_depth),
    Pass("share_kernels", share_kernels),
    Pass("drop_unread_constants", drop_unread_constants),
    Pass("device_loops", device_loops, lambda options: options.device_loops),
)

STAGES: tuple[Stage, ...] = (
    # tensor IR, as the frontend converted the module
    Stage("tir", (Pass("load", _load),),
          per_program=True, verify=lambda loaded: verify_graph(loaded[0]),
          dump=lambda graph, target: print_graph(graph)),
    # tensor IR with loop invariants as captures (passes/loop_invariants.py), without its
    # dead code (passes/dead_code.py), short counted loops unrolled (passes/unroll_loops.py),
    # after the layout pass (passes/layout.py) and the graph
    # passes: what lowering receives
    Stage("prep", (Pass("hoist_loop_invariants", hoist_loop_invariants),
                   Pass("drop_dead_code", drop_dead_code), Pass("unroll_loops", unroll_loops),
                   Pass("layout", choose_layouts))
          + tuple(Pass(*p) for p in GRAPH_PASSES),
          per_program=True, verify=verify_graph, dump=lambda graph, target: print_graph(graph)),
    # kernel IR: lowering, then the kernel-IR passes
    Stage("kir", (Pass("lower", lower_graph),) + KERNEL_PASSES,
          per_program=True, verify=verify_kernels, dump=print_kernel_module),
    # loop IR of every kernel (pjrtc/ir/loops.py)
    Stage("loops", (Pass("produce", _produce_loops),),
          per_program=False, verify=_verify_loops,
          dump=lambda kernels, target: "\n".join(
              print_program(p) for p in kernels.programs.values())),
    # LLVM IR of every program's kernels, rendered from their loop IR
    Stage("ll", (Pass("emit", _emit),),
          per_program=False, verify=spirv_tools.verify_llvm, dump=lambda text, target: text,
          verified_by_next=True),
    # SPIR-V, checked with spirv-val unless --no-validate
    Stage("spv", (Pass("backend", _backend),
           Pass("spirv-val", _validated, lambda options: options.validate_spirv)),
          per_program=False, verify=None, dump=lambda spirv, target: spirv),
)
STAGE_NAMES = tuple(stage.name for stage in STAGES)


@dataclass
class Compiled:
    """What one compile produced for `target`: each stage's output by stage name (a tuple, one
    per program, for the per-program stages), the time of each pass, and, unless it stopped
    early, the manifest and constants of the artifact."""

    source: SourceInfo
    target: Target
    outputs: dict[str, Any]
    timings: list[tuple[str, str, float]] = field(default_factory=list)  # (stage, pass, s)
    manifest: schema.Manifest | None = None
    constants: bytes = b""

    @property
    def seconds(self) -> dict[str, float]:
        """Seconds per stage, in stage order."""
        out: dict[str, float] = {}
        for stage, _, s in self.timings:
            out[stage] = out.get(stage, 0.0) + s
        return out

    @property
    def graphs(self) -> tuple[Graph, ...]:
        return self.outputs["tir"]

    @property
    def modules(self) -> tuple[KernelModule, ...]:
        return self.outputs["kir"]

    @property
    def graph(self) -> Graph:
        """The first specialization's tensor IR (the only one without --shape)."""
        return self.graphs[0]

    @property
    def kernels(self) -> KernelModule:
        """The first specialization's kernel IR."""
        return self.modules[0]

    @property
    def llvm_ir(self) -> str:
        return self.outputs["ll"]

    @property
    def spirv(self) -> bytes:
        return self.outputs["spv"]


def compile_file(path: str | os.PathLike, options: CompileOptions = CompileOptions(),
                 target: Target = DEFAULT_TARGET, stop_after: str | None = None) -> Compiled:
    """Compile a StableHLO file (text, bytecode or portable artifact, told apart by content)
    for `target`; with `stop_after` (a stage name), only up to that stage, building no
    artifact."""
    return _compile([(path, None, shapes) for shapes in options.all_shapes], options, target,
                    stop_after)


def compile_bytes(data: bytes, name: str, options: CompileOptions = CompileOptions(),
                  target: Target = DEFAULT_TARGET, stop_after: str | None = None) -> Compiled:
    """Compile StableHLO held in memory, as `compile_file`; `name` stands for the file in
    messages."""
    return _compile([(data, name, shapes) for shapes in options.all_shapes], options, target,
                    stop_after)


def _compile(programs: list, options: CompileOptions, target: Target,
             stop_after: str | None) -> Compiled:
    if stop_after is not None and stop_after not in STAGE_NAMES:
        raise ValueError(f"no stage {stop_after!r}; the stages are {', '.join(STAGE_NAMES)}")
    with _cyclic_collection_paused():
        return _run_stages(programs, options, target, stop_after)


@contextmanager
def _cyclic_collection_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while a compile runs, back on after. The passes
    allocate millions of small objects (expression nodes, loop IR, llvmlite's IR) that live
    until the compile ends, and each collection scanned them and whatever else the process
    holds (JAX, a test session) again: DenseNet121 1.29 -> 0.87 s, gpt2_sample 1.25 -> 1.02 s
    in a bare process, the same peak memory. What cycles a compile leaves, the collector
    frees once it runs again."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _run_stages(programs: list, options: CompileOptions, target: Target,
                stop_after: str | None) -> Compiled:
    verify = options.verify_each
    outputs: dict[str, Any] = {}
    timings: list[tuple[str, str, float]] = []
    current: Any = programs
    source: SourceInfo | None = None
    for stage in STAGES:
        if stage.name == "loops":  # the programs' kernels become one module named for the model
            _check_distinct(current, options)
            current = (current, os.path.splitext(source.name)[0] or "module")
        for p in stage.passes:
            if not p.wanted(options):
                continue
            start = time.perf_counter()
            current = ([p.run(x, target) for x in current] if stage.per_program
                       else p.run(current, target))
            timings.append((stage.name, p.name, time.perf_counter() - start))
            if verify and stage.verify is not None and (stage.name == stop_after
                                                        or not stage.verified_by_next):
                _verify(stage, p, current)
        if stage.name == "tir":  # the frontend also tells where the programs came from
            source = current[0][1]
            current = [graph for graph, _ in current]
        outputs[stage.name] = tuple(current) if stage.per_program else current
        if stage.name == stop_after:
            return Compiled(source, target, outputs, timings)
    compiled = Compiled(source, target, outputs, timings)
    start = time.perf_counter()
    compiled.manifest, compiled.constants = _assemble(outputs["kir"], source, options, target)
    timings.append(("artifact", "manifest", time.perf_counter() - start))
    return compiled


def _verify(stage: Stage, p: Pass, current: Any) -> None:
    try:
        for x in (current if stage.per_program else [current]):
            stage.verify(x)
    except IRVerificationError as e:
        raise IRVerificationError(f"after {stage.name}/{p.name}: {e}") from None


def _assemble(modules: tuple[KernelModule, ...], source: SourceInfo, options: CompileOptions,
              target: Target) -> tuple[schema.Manifest, bytes]:
    """One manifest: the first program at its top level, the others in its `specializations`;
    their constants packed into one blob."""
    constants, constant_specs = pack_constants(list(modules))
    needs = tuple(sorted({r for module in modules for r in requirements(module)}))
    manifests = [build_manifest(module, plan_buffers(module), specs, source, options, needs,
                                target, kernel_prefix(i))
                 for i, (module, specs) in enumerate(zip(modules, constant_specs))]
    manifest = replace(manifests[0], specializations=tuple(
        schema.Specialization.of(m) for m in manifests[1:]))
    return manifest, constants


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


def dump_texts(compiled: Compiled) -> dict[str, bytes]:
    """Each stage's output as file suffix -> bytes, in stage order: `tir`, `prep`, `kir` (with
    `s<i>.` before the stage for specialization i > 0), `ll`, `spv` and its disassembly
    `spvasm`; only the stages that ran."""
    texts: dict[str, bytes] = {}
    for stage in STAGES:
        if stage.name not in compiled.outputs:
            break
        out = compiled.outputs[stage.name]
        for i, x in enumerate(out if stage.per_program else (out,)):
            text = stage.dump(x, compiled.target)
            texts[(f"s{i}." if i else "") + stage.name] = (
                text.encode() if isinstance(text, str) else text)
    if "spv" in compiled.outputs:
        texts["spvasm"] = spirv_tools.disassemble(compiled.spirv).encode()
    return texts


def write_dumps(compiled: Compiled, directory: str | os.PathLike) -> list[str]:
    """Write every stage's output that ran as <model>.<suffix> (`dump_texts`) into
    `directory`. Returns the paths written."""
    stem = os.path.splitext(compiled.source.name)[0] or "module"
    texts = dump_texts(compiled)
    written = []
    try:
        os.makedirs(directory, exist_ok=True)
        for suffix, data in texts.items():
            path = os.path.join(directory, f"{stem}.{suffix}")
            with open(path, "wb") as f:
                f.write(data)
            written.append(path)
    except OSError as e:
        raise PjrtcError(f"cannot write the stage dumps to {directory}: {e.strerror or e}. "
                         "Pass a --dump-dir that can be created and written.") from None
    return written
