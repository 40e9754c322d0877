"""Turns a validated artifact into a program on a SYCL device and runs it (dpctl).

``load(path, device)``: read_artifact (every check) -> select the device -> check its
capabilities and work-group limits -> an in-order queue -> build kernels.spv -> look up every
kernel and check its argument count -> allocate the buffer slots (kept for the executable's
life, zero-filled once so the first call pays no page faults) -> upload each constant into its
own allocation. ``DeviceProgram.execute`` copies inputs into their slots, submits every kernel
without waiting in between, copies outputs out, and waits once. With ``icd.py``, the only
importer of dpctl besides ``sycl_devices.py``.
"""

from __future__ import annotations

import math
import os
from typing import Any

import numpy as np

from . import icd
from .errors import ArtifactError, DeviceError
from .executable import Executable
from .loader import Artifact, read_artifact
from .schema import ConstantSpec, KernelSpec
from .sycl_devices import DeviceInfo, check_requirements, check_work_sizes, resolve

icd.configure_icd()
import dpctl  # noqa: E402  (must follow configure_icd)
import dpctl.memory  # noqa: E402
import dpctl.program  # noqa: E402

_RECOMPILE = "Recompile the model with `pjrtc compile`"


def load(path: str | os.PathLike[str], device: Any = None) -> Executable:
    """Validate the artifact at ``path`` and prepare it on ``device`` (default "opencl:cpu")."""
    artifact = read_artifact(path)
    info, sycl_device = resolve(device)
    check_requirements(artifact.manifest.requirements, info)
    check_work_sizes(artifact.manifest.kernels, info)
    program = DeviceProgram(artifact, sycl_device, info)
    return Executable(artifact.manifest, info, program, artifact.path)


class DeviceProgram:
    """The device half of an Executable: queue, kernels, slots, constants. Not thread-safe."""

    def __init__(self, artifact: Artifact, device: Any, info: DeviceInfo) -> None:
        manifest = artifact.manifest
        self.queue = dpctl.SyclQueue(device, property="in_order")
        kernels = _build_kernels(self.queue, artifact, info)
        self.slots = [_allocate(self.queue, b.size) for b in manifest.buffers]
        self.constants = [_upload(self.queue, c, artifact.constants) for c in manifest.constants]
        self.launches = [_launch(k, kernels[k.name], self.slots, self.constants)
                         for k in manifest.kernels if math.prod(k.global_size) > 0]
        self.inputs = [(self.slots[t.buffer], t.nbytes) for t in manifest.inputs]
        self.outputs = [(self.slots[t.buffer], t) for t in manifest.outputs]

    def execute(self, arrays: list[np.ndarray]) -> tuple[np.ndarray, ...]:
        """Run once on validated, C-contiguous inputs; returns fresh output arrays."""
        queue = self.queue
        for (slot, nbytes), array in zip(self.inputs, arrays):
            if nbytes:
                queue.memcpy_async(slot, array, nbytes)
        for kernel, args, global_size, local_size in self.launches:
            queue.submit_async(kernel, args, global_size, local_size)
        results = tuple(np.empty(spec.shape, dtype=spec.dtype) for _, spec in self.outputs)
        for (slot, spec), result in zip(self.outputs, results):
            if spec.nbytes:
                queue.memcpy_async(result, slot, spec.nbytes)
        # ``arrays`` and ``results`` stay referenced until every copy above has finished.
        queue.wait()
        return results


def _build_kernels(queue: Any, artifact: Artifact, info: DeviceInfo) -> dict[str, Any]:
    names = sorted({k.name for k in artifact.manifest.kernels})
    if not names:
        return {}
    try:
        program = dpctl.program.create_program_from_spirv(queue, artifact.spirv)
    except dpctl.program.SyclProgramCompilationError as e:
        raise DeviceError(
            f"device {info.filter_string} ({info.name}) could not build kernels.spv of "
            f"{artifact.path} ({e or 'no build log'})",
            "Check that the device supports what the model uses, or recompile the model with "
            "`pjrtc compile` for this device") from None
    kernels = {}
    for name in names:
        if not program.has_sycl_kernel(name):
            raise ArtifactError(artifact.path, f"kernels.spv has no kernel named {name!r}, "
                                "which the manifest launches", _RECOMPILE)
        kernels[name] = program.get_sycl_kernel(name)
    for spec in artifact.manifest.kernels:
        expected = kernels[spec.name].num_args
        if expected != len(spec.args):
            raise ArtifactError(artifact.path, f"kernel {spec.name} takes {expected} "
                                f"arguments, but the manifest passes {len(spec.args)}",
                                _RECOMPILE)
    return kernels


def _allocate(queue: Any, size: int) -> Any:
    # dpctl refuses zero-byte allocations; a zero-size slot is never copied to or from.
    memory = dpctl.memory.MemoryUSMDevice(max(size, 1), queue=queue)
    memory.memset(0)
    return memory


def _upload(queue: Any, spec: ConstantSpec, data: bytes) -> Any:
    memory = dpctl.memory.MemoryUSMDevice(max(spec.size, 1), queue=queue)
    if spec.size:
        view = np.frombuffer(data, dtype=np.uint8, count=spec.size, offset=spec.offset)
        queue.memcpy(memory, view, spec.size)
    return memory


def _launch(spec: KernelSpec, kernel: Any, slots: list, constants: list) -> tuple:
    args = [slots[a.index] if a.kind == "buffer" else constants[a.index] for a in spec.args]
    return kernel, args, list(spec.global_size), list(spec.local_size)

