"""Lists SYCL devices and picks the one an artifact runs on; checks its capabilities.

The default device is "opencl:cpu": the Intel OpenCL CPU runtime that pip installs with
pjrtc-runtime (intel-opencl-rt), so it is always present. Any SYCL filter string selects
another, e.g. "level_zero:gpu" or "opencl:gpu" for an Intel GPU, "opencl:cpu:0" for one device.
The devices themselves come from sycl.py, the runtime's one boundary to SYCL (dpctl).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from typing import Any

from . import __version__, sycl
from .errors import DeviceError
from .schema import KNOWN_REQUIREMENTS, KernelSpec

DEFAULT_FILTER = "opencl:cpu"
_FILTER_HELP = (
    f"Pass a SYCL filter string such as {DEFAULT_FILTER!r} (the default: the Intel OpenCL CPU "
    "runtime), 'opencl:cpu:0', or 'level_zero:gpu' for an Intel GPU; "
    "pjrtc_runtime.devices() lists them"
)


@dataclasses.dataclass(frozen=True, slots=True)
class DeviceInfo:
    """What pjrtc needs to know about one SYCL device."""

    filter_string: str
    name: str
    backend: str
    device_type: str
    driver_version: str
    has_fp64: bool
    has_fp16: bool
    max_work_group_size: int
    max_work_item_sizes: tuple[int, int, int]
    global_mem_size: int
    max_mem_alloc_size: int  # the largest single allocation
    is_default: bool

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values, e.g. for ``pjrtc devices --json``."""
        d = dataclasses.asdict(self)
        d["max_work_item_sizes"] = list(self.max_work_item_sizes)
        d["capabilities"] = sorted(capabilities(self))
        return d

    def __str__(self) -> str:
        caps = ", ".join(sorted(capabilities(self))) or "none"
        mark = ", default" if self.is_default else ""
        return (f"{self.filter_string} ({self.name}, driver {self.driver_version}, "
                f"capabilities: {caps}{mark})")


def capabilities(info: DeviceInfo) -> set[str]:
    """The requirement names of KNOWN_REQUIREMENTS that ``info`` satisfies."""
    # int64 arithmetic is part of every OpenCL/Level Zero device's core profile.
    found = {"int64"}
    if info.has_fp64:
        found.add("fp64")
    if info.has_fp16:
        found.add("fp16")
    return found


def devices() -> list[DeviceInfo]:
    """Every SYCL device this process sees, marking the one select_device(None) picks."""
    default = _default_filter()
    return [_describe(d, default) for d in sycl.all_devices()]


def select_device(filter_string: str | None = None) -> DeviceInfo:
    """The device a filter string names; None means DEFAULT_FILTER. Raises DeviceError."""
    return resolve(filter_string)[0]


def resolve(spec: Any) -> tuple[DeviceInfo, Any]:
    """(DeviceInfo, device object of sycl.py) for a filter string, a DeviceInfo, a device
    object (dpctl's SyclDevice) or None."""
    if sycl.is_device(spec):
        device = spec
    elif isinstance(spec, DeviceInfo):
        device = _create(spec.filter_string)
    elif spec is None or isinstance(spec, str):
        device = _create(DEFAULT_FILTER if spec is None else spec)
    else:
        raise DeviceError(f"device must be a filter string, a DeviceInfo or None, not "
                          f"{type(spec).__name__}", _FILTER_HELP)
    return _describe(device, _default_filter()), device


def check_requirements(requirements: Iterable[str], info: DeviceInfo) -> None:
    """Raise DeviceError unless ``info`` has every capability the artifact requires."""
    unknown = sorted(set(requirements) - set(KNOWN_REQUIREMENTS))
    if unknown:
        raise DeviceError(
            f"the artifact requires capability {', '.join(unknown)}, which pjrtc-runtime "
            f"{__version__} cannot check on device {info.filter_string} ({info.name}); it "
            f"knows {', '.join(KNOWN_REQUIREMENTS)}",
            "Upgrade pjrtc-runtime, or recompile the model with a pjrtc matching this runtime")
    missing = sorted(set(requirements) - capabilities(info))
    if missing:
        raise DeviceError(
            f"device {info.filter_string} ({info.name}) lacks {', '.join(missing)}, which the "
            "artifact requires",
            "Load it on a device that has it (pass device=...), or recompile the model without "
            "the types that need it", available=[str(d) for d in devices()])


def check_work_sizes(kernels: Iterable[KernelSpec], info: DeviceInfo) -> None:
    """Raise DeviceError if a kernel's work-group exceeds the device's limits."""
    for k in kernels:
        limits = info.max_work_item_sizes[-len(k.local_size):]
        too_big = any(loc > lim for loc, lim in zip(k.local_size, limits))
        if too_big or math.prod(k.local_size) > info.max_work_group_size:
            raise DeviceError(
                f"kernel {k.name} needs work-groups of {list(k.local_size)}, but device "
                f"{info.filter_string} ({info.name}) allows at most {info.max_work_group_size} "
                f"work-items, {list(limits)} per dimension",
                "Load it on a device with larger work-groups, or recompile for this device")


def _create(filter_string: str) -> Any:
    device = sycl.find_device(filter_string)
    if device is not None:
        return device
    found = [str(d) for d in devices()]
    problem = f"no SYCL device matches the filter string {filter_string!r}"
    if not found:
        problem += f" (no device at all: {sycl.describe_icd()})"
    raise DeviceError(problem, _FILTER_HELP, available=found)


def _default_filter() -> str | None:
    device = sycl.find_device(DEFAULT_FILTER)
    return None if device is None else sycl.filter_string(device)


def _describe(device: Any, default_filter: str | None) -> DeviceInfo:
    properties = sycl.device_properties(device)
    return DeviceInfo(**properties, is_default=properties["filter_string"] == default_filter)
