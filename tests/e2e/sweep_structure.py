"""Sweep cases for the ops that only structure a program: func.call, tuple and
get_tuple_element, optimization_barrier, composite, tokens (after_all, create_token) and the
identity custom_call @Sharding, carrying values of every element type.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`). None
of these ops becomes a tensor IR node: the frontend inlines calls (a composite is legalized to a
call of its decomposition first), takes tuples apart, drops tokens and replaces identities by
their operands, so their rows sit in pjrtc/ops.py's FRONTEND_SUPPORTED, not SUPPORTED. What
the cases pin down:

* call: a private function with two results called twice, the second time with the first
  call's result (results mapped to the right values, in order, and no state shared between the
  two inlined copies); a callee that calls another function, with a token and a 0-d operand;
* tuple / get_tuple_element: a tuple of two tensors with both elements taken, a nested tuple
  holding a token and a 0-d i32 next to the tensors, an element returned as it is (an argument
  of @main as a result: bit for bit), and an element read twice;
* optimization_barrier: three operands (a computed tensor, an argument, a 0-d i32) whose results
  come back in order, and results that feed further ops;
* composite: a decomposition with two results, the composite used twice;
* after_all (no operands and of two tokens) and create_token, threaded through
  optimization_barrier next to a tensor; results are tensors only (@main takes and returns no
  tokens);
* custom_call @Sharding (pjrtc/frontend/custom_calls.py: an identity on one device) between two
  ops and on an argument returned as it is.

Every result is compared with StableHLO's reference interpreter. It aborts the process on
create_token, on custom_call and on a func.call passing a token ("InterpreterValue is not a
Tensor"), so those cases have an oracle: the interpreter running the same case with
create_token written as after_all (the spec's replacement), the custom_call replaced by its
operand, and the token left out of the callee's parameters and results.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from sweep_control import _raw
from sweep_programs import Case, Program, general_values, is_float, ttype

TOKEN = "!stablehlo.token"
I32 = "tensor<i32>"


def _sym(t: str) -> str:
    """`t` as part of a symbol name (complex<f32> -> complex_f32)."""
    return t.replace("<", "_").replace(">", "")


def _combine(t: str, a: str, b: str) -> str:
    """One op computing a new value from `a` and `b`, for any element type (then `: tt`)."""
    return f"stablehlo.{'xor' if t == 'i1' else 'add'} {a}, {b}"


def _inputs(p: Program, t: str, *names: str) -> list[str]:
    return [p.arg(f"structure {n} {t}", t, general_values(f"structure {n} {t}", t))
            for n in names]


def _count(p: Program, n: int) -> str:
    return p.arg(f"structure count {n}", "i32", np.array(n, dtype=np.int32))


def _concat(p: Program, t: str, values: list[str]) -> tuple[str, str]:
    """The tensors `values` (each 3x5) one after another along dimension 0: a result showing
    each of them."""
    rt = ttype(t, (3 * len(values), 5))
    return p.op("concatenate", values, [ttype(t)] * len(values), rt, "dimension = 0 : i64"), rt


def _exact(t: str) -> str:
    """The tolerance of a case that only moves values: bit for bit."""
    return "bits" if is_float(t) else "default"


def _interpreted(twin: Case) -> Callable[[], np.ndarray]:
    """An oracle: the reference interpreter's result for `twin`, the case written with ops the
    interpreter runs."""
    def oracle() -> np.ndarray:
        from test_dtype_sweep import interpret  # (it imports the sweep modules)
        return interpret([twin])[0]
    return oracle


# -- func.call ------------------------------------------------------------------------------

def _call_twice(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y, z = _inputs(p, t, "x", "y", "z")
        f = f"sweep_call_{_sym(t)}"
        p.func(f, f"""func.func private @{f}(%a: {tt}, %b: {tt}) -> ({tt}, {tt}) {{
  %s = {_combine(t, "%a", "%b")} : {tt}
  return %b, %s : {tt}, {tt}
}}
""")
        r = _raw(p, f"$R:2 = func.call @{f}({x}, {y}) : ({tt}, {tt}) -> ({tt}, {tt})")
        s = _raw(p, f"$R:2 = func.call @{f}({r}#1, {z}) : ({tt}, {tt}) -> ({tt}, {tt})")
        # (x + y) + z, z, and y from the first call
        return _concat(p, t, [f"{s}#1", f"{s}#0", f"{r}#0"])

    return Case("call (a private function, called twice with different arguments)", t, build)


def _call_nested(t: str) -> Case:
    def make(token: bool) -> Callable[[Program], tuple[str, str]]:
        def build(p: Program) -> tuple[str, str]:
            tt = ttype(t)
            x, y = _inputs(p, t, "x", "y")
            n = _count(p, 7)
            inner, outer = f"sweep_call_inner_{_sym(t)}", f"sweep_call_outer_{_sym(t)}"
            k_param, k_type, k_ret = ((f"%k: {TOKEN}, ", f"{TOKEN}, ", "%k, ") if token
                                      else ("", "", ""))
            p.func(inner, f"""func.func private @{inner}(%a: {tt}, %b: {tt}) -> {tt} {{
  %s = {_combine(t, "%b", "%a")} : {tt}
  return %s : {tt}
}}
""")
            p.func(outer, f"""func.func private @{outer}({k_param}%a: {tt}, %n: {I32}, \
%b: {tt}) -> ({k_type}{I32}, {tt}) {{
  %s = func.call @{inner}(%a, %b) : ({tt}, {tt}) -> {tt}
  %u = func.call @{inner}(%s, %a) : ({tt}, {tt}) -> {tt}
  return {k_ret}%n, %u : {k_type}{I32}, {tt}
}}
""")
            k = _raw(p, f"$R = stablehlo.after_all : {TOKEN}") + ", " if token else ""
            r = _raw(p, f"$R:{3 if token else 2} = func.call @{outer}({k}{x}, {n}, {y}) : "
                        f"({k_type}{tt}, {I32}, {tt}) -> ({k_type}{I32}, {tt})")
            return f"{r}#{2 if token else 1}", tt  # (y + x) + x
        return build

    label = "call (nested: the callee calls another function; a token and a 0-d operand)"
    return Case(label, t, make(True), oracle=_interpreted(Case(label, t, make(False))))


# -- tuple and get_tuple_element --------------------------------------------------------------

def _tuple_pair(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y, z = _inputs(p, t, "x", "y", "z")
        tu = f"tuple<{tt}, {tt}>"
        s = _raw(p, f"$R = {_combine(t, x, y)} : {tt}")
        pair = _raw(p, f"$R = stablehlo.tuple {s}, {z} : {tu}")
        a = _raw(p, f"$R = stablehlo.get_tuple_element {pair}[0] : ({tu}) -> {tt}")
        b = _raw(p, f"$R = stablehlo.get_tuple_element {pair}[1] : ({tu}) -> {tt}")
        return _concat(p, t, [b, a])

    return Case("stablehlo.tuple (of two tensors, both elements taken)", t, build)


def _nested_type(t: str) -> tuple[str, str]:
    """tuple<tuple<tt, token, i32>, tt> and its inner tuple type."""
    inner = f"tuple<{ttype(t)}, {TOKEN}, {I32}>"
    return f"tuple<{inner}, {ttype(t)}>", inner


def _nested(p: Program, t: str) -> str:
    """The nested tuple ((x, token, 7), y)."""
    x, y = _inputs(p, t, "x", "y")
    n = _count(p, 7)
    outer, inner = _nested_type(t)
    k = _raw(p, f"$R = stablehlo.after_all : {TOKEN}")
    i = _raw(p, f"$R = stablehlo.tuple {x}, {k}, {n} : {inner}")
    return _raw(p, f"$R = stablehlo.tuple {i}, {y} : {outer}")


def _tuple_nested(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        outer, inner = _nested_type(t)
        whole = _nested(p, t)
        i = _raw(p, f"$R = stablehlo.get_tuple_element {whole}[0] : ({outer}) -> {inner}")
        x = _raw(p, f"$R = stablehlo.get_tuple_element {i}[0] : ({inner}) -> {tt}")
        y = _raw(p, f"$R = stablehlo.get_tuple_element {whole}[1] : ({outer}) -> {tt}")
        s = _raw(p, f"$R = {_combine(t, y, x)} : {tt}")
        return _concat(p, t, [s, x, y])

    return Case("stablehlo.tuple (nested, holding a token and a 0-d i32)", t, build)


def _get_element_returned(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        outer, _ = _nested_type(t)
        whole = _nested(p, t)
        return _raw(p, f"$R = stablehlo.get_tuple_element {whole}[1] : ({outer}) -> {tt}"), tt

    return Case("stablehlo.get_tuple_element (an argument, returned as it is)", t, build,
                tolerance=_exact(t))


def _get_element_twice(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        outer, inner = _nested_type(t)
        whole = _nested(p, t)
        i = _raw(p, f"$R = stablehlo.get_tuple_element {whole}[0] : ({outer}) -> {inner}")
        a = _raw(p, f"$R = stablehlo.get_tuple_element {i}[0] : ({inner}) -> {tt}")
        b = _raw(p, f"$R = stablehlo.get_tuple_element {i}[0] : ({inner}) -> {tt}")
        s = _raw(p, f"$R = {_combine(t, a, b)} : {tt}")
        return _concat(p, t, [s, b])

    return Case("stablehlo.get_tuple_element (the same element read twice)", t, build)


# -- optimization_barrier -------------------------------------------------------------------

def _barrier_three(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y, z = _inputs(p, t, "x", "y", "z")
        n = _count(p, 7)
        s = _raw(p, f"$R = {_combine(t, x, y)} : {tt}")
        r = _raw(p, f"$R:3 = stablehlo.optimization_barrier {s}, {n}, {z} : {tt}, {I32}, {tt}")
        return _concat(p, t, [f"{r}#2", f"{r}#0"])

    return Case("stablehlo.optimization_barrier (3 operands: computed, 0-d i32, argument)",
                t, build)


def _barrier_into_ops(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y = _inputs(p, t, "x", "y")
        r = _raw(p, f"$R:2 = stablehlo.optimization_barrier {x}, {y} : {tt}, {tt}")
        return _raw(p, f"$R = {_combine(t, f'{r}#1', f'{r}#0')} : {tt}"), tt

    return Case("stablehlo.optimization_barrier (results into another op)", t, build)


# -- composite ------------------------------------------------------------------------------

def _composite(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y, z = _inputs(p, t, "x", "y", "z")
        f = f"sweep_composite_{_sym(t)}"
        p.func(f, f"""func.func private @{f}(%a: {tt}, %b: {tt}) -> ({tt}, {tt}) {{
  %s = {_combine(t, "%a", "%b")} : {tt}
  return %b, %s : {tt}, {tt}
}}
""")
        attrs = (f'{{composite_attributes = {{n = 2 : i64}}, decomposition = @{f}, '
                 f'version = 1 : i32}}')
        sig = f"({tt}, {tt}) -> ({tt}, {tt})"
        r = _raw(p, f'$R:2 = stablehlo.composite "sweep.swap_add" {x}, {y} {attrs} : {sig}')
        s = _raw(p, f'$R:2 = stablehlo.composite "sweep.swap_add" {r}#1, {z} {attrs} : {sig}')
        return _concat(p, t, [f"{s}#1", f"{r}#0"])

    return Case("stablehlo.composite (a decomposition with two results, used twice)", t, build)


# -- tokens ---------------------------------------------------------------------------------

def _after_all(t: str) -> Case:
    def build(p: Program) -> tuple[str, str]:
        tt = ttype(t)
        x, y = _inputs(p, t, "x", "y")
        k = _raw(p, f"$R = stablehlo.after_all : {TOKEN}")
        r = _raw(p, f"$R:2 = stablehlo.optimization_barrier {k}, {x} : {TOKEN}, {tt}")
        j = _raw(p, f"$R = stablehlo.after_all {r}#0, {k} : {TOKEN}")
        s = _raw(p, f"$R = {_combine(t, f'{r}#1', y)} : {tt}")
        u = _raw(p, f"$R:2 = stablehlo.optimization_barrier {s}, {j} : {tt}, {TOKEN}")
        return f"{u}#0", tt

    return Case("stablehlo.after_all (no operands, and of two tokens, through "
                "optimization_barrier)", t, build)


def _create_token(t: str) -> Case:
    def make(token_op: str) -> Callable[[Program], tuple[str, str]]:
        def build(p: Program) -> tuple[str, str]:
            tt = ttype(t)
            x, y = _inputs(p, t, "x", "y")
            k = _raw(p, f"$R = {token_op} : {TOKEN}")
            r = _raw(p, f"$R:2 = stablehlo.optimization_barrier {x}, {k} : {tt}, {TOKEN}")
            return _raw(p, f"$R = {_combine(t, f'{r}#0', y)} : {tt}"), tt
        return build

    label = "stablehlo.create_token (into optimization_barrier with a tensor)"
    twin = Case(label, t, make("stablehlo.after_all"))
    return Case(label, t, make("stablehlo.create_token"), oracle=_interpreted(twin))


# -- custom_call ----------------------------------------------------------------------------

def _sharding(p: Program, operand: str, tt: str, replaced: bool) -> str:
    if replaced:
        return operand
    return _raw(p, f'$R = stablehlo.custom_call @Sharding({operand}) '
                   f'{{backend_config = "", mhlo.sharding = "{{replicated}}"}} : ({tt}) -> {tt}')


def _custom_call_between(t: str) -> Case:
    def make(replaced: bool) -> Callable[[Program], tuple[str, str]]:
        def build(p: Program) -> tuple[str, str]:
            tt = ttype(t)
            x, y, z = _inputs(p, t, "x", "y", "z")
            s = _raw(p, f"$R = {_combine(t, x, y)} : {tt}")
            c = _sharding(p, s, tt, replaced)
            return _raw(p, f"$R = {_combine(t, c, z)} : {tt}"), tt
        return build

    label = "stablehlo.custom_call @Sharding (between two ops)"
    return Case(label, t, make(False), oracle=_interpreted(Case(label, t, make(True))))


def _custom_call_argument(t: str) -> Case:
    def make(replaced: bool) -> Callable[[Program], tuple[str, str]]:
        def build(p: Program) -> tuple[str, str]:
            tt = ttype(t)
            (x,) = _inputs(p, t, "z")
            return _sharding(p, x, tt, replaced), tt
        return build

    label = "stablehlo.custom_call @Sharding (of an argument, returned as it is)"
    return Case(label, t, make(False), tolerance=_exact(t),
                oracle=_interpreted(Case(label, t, make(True))))


MAKERS = {
    "call": [_call_twice, _call_nested],
    "tuple": [_tuple_pair, _tuple_nested],
    "get_tuple_element": [_get_element_returned, _get_element_twice],
    "optimization_barrier": [_barrier_three, _barrier_into_ops],
    "composite": [_composite],
    "after_all": [_after_all],
    "create_token": [_create_token],
    "custom_call": [_custom_call_between, _custom_call_argument],
}
