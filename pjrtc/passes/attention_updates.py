"""A dynamic update in place right before an attention kernel that reads it, made by the
attention's work-items (kernel IR -> kernel IR): each writes the updates of its own rows
first (`Attention.updates`), one launch less.

Why: a decoder's step writes the new token's key and value into its layer's caches (a
dynamic_update_slice of each cache, in place), then attends over them: with the attention
one work-item per (batch, head) row, the update of head h's row of the caches is all that
work-item h reads of them. GPT-2 generate launched 15 kernels a token, two of them these.

Taken: an expression kernel (no reduction, tiling, row program, attention, custom body or
views) whose every output is an update in place (`kernel_exprs.kept_element`: elements
outside the update stay as they are), right before an attention kernel of one query row per
work-item, each launched once, where
- every row axis of the attention is one axis of the update (of the same extent), and every
  load of an updated buffer in the attention reads, on that axis, the row: so a work-item
  reads only what it updates itself, and no two update the same elements;
- the update reads nothing the attention writes.
The work-items then make the updates before reading any key or value: their program order
is the launches' order.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Leaf
from pjrtc.ir.kernel_exprs import kept_element, kernel_reads
from pjrtc.passes.adjacent import merge_adjacent
from pjrtc.target import Target


def attention_updates(module: KernelModule, target: Target) -> KernelModule:
    return merge_adjacent(module, lambda update, attention: _with_updates(attention, update))


def _with_updates(attention: Kernel, update: Kernel) -> Kernel | None:
    """`attention` making `update`'s writes first, or None where that is not safe."""
    a = attention.attention
    if (a is None or a.queries != 1 or a.updates or attention.views or update.views
            or update.reduction is not None or update.custom is not None
            or update.tiling is not None or update.rows is not None
            or update.attention is not None or update.size == 0):
        return None
    if not all(v.type.shape == update.shape and kept_element(e, v, update.shape) is not None
               for v, e in update.outputs):
        return None
    if kernel_reads(update) & {v.id for v, _ in attention.outputs}:
        return None
    axes = _row_axes(attention, {v.id for v, _ in update.outputs}, update.shape)
    if axes is None:
        return None
    sources = tuple(dict.fromkeys(update.source_ops + attention.source_ops))
    return replace(attention, outputs=attention.outputs + update.outputs, source_ops=sources,
                   attention=replace(a, updates=len(update.outputs),
                                     update_shape=update.shape, update_rows=axes))


def _row_axes(attention: Kernel, updated: set[int],
              shape: tuple[int, ...]) -> tuple[int, ...] | None:
    """The update axis of each row axis of `attention` (see the module doc), or None."""
    a = attention.attention
    # How each part of the attention reads row axis r: the query, key and logit as INDEX r,
    # the value and the outputs as the kernel's INDEX of output axis row_axes[r].
    by_row = [(a.query, a.key, a.logit), (a.value,) + tuple(e for _, e in attention.outputs)]
    row_leaf = [[k.index(r) for r in range(len(a.rows))],
                [k.index(axis) for axis in a.row_axes]]
    axes: list[int | None] = [None] * len(a.rows)
    for roots, leaves in zip(by_row, row_leaf):
        for load in _loads(roots, updated):
            for r, leaf in enumerate(leaves):
                found = [m for m, index in enumerate(load.args) if index == leaf]
                if len(found) != 1 or axes[r] not in (None, found[0]):
                    return None
                axes[r] = found[0]
    if None in axes or len(set(axes)) != len(axes):
        return None
    if any(shape[m] != extent for m, extent in zip(axes, a.rows)):
        return None
    return tuple(axes)


def _loads(roots: tuple[Expr, ...], updated: set[int]) -> list[Expr]:
    return [node for root in roots for node in root.walk()
            if node.op is Leaf.LOAD and node.arg.id in updated]
