"""Native entry points in the plugin's PJRT_Api table, JIT-compiled with llvmlite when the
plugin is first used: its first compile, executable loaded from bytes or buffer uploaded (once
per process: a process that opens pjrtc's device without using it, as JAX does for every
installed platform unless JAX_PLATFORMS says otherwise, never builds them).

Two things need code that is not a ctypes callback:

- A pending exception. jaxlib frees an argument as a failing call unwinds (PJRT_Buffer_Destroy
  with the call's exception set); a ctypes callback entered then loses it (CPython 3.11's
  trampoline reports "SystemError: error return without exception set" in its place, see
  c_api.dispatch). Each `*_Destroy` slot, and the Python side of each slot answered here, is a
  small function that takes the GIL, sets the pending exception aside (PyErr_Fetch), calls the
  ctypes callback, restores the exception (PyErr_Restore) and releases the GIL: the user gets
  jaxlib's error with pjrtc's message.
- The cost of a call. A ctypes callback costs about 0.5-0.8 us in Python, and jaxlib makes 18
  per jitted call. The answers that need no Python object are given here, without the GIL:
  NumReplicas/NumPartitions (1), NumOutputs of an executable the Python handler answered
  for already (remember_outputs), PJRT_Error_Destroy of NULL, IsReady/Error/Destroy/OnReady of
  the shared READY event (functions.READY_HANDLE), Buffer_Device/Buffer_Memory while the process
  has one device (its handles, else the Python handler answers), Memory_Kind (the plugin's one
  kind), Buffer_IsDeleted/Buffer_ReadyEvent of the outputs of an inline run (`settle`). The
  answers that need no table (NumReplicas, ..., Memory_Kind) do not check that the handle is
  one of the plugin's live objects, as the Python handlers do (they answer what the Python
  handler would for any live one); a struct shorter than c_api.needed_size goes to the
  Python handler, which refuses it. Calls answered here are not traced (PJRTC_PLUGIN_TRACE).

The package stays "Python only" in what it ships: nothing compiled is built at install or
shipped; llvmlite, the compiler's own dependency, is imported by this module only within the
plugin. Where the JIT cannot be built (llvmlite lacks a symbol, say) a warning says so and the
table keeps its ctypes callbacks, which lose that exception (c_api.dispatch prints it);
PJRTC_PLUGIN_NATIVE=0 keeps them too (the fallback, tested).
"""

from __future__ import annotations

import ctypes as C
import os
import threading
import time
import warnings
from typing import Any

from pjrtc.plugin.c_api import ARGS, SLOTS, Api, needed_size
from pjrtc.plugin.objects import MEMORY_KIND, CString

VARIABLE = "PJRTC_PLUGIN_NATIVE"  # "0": keep the table's ctypes callbacks

# Slots answered natively: name -> (when, answer), both in the LLVM IR below's terms.
#   when: "always", ("ready", field) the handle in `field` is READY, ("null", field) it is
#         NULL, ("global", name) the module's global `name` is set (not 0), ("outputs",
#         field) the executable is in the NumOutputs table, ("settled", field) the buffer is
#         in the settled table, ("unsettle", field) never (its entry is cleared first).
#   answer: (field, value) stores; value an int, a constant's name ("ready": READY's handle),
#         "global" (the global tested), "outputs" (the count found), or "on_ready" (call the
#         caller's callback with no error: READY is complete and has none).
_ANSWERS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "PJRT_Executable_NumReplicas": ("always", (("num_replicas", 1),)),
    "PJRT_Executable_NumPartitions": ("always", (("num_partitions", 1),)),
    "PJRT_Error_Destroy": (("null", "error"), ()),
    "PJRT_Event_IsReady": (("ready", "event"), (("is_ready", 1),)),
    "PJRT_Event_Error": (("ready", "event"), ()),
    "PJRT_Event_Destroy": (("ready", "event"), ()),
    "PJRT_Event_OnReady": (("ready", "event"), ("on_ready",)),
    "PJRT_Buffer_Device": (("global", "device"), (("device", "global"),)),
    "PJRT_Buffer_Memory": (("global", "memory"), (("memory", "global"),)),
    "PJRT_Memory_Kind": ("always", (("kind", "kind_address"), ("kind_size", "kind_size"))),
    "PJRT_Executable_NumOutputs": (("outputs", "executable"), (("num_outputs", "outputs"),)),
    "PJRT_Buffer_IsDeleted": (("settled", "buffer"), (("is_deleted", 0),)),
    "PJRT_Buffer_ReadyEvent": (("settled", "buffer"), (("event", "ready"),)),
    "PJRT_Buffer_Destroy": (("unsettle", "buffer"), ()),
}
# Buffers known ready and not deleted ("settled": what Buffer_IsDeleted and Buffer_ReadyEvent
# answer natively): a table of SETTLED handles, a buffer's at (handle >> 4) % SETTLED, written
# by `settle` for the outputs of an inline run. PJRT_Buffer_Destroy clears its buffer's entry
# natively before the Python handler may free it, and every deletion of a device buffer
# (Buffer_Delete, a donating run) clears the table first (`unsettle_all`: a runtime buffer
# may be shared by several of the plugin's), so an entry is always a live, undeleted buffer.
SETTLED = 64
# NumOutputs of the executables the Python handler answered last: a table of OUTPUTS
# (handle, count) entries, an executable's at (handle >> 4) % OUTPUTS (remember_outputs). An
# entry lives while C holds the handle (forget_outputs at each PJRT_Executable_Destroy of it),
# so a handle found there is the executable's, never a later object's at the same address.
OUTPUTS = 64
_VOID = {"PJRT_Error_Destroy", "PJRT_Error_Message"}
_INT = {1: "i8", 4: "i32", 8: "i64"}

_lock = threading.Lock()
_state: dict[str, Any] = {}  # "tried", "seconds", "cells": the globals of each module built
_settled: list[C.Array] = []  # each module's table of settled buffers
_devices: set[tuple[int, int]] = set()  # (device, memory) handles of every client


def install(tables: list[Api], ready: int) -> bool:
    """Put the native entry points in `tables` (the first call only: the tables made so far),
    READY being the handle `ready`. False where the tables keep their ctypes callbacks
    (PJRTC_PLUGIN_NATIVE=0, or the JIT failed: warned)."""
    if "tried" in _state:  # every call after the first: no lock, nothing to do
        return _state["tried"]
    with _lock:
        if "tried" in _state:
            return _state["tried"]
        _state["tried"] = False
        if os.environ.get(VARIABLE, "") == "0":
            return False
        try:
            built = [(api, _build(api, ready)) for api in tables]
        except Exception as e:  # llvmlite missing or not able to JIT: stay in Python
            warnings.warn(f"pjrtc plugin: its native entry points could not be built "
                          f"({type(e).__name__}: {e}); the PJRT table stays in Python, "
                          "where an exception pending when jaxlib frees a buffer is lost",
                          RuntimeWarning, stacklevel=2)
            return False
        for api, addresses in built:
            for name, address in addresses.items():
                setattr(api, name, address)
        _state["tried"] = bool(built)
        _set_cells()
        return _state["tried"]


def record_devices(devices: list[tuple[int, int]]) -> None:
    """The (device, memory) handles of a client just created: Buffer_Device and Buffer_Memory
    are answered natively while the process has one device, by the Python handlers once it
    has had more."""
    with _lock:
        _devices.update(devices)
        _set_cells()


def remember_outputs(handle: int, count: int) -> None:
    """Executable `handle` (one C holds now) has `count` outputs: NumOutputs answers natively
    from now until `forget_outputs`. The entry is cleared before it is written and its handle
    written last, so native code reading (handle, count, handle) sees a consistent pair."""
    at = (handle >> 4) % OUTPUTS
    for cells in _state.get("cells", ()):
        handles, counts = cells["handles"], cells["counts"]
        if handles[at] != handle:
            handles[at] = 0
            counts[at] = count
            handles[at] = handle


def forget_outputs(handle: int) -> None:
    """C released executable `handle` (once: it may hold it still, a native miss then)."""
    at = (handle >> 4) % OUTPUTS
    for cells in _state.get("cells", ()):
        if cells["handles"][at] == handle:
            cells["handles"][at] = 0


def settle(handle: int) -> None:
    """Buffer `handle` (new, C holds it) is ready: Buffer_IsDeleted and Buffer_ReadyEvent
    answer natively until it is destroyed or a device buffer is deleted."""
    for table in _settled:
        table[(handle >> 4) % SETTLED] = handle


def unsettle_all() -> None:
    """A device buffer is about to be deleted: no buffer is known undeleted any more."""
    for table in _settled:
        C.memset(table, 0, C.sizeof(table))


def _set_cells() -> None:
    single = next(iter(_devices)) if len(_devices) == 1 else (0, 0)
    for cells in _state.get("cells", ()):
        cells["device"].value, cells["memory"].value = single


def build_seconds() -> float:
    """How long building the native entry points took (0 before they were built)."""
    return _state.get("seconds", 0.0)


def _build(api: Api, ready: int) -> dict[str, int]:
    """JIT-compile the entry points of `api` (whose slots hold the ctypes callbacks they fall
    back on) and return their addresses by slot name; the code lives to the end of the
    process (jaxlib may call into it while the interpreter finalizes)."""
    start = time.perf_counter()
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    for symbol in ("PyGILState_Ensure", "PyGILState_Release", "PyErr_Fetch", "PyErr_Restore"):
        llvm.add_symbol(symbol, C.cast(getattr(C.pythonapi, symbol), C.c_void_p).value)
    kind = CString(MEMORY_KIND)
    constants = {"kind_address": kind.address, "kind_size": kind.size, "ready": ready}
    ir = ["declare i32 @PyGILState_Ensure()", "declare void @PyGILState_Release(i32)",
          "declare void @PyErr_Fetch(ptr, ptr, ptr)", "declare void @PyErr_Restore(ptr, ptr, ptr)",
          "@device = global i64 0, align 8", "@memory = global i64 0, align 8",
          f"@handles = global [{OUTPUTS} x i64] zeroinitializer, align 8",
          f"@counts = global [{OUTPUTS} x i64] zeroinitializer, align 8",
          f"@settled = global [{SETTLED} x i64] zeroinitializer, align 8"]
    names = {}
    for name in SLOTS:
        keeps = name.endswith("_Destroy") or name in _ANSWERS
        if not keeps:
            continue
        ir.append(_keep_exception(name, getattr(api, name)))
        names[name] = "keep." + name
        if name in _ANSWERS:
            ir.append(_answer(name, ready, constants))
            names[name] = "answer." + name
    module = llvm.parse_assembly("\n".join(ir))
    module.verify()
    # Not optimized: a few loads, stores and calls gain nothing from it, and -O2 triples the
    # build (about 20 -> 70 ms).
    machine = llvm.Target.from_default_triple().create_target_machine(opt=0)
    engine = llvm.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    # Never freed: module teardown at exit must not take the code from under jaxlib.
    kept = (engine, machine, kind)
    C.pythonapi.Py_IncRef(C.py_object(kept))
    cells = {cell: C.c_int64.from_address(engine.get_global_value_address(cell))
             for cell in ("device", "memory")}
    for table in ("handles", "counts"):
        cells[table] = (C.c_int64 * OUTPUTS).from_address(
            engine.get_global_value_address(table))
    _state.setdefault("cells", []).append(cells)
    _settled.append((C.c_int64 * SETTLED).from_address(engine.get_global_value_address(
        "settled")))
    addresses = {name: engine.get_function_address(symbol) for name, symbol in names.items()}
    _state["seconds"] = _state.get("seconds", 0.0) + time.perf_counter() - start
    return addresses


def _keep_exception(name: str, callback: int) -> str:
    """`keep.<name>`: the ctypes callback at `callback` called with the GIL held and any
    pending exception set aside, then restored."""
    ret = "void" if name in _VOID else "ptr"
    call = ("call void %f(ptr %a)" if ret == "void" else "%r = call ptr %f(ptr %a)")
    return f"""
define {ret} @"keep.{name}"(ptr %a) {{
  %t = alloca ptr
  %v = alloca ptr
  %b = alloca ptr
  %g = call i32 @PyGILState_Ensure()
  call void @PyErr_Fetch(ptr %t, ptr %v, ptr %b)
  %f = inttoptr i64 {callback} to ptr
  {call}
  %t1 = load ptr, ptr %t
  %v1 = load ptr, ptr %v
  %b1 = load ptr, ptr %b
  call void @PyErr_Restore(ptr %t1, ptr %v1, ptr %b1)
  call void @PyGILState_Release(i32 %g)
  ret {"void" if ret == "void" else "ptr %r"}
}}"""


def _field(struct: type[C.Structure], field: str, value: str) -> tuple[str, str]:
    """(IR computing the address of `field` as %<value>.p, its integer type)."""
    f = getattr(struct, field)
    return (f"%{value}.p = getelementptr i8, ptr %a, i64 {f.offset}", _INT[f.size])


def _answer(name: str, ready: int, constants: dict[str, int]) -> str:
    """`answer.<name>`: the native answer of `_ANSWERS[name]` where its condition holds and the
    caller's struct is long enough, else `keep.<name>` (the Python handler)."""
    struct = ARGS[name]
    when, stores = _ANSWERS[name]
    ret = "void" if name in _VOID else "ptr"
    test: list[str] = []
    if when == "always":
        test.append("br label %answer")
    elif when[0] == "global":
        test += [f"%g = load atomic i64, ptr @{when[1]} monotonic, align 8",
                 "%hit = icmp ne i64 %g, 0", "br i1 %hit, label %answer, label %python"]
    elif when[0] == "outputs":  # (handle, count, handle) of its entry: the same handle twice
        address, _ = _field(struct, when[1], "h")
        test += [address, "%h = load i64, ptr %h.p", "%i.0 = lshr i64 %h, 4",
                 f"%i = urem i64 %i.0, {OUTPUTS}",
                 f"%hs = getelementptr [{OUTPUTS} x i64], ptr @handles, i64 0, i64 %i",
                 f"%cs = getelementptr [{OUTPUTS} x i64], ptr @counts, i64 0, i64 %i",
                 "%h1 = load atomic i64, ptr %hs seq_cst, align 8",
                 "%n = load atomic i64, ptr %cs seq_cst, align 8",
                 "%h2 = load atomic i64, ptr %hs seq_cst, align 8",
                 "%same1 = icmp eq i64 %h1, %h", "%same2 = icmp eq i64 %h2, %h",
                 "%set = icmp ne i64 %h, 0", "%same = and i1 %same1, %same2",
                 "%hit = and i1 %same, %set", "br i1 %hit, label %answer, label %python"]
    elif when[0] in ("settled", "unsettle"):
        address, _ = _field(struct, when[1], "h")
        test += [address, "%h = load i64, ptr %h.p", "%i.0 = lshr i64 %h, 4",
                 f"%i = urem i64 %i.0, {SETTLED}",
                 f"%e = getelementptr [{SETTLED} x i64], ptr @settled, i64 0, i64 %i"]
        if when[0] == "settled":
            test += ["%s = load atomic i64, ptr %e seq_cst, align 8",
                     "%same = icmp eq i64 %s, %h", "%set = icmp ne i64 %h, 0",
                     "%hit = and i1 %same, %set", "br i1 %hit, label %answer, label %python"]
        else:  # clear the buffer's entry, then the Python handler frees it
            test += ["%old = cmpxchg ptr %e, i64 %h, i64 0 seq_cst seq_cst",
                     "br label %python"]
    else:
        address, kind = _field(struct, when[1], "h")
        test += [address, f"%h = load {kind}, ptr %h.p",
                 f"%hit = icmp eq {kind} %h, {ready if when[0] == 'ready' else 0}",
                 "br i1 %hit, label %answer, label %python"]
    answer: list[str] = []
    for i, store in enumerate(stores):
        if store == "on_ready":
            callback, _ = _field(struct, "callback", "cb")
            user_arg, _ = _field(struct, "user_arg", "ua")
            answer += [callback, user_arg, "%cb = load ptr, ptr %cb.p",
                       "%ua = load ptr, ptr %ua.p", "call void %cb(ptr null, ptr %ua)"]
            continue
        field, value = store
        address, kind = _field(struct, field, f"s{i}")
        number = {"global": "%g", "outputs": "%n"}.get(value, constants.get(value, value))
        answer += [address, f"store {kind} {number}, ptr %s{i}.p"]
    done = "ret void" if ret == "void" else "ret ptr null"
    python = ([f'call void @"keep.{name}"(ptr %a)', "ret void"] if ret == "void" else
              [f'%r = call ptr @"keep.{name}"(ptr %a)', "ret ptr %r"])
    lines = [f'define {ret} @"answer.{name}"(ptr %a) {{', "entry:",
             "  %size = load i64, ptr %a",
             f"  %long = icmp uge i64 %size, {needed_size(name)}",
             "  br i1 %long, label %test, label %python", "test:",
             *("  " + line for line in test), "answer:", *("  " + line for line in answer),
             f"  {done}", "python:", *("  " + line for line in python), "}"]
    return "\n".join(lines)
