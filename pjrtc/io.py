"""Host-side files of `pjrtc run` and `pjrtc bench`: reading inputs (.npy/.npz through the
runtime's reader, inline values), writing and printing results."""

from __future__ import annotations

import os

import numpy as np
from pjrtc_runtime import npio
from pjrtc_runtime.npio import BF16_NOTE  # noqa: F401  (re-exported for the CLI)
from rich.console import Console

from pjrtc.errors import InputError


def read_run_inputs(specs: tuple[str, ...] | list[str], expected, *others) -> list[np.ndarray]:
    """The arguments `--inputs` gives, in order, for an executable whose inputs are
    ``expected`` (TensorSpecs; ``others``: those of its other specializations). Existing files
    are read as files; anything else that looks like an inline value is parsed, checked
    against the input it feeds before it is allocated (its type only, where specializations
    differ in that input's shape: the run picks one by the shapes). 2-byte-void arrays from
    .npy/.npz become bfloat16 where the executable takes bfloat16."""
    from pjrtc.inline_inputs import looks_inline, parse_inline

    arrays: list[np.ndarray] = []
    for spec in specs:
        if not os.path.exists(spec) and looks_inline(spec):
            index = len(arrays)
            if index >= len(expected):
                raise InputError(f"--inputs {spec[:60]!r} would be argument {index}, but the "
                                 f"artifact takes {len(expected)} argument(s)")
            fits = expected[index]
            if any(o[index].shape != fits.shape for o in others):
                fits = None
            arrays.append(parse_inline(spec, fits, index))
        else:
            arrays.extend(read_inputs([spec]))
    return bf16_from_void(arrays, [t.dtype for t in expected])


def read_inputs(paths: tuple[str, ...] | list[str]) -> list[np.ndarray]:
    """Arguments in order: a .npy is one argument; a .npz gives several, ordered by their
    `argN` keys when all keys have that form, else in the order they are stored (the
    runtime's reader: the same files, the same errors)."""
    return npio.read_inputs(paths)


def bf16_from_void(arrays: list[np.ndarray], input_dtypes: list[str]) -> list[np.ndarray]:
    """Each 2-byte-void array where the executable takes bfloat16, as the bfloat16 array whose
    bits it holds (what numpy wrote for a bfloat16 array); every other array as it is."""
    return npio.bf16_from_void(arrays, input_dtypes)


def write_results(path: str, results: tuple[np.ndarray, ...] | list[np.ndarray]) -> None:
    """Write result0, result1, ... to ``path`` atomically, with the mode a new file gets (a
    failed write leaves no file); PjrtcError if it cannot be written. The runtime's writer."""
    npio.write_results(path, results)


def print_results(console: Console, specs, results) -> None:
    """Each result with its name, type and values; numpy summarizes large arrays."""
    with np.printoptions(threshold=200, edgeitems=3, linewidth=100, precision=6):
        for i, r in enumerate(results):
            name = specs[i].name if specs is not None and specs[i].name else f"result{i}"
            shape = ",".join(str(d) for d in r.shape)
            console.print(f"{name}: {r.dtype}[{shape}]", markup=False)
            console.print(np.array2string(r), markup=False)
