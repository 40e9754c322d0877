"""Generators of testdata/models: real models written by others, as StableHLO with the weights
as arguments, and a model.json that lets the benchmark make every argument without them.

    pip install -e '.[models]' '.[models-torch]'    # in an environment of its own
    python -m scripts.models                           # every model
    python -m scripts.models --only keras_resnet50,hf_bert

One module per producer family (keras_models, hf_flax, flax_nnx, jax_export, torch_xla); each
has MODELS, a dict name -> `common.Model` (its batch sizes and a function batch -> `Program`).
`common.write_model` writes testdata/models/<name>/batch<B>.mlir and model.json. The `models`
dependency group pins jax at the project's release; without torch the PyTorch family is
skipped and its programs stay as they are.
"""
