"""DLPack export and import of device buffers, written against the DLPack C ABI with ctypes.

Why not dpctl: dpctl 0.22 removed ``dpctl.tensor`` (its ``usm_ndarray`` was the DLPack
implementation; it moved to dpnp 0.20, which brings MKL and hundreds of MB), and the runtime
should not depend on that for a 40-byte struct. The structs below are DLPack 1.x's
(``dlpack.h``): the legacy ``DLManagedTensor`` ("dltensor" capsules) and the versioned
``DLManagedTensorVersioned`` ("dltensor_versioned").

Export (``DeviceBuffer.__dlpack__``): the buffer's USM device memory, zero-copy, as
``kDLOneAPI`` on the device's index (it lives in the platform's default context, as DLPack's
oneAPI convention and consumers such as dpnp require), marked read-only in versioned capsules
since buffers are immutable. The export waits until the buffer is ready. A consumer that asks
for host memory (``dl_device=(kDLCPU, 0)``, e.g. ``np.from_dlpack(buffer, device="cpu")``) gets
a host copy. numpy builds the capsule around an array that wraps the device pointer (never
read from the host) and holds the memory; the device fields are then set to kDLOneAPI. That
gives the capsule numpy's C destructor: a ctypes (Python) destructor is not safe, because
CPython may call capsule destructors with an exception pending (a consumer that is failing),
which a Python callback would clobber.

Import (``Client.buffer_from_dlpack``): kDLCPU producers (numpy, torch CPU tensors) are copied
to the device; kDLOneAPI memory of this client's device and context becomes a buffer without a
copy (dpctl checks that the pointer is USM memory of the context), holding the producer's
tensor until the buffer's memory is freed. Strided (non-C-contiguous) device tensors and other
devices are refused with an InputError.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Any

import numpy as np

from . import dtypes, sycl
from .buffer import DeviceBuffer, exposed_memory
from .errors import InputError
from .schema import DTYPE_SIZES, MAX_RANK

if TYPE_CHECKING:
    from .client import Client

KDL_CPU = 1
KDL_ONEAPI = 14
_LEGACY_NAME = b"dltensor"
_VERSIONED_NAME = b"dltensor_versioned"
_USED_LEGACY = b"used_dltensor"
_USED_VERSIONED = b"used_dltensor_versioned"
DLPACK_VERSION = (1, 1)

# DLDataTypeCode values
_INT, _UINT, _FLOAT, _BFLOAT, _COMPLEX, _BOOL = 0, 1, 2, 4, 5, 6
_CODES = {"i": _INT, "u": _UINT, "f": _FLOAT, "c": _COMPLEX, "b": _BOOL}


class _Device(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _Tensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _Device), ("ndim", ctypes.c_int32),
                ("dtype", _DataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _Managed(ctypes.Structure):
    pass


_LegacyDeleter = ctypes.CFUNCTYPE(None, ctypes.POINTER(_Managed))
_Managed._fields_ = [("dl_tensor", _Tensor), ("manager_ctx", ctypes.c_void_p),
                     ("deleter", _LegacyDeleter)]


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class _ManagedVersioned(ctypes.Structure):
    pass


_VersionedDeleter = ctypes.CFUNCTYPE(None, ctypes.POINTER(_ManagedVersioned))
_ManagedVersioned._fields_ = [("version", _Version), ("manager_ctx", ctypes.c_void_p),
                              ("deleter", _VersionedDeleter), ("flags", ctypes.c_uint64),
                              ("dl_tensor", _Tensor)]

_api = ctypes.pythonapi
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]


class _Carrier(np.ndarray):
    """A numpy array over device memory that keeps that memory alive (``_memory``)."""

    _memory: Any = None


# -- export ----------------------------------------------------------------------------------

def dlpack_device(buffer: DeviceBuffer) -> tuple[int, int]:
    return KDL_ONEAPI, sycl.device_index(buffer.client.sycl_device)


def export(buffer: DeviceBuffer, stream: Any = None, max_version: Any = None,
           dl_device: Any = None, copy: bool | None = None) -> Any:
    """``buffer.__dlpack__(...)``: a capsule as the DLPack Python specification says."""
    versioned = max_version is not None and tuple(max_version)[:1] >= (1,)
    if dl_device is not None and tuple(dl_device) != dlpack_device(buffer):
        if tuple(dl_device) != (KDL_CPU, 0):
            raise BufferError(f"pjrtc_runtime buffers export to their own device "
                              f"{dlpack_device(buffer)} or to the host (kDLCPU), not {dl_device}")
        if copy is False:
            raise BufferError("exporting a device buffer to the host needs a copy, and "
                              "copy=False was passed")
        host = buffer.to_numpy()
        return host.__dlpack__(max_version=max_version) if versioned else host.__dlpack__()
    if copy:
        buffer = buffer.copy()
    buffer.block_until_ready()
    memory = exposed_memory(buffer)
    raw = (ctypes.c_uint8 * memory.nbytes).from_address(sycl.address(memory))
    carrier = np.frombuffer(raw, dtype=np.uint8).view(_Carrier)
    carrier._memory = memory
    # numpy has no DLPack code for bfloat16: export its bits as uint16, then fix the code.
    storage = np.dtype(np.uint16) if buffer.dtype.name == dtypes.BFLOAT16 else buffer.dtype
    view = carrier[:buffer.nbytes].view(storage).reshape(buffer.shape)
    if versioned:
        view.flags.writeable = False  # sets DLPack's read-only flag: buffers are immutable
        capsule = view.__dlpack__(max_version=max_version)
        managed = _ManagedVersioned.from_address(_api.PyCapsule_GetPointer(capsule,
                                                                           _VERSIONED_NAME))
    else:
        capsule = view.__dlpack__()
        managed = _Managed.from_address(_api.PyCapsule_GetPointer(capsule, _LEGACY_NAME))
    managed.dl_tensor.device = _Device(*dlpack_device(buffer))
    managed.dl_tensor.dtype = _data_type(buffer.dtype)
    return capsule


def _data_type(dtype: np.dtype) -> _DataType:
    if dtype.name == dtypes.BFLOAT16:
        return _DataType(_BFLOAT, 16, 1)
    return _DataType(_CODES[dtype.kind], dtype.itemsize * 8, 1)


def usm_interface(buffer: DeviceBuffer) -> dict[str, Any]:
    """``__sycl_usm_array_interface__``: dpctl's zero-copy protocol (dpnp.asarray(buffer))."""
    buffer.block_until_ready()
    memory = exposed_memory(buffer)
    return {"data": (sycl.address(memory), True), "shape": buffer.shape, "strides": None,
            "typestr": buffer.dtype.str, "version": 1, "syclobj": buffer.client.sycl_context,
            "offset": 0}


# -- import ----------------------------------------------------------------------------------

class _ImportedTensor:
    """Owns a consumed DLPack tensor; exposes its memory to dpctl; calls its deleter when
    the last user of the memory is gone."""

    def __init__(self, managed: Any, nbytes: int, context: Any) -> None:
        self._managed = managed
        tensor = managed.dl_tensor
        self.__sycl_usm_array_interface__ = {
            "data": ((tensor.data or 0) + tensor.byte_offset, True), "shape": (nbytes,),
            "strides": None, "typestr": "|u1", "version": 1, "syclobj": context}

    def __del__(self) -> None:
        managed = self._managed
        if managed is not None and managed.deleter:
            self._managed = None
            managed.deleter(ctypes.pointer(managed))


def buffer_from_dlpack(client: Client, value: Any) -> DeviceBuffer:
    if not hasattr(value, "__dlpack__") or not hasattr(value, "__dlpack_device__"):
        raise InputError(f"a {type(value).__name__} does not implement the DLPack protocol "
                         "(__dlpack__ and __dlpack_device__)",
                         remedy="Pass a DLPack producer (a numpy array, a torch tensor, a "
                         "DeviceBuffer, a dpnp array), or use buffer_from_pyval")
    device_type, device_id = value.__dlpack_device__()
    if device_type == KDL_CPU:
        return client.buffer_from_pyval(np.from_dlpack(value))
    ours = (KDL_ONEAPI, sycl.device_index(client.sycl_device))
    if (device_type, device_id) != ours:
        raise InputError(f"the DLPack tensor is on device {(device_type, device_id)}, but "
                         f"this client's device {client.device.filter_string} is {ours} "
                         "(kDLOneAPI is 14, kDLCPU 1)", remedy="Copy it to the host first")
    try:
        capsule = value.__dlpack__(max_version=DLPACK_VERSION)
    except TypeError:  # a producer older than DLPack 1.0 takes no max_version
        capsule = value.__dlpack__()
    managed = _consume(capsule)
    tensor = managed.dl_tensor
    try:
        dtype, shape = _check_tensor(tensor)
    except InputError:
        managed.deleter(ctypes.pointer(managed))
        raise
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    owner = _ImportedTensor(managed, max(nbytes, 1), client.sycl_context)
    try:
        memory = sycl.usm_memory_of(owner)
    except ValueError as e:
        raise InputError(f"the DLPack tensor's memory is not USM device memory of this "
                         f"client's SYCL context ({e})",
                         remedy="Export it from the same device and its default context, or "
                         "copy it to the host first") from None
    return DeviceBuffer(client, memory, shape, dtype, shared=True)  # its producer may write it


def _consume(capsule: Any) -> Any:
    """The managed tensor of an unconsumed capsule, renamed as consumed."""
    for name, used, kind in ((_VERSIONED_NAME, _USED_VERSIONED, _ManagedVersioned),
                             (_LEGACY_NAME, _USED_LEGACY, _Managed)):
        if _api.PyCapsule_IsValid(capsule, name):
            managed = kind.from_address(_api.PyCapsule_GetPointer(capsule, name))
            if kind is _ManagedVersioned and managed.version.major != 1:
                raise InputError(f"the DLPack tensor has version {managed.version.major}."
                                 f"{managed.version.minor}; this runtime reads 1.x",
                                 remedy="Export it with DLPack 1.x")
            _api.PyCapsule_SetName(capsule, used)
            return managed
    raise InputError("__dlpack__ did not return an unconsumed DLPack capsule",
                     remedy="Pass a fresh DLPack producer")


def _check_tensor(tensor: Any) -> tuple[np.dtype, tuple[int, ...]]:
    if not 0 <= tensor.ndim <= MAX_RANK:
        raise InputError(f"the DLPack tensor has rank {tensor.ndim}",
                         remedy=f"Pass a tensor of rank at most {MAX_RANK}")
    shape = tuple(int(tensor.shape[i]) for i in range(tensor.ndim))
    if any(d < 0 for d in shape):
        raise InputError(f"the DLPack tensor has shape {shape}", remedy="Pass a valid tensor")
    code, bits, lanes = tensor.dtype.code, tensor.dtype.bits, tensor.dtype.lanes
    names = {(_INT, b): f"int{b}" for b in (8, 16, 32, 64)} | {
        (_UINT, b): f"uint{b}" for b in (8, 16, 32, 64)} | {
        (_FLOAT, b): f"float{b}" for b in (16, 32, 64)} | {
        (_COMPLEX, b): f"complex{b}" for b in (64, 128)} | {
        (_BOOL, 8): "bool", (_BFLOAT, 16): "bfloat16"}
    name = names.get((code, bits)) if lanes == 1 else None
    if name is None or name not in DTYPE_SIZES:
        raise InputError(f"the DLPack tensor has dtype code {code}, {bits} bits, {lanes} "
                         "lane(s), which pjrtc does not support",
                         remedy=f"Use one of {', '.join(DTYPE_SIZES)}")
    if tensor.strides:
        expected, step = [], 1
        for d in reversed(shape):
            expected.append(step)
            step *= d
        strides = [int(tensor.strides[i]) for i in range(tensor.ndim)]
        if any(s != e and d > 1 for s, e, d in zip(strides, reversed(expected), shape)):
            raise InputError(f"the DLPack tensor has strides {strides} (in elements), not "
                             "C-contiguous", remedy="Make it contiguous on its device first")
    return dtypes.numpy_dtype(name), shape
