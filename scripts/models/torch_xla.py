"""PyTorch models through torch-xla: torch.export, then torch_xla.stablehlo's
exported_program_to_stablehlo. The state dict (parameters and buffers) are arguments of the
StableHLO entry, in the order torch-xla's bundle records; the input comes last.

- nn.TransformerEncoder (two post-norm layers, batch_first);
- torchvision's ResNet18, NCHW, weights=None (torchvision's initializers).
"""

from __future__ import annotations

import numpy as np
import torch  # ImportError when the optional torch group is absent: the family is skipped

from .common import SEED, Model, Program

SEQ, WIDTH, HEADS, FFN, LAYERS = 64, 128, 4, 512, 2
IMAGE = 224


def _export(module: torch.nn.Module, x: np.ndarray) -> Program:
    from torch_xla.stablehlo import exported_program_to_stablehlo

    module.eval()
    exported = torch.export.export(module, (torch.from_numpy(x),))
    bundle = exported_program_to_stablehlo(exported)
    text = bundle.get_stablehlo_text("forward")
    meta = bundle._bundle.stablehlo_funcs[0].meta  # which argument is which
    names, arrays, roles = [], [], []
    for position, loc in enumerate(meta.input_locations):
        if loc.type_.name == "INPUT_ARG":
            names.append("x")
            arrays.append(x)
            roles.append("data")
        else:  # PARAMETER or CONSTANT: the bundle's state dict by name
            value = bundle._bundle.state_dict[loc.name]
            names.append(loc.name)
            arrays.append(np.array(value.cpu() if hasattr(value, "cpu") else value, order="C"))
            roles.append("weight")
    return Program(text, names, arrays, roles)


def _encoder(batch: int) -> Program:
    torch.manual_seed(SEED)
    layer = torch.nn.TransformerEncoderLayer(WIDTH, HEADS, FFN, dropout=0.0, batch_first=True)
    module = torch.nn.TransformerEncoder(layer, LAYERS, enable_nested_tensor=False)
    x = np.random.default_rng(SEED).standard_normal((batch, SEQ, WIDTH), dtype=np.float32)
    return _export(module, x)


def _resnet18(batch: int) -> Program:
    import torchvision

    torch.manual_seed(SEED)
    module = torchvision.models.resnet18(weights=None)
    x = np.random.default_rng(SEED).standard_normal((batch, 3, IMAGE, IMAGE), dtype=np.float32)
    return _export(module, x)


MODELS = {
    "torch_transformer": Model(
        "torch.nn.TransformerEncoder via torch-xla", ("torch", "torch-xla"), (1, 8), _encoder,
        f"{LAYERS} post-norm encoder layers, width {WIDTH}, {HEADS} heads, feed-forward {FFN}, "
        f"{SEQ} tokens, batch first"),
    "torch_resnet18": Model(
        "torchvision.models.resnet18 via torch-xla", ("torch", "torch-xla", "torchvision"),
        (1,), _resnet18, f"ResNet18, weights=None, {IMAGE}x{IMAGE} NCHW, inference"),
}
