"""Collectives, replica_id and partition_id, for the one process a pjrtc program runs as.

StableHLO runs a program on a grid of processes (replicas x partitions); a collective combines
the values of the processes in each group its attributes name. A pjrtc artifact runs as one
process, (replica 0, partition 0), so every group that contains it must contain only it: then
each op has a defined single-process result (see pjrtc/passes/collectives.py, which expands
them), whatever the grouping strategy (channel_handle, use_global_device_ids) says, because
every strategy maps the ids 0 to that process. A module built for several processes
(mhlo.num_replicas or mhlo.num_partitions > 1), or a group naming another process, is reported
with the op's location: its result depends on processes pjrtc does not run. Except where each
of its replica_groups holds one process: then every process gets its own operand back,
whatever the grid (as in a shard_map over mesh axes of size 1 of a mesh with other axes:
frontend/shardy.py), and the op is compiled as process 0's.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from pjrtc.frontend.raw import RawOp, Undecodable
from pjrtc.ir.tensor import Node, Op

# replica_groups pads groups of unequal size with -1, as XLA does.
_PADDING = -1


def _ids(cv, op: RawOp, name: str) -> tuple[tuple[int, ...], ...] | None:
    """`op`'s process-id attribute `name` (replica_groups, source_target_pairs) as rows of
    ints, padding dropped; None (reported) when it names a process other than 0."""
    value = op.attrs.get(name)
    if value is None:
        return ()  # absent: the op's default (no groups: every process, here the one)
    if isinstance(value, Undecodable) or not isinstance(value, np.ndarray):
        cv.problem(op.loc, f"{op.name} {name} cannot be read ({value})")
        return None
    rows = np.atleast_2d(np.asarray(value, dtype=np.int64))
    ids = tuple(tuple(int(i) for i in row if i != _PADDING) for row in rows)
    others = sorted({i for row in ids for i in row} - {0})
    if others:
        cv.problem(op.loc, f"{op.name} is not supported: its {name} {rows.tolist()} name "
                           f"process{'es' if len(others) > 1 else ''} "
                           f"{', '.join(map(str, others))}; pjrtc runs the program as one "
                           f"process (replica 0, partition 0), so a collective can only "
                           f"involve that process")
        return None
    return ids


def _one_process(cv, op: RawOp) -> bool:
    """False (reported) when the module was built for more than one process."""
    replicas, partitions = cv.grid
    if replicas * partitions == 1:
        return True
    cv.problem(op.loc, f"{op.name} is not supported in a module built for {replicas} "
                       f"replica(s) x {partitions} partition(s) (mhlo.num_replicas, "
                       f"mhlo.num_partitions): pjrtc runs the program as one process")
    return False


def _each_process_alone(op: RawOp, ids_attr: str | None) -> bool:
    """True when every one of the op's replica_groups holds one process: each process then
    only meets itself. (A collective_permute is left out: a process no pair targets gets
    zeros, so its pairs say nothing of what the others get.)"""
    value = op.attrs.get(ids_attr) if ids_attr == "replica_groups" else None
    if not isinstance(value, np.ndarray) or value.size == 0:
        return False  # absent: one group of every process
    rows = np.atleast_2d(np.asarray(value, dtype=np.int64))
    return all(np.count_nonzero(row != _PADDING) == 1 for row in rows)


def _collective(op_kind: Op, ids_attr: str | None, *int_attrs: str):
    """A rule for a collective whose process ids are in `ids_attr`, copying `int_attrs`."""
    def rule(cv, op: RawOp, operands, results, env, stack) -> Node | None:
        alone = cv.grid != (1, 1) and _each_process_alone(op, ids_attr)
        if not alone and not _one_process(cv, op):
            return None
        attrs: dict[str, Any] = {name: int(op.attrs[name]) for name in int_attrs}
        if alone:
            attrs[ids_attr] = ((0,),)  # process 0's own group
        elif ids_attr is not None:
            ids = _ids(cv, op, ids_attr)
            if ids is None:
                return None
            attrs[ids_attr] = ids
        if op_kind is Op.ALL_TO_ALL and attrs["split_count"] != 1:
            cv.problem(op.loc, f"{op.name} with split_count {attrs['split_count']} is not "
                               f"supported: it splits the operand among that many processes, "
                               f"and pjrtc runs the program as one process")
            return None
        return Node(op=op_kind, operands=operands, results=results, attrs=attrs, loc=op.loc)
    return rule


COLLECTIVE_RULES = {
    # The reduction body is never applied: a group of one process reduces one value.
    "stablehlo.all_reduce": _collective(Op.ALL_REDUCE, "replica_groups"),
    "stablehlo.all_gather": _collective(Op.ALL_GATHER, "replica_groups", "all_gather_dim"),
    "stablehlo.reduce_scatter": _collective(Op.REDUCE_SCATTER, "replica_groups",
                                            "scatter_dimension"),
    "stablehlo.all_to_all": _collective(Op.ALL_TO_ALL, "replica_groups", "split_dimension",
                                        "concat_dimension", "split_count"),
    "stablehlo.collective_permute": _collective(Op.COLLECTIVE_PERMUTE, "source_target_pairs"),
    "stablehlo.collective_broadcast": _collective(Op.COLLECTIVE_BROADCAST, "replica_groups"),
    "stablehlo.replica_id": _collective(Op.REPLICA_ID, None),
    "stablehlo.partition_id": _collective(Op.PARTITION_ID, None),
}
