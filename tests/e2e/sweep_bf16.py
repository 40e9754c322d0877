"""Conversions to and from bf16 checked bit for bit (tests/e2e/test_dtype_sweep.py's convert
modules include them through `sweep_programs.convert_cases`).

To bf16, from every type wider than bf16's 8-bit significand, the inputs sit on rounding ties
(to even, both ways), just beside them, where rounding twice would go wrong (f64 -> f32 -> bf16,
i32/i64 -> f32 -> bf16), at the overflow boundary, in bf16's subnormal range, and are NaNs with
payloads of both signs; then random bit patterns. From bf16 to f16, f32 and f64: NaN payloads,
subnormals and f16's rounding ties and overflow. The reference interpreter converts with
APFloat: one rounding to nearest even; a NaN keeps its sign and the top of its payload and
becomes quiet.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import NP, Case, Program, _rng, is_float, ttype

_UINT = {"f16": np.uint16, "bf16": np.uint16, "f32": np.uint32, "f64": np.uint64}
N_RANDOM = 32


def _f64(*values: float) -> list[int]:
    return np.array(values, np.float64).view(np.uint64).tolist()


# Bit patterns of the source type (floats) or values (ints) around bf16's rounding points.
TO_BF16 = {
    "f16": [0x3C04, 0x3C0C, 0x3C05, 0x3C03, 0xBC04, 0xBC0C, 0x7BFF, 0xFBFF, 0x03FF, 0x0001,
            0x0101, 0x0103, 0x8101, 0x7C00, 0xFC00, 0x0000, 0x8000, 0x7C01, 0x7E00, 0xFE01,
            0x7DFF, 0x7FFF],
    "f32": [0x3F808000, 0x3F818000, 0x3F808001, 0x3F807FFF, 0xBF808000, 0xBF818000,
            0x7F7F7FFF, 0x7F7F8000, 0xFF7F8000, 0x7F7FFFFF, 0x00008000, 0x00018000,
            0x00008001, 0x80018000, 0x007F8000, 0x007F7FFF, 0x7F800000, 0xFF800000,
            0x80000000, 0x00000000, 0x7FC00000, 0x7F800001, 0xFF812345, 0x7FC00001,
            0x7FFFFFFF, 0xFFBFFFFF],
    "f64": _f64(1 + 2**-8, 1 + 2**-8 + 2**-40, 1 + 2**-8 - 2**-40, 1 + 3 * 2**-8,
                -(1 + 2**-8 + 2**-52), (2 - 2**-7) * 2**127, (2 - 2**-8) * 2**127,
                (2 - 2**-8 - 2**-40) * 2**127, 1e39, -1e300, 2**-133, 2**-134, 3 * 2**-134,
                2**-134 + 2**-170, -(2**-134 + 2**-170), 2**-134 * (1 - 2**-30), 1e-50,
                -1e-50, 2**-140 + 2**-160, 2**-126 * (1 - 2**-9), float("inf"),
                float("-inf"), 0.0, -0.0)
    + [0x7FF0000000000001, 0xFFF8000000000123, 0x7FF4000000000000, 0x7FFFFFFFFFFFFFFF],
    "i16": [0, 1, -1, 255, 256, 257, 259, 383, -257, -259, 32767, -32768, -32767],
    "ui16": [0, 1, 255, 256, 257, 259, 383, 32767, 32768, 65535, 65534, 0x8080, 0x8180],
    "i32": [0, 1, -1, 257, 16842753, 16842752, -16842753, 2**24 + 1, 2**31 - 1, -2**31,
            -2**31 + 1, 0x40404000, 0x40414000, -0x40404001],
    "ui32": [0, 1, 257, 16842753, 16842752, 0xFFFFFFFF, 0x80808000, 0x80808001, 0x80818000,
             2**31, 2**24 + 2**16 + 2**8],
    "i64": [0, 1, -1, 257, 2**63 - 1, -2**63, -2**63 + 1, 2**60 + 2**52 + 1, 2**60 + 2**52,
            -(2**60 + 2**52 + 1), 2**53 + 1, 16842753, -16842753, 2**40 + 2**32],
    "ui64": [0, 1, 257, 2**64 - 1, 2**63 + 2**55 + 1, 2**63 + 2**55, 2**63 + 2**56 + 2**55,
             2**63, 16842753, 2**53 + 1],
}

# bf16 bit patterns for conversions from bf16: f16's rounding ties in its subnormal range
# (2^-25 -> 0, 3 * 2^-25 -> 2^-23), just above one, f16's overflow, NaN payloads.
FROM_BF16 = [0x3300, 0x33C0, 0x3301, 0xB300, 0x477F, 0x4780, 0xC780, 0x387F, 0x0001, 0x807F,
             0x7F80, 0xFF80, 0x7F81, 0x7FC1, 0xFFC0, 0xFF81, 0x7FFF, 0x7FA5]


def _with_random(key: str, t: str, fixed: list[int]) -> np.ndarray:
    """`fixed` (bit patterns for floats, values for ints) then random ones, as type `t`."""
    rng = _rng(key)
    if is_float(t):
        uint = _UINT[t]
        rand = rng.integers(0, np.iinfo(uint).max, N_RANDOM, endpoint=True, dtype=uint)
        return np.concatenate([np.array(fixed, uint), rand]).view(NP[t])
    info = np.iinfo(NP[t])
    rand = rng.integers(int(info.min), int(info.max), N_RANDOM, endpoint=True, dtype=NP[t])
    return np.concatenate([np.array(fixed, dtype=object).astype(NP[t]), rand])


def _convert_bits(src: str, dst: str, values) -> Case:
    def build(p: Program):
        x = values()
        a = p.arg(f"bf16cv:{src}:{dst}", src, x)
        t_in, t_out = ttype(src, x.shape), ttype(dst, x.shape)
        return p.op("convert", [a], [t_in], t_out), t_out

    what = "rounding ties" if dst == "bf16" else "ties, overflow"
    return Case(f"stablehlo.convert -> {dst} ({what}, subnormals, NaN payloads: bit for bit)",
                src, build, tolerance="bits")


def rounding_cases(src: str) -> list[Case]:
    """Bit-exact conversions of `src` to bf16 (where rounding happens) or of bf16 to the
    float types."""
    if src in TO_BF16:
        return [_convert_bits(src, "bf16",
                              lambda: _with_random(f"tobf16:{src}", src, TO_BF16[src]))]
    if src != "bf16":
        return []  # i1, i8, ui8: exact in bf16, and the plain convert case checks them
    # (to integers: the plain convert cases, values that fit; out of range, where XLA
    # saturates, test_bf16.py compares with JAX)
    return [_convert_bits("bf16", dst, lambda: _with_random("frombf16", "bf16", FROM_BF16))
            for dst in ("f16", "f32", "f64")]
