"""The real-model benchmark (issue 15): pjrtc against XLA:CPU and IREE on testdata/models.

`python -m benchmarks --models` (or `python -m benchmarks.models`, `make bench-models`); the
programs are written by scripts/models from Keras, transformers, flax and jax.export models.
"""
