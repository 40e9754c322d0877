"""Symbolic shapes: `pjrtc compile --shape ARG=DIMS` specializes a module that jax.export wrote
with symbolic dimensions (tensor<?x16xf32>, get_dimension_size, dynamic_broadcast_in_dim,
shape_assertion custom calls) to static shapes, through the real command line. The results
match JAX on the same concrete inputs; a shape the module's own assertions reject fails with
the assertion's message; every mistake in --shape is a clear error."""

from __future__ import annotations

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from conftest_cases import assert_close
from jax import export
from test_cli import assert_user_error, pjrtc

RNG = np.random.default_rng(9)
W = RNG.standard_normal((16, 32)).astype(np.float32)
B = RNG.standard_normal(32).astype(np.float32)


def mlp(x, w, b):
    h = jnp.tanh(x @ w + b)
    return jax.nn.softmax(h.reshape(h.shape[0], -1, 4), axis=-1).sum(axis=1)


def pairs(x):
    """(b, 2n) -> (b, n): the module asserts that the second dimension is even."""
    return x.reshape(x.shape[0], -1, 2).max(axis=-1)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    d = tmp_path_factory.mktemp("shapes")
    f32 = jnp.float32
    (b,) = export.symbolic_shape("b")
    mlp_exp = export.export(jax.jit(mlp))(jax.ShapeDtypeStruct((b, 16), f32),
                                          jax.ShapeDtypeStruct(W.shape, f32),
                                          jax.ShapeDtypeStruct(B.shape, f32))
    (d / "mlp.mlir").write_text(mlp_exp.mlir_module())
    (d / "mlp.portable").write_bytes(mlp_exp.mlir_module_serialized)
    b, n = export.symbolic_shape("b, n")
    pairs_exp = export.export(jax.jit(pairs))(jax.ShapeDtypeStruct((b, 2 * n), f32))
    (d / "pairs.mlir").write_text(pairs_exp.mlir_module())
    return d


def _run(artifact, tmp_path, *arrays):
    np.savez(tmp_path / "in.npz", **{f"arg{i}": a for i, a in enumerate(arrays)})
    proc = pjrtc("run", artifact, "--inputs", tmp_path / "in.npz", "--output",
                 tmp_path / "out.npz")
    assert proc.returncode == 0, proc.stderr
    with np.load(tmp_path / "out.npz") as z:
        return z["result0"]


@pytest.mark.parametrize("model,batch", [("mlp.mlir", 8), ("mlp.portable", 3)])
def test_specialized_module_matches_jax(exported, tmp_path, model, batch):
    artifact = tmp_path / "mlp.pjrtc"
    proc = pjrtc("compile", exported / model, "-o", artifact, "--shape", f"0={batch}x16")
    assert proc.returncode == 0, proc.stderr
    x = RNG.standard_normal((batch, 16)).astype(np.float32)
    assert_close(_run(artifact, tmp_path, x, W, B), np.asarray(jax.jit(mlp)(x, W, B)),
                 "mlp/result0", model=True)
    manifest = json.loads(pjrtc("inspect", "--json", artifact).stdout)
    assert manifest["options"]["shapes"] == [["0", [batch, 16]]]
    assert manifest["source"]["specialized_from"] == [
        "tensor<?x16xf32>", "tensor<16x32xf32>", "tensor<32xf32>"]
    assert manifest["inputs"][0]["shape"] == [batch, 16]


def test_two_symbolic_dimensions(exported, tmp_path):
    artifact = tmp_path / "pairs.pjrtc"
    proc = pjrtc("compile", exported / "pairs.mlir", "-o", artifact, "--shape", "0=4x6")
    assert proc.returncode == 0, proc.stderr
    x = RNG.standard_normal((4, 6)).astype(np.float32)
    np.testing.assert_array_equal(_run(artifact, tmp_path, x), np.asarray(pairs(x)))


def test_shape_assertion_fails_with_its_own_message(exported, tmp_path):
    out = tmp_path / "pairs.pjrtc"
    proc = pjrtc("compile", exported / "pairs.mlir", "-o", out, "--shape", "0=0x6")
    assert_user_error(proc, "the module does not compile for the argument types "
                            "(tensor<0x6xf32>)", "pairs.mlir:",
                      "Input shapes do not match the polymorphic shapes specification. "
                      "Expected value >= 1 for dimension variable 'b'")
    assert "see current operation" not in proc.stderr
    assert not out.exists()


def test_shapes_the_module_cannot_take_are_refused_where_they_fail(exported, tmp_path):
    """An odd second dimension: the reshape to (b, n, 2) fails refinement at its location."""
    out = tmp_path / "pairs.pjrtc"
    proc = pjrtc("compile", exported / "pairs.mlir", "-o", out, "--shape", "0=4x5")
    assert_user_error(proc, "(tensor<4x5xf32>)", "test_shapes.py:",
                      "doesn't match expected number of elements (20)")
    assert not out.exists()


def test_dynamic_argument_without_a_shape_says_how(exported, tmp_path):
    proc = pjrtc("compile", exported / "mlp.mlir", "-o", tmp_path / "mlp.pjrtc")
    assert_user_error(proc, "argument 0 has dynamic shape tensor<?x16xf32>",
                      "pjrtc compile --shape 0=...")


@pytest.mark.parametrize("shape,message", [
    ("x=8x16", "--shape names argument 'x', which the entry function does not have (its "
               "arguments: 0: tensor<?x16xf32>; 1: tensor<16x32xf32>; 2: tensor<32xf32>)"),
    ("0=8", "--shape 0=8 does not fit argument 0: tensor<?x16xf32> has rank 2, the shape 1"),
    ("1=16x33", "dimension 1 of tensor<16x32xf32> is 32, not 33"),
])
def test_shape_mistakes(exported, tmp_path, shape, message):
    proc = pjrtc("compile", exported / "mlp.mlir", "-o", tmp_path / "m.pjrtc", "--shape", shape)
    assert_user_error(proc, message)


def test_several_arguments_in_one_shape(exported, tmp_path):
    artifact = tmp_path / "mlp.pjrtc"
    proc = pjrtc("compile", exported / "mlp.mlir", "-o", artifact,
                 "--shape", "0=2x16,1=16x32,2=32")
    assert proc.returncode == 0, proc.stderr
    proc = pjrtc("compile", exported / "mlp.mlir", "-o", artifact, "--shape", "0=2x16,0=3x16")
    assert_user_error(proc, "--shape gives argument 0 twice")


@pytest.mark.parametrize("args,message", [
    (("--shape", "0=8y16"), "the shape '8y16' is not sizes joined by 'x'"),
    (("--shape", "8x16"), "'8x16' is not ARG=DIMS"),
    (("--shape", "0=8x16", "--shape", "0=8x16"), "'0=8x16' is given twice"),
])
def test_shape_syntax_is_a_usage_error(exported, tmp_path, args, message):
    proc = pjrtc("compile", exported / "mlp.mlir", "-o", tmp_path / "m.pjrtc", *args)
    assert proc.returncode == 2 and "Invalid value for '--shape'" in proc.stderr
    assert message in proc.stderr


def test_inspect_model_shows_what_shape_refers_to(exported):
    proc = pjrtc("inspect", exported / "mlp.mlir")
    assert proc.returncode == 0, proc.stderr
    assert "tensor<?x16xf32>" in proc.stdout and "pjrtc compile --shape 0=..." in proc.stdout
    sig = json.loads(pjrtc("inspect", "--json", exported / "mlp.portable").stdout)
    assert sig["format"] == "stablehlo-portable" and sig["entry"] == "main"
    assert [(s["type"], s["dynamic"]) for s in sig["inputs"]] == [
        ("tensor<?x16xf32>", True), ("tensor<16x32xf32>", False), ("tensor<32xf32>", False)]
    assert [(s["name"], s["dynamic"]) for s in sig["outputs"]] == [("result", True)]


def test_shape_by_argument_name(tmp_path):
    """Arguments named as inspect shows them (JAX's pytree paths) select by name."""
    from test_cli import TESTDATA
    model = TESTDATA / "producers" / "jax-0.4.20" / "tree.portable"
    sig = json.loads(pjrtc("inspect", "--json", model).stdout)
    assert [s["name"] for s in sig["inputs"]] == ["x", "w['bias']", "w['kernel']"]
    proc = pjrtc("compile", model, "-o", tmp_path / "t.pjrtc", "--shape", "w['kernel']=3x5,x=4x3")
    assert proc.returncode == 0, proc.stderr
    proc = pjrtc("compile", model, "-o", tmp_path / "t.pjrtc", "--shape", "w['kernel']=3x6")
    assert_user_error(proc, "does not fit argument 2: dimension 1 of tensor<3x5xf32> is 5, not 6")
