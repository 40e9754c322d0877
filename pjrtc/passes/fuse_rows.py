"""Row fusion (kernel IR -> kernel IR): a reduction over the rows of a tensor, and the kernels
after it that work row by row, become one row program (kernel IR `RowProgram`, codegen in
pjrtc/codegen/rows.py): one work-item per row runs all of them in turn.

Softmax lowers to five kernels: max over each row, a row-scalar fix-up, exp(x - max), the sum of
each row, the division. Each reads and writes whole tensors, and a row reduction whose row is
the contiguous last axis reads it with one work-item per row, adjacent work-items (the lanes of
a vector on the Intel CPU compiler) 4 KiB apart. As one row program, every kernel becomes a
step of one work-item's loop over its row, in vectors along the row, and what one step writes
the next reads back from the cache, not from memory.

A run of kernels fuses when, in one step list and in order, it starts with a reduction over one
axis of `n` elements that it reads contiguously (the reduced position is the last index of
what it loads) with one result element per row, and every kernel after it is:

* another such reduction over the same rows (`reduce`);
* an elementwise kernel over the rows times `n` (`map`: it writes every position of the row),
  also over another shape of the same elements in the same row-major order ending in `n`
  (batched PyTorch normalizes [b, q, n] with statistics over [b*q] rows): it is read over the
  rows, its index arithmetic folded (pjrtc/passes/positions.py);
* an elementwise kernel over the rows, or the rows with a trailing 1 (`scalar`);

and reads what earlier kernels of the run wrote only in its own row (a row scalar at the row
itself: it becomes a ROW leaf, computed once per row, never stored unless read elsewhere).

The target gives the vector width (`row_lanes`: a row must fill a vector at least once to be
worth a row program) and the work-group of rows (`row_group_positions` positions at least, up
to `row_max_group` rows).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import (
    Expr,
    Kernel,
    KernelModule,
    Launch,
    Leaf,
    Reduction,
    RowMap,
    RowProgram,
    RowReduce,
    Step,
)
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, read_counts, rewrite
from pjrtc.ir.kernel_exprs import with_schedule
from pjrtc.ir.tensor import DType
from pjrtc.passes.positions import regrouped, reindexed
from pjrtc.target import Target

_REDUCE, _MAP, _SCALAR = "reduce", "map", "scalar"


def fuse_rows(module: KernelModule, target: Target) -> KernelModule:
    readers = read_counts(module.steps)
    outputs = {v.id for v in module.outputs}

    def fuse(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        i = 0
        while i < len(steps):
            run = _run_at(steps, i, target.row_lanes)
            if run is None:
                out.append(steps[i])
                i += 1
                continue
            out.append(Launch(_row_kernel(run, readers, outputs, target)))
            i += len(run)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, fuse))


def _run_at(steps: tuple[Step, ...], i: int, min_row: int) -> list[tuple[str, Kernel]] | None:
    """The fusable run of kernels starting at steps[i] over rows of `min_row` positions or
    more, with their kinds, or None."""
    first = steps[i].kernel if isinstance(steps[i], Launch) else None
    if first is None or not _is_row_reduction(first):
        return None
    rows, n = first.shape, first.reduction.shape[0]
    if n < min_row:
        return None
    run = [(_REDUCE, first)]
    written = {v.id: v for v, _ in first.outputs}  # what the run wrote so far
    for step in steps[i + 1:]:
        kern = step.kernel if isinstance(step, Launch) else None
        if kern is not None:
            kern = _over_rows(kern, rows, n)
        kind = _kind(kern, rows, n) if kern is not None else None
        if kind is None or not _reads_own_rows(kern, kind, rows, written):
            break
        run.append((kind, kern))
        written.update({v.id: v for v, _ in kern.outputs})
    return run


def _over_rows(kern: Kernel, rows: tuple[int, ...], n: int) -> Kernel:
    """An elementwise `kern` over the rows (times `n`) under a reshape that splits or merges
    axes (batched PyTorch: layer norm's statistics over [b*q] rows, its map over [b, q, n]):
    the same kernel over the rows' shape, the same elements in the same row-major order (a
    kernel stores each element at its row-major position). Any other kernel as it is."""
    if kern.reduction is not None or not _is_plain(kern) or kern.shape[-1:] != (n,):
        return kern
    shape = rows + (n,)
    if kern.shape == shape:
        return kern
    axes = regrouped(kern.shape, shape)
    if axes is None:
        return kern
    spans = {k.index(a): extent for a, extent in enumerate(shape)}
    return replace(kern, shape=shape,
                   outputs=tuple((v, reindexed(e, axes, spans)) for v, e in kern.outputs))


def _is_plain(kern: Kernel) -> bool:
    return kern.custom is None and kern.tiling is None and kern.rows is None


def _is_row_reduction(kern: Kernel) -> bool:
    """A reduction over one axis, read contiguously (every load that uses the reduced
    position has it as its last index), whose body only combines accumulators and values."""
    r = kern.reduction
    if r is None or not _is_plain(kern) or len(r.shape) != 1 or not r.reorderable:
        return False
    # f16 and bf16 sums round at every step: in another order they differ by far more than
    # their rounding error from what XLA:CPU and the reference interpreter give (in order).
    if any(d in (DType.F16, DType.BF16) for d in r.acc_dtypes):
        return False
    # The body must be a function of the accumulators and values alone (a scatter's update
    # also reads the position), since lanes are folded together apart from their positions.
    if any(node.op in (Leaf.LOAD, Leaf.INDEX, Leaf.RINDEX, Leaf.ROW)
           for u in r.update for node in u.walk()):
        return False
    position = k.rindex(0)
    loads = [node for v in r.values for node in v.walk() if node.op is Leaf.LOAD]
    using = [node for node in loads if any(position is a or position == a
                                           for a in _index_leaves(node))]
    return bool(using) and all(node.args[-1] == position for node in using)


def _index_leaves(load: Expr) -> list[Expr]:
    return [node for i in load.args for node in i.walk()
            if node.op in (Leaf.RINDEX, Leaf.INDEX)]


def _kind(kern: Kernel, rows: tuple[int, ...], n: int) -> str | None:
    if _is_row_reduction(kern) and kern.shape == rows and kern.reduction.shape == (n,):
        return _REDUCE
    if kern.reduction is not None or not _is_plain(kern):
        return None
    if kern.shape == rows + (n,):
        return _MAP
    if kern.shape in (rows, rows + (1,)):
        return _SCALAR
    return None


def _reads_own_rows(kern: Kernel, kind: str, rows: tuple[int, ...], written: dict) -> bool:
    """Whether `kern` reads what the run wrote only in its own row (see the module doc)."""
    row = tuple(k.index(a) for a in range(len(rows)))
    for root in kern.exprs():
        for node in root.walk():
            if node.op is not Leaf.LOAD or node.arg.id not in written:
                continue
            buffer = node.arg
            if buffer.type.shape[:len(rows)] != rows or not _at_row(node.args[:len(rows)], row,
                                                                  rows):
                return False
            rest = node.args[len(rows):]
            if buffer.type.rank == len(rows) + 1 and buffer.type.shape[-1] == 1:
                if rest != (k.iconst(0),) and not (kind == _SCALAR and rest == (
                        k.index(len(rows)),)):
                    return False  # a row scalar with a trailing 1, read at 0
            elif buffer.type.rank != len(rows) and buffer.type.rank != len(rows) + 1:
                return False
    return True


def _at_row(index: tuple[Expr, ...], row: tuple[Expr, ...], rows: tuple[int, ...]) -> bool:
    """Whether `index` is the row itself: each axis its INDEX, or 0 where the extent is 1
    (lowering writes a unit axis as 0: a batch of one)."""
    zero = k.iconst(0)
    return all(i == r or (extent == 1 and i == zero) for i, r, extent in zip(index, row, rows))


def _row_kernel(run: list[tuple[str, Kernel]], readers: Counter[int], outputs: set[int],
                target: Target) -> Kernel:
    first = run[0][1]
    rows, n = first.shape, first.reduction.shape[0]
    rank = len(rows)
    internal: Counter[int] = Counter()
    for _, kern in run:
        internal.update(kernel_reads(kern))
    scalar_of: dict[int, Expr] = {}  # value id of a row scalar buffer -> its ROW leaf

    def needed(value) -> bool:
        return value.id in outputs or readers[value.id] > internal[value.id]

    def to_rows(expr: Expr, extra: dict[Expr, Expr]) -> Expr:
        def replace(node: Expr) -> Expr | None:
            if node in extra:
                return extra[node]
            if node.op is Leaf.LOAD and node.arg.id in scalar_of:
                return scalar_of[node.arg.id]
            return None

        return rewrite(expr, replace)

    steps: list[RowReduce | RowMap] = []
    written: list[tuple] = []
    count = 0
    for kind, kern in run:
        if kind == _MAP:
            writes = tuple((v, to_rows(e, {})) for v, e in kern.outputs)
            steps.append(RowMap(writes))
            written.extend(writes)
            continue
        frame = {k.rindex(0): k.index(rank)} if kind == _REDUCE else (
            {k.index(rank): k.iconst(0)} if len(kern.shape) > rank else {})
        reduction = None
        if kind == _REDUCE:
            r = kern.reduction
            reduction = Reduction(r.shape, tuple(to_rows(e, frame) for e in r.inits),
                                  tuple(to_rows(e, frame) for e in r.values), r.update,
                                  r.acc_dtypes, r.reorderable)
        scalars, stores = [], []
        for value, expr in kern.outputs:
            scalars.append(to_rows(expr, frame))
            leaf = Expr(Leaf.ROW, value.type.dtype, (), count)
            count += 1
            scalar_of[value.id] = leaf
            if needed(value):
                stores.append((value, leaf))
        steps.append(RowReduce(reduction, tuple(scalars), tuple(stores)))
        written.extend(stores)
    steps = _reuse_result_buffers(steps, rank, {v.id for v, _ in written if needed(v)})
    written = [w for step in steps for w in (step.writes if isinstance(step, RowMap)
                                             else step.stores)]
    total_rows = 1
    for extent in rows:
        total_rows *= extent
    group = 1
    while (group * 2 <= min(target.row_max_group, total_rows)
           and group * n < target.row_group_positions):
        group *= 2
    program = RowProgram(tuple(steps), target.row_lanes, group)
    source_ops = tuple(op for _, kern in run for op in kern.source_ops)
    return Kernel(f"{first.name}_rows", rows + (n,), tuple(written), None, source_ops,
                  first.local_size, rows=program)



def _reuse_result_buffers(steps: list, rank: int, needed: set[int]) -> list:
    """Keep a row the program writes only for its own later steps in the buffer of a result
    written after it (softmax: exp(x - max) goes where x / sum goes): the row's memory is
    then written once to main memory instead of twice, and the intermediate buffer is gone.

    Allowed when the last step reading intermediate D is a map writing a result O of D's type
    and reading D only at the position it writes (so each D element is read before O
    overwrites it), and no later step reads D. Reads of D in between read O's buffer, which
    holds D then."""
    position = tuple(k.index(a) for a in range(rank + 1))
    for i, step in enumerate(steps):
        if not isinstance(step, RowMap):
            continue
        for value, _ in step.writes:
            if value.id in needed:
                continue
            readers = [j for j in range(i + 1, len(steps)) if value.id in _step_reads(steps[j])]
            if not readers or not isinstance(steps[readers[-1]], RowMap):
                continue
            last = steps[readers[-1]]
            loads = [n for _, e in last.writes for n in e.walk()
                     if n.op is Leaf.LOAD and n.arg.id == value.id]
            if any(n.args != position for n in loads):
                continue
            target = next((o for o, _ in last.writes if o.type == value.type), None)
            if target is None:
                continue
            return _reuse_result_buffers(_renamed(steps, value, target), rank, needed)
    return steps


def _step_reads(step) -> set[int]:
    exprs = ([e for _, e in step.writes] if isinstance(step, RowMap)
             else list(step.scalars) + [e for _, e in step.stores]
             + ([] if step.reduction is None else list(step.reduction.inits
                                                       + step.reduction.values)))
    return {n.arg.id for e in exprs for n in e.walk() if n.op is Leaf.LOAD}


def _renamed(steps: list, old, new) -> list:
    """`steps` with buffer `old` written and read as `new`."""
    def rename(e: Expr) -> Expr:
        return rewrite(e, lambda n: Expr(Leaf.LOAD, n.dtype, tuple(rename(a) for a in n.args),
                                         new) if n.op is Leaf.LOAD and n.arg.id == old.id
                       else None)

    out = []
    for step in steps:
        if isinstance(step, RowMap):
            out.append(RowMap(tuple((new if v.id == old.id else v, rename(e))
                                    for v, e in step.writes)))
            continue
        r = step.reduction
        if r is not None:
            r = Reduction(r.shape, tuple(map(rename, r.inits)), tuple(map(rename, r.values)),
                          r.update, r.acc_dtypes, r.reorderable)
        out.append(RowReduce(r, tuple(map(rename, step.scalars)),
                             tuple((v, rename(e)) for v, e in step.stores)))
    return out
