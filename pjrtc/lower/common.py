"""Pieces shared by the kernel builders of pjrtc.lower and its op modules."""

from __future__ import annotations

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.tensor import DType, Graph, Op, Value
from pjrtc.lower.rules import expand


def convert(expr: Expr, dtype: DType) -> Expr:
    return expr if expr.dtype is dtype else Expr(Op.CONVERT, dtype, (expr,))


def body_exprs(body: Graph, n: int) -> tuple[Expr, ...]:
    """A reduce body as expressions over ACC k (params 0..n-1) and VAL k (params n..2n-1)."""
    env: dict[int, Expr] = {}
    for i, p in enumerate(body.params):
        leaf = Leaf.ACC if i < n else Leaf.VAL
        env[p.id] = Expr(leaf, p.type.dtype, (), i % n)
    producer = {r.id: node for node in body.nodes for r in node.results}

    def scalar(value: Value, index: tuple[Expr, ...]) -> Expr:
        if value.id not in env:
            env[value.id] = expand(producer[value.id], tuple(k.iconst(0) for _ in
                                                            range(value.type.rank)), scalar)
        return env[value.id]

    return tuple(scalar(v, ()) for v in body.results)
