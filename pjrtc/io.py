"""Host-side files of `pjrtc run`: reading .npy/.npz inputs, writing and printing results."""

from __future__ import annotations

import os
import re
import tempfile
import zipfile

import numpy as np
from rich.console import Console

from pjrtc.errors import InputError
from pjrtc.ir.tensor import DType

_ARG_KEY = re.compile(r"arg(\d+)$")


def read_inputs(paths: tuple[str, ...] | list[str]) -> list[np.ndarray]:
    """Arguments in order: a .npy is one argument; a .npz gives several, ordered by their
    `argN` keys when all keys have that form, else in the order they are stored."""
    arrays: list[np.ndarray] = []
    for path in paths:
        arrays.extend(_read_one(path))
    return arrays


def _read_one(path: str) -> list[np.ndarray]:
    if not os.path.isfile(path):
        raise InputError(f"input file {path} does not exist or is not a file",
                         remedy="pass .npy or .npz files that exist")
    try:
        loaded = np.load(path, allow_pickle=False)
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
        raise InputError(f"input file {path} is not a readable .npy or .npz file ({e})",
                         remedy="write inputs with numpy.save or numpy.savez") from None
    if isinstance(loaded, np.ndarray):
        return [loaded]
    with loaded:
        keys = list(loaded.files)
        numbered = [_ARG_KEY.match(k) for k in keys]
        if keys and all(numbered):
            keys = sorted(keys, key=lambda k: int(_ARG_KEY.match(k).group(1)))
        try:
            arrays = [loaded[k] for k in keys]
        except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
            raise InputError(f"input file {path} has an unreadable array ({e})",
                             remedy="write inputs with numpy.save or numpy.savez") from None
    # np.load gives the raw bytes of a zip entry that is not a .npy (any zip opens as .npz).
    not_arrays = [k for k, a in zip(keys, arrays) if not isinstance(a, np.ndarray)]
    if not_arrays:
        raise InputError(f"input file {path} is not a readable .npy or .npz file: a zip with "
                         f"entries {not_arrays} that are not .npy arrays",
                         remedy="write inputs with numpy.save or numpy.savez")
    return arrays


# .npy/.npz have no bfloat16: numpy writes an ml_dtypes.bfloat16 array as 2-byte void (its bits,
# descr "|V2") and reads it back as such.
_VOID2 = np.dtype("V2")
BF16_NOTE = ("{names}: bfloat16, which .npy/.npz store as 2-byte void ('|V2'), its bits "
             "unchanged; np.load(...)[name].view(ml_dtypes.bfloat16) gives the values back")


def bf16_from_void(arrays: list[np.ndarray], input_dtypes: list[str]) -> list[np.ndarray]:
    """Each 2-byte-void array where the executable takes bfloat16, as the bfloat16 array whose
    bits it holds (what numpy wrote for a bfloat16 array); every other array as it is."""
    return [a.view(DType.BF16.numpy) if a.dtype == _VOID2 and d == "bfloat16" else a
            for a, d in zip(arrays, input_dtypes)] + arrays[len(input_dtypes):]


def write_results(path: str, results: tuple[np.ndarray, ...] | list[np.ndarray]) -> None:
    """Write result0, result1, ... to `path` atomically: a failed write leaves no file."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pjrtc-", suffix=".npz", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            np.savez(f, **{f"result{i}": r for i, r in enumerate(results)})
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def print_results(console: Console, specs, results) -> None:
    """Each result with its name, type and values; numpy summarizes large arrays."""
    with np.printoptions(threshold=200, edgeitems=3, linewidth=100, precision=6):
        for i, r in enumerate(results):
            name = specs[i].name if specs is not None and specs[i].name else f"result{i}"
            shape = ",".join(str(d) for d in r.shape)
            console.print(f"{name}: {r.dtype}[{shape}]", markup=False)
            console.print(np.array2string(r), markup=False)
