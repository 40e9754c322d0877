"""Index rewriting shared by the kernel-IR fusion passes: a kernel's iteration space seen
through a row-major reshape (both orders are the same memory), and the index arithmetic that
such a rewrite leaves recombined."""

from __future__ import annotations

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.kernel_exprs import folded


def reshaped_index(src: tuple[int, ...], dst: tuple[int, ...]) -> dict[Expr, Expr] | None:
    """The INDEX leaves of a kernel over `dst` as expressions of the INDEX leaves of one over
    `src` at the same row-major position (each group of axes the reshape splits or merges
    through the linear index of the group); None when the element counts differ."""
    groups = _reshape_groups(src, dst)
    if groups is None:
        return None
    mapping: dict[Expr, Expr] = {}
    for (s0, s1), (d0, d1) in groups:
        linear = k.iconst(0)
        for a in range(s0, s1):
            linear = k.iadd(k.imul(linear, src[a]), k.index(a))
        stride = 1
        for a in range(d1 - 1, d0 - 1, -1):
            index = k.idiv(linear, stride)
            mapping[k.index(a)] = index if a == d0 else k.irem(index, dst[a])
            stride *= dst[a]
    return mapping


def _reshape_groups(src: tuple[int, ...], dst: tuple[int, ...]):
    """The runs of axes a row-major reshape from `src` to `dst` maps onto each other, as
    ((src start, stop), (dst start, stop)) pairs of equal element counts (each as short as
    can be); None when the counts differ."""
    groups, i, j = [], 0, 0
    while i < len(src) or j < len(dst):
        i0, j0, a, b = i, j, 1, 1
        if i < len(src):
            a, i = src[i], i + 1
        if j < len(dst):
            b, j = dst[j], j + 1
        while a != b:
            if a < b and i < len(src):
                a, i = a * src[i], i + 1
            elif b < a and j < len(dst):
                b, j = b * dst[j], j + 1
            else:
                return None
        groups.append(((i0, i), (j0, j)))
    return groups


def simplified(expr: Expr) -> Expr:
    """`expr` with every t // d * d + t % d (a split index recombined) replaced by t."""
    return folded(expr, _recombined)


def _recombined(node: Expr) -> Expr:
    if node.op is Leaf.IADD:
        high, low = node.args
        if (high.op is Leaf.IMUL and high.args[0].op is Leaf.IDIV and low.op is Leaf.IREM
                and high.args[0].args[0] == low.args[0]
                and high.args[0].args[1] == high.args[1] == low.args[1]):
            return low.args[0]
    return node
