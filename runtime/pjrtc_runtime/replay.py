"""``StepReplay``: an executable's device steps run alone, for profiling.

A call copies its inputs into the buffer slots, submits the schedule's steps and copies the
results out. ``Executable.replay_steps(args)`` gives what is needed to time the middle part
alone (``pjrtc bench --per-kernel``, the benchmarks' "kernels" timing):

    with exe.replay_steps([x]) as replay:
        replay.copy_inputs()               # the inputs into their slots, waited for
        replay.run()                       # every step, one wait at the end
        replay.run(i, i + 1)               # step i alone (after the steps before it ran)
        replay.count_launches()            # kernels a repeated call launches, loops unrolled

The steps are the top-level steps of the schedule as the runtime submits them (launches with
no work-items and empty copies are left out); ``positions[i]`` is step i's index in
``manifest.schedule``. A while or case step runs whole, with the read-backs of its predicate
or index. Timing is the caller's: ``run`` returns once the device has finished.

A replay holds one of the executable's workspaces (slots and queue) until ``close()``, so calls
meanwhile run on another one (or wait for it, at ``max_concurrency``). Since it writes the
slots, it forgets what the workspace knew they held (the steps a call may skip, launch.py's
memo): the next call on it recomputes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .buffer import DeviceBuffer, enqueue_read
from .launch import submit_steps
from .submission import steps_to_run

if TYPE_CHECKING:
    from .schema import Manifest
    from .workspace import Workspace, WorkspacePool


class StepReplay:
    """One workspace's planned steps, run on request (see the module docstring)."""

    def __init__(self, pool: WorkspacePool, manifest: Manifest, values: list[Any]) -> None:
        """``values``: the arguments as ``inputs.prepare_inputs`` accepted them (C-contiguous
        numpy arrays or DeviceBuffers); ``manifest``: the program ``pool`` runs."""
        self.manifest = manifest
        self._pool = pool
        self._values = values
        workspace: Workspace | None = pool.acquire()
        workspace.memo.clear()  # the replay overwrites the slots those entries describe
        workspace.bind(None)  # the launches read the slots (not a past call's memory)
        self._workspace = workspace
        self.positions: tuple[int, ...] = workspace.positions

    def __len__(self) -> int:
        return len(self.positions)

    def copy_inputs(self) -> None:
        """Put the arguments into their input slots and wait: every step then reads what it
        reads in a call."""
        workspace = self._live()
        stream = workspace.stream
        for (slot, nbytes), value in zip(workspace.inputs, self._values):
            if not nbytes:
                continue
            if type(value) is DeviceBuffer:
                enqueue_read(value, stream, slot)
            else:
                stream.queue.memcpy_async(slot, value, nbytes)
        stream.drain()

    def run(self, first: int = 0, stop: int | None = None) -> None:
        """Submit steps ``first`` to ``stop`` (exclusive; None: to the end) back to back and
        wait once for them."""
        workspace = self._live()
        workspace.launcher.drop(submit_steps(workspace, workspace.steps[first:stop]))
        workspace.stream.queue.wait()

    def count_launches(self) -> int:
        """The kernels one call launches when it passes the same device buffers as the call
        before (weights resident: the steps such a call skips are skipped), every iteration of
        every loop counted. Runs the steps twice: the first run computes what the second skips;
        only the second is counted."""
        workspace = self._live()
        self.copy_inputs()
        steps_to_run(workspace, self._values)  # records what the skippable steps read
        self.run()
        steady = steps_to_run(workspace, self._values)
        counting = _CountingLauncher(workspace.launcher)
        workspace.launcher = counting
        try:
            counting.drop(submit_steps(workspace, steady))
            workspace.stream.queue.wait()
        finally:
            workspace.launcher = counting.inner
            workspace.memo.clear()  # as after any replay: the next call recomputes
        return counting.launches

    def close(self) -> None:
        """Give the workspace back to the executable; the replay is unusable afterwards."""
        workspace, self._workspace = self._workspace, None
        if workspace is not None:
            workspace.stream.drain()
            self._pool.release(workspace)

    def __enter__(self) -> StepReplay:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _live(self) -> Workspace:
        if self._workspace is None:
            raise RuntimeError("this StepReplay was closed")
        return self._workspace


class _CountingLauncher:
    """A workspace's launcher that counts the kernels it launches (count_launches)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.launches = 0

    def launch(self, launch: Any, pending: int) -> int:
        self.launches += 1
        return self.inner.launch(launch, pending)

    def launch_all(self, launches: Any, pending: int) -> int:
        self.launches += len(launches)
        return self.inner.launch_all(launches, pending)

    def __getattr__(self, name: str) -> Any:  # copy, drop, wait, event, sync: as they are
        return getattr(self.inner, name)
