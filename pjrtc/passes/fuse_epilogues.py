"""Epilogue fusion (kernel IR -> kernel IR): fold an elementwise consumer into the reduction
kernel whose result it reads, as oneDNN fuses bias and activation into a convolution.

Lowering gives every reduction (reduce, dot_general, convolution, reduce_window) a kernel and
a buffer of its own; the elementwise ops after it (a bias add and a ReLU, a scale, a cast) get
another kernel that reads that buffer back. When that kernel is the only reader, reads the
buffer only at its own index, and has the same iteration space, its output expressions can be
computed by the reduction kernel directly from the accumulators: one launch and one round trip
through memory fewer, and the intermediate buffer disappears.

A consumer may also see the result through a reshape (Flax and HF split a projection into
heads, [B, S, H * D] -> [B, S, H, D], and scale or add a bias there): when the consumer has as
many elements as the product of a contraction (dot_general, convolution) and reads the result
at the element of its own row-major position, its index is rewritten as the product's (each
group of axes the reshape splits or merges, as divisions of their linear index) and its
outputs, which keep their shapes, are written at the product's elements: both orders are the
same row-major memory.

Only kernels of one step list are fused (never across a loop or a branch), and only when no
step between the two writes anything the consumer reads, so computing the consumer earlier
reads the same values, and the consumer writes nothing the reduction reads (a loop's state
updated in place: a work-item would overwrite what another still sums).
"""

from __future__ import annotations

from collections import Counter

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Step
from pjrtc.ir.kernel_exprs import (
    kernel_reads,
    loads_of,
    map_step_lists,
    next_reader,
    read_counts,
    steps_reading,
    substitute,
    values_written,
    with_schedule,
)
from pjrtc.ir.tensor import Op
from pjrtc.passes.reindex import reshaped_index, simplified
from pjrtc.target import Target


def fuse_epilogues(module: KernelModule, target: Target) -> KernelModule:
    """The module with epilogues fused (the same on every target)."""
    readers = read_counts(module.steps)
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
    j = next_reader(steps, i + 1, result.id)
    if j is None or not isinstance(steps[j], Launch):
        return None
    consumer = steps[j].kernel
    if not _is_elementwise(consumer):
        return None
    if consumer.shape != producer.shape:
        consumer = _reindexed(consumer, producer)
        if consumer is None:
            return None
    # An axis of extent 1 may be read at 0 (lowering's broadcasts and reshapes do).
    own = [{k.index(a)} | ({k.iconst(0)} if extent == 1 else set())
           for a, extent in enumerate(producer.shape)]
    if any(not all(i in allowed for i, allowed in zip(load.args, own))
           for root in consumer.exprs() for load in loads_of(root, result)):
        return None
    # The merged kernel's work-items run in any order: one writing a value that another
    # reads for its sum (an RNN step updating its state in place, h = tanh(W h + x)) races.
    if {v.id for v, _ in consumer.outputs} & kernel_reads(producer):
        return None
    between = tuple(steps[i + 1:j])
    touched = values_written(between) | {v for _, reads in steps_reading(between) for v in reads}
    if kernel_reads(consumer) & values_written(between) or (
            {v.id for v, _ in consumer.outputs} & touched):
        return None
    mapping = {load: result_expr for root in consumer.exprs() for load in loads_of(root, result)}
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


def _reindexed(consumer: Kernel, producer: Kernel) -> Kernel | None:
    """`consumer` over the iteration space of the contraction `producer` when it has as many
    elements (a reshape of it), its INDEX leaves rewritten as the producer's; else None."""
    if producer.size != consumer.size or producer.reduction.values[0].op is not Op.MULTIPLY:
        return None
    mapping = reshaped_index(producer.shape, consumer.shape)
    if mapping is None:
        return None
    outputs = tuple((v, simplified(substitute(e, mapping))) for v, e in consumer.outputs)
    return Kernel(consumer.name, producer.shape, outputs, None, consumer.source_ops,
                  consumer.local_size)


def _is_elementwise(kern: Kernel) -> bool:
    return kern.reduction is None and kern.custom is None and kern.tiling is None
