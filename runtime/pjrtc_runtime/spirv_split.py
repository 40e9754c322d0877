"""kernels.spv split into modules of fewer kernels, so that separate processes can build the
parts at the same time (parallel_build.py).

Why: the Intel OpenCL CPU runtime builds a program on one thread, and two builds in one process
serialize (docs/performance.md "Load time"); the device compiler's time is about proportional
to the kernels it compiles, so a part with half the kernels builds in about half the time.

A part keeps every instruction outside function bodies (capabilities, types, constants, module
variables, helper functions' declarations) and every function that is not an entry point, and
drops the other parts' kernels: their OpEntryPoint and OpExecutionMode, their function bodies,
and the debug names and decorations of the ids those bodies define. Which operand of an
instruction is the id it defines depends on the opcode, so the split reads only the opcodes
listed below (all that pjrtc's backend emits, and more); a module with any other opcode, a
decoration group, or an entry point that calls another entry point is not split
(``split_kernels`` gives None) and is built whole, as before.
"""

from __future__ import annotations

import array

from .spirv import HEADER_WORDS, OP_ENTRY_POINT, OP_FUNCTION, OP_FUNCTION_END

# Opcodes (SPIR-V spec, section 3.49) by where the id they define sits among their operands.
_NO_RESULT = frozenset({
    0, 2, 3, 4, 5, 6, 8, 10, 14, 15, 16, 17, 56, 62, 63, 64, 71, 72, 224, 225, 228,
    246, 247, 249, 250, 251, 252, 253, 254, 255, 256, 257, 317, 330, 331, 332, 5632, 5633})
_RESULT_FIRST = frozenset({7, 11, *range(19, 39), 248})  # OpString, OpExtInstImport, types, OpLabel
_RESULT_SECOND = frozenset({
    1, 12, *range(41, 47), *range(48, 53), 54, 55, 57, 59, 61, *range(65, 71),
    *range(77, 85), *range(109, 125), *range(126, 192), *range(194, 206), 227,
    *range(229, 243), 245})
_OP_NAME, _OP_MEMBER_NAME, _OP_EXECUTION_MODE, _OP_EXECUTION_MODE_ID = 5, 6, 16, 331
_OP_FUNCTION_CALL = 57
# Instructions naming or decorating the id in their first operand.
_ABOUT_FIRST_OPERAND = frozenset({_OP_NAME, _OP_MEMBER_NAME, 71, 72, 332, 5632, 5633})


def split_kernels(data: bytes, parts: int) -> list[bytes] | None:
    """``data`` (a well-framed module: spirv.spirv_problem is None) as up to ``parts``
    modules, each with a share of its kernels balanced by their size in words, together
    defining every kernel once; None when the module cannot be split (see the module
    docstring) or has fewer than two kernels."""
    words = memoryview(data).cast("I")
    module = _read(words)
    if module is None or len(module.kernels) < 2 or parts < 2:
        return None
    shares = _balance(module, min(parts, len(module.kernels)))
    return [_write(words, module, set(share)) for share in shares]


class _Module:
    """Where things are in the instruction stream: ``outside`` (positions of the instructions
    outside function bodies), ``functions`` (function id -> (start, end) positions of its
    body, OpFunction to OpFunctionEnd inclusive), ``defined`` (function id -> the ids its
    body defines), ``kernels`` (entry-point function ids)."""

    def __init__(self) -> None:
        self.outside: list[int] = []
        self.functions: dict[int, tuple[int, int]] = {}
        self.defined: dict[int, set[int]] = {}
        self.kernels: list[int] = []


def _read(words: memoryview) -> _Module | None:
    module = _Module()
    calls: dict[int, set[int]] = {}
    function, start, position = None, 0, HEADER_WORDS
    while position < len(words):
        count, opcode = words[position] >> 16, words[position] & 0xFFFF
        if opcode in _RESULT_SECOND:
            result = words[position + 2] if count > 2 else None
        elif opcode in _RESULT_FIRST:
            result = words[position + 1] if count > 1 else None
        elif opcode in _NO_RESULT:
            result = None
        else:
            return None  # an opcode this split cannot read: build the module whole
        if opcode == OP_FUNCTION:
            function, start = result, position
            module.defined[function] = {function}
            calls[function] = set()
        elif function is not None:
            if result is not None:
                module.defined[function].add(result)
            if opcode == _OP_FUNCTION_CALL and count > 3:
                calls[function].add(words[position + 3])
            if opcode == OP_FUNCTION_END:
                module.functions[function] = (start, position + count)
                function = None
        else:
            module.outside.append(position)
            if opcode == OP_ENTRY_POINT and count > 2:
                module.kernels.append(words[position + 2])
        position += count
    kernels = set(module.kernels)
    if (function is not None or not kernels <= module.functions.keys()
            or len(kernels) != len(module.kernels)
            or any(callee in kernels for callee in set().union(*calls.values()))):
        return None
    return module


def _balance(module: _Module, parts: int) -> list[list[int]]:
    """The kernels in ``parts`` groups of about equal size in words (the device compiler's
    time grows with it): the largest first, each to the group with the fewest words so far."""
    groups: list[list[int]] = [[] for _ in range(parts)]
    sizes = [0] * parts
    by_size = sorted(module.kernels, key=lambda k: module.functions[k][0]
                     - module.functions[k][1])
    for kernel in by_size:
        lightest = sizes.index(min(sizes))
        groups[lightest].append(kernel)
        start, end = module.functions[kernel]
        sizes[lightest] += end - start
    return groups


def _write(words: memoryview, module: _Module, keep: set[int]) -> bytes:
    """The module with the kernels outside ``keep`` left out."""
    dropped_kernels = set(module.kernels) - keep
    dropped_ids = set().union(*(module.defined[k] for k in dropped_kernels))
    out = array.array("I", words[:HEADER_WORDS])
    spans = [(p, p + (words[p] >> 16)) for p in module.outside]
    spans += [span for function, span in module.functions.items()
              if function not in dropped_kernels]
    for start, end in sorted(spans):
        opcode = words[start] & 0xFFFF
        if opcode == OP_ENTRY_POINT and words[start + 2] in dropped_kernels:
            continue
        if (opcode in (_OP_EXECUTION_MODE, _OP_EXECUTION_MODE_ID)
                and words[start + 1] in dropped_kernels):
            continue
        if opcode in _ABOUT_FIRST_OPERAND and words[start + 1] in dropped_ids:
            continue
        out.extend(words[start:end])
    return out.tobytes()
