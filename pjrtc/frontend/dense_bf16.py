"""bf16 dense attributes as numpy arrays (ml_dtypes.bfloat16), bit for bit.

jaxlib's MLIR bindings hand dense attributes to numpy through the buffer protocol, which has no
bf16 format ("unsupported data type for conversion to Python buffer"), so a bf16 attribute is
read from its own text, which MLIR prints losslessly in one of two forms:

- more than 100 elements: `dense<"0x...">`, the raw little-endian bytes in hex;
- otherwise a (nested) list, or one element for a splat: `dense<[[1.0, 0x7FC1], ...]>`, each
  element a decimal that parses back to the exact bf16 value or, for NaN and inf, the bit
  pattern in hex.

A decimal is converted through f64 and f32 (what ml_dtypes does): MLIR prints at most the
digits needed to round-trip, so the decimal is far closer to its bf16 value than to any
rounding boundary and neither step can round it across one.
"""

from __future__ import annotations

import re

import ml_dtypes
import numpy as np

_SEPARATORS = re.compile(r"[\[\],\s]+")


def bf16_array(text: str, shape: tuple[int, ...]) -> np.ndarray:
    """The elements of a bf16 dense attribute printed as `text` (`dense<...> : tensor<...>`),
    as a bfloat16 array of `shape`; ValueError if the text is neither form."""
    if not text.startswith("dense<") or "> : " not in text:
        raise ValueError(f"not a dense attribute: {text[:80]!r}")
    body = text[len("dense<"):text.rindex("> : ")]
    if body.startswith('"0x'):
        bits = np.frombuffer(bytes.fromhex(body[3:-1]), dtype="<u2")
    else:
        bits = np.array([_element_bits(e) for e in _SEPARATORS.split(body) if e], np.uint16)
    values = bits.astype(np.uint16).view(ml_dtypes.bfloat16)
    size = int(np.prod(shape))
    if values.size == 1 and size != 1:  # a splat: a zero-stride view, no copy
        return np.broadcast_to(values.reshape(()), shape)
    if values.size != size:
        raise ValueError(f"{values.size} elements for shape {list(shape)}")
    return values.reshape(shape)


def _element_bits(element: str) -> int:
    if element.startswith(("0x", "0X")):
        return int(element, 16)
    value = np.array(float(element), np.float64).astype(ml_dtypes.bfloat16)
    return int(value.view(np.uint16))
