"""pjrtc-runtime: loads pjrtc artifacts and runs their SPIR-V kernels on SYCL devices (dpctl).

    import pjrtc_runtime
    exe = pjrtc_runtime.load("model.pjrtc")            # default device: "opencl:cpu"
    (y,) = exe(x)                                     # numpy in, numpy out

Importing this package imports neither numpy nor dpctl; ``load``, ``devices`` and
``select_device`` import them on first use (dpctl only after the OpenCL ICD fix, see icd.py),
so ``import pjrtc_runtime.schema`` stays cheap and device-free.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from . import errors

__version__ = "0.1.0"

if TYPE_CHECKING:
    from .executable import Executable
    from .sycl_devices import DeviceInfo

__all__ = ["DeviceInfo", "Executable", "__version__", "devices", "errors", "load",
           "select_device"]


def load(path: str | os.PathLike[str], device: Any = None) -> Executable:
    """Validate the artifact at ``path`` and prepare it on ``device`` (a filter string)."""
    from .launch import load as _load

    return _load(path, device)


def devices() -> list[DeviceInfo]:
    """Every SYCL device visible to this process."""
    from .sycl_devices import devices as _devices

    return _devices()


def select_device(filter_string: str | None = None) -> DeviceInfo:
    """The device ``filter_string`` names (e.g. "opencl:cpu:0"); None gives "opencl:cpu"."""
    from .sycl_devices import select_device as _select_device

    return _select_device(filter_string)


def __getattr__(name: str) -> Any:
    if name == "Executable":
        from .executable import Executable

        return Executable
    if name == "DeviceInfo":
        from .sycl_devices import DeviceInfo

        return DeviceInfo
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
