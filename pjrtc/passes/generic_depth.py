"""Depth-generic contractions (kernel IR -> kernel IR): tiled contractions that differ only in
their reduction length K take it at run time (`Tiling.depth`), so they share one device
function (pjrtc/passes/share_kernels.py).

Every distinct kernel costs the device compiler build time at load: about 20 ms for a 1x1
tiled convolution on the CI machine (docs/performance.md "Load time"). DenseNet121's dense
blocks hold 58 such convolutions that differ only in K, the block's width so far: the same
rows, columns and epilogue over an input of K channels and a weight panel of depth K. Here
each member of such a family (two or more kernels, alike but for K, with different Ks) reads
K from a constant i64[1] buffer instead (one per distinct K), so sharing makes the family
one function. A kernel alike with no other keeps its K compiled in (its code is unchanged).

A kernel qualifies when its reduction is one axis, its `lhs` is one load whose last index is
that axis (RINDEX 0) and whose buffer's last extent is K, that buffer is read nowhere else in
the kernel, the kernel has no views and the tiling no further parts or row epilogue: then K
appears in its code only as the loop's trip count, the lhs row stride and the panel stride
(pjrtc/codegen/contraction.py), which all read the buffer.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Leaf, Step
from pjrtc.ir.kernel_exprs import loads_of, map_step_lists, max_value_id, with_schedule
from pjrtc.ir.tensor import DType, TensorType, Value
from pjrtc.passes.share_kernels import canonical
from pjrtc.target import Target

_DEPTH = TensorType((1,), DType.I64)


def generic_depth(module: KernelModule, target: Target) -> KernelModule:
    """The module with each family of contractions alike but for K reading K at run time (the
    same on every target)."""
    families: dict[Kernel, set[int]] = {}

    def survey(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        for step in steps:
            if isinstance(step, Launch) and qualifies(step.kernel):
                families.setdefault(_family(step.kernel), set()).add(step.kernel.tiling.shape[0])
        return steps

    map_step_lists(module.steps, survey)
    shared = {key for key, depths in families.items() if len(depths) > 1}
    if not shared:
        return module
    next_id = max_value_id(module) + 1
    depth_values: dict[int, Value] = {}

    def depth_of(k: int) -> Value:
        nonlocal next_id
        if k not in depth_values:
            depth_values[k] = Value(next_id, _DEPTH)
            next_id += 1
        return depth_values[k]

    def generic(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            kern = step.kernel if isinstance(step, Launch) else None
            if kern is not None and qualifies(kern) and _family(kern) in shared:
                t = kern.tiling
                step = Launch(replace(kern, tiling=replace(t, depth=depth_of(t.shape[0]))))
            out.append(step)
        return tuple(out)

    module = with_schedule(module, map_step_lists(module.steps, generic))
    constants = tuple((v, np.array([k], dtype=np.int64)) for k, v in depth_values.items())
    return replace(module, constants=module.constants + constants)


def qualifies(kern: Kernel) -> bool:
    """Whether K appears in `kern`'s code only where `Tiling.depth` can stand for it."""
    t = kern.tiling
    # A view's addressing may depend on the launch (pjrtc/codegen/views.py), which the
    # work-group size K chose is part of: kernels with views keep K.
    if (t is None or t.depth is not None or t.parts or t.rows or len(t.shape) != 1
            or kern.views or kern.custom is not None):
        return False
    lhs = t.lhs
    if lhs.op is not Leaf.LOAD or lhs.arg.type.shape[-1:] != t.shape:
        return False
    last = lhs.args[-1]
    if last.op is not Leaf.RINDEX or last.arg != 0:
        return False
    if any(node.op is Leaf.RINDEX for index in lhs.args[:-1] for node in index.walk()):
        return False
    return not any(loads_of(root, lhs.arg) for root in kern.exprs()[1:])


def _family(kern: Kernel) -> Kernel:
    """What the members of `kern`'s family have in common (a placeholder for K's buffer)."""
    return canonical(replace(kern, tiling=replace(kern.tiling, depth=Value(-1, _DEPTH))))
