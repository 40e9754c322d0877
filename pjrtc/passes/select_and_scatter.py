"""First step of stablehlo.select_and_scatter: the position each window selects.

Spec (and the reference interpreter, and XLA): for every window of the padded operand (one per
source element), the selected element starts as the window's first element that is not
padding, in row-major window order; each later element x replaces the current selection s
unless select(s, x) is true. A window holding only padding selects nothing and its source
value is dropped (the spec leaves that case open; the interpreter does this).

That is a reduce_window over (value, flat operand position) pairs: padding points hold the
init pair (any value, position -1) and never replace a selection. The op is then rewritten to
read the positions (pjrtc/lower/select_and_scatter.py scatters the source values with them):
operands (selected positions, source, init_value), the select region dropped.
"""

from __future__ import annotations

from pjrtc.ir.builder import GraphBuilder
from pjrtc.ir.tensor import DType, Node, Op, TensorType, Value
from pjrtc.passes.lift import apply_body, scalar_graph


def expand_select_and_scatter(b: GraphBuilder, node: Node) -> list[Value]:
    operand, source, init = node.operands
    attrs = dict(node.attrs)
    select = attrs.pop("select")
    dtype = operand.type.dtype
    position = DType.I32 if operand.type.size < 2 ** 31 else DType.I64
    positions = b.reshape(b.iota((operand.type.size,), position, 0), operand.type.shape)
    scalar, where = TensorType((), dtype), TensorType((), position)

    def choose(sb: GraphBuilder, params: tuple[Value, ...]) -> list[Value]:
        chosen, chosen_at, x, x_at = params
        keep = apply_body(sb, select, (chosen, x), ())[0]
        is_element = sb.compare("GE", x_at, sb.constant(0, position))
        nothing_yet = sb.compare("LT", chosen_at, sb.constant(0, position))
        take = sb.binary(Op.AND, is_element,
                         sb.binary(Op.OR, nothing_yet, sb.unary(Op.NOT, keep)))
        return [sb.select(take, x, chosen), sb.select(take, x_at, chosen_at)]

    rank = operand.type.rank
    _, selected = b.emit(
        Op.REDUCE_WINDOW,
        (operand, positions, b.constant(0, dtype), b.constant(-1, position)),
        (TensorType(source.type.shape, dtype), TensorType(source.type.shape, position)),
        scalar_graph(b, (scalar, where, scalar, where), choose),
        window_dimensions=attrs["window_dimensions"], window_strides=attrs["window_strides"],
        base_dilations=(1,) * rank, window_dilations=(1,) * rank, padding=attrs["padding"])
    return list(b.emit(Op.SELECT_AND_SCATTER, (selected, source, init), (node.result.type,),
                       **attrs))
