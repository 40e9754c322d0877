"""A structural check of kernels.spv (the SPIR-V header and the instruction stream's framing),
and the kernels it declares (entry-point names and parameter counts).

Runs in the loader, before any device: the Intel OpenCL CPU runtime's SPIR-V reader loops
forever on an instruction whose word count is 0 (measured with intel-opencl-rt 2026.2), so a
damaged module must be refused here rather than hang ``create_program_from_spirv``. This is
not a validator (``spirv-val`` is the compiler's job): it only walks the word counts.
"""

from __future__ import annotations

from collections.abc import Iterable

SPIRV_MAGIC = 0x07230203
HEADER_WORDS = 5
# Opcodes and the execution model read by kernel_parameters (SPIR-V spec, section 3).
OP_ENTRY_POINT, OP_FUNCTION, OP_FUNCTION_PARAMETER, OP_FUNCTION_END = 15, 54, 55, 56
EXECUTION_MODEL_KERNEL = 6


def spirv_problem(data: bytes) -> str | None:
    """Why ``data`` is not a well-framed little-endian SPIR-V 1.x module, or None if it is."""
    if len(data) < 4 * HEADER_WORDS or len(data) % 4:
        return f"it is {len(data)} bytes long, not a whole number of 4-byte words past the header"
    words = memoryview(data).cast("I")  # native order: hosts are little-endian (x86-64, arm64)
    if words[0] != SPIRV_MAGIC:
        return f"it starts with 0x{words[0]:08x}, not the SPIR-V magic number 0x{SPIRV_MAGIC:08x}"
    major = (words[1] >> 16) & 0xFF
    if major != 1 or words[3] == 0 or words[4] != 0:
        return f"its header (version 0x{words[1]:08x}, bound {words[3]}) is not SPIR-V 1.x"
    position, end = HEADER_WORDS, len(words)
    while position < end:
        count = words[position] >> 16
        if count == 0 or position + count > end:
            return f"the instruction at word {position} has word count {count}"
        position += count
    return None


def kernel_parameters(data: bytes) -> dict[str, int]:
    """Each OpenCL kernel entry point of a well-framed module (``spirv_problem`` is None): its
    name -> the parameter count of its function, which is what a device reports as the
    kernel's argument count."""
    words = memoryview(data).cast("I")
    entries: dict[int, list[str]] = {}  # function id -> entry-point names
    params: dict[int, int] = {}  # function id -> OpFunctionParameter count
    function = None
    position = HEADER_WORDS
    while position < len(words):
        count, opcode = words[position] >> 16, words[position] & 0xFFFF
        operands = words[position + 1:position + count]
        if opcode == OP_ENTRY_POINT and len(operands) >= 3 and operands[0] == \
                EXECUTION_MODEL_KERNEL:
            entries.setdefault(operands[1], []).append(_literal_string(operands[2:]))
        elif opcode == OP_FUNCTION and len(operands) >= 2:
            function = operands[1]
            params[function] = 0
        elif opcode == OP_FUNCTION_PARAMETER and function is not None:
            params[function] += 1
        elif opcode == OP_FUNCTION_END:
            function = None
        position += count
    return {name: params.get(fid, -1) for fid, names in entries.items() for name in names}


def kernel_problem(data: bytes, kernels: Iterable[tuple[str, int]]) -> str | None:
    """Why the module cannot run the manifest's ``kernels`` ((name, argument count) pairs):
    a kernel it lacks or one taking another number of arguments; None if it can. The device
    makes the same checks when it builds the module; this one needs no device."""
    found = kernel_parameters(data)
    for name, args in kernels:
        if name not in found:
            names = ", ".join(map(repr, sorted(found)[:8])) + (", ..." if len(found) > 8
                                                                 else "")
            return (f"it has no kernel named {name!r}, which the manifest launches (it has: "
                    f"{names or 'none'})")
        if found[name] < 0:
            return f"its entry point {name!r} names no function defined in the module"
        if found[name] != args:
            return (f"its kernel {name} takes {found[name]} arguments, but the manifest passes "
                    f"{args}")
    return None


def _literal_string(words: memoryview) -> str:
    raw = bytes(words)  # UTF-8, NUL-terminated, padded to a whole word
    return raw.split(b"\0", 1)[0].decode("utf-8", errors="replace")
