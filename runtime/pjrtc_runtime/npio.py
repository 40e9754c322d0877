""".npy/.npz files for the runtime's command line: reading inputs, writing results.

Inputs: a .npy is one argument; a .npz gives several, ordered by their ``argN`` keys when all
keys have that form, else in the order they are stored. Files are read with
``allow_pickle=False``: an input file can never run code. Results are written atomically as
``result0, result1, ...``. .npy/.npz have no bfloat16: numpy stores an ml_dtypes.bfloat16
array as 2-byte void (its bits, descr "|V2") and reads it back as such; ``bf16_from_void``
reinterprets those where the executable takes bfloat16.
"""

from __future__ import annotations

import os
import re
import tokenize
import zipfile

import numpy as np

from . import dtypes
from .atomicfile import write_atomically
from .errors import InputError, PjrtcError

_ARG_KEY = re.compile(r"arg(\d+)$")
_VOID2 = np.dtype("V2")
# What np.load raises for a file it cannot read: a damaged header reaches Python's tokenizer
# (TokenError, SyntaxError), a header claiming a huge shape an allocation (MemoryError).
UNREADABLE = (OSError, ValueError, EOFError, zipfile.BadZipFile, tokenize.TokenError,
              SyntaxError, MemoryError)
_UNREADABLE = UNREADABLE
BF16_NOTE = ("{names}: bfloat16, which .npy/.npz store as 2-byte void ('|V2'), its bits "
             "unchanged; np.load(...)[name].view(ml_dtypes.bfloat16) gives the values back")


def read_inputs(paths: list[str] | tuple[str, ...]) -> list[np.ndarray]:
    """The arguments in ``paths``, in order (see the module docstring)."""
    arrays: list[np.ndarray] = []
    for path in paths:
        arrays.extend(_read_one(path))
    return arrays


def _read_one(path: str) -> list[np.ndarray]:
    if not os.path.isfile(path):
        raise InputError(f"input file {path} does not exist or is not a file",
                         remedy="Pass .npy or .npz files that exist")
    try:
        loaded = np.load(path, allow_pickle=False)
    except _UNREADABLE as e:
        raise InputError(f"input file {path} is not a readable .npy or .npz file ({e})",
                         remedy="Write inputs with numpy.save or numpy.savez") from None
    if isinstance(loaded, np.ndarray):
        return [loaded]
    with loaded:
        keys = list(loaded.files)
        if keys and all(_ARG_KEY.match(k) for k in keys):
            keys.sort(key=lambda k: int(k[3:]))
        try:
            arrays = [loaded[k] for k in keys]
        except _UNREADABLE as e:
            raise InputError(f"input file {path} has an unreadable array ({e})",
                             remedy="Write inputs with numpy.save or numpy.savez") from None
    # np.load gives the raw bytes of a zip entry that is not a .npy (any zip opens as .npz).
    not_arrays = [k for k, a in zip(keys, arrays) if not isinstance(a, np.ndarray)]
    if not_arrays:
        raise InputError(f"input file {path} is not a readable .npy or .npz file: a zip with "
                         f"entries {not_arrays} that are not .npy arrays",
                         remedy="Write inputs with numpy.save or numpy.savez")
    return arrays


def bf16_from_void(arrays: list[np.ndarray], input_dtypes: list[str]) -> list[np.ndarray]:
    """Each 2-byte-void array where the executable takes bfloat16, as the bfloat16 array whose
    bits it holds; every other array as it is."""
    return [a.view(dtypes.numpy_dtype(dtypes.BFLOAT16))
            if a.dtype == _VOID2 and d == dtypes.BFLOAT16 else a
            for a, d in zip(arrays, input_dtypes)] + arrays[len(input_dtypes):]


def write_results(path: str, results: tuple[np.ndarray, ...] | list[np.ndarray]) -> None:
    """Write result0, result1, ... to ``path`` atomically (a failed write leaves no file)."""
    try:
        write_atomically(path, lambda f: np.savez(f, **{f"result{i}": r
                                                        for i, r in enumerate(results)}))
    except OSError as e:
        raise PjrtcError(f"{path}: cannot be written ({e.strerror or e}). Check that the "
                         "directory exists and is writable, and that the disk has space.") \
            from None
