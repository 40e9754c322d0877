"""The public profiling hook: ``Executable.replay_steps`` (replay.py), what ``pjrtc bench
--per-kernel`` and the benchmarks time."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime import Client, StepReplay
from pjrtc_runtime.errors import InputError
from pjrtc_runtime.steps import LaunchStep
from runtime_helpers import npz_arrays


ROOT = Path(__file__).resolve().parents[2]
MLP = ROOT / "testdata" / "mlp"


def test_replay_runs_the_schedule_steps_one_by_one(add_path: Path) -> None:
    exe = pjrtc_runtime.load(add_path)
    a, b = np.arange(16, dtype=np.float32), np.full(16, 2, dtype=np.float32)
    with exe.replay_steps([a, b]) as replay:
        assert isinstance(replay, StepReplay) and replay.manifest is exe.manifest
        assert replay.positions == (0, 1) and len(replay) == 2
        names = [replay.manifest.kernels[replay.manifest.schedule[p].kernel].name
                 for p in replay.positions]
        assert names == ["add", "addone"]
        for _ in range(3):
            replay.copy_inputs()
            replay.run(0, 1)
            replay.run(1, 2)
            replay.run()
            replay.run(2)  # nothing left: returns at once
    with pytest.raises(RuntimeError, match="closed"):
        replay.run()
    replay.close()  # twice is fine
    np.testing.assert_array_equal(exe(a, b)[0], a + b)


def test_replay_checks_its_arguments_as_a_call_does(add_path: Path) -> None:
    exe = pjrtc_runtime.load(add_path)
    with pytest.raises(InputError, match="argument 1"):
        exe.replay_steps([np.zeros(16, np.float32), np.zeros(15, np.float32)])
    assert exe.workspaces == 1  # nothing was taken


def test_replay_takes_device_buffers_and_leaves_calls_right(mlp_path: Path) -> None:
    """A replay writes a workspace's slots, weight panels included: the next call on that
    workspace must recompute what it would otherwise skip (launch.py's memo)."""
    client = Client()
    exe = client.load(mlp_path)
    inputs = npz_arrays(MLP / "inputs.npz")
    want = exe(*inputs)[0]
    bufs = [client.buffer_from_pyval(x) for x in inputs]
    np.testing.assert_array_equal(exe.execute(bufs, results="host")[0], want)
    others = [np.zeros_like(x) for x in inputs]
    with exe.replay_steps(others) as replay:
        schedule = replay.manifest.schedule
        assert list(replay.positions) == sorted(replay.positions)
        assert all(isinstance(schedule[p], LaunchStep) for p in replay.positions)
        replay.copy_inputs()
        replay.run()
        # Calls meanwhile run on another workspace.
        np.testing.assert_array_equal(exe.execute(bufs, results="host")[0], want)
    exe.synchronize()
    for _ in range(2):
        np.testing.assert_array_equal(exe.execute(bufs, results="host")[0], want)
    with exe.replay_steps(bufs) as replay:  # device buffers are copied in on the device
        replay.copy_inputs()
        replay.run()
    np.testing.assert_array_equal(exe.execute(bufs, results="host")[0], want)


def test_count_launches_skips_what_a_repeated_call_skips(mlp_path: Path) -> None:
    """With device buffers (weights resident) a repeated call skips the weight-panel kernels
    (launch.py's memo); with host arrays it runs every kernel. The count says so, and the
    calls after it still compute the right results."""
    client = Client()
    exe = client.load(mlp_path)
    inputs = npz_arrays(MLP / "inputs.npz")
    want = exe(*inputs)[0]
    kernels = [exe.manifest.kernels[s.kernel] for s in exe.manifest.schedule
               if isinstance(s, LaunchStep)]
    skippable = sum(k.invariant for k in kernels)
    assert skippable > 0  # the MLP's weights are packed into panels
    with exe.replay_steps(inputs) as replay:
        assert replay.count_launches() == len(kernels)
    bufs = [client.buffer_from_pyval(x) for x in inputs]
    with exe.replay_steps(bufs) as replay:
        assert replay.count_launches() == len(kernels) - skippable
    np.testing.assert_array_equal(exe.execute(bufs, results="host")[0], want)
