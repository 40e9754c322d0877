"""testdata/models as the benchmark reads it: each model's json, programs and arguments."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from .weights import arguments

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODELS_DIR = os.path.join(ROOT, "testdata", "models")


@dataclass(frozen=True)
class ModelProgram:
    """One model at one batch size."""

    model: str
    batch: int
    info: dict  # the model.json
    path: str  # its StableHLO text

    @property
    def spec(self) -> dict:
        return self.info["programs"][str(self.batch)]

    @property
    def weights(self) -> list[int]:
        return [i for i, a in enumerate(self.spec["args"]) if a["role"] == "weight"]

    @property
    def data(self) -> list[int]:
        return [i for i, a in enumerate(self.spec["args"]) if a["role"] == "data"]

    @property
    def text(self) -> str:
        with open(self.path) as f:
            return f.read()

    @cached_property
    def arrays(self) -> list[np.ndarray]:
        return arguments(self.info, self.batch)


def models(directory: str = MODELS_DIR) -> dict[str, dict]:
    """Every model.json under `directory`, by model name (its folder)."""
    found = {}
    for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
        path = os.path.join(directory, name, "model.json")
        if os.path.isfile(path):
            with open(path) as f:
                found[name] = json.load(f)
    return found


def programs(names: list[str] | None = None, batches: list[int] | None = None,
             directory: str = MODELS_DIR) -> list[ModelProgram]:
    """The (model, batch) programs chosen, in name then batch order."""
    chosen = []
    for name, info in models(directory).items():
        if names and name not in names:
            continue
        for batch in sorted(int(b) for b in info["programs"]):
            if batches and batch not in batches:
                continue
            path = os.path.join(directory, name, info["programs"][str(batch)]["file"])
            chosen.append(ModelProgram(name, batch, info, path))
    return chosen
