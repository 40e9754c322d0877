"""Cross-checks of a parsed ``Manifest`` against itself, before any device is touched.

Every size the runtime allocates or copies comes from the manifest, so each is bounded here,
for the top-level program and for each specialization (format 1.4) alike:
inputs and outputs fit their buffer slots, constants lie inside constants.bin, kernel arguments
name existing slots and constants (the ones a kernel writes: slots), global sizes are multiples
of local sizes, every total stays below ``MAX_BYTES``, and no two specializations take the
same input shapes (a run picks its program by them). Raises ``ManifestError``; the
version itself is checked by the loader.
"""

from __future__ import annotations

import math

from .jsonread import MAX_BYTES, ManifestError
from .schema import (
    ABI_VERSION,
    CONSTANT_ALIGNMENT,
    DTYPE_SIZES,
    FORMAT_NAME,
    MAX_WORK_DIMS,
    CaseStep,
    CopyStep,
    KernelSpec,
    LaunchStep,
    Manifest,
    Step,
    TensorSpec,
    WhileStep,
    byte_size,
    options_hash,
)


def validate_manifest(m: Manifest) -> None:
    """Raise ManifestError on the first inconsistency found in ``m``."""
    if m.format != FORMAT_NAME:
        raise ManifestError("format", f"is {m.format!r}, not {FORMAT_NAME!r}")
    if m.abi_version != ABI_VERSION:
        raise ManifestError("abi_version", f"is {m.abi_version}, not {ABI_VERSION}")
    if m.sections is None:
        raise ManifestError("sections", "is missing")
    if m.options_sha256 != options_hash(m.options):
        raise ManifestError("options_sha256", "does not match the options")
    if list(m.requirements) != sorted(set(m.requirements)):
        raise ManifestError("requirements", "must be sorted and free of duplicates")
    programs = m.programs()
    seen: dict[tuple[tuple[int, ...], ...], int] = {}
    for index, program in enumerate(programs):
        # Each specialization is checked as thoroughly as the first (its own slots, constants,
        # kernels and steps), its locations prefixed with where it is in the file.
        at = f"specializations[{index - 1}]." if index else ""
        _check_program(program, at)
        shapes = tuple(t.shape for t in program.inputs)
        if shapes in seen:  # a run picks its program by the shapes of its inputs
            other = seen[shapes]
            first = f"specializations[{other - 1}]" if other else "the top level"
            raise ManifestError(f"{at}inputs", f"take the same shapes as {first} "
                                f"({_shapes_text(shapes)}): a run could not tell them apart")
        seen[shapes] = index
    total = sum(p.peak_bytes for p in programs)
    if total > MAX_BYTES:  # every specialization's slots are allocated at load
        raise ManifestError("specializations", f"need {total} bytes of buffers in all, over "
                            f"the {MAX_BYTES} limit")


def _shapes_text(shapes: tuple[tuple[int, ...], ...]) -> str:
    return ", ".join("[" + ",".join(map(str, s)) + "]" for s in shapes)


def _check_program(m: Manifest, at: str) -> None:
    """One program's checks (the top level's or one specialization's): ``at`` prefixes every
    location."""
    _check_buffers(m, at)
    _check_constants(m, at)
    _check_tensors(m.inputs, f"{at}inputs", m)
    _check_tensors(m.outputs, f"{at}outputs", m)
    slots = [t.buffer for t in m.inputs]
    if len(set(slots)) != len(slots):
        raise ManifestError(f"{at}inputs", "share a buffer slot; every input needs its own")
    for i, kernel in enumerate(m.kernels):
        _check_kernel(kernel, f"{at}kernels[{i}]", m)
    _check_steps(m.schedule, f"{at}schedule", m)


def _check_buffers(m: Manifest, at: str) -> None:
    total = sum(b.size for b in m.buffers)
    if total != m.peak_bytes:
        raise ManifestError(f"{at}peak_bytes", f"is {m.peak_bytes}, but the buffers add up to "
                            f"{total}")
    if total > MAX_BYTES:
        raise ManifestError(f"{at}buffers", f"add up to {total} bytes, over the {MAX_BYTES} "
                            "limit")


def _check_constants(m: Manifest, at: str) -> None:
    assert m.sections is not None
    available = m.sections.constants.size
    for i, c in enumerate(m.constants):
        where = f"{at}constants[{i}]"
        expected = byte_size(c.dtype, c.shape)
        if c.size != expected:
            raise ManifestError(f"{where}.size", f"is {c.size}, but {c.dtype}{list(c.shape)} "
                                f"takes {expected} bytes")
        if c.offset % CONSTANT_ALIGNMENT:
            raise ManifestError(f"{where}.offset", f"{c.offset} is not a multiple of "
                                f"{CONSTANT_ALIGNMENT}")
        if c.offset + c.size > available:
            raise ManifestError(where, f"ends at byte {c.offset + c.size}, past the end of "
                                f"constants.bin ({available} bytes)")
    total = sum(c.size for c in m.constants)
    if total != m.constant_bytes:
        raise ManifestError(f"{at}constant_bytes", f"is {m.constant_bytes}, but the constants add "
                            f"up to {total}")


def _check_tensors(specs: tuple[TensorSpec, ...], key: str, m: Manifest) -> None:
    for i, t in enumerate(specs):
        where = f"{key}[{i}]"
        if t.buffer >= len(m.buffers):
            raise ManifestError(f"{where}.buffer", f"is {t.buffer}, but there are only "
                                f"{len(m.buffers)} buffers")
        slot = m.buffers[t.buffer].size
        if t.nbytes > slot:
            raise ManifestError(where, f"is {t.type_string()} ({t.nbytes} bytes), larger than "
                                f"its buffer {t.buffer} ({slot} bytes)")


def _check_kernel(k: KernelSpec, where: str, m: Manifest) -> None:
    counts = {"buffer": len(m.buffers), "constant": len(m.constants)}
    for j, arg in enumerate(k.args):
        if arg.index >= counts[arg.kind]:
            raise ManifestError(f"{where}.args[{j}]", f"names {arg.kind} {arg.index}, but there "
                                f"are only {counts[arg.kind]}")
        if arg.offset and arg.offset >= m.buffers[arg.index].size:
            raise ManifestError(f"{where}.args[{j}].offset", f"is {arg.offset}, outside buffer "
                                f"{arg.index} ({m.buffers[arg.index].size} bytes)")
    if k.writes is not None:
        for j, arg in enumerate(k.args[:k.writes]):
            if arg.kind != "buffer":  # constants are shared by every run: read only
                raise ManifestError(f"{where}.args[{j}]", f"is written (writes is {k.writes}) "
                                    f"but names a constant")
    dims = len(k.global_size)
    if not 1 <= dims <= MAX_WORK_DIMS or len(k.local_size) != dims:
        raise ManifestError(where, f"has global_size {list(k.global_size)} and local_size "
                            f"{list(k.local_size)}: both need the same length, 1 to 3")
    for g, loc in zip(k.global_size, k.local_size):
        if g % loc:
            raise ManifestError(where, f"global_size {list(k.global_size)} is not a multiple "
                                f"of local_size {list(k.local_size)}")
    if math.prod(k.global_size) > MAX_BYTES:
        raise ManifestError(f"{where}.global_size", f"has more than {MAX_BYTES} work-items")


def _check_steps(steps: tuple[Step, ...], where: str, m: Manifest) -> None:
    """Every kernel, slot and byte count a schedule step names exists and fits."""
    def slot(index: int, at: str, needed: int) -> None:
        if index >= len(m.buffers):
            raise ManifestError(at, f"is {index}, but there are only {len(m.buffers)} buffers")
        if m.buffers[index].size < needed:
            raise ManifestError(at, f"buffer {index} holds {m.buffers[index].size} bytes, "
                                f"fewer than the {needed} read from it")

    for i, step in enumerate(steps):
        at = f"{where}[{i}]"
        if isinstance(step, LaunchStep):
            if step.kernel >= len(m.kernels):
                raise ManifestError(f"{at}.launch", f"is {step.kernel}, but there are only "
                                    f"{len(m.kernels)} kernels")
        elif isinstance(step, CopyStep):
            slot(step.src, f"{at}.copy.src", step.size)
            slot(step.dst, f"{at}.copy.dst", step.size)
        elif isinstance(step, WhileStep):
            slot(step.pred, f"{at}.while.pred", 1)
            if step.trip_count is not None:
                t = step.trip_count
                slot(t.counter, f"{at}.while.trip_count.counter", DTYPE_SIZES[t.dtype])
                if t.bound is not None:
                    slot(t.bound, f"{at}.while.trip_count.bound", DTYPE_SIZES[t.dtype])
            _check_steps(step.cond, f"{at}.while.cond", m)
            _check_steps(step.body, f"{at}.while.body", m)
        elif isinstance(step, CaseStep):
            slot(step.index, f"{at}.case.index", DTYPE_SIZES[step.index_dtype])
            if not step.branches:
                raise ManifestError(f"{at}.case.branches", "is empty")
            for j, branch in enumerate(step.branches):
                _check_steps(branch, f"{at}.case.branches[{j}]", m)
