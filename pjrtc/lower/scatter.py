"""Lowering of stablehlo.scatter: one kernel over the result (see scatter_kernel), or for many
update windows into a larger result one work-item applying them in order (`_in_order`).

The design, its cost and the spec's out-of-bounds rule are described in indexing.py's
docstring, next to the other indexing ops whose index helpers this module shares.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import SCATTER_IN_ORDER, CustomBody, Expr, Kernel, Leaf, Reduction
from pjrtc.ir.kernel_exprs import substitute
from pjrtc.ir.tensor import DType, Node, Op, Value
from pjrtc.lower.common import body_exprs
from pjrtc.lower.indexing import index_lt, or_, signed_start, index_sub

ElementFn = Callable[[Value, tuple[Expr, ...]], Expr]


def one_update(node: Node) -> bool:
    """Whether `node` (a scatter) has one result and one update window (its updates have no
    scatter dims): each result element then takes at most one update, so it is elementwise,
    computed where it is read like any elementwise op (`scatter_element`) instead of in a
    kernel of its own; a decode step's logit mask (one token's logit set) is such a scatter."""
    n = len(node.results)
    updates = node.operands[n + 1]
    return n == 1 and len(updates.type.shape) == len(node.attrs["update_window_dims"])


def scatter_element(node: Node, index: tuple[Expr, ...], element: ElementFn) -> Expr:
    """The element at `index` of a `one_update` scatter: the update computation applied once
    to the input's element and the update's, where the window covers `index`."""
    (init_value,), updates = node.operands[:1], node.operands[2:]
    skip, upd_index = _window(node, index, (), element)
    init = element(init_value, index)
    fold = {Expr(Leaf.ACC, init_value.type.dtype, (), 0): init}
    fold.update((Expr(Leaf.VAL, u.type.dtype, (), i), element(u, upd_index))
                for i, u in enumerate(updates))
    (body,) = body_exprs(node.body, 1)
    return Expr(Leaf.IF, init.dtype, (skip, init, substitute(body, fold)))


def scatter_kernel(lowering, node: Node, name: str) -> Kernel:
    """One kernel over the result: each element folds every update whose window covers it (see
    the module docstring); or, for many windows into a larger result (`_in_order`), one
    work-item applying them in turn."""
    if _in_order(node, lowering.target):
        return _in_order_kernel(lowering, node, name)
    n = len(node.results)
    inputs, updates = node.operands[:n], node.operands[n + 1:]
    upd_shape = updates[0].type.shape
    window_dims = node.attrs["update_window_dims"]
    scatter_dims = [d for d in range(len(upd_shape)) if d not in window_dims]
    o = tuple(k.index(d) for d in range(len(inputs[0].type.shape)))
    s = tuple(k.rindex(j) for j in range(len(scatter_dims)))
    skip, upd_index_t = _window(node, o, s, lowering.element)
    values = tuple(Expr(Leaf.IF, u.type.dtype, (skip, k.const(0, u.type.dtype),
                                                lowering.element(u, upd_index_t)))
                   for u in updates)
    body = body_exprs(node.body, n)
    acc_dtypes = tuple(v.type.dtype for v in inputs)
    update = tuple(Expr(Leaf.IF, dt, (skip, Expr(Leaf.ACC, dt, (), i), body[i]))
                   for i, dt in enumerate(acc_dtypes))
    inits = tuple(lowering.element(v, o) for v in inputs)
    reduction = Reduction(tuple(upd_shape[d] for d in scatter_dims), inits, values, update,
                          acc_dtypes)
    outputs = tuple((r, Expr(Leaf.ACC, r.type.dtype, (), i)) for i, r in enumerate(node.results))
    return Kernel(name, inputs[0].type.shape, outputs, reduction, (node.describe(),))


def _placements(node: Node, s: tuple[Expr, ...], element: ElementFn,
                ) -> list[tuple[int, int | None, str, Expr | None]]:
    """Where the update at scatter index `s` goes, per result dimension: (the window's size
    there, the updates' window dimension that spans it or None, how the window is placed,
    its start). "index": at a start loaded from the scatter indices (signed, not clamped);
    "batch": at the batch index `start` (a size-1 window); "zero": from 0."""
    n = len(node.results)
    indices, updates = node.operands[n], node.operands[n + 1]
    a = node.attrs
    window_dims, inserted = a["update_window_dims"], a["inserted_window_dims"]
    input_batching = a["input_batching_dims"]
    indices_batching = a["scatter_indices_batching_dims"]
    to_operand, ivd = a["scatter_dims_to_operand_dims"], a["index_vector_dim"]
    upd_shape = updates.type.shape
    windows = iter(window_dims)
    out = []
    for d in range(node.results[0].type.rank):
        w = None if d in inserted or d in input_batching else next(windows)
        size = 1 if w is None else upd_shape[w]
        if d in to_operand:
            idx = list(s)
            if ivd < indices.type.rank:
                idx.insert(ivd, k.iconst(to_operand.index(d)))
            out.append((size, w, "index", signed_start(element(indices, tuple(idx)))))
        elif d in input_batching:
            d_start = indices_batching[input_batching.index(d)]
            out.append((size, w, "batch", s[d_start if d_start < ivd else d_start - 1]))
        else:
            out.append((size, w, "zero", None))
    return out


def _out_of_bounds(start: Expr, extent: int, size: int) -> Expr:
    """start < 0 or start > extent - size: the window is out of bounds (skipped whole)."""
    return or_(index_lt(start, k.iconst(0)), index_lt(k.iconst(extent - size), start))


def _window(node: Node, o: tuple[Expr, ...], s: tuple[Expr, ...], element: ElementFn,
            ) -> tuple[Expr, tuple[Expr, ...]]:
    """For result element `o` and the update at scatter index `s`: whether the update skips
    `o` (out of its window, or the window out of bounds), and the update's index at `o`."""
    upd_shape = node.operands[len(node.results) + 1].type.shape
    window_dims = node.attrs["update_window_dims"]
    scatter_dims = [d for d in range(len(upd_shape)) if d not in window_dims]
    out_shape = node.results[0].type.shape
    # Per input dimension: the offset of o inside the window, and whether o is outside it
    # (or the window is out of bounds, which skips the whole update).
    skip: Expr | None = None
    upd_index: list[Expr | None] = [None] * len(upd_shape)
    for j, d in enumerate(scatter_dims):
        upd_index[d] = s[j]
    for d, (size, w, how, start) in enumerate(_placements(node, s, element)):
        extent = out_shape[d]
        if how == "index":
            skip = or_(skip, _out_of_bounds(start, extent, size))
            offset = index_sub(o[d], start)
            outside = or_(index_lt(offset, k.iconst(0)), index_lt(k.iconst(size - 1), offset))
            skip = or_(skip, outside)
        elif how == "batch":
            offset = k.iconst(0)  # a size-1 window at the batch index
            skip = or_(skip, Expr(Op.COMPARE, DType.I1, (o[d], start), ("NE", "SIGNED")))
        else:  # the window starts at 0
            offset = o[d]
            if size < extent:
                skip = or_(skip, index_lt(k.iconst(size - 1), offset))
        if w is not None:
            upd_index[w] = offset
    if skip is None:
        skip = k.const(False, DType.I1)
    return skip, tuple(upd_index)


def _in_order(node: Node, target) -> bool:
    """Whether to apply `node`'s updates one after another: one result, at least
    `Target.scatter_in_order_min_windows` update windows, and a result at least 4x the
    updates (each result element would fold every window; one work-item copies the operand
    and applies each update once)."""
    if len(node.results) != 1 or not target.scatter_in_order_min_windows:
        return False
    updates = node.operands[2]
    window_dims = node.attrs["update_window_dims"]
    windows = math.prod(d for i, d in enumerate(updates.type.shape) if i not in window_dims)
    return (windows >= target.scatter_in_order_min_windows
            and node.results[0].type.size >= 4 * updates.type.size)


def _in_order_kernel(lowering, node: Node, name: str) -> Kernel:
    """One work-item: the operand copied into the result, then each update element in the
    updates' row-major order, where its window is in bounds, combined into the element it
    goes to (the order the reference interpreter and XLA:CPU apply them in)."""
    operand, indices, updates = node.operands
    result = node.results[0]
    dtype = result.type.dtype
    upd_shape = updates.type.shape
    init = lowering.element(operand, tuple(k.index(a) for a in range(result.type.rank)))
    u = tuple(k.rindex(d) for d in range(len(upd_shape)))
    skip, target = _target(node, u, lowering.element)
    (body,) = body_exprs(node.body, 1)
    update = substitute(body, {Expr(Leaf.VAL, updates.type.dtype, (), 0):
                               lowering.element(updates, u)})
    exprs = (init, skip, update) + target
    inputs = {e.arg.id: e.arg for root in exprs for e in root.walk() if e.op is Leaf.LOAD}
    attrs = (("init", init), ("space", upd_shape), ("skip", skip), ("target", target),
             ("update", update))
    return Kernel(name, (1,), ((result, Expr(Leaf.CUSTOM, dtype, (), 0)),), None,
                  (node.describe(),), local_size=1,
                  custom=CustomBody(SCATTER_IN_ORDER, tuple(inputs.values()), attrs))


def _target(node: Node, u: tuple[Expr, ...], element: ElementFn,
            ) -> tuple[Expr, tuple[Expr, ...]]:
    """For the update element at `u`: whether its window is out of bounds (skipped whole, as
    `_window` skips it), and the result index it goes to (`_window` the other way round)."""
    window_dims = node.attrs["update_window_dims"]
    s = tuple(u[d] for d in range(len(u)) if d not in window_dims)
    skip: Expr | None = None
    target: list[Expr] = []
    out_shape = node.results[0].type.shape
    for d, (size, w, how, start) in enumerate(_placements(node, s, element)):
        offset = k.iconst(0) if w is None else u[w]
        if how == "index":
            skip = or_(skip, _out_of_bounds(start, out_shape[d], size))
            target.append(k.iadd(start, offset))
        elif how == "batch":
            target.append(start)
        else:  # the window starts at 0
            target.append(offset)
    return skip if skip is not None else k.const(False, DType.I1), tuple(target)
