"""Checking what a caller passes to an executable: arguments, donations, the results kind.

``prepare_inputs`` accepts C-contiguous numpy arrays of the exact dtype and shape as they are
(the common case, checked first), copies other layouts and byte orders into one, turns Python
scalars into 0-d arrays when they fit, and accepts DeviceBuffers of the exact type on a
compatible device; anything else is an ``InputError`` naming the argument. The runtime never
casts.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from . import dtypes
from .buffer import DeviceBuffer, check_alive, is_exactly
from .errors import InputError
from .schema import TensorSpec, type_string

if TYPE_CHECKING:
    from .client import Client
    from .executable import Signature

_NO_CAST = "Convert it explicitly (x.astype({})): the runtime never casts"
_EXACT_SHAPE = "Pass an array of exactly this shape (no broadcasting)"
_RESULTS = ("device", "host")


def host_results(results: str) -> bool:
    if results not in _RESULTS:
        raise InputError(f"results={results!r} is not one of {', '.join(map(repr, _RESULTS))}",
                         remedy="Pass results=\"device\" (DeviceBuffers) or results=\"host\" "
                         "(numpy arrays)")
    return results == "host"


def donations(donate: Iterable[int], values: list[Any], specs: tuple[TensorSpec, ...],
              to_host: bool) -> list[int]:
    """The donated argument indices, checked: each names a distinct DeviceBuffer argument
    that is passed only once, and the results are device buffers (one may take the memory)."""
    indices = list(donate)
    if indices and to_host:
        raise InputError(
            f"donate={indices!r} was passed with results=\"host\": host results are new numpy "
            "arrays, so no output could take over a donated buffer's memory",
            remedy="Leave out donate (the buffers stay usable) and call buffer.delete() after "
            "the run to free them, or ask for results=\"device\"")
    seen: set[int] = set()
    for i in indices:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(values):
            raise InputError(f"donate holds {i!r}, which is not an argument index in "
                             f"[0, {len(values)})", remedy="Pass the indices of the "
                             "DeviceBuffer arguments to donate")
        spec = specs[i]
        if i in seen:
            raise InputError("is donated twice", index=i, name=spec.name,
                             remedy="List each donated argument once")
        seen.add(i)
        value = values[i]
        if type(value) is not DeviceBuffer:
            raise InputError("is donated but is not a DeviceBuffer", index=i, name=spec.name,
                             remedy="Only device buffers can be donated: pass "
                             "client.buffer_from_pyval(x), or do not donate it")
        others = [k for k, v in enumerate(values) if v is value and k != i]
        if others:
            raise InputError(f"is donated, but the same buffer is also argument {others[0]}",
                             index=i, name=spec.name,
                             remedy="Pass a copy (buffer.copy()) where it is not donated")
    return indices


def prepare_inputs(signature: Signature, args: Sequence[Any], client: Client | None = None,
                   private: bool = False) -> list[Any]:
    """Check ``args`` against the signature: C-contiguous numpy arrays of the exact dtypes,
    or DeviceBuffers of the exact dtype and shape on ``client``'s device. ``private``: copy
    numpy arrays so that later changes by the caller cannot reach a queued copy."""
    specs = signature.inputs
    if len(args) != len(specs):
        raise InputError(
            f"the executable takes {len(specs)} argument(s) {signature}, but {len(args)} "
            "were given", remedy="Pass one array per input, in order")
    values = list(args)
    # The common cases checked inline (a resident buffer, a host array as it is), with the
    # numpy dtypes looked up once per signature: the rest takes _prepare.
    for i, (value, (shape, dtype)) in enumerate(zip(values, signature.exact)):
        kind = type(value)
        if kind is DeviceBuffer:
            if is_exactly(value, client, shape, dtype):
                continue
        elif (kind is np.ndarray and not private and value.dtype == dtype
                and value.shape == shape and value.flags.c_contiguous):
            continue
        values[i] = _prepare(i, specs[i], value, client, private)
    return values


def prepare_some(specs: Sequence[TensorSpec], start: int, args: Sequence[Any],
                 client: Client) -> list[Any]:
    """``args`` checked as ``prepare_inputs`` checks them, as the inputs ``start``,
    ``start + 1``, ... of ``specs`` (the arguments put on the device ahead of calls)."""
    if isinstance(start, bool) or not isinstance(start, int) or not (
            0 <= start and start + len(args) <= len(specs)):
        raise InputError(
            f"{len(args)} argument(s) from input {start!r} do not fit the executable's "
            f"{len(specs)} input(s)", remedy="Pass at most one array per input, from a "
            "start index in range")
    return [_prepare(start + i, specs[start + i], arg, client, False)
            for i, arg in enumerate(args)]


def _prepare(index: int, spec: TensorSpec, arg: Any, client: Client | None,
             private: bool) -> Any:
    kind = type(arg)
    expected = dtypes.numpy_dtype(spec.dtype)
    if kind is DeviceBuffer:
        if client is not None and is_exactly(arg, client, spec.shape, expected):
            return arg  # a resident argument, the common case of repeated calls
    elif (kind is np.ndarray and not private and arg.dtype == expected
            and arg.shape == spec.shape and arg.flags.c_contiguous):
        return arg  # the common case of host arrays
    if kind is DeviceBuffer:
        return _prepare_buffer(index, spec, arg, client, expected)
    if isinstance(arg, (bool, int, float, complex)):
        return _from_python_scalar(index, spec, arg)
    if not isinstance(arg, (np.ndarray, np.generic)) and not hasattr(arg, "__array__"):
        raise InputError("is not an array", index=index, name=spec.name,
                         expected=spec.type_string(), got=type(arg).__name__,
                         remedy="Pass a numpy array or a DeviceBuffer")
    array = np.asarray(arg)
    if array.dtype != expected and array.dtype.newbyteorder("=") == expected:
        array = array.astype(expected)  # byte order only: the values are unchanged
    wrong_dtype = array.dtype != expected
    if wrong_dtype or array.shape != spec.shape:
        raise InputError(
            "has the wrong dtype" if wrong_dtype else "has the wrong shape", index=index,
            name=spec.name, expected=spec.type_string(),
            got=type_string(str(array.dtype), array.shape),
            remedy=_NO_CAST.format(dtypes.astype_hint(spec.dtype)) if wrong_dtype
            else _EXACT_SHAPE)
    if private:
        return np.array(array, order="C", copy=True)
    # np.ascontiguousarray would turn a 0-d array into a 1-d one.
    return array if array.flags.c_contiguous else np.ascontiguousarray(array)


def _prepare_buffer(index: int, spec: TensorSpec, buffer: DeviceBuffer,
                    client: Client | None, expected: np.dtype) -> DeviceBuffer:
    if buffer.is_deleted():
        check_alive(buffer, f"argument {index}" + (f" ({spec.name})" if spec.name else "") +
                            ": ")
    if buffer.dtype != expected or buffer.shape != spec.shape:
        wrong_dtype = buffer.dtype != expected
        raise InputError(
            "has the wrong dtype" if wrong_dtype else "has the wrong shape", index=index,
            name=spec.name, expected=spec.type_string(),
            got=f"DeviceBuffer {buffer.type_string()}",
            remedy="The runtime never casts or reshapes: make a buffer of exactly this type")
    if client is not None and not _compatible(client, buffer.client):
        raise InputError(
            f"is a buffer on device {buffer.device.filter_string}, but the executable runs "
            f"on {client.device.filter_string}", index=index, name=spec.name,
            remedy="Copy it to this device (to_numpy(), then buffer_from_pyval on the "
            "executable's client)")
    return buffer


def _compatible(client: Client, other: Client) -> bool:
    """True when memory of ``other``'s can be used by ``client``'s queues."""
    return other is client or (other.sycl_device == client.sycl_device
                               and other.sycl_context == client.sycl_context)


def _from_python_scalar(index: int, spec: TensorSpec, value: bool | complex) -> np.ndarray:
    kind = dtypes.kind(spec.dtype)
    if isinstance(value, bool):
        fits = kind == "b"
    elif isinstance(value, int):
        fits = kind in "iufc"
    else:  # a float fits a float or complex input, a complex only a complex one
        fits = kind in ("fc" if isinstance(value, float) else "c")
    if spec.shape != () or not fits:
        raise InputError("has the wrong type", index=index, name=spec.name,
                         expected=spec.type_string(), got=f"Python {type(value).__name__}",
                         remedy="Pass a numpy array of exactly this dtype and shape")
    if kind in "iu":
        info = np.iinfo(spec.dtype)
        if not info.min <= value <= info.max:
            raise InputError(f"value {value} is out of range for {spec.dtype} "
                             f"[{info.min}, {info.max}]", index=index, name=spec.name,
                             remedy="Pass a value that fits the input's dtype")
    with np.errstate(over="ignore"):
        array = dtypes.scalar_array(value, spec.dtype)
    if kind in "fc" and math.isfinite(abs(value)) and not np.isfinite(array):
        raise InputError(f"value {value} overflows {spec.dtype}", index=index, name=spec.name,
                         remedy="Pass a value that fits the input's dtype")
    return array
