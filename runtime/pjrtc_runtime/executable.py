"""``Executable``: a loaded artifact, called with numpy arrays, returning numpy arrays.

Consumes a validated ``Manifest`` and a device program (``launch.DeviceProgram``); produces
output arrays. Inputs are checked exactly (count, dtype, shape; the runtime never casts) and
raise ``InputError`` naming the argument. No dpctl here: the device work is in launch.py.

Measured cost of one call of a tiny artifact (one float32[16] input, one kernel, one output;
2-core CI machine, Intel OpenCL CPU, dpctl 0.22.1): 14-33 us median per call over 1000 calls
(19-20 us on a quiet machine), of which input checks are ~2 us, each 64-byte copy ~4 us and the
launch plus the one wait ~9 us (tests/runtime/test_runtime_overhead.py prints it).
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from .errors import InputError
from .schema import Manifest, TensorSpec, type_string

_NO_CAST = "Convert it explicitly (x.astype(np.{})): the runtime never casts"
_EXACT_SHAPE = "Pass an array of exactly this shape (no broadcasting)"


class _Program(Protocol):
    def execute(self, arrays: list[np.ndarray]) -> tuple[np.ndarray, ...]: ...


@dataclass(frozen=True, slots=True)
class Signature:
    """The inputs and outputs of an executable, in order."""

    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]

    def __str__(self) -> str:
        def one(t: TensorSpec) -> str:
            return f"{t.name}: {t.type_string()}" if t.name else t.type_string()

        ins = ", ".join(one(t) for t in self.inputs)
        outs = ", ".join(one(t) for t in self.outputs)
        return f"({ins}) -> ({outs})"


class Executable:
    """A loaded artifact on one device. Calls are serialized by a lock (slots are shared)."""

    def __init__(self, manifest: Manifest, device: Any, program: _Program,
                 path: str | os.PathLike[str] = "") -> None:
        self._manifest = manifest
        self._device = device
        self._program = program
        self._path = os.fspath(path)
        self._signature = Signature(manifest.inputs, manifest.outputs)
        self._lock = threading.Lock()

    @property
    def signature(self) -> Signature:
        return self._signature

    @property
    def manifest(self) -> Manifest:
        return self._manifest

    @property
    def device(self) -> Any:
        """The ``DeviceInfo`` of the device the executable runs on."""
        return self._device

    def __call__(self, *args: Any) -> tuple[np.ndarray, ...]:
        """Run with one argument per input; returns one new array per output."""
        return self.run(args)

    def run(self, args: Sequence[Any]) -> tuple[np.ndarray, ...]:
        """Run with a sequence of arguments; returns one new array per output."""
        arrays = prepare_inputs(self._signature, args)
        with self._lock:
            return self._program.execute(arrays)

    def __repr__(self) -> str:
        where = getattr(self._device, "filter_string", self._device)
        return f"<pjrtc_runtime.Executable {self._path} {self._signature} on {where}>"


def prepare_inputs(signature: Signature, args: Sequence[Any]) -> list[np.ndarray]:
    """Check ``args`` against the signature; C-contiguous arrays of the exact dtypes."""
    specs = signature.inputs
    if len(args) != len(specs):
        raise InputError(
            f"the executable takes {len(specs)} argument(s) {signature}, but {len(args)} "
            "were given", remedy="Pass one array per input, in order")
    return [_prepare(i, spec, arg) for i, (spec, arg) in enumerate(zip(specs, args))]


def _prepare(index: int, spec: TensorSpec, arg: Any) -> np.ndarray:
    expected = np.dtype(spec.dtype)
    if isinstance(arg, (bool, int, float)):
        return _from_python_scalar(index, spec, arg)
    if not isinstance(arg, (np.ndarray, np.generic)) and not hasattr(arg, "__array__"):
        raise InputError("is not an array", index=index, name=spec.name,
                         expected=spec.type_string(), got=type(arg).__name__,
                         remedy="Pass a numpy array")
    array = np.asarray(arg)
    if array.dtype != expected and array.dtype.newbyteorder("=") == expected:
        array = array.astype(expected)  # byte order only: the values are unchanged
    wrong_dtype = array.dtype != expected
    if wrong_dtype or array.shape != spec.shape:
        raise InputError(
            "has the wrong dtype" if wrong_dtype else "has the wrong shape", index=index,
            name=spec.name, expected=spec.type_string(),
            got=type_string(str(array.dtype), array.shape),
            remedy=_NO_CAST.format(spec.dtype) if wrong_dtype else _EXACT_SHAPE)
    return np.ascontiguousarray(array)


def _from_python_scalar(index: int, spec: TensorSpec, value: bool | int | float) -> np.ndarray:
    kind = np.dtype(spec.dtype).kind
    fits = (kind == "b") if isinstance(value, bool) else (
        kind in "iuf" if isinstance(value, int) else kind == "f")
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
        array = np.array(value, dtype=spec.dtype)
    if kind == "f" and math.isfinite(value) and not np.isfinite(array):
        raise InputError(f"value {value} overflows {spec.dtype}", index=index, name=spec.name,
                         remedy="Pass a value that fits the input's dtype")
    return array
