"""User errors: one clear message, with file:line:col where there is one, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend_helpers import load_text

from pjrtc.errors import FrontendError, PjrtcError, UnsupportedError
from pjrtc.frontend import load_bytes, load_module
from pjrtc.frontend.custom_calls import unknown_target_message

ERRORS = Path(__file__).resolve().parents[2] / "testdata" / "errors"


def _message(excinfo) -> str:
    return str(excinfo.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FrontendError) as e:
        load_module(tmp_path / "nope.mlir")
    assert str(tmp_path / "nope.mlir") in _message(e) and "no such file" in _message(e)


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(FrontendError) as e:
        load_module(tmp_path)
    assert str(tmp_path) in _message(e) and "directory" in _message(e)


@pytest.mark.parametrize("data", [b"", b"  \n\t\n"])
def test_empty_file(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "empty.mlir"
    path.write_bytes(data)
    with pytest.raises(FrontendError) as e:
        load_module(path)
    assert _message(e) == "empty.mlir is not a StableHLO module: the file is empty"


def test_garbage_bytes() -> None:
    with pytest.raises(FrontendError) as e:
        load_bytes(bytes(range(256)) * 4, "garbage.bin")
    assert _message(e).startswith("garbage.bin is not a StableHLO module")
    assert "garbage.bin:1:" in _message(e)


def test_prose() -> None:
    prose = b"This is a README.\nIt has words, not operations.\n"
    with pytest.raises(FrontendError) as e:
        load_bytes(prose, "README.txt")
    assert _message(e).startswith("README.txt is not a StableHLO module")
    assert "README.txt:1:1: custom op 'This' is unknown" in _message(e)


def test_testdata_prose() -> None:
    path = ERRORS / "not_stablehlo.txt"
    if not path.exists():
        pytest.fail("testdata/errors is missing: run `make testdata`")
    with pytest.raises(FrontendError, match="not_stablehlo.txt is not a StableHLO module"):
        load_module(path)


def test_syntax_error_has_file_line_col() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg0 tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
    with pytest.raises(FrontendError) as e:
        load_text(text, "broken.mlir")
    assert _message(e) == "cannot parse broken.mlir: broken.mlir:3:36: expected ':'"


def test_testdata_syntax_error() -> None:
    path = ERRORS / "syntax.mlir"
    if not path.exists():
        pytest.fail("testdata/errors is missing: run `make testdata`")
    with pytest.raises(FrontendError, match=r"cannot parse syntax.mlir: syntax.mlir:4:\d+: "):
        load_module(path)


def test_verifier_error_has_file_line_col() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<5xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
}
"""
    with pytest.raises(FrontendError) as e:
        load_text(text, "bad.mlir")
    assert _message(e) == ("cannot parse bad.mlir: bad.mlir:3:10: number of output elements (5) "
                           "doesn't match expected number of elements (4)")


def test_truncated_bytecode_and_portable() -> None:
    with pytest.raises(FrontendError) as e:
        load_bytes(b"ML\xefR\rMLIR23.0.0git\x00\x01\x02\x03", "x.mlirbc")
    assert _message(e).startswith("cannot read x.mlirbc, MLIR bytecode from MLIR23.0.0git: "
                                  "x.mlirbc: ")
    with pytest.raises(FrontendError) as e:
        load_bytes(b"ML\xefR\rStableHLO_v1.15.0\x00\x01\x02\x03", "x.portable")
    assert _message(e).startswith(
        "cannot read x.portable, a StableHLO portable artifact from StableHLO v1.15.0: ")


def test_newer_portable_artifact_says_so() -> None:
    with pytest.raises(FrontendError, match="newer than this jaxlib reads"):
        load_bytes(b"ML\xefR\rStableHLO_v99.0.0\x00\x01\x02\x03", "new.portable")


def test_dynamic_shape() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
"""
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    assert e.value.problems == [("model.mlir:2:26", "argument 0 has dynamic shape "
                                 "tensor<?x4xf32>; only static shapes are supported (give it "
                                 "one: `pjrtc compile --shape 0=...`)")]
    assert _message(e).splitlines()[0].startswith("1 unsupported")


def test_all_unsupported_ops_listed_at_once() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<i32>, tensor<8xf32>) {
    %0 = stablehlo.custom_call @baz(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_0, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = stablehlo.custom_call @bar(%iterArg_0) : (tensor<i32>) -> tensor<i32>
      stablehlo.return %iterArg, %2 : tensor<i32>, tensor<i32>
    }
    %3 = stablehlo.sine %arg0 : tensor<8xf32>
    %4 = stablehlo.custom_call @foo(%3) : (tensor<8xf32>) -> tensor<8xf32>
    %5 = stablehlo.custom_call @foo(%3) : (tensor<8xf32>) -> tensor<8xf32>
    %6 = stablehlo.cosine %0 : tensor<8xf32>
    return %4, %1#1, %6 : tensor<8xf32>, tensor<i32>, tensor<8xf32>
  }
}
"""
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    assert e.value.source == "model.mlir"
    assert e.value.problems == [
        ("model.mlir:3:10", unknown_target_message("baz")),
        ("model.mlir:10:12", unknown_target_message("bar")),
        ("model.mlir:14:10", unknown_target_message("foo")),
    ]  # %5 is dead: canonicalize removed it; %6 uses %0, whose cause is reported once
    lines = _message(e).splitlines()
    assert lines[0].startswith("3 unsupported") and lines[0].endswith(" in model.mlir:")
    assert "model.mlir:3:10: stablehlo.custom_call @baz is not supported" in lines[1]
    assert "model.mlir:10:12: stablehlo.custom_call @bar is not supported: pjrtc implements no " \
        'custom-call target "bar" (it implements: ' in lines[2]


def test_testdata_unsupported() -> None:
    path = ERRORS / "unsupported.mlir"
    if not path.exists():
        pytest.fail("testdata/errors is missing: run `make testdata`")
    with pytest.raises(UnsupportedError) as e:
        load_module(path)
    names = [what.split()[0] for _, what in e.value.problems]
    assert names == ["stablehlo.infeed", "stablehlo.custom_call", "stablehlo.outfeed"]
    assert all(loc.startswith("unsupported.mlir:") for loc, _ in e.value.problems)


@pytest.mark.parametrize("case", ["custom_call.mlir", "dynamic.mlir", "dynamic_export.mlir"])
def test_testdata_unsupported_cases(case: str) -> None:
    path = ERRORS / case
    if not path.exists():
        pytest.fail("testdata/errors is missing: run `make testdata`")
    with pytest.raises(UnsupportedError) as e:
        load_module(path)
    assert all(loc.startswith(case + ":") for loc, _ in e.value.problems)


@pytest.mark.parametrize("element", ["f8E5M2", "f8E4M3FN", "i4"])
def test_unsupported_element_type(element: str) -> None:
    text = f"""module {{
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4x{element}> {{
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4x{element}>
    return %0 : tensor<4x{element}>
  }}
}}
"""
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:3:10"
    assert what.startswith(f"result 0 of stablehlo.convert has element type {element}, "
                           f"which is not supported (supported: i1, i8,")


def test_unsupported_argument_type_reported_once() -> None:
    text = """module {
  func.func public @main(%arg0: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf8E5M2>
    %1 = stablehlo.multiply %0, %0 : tensor<4xf8E5M2>
    return %1 : tensor<4xf8E5M2>
  }
}
"""
    with pytest.raises(UnsupportedError) as e:
        load_text(text)
    ((loc, what),) = e.value.problems
    assert loc == "model.mlir:2:26" and what.startswith("argument 0 has element type f8E5M2")


def test_token_argument_is_no_input() -> None:
    """Tokens carry no data: the signature leaves them out (test_frontend_structure.py)."""
    text = """module {
  func.func public @main(%arg0: !stablehlo.token, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    return %arg1 : tensor<4xf32>
  }
}
"""
    graph, _ = load_text(text)
    assert [str(p.type) for p in graph.params] == ["tensor<4xf32>"]


def test_no_public_function() -> None:
    text = """module {
  func.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
"""
    with pytest.raises(FrontendError, match="model.mlir has no public function"):
        load_text(text)
    with pytest.raises(FrontendError, match="it defines no functions"):
        load_text("module {\n}\n")


def test_several_public_functions_without_main() -> None:
    text = """module {
  func.func public @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
  func.func public @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    return %arg0 : tensor<4xf32>
  }
}
"""
    with pytest.raises(FrontendError, match=r"several public functions \(@f, @g\)"):
        load_text(text)


def test_errors_share_the_base_class() -> None:
    assert issubclass(FrontendError, PjrtcError) and issubclass(UnsupportedError, PjrtcError)
