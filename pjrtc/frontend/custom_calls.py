"""The stablehlo.custom_call targets pjrtc implements, each a rule producing tensor IR.

A custom_call names a function of the producing system by its `call_target_name`; pjrtc
compiles it only if the target is registered here (or is one whose called function is inlined:
`shardy.INLINED_CALLS`), and otherwise reports it with the op's location and the list of
targets it implements. To implement a target, write a rule and add
one entry to `CUSTOM_CALLS`:

    def cholesky(b: GraphBuilder, call: CustomCall) -> list[Value]:
        ...                                  # b.emit(Op.X, ...), b.constant(...), ...
    CUSTOM_CALLS["lapack_spotrf_ffi"] = cholesky

A rule gets a `GraphBuilder` (pjrtc/ir/builder.py; the nodes it emits keep the call's
location and are checked against the support table) and the `CustomCall` (custom_call_rule.py):
the tensor operands, the tensor result types, the attributes (`backend_config` as a string,
`mhlo.backend_config` as a dict, ...), the functions `called_computations` names as Graphs (a
comparator) and the module's Shardy meshes. It returns one Value per tensor result, in order, or
raises `CustomCallError(reason)` for a form of the call it cannot compile. Token operands and
results are handled here: a rule never sees them. Tuple-typed operands and results are not
supported.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc.frontend import shardy
from pjrtc.frontend.approx_top_k import approx_top_k
from pjrtc.frontend.custom_call_rule import CustomCall, CustomCallError, CustomCallRule
from pjrtc.frontend.lapack_calls import LAPACK_CALLS
from pjrtc.frontend.raw import RawOp
from pjrtc.frontend.values import TOKEN, FrontendValue, TupleValue, is_token
from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import Graph, Op, Value
from pjrtc.ops import unsupported_reason


def _identity(why_not: str) -> CustomCallRule:
    """A target whose results are its operands, unchanged, on one device. `why_not` says
    what a call changing a type means (it cannot be an identity then)."""
    def rule(b: GraphBuilder, call: CustomCall) -> Sequence[Value]:
        types = tuple(v.type for v in call.operands)
        if types != call.result_types:
            shown = ", ".join(map(str, types))
            raise CustomCallError(f"it turns ({shown}) into "
                                  f"({', '.join(map(str, call.result_types))}): {why_not}")
        return call.operands
    return rule


def _manual_shape(why_not: str) -> CustomCallRule:
    """Into and out of the outlined body of a Shardy manual computation (XLA's round-trip
    form): an identity when its manual axes hold one device (frontend/shardy.py)."""
    identity = _identity(why_not)

    def rule(b: GraphBuilder, call: CustomCall) -> Sequence[Value]:
        why = shardy.round_trip_problem(call.meshes, call.attrs)
        if why is not None:
            raise CustomCallError(why)
        return identity(b, call)
    return rule


def _no_results(b: GraphBuilder, call: CustomCall) -> Sequence[Value]:
    """An annotation with no results (xla.sdy.ShardingGroup): nothing to compute."""
    if call.result_types:
        raise CustomCallError("it has results, and this annotation has none")
    return ()


_PARTITIONED = ("the program is partitioned for several devices (a shard_map body), and pjrtc "
                "runs it on one")
_ANNOTATION = "an annotation cannot change a type"

CUSTOM_CALLS: dict[str, CustomCallRule] = {
    # GSPMD sharding annotations (JAX with shardy off): a program on one device computes the
    # same global values whatever the sharding says.
    "Sharding": _identity(_ANNOTATION),
    # Into and out of a shard_map body: a full value and its one shard are the same tensor
    # when the mesh has one device; otherwise the types differ and the call is reported.
    "SPMDFullToShardShape": _identity(_PARTITIONED),
    "SPMDShardToFullShape": _identity(_PARTITIONED),
    # Memory-space placement (host offloading): one device has one memory space.
    "annotate_device_placement": _identity(_ANNOTATION),
    "MoveToHost": _identity(_ANNOTATION),
    "MoveToDevice": _identity(_ANNOTATION),
    # Shardy annotations as XLA's round trip writes them (frontend/shardy.py): the result
    # sharding of the function, sharding groups, propagation barriers, and the edges of an
    # outlined manual computation, called in between as a func.call (inlined).
    "xla.sdy.FuncResultSharding": _identity(_ANNOTATION),
    "xla.sdy.ShardingGroup": _no_results,
    "xla.sdy.PropagationBarrier": _identity(_ANNOTATION),
    "xla.sdy.GlobalToLocalShape": _manual_shape(_PARTITIONED),
    "xla.sdy.LocalToGlobalShape": _manual_shape(_PARTITIONED),
    # jax.lax.approx_max_k / approx_min_k: an exact top-k, as XLA:CPU computes it.
    "ApproxTopK": approx_top_k,
    # LAPACK Cholesky and triangular solves, as JAX lowers them on CPU (lapack_calls.py).
    **LAPACK_CALLS,
}

_CALLBACK = ("; it is a host callback (jax.pure_callback, jax.experimental.io_callback, "
             "jax.debug.print), and a pjrtc artifact cannot call back into Python")
# More about targets pjrtc will not implement, appended to the "not supported" message.
_WHY_NOT = {name: _CALLBACK for name in (
    "xla_python_cpu_callback", "xla_ffi_python_cpu_callback", "xla_python_gpu_callback",
    "xla_ffi_python_gpu_callback")}


def implemented_targets() -> list[str]:
    """Every target pjrtc compiles, sorted as `pjrtc ops` and messages list them."""
    return sorted([*CUSTOM_CALLS, *shardy.INLINED_CALLS], key=str.lower)


def unknown_target_message(target: str) -> str:
    known = ", ".join(implemented_targets())
    return (f"stablehlo.custom_call @{target} is not supported: pjrtc implements no "
            f"custom-call target \"{target}\" (it implements: {known}){_WHY_NOT.get(target, '')}")


def convert_custom_call(cv, op: RawOp, operands: list[FrontendValue], nodes: list
                        ) -> list[FrontendValue] | None:
    """The results of a custom_call (a VALUE_RULES rule), or None when reported."""
    target = str(op.attrs.get("call_target_name", ""))
    if target in shardy.INLINED_CALLS:  # a called function inlined, not a rule's tensor IR
        return shardy.INLINED_CALLS[target](cv, op, operands, nodes)
    rule = CUSTOM_CALLS.get(target)
    name = f"stablehlo.custom_call @{target}"
    if rule is None:
        cv.problem(op.loc, unknown_target_message(target))
        return None
    if any(isinstance(v, TupleValue) for v in operands) or any(r.is_tuple for _, r in op.results):
        cv.problem(op.loc, f"{name} with tuple operands or results is not supported")
        return None
    if cv.any_poisoned(operands):
        return None  # reported where the operand comes from
    result_types = []
    for i, (_, raw) in enumerate(op.results):
        if not raw.is_token:
            ttype = cv.tensor_type(raw, op.loc, f"result {i} of {name}")
            if ttype is None:
                return None
            result_types.append(ttype)
    computations = _computations(cv, op, name)
    if computations is None:
        return None
    call = CustomCall(target, tuple(v for v in operands if not is_token(v)),
                      tuple(result_types), op.attrs, op.loc, computations, cv.meshes)
    builder = GraphBuilder(cv.next_id, op.loc)
    try:
        values = list(rule(builder, call))
    except CustomCallError as e:
        cv.problem(op.loc, f"{name} is not supported: {e}")
        return None
    assert [v.type for v in values] == result_types, (target, values, result_types)
    for node in builder.nodes:
        reason = unsupported_reason(node)
        if reason is not None:
            cv.problem(op.loc, f"{name}: {reason}")
            return None
    for node in builder.nodes:
        if node.op is Op.CONSTANT:
            cv.constants[node.result.id] = node  # a region may capture it (convert.body)
    nodes.extend(builder.nodes)
    cv.next_id = builder.next_id
    tensors = iter(values)
    return [TOKEN if raw.is_token else next(tensors) for _, raw in op.results]


def _computations(cv, op: RawOp, name: str) -> tuple[Graph, ...] | None:
    """The functions the call's `called_computations` names, as Graphs; None when reported."""
    names = op.attrs.get("called_computations", ())
    names = (names,) if isinstance(names, str) else tuple(names)
    missing = [n for n in names if n not in cv.funcs]
    if missing:
        cv.problem(op.loc, f"{name} calls @{missing[0]}, which the module does not define")
        return None
    reported = len(cv.problems)
    graphs = tuple(cv.function_graph(cv.funcs[n], op.loc) for n in names)
    return None if len(cv.problems) > reported else graphs
