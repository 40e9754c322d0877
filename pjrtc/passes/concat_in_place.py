"""Concatenation in place (kernel IR -> kernel IR): each piece of a concatenation is written
straight into the concatenation's buffer, which then no kernel copies.

A concatenation kernel (lowering materializes a concatenate of buffers: pjrtc/lower, and
rules.py's `_concatenate` is its expression: a chain of `if index < limit` choosing the piece
an element comes from) would read every piece and write them again; fused into its readers
instead, each reader chose the piece per element, a chain as long as the pieces (DenseNet's
dense blocks append 32 channels per layer to a concatenation of all earlier layers: a chain of
up to 32 pieces in each reader, most of the device build time of the model). As XLA's buffer
assignment does, the kernel that writes a piece writes it at its offset in the concatenation's
buffer instead: the piece becomes a view of it (`Kernel.views`), every kernel that reads or
writes the piece addresses it there (pjrtc/codegen/views.py), and the buffer plan gives both
one slot. A concatenation of concatenations is one buffer with every piece in place.

A piece becomes a view when it is a buffer the concatenation loads whole at its offset,
written by exactly one top-level expression, reduction or tiled kernel, and otherwise only
read by kernels of those kinds or row or attention programs: not a module input, output or
constant, nothing a Copy or control flow reads or writes, no piece of another concatenation.
Each other piece (a module input, a constant, an expression) is computed into its place by a
kernel of its own, of the piece's shape; a concatenation with no piece in place keeps its one
kernel. The concatenation's own buffer must be a top-level
kernel's, and not a module output (whose buffer the caller receives).
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import (Case, Copy, Expr, Kernel, KernelModule, Launch, Leaf, Step,
                             While, walk_steps)
from pjrtc.ir.kernel_exprs import rewrite, whole_buffer_values, with_schedule
from pjrtc.ir.tensor import TensorType, Value
from pjrtc.target import Target


def concat_in_place(module: KernelModule, target: Target) -> KernelModule:
    """The module with its concatenations' pieces written in place."""
    pinned = _pinned(module)
    writers: dict[int, list[Kernel]] = {}
    for step in walk_steps(module.steps):
        if isinstance(step, Launch):
            for v, _ in step.kernel.outputs:
                writers.setdefault(v.id, []).append(step.kernel)
    top = {id(s.kernel) for s in module.steps if isinstance(s, Launch)}
    next_id = 1 + max([v.id for v in _all_values(module)], default=0)
    parent: dict[int, tuple[Value, tuple[int, ...]]] = {}  # view id -> (buffer, offsets)
    replaced: dict[int, list[Kernel]] = {}  # id of a concatenation kernel -> what replaces it
    # Outermost first: a concatenation that is a piece of a later one is a view by the time
    # its own pieces are placed.
    for step in reversed(module.steps):
        if not isinstance(step, Launch):
            continue
        kern = step.kernel
        pieces = _pieces(kern)
        if pieces is None or kern.outputs[0][0].id in pinned:
            continue
        buffer = kern.outputs[0][0]
        axis, placed, in_place = pieces[0], [], set()
        for offset, extent, expr in pieces[1]:
            offsets = tuple(offset if a == axis else 0 for a in range(len(kern.shape)))
            shape = tuple(extent if a == axis else d for a, d in enumerate(kern.shape))
            piece = _whole_load(expr, axis, offset, shape)
            if (piece is None or piece.id in pinned or piece.id in parent
                    or piece.id in in_place or len(writers.get(piece.id, ())) != 1
                    or id(writers[piece.id][0]) not in top
                    or not _writes_in_place(writers[piece.id][0])):
                piece = None
            else:
                in_place.add(piece.id)
            placed.append((offset, expr, offsets, shape, piece))
        if not in_place:  # one kernel copying every piece, not a kernel per piece
            continue
        kernels = []
        for offset, expr, offsets, shape, piece in placed:
            if piece is not None:
                parent[piece.id] = (buffer, offsets)
                continue
            view = Value(next_id, TensorType(shape, buffer.type.dtype))
            next_id += 1
            parent[view.id] = (buffer, offsets)
            shifted = rewrite(expr, lambda e, a=axis, o=offset: k.iadd(e, k.iconst(o)) if (
                e.op is Leaf.INDEX and e.arg == a) else None)
            kernels.append(Kernel(f"{kern.name}_piece{len(kernels)}", shape,
                                  ((view, shifted),), None, kern.source_ops))
        replaced[id(kern)] = kernels
    if not replaced:
        return module
    views = _resolve(parent)
    steps: list[Step] = []
    for step in module.steps:
        if isinstance(step, Launch) and id(step.kernel) in replaced:
            steps.extend(Launch(_with_views(p, views)) for p in replaced[id(step.kernel)])
        else:
            steps.append(_step_with_views(step, views))
    return with_schedule(module, tuple(steps))


def _pieces(kern: Kernel) -> tuple[int, list[tuple[int, int, Expr]]] | None:
    """(axis, [(offset, extent, expression)]) of a concatenation kernel, else None: a plain
    kernel of one output whose expression is `if(index[axis] < l1, p1, if(... , pn))` with
    rising limits."""
    if (kern.reduction is not None or kern.custom is not None or kern.tiling is not None
            or kern.rows is not None or kern.attention is not None or len(kern.outputs) != 1
            or kern.views):
        return None
    expr = kern.outputs[0][1]
    axis, limits, exprs = None, [], []
    while expr.op is Leaf.IF:
        cond, then, other = expr.args
        if not (cond.op is Leaf.ILT and cond.args[0].op is Leaf.INDEX
                and cond.args[1].op is Leaf.CONST):
            break
        if axis is not None and cond.args[0].arg != axis:
            break
        axis = cond.args[0].arg
        limits.append(cond.args[1].arg)
        exprs.append(then)
        expr = other
    if axis is None:
        return None
    extent = kern.shape[axis]
    starts = [0] + limits
    ends = limits + [extent]
    if any(not 0 <= s < e <= extent for s, e in zip(starts, ends)):
        return None
    return axis, [(s, e - s, x) for s, e, x in zip(starts, ends, exprs + [expr])]


def _whole_load(expr: Expr, axis: int, offset: int, shape: tuple[int, ...]) -> Value | None:
    """The buffer of `shape` that `expr` loads at the concatenation's index less `offset`
    along `axis`, if it is such a load."""
    if expr.op is not Leaf.LOAD or expr.arg.type.shape != shape:
        return None
    for a, i in enumerate(expr.args):
        want = k.index(a) if a != axis else k.iadd(k.index(a), k.iconst(-offset))
        if i != want:
            return None
    return expr.arg


def _writes_in_place(kern: Kernel) -> bool:
    """Whether codegen may readdress the kernel's stores (its loop IR comes from kernel IR)."""
    return kern.custom is None and kern.rows is None and kern.attention is None


def _pinned(module: KernelModule) -> set[int]:
    """Values whose buffer must be their own: module inputs, outputs and constants, what
    Copy and control flow touch, and what custom kernels read (with loops of their own)."""
    pinned = whole_buffer_values(module)
    for step in walk_steps(module.steps):
        if isinstance(step, Launch) and step.kernel.custom is not None:
            pinned |= {v.id for v in step.kernel.args()}
    return pinned


def _all_values(module: KernelModule):
    yield from module.inputs
    yield from module.outputs
    yield from (v for v, _ in module.constants)
    for step in walk_steps(module.steps):
        if isinstance(step, Launch):
            yield from step.kernel.args()
        elif isinstance(step, Copy):
            yield from (step.src, step.dst)


def _resolve(parent: dict[int, tuple[Value, tuple[int, ...]]]) -> dict[int, tuple]:
    """Each view's outermost buffer and its offsets there (a piece of a piece of it)."""
    out: dict[int, tuple[Value, tuple[int, ...]]] = {}
    for vid in parent:
        buffer, offsets = parent[vid]
        while buffer.id in parent:
            buffer, more = parent[buffer.id]
            offsets = tuple(a + b for a, b in zip(offsets, more))
        out[vid] = (buffer, offsets)
    return out


def _with_views(kern: Kernel, views: dict[int, tuple]) -> Kernel:
    mine = tuple((v, *views[v.id]) for v in kern.args() if v.id in views)
    return replace(kern, views=mine) if mine else kern


def _step_with_views(step: Step, views: dict[int, tuple]) -> Step:
    if isinstance(step, Launch):
        kern = _with_views(step.kernel, views)
        return step if kern is step.kernel else Launch(kern)
    if isinstance(step, While):
        return While(tuple(_step_with_views(s, views) for s in step.cond), step.pred,
                     tuple(_step_with_views(s, views) for s in step.body), step.trips)
    if isinstance(step, Case):
        return Case(step.index, tuple(tuple(_step_with_views(s, views) for s in b)
                                      for b in step.branches))
    return step
