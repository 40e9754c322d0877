"""Cross-checks of a parsed ``Manifest`` against itself, before any device is touched.

Every size the runtime allocates or copies comes from the manifest, so each is bounded here:
inputs and outputs fit their buffer slots, constants lie inside constants.bin, kernel arguments
name existing slots and constants (the ones a kernel writes: slots), global sizes are multiples
of local sizes, and every total stays below ``MAX_BYTES``. Raises ``ManifestError``; the
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
    _check_buffers(m)
    _check_constants(m)
    _check_tensors(m.inputs, "inputs", m)
    _check_tensors(m.outputs, "outputs", m)
    slots = [t.buffer for t in m.inputs]
    if len(set(slots)) != len(slots):
        raise ManifestError("inputs", "share a buffer slot; every input needs its own")
    for i, kernel in enumerate(m.kernels):
        _check_kernel(kernel, f"kernels[{i}]", m)
    _check_steps(m.schedule, "schedule", m)


def _check_buffers(m: Manifest) -> None:
    total = sum(b.size for b in m.buffers)
    if total != m.peak_bytes:
        raise ManifestError("peak_bytes", f"is {m.peak_bytes}, but the buffers add up to {total}")
    if total > MAX_BYTES:
        raise ManifestError("buffers", f"add up to {total} bytes, over the {MAX_BYTES} limit")


def _check_constants(m: Manifest) -> None:
    assert m.sections is not None
    available = m.sections.constants.size
    for i, c in enumerate(m.constants):
        where = f"constants[{i}]"
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
        raise ManifestError("constant_bytes", f"is {m.constant_bytes}, but the constants add "
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
