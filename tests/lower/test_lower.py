"""Lowering and buffer planning, without a device: golden kernel IR, and plan invariants.

The goldens pin down what is fused into what (tests/golden/*.kir): the kernel IR the compile
pipeline produces (the driver's kir stage, after the kernel-IR passes), as `--dump-dir` writes
it. Rewrite them with `make golden` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pjrtc.driver import compile_file
from pjrtc.ir.kernel_printer import print_kernel_module
from pjrtc.passes.plan_buffers import plan_buffers
from pjrtc.target import INTEL_OPENCL_CPU as CPU

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
KIR_CASES = ("softmax", "concatenate", "pad", "argmax", "multi_output")


def _kernels(name: str):
    """The kernel IR of a testdata model, as the compile pipeline makes it."""
    return compile_file(ROOT / "testdata" / name / "model.mlir", stop_after="kir").kernels


@pytest.mark.parametrize("name", KIR_CASES)
def test_kernel_ir_matches_golden(name):
    text = print_kernel_module(_kernels(name), CPU)
    golden = GOLDEN / f"{name}.kir"
    if os.environ.get("PJRTC_REWRITE_GOLDEN") == "1":
        golden.write_text(text)
    assert golden.exists(), f"{golden} is missing: run `make golden`"
    assert text == golden.read_text(), f"{name}: kernel IR differs from {golden}"


def _live_ranges(module):
    """value id -> (first step, last step) as the planner defines them."""
    ranges = {v.id: [-1, -1] for v in module.inputs}
    for step, kernel in enumerate(module.kernels):
        for v in kernel.args():
            lo, hi = ranges.setdefault(v.id, [step, step])
            ranges[v.id] = [min(lo, step), max(hi, step)]
    for v in module.outputs:
        ranges[v.id][1] = len(module.kernels)
    return ranges


@pytest.mark.parametrize("name", ("transformer", "mlp", "softmax", "multi_output", "argmax"))
def test_buffer_plan_never_overlaps_live_values(name):
    module = _kernels(name)
    plan = plan_buffers(module)
    constants = {v.id for v, _ in module.constants}
    values = {v.id: v for k in module.kernels for v in k.args()}
    values.update({v.id: v for v in module.inputs + module.outputs})
    ranges = _live_ranges(module)
    by_slot: dict[int, list[int]] = {}
    for vid, value in values.items():
        if vid in constants:
            continue
        slot = plan.slot_of[vid]
        assert plan.slot_sizes[slot] >= value.type.nbytes
        by_slot.setdefault(slot, []).append(vid)
    for slot, vids in by_slot.items():
        spans = sorted(ranges[v] for v in vids)
        for (_, end), (start, _) in zip(spans, spans[1:]):
            assert end < start, f"{name}: slot {slot} holds two live values"
    # Reuse happens: the plan is smaller than one buffer per value.
    total = sum(values[v].type.nbytes for v in values if v not in constants)
    if name == "transformer":
        assert plan.peak_bytes < total


def test_every_input_has_its_own_slot():
    module = _kernels("mlp")
    plan = plan_buffers(module)
    slots = [plan.slot_of[v.id] for v in module.inputs]
    assert len(set(slots)) == len(slots)


@pytest.mark.parametrize("name", ("transformer", "mlp", "softmax", "concatenate", "constants",
                                  "loop"))
def test_no_value_shares_an_input_slot(name):
    """Inputs live for the whole run: each has a slot that no other value ever shares, so the
    runtime may read a caller's device buffer in place of it (artifact format 1.2)."""
    path = ROOT / "testdata" / name / "model.mlir"
    if name == "loop":  # a fori_loop and a cond: values inside loop bodies and branches too
        path = ROOT / "testdata" / "artifacts" / "format-1.2" / "loop" / "model.mlir"
    module = compile_file(path, stop_after="kir").kernels
    plan = plan_buffers(module)
    inputs = {v.id for v in module.inputs}
    slots = {plan.slot_of[v] for v in inputs}
    assert len(slots) == len(inputs)
    shared = {v for v, slot in plan.slot_of.items() if slot in slots and v not in inputs}
    assert not shared, f"{name}: values {sorted(shared)} share an input's slot"
    for v in module.inputs:
        assert plan.slot_sizes[plan.slot_of[v.id]] == v.type.nbytes
