"""Small elementwise kernels run in the one-work-group row program before them
(pjrtc/passes/serial_tails.py), against JAX on CPU: a greedy decode loop whose step ends in
the argmax over the vocabulary, the tokens written into the sequences and the scalar updates
(position, finished flags, predicate) runs those updates in the argmax's kernel, and
generates the same tokens, stopping at the end token or at the length bound."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.options import CompileOptions
from pjrtc.ir.kernel import Launch, SerialMap, While, walk_steps

VOCAB, LENGTH, END = 50, 16, 3


def _generate(table, bias, prompt):
    """Greedy decoding of a batch of sequences: the logits of each next token are the row of
    `table` of the last one plus `bias`; stop after LENGTH tokens or once every sequence has
    generated END (a finished sequence gets END again)."""
    def cond(state):
        _, position, done = state
        return (position < LENGTH) & ~jnp.all(done)

    def body(state):
        sequence, position, done = state
        logits = table[sequence[:, position - 1]] + bias
        token = jnp.where(done, END, jnp.argmax(logits, axis=1).astype(jnp.int32))
        sequence = lax.dynamic_update_slice(sequence, token[:, None], (0, position))
        return sequence, position + 1, done | (token == END)

    sequence = jnp.zeros((prompt.shape[0], LENGTH), jnp.int32).at[:, 0].set(prompt)
    done = jnp.zeros(prompt.shape, jnp.bool_)
    return lax.while_loop(cond, body, (sequence, jnp.int32(1), done))


@pytest.mark.parametrize("device_loops", [False, True], ids=["host-loop", "device-loop"])
@pytest.mark.parametrize("batch", [1, 4])
def test_decode_step_updates_run_in_the_argmax(tmp_path, batch, device_loops):
    """The loop's structure on the host; its results either way (as one device loop, the
    argmax's serial tails run after every row: pjrtc/codegen/device_loop.py's parts)."""
    rng = np.random.default_rng(7)
    table = rng.standard_normal((VOCAB, VOCAB)).astype(np.float32)
    prompt = np.array([11, 5, 17, 22][:batch], np.int32)
    text = jax.jit(_generate).lower(table, np.zeros(VOCAB, np.float32), prompt).as_text()
    compiled = compile_bytes(text.encode(), "generate.mlir", CompileOptions(device_loops=False))
    loop = next(s for s in walk_steps(compiled.kernels.steps) if isinstance(s, While))
    launches = [s.kernel for s in loop.body if isinstance(s, Launch)]
    argmax = next(kern for kern in launches if kern.rows is not None)
    # The token write and the scalar updates were launches of their own after it; with a
    # batch, the argmax's work-items share them, after a barrier.
    assert [type(s) for s in argmax.rows.steps][-2:] == [SerialMap, SerialMap]
    assert launches[-1] is argmax, [kern.name for kern in launches]
    assert argmax.rows.group == batch
    # barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE) orders the rows' writes first
    assert ('@"_Z7barrierj"(i32 3)' in compiled.llvm_ir) == (batch > 1)
    if device_loops:
        compiled = compile_bytes(text.encode(), "generate.mlir")
        assert not any(isinstance(s, While) for s in walk_steps(compiled.kernels.steps))
    path = tmp_path / "generate.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    exe = pjrtc_runtime.load(path)

    # With END out of reach the loop runs to the length bound; with the bias pulling toward
    # END it stops early (each sequence finishing at another step): both ways the same
    # sequences, position and flags as JAX.
    never, pull = np.zeros(VOCAB, np.float32), np.zeros(VOCAB, np.float32)
    never[END], pull[END] = -100.0, 1.6
    bounds = set()
    for b in (never, pull):
        actual = exe(table, b, prompt)
        expected = jax.jit(_generate)(table, b, prompt)
        for a, e in zip(actual, expected):
            np.testing.assert_array_equal(np.asarray(a), np.asarray(e))
        bounds.add(int(expected[1]) < LENGTH)
    assert bounds == {False, True}, "the loop should end once on its bound, once on its flags"
