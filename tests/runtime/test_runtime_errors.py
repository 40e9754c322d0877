"""Wrong inputs, bad devices, unmet requirements and bad kernels give clear PjrtcErrors."""

from __future__ import annotations

import dataclasses
import json
import struct
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime.errors import ArtifactError, DeviceError, InputError
from pjrtc_runtime.schema import KernelSpec
from pjrtc_runtime.sycl_devices import check_requirements
from runtime_helpers import N, f32_tensor, launch, manifest, write

B = 4 * N
# A SPIR-V header and one instruction with an unknown opcode: the device's compiler refuses it.
_UNBUILDABLE = struct.pack("<6I", 0x07230203, 0x00010400, 0, 10, 0, (1 << 16) | 0xFFFF)


@pytest.fixture(scope="module")
def addone_path(tmp_path_factory: pytest.TempPathFactory, spirv: bytes) -> Path:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    return write(tmp_path_factory.mktemp("a") / "addone.pjrtc", m, spirv)


@pytest.fixture(scope="module")
def exe(addone_path: Path) -> pjrtc_runtime.Executable:
    return pjrtc_runtime.load(addone_path)


def _input_error(exe: pjrtc_runtime.Executable, *args: object) -> str:
    with pytest.raises(InputError) as info:
        exe(*args)
    return str(info.value)


def test_wrong_input_count(exe: pjrtc_runtime.Executable) -> None:
    message = _input_error(exe)
    assert "takes 1 argument(s) (x: float32[16]) -> (float32[16]), but 0 were given" in message
    assert "but 2 were given" in _input_error(exe, np.zeros(N, np.float32),
                                              np.zeros(N, np.float32))


def test_wrong_dtype_is_never_cast(exe: pjrtc_runtime.Executable) -> None:
    message = _input_error(exe, np.zeros(N, np.float64))
    assert message.startswith("argument 0 (x): has the wrong dtype")
    assert "expected float32[16], got float64[16]" in message
    assert "never casts" in message
    assert "got int64[16]" in _input_error(exe, np.zeros(N, np.int64))


def test_wrong_shape(exe: pjrtc_runtime.Executable) -> None:
    message = _input_error(exe, np.zeros((4, 4), np.float32))
    assert "argument 0 (x): has the wrong shape; expected float32[16], got float32[4,4]" in message
    assert "got float32[1,16]" in _input_error(exe, np.zeros((1, N), np.float32))


def test_wrong_kind_of_argument(exe: pjrtc_runtime.Executable) -> None:
    assert "got Python float" in _input_error(exe, 1.0)
    assert "is not an array; expected float32[16], got list" in _input_error(exe, [1.0] * N)


def test_byte_swapped_input_is_accepted(exe: pjrtc_runtime.Executable) -> None:
    x = np.arange(N, dtype=">f4")
    np.testing.assert_array_equal(exe(x)[0], np.arange(N, dtype=np.float32) + 1)


def test_bad_device_filter(addone_path: Path) -> None:
    with pytest.raises(DeviceError) as info:
        pjrtc_runtime.load(addone_path, device="bogus:gpu")
    message = str(info.value)
    assert "no SYCL device matches the filter string 'bogus:gpu'" in message
    assert "level_zero:gpu" in message and "Devices found: opencl:cpu:0" in message
    with pytest.raises(DeviceError, match="filter string, a DeviceInfo or None, not int"):
        pjrtc_runtime.load(addone_path, device=3)


def test_device_listing_and_selection(addone_path: Path) -> None:
    found = pjrtc_runtime.devices()
    assert [d.is_default for d in found].count(True) == 1
    default = pjrtc_runtime.select_device()
    assert default.filter_string == "opencl:cpu:0" and default.is_default
    assert pjrtc_runtime.select_device("opencl:cpu:0") == default
    assert pjrtc_runtime.load(addone_path, device=default).device == default
    as_json = default.to_json()
    assert as_json["filter_string"] == "opencl:cpu:0" and "int64" in as_json["capabilities"]
    assert json.loads(json.dumps(as_json)) == as_json


def test_unknown_requirement_is_refused_at_load(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)],
                 requirements=["fp64", "quantum"])
    with pytest.raises(DeviceError) as info:
        pjrtc_runtime.load(write(tmp_path / "q.pjrtc", m, spirv))
    message = str(info.value)
    assert "requires capability quantum" in message and "cannot check" in message
    assert "opencl:cpu:0" in message and "Upgrade pjrtc-runtime" in message


def test_missing_capability_is_refused() -> None:
    no_fp64 = dataclasses.replace(pjrtc_runtime.select_device(), has_fp64=False)
    with pytest.raises(DeviceError, match=r"device opencl:cpu:0 \(.*\) lacks fp64"):
        check_requirements(["fp64", "int64"], no_fp64)
    check_requirements(["fp16", "fp64", "int64"], pjrtc_runtime.select_device())


def test_work_group_too_large(tmp_path: Path, spirv: bytes) -> None:
    big = KernelSpec("addone", launch("addone", [("buffer", 0), ("buffer", 1)], N).args,
                     (2**16,), (2**16,))
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B], [big])
    with pytest.raises(DeviceError, match=r"needs work-groups of \[65536\]"):
        pjrtc_runtime.load(write(tmp_path / "wg.pjrtc", m, spirv))


def test_kernel_missing_from_spirv(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("nosuch", [("buffer", 0), ("buffer", 1)], N)])
    with pytest.raises(ArtifactError, match="kernels.spv has no kernel named 'nosuch'"):
        pjrtc_runtime.load(write(tmp_path / "k.pjrtc", m, spirv))


def test_kernel_argument_count_mismatch(tmp_path: Path, spirv: bytes) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("addone", [("buffer", 0)], N)])
    with pytest.raises(ArtifactError, match="kernel addone takes 2 arguments, but the "
                                            "manifest passes 1"):
        pjrtc_runtime.load(write(tmp_path / "n.pjrtc", m, spirv))


def test_spirv_the_device_cannot_build(tmp_path: Path) -> None:
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [B, B],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    with pytest.raises(DeviceError, match="could not build kernels.spv"):
        pjrtc_runtime.load(write(tmp_path / "bad.pjrtc", m, _UNBUILDABLE))


def test_loader_errors_come_before_the_device(tmp_path: Path) -> None:
    with pytest.raises(ArtifactError, match="no such file"):
        pjrtc_runtime.load(tmp_path / "absent.pjrtc", device="bogus:gpu")
