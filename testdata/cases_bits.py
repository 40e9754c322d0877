"""Test cases for the bit-level ops: count_leading_zeros, popcnt, reduce_precision and
bitcast_convert (registered into cases.CASES; imported at the end of cases.py).

Expected values are XLA:CPU's. tests/e2e/test_dtype_sweep.py sweeps the same ops on every
element type against StableHLO's reference interpreter; these cases pin what XLA does where
the two could part: reduce_precision to a format without mantissa bits keeps NaNs (the
interpreter returns +inf there; pjrtc follows XLA), and bitcasts between widths split and join
elements little-endian. JAX emits no integer stablehlo.power (jnp.power on ints multiplies in
a loop of its own) and no TOTALORDER compare outside sort, so those are sweep-only.
"""
from __future__ import annotations

import numpy as np

import jax.numpy as jnp
from jax import lax

from cases import case


def _edge_ints(rng, dtype, n):
    info = np.iinfo(dtype)
    fixed = np.array([0, 1, info.max, info.min, info.max // 2 + 1, 2, 3], dtype)
    rand = rng.integers(info.min, info.max, size=n - len(fixed), endpoint=True, dtype=dtype)
    return np.concatenate([fixed, rand])


def _float_patterns(rng, n):
    """f32 values of every kind: NaNs of both signs and several payloads, infinities, signed
    zeros, denormals, values at the edges of the f16/bf16/e2m0 formats, random bits."""
    bits = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FC00005, 0xFFFFFFFF, 0x7F800000,
                     0xFF800000, 0x00000000, 0x80000000, 0x00000001, 0x807FFFFF], np.uint32)
    edges = np.array([65504.0, 65520.0, -65520.0, 6.1035156e-05, 3.0e-05, 1.0004883,
                      1.0014648, 3.3895314e38, 3.0, 1.5, 0.75, -0.25], np.float32)
    rand = rng.integers(0, 2**32 - 1, size=n - len(bits) - len(edges), dtype=np.uint32)
    return np.concatenate([bits.view(np.float32), edges, rand.view(np.float32)])


@case("bits_clz_popcnt", "lax.clz and lax.population_count on i32, ui8 and i16 (0, -1, "
      "INT_MIN, the maximum and random values)", ["bits"])
def _clz_popcnt(rng):
    a = _edge_ints(rng, np.int32, 45)
    b = _edge_ints(rng, np.uint8, 33)
    c = _edge_ints(rng, np.int16, 29)

    def bits(a, b, c):
        return (lax.clz(a), lax.population_count(a), lax.clz(b), lax.population_count(b),
                lax.clz(c), lax.population_count(c))
    return bits, [a, b, c]


@case("bits_reduce_precision", "lax.reduce_precision of f32 to bf16 (8, 7), f16 (5, 10), "
      "e2m0 (NaN stays NaN in XLA) and of f16 to e4m3: rounding ties, overflow, denormal "
      "flush, NaN payloads", ["bits"])
def _reduce_precision(rng):
    x = _float_patterns(rng, 60)
    h = np.concatenate([np.array([240.0, 248.0, -248.0, 0.015625, 0.0151, 1.0625, 1.1875,
                                  6e-8, np.inf, -0.0, np.nan], np.float16),
                        rng.uniform(-300, 300, 18).astype(np.float16)])

    def reduce_precision(x, h):
        return (lax.reduce_precision(x, exponent_bits=8, mantissa_bits=7),
                lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10),
                lax.reduce_precision(x, exponent_bits=2, mantissa_bits=0),
                lax.reduce_precision(h, exponent_bits=4, mantissa_bits=3))
    return reduce_precision, [x, h]


@case("bits_bitcast", "lax.bitcast_convert_type: f32 -> ui32 (NaN payloads kept), f32 -> "
      "4 x ui8 and back, f16 -> i16, i8 pairs -> f16, i32 -> f32 after arithmetic (fused)",
      ["bits"])
def _bitcast(rng):
    x = _float_patterns(rng, 30).reshape(5, 6)
    h = rng.uniform(-10, 10, (7, 3)).astype(np.float16)
    p = _edge_ints(rng, np.int8, 26).reshape(13, 2)
    i = _edge_ints(rng, np.int32, 11)

    def bitcast(x, h, p, i):
        u8 = lax.bitcast_convert_type(x, jnp.uint8)
        return (lax.bitcast_convert_type(x, jnp.uint32), u8,
                lax.bitcast_convert_type(u8, jnp.uint32),
                lax.bitcast_convert_type(h, jnp.int16),
                lax.bitcast_convert_type(p, jnp.float16),
                lax.bitcast_convert_type(i * 3 + 1, jnp.float32))
    return bitcast, [x, h, p, i]
