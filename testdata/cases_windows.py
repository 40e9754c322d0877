"""Test cases for stablehlo.reduce_window and stablehlo.convolution (registered into
cases.CASES; imported at the end of cases.py).

Odd sizes throughout. reduce_window cases keep to what XLA:CPU (the expected values) and the
StableHLO spec agree on: an identity init, or an init folded into every window anyway (max with
init 0). With a non-identity init and padding they differ (XLA skips padding, the spec pads with
the init value and pjrtc follows the spec); tests/lower/test_windows.py checks that case against
StableHLO's reference interpreter.
"""
from __future__ import annotations

import numpy as np

import jax
import jax.numpy as jnp
from jax import lax

from cases import case, uf, ui

NHWC = ("NHWC", "HWIO", "NHWC")


# ==========================================================================
# reduce_window

def _max_pool(x, window, strides, padding):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, *window, 1), (1, *strides, 1), padding)


@case("max_pool_2x2", "max pool 2x2 stride 2 VALID on NHWC 2x9x11x3 (-inf init, odd sizes)",
      ["window"])
def _max_pool_2x2(rng):
    return (lambda x: _max_pool(x, (2, 2), (2, 2), "VALID")), [uf(rng, (2, 9, 11, 3))]


@case("max_pool_3x3_same", "max pool 3x3 stride 1 SAME (padding) on NHWC 2x9x11x3",
      ["window"])
def _max_pool_3x3(rng):
    return (lambda x: _max_pool(x, (3, 3), (1, 1), "SAME")), [uf(rng, (2, 9, 11, 3))]


@case("max_pool_init0", "max window with init 0 (not the identity) over negative inputs, "
      "padded and strided: every window's result is 0 or above", ["window"])
def _max_pool_init0(rng):
    def max_pool_init0(x):
        return lax.reduce_window(x, 0.0, lax.max, (3, 2), (2, 1), ((1, 2), (0, 1)))
    return max_pool_init0, [uf(rng, (9, 7), -2.0, 0.5)]


@case("avg_pool", "avg pool 3x3 stride 2 SAME: window sum / 9, and / window count "
      "(count_include_pad=False: sum of ones over the same windows)", ["window"], "model")
def _avg_pool(rng):
    def avg_pool(x):
        win, st = (1, 3, 3, 1), (1, 2, 2, 1)
        s = lax.reduce_window(x, 0.0, lax.add, win, st, "SAME")
        n = lax.reduce_window(jnp.ones_like(x), 0.0, lax.add, win, st, "SAME")
        return s / 9.0, s / n
    return avg_pool, [uf(rng, (2, 9, 11, 3))]


@case("reduce_window_dilated", "sum window with base_dilation (2,3), window_dilation (2,1), "
      "padding and strides on 7x9", ["window"], "model")
def _reduce_window_dilated(rng):
    def reduce_window_dilated(x):
        return lax.reduce_window(x, 0.0, lax.add, (3, 2), (2, 3), ((1, 2), (2, 0)),
                                 base_dilation=(2, 3), window_dilation=(2, 1))
    return reduce_window_dilated, [uf(rng, (7, 9))]


@case("reduce_window_i32", "i32 sum window 3x2 stride (2,1) SAME, and i32 min window 2x3 "
      "with window dilation", ["window"])
def _reduce_window_i32(rng):
    def reduce_window_i32(x):
        s = lax.reduce_window(x, 0, lax.add, (3, 2), (2, 1), "SAME")
        m = lax.reduce_window(x, jnp.iinfo(jnp.int32).max, lax.min, (2, 3), (1, 1), "VALID",
                              window_dilation=(1, 2))
        return s, m
    return reduce_window_i32, [ui(rng, (9, 11), -1000, 1000)]


@case("reduce_window_two_operands", "2-operand reduce_window: (sum, max) pair and a max-pool "
      "argmax ((value, index) with a select body), 3x3 stride 2 SAME", ["window"], "model")
def _reduce_window_two(rng):
    def reduce_window_two_operands(x, y):
        win, st = (3, 3), (2, 2)
        s, m = lax.reduce_window((x, y), (0.0, -jnp.inf),
                                 lambda a, b: (a[0] + b[0], jnp.maximum(a[1], b[1])),
                                 win, st, "SAME")
        idx = lax.broadcasted_iota(jnp.int32, x.shape, 0) * x.shape[1] + \
            lax.broadcasted_iota(jnp.int32, x.shape, 1)

        def argmax(a, b):
            take_b = (b[0] > a[0]) | ((b[0] == a[0]) & (b[1] < a[1]))
            return jnp.where(take_b, b[0], a[0]), jnp.where(take_b, b[1], a[1])
        v, i = lax.reduce_window((y, idx), (-jnp.inf, jnp.int32(-1)), argmax, win, st, "SAME")
        return s, m, v, i
    return reduce_window_two_operands, [uf(rng, (9, 11)), uf(rng, (9, 11))]


# ==========================================================================
# convolution

@case("conv_nhwc_same", "conv NHWC/HWIO 3x3 SAME, 2x9x11x3 * 3x3x3x5", ["conv"], "model")
def _conv_nhwc_same(rng):
    def conv_nhwc_same(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC)
    return conv_nhwc_same, [uf(rng, (2, 9, 11, 3)), uf(rng, (3, 3, 3, 5))]


@case("conv_nchw_valid_s2", "conv NCHW/OIHW VALID stride 2, 2x3x11x9 * 5x3x3x3",
      ["conv"], "model")
def _conv_nchw(rng):
    def conv_nchw_valid_s2(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), "VALID")
    return conv_nchw_valid_s2, [uf(rng, (2, 3, 11, 9)), uf(rng, (5, 3, 3, 3))]


@case("conv_atrous", "atrous conv: rhs_dilation (2,3), SAME, asymmetric explicit padding "
      "in a second conv (negative low padding)", ["conv"], "model")
def _conv_atrous(rng):
    def conv_atrous(x, w):
        a = lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 3))
        b = lax.conv_general_dilated(x, w, (2, 1), ((1, 2), (-1, 3)), rhs_dilation=(1, 2))
        return a, b
    return conv_atrous, [uf(rng, (2, 3, 11, 9)), uf(rng, (4, 3, 3, 3))]


@case("conv_transpose", "lax.conv_transpose stride 2 SAME NHWC (lhs_dilation 2)",
      ["conv"], "model")
def _conv_transpose(rng):
    def conv_transpose(x, w):
        return lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=NHWC)
    return conv_transpose, [uf(rng, (2, 7, 9, 3)), uf(rng, (3, 3, 3, 4))]


@case("conv_depthwise", "depthwise conv: feature_group_count = 3 = input channels, "
      "and a 3-group conv with 2 features per group and 3 outputs per group",
      ["conv"], "model")
def _conv_depthwise(rng):
    def conv_depthwise(x, w, x6, w6):
        a = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC,
                                     feature_group_count=3)
        b = lax.conv_general_dilated(x6, w6, (2, 1), "SAME", dimension_numbers=NHWC,
                                     feature_group_count=3)
        return a, b
    return conv_depthwise, [uf(rng, (2, 7, 9, 3)), uf(rng, (3, 3, 1, 3)),
                            uf(rng, (2, 7, 9, 6)), uf(rng, (3, 3, 2, 9))]


@case("conv_batch_group", "batch_group_count: jax.grad of a depthwise conv w.r.t. its kernel "
      "(batch_group_count = 3), and lax.conv_general_dilated(batch_group_count=2)",
      ["conv"], "model")
def _conv_batch_group(rng):
    def loss(w, x):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC,
                                     feature_group_count=3)
        return jnp.sum(y * y)

    def conv_batch_group(w, x, xb, wb):
        return jax.grad(loss)(w, x), lax.conv_general_dilated(xb, wb, (1, 1), "VALID",
                                                                batch_group_count=2)
    return conv_batch_group, [uf(rng, (3, 3, 1, 3)), uf(rng, (2, 7, 9, 3)),
                              uf(rng, (6, 3, 7, 5)), uf(rng, (4, 3, 3, 3))]


@case("conv_1d", "1-D conv NWC/WIO stride 2, padding (1,2), 3x13x4 * 3x4x5", ["conv"], "model")
def _conv_1d(rng):
    def conv_1d(x, w):
        return lax.conv_general_dilated(x, w, (2,), ((1, 2),),
                                        dimension_numbers=("NWC", "WIO", "NWC"))
    return conv_1d, [uf(rng, (3, 13, 4)), uf(rng, (3, 4, 5))]


@case("conv_3d", "3-D conv NDHWC/DHWIO strides (1,2,1) SAME, 2x5x6x7x3 * 3x2x3x3x4",
      ["conv"], "model")
def _conv_3d(rng):
    def conv_3d(x, w):
        return lax.conv_general_dilated(x, w, (1, 2, 1), "SAME",
                                        dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))
    return conv_3d, [uf(rng, (2, 5, 6, 7, 3)), uf(rng, (3, 2, 3, 3, 4))]


@case("conv_int_f16", "i32 conv, i8 conv with i32 result (preferred_element_type), "
      "f16 conv (f32 accumulation) NHWC SAME", ["conv"], "model")
def _conv_int_f16(rng):
    def conv_int_f16(xi, wi, xh, wh):
        conv = lambda x, w, **kw: lax.conv_general_dilated(  # noqa: E731
            x, w, (1, 1), "SAME", dimension_numbers=NHWC, **kw)
        return (conv(xi, wi), conv(xi.astype(jnp.int8), wi.astype(jnp.int8),
                                   preferred_element_type=jnp.int32), conv(xh, wh))
    return conv_int_f16, [ui(rng, (2, 7, 9, 3), -100, 100), ui(rng, (3, 3, 3, 4), -9, 9),
                          uf(rng, (2, 7, 9, 3)).astype(np.float16),
                          uf(rng, (3, 3, 3, 4)).astype(np.float16)]
