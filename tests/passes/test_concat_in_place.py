"""Concatenations in place (pjrtc/passes/concat_in_place.py) on testdata/concat_in_place:
which pieces become views of which buffer, and the buffer plan's one slot for each base.
tests/e2e/test_cases.py runs the same program against JAX."""

from __future__ import annotations

from pathlib import Path

from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import Launch, Leaf, walk_steps
from pjrtc.passes.plan_buffers import plan_buffers

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
