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

Families alike but for K, M and N go further where their code can hold no extent at all
(`qualifies_sizes`): a constant i64[3] buffer holds (K, M, N) and the code reads all three.
The 1x1 convolutions of a network's blocks differ in all three (EfficientNetB0 at batch 8:
14 such tiled kernels of 15); each distinct one cost its build at every cold load. A kernel
in such a family of two or more distinct (K, M, N) reads the three; else, in a family alike
but for K, it reads K alone.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, KernelModule, Launch, Leaf, Step
from pjrtc.ir.kernel_exprs import loads_of, map_step_lists, max_value_id, with_schedule
from pjrtc.ir.tensor import DType, TensorType, Value
from pjrtc.passes.share_kernels import canonical
from pjrtc.target import Target

_DEPTH = TensorType((1,), DType.I64)
_SIZES = TensorType((3,), DType.I64)


def generic_depth(module: KernelModule, target: Target) -> KernelModule:
    """The module with each family of contractions alike but for K, M and N reading the three
    at run time, then each family alike but for K reading K (the same on every target)."""
    by_sizes: dict[Kernel, set[tuple[int, ...]]] = {}
    by_depth: dict[Kernel, set[int]] = {}

    def survey(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        for step in steps:
            kern = step.kernel if isinstance(step, Launch) else None
            if kern is not None and qualifies(kern):
                by_depth.setdefault(_family(kern, _DEPTH), set()).add(_sizes(kern)[0])
                if qualifies_sizes(kern):
                    by_sizes.setdefault(_family(kern, _SIZES), set()).add(_sizes(kern))
        return steps

    map_step_lists(module.steps, survey)
    shared_sizes = {key for key, sizes in by_sizes.items() if len(sizes) > 1}
    shared_depth = {key for key, depths in by_depth.items() if len(depths) > 1}
    if not shared_sizes and not shared_depth:
        return module
    next_id = max_value_id(module) + 1
    values: dict[tuple[int, ...], Value] = {}

    def buffer_of(sizes: tuple[int, ...]) -> Value:
        nonlocal next_id
        if sizes not in values:
            values[sizes] = Value(next_id, _SIZES if len(sizes) == 3 else _DEPTH)
            next_id += 1
        return values[sizes]

    def generic(steps: tuple[Step, ...]) -> tuple[Step, ...]:
        out: list[Step] = []
        for step in steps:
            kern = step.kernel if isinstance(step, Launch) else None
            sizes = None
            if kern is not None and qualifies(kern):
                if qualifies_sizes(kern) and _family(kern, _SIZES) in shared_sizes:
                    sizes = _sizes(kern)
                elif _family(kern, _DEPTH) in shared_depth:
                    sizes = _sizes(kern)[:1]
            if sizes is not None:
                step = Launch(replace(kern, tiling=replace(kern.tiling,
                                                           depth=buffer_of(sizes))))
            out.append(step)
        return tuple(out)

    module = with_schedule(module, map_step_lists(module.steps, generic))
    constants = tuple((v, np.array(sizes, dtype=np.int64)) for sizes, v in values.items())
    return replace(module, constants=module.constants + constants)


def _sizes(kern: Kernel) -> tuple[int, int, int]:
    """(K, M, N) of a qualifying contraction."""
    _, rows, cols = kern.tiling.extents(kern.shape)
    return kern.tiling.shape[0], rows, cols


def qualifies_sizes(kern: Kernel) -> bool:
    """Whether M and N, too, appear in `kern`'s code only where `Tiling.depth` can stand for
    them (it `qualifies` for K already): no batch axes; the lhs is [rows..., K], read from the
    flat row (`Tiling.lhs_rows_flat`); the epilogue reads no INDEX but the column's, and only
    vectors along the columns at it (a bias, a scale)."""
    t = kern.tiling
    if (t.batch_axes or len(t.lhs.args) != t.row_axes + 1
            or not t.lhs_rows_flat(kern.shape)):
        return False
    column = len(kern.shape) - 1
    for _, expr in kern.outputs:
        for node in expr.walk():
            if node.op is Leaf.INDEX and node.arg != column:
                return False
            if node.op is Leaf.LOAD and (node.arg.type.rank != 1
                                         or node.args != (k.index(column),)):
                return False
    return True


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


def _family(kern: Kernel, sizes: TensorType) -> Kernel:
    """What the members of `kern`'s family have in common, with a placeholder for the buffer
    of its K (`_DEPTH`) or its K, M and N (`_SIZES`)."""
    return canonical(replace(kern, tiling=replace(kern.tiling, depth=Value(-1, sizes))))
