"""Test cases for the indexing ops: dynamic_slice, dynamic_update_slice, gather, scatter.

Registered into the case registry by `import cases_indexing` at the end of cases.py. Scatter
cases with duplicate indices use integer or exactly representable float values, so the result
does not depend on the order the updates are applied in.
"""
from __future__ import annotations

import numpy as np

import jax
import jax.numpy as jnp
from jax import lax

from cases import case, uf, ui


def _small_ints_f(rng, shape, lo=-8, hi=8):
    """Integer-valued f32 (exact sums in any order)."""
    return rng.integers(lo, hi, size=shape, endpoint=True).astype(np.float32)


# --------------------------------------------------------------------------
# dynamic_slice / dynamic_update_slice

@case("dynamic_slice_index", "x[i], x[:, j] and x[i, j] with traced scalar indices "
      "(negative i wraps in JAX, then dynamic_slice)", ["indexing"])
def _dynamic_slice_index(rng):
    def dynamic_slice_index(x, i, j):
        return x[i], x[:, j], x[i, j], x[-i - 1]
    return dynamic_slice_index, [uf(rng, (13, 33)), np.int32(-3), np.int32(20)]


@case("dynamic_slice_clamp", "lax.dynamic_slice with starts past the end and below zero: "
      "clamped so the slice stays in bounds (spec); i32 and f32 operands", ["indexing"])
def _dynamic_slice_clamp(rng):
    def dynamic_slice_clamp(x, n, a, b, c):
        return (lax.dynamic_slice(x, (a, b), (4, 5)),      # a past the end, b in range
                lax.dynamic_slice(x, (c, a), (13, 7)),     # c far below zero, full rows
                lax.dynamic_slice(x, (b, c), (2, 33)),     # full columns: start ignored
                lax.dynamic_slice(n, (c, b, a), (2, 3, 1)))
    return dynamic_slice_clamp, [uf(rng, (13, 33)), ui(rng, (3, 5, 7), -99, 99),
                                 np.int32(100), np.int32(4), np.int32(-1000)]


@case("dynamic_update_slice", "lax.dynamic_update_slice in range, with a clamped start "
      "past the end and below zero; f32, i32 and bool", ["indexing"])
def _dynamic_update_slice(rng):
    def dynamic_update_slice(x, u, n, v, m, a, b):
        return (lax.dynamic_update_slice(x, u, (a, b)),        # in range
                lax.dynamic_update_slice(x, u, (b * 10, -a)),  # clamped at both ends
                lax.dynamic_update_slice(n, v, (a, b, -b)),
                lax.dynamic_update_slice(m, jnp.ones((2, 3), bool), (b, a)))
    return dynamic_update_slice, [uf(rng, (13, 33)), uf(rng, (5, 7), 5, 6),
                                  ui(rng, (3, 5, 7), -99, 99), ui(rng, (2, 5, 3), 100, 200),
                                  rng.random((9, 11)) < 0.5, np.int32(3), np.int32(6)]


# --------------------------------------------------------------------------
# gather

@case("gather_take", "jnp.take along axis 1 (default fill mode: out-of-range -> NaN via "
      "selects around the gather), mode='clip', x[idx] and x[idx0, idx1] advanced indexing",
      ["indexing"])
def _gather_take(rng):
    def gather_take(x, idx, r, c):
        return (jnp.take(x, idx, axis=1), jnp.take(x, idx, axis=1, mode="clip"),
                x[r], x[r, c], x[:, c][r])
    idx = np.array([0, 32, 33, -1, -34, 5, 100, 17, -7], np.int32)
    return gather_take, [uf(rng, (13, 33)), idx, ui(rng, (4, 3), -13, 12),
                         ui(rng, (4, 3), -33, 32)]


@case("take_along_axis", "jnp.take_along_axis on axis 0 and 1 (gather with operand "
      "batching dims), i32 operand and f16 operand", ["indexing"])
def _take_along_axis(rng):
    def take_along_axis(x, h, i0, i1):
        return (jnp.take_along_axis(x, i0, axis=0), jnp.take_along_axis(x, i1, axis=1),
                jnp.take_along_axis(h, i1, axis=1))
    return take_along_axis, [ui(rng, (13, 33), -1000, 1000),
                             rng.uniform(-4, 4, (13, 33)).astype(np.float16),
                             ui(rng, (5, 33), 0, 12), ui(rng, (13, 9), 0, 32)]


@case("gather_vmap", "jax.vmap of x[i] and of a window lax.dynamic_slice: gathers with "
      "operand_batching_dims / start_indices_batching_dims, clamped starts", ["indexing"])
def _gather_vmap(rng):
    def gather_vmap(x, i, j):
        rows = jax.vmap(lambda r, k: r[k])(x, i)
        windows = jax.vmap(lambda r, k: lax.dynamic_slice(r, (k,), (4,)))(x, j)
        return rows, windows
    return gather_vmap, [uf(rng, (13, 33)), ui(rng, (13,), -33, 32), ui(rng, (13,), -5, 40)]


@case("gather_out_of_range", "gathers with out-of-range indices in every mode: "
      "'clip' (clamped), 'fill' (NaN / INT_MIN / False fill), 'promise_in_bounds' "
      "(stablehlo clamps); f32, i32, bool", ["indexing"])
def _gather_out_of_range(rng):
    def gather_out_of_range(x, n, b, idx):
        return (x.at[idx].get(mode="clip"), x.at[idx].get(mode="fill"),
                x.at[idx].get(mode="promise_in_bounds"),
                n.at[:, idx].get(mode="fill"), n.at[:, idx].get(mode="clip"),
                b.at[idx].get(mode="fill", fill_value=True), b.at[idx].get(mode="clip"))
    idx = np.array([-100, -14, -13, -1, 0, 12, 13, 14, 1000, 6], np.int32)
    return gather_out_of_range, [uf(rng, (13, 5)), ui(rng, (3, 13), -9, 9),
                                 rng.random((13, 4)) < 0.5, idx]


@case("indexing_unsigned_indices", "uint8 indices >= 128 (must not read as negative): "
      "dynamic_slice and take(mode='clip') clamp them to the top, scatter drops them",
      ["indexing"])
def _unsigned_indices(rng):
    def indexing_unsigned_indices(x, i, j, idx):
        return (lax.dynamic_slice(x, (i, j), (3, 4)), jnp.take(x, idx, axis=1, mode="clip"),
                x.at[:, idx].add(1.0, mode="drop"))
    idx = np.array([200, 3, 128, 255, 0, 32, 33, 127], np.uint8)
    return indexing_unsigned_indices, [uf(rng, (13, 33)), np.uint8(200), np.uint8(129), idx]


# --------------------------------------------------------------------------
# scatter

@case("scatter_dup", "x.at[idx].set/add/max/min/mul with duplicate indices (add/mul/max/"
      "min on exact values: order-independent); f32 and i32", ["indexing"])
def _scatter_dup(rng):
    def scatter_dup(x, n, idx, u, v):
        return (x.at[idx].add(u), x.at[idx].max(u), x.at[idx].min(u),
                n.at[idx].add(v), n.at[idx].mul(v), n.at[idx].max(v),
                x.at[jnp.array([1, 4, 8])].set(u[:3]))
    idx = np.array([3, 1, 3, 3, 8, 0, 1, 10, 3, 6, 6], np.int32)
    return scatter_dup, [_small_ints_f(rng, (11, 7)), ui(rng, (11, 7), -5, 5), idx,
                         _small_ints_f(rng, (11, 7)), ui(rng, (11, 7), -3, 3)]


@case("scatter_drop", "scatters with out-of-bounds indices: mode='drop' skips them, "
      "default mode (FILL_OR_DROP) too, mode='clip' clamps; negative indices wrap in JAX",
      ["indexing"])
def _scatter_drop(rng):
    def scatter_drop(x, idx, u):
        return (x.at[idx].add(u, mode="drop"), x.at[idx].set(u, mode="drop"),
                x.at[idx].add(u), x.at[idx].add(u, mode="clip"))
    idx = np.array([0, 9, -1, 17, -10, 100, -100, 4, 9], np.int32)
    return scatter_drop, [_small_ints_f(rng, (9, 5)), idx, _small_ints_f(rng, (9, 5))]


@case("scatter_window_2d", "scatter into 2-D operands with window dims: x.at[idx, 2:5] "
      "add/set, rows of a 3-D operand, and lax.scatter_add with (row, col) starts whose "
      "window is partly out of bounds (skipped whole, as XLA does)", ["indexing"])
def _scatter_window_2d(rng):
    dn = lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                     scatter_dims_to_operand_dims=(0, 1))

    def scatter_window_2d(x, t, idx, u, w, starts, v):
        return (x.at[idx, 2:5].add(u), x.at[idx, 2:5].set(u * 0 + 1),
                t.at[:, idx[:2]].add(w),
                lax.scatter_add(x, starts, v, dn, mode=lax.GatherScatterMode.FILL_OR_DROP))
    idx = np.array([2, 6, 2, 0, 12], np.int32)
    starts = np.array([[0, 0], [1, 31], [2, 30], [-1, 0], [12, -1], [12, 30], [4, 29],
                       [4, 29]], np.int32)
    return scatter_window_2d, [_small_ints_f(rng, (13, 33)), _small_ints_f(rng, (3, 13, 5)),
                               idx, _small_ints_f(rng, (5, 3)), _small_ints_f(rng, (3, 2, 5)),
                               starts, _small_ints_f(rng, (8, 3))]


@case("scatter_types", "scatter on bool (set, max = or, min = and), f16 add (exact), int32 "
      "vmap'd scatter (input_batching_dims)", ["indexing"])
def _scatter_types(rng):
    def scatter_types(b, h, hu, n, idx, bidx):
        return (b.at[idx].set(True), b.at[idx].max(b[:5]), b.at[idx].min(b[3:8]),
                h.at[idx].add(hu),
                jax.vmap(lambda r, k, v: r.at[k].add(v))(n, bidx, n[:, :3] * 2))
    idx = np.array([1, 5, 1, 9, 0], np.int32)
    return scatter_types, [rng.random((11, 3)) < 0.3,
                           rng.integers(-8, 8, (11, 3)).astype(np.float16),
                           (rng.integers(-8, 8, (5, 3)) / 4).astype(np.float16),
                           ui(rng, (7, 9), -50, 50), idx, ui(rng, (7, 3), 0, 8)]
