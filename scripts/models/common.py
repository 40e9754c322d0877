"""What every producer family shares: the traced program and how it is written to testdata."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from importlib import metadata

import numpy as np

from benchmarks.models.weights import describe, synthesize

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "testdata", "models")
SEED = 15  # issue 15; every model's weights and data are drawn from it


@dataclass
class Program:
    """One batch size of a model: its StableHLO text and the arrays its entry takes, in order,
    each named (the library's parameter path, or the data's name) and marked weight or data."""

    mlir: str
    names: list[str]
    arrays: list[np.ndarray]
    roles: list[str]  # "weight" or "data", per argument
    notes: list[str] = field(default_factory=list)


@dataclass
class Model:
    producer: str  # e.g. "keras.applications.ResNet50"
    libraries: tuple[str, ...]  # distributions whose versions the model.json records
    batches: tuple[int, ...]
    build: object  # batch -> Program
    description: str = ""


def versions(libraries: tuple[str, ...]) -> dict[str, str]:
    return {name: metadata.version(name) for name in ("jax", "jaxlib", *libraries)}


def flat_named(tree) -> tuple[list[str], list[np.ndarray]]:
    """A pytree's leaves as numpy arrays, named by their key paths ("encoder/layer/0/kernel")."""
    import jax

    pairs = jax.tree_util.tree_flatten_with_path(tree)[0]
    names = ["/".join(_key(k) for k in path) for path, _ in pairs]
    return names, [np.asarray(leaf) for _, leaf in pairs]


def _key(k) -> str:
    for attribute in ("key", "name", "idx"):
        if hasattr(k, attribute):
            return str(getattr(k, attribute))
    return str(k)


def write_model(name: str, model: Model, out: str = OUT) -> dict:
    """Writes out/<name>/batch<B>.mlir for each batch and out/<name>/model.json."""
    directory = os.path.join(out, name)
    os.makedirs(directory, exist_ok=True)
    programs = {}
    for batch in model.batches:
        program: Program = model.build(batch)
        if not (len(program.names) == len(program.arrays) == len(program.roles)):
            raise ValueError(f"{name}: names, arrays and roles differ in length")
        file = f"batch{batch}.mlir"
        with open(os.path.join(directory, file), "w") as f:
            f.write(program.mlir)
        _check_signature(os.path.join(directory, file), program)
        args = []
        for i, (arg_name, array, role) in enumerate(zip(program.names, program.arrays,
                                                         program.roles)):
            spec = {"name": arg_name, "role": role, "shape": list(array.shape),
                    "dtype": array.dtype.name, "init": describe(array)}
            made = synthesize(spec, SEED, i)  # the benchmark's arrays: same shape and type
            assert made.shape == array.shape and made.dtype == array.dtype, (name, arg_name)
            args.append(spec)
        programs[str(batch)] = {"file": file, "args": args, "notes": program.notes}
    doc = {
        "name": name,
        "producer": model.producer,
        "description": model.description,
        "versions": versions(model.libraries),
        "seed": SEED,
        "weights": ("arguments whose role is 'weight'; values drawn from the statistics in "
                    "'init' (benchmarks/models/weights.py), seeded by 'seed' and position"),
        "programs": programs,
    }
    with open(os.path.join(directory, "model.json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    return doc


def _check_signature(path: str, program: Program) -> None:
    """The entry takes exactly the arrays recorded, in order (a producer that drops or
    reorders arguments would otherwise pair weights with the wrong statistics)."""
    from pjrtc.inspect import model_signature
    from pjrtc.ir.tensor import DType

    types = [spec["type"] for spec in model_signature(path)["inputs"]]
    if len(types) != len(program.arrays):
        raise ValueError(f"{path}: the entry takes {len(types)} arguments, "
                         f"{len(program.arrays)} were recorded")
    for name, array, mlir_type in zip(program.names, program.arrays, types):
        want = "tensor<" + "".join(f"{d}x" for d in array.shape) + \
            DType.from_numpy(array.dtype).mlir_name + ">"
        if mlir_type != want:
            raise ValueError(f"{path}: argument {name} is {mlir_type}, recorded {want}")


def params_program(params, data_names: list[str], data: list[np.ndarray], run,
                   text=None) -> Program:
    """The Program of `run(params, *data)` with every leaf of the pytree `params` an argument
    (a weight) before the data; `text(fn, arrays)` gives its StableHLO (lowered_text's by
    default)."""
    import jax

    names, leaves = flat_named(params)
    treedef = jax.tree_util.tree_structure(params)
    n = len(leaves)

    def fn(*args):
        return run(jax.tree_util.tree_unflatten(treedef, args[:n]), *args[n:])

    arrays = leaves + data
    to_text = text or (lambda f, a: lowered_text(f, *a))
    return Program(to_text(fn, arrays), names + data_names, arrays,
                   ["weight"] * n + ["data"] * len(data))


def lowered_text(fn, *args) -> str:
    """StableHLO text of jax.jit(fn) at these arguments, every one kept (jit drops unused
    ones, such as the pooler of a BERT whose last hidden state is the result)."""
    import jax

    return jax.jit(fn, keep_unused=True).lower(*args).as_text()
