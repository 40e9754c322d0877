"""Kernel sharing (kernel IR -> kernel IR): kernels that differ only in the buffers they are
passed become launches of one device function.

A transformer block's query, key and value projections are the same matmul with a bias on
other weights; their weight panels are packed by the same kernel. Every kernel in kernels.spv
costs device build time at load (10 to 25 ms each on the CI machine) and space in the
artifact, so each such kernel takes the name of the first one like it; codegen emits one
function per name, and the manifest launches it with each kernel's own arguments.

Two kernels are alike when they are equal with every buffer replaced by its position in the
kernel's arguments (outputs first, then what it reads: `Kernel.args`) and its type, and every
view (`Kernel.views`) by its shape and its base's, not its offset: then codegen, which sees
buffers only as those arguments and addresses a view from its first element (the launch
points the argument at the view's offset), emits the same function for both. DenseNet's
convolutions that append to one concatenation at different offsets are one function.
A contraction that reads its reduction length K at run time (`Tiling.depth`,
pjrtc/passes/generic_depth.py) is compared with K, which its code never holds, left out: of
its shape, its lhs buffer's last extent and its panel's depth, and of its work-group size,
which the launch gives; one that reads K, M and N is compared without any extent.
"""

from __future__ import annotations

from dataclasses import replace

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
    RowStep,
    SerialMap,
    Step,
)
from pjrtc.ir.kernel_exprs import map_step_lists, rewrite, with_schedule
from pjrtc.ir.tensor import TensorType, Value
from pjrtc.target import Target


def share_kernels(module: KernelModule, target: Target) -> KernelModule:
    """The module with alike kernels sharing one name (the same on every target)."""
    names: dict[Kernel, str] = {}

    def share(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            if isinstance(step, Launch) and step.kernel.custom is None:
                kern = step.kernel
                name = names.setdefault(canonical(kern), kern.name)
                step = Launch(kern if name == kern.name else replace(kern, name=name))
            out.append(step)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, share))


def canonical(kern: Kernel) -> Kernel:
    """`kern` with each buffer renamed by its argument position, and no name or sources."""
    if kern.tiling is not None and kern.tiling.depth is not None:
        kern = _without_depth(kern)
    if kern.tiling is not None and kern.tiling.generic_sizes:
        # Its code holds no extent (Tiling.depth): only ranks and element types are compared.
        depth = kern.tiling.depth
        renamed = {v.id: Value(i, v.type if v == depth else TensorType(
            (0,) * v.type.rank, v.type.dtype)) for i, v in enumerate(kern.args())}
        kern = replace(kern, shape=(0,) * len(kern.shape))
    else:
        renamed = {v.id: Value(i, v.type) for i, v in enumerate(kern.args())}
    return _Canon(renamed).kernel(replace(kern, name="", source_ops=()))


def _without_depth(kern: Kernel) -> Kernel:
    """`kern` (with `Tiling.depth`) with K and the row-tile group it chose made 0."""
    t = kern.tiling
    lhs, rhs = t.lhs.arg, t.rhs
    axis = t.batch_axes + 1  # the panel's (batch..., column tile, K, nr)
    lhs_type = TensorType(lhs.type.shape[:-1] + (0,), lhs.type.dtype)
    rhs_type = TensorType(rhs.type.shape[:axis] + (0,) + rhs.type.shape[axis + 1:],
                          rhs.type.dtype)
    load = Expr(Leaf.LOAD, t.lhs.dtype, t.lhs.args, Value(lhs.id, lhs_type))
    return replace(kern, tiling=replace(t, shape=(0,), lhs=load, group=0,
                                        rhs=Value(rhs.id, rhs_type)))


class _Canon:
    def __init__(self, renamed: dict[int, Value]):
        self.renamed = renamed

    def value(self, v: Value) -> Value:
        return self.renamed[v.id]

    def expr(self, e: Expr) -> Expr:
        def load(node: Expr) -> Expr | None:
            if node.op is not Leaf.LOAD:
                return None
            return Expr(Leaf.LOAD, node.dtype, tuple(self.expr(a) for a in node.args),
                        self.value(node.arg))

        return rewrite(e, load)

    def exprs(self, es: tuple[Expr, ...]) -> tuple[Expr, ...]:
        return tuple(self.expr(e) for e in es)

    def writes(self, ws) -> tuple:
        return tuple((self.value(v), self.expr(e)) for v, e in ws)

    def reduction(self, r: Reduction | None) -> Reduction | None:
        if r is None:
            return None
        return replace(r, inits=self.exprs(r.inits), values=self.exprs(r.values),
                       update=self.exprs(r.update))

    def kernel(self, k: Kernel) -> Kernel:
        assert k.custom is None
        tiling = k.tiling
        if tiling is not None:
            tiling = replace(tiling, lhs=self.expr(tiling.lhs), rhs=self.value(tiling.rhs),
                             parts=tuple((self.value(v), n) for v, n in tiling.parts),
                             depth=tiling.depth and self.value(tiling.depth),
                             rows=tuple(self.step(s) for s in tiling.rows))
        rows = k.rows
        if rows is not None:
            rows = RowProgram(tuple(self.step(s) for s in rows.steps), rows.lanes, rows.group)
        attention = k.attention
        if attention is not None:
            attention = replace(attention, query=self.expr(attention.query),
                                key=self.expr(attention.key), logit=self.expr(attention.logit),
                                value=self.expr(attention.value))
        # Codegen sees a view's base only as its shape: the launch passes the base's slot at
        # the view's offset (pjrtc/codegen/views.py), so views at any offset are alike.
        views = tuple((self.value(v), Value(-1, base.type), (0,) * len(offsets))
                      for v, base, offsets in k.views)
        return replace(k, outputs=self.writes(k.outputs), reduction=self.reduction(k.reduction),
                       tiling=tiling, rows=rows, attention=attention, views=views)

    def step(self, s: RowStep) -> RowStep:
        if isinstance(s, RowMap):
            return RowMap(self.writes(s.writes))
        if isinstance(s, SerialMap):
            return SerialMap(s.shape, self.writes(s.writes))
        return RowReduce(self.reduction(s.reduction), self.exprs(s.scalars),
                         self.writes(s.stores))

