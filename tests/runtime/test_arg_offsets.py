"""Kernel arguments that point into their slot (format 1.5, `{"buffer": i, "offset": n}`):
each launch gets the slot's address plus the offset, through numpy calls (the slot itself)
and through device results computed in place (the output's memory bound in the slot's
place: the launch plan's site adds the offset to that memory's address too)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pjrtc_runtime
from pjrtc_runtime.schema import KernelArg, KernelSpec
from runtime_helpers import elementwise, emit_spirv, f32_tensor, manifest, new_module, write

N = 8


def _halves(tmp_path: Path) -> Path:
    """x: f32[8] -> f32[16] = [x * 2, x + 1], each half written by a launch of its own into
    the output's slot, the second at byte 32."""
    module = new_module()
    elementwise(module, "double", 1, N, lambda b, v: b.fmul(v[0], v[0].type(2.0)),
                output_first=True)
    elementwise(module, "plus_one", 1, N, lambda b, v: b.fadd(v[0], v[0].type(1.0)),
                output_first=True)
    kernels = [KernelSpec(name, (KernelArg("buffer", 1, offset), KernelArg("buffer", 0)),
                          (16,), (16,), (f"test.mlir:1:1: {name}",), 1)
               for name, offset in (("double", 0), ("plus_one", N * 4))]
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(2 * N, 1)], [N * 4, 2 * N * 4],
                 kernels)
    return write(tmp_path / "halves.pjrtc", m, emit_spirv(module))


def test_launches_point_into_their_slot(tmp_path):
    exe = pjrtc_runtime.load(_halves(tmp_path))
    x = np.arange(N, dtype=np.float32) - 3.5
    want = np.concatenate([x * 2, x + 1])
    (y,) = exe(x)
    np.testing.assert_array_equal(y, want)
    client = exe.client
    device_x = client.buffer_from_pyval(x)
    for _ in range(2):  # new output memory each call: bound at its offset each time
        (out,) = exe.execute([device_x])
        np.testing.assert_array_equal(out.to_numpy(), want)
    (y,) = exe(x + 1)  # and the slot itself again
    np.testing.assert_array_equal(y, np.concatenate([(x + 1) * 2, x + 2]))
