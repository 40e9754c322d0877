"""Frontend rules for stablehlo.complex, real, imag and fft (merged into convert.py's _RULES).

All four become tensor IR nodes of their own: pjrtc/passes/fft.py expands fft, and
pjrtc/passes/complex.py then splits every complex value into its real and imaginary parts.
"""

from __future__ import annotations

from pjrtc.frontend.rng_rules import enum_value
from pjrtc.ir.tensor import Node, Op

FFT_TYPES = ("FFT", "IFFT", "RFFT", "IRFFT")


def _plain(op_kind: Op):
    def rule(cv, op, operands, results, env, stack):
        return Node(op=op_kind, operands=operands, results=results, loc=op.loc)
    return rule


def fft(cv, op, operands, results, env, stack):
    fft_type = enum_value(op.attrs.get("fft_type"))
    if fft_type not in FFT_TYPES:
        cv.problem(op.loc, f"stablehlo.fft type {op.attrs.get('fft_type')} is not supported")
        return None
    return Node(op=Op.FFT, operands=operands, results=results, loc=op.loc,
                attrs={"fft_type": fft_type,
                       "fft_length": tuple(int(n) for n in op.attrs["fft_length"])})


COMPLEX_RULES = {
    "stablehlo.complex": _plain(Op.COMPLEX),
    "stablehlo.real": _plain(Op.REAL),
    "stablehlo.imag": _plain(Op.IMAG),
    "stablehlo.fft": fft,
}
