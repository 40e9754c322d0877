"""PJRT_Client_Compile for pjrtc: StableHLO from JAX to a pjrtc artifact, through the same
driver and content-keyed cache as `pjrtc compile --cache-dir` (pjrtc.batch.cached_compile).

JAX hands over the program as MLIR (a StableHLO portable artifact or plain bytecode: the
frontend tells them apart) and a serialized `xla.CompileOptionsProto`. pjrtc compiles for one
device: options asking for several replicas or partitions are refused with a message saying
so. The cache lives in $PJRTC_CACHE_DIR, else ~/.cache/pjrtc, so a second process that jits
the same function loads its artifact instead of compiling again. Its key is the program's
bytes, JAX's source locations included: the same function jitted from another call site is
another program to the cache.
"""

from __future__ import annotations

import os
from typing import Any

from pjrtc.plugin.c_api import INVALID_ARGUMENT, UNIMPLEMENTED, PjrtError
from pjrtc.plugin.objects import Executable
from pjrtc_runtime.loader import read_artifact_bytes

# What the compiled module is called in pjrtc's messages and the artifact's manifest.
SOURCE_NAME = "jax_program.mlir"
FORMAT = "mlir"

# Field numbers of xla/pjrt/proto/compile_options.proto.
_BUILD_OPTIONS = 3  # CompileOptionsProto.executable_build_options
_NUM_REPLICAS, _NUM_PARTITIONS = 4, 5  # ExecutableBuildOptionsProto


def cache_dir() -> str:
    return os.environ.get("PJRTC_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "pjrtc")


def compile_options() -> Any:
    """pjrtc's options for JAX's programs: the defaults, with --verify-each's variable
    (PJRTC_VERIFY_EACH, which the test suite sets) honoured as `pjrtc compile` does."""
    from pjrtc.options import CompileOptions

    verify = os.environ.get("PJRTC_VERIFY_EACH", "").strip().lower() in ("1", "true", "t",
                                                                         "yes", "y", "on")
    return CompileOptions(verify_each=verify)


def compile_program(code: bytes, program_format: str, options: bytes) -> Executable:
    """The Executable of a program JAX passes to PJRT_Client_Compile."""
    if program_format != FORMAT:
        raise PjrtError(UNIMPLEMENTED, f"pjrtc compiles programs of format {FORMAT!r} "
                        f"(StableHLO), not {program_format!r}")
    replicas, partitions = replicas_and_partitions(options)
    if replicas > 1 or partitions > 1:
        raise PjrtError(INVALID_ARGUMENT, f"pjrtc runs a program on one device: the compile "
                        f"options ask for {replicas} replicas and {partitions} partitions. "
                        "Use one device (no pmap, shard_map or sharding over several devices)")
    # The compiler is imported on the first compile, not with the plugin: every JAX process
    # opens the plugin, most never compile for pjrtc.
    from pjrtc.batch import cached_compile
    from pjrtc.target import host_target

    # JAX compiles for the machine it runs on, as XLA:CPU does (`pjrtc compile --target host`).
    data = cached_compile(code, SOURCE_NAME, compile_options(), cache_dir(), host_target())
    return executable_from_bytes(data, SOURCE_NAME, donated_inputs(code))


def donated_inputs(code: bytes) -> tuple[int, ...]:
    """The arguments JAX donates (jax.jit's donate_argnums), as it marks them in the program
    for a platform that donates (`tf.aliasing_output`, only where a result has the argument's
    type): a run gives their memory to results. Read only from a program whose bytes name the
    attribute; most have none, and reading means parsing the program once more."""
    from pjrtc.frontend.stablehlo import ALIASING_OUTPUT

    if ALIASING_OUTPUT.encode() not in code:
        return ()
    from pjrtc.frontend import entry_aliases

    return tuple(sorted(entry_aliases(code, SOURCE_NAME)))


def executable_from_bytes(data: bytes, name: str, donated: tuple[int, ...] = ()) -> Executable:
    """The Executable of a pjrtc artifact's bytes (checked as `pjrtc_runtime.load` checks),
    donating the inputs `donated` in its runs."""
    return Executable(read_artifact_bytes(data, name), data, donated)


def replicas_and_partitions(options: bytes) -> tuple[int, int]:
    """num_replicas and num_partitions of a serialized CompileOptionsProto (1 when unset)."""
    build = _fields(options).get(_BUILD_OPTIONS, [b""])[-1]
    fields = _fields(build) if isinstance(build, bytes) else {}
    replicas = fields.get(_NUM_REPLICAS, [1])[-1]
    partitions = fields.get(_NUM_PARTITIONS, [1])[-1]
    return int(replicas) or 1, int(partitions) or 1


def device_assignment(device_id: int) -> bytes:
    """A serialized xla.DeviceAssignmentProto: one replica, one computation, on `device_id`
    (replica_count = 1, computation_count = 2, computation_devices = 3 holding
    ComputationDevice.replica_device_ids = 1)."""
    device = b"\x08" + _encode_varint(device_id)
    return b"\x08\x01\x10\x01\x1a" + _encode_varint(len(device)) + device


def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _fields(data: bytes) -> dict[int, list[int | bytes]]:
    """The fields of one protobuf message by number: varints as ints, length-delimited ones
    as bytes (fixed-width ones are skipped). INVALID_ARGUMENT if the bytes are not one."""
    fields: dict[int, list[int | bytes]] = {}
    i, n = 0, len(data)
    while i < n:
        key, i = _varint(data, i)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, i = _varint(data, i)
        elif wire == 2:
            size, i = _varint(data, i)
            value, i = data[i:i + size], i + size
        elif wire in (1, 5):
            i += 8 if wire == 1 else 4
            continue
        else:
            raise PjrtError(INVALID_ARGUMENT, "the compile options are not a serialized "
                            f"CompileOptionsProto (wire type {wire} at byte {i})")
        if i > n:
            raise PjrtError(INVALID_ARGUMENT, "the compile options are truncated")
        fields.setdefault(number, []).append(value)
    return fields


def _varint(data: bytes, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if i >= len(data):
            raise PjrtError(INVALID_ARGUMENT, "the compile options are truncated")
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, i
        shift += 7
