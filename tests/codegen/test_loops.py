"""pjrtc.ir.loops without a device: what `verify` accepts and refuses (dominance across
regions, bracketing, operand types), and the printed text of a small program and its parse."""

from __future__ import annotations

import math

import pytest
from loop_helpers import ProgramBuilder, while_program

from pjrtc.ir.loops import LoopVerificationError, Ops, verify
from pjrtc.ir.loops_parser import LoopParseError, parse_program
from pjrtc.ir.loops_printer import print_program
from pjrtc.ir.tensor import DType, Op

F32, I64, I1 = DType.F32, DType.I64, DType.I1


def _sum_program() -> ProgramBuilder:
    """out[0] = sum of x[0:8]: an accumulator folded in a range."""
    p = ProgramBuilder()
    out, x = p(Ops.PARAM, F32, arg=0), p(Ops.PARAM, F32, arg=1)
    acc = p(Ops.DEFINE_ACC, F32, p.const(0.0, F32), arg="acc0")
    r = p(Ops.RANGE, I64, p.const(8, I64), arg="r0")
    total = p(Ops.ALU, F32, p(Ops.GET_ACC, F32, acc), p(Ops.LOAD, F32, x, r), arg=(Op.ADD, None))
    p(Ops.SET_ACC, None, acc, total)
    p(Ops.END_RANGE, None, r)
    p(Ops.STORE, None, out, p.const(0, I64), p(Ops.GET_ACC, F32, acc))
    return p


def test_printed_program():
    p = _sum_program()
    gid = p(Ops.SPECIAL, I64, arg=("global_id", 0))
    cond = p(Ops.ALU, I1, gid, p.const(1, I64), arg=(Op.COMPARE, ("LT", "UNSIGNED")))
    opening = p(Ops.IF, None, cond, arg=True)
    then = p.const(1.0, F32)
    other = p(Ops.ELSE, None, opening, then)
    p(Ops.END_IF, F32, other, p.const(2.0, F32))
    verify(p.program())
    assert print_program(p.program("sum")) == """\
program sum
  %0 = param 0 : f32
  %1 = param 1 : f32
  %2 = const 0.0 : f32
  %3 = define_acc acc0 %2 : f32
  %4 = const 8 : i64
  %5 = range r0 < %4 : i64
    %6 = get_acc %3 : f32
    %7 = load %1[%5] : f32
    %8 = alu add %6, %7 : f32
    set_acc %3, %8
  end_range %5
  %11 = const 0 : i64
  %12 = get_acc %3 : f32
  store %0[%11], %12
  %14 = special global_id 0 : i64
  %15 = const 1 : i64
  %16 = alu compare(LT, UNSIGNED) %14, %15 : i1
  %17: if %16 likely
    %18 = const 1.0 : f32
  %19: else %17, %18
    %20 = const 2.0 : f32
  %21 = end_if %19, %20 : f32
"""


def _refused(p: ProgramBuilder, message: str) -> None:
    with pytest.raises(LoopVerificationError, match=message):
        verify(p.program())


def test_a_value_defined_in_a_loop_body_is_not_visible_after_it():
    p = ProgramBuilder()
    out = p(Ops.PARAM, F32, arg=0)
    r = p(Ops.RANGE, I64, p.const(4, I64), arg="r0")
    inside = p.const(1.0, F32)
    p(Ops.END_RANGE, None, r)
    p(Ops.STORE, None, out, p.const(0, I64), inside)
    _refused(p, "operand %3 is not defined in an enclosing region")


def test_an_if_result_is_its_end_if_not_a_value_of_one_side():
    p = ProgramBuilder()
    out = p(Ops.PARAM, F32, arg=0)
    opening = p(Ops.IF, None, p.const(True, I1))
    then = p.const(1.0, F32)
    other = p(Ops.ELSE, None, opening, then)
    p(Ops.END_IF, F32, other, p.const(2.0, F32))
    p(Ops.STORE, None, out, p.const(0, I64), then)
    _refused(p, "operand %3 is not defined")


def test_regions_must_be_balanced_and_nested():
    p = ProgramBuilder()
    r = p(Ops.RANGE, I64, p.const(4, I64), arg="r0")
    _refused(p, "never closed")
    opening = p(Ops.IF, None, p.const(True, I1))
    p(Ops.END_RANGE, None, r)
    _refused(p, "does not close the innermost range")
    p.insts.pop()
    p(Ops.END_IF, None, opening)
    p(Ops.END_RANGE, None, r)
    verify(p.program())


def test_operand_types_are_checked():
    p = ProgramBuilder()
    out = p(Ops.PARAM, F32, arg=0)
    p(Ops.STORE, None, out, p.const(0, I64), p.const(1, DType.I32))
    _refused(p, "stores i32 into a f32 buffer")
    p = ProgramBuilder()
    p(Ops.IADD, I64, p.const(1, I64), p.const(1.0, F32))
    _refused(p, "operand 1 must be an I64 index of 1 lanes")
    p = ProgramBuilder()
    p(Ops.ALU, F32, p.const(1.0, F32, lanes=4), p.const(1.0, F32, lanes=8),
      arg=(Op.ADD, None), lanes=4)
    _refused(p, "operand 1 has 8 lanes")
    p = ProgramBuilder()
    p(Ops.ALU, DType.I32, p.const(2, DType.I32, lanes=4), p.const(3, DType.I32, lanes=4),
      arg=(Op.POWER, None), lanes=4)
    _refused(p, "integer power and bf16 ops are scalars only")
    p = ProgramBuilder()
    p(Ops.LOAD, I1, p(Ops.PARAM, I1, arg=0), p.const(0, I64), lanes=4)
    _refused(p, "bool and bf16 are stored in another type")
    p = ProgramBuilder()
    p(Ops.PARAM, F32, arg=0)
    p(Ops.LANE, F32, p.const(1.0, F32, lanes=4), arg=4)
    _refused(p, "lane out of range")


def test_parameters_come_first_and_locals_at_the_top_level():
    p = ProgramBuilder()
    p.const(1, I64)
    p(Ops.PARAM, F32, arg=0)
    _refused(p, "parameters must come first")
    p = ProgramBuilder()
    r = p(Ops.RANGE, I64, p.const(4, I64), arg="r0")
    p(Ops.DEFINE_LOCAL, F32, arg=("tile", 16))
    p(Ops.END_RANGE, None, r)
    _refused(p, "local memory is defined at the top level")


def test_vector_operands_are_checked():
    p = ProgramBuilder()
    p(Ops.SPLAT, F32, p.const(1.0, F32, lanes=4), lanes=4)
    _refused(p, "splats a scalar of its dtype")
    p = ProgramBuilder()
    p(Ops.CONST, I64, arg=(0, 1, 2), lanes=4)
    _refused(p, "takes one constant per lane")
    p = ProgramBuilder()
    p(Ops.INSERT, F32, p.const(1.0, F32), arg=4, lanes=4)
    _refused(p, "lane out of range")
    p = ProgramBuilder()
    p(Ops.INSERT, F32, p.const(1.0, F32, lanes=8), p.const(1.0, F32), arg=0, lanes=4)
    _refused(p, "vector mismatches")
    p = ProgramBuilder()
    p(Ops.IADD, I64, p.const(1, I64, lanes=4), p.const(1, I64), lanes=4)
    _refused(p, "operand 1 must be an I64 index of 4 lanes")
    p = ProgramBuilder()
    p(Ops.FMA, F32, p.const(1.0, F32, lanes=4), p.const(1.0, F32), p.const(1.0, F32, lanes=4),
      lanes=4)
    _refused(p, "operand 1 mismatches")
    p = ProgramBuilder()
    p(Ops.DEFINE_PRIVATE, DType.BF16, arg=("tile", 8))
    _refused(p, "holds register types")
    p = ProgramBuilder()
    p(Ops.RANGE, I64, p.const(0, I64), p.const(4, I64), arg="r0")
    _refused(p, r"takes \(end,\) or \(start, end, step\)")


def test_the_sum_program_verifies():
    verify(_sum_program().program())


def test_printed_text_parses_back():
    p = _sum_program()
    opening = p(Ops.IF, None, p.const(True, I1))
    other = p(Ops.ELSE, None, opening, p.const(float("nan"), F32))
    p(Ops.END_IF, F32, other, p.const(-0.0, F32))
    p(Ops.LANE, F32, p.const(float("-inf"), F32, lanes=4), arg=2)
    p(Ops.DEFINE_LOCAL, F32, arg=("tile", 16))
    p(Ops.BARRIER, None)
    ramp = p(Ops.IADD, I64, p(Ops.SPLAT, I64, p.const(3, I64), lanes=4),
             p.const((0, 1, 2, 3), I64, lanes=4), lanes=4)
    p(Ops.INSERT, I64, ramp, p.const(9, I64), arg=1, lanes=4)
    p(Ops.INSERT, F32, p.const(1.0, F32), arg=0, lanes=2)
    r = p(Ops.RANGE, I64, p.const(2, I64), p.const(9, I64), p.const(3, I64), arg="r1")
    p(Ops.END_RANGE, None, r)
    ones = p.const(1.0, F32, lanes=4)
    p(Ops.FMA, F32, ones, ones, ones, lanes=4)
    p(Ops.DEFINE_PRIVATE, F32, arg=("tile", 8))
    program = p.program("round_trip", sub_group_size=1)
    parsed = parse_program(print_program(program))
    assert print_program(parsed) == print_program(program)
    nan = next(i for i, inst in enumerate(program.insts) if inst.arg != inst.arg)
    assert parsed.insts[:nan] + parsed.insts[nan + 1:] == program.insts[:nan] + \
        program.insts[nan + 1:]  # nan != nan: that one is compared as text above
    assert math.copysign(1.0, parsed.insts[nan + 2].arg) == -1.0  # -0.0 keeps its sign


def test_loop_ir_written_as_text():
    program = parse_program("""
        program copy
          %0 = param 0 : i32
          %1 = param 1 : i32
          %2 = special global_id 0 : i64
          %3 = load %1[%2] : i32
          %4 = alu reduce_precision(5, 10) %3 : i32
          store %0[%2], %3
    """)
    verify(program)
    assert program.insts[4].arg == (Op.REDUCE_PRECISION, (5, 10))
    with pytest.raises(LoopParseError, match="line 3: .*instruction %7 on the line of %1"):
        parse_program("program p\n  %0 = param 0 : f32\n  %7 = param 1 : f32\n")


def test_while_loops_and_custom_kernel_constructs():
    program = while_program().program("custom")
    verify(program)
    text = print_program(program)
    assert "define_private low 4 inbounds : f32" in text
    assert "  %4: while count\n" in text and "\n  %8: do %4, %7\n" in text
    assert "store %1[%5], %10 at %9" in text and "irem signed %5, %12" in text
    assert "%21: if %20 else_first" in text and "fcmp uno %19, %19" in text
    assert parse_program(text) == program


def test_while_regions_and_flags_are_checked():
    p = ProgramBuilder()
    loop = p(Ops.WHILE, None, arg="w")
    p(Ops.END_WHILE, None, loop)
    _refused(p, "does not close the innermost while")
    p = ProgramBuilder()
    loop = p(Ops.WHILE, None, arg="w")
    cond = p.const(True, I1)
    p(Ops.DO, None, loop, cond)
    p(Ops.DO, None, loop, cond)
    _refused(p, "the while has a body already")
    p = ProgramBuilder()
    k = p(Ops.DEFINE_ACC, I64, p.const(0, I64), arg="k")
    loop = p(Ops.WHILE, None, arg="w")
    inside = p(Ops.GET_ACC, I64, k)
    do = p(Ops.DO, None, loop, p(Ops.ILT, I1, inside, p.const(3, I64)))
    p(Ops.SET_ACC, None, k, inside)  # the condition region's values are visible in the body
    p(Ops.END_WHILE, None, do)
    verify(p.program())
    p(Ops.SET_ACC, None, k, inside)
    _refused(p, "is not defined in an enclosing region")
    p = ProgramBuilder()
    p(Ops.IADD, I64, p.const(1, I64), p.const(1, I64), arg="signed")
    _refused(p, "unknown flag")
    p = ProgramBuilder()
    p(Ops.FCMP, I1, p.const(1.0, F32), p.const(1.0, F32), arg="olt?")
    _refused(p, "unknown predicate")
    p = ProgramBuilder()
    opening = p(Ops.IF, None, p.const(True, I1), arg="else_first")
    p(Ops.END_IF, None, opening)
    _refused(p, "an else-first if has two sides")
    p = ProgramBuilder()
    out = p(Ops.PARAM, F32, arg=0)
    x = p(Ops.LOAD, F32, out, p.const(0, I64))
    p(Ops.STORE, None, out, p.const(0, I64), x, arg=x)
    _refused(p, "reuses the address of a load of the same private element")


def test_a_bf16_element_is_loaded_and_stored_as_its_f32():
    p = ProgramBuilder()
    out = p(Ops.PARAM, DType.BF16, arg=0)
    x = p(Ops.LOAD, F32, out, p.const(0, I64))
    p(Ops.STORE, None, out, p.const(1, I64), x)
    verify(p.program())
    p(Ops.LOAD, DType.F16, out, p.const(0, I64))
    _refused(p, "loads f16 from a bf16 buffer")
