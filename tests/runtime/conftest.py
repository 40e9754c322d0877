"""Session fixtures: one SPIR-V module with the elementwise kernels the runtime tests launch."""

from __future__ import annotations

import llvmlite.ir as ir
import pytest
from runtime_helpers import F32, N, elementwise, emit_spirv, new_module


@pytest.fixture(scope="session")
def spirv() -> bytes:
    """Kernels over float32[16] (and one over float32[1] for scalars):
    addone(x, out), double(x, out), mul(x, c, out), add(a, b, out), addone1(x, out)."""
    module = new_module()
    one = ir.Constant(F32, 1.0)
    elementwise(module, "addone", 1, N, lambda b, v: b.fadd(v[0], one))
    elementwise(module, "double", 1, N, lambda b, v: b.fadd(v[0], v[0]))
    elementwise(module, "mul", 2, N, lambda b, v: b.fmul(v[0], v[1]))
    elementwise(module, "add", 2, N, lambda b, v: b.fadd(v[0], v[1]))
    elementwise(module, "addone1", 1, 1, lambda b, v: b.fadd(v[0], one))
    return emit_spirv(module)
