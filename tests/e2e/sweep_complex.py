"""Sweep cases for complex<f32> and complex<f64>, and for the complex ops on real types.

Part of tests/e2e/test_dtype_sweep.py: `elementwise_cases`, `convert_cases` and
`structural_cases` of sweep_programs.py hand complex element types to this module, and
`MAKERS` (complex, real, imag, fft) joins the structural cases of every type. Every result is
compared with StableHLO's reference interpreter, which computes complex functions through
std::complex<double> (glibc, C99 Annex G), except where it cannot:

- it cannot return complex values to Python at all, so test_dtype_sweep.py's `interpret`
  returns each complex result as its real and imaginary parts (`Program.text(split_complex)`);
- it aborts the process on compare LT/LE/GT/GE of complex values and on fft: numpy oracles
  (the spec's lexicographic order; numpy.fft in float64, rounded);
- in f64 it loses the accuracy of expm1 and log1p near 0 (it computes exp(z) - 1 and
  log(1 + z)): those inputs are checked against a series in float64 arithmetic instead.

Complex results are compared norm-wise, |actual - expected| <= atol + rtol |expected| with the
part type's tolerance (a part much smaller than the other may carry an error relative to the
whole value, as in XLA), NaN and infinite parts in the same places, and zero parts of the same
sign where `Case.tolerance` is not "unsigned zeros".
"""

from __future__ import annotations

import numpy as np
from sweep_programs import (
    NP,
    SHAPE,
    Case,
    Program,
    _rng,
    bool_full,
    convert_input,
    general_values,
    literal,
    ttype,
)

COMPLEX_TYPES = ("complex<f32>", "complex<f64>")
PART = {"complex<f32>": "f32", "complex<f64>": "f64"}
nan, inf = float("nan"), float("inf")


def is_complex(t: str) -> bool:
    return t.startswith("complex<")


def part_type(t: str) -> str:
    return PART.get(t, t)


def _complex(re: np.ndarray, im: np.ndarray, t: str) -> np.ndarray:
    """re + im i of type t, part by part (re + 1j * im would turn inf into NaN parts)."""
    out = np.empty(np.shape(re), NP[t])
    out.real, out.imag = re, im
    return out


def _shuffled_fill(key: str, t: str, fixed: list[tuple[float, float]], lo: float, hi: float,
                   shape) -> np.ndarray:
    rng = _rng(key)
    n = int(np.prod(shape))
    fixed = fixed[:n]
    re = np.concatenate([[p[0] for p in fixed], rng.uniform(lo, hi, n - len(fixed))])
    im = np.concatenate([[p[1] for p in fixed], rng.uniform(lo, hi, n - len(fixed))])
    order = rng.permutation(n)
    return _complex(re[order], im[order], t).reshape(shape)


# Parts where IEEE / C99 Annex G define results: zeros of both signs, infinities, NaN.
SPECIAL_PARTS = [(nan, 1.0), (1.0, nan), (inf, 2.0), (-inf, -0.5), (1.5, inf), (0.0, -0.0),
                 (-0.0, 0.0)]


def complex_values(key: str, t: str, shape=SHAPE) -> np.ndarray:
    """Any value: parts in [-5, 5], a few with NaN, infinite or signed zero parts."""
    return _shuffled_fill(key, t, SPECIAL_PARTS, -5.0, 5.0, shape)


def exact_complex_values(key: str, t: str, shape) -> np.ndarray:
    """Parts that are multiples of 1/4 in [-2, 2]: sums of products stay exact."""
    rng = _rng(key)
    parts = rng.integers(-8, 8, size=(2, *shape), endpoint=True) / 4
    return _complex(parts[0], parts[1], t)


# -- elementwise ----------------------------------------------------------------------------

# op -> (low, high) of both parts of the random operands
UNARY = {"abs": (-5, 5), "negate": (-5, 5), "sign": (-5, 5), "sqrt": (-5, 5),
         "rsqrt": (-5, 5), "exponential": (-5, 5), "exponential_minus_one": (-5, 5),
         "log": (-5, 5), "log_plus_one": (-5, 5), "logistic": (-5, 5), "sine": (-3, 3),
         "cosine": (-3, 3), "tan": (-3, 3), "tanh": (-3, 3), "cbrt": (-5, 5)}
BINARY = {"add": (-5, 5), "subtract": (-5, 5), "multiply": (-5, 5), "divide": (-5, 5),
          "power": (-2, 2), "atan2": (-5, 5), "maximum": (-5, 5), "minimum": (-5, 5)}
REAL_RESULT = frozenset({"abs", "real", "imag"})
# A grid of every pair of these parts: the special values C99 Annex G defines results for.
GRID_PARTS = [0.0, -0.0, 1.5, -2.0, inf, -inf, nan]
# Ops whose special values are checked against the interpreter (C99 Annex G's tables, with
# glibc's choices of the signs Annex G leaves unspecified). The others differ on purpose:
SPECIAL_OPS = ("negate", "abs", "sqrt", "rsqrt", "exponential", "exponential_minus_one", "log",
               "logistic", "sine", "cosine", "tan", "tanh", "add", "subtract", "multiply",
               "divide", "maximum", "minimum")
# Checked without the signs of zero parts: Annex G leaves those unspecified for cos, tan and
# tanh at infinities, and the interpreter's exp(z) - 1 loses expm1(-0 + 0i) = -0 + 0i.
UNSIGNED_ZERO_SPECIALS = frozenset({"exponential_minus_one", "cosine", "tan", "tanh"})
SPECIALS_LEFT_OUT = {
    "sign": "z / |z| part by part, as XLA: an infinite part gives NaN in that part only, where "
            "the interpreter's complex division makes both parts NaN",
    "log_plus_one": "the imaginary part keeps the sign of a zero imaginary part of z "
                    "(atan2(b, 1 + a), as XLA); the interpreter adds 1 + 0i first, losing it",
    "cbrt": "cbrt(|z|) at arg(z) / 3: cbrt(inf + 0i) = inf + 0i, where the interpreter's "
            "cpow(z, 1/3) multiplies inf by 0",
    "power": "0^0 = 1 and 0^w = 0 for real w > 0, as XLA; the interpreter's cpow gives NaN",
    "atan2": "composed of the other functions; 0/0 and inf/inf inside give other NaN/inf "
             "patterns than the interpreter's",
}


def _unary(op: str, t: str, values: np.ndarray | None = None, label: str = "") -> Case:
    rt = ttype(part_type(t)) if op in REAL_RESULT else ttype(t)
    lo, hi = UNARY.get(op, (-5, 5))

    def build(p: Program):
        key = f"cunary:{op}:{t}:{label}"
        x = values if values is not None else _shuffled_fill(key, t, [], lo, hi, SHAPE)
        rtype = rt.replace(f"{SHAPE[0]}x{SHAPE[1]}", "x".join(map(str, x.shape)))
        a = p.arg(key, t, x)
        return p.op(op, [a], [ttype(t, x.shape)], rtype), rtype

    return Case(f"stablehlo.{op}{label}", t, build)


def _grid(t: str) -> tuple[np.ndarray, np.ndarray]:
    parts = np.array(GRID_PARTS)
    re, im = np.meshgrid(parts, parts, indexing="ij")
    return _complex(re, im, t), _complex(im, re, t)


def _binary(op: str, t: str, special: bool = False) -> Case:
    lo, hi = BINARY[op]

    def build(p: Program):
        if special:
            x, y = _grid(t)
        else:
            x = _shuffled_fill(f"cbinary:{op}:{t}:x", t, [], lo, hi, SHAPE)
            y = _shuffled_fill(f"cbinary:{op}:{t}:y", t, [], lo, hi, SHAPE)
            if op in ("maximum", "minimum"):  # equal real parts: the imaginary ones decide
                y.real.reshape(-1)[::3] = x.real.reshape(-1)[::3]
        key = f"cbinary:{op}:{t}:{special}"
        a, b = p.arg(key + ":x", t, x), p.arg(key + ":y", t, y)
        tt = ttype(t, x.shape)
        return p.op(op, [a, b], [tt, tt], tt), tt

    return Case(f"stablehlo.{op}" + (" (NaN/inf/-0.0 parts)" if special else ""), t, build)


def lexicographic(direction: str, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The spec's complex order: (re, im) compared lexicographically, IEEE comparisons."""
    xr, xi, yr, yi = x.real, x.imag, y.real, y.imag
    with np.errstate(invalid="ignore"):
        if direction == "EQ":
            return (xr == yr) & (xi == yi)
        if direction == "NE":
            return (xr != yr) | (xi != yi)
        op = {"LT": np.less, "LE": np.less_equal, "GT": np.greater,
              "GE": np.greater_equal}[direction]
        strict = {"LE": np.less, "GE": np.greater}.get(direction, op)
        return strict(xr, yr) | ((xr == yr) & op(xi, yi))


def _compare(direction: str, t: str) -> Case:
    def inputs() -> tuple[np.ndarray, np.ndarray]:
        x = complex_values(f"ccmp:{t}:x", t, (4, 6))
        y = complex_values(f"ccmp:{t}:y", t, (4, 6))
        flat_x, flat_y = x.reshape(-1), y.reshape(-1)
        flat_y[::4] = flat_x[::4]  # equal values
        flat_y.real[1::4] = flat_x.real[1::4]  # equal real parts
        return x, y

    def build(p: Program):
        x, y = inputs()
        a, b = p.arg(f"ccmp:{t}:x", t, x), p.arg(f"ccmp:{t}:y", t, y)
        attrs = (f"comparison_direction = #stablehlo<comparison_direction {direction}>, "
                 "compare_type = #stablehlo<comparison_type FLOAT>")
        tt, bt = ttype(t, x.shape), ttype("i1", x.shape)
        return p.op("compare", [a, b], [tt, tt], bt, attrs), bt

    ordered = direction not in ("EQ", "NE")  # the interpreter aborts on those
    return Case(f"stablehlo.compare {direction}", t, build,
                oracle=(lambda: lexicographic(direction, *inputs())) if ordered else None)


def _select(t: str, scalar_pred: bool) -> Case:
    def build(p: Program):
        shape = () if scalar_pred else SHAPE
        pred = p.arg(f"pred:{shape}", "i1", bool_full("pred", shape) if shape
                     else np.array(True))
        a = p.arg(f"csel:{t}:a", t, complex_values(f"csel:{t}:a", t))
        b = p.arg(f"csel:{t}:b", t, complex_values(f"csel:{t}:b", t))
        return p.op("select", [pred, a, b], [ttype("i1", shape), ttype(t), ttype(t)],
                    ttype(t)), ttype(t)

    return Case("stablehlo.select" + (" (0-d pred)" if scalar_pred else ""), t, build)


def _clamp(t: str, scalar_bounds: bool) -> Case:
    def build(p: Program):
        x = p.arg(f"cclamp:{t}:x", t, complex_values(f"cclamp:{t}:x", t))
        shape = () if scalar_bounds else SHAPE
        lo = p.arg(f"cclamp:{t}:lo:{shape}", t, _shuffled_fill(
            f"cclamp:{t}:lo:{shape}", t, [(-1.0, 0.0)], -3, 0, shape))
        hi = p.arg(f"cclamp:{t}:hi:{shape}", t, _shuffled_fill(
            f"cclamp:{t}:hi:{shape}", t, [(1.0, 0.0)], 0, 3, shape))
        bt = ttype(t, shape)
        return p.op("clamp", [lo, x, hi], [bt, ttype(t), bt], ttype(t)), ttype(t)

    return Case("stablehlo.clamp" + (" (0-d min/max)" if scalar_bounds else ""), t, build)


def _small(op: str, t: str) -> Case:
    """expm1 and log1p near 0, where exp(z) - 1 and log(1 + z) lose every digit: the
    interpreter computes those in f64, so f64 is checked against a series."""
    rng = _rng(f"csmall:{op}:{t}")
    size = 10.0 ** rng.uniform(-12, -3, SHAPE)
    angle = rng.uniform(-np.pi, np.pi, SHAPE)
    x = _complex(size * np.cos(angle), size * np.sin(angle), t)

    def series() -> np.ndarray:
        z = x.astype(np.complex128)
        terms = [z ** k / k * (-1) ** (k + 1) for k in range(1, 6)] if op == "log_plus_one" \
            else [z ** k / np.prod(np.arange(1.0, k + 1)) for k in range(1, 6)]
        return sum(terms[::-1]).astype(NP[t])

    case = _unary(op, t, x, " (|z| in 1e-12..1e-3)")
    return Case(case.label, t, case.build, oracle=series if t == "complex<f64>" else None)


def elementwise_cases(t: str, supported) -> list[Case]:
    cases: list[Case] = []
    for op in UNARY:
        if supported(op, t):
            cases.append(_unary(op, t))
            if op in SPECIAL_OPS:
                case = _unary(op, t, _grid(t)[0], " (NaN/inf/-0.0 parts)")
                if op in UNSIGNED_ZERO_SPECIALS:
                    case = Case(case.label, t, case.build, tolerance="unsigned zeros")
                cases.append(case)
    cases += [_small(op, t) for op in ("exponential_minus_one", "log_plus_one")]
    for op in BINARY:
        if supported(op, t):
            cases.append(_binary(op, t))
            if op in SPECIAL_OPS:
                cases.append(_binary(op, t, special=True))
    if supported("compare", t):
        cases += [_compare(d, t) for d in ("EQ", "NE", "LT", "LE", "GT", "GE")]
    if supported("select", t):
        cases += [_select(t, False), _select(t, True)]
    if supported("clamp", t):
        cases += [_clamp(t, False), _clamp(t, True)]
    return cases


# -- complex, real, imag on any float type ----------------------------------------------------

def _complex_op(t: str) -> Case:
    """stablehlo.complex: its element type is the result's (complex), its operands the part
    type's."""
    pt = part_type(t)

    def build(p: Program):
        a = p.arg(f"cparts:{pt}:re", pt, general_values(f"cparts:{pt}:re", pt))
        b = p.arg(f"cparts:{pt}:im", pt, general_values(f"cparts:{pt}:im", pt))
        return p.op("complex", [a, b], [ttype(pt), ttype(pt)], ttype(t)), ttype(t)

    return Case("stablehlo.complex", t, build)


def _part(op: str):
    def make(t: str) -> Case:
        rt = ttype(part_type(t))

        def build(p: Program):
            key = f"cpart:{t}"
            x = complex_values(key, t) if is_complex(t) else general_values(key, t)
            a = p.arg(key, t, x)
            return p.op(op, [a], [ttype(t)], rt), rt

        return Case(f"stablehlo.{op}", t, build)
    return make


# -- conversions ------------------------------------------------------------------------------

def convert_cases(src: str, dtypes: tuple[str, ...]) -> list[Case]:
    """From a complex type to every type; for a real source, to the complex types."""
    if not is_complex(src):
        return [_convert_to_complex(src, dst) for dst in COMPLEX_TYPES]
    return [_convert_from_complex(src, dst) for dst in dtypes]


def _convert_to_complex(src: str, dst: str) -> Case:
    def build(p: Program):
        key = f"cv:{src}:tocomplex"
        a = p.arg(key, src, general_values(key, src))
        return p.op("convert", [a], [ttype(src)], ttype(dst)), ttype(dst)

    return Case(f"stablehlo.convert -> {dst}", src, build)


def _convert_from_complex(src: str, dst: str) -> Case:
    """The real part converts as a float would (the spec ignores the imaginary part, even
    for i1: the interpreter gives false for 0 + 1i)."""
    pt = part_type(src)

    def build(p: Program):
        if is_complex(dst):
            key, x = f"cv:{src}:any", complex_values(f"cv:{src}:any", src)
        else:
            key, re = convert_input(pt, dst)
            im = general_values(key + ":im", pt)
            x = _complex(re, im, src)
            key = f"cv:{src}:{key}"
        a = p.arg(key, src, x)
        return p.op("convert", [a], [ttype(src)], ttype(dst)), ttype(dst)

    return Case(f"stablehlo.convert -> {dst}", src, build)


# -- structural: what needs complex literals or exact values ----------------------------------

def complex_literal(v: complex, t: str) -> str:
    pt = part_type(t)
    return f"({literal(v.real, pt)}, {literal(v.imag, pt)})"


def _dense(a: np.ndarray, t: str) -> str:
    def rec(x):
        if x.ndim == 0:
            return complex_literal(complex(x), t)
        return "[" + ", ".join(rec(e) for e in x) + "]"
    return f"dense<{rec(a)}>"


def _constant(t: str) -> Case:
    """A non-splat constant with special parts, negated (a sign flip: exact)."""
    def build(p: Program):
        c = complex_values(f"cconst:{t}", t)
        cst = p.raw("{ssa} = stablehlo.constant " + _dense(c, t) + f" : {ttype(t)}")
        return p.op("negate", [cst], [ttype(t)], ttype(t)), ttype(t)

    return Case("stablehlo.constant", t, build)


def _reduce(kind: str, t: str, dim: int) -> Case:
    out_shape = tuple(s for i, s in enumerate(SHAPE) if i != dim)

    def build(p: Program):
        a = p.arg(f"cred:{t}", t, exact_complex_values(f"cred:{t}", t, SHAPE))
        s = ttype(t, ())
        init = p.raw("{ssa} = stablehlo.constant dense<"
                     + ("(0.0, 0.0)" if kind == "add" else "(1.0, 0.0)") + f"> : {s}")
        body = ("{\n  ^bb0(%acc: " + s + ", %e: " + s + "):\n"
                f'    %r = "stablehlo.{kind}"(%acc, %e) : ({s}, {s}) -> {s}\n'
                f'    "stablehlo.return"(%r) : ({s}) -> ()\n  }}')
        rt = ttype(t, out_shape)
        return p.op("reduce", [a, init], [ttype(t), s], rt,
                    attrs=f"dimensions = array<i64: {dim}>", region=body), rt

    return Case(f"stablehlo.reduce ({kind} over dim {dim})", t, build, tolerance="model")


def _dot(t: str) -> Case:
    def build(p: Program):
        x = p.arg(f"cdot:{t}:x", t, exact_complex_values(f"cdot:{t}:x", t, (2, 3, 5)))
        y = p.arg(f"cdot:{t}:y", t, exact_complex_values(f"cdot:{t}:y", t, (2, 5, 4)))
        rt = ttype(t, (2, 3, 4))
        attrs = ("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], "
                 "rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], "
                 "rhs_contracting_dimensions = [1]>")
        return p.op("dot_general", [x, y], [ttype(t, (2, 3, 5)), ttype(t, (2, 5, 4))], rt,
                    attrs), rt

    return Case("stablehlo.dot_general (batched 3x5 . 5x4)", t, build, tolerance="model")


def _reduce_window(t: str) -> Case:
    """Sums of 2x3 windows, stride 2 on dim 1, padded."""
    def build(p: Program):
        x = p.arg(f"crw:{t}", t, exact_complex_values(f"crw:{t}", t, (4, 7)))
        s = ttype(t, ())
        init = p.raw("{ssa} = stablehlo.constant dense<(0.0, 0.0)> : " + s)
        body = ("{\n  ^bb0(%acc: " + s + ", %e: " + s + "):\n"
                f'    %r = "stablehlo.add"(%acc, %e) : ({s}, {s}) -> {s}\n'
                f'    "stablehlo.return"(%r) : ({s}) -> ()\n  }}')
        rt = ttype(t, (3, 4))
        attrs = ("window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>, "
                 "padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>")
        return p.op("reduce_window", [x, init], [ttype(t, (4, 7)), s], rt, attrs, body), rt

    return Case("stablehlo.reduce_window (add 2x3, stride 2, padded)", t, build,
                tolerance="model")


def _convolution(t: str) -> Case:
    """NHWC x HWIO, stride 1, padding 1, two feature groups."""
    def build(p: Program):
        x = p.arg(f"cconv:{t}:x", t, exact_complex_values(f"cconv:{t}:x", t, (1, 4, 5, 4)))
        k = p.arg(f"cconv:{t}:k", t, exact_complex_values(f"cconv:{t}:k", t, (3, 3, 2, 4)))
        rt = ttype(t, (1, 4, 5, 4))
        attrs = ("dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"
                 ", window_strides = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, "
                 "feature_group_count = 2 : i64, batch_group_count = 1 : i64")
        return p.op("convolution", [x, k], [ttype(t, (1, 4, 5, 4)), ttype(t, (3, 3, 2, 4))],
                    rt, attrs), rt

    return Case("stablehlo.convolution (2 feature groups)", t, build, tolerance="model")


# -- fft ----------------------------------------------------------------------------------

def _fft(kind: str, lengths: tuple[int, ...], batch: tuple[int, ...] = (2,)):
    """fft against numpy.fft in float64 (the interpreter aborts on fft)."""
    def make(t: str) -> Case:
        pt = part_type(t)
        n_last = lengths[-1]
        in_shape = batch + lengths[:-1] + ((n_last // 2 + 1,) if kind == "IRFFT" else
                                           (n_last,))
        out_shape = batch + lengths[:-1] + ((n_last // 2 + 1,) if kind == "RFFT" else
                                            (n_last,))
        key = f"fft:{kind}:{lengths}:{t}"
        if kind == "RFFT":
            x = _rng(key).uniform(-1, 1, in_shape).astype(NP[t])
        else:
            x = _shuffled_fill(key, t, [], -1, 1, in_shape)
        out_t = pt if kind == "IRFFT" else ("complex<f32>" if pt == "f32" else "complex<f64>")
        axes = tuple(range(-len(lengths), 0))

        def oracle() -> np.ndarray:
            fn = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn,
                  "IRFFT": np.fft.irfftn}[kind]
            return fn(x.astype(np.complex128 if kind != "RFFT" else np.float64),
                      s=lengths, axes=axes).astype(NP[out_t])

        def build(p: Program):
            a = p.arg(key, t, x)
            attrs = (f"fft_type = #stablehlo<fft_type {kind}>, "
                     f"fft_length = array<i64: {', '.join(map(str, lengths))}>")
            rt = ttype(out_t, out_shape)
            return p.op("fft", [a], [ttype(t, in_shape)], rt, attrs), rt

        return Case(f"stablehlo.fft {kind} {'x'.join(map(str, lengths))}", t, build,
                    tolerance="model", oracle=oracle)
    return make


def _fft_cases(t: str) -> list[Case]:
    if not is_complex(t):
        return [_fft("RFFT", n)(t) for n in ((8,), (5, 7), (2, 3, 4))]
    return [_fft(kind, n)(t) for kind, n in (
        ("FFT", (1,)), ("FFT", (7,)), ("IFFT", (16,)), ("FFT", (3, 10)), ("IFFT", (2, 3, 5)),
        ("IRFFT", (8,)), ("IRFFT", (7,)), ("IRFFT", (4, 6)))]


# Ops of every float type (structural_cases keeps the pairs the table lists).
MAKERS = {
    "complex": [_complex_op],
    "real": [_part("real")],
    "imag": [_part("imag")],
}
# Complex element types only: these replace the real-typed makers of sweep_programs (their
# literals and exact values are real) and add fft.
COMPLEX_MAKERS = {
    "constant": [_constant],
    "reduce": [lambda t: _reduce("add", t, 1), lambda t: _reduce("multiply", t, 0)],
    "dot_general": [_dot],
    "reduce_window": [_reduce_window],
    "convolution": [_convolution],
}


def structural_cases(t: str, supported) -> list[Case]:
    """The fft cases (their number differs between real and complex types)."""
    return _fft_cases(t) if supported("fft", t) else []


# -- comparing complex results ----------------------------------------------------------------

def join_parts(re: np.ndarray, im: np.ndarray) -> np.ndarray:
    """The interpreter's real and imaginary results of one complex result, joined."""
    t = "complex<f32>" if re.dtype == np.float32 else "complex<f64>"
    return _complex(*np.broadcast_arrays(re, im), t)  # either may be a splat


def complex_mismatch(case: Case, actual: np.ndarray, expected: np.ndarray, table) -> str | None:
    """None if `actual` matches `expected` (see the module docstring), else why not."""
    rtol, atol = table[actual.real.dtype]
    parts_a = np.stack([actual.real, actual.imag], -1)
    parts_e = np.stack([expected.real, expected.imag], -1)
    problems = []
    nan_a, nan_e = np.isnan(parts_a), np.isnan(parts_e)
    if (nan_a != nan_e).any():
        problems.append(("NaN parts differ", np.argwhere((nan_a != nan_e).any(-1))))
    inf_e = np.isinf(parts_e)
    with np.errstate(invalid="ignore"):
        bad_inf = inf_e & (parts_a != parts_e)
    if bad_inf.any():
        problems.append(("infinite parts differ", np.argwhere(bad_inf.any(-1))))
    finite = np.isfinite(parts_e).all(-1) & np.isfinite(parts_a).all(-1)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(actual.astype(np.complex128) - expected.astype(np.complex128))
        bound = atol + rtol * np.abs(expected.astype(np.complex128))
    far = finite & ~(err <= bound)
    if far.any():
        problems.append((f"outside rtol={rtol:g} atol={atol:g} (norm-wise)", np.argwhere(far)))
    if case.tolerance != "unsigned zeros":
        zeros = (parts_a == 0) & (parts_e == 0)
        signs = zeros & (np.signbit(parts_a) != np.signbit(parts_e))
        if signs.any():
            problems.append(("zero parts of the wrong sign", np.argwhere(signs.any(-1))))
    if not problems:
        return None
    what, where = problems[0]
    shown = "; ".join(f"at {tuple(int(i) for i in ix)}: {actual[tuple(ix)]!r} (expected "
                      f"{expected[tuple(ix)]!r})" for ix in where[:4])
    return f"{case.name}: {len(where)} element(s) with {what}: {shown}"

