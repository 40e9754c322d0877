"""The runtime finds the Intel OpenCL CPU device by itself, and respects a user's ICD setup."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import os, sys
if "--dpctl-first" in sys.argv:
    import dpctl
if "--dpctl-devices-first" in sys.argv:
    import dpctl
    dpctl.get_devices()
import pjrtc_runtime
try:
    print([d.filter_string for d in pjrtc_runtime.devices()])
    print(pjrtc_runtime.select_device().filter_string)
except pjrtc_runtime.errors.PjrtcError as e:
    print("ERROR", e)
print(os.environ.get("OCL_ICD_FILENAMES"))
"""


def _probe(*args: str, **env: str) -> list[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("OCL_ICD_")}
    result = subprocess.run([sys.executable, "-c", PROBE, *args], env={**clean, **env},
                            capture_output=True, text=True, check=True, timeout=60)
    return result.stdout.splitlines()


def test_fresh_process_without_icd_variables_finds_the_cpu() -> None:
    listing, default, variable = _probe()
    assert "'opencl:cpu:0'" in listing and default == "opencl:cpu:0"
    assert variable == str(Path(sys.prefix) / "lib" / "libintelocl.so")


def test_user_icd_setting_is_left_alone(tmp_path: Path) -> None:
    listing, error, variable = _probe(OCL_ICD_VENDORS=str(tmp_path))
    assert listing == "[]" and variable == "None"
    assert error.startswith("ERROR no SYCL device matches the filter string 'opencl:cpu'")
    assert f"OCL_ICD_VENDORS={tmp_path}" in error and "libintelocl.so" in error


def test_dpctl_imported_first_is_fine() -> None:
    """dpctl looks for devices on first use, not on import: the runtime still sets it up."""
    listing, default, _ = _probe("--dpctl-first")
    assert "'opencl:cpu:0'" in listing and default == "opencl:cpu:0"


def test_dpctl_used_first_is_explained() -> None:
    """dpctl already looked for devices: too late, and the error says why and what to do."""
    listing, error, _ = _probe("--dpctl-devices-first")
    assert listing == "[]"
    assert error.startswith("ERROR no SYCL device matches the filter string 'opencl:cpu'")
    assert "dpctl was imported before pjrtc_runtime" in error
    assert "import pjrtc_runtime before using dpctl" in error
    assert f"OCL_ICD_FILENAMES={Path(sys.prefix) / 'lib' / 'libintelocl.so'}" in error
