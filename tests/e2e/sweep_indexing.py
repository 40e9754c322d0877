"""Sweep cases for the indexing ops: dynamic_slice, dynamic_update_slice, gather, scatter.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`): each
element type is paired with an index type (`INDEX_TYPE`), so every integer type appears as a
start index somewhere, and the index values include out-of-range ones: negative and too large
(clamped by dynamic_slice, dynamic_update_slice and gather; skipped by scatter), the extremes of
the index type, and for unsigned types values >= 2^(bits-1), which must not read as negative.
Every result is compared with StableHLO's reference interpreter, as the rest of the sweep.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import (
    NP,
    Case,
    Program,
    _rng,
    bool_full,
    exact_float_values,
    general_values,
    int_full,
    is_float,
    is_unsigned,
    ttype,
)

# The index element type used with each data element type.
INDEX_TYPE = {"i1": "i64", "i8": "ui8", "i16": "i16", "i32": "i32", "i64": "ui64",
              "ui8": "i8", "ui16": "ui16", "ui32": "ui32", "ui64": "i64", "f16": "i16",
              "bf16": "ui16", "f32": "i32", "f64": "ui64", "complex<f32>": "ui32",
              "complex<f64>": "i16"}


def index_values(key: str, it: str, shape, hi: int) -> np.ndarray:
    """Indices of type `it`: mostly in [0, hi], plus out-of-range ones and the extremes."""
    rng = _rng(key)
    info = np.iinfo(NP[it])
    n = int(np.prod(shape))
    vals = [int(v) for v in rng.integers(0, hi, size=n, endpoint=True)]
    extra = [hi + 1, hi + 3]
    extra += [_top(it)] if is_unsigned(it) else [int(info.max), -1, int(info.min), -2]
    for i, v in zip(rng.permutation(n)[: max(1, n // 3)], extra):
        vals[i] = v
    return np.array(vals, dtype=object).astype(NP[it]).reshape(shape)


def _top(it: str) -> int:
    """The largest value of an index type the reference interpreter reads right: it reads
    unsigned indices as signed (ui8 200 as -56: clamped to 0, where XLA and pjrtc clamp to the
    top), so unsigned values >= 2^(bits-1) are tested against XLA instead (testdata case
    indexing_unsigned_indices)."""
    info = np.iinfo(NP[it])
    return 2 ** (info.bits - 1) - 1 if is_unsigned(it) else int(info.max)


def _data(key: str, t: str, shape) -> np.ndarray:
    """Values a scatter can add in any order: exact floats, ints wrap, bools or."""
    if is_float(t) or t.startswith("complex<"):
        return exact_float_values(key, t, shape)
    if t == "i1":
        return bool_full(key, shape)
    return int_full(key, t, shape)


def _scalar_starts(p: Program, key: str, it: str, values: tuple[int, ...]) -> list[str]:
    return [p.arg(f"{key}:{it}:{i}:{v}", it, np.array(v, dtype=object).astype(NP[it]))
            for i, v in enumerate(values)]


def _start_values(it: str, his: tuple[int, int]) -> list[tuple[int, int]]:
    """Start pairs: in range; clamped at both ends (negative or huge)."""
    info = np.iinfo(NP[it])
    big = _top(it)
    low = 0 if is_unsigned(it) else int(info.min)
    return [(1, 1), (low, big), (big, his[1] + 1)]


def _dynamic_slice(t: str, which: int) -> Case:
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        starts = _scalar_starts(p, "ds", it, _start_values(it, (1, 2))[which])
        rt = ttype(t, (2, 3))
        return p.op("dynamic_slice", [a, *starts], [ttype(t)] + [ttype(it, ())] * 2, rt,
                    "slice_sizes = array<i64: 2, 3>"), rt

    return Case(f"stablehlo.dynamic_slice ({it} starts #{which})", t, build)


def _dynamic_update_slice(t: str, which: int) -> Case:
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        u = p.arg(f"dus:{t}", t, general_values(f"dus:{t}", t, (2, 2)))
        starts = _scalar_starts(p, "dus", it, _start_values(it, (1, 3))[which])
        return p.op("dynamic_update_slice", [a, u, *starts],
                    [ttype(t), ttype(t, (2, 2))] + [ttype(it, ())] * 2, ttype(t)), ttype(t)

    return Case(f"stablehlo.dynamic_update_slice ({it} starts #{which})", t, build)


def _gather(t: str) -> Case:
    """Rows of 3 elements at (row, col) start pairs, clamped: 3x5 -> 2x3x3."""
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        i = p.arg(f"gi:{it}", it, index_values(f"gi:{it}", it, (2, 3, 2), 2))
        rt = ttype(t, (2, 3, 3))
        attrs = ("dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims"
                 " = [0], start_index_map = [0, 1], index_vector_dim = 2>, "
                 "slice_sizes = array<i64: 1, 3>, indices_are_sorted = false")
        return p.op("gather", [a, i], [ttype(t), ttype(it, (2, 3, 2))], rt, attrs), rt

    return Case(f"stablehlo.gather ({it} indices, clamped)", t, build)


def _gather_batching(t: str) -> Case:
    """take_along_axis on dim 1 with operand_batching_dims: 3x5 -> 3x4."""
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        i = p.arg(f"gb:{it}", it, index_values(f"gb:{it}", it, (3, 4, 1), 4))
        rt = ttype(t, (3, 4))
        attrs = ("dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], "
                 "operand_batching_dims = [0], start_indices_batching_dims = [0], "
                 "start_index_map = [1], index_vector_dim = 2>, "
                 "slice_sizes = array<i64: 1, 1>")
        return p.op("gather", [a, i], [ttype(t), ttype(it, (3, 4, 1))], rt, attrs), rt

    return Case(f"stablehlo.gather (batching dims, {it} indices)", t, build)


def _body(t: str, n: int, results: str) -> str:
    """A scatter region over n accumulators and n updates, all of type t, where `results`
    holds the body's ops, writing %r0..%r{n-1}."""
    s = ttype(t, ())
    params = ", ".join([f"%acc{i}: {s}" for i in range(n)] + [f"%upd{i}: {s}" for i in range(n)])
    rets = ", ".join(f"%r{i}" for i in range(n))
    return ("{\n  ^bb0(" + params + "):\n" + results
            + f'    "stablehlo.return"({rets}) : ({", ".join([s] * n)}) -> ()\n  }}')


def _add_body(t: str) -> str:
    s = ttype(t, ())
    return _body(t, 1, f'    %r0 = "stablehlo.add"(%acc0, %upd0) : ({s}, {s}) -> {s}\n')


def _scatter_input(p: Program, key: str, t: str) -> str:
    """A scatter input of its own: the reference interpreter's scatter writes into its input
    operand in place (measured in this jaxlib), so an input another op reads would change."""
    return p.arg(key, t, general_values(key, t))


def _scatter_rows(t: str) -> Case:
    """x.at[i].add(u) on rows, with duplicate and out-of-bounds row indices."""
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = _scatter_input(p, f"scatter rows:{t}", t)
        i = p.arg(f"sr:{it}", it, index_values(f"sr:{it}", it, (6, 1), 2))
        u = p.arg(f"sru:{t}", t, _data(f"sru:{t}", t, (6, 5)))
        attrs = ("scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
                 "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                 "index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false")
        return p.op("scatter", [a, i, u], [ttype(t), ttype(it, (6, 1)), ttype(t, (6, 5))],
                    ttype(t), attrs, _add_body(t)), ttype(t)

    return Case(f"stablehlo.scatter (add rows, {it} indices)", t, build)


def _scatter_windows(t: str) -> Case:
    """2x2 windows at (row, col) starts, overlapping, some wholly out of bounds; the body
    keeps the update (non-commutative: the last update in index order wins). Windows partly
    out of bounds are implementation-defined: the interpreter writes their in-bounds part, XLA
    and pjrtc skip them whole (tested against XLA in testdata case scatter_window_oob)."""
    it = INDEX_TYPE[t]
    starts = np.array([[0, 0], [1, 3], [0, 1], [3, 0], [1, 1], [0, 5], [1, 2]], dtype=object)
    if not is_unsigned(it):
        starts[5] = [-2, 2]

    def build(p: Program):
        a = _scatter_input(p, f"scatter windows:{t}", t)
        i = p.arg(f"sw:{it}", it, starts.astype(NP[it]))
        u = p.arg(f"swu:{t}", t, general_values(f"swu:{t}", t, (7, 2, 2)))
        attrs = ("scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], "
                 "scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>")
        body = _keep_update(t)
        return p.op("scatter", [a, i, u], [ttype(t), ttype(it, (7, 2)), ttype(t, (7, 2, 2))],
                    ttype(t), attrs, body), ttype(t)

    return Case(f"stablehlo.scatter (2x2 windows, keep last, {it} indices)", t, build)


def _keep_update(t: str) -> str:
    """The body of x.at[i].set(u): returns the update itself."""
    s = ttype(t, ())
    return ("{\n  ^bb0(%acc0: " + s + ", %upd0: " + s + "):\n"
            f'    "stablehlo.return"(%upd0) : ({s}) -> ()\n  }}')


def _scatter_batching(t: str) -> Case:
    """Per batch row b, add u[b, j] at column idx[b, j]: input_batching_dims."""
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = _scatter_input(p, f"scatter batching:{t}", t)
        i = p.arg(f"sb:{it}", it, index_values(f"sb:{it}", it, (3, 4, 1), 4))
        u = p.arg(f"sbu:{t}", t, _data(f"sbu:{t}", t, (3, 4)))
        attrs = ("scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], "
                 "input_batching_dims = [0], scatter_indices_batching_dims = [0], "
                 "scatter_dims_to_operand_dims = [1], index_vector_dim = 2>")
        return p.op("scatter", [a, i, u], [ttype(t), ttype(it, (3, 4, 1)), ttype(t, (3, 4))],
                    ttype(t), attrs, _add_body(t)), ttype(t)

    return Case(f"stablehlo.scatter (batching dims, add, {it} indices)", t, build)


def _scatter_pair(t: str, result: int) -> Case:
    """Two inputs (t and i32) scattered together; the body keeps the update of the first and
    adds the second (XLA's argmax-style multi-operand scatter)."""
    it = INDEX_TYPE[t]

    def build(p: Program):
        a = _scatter_input(p, f"scatter pair {result}:a:{t}", t)
        b = _scatter_input(p, f"scatter pair {result}:b:i32", "i32")
        i = p.arg(f"sr:{it}", it, index_values(f"sr:{it}", it, (6, 1), 2))
        u = p.arg(f"spu:{t}", t, general_values(f"spu:{t}", t, (6, 5)))
        v = p.arg("spv:i32", "i32", int_full("spv:i32", "i32", (6, 5)))
        s, si = ttype(t, ()), ttype("i32", ())
        body = ("{\n  ^bb0(%a0: " + s + ", %a1: " + si + ", %u0: " + s + ", %u1: " + si + "):\n"
                f'    %r1 = "stablehlo.add"(%a1, %u1) : ({si}, {si}) -> {si}\n'
                f'    "stablehlo.return"(%u0, %r1) : ({s}, {si}) -> ()\n  }}')
        attrs = ("scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
                 "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                 "index_vector_dim = 1>")
        types = [ttype(t), ttype("i32"), ttype(it, (6, 1)), ttype(t, (6, 5)),
                 ttype("i32", (6, 5))]
        line = ('{ssa}:2 = "stablehlo.scatter"(' + ", ".join([a, b, i, u, v]) + ") ("
                + body.replace("{", "{{").replace("}", "}}") + ") {{" + attrs + "}} : ("
                + ", ".join(types) + f") -> ({ttype(t)}, {ttype('i32')})")
        ssa = p.raw(line)
        rt = ttype(t) if result == 0 else ttype("i32")
        return f"{ssa}#{result}", rt

    return Case(f"stablehlo.scatter (2 inputs, result {result}, {it} indices)", t, build)


MAKERS = {
    "dynamic_slice": [lambda t, w=w: _dynamic_slice(t, w) for w in range(3)],
    "dynamic_update_slice": [lambda t, w=w: _dynamic_update_slice(t, w) for w in range(3)],
    "gather": [_gather, _gather_batching],
    "scatter": [_scatter_rows, _scatter_windows, _scatter_batching,
                lambda t: _scatter_pair(t, 0), lambda t: _scatter_pair(t, 1)],
}
