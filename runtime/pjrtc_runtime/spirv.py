"""A structural check of kernels.spv: the SPIR-V header and the instruction stream's framing.

Runs in the loader, before any device: the Intel OpenCL CPU runtime's SPIR-V reader loops
forever on an instruction whose word count is 0 (measured with intel-opencl-rt 2026.2), so a
damaged module must be refused here rather than hang ``create_program_from_spirv``. This is
not a validator (``spirv-val`` is the compiler's job): it only walks the word counts.
"""

from __future__ import annotations

SPIRV_MAGIC = 0x07230203
HEADER_WORDS = 5


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
