"""Frontend rules for the ops whose regions are applied elementwise: stablehlo.sort,
stablehlo.map and stablehlo.select_and_scatter (see convert.py's _RULES).

Their regions become Graphs over 0-d values that the expansions re-emit on whole tensors
(pjrtc/passes/lift.py). An op inside such a region that is not elementwise (a nested reduce,
control flow, a shape-changing op) is reported here, at its own location.
"""

from __future__ import annotations

import numpy as np

from pjrtc.ir.tensor import Graph, Node, Op
from pjrtc.ops import unliftable, unsupported_reason


def _elementwise_region(cv, op, node: Node, region: Graph, what: str) -> bool:
    """Report every op of `region` that cannot be applied elementwise; True if there is none.
    An op the support table refuses anyway (complex operands) is reported as such by the
    converter instead: its region's ops may be fine for its types."""
    if unsupported_reason(node) is not None:
        return True
    bad = unliftable(region)
    for inner in bad:
        cv.problem(inner.loc or op.loc,
                   f"{inner.op.stablehlo_name} in the {what} of {op.name} is not supported "
                   f"(only elementwise ops and constants can be applied to whole tensors)")
    return not bad


def sort(cv, op, operands, results, env, stack):
    comparator = cv.body(op, stack, env)
    rank = operands[0].type.rank
    node = Node(op=Op.SORT, operands=operands, results=results, loc=op.loc, body=comparator,
                attrs={"dimension": int(op.attrs.get("dimension", -1)) % rank,
                       "is_stable": bool(op.attrs.get("is_stable", False))})
    return node if _elementwise_region(cv, op, node, comparator, "comparator") else None


def map_(cv, op, operands, results, env, stack):
    computation = cv.body(op, stack, env)
    node = Node(op=Op.MAP, operands=operands, results=results, loc=op.loc, body=computation)
    return node if _elementwise_region(cv, op, node, computation, "computation") else None


def select_and_scatter(cv, op, operands, results, env, stack):
    select = cv.body(op, stack, env, region=0)
    scatter = cv.body(op, stack, env, region=1)
    rank = operands[0].type.rank
    padding = np.broadcast_to(np.asarray(op.attrs.get("padding", 0)), (rank, 2))
    node = Node(op=Op.SELECT_AND_SCATTER, operands=operands, results=results, loc=op.loc,
                attrs={"select": select, "scatter": scatter,
                       "window_dimensions": _per_dimension(op.attrs, "window_dimensions", rank),
                       "window_strides": _per_dimension(op.attrs, "window_strides", rank),
                       "padding": tuple((int(lo), int(hi)) for lo, hi in padding)})
    if not (_elementwise_region(cv, op, node, select, "select region")
            & _elementwise_region(cv, op, node, scatter, "scatter region")):
        return None
    return node


def _per_dimension(attrs: dict, name: str, rank: int) -> tuple[int, ...]:
    """An optional per-dimension attribute (array<i64: ...> or dense<...>); absent means 1."""
    return tuple(int(x) for x in np.broadcast_to(np.asarray(attrs.get(name, 1)), (rank,)))


RULES = {
    "stablehlo.sort": sort,
    "stablehlo.map": map_,
    "stablehlo.select_and_scatter": select_and_scatter,
}
