"""Sweep cases for the ops with elementwise regions: sort, select_and_scatter, map.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`, and
`COMPLEX_MAKERS` for the complex types). Results are compared with StableHLO's reference
interpreter, except where a `Case.oracle` computes the spec's answer instead:

* sort with JAX's float comparator: it compares with TOTALORDER, which the interpreter treats
  as FLOAT (NaN would make its comparator no strict weak order). The oracle is a stable sort
  by IEEE totalOrder of the comparator's canonical values (NaN as +NaN, -0.0 as +0.0, exactly
  the comparator JAX writes), so -NaN, NaN, -0.0 and 0.0 must keep their input order;
* sort with complex keys (JAX's comparator on their parts, or compare GT on them, the spec's
  lexicographic order): the interpreter aborts on complex orderings; the oracle is a stable
  sort by (re, im) ranks;
* select_and_scatter with a non-identity init value: the spec reduces the selected source
  values once, starting from init (as XLA does); the interpreter folds init in again for
  every selected value.

What they pin down: several operands moving with the keys, stability (ties everywhere, a
second operand recording the input order), a descending comparator along a non-last
dimension, JAX's two-key comparator (whose compared values have several users), sizes 0, 1,
odd and above the 64-wide work-group; windows that overlap, that hang over the padding, one
that holds only padding (its source value is dropped), negative padding, elements in no
window, no windows at all; selection ties (the first element in window order wins for GE);
map with constants in its computation, on 0-d inputs too. These row lengths take the rank
sort of pjrtc/passes/sort.py; tests/e2e/test_sort.py runs the same sort cases, shorter,
through its bitonic network.
"""

from __future__ import annotations

import numpy as np
from sweep_programs import (
    NP,
    Case,
    Program,
    _lowest_literal,
    _rng,
    compare_type,
    exact_float_values,
    from_bits,
    general_values,
    is_float,
    literal,
    total_order_key,
    ttype,
)
from sweep_complex import _complex as complex_from_parts
from sweep_complex import part_type


def _raw(p: Program, text: str) -> str:
    """`p.raw` for an op with regions: `$R` is its result, `$name` a name local to it."""
    escaped = text.replace("{", "{{").replace("}", "}}")
    return p.raw(escaped.replace("$R", "{ssa}").replace("$", "{ssa}_"))


def _tied(key: str, t: str, shape) -> np.ndarray:
    """Values drawn from a pool of 6 (ties everywhere) holding, for floats, NaN, -NaN, +-inf,
    -0.0 and 0.0; for ints the extremes."""
    if is_float(t):
        pool = np.concatenate([from_bits(t, ["qnan", "-qnan"]),
                               np.array([np.inf, -np.inf, -0.0, 0.0], NP[t])])
    else:
        pool = general_values(key + ":pool", t, (6,)).reshape(-1)
    return pool[_rng(key).integers(0, len(pool), size=shape)]


def _finite_tied(key: str, t: str, shape) -> np.ndarray:
    """As `_tied`, without NaN (for comparators that are no strict weak order with NaN)."""
    if not is_float(t):
        return _tied(key, t, shape)
    pool = np.array([np.inf, -np.inf, -0.0, 0.0, 1.5, -2.0], NP[t])
    return pool[_rng(key).integers(0, len(pool), size=shape)]


def _positions(shape, dim: int) -> np.ndarray:
    """i32 input positions along `dim`: a sort's second operand shows where each value came
    from (the order among ties)."""
    return np.broadcast_to(np.arange(shape[dim], dtype=np.int32).reshape(
        [-1 if d == dim else 1 for d in range(len(shape))]), shape).copy()


# -- sort -------------------------------------------------------------------------------------

def _key_lines(t: str, v: str) -> tuple[list[str], str]:
    """The lines JAX's comparator computes a key of type t with, and the key's name: floats
    are canonicalized (NaN -> +NaN, -0.0 -> 0.0) and compared with TOTALORDER."""
    if not is_float(t):
        return [], v
    s, b, n = ttype(t, ()), ttype("i1", ()), v[1:]
    return [f"$zero_{n} = stablehlo.constant dense<{literal(0.0, t)}> : {s}",
            f"$qnan_{n} = stablehlo.constant dense<{literal(float('nan'), t)}> : {s}",
            f"$eq_{n} = stablehlo.compare EQ, {v}, $zero_{n}, FLOAT : ({s}, {s}) -> {b}",
            f"$nz_{n} = stablehlo.select $eq_{n}, $zero_{n}, {v} : {b}, {s}",
            f"$ne_{n} = stablehlo.compare NE, {v}, {v}, FLOAT : ({s}, {s}) -> {b}",
            f"$c_{n} = stablehlo.select $ne_{n}, $qnan_{n}, $nz_{n} : {b}, {s}"], f"$c_{n}"


def _compare_keys(t: str, x: str, y: str, out: str, direction: str) -> str:
    kind = "TOTALORDER" if is_float(t) else compare_type(t)
    s = ttype(t, ())
    return (f"{out} = stablehlo.compare {direction}, {x}, {y}, {kind} : ({s}, {s}) -> "
            f"{ttype('i1', ())}")


def _less(t: str, x: str, y: str, out: str) -> list[str]:
    """The comparison JAX writes for one key of type t."""
    x_lines, kx = _key_lines(t, x)
    y_lines, ky = _key_lines(t, y)
    return x_lines + y_lines + [_compare_keys(t, kx, ky, out, "LT")]


def _sort(p: Program, operands: list[tuple[str, str, tuple]], lines: list[str], dim: int,
          stable: bool = True) -> str:
    """A stablehlo.sort of `operands` ((ssa, element type, shape)); the comparator's params
    are $x0, $y0, $x1, $y1, ... and `lines` compute $less from them."""
    shapes = [ttype(t, shape) for _, t, shape in operands]
    params = ", ".join(f"$x{i}: {ttype(t, ())}, $y{i}: {ttype(t, ())}"
                       for i, (_, t, _) in enumerate(operands))
    body = "\n      ".join(lines)
    results = shapes[0] if len(shapes) == 1 else "(" + ", ".join(shapes) + ")"
    head = "$R" if len(operands) == 1 else f"$R:{len(operands)}"
    return _raw(p, f"""{head} = "stablehlo.sort"({", ".join(s for s, _, _ in operands)}) ({{
    ^bb0({params}):
      {body}
      stablehlo.return $less : {ttype("i1", ())}
    }}) {{dimension = {dim} : i64, is_stable = {str(stable).lower()}}} : \
({", ".join(shapes)}) -> {results}""")


def _shared(p: Program, key: str, build) -> str:
    """One op for several cases of one program (each case reads one of its results); a case
    built alone builds its own."""
    ops = p.__dict__.setdefault("sort_sweep_ops", {})
    if key not in ops:
        ops[key] = build()
    return ops[key]


def _stable_oracle(keys_of, arrays: list[np.ndarray], dim: int) -> list[np.ndarray]:
    """Every array sorted along `dim` by a stable sort on keys_of(row of each array)[i]."""
    moved = [np.moveaxis(a, dim, -1) for a in arrays]
    out = [np.empty_like(m) for m in moved]
    for idx in np.ndindex(moved[0].shape[:-1]):
        rows = [m[idx] for m in moved]
        keys = keys_of(rows)
        order = sorted(range(len(keys)), key=keys.__getitem__)
        for o, row in zip(out, rows):
            o[idx] = row[order]
    return [np.moveaxis(o, -1, dim) for o in out]


def _total_order_keys(x: np.ndarray) -> list[int]:
    """IEEE totalOrder ranks of JAX's canonical values (NaN as +NaN, -0.0 as +0.0)."""
    x = x.copy()
    x[np.isnan(x)] = np.nan
    x[x == 0] = 0
    return total_order_key(x)


def _dims(shape) -> str:
    return "x".join(map(str, shape))


def _sort_jax(t: str, result: int, shape=(3, 37)) -> Case:
    """JAX's comparator on keys with ties, NaN of both signs, +-inf, signed zeros or the
    integer extremes, carrying the input positions (an argsort): along the last dimension."""
    key = f"sort:{t}:jax:{shape}"

    def arrays():
        return _tied(key, t, shape), _positions(shape, 1)

    def build(p: Program):
        keys, pos = arrays()
        a, b = p.arg(key, t, keys), p.arg(f"sort:pos:{shape}", "i32", pos)
        ssa = _shared(p, key, lambda: _sort(
            p, [(a, t, shape), (b, "i32", shape)], _less(t, "$x0", "$y0", "$less"), 1))
        return f"{ssa}#{result}", ttype(t if result == 0 else "i32", shape)

    def oracle():
        keys, pos = arrays()
        return _stable_oracle(lambda rows: _total_order_keys(rows[0]), [keys, pos], 1)[result]

    return Case(f"stablehlo.sort (JAX's comparator, 2 operands, {_dims(shape)} along 1; "
                f"result {result})", t, build, oracle=oracle if is_float(t) else None)


def _sort_descending(t: str, result: int, shape=(70, 3)) -> Case:
    """GT (descending) along dimension 0 (70 long: above a work-group), a payload of type t
    moving with the keys; ties resolved in input order (stable)."""
    key = f"sort:{t}:desc:{shape}"

    def build(p: Program):
        keys = p.arg(key, t, _finite_tied(key, t, shape))
        payload = p.arg(key + ":payload", t, general_values(key + ":payload", t, shape))
        s = ttype(t, ())
        less = [(f"$less = stablehlo.compare GT, $x0, $y0, {compare_type(t)} : "
                 f"({s}, {s}) -> {ttype('i1', ())}")]
        ssa = _shared(p, key, lambda: _sort(p, [(keys, t, shape), (payload, t, shape)], less,
                                              0))
        return f"{ssa}#{result}", ttype(t, shape)

    return Case(f"stablehlo.sort (GT, {_dims(shape)} along 0, with a payload; result {result})",
                t, build)


def _sort_two_keys(t: str, result: int, shape=(2, 45)) -> Case:
    """JAX's comparator for num_keys=2 (a key of type t, then an i32 key), whose compared
    values have several users. A third operand records the input positions."""
    key = f"sort:{t}:lex:{shape}"

    def arrays():
        first = _tied(key, t, shape)
        second = _rng(key + ":second").integers(0, 3, size=shape).astype(np.int32)
        return first, second, _positions(shape, 1)

    def build(p: Program):
        first, second, pos = arrays()
        a = p.arg(key, t, first)
        b = p.arg(key + ":second", "i32", second)
        c = p.arg(f"sort:pos:{shape}", "i32", pos)
        i1, i32 = ttype("i1", ()), ttype("i32", ())
        x_lines, kx = _key_lines(t, "$x0")
        y_lines, ky = _key_lines(t, "$y0")
        lines = (x_lines + y_lines
                 + [_compare_keys(t, kx, ky, "$lt0", "LT"), _compare_keys(t, kx, ky, "$eq0", "EQ"),
                    f"$lt1 = stablehlo.compare LT, $x1, $y1, SIGNED : ({i32}, {i32}) -> {i1}",
                    f"$tie = stablehlo.and $eq0, $lt1 : {i1}",
                    f"$less = stablehlo.or $lt0, $tie : {i1}"])
        ssa = _shared(p, key, lambda: _sort(p, [(a, t, shape), (b, "i32", shape),
                                                  (c, "i32", shape)], lines, 1))
        return f"{ssa}#{result}", ttype(t if result == 0 else "i32", shape)

    def oracle():
        first, second, pos = arrays()

        def keys(rows):
            k0 = _total_order_keys(rows[0]) if is_float(t) else rows[0].tolist()
            return list(zip(k0, rows[1].tolist()))

        return _stable_oracle(keys, [first, second, pos], 1)[result]

    return Case(f"stablehlo.sort (2 keys, {_dims(shape)} along 1; result {result})", t,
                build, oracle=oracle if is_float(t) else None)


def _sort_unstable(t: str, shape=(4, 9)) -> Case:
    """is_stable = false on one operand without NaN or signed zeros: the answer is unique."""

    def build(p: Program):
        key = f"sort:{t}:unstable:{shape}"
        values = _finite_tied(key, t, shape)
        if is_float(t):
            values = np.where(values == 0, np.array(1.0, NP[t]), values)  # no -0.0 vs 0.0
        a = p.arg(key, t, values)
        return _sort(p, [(a, t, shape)], _less(t, "$x0", "$y0", "$less"), 1, stable=False), \
            ttype(t, shape)

    return Case(f"stablehlo.sort (is_stable = false, {_dims(shape)} along 1)", t, build)


def _sort_size(t: str, shape: tuple[int, ...], dim: int) -> Case:
    def build(p: Program):
        key = f"sort:{t}:{shape}"
        a = p.arg(key, t, _finite_tied(key, t, shape))
        return _sort(p, [(a, t, shape)], _less(t, "$x0", "$y0", "$less"), dim), ttype(t, shape)

    return Case(f"stablehlo.sort ({_dims(shape)} along {dim})", t, build)


# -- complex keys and payloads ------------------------------------------------------------

def _complex_tied(key: str, t: str, shape) -> np.ndarray:
    """Complex values whose parts come from `_tied`'s pool of the part type (NaN of both signs,
    +-inf, signed zeros; ties in either part and in both)."""
    part = part_type(t)
    return complex_from_parts(_tied(key + ":re", part, shape), _tied(key + ":im", part, shape),
                              t)


def _complex_key_lines(t: str, v: str) -> tuple[list[str], tuple[str, str]]:
    """The lines JAX's comparator computes a complex key with: its real and imaginary parts,
    each canonicalized as a float key (`_key_lines`)."""
    c, part, n = ttype(t, ()), ttype(part_type(t), ()), v[1:]
    lines = [f"$re_{n} = stablehlo.real {v} : ({c}) -> {part}",
             f"$im_{n} = stablehlo.imag {v} : ({c}) -> {part}"]
    re_lines, re = _key_lines(part_type(t), f"$re_{n}")
    im_lines, im = _key_lines(part_type(t), f"$im_{n}")
    return lines + re_lines + im_lines, (re, im)


def _complex_less(t: str, x: str, y: str, out: str) -> list[str]:
    """JAX's comparator for one complex key (jnp.sort, jnp.argsort): lexicographic on the
    canonicalized (re, im), each compared with TOTALORDER."""
    x_lines, (xr, xi) = _complex_key_lines(t, x)
    y_lines, (yr, yi) = _complex_key_lines(t, y)
    part, i1 = part_type(t), ttype("i1", ())
    return x_lines + y_lines + [_compare_keys(part, xr, yr, f"{out}_lt_re", "LT"),
                                _compare_keys(part, xr, yr, f"{out}_eq_re", "EQ"),
                                _compare_keys(part, xi, yi, f"{out}_lt_im", "LT"),
                                f"{out}_tie = stablehlo.and {out}_eq_re, {out}_lt_im : {i1}",
                                f"{out} = stablehlo.or {out}_lt_re, {out}_tie : {i1}"]


def _complex_total_order_keys(x: np.ndarray) -> list[tuple[int, int]]:
    return list(zip(_total_order_keys(x.real.copy()), _total_order_keys(x.imag.copy())))


def _sort_complex_jax(t: str, result: int, shape=(3, 37)) -> Case:
    """JAX's comparator on complex keys carrying the input positions (jnp.argsort) along the
    last dimension. The interpreter aborts on complex orderings: the oracle is a stable sort by
    the totalOrder ranks of the canonical parts."""
    key = f"sort:{t}:jax:{shape}"

    def arrays():
        return _complex_tied(key, t, shape), _positions(shape, 1)

    def build(p: Program):
        keys, pos = arrays()
        a, b = p.arg(key, t, keys), p.arg(f"sort:pos:{shape}", "i32", pos)
        ssa = _shared(p, key, lambda: _sort(
            p, [(a, t, shape), (b, "i32", shape)], _complex_less(t, "$x0", "$y0", "$less"), 1))
        return f"{ssa}#{result}", ttype(t if result == 0 else "i32", shape)

    def oracle():
        keys, pos = arrays()
        return _stable_oracle(lambda rows: _complex_total_order_keys(rows[0]), [keys, pos],
                              1)[result]

    return Case(f"stablehlo.sort (JAX's comparator, complex keys, {_dims(shape)} along 1; "
                f"result {result})", t, build, tolerance="bits", oracle=oracle)


def _sort_complex_compare(t: str, result: int, shape=(70, 3)) -> Case:
    """compare GT on the complex keys themselves (the spec's lexicographic order on (re, im))
    along dimension 0, with a complex payload: finite parts with ties, so that GT is a strict
    weak order; stable."""
    key = f"sort:{t}:gt:{shape}"
    part = part_type(t)

    def arrays():
        keys = complex_from_parts(_finite_tied(key + ":re", part, shape),
                                  _finite_tied(key + ":im", part, shape), t)
        return keys, _complex_tied(key + ":payload", t, shape)

    def build(p: Program):
        keys, payload = arrays()
        a, b = p.arg(key, t, keys), p.arg(key + ":payload", t, payload)
        s = ttype(t, ())
        less = [f"$less = stablehlo.compare GT, $x0, $y0, FLOAT : ({s}, {s}) -> "
                f"{ttype('i1', ())}"]
        ssa = _shared(p, key, lambda: _sort(p, [(a, t, shape), (b, t, shape)], less, 0))
        return f"{ssa}#{result}", ttype(t, shape)

    def oracle():
        keys, payload = arrays()
        # descending: negated parts (finite; -0.0 and 0.0 compare equal, as in GT)
        return _stable_oracle(lambda rows: list(zip((-rows[0].real + 0.0).tolist(),
                                                    (-rows[0].imag + 0.0).tolist())),
                              [keys, payload], 0)[result]

    return Case(f"stablehlo.sort (GT on complex keys, {_dims(shape)} along 0, with a payload; "
                f"result {result})", t, build, tolerance="bits", oracle=oracle)


def _sort_complex_payload(t: str, shape=(2, 45)) -> Case:
    """An i32 key with ties moving a complex payload (lax.sort with num_keys=1): the
    interpreter sorts it itself."""
    key = f"sort:{t}:payload:{shape}"

    def build(p: Program):
        keys = _rng(key).integers(0, 4, size=shape).astype(np.int32)
        a = p.arg(key + ":keys", "i32", keys)
        b = p.arg(key, t, _complex_tied(key, t, shape))
        ssa = _sort(p, [(a, "i32", shape), (b, t, shape)], _less("i32", "$x0", "$y0", "$less"),
                    1)
        return f"{ssa}#1", ttype(t, shape)

    return Case(f"stablehlo.sort (i32 keys, a complex payload, {_dims(shape)} along 1)", t,
                build, tolerance="bits")


COMPLEX_MAKERS = {"sort": [lambda t: _sort_complex_jax(t, 0), lambda t: _sort_complex_jax(t, 1),
                           lambda t: _sort_complex_compare(t, 0),
                           lambda t: _sort_complex_compare(t, 1), _sort_complex_payload]}


# -- select_and_scatter -------------------------------------------------------------------

SAS_SHAPE = (5, 7)


def _windows(size, window, stride, pad) -> int:
    padded = pad[0] + size + pad[1]
    return 0 if window > padded else (padded - window) // stride + 1


def _sas_text(p: Program, t: str, operand: str, source: str, init: str, select: str,
              scatter: str, window, strides, pads) -> tuple[str, str]:
    s, b = ttype(t, ()), ttype("i1", ())
    src_shape = tuple(_windows(*a) for a in zip(SAS_SHAPE, window, strides, pads))
    pad_text = "[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in pads) + "]"
    return _raw(p, f"""$R = "stablehlo.select_and_scatter"({operand}, {source}, {init}) ({{
    ^bb0($a: {s}, $b: {s}):
      $c = stablehlo.compare {select}, $a, $b, {compare_type(t)} : ({s}, {s}) -> {b}
      stablehlo.return $c : {b}
    }}, {{
    ^bb0($a: {s}, $b: {s}):
      $c = stablehlo.{scatter} $a, $b : {s}
      stablehlo.return $c : {s}
    }}) {{window_dimensions = array<i64: {window[0]}, {window[1]}>, window_strides = \
array<i64: {strides[0]}, {strides[1]}>, padding = dense<{pad_text}> : tensor<2x2xi64>}} : \
({ttype(t, SAS_SHAPE)}, {ttype(t, src_shape)}, {s}) -> {ttype(t, SAS_SHAPE)}"""), \
        ttype(t, SAS_SHAPE)


def _source(key: str, t: str, shape) -> np.ndarray:
    """Source values whose sums are exact in any order (floats: multiples of 1/4)."""
    if is_float(t):
        return exact_float_values(key, t, shape)
    return general_values(key, t, shape)


def _sas_case(t: str, label: str, select: str, scatter: str, init: str, window, strides,
              pads, oracle_init=None) -> Case:
    key = f"sas:{t}:{label}"
    src_shape = tuple(_windows(*a) for a in zip(SAS_SHAPE, window, strides, pads))

    def arrays():
        return _finite_tied(key, t, SAS_SHAPE), _source(key + ":src", t, src_shape)

    def build(p: Program):
        operand, source = arrays()
        a, b = p.arg(key, t, operand), p.arg(key + ":src", t, source)
        c = p.raw("{ssa} = stablehlo.constant dense<" + init + f"> : {ttype(t, ())}")
        return _sas_text(p, t, a, b, c, select, scatter, window, strides, pads)

    def oracle():
        operand, source = arrays()
        return select_and_scatter_reference(operand, source, oracle_init(t), select, scatter,
                                            window, strides, pads)

    return Case(f"stablehlo.select_and_scatter ({label})", t, build,
                oracle=oracle if oracle_init is not None else None)


def _zero(t: str) -> str:
    return "false" if t == "i1" else "0.0" if is_float(t) else "0"


def _one_value(t: str):
    return np.array(True if t == "i1" else 1, NP[t])


def _sas_ge_add(t: str) -> Case:
    """Max-pool gradient style: GE (ties: the first element in window order), add, init 0;
    2x3 windows, stride 2x2 (overlapping along dimension 1), padding low and high."""
    return _sas_case(t, "GE, add, 2x3 windows, strides 2x2, padding", "GE", "add", _zero(t),
                     (2, 3), (2, 2), ((1, 0), (0, 1)))


def _sas_le_max(t: str) -> Case:
    """LE (min) selection and maximum scatter with 3x3 windows at stride 1 (nine windows
    overlap each element), padding 1 all around, init the lowest value."""
    return _sas_case(t, "LE, maximum, 3x3 windows, stride 1, SAME", "LE", "maximum",
                     _lowest_literal(t), (3, 3), (1, 1), ((1, 1), (1, 1)))


def _sas_init_one(t: str) -> Case:
    """init 1 (not add's identity: the spec folds it in once per result element), and a
    column of windows holding only padding (their source values are dropped)."""
    return _sas_case(t, "GE, add, init 1, all-padding windows", "GE", "add",
                     literal(_one_value(t).item(), t), (3, 2), (2, 3), ((2, 2), (0, 4)),
                     oracle_init=_one_value)


def _sas_negative_padding(t: str) -> Case:
    """Negative padding (it crops the operand) and a stride longer than the window (some
    elements lie in no window and keep init)."""
    return _sas_case(t, "GE, add, negative padding, stride 3 > window 2", "GE", "add",
                     _zero(t), (2, 3), (3, 2), ((-1, 0), (2, -2)))


def _sas_no_windows(t: str) -> Case:
    """A window longer than the padded operand: the source is empty, the result all init."""
    return _sas_case(t, "no windows (window 6 > 5 rows)", "GE", "add", _zero(t), (6, 1),
                     (1, 1), ((0, 0), (0, 0)))


_SCATTERS = {"add": lambda a, b: a | b if a.dtype == np.bool_ else a + b,
             "maximum": lambda a, b: np.maximum(a, b)}
_SELECTS = {"GE": lambda a, b: bool(a >= b), "LE": lambda a, b: bool(a <= b)}


def select_and_scatter_reference(operand, source, init, select: str, scatter: str, window,
                                 strides, pads) -> np.ndarray:
    """The spec's select_and_scatter (XLA's order): each window selects its first element that
    is not padding, replaced by each later one unless select(selected, element); the result
    starts as init and folds in each selected source value, in row-major window order."""
    result = np.full(operand.shape, init, operand.dtype)
    with np.errstate(over="ignore", invalid="ignore"):
        for s in np.ndindex(source.shape):
            chosen = None
            for w in np.ndindex(*window):
                at = tuple(si * st + wi - lo for si, st, wi, (lo, _) in zip(s, strides, w, pads))
                if any(i < 0 or i >= n for i, n in zip(at, operand.shape)):
                    continue
                if chosen is None or not _SELECTS[select](operand[chosen], operand[at]):
                    chosen = at
            if chosen is not None:
                result[chosen] = _SCATTERS[scatter](result[chosen], source[s])
    return result


# -- map --------------------------------------------------------------------------------------

def _map(t: str, shape: tuple[int, ...]) -> Case:
    """map(a, b) = select(a > c, a, max(b, c)) with a constant c in the computation."""
    def build(p: Program):
        key = f"map:{t}:{shape}"
        a = p.arg(key + ":a", t, general_values(key + ":a", t, shape))
        b = p.arg(key + ":b", t, general_values(key + ":b", t, shape))
        s, i1 = ttype(t, ()), ttype("i1", ())
        c = "true" if t == "i1" else literal(1, t)
        dims = ", ".join(str(d) for d in range(len(shape)))
        return _raw(p, f"""$R = "stablehlo.map"({a}, {b}) ({{
    ^bb0($a: {s}, $b: {s}):
      $c = stablehlo.constant dense<{c}> : {s}
      $gt = stablehlo.compare GT, $a, $c, {compare_type(t)} : ({s}, {s}) -> {i1}
      $m = stablehlo.maximum $b, $c : {s}
      $r = stablehlo.select $gt, $a, $m : {i1}, {s}
      stablehlo.return $r : {s}
    }}) {{dimensions = array<i64{': ' + dims if dims else ''}>}} : \
({ttype(t, shape)}, {ttype(t, shape)}) -> {ttype(t, shape)}"""), ttype(t, shape)

    return Case(f"stablehlo.map ({'x'.join(map(str, shape)) or '0-d'})", t, build)


MAKERS = {
    "sort": [lambda t: _sort_jax(t, 0), lambda t: _sort_jax(t, 1),
             lambda t: _sort_descending(t, 0), lambda t: _sort_descending(t, 1),
             lambda t: _sort_two_keys(t, 0), lambda t: _sort_two_keys(t, 2),
             _sort_unstable, lambda t: _sort_size(t, (5, 0), 1),
             lambda t: _sort_size(t, (1,), 0), lambda t: _sort_size(t, (2, 1, 3), 1),
             lambda t: _sort_size(t, (2,), 0)],
    "select_and_scatter": [_sas_ge_add, _sas_le_max, _sas_init_one, _sas_negative_padding,
                           _sas_no_windows],
    "map": [lambda t: _map(t, (3, 5)), lambda t: _map(t, ())],
}
