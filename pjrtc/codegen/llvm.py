"""LLVM IR generation: kernel IR KernelModule -> LLVM IR text for the SPIR-V target.

Each Kernel becomes one `spir_kernel` function whose parameters are global-memory pointers in
`Kernel.args()` order, through loop IR: pjrtc/codegen/expressions.py (elementwise and
reductions), rows.py (row programs), contraction.py (tiled contractions) and custom.py (custom
kernels: the LAPACK-style bodies) produce it, and pjrtc/codegen/render.py, the only module
that builds LLVM IR for kernels, renders it. Scalar semantics (NaN-propagating max, XLA's
integer division by zero, saturating float->int conversion, ...) live in
`pjrtc.codegen.scalar`, which the renderer calls.
"""

from __future__ import annotations

from pjrtc.codegen.contraction import tiled_program
from pjrtc.codegen.custom import custom_program
from pjrtc.codegen.device_loop import device_loop_program
from pjrtc.codegen.attention import attention_program
from pjrtc.codegen.expressions import expression_program, is_expression_kernel
from pjrtc.codegen.render import render_module
from pjrtc.codegen.rows import row_program
from pjrtc.codegen.views import apply_views
from pjrtc.ir.kernel import Kernel, KernelModule
from pjrtc.ir.loops import Program
from pjrtc.target import Target


def emit_module(module: KernelModule, target: Target, name: str = "pjrtc",
                programs: dict[str, Program] | None = None) -> str:
    """LLVM IR text of every kernel in `module`, in launch order, for `target` (its launch
    geometry and sub-group choice): each kernel's loop IR in `programs` (`loop_programs`,
    produced here when not given), rendered."""
    if programs is None:
        programs = loop_programs(module, target)
    return render_module([programs[kernel.name] for kernel in _distinct(module)], name)


def loop_programs(module: KernelModule, target: Target) -> dict[str, Program]:
    """The loop IR of each kernel, by kernel name."""
    out: dict[str, Program] = {}
    for kern in _distinct(module):
        _produce(kern, target, out)
    return out


def _produce(kern: Kernel, target: Target, out: dict[str, Program]) -> None:
    """Add the loop IR of `kern` (and of the kernels a device loop runs) to `out`."""
    if kern.name in out:
        return
    if kern.loop is not None:
        inner: dict[str, Program] = {}
        for each in kern.loop.kernels():
            _produce(each, target, inner)
        out[kern.name] = device_loop_program(kern, inner, target)
        return
    if is_expression_kernel(kern):
        program = expression_program(kern, target)
    elif kern.rows is not None:
        program = row_program(kern, target)
    elif kern.tiling is not None:
        program = tiled_program(kern, target)
    elif kern.attention is not None:
        program = attention_program(kern, target)
    else:
        assert kern.custom is not None, kern.name
        program = custom_program(kern, target)
    out[kern.name] = apply_views(program, kern, target)


def _distinct(module: KernelModule) -> list[Kernel]:
    """Each kernel once: kernels sharing a name share the function."""
    first: dict[str, Kernel] = {}
    for kern in module.kernels:
        first.setdefault(kern.name, kern)
    return list(first.values())
