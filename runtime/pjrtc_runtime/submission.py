"""The pieces of submitting one run on a workspace (executable.py puts them together): the
copies in and out, the planned steps a run may skip, and settling a submission that failed
half way. (Pinning the device-buffer inputs read in place is buffer.pin_all.)"""

from __future__ import annotations

import contextlib
from typing import Any

import numpy as np

from .buffer import DeviceBuffer, enqueue_read, memo_keys
from .launch import straight_launches
from .workspace import Workspace


def settle_failed(workspace: Workspace) -> None:
    """After a submission failed half way: wait for what was queued (it may use memory that
    is about to be released), so the failure leaves nothing running."""
    workspace.memo.clear()  # what the slots hold is no longer known
    with contextlib.suppress(Exception):  # the original error is what the caller sees
        workspace.stream.queue.wait()


def steps_to_run(workspace: Workspace, values: list[Any],
                 keys: tuple[int | None, ...] | None = None) -> list[tuple]:
    """The workspace's planned steps less those whose slots already hold what they would
    compute: a step of ``workspace.memo_steps`` (weights packed into panels, say) whose inputs
    are the same device buffers as when it last ran there. Buffers are immutable, so their
    contents are known by identity; host arrays are copied in anew each run, so a step that
    reads one always runs. The in-order queue puts this run after the one that computed them.

    ``workspace.memo`` holds, per memo step, the keys of the inputs its slots were computed
    from, and under None the keys of all the memo steps' inputs and the steps returned, when
    that run skipped every step it could: a run with the same keys then skips the same steps
    (every per-step entry already equals its key), found with one comparison. A run that
    takes the per-step loop drops that entry first, so it never outlives a change of them.
    ``keys``: those keys when the caller has them (a resident call with the same buffers as
    before: executable.py's ``_Resident``)."""
    memo = workspace.memo
    if keys is None:
        keys = memo_keys(values, workspace.memo_inputs)
    last = memo.pop(None, None)
    if last is not None and last[0] == keys:
        memo[None] = last
        return last[1]
    of = dict(zip(workspace.memo_inputs, keys))
    skip = []
    steady = True  # every step whose inputs are all buffers is skipped
    for position, inputs in workspace.memo_steps.items():
        key = tuple([of[i] for i in inputs])
        if None in key:
            memo.pop(position, None)
        elif memo.get(position) == key:
            skip.append(position)
        else:
            memo[position] = key
            steady = False
    steps = _without(workspace, skip)
    if steady:
        memo[None] = (keys, steps)
    return steps


def _without(workspace: Workspace, skip: list[int]) -> list[tuple]:
    """The planned steps less those at the positions ``skip`` lists (in order)."""
    if not skip:
        return workspace.steps
    # Calls with the same resident weights skip the same steps: the list made for the last
    # such set is reused, and with it its launches in one tuple (Workspace.launches_of).
    skipped = tuple(skip)
    last = workspace.skipping
    if last is not None and last[0] == skipped:
        return last[1]
    skipping = set(skip)
    steps = [step for position, step in enumerate(workspace.steps) if position not in skipping]
    workspace.skipping = (skipped, steps, straight_launches(steps))
    return steps


def copy_in(workspace: Workspace, values: list[Any], taken: dict[int, Any],
             keep: list[Any], pinned: dict[int, Any] | None,
             bindings: dict[int, Any], slots: tuple[int, ...]) -> Any:
    """Queue the copy of every input that is not read in place into its slot (or into the
    memory bound in place of that slot); returns the last event."""
    stream = workspace.stream
    queue = stream.queue
    last = None
    for i, ((slot, nbytes), value) in enumerate(zip(workspace.inputs, values)):
        if not nbytes or (pinned and i in pinned):
            continue
        if bindings:
            slot = bindings.get(slots[i], slot)
        if type(value) is not DeviceBuffer:
            last = queue.memcpy_async(slot, value, nbytes)
            keep.append(value)
        elif i in taken:
            memory, deps = taken[i]
            if memory is not slot:  # a donated input whose memory stands in for its slot
                last = queue.memcpy_async(slot, memory, nbytes, deps or None)
        else:
            last = enqueue_read(value, stream, slot)
    return last


def copy_out_to_host(workspace: Workspace, outputs: list[tuple],
                      ) -> tuple[tuple[np.ndarray, ...], Any]:
    """New host arrays for the outputs, their copies queued; returns them and the event of
    the last copy (None when none)."""
    queue = workspace.stream.queue
    results = []
    last = None
    for (slot, nbytes), (shape, dtype, *_) in zip(workspace.outputs, outputs):
        result = np.empty(shape, dtype=dtype)
        if nbytes:
            last = queue.memcpy_async(result, slot, nbytes)
        results.append(result)
    return tuple(results), last
