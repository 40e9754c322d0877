"""Every generated case in testdata/ converts; a few graphs are checked node by node."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from frontend_helpers import evaluate

from pjrtc.ir.verify import verify_graph
from pjrtc.frontend import load_module
from pjrtc.ir.tensor import DType, Op, TensorType

TESTDATA = Path(__file__).resolve().parents[2] / "testdata"
CASES = sorted(p.parent.name for p in TESTDATA.glob("*/model.mlir"))


def load_case(name: str):
    path = TESTDATA / name / "model.mlir"
    if not path.exists():
        pytest.fail(f"testdata/{name} is missing: run `make testdata`")
    return load_module(path)


@pytest.mark.parametrize("case", CASES)
def test_case_converts(case: str) -> None:
    graph, info = load_module(TESTDATA / case / "model.mlir")
    assert info.name == "model.mlir" and info.format == "mlir-text"
    verify_graph(graph)
    assert len(graph.result_names) == len(graph.results)
    assert len(graph.param_names) == len(graph.params)
    for node in graph.nodes:
        assert node.loc == "" or node.loc.startswith("model.mlir:"), node.loc


def test_matmul_is_one_dot_general() -> None:
    graph, _ = load_case("matmul")
    (node,) = graph.nodes
    assert node.op is Op.DOT_GENERAL
    assert node.attrs == {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
                          "lhs_contracting_dimensions": (1,),
                          "rhs_contracting_dimensions": (0,)}
    assert [p.type for p in graph.params] == [TensorType((13, 33), DType.F32),
                                              TensorType((33, 7), DType.F32)]
    assert node.result.type == TensorType((13, 7), DType.F32)
    assert graph.results == (node.result,)
    assert node.loc == "model.mlir:3:10"
    assert graph.result_names == ("result",)


def test_argmax_reduce_has_variadic_body() -> None:
    graph, _ = load_case("argmax")
    reduces = [n for n in graph.nodes if n.op is Op.REDUCE]
    assert len(reduces) == 2
    node = reduces[0]
    assert len(node.operands) == 4 and len(node.results) == 2
    body = node.body
    # Region arguments in StableHLO order: (acc_0, acc_1, val_0, val_1), all 0-d.
    assert [p.type for p in body.params] == [
        TensorType((), DType.F32), TensorType((), DType.I32),
        TensorType((), DType.F32), TensorType((), DType.I32)]
    assert len(body.results) == 2
    assert {n.op for n in body.nodes} == {Op.COMPARE, Op.OR, Op.AND, Op.SELECT}
    ids = [v.id for v in graph.params] + [r.id for n in graph.nodes for r in n.results]
    ids += [p.id for p in body.params] + [r.id for n in body.nodes for r in n.results]
    assert len(ids) == len(set(ids)), "value ids are shared between graph and body"


def test_mlp_inlines_relu_and_evaluates() -> None:
    graph, _ = load_case("mlp")
    ops = [n.op for n in graph.nodes]
    assert ops.count(Op.DOT_GENERAL) == 3 and ops.count(Op.MAXIMUM) == 2
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(p.type.shape).astype(np.float32) for p in graph.params]
    x, w1, b1, w2, b2, w3, b3 = args
    h = np.maximum(x @ w1 + b1, 0)
    h = np.maximum(h @ w2 + b2, 0)
    (got,) = evaluate(graph, *args)
    np.testing.assert_allclose(got, h @ w3 + b3, rtol=1e-5, atol=1e-5)


def test_constants_are_numpy_arrays_of_the_result_type() -> None:
    graph, _ = load_case("constants")
    constants = [n for n in graph.nodes if n.op is Op.CONSTANT]
    assert constants
    for node in constants:
        value = node.attrs["value"]
        assert isinstance(value, np.ndarray)
        assert value.shape == node.result.type.shape
        assert value.dtype == node.result.type.dtype.numpy
        assert not value.flags.writeable
    bools = [n.attrs["value"] for n in constants if n.result.type.dtype is DType.I1]
    assert bools and bools[0].tolist() == [True, False, True, True, False, False, True]
