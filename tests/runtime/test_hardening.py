"""Inputs (NaN and Inf, layouts, scalars), device capabilities and device memory: clear
errors before any launch, or correct results; out-of-memory is an error, not a crash."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime import Client, memory
from pjrtc_runtime.errors import DeviceError, InputError, OutOfDeviceMemory
from pjrtc_runtime.schema import TensorSpec
from runtime_helpers import N, f32_tensor, launch, manifest, write


def _identity(tmp_path: Path, name: str, spec: TensorSpec, **extra: object) -> Path:
    """An artifact without kernels whose output is its input (same slot)."""
    m = manifest([spec], [dataclasses.replace(spec, name=None)], [spec.nbytes], [], **extra)
    return write(tmp_path / f"{name}.pjrtc", m, b"")


def test_nan_and_inf_pass_through_as_the_math_says(addone_path: Path) -> None:
    exe = pjrtc_runtime.load(addone_path)
    x = np.zeros(N, np.float32)
    x[:6] = [np.nan, np.inf, -np.inf, -0.0, np.finfo(np.float32).max, -np.nan]
    (y,) = exe(x)
    assert np.isnan(y[0]) and np.isnan(y[5])
    assert y[1] == np.inf and y[2] == -np.inf and y[3] == 1.0
    assert y[4] == np.finfo(np.float32).max  # max + 1 rounds back to max


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_nan_payloads_are_copied_bit_for_bit(tmp_path: Path, dtype: str) -> None:
    bits = {"float16": np.uint16, "float32": np.uint32, "float64": np.uint64}[dtype]
    info = np.finfo(dtype)
    quiet = np.array(np.nan, dtype).view(bits)
    signaling = (quiet & ~(bits(1) << bits(info.nmant - 1))) | bits(1)  # payload 1
    x = np.array([quiet, signaling, quiet | bits(5), np.array(np.inf, dtype).view(bits)],
                 bits).view(dtype)
    exe = pjrtc_runtime.load(_identity(tmp_path, dtype, TensorSpec("x", (4,), dtype, 0)))
    for got in (exe(x)[0], exe.execute([exe.client.buffer_from_pyval(x)])[0].to_numpy()):
        np.testing.assert_array_equal(got.view(bits), x.view(bits))


def test_any_memory_layout_is_accepted(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([TensorSpec("x", (4, 4), "float32", 0)], [TensorSpec(None, (4, 4),
                                                                        "float32", 1)],
                 [4 * N, 4 * N], [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    exe = pjrtc_runtime.load(write(tmp_path / "square.pjrtc", m, spirv))
    base = np.arange(64, dtype=np.float32).reshape(8, 8)
    layouts = {"fortran": np.asfortranarray(base[:4, :4]), "transposed": base[:4, :4].T,
               "negative strides": base[::-2, ::-2], "broadcast": np.broadcast_to(
                   np.arange(4, dtype=np.float32), (4, 4)), "big-endian": base[:4, :4]
               .astype(">f4")}
    for name, x in layouts.items():
        assert not (x.flags.c_contiguous and x.dtype.isnative) or name == "big-endian"
        np.testing.assert_array_equal(exe(x)[0], np.asarray(x, np.float32) + 1,
                                      err_msg=name)


def test_scalars_and_zero_d_arrays(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([TensorSpec("s", (), "float32", 0)], [TensorSpec(None, (), "float32", 1)],
                 [4, 4], [launch("addone1", [("buffer", 0), ("buffer", 1)], 1, local=1)])
    exe = pjrtc_runtime.load(write(tmp_path / "scalar.pjrtc", m, spirv))
    buffer = exe.client.buffer_from_pyval(np.float32(4))
    for value in (2.5, 3, np.float32(2.5), np.array(2.5, np.float32), buffer):
        (out,) = exe(value)
        assert out.shape == () and out == np.float32(np.asarray(value)) + 1
    with pytest.raises(InputError, match=r"wrong shape; expected float32\[\], got "
                                         r"float32\[1\]"):
        exe(np.ones(1, np.float32))
    with pytest.raises(InputError, match="got Python bool"):
        exe(True)
    with pytest.raises(InputError, match="overflows float32"):
        exe(1e300)
    int_exe = pjrtc_runtime.load(_identity(tmp_path, "i8", TensorSpec("x", (), "int8", 0)))
    assert int_exe(-128)[0] == -128
    with pytest.raises(InputError, match=r"value 128 is out of range for int8 \[-128, 127\]"):
        int_exe(128)
    with pytest.raises(InputError, match="got Python float"):
        int_exe(1.0)


def test_a_device_without_a_capability_is_refused_before_anything_runs(
        tmp_path: Path) -> None:
    for need, lacking in (("fp64", {"has_fp64": False}), ("fp16", {"has_fp16": False})):
        dtype = "float64" if need == "fp64" else "float16"
        path = _identity(tmp_path, need, TensorSpec("x", (3,), dtype, 0), requirements=[need])
        client = Client()
        client._info = dataclasses.replace(client.device, **lacking)  # a device without it
        with pytest.raises(DeviceError, match=f"lacks {need}, which the artifact requires"):
            client.load(path)
        assert client.memory_stats().total_allocs == 0  # refused before any allocation
        assert Client().load(path)(np.ones(3, dtype))[0].dtype == dtype  # the real one has it


def test_an_artifact_larger_than_the_device_is_refused_before_allocating(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    client = Client()
    # 512 GiB of buffer slots: more than the device holds (a valid manifest: below 2^40).
    huge = _identity(tmp_path, "huge", TensorSpec("x", (2**37,), "float32", 0))
    with pytest.raises(OutOfDeviceMemory, match=r"needs one allocation of 549755813888 bytes, "
                                                r"but device opencl:cpu:0 .* allows at most"):
        client.load(huge)
    many = write(tmp_path / "many.pjrtc", manifest(
        [f32_tensor(N, 0, "x")], [f32_tensor(N, 0)], [4 * N] + [2**30] * 64, []), b"")
    with pytest.raises(OutOfDeviceMemory, match=r"\(its buffers and constants\) needs "
                                                r"68719476800 bytes of device memory, but "
                                                r"device opencl:cpu:0 .* has \d+ bytes"):
        client.load(many)
    monkeypatch.setattr(memory, "_host_available_bytes", lambda: 1000)
    with pytest.raises(OutOfDeviceMemory, match="has 1000 bytes available"):
        client.load(_identity(tmp_path, "small", TensorSpec("x", (1000,), "float32", 0)))
    assert client.memory_stats().total_allocs == 0


def test_a_large_allocation_beyond_available_memory_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a CPU device an overcommitted allocation would succeed and the process be killed
    when it is touched: large allocations are checked against the available memory first."""
    client = Client()
    monkeypatch.setattr(memory, "_host_available_bytes", lambda: 100 * 2**20)
    with pytest.raises(OutOfDeviceMemory, match=r"a float32\[33554432\] buffer needs 134217728 "
                                                r"bytes, but device opencl:cpu:0 .* has "
                                                r"104857600 bytes available"):
        client.buffer_from_pyval(np.zeros(2**25, np.float32))  # zeros: pages never touched
    assert client.memory_stats().total_allocs == 0


_OUT_OF_MEMORY = textwrap.dedent("""
    import resource, sys
    import numpy as np
    import pjrtc_runtime
    from pjrtc_runtime.errors import OutOfDeviceMemory

    client = pjrtc_runtime.Client()
    big, tiny = client.load(sys.argv[1]), client.load(sys.argv[2])
    x = np.zeros(2**24, np.float32)  # 64 MiB
    # Warm (threads and pools exist); the results stay held, so the pool has no idle block
    # for the attempts below.
    held = big.execute([x]), tiny(np.zeros(16, np.float32))
    vm = int(open("/proc/self/status").read().split("VmSize:")[1].split()[0]) * 1024
    resource.setrlimit(resource.RLIMIT_AS, (vm + 32 * 2**20, resource.RLIM_INFINITY))
    for what, attempt in (("execute", lambda: big.execute([x])),
                          ("upload", lambda: client.buffer_from_pyval(x)),
                          ("load", lambda: client.load(sys.argv[3]))):
        try:
            attempt()
            print(what, "succeeded")
        except OutOfDeviceMemory as e:
            print(what, "refused:", e)
    print("still runs:", tiny(np.ones(16, np.float32))[0][0])
""")


def test_out_of_memory_is_an_error_not_a_crash(tmp_path: Path, addone_path: Path) -> None:
    """Under an address-space limit (a subprocess), allocations fail: each is reported as
    OutOfDeviceMemory, and the process goes on running what fits."""
    big = _identity(tmp_path, "big", TensorSpec("x", (2**24,), "float32", 0))
    larger = _identity(tmp_path, "larger", TensorSpec("x", (2**26,), "float32", 0))
    done = subprocess.run([sys.executable, "-c", _OUT_OF_MEMORY, str(big), str(addone_path),
                           str(larger)], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("execute refused: out of device memory: allocating 67108864 "
                               "bytes for output 0 (float32[16777216]) of "), lines
    assert lines[1].startswith("upload refused: out of device memory: allocating 67108864 "
                               "bytes for a float32[16777216] buffer"), lines
    assert lines[2].startswith("load refused: out of device memory: allocating 268435456 "
                               "bytes for buffer slot 0 of "), lines
    assert lines[3] == "still runs: 2.0"
