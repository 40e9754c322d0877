"""numpy dtypes of the manifest's dtype names, bfloat16 included.

numpy has no bf16. ``ml_dtypes`` (the small numpy extension JAX uses for it) provides
``ml_dtypes.bfloat16`` and, once imported, registers the name "bfloat16" with numpy. It is
imported here on first need (an executable with a bf16 input or output), so artifacts without
bf16 and ``import pjrtc_runtime`` do not pay for it (about 7 ms after numpy).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

BFLOAT16 = "bfloat16"


_CACHE: dict[str, np.dtype] = {}


def numpy_dtype(name: str) -> np.dtype:
    """The numpy dtype of a manifest dtype name ("float32", "bfloat16", ...)."""
    found = _CACHE.get(name)
    if found is None:
        if name == BFLOAT16:
            import ml_dtypes

            found = np.dtype(ml_dtypes.bfloat16)
        else:
            found = np.dtype(name)
        _CACHE[name] = found
    return found


def register(names: Iterable[str]) -> None:
    """Make numpy understand every name in ``names`` (np.dtype("bfloat16") needs ml_dtypes)."""
    for name in set(names):
        numpy_dtype(name)


def kind(name: str) -> str:
    """numpy's kind letter ("b", "i", "u", "f"); bfloat16 is a float, though numpy calls
    extension types "V"."""
    return "f" if name == BFLOAT16 else np.dtype(name).kind


def scalar_array(value: float, name: str) -> np.ndarray:
    """A 0-d array of dtype ``name`` holding the Python bool, int or float ``value`` (a float
    rounded once to nearest even, see ``bfloat16_from_float64``)."""
    if name == BFLOAT16:
        return bfloat16_from_float64(np.array(value, np.float64))
    return np.array(value, dtype=np.dtype(name))


def bfloat16_from_float64(values: np.ndarray) -> np.ndarray:
    """float64 ``values`` rounded once to the nearest bfloat16 (ties to even). numpy and
    ml_dtypes convert through float32, rounding twice (1 + 2**-8 + 2**-40 -> 1 + 2**-8 ->
    1.0); here the float32 step rounds to odd instead (toward zero, with any inexactness kept
    in the last bit), which the final rounding to bfloat16 then rounds correctly
    (1.0078125)."""
    wide = np.asarray(values, np.float64)
    with np.errstate(over="ignore", invalid="ignore"):  # beyond float32: inf, brought back
        near = wide.astype(np.float32)
        back = near.astype(np.float64)
        inexact = np.isfinite(wide) & (back != wide)
        outward = inexact & (np.abs(back) > np.abs(wide))
    bits = near.view(np.uint32) - outward.astype(np.uint32)  # one step toward zero
    bits |= inexact.astype(np.uint32)
    return bits.view(np.float32).astype(numpy_dtype(BFLOAT16))


def astype_hint(name: str) -> str:
    """How to spell the dtype in ``x.astype(...)``."""
    return "ml_dtypes.bfloat16" if name == BFLOAT16 else f"np.{name}"
