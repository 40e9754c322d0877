"""Generators of testdata/models: real models written by others, as StableHLO with the weights
as arguments, and a model.json that lets the benchmark make every argument without them.

    /work/.../models-venv/bin/python -m scripts.models            # every model
    ... -m scripts.models --only keras_resnet50,hf_bert             # some

One module per producer family (keras_models, hf_flax, flax_nnx, jax_export, torch_xla); each
has MODELS, a dict name -> function(batch) -> `Program`. `common.write_model` writes
testdata/models/<name>/batch<B>.mlir and model.json. Needs the `models` dependency group of
pyproject.toml (jax stays at the project's pinned release).
"""
