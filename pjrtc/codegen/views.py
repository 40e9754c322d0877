"""Buffers that live inside larger ones (`Kernel.views`): loop IR addressing them in place.

A producer of loop IR addresses each buffer as its own row-major array. A view (a piece of a
concatenation written in place, pjrtc/passes/concat_in_place.py) is bound to the larger
buffer instead, so every load and store of it is readdressed here, after the program is
built: element x of the view (shape S) is element x of the larger buffer (shape T) read from
the view's first element on. The launch passes the larger buffer's slot at the view's offset
(pjrtc/artifact/manifest.py: the argument's byte offset), so the code is the same wherever
the view lies: pieces of one shape at different offsets share a device function
(pjrtc/passes/share_kernels.py). With `inner` the elements of the axes after the last one
where S and T differ (whose rows are then alike), and the axes before the first such axis
merged:

    flat -> (unflatten flat // inner over S, flatten over T) * inner + flat % inner

A vector access of `lanes` elements stays one access when its flat index is a provable
multiple of `lanes` that divides the contiguous run (S's extent at the last such axis times
`inner`); any other is split into one scalar access per lane. A flat index that is a
multiple of the run plus something provably below it (a work-item's row start plus its
position in the row, bounded by the launch's global size) is split there, not divided.
"""

from __future__ import annotations

import math

from pjrtc.ir.kernel import Kernel
from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType
from pjrtc.target import Target


def apply_views(program: Program, kernel: Kernel, target: Target) -> Program:
    """`program` (built for `kernel` on `target`) with every access of a view readdressed."""
    if not kernel.views:
        return program
    position = {v.id: p for p, v in enumerate(kernel.args())}
    views = {position[v.id]: (v.type.shape, base.type.shape)
             for v, base, _ in kernel.views if v.id in position}
    launch, _ = kernel.geometry(target)  # slowest first: dimension 0 is the last
    global_size = {d: n for d, n in enumerate(reversed(launch))}
    return _Rewriter(program, views, global_size).run()


class _Rewriter:
    def __init__(self, program: Program, views: dict, global_size: dict[int, int]):
        self.program = program
        self.views = views  # PARAM position -> (shape, base shape)
        self.out: list[Inst] = []
        self.new: dict[int, int] = {}  # old instruction -> new
        self.multiple: dict[int, int] = {}  # new I64 instruction -> a known divisor (0: any)
        self.view_of: dict[int, tuple] = {}  # new PARAM instruction -> its view
        self.bounds: dict[int, float] = {}  # new I64 instruction -> exclusive upper bound
        self.global_size = global_size  # OpenCL dimension -> the launch's extent

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
        shape, base = self.view_of[src[0]]
        # a load's lanes are its own; a store's, those of the value it stores
        lanes = inst.lanes if inst.op is Ops.LOAD else self.out[src[2]].lanes
        run = self.run_length(shape, base)
        flat = src[1]
        m = self.multiple.get(flat, 1)
        if lanes == 1 or (run % lanes == 0 and m % lanes == 0):
            at = self.address(flat, shape, base)
            return self.emit(inst.op, inst.dtype, (src[0], at) + src[2:], inst.arg, lanes)
        if inst.op is Ops.LOAD:
            parts = [self.emit(Ops.LOAD, inst.dtype, (src[0], self.address(
                self.emit(Ops.IADD, DType.I64, (flat, self.const(j))), shape, base)))
                for j in range(lanes)]
            return self.emit(Ops.VECTORIZE, inst.dtype, parts, lanes=lanes)
        stored = self.out[src[2]].dtype
        for j in range(lanes):
            lane = self.emit(Ops.LANE, stored, (src[2],), j)
            at = self.address(self.emit(Ops.IADD, DType.I64, (flat, self.const(j))),
                              shape, base)
            self.emit(Ops.STORE, None, (src[0], at, lane))
        return len(self.out) - 1

    @staticmethod
    def _span(shape, base) -> tuple[int, int]:
        """(first, last) axis where the view's shape differs from the base's; a view that is
        its whole base (a concatenation of one piece) has the last axis."""
        differ = [a for a in range(len(shape)) if shape[a] != base[a]]
        return (differ[0], differ[-1]) if differ else (len(shape) - 1, len(shape) - 1)

    def run_length(self, shape, base) -> int:
        _, last = self._span(shape, base)
        return math.prod(shape[last:])

    def address(self, flat: int, shape, base) -> int:
        first, last = self._span(shape, base)
        inner = math.prod(shape[last + 1:])
        run = shape[last] * inner
        q, r = self.split(flat, run)  # flat // run, flat % run
        # The last axis of the span and the rows after it (alike in view and base) are r;
        # unflatten q over the other axes of the span (innermost first); what is left is the
        # merged leading axes, alike in view and base.
        coords: list[int | None] = [None if inner == 1 else self.emit(  # None: r itself
            Ops.IDIV, DType.I64, (r, self.const(inner)))]
        for a in range(last - 1, first - 1, -1):
            if shape[a] == 1:
                coords.append(self.const(0))
                continue
            coords.append(self.emit(Ops.IREM, DType.I64, (q, self.const(shape[a]))))
            q = self.emit(Ops.IDIV, DType.I64, (q, self.const(shape[a])))
        coords.reverse()
        at = q  # the leading axes' index, then each axis of the span in base strides
        for a, c in zip(range(first, last + 1), coords):
            if a == last:
                at = self.emit(Ops.IMUL, DType.I64, (at, self.const(base[a] * inner)))
                c = r if inner == 1 else self.emit(Ops.IMUL, DType.I64, (c, self.const(inner)))
            else:
                at = self.emit(Ops.IMUL, DType.I64, (at, self.const(base[a])))
            at = self.emit(Ops.IADD, DType.I64, (at, c))
        if inner > 1:
            at = self.emit(Ops.IADD, DType.I64, (at, self.emit(
                Ops.IREM, DType.I64, (r, self.const(inner)))))
        return at

    def split(self, flat: int, run: int) -> tuple[int, int]:
        """(flat // run, flat % run): where flat is a + b with a a multiple of run and b
        provably below it (a work-item's row start plus its position in the row), a / run
        and b, with no division by run of the sum."""
        inst = self.out[flat]
        if inst.op is Ops.IADD:
            for a, b in (inst.src, inst.src[::-1]):
                if self.multiple.get(a, 1) % run == 0 and self._bound(b) <= run:
                    return self.exact_div(a, run), b
        return (self.emit(Ops.IDIV, DType.I64, (flat, self.const(run))),
                self.emit(Ops.IREM, DType.I64, (flat, self.const(run))))

    def exact_div(self, i: int, n: int) -> int:
        """i / n for an i that is a known multiple of n, the division distributed over sums
        and taken out of products by constants where that leaves none."""
        inst = self.out[i]
        if inst.op is Ops.CONST:
            return self.const(inst.arg // n)
        if inst.op is Ops.IADD and all(self.multiple.get(s, 1) % n == 0 for s in inst.src):
            return self.emit(Ops.IADD, DType.I64, tuple(self.exact_div(s, n) for s in inst.src))
        if inst.op is Ops.IMUL:
            for x, c in (inst.src, inst.src[::-1]):
                factor = self.out[c]
                if factor.op is Ops.CONST and factor.arg % n == 0:
                    return x if factor.arg == n else self.emit(
                        Ops.IMUL, DType.I64, (x, self.const(factor.arg // n)))
        return self.emit(Ops.IDIV, DType.I64, (i, self.const(n)))

    def _bound(self, i: int) -> float:
        """An exclusive upper bound of the non-negative I64 instruction i (inf: unknown)."""
        found = self.bounds.get(i)
        if found is None:
            inst, b = self.out[i], self._bound
            found = math.inf
            if inst.op is Ops.CONST and isinstance(inst.arg, int):
                found = inst.arg + 1
            elif inst.op is Ops.SPECIAL and inst.arg[0] == "global_id":
                found = self.global_size.get(inst.arg[1], math.inf)
            elif inst.op is Ops.IADD:
                found = b(inst.src[0]) + b(inst.src[1]) - 1
            elif inst.op is Ops.IMUL:
                x, y = b(inst.src[0]), b(inst.src[1])
                found = 1 if min(x, y) <= 1 else (x - 1) * (y - 1) + 1
            elif inst.op is Ops.IDIV and self.out[inst.src[1]].op is Ops.CONST:
                x = b(inst.src[0])
                found = x if x == math.inf else (x - 1) // self.out[inst.src[1]].arg + 1
            elif inst.op is Ops.IREM and self.out[inst.src[1]].op is Ops.CONST:
                found = min(b(inst.src[0]), self.out[inst.src[1]].arg)
            elif inst.op is Ops.RANGE:
                found = b(inst.src[1] if len(inst.src) == 3 else inst.src[0]) - 1
            self.bounds[i] = found
        return found
