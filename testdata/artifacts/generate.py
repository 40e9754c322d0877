"""Writes testdata/artifacts/format-<major>.<minor>/: artifacts every later runtime must run.

    .venv/bin/python testdata/artifacts/generate.py              # what this tree's pjrtc writes
    git archive <commit> | tar -x -C /tmp/old                     # an older pjrtc, read-only
    .venv/bin/python testdata/artifacts/generate.py --tree /tmp/old

Each program gets a directory holding model.pjrtc, inputs.npz (arg0, ...) and expected.npz
(result0, ...: JAX on CPU). The format directory is named after the version in the written
manifests, and one that exists is never rewritten: an artifact of a released format is a fixed
fixture (tests/runtime/test_artifact_versions.py runs them all). Delete a directory by hand to
regenerate it. A program the given compiler cannot compile (control flow before format 1.1) is
left out with a message (so is `batches`, several specializations in one artifact, before
format 1.4).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
TESTDATA = HERE.parent

# Compiles argv[1] (a .mlir file) to argv[2] with whichever pjrtc is on sys.path; prints the
# format version written.
_COMPILE = """
import json, sys
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_file
from pjrtc.options import CompileOptions
options = CompileOptions()
if len(sys.argv) > 3:  # --shape specializations, as JSON: [[[arg, [sizes]], ...], ...]
    first, *more = (tuple((a, tuple(d)) for a, d in s) for s in json.loads(sys.argv[3]))
    options = CompileOptions(shapes=first, specializations=tuple(more))
compiled = compile_file(sys.argv[1], options)
write_artifact(sys.argv[2], compiled.manifest, compiled.spirv, compiled.constants)
print(json.dumps(list(compiled.manifest.format_version)))
"""


def _loop_program(workdir: Path) -> Path:
    """A fori_loop and a cond (control flow: the schedule of format 1.1)."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    def loop(x, n):
        carried = lax.fori_loop(0, n, lambda i, c: c * 0.5 + x * i.astype(jnp.float32), x)
        return carried, lax.cond(n > 3, lambda: x * 2.0, lambda: x - 1.0)

    x = np.linspace(-2.0, 3.0, 5, dtype=np.float32)
    n = np.int32(6)
    directory = workdir / "loop"
    directory.mkdir()
    (directory / "model.mlir").write_text(jax.jit(loop).lower(x, n).as_text())
    np.savez(directory / "inputs.npz", arg0=x, arg1=n)
    results = jax.jit(loop)(x, n)
    np.savez(directory / "expected.npz",
             **{f"result{i}": np.asarray(r) for i, r in enumerate(results)})
    return directory


# The --shape specializations of the batches program (format 1.4: several in one artifact).
_BATCHES = [[["0", [1, 16]]], [["0", [8, 16]]], [["0", [32, 16]]]]


def _batches_program(workdir: Path) -> Path:
    """A jax.export'ed layer with a symbolic batch size, compiled for batches 1, 8 and 32 into
    one artifact; inputs.npz is a batch of 8 (not the first specialization)."""
    import jax
    import jax.numpy as jnp
    from jax import export

    def layer(x, w):
        return jnp.tanh(x @ w + 0.25)

    rng = np.random.default_rng(14)
    x = rng.standard_normal((8, 16)).astype(np.float32)
    w = rng.standard_normal((16, 24)).astype(np.float32)
    (b,) = export.symbolic_shape("b")
    exported = export.export(jax.jit(layer))(jax.ShapeDtypeStruct((b, 16), jnp.float32),
                                             jax.ShapeDtypeStruct(w.shape, jnp.float32))
    directory = workdir / "batches"
    directory.mkdir()
    (directory / "model.mlir").write_text(exported.mlir_module())
    np.savez(directory / "inputs.npz", arg0=x, arg1=w)
    np.savez(directory / "expected.npz", result0=np.asarray(jax.jit(layer)(x, w)))
    return directory


def _programs(workdir: Path) -> dict[str, Path]:
    """Name -> directory holding model.mlir, inputs.npz and expected.npz."""
    return {"mlp": TESTDATA / "mlp", "constants": TESTDATA / "constants",
            "loop": _loop_program(workdir), "batches": _batches_program(workdir),
            "concat_in_place": TESTDATA / "concat_in_place"}


def _compile(tree: Path | None, mlir: Path, out: Path) -> list[int] | None:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree), str(tree / "runtime")])
    shapes = [json.dumps(_BATCHES)] if mlir.parent.name == "batches" else []
    # cwd: not a source tree, so that only PYTHONPATH (or the installed pjrtc) is imported.
    done = subprocess.run([sys.executable, "-c", _COMPILE, str(mlir), str(out), *shapes],
                          capture_output=True, text=True, env=env, check=False,
                          cwd=out.parent)
    if done.returncode:
        print(f"  {mlir.parent.name}: not compiled by this pjrtc: "
              f"{done.stderr.strip().splitlines()[-1]}")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", type=Path, help="a pjrtc source tree (git archive of an "
                        "older commit) whose compiler writes the artifacts")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        staging = Path(work) / "out"
        staging.mkdir()
        versions = set()
        for name, source in _programs(Path(work)).items():
            (staging / name).mkdir()
            version = _compile(args.tree, source / "model.mlir", staging / name / "model.pjrtc")
            if version is None:
                shutil.rmtree(staging / name)
                continue
            versions.add(tuple(version))
            for file in ("inputs.npz", "expected.npz"):
                shutil.copyfile(source / file, staging / name / file)
            if source.parent != TESTDATA:  # generated here: keep its source too
                shutil.copyfile(source / "model.mlir", staging / name / "model.mlir")
        if len(versions) != 1:
            raise SystemExit(f"the compiler wrote format versions {sorted(versions)}")
        (major, minor), = versions
        target = HERE / f"format-{major}.{minor}"
        if target.exists():
            raise SystemExit(f"{target} exists; artifacts of a format are fixed fixtures "
                             "(delete it by hand to regenerate)")
        shutil.copytree(staging, target)
        print(f"wrote {target}: {', '.join(sorted(p.name for p in target.iterdir()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
