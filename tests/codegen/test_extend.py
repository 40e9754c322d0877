"""pjrtc.codegen.extend: zero extensions of truncated values, at every width, scalar and
vector, give SPIR-V that spirv-val accepts (LLVM 22's SPIR-V backend, left to itself, emits
an OpBitwiseAnd of mismatched widths or aborts). Their values are checked on the device by
the convert chains of tests/e2e/test_dtype_sweep.py and by tests/e2e/test_bf16.py."""

from __future__ import annotations

import itertools

import llvmlite.ir as ir
import pytest

from pjrtc.codegen import spirv
from pjrtc.codegen.extend import zext

WIDTHS = (1, 8, 16, 32, 64)
GLOBAL = 1  # OpenCL's global address space


def _kernel(module: ir.Module, name: str, wide: ir.Type, mid: ir.Type, out: ir.Type,
            through_bitcast: bool) -> None:
    """out[0] = zext(trunc(in[0] to mid) to out), as pjrtc.codegen emits it."""
    params = [wide.as_pointer(GLOBAL), out.as_pointer(GLOBAL)]
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), params), name)
    fn.calling_convention = "spir_kernel"
    b = ir.IRBuilder(fn.append_basic_block())
    narrow = b.trunc(b.load(fn.args[0]), mid)
    if through_bitcast:  # a same-type bitcast, as a bitcast_convert between same-width types
        narrow = b.bitcast(narrow, mid)
    b.store(zext(b, narrow, out), fn.args[1])
    b.ret_void()


def _types(lanes: int | None, *widths: int) -> list[ir.Type]:
    return [ir.VectorType(ir.IntType(w), lanes) if lanes else ir.IntType(w) for w in widths]


@pytest.mark.parametrize("lanes", [None, 4])
def test_zext_of_trunc_is_valid_spirv_at_every_width(lanes):
    module = ir.Module()
    module.triple = "spirv64-unknown-unknown"
    n = 0
    for a, m, c in itertools.product(WIDTHS, repeat=3):
        if m < a and m < c:
            for through_bitcast in (False, True):
                _kernel(module, f"k{n}", *_types(lanes, a, m, c), through_bitcast)
                n += 1
    spirv.validate(spirv.to_spirv(str(module), ()))
