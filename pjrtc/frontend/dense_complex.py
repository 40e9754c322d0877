"""Complex dense attributes (a complex constant's value) as numpy arrays, bit for bit.

jaxlib's MLIR bindings cannot wrap a complex DenseElementsAttr as a Python object at all
(`op.attributes["value"]` raises TypeError, other accessors abort the process), so the value is
read from the op's own text, which MLIR prints losslessly in one of three forms:

- more than 100 elements: `dense<"0x...">`, the raw little-endian bytes in hex, each element
  its real part then its imaginary part (numpy's complex64/complex128 layout);
- otherwise a (nested) list of `(re,im)` pairs, or one pair for a splat, each part a decimal
  that parses back to the exact value or, for NaN and inf, the bit pattern in hex.

A decimal part is parsed as f64 and rounded to the part's type: MLIR prints the digits needed
to round-trip in that type, so the decimal lies far closer to its value than to any rounding
boundary and the two roundings cannot cross one.
"""

from __future__ import annotations

import re

import numpy as np

_PAIR = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")
_PART_BITS = {np.dtype(np.complex64): np.dtype("<u4"), np.dtype(np.complex128): np.dtype("<u8")}


def complex_array(text: str, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """The elements of the complex dense attribute in `text` (an op's or attribute's text
    holding `dense<...> : tensor<...>`) as a read-only array of `shape` and complex `dtype`;
    ValueError if the text holds neither form."""
    dtype = np.dtype(dtype)
    start = text.find("dense<")
    end = text.rfind("> : ")
    if start < 0 or end < start:
        raise ValueError(f"not a dense attribute: {text[:80]!r}")
    body = text[start + len("dense<"):end].strip()
    if body.startswith('"0x'):
        values = np.frombuffer(bytes.fromhex(body[3:-1]), dtype=dtype.newbyteorder("<"))
        values = values.astype(dtype)
    else:
        parts = [_part(p, dtype) for pair in _PAIR.findall(body) for p in pair]
        values = np.array(parts, dtype=_PART_BITS[dtype]).view(dtype)
    size = int(np.prod(shape))
    if values.size == 1 and size != 1:  # a splat: a zero-stride view, no copy
        array = np.broadcast_to(values.reshape(()), shape)
    elif values.size != size:
        raise ValueError(f"{values.size} elements for shape {list(shape)}")
    else:
        array = values.reshape(shape)
    array.flags.writeable = False
    return array


def _part(text: str, dtype: np.dtype) -> int:
    """The bit pattern of one real or imaginary part (decimal, or hex bits)."""
    bits = _PART_BITS[dtype]
    if text.startswith(("0x", "0X")):
        return int(text, 16)
    real = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
    return int(np.array(float(text), np.float64).astype(real).view(bits))
