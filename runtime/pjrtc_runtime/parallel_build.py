"""kernels.spv built by several processes at once, one part of its kernels each (OpenCL devices).

Why: the Intel OpenCL CPU runtime builds a program on one thread, at about 3-5 us per byte of
SPIR-V (DenseNet121's 1.3 MB: 4 s), and two builds in one process serialize, so a cold load
of a large artifact used one core of the host. Here kernels.spv is split into as many modules
as the process may use cores (spirv_split.py); child processes (build_child.py: the OpenCL
loader through ctypes, no dpctl) build all parts but the first and write their native
binaries to a pipe while this process builds the first; then this process makes a program of
each binary (``clCreateProgramWithBinary``, a few milliseconds each, device_binary.py). A
child costs about 0.15 s of CPU before it builds anything (the interpreter, the OpenCL
platform, the device compiler's first program; measured with a one-kernel part), so only
modules of ``MIN_PART_BYTES`` or more per part are split; smaller ones are built whole, in this
process, as before. Measured on an otherwise idle 2-core host (docs/performance.md), cold loads
of the real-model benchmark's convolutional networks and train step (157 KB to 1.3 MB of
SPIR-V) take 0.55-0.70x as long, of its transformers (135-141 KB) about 0.9x.

Any failure of a child (no binary, a binary the device refuses) makes this process build that
part itself, so a failing build fails as a whole build would (the caller's error), and a
broken child costs time, never a load.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from typing import Any

from . import sycl
from .device_binary import binary_of, program_from_binary
from .native import NativeApi
from .spirv import kernel_parameters
from .spirv_split import split_kernels
from .sycl_devices import DeviceInfo

# Bytes of SPIR-V per part below which a split does not pay. A child costs 0.15 s of CPU, and
# the device compiler takes 2.4 us per byte for transformers, 3.4-5.8 for convolutional
# networks and the train step. At this size the transformers of the real-model benchmark
# (135-141 KB, two parts) loaded cold in 0.30-0.31 s instead of 0.33-0.35, warm in 1-2 ms
# more (one binary per part from the cache).
MIN_PART_BYTES = 64 * 1024
_CHILD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "build_child.py")


def build(api: NativeApi, queue: Any, spirv: bytes, info: DeviceInfo, kernel_name: str,
          build_module: Callable[[bytes], Any], want_binaries: bool,
          ) -> tuple[list[Any], list[bytes] | None]:
    """The programs that together hold every kernel of ``spirv`` (``kernel_name`` is one of
    them) on ``queue``'s device, built by ``build_module`` (in this process) and by child
    processes; with ``want_binaries``, also their native binaries (None when one could not be
    had)."""
    parts = _split(spirv)
    if parts is None:
        program = build_module(spirv)
        binary = _own_binary(api, program, kernel_name) if want_binaries else None
        return [program], [binary] if binary else None
    children = [_Child(part, info) for part in parts[1:]]
    try:
        program = build_module(parts[0])
    except BaseException:
        for child in children:
            child.cancel()
        raise
    programs = [program]
    binaries: list[bytes | None] = [_part_binary(api, program, parts[0]) if want_binaries
                                    else None]
    for child, part in zip(children, parts[1:], strict=True):
        binary = child.result()
        program = _program_or_none(api, queue, binary) if binary else None
        if program is None:
            program = build_module(part)
            binary = _part_binary(api, program, part) if want_binaries else None
        programs.append(program)
        binaries.append(binary)
    if not want_binaries or any(b is None for b in binaries):
        return programs, None
    return programs, [b for b in binaries if b is not None]


def _split(spirv: bytes) -> list[bytes] | None:
    if not sys.executable:  # an embedded interpreter without a program to start children
        return None
    parts = min(_cores(), len(spirv) // MIN_PART_BYTES)
    return split_kernels(spirv, parts) if parts >= 2 else None


def _cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _part_binary(api: NativeApi, program: Any, part: bytes) -> bytes | None:
    names = kernel_parameters(part)
    return _own_binary(api, program, next(iter(names))) if names else None


def _own_binary(api: NativeApi, program: Any, kernel_name: str) -> bytes | None:
    try:
        return binary_of(api, program, kernel_name)
    except Exception:  # noqa: BLE001 - no binary: the program is not cached, nothing worse
        return None


def _program_or_none(api: NativeApi, queue: Any, binary: bytes) -> Any:
    try:
        return program_from_binary(api, queue, binary)
    except Exception:  # noqa: BLE001 - this process builds the part from SPIR-V instead
        return None


class _Child:
    """A child process building one part (build_child.py); ``result`` waits for its binary."""

    def __init__(self, spirv: bytes, info: DeviceInfo) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        # The part goes through a file: a pipe would block this process until the child read
        # it all, a pipe's capacity (64 KiB) at a time.
        fd, self.path = tempfile.mkstemp(prefix="pjrtc-part-", suffix=".spv")
        with os.fdopen(fd, "wb") as f:
            f.write(spirv)
        try:
            library = sycl.loaded_libraries(("libOpenCL.so",))["libOpenCL.so"]
            env = dict(os.environ)
            # The loader's own dependencies sit beside it (dpctl's libraries find them by
            # their RPATH, a new process by the library path).
            env["LD_LIBRARY_PATH"] = os.pathsep.join(
                p for p in (os.path.dirname(library), env.get("LD_LIBRARY_PATH")) if p)
            # -I -S: the child needs the standard library alone, and the site module's start
            # (a virtual environment's .pth files) cost it 15 ms of the 30 ms it takes to start.
            self.proc = subprocess.Popen(
                [sys.executable, "-I", "-S", _CHILD, library, info.name, info.driver_version,
                 self.path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        except (OSError, KeyError):  # no loader found, no process: this process builds it
            self._remove()

    def result(self) -> bytes | None:
        if self.proc is None:
            return None
        try:
            out, _ = self.proc.communicate()
        finally:
            self._remove()
        return out if self.proc.returncode == 0 and out else None

    def cancel(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
        self._remove()

    def _remove(self) -> None:
        try:
            os.unlink(self.path)
        except OSError:
            pass
