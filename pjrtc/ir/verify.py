"""Structural checks of tensor IR and kernel IR, run after each stage in tests and with
`pjrtc compile --verify-each`.

A failed check is a compiler bug, not a user error: `IRVerificationError` names the stage and
pass that produced the broken IR and what is wrong, so the bug is found where it is made, not
where a later stage trips over it (or, worse, where a kernel computes something else).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from pjrtc.ir.kernel import Copy, Expr, Kernel, KernelModule, Launch, Leaf, SerialMap, walk_steps
from pjrtc.ir.tensor import Graph, Value


class IRVerificationError(AssertionError):
    """IR that breaks an invariant of its form (raised with what and where)."""


def verify_graph(graph: Graph) -> None:
    """Every operand is defined before it is used (in a region: by the region or around it),
    no value is defined twice where it is seen, every value has a static shape, results are
    defined, and names and caller-visible types, where given, come one per param and
    result."""
    problems = list(_graph_problems(graph, outer=frozenset()))
    if problems:
        raise IRVerificationError("; ".join(problems[:5]))


def _graph_problems(graph: Graph, outer: frozenset[int]) -> Iterator[str]:
    """A region (a while's body, a case branch) is a scope of its own: it sees the values
    around it, and what it defines is not seen outside (two regions may name their params
    alike, and a while's results may reuse its body's ids)."""
    where = f"func @{graph.name}"
    visible = set(outer)
    for v in graph.params:
        yield from _define(v, visible, where)
    for counts, what in ((graph.param_names, "param names"), (graph.abi_param_types,
                                                              "caller param types")):
        if counts and len(counts) != len(graph.params):
            yield f"{where}: {len(counts)} {what} for {len(graph.params)} params"
    for counts, what in ((graph.result_names, "result names"), (graph.abi_result_types,
                                                                "caller result types")):
        if counts and len(counts) != len(graph.results):
            yield f"{where}: {len(counts)} {what} for {len(graph.results)} results"
    for node in graph.nodes:
        for v in node.operands:
            if v.id not in visible:
                yield f"{where}: {node.describe()} reads %{v.id}, which is not defined before it"
        for region in _regions(node):
            yield from _graph_problems(region, frozenset(visible))
        for v in node.results:
            yield from _define(v, visible, f"{where}: {node.describe()}")
    for v in graph.results:
        if v.id not in visible:
            yield f"{where} returns %{v.id}, which it does not define"


def _define(v: Value, visible: set[int], where: str) -> Iterator[str]:
    if v.id in visible:
        yield f"{where} defines %{v.id} again"
    if not all(isinstance(d, int) and d >= 0 for d in v.type.shape):
        yield f"{where} defines %{v.id} with a shape that is not static: {v.type}"
    visible.add(v.id)


def _regions(node) -> Iterator[Graph]:
    """The graphs a node holds (while cond/body, case branches, reduce bodies...)."""
    if node.body is not None:
        yield node.body
    for value in node.attrs.values():
        if isinstance(value, Graph):
            yield value
        elif isinstance(value, tuple):
            yield from (v for v in value if isinstance(v, Graph))


def verify_kernels(module: KernelModule) -> None:
    """The schedule launches exactly the module's kernels (each listed once, in order of first
    launch); every buffer a kernel or copy reads is an input, a constant, or written by some
    step; loads index every dimension of their buffer; INDEX, RINDEX, ACC and VAL leaves name
    axes and accumulators the kernel has; the module's outputs are defined."""
    problems = list(_module_problems(module))
    if problems:
        raise IRVerificationError("; ".join(problems[:5]))


def _module_problems(module: KernelModule) -> Iterator[str]:
    launched: list[Kernel] = []
    seen: set[int] = set()
    written: set[int] = set()
    copied: list[Copy] = []
    for step in walk_steps(module.steps):
        if isinstance(step, Launch):
            if id(step.kernel) not in seen:
                seen.add(id(step.kernel))
                launched.append(step.kernel)
            written.update(v.id for v, _ in step.kernel.outputs)
            # writing a view (a piece of a concatenation in place) writes its base buffer
            outs = {v.id for v, _ in step.kernel.outputs}
            written.update(base.id for v, base, _ in step.kernel.views if v.id in outs)
        elif isinstance(step, Copy):
            copied.append(step)
            written.add(step.dst.id)
    if [id(k) for k in launched] != [id(k) for k in module.kernels]:
        yield ("the kernel list is not the schedule's kernels in order of first launch "
               f"({len(module.kernels)} listed, {len(launched)} launched)")
    available = written | {v.id for v in module.inputs} | {v.id for v, _ in module.constants}
    # A value with no elements needs no writer (lowering launches nothing for it).
    available |= {v.id for v in _values(module) if v.type.nbytes == 0}
    # A view whose base is written is defined (its pieces, views of the base too, write it).
    available |= {v.id for kern in module.kernels for v, base, _ in kern.views
                  if base.id in available}
    for copy in copied:
        if copy.src.id not in available:
            yield f"a copy reads %{copy.src.id}, which nothing defines"
        if copy.src.type.nbytes != copy.dst.type.nbytes:
            yield f"a copy from %{copy.src.id} to %{copy.dst.id} changes the byte size"
    for kern in module.kernels:
        yield from (f"kernel {kern.name}: {p}" for p in _kernel_problems(kern, available))
    for v in module.outputs:
        if v.id not in available:
            yield f"output %{v.id} is never written"


def _values(module: KernelModule) -> Iterator[Value]:
    yield from module.outputs
    for kern in module.kernels:
        yield from kern.args()
    for step in walk_steps(module.steps):
        if isinstance(step, Copy):
            yield step.src


def _kernel_problems(kern: Kernel, available: set[int]) -> Iterator[str]:
    for v in kern.args():
        if v.id not in available:
            yield f"reads %{v.id}, which nothing defines"
    if kern.loop is not None:
        for inner in kern.loop.kernels():
            yield from (f"its {inner.name}: {p}" for p in _kernel_problems(inner, available))
        return
    steps = kern.rows.steps if kern.rows is not None else ()
    serial = [s for s in steps if isinstance(s, SerialMap)]
    if serial and (math.prod(kern.shape[:-1]) > kern.rows.group
                   or not all(isinstance(s, SerialMap) for s in steps[-len(serial):])):
        yield "has SerialMap steps but is not one work-group or they are not its last steps"
    for step in serial:
        for v, _ in step.writes:
            if math.prod(v.type.shape) != math.prod(step.shape):
                yield f"a SerialMap step over {step.shape} writes %{v.id} of {v.type.shape}"
    columns = {id(e) for _, e in kern.outputs if e.op is Leaf.COLUMN}
    plain = (kern.custom is None and kern.tiling is None and kern.rows is None
             and kern.attention is None)
    for v, e in kern.outputs:
        if e.op is Leaf.COLUMN and (not plain or math.prod(v.type.shape) != kern.size * e.arg[1]):
            yield (f"writes %{v.id} of {v.type.shape} as a column of {e.arg[1]} per element of "
                   f"{kern.shape}" + ("" if plain else " (expression kernels only)"))
    for v, base, offsets in kern.views:
        shape, outer = v.type.shape, base.type.shape
        if (len(shape) != len(outer) or len(offsets) != len(shape)
                or any(o < 0 or o + d > e for o, d, e in zip(offsets, shape, outer))
                or v.type.dtype is not base.type.dtype):
            yield f"view %{v.id} does not fit in %{base.id} at {offsets}"
    accs = len(kern.reduction.acc_dtypes) if kern.reduction is not None else None
    if kern.tiling is not None or kern.attention is not None:
        accs = 1
    values = len(kern.reduction.values) if kern.reduction is not None else None
    rank = len(kern.shape)
    reduction_rank = (len(kern.reduction.shape) if kern.reduction is not None
                      else len(kern.tiling.shape) if kern.tiling is not None else None)
    if kern.rows is not None:  # a SerialMap step's INDEXes are those of its own shape
        rank = max([rank] + [len(s.shape) for s in kern.rows.steps if isinstance(s, SerialMap)])
    if kern.attention is not None:  # its key axis follows the row axes; one RINDEX each
        rank = max(rank, len(kern.attention.rows) + 1, len(kern.attention.update_shape))
        reduction_rank = 1
    checked: set[int] = set()
    for root in kern.exprs():
        for node in root.walk():
            if id(node) in checked:
                continue
            checked.add(id(node))
            if node.op is Leaf.COLUMN and id(node) not in columns:
                yield "has a column inside an expression (only an output's whole expression)"
            problem = _leaf_problem(node, rank, reduction_rank, accs, values, kern)
            if problem:
                yield problem


def _leaf_problem(node: Expr, rank: int, reduction_rank: int | None, accs: int | None,
                  values: int | None, kern: Kernel) -> str | None:
    op = node.op
    if op is Leaf.LOAD:
        if len(node.args) != node.arg.type.rank:
            return (f"loads %{node.arg.id} (rank {node.arg.type.rank}) with {len(node.args)} "
                    "indices")
        if node.dtype is not node.arg.type.dtype:
            return f"loads %{node.arg.id} as {node.dtype.mlir_name}"
    elif op is Leaf.INDEX and kern.custom is None and not 0 <= node.arg < rank:
        return f"reads INDEX {node.arg} of a rank-{rank} iteration space"
    # A row program's steps (a tiling's row epilogue too) number their accumulators apart.
    rows = kern.rows is not None or kern.tiling is not None and bool(kern.tiling.rows)
    if op is Leaf.RINDEX and (reduction_rank is None and kern.rows is None
                              or reduction_rank is not None
                              and not 0 <= node.arg < reduction_rank):
        return f"reads RINDEX {node.arg} outside its reduction space"
    elif op is Leaf.ACC and not rows and (accs is None or not 0 <= node.arg < accs):
        return f"reads ACC {node.arg} of {accs or 0} accumulators"
    elif op is Leaf.VAL and not rows and (values is None or not 0 <= node.arg < values):
        return f"reads VAL {node.arg} of {values or 0} reduced values"
    return None
