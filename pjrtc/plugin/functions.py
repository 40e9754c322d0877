"""The PJRT functions pjrtc's plugin implements: each reads its args struct (c_api.py), works on
the plugin's objects (objects.py) and writes the struct's outputs.

`HANDLERS` maps each implemented function's name to its handler; every other slot of the table
answers UNIMPLEMENTED (c_api.make_api). A handler raises to fail: c_api turns the exception
into the PJRT_Error the caller gets. Pointers handed to C (arrays, strings) belong to the
object they describe, which C keeps alive through its handle (`HANDLES`).
"""

from __future__ import annotations

import ctypes as C
import os
from typing import Any

import numpy as np

from pjrtc.plugin import c_api, native, topology
from pjrtc.plugin.c_api import (
    ARGS,
    DTYPE_NAMES,
    INVALID_ARGUMENT,
    LAYOUT_TILED,
    ON_READY_FN,
    UNIMPLEMENTED,
    Handles,
    NamedValues,
    PjrtError,
    has,
    pointer_array,
)
from pjrtc.plugin.compile import compile_program, device_assignment, executable_from_bytes
from pjrtc.plugin.objects import (
    Buffer,
    Client,
    Device,
    Event,
    Executable,
    LoadedExecutable,
    Memory,
    READY,
    CString,
    Waiter,
)

HANDLES = Handles()
WAITER = Waiter()
# objects.READY, held for the process: handed out as is, never counted nor dropped.
READY_HANDLE = HANDLES.put(READY)
# The devices the plugin's client offers: SYCL filter strings, comma-separated.
DEVICES_VARIABLE = "PJRTC_DEVICES"
DEFAULT_DEVICES = "opencl:cpu"


def _set_string(args: Any, field: str, text: CString) -> None:
    setattr(args, field, text.address)
    setattr(args, field + "_size", text.size)


def _bytes(pointer: int | None, size: int) -> bytes:
    return C.string_at(pointer, size) if size else b""


# -- plugin ---------------------------------------------------------------------------------

def _plugin_attributes() -> NamedValues:
    """The StableHLO versions pjrtc reads (jaxlib's own, whose parser it uses): JAX then
    serializes programs for it at a version the compiler accepts."""
    from jaxlib.mlir.dialects import stablehlo

    return NamedValues([(name, [int(part) for part in version.split(".")]) for name, version in (
        ("stablehlo_current_version", stablehlo.get_current_version()),
        ("stablehlo_minimum_version", stablehlo.get_minimum_version()))])


_ATTRIBUTES: list[NamedValues] = []  # made once: they live for the process


def plugin_initialize(args: Any) -> None:
    pass  # nothing to set up before a client: devices are opened by PJRT_Client_Create


def plugin_attributes(args: Any) -> None:
    if not _ATTRIBUTES:
        _ATTRIBUTES.append(_plugin_attributes())
    attributes = _ATTRIBUTES[0]
    args.attributes, args.num_attributes = C.addressof(attributes.array), attributes.count


# -- events ---------------------------------------------------------------------------------

def event_destroy(args: Any) -> None:
    handle = args.event
    if handle != READY_HANDLE:
        HANDLES.drop(handle)


def event_is_ready(args: Any) -> None:
    args.is_ready = HANDLES.get(args.event, Event).is_ready()


def event_error(args: Any) -> None:
    error = HANDLES.get(args.event, Event).error
    if error is not None:
        raise error


def event_await(args: Any) -> None:
    HANDLES.get(args.event, Event).await_()


# jaxlib's PJRT_Event_OnReady callbacks as ctypes functions, by address: jaxlib passes the
# same one or two functions every time, and making the ctypes object costs more than the call.
_ON_READY: dict[int, Any] = {}
_ON_READY_MAX = 64


def _on_ready_function(address: int) -> Any:
    callback = _ON_READY.get(address)
    if callback is None:
        callback = ON_READY_FN(address)
        if len(_ON_READY) < _ON_READY_MAX:
            _ON_READY[address] = callback
    return callback


def event_on_ready(args: Any) -> None:
    event = HANDLES.get(args.event, Event)
    callback, user_arg = _on_ready_function(args.callback), args.user_arg

    def then(error: BaseException | None) -> None:
        # The callback owns the error it is given (PJRT_Error_Destroy).
        callback(None if error is None else c_api.error_from_exception("PJRT_Event", error),
                 user_arg)

    if event.is_ready():
        then(event.error)
    else:
        WAITER.when_ready(event, then)


# -- client ---------------------------------------------------------------------------------

def client_create(args: Any) -> None:
    args.client = HANDLES.put(open_client())


def open_client() -> Client:
    """A Client on the devices PJRTC_DEVICES names, its devices and memories handed to C."""
    from pjrtc_runtime.client import default_client

    filters = [f.strip() for f in (os.environ.get(DEVICES_VARIABLE) or DEFAULT_DEVICES)
               .split(",") if f.strip()]
    devices = [Device(default_client(f), i) for i, f in enumerate(filters)]
    client = Client(devices)
    client.device_list = pointer_array([HANDLES.put(d) for d in devices])
    client.memory_list = pointer_array([HANDLES.put(m) for m in client.memories])
    for device in devices:
        device.memory_list = pointer_array([id(device.memory)])
        device.memory.device_list = pointer_array([id(device)])
    native.record_devices([(id(d), id(d.memory)) for d in devices])
    return client


def _first_use() -> None:
    """The table's native entry points (plugin/native.py), built when the plugin is first
    given work: a process that opens pjrtc's device and never uses it does not pay for them."""
    native.install(c_api.tables(HANDLERS), READY_HANDLE)


def client_destroy(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    if client.topology is not None:
        HANDLES.drop(id(client.topology))  # the client owns its topology
    HANDLES.drop(args.client)


def client_platform_name(args: Any) -> None:
    _set_string(args, "platform_name", HANDLES.get(args.client, Client).platform_name)


def client_process_index(args: Any) -> None:
    HANDLES.get(args.client, Client)
    args.process_index = 0


def client_platform_version(args: Any) -> None:
    _set_string(args, "platform_version", HANDLES.get(args.client, Client).platform_version)


def client_devices(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    args.devices, args.num_devices = C.addressof(client.device_list), len(client.devices)


def client_addressable_devices(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    args.addressable_devices = C.addressof(client.device_list)
    args.num_addressable_devices = len(client.devices)


def _lookup(client: Client, index: int) -> int:
    if not 0 <= index < len(client.devices):
        raise PjrtError(INVALID_ARGUMENT, f"pjrtc has no device {index}; its devices are "
                        f"0 to {len(client.devices) - 1}")
    return id(client.devices[index])


def client_lookup_device(args: Any) -> None:
    args.device = _lookup(HANDLES.get(args.client, Client), args.id)


def client_lookup_addressable_device(args: Any) -> None:
    args.addressable_device = _lookup(HANDLES.get(args.client, Client),
                                      args.local_hardware_id)


def client_addressable_memories(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    args.addressable_memories = C.addressof(client.memory_list)
    args.num_addressable_memories = len(client.memories)


def client_compile(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    _first_use()
    args.executable = HANDLES.put(_loaded(client, compiled_program(args)))


def compiled_program(args: Any) -> Executable:
    """The program of a PJRT_Client_Compile or PJRT_Compile args struct, compiled."""
    program = args.program.contents
    return compile_program(_bytes(program.code, program.code_size),
                           _bytes(program.format, program.format_size).decode(),
                           _bytes(args.compile_options, args.compile_options_size))


def client_default_device_assignment(args: Any) -> None:
    HANDLES.get(args.client, Client)
    if args.num_replicas * args.num_partitions != 1 or args.default_assignment_size < 1:
        raise PjrtError(INVALID_ARGUMENT, f"pjrtc runs a program on one device, not on "
                        f"{args.num_replicas} replicas x {args.num_partitions} partitions")
    args.default_assignment[0] = 0


def client_buffer_from_host_buffer(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    _first_use()
    name = DTYPE_NAMES.get(args.type)
    if name is None:
        raise PjrtError(UNIMPLEMENTED, f"pjrtc has no buffers of PJRT element type {args.type}")
    from pjrtc_runtime.dtypes import numpy_dtype

    dtype = numpy_dtype(name)
    shape = tuple(args.dims[i] for i in range(args.num_dims))
    strides = (tuple(args.byte_strides[i] for i in range(args.num_byte_strides))
               if args.byte_strides and args.num_byte_strides else None)
    array = _host_array(args.data, dtype, shape, strides)
    device = _target_device(client, args)
    buffer = client.buffer_from_host(array, device)
    args.done_with_host_buffer = READY_HANDLE  # the copy is done on return
    args.buffer = HANDLES.put_new(buffer)


def _host_array(data: int | None, dtype: np.dtype, shape: tuple[int, ...],
                strides: tuple[int, ...] | None) -> np.ndarray:
    """A numpy view of the caller's host memory (no copy: the upload copies it)."""
    count = int(np.prod(shape, dtype=np.int64))
    if not count:
        return np.empty(shape, dtype)
    if strides is None:
        extent = count * dtype.itemsize
    else:
        extent = sum((d - 1) * s for d, s in zip(shape, strides)) + dtype.itemsize
    memory = (C.c_char * extent).from_address(data)
    return np.ndarray(shape, dtype, buffer=memory, strides=strides)


def _target_device(client: Client, args: Any) -> Device:
    if args.device:
        return HANDLES.get(args.device, Device)
    if args.memory:
        return HANDLES.get(args.memory, Memory).device
    return client.device(None)


# -- devices and memories -------------------------------------------------------------------

def device_description_id(args: Any) -> None:
    args.id = HANDLES.get(args.device_description, Device).id


def device_description_process_index(args: Any) -> None:
    HANDLES.get(args.device_description, Device)
    args.process_index = 0


def device_description_attributes(args: Any) -> None:
    attributes = HANDLES.get(args.device_description, Device).attributes
    args.num_attributes, args.attributes = attributes.count, C.addressof(attributes.array)


def device_description_kind(args: Any) -> None:
    _set_string(args, "device_kind", HANDLES.get(args.device_description, Device).kind)


def device_description_debug_string(args: Any) -> None:
    _set_string(args, "debug_string",
                HANDLES.get(args.device_description, Device).debug_string)


def device_description_to_string(args: Any) -> None:
    _set_string(args, "to_string", HANDLES.get(args.device_description, Device).to_string)


def device_get_description(args: Any) -> None:
    # A device describes itself: its description handle is the device's own.
    args.device_description = id(HANDLES.get(args.device, Device))


def device_is_addressable(args: Any) -> None:
    HANDLES.get(args.device, Device)
    args.is_addressable = True


def device_local_hardware_id(args: Any) -> None:
    args.local_hardware_id = HANDLES.get(args.device, Device).id


def device_addressable_memories(args: Any) -> None:
    device = HANDLES.get(args.device, Device)
    args.memories, args.num_memories = C.addressof(device.memory_list), 1


def device_default_memory(args: Any) -> None:
    args.memory = id(HANDLES.get(args.device, Device).memory)


def device_memory_stats(args: Any) -> None:
    stats = HANDLES.get(args.device, Device).runtime.memory_stats()
    known = {"peak_bytes_in_use": stats.peak_bytes_in_use, "num_allocs": stats.num_allocs,
             "pool_bytes": stats.pool_bytes}
    args.bytes_in_use = stats.bytes_in_use
    # Every optional statistic the caller's struct has is answered: set or marked unset (the
    # caller's struct is not cleared: an unmarked flag would pass its garbage on).
    for field, _ in ARGS["PJRT_Device_MemoryStats"]._fields_:
        if field.endswith("_is_set") and has(args, field):
            name = field[:-len("_is_set")]
            setattr(args, name, known.get(name, 0))
            setattr(args, field, name in known)


def memory_id(args: Any) -> None:
    args.id = HANDLES.get(args.memory, Memory).id


def memory_kind(args: Any) -> None:
    kind = HANDLES.get(args.memory, Memory).kind  # asked for every output of every call
    args.kind, args.kind_size = kind.address, kind.size


def memory_kind_id(args: Any) -> None:
    HANDLES.get(args.memory, Memory)
    args.kind_id = 0  # one kind of memory


def memory_debug_string(args: Any) -> None:
    _set_string(args, "debug_string", HANDLES.get(args.memory, Memory).debug_string)


def memory_to_string(args: Any) -> None:
    _set_string(args, "to_string", HANDLES.get(args.memory, Memory).to_string)


def memory_addressable_by_devices(args: Any) -> None:
    memory = HANDLES.get(args.memory, Memory)
    args.devices, args.num_devices = C.addressof(memory.device_list), 1


# -- executables ----------------------------------------------------------------------------

def _loaded(client: Client, executable: Executable) -> LoadedExecutable:
    loaded = client.load(executable)
    loaded.device_list = pointer_array([id(loaded.device)])
    return loaded


def executable_destroy(args: Any) -> None:
    native.forget_outputs(args.executable)
    HANDLES.drop(args.executable)


def executable_name(args: Any) -> None:
    _set_string(args, "executable_name", HANDLES.get(args.executable, Executable).name)


def executable_num_replicas(args: Any) -> None:
    HANDLES.get(args.executable, Executable)
    args.num_replicas = 1


def executable_num_partitions(args: Any) -> None:
    HANDLES.get(args.executable, Executable)
    args.num_partitions = 1


def executable_num_outputs(args: Any) -> None:
    args.num_outputs = count = HANDLES.get(args.executable, Executable).num_outputs
    native.remember_outputs(args.executable, count)  # asked on every call: answered natively


def executable_size_of_generated_code(args: Any) -> None:
    args.size_in_bytes = len(HANDLES.get(args.executable, Executable).artifact.spirv)


def executable_output_memory_kinds(args: Any) -> None:
    executable = HANDLES.get(args.executable, Executable)
    args.num_outputs = executable.num_outputs
    args.memory_kinds = C.addressof(executable.memory_kinds)
    args.memory_kind_sizes = C.addressof(executable.memory_kind_sizes)


class _Serialized:
    """The bytes PJRT_Executable_Serialize hands out, alive until the caller's deleter."""

    def __init__(self, data: bytes) -> None:
        self.data = C.create_string_buffer(data, len(data))


@C.CFUNCTYPE(None, C.c_void_p)
def _serialized_deleter(handle: int) -> None:
    HANDLES.drop(handle)


def _hand_out(data: bytes) -> tuple[int, int, int, int]:
    """(handle, bytes, size, deleter) for bytes C reads until it calls the deleter."""
    serialized = _Serialized(data)
    return (HANDLES.put(serialized), C.addressof(serialized.data), len(data),
            C.cast(_serialized_deleter, C.c_void_p).value)


def executable_serialize(args: Any) -> None:
    data = HANDLES.get(args.executable, Executable).data
    (args.serialized_executable, args.serialized_bytes, args.serialized_bytes_size,
     args.serialized_executable_deleter) = _hand_out(data)


def executable_output_element_types(args: Any) -> None:
    executable = HANDLES.get(args.executable, Executable)
    args.output_types = C.addressof(executable.output_types)
    args.num_output_types = executable.num_outputs


def executable_output_dimensions(args: Any) -> None:
    executable = HANDLES.get(args.executable, Executable)
    args.num_outputs = executable.num_outputs
    args.dims = C.addressof(executable.output_dims)
    args.dim_sizes = C.addressof(executable.output_ranks)


def executable_fingerprint(args: Any) -> None:
    _set_string(args, "executable_fingerprint",
                HANDLES.get(args.executable, Executable).fingerprint)


def executable_compiled_memory_stats(args: Any) -> None:
    executable = HANDLES.get(args.executable, Executable)
    manifest = executable.artifact.manifest
    # A load allocates every slot of every program (inputs' and outputs' slots among them).
    slots = sum(p.peak_bytes for p in manifest.programs())
    arguments = sum(t.nbytes for t in manifest.inputs)
    outputs = sum(t.nbytes for t in manifest.outputs)
    known = {"generated_code_size_in_bytes": len(executable.artifact.spirv),
             "argument_size_in_bytes": arguments, "output_size_in_bytes": outputs,
             "temp_size_in_bytes": max(slots - arguments - outputs, 0),
             "peak_memory_in_bytes": slots, "total_size_in_bytes": slots}
    # Every field the caller's struct has is written (no aliasing, nothing on the host: 0).
    for field, _ in ARGS["PJRT_Executable_GetCompiledMemoryStats"]._fields_[3:]:
        if has(args, field):
            setattr(args, field, known.get(field, 0))


def loaded_executable_destroy(args: Any) -> None:
    HANDLES.drop(args.executable)


def loaded_executable_get_executable(args: Any) -> None:
    args.executable = HANDLES.put(HANDLES.get(args.loaded_executable,
                                              LoadedExecutable).executable)


def loaded_executable_addressable_devices(args: Any) -> None:
    loaded = HANDLES.get(args.executable, LoadedExecutable)
    args.addressable_devices, args.num_addressable_devices = (
        C.addressof(loaded.device_list), 1)


def loaded_executable_delete(args: Any) -> None:
    HANDLES.get(args.executable, LoadedExecutable).deleted = True


def loaded_executable_is_deleted(args: Any) -> None:
    args.is_deleted = HANDLES.get(args.executable, LoadedExecutable).deleted


def loaded_executable_execute(args: Any) -> None:
    loaded = HANDLES.get(args.executable, LoadedExecutable)
    if args.num_devices != 1:
        raise PjrtError(INVALID_ARGUMENT, f"pjrtc runs a program on one device, not "
                        f"{args.num_devices}")
    if args.execute_device and HANDLES.get(args.execute_device, Device) is not loaded.device:
        raise PjrtError(INVALID_ARGUMENT, "the executable is loaded on another device")
    get = HANDLES.get
    arguments = [get(h, Buffer) for h in args.argument_lists[0][:args.num_args]]
    donate = loaded.executable.donated
    if donate and args.options:
        options = args.options.contents
        if options.num_non_donatable_input_indices:
            kept = set(options.non_donatable_input_indices[
                :options.num_non_donatable_input_indices])
            donate = tuple(i for i in donate if i not in kept)
    if donate:
        native.unsettle_all()  # the run deletes device buffers
    outputs, done = loaded.execute(arguments, donate)
    results = args.output_lists[0]
    put, settle = HANDLES.put_new, native.settle
    for j, buffer in enumerate(outputs):
        results[j] = handle = put(buffer)
        if done is READY:  # written already: the buffer's questions are answered natively
            settle(handle)
    if args.device_complete_events:
        args.device_complete_events[0] = READY_HANDLE if done is READY else put(done)


def loaded_executable_get_device_assignment(args: Any) -> None:
    loaded = HANDLES.get(args.executable, LoadedExecutable)
    (args.serialized_device_assignment, args.serialized_bytes, args.serialized_bytes_size,
     args.serialized_device_assignment_deleter) = _hand_out(device_assignment(loaded.device.id))


def executable_deserialize_and_load(args: Any) -> None:
    client = HANDLES.get(args.client, Client)
    _first_use()
    data = _bytes(args.serialized_executable, args.serialized_executable_size)
    executable = executable_from_bytes(data, "the serialized executable")
    args.loaded_executable = HANDLES.put(_loaded(client, executable))


def loaded_executable_fingerprint(args: Any) -> None:
    _set_string(args, "executable_fingerprint",
                HANDLES.get(args.executable, LoadedExecutable).executable.fingerprint)


# -- buffers --------------------------------------------------------------------------------

def buffer_destroy(args: Any) -> None:
    HANDLES.drop(args.buffer)


def buffer_element_type(args: Any) -> None:
    args.type = HANDLES.get(args.buffer, Buffer).type


def buffer_dimensions(args: Any) -> None:
    buffer = HANDLES.get(args.buffer, Buffer)
    args.dims, args.num_dims = C.addressof(buffer.dims), buffer.runtime.ndim


def buffer_unpadded_dimensions(args: Any) -> None:
    buffer = HANDLES.get(args.buffer, Buffer)
    args.unpadded_dims, args.num_dims = C.addressof(buffer.dims), buffer.runtime.ndim


def buffer_dynamic_dimension_indices(args: Any) -> None:
    HANDLES.get(args.buffer, Buffer)
    args.dynamic_dim_indices, args.num_dynamic_dims = None, 0  # shapes are static


def buffer_on_device_size(args: Any) -> None:
    args.on_device_size_in_bytes = HANDLES.get(args.buffer, Buffer).runtime.nbytes


def buffer_device(args: Any) -> None:
    args.device = id(HANDLES.get(args.buffer, Buffer).device)


def buffer_memory(args: Any) -> None:
    args.memory = id(HANDLES.get(args.buffer, Buffer).device.memory)


def buffer_delete(args: Any) -> None:
    buffer = HANDLES.get(args.buffer, Buffer)
    native.unsettle_all()
    buffer.runtime.delete()


def buffer_is_deleted(args: Any) -> None:
    args.is_deleted = HANDLES.get(args.buffer, Buffer).runtime.is_deleted()


def buffer_is_on_cpu(args: Any) -> None:
    HANDLES.get(args.buffer, Buffer)
    args.is_on_cpu = False  # device memory: the host reads it only through ToHostBuffer


def buffer_ready_event(args: Any) -> None:
    event = HANDLES.get(args.buffer, Buffer).ready_event()
    args.event = READY_HANDLE if event is READY else HANDLES.put_new(event)


def buffer_to_host_buffer(args: Any) -> None:
    buffer = HANDLES.get(args.src, Buffer)
    nbytes = buffer.runtime.nbytes
    if not args.dst:
        args.dst_size, args.event = nbytes, None  # the caller asks how much room to give
        return
    if args.host_layout:
        _check_row_major(args.host_layout.contents, buffer.runtime.ndim)
    if args.dst_size < nbytes:
        raise PjrtError(INVALID_ARGUMENT, f"the host buffer has {args.dst_size} bytes, fewer "
                        f"than the {nbytes} of the device buffer")
    if nbytes:
        array = buffer.runtime.to_numpy()
        C.memmove(args.dst, array.ctypes.data, nbytes)
    args.event = READY_HANDLE  # the copy is done on return


def _check_row_major(layout: Any, rank: int) -> None:
    """pjrtc's buffers are row-major: a host layout asking for another is refused."""
    if layout.type == LAYOUT_TILED:
        tiled = layout.tiled
        order = list(C.cast(tiled.minor_to_major, C.POINTER(C.c_int64))[
            :tiled.minor_to_major_size]) if tiled.minor_to_major_size else []
        if order in ([], list(range(rank - 1, -1, -1))) and not tiled.num_tiles:
            return
    raise PjrtError(UNIMPLEMENTED, "pjrtc copies buffers to the host row-major only (the "
                    "host layout asks for another)")


HANDLERS = {
    "PJRT_Plugin_Initialize": plugin_initialize,
    "PJRT_Plugin_Attributes": plugin_attributes,
    "PJRT_Event_Destroy": event_destroy,
    "PJRT_Event_IsReady": event_is_ready,
    "PJRT_Event_Error": event_error,
    "PJRT_Event_Await": event_await,
    "PJRT_Event_OnReady": event_on_ready,
    "PJRT_Client_Create": client_create,
    "PJRT_Client_Destroy": client_destroy,
    "PJRT_Client_PlatformName": client_platform_name,
    "PJRT_Client_ProcessIndex": client_process_index,
    "PJRT_Client_PlatformVersion": client_platform_version,
    "PJRT_Client_Devices": client_devices,
    "PJRT_Client_AddressableDevices": client_addressable_devices,
    "PJRT_Client_LookupDevice": client_lookup_device,
    "PJRT_Client_LookupAddressableDevice": client_lookup_addressable_device,
    "PJRT_Client_AddressableMemories": client_addressable_memories,
    "PJRT_Client_Compile": client_compile,
    "PJRT_Client_DefaultDeviceAssignment": client_default_device_assignment,
    "PJRT_Client_BufferFromHostBuffer": client_buffer_from_host_buffer,
    "PJRT_DeviceDescription_Id": device_description_id,
    "PJRT_DeviceDescription_ProcessIndex": device_description_process_index,
    "PJRT_DeviceDescription_Attributes": device_description_attributes,
    "PJRT_DeviceDescription_Kind": device_description_kind,
    "PJRT_DeviceDescription_DebugString": device_description_debug_string,
    "PJRT_DeviceDescription_ToString": device_description_to_string,
    "PJRT_Device_GetDescription": device_get_description,
    "PJRT_Device_IsAddressable": device_is_addressable,
    "PJRT_Device_LocalHardwareId": device_local_hardware_id,
    "PJRT_Device_AddressableMemories": device_addressable_memories,
    "PJRT_Device_DefaultMemory": device_default_memory,
    "PJRT_Device_MemoryStats": device_memory_stats,
    "PJRT_Memory_Id": memory_id,
    "PJRT_Memory_Kind": memory_kind,
    "PJRT_Memory_Kind_Id": memory_kind_id,
    "PJRT_Memory_DebugString": memory_debug_string,
    "PJRT_Memory_ToString": memory_to_string,
    "PJRT_Memory_AddressableByDevices": memory_addressable_by_devices,
    "PJRT_Executable_Destroy": executable_destroy,
    "PJRT_Executable_Name": executable_name,
    "PJRT_Executable_NumReplicas": executable_num_replicas,
    "PJRT_Executable_NumPartitions": executable_num_partitions,
    "PJRT_Executable_NumOutputs": executable_num_outputs,
    "PJRT_Executable_SizeOfGeneratedCodeInBytes": executable_size_of_generated_code,
    "PJRT_Executable_OutputMemoryKinds": executable_output_memory_kinds,
    "PJRT_Executable_Serialize": executable_serialize,
    "PJRT_Executable_OutputElementTypes": executable_output_element_types,
    "PJRT_Executable_OutputDimensions": executable_output_dimensions,
    "PJRT_Executable_Fingerprint": executable_fingerprint,
    "PJRT_Executable_GetCompiledMemoryStats": executable_compiled_memory_stats,
    "PJRT_LoadedExecutable_Destroy": loaded_executable_destroy,
    "PJRT_LoadedExecutable_GetExecutable": loaded_executable_get_executable,
    "PJRT_LoadedExecutable_AddressableDevices": loaded_executable_addressable_devices,
    "PJRT_LoadedExecutable_Delete": loaded_executable_delete,
    "PJRT_LoadedExecutable_IsDeleted": loaded_executable_is_deleted,
    "PJRT_LoadedExecutable_Execute": loaded_executable_execute,
    "PJRT_Executable_DeserializeAndLoad": executable_deserialize_and_load,
    "PJRT_LoadedExecutable_Fingerprint": loaded_executable_fingerprint,
    "PJRT_LoadedExecutable_GetDeviceAssignment": loaded_executable_get_device_assignment,
    "PJRT_Buffer_Destroy": buffer_destroy,
    "PJRT_Buffer_ElementType": buffer_element_type,
    "PJRT_Buffer_Dimensions": buffer_dimensions,
    "PJRT_Buffer_UnpaddedDimensions": buffer_unpadded_dimensions,
    "PJRT_Buffer_DynamicDimensionIndices": buffer_dynamic_dimension_indices,
    "PJRT_Buffer_OnDeviceSizeInBytes": buffer_on_device_size,
    "PJRT_Buffer_Device": buffer_device,
    "PJRT_Buffer_Memory": buffer_memory,
    "PJRT_Buffer_Delete": buffer_delete,
    "PJRT_Buffer_IsDeleted": buffer_is_deleted,
    "PJRT_Buffer_ToHostBuffer": buffer_to_host_buffer,
    "PJRT_Buffer_IsOnCpu": buffer_is_on_cpu,
    "PJRT_Buffer_ReadyEvent": buffer_ready_event,
    **topology.handlers(HANDLES, _hand_out, open_client, compiled_program),
}
