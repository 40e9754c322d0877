"""Sweep cases for the collectives, replica_id and partition_id on one process.

Part of tests/e2e/test_dtype_sweep.py (sweep_programs.structural_cases merges `MAKERS`). The
reference interpreter runs collectives only through its multi-process entry point (eval_module
aborts on them), so each case's oracle is the spec's result for a process grid of one, computed
here: the operand itself (all_reduce and reduce_scatter converted to a wider result type where
the op promotes), zeros for a collective_permute whose pairs send nothing to the process, and 0
for replica_id and partition_id. The forms are those JAX emits (dense<0> groups, a channel
handle, use_global_device_ids) and the spec's others (empty groups, several operands, size-0
operands); floats include NaN, inf and -0.0 and must come back bit for bit.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from sweep_programs import NP, Case, Program, general_values, is_float, ttype

_JAX = ("channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, "
        "use_global_device_ids")
GROUPS = {  # replica_groups forms: label -> attribute text
    "[[0]]": "replica_groups = dense<[[0]]> : tensor<1x1xi64>",
    "as JAX writes it": f"replica_groups = dense<0> : tensor<1x1xi64>, {_JAX}",
    "empty": "replica_groups = dense<> : tensor<0x0xi64>",
}
# all_reduce and reduce_scatter may widen the element type (the verifier's is_promotable).
NARROWER = {"i16": "i8", "i32": "i16", "i64": "i32", "ui16": "ui8", "ui32": "ui16",
            "ui64": "ui32", "f32": "f16", "f64": "f32"}


def _reducer(t: str) -> str:
    """The region of an all_reduce / reduce_scatter over t (never applied on one process)."""
    s = ttype(t, ())
    combine = "or" if t == "i1" else "add"
    return ("{\n  ^bb0(%a: " + s + ", %b: " + s + "):\n"
            f'    %c = "stablehlo.{combine}"(%a, %b) : ({s}, {s}) -> {s}\n'
            f'    "stablehlo.return"(%c) : ({s}) -> ()\n  }}')


def _input(key: str, t: str, shape=(3, 5)) -> tuple[str, np.ndarray]:
    return key, general_values(key, t, shape)


def _identity_case(label: str, t: str, build: Callable[[Program], tuple[str, str]],
                   expected: Callable[[], np.ndarray]) -> Case:
    return Case(label, t, build, tolerance="bits" if is_float(t) else "default",
                oracle=expected)


def _all_reduce(groups: str) -> Callable[[str], Case]:
    def make(t: str) -> Case:
        key, x = _input(f"coll:x:{t}", t)

        def build(p: Program):
            a = p.arg(key, t, x)
            return p.op("all_reduce", [a], [ttype(t)], ttype(t), GROUPS[groups],
                        _reducer(t)), ttype(t)
        return _identity_case(f"stablehlo.all_reduce (groups {groups})", t, build, lambda: x)
    return make


def _all_reduce_pair(result: int) -> Callable[[str], Case]:
    """Two operands of t and different shapes reduced by one op (the region reduces each, so
    they share its element type), each with its own result."""
    def make(t: str) -> Case:
        (ka, a), (kb, b) = _input(f"coll:x:{t}", t), _input(f"coll:z:{t}", t, (2, 4))

        def build(p: Program):
            args = [p.arg(ka, t, a), p.arg(kb, t, b)]
            types = [ttype(t), ttype(t, (2, 4))]
            ssa = p.raw('{ssa}:2 = "stablehlo.all_reduce"(' + ", ".join(args) + ") ("
                        + _reducer(t).replace("{", "{{").replace("}", "}}") + ") {{"
                        + GROUPS["[[0]]"] + "}} : (" + ", ".join(types) + ") -> ("
                        + ", ".join(types) + ")")
            return f"{ssa}#{result}", types[result]
        return _identity_case(f"stablehlo.all_reduce (2 operands, result {result})", t, build,
                              lambda: (a, b)[result])
    return make


def _promoting(op: str, attrs: str) -> Callable[[str], Case]:
    """all_reduce / reduce_scatter from the next narrower type of the same kind to t (from t
    itself where there is none)."""
    def make(t: str) -> Case:
        src = NARROWER.get(t, t)
        key, x = _input(f"coll:x:{src}", src)

        def build(p: Program):
            a = p.arg(key, src, x)
            return p.op(op, [a], [ttype(src)], ttype(t), attrs, _reducer(t)), ttype(t)
        return Case(f"stablehlo.{op} ({src} to {t})", t, build,
                    oracle=lambda: x.astype(NP[t]))
    return make


def _simple(op: str, label: str, attrs: str, shape=(3, 5)) -> Callable[[str], Case]:
    """A one-operand collective whose result on one process is its operand."""
    def make(t: str) -> Case:
        key, x = _input(f"coll:x:{t}:{shape}", t, shape)

        def build(p: Program):
            a = p.arg(key, t, x)
            return p.op(op, [a], [ttype(t, shape)], ttype(t, shape), attrs), ttype(t, shape)
        return _identity_case(f"stablehlo.{op} ({label})", t, build, lambda: x)
    return make


def _all_to_all_pair(result: int) -> Callable[[str], Case]:
    def make(t: str) -> Case:
        (ka, a), (kb, b) = _input(f"coll:x:{t}", t), _input(f"coll:z:{t}", t, (2, 4))

        def build(p: Program):
            args = [p.arg(ka, t, a), p.arg(kb, t, b)]
            types = [ttype(t), ttype(t, (2, 4))]
            attrs = ("split_dimension = 1 : i64, concat_dimension = 0 : i64, "
                     "split_count = 1 : i64, " + GROUPS["[[0]]"])
            ssa = p.raw('{ssa}:2 = "stablehlo.all_to_all"(' + ", ".join(args) + ") {{" + attrs
                        + "}} : (" + ", ".join(types) + ") -> (" + ", ".join(types) + ")")
            return f"{ssa}#{result}", types[result]
        return _identity_case(f"stablehlo.all_to_all (2 operands, result {result})", t, build,
                              lambda: (a, b)[result])
    return make


def _permute_nothing(t: str) -> Case:
    """No pair targets process 0: its result is zeros (spec: broadcast_in_dim(0, ...))."""
    key, x = _input(f"coll:x:{t}", t)

    def build(p: Program):
        a = p.arg(key, t, x)
        attrs = ("source_target_pairs = dense<> : tensor<0x2xi64>, "
                 "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>")
        return p.op("collective_permute", [a], [ttype(t)], ttype(t), attrs), ttype(t)
    return Case("stablehlo.collective_permute (no pairs: zeros)", t, build,
                oracle=lambda: np.zeros(x.shape, NP[t]))


def _process_id(op: str) -> Callable[[str], Case]:
    def make(t: str) -> Case:
        def build(p: Program):
            return p.op(op, [], [], ttype(t, ())), ttype(t, ())
        return Case(f"stablehlo.{op}", t, build, oracle=lambda: np.zeros((), NP[t]))
    return make


_SCATTER = "scatter_dimension = 0 : i64, " + GROUPS["[[0]]"]
MAKERS = {
    "all_reduce": [_all_reduce("[[0]]"), _all_reduce("as JAX writes it"), _all_reduce("empty"),
                   _all_reduce_pair(0), _all_reduce_pair(1),
                   _promoting("all_reduce", GROUPS["[[0]]"])],
    "reduce_scatter": [lambda t: _reduce_scatter(t), _promoting("reduce_scatter", _SCATTER)],
    "all_gather": [
        _simple("all_gather", "dim 1, groups [[0]]",
                "all_gather_dim = 1 : i64, " + GROUPS["[[0]]"]),
        # (the verifier rejects a gather dimension of size 0, not another one)
        _simple("all_gather", "dim 1 of a size-0 operand, as JAX writes it",
                "all_gather_dim = 1 : i64, " + GROUPS["as JAX writes it"], (0, 3))],
    "all_to_all": [
        _simple("all_to_all", "split_count 1",
                "split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 1 : i64, "
                + GROUPS["[[0]]"]),
        _all_to_all_pair(0), _all_to_all_pair(1)],
    "collective_permute": [
        _simple("collective_permute", "pairs [[0, 0]]",
                "source_target_pairs = dense<0> : tensor<1x2xi64>, "
                "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>"),
        _permute_nothing],
    "collective_broadcast": [
        _simple("collective_broadcast", "groups [[0]]", GROUPS["[[0]]"]),
        _simple("collective_broadcast", "0-d, empty groups", GROUPS["empty"], ())],
    "replica_id": [_process_id("replica_id")],
    "partition_id": [_process_id("partition_id")],
}


def _reduce_scatter(t: str) -> Case:
    key, x = _input(f"coll:x:{t}", t)

    def build(p: Program):
        a = p.arg(key, t, x)
        return p.op("reduce_scatter", [a], [ttype(t)], ttype(t), _SCATTER,
                    _reducer(t)), ttype(t)
    return _identity_case("stablehlo.reduce_scatter (dim 0, groups [[0]])", t, build, lambda: x)
