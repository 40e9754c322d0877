"""sort through the real command line: a JAX argsort compiles and runs; a comparator that
cannot be applied elementwise is one user error naming the op inside it and its location."""

from __future__ import annotations

import numpy as np
from test_cli import assert_user_error, pjrtc

ARGSORT = """func.func @main(%x: tensor<5xi32>) -> tensor<5xi32> {
  %i = stablehlo.iota dim = 0 : tensor<5xi32>
  %0:2 = "stablehlo.sort"(%x, %i) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true}
    : (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>)
  return %0#1 : tensor<5xi32>
}
"""


def test_descending_argsort(tmp_path):
    model, artifact, out = tmp_path / "argsort.mlir", tmp_path / "a.pjrtc", tmp_path / "o.npz"
    model.write_text(ARGSORT)
    np.save(tmp_path / "x.npy", np.array([3, -1, 3, 7, -1], np.int32))
    assert pjrtc("compile", model, "-o", artifact).returncode == 0
    proc = pjrtc("run", artifact, "--inputs", tmp_path / "x.npy", "--output", out)
    assert proc.returncode == 0, proc.stderr
    with np.load(out) as got:
        assert got["result0"].tolist() == [3, 0, 2, 1, 4]  # ties keep their order


def test_comparator_with_a_loop(tmp_path):
    model = tmp_path / "bad.mlir"
    model.write_text(ARGSORT.replace(
        "    %lt = stablehlo.compare GT, %a, %b, SIGNED",
        """    %w = stablehlo.while(%k = %a) : tensor<i32>
      cond {
        %p = stablehlo.compare GT, %k, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        stablehlo.return %b : tensor<i32>
      }
    %lt = stablehlo.compare GT, %w, %b, SIGNED"""))
    proc = pjrtc("compile", model, "-o", tmp_path / "bad.pjrtc")
    assert_user_error(proc, "bad.mlir:5:10: stablehlo.while in the comparator of stablehlo.sort "
                            "is not supported (only elementwise ops and constants can be "
                            "applied to whole tensors)")
    assert not (tmp_path / "bad.pjrtc").exists()
