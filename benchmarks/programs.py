"""The programs of the issue-4 benchmark suite: JAX functions, fixed-seed f32 inputs, work counts.

Every parameter is an argument (nothing is baked into the program as a constant), so pjrtc and
JAX run the same computation on the same arrays; the suite compiles the StableHLO text that
`jax.jit(fn).lower(*args)` gives. Each program
states the work it does, so the suite can report GB/s (memory-bound programs: the bytes that
must cross memory at least once, inputs read plus results written) or GFLOP/s (dot- and
convolution-bound programs: 2 flops per multiply-add of every dot and convolution; the
elementwise work around them is not counted, so the figure is a lower bound).
"""

from __future__ import annotations

import itertools
import zlib
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

F32 = np.float32


@dataclass(frozen=True)
class Program:
    name: str
    description: str
    build: Callable[[np.random.Generator], tuple[Callable, list[np.ndarray]]]
    # "bytes" (memory-bound: achieved GB/s against the triad limit) or "flops" (compute-bound:
    # achieved GFLOP/s against the sgemm limit), and how many of them one run does.
    work_kind: str
    work: Callable[[list[np.ndarray], list[np.ndarray]], float]

    def inputs(self) -> tuple[Callable, list[np.ndarray]]:
        """The function and its inputs; the seed comes from the name, so inputs never drift."""
        rng = np.random.default_rng(zlib.crc32(self.name.encode()))
        fn, args = self.build(rng)
        return fn, [np.ascontiguousarray(a, dtype=F32) for a in args]


def _bytes_moved(args: list[np.ndarray], results: list[np.ndarray]) -> float:
    return float(sum(a.nbytes for a in args) + sum(r.nbytes for r in results))


def _uniform(rng: np.random.Generator, shape, lo: float = -1.0, hi: float = 1.0) -> np.ndarray:
    return rng.uniform(lo, hi, size=shape).astype(F32)


def _glorot(rng: np.random.Generator, *shape: int) -> np.ndarray:
    fan_in, fan_out = int(np.prod(shape[:-1])), shape[-1]
    limit = np.sqrt(6.0 / (fan_in + fan_out))
    return _uniform(rng, shape, -limit, limit)


def _layernorm(x, scale, bias, eps=1e-5):
    import jax.numpy as jnp
    from jax import lax

    mean = jnp.mean(x, axis=-1, keepdims=True)
    centered = x - mean
    var = jnp.mean(centered * centered, axis=-1, keepdims=True)
    return centered * lax.rsqrt(var + eps) * scale + bias


# --- elementwise ------------------------------------------------------------------------------

ELEMENTWISE_SIZE = 4 * 1024 * 1024


def _elementwise(rng):
    import jax

    def elementwise(x):
        return jax.numpy.tanh(x * 2 + 1) * jax.nn.sigmoid(x)

    return elementwise, [_uniform(rng, (ELEMENTWISE_SIZE,), -4, 4)]


# --- row softmax / layernorm ------------------------------------------------------------------

ROWS = COLS = 1024


def _softmax(rng):
    import jax

    def softmax(x):
        return jax.nn.softmax(x, axis=-1)

    return softmax, [_uniform(rng, (ROWS, COLS), -4, 4)]


def _layernorm_program(rng):
    def layernorm(x, scale, bias):
        return _layernorm(x, scale, bias)

    return layernorm, [_uniform(rng, (ROWS, COLS), -2, 3), _uniform(rng, (COLS,), 0.5, 1.5),
                       _uniform(rng, (COLS,), -0.5, 0.5)]


# --- matmul -----------------------------------------------------------------------------------

MATMUL = 1024


def _matmul(rng):
    import jax

    def matmul(a, b):
        return jax.numpy.matmul(a, b, precision=jax.lax.Precision.HIGHEST)

    return matmul, [_uniform(rng, (MATMUL, MATMUL)), _uniform(rng, (MATMUL, MATMUL))]


def _matmul_flops(args, results):
    (m, k), (_, n) = args[0].shape, args[1].shape
    return 2.0 * m * k * n


# --- MLP --------------------------------------------------------------------------------------

MLP_BATCH, MLP_LAYERS = 64, (784, 512, 512, 10)


def _mlp(rng):
    import jax

    params = []
    for fan_in, fan_out in itertools.pairwise(MLP_LAYERS):
        params += [_glorot(rng, fan_in, fan_out), _uniform(rng, (fan_out,), -0.1, 0.1)]

    def mlp(x, w1, b1, w2, b2, w3, b3):
        h = jax.nn.relu(x @ w1 + b1)
        h = jax.nn.relu(h @ w2 + b2)
        return h @ w3 + b3

    return mlp, [_uniform(rng, (MLP_BATCH, MLP_LAYERS[0]))] + params


def _mlp_flops(args, results):
    return sum(2.0 * MLP_BATCH * i * o for i, o in itertools.pairwise(MLP_LAYERS))


# --- CNN --------------------------------------------------------------------------------------

CNN_BATCH, CNN_SIZE, CNN_CHANNELS, CNN_CLASSES = 8, 32, (3, 32, 64), 10


def _cnn(rng):
    import jax
    from jax import lax

    c0, c1, c2 = CNN_CHANNELS
    pooled = (CNN_SIZE // 2) ** 2 * c2
    args = [_uniform(rng, (CNN_BATCH, CNN_SIZE, CNN_SIZE, c0)),
            _glorot(rng, 3, 3, c0, c1), _uniform(rng, (c1,), -0.1, 0.1),
            _glorot(rng, 3, 3, c1, c2), _uniform(rng, (c2,), -0.1, 0.1),
            _glorot(rng, pooled, CNN_CLASSES), _uniform(rng, (CNN_CLASSES,), -0.1, 0.1)]
    dims = ("NHWC", "HWIO", "NHWC")

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dims,
                                        precision=lax.Precision.HIGHEST)

    def cnn(x, w1, b1, w2, b2, w3, b3):
        h = jax.nn.relu(conv(x, w1) + b1)
        h = jax.nn.relu(conv(h, w2) + b2)
        h = lax.reduce_window(h, -np.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        h = h.reshape(CNN_BATCH, -1)
        return jax.numpy.matmul(h, w3, precision=lax.Precision.HIGHEST) + b3

    return cnn, args


def _cnn_flops(args, results):
    c0, c1, c2 = CNN_CHANNELS
    pixels = CNN_BATCH * CNN_SIZE * CNN_SIZE
    dense = 2.0 * CNN_BATCH * (CNN_SIZE // 2) ** 2 * c2 * CNN_CLASSES
    return 2.0 * pixels * 9 * (c0 * c1 + c1 * c2) + dense


# --- transformer encoder block ----------------------------------------------------------------

SEQ, D_MODEL, HEADS, D_MLP = 128, 256, 4, 1024


def _transformer(rng):
    import jax
    import jax.numpy as jnp

    s, d, h, f = SEQ, D_MODEL, HEADS, D_MLP
    dh = d // h
    args = [_uniform(rng, (s, d))]
    args += [_uniform(rng, (d,), 0.8, 1.2), _uniform(rng, (d,), -0.1, 0.1)]  # ln1
    for _ in range(4):  # q, k, v, out projections
        args += [_glorot(rng, d, d), _uniform(rng, (d,), -0.1, 0.1)]
    args += [_uniform(rng, (d,), 0.8, 1.2), _uniform(rng, (d,), -0.1, 0.1)]  # ln2
    args += [_glorot(rng, d, f), _uniform(rng, (f,), -0.1, 0.1),
             _glorot(rng, f, d), _uniform(rng, (d,), -0.1, 0.1)]

    def transformer(x, ln1_g, ln1_b, wq, bq, wk, bk, wv, bv, wo, bo, ln2_g, ln2_b,
                    w1, b1, w2, b2):
        y = _layernorm(x, ln1_g, ln1_b)
        q = (y @ wq + bq).reshape(s, h, dh)
        k = (y @ wk + bk).reshape(s, h, dh)
        v = (y @ wv + bv).reshape(s, h, dh)
        scores = jnp.einsum("qhd,khd->hqk", q, k) / np.float32(np.sqrt(dh))
        attention = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(scores, axis=-1), v)
        x = x + attention.reshape(s, d) @ wo + bo
        y = _layernorm(x, ln2_g, ln2_b)
        y = jax.nn.gelu(y @ w1 + b1, approximate=True)
        return x + y @ w2 + b2

    return transformer, args


def _transformer_flops(args, results):
    s, d, f = SEQ, D_MODEL, D_MLP
    projections = 4 * 2.0 * s * d * d
    attention = 2 * 2.0 * s * s * d  # scores and the weighted sum, over all heads
    return projections + attention + 2 * 2.0 * s * d * f


PROGRAMS: dict[str, Program] = {p.name: p for p in (
    Program("elementwise", "tanh(x*2+1)*sigmoid(x), x: f32[4M]", _elementwise, "bytes",
            _bytes_moved),
    Program("softmax", "softmax over rows, f32[1024,1024]", _softmax, "bytes", _bytes_moved),
    Program("layernorm", "layernorm over rows with scale and bias, f32[1024,1024]",
            _layernorm_program, "bytes", _bytes_moved),
    Program("matmul", "f32[1024,1024] @ f32[1024,1024], Precision.HIGHEST", _matmul, "flops",
            _matmul_flops),
    Program("mlp", "MLP batch 64, 784->512->512->10, relu, biases", _mlp, "flops", _mlp_flops),
    Program("cnn", "CNN batch 8 NHWC 32x32x3: conv3x3 32 + relu, conv3x3 64 + relu, "
            "2x2 max-pool, dense 10", _cnn, "flops", _cnn_flops),
    Program("transformer", "pre-LN encoder block: seq 128, d_model 256, 4 heads, MLP 1024, "
            "tanh GELU", _transformer, "flops", _transformer_flops),
)}
