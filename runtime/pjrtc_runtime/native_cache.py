"""Programs the device built, kept on disk across processes (OpenCL devices).

Why: building kernels.spv is most of a load: 0.3-0.6 s for the benchmark's transformer on the
CI machine, on one thread (docs/performance.md). The Intel OpenCL CPU runtime hands out a built
program as a native binary (``clGetProgramInfo(CL_PROGRAM_BINARIES)``, an ELF object) and takes
it back with ``clCreateProgramWithBinary``, which skips the compiler: 7 ms for that program.
dpctl only builds programs from SPIR-V or OpenCL C, so this module goes through the C ABI that
dpctl's own OpenCL interop uses, all of it exported by the libraries dpctl loads (bound in
native.py, with opencl.py's launch functions); what it needs
of dpctl itself (native handles, the ``SyclProgram_Make`` C API) comes from sycl.py, the
runtime's one boundary to dpctl:

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
feature flags, and the dpctl and runtime versions; each file
holds the sha256 of its binary, checked before use (a damaged entry is rebuilt and replaced).
Writes are atomic. The directory is kept under ``MAX_BYTES``, oldest entries first.

Where: ``$PJRTC_DEVICE_CACHE`` if set (``off`` turns the cache off), else
``$XDG_CACHE_HOME/pjrtc/device-programs``, else ``~/.cache/pjrtc/device-programs``.
"""

from __future__ import annotations

import collections
import ctypes
import hashlib
import os
import stat
from pathlib import Path
from typing import Any

from . import sycl
from .atomicfile import write_atomically
from .native import BACKEND_OPENCL, CL_KERNEL_PROGRAM, CL_SUCCESS, NativeApi
from .sycl_devices import DeviceInfo

MAX_BYTES = 512 * 2**20
_MAGIC = b"pjrtc-device-program-1\n"
_ENV = "PJRTC_DEVICE_CACHE"

# OpenCL constants (CL/cl.h).
_CL_PROGRAM_NUM_DEVICES = 0x1162
_CL_PROGRAM_BINARY_SIZES = 0x1165
_CL_PROGRAM_BINARIES = 0x1166
# SYCL enums (sycl/kernel_bundle_enums.hpp).
_BUNDLE_EXECUTABLE = 2
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


def load_or_build(queue: Any, spirv_sha256: str, info: DeviceInfo, kernel_name: str,
                  build) -> Any:
    """The program whose kernels.spv has ``spirv_sha256`` on ``queue`` (``kernel_name`` is
    one of its kernels): from the cache when it holds one for this device and driver, else
    ``build()``, whose result is then saved for the next process."""
    if info.backend != "opencl":
        return build()
    key = _key(spirv_sha256, info)
    store = _Store.open(info) if key is not None else None
    api = NativeApi.get() if store is not None else None
    if api is None:
        return build()
    binary = store.read(key)
    if binary is not None:
        try:
            program = _program_from_binary(api, queue, binary)
            usable = program is not None and sycl.find_kernel(program, kernel_name) is not None
        except Exception:  # noqa: BLE001 - whatever dpctl raises, the build below still works
            usable = False
        if usable:
            _counts["hits"] += 1
            return program
        _counts["rejected"] += 1
    _counts["misses"] += 1
    program = build()
    try:
        binary = _binary_of(api, program, kernel_name)
    except Exception:  # noqa: BLE001 - not cached, nothing worse
        binary = None
    if binary and store.write(key, binary):
        _counts["stored"] += 1
    return program


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

    def read(self, key: str) -> bytes | None:
        path = self.root / key
        try:
            data = path.read_bytes()
        except OSError:
            return None
        head = len(_MAGIC) + 32
        binary = data[head:]
        if (data[:len(_MAGIC)] != _MAGIC or len(data) <= head
                or hashlib.sha256(binary).digest() != data[len(_MAGIC):head]):
            _counts["rejected"] += 1
            path.unlink(missing_ok=True)  # damaged: rebuilt and written again by the caller
            return None
        return binary

    def write(self, key: str, binary: bytes) -> bool:
        data = _MAGIC + hashlib.sha256(binary).digest() + binary
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


def _binary_of(api: NativeApi, program: Any, kernel_name: str) -> bytes | None:
    """The device binary of a built ``program`` (found through one of its kernels)."""
    kernel = sycl.find_kernel(program, kernel_name)
    if kernel is None:
        return None
    cl_kernel = api.kernel_native(sycl.kernel_ref(kernel))  # retained for us
    if not cl_kernel:
        return None
    try:
        cl_program = ctypes.c_void_p()
        if api.kernel_info(cl_kernel, CL_KERNEL_PROGRAM, ctypes.sizeof(cl_program),
                           ctypes.byref(cl_program), None) != CL_SUCCESS:
            return None
        devices = ctypes.c_uint32()
        if (api.program_info(cl_program, _CL_PROGRAM_NUM_DEVICES, 4,
                             ctypes.byref(devices), None) != CL_SUCCESS
                or devices.value != 1):
            return None
        size = ctypes.c_size_t()
        if api.program_info(cl_program, _CL_PROGRAM_BINARY_SIZES, ctypes.sizeof(size),
                            ctypes.byref(size), None) != CL_SUCCESS or not size.value:
            return None
        buffer = ctypes.create_string_buffer(size.value)
        pointers = (ctypes.c_void_p * 1)(ctypes.cast(buffer, ctypes.c_void_p))
        if api.program_info(cl_program, _CL_PROGRAM_BINARIES, ctypes.sizeof(pointers),
                            pointers, None) != CL_SUCCESS:
            return None
        return buffer.raw
    finally:
        api.release_kernel(cl_kernel)


def _program_from_binary(api: NativeApi, queue: Any, binary: bytes) -> Any:
    """A program (as sycl.build_program gives) built from a device binary on ``queue``'s
    context and device, or None when the device refuses the binary."""
    context_ref, device_ref = sycl.native_refs(queue)  # valid while the queue lives
    cl_context = api.context_native(context_ref)  # retained for us
    cl_device = api.device_native(device_ref)  # likewise
    cl_program = None
    try:
        devices = (ctypes.c_void_p * 1)(cl_device)
        sizes = (ctypes.c_size_t * 1)(len(binary))
        binaries = (ctypes.c_char_p * 1)(binary)
        status, error = (ctypes.c_int * 1)(), ctypes.c_int()
        cl_program = api.create_with_binary(cl_context, 1, devices, sizes, binaries,
                                            status, ctypes.byref(error))
        if error.value != CL_SUCCESS or status[0] != CL_SUCCESS or not cl_program:
            return None
        if api.build_program(cl_program, 1, devices, b"", None, None) != CL_SUCCESS:
            return None
        # make_kernel_bundle writes its result (a kernel_bundle: one shared_ptr) into
        # memory from operator new, so that DPCTLKernelBundle_Delete can free it.
        bundle = api.new(16)
        api.make_bundle(bundle, cl_program, context_ref, False,
                        _BUNDLE_EXECUTABLE, BACKEND_OPENCL)
        try:
            return api.make_program(bundle)  # copies the bundle
        finally:
            api.bundle_delete(bundle)
    finally:
        if cl_program:
            api.release_program(cl_program)  # the bundle holds its own reference
        api.release_device(cl_device)
        api.release_context(cl_context)
