"""Sweep cases for batch_norm_inference, batch_norm_training and batch_norm_grad.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`). The
reference interpreter does not implement these ops (it aborts on them), so each case's oracle
runs the interpreter on the decomposition the StableHLO spec gives for the op, written out
here in StableHLO op by op, on the same inputs. Shapes cover ranks 1 to 4, feature dimensions
first, inner and last, size-1 dimensions (a size-1 feature dimension and a size-1 batch
dimension), and every result of the multi-result ops is its own case.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from sweep_programs import NP, Case, Program, _rng, exact_float_values, ttype

# (operand shape, feature_index, epsilon) per op; epsilon as large as the variances (1/4 to 2)
# in some, so that where it goes matters at every precision.
CONFIGS = {
    "batch_norm_inference": [((3, 5), 1, 0.001), ((2, 1, 4), 1, 0.5), ((4,), 0, 0.25)],
    "batch_norm_training": [((4, 3), 1, 0.001), ((2, 3, 1, 5), 3, 0.5), ((3, 2, 5), 0, 1.0)],
    "batch_norm_grad": [((3, 2, 5), 1, 0.001), ((5, 1, 2), 0, 0.5), ((2, 1, 2, 3), 2, 0.75)],
}
RESULTS = {"batch_norm_inference": 1, "batch_norm_training": 3, "batch_norm_grad": 3}


def _f32(value: float) -> float:
    """The value of an f32 attribute written as `value`."""
    return float(np.float32(value))


def _features(shape, fi) -> tuple[int, ...]:
    return (shape[fi],)


def _inputs(p: Program, op: str, t: str, shape, fi) -> dict[str, str]:
    """The op's operands as arguments: exact values (sums of a few are exact in any order), a
    positive variance."""
    key = f"bn:{op}:{shape}:{fi}:{t}"
    feat = _features(shape, fi)

    def arg(name: str, values: np.ndarray) -> str:
        return p.arg(f"{key}:{name}", t, values)

    names = {"batch_norm_inference": ("operand", "scale", "offset", "mean", "variance"),
             "batch_norm_training": ("operand", "scale", "offset"),
             "batch_norm_grad": ("operand", "scale", "mean", "variance", "grad_output")}[op]
    out = {}
    for name in names:
        if name in ("operand", "grad_output"):
            out[name] = arg(name, exact_float_values(f"{key}:{name}", t, shape))
        elif name == "variance":
            positive = _rng(f"{key}:variance").integers(1, 8, size=feat, endpoint=True) / 4
            out[name] = arg(name, positive.astype(NP[t]))
        else:
            out[name] = arg(name, exact_float_values(f"{key}:{name}", t, feat))
    return out


def _types(op: str, t: str, shape, fi) -> tuple[list[str], list[str]]:
    x, v = ttype(t, shape), ttype(t, _features(shape, fi))
    operands = {"batch_norm_inference": [x, v, v, v, v], "batch_norm_training": [x, v, v],
                "batch_norm_grad": [x, v, v, v, x]}[op]
    results = [x] if op == "batch_norm_inference" else [x, v, v]
    return operands, results


def _the_op(p: Program, op: str, t: str, shape, fi, eps) -> list[str]:
    args = list(_inputs(p, op, t, shape, fi).values())
    operand_types, result_types = _types(op, t, shape, fi)
    attrs = f"epsilon = {_f32(eps)!r} : f32, feature_index = {fi} : i64"
    n = len(result_types)
    ssa = p.raw("{ssa}" + (f":{n}" if n > 1 else "") + f' = "stablehlo.{op}"({", ".join(args)}) '
                f"{{{{{attrs}}}}} : ({', '.join(operand_types)}) -> "
                f"({', '.join(result_types)})")
    return [ssa] if n == 1 else [f"{ssa}#{i}" for i in range(n)]


class _Spec:
    """The spec's decompositions, written as StableHLO ops into a Program."""

    def __init__(self, p: Program, t: str, shape, fi, eps):
        self.p, self.t, self.shape, self.fi = p, t, shape, fi
        self.x, self.v = ttype(t, shape), ttype(t, _features(shape, fi))
        self.count = int(np.prod(shape)) // shape[fi]
        self.epsilon = _f32(eps)

    def spread(self, a: str) -> str:  # broadcast_in_dim(a, [feature_index], shape(operand))
        return self.p.op("broadcast_in_dim", [a], [self.v], self.x,
                         f"broadcast_dimensions = array<i64: {self.fi}>")

    def constant(self, value: float, shape_type: str) -> str:
        c = self.p.raw("{ssa} = stablehlo.constant dense<" + repr(float(value)) + "> : "
                       + ttype(self.t, ()))
        return self.p.op("broadcast_in_dim", [c], [ttype(self.t, ())], shape_type,
                         "broadcast_dimensions = array<i64>")

    def binary(self, name: str, a: str, b: str, shape_type: str | None = None) -> str:
        tt = shape_type or self.x
        return self.p.op(name, [a, b], [tt, tt], tt)

    def compute_sum(self, a: str) -> str:
        zero = self.p.raw("{ssa} = stablehlo.constant dense<0.0> : " + ttype(self.t, ()))
        dims = ", ".join(str(d) for d in range(len(self.shape)) if d != self.fi)
        return self.p.raw("{ssa} = stablehlo.reduce(" + a + " init: " + zero + ") applies "
                          f"stablehlo.add across dimensions = [{dims}] : ({self.x}, "
                          f"{ttype(self.t, ())}) -> {self.v}")

    def compute_mean(self, a: str) -> str:
        return self.binary("divide", self.compute_sum(a), self.constant(self.count, self.v),
                           self.v)

    def inference(self, operand, scale, offset, mean, variance) -> str:
        centered = self.binary("subtract", operand, self.spread(mean))
        stddev = self.p.op("sqrt", [self.binary("add", self.spread(variance),
                                                self.constant(self.epsilon, self.x))],
                           [self.x], self.x)
        normalized = self.binary("divide", centered, stddev)
        return self.binary("add", self.binary("multiply", self.spread(scale), normalized),
                           self.spread(offset))

    def training(self, operand, scale, offset) -> list[str]:
        mean = self.compute_mean(operand)
        centered = self.binary("subtract", operand, self.spread(mean))
        variance = self.compute_mean(self.binary("multiply", centered, centered))
        return [self.inference(operand, scale, offset, mean, variance), mean, variance]

    def grad(self, operand, scale, mean, variance, grad_output) -> list[str]:
        scale_b, mean_b, variance_b = self.spread(scale), self.spread(mean), self.spread(variance)
        epsilon_b = self.constant(self.epsilon, self.x)
        centered = self.binary("subtract", operand, mean_b)
        stddev = self.p.op("sqrt", [self.binary("add", variance_b, epsilon_b)], [self.x],
                           self.x)
        normalized = self.binary("divide", centered, stddev)
        elements_per_feature = self.constant(self.count, self.x)
        i1 = self.binary("multiply", grad_output, elements_per_feature)
        i2 = self.spread(self.compute_sum(grad_output))
        i3 = self.spread(self.compute_sum(self.binary("multiply", grad_output, centered)))
        i4 = self.binary("multiply", i3, centered)
        i5 = self.binary("divide", i4, self.binary("add", variance_b, epsilon_b))
        grad_operand = self.binary(
            "multiply",
            self.binary("divide", self.binary("divide", scale_b, stddev), elements_per_feature),
            self.binary("subtract", self.binary("subtract", i1, i2), i5))
        grad_scale = self.compute_sum(self.binary("multiply", grad_output, normalized))
        grad_offset = self.compute_sum(grad_output)
        return [grad_operand, grad_scale, grad_offset]


def _decomposed(p: Program, op: str, t: str, shape, fi, eps) -> list[str]:
    args = _inputs(p, op, t, shape, fi)
    spec = _Spec(p, t, shape, fi, eps)
    if op == "batch_norm_inference":
        return [spec.inference(*args.values())]
    return getattr(spec, op.removeprefix("batch_norm_"))(*args.values())


def _case(op: str, shape, fi, eps, result: int) -> Callable[[str], Case]:
    def make(t: str) -> Case:
        rt = _types(op, t, shape, fi)[1][result]
        label = (f"stablehlo.{op} ({'x'.join(map(str, shape))}, feature {fi}, epsilon {eps}"
                 + (f", result {result})" if RESULTS[op] > 1 else ")"))

        def oracle() -> np.ndarray:
            from test_dtype_sweep import interpret  # (it imports this module's users)

            spec = Case(label + " as the spec decomposes it", t,
                        lambda p: (_decomposed(p, op, t, shape, fi, eps)[result], rt))
            return interpret([spec])[0]

        return Case(label, t, lambda p: (_the_op(p, op, t, shape, fi, eps)[result], rt),
                    tolerance="model", oracle=oracle)
    return make


MAKERS = {op: [_case(op, shape, fi, eps, r) for shape, fi, eps in configs
               for r in range(RESULTS[op])]
          for op, configs in CONFIGS.items()}
