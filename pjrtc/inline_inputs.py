"""Inline input values for `pjrtc run --inputs`, in the spirit of IREE's `--input`:

    2x3xf32=1,2,3,4,5,6     a 2x3 float32 tensor, values in row-major order
    f32=3.5                 a scalar (0-d)
    4x4xi32=7               a splat: one value fills the whole shape
    3xi1=true,false,1       booleans: true/false or 1/0
    0x5xf32=                an empty tensor

Element types are StableHLO's names (i1 i8 ... ui64 f16 bf16 f32 f64). A value that names an
existing file is always read as that file. Given the executable's input it feeds, a value's
shape and type are checked against it before anything is allocated.
"""

from __future__ import annotations

import math
import re

import numpy as np
from pjrtc_runtime.dtypes import bfloat16_from_float64

from pjrtc.errors import InputError
from pjrtc.ir.tensor import DType

_SPEC = re.compile(r"^(?:(?P<dims>\d+(?:x\d+)*)x)?(?P<type>[a-z0-9]+)=(?P<values>.*)$", re.S)
_HELP = "write it as DIMSxTYPE=V1,V2,... (e.g. 2x3xf32=1,2,3,4,5,6), TYPE=V for a scalar"
# More elements than this are not typed on a command line: a .npy file is the way.
MAX_INLINE_ELEMENTS = 2**30


def looks_inline(text: str) -> bool:
    return _SPEC.match(text) is not None


def parse_inline(text: str, expected=None, index: int = 0) -> np.ndarray:
    """The array an inline spec denotes; InputError naming what is wrong. ``expected`` (a
    TensorSpec: shape, dtype, name) is the input at position ``index`` it feeds, if known:
    the spec must have its shape and type."""
    m = _SPEC.match(text)
    if m is None:
        raise InputError(f"--inputs {text!r} is neither an existing file nor an inline value",
                         remedy=_HELP)
    dtype = DType.from_mlir(m["type"])
    if dtype is None or getattr(dtype, "is_complex", False):
        names = " ".join(d.mlir_name for d in DType if not getattr(d, "is_complex", False))
        raise InputError(f"--inputs {text!r}: unknown element type {m['type']!r}",
                         remedy=f"use one of {names}")
    shape = tuple(int(d) for d in m["dims"].split("x")) if m["dims"] else ()
    size = math.prod(shape)
    raw = [v.strip() for v in m["values"].split(",")] if m["values"].strip() else []
    if len(raw) not in (size, 1) or (size == 0 and raw):
        raise InputError(f"--inputs {text!r} gives {len(raw)} value(s) for shape "
                         f"{list(shape)}, which holds {size}",
                         remedy="give every value in row-major order, or one value to fill it")
    try:
        values = [_scalar(v, dtype) for v in raw]
        flat = np.array(values, dtype=np.float64 if dtype.is_float else object)
        if dtype is DType.BF16:  # rounded once (numpy's cast rounds through float32)
            array = bfloat16_from_float64(flat)
        else:
            array = flat.astype(dtype.numpy) if not dtype.is_int else _exact_ints(flat, dtype)
    except (ValueError, OverflowError) as e:
        raise InputError(f"--inputs {text!r}: {e}", remedy=_HELP) from None
    # Only the values typed are allocated so far; the shape may be any size.
    if expected is not None:
        _check_expected(text, dtype.numpy_name, shape, expected, index)
    if size > MAX_INLINE_ELEMENTS:
        raise InputError(f"--inputs {text[:60]!r} has {size} elements, more than the "
                         f"{MAX_INLINE_ELEMENTS} an inline value may have",
                         remedy="write a larger input with numpy.save and pass the .npy file")
    if len(raw) == 1:
        return np.full(shape, array[0], dtype=array.dtype)
    return array.reshape(shape)


def _check_expected(text: str, dtype: str, shape: tuple[int, ...], expected, index: int
                    ) -> None:
    want_shape, want_dtype = tuple(expected.shape), expected.dtype
    if (dtype, shape) == (want_dtype, want_shape):
        return
    name = f" ({expected.name})" if getattr(expected, "name", None) else ""
    example = "".join(f"{d}x" for d in want_shape) + f"{_mlir_name(want_dtype)}=..."
    raise InputError(f"--inputs {text[:60]!r} is {_type(dtype, shape)}, but argument {index}"
                     f"{name} of the artifact is {_type(want_dtype, want_shape)}",
                     remedy=f"give argument {index} as {example}, or pass a .npy file")


def _type(dtype: str, shape: tuple[int, ...]) -> str:
    return f"{dtype}[{','.join(map(str, shape))}]"


def _mlir_name(numpy_name: str) -> str:
    return next((d.mlir_name for d in DType if d.numpy_name == numpy_name), numpy_name)


def _scalar(text: str, dtype: DType):
    if dtype.is_bool:
        if text.lower() in ("true", "1"):
            return True
        if text.lower() in ("false", "0"):
            return False
        raise ValueError(f"{text!r} is not a boolean (true/false/1/0)")
    if dtype.is_float:
        return float(text)  # accepts inf, -inf, nan, 1e-3
    return int(text, 0)  # accepts 0x1f too


def _exact_ints(flat: np.ndarray, dtype: DType) -> np.ndarray:
    info = np.iinfo(dtype.numpy)
    for v in flat:
        if not info.min <= v <= info.max:
            raise ValueError(f"{v} does not fit {dtype.mlir_name} [{info.min}, {info.max}]")
    return flat.astype(dtype.numpy)
