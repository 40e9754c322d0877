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


def _window(node: Node, o: tuple[Expr, ...], s: tuple[Expr, ...], element: ElementFn,
            ) -> tuple[Expr, tuple[Expr, ...]]:
    """For result element `o` and the update at scatter index `s`: whether the update skips
    `o` (out of its window, or the window out of bounds), and the update's index at `o`."""
    n = len(node.results)
    inputs, indices, updates = node.operands[:n], node.operands[n], node.operands[n + 1:]
    a = node.attrs
    window_dims, inserted = a["update_window_dims"], a["inserted_window_dims"]
    input_batching = a["input_batching_dims"]
    indices_batching = a["scatter_indices_batching_dims"]
    to_operand, ivd = a["scatter_dims_to_operand_dims"], a["index_vector_dim"]
    upd_shape = updates[0].type.shape
    scatter_dims = [d for d in range(len(upd_shape)) if d not in window_dims]
    out_shape = inputs[0].type.shape

    def start_component(d_start: int) -> Expr:
        idx: list[Expr] = list(s)
        if ivd < indices.type.rank:
            idx.insert(ivd, k.iconst(d_start))
        return element(indices, tuple(idx))

    # Per input dimension: the offset of o inside the window, and whether o is outside it
    # (or the window is out of bounds, which skips the whole update).
    skip: Expr | None = None
    window_offsets: list[Expr] = []  # for the input dims that are window dims of updates
    windows = iter(window_dims)
    for d, extent in enumerate(out_shape):
        if d in inserted or d in input_batching:
            size = 1
        else:
            size = upd_shape[next(windows)]
        if d in to_operand:
            start = signed_start(start_component(to_operand.index(d)))
            # start < 0 or start > extent - size: the window is out of bounds
            out_of_bounds = or_(index_lt(start, k.iconst(0)),
                                index_lt(k.iconst(extent - size), start))
            skip = or_(skip, out_of_bounds)
            offset = index_sub(o[d], start)
            outside = or_(index_lt(offset, k.iconst(0)), index_lt(k.iconst(size - 1), offset))
            skip = or_(skip, outside)
        elif d in input_batching:
            d_start = indices_batching[input_batching.index(d)]
            start = s[d_start if d_start < ivd else d_start - 1]
            offset = k.iconst(0)  # a size-1 window at the batch index
            skip = or_(skip, Expr(Op.COMPARE, DType.I1, (o[d], start), ("NE", "SIGNED")))
        else:  # the window starts at 0
            offset = o[d]
            if size < extent:
                skip = or_(skip, index_lt(k.iconst(size - 1), offset))
        if d not in inserted and d not in input_batching:
            window_offsets.append(offset)

    upd_index: list[Expr | None] = [None] * len(upd_shape)
    for j, d in enumerate(scatter_dims):
        upd_index[d] = s[j]
    for off, d in zip(window_offsets, window_dims):
        upd_index[d] = off
    upd_index_t = tuple(upd_index)
    if skip is None:
        skip = k.const(False, DType.I1)
    return skip, upd_index_t


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
    indices, updates = node.operands[1], node.operands[2]
    a = node.attrs
    window_dims, inserted = a["update_window_dims"], a["inserted_window_dims"]
    input_batching = a["input_batching_dims"]
    indices_batching = a["scatter_indices_batching_dims"]
    to_operand, ivd = a["scatter_dims_to_operand_dims"], a["index_vector_dim"]
    upd_shape = updates.type.shape
    s = [u[d] for d in range(len(upd_shape)) if d not in window_dims]

    def start_component(d_start: int) -> Expr:
        idx: list[Expr] = list(s)
        if ivd < indices.type.rank:
            idx.insert(ivd, k.iconst(d_start))
        return element(indices, tuple(idx))

    skip: Expr | None = None
    target: list[Expr] = []
    windows = iter(window_dims)
    for d, extent in enumerate(node.results[0].type.shape):
        if d in inserted or d in input_batching:
            size, offset = 1, k.iconst(0)
        else:
            w = next(windows)
            size, offset = upd_shape[w], u[w]
        if d in to_operand:
            start = signed_start(start_component(to_operand.index(d)))
            skip = or_(skip, or_(index_lt(start, k.iconst(0)),
                                 index_lt(k.iconst(extent - size), start)))
            target.append(k.iadd(start, offset))
        elif d in input_batching:
            d_start = indices_batching[input_batching.index(d)]
            target.append(s[d_start if d_start < ivd else d_start - 1])
        else:  # the window starts at 0
            target.append(offset)
    return skip if skip is not None else k.const(False, DType.I1), tuple(target)
