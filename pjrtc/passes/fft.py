"""stablehlo.fft as dot_generals on real (re, im) pairs (an expansion: passes/expand.py).

The transform works on "packed" data: a real tensor whose last axis of size 2 holds (re, im),
numpy's complex layout (a real RFFT input is used as it is). Each transformed axis of length
n is one of:

- direct (n up to the target's fft_direct_max, or a prime up to its fft_prime_direct_max):
  one dot_general with an (n, 2, n, 2) matrix [k, out part, j, in part] holding the DFT's
  twiddles, so the output is packed again; a real input contracts a (n, 2, n) matrix, and
  RFFT's last axis keeps only the n/2 + 1 outputs it returns;
- four-step (composite n = n1 * n2, n1 the largest divisor up to fft_radix_max, else up to
  sqrt(n)): DFTs of size n1 along j1 of the [n1, n2] view (j = n2 j1 + j2), a twiddle
  multiply by W_n^(k1 j2), DFTs of size n2 along j2, and a transpose: output k1 + n1 k2. The
  sub-DFTs recurse, so work per element is the sum of the radices (4096 = 16 * 16 * 16: 48
  complex multiply-adds) instead of n. Radix 16 measured fastest on the OpenCL CPU (8 and 32
  were slower: more passes over memory, or longer dot loops);
- Bluestein (a larger prime): the DFT as a circular convolution of power-of-two length
  M >= 2n - 1 with a chirp, two four-step FFTs of size M; the chirp's transform is a
  constant.

Twiddles are computed on the host in long double from the exact integer (j k mod n) and
rounded once to f64 (`unit_roots`), then to the part type. IFFT and IRFFT scale by 1/n per axis
(folded into a matrix or chirp). The DFT matrices' dot_generals are marked `compensated`
(pjrtc/lower/compensated.py: each addition's rounding error is kept and added back). Against a
long double transform, largest error in ulps of the largest magnitude (the measure that suits
a transform: every element carries about the same absolute error, so a small element's own ulp
distance is not bounded):
- f64: about 1 (4096 and 2^16 points, StableHLO's 14x15x16x17 testdata), where float64
  twiddles and plain sums left 2.5-5; Bluestein's lengths 3.6 (9.6 before; its kernel's
  spectrum is numpy's float64 fft).
- f32, computed in f32 only (an f32 program never needs fp64, which many GPUs lack): 0.5 on
  the testdata's RFFT, 1.6 on its 3-d IRFFT and 1.8 at 4096 points, where plain sums left 1.8,
  3.8 and 3.3 (twiddles rounded to f32 and the products' roundings remain).
The compensated sums cost a transform about 20-25% (docs/performance.md).

RFFT transforms the last axis first (real in, n/2 + 1 out) and then the others; IRFFT inverts
the other axes first and then the last, whose input is taken as the first half of a Hermitian
sequence: like pocketfft (XLA:CPU, numpy), the imaginary parts of bins 0 and n/2, which a
Hermitian sequence has as zero, are ignored.
"""

from __future__ import annotations

import math

import numpy as np

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.passes.complex import Parts, pack, unpack
from pjrtc.target import Target


def expand_fft(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    fft_type, lengths = node.attrs["fft_type"], node.attrs["fft_length"]
    x, result = node.operands[0], node.result
    if x.type.size == 0 or result.type.size == 0:
        return [_zeros(b, result.type)]
    part = x.type.dtype.component
    axes = list(range(x.type.rank - len(lengths), x.type.rank))
    fft = _Transform(b, part, target)
    if fft_type == "RFFT":
        data = fft.dft(x, True, axes[-1], lengths[-1], False, keep=lengths[-1] // 2 + 1)
        for axis in reversed(axes[:-1]):
            data = fft.dft(data, False, axis, lengths[axis - axes[0]], False)
    elif fft_type in ("FFT", "IFFT"):
        data = pack(b, _parts_of(b, x))
        for axis in reversed(axes):
            data = fft.dft(data, False, axis, lengths[axis - axes[0]], fft_type == "IFFT")
    else:  # IRFFT: a real result
        data = pack(b, _parts_of(b, x))
        for axis in axes[:-1]:
            data = fft.dft(data, False, axis, lengths[axis - axes[0]], True)
        return [fft.complex_to_real(data, axes[-1], lengths[-1])]
    re, im = unpack(b, data)
    return [b.emit1(Op.COMPLEX, (re, im), result.type)]


def _zeros(b: GraphBuilder, t: TensorType) -> Value:
    if t.dtype.is_complex:
        zero = b.splat(0, t.dtype.component, t.shape)
        return b.emit1(Op.COMPLEX, (zero, zero), t)
    return b.splat(0, t.dtype, t.shape)


def _parts_of(b: GraphBuilder, x: Value) -> Parts:
    """real(x) and imag(x) of a complex value (split further by passes/complex.py)."""
    t = TensorType(x.type.shape, x.type.dtype.component)
    return Parts(b.emit1(Op.REAL, (x,), t), b.emit1(Op.IMAG, (x,), t))


def twiddles(rows: int, n: int, inverse: bool, scale: float = 1.0,
             cols: int | None = None) -> np.ndarray:
    """exp(-+2 pi i j k / n) * scale for k < rows, j < cols (default n), in complex128."""
    cols = n if cols is None else cols
    jk = np.outer(np.arange(rows, dtype=np.int64), np.arange(cols, dtype=np.int64)) % n
    return unit_roots(jk, n, inverse, scale)


# pi to long double (64 significant bits on x86; where long double is double, the twiddles
# below are an ulp or two off instead of half an ulp).
_PI = np.longdouble("3.14159265358979323846264338327950288")


def unit_roots(m: np.ndarray, n: int, inverse: bool, scale: float = 1.0) -> np.ndarray:
    """exp(-+2 pi i m / n) * scale in complex128, computed in long double and rounded once:
    within half an ulp (from float64, the angle's rounding alone gave up to 9 ulps, which
    left f64 transforms 2 ulps of their largest value off)."""
    angle = (2 if inverse else -2) * _PI * m.astype(np.longdouble) / n
    wide = (np.cos(angle) + 1j * np.sin(angle)) * np.longdouble(scale)
    return wide.astype(np.complex128)


class _Transform:
    """Emits the DFTs of one fft node; matrices are shared between its axes."""

    def __init__(self, b: GraphBuilder, part: DType, target: Target):
        self.b = b
        self.part = part
        self.target = target
        self._constants: dict[tuple, Value] = {}

    def split(self, n: int) -> int:
        """The radix of the next four-step level: the largest divisor of n up to the target's
        fft_radix_max, else the largest up to sqrt(n) (n = 17 * 19); 1 for a prime."""
        radix_max = self.target.fft_radix_max
        for d in range(min(radix_max, n - 1), 1, -1):
            if n % d == 0:
                return d
        for d in range(math.isqrt(n), radix_max, -1):
            if n % d == 0:
                return d
        return 1

    def is_direct(self, n: int) -> bool:
        """Whether a DFT of length n is one matrix (short, or a prime up to a bound)."""
        t = self.target
        return n <= t.fft_direct_max or (self.split(n) == 1 and n <= t.fft_prime_direct_max)

    def constant(self, key: tuple, make) -> Value:
        if key not in self._constants:
            array = make()
            self._constants[key] = self.b.constant(array.astype(self.part.numpy), self.part,
                                                   array.shape)
        return self._constants[key]

    # -- one axis -------------------------------------------------------------------------

    def dft(self, x: Value, real: bool, axis: int, n: int, inverse: bool,
            scale: float | None = None, keep: int | None = None) -> Value:
        """The DFT of length n along `axis` of x (packed, or real when `real`), packed;
        `keep` first outputs only. Scaled by 1/n when inverse, unless `scale` says."""
        scale = (1.0 / n if inverse else 1.0) if scale is None else scale
        if self.is_direct(n):
            return self.direct(x, real, axis, n, inverse, scale, keep or n)
        n1 = self.split(n)
        out = (self.bluestein(x, real, axis, n, inverse, scale) if n1 == 1 else
               self.four_step(x, real, axis, n, n1, inverse, scale))
        return out if keep is None else self.take(out, axis, keep)

    def direct(self, x: Value, real: bool, axis: int, n: int, inverse: bool, scale: float,
               keep: int) -> Value:
        def make() -> np.ndarray:
            w = twiddles(keep, n, inverse, scale)
            if real:  # [k, o, j]
                return np.stack([w.real, w.imag], axis=1)
            # [k, o, j, c]: out re = re*wr - im*wi, out im = re*wi + im*wr
            return np.stack([np.stack([w.real, -w.imag], -1), np.stack([w.imag, w.real], -1)],
                            axis=1)

        matrix = self.constant(("direct", real, n, inverse, scale, keep), make)
        rank = x.type.rank
        contracting = (axis,) if real else (axis, rank - 1)
        batch_shape = tuple(d for i, d in enumerate(x.type.shape) if i not in contracting)
        out = self.b.emit1(Op.DOT_GENERAL, (x, matrix),
                           TensorType(batch_shape + (keep, 2), self.part),
                           lhs_batching_dimensions=(), rhs_batching_dimensions=(),
                           lhs_contracting_dimensions=contracting,
                           rhs_contracting_dimensions=(2,) if real else (2, 3),
                           compensated=True)
        return self.move_back(out, axis)

    def move_back(self, out: Value, axis: int) -> Value:
        """The dot's output [other axes..., k, part] with k moved back to `axis`."""
        last = out.type.rank - 2
        if axis == last:
            return out
        perm = list(range(axis)) + [last] + list(range(axis, last)) + [last + 1]
        return self.b.transpose(out, perm)

    def take(self, x: Value, axis: int, count: int) -> Value:
        limit = list(x.type.shape)
        limit[axis] = count
        return self.b.slice(x, (0,) * x.type.rank, limit)

    def four_step(self, x: Value, real: bool, axis: int, n: int, n1: int, inverse: bool,
                  scale: float) -> Value:
        n2 = n // n1
        shape = x.type.shape
        view = self.b.reshape(x, shape[:axis] + (n1, n2) + shape[axis + 1:])
        y = self.dft(view, real, axis, n1, inverse, scale)
        tw = self.constant(("twiddle", n, n1, inverse),
                           lambda: _packed(twiddles(n1, n, inverse, cols=n2)))
        y = self.multiply(y, tw, (axis, axis + 1))
        z = self.dft(y, False, axis + 1, n2, inverse, 1.0)
        perm = list(range(z.type.rank))
        perm[axis], perm[axis + 1] = axis + 1, axis
        z = self.b.transpose(z, perm)
        out_shape = list(z.type.shape)
        out_shape[axis:axis + 2] = [n]
        return self.b.reshape(z, tuple(out_shape))

    def multiply(self, x: Value, factor: Value, dims: tuple[int, ...]) -> Value:
        """Packed x times a packed complex constant whose axes are x's `dims` (and the last),
        broadcast over the others: a complex multiply (complex_part nodes, as
        passes/complex.py emits them)."""
        shape = x.type.shape[:-1]
        f = self.b.broadcast(factor, x.type.shape, (*dims, len(shape)))
        t = TensorType(shape, self.part)
        out = [self.b.emit1(Op.MULTIPLY, (x, f), t, complex_part=i) for i in (0, 1)]
        return pack(self.b, Parts(*out))

    def real_to_packed(self, x: Value) -> Value:
        return pack(self.b, Parts(x, self.b.splat(0, self.part, x.type.shape)))

    def bluestein(self, x: Value, real: bool, axis: int, n: int, inverse: bool,
                  scale: float) -> Value:
        """X_k = w_k sum_j (x_j w_j) conj(w_(k-j)), w_m = exp(-+pi i m^2 / n): a circular
        convolution of power-of-two length M >= 2n - 1."""
        m = 1 << (2 * n - 2).bit_length()
        idx = np.arange(n, dtype=np.int64)
        chirp = unit_roots((idx * idx) % (2 * n), 2 * n, inverse)  # exp(-+pi i idx^2 / n)
        if real:
            x = self.real_to_packed(x)
        w = self.constant(("chirp", n, inverse), lambda: _packed(chirp))
        a = self.multiply(x, w, (axis,))
        pads = [0] * a.type.rank
        high = list(pads)
        high[axis] = m - n
        zero = self.b.constant(0, self.part)
        a = self.b.emit1(Op.PAD, (a, zero), TensorType(tuple(
            d + (m - n if i == axis else 0) for i, d in enumerate(a.type.shape)), self.part),
            edge_padding_low=tuple(pads), edge_padding_high=tuple(high),
            interior_padding=tuple(pads))

        def kernel() -> np.ndarray:
            seq = np.zeros(m, np.complex128)
            seq[:n] = np.conj(chirp)
            seq[m - n + 1:] = np.conj(chirp[1:])[::-1]
            return _packed(np.fft.fft(seq) / m)

        spectrum = self.dft(a, False, axis, m, False)
        spectrum = self.multiply(spectrum, self.constant(("bluestein", n, m, inverse), kernel),
                                 (axis,))
        conv = self.take(self.dft(spectrum, False, axis, m, True, 1.0), axis, n)
        out = self.constant(("chirp-out", n, inverse, scale),
                            lambda: _packed(chirp * scale))
        return self.multiply(conv, out, (axis,))

    # -- IRFFT's last axis ----------------------------------------------------------------

    def complex_to_real(self, x: Value, axis: int, n: int) -> Value:
        """x[t] = (1/n) sum_k of the Hermitian extension of bins 0..n/2 (packed x along
        `axis`); imaginary parts of bins 0 and n/2 ignored, as pocketfft does."""
        bins = n // 2 + 1
        if self.is_direct(n):
            def make() -> np.ndarray:
                w = twiddles(n, n, True, 1.0 / n, cols=bins)  # [t, k]
                weight = np.full(bins, 2.0)
                weight[0] = 1.0
                if n % 2 == 0:
                    weight[-1] = 1.0
                re, im = w.real * weight, -w.imag * weight
                im[:, 0] = 0.0  # the ignored imaginary parts: exactly
                if n % 2 == 0:
                    im[:, -1] = 0.0
                return np.stack([re, im], -1)  # [t, k, c]

            matrix = self.constant(("c2r", n), make)
            rank = x.type.rank
            batch_shape = tuple(d for i, d in enumerate(x.type.shape) if i not in (axis,
                                                                                   rank - 1))
            out = self.b.emit1(Op.DOT_GENERAL, (x, matrix),
                               TensorType(batch_shape + (n,), self.part),
                               lhs_batching_dimensions=(), rhs_batching_dimensions=(),
                               lhs_contracting_dimensions=(axis, rank - 1),
                               rhs_contracting_dimensions=(1, 2), compensated=True)
            last = out.type.rank - 1
            if axis == last:
                return out
            return self.b.transpose(out, list(range(axis)) + [last] + list(range(axis, last)))
        # Larger n: the whole Hermitian sequence, an inverse complex DFT, its real part.
        re, im = unpack(self.b, x)
        tail = n - bins  # bins n/2+1 .. n-1 mirror bins n-bins .. 1
        mirror = [self.b.emit1(Op.REVERSE, (self._range(p, axis, 1, 1 + tail),), TensorType(
            self._range(p, axis, 1, 1 + tail).type.shape, self.part), dimensions=(axis,))
            for p in (re, im)]
        full = Parts(self.b.concatenate([re, mirror[0]], axis),
                     self.b.concatenate([im, self.b.unary(Op.NEGATE, mirror[1])], axis))
        out = self.dft(pack(self.b, full), False, axis, n, True)
        return unpack(self.b, out).re

    def _range(self, x: Value, axis: int, start: int, stop: int) -> Value:
        begin, end = [0] * x.type.rank, list(x.type.shape)
        begin[axis], end[axis] = start, stop
        return self.b.slice(x, begin, end)


def _packed(values: np.ndarray) -> np.ndarray:
    """Complex values as a real [..., 2] array of (re, im) pairs."""
    return np.stack([values.real, values.imag], axis=-1)

