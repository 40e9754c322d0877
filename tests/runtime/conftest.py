"""Session fixtures: one SPIR-V module with the elementwise kernels the runtime tests launch,
small artifacts built from it, and testdata/mlp compiled."""

from __future__ import annotations

from pathlib import Path

import pytest
from llvmlite import ir
from runtime_helpers import (
    F32,
    N,
    elementwise,
    emit_spirv,
    f32_tensor,
    launch,
    manifest,
    new_module,
    write,
)


@pytest.fixture(scope="session")
def spirv() -> bytes:
    """Kernels over float32[16] (and one over float32[1] for scalars):
    addone(x, out), double(x, out), mul(x, c, out), add(a, b, out), addone1(x, out), and
    with the output first as pjrtc's kernels have it: addone_out(out, x), add_out(out, a, b)."""
    module = new_module()
    one = ir.Constant(F32, 1.0)
    elementwise(module, "addone", 1, N, lambda b, v: b.fadd(v[0], one))
    elementwise(module, "double", 1, N, lambda b, v: b.fadd(v[0], v[0]))
    elementwise(module, "mul", 2, N, lambda b, v: b.fmul(v[0], v[1]))
    elementwise(module, "add", 2, N, lambda b, v: b.fadd(v[0], v[1]))
    elementwise(module, "addone1", 1, 1, lambda b, v: b.fadd(v[0], one))
    elementwise(module, "addone_out", 1, N, lambda b, v: b.fadd(v[0], one), output_first=True)
    elementwise(module, "add_out", 2, N, lambda b, v: b.fadd(v[0], v[1]), output_first=True)
    return emit_spirv(module)


@pytest.fixture(scope="session")
def addone_path(tmp_path_factory: pytest.TempPathFactory, spirv: bytes) -> Path:
    """x: float32[16] -> x + 1 (one kernel, two slots)."""
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [4 * N, 4 * N],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    return write(tmp_path_factory.mktemp("addone") / "addone.pjrtc", m, spirv)


@pytest.fixture(scope="session")
def add_path(tmp_path_factory: pytest.TempPathFactory, spirv: bytes) -> Path:
    """(a, b): float32[16] -> (a + b, a + 1): two outputs, one per kernel."""
    m = manifest([f32_tensor(N, 0, "a"), f32_tensor(N, 1, "b")],
                 [f32_tensor(N, 2, "sum"), f32_tensor(N, 3, "a1")], [4 * N] * 4,
                 [launch("add", [("buffer", 0), ("buffer", 1), ("buffer", 2)], N),
                  launch("addone", [("buffer", 0), ("buffer", 3)], N)])
    return write(tmp_path_factory.mktemp("add") / "add.pjrtc", m, spirv)


@pytest.fixture(scope="session")
def addone_resident_path(tmp_path_factory: pytest.TempPathFactory, spirv: bytes) -> Path:
    """x: float32[16] -> x + 1, as pjrtc writes it from format 1.2: the kernel says it writes
    only its first arg (the output's slot), so a device-buffer input is read in place."""
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [4 * N, 4 * N],
                 [launch("addone_out", [("buffer", 1), ("buffer", 0)], N, writes=1)])
    return write(tmp_path_factory.mktemp("resident") / "addone.pjrtc", m, spirv)


@pytest.fixture(scope="session")
def mlp_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """testdata/mlp compiled (a few kernels, tiled contractions with packed weight panels)."""
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import compile_file

    compiled = compile_file(Path(__file__).resolve().parents[2] / "testdata" / "mlp" / "model.mlir")
    path = tmp_path_factory.mktemp("mlp") / "mlp.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return path
