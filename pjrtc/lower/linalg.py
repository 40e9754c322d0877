"""Lowering of stablehlo.cholesky, stablehlo.triangular_solve and the LAPACK ops to custom
kernels.

Each is one kernel whose body is written by hand: pjrtc/codegen/linalg.py for cholesky and
triangular_solve, one module per LAPACK op (lu.py, qr.py, tridiagonal.py,
tridiagonal_perturbed.py, eigh.py, svd.py, hessenberg.py, tridiagonal_reduction.py, schur.py
and real_schur.py, eig.py); the algorithms, their costs and the semantics chosen where the
spec leaves them open are described there.
Work-items: one per matrix for cholesky and the LAPACK ops (lapack_kernel), one per right-hand
side (batch x columns of b, or x rows for right-side solves) for triangular_solve. Operands
arrive in device buffers (MATERIALIZED_OPERAND_OPS). Work-groups: the target's
`lockstep_group` for left-side solves (work-items walking neighbouring columns of b in step),
its `own_loops_group` for the rest (each work-item runs its own loops over contiguous memory).

Cost: cholesky does n^3/3 multiply-adds in one work-item per matrix, so a batch spreads over
the cores but a single large matrix runs on one (see the README for measurements); a
triangular solve does n^2/2 per right-hand side.
"""

from __future__ import annotations

from collections.abc import Callable

from pjrtc.ir.kernel import CustomBody, Expr, Kernel, Leaf
from pjrtc.ir.tensor import Node, TensorType, Value


def cholesky_kernel(lowering, node: Node, name: str) -> Kernel:
    (a,) = node.operands
    batch, (n, _) = _matrices(a, node)
    body = CustomBody("cholesky", (a,), (("n", n), ("lower", node.attrs["lower"]),
                                         ("variant", node.attrs["variant"]),
                                         ("complex", _is_complex(node))))
    return _custom_kernel(node, name, _count(batch), body, lowering.target.own_loops_group)


def triangular_solve_kernel(lowering, node: Node, name: str) -> Kernel:
    a, b = node.operands
    _, (n, _) = _matrices(a, node)
    batch, (rows, cols) = _matrices(b, node)
    left = node.attrs["left_side"]
    attrs = tuple((key, node.attrs[key]) for key in ("left_side", "lower", "unit_diagonal",
                                                     "transpose_a"))
    body = CustomBody("triangular_solve", (a, b), attrs + (
        ("n", n), ("rows", rows), ("cols", cols), ("complex", _is_complex(node))))
    work_items = _count(batch) * (cols if left else rows)
    target = lowering.target
    group = target.lockstep_group if left else target.own_loops_group
    return _custom_kernel(node, name, work_items, body, group)


def lapack_kernel(body_name: str, matrix_operand: int = 0,
                  work: Callable[[Node, TensorType], tuple[TensorType, ...]] | None = None):
    """The builder of a LAPACK op's kernel: one work-item per matrix of operand
    `matrix_operand` ([..., rows, cols]), running the custom body `body_name` (its emitter is in
    pjrtc/codegen/custom.py's EMITTERS), with rows, cols, complex and the node's attrs. The
    kernel writes one more output after the node's results for each type work(node, operand
    type) gives: buffers the body uses as workspace (LAPACK's work arrays)."""
    def build(lowering, node: Node, name: str) -> Kernel:
        operand = node.operands[matrix_operand]
        batch, (rows, cols) = _matrices(operand, node)
        attrs = (("rows", rows), ("cols", cols), ("complex", _is_complex(node)),
                 *sorted((k, v) for k, v in node.attrs.items() if k != "complex"))
        body = CustomBody(body_name, node.operands, attrs)
        types = work(node, operand.type) if work is not None else ()
        work_values = tuple(lowering.shared.new_value(t) for t in types)
        return _custom_kernel(node, name, _count(batch), body, lowering.target.own_loops_group,
                              work_values)
    return build


def operand_copies(count: int):
    """`work` for lapack_kernel: `count` matrices of the operand's type."""
    return lambda node, operand: (operand,) * count


def eig_work(node: Node, operand: TensorType) -> tuple[TensorType, ...]:
    """Op.EIG's workspace (pjrtc/codegen/eig.py): complex operands arrive packed and need two
    matrices of their type; real ones need two real matrices (the real Schur form) and three
    complex ones, packed as [..., n, n, 2] (the complex Schur form, the vectors)."""
    if _is_complex(node):
        return (operand,) * 2
    packed = TensorType(operand.shape + (2,), operand.dtype)
    return (operand,) * 2 + (packed,) * 3


def tridiagonal_work(node: Node, operand: TensorType) -> tuple[TensorType, ...]:
    """Op.TRIDIAGONAL_SOLVE_PERTURBED's workspace (pjrtc/codegen/tridiagonal_perturbed.py):
    U's three diagonals, [..., n, 3] of b's (packed) type."""
    batch, (n, _) = _matrices_of(operand.shape, node)
    tail = (2,) if _is_complex(node) else ()
    return (TensorType(batch + (n, 3) + tail, operand.dtype),)


def _is_complex(node: Node) -> bool:
    """Complex operands arrive as real [..., 2] tensors of their parts (passes/complex.py)."""
    return bool(node.attrs.get("complex", False))


def _matrices(value: Value, node: Node) -> tuple[tuple[int, ...], tuple[int, int]]:
    """(batch dimensions, matrix dimensions) of an operand."""
    return _matrices_of(value.type.shape, node)


def _matrices_of(shape: tuple[int, ...], node: Node
                 ) -> tuple[tuple[int, ...], tuple[int, int]]:
    shape = shape[:-1] if _is_complex(node) else shape
    return shape[:-2], shape[-2:]


def _custom_kernel(node: Node, name: str, work_items: int, body: CustomBody,
                   local_size: int, work: tuple[Value, ...] = ()) -> Kernel:
    """A kernel of `work_items` work-items running `body`, writing every result of `node`
    and then the workspace buffers `work`; none when every result is empty (a batch of 0 x 0
    matrices has nothing to compute, but a potrf's info per matrix is still written)."""
    if all(r.type.size == 0 for r in node.results):
        work_items = 0
    outputs = tuple((r, Expr(Leaf.CUSTOM, r.type.dtype, (), i))
                    for i, r in enumerate(node.results + work))
    return Kernel(name, (work_items,), outputs, None, (node.describe(),), local_size, body)


def _count(shape: tuple[int, ...]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n
