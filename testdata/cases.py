"""Registry of pjrtc test cases: small JAX functions plus deterministic inputs.

Each case is registered with :func:`case` on a *builder* that takes a seeded
``numpy.random.Generator`` and returns ``(fn, args)``; ``fn`` is jitted and
lowered by ``generate.py``.  The generator seed is derived from the case name
(crc32), so adding or reordering cases never changes other cases' data.

Tolerance classes (see tests/conftest_cases.py):
  "default" - elementwise ops, exact-ish float results (TOLERANCE)
  "model"   - anything with float reductions / dot products / long chains of
              transcendental ops (TOLERANCE_MODEL)
Integer and bool outputs are always compared exactly.
"""
from __future__ import annotations

import dataclasses
import zlib
from typing import Callable

import numpy as np

import jax
import jax.numpy as jnp
from jax import lax


@dataclasses.dataclass
class Case:
    name: str
    builder: Callable[[np.random.Generator], tuple[Callable, list[np.ndarray]]]
    description: str
    tags: list[str]
    tolerance: str = "default"

    def build(self):
        rng = np.random.default_rng(zlib.crc32(self.name.encode()))
        fn, args = self.builder(rng)
        args = [np.asarray(a) for a in args]
        return fn, args


CASES: dict[str, Case] = {}


def case(name, description, tags=(), tolerance="default"):
    def deco(builder):
        assert name not in CASES, name
        CASES[name] = Case(name, builder, description, list(tags), tolerance)
        return builder
    return deco


# --------------------------------------------------------------------------
# input helpers (all return numpy arrays with explicit dtypes)

def uf(rng, shape, lo=-1.0, hi=1.0):
    return rng.uniform(lo, hi, size=shape).astype(np.float32)


def ui(rng, shape, lo, hi):
    """int32 uniform in [lo, hi] inclusive."""
    return rng.integers(lo, hi, size=shape, endpoint=True).astype(np.int32)


def nonzero_f(rng, shape, lo=0.5, hi=2.0):
    sign = np.where(rng.random(shape) < 0.5, -1.0, 1.0)
    return (sign * rng.uniform(lo, hi, size=shape)).astype(np.float32)


def nonzero_i(rng, shape, hi=9):
    sign = np.where(rng.random(shape) < 0.5, -1, 1)
    return (sign * rng.integers(1, hi, size=shape, endpoint=True)).astype(np.int32)


def glorot(rng, fan_in, fan_out):
    lim = np.sqrt(6.0 / (fan_in + fan_out))
    return uf(rng, (fan_in, fan_out), -lim, lim)


EW = (13, 33)  # default elementwise shape: 429 elements, odd sizes


# ==========================================================================
# Models

@case("mlp", "3-layer MLP 32->64->64->10 with relu, batch 8, params as args",
      ["model"], tolerance="model")
def _mlp(rng):
    x = uf(rng, (8, 32))
    w1, b1 = glorot(rng, 32, 64), uf(rng, (64,), -0.1, 0.1)
    w2, b2 = glorot(rng, 64, 64), uf(rng, (64,), -0.1, 0.1)
    w3, b3 = glorot(rng, 64, 10), uf(rng, (10,), -0.1, 0.1)

    def mlp(x, w1, b1, w2, b2, w3, b3):
        h = jax.nn.relu(x @ w1 + b1)
        h = jax.nn.relu(h @ w2 + b2)
        return h @ w3 + b3
    return mlp, [x, w1, b1, w2, b2, w3, b3]


@case("softmax", "jax.nn.softmax over the last axis of 33x100",
      ["model"], tolerance="model")
def _softmax(rng):
    def softmax(x):
        return jax.nn.softmax(x, axis=-1)
    return softmax, [uf(rng, (33, 100), -4, 4)]


def _layernorm(x, g, b, eps=1e-5):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    xc = x - mean
    var = jnp.mean(xc * xc, axis=-1, keepdims=True)
    return xc * lax.rsqrt(var + eps) * g + b


@case("layernorm", "layernorm over rows of 33x100 (mean, var, rsqrt, scale, bias)",
      ["model"], tolerance="model")
def _layernorm_case(rng):
    x = uf(rng, (33, 100), -2, 3)
    g = uf(rng, (100,), 0.5, 1.5)
    b = uf(rng, (100,), -0.5, 0.5)

    def layernorm(x, g, b):
        return _layernorm(x, g, b)
    return layernorm, [x, g, b]


@case("transformer",
      "pre-LN transformer encoder block: seq 16, d_model 64, 4 heads, MLP 256, tanh GELU",
      ["model"], tolerance="model")
def _transformer(rng):
    S, D, H, F = 16, 64, 4, 256
    Dh = D // H
    x = uf(rng, (S, D))
    params = dict(
        ln1_g=uf(rng, (D,), 0.8, 1.2), ln1_b=uf(rng, (D,), -0.1, 0.1),
        wq=glorot(rng, D, D), bq=uf(rng, (D,), -0.1, 0.1),
        wk=glorot(rng, D, D), bk=uf(rng, (D,), -0.1, 0.1),
        wv=glorot(rng, D, D), bv=uf(rng, (D,), -0.1, 0.1),
        wo=glorot(rng, D, D), bo=uf(rng, (D,), -0.1, 0.1),
        ln2_g=uf(rng, (D,), 0.8, 1.2), ln2_b=uf(rng, (D,), -0.1, 0.1),
        w1=glorot(rng, D, F), b1=uf(rng, (F,), -0.1, 0.1),
        w2=glorot(rng, F, D), b2=uf(rng, (D,), -0.1, 0.1),
    )
    names = list(params)

    def transformer(x, ln1_g, ln1_b, wq, bq, wk, bk, wv, bv, wo, bo,
                    ln2_g, ln2_b, w1, b1, w2, b2):
        h = _layernorm(x, ln1_g, ln1_b)
        q = (h @ wq + bq).reshape(S, H, Dh)
        k = (h @ wk + bk).reshape(S, H, Dh)
        v = (h @ wv + bv).reshape(S, H, Dh)
        scores = jnp.einsum("qhd,khd->hqk", q, k) / np.float32(np.sqrt(Dh))
        p = jax.nn.softmax(scores, axis=-1)
        attn = jnp.einsum("hqk,khd->qhd", p, v).reshape(S, D)
        x = x + attn @ wo + bo
        h = _layernorm(x, ln2_g, ln2_b)
        h = jax.nn.gelu(h @ w1 + b1, approximate=True)
        return x + h @ w2 + b2
    return transformer, [x] + [params[n] for n in names]


# ==========================================================================
# Elementwise binary

def _binary(name, fn, gen, desc, tags, tolerance="default"):
    @case(name, desc, ["elementwise", "binary"] + tags, tolerance)
    def _b(rng):
        a, b = gen(rng)
        return fn, [a, b]


def _f32_pair(rng):
    return uf(rng, EW, -3, 3), uf(rng, EW, -3, 3)


def _i32_pair(rng):
    return ui(rng, EW, -100, 100), ui(rng, EW, -100, 100)


def _i32_div_pair(rng):
    return ui(rng, EW, -100, 100), nonzero_i(rng, EW)


_binary("add_f32", lambda x, y: x + y, _f32_pair, "f32 add", [])
_binary("sub_f32", lambda x, y: x - y, _f32_pair, "f32 subtract", [])
_binary("mul_f32", lambda x, y: x * y, _f32_pair, "f32 multiply", [])
_binary("div_f32", lambda x, y: x / y,
        lambda r: (uf(r, EW, -3, 3), nonzero_f(r, EW)), "f32 divide (|y| in [0.5,2])", [])
_binary("max_f32", jnp.maximum, _f32_pair, "f32 maximum", [])
_binary("min_f32", jnp.minimum, _f32_pair, "f32 minimum", [])
_binary("pow_f32", jnp.power,
        lambda r: (uf(r, EW, 0.5, 2.0), uf(r, EW, -2.0, 2.0)),
        "f32 power, base in [0.5,2], exponent in [-2,2]", [])
_binary("rem_f32", lax.rem,
        lambda r: (uf(r, EW, -10, 10), nonzero_f(r, EW)),
        "f32 lax.rem (C fmod semantics, sign of dividend)", [])

_binary("add_i32", lambda x, y: x + y, _i32_pair, "i32 add", [])
_binary("sub_i32", lambda x, y: x - y, _i32_pair, "i32 subtract", [])
_binary("mul_i32", lambda x, y: x * y, _i32_pair, "i32 multiply", [])
_binary("div_i32", lax.div, _i32_div_pair,
        "i32 lax.div, negative operands: truncation toward zero", [])
_binary("rem_i32", lax.rem, _i32_div_pair,
        "i32 lax.rem, negative operands: sign follows dividend", [])
_binary("max_i32", jnp.maximum, _i32_pair, "i32 maximum", [])
_binary("min_i32", jnp.minimum, _i32_pair, "i32 minimum", [])
_binary("floordiv_i32", jnp.floor_divide, _i32_div_pair,
        "i32 jnp.floor_divide (lowers to divide/sign/remainder/select via func.call)",
        ["extra"])
_binary("wrap_i32", lambda x, y: (x * y, x * y + np.int32(2**31 - 1)),
        lambda r: (ui(r, EW, -2**20, 2**20), ui(r, EW, -2**20, 2**20)),
        "i32 multiply/add that overflow: two's complement wraparound", ["edge"])
_binary("bitwise_i32", lambda x, y: (x & y, x | y, x ^ y, ~x),
        lambda r: (ui(r, EW, -2**31, 2**31 - 1), ui(r, EW, -2**31, 2**31 - 1)),
        "i32 and/or/xor/not", ["extra"])
_binary("shift_i32",
        lambda x, s: (lax.shift_left(x, s), lax.shift_right_arithmetic(x, s),
                      lax.shift_right_logical(x, s)),
        lambda r: (ui(r, EW, -2**31, 2**31 - 1), ui(r, EW, 0, 31)),
        "i32 shifts by 0..31", ["extra"])
_binary("logic_bool", lambda a, b: (a & b, a | b, a ^ b, ~a),
        lambda r: (r.random(EW) < 0.5, r.random(EW) < 0.5),
        "bool and/or/xor/not", ["extra"])


@case("add_f16", "f16 add and multiply (f16 arithmetic)", ["elementwise", "binary", "extra"])
def _add_f16(rng):
    return (lambda x, y: (x + y, x * y)), [uf(rng, EW, -3, 3).astype(np.float16),
                                           uf(rng, EW, -3, 3).astype(np.float16)]


# --------------------------------------------------------------------------
# comparisons

def _cmp6(x, y):
    return x == y, x != y, x < y, x <= y, x > y, x >= y


@case("compare_f32", "f32 compare EQ/NE/LT/LE/GT/GE -> 6 bool outputs (many ties)",
      ["elementwise", "compare"])
def _compare_f32(rng):
    x = (ui(rng, EW, -4, 4) / 2).astype(np.float32)
    y = (ui(rng, EW, -4, 4) / 2).astype(np.float32)
    return _cmp6, [x, y]


@case("compare_i32", "i32 compare EQ/NE/LT/LE/GT/GE -> 6 bool outputs (many ties, negatives)",
      ["elementwise", "compare"])
def _compare_i32(rng):
    return _cmp6, [ui(rng, EW, -4, 4), ui(rng, EW, -4, 4)]


@case("select", "select(bool input, x, y) and where(x > 0, x, y)", ["elementwise"])
def _select(rng):
    def select(c, x, y):
        return lax.select(c, x, y), jnp.where(x > 0, x, y)
    return select, [rng.random(EW) < 0.5, uf(rng, EW), uf(rng, EW)]


@case("clamp", "lax.clamp with scalar bounds and with tensor bounds", ["elementwise"])
def _clamp(rng):
    def clamp(x, lo, hi):
        return lax.clamp(-0.5, x, 0.75), lax.clamp(lo, x, hi)
    lo = uf(rng, EW, -1.0, 0.0)
    return clamp, [uf(rng, EW, -2, 2), lo, lo + uf(rng, EW, 0.0, 1.0)]


@case("clip", "jnp.clip (lowers to call @clip with maximum/minimum, not clamp)",
      ["elementwise", "func.call"])
def _clip(rng):
    return (lambda x: jnp.clip(x, -0.5, 0.75)), [uf(rng, EW, -2, 2)]


# --------------------------------------------------------------------------
# conversions

@case("convert_f32_i32", "f32 -> i32 (truncation toward zero, negatives, .5 values)",
      ["elementwise", "convert"])
def _cvt_f32_i32(rng):
    x = uf(rng, EW, -100, 100)
    x.flat[:8] = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.999, 0.999]
    return (lambda x: x.astype(jnp.int32)), [x]


@case("convert_i32_f32", "i32 -> f32 (values above 2^24 need rounding)",
      ["elementwise", "convert"])
def _cvt_i32_f32(rng):
    x = ui(rng, EW, -2**31, 2**31 - 1)
    x.flat[:4] = [0, -1, 2**24 + 1, -(2**24 + 3)]
    return (lambda x: x.astype(jnp.float32)), [x]


@case("convert_bool", "bool -> f32/i32 and f32/i32 -> bool", ["elementwise", "convert"])
def _cvt_bool(rng):
    def convert_bool(b, x, i):
        return (b.astype(jnp.float32), b.astype(jnp.int32),
                lax.convert_element_type(x, jnp.bool_), i.astype(jnp.bool_))
    x = np.where(rng.random(EW) < 0.3, 0.0, uf(rng, EW)).astype(np.float32)
    i = ui(rng, EW, -2, 2)
    return convert_bool, [rng.random(EW) < 0.5, x, i]


@case("convert_f16", "f32 -> f16 (round to nearest even), f16 -> f32, f32->f16->f32",
      ["elementwise", "convert"])
def _cvt_f16(rng):
    def convert_f16(x, h):
        return x.astype(jnp.float16), x.astype(jnp.float16).astype(jnp.float32), h.astype(jnp.float32)
    return convert_f16, [uf(rng, EW, -100, 100), uf(rng, EW, -100, 100).astype(np.float16)]


# --------------------------------------------------------------------------
# unary

def _unary(name, fn, lo, hi, desc, tags=(), dtype=np.float32, tolerance="default"):
    @case(name, desc, ["elementwise", "unary"] + list(tags), tolerance)
    def _u(rng):
        if dtype == np.int32:
            x = ui(rng, EW, lo, hi)
        else:
            x = uf(rng, EW, lo, hi)
        return fn, [x]


_unary("exp_f32", jnp.exp, -5, 5, "f32 exp, x in [-5,5]", ["transcendental"])
_unary("log_f32", jnp.log, 0.01, 10, "f32 log, x in [0.01,10]", ["transcendental"])
_unary("tanh_f32", jnp.tanh, -4, 4, "f32 tanh, x in [-4,4]", ["transcendental"])
_unary("logistic_f32", jax.nn.sigmoid, -6, 6,
       "f32 jax.nn.sigmoid (JAX expands it to 1/(1+exp(-x)); no stablehlo.logistic)",
       ["transcendental"])
_unary("sqrt_f32", jnp.sqrt, 0, 10, "f32 sqrt, x in [0,10]")
_unary("rsqrt_f32", lax.rsqrt, 0.01, 10, "f32 lax.rsqrt, x in [0.01,10]")
_unary("abs_f32", jnp.abs, -3, 3, "f32 abs")
_unary("neg_f32", jnp.negative, -3, 3, "f32 negate")
_unary("abs_i32", jnp.abs, -1000, 1000, "i32 abs", dtype=np.int32)
_unary("neg_i32", jnp.negative, -1000, 1000, "i32 negate", dtype=np.int32)
_unary("rounding_f32", lambda x: (jnp.floor(x), jnp.ceil(x), jnp.round(x), jnp.sign(x)),
       -3, 3, "f32 floor/ceil/round(half-even)/sign", ["extra"])
_unary("trig_f32", lambda x: (jnp.sin(x), jnp.cos(x), jnp.log1p(x), jnp.expm1(x)),
       -0.9, 3, "f32 sin/cos/log1p/expm1", ["extra", "transcendental"])


# ==========================================================================
# shape ops

@case("iota", "lax.iota i32 and f32 (1-D), plus an input", ["shape"])
def _iota(rng):
    def iota(x):
        return lax.iota(jnp.int32, 13), x + lax.iota(jnp.float32, 13)
    return iota, [uf(rng, (13,))]


@case("iota_2d", "broadcasted_iota along dim 0 and dim 1; function with NO arguments",
      ["shape", "edge"])
def _iota_2d(rng):
    def iota_2d():
        return (lax.broadcasted_iota(jnp.int32, (7, 13), 0),
                lax.broadcasted_iota(jnp.float32, (7, 13), 1))
    return iota_2d, []


@case("broadcast", "broadcast_in_dim: row vector, column vector, scalar, implicit broadcasting",
      ["shape"])
def _broadcast(rng):
    def broadcast(x, y, s):
        return jnp.broadcast_to(x, (13, 7)), jnp.broadcast_to(y, (13, 7)), x + y, x * s
    return broadcast, [uf(rng, (7,)), uf(rng, (13, 1)), np.float32(1.5)]


@case("reshape", "reshape 3-D <-> 2-D, regrouping and flattening", ["shape"])
def _reshape(rng):
    def reshape(x, y):
        return x.reshape(15, 7), y.reshape(3, 5, 7), x.reshape(5, 21), x.reshape(-1)
    return reshape, [uf(rng, (3, 5, 7)), uf(rng, (15, 7))]


@case("transpose", "transpose 3-D permutations (2,0,1), (1,2,0) and 2-D .T", ["shape"])
def _transpose(rng):
    def transpose(x, y):
        return jnp.transpose(x, (2, 0, 1)), jnp.transpose(x, (1, 2, 0)), y.T
    return transpose, [uf(rng, (3, 5, 7)), uf(rng, (7, 13))]


@case("slice", "strided slice x[1:7:2, ::3], plain slice, row slice", ["shape"])
def _slice(rng):
    def slice_(x):
        return x[1:7:2, ::3], x[2:5, 4:30], x[-1]
    return slice_, [uf(rng, (13, 33))]


@case("concatenate", "concatenate 3 operands on axis 1 (2-D) and on inner axis of 3-D",
      ["shape"])
def _concat(rng):
    def concatenate(x, y, z, a, b):
        return jnp.concatenate([x, y, z], axis=1), jnp.concatenate([a, b], axis=1)
    return concatenate, [uf(rng, (7, 3)), uf(rng, (7, 5)), uf(rng, (7, 1)),
                         uf(rng, (2, 3, 4)), uf(rng, (2, 5, 4))]


@case("concat_in_place", "concatenates of products written in place: nested, along the last "
      "and a middle axis, a piece twice, a piece and a concatenation read by two readers, a "
      "concatenation that is a result, with a program input, with a constant", ["shape"],
      "model")
def _concat_in_place(rng):
    table = np.arange(4 * 6 * 2, dtype=np.float32).reshape(4, 6, 2) / 50

    def concat_in_place(x, w1, w2, w3, v):
        a = x @ w1                                    # [4, 6, 5]
        b = x @ w2                                    # [4, 6, 3]
        c1 = jnp.concatenate([a, b], axis=-1)         # [4, 6, 8]
        d = jax.nn.relu(c1) @ w3                      # [4, 6, 4]
        c2 = jnp.concatenate([c1, d], axis=-1)        # nested: [4, 6, 12]
        twice = jnp.concatenate([d, d], axis=-1)      # [4, 6, 8]
        middle = jnp.concatenate([v @ w2, v @ w3[:, :3]], axis=1)     # [4, 6, 3]
        returned = jnp.concatenate([a * 2 @ w3[:5], d], axis=-1)      # a result itself
        with_input = jnp.concatenate([x, a], axis=-1)                 # [4, 6, 13]
        with_constant = jnp.concatenate([a, table], axis=-1)          # [4, 6, 7]
        return (jnp.tanh(c2) * 2, a + 1, c1.sum(-1), c1 * 3, middle.max(1), returned,
                with_input.sum(-1), (with_constant * with_constant).sum(-1), twice * 2)
    return concat_in_place, [uf(rng, (4, 6, 8)), glorot(rng, 8, 5), glorot(rng, 8, 3),
                             glorot(rng, 8, 4), uf(rng, (4, 3, 8))]


@case("dense_block", "a DenseNet block: each layer's 3x3 convolution appends 4 channels to "
      "the concatenation of every earlier one (written in place at a growing offset: one "
      "shared device function)", ["shape"], "model")
def _dense_block(rng):
    def dense_block(x, w0, w1s, *w3s):
        x = x @ w0  # as a block's input, computed by a kernel (DenseNet's: a pooling)
        for i in range(3):
            bottleneck = x @ w1s[i][:x.shape[-1]]               # 1x1: [1, 6, 6, 8]
            new = lax.conv_general_dilated(jax.nn.relu(bottleneck), w3s[i], (1, 1), "SAME",
                                           dimension_numbers=("NHWC", "HWIO", "NHWC"))
            x = jnp.concatenate([x, new], axis=-1)              # 8, 12, 16, 20 channels
        return jnp.tanh(x) * 2
    return dense_block, [uf(rng, (1, 6, 6, 8)), glorot(rng, 8, 8), uf(rng, (3, 16, 8)) * 0.5,
                         *(uf(rng, (3, 3, 8, 4)) * 0.3 for _ in range(3))]


@case("reverse", "reverse along axis 0, axis 1 and both of 13x33 (x[::-1] etc.)", ["shape"])
def _reverse(rng):
    def reverse(x):
        return x[::-1], x[:, ::-1], x[::-1, ::-1]
    return reverse, [uf(rng, (13, 33))]


@case("pad", "pad with edge, negative (cropping) and interior padding; f32 and i32",
      ["shape"])
def _pad(rng):
    def pad(x, i):
        return (jnp.pad(x, ((1, 2), (3, 0))),
                lax.pad(x, jnp.float32(1.5), ((-1, 2, 1), (2, -3, 2))),
                lax.pad(i, jnp.int32(7), ((2, -1, 3), (-3, 1, 1))))
    return pad, [uf(rng, (13, 33)), ui(rng, (5, 7), -50, 50)]


# ==========================================================================
# reductions

@case("reduce_sum", "sum of 33x100 over axis -1 and over axis 0", ["reduce"], "model")
def _reduce_sum(rng):
    return (lambda x: (jnp.sum(x, axis=-1), jnp.sum(x, axis=0))), [uf(rng, (33, 100))]


@case("reduce_sum_multi", "sum of 3x5x7x9 over axes (0,2) and (1,3)", ["reduce"], "model")
def _reduce_sum_multi(rng):
    return (lambda x: (jnp.sum(x, axis=(0, 2)), jnp.sum(x, axis=(1, 3)))), [uf(rng, (3, 5, 7, 9))]


@case("reduce_sum_all", "sum of all 33x100 elements -> 0-d scalar", ["reduce"], "model")
def _reduce_sum_all(rng):
    return (lambda x: jnp.sum(x)), [uf(rng, (33, 100), 0, 1)]


@case("reduce_max", "max over axis 1 and min over axis 0 of 33x100 (+-inf init)", ["reduce"])
def _reduce_max(rng):
    return (lambda x: (jnp.max(x, axis=1), jnp.min(x, axis=0))), [uf(rng, (33, 100), -5, 5)]


@case("argmax", "jnp.argmax axis 1 / argmin axis 0: 2-operand (value, index) reduce",
      ["reduce", "func.call"])
def _argmax(rng):
    return (lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0))), [uf(rng, (33, 100))]


@case("reduce_sum_i32", "i32 sum over axis 0 and over all (exact)", ["reduce"])
def _reduce_sum_i32(rng):
    return (lambda x: (jnp.sum(x, axis=0), jnp.sum(x))), [ui(rng, (33, 100), -1000, 1000)]


# ==========================================================================
# dot_general

@case("matmul", "plain matmul 13x33 @ 33x7", ["dot"], "model")
def _matmul(rng):
    return (lambda a, b: a @ b), [uf(rng, (13, 33)), uf(rng, (33, 7))]


@case("batched_matmul", "einsum('bij,bjk->bik'), b=3", ["dot"], "model")
def _bmm(rng):
    return (lambda a, b: jnp.einsum("bij,bjk->bik", a, b)), [uf(rng, (3, 13, 33)),
                                                             uf(rng, (3, 33, 7))]


@case("dot_general_nonleading",
      "lax.dot_general 'ibj,jbk->bik' (batch dims not leading) plus the same via einsum",
      ["dot"], "model")
def _dg_nonleading(rng):
    def dot_general_nonleading(a, b):
        d = lax.dot_general(a, b, dimension_numbers=(((2,), (0,)), ((1,), (1,))))
        return d, jnp.einsum("ibj,jbk->bik", a, b)
    return dot_general_nonleading, [uf(rng, (5, 3, 33)), uf(rng, (33, 3, 7))]


@case("matvec", "matrix-vector 13x33 @ 33, vector-matrix 33 @ 33x7, vector dot -> scalar",
      ["dot"], "model")
def _matvec(rng):
    def matvec(m, v, m2):
        return m @ v, v @ m2, v @ v
    return matvec, [uf(rng, (13, 33)), uf(rng, (33,)), uf(rng, (33, 7))]


# ==========================================================================
# structure / edge cases

@case("nested_call",
      "jitted inner function called twice (call @inner) plus a jitted lambda (call @\"<lambda>\")",
      ["func.call", "edge"])
def _nested_call(rng):
    @jax.jit
    def inner(a, b):
        return a * b + 1.0
    lam = jax.jit(lambda a: a - 2.0)

    def nested_call(x, y):
        return lam(inner(x, y) + inner(y, x))
    return nested_call, [uf(rng, (7, 13)), uf(rng, (7, 13))]


@case("scalar", "0-d f32 and i32 inputs and outputs", ["edge"])
def _scalar(rng):
    def scalar(x, y, i):
        return x * y + 1.0, i * 3 - 1
    return scalar, [np.float32(1.25), np.float32(-3.5), np.int32(-7)]


@case("zero_size", "size-0 tensors: (0,5) summed over axis 0 -> zeros(5); (0,3)*2 -> (0,3)",
      ["edge", "reduce"])
def _zero_size(rng):
    def zero_size(x, y):
        return jnp.sum(x, axis=0), y * 2.0
    return zero_size, [np.zeros((0, 5), np.float32), np.zeros((0, 3), np.float32)]


@case("big_elementwise", "x*y+x on 547x549 (300,303 elements; many work-groups)",
      ["elementwise", "edge", "big"])
def _big(rng):
    # values from a small dyadic set keep the compressed npz small while still
    # varying per position (an indexing bug gives a wrong value w.p. ~15/16).
    vals = (np.arange(16, dtype=np.float32) - 7.5) / 4
    x = vals[rng.integers(0, 16, size=(547, 549))]
    y = vals[rng.integers(0, 16, size=(547, 549))]
    return (lambda x, y: x * y + x), [x, y]


@case("constants", "non-splat dense consts (f32 1-D, f32 2-D, i32, bool) and splat consts",
      ["constant"])
def _constants(rng):
    c7 = np.array([0.5, -1.0, 2.25, 3.0, -4.5, 1e-3, 100.0], np.float32)
    c2d = np.arange(21, dtype=np.float32).reshape(7, 3) / 7
    ci = np.array([3, -1, 4, -1, 5, -9, 2], np.int32)
    cb = np.array([True, False, True, True, False, False, True])
    splat = np.full((7, 3), 2.5, np.float32)

    def constants(x, m, i):
        return (x + jnp.array(c7), m * c2d + splat, i * ci, jnp.where(cb, x, -x),
                x * 3.0 + 1.0)
    return constants, [uf(rng, (7,)), uf(rng, (7, 3)), ui(rng, (7,), -10, 10)]


@case("multi_output",
      "several outputs: computed, an input returned unchanged, same value twice, a constant",
      ["edge"])
def _multi_output(rng):
    def multi_output(x, y):
        s = x + y
        return s, x, s, jnp.zeros((3,), jnp.int32), (y * 2.0).astype(jnp.int32)
    return multi_output, [uf(rng, (7, 13)), uf(rng, (7, 13), -10, 10)]


# ==========================================================================
# the function used for testdata/formats (text, bytecode, portable artifact)

def formats_fn(x, w, b):
    return jnp.tanh(x @ w + b), jnp.sum(x, axis=1)


def formats_args():
    rng = np.random.default_rng(zlib.crc32(b"formats"))
    return [uf(rng, (7, 13)), uf(rng, (13, 5)), uf(rng, (5,))]


import cases_windows  # noqa: E402,F401
import cases_indexing  # noqa: E402,F401
import cases_bits  # noqa: E402,F401
