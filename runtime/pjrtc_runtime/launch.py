"""Turns a validated artifact into a program on a SYCL device and submits its schedule.

``load_on(client, path)``: read_artifact (every check) -> check the device's capabilities,
work-group limits and memory -> build kernels.spv -> look up every kernel and check its
argument count -> upload each constant into its own allocation (shared by every run) -> one
``Workspace`` (workspace.py: buffer slots and a queue), so the first call allocates nothing.
An artifact with several specializations (format 1.4) becomes one ``Program`` per
specialization, all on the one built kernels.spv, each range of constants.bin uploaded once.

``plan`` binds the manifest's schedule to one workspace's slots and queue as tuples ready to
submit (each launch made once by the workspace's launcher, opencl.py or capi.py: one foreign
call to submit it), and ``submit_steps`` submits them on its in-order queue without waiting, except
where a while or case reads its predicate or index back (that read waits for everything
submitted before it; on a device whose memory the host sees, it reads the slot in place,
with no copy). A counted loop reads its bounds once and submits every iteration back to
back. Inside a loop or case, each run of consecutive launches is planned as one step, submitted
in one ``launch_all`` (the launcher's loop with no Python call around each launch): a decode
loop submits its body every generated token. Every slot reference in a planned step sits in a
container: its address in a launch's argument array, the memory object in a list (a copy's
[src, dst], a loop's or case's scalar slots); ``plan`` records where each slot appears, so
that a call can put other device memory in place of a slot (a caller's input buffer, an
output's own allocation) and restore it after submitting: ``Workspace.bind`` in workspace.py.
``written_slots`` tells which slots any step writes (what may not be bound to an input).
"""

from __future__ import annotations

import ctypes
import math
import os
import threading
import weakref
from typing import TYPE_CHECKING, Any

import numpy as np

from . import native_cache, sycl
from .errors import ArtifactError, DeviceError
from .loader import Artifact, read_artifact
from .memory import check_fits
from .schema import (
    CopyStep,
    KernelSpec,
    LaunchStep,
    Manifest,
    Step,
    WhileStep,
)
from .sycl_devices import DeviceInfo, check_requirements, check_work_sizes

if TYPE_CHECKING:
    from .client import Client
    from .executable import Executable
    from .workspace import Workspace

_RECOMPILE = "Recompile the model with `pjrtc compile`"


def load_on(client: Client, source: str | os.PathLike[str] | Artifact,
            max_concurrency: int | None = None) -> Executable:
    """Prepare an artifact (a path, validated here, or an ``Artifact`` read already) on
    ``client``'s device."""
    from .executable import Executable

    artifact = source if isinstance(source, Artifact) else read_artifact(source)
    manifest, info = artifact.manifest, client.device
    programs = manifest.programs()
    check_requirements(manifest.requirements, info)  # the top level's cover every program
    check_work_sizes([k for p in programs for k in p.kernels], info)
    ranges = {(c.offset, c.size) for p in programs for c in p.constants}
    check_fits([b.size for p in programs for b in p.buffers] + [size for _, size in ranges],
               info, f"{artifact.path} (its buffers and constants)")
    uploaded: dict[tuple[int, int], Any] = {}  # constants.bin ranges, each uploaded once
    first, *others = (Program(client, artifact, p, uploaded) for p in programs)
    return Executable(client, first, max_concurrency, others)


class Program:
    """What every run of one program of an artifact shares (the top level or one of its
    specializations: ``manifest`` is that program's, see ``Manifest.programs``): the kernels
    and the constants. ``uploaded`` holds the device copies of constants.bin's byte ranges
    already made for the artifact's other programs, so each range is uploaded once."""

    def __init__(self, client: Client, artifact: Artifact, manifest: Manifest | None = None,
                 uploaded: dict[tuple[int, int], Any] | None = None) -> None:
        self.client = client
        self.path = artifact.path
        self.manifest: Manifest = artifact.manifest if manifest is None else manifest
        self.artifact_manifest = artifact.manifest
        # Held for the executable's life: it keeps the built program cached (see _built), so
        # the artifact's other programs find it built.
        self.built, self.kernels = _build_kernels(client, artifact, self.manifest)
        uploaded = {} if uploaded is None else uploaded
        self.constants = []
        for i, c in enumerate(self.manifest.constants):
            memory = uploaded.get((c.offset, c.size))
            if memory is None:
                memory = uploaded[c.offset, c.size] = _upload(client, i, c, artifact.constants)
            self.constants.append(memory)
        self.memo = _memo_steps(self.manifest)

    def plan(self, slots: list[Any], launcher: Any) -> tuple[list[tuple], list[tuple[list, list]],
                                                          dict[int, tuple[int, ...]],
                                                          tuple[int, ...]]:
        """The schedule bound to ``slots`` and to the queue of ``launcher`` (opencl.py or
        capi.py; kernels with no work-items and empty copies are left out), per slot the
        places in the planned steps that hold it (launches that take its address, and lists
        that hold the memory object: two lists of (launch or list, position)), the planned
        top-level steps a run may skip (``memo``, by position in the planned list), and the
        index in the manifest's schedule of each planned top-level step."""
        sites: list[tuple[list, list]] = [([], []) for _ in slots]
        launches = [_launch(k, self.kernels[k.name], launcher, slots, self.constants, sites)
                    if math.prod(k.global_size) > 0 else None for k in self.manifest.kernels]
        origin: list[int] = []
        planned = _plan(self.manifest.schedule, launches, slots, sites, origin)
        skippable = {position: self.memo[index] for position, index in enumerate(origin)
                     if index in self.memo}
        return planned, sites, skippable, tuple(origin)


def _memo_steps(m: Manifest) -> dict[int, tuple[int, ...]]:
    """Top-level launches of kernels marked invariant (format 1.3: weight panels, plan_buffers.py
    in the compiler) that do compute from inputs alone (directly, or through slots such steps
    wrote) into slots of their own, by index in the schedule, with the inputs each depends on.
    A run may skip one when it gets the same device buffers for those inputs as the last run on
    the workspace: the slots still hold what it computed."""
    input_of = {t.buffer: i for i, t in enumerate(m.inputs)}
    outputs = {t.buffer for t in m.outputs}
    writers: dict[int, int] = {}
    for slot in _written_slot_list(m.schedule, m):
        writers[slot] = writers.get(slot, 0) + 1
    memo: dict[int, tuple[int, ...]] = {}
    depends: dict[int, set[int]] = {slot: {i} for slot, i in input_of.items()}
    for index, step in enumerate(m.schedule):
        if not isinstance(step, LaunchStep):
            continue
        spec = m.kernels[step.kernel]
        # Only what the compiler marked: the checks below make skipping it safe, the mark
        # makes it a weight, not an activation a caller expects recomputed.
        if not spec.invariant or spec.writes is None:
            continue
        reads = [a.index for a in spec.args[spec.writes:] if a.kind == "buffer"]
        written = [a.index for a in spec.args[:spec.writes] if a.kind == "buffer"]
        if (reads and written and all(r in depends for r in reads)
                and all(writers.get(w) == 1 and w not in input_of and w not in outputs
                        for w in written)):
            inputs = set().union(*(depends[r] for r in reads))
            memo[index] = tuple(sorted(inputs))
            depends.update((w, inputs) for w in written)
    return memo


_LAUNCH, _LAUNCHES, _COPY, _WHILE, _CASE = "launch", "launches", "copy", "while", "case"


def _refs(slots: list, sites: list, indices: tuple[int | None, ...]) -> list:
    """A list of the slots ``indices`` name (None stays None), recorded in ``sites``."""
    refs = []
    for position, index in enumerate(indices):
        if index is None:
            refs.append(None)
            continue
        refs.append(slots[index])
        sites[index][1].append((refs, position))
    return refs


def _plan(steps: tuple[Step, ...], launches: list, slots: list, sites: list,
          origin: list[int] | None = None) -> list[tuple]:
    """``steps`` bound to ``slots``; ``origin`` gets the index in ``steps`` of each planned
    step (empty launches and copies are left out)."""
    planned: list[tuple] = []
    for index, step in enumerate(steps):
        if isinstance(step, LaunchStep):
            if launches[step.kernel] is not None:
                planned.append((_LAUNCH, launches[step.kernel]))
        elif isinstance(step, CopyStep):
            if step.size:
                planned.append((_COPY, _refs(slots, sites, (step.src, step.dst)), step.size))
        elif isinstance(step, WhileStep):
            trips = step.trip_count
            if trips is not None:
                trips = (_refs(slots, sites, (trips.counter, trips.bound)), trips.limit,
                         np.ctypeslib.as_ctypes_type(np.dtype(trips.dtype)))
            planned.append((_WHILE, _grouped(_plan(step.cond, launches, slots, sites)),
                            _refs(slots, sites, (step.pred,)),
                            _grouped(_plan(step.body, launches, slots, sites)), trips))
        else:
            planned.append((_CASE, _refs(slots, sites, (step.index,)),
                            np.ctypeslib.as_ctypes_type(np.dtype(step.index_dtype)),
                            [_grouped(_plan(b, launches, slots, sites))
                             for b in step.branches]))
        if origin is not None and len(origin) < len(planned):
            origin.append(index)
    return planned


def _grouped(planned: list[tuple]) -> list[tuple]:
    """``planned`` (a loop's cond or body, a case's branch) with each run of consecutive
    launches made one step of their tuple, submitted with the launcher's ``launch_all``:
    a loop submits its body every iteration, and one loop over the launches costs the host
    less than a step each (a loop's body steps have no position ``plan`` reports)."""
    grouped: list[tuple] = []
    run: list[Any] = []
    for step in planned:
        if step[0] is _LAUNCH:
            run.append(step[1])
            continue
        if run:
            grouped.append((_LAUNCHES, tuple(run)))
            run = []
        grouped.append(step)
    if run:
        grouped.append((_LAUNCHES, tuple(run)))
    return grouped


def written_slots(manifest: Manifest) -> frozenset[int]:
    """Slots some step may write: the args a launched kernel writes (every buffer arg when
    the manifest does not say, formats 1.0 and 1.1) and every copy's destination."""
    return frozenset(_written_slot_list(manifest.schedule, manifest))


def _written_slot_list(steps: tuple[Step, ...], manifest: Manifest) -> list[int]:
    """The slots ``steps`` write, once per step that writes each (see written_slots)."""
    written: list[int] = []
    for step in steps:
        if isinstance(step, LaunchStep):
            written.extend(sorted({a.index for a in manifest.kernels[step.kernel].written_args()
                                   if a.kind == "buffer"}))
        elif isinstance(step, CopyStep):
            written.append(step.dst)
        elif isinstance(step, WhileStep):
            written += _written_slot_list(step.cond, manifest)
            written += _written_slot_list(step.body, manifest)
        else:
            for branch in step.branches:
                written += _written_slot_list(branch, manifest)
    return written


def straight_launches(steps: list[tuple]) -> tuple[Any, ...] | None:
    """The launches of planned ``steps`` when every step is a launch (no copy, no control
    flow), for the launcher's ``launch_all``; None otherwise (or when there are none)."""
    if not steps or any(step[0] is not _LAUNCH for step in steps):
        return None
    return tuple(step[1] for step in steps)


def submit_steps(workspace: Workspace, steps: list[tuple]) -> int:
    """Submit planned ``steps`` in order on ``workspace``'s in-order queue. Returns what the
    workspace's launcher has pending when a launch or copy came last (the caller settles it
    with the launcher's ``wait``, ``event`` or ``drop``), or 0 when a read-back came last
    (everything before a read-back has finished when it returns) or nothing was submitted."""
    return _submit(workspace, steps, 0)


def _submit(workspace: Workspace, steps: list[tuple], pending: int) -> int:
    """``submit_steps`` after a submission that left ``pending``."""
    launcher = workspace.launcher
    launch = launcher.launch
    for step in steps:
        kind = step[0]
        if kind is _LAUNCH:
            pending = launch(step[1], pending)
            continue
        if kind is _LAUNCHES:
            pending = launcher.launch_all(step[1], pending)
            continue
        if kind is _COPY:
            refs = step[1]
            pending = launcher.copy(refs[1], refs[0], step[2], pending)
            continue
        if pending:  # a read-back follows: it waits for everything queued
            pending = launcher.drop(pending)
        if kind is _WHILE and step[4] is not None:  # counted: two reads, no cond
            _, _, _, body, ((counter, bound), limit, ctype) = step
            start = workspace.read(counter, ctype)
            stop = limit if bound is None else workspace.read(bound, ctype)
            for _ in range(max(0, stop - start)):
                pending = _submit(workspace, body, pending)
        elif kind is _WHILE:
            _, cond, (pred,), body, _ = step
            while True:
                pending = launcher.drop(_submit(workspace, cond, pending))
                if not workspace.read(pred, ctypes.c_uint8):
                    break
                pending = _submit(workspace, body, 0)
        else:
            _, (index,), ctype, branches = step
            i = workspace.read(index, ctype)
            pending = _submit(workspace, branches[i if 0 <= i < len(branches) else -1], 0)
    return pending


class _BuiltProgram:
    """kernels.spv built for one SYCL context (as one program, or as several that each hold
    some of its kernels: native_cache.py), and its kernels by name."""

    __slots__ = ("__weakref__", "kernels", "programs")

    def __init__(self, programs: list[Any], kernels: dict[str, Any]) -> None:
        self.programs = programs
        self.kernels = kernels

    def find_kernel(self, name: str) -> Any | None:
        for program in self.programs:
            kernel = sycl.find_kernel(program, name)
            if kernel is not None:
                return kernel
        return None


# Built programs by (context, sha256 of kernels.spv), while an executable uses them: building
# SPIR-V for the device takes tens of milliseconds (45-75 ms for testdata's artifacts on the
# CI machine), so loading the same artifact again in a process, on any thread or client, only
# pays for the manifest checks and the allocations.
_built: weakref.WeakValueDictionary[tuple[Any, str], _BuiltProgram] = (
    weakref.WeakValueDictionary())
_built_lock = threading.Lock()


def _build_kernels(client: Client, artifact: Artifact, manifest: Manifest,
                   ) -> tuple[_BuiltProgram | None, dict[str, Any]]:
    """The built program (cached) and the kernels ``manifest`` (one program of the artifact)
    launches, checked."""
    names = sorted({k.name for k in manifest.kernels})
    if not names:
        return None, {}
    assert artifact.manifest.sections is not None
    key = (client.sycl_context, artifact.manifest.sections.kernels.sha256)
    with _built_lock:
        built = _built.get(key)
    if built is None:
        # Building submits nothing: the transfer queue only names the context and device.
        queue, info = client.transfers.stream.queue, client.device
        programs = native_cache.load_or_build(
            queue, artifact.spirv, artifact.manifest.sections.kernels.sha256, info, names[0],
            lambda spirv: _create_program(queue, artifact, spirv, info))
        built = _BuiltProgram(programs, {})
    kernels = {}
    for name in names:
        kernel = built.kernels.get(name)
        if kernel is None:
            kernel = built.find_kernel(name)
            if kernel is None:
                raise ArtifactError(artifact.path, f"kernels.spv has no kernel named {name!r}, "
                                    "which the manifest launches", _RECOMPILE)
            built.kernels[name] = kernel
        kernels[name] = kernel
    for spec in manifest.kernels:
        expected = sycl.argument_count(kernels[spec.name])
        if expected != len(spec.args):
            raise ArtifactError(artifact.path, f"kernel {spec.name} takes {expected} "
                                f"arguments, but the manifest passes {len(spec.args)}",
                                _RECOMPILE)
    with _built_lock:
        built = _built.setdefault(key, built)
    return built, kernels


def _create_program(queue: Any, artifact: Artifact, spirv: bytes, info: DeviceInfo) -> Any:
    """``spirv`` (kernels.spv of ``artifact``, or a part of it) built on ``queue``."""
    try:
        return sycl.build_program(queue, spirv)
    except sycl.ProgramBuildError as e:
        raise DeviceError(
            f"device {info.filter_string} ({info.name}) could not build kernels.spv of "
            f"{artifact.path} ({e or 'no build log'})",
            "Check that the device supports what the model uses, or recompile the model with "
            "`pjrtc compile` for this device") from None


def _upload(client: Client, index: int, spec: Any, data: bytes) -> Any:
    memory = client.allocator.allocate(spec.size, f"constant {index}")
    if spec.size:
        view = np.frombuffer(data, dtype=np.uint8, count=spec.size, offset=spec.offset)
        client.transfers.upload(memory, view, spec.size)
    return memory


def _launch(spec: KernelSpec, kernel: Any, launcher: Any, slots: list, constants: list,
            sites: list) -> Any:
    pointers = [sycl.pointer(slots[a.index]) + a.offset if a.kind == "buffer"
                else sycl.pointer(constants[a.index]) for a in spec.args]
    launch = launcher.plan(spec.name, kernel, pointers, spec.global_size, spec.local_size)
    for position, a in enumerate(spec.args):
        if a.kind == "buffer":
            sites[a.index][0].append((_AtOffset(launch, a.offset) if a.offset else launch,
                                      position))
    return launch


class _AtOffset:
    """A launch's argument that points ``offset`` bytes into its slot (format 1.5), as a
    site of the slot: memory bound in the slot's place (workspace.py) is pointed at there
    too."""

    __slots__ = ("launch", "offset")

    def __init__(self, launch: Any, offset: int) -> None:
        self.launch, self.offset = launch, offset

    def set(self, position: int, address: int) -> None:
        self.launch.set(position, address + self.offset)
