"""Programs the device built, kept on disk across processes (OpenCL devices).

Why: building kernels.spv is most of a load: 0.3-0.6 s for the benchmark's transformer on the
CI machine, on one thread (docs/performance.md). The Intel OpenCL CPU runtime hands out a built
program as a native binary (``clGetProgramInfo(CL_PROGRAM_BINARIES)``, an ELF object) and takes
it back with ``clCreateProgramWithBinary``, which skips the compiler: 7 ms for that program.
dpctl only builds programs from SPIR-V or OpenCL C, so this module goes through the C ABI that
dpctl's own OpenCL interop uses, all of it exported by the libraries dpctl loads (bound in
native.py, with opencl.py's launch functions); what it needs
of dpctl itself (native handles, the ``SyclProgram_Make`` C API) comes from sycl.py, the
runtime's one boundary to dpctl (device_binary.py makes these calls):

- saving: ``sycl::kernel::getNative()`` (libsycl) of one kernel of the built program gives
  its ``cl_kernel``, ``clGetKernelInfo(CL_KERNEL_PROGRAM)`` the ``cl_program``, whose binary is
  written to the cache;
- loading: ``clCreateProgramWithBinary`` and ``clBuildProgram`` on the queue's ``cl_context``
  and ``cl_device`` (``sycl::context::getNative()``, ``sycl::device::getNative()``), then
  ``sycl::detail::make_kernel_bundle`` (what ``sycl::make_kernel_bundle<backend::opencl>``
  calls; it retains the program) writes a ``kernel_bundle`` into 16 bytes from ``operator
  new``; dpctl's ``SyclProgram_Make`` C API (a capsule in ``__pyx_capi__``) copies it into a
  ``SyclProgram``, and ``DPCTLKernelBundle_Delete`` frees ours.

Anything missing (another dpctl or SYCL build, another operating system, a device that is not
OpenCL) turns the cache off for the process, and every load builds from SPIR-V as before. So
does any failure while saving or loading an entry: the cache can make a load faster, never
fail one.

An entry is code the device runs, so the cache gets the trust of the user's own files: its
directory is created with mode 0700 and used only when it belongs to the user and nobody else
may write to it. Entries are keyed by the sha256 of kernels.spv (checked against the manifest at
load), the device's name, type and driver version, for a CPU device the host's CPU model and
feature flags, and the dpctl and runtime versions. An entry holds the binaries of the programs
a build made (one, or one per part when parallel_build.py split kernels.spv) and their sha256,
checked before use (a damaged entry is rebuilt and replaced).
Writes are atomic. The directory is kept under ``MAX_BYTES``, oldest entries first.

Where: ``$PJRTC_DEVICE_CACHE`` if set (``off`` turns the cache off), else
``$XDG_CACHE_HOME/pjrtc/device-programs``, else ``~/.cache/pjrtc/device-programs``.
"""

from __future__ import annotations

import collections
import hashlib
import os
import stat
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import parallel_build, sycl
from .atomicfile import write_atomically
from .device_binary import program_from_binary
from .native import NativeApi
from .sycl_devices import DeviceInfo

MAX_BYTES = 512 * 2**20
_MAGIC = b"pjrtc-device-program-2\n"
_ENV = "PJRTC_DEVICE_CACHE"
_counts: collections.Counter[str] = collections.Counter()


def stats() -> dict[str, int]:
    """What the cache did in this process: ``hits`` (programs loaded from it), ``misses``
    (built from SPIR-V while the cache was on), ``stored``, ``rejected`` (entries that were
    damaged or that the device refused: rebuilt and replaced)."""
    return {k: _counts[k] for k in ("hits", "misses", "stored", "rejected")}


def cache_dir() -> Path | None:
    """The cache directory in use, or None when the cache is off."""
    setting = os.environ.get(_ENV, "")
    if setting.lower() in ("off", "0", "false", "no"):
        return None
    try:
        if setting:
            return Path(setting).expanduser()
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    except RuntimeError:  # no home directory to expand (a bare container user)
        return None
    return Path(base) / "pjrtc" / "device-programs"


def load_or_build(queue: Any, spirv: bytes, spirv_sha256: str, info: DeviceInfo,
                  kernel_name: str, build: Callable[[bytes], Any]) -> list[Any]:
    """The programs that together hold the kernels of ``spirv`` (kernels.spv, whose sha256 is
    ``spirv_sha256``; ``kernel_name`` is one of its kernels) on ``queue``: from the cache when
    it holds them for this device and driver, else built (``build`` builds SPIR-V in this
    process; parallel_build.py may have child processes build parts of a large module), and
    then saved for the next process."""
    if info.backend != "opencl":
        return [build(spirv)]
    api = NativeApi.get()
    if api is None:
        return [build(spirv)]
    key = _key(spirv_sha256, info)
    store = _Store.open(info) if key is not None else None
    binaries = store.read(key) if store is not None else None
    if binaries is not None:
        programs = _programs_from(api, queue, binaries)
        if programs is not None and any(
                sycl.find_kernel(program, kernel_name) is not None for program in programs):
            _counts["hits"] += 1
            return programs
        _counts["rejected"] += 1
    if store is not None:
        _counts["misses"] += 1
    programs, binaries = parallel_build.build(api, queue, spirv, info, kernel_name, build,
                                              want_binaries=store is not None)
    if store is not None and binaries and store.write(key, binaries):
        _counts["stored"] += 1
    return programs


def _programs_from(api: NativeApi, queue: Any, binaries: list[bytes]) -> list[Any] | None:
    programs = []
    for binary in binaries:
        try:
            program = program_from_binary(api, queue, binary)
        except Exception:  # noqa: BLE001 - whatever dpctl raises, a build still works
            program = None
        if program is None:
            return None
        programs.append(program)
    return programs


def _key(spirv_sha256: str, info: DeviceInfo) -> str | None:
    """The entry's name, or None when the device cannot be told apart from others well
    enough to share built code with them."""
    from . import __version__

    parts = [_MAGIC.decode().strip(), spirv_sha256, info.name, info.driver_version,
             info.backend, info.device_type, sycl.VERSION, __version__]
    if info.device_type == "cpu":
        # The CPU compiler targets the instruction set of the host it runs on, and a CPU
        # device's name can be as vague as "AMD EPYC": a cache shared between hosts (a home
        # on NFS, a copied image) must not hand AVX-512 code to a host without it.
        features = _cpu_features()
        if features is None:
            return None
        parts.append(features)
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


_cpu_features_memo: list[str | None] = []


def _cpu_features() -> str | None:
    """The host CPU's model and feature flags (Linux /proc/cpuinfo), or None."""
    if not _cpu_features_memo:
        found = None
        try:
            with open("/proc/cpuinfo") as f:
                lines = [line.strip() for line in f
                         if line.startswith(("model name", "flags", "vendor_id"))]
            flags = [line for line in lines if line.startswith("flags")]
            if flags:
                found = "\n".join(sorted(set(lines)))
        except OSError:
            pass
        _cpu_features_memo.append(found)
    return _cpu_features_memo[0]


class _Store:
    """The cache directory: entries read and written whole, checked, atomically."""

    def __init__(self, root: Path):
        self.root = root

    @classmethod
    def open(cls, info: DeviceInfo) -> _Store | None:
        root = cache_dir()
        if root is None:
            return None
        try:
            root.mkdir(mode=0o700, parents=True, exist_ok=True)
            st = root.stat()
        except OSError:
            return None
        # Only a directory nobody else can write to: its entries are code the device runs.
        if st.st_uid != os.getuid() or st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            return None
        return cls(root)

    def read(self, key: str) -> list[bytes] | None:
        path = self.root / key
        try:
            data = path.read_bytes()
        except OSError:
            return None
        head = len(_MAGIC) + 32
        binaries = _unpack(data[head:])
        if (data[:len(_MAGIC)] != _MAGIC or not binaries
                or hashlib.sha256(data[head:]).digest() != data[len(_MAGIC):head]):
            _counts["rejected"] += 1
            path.unlink(missing_ok=True)  # damaged: rebuilt and written again by the caller
            return None
        return binaries

    def write(self, key: str, binaries: list[bytes]) -> bool:
        payload = _pack(binaries)
        data = _MAGIC + hashlib.sha256(payload).digest() + payload
        try:
            write_atomically(self.root / key, lambda f: f.write(data), mode=0o600)
            self._trim()
            return True
        except OSError:
            return False  # a full or read-only disk costs the next process a build, no more

    def _trim(self) -> None:
        entries = []
        for path in self.root.iterdir():
            if path.name.startswith("."):
                continue  # a write in progress (atomicfile's temporary names)
            try:
                st = path.stat()
            except OSError:
                continue
            entries.append((st.st_mtime, st.st_size, path))
        total = sum(size for _, size, _ in entries)
        for _, size, path in sorted(entries):
            if total <= MAX_BYTES:
                break
            path.unlink(missing_ok=True)
            total -= size


def _pack(binaries: list[bytes]) -> bytes:
    """An entry's payload: the number of binaries, their sizes (little-endian u32, u64s),
    then the binaries."""
    return struct.pack(f"<I{len(binaries)}Q", len(binaries), *map(len, binaries)) + b"".join(
        binaries)


def _unpack(payload: bytes) -> list[bytes] | None:
    """The binaries of a payload (``_pack``), or None when it is not one."""
    if len(payload) < 4:
        return None
    (count,) = struct.unpack_from("<I", payload)
    start = 4 + 8 * count
    if count == 0 or len(payload) < start:
        return None
    sizes = struct.unpack_from(f"<{count}Q", payload, 4)
    if start + sum(sizes) != len(payload) or 0 in sizes:
        return None
    binaries = []
    for size in sizes:
        binaries.append(payload[start:start + size])
        start += size
    return binaries
