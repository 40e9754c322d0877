"""The plugin's C ABI (pjrtc/plugin/c_api.py) and compile options, without JAX: the layout
against pjrt_c_api.h's sizes, the table's error functions, UNIMPLEMENTED slots, refusals."""

from __future__ import annotations

import ctypes as C

import pytest

from pjrtc.plugin import c_api
from pjrtc.plugin.compile import (
    compile_program,
    device_assignment,
    replicas_and_partitions,
)
from pjrtc.plugin.c_api import ARGS, Api, PjrtError


def test_struct_sizes_match_the_header():
    # PJRT_<name>_STRUCT_SIZE of pjrt_c_api.h at API 0.90 (offset + size of the last field).
    assert c_api.struct_size(Api) == 1064
    assert c_api.struct_size(ARGS["PJRT_Error_GetCode"]) == 28
    assert c_api.struct_size(ARGS["PJRT_Client_Compile"]) == 56
    assert c_api.struct_size(ARGS["PJRT_LoadedExecutable_Execute"]) == 80
    assert c_api.struct_size(ARGS["PJRT_Device_MemoryStats"]) == 185
    assert C.sizeof(ARGS["PJRT_Client_BufferFromHostBuffer"]) == 120
    assert C.sizeof(c_api.ExecuteOptions) == 112
    assert Api.PJRT_Client_Create.offset == 120
    assert Api.PJRT_LoadedExecutable_Execute.offset == 480
    assert Api.PJRT_Event_Set.offset == 1056


def _table(handlers=None):
    capsule = c_api.make_api(handlers or {})
    get = C.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = C.c_void_p, (C.py_object, C.c_char_p)
    return Api.from_address(get(capsule, b"pjrt_c_api"))


def _call(api, name, args):
    return C.CFUNCTYPE(C.c_void_p, C.c_void_p)(getattr(api, name))(C.addressof(args))


def _message_and_code(api, error):
    message = ARGS["PJRT_Error_Message"](struct_size=c_api.struct_size(
        ARGS["PJRT_Error_Message"]), error=error)
    C.CFUNCTYPE(None, C.c_void_p)(api.PJRT_Error_Message)(C.addressof(message))
    text = C.string_at(message.message, message.message_size).decode()
    get_code = ARGS["PJRT_Error_GetCode"](struct_size=28, error=error)
    assert _call(api, "PJRT_Error_GetCode", get_code) is None
    destroy = ARGS["PJRT_Error_Destroy"](struct_size=24, error=error)
    C.CFUNCTYPE(None, C.c_void_p)(api.PJRT_Error_Destroy)(C.addressof(destroy))
    return text, get_code.code


def test_every_slot_is_set_and_the_version_is_reported():
    api = _table()
    assert api.struct_size == 1064
    assert (api.pjrt_api_version.major_version,
            api.pjrt_api_version.minor_version) == c_api.API_VERSION
    assert all(getattr(api, name) for name in c_api.SLOTS)


def test_handles_count_puts_and_release_removes_an_object_handed_out_once():
    handles, shared, once = c_api.Handles(), object(), object()
    assert handles.put(shared) == handles.put(shared) == id(shared)
    handles.drop(id(shared))
    assert handles.get(id(shared), object) is shared  # one put left
    handles.drop(id(shared))
    assert handles.put_new(once) == id(once) and len(handles) == 1
    handles.release(id(once))
    handles.release(id(once))  # nothing left to release: nothing happens
    handles.release(None)
    assert len(handles) == 0
    with pytest.raises(PjrtError, match="is not a live object"):
        handles.get(id(once), object)


def test_an_unimplemented_slot_answers_unimplemented_naming_itself():
    api = _table()
    args = ARGS["PJRT_Buffer_IsOnCpu"](struct_size=32)
    error = _call(api, "PJRT_Buffer_CopyToDevice", args)
    text, code = _message_and_code(api, error)
    assert code == c_api.UNIMPLEMENTED
    assert text == "PJRT_Buffer_CopyToDevice is not implemented by pjrtc's PJRT plugin"


def test_a_handler_exception_becomes_an_error_and_a_short_struct_is_refused():
    def fails(args):
        raise PjrtError(c_api.NOT_FOUND, "no such thing")

    api = _table({"PJRT_Client_ProcessIndex": fails})
    args = ARGS["PJRT_Client_ProcessIndex"](struct_size=c_api.struct_size(
        ARGS["PJRT_Client_ProcessIndex"]))
    assert _message_and_code(api, _call(api, "PJRT_Client_ProcessIndex", args)) == (
        "no such thing", c_api.NOT_FOUND)
    args.struct_size = 16
    text, code = _message_and_code(api, _call(api, "PJRT_Client_ProcessIndex", args))
    assert code == c_api.INVALID_ARGUMENT and "has 16 bytes" in text


def test_a_bug_in_a_handler_is_internal_with_its_traceback():
    def buggy(args):
        return 1 / 0

    api = _table({"PJRT_Client_ProcessIndex": buggy})
    args = ARGS["PJRT_Client_ProcessIndex"](struct_size=28)
    text, code = _message_and_code(api, _call(api, "PJRT_Client_ProcessIndex", args))
    assert code == c_api.INTERNAL
    assert "PJRT_Client_ProcessIndex" in text and "ZeroDivisionError" in text


def _options(replicas: int, partitions: int) -> bytes:
    from jaxlib import xla_client

    options = xla_client.CompileOptions()
    options.num_replicas, options.num_partitions = replicas, partitions
    return options.SerializeAsString()


def test_compile_options_are_read_from_jaxlibs_proto():
    assert replicas_and_partitions(b"") == (1, 1)
    assert replicas_and_partitions(_options(1, 1)) == (1, 1)
    assert replicas_and_partitions(_options(4, 2)) == (4, 2)


def test_several_replicas_are_refused_with_a_message():
    with pytest.raises(PjrtError, match="4 replicas and 1 partitions") as e:
        compile_program(b"module {}", "mlir", _options(4, 1))
    assert e.value.code == c_api.INVALID_ARGUMENT


def test_a_program_format_other_than_mlir_is_refused():
    with pytest.raises(PjrtError, match="not 'hlo'") as e:
        compile_program(b"", "hlo", b"")
    assert e.value.code == c_api.UNIMPLEMENTED


def test_truncated_compile_options_are_refused():
    with pytest.raises(PjrtError, match="truncated"):
        replicas_and_partitions(b"\x1a\x05\x20")


def test_the_device_assignment_is_one_replica_on_the_device():
    from pjrtc.plugin.compile import _fields

    fields = _fields(device_assignment(3))
    assert fields[1] == [1] and fields[2] == [1]
    assert _fields(fields[3][0]) == {1: [3]}


def test_pjrtc_verify_each_reaches_jax_compiles(monkeypatch):
    from pjrtc.plugin.compile import compile_options

    monkeypatch.setenv("PJRTC_VERIFY_EACH", "1")
    assert compile_options().verify_each
    monkeypatch.setenv("PJRTC_VERIFY_EACH", "0")
    assert not compile_options().verify_each
