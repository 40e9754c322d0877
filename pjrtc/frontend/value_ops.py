"""Ops the converter handles itself instead of turning each into one tensor IR node: tuples,
tokens and custom calls (Shardy's ops: shardy.py). Each rule is (converter, op, operands,
nodes) -> the op's results as frontend values (pjrtc/frontend/values.py), or None when it
reported why it cannot compile.
"""

from __future__ import annotations

from pjrtc.frontend.custom_calls import convert_custom_call, implemented_targets
from pjrtc.frontend.raw import RawOp
from pjrtc.frontend.values import TOKEN, FrontendValue, TupleValue


def _tuple(cv, op: RawOp, operands, nodes) -> list[FrontendValue]:
    return [TupleValue(tuple(operands))]


def _get_tuple_element(cv, op: RawOp, operands, nodes) -> list[FrontendValue] | None:
    (whole,) = operands
    if not isinstance(whole, TupleValue):
        return None  # a poisoned tuple: its cause is reported already
    return [whole.elements[int(op.attrs["index"])]]


def _token(cv, op: RawOp, operands, nodes) -> list[FrontendValue]:
    """after_all and create_token only order side effects: their token holds no data."""
    return [TOKEN]


VALUE_RULES = {
    "stablehlo.tuple": _tuple,
    "stablehlo.get_tuple_element": _get_tuple_element,
    "stablehlo.after_all": _token,
    "stablehlo.create_token": _token,
    "stablehlo.custom_call": convert_custom_call,
}

def frontend_ops() -> dict[str, str]:
    """For `pjrtc ops`: the ops the converter handles itself, and what they take."""
    targets = ", ".join(implemented_targets())
    return {
        "func.call": "(any; the callee is inlined)",
        "stablehlo.composite": "(any; its decomposition is inlined)",
        "stablehlo.tuple": "(any; taken apart, and flattened in the signature)",
        "stablehlo.get_tuple_element": "(any)",
        "stablehlo.after_all": "(tokens: no data, left out of the signature)",
        "stablehlo.create_token": "(tokens: no data, left out of the signature)",
        "stablehlo.optimization_barrier": "(any: an identity)",
        "stablehlo.custom_call": f"(targets: {targets})",
        # Shardy (frontend/shardy.py): where values live never changes what they are.
        "sdy.sharding_constraint": "(any: an identity)",
        "sdy.reshard": "(any: an identity)",
        "sdy.propagation_barrier": "(any: an identity)",
        "sdy.sharding_group": "(any: no data)",
        "sdy.named_computation": "(any; its body is inlined)",
        "sdy.manual_computation": "(any; its body is inlined when its manual axes hold one "
                                  "device in all)",
    }


_HOST = (": it exchanges data with the host while the program runs, which a pjrtc artifact "
         "cannot do (it takes inputs and returns results only)")
_CHANNEL = (": it exchanges data with another program over a channel while the program runs, "
            "which a pjrtc artifact cannot do")
# Why an unsupported op cannot be compiled, appended to "stablehlo.X is not supported".
UNSUPPORTED_WHY = {
    "stablehlo.infeed": _HOST,
    "stablehlo.outfeed": _HOST,
    "stablehlo.send": _CHANNEL,
    "stablehlo.recv": _CHANNEL,
}
