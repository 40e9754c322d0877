"""Lowering: tensor IR Graph -> kernel IR KernelModule, fusing as it goes.

Each tensor value is either *materialized* (it lives in a device buffer: inputs, dense constants,
graph results, reduction results, and values that would be expensive to recompute) or *inlined*
(its element expression is substituted into every consumer). One kernel is emitted per
materialized value that a node computes (one per multi-result reduce).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pjrtc.ir import kernel as k
from pjrtc.ir.builder import max_value_id
from pjrtc.ir.kernel import Expr, Kernel, KernelModule, Launch, Leaf, Reduction, Step
from pjrtc.ir.tensor import DATA_MOVEMENT_OPS, DType, Graph, Node, Op, Value
from pjrtc.lower.common import body_exprs, convert
from pjrtc.lower.compensated import compensated_dot
from pjrtc.lower.control import case_steps, while_steps
from pjrtc.lower.linalg import (cholesky_kernel, eig_work, lapack_kernel, operand_copies,
                                triangular_solve_kernel, tridiagonal_work)
from pjrtc.lower.rules import expand, splat_value
from pjrtc.lower.scatter import one_update, scatter_element, scatter_kernel
from pjrtc.lower.select_and_scatter import select_and_scatter_kernel
from pjrtc.lower.windows import convolution_kernel, reduce_window_kernel
from pjrtc.ops import LAPACK_OPS
from pjrtc.target import Target

_NO_OPS: frozenset[int] = frozenset()


def lower_graph(graph: Graph, target: Target) -> KernelModule:
    """Lower a whole program for `target` (its fusion cost model, custom kernels' work-group
    sizes); the graph must have passed the frontend's support checks."""
    shared = _Shared(max_value_id(graph) + 1, target)
    steps, outputs = _Lowering(graph, shared).lower()
    return KernelModule(
        kernels=tuple(shared.kernels),
        inputs=graph.params,
        outputs=outputs,
        constants=tuple(shared.constants),
        input_names=graph.param_names,
        output_names=graph.result_names,
        abi_input_types=graph.abi_param_types,
        abi_output_types=graph.abi_result_types,
        schedule=tuple(steps),
    )


class _Shared:
    """State shared by the lowering of a program and of its control-flow regions: value ids
    are unique across all of them, so one materialized set serves every scope."""

    def __init__(self, next_id: int, target: Target):
        self.next_id = next_id
        self.target = target
        self.materialized: set[int] = set()
        self.constants: list[tuple[Value, object]] = []
        self.constant_arrays: dict[int, object] = {}  # the dense constants, by value id
        self.kernels: list[Kernel] = []  # every kernel, in order of creation

    def new_value(self, ttype) -> Value:
        value = Value(self.next_id, ttype)
        self.next_id += 1
        return value


class _Lowering:
    """Lowers one graph (the program, or one region of a control-flow op) to schedule steps."""

    def __init__(self, graph: Graph, shared: _Shared):
        self.graph = graph
        self.shared = shared
        self.target = shared.target
        self.producer: dict[int, Node] = {}
        self.uses: dict[int, list[Node | None]] = {}
        for node in graph.nodes:
            for r in node.results:
                self.producer[r.id] = node
            for v in node.operands:
                self.uses.setdefault(v.id, []).append(node)
        for v in graph.results:
            self.uses.setdefault(v.id, []).append(None)
        self.materialized = shared.materialized
        self.cost: dict[int, int] = {}
        self.constants = shared.constants
        # Per kernel: expansions already built, and the tensor ops fused into the kernel.
        self.memo: dict[tuple[int, tuple[Expr, ...]], Expr] = {}
        self.fused: dict[int, Node] = {}
        self.in_region = False  # a control-flow op's region (`region`), not the program

    def lower(self, keep: frozenset[int] = frozenset()) -> tuple[list[Step], tuple[Value, ...]]:
        """The steps computing this graph, and the values holding its results, each in a
        buffer of its own unless its position is in `keep` (then it may be a param)."""
        for v in self.graph.params:
            self.materialized.add(v.id)
        self.sinks = self._sinks()
        for node in self.graph.nodes:
            self._decide(node)
        steps: list[Step] = []
        for node in self.graph.nodes:
            control = CONTROL_LOWERINGS.get(node.op)
            if control is not None:
                steps.extend(control(self, node))
                continue
            self.memo, self.fused = {}, {id(node): node}
            kernel = self._kernel_for(node, len(self.shared.kernels))
            if kernel is not None and kernel.size > 0:
                steps.append(self.launch(replace(kernel, source_ops=self._source_ops())))
        copies, outputs = self._result_copies(keep)
        steps.extend(copies)
        return steps, outputs

    def launch(self, kernel: Kernel) -> Launch:
        self.shared.kernels.append(kernel)
        return Launch(kernel)

    def region(self, graph: Graph) -> _Lowering:
        """The lowering of a nested region, sharing this program's state."""
        lowering = _Lowering(graph, self.shared)
        lowering.in_region = True
        return lowering

    def write_kernel(self, dst: Value, src: Value, node: Node, suffix: str) -> Launch | None:
        """A kernel computing `src` elementwise into `dst`'s buffer (producers fused)."""
        self.memo, self.fused = {}, {id(node): node}
        index = tuple(k.index(a) for a in range(dst.type.rank))
        kernel = Kernel(f"k{len(self.shared.kernels)}_{node.op.value}_{suffix}", dst.type.shape,
                        ((dst, self.element(src, index)),), None, ())
        if kernel.size == 0:
            return None
        return self.launch(replace(kernel, source_ops=self._source_ops()))

    # -- what lives in memory -------------------------------------------------------------

    def _sinks(self) -> dict[int, frozenset]:
        """For each value, the kernels it would be fused into if it were not materialized
        (by the node that launches them; "result" for a graph result's own kernel). Worked out
        backwards from the users: a user that surely gets a kernel of its own (kernel builders,
        control flow, graph results, several sinks itself) is one sink; any other user passes
        on its own sinks. Decisions made later for cost alone can only split a sink, which
        makes a value recomputed in two kernels, never wrong."""
        sinks: dict[int, frozenset] = {}
        for node in reversed(self.graph.nodes):
            for r in node.results:
                found: set = set()
                for u in self.uses.get(r.id, []):
                    if u is None:
                        found.add("result")
                    elif (_own_kernel(u) or u.op in CONTROL_LOWERINGS
                          or len(u.results) != 1):
                        found.add(id(u))
                    else:
                        theirs = sinks.get(u.result.id, frozenset())
                        own = len(theirs) > 1 or None in self.uses.get(u.result.id, [])
                        found |= {id(u)} if own else theirs
                sinks[r.id] = frozenset(found)
        return sinks

    def _decide(self, node: Node) -> None:
        if node.op is Op.CONSTANT:
            array = node.attrs["value"]
            if splat_value(array) is None:
                self.materialized.add(node.result.id)
                self.constants.append((node.result, array))
                self.shared.constant_arrays[node.result.id] = array
                return
            if any(u is None or _needs_buffer(u, node.result)
                   for u in self.uses.get(node.result.id, [])):
                self.materialized.add(node.result.id)  # a kernel must write it to a buffer
            self.cost[node.result.id] = _NO_OPS
            return
        if _own_kernel(node) or node.op in CONTROL_LOWERINGS:
            self.materialized.update(r.id for r in node.results)
            return
        if self._in_place_concatenate(node):
            self.materialized.add(node.result.id)
            self.cost[node.result.id] = _NO_OPS
            return
        ops = self._inline_ops(node)
        cost = len(ops)
        value = node.result
        users = self.uses.get(value.id, [])
        rereads = any(u is None or _rereads(u, value) for u in users)
        # A few scalar ops recomputed per use cost less than a kernel launch of their own
        # (about 15 us on the OpenCL CPU: thousands of element operations).
        target = self.target
        cheap_scalar = value.type.size <= 1 and cost <= target.max_scalar_recompute_cost
        forced = any(u is not None and _needs_buffer(u, value) for u in users)
        # Several users are fine while they all end up in the same kernel; a value that would
        # be recomputed by several kernels gets a buffer of its own.
        shared = len(self.sinks.get(value.id, ())) > 1
        # A convolution reads its lhs once per window point and output feature tile: a pad
        # there is computed once instead (passes/pad_convolutions.py makes such pads).
        padded = node.op is Op.PAD and any(u is not None and u.op is Op.CONVOLUTION
                                           for u in users)
        # An inlined value of more ops than the target's max_inline_cost is materialized, so
        # kernels stay a reasonable size for the device compiler. Its operands are, first:
        # where the expressions are intertwined (JAX's threefry: each round's two words read
        # both of the last round's), materializing the value alone left the operands' other
        # readers recomputing every op from the start, in each kernel after a split (1000
        # random bits: 5 kernels of ~200 ops each, one work-item 64 us a draw; now 2 kernels,
        # 6 us); their buffers cut the expressions there instead.
        if cost > target.max_inline_cost and not (None in users or forced or padded):
            for v in node.operands:
                if self.cost.get(v.id, _NO_OPS) and v.id not in self.materialized:
                    self.materialized.add(v.id)
                    self.cost[v.id] = _NO_OPS
            ops = self._inline_ops(node)
            cost = len(ops)
        if (None in users or forced or cost > target.max_inline_cost or padded
                or (cost > 0 and not cheap_scalar and (shared or rereads))):
            source = self._view_source(node, users)
            if source is not None:  # the buffer goes before the reshape or transpose
                self.materialized.add(source.id)
            else:
                self.materialized.add(value.id)
            ops = _NO_OPS
        self.cost[value.id] = ops

    def _inline_ops(self, node: Node) -> frozenset:
        """The cost of inlining `node`'s value: the distinct ops of its expression DAG (a value
        used twice in one kernel is built once: `element` memoizes per kernel)."""
        ops = frozenset().union(*(self.cost.get(v.id, _NO_OPS) for v in node.operands))
        if not (node.op in DATA_MOVEMENT_OPS or node.op is Op.CONVERT):
            ops |= {id(node)}
        return ops

    def _in_place_concatenate(self, node: Node) -> bool:
        """Whether `node` is a concatenate of the program (not of a control-flow region) whose
        operands are all buffers its kernels compute: then it gets a buffer, its pieces are
        written into it in place (pjrtc/passes/concat_in_place.py) and its readers load it,
        instead of choosing the piece of each element they read."""
        if node.op is not Op.CONCATENATE or self.in_region:
            return False
        for v in node.operands:
            producer = self.producer.get(v.id)
            if v.id not in self.materialized or producer is None or producer.op is Op.CONSTANT:
                return False
        return True

    def _view_source(self, node: Node, users: list) -> Value | None:
        """For a reshape or transpose about to be materialized: its operand, when that is
        computed for it alone (so it can take the buffer instead and the reshape or transpose
        becomes a way of indexing it). A dot_general's bias add followed by the reshape into
        heads then stays in the dot's kernel (epilogue fusion) instead of a kernel of its own.
        Through a chain of such views (JAX's reshape then transpose into heads), the first
        operand that is not one."""
        if node.op not in (Op.RESHAPE, Op.TRANSPOSE) or None in users:
            return None
        if any(u is not None and _needs_buffer(u, node.result) for u in users):
            return None
        operand = node.operands[0]
        producer = self.producer.get(operand.id)
        if (producer is None or operand.id in self.materialized or producer.op is Op.CONSTANT
                or self.uses.get(operand.id) != [node]):
            return None
        return self._view_source(producer, [node]) or operand

    # -- element expressions --------------------------------------------------------------

    def element(self, value: Value, index: tuple[Expr, ...]) -> Expr:
        """The element of `value` at `index`: a load if materialized, else its expansion. An
        element of a dense constant at a constant index is that constant (JAX's threefry takes
        its rotation amounts from one: a shift by a literal, not by a load)."""
        if value.id in self.materialized:
            array = self.shared.constant_arrays.get(value.id)
            if array is not None and all(i.op is Leaf.CONST for i in index):
                return k.const(array[tuple(i.arg for i in index)].item(), value.type.dtype)
            return k.load(value, index)
        key = (value.id, index)
        found = self.memo.get(key)
        if found is None:
            node = self.producer[value.id]
            self.fused.setdefault(id(node), node)
            found = self._expand(node, index)
            self.memo[key] = found
        return found

    def _expand(self, node: Node, index: tuple[Expr, ...]) -> Expr:
        """The element of `node`'s (one) result at `index`, its operands' from `element`."""
        if node.op is Op.SCATTER:  # one update (`_own_kernel`): elementwise
            return scatter_element(node, index, self.element)
        return expand(node, index, self.element)

    def _source_ops(self) -> tuple[str, ...]:
        """The tensor ops a kernel computes, in program order (constants left out)."""
        order = {id(n): i for i, n in enumerate(self.graph.nodes)}
        nodes = sorted(self.fused.values(), key=lambda n: order.get(id(n), -1))
        return tuple(n.describe() for n in nodes if n.op is not Op.CONSTANT)

    # -- kernels --------------------------------------------------------------------------

    def _kernel_for(self, node: Node, number: int) -> Kernel | None:
        builder = KERNEL_BUILDERS.get(node.op) if _own_kernel(node) else None
        if builder is not None:
            return builder(self, node, _name(number, node))
        value = node.results[0]
        if value.id not in self.materialized or node.op is Op.CONSTANT and (
                splat_value(node.attrs["value"]) is None):
            return None
        index = tuple(k.index(a) for a in range(value.type.rank))
        expr = self._expand(node, index)
        return Kernel(_name(number, node), value.type.shape, ((value, expr),), None,
                      (node.describe(),))

    def _reduce_kernel(self, node: Node, name: str) -> Kernel:
        n = len(node.operands) // 2  # the operands, then as many inits
        operands, inits = node.operands[:n], node.operands[n:]
        dims = tuple(sorted(node.attrs["dimensions"]))
        src_shape = operands[0].type.shape
        src_index, kept, reduced = [], 0, 0
        for d in range(len(src_shape)):
            if d in dims:
                src_index.append(k.rindex(reduced))
                reduced += 1
            else:
                src_index.append(k.index(kept))
                kept += 1
        values = tuple(self.element(v, tuple(src_index)) for v in operands)
        init_exprs = tuple(self.element(v, ()) for v in inits)
        update = body_exprs(node.body, n)
        if node.attrs.get("lazy"):  # a select's sides evaluated only when taken
            update = tuple(Expr(Leaf.IF, u.dtype, u.args) if u.op is Op.SELECT else u
                           for u in update)
        acc_dtypes = tuple(v.type.dtype for v in inits)
        reduction = Reduction(tuple(src_shape[d] for d in dims), init_exprs, values, update,
                              acc_dtypes, reorderable=not node.attrs.get("in_order", False))
        accs = [Expr(Leaf.ACC, d, (), i) for i, d in enumerate(acc_dtypes)]
        shape = tuple(d for i, d in enumerate(src_shape) if i not in dims)
        slots, m = node.attrs.get("columns", (0, 0))  # see GraphBuilder.reduce
        outputs = tuple((node.results[o], k.column(accs[j * m + o], j, slots))
                        for j in range(slots) for o in range(m))
        outputs += tuple(zip(node.results[m:], accs[slots * m:]))
        return Kernel(name, shape, outputs, reduction, (node.describe(),))

    def _dot_kernel(self, node: Node, name: str) -> Kernel:
        lhs, rhs = node.operands
        a = node.attrs
        lb, rb = a["lhs_batching_dimensions"], a["rhs_batching_dimensions"]
        lc, rc = a["lhs_contracting_dimensions"], a["rhs_contracting_dimensions"]
        nb = len(lb)
        l_free = [d for d in range(lhs.type.rank) if d not in lb and d not in lc]
        r_free = [d for d in range(rhs.type.rank) if d not in rb and d not in rc]
        l_index = _dot_operand_index(lhs.type.rank, lb, lc, l_free, nb)
        r_index = _dot_operand_index(rhs.type.rank, rb, rc, r_free, nb + len(l_free))
        out = node.result.type.dtype
        if a.get("compensated"):  # passes/fft.py's DFT matrices
            reduction, result = compensated_dot(self.element(lhs, l_index),
                                                self.element(rhs, r_index),
                                                tuple(lhs.type.shape[d] for d in lc))
            return Kernel(name, node.result.type.shape, ((node.result, result),),
                          reduction, (node.describe(),))
        acc = DType.F32 if out in (DType.F16, DType.BF16) else out  # as XLA:CPU accumulates
        product = Expr(Op.MULTIPLY, acc, (convert(self.element(lhs, l_index), acc),
                                          convert(self.element(rhs, r_index), acc)))
        update = (Expr(Op.ADD if acc is not DType.I1 else Op.OR, acc, (
            Expr(Leaf.ACC, acc, (), 0), Expr(Leaf.VAL, acc, (), 0))),)
        if acc is DType.I1:
            product = Expr(Op.AND, acc, product.args)
        reduction = Reduction(tuple(lhs.type.shape[d] for d in lc), (k.const(0, acc),),
                              (product,), update, (acc,))
        result = convert(Expr(Leaf.ACC, acc, (), 0), out)
        return Kernel(name, node.result.type.shape, ((node.result, result),),
                      reduction, (node.describe(),))

    # -- results that no kernel writes ----------------------------------------------------

    def _result_copies(self, keep: frozenset[int]) -> tuple[list[Launch], tuple[Value, ...]]:
        """Results that are params, constants, values of an enclosing graph or repeated get a
        copy kernel of their own, so every output has its own buffer (that no later call's
        input upload overwrites, and that a loop may update in place)."""
        steps, outputs, written = [], [], set()
        computed = {v.id for n in self.graph.nodes for v in n.results} - {
            c.id for c, _ in self.constants}
        for position, v in enumerate(self.graph.results):
            if position in keep or (v.id in computed and v.id not in written):
                written.add(v.id)
                outputs.append(v)
                continue
            copy = self.shared.new_value(v.type)
            index = tuple(k.index(a) for a in range(v.type.rank))
            kernel = Kernel(f"k{len(self.shared.kernels)}_copy", v.type.shape,
                            ((copy, k.load(v, index)),), None, ("result copy",))
            if kernel.size > 0:
                steps.append(self.launch(kernel))
            outputs.append(copy)
        return steps, tuple(outputs)


# Ops whose results are always materialized, each with the builder of its kernel:
# builder(lowering, node, kernel_name) -> Kernel. Operand elements come from
# `lowering.element(value, index)`, which fuses cheap producers into the kernel.
KERNEL_BUILDERS: dict[Op, Callable[[_Lowering, Node, str], Kernel]] = {
    Op.REDUCE: _Lowering._reduce_kernel,
    Op.DOT_GENERAL: _Lowering._dot_kernel,
    Op.REDUCE_WINDOW: reduce_window_kernel,
    Op.CONVOLUTION: convolution_kernel,
    Op.SCATTER: scatter_kernel,
    Op.CHOLESKY: cholesky_kernel,
    Op.TRIANGULAR_SOLVE: triangular_solve_kernel,
    Op.LU: lapack_kernel("lu"),
    Op.QR: lapack_kernel("qr"),
    Op.HOUSEHOLDER_PRODUCT: lapack_kernel("householder_product"),
    Op.PIVOTED_QR: lapack_kernel("pivoted_qr"),
    Op.HOUSEHOLDER_MULTIPLY: lapack_kernel("householder_multiply", matrix_operand=2),
    Op.TRIDIAGONAL_SOLVE: lapack_kernel("tridiagonal_solve", matrix_operand=3),
    Op.TRIDIAGONAL_SOLVE_PERTURBED: lapack_kernel("tridiagonal_solve_perturbed",
                                                  matrix_operand=3, work=tridiagonal_work),
    Op.EIGH: lapack_kernel("eigh", work=operand_copies(1)),
    Op.SVD: lapack_kernel("svd"),
    Op.HESSENBERG: lapack_kernel("hessenberg"),
    Op.TRIDIAGONAL: lapack_kernel("tridiagonal_reduction"),
    Op.SCHUR: lapack_kernel("schur"),
    Op.EIG: lapack_kernel("eig", work=eig_work),
    Op.SELECT_AND_SCATTER: select_and_scatter_kernel,
}


# Ops that may read one operand element many times: an expensive operand is materialized
# rather than recomputed at every read.
REREADING_OPS: set[Op] = {Op.DOT_GENERAL, Op.REDUCE_WINDOW, Op.CONVOLUTION, Op.GATHER,
                           Op.SCATTER}


# Ops whose operands must all live in device buffers (never fused in): custom kernels that
# read operands with their own loops.
MATERIALIZED_OPERAND_OPS: set[Op] = {Op.CHOLESKY, Op.TRIANGULAR_SOLVE, *LAPACK_OPS}

# Control-flow ops, each with the function giving its schedule steps:
# fn(lowering, node) -> list[Step]. Their results always live in buffers.
CONTROL_LOWERINGS: dict[Op, Callable[[_Lowering, Node], list[Step]]] = {
    Op.WHILE: while_steps,
    Op.IF: case_steps,
    Op.CASE: case_steps,
}


def _own_kernel(node: Node) -> bool:
    """Whether `node` gets a kernel of its own (KERNEL_BUILDERS), its results materialized: a
    scatter of one update is elementwise instead (scatter.py's `one_update`)."""
    return node.op in KERNEL_BUILDERS and not (node.op is Op.SCATTER and one_update(node))


def _needs_buffer(user: Node, value: Value) -> bool:
    """Whether `user` needs `value` in a device buffer rather than fused into its kernels:
    custom kernels; and control flow, for what the host reads back (an if's pred, a case's
    index) and for values its regions read (captures), which run as separate kernels."""
    if user.op in MATERIALIZED_OPERAND_OPS:
        return True
    if user.op is Op.WHILE:
        return value in user.operands[user.attrs["num_carried"]:]
    return user.op in CONTROL_LOWERINGS


def _rereads(user: Node, value: Value) -> bool:
    """Whether `user` reads each element of `value` more than once (recompute would multiply)."""
    if user.op in REREADING_OPS:
        return True
    if user.op in (Op.BROADCAST_IN_DIM, Op.BITCAST_CONVERT):  # bitcast: to a narrower type
        return user.result.type.size > value.type.size
    if user.op in (Op.SELECT, Op.CLAMP, Op.PAD, Op.DYNAMIC_SLICE, Op.DYNAMIC_UPDATE_SLICE):
        return value.type.rank == 0 and user.result.type.rank > 0
    return False


def _dot_operand_index(rank, batch, contract, free, free_start) -> tuple[Expr, ...]:
    index: list[Expr | None] = [None] * rank
    for i, d in enumerate(batch):
        index[d] = k.index(i)
    for i, d in enumerate(contract):
        index[d] = k.rindex(i)
    for i, d in enumerate(free):
        index[d] = k.index(free_start + i)
    return tuple(index)


def _name(number: int, node: Node) -> str:
    return f"k{number}_{node.op.value}"
