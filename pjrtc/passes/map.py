"""Expansion of stablehlo.map: its computation applied elementwise to the inputs.

`dimensions` must be all of the inputs' dimensions (the StableHLO verifier enforces it), so
result[i] = computation(inputs[0][i], ..., inputs[N-1][i]) at every index i: the region's ops
re-emitted on whole tensors (pjrtc/passes/lift.py), which then fuse like any elementwise op
(as a tree when that fits one kernel: a value the computation uses twice is then computed in
registers, not written to memory).
"""

from __future__ import annotations

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Node, Value
from pjrtc.passes.lift import apply_body, fuses_as_tree
from pjrtc.target import Target


def expand_map(b: GraphBuilder, node: Node, target: Target) -> list[Value]:
    tree = fuses_as_tree(node.body, target.max_inline_cost)
    return list(apply_body(b, node.body, node.operands, node.result.type.shape, tree=tree))
