"""Kernel IR: device kernels as scalar expressions over an iteration space.

Produced by `pjrtc.lower` from tensor IR, consumed by `pjrtc.codegen.llvm`. A `Kernel` computes,
for every point `i` of its row-major iteration space `shape`, one element of each output:
`out_k[i] = outputs[k]`. Expressions read buffers with explicit index expressions, so fusing an
elementwise or data-movement producer into its consumer is substitution, and a transpose is only
a different index. A kernel with a `Reduction` first folds `update` over the reduction space,
then its output expressions read the accumulators (`Leaf.ACC`).
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass, field
from typing import Any

from pjrtc.ir.tensor import DType, Op, TensorType, Value
from pjrtc.target import Target


class Leaf(enum.Enum):
    """Expression kinds that only exist in kernel IR (the rest are tensor `Op`s on scalars)."""

    CONST = "const"  # arg: Python bool/int/float
    INDEX = "index"  # arg: axis of the kernel's iteration space; I64
    RINDEX = "rindex"  # arg: axis of the reduction space; I64
    LOAD = "load"  # arg: Value (the buffer); args: one I64 index per buffer dimension
    ACC = "acc"  # arg: k, the k-th accumulator of the reduction
    VAL = "val"  # arg: k, the k-th reduced value of the current reduction step
    IF = "if"  # args: cond, then, else; only the chosen side is evaluated
    IADD = "iadd"  # index arithmetic on non-negative I64: no overflow or sign cases
    IMUL = "imul"
    IDIV = "idiv"
    IREM = "irem"
    ILT = "ilt"  # I64 < I64 -> I1
    CUSTOM = "custom"  # arg: k; stands for output k of the kernel's CustomBody, which writes it
    ROW = "row"  # arg: k; the k-th scalar a row program computed for the current row
    # Only as an output's whole expression: arg (c, n); args: the value. Its buffer holds n
    # elements per element of the iteration space and the value is element c of them (an
    # expression kernel's output; see `column`).
    COLUMN = "column"


class Expr:
    """An immutable expression node with a cached structural hash (kernels share subtrees)."""

    __slots__ = ("op", "dtype", "args", "arg", "_hash")

    def __init__(self, op: Op | Leaf, dtype: DType, args: tuple[Expr, ...] = (), arg: Any = None):
        object.__setattr__(self, "op", op)
        object.__setattr__(self, "dtype", dtype)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "_hash", hash((op, dtype, args, arg)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Expr is immutable")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        """Structural equality, comparing each pair of shared subexpressions once (a naive
        recursive comparison of two equal DAGs takes time exponential in their depth)."""
        if self is other:
            return True
        if not isinstance(other, Expr) or self._hash != other._hash:
            return False
        seen: set[tuple[int, int]] = set()
        stack = [(self, other)]
        while stack:
            a, b = stack.pop()
            if a is b or (id(a), id(b)) in seen:
                continue
            if (a._hash != b._hash or a.op is not b.op or a.dtype is not b.dtype
                    or _arg_key(a.arg) != _arg_key(b.arg) or len(a.args) != len(b.args)):
                return False
            seen.add((id(a), id(b)))
            stack.extend(zip(a.args, b.args))
        return True

    def __repr__(self) -> str:
        return f"Expr({self.op}, {self.dtype.mlir_name}, {self.args!r}, {self.arg!r})"

    def walk(self):
        """Yield every distinct node of the expression DAG once, operands before users."""
        seen: set[int] = set()
        stack: list[tuple[Expr, bool]] = [(self, False)]
        while stack:
            node, expanded = stack.pop()
            if id(node) in seen:
                continue
            if expanded:
                seen.add(id(node))
                yield node
            else:
                stack.append((node, True))
                stack.extend((a, False) for a in reversed(node.args) if id(a) not in seen)


def _arg_key(arg: Any) -> Any:
    """What Expr equality compares of `arg`: a float's sign too (0.0 == -0.0 in Python, but
    a kernel must not compute one for the other)."""
    if isinstance(arg, float):
        return (arg, math.copysign(1.0, arg))
    return arg


def const(value: Any, dtype: DType) -> Expr:
    return Expr(Leaf.CONST, dtype, (), value)


def index(axis: int) -> Expr:
    return Expr(Leaf.INDEX, DType.I64, (), axis)


def rindex(axis: int) -> Expr:
    return Expr(Leaf.RINDEX, DType.I64, (), axis)


def iconst(n: int) -> Expr:
    return Expr(Leaf.CONST, DType.I64, (), int(n))


def iadd(a: Expr, b: Expr) -> Expr:
    if b.op is Leaf.CONST and b.arg == 0:
        return a
    if a.op is Leaf.CONST and a.arg == 0:
        return b
    return Expr(Leaf.IADD, DType.I64, (a, b))


def imul(a: Expr, n: int) -> Expr:
    if n == 1 or (a.op is Leaf.CONST and a.arg == 0):
        return a
    return Expr(Leaf.IMUL, DType.I64, (a, iconst(n)))


def idiv(a: Expr, n: int) -> Expr:
    return a if n == 1 else Expr(Leaf.IDIV, DType.I64, (a, iconst(n)))


def irem(a: Expr, n: int) -> Expr:
    return iconst(0) if n == 1 else Expr(Leaf.IREM, DType.I64, (a, iconst(n)))


def column(value: Expr, c: int, n: int) -> Expr:
    """An output expression storing `value` at element c of n per element of the kernel's
    iteration space (row-major: the buffer's shape is the space's plus a last axis of n). A
    reduction that folds n slots per row (passes/top_k.py) writes them into one buffer so,
    not as n buffers each an argument of every launch that reads them."""
    assert 0 <= c < n, (c, n)
    return Expr(Leaf.COLUMN, value.dtype, (value,), (c, n))


def load(buffer: Value, indices: tuple[Expr, ...]) -> Expr:
    assert len(indices) == buffer.type.rank, (buffer, indices)
    return Expr(Leaf.LOAD, buffer.type.dtype, tuple(indices), buffer)


@dataclass(frozen=True, slots=True)
class Reduction:
    """Fold over a row-major reduction space: acc_k = inits[k]; for each point r:
    acc_k = update[k] (reading ACC j and VAL j, where VAL j = values[j] at r)."""

    shape: tuple[int, ...]
    inits: tuple[Expr, ...]
    values: tuple[Expr, ...]
    update: tuple[Expr, ...]
    acc_dtypes: tuple[DType, ...]
    # Whether `update` may also combine partial results (accumulators of separately folded
    # parts, passed as VAL): true of a stablehlo.reduce, whose body the spec lets be applied
    # in any tree order; false where the body only folds elements in order.
    reorderable: bool = False


# The CustomBody of a scatter applied update by update on one work-item (lower/scatter.py):
# attrs "init" (the operand's element at the result's INDEXes), "space" (the updates' shape),
# "skip" and "target" (whether the update at RINDEXes is dropped, else the result element it
# goes to) and "update" (the new element: ACC 0 is the old one). Its codegen is built from
# those expressions (pjrtc/codegen/scatter.py), no barrier or local memory: a device loop can
# run it too.
SCATTER_IN_ORDER = "scatter_in_order"


@dataclass(frozen=True, slots=True)
class CustomBody:
    """A kernel body written by hand in codegen (pjrtc/codegen/custom.py has one emitter per
    `name`), for sequential algorithms that no per-element expression states (a Cholesky
    factorization). Each work-item of the kernel's iteration space solves one independent
    problem: it reads `inputs` with its own loops and writes whole outputs, whose expressions
    in `Kernel.outputs` are `Leaf.CUSTOM` placeholders. `attrs` are (name, value) pairs."""

    name: str
    inputs: tuple[Value, ...]
    attrs: tuple[tuple[str, Any], ...] = ()

    def attr(self, key: str) -> Any:
        return dict(self.attrs)[key]


@dataclass(frozen=True, slots=True)
class Tiling:
    """A sum of products computed in register tiles (pjrtc/codegen/contraction.py): the kernel's
    shape is (batch axes..., row axes..., one column axis), seen as batched matrices
    [B, M, N]; each work-item computes an `mr` x `nr` tile of one of them:

        acc[b, m, n] = sum over the reduction space r of lhs(b, m, r) * rhs[b, n // nr, r, n % nr]

    `lhs` is a scalar expression of the batch and row INDEXes and the RINDEXes (never of the
    column axis); `rhs` is a buffer holding the other operand packed as
    (batch axes..., N / nr rounded up, reduction axes..., nr) in the accumulator type, zero
    past column N, written by a kernel launched before this one. The kernel's output
    expressions read the sum as ACC 0 (an epilogue: bias, activation...). Accumulation is
    fused multiply-add in `acc` (f32 or f64) in reduction order, as a dot product may be.

    `parts` launches further contractions of the same `lhs` and shape with this one
    (horizontal fusion, pjrtc/passes/fuse_siblings.py): each is (its packed rhs, how many of
    the kernel's outputs are its epilogue, taken in order after the first part's). Part p
    computes column tiles [p * T, (p + 1) * T) of the launch (T: N / nr rounded up), its
    outputs reading its own sum as ACC 0 at its own column INDEX.

    `depth`, when set, is a constant i64[1] buffer holding the reduction length K (then the
    reduction space is one axis and `lhs` one load whose last index is RINDEX 0 along its
    buffer's last axis, of extent K): the code reads K from it at run time instead of
    compiling `shape` in, so contractions that differ only in K are one device function
    (pjrtc/passes/generic_depth.py). An i64[3] one holds (K, M, N): the code then reads M
    and N too, and holds no extent at all (no batch axes, the lhs read by `lhs_rows_flat`
    as [M, K], an epilogue reading nothing but per-column vectors).

    `rows` (a row epilogue, pjrtc/passes/row_epilogues.py) are the steps of a row program
    (`RowProgram`) run on every row of the tile after the epilogue: then each work-item
    computes every column tile of its row tile in turn (N a multiple of `lanes`, no `parts`)
    and the steps read the rows it wrote back; the buffers they write are the kernel's last
    outputs."""

    batch_axes: int  # the leading axes of the kernel's shape that are batch
    row_axes: int  # the axes after them, flattened into M; the last axis is N
    shape: tuple[int, ...]  # the reduction space (RINDEX axes), flattened into K
    lhs: Expr
    rhs: Value
    acc: DType
    mr: int
    nr: int
    lanes: int  # the vector width the tile's columns are computed in (nr is a multiple)
    group: int  # row tiles per work-group (consecutive: they share the packed rhs panel)
    parts: tuple[tuple[Value, int], ...] = ()  # the further contractions: (rhs, outputs)
    rows: tuple[RowReduce | RowMap, ...] = ()  # the row epilogue
    depth: Value | None = None  # K at run time (see above)

    def lhs_rows_flat(self, shape: tuple[int, ...]) -> bool:
        """Whether `lhs` (of a kernel of `shape`) reads the kernel's batch and row axes as its
        own leading indices, INDEX 0, 1, ... in order over the same extents, and no INDEX
        elsewhere: then row r of batch b starts at element (b * M + r) times the extents
        after them, with no division of r into axes."""
        lead, lhs = self.batch_axes + self.row_axes, self.lhs
        if lhs.op is not Leaf.LOAD or len(lhs.args) < lead:
            return False
        if (lhs.args[:lead] != tuple(index(a) for a in range(lead))
                or lhs.arg.type.shape[:lead] != shape[:lead]):
            return False
        return not any(node.op is Leaf.INDEX for i in lhs.args[lead:] for node in i.walk())

    @property
    def generic_sizes(self) -> bool:
        """Whether M and N are read at run time too (`depth` holds K, M, N)."""
        return self.depth is not None and self.depth.type.shape == (3,)

    def buffers(self) -> tuple[Value, ...]:
        """What the tiling reads besides `lhs`: the panels, then `depth` if set."""
        return self.panels() + ((self.depth,) if self.depth is not None else ())

    def panels(self) -> tuple[Value, ...]:
        """The packed rhs of every part, the first one's first."""
        return (self.rhs,) + tuple(rhs for rhs, _ in self.parts)

    def extents(self, shape: tuple[int, ...]) -> tuple[int, int, int]:
        """(B, M, N) of a kernel of this shape."""
        b, r = self.batch_axes, self.row_axes
        return _product(shape[:b]), _product(shape[b:b + r]), shape[-1]


@dataclass(frozen=True, slots=True)
class RowReduce:
    """A row program step: fold `reduction` (shape (n,)) over the row, its values reading the
    position as INDEX of the kernel's last axis; then define `scalars` (new ROW leaves, in
    order, numbered after the earlier steps' ones) from its accumulators (ACC k), earlier ROW
    leaves and the row's INDEXes; then write `stores`, one element per row, to buffers of the
    row shape (or the row shape with a trailing 1). Without a reduction it only defines."""

    reduction: Reduction | None
    scalars: tuple[Expr, ...]
    stores: tuple[tuple[Value, Expr], ...]


@dataclass(frozen=True, slots=True)
class RowMap:
    """A row program step: write every position of the row of each buffer (the kernel's
    shape), the expressions reading the position as INDEX of the last axis."""

    writes: tuple[tuple[Value, Expr], ...]


@dataclass(frozen=True, slots=True)
class SerialMap:
    """A last step of a row program launched as one work-group: once every row is done
    (a barrier), the work-group writes every element of `shape` of each buffer (one of that
    many elements, at the row-major index), work-item l the elements l, l + group, ...; the
    expressions read the element's position as INDEX 0 .. rank - 1 of `shape`, and each
    element's writes are made in order, as an expression kernel's work-item makes them. It
    is a small elementwise kernel that followed the program in the schedule
    (pjrtc/passes/serial_tails.py): one launch less."""

    shape: tuple[int, ...]
    writes: tuple[tuple[Value, Expr], ...]


RowStep = RowReduce | RowMap | SerialMap


def step_writes(steps: tuple[RowStep, ...]) -> tuple[Value, ...]:
    """The buffers row program steps write, each once, in order of first write."""
    seen: dict[int, Value] = {}
    for step in steps:
        for value, _ in step.stores if isinstance(step, RowReduce) else step.writes:
            seen.setdefault(value.id, value)
    return tuple(seen.values())


@dataclass(frozen=True, slots=True)
class RowProgram:
    """A kernel computing whole rows (pjrtc/codegen/rows.py, from pjrtc/passes/fuse_rows.py):
    the kernel's shape is (row axes..., n) and each work-item runs `steps` in order for one
    row, in vectors of `lanes` positions; what a step writes, later steps of the same row read
    back (from cache). Softmax, layernorm and the like are one such kernel. A program launched
    as one work-group may end in `SerialMap` steps."""

    steps: tuple[RowStep, ...]
    lanes: int
    group: int  # rows per work-group

    def exprs(self) -> tuple[Expr, ...]:
        out: list[Expr] = []
        for step in self.steps:
            if not isinstance(step, RowReduce):
                out.extend(e for _, e in step.writes)
                continue
            r = step.reduction
            if r is not None:
                out.extend(r.inits + r.values + r.update)
            out.extend(step.scalars)
            out.extend(e for _, e in step.stores)
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Attention:
    """Scores, softmax and the product with V in one kernel (pjrtc/codegen/attention.py, from
    pjrtc/passes/fuse_attention.py), as flash attention computes them: one work-item per
    `queries` rows of the scores streams the keys in blocks of `block`, keeping a running
    maximum and sum per row, and never stores a score. With the scores' row axes R (shape
    `rows`) and a key j < `keys`:

        dot(R, j) = sum over d < depth of query(R, d) * key(R, j, d)
        p(R, j)   = softmax over j of logit(R, j), logit reading dot(R, j) as ACC 0
        ACC 0     = sum over j of p(R, j) * value(o, j)       (for the kernel's outputs)

    `query` reads the row as INDEX 0..len(rows)-1 and d as RINDEX 0; `key` and `logit` read
    the row the same way and the key as INDEX len(rows) (`key` reads d as RINDEX 0); `value`
    and the kernel's output expressions read the output element o as the kernel's INDEXes,
    and `value` reads the key as RINDEX 0. Output axis `row_axes[a]` is row axis a; the other
    output axes are the columns each work-item computes all of."""

    rows: tuple[int, ...]
    row_axes: tuple[int, ...]
    keys: int
    depth: int
    query: Expr
    key: Expr
    logit: Expr
    value: Expr
    block: int  # keys per block: one rescaling of the running sums per block
    # Consecutive rows along the last row axis per work-item (a divisor of its extent), which
    # share each key's and value's loads: `key` and `value` do not read that axis when > 1.
    queries: int = 1
    group: int = 1  # work-items per work-group
    # The kernel's last `updates` outputs are dynamic updates in place (a decode step's key
    # and value cache writes, pjrtc/passes/attention_updates.py): expressions over
    # `update_shape` (its INDEXes), each stored at its own element as an expression kernel
    # stores it. Update axis `update_rows[a]` is row axis a, so each work-item makes the
    # updates of its own rows, before it reads any key or value.
    updates: int = 0
    update_shape: tuple[int, ...] = ()
    update_rows: tuple[int, ...] = ()

    def exprs(self) -> tuple[Expr, ...]:
        return (self.query, self.key, self.logit, self.value)


def _product(extents) -> int:
    n = 1
    for d in extents:
        n *= d
    return n


@dataclass(frozen=True, slots=True)
class Grid:
    """A kernel's iteration space as an OpenCL 3-D range, so that work-items adjacent in
    dimension 0 (the ones the device compiler puts in the lanes of one vector) compute
    adjacent elements of the last axis, and the other axes come without division: dimension 0
    is the trailing axes (as few as make at least `Target.grid_min_inner` elements),
    dimension 1 the axis before them, dimension 2 every axis before that, flattened.
    Dimensions 0 and 1 are padded to whole work-groups; codegen guards the padding.

    With `lanes` > 1 a work-item of dimension 0 computes that many consecutive elements as
    explicit vectors (`Kernel.grid` says when), so dimension 0 has `extents[2] // lanes`
    work-items, and a work-group as many elements as with one element per work-item."""

    inner: tuple[int, ...]  # axes of dimension 0
    middle: int  # the axis of dimension 1
    extents: tuple[int, int, int]  # (outer, middle, inner) element counts
    local_size: tuple[int, int, int]  # dpctl order: (1, dimension 1, dimension 0)
    lanes: int = 1  # consecutive elements of dimension 0 per work-item (divides extents[2])

    @staticmethod
    def of(shape: tuple[int, ...], target: Target, lanes: int = 1) -> Grid:
        first_inner = len(shape) - 1
        while first_inner > 1 and _product(shape[first_inner:]) < target.grid_min_inner:
            first_inner -= 1
        middle = first_inner - 1
        extents = (_product(shape[:middle]), shape[middle], _product(shape[first_inner:]))
        assert extents[2] % lanes == 0, (shape, lanes)
        items0 = extents[2] // lanes
        group_items = max(1, target.group_items // lanes)
        slack = target.group_padding_slack
        # One element per work-item: the device compiler puts work-items in vector lanes.
        step = target.implicit_lanes if lanes == 1 else 1
        local0 = _local_extent(items0, group_items, step, slack)
        cap = max(1, group_items // local0)
        # Keep a few work-groups per core's worth of parallelism.
        while cap > 1 and (extents[0] * -(-extents[1] // cap)
                           * -(-items0 // local0)) < target.min_groups:
            cap //= 2
        local1 = _local_extent(extents[1], cap, 1, slack)
        return Grid(tuple(range(first_inner, len(shape))), middle, extents, (1, local1, local0),
                    lanes)

    @property
    def global_size(self) -> tuple[int, int, int]:
        outer, middle, inner = self.extents
        return (outer, -(-middle // self.local_size[1]) * self.local_size[1],
                -(-(inner // self.lanes) // self.local_size[2]) * self.local_size[2])


def group_size_1d(size: int, target: Target) -> int:
    """The work-group size of a 1-D expression kernel of `size` work-items: the target's
    largest that still gives `min_groups` work-groups, but not below `min_group_items_1d`."""
    local = target.group_items
    while local > target.min_group_items_1d and -(-size // local) < target.min_groups:
        local //= 2
    return local


def _local_extent(n: int, cap: int, step: int, slack: float) -> int:
    """A work-group extent for `n` work-items along one dimension: a multiple of `step` (the
    vector lanes, along dimension 0) up to `cap`, padding `n` as little as possible (a
    34-row dimension gets 17 or 34, not 32 rows padded to 64), the largest such whose padded
    size is within `slack` (a fraction) of the least."""
    candidates = range(step, max(step, min(cap, n + step - 1)) + 1, step)
    padded = {c: -(-n // c) * c for c in candidates}
    least = min(padded.values())
    return max(c for c, p in padded.items() if p <= least * (1 + slack))


@dataclass(frozen=True, slots=True)
class Kernel:
    name: str
    # iteration space = shape of every output (custom: the work-items); an output whose
    # expression is a `column` of n holds n elements per element of it
    shape: tuple[int, ...]
    outputs: tuple[tuple[Value, Expr], ...]  # (buffer written, element expression)
    reduction: Reduction | None
    source_ops: tuple[str, ...]  # "file:line:col: stablehlo.op" of the tensor ops it computes
    # The work-group size of a custom kernel, which lowering picks for its algorithm from the
    # target; None for the others, whose launch geometry() derives from their shape.
    local_size: int | None = None
    custom: CustomBody | None = None
    tiling: Tiling | None = None  # then `reduction` is None and outputs read ACC 0
    # Then `reduction` is None and `outputs` lists every buffer the program writes (with the
    # expression of its write), for args() and the passes; codegen follows the steps.
    rows: RowProgram | None = None
    # Then `reduction` is None and `outputs` read the attention's ACC 0 (see Attention).
    attention: Attention | None = None
    # Buffers of its arguments that live inside a larger one (a concatenation written in
    # place, pjrtc/passes/concat_in_place.py): (buffer, the larger buffer, the buffer's
    # offset in it per axis). Codegen addresses element x of such a buffer as element
    # x + offset of the larger one (pjrtc/codegen/views.py); the buffer plan binds both to
    # the larger one's slot.
    views: tuple[tuple[Value, Value, tuple[int, ...]], ...] = ()
    # Then the kernel is a whole `While` of launches run by one work-item (see DeviceLoop);
    # its `outputs` list what its kernels write, and `shape` is (1,).
    loop: DeviceLoop | None = None
    # args() and reads() once per kernel (each walks every expression; passes ask again and
    # again). A Kernel is immutable and `replace` builds a new one with its own.
    _memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def geometry(self, target: Target) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(global size, local size) of its launch on `target`, slowest dimension first
        (dpctl's order: the last entry is OpenCL's dimension 0). Codegen computes indices to
        match.

        Computed, not stored: the launch is a function of the kernel's shape, the choices its
        kind already stores (a row program's and a tiling's `group`, a custom kernel's
        `local_size`: picked by the pass or lowering that knows the work per work-item, and
        read by codegen too) and the target's rules. Passes build and reshape kernels
        (fusion, tiling, sharing); a stored launch would have to be recomputed by each of
        them, and one left stale would launch the wrong range."""
        if self.loop is not None:
            return (1,), (1,)
        if self.rows is not None:
            group = self.rows.group
            count = _product(self.shape[:-1])
            return (-(-count // group) * group,), (group,)
        if self.attention is not None:
            count = _product(self.attention.rows) // self.attention.queries
            group = self.attention.group
            return (-(-count // group) * group,), (group,)
        t = self.tiling
        if t is not None:
            batch, rows, cols = t.extents(self.shape)
            row_tiles = -(-rows // t.mr)
            # A row epilogue's work-items compute every column tile of their rows.
            col_tiles = 1 if t.rows else -(-cols // t.nr) * (1 + len(t.parts))
            return ((batch, col_tiles, -(-row_tiles // t.group) * t.group),
                    (1, 1, t.group))
        grid = self.grid(target)
        if grid is None:
            if self.custom is not None:
                assert self.local_size is not None, self.name
                local = self.local_size
            else:
                local = group_size_1d(self.size, target)
            return (-(-self.size // local) * local,), (local,)
        return grid.global_size, grid.local_size

    def grid(self, target: Target) -> Grid | None:
        """The 3-D launch of an expression kernel of rank 2 or more on `target`, else None
        (1-D: one work-item per element in row-major order, as custom kernels are always
        launched).

        A kernel writing f32 or f64 (and, with a reduction, accumulating f32 or f64: a
        depthwise convolution, a pooling) whose dimension 0 is its last axis alone, a multiple
        of `Target.elementwise_lanes` long, computes that many elements per work-item as
        explicit vectors (`Grid.lanes`): the device compiler then builds it without
        vectorizing across work-items, 5-6 ms less per kernel on the Intel CPU
        (docs/performance.md "Load time"), and it runs as fast. Not where an IF's
        condition varies along that axis: explicit vectors evaluate such an IF lane by lane
        with branches (pjrtc/codegen/vector.py), where the device compiler's vectorizer masks
        it; select_and_scatter's gradient kernels ran 4-7x slower that way."""
        if (self.custom is not None or self.tiling is not None or self.rows is not None
                or self.attention is not None or self.loop is not None or len(self.shape) < 2
                or any(e.op is Leaf.COLUMN for _, e in self.outputs)):
            return None
        grid = Grid.of(self.shape, target)
        if grid.extents[2] < target.grid_min_inner:
            return None
        lanes = target.elementwise_lanes
        if (lanes > 1 and target.explicit_vector_sub_group is not None
                and grid.inner == (len(self.shape) - 1,)
                and grid.extents[2] % lanes == 0
                and all(v.type.dtype in (DType.F32, DType.F64) for v, _ in self.outputs)
                and (self.reduction is None or all(
                    d in (DType.F32, DType.F64) for d in self.reduction.acc_dtypes))
                and not _branches_along(self.exprs(), len(self.shape) - 1)):
            return Grid.of(self.shape, target, lanes)
        return grid

    def exprs(self) -> tuple[Expr, ...]:
        if self.loop is not None:
            return tuple(e for kern in self.loop.kernels() for e in kern.exprs()) + (
                load(self.loop.pred, ()),)
        out = tuple(e for _, e in self.outputs)
        if self.rows is not None:
            return self.rows.exprs()
        if self.tiling is not None:
            return ((self.tiling.lhs,) + out
                    + RowProgram(self.tiling.rows, self.tiling.lanes, 1).exprs())
        if self.attention is not None:
            return self.attention.exprs() + out
        if self.reduction is None:
            return out
        r = self.reduction
        return r.inits + r.values + r.update + out

    def args(self) -> tuple[Value, ...]:
        """Kernel parameters in order: outputs, then every buffer read, by first appearance."""
        found = self._memo.get("args")
        if found is None:
            found = self._memo["args"] = self._find_args()
        return found

    def reads(self) -> frozenset[int]:
        """Ids of the values it reads (a kernel updating a value in place reads it too)."""
        found = self._memo.get("reads")
        if found is None:
            found = self._memo["reads"] = frozenset(self._find_reads())
        return found

    def _find_reads(self) -> set[int]:
        if self.loop is not None:
            return {self.loop.pred.id}.union(*(k.reads() for k in self.loop.kernels()))
        reads = {node.arg.id for root in self.exprs() for node in root.walk()
                 if node.op is Leaf.LOAD}
        if self.custom is not None:
            reads.update(v.id for v in self.custom.inputs)
        if self.tiling is not None:
            reads.update(v.id for v in self.tiling.buffers())
        return reads

    def _find_args(self) -> tuple[Value, ...]:
        seen: dict[int, Value] = {}
        for value, _ in self.outputs:
            seen.setdefault(value.id, value)
        if self.loop is not None:
            for value in [v for kern in self.loop.kernels() for v in kern.args()]:
                seen.setdefault(value.id, value)
            seen.setdefault(self.loop.pred.id, self.loop.pred)
            return tuple(seen.values())
        for root in self.exprs():
            for node in root.walk():
                if node.op is Leaf.LOAD:
                    seen.setdefault(node.arg.id, node.arg)
        for value in self.custom.inputs if self.custom is not None else ():
            seen.setdefault(value.id, value)
        if self.tiling is not None:
            for value in self.tiling.buffers():
                seen.setdefault(value.id, value)
        return tuple(seen.values())


def _branches_along(roots: tuple[Expr, ...], axis: int) -> bool:
    """Whether an IF among `roots` has a condition that depends on the index of `axis`."""
    varies: dict[int, bool] = {}
    for root in roots:
        for node in root.walk():
            here = (node.op is Leaf.INDEX and node.arg == axis) or any(
                varies[id(a)] for a in node.args)
            varies[id(node)] = here
            if node.op is Leaf.IF and varies[id(node.args[0])]:
                return True
    return False


@dataclass(frozen=True, slots=True)
class DeviceLoop:
    """A `While` of launches run in one kernel of one work-item (pjrtc/passes/device_loops.py):
    it runs `cond`'s kernels, reads `pred`, and while that holds runs `body`'s kernels and
    repeats. Each kernel's work-items run one after another in its launch's order, each part of
    its program between barriers for all of them before the next (pjrtc/codegen/device_loop.py):
    what the launches computed, with neither a launch per kernel nor a read-back per trip."""

    cond: tuple[Kernel, ...]
    pred: Value
    body: tuple[Kernel, ...]

    def kernels(self) -> tuple[Kernel, ...]:
        return self.cond + self.body


# -- the host schedule: what runs in which order, with control flow ---------------------------

@dataclass(frozen=True, slots=True)
class Launch:
    kernel: Kernel


@dataclass(frozen=True, slots=True)
class Copy:
    """Device-to-device copy of a whole buffer (`src` and `dst` have the same byte size)."""

    src: Value
    dst: Value


@dataclass(frozen=True, slots=True)
class TripCount:
    """A counted loop, `for counter in range(counter, bound)`: the body adds 1 to `counter`
    and changes nothing `bound` depends on, so it runs max(0, bound - counter) times, both read
    once before the loop instead of running cond and reading `pred` back every iteration.
    `limit` is the bound when it is a compile-time constant (then `bound` is None)."""

    counter: Value
    bound: Value | None
    limit: int | None


@dataclass(frozen=True, slots=True)
class While:
    """Run `cond`; read the 0-d i1 `pred` back; while it is true run `body` and repeat. With
    `trips`, the host runs `body` the counted number of times instead (cond is skipped).
    `cond` may be empty: the steps before the loop and the body's last kernel compute `pred`
    (passes/rotate_loops.py)."""

    cond: tuple[Step, ...]
    pred: Value
    body: tuple[Step, ...]
    trips: TripCount | None = None


@dataclass(frozen=True, slots=True)
class Case:
    """Read the 0-d `index` (i1 or i32) back and run `branches[index]`; an index outside
    [0, len(branches)) runs the last branch."""

    index: Value
    branches: tuple[tuple[Step, ...], ...]


Step = Launch | Copy | While | Case


def walk_steps(steps: tuple[Step, ...]):
    """Every step, nested ones included, in program order (a While's cond before its body)."""
    for step in steps:
        yield step
        if isinstance(step, While):
            yield from walk_steps(step.cond)
            yield from walk_steps(step.body)
        elif isinstance(step, Case):
            for branch in step.branches:
                yield from walk_steps(branch)


@dataclass(frozen=True, slots=True)
class KernelModule:
    """All kernels of a program, the schedule that launches them, and the buffers the host
    provides. `kernels` lists each kernel once in order of first appearance in `schedule`;
    an empty schedule means: launch every kernel once, in order."""

    kernels: tuple[Kernel, ...]
    inputs: tuple[Value, ...]
    outputs: tuple[Value, ...]
    constants: tuple[tuple[Value, Any], ...]  # (value, numpy array)
    input_names: tuple[str | None, ...] = ()
    output_names: tuple[str | None, ...] = ()
    # The types callers see, where they differ from the buffers' own (Graph.abi_param_types).
    abi_input_types: tuple[TensorType | None, ...] = ()
    abi_output_types: tuple[TensorType | None, ...] = ()
    schedule: tuple[Step, ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.schedule or tuple(Launch(kern) for kern in self.kernels)
