"""Frontend rules for stablehlo.rng_bit_generator and stablehlo.rng (see convert.py's _RULES).

Both become tensor IR nodes that pjrtc/passes/rng.py expands before lowering; here only their
attributes are read and the states XLA:CPU cannot run are reported.
"""

from __future__ import annotations

import re

from pjrtc.ir.tensor import DType, Node, Op

# Element counts of the ui64 state each algorithm takes: the spec's (C2), with DEFAULT as
# XLA:CPU runs it (PHILOX).
STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


def enum_value(attr) -> str | None:
    """`THREE_FRY` from `#stablehlo<rng_algorithm THREE_FRY>` (an enum attribute's text)."""
    found = re.fullmatch(r"#stablehlo<\w+ (\w+)>", str(attr).strip())
    return found.group(1) if found else None


def rng_bit_generator(cv, op, operands, results, env, stack):
    algorithm = enum_value(op.attrs.get("rng_algorithm"))
    state = operands[0].type
    sizes = STATE_SIZES.get(algorithm)
    if sizes is None:
        cv.problem(op.loc, f"stablehlo.rng_bit_generator algorithm "
                           f"{op.attrs.get('rng_algorithm')} is not supported")
        return None
    if state.dtype is not DType.U64 or state.rank != 1 or state.shape[0] not in sizes:
        wanted = " or ".join(f"tensor<{n}xui64>" for n in sizes)
        cv.problem(op.loc, f"stablehlo.rng_bit_generator {algorithm} with a {state} state is "
                           f"not supported (it takes {wanted})")
        return None
    return Node(op=Op.RNG_BIT_GENERATOR, operands=operands, results=results,
                attrs={"algorithm": algorithm}, loc=op.loc)


def rng(cv, op, operands, results, env, stack):
    """The shape operand is dropped: the (static) result type holds it."""
    distribution = enum_value(op.attrs.get("rng_distribution"))
    if distribution not in ("UNIFORM", "NORMAL"):
        cv.problem(op.loc, f"stablehlo.rng distribution "
                           f"{op.attrs.get('rng_distribution')} is not supported")
        return None
    return Node(op=Op.RNG, operands=operands[:2], results=results,
                attrs={"distribution": distribution}, loc=op.loc)
