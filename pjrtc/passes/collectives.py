"""Collectives, replica_id and partition_id on the one process a pjrtc program runs as.

The frontend (pjrtc/frontend/collectives.py) admits these ops only where every process group
is that process alone; then the spec's definitions give, for the process:

- all_reduce: the reduction of one value, the operand itself (converted to the result's
  element type, which may be wider: the verifier allows promotion);
- reduce_scatter: likewise, the one part of a group of one;
- all_gather, all_to_all (split_count 1), collective_broadcast: the operand;
- collective_permute: the operand if a pair sends from process 0 to process 0; otherwise
  no pair targets the process, which then gets zeros;
- replica_id, partition_id: 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, Value


def _operands(b: GraphBuilder, node: Node) -> Sequence[Value]:
    return [b.convert(v, r.type.dtype) for v, r in zip(node.operands, node.results)]


def _permute(b: GraphBuilder, node: Node) -> Sequence[Value]:
    if (0, 0) in node.attrs["source_target_pairs"]:
        return node.operands
    return [b.splat(0, r.type.dtype, r.type.shape) for r in node.results]


def _process_zero(b: GraphBuilder, node: Node) -> Sequence[Value]:
    return (b.constant(0, DType.U32),)


COLLECTIVE_EXPANSIONS = {
    Op.ALL_REDUCE: _operands,
    Op.REDUCE_SCATTER: _operands,
    Op.ALL_GATHER: _operands,
    Op.ALL_TO_ALL: _operands,
    Op.COLLECTIVE_BROADCAST: _operands,
    Op.COLLECTIVE_PERMUTE: _permute,
    Op.REPLICA_ID: _process_zero,
    Op.PARTITION_ID: _process_zero,
}
