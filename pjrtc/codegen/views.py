"""Buffers that live inside larger ones (`Kernel.views`): loop IR addressing them in place.

A producer of loop IR addresses each buffer as its own row-major array. A view (a piece of a
concatenation written in place, pjrtc/passes/concat_in_place.py) is bound to the larger
buffer instead, so every load and store of it is readdressed here, after the program is
built: element x of the view (shape S) is element x + offset of the larger buffer (shape T).
With `inner` the elements of the axes after the last one where S and T differ or the offset
is not 0 (whose rows are then alike), and the axes before the first such axis merged:

    flat -> (unflatten flat // inner over S, add the offsets, flatten over T) * inner
            + flat % inner

A vector access of `lanes` elements stays one access when its flat index is a provable
multiple of `lanes` that divides the contiguous run (S's extent at the last such axis times
`inner`); any other is split into one scalar access per lane.
"""

from __future__ import annotations

import math

from pjrtc.ir.kernel import Kernel
from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType


def apply_views(program: Program, kernel: Kernel) -> Program:
    """`program` (built for `kernel`) with every access of a view readdressed."""
    if not kernel.views:
        return program
    position = {v.id: p for p, v in enumerate(kernel.args())}
    views = {position[v.id]: (v.type.shape, base.type.shape, offsets)
             for v, base, offsets in kernel.views if v.id in position}
    return _Rewriter(program, views).run()


class _Rewriter:
    def __init__(self, program: Program, views: dict):
        self.program = program
        self.views = views  # PARAM position -> (shape, base shape, offsets)
        self.out: list[Inst] = []
        self.new: dict[int, int] = {}  # old instruction -> new
        self.multiple: dict[int, int] = {}  # new I64 instruction -> a known divisor (0: any)
        self.view_of: dict[int, tuple] = {}  # new PARAM instruction -> its view

    def emit(self, op: Ops, dtype, src=(), arg=None, lanes: int = 1) -> int:
        self.out.append(Inst(op, dtype, tuple(src), arg, lanes))
        i = len(self.out) - 1
        if dtype is DType.I64 and lanes == 1:
            self.multiple[i] = self._multiple(op, tuple(src), arg)
        return i

    def _multiple(self, op: Ops, src: tuple[int, ...], arg) -> int:
        m = self.multiple
        if op is Ops.CONST and isinstance(arg, int) and not isinstance(arg, bool):
            return abs(arg)
        if op is Ops.IMUL:
            return m.get(src[0], 1) * m.get(src[1], 1)
        if op is Ops.IADD:
            return math.gcd(m.get(src[0], 1), m.get(src[1], 1))
        if op is Ops.RANGE and len(src) == 3:
            return math.gcd(m.get(src[0], 1), m.get(src[2], 1))
        return 1

    def const(self, n: int) -> int:
        return self.emit(Ops.CONST, DType.I64, arg=int(n))

    def run(self) -> Program:
        for i, inst in enumerate(self.program.insts):
            src = tuple(self.new[s] for s in inst.src)
            if inst.op in (Ops.LOAD, Ops.STORE) and src[0] in self.view_of:
                self.new[i] = self.access(inst, src)
                continue
            self.new[i] = self.emit(inst.op, inst.dtype, src, inst.arg, inst.lanes)
            if inst.op is Ops.PARAM and inst.arg in self.views:
                self.view_of[self.new[i]] = self.views[inst.arg]
        return Program(self.program.name, tuple(self.out), self.program.sub_group_size,
                       self.program.code_block)

    def access(self, inst: Inst, src: tuple[int, ...]) -> int:
        shape, base, offsets = self.view_of[src[0]]
        lanes = inst.lanes
        run = self.run_length(shape, base, offsets)
        flat = src[1]
        m = self.multiple.get(flat, 1)
        if lanes == 1 or (run % lanes == 0 and m % lanes == 0):
            at = self.address(flat, shape, base, offsets)
            return self.emit(inst.op, inst.dtype, (src[0], at) + src[2:], inst.arg, lanes)
        if inst.op is Ops.LOAD:
            parts = [self.emit(Ops.LOAD, inst.dtype, (src[0], self.address(
                self.emit(Ops.IADD, DType.I64, (flat, self.const(j))), shape, base, offsets)))
                for j in range(lanes)]
            return self.emit(Ops.VECTORIZE, inst.dtype, parts, lanes=lanes)
        stored = self.out[src[2]].dtype
        for j in range(lanes):
            lane = self.emit(Ops.LANE, stored, (src[2],), j)
            at = self.address(self.emit(Ops.IADD, DType.I64, (flat, self.const(j))),
                              shape, base, offsets)
            self.emit(Ops.STORE, None, (src[0], at, lane))
        return len(self.out) - 1

    @staticmethod
    def _span(shape, base, offsets) -> tuple[int, int]:
        """(first, last) axis where the view differs from the base (a shape or an offset);
        a view that is its whole base (a concatenation of one piece) has the last axis."""
        differ = [a for a in range(len(shape)) if shape[a] != base[a] or offsets[a]]
        return (differ[0], differ[-1]) if differ else (len(shape) - 1, len(shape) - 1)

    def run_length(self, shape, base, offsets) -> int:
        _, last = self._span(shape, base, offsets)
        return math.prod(shape[last:])

    def address(self, flat: int, shape, base, offsets) -> int:
        first, last = self._span(shape, base, offsets)
        inner = math.prod(shape[last + 1:])
        q = flat if inner == 1 else self.emit(Ops.IDIV, DType.I64, (flat, self.const(inner)))
        # Unflatten q over axes first..last (innermost first); what is left is the merged
        # leading axes, alike in view and base.
        coords: list[int | None] = []  # None: 0 (a unit axis)
        for a in range(last, first - 1, -1):
            if shape[a] == 1:
                coords.append(None)
                continue
            coords.append(self.emit(Ops.IREM, DType.I64, (q, self.const(shape[a]))))
            q = self.emit(Ops.IDIV, DType.I64, (q, self.const(shape[a])))
        coords.reverse()
        at = q  # the leading axes' index, then each axis of the span in base strides
        for a, c in zip(range(first, last + 1), coords):
            at = self.emit(Ops.IMUL, DType.I64, (at, self.const(base[a])))
            if c is not None:
                at = self.emit(Ops.IADD, DType.I64, (at, c))
            if offsets[a]:
                at = self.emit(Ops.IADD, DType.I64, (at, self.const(offsets[a])))
        if inner > 1:
            at = self.emit(Ops.IADD, DType.I64, (
                self.emit(Ops.IMUL, DType.I64, (at, self.const(inner))),
                self.emit(Ops.IREM, DType.I64, (flat, self.const(inner)))))
        return at
