"""Keras 3 (JAX backend): four applications with random weights and a transformer block.

Each is traced through `model.stateless_call(trainable, non_trainable, x)`, so every variable
(kernels, biases, batch norm's statistics) is an argument of the entry function.
"""

from __future__ import annotations

import os

import numpy as np

from .common import SEED, Model, Program, lowered_text

os.environ.setdefault("KERAS_BACKEND", "jax")

IMAGE = (224, 224, 3)  # the applications' default input size
SEQ, WIDTH, HEADS, FFN = 64, 128, 4, 512  # the transformer block


def _trace(model, x: np.ndarray) -> Program:
    trainable = [np.asarray(v.value) for v in model.trainable_variables]
    fixed = [np.asarray(v.value) for v in model.non_trainable_variables]
    names = [v.path for v in model.trainable_variables + model.non_trainable_variables]
    n = len(trainable)

    def forward(*args):
        out, _ = model.stateless_call(list(args[:n]), list(args[n:-1]), args[-1],
                                      training=False)
        return out

    arrays = trainable + fixed + [x]
    return Program(lowered_text(forward, *arrays), names + ["x"], arrays,
                   ["weight"] * (len(arrays) - 1) + ["data"])


def _application(constructor: str):
    def build(batch: int) -> Program:
        import keras

        keras.utils.set_random_seed(SEED)
        model = getattr(keras.applications, constructor)(weights=None, input_shape=IMAGE)
        x = np.random.default_rng(SEED).standard_normal((batch, *IMAGE), dtype=np.float32)
        return _trace(model, x)
    return build


def _transformer_block(batch: int) -> Program:
    import keras
    from keras import layers

    keras.utils.set_random_seed(SEED)
    inputs = keras.Input((SEQ, WIDTH))
    attended = layers.MultiHeadAttention(HEADS, WIDTH // HEADS)(inputs, inputs)
    x = layers.LayerNormalization()(inputs + attended)
    hidden = layers.Dense(FFN, activation="gelu")(x)
    outputs = layers.LayerNormalization()(x + layers.Dense(WIDTH)(hidden))
    model = keras.Model(inputs, outputs)
    x = np.random.default_rng(SEED).standard_normal((batch, SEQ, WIDTH), dtype=np.float32)
    return _trace(model, x)


def _model(constructor: str, batches: tuple[int, ...]) -> Model:
    return Model(f"keras.applications.{constructor}", ("keras",), batches,
                 _application(constructor),
                 f"Keras 3 {constructor}, weights=None (Keras's initializers), "
                 f"{IMAGE[0]}x{IMAGE[1]} NHWC, inference")


# ResNet50 and DenseNet121 at batch 8 take about half a second a call on this machine's two
# cores, on each side: batch 1 only, to keep the benchmark's run in minutes.
MODELS = {
    "keras_resnet50": _model("ResNet50", (1,)),
    "keras_densenet121": _model("DenseNet121", (1,)),
    "keras_mobilenetv2": _model("MobileNetV2", (1, 8)),
    "keras_efficientnetb0": _model("EfficientNetB0", (1, 8)),
    "keras_transformer": Model(
        "keras.layers (MultiHeadAttention, LayerNormalization, Dense)", ("keras",), (1, 8),
        _transformer_block,
        f"a post-norm transformer encoder block of Keras 3 layers: seq {SEQ}, width {WIDTH}, "
        f"{HEADS} heads, feed-forward {FFN} (gelu)"),
}
