"""The artifact's manifest and constants, derived from the final kernel IR and each program's
buffer plan (never from state the stages share): kernels with their arguments and launch
geometry, the schedule by buffer slot, the constants packed once, the device requirements."""

from __future__ import annotations

import hashlib

import numpy as np

from pjrtc import __version__
from pjrtc.frontend.source import SourceInfo
from pjrtc.ir.kernel import Case, Copy, KernelModule, Launch, Step, While
from pjrtc.ir.tensor import DType, TensorType
from pjrtc.options import CompileOptions
from pjrtc.passes.plan_buffers import BufferPlan
from pjrtc.target import Target
from pjrtc_runtime import schema


def kernel_prefix(index: int) -> str:
    """What the kernel names of specialization `index` start with in the artifact: nothing for
    the first (so an artifact of one is as before), `s1_`, `s2_`, ... for the others (kernels
    of every specialization share kernels.spv, and lowering names them alike)."""
    return f"s{index}_" if index else ""


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
                   options: CompileOptions, needs: tuple[str, ...], target: Target,
                   prefix: str = "") -> schema.Manifest:
    """The manifest of one program; `needs`: the device requirements (of every specialization),
    `target`: the device its launch geometry is for, `prefix`: what its kernel names start
    with (`kernel_prefix`)."""
    constant_index = {v.id: i for i, (v, _) in enumerate(module.constants)}

    def arg(value, at: dict[int, int]) -> schema.KernelArg:
        if value.id in constant_index:
            return schema.KernelArg("constant", constant_index[value.id])
        return schema.KernelArg("buffer", plan.slot_of[value.id], at.get(value.id, 0))

    def tensor(value, name, abi_type) -> schema.TensorSpec:
        t = abi_type or value.type  # a complex value's buffer holds real (re, im) pairs
        return schema.TensorSpec(schema.tensor_name(name), t.shape, t.dtype.numpy_name,
                                 plan.slot_of[value.id])

    kernels = []
    for kern in module.kernels:
        global_size, local_size = kern.geometry(target)
        # Kernel.args() lists the values a kernel writes (its outputs) first, once each.
        writes = len({v.id for v, _ in kern.outputs})
        invariant = all(v.id in plan.invariant for v, _ in kern.outputs)
        at = {v.id: view_offset(base.type, offsets) for v, base, offsets in kern.views}
        kernels.append(schema.KernelSpec(prefix + kern.name,
                                         tuple(arg(v, at) for v in kern.args()),
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


def view_offset(base: TensorType, offsets: tuple[int, ...]) -> int:
    """The byte offset in its base buffer (of type `base`) of a view at `offsets`
    (Kernel.views): where the launch points the view's argument (pjrtc/codegen/views.py
    addresses the view from its first element)."""
    flat = 0
    for extent, offset in zip(base.shape, offsets):
        flat = flat * extent + offset
    return flat * base.dtype.itemsize


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
