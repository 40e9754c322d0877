"""Build tensor IR from the plain records of a normalized StableHLO module (`raw.py`).

One pass over the entry function in order, inlining `func.call`s, converting reduction bodies
recursively, and collecting every unsupported operation, type and shape on the way so that a
single `UnsupportedError` lists them all. Value ids come from one counter shared by the graph
and its bodies.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from pjrtc.errors import UnsupportedError
from pjrtc.frontend.collectives import COLLECTIVE_RULES
from pjrtc.frontend.complex_rules import COMPLEX_RULES
from pjrtc.frontend.raw import RawBlock, RawFunc, RawOp, RawType, Undecodable
from pjrtc.frontend.value_ops import UNSUPPORTED_WHY, VALUE_RULES
from pjrtc.frontend.values import (  # noqa: F401  (is_token: for control-flow rules)
    TOKEN,
    FrontendValue,
    TupleValue,
    is_token,
    leaf_names,
    tensor_leaves,
)
from pjrtc.frontend import rng_rules
from pjrtc.frontend import shardy
from pjrtc.frontend import linalg_rules
from pjrtc.frontend import region_rules
from pjrtc.ops import unsupported_reason
from pjrtc.ir.tensor import ELEMENTWISE_OPS, DType, Graph, Node, Op, TensorType, Value

SUPPORTED_DTYPES = ", ".join(d.mlir_name for d in DType)
_TERMINATORS = frozenset({"func.return", "stablehlo.return"}) | shardy.TERMINATORS
# Identities on a single device: their results are their operands.
_IDENTITIES = frozenset({"stablehlo.optimization_barrier"}) | shardy.IDENTITIES
_ELEMENTWISE = {op.stablehlo_name: op for op in ELEMENTWISE_OPS}
_PLACEHOLDER = TensorType((), DType.F32)  # the type of a poisoned value (see _poison)


def to_graph(funcs: dict[str, RawFunc], entry: str, source: str,
             grid: tuple[int, int] = (1, 1),
             meshes: dict[str, shardy.Mesh] | None = None) -> Graph:
    """Tensor IR of `funcs[entry]`; UnsupportedError listing every problem found. `grid` is
    (replicas, partitions) the module was built for (collectives check it); `meshes` its
    Shardy meshes by name (manual computations check them)."""
    return _Converter(funcs, source, grid, meshes or {}).run(funcs[entry])


def default_compare_type(dtype: DType) -> str:
    """StableHLO's compare_type when the attribute is absent."""
    if dtype.is_float or dtype.is_complex:
        return "FLOAT"
    return "SIGNED" if dtype.is_signed_int else "UNSIGNED"


class _Converter:
    def __init__(self, funcs: dict[str, RawFunc], source: str, grid: tuple[int, int] = (1, 1),
                 meshes: dict[str, shardy.Mesh] | None = None):
        self.funcs = funcs
        self.source = source
        self.grid = grid
        self.meshes = meshes or {}
        self.next_id = 0
        self.problems: dict[tuple[str, str], None] = {}  # ordered, deduplicated
        self.constants: dict[int, Node] = {}  # value id -> its constant node (body captures)

    def run(self, func: RawFunc) -> Graph:
        """The entry function. Its signature holds only tensors: token parameters and results
        are left out, tuple-typed ones are flattened depth-first (names get [i] suffixes)."""
        env: dict[int, FrontendValue] = {}
        args = []
        for i, ((key, raw), loc) in enumerate(zip(func.body.args, func.arg_locs)):
            env[key] = self.new_frontend_value(raw, loc, f"argument {i}")
            args.append(env[key])
        nodes: list[Node] = []
        results = self.block(func.body, env, nodes, (func.name,))
        if self.problems:
            raise UnsupportedError(self.source, list(self.problems))
        return Graph(params=tuple(tensor_leaves(args)), nodes=tuple(nodes),
                     results=tuple(tensor_leaves(results)),
                     param_names=_leaf_names(func.arg_names, args),
                     result_names=_leaf_names(func.result_names, results), name=func.name)

    # -- values and problems --------------------------------------------------------------

    def problem(self, loc: str, what: str) -> None:
        self.problems.setdefault((loc, what), None)

    def new_value(self, raw: RawType, loc: str, what: str) -> Value:
        """A fresh value of `raw`'s type; a poisoned value if the type is unsupported."""
        tensor_type = self.tensor_type(raw, loc, what)
        if tensor_type is None:
            return _poison()
        value = Value(self.next_id, tensor_type)
        self.next_id += 1
        return value

    def new_frontend_value(self, raw: RawType, loc: str, what: str) -> FrontendValue:
        """As `new_value`, and also for the types that stay in the frontend: the TOKEN for a
        token, a TupleValue of fresh values for a tuple."""
        if raw.is_token:
            return TOKEN
        if raw.is_tuple:
            return TupleValue(tuple(self.new_frontend_value(t, loc, f"{what} element {i}")
                                    for i, t in enumerate(raw.elements)))
        return self.new_value(raw, loc, what)

    @staticmethod
    def any_poisoned(values) -> bool:
        return any(_is_poisoned(v) for v in values)

    def tensor_type(self, raw: RawType, loc: str, what: str) -> TensorType | None:
        if raw.element is None:
            self.problem(loc, f"{what} has type {raw.text}; only tensors are supported")
            return None
        if raw.shape is None or None in raw.shape:
            position = what.split()[1] if what.startswith("argument ") else ""
            hint = (f" (give it one: `pjrtc compile --shape {position}=...`)"
                    if raw.shape is not None and position.isdigit() else "")
            self.problem(loc, f"{what} has dynamic shape {raw.text}; "
                              f"only static shapes are supported{hint}")
            return None
        dtype = DType.from_mlir(raw.element)
        if dtype is None:
            self.problem(loc, f"{what} has element type {raw.element}, which is not supported "
                              f"(supported: {SUPPORTED_DTYPES})")
            return None
        return TensorType(tuple(raw.shape), dtype)

    def lookup(self, env: dict[int, Value], key: int, op: RawOp) -> Value:
        if key not in env:
            self.problem(op.loc, f"{op.name} uses a value defined outside its region, "
                                 f"which is not supported")
            env[key] = _poison()
        return env[key]

    # -- blocks and ops -------------------------------------------------------------------

    def block(self, block: RawBlock, env: dict[int, Value], nodes: list[Node],
              stack: tuple[str, ...]) -> list[Value]:
        """Convert `block`'s ops into `nodes`; the values its terminator returns."""
        for op in block.ops:
            operands = [self.lookup(env, key, op) for key in op.operands]
            if op.name in _TERMINATORS:
                return operands
            if op.name == "func.call":
                results = self.inline_call(op, operands, nodes, stack)
            elif op.name in _IDENTITIES:
                results = operands
            elif op.name in VALUE_RULES:
                results = VALUE_RULES[op.name](self, op, operands, nodes)
                if results is None:  # reported
                    results = [_poison() for _ in op.results]
            else:
                results = self.convert(op, operands, env, nodes, stack)
            for (key, _), value in zip(op.results, results):
                env[key] = value
        raise AssertionError("MLIR verified a block without a terminator")

    def inline_call(self, op: RawOp, operands: list[Value], nodes: list[Node],
                    stack: tuple[str, ...]) -> list[Value]:
        callee = self.funcs.get(op.attrs.get("callee"))
        if callee is None or callee.name in stack:
            why = "an external function" if callee is None else "recursive"
            self.problem(op.loc, f"func.call @{op.attrs.get('callee')} is {why}, "
                                 f"which is not supported")
            return [_poison() for _ in op.results]
        why = shardy.round_trip_problem(self.meshes, op.attrs)  # a manual computation's body
        if why is not None:
            self.problem(op.loc, f"func.call @{callee.name} is not supported: {why}")
            return [_poison() for _ in op.results]
        env = {key: value for (key, _), value in zip(callee.body.args, operands)}
        return self.block(callee.body, env, nodes, stack + (callee.name,))

    def convert(self, op: RawOp, operands: list[Value], env: dict[int, Value],
                nodes: list[Node], stack: tuple[str, ...]) -> list[Value]:
        if op.name in _CONTROL_RULES:  # they carry tokens and tuples through their regions
            return _CONTROL_RULES[op.name](self, op, operands, env, nodes, stack)
        rule = _RULES.get(op.name)
        if rule is None and op.name in _ELEMENTWISE:
            rule = _elementwise
        if rule is None:
            self.problem(op.loc, f"{op.name} is not supported{UNSUPPORTED_WHY.get(op.name, '')}")
            self.report_nested(op.regions)
            return [_poison() for _ in op.results]
        if not all(isinstance(v, Value) for v in operands):
            self.problem(op.loc, f"{op.name} with a token or tuple operand is not supported")
            return [_poison() for _ in op.results]
        if any(_is_poisoned(v) for v in operands):
            return [_poison() for _ in op.results]  # its cause is reported already
        reported = len(self.problems)
        results = [self.new_value(raw, op.loc, f"result {i} of {op.name}")
                   for i, (_, raw) in enumerate(op.results)]
        if len(self.problems) > reported:
            return results  # a result type is unsupported: the op itself is not looked at
        node = rule(self, op, tuple(operands), tuple(results), env, stack)
        if node is None:
            return results
        reason = unsupported_reason(node)
        if reason is not None:
            self.problem(op.loc, reason)
            return [_poison() for _ in op.results]
        nodes.append(node)
        if node.op is Op.CONSTANT:
            self.constants[node.result.id] = node
        return results

    def report_nested(self, regions: tuple[RawBlock, ...]) -> None:
        """Report unsupported ops inside an unsupported op's regions (while bodies, ...)."""
        for block in regions:
            for op in block.ops:
                known = op.name in _RULES or op.name in _ELEMENTWISE or op.name in _TERMINATORS
                known = known or op.name in VALUE_RULES or op.name in _CONTROL_RULES
                if not known and op.name not in _IDENTITIES and op.name != "func.call":
                    self.problem(op.loc,
                                 f"{op.name} is not supported{UNSUPPORTED_WHY.get(op.name, '')}")
                self.report_nested(op.regions)

    def body(self, op: RawOp, stack: tuple[str, ...],
             outer: dict[int, Value] | None = None, region: int = 0) -> Graph:
        """Region `region` as a Graph whose params are the region's arguments, in order.
        Constants it uses from `outer` (the enclosing env: canonicalize hoists a body's
        constants out of the region) are copied into it; any other outside value is reported."""
        block = op.regions[region]
        env: dict[int, Value] = {}
        params = []
        for i, (key, raw) in enumerate(block.args):
            env[key] = self.new_value(raw, op.loc, f"region argument {i} of {op.name}")
            params.append(env[key])
        nodes: list[Node] = []
        for key in _free_keys(block) if outer else ():
            captured = outer.get(key)
            constant = self.constants.get(captured.id) if isinstance(captured, Value) else None
            if constant is not None:
                env[key] = Value(self.next_id, constant.result.type)
                self.next_id += 1
                nodes.append(replace(constant, results=(env[key],)))
        results = self.block(block, env, nodes, stack)
        return Graph(params=tuple(params), nodes=tuple(nodes), results=tuple(results),
                     name="body")

    def function_graph(self, func: RawFunc, loc: str) -> Graph:
        """A function called by an op (a custom call's comparator) as a Graph over its
        arguments; its ops are converted as a body's (unsupported ones reported)."""
        env: dict[int, Value] = {}
        params = []
        for i, (key, raw) in enumerate(func.body.args):
            env[key] = self.new_value(raw, loc, f"argument {i} of @{func.name}")
            params.append(env[key])
        nodes: list[Node] = []
        results = self.block(func.body, env, nodes, (func.name,))
        return Graph(params=tuple(params), nodes=tuple(nodes), results=tuple(results),
                     name="body")

    def region(self, block: RawBlock, args: list[FrontendValue], outer: dict[int, Value],
               stack: tuple[str, ...], name: str) -> tuple[Graph, list[Value]]:
        """A control-flow region as a Graph whose params are the tensors of `args` (the values
        its block arguments stand for; tuples flattened, tokens left out), and the tensors of
        enclosing regions it captures. A captured constant is copied into the region (it stays
        fusible there); any other captured value is read in place, so the caller lists it among
        its op's operands."""
        env = {key: value for (key, _), value in zip(block.args, args)}
        nodes: list[Node] = []
        captures: list[Value] = []
        for key in _free_keys(block):
            if key not in outer:
                continue  # reported by `lookup` when the op using it is converted
            value = outer[key]
            if not isinstance(value, Value):  # a token or a tuple: its tensors are captured
                env[key] = value
                captures.extend(v for v in tensor_leaves([value]) if not _is_poisoned(v))
                continue
            constant = self.constants.get(value.id)
            if constant is not None:
                env[key] = Value(self.next_id, constant.result.type)
                self.next_id += 1
                nodes.append(replace(constant, results=(env[key],)))
            else:
                env[key] = value
                if not _is_poisoned(value):
                    captures.append(value)
        results = self.block(block, env, nodes, stack)
        graph = Graph(params=tuple(tensor_leaves(args)), nodes=tuple(nodes),
                      results=tuple(tensor_leaves(results)), name=name)
        return graph, captures


def _poison() -> Value:
    """A stand-in for a value whose producer or type was reported as unsupported. Supported
    ops using it are not checked further, so one cause is reported once, not at every use."""
    return Value(-1, _PLACEHOLDER)


def _is_poisoned(value: FrontendValue) -> bool:
    return isinstance(value, Value) and value.id < 0


def _leaf_names(names: tuple[str | None, ...], values: list[FrontendValue]
                ) -> tuple[str | None, ...]:
    """The names of `tensor_leaves(values)`, from one name per value."""
    out: list[str | None] = []
    for i, value in enumerate(values):
        out.extend(leaf_names(names[i] if i < len(names) else None, value))
    return tuple(out)


def _free_keys(block: RawBlock) -> list[int]:
    """Values `block` (nested regions included) uses but does not define, in first-use order."""
    defined = {key for key, _ in block.args}
    free: dict[int, None] = {}
    for op in block.ops:
        free.update((key, None) for key in op.operands if key not in defined)
        for region in op.regions:
            free.update((key, None) for key in _free_keys(region) if key not in defined)
        defined.update(key for key, _ in op.results)
    return list(free)


# -- one rule per supported StableHLO op: (converter, op, operands, results, env, stack) ->
#    Node, or None when the op was reported as unsupported.

def _node(op_kind: Op, op: RawOp, operands, results, **attrs: Any) -> Node:
    return Node(op=op_kind, operands=operands, results=results, attrs=attrs, loc=op.loc)


def _elementwise(cv, op, operands, results, env, stack):
    return _node(_ELEMENTWISE[op.name], op, operands, results)


def _compare(cv, op, operands, results, env, stack):
    compare_type = op.attrs.get("compare_type") or default_compare_type(operands[0].type.dtype)
    return _node(Op.COMPARE, op, operands, results,
                 direction=op.attrs["comparison_direction"], compare_type=compare_type)


def _constant(cv, op, operands, results, env, stack):
    value = op.attrs.get("value")
    if isinstance(value, Undecodable) or not isinstance(value, np.ndarray):
        reason = value.reason if isinstance(value, Undecodable) else str(value)
        cv.problem(op.loc, f"stablehlo.constant value cannot be read ({reason})")
        return None
    result_type = results[0].type
    if value.dtype != result_type.dtype.numpy or value.shape != result_type.shape:
        value = np.broadcast_to(value.astype(result_type.dtype.numpy), result_type.shape)
        value.flags.writeable = False
    return _node(Op.CONSTANT, op, operands, results, value=value)


def _attrs_rule(op_kind: Op, *names: str):
    """A rule copying the named attributes (ints, or tuples of ints) unchanged."""
    def rule(cv, op, operands, results, env, stack):
        return _node(op_kind, op, operands, results, **{n: op.attrs[n] for n in names})
    return rule


def _reduce(cv, op, operands, results, env, stack):
    return Node(op=Op.REDUCE, operands=operands, results=results,
                attrs={"dimensions": tuple(op.attrs["dimensions"])}, loc=op.loc,
                body=cv.body(op, stack, env))


def _window_ints(attrs: dict, name: str, n: int, default) -> tuple:
    """A per-dimension window attribute (array<i64: ...> or dense<...>) as a tuple of n
    Python values of the default's type; absent means the default everywhere."""
    value = attrs.get(name)
    if value is None:
        return (default,) * n
    return tuple(type(default)(x) for x in np.broadcast_to(np.asarray(value), (n,)))


def _window_padding(attrs: dict, n: int) -> tuple[tuple[int, int], ...]:
    """`padding` (a [n, 2] dense attribute, absent means no padding) as ((low, high), ...)."""
    value = attrs.get("padding")
    if value is None:
        return ((0, 0),) * n
    pads = np.broadcast_to(np.asarray(value), (n, 2))
    return tuple((int(lo), int(hi)) for lo, hi in pads)


def _reduce_window(cv, op, operands, results, env, stack):
    """Operands: inputs..., init_values...; body: (acc..., val...) -> acc..., as reduce."""
    n = operands[0].type.rank
    attrs = {"window_dimensions": _window_ints(op.attrs, "window_dimensions", n, 1),
             "window_strides": _window_ints(op.attrs, "window_strides", n, 1),
             "base_dilations": _window_ints(op.attrs, "base_dilations", n, 1),
             "window_dilations": _window_ints(op.attrs, "window_dilations", n, 1),
             "padding": _window_padding(op.attrs, n)}
    return Node(op=Op.REDUCE_WINDOW, operands=operands, results=results, attrs=attrs,
                loc=op.loc, body=cv.body(op, stack, env))


def _convolution(cv, op, operands, results, env, stack):
    """dimension_numbers flattened into attrs (input_batch_dimension, ...); precision_config
    is ignored (the math is done in the result's type, f32 for f16)."""
    dims = op.attrs.get("dimension_numbers")
    if not isinstance(dims, dict):
        cv.problem(op.loc, f"stablehlo.convolution dimension_numbers cannot be read ({dims})")
        return None
    n = operands[0].type.rank - 2
    return _node(Op.CONVOLUTION, op, operands, results, **dims,
                 window_strides=_window_ints(op.attrs, "window_strides", n, 1),
                 padding=_window_padding(op.attrs, n),
                 lhs_dilation=_window_ints(op.attrs, "lhs_dilation", n, 1),
                 rhs_dilation=_window_ints(op.attrs, "rhs_dilation", n, 1),
                 window_reversal=_window_ints(op.attrs, "window_reversal", n, False),
                 feature_group_count=int(op.attrs.get("feature_group_count", 1)),
                 batch_group_count=int(op.attrs.get("batch_group_count", 1)))


def _dot_general(cv, op, operands, results, env, stack):
    # precision_config and algorithm are ignored: precision is treated as HIGHEST, i.e. the
    # math is done in the operands' own type (f32 math for f32).
    return _node(Op.DOT_GENERAL, op, operands, results, **op.attrs["dot_dimension_numbers"])


def _dot(cv, op, operands, results, env, stack):
    """Plain stablehlo.dot (vector/matrix products): dot_general contracting the lhs's last
    dimension with the rhs's first."""
    return _node(Op.DOT_GENERAL, op, operands, results,
                 lhs_batching_dimensions=(), rhs_batching_dimensions=(),
                 lhs_contracting_dimensions=(operands[0].type.rank - 1,),
                 rhs_contracting_dimensions=(0,))


def _gather(cv, op, operands, results, env, stack):
    """Dimension numbers flattened into attrs; indices_are_sorted is only a hint."""
    return _node(Op.GATHER, op, operands, results, **op.attrs["dimension_numbers"],
                 slice_sizes=tuple(op.attrs["slice_sizes"]),
                 indices_are_sorted=bool(op.attrs.get("indices_are_sorted", False)))


def _scatter(cv, op, operands, results, env, stack):
    """Operands: inputs..., scatter_indices, updates...; body: (acc..., update...) -> acc."""
    return Node(op=Op.SCATTER, operands=operands, results=results,
                attrs={**op.attrs["scatter_dimension_numbers"],
                       "indices_are_sorted": bool(op.attrs.get("indices_are_sorted", False)),
                       "unique_indices": bool(op.attrs.get("unique_indices", False))},
                loc=op.loc, body=cv.body(op, stack))


def _unique(values) -> tuple[Value, ...]:
    return tuple({v.id: v for v in values}.values())


# -- control flow: (converter, op, operands, env, nodes, stack) -> the op's frontend values.
#    Tokens and tuples may be carried through their regions: only the tensors among them
#    (`tensor_leaves`) become the node's operands, results and region params.

def _control_results(cv, op, operands) -> list[FrontendValue] | None:
    """Fresh frontend values for the op's results; None after reporting a problem (or when
    an operand is poisoned: its cause is reported already)."""
    if any(_is_poisoned(v) for v in tensor_leaves(operands)):
        return None
    reported = len(cv.problems)
    results = [cv.new_frontend_value(raw, op.loc, f"result {i} of {op.name}")
               for i, (_, raw) in enumerate(op.results)]
    return None if len(cv.problems) > reported else results


def _while(cv, op, operands, env, nodes, stack):
    """The results are the loop-carried values: cond's and body's block arguments stand for
    them, so the loop updates them in place (see Op.WHILE)."""
    carried = _control_results(cv, op, operands)
    if carried is None:
        return [_poison() for _ in op.results]
    cond, captured = cv.region(op.regions[0], carried, env, stack, "cond")
    body, more = cv.region(op.regions[1], carried, env, stack, "body")
    inits = tuple(tensor_leaves(operands))
    nodes.append(Node(op=Op.WHILE, operands=inits + _unique(captured + more),
                      results=tuple(tensor_leaves(carried)), loc=op.loc,
                      attrs={"cond": cond, "body": body, "num_carried": len(inits)}))
    return carried


def _branches(op_kind: Op):
    """if (regions: true, false) and case (regions: branch 0, 1, ...): no block arguments."""
    def rule(cv, op, operands, env, nodes, stack):
        results = _control_results(cv, op, operands)
        if results is None:
            return [_poison() for _ in op.results]
        regions = [cv.region(block, [], env, stack, f"branch{i}")
                   for i, block in enumerate(op.regions)]
        captured = _unique(v for _, caps in regions for v in caps)
        nodes.append(Node(op=op_kind, operands=(operands[0], *captured),
                          results=tuple(tensor_leaves(results)), loc=op.loc,
                          attrs={"branches": tuple(g for g, _ in regions)}))
        return results
    return rule


def _inlined(rule):
    """A region rule of shardy.py (None when reported) as a control rule."""
    def control(cv, op, operands, env, nodes, stack):
        results = rule(cv, op, operands, env, nodes, stack)
        return [_poison() for _ in op.results] if results is None else results
    return control


_CONTROL_RULES = {
    "stablehlo.while": _while,
    "stablehlo.if": _branches(Op.IF),
    "stablehlo.case": _branches(Op.CASE),
    **{name: _inlined(rule) for name, rule in shardy.REGION_RULES.items()},
}

_RULES = {
    "stablehlo.compare": _compare,
    "stablehlo.reduce_precision": _attrs_rule(Op.REDUCE_PRECISION, "exponent_bits",
                                              "mantissa_bits"),
    "stablehlo.bitcast_convert": _attrs_rule(Op.BITCAST_CONVERT),
    "stablehlo.constant": _constant,
    "stablehlo.iota": _attrs_rule(Op.IOTA, "iota_dimension"),
    "stablehlo.broadcast_in_dim": _attrs_rule(Op.BROADCAST_IN_DIM, "broadcast_dimensions"),
    "stablehlo.reshape": _attrs_rule(Op.RESHAPE),
    "stablehlo.transpose": _attrs_rule(Op.TRANSPOSE, "permutation"),
    "stablehlo.slice": _attrs_rule(Op.SLICE, "start_indices", "limit_indices", "strides"),
    "stablehlo.concatenate": _attrs_rule(Op.CONCATENATE, "dimension"),
    "stablehlo.reverse": _attrs_rule(Op.REVERSE, "dimensions"),
    "stablehlo.pad": _attrs_rule(Op.PAD, "edge_padding_low", "edge_padding_high",
                                 "interior_padding"),
    "stablehlo.reduce": _reduce,
    "stablehlo.reduce_window": _reduce_window,
    "stablehlo.convolution": _convolution,
    "stablehlo.dot_general": _dot_general,
    "stablehlo.dot": _dot,
    "stablehlo.dynamic_slice": _attrs_rule(Op.DYNAMIC_SLICE, "slice_sizes"),
    "stablehlo.dynamic_update_slice": _attrs_rule(Op.DYNAMIC_UPDATE_SLICE),
    "stablehlo.gather": _gather,
    "stablehlo.scatter": _scatter,
    "stablehlo.rng_bit_generator": rng_rules.rng_bit_generator,
    "stablehlo.rng": rng_rules.rng,
    "stablehlo.cholesky": linalg_rules.cholesky,
    "stablehlo.triangular_solve": linalg_rules.triangular_solve,
}
# batch_norm_*: expanded into reductions and arithmetic before lowering (passes/batch_norm.py).
_RULES.update({op.stablehlo_name: _attrs_rule(op, "epsilon", "feature_index")
               for op in (Op.BATCH_NORM_INFERENCE, Op.BATCH_NORM_TRAINING, Op.BATCH_NORM_GRAD)})
_RULES.update(COLLECTIVE_RULES)  # on one process (frontend/collectives.py)
_RULES.update(COMPLEX_RULES)  # complex, real, imag, fft (frontend/complex_rules.py)
_RULES.update(region_rules.RULES)  # sort, map, select_and_scatter
