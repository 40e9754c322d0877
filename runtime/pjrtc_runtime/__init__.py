"""pjrtc-runtime: loads pjrtc artifacts and runs their SPIR-V kernels on SYCL devices (dpctl).

    import pjrtc_runtime
    exe = pjrtc_runtime.load("model.pjrtc")            # default device: "opencl:cpu"
    (y,) = exe(x)                                     # numpy in, numpy out

With inputs kept on the device (PJRT's concepts: client, buffers, executables):

    client = pjrtc_runtime.Client()                   # or Client("level_zero:gpu")
    exe = client.load("model.pjrtc")
    x_dev = client.buffer_from_pyval(x)               # host -> device
    (y_dev,) = exe.execute([x_dev])                   # device buffers out
    y = y_dev.to_numpy()                              # device -> host

Importing this package imports neither numpy nor dpctl; ``load``, ``Client``, ``devices`` and
``select_device`` import them on first use (dpctl only in sycl.py, the runtime's one boundary
to it, after the OpenCL ICD fix of icd.py), so ``import pjrtc_runtime.schema`` stays cheap and
device-free.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from . import errors

__version__ = "0.1.0"

if TYPE_CHECKING:
    from .buffer import DeviceBuffer
    from .client import Client
    from .executable import Executable, Execution, Signature
    from .memory import MemoryStats
    from .replay import StepReplay
    from .sycl_devices import DeviceInfo

__all__ = ["Client", "DeviceBuffer", "DeviceInfo", "Executable", "Execution", "MemoryStats",
           "Signature", "StepReplay", "__version__", "devices", "errors", "load",
           "select_device"]

# Public names defined in submodules that import numpy or dpctl: imported on first access.
_LAZY = {
    "Client": "client", "DeviceBuffer": "buffer", "DeviceInfo": "sycl_devices",
    "Executable": "executable", "Execution": "executable", "Signature": "executable",
    "MemoryStats": "memory", "StepReplay": "replay",
}


def load(path: str | os.PathLike[str], device: Any = None, *,
         max_concurrency: int | None = None) -> Executable:
    """Validate the artifact at ``path`` and prepare it on ``device`` (a filter string, a
    DeviceInfo or None for "opencl:cpu"), through that device's shared ``Client``."""
    from .loader import read_artifact

    artifact = read_artifact(path)  # a bad file is reported before any device is looked at
    from .client import default_client
    from .launch import load_on

    return load_on(default_client(device), artifact, max_concurrency)


def devices() -> list[DeviceInfo]:
    """Every SYCL device visible to this process."""
    from .sycl_devices import devices as _devices

    return _devices()


def select_device(filter_string: str | None = None) -> DeviceInfo:
    """The device ``filter_string`` names (e.g. "opencl:cpu:0"); None gives "opencl:cpu"."""
    from .sycl_devices import select_device as _select_device

    return _select_device(filter_string)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{module}", __name__), name)
