"""Row-major positions of index expressions (kernel IR), for the fusion passes.

A reshape that splits or merges axes (PyTorch's batched attention computes scores [b*h, q, k]
and takes their softmax over [b, h, q, k]) reads the element at the same row-major position as
the reader's own, through index arithmetic (`i0 * h + i1`, `idiv(i0, h)`, `irem(i0, h)`). These
helpers tell such a load from any other, and rewrite an expression over one shape's indices
into another's with the same row-major order.
"""

from __future__ import annotations

from collections import Counter

from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Expr, Leaf
from pjrtc.ir.kernel_exprs import folded, substitute

# A linear form: each term (an INDEX or RINDEX leaf, or an IDIV/IREM node taken as a whole) to
# its coefficient; the constant under None.
Linear = Counter


def linear(expr: Expr) -> Linear | None:
    """`expr` as a linear form, None where it is not one (a product of two indices, anything
    but integer index arithmetic). idiv(x, c) * c * s + irem(x, c) * s is x * s."""
    form = _terms(expr)
    return None if form is None else _folded(form)


def position(index: tuple[Expr, ...], shape: tuple[int, ...]) -> Linear | None:
    """The row-major position in `shape` of the element at `index`, as a linear form."""
    total, stride = Counter(), 1
    for i, extent in zip(reversed(index), reversed(shape)):
        form = _terms(i)
        if form is None:
            return None
        _add(total, form, stride)
        stride *= extent
    return _folded(total)


def own_position(shape: tuple[int, ...]) -> Linear:
    """The row-major position of a kernel's own element in its iteration space `shape`."""
    total, stride = Counter(), 1
    for axis in range(len(shape) - 1, -1, -1):
        if shape[axis] != 1:
            total[k.index(axis)] = stride
        stride *= shape[axis]
    return total


def is_own_position(index: tuple[Expr, ...], buffer_shape: tuple[int, ...],
                    shape: tuple[int, ...]) -> bool:
    """Whether a load at `index` of a buffer of `buffer_shape`, in a kernel over `shape`, reads
    the element at the kernel's own row-major position (the same number of elements)."""
    if _count(buffer_shape) != _count(shape):
        return False
    form = position(index, buffer_shape)
    if form is None:
        return False
    # The index of a unit axis is always 0, whatever expression names it.
    form = Counter({t: c for t, c in form.items()
                    if c and not (t is not None and t.op is Leaf.INDEX and t.arg < len(shape)
                                  and shape[t.arg] == 1)})
    return form == own_position(shape)


def regrouped(src: tuple[int, ...], dst: tuple[int, ...]) -> tuple[Expr, ...] | None:
    """For each axis of `src`, its index at the element of `dst` (over dst's INDEX leaves) with
    the same row-major position, when the two shapes are consecutive runs of axes with equal
    products (each run one axis split into several or several merged into one); else None."""
    out: list[Expr | None] = [None] * len(src)
    i = j = 0
    while i < len(src) or j < len(dst):
        if i < len(src) and src[i] == 1:
            out[i], i = k.iconst(0), i + 1
            continue
        if j < len(dst) and dst[j] == 1:
            j += 1
            continue
        if i == len(src) or j == len(dst):
            return None
        run_src, run_dst, size_src, size_dst = [i], [j], src[i], dst[j]
        i, j = i + 1, j + 1
        while size_src != size_dst:
            if size_src < size_dst:
                if i == len(src):
                    return None
                run_src.append(i)
                size_src, i = size_src * src[i], i + 1
            else:
                if j == len(dst):
                    return None
                run_dst.append(j)
                size_dst, j = size_dst * dst[j], j + 1
        flat, stride = k.iconst(0), 1
        for axis in reversed(run_dst):
            flat = k.iadd(k.imul(k.index(axis), stride), flat)
            stride *= dst[axis]
        stride = 1
        for axis in reversed(run_src):
            part = k.idiv(flat, stride)
            out[axis] = part if axis == run_src[0] else k.irem(part, src[axis])
            stride *= src[axis]
    return tuple(out)


def reindexed(expr: Expr, axes: tuple[Expr, ...], extents: dict[Expr, int]) -> Expr:
    """`expr` with INDEX a replaced by axes[a] (at once), its index arithmetic simplified
    (`extents`: each index leaf's extent after the replacement)."""
    return simplified(substitute(expr, {k.index(a): e for a, e in enumerate(axes)}), extents)


def simplified(expr: Expr, extents: dict[Expr, int]) -> Expr:
    """`expr` with the index arithmetic that splitting and merging axes leaves folded, each
    INDEX or RINDEX leaf in [0, its extent in `extents`): idiv(c * q + r, c) is q and
    irem(c * q + r, c) is r where 0 <= r < c (a merged axis split again), and
    idiv(x, c) * c + irem(x, c) is x (a split axis merged again)."""
    def fold(node: Expr) -> Expr:
        if node.op is Leaf.IADD:
            return _joined(*node.args) or node
        if node.op in (Leaf.IDIV, Leaf.IREM) and node.args[1].op is Leaf.CONST:
            return _divided(node, extents) or node
        return node

    return folded(expr, fold)


def _joined(a: Expr, b: Expr) -> Expr | None:
    for high, low in ((a, b), (b, a)):
        if (high.op is Leaf.IMUL and low.op is Leaf.IREM and high.args[0].op is Leaf.IDIV
                and high.args[1].op is Leaf.CONST and high.args[0].args == low.args
                and low.args[1] == high.args[1]):
            return low.args[0]
    return None


def _divided(node: Expr, extents: dict[Expr, int]) -> Expr | None:
    form, c = _terms(node.args[0]), node.args[1].arg
    if form is None or c <= 0:
        return None
    whole, part = Counter(), Counter()
    for t, n in form.items():
        if n < 0:
            return None
        if n % c == 0:
            whole[t] = n // c
        elif t is None:
            whole[None], part[None] = n // c, n % c
        else:
            part[t] = n
    top = 0
    for t, n in part.items():
        most = n if t is None else _most(t, extents)
        if most is None:
            return None
        top += most if t is None else n * most
    if top >= c:
        return None
    return _expr(whole if node.op is Leaf.IDIV else part)


def _most(t: Expr, extents: dict[Expr, int]) -> int | None:
    """The largest value of a term of a linear form (its least is 0), None if unknown."""
    if t.op in (Leaf.INDEX, Leaf.RINDEX):
        extent = extents.get(t)
        return None if extent is None else extent - 1
    if t.op is Leaf.IREM:
        return t.args[1].arg - 1
    form = _terms(t.args[0])  # an IDIV
    if form is None:
        return None
    top = 0
    for u, n in form.items():
        most = n if u is None else _most(u, extents)
        if n < 0 or most is None:
            return None
        top += most if u is None else n * most
    return top // t.args[1].arg


def _expr(form: Linear) -> Expr:
    out = k.iconst(form.get(None, 0))
    for t, n in form.items():
        if t is not None and n:
            out = k.iadd(out, k.imul(t, n))
    return out


def _terms(expr: Expr) -> Linear | None:
    if expr.op is Leaf.CONST and isinstance(expr.arg, int) and not isinstance(expr.arg, bool):
        return Counter({None: expr.arg})
    if expr.op in (Leaf.INDEX, Leaf.RINDEX):
        return Counter({expr: 1})
    if expr.op is Leaf.IADD:
        total = Counter()
        for arg in expr.args:
            form = _terms(arg)
            if form is None:
                return None
            _add(total, form, 1)
        return total
    if expr.op is Leaf.IMUL:
        for x, n in (expr.args, expr.args[::-1]):
            if n.op is Leaf.CONST:
                form = _terms(x)
                if form is None:
                    return None
                return Counter({t: c * n.arg for t, c in form.items()})
        return None
    if expr.op in (Leaf.IDIV, Leaf.IREM) and expr.args[1].op is Leaf.CONST:
        return Counter({expr: 1})
    return None


def _folded(form: Linear) -> Linear | None:
    """`form` with each idiv(x, c) * c * s + irem(x, c) * s as x * s."""
    while True:
        for t, c in form.items():
            if t is None or t.op is not Leaf.IDIV or not c:
                continue
            rem = Expr(Leaf.IREM, t.dtype, t.args)
            n = t.args[1].arg
            s = form.get(rem, 0)
            if s and c == n * s:
                inner = _terms(t.args[0])
                if inner is None:
                    return None
                del form[t], form[rem]
                _add(form, inner, s)
                break
        else:
            return Counter({t: c for t, c in form.items() if c})


def _add(total: Counter, form: Counter, scale: int) -> None:
    for t, c in form.items():
        total[t] += c * scale


def _count(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n
