"""Programs and inputs for tests/e2e/test_dtype_sweep.py.

Every check is a `Case`: a label naming the op (and compare direction / convert target), the
element type whose support it exercises, and a `build` function that adds the case's inputs and
ops to a `Program` and returns the SSA name and type of its one result. Many cases of one element
type go into one module (one compile, one device program); a case can also be rebuilt alone, to
find which op of a module a compile or interpreter error comes from.

Inputs come from a random generator seeded by the input's key (so adding a case changes no other
case's inputs) and avoid what StableHLO leaves implementation-defined or undefined: float->int
conversion out of range or of NaN, integer division or remainder by zero and INT_MIN / -1, shift
amounts >= the bit width, int->int conversion out of the target's range (one extra, labelled case
tests it, where the reference interpreter and XLA both wrap). Integer add/subtract/multiply/
negate wrap around (two's complement), as in the interpreter and XLA. Float inputs include NaN,
+-inf and -0.0 wherever IEEE-754 / C99 Annex F define the result.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass

import ml_dtypes
import numpy as np

DTYPES = ("i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f16", "bf16", "f32",
          "f64", "complex<f32>", "complex<f64>")
NP = {"i1": np.dtype(np.bool_), "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
      "i32": np.dtype(np.int32), "i64": np.dtype(np.int64), "ui8": np.dtype(np.uint8),
      "ui16": np.dtype(np.uint16), "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
      "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
      "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
      "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128)}
SHAPE = (3, 5)  # odd on purpose: no vector width or work-group size divides it
N = SHAPE[0] * SHAPE[1]
DIRECTIONS = ("EQ", "NE", "LT", "LE", "GT", "GE")

nan, inf = float("nan"), float("inf")


def is_float(t: str) -> bool:
    return t.startswith("f") or t == "bf16"


def is_complex(t: str) -> bool:
    return t.startswith("complex<")  # cases of their own: sweep_complex.py


def is_unsigned(t: str) -> bool:
    return t.startswith("ui")


def is_signed(t: str) -> bool:
    return t.startswith("i") and t != "i1"


def is_int(t: str) -> bool:
    return is_signed(t) or is_unsigned(t)


def ttype(t: str, shape: tuple[int, ...] = SHAPE) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + t + ">"


# -- the program under construction -----------------------------------------------------------

@dataclass(frozen=True)
class Case:
    label: str          # "stablehlo.remainder", "stablehlo.compare LT", "stablehlo.convert -> ui8"
    dtype: str          # the element type the case exercises (operand type for compare/convert)
    build: Callable[[Program], tuple[str, str]]  # adds inputs and ops; returns (ssa, type)
    # "default", "model" (float reductions), "exact" (floats equal, zeros' signs included,
    # NaN where NaN: correctly rounded ops) or "bits" (floats bit for bit, NaN payloads
    # included: bit-level ops); ints are exact
    tolerance: str = "default"
    # The expected result computed here instead of by the interpreter, where the interpreter
    # does not implement the op's semantics (compare_type TOTALORDER: it compares as FLOAT).
    oracle: Callable[[], np.ndarray] | None = None

    @property
    def name(self) -> str:
        return f"{self.label} on {self.dtype}"


class Program:
    """One func.func @main: arguments (deduplicated by key), ops, results."""

    def __init__(self) -> None:
        self.inputs: list[np.ndarray] = []
        self.input_types: list[str] = []  # element type names, for the interpreter's attrs
        self._arg_names: dict[str, str] = {}
        self._params: list[str] = []
        self._lines: list[str] = []
        self._results: list[tuple[str, str]] = []
        self._funcs: dict[str, str] = {}  # private functions after @main, by name
        self._n = 0

    def arg(self, key: str, t: str, array: np.ndarray) -> str:
        """The argument holding `array` (element type `t`); the same key gives the same arg."""
        if key not in self._arg_names:
            assert array.dtype == NP[t], (key, array.dtype, t)
            name = f"%arg{len(self._params)}"
            self._arg_names[key] = name
            self._params.append(f"{name}: {ttype(t, array.shape)}")
            self.inputs.append(array)
            self.input_types.append(t)
        return self._arg_names[key]

    def op(self, name: str, operands: list[str], operand_types: list[str], result_type: str,
           attrs: str = "", region: str = "") -> str:
        ssa = f"%v{self._n}"
        self._n += 1
        region = f"({region})" if region else ""
        attrs = f" {{{attrs}}}" if attrs else ""
        self._lines.append(f'  {ssa} = "stablehlo.{name}"({", ".join(operands)}){region}{attrs}'
                           f' : ({", ".join(operand_types)}) -> {result_type}')
        return ssa

    def raw(self, line: str) -> str:
        """An op written out by the caller as `{ssa} = ...`."""
        ssa = f"%v{self._n}"
        self._n += 1
        self._lines.append("  " + line.format(ssa=ssa))
        return ssa

    def add_result(self, ssa: str, t: str) -> None:
        self._results.append((ssa, t))

    def func(self, name: str, text: str) -> None:
        """Add a whole `func.func private @name` (callees of call and composite ops) to the
        module, once per name."""
        self._funcs.setdefault(name, text)

    def result_types(self) -> list[str]:
        return [t for _, t in self._results]

    def text(self, split_complex: bool = False) -> str:
        """The module; with `split_complex`, each complex result is returned as its real and
        imaginary parts (the reference interpreter cannot hand complex values to Python)."""
        lines, results = list(self._lines), []
        for ssa, t in self._results:
            if not (split_complex and "complex<" in t):
                results.append((ssa, t))
                continue
            part = t.replace("complex<f32>", "f32").replace("complex<f64>", "f64")
            for op in ("real", "imag"):
                lines.append(f"  %{op}{len(lines)} = stablehlo.{op} {ssa} : ({t}) -> {part}")
                results.append((f"%{op}{len(lines) - 1}", part))
        rtypes = ", ".join(t for _, t in results)
        return (f"func.func @main({', '.join(self._params)}) -> ({rtypes}) {{\n"
                + "\n".join(lines)
                + f"\n  return {', '.join(s for s, _ in results)} : {rtypes}\n}}\n"
                + "".join(self._funcs.values()))


def program(cases: list[Case]) -> Program:
    prog = Program()
    for c in cases:
        prog.add_result(*c.build(prog))
    return prog


# -- inputs ---------------------------------------------------------------------------------

def _rng(key: str) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(key.encode()))


def _fill(key: str, t: str, fixed: list, random: Callable[[np.random.Generator, int], np.ndarray],
          shape=SHAPE, shuffle: bool = True) -> np.ndarray:
    """`fixed` values first, then random ones, shuffled; as dtype `t` in `shape`."""
    rng = _rng(key)
    n = int(np.prod(shape))
    fixed = list(fixed)[:n]
    with np.errstate(over="ignore", invalid="ignore"):
        vals = np.concatenate([np.array(fixed, dtype=NP[t]),
                               np.asarray(random(rng, n - len(fixed))).astype(NP[t])])
    if shuffle:
        vals = vals[rng.permutation(n)]
    return vals.reshape(shape)


def int_edges(t: str) -> list[int]:
    info = np.iinfo(NP[t])
    lo, hi, half = int(info.min), int(info.max), 2 ** (info.bits - 1)
    if is_unsigned(t):  # values above the signed maximum, where signed/unsigned differ
        return [0, 1, hi, hi - 1, half, half - 1, half + 1, 2]
    return [lo, hi, 0, 1, -1, lo + 1, hi - 1, -2]


def _int_random(t: str, lo: int | None = None, hi: int | None = None):
    info = np.iinfo(NP[t])
    lo = int(info.min) if lo is None else lo
    hi = int(info.max) if hi is None else hi
    return lambda rng, n: rng.integers(lo, hi, size=n, endpoint=True, dtype=NP[t])


def int_full(key: str, t: str, shape=SHAPE) -> np.ndarray:
    """The whole range: extremes, -1, 0, 1, values above the signed max (unsigned)."""
    return _fill(key, t, int_edges(t), _int_random(t), shape)


def bool_full(key: str, shape=SHAPE) -> np.ndarray:
    rng = _rng(key)
    n = int(np.prod(shape))
    vals = rng.random(n) < 0.5
    if n >= 2:
        vals[:2] = [False, True]
    return vals[rng.permutation(n)].reshape(shape)


def bool_pair(key: str) -> tuple[np.ndarray, np.ndarray]:
    """Two bool operands hitting all four combinations."""
    x, y = bool_full(key + ":x").reshape(-1), bool_full(key + ":y").reshape(-1)
    x[:4], y[:4] = [False, False, True, True], [False, True, False, True]
    return x.reshape(SHAPE), y.reshape(SHAPE)


def float_uniform(lo: float, hi: float):
    return lambda rng, n: rng.uniform(lo, hi, n)


SPECIALS = [nan, inf, -inf, -0.0, 0.0]

# Unary float domains: (fixed values, random range). Specials only where C99 Annex F / IEEE
# define the result (which the OpenCL built-ins follow, OpenCL C 1.2 section 7.5.1).
UNARY_DOMAINS = {
    "general": (SPECIALS, (-5.0, 5.0)),
    "round": ([nan, inf, -inf, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5], (-5.0, 5.0)),
    "tan": (SPECIALS, (-1.4, 1.4)),
    "log": ([0.0, -0.0, inf, nan, -1.0, 1.0], (0.01, 10.0)),
    "log1p": ([-1.0, -0.0, inf, nan, -2.0, 0.0], (-0.99, 10.0)),
    "sqrt": ([0.0, -0.0, inf, nan, -1.0], (0.0, 10.0)),
    "rsqrt": ([0.0, -0.0, inf, nan, -1.0], (0.01, 10.0)),
    "logistic": (SPECIALS, (-10.0, 10.0)),
}


def float_unary(domain: str, t: str) -> np.ndarray:
    fixed, (lo, hi) = UNARY_DOMAINS[domain]
    return _fill(f"unary:{domain}:{t}", t, fixed, float_uniform(lo, hi))


# Binary float inputs at special values: (x, y) pairs, 15 of them (the whole 3x5 tensor).
SPECIAL_PAIRS = {
    "general": [(nan, 1.5), (-2.0, nan), (nan, nan), (inf, 2.0), (-inf, 3.0), (inf, -inf),
                (inf, inf), (-inf, -inf), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (3.0, 0.0),
                (-3.0, -0.0), (0.0, 0.0), (2.5, inf)],
    "power": [(nan, 0.0), (1.0, nan), (0.0, -1.0), (-0.0, -3.0), (0.0, 2.0), (-2.0, 3.0),
              (-2.0, 2.0), (2.0, inf), (0.5, inf), (inf, -1.0), (-inf, 3.0), (nan, 1.0),
              (-1.0, inf), (-8.0, 0.3), (4.0, 0.5)],
}
BINARY_RANGES = {"general": ((-5.0, 5.0), (-5.0, 5.0)), "power": ((0.1, 4.0), (-3.0, 3.0))}


def float_binary(domain: str, t: str, special: bool) -> tuple[np.ndarray, np.ndarray]:
    key = f"binary:{domain}:{t}:{'special' if special else 'random'}"
    if special:
        pairs = SPECIAL_PAIRS[domain]
        assert len(pairs) == N
        x = np.array([p[0] for p in pairs], NP[t]).reshape(SHAPE)
        y = np.array([p[1] for p in pairs], NP[t]).reshape(SHAPE)
        return x, y
    (xl, xh), (yl, yh) = BINARY_RANGES[domain]
    x = _fill(key + ":x", t, [], float_uniform(xl, xh))
    y = _fill(key + ":y", t, [], float_uniform(yl, yh))
    y.reshape(-1)[::4] = x.reshape(-1)[::4]  # some equal pairs (compare EQ/LE/GE, max/min ties)
    return x, y


def int_pair(key: str, t: str) -> tuple[np.ndarray, np.ndarray]:
    x, y = int_full(key + ":x", t), int_full(key + ":y", t)
    y.reshape(-1)[::4] = x.reshape(-1)[::4]
    return x, y


def int_divisor_pair(t: str) -> tuple[np.ndarray, np.ndarray]:
    """Dividend over the whole range, nonzero divisor (small and large, both signs), never
    INT_MIN / -1 (undefined)."""
    x = int_full(f"div:{t}:x", t)
    info = np.iinfo(NP[t])
    small = [1, 2, 3, 7] + ([-1, -2, -3, -7] if is_signed(t) else [])
    y = _fill(f"div:{t}:y", t, small + [int(info.max)], _int_random(t))
    y[y == 0] = 5
    if is_signed(t):
        y[(x == info.min) & (y == -1)] = 3
    return x, y


def shift_pair(t: str) -> tuple[np.ndarray, np.ndarray]:
    bits = np.iinfo(NP[t]).bits
    x = int_full(f"shift:{t}:x", t)
    y = _fill(f"shift:{t}:y", t, [0, 1, bits - 1, bits // 2], _int_random(t, 0, bits - 1))
    return x, y


# -- elementwise cases ---------------------------------------------------------------------

# Correctly rounded on bf16: computed in f32 and rounded once to bf16, these give exactly the
# bf16 result (f32 has more than 2 * 8 + 2 bits, and an exact bf16 quotient or root is never
# closer to a bf16 rounding tie than the f32 error OpenCL allows for divide and sqrt); the
# others cannot leave the bf16 values. Checked exactly, so a missing or wrong rounding shows.
BF16_EXACT = frozenset({"add", "subtract", "multiply", "divide", "remainder", "sqrt", "negate",
                        "abs", "sign", "maximum", "minimum", "floor", "ceil",
                        "round_nearest_afz", "round_nearest_even"})


def elementwise_tolerance(op: str, t: str) -> str:
    return "exact" if t == "bf16" and op in BF16_EXACT else "default"


UNARY_FLOAT = {  # op -> input domain
    "abs": "general", "negate": "general", "sign": "general", "is_finite": "general",
    "exponential": "general", "exponential_minus_one": "general", "log": "log",
    "log_plus_one": "log1p", "logistic": "logistic", "tanh": "general", "sine": "general",
    "cosine": "general", "tan": "tan", "sqrt": "sqrt", "rsqrt": "rsqrt", "cbrt": "general",
    "floor": "round", "ceil": "round", "round_nearest_afz": "round",
    "round_nearest_even": "round",
}
BINARY_FLOAT = {"power": "power", "atan2": "general"}  # others: "general"


def _unary(op: str, t: str) -> Case:
    rtype = ttype("i1") if op == "is_finite" else ttype(t)

    def build(p: Program):
        if is_float(t):
            key = f"unary:{UNARY_FLOAT[op]}:{t}"
            x = float_unary(UNARY_FLOAT[op], t)
        elif t == "i1":
            key, x = f"bool:{t}", bool_full(f"bool:{t}")
        else:
            key = f"int:{t}"
            x = int_full(key, t)
            if op in ("abs", "negate") and is_signed(t):
                # abs/negate of INT_MIN overflow; keep them out (the spec does not say)
                key += ":noextreme"
                x = np.where(x == np.iinfo(NP[t]).min, np.array(-5, NP[t]), x)
        a = p.arg(key, t, x)
        return p.op(op, [a], [ttype(t)], rtype), rtype

    return Case(f"stablehlo.{op}", t, build, tolerance=elementwise_tolerance(op, t))


def _binary_inputs(op: str, t: str, special: bool) -> tuple[str, np.ndarray, np.ndarray]:
    if is_float(t):
        domain = BINARY_FLOAT.get(op, "general")
        x, y = float_binary(domain, t, special)
        return f"binary:{domain}:{t}:{special}", x, y
    if t == "i1":
        x, y = bool_pair(f"boolpair:{t}")
        return f"boolpair:{t}", x, y
    if op in ("divide", "remainder"):
        x, y = int_divisor_pair(t)
        return f"div:{t}", x, y
    if op.startswith("shift"):
        x, y = shift_pair(t)
        return f"shift:{t}", x, y
    x, y = int_pair(f"intpair:{t}", t)
    return f"intpair:{t}", x, y


def _binary(op: str, t: str, special: bool = False) -> Case:
    def build(p: Program):
        key, x, y = _binary_inputs(op, t, special)
        a, b = p.arg(key + ":x", t, x), p.arg(key + ":y", t, y)
        return p.op(op, [a, b], [ttype(t)] * 2, ttype(t)), ttype(t)

    suffix = " (NaN/inf/-0.0 operands)" if special else ""
    return Case(f"stablehlo.{op}{suffix}", t, build, tolerance=elementwise_tolerance(op, t))


def compare_type(t: str) -> str:
    return "FLOAT" if is_float(t) else "SIGNED" if is_signed(t) else "UNSIGNED"


def _compare(direction: str, t: str, special: bool = False, total: bool = False) -> Case:
    """compare_type TOTALORDER (`total`) orders -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN,
    NaNs by payload; its special operands are bit patterns (NaN signs and payloads)."""
    def inputs():
        if total and special:
            return f"totalorder:{t}", *total_order_pairs(t)
        return _binary_inputs("compare", t, special)

    def build(p: Program):
        key, x, y = inputs()
        a, b = p.arg(key + ":x", t, x), p.arg(key + ":y", t, y)
        kind = "TOTALORDER" if total else compare_type(t)
        attrs = (f"comparison_direction = #stablehlo<comparison_direction {direction}>, "
                 f"compare_type = #stablehlo<comparison_type {kind}>")
        return p.op("compare", [a, b], [ttype(t)] * 2, ttype("i1"), attrs), ttype("i1")

    def oracle() -> np.ndarray:
        _, x, y = inputs()
        return total_order_compare(direction, x, y)

    suffix = " (NaN/inf/-0.0 operands)" if special else ""
    return Case(f"stablehlo.compare {direction}{' TOTALORDER' if total else ''}{suffix}", t,
                build, oracle=oracle if total else None)


def general_values(key: str, t: str, shape=SHAPE) -> np.ndarray:
    """Any value of the type: the whole int range, bools, floats with NaN/inf/-0.0."""
    if is_complex(t):
        from sweep_complex import complex_values  # (it imports this module)
        return complex_values(key, t, shape)
    if t == "i1":
        return bool_full(key, shape)
    if is_int(t):
        return int_full(key, t, shape)
    return _fill(key, t, SPECIALS, float_uniform(-5.0, 5.0), shape)


def _select(t: str, scalar_pred: bool = False) -> Case:
    def build(p: Program):
        pshape = () if scalar_pred else SHAPE
        pred = p.arg(f"pred:{pshape}", "i1",
                     bool_full("pred", pshape) if pshape else np.array(True))
        a = p.arg(f"sel:{t}:a", t, general_values(f"sel:{t}:a", t))
        b = p.arg(f"sel:{t}:b", t, general_values(f"sel:{t}:b", t))
        return p.op("select", [pred, a, b], [ttype("i1", pshape), ttype(t), ttype(t)],
                    ttype(t)), ttype(t)

    return Case("stablehlo.select" + (" (0-d pred)" if scalar_pred else ""), t, build)


def _clamp(t: str, scalar_bounds: bool = False) -> Case:
    def build(p: Program):
        x = p.arg(f"clamp:{t}:x", t, general_values(f"clamp:{t}:x", t))
        if scalar_bounds:
            lo_v, hi_v = ((False, True) if t == "i1" else (-2, 3) if not is_unsigned(t)
                          else (2, 200))
            lo = p.arg(f"clamp0:{t}:lo", t, np.array(lo_v, NP[t]))
            hi = p.arg(f"clamp0:{t}:hi", t, np.array(hi_v, NP[t]))
            bt = ttype(t, ())
        else:  # independent draws: sometimes min > max, NaN bounds for floats
            lo = p.arg(f"clamp:{t}:lo", t, general_values(f"clamp:{t}:lo", t))
            hi = p.arg(f"clamp:{t}:hi", t, general_values(f"clamp:{t}:hi", t))
            bt = ttype(t)
        return p.op("clamp", [lo, x, hi], [bt, ttype(t), bt], ttype(t)), ttype(t)

    return Case("stablehlo.clamp" + (" (0-d min/max)" if scalar_bounds else ""), t, build)


CLAMP_SPECIALS = [  # (min, operand, max): NaN anywhere, signed zeros, min > max
    (nan, 1.0, 2.0), (0.0, nan, 2.0), (0.0, 1.0, nan), (-inf, 5.0, inf), (-0.0, 0.0, 1.0),
    (0.0, -0.0, 1.0), (-1.0, 0.0, -0.0), (-1.0, -0.0, 0.0), (3.0, 1.0, 2.0), (2.0, -inf, 3.0),
    (2.0, inf, 3.0), (-0.0, -0.0, -0.0), (1.0, 1.5, 2.0), (-5.0, -7.0, -1.0), (0.0, 0.0, 0.0)]


def _clamp_special(t: str) -> Case:
    def build(p: Program):
        lo, x, hi = (np.array([c[i] for c in CLAMP_SPECIALS], NP[t]).reshape(SHAPE)
                     for i in range(3))
        args = [p.arg(f"clampsp:{t}:{i}", t, v) for i, v in enumerate((lo, x, hi))]
        return p.op("clamp", args, [ttype(t)] * 3, ttype(t)), ttype(t)

    return Case("stablehlo.clamp (NaN/inf/-0.0 operands)", t, build)


def _scalar_max(t: str) -> Case:
    def build(p: Program):
        s = ttype(t, ())
        if is_float(t):
            xv, yv = np.array(-0.0, NP[t]), np.array(nan, NP[t])
        elif t == "i1":
            xv, yv = np.array(False), np.array(True)
        else:
            xv, yv = np.array(int_edges(t)[0], NP[t]), np.array(int_edges(t)[1], NP[t])
        a, b = p.arg(f"scalar:{t}:x", t, xv), p.arg(f"scalar:{t}:y", t, yv)
        return p.op("maximum", [a, b], [s, s], s), s

    return Case("stablehlo.maximum (0-d)", t, build)


def elementwise_cases(t: str, supported: Callable[[str, str], bool]) -> list[Case]:
    """Every elementwise op of the support table on element type `t` (`supported(op, t)` says
    whether the table lists it and the StableHLO verifier accepts it)."""
    if is_complex(t):
        from sweep_complex import elementwise_cases as complex_cases  # (it imports this module)
        return complex_cases(t, supported)
    cases: list[Case] = []
    for op in ("not", "count_leading_zeros", "popcnt", *UNARY_FLOAT):  # and abs, negate, sign
        if supported(op, t):
            cases.append(_unary(op, t))
    for op in ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum",
               "power", "atan2", "and", "or", "xor", "shift_left", "shift_right_arithmetic",
               "shift_right_logical"):
        if supported(op, t):
            cases.append(_binary(op, t))
            if is_float(t):
                cases.append(_binary(op, t, special=True))
            elif op == "power":
                cases.append(_int_power_special(t))
    if supported("compare", t):
        for d in DIRECTIONS:
            cases.append(_compare(d, t))
            if is_float(t):
                cases.append(_compare(d, t, special=True))
                cases += [_compare(d, t, total=True), _compare(d, t, special=True, total=True)]
    if supported("select", t):
        cases += [_select(t), _select(t, scalar_pred=True)]
    if supported("clamp", t):
        cases += [_clamp(t), _clamp(t, scalar_bounds=True)]
        if is_float(t):
            cases.append(_clamp_special(t))
    if supported("maximum", t):
        cases.append(_scalar_max(t))
    if supported("reduce_precision", t):
        cases += [_reduce_precision(t, e, m) for e, m in REDUCE_PRECISION_FORMATS[t]]
    return cases


# -- bit-level ops: float bit patterns, int power, reduce_precision ---------------------------

_UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
_MANTISSA = {"f16": 10, "bf16": 7, "f32": 23, "f64": 52}


def float_bits(t: str, name: str) -> int:
    """The bit pattern of a named special value of float type `t`."""
    n, m = NP[t].itemsize * 8, _MANTISSA[t]
    sign, exp = 1 << (n - 1), ((1 << (n - 1 - m)) - 1) << m
    quiet = 1 << (m - 1)
    table = {
        "qnan": exp | quiet, "snan": exp | 1, "nan_payload": exp | quiet | 5,
        "nan_ones": exp | ((1 << m) - 1),  # all ones: rounding carries into the sign bit
        "inf": exp, "zero": 0, "denorm": 1, "denorm_max": (1 << m) - 1,
        "max": exp - 1, "one": (((1 << (n - 2 - m)) - 1) << m),
    }
    if name.startswith("-"):
        return sign | table[name[1:]]
    return table[name]


def from_bits(t: str, names: list[str]) -> np.ndarray:
    bits = np.array([float_bits(t, x) for x in names], _UINT[NP[t].itemsize * 8])
    return bits.view(NP[t])


TOTAL_ORDER_PAIRS = [  # (x, y) names: NaN signs and payloads, signed zeros, denormals
    ("-qnan", "qnan"), ("qnan", "qnan"), ("qnan", "nan_payload"), ("snan", "qnan"),
    ("-snan", "-qnan"), ("-zero", "zero"), ("zero", "-zero"), ("-zero", "-zero"),
    ("-inf", "-qnan"), ("inf", "qnan"), ("denorm", "zero"), ("-denorm", "-zero"),
    ("max", "inf"), ("-one", "-max"), ("one", "one")]


def total_order_key(x: np.ndarray) -> list[int]:
    """IEEE-754 totalOrder rank of each element: positive values (NaNs included) in bit
    pattern order, negative ones below them in reverse (-NaN < -inf < ... < -0 < +0)."""
    n = x.dtype.itemsize * 8
    bits = x.reshape(-1).view(_UINT[n]).tolist()
    magnitude = (1 << (n - 1)) - 1
    return [-(b & magnitude) - 1 if b >> (n - 1) else b for b in bits]


def total_order_compare(direction: str, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    ops = {"EQ": int.__eq__, "NE": int.__ne__, "LT": int.__lt__, "LE": int.__le__,
           "GT": int.__gt__, "GE": int.__ge__}
    result = [ops[direction](a, b) for a, b in zip(total_order_key(x), total_order_key(y))]
    return np.array(result, np.bool_).reshape(x.shape)


def total_order_pairs(t: str) -> tuple[np.ndarray, np.ndarray]:
    assert len(TOTAL_ORDER_PAIRS) == N
    x = from_bits(t, [a for a, _ in TOTAL_ORDER_PAIRS]).reshape(SHAPE)
    y = from_bits(t, [b for _, b in TOTAL_ORDER_PAIRS]).reshape(SHAPE)
    return x, y


def bit_patterns(key: str, t: str, shape=SHAPE) -> np.ndarray:
    """Any bit pattern of the type: for floats NaNs of both signs and several payloads,
    infinities, signed zeros, denormals, then random bits."""
    if t == "i1":
        return bool_full(key, shape)
    if is_int(t):
        return int_full(key, t, shape)
    if is_complex(t):  # the imaginary part's bits the complement of the real part's (they
        from sweep_complex import _complex, part_type  # (it imports this module)
        re = bit_patterns(key, part_type(t), shape)  # always differ: swapped parts show)
        im = (~re.view(_UINT[re.dtype.itemsize * 8])).view(re.dtype)
        return _complex(re, im, t)
    n = int(np.prod(shape))
    names = ["qnan", "-qnan", "snan", "nan_payload", "-nan_ones", "inf", "-inf", "zero",
             "-zero", "denorm", "-denorm_max", "max", "-one"][:n]
    rng = _rng(key)
    uint = _UINT[NP[t].itemsize * 8]
    rand = rng.integers(0, np.iinfo(uint).max, size=n - len(names), endpoint=True, dtype=uint)
    vals = np.concatenate([from_bits(t, names), rand.view(NP[t])])
    return vals[rng.permutation(n)].reshape(shape)


def _int_power_special(t: str) -> Case:
    """Exponents 0, negative (x = 0, +-1 and others), at and beyond the bit width, huge; bases
    0, +-1, INT_MIN, powers of two that wrap to 0. The interpreter computes x^e mod 2^n for any
    e >= 0 (unsigned e for unsigned types); XLA:CPU differs for e >= 64 (it uses e's low 6
    bits) and for unsigned e >= 2^(n-1) (taken as negative); pjrtc follows the interpreter."""
    bits = NP[t].itemsize * 8
    info = np.iinfo(NP[t])
    lo, hi = int(info.min), int(info.max)
    if is_signed(t):
        pairs = [(2, 3), (-2, 3), (3, 0), (0, 0), (0, 5), (0, -1), (1, -5), (-1, -1),
                 (-1, -2), (-1, hi), (2, bits - 1), (2, bits), (3, hi), (lo, 2), (-3, lo),
                 (5, -2)]
    else:
        half = 2 ** (bits - 1)
        pairs = [(2, 3), (3, 0), (0, 0), (0, 5), (1, hi), (hi, 2), (hi, hi), (2, bits - 1),
                 (2, bits), (3, hi), (3, half), (5, half + 1), (half, 1), (half, 2), (7, 13),
                 (hi - 1, 3)]

    def build(p: Program):
        x = np.array([a for a, _ in pairs], NP[t]).reshape(4, 4)
        y = np.array([b for _, b in pairs], NP[t]).reshape(4, 4)
        a, b = p.arg(f"ipow:{t}:x", t, x), p.arg(f"ipow:{t}:y", t, y)
        return p.op("power", [a, b], [ttype(t, (4, 4))] * 2, ttype(t, (4, 4))), ttype(t, (4, 4))

    return Case("stablehlo.power (zero, negative, huge exponents)", t, build)


# (exponent_bits, mantissa_bits) per type: the type's own format (a no-op), narrower ones
# (f8 E5M2/E4M3, bf16, f16, f32 formats), a wider exponent, and formats without mantissa bits.
REDUCE_PRECISION_FORMATS = {
    "f16": [(5, 10), (5, 2), (4, 3), (3, 1), (8, 7), (2, 0)],
    "bf16": [(8, 7), (5, 2), (4, 3), (5, 10), (3, 1), (2, 0)],
    "f32": [(8, 23), (5, 10), (8, 7), (4, 3), (11, 20), (1, 0)],
    "f64": [(11, 52), (8, 23), (5, 10), (8, 7), (11, 10), (3, 0)],
}
RP_SHAPE = (2, 16)


def reduce_precision_input(t: str, e: int, m: int) -> np.ndarray:
    """Values at the target format's edges: its largest finite value and just above (rounds
    down, ties to even up to overflow, overflows), its smallest normal and just below (rounds
    up to it, flushes to zero), mantissa ties both ways, the source's specials, denormals and
    NaN payloads (also one whose rounding carries into the sign bit), then random values. With
    no mantissa bits the interpreter turns NaN into +inf while XLA:CPU keeps the NaN (pjrtc
    does too), so those formats get no NaNs here (testdata/cases_bits.py checks XLA's way)."""
    bias = 2 ** (e - 1) - 1
    top, ulp = (2 - 2.0 ** -m) * 2.0 ** bias, 2.0 ** (bias - m)
    low = 2.0 ** (1 - bias)
    tie = 2.0 ** -(m + 1)
    edges = [top, -top, top + ulp / 4, top + ulp / 2, -(top + ulp / 2), top + ulp * 0.75,
             low, -low, low * (1 - 2.0 ** -(m + 2)), low / 2, -low * 0.75,
             1 + tie, 1 + 3 * tie, -(1 + tie + tie / 4), 1 + tie / 2]
    with np.errstate(over="ignore", under="ignore"):
        vals = np.array(edges, np.float64).astype(NP[t])
    names = ["inf", "-inf", "zero", "-zero", "denorm", "-denorm_max", "max", "-one"]
    if m > 0:
        names += ["qnan", "-qnan", "snan", "nan_payload", "nan_ones", "-nan_ones"]
    rng = _rng(f"rp:{t}:{e}:{m}")
    n = int(np.prod(RP_SHAPE))
    with np.errstate(over="ignore"):
        rand = (rng.uniform(-1, 1, n) * 2.0 ** rng.integers(-20, 20, n)).astype(NP[t])
    vals = np.concatenate([vals, from_bits(t, names), rand])[:n]
    return vals.reshape(RP_SHAPE)


def _reduce_precision(t: str, e: int, m: int) -> Case:
    def build(p: Program):
        a = p.arg(f"rp:{t}:{e}:{m}", t, reduce_precision_input(t, e, m))
        rt = ttype(t, RP_SHAPE)
        return p.op("reduce_precision", [a], [rt], rt,
                    f"exponent_bits = {e} : i32, mantissa_bits = {m} : i32"), rt

    return Case(f"stablehlo.reduce_precision e{e}m{m}", t, build, tolerance="bits")


# -- convert -------------------------------------------------------------------------------

def convert_input(src: str, dst: str) -> tuple[str, np.ndarray]:
    """(key, values) of type `src` whose conversion to `dst` the spec defines."""
    if src == "i1":
        return f"cv:{src}", bool_full(f"cv:{src}")
    if is_int(src):
        if is_float(dst) or dst == "i1":
            return f"cv:{src}:full", int_full(f"cv:{src}:full", src)
        s, d = np.iinfo(NP[src]), np.iinfo(NP[dst])
        lo, hi = max(int(s.min), int(d.min)), min(int(s.max), int(d.max))
        fixed = sorted({lo, hi, 0, 1, lo + 1, hi - 1} | ({-1} if lo < 0 else set()))
        return f"cv:{src}:{lo}:{hi}", _fill(f"cv:{src}:{lo}:{hi}", src, fixed,
                                           _int_random(src, lo, hi))
    # float source
    if is_float(dst) or dst == "i1":
        # overflow to inf / underflow to subnormals and zero when narrowing; NaN -> true for i1
        fixed = SPECIALS + [65504.0, 1e5, -1e5, 1e-5, 1e300, 0.1]
        return f"cv:{src}:float", _fill(f"cv:{src}:float", src, fixed, float_uniform(-5.0, 5.0))
    # float -> int: the value truncated toward zero must fit the target
    d = np.iinfo(NP[dst])
    fmax = float(ml_dtypes.finfo(NP[src]).max)  # (numpy's finfo knows no bfloat16)
    lo, hi = max(float(d.min), -fmax), min(float(d.max), fmax)
    key = f"cv:{src}:to:{dst}"
    rng = _rng(key)

    def fits(v: np.ndarray) -> np.ndarray:
        t = np.trunc(v.astype(np.float64))
        return np.isfinite(t) & (t >= float(d.min)) & (t <= float(d.max))

    fixed = np.array([-0.0, 0.0, 0.9, -0.9, 1.5, -1.5, 2.5, -2.5, lo, hi])
    fixed = fixed[fits(fixed)]
    vals = np.concatenate([fixed, rng.uniform(lo, hi, N - len(fixed))]).astype(NP[src])
    # rounding to the source type may push a bound out (f32(2**63 - 1) == 2**63): one ulp in
    bad = ~fits(vals)
    vals[bad] = np.nextafter(vals[bad], np.zeros((), NP[src]))
    assert fits(vals).all(), (src, dst, vals)
    return key, vals[rng.permutation(N)].reshape(SHAPE)


def _convert(src: str, dst: str, wrap: bool = False) -> Case:
    def build(p: Program):
        if wrap:
            key, x = f"cv:{src}:full", int_full(f"cv:{src}:full", src)
        else:
            key, x = convert_input(src, dst)
        a = p.arg(key, src, x)
        return p.op("convert", [a], [ttype(src)], ttype(dst)), ttype(dst)

    label = f"stablehlo.convert -> {dst}"
    if wrap:
        label += " (out of the target's range: wraps as in XLA and the interpreter)"
    return Case(label, src, build)


def _convert_through(src: str, mid: str, dst: str) -> Case:
    """convert src -> mid -> dst in one kernel, over src's full range: a zero extension of a
    truncated value to a width between the two, which LLVM 22's SPIR-V backend miscompiles
    unless pjrtc.codegen.extend writes it out (ui32 -> ui8 -> ui16 is in jax.random's bf16)."""
    def build(p: Program):
        key = f"cv:{src}:through:{mid}:{dst}"  # an input of its own: shared with another
        a = p.arg(key, src, int_full(key, src))  # case, the mid value would be stored
        m = p.op("convert", [a], [ttype(src)], ttype(mid))
        return p.op("convert", [m], [ttype(mid)], ttype(dst)), ttype(dst)

    return Case(f"stablehlo.convert -> {mid} -> {dst}", src, build)


def _narrowing_chains(src: str) -> list[Case]:
    """Every unsigned mid narrower than int `src` and unsigned dst strictly between them."""
    width = bits_of(src)
    return [_convert_through(src, f"ui{m}", f"ui{d}") for m in (8, 16, 32) for d in (16, 32)
            if m < d < width]


def convert_cases(src: str) -> list[Case]:
    from sweep_complex import convert_cases as complex_cases  # (it imports this module)
    if is_complex(src):
        return complex_cases(src, DTYPES)
    cases = [_convert(src, dst) for dst in DTYPES if not is_complex(dst)]
    cases += complex_cases(src, DTYPES)  # to the complex types
    if is_int(src):
        for dst in DTYPES:
            if is_int(dst) and dst != src:
                s, d = np.iinfo(NP[src]), np.iinfo(NP[dst])
                if s.min < d.min or s.max > d.max:
                    cases.append(_convert(src, dst, wrap=True))
        cases += _narrowing_chains(src)
    from sweep_bf16 import rounding_cases  # (it imports this module)
    return cases + rounding_cases(src)


def bits_of(t: str) -> int:
    return 1 if t == "i1" else NP[t].itemsize * 8


def _bitcast(src: str, dst: str, variant: str = "") -> Case:
    """bitcast_convert, compared bit for bit. Between widths the narrower side has a last
    dimension of the width ratio (little-endian pieces). `variant`: "0-d" (a scalar on the
    wide side) or "fused" (the operand is computed by the kernel: an int add, or a float or
    complex negate, which keeps NaN payloads where an add's NaN result is left open)."""
    ratio = max(bits_of(src), bits_of(dst)) // min(bits_of(src), bits_of(dst))
    wide_shape = () if variant == "0-d" else SHAPE
    narrow_shape = wide_shape + (ratio,) if ratio > 1 else wide_shape
    src_shape, dst_shape = ((wide_shape, narrow_shape) if bits_of(src) >= bits_of(dst)
                            else (narrow_shape, wide_shape))

    def build(p: Program):
        key = f"bits:{src}:{src_shape}"
        x = p.arg(key, src, bit_patterns(key, src, src_shape))
        if variant == "fused" and (is_float(src) or is_complex(src)):
            x = p.op("negate", [x], [ttype(src, src_shape)], ttype(src, src_shape))
        elif variant == "fused":
            y = p.arg(key + ":y", src, bit_patterns(key + ":y", src, src_shape))
            x = p.op("add", [x, y], [ttype(src, src_shape)] * 2, ttype(src, src_shape))
        return (p.op("bitcast_convert", [x], [ttype(src, src_shape)], ttype(dst, dst_shape)),
                ttype(dst, dst_shape))

    suffix = f" ({variant})" if variant else ""
    return Case(f"stablehlo.bitcast_convert -> {dst}{suffix}", src, build, tolerance="bits")


def bitcast_cases(src: str, supported: Callable[[str, str], bool]) -> list[Case]:
    """To every type of the same or another width (i1 only to i1, complex only to complex), a
    scalar split into bytes (or complex<f32> pairs) or joined from them, and a fused operand
    split or joined."""
    if not supported("bitcast_convert", src):
        return []
    if is_complex(src):  # only to complex types (the spec), complex<f64> in complex<f32> pairs
        other = "complex<f32>" if src == "complex<f64>" else "complex<f64>"
        return [_bitcast(src, src), _bitcast(src, other), _bitcast(src, other, "0-d"),
                _bitcast(src, other, "fused")]
    cases = [_bitcast(src, dst) for dst in DTYPES
             if (src == "i1") == (dst == "i1") and not is_complex(dst)]
    if src != "i1":
        cases.append(_bitcast(src, "ui8" if bits_of(src) > 8 else "f64", "0-d"))
        cases.append(_bitcast(src, "i8" if bits_of(src) > 8 else "i32", "fused"))
    return cases


# -- data movement, reductions, constants -----------------------------------------------------

def _lowest_literal(t: str) -> str:
    if t == "i1":
        return "false"
    if is_float(t):
        bits = {"f16": "0xFC00", "bf16": "0xFF80", "f32": "0xFF800000",
                "f64": "0xFFF0000000000000"}
        return bits[t]  # -inf
    return str(int(np.iinfo(NP[t]).min))


def literal(v, t: str) -> str:
    if t == "i1":
        return "true" if v else "false"
    if is_float(t):
        width = NP[t].itemsize
        u = np.array(v, NP[t]).view({2: np.uint16, 4: np.uint32, 8: np.uint64}[width])
        return f"0x{int(u):0{2 * width}X}"
    return str(int(v))


def dense(a: np.ndarray, t: str) -> str:
    def rec(x):
        if x.ndim == 0:
            return literal(x.item(), t)
        return "[" + ", ".join(rec(e) for e in x) + "]"
    return f"dense<{rec(a)}>"


def exact_float_values(key: str, t: str, shape) -> np.ndarray:
    """Multiples of 1/4 in [-2, 2]: sums and products of a few are exact in every float
    type, so reductions and dot products match in any summation order (and whether they
    accumulate in f32 or round every step). bf16 has only 8 significant bits: multiples of
    1/2 in [-1, 1] there (sums of up to 63 products exact)."""
    rng = _rng(key)
    if is_complex(t):
        from sweep_complex import exact_complex_values  # (it imports this module)
        return exact_complex_values(key, t, shape)
    if t == "bf16":
        return (rng.integers(-2, 2, size=shape, endpoint=True) / 2).astype(NP[t])
    return (rng.integers(-8, 8, size=shape, endpoint=True) / 4).astype(NP[t])


def _reduce(kind: str, t: str, dim: int) -> Case:
    out_shape = tuple(s for i, s in enumerate(SHAPE) if i != dim)

    def build(p: Program):
        if is_float(t) and kind == "add":
            x = exact_float_values(f"red:{t}", t, SHAPE)
            key = f"red:{t}:exact"
        else:  # ints wrap (mod 2^n: any order); float max with NaN/inf/-0.0
            key = f"red:{t}:general"
            x = general_values(key, t)
        a = p.arg(key, t, x)
        s = ttype(t, ())
        init = p.raw("{ssa} = stablehlo.constant dense<"
                     + ("false" if t == "i1" and kind == "add" else
                        "0.0" if kind == "add" and is_float(t) else
                        "0" if kind == "add" else _lowest_literal(t))
                     + f"> : {s}")
        body = ("{\n  ^bb0(%acc: " + s + ", %e: " + s + "):\n"
                f'    %r = "stablehlo.{kind}"(%acc, %e) : ({s}, {s}) -> {s}\n'
                f'    "stablehlo.return"(%r) : ({s}) -> ()\n  }}')
        rt = ttype(t, out_shape)
        return p.op("reduce", [a, init], [ttype(t), s], rt,
                    attrs=f"dimensions = array<i64: {dim}>", region=body), rt

    label = {"add": "stablehlo.reduce (add", "maximum": "stablehlo.reduce (max"}[kind]
    return Case(f"{label} over dim {dim})", t, build, tolerance="model")


def _dot(t: str) -> Case:
    def build(p: Program):
        if is_float(t):
            x = exact_float_values(f"dot:{t}:x", t, SHAPE)
            y = exact_float_values(f"dot:{t}:y", t, (5, 4))
        elif t == "i1":
            x, y = bool_full(f"dot:{t}:x"), bool_full(f"dot:{t}:y", (5, 4))
        else:  # products and sums wrap mod 2^n: exact in any order
            x, y = int_full(f"dot:{t}:x", t), int_full(f"dot:{t}:y", t, (5, 4))
        a, b = p.arg(f"dot:{t}:x", t, x), p.arg(f"dot:{t}:y", t, y)
        rt = ttype(t, (3, 4))
        attrs = ("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                 "rhs_contracting_dimensions = [0]>")
        return p.op("dot_general", [a, b], [ttype(t), ttype(t, (5, 4))], rt, attrs), rt

    return Case("stablehlo.dot_general (3x5 . 5x4)", t, build, tolerance="model")


def _transpose(t: str) -> Case:
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        rt = ttype(t, (5, 3))
        return p.op("transpose", [a], [ttype(t)], rt, "permutation = array<i64: 1, 0>"), rt

    return Case("stablehlo.transpose", t, build)


def _slice(t: str) -> Case:
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        rt = ttype(t, (2, 3))
        attrs = ("start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 5>, "
                 "strides = array<i64: 1, 2>")
        return p.op("slice", [a], [ttype(t)], rt, attrs), rt

    return Case("stablehlo.slice", t, build)


def _concatenate(t: str) -> Case:
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        b = p.arg(f"mv2:{t}", t, general_values(f"mv2:{t}", t, (3, 2)))
        rt = ttype(t, (3, 7))
        return p.op("concatenate", [a, b], [ttype(t), ttype(t, (3, 2))], rt,
                    "dimension = 1 : i64"), rt

    return Case("stablehlo.concatenate", t, build)


def _reshape(t: str) -> Case:
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        rt = ttype(t, (5, 3))
        return p.op("reshape", [a], [ttype(t)], rt), rt

    return Case("stablehlo.reshape", t, build)


def _broadcast(t: str) -> Case:
    def build(p: Program):
        a = p.arg(f"bc:{t}", t, general_values(f"bc:{t}", t, (5,)))
        return p.op("broadcast_in_dim", [a], [ttype(t, (5,))], ttype(t),
                    "broadcast_dimensions = array<i64: 1>"), ttype(t)

    return Case("stablehlo.broadcast_in_dim", t, build)


def _iota(t: str) -> Case:
    def build(p: Program):
        rt = ttype(t, (3, 5))
        return p.op("iota", [], [], rt, "iota_dimension = 1 : i64"), rt

    return Case("stablehlo.iota", t, build)


def _constant(t: str) -> Case:
    """A non-splat constant, used by an elementwise op so it is read from constants.bin."""
    def build(p: Program):
        c = general_values(f"const:{t}", t)
        cst = p.raw("{ssa} = stablehlo.constant " + dense(c, t) + f" : {ttype(t)}")
        # maximum exists for every type (logical or for bools) and keeps every bit of an
        # operand it returns: max(c, lowest) == c, NaN included
        low = p.arg(f"low:{t}", t, np.full(SHAPE, -np.inf if is_float(t) else
                                           (False if t == "i1" else np.iinfo(NP[t]).min),
                                           NP[t]))
        return p.op("maximum", [cst, low], [ttype(t)] * 2, ttype(t)), ttype(t)

    return Case("stablehlo.constant", t, build)


def _reverse(t: str, dims: tuple[int, ...]) -> Case:
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        attrs = f"dimensions = array<i64: {', '.join(map(str, dims))}>"
        return p.op("reverse", [a], [ttype(t)], ttype(t), attrs), ttype(t)

    return Case(f"stablehlo.reverse (dims {list(dims)})", t, build)


def _pad(t: str) -> Case:
    """Negative and positive edge padding and interior padding: 3x5 -> 5x6."""
    def build(p: Program):
        a = p.arg(f"mv:{t}", t, general_values(f"mv:{t}", t))
        pv = p.arg(f"padv:{t}", t, general_values(f"padv:{t}", t, ()))
        rt = ttype(t, (5, 6))
        attrs = ("edge_padding_low = array<i64: 1, -1>, edge_padding_high = array<i64: -1, 2>, "
                 "interior_padding = array<i64: 1, 0>")
        return p.op("pad", [a, pv], [ttype(t), ttype(t, ())], rt, attrs), rt

    return Case("stablehlo.pad", t, build)


def structural_cases(t: str, supported: Callable[[str, str], bool]) -> list[Case]:
    makers = {
        "transpose": [_transpose], "slice": [_slice], "concatenate": [_concatenate],
        "reshape": [_reshape],
        "reverse": [lambda t: _reverse(t, (1,)), lambda t: _reverse(t, (0, 1))],
        "pad": [_pad], "broadcast_in_dim": [_broadcast], "iota": [_iota],
        "constant": [_constant],
        "reduce": [lambda t: _reduce("add", t, 1), lambda t: _reduce("maximum", t, 0)],
        "dot_general": [_dot],
    }
    from sweep_indexing import MAKERS as indexing_makers  # (it imports this module)
    makers.update(indexing_makers)
    from sweep_windows import MAKERS as window_makers  # (it imports this module)
    makers.update(window_makers)
    from sweep_rng import MAKERS as rng_makers  # (it imports this module)
    makers.update(rng_makers)
    from sweep_control import MAKERS as control_makers  # (it imports this module)
    makers.update(control_makers)
    from sweep_linalg import MAKERS as linalg_makers  # (it imports this module)
    makers.update(linalg_makers)
    from sweep_batch_norm import MAKERS as batch_norm_makers  # (it imports this module)
    makers.update(batch_norm_makers)
    from sweep_collectives import MAKERS as collective_makers  # (it imports this module)
    makers.update(collective_makers)
    from sweep_sort import MAKERS as sort_makers  # (it imports this module)
    makers.update(sort_makers)
    from sweep_structure import MAKERS as structure_makers  # (it imports this module)
    makers.update(structure_makers)
    import sweep_complex  # (it imports this module)
    makers.update(sweep_complex.MAKERS)
    if is_complex(t):  # complex literals and exact values; complex orderings
        makers.update(sweep_complex.COMPLEX_MAKERS)
        from sweep_sort import COMPLEX_MAKERS as complex_sort_makers  # (it imports this module)
        makers.update(complex_sort_makers)
    return ([m(t) for op, ms in makers.items() if supported(op, t) for m in ms]
            + sweep_complex.structural_cases(t, supported))
