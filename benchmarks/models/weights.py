"""Arguments of a testdata/models program made from its model.json alone, deterministically.

scripts/models records, for every argument of the entry function, its shape, dtype, role
("weight" or "data") and how to draw values like the ones the producing library made
(its initializer's statistics, measured on what it produced; see `describe`):

    {"kind": "values", "values": [...]}                 small arguments, stored exactly
    {"kind": "constant", "value": v}                    e.g. batch norm's ones and zeros
    {"kind": "uniform", "low": a, "high": b}            glorot/he uniform, ViT's patches
    {"kind": "normal", "mean": m, "std": s, "low": a, "high": b}   normal, clipped to the
                                                        range seen (truncated normals)
    {"kind": "integers", "low": a, "high": b}           token ids, labels, PRNG keys

Storing statistics instead of the weights keeps testdata/models a few MB (ResNet50 alone has
25 M parameters, 100 MB as f32) while the values stay in the ranges the library's initializers
give, which is what keeps activations finite through 50 layers. Each argument has its own
generator, seeded by the model's seed and the argument's position, so the same arrays come
out on every machine and run, without the producing library.
"""

from __future__ import annotations

import numpy as np

# Arguments with at most this many elements are stored as their values.
SMALL = 64
# Excess kurtosis below this: drawn uniformly (a uniform's is -1.2, a normal's 0, a normal
# truncated at two standard deviations about -0.6).
UNIFORM_KURTOSIS = -1.0


def describe(array: np.ndarray) -> dict:
    """How to draw an array like `array` (see the module docstring)."""
    array = np.asarray(array)
    flat = array.reshape(-1)
    if flat.size <= SMALL:
        return {"kind": "values", "values": flat.tolist()}
    if array.dtype.kind in "iub":
        low, high = int(flat.min()), int(flat.max())
        if low == high:
            return {"kind": "constant", "value": low}
        return {"kind": "integers", "low": low, "high": high + 1}
    values = flat.astype(np.float64)
    low, high = float(values.min()), float(values.max())
    if low == high:
        return {"kind": "constant", "value": low}
    mean, std = float(values.mean()), float(values.std())
    kurtosis = float(np.mean(((values - mean) / std) ** 4) - 3.0)
    if kurtosis < UNIFORM_KURTOSIS:
        return {"kind": "uniform", "low": low, "high": high}
    return {"kind": "normal", "mean": mean, "std": std, "low": low, "high": high}


def synthesize(spec: dict, seed: int, position: int) -> np.ndarray:
    """The array argument `position` of a model seeded `seed` gets; `spec` is its model.json
    entry ({"shape", "dtype", "init"})."""
    shape, dtype, init = tuple(spec["shape"]), np.dtype(spec["dtype"]), spec["init"]
    rng = np.random.default_rng([seed, position])
    kind = init["kind"]
    if kind == "values":
        out = np.asarray(init["values"], dtype=dtype).reshape(shape)
    elif kind == "constant":
        out = np.full(shape, init["value"], dtype=dtype)
    elif kind == "integers":
        out = rng.integers(init["low"], init["high"], size=shape, dtype=np.int64)
    elif kind == "uniform":
        out = rng.uniform(init["low"], init["high"], size=shape)
    elif kind == "normal":
        out = np.clip(rng.normal(init["mean"], init["std"], size=shape), init["low"],
                      init["high"])
    else:
        raise ValueError(f"unknown init kind {kind!r} in a model.json")
    return np.array(out, dtype=dtype, order="C")  # (ascontiguousarray makes 0-d arrays 1-d)


def arguments(model: dict, batch: int) -> list[np.ndarray]:
    """Every argument of the program for `batch` of a model.json, in the entry's order."""
    program = model["programs"][str(batch)]
    return [synthesize(spec, model["seed"], i) for i, spec in enumerate(program["args"])]
