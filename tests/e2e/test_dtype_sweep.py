"""Every (op, element type) pair of the support table (pjrtc/ops.py), on the real device.

For each element type (i1, i8 ... ui64, f16, f32, f64) one module holds all of its elementwise
ops (unary, binary, compare in every direction, select, clamp, a 0-d maximum), one module its
conversions to every type, and one module a few data-movement ops, reductions, dot_general and a
constant; each module is compiled once (spirv-val runs in the compile), loaded once and run once,
and every result is compared separately with StableHLO's reference interpreter
(`stablehlo.eval_module`) on the same text and inputs. Programs and inputs are built in
sweep_programs.py (3x5 shapes, fixed seeds, NaN/inf/-0.0 and the integer extremes).

Ints and bools must match exactly; floats within conftest_cases.TOLERANCE (TOLERANCE_MODEL for
the float reductions: those inputs are exact in any summation order anyway), NaNs in the same
places, and a zero result must have the expected sign. f16 transcendental ops compute in f32 and
round once, as XLA does; the f16 tolerance (1e-3 relative) allows the 1-ulp differences this
can make against the interpreter.

If a whole module fails to compile or to interpret, each case is retried alone to name the op.
"""

from __future__ import annotations

import functools

import numpy as np
import pytest
from conftest_cases import TOLERANCE, TOLERANCE_MODEL
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
from sweep_complex import complex_mismatch, join_parts
from sweep_programs import (
    DTYPES,
    NP,
    Case,
    bitcast_cases,
    convert_cases,
    elementwise_cases,
    is_unsigned,
    program,
    structural_cases,
)

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.frontend.dense_bf16 import bf16_array
from pjrtc.frontend.stablehlo import _make_context
from pjrtc.ir.tensor import DType, Op
from pjrtc.ops import FRONTEND_SUPPORTED, LAPACK_OPS, SUPPORTED

_DTYPE = {d.mlir_name: d for d in DType}


def in_table(op: str, t: str) -> bool:
    if op in FRONTEND_SUPPORTED:  # call, tuple, tokens, ...: no tensor IR op of their own
        return _DTYPE[t] in FRONTEND_SUPPORTED[op]
    return _DTYPE[t] in SUPPORTED[Op(op)]


def all_cases(t: str) -> list[Case]:
    return (elementwise_cases(t, in_table) + structural_cases(t, in_table) + convert_cases(t)
            + bitcast_cases(t, in_table))


def op_of(case: Case) -> str:
    return case.label.split()[0].removeprefix("stablehlo.")


# -- the oracle: StableHLO's reference interpreter ------------------------------------------

@functools.lru_cache(maxsize=1)
def _context() -> ir.Context:
    return _make_context()  # the dialects the compiler's frontend registers


def _attr(array: np.ndarray, t: str):
    if is_unsigned(t):  # numpy's uint would become a signless iN
        return ir.DenseElementsAttr.get(array, type=ir.IntegerType.get_unsigned(int(t[2:])))
    if t == "bf16":  # the buffer protocol has no bf16: its bits, typed bf16
        return ir.DenseElementsAttr.get(array.view(np.uint16), type=ir.BF16Type.get())
    if np.iscomplexobj(array):  # nor complex: its (re, im) pairs, typed complex
        part = ir.F32Type.get() if array.dtype == np.complex64 else ir.F64Type.get()
        pairs = np.ascontiguousarray(array).view(array.real.dtype).reshape(array.shape + (2,))
        return ir.DenseElementsAttr.get(pairs, type=ir.ComplexType.get(part),
                                        shape=list(array.shape))
    return ir.DenseElementsAttr.get(array)


def _array(attr) -> np.ndarray:
    t = ir.RankedTensorType(attr.type)
    if isinstance(t.element_type, ir.BF16Type):
        return bf16_array(str(attr), tuple(t.shape))
    return np.array(attr)


def parse_errors(cases: list[Case]) -> dict[str, str]:
    """Cases whose program the StableHLO parser/verifier rejects: {case name: message}."""
    def parses(text: str) -> str | None:
        with _context(), ir.Location.unknown():
            try:
                ir.Module.parse(text)
                return None
            except ir.MLIRError as e:
                return " ".join(str(e).split())[:400]

    if parses(program(cases).text()) is None:
        return {}
    errors = {c.name: parses(program([c]).text()) for c in cases}
    return {k: v for k, v in errors.items() if v is not None}


def interpret(cases: list[Case]) -> list[np.ndarray | None]:
    """The interpreter's result per case; None for a case with an oracle, which is left out of
    the interpreted program (the interpreter lacks some ops and aborts the whole process on
    some, e.g. stablehlo.cholesky)."""
    interpreted = [c for c in cases if c.oracle is None]
    if not interpreted:
        return [None] * len(cases)
    prog = program(interpreted)
    with _context(), ir.Location.unknown():
        module = ir.Module.parse(prog.text(split_complex=True))
        args = [_attr(a, t) for a, t in zip(prog.inputs, prog.input_types)]
        outs = iter([_array(o) for o in stablehlo.eval_module(module, args)])
        results = iter([join_parts(next(outs), next(outs)) if "complex<" in t else next(outs)
                        for t in prog.result_types()])
    return [next(results) if c.oracle is None else None for c in cases]


def run_on_device(cases: list[Case], path) -> list[np.ndarray]:
    prog = program(cases)
    compiled = compile_bytes(prog.text().encode(), "sweep.mlir")
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return list(pjrtc_runtime.load(path)(*prog.inputs))


def _one_by_one(fn, cases: list[Case], outcomes: dict[str, str | None], what: str) -> list[Case]:
    """Retry `fn` on each case alone; record those that raise; return the others."""
    ok = []
    for c in cases:
        try:
            fn([c])
            ok.append(c)
        except Exception as e:  # noqa: BLE001 - any error names the case
            outcomes[c.name] = (f"{c.name}: {what} failed: {type(e).__name__}: "
                                + " ".join(str(e).split())[:500])
    return ok


# -- comparison ---------------------------------------------------------------------------

def _at(case: Case, actual: np.ndarray, expected: np.ndarray, ix) -> str:
    """`actual (expected ..., inputs ...)` at index `ix` of the result."""
    ins = [a[ix] if a.shape == actual.shape else a[()] if a.ndim == 0 else "..."
           for a in program([case]).inputs]
    return (f"at {tuple(int(i) for i in ix)}: {actual[ix]!r} (expected {expected[ix]!r}, "
            f"operands {', '.join(map(repr, ins))})")


def is_float_dtype(dtype: np.dtype) -> bool:
    return np.issubdtype(dtype, np.floating) or dtype == NP["bf16"]  # bf16's kind is "V"


def _part_bits(x: np.ndarray) -> np.ndarray:
    """A complex array's (re, im) bit patterns, on a last axis of 2."""
    parts = np.stack([x.real, x.imag], -1)
    return parts.view({4: np.uint32, 8: np.uint64}[parts.dtype.itemsize])


def mismatch(case: Case, actual: np.ndarray, expected: np.ndarray) -> str | None:
    expected = np.asarray(expected)
    if expected.dtype == np.uint8 and actual.dtype == np.bool_:
        expected = expected.astype(np.bool_)
    if expected.shape != actual.shape and expected.size == 1:  # a splat attribute
        expected = np.full(actual.shape, expected.reshape(()), expected.dtype)
    if actual.shape != expected.shape or actual.dtype != expected.dtype:
        return (f"{case.name}: got {actual.dtype}{list(actual.shape)}, expected "
                f"{expected.dtype}{list(expected.shape)}")
    if np.iscomplexobj(expected) and case.tolerance == "bits":  # compared as parts' bits
        actual, expected = _part_bits(actual), _part_bits(expected)
    elif np.iscomplexobj(expected):
        return complex_mismatch(case, actual, expected,
                                TOLERANCE_MODEL if case.tolerance == "model" else TOLERANCE)
    if case.tolerance == "bits" and is_float_dtype(expected.dtype):
        uint = {2: np.uint16, 4: np.uint32, 8: np.uint64}[expected.dtype.itemsize]
        actual, expected = actual.view(uint), expected.view(uint)
    if not is_float_dtype(expected.dtype):
        bad = actual != expected
        if bad.any():
            pairs = "; ".join(_at(case, actual, expected, tuple(ix))
                              for ix in np.argwhere(bad)[:4])
            return f"{case.name}: {int(bad.sum())}/{bad.size} elements differ: {pairs}"
        return None
    table = TOLERANCE_MODEL if case.tolerance == "model" else TOLERANCE
    rtol, atol = (0, 0) if case.tolerance == "exact" else table[expected.dtype]
    if expected.dtype == NP["bf16"]:  # compared as the f32 values they are (exactly)
        actual, expected = actual.astype(np.float32), expected.astype(np.float32)
    try:
        np.testing.assert_allclose(actual, expected, rtol=rtol, atol=atol, equal_nan=True)
    except AssertionError as e:
        a, x = actual.astype(np.float64), expected.astype(np.float64)
        with np.errstate(invalid="ignore"):
            bad = ~np.isclose(a, x, rtol=rtol, atol=atol, equal_nan=True)
        pairs = "; ".join(_at(case, actual, expected, tuple(ix)) for ix in np.argwhere(bad)[:4])
        detail = " ".join(line.strip() for line in str(e).splitlines()
                          if line.strip().startswith(("Mismatched", "Max abs", "Max rel")))
        return f"{case.name}: {detail}; {pairs}"
    zeros = (actual == 0) & (expected == 0)
    wrong_sign = zeros & (np.signbit(actual) != np.signbit(expected))
    if wrong_sign.any():
        pairs = "; ".join(_at(case, actual, expected, tuple(ix))
                          for ix in np.argwhere(wrong_sign)[:4])
        return f"{case.name}: {int(wrong_sign.sum())} zero(s) of the wrong sign: {pairs}"
    return None


def check(cases: list[Case], tmp_path, name: str) -> dict[str, str | None]:
    """Run `cases` as one module on the device and through the oracle; for every case, None if
    it matches, else why not. Cases the StableHLO verifier rejects are left out (that is
    test_table_pairs_are_valid_stablehlo's failure)."""
    outcomes: dict[str, str | None] = {}
    rejected = parse_errors(cases)
    cases = [c for c in cases if c.name not in rejected]
    try:
        expected = interpret(cases)
    except Exception:  # noqa: BLE001 - find the op
        cases = _one_by_one(interpret, cases, outcomes, "the reference interpreter")
        expected = interpret(cases)
    path = tmp_path / f"{name}.pjrtc"
    try:
        actual = run_on_device(cases, path)
    except Exception:  # noqa: BLE001 - find the op
        cases = _one_by_one(lambda cs: run_on_device(cs, path), cases, outcomes,
                            "compiling or running")
        expected = interpret(cases)
        actual = run_on_device(cases, path)
    assert len(actual) == len(expected) == len(cases)
    expected = [e if c.oracle is None else c.oracle() for c, e in zip(cases, expected)]
    for case, a, e in zip(cases, actual, expected):
        outcomes[case.name] = mismatch(case, a, e)
    return outcomes


def sweep(cases: list[Case], tmp_path, name: str) -> None:
    total = len(cases)
    failures = [m for m in check(cases, tmp_path, name).values() if m]
    assert not failures, f"{len(failures)} of {total} checks failed:\n" + "\n".join(failures)


# -- tests --------------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", DTYPES)
def test_elementwise(dtype, tmp_path):
    sweep(elementwise_cases(dtype, in_table), tmp_path, f"elementwise_{dtype}")


@pytest.mark.parametrize("src", DTYPES)
def test_convert(src, tmp_path):
    sweep(convert_cases(src) + bitcast_cases(src, in_table), tmp_path, f"convert_{src}")


@pytest.mark.parametrize("dtype", DTYPES)
def test_data_movement_and_reductions(dtype, tmp_path):
    sweep(structural_cases(dtype, in_table), tmp_path, f"structural_{dtype}")


def test_sweep_covers_the_table():
    """Every (op, element type) pair of the tables is swept, except the LAPACK ops: no
    StableHLO op spells them (only JAX's lapack_*_ffi custom calls reach them, and the
    interpreter implements none), so each is tested for s, d, c and z through those calls
    against JAX and LAPACK in tests/e2e/test_lapack_*.py."""
    covered = {(op_of(c), c.dtype) for t in DTYPES for c in all_cases(t)}
    listed = {(op.value, d.mlir_name) for op, ds in SUPPORTED.items() for d in ds
              if op not in LAPACK_OPS}
    listed |= {(op, d.mlir_name) for op, ds in FRONTEND_SUPPORTED.items() for d in ds}
    missing = sorted(listed - covered)
    assert not missing, f"pairs of pjrtc/ops.py's tables the sweep does not test: {missing}"
    extra = sorted(covered - listed)
    assert not extra, f"the sweep tests pairs pjrtc/ops.py does not list: {extra}"


def test_table_pairs_are_valid_stablehlo():
    """Every (op, element type) pair the table lists can appear in a valid StableHLO program."""
    rejected = {}
    for t in DTYPES:
        for name, msg in parse_errors(all_cases(t)).items():
            rejected[name] = msg
    assert not rejected, (
        "pjrtc/ops.py SUPPORTED lists pairs that the StableHLO verifier rejects (so no input "
        "can contain them):\n" + "\n".join(f"{k}: {v}" for k, v in sorted(rejected.items())))


def test_sweep_dtypes_are_the_compilers():
    assert set(DTYPES) == set(_DTYPE)
    assert all(NP[t] == _DTYPE[t].numpy for t in DTYPES)
