"""Loop IR of a device loop (`Kernel.loop`, pjrtc/passes/device_loops.py): the loop IR of
each of its kernels, as produced for its own launch, placed in one program run by one
work-item:

    while (cond kernels; pred) { body kernels }

Each kernel's program runs inside counted loops over its launch's global range: its global
ids are the counters, its group and local ids their quotient and remainder by its work-group
size. A program with barriers (a row program's serial tail) is split at them, each part run
for every work-item before the next, as the barrier orders them; no kernel uses local memory.
Its parameters become the loop kernel's, by value (`Kernel.args` of the loop lists every
kernel's). The renderer marks them `noalias`, as every kernel's: the buffer plan gives the
buffers of one launch slots of their own (the loop is one launch, so its kernels' buffers
never share one), and a loop of kernels with views (another argument into the same memory)
stays on the host.
"""

from __future__ import annotations

from pjrtc.ir.kernel import Kernel
from pjrtc.ir.loops import Inst, Ops, Program
from pjrtc.ir.tensor import DType
from pjrtc.target import Target


def device_loop_program(kernel: Kernel, programs: dict[str, Program], target: Target) -> Program:
    """The loop IR of `kernel` (a device loop) from `programs`, its kernels' by name."""
    loop = kernel.loop
    assert loop is not None, kernel.name
    out = _Composer(kernel.args(), programs, target)
    head = out.emit(Ops.WHILE, None, arg="trip")
    for kern in loop.cond:
        out.place(kern)
    pred = out.emit(Ops.LOAD, DType.I1, (out.param[loop.pred.id],
                                         out.emit(Ops.CONST, DType.I64, arg=0)))
    do = out.emit(Ops.DO, None, (head, pred))
    for kern in loop.body:
        out.place(kern)
    out.emit(Ops.END_WHILE, None, (do,))
    return Program(kernel.name, tuple(out.insts), sub_group_size=1, code_block=out.code_block)


class _Composer:
    def __init__(self, args, programs: dict[str, Program], target: Target):
        self.programs, self.target = programs, target
        self.param = {v.id: k for k, v in enumerate(args)}
        self.insts = [Inst(Ops.PARAM, v.type.dtype, arg=k) for k, v in enumerate(args)]
        self.code_block: str | None = None
        self.placed = 0

    def emit(self, op: Ops, dtype: DType | None, src: tuple[int, ...] = (), arg=None,
             lanes: int = 1) -> int:
        self.insts.append(Inst(op, dtype, src, arg, lanes))
        return len(self.insts) - 1

    def place(self, kern: Kernel) -> None:
        """`kern`'s program, run for every work-item of its launch, part by part."""
        program = self.programs[kern.name]
        number, self.placed = self.placed, self.placed + 1
        self.code_block = self.code_block or program.code_block
        global_size, local_size = (tuple(reversed(x)) for x in kern.geometry(self.target))
        new: dict[int, int] = {}  # the program's instruction -> its copy here
        stage_args = kern.args()
        for i, inst in enumerate(program.insts):  # what every part may use
            if inst.op is Ops.PARAM:
                new[i] = self.param[stage_args[inst.arg].id]
            elif inst.op is Ops.CONST:
                new[i] = self.emit(inst.op, inst.dtype, (), inst.arg, inst.lanes)
        shared = set(new)
        for part_number, part in enumerate(_parts(program)):
            ids: dict[int, int] = {}  # OpenCL dimension -> its global id
            ranges = []
            for dim, extent in enumerate(global_size):
                if extent == 1:
                    ids[dim] = self.emit(Ops.CONST, DType.I64, arg=0)
                    continue
                end = self.emit(Ops.CONST, DType.I64, arg=extent)
                ids[dim] = self.emit(Ops.RANGE, DType.I64, (end,),
                                     f"s{number}.{part_number}.d{dim}")
                ranges.append(ids[dim])
            here: set[int] = set()
            for i in part:
                inst = program.insts[i]
                assert inst.op is not Ops.DEFINE_LOCAL, f"{kern.name}: local memory"
                assert all(s in shared or s in here for s in inst.src), (
                    f"{kern.name}: a value crosses a barrier")
                here.add(i)
                if inst.op is Ops.SPECIAL:
                    new[i] = self._id(inst.arg, ids, local_size)
                    continue
                arg = new[inst.arg] if inst.op is Ops.STORE and inst.arg is not None else inst.arg
                new[i] = self.emit(inst.op, inst.dtype, tuple(new[s] for s in inst.src), arg,
                                   inst.lanes)
            for r in reversed(ranges):
                self.emit(Ops.END_RANGE, None, (r,))

    def _id(self, arg: tuple[str, int], ids: dict[int, int], local_size: tuple[int, ...]) -> int:
        """A work-item's id of `arg` = (kind, OpenCL dimension), from its global id."""
        kind, dim = arg
        local = local_size[dim] if dim < len(local_size) else 1
        gid = ids.get(dim)
        if gid is None or (kind == "local_id" and local == 1):
            return self.emit(Ops.CONST, DType.I64, arg=0)
        if kind == "global_id" or local == 1:
            return gid
        size = self.emit(Ops.CONST, DType.I64, arg=local)
        return self.emit(Ops.IDIV if kind == "group_id" else Ops.IREM, DType.I64, (gid, size))


def _parts(program: Program) -> list[list[int]]:
    """The program's instructions other than its parameters and constants, split at its
    barriers (only at its top level): every work-item runs a part before any runs the next."""
    parts: list[list[int]] = [[]]
    depth = 0
    for i, inst in enumerate(program.insts):
        if inst.op in (Ops.PARAM, Ops.CONST):
            continue
        if inst.op is Ops.BARRIER:
            assert depth == 0, f"{program.name}: a barrier inside a region"
            parts.append([])
            continue
        if inst.op in (Ops.RANGE, Ops.WHILE, Ops.IF):
            depth += 1
        elif inst.op in (Ops.END_RANGE, Ops.END_WHILE, Ops.END_IF):
            depth -= 1
        parts[-1].append(i)
    return parts
