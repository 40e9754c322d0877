"""Contraction tiling (kernel IR -> kernel IR): dot_general and convolution kernels as register-
tiled matrix multiplications (kernel IR `Tiling`, codegen in pjrtc/codegen/contraction.py).

Lowering gives a dot_general or convolution one work-item per result element, each summing
lhs * rhs over the reduction space: every operand element is loaded once per result element
that uses it. Here such a kernel, with f32 or f64 accumulators, becomes two launches:

1. a pack kernel writing the operand that varies along the result's last axis (the columns)
   as panels of `nr` columns, (batch..., column tile, reduction axes..., nr), converted to the
   accumulator type and zero past the last column: whatever producers lowering fused into that
   operand (a transpose, a broadcast, a convert) are computed once per element here;
2. the tiled kernel: each work-item computes `mr` rows x `nr` columns from the other operand
   (read through its expression) and one panel.

The columns are the last axis of the result; the rows are the run of axes before it that the
column operand does not read (a matmul's M; a convolution's batch and spatial positions); the
axes before those are batch. Kernels whose column operand also reads the row axes, or whose
other operand reads the column axis (grouped convolutions), keep their lowering.

The target decides the rest: which accumulator types tile and in how many vector lanes, the
register tile (`tile_rows` x `tile_column_vectors` vectors), the smallest contraction worth a
pack kernel, and how many row tiles a work-group holds (`tile_group_macs` multiply-adds at
least, but no fewer than `tile_min_groups` work-groups when the launch has them).

A row program launched right after a product that tiles (a layer norm of its result) becomes
the tiled kernel's row epilogue where it can (pjrtc/passes/row_epilogues.py).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Launch, Leaf, Step, Tiling
from pjrtc.ir.kernel_eval import evaluate
from pjrtc.ir.kernel_exprs import (
    index_axes,
    map_step_lists,
    max_value_id,
    substitute,
    with_schedule,
)
from pjrtc.ir.tensor import DType, Op, TensorType, Value
from pjrtc.passes.reindex import reshaped_index, simplified
from pjrtc.passes.row_epilogues import fits_row_epilogue, with_row_epilogue
from pjrtc.target import Target


def tile_contractions(module: KernelModule, target: Target) -> KernelModule:
    next_id = [max_value_id(module) + 1]
    constants = {v.id: array for v, array in module.constants}
    folded: list[tuple[Value, np.ndarray]] = []

    def new_value(ttype: TensorType) -> Value:
        value = Value(next_id[0], ttype)
        next_id[0] += 1
        return value

    def tile(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        fused = None  # the row program taken into the product before it
        for i, step in enumerate(steps):
            if step is fused:
                continue
            after = steps[i + 1] if i + 1 < len(steps) else None
            after = after.kernel if isinstance(after, Launch) else None
            tiled = (_tile(step.kernel, new_value, target, after)
                     if isinstance(step, Launch) else None)
            if not tiled:
                out.append(step)
                continue
            pack, kern = tiled
            if kern.tiling.rows:
                fused = steps[i + 1]
            (panels, element), = pack.outputs
            # Panels of a constant operand (weights baked into the program) are packed
            # here, once, rather than on every call.
            array = evaluate(element, pack.shape, constants)
            if array is None:
                out.append(Launch(pack))
            else:
                folded.append((panels, array))
            out.append(Launch(kern))
        return tuple(out)

    tiled = with_schedule(module, map_step_lists(module.steps, tile))
    return replace(tiled, constants=module.constants + tuple(folded))


def _tile(kern: Kernel, new_value, target: Target,
          after: Kernel | None = None) -> tuple[Kernel, Kernel] | None:
    """(pack kernel, tiled kernel) for a sum-of-products kernel that tiles, else None; failing
    that, the same for it with its trailing axes that only one factor reads merged into one
    column axis (Keras' EinsumDense: x [B, S, D] times a kernel [D, H, Dh] is a matmul of
    H * Dh columns whose result is seen as [B, S, H, Dh]). A row program launched right
    `after` it becomes its row epilogue where it can (pjrtc/passes/row_epilogues.py)."""
    tiled = _tile_as_is(kern, new_value, target, after)
    if tiled is None:
        merged = _merged_columns(kern)
        if merged is not None:
            tiled = _tile_as_is(merged, new_value, target)
    return tiled


def _merged_columns(kern: Kernel) -> Kernel | None:
    """`kern` over its shape with the trailing run of axes only one factor reads, and that
    factor reads no other, as one axis
    (the kernel's outputs keep their shapes: the same row-major memory); None when that run
    is a single axis."""
    factors = _product_factors(kern)
    if factors is None or not kern.shape:
        return None
    _, (lhs, rhs) = factors
    last = len(kern.shape) - 1
    if last in index_axes(lhs):
        lhs, rhs = rhs, lhs
    lhs_axes, rhs_axes = index_axes(lhs), index_axes(rhs)
    first = last
    while first > 0 and first - 1 in rhs_axes and first - 1 not in lhs_axes:
        first -= 1
    # Only a factor that reads no other axis (a weight): the panels of one that does (an
    # NCHW convolution's input, along its spatial axes) would be an im2col copy, a layout
    # choice of its own.
    if first == last or last in lhs_axes or not rhs_axes <= set(range(first, last + 1)):
        return None
    shape = kern.shape[:first] + (_product(kern.shape[first:]),)
    mapping = reshaped_index(shape, kern.shape)
    r = kern.reduction
    reduction = replace(r, inits=tuple(substitute(e, mapping) for e in r.inits),
                        values=tuple(simplified(substitute(e, mapping)) for e in r.values))
    outputs = tuple((v, simplified(substitute(e, mapping))) for v, e in kern.outputs)
    return replace(kern, shape=shape, outputs=outputs, reduction=reduction)


def _tile_as_is(kern: Kernel, new_value, target: Target,
                after: Kernel | None = None) -> tuple[Kernel, Kernel] | None:
    factors = _product_factors(kern)
    if factors is None or not kern.shape:
        return None
    acc, (lhs, rhs) = factors
    lanes = target.tile_lanes_of(acc)
    if lanes is None:
        return None
    col_axis = len(kern.shape) - 1
    if col_axis in index_axes(lhs):
        lhs, rhs = rhs, lhs
    if col_axis in index_axes(lhs):
        return None
    rhs_axes = index_axes(rhs)
    row_start = col_axis
    while row_start > 0 and row_start - 1 not in rhs_axes:
        row_start -= 1
    # Every batch axis must be one the packed operand varies along (else its panels would be
    # copies), and the columns must fill enough of a vector.
    if (any(a not in rhs_axes for a in range(row_start))
            or kern.shape[-1] < target.tile_min_columns_of(acc)):
        return None
    r = kern.reduction
    tiling = Tiling(batch_axes=row_start, row_axes=col_axis - row_start, shape=r.shape,
                    lhs=lhs, rhs=None, acc=acc, mr=0, nr=0, lanes=lanes, group=1)
    batch, rows, cols = tiling.extents(kern.shape)
    reduction = _product(r.shape)
    if batch * rows * cols * reduction < target.tile_min_macs or 0 in kern.shape:
        return None
    mr, nr = min(target.tile_rows, rows), target.tile_column_vectors * lanes
    whole_rows = fits_row_epilogue(kern, after, lanes)
    col_tiles = -(-cols // nr)
    panels = new_value(TensorType(kern.shape[:row_start] + (col_tiles,) + r.shape + (nr,), acc))
    # A row epilogue's work-item computes every column tile of its rows.
    tile_cols, other_tiles = (cols, batch) if whole_rows else (nr, batch * col_tiles)
    tiling = replace(tiling, rhs=panels, mr=mr, nr=nr,
                     group=row_group(rows, mr, tile_cols * reduction, other_tiles, target))
    tiled = Kernel(kern.name, kern.shape, kern.outputs, None, kern.source_ops, kern.local_size,
                   tiling=tiling)
    if whole_rows:
        tiled = with_row_epilogue(tiled, after)
    return _pack_kernel(kern, rhs, panels, row_start, cols, nr), tiled


def row_group(rows: int, mr: int, tile_macs: int, other_tiles: int, target: Target) -> int:
    """Row tiles per work-group of a tiled launch: `tile_macs` / mr multiply-adds per row of
    a tile (nr x the reduction), `other_tiles` tiles along the columns and batch. Enough tiles
    for `tile_group_macs` multiply-adds ..."""
    row_tiles = -(-rows // mr)
    wanted = max(1, target.tile_group_macs // (mr * max(tile_macs, 1)))
    # ... but not so few work-groups that a device with more threads would idle.
    wanted = min(wanted, max(1, other_tiles * row_tiles // target.tile_min_groups))
    groups = -(-row_tiles // min(wanted, row_tiles))
    return -(-row_tiles // groups)


def _product_factors(kern: Kernel) -> tuple[DType, tuple[Expr, Expr]] | None:
    """(accumulator type, the two factors) of a kernel summing products from zero."""
    r = kern.reduction
    if r is None or kern.custom is not None or len(r.values) != 1:
        return None
    acc = r.acc_dtypes[0]
    value, init, update = r.values[0], r.inits[0], r.update[0]
    if value.op is not Op.MULTIPLY or init.op is not Leaf.CONST or init.arg != 0:
        return None
    sum_of = {Expr(Leaf.ACC, acc, (), 0), Expr(Leaf.VAL, acc, (), 0)}
    if update.op is not Op.ADD or set(update.args) != sum_of:
        return None
    reads_acc = [node for _, e in kern.outputs for node in e.walk() if node.op is Leaf.ACC]
    if any(node.arg != 0 for node in reads_acc):
        return None
    return acc, value.args


def _pack_kernel(kern: Kernel, rhs: Expr, panels: Value, batch_axes: int, cols: int,
                 nr: int) -> Kernel:
    """panels[batch..., tile, r..., c] = rhs at (batch..., column tile * nr + c, r...), or 0
    for columns past the last."""
    red = len(kern.reduction.shape)
    tile_axis, lane_axis = batch_axes, batch_axes + 1 + red
    col = k.iadd(k.imul(k.index(tile_axis), nr), k.index(lane_axis))
    if cols % nr:  # read the last column for the padding, then select 0 (no branch)
        read_col = Expr(Op.MINIMUM, DType.I64, (col, k.iconst(cols - 1)))
    else:
        read_col = col
    mapping = {k.index(len(kern.shape) - 1): read_col}
    mapping.update({k.rindex(i): k.index(tile_axis + 1 + i) for i in range(red)})
    element = substitute(rhs, mapping)
    if cols % nr:
        inside = Expr(Leaf.ILT, DType.I1, (col, k.iconst(cols)))
        element = Expr(Op.SELECT, element.dtype, (inside, element, k.const(0, element.dtype)))
    return Kernel(f"{kern.name}_pack", panels.type.shape, ((panels, element),), None,
                  kern.source_ops[:1], kern.local_size)


def _product(extents) -> int:
    n = 1
    for d in extents:
        n *= d
    return n
