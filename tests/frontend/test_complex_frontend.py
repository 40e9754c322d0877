"""Complex element types in the frontend: constants read bit for bit, the complex ops' tensor
IR, and the errors for what pjrtc does not compile on complex values."""

from __future__ import annotations

import numpy as np
import pytest
from frontend_helpers import load_text

from pjrtc.errors import UnsupportedError
from pjrtc.frontend.dense_complex import complex_array
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.ops import unsupported_reason


def _constant_of(text: str) -> np.ndarray:
    graph, _ = load_text(text)
    (node,) = [n for n in graph.nodes if n.op is Op.CONSTANT]
    return node.attrs["value"]


def _bits(a: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(a).view(np.uint8)


@pytest.mark.parametrize("t,np_type,nan", [("f32", np.complex64, "0x7FC00001"),
                                            ("f64", np.complex128, "0xFFF8000000000005")])
def test_complex_constant_list(t, np_type, nan):
    """NaN payloads, infinities, signed zeros and a denormal survive; negate keeps the
    constant from being folded away."""
    text = f"""func.func @main() -> tensor<2x2xcomplex<{t}>> {{
  %c = stablehlo.constant dense<[[(1.5, -0.0), ({nan}, 0x{"7F800000" if t == "f32"
        else "7FF0000000000000"})], [(1.0e-45, -2.5), (3.0, 1.0e10)]]> : tensor<2x2xcomplex<{t}>>
  %n = stablehlo.negate %c : tensor<2x2xcomplex<{t}>>
  return %n : tensor<2x2xcomplex<{t}>>
}}"""
    value = _constant_of(text)
    part = np.float32 if t == "f32" else np.float64
    bits = np.uint32 if t == "f32" else np.uint64
    expected = np.empty((2, 2), np_type)
    expected.real = [[1.5, np.array(int(nan, 16), bits).view(part)], [1.0e-45, 3.0]]
    expected.imag = [[-0.0, np.inf], [-2.5, 1.0e10]]
    assert value.dtype == np_type and value.shape == (2, 2)
    np.testing.assert_array_equal(_bits(value), _bits(expected))


def test_complex_constant_splat_and_hex():
    """A splat is a zero-stride view; more than 100 elements come as raw hex bytes."""
    values = ", ".join(f"({i}.5, -{i}.25)" for i in range(150))
    text = f"""func.func @main(%x: tensor<150xcomplex<f32>>) -> tensor<150xcomplex<f32>> {{
  %c = stablehlo.constant dense<[{values}]> : tensor<150xcomplex<f32>>
  %s = stablehlo.constant dense<(2.0, -1.0)> : tensor<150xcomplex<f32>>
  %a = stablehlo.multiply %x, %c : tensor<150xcomplex<f32>>
  %b = stablehlo.add %a, %s : tensor<150xcomplex<f32>>
  return %b : tensor<150xcomplex<f32>>
}}"""
    graph, _ = load_text(text)
    constants = [n.attrs["value"] for n in graph.nodes if n.op is Op.CONSTANT]
    listed = next(c for c in constants if c.strides != (0,))
    splat = next(c for c in constants if c.strides == (0,))
    expected = np.array([complex(i + 0.5, -i - 0.25) for i in range(150)], np.complex64)
    np.testing.assert_array_equal(listed, expected)
    assert splat.shape == (150,) and complex(splat[0]) == 2 - 1j


def test_complex_array_text_forms():
    assert complex_array('%0 = stablehlo.constant dense<(1.0,0x7F800000)> : '
                         'tensor<2xcomplex<f32>>', (2,), np.complex64).tolist() == [
        complex(1, np.inf)] * 2
    raw = np.array([1 + 2j, -3 - 4j], np.complex128)
    text = f'dense<"0x{raw.tobytes().hex().upper()}"> : tensor<2xcomplex<f64>>'
    np.testing.assert_array_equal(complex_array(text, (2,), np.complex128), raw)
    with pytest.raises(ValueError):
        complex_array("dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<3xcomplex<f32>>", (3,),
                      np.complex64)


def test_complex_ops_in_tensor_ir():
    graph, _ = load_text("""func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<5xcomplex<f32>>) {
  %z = stablehlo.complex %x, %y : tensor<8xcomplex<f32>>
  %a = stablehlo.abs %z : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return %a, %f : tensor<8xf32>, tensor<5xcomplex<f32>>
}""")
    ops = {n.op: n for n in graph.nodes}
    assert ops[Op.COMPLEX].result.type.dtype is DType.C64
    assert ops[Op.ABS].result.type.dtype is DType.F32
    assert ops[Op.FFT].attrs == {"fft_type": "RFFT", "fft_length": (8,)}


@pytest.mark.parametrize("line,message", [
    ("%r = stablehlo.remainder %z, %z : tensor<4xcomplex<f32>>",
     "stablehlo.remainder on complex<f32> is not supported"),
    ('%r = "stablehlo.map"(%z) ({ ^bb0(%a: tensor<complex<f32>>): "stablehlo.return"(%a) : '
     '(tensor<complex<f32>>) -> () }) {dimensions = array<i64: 0>} : '
     '(tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>',
     "stablehlo.map on complex<f32> is not supported"),
])
def test_unsupported_complex_op_names_op_and_type(line, message):
    with pytest.raises(UnsupportedError) as e:
        load_text(f"""func.func @main(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {{
  {line}
  return %r : tensor<4xcomplex<f32>>
}}""")
    assert e.value.problems == [("model.mlir:2:8", message)]


@pytest.mark.parametrize("src,dst", [(DType.C64, DType.I64), (DType.F64, DType.C64),
                                     (DType.C128, DType.F32)])
def test_bitcast_between_complex_and_real_is_refused(src, dst):
    """The StableHLO verifier rejects these before pjrtc sees them; a graph built otherwise
    (a .tir file) gets the support table's error rather than a wrong lowering."""
    pieces = (4, max(src.bits, dst.bits) // min(src.bits, dst.bits))  # the narrower side
    shapes = (pieces, (4,)) if src.bits < dst.bits else ((4,), pieces)
    node = Node(op=Op.BITCAST_CONVERT, operands=(Value(0, TensorType(shapes[0], src)),),
                results=(Value(1, TensorType(shapes[1], dst)),))
    assert unsupported_reason(node) == (f"stablehlo.bitcast_convert between {src.mlir_name} and "
                                        f"{dst.mlir_name} is not supported (complex only to "
                                        "complex)")
