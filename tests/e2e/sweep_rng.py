"""Sweep cases for the random-number ops: rng_bit_generator and rng.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`). The
reference interpreter implements neither op (it aborts the process on rng_bit_generator), so
every case has an oracle:

* rng_bit_generator: JAX's `lax.rng_bit_generator` on XLA:CPU, bit for bit, output state
  included. JAX only draws unsigned types; XLA:CPU gives signed and float outputs the bits of
  the unsigned type of their width, so those are the same words viewed as the type. The
  states make the counters wrap: Threefry's 64-bit counter and Philox's 128-bit one (whose
  high word is the key for a two-element state) carry mid-output.
* rng: its numbers are implementation-defined, so the case checks that every UNIFORM value
  lies in [a, b) (an i1 tensor that must be all true). tests/e2e/test_rng.py checks the
  statistics, NORMAL, and the edges of the range.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import NP, SHAPE, Case, Program, is_float, is_signed, is_unsigned, ttype

# name -> (algorithm, state, output shape). Threefry's counter wraps after 6 blocks; Philox's
# low word after 2, carrying into the high word (the key) for the blocks after.
RBG_CONFIGS = {
    "THREE_FRY": ("THREE_FRY", (0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFFA), SHAPE),
    "PHILOX": ("PHILOX", (0xFEDCBA9876543210, 0xFFFFFFFFFFFFFFFE), (SHAPE[1], SHAPE[0])),
}
# The algorithm swept with each element type: each width (8, 16, 32, 64) meets both, which is
# where the bit generators differ (signed and float outputs only reinterpret the bits). Every
# kernel counts here (each output is 24-43 kernels); tests/e2e/test_rng.py runs both
# algorithms on more types and shapes.
SWEPT_ALGORITHM = {"ui8": "THREE_FRY", "i8": "PHILOX", "ui16": "PHILOX", "i16": "THREE_FRY",
                   "f16": "THREE_FRY", "bf16": "PHILOX", "ui32": "THREE_FRY", "i32": "PHILOX",
                   "f32": "THREE_FRY", "ui64": "PHILOX", "i64": "THREE_FRY", "f64": "PHILOX"}


def unsigned_of(t: str) -> np.dtype:
    return np.dtype(f"uint{NP[t].itemsize * 8}")


def xla_rng_bit_generator(algorithm: str, state, shape, t: str) -> tuple[np.ndarray, np.ndarray]:
    """(output state, output) of XLA:CPU, through JAX; signed and float outputs are the
    unsigned words of their width, reinterpreted (XLA:CPU returns exactly those bits)."""
    import jax
    from jax import lax

    algorithms = {"THREE_FRY": lax.RandomAlgorithm.RNG_THREE_FRY,
                  "PHILOX": lax.RandomAlgorithm.RNG_PHILOX,
                  "DEFAULT": lax.RandomAlgorithm.RNG_DEFAULT}
    with jax.enable_x64(True):  # ui64 states and outputs
        new_state, words = lax.rng_bit_generator(np.asarray(state, np.uint64), tuple(shape),
                                                 unsigned_of(t), algorithm=algorithms[algorithm])
        words = np.asarray(words)
    return np.asarray(new_state), words.reshape(-1).view(NP[t]).reshape(words.shape)


def rng_bit_generator_line(algorithm: str, state: str, state_size: int, t: str,
                           shape) -> str:
    """A `p.raw` line: `{ssa}#0` is the new state, `{ssa}#1` the output."""
    st, ot = ttype("ui64", (state_size,)), ttype(t, shape)
    return (f'{{ssa}}:2 = "stablehlo.rng_bit_generator"({state}) {{{{rng_algorithm = '
            f'#stablehlo<rng_algorithm {algorithm}>}}}} : ({st}) -> ({st}, {ot})')


def _rng_bit_generator(t: str, result: int) -> Case:
    config = SWEPT_ALGORITHM[t]
    algorithm, state, shape = RBG_CONFIGS[config]
    state_array = np.array(state, np.uint64)

    def build(p: Program):
        arg = p.arg(f"rbg:{config}", "ui64", state_array)
        ssa = p.raw(rng_bit_generator_line(algorithm, arg, len(state), t, shape))
        # The output and the state case build the same op; the frontend's CSE keeps one.
        return (f"{ssa}#0", ttype("ui64", (len(state),))) if result == 0 else (
            f"{ssa}#1", ttype(t, shape))

    def oracle():
        return xla_rng_bit_generator(algorithm, state_array, shape, t)[result]

    what = "output state" if result == 0 else "output"
    return Case(f"stablehlo.rng_bit_generator {config} {what}", t, build, "bits", oracle)


# -- rng: a property of every number -----------------------------------------------------------

def _bounds(t: str) -> tuple[object, object]:
    """[a, b) of the rng op: not a power-of-two span, negative where the type has negatives."""
    if t == "i1":
        return False, True  # the only non-empty range
    if is_float(t):
        return -3.75, 1.5
    info = np.iinfo(NP[t])
    if is_unsigned(t):
        return 3, int(info.max) - 2
    return int(info.min) + 1, int(info.max) // 3


def _rng_uniform(t: str) -> Case:
    a, b = _bounds(t)
    scalar = ttype(t, ())
    dims = ttype("i64", (len(SHAPE),))
    compare_type = "FLOAT" if is_float(t) else "SIGNED" if is_signed(t) else "UNSIGNED"

    def build(p: Program):
        lo, hi = (p.arg(f"rng:{t}:{i}", t, np.array(v, NP[t])) for i, v in enumerate((a, b)))
        shape = p.raw("{ssa} = stablehlo.constant dense<" + str(list(SHAPE)) + "> : " + dims)
        x = p.raw(f'{{ssa}} = "stablehlo.rng"({lo}, {hi}, {shape}) {{{{rng_distribution = '
                  f'#stablehlo<rng_distribution UNIFORM>}}}} : ({scalar}, {scalar}, {dims}) -> '
                  f'{ttype(t)}')
        checks = []
        for bound, direction in ((lo, "GE"), (hi, "LT")):
            wide = p.raw(f"{{ssa}} = stablehlo.broadcast_in_dim {bound}, dims = [] : "
                         f"({scalar}) -> {ttype(t)}")
            checks.append(p.raw(f"{{ssa}} = stablehlo.compare {direction}, {x}, {wide}, "
                                f"{compare_type} : ({ttype(t)}, {ttype(t)}) -> {ttype('i1')}"))
        both = p.raw(f"{{ssa}} = stablehlo.and {checks[0]}, {checks[1]} : {ttype('i1')}")
        return both, ttype("i1")

    def oracle():
        return np.ones(SHAPE, np.bool_)

    return Case("stablehlo.rng UNIFORM in [a, b)", t, build, oracle=oracle)


MAKERS = {
    "rng_bit_generator": [lambda t: _rng_bit_generator(t, 1), lambda t: _rng_bit_generator(t, 0)],
    "rng": [_rng_uniform],
}
