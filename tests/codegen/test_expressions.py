"""pjrtc.codegen.expressions: small kernel IR in, loop IR out (printed and verified), then
rendered and run on the device with the launch Kernel.geometry() gives: elementwise kernels
on 1-D launches (exact and padded) and 3-D grids, reductions with an IF, bf16 and bool."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from loop_helpers import run

from pjrtc.codegen.expressions import expression_program
from pjrtc.codegen.views import apply_views
from pjrtc.codegen.loop_builder import LoopBuilder
from pjrtc.driver import compile_bytes
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, Leaf, Reduction
from pjrtc.ir.loops import Ops, verify
from pjrtc.ir.loops_parser import parse_program
from pjrtc.ir.loops_printer import print_program
from pjrtc.ir.tensor import DType, Op, TensorType, Value
from pjrtc.target import INTEL_OPENCL_CPU as CPU

F32, I64 = DType.F32, DType.I64


def _value(vid: int, shape: tuple[int, ...], dtype: DType = F32) -> Value:
    return Value(vid, TensorType(shape, dtype))


def _op(op: Op, dtype: DType, *args: Expr, attr=None) -> Expr:
    return Expr(op, dtype, tuple(args), attr)


def _kernel(name: str, shape, outputs, reduction: Reduction | None = None) -> Kernel:
    return Kernel(name, tuple(shape), tuple(outputs), reduction, ())


def _run(kernel: Kernel, arrays: list[np.ndarray]) -> list[np.ndarray]:
    """Produce, verify, render and run `kernel` with its arguments bound to `arrays`."""
    program = expression_program(kernel, CPU)
    verify(program)
    global_size, local_size = kernel.geometry(CPU)
    return run(program, arrays, global_size, local_size)


def test_elementwise_kernel_of_exactly_its_launch():
    x, out = _value(1, (1024,)), _value(2, (1024,))
    kernel = _kernel("double", (1024,), [(out, _op(Op.ADD, F32, k.load(x, (k.index(0),)),
                                                    k.load(x, (k.index(0),))))])
    assert print_program(expression_program(kernel, CPU)) == """\
program double
  %0 = param 0 : f32
  %1 = param 1 : f32
  %2 = special global_id 0 : i64
  %3 = const True : i1
  %4: if %3 likely
    %5 = load %1[%2] : f32
    %6 = alu add %5, %5 : f32
    store %0[%2], %6
  end_if %4
"""
    xs = np.arange(1024, dtype=np.float32)
    got, _ = _run(kernel, [np.zeros(1024, np.float32), xs])
    np.testing.assert_array_equal(got, 2 * xs)


def test_padded_launch_guards_its_elements():
    x, out = _value(1, (1000,)), _value(2, (1000,))
    kernel = _kernel("neg", (1000,), [(out, _op(Op.NEGATE, F32, k.load(x, (k.index(0),))))])
    text = print_program(expression_program(kernel, CPU))
    assert "alu compare(LT, UNSIGNED) %2, %3 : i1" in text and "const 1000 : i64" in text
    xs = np.arange(1000, dtype=np.float32)
    got, _ = _run(kernel, [np.zeros(1000, np.float32), xs])
    np.testing.assert_array_equal(got, -xs)


def test_transpose_on_a_3d_grid():
    """out[a, b, c] = x[c, b, a]: the grid's three ids, divisions only within dimension 0."""
    shape = (3, 5, 40)
    x, out = _value(1, shape[::-1]), _value(2, shape)
    kernel = _kernel("transpose", shape, [(out, k.load(x, (k.index(2), k.index(1),
                                                             k.index(0))))])
    assert kernel.grid(CPU) is not None
    program = expression_program(kernel, CPU)
    specials = [i.arg for i in program.insts if i.op is Ops.SPECIAL]
    assert specials == [("global_id", 0), ("global_id", 1), ("global_id", 2)]
    xs = np.arange(np.prod(shape), dtype=np.float32).reshape(shape[::-1])
    got, _ = _run(kernel, [np.zeros(shape, np.float32), xs])
    np.testing.assert_array_equal(got, xs.transpose(2, 1, 0))


def test_unit_axes_index_without_division():
    """A batch of one: out[0, a, b, c] = x[0, a, b, c] + x[0, 0, 0, c] on a 3-D grid whose
    outer dimension holds axes 0 and 1. Axis 0 (extent 1) is the constant 0 and axis 1 is the
    outer id itself: no division or remainder at all (they made the device's build of
    batch-1 CNN kernels up to 3x slower)."""
    shape = (1, 6, 5, 40)
    x, out = _value(1, shape), _value(2, shape)
    index = tuple(k.index(a) for a in range(4))
    zero = k.iconst(0)
    kernel = _kernel("bias", shape, [(out, _op(Op.ADD, F32, k.load(x, index),
                                               k.load(x, (zero, zero, zero, k.index(3)))))])
    grid = kernel.grid(CPU)
    assert grid is not None and grid.middle == 2
    program = expression_program(kernel, CPU)
    assert not {Ops.IDIV, Ops.IREM} & {i.op for i in program.insts}
    xs = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
    got, _ = _run(kernel, [np.zeros(shape, np.float32), xs])
    np.testing.assert_array_equal(got, xs + xs[:, :1, :1, :])


def test_elementwise_kernel_in_explicit_vectors():
    """out[a, b, c] = x[a, b, c] * s[c] + x[c % 3, b, a]: the last axis (48) a multiple of the
    target's elementwise lanes, so each work-item computes 16 of its elements as vectors
    (contiguous loads and one vector store; the transposed load lane by lane) and requires
    the explicit-vector sub-group size; dimension 1 (5 rows) is padded and guarded."""
    shape = (3, 5, 48)
    x, s, out = _value(1, shape), _value(2, (48,)), _value(3, shape)
    a, b, c = (k.index(i) for i in range(3))
    scaled = _op(Op.MULTIPLY, F32, k.load(x, (a, b, c)), k.load(s, (c,)))
    kernel = _kernel("scale", shape, [(out, _op(Op.ADD, F32, scaled,
                                                k.load(x, (k.irem(c, 3), b, a))))])
    grid = kernel.grid(CPU)
    assert grid.lanes == CPU.elementwise_lanes == 16
    global_size, _ = kernel.geometry(CPU)
    assert global_size[2] == 48 // 16
    program = expression_program(kernel, CPU)
    verify(program)
    assert program.sub_group_size == CPU.explicit_vector_sub_group
    stores = [i for i in program.insts if i.op is Ops.STORE]
    assert [program.insts[i.src[2]].lanes for i in stores] == [16]
    assert sum(i.op is Ops.LOAD and i.lanes == 16 for i in program.insts) == 2
    xs = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
    ss = np.linspace(-1, 1, 48, dtype=np.float32)
    got, _, _ = _run(kernel, [np.zeros(shape, np.float32), xs, ss])
    want = xs * ss + xs[np.arange(48) % 3][:, :, :3].transpose(2, 1, 0)
    np.testing.assert_array_equal(got, want)


def test_an_if_along_the_last_axis_keeps_one_element_per_work_item():
    """out[a, c] = x[a, c] if c < 20 else -1: explicit vectors would evaluate the IF lane by
    lane with branches, where the device compiler's vectorizer masks it (select_and_scatter's
    gradients ran 4-7x slower), so one element per work-item. An IF on another axis stays one
    branch over vectors."""
    shape = (4, 32)
    x, out = _value(1, shape), _value(2, shape)
    a, c = k.index(0), k.index(1)
    xs = np.arange(128, dtype=np.float32).reshape(shape)
    for axis, cut, lanes in ((c, 20, 1), (a, 2, 16)):
        kernel = _kernel("head", shape, [(out, Expr(Leaf.IF, F32, (
            Expr(Leaf.ILT, DType.I1, (axis, k.iconst(cut))), k.load(x, (a, c)),
            k.const(-1.0, F32))))])
        assert kernel.grid(CPU).lanes == lanes
        got, _ = _run(kernel, [np.zeros(shape, np.float32), xs])
        keep = (np.arange(32) < cut)[None, :] if lanes == 1 else (np.arange(4) < cut)[:, None]
        np.testing.assert_array_equal(got, np.where(keep, xs, -1))


def test_one_element_per_work_item_where_vectors_do_not_fit():
    """Integer outputs, or a last axis that is no multiple of the lanes: one element per
    work-item, no sub-group size required."""
    x = _value(1, (4, 32))
    load = k.load(x, (k.index(0), k.index(1)))
    ints = _kernel("ints", (4, 32), [(_value(2, (4, 32), DType.I32),
                                      _op(Op.CONVERT, DType.I32, load))])
    odd = _kernel("odd", (4, 40), [(_value(3, (4, 40)), k.load(_value(4, (4, 40)),
                                                                (k.index(0), k.index(1))))])
    for kernel in (ints, odd):
        assert kernel.grid(CPU).lanes == 1
        assert expression_program(kernel, CPU).sub_group_size is None


def test_unflatten_of_a_batch_of_one():
    """LoopBuilder.unflatten (tiled products' and row programs' rows): over axes (1, 7, 5),
    axis 0 is the constant 0 and axis 1 the quotient alone; only axis 2 takes a remainder."""
    shape = (1, 7, 5, 8)
    x, out = _value(1, shape), _value(2, shape)
    builder = LoopBuilder(_kernel("rows", shape, [(out, k.load(x, (k.index(0),) * 4))]))
    flat = builder.emit(Ops.SPECIAL, I64, arg=("global_id", 0))
    index = builder.unflatten(flat, 0, 3)
    insts = builder.insts
    assert insts[index[0]].op is Ops.CONST and insts[index[0]].arg == 0
    assert insts[index[1]].op is Ops.IDIV and insts[index[2]].op is Ops.IREM
    assert [i.op for i in insts].count(Ops.IDIV) == 1


def test_reduction_with_an_if_in_its_values():
    """out[i] = sum over j < 7 of (x[i, j] if j < 4 else 1): two reduction axes (7 = 7 x 1)
    and a value that only loads on one side of an IF."""
    x, out = _value(1, (6, 4)), _value(2, (6,))
    j = k.rindex(0)
    value = Expr(Leaf.IF, F32, (Expr(Leaf.ILT, DType.I1, (j, k.iconst(4))),
                                k.load(x, (k.index(0), j)), k.const(1.0, F32)))
    acc, val = Expr(Leaf.ACC, F32, (), 0), Expr(Leaf.VAL, F32, (), 0)
    reduction = Reduction((7, 1), (k.const(0.0, F32),), (value,),
                          (_op(Op.ADD, F32, acc, val),), (F32,))
    kernel = _kernel("sum", (6,), [(out, acc)], reduction)
    program = expression_program(kernel, CPU)
    ops = [i.op for i in program.insts]
    assert ops.count(Ops.RANGE) == 2 and Ops.ELSE in ops and Ops.DEFINE_ACC in ops
    xs = np.arange(24, dtype=np.float32).reshape(6, 4)
    got, _ = _run(kernel, [np.zeros(6, np.float32), xs])
    np.testing.assert_array_equal(got, xs.sum(axis=1) + 3)


def test_reduction_in_explicit_vectors():
    """A depthwise-style window sum and a max, out[a, c] = (sum, max) over w < 5 of
    x[a, w, c] * s[c]: 16 channels per work-item, one vector accumulator per reduced value,
    each lane folding its own elements in order (NaN propagates through the max)."""
    shape, window = (3, 48), 5
    x, s = _value(1, (3, window, 48)), _value(2, (48,))
    out_sum, out_max = _value(3, shape), _value(4, shape)
    a, c, w = k.index(0), k.index(1), k.rindex(0)
    value = _op(Op.MULTIPLY, F32, k.load(x, (a, w, c)), k.load(s, (c,)))
    accs = [Expr(Leaf.ACC, F32, (), i) for i in range(2)]
    vals = [Expr(Leaf.VAL, F32, (), i) for i in range(2)]
    reduction = Reduction((window,), (k.const(0.0, F32), k.const(-np.inf, F32)),
                          (value, value), (_op(Op.ADD, F32, accs[0], vals[0]),
                                           _op(Op.MAXIMUM, F32, accs[1], vals[1])), (F32, F32))
    kernel = _kernel("window", shape, [(out_sum, accs[0]), (out_max, accs[1])], reduction)
    assert kernel.grid(CPU).lanes == 16
    program = expression_program(kernel, CPU)
    assert program.sub_group_size == CPU.explicit_vector_sub_group
    assert any(i.op is Ops.DEFINE_ACC and i.lanes == 16 for i in program.insts)
    rng = np.random.default_rng(3)
    xs = rng.standard_normal((3, window, 48)).astype(np.float32)
    xs[1, 2, 7] = np.nan
    ss = rng.standard_normal(48).astype(np.float32)
    got_sum, got_max, _, _ = _run(kernel, [np.zeros(shape, np.float32),
                                           np.zeros(shape, np.float32), xs, ss])
    products = xs * ss
    want_sum = np.zeros(shape, np.float32)
    for i in range(window):  # the same order of additions as the kernel's
        want_sum = want_sum + products[:, i, :]
    np.testing.assert_array_equal(got_sum, want_sum)
    np.testing.assert_array_equal(got_max, products.max(axis=1))


def test_bf16_and_bool_storage():
    """out[i] = bf16(x[i] * 3) and flag[i] = x[i] > 2 from an f32 input."""
    x = _value(1, (16,))
    out, flag = _value(2, (16,), DType.BF16), _value(3, (16,), DType.I1)
    v = k.load(x, (k.index(0),))
    tripled = _op(Op.CONVERT, DType.BF16, _op(Op.MULTIPLY, F32, v, k.const(3.0, F32)))
    bigger = _op(Op.COMPARE, DType.I1, v, k.const(2.0, F32), attr=("GT", "FLOAT"))
    kernel = _kernel("mixed", (16,), [(out, tripled), (flag, bigger)])
    xs = np.linspace(0, 4, 16, dtype=np.float32)
    got, flags, _ = _run(kernel, [np.zeros(16, ml_dtypes.bfloat16), np.zeros(16, np.bool_), xs])
    np.testing.assert_array_equal(got, (xs * 3).astype(ml_dtypes.bfloat16))
    np.testing.assert_array_equal(flags, xs > 2)


@pytest.mark.parametrize("model", ["avg_pool", "conv_int_f16", "gather_take", "scatter_dup",
                                   "reduce_window_two_operands", "concatenate"])
def test_loop_ir_of_compiled_models_verifies(model):
    """The loop IR of what users compile (reductions, IFs, 3-D grids, f16 and integers) is
    well formed, prints the same twice (the printer is deterministic) and parses back."""
    path = Path(__file__).parents[2] / "testdata" / model / "model.mlir"
    compiled = compile_bytes(path.read_bytes(), "model.mlir", stop_after="loops")
    programs = compiled.outputs["loops"].programs
    assert programs
    for program in programs.values():
        verify(program)
        text = print_program(program)
        kern = next(kern for kern in compiled.kernels.kernels if kern.name == program.name)
        assert text == print_program(apply_views(expression_program(kern, CPU), kern, CPU))
        parsed = parse_program(text)
        assert print_program(parsed) == text
        assert "nan" in text or parsed == program  # a NaN constant is not equal to itself


@pytest.mark.parametrize("width", [48, 5])
def test_update_in_place_stores_only_what_changes(width):
    """cache[r, c] = if(r != position, cache[r, c], row[c]): a dynamic update of a loop's
    cache in place. Only the updated row is stored, under the IF's other side; the rest of
    the cache is neither loaded nor written (as 16-lane vectors where the last axis allows:
    48 columns; one element per work-item at 5)."""
    shape = (7, width)
    cache, row, position = _value(1, shape), _value(2, (width,)), _value(3, (), DType.I64)
    index = (k.index(0), k.index(1))
    other_row = _op(Op.COMPARE, DType.I1, k.index(0), k.load(position, ()),
                    attr=("NE", "SIGNED"))
    kernel = _kernel("update", shape, [(cache, Expr(Leaf.IF, F32, (
        other_row, k.load(cache, index), k.load(row, (k.index(1),)))))])
    assert (kernel.grid(CPU) is not None and kernel.grid(CPU).lanes > 1) == (width == 48)
    program = expression_program(kernel, CPU)
    verify(program)
    params = [i for i, inst in enumerate(program.insts) if inst.op is Ops.PARAM]
    loads = [inst for inst in program.insts if inst.op is Ops.LOAD]
    assert all(inst.src[0] != params[0] for inst in loads), "the cache is loaded"
    assert [i.op for i in program.insts].count(Ops.ELSE) == 1
    before = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
    new = -np.arange(width, dtype=np.float32)
    arrays = {cache.id: before.copy(), row.id: new, position.id: np.array([4], np.int64)}
    got, *_ = run(program, [arrays[v.id] for v in kernel.args()], *kernel.geometry(CPU))
    expected = before.copy()
    expected[4] = new
    np.testing.assert_array_equal(got, expected)
