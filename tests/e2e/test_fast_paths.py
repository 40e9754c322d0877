"""The kernel-IR fast paths on the device, against JAX on CPU (or numpy), at sizes that take them.

tests/e2e/test_dtype_sweep.py's 3x5 programs are below every threshold of these passes, so here:

* tiled contractions (pjrtc/passes/tile_contractions.py, codegen/contraction.py): dot_general
  and convolution with >= 16K multiply-adds and >= 8 columns; edge tiles (M not a multiple of
  4, N not a multiple of 16: the vector epilogue on full tiles, the scalar one on the last),
  8 <= N < 16 (only the scalar epilogue), M = 1, batch dimensions, a transposed rhs, operands
  computed in the pack or the lhs expression (transpose, broadcast, convert), f16/bf16 operands
  (f32 accumulators), f64, constant weights (panels folded at compile time), epilogues fused by
  pjrtc/passes/fuse_epilogues.py (bias + ReLU with NaN and signed zeros, tanh-GELU, a residual
  add, a cast to f16: a non-vector output type), convolutions in NHWC and NCHW (tiled as NHWC:
  pjrtc/passes/layout.py), strided, dilated, grouped (not tiled), padded explicitly
  (pjrtc/passes/pad_convolutions.py) or not,
  and with NaN/inf inputs;
* row programs (pjrtc/passes/fuse_rows.py, codegen/rows.py): softmax and log_softmax over rows
  of 1000, 1024, 13 and 5 (too short for a row program), layernorm, argmax/argmin with ties,
  max over rows with NaN, int32 and f64 rows, row scalars that are results too, softmax over a
  leading axis (not a row program), and reduces whose init is not the identity (init applied
  exactly once);
* kernel sharing (pjrtc/passes/share_kernels.py): identical layers share device functions,
  kernels that differ in a compare's signedness do not;
* the f32 tanh approximation (pjrtc/codegen/fastmath.py) on scalars and vectors, in ulps of a
  float64 tanh;
* reshape/transpose views (`_view_source` in pjrtc/lower/__init__.py) between two dots;
* expression kernels of odd shapes (Grid launch geometry in pjrtc/ir/kernel.py).

Every batch of cases is one module: compiled once, loaded once, run once. Each batch also checks
how many kernels took the fast path, so that the cases keep testing it if thresholds move.
Floats compare within conftest_cases' model tolerance (summation order differs from XLA's),
with NaNs in the same places; where a case says so, zero results must have the expected sign.
Kernel-IR shapes of these passes, without a device: tests/passes/test_kernel_passes.py.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pjrtc_runtime
from conftest_cases import assert_close
from jax import lax

from pjrtc.artifact.writer import write_artifact
from pjrtc.ir.loops import Ops
from pjrtc.driver import Compiled, compile_bytes

BF16 = np.dtype(ml_dtypes.bfloat16)
NHWC = ("NHWC", "HWIO", "NHWC")
NCHW = ("NCHW", "OIHW", "NCHW")


# -- helpers ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    """One JAX function and its arguments; `signed_zeros`: zero results must have the sign
    JAX's have (an epilogue's max/min), not only compare equal. `numpy`: the expected results
    from this function instead of from XLA:CPU (where XLA:CPU departs from the spec)."""

    label: str
    fn: Callable
    args: tuple[np.ndarray, ...]
    signed_zeros: bool = False
    numpy: Callable | None = None


def _x64(args) -> contextlib.AbstractContextManager:
    """JAX with 64-bit types when any argument is 64-bit (else it would narrow them)."""
    wide = any(np.asarray(a).dtype.itemsize == 8 for a in args)
    return jax.enable_x64(True) if wide else contextlib.nullcontext()


def _run_text(text: str, args, tmp_path, name: str) -> tuple[list[np.ndarray], Compiled]:
    """Compile StableHLO text with pjrtc and run it on the device: (results, the compile)."""
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return [np.asarray(r) for r in pjrtc_runtime.load(path)(*args)], compiled


def _batched(cases: list[Case]) -> tuple[Callable, list[np.ndarray]]:
    """One function of every case's arguments, returning every case's results in order."""
    def fn(*flat):
        out, at = [], 0
        for case in cases:
            result = case.fn(*flat[at:at + len(case.args)])
            at += len(case.args)
            out.extend(result if isinstance(result, tuple) else (result,))
        return tuple(out)

    return fn, [a for case in cases for a in case.args]


def _labels(cases: list[Case], expected_per_case: list[int]) -> list[tuple[str, bool]]:
    return [(f"{case.label}[{i}]" if n > 1 else case.label, case.signed_zeros)
            for case, n in zip(cases, expected_per_case) for i in range(n)]


def _mismatch(actual: np.ndarray, expected: np.ndarray, label: str,
              signed_zeros: bool) -> str | None:
    try:
        assert_close(actual, expected, label, model=True)
    except AssertionError as e:
        return str(e)
    if signed_zeros and expected.dtype.kind == "f":
        zero = (expected == 0) & (actual == 0)
        wrong = zero & (np.signbit(actual) != np.signbit(expected))
        if wrong.any():
            at = tuple(int(i) for i in np.argwhere(wrong)[0])
            return (f"{label}: {int(wrong.sum())} zeros of the wrong sign; first at {at}: "
                    f"{actual[at]!r} vs expected {expected[at]!r}")
    return None


def check_jax(cases: list[Case], tmp_path, name: str) -> Compiled:
    """Run the cases as one pjrtc module and as one jitted JAX function on CPU; every result
    must match. Returns the compile, for checks on its kernels."""
    fn, args = _batched(cases)
    with _x64(args):
        text = jax.jit(fn).lower(*args).as_text()
        expected = [np.asarray(e) for e in jax.jit(fn)(*args)]
    counts, at = [], 0
    for case in cases:
        with _x64(case.args):
            shapes = jax.eval_shape(case.fn, *case.args)
        count = len(shapes) if isinstance(shapes, tuple) else 1
        if case.numpy is not None:
            mine = case.numpy(*case.args)
            expected[at:at + count] = [np.asarray(e) for e in
                                       (mine if isinstance(mine, tuple) else (mine,))]
        counts.append(count)
        at += count
    actual, compiled = _run_text(text, args, tmp_path, name)
    assert len(actual) == len(expected)
    failures = [m for a, e, (label, signed) in zip(actual, expected, _labels(cases, counts))
                if (m := _mismatch(a, e, label, signed))]
    assert not failures, "\n".join(failures)
    return compiled


def _kernels(compiled: Compiled, *, tiled: bool = False, rows: bool = False,
             reductions: bool = False) -> list[str]:
    """Names of the launched kernels (in schedule order) that are tiled, row programs or
    (other) reductions."""
    out = []
    for kern in compiled.kernels.kernels:
        if ((tiled and kern.tiling is not None) or (rows and kern.rows is not None)
                or (reductions and kern.reduction is not None)):
            out.append(kern.name)
    return out


def _launches(compiled: Compiled) -> list[str]:
    """The manifest's kernel names in launch order (its kernels, one launch each, when it
    has no schedule)."""
    m = compiled.manifest
    if not m.schedule:
        return [k.name for k in m.kernels]
    return [m.kernels[step.kernel].name for step in m.schedule]


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _uniform(rng: np.random.Generator, *shape, dtype=np.float32) -> np.ndarray:
    return rng.uniform(-1.0, 1.0, shape).astype(dtype)


# -- tiled contractions ------------------------------------------------------------------------

def _matmul_cases() -> list[Case]:
    """One tiled dot_general each."""
    r = _rng(1)
    u = lambda *shape: _uniform(r, *shape)  # noqa: E731
    cases = [
        # 37 rows: the last row tile has 1 row; 45 columns: two full 16-column tiles (vector
        # epilogue), one of 13 (scalar epilogue).
        Case("edge tiles 37x64 @ 64x45", jnp.matmul, (u(37, 64), u(64, 45))),
        # 12 columns: one tile, always the scalar epilogue.
        Case("8 <= N < 16: 50x300 @ 300x12", jnp.matmul, (u(50, 300), u(300, 12))),
        Case("M = 1: vector @ matrix", jnp.matmul, (u(256), u(256, 100))),
        Case("M = 1: 1x256 @ 256x100", jnp.matmul, (u(1, 256), u(256, 100))),
        Case("M = 2 (mr = 2): 2x512 @ 512x40", jnp.matmul, (u(2, 512), u(512, 40))),
        Case("batch bqd,bkd->bqk", lambda q, k: jnp.einsum("bqd,bkd->bqk", q, k),
             (u(3, 21, 32), u(3, 37, 32))),
        Case("batch hqk,khd->qhd", lambda p, v: jnp.einsum("hqk,khd->qhd", p, v),
             (u(4, 19, 40), u(40, 4, 24))),
        Case("two contracting dims", lambda a, b: jnp.einsum("mij,ijn->mn", a, b),
             (u(30, 8, 16), u(8, 16, 20))),
        Case("transposed rhs x @ w.T", lambda x, w: x @ w.T, (u(33, 64), u(40, 64))),
        Case("transposed lhs x.T @ w", lambda x, w: x.T @ w, (u(64, 30), u(64, 40))),
        Case("broadcast rhs", lambda x, v: x @ jnp.broadcast_to(v, (64, 40)),
             (u(30, 64), u(40))),
        Case("broadcast lhs", lambda v, w: jnp.broadcast_to(v, (30, 64)) @ w,
             (u(64), u(64, 40))),
        Case("converted operands", lambda x, w: x.astype(jnp.float32) @ w.astype(jnp.float32),
             (r.integers(-9, 9, (30, 64)).astype(np.int32), u(64, 40).astype(np.float16))),
        Case("f16 operands, f16 result", jnp.matmul,
             (u(29, 128).astype(np.float16), u(128, 24).astype(np.float16))),
        Case("f16 operands, f32 result",
             lambda x, w: jnp.matmul(x, w, preferred_element_type=jnp.float32),
             (u(29, 128).astype(np.float16), u(128, 24).astype(np.float16))),
        Case("bf16 operands", jnp.matmul, (u(29, 128).astype(BF16), u(128, 24).astype(BF16))),
    ]
    return cases


def test_tiled_dot_general(tmp_path):
    cases = _matmul_cases()
    compiled = check_jax(cases, tmp_path, "tiled_dots")
    assert len(_kernels(compiled, tiled=True)) == len(cases), _launches(compiled)


def test_split_reductions(tmp_path):
    """passes/split_contractions.py: few result tiles and a long reduction are summed in
    slices (a batched tiled kernel and a reduce that takes the epilogue), transposed operands
    and f64 included; the results still match JAX. Small integers as inputs: every partial
    sum is exact, so any order of the additions gives JAX's result exactly (random floats
    over 16384 terms differ by more than the test tolerance in any two orders)."""
    r = _rng(7)
    u = lambda *shape: r.integers(-2, 3, size=shape).astype(np.float32)  # noqa: E731
    cases = [
        Case("[8, 16384] @ [16384, 10] + b", lambda x, w, b: x @ w + b,
             (u(8, 16384), u(16384, 10), u(10))),
        Case("relu(x^T @ w)", lambda xt, w: jax.nn.relu(xt.T @ w), (u(4096, 3), u(4096, 20))),
        Case("x @ w^T", lambda x, wt: x @ wt.T, (u(5, 8192), u(16, 8192))),
        Case("f64 [4, 8192] @ [8192, 8]", lambda x, w: x @ w,
             (u(4, 8192).astype(np.float64), u(8192, 8).astype(np.float64))),
    ]
    compiled = check_jax(cases, tmp_path, "split_k")
    split = [k for k in compiled.manifest.kernels
             if k.name.endswith("dot_general") and k.global_size[0] >= 4]
    assert len(split) == len(cases), _launches(compiled)


def _with_specials(x: np.ndarray, row_nan: int, row_zero: int) -> np.ndarray:
    x = x.copy()
    x[row_nan, 5] = np.nan
    x[row_zero] = 0.0
    return x


def _epilogue_cases() -> list[Case]:
    r = _rng(2)
    u = lambda *shape: _uniform(r, *shape)  # noqa: E731
    x = _with_specials(u(45, 64), row_nan=3, row_zero=44)  # row 44: the last row tile, alone
    bias = u(40)
    bias[[2, 37]] = np.nan  # a full (vector) tile and the edge (scalar) tile
    bias[[6, 9, 33, 38]] = -0.0
    scale = np.where(np.arange(40) % 2 == 0, np.float32(-1.0), np.float32(1.0))
    w = u(64, 40)
    return [
        Case("relu(x @ w + b) with NaN, zeros and -0.0",
             lambda x, w, b: jax.nn.relu(x @ w + b), (x, w, bias), signed_zeros=True),
        # A zero row times -1 is -0.0 in every other column: maximum(-0, +0) is +0.
        Case("maximum(x @ w * s, 0)", lambda x, w, s: jnp.maximum(x @ w * s, 0.0),
             (x, w, scale), signed_zeros=True),
        Case("maximum(0, x @ w * s)", lambda x, w, s: jnp.maximum(0.0, x @ w * s),
             (x, w, scale), signed_zeros=True),
        Case("minimum(x @ w, -0)", lambda x, w: jnp.minimum(x @ w, -0.0), (x, w),
             signed_zeros=True),
        Case("minimum(x @ w * s, 0) + inf bias",
             lambda x, w, s, b: jnp.minimum(x @ w * s, 0.0) + b,
             (x, w, scale, np.where(np.arange(40) == 20, np.inf, 0.0).astype(np.float32))),
        Case("tanh-GELU(x @ w + b)",
             lambda x, w, b: jax.nn.gelu(x @ w + b, approximate=True), (u(45, 64), w, u(40))),
        Case("residual x + x @ w + b", lambda x, w, b: x + (x @ w + b),
             (2 * u(45, 40), u(40, 40), u(40))),
        Case("(x @ w + b) as f16", lambda x, w, b: (x @ w + b).astype(jnp.float16),
             (4 * u(45, 64), w, u(40))),
        Case("(x @ w) as f16, 8 <= N < 16", lambda x, w: (x @ w).astype(jnp.float16),
             (u(50, 300), u(300, 12))),
    ]


def test_tiled_epilogues(tmp_path):
    cases = _epilogue_cases()
    compiled = check_jax(cases, tmp_path, "epilogues")
    tiled = _kernels(compiled, tiled=True)
    assert len(tiled) == len(cases)
    # Each epilogue went into its dot's kernel: no kernel but the packs and the tiled ones.
    assert len(compiled.kernels.kernels) == 2 * len(cases), _launches(compiled)


def test_tiled_results_read_otherwise(tmp_path):
    """Dot results that are not (only) an epilogue's: read twice, read transposed, returned
    as well as used, reduced; and an epilogue on a one-row result."""
    r = _rng(13)
    u = lambda *shape: _uniform(r, *shape)  # noqa: E731
    x, w = u(45, 64), u(64, 40)
    cases = [
        Case("y = x @ w read twice", lambda x, w: (lambda y: (jax.nn.relu(y), y * 2 + 1))(x @ w),
             (x, w)),
        Case("y returned and relu(y)", lambda x, w: (lambda y: (y, jax.nn.relu(y)))(x @ w),
             (x, w)),
        Case("(x @ w).T + b", lambda x, w, b: (x @ w).T + b, (x, w, u(45))),
        Case("sum of x @ w over rows", lambda x, w: jnp.sum(x @ w, axis=0), (x, w)),
        Case("softmax(x @ w)", lambda x, w: jax.nn.softmax(x @ w, axis=-1), (x, w)),
        Case("M = 1: relu(v @ w + b)", lambda v, w, b: jax.nn.relu(v @ w + b),
             (u(512), u(512, 45), u(45))),
    ]
    compiled = check_jax(cases, tmp_path, "tiled_results")
    assert len(_kernels(compiled, tiled=True)) == len(cases), _launches(compiled)


def test_constant_weights_fold_their_panels(tmp_path):
    r = _rng(3)
    w = _uniform(r, 64, 45)
    b = _uniform(r, 45)
    w2 = _uniform(r, 45, 12)
    cases = [Case("relu(x @ W + B), W and B constant",
                  lambda x: jax.nn.relu(x @ w + b), (_uniform(r, 37, 64),)),
             Case("x @ W2 (12 columns), W2 constant", lambda x: x @ w2,
                  (_uniform(r, 50, 45),))]
    compiled = check_jax(cases, tmp_path, "constant_weights")
    assert len(_kernels(compiled, tiled=True)) == 2
    names = [k.name for k in compiled.manifest.kernels]
    assert not [n for n in names if n.endswith("_pack")], names


def test_tiled_f64(tmp_path):
    r = _rng(4)
    u = lambda *shape: _uniform(r, *shape, dtype=np.float64)  # noqa: E731
    bias = u(13)
    bias[4] = np.nan
    cases = [
        # f64 tiles are 4 x 8: 13 columns are one full tile and one of 5.
        Case("f64 relu(x @ w + b), 13 columns", lambda x, w, b: jax.nn.relu(x @ w + b),
             (_with_specials(u(41, 256), row_nan=0, row_zero=40), u(256, 13), bias),
             signed_zeros=True),
        Case("f64 batch bqd,bkd->bqk", lambda q, k: jnp.einsum("bqd,bkd->bqk", q, k),
             (u(2, 17, 64), u(2, 30, 64))),
        Case("f64 x @ w.T", lambda x, w: x @ w.T, (u(9, 300), u(11, 300))),
        Case("f64 conv NHWC SAME",
             lambda x, k: lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                                   dimension_numbers=NHWC),
             (u(1, 10, 10, 6), u(3, 3, 6, 12))),
    ]
    compiled = check_jax(cases, tmp_path, "tiled_f64")
    assert len(_kernels(compiled, tiled=True)) == len(cases)


def _conv(strides=(1, 1), padding="SAME", rhs_dilation=None, dn=NHWC, groups=1) -> Callable:
    def fn(x, k):
        return lax.conv_general_dilated(x, k, strides, padding, rhs_dilation=rhs_dilation,
                                        dimension_numbers=dn, feature_group_count=groups)
    return fn


def test_tiled_convolutions(tmp_path):
    r = _rng(5)
    u = lambda *shape: _uniform(r, *shape)  # noqa: E731
    specials = u(1, 12, 12, 8)
    specials[0, 3, 4, 1] = np.nan
    specials[0, 7, 0, 5] = np.inf
    specials[0, 11, 11, 2] = -np.inf
    big_specials = u(2, 15, 13, 8)
    big_specials[1, 0, 0, 0] = np.nan
    big_specials[0, 8, 12, 7] = np.inf
    cases = [
        # 2x15x13x24 = 9360 results: explicitly padded (pad_convolutions), 24 columns.
        Case("NHWC SAME, padded explicitly", _conv(), (u(2, 15, 13, 8), u(3, 3, 8, 24))),
        # 2x8x8x20 = 2560 results: padding tested per window point in the tiled kernel.
        Case("NHWC SAME stride 2", _conv(strides=(2, 2)), (u(2, 16, 16, 8), u(3, 3, 8, 20))),
        Case("NHWC VALID rhs dilation 2", _conv(padding="VALID", rhs_dilation=(2, 2)),
             (u(1, 20, 20, 4), u(3, 3, 4, 16))),
        Case("NHWC asymmetric padding", _conv(padding=((0, 2), (1, 0))),
             (u(3, 9, 11, 8), u(2, 3, 8, 17))),
        Case("NHWC SAME, NaN/inf input", _conv(), (specials, u(3, 3, 8, 16))),
        Case("NHWC SAME, NaN/inf input, padded explicitly", _conv(),
             (big_specials, u(3, 3, 8, 24))),
        Case("NHWC SAME + bias + relu",
             lambda x, k, b: jax.nn.relu(_conv()(x, k) + b),
             (u(2, 15, 13, 8), u(3, 3, 8, 24), u(24)), signed_zeros=True),
        # Tiled as NHWC (passes/layout.py), through transposes at its boundary.
        Case("NCHW/OIHW SAME", _conv(dn=NCHW), (u(2, 8, 14, 14), u(16, 8, 3, 3))),
    ]
    tiled = len(cases)
    cases += [
        # Not tiled (grouped: the lhs reads the output feature), still right.
        Case("NHWC feature_group_count 2", _conv(groups=2), (u(2, 12, 12, 8), u(3, 3, 4, 16))),
    ]
    compiled = check_jax(cases, tmp_path, "tiled_convolutions")
    assert len(_kernels(compiled, tiled=True)) == tiled


# -- row programs ------------------------------------------------------------------------------

def _softmax_by_hand(x):
    m = jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(x - m)
    s = jnp.sum(e, axis=-1, keepdims=True)
    return e / s, m, s  # the row scalars are results too: they must be stored


def _exp_and_sum(x):
    e = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    return e, jnp.sum(e, axis=-1, keepdims=True)


def _layernorm(x, gamma, beta):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + 1e-5) * gamma + beta


def _ties(rng: np.random.Generator, rows: int, n: int) -> np.ndarray:
    """Small integers (ties everywhere), a constant row, a row of one NaN, rows of -inf/+inf."""
    x = rng.integers(-3, 4, (rows, n)).astype(np.float32)
    x[0] = 2.0  # every position ties: index 0
    x[1, n // 2] = np.nan  # the only NaN wins for argmax and argmin
    x[2] = -np.inf  # argmax of an all -inf row: 0
    x[3] = np.inf  # argmin of an all +inf row: 0
    x[4, -1] = 10.0  # the maximum in the last position (the scalar tail when n % 8)
    x[4, -2] = -10.0
    return x


def test_row_programs(tmp_path):
    r = _rng(6)
    cases = []
    for n in (1000, 1024, 13):
        x = 4 * _uniform(r, 6, n)
        cases += [Case(f"softmax n={n}", jax.nn.softmax, (x,)),
                  Case(f"log_softmax n={n}", jax.nn.log_softmax, (x,)),
                  Case(f"softmax by hand, row scalars returned n={n}", _softmax_by_hand, (x,)),
                  Case(f"layernorm n={n}", _layernorm,
                       (4 * _uniform(r, 7, n) + 1, _uniform(r, n), _uniform(r, n))),
                  Case(f"argmax/argmin with ties n={n}",
                       lambda x: (jnp.argmax(x, -1), jnp.argmin(x, -1)), (_ties(r, 9, n),))]
        nan_rows = _uniform(r, 5, n)
        nan_rows[1, 3] = np.nan
        nan_rows[2, -1] = np.nan
        nan_rows[3] = -np.inf
        # Against numpy: XLA:CPU (jax 0.10) drops NaNs from max/min over rows of 1000 and
        # 1024 (row [.., nan at 3, ..] gives 0.996; a NaN last gives -inf); the spec's
        # maximum and minimum propagate them.
        cases += [Case(f"max/min with NaN n={n}",
                       lambda x: (jnp.max(x, -1), jnp.min(x, -1)), (nan_rows,),
                       numpy=lambda x: (np.max(x, -1), np.min(x, -1))),
                  Case(f"int32 sum and max n={n}",
                       lambda x: (jnp.sum(x, -1), jnp.max(x, -1)),
                       (r.integers(-2**20, 2**20, (5, n)).astype(np.int32),))]
    x = 4 * _uniform(r, 7, 200)
    cases += [
        # exp(x - max) read by two maps (the last one takes its buffer), by a reduction after
        # the map writing a result (no buffer to take), and reversed.
        Case("exp(x - max) read by two maps", lambda x: (lambda e, s: (e / s, e * 2))(
            *_exp_and_sum(x)), (x,)),
        Case("exp(x - max) read after the result", lambda x: (lambda e, s: (
            e / s, jnp.sum(e * x, -1) / s[:, 0]))(*_exp_and_sum(x)), (x,)),
        Case("exp(x - max) reversed", lambda x: (lambda e, s: (jnp.flip(e, -1) / s, e / s))(
            *_exp_and_sum(x)), (x,)),
        # Two row axes; 15 rows, not a whole number of work-groups.
        Case("softmax 3-D rows", jax.nn.softmax, (4 * _uniform(r, 3, 5, 40),)),
        # Not row programs: rows of 5 (too short: 3 reductions), a leading axis (4).
        Case("softmax n=5", jax.nn.softmax, (4 * _uniform(r, 9, 5),)),
        Case("argmax n=5", lambda x: jnp.argmax(x, -1), (_ties(r, 6, 5),)),
        Case("softmax over axis 0", lambda x: jax.nn.softmax(x, axis=0),
             (4 * _uniform(r, 1000, 13),)),
        Case("softmax over axis 1 of 3", lambda x: jax.nn.softmax(x, axis=1),
             (4 * _uniform(r, 4, 50, 9),)),
        # A batch of one (lowering reads its axis at 0), and rows of one row each.
        Case("layernorm [1, 37, 64]", _layernorm,
             (4 * _uniform(r, 1, 37, 64) + 1, _uniform(r, 64), _uniform(r, 64))),
        Case("layernorm [37, 1, 64]", _layernorm,
             (4 * _uniform(r, 37, 1, 64) + 1, _uniform(r, 64), _uniform(r, 64))),
        Case("softmax [1, 1, 3, 100]", jax.nn.softmax, (4 * _uniform(r, 1, 1, 3, 100),)),
    ]
    compiled = check_jax(cases, tmp_path, "row_programs")
    # Every other reduction is in a row program (several may share one: same rows).
    assert len(_kernels(compiled, reductions=True)) == 3 + 4, _launches(compiled)
    assert _kernels(compiled, rows=True)


def test_row_programs_f64(tmp_path):
    r = _rng(7)
    u = lambda *shape: _uniform(r, *shape, dtype=np.float64)  # noqa: E731
    cases = [Case("f64 softmax n=1000", jax.nn.softmax, (4 * u(4, 1000),)),
             Case("f64 softmax n=13", jax.nn.softmax, (4 * u(4, 13),)),
             Case("f64 layernorm n=100", _layernorm, (u(3, 100) + 1, u(100), u(100))),
             Case("f64 sum and argmax n=37", lambda x: (jnp.sum(x, -1), jnp.argmax(x, -1)),
                  (u(5, 37),)),
             Case("int64 sum n=1000", lambda x: jnp.sum(x, -1),
                  (r.integers(-2**40, 2**40, (3, 1000)),))]
    compiled = check_jax(cases, tmp_path, "row_programs_f64")
    assert _kernels(compiled, rows=True) and not _kernels(compiled, reductions=True)


def _reduce_text(name: str, operand: str, t: str, n: int, init: str, body_op: str) -> str:
    return f"""
  %init_{name} = stablehlo.constant dense<{init}> : tensor<{t}>
  %{name} = stablehlo.reduce(%{operand} init: %init_{name}) applies stablehlo.{body_op}
      across dimensions = [1] : (tensor<6x{n}x{t}>, tensor<{t}>) -> tensor<6x{t}>"""


def _reduce_init_operands(r: np.random.Generator, n: int) -> dict[str, np.ndarray]:
    """Operands for rows of n: ints, floats (rows 0-2 below every init), signs."""
    floats = _uniform(r, 6, n)
    floats[:3] -= 1.6
    return {"i": r.integers(-1000, 1000, (6, n)).astype(np.int32), "f": floats,
            "s": r.choice(np.array([-1, 1], np.int32), (6, n))}


# (operand, element type, init, body, the result in numpy)
_REDUCES_WITH_INIT = (
    ("i", "i32", "5", "add", lambda x: x.sum(-1, dtype=np.int32) + 5),
    ("f", "f32", "5.0", "add", lambda x: np.float32(x.sum(-1, dtype=np.float64) + 5)),
    ("f", "f32", "0.5", "maximum", lambda x: np.maximum(x.max(-1), np.float32(0.5))),
    ("f", "f32", "-0.5", "minimum", lambda x: np.minimum(x.min(-1), np.float32(-0.5))),
    ("i", "i32", "-7", "minimum", lambda x: np.minimum(x.min(-1), np.int32(-7))),
    ("s", "i32", "3", "multiply", lambda x: np.prod(x, -1, dtype=np.int32) * np.int32(3)),
)


def test_row_reduce_init_applied_once(tmp_path):
    """A reduce whose init is not the body's identity: the init enters each result exactly
    once (a row program folds its lanes and the tail separately), written as StableHLO."""
    lengths = (1000, 13, 8, 9, 16)
    r = _rng(8)
    args, params, body, results = [], [], [], []
    for n in lengths:
        operands = _reduce_init_operands(r, n)
        for key, array in operands.items():
            t = "f32" if array.dtype == np.float32 else "i32"
            params.append(f"%{key}{n}: tensor<6x{n}x{t}>")
            args.append(array)
        for k, (key, t, init, op, reference) in enumerate(_REDUCES_WITH_INIT):
            body.append(_reduce_text(f"r{n}_{k}", f"{key}{n}", t, n, init, op))
            results.append((f"%r{n}_{k}", f"tensor<6x{t}>", f"{op} init {init} n={n}",
                            reference(operands[key])))
    types = ", ".join(t for _, t, _, _ in results)
    text = (f"func.func @main({', '.join(params)}) -> ({types}) {{" + "".join(body)
            + f"\n  return {', '.join(v for v, _, _, _ in results)} : {types}\n}}\n")
    actual, compiled = _run_text(text, args, tmp_path, "reduce_init")
    failures = []
    for a, (_, _, label, expected) in zip(actual, results):
        try:
            assert_close(a, np.asarray(expected), label, model=True)
        except AssertionError as error:
            failures.append(str(error))
    assert not failures, "\n".join(failures)
    assert _kernels(compiled, rows=True) and not _kernels(compiled, reductions=True)


# -- kernel sharing ----------------------------------------------------------------------------

def test_identical_layers_share_kernels(tmp_path):
    r = _rng(9)

    def mlp(x, *params):
        for w, b in zip(params[::2], params[1::2]):
            x = jax.nn.relu(x @ w + b)
        return x

    weights = [a for _ in range(3) for a in (_uniform(r, 64, 64) / 4, _uniform(r, 64))]
    compiled = check_jax([Case("three matmul + bias + relu layers", mlp,
                               (_uniform(r, 40, 64), *weights))], tmp_path, "shared_layers")
    launches = _launches(compiled)
    assert len(launches) == 6 and len(set(launches)) == 2, launches



def test_contractions_differing_only_in_depth_share_one_function(tmp_path):
    """Products and 1x1 convolutions alike but for K (generic_depth: K read at run time), at
    Ks that are no multiple of the vector width and rows and columns with partial tiles, are
    one device function per family, and right."""
    r = _rng(11)
    dense = lambda x, w, b: jax.nn.relu(x @ w + b)  # noqa: E731
    conv = lambda x, k: _conv()(x, k) * 2.0  # noqa: E731
    cases = [Case(f"relu(x @ w + b), K {k}", dense,
                  (_uniform(r, 37, k), _uniform(r, k, 40) / 4, _uniform(r, 40)))
             for k in (24, 64, 100)]
    cases += [Case(f"1x1 convolution, K {k}", conv, (_uniform(r, 1, 9, 11, k),
                                                     _uniform(r, 1, 1, k, 32) / 4))
              for k in (8, 40)]
    compiled = check_jax(cases, tmp_path, "generic_depth")
    tiled = [kern for kern in compiled.kernels.kernels if kern.tiling is not None]
    assert all(kern.tiling.depth is not None for kern in tiled)
    launched = set(_launches(compiled))
    assert len({kern.name for kern in tiled} & launched) == 2, [k.name for k in tiled]

def test_contractions_differing_in_k_m_and_n_share_one_function(tmp_path):
    """1x1 convolutions with a per-channel scale and bias, alike but for K, M and N (rows and
    columns with partial tiles, N below and above a tile), are one device function reading
    all three at run time (generic_depth's i64[3] buffer), and right; a product whose
    epilogue reads a row's other operand (a residual) keeps its extents."""
    r = _rng(13)

    def block(x, k, scale, bias):
        return jax.nn.relu(_conv()(x, k) * scale + bias)

    shapes = ((2, 9, 11, 8, 40), (2, 5, 7, 24, 16), (2, 3, 3, 40, 72), (2, 6, 6, 16, 20))
    cases = [Case(f"1x1 convolution {b}x{h}x{w}, K {c}, N {n}", block,
                  (_uniform(r, b, h, w, c), _uniform(r, 1, 1, c, n) / 4, _uniform(r, n),
                   _uniform(r, n))) for b, h, w, c, n in shapes]
    residual = lambda x, k, y: _conv()(x, k) + y  # noqa: E731
    cases.append(Case("1x1 convolution + residual", residual,
                      (_uniform(r, 1, 6, 6, 16), _uniform(r, 1, 1, 16, 24) / 4,
                       _uniform(r, 1, 6, 6, 24))))
    compiled = check_jax(cases, tmp_path, "generic_sizes")
    tiled = [kern for kern in compiled.kernels.kernels if kern.tiling is not None]
    generic = [kern for kern in tiled if kern.tiling.generic_sizes]
    assert len(generic) == len(shapes), [kern.name for kern in tiled]
    launched = set(_launches(compiled))
    assert len({kern.name for kern in generic} & launched) == 1
    programs = compiled.outputs["loops"].programs
    for kern in generic:  # the code holds no extent: no division of a row, sizes loaded
        lhs = kern.args().index(kern.tiling.lhs.arg)
        assert not _address_divides(programs[kern.name], lhs), kern.name


def _address_divides(program, param: int) -> bool:
    """Whether a load from parameter `param` has a division or remainder in its address."""
    insts = program.insts
    param_inst = next(i for i, inst in enumerate(insts)
                      if inst.op is Ops.PARAM and inst.arg == param)
    seen: set[int] = set()

    def divides(i: int) -> bool:
        if i in seen:
            return False
        seen.add(i)
        return insts[i].op in (Ops.IDIV, Ops.IREM) or any(divides(s) for s in insts[i].src)

    return any(divides(inst.src[1]) for inst in insts
               if inst.op is Ops.LOAD and inst.src[0] == param_inst)


def test_tiled_rows_read_from_the_flat_row(tmp_path):
    """1x1 convolutions over a batch of 2 (rows of three axes), at K compiled in and read at
    run time: the lhs is read at (batch * M + row) * K + k, no division of the row index in
    its address (contraction._row_major_lhs), and the results are right."""
    r = _rng(12)
    conv = lambda x, k: _conv()(x, k) * 2.0  # noqa: E731
    cases = [Case(f"1x1 convolution, batch 2, K {k}", conv,
                  (_uniform(r, 2, 9, 11, k), _uniform(r, 1, 1, k, 40) / 4)) for k in (8, 40)]
    cases.append(Case("1x1 convolution, batch 2, K 24", conv,
                      (_uniform(r, 2, 5, 3, 24), _uniform(r, 1, 1, 24, 48) / 4)))
    compiled = check_jax(cases, tmp_path, "row_major_lhs")
    programs = compiled.outputs["loops"].programs
    tiled = [kern for kern in compiled.kernels.kernels if kern.tiling is not None]
    assert len(tiled) == 3
    for kern in tiled:
        lhs = kern.args().index(kern.tiling.lhs.arg)
        assert not _address_divides(programs[kern.name], lhs), kern.name


def test_kernels_alike_but_for_an_attribute_stay_apart(tmp_path):
    """Kernels that differ only in a compare's signedness (i32 SIGNED vs UNSIGNED) or in a
    constant's sign (minimum with 0.0 vs -0.0) are two device functions, or one of their
    results is wrong; the same kernel on swapped buffers is one."""
    # More elements than merge_kernels joins into one launch (MAX_MERGED_ELEMENTS): five
    # launches of four functions.
    ty, ft = "tensor<256x320xi32>", "tensor<256x320xf32>"
    ops = "".join(
        f"  %c{i} = stablehlo.compare LT, %{x}, %{y}, {kind} : ({ty}, {ty}) -> tensor<256x320xi1>\n"
        f"  %r{i} = stablehlo.select %c{i}, %{x}, %{y} : tensor<256x320xi1>, {ty}\n"
        for i, (kind, x, y) in enumerate((("SIGNED", "a", "b"), ("UNSIGNED", "a", "b"),
                                          ("SIGNED", "b", "a"))))
    ops += "".join(f"  %z{i} = stablehlo.constant dense<{zero}> : {ft}\n"
                   f"  %m{i} = stablehlo.minimum %f, %z{i} : {ft}\n"
                   for i, zero in enumerate(("0.0", "-0.0")))
    text = (f"func.func @main(%a: {ty}, %b: {ty}, %f: {ft}) -> ({ty}, {ty}, {ty}, {ft}, {ft}) "
            f"{{\n{ops}  return %r0, %r1, %r2, %m0, %m1 : {ty}, {ty}, {ty}, {ft}, {ft}\n}}\n")
    r = _rng(10)
    a, b = (r.integers(-2**31, 2**31 - 1, (256, 320), dtype=np.int64).astype(np.int32)
            for _ in range(2))
    f = np.where(r.random((256, 320)) < 0.5, np.float32(0.0), _uniform(r, 256, 320))
    actual, compiled = _run_text(text, [a, b, f], tmp_path, "attributes")
    signed = np.where(a < b, a, b)
    unsigned = np.where(a.view(np.uint32) < b.view(np.uint32), a, b)
    assert (signed != unsigned).any()
    expected = [signed, unsigned, np.where(b < a, b, a), np.minimum(f, np.float32(0.0)),
                np.where(f < 0, f, np.float32(-0.0))]
    labels = ["select(compare LT SIGNED)", "select(compare LT UNSIGNED)",
              "select(compare LT SIGNED), swapped", "minimum(f, 0.0)", "minimum(f, -0.0)"]
    for got, want, label in zip(actual, expected, labels):
        assert_close(got, want, label)
        assert (np.signbit(got) == np.signbit(want)).all(), label
    launches = _launches(compiled)
    assert len(launches) == 5 and len(set(launches)) == 4, launches


# -- the f32 tanh approximation ----------------------------------------------------------------

def _tanh_inputs() -> np.ndarray:
    sweep = np.linspace(-10.0, 10.0, 1 << 20, dtype=np.float32)
    small = np.linspace(-0.01, 0.01, 1 << 14, dtype=np.float32)
    near = []
    for x in (7.90531110763549805, 9.0, 9.010913, 4e-4, 0.625):  # clamp, 1.0, tiny, middle
        bits = np.float32(x).view(np.int32)
        near.append(np.arange(bits - 512, bits + 512, dtype=np.int32).view(np.float32))
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, -1e-30, 1e-38, 1.2e-38,
                         3e-45, -3e-45, 1e-7, -1e-7, 3.4e38, -3.4e38, 20.0, -20.0, 88.0],
                        np.float32)
    values = np.concatenate([sweep, small, *near])
    values = np.concatenate([values, -values, specials])
    pad = -len(values) % 1000  # whole rows of 1000 for the row program
    return np.concatenate([values, np.zeros(pad, np.float32)])


def _tanh_ulps(actual: np.ndarray, x: np.ndarray) -> np.ndarray:
    """|actual - tanh(x)| in f32 ulps of the exact result (float64 tanh), finite x only."""
    exact = np.tanh(x.astype(np.float64))
    ulp = np.spacing(np.abs(exact.astype(np.float32))).astype(np.float64)
    return np.abs(actual.astype(np.float64) - exact) / ulp


def test_tanh_f32_within_8_ulp(tmp_path):
    """Elementwise (the scalar emitter) and inside a row program (vectors: rows of 1000)."""
    x = _tanh_inputs()
    rows = x.reshape(-1, 1000)
    text = jax.jit(lambda v, m: (jnp.tanh(v), jnp.max(m, -1), jnp.tanh(m))).lower(
        x, rows).as_text()
    (scalar, _, vector), compiled = _run_text(text, [x, rows], tmp_path, "tanh")
    assert _kernels(compiled, rows=True), "tanh of the rows is no longer in a row program"
    for label, got in (("scalar", scalar), ("vector", vector.reshape(-1))):
        finite = np.isfinite(x)
        ulps = _tanh_ulps(got[finite], x[finite])
        worst = int(np.argmax(ulps))
        assert ulps[worst] <= 8, (f"tanh ({label}) of {x[finite][worst]!r}: "
                                  f"{got[finite][worst]!r}, {ulps[worst]:.1f} ulp")
        for value, want in ((np.inf, 1.0), (-np.inf, -1.0), (0.0, 0.0), (-0.0, -0.0)):
            at = np.flatnonzero((x == value) & (np.signbit(x) == np.signbit(value)))
            assert (got[at] == want).all() and (np.signbit(got[at]) == np.signbit(want)).all(), (
                label, value, got[at])
        assert np.isnan(got[np.isnan(x)]).all(), label
        tiny = finite & (np.abs(x) < 1e-4)
        assert (got[tiny] == x[tiny]).all(), label  # tanh(x) rounds to x there


# -- products of one lhs in one launch (fuse_siblings) ----------------------------------------

def _sibling_cases() -> list[Case]:
    """Two or three products of one x, each with its own epilogue: one tiled launch each."""
    r = _rng(12)
    u = lambda *shape, dtype=np.float32: _uniform(r, *shape, dtype=dtype)  # noqa: E731

    def qkv(x, wq, bq, wk, bk, wv, bv):
        return x @ wq + bq, x @ wk + bk, x @ wv + bv

    def gate_and_up(x, wg, wu, b):  # gelu (erf and tanh forms) on one, relu on the other
        return (jax.nn.gelu(x @ wg, approximate=False), jax.nn.gelu(x @ wu + b),
                jnp.maximum(x @ wu, 0.0))

    def f16_in_f32_out(x, w1, w2):
        dot = lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32)  # noqa: E731
        return dot(x, w1), dot(x, w2)

    cases = []
    # Odd sizes: a last row tile of 1 row, a last column tile of 13 (scalar epilogue).
    for m, k, n in ((37, 64, 45), (128, 256, 256), (7, 130, 24), (200, 72, 100)):
        cases.append(Case(f"qkv {m}x{k}x{n}", qkv,
                          (u(m, k),) + (u(k, n), u(n)) * 3))
    for batch in (1, 8):  # [batch, seq, d] activations, as models have them
        cases.append(Case(f"qkv batch {batch}", qkv, (u(batch, 24, 64),) + (u(64, 48), u(48)) * 3))
        cases.append(Case(f"gate and up batch {batch}", gate_and_up,
                          (u(batch, 24, 64), u(64, 80), u(64, 80), u(80))))
    cases.append(Case("f64", qkv, (u(21, 40, dtype=np.float64),)
                      + (u(40, 20, dtype=np.float64), u(20, dtype=np.float64)) * 3))
    cases.append(Case("f16 operands, f32 results", f16_in_f32_out,
                      (u(29, 128, dtype=np.float16), u(128, 24, dtype=np.float16),
                       u(128, 24, dtype=np.float16))))
    cases.append(Case("bf16", lambda x, w1, w2: (x @ w1, jnp.tanh(x @ w2)),
                      (u(29, 128).astype(BF16), u(128, 24).astype(BF16),
                       u(128, 24).astype(BF16))))
    return cases


def test_products_of_one_lhs_in_one_launch(tmp_path):
    cases = _sibling_cases()
    compiled = check_jax(cases, tmp_path, "siblings")
    tiled = [k for k in compiled.kernels.kernels if k.tiling is not None]
    assert len(tiled) == len(cases), _launches(compiled)
    assert all(k.tiling.parts for k in tiled), _launches(compiled)


# -- epilogues through a reshape, EinsumDense -----------------------------------------------------

def _reshape_epilogue_cases() -> list[Case]:
    r = _rng(13)
    u = lambda *shape, dtype=np.float32: _uniform(r, *shape, dtype=dtype)  # noqa: E731

    def split_heads(heads: int):
        def fn(x, w, b):  # HF/Flax: the projection split into heads, then bias and scale
            y = (x @ w).reshape(*x.shape[:-1], heads, w.shape[1] // heads)
            return (y + b) * 0.125
        return fn

    def einsum_dense(x, w, b):  # Keras: kernel [D, H, Dh], bias [H, Dh]
        return jax.nn.gelu(jnp.einsum("abc,cde->abde", x, w) + b, approximate=False)

    def einsum_qkv(x, wq, wk, wv):
        return tuple(jnp.einsum("abc,cde->abde", x, w) for w in (wq, wk, wv))

    cases = []
    for batch in (1, 8):
        cases.append(Case(f"split heads batch {batch}", split_heads(4),
                          (u(batch, 24, 64), u(64, 64), u(4, 16))))
        cases.append(Case(f"einsum dense batch {batch}", einsum_dense,
                          (u(batch, 24, 64), u(64, 4, 16), u(4, 16))))
    # Odd: 3 heads of 20 (a last column tile of 12: the scalar epilogue), 37 rows.
    cases.append(Case("split 3 heads of 20", split_heads(3), (u(37, 64), u(64, 60), u(3, 20))))
    cases.append(Case("einsum dense 3x20", einsum_dense, (u(1, 37, 64), u(64, 3, 20), u(3, 20))))
    cases.append(Case("einsum q, k, v", einsum_qkv, (u(2, 19, 48),) + tuple(
        u(48, 2, 24) for _ in range(3))))
    cases.append(Case("split heads f16", split_heads(2), (u(1, 24, 64, dtype=np.float16),
                                                          u(64, 32, dtype=np.float16),
                                                          u(2, 16, dtype=np.float16))))
    cases.append(Case("einsum dense f64", einsum_dense,
                      (u(1, 21, 40, dtype=np.float64), u(40, 2, 12, dtype=np.float64),
                       u(2, 12, dtype=np.float64))))
    return cases


def test_epilogues_through_reshapes_and_einsum_dense(tmp_path):
    cases = _reshape_epilogue_cases()
    compiled = check_jax(cases, tmp_path, "reshaped_epilogues")
    # Each case is its packs and one tiled kernel (the three einsums: one launch).
    others = [k.name for k in compiled.kernels.kernels
              if k.tiling is None and not k.name.endswith("_pack")]
    assert not others, _launches(compiled)
    assert len(_kernels(compiled, tiled=True)) == len(cases), _launches(compiled)
    # A sum of products that is not a dot (a row reduction of x * y), seen through a reshape.
    r = _rng(14)
    check_jax([Case("row sum of products, reshaped",
                    lambda x, y: (jnp.sum(x * y, -1).reshape(4, 3, 5) + 1.0) * 2.0,
                    (_uniform(r, 60, 40), _uniform(r, 60, 40)))], tmp_path, "row_sum_reshaped")


# -- reshape/transpose views -------------------------------------------------------------------

def test_heads_view_between_dots(tmp_path):
    r = _rng(11)
    seq, dim, heads = 48, 64, 4

    def heads_of(y):
        return y.reshape(seq, heads, dim // heads).transpose(1, 0, 2)

    def attention(x, wq, bq, wk, bk):
        q = heads_of(x @ wq + bq)
        k = heads_of(x @ wk + bk)
        return jnp.einsum("hqd,hkd->hqk", q, k)

    def attention_returning_q(x, wq, bq, wk, bk):
        q = (x @ wq + bq).reshape(seq, heads, dim // heads)  # a result: it needs a buffer
        k = heads_of(x @ wk + bk)
        return q, jnp.einsum("qhd,hkd->hqk", q, k)

    def merged_heads(x, wq, bq, wk, bk):
        q = heads_of(x @ wq + bq)
        v = heads_of(x @ wk + bk)
        out = jnp.einsum("hqk,hkd->hqd", jnp.einsum("hqd,hkd->hqk", q, v) / 8, v)
        return out.transpose(1, 0, 2).reshape(seq, dim) @ wq

    args = (_uniform(r, seq, dim), _uniform(r, dim, dim), _uniform(r, dim),
            _uniform(r, dim, dim), _uniform(r, dim))
    # Non-negative operands for the chain of four products: with signed ones its results
    # span 0.3 to 2900 through cancellation, and XLA's float32 and pjrtc's are both 8e-4 off
    # float64 at the small ones (measured on an AVX-512 machine), beyond any elementwise
    # tolerance; without cancellation each result is accurate to a few ulp.
    positive = tuple(np.abs(a) for a in args)
    cases = [Case("q k^T over heads", attention, args),
             Case("q (a result) k^T", attention_returning_q, args),
             Case("attention, heads merged, projected", merged_heads, positive)]
    compiled = check_jax(cases, tmp_path, "views")
    # The two projections of x are one launch (fuse_siblings) in each case.
    assert len(_kernels(compiled, tiled=True)) == 2 + 2 + 4, _launches(compiled)
    # The bias adds are in their dots' kernels, the reshapes and transposes ways of reading
    # them; the reshape that is a result is written by its dot (an epilogue through a
    # reshape).
    others = [k.name for k in compiled.kernels.kernels
              if k.tiling is None and not k.name.endswith("_pack")]
    assert not others, _launches(compiled)


# -- launch geometry of expression kernels -----------------------------------------------------

def test_odd_shapes_of_expression_kernels(tmp_path):
    """Grid: trailing axes to dimension 0 until 16 elements, padded work-groups guarded."""
    r = _rng(12)
    shapes = [(3, 37, 5), (2, 3, 17, 9), (1000, 3), (7, 1, 33), (5, 2049), (17, 1),
              (2, 1, 1, 3, 16), (9, 8, 7, 6)]
    cases = [Case(f"x * 2 + y {s}", lambda x, y: x * 2 + y,
                  (_uniform(r, *s), _uniform(r, *s))) for s in shapes]
    cases += [Case(f"transpose {s}", lambda x: jnp.transpose(x, tuple(range(x.ndim))[::-1]) + 1,
                   (_uniform(r, *s),)) for s in shapes]
    check_jax(cases, tmp_path, "odd_shapes")


# -- row epilogues ----------------------------------------------------------------------------

def _dense_residual(x, w, b, res):
    return x @ w + b + res


def test_row_epilogues(tmp_path):
    """A row program right after a tiled product runs in the product's launch
    (pjrtc/passes/row_epilogues.py): post-LN (BERT: only the norm is read after), pre-LN (ViT:
    the residual sum is read too), a softmax of a product (a map read back by a reduction),
    f64, rows that fill no whole row tile, column tiles past N, a batch axis; rows of 40 (not
    whole vectors) and of 272 (more vectors than taken) stay two launches."""
    r = _rng(11)
    u = lambda *shape, dtype=np.float32: _uniform(r, *shape, dtype=dtype)  # noqa: E731

    def post_ln(x, w, b, res, gamma, beta):
        return _layernorm(_dense_residual(x, w, b, res), gamma, beta)

    def pre_ln(x, w, b, res, gamma, beta):
        y = _dense_residual(x, w, b, res)
        return y, _layernorm(y, gamma, beta)

    def ln_args(m, k, n, dtype=np.float32):
        return (u(m, k, dtype=dtype), u(k, n, dtype=dtype), u(n, dtype=dtype),
                4 * u(m, n, dtype=dtype) + 1, u(n, dtype=dtype), u(n, dtype=dtype))

    cases = [
        Case("post-LN 64x128 @ 128x128", post_ln, ln_args(64, 128, 128)),
        Case("pre-LN 37x512 @ 512x128 (1 row in the last row tile)", pre_ln,
             ln_args(37, 512, 128)),
        Case("post-LN 29x64 @ 64x48 (a column tile past N)", post_ln, ln_args(29, 64, 48)),
        Case("softmax of a product 50x64 @ 64x96",
             lambda x, w: jax.nn.softmax(4 * (x @ w)), (u(50, 64), u(64, 96))),
        Case("post-LN batch 2x40x64 @ 64x64",
             lambda x, w, b, res, g, be: _layernorm(
                 jnp.einsum("bsk,kn->bsn", x, w) + b + res, g, be),
             (u(2, 40, 64), u(64, 64), u(64), u(2, 40, 64), u(64), u(64))),
        Case("not fused: rows of 40", post_ln, ln_args(33, 64, 40)),
        Case("not fused: rows of 272", post_ln, ln_args(30, 64, 272)),
    ]
    compiled = check_jax(cases, tmp_path, "row_epilogues")
    fused = [kern.name for kern in compiled.kernels.kernels
             if kern.tiling is not None and kern.tiling.rows]
    assert len(fused) == 5, _launches(compiled)
    assert len(_kernels(compiled, rows=True)) == 2, _launches(compiled)


def test_row_epilogues_f64(tmp_path):
    r = _rng(12)
    u = lambda *shape: _uniform(r, *shape, dtype=np.float64)  # noqa: E731
    cases = [Case("f64 post-LN 45x64 @ 64x64",
                  lambda x, w, b, res, g, be: _layernorm(_dense_residual(x, w, b, res), g, be),
                  (u(45, 64), u(64, 64), u(64), 4 * u(45, 64) + 1, u(64), u(64)))]
    compiled = check_jax(cases, tmp_path, "row_epilogues_f64")
    assert [kern.name for kern in compiled.kernels.kernels
            if kern.tiling is not None and kern.tiling.rows], _launches(compiled)
    assert not _kernels(compiled, rows=True)


def test_row_inputs(tmp_path):
    """An elementwise kernel right before a row program, read there at each position only,
    is the program's first step (pjrtc/passes/fuse_row_inputs.py): ViT's class token
    concatenated before the patches (a branch on the row, the same for every lane) plus the
    position embedding, returned too (later kernels read it), and a layer norm of rows
    flipped; one computed from the arguments alone stays a launch of its own."""
    r = _rng(13)
    u = lambda *shape: _uniform(r, *shape)  # noqa: E731

    def vit_embed(patches, w, cls, pos, gamma, beta):
        z = jnp.concatenate([cls[None], patches @ w]) + pos
        return z, _layernorm(z, gamma, beta)

    def flipped(x, w, gamma, beta):
        return _layernorm(jnp.flip(x @ w, 0) * 2.0 + 1.0, gamma, beta)

    cases = [Case("ViT embeddings 1 + 16 rows of 128", vit_embed,
                  (u(16, 48), u(48, 128), u(128), u(17, 128), u(128), u(128))),
             Case("flipped rows of 200", flipped, (u(20, 64), u(64, 200), u(200), u(200))),
             Case("from the arguments alone", lambda a, b, g, be: _layernorm(a + b, g, be),
                  (u(10, 96), u(10, 96), u(96), u(96)))]
    compiled = check_jax(cases, tmp_path, "row_inputs")
    elementwise = [kern.name for kern in compiled.kernels.kernels
                   if kern.reduction is None and kern.tiling is None and kern.rows is None
                   and kern.custom is None and kern.attention is None
                   and not kern.name.endswith("_pack")]
    assert len(elementwise) == 1, _launches(compiled)


def test_explicit_vector_kernel_with_a_uniform_branch(tmp_path):
    """A decoder's key and value cache updates: two dynamic_update_slices along the first
    axis, one elementwise kernel in 16-lane vectors whose IF (is this row updated?) is the
    same for every lane, so each output is one branch over vectors. What one output's side
    computes (the index arithmetic of its load, memoized constants) belongs to that side:
    reused by the second output it was an undefined value (GPT-2 generate's compile failed IR
    verification)."""
    def update(qkv, pos):
        k = qkv[:, 128:256].reshape(8, 4, 32)
        v = qkv[:, 256:384].reshape(8, 4, 32)
        zeros = jnp.zeros((32, 4, 32), jnp.float32)
        return (lax.dynamic_update_slice(zeros, k, (pos, 0, 0)),
                lax.dynamic_update_slice(zeros, v, (pos, 0, 0)))

    rng = _rng(7)
    check_jax([Case("key and value cache updates", update,
                    (_uniform(rng, 8, 384), np.int32(5)))], tmp_path, "uniform_branch")
