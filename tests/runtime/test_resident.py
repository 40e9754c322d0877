"""Calls on device buffers copy nothing they need not: an input is read in place where the
artifact says nothing writes its slot (format 1.2), each output is computed in its own memory
from the client's pool, and that memory is reused warm. Donation, DLPack, older formats and
threads stay correct."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime import Client, DeviceBuffer
from pjrtc_runtime import memory as memory_module
from pjrtc_runtime.buffer import pin, pin_same, unpin, unpin_same
from pjrtc_runtime.errors import DeletedBufferError, InputError
from runtime_helpers import N, f32_tensor, launch, manifest, npz_arrays, write

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_file

ROOT = Path(__file__).resolve().parents[2]
X = np.arange(N, dtype=np.float32)


@pytest.fixture
def client() -> Client:
    """A client of its own: its pool and statistics start empty."""
    return Client()


def _pointer(buffer: DeviceBuffer) -> int:
    return buffer.__sycl_usm_array_interface__["data"][0]


def _slot(exe: pjrtc_runtime.Executable, index: int) -> np.ndarray:
    """The bytes in buffer slot ``index`` of the executable's one workspace."""
    exe.synchronize()
    (workspace,) = exe._pool._idle
    slot = workspace.slots[index]
    host = np.empty(slot.nbytes, dtype=np.uint8)
    workspace.stream.queue.memcpy(host, slot, slot.nbytes)
    return host


# -- inputs read in place -------------------------------------------------------------------

def test_device_inputs_and_outputs_are_not_copied(client: Client,
                                                  addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    (y,) = exe.execute([x])
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    np.testing.assert_array_equal(x.to_numpy(), X)
    # The kernel read x's memory and wrote y's: neither slot was touched (zeros since load).
    assert not _slot(exe, 0).any() and not _slot(exe, 1).any()
    (h,) = exe.execute([x], results="host")  # host results: the output comes from its slot
    np.testing.assert_array_equal(h, X + 1)
    assert not _slot(exe, 0).any()
    np.testing.assert_array_equal(_slot(exe, 1).view(np.float32), X + 1)
    (z,) = exe(X + 5)  # numpy inputs are copied into their slots, as before
    np.testing.assert_array_equal(z, X + 6)
    np.testing.assert_array_equal(_slot(exe, 0).view(np.float32), X + 5)


def test_the_kernels_read_the_callers_memory(client: Client,
                                             addone_resident_path: Path) -> None:
    """What the kernel reads is the buffer's memory itself: change it behind the runtime's
    back (through dpctl, which a user must never do to an immutable buffer) and the next
    call sees the change, though nothing was uploaded."""
    import dpctl.memory

    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    dpctl.memory.as_usm_memory(x).copy_from_host((X * 3).view(np.uint8))
    (y,) = exe.execute([x])
    np.testing.assert_array_equal(y.to_numpy(), X * 3 + 1)


def test_a_written_input_slot_is_copied_in(client: Client, spirv: bytes,
                                           tmp_path: Path) -> None:
    """A kernel that updates its input's slot in place (writes=1 on slot 0, which it also
    reads): the runtime copies the caller's buffer in, and the buffer stays unchanged."""
    m = manifest([f32_tensor(N, 0, "x")], [f32_tensor(N, 1)], [4 * N, 4 * N],
                 [launch("addone_out", [("buffer", 0), ("buffer", 0)], N, writes=1),
                  launch("addone_out", [("buffer", 1), ("buffer", 0)], N, writes=1)])
    exe = client.load(write(tmp_path / "inplace.pjrtc", m, spirv))
    assert exe._bindable == ()
    x = client.buffer_from_pyval(X)
    for _ in range(3):
        (y,) = exe.execute([x])
        np.testing.assert_array_equal(y.to_numpy(), X + 2)
    np.testing.assert_array_equal(x.to_numpy(), X)
    np.testing.assert_array_equal(_slot(exe, 0).view(np.float32), X + 1)  # copied, updated


def test_compiled_artifact_leaves_caller_buffers_unchanged(client: Client,
                                                           tmp_path: Path) -> None:
    """testdata/concatenate: the plan of format 1.1 put result[1] into arg1's slot. From 1.2
    every input has a slot no other value shares, nothing writes it, so the runtime reads
    the caller's buffers in place; they stay unchanged and the input slots untouched."""
    compiled = compile_file(ROOT / "testdata" / "concatenate" / "model.mlir")
    m = compiled.manifest
    inputs = {t.buffer for t in m.inputs}
    assert len(inputs) == len(m.inputs)
    assert not inputs & {a.index for k in m.kernels for a in k.written_args()}
    assert not inputs & {t.buffer for t in m.outputs}
    path = tmp_path / "concatenate.pjrtc"
    write_artifact(path, m, compiled.spirv, compiled.constants)
    exe = client.load(path)
    assert exe._bindable == tuple(range(len(m.inputs)))
    arrays = npz_arrays(ROOT / "testdata" / "concatenate" / "inputs.npz")
    expected = npz_arrays(ROOT / "testdata" / "concatenate" / "expected.npz")
    buffers = [client.buffer_from_pyval(a) for a in arrays]
    for _ in range(3):
        for got, want in zip(exe.execute(buffers), expected, strict=True):
            np.testing.assert_array_equal(got.to_numpy(), want)
    for buffer, array in zip(buffers, arrays):
        np.testing.assert_array_equal(buffer.to_numpy(), array)
    for t in m.inputs:
        assert not _slot(exe, t.buffer).any()


def test_older_formats_copy_their_inputs(client: Client) -> None:
    """A format-1.1 artifact may share an input's slot with later values: inputs are copied
    in (the slot holds them after the call), outputs still land in their own memory."""
    case = ROOT / "testdata" / "artifacts" / "format-1.1" / "constants"
    exe = client.load(case / "model.pjrtc")
    assert exe.manifest.format_version == (1, 1) and exe._bindable == ()
    arrays, expected = npz_arrays(case / "inputs.npz"), npz_arrays(case / "expected.npz")
    buffers = [client.buffer_from_pyval(a) for a in arrays]
    for got, want in zip(exe.execute(buffers), expected, strict=True):
        np.testing.assert_allclose(got.to_numpy(), want, rtol=1e-5, atol=1e-6)
    for buffer, array in zip(buffers, arrays):
        np.testing.assert_array_equal(buffer.to_numpy(), array)
    first = exe.manifest.inputs[0]
    if first.buffer not in {t.buffer for t in exe.manifest.outputs}:
        assert _slot(exe, first.buffer)[:first.nbytes].tobytes() == arrays[0].tobytes()


# -- outputs in pooled memory -------------------------------------------------------------------

def test_outputs_reuse_pooled_memory(client: Client, addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    (y,) = exe.execute([x])
    pointer = _pointer(y)
    del y
    exe.synchronize()  # the run's record held y's memory until it was known finished
    (y,) = exe.execute([x])
    assert _pointer(y) == pointer  # the same block, warm
    del y
    exe.synchronize()
    before = client.memory_stats()
    for _ in range(300):
        (y,) = exe.execute([x])
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    del y
    exe.synchronize()
    gc.collect()
    after = client.memory_stats()
    assert after.device_allocs <= before.device_allocs + 2, after  # a couple in rotation
    # Resident calls: the workspace's kept memory in rotation, not allocated per call.
    assert after.total_allocs <= before.total_allocs + 2, after
    assert after.bytes_in_use == before.bytes_in_use and after.num_allocs == before.num_allocs
    assert after.pool_bytes <= before.pool_bytes + 2 * 64
    assert after.bytes_in_use + after.pool_bytes <= before.bytes_in_use + before.pool_bytes + 128


def test_an_idle_output_memory_object_is_reused_and_a_held_one_never(
        client: Client, addone_resident_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pool reuses the memory object of an output nobody holds any more (no new dpctl
    object per call), and never one still held: by a buffer, an export, or queued work."""
    made = []

    class Counted(memory_module.PooledMemory):
        __slots__ = ()

        def __new__(cls, *args: object) -> Counted:
            made.append(1)
            return super().__new__(cls, *args)

    monkeypatch.setattr(memory_module, "PooledMemory", Counted)
    exe = client.load(addone_resident_path)
    a, b = client.buffer_from_pyval(X), client.buffer_from_pyval(X * 2)
    (y,) = exe.execute([a])
    made.clear()
    for _ in range(5):
        del y
        (y,) = exe.execute([a])
    assert not made  # each call's output got the dropped one's memory object again
    (z,) = exe.execute([b])
    assert len(made) == 1 and z._memory is not y._memory  # y still holds its memory
    carrier = z.__dlpack__()  # an export holds the memory beyond the buffer
    z_memory = z._memory
    del z
    (w,) = exe.execute([a])
    assert w._memory is not z_memory and w._memory is not y._memory
    del z_memory
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    np.testing.assert_array_equal(w.to_numpy(), X + 1)
    del carrier
    (v,) = exe.execute_async([b]).wait()  # the run's record held v's memory until pruned
    np.testing.assert_array_equal(v.to_numpy(), X * 2 + 1)
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    stats = client.memory_stats()  # lets go of the kept objects: counted as ever
    in_use = {id(buffer._memory._block) for buffer in (a, b, y, w, v)}
    assert stats.num_allocs == len(in_use) + len(exe._pool._idle[0].slots), stats


def test_pool_is_bounded_and_can_be_trimmed(addone_resident_path: Path) -> None:
    client = Client(max_pool_bytes=2 * 64)  # two float32[16] blocks
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    held = [exe.execute([x])[0] for _ in range(5)]
    assert len({_pointer(b) for b in held}) == 5
    start = client.memory_stats()
    del held
    exe.synchronize()
    stats = client.memory_stats()
    assert stats.pool_blocks == 2 and stats.pool_bytes == 128
    assert stats.bytes_in_use == start.bytes_in_use - 5 * 64
    assert client.trim_pool() == 128
    assert client.memory_stats().pool_bytes == 0
    unpooled = Client(max_pool_bytes=0)
    exe = unpooled.load(addone_resident_path)
    x = unpooled.buffer_from_pyval(X)
    for _ in range(5):
        exe.execute([x])
    exe.synchronize()
    stats = unpooled.memory_stats()
    assert stats.pool_bytes == 0 and stats.device_allocs >= 6
    with pytest.raises(InputError, match="max_pool_bytes=-1 is not a byte count"):
        Client(max_pool_bytes=-1)


def test_memory_exported_by_dlpack_stays_out_of_the_pool(client: Client,
                                                         addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    (y,) = exe.execute([x])
    pointer = _pointer(y)
    z = client.buffer_from_dlpack(y)  # zero copy: z reads y's memory
    assert _pointer(z) == pointer
    del y
    exe.synchronize()
    gc.collect()
    outputs = [exe.execute([x])[0] for _ in range(4)]
    assert pointer not in {_pointer(o) for o in outputs}
    np.testing.assert_array_equal(z.to_numpy(), X + 1)
    del z, outputs
    exe.synchronize()
    gc.collect()
    # The consumer is gone: the block is back in the pool, and drawing every idle block of
    # that size (holding each) comes to it.
    assert client.memory_stats().pool_blocks <= 6
    held = [exe.execute([x])[0] for _ in range(7)]
    assert pointer in {_pointer(o) for o in held}


def test_pending_results_read_in_place_on_another_queue(client: Client,
                                                        addone_resident_path: Path) -> None:
    """Results handed on before they are written, to an executable with its own queue: the
    run that reads them in place waits for them on the device (no host wait in between)."""
    first, second = client.load(addone_resident_path), client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    for _ in range(100):
        (x,) = first.execute_async([x]).outputs
        (x,) = second.execute_async([x]).outputs
    np.testing.assert_array_equal(x.to_numpy(), X + 200)


def test_deleting_an_input_right_after_an_async_call_is_safe(client: Client,
                                                             addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    for _ in range(20):
        x = client.buffer_from_pyval(X)
        run = exe.execute_async([x])
        x.delete()  # the queued kernel holds the memory it reads
        filler = [client.buffer_from_pyval(X * 0) for _ in range(3)]  # reuse freed blocks
        (y,) = run.wait()
        np.testing.assert_array_equal(y.to_numpy(), X + 1)
        del filler


# -- a call with the same buffers as the last (executable.py's _Resident) -------------------

def test_the_same_buffers_again_take_the_record_and_a_change_replaces_it(
        client: Client, addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x, x2 = client.buffer_from_pyval(X), client.buffer_from_pyval(X * 2)
    exe.execute([x])
    record = exe._resident
    assert record is not None
    for _ in range(3):
        (y,) = exe.execute([x])
        np.testing.assert_array_equal(y.to_numpy(), X + 1)
    assert exe._resident is record and x._pins == [] and record.group.held == []
    (y,) = exe.execute([x2])  # other buffers: checked and recorded anew
    np.testing.assert_array_equal(y.to_numpy(), X * 2 + 1)
    assert exe._resident is not record and exe._resident.values == [x2]
    (z,) = exe.execute([y])  # an output passed back in
    np.testing.assert_array_equal(z.to_numpy(), X * 2 + 2)
    (h,) = exe.execute([y], results="host")  # host results never take the record
    np.testing.assert_array_equal(h, X * 2 + 2)


def test_resident_outputs_reuse_only_memory_nobody_holds(client: Client,
                                                        addone_resident_path: Path) -> None:
    """A resident call computes in the memory of an earlier one's outputs (workspace.py's
    resident_outputs) only once nothing holds it: never under a held buffer, an export or
    queued work; and the client's statistics and trimming make the workspace let go of it."""
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    exe.execute([x])
    held = [exe.execute([x])[0] for _ in range(6)]  # all held: each in memory of its own
    assert len({_pointer(y) for y in held}) == 6
    first = _pointer(held[0])
    (y,) = exe.execute([x])  # the kept ones are held: new memory
    assert _pointer(y) not in {_pointer(b) for b in held}
    memory = held.pop()._memory
    (z,) = exe.execute([x])  # a kept one's buffer is gone, but its memory is held here
    assert z._memory is not memory and z._memory is not y._memory
    pointer = _pointer(z)
    del memory, z
    (z,) = exe.execute([x])  # the last call's memory, dropped: computed there again
    assert _pointer(z) == pointer
    carrier = z.__dlpack__()  # an export holds the memory beyond the buffer
    z_memory = z._memory
    del z
    (w,) = exe.execute([x])
    assert w._memory is not z_memory
    run = exe.execute_async([x])  # queued work holds its outputs' memory until it is over
    (v,) = run.wait()
    del v, w
    (u,) = exe.execute([x])
    for b in (*held, y, u):
        np.testing.assert_array_equal(b.to_numpy(), X + 1)
    exported = np.empty(N, np.float32)
    exe._pool._idle[0].stream.queue.memcpy(exported, z_memory, exported.nbytes)
    np.testing.assert_array_equal(exported, X + 1)
    assert _pointer(held[0]) == first
    del u, y, b, run, carrier, z_memory, held
    exe.synchronize()
    stats = client.memory_stats()  # lets go of the kept memory: idle, so pooled or freed
    assert stats.bytes_in_use == (x.nbytes + sum(s.nbytes for s in exe._pool._idle[0].slots))
    assert exe._pool._idle[0]._kept == []


def test_resident_outputs_are_not_kept_beyond_the_pools_bound(
        addone_resident_path: Path) -> None:
    """A client whose pool keeps nothing (max_pool_bytes=0): the workspace keeps no output
    memory either, and holds none once the results are dropped."""
    client = Client(max_pool_bytes=0)
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    for _ in range(5):
        (y,) = exe.execute([x])
        np.testing.assert_array_equal(y.to_numpy(), X + 1)
    del y
    workspace = exe._pool._idle[0]
    assert workspace._kept == [] and workspace._bound is None
    assert client.memory_stats().bytes_in_use == (
        x.nbytes + sum(s.nbytes for s in workspace.slots))


def test_resident_outputs_kept_while_other_threads_read_statistics(
        client: Client, addone_resident_path: Path) -> None:
    """Threads call with the same buffers and keep some results while another makes the
    workspaces let go of their kept memory (memory_stats): no result is ever overwritten."""
    exe = client.load(addone_resident_path)
    xs = [client.buffer_from_pyval(X * k) for k in range(4)]
    failures: list[str] = []
    done = threading.Event()
    start = threading.Barrier(5)

    def work(k: int) -> None:
        start.wait()
        kept = []
        for r in range(300):
            (y,) = exe.execute([xs[k]])
            if r % 3 == 0:
                kept.append(y)
            if len(kept) > 4:
                old = kept.pop(0)
                if not np.array_equal(old.to_numpy(), X * k + 1):
                    failures.append(f"thread {k} run {r}")
        for y in kept:
            if not np.array_equal(y.to_numpy(), X * k + 1):
                failures.append(f"thread {k} kept")

    def statistics() -> None:
        start.wait()
        while not done.is_set():
            client.memory_stats()

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    reader = threading.Thread(target=statistics)
    for t in (*threads, reader):
        t.start()
    for t in threads:
        t.join()
    done.set()
    reader.join()
    assert not failures, failures[:5]


@pytest.mark.parametrize("how", ["delete", "donate"])
def test_a_recorded_buffer_deleted_or_donated_is_refused(client: Client,
                                                         addone_resident_path: Path,
                                                         how: str) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    exe.execute([x])
    exe.execute([x])
    if how == "delete":
        x.delete()
    else:
        (y,) = exe.execute([x], donate=[0])
        np.testing.assert_array_equal(y.to_numpy(), X + 1)
    with pytest.raises(DeletedBufferError):
        exe.execute([x])
    assert x._pins == [] and exe._resident.group.held == []  # the refused call kept no pin


def test_a_recorded_buffer_exposed_is_no_longer_taken_as_known(
        client: Client, addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    exe.execute([x])
    record = exe._resident
    x.__sycl_usm_array_interface__  # noqa: B018  (others may now write it: memo_key)
    (y,) = exe.execute([x])
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    assert not pin_same([x], record.group)  # the record no longer holds
    assert x._pins == [] and record.group.held == []


def test_deleting_a_recorded_input_after_an_async_call_is_safe(
        client: Client, addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    for _ in range(20):
        x = client.buffer_from_pyval(X)
        exe.execute([x])
        run = exe.execute_async([x])  # the record's call: it keeps the memory it reads
        x.delete()
        filler = [client.buffer_from_pyval(X * 0) for _ in range(3)]  # reuse freed blocks
        (y,) = run.wait()
        np.testing.assert_array_equal(y.to_numpy(), X + 1)
        del filler


# -- donation -----------------------------------------------------------------------------------

def test_donation_computes_in_the_donated_memory(client: Client,
                                                 addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    state = client.buffer_from_pyval(X)
    pointer = _pointer(state)
    allocs = client.memory_stats().total_allocs
    for _ in range(50):
        (state,) = exe.execute([state], donate=[0])
    assert _pointer(state) == pointer
    assert client.memory_stats().total_allocs == allocs  # nothing allocated
    np.testing.assert_array_equal(state.to_numpy(), X + 50)
    # The donated input was copied into its slot; the output slot was never used.
    np.testing.assert_array_equal(_slot(exe, 0).view(np.float32), X + 49)
    assert not _slot(exe, 1).any()


def test_donation_next_to_inputs_read_in_place(client: Client, spirv: bytes,
                                               tmp_path: Path) -> None:
    """(a, b) -> a + b with a donated and b read in place: the sum lands in a's memory."""
    m = manifest([f32_tensor(N, 0, "a"), f32_tensor(N, 1, "b")], [f32_tensor(N, 2)],
                 [4 * N] * 3, [launch("add_out", [("buffer", 2), ("buffer", 0), ("buffer", 1)],
                                      N, writes=1)])
    exe = client.load(write(tmp_path / "add.pjrtc", m, spirv))
    assert exe._bindable == (0, 1)
    a, b = client.buffer_from_pyval(X), client.buffer_from_pyval(X * 10)
    pointer = _pointer(a)
    (total,) = exe.execute([a, b], donate=[0])
    assert _pointer(total) == pointer and a.is_deleted()
    np.testing.assert_array_equal(total.to_numpy(), X * 11)
    np.testing.assert_array_equal(b.to_numpy(), X * 10)
    (again,) = exe.execute([total, b], donate=[0])  # chained: waits for total's write
    np.testing.assert_array_equal(again.to_numpy(), X * 21)


def test_donation_with_host_results_is_refused(client: Client,
                                               addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    with pytest.raises(InputError, match=r"donate=\[0\] was passed with results=\"host\""):
        exe.execute([x], donate=[0], results="host")
    with pytest.raises(InputError, match="no output could take over"):
        exe.execute_async([x], donate=[0], results="host")
    assert not x.is_deleted()  # a refused call consumes nothing
    np.testing.assert_array_equal(exe.execute([x], results="host")[0], X + 1)


def test_donating_a_buffer_another_thread_reads(client: Client,
                                                addone_resident_path: Path) -> None:
    """One thread reads x in place while another donates it: the donating run's write into
    x's memory waits for every read already submitted, so readers see x, never x + 1."""
    exe = client.load(addone_resident_path, max_concurrency=4)
    failures: list[str] = []
    for _ in range(30):
        x = client.buffer_from_pyval(X)
        start = threading.Barrier(2)

        def reader(x: DeviceBuffer = x, start: threading.Barrier = start) -> None:
            start.wait()
            runs = []
            for _ in range(10):
                try:
                    runs.append(exe.execute_async([x]))
                except DeletedBufferError:
                    break  # donated by now: later calls are refused, as they should be
            for run in runs:
                (y,) = run.wait()
                if not np.array_equal(y.to_numpy(), X + 1):
                    failures.append("a reader saw the donated memory overwritten")

        thread = threading.Thread(target=reader)
        thread.start()
        start.wait()
        (donated,) = exe.execute([x], donate=[0])
        thread.join()
        np.testing.assert_array_equal(donated.to_numpy(), X + 1)
    assert not failures, failures[:3]


def test_donation_waits_while_a_submission_reads_in_place(client: Client,
                                                          addone_resident_path: Path) -> None:
    """A run that reads a buffer in place pins it while it submits; a donation of that buffer
    (another thread) waits until the pin's reads are recorded, then runs after them."""
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    pin(x)  # as a run does between taking the memory and recording its reads
    results: list[DeviceBuffer] = []
    thread = threading.Thread(target=lambda: results.extend(exe.execute([x], donate=[0])))
    thread.start()
    thread.join(0.3)
    assert thread.is_alive() and not x.is_deleted()  # waiting for the pin
    unpin(x, None)
    thread.join(10)
    assert not thread.is_alive() and x.is_deleted()
    np.testing.assert_array_equal(results[0].to_numpy(), X + 1)


def test_donation_waits_while_a_resident_call_reads_in_place(
        client: Client, addone_resident_path: Path) -> None:
    """A resident call (the same buffers as the last) pins them all with one pin of its record
    (buffer.GroupPin); a donation of one of them waits for it just the same, and the record
    no longer holds once it has begun."""
    exe = client.load(addone_resident_path)
    x, other = client.buffer_from_pyval(X), client.buffer_from_pyval(X * 2)
    exe.execute([x])
    record = exe._resident
    assert pin_same([x], record.group)  # as _again holds it while it submits
    assert x._pins == [] and record.group.held == [None]
    results: list[DeviceBuffer] = []
    thread = threading.Thread(target=lambda: results.extend(exe.execute([x], donate=[0])))
    thread.start()
    thread.join(0.3)
    assert thread.is_alive() and not x.is_deleted()  # waiting for the record's pin
    assert not pin_same([x], record.group)  # a new one is refused meanwhile
    (y,) = exe.execute([other])  # another record: unaffected
    np.testing.assert_array_equal(y.to_numpy(), X * 2 + 1)
    unpin_same(record.group, None)
    thread.join(10)
    assert not thread.is_alive() and x.is_deleted()
    np.testing.assert_array_equal(results[0].to_numpy(), X + 1)
    assert record.group.held == []


def test_a_pin_while_a_donation_waits_is_refused(client: Client,
                                                 addone_resident_path: Path) -> None:
    """Pins take no lock (buffer.pin): once a donation has begun waiting for the pins
    there are, a new one is refused as if the buffer were donated already, and the donation
    still runs once the old pin ends."""
    exe = client.load(addone_resident_path)
    x = client.buffer_from_pyval(X)
    pin(x)
    results: list[DeviceBuffer] = []
    thread = threading.Thread(target=lambda: results.extend(exe.execute([x], donate=[0])))
    thread.start()
    thread.join(0.3)
    assert thread.is_alive()
    with pytest.raises(DeletedBufferError, match="was donated to a run of"):
        exe.execute([x])
    unpin(x, None)
    thread.join(10)
    assert not thread.is_alive() and x.is_deleted()
    np.testing.assert_array_equal(results[0].to_numpy(), X + 1)


# -- threads ------------------------------------------------------------------------------------

def test_threads_share_resident_inputs(client: Client, addone_resident_path: Path) -> None:
    exe = client.load(addone_resident_path)
    shared = client.buffer_from_pyval(X)
    failures: list[str] = []
    start = threading.Barrier(6)

    def work(k: int) -> None:
        own = client.buffer_from_pyval(X * k)
        start.wait()
        for r in range(100):
            x, expected = (shared, X + 1) if r % 2 else (own, X * k + 1)
            (y,) = exe.execute([x])
            if not np.array_equal(y.to_numpy(), expected):
                failures.append(f"thread {k} run {r}")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures, failures[:5]
    np.testing.assert_array_equal(shared.to_numpy(), X)
