"""Expansion of a stablehlo.reduce over dimensions of one element in all: its body applied once;
and of a reduce of a few integer or bool elements to one scalar: its body applied to each.

A reduce whose reduced dimensions hold one element (size 1 each: a decoder's `all(done)` over a
batch of one, a gather's bounds check reduced over its one index) folds that element into the
init: result = body(broadcast(init), reshape(operand)), which is exact for any body, monoid
or not. As a reduce it is a kernel of its own (the lowering materializes every reduce); as
elementwise ops it fuses into its users, recomputed there when it is a cheap scalar
(`Target.max_scalar_recompute_cost`). In GPT-2's decode loop that is two launches of the
loop's ~36 per generated token.

Likewise a reduce of every dimension of at most `MAX_UNROLLED` integer or bool elements (the
decoder's `all(done)` over a batch of 8, in the loop's cond) becomes the body applied to each
element in turn, in row-major order (an order the spec allows; integer and bool bodies
round nothing): a scalar expression of a few operations, which the cond's kernel computes,
so passes/rotate_loops.py can fold that kernel into the body's last one.

A body with ops that cannot be applied elementwise (pjrtc/ops.py `unliftable`), or one whose
params' element types are not its operands' and inits', stays a reduce.
"""

from __future__ import annotations

import itertools
import math

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Node, Value
from pjrtc.ops import unliftable
from pjrtc.passes.lift import apply_body, fuses_as_tree
from pjrtc.target import Target

MAX_UNROLLED = 8  # elements of an integer or bool reduce to a scalar applied one by one


def expand_unit_reduce(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    n = len(node.results)
    operands, inits = node.operands[:n], node.operands[n:]
    body = node.body
    if not _applies(node, operands, inits):
        b.nodes.append(node)  # as it was, its results' ids too: nothing else changes
        return list(node.results)
    shape = node.results[0].type.shape
    accs = [b.broadcast(init, shape, ()) if shape else init for init in inits]
    tree = fuses_as_tree(body, target.max_inline_cost)
    extents = operands[0].type.shape
    if math.prod(extents[d] for d in node.attrs["dimensions"]) == 1:
        vals = [b.reshape(x, shape) if x.type.shape != shape else x for x in operands]
        return list(apply_body(b, body, [*accs, *vals], shape, tree=tree))
    for at in itertools.product(*(range(n) for n in extents)):  # every dimension reduced
        vals = [b.reshape(b.slice(x, at, [i + 1 for i in at]), ()) for x in operands]
        accs = list(apply_body(b, body, [*accs, *vals], (), tree=tree))
    return accs


def _applies(node: Node, operands, inits) -> bool:
    shape = operands[0].type.shape
    count = math.prod(shape[d] for d in node.attrs["dimensions"])
    if count != 1 and not (node.results[0].type.rank == 0 and count <= MAX_UNROLLED
                           and all(v.type.dtype.is_bool or v.type.dtype.is_int
                                   for v in (*operands, *inits))):
        return False
    body = node.body
    if unliftable(body) or len(body.params) != 2 * len(operands):
        return False
    dtypes = [v.type.dtype for v in (*inits, *operands)]
    return all(p.type.dtype is d for p, d in zip(body.params, dtypes))
