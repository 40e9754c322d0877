"""Attention fusion (kernel IR -> kernel IR): scores, softmax and the product with V become one
kernel (kernel IR `Attention`, codegen in pjrtc/codegen/attention.py), computed as flash
attention does: online softmax over keys streamed in blocks, the scores never stored.

It runs after epilogue and row fusion, which leave attention as three kernels in the layouts
producers write (jnp.einsum with heads first or last, flax, transformers' Flax models, Keras
MultiHeadAttention's key-first einsum):

* the scores S: an f32 sum over one axis d of a product, one factor not reading the key axis
  (the query), the other (the key); its output expression (a scale, a bias, a mask by select)
  and the elementwise kernels between it and the softmax (a mask computed in a kernel of its
  own) become the logit;
* the softmax over the last (key) axis of S: a row program (pjrtc/passes/fuse_rows.py) whose
  steps compute exp(L - max L) / sum exp(L - max L) (or times the reciprocal of the sum, the
  max with or without a maximum with -inf), L any expression of S at the row's position;
* the product with V: a sum over the keys of the probabilities P times a factor V, which reads
  P at its own indices (each row axis of P one of its axes, the key the reduced position).

Layouts that differ only in unit axes (jax.nn.dot_product_attention's scores [b, h, q, 1, k]
under a softmax over [b, 1, h, q, k], PyTorch's [h, q, k] scores under [1, h, q, k]) are the
same rows here: pjrtc/passes/squeeze_units.py ran first. So are kernels that read each other
at the same row-major position under a reshape that splits or merges axes (batched PyTorch:
scores and product [b*h, q, ...], the softmax over [b, h, q, k]; pjrtc/passes/positions.py):
the attention's rows are the softmax's, the product is read over them, and the index
arithmetic the reshapes leave folds back to plain axes. An elementwise kernel of the logit
that others read too (a mask every layer applies) is copied into the logit and stays for them
(gone when nothing reads it any more); elementwise kernels that only the query, key or value
read (PyTorch scales q and k before the product) are computed where the attention loads them;
a product with 1 or a sum with 0 of the probabilities (BERT's head mask of ones) is no change,
also in a kernel of its own that transposes P for the product (batched BERT: [h, b, q, k]).
Anything else in the chain (a dropout, a second reader of S or P, another dtype) leaves the
kernels as they are. The fused kernel replaces the product's launch; nothing launched between
may write what a kernel it replaces or copies read before.

Whether the fused kernel pays is the target's (pjrtc/target.py has the measurements): rows of
fewer than `attention_min_keys` keys stay three kernels, as do heads wider than
`attention_max_depth` (the kernel unrolls over depth and the output columns) and attention of
more than `attention_max_macs` multiply-adds (there the register-tiled products of the three
kernels were mostly faster than the fused kernel's vectors, whatever the launches it saves).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace as replace_fields

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import (
    Attention,
    Expr,
    Kernel,
    KernelModule,
    Launch,
    Leaf,
    Reduction,
    RowMap,
    Step,
)
from pjrtc.ir.kernel_exprs import (
    index_axes,
    kernel_reads,
    map_step_lists,
    next_reader,
    read_counts,
    rewrite,
    substitute,
    values_written,
    with_schedule,
)
from pjrtc.ir.tensor import DType, Op, Value
from pjrtc.passes.positions import (is_own_position, position, regrouped, reindexed,
                                    simplified)
from pjrtc.target import Target

# Tags of the placeholder a row reduction's accumulator becomes while a row program is read as
# a formula (a ROW leaf with the reduced expression as its operand).
_MAX, _SUM = "softmax max", "softmax sum"


def fuse_attention(module: KernelModule, target: Target) -> KernelModule:
    """The module with each recognized attention chain as one kernel."""
    readers = read_counts(module.steps)
    outputs = {v.id for v in module.outputs}

    copies: set[int] = set()  # ids of the kernels whose expression a logit copied

    def fuse(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out = list(steps)
        i = 0
        while i < len(out):
            if not _fuse_at(out, i, readers, outputs, target, copies):
                i += 1
        return tuple(out)

    steps = map_step_lists(module.steps, fuse)
    if copies:  # a copied kernel that nothing reads any more goes
        left = read_counts(steps)

        def unread(step: Step) -> bool:
            return (isinstance(step, Launch) and id(step.kernel) in copies
                    and not any(left[v.id] or v.id in outputs for v, _ in step.kernel.outputs))

        steps = map_step_lists(steps, lambda s: tuple(x for x in s if not unread(x)))
    return with_schedule(module, steps)


def _fuse_at(steps: list[Step], j: int, readers: Counter[int], outputs: set[int],
             target: Target, copies: set[int]) -> bool:
    """Fuse the chain whose softmax is steps[j], in place; whether it did."""
    softmax = steps[j].kernel if isinstance(steps[j], Launch) else None
    if softmax is None or softmax.rows is None:
        return False
    found = _softmax(softmax)
    if found is None:
        return False
    probs, logits = found
    shape = softmax.shape
    rank = len(shape) - 1
    # Back from the softmax to the scores: elementwise kernels between (a mask applied in a
    # kernel of its own) fold into the logit.
    removed, copied = [j], []
    i = j
    while True:
        i = next((i for i in range(i - 1, -1, -1) if isinstance(steps[i], Launch)
                  and {v.id for v, _ in steps[i].kernel.outputs} & _at_position(logits, shape)),
                 None)
        if i is None:
            return False
        kern = steps[i].kernel
        if len(kern.outputs) != 1 or not _plain(kern):
            return False
        (result, expr), = kern.outputs
        # The logit reads the kernel's element at one index, the kernel's own under a reshape
        # (batched PyTorch: [b*h, q, k] scores under a [b, h, q, k] softmax): the kernel's
        # expression is read with its indices those of the load.
        loads = {node.args for node in logits.walk()
                 if node.op is Leaf.LOAD and node.arg.id == result.id}
        if len(loads) != 1 or kern.shape != result.type.shape:
            return False
        at = {k.index(a): e for a, e in enumerate(*loads)}
        # An elementwise kernel others read too (a mask every layer applies) stays, its
        # expression copied into the logit; the scores' kernel must go.
        shared = result.id in outputs or readers[result.id] != 1
        if shared and (kern.reduction is not None or kern.custom is not None):
            return False
        # The kernel rounds to its buffer's type; the logit would not (a mask needs none).
        if result.type.dtype is not DType.F32 and not result.type.dtype.is_bool:
            return False
        logits = rewrite(logits, lambda node: substitute(expr, at) if node.op is Leaf.LOAD
                         and node.arg.id == result.id else None)
        (copied if shared else removed).append(i)
        if kern.reduction is not None:
            break
    score_kernel = kern
    dot = _dot(score_kernel)
    if dot is None:
        return False
    query, key = _split(substitute(dot[0], at), substitute(dot[1], at), rank)
    if query is None:
        return False
    # Every buffer the softmax writes goes away: only the product may read P, nothing else
    # reads the rest (the softmax may read what it wrote itself).
    written = _written(softmax)
    own = kernel_reads(softmax)
    if any(v in outputs or readers[v] - (v in own) != (v == probs.id) for v in written):
        return False
    at = next_reader(steps, j + 1, probs.id)
    if at is None or not isinstance(steps[at], Launch):
        return False
    product = steps[at].kernel
    view = _view(product, probs, readers, outputs)
    if view is not None:  # P transposed by a kernel of its own (BERT's head mask, batched)
        w, index = view
        at_view, at = at, next_reader(steps, at + 1, w.id)
        if at is None or not isinstance(steps[at], Launch):
            return False
        product = _read_through(steps[at].kernel, w, probs, index)
        removed.append(at_view)
    weighted = _weighted_sum(product, probs, shape)
    if weighted is None:
        return False
    row_axes, value = weighted
    rows = shape[:-1]
    if tuple(product.shape[a] for a in row_axes) != rows:
        # The product reads P under a reshape (batched PyTorch: [b*h, q, k]): over P's rows
        # instead, its loads (from the same [b*h, ...] layouts as the query's) stay contiguous.
        product = _over_rows(product, row_axes, rows)
        weighted = None if product is None else _weighted_sum(product, probs, shape)
        if weighted is None:
            return False
        row_axes, value = weighted
    if any(v.type.dtype is not DType.F32 for v, _ in product.outputs):
        return False
    width = 1
    for a, extent in enumerate(product.shape):
        width *= 1 if a in row_axes else extent
    keys, depth = shape[-1], score_kernel.reduction.shape[0]
    count = 1
    for extent in rows:
        count *= extent
    if (not rows  # one query row with no axis of its own: a plain dot is as good
            or keys < target.attention_min_keys or depth > target.attention_max_depth
            or width > target.attention_max_depth
            or count * keys * (depth + width) > target.attention_max_macs):
        return False
    # What reshapes left in the index arithmetic (idiv(i0 * h + i1, h)...) folds away, also
    # in the producers computed where the attention loads them.
    spans = {k.index(a): n for a, n in enumerate(shape)} | {k.rindex(0): depth}
    value_spans = {k.index(a): n for a, n in enumerate(product.shape)} | {k.rindex(0): keys}
    query, key, logits = (simplified(e, spans) for e in (query, key, logits))
    queries = _queries(rows, row_axes, key, value, target)
    # Elementwise producers of the query, key or value only they read (a scale applied to q
    # and k before the product) are computed where the attention loads them.
    query, key, value = (_inlined(e, steps, at, readers, outputs, removed)
                         for e in (query, key, value))
    query, key = simplified(query, spans), simplified(key, spans)
    value = simplified(value, value_spans)
    attention = Attention(rows, row_axes, keys, depth, query, key, logits, value,
                          target.attention_block, queries, _group(count // queries, target))
    removed.sort()
    fused = Kernel(product.name, product.shape, product.outputs, None,
                   tuple(op for r in removed for op in steps[r].kernel.source_ops)
                   + product.source_ops, attention=attention)
    gone = set(written) | {v.id for r in removed for v, _ in steps[r].kernel.outputs}
    if kernel_reads(fused) & gone:
        return False
    # The fused kernel reads at the product's place what the removed kernels read at theirs:
    # nothing launched between may write what a removed kernel before it read.
    moved = removed + copied
    for t in range(min(moved) + 1, at):
        if t in removed:
            continue
        changed = values_written((steps[t],))
        if any(kernel_reads(steps[r].kernel) & changed for r in moved if r < t):
            return False
    copies.update(id(steps[c].kernel) for c in copied)
    steps[at] = Launch(fused)
    for r in reversed(removed):
        del steps[r]
    return True


def _inlined(expr: Expr, steps: list[Step], at: int, readers: Counter[int],
             outputs: set[int], removed: list[int]) -> Expr:
    """`expr` with each load of a buffer that only it reads, written by a plain elementwise
    kernel before steps[at], replaced by that kernel's expression at the load's index (the
    kernel's position added to `removed`)."""
    def producer(node: Expr) -> int | None:
        if (node.op is not Leaf.LOAD or node.arg.id in outputs or readers[node.arg.id] != 1
                or node.arg.type.dtype is not DType.F32):
            return None
        p = next((p for p in range(at - 1, -1, -1) if node.arg.id in values_written(
            (steps[p],))), None)
        if p is None or not isinstance(steps[p], Launch) or p in earlier:
            return None
        kern = steps[p].kernel
        if (not _plain(kern) or kern.reduction is not None or len(kern.outputs) != 1
                or kern.shape != node.arg.type.shape):
            return None
        return p

    def replace(node: Expr) -> Expr | None:
        p = producer(node)
        if p is None:
            return None
        if p not in inlined:
            inlined.append(p)
        (_, body), = steps[p].kernel.outputs
        return substitute(body, {k.index(a): i for a, i in enumerate(node.args)})

    earlier, inlined = set(removed), []
    expr = rewrite(expr, replace)
    removed.extend(inlined)
    return expr


def _view(kern: Kernel, probs: Value, readers: Counter[int], outputs: set[int]
          ) -> tuple[Value, tuple[Expr, ...]] | None:
    """(W, the index it reads P at) when `kern` is an elementwise kernel writing W = P at some
    index (through what `_unwrapped` drops), W read by one kernel; else None."""
    if not _plain(kern) or kern.reduction is not None or len(kern.outputs) != 1:
        return None
    (w, body), = kern.outputs
    p = _unwrapped(body)
    if (p.op is not Leaf.LOAD or p.arg.id != probs.id or w.id in outputs
            or readers[w.id] != 1 or w.type.dtype is not DType.F32
            or w.type.shape != kern.shape):
        return None
    return w, p.args


def _read_through(kern: Kernel, w: Value, probs: Value, index: tuple[Expr, ...]) -> Kernel:
    """`kern` reading P where it read W, W being P at `index` (over W's elements)."""
    def replace(node: Expr) -> Expr | None:
        if node.op is not Leaf.LOAD or node.arg.id != w.id:
            return None
        at = {k.index(a): i for a, i in enumerate(node.args)}
        return k.load(probs, tuple(substitute(i, at) for i in index))

    r = kern.reduction
    if r is None:
        return kern
    return replace_fields(kern, reduction=replace_fields(
        r, values=tuple(rewrite(v, replace) for v in r.values)),
        outputs=tuple((v, rewrite(e, replace)) for v, e in kern.outputs))


def _is_here(index: tuple[Expr, ...], shape: tuple[int, ...]) -> bool:
    """Whether `index` is the element's own in a kernel of `shape` (a unit axis may be 0)."""
    zero = k.iconst(0)
    return len(index) == len(shape) and all(
        i == k.index(a) or (extent == 1 and i == zero)
        for a, (i, extent) in enumerate(zip(index, shape)))


def _at_position(expr: Expr, shape: tuple[int, ...]) -> set[int]:
    """Ids of the buffers `expr` loads at the element's own row-major position."""
    return {node.arg.id for node in expr.walk() if node.op is Leaf.LOAD
            and is_own_position(node.args, node.arg.type.shape, shape)}


def _queries(rows: tuple[int, ...], row_axes: tuple[int, ...], key: Expr, value: Expr,
             target: Target) -> int:
    """Queries per work-item: the most up to the target's that divide the last row axis,
    where the key and the value do not depend on that axis (so they are loaded once)."""
    last = len(rows) - 1
    if last in index_axes(key) or row_axes[last] in index_axes(value):
        return 1
    return max(q for q in range(1, target.attention_queries + 1) if rows[last] % q == 0)


def _group(items: int, target: Target) -> int:
    """Work-items per work-group: as many as a row program's, while the launch keeps the
    target's fewest work-groups (each work-item is a whole row of attention)."""
    group = 1
    while group * 2 <= target.row_max_group and items // (group * 2) >= target.min_groups:
        group *= 2
    return group


def _written(kern: Kernel) -> dict[int, Value]:
    return {v.id: v for v, _ in kern.outputs}


def _is_sum(r: Reduction | None, length: int | None = None) -> bool:
    """An f32 sum from 0 over one axis of one product (`length` long when given)."""
    if r is None or len(r.shape) != 1 or len(r.values) != 1 or r.acc_dtypes != (DType.F32,):
        return False
    if length is not None and r.shape != (length,):
        return False
    init, value, update = r.inits[0], r.values[0], r.update[0]
    acc, val = Expr(Leaf.ACC, DType.F32, (), 0), Expr(Leaf.VAL, DType.F32, (), 0)
    return (init.op is Leaf.CONST and init.arg == 0 and value.op is Op.MULTIPLY
            and value.dtype is DType.F32
            and update.op is Op.ADD and update.args in ((acc, val), (val, acc)))


def _plain(kern: Kernel) -> bool:
    return (kern.custom is None and kern.tiling is None and kern.rows is None
            and kern.attention is None)


def _dot(kern: Kernel) -> tuple[Expr, Expr] | None:
    """The two factors of a scores kernel, or None."""
    if not _plain(kern) or not _is_sum(kern.reduction):
        return None
    a, b = kern.reduction.values[0].args
    return a, b


def _split(a: Expr, b: Expr, rank: int) -> tuple[Expr | None, Expr | None]:
    """(query, key): the factor that does not read the key axis `rank` first."""
    for query, key in ((a, b), (b, a)):
        if rank not in index_axes(query):
            return query, key
    return None, None


def _weighted_sum(kern: Kernel, probs: Value, shape: tuple[int, ...]
                  ) -> tuple[tuple[int, ...], Expr] | None:
    """(the product's axis of each row axis, the factor V) of a sum over the keys of P times
    V, P read at the product's own indices; None if `kern` is not one."""
    if not _plain(kern) or not _is_sum(kern.reduction, shape[-1]):
        return None
    for p, value in (kern.reduction.values[0].args, kern.reduction.values[0].args[::-1]):
        if p.op is not Leaf.LOAD or p.arg.id != probs.id:
            continue
        axes = _row_axes(kern, p.args, probs.type.shape)
        if axes is None:
            return None
        reads_probs = any(node.op is Leaf.LOAD and node.arg.id == probs.id
                          for root in (value,) + tuple(e for _, e in kern.outputs)
                          for node in root.walk())
        return None if reads_probs else (axes, value)
    return None


def _over_rows(kern: Kernel, row_axes: tuple[int, ...], rows: tuple[int, ...]
               ) -> Kernel | None:
    """The product `kern` over its shape with its row axes (consecutive) as `rows`, the same
    elements in the same row-major order; None where they are not consecutive or do not
    regroup."""
    first = row_axes[0]
    if row_axes != tuple(range(first, first + len(row_axes))):
        return None
    shape = kern.shape[:first] + rows + kern.shape[first + len(row_axes):]
    axes = regrouped(kern.shape, shape)
    if axes is None:
        return None
    r = kern.reduction
    spans = ({k.index(a): n for a, n in enumerate(shape)}
             | {k.rindex(a): n for a, n in enumerate(r.shape)})

    def fix(exprs):
        return tuple(reindexed(e, axes, spans) for e in exprs)

    return replace_fields(
        kern, shape=shape, outputs=tuple(zip((v for v, _ in kern.outputs),
                                             fix(e for _, e in kern.outputs))),
        reduction=replace_fields(r, inits=fix(r.inits), values=fix(r.values)))


def _row_axes(kern: Kernel, index: tuple[Expr, ...], shape: tuple[int, ...]
              ) -> tuple[int, ...] | None:
    """The axes of `kern` that P's rows are, outermost first, when `kern` reads P (of `shape`)
    at `index`, the row-major position of its rows and the reduced key (the rows the same
    elements in the same order as P's, each axis of the product one of them or none)."""
    form = position(index, shape)
    if form is None or form.get(k.rindex(0)) != 1:
        return None
    strides = {t.arg: c for t, c in form.items() if t != k.rindex(0)
               and t is not None and t.op is Leaf.INDEX}
    if len(strides) != len(form) - 1:
        return None
    axes = tuple(sorted(strides, key=lambda a: -strides[a]))
    stride = shape[-1]
    for a in reversed(axes):
        if strides[a] != stride:
            return None
        stride *= kern.shape[a]
    total = 1
    for extent in shape:
        total *= extent
    return axes if stride == total else None


class _NoMatch(Exception):
    pass


def _softmax(kern: Kernel) -> tuple[Value, Expr] | None:
    """(P, L) when the row program `kern` writes P = softmax of L over its row last, L an
    expression of the row's position reading nothing the program writes; else None."""
    memory: dict[int, Expr] = {}  # what each written buffer holds at the row's position
    scalars: list[Expr] = []  # each ROW leaf as a formula

    def formula(expr: Expr, acc: Expr | None = None) -> Expr:
        def replace(node: Expr) -> Expr | None:
            if node.op is Leaf.ROW:
                return scalars[node.arg]
            if node.op is Leaf.ACC:
                if acc is None:
                    raise _NoMatch
                return acc
            if node.op is Leaf.VAL:
                raise _NoMatch
            if node.op is Leaf.LOAD and node.arg.id in memory:
                if not _is_here(node.args, kern.shape):
                    raise _NoMatch
                return memory[node.arg.id]
            return None

        return rewrite(expr, replace)

    final = kern.rows.steps[-1]
    if not isinstance(final, RowMap) or len(final.writes) != 1:
        return None
    probs = final.writes[0][0]
    try:
        for step in kern.rows.steps:
            if isinstance(step, RowMap):
                memory.update({v.id: formula(e) for v, e in step.writes})
                continue
            acc = None
            if step.reduction is not None:
                acc = _reduced(step.reduction, formula)
            scalars.extend(formula(e, acc) for e in step.scalars)
    except _NoMatch:
        return None
    logits = _softmax_of(_unwrapped(memory[probs.id]))
    if (logits is None or probs.type.dtype is not DType.F32
            or any(node.op is Leaf.ROW or node.op is Leaf.LOAD and node.arg.id in memory
                   for node in logits.walk())):
        return None
    return probs, logits


def _reduced(r: Reduction, formula) -> Expr:
    """The placeholder of a max or sum over the row (else _NoMatch)."""
    if len(r.inits) != 1 or r.acc_dtypes != (DType.F32,):
        raise _NoMatch
    init, update = r.inits[0], r.update[0]
    acc, val = Expr(Leaf.ACC, DType.F32, (), 0), Expr(Leaf.VAL, DType.F32, (), 0)
    if update.args not in ((acc, val), (val, acc)) or init.op is not Leaf.CONST:
        raise _NoMatch
    if update.op is Op.MAXIMUM and init.arg == float("-inf"):
        tag = _MAX
    elif update.op is Op.ADD and init.arg == 0:
        tag = _SUM
    else:
        raise _NoMatch
    return Expr(Leaf.ROW, DType.F32, (formula(r.values[0]),), tag)


def _unwrapped(p: Expr) -> Expr:
    """`p` without what leaves a softmax's probabilities as they are: a conversion to f32, a
    product with 1, a sum with 0 (BERT's head mask of ones, multiplied by a dot_general
    contracting nothing). Probabilities are never -0, which 0 + p would turn into +0."""
    while True:
        if p.op is Op.CONVERT and p.dtype is DType.F32 and p.args[0].dtype is DType.F32:
            p = p.args[0]
            continue
        for one, other in (p.args, p.args[::-1]) if len(p.args) == 2 else ():
            if (p.op is Op.MULTIPLY and _constant(one) == 1.0
                    or p.op is Op.ADD and _constant(one) == 0.0):
                p = other
                break
        else:
            return p


def _constant(e: Expr) -> float | None:
    """The value of a constant, through conversions between f32 and integers (exact for the
    small whole numbers this is asked about); None for anything else."""
    if e.op is Leaf.CONST and isinstance(e.arg, (int, float)) and not isinstance(e.arg, bool):
        return e.arg
    if e.op is Op.CONVERT:
        inner = _constant(e.args[0])
        if inner is None or not float(inner).is_integer() or abs(inner) > 1 << 24:
            return None
        return inner
    return None


def _softmax_of(p: Expr) -> Expr | None:
    """L when `p` is exp(L - max L) / sum (or times 1 / sum), else None."""
    pairs = []
    if p.op is Op.DIVIDE:
        pairs.append(p.args)
    elif p.op is Op.MULTIPLY:
        for e, r in (p.args, p.args[::-1]):
            if (r.op is Op.DIVIDE and r.args[0].op is Leaf.CONST and r.args[0].arg == 1.0):
                pairs.append((e, r.args[1]))
    for e, total in pairs:
        if total != Expr(Leaf.ROW, DType.F32, (e,), _SUM):
            continue
        if e.op is not Op.EXPONENTIAL or e.args[0].op is not Op.SUBTRACT:
            continue
        logits, peak = e.args[0].args
        top = Expr(Leaf.ROW, DType.F32, (logits,), _MAX)
        floor = k.const(float("-inf"), DType.F32)
        if peak in (top, Expr(Op.MAXIMUM, DType.F32, (floor, top)),
                    Expr(Op.MAXIMUM, DType.F32, (top, floor))):
            return logits
    return None
