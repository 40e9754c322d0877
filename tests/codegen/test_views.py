"""Loop IR addressing views (pjrtc/codegen/views.py), run on the device with each view's
argument pointing at its offset in the base, as launches do: vector accesses of views stay
vectors where they stay in one run of the base, else split per lane."""

from __future__ import annotations

import numpy as np
from loop_helpers import run

from pjrtc.artifact.manifest import view_offset
from pjrtc.codegen.views import apply_views
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel
from pjrtc.ir.loops import Inst, Ops, Program, verify
from pjrtc.ir.tensor import DType, TensorType, Value
from pjrtc.target import INTEL_OPENCL_CPU as CPU

F32, I64 = DType.F32, DType.I64


def test_vector_accesses_of_views_in_and_across_rows():
    # out: [2, 6] in [2, 9] at column 2 (rows of 6: a 4-lane store at 4 crosses one, split);
    # src: [2, 6] in [3, 6] at row 1 (one run of 12: 4-lane loads at multiples of 4 stay).
    out, src = Value(1, TensorType((2, 6), F32)), Value(2, TensorType((2, 6), F32))
    out_base, src_base = Value(3, TensorType((2, 9), F32)), Value(4, TensorType((3, 6), F32))
    i = k.index(0)
    kernel = Kernel("views", (12,), ((out, k.load(src, (k.idiv(i, 6), k.irem(i, 6)))),),
                    None, (), views=((out, out_base, (0, 2)), (src, src_base, (1, 0))))
    program = Program("views", (
        Inst(Ops.PARAM, F32, arg=0), Inst(Ops.PARAM, F32, arg=1),
        Inst(Ops.SPECIAL, I64, arg=("global_id", 0)), Inst(Ops.CONST, I64, arg=4),
        Inst(Ops.IMUL, I64, (2, 3)), Inst(Ops.LOAD, F32, (1, 4), lanes=4),
        Inst(Ops.STORE, None, (0, 4, 5))))
    placed = apply_views(program, kernel, CPU)
    verify(placed)
    assert sum(inst.op is Ops.LOAD for inst in placed.insts) == 1  # in one run
    assert sum(inst.op is Ops.STORE for inst in placed.insts) == 4  # split per lane
    # The launch points each argument at its view's offset in the base (the manifest's
    # byte offset): here the bases from those elements on.
    outs = np.full((2, 9), -1.0, np.float32)
    srcs = np.arange(18, dtype=np.float32).reshape(3, 6)
    at = [view_offset(base.type, offsets) // 4 for _, base, offsets in kernel.views]
    assert at == [2, 6]
    got, _ = run(placed, [outs.reshape(-1)[at[0]:], srcs.reshape(-1)[at[1]:]], 3)
    want = outs.copy()
    want[:, 2:8] = srcs[1:]
    np.testing.assert_array_equal(np.concatenate([outs.reshape(-1)[:at[0]], got]),
                                  want.reshape(-1))
