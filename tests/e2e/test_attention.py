"""Attention fused into one kernel (pjrtc/passes/fuse_attention.py, codegen/attention.py) on the
device, against JAX on CPU: the layouts real producers write (jnp.einsum with heads first,
flax's 'bqhd,bkhd->bhqk', Keras MultiHeadAttention's key-first einsum, transformers' Flax
GPT-2 biases, a transformer block's reshaped projections, jax.nn.dot_product_attention),
sequence lengths 1 to 512 (below, at and off multiples of the
key block and of the queries per work-item), 1 to 12 heads, head widths 16 to 128 (whole
vectors and not), batch 1 and 8, with a bias added, a padding mask, a causal mask by select
(-inf and the most negative float), a row masked whole (NaN, as softmax gives), and f16/bf16
inputs.

Each batch is one module, compiled (for the default target without its size limit on fusion)
and run once (tests/e2e/test_fast_paths.py's `check_jax`), and checks how many attention
kernels it has, so the cases keep testing the fused kernel if the thresholds move. What is and
is not recognized, without a device: tests/passes/test_fuse_attention.py.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
import test_fast_paths
from test_fast_paths import Case, check_jax

from pjrtc.driver import DEFAULT_TARGET, compile_bytes


@pytest.fixture(autouse=True)
def _fuse_any_size(monkeypatch):
    """Compile for the default target without its size limit on fusion (`attention_max_macs`,
    a cost decision), so that every case here runs the fused kernel where it is recognized."""
    target = dataclasses.replace(DEFAULT_TARGET, attention_max_macs=1 << 62)
    monkeypatch.setattr(test_fast_paths, "compile_bytes",
                        functools.partial(compile_bytes, target=target))


def _attention_kernels(compiled) -> int:
    return sum(kern.attention is not None for kern in compiled.kernels.kernels)


def _u(rng, *shape, dtype=np.float32):
    return rng.uniform(-1.0, 1.0, shape).astype(dtype)


def heads_first(q, k, v):
    """jnp.einsum attention with heads first: [b, h, s, d]."""
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.float32(np.sqrt(q.shape[-1]))
    return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)


def flax_style(q, k, v, bias=None, mask=None):
    """flax.linen.dot_product_attention: [b, s, h, d], the query scaled first, a bias added,
    a mask by select of the most negative float."""
    q = q / jnp.sqrt(q.shape[-1]).astype(q.dtype)
    w = jnp.einsum("...qhd,...khd->...hqk", q, k)
    if bias is not None:
        w = w + bias
    if mask is not None:
        w = jnp.where(mask, w, jnp.finfo(w.dtype).min)
    w = jax.nn.softmax(w, axis=-1)
    return jnp.einsum("...hqk,...khd->...qhd", w, v)


def causal_inf(q, k, v):
    """A causal mask by select of -inf (iota compare), by hand: exp(s - max) / sum."""
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) * np.float32(0.125)
    n = s.shape[-1]
    keep = jnp.arange(n)[None, :] <= jnp.arange(n)[:, None]
    s = jnp.where(keep, s, -jnp.inf)
    e = jnp.exp(s - jax.lax.stop_gradient(jnp.max(s, axis=-1, keepdims=True)))
    return jnp.einsum("bhqk,bhkd->bhqd", e / jnp.sum(e, axis=-1, keepdims=True), v)


def masked_rows(q, k, v, keep):
    """Rows whose keys are all masked with -inf: NaN, as softmax gives."""
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k)
    s = jnp.where(keep, s, -jnp.inf)
    return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)


def keras_mha(q, k, v, mask):
    """keras.layers.MultiHeadAttention's layout: scores by 'aecd,abcd->acbe' (key first),
    a mask by select of -1e9, the product by 'acbe,aecd->abcd'."""
    q = q * np.float32(1.0 / np.sqrt(q.shape[-1]))
    s = jnp.where(mask[:, None], jnp.einsum("aecd,abcd->acbe", k, q), np.float32(-1e9))
    return jnp.einsum("acbe,aecd->abcd", jax.nn.softmax(s, axis=-1), v)


def gpt2(q, k, v, causal, padding):
    """transformers' Flax GPT-2: the causal mask a bias by lax.select of 0 or the most negative
    float, plus a padding bias."""
    low = jnp.finfo(jnp.float32).min
    bias = jax.lax.select(causal > 0, jnp.zeros(causal.shape, jnp.float32),
                          jnp.full(causal.shape, low))
    w = jnp.einsum("...qhd,...khd->...hqk", q / np.float32(8.0), k) + bias + padding
    return jnp.einsum("...hqk,...khd->...qhd", jax.nn.softmax(w, axis=-1), v)


def torch_batched(q, k, v):
    """PyTorch's batched MultiheadAttention: heads folded into the batch ([b*h, n, d]), the
    scores [b*h, q, k] taken through a softmax over [b, h, q, k] (a split axis)."""
    b, n, h, d = q.shape
    heads = lambda x: x.transpose(0, 2, 1, 3).reshape(b * h, n, d)  # noqa: E731
    s = jnp.einsum("xqd,xkd->xqk", heads(q), heads(k)) * np.float32(d ** -0.5)
    p = jax.nn.softmax(s.reshape(b, h, n, n), axis=-1).reshape(b * h, n, n)
    return jnp.einsum("xqk,xkd->xqd", p, heads(v))


def block(x, wq, wk, wv):
    """A transformer block's attention: projections reshaped to [s, h, d] (the benchmark's)."""
    s, h = x.shape[0], 4
    d = wq.shape[1] // h
    q, k, v = ((x @ w).reshape(s, h, d) for w in (wq, wk, wv))
    scores = jnp.einsum("qhd,khd->hqk", q, k) / np.float32(np.sqrt(d))
    return jnp.einsum("hqk,khd->qhd", jax.nn.softmax(scores, axis=-1), v).reshape(s, h * d)


def test_heads_first_over_sequence_lengths(tmp_path):
    """Lengths 1..512: below the fused threshold (not fused), off the key block (8) and the
    queries per work-item (2), and long ones."""
    r = np.random.default_rng(0)
    cases = []
    fused = 0
    for b, h, n, d in ((1, 1, 1, 16), (1, 2, 5, 16), (1, 1, 8, 16), (1, 2, 13, 32),
                       (1, 3, 33, 64), (2, 2, 64, 32), (1, 1, 130, 48), (1, 2, 512, 64)):
        cases.append(Case(f"heads first b{b} h{h} s{n} d{d}", heads_first,
                          (_u(r, b, h, n, d), _u(r, b, h, n, d), _u(r, b, h, n, d))))
        fused += n >= 8
    compiled = check_jax(cases, tmp_path, "attention_lengths")
    assert _attention_kernels(compiled) == fused


def test_flax_layout_heads_widths_and_batches(tmp_path):
    r = np.random.default_rng(1)
    cases = []
    for b, n, h, d in ((1, 64, 12, 16), (8, 64, 4, 32), (1, 128, 2, 128), (8, 17, 3, 24),
                       (1, 40, 6, 100)):
        cases.append(Case(f"flax b{b} s{n} h{h} d{d}", flax_style,
                          (_u(r, b, n, h, d), _u(r, b, n, h, d), _u(r, b, n, h, d))))
    compiled = check_jax(cases, tmp_path, "attention_flax")
    assert _attention_kernels(compiled) == len(cases)


def test_masks(tmp_path):
    """A bias, a padding mask ([b, 1, 1, k] by select), a causal mask by -inf, rows masked
    whole."""
    r = np.random.default_rng(2)
    b, n, h, d = 2, 24, 2, 32
    qkv = lambda: tuple(_u(r, b, n, h, d) for _ in range(3))  # noqa: E731
    lengths = np.array([24, 9])
    padding = (np.arange(n)[None, :] < lengths[:, None])[:, None, None, :]
    keep = np.ones((1, 1, n, n), bool)
    keep[..., 3, :] = False  # row 3 of every head masked whole
    keep[..., 5, 10:] = False
    cases = [
        Case("bias added", lambda q, k, v, bias: flax_style(q, k, v, bias=bias),
             qkv() + (_u(r, b, h, n, n),)),
        Case("padding mask", lambda q, k, v, m: flax_style(q, k, v, mask=m),
             qkv() + (padding,)),
        Case("causal -inf", causal_inf, tuple(_u(r, b, h, n, d) for _ in range(3))),
        Case("rows masked whole", masked_rows,
             tuple(_u(r, b, h, n, d) for _ in range(3)) + (keep,)),
    ]
    compiled = check_jax(cases, tmp_path, "attention_masks")
    assert _attention_kernels(compiled) == len(cases)


def bert_head_mask(q, k, v):
    """transformers' FlaxBertSelfAttention: the probabilities times a head mask of ones, a
    dot_general over no axes whose result is [b, h, q, k] transposed to [h, b, q, k]."""
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(q.shape[-1]))
    p = jnp.einsum("...hqk,h->...hqk", jax.nn.softmax(s, axis=-1),
                   jnp.ones((q.shape[2],), jnp.float32))
    return jnp.einsum("bhqk,bkhd->bqhd", p, v)


def test_producers(tmp_path):
    r = np.random.default_rng(3)
    b, n, h, d = 2, 48, 4, 32
    qkv = lambda: tuple(_u(r, b, n, h, d) for _ in range(3))  # noqa: E731
    padding = np.where(np.arange(n) < 40, 0.0, np.finfo(np.float32).min).astype(np.float32)
    cases = [
        Case("keras MultiHeadAttention layout", keras_mha,
             qkv() + (r.uniform(size=(b, n, n)) < 0.8,)),
        Case("gpt2 causal and padding biases", gpt2,
             qkv() + (np.tril(np.ones((1, 1, n, n), np.float32)),
                      np.broadcast_to(padding, (b, 1, 1, n)).copy())),
        Case("bert head mask of ones, batched", bert_head_mask, qkv()),
        Case("torch batched heads, softmax over a split axis", torch_batched, qkv()),
        Case("jax.nn.dot_product_attention", jax.nn.dot_product_attention, qkv()),
        Case("jax.nn.dot_product_attention causal",
             lambda q, k, v: jax.nn.dot_product_attention(q, k, v, is_causal=True), qkv()),
        # Weights scaled as initializers scale them (1/sqrt(fan-in)): with uniform(-1, 1)
        # weights the logits reach hundreds, and softmax turns f32 rounding of the
        # projections (summed in another order than XLA's) into errors beyond tolerance.
        Case("transformer block attention", block,
             (_u(r, 72, 128),) + tuple(_u(r, 128, 128) / np.float32(np.sqrt(128))
                                       for _ in range(3))),
    ]
    compiled = check_jax(cases, tmp_path, "attention_producers")
    # dot_product_attention's scores carry a unit axis that its transposes move: fused once
    # the unit axes are squeezed away (pjrtc/passes/squeeze_units.py).
    assert _attention_kernels(compiled) == len(cases)


def test_half_precision_inputs(tmp_path):
    """JAX computes the softmax of half-precision scores in f32: fused, the scores' rounding
    to the half type kept in the logit."""
    r = np.random.default_rng(4)
    cases = [Case(f"heads first {dtype.__name__}", heads_first,
                  tuple(_u(r, 1, 2, 32, 16, dtype=dtype) for _ in range(3)))
             for dtype in (np.float16, ml_dtypes.bfloat16)]
    compiled = check_jax(cases, tmp_path, "attention_half")
    assert _attention_kernels(compiled) == len(cases)
