"""The plugin's native entry points (pjrtc/plugin/native.py), without JAX: a table made from
test handlers, its slots called through ctypes as jaxlib calls them."""

from __future__ import annotations

import ctypes as C
import warnings

import pytest

from pjrtc.plugin import c_api, native
from pjrtc.plugin.c_api import ARGS, Api, struct_size

READY = 0x5EAD0


@pytest.fixture
def fresh(monkeypatch):
    """native's process state, empty for the test (the plugin's own is left alone)."""
    monkeypatch.delenv(native.VARIABLE, raising=False)
    monkeypatch.setattr(native, "_state", {})
    monkeypatch.setattr(native, "_devices", set())


def _table(handlers) -> Api:
    capsule = c_api.make_api(handlers)
    get = C.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = C.c_void_p, (C.py_object, C.c_char_p)
    return Api.from_address(get(capsule, b"pjrt_c_api"))


def _args(name, **fields):
    return ARGS[name](struct_size=struct_size(ARGS[name]), **fields)


def _call(api, name, args):
    return C.CFUNCTYPE(C.c_void_p, C.c_void_p)(getattr(api, name))(C.addressof(args))


def _error_text(api, error):
    message = _args("PJRT_Error_Message", error=error)
    C.CFUNCTYPE(None, C.c_void_p)(api.PJRT_Error_Message)(C.addressof(message))
    return C.string_at(message.message, message.message_size).decode()


def _python(calls):
    """Handlers that record their calls (what reaches Python)."""
    def handler(name):
        def record(args):
            calls.append(name)
            if name == "PJRT_Event_IsReady":
                args.is_ready = False
            if name == "PJRT_Buffer_Device":
                args.device = 7
        return record
    return {name: handler(name) for name in native._ANSWERS if name != "PJRT_Error_Destroy"}


def test_answers_that_need_no_python_are_native(fresh):
    calls = []
    handlers = _python(calls)
    api = _table(handlers)
    python_slots = {name: getattr(api, name) for name in native._ANSWERS}
    native.record_devices([(1234, 5678)])
    assert native.install(c_api.tables(handlers), READY)
    assert all(getattr(api, name) != python_slots[name] for name in native._ANSWERS)
    assert 0 < native.build_seconds() < 5
    replicas = _args("PJRT_Executable_NumReplicas", num_replicas=-1)
    assert _call(api, "PJRT_Executable_NumReplicas", replicas) is None
    assert replicas.num_replicas == 1
    ready = _args("PJRT_Event_IsReady", event=READY)
    assert _call(api, "PJRT_Event_IsReady", ready) is None and ready.is_ready
    assert _call(api, "PJRT_Event_Destroy", _args("PJRT_Event_Destroy", event=READY)) is None
    seen = []
    on_ready = c_api.ON_READY_FN(lambda error, user_arg: seen.append((error, user_arg)))
    args = _args("PJRT_Event_OnReady", event=READY, callback=C.cast(on_ready, C.c_void_p),
                 user_arg=99)
    assert _call(api, "PJRT_Event_OnReady", args) is None and seen == [(None, 99)]
    device = _args("PJRT_Buffer_Device", buffer=1)
    assert _call(api, "PJRT_Buffer_Device", device) is None and device.device == 1234
    memory = _args("PJRT_Buffer_Memory", buffer=1)
    assert _call(api, "PJRT_Buffer_Memory", memory) is None and memory.memory == 5678
    kind = _args("PJRT_Memory_Kind", memory=5678)
    assert _call(api, "PJRT_Memory_Kind", kind) is None
    assert C.string_at(kind.kind, kind.kind_size) == b"device"
    C.CFUNCTYPE(None, C.c_void_p)(api.PJRT_Error_Destroy)(C.addressof(
        _args("PJRT_Error_Destroy", error=None)))
    assert calls == []  # none of it reached Python


def test_what_native_code_cannot_answer_goes_to_the_python_handler(fresh):
    calls = []
    handlers = _python(calls)
    api = _table(handlers)
    native.install(c_api.tables(handlers), READY)
    native.record_devices([(1234, 5678)])  # the device known after the build
    other = _args("PJRT_Event_IsReady", event=READY + 8)
    assert _call(api, "PJRT_Event_IsReady", other) is None and not other.is_ready
    assert calls == ["PJRT_Event_IsReady"]
    # A struct shorter than the plugin needs is refused by Python, as without native code.
    short = _args("PJRT_Executable_NumReplicas")
    short.struct_size = 16
    assert "has 16 bytes" in _error_text(api, _call(api, "PJRT_Executable_NumReplicas", short))
    assert calls[-1:] == ["PJRT_Event_IsReady"]  # refused before the handler
    # A second device: Buffer_Device is the Python handler's again.
    native.record_devices([(4321, 8765)])
    device = _args("PJRT_Buffer_Device", buffer=1)
    assert _call(api, "PJRT_Buffer_Device", device) is None and device.device == 7
    assert calls[-1] == "PJRT_Buffer_Device"


def test_num_outputs_is_native_once_python_answered_it_until_the_executable_is_released(
        fresh):
    calls = []

    def num_outputs(args):
        calls.append(args.executable)
        args.num_outputs = 3
        native.remember_outputs(args.executable, 3)

    handlers = {"PJRT_Executable_NumOutputs": num_outputs}
    api = _table(handlers)
    native.install(c_api.tables(handlers), READY)
    first, same_entry = 0x1000, 0x1000 + 16 * native.OUTPUTS
    for handle in (first, first, same_entry, same_entry, first):
        args = _args("PJRT_Executable_NumOutputs", executable=handle)
        assert _call(api, "PJRT_Executable_NumOutputs", args) is None
        assert args.num_outputs == 3
    assert calls == [first, same_entry, first]  # an entry holds one executable
    native.forget_outputs(first)
    _call(api, "PJRT_Executable_NumOutputs", _args("PJRT_Executable_NumOutputs",
                                                    executable=first))
    assert calls[-1] == first and len(calls) == 4


def test_a_settled_buffer_is_native_until_destroyed_or_a_buffer_is_deleted(fresh):
    calls = []

    def record(name, **answer):
        def handler(args):
            calls.append(name)
            for field, value in answer.items():
                setattr(args, field, value)
        return handler

    handlers = {"PJRT_Buffer_IsDeleted": record("IsDeleted", is_deleted=True),
                "PJRT_Buffer_ReadyEvent": record("ReadyEvent", event=1),
                "PJRT_Buffer_Destroy": record("Destroy")}
    api = _table(handlers)
    native.install(c_api.tables(handlers), READY)

    def ask(buffer):
        deleted = _args("PJRT_Buffer_IsDeleted", buffer=buffer, is_deleted=True)
        event = _args("PJRT_Buffer_ReadyEvent", buffer=buffer)
        assert _call(api, "PJRT_Buffer_IsDeleted", deleted) is None
        assert _call(api, "PJRT_Buffer_ReadyEvent", event) is None
        return deleted.is_deleted, event.event

    buffer = 0x2000
    native.settle(buffer)
    assert ask(buffer) == (False, READY) and calls == []
    assert ask(buffer + 16) == (True, 1) and calls == ["IsDeleted", "ReadyEvent"]
    _call(api, "PJRT_Buffer_Destroy", _args("PJRT_Buffer_Destroy", buffer=buffer))
    assert calls[-1] == "Destroy"
    assert ask(buffer) == (True, 1)  # its entry went with it
    native.settle(buffer)
    native.unsettle_all()  # a device buffer is about to be deleted
    assert ask(buffer) == (True, 1) and len(calls) == 7


def test_a_destroy_reaches_its_handler_through_the_native_slot(fresh):
    """Each *_Destroy slot is native code that sets a pending exception aside around the
    Python handler (jax_checks.py's an_exception_pending_when_jaxlib_frees_a_buffer_... checks
    the exception jaxlib unwinds with: ctypes cannot leave one set across its calls)."""
    calls = []
    handlers = {"PJRT_Buffer_Destroy": lambda args: calls.append(args.buffer)}
    api = _table(handlers)
    slot = api.PJRT_Buffer_Destroy
    native.install(c_api.tables(handlers), READY)
    assert api.PJRT_Buffer_Destroy != slot
    assert _call(api, "PJRT_Buffer_Destroy", _args("PJRT_Buffer_Destroy", buffer=42)) is None
    assert calls == [42]


def test_without_the_jit_the_table_stays_python_with_a_warning(fresh, monkeypatch):
    def no_jit(api, ready):
        raise OSError("llvmlite lacks a symbol")

    monkeypatch.setattr(native, "_build", no_jit)
    handlers = _python([])
    api = _table(handlers)
    before = bytes(C.string_at(C.addressof(api), C.sizeof(api)))
    with pytest.warns(RuntimeWarning, match="could not be built .*llvmlite lacks a symbol"):
        assert not native.install(c_api.tables(handlers), READY)
    assert bytes(C.string_at(C.addressof(api), C.sizeof(api))) == before
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # tried once per process: no second warning
        assert not native.install(c_api.tables(handlers), READY)


def test_pjrtc_plugin_native_0_keeps_the_python_table(fresh, monkeypatch):
    monkeypatch.setenv(native.VARIABLE, "0")
    handlers = _python([])
    api = _table(handlers)
    slot = api.PJRT_Executable_NumReplicas
    assert not native.install(c_api.tables(handlers), READY)
    assert api.PJRT_Executable_NumReplicas == slot
