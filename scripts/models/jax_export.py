"""Programs serialized with jax.export (its StableHLO text, `Exported.mlir_module()`):

- GPT-2 generation: transformers' FlaxGPT2LMHeadModel.generate, whose decoding is a
  `lax.while_loop` over the decoder with a key/value cache: greedy, beam search and top-k
  sampling;
- a training step of a flax linen CNN: forward with batch norm (batch statistics, updated)
  and dropout (its PRNG key an argument), cross-entropy loss, jax.value_and_grad, SGD update.
"""

from __future__ import annotations

import numpy as np

from .common import SEED, Model, Program, params_program
from .hf_flax import SMALL, VOCAB

PROMPT, MAX_LENGTH = 8, 32
BEAMS, TOP_K = 4, 50
IMAGE, CLASSES, LEARNING_RATE = 32, 10, 0.1


def _exported_text(fn, arrays) -> str:
    """The exported module's text without its locations (they name this machine's files)."""
    import jax
    from jax._src.interpreters import mlir as jax_mlir  # jax's context; no public one
    from jaxlib.mlir import ir

    text = jax.export.export(jax.jit(fn, keep_unused=True))(*arrays).mlir_module()
    with jax_mlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def _generate(batch: int, **search) -> Program:
    """FlaxGPT2LMHeadModel.generate of a random prompt; `search`: generate's own arguments
    (greedy when none; `do_sample` with a `prng_key` argument; `num_beams`)."""
    import jax
    from transformers import FlaxGPT2LMHeadModel, GPT2Config

    config = GPT2Config(vocab_size=VOCAB, n_positions=MAX_LENGTH, n_embd=SMALL["hidden_size"],
                        n_layer=SMALL["num_hidden_layers"], n_head=SMALL["num_attention_heads"],
                        pad_token_id=0, bos_token_id=1, eos_token_id=VOCAB)  # never ends early
    model = FlaxGPT2LMHeadModel(config, seed=SEED)
    prompt = np.random.default_rng(SEED).integers(2, VOCAB, (batch, PROMPT), dtype=np.int32)
    if search.get("do_sample"):
        key = np.asarray(jax.random.key_data(jax.random.PRNGKey(SEED)))
        return params_program(
            model.params, ["prompt", "prng_key"], [prompt, key],
            lambda p, ids, k: model.generate(ids, params=p, max_length=MAX_LENGTH,
                                             prng_key=jax.random.wrap_key_data(k),
                                             **search).sequences,
            text=_exported_text)
    return params_program(
        model.params, ["prompt"], [prompt],
        lambda p, ids: model.generate(ids, params=p, max_length=MAX_LENGTH, do_sample=False,
                                      **search).sequences,
        text=_exported_text)


def _train_step(batch: int) -> Program:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x, train: bool):
            for features in (16, 32):
                x = nn.Conv(features, (3, 3))(x)
                x = nn.BatchNorm(use_running_average=not train)(x)
                x = nn.relu(x)
                x = nn.max_pool(x, (2, 2), (2, 2))
            x = x.reshape(x.shape[0], -1)
            x = nn.Dropout(0.25, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
            return nn.Dense(CLASSES)(x)

    net = Net()
    rng = np.random.default_rng(SEED)
    images = rng.standard_normal((batch, IMAGE, IMAGE, 3), dtype=np.float32)
    labels = rng.integers(0, CLASSES, (batch,), dtype=np.int32)
    key = np.asarray(jax.random.key_data(jax.random.PRNGKey(SEED)))
    variables = net.init(jax.random.PRNGKey(SEED), images, train=False)

    def step(state, images, labels, key):
        def loss_fn(params):
            logits, updated = net.apply({"params": params, "batch_stats": state["batch_stats"]},
                                        images, train=True, mutable=["batch_stats"],
                                        rngs={"dropout": jax.random.wrap_key_data(key)})
            onehot = jax.nn.one_hot(labels, CLASSES)
            loss = -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), axis=-1))
            return loss, updated["batch_stats"]

        (loss, stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(state["params"])
        params = jax.tree_util.tree_map(lambda p, g: p - LEARNING_RATE * g, state["params"],
                                        grads)
        return params, stats, loss

    return params_program(dict(variables), ["images", "labels", "dropout_key"],
                          [images, labels, key], step, text=_exported_text)


MODELS = {
    "gpt2_generate": Model(
        "transformers.FlaxGPT2LMHeadModel.generate via jax.export", ("transformers", "flax"),
        (1, 8), _generate,
        f"greedy decoding of the hf_gpt2 architecture from a {PROMPT}-token prompt to "
        f"{MAX_LENGTH} tokens: a while loop over the decoder with a key/value cache"),
    "gpt2_beam_search": Model(
        "transformers.FlaxGPT2LMHeadModel.generate via jax.export", ("transformers", "flax"),
        (1,), lambda batch: _generate(batch, num_beams=BEAMS),
        f"beam search ({BEAMS} beams) with the hf_gpt2 architecture from a {PROMPT}-token "
        f"prompt to {MAX_LENGTH} tokens: each step's top {2 * BEAMS} of the beams' scores"),
    "gpt2_sample": Model(
        "transformers.FlaxGPT2LMHeadModel.generate via jax.export", ("transformers", "flax"),
        (1,), lambda batch: _generate(batch, do_sample=True, top_k=TOP_K, temperature=0.8),
        f"top-{TOP_K} sampling with the hf_gpt2 architecture from a {PROMPT}-token prompt to "
        f"{MAX_LENGTH} tokens: each step's top-k of the logits, a categorical draw (threefry)"),
    "jax_train_step": Model(
        "flax.linen CNN training step via jax.export", ("flax",), (8,), _train_step,
        f"one SGD step of a 2-conv CNN with batch norm and dropout on {IMAGE}x{IMAGE}x3 images, "
        f"{CLASSES} classes: value_and_grad, updated parameters and batch statistics, loss"),
}
