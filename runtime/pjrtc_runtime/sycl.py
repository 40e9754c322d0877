"""The runtime's one boundary to SYCL: the only module that imports dpctl.

Every other runtime module reaches the device through the names below: devices found by filter
string and described, in-order queues, USM device memory, kernels.spv built into a program and
its kernels looked up, the status that tells finished work, and the native handles that the
device-program cache (native_cache.py) hands to the SYCL and OpenCL C APIs. The OpenCL ICD
set-up (icd.py) runs here, once, before dpctl is imported: dpctl's loader reads its
environment when it first looks for platforms.

Thin on purpose: the objects handed out (devices, contexts, queues, events, USM memory,
programs, kernels) are dpctl's own, and the runtime calls the few methods it needs on them
directly where it submits work, since a wrapper would add a Python call to every submission:
``queue.memcpy_async(dst, src, nbytes, deps)``, ``queue.memcpy``, ``queue.submit_barrier(deps)``,
``queue.wait()``, ``event.wait()``, ``event.execution_status``, ``memory.nbytes`` and
``memory.memset(0)``. Kernels are launched through dpctl's C library (capi.py, with the
addresses and the library path from here). Everything else (attribute names, constructors,
exception types, dpctl's Cython C API) stays here.
"""

from __future__ import annotations

import ctypes
import operator
import os
from collections.abc import Callable
from typing import Any

from . import icd

icd.configure_icd()  # before dpctl is imported, as the module docstring says
import dpctl  # noqa: E402 - after the ICD set-up above
import dpctl.memory  # noqa: E402
import dpctl.program  # noqa: E402

VERSION: str = dpctl.__version__
describe_icd = icd.describe_icd  # for messages about missing devices

# USM device memory: memory.py subclasses it (allocations that report their release); its
# constructor takes (nbytes, queue=...) or an object with __sycl_usm_array_interface__.
UsmMemory = dpctl.memory.MemoryUSMDevice
AllocationError = dpctl.memory.USMAllocationError
ProgramBuildError = dpctl.program.SyclProgramCompilationError
# ``event.execution_status`` of finished work (compared directly where it is polled per call).
COMPLETE = dpctl.event_status_type.complete


# -- devices ---------------------------------------------------------------------------------

def all_devices() -> list[Any]:
    """Every SYCL device this process sees."""
    return dpctl.get_devices()


def find_device(filter_string: str) -> Any | None:
    """The device a filter string names, or None when none matches."""
    try:
        return dpctl.SyclDevice(filter_string)
    except (dpctl.SyclDeviceCreationError, ValueError, TypeError):
        return None


def is_device(value: Any) -> bool:
    """True for a device object (what ``Client(device)`` also takes)."""
    return isinstance(value, dpctl.SyclDevice)


def filter_string(device: Any) -> str:
    """The filter string that names exactly ``device`` ("opencl:cpu:0")."""
    return device.filter_string


def device_properties(device: Any) -> dict[str, Any]:
    """What the runtime reads of a device, as plain values (``DeviceInfo``'s fields)."""
    sizes = device.max_work_item_sizes3d
    return dict(
        filter_string=device.filter_string, name=device.name, backend=device.backend.name,
        device_type=device.device_type.name, driver_version=device.driver_version,
        has_fp64=bool(device.has_aspect_fp64), has_fp16=bool(device.has_aspect_fp16),
        max_work_group_size=int(device.max_work_group_size),
        max_work_item_sizes=(int(sizes[0]), int(sizes[1]), int(sizes[2])),
        global_mem_size=int(device.global_mem_size),
        max_mem_alloc_size=int(device.max_mem_alloc_size))


def default_context(device: Any) -> Any:
    """The platform's default context of ``device``: the one DLPack's oneAPI convention and
    consumers such as dpnp expect memory to live in."""
    return device.sycl_platform.default_context


def device_index(device: Any) -> int:
    """The device's index among its platform's devices (DLPack's device_id)."""
    return device.get_device_id()


# -- queues, events, memory ------------------------------------------------------------------

def in_order_queue(context: Any, device: Any) -> Any:
    """A new in-order queue on ``device`` in ``context``."""
    return dpctl.SyclQueue(context, device, property="in_order")


def out_of_order_queue(context: Any, device: Any) -> Any:
    """A new out-of-order queue (SYCL's default): the runtime never uses one; the launch-floor
    benchmark (benchmarks/launch_floor.py) measures it."""
    return dpctl.SyclQueue(context, device)


def is_complete(event: Any) -> bool:
    """True when ``event`` is None (nothing was submitted) or has finished."""
    return event is None or event.execution_status == COMPLETE


def usm_memory_of(owner: Any) -> Any:
    """USM device memory over what ``owner.__sycl_usm_array_interface__`` describes, holding
    ``owner``; ValueError when that is not device memory of the context it names."""
    try:
        return UsmMemory(owner)
    except (ValueError, TypeError, AllocationError) as e:
        raise ValueError(str(e)) from None


def address(memory: Any) -> int:
    """The device address of USM memory (from its public USM array interface)."""
    return memory.__sycl_usm_array_interface__["data"][0]


# pointer(memory): the device address of dpctl USM memory, read directly (a tenth of
# ``address``'s cost: the call path reads it for every slot a call binds to other memory,
# tens per call of a real model with resident weights). An attrgetter: a C-level call, about
# half the cost of a Python function's.
pointer: Callable[[Any], int] = operator.attrgetter("_pointer")


# -- programs --------------------------------------------------------------------------------

def build_program(queue: Any, spirv: bytes) -> Any:
    """kernels.spv built for ``queue``'s device; ProgramBuildError when the device refuses."""
    return dpctl.program.create_program_from_spirv(queue, spirv)


def find_kernel(program: Any, name: str) -> Any | None:
    """The kernel ``name`` of a built program, or None when it has none of that name."""
    return program.get_sycl_kernel(name) if program.has_sycl_kernel(name) else None


def argument_count(kernel: Any) -> int:
    return kernel.num_args


# -- native handles (native_cache.py) --------------------------------------------------------

def native_refs(queue: Any) -> tuple[int, int]:
    """Addresses of the ``sycl::context`` and ``sycl::device`` of ``queue``, valid while the
    queue lives."""
    return queue.sycl_context.addressof_ref(), queue.sycl_device.addressof_ref()


def kernel_ref(kernel: Any) -> int:
    """Address of the ``sycl::kernel`` of ``kernel``, valid while ``kernel`` lives."""
    return kernel.addressof_ref()


def context_ref(queue: Any) -> tuple[Any, int]:
    """The context of ``queue`` and the address of its ``sycl::context``, valid while that
    context object lives."""
    context = queue.sycl_context
    return context, context.addressof_ref()


def queue_ref(queue: Any) -> int:
    """Address of the ``sycl::queue`` of ``queue`` (a ``DPCTLSyclQueueRef``), valid while
    ``queue`` lives."""
    return queue.addressof_ref()


def loaded_libraries(names: tuple[str, ...]) -> dict[str, str]:
    """Paths of the shared libraries of this process whose file names start with ``names``
    (dpctl has loaded libsycl, the OpenCL ICD loader and its own C library by now), from
    /proc/self/maps: KeyError when one is missing."""
    found: dict[str, str] = {}
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.rsplit(None, 1)[-1] if "/" in line else ""
            base = os.path.basename(path)
            for name in names:
                if base.startswith(name) and name not in found:
                    found[name] = path
    return {name: found[name] for name in names}


def interface_library() -> str:
    """Path of dpctl's C library (libDPCTLSyclInterface), the C API its classes wrap: capi.py
    submits kernels through it."""
    return os.path.join(os.path.dirname(dpctl.__file__), "libDPCTLSyclInterface.so")


def program_from_bundle_function() -> Callable[[int], Any]:
    """dpctl's C API ``SyclProgram_Make``: a program from the address of a
    ``sycl::kernel_bundle`` (which it copies). ValueError when its signature is another."""
    return _capi_function(dpctl.program._program, "SyclProgram_Make",
                          b"struct PySyclProgramObject *(DPCTLSyclKernelBundleRef)")


def event_from_ref_function() -> Callable[[int], Any]:
    """dpctl's C API ``SyclEvent_Make``: a ``dpctl.SyclEvent`` from the address of a
    ``sycl::event`` (a ``DPCTLSyclEventRef``, which it copies). ValueError when its signature
    is another."""
    import dpctl._sycl_event

    return _capi_function(dpctl._sycl_event, "SyclEvent_Make",
                          b"struct PySyclEventObject *(DPCTLSyclEventRef)")


def _capi_function(module: Any, name: str, signature: bytes) -> Callable[[int], Any]:
    """A function of dpctl's Cython C API (a capsule in ``module.__pyx_capi__``) that takes
    one pointer and returns a Python object."""
    capsule = module.__pyx_capi__[name]
    api = ctypes.pythonapi
    get_name, get_pointer = api.PyCapsule_GetName, api.PyCapsule_GetPointer
    get_name.restype, get_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    if get_name(capsule) != signature:
        raise ValueError(f"dpctl's {name} has another signature")
    pointer = get_pointer(capsule, signature)
    return ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p)(pointer)
