"""Sweep cases for the linear algebra ops: cholesky and triangular_solve (f16 to f64, complex).

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`). The
reference interpreter implements neither op (it aborts the process on cholesky), so every case
has an oracle: numpy in float64 on the same (rounded) inputs, rounded to the case's type, and
compared within the "model" tolerance (each result is a sum of n products; f16 and bf16
compute in f32). Complex matrices are Hermitian (cholesky) or have complex diagonals (solves).
What they pin down:

* cholesky reads only the triangle `lower` names (the other holds NaN and huge values here)
  and zeroes the other triangle of the result, as XLA:CPU does; a matrix that is not positive
  definite turns its whole matrix to NaN and leaves the rest of the batch alone; a zero pivot
  in the last column gives NaN there only (XLA computes the diagonal as d / sqrt(d)), except
  for n = 1, where XLA takes sqrt(0) = 0;
* triangular_solve in every combination of left_side, lower, unit_diagonal and transpose_a,
  never reading the other triangle (NaN here) nor, with unit_diagonal, the diagonal (NaN);
* batch dimensions, n = 0, 1, odd sizes, 65, and batches needing several work-groups.

Matrices are well conditioned (diagonally dominant), so float64 and the device's rounding
agree to the tolerance; tests/e2e/test_linalg.py compares with XLA:CPU itself.
"""

from __future__ import annotations

import itertools

import numpy as np
from sweep_programs import NP, Case, Program, _rng, ttype

nan = float("nan")
TRANSPOSES = ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")


def _bool(flag: bool) -> str:
    return "true" if flag else "false"


# -- cholesky ---------------------------------------------------------------------------------

def _is_complex(t: str) -> bool:
    return NP[t].kind == "c"


def _wide(a: np.ndarray) -> np.ndarray:
    """a in float64 (complex128 for complex types), the oracles' precision."""
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _uniform(rng: np.random.Generator, t: str, shape, lo: float = -1.0, hi: float = 1.0):
    """Uniform values, complex ones with both parts uniform."""
    values = rng.uniform(lo, hi, shape)
    return values + 1j * rng.uniform(lo, hi, shape) if _is_complex(t) else values


def spd_matrices(key: str, t: str, batch: tuple[int, ...], n: int) -> np.ndarray:
    """Symmetric (Hermitian) positive definite matrices, rounded to `t` (still symmetric and
    well conditioned: eigenvalues in about [1, 3]; the diagonal exactly real)."""
    rng = _rng(key)
    m = _uniform(rng, t, batch + (n, n))
    a = m @ np.conj(np.swapaxes(m, -1, -2)) / max(n, 1) + np.eye(n)
    return a.astype(NP[t])


def _garbage_in_other_triangle(a: np.ndarray, lower: bool) -> np.ndarray:
    """NaN and huge values where the op must not read."""
    a = a.copy()
    n = a.shape[-1]
    rows, cols = np.triu_indices(n, 1) if lower else np.tril_indices(n, -1)
    fill = np.where(np.arange(len(rows)) % 2 == 0, nan, 1e4).astype(a.dtype)
    a[..., rows, cols] = fill
    return a


def cholesky_xla(a: np.ndarray, lower: bool) -> np.ndarray:
    """stablehlo.cholesky as XLA:CPU computes it, in float64 from the triangle `lower` names,
    rounded to a's type: the other triangle 0; NaN for a whole matrix that is not positive
    definite; a zero last pivot gives NaN on the diagonal for n > 1 (see codegen/linalg.py)."""
    a64 = _wide(a)
    n = a.shape[-1]
    if not lower:  # XLA factors the upper triangle as the lower one of a^T (not conjugated)
        a64 = np.swapaxes(a64, -1, -2)
    tril = np.tril(a64)
    full = tril + np.conj(np.swapaxes(np.tril(a64, -1), -1, -2))
    out = np.zeros_like(a64)
    for index in np.ndindex(a.shape[:-2]):
        out[index] = _cholesky_one(full[index], n)
    if not lower:
        out = np.swapaxes(out, -1, -2)
    return out.astype(a.dtype)


def _cholesky_one(a: np.ndarray, n: int) -> np.ndarray:
    if n <= 1:  # XLA factors a 1x1 matrix as one block: sqrt(d), NaN when d < 0
        with np.errstate(invalid="ignore"):
            return np.sqrt(np.real(a)).astype(a.dtype)
    try:
        return np.linalg.cholesky(a)
    except np.linalg.LinAlgError:
        pass
    # Not positive definite. A zero pivot in the last column (the leading block positive
    # definite) poisons only that diagonal element (d / sqrt(d) = 0 / 0); anything else (a
    # negative pivot somewhere) the whole matrix.
    try:
        head = np.linalg.cholesky(a[:-1, :-1])
    except np.linalg.LinAlgError:
        return np.full((n, n), nan)
    # + 0: zeros as a[i, j] - sum(...) computes them (+0), where solve may give -0
    below = np.linalg.solve(np.conj(head), a[-1, :-1])
    below = below + np.zeros_like(below)
    d = a[-1, -1] - below @ np.conj(below)
    if np.real(d) != 0:
        return np.full((n, n), nan)
    out = np.zeros((n, n), a.dtype)
    out[:-1, :-1] = head
    out[-1, :-1] = below
    with np.errstate(invalid="ignore", divide="ignore"):
        out[-1, -1] = d / np.sqrt(np.real(d))  # 0 / 0
    return out


def _cholesky_case(label: str, t: str, a: np.ndarray, lower: bool) -> Case:
    key = f"chol:{label}:{t}"

    def build(p: Program):
        arg = p.arg(key, t, a)
        tt = ttype(t, a.shape)
        return p.op("cholesky", [arg], [tt], tt, f"lower = {_bool(lower)}"), tt

    return Case(f"stablehlo.cholesky {label}", t, build, tolerance="model",
                oracle=lambda: cholesky_xla(a, lower))


def _cholesky(batch: tuple[int, ...], n: int, lower: bool):
    def make(t: str) -> Case:
        a = spd_matrices(f"spd:{batch}:{n}:{t}", t, batch, n)
        a = _garbage_in_other_triangle(a, lower)
        shape = "x".join(map(str, batch + (n, n)))
        return _cholesky_case(f"{shape} lower={_bool(lower)}", t, a, lower)
    return make


def _cholesky_not_positive_definite(t: str) -> Case:
    """A batch of four: positive definite; a negative pivot in the middle column (all NaN);
    positive definite; a zero pivot in the last column (NaN on its diagonal only)."""
    good = spd_matrices(f"npd:{t}", t, (2,), 4)
    negative = good[0].copy()
    negative[2, 2] = -4.0
    zero_last = np.diag(np.array([4.0, 9.0, 1.0, 0.0], NP[t]))
    zero_last[1, 0] = zero_last[0, 1] = 2.0  # pivots 4, 8, 1, 0: exact in every float type
    a = np.stack([good[0], negative, good[1], zero_last])
    return _cholesky_case("not positive definite 4x4x4 lower=true", t, a, True)


def _cholesky_one_by_one(t: str) -> Case:
    """n = 1: sqrt, sqrt(0) = 0 (XLA's 1x1 block), sqrt(-1) = NaN."""
    a = np.array([4.0, 0.0, -1.0, 2.25], NP[t]).reshape(4, 1, 1)
    return _cholesky_case("4x1x1 lower=false", t, a, False)


# -- triangular_solve -------------------------------------------------------------------------

def triangular_operands(key: str, t: str, batch: tuple[int, ...], n: int, rhs: int,
                        left: bool, lower: bool, unit: bool) -> tuple[np.ndarray, np.ndarray]:
    """a: the triangle `lower` names with a diagonal in [1, 2] and off-diagonal entries of
    size <= 1/n (well conditioned), NaN in the other triangle and, for unit_diagonal, on the
    diagonal; b: uniform in [-1, 1], [..., n, rhs] (left side) or [..., rhs, n]."""
    rng = _rng(key)
    a = _uniform(rng, t, batch + (n, n)) / max(n, 1)
    index = np.arange(n)
    diagonal = rng.uniform(1.0, 2.0, batch + (n,)) * rng.choice([-1, 1], n)
    if _is_complex(t):
        diagonal = diagonal + 1j * rng.uniform(-0.5, 0.5, batch + (n,))
    a[..., index, index] = diagonal
    keep = np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))
    a = np.where(keep, a, nan)
    if unit:
        a[..., index, index] = nan
    b = _uniform(rng, t, batch + ((n, rhs) if left else (rhs, n)))
    return a.astype(NP[t]), b.astype(NP[t])


def triangular_solve_reference(a: np.ndarray, b: np.ndarray, left: bool, lower: bool,
                               unit: bool, transpose: str) -> np.ndarray:
    """The solution in float64 from the triangle `lower` names, rounded to b's type."""
    n = a.shape[-1]
    a64 = np.nan_to_num(_wide(a), nan=0.0)
    a64 = np.tril(a64) if lower else np.triu(a64)
    if unit:
        a64[..., np.arange(n), np.arange(n)] = 1.0
    op = a64 if transpose == "NO_TRANSPOSE" else np.swapaxes(a64, -1, -2)
    op = np.conj(op) if transpose == "ADJOINT" else op
    b64 = _wide(b)
    if b.size == 0:
        return b.copy()
    if left:  # op(a) x = b
        x = np.linalg.solve(op, b64)
    else:  # x op(a) = b  <=>  op(a)^T x^T = b^T
        x = np.swapaxes(np.linalg.solve(np.swapaxes(op, -1, -2), np.swapaxes(b64, -1, -2)),
                        -1, -2)
    return x.astype(b.dtype)


def _triangular_solve(batch: tuple[int, ...], n: int, rhs: int, left: bool, lower: bool,
                      unit: bool, transpose: str):
    attrs = (f"left_side = {_bool(left)}, lower = {_bool(lower)}, "
             f"unit_diagonal = {_bool(unit)}, transpose_a = #stablehlo<transpose {transpose}>")
    label = (f"{'x'.join(map(str, batch + (n, n)))} rhs={rhs} left_side={_bool(left)} "
             f"lower={_bool(lower)} unit_diagonal={_bool(unit)} {transpose}")

    def make(t: str) -> Case:
        key = f"trsm:{label}:{t}"
        a, b = triangular_operands(key, t, batch, n, rhs, left, lower, unit)

        def build(p: Program):
            x, y = p.arg(key + ":a", t, a), p.arg(key + ":b", t, b)
            tb = ttype(t, b.shape)
            return p.op("triangular_solve", [x, y], [ttype(t, a.shape), tb], tb, attrs), tb

        return Case(f"stablehlo.triangular_solve {label}", t, build, tolerance="model",
                    oracle=lambda: triangular_solve_reference(a, b, left, lower, unit,
                                                              transpose))
    return make


MAKERS = {
    "cholesky": [
        _cholesky((2, 3), 5, True),
        _cholesky((), 3, False),
        _cholesky((70,), 3, True),  # 70 work-items: two work-groups
        _cholesky((), 65, True),
        _cholesky((2,), 0, True),
        _cholesky_not_positive_definite,
        _cholesky_one_by_one,
    ],
    "triangular_solve": [
        *(_triangular_solve((2,), 4, 3, left, lower, unit, transpose)
          for left, lower, unit, transpose in itertools.product(
              (True, False), (True, False), (True, False), TRANSPOSES)),
        _triangular_solve((5,), 3, 17, True, False, False, "NO_TRANSPOSE"),  # 85 work-items
        _triangular_solve((), 65, 2, False, True, False, "TRANSPOSE"),
        _triangular_solve((), 1, 3, True, True, False, "NO_TRANSPOSE"),
        _triangular_solve((2,), 0, 3, True, True, False, "NO_TRANSPOSE"),
        _triangular_solve((2,), 3, 0, False, False, True, "ADJOINT"),
    ],
}
