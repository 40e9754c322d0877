"""Concatenations in place (pjrtc/passes/concat_in_place.py) on testdata/concat_in_place:
which pieces become views of which buffer, and the buffer plan's one slot for each base.
tests/e2e/test_cases.py runs the same program against JAX."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pjrtc.codegen.llvm import loop_programs
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Launch, Leaf, walk_steps
from pjrtc.ir.kernel_exprs import with_schedule
from pjrtc.passes.plan_buffers import plan_buffers
from pjrtc.target import INTEL_OPENCL_CPU as CPU

MODEL = Path(__file__).parents[2] / "testdata" / "concat_in_place" / "model.mlir"


def _module():
    return compile_bytes(MODEL.read_bytes(), "model.mlir", stop_after="kir").outputs["kir"][0]


def test_nested_concatenation_is_one_buffer_with_its_pieces_in_place():
    module = _module()
    kernels = [s.kernel for s in walk_steps(module.steps) if isinstance(s, Launch)]
    views = {v.id: (base, offsets) for kern in kernels for v, base, offsets in kern.views}
    # tanh(c2) * 2 reads the nested concatenation c2 = [[a, b], d] whole.
    reader = next(kern for kern in kernels if kern.outputs[0][0] == module.outputs[0])
    loads = [n.arg for n in reader.outputs[0][1].walk() if n.op is Leaf.LOAD]
    (c2,) = loads
    assert c2.id not in views
    placed = sorted(offsets for base, offsets in views.values() if base == c2)
    # c1 and a at 0 (a piece of c1, itself a piece of c2), b at 5, d at 8
    assert placed == [(0, 0, 0), (0, 0, 0), (0, 0, 5), (0, 0, 8)]
    # d is in place in [d, d] (at 0), so its other copy there and its copy in c2 are
    # computed into their places by kernels of their own
    pieces = [kern for kern in kernels if "_piece" in kern.name]
    assert [kern.shape for kern in pieces] == [(4, 6, 4), (4, 6, 4)]
    # the concatenation along axis 1 has both products in place, the one that is a result
    # (and those of an input or a constant, fused into their readers) none
    assert sorted(o for b, o in views.values() if b.type.shape == (4, 6, 3)) == [
        (0, 0, 0), (0, 3, 0)]
    assert not {v.id for v in module.outputs} & (views.keys() | {b.id for b, _ in
                                                                 views.values()})
    plan = plan_buffers(module)
    for vid, (base, _) in views.items():
        assert plan.slot_of[vid] == plan.slot_of[base.id]


def test_pieces_at_different_offsets_share_one_device_function():
    """testdata/dense_block: each layer's 3x3 convolution writes 4 channels into the block's
    concatenation at its own offset. The offset is the launch's (the argument points into
    the slot), so the three are one device function, and the code each would get alone is
    that function's. tests/e2e/test_cases.py runs the program against JAX."""
    model = MODEL.parents[1] / "dense_block" / "model.mlir"
    compiled = compile_bytes(model.read_bytes(), "model.mlir")
    module = compiled.outputs["kir"][0]
    written = [(kern, offsets) for kern in module.kernels for v, _, offsets in kern.views
               if v.id in {o.id for o, _ in kern.outputs}]
    # the block input x @ w0 at 0, then one convolution per layer at channels 8, 12 and 16
    convolutions = [(kern, offsets) for kern, offsets in written if offsets[-1]]
    assert [offsets[-1] for _, offsets in convolutions] == [8, 12, 16]
    assert len({kern.name for kern, _ in convolutions}) == 1
    alone = [loop_programs(with_schedule(module, (Launch(replace(kern, name="alone")),)), CPU)
             ["alone"] for kern, _ in convolutions]
    assert alone[0].insts and all(p.insts == alone[0].insts for p in alone)
    # each launch points at its piece: slot of the concatenation + offset * 4 bytes per f32
    launched = [k.args[0] for k in compiled.manifest.kernels
                if k.name == convolutions[0][0].name]
    assert [a.offset for a in launched] == [8 * 4, 12 * 4, 16 * 4]
    assert len({a.index for a in launched}) == 1
