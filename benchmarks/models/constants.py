"""The weights-as-constants variant of a program: its weight arguments become
`stablehlo.constant`s of the synthesized values, and the entry takes the data alone.

Rewritten with jaxlib's MLIR bindings (the parser pjrtc's frontend uses): each weight's block
argument is replaced by a constant at the top of the entry, then erased, and the function's
type and argument attributes follow. What pjrtc and XLA read is MLIR bytecode (jaxlib's own
MLIR reads it back; a 100 MB weight set printed as hex would take seconds to parse); IREE gets
the text.
"""

from __future__ import annotations

import io

import numpy as np


def inline_weights(module_text: str, arrays: list[np.ndarray], weights: list[int],
                   text: bool = False) -> bytes | str:
    """`module_text` with the arguments at positions `weights` replaced by `arrays[i]`:
    MLIR bytecode, or text if `text`."""
    # jax's own context (every dialect jax writes registered); jax 0.10.2 has no public one.
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    with jax_mlir.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(module_text)
        entry = _entry(module)
        block = entry.regions[0].blocks[0]
        with ir.InsertionPoint.at_block_begin(block):
            for i in weights:
                argument = block.arguments[i]
                value = np.array(arrays[i], order="C")
                attr = ir.DenseElementsAttr.get(value, type=argument.type)
                argument.replace_all_uses_with(stablehlo.ConstantOp(attr).result)
        kept = [i for i in range(len(block.arguments)) if i not in set(weights)]
        for i in sorted(weights, reverse=True):
            block.erase_argument(i)
        old = ir.FunctionType(ir.TypeAttr(entry.attributes["function_type"]).value)
        new = ir.FunctionType.get([old.inputs[i] for i in kept], old.results)
        entry.attributes["function_type"] = ir.TypeAttr.get(new)
        if "arg_attrs" in entry.attributes:
            attrs = ir.ArrayAttr(entry.attributes["arg_attrs"])
            entry.attributes["arg_attrs"] = ir.ArrayAttr.get([attrs[i] for i in kept])
        if text:
            return module.operation.get_asm(large_elements_limit=None)
        out = io.BytesIO()
        module.operation.write_bytecode(out)
        return out.getvalue()


def _entry(module):
    """The public `main` (what jax, jax.export and torch-xla name the entry)."""
    for op in module.body.operations:
        if op.operation.name == "func.func" and \
                str(op.attributes["sym_name"]).strip('"') == "main":
            return op
    raise ValueError("the module has no func.func @main")
