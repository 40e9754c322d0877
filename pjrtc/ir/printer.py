"""Deterministic, MLIR-like text of tensor IR (for --dump-dir `.tir` files and golden tests).

    func @main(%0: tensor<4x8xf32> {name = "x"}, %1: tensor<8xf32>) -> (tensor<4xf32>) {
      %2 = constant dense<1.0> : tensor<f32>
      %3 = broadcast_in_dim %2 {broadcast_dimensions = []} : tensor<4x8xf32>  // model.mlir:4:10
      %5 = reduce %0, %4 {dimensions = [1]} : tensor<4xf32>  // model.mlir:6:10
        body(%6: tensor<f32>, %7: tensor<f32>) {
          %8 = add %6, %7 : tensor<f32>
          return %8
        }
      return %5
    }

Attributes are sorted by name. A constant prints all its values when it has at most
`MAX_CONSTANT_VALUES`, else the first few and a sha256 prefix of its bytes; a splat prints its
one value. Output depends only on the graph (no ids of Python objects, no dict order).
"""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np

from pjrtc.ir.tensor import Graph, Node, Op, Value

MAX_CONSTANT_VALUES = 8
SHA256_PREFIX = 12
INDENT = "  "


def print_graph(graph: Graph, *, locs: bool = True) -> str:
    """The text of `graph`, ending in a newline. `locs=False` leaves out source locations."""
    lines: list[str] = []
    params = _declarations(graph.params, graph.param_names)
    results = ", ".join(
        f"{v.type}{_name_attr(_name_at(graph.result_names, i))}"
        for i, v in enumerate(graph.results))
    lines.append(f"func @{graph.name}({params}) -> ({results}) {{")
    _print_body(graph, lines, 1, locs)
    lines.append("}")
    return "\n".join(lines) + "\n"


def format_node(node: Node, *, locs: bool = True) -> str:
    """One node on one line (without its body)."""
    results = ", ".join(str(r) for r in node.results)
    operands = ", ".join(str(v) for v in node.operands)
    if node.op is Op.CONSTANT:
        head = f"{node.op.value} {format_array(node.attrs['value'])}"
        attrs = {k: v for k, v in node.attrs.items() if k != "value"}
    else:
        head = node.op.value + (f" {operands}" if operands else "")
        attrs = {k: v for k, v in node.attrs.items() if not _is_region(v)}
    if attrs:
        head += " " + format_attrs(attrs)
    types = ", ".join(str(r.type) for r in node.results)
    text = f"{results} = {head} : {types}" if node.results else f"{head}"
    if locs and node.loc:
        text += f"  // {node.loc}"
    return text


def format_attrs(attrs: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k} = {format_value(attrs[k])}" for k in sorted(attrs)) + "}"


def format_value(value: Any) -> str:
    """An attribute value: ints, floats, bools, strings, tuples, dicts, numpy arrays."""
    if isinstance(value, np.ndarray):
        return format_array(value)
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        return _scalar(np.float64(value))
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return format_attrs(value)
    if value is None:
        return "none"
    raise TypeError(f"cannot print attribute value of type {type(value).__name__}")


def format_array(array: np.ndarray) -> str:
    """`dense<v>` for a splat, `dense<[v0, v1, ...]>` for a small array, and for a large one
    `dense<[v0, .., v3, ...], sha256:0123456789ab>` (first values, hash of its bytes)."""
    if array.size >= 1 and _is_splat(array):
        return f"dense<{_scalar(array.reshape(-1)[0])}>"
    flat = np.ascontiguousarray(array).reshape(-1)
    if flat.size <= MAX_CONSTANT_VALUES:
        return "dense<[" + ", ".join(_scalar(x) for x in flat) + "]>"
    head = ", ".join(_scalar(x) for x in flat[:4])
    little = flat.astype(flat.dtype.newbyteorder("<"), copy=False)
    digest = hashlib.sha256(little.tobytes()).hexdigest()[:SHA256_PREFIX]
    return f"dense<[{head}, ...], sha256:{digest}>"


def _scalar(x: np.generic) -> str:
    if isinstance(x, np.bool_):
        return "true" if x else "false"
    if isinstance(x, np.integer):
        return str(int(x))
    text = str(x)  # numpy's shortest round-trip spelling for the value's own precision
    if text.lstrip("-").isdigit():
        text += ".0"
    return text


def _is_splat(array: np.ndarray) -> bool:
    if array.size == 1 or all(s == 0 for s in array.strides):
        return True
    flat = np.ascontiguousarray(array).reshape(-1)
    rows = flat.view(np.uint8).reshape(flat.size, flat.itemsize)
    return bool((rows == rows[0]).all())


def _is_region(value: Any) -> bool:
    """A control-flow region (a Graph) or a tuple of them (case branches)."""
    if isinstance(value, tuple) and value:
        return all(isinstance(v, Graph) for v in value)
    return isinstance(value, Graph)


def _print_body(graph: Graph, lines: list[str], depth: int, locs: bool) -> None:
    pad = INDENT * depth
    for node in graph.nodes:
        lines.append(pad + format_node(node, locs=locs))
        regions = [("body", node.body)] if node.body is not None else []
        for key in (k for k, v in node.attrs.items() if _is_region(v)):  # as built: cond, body
            value = node.attrs[key]
            if isinstance(value, Graph):
                regions.append((key, value))
            else:
                regions.extend((f"{key}[{i}]", g) for i, g in enumerate(value))
        for label, body in regions:
            lines.append(f"{pad}{INDENT}{label}({_declarations(body.params, body.param_names)})"
                         " {")
            _print_body(body, lines, depth + 2, locs)
            lines.append(f"{pad}{INDENT}}}")
    lines.append(pad + "return" + (" " if graph.results else "")
                 + ", ".join(str(v) for v in graph.results))


def _declarations(values: tuple[Value, ...], names: tuple[str | None, ...]) -> str:
    return ", ".join(f"{v}: {v.type}{_name_attr(_name_at(names, i))}"
                     for i, v in enumerate(values))


def _name_at(names: tuple[str | None, ...], i: int) -> str | None:
    return names[i] if i < len(names) else None


def _name_attr(name: str | None) -> str:
    return "" if name is None else f" {{name = {format_value(name)}}}"
