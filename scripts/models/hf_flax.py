"""transformers' Flax BERT, GPT-2 and ViT (transformers 4.x: v5 dropped Flax), built from
small configs with the library's own random initialization; the parameters are arguments."""

from __future__ import annotations

import numpy as np

from .common import SEED, Model, Program, params_program

SEQ, VOCAB = 64, 1000
SMALL = {"hidden_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
         "intermediate_size": 512}
IMAGE, PATCH = 64, 8


def _ids(batch: int) -> np.ndarray:
    return np.random.default_rng(SEED).integers(0, VOCAB, (batch, SEQ), dtype=np.int32)


def _bert(batch: int) -> Program:
    from transformers import BertConfig, FlaxBertModel

    config = BertConfig(vocab_size=VOCAB, max_position_embeddings=SEQ, **SMALL)
    model = FlaxBertModel(config, seed=SEED)
    ids = _ids(batch)
    mask = np.ones_like(ids)
    return params_program(model.params, ["input_ids", "attention_mask"], [ids, mask],
                          lambda p, ids, mask: model(ids, attention_mask=mask, params=p,
                                                     train=False).last_hidden_state)


def _gpt2(batch: int) -> Program:
    from transformers import FlaxGPT2LMHeadModel, GPT2Config

    config = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=SMALL["hidden_size"],
                        n_layer=SMALL["num_hidden_layers"], n_head=SMALL["num_attention_heads"])
    model = FlaxGPT2LMHeadModel(config, seed=SEED)
    return params_program(model.params, ["input_ids"], [_ids(batch)],
                          lambda p, ids: model(ids, params=p, train=False).logits)


def _vit(batch: int) -> Program:
    from transformers import FlaxViTModel, ViTConfig

    config = ViTConfig(image_size=IMAGE, patch_size=PATCH, **SMALL)
    model = FlaxViTModel(config, seed=SEED)
    pixels = np.random.default_rng(SEED).standard_normal((batch, 3, IMAGE, IMAGE),
                                                         dtype=np.float32)
    return params_program(model.params, ["pixel_values"], [pixels],
                          lambda p, x: model(x, params=p, train=False).last_hidden_state)


_SIZE = (f"hidden {SMALL['hidden_size']}, {SMALL['num_hidden_layers']} layers, "
         f"{SMALL['num_attention_heads']} heads, intermediate {SMALL['intermediate_size']}")
MODELS = {
    "hf_bert": Model("transformers.FlaxBertModel", ("transformers", "flax"), (1, 8), _bert,
                     f"BERT encoder, {_SIZE}, vocab {VOCAB}, {SEQ} tokens"),
    "hf_gpt2": Model("transformers.FlaxGPT2LMHeadModel", ("transformers", "flax"), (1, 8),
                     _gpt2, f"GPT-2 with its LM head (logits), {_SIZE}, vocab {VOCAB}, "
                     f"{SEQ} tokens"),
    "hf_vit": Model("transformers.FlaxViTModel", ("transformers", "flax"), (1, 8), _vit,
                    f"ViT encoder, {_SIZE}, {IMAGE}x{IMAGE} NCHW image, {PATCH}x{PATCH} patches"),
}
