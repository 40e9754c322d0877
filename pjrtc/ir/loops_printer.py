"""Deterministic text form of loop IR (pjrtc/ir/loops.py), for dumps and tests.

    program k1_add
      %0 = param 0 : f32
      %1 = param 1 : f32
      %2 = special global_id 0 : i64
      %3 = const 1024 : i64
      %4 = alu compare(LT, UNSIGNED) %2, %3 : i1
      %5: if %4 likely
        %6 = load %1[%2] : f32
        %7 = alu add %6, %6 : f32
        store %0[%2], %7
      end_if %5

One line per instruction, indented by region; `%i` is instruction i (`%i:` labels an IF or
ELSE, WHILE or DO, which define no value). A type is the element
dtype, with `xN` for N lanes (`f32x8`); a range from a start by a step reads
`range r %1 < %2 step %3`.
"""

from __future__ import annotations

from pjrtc.ir.loops import Inst, Ops, Program


def print_program(program: Program) -> str:
    head = f"program {program.name}"
    if program.sub_group_size is not None:
        head += f" sub_group_size({program.sub_group_size})"
    if program.code_block is not None:
        head += f" code_block({program.code_block})"
    lines, depth = [head], 1
    for i, inst in enumerate(program.insts):
        if inst.op in (Ops.END_RANGE, Ops.ELSE, Ops.END_IF, Ops.DO, Ops.END_WHILE):
            depth -= 1
        lines.append("  " * depth + _line(i, inst))
        if inst.op in (Ops.RANGE, Ops.IF, Ops.ELSE, Ops.WHILE, Ops.DO):
            depth += 1
    return "\n".join(lines) + "\n"


def _type(inst: Inst) -> str:
    return inst.dtype.mlir_name + (f"x{inst.lanes}" if inst.lanes > 1 else "")


def _line(i: int, inst: Inst) -> str:
    op = inst.op
    srcs = [f"%{s}" for s in inst.src]
    if op is Ops.ALU:
        tensor_op, attr = inst.arg
        name = tensor_op.value + (f"({', '.join(map(str, attr))})" if attr is not None else "")
        body = f"alu {name} " + ", ".join(srcs)
    elif op is Ops.SPECIAL:
        body = f"special {inst.arg[0]} {inst.arg[1]}"
    elif op is Ops.CONST:
        body = f"const {inst.arg!r}"
    elif op is Ops.LOAD:
        body = f"load {srcs[0]}[{srcs[1]}]"
    elif op is Ops.STORE:
        body = f"store {srcs[0]}[{srcs[1]}], {srcs[2]}" + (
            f" at %{inst.arg}" if inst.arg is not None else "")
    elif op is Ops.IF:
        body = f"if {srcs[0]}" + {None: "", True: " likely"}.get(inst.arg, f" {inst.arg}")
    elif op is Ops.RANGE:
        body = (f"range {inst.arg} < {srcs[0]}" if len(srcs) == 1
                else f"range {inst.arg} {srcs[0]} < {srcs[1]} step {srcs[2]}")
    else:
        arg = "" if inst.arg is None else " " + (
            " ".join(map(str, inst.arg)) if isinstance(inst.arg, tuple) else str(inst.arg))
        body = op.value + arg + (" " + ", ".join(srcs) if srcs else "")
    if op in (Ops.IF, Ops.ELSE, Ops.WHILE, Ops.DO):  # named by what closes them
        return f"%{i}: {body}"
    if inst.dtype is None:
        return body
    return f"%{i} = {body} : {_type(inst)}"
