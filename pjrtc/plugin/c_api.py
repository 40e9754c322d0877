"""The PJRT C API's ABI in ctypes: the structs, the `PJRT_Api` table, errors and handles.

Everything that knows how C lays out memory is here; the plugin's logic (functions.py and the
objects it works on) reads and writes the fields of these structs by name. The layout is that
of `pjrt_c_api.h` at API version 0.90 (`API_VERSION`): within a major version fields are only
appended, so a caller that speaks a later minor version (jaxlib 0.10.2 speaks at least 0.102)
passes structs at least this long, and reads our `pjrt_api_version` to know which functions we
lack (it calls no function added after 0.90). Each argument struct starts with `struct_size`,
the size the caller knows; `dispatch` refuses a struct shorter than the fields the plugin
touches, and `has` tells whether an optional tail field is there.

What C holds on to is kept alive here: the table and its callbacks for the life of the process
(`make_api`), each object handed out as a handle until C releases it (`Handles`), and each
error until `PJRT_Error_Destroy`.
"""

from __future__ import annotations

import ctypes as C
import os
import sys
import threading
import traceback
from collections.abc import Callable
from typing import Any

from pjrtc_runtime.errors import DeletedBufferError, OutOfDeviceMemory, PjrtcError

API_VERSION = (0, 90)

# PJRT_Error_Code (absl status codes).
CANCELLED, UNKNOWN, INVALID_ARGUMENT, NOT_FOUND = 1, 2, 3, 5
RESOURCE_EXHAUSTED, FAILED_PRECONDITION, UNIMPLEMENTED, INTERNAL = 8, 9, 12, 13
# The code of each kind of pjrtc error that has its own (any other: INVALID_ARGUMENT).
_CODES = ((OutOfDeviceMemory, RESOURCE_EXHAUSTED), (DeletedBufferError, FAILED_PRECONDITION))

# PJRT_NamedValue_Type.
NAMED_STRING, NAMED_INT64, NAMED_INT64_LIST, NAMED_FLOAT, NAMED_BOOL = range(5)

# PJRT_Buffer_Type: the element types by numpy's name (the ones pjrtc computes on).
BUFFER_TYPES = {
    "bool": 1, "int8": 2, "int16": 3, "int32": 4, "int64": 5, "uint8": 6, "uint16": 7,
    "uint32": 8, "uint64": 9, "float16": 10, "float32": 11, "float64": 12, "bfloat16": 13,
    "complex64": 14, "complex128": 15,
}
DTYPE_NAMES = {code: name for name, code in BUFFER_TYPES.items()}

# PJRT_Buffer_MemoryLayout_Type.
LAYOUT_TILED = 0

_P = C.c_void_p  # every opaque handle, and char* / void* fields the plugin sets itself
_SIZE = C.c_size_t
_I64 = C.c_int64


def _args(name: str, *fields: tuple[str, Any]) -> type[C.Structure]:
    """An argument struct: `struct_size`, `extension_start`, then `fields` in order."""
    return type(name, (C.Structure,), {"_fields_": [("struct_size", _SIZE),
                                                    ("extension_start", _P), *fields]})


def _string_out(name: str, handle: str, out: str) -> type[C.Structure]:
    """The common shape `{handle; const char* out; size_t out_size}`."""
    return _args(name, (handle, _P), (out, _P), (out + "_size", _SIZE))


class NamedValue(C.Structure):
    class _Value(C.Union):
        _fields_ = [("string_value", _P), ("int64_value", _I64),
                    ("int64_array_value", _P), ("float_value", C.c_float),
                    ("bool_value", C.c_bool)]

    _anonymous_ = ("value",)
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P), ("name", _P),
                ("name_size", _SIZE), ("type", C.c_int), ("value", _Value),
                ("value_size", _SIZE)]


class NamedValues:
    """A C array of PJRT_NamedValue made from (name, value) pairs: a str, an int, a bool or
    a list of ints each; it holds the names and values it points to."""

    def __init__(self, items: list[tuple[str, Any]]) -> None:
        self._keep: list[Any] = []
        values = [self._value(name, value) for name, value in items]
        self.array = (NamedValue * max(len(values), 1))(*values)
        self.count = len(values)

    def _value(self, name: str, value: Any) -> NamedValue:
        key = C.create_string_buffer(name.encode())
        v = NamedValue(struct_size=struct_size(NamedValue), name=C.addressof(key),
                       name_size=len(name.encode()), value_size=1)
        self._keep.append(key)
        if isinstance(value, bool):
            v.type, v.bool_value = NAMED_BOOL, value
        elif isinstance(value, int):
            v.type, v.int64_value = NAMED_INT64, value
        elif isinstance(value, str):
            text = C.create_string_buffer(value.encode())
            self._keep.append(text)
            v.type, v.string_value, v.value_size = NAMED_STRING, C.addressof(text), len(
                value.encode())
        else:
            numbers = (_I64 * max(len(value), 1))(*value)
            self._keep.append(numbers)
            v.type, v.int64_array_value, v.value_size = (NAMED_INT64_LIST,
                                                         C.addressof(numbers), len(value))
        return v


class ApiVersion(C.Structure):
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P), ("major_version", C.c_int),
                ("minor_version", C.c_int)]


class MemoryLayoutTiled(C.Structure):
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P), ("minor_to_major", _P),
                ("minor_to_major_size", _SIZE), ("tile_dims", _P), ("tile_dim_sizes", _P),
                ("num_tiles", _SIZE)]


class MemoryLayoutStrides(C.Structure):
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P), ("byte_strides", _P),
                ("num_byte_strides", _SIZE)]


class MemoryLayout(C.Structure):
    class _Layout(C.Union):
        _fields_ = [("tiled", MemoryLayoutTiled), ("strides", MemoryLayoutStrides)]

    _anonymous_ = ("layout",)
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P), ("layout", _Layout),
                ("type", C.c_int)]


Program = _args("PJRT_Program", ("code", _P), ("code_size", _SIZE), ("format", _P),
                ("format_size", _SIZE))

ExecuteOptions = _args(
    "PJRT_ExecuteOptions", ("send_callbacks", _P), ("recv_callbacks", _P),
    ("num_send_ops", _SIZE), ("num_recv_ops", _SIZE), ("launch_id", C.c_int),
    ("non_donatable_input_indices", C.POINTER(_I64)),
    ("num_non_donatable_input_indices", _SIZE), ("context", _P), ("call_location", _P),
    ("num_tasks", _SIZE), ("task_ids", _P), ("incarnation_ids", _P))

_MEMORY_STATS = [("bytes_in_use", _I64)] + [
    field for name in ("peak_bytes_in_use", "num_allocs", "largest_alloc_size", "bytes_limit",
                       "bytes_reserved", "peak_bytes_reserved", "bytes_reservable_limit",
                       "largest_free_block_bytes", "pool_bytes", "peak_pool_bytes")
    for field in ((name, _I64), (name + "_is_set", C.c_bool))]

# The argument struct of each function the plugin implements, by the function's name.
ARGS: dict[str, type[C.Structure]] = {
    "PJRT_Error_Destroy": _args("PJRT_Error_Destroy_Args", ("error", _P)),
    "PJRT_Error_Message": _args("PJRT_Error_Message_Args", ("error", _P), ("message", _P),
                                ("message_size", _SIZE)),
    "PJRT_Error_GetCode": _args("PJRT_Error_GetCode_Args", ("error", _P), ("code", C.c_int)),
    "PJRT_Plugin_Initialize": _args("PJRT_Plugin_Initialize_Args"),
    "PJRT_Plugin_Attributes": _args("PJRT_Plugin_Attributes_Args", ("attributes", _P),
                                    ("num_attributes", _SIZE)),
    "PJRT_Event_Destroy": _args("PJRT_Event_Destroy_Args", ("event", _P)),
    "PJRT_Event_IsReady": _args("PJRT_Event_IsReady_Args", ("event", _P),
                                ("is_ready", C.c_bool)),
    "PJRT_Event_Error": _args("PJRT_Event_Error_Args", ("event", _P)),
    "PJRT_Event_Await": _args("PJRT_Event_Await_Args", ("event", _P)),
    "PJRT_Event_OnReady": _args("PJRT_Event_OnReady_Args", ("event", _P), ("callback", _P),
                                ("user_arg", _P)),
    "PJRT_Client_Create": _args(
        "PJRT_Client_Create_Args", ("create_options", C.POINTER(NamedValue)),
        ("num_options", _SIZE), ("kv_get_callback", _P), ("kv_get_user_arg", _P),
        ("kv_put_callback", _P), ("kv_put_user_arg", _P), ("client", _P),
        ("kv_try_get_callback", _P), ("kv_try_get_user_arg", _P)),
    "PJRT_Client_Destroy": _args("PJRT_Client_Destroy_Args", ("client", _P)),
    "PJRT_Client_PlatformName": _string_out("PJRT_Client_PlatformName_Args", "client",
                                            "platform_name"),
    "PJRT_Client_ProcessIndex": _args("PJRT_Client_ProcessIndex_Args", ("client", _P),
                                      ("process_index", C.c_int)),
    "PJRT_Client_PlatformVersion": _string_out("PJRT_Client_PlatformVersion_Args", "client",
                                               "platform_version"),
    "PJRT_Client_Devices": _args("PJRT_Client_Devices_Args", ("client", _P), ("devices", _P),
                                 ("num_devices", _SIZE)),
    "PJRT_Client_AddressableDevices": _args(
        "PJRT_Client_AddressableDevices_Args", ("client", _P), ("addressable_devices", _P),
        ("num_addressable_devices", _SIZE)),
    "PJRT_Client_LookupDevice": _args("PJRT_Client_LookupDevice_Args", ("client", _P),
                                      ("id", C.c_int), ("device", _P)),
    "PJRT_Client_LookupAddressableDevice": _args(
        "PJRT_Client_LookupAddressableDevice_Args", ("client", _P),
        ("local_hardware_id", C.c_int), ("addressable_device", _P)),
    "PJRT_Client_AddressableMemories": _args(
        "PJRT_Client_AddressableMemories_Args", ("client", _P), ("addressable_memories", _P),
        ("num_addressable_memories", _SIZE)),
    "PJRT_Client_Compile": _args(
        "PJRT_Client_Compile_Args", ("client", _P), ("program", C.POINTER(Program)),
        ("compile_options", _P), ("compile_options_size", _SIZE), ("executable", _P)),
    "PJRT_Client_DefaultDeviceAssignment": _args(
        "PJRT_Client_DefaultDeviceAssignment_Args", ("client", _P), ("num_replicas", C.c_int),
        ("num_partitions", C.c_int), ("default_assignment_size", _SIZE),
        ("default_assignment", C.POINTER(C.c_int))),
    "PJRT_Client_BufferFromHostBuffer": _args(
        "PJRT_Client_BufferFromHostBuffer_Args", ("client", _P), ("data", _P),
        ("type", C.c_int), ("dims", C.POINTER(_I64)), ("num_dims", _SIZE),
        ("byte_strides", C.POINTER(_I64)), ("num_byte_strides", _SIZE),
        ("host_buffer_semantics", C.c_int), ("device", _P), ("memory", _P),
        ("device_layout", C.POINTER(MemoryLayout)), ("done_with_host_buffer", _P),
        ("buffer", _P)),
    "PJRT_DeviceDescription_Id": _args("PJRT_DeviceDescription_Id_Args",
                                       ("device_description", _P), ("id", C.c_int)),
    "PJRT_DeviceDescription_ProcessIndex": _args(
        "PJRT_DeviceDescription_ProcessIndex_Args", ("device_description", _P),
        ("process_index", C.c_int)),
    "PJRT_DeviceDescription_Attributes": _args(
        "PJRT_DeviceDescription_Attributes_Args", ("device_description", _P),
        ("num_attributes", _SIZE), ("attributes", _P)),
    "PJRT_DeviceDescription_Kind": _string_out("PJRT_DeviceDescription_Kind_Args",
                                               "device_description", "device_kind"),
    "PJRT_DeviceDescription_DebugString": _string_out(
        "PJRT_DeviceDescription_DebugString_Args", "device_description", "debug_string"),
    "PJRT_DeviceDescription_ToString": _string_out(
        "PJRT_DeviceDescription_ToString_Args", "device_description", "to_string"),
    "PJRT_Device_GetDescription": _args("PJRT_Device_GetDescription_Args", ("device", _P),
                                        ("device_description", _P)),
    "PJRT_Device_IsAddressable": _args("PJRT_Device_IsAddressable_Args", ("device", _P),
                                       ("is_addressable", C.c_bool)),
    "PJRT_Device_LocalHardwareId": _args("PJRT_Device_LocalHardwareId_Args", ("device", _P),
                                         ("local_hardware_id", C.c_int)),
    "PJRT_Device_AddressableMemories": _args(
        "PJRT_Device_AddressableMemories_Args", ("device", _P), ("memories", _P),
        ("num_memories", _SIZE)),
    "PJRT_Device_DefaultMemory": _args("PJRT_Device_DefaultMemory_Args", ("device", _P),
                                       ("memory", _P)),
    "PJRT_Device_MemoryStats": _args("PJRT_Device_MemoryStats_Args", ("device", _P),
                                     *_MEMORY_STATS),
    "PJRT_Memory_Id": _args("PJRT_Memory_Id_Args", ("memory", _P), ("id", C.c_int)),
    "PJRT_Memory_Kind": _string_out("PJRT_Memory_Kind_Args", "memory", "kind"),
    "PJRT_Memory_DebugString": _string_out("PJRT_Memory_DebugString_Args", "memory",
                                           "debug_string"),
    "PJRT_Memory_ToString": _string_out("PJRT_Memory_ToString_Args", "memory", "to_string"),
    "PJRT_Memory_AddressableByDevices": _args(
        "PJRT_Memory_AddressableByDevices_Args", ("memory", _P), ("devices", _P),
        ("num_devices", _SIZE)),
    "PJRT_Memory_Kind_Id": _args("PJRT_Memory_Kind_Id_Args", ("memory", _P),
                                 ("kind_id", C.c_int)),
    "PJRT_Executable_Destroy": _args("PJRT_Executable_Destroy_Args", ("executable", _P)),
    "PJRT_Executable_Name": _string_out("PJRT_Executable_Name_Args", "executable",
                                        "executable_name"),
    "PJRT_Executable_NumReplicas": _args("PJRT_Executable_NumReplicas_Args",
                                         ("executable", _P), ("num_replicas", _SIZE)),
    "PJRT_Executable_NumPartitions": _args("PJRT_Executable_NumPartitions_Args",
                                           ("executable", _P), ("num_partitions", _SIZE)),
    "PJRT_Executable_NumOutputs": _args("PJRT_Executable_NumOutputs_Args",
                                        ("executable", _P), ("num_outputs", _SIZE)),
    "PJRT_Executable_SizeOfGeneratedCodeInBytes": _args(
        "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args", ("executable", _P),
        ("size_in_bytes", _I64)),
    "PJRT_Executable_OutputMemoryKinds": _args(
        "PJRT_Executable_OutputMemoryKinds_Args", ("executable", _P), ("num_outputs", _SIZE),
        ("memory_kinds", _P), ("memory_kind_sizes", _P)),
    "PJRT_Executable_Serialize": _args(
        "PJRT_Executable_Serialize_Args", ("executable", _P), ("serialized_bytes", _P),
        ("serialized_bytes_size", _SIZE), ("serialized_executable", _P),
        ("serialized_executable_deleter", _P)),
    "PJRT_Executable_OutputElementTypes": _args(
        "PJRT_Executable_OutputElementTypes_Args", ("executable", _P), ("output_types", _P),
        ("num_output_types", _SIZE)),
    "PJRT_Executable_OutputDimensions": _args(
        "PJRT_Executable_OutputDimensions_Args", ("executable", _P), ("num_outputs", _SIZE),
        ("dims", _P), ("dim_sizes", _P)),
    "PJRT_Executable_Fingerprint": _string_out("PJRT_Executable_Fingerprint_Args",
                                               "executable", "executable_fingerprint"),
    "PJRT_Executable_GetCompiledMemoryStats": _args(
        "PJRT_Executable_GetCompiledMemoryStats_Args", ("executable", _P),
        *[(name, _I64) for name in (
            "generated_code_size_in_bytes", "argument_size_in_bytes", "output_size_in_bytes",
            "alias_size_in_bytes", "temp_size_in_bytes", "host_generated_code_size_in_bytes",
            "host_argument_size_in_bytes", "host_output_size_in_bytes",
            "host_alias_size_in_bytes", "host_temp_size_in_bytes", "peak_memory_in_bytes",
            "total_size_in_bytes")]),
    "PJRT_LoadedExecutable_Destroy": _args("PJRT_LoadedExecutable_Destroy_Args",
                                           ("executable", _P)),
    "PJRT_LoadedExecutable_GetExecutable": _args(
        "PJRT_LoadedExecutable_GetExecutable_Args", ("loaded_executable", _P),
        ("executable", _P)),
    "PJRT_LoadedExecutable_AddressableDevices": _args(
        "PJRT_LoadedExecutable_AddressableDevices_Args", ("executable", _P),
        ("addressable_devices", _P), ("num_addressable_devices", _SIZE)),
    "PJRT_LoadedExecutable_Delete": _args("PJRT_LoadedExecutable_Delete_Args",
                                          ("executable", _P)),
    "PJRT_LoadedExecutable_IsDeleted": _args("PJRT_LoadedExecutable_IsDeleted_Args",
                                             ("executable", _P), ("is_deleted", C.c_bool)),
    "PJRT_LoadedExecutable_Execute": _args(
        "PJRT_LoadedExecutable_Execute_Args", ("executable", _P),
        ("options", C.POINTER(ExecuteOptions)), ("argument_lists", C.POINTER(C.POINTER(_P))),
        ("num_devices", _SIZE), ("num_args", _SIZE),
        ("output_lists", C.POINTER(C.POINTER(_P))),
        ("device_complete_events", C.POINTER(_P)), ("execute_device", _P)),
    "PJRT_Executable_DeserializeAndLoad": _args(
        "PJRT_Executable_DeserializeAndLoad_Args", ("client", _P),
        ("serialized_executable", _P), ("serialized_executable_size", _SIZE),
        ("loaded_executable", _P), ("overridden_serialized_compile_options", _P),
        ("overridden_serialized_compile_options_size", _SIZE)),
    "PJRT_LoadedExecutable_GetDeviceAssignment": _args(
        "PJRT_LoadedExecutable_GetDeviceAssignment_Args", ("executable", _P),
        ("serialized_bytes", _P), ("serialized_bytes_size", _SIZE),
        ("serialized_device_assignment", _P), ("serialized_device_assignment_deleter", _P)),
    "PJRT_LoadedExecutable_Fingerprint": _string_out(
        "PJRT_LoadedExecutable_Fingerprint_Args", "executable", "executable_fingerprint"),
    "PJRT_Buffer_Destroy": _args("PJRT_Buffer_Destroy_Args", ("buffer", _P)),
    "PJRT_Buffer_ElementType": _args("PJRT_Buffer_ElementType_Args", ("buffer", _P),
                                     ("type", C.c_int)),
    "PJRT_Buffer_Dimensions": _args("PJRT_Buffer_Dimensions_Args", ("buffer", _P),
                                    ("dims", _P), ("num_dims", _SIZE)),
    "PJRT_Buffer_UnpaddedDimensions": _args("PJRT_Buffer_UnpaddedDimensions_Args",
                                            ("buffer", _P), ("unpadded_dims", _P),
                                            ("num_dims", _SIZE)),
    "PJRT_Buffer_DynamicDimensionIndices": _args(
        "PJRT_Buffer_DynamicDimensionIndices_Args", ("buffer", _P),
        ("dynamic_dim_indices", _P), ("num_dynamic_dims", _SIZE)),
    "PJRT_Buffer_OnDeviceSizeInBytes": _args("PJRT_Buffer_OnDeviceSizeInBytes_Args",
                                             ("buffer", _P),
                                             ("on_device_size_in_bytes", _SIZE)),
    "PJRT_Buffer_Device": _args("PJRT_Buffer_Device_Args", ("buffer", _P), ("device", _P)),
    "PJRT_Buffer_Memory": _args("PJRT_Buffer_Memory_Args", ("buffer", _P), ("memory", _P)),
    "PJRT_Buffer_Delete": _args("PJRT_Buffer_Delete_Args", ("buffer", _P)),
    "PJRT_Buffer_IsDeleted": _args("PJRT_Buffer_IsDeleted_Args", ("buffer", _P),
                                   ("is_deleted", C.c_bool)),
    "PJRT_Buffer_ToHostBuffer": _args(
        "PJRT_Buffer_ToHostBuffer_Args", ("src", _P), ("host_layout", C.POINTER(MemoryLayout)),
        ("dst", _P), ("dst_size", _SIZE), ("event", _P)),
    "PJRT_Buffer_IsOnCpu": _args("PJRT_Buffer_IsOnCpu_Args", ("buffer", _P),
                                 ("is_on_cpu", C.c_bool)),
    "PJRT_Buffer_ReadyEvent": _args("PJRT_Buffer_ReadyEvent_Args", ("buffer", _P),
                                    ("event", _P)),
    "PJRT_Client_TopologyDescription": _args("PJRT_Client_TopologyDescription_Args",
                                             ("client", _P), ("topology", _P)),
    "PJRT_TopologyDescription_Create": _args(
        "PJRT_TopologyDescription_Create_Args", ("topology_name", _P),
        ("topology_name_size", _SIZE), ("create_options", _P), ("num_options", _SIZE),
        ("topology", _P)),
    "PJRT_TopologyDescription_Destroy": _args("PJRT_TopologyDescription_Destroy_Args",
                                              ("topology", _P)),
    "PJRT_Compile": _args(
        "PJRT_Compile_Args", ("topology", _P), ("program", C.POINTER(Program)),
        ("compile_options", _P), ("compile_options_size", _SIZE), ("client", _P),
        ("executable", _P)),
    "PJRT_TopologyDescription_PlatformName": _string_out(
        "PJRT_TopologyDescription_PlatformName_Args", "topology", "platform_name"),
    "PJRT_TopologyDescription_PlatformVersion": _string_out(
        "PJRT_TopologyDescription_PlatformVersion_Args", "topology", "platform_version"),
    "PJRT_TopologyDescription_GetDeviceDescriptions": _args(
        "PJRT_TopologyDescription_GetDeviceDescriptions_Args", ("topology", _P),
        ("descriptions", _P), ("num_descriptions", _SIZE)),
    "PJRT_TopologyDescription_Serialize": _args(
        "PJRT_TopologyDescription_Serialize_Args", ("topology", _P), ("serialized_bytes", _P),
        ("serialized_bytes_size", _SIZE), ("serialized_topology", _P),
        ("serialized_topology_deleter", _P)),
    "PJRT_TopologyDescription_Attributes": _args(
        "PJRT_TopologyDescription_Attributes_Args", ("topology", _P), ("attributes", _P),
        ("num_attributes", _SIZE)),
}

# Arguments the plugin may do without: a caller whose struct ends before them still passes.
OPTIONAL_TAIL = {
    "PJRT_Client_Create": "kv_try_get_callback",
    "PJRT_Device_MemoryStats": "peak_bytes_in_use",
    "PJRT_Executable_GetCompiledMemoryStats": "host_generated_code_size_in_bytes",
}

# The PJRT_Api table after its header, in pjrt_c_api.h's order (API version 0.90).
SLOTS = """
Error_Destroy Error_Message Error_GetCode Plugin_Initialize Plugin_Attributes
Event_Destroy Event_IsReady Event_Error Event_Await Event_OnReady
Client_Create Client_Destroy Client_PlatformName Client_ProcessIndex Client_PlatformVersion
Client_Devices Client_AddressableDevices Client_LookupDevice Client_LookupAddressableDevice
Client_AddressableMemories Client_Compile Client_DefaultDeviceAssignment
Client_BufferFromHostBuffer
DeviceDescription_Id DeviceDescription_ProcessIndex DeviceDescription_Attributes
DeviceDescription_Kind DeviceDescription_DebugString DeviceDescription_ToString
Device_GetDescription Device_IsAddressable Device_LocalHardwareId Device_AddressableMemories
Device_DefaultMemory Device_MemoryStats
Memory_Id Memory_Kind Memory_DebugString Memory_ToString Memory_AddressableByDevices
Executable_Destroy Executable_Name Executable_NumReplicas Executable_NumPartitions
Executable_NumOutputs Executable_SizeOfGeneratedCodeInBytes Executable_GetCostAnalysis
Executable_OutputMemoryKinds Executable_OptimizedProgram Executable_Serialize
LoadedExecutable_Destroy LoadedExecutable_GetExecutable LoadedExecutable_AddressableDevices
LoadedExecutable_Delete LoadedExecutable_IsDeleted LoadedExecutable_Execute
Executable_DeserializeAndLoad LoadedExecutable_Fingerprint
Buffer_Destroy Buffer_ElementType Buffer_Dimensions Buffer_UnpaddedDimensions
Buffer_DynamicDimensionIndices Buffer_GetMemoryLayout Buffer_OnDeviceSizeInBytes Buffer_Device
Buffer_Memory Buffer_Delete Buffer_IsDeleted Buffer_CopyToDevice Buffer_ToHostBuffer
Buffer_IsOnCpu Buffer_ReadyEvent Buffer_UnsafePointer Buffer_IncreaseExternalReferenceCount
Buffer_DecreaseExternalReferenceCount Buffer_OpaqueDeviceMemoryDataPointer
CopyToDeviceStream_Destroy CopyToDeviceStream_AddChunk CopyToDeviceStream_TotalBytes
CopyToDeviceStream_GranuleSize CopyToDeviceStream_CurrentBytes
TopologyDescription_Create TopologyDescription_Destroy TopologyDescription_PlatformName
TopologyDescription_PlatformVersion TopologyDescription_GetDeviceDescriptions
TopologyDescription_Serialize TopologyDescription_Attributes
Compile
Executable_OutputElementTypes Executable_OutputDimensions
Buffer_CopyToMemory
Client_CreateViewOfDeviceBuffer
Executable_Fingerprint
Client_TopologyDescription
Executable_GetCompiledMemoryStats
Memory_Kind_Id
ExecuteContext_Create ExecuteContext_Destroy Buffer_CopyRawToHost
AsyncHostToDeviceTransferManager_Destroy AsyncHostToDeviceTransferManager_TransferData
Client_CreateBuffersForAsyncHostToDevice AsyncHostToDeviceTransferManager_RetrieveBuffer
AsyncHostToDeviceTransferManager_Device AsyncHostToDeviceTransferManager_BufferCount
AsyncHostToDeviceTransferManager_BufferSize AsyncHostToDeviceTransferManager_SetBufferError
AsyncHostToDeviceTransferManager_AddMetadata Client_DmaMap Client_DmaUnmap
Client_CreateUninitializedBuffer Client_UpdateGlobalProcessInfo
TopologyDescription_Deserialize Client_CreateAliasBuffer Client_FulfillAliasBuffer
LoadedExecutable_GetDeviceAssignment Client_CreateErrorBuffer
AsyncHostToDeviceTransferManager_TransferLiteral Buffer_CopyRawToHostFuture
Device_PoisonExecution Device_CreateAsyncTrackingEvent AsyncTrackingEvent_Destroy
Executable_GetCompileOptions Buffer_DonateWithControlDependency Event_Create Event_Set
""".split()
SLOTS = tuple("PJRT_" + s for s in SLOTS)

# The two functions of the table that return nothing; every other returns a PJRT_Error*.
_VOID = {"PJRT_Error_Destroy", "PJRT_Error_Message"}
_ERROR_FN = C.CFUNCTYPE(_P, _P)
_VOID_FN = C.CFUNCTYPE(None, _P)
# PJRT_Event_OnReadyCallback: void (*)(PJRT_Error* error, void* user_arg).
ON_READY_FN = C.CFUNCTYPE(None, _P, _P)


class Api(C.Structure):
    _fields_ = [("struct_size", _SIZE), ("extension_start", _P),
                ("pjrt_api_version", ApiVersion), *[(name, _P) for name in SLOTS]]


# -- errors ---------------------------------------------------------------------------------

class PjrtError(Exception):
    """An error with its PJRT_Error_Code: what a handler raises for the caller to see."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


_errors: dict[int, tuple[int, C.Array]] = {}  # PJRT_Error* -> (code, its message's bytes)
_errors_lock = threading.Lock()


def new_error(code: int, message: str) -> int:
    """A PJRT_Error* the caller owns until PJRT_Error_Destroy."""
    text = C.create_string_buffer(message.encode("utf-8", "replace"))
    address = C.addressof(text)
    with _errors_lock:
        _errors[address] = (code, text)
    return address


def error_from_exception(function: str, e: BaseException) -> int:
    """The PJRT_Error* a handler's exception becomes: a PjrtError keeps its code; pjrtc's own
    errors (a program it cannot compile, a bad input) keep their message, with the code of
    their kind; anything else is INTERNAL with the traceback (a bug in the plugin)."""
    if isinstance(e, PjrtError):
        return new_error(e.code, str(e))
    if isinstance(e, PjrtcError):
        code = next((c for kind, c in _CODES if isinstance(e, kind)), INVALID_ARGUMENT)
        return new_error(code, str(e))
    return new_error(INTERNAL, f"internal error in pjrtc's plugin ({function}):\n"
                     + "".join(traceback.format_exception(e)).rstrip())


def _error(pointer: int | None) -> tuple[int, C.Array]:
    with _errors_lock:
        found = _errors.get(pointer or 0)
    if found is None:
        raise PjrtError(INVALID_ARGUMENT, f"{pointer!r} is not a PJRT_Error of this plugin")
    return found


def _error_destroy(args: Any) -> None:
    error = args.error
    if error:  # jaxlib destroys the NULL of each successful PJRT_Event_Error too
        with _errors_lock:
            _errors.pop(error, None)


def _error_message(args: Any) -> None:
    _, text = _error(args.error)
    args.message = C.addressof(text)
    args.message_size = len(text.value)


def _error_get_code(args: Any) -> None:
    args.code = _error(args.error)[0]


# -- handles --------------------------------------------------------------------------------

class Handles:
    """The Python objects C holds pointers to. A handle is the object's id(); C may be handed
    the same object several times (each `put` counts) and releases it once per `put` (`drop`),
    so the object lives at least until C's last release."""

    def __init__(self) -> None:
        self._objects: dict[int, list] = {}  # handle -> [object, count]
        self._lock = threading.Lock()

    def put(self, obj: Any) -> int:
        handle = id(obj)
        with self._lock:
            entry = self._objects.get(handle)
            if entry is None:
                self._objects[handle] = [obj, 1]
            else:
                entry[1] += 1
        return handle

    def put_new(self, obj: Any) -> int:
        """`put` of an object made for this hand-out, which C cannot hold yet: its entry is
        new, so no count is shared with another thread and no lock is needed (one dict store
        is atomic)."""
        handle = id(obj)
        self._objects[handle] = [obj, 1]
        return handle

    def get(self, handle: int | None, kind: type) -> Any:
        """The object behind `handle`; INVALID_ARGUMENT unless it is a live `kind`."""
        entry = self._objects.get(handle or 0)
        if entry is None or not isinstance(entry[0], kind):
            raise PjrtError(INVALID_ARGUMENT, f"{handle!r} is not a live {kind.__name__} of "
                            "pjrtc's plugin")
        return entry[0]

    def keep_all(self) -> None:
        """From now on keep every object C was handed (`drop` and every PJRT_*_Destroy do
        nothing), to the end of the process: at exit, what jaxlib releases while the
        interpreter finalizes is not torn down under the device runtime's own teardown, and no
        handler runs after the modules it uses were cleared."""
        self.drop = lambda handle: None  # type: ignore[method-assign]
        _KEEPING_ALL[0] = True
        C.pythonapi.Py_IncRef(C.py_object(self._objects))  # outlives module teardown

    def drop(self, handle: int | None) -> None:
        with self._lock:
            entry = self._objects.get(handle or 0)
            if entry is not None:
                entry[1] -= 1
                if not entry[1]:
                    del self._objects[handle]

    def __len__(self) -> int:
        return len(self._objects)


def pointer_array(handles: list[int], ctype: Any = _P) -> C.Array:
    """A C array of `handles` (the caller keeps it alive as long as C may read it)."""
    return (ctype * max(len(handles), 1))(*handles)


def struct_size(struct: type[C.Structure]) -> int:
    """PJRT_STRUCT_SIZE: the bytes up to the end of the struct's last field (its trailing
    padding not included, unlike sizeof)."""
    last = getattr(struct, struct._fields_[-1][0])
    return last.offset + last.size


def has(args: C.Structure, field: str) -> bool:
    """True when the caller's struct (its `struct_size`) reaches to the end of `field`."""
    f = getattr(type(args), field)
    return args.struct_size >= f.offset + f.size


def needed_size(name: str) -> int:
    """The fewest bytes of function `name`'s args struct the plugin accepts: up to its
    optional tail (OPTIONAL_TAIL) where it has one, else the whole struct of API 0.90."""
    struct = ARGS[name]
    last = OPTIONAL_TAIL.get(name)
    return getattr(struct, last).offset if last else struct_size(struct)


# -- the table ------------------------------------------------------------------------------

# PJRTC_PLUGIN_TRACE=1: each call prints its function's name (a list: settable while running,
# as benchmarks/plugin_overhead.py --trace does for one call).
_TRACING = [os.environ.get("PJRTC_PLUGIN_TRACE", "") not in ("", "0")]
_KEEPING_ALL = [False]  # Handles.keep_all was called: the process is exiting

def dispatch(name: str, handler: Callable[[Any], None]) -> Callable[[int], int | None]:
    """The body of slot `name`: its args struct is checked for size and handed to `handler`;
    whatever the handler raises becomes the PJRT_Error* returned (None: success). Everything
    it uses is bound here, not looked up in the module: jaxlib may still call while the
    interpreter tears modules down at exit."""
    struct = ARGS[name]
    needed = needed_size(name)
    tracing, to_error, keeping_all = _TRACING, error_from_exception, _KEEPING_ALL
    destroys = name.endswith("_Destroy")
    from_address = struct.from_address

    def call(pointer: int) -> int | None:
        if destroys and keeping_all[0]:
            return None
        try:
            args = from_address(pointer)
        except BaseException as e:  # from_address itself cannot fail on a pointer
            # C called while an exception was pending (jaxlib's PyArray_tp_dealloc, when the
            # interpreter drops the arguments of a call that failed, does not set it aside):
            # this first call raised it. It cannot be handed back from Python: ctypes'
            # trampoline (CPython 3.11 _CallPythonObject) checks this function's return with
            # _Py_CheckFunctionResult, so an exception still set then becomes a SystemError,
            # and one raised out of it is printed as unraisable with a garbage PJRT_Error*
            # returned (jaxlib aborts); set again through ctypes.pythonapi it is raised here
            # at once; finalizers and weakref callbacks, which run later, save and restore
            # the pending exception around themselves. Python raises "SystemError: error
            # return without exception set" in its place, so its text goes to stderr; the
            # work is still done. native.py's slots, which set the exception aside around
            # the callback, keep it; this is the path without them (PJRTC_PLUGIN_NATIVE=0,
            # or no JIT).
            lost = (e.__cause__ or e.__context__ or e) if isinstance(e, SystemError) else e
            try:
                print(f"pjrtc plugin: jaxlib called {name} while this exception was being "
                      f"raised, which is lost (Python raises \"SystemError: error return "
                      f"without exception set\" in its place):\n{type(lost).__name__}: "
                      f"{lost}", file=sys.stderr)
            except BaseException:
                pass
            args = from_address(pointer)
        try:
            if tracing[0]:
                print(f"pjrtc plugin: {name}", file=sys.stderr)
            if args.struct_size < needed:
                raise PjrtError(INVALID_ARGUMENT, f"{name}: the caller's args struct has "
                                f"{args.struct_size} bytes, fewer than the {needed} of PJRT C "
                                f"API {API_VERSION[0]}.{API_VERSION[1]}")
            handler(args)
            return None
        except BaseException as e:  # never into C: the caller gets the error
            try:
                return to_error(name, e)
            except BaseException:  # the interpreter is shutting down: nothing can be made
                return None

    return call


def unimplemented(name: str) -> Callable[[int], int]:
    """The body of a slot the plugin does not implement: an UNIMPLEMENTED error naming it."""
    tracing, make = _TRACING, new_error

    def call(pointer: int) -> int:
        if tracing[0]:
            print(f"pjrtc plugin: {name} (unimplemented)", file=sys.stderr)
        return make(UNIMPLEMENTED, f"{name} is not implemented by pjrtc's PJRT plugin")
    return call


# Every table built, its callbacks and the handlers it was made from: C may call them until
# exit.
_keep: list[tuple[Api, list[Any], dict[str, Callable[[Any], None]]]] = []


def tables(handlers: dict[str, Callable[[Any], None]]) -> list[Api]:
    """The tables `make_api` built from `handlers` (the plugin's: the one jaxlib was given)."""
    return [api for api, _, made_from in _keep if made_from is handlers]


def make_api(handlers: dict[str, Callable[[Any], None]]) -> Any:
    """A PJRT_Api in a PyCapsule named "pjrt_c_api" (what jaxlib's plugin loader takes):
    `handlers` by function name fill their slots, the error functions are this module's, every
    other slot answers UNIMPLEMENTED."""
    errors = {"PJRT_Error_Destroy": _error_destroy, "PJRT_Error_Message": _error_message,
              "PJRT_Error_GetCode": _error_get_code}
    api = Api()
    api.struct_size = struct_size(Api)
    api.pjrt_api_version.struct_size = struct_size(ApiVersion)
    api.pjrt_api_version.major_version, api.pjrt_api_version.minor_version = API_VERSION
    callbacks = []
    for name in SLOTS:
        handler = errors.get(name) or handlers.get(name)
        if name in _VOID:
            body = dispatch(name, handler)
            callback: Any = _VOID_FN(lambda pointer, body=body: body(pointer) and None)
        elif handler is not None:
            callback = _ERROR_FN(dispatch(name, handler))
        else:
            callback = _ERROR_FN(unimplemented(name))
        callbacks.append(callback)
        setattr(api, name, C.cast(callback, _P).value)
    _keep.append((api, callbacks, handlers))
    new_capsule = C.pythonapi.PyCapsule_New
    new_capsule.restype = C.py_object
    new_capsule.argtypes = (_P, C.c_char_p, _P)
    return new_capsule(C.addressof(api), b"pjrt_c_api", None)
