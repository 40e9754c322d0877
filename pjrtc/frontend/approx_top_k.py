"""The `ApproxTopK` custom call (jax.lax.approx_max_k, approx_min_k), computed exactly.

JAX lowers approx_max_k/approx_min_k to

    %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init_x, %init_i)
        {called_computations = [@top_k_gt_f32_comparator],
         mhlo.backend_config = {top_k = 3, reduction_dim = 1, recall_target = 0.95,
                                aggregate_to_topk = true, reduction_input_size_override = -1,
                                is_fallback = true}}

with N inputs of one shape, N scalar init values (TPU pads with them) and a comparator over
(lhs0, rhs0, lhs1, rhs1, ...), as stablehlo.sort takes. Off TPU, XLA computes it exactly: it
sorts the inputs along reduction_dim with the comparator and keeps the first elements, as many
as the result has there (top_k when aggregate_to_topk, else the size XLA's TPU algorithm would
return, which the result type already holds). pjrtc does the same: an Op.SORT with the
comparator (stable, so equal keys keep their input order) and a slice. recall_target,
reduction_input_size_override and is_fallback only tune the approximate TPU algorithm.
"""

from __future__ import annotations

from pjrtc.frontend.custom_call_rule import CustomCall, CustomCallError
from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Op, TensorType, Value
from pjrtc.ops import unliftable


def _config(call: CustomCall, rank: int) -> tuple[int, int, bool]:
    """(top_k, reduction_dim in 0..rank-1, aggregate_to_topk) from mhlo.backend_config."""
    config = call.attrs.get("mhlo.backend_config")
    if not isinstance(config, dict) or not all(isinstance(config.get(n), int)
                                               for n in ("top_k", "reduction_dim")):
        raise CustomCallError(f"its mhlo.backend_config {config!r} does not give top_k and "
                              f"reduction_dim as integers")
    dim = config["reduction_dim"]
    if not -rank <= dim < rank:
        raise CustomCallError(f"reduction_dim {dim} is not a dimension of the rank-{rank} operands")
    return config["top_k"], dim % rank, bool(config.get("aggregate_to_topk", True))


def _check_operands(call: CustomCall) -> tuple[Value, ...]:
    """The inputs (the first half of the operands), after checking the init values and the
    result types against them."""
    count = len(call.operands) // 2
    if count == 0 or len(call.operands) % 2 or len(call.result_types) != count:
        raise CustomCallError(
            f"it has {len(call.operands)} operand(s) and {len(call.result_types)} "
            f"result(s); expected N inputs, N init values and N results")
    inputs, inits = call.operands[:count], call.operands[count:]
    shape = inputs[0].type.shape
    for i, (x, init) in enumerate(zip(inputs, inits)):
        if x.type.shape != shape:
            raise CustomCallError(f"input {i} has shape {x.type}, input 0 {inputs[0].type}")
        if init.type != TensorType((), x.type.dtype):
            raise CustomCallError(
                f"init value {i} is {init.type}, not a 0-d {x.type.dtype.mlir_name}")
    return inputs


def _check_comparator(call: CustomCall, inputs: tuple[Value, ...]) -> None:
    if len(call.computations) != 1:
        raise CustomCallError(
            f"it names {len(call.computations)} called computations; expected one "
            f"comparator")
    (comparator,) = call.computations
    scalars = [TensorType((), x.type.dtype) for x in inputs for _ in (0, 1)]
    if ([p.type for p in comparator.params] != scalars
            or [r.type for r in comparator.results] != [TensorType((), DType.I1)]):
        raise CustomCallError("its comparator does not take (lhs, rhs) 0-d pairs of the inputs' "
                              "types and return one i1")
    bad = unliftable(comparator)
    if bad:
        raise CustomCallError(
            f"its comparator uses {bad[0].op.stablehlo_name}; only elementwise ops "
            f"and constants can compare whole tensors")


def approx_top_k(b: GraphBuilder, call: CustomCall) -> list[Value]:
    """The first elements along reduction_dim after sorting by the comparator (see above)."""
    inputs = _check_operands(call)
    shape = inputs[0].type.shape
    top_k, dim, aggregate = _config(call, len(shape))
    size = call.result_types[0].shape[dim] if call.result_types[0].rank == len(shape) else -1
    expected = [TensorType(shape[:dim] + (size,) + shape[dim + 1:], x.type.dtype)
                for x in inputs]
    if list(call.result_types) != expected or not 0 <= top_k <= size <= shape[dim]:
        shown = ", ".join(map(str, call.result_types))
        raise CustomCallError(
            f"its results ({shown}) do not keep between top_k = {top_k} and "
            f"{shape[dim]} elements of dimension {dim} of the inputs {inputs[0].type}")
    if aggregate and size != top_k:
        raise CustomCallError(
            f"with aggregate_to_topk its results keep top_k = {top_k} elements of "
            f"dimension {dim}, not {size}")
    _check_comparator(call, inputs)
    ordered = b.emit(Op.SORT, inputs, [x.type for x in inputs], body=call.computations[0],
                     dimension=dim, is_stable=True)
    if size == shape[dim]:
        return list(ordered)
    limit = shape[:dim] + (size,) + shape[dim + 1:]
    return [b.slice(v, (0,) * len(shape), limit) for v in ordered]
