"""Sweep cases for control flow: while, if, case, carrying values of every element type.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`); every
result is compared with StableHLO's reference interpreter. What they pin down:

* while: carried values that swap places every iteration while one of them is updated (the
  body's results must all be computed from the old values before any is stored), a loop-
  invariant carried value, a value captured from the enclosing function (not carried), a
  scalar counter, and a loop that runs zero times;
* if: both branches, with captured operands and a 0-d pred from the input;
* case: in-range indices, and -1 and 7, which run the last branch as the spec says.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import SHAPE, Case, Program, general_values, ttype


def _raw(p: Program, text: str) -> str:
    """`p.raw` for an op with regions written with `$R` for its result and `$name` for names
    local to it (each case's regions get their own)."""
    escaped = text.replace("{", "{{").replace("}", "}}")
    return p.raw(escaped.replace("$R", "{ssa}").replace("$", "{ssa}_"))


def _update(t: str, x: str, z: str) -> str:
    """One op changing `x` using `z`, for any element type."""
    return f"stablehlo.not {x}" if t == "i1" else f"stablehlo.add {x}, {z}"


def _while(t: str, trips: int) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        a = p.arg(f"while a {t}", t, general_values(f"while a {t}", t))
        b = p.arg(f"while b {t}", t, general_values(f"while b {t}", t))
        z = p.arg(f"while z {t}", t, general_values(f"while z {t}", t))
        n = p.arg(f"trips {trips}", "i32", np.array(trips, dtype=np.int32))
        return _raw(p, f"""$R:4 = stablehlo.while($a = {a}, $b = {b}, $i = {n}, $k = {n}) : \
{tt}, {tt}, tensor<i32>, tensor<i32>
    cond {{
      $c0 = stablehlo.constant dense<0> : tensor<i32>
      $p = stablehlo.compare GT, $i, $c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return $p : tensor<i1>
    }} do {{
      $one = stablehlo.constant dense<1> : tensor<i32>
      $j = stablehlo.subtract $i, $one : tensor<i32>
      $u = {_update(t, "$a", z)} : {tt}
      stablehlo.return $b, $u, $j, $k : {tt}, {tt}, tensor<i32>, tensor<i32>
    }}""") + "#1", tt

    return Case(f"stablehlo.while trips={trips}", t, build)


def _if(t: str, pred: bool) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x = p.arg(f"if x {t}", t, general_values(f"if x {t}", t))
        y = p.arg(f"if y {t}", t, general_values(f"if y {t}", t))
        c = p.arg(f"pred {pred}", "i1", np.array(pred))
        return _raw(p, f"""$R = "stablehlo.if"({c}) ({{
      $u = {_update(t, x, y)} : {tt}
      stablehlo.return $u : {tt}
    }}, {{
      stablehlo.return {y} : {tt}
    }}) : (tensor<i1>) -> {tt}"""), tt

    return Case(f"stablehlo.if pred={pred}", t, build)


def _case(t: str, index: int) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x = p.arg(f"case x {t}", t, general_values(f"case x {t}", t))
        y = p.arg(f"case y {t}", t, general_values(f"case y {t}", t))
        i = p.arg(f"index {index}", "i32", np.array(index, dtype=np.int32))
        return _raw(p, f"""$R:2 = "stablehlo.case"({i}) ({{
      stablehlo.return {x}, {y} : {tt}, {tt}
    }}, {{
      stablehlo.return {y}, {y} : {tt}, {tt}
    }}, {{
      $u = {_update(t, y, x)} : {tt}
      stablehlo.return $u, {x} : {tt}, {tt}
    }}) : (tensor<i32>) -> ({tt}, {tt})""") + "#0", tt

    return Case(f"stablehlo.case index={index}", t, build)


assert SHAPE[0] * SHAPE[1] > 1  # the carried tensors are not scalars (the counter is)

MAKERS = {
    "while": [lambda t: _while(t, 3), lambda t: _while(t, 0)],
    "if": [lambda t: _if(t, True), lambda t: _if(t, False)],
    "case": [lambda t, i=i: _case(t, i) for i in (0, 1, 2, -1, 7)],
}
