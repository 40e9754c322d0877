"""Text, bytecode and portable artifact of one program give the same tensor IR."""

from __future__ import annotations

import dataclasses
import hashlib
import io
from pathlib import Path

import pytest
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from pjrtc.frontend import load_bytes, load_module
from pjrtc.frontend.source import bytecode_producer, describe_source
from pjrtc.frontend.stablehlo import _make_context
from pjrtc.ir.printer import print_graph

FORMATS = Path(__file__).resolve().parents[2] / "testdata" / "formats"

PROGRAM = """\
module @jit_f {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
"""


def _serialize(text: str) -> tuple[bytes, bytes, bytes]:
    """(bytecode, portable artifact for the current version, portable for 1.0.0)."""
    with _make_context():
        module = ir.Module.parse(text)
        buffer = io.BytesIO()
        module.operation.write_bytecode(buffer)
        current = stablehlo.serialize_portable_artifact(module, stablehlo.get_current_version())
        old = stablehlo.serialize_portable_artifact(module, "1.0.0")
    return buffer.getvalue(), current, old


def test_three_formats_same_tensor_ir() -> None:
    bytecode, portable, portable_old = _serialize(PROGRAM)
    text_graph, text_info = load_bytes(PROGRAM.encode(), "f.mlir")
    expected = print_graph(text_graph, locs=False)
    for data, name, fmt, version in [
        (bytecode, "f.mlirbc", "mlir-bytecode", None),
        (portable, "f.portable", "stablehlo-portable", stablehlo.get_current_version()),
        (portable_old, "f_old.portable", "stablehlo-portable", "1.0.0"),
    ]:
        graph, info = load_bytes(data, name)
        assert print_graph(graph, locs=False) == expected, name
        assert info.format == fmt and info.stablehlo_version == version
        assert info.sha256 == hashlib.sha256(data).hexdigest() and info.name == name
    assert text_info.format == "mlir-text" and text_info.stablehlo_version is None
    # Text parsed from memory gets its locations named after the file.
    assert "= multiply %0, %3 : tensor<4x8xf32>  // f.mlir:4:10\n" in print_graph(text_graph)


def test_testdata_formats() -> None:
    paths = [FORMATS / n for n in ("model.mlir", "model.mlirbc", "model.portable")]
    if not all(p.exists() for p in paths):
        pytest.fail("testdata/formats is missing: run `make testdata`")
    (text, text_info), (bc, bc_info), (port, port_info) = (load_module(p) for p in paths)
    assert (text_info.format, bc_info.format, port_info.format) == (
        "mlir-text", "mlir-bytecode", "stablehlo-portable")
    assert text_info.stablehlo_version is None and bc_info.stablehlo_version is None
    assert port_info.stablehlo_version == bytecode_producer(paths[2].read_bytes())[11:]
    expected = print_graph(text, locs=False)
    assert print_graph(bc, locs=False) == expected
    # The portable artifact comes from jax.export, which names the arguments (x, w, b).
    unnamed = dataclasses.replace(port, param_names=(None,) * len(port.params))
    assert print_graph(unnamed, locs=False) == expected
    assert port.param_names == ("x", "w", "b")


def test_model_with_debug_locations_names_arguments() -> None:
    path = FORMATS / "model_loc.mlir"
    if not path.exists():
        pytest.fail("testdata/formats is missing: run `make testdata`")
    graph, _ = load_module(path)
    assert graph.param_names == ("x", "w", "b")
    plain, _ = load_module(FORMATS / "model.mlir")
    assert print_graph(dataclasses.replace(graph, param_names=plain.param_names),
                       locs=False) == print_graph(plain, locs=False)


@pytest.mark.parametrize("data, fmt, version", [
    (b"module {}", "mlir-text", None),
    (b"ML\xefR\rMLIR23.0.0git\x00\x01", "mlir-bytecode", None),
    (b"ML\xefR\rStableHLO_v1.15.0\x00\x01", "stablehlo-portable", "1.15.0"),
    (b"ML\xefR", "mlir-bytecode", None),
])
def test_format_detected_by_content(data: bytes, fmt: str, version: str | None) -> None:
    info = describe_source(data, "whatever.mlir")
    assert (info.format, info.stablehlo_version) == (fmt, version)
