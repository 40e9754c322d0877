"""batch_norm_inference, batch_norm_training and batch_norm_grad as reductions and arithmetic.

Each follows the decomposition the StableHLO specification gives for it, in the operand's
element type and with the same operations in the same order: the same divisions (by the
standard deviation, not a multiplication by its reciprocal), the biased variance (divided by the
number of elements per feature), epsilon added to the variance before the square root. What the
spec leaves to the implementation is the summation order of its reductions.

Three rewrites save kernels and change no value. Arithmetic on per-feature values
(variance + epsilon, its square root, scale / stddev / count) is done on the 1-d vectors before
they are broadcast, not on operand-sized broadcasts of them: elementwise ops commute with
broadcast_in_dim exactly. `centered` (operand - mean) is emitted once per use, so that the
lowering fuses it into each consumer instead of writing an operand-sized buffer for it (it
materializes a value with several users). And batch_norm_grad's three independent sums share
one multi-operand reduce: one pass over the operand instead of three. Passes over operand-sized
data: inference 1, training 3 (two reductions, the output), grad 2 (one reduction,
grad_operand); the lowering adds a small kernel for each 1-d value it keeps in a buffer (the
standard deviation, the 1-d results), 2, 6 and 5 kernels in all.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Graph, Node, Op, TensorType, Value


class _Features:
    """The shapes and helpers of one batch_norm op: operand shape, feature dimension."""

    def __init__(self, b: GraphBuilder, operand: Value, feature_index: int):
        self.b = b
        self.shape = operand.type.shape
        self.dtype = operand.type.dtype
        self.feature_index = feature_index
        features = self.shape[feature_index]
        # elements per feature: num_elements(operand) / dim(operand, feature_index)
        self.count = operand.type.size // features if features else 0
        self.reduced = tuple(d for d in range(len(self.shape)) if d != feature_index)

    def spread(self, per_feature: Value) -> Value:
        """broadcast_in_dim(per_feature, [feature_index], shape(operand))"""
        return self.b.broadcast(per_feature, self.shape, (self.feature_index,))

    def splat(self, value: float, shape: tuple[int, ...] | None = None) -> Value:
        return self.b.splat(value, self.dtype, self.shape if shape is None else shape)

    def op(self, kind: Op, x: Value, y: Value | None = None) -> Value:
        return self.b.unary(kind, x) if y is None else self.b.binary(kind, x, y)

    def sums(self, xs: Sequence[Value]) -> tuple[Value, ...]:
        """compute_sum of each of `xs` (reduce with add over every dimension but the
        feature dimension), all in one reduce."""
        zero = self.b.constant(0, self.dtype)
        return self.b.reduce(xs, [zero] * len(xs), self.reduced, self._adds(len(xs)))

    def mean(self, x: Value) -> Value:
        """compute_mean: the sum divided by the number of elements per feature."""
        (total,) = self.sums([x])
        return self.op(Op.DIVIDE, total, self.per_feature(self.count))

    def per_feature(self, value: float) -> Value:
        return self.splat(value, (self.shape[self.feature_index],))

    def centered(self, operand: Value, mean: Value) -> Value:
        """operand - broadcast(mean): a new node per call, one per use (see the module doc)."""
        return self.op(Op.SUBTRACT, operand, self.spread(mean))

    def _adds(self, n: int) -> Graph:
        """A reduce body (acc_0..acc_n-1, x_0..x_n-1) -> (acc_i + x_i ...)."""
        scalar = TensorType((), self.dtype)
        params = [self.b.new_value(scalar) for _ in range(2 * n)]
        nodes, results = [], []
        for acc, x in zip(params[:n], params[n:]):
            out = self.b.new_value(scalar)
            nodes.append(Node(op=Op.ADD, operands=(acc, x), results=(out,), loc=self.b.loc))
            results.append(out)
        return Graph(params=tuple(params), nodes=tuple(nodes), results=tuple(results),
                     name="body")


def _normalize(f: _Features, operand: Value, scale: Value, offset: Value, mean: Value,
               variance: Value, epsilon: float) -> Value:
    """batch_norm_inference's decomposition."""
    stddev = f.op(Op.SQRT, f.op(Op.ADD, variance, f.per_feature(epsilon)))
    normalized = f.op(Op.DIVIDE, f.centered(operand, mean), f.spread(stddev))
    return f.op(Op.ADD, f.op(Op.MULTIPLY, f.spread(scale), normalized), f.spread(offset))


def expand_batch_norm_inference(b: GraphBuilder, node: Node) -> Sequence[Value]:
    operand, scale, offset, mean, variance = node.operands
    f = _Features(b, operand, node.attrs["feature_index"])
    return (_normalize(f, operand, scale, offset, mean, variance, node.attrs["epsilon"]),)


def expand_batch_norm_training(b: GraphBuilder, node: Node) -> Sequence[Value]:
    operand, scale, offset = node.operands
    f = _Features(b, operand, node.attrs["feature_index"])
    mean = f.mean(operand)
    squares = f.op(Op.MULTIPLY, f.centered(operand, mean), f.centered(operand, mean))
    variance = f.mean(squares)  # biased: divided by the count
    output = _normalize(f, operand, scale, offset, mean, variance, node.attrs["epsilon"])
    return output, mean, variance


def expand_batch_norm_grad(b: GraphBuilder, node: Node) -> Sequence[Value]:
    """The spec's decomposition (XLA's batchnorm_expander.cc), with its temporaries' names."""
    operand, scale, mean, variance, grad_output = node.operands
    f = _Features(b, operand, node.attrs["feature_index"])
    variance_eps = f.op(Op.ADD, variance, f.per_feature(node.attrs["epsilon"]))
    stddev = f.op(Op.SQRT, variance_eps)
    normalized = f.op(Op.DIVIDE, f.centered(operand, mean), f.spread(stddev))
    sum_grad, sum_grad_centered, grad_scale = f.sums([
        grad_output, f.op(Op.MULTIPLY, grad_output, f.centered(operand, mean)),
        f.op(Op.MULTIPLY, grad_output, normalized)])
    i1 = f.op(Op.MULTIPLY, grad_output, f.splat(f.count))  # elements_per_feature
    i2 = f.spread(sum_grad)
    i3 = f.spread(sum_grad_centered)
    i4 = f.op(Op.MULTIPLY, i3, f.centered(operand, mean))
    i5 = f.op(Op.DIVIDE, i4, f.spread(variance_eps))
    factor = f.op(Op.DIVIDE, f.op(Op.DIVIDE, scale, stddev), f.per_feature(f.count))
    grad_operand = f.op(Op.MULTIPLY, f.spread(factor),
                        f.op(Op.SUBTRACT, f.op(Op.SUBTRACT, i1, i2), i5))
    return grad_operand, grad_scale, sum_grad


BATCH_NORM_EXPANSIONS = {
    Op.BATCH_NORM_INFERENCE: expand_batch_norm_inference,
    Op.BATCH_NORM_TRAINING: expand_batch_norm_training,
    Op.BATCH_NORM_GRAD: expand_batch_norm_grad,
}
