"""pjrtc.codegen.render: hand-built loop IR rendered to LLVM IR (text checked), to SPIR-V
(spirv-val), and run on the device: loops with accumulators, if/else with a result, 3-D ids,
vectors (loads, lane-wise ALU ops, lanes built and taken apart), bf16 and bool storage, and
work-group local memory with a barrier; and ops giving the same bits on vectors as on
scalars (their semantics are written once, in ScalarEmitter)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from loop_helpers import ProgramBuilder, llvm_ir, run, while_program

from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op

F32, I64, I1 = DType.F32, DType.I64, DType.I1


def _row_sums(n: int) -> ProgramBuilder:
    """out[i] = sum(x[i, 0:n]) for work-item i, the sum in an accumulator over a range."""
    p = ProgramBuilder()
    out, x = p(Ops.PARAM, F32, arg=0), p(Ops.PARAM, F32, arg=1)
    row = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    acc = p(Ops.DEFINE_ACC, F32, p.const(0.0, F32), arg="acc0")
    j = p(Ops.RANGE, I64, p.const(n, I64), arg="r0")
    flat = p(Ops.IADD, I64, p(Ops.IMUL, I64, row, p.const(n, I64)), j)
    total = p(Ops.ALU, F32, p(Ops.GET_ACC, F32, acc), p(Ops.LOAD, F32, x, flat),
              arg=(Op.ADD, None))
    p(Ops.SET_ACC, None, acc, total)
    p(Ops.END_RANGE, None, j)
    p(Ops.STORE, None, out, row, p(Ops.GET_ACC, F32, acc))
    return p


def test_a_range_is_a_counted_loop_over_stack_slots():
    text = llvm_ir(_row_sums(5).program("row_sums"))
    assert 'define spir_kernel void @"row_sums"(ptr addrspace(1) noalias %"b0"' in text
    assert '%"r0" = alloca i64' in text and '%"acc0" = alloca float' in text
    assert "r0.cond:" in text and "r0.body:" in text and "r0.done:" in text
    assert "icmp ult i64" in text


def test_row_sums_on_the_device():
    x = np.arange(4 * 5, dtype=np.float32).reshape(4, 5)
    out, _ = run(_row_sums(5).program("row_sums"), [np.zeros(4, np.float32), x], 4)
    np.testing.assert_array_equal(out, x.sum(axis=1))


def test_if_else_yields_a_value_and_guards_the_untaken_side():
    """out[i] = x[i] if i < 3 else -1: the load past x's end is never made."""
    p = ProgramBuilder()
    out, x = p(Ops.PARAM, F32, arg=0), p(Ops.PARAM, F32, arg=1)
    i = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    opening = p(Ops.IF, None, p(Ops.ILT, I1, i, p.const(3, I64)))
    loaded = p(Ops.LOAD, F32, x, i)
    other = p(Ops.ELSE, None, opening, loaded)
    result = p(Ops.END_IF, F32, other, p.const(-1.0, F32))
    p(Ops.STORE, None, out, i, result)
    program = p.program("guarded")
    assert re.search(r"phi\s+float", llvm_ir(program))
    got, _ = run(program, [np.zeros(8, np.float32), np.array([5, 6, 7], np.float32)], 8)
    np.testing.assert_array_equal(got, [5, 6, 7, -1, -1, -1, -1, -1])


def test_vectors_load_compute_lane_wise_and_store():
    """out[4g:4g+4] = maximum(x, y) on 4 lanes (NaN wins), plus the lanes' sum, built from
    the lanes one by one, in s[g]."""
    p = ProgramBuilder()
    out, s, x, y = (p(Ops.PARAM, F32, arg=k) for k in range(4))
    g = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    base = p(Ops.IMUL, I64, g, p.const(4, I64))
    vx, vy = (p(Ops.LOAD, F32, buf, base, lanes=4) for buf in (x, y))
    biggest = p(Ops.ALU, F32, vx, vy, arg=(Op.MAXIMUM, None), lanes=4)
    p(Ops.STORE, None, out, base, biggest)
    lanes = [p(Ops.LANE, F32, biggest, arg=k) for k in range(4)]
    total = lanes[0]
    for lane in lanes[1:]:
        total = p(Ops.ALU, F32, total, lane, arg=(Op.ADD, None))
    p(Ops.STORE, None, s, g, total)
    program = p.program("vmax", sub_group_size=1)
    text = llvm_ir(program)
    assert "load <4 x float>" in text and "intel_reqd_sub_group_size" in text
    xs = np.array([1, np.nan, 3, -0.0, 5, 6, 7, 8], np.float32)
    ys = np.array([2, 0, np.nan, 0.0, 4, 9, 1, 1], np.float32)
    got, sums, _, _ = run(program, [np.zeros(8, np.float32), np.zeros(2, np.float32), xs, ys], 2)
    want = np.maximum(xs, ys)
    np.testing.assert_array_equal(got, want)
    assert np.signbit(got[3]) == np.signbit(np.float32(0.0))  # maximum(-0, +0) is +0
    np.testing.assert_array_equal(sums, want.reshape(2, 4).sum(axis=1))


def test_strided_range_splat_ramp_and_insert_in_a_code_block():
    """Work-item g writes out[8g:8g+8]: positions 0, 4 as a vector loop (range from 0 by 4
    below 8) of the ramp splat(8g + j) + (0, 1, 2, 3) as f32 lanes; then lane 3 replaced
    lane by lane (INSERT) by -1. The code is in a block of its own after the stack slots."""
    p = ProgramBuilder()
    out = p(Ops.PARAM, I64, arg=0)
    g = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    base = p(Ops.IMUL, I64, g, p.const(8, I64))
    j = p(Ops.RANGE, I64, p.const(0, I64), p.const(8, I64), p.const(4, I64), arg="m")
    at = p(Ops.IADD, I64, base, j)
    ramp = p(Ops.IADD, I64, p(Ops.SPLAT, I64, at, lanes=4),
             p.const((0, 1, 2, 3), I64, lanes=4), lanes=4)
    first = p(Ops.INSERT, I64, p(Ops.LANE, I64, ramp, arg=0), arg=0, lanes=4)
    vector = first
    for lane in (1, 2):
        vector = p(Ops.INSERT, I64, vector, p(Ops.LANE, I64, ramp, arg=lane), arg=lane, lanes=4)
    vector = p(Ops.INSERT, I64, vector, p.const(-1, I64), arg=3, lanes=4)
    p(Ops.STORE, None, out, at, vector)
    p(Ops.END_RANGE, None, j)
    program = Program("ramps", tuple(p.insts), 1, "code")
    text = llvm_ir(program)
    assert re.search(r'entry:\n  %"m" = alloca i64\n  br label %"code"\ncode:', text)
    assert "shufflevector" in text and "add i64 %\"" in text
    got, = run(program, [np.zeros(16, np.int64)], 2)
    want = np.arange(16).reshape(4, 4)
    want[:, 3] = -1
    np.testing.assert_array_equal(got, want.reshape(-1))


def test_fma_and_a_private_array():
    """out[4g:4g+4] = a * b + c on 4 lanes (llvm.fmuladd), through a private array of 8: the
    vector stored at its constant offset 4, then read back one element at a time in a range."""
    p = ProgramBuilder()
    out, a, b, c = (p(Ops.PARAM, F32, arg=k) for k in range(4))
    base = p(Ops.IMUL, I64, p(Ops.SPECIAL, I64, arg=("global_id", 0)), p.const(4, I64))
    operands = [p(Ops.LOAD, F32, buf, base, lanes=4) for buf in (a, b, c)]
    fused = p(Ops.FMA, F32, *operands, lanes=4)
    tile = p(Ops.DEFINE_PRIVATE, F32, arg=("tile", 8))
    p(Ops.STORE, None, tile, p.const(4, I64), fused)
    e = p(Ops.RANGE, I64, p.const(4, I64), arg="e")
    element = p(Ops.LOAD, F32, tile, p(Ops.IADD, I64, e, p.const(4, I64)))
    p(Ops.STORE, None, out, p(Ops.IADD, I64, base, e), element)
    p(Ops.END_RANGE, None, e)
    program = p.program("fma")
    text = llvm_ir(program)
    assert '@"llvm.fmuladd.v4f32"' in text and '%"tile" = alloca [8 x float]' in text
    assert "i32 0, i32 4" in text  # a constant offset into the array is an i32 index
    xs = [np.arange(8, dtype=np.float32) + k for k in range(3)]
    got, *_ = run(program, [np.zeros(8, np.float32), *xs], 2)
    np.testing.assert_allclose(got, xs[0] * xs[1] + xs[2], rtol=1e-6)


def test_vectorize_builds_a_vector_from_scalars():
    p = ProgramBuilder()
    out = p(Ops.PARAM, DType.I32, arg=0)
    g = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    lanes = [p.const(k, DType.I32) for k in range(4)]
    vector = p(Ops.VECTORIZE, DType.I32, *lanes, lanes=4)
    scaled = p(Ops.ALU, DType.I32, vector, p.const(10, DType.I32, lanes=4),
               arg=(Op.MULTIPLY, None), lanes=4)
    p(Ops.STORE, None, out, p(Ops.IMUL, I64, g, p.const(4, I64)), scaled)
    (got,) = run(p.program("vectorize"), [np.zeros(8, np.int32)], 2)
    np.testing.assert_array_equal(got, [0, 10, 20, 30] * 2)


def test_bf16_and_bool_are_converted_at_loads_and_stores():
    """out[i] = x[i] * 2 in bf16 (16 bits in memory, f32 in registers), flag[i] = x[i] > 1."""
    import ml_dtypes

    p = ProgramBuilder()
    out, flag, x = p(Ops.PARAM, DType.BF16, arg=0), p(Ops.PARAM, I1, arg=1), \
        p(Ops.PARAM, DType.BF16, arg=2)
    i = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    v = p(Ops.LOAD, DType.BF16, x, i)
    p(Ops.STORE, None, out, i, p(Ops.ALU, DType.BF16, v, p.const(2.0, DType.BF16),
                                 arg=(Op.MULTIPLY, None)))
    p(Ops.STORE, None, flag, i, p(Ops.ALU, I1, v, p.const(1.0, DType.BF16),
                                  arg=(Op.COMPARE, ("GT", "FLOAT"))))
    xs = np.array([0.5, 1.0, 1.5, 3.0], ml_dtypes.bfloat16)
    got, flags, _ = run(p.program("bf16"), [np.zeros(4, ml_dtypes.bfloat16),
                                             np.zeros(4, np.bool_), xs], 4)
    np.testing.assert_array_equal(got.astype(np.float32), xs.astype(np.float32) * 2)
    np.testing.assert_array_equal(flags, [False, False, True, True])


def test_grid_ids_of_three_dimensions():
    """out[k, j, i] = 100 k + 10 j + i over a 3-D launch of 2 x 3 x 4."""
    p = ProgramBuilder()
    out = p(Ops.PARAM, DType.I64, arg=0)
    i, j, k = (p(Ops.SPECIAL, I64, arg=("global_id", d)) for d in range(3))
    flat = p(Ops.IADD, I64, p(Ops.IMUL, I64, p(Ops.IADD, I64, p(Ops.IMUL, I64, k, p.const(
        3, I64)), j), p.const(4, I64)), i)
    value = p(Ops.IADD, I64, p(Ops.IADD, I64, p(Ops.IMUL, I64, k, p.const(100, I64)),
                                p(Ops.IMUL, I64, j, p.const(10, I64))), i)
    p(Ops.STORE, None, out, flat, value)
    program = p.program("grid")
    assert llvm_ir(program).count('call spir_func i64 @"_Z13get_global_idj"') == 3
    (got,) = run(program, [np.zeros(24, np.int64)], (2, 3, 4))  # dpctl: slowest first
    k, j, i = np.indices((2, 3, 4))
    np.testing.assert_array_equal(got, (100 * k + 10 * j + i).reshape(-1))


def test_local_memory_and_a_barrier_reverse_a_work_group():
    """Each work-group of 8 writes its elements to local memory, waits at the barrier, and
    reads them back reversed: out[8g + l] = x[8g + 7 - l]."""
    p = ProgramBuilder()
    out, x = p(Ops.PARAM, F32, arg=0), p(Ops.PARAM, F32, arg=1)
    tile = p(Ops.DEFINE_LOCAL, F32, arg=("tile", 8))
    g = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    lid = p(Ops.SPECIAL, I64, arg=("local_id", 0))
    p(Ops.STORE, None, tile, lid, p(Ops.LOAD, F32, x, g))
    p(Ops.BARRIER, None)
    mirrored = p(Ops.ALU, I64, p.const(7, I64), lid, arg=(Op.SUBTRACT, None))
    p(Ops.STORE, None, out, g, p(Ops.LOAD, F32, tile, mirrored))
    program = p.program("reverse")
    text = llvm_ir(program)
    assert "addrspace(3) global [8 x float] undef" in text and "_Z7barrierj" in text
    xs = np.arange(16, dtype=np.float32)
    got, _ = run(program, [np.zeros(16, np.float32), xs], 16, 8)
    np.testing.assert_array_equal(got, xs.reshape(2, 8)[:, ::-1].reshape(-1))


# (op, attr, operand dtype, result dtype, operands): ops whose one definition in
# ScalarEmitter.op is rendered on scalars and on 4-lane vectors alike.
_LANEWISE = [
    (Op.DIVIDE, None, DType.I32, DType.I32, ([7, -7, 5, -2**31], [2, 0, -1, -1])),
    (Op.REMAINDER, None, DType.U32, DType.U32, ([7, 9, 5, 1], [2, 0, 3, 7])),
    (Op.SHIFT_RIGHT_ARITHMETIC, None, DType.I32, DType.I32, ([-16, 16, -1, 5], [2, 40, 31, 1])),
    (Op.COUNT_LEADING_ZEROS, None, DType.I32, DType.I32, ([0, 1, -1, 1 << 20],)),
    (Op.POPCNT, None, DType.U16, DType.U16, ([0, 1, 0xFFFF, 0x0F0F],)),
    (Op.CONVERT, None, DType.F32, DType.I8, ([300.0, -1e9, float("nan"), 3.7],)),
    (Op.CONVERT, None, DType.F32, DType.I1, ([0.0, -0.0, float("nan"), 2.0],)),
    (Op.COMPARE, ("LT", "TOTALORDER"), DType.F32, DType.I1,
     ([-0.0, float("nan"), 1.0, -float("nan")], [0.0, 1.0, float("nan"), 1.0])),
    (Op.REDUCE_PRECISION, (5, 2), DType.F32, DType.F32, ([1.3, 70000.0, 1e-9, -2.6],)),
    (Op.MINIMUM, None, DType.F16, DType.F16, ([1.0, float("nan"), -0.0, 3.0],
                                               [2.0, 1.0, 0.0, float("nan")])),
    (Op.TANH, None, DType.F16, DType.F16, ([0.5, -3.0, 20.0, 0.0],)),
    (Op.POWER, None, DType.F64, DType.F64, ([2.0, 9.0, -8.0, 0.0], [10.0, 0.5, 3.0, 0.0])),
    (Op.SIGN, None, DType.F32, DType.F32, ([-2.0, -0.0, float("nan"), 5.0],)),
]


def _elementwise(op: Op, attr, operand: DType, result: DType, count: int, lanes: int):
    """out[i] = op(in_0[i], ...) over `lanes` elements per work-item."""
    p = ProgramBuilder()
    out = p(Ops.PARAM, result, arg=0)
    params = [p(Ops.PARAM, operand, arg=k + 1) for k in range(count)]
    base = p(Ops.IMUL, I64, p(Ops.SPECIAL, I64, arg=("global_id", 0)), p.const(lanes, I64))
    if lanes == 1:
        loaded = [p(Ops.LOAD, operand, buf, base) for buf in params]
    else:  # lane by lane loads: vector loads exist only for f32 and f64 in row programs
        loaded = []
        for buf in params:
            scalars = [p(Ops.LOAD, operand, buf, p(Ops.IADD, I64, base, p.const(i, I64)))
                       for i in range(lanes)]
            loaded.append(p(Ops.VECTORIZE, operand, *scalars, lanes=lanes))
    value = p(Ops.ALU, result, *loaded, arg=(op, attr), lanes=lanes)
    if lanes == 1:
        p(Ops.STORE, None, out, base, value)
    else:
        for i in range(lanes):
            p(Ops.STORE, None, out, p(Ops.IADD, I64, base, p.const(i, I64)),
              p(Ops.LANE, result, value, arg=i))
    return p.program(f"{op.value}_{lanes}")


@pytest.mark.parametrize("case", _LANEWISE, ids=lambda c: f"{c[0].value}_{c[2].mlir_name}")
def test_op_semantics_are_the_same_on_vectors(case):
    op, attr, operand, result, operands = case
    arrays = [np.array(values, operand.numpy_name) for values in operands]
    outputs = []
    for lanes in (1, 4):
        program = _elementwise(op, attr, operand, result, len(arrays), lanes)
        assert ("<4 x" in llvm_ir(program)) == (lanes == 4)
        outputs.append(run(program, [np.zeros(4, result.numpy_name), *arrays], 4 // lanes)[0])
    scalar, vector = outputs
    np.testing.assert_array_equal(vector.view(np.uint8), scalar.view(np.uint8))


def test_while_loop_builtin_fcmp_and_else_first_if():
    """The constructs custom kernels use: a while loop over a condition region, a builtin
    call, an fcmp predicate, srem, a private element's address reused by its store, and an
    if whose else side comes first (it runs when the condition is false)."""
    program = while_program().program("custom")
    text = llvm_ir(program)
    assert "count.cond:" in text and "count.body:" in text and "count.done:" in text
    assert "icmp slt i64" in text and "srem i64" in text and "fcmp uno float" in text
    assert '@"_Z4fmaxff"' in text
    assert text.count("getelementptr inbounds [4 x float]") == 1  # the store reuses it
    got, = run(program, [np.array([5.0], np.float32)], 1)
    np.testing.assert_array_equal(got, [1.0])  # 5 is not NaN: the else side ran
    got, = run(program, [np.array([np.nan], np.float32)], 1)
    np.testing.assert_array_equal(got, [2.0])
