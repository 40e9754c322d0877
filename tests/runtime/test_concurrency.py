"""Many threads run the same executable at once and each gets its own results; memory stays
flat over thousands of runs (device allocations and process RSS)."""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from llvmlite import ir
from pjrtc_runtime import Client
from runtime_helpers import (
    F32,
    N,
    elementwise,
    emit_spirv,
    f32_tensor,
    launch,
    manifest,
    new_module,
    write,
)

LOOP = (Path(__file__).resolve().parents[2] / "testdata" / "artifacts" / "format-1.1" / "loop"
        / "model.pjrtc")
THREADS = 8
RUNS_PER_THREAD = 250  # 2000 runs in all


def _in_threads(count: int, work: Callable[[int], None]) -> None:
    """Run work(0..count-1) in threads started together; re-raise the first failure."""
    failures: list[BaseException] = []
    start = threading.Barrier(count)

    def body(k: int) -> None:
        try:
            start.wait()
            work(k)
        except BaseException as e:  # noqa: BLE001  (reported below, with the thread)
            failures.append(e)

    threads = [threading.Thread(target=body, args=(k,)) for k in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failures:
        raise failures[0]


def _loop_oracle(x: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """What testdata/artifacts/format-1.1/loop computes (a fori_loop and a cond)."""
    carried = x.copy()
    for i in range(n):
        carried = carried * np.float32(0.5) + x * np.float32(i)
    return carried, (x * np.float32(2) if n > 3 else x - np.float32(1))


def test_threads_share_one_executable(addone_path: Path) -> None:
    """Every API at once from 8 threads, 2000 runs: each thread sees its own inputs' results."""
    client = Client()
    exe = client.load(addone_path)

    def work(k: int) -> None:
        x = np.full(N, k, dtype=np.float32) + np.arange(N, dtype=np.float32)
        buffer = client.buffer_from_pyval(x)
        for r in range(RUNS_PER_THREAD):
            mode = (k + r) % 4
            if mode == 0:
                (y,) = exe(x)
            elif mode == 1:
                (y,) = (b.to_numpy() for b in exe.execute([buffer]))
            elif mode == 2:
                (y,) = exe.execute_async([x], results="host").wait()
            else:  # donate a copy: the run writes into memory other threads never see
                (out,) = exe.execute([buffer.copy()], donate=[0])
                y = out.to_numpy()
            np.testing.assert_array_equal(y, x + 1, err_msg=f"thread {k}, run {r}")

    _in_threads(THREADS, work)
    assert 1 <= exe.workspaces <= exe.max_concurrency


def test_threads_running_control_flow_get_their_own_slots() -> None:
    """The loop artifact reads its predicate back every iteration; threads that are inside a
    run at the same moment each get their own workspace instead of waiting for a lock."""
    exe = pjrtc_runtime.Client().load(LOOP, max_concurrency=THREADS)

    def work(k: int) -> None:
        x = np.linspace(-1, 1, 5, dtype=np.float32) * (k + 1)
        for r in range(25):
            n = 40 + (k * 7 + r) % 30
            carried, chosen = exe(x, np.int32(n))
            want_carried, want_chosen = _loop_oracle(x, n)
            np.testing.assert_allclose(carried, want_carried, rtol=1e-5, atol=1e-5,
                                       err_msg=f"thread {k}, n={n}")
            np.testing.assert_array_equal(chosen, want_chosen)

    _in_threads(THREADS, work)
    assert 2 <= exe.workspaces <= THREADS


def test_concurrency_limit_is_respected() -> None:
    exe = pjrtc_runtime.Client().load(LOOP, max_concurrency=2)
    x = np.ones(5, np.float32)
    want = _loop_oracle(x, 30)

    def work(_: int) -> None:
        for _ in range(10):
            got = exe(x, np.int32(30))
            np.testing.assert_allclose(got[0], want[0], rtol=1e-5)

    _in_threads(6, work)
    assert exe.workspaces <= 2 and exe.max_concurrency == 2
    with pytest.raises(ValueError, match="max_concurrency must be at least 1"):
        pjrtc_runtime.Client().load(LOOP, max_concurrency=0)


def _rss_bytes() -> int:
    with open(f"/proc/{os.getpid()}/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


MEMORY_RUNS = 3000
BIG = 2**16  # float32 elements: 256 KiB per array, so one leaked array per run is 500 MiB


@pytest.fixture(scope="module")
def big_addone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    module = new_module()
    elementwise(module, "addone", 1, BIG, lambda b, v: b.fadd(v[0], ir.Constant(F32, 1.0)))
    m = manifest([f32_tensor(BIG, 0, "x")], [f32_tensor(BIG, 1)], [4 * BIG, 4 * BIG],
                 [launch("addone", [("buffer", 0), ("buffer", 1)], BIG, local=64)])
    return write(tmp_path_factory.mktemp("big") / "addone.pjrtc", m, emit_spirv(module))


def test_memory_stays_flat(big_addone: Path) -> None:
    """3000 runs through every API: device allocations come back to what the executable
    holds, no run's record is kept, and the process's RSS does not grow (runs 1000-3000 vs
    after the first 1000)."""
    client = Client()
    exe = client.load(big_addone)
    x = np.arange(BIG, dtype=np.float32)
    held = client.memory_stats()  # the executable's slots
    chained = client.buffer_from_pyval(x)

    def runs(count: int) -> None:
        nonlocal chained
        for r in range(count):
            mode = r % 5
            if mode == 0:
                exe(x)
            elif mode == 1:
                exe.execute([client.buffer_from_pyval(x)])
            elif mode == 2:
                exe.execute_async([x])  # never waited for: its record is dropped later
            elif mode == 3:
                (chained,) = exe.execute([chained], donate=[0])
            else:
                np.from_dlpack(client.buffer_from_dlpack(chained), device="cpu")

    runs(1000)
    exe.synchronize()
    gc.collect()
    rss_after_warmup = _rss_bytes()
    runs(MEMORY_RUNS - 1000)
    exe.synchronize()
    gc.collect()
    grown = _rss_bytes() - rss_after_warmup
    stats = client.memory_stats()
    assert stats.num_allocs == held.num_allocs + 1, stats  # the slots and `chained`
    assert stats.bytes_in_use == held.bytes_in_use + x.nbytes, stats
    assert stats.total_allocs > MEMORY_RUNS // 5  # buffers were allocated and freed
    assert exe._pool.workspaces_in_flight() == 0
    np.testing.assert_array_equal(chained.to_numpy(), x + MEMORY_RUNS // 5)
    assert grown < 8 * 2**20, f"RSS grew by {grown} bytes over {MEMORY_RUNS - 1000} runs"
