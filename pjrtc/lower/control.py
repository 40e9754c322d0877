"""Control flow (while, if, case) as host-side schedule steps around the kernels of each region.

A region is lowered like a program of its own (`lowering.region(graph).lower()`), sharing the
program's value ids, constants and kernel list; values of enclosing graphs it reads are in
buffers already (the lowering materializes every captured value).

while: the results *are* the loop-carried values (Op.WHILE), each in a buffer of its own.
Kernels copy the initial values in; then the host runs cond, reads `pred` back, and runs the
body while it is true. The body computes its results into fresh buffers, and device copies move
them into the carried buffers at its end: every result is computed from the old values before
any carried buffer is overwritten, so swaps and shifts between carried values are safe. A
result that is its own carried value unchanged costs nothing (the prep stage makes such values
captures: passes/loop_invariants.py). Where it is safe, the kernel computing a result writes
the carried buffer itself instead (`_write_in_place`), and later kernels read it there.

if/case: the host reads the index back and runs one branch; each branch computes its results
into buffers of its own and copies them into the op's result buffers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING


from pjrtc.ir.counted_loops import trip_count
from pjrtc.ir.kernel import Case, Copy, Expr, Launch, Leaf, Step, While, walk_steps
from pjrtc.ir.kernel_exprs import kernel_reads, rewrite
from pjrtc.ir.tensor import DType, Node, Op

if TYPE_CHECKING:
    from pjrtc.lower import _Lowering


def while_steps(lowering: _Lowering, node: Node) -> list[Step]:
    n = node.attrs["num_carried"]
    carried = node.results
    steps: list[Step] = []
    for value, init in zip(carried, node.operands[:n]):
        launch = lowering.write_kernel(value, init, node, "init")
        if launch is not None:
            steps.append(launch)
    cond_steps, (pred,) = lowering.region(node.attrs["cond"]).lower()
    body = node.attrs["body"]
    unchanged = frozenset(i for i, (r, c) in enumerate(zip(body.results, carried)) if r == c)
    body_steps, outs = lowering.region(body).lower(keep=unchanged)
    # Counters first: one written in place stays a launch mid-body, one moved to the end
    # joins the other counters' kernel there (merge_kernels), its readers recomputing it.
    in_place = _recompute_scalars(lowering, body_steps, outs, carried, unchanged, True)
    in_place |= _write_in_place(lowering, body_steps, outs, carried, unchanged | in_place)
    in_place |= _recompute_scalars(lowering, body_steps, outs, carried, unchanged | in_place)
    for i, (out, value) in enumerate(zip(outs, carried)):
        if i not in unchanged and i not in in_place and value.type.nbytes:
            body_steps.append(Copy(out, value))
    steps.append(While(tuple(cond_steps), pred, tuple(body_steps), trip_count(node)))
    return steps


def _write_in_place(lowering: _Lowering, steps: list[Step], outs, carried,
                    unchanged: frozenset[int]) -> set[int]:
    """Positions whose new value the body's kernel can write straight into the carried buffer
    instead of a copy at the end (each step costs a launch: ~15-25 us on the OpenCL CPU).

    Safe when that kernel (a top-level step of the body) reads the carried value only at the
    element it writes (same shape, identity index: each work-item reads its own element before
    writing it) and no later step reads or writes the carried value (the body's results are
    distinct buffers of its own: a result that is a param, as in a shift between carried
    values, is a copy kernel reading it). Later kernels reading the new value then read the
    carried buffer instead, which holds it from then on: a decode loop's key/value cache,
    updated by a dynamic_update_slice and read whole by attention, stays in its buffer, with
    no copy back."""
    done: set[int] = set()
    for i, (out, value) in enumerate(zip(outs, carried)):
        if i in unchanged:
            continue
        at = next((p for p, step in enumerate(steps) if isinstance(step, Launch)
                   and any(v == out for v, _ in step.kernel.outputs)), None)
        if at is None:
            continue
        kernel = steps[at].kernel
        if kernel.shape != value.type.shape or not _reads_only_own_element(kernel, value):
            continue
        later = steps[at + 1:]
        if any(_uses(step, value) for step in later):
            continue
        if any(_uses(step, out) and not _renamable(step, out) for step in later):
            continue
        for p, step in enumerate(later, at + 1):
            if _uses(step, out):
                steps[p] = _relaunch(lowering, step.kernel, _reading(step.kernel, out, value))
        moved = replace(kernel, outputs=tuple((value if v == out else v, e)
                                              for v, e in kernel.outputs))
        steps[at] = _relaunch(lowering, kernel, moved)
        done.add(i)
    return done


def _recompute_scalars(lowering: _Lowering, steps: list[Step], outs, carried,
                       done: frozenset[int] | set[int], counters: bool = False) -> set[int]:
    """Positions whose new value is one element a cheap kernel computes (a decode loop's
    position counters: `index + 1`), made to write the carried buffer itself at the end of
    the body: the body's kernels reading the new value recompute its expression instead
    (at most `Target.max_scalar_recompute_cost` ops), and the kernel moves to the end, so no
    step after it reads the old value. This saves the copy at the end (a launch each
    iteration) where `_write_in_place` cannot: later kernels read the old value too.

    Safe when no step after the kernel writes anything it reads (so it computes the same at
    the end, and so do the readers recomputing it), every reader of the new value reads it
    through its expressions (`_renamable`), and no kernel moved to the end before it writes
    what it reads or reads its new value (one moved before it that reads the value it writes
    reads the old one, as it did where it was).

    With `counters`, only the positions whose kernel reads its own carried value and nothing
    else the loop changes (`index + 1`, `total + step`), and has no one-element kernel beside
    it (one it would share a launch with where it is, merge_kernels): moving one of those to
    the end stops no other kernel from being written in place or merged with it there."""
    done_here: set[int] = set()
    changing = {v.id for v in carried} | {
        w for step in steps for w in _writes(step)} if counters else set()
    moved: list[Launch] = []
    dropped: set[int] = set()
    limit = lowering.target.max_scalar_recompute_cost
    for i, (out, value) in enumerate(zip(outs, carried)):
        if i in done or value.type.size != 1:
            continue
        at = next((p for p, step in enumerate(steps) if isinstance(step, Launch)
                   and any(v == out for v, _ in step.kernel.outputs)), None)
        if at is None or not _is_plain(steps[at].kernel):
            continue
        kernel = steps[at].kernel
        expr = _at_origin(kernel.outputs[0][1])
        if sum(isinstance(e.op, Op) for e in expr.walk()) > limit:
            continue
        reads = kernel_reads(kernel)
        if counters and ((reads - {value.id}) & changing or _beside_a_scalar(steps, at)):
            continue
        later = [step for p, step in enumerate(steps) if p > at and p not in dropped]
        if any(_writes(step) & reads for step in later):
            continue
        if any(_uses(step, out) and not _renamable(step, out) for step in later):
            continue
        if any(_writes(m) & reads or _uses(m, out) for m in moved):
            continue
        for p, step in enumerate(steps):
            if p > at and p not in dropped and _uses(step, out):
                steps[p] = _relaunch(lowering, step.kernel, _reading(step.kernel, out, expr))
        dropped.add(at)
        moved.append(_relaunch(lowering, kernel, replace(kernel, outputs=((value, expr),))))
        done_here.add(i)
    steps[:] = [step for p, step in enumerate(steps) if p not in dropped] + moved
    kernels = lowering.shared.kernels  # in order of first launch: the body's are its tail
    for launch in moved:
        kernels.pop(next(k for k, kern in enumerate(kernels) if kern is launch.kernel))
        kernels.append(launch.kernel)
    return done_here


def _beside_a_scalar(steps: list[Step], at: int) -> bool:
    """Whether a step next to `steps[at]` launches a plain one-element kernel."""
    return any(0 <= p < len(steps) and isinstance(steps[p], Launch)
               and steps[p].kernel.size == 1 and _is_plain(steps[p].kernel)
               for p in (at - 1, at + 1))


def _is_plain(kernel) -> bool:
    """One output, elementwise: no reduction, tiling, row program or custom body."""
    return (len(kernel.outputs) == 1 and kernel.reduction is None and kernel.custom is None
            and kernel.tiling is None and kernel.rows is None)


def _at_origin(expr: Expr) -> Expr:
    """`expr` of a one-element kernel with its iteration index replaced by 0: the same value
    wherever it is evaluated."""
    zero = Expr(Leaf.CONST, DType.I64, (), 0)
    return rewrite(expr, lambda e: zero if e.op is Leaf.INDEX else None)


def _writes(step: Step) -> set[int]:
    """Ids of the values `step` (nested steps included) writes."""
    out: set[int] = set()
    for s in walk_steps((step,)):
        if isinstance(s, Launch):
            out.update(v.id for v, _ in s.kernel.outputs)
        elif isinstance(s, Copy):
            out.add(s.dst.id)
    return out


def _relaunch(lowering: _Lowering, kernel, moved) -> Launch:
    """The launch of `moved` in place of `kernel`'s, in the program's kernel list too."""
    kernels = lowering.shared.kernels
    kernels[next(k for k, kern in enumerate(kernels) if kern is kernel)] = moved
    return Launch(moved)


def _renamable(step: Step, value) -> bool:
    """Whether `step` reads `value` only through its expressions (a plain kernel's loads),
    so `_reading` can point it at another buffer."""
    return (isinstance(step, Launch) and step.kernel.custom is None
            and step.kernel.tiling is None and step.kernel.rows is None
            and all(v != value for v, _ in step.kernel.outputs))


def _reading(kernel, old, new):
    """`kernel` loading `new` wherever it loaded `old` (same type: the same elements), or,
    when `new` is an expression (of `old`'s one element), computing it there instead."""
    def load(e: Expr) -> Expr | None:
        if e.op is not Leaf.LOAD or e.arg != old:
            return None
        if isinstance(new, Expr):
            return new
        return Expr(Leaf.LOAD, e.dtype, tuple(rewrite(a, load) for a in e.args), new)

    def exprs(es):
        return tuple(rewrite(e, load) for e in es)

    reduction = kernel.reduction
    if reduction is not None:
        reduction = replace(reduction, inits=exprs(reduction.inits),
                            values=exprs(reduction.values), update=exprs(reduction.update))
    return replace(kernel, outputs=tuple((v, rewrite(e, load)) for v, e in kernel.outputs),
                   reduction=reduction)


def _reads_only_own_element(kernel, value) -> bool:
    own = tuple(Expr(Leaf.INDEX, DType.I64, (), a) for a in range(value.type.rank))
    return all(e.args == own for root in kernel.exprs() for e in root.walk()
               if e.op is Leaf.LOAD and e.arg == value)


def _uses(step: Step, value) -> bool:
    """Whether `step` (nested steps included) reads or writes `value`."""
    for s in walk_steps((step,)):
        if isinstance(s, Launch) and value in s.kernel.args():
            return True
        if isinstance(s, Copy) and value in (s.src, s.dst):
            return True
        if isinstance(s, While) and (s.pred == value or s.trips is not None and value in (
                s.trips.counter, s.trips.bound)):
            return True
        if isinstance(s, Case) and s.index == value:
            return True
    return False


def case_steps(lowering: _Lowering, node: Node) -> list[Step]:
    branches = node.attrs["branches"]
    if node.op is Op.IF:
        branches = branches[::-1]  # indexed by the pred itself: false -> 0, true -> 1
    lowered = []
    for graph in branches:
        steps, outs = lowering.region(graph).lower()
        steps.extend(Copy(out, value) for out, value in zip(outs, node.results)
                     if value.type.nbytes)
        lowered.append(tuple(steps))
    return [Case(node.operands[0], tuple(lowered))]
