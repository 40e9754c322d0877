"""Loop IR's `shuffle` (pjrtc/ir/loops.py; the attention producer's transposed sums and lane
broadcasts): what `verify` accepts and refuses, its text round trip, and its LLVM IR."""

from __future__ import annotations

import pytest
from loop_helpers import ProgramBuilder

from pjrtc.codegen.render import render_module
from pjrtc.ir.loops import LoopVerificationError, Ops, verify
from pjrtc.ir.loops_parser import parse_program
from pjrtc.ir.loops_printer import print_program
from pjrtc.ir.tensor import DType

F32, I64 = DType.F32, DType.I64


def _shuffled(arg, lanes=4, other_lanes=4) -> ProgramBuilder:
    p = ProgramBuilder()
    out = p(Ops.PARAM, F32, arg=0)
    a = p.const(1.0, F32, lanes=4)
    b = p.const(2.0, F32, lanes=other_lanes)
    s = p(Ops.SHUFFLE, F32, a, b, arg=arg, lanes=lanes)
    p(Ops.STORE, None, out, p.const(0, I64), s)
    return p


def test_a_shuffle_verifies_prints_parses_and_renders():
    program = _shuffled((0, 4, 2, 6)).program("evens")
    verify(program)
    text = print_program(program)
    assert "shuffle 0 4 2 6 %1, %2 : f32x4" in text
    assert parse_program(text) == program
    assert "shufflevector <4 x float>" in render_module([program], "m")


@pytest.mark.parametrize("arg, lanes, other, message", [
    ((0, 8, 1, 2), 4, 4, "one lane index per lane"),  # 8 is past the two operands' lanes
    ((0, 1, 2), 4, 4, "one lane index per lane"),
    ((0, 1, 2, 3), 4, 8, "shuffles two vectors of its type"),
])
def test_malformed_shuffles_are_refused(arg, lanes, other, message):
    with pytest.raises(LoopVerificationError, match=message):
        verify(_shuffled(arg, lanes, other).program("bad"))
