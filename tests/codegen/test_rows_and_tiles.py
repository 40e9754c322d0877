"""pjrtc.codegen.rows and pjrtc.codegen.contraction: the loop IR of compiled row programs
(softmax, layernorm, row reductions) and tiled contractions (mlp, transformer) is well
formed, parses back, is explicit vector code in a block after its stack slots, and runs on the
device with the launch Kernel.geometry() gives (softmax here; the e2e tests run the rest)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from loop_helpers import run

from pjrtc.driver import compile_bytes
from pjrtc.ir.loops import Ops, verify
from pjrtc.ir.loops_parser import parse_program
from pjrtc.ir.loops_printer import print_program
from pjrtc.target import INTEL_OPENCL_CPU as CPU

TESTDATA = Path(__file__).parents[2] / "testdata"


def _compiled(model: str):
    compiled = compile_bytes((TESTDATA / model / "model.mlir").read_bytes(), "model.mlir",
                             stop_after="loops")
    return compiled.kernels.kernels, compiled.outputs["loops"].programs


@pytest.mark.parametrize("model,kind", [
    ("softmax", "rows"), ("layernorm", "rows"), ("reduce_max", "rows"), ("argmax", "rows"),
    ("reduce_sum", "rows"), ("mlp", "tiling"), ("transformer", "tiling")])
def test_loop_ir_of_rows_and_tiles(model, kind):
    kernels, programs = _compiled(model)
    chosen = [kern for kern in kernels if getattr(kern, kind) is not None]
    assert chosen, f"{model} has no {kind} kernel"
    for kern in chosen:
        program = programs[kern.name]
        verify(program)
        assert program.sub_group_size == CPU.explicit_vector_sub_group
        assert program.code_block == ("row" if kind == "rows" else "tile")
        assert any(inst.lanes > 1 for inst in program.insts)
        if kind == "tiling":
            assert any(inst.op is Ops.FMA for inst in program.insts)
        text = print_program(program)
        parsed = parse_program(text)
        assert print_program(parsed) == text
        assert "nan" in text or parsed == program  # a NaN constant is not equal to itself


def test_softmax_row_program_on_the_device():
    kernels, programs = _compiled("softmax")
    kern = next(kern for kern in kernels if kern.rows is not None)
    (launched,), (group,) = kern.geometry(CPU)
    rows, n = kern.shape[0], kern.shape[-1]
    x = np.random.default_rng(0).standard_normal((rows, n)).astype(np.float32)
    args = [np.zeros(v.type.shape, np.float32) for v in kern.args()]
    outputs = {v.id for v, _ in kern.outputs}
    inputs = [i for i, v in enumerate(kern.args()) if v.id not in outputs]
    if len(inputs) != 1 or args[inputs[0]].shape != x.shape:
        pytest.skip("softmax is no longer one row kernel of one input")
    args[inputs[0]] = x
    got = run(programs[kern.name], args, launched, group)
    want = np.exp(x - x.max(axis=1, keepdims=True))
    want /= want.sum(axis=1, keepdims=True)
    first_output = next(i for i, v in enumerate(kern.args()) if v.id in outputs)
    np.testing.assert_allclose(got[first_output].reshape(want.shape), want, rtol=1e-5,
                               atol=1e-6)
