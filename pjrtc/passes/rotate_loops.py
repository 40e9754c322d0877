"""Loop rotation (kernel IR -> kernel IR): a `while` whose cond is one scalar kernel computes
its predicate in the body's last kernel instead of a launch of its own each trip.

A decode loop's cond (GPT-2's `generate`: not (length reached or every sequence finished))
is one launch of a one-element kernel that reads the counters and flags the body's last
kernel has just written (merge_kernels makes the scalar updates ending each step one kernel):
a launch of its own per generated token, submitted apart from the body's. Rotated,

    while (cond) { body }   ->   cond; while () { body; cond }

the cond kernel runs once before the loop, and each trip's copy of it is one more output of
the body's last kernel: its loads of what that kernel writes are replaced by the expressions
that kernel stores (substitution), and it comes first among the outputs, so every load of the
merged kernel happens before any of its stores (each output is stored right after it is
computed: a value that kernel updates in place is still read as it was). The loop's `cond`
is then empty: the host reads `pred` back before each trip, as before.

A loop is rotated when it is not counted (a counted loop skips cond), its cond is one launch
of an elementwise kernel of one element that writes only `pred`, and its body's last launch
(followed by nothing but copies of carried values cond does not read) is of an elementwise
kernel of one element (launched nowhere else) whose outputs hold what they compute (no
narrowing store) and are one element each. Anything else stays as it
is: without the merge, rotation would save no launch.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from pjrtc.ir.kernel import (Copy, Expr, Kernel, KernelModule, Launch, Leaf, Step, While,
                             walk_steps)
from pjrtc.ir.kernel_exprs import kernel_reads, map_step_lists, rewrite, with_schedule
from pjrtc.ir.tensor import DType
from pjrtc.target import Target

_ZERO = Expr(Leaf.CONST, DType.I64, (), 0)


def rotate_loops(module: KernelModule, target: Target) -> KernelModule:
    """`module` with each loop that qualifies (see the module docstring) rotated."""
    launched = Counter(id(s.kernel) for s in walk_steps(module.steps) if isinstance(s, Launch))

    def rotate(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            rotated = _rotated(step, launched) if isinstance(step, While) else None
            if rotated is not None:
                at, merged = rotated
                body = step.body[:at] + (Launch(merged),) + step.body[at + 1:]
                out.append(step.cond[0])
                out.append(While((), step.pred, body))
            else:
                out.append(step)
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, rotate))


def _rotated(loop: While, launched: Counter) -> tuple[int, Kernel] | None:
    """The position in `loop`'s body of its last launch and that kernel computing the loop's
    predicate too, or None when the loop does not qualify."""
    if loop.trips is not None or len(loop.cond) != 1 or not isinstance(loop.cond[0], Launch):
        return None
    test = loop.cond[0].kernel
    at = len(loop.body) - 1
    while at >= 0 and isinstance(loop.body[at], Copy):  # carried values moved at the end
        if loop.body[at].dst.id in kernel_reads(test):  # the test reads them moved
            return None
        at -= 1
    if at < 0 or not isinstance(loop.body[at], Launch):
        return None
    kernel = loop.body[at].kernel
    if not (_scalar_elementwise(test) and _scalar_elementwise(kernel)
            and launched[id(kernel)] == 1 and len(test.outputs) == 1
            and test.outputs[0][0] == loop.pred):
        return None
    stored: dict[int, Expr] = {}
    for value, expr in kernel.outputs:
        if value.type.size != 1 or expr.dtype is not value.type.dtype:
            return None
        stored[value.id] = _at_origin(expr)

    def substitute(node: Expr) -> Expr | None:
        if node.op is Leaf.INDEX:
            return _ZERO
        if node.op is Leaf.LOAD and node.arg.id in stored:
            return stored[node.arg.id]
        return None

    pred = (loop.pred, rewrite(test.outputs[0][1], substitute))
    outputs = tuple((value, _at_origin(expr)) for value, expr in kernel.outputs)
    sources = tuple(dict.fromkeys(kernel.source_ops + test.source_ops))
    return at, replace(kernel, outputs=(pred,) + outputs, source_ops=sources)


def _scalar_elementwise(kernel: Kernel) -> bool:
    return (kernel.size == 1 and kernel.reduction is None and kernel.custom is None
            and kernel.tiling is None and kernel.rows is None and kernel.attention is None
            and not kernel.views)


def _at_origin(expr: Expr) -> Expr:
    """`expr` with every INDEX 0: in a kernel of one element every axis index is."""
    return rewrite(expr, lambda node: _ZERO if node.op is Leaf.INDEX else None)
