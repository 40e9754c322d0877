"""Loops of a known trip count: the fori_loop form JAX's fori_loop and scan produce.

Lowering turns one into a counted host loop (TripCount: bounds read once, no predicate read
back each trip, pjrtc/lower/control.py); passes/unroll_loops.py unrolls short ones whose
counter and bound are constants.
"""

from __future__ import annotations

import numpy as np

from pjrtc.ir.kernel import TripCount
from pjrtc.ir.tensor import Node, Op


def trip_count(node: Node) -> TripCount | None:
    """The TripCount of a loop of the form JAX's fori_loop and scan produce: cond is
    `counter < bound` (LT, or GT with the operands swapped) on integers, the body's new
    counter is `counter + 1`, and the bound is a constant, a value from outside the loop, or a
    carried value the body returns unchanged. None for any other loop."""
    cond, body, carried = node.attrs["cond"], node.attrs["body"], node.results
    in_cond = {r.id: n for n in cond.nodes for r in n.results}
    compare = in_cond.get(cond.results[0].id)
    if compare is None or compare.op is not Op.COMPARE:
        return None
    if compare.attrs["compare_type"] not in ("SIGNED", "UNSIGNED"):
        return None
    a, b = compare.operands
    counter, bound = {"LT": (a, b), "GT": (b, a)}.get(compare.attrs["direction"], (None, None))
    if counter not in carried or not counter.type.dtype.is_int:
        return None
    in_body = {r.id: n for n in body.nodes for r in n.results}
    step = in_body.get(body.results[carried.index(counter)].id)
    if step is None or step.op is not Op.ADD or counter not in step.operands:
        return None
    one = step.operands[1] if step.operands[0] == counter else step.operands[0]
    if constant_int(in_body.get(one.id)) != 1:
        return None
    if bound.id in in_cond:
        limit = constant_int(in_cond[bound.id])
        return None if limit is None else TripCount(counter, None, limit)
    if bound in carried and body.results[carried.index(bound)] != bound:
        return None  # the body changes the bound
    return TripCount(counter, bound, None)


def constant_int(node: Node | None) -> int | None:
    """The one integer every element of a CONSTANT node holds, else None."""
    if node is None or node.op is not Op.CONSTANT:
        return None
    values = np.unique(np.asarray(node.attrs["value"]))
    return int(values[0]) if values.size == 1 else None
