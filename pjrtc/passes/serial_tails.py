"""Small elementwise kernels after a row program launched as one work-group run in it (kernel
IR -> kernel IR): each becomes a `SerialMap` step at the program's end, one launch less.

Why: a decode loop ends each step with a few tiny kernels after the work-group that picks the
next tokens (the argmax row program over the vocabulary, a row per sequence): the tokens
written into the output sequences, then the scalar updates (position counters, the finished
flags, the loop's predicate). Each costs a launch, 3-4 us on the OpenCL CPU device, for work
of a few dozen elements; GPT-2 generate launched 17 kernels a token, two of them these.

The program's work-group runs them after its rows, each after a barrier (with one work-item,
as at batch 1, none is needed), its work-items sharing each kernel's elements. So they run
in schedule order as the launches did: a kernel may read what the rows or an earlier kernel
wrote, at any element, and update in place what it reads at its own element. Merged: an
expression kernel (no reduction, tiling, row program, attention, custom body or views) of at
most `MAX_SERIAL_ELEMENTS` elements, right after the program in the same step list, each
launched once, neither repacking weights only (plan_buffers' `parameter_derived`, which a
call on resident weights may skip). A program of more rows than one work-group holds keeps
its tails: its work-groups cannot wait for each other.
"""

from __future__ import annotations

import math
from dataclasses import replace

from pjrtc.ir.kernel import Kernel, KernelModule, SerialMap
from pjrtc.passes.adjacent import merge_adjacent
from pjrtc.target import Target

# One work-group computes these: at a few hundred elements (batch 8's sequences of 32
# tokens, a few counters) that is less than a launch; a larger kernel keeps its own launch,
# over every core.
MAX_SERIAL_ELEMENTS = 1024


def serial_tails(module: KernelModule, target: Target) -> KernelModule:
    return merge_adjacent(module, lambda program, tail: _with_tail(program, tail)
                          if _one_work_group(program) and _is_tail(tail) else None)


def _one_work_group(kernel: Kernel) -> bool:
    return (kernel.rows is not None and not kernel.views
            and math.prod(kernel.shape[:-1]) <= kernel.rows.group)


def _is_tail(kernel: Kernel) -> bool:
    return (kernel.reduction is None and kernel.custom is None and kernel.tiling is None
            and kernel.rows is None and kernel.attention is None and not kernel.views
            and 0 < kernel.size <= MAX_SERIAL_ELEMENTS)


def _with_tail(program: Kernel, tail: Kernel) -> Kernel:
    """`program` running `tail`'s writes last; its outputs list every buffer written once."""
    written = {v.id for v, _ in program.outputs}
    outputs = program.outputs + tuple((v, e) for v, e in tail.outputs if v.id not in written)
    rows = replace(program.rows, steps=program.rows.steps + (SerialMap(tail.shape,
                                                                        tail.outputs),))
    sources = tuple(dict.fromkeys(program.source_ops + tail.source_ops))
    return replace(program, outputs=outputs, rows=rows, source_ops=sources)
