"""The stage table (pjrtc/driver.py STAGES) behind `pjrtc compile --stop-after`, `--timings`,
`--verify-each` and `--dump-dir`, and the IR verifiers that run after each pass."""

from __future__ import annotations

import gc
import json
from dataclasses import replace
from pathlib import Path

import pytest
from test_cli import MLP, pjrtc

from pjrtc import cli, driver
from pjrtc.driver import STAGE_NAMES, STAGES, compile_file
from pjrtc.errors import PjrtcError
from pjrtc.ir import kernel as k
from pjrtc.ir.kernel import Kernel, Launch
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.ir.verify import IRVerificationError, verify_graph, verify_kernels
from pjrtc.options import CompileOptions

MODEL = MLP / "model.mlir"


def test_the_cli_offers_the_driver_stages():
    assert cli._STAGE_NAMES == STAGE_NAMES == tuple(s.name for s in STAGES)


@pytest.mark.parametrize("stage", STAGE_NAMES)
def test_stop_after_runs_the_stages_up_to_it_and_no_further(stage):
    compiled = compile_file(MODEL, CompileOptions(verify_each=True), stop_after=stage)
    ran = STAGE_NAMES[:STAGE_NAMES.index(stage) + 1]
    assert tuple(compiled.outputs) == ran
    assert {s for s, _, _ in compiled.timings} == set(ran)
    assert compiled.manifest is None


def test_a_whole_compile_times_every_pass_of_the_table():
    compiled = compile_file(MODEL)
    wanted = [(s.name, p.name) for s in STAGES for p in s.passes] + [("artifact", "manifest")]
    assert [(s, p) for s, p, _ in compiled.timings] == wanted
    assert all(seconds >= 0 for _, _, seconds in compiled.timings)
    assert list(compiled.seconds) == [*STAGE_NAMES, "artifact"]


def test_no_validate_skips_the_spirv_val_pass():
    compiled = compile_file(MODEL, CompileOptions(validate_spirv=False))
    assert ("spv", "spirv-val") not in [(s, p) for s, p, _ in compiled.timings]


def test_cli_stop_after_writes_the_stages_and_no_artifact(tmp_path):
    proc = pjrtc("compile", MODEL, "--stop-after", "kir", "--dump-dir", tmp_path / "d",
                 "--timings", "--verify-each")
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in (tmp_path / "d").iterdir()) == [
        "model.kir", "model.prep", "model.tir"]
    assert "stopped after kir" in proc.stdout
    assert "compile timings" in proc.stdout and "fuse_rows" in proc.stdout
    assert not list(Path(tmp_path).glob("*.pjrtc"))


def test_cli_timings_as_json(tmp_path):
    proc = pjrtc("compile", MODEL, "-o", tmp_path / "m.pjrtc", "--json")
    assert proc.returncode == 0, proc.stderr
    (result,) = json.loads(proc.stdout)["results"]
    stages = [t["stage"] for t in result["timings"]]
    assert stages[0] == "tir" and stages[-1] == "artifact"
    assert {"stage", "pass", "seconds"} == set(result["timings"][0])


@pytest.mark.parametrize("args, message", [
    (("--stop-after", "kir"), "pass --dump-dir DIR"),
    (("--stop-after", "kir", "--dump-dir", "d", "-o", "m.pjrtc"), "writes no artifact"),
    (("--stop-after", "obj", "--dump-dir", "d"), "'obj' is not one of"),
])
def test_cli_stop_after_usage_errors(tmp_path, args, message):
    proc = pjrtc("compile", MODEL, *args, cwd=tmp_path)
    assert proc.returncode == 2
    assert message in proc.stderr, proc.stderr
    assert not list(Path(tmp_path).iterdir())  # nothing written


# -- the verifiers catch broken IR, naming the pass that made it -----------------------------

F32 = TensorType((4,), DType.F32)


def test_graph_verifier_finds_a_use_before_definition():
    graph = compile_file(MODEL, stop_after="tir").graph
    late = Value(10_000, F32)
    bad = replace(graph, nodes=(Node(Op.NEGATE, (late,), (Value(10_001, F32),)),)
                  + graph.nodes)
    with pytest.raises(IRVerificationError, match="%10000, which is not defined before it"):
        verify_graph(bad)


def test_graph_verifier_finds_a_value_defined_twice():
    graph = compile_file(MODEL, stop_after="tir").graph
    again = Node(Op.NEGATE, (graph.params[0],), (graph.params[0],))
    with pytest.raises(IRVerificationError, match="defines %.* again"):
        verify_graph(replace(graph, nodes=graph.nodes + (again,)))


def test_kernel_verifier_finds_a_bad_load_and_an_unwritten_read():
    module = compile_file(MODEL, stop_after="kir").kernels
    nowhere = Value(20_000, TensorType((4, 4), DType.F32))
    out = Value(20_001, F32)
    kern = Kernel("k_bad", (4,), ((out, k.load(nowhere, (k.index(0), k.index(0)))),), None, ())
    bad = replace(module, kernels=module.kernels + (kern,),
                  schedule=module.steps + (Launch(kern),))
    with pytest.raises(IRVerificationError, match="reads %20000, which nothing defines"):
        verify_kernels(bad)
    wrong_rank = k.Expr(k.Leaf.LOAD, DType.F32, (k.index(0),), module.inputs[0])
    kern = replace(kern, outputs=((out, wrong_rank),))
    bad = replace(module, kernels=module.kernels + (kern,),
                  schedule=module.steps + (Launch(kern),))
    with pytest.raises(IRVerificationError, match="with 1 indices"):
        verify_kernels(bad)


def test_kernel_verifier_finds_a_kernel_list_out_of_step_with_the_schedule():
    module = compile_file(MODEL, stop_after="kir").kernels
    with pytest.raises(IRVerificationError, match="not the schedule's kernels"):
        verify_kernels(replace(module, kernels=module.kernels[::-1] + module.kernels[:1]))


def test_verify_each_names_the_pass_that_broke_the_ir(monkeypatch):
    def breaks_it(module, target):
        return replace(module, kernels=module.kernels[1:])

    stages = tuple(replace(s, passes=s.passes + (driver.Pass("breaks_it", breaks_it),))
                   if s.name == "kir" else s for s in STAGES)
    monkeypatch.setattr(driver, "STAGES", stages)
    with pytest.raises(IRVerificationError, match="after kir/breaks_it: the kernel list"):
        compile_file(MODEL, CompileOptions(verify_each=True))


def test_the_garbage_collector_is_paused_for_a_compile_and_back_after(monkeypatch, tmp_path):
    """driver._cyclic_collection_paused: off while the passes run, on again after a compile,
    a failed one too, and left off where the caller had turned it off."""
    seen = []
    monkeypatch.setattr(driver, "verify_graph", lambda graph: seen.append(gc.isenabled()))
    compile_file(MODEL, CompileOptions(verify_each=True), stop_after="tir")
    assert seen == [False] and gc.isenabled()
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main(")
    with pytest.raises(PjrtcError):
        compile_file(bad)
    assert gc.isenabled()
    gc.disable()
    try:
        compile_file(MODEL, stop_after="tir")
        assert not gc.isenabled()
    finally:
        gc.enable()
