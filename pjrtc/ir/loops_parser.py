"""Parser for the text form of loop IR (pjrtc/ir/loops_printer.py): text -> Program.

`parse_program(print_program(p)) == p` for every program; tests write loop IR as text with
it. Each line is one instruction and instruction i is line i of the body, so statements that
define no value (store, set_acc, end_range, barrier) need no name; a value's or a region's
`%i` must match its line.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from pjrtc.ir.loops import INDEX_OPS, Inst, Ops, Program
from pjrtc.ir.tensor import DType, Op

_DTYPES = {d.mlir_name: d for d in DType}
_OPS = {op.value: op for op in Ops}
_TENSOR_OPS = {op.value: op for op in Op}
_HEAD = re.compile(r"program (\S+)(?: sub_group_size\((\d+)\))?(?: code_block\(([^)]+)\))?$")
_VALUE = re.compile(r"%(\d+) = (\w+)(?: (.*?))? : (\w+?)(?:x(\d+))?$")
_REGION = re.compile(r"%(\d+): (if|else|while|do) (.*)$")
_STATEMENT = re.compile(r"(\w+)(?: (.*))?$")
_ALU = re.compile(r"(\w+)(?:\((.*?)\))? (.*)$")


class LoopParseError(ValueError):
    """Text that is not loop IR, with the line it stopped at."""


def parse_program(text: str) -> Program:
    lines = [line.strip() for line in text.strip().splitlines()]
    head = _HEAD.match(lines[0]) if lines else None
    if head is None:
        raise LoopParseError("line 1: expected 'program NAME'")
    insts = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            insts.append(_parse_line(line, len(insts)))
        except (KeyError, ValueError, SyntaxError) as e:
            raise LoopParseError(f"line {number}: {line!r}: {e}") from None
    size = int(head.group(2)) if head.group(2) else None
    return Program(head.group(1), tuple(insts), size, head.group(3))


def _srcs(text: str | None) -> tuple[int, ...]:
    return tuple(int(s) for s in re.findall(r"%(\d+)", text or ""))


def _parse_line(line: str, index: int) -> Inst:
    m = _REGION.match(line)
    if m:
        _expect_index(m.group(1), index)
        op, rest = _OPS[m.group(2)], m.group(3)
        if op is Ops.WHILE:
            return Inst(op, None, (), rest)
        flag = rest.rsplit(" ", 1)[-1] if op is Ops.IF else None
        arg = {"likely": True, "else_first": "else_first"}.get(flag)
        return Inst(op, None, _srcs(rest), arg)
    m = _VALUE.match(line)
    if m:
        _expect_index(m.group(1), index)
        op, rest = _OPS[m.group(2)], m.group(3) or ""
        dtype, lanes = _DTYPES[m.group(4)], int(m.group(5) or 1)
        return _value(op, dtype, lanes, rest)
    m = _STATEMENT.match(line)
    if m is None:
        raise ValueError("expected an instruction")
    op, rest = _OPS[m.group(1)], m.group(2)
    if op is Ops.STORE and rest is not None and " at " in rest:
        rest, at = rest.split(" at ")
        return Inst(op, None, _srcs(rest), _srcs(at)[0])
    return Inst(op, None, _srcs(rest))


def _expect_index(name: str, index: int) -> None:
    if int(name) != index:
        raise ValueError(f"instruction %{name} on the line of %{index}")


def _value(op: Ops, dtype: DType, lanes: int, rest: str) -> Inst:
    words = rest.split(" ")
    if op is Ops.PARAM:
        return Inst(op, dtype, (), int(rest), lanes)
    if op is Ops.SPECIAL:
        return Inst(op, dtype, (), (words[0], int(words[1])), lanes)
    if op in (Ops.DEFINE_LOCAL, Ops.DEFINE_PRIVATE):
        return Inst(op, dtype, (), (words[0], int(words[1]), *words[2:]), lanes)
    if op is Ops.CONST:
        return Inst(op, dtype, (), _literal(rest), lanes)
    if op is Ops.ALU:
        m = _ALU.match(rest)
        attr = None if m.group(2) is None else tuple(
            _attr(a) for a in m.group(2).split(", "))
        return Inst(op, dtype, _srcs(m.group(3)), (_TENSOR_OPS[m.group(1)], attr), lanes)
    if op in (Ops.DEFINE_ACC, Ops.RANGE, Ops.BUILTIN, Ops.FCMP):
        return Inst(op, dtype, _srcs(rest), words[0], lanes)
    if op in (Ops.LANE, Ops.INSERT):
        return Inst(op, dtype, _srcs(rest), int(words[0]), lanes)
    if op is Ops.SHUFFLE:
        return Inst(op, dtype, _srcs(rest),
                    tuple(int(w) for w in words if not w.startswith("%")), lanes)
    if op is Ops.IREM and words[0] == "signed":
        return Inst(op, dtype, _srcs(rest), "signed", lanes)
    if op in INDEX_OPS or op in (Ops.LOAD, Ops.GET_ACC, Ops.END_IF, Ops.VECTORIZE,
                                         Ops.SPLAT, Ops.FMA):
        return Inst(op, dtype, _srcs(rest), None, lanes)
    raise ValueError(f"{op.value} defines no value")


def _literal(text: str) -> Any:
    if text in ("nan", "inf", "-inf"):
        return float(text)
    value = ast.literal_eval(text)
    lanes = value if isinstance(value, tuple) else (value,)
    if not all(isinstance(v, (bool, int, float)) for v in lanes):
        raise ValueError(f"{text} is not a constant")
    return value


def _attr(text: str) -> Any:
    if text == "None":
        return None
    return int(text) if re.fullmatch(r"-?\d+", text) else text
