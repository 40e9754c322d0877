"""Custom kernels: loop IR of kernel bodies written by hand, one emitter per CustomBody name.

The expression form of kernel IR computes every output element independently; algorithms
whose steps depend on earlier results of the same problem (factorizations, substitutions) are
`Kernel.custom` bodies instead (pjrtc/ir/kernel.py). `custom_program` is their loop IR: one
problem per work-item of a 1-D launch, inside the `get_global_id(0) < kernel.size` guard (a
launch is padded to whole work-groups), where the emitter, through a BodyWriter
(pjrtc/codegen/body_writer.py), reads the body's input buffers and writes every output of the
kernel itself. To add one: a lowering that builds the Kernel with a CustomBody (see
pjrtc/lower/linalg.py) and an entry in `EMITTERS`.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.codegen.body_writer import I1, BodyWriter, Const
from pjrtc.codegen.eig import emit_eig
from pjrtc.codegen.eigh import emit_eigh
from pjrtc.codegen.hessenberg import emit_hessenberg
from pjrtc.codegen.householder import emit_householder_multiply, emit_pivoted_qr
from pjrtc.codegen.linalg import emit_cholesky, emit_triangular_solve
from pjrtc.codegen.lu import emit_lu
from pjrtc.codegen.qr import emit_householder_product, emit_qr
from pjrtc.codegen.scatter import scatter_in_order_program
from pjrtc.codegen.schur import emit_schur
from pjrtc.codegen.svd import emit_svd
from pjrtc.codegen.tridiagonal import emit_tridiagonal_solve
from pjrtc.codegen.tridiagonal_perturbed import emit_tridiagonal_solve_perturbed
from pjrtc.codegen.tridiagonal_reduction import emit_tridiagonal_reduction
from pjrtc.ir.kernel import SCATTER_IN_ORDER, Kernel
from pjrtc.ir.loops import Ops, Program
from pjrtc.ir.tensor import DType, Op
from pjrtc.target import Target

# CustomBody.name -> emitter(writer, kernel)
EMITTERS: dict[str, Callable[[BodyWriter, Kernel], None]] = {
    "cholesky": emit_cholesky,
    "triangular_solve": emit_triangular_solve,
    "lu": emit_lu,
    "qr": emit_qr,
    "householder_product": emit_householder_product,
    "pivoted_qr": emit_pivoted_qr,
    "householder_multiply": emit_householder_multiply,
    "tridiagonal_solve": emit_tridiagonal_solve,
    "tridiagonal_solve_perturbed": emit_tridiagonal_solve_perturbed,
    "eigh": emit_eigh,
    "svd": emit_svd,
    "hessenberg": emit_hessenberg,
    "tridiagonal_reduction": emit_tridiagonal_reduction,
    "schur": emit_schur,
    "eig": emit_eig,
}


def custom_program(kernel: Kernel, target: Target) -> Program:
    """The loop IR of a custom kernel: its body, once per problem of the launch."""
    if kernel.custom.name == SCATTER_IN_ORDER:  # one work-item, from kernel IR expressions
        return scatter_in_order_program(kernel)
    w = BodyWriter(kernel.name, kernel.args(), target)
    (launched,), _ = kernel.geometry(target)
    if launched == kernel.size:  # no padding: every work-item is a problem
        launched_problem = I1(True)
    else:
        launched_problem = w.emit(Ops.ALU, DType.I1, (w.gid.index, w.src(Const(kernel.size,
                                  DType.I64))), (Op.COMPARE, ("LT", "UNSIGNED")))
    opening = w.emit(Ops.IF, None, (w.src(launched_problem),), True)
    EMITTERS[kernel.custom.name](w, kernel)  # a hand-written body: it writes the outputs itself
    w.emit(Ops.END_IF, None, (opening.index,))
    return w.program()
