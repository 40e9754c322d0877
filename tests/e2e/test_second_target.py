"""A second device is one more `Target(...)` (pjrtc/target.py): programs compiled for a target
with other vector lanes, tiles, work-group sizes, cost models and no sub-group requirement get
kernel IR and launches that follow its choices, and still compute what JAX does. They run on
the Intel OpenCL CPU, which runs any work-group size and vector width."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
from conftest_cases import assert_close

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import DEFAULT_TARGET, Compiled, compile_bytes
from pjrtc.target import Target

# Every choice other than the Intel CPU's (narrower vectors, smaller and odd-sized groups).
NARROW = Target(
    name="test-narrow",
    group_items=256,
    min_groups=4,
    min_group_items_1d=16,
    implicit_lanes=4,
    grid_min_inner=8,
    group_padding_slack=0.25,
    elementwise_lanes=1,
    lockstep_group=16,
    own_loops_group=4,
    twofold_by_columns_max=4,
    max_inline_cost=48,
    max_scalar_recompute_cost=4,
    tile_lanes=(("f32", 4),),  # f64 contractions stay untiled
    tile_rows=2,
    tile_column_vectors=3,
    tile_group_macs=1 << 15,
    tile_min_groups=16,
    tile_min_macs=1 << 10,
    split_target_tiles=64,
    split_min_slice=256,
    pad_min_result_elements=1024,
    sibling_max_macs=1 << 62,
    attention_lanes=4,
    attention_block=4,
    attention_queries=3,
    attention_min_keys=4,
    attention_max_macs=1 << 40,
    attention_max_depth=64,
    row_lanes=4,
    row_group_positions=512,
    row_max_group=4,
    sort_rank_ns_one_row=1.0,
    sort_rank_ns_rows=1.0,
    sort_network_stage_ns=0.0,  # the network always wins
    sort_network_ns=0.0,
    scatter_in_order_min_windows=2,
    fft_direct_max=4,
    fft_prime_direct_max=8,
    fft_radix_max=4,
    device_loop_bytes_per_launch=1 << 40,  # every loop of launches
    device_loop_work_per_launch=1 << 40,
    device_loop_max_args=128,  # what OpenCL guarantees
    explicit_vector_sub_group=None,
    spirv_extensions=(),
)


def _compile(fn, *args, target: Target = NARROW) -> Compiled:
    text = jax.jit(fn).lower(*args).as_text()
    return compile_bytes(text.encode(), "model.mlir", target=target)


def _run_and_check(compiled: Compiled, fn, args, name: str, tmp_path) -> None:
    """Run the artifact on the device; its results must match JAX's, and every launch in the
    manifest must be the kernel's geometry on the compiled-for target."""
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    got = pjrtc_runtime.load(path)(*args)
    expected = jax.jit(fn)(*args)
    expected = expected if isinstance(expected, (tuple, list)) else (expected,)
    for i, (g, e) in enumerate(zip(got, expected)):
        assert_close(np.asarray(g), np.asarray(e), f"{name}/{i}", model=True)
    by_name = {k.name: k for k in compiled.kernels.kernels}
    for spec in compiled.manifest.kernels:
        global_size, local_size = by_name[spec.name].geometry(compiled.target)
        assert (spec.global_size, spec.local_size) == (global_size, local_size), spec.name


def _rng():
    return np.random.default_rng(14)


def test_dense_layer_tiles_in_the_targets_vectors(tmp_path):
    r = _rng()
    x, w = (r.standard_normal(s).astype(np.float32) for s in ((37, 64), (64, 45)))
    b = r.standard_normal(45).astype(np.float32)

    def fn(x, w, b):
        return jax.nn.relu(x @ w + b)

    compiled = _compile(fn, x, w, b)
    (tiled,) = [k for k in compiled.kernels.kernels if k.tiling is not None]
    t = tiled.tiling
    assert (t.mr, t.nr, t.lanes) == (2, 12, 4)
    assert "<4 x float>" in compiled.llvm_ir and "intel_reqd_sub_group_size" not in compiled.llvm_ir
    cpu = _compile(fn, x, w, b, target=DEFAULT_TARGET)
    assert "intel_reqd_sub_group_size" in cpu.llvm_ir
    _run_and_check(compiled, fn, (x, w, b), "dense", tmp_path)


def test_f64_contractions_stay_untiled_where_the_target_has_no_lanes(tmp_path):
    r = _rng()
    x, w = (r.standard_normal(s) for s in ((9, 300), (300, 13)))

    def fn(x, w):
        return x @ w

    with jax.enable_x64(True):
        compiled = _compile(fn, x, w)
        assert not [k for k in compiled.kernels.kernels if k.tiling is not None]
        _run_and_check(compiled, fn, (x, w), "dense_f64", tmp_path)


def test_softmax_rows_in_the_targets_lanes_and_groups(tmp_path):
    x = _rng().standard_normal((64, 102)).astype(np.float32)
    compiled = _compile(jax.nn.softmax, x)
    (kern,) = compiled.kernels.kernels
    # Groups of rows up to 512 positions, at most 4 rows (the Intel CPU's: 16 rows).
    assert kern.rows is not None and kern.rows.lanes == 4 and kern.rows.group == 4
    _run_and_check(compiled, jax.nn.softmax, (x,), "softmax", tmp_path)


def test_expression_kernels_launch_in_the_targets_groups(tmp_path):
    r = _rng()
    shapes = [(3, 37, 5), (1000, 3), (5, 2049), (7, 1, 33)]
    args = tuple(r.standard_normal(s).astype(np.float32) for s in shapes)

    def fn(*xs):
        return tuple(x * 2 + 1 for x in xs)

    compiled = _compile(fn, *args)
    launches = [k.geometry(NARROW) for k in compiled.kernels.kernels]
    assert all(local[-1] % 4 == 0 and np.prod(local) <= 256 for _, local in launches
               if len(local) == 3), launches
    assert launches != [k.geometry(DEFAULT_TARGET) for k in compiled.kernels.kernels]
    _run_and_check(compiled, fn, args, "elementwise", tmp_path)


def test_cost_models_and_custom_groups_follow_the_target(tmp_path):
    """The sort goes through the network (free on this target), the FFT through four-step
    levels of radix 4, and the Cholesky factorizations run in work-groups of 4."""
    r = _rng()
    keys = r.standard_normal((3, 50)).astype(np.float32)
    signal = r.standard_normal((4, 16)).astype(np.float32)
    a = r.standard_normal((6, 5, 5)).astype(np.float32)
    spd = a @ np.swapaxes(a, 1, 2) + 5 * np.eye(5, dtype=np.float32)

    def fn(keys, signal, spd):
        return jnp.sort(keys, axis=1), jnp.fft.fft(signal).real, jnp.linalg.cholesky(spd)

    compiled = _compile(fn, keys, signal, spd)
    cpu = _compile(fn, keys, signal, spd, target=DEFAULT_TARGET)
    assert len(compiled.kernels.kernels) > len(cpu.kernels.kernels)
    (custom,) = [k for k in compiled.kernels.kernels if k.custom is not None]
    assert custom.geometry(NARROW) == ((8,), (4,))
    _run_and_check(compiled, fn, (keys, signal, spd), "costs", tmp_path)
