"""Deterministic text form of kernel IR, for dumps and golden tests of lowering and fusion.

    kernel k1_tanh [7x5] writes %12 <- model.mlir:6:10: stablehlo.add, ...
      %12[i] = tanh(add(load %9[i0, i1], load %2[i1]))

Shared subexpressions print once as `t<n>` lines before the outputs that use them.
"""

from __future__ import annotations

from pjrtc.ir.kernel import (
    Case,
    Copy,
    Expr,
    Kernel,
    KernelModule,
    Launch,
    Leaf,
    RowMap,
    RowProgram,
    SerialMap,
    Step,
    While,
)
from pjrtc.ir.tensor import Op
from pjrtc.target import Target


def print_kernel_module(module: KernelModule, target: Target) -> str:
    """The module's text; each kernel's launch is its geometry on `target`."""
    lines = ["inputs " + ", ".join(f"%{v.id}: {v.type}" for v in module.inputs),
             "outputs " + ", ".join(f"%{v.id}" for v in module.outputs)]
    for value, array in module.constants:
        lines.append(f"constant %{value.id}: {value.type}")
    for kernel in module.kernels:
        lines.extend(print_kernel(kernel, target))
    if module.steps != tuple(Launch(kern) for kern in module.kernels):
        lines.append("schedule")
        _print_steps(module.steps, lines, 1)
    return "\n".join(lines) + "\n"


def _print_steps(steps: tuple[Step, ...], lines: list[str], depth: int) -> None:
    """Only printed when there is more than launching every kernel once in order."""
    pad = "  " * depth
    for step in steps:
        if isinstance(step, Launch):
            lines.append(f"{pad}launch {step.kernel.name}")
        elif isinstance(step, Copy):
            lines.append(f"{pad}copy %{step.src.id} -> %{step.dst.id}")
        elif isinstance(step, While):
            t = step.trips
            bound = "" if t is None else f"%{t.bound.id}" if t.bound is not None else t.limit
            lines.append(f"{pad}while:" if t is None else
                         f"{pad}while (counted: %{t.counter.id} up to {bound}; cond unused):")
            _print_steps(step.cond, lines, depth + 1)
            lines.append(f"{pad}  pred %{step.pred.id}, do:")
            _print_steps(step.body, lines, depth + 2)
        elif isinstance(step, Case):
            lines.append(f"{pad}case %{step.index.id}:")
            for i, branch in enumerate(step.branches):
                lines.append(f"{pad}  branch {i}:")
                _print_steps(branch, lines, depth + 2)


def print_kernel(kernel: Kernel, target: Target) -> list[str]:
    shape = "x".join(map(str, kernel.shape)) or "scalar"
    global_size, local_size = kernel.geometry(target)
    head = (f"kernel {kernel.name} [{shape}] launch "
            f"{'x'.join(map(str, global_size))} in groups of {'x'.join(map(str, local_size))}")
    grid = kernel.grid(target)
    if grid is not None and grid.lanes > 1:
        head += f", {grid.lanes} elements per item"
    if kernel.loop is not None:  # its kernels, not their source ops again
        lines = [head + f", a while loop on %{kernel.loop.pred.id}:"]
        for part, kernels in (("cond", kernel.loop.cond), ("body", kernel.loop.body)):
            lines.append(f"  {part}:")
            lines.extend("    " + line for kern in kernels for line in print_kernel(kern, target))
        return lines
    lines = [head] + [f"  // {op}" for op in kernel.source_ops]
    for value, base, offsets in kernel.views:
        lines.append(f"  %{value.id} in %{base.id} at "
                     f"({', '.join(map(str, offsets))})")
    names = _shared_names(kernel.exprs())
    text = _Printer(names)
    for expr, name in names.items():
        lines.append(f"  {name} = {text.body(expr)}")
    r = kernel.reduction
    if r is not None:
        extent = "x".join(map(str, r.shape)) or "()"
        for i, init in enumerate(r.inits):
            lines.append(f"  acc{i}: {r.acc_dtypes[i].mlir_name} = {text(init)}")
        lines.append(f"  reduce over [{extent}]:")
        for i, v in enumerate(r.values):
            lines.append(f"    val{i} = {text(v)}")
        for i, u in enumerate(r.update):
            lines.append(f"    acc{i} <- {text(u)}")
    if kernel.rows is not None:
        _print_rows(kernel.rows, text, lines)
        return lines
    a = kernel.attention
    if a is not None:
        rows = "x".join(map(str, a.rows))
        lines.append(f"  attention over rows [{rows}] (output axes {a.row_axes}), {a.keys} keys "
                     f"in blocks of {a.block}, depth {a.depth}:")
        lines.append(f"    query = {text(a.query)}")
        lines.append(f"    key = {text(a.key)}")
        lines.append(f"    logit = {text(a.logit)}")
        lines.append(f"    value = {text(a.value)}")
        if a.updates:
            shape = "x".join(map(str, a.update_shape))
            lines.append(f"  first, its own rows (update axes {a.update_rows}) of [{shape}]:")
            lines.extend(f"    %{v.id}[i] = {text(e)}" for v, e in kernel.outputs[-a.updates:])
            lines.extend(f"  %{v.id}[i] = {text(e)}" for v, e in kernel.outputs[:-a.updates])
            return lines
    t = kernel.tiling
    if t is not None:
        extent = "x".join(map(str, t.shape)) or "()"
        lines.append(f"  tiled {t.mr}x{t.nr} (lanes {t.lanes}, group {t.group}): batch axes "
                     f"{t.batch_axes}, row axes {t.row_axes}; acc0: {t.acc.mlir_name} = sum over "
                     f"[{extent}] of {text(t.lhs)} * packed %{t.rhs.id}"
                     + (f", {'K, M, N' if t.generic_sizes else 'K'} from %{t.depth.id}"
                        if t.depth is not None else ""))
        for rhs, outputs in t.parts:
            lines.append(f"  and beside it: acc0 = the same lhs * packed %{rhs.id}, "
                         f"for the next {outputs} output(s)")
        if t.rows:
            lines.append("  then on each whole row of the tile:")
            _print_rows(RowProgram(t.rows, t.lanes, 1), text, lines, header=False)
    c = kernel.custom
    if c is not None:
        attrs = ", ".join(f"{key}={value!r}" for key, value in c.attrs)
        lines.append(f"  custom {c.name}({', '.join(f'%{v.id}' for v in c.inputs)}) {{{attrs}}}")
    for value, expr in kernel.outputs:
        lines.append(f"  %{value.id}[i] = {text(expr)}")
    return lines


def _print_rows(program, text, lines: list[str], header: bool = True) -> None:
    if header:
        lines.append(f"  rows (lanes {program.lanes}, group {program.group}):")
    scalar = 0
    for step in program.steps:
        if isinstance(step, RowMap):
            lines.append("    map:")
            lines.extend(f"      %{v.id}[row, i] = {text(e)}" for v, e in step.writes)
            continue
        if isinstance(step, SerialMap):
            lines.append(f"    then over [{'x'.join(map(str, step.shape))}] by the work-group:")
            lines.extend(f"      %{v.id}[i] = {text(e)}" for v, e in step.writes)
            continue
        r = step.reduction
        if r is not None:
            for i, init in enumerate(r.inits):
                lines.append(f"    acc{i}: {r.acc_dtypes[i].mlir_name} = {text(init)}")
            lines.append(f"    reduce over the row [{r.shape[0]}]:")
            lines.extend(f"      val{i} = {text(v)}" for i, v in enumerate(r.values))
            lines.extend(f"      acc{i} <- {text(u)}" for i, u in enumerate(r.update))
        for e in step.scalars:
            lines.append(f"    row{scalar} = {text(e)}")
            scalar += 1
        lines.extend(f"    %{v.id}[row] = {text(e)}" for v, e in step.stores)


def _shared_names(roots: tuple[Expr, ...]) -> dict[Expr, str]:
    """Non-leaf subexpressions used more than once, in operand-first order."""
    uses: dict[Expr, int] = {}
    order: list[Expr] = []
    for root in roots:
        for node in root.walk():
            if node not in uses:
                order.append(node)
                uses[node] = 0
            for a in node.args:
                uses[a] = uses.get(a, 0) + 1
    shared = [e for e in order if uses.get(e, 0) > 1 and e.args and e.op is not Leaf.LOAD]
    return {e: f"t{i}" for i, e in enumerate(shared)}


class _Printer:
    def __init__(self, names: dict[Expr, str]):
        self.names = names

    def __call__(self, e: Expr) -> str:
        return self.names.get(e) or self.body(e)

    def body(self, e: Expr) -> str:
        op = e.op
        if op is Leaf.CONST:
            return f"{e.arg!r}:{e.dtype.mlir_name}"
        if op in (Leaf.INDEX, Leaf.RINDEX, Leaf.ACC, Leaf.VAL, Leaf.CUSTOM, Leaf.ROW):
            prefix = {Leaf.INDEX: "i", Leaf.RINDEX: "r", Leaf.ACC: "acc", Leaf.VAL: "val",
                      Leaf.CUSTOM: "custom", Leaf.ROW: "row"}[op]
            return f"{prefix}{e.arg}"
        args = ", ".join(self(a) for a in e.args)
        if op is Leaf.COLUMN:
            return f"column {e.arg[0]} of {e.arg[1]}: {args}"
        if op is Leaf.LOAD:
            return f"load %{e.arg.id}[{args}]"
        name = op.value if isinstance(op, (Op, Leaf)) else str(op)
        if op is Op.COMPARE:
            name = f"compare.{e.arg[0]}" + (".TOTALORDER" if e.arg[1] == "TOTALORDER" else "")
        if op in (Op.CONVERT, Op.BITCAST_CONVERT):
            name = f"{op.value}.{e.dtype.mlir_name}"
        if op is Op.REDUCE_PRECISION:
            name = f"reduce_precision.e{e.arg[0]}m{e.arg[1]}"
        return f"{name}({args})"
