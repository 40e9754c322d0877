"""Helpers for the frontend tests: load inline MLIR, evaluate small graphs (their SSA form is
checked with pjrtc.ir.verify.verify_graph)."""

from __future__ import annotations

import numpy as np

from pjrtc.frontend import load_bytes
from pjrtc.ir.tensor import Graph, Op


def load_text(text: str, name: str = "model.mlir"):
    return load_bytes(text.encode(), name)


_NUMPY = {
    Op.ADD: np.add, Op.SUBTRACT: np.subtract, Op.MULTIPLY: np.multiply,
    Op.MAXIMUM: np.maximum, Op.MINIMUM: np.minimum, Op.NEGATE: np.negative,
    Op.TANH: np.tanh, Op.EXPONENTIAL: np.exp, Op.AND: np.logical_and, Op.OR: np.logical_or,
}
_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}


def evaluate(graph: Graph, *args: np.ndarray) -> list[np.ndarray]:
    """A tiny reference evaluator for the ops these tests use."""
    env = {p.id: np.asarray(a, p.type.dtype.numpy) for p, a in zip(graph.params, args)}
    for node in graph.nodes:
        xs = [env[v.id] for v in node.operands]
        out_type = node.results[0].type
        if node.op in _NUMPY:
            out = [_NUMPY[node.op](*xs)]
        elif node.op is Op.COMPARE:
            out = [_COMPARE[node.attrs["direction"]](*xs)]
        elif node.op is Op.SELECT:
            out = [np.where(*xs)]
        elif node.op is Op.CONSTANT:
            out = [np.array(node.attrs["value"])]
        elif node.op is Op.BROADCAST_IN_DIM:
            dims = node.attrs["broadcast_dimensions"]
            shape = [1] * out_type.rank
            for i, d in enumerate(dims):
                shape[d] = xs[0].shape[i]
            out = [np.broadcast_to(xs[0].reshape(shape), out_type.shape)]
        elif node.op is Op.RESHAPE:
            out = [xs[0].reshape(out_type.shape)]
        elif node.op is Op.DOT_GENERAL:
            assert not node.attrs["lhs_batching_dimensions"]
            out = [np.tensordot(xs[0], xs[1], (node.attrs["lhs_contracting_dimensions"],
                                               node.attrs["rhs_contracting_dimensions"]))]
        elif node.op is Op.REDUCE:
            out = _reduce(node, xs)
        else:
            raise NotImplementedError(node.op)
        for r, value in zip(node.results, out):
            env[r.id] = np.asarray(value, r.type.dtype.numpy).reshape(r.type.shape)
    return [env[v.id] for v in graph.results]


def _reduce(node, xs):
    n = len(node.results)
    inputs, inits = xs[:n], xs[n:]
    dims = node.attrs["dimensions"]
    keep = [d for d in range(inputs[0].ndim) if d not in dims]
    moved = [np.moveaxis(x, keep + list(dims), range(x.ndim)) for x in inputs]
    out_shape = node.results[0].type.shape
    flat = [m.reshape(int(np.prod(out_shape, dtype=int)), -1) for m in moved]
    outs = [np.empty(f.shape[0], x.dtype) for f, x in zip(flat, inputs)]
    for row in range(flat[0].shape[0]):
        acc = list(inits)
        for col in range(flat[0].shape[1]):
            acc = evaluate(node.body, *acc, *[f[row, col] for f in flat])
        for o, a in zip(outs, acc):
            o[row] = a
    return [o.reshape(out_shape) for o in outs]
