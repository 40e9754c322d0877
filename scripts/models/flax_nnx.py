"""A flax nnx transformer (token embedding, pre-norm blocks of nnx.MultiHeadAttention and an
MLP, causal mask, logits), initialized by nnx's own initializers; its nnx.State is the
weights, split off with nnx.split so that every parameter is an argument."""

from __future__ import annotations

import numpy as np

from .common import SEED, Model, Program, flat_named, lowered_text

SEQ, VOCAB, WIDTH, HEADS, FFN, LAYERS = 64, 1000, 128, 4, 512, 2


def _transformer(rngs):
    from flax import nnx

    class Block(nnx.Module):
        def __init__(self, rngs):
            self.norm1 = nnx.LayerNorm(WIDTH, rngs=rngs)
            self.attention = nnx.MultiHeadAttention(HEADS, WIDTH, decode=False, rngs=rngs)
            self.norm2 = nnx.LayerNorm(WIDTH, rngs=rngs)
            self.up = nnx.Linear(WIDTH, FFN, rngs=rngs)
            self.down = nnx.Linear(FFN, WIDTH, rngs=rngs)

        def __call__(self, x, mask):
            x = x + self.attention(self.norm1(x), mask=mask)
            return x + self.down(nnx.gelu(self.up(self.norm2(x))))

    class Transformer(nnx.Module):
        def __init__(self, rngs):
            self.embed = nnx.Embed(VOCAB, WIDTH, rngs=rngs)
            self.position = nnx.Embed(SEQ, WIDTH, rngs=rngs)
            self.blocks = nnx.List([Block(rngs) for _ in range(LAYERS)])
            self.norm = nnx.LayerNorm(WIDTH, rngs=rngs)

        def __call__(self, ids):
            import jax.numpy as jnp

            x = self.embed(ids) + self.position(jnp.arange(ids.shape[1]))
            mask = nnx.make_causal_mask(ids)
            for block in self.blocks:
                x = block(x, mask)
            return self.embed.attend(self.norm(x))

    return Transformer(rngs)


def _build(batch: int) -> Program:
    import jax
    from flax import nnx

    graphdef, state = nnx.split(_transformer(nnx.Rngs(SEED)))
    names, leaves = flat_named(state)
    treedef = jax.tree_util.tree_structure(state)
    n = len(leaves)

    def forward(*args):
        return nnx.merge(graphdef, jax.tree_util.tree_unflatten(treedef, args[:n]))(args[n])

    ids = np.random.default_rng(SEED).integers(0, VOCAB, (batch, SEQ), dtype=np.int32)
    return Program(lowered_text(forward, *leaves, ids), names + ["ids"], leaves + [ids],
                   ["weight"] * n + ["data"])


MODELS = {
    "flax_nnx_transformer": Model(
        "flax.nnx (Embed, MultiHeadAttention, LayerNorm, Linear)", ("flax",), (1, 8), _build,
        f"decoder-only transformer of flax nnx layers: {LAYERS} pre-norm blocks, width "
        f"{WIDTH}, {HEADS} heads, MLP {FFN}, vocab {VOCAB}, {SEQ} tokens, causal, tied logits"),
}
