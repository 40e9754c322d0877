"""Hand-built artifacts run on the default device and give the right numbers."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime.schema import ConstantSpec, KernelArg, KernelSpec, TensorSpec
from runtime_helpers import N, f32_tensor, launch, manifest, write

B = 4 * N  # bytes of one float32[16]


def _addone(tmp_path: Path, spirv: bytes) -> pjrtc_runtime.Executable:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    return pjrtc_runtime.load(write(tmp_path / "addone.pjrtc", m, spirv))


def test_round_trip(tmp_path: Path, spirv: bytes) -> None:
    exe = _addone(tmp_path, spirv)
    x = np.arange(N, dtype=np.float32)
    (y,) = exe(x)
    np.testing.assert_array_equal(y, x + 1)
    assert y.dtype == np.float32 and y.shape == (N,)
    np.testing.assert_array_equal(exe.run([y])[0], x + 2)
    assert str(exe.signature) == "(x: float32[16]) -> (float32[16])"
    assert exe.device.filter_string.startswith("opencl:cpu")
    assert exe.manifest.kernels[0].name == "addone"


def test_kernel_with_a_constant(tmp_path: Path, spirv: bytes) -> None:
    c = np.linspace(-2, 2, N, dtype=np.float32)
    blob = bytes(B) + c.tobytes()  # constant 0 (zeros) at 0, constant 1 at 64
    constants = [ConstantSpec("float32", (N,), 0, B), ConstantSpec("float32", (N,), 64, B)]
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("mul", [("buffer", 0), ("constant", 1), ("buffer", 1)], N)],
                 constants=constants)
    exe = pjrtc_runtime.load(write(tmp_path / "mul.pjrtc", m, spirv, blob))
    x = np.arange(N, dtype=np.float32)
    for _ in range(2):  # constants stay on the device across calls
        np.testing.assert_array_equal(exe(x)[0], x * c)


def test_two_kernels_sharing_a_slot(tmp_path: Path, spirv: bytes) -> None:
    # tmp = x + 1 into slot 1; x is dead, so out = tmp * 2 goes back into slot 0.
    # Both outputs name slot 0.
    kernels = [launch("addone", [("buffer", 0), ("buffer", 1)], N),
               launch("double", [("buffer", 1), ("buffer", 0)], N)]
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 0, "y"), f32_tensor(N, 0, "z")],
                 [B, B], kernels)
    exe = pjrtc_runtime.load(write(tmp_path / "chain.pjrtc", m, spirv))
    x = np.arange(N, dtype=np.float32)
    for _ in range(3):
        y, z = exe(x)
        np.testing.assert_array_equal(y, (x + 1) * 2)
        np.testing.assert_array_equal(z, y)
        assert y is not z


def test_two_inputs_and_non_contiguous(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([f32_tensor(N, 0, "a"), f32_tensor(N, 1, "b")], [f32_tensor(N, 2)],
                 [B, B, B], [launch("add", [("buffer", 0), ("buffer", 1), ("buffer", 2)], N)])
    exe = pjrtc_runtime.load(write(tmp_path / "add.pjrtc", m, spirv))
    a = np.arange(2 * N, dtype=np.float32)[::2]
    b = np.ones((N, 2), dtype=np.float32)[:, 0]
    assert not a.flags.c_contiguous and not b.flags.c_contiguous
    np.testing.assert_array_equal(exe(a, b)[0], a + b)


def test_scalar_input(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([TensorSpec("s", (), "float32", 0)], [TensorSpec(None, (), "float32", 1)],
                 [4, 4], [launch("addone1", [("buffer", 0), ("buffer", 1)], 1, local=1)])
    exe = pjrtc_runtime.load(write(tmp_path / "scalar.pjrtc", m, spirv))
    for value in (2.5, 2, np.float32(2.5), np.array(2.5, dtype=np.float32)):
        (out,) = exe(value)
        assert out.shape == () and out.dtype == np.float32
        assert out == np.float32(value) + 1


def test_zero_size_values(tmp_path: Path, spirv: bytes) -> None:
    # A zero-size input and output in a zero-byte slot, and a launch over zero work-items
    # (skipped), next to an ordinary kernel.
    kernels = [KernelSpec("double", (KernelArg("buffer", 0), KernelArg("buffer", 0)), (0,),
                          (16,)),
               launch("addone", [("buffer", 1), ("buffer", 2)], N)]
    m = manifest([TensorSpec("e", (0, 3), "float32", 0), f32_tensor(N, 1, "x")],
                 [TensorSpec(None, (0, 3), "float32", 0), f32_tensor(N, 2)], [0, B, B], kernels)
    exe = pjrtc_runtime.load(write(tmp_path / "empty.pjrtc", m, spirv))
    e, y = exe(np.zeros((0, 3), np.float32), np.zeros(N, np.float32))
    assert e.shape == (0, 3) and e.dtype == np.float32
    np.testing.assert_array_equal(y, np.ones(N, np.float32))


def test_no_kernels_identity(tmp_path: Path) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 0)], [B], [])
    exe = pjrtc_runtime.load(write(tmp_path / "id.pjrtc", m, b""))
    x = np.arange(N, dtype=np.float32)
    (y,) = exe(x)
    np.testing.assert_array_equal(y, x)
    x[0] = 99  # the result is a fresh array, not a view of the input
    assert y[0] == 0


def test_concurrent_calls_get_their_own_results(tmp_path: Path, spirv: bytes) -> None:
    exe = _addone(tmp_path, spirv)
    failures: list[str] = []

    def worker(k: int) -> None:
        x = np.full(N, k, dtype=np.float32)
        for _ in range(50):
            if not np.array_equal(exe(x)[0], x + 1):
                failures.append(f"thread {k}")

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []


@pytest.mark.parametrize("dtype", ["float16", "float64", "int64", "uint8", "bool"])
def test_other_dtypes_pass_through(tmp_path: Path, dtype: str) -> None:
    x_spec = TensorSpec("x", (3, 5), dtype, 0)
    m = manifest([x_spec], [TensorSpec(None, (3, 5), dtype, 0)], [x_spec.nbytes], [])
    exe = pjrtc_runtime.load(write(tmp_path / f"{dtype}.pjrtc", m, b""))
    x = (np.arange(15).reshape(3, 5) % 2).astype(dtype)
    np.testing.assert_array_equal(exe(x)[0], x)
