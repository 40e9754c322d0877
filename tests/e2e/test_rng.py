"""Random numbers on the real device.

* stablehlo.rng_bit_generator against XLA:CPU bit for bit (output state included), for every
  algorithm, output types of every width and signedness, and shapes that exercise each layout
  rule: 0-d, size 0, odd sizes along the split dimension, size-1 dimensions, more than one
  work-group, and a million elements. The oracle is JAX's `lax.rng_bit_generator`, except for
  Philox's three-word state, which JAX cannot pass: there XLA:CPU runs the same StableHLO text.
* stablehlo.rng, whose numbers are implementation-defined: the statistics of large samples
  (mean, variance, histograms, the tails), the range [a, b) at its edges, and determinism.
"""

from __future__ import annotations

import math

import jax
import numpy as np
import pjrtc_runtime
import pytest
from sweep_programs import NP, ttype
from sweep_rng import rng_bit_generator_line, xla_rng_bit_generator

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

U64_MAX = 2**64 - 1


def _compile_and_run(text: str, tmp_path, *inputs, name: str = "rng"):
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return compiled, pjrtc_runtime.load(path)(*inputs)


def _rbg_module(specs: list[tuple[str, int, str, tuple[int, ...]]]) -> str:
    """One rng_bit_generator per (algorithm, state size, type, shape), each with its own state
    argument; results: new state, output, new state, output, ..."""
    params, lines, results, types = [], [], [], []
    for i, (algorithm, size, t, shape) in enumerate(specs):
        params.append(f"%s{i}: {ttype('ui64', (size,))}")
        line = rng_bit_generator_line(algorithm, f"%s{i}", size, t, shape)
        lines.append("  " + line.format(ssa=f"%r{i}"))
        results += [f"%r{i}#0", f"%r{i}#1"]
        types += [ttype("ui64", (size,)), ttype(t, shape)]
    return (f"func.func @main({', '.join(params)}) -> ({', '.join(types)}) {{\n"
            + "\n".join(lines)
            + f"\n  return {', '.join(results)} : {', '.join(types)}\n}}\n")


def _assert_bits_equal(actual: np.ndarray, expected: np.ndarray, what: str) -> None:
    assert actual.dtype == expected.dtype and actual.shape == expected.shape, (
        what, actual.dtype, actual.shape, expected.dtype, expected.shape)
    a = actual.reshape(-1).view(np.uint8)
    e = expected.reshape(-1).view(np.uint8)
    if not np.array_equal(a, e):
        width = actual.dtype.itemsize
        bad = np.flatnonzero((a != e).reshape(-1, width).any(axis=1))
        raise AssertionError(f"{what}: {bad.size}/{actual.size} elements differ, first at flat "
                             f"{bad[:4].tolist()}: {actual.reshape(-1)[bad[:4]]} != "
                             f"{expected.reshape(-1)[bad[:4]]}")


# States whose counters wrap inside the output: Threefry's 64-bit counter, Philox's low word
# (carrying into the high word, which is the key for a two-word state).
STATES = [(0x0123456789ABCDEF, U64_MAX - 4), (U64_MAX, U64_MAX - 1), (0, 0),
          (0x9E3779B97F4A7C15, 0x0000000100000000)]
# (type, shape): every output width and signedness; 0-d, size 0 (the zero dimension is not
# the first), odd sizes along the split dimension (32-bit Threefry splits the first even
# dimension, else the largest), size-1 dimensions, several work-groups.
LAYOUTS = [("ui32", ()), ("i64", (3, 0, 5)), ("i16", (1, 7, 1)), ("ui32", (3, 1, 5)),
           ("f16", (5, 3)), ("i32", (3, 4, 6)), ("ui64", (9,)), ("f32", (3, 5, 7)),
           ("i8", (129, 3))]


@pytest.mark.parametrize("algorithm", ["THREE_FRY", "PHILOX"])
def test_rng_bit_generator_matches_xla(algorithm, tmp_path):
    """(DEFAULT, which XLA:CPU runs as PHILOX: test_philox_three_word_state_matches_xla and
    test_jax_random_matches_jax[rbg].)"""
    specs = [(algorithm, 2, t, shape) for t, shape in LAYOUTS]
    states = [np.array(STATES[i % len(STATES)], np.uint64) for i in range(len(specs))]
    _, out = _compile_and_run(_rbg_module(specs), tmp_path, *states)
    for i, ((_, _, t, shape), state) in enumerate(zip(specs, states)):
        want_state, want = xla_rng_bit_generator(algorithm, state, shape, t)
        what = f"{algorithm} {ttype(t, shape)} from state {state.tolist()}"
        _assert_bits_equal(out[2 * i], want_state, what + ": output state")
        _assert_bits_equal(out[2 * i + 1], want, what + ": output")


def _xla_cpu(text: str, *inputs) -> list[np.ndarray]:
    """XLA:CPU running StableHLO text directly (jaxlib's client; no public JAX API passes a
    three-word Philox state). Outputs come back in the unsigned type of their width."""
    from jax._src import xla_bridge

    client = xla_bridge.get_backend("cpu")
    with jax.enable_x64(True):
        executable = client.compile_and_load(text, client.devices()[:1])
        return [np.asarray(x) for x in executable.execute([jax.device_put(a) for a in inputs])]


def test_philox_three_word_state_matches_xla(tmp_path):
    """ui64[3] = [key, counter low, counter high]: the 128-bit counter carries from the low
    word into the high one mid-output, and the high word wraps too."""
    specs = [(alg, 3, t, shape) for alg, t, shape in (
        ("PHILOX", "ui32", (7,)), ("PHILOX", "f32", (3, 5)), ("PHILOX", "ui64", (5,)),
        ("PHILOX", "i8", (3, 3)), ("PHILOX", "f64", ()), ("DEFAULT", "i16", (4, 3)),
        ("DEFAULT", "ui32", (0,)))]
    states = [np.array(s, np.uint64) for s in (
        (1, U64_MAX - 1, U64_MAX), (0x0123456789ABCDEF, U64_MAX, 7), (5, U64_MAX - 2, 0),
        (0, 0, 0), (U64_MAX, U64_MAX, U64_MAX), (42, U64_MAX - 1, 1), (3, 4, 5))]
    text = _rbg_module(specs)
    _, out = _compile_and_run(text, tmp_path, *states)
    expected = _xla_cpu(text, *states)
    for i, (spec, state) in enumerate(zip(specs, states)):
        what = f"{spec[0]} {ttype(spec[2], spec[3])} from state {state.tolist()}"
        want = expected[2 * i + 1]
        want = want.reshape(-1).view(NP[spec[2]]).reshape(want.shape)
        _assert_bits_equal(out[2 * i], expected[2 * i], what + ": output state")
        _assert_bits_equal(out[2 * i + 1], want, what + ": output")


@pytest.mark.parametrize("algorithm, t", [("THREE_FRY", "ui32"), ("PHILOX", "f32")])
def test_a_million_elements(algorithm, t, tmp_path):
    shape = (1024, 1025)
    state = np.array((0x0123456789ABCDEF, U64_MAX - 1000), np.uint64)
    _, (new_state, out) = _compile_and_run(
        _rbg_module([(algorithm, 2, t, shape)]), tmp_path, state)
    want_state, want = xla_rng_bit_generator(algorithm, state, shape, t)
    _assert_bits_equal(new_state, want_state, "output state")
    _assert_bits_equal(out, want, "output")


def test_state_threads_through_a_loop(tmp_path):
    """The output state feeds the next draw: five Philox draws in a fori_loop, as JAX writes."""
    import jax.numpy as jnp
    from jax import lax

    def draws(state):
        def body(i, carry):
            state, acc = carry
            state, x = lax.rng_bit_generator(state, (4, 3), jnp.uint32,
                                             algorithm=lax.RandomAlgorithm.RNG_PHILOX)
            return state, acc ^ (x * (i.astype(jnp.uint32) + 1))
        return lax.fori_loop(0, 5, body, (state, jnp.zeros((4, 3), jnp.uint32)))

    state = np.array([7, 9, 0xFFFFFFFF, 0xFFFFFFFF], np.uint32)  # the counter wraps
    text = jax.jit(draws).lower(state).as_text()
    _, out = _compile_and_run(text, tmp_path, state)
    for actual, want in zip(out, jax.jit(draws)(state)):
        _assert_bits_equal(actual, np.asarray(want), "fori_loop of rng_bit_generator")


# -- rng ------------------------------------------------------------------------------------

N = 1 << 16  # sample size of the statistical checks
Z = 6.0  # how many standard errors a statistic may stray: each check fails by chance < 1e-8


def _rng_module(draws: list[tuple[str, str, object, object, tuple[int, ...]]]) -> str:
    """One rng op per (distribution, type, a, b, shape), a and b as constants."""
    lines, results, types = [], [], []
    for i, (dist, t, a, b, shape) in enumerate(draws):
        scalar = ttype(t, ())
        dims = ttype("i64", (len(shape),))
        for name, v in (("a", a), ("b", b)):
            literal = f"{v:.17e}" if isinstance(v, float) else str(v).lower()
            lines.append(f"  %{name}{i} = stablehlo.constant dense<{literal}> : {scalar}")
        lines.append(f"  %shape{i} = stablehlo.constant dense<{list(shape)}> : {dims}")
        lines.append(f'  %x{i} = "stablehlo.rng"(%a{i}, %b{i}, %shape{i}) {{rng_distribution = '
                     f'#stablehlo<rng_distribution {dist}>}} : ({scalar}, {scalar}, {dims}) -> '
                     f'{ttype(t, shape)}')
        results.append(f"%x{i}")
        types.append(ttype(t, shape))
    return (f"func.func @main() -> ({', '.join(types)}) {{\n" + "\n".join(lines)
            + f"\n  return {', '.join(results)} : {', '.join(types)}\n}}\n")


def _check_uniform_float(x: np.ndarray, a: float, b: float) -> None:
    x64 = x.astype(np.float64).reshape(-1)
    assert x64.min() >= a and x64.max() < b, (x64.min(), x64.max(), a, b)
    width = b - a
    assert abs(x64.mean() - (a + b) / 2) < Z * width / math.sqrt(12 * x.size), x64.mean()
    # Var(sample variance) of U(0,1) is (1/80 - 1/144) / n.
    var = x64.var() / width**2
    assert abs(var - 1 / 12) < Z * math.sqrt(1 / 80 - 1 / 144) / math.sqrt(x.size), var
    _check_histogram(np.floor((x64 - a) / width * 32).astype(np.int64), 32)


def _check_histogram(bins: np.ndarray, k: int) -> None:
    """Counts per bin 0..k-1 against equal frequencies: chi-square with k - 1 degrees of
    freedom within Z standard deviations (sqrt(2 (k - 1))) of its mean."""
    counts = np.bincount(bins.reshape(-1), minlength=k)
    assert counts.size == k, counts
    expected = bins.size / k
    chi2 = float(((counts - expected) ** 2 / expected).sum())
    assert abs(chi2 - (k - 1)) < Z * math.sqrt(2 * (k - 1)), (chi2, counts)


def test_rng_uniform_floats(tmp_path):
    draws = [("UNIFORM", "f32", -3.75, 1.5, (N,)), ("UNIFORM", "f64", 10.0, 1e6, (N,)),
             ("UNIFORM", "f16", -0.5, 4.0, (256, N // 256)),
             ("UNIFORM", "bf16", -2.0, 6.0, (N,)),
             # b - a overflows to inf: a * (1 - u) + b * u does not.
             ("UNIFORM", "f32", -3.0e38, 3.0e38, (N,))]
    _, out = _compile_and_run(_rng_module(draws), tmp_path)
    for (_, t, a, b, shape), x in zip(draws, out):
        assert x.dtype == NP[t] and x.shape == shape
        assert np.isfinite(x).all()
        _check_uniform_float(x, a, b)


def test_rng_uniform_never_reaches_b(tmp_path):
    """One ulp wide: rounding a * (1 - u) + b * u gives b for about half the draws, which must
    come back as a; and [x, 0) must stay below zero."""
    draws = [("UNIFORM", t, 1.0, float(np.nextafter(NP[t].type(1), NP[t].type(2))), (4096,))
             for t in ("f16", "bf16", "f32", "f64")]
    draws.append(("UNIFORM", "f32", -1.0, 0.0, (4096,)))
    _, out = _compile_and_run(_rng_module(draws), tmp_path)
    for (_, t, a, b, _), x in zip(draws, out):
        assert (x >= a).all() and (x < b).all(), (t, a, b, np.unique(x)[-3:])
    for x in out[:4]:
        assert (x == 1.0).all()


def test_rng_uniform_ints(tmp_path):
    info = {t: np.iinfo(NP[t]) for t in ("i8", "ui8", "i32", "ui32", "i64", "ui64")}
    draws = [("UNIFORM", "i32", -7, 10, (N,)), ("UNIFORM", "ui8", 3, 250, (N,)),
             ("UNIFORM", "i8", int(info["i8"].min), int(info["i8"].max), (N,)),
             ("UNIFORM", "i64", int(info["i64"].min), int(info["i64"].max), (N,)),
             ("UNIFORM", "ui64", 0, int(info["ui64"].max), (N,)),
             ("UNIFORM", "ui32", 2**31, 2**31 + 5, (N,)),
             ("UNIFORM", "ui16", 2**16 - 4, 2**16 - 1, (N,)),
             ("UNIFORM", "i1", False, True, (33,))]
    _, out = _compile_and_run(_rng_module(draws), tmp_path)
    for (_, t, a, b, shape), x in zip(draws, out):
        assert x.dtype == NP[t] and x.shape == shape
        if t == "i1":
            assert not x.any()  # [false, true) holds only false
            continue
        values = x.astype(object) if t in ("i64", "ui64") else x.astype(np.int64)
        assert values.min() >= a and values.max() < b, (t, values.min(), values.max())
        span = b - a
        if span <= 256:  # every value equally often
            _check_histogram((x.astype(np.int64) - a).astype(np.int64), span)
        else:  # 64 equal slices of the range
            slices = np.array([(int(v) - a) * 64 // span for v in x.reshape(-1)])
            _check_histogram(slices, 64)


def test_rng_normal(tmp_path):
    mean, sd = -1.5, 2.25
    draws = [("NORMAL", t, mean, sd, (N,)) for t in ("f32", "f64", "f16", "bf16")]
    _, out = _compile_and_run(_rng_module(draws), tmp_path)
    for (_, t, _, _, _), x in zip(draws, out):
        assert x.dtype == NP[t] and np.isfinite(x).all()
        z = (x.astype(np.float64) - mean) / sd
        assert abs(z.mean()) < Z / math.sqrt(N), (t, z.mean())
        assert abs(z.var() - 1) < Z * math.sqrt(2 / N), (t, z.var())  # Var(s^2) = 2/n
        # The standard normal's mass within 1 sd, 2 sd, beyond 3 sd; then third and fourth
        # moments (0 and 3; their standard errors sqrt(6/n) and sqrt(24/n)).
        for inside, p in ((np.abs(z) < 1, 0.682689), (np.abs(z) < 2, 0.954500),
                          (np.abs(z) > 3, 0.002700)):
            assert abs(inside.mean() - p) < Z * math.sqrt(p * (1 - p) / N), (t, p, inside.mean())
        assert abs((z**3).mean()) < Z * math.sqrt(15 / N), (t, (z**3).mean())
        assert abs((z**4).mean() - 3) < Z * math.sqrt(96 / N), (t, (z**4).mean())


RNG_TWICE = """
func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<1000xf32>, tensor<1000xf32>) {
  %shape = stablehlo.constant dense<1000> : tensor<1xi64>
  %x = stablehlo.rng %a, %b, %shape, distribution = UNIFORM
     : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  %y = stablehlo.rng %a, %b, %shape, distribution = UNIFORM
     : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  return %x, %y : tensor<1000xf32>, tensor<1000xf32>
}
"""


def test_rng_is_reproducible_and_each_op_draws_its_own(tmp_path):
    """Same artifact bytes from every compile, same numbers from every call."""
    a, b = np.float32(0), np.float32(1)
    first, (x, y) = _compile_and_run(RNG_TWICE, tmp_path, a, b)
    second = compile_bytes(RNG_TWICE.encode(), "rng.mlir")
    assert first.spirv == second.spirv and first.constants == second.constants
    x2, y2 = pjrtc_runtime.load(tmp_path / "rng.pjrtc")(a, b)
    np.testing.assert_array_equal(x2, x)
    np.testing.assert_array_equal(y2, y)
    assert np.mean(x == y) < 0.01  # two ops: two independent streams


# -- jax.random, end to end -----------------------------------------------------------------

def _jax_random_program(impl: str):
    """A JAX function of raw key data: fold_in and split, then several samplers (threefry2x32)
    or the ones that draw bits differently (rbg: bits, floats)."""
    import jax.numpy as jnp

    def draw(data):
        key = jax.random.wrap_key_data(data, impl=impl)
        a, b, c = jax.random.split(jax.random.fold_in(key, 3), 3)
        draws = {"uniform": jax.random.uniform(a, (1000, 3)),
                 "bits": jax.random.bits(b, (9,), jnp.uint8),
                 "normal": jax.random.normal(c, (1000,))}
        if impl == "threefry2x32":
            draws.update(randint=jax.random.randint(c, (100,), -5, 17),
                         bernoulli=jax.random.bernoulli(a, 0.3, (64,)),
                         split=jax.random.key_data(jax.random.split(b, 4)))
        return draws
    return draw


@pytest.mark.parametrize("impl", ["threefry2x32", "rbg"])
def test_jax_random_matches_jax(impl, tmp_path):
    """threefry2x32 (JAX's default) lowers to integer ops in a while loop; rbg draws with
    rng_bit_generator DEFAULT. Bit for bit, except normal: erf_inv's f32 polynomial rounds
    differently on the device (up to a few ulp), so it gets the f32 tolerance."""
    draw = _jax_random_program(impl)
    data = np.asarray(jax.random.key_data(jax.random.key(42, impl=impl)))
    text = jax.jit(draw).lower(data).as_text()
    expected = jax.jit(draw)(data)  # a dict: its leaves in sorted key order, as lowered
    _, out = _compile_and_run(text, tmp_path, data, name=f"jax_random_{impl}")
    assert len(out) == len(expected)
    for name, actual in zip(sorted(expected), out):
        want = np.asarray(expected[name])
        if name == "normal":
            np.testing.assert_allclose(actual, want, rtol=1e-5, atol=1e-6)
        else:
            _assert_bits_equal(actual, want, f"jax.random ({impl}): {name}")


def test_jax_random_bf16_matches_jax(tmp_path):
    """bf16 samplers draw 8 random bits (ui32 -> ui8 -> ui16) into a bf16 mantissa, a zero
    extension of a truncated value that LLVM's SPIR-V backend miscompiled into invalid SPIR-V
    (pjrtc/codegen/extend.py). uniform and categorical bit for bit, normal within one bf16 ulp
    (erf_inv rounds differently, see above)."""
    import jax.numpy as jnp

    def draw(data, logits):
        a, b, c = jax.random.split(jax.random.wrap_key_data(data), 3)
        return {"uniform": jax.random.uniform(a, (257,), jnp.bfloat16, -2.0, 3.0),
                "normal": jax.random.normal(b, (300,), jnp.bfloat16),
                "categorical": jax.random.categorical(c, logits, shape=(5, 6))}

    data = np.asarray(jax.random.key_data(jax.random.key(7)))
    logits = np.linspace(-3, 2, 6 * 11).reshape(6, 11).astype(jnp.bfloat16)
    text = jax.jit(draw).lower(data, logits).as_text()
    expected = jax.jit(draw)(data, logits)
    _, out = _compile_and_run(text, tmp_path, data, logits, name="jax_random_bf16")
    for name, actual in zip(sorted(expected), out):
        want = np.asarray(expected[name])
        if name == "normal":
            np.testing.assert_allclose(actual.astype(np.float32), want.astype(np.float32),
                                       rtol=2.0**-7)
        else:
            _assert_bits_equal(actual, want, f"jax.random bf16: {name}")
    assert np.unique(np.asarray(expected["categorical"])).size > 3  # logits that discriminate
