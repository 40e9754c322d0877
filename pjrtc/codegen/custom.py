"""Custom kernels: kernel bodies written by hand in LLVM IR, one emitter per CustomBody name.

The expression form of kernel IR computes every output element independently; algorithms
whose steps depend on earlier results of the same problem (factorizations, substitutions) are
`Kernel.custom` bodies instead (pjrtc/ir/kernel.py). Their emitter runs inside the
`get_global_id(0) < kernel.size` guard of pjrtc/codegen/llvm.py, reads the body's input
buffers and writes every output of the kernel itself. To add one: a lowering that builds the
Kernel with a CustomBody (see pjrtc/lower/linalg.py) and an entry in `EMITTERS`.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.codegen.body_writer import BodyWriter
from pjrtc.codegen.eig import emit_eig
from pjrtc.codegen.eigh import emit_eigh
from pjrtc.codegen.hessenberg import emit_hessenberg
from pjrtc.codegen.householder import emit_householder_multiply, emit_pivoted_qr
from pjrtc.codegen.linalg import emit_cholesky, emit_triangular_solve
from pjrtc.codegen.lu import emit_lu
from pjrtc.codegen.qr import emit_householder_product, emit_qr
from pjrtc.codegen.schur import emit_schur
from pjrtc.codegen.svd import emit_svd
from pjrtc.codegen.tridiagonal import emit_tridiagonal_solve
from pjrtc.codegen.tridiagonal_perturbed import emit_tridiagonal_solve_perturbed
from pjrtc.codegen.tridiagonal_reduction import emit_tridiagonal_reduction
from pjrtc.ir.kernel import Kernel

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


def emit_custom(emitter) -> None:
    """Emit `emitter.kernel`'s custom body at the emitter's insertion point (one work-item)."""
    kernel = emitter.kernel
    EMITTERS[kernel.custom.name](BodyWriter(emitter), kernel)
