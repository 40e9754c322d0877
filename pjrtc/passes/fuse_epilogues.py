"""Epilogue fusion (kernel IR -> kernel IR): fold an elementwise consumer into the reduction
kernel whose result it reads, as oneDNN fuses bias and activation into a convolution.

Lowering gives every reduction (reduce, dot_general, convolution, reduce_window) a kernel and
a buffer of its own; the elementwise ops after it (a bias add and a ReLU, a scale, a cast) get
another kernel that reads that buffer back. When that kernel is the only reader, reads the
buffer only at its own index, and has the same iteration space, its output expressions can be
computed by the reduction kernel directly from the accumulators: one launch and one round trip
through memory fewer, and the intermediate buffer disappears.

Only kernels of one step list are fused (never across a loop or a branch), and only when no
step between the two writes anything the consumer reads, so computing the consumer earlier
reads the same values.
"""

from __future__ import annotations

from collections import Counter

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Step
from pjrtc.ir.kernel_exprs import (
    kernel_reads,
    loads_of,
    map_step_lists,
    steps_reading,
    substitute,
    values_written,
    with_schedule,
)
from pjrtc.target import Target


def fuse_epilogues(module: KernelModule, target: Target) -> KernelModule:
    """The module with epilogues fused (the same on every target)."""
    readers: Counter[int] = Counter()
    for _, reads in steps_reading(module.steps):
        readers.update(reads)
    readers.update(v.id for v in module.outputs)

    def fuse(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out = list(steps)
        i = 0
        while i < len(out):
            merged = _fuse_at(out, i, readers)
            if merged is None:
                i += 1  # else try again: the merged kernel may take the next consumer too
        return tuple(out)

    return with_schedule(module, map_step_lists(module.steps, fuse))


def _fuse_at(steps: list[Step], i: int, readers: Counter[int]) -> Kernel | None:
    """Fuse the consumer of the reduction launched by steps[i] into it, in place."""
    producer = _reduction_kernel(steps[i])
    if producer is None or len(producer.outputs) != 1:
        return None
    result, result_expr = producer.outputs[0]
    if readers[result.id] != 1:
        return None
    j = next((j for j in range(i + 1, len(steps))
              if any(result.id in reads for _, reads in steps_reading((steps[j],)))), None)
    if j is None or not isinstance(steps[j], Launch):
        return None
    consumer = steps[j].kernel
    if not _is_elementwise(consumer) or consumer.shape != producer.shape:
        return None
    identity = k.load(result, tuple(k.index(a) for a in range(len(producer.shape))))
    if any(load != identity for root in consumer.exprs() for load in loads_of(root, result)):
        return None
    between = tuple(steps[i + 1:j])
    touched = values_written(between) | {v for _, reads in steps_reading(between) for v in reads}
    if kernel_reads(consumer) & values_written(between) or (
            {v.id for v, _ in consumer.outputs} & touched):
        return None
    mapping = {identity: result_expr}
    merged = Kernel(producer.name, producer.shape,
                    tuple((v, substitute(e, mapping)) for v, e in consumer.outputs),
                    producer.reduction, producer.source_ops + consumer.source_ops,
                    producer.local_size)
    steps[i] = Launch(merged)
    del steps[j]
    return merged


def _reduction_kernel(step: Step) -> Kernel | None:
    if not isinstance(step, Launch):
        return None
    kern = step.kernel
    if kern.reduction is None or kern.custom is not None or kern.tiling is not None:
        return None
    return kern


def _is_elementwise(kern: Kernel) -> bool:
    return kern.reduction is None and kern.custom is None and kern.tiling is None
