"""Device loops (kernel IR -> kernel IR): a small `while` of launches becomes one kernel that
runs the whole loop (`DeviceLoop`): one launch a call instead of a launch per kernel per trip
and a read-back of the predicate per trip.

Why: a decode loop (GPT-2's `generate`) runs 13 kernels a token, each of a few dozen
work-items or fewer at batch 1. On the OpenCL CPU device a launch costs the host 2-4 us to
enqueue and the device as much to start, and the host reads the predicate back every token:
a token's kernels took 50 us back to back, about what the host needs to enqueue them. Run by
one work-item, a token costs one core's arithmetic and nothing per kernel: 22 us at batch 1,
57 us at batch 8 (docs/performance.md, "Decode loops").

The price is the other cores: a loop whose trips read much memory or do much arithmetic runs
slower on one core than its launches do on all of them (a decoder layer at GPT-2 small's sizes,
28 MB of weights a trip: 7 ms a 16-trip loop launched, 10.5 ms as one work-item). So a loop
qualifies only when, per launch it saves (its kernels and copies, and the read-back), a trip
touches at most `Target.device_loop_bytes_per_launch` bytes of buffers and does at most
`Target.device_loop_work_per_launch` multiply-adds or elements (`trip_work`: scalar code per
work-item counts once per vector lane it would have filled when launched). Its cond and body
must be launches of kernels without views (a piece of a concatenation addresses its base
buffer through another argument) or custom bodies (but a scatter applied in order), and
copies between buffers of one type (run as kernels); a while nested in the body qualifies
first, as a kernel of the outer loop. A counted loop qualifies too: its cond is still there,
and the device evaluates it every trip where the host would count.

Every kernel's work-items are independent except where a barrier orders them (a row
program's serial tail, pjrtc/codegen/rows.py): codegen (pjrtc/codegen/device_loop.py) runs
each part between barriers for every work-item before the next part.
"""

from __future__ import annotations

import itertools
import math

from pjrtc.ir.kernel import (SCATTER_IN_ORDER, Copy, DeviceLoop, Kernel, KernelModule, Launch,
                             SerialMap, Step, While, index, load)
from pjrtc.ir.kernel_exprs import map_step_lists, with_schedule
from pjrtc.target import Target


def device_loops(module: KernelModule, target: Target) -> KernelModule:
    if not module.schedule:
        return module
    numbers = itertools.count()  # names the loops' kernels apart
    return with_schedule(module, map_step_lists(module.schedule, lambda steps: tuple(
        _device_loop(s, target, next(numbers)) if isinstance(s, While) else s for s in steps)))


def qualifies(kernels: list[Kernel], target: Target) -> bool:
    """Whether a loop of `kernels` (its cond's and body's, `_kernels`) runs as one kernel on
    `target` (see the module's docstring)."""
    if not kernels or any(k.views or k.custom is not None and k.custom.name != SCATTER_IN_ORDER
                          for k in kernels):
        return False
    touched = {v.id: v.type.nbytes for k in kernels for v in k.args()}
    saved = len(kernels) + 1  # the launches and the predicate's read-back
    return (len(touched) + 1 <= target.device_loop_max_args
            and sum(touched.values()) <= saved * target.device_loop_bytes_per_launch
            and sum(trip_work(k, target) for k in kernels)
            <= saved * target.device_loop_work_per_launch)


def _kernels(steps: tuple[Step, ...]) -> list[Kernel] | None:
    """The kernels `steps` launch, a copy between buffers of one type as a kernel too; None
    when a step is another kind (a while or case the host runs, a copy that reshapes)."""
    kernels = []
    for step in steps:
        if isinstance(step, Launch):
            kernels.append(step.kernel)
        elif isinstance(step, Copy) and step.src.type == step.dst.type:
            own = tuple(index(a) for a in range(step.dst.type.rank))
            kernels.append(Kernel(f"copy_{step.src.id}_to_{step.dst.id}", step.dst.type.shape,
                                  ((step.dst, load(step.src, own)),), None, ()))
        else:
            return None
    return kernels


def trip_work(kernel: Kernel, target: Target) -> int:
    """About how many multiply-adds (or elements computed) one launch of `kernel` does, as
    one work-item does them: kernels in explicit vectors (tiled products, row programs,
    attention, elementwise kernels in lanes) count once; scalar code per work-item counts
    `Target.implicit_lanes` times, the lanes the device compiler fills with work-items when
    it is launched and cannot fill in a device loop (GPT-2's sampling loop: its top-k's rank
    sort, a million comparisons a token, ran 3.7x slower as one work-item)."""
    if kernel.loop is not None:  # a loop nested in a loop's body: at least one trip of it
        return sum(trip_work(k, target) for k in kernel.loop.kernels())
    if kernel.tiling is not None:
        t = kernel.tiling
        batch, rows, cols = t.extents(kernel.shape)
        return batch * rows * cols * (1 + len(t.parts)) * math.prod(t.shape)
    if kernel.attention is not None:
        a = kernel.attention
        return 2 * math.prod(a.rows) * a.keys * a.depth
    if kernel.custom is not None:  # SCATTER_IN_ORDER: the operand's copy, then the updates
        return (kernel.outputs[0][0].type.size
                + math.prod(kernel.custom.attr("space"))) * target.implicit_lanes
    if kernel.rows is not None:
        serial = sum(math.prod(s.shape) for s in kernel.rows.steps if isinstance(s, SerialMap))
        return kernel.size * len(kernel.rows.steps) + serial * target.implicit_lanes
    grid = kernel.grid(target)
    lanes = 1 if grid is not None and grid.lanes > 1 else target.implicit_lanes
    reduced = math.prod(kernel.reduction.shape) if kernel.reduction is not None else 1
    return kernel.size * reduced * lanes


def _device_loop(loop: While, target: Target, number: int) -> Launch | While:
    """The launch of `loop` as one kernel, or `loop` as it is when it does not qualify."""
    cond, body = _kernels(loop.cond), _kernels(loop.body)
    if cond is None or body is None or not qualifies(cond + body, target):
        return loop
    written: dict[int, tuple] = {}
    for kern in cond + body:
        for value, expr in kern.outputs:
            written.setdefault(value.id, (value, expr))
    sources = tuple(dict.fromkeys(op for kern in cond + body for op in kern.source_ops))
    return Launch(Kernel(f"loop{number}_{(cond + body)[0].name}", (1,), tuple(written.values()),
                         None, sources, loop=DeviceLoop(tuple(cond), loop.pred, tuple(body))))
