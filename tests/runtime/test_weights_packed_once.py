"""Weights packed once: a step that only repacks inputs into slots of its own (the compiler
gives weight panels such slots, pjrtc/passes/plan_buffers.py) is skipped when a call passes
the same device buffers for those inputs as the last call on the workspace. Every result must
be what a call that recomputes everything gives, whatever the sequence of buffers, host arrays,
exported and imported buffers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pjrtc_runtime
from pjrtc_runtime import Client
from pjrtc_runtime.buffer import memo_key
from pjrtc_runtime.submission import steps_to_run
from runtime_helpers import npz_arrays


ROOT = Path(__file__).resolve().parents[2]
MLP = ROOT / "testdata" / "mlp"


def _workspace(exe: pjrtc_runtime.Executable):
    exe.synchronize()
    (workspace,) = exe._pool._idle
    return workspace


def test_compiler_gives_weight_panels_slots_of_their_own(mlp_path: Path) -> None:
    exe = pjrtc_runtime.load(mlp_path)
    manifest = exe.manifest
    memo = _workspace(exe).memo_steps
    packs = [i for i, s in enumerate(manifest.schedule)
             if manifest.kernels[s.kernel].name.endswith("_pack")]
    assert len(packs) >= 2 and sorted(memo) == packs, "weight packs, and nothing else"
    marked = [i for i, s in enumerate(manifest.schedule) if manifest.kernels[s.kernel].invariant]
    assert sorted(memo) == marked
    for position, inputs in memo.items():
        assert inputs and all(0 <= i < len(manifest.inputs) for i in inputs)
    # Each such step writes a slot no other step writes, and no input or output lives there.
    kernels = [manifest.kernels[s.kernel] for s in manifest.schedule]
    written = [a.index for k in kernels for a in k.args[:k.writes]]
    for position in memo:
        for a in kernels[position].args[:kernels[position].writes]:
            assert written.count(a.index) == 1
            assert a.index not in {t.buffer for t in manifest.inputs + manifest.outputs}


def test_results_match_recomputing_whatever_the_buffers(mlp_path: Path) -> None:
    client = Client()
    exe = client.load(mlp_path)
    a = npz_arrays(MLP / "inputs.npz")
    rng = np.random.default_rng(7)
    b = [x if i == 0 else (x * rng.uniform(0.5, 1.5, x.shape)).astype(x.dtype)
         for i, x in enumerate(a)]
    want_a = exe(*a)
    want_b = exe(*b)
    assert not np.allclose(want_a[0], want_b[0])
    np.testing.assert_allclose(want_a[0], npz_arrays(MLP / "expected.npz")[0], rtol=1e-4, atol=1e-5)
    bufs_a = [client.buffer_from_pyval(x) for x in a]
    bufs_b = [client.buffer_from_pyval(x) for x in b]
    fresh_a = [client.buffer_from_pyval(x) for x in a]  # same values, other buffers
    mixed = [bufs_a[0], bufs_b[1], *bufs_a[2:]]  # first weight from b, the rest from a
    want_mixed = exe(*[a[0], b[1], *a[2:]])
    sequence = [(bufs_a, want_a), (bufs_a, want_a), (bufs_b, want_b), (bufs_a, want_a),
                (b, want_b), (bufs_b, want_b), (bufs_b, want_b), (fresh_a, want_a),
                (mixed, want_mixed), (bufs_a, want_a), (a, want_a), (bufs_a, want_a)]
    for step, (args, want) in enumerate(sequence):
        (got,) = exe.execute(args, results="host")
        np.testing.assert_array_equal(got, want[0], err_msg=f"call {step}")


def test_same_buffers_skip_the_packing_steps(mlp_path: Path) -> None:
    client = Client()
    exe = client.load(mlp_path)
    bufs = [client.buffer_from_pyval(x) for x in npz_arrays(MLP / "inputs.npz")]
    workspace = _workspace(exe)
    all_steps = len(workspace.steps)
    skippable = len(workspace.memo_steps)
    exe.execute(bufs)
    workspace = _workspace(exe)
    values = list(bufs)
    assert len(steps_to_run(workspace, values)) == all_steps - skippable
    # A host array for a weight: the steps reading it run, and forget what they computed.
    host = [bufs[0], *[b.to_numpy() for b in bufs[1:]]]
    assert len(steps_to_run(workspace, host)) == all_steps
    assert len(steps_to_run(workspace, values)) == all_steps  # recomputed once again
    steady = steps_to_run(workspace, values)
    assert len(steady) == all_steps - skippable
    # The same buffers again: found with one comparison, the same list (and its launches).
    assert steps_to_run(workspace, values) is steady
    assert workspace.launches_of(steady) is not None
    assert len(steps_to_run(workspace, host)) == all_steps  # a change drops that shortcut
    assert len(steps_to_run(workspace, values)) == all_steps


def test_buffers_others_may_write_are_never_taken_as_known(mlp_path: Path) -> None:
    client = Client()
    exe = client.load(mlp_path)
    inputs = npz_arrays(MLP / "inputs.npz")
    bufs = [client.buffer_from_pyval(x) for x in inputs]
    assert all(memo_key(b) is not None for b in bufs)
    np.from_dlpack(bufs[1], device="cpu")  # a host copy: the memory stays the runtime's
    assert memo_key(bufs[1]) is not None
    bufs[1].__dlpack__()  # exported in place: a consumer may write it from now on
    assert memo_key(bufs[1]) is None
    _ = bufs[3].__sycl_usm_array_interface__
    assert memo_key(bufs[3]) is None
    imported = client.buffer_from_dlpack(bufs[5])  # zero-copy import: its owner may write
    assert memo_key(imported) is None
    want = exe(*inputs)
    for _ in range(3):
        (got,) = exe.execute([*bufs[:5], imported, bufs[6]], results="host")
        np.testing.assert_array_equal(got, want[0])


def test_only_repacked_parameters_are_kept_for_good() -> None:
    from pjrtc.driver import compile_bytes

    # tanh(w) and its panel are computed from a parameter alone, so is the panel of the
    # transposed weight: slots of their own. The dots' results are not.
    text = """
    func.func @main(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %v: tensor<32x64xf32>)
        -> tensor<8x64xf32> {
      %t = stablehlo.tanh %w : tensor<64x32xf32>
      %h = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0]
          : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
      %vt = stablehlo.transpose %v, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
      %y = stablehlo.dot_general %h, %vt, contracting_dims = [1] x [1]
          : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
      return %y : tensor<8x64xf32>
    }"""
    compiled = compile_bytes(text.encode(), "memo.mlir")
    manifest = compiled.manifest
    dots = [k for k in manifest.kernels if k.name.endswith("dot_general")]
    derived = [k for k in manifest.kernels if k not in dots]
    assert len(dots) == 2 and len(derived) == 3  # tanh, two packs
    derived_slots = {a.index for k in derived for a in k.args[:k.writes]}
    dot_slots = {a.index for k in dots for a in k.args[:k.writes]}
    assert len(derived_slots) == 3 and not derived_slots & dot_slots
    assert all(k.invariant for k in derived) and not any(k.invariant for k in dots)


def test_a_loops_copy_of_an_input_is_not_a_weight() -> None:
    """The loop starts from a copy of y and updates it in place: the copy's kernel reads an
    input alone, but another step writes its buffer, so it is not marked invariant (the
    runtime would refuse to skip it anyway: its slot has two writers)."""
    import jax

    from pjrtc.driver import compile_bytes

    x = np.linspace(-1, 1, 16, dtype=np.float32)

    def fn(x, y, n):
        return jax.lax.fori_loop(0, n, lambda i, s: (s[0] * 0.5 + s[1], s[1] * 0.9), (x, y))[0]

    compiled = compile_bytes(jax.jit(fn).lower(x, x, np.int32(3)).as_text().encode(),
                             "carry.mlir")
    assert not any(k.invariant for k in compiled.manifest.kernels)
