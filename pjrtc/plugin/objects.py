"""The plugin's PJRT objects in plain Python, on the runtime's own client, buffers and executables.

    Client          one runtime ``Client`` per device; compiles (compile.py) and uploads
    Device, Memory  a SYCL device and its one memory space ("device")
    Buffer          a runtime ``DeviceBuffer`` on a Device
    Executable      a compiled pjrtc artifact (its bytes: what PJRT serializes)
    LoadedExecutable  an Executable loaded by the runtime on a Device
    Event           something that completes: a buffer's data, a run, a host copy

Nothing here knows the C ABI: functions.py translates between these and the structs of
c_api.py. Strings C reads (names, kinds) are made once as C buffers and live with their
object, so the pointers handed out stay valid as long as the object does.
"""

from __future__ import annotations

import ctypes as C
import hashlib
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from pjrtc import __version__
from pjrtc.plugin.c_api import (
    BUFFER_TYPES,
    INVALID_ARGUMENT,
    NamedValues,
    PjrtError,
    pointer_array,
)
from pjrtc_runtime import __version__ as runtime_version
from pjrtc_runtime.schema import FORMAT_VERSION

PLATFORM = "pjrtc"
MEMORY_KIND = "device"


class CString:
    """A NUL-terminated C copy of a str, with the address and length C is handed (made once:
    no handler builds bytes to answer); its owner keeps it as long as C may read it."""

    __slots__ = ("address", "buffer", "size")

    def __init__(self, text: str) -> None:
        data = text.encode()
        self.buffer = C.create_string_buffer(data)
        self.address, self.size = C.addressof(self.buffer), len(data)


class Event:
    """Completes once ``wait`` has returned; ``ready`` tells without blocking. ``error`` is set
    when waiting failed (the caller gets it as the event's PJRT_Error)."""

    __slots__ = ("_ready", "_wait", "error")

    def __init__(self, ready: Callable[[], bool] | None = None,
                 wait: Callable[[], Any] | None = None) -> None:
        self._ready, self._wait = ready, wait  # None: complete already
        self.error: BaseException | None = None

    def is_ready(self) -> bool:
        if self._ready is None or self._ready():
            self._ready = self._wait = None
            return True
        return False

    def await_(self) -> None:
        """Block until complete; raises what waiting raised (and keeps it as ``error``)."""
        if self._wait is not None:
            try:
                self._wait()
            except BaseException as e:
                self.error = e
            self._ready = self._wait = None
        if self.error is not None:
            raise self.error


# The event of everything already done when its function returns (an inline run, a host
# copy, a ready buffer): one shared object, handed out without a handle of its own
# (functions.READY_HANDLE), since jaxlib asks for one or two on every call.
READY = Event()


class Waiter:
    """One thread that waits for events in the order they are handed to it and then calls
    what was registered for each (PJRT_Event_OnReady of a pending event); started on first
    use. Device work completes in submission order, so one waiter loses nothing to order.
    ``stop`` (at exit) lets it finish what it holds and end; later events are waited for by
    the caller."""

    _STOP = object()

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stopped = False

    def when_ready(self, event: Event, then: Callable[[BaseException | None], None]) -> None:
        with self._lock:
            if self._stopped:
                _finish(event, then)
                return
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="pjrtc-plugin-events",
                                                daemon=True)
                self._thread.start()
            self._queue.put((event, then))

    def stop(self, timeout: float) -> None:
        """End the thread once it has called back for every event it holds (a thread still
        inside the device runtime when the interpreter finalizes takes the process down)."""
        with self._lock:
            self._stopped = True
            thread = self._thread
            if thread is not None:
                self._queue.put(self._STOP)
        if thread is not None:
            thread.join(timeout)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is self._STOP:
                return
            _finish(*item)


def _finish(event: Event, then: Callable[[BaseException | None], None]) -> None:
    try:
        event.await_()
    except BaseException:
        pass  # kept as event.error
    then(event.error)


class Memory:
    """The one memory space of a device: where its buffers live."""

    def __init__(self, device: Device) -> None:
        self.device = device
        self.id = device.id
        self.kind = CString(MEMORY_KIND)
        self.debug_string = CString(f"{MEMORY_KIND} memory of {device.label}")
        self.to_string = CString(f"{PLATFORM}:{device.id} {MEMORY_KIND}")
        self.device_list: C.Array | None = None  # set by the client once devices have handles


class Device:
    """One SYCL device, through a runtime ``Client`` of its own."""

    def __init__(self, runtime_client: Any, index: int) -> None:
        self.runtime = runtime_client
        self.id = index
        info = runtime_client.device
        self.label = f"{info.filter_string} ({info.name})"
        self.kind = CString(info.name)
        self.debug_string = CString(f"{PLATFORM}:{index} {self.label}")
        self.to_string = CString(f"PjrtcDevice(id={index}, {self.label})")
        self.memory = Memory(self)
        self.memory_list: C.Array | None = None  # set by the client once memories have handles
        # What jax's Device shows of it (device.filter_string, device.driver_version, ...):
        # strings and ints only, the kinds jaxlib reads (it aborts on a bool).
        self.attributes = NamedValues([
            ("filter_string", info.filter_string), ("backend", info.backend),
            ("device_type", info.device_type), ("driver_version", info.driver_version),
            ("global_mem_size", info.global_mem_size), ("has_fp64", int(info.has_fp64)),
            ("has_fp16", int(info.has_fp16))])


class Buffer:
    """A runtime DeviceBuffer, on ``device``, with its dimensions as C reads them
    (``described``: its (dims, type) when the caller knows them, as an executable does for
    its outputs)."""

    __slots__ = ("device", "dims", "runtime", "type")

    def __init__(self, device: Device, runtime_buffer: Any,
                 described: tuple[C.Array, int] | None = None) -> None:
        self.device = device
        self.runtime = runtime_buffer
        self.dims, self.type = described or _described(runtime_buffer.shape,
                                                       runtime_buffer.dtype)

    def ready_event(self) -> Event:
        runtime = self.runtime
        if runtime.is_ready():
            return READY
        return Event(runtime.is_ready, runtime.block_until_ready)


# (shape, dtype) -> (C dims array, PJRT element type): made once per kind of buffer, shared by
# every buffer of that kind (C only reads them), since every call makes output buffers.
_DESCRIPTIONS: dict[tuple[tuple[int, ...], np.dtype], tuple[C.Array, int]] = {}


def _described(shape: tuple[int, ...], dtype: np.dtype) -> tuple[C.Array, int]:
    described = _DESCRIPTIONS.get((shape, dtype))
    if described is None:
        described = ((C.c_int64 * max(len(shape), 1))(*shape), BUFFER_TYPES[dtype.name])
        _DESCRIPTIONS[shape, dtype] = described
    return described


class Executable:
    """A compiled pjrtc artifact: its bytes (what PJRT_Executable_Serialize gives), what C
    asks about its outputs, and the inputs its runs consume (``donated``: their memory goes
    to outputs of the same dtype and shape, the runtime's donation). The artifact does not
    record donations: one deserialized from its bytes donates nothing."""

    def __init__(self, artifact: Any, data: bytes, donated: tuple[int, ...] = ()) -> None:
        self.artifact = artifact  # a validated runtime Artifact
        self.data = data
        self.donated = donated
        manifest = artifact.manifest
        outputs = manifest.outputs
        self.name = CString(manifest.source.name.rsplit(".", 1)[0] or "module")
        self.fingerprint = CString(hashlib.sha256(data).hexdigest())
        self.output_types = pointer_array([BUFFER_TYPES[t.dtype] for t in outputs], C.c_int)
        self.num_outputs = len(outputs)
        self.output_dims = pointer_array([d for t in outputs for d in t.shape], C.c_int64)
        self.output_ranks = pointer_array([len(t.shape) for t in outputs], C.c_size_t)
        kind = CString(MEMORY_KIND)
        self._kind = kind
        self.memory_kinds = pointer_array([kind.address] * len(outputs))
        self.memory_kind_sizes = pointer_array([len(MEMORY_KIND)] * len(outputs), C.c_size_t)


class LoadedExecutable:
    """An Executable loaded on one device by the runtime."""

    def __init__(self, executable: Executable, device: Device) -> None:
        from pjrtc_runtime.launch import load_on

        self.executable = executable
        self.device = device
        self.runtime = load_on(device.runtime, executable.artifact)
        self.deleted = False
        manifest = executable.artifact.manifest
        self.inline = runs_inline(manifest)
        # Each output's (dims, type), as its Buffer gives them to C (made once, not per run).
        self.described = [((C.c_int64 * max(len(t.shape), 1))(*t.shape), BUFFER_TYPES[t.dtype])
                          for t in manifest.outputs]

    def execute(self, buffers: list[Any], donate: Sequence[int] = ()) -> tuple[Any, Event]:
        """Run on the runtime device buffers ``buffers`` (the arguments' ``runtime``),
        consuming those at the indices ``donate`` (their memory holds outputs): the runtime's
        output buffers, in order (each ready when the run has written it; ``described``
        gives each one's Buffer description), and the run's completion event. A run is
        submitted and this returns at once, unless the program `runs_inline`: then it has
        finished, and its event is READY. Runtime buffers, not Buffers, in and out: the
        caller (functions.loaded_executable_execute) goes from handles to them and back in
        one pass, as this runs on every call."""
        if self.deleted:
            raise PjrtError(INVALID_ARGUMENT, "the executable was deleted")
        if self.inline:
            return self.runtime.execute(buffers, donate=donate), READY
        run = self.runtime.execute_async(buffers, donate=donate)
        return run.outputs, Event(run.done, run.wait)


# What a program may hold at most to run inline (runs_inline).
INLINE_MAX_BYTES = 64 * 1024
INLINE_MAX_STEPS = 4


def runs_inline(manifest: Any) -> bool:
    """Whether runs of this program are done before PJRT_LoadedExecutable_Execute returns, as
    XLA:CPU runs its cheap computations: a few launches or copies (no loop, no branch) on at
    most INLINE_MAX_BYTES of buffers, which finish within microseconds. For them, completing
    asynchronously costs more than the run: the runtime's asynchronous call takes about
    twice its synchronous one, and every pending event jaxlib waits for is handed to the
    waiter thread, which then has to take the GIL (benchmarks/plugin_overhead.py)."""
    from pjrtc_runtime.steps import CopyStep, LaunchStep

    for program in manifest.programs():
        steps = program.schedule or program.kernels  # a 1.0 artifact: its kernels in order
        if (program.peak_bytes > INLINE_MAX_BYTES or len(steps) > INLINE_MAX_STEPS
                or not all(isinstance(s, (CopyStep, LaunchStep)) for s in program.schedule)):
            return False
    return True


class Client:
    """The plugin's client: the runtime's devices, compiling, uploads."""

    def __init__(self, devices: list[Device]) -> None:
        self.devices = devices
        self.memories = [d.memory for d in devices]
        self.platform_name = CString(PLATFORM)
        self.topology: Any = None  # its topology.Topology, made when jaxlib first asks
        self.platform_version = CString(
            f"pjrtc {__version__}; pjrtc-runtime {runtime_version}; artifact format "
            f"{FORMAT_VERSION[0]}.{FORMAT_VERSION[1]}; "
            + "; ".join(f"{d.runtime.device.filter_string}: driver "
                        f"{d.runtime.device.driver_version}" for d in devices))

    def device(self, device: Device | None) -> Device:
        """``device`` if given, else the default (the first)."""
        return device if device is not None else self.devices[0]

    def buffer_from_host(self, array: np.ndarray, device: Device) -> Buffer:
        """Copy ``array`` to ``device`` (done when this returns)."""
        return Buffer(device, device.runtime.buffer_from_pyval(array))

    def load(self, executable: Executable, device: Device | None = None) -> LoadedExecutable:
        return LoadedExecutable(executable, self.device(device))
