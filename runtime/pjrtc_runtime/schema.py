"""THE pjrtc artifact schema, shared by the compiler (writer) and the runtime (loader).

An artifact is an uncompressed (ZIP_STORED) zip holding, in this order, ``manifest.json``
(a ``Manifest`` as sorted-key JSON), ``kernels.spv`` (one SPIR-V module with every kernel) and
``constants.bin`` (raw little-endian constants, each at a 64-byte-aligned offset). Here: the
versions, frozen dataclasses with ``to_json()``/``from_json()`` (the schedule's steps live in
steps.py and are re-exported here), and ``Manifest.validate()``
(validate.py: every size the runtime allocates or copies is checked against the manifest).
Stdlib only: importing it touches no device and no numpy.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from . import jsonread as jr
from .jsonread import MAX_BYTES, ManifestError  # noqa: F401  (MAX_BYTES: re-exported)
from .steps import (  # noqa: F401  (the schedule is part of the schema: re-exported)
    COUNTER_DTYPES,
    INDEX_DTYPES,
    MAX_SCHEDULE_DEPTH,
    CaseStep,
    CopyStep,
    LaunchStep,
    Step,
    TripCount,
    WhileStep,
    steps_from_json,
)

FORMAT_NAME = "pjrtc-artifact"
# FORMAT_VERSION changelog; bump on every schema change, even a compatible one
# (a compatible addition bumps the minor version, anything else the major):
#   2026-11-22: 1.0, the first format.
#   2026-11-22: 1.1, "schedule": control flow (while, case) and device copies around the
#               kernel launches; a 1.0 artifact has none and launches its kernels in order.
#               New dtypes: "bfloat16", "complex64", "complex128".
#   2026-11-24: 1.2, kernels[i].writes: how many leading args the kernel writes (null:
#               unknown); the runtime binds a caller's device buffer in place of an input
#               slot that nothing writes. A 1.0/1.1 kernel has none (unknown: every arg may
#               be written). pjrtc 0.1.0 also gives every input a slot of its own from 1.2 on.
#   2026-11-25: 1.3, kernels[i].invariant: the kernel computes only from the run's inputs
#               and constants (and other invariant kernels' results) into slots that no
#               other step writes: weight panels. A run may skip it when its inputs are the
#               same device buffers as in the last run on that workspace. Older kernels: false.
#   2026-11-26: 1.4, "specializations" (optional): the other specializations of a module
#               compiled for several sets of input shapes, each a program of its own (inputs,
#               outputs, buffers, constants, kernels, schedule) sharing kernels.spv and
#               constants.bin; a run takes the one whose input shapes match. The top level
#               stays the first specialization, a complete program; without the key (every
#               older artifact) it is the only one. "source.specialized_from" (optional):
#               the entry function's argument types as written, for a module specialized
#               with --shape.
#   2026-11-26: 1.5, kernels[i].args[j].offset (optional, buffers only): the byte in the
#               slot the argument points at. pjrtc writes a piece of a concatenation written
#               in place as its concatenation's slot at the piece's offset, so kernels that
#               differ only in where they write or read share one device function. Without
#               the key (every older artifact) an argument points at its slot's start.
FORMAT_VERSION: tuple[int, int] = (1, 5)
MIN_SUPPORTED_FORMAT_VERSION: tuple[int, int] = (1, 0)
READING_RULE = (
    "a runtime reads an artifact whose major version equals its own and whose minor version "
    "is at most its own; anything else is refused with both versions named"
)
# The kernel calling convention: every kernel argument is a global-memory pointer to a buffer
# slot or a constant, in the order of KernelSpec.args. Bumped independently of the format.
ABI_VERSION = 1
PRODUCER_NAME = "pjrtc"
PRODUCER_VERSION = "0.1.0"

MANIFEST_ENTRY = "manifest.json"
KERNELS_ENTRY = "kernels.spv"
CONSTANTS_ENTRY = "constants.bin"
ENTRY_ORDER: tuple[str, ...] = (MANIFEST_ENTRY, KERNELS_ENTRY, CONSTANTS_ENTRY)
MAX_MANIFEST_BYTES = 64 * 2**20

DTYPE_SIZES: dict[str, int] = {
    "bool": 1, "int8": 1, "int16": 2, "int32": 4, "int64": 8, "uint8": 1, "uint16": 2,
    "uint32": 4, "uint64": 8, "float16": 2, "float32": 4, "float64": 8,
    "bfloat16": 2,  # ml_dtypes.bfloat16 (pjrtc_runtime.dtypes)
    "complex64": 8, "complex128": 16,  # (re, im) pairs, numpy's layout
}
DTYPES: tuple[str, ...] = tuple(DTYPE_SIZES)
SOURCE_FORMATS: tuple[str, ...] = ("mlir-text", "mlir-bytecode", "stablehlo-portable")
# Capabilities the runtime knows how to check; the manifest may name others (refused at load).
KNOWN_REQUIREMENTS: tuple[str, ...] = ("fp16", "fp64", "int64")
CONSTANT_ALIGNMENT = 64
MAX_RANK = 32
MAX_WORK_DIMS = 3
MAX_SPECIALIZATIONS = 256  # entries of a 1.4 manifest's specializations list


def is_readable(version: tuple[int, int]) -> bool:
    """True when this runtime reads an artifact of ``version`` (see READING_RULE)."""
    low, high = MIN_SUPPORTED_FORMAT_VERSION, FORMAT_VERSION
    return version[0] == high[0] and low <= tuple(version) <= high


def version_string(version: tuple[int, ...]) -> str:
    """(1, 0) -> "1.0"."""
    return ".".join(str(v) for v in version)


def options_hash(options: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of the compile options."""
    text = json.dumps(options, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def type_string(dtype: str, shape: tuple[int, ...]) -> str:
    """("float32", (4, 8)) -> "float32[4,8]"."""
    return f"{dtype}[{','.join(str(d) for d in shape)}]"


def byte_size(dtype: str, shape: tuple[int, ...]) -> int:
    """Bytes of a dense array of this dtype and shape."""
    size = DTYPE_SIZES[dtype]
    for dim in shape:
        size *= dim
    return size


def _shape(value: Any, where: str) -> tuple[int, ...]:
    return jr.integers(value, where, MAX_RANK)


def tensor_name(name: str | None) -> str | None:
    """``name`` if a TensorSpec can hold it, else None (unnamed). Producers write names a
    manifest cannot hold, such as JAX 0.4's ``jax.result_info = ""`` for an unnamed result;
    a name is a label, so such a name is dropped rather than refused."""
    try:
        return jr.optional_string(name, "name")
    except ManifestError:
        return None


@dataclass(frozen=True, slots=True)
class TensorSpec:
    """An input or output of the executable and the buffer slot it lives in."""

    name: str | None
    shape: tuple[int, ...]
    dtype: str
    buffer: int

    @property
    def nbytes(self) -> int:
        return byte_size(self.dtype, self.shape)

    def type_string(self) -> str:
        return type_string(self.dtype, self.shape)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "shape": list(self.shape), "dtype": self.dtype,
                "buffer": self.buffer}

    @classmethod
    def from_json(cls, value: Any, where: str) -> TensorSpec:
        d = jr.obj(value, where, ("name", "shape", "dtype", "buffer"))
        return cls(jr.optional_string(d["name"], f"{where}.name"),
                   _shape(d["shape"], f"{where}.shape"),
                   jr.choice(d["dtype"], f"{where}.dtype", DTYPES),
                   jr.integer(d["buffer"], f"{where}.buffer"))


@dataclass(frozen=True, slots=True)
class BufferSpec:
    """A device scratch slot, allocated once at load; values share slots by liveness."""

    size: int

    def to_json(self) -> dict[str, Any]:
        return {"size": self.size}

    @classmethod
    def from_json(cls, value: Any, where: str) -> BufferSpec:
        return cls(jr.integer(jr.obj(value, where, ("size",))["size"], f"{where}.size"))


@dataclass(frozen=True, slots=True)
class ConstantSpec:
    """A constant: the byte range [offset, offset + size) of constants.bin."""

    dtype: str
    shape: tuple[int, ...]
    offset: int
    size: int

    def to_json(self) -> dict[str, Any]:
        return {"dtype": self.dtype, "shape": list(self.shape), "offset": self.offset,
                "size": self.size}

    @classmethod
    def from_json(cls, value: Any, where: str) -> ConstantSpec:
        d = jr.obj(value, where, ("dtype", "shape", "offset", "size"))
        return cls(jr.choice(d["dtype"], f"{where}.dtype", DTYPES),
                   _shape(d["shape"], f"{where}.shape"),
                   jr.integer(d["offset"], f"{where}.offset"),
                   jr.integer(d["size"], f"{where}.size"))


@dataclass(frozen=True, slots=True)
class KernelArg:
    """One pointer argument of a kernel: a buffer slot or a constant, by index; a buffer's
    ``offset`` (format 1.5) is the byte in the slot the pointer points at (a piece of a
    concatenation written in place, addressed from its first element)."""

    kind: str  # "buffer" or "constant"
    index: int
    offset: int = 0

    def to_json(self) -> dict[str, Any]:
        if self.offset:
            return {self.kind: self.index, "offset": self.offset}
        return {self.kind: self.index}

    @classmethod
    def from_json(cls, value: Any, where: str, version: tuple[int, int] = FORMAT_VERSION,
                  ) -> KernelArg:
        forms = [{"buffer"}, {"constant"}] + ([{"buffer", "offset"}] if version >= (1, 5)
                                               else [])
        if not isinstance(value, dict) or set(value) not in forms:
            raise ManifestError(where, 'must be {"buffer": i} or {"constant": j}' + (
                ' or {"buffer": i, "offset": n}' if version >= (1, 5) else ""))
        kind = "buffer" if "buffer" in value else "constant"
        return cls(kind, jr.integer(value[kind], f"{where}.{kind}"),
                   jr.integer(value.get("offset", 0), f"{where}.offset"))


@dataclass(frozen=True, slots=True)
class KernelSpec:
    """One launch: entry point, arguments, and ranges in dpctl order (slowest first).

    ``writes`` (format 1.2): the kernel writes its first ``writes`` args and only reads the
    others; None when unknown (formats 1.0 and 1.1), meaning every arg may be written.
    ``invariant`` (format 1.3): see the changelog above; False for older formats."""

    name: str
    args: tuple[KernelArg, ...]
    global_size: tuple[int, ...]
    local_size: tuple[int, ...]
    source_ops: tuple[str, ...] = ()
    writes: int | None = None
    invariant: bool = False

    def written_args(self) -> tuple[KernelArg, ...]:
        """The args the kernel may write (all of them when ``writes`` is unknown)."""
        return self.args if self.writes is None else self.args[:self.writes]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "args": [a.to_json() for a in self.args],
                "global_size": list(self.global_size), "local_size": list(self.local_size),
                "source_ops": list(self.source_ops), "writes": self.writes,
                "invariant": self.invariant}

    @classmethod
    def from_json(cls, value: Any, where: str, version: tuple[int, int] = FORMAT_VERSION,
                  ) -> KernelSpec:
        keys = ("name", "args", "global_size", "local_size", "source_ops")
        if version >= (1, 2):
            keys += ("writes",)
        if version >= (1, 3):
            keys += ("invariant",)
        d = jr.obj(value, where, keys)
        args = jr.array(d["args"], f"{where}.args", 1024)
        ops = jr.array(d["source_ops"], f"{where}.source_ops", 100_000)
        writes = d.get("writes")
        return cls(jr.identifier(d["name"], f"{where}.name"),
                   tuple(KernelArg.from_json(a, f"{where}.args[{i}]", version)
                         for i, a in enumerate(args)),
                   jr.integers(d["global_size"], f"{where}.global_size", MAX_WORK_DIMS),
                   jr.integers(d["local_size"], f"{where}.local_size", MAX_WORK_DIMS, low=1),
                   tuple(jr.string(o, f"{where}.source_ops[{i}]") for i, o in enumerate(ops)),
                   None if writes is None else jr.integer(writes, f"{where}.writes", 0,
                                                          len(args)),
                   jr.boolean(d.get("invariant", False), f"{where}.invariant"))


@dataclass(frozen=True, slots=True)
class Producer:
    """The compiler that wrote the artifact."""

    name: str = PRODUCER_NAME
    version: str = PRODUCER_VERSION

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version}

    @classmethod
    def from_json(cls, value: Any, where: str) -> Producer:
        d = jr.obj(value, where, ("name", "version"))
        return cls(jr.string(d["name"], f"{where}.name"),
                   jr.string(d["version"], f"{where}.version"))


@dataclass(frozen=True, slots=True)
class Source:
    """The model the artifact was compiled from. ``specialized_from`` (1.4): the entry
    function's argument types as the module wrote them (``tensor<?x16xf32>``) when the artifact
    was specialized to static shapes (``--shape``); None otherwise, and then not written."""

    name: str
    sha256: str
    format: str
    stablehlo_version: str | None = None
    specialized_from: tuple[str, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out = {"name": self.name, "sha256": self.sha256, "format": self.format,
               "stablehlo_version": self.stablehlo_version}
        if self.specialized_from is not None:
            out["specialized_from"] = list(self.specialized_from)
        return out

    @classmethod
    def from_json(cls, value: Any, where: str, version: tuple[int, int] = FORMAT_VERSION
                  ) -> Source:
        optional = ("specialized_from",) if version >= (1, 4) else ()
        d = jr.obj(value, where, ("name", "sha256", "format", "stablehlo_version"), optional)
        types = None
        if "specialized_from" in d:
            listed = jr.array(d["specialized_from"], f"{where}.specialized_from")
            types = tuple(jr.string(t, f"{where}.specialized_from[{i}]")
                          for i, t in enumerate(listed))
        return cls(jr.string(d["name"], f"{where}.name"),
                   jr.sha256_hex(d["sha256"], f"{where}.sha256"),
                   jr.choice(d["format"], f"{where}.format", SOURCE_FORMATS),
                   jr.optional_string(d["stablehlo_version"], f"{where}.stablehlo_version"),
                   types)


@dataclass(frozen=True, slots=True)
class Section:
    """Hash and size of one zip entry besides the manifest."""

    sha256: str
    size: int

    @classmethod
    def of(cls, data: bytes) -> Section:
        return cls(hashlib.sha256(data).hexdigest(), len(data))

    def to_json(self) -> dict[str, Any]:
        return {"sha256": self.sha256, "size": self.size}

    @classmethod
    def from_json(cls, value: Any, where: str) -> Section:
        d = jr.obj(value, where, ("sha256", "size"))
        return cls(jr.sha256_hex(d["sha256"], f"{where}.sha256"),
                   jr.integer(d["size"], f"{where}.size"))


@dataclass(frozen=True, slots=True)
class Sections:
    """The hashed entries: kernels.spv and constants.bin."""

    kernels: Section
    constants: Section

    def to_json(self) -> dict[str, Any]:
        return {KERNELS_ENTRY: self.kernels.to_json(), CONSTANTS_ENTRY: self.constants.to_json()}

    @classmethod
    def from_json(cls, value: Any, where: str) -> Sections:
        d = jr.obj(value, where, (KERNELS_ENTRY, CONSTANTS_ENTRY))
        return cls(Section.from_json(d[KERNELS_ENTRY], f"{where}.{KERNELS_ENTRY}"),
                   Section.from_json(d[CONSTANTS_ENTRY], f"{where}.{CONSTANTS_ENTRY}"))


@dataclass(frozen=True, slots=True, kw_only=True)
class Specialization:
    """(1.4) One more specialization of the module: a program of its own, as the top level of
    the manifest is, on the artifact's kernels.spv and constants.bin (kernels by name,
    constants by byte range: several specializations may name the same range)."""

    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]
    buffers: tuple[BufferSpec, ...]
    constants: tuple[ConstantSpec, ...] = ()
    kernels: tuple[KernelSpec, ...]
    schedule: tuple[Step, ...] = ()
    peak_bytes: int
    constant_bytes: int

    @classmethod
    def of(cls, m: Manifest) -> Specialization:
        """The program part of manifest ``m`` (what a specialization holds)."""
        return cls(inputs=m.inputs, outputs=m.outputs, buffers=m.buffers, constants=m.constants,
                   kernels=m.kernels, schedule=m.schedule, peak_bytes=m.peak_bytes,
                   constant_bytes=m.constant_bytes)

    def to_json(self) -> dict[str, Any]:
        return {"inputs": [t.to_json() for t in self.inputs],
                "outputs": [t.to_json() for t in self.outputs],
                "buffers": [b.to_json() for b in self.buffers],
                "constants": [c.to_json() for c in self.constants],
                "peak_bytes": self.peak_bytes, "constant_bytes": self.constant_bytes,
                "kernels": [k.to_json() for k in self.kernels],
                "schedule": [s.to_json() for s in self.schedule]}

    @classmethod
    def from_json(cls, value: Any, where: str, version: tuple[int, int]) -> Specialization:
        d = jr.obj(value, where, _PROGRAM_KEYS)
        return cls(**_program_from_json(d, f"{where}.", version))


@dataclass(frozen=True, slots=True, kw_only=True)
class Manifest:
    """The whole of manifest.json; ``sections`` is None until the writer fills it in. Its
    program fields (inputs to schedule) are the first specialization's; ``specializations``
    (1.4) holds the others, and ``programs()`` gives each as a manifest of its own.

    Sequence fields hold tuples, as from_json builds them, so a manifest read back compares equal.
    """

    producer: Producer
    source: Source
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    options_sha256: str
    sections: Sections | None = None
    requirements: tuple[str, ...] = ()
    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]
    buffers: tuple[BufferSpec, ...]
    constants: tuple[ConstantSpec, ...] = ()
    kernels: tuple[KernelSpec, ...]
    schedule: tuple[Step, ...] = ()
    peak_bytes: int
    constant_bytes: int
    format: str = FORMAT_NAME
    format_version: tuple[int, int] = FORMAT_VERSION
    reading_rule: str = READING_RULE
    abi_version: int = ABI_VERSION
    specializations: tuple[Specialization, ...] = ()  # 1.4: the others, in order

    def programs(self) -> tuple[Manifest, ...]:
        """Every specialization as a manifest of one program: this one (the first), then one
        per entry of ``specializations`` (the same file-level fields, that program's own)."""
        if not self.specializations:
            return (self,)
        first = replace(self, specializations=())
        return (first, *(replace(first, inputs=s.inputs, outputs=s.outputs, buffers=s.buffers,
                                 constants=s.constants, kernels=s.kernels, schedule=s.schedule,
                                 peak_bytes=s.peak_bytes, constant_bytes=s.constant_bytes)
                         for s in self.specializations))

    @classmethod
    def create(cls, *, source: Source, options: dict[str, Any], inputs: tuple[TensorSpec, ...],
               outputs: tuple[TensorSpec, ...], buffers: tuple[BufferSpec, ...],
               kernels: tuple[KernelSpec, ...], constants: tuple[ConstantSpec, ...] = (),
               schedule: tuple[Step, ...] | None = None,
               requirements: tuple[str, ...] = (),
               producer: Producer = Producer()) -> Manifest:
        """A manifest of the current format with the derived fields (hashes, totals) filled.
        ``schedule`` defaults to launching every kernel once, in order."""
        plain = json.loads(json.dumps(options, allow_nan=False))  # a deep copy, as read back
        needs = tuple(sorted(set(requirements)))
        return cls(producer=producer, source=source, options=plain,
                   options_sha256=options_hash(plain), requirements=needs,
                   inputs=tuple(inputs), outputs=tuple(outputs), buffers=tuple(buffers),
                   constants=tuple(constants), kernels=tuple(kernels),
                   schedule=_launch_all(kernels) if schedule is None else tuple(schedule),
                   peak_bytes=sum(b.size for b in buffers),
                   constant_bytes=sum(c.size for c in constants))

    def validate(self) -> None:
        """Check every cross-reference and size; raises ManifestError."""
        from .validate import validate_manifest

        validate_manifest(self)

    def to_json(self) -> dict[str, Any]:
        if self.sections is None:
            raise ValueError("the manifest has no sections yet: the artifact writer fills them")
        return {
            "format": self.format, "format_version": list(self.format_version),
            "reading_rule": self.reading_rule, "abi_version": self.abi_version,
            "producer": self.producer.to_json(), "source": self.source.to_json(),
            "options": self.options, "options_sha256": self.options_sha256,
            "sections": self.sections.to_json(), "requirements": list(self.requirements),
            **Specialization.of(self).to_json(),  # the first specialization's program
            # Only when there are several: an artifact of one stays as older formats wrote it.
            **({"specializations": [s.to_json() for s in self.specializations]}
               if self.specializations else {}),
        }

    @classmethod
    def from_json(cls, value: Any) -> Manifest:
        """Parse the structure and types; call validate() for the cross-checks."""
        version = read_version(value)
        # 1.0 had no schedule: its kernels launch once each, in order.
        keys = _FILE_KEYS + _PROGRAM_KEYS
        keys = tuple(k for k in keys if k != "schedule" or version > (1, 0))
        optional = ("specializations",) if version >= (1, 4) else ()
        d = jr.obj(value, "manifest", keys, optional)
        if not isinstance(d["options"], dict):
            raise ManifestError("options", "must be a JSON object")
        more = jr.array(d.get("specializations", []), "specializations", MAX_SPECIALIZATIONS)
        return cls(
            format=jr.string(d["format"], "format"), format_version=version,
            reading_rule=jr.string(d["reading_rule"], "reading_rule", 100_000),
            abi_version=jr.integer(d["abi_version"], "abi_version"),
            producer=Producer.from_json(d["producer"], "producer"),
            source=Source.from_json(d["source"], "source", version), options=d["options"],
            options_sha256=jr.sha256_hex(d["options_sha256"], "options_sha256"),
            sections=Sections.from_json(d["sections"], "sections"),
            requirements=tuple(jr.string(r, f"requirements[{i}]", 64) for i, r in
                               enumerate(jr.array(d["requirements"], "requirements", 64))),
            specializations=tuple(Specialization.from_json(v, f"specializations[{i}]", version)
                                  for i, v in enumerate(more)),
            **_program_from_json(d, "", version))


_FILE_KEYS = (
    "format", "format_version", "reading_rule", "abi_version", "producer", "source", "options",
    "options_sha256", "sections", "requirements",
)
# What one program is: the top level of a manifest, and each of its 1.4 specializations.
_PROGRAM_KEYS = (
    "inputs", "outputs", "buffers", "constants", "peak_bytes", "constant_bytes", "kernels",
    "schedule",
)


def _program_from_json(d: dict[str, Any], at: str, version: tuple[int, int]) -> dict[str, Any]:
    """The program fields of ``d`` (checked by jr.obj), parsed; ``at`` prefixes locations."""
    kernels = tuple(KernelSpec.from_json(v, f"{at}kernels[{i}]", version)
                    for i, v in enumerate(jr.array(d["kernels"], f"{at}kernels")))
    schedule = (steps_from_json(d["schedule"], f"{at}schedule") if "schedule" in d
                else _launch_all(kernels))
    return dict(inputs=_items(d, "inputs", TensorSpec, at),
                outputs=_items(d, "outputs", TensorSpec, at),
                buffers=_items(d, "buffers", BufferSpec, at),
                constants=_items(d, "constants", ConstantSpec, at),
                kernels=kernels, schedule=schedule,
                peak_bytes=jr.integer(d["peak_bytes"], f"{at}peak_bytes"),
                constant_bytes=jr.integer(d["constant_bytes"], f"{at}constant_bytes"))


def _launch_all(kernels: tuple[KernelSpec, ...]) -> tuple[Step, ...]:
    return tuple(LaunchStep(i) for i in range(len(kernels)))


def _items(d: dict[str, Any], key: str, cls: Any, at: str = "") -> tuple[Any, ...]:
    return tuple(cls.from_json(v, f"{at}{key}[{i}]")
                 for i, v in enumerate(jr.array(d[key], f"{at}{key}")))


def read_version(d: Any) -> tuple[int, int]:
    """The [major, minor] format_version of a parsed manifest (checked before anything else)."""
    if not isinstance(d, dict) or "format_version" not in d:
        raise ManifestError("format_version", "is missing")
    items = jr.array(d["format_version"], "format_version", 2)
    if len(items) != 2:
        raise ManifestError("format_version", "must be [major, minor]")
    return (jr.integer(items[0], "format_version[0]", 0, 2**31),
            jr.integer(items[1], "format_version[1]", 0, 2**31))


def manifest_bytes(manifest: Manifest) -> bytes:
    """The canonical manifest.json: sorted keys, indent 2, ASCII, newline-terminated."""
    text = json.dumps(manifest.to_json(), sort_keys=True, indent=2, ensure_ascii=True,
                      allow_nan=False)
    return (text + "\n").encode("ascii")


def parse_manifest(data: bytes) -> Any:
    """Decode manifest.json bytes to plain JSON values; raises ManifestError."""
    return jr.parse_json(data, "manifest.json", MAX_MANIFEST_BYTES)
