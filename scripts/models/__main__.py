"""`python -m scripts.models [--only a,b] [--out DIR]`: (re)write testdata/models."""

from __future__ import annotations

import argparse
import importlib
import sys
import time

from .common import OUT, write_model

# Producer families, each a module of this package with MODELS; an optional one whose library
# is not installed is skipped with a note (its programs stay in testdata as they were).
FAMILIES = ("keras_models", "hf_flax", "flax_nnx", "jax_export", "torch_xla")
OPTIONAL = {"torch_xla"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scripts.models", description=__doc__)
    parser.add_argument("--only", action="append", metavar="NAME")
    parser.add_argument("--out", default=OUT)
    ns = parser.parse_args(argv)
    only = {n for item in ns.only or [] for n in item.split(",") if n}
    for family in FAMILIES:
        try:
            module = importlib.import_module(f"scripts.models.{family}")
            models = module.MODELS
        except ImportError as e:
            if family not in OPTIONAL:
                raise
            print(f"skipping {family}: {e}", file=sys.stderr)
            continue
        for name, model in models.items():
            if only and name not in only:
                continue
            start = time.perf_counter()
            write_model(name, model, ns.out)
            print(f"{name}: batches {list(model.batches)} in "
                  f"{time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
