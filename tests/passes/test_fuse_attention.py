"""Attention fusion (pjrtc/passes/fuse_attention.py) without a device: which chains of scores,
softmax and product with V become one `Attention` kernel, and which stay as they were. Their
numbers on the device: tests/e2e/test_attention.py."""

from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from pjrtc.driver import compile_bytes, compile_file
from pjrtc.options import CompileOptions
from pjrtc.ir.kernel import KernelModule, Launch, Leaf, While
from pjrtc.ir.tensor import DType, Op

ROOT = Path(__file__).resolve().parents[2]


def _kernels(fn, *args) -> KernelModule:
    text = jax.jit(fn).lower(*args).as_text()
    return compile_bytes(text.encode(), "model.mlir", stop_after="kir").kernels


def _fused(fn, *args) -> list:
    return [kern for kern in _kernels(fn, *args).kernels if kern.attention is not None]


def _qkv(b=2, h=3, n=24, d=32, dtype=np.float32):
    return tuple(np.zeros((b, h, n, d), dtype) for _ in range(3))


def _scores(q, k):
    return jnp.einsum("bhqd,bhkd->bhqk", q, k) * np.float32(0.125)


def _attend(p, v):
    return jnp.einsum("bhqk,bhkd->bhqd", p, v)


def test_heads_first_einsum_is_one_kernel():
    module = _kernels(lambda q, k, v: _attend(jax.nn.softmax(_scores(q, k), axis=-1), v),
                      *_qkv())
    (kern,) = module.kernels
    a = kern.attention
    assert a is not None and kern.shape == (2, 3, 24, 32)
    assert (a.rows, a.row_axes, a.keys, a.depth, a.queries) == ((2, 3, 24), (0, 1, 2), 24, 32, 2)
    assert [v.type.shape for v in kern.args()] == [(2, 3, 24, 32)] * 4  # out, q, k, v


def test_flax_layout_with_a_mask_by_select_and_a_hand_written_softmax():
    def flax_like(q, k, v, mask):
        w = jnp.einsum("...qhd,...khd->...hqk", q / np.float32(8.0), k)
        w = jnp.where(mask, w, jnp.finfo(w.dtype).min)
        e = jnp.exp(w - jax.lax.stop_gradient(w.max(axis=-1, keepdims=True)))
        return jnp.einsum("...hqk,...khd->...qhd", e / e.sum(axis=-1, keepdims=True), v)

    q, k, v = (np.zeros((2, 24, 3, 32), np.float32) for _ in range(3))
    (kern,) = _fused(flax_like, q, k, v, np.ones((2, 1, 1, 24), bool))
    # The product is computed as [b, h, d, q] (a transpose kernel after it makes [b, q, h, d]).
    assert kern.shape == (2, 3, 32, 24) and kern.attention.row_axes == (0, 1, 3)


def test_causal_mask_in_a_kernel_of_its_own_and_a_bias():
    def causal(q, k, v, bias):
        s = _scores(q, k) + bias
        n = s.shape[-1]
        s = jnp.where(jnp.arange(n)[None, :] <= jnp.arange(n)[:, None], s, -jnp.inf)
        return _attend(jax.nn.softmax(s, axis=-1), v)

    assert len(_fused(causal, *_qkv(), np.zeros((2, 3, 24, 24), np.float32))) == 1


def test_what_stays_unfused():
    qkv = _qkv()
    softmax = jax.nn.softmax
    cases = {
        # P is a result too: it must be written.
        "probabilities returned": lambda q, k, v: (
            _attend(p := softmax(_scores(q, k), axis=-1), v), p),
        "scores returned": lambda q, k, v: (
            _attend(softmax(s := _scores(q, k), axis=-1), v), s),
        "dropout on P": lambda q, k, v: _attend(
            softmax(_scores(q, k), axis=-1) * (q[..., :1] > 0), v),
        "softmax over queries": lambda q, k, v: _attend(softmax(_scores(q, k), axis=-2), v),
        "log_softmax": lambda q, k, v: _attend(jax.nn.log_softmax(_scores(q, k), axis=-1), v),
        "exp without the max": lambda q, k, v: _attend(
            (e := jnp.exp(_scores(q, k))) / e.sum(axis=-1, keepdims=True), v),
        "sum plus one": lambda q, k, v: _attend(
            (e := jnp.exp((s := _scores(q, k)) - s.max(axis=-1, keepdims=True)))
            / (e.sum(axis=-1, keepdims=True) + 1), v),
    }
    for label, fn in cases.items():
        assert not _fused(fn, *qkv), label
    assert not _fused(lambda q, k, v: _attend(softmax(_scores(q, k), axis=-1), v),
                      *_qkv(n=4)), "4 keys: below attention_min_keys"
    assert not _fused(lambda q, k, v: _attend(softmax(_scores(q, k), axis=-1), v),
                      *_qkv(d=160)), "depth 160: above attention_max_depth"


def test_half_precision_scores_keep_their_rounding_in_the_logit():
    """JAX takes the softmax of f16 scores in f32 (P converted to f32, to f32 again)."""
    (kern,) = _fused(lambda q, k, v: _attend(jax.nn.softmax(_scores(q, k), axis=-1), v),
                     *_qkv(dtype=np.float16))
    assert any(node.op is Op.CONVERT and node.dtype is DType.F16
               for node in kern.attention.logit.walk())


def test_dot_product_attention_and_its_unit_axis_transposes():
    """jax.nn.dot_product_attention computes the scores as [b, h, q, 1, k] and the softmax
    over [b, 1, h, q, k]: the same rows once the unit axes are squeezed away."""
    q, k, v = (np.zeros((2, 24, 3, 32), np.float32) for _ in range(3))
    for causal in (False, True):
        assert len(_fused(lambda q, k, v: jax.nn.dot_product_attention(
            q, k, v, is_causal=causal), q, k, v)) == 1, causal


def test_scaled_query_and_key_are_computed_in_the_attention():
    """PyTorch scales q and k each by d ** -0.25 in kernels of their own before the product:
    they become part of the query and key expressions, no launches of their own."""
    def torch_like(q, k, v):
        c = np.float32(32 ** -0.25)
        return _attend(jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q * c, k * c), axis=-1), v)

    module = _kernels(torch_like, *_qkv())
    (kern,) = module.kernels
    assert kern.attention is not None


@pytest.mark.parametrize("model, layers", [
    ("flax_nnx_transformer", 2),  # dot_product_attention; a causal mask both layers read
    ("hf_bert", 2),  # a head mask of ones
    ("hf_gpt2", 2), ("hf_vit", 2),
    ("keras_transformer", 1),  # scores [b, h, q, 1, k], softmax over [b, 1, h, q, k]
    ("torch_transformer", 2),  # q and k scaled before the product; scores [h, q, k]
])
def test_every_attention_of_the_real_transformers_is_fused(model, layers):
    module = compile_file(ROOT / "testdata" / "models" / model / "batch1.mlir",
                          stop_after="kir").kernels
    assert len([kern for kern in module.kernels if kern.attention is not None]) == layers


def test_batched_torch_transformer_attention_is_fused():
    """Batch 8 folds heads into the batch: scores [32, q, k] under a [8, 4, q, k] softmax."""
    module = compile_file(ROOT / "testdata" / "models" / "torch_transformer" / "batch8.mlir",
                          stop_after="kir").kernels
    assert len([kern for kern in module.kernels if kern.attention is not None]) == 2


def test_bert_head_mask_of_ones():
    """BERT multiplies the probabilities by a head mask of ones with a dot_general contracting
    nothing: a multiplication by 1 (and a sum with 0) that leaves the softmax as it was."""
    def bert_like(q, k, v):  # transformers' FlaxBertSelfAttention
        p = jax.nn.softmax(_scores(q, k), axis=-1)
        return _attend(jnp.einsum("...hqk,h->...hqk", p, jnp.ones((3,), jnp.float32)), v)

    # Batched, the product with the mask is [h, b, q, k]: a kernel of its own transposes P.
    for b in (1, 2):
        assert len(_fused(bert_like, *_qkv(b=b))) == 1, b


def test_scores_under_a_reshape_that_splits_an_axis():
    """PyTorch batched: scores [b*h, q, k] and their product with V [b*h, q, d], the softmax
    over [b, h, q, k]; the attention's rows are the softmax's [b, h, q], the product's
    index arithmetic folded back to plain axes (no idiv/irem of the heads left)."""
    def torch_like(q, k, v):
        b, h, n, d = q.shape
        s = jnp.einsum("xqd,xkd->xqk", *(x.reshape(b * h, n, d) for x in (q, k)))
        p = jax.nn.softmax(s.reshape(b, h, n, n), axis=-1).reshape(b * h, n, n)
        return jnp.einsum("xqk,xkd->xqd", p, v.reshape(b * h, n, d))

    (kern,) = _kernels(torch_like, *_qkv()).kernels
    a = kern.attention
    assert a is not None and (a.rows, a.row_axes) == ((2, 3, 24), (0, 1, 2))
    assert kern.shape == (2, 3, 24, 32)
    ops = {node.op for e in a.exprs() for node in e.walk()}
    assert not ops & {Leaf.IDIV, Leaf.IREM}


def test_queries_per_work_item_divide_the_query_axis():
    fn = lambda q, k, v: _attend(jax.nn.softmax(_scores(q, k), axis=-1), v)  # noqa: E731
    for n, queries in ((24, 2), (13, 1)):
        (kern,) = _fused(fn, *_qkv(n=n))
        assert kern.attention.queries == queries, n


def test_the_cost_model_leaves_large_attention_unfused():
    """Above `attention_max_macs` (rows x keys x (depth + columns)) the tiled products win."""
    fn = lambda q, k, v: _attend(jax.nn.softmax(_scores(q, k), axis=-1), v)  # noqa: E731
    assert _fused(fn, *_qkv(b=1, h=4, n=128, d=64))  # 8.4M multiply-adds (the benchmark's)
    assert not _fused(fn, *_qkv(b=8, h=4, n=128, d=64))  # 67M


def test_one_query_without_row_axes_stays_unfused() -> None:
    """softmax(cache @ h) @ cache with h a vector: the scores have no query axis, so there is
    no row for a work-item to own; the chain stays as it was (and compiles)."""
    import jax
    import numpy as np
    from pjrtc.driver import compile_bytes

    def fn(cache, h):
        return jax.nn.softmax(cache @ h) @ cache

    args = (np.zeros((12, 32), np.float32), np.ones(32, np.float32))
    text = jax.jit(fn).lower(*args).as_text().encode()
    module = compile_bytes(text, "one_query.mlir", stop_after="kir").outputs["kir"][0]
    assert not [s for s in module.schedule if getattr(s, "kernel", None) is not None
                and s.kernel.attention is not None]


def test_a_decode_steps_mask_is_computed_in_the_attention():
    """GPT-2's generate loop masks each step's logits with a select of a position compare and
    the padding mask's row (35 expression nodes, above inline_elementwise's `_MAX_NODES`):
    read only by the attention, it is computed there (`_MAX_ATTENTION_NODES`), no launch of
    its own per layer and token."""
    module = compile_file(ROOT / "testdata" / "models" / "gpt2_generate" / "batch1.mlir",
                          CompileOptions(device_loops=False), stop_after="kir").kernels
    loop = next(step for step in module.steps if isinstance(step, While))
    kernels = [step.kernel for step in loop.body if isinstance(step, Launch)]
    at = [i for i, kern in enumerate(kernels) if kern.attention is not None]
    assert len(at) == 2
    for i in at:  # the logits read the loop's state and the inputs, no kernel's result
        logit = {node.arg.id for node in kernels[i].attention.logit.walk()
                 if node.op is Leaf.LOAD}
        assert not logit & {v.id for kern in kernels[:i] for v, _ in kern.outputs}
