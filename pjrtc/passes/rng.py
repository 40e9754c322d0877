"""rng_bit_generator and rng, expanded into u32/u64 integer ops before lowering.

rng_bit_generator is bit-exact with XLA:CPU: the expansion mirrors XLA's
RngBitGeneratorExpander and its bit generators (xla/hlo/builder/lib/prng.cc), which fix
everything the spec leaves open: how the ui64 state splits into key and counter, which counter
each output element draws from, how 64-bit outputs join two 32-bit words, how narrow outputs
truncate, and the output state. DEFAULT is PHILOX, as on XLA:CPU. Signed and float outputs get
the unsigned words' bits (XLA:CPU hands back those same bits).

rng's numbers are implementation-defined; here they come from Threefry-2x32 under a key fixed
per op (`RNG_KEY` plus the op's result id), so an artifact gives the same numbers on every call
and two rng ops of one program give different ones (see `expand_rng`).
"""

from __future__ import annotations

import math

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value

_UNSIGNED = {8: DType.U8, 16: DType.U16, 32: DType.U32, 64: DType.U64}

# Threefry-2x32, 20 rounds (Salmon et al., SC 2011): rotations of the even and odd groups of
# four rounds, and the key schedule's parity constant.
THREEFRY_ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))
THREEFRY_PARITY = 0x1BD11BDA
# Philox-4x32, 10 rounds: the two multipliers and the two key increments.
PHILOX_MULTIPLIERS = (0xD2511F53, 0xCD9E8D57)
PHILOX_KEY_STEPS = (0x9E3779B9, 0xBB67AE85)
PHILOX_ROUNDS = 10

# The Threefry key of stablehlo.rng ops, plus each op's result id: fixed, so runs repeat.
RNG_KEY = 0x706A7274635F726E  # "pjrtc_rn"


class _Words:
    """Unsigned integer arithmetic on tensors of one shape; ints are splat constants and 0-d
    values are broadcast, so the generators below read like XLA's."""

    def __init__(self, b: GraphBuilder, shape: tuple[int, ...]):
        self.b = b
        self.shape = shape

    def full(self, x: Value | int, dtype: DType) -> Value:
        if isinstance(x, int):
            return self.b.splat(x % (1 << dtype.bits), dtype, self.shape)
        if x.type.shape != self.shape:
            return self.b.broadcast(x, self.shape, ())
        return x

    def op(self, op: Op, x: Value, y: Value | int) -> Value:
        if isinstance(y, int) or y.type.shape != x.type.shape:
            y = self.full(y, x.type.dtype)
        return self.b.binary(op, x, y)

    def add(self, x, y):
        return self.op(Op.ADD, x, y)

    def xor(self, x, y):
        return self.op(Op.XOR, x, y)

    def rotl(self, x: Value, distance: int) -> Value:
        return self.op(Op.OR, self.op(Op.SHIFT_LEFT, x, distance),
                       self.op(Op.SHIFT_RIGHT_LOGICAL, x, 32 - distance))

    def low(self, x64: Value) -> Value:
        return self.b.convert(x64, DType.U32)

    def high(self, x64: Value) -> Value:
        return self.b.convert(self.op(Op.SHIFT_RIGHT_LOGICAL, x64, 32), DType.U32)

    def join(self, low32: Value, high32: Value) -> Value:
        """low32 | high32 << 32 as u64."""
        high = self.op(Op.SHIFT_LEFT, self.b.convert(high32, DType.U64), 32)
        return self.op(Op.OR, self.b.convert(low32, DType.U64), high)


def _scalar_words(b: GraphBuilder, x64: Value) -> tuple[Value, Value]:
    """A 0-d u64 as its (low, high) u32 halves."""
    w = _Words(b, ())
    return w.low(x64), w.high(x64)


def _element(b: GraphBuilder, vector: Value, i: int) -> Value:
    """Element i of a 1-D tensor, as a 0-d value."""
    return b.reshape(b.slice(vector, (i,), (i + 1,)), ())


# -- the bit generators ------------------------------------------------------------------------

def threefry2x32(w: _Words, x: tuple[Value, Value], key: tuple[Value, Value]
                 ) -> tuple[Value, Value]:
    """Threefry-2x32 of the counter words `x` under the 0-d u32 key words `key`."""
    scalar = _Words(w.b, ())
    k0, k1 = key
    ks = (k0, k1, scalar.xor(scalar.xor(k0, k1), THREEFRY_PARITY))
    x0, x1 = w.add(x[0], ks[0]), w.add(x[1], ks[1])
    for group in range(5):
        for rotation in THREEFRY_ROTATIONS[group % 2]:
            x0 = w.add(x0, x1)
            x1 = w.xor(w.rotl(x1, rotation), x0)
        # Key injection: the schedule's next two words, the second plus the group number.
        x0 = w.add(x0, ks[(group + 1) % 3])
        x1 = w.add(x1, scalar.add(ks[(group + 2) % 3], group + 1))
    return x0, x1


def philox4x32(w: _Words, x: tuple[Value, Value, Value, Value], key: tuple[Value, Value]
               ) -> tuple[Value, ...]:
    """Philox-4x32 of the counter words `x` under the 0-d u32 key words `key`."""
    scalar = _Words(w.b, ())
    for r in range(PHILOX_ROUNDS):
        # Round r's key is the key plus r steps (mod 2^32): one add each, not a chain of r.
        k0 = scalar.add(key[0], r * PHILOX_KEY_STEPS[0]) if r else key[0]
        k1 = scalar.add(key[1], r * PHILOX_KEY_STEPS[1]) if r else key[1]
        p0 = w.op(Op.MULTIPLY, w.b.convert(x[0], DType.U64), PHILOX_MULTIPLIERS[0])
        p1 = w.op(Op.MULTIPLY, w.b.convert(x[2], DType.U64), PHILOX_MULTIPLIERS[1])
        x = (w.xor(w.xor(w.high(p1), x[1]), k0), w.low(p1),
             w.xor(w.xor(w.high(p0), x[3]), k1), w.low(p0))
    return x


def _split_shape(shape: tuple[int, ...]) -> tuple[int, int, int]:
    """XLA's SplitShapeIntoHalves for 32-bit outputs: each Threefry block yields two words,
    placed side by side along the split dimension, the first even one (else the first
    largest). Returns (outer, extent, inner): the sizes before it, its own, after it."""
    if not shape:
        return 1, 1, 1
    even = [i for i, d in enumerate(shape) if d % 2 == 0]
    split = even[0] if even else max(range(len(shape)), key=lambda i: (shape[i], -i))
    return math.prod(shape[:split]), shape[split], math.prod(shape[split + 1:])


def threefry_bits(b: GraphBuilder, key: Value, counter: Value, shape: tuple[int, ...],
                  bits: int) -> tuple[Value, Value]:
    """XLA's ThreeFryBitGenerator: random uN (N = `bits`) of `shape` from the 0-d u64 `key`
    and `counter`, and the counter after. Block i's counter is `counter + i` as two u32 words
    (low first). A 64-bit element is one block's two words (first word low); 32-bit elements
    are half as many blocks, whose two words go to neighbours along the split dimension
    (`_split_shape`); narrower elements are the 32-bit ones truncated."""
    if bits == 64:
        outer, extent, inner, half = 1, math.prod(shape), 1, math.prod(shape)
    else:
        outer, extent, inner = _split_shape(shape)
        half = -(-extent // 2)
    blocks = outer * half * inner
    w = _Words(b, (blocks,))
    inputs = w.add(b.iota((blocks,), DType.U64, 0), counter)
    x0, x1 = threefry2x32(w, (w.low(inputs), w.high(inputs)), _scalar_words(b, key))
    if bits == 64:
        words = w.join(x0, x1)
    else:
        pair = [b.reshape(x, (outer, half, 1, inner)) for x in (x0, x1)]
        words = b.reshape(b.concatenate(pair, 2), (outer, 2 * half, inner))
        if 2 * half != extent:
            words = b.slice(words, (0, 0, 0), (outer, extent, inner))
        words = b.convert(words, _UNSIGNED[bits])
    return b.reshape(words, shape), _Words(b, ()).add(counter, blocks)


def philox_bits(b: GraphBuilder, key: Value, low: Value, high: Value, shape: tuple[int, ...],
                bits: int) -> tuple[Value, Value, Value]:
    """XLA's PhiloxBitGenerator: random uN of `shape` from the 0-d u64 `key` and the 128-bit
    counter (`low`, `high`), and that counter after. Block i's counter is the 128-bit sum
    counter + i, as four u32 words from the least significant. Flat element j is word j % 4
    of block j // 4 (64-bit: words 2(j % 2) and 2(j % 2) + 1 of block j // 2, low first);
    narrower elements are the 32-bit ones truncated."""
    n = math.prod(shape)
    per_block = 2 if bits == 64 else 4
    blocks = -(-n // per_block)
    w = _Words(b, (blocks,))
    scalar = _Words(b, ())
    counter_low = w.add(b.iota((blocks,), DType.U64, 0), low)
    wrapped = b.compare("LT", counter_low, w.full(low, DType.U64))
    counter_high = b.select(wrapped, w.full(scalar.add(high, 1), DType.U64),
                            w.full(high, DType.U64))
    x = philox4x32(w, (w.low(counter_low), w.high(counter_low), w.low(counter_high),
                       w.high(counter_high)), _scalar_words(b, key))
    if bits == 64:
        x = (w.join(x[0], x[1]), w.join(x[2], x[3]))
    words = b.concatenate([b.reshape(v, (blocks, 1)) for v in x], 1)
    words = b.reshape(words, (blocks * per_block,))
    if blocks * per_block != n:
        words = b.slice(words, (0,), (n,))
    if bits < 32:
        words = b.convert(words, _UNSIGNED[bits])
    new_low = scalar.add(low, blocks)
    new_high = b.select(b.compare("LT", new_low, low), scalar.add(high, 1), high)
    return b.reshape(words, shape), new_low, new_high


# -- the expansions ------------------------------------------------------------------------------

def expand_rng_bit_generator(b: GraphBuilder, node: Node) -> tuple[Value, Value]:
    """(output_state, output) as XLA:CPU computes them. The state is ui64[2] for THREE_FRY
    ([key, counter]) and ui64[2] or ui64[3] for PHILOX and DEFAULT ([key, counter low,
    counter high]; with two elements the key doubles as the counter's high word, and the new
    state keeps only the low word)."""
    (state,) = node.operands
    out = node.results[1].type
    size = state.type.shape[0]
    bits = out.dtype.bits
    key = _element(b, state, 0)
    if out.size == 0:  # no blocks drawn: the counter stays
        return state, b.splat(0, out.dtype, out.shape)
    if node.attrs["algorithm"] == "THREE_FRY":
        words, counter = threefry_bits(b, key, _element(b, state, 1), out.shape, bits)
        new_state = (key, counter)
    else:  # PHILOX, and DEFAULT, which XLA:CPU runs as PHILOX
        high = _element(b, state, 2) if size == 3 else key
        words, low, high = philox_bits(b, key, _element(b, state, 1), high, out.shape, bits)
        new_state = (key, low, high) if size == 3 else (key, low)
    new_state = b.concatenate([b.reshape(v, (1,)) for v in new_state], 0)
    return new_state, _reinterpret(b, words, out.dtype)


def _reinterpret(b: GraphBuilder, words: Value, dtype: DType) -> Value:
    if words.type.dtype is dtype:
        return words
    return b.emit1(Op.BITCAST_CONVERT, (words,), TensorType(words.type.shape, dtype))


def expand_rng(b: GraphBuilder, node: Node) -> tuple[Value]:
    """stablehlo.rng(a, b): UNIFORM over [a, b) or NORMAL with mean a and standard deviation
    b, from Threefry-2x32 under the key RNG_KEY + (the op's result id) and counter 0.

    - Integers: a + (64 random bits mod (b - a)), XLA's modulo method but on 64 bits for
      every type, so the bias is below (b - a) / 2^64: below 2^-32 up to 32-bit types.
    - Floats: u in [0, 1) from the top 24 bits of a u32 (f16, bf16, f32; computed in f32) or
      the top 53 bits of a u64 (f64); a * (1 - u) + b * u (no overflow when b - a would),
      clamped into [a, the largest value below b] so that rounding never gives b.
    - NORMAL: Box-Muller, sqrt(-2 log u1) cos(2 pi u2) with u1 in (0, 1]: one u64 per element
      for f16, bf16 and f32 (its two u32 halves), two for f64; the tails are cut at 5.8
      standard deviations (computed in f32) and 8.6 (f64) by the smallest u1.
    - i1: [false, true) holds only false, so the result is `a`.
    The same artifact gives the same numbers on every call, also when the op sits in a loop
    body (every iteration draws the same numbers)."""
    lo, hi = node.operands
    out = node.result.type
    dtype = out.dtype
    if out.size == 0 or dtype is DType.I1:
        return (b.broadcast(lo, out.shape, ()),)
    key = b.constant((RNG_KEY + node.result.id) % (1 << 64), DType.U64)
    zero = b.constant(0, DType.U64)
    if node.attrs["distribution"] == "NORMAL":
        return (_normal(b, key, zero, lo, hi, out),)
    if dtype.is_float:
        return (_uniform_float(b, key, zero, lo, hi, out),)
    return (_uniform_int(b, key, zero, lo, hi, out),)


def _as_u64(b: GraphBuilder, x: Value) -> Value:
    """An integer as u64, sign-extended if signed."""
    if x.type.dtype.is_signed_int:
        return _reinterpret(b, b.convert(x, DType.I64), DType.U64)
    return b.convert(x, DType.U64)


def _uniform_int(b, key, counter, lo, hi, out: TensorType) -> Value:
    bits, _ = threefry_bits(b, key, counter, out.shape, 64)
    w = _Words(b, out.shape)
    scalar = _Words(b, ())
    span = scalar.op(Op.SUBTRACT, _as_u64(b, hi), _as_u64(b, lo))
    value = w.add(w.op(Op.REMAINDER, bits, span), _as_u64(b, lo))
    narrow = b.convert(value, _UNSIGNED[out.dtype.bits])  # the low bits: wraps into range
    return _reinterpret(b, narrow, out.dtype)


def _compute_type(dtype: DType) -> DType:
    """f16 and bf16 draw and compute in f32 and round once at the end."""
    return DType.F64 if dtype is DType.F64 else DType.F32


def _unit(b: GraphBuilder, bits: Value, compute: DType) -> Value:
    """u in [0, 1) of `compute` (f32 from a u32, f64 from a u64): the top mantissa-width bits
    as an integer, times 2^-width (exact)."""
    width = 24 if compute is DType.F32 else 53
    w = _Words(b, bits.type.shape)
    top = w.op(Op.SHIFT_RIGHT_LOGICAL, bits, bits.type.dtype.bits - width)
    return b.binary(Op.MULTIPLY, b.convert(top, compute),
                    b.splat(2.0 ** -width, compute, bits.type.shape))


def _uniform_float(b, key, counter, lo, hi, out: TensorType) -> Value:
    compute = _compute_type(out.dtype)
    bits, _ = threefry_bits(b, key, counter, out.shape, 64 if compute is DType.F64 else 32)
    u = _unit(b, bits, compute)
    shape = out.shape
    a = b.broadcast(b.convert(lo, compute), shape, ())
    c = b.broadcast(b.convert(hi, compute), shape, ())
    one_minus_u = b.binary(Op.SUBTRACT, b.splat(1.0, compute, shape), u)
    value = b.binary(Op.ADD, b.binary(Op.MULTIPLY, a, one_minus_u), b.binary(Op.MULTIPLY, c, u))
    value = b.convert(value, out.dtype)
    return b.emit1(Op.CLAMP, (lo, value, _below(b, hi)), out)


def _below(b: GraphBuilder, x: Value) -> Value:
    """The largest float below the 0-d `x` (for x = +0 or -0: the negative smallest
    subnormal; for +inf: the largest finite value)."""
    dtype = x.type.dtype
    uint = _UNSIGNED[dtype.bits]
    s = _Words(b, ())
    raw = _reinterpret(b, x, uint)
    zero = b.constant(0.0, dtype)
    down = b.select(b.compare("GT", x, zero), s.op(Op.SUBTRACT, raw, 1), s.add(raw, 1))
    tiniest_negative = b.constant((1 << (dtype.bits - 1)) | 1, uint)
    return _reinterpret(b, b.select(b.compare("EQ", x, zero), tiniest_negative, down), dtype)


def _normal(b, key, counter, mean, stddev, out: TensorType) -> Value:
    compute = _compute_type(out.dtype)
    shape = out.shape
    if compute is DType.F64:
        bits, _ = threefry_bits(b, key, counter, (2, *shape), 64)
        rank = len(shape)
        first, second = (b.reshape(b.slice(bits, (i,) + (0,) * rank, (i + 1, *shape)), shape)
                         for i in range(2))
    else:
        bits, _ = threefry_bits(b, key, counter, shape, 64)
        w = _Words(b, shape)
        first, second = w.low(bits), w.high(bits)
    u1 = b.binary(Op.SUBTRACT, b.splat(1.0, compute, shape), _unit(b, first, compute))
    u2 = _unit(b, second, compute)
    radius = b.unary(Op.SQRT, b.binary(Op.MULTIPLY, b.splat(-2.0, compute, shape),
                                      b.unary(Op.LOG, u1)))
    angle = b.binary(Op.MULTIPLY, b.splat(2 * math.pi, compute, shape), u2)
    z = b.binary(Op.MULTIPLY, radius, b.unary(Op.COSINE, angle))
    m = b.broadcast(b.convert(mean, compute), shape, ())
    s = b.broadcast(b.convert(stddev, compute), shape, ())
    return b.convert(b.binary(Op.ADD, m, b.binary(Op.MULTIPLY, s, z)), out.dtype)
