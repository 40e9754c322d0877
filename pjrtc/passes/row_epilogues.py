"""Row programs as the row epilogue of the tiled product before them (kernel IR `Tiling.rows`),
for pjrtc/passes/tile_contractions.py: a transformer's layer norm of the residual sum
(out-projection + bias + residual, then mean, variance, normalize) in the product's launch,
one launch less per layer norm.

A row program needs whole rows, so each work-item of such a product computes every column
tile of its row tile in turn (the usual register tile and panels), then runs the row
program on its rows, reading back from cache what its tiles just wrote
(pjrtc/codegen/contraction.py, row_epilogue.py). The row is unrolled in vectors, so rows
of at most `_MAX_VECTORS` vectors.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, Leaf, RowReduce, step_writes
from pjrtc.ir.kernel_exprs import kernel_reads
from pjrtc.ir.tensor import DType

# Output types the tiled epilogue computes as vectors (pjrtc/codegen/contraction.py).
_VECTOR_FLOATS = (DType.F32, DType.F64)
# The longest row taken, in vectors (256 f32 columns in 16 lanes): the row program's code is
# unrolled over them (once, in a loop over the tile's rows).
_MAX_VECTORS = 16


def fits_row_epilogue(product: Kernel, rows: Kernel | None, lanes: int) -> bool:
    """Whether `rows`, the launch right after `product` (a sum of products about to be tiled
    in vectors of `lanes`), can be its row epilogue."""
    if rows is None or rows.rows is None or rows.shape != product.shape or not product.shape:
        return False
    vectors, remainder = divmod(product.shape[-1], lanes)
    if remainder or not 0 < vectors <= _MAX_VECTORS or product.views or rows.views:
        return False
    if any(v.type.dtype not in _VECTOR_FLOATS for v, _ in product.outputs + rows.outputs):
        return False
    if not all(step.reduction is None or step.reduction.reorderable
               for step in rows.rows.steps if isinstance(step, RowReduce)):
        return False
    written = {v.id for v, _ in product.outputs}
    rows_write = {v.id for v in step_writes(rows.rows.steps)}
    rows_write.update(v.id for v, _ in rows.outputs)
    # Each work-item reads back only its own rows, written by itself.
    here = tuple(k.index(a) for a in range(len(product.shape)))
    return not (kernel_reads(product) | written) & rows_write and all(
        node.args == here for root in rows.exprs() for node in root.walk()
        if node.op is Leaf.LOAD and node.arg.id in written)


def with_row_epilogue(tiled: Kernel, rows: Kernel) -> Kernel:
    """`tiled` running `rows` (for which `fits_row_epilogue` holds) as its row epilogue."""
    sources = tuple(dict.fromkeys(tiled.source_ops + rows.source_ops))
    return replace(tiled, outputs=tiled.outputs + rows.outputs, source_ops=sources,
                   tiling=replace(tiled.tiling, rows=rows.rows.steps))
