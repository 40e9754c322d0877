"""Expansion of a stablehlo.reduce over dimensions of one element in all: its body applied once.

A reduce whose reduced dimensions hold one element (size 1 each: a decoder's `all(done)` over a
batch of one, a gather's bounds check reduced over its one index) folds that element into the
init: result = body(broadcast(init), reshape(operand)), which is exact for any body, monoid
or not. As a reduce it is a kernel of its own (the lowering materializes every reduce); as
elementwise ops it fuses into its users, recomputed there when it is a cheap scalar
(`Target.max_scalar_recompute_cost`). In GPT-2's decode loop that is two launches of the
loop's ~36 per generated token.

A body with ops that cannot be applied elementwise (pjrtc/ops.py `unliftable`), or one whose
params' element types are not its operands' and inits', stays a reduce.
"""

from __future__ import annotations

import math

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Node, Value
from pjrtc.ops import unliftable
from pjrtc.passes.lift import apply_body, fuses_as_tree
from pjrtc.target import Target


def expand_unit_reduce(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    n = len(node.results)
    operands, inits = node.operands[:n], node.operands[n:]
    body = node.body
    if not _applies(node, operands, inits):
        b.nodes.append(node)  # as it was, its results' ids too: nothing else changes
        return list(node.results)
    shape = node.results[0].type.shape
    accs = [b.broadcast(init, shape, ()) if shape else init for init in inits]
    vals = [b.reshape(x, shape) if x.type.shape != shape else x for x in operands]
    tree = fuses_as_tree(body, target.max_inline_cost)
    return list(apply_body(b, body, [*accs, *vals], shape, tree=tree))


def _applies(node: Node, operands, inits) -> bool:
    shape = operands[0].type.shape
    if math.prod(shape[d] for d in node.attrs["dimensions"]) != 1:
        return False
    body = node.body
    if unliftable(body) or len(body.params) != 2 * len(operands):
        return False
    dtypes = [v.type.dtype for v in (*inits, *operands)]
    return all(p.type.dtype is d for p, d in zip(body.params, dtypes))
