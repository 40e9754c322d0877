"""Sweep cases for the windowed ops: reduce_window and convolution.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`); every
result is compared with StableHLO's reference interpreter. These also pin down what JAX cannot
express or where XLA:CPU differs from the spec:

* reduce_window with a non-identity init (1) and padding and base-dilation holes: the spec pads
  with the init value, so the body is applied to it at every such position (XLA:CPU skips them);
* convolution with window_reversal, lhs and rhs dilation, negative-free asymmetric padding, odd
  dimension layouts, feature_group_count and batch_group_count.

Inputs add in any order exactly: floats are multiples of 1/4 (exact_float_values), ints wrap,
bools or. The max window uses NaN/inf/-0.0 and the integer extremes.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import (
    Case,
    Program,
    _lowest_literal,
    bool_full,
    exact_float_values,
    general_values,
    int_full,
    is_float,
    ttype,
)

RW_SHAPE = (5, 7)


def _exact(key: str, t: str, shape) -> np.ndarray:
    if is_float(t):
        return exact_float_values(key, t, shape)
    if t == "i1":
        return bool_full(key, shape)
    return int_full(key, t, shape)


def _num_windows(size, window, stride, base, dil, pad) -> int:
    dilated = 0 if size == 0 else (size - 1) * base + 1
    padded = pad[0] + dilated + pad[1]
    dwin = 0 if window == 0 else (window - 1) * dil + 1
    return 0 if padded == 0 or dwin > padded else (padded - dwin) // stride + 1


def _arr(values) -> str:
    return ", ".join(str(v).lower() for v in values)


def _pads(pads) -> str:
    return "dense<[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in pads) + "]>" + \
        f" : tensor<{len(pads)}x2xi64>"


# -- reduce_window ----------------------------------------------------------------------------

def _reduce_window(p: Program, t: str, inputs: list[str], inits: list[str], ops: list[str],
                   window, strides, base, dil, pads) -> tuple[str, str]:
    """A reduce_window of len(inputs) operands of type t (body: ops[k](acc_k, val_k)); the
    SSA name of the op (with :N results when N > 1) and its result type."""
    n = len(inputs)
    s = ttype(t, ())
    out = tuple(_num_windows(*a) for a in zip(RW_SHAPE, window, strides, base, dil, pads))
    rt = ttype(t, out)
    accs, vals = [f"%a{k}" for k in range(n)], [f"%b{k}" for k in range(n)]
    lines = ["^bb0(" + ", ".join(f"{x}: {s}" for x in accs + vals) + "):"]
    for k, op in enumerate(ops):
        lines.append(f'  %r{k} = "stablehlo.{op}"({accs[k]}, {vals[k]}) : ({s}, {s}) -> {s}')
    lines.append('  "stablehlo.return"(' + ", ".join(f"%r{k}" for k in range(n))
                 + ") : (" + ", ".join([s] * n) + ") -> ()")
    region = "{\n  " + "\n  ".join(lines) + "\n  }"
    attrs = (f"window_dimensions = array<i64: {_arr(window)}>, "
             f"window_strides = array<i64: {_arr(strides)}>, "
             f"base_dilations = array<i64: {_arr(base)}>, "
             f"window_dilations = array<i64: {_arr(dil)}>, padding = {_pads(pads)}")
    types = [ttype(t, RW_SHAPE)] * n + [s] * n
    results = rt if n == 1 else "(" + ", ".join([rt] * n) + ")"
    line = (f'"stablehlo.reduce_window"({", ".join(inputs + inits)}) ({region}) {{{attrs}}}'
            f' : ({", ".join(types)}) -> {results}')
    head = "{ssa}" if n == 1 else "{ssa}:" + str(n)
    return p.raw(head + " = " + line.replace("{", "{{").replace("}", "}}")), rt


def _constant(p: Program, value: str, t: str) -> str:
    return p.raw("{ssa} = stablehlo.constant dense<" + value + f"> : {ttype(t, ())}")


def _rw_add_init1(t: str) -> Case:
    """Sum windows with init 1 (false for bools: add is or), strides, padding, base and window
    dilation: padding and holes contribute the init value."""
    def build(p: Program):
        x = p.arg(f"rw:{t}:exact", t, _exact(f"rw:{t}:exact", t, RW_SHAPE))
        one = _constant(p, "false" if t == "i1" else "1.0" if is_float(t) else "1", t)
        return _reduce_window(p, t, [x], [one], ["add"], (3, 2), (2, 3), (2, 1), (1, 2),
                              ((2, 1), (1, 3)))

    return Case("stablehlo.reduce_window (add, init 1, padding, base and window dilation)",
                t, build, tolerance="model")


def _rw_max(t: str) -> Case:
    """Max windows 3x3, stride 1, SAME padding, over NaN/inf/-0.0 and the integer extremes."""
    def build(p: Program):
        x = p.arg(f"rw:{t}:general", t, general_values(f"rw:{t}:general", t, RW_SHAPE))
        low = _constant(p, _lowest_literal(t), t)
        return _reduce_window(p, t, [x], [low], ["maximum"], (3, 3), (1, 1), (1, 1), (1, 1),
                              ((1, 1), (1, 1)))

    return Case("stablehlo.reduce_window (maximum, SAME)", t, build)


def _rw_two(t: str, k: int) -> Case:
    """A 2-operand reduce_window (add, maximum) with padding; result k."""
    def build(p: Program):
        x = p.arg(f"rw:{t}:exact", t, _exact(f"rw:{t}:exact", t, RW_SHAPE))
        y = p.arg(f"rw:{t}:general", t, general_values(f"rw:{t}:general", t, RW_SHAPE))
        zero = _constant(p, "false" if t == "i1" else "0.0" if is_float(t) else "0", t)
        low = _constant(p, _lowest_literal(t), t)
        ssa, rt = _reduce_window(p, t, [x, y], [zero, low], ["add", "maximum"], (2, 3),
                                 (2, 1), (1, 1), (1, 1), ((0, 1), (1, 0)))
        return f"{ssa}#{k}", rt

    return Case(f"stablehlo.reduce_window (2 operands: add, maximum; result {k})", t, build,
                tolerance="model")


# -- convolution ------------------------------------------------------------------------------

def _letters(spec: str) -> str:
    return "[" + ", ".join(spec) + "]"


def _conv(t: str, label: str, lhs_spec: str, rhs_spec: str, out_spec: str, lhs_dims: dict,
          rhs_dims: dict, strides, pads, lhs_dil, rhs_dil, reverse, groups=1,
          batch_groups=1) -> Case:
    """A convolution with dimension numbers given as letter strings ("b01f", "01io", ...);
    lhs_dims / rhs_dims give each letter's size."""
    n_sp = len(strides)
    lhs_shape = tuple(lhs_dims[c] for c in lhs_spec)
    rhs_shape = tuple(rhs_dims[c] for c in rhs_spec)
    out_dims = {"b": lhs_dims["b"] // batch_groups, "f": rhs_dims["o"]}
    for i in range(n_sp):
        out_dims[str(i)] = _num_windows(lhs_dims[str(i)], rhs_dims[str(i)], strides[i],
                                        lhs_dil[i], rhs_dil[i], pads[i])
    out_shape = tuple(out_dims[c] for c in out_spec)

    def build(p: Program):
        key = f"conv:{label}:{t}"
        x = p.arg(key + ":lhs", t, _exact(key + ":lhs", t, lhs_shape))
        w = p.arg(key + ":rhs", t, _exact(key + ":rhs", t, rhs_shape))
        rt = ttype(t, out_shape)
        attrs = (f"dimension_numbers = #stablehlo.conv<{_letters(lhs_spec)}x"
                 f"{_letters(rhs_spec)}->{_letters(out_spec)}>, "
                 f"window_strides = array<i64: {_arr(strides)}>, padding = {_pads(pads)}, "
                 f"lhs_dilation = array<i64: {_arr(lhs_dil)}>, "
                 f"rhs_dilation = array<i64: {_arr(rhs_dil)}>, "
                 f"window_reversal = array<i1: {_arr(reverse)}>, "
                 f"feature_group_count = {groups} : i64, batch_group_count = {batch_groups} : i64")
        return p.op("convolution", [x, w], [ttype(t, lhs_shape), ttype(t, rhs_shape)], rt,
                    attrs), rt

    return Case(f"stablehlo.convolution ({label})", t, build, tolerance="model")


def _conv_dilated(t: str) -> Case:
    return _conv(t, "NHWC/HWIO, strides, padding, lhs+rhs dilation, window_reversal",
                 "b01f", "01io", "b01f", {"b": 2, "0": 5, "1": 6, "f": 2},
                 {"0": 3, "1": 2, "i": 2, "o": 3}, strides=(1, 2), pads=((1, 0), (2, 1)),
                 lhs_dil=(1, 2), rhs_dil=(2, 1), reverse=(True, False))


def _conv_groups(t: str) -> Case:
    return _conv(t, "NCHW/OIHW -> NHWC, feature_group_count 2, reversed dim 1",
                 "bf01", "oi01", "b01f", {"b": 2, "f": 4, "0": 5, "1": 4},
                 {"o": 6, "i": 2, "0": 2, "1": 3}, strides=(1, 1), pads=((1, 1), (0, 1)),
                 lhs_dil=(1, 1), rhs_dil=(1, 1), reverse=(False, True), groups=2)


def _conv_batch_groups(t: str) -> Case:
    return _conv(t, "1-D [f, 0, b]x[0, o, i]->[0, b, f], batch_group_count 2",
                 "f0b", "0oi", "0bf", {"f": 3, "0": 7, "b": 4}, {"0": 3, "o": 4, "i": 3},
                 strides=(2,), pads=((1, 1),), lhs_dil=(1,), rhs_dil=(1,), reverse=(False,),
                 batch_groups=2)


MAKERS = {
    "reduce_window": [_rw_add_init1, _rw_max, lambda t: _rw_two(t, 0),
                      lambda t: _rw_two(t, 1)],
    "convolution": [_conv_dilated, _conv_groups, _conv_batch_groups],
}
