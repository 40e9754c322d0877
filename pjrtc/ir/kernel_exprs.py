"""Queries and rewrites of kernel IR expressions and schedules, shared by the kernel-IR passes.

Expressions are immutable DAGs (pjrtc/ir/kernel.py); a rewrite rebuilds only the nodes above
what it replaces, memoized so shared subexpressions stay shared.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import (Case, Copy, Expr, Kernel, KernelModule, Launch, Leaf, Step, While,
                             walk_steps)
from pjrtc.ir.tensor import Value


def rewrite(expr: Expr, replace: Callable[[Expr], Expr | None]) -> Expr:
    """`expr` with every node for which `replace` returns an expression replaced by it (its
    operands are not visited); other nodes are rebuilt over their rewritten operands."""
    memo: dict[int, Expr] = {}
    for node in expr.walk():
        new = replace(node)
        if new is None:
            args = tuple(memo[id(a)] for a in node.args)
            same = all(a is b for a, b in zip(args, node.args))
            new = node if same else Expr(node.op, node.dtype, args, node.arg)
        memo[id(node)] = new
    return memo[id(expr)]


def folded(expr: Expr, fold: Callable[[Expr], Expr]) -> Expr:
    """`expr` rebuilt bottom-up: each node over its operands' results, then given to `fold`,
    whose result (the node itself where nothing folds) stands for it."""
    memo: dict[int, Expr] = {}
    for node in expr.walk():
        args = tuple(memo[id(a)] for a in node.args)
        same = all(a is b for a, b in zip(args, node.args))
        memo[id(node)] = fold(node if same else Expr(node.op, node.dtype, args, node.arg))
    return memo[id(expr)]


def substitute(expr: Expr, mapping: dict[Expr, Expr]) -> Expr:
    """`expr` with every occurrence of a key of `mapping` replaced by its value."""
    return rewrite(expr, mapping.get) if mapping else expr


def index_axes(expr: Expr, leaf: Leaf = Leaf.INDEX) -> set[int]:
    """The axes of the `leaf` nodes (INDEX or RINDEX) that `expr` reads."""
    return {node.arg for node in expr.walk() if node.op is leaf}


def loads_of(expr: Expr, value: Value) -> list[Expr]:
    """Every distinct LOAD of `value` in `expr`."""
    return [node for node in expr.walk() if node.op is Leaf.LOAD and node.arg.id == value.id]


def kernel_reads(kernel: Kernel) -> set[int]:
    """Ids of the values a kernel reads (a kernel updating a value in place reads it too)."""
    return set(kernel.reads())


def read_counts(steps: tuple[Step, ...]) -> Counter[int]:
    """How many steps (nested ones included) read each value id."""
    counts: Counter[int] = Counter()
    for _, reads in steps_reading(steps):
        counts.update(reads)
    return counts


def next_reader(steps: list[Step] | tuple[Step, ...], start: int, value_id: int) -> int | None:
    """The position of the first of ``steps[start:]`` that reads ``value_id`` (nested steps
    included), or None."""
    return next((t for t in range(start, len(steps))
                 if any(value_id in reads for _, reads in steps_reading((steps[t],)))), None)


def steps_reading(steps: tuple[Step, ...]) -> Iterator[tuple[Step, set[int]]]:
    """Each step (nested ones included) with the ids of the values it reads."""
    for step in steps:
        if isinstance(step, Launch):
            yield step, kernel_reads(step.kernel)
        elif isinstance(step, Copy):
            yield step, {step.src.id}
        elif isinstance(step, While):
            trips = step.trips
            counters = set() if trips is None else {trips.counter.id} | (
                set() if trips.bound is None else {trips.bound.id})
            yield step, {step.pred.id} | counters
            yield from steps_reading(step.cond)
            yield from steps_reading(step.body)
        elif isinstance(step, Case):
            yield step, {step.index.id}
            for branch in step.branches:
                yield from steps_reading(branch)


def values_written(steps: tuple[Step, ...]) -> set[int]:
    """Ids of every value the steps (nested ones included) write."""
    written: set[int] = set()
    for step in steps:
        if isinstance(step, Launch):
            written.update(v.id for v, _ in step.kernel.outputs)
        elif isinstance(step, Copy):
            written.add(step.dst.id)
        elif isinstance(step, While):
            written |= values_written(step.cond) | values_written(step.body)
        elif isinstance(step, Case):
            for branch in step.branches:
                written |= values_written(branch)
    return written


def map_step_lists(steps: tuple[Step, ...],
                   fn: Callable[[tuple[Step, ...]], tuple[Step, ...]]) -> tuple[Step, ...]:
    """Apply `fn` to every step list, innermost first (a while's cond and body, a case's
    branches, then the list holding them)."""
    out: list[Step] = []
    for step in steps:
        if isinstance(step, While):
            step = While(map_step_lists(step.cond, fn), step.pred,
                         map_step_lists(step.body, fn), step.trips)
        elif isinstance(step, Case):
            step = Case(step.index, tuple(map_step_lists(b, fn) for b in step.branches))
        out.append(step)
    return fn(tuple(out))


def with_schedule(module: KernelModule, steps: tuple[Step, ...]) -> KernelModule:
    """`module` running `steps`, its kernel list rebuilt in order of first launch."""
    kernels: dict[int, Kernel] = {}
    for step in _launches(steps):
        kernels.setdefault(id(step.kernel), step.kernel)
    return KernelModule(tuple(kernels.values()), module.inputs, module.outputs, module.constants,
                        module.input_names, module.output_names, module.abi_input_types,
                        module.abi_output_types, steps)


def _launches(steps: tuple[Step, ...]) -> Iterator[Launch]:
    for step in steps:
        if isinstance(step, Launch):
            yield step
        elif isinstance(step, While):
            yield from _launches(step.cond)
            yield from _launches(step.body)
        elif isinstance(step, Case):
            for branch in step.branches:
                yield from _launches(branch)


def whole_buffer_values(module: KernelModule) -> set[int]:
    """Ids of the buffers used whole, by the host or by steps that are not kernels: the
    module's inputs, outputs and constants, Copy's source and destination, a loop's predicate,
    trip counter and bound, a Case's index. Passes that reshape or readdress buffers
    (squeeze_units, concat_in_place) leave these as they are."""
    ids = {v.id for v in module.inputs + module.outputs} | {v.id for v, _ in module.constants}
    for step in walk_steps(module.steps):
        if isinstance(step, Copy):
            ids |= {step.src.id, step.dst.id}
        elif isinstance(step, While):
            ids.add(step.pred.id)
            if step.trips is not None:
                ids.add(step.trips.counter.id)
                if step.trips.bound is not None:
                    ids.add(step.trips.bound.id)
        elif isinstance(step, Case):
            ids.add(step.index.id)
    return ids


def max_value_id(module: KernelModule) -> int:
    """The largest value id the module mentions (new values take larger ones)."""
    ids = [v.id for v in module.inputs + module.outputs] + [v.id for v, _ in module.constants]
    for step, reads in steps_reading(module.steps):
        ids.extend(reads)
    ids.extend(values_written(module.steps))
    return max(ids, default=0)


def flat_terms(shape: tuple[int, ...], index: tuple[Expr, ...]) -> list[tuple[Expr, int]]:
    """The row-major offset of `index` in a buffer of `shape` as terms (expr, multiplier)
    to sum. A run of dimensions indexed as the split of one index t (what a reshape reads:
    idiv(t, S) for the first, irem(idiv(t, s), extent) for the rest, `lower/rules.py`) is the
    single term t: no division is emitted to recombine what the split divided."""
    strides, stride = [], 1
    for extent in reversed(shape):
        strides.append(stride)
        stride *= extent
    strides.reverse()
    terms: list[tuple[Expr, int]] = []
    d = 0
    while d < len(shape):
        end = _split_end(shape, index, d)
        if end is None:
            terms.append((index[d], strides[d]))
            d += 1
        else:
            terms.append((index[d].args[0], strides[end - 1]))
            d = end
    return terms


def _split_end(shape: tuple[int, ...], index: tuple[Expr, ...], first: int) -> int | None:
    """The end of the run of dimensions from `first` indexed as the split of one index."""
    lead = index[first]
    if lead.op is not Leaf.IDIV or lead.args[1].op is not Leaf.CONST:
        return None
    t, divisor = lead.args[0], lead.args[1].arg
    end, below = first + 1, 1
    while below < divisor and end < len(shape):  # the dimensions the divisor spans
        below *= shape[end]
        end += 1
    if below != divisor or end == first + 1:
        return None
    stride = 1
    for d in range(end - 1, first, -1):
        if index[d] != k.irem(k.idiv(t, stride), shape[d]):
            return None
        stride *= shape[d]
    return end


def kept_element(expr: Expr, value: Value,
                 shape: tuple[int, ...]) -> tuple[Expr, Expr, bool] | None:
    """(condition, other side, side kept) where `expr`, stored at the element of an iteration
    space of `shape` in `value`, is an IF one side of which loads that very element of
    `value` (True: the then side, False: the else side); None otherwise. A dynamic update
    in place (a loop's cache) is such an IF: where it holds, storing changes nothing."""
    if expr.op is not Leaf.IF:
        return None
    cond, then, otherwise = expr.args
    for side, other, kept in ((then, otherwise, True), (otherwise, then, False)):
        if side.op is Leaf.LOAD and side.arg.id == value.id and _own_element(side, shape):
            return cond, other, kept
    return None


def _own_element(load: Expr, shape: tuple[int, ...]) -> bool:
    """Whether `load` reads, in a buffer of as many elements as `shape`, the element at the
    row-major position of the kernel's element (its axes of extent 1 aside)."""
    buffer = load.arg.type.shape
    if math.prod(buffer) != math.prod(shape):
        return False
    read = [index for extent, index in zip(buffer, load.args) if extent != 1]
    return read == [k.index(axis) for axis, extent in enumerate(shape) if extent != 1]
