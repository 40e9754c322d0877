"""Shardy (`sdy`) meshes, shardings and manual computations, for a program run on one device.

JAX writes Shardy annotations into every program it lowers or exports, even for one device:
`sdy.mesh` symbols, `sdy.sharding` argument and result attributes, `sdy.sharding_constraint`
and `sdy.reshard` ops, and `sdy.manual_computation` for a shard_map; a module that went through
XLA's round trip carries the same as `xla.sdy.*` custom calls and strings in
`mhlo.frontend_attributes` (`xla.sdy.meshes`, `xla.sdy.sharding`, `xla.sdy.manual_axes`, ...),
with the body of a manual computation outlined into a function, which the custom call
`xla.sdy.ManualComputation` names, or which is called between `xla.sdy.GlobalToLocalShape` and
`xla.sdy.LocalToGlobalShape`.

A sharding only says where the pieces of a value live; the program means the same global
values on any number of devices, so every annotation is an identity here, whatever its mesh.
A manual computation is different: its body is per-device code, run once per device of its
manual axes on that device's shard (with collectives between them). Over manual axes of one
device in all (a one-device mesh, or axes of size 1) the shard is the whole value and the body
runs once: it is inlined. Over more devices it is reported, naming the mesh and its axis
sizes. Meshes are read by `stablehlo.py` as their MLIR text (`#sdy.mesh<["a"=2, "b"=4]>`) and
parsed here, so this module needs no jaxlib.
"""

from __future__ import annotations

import math
import re

from pjrtc.frontend.raw import RawOp

# A mesh as its axes, (name, size) in order; a maximal mesh (`<[], device_ids=[3]>`, one
# device) has none.
Mesh = tuple[tuple[str, int], ...]

_QUOTED = r'"((?:[^"\\]|\\.)*)"'
_AXIS = re.compile(_QUOTED + r"\s*=\s*(\d+)")
_NAME = re.compile(_QUOTED)
_MESH_REF = re.compile(r"<\s*@([^\s,>]+)")
_INLINE_MESH = re.compile(r"mesh<\[[^\]]*\][^>]*>")


def parse_mesh(text: str) -> Mesh:
    """The axes of a mesh from its MLIR text (`#sdy.mesh<["a"=2, "b"=4]>` or `<[...]>`)."""
    return tuple((name, int(size)) for name, size in _AXIS.findall(text))


def describe(label: str, mesh: Mesh | None) -> str:
    """`mesh @m ["a"=2, "b"=4]` (label `mesh @m`), as a message names a mesh."""
    if mesh is None:
        return f"{label} (not defined in the module)"
    axes = ", ".join(f'"{axis}"={size}' for axis, size in mesh)
    return f"{label} [{axes}]"


def manual_axes(text: str) -> tuple[str, ...]:
    """The axis names of a `manual_axes={"a", "b"}` attribute (or its round-trip string
    `#sdy<manual_axes{"a", "b"}>`)."""
    return tuple(_NAME.findall(text))


def sharding_mesh(meshes: dict[str, Mesh], *shardings: str
                  ) -> tuple[str, Mesh | None] | None:
    """The mesh the first of these sharding texts refers to (`[<@mesh, [{"a"}, {}]>]`, or an
    inline `[<mesh<["a"=2]>, ...>]`): how a message names it, and its axes (None when the
    module does not define it); None when they name no mesh."""
    for text in shardings:
        ref = _MESH_REF.search(text)
        if ref:
            return f"mesh @{ref.group(1)}", meshes.get(ref.group(1))
        inline = _INLINE_MESH.search(text)
        if inline:
            return "its inline mesh", parse_mesh(inline.group(0))
    return None


def manual_problem(mesh: tuple[str, Mesh | None] | None, axes: tuple[str, ...]) -> str | None:
    """Why a manual computation over `axes` of `mesh` (from `sharding_mesh`) cannot run on one
    device, or None when those axes hold one device in all (its body is the whole
    computation then)."""
    if not axes:
        return None  # no manual axes: the body sees global values
    if mesh is None:
        return (f"its shardings name no mesh, so the sizes of its manual axes {_axes(axes)} "
                f"are unknown")
    label, found = mesh
    sizes = dict(found or ())
    if found is None or any(a not in sizes for a in axes):
        return f"its manual axes {_axes(axes)} are not all axes of {describe(label, found)}"
    devices = math.prod(sizes[a] for a in axes)
    if devices == 1:
        return None
    return (f"its body runs once on each of the {devices} devices of its manual axes "
            f"{_axes(axes)} of {describe(label, found)} (a shard_map over several devices), "
            f"and pjrtc runs the program on one device")


def round_trip_problem(meshes: dict[str, Mesh], attrs: dict) -> str | None:
    """As `manual_problem`, for an op of XLA's round-trip form of a manual computation (the
    body's func.call, xla.sdy.GlobalToLocalShape, xla.sdy.LocalToGlobalShape), whose
    mhlo.frontend_attributes hold the manual axes and shardings as strings."""
    frontend = attrs.get("mhlo.frontend_attributes")
    if not isinstance(frontend, dict) or "xla.sdy.manual_axes" not in frontend:
        return None
    axes = manual_axes(str(frontend["xla.sdy.manual_axes"]))
    mesh = sharding_mesh(meshes, str(frontend.get("xla.sdy.in_shardings", "")),
                         str(frontend.get("xla.sdy.out_shardings", "")))
    return manual_problem(mesh, axes)


def _axes(axes: tuple[str, ...]) -> str:
    return "{" + ", ".join(f'"{a}"' for a in axes) + "}"


def _inline_region(cv, op: RawOp, operands, env, nodes, stack):
    """The results of the op's one region applied to `operands` (its block arguments)."""
    (block,) = op.regions
    assert len(block.args) == len(operands), "the sdy verifier checks this"
    inner = dict(env)
    inner.update((key, value) for (key, _), value in zip(block.args, operands))
    return cv.block(block, inner, nodes, stack)


def manual_computation(cv, op: RawOp, operands, env, nodes, stack):
    """sdy.manual_computation over one device: its body, inlined (see the module docstring)."""
    attrs = op.attrs
    axes = manual_axes(str(attrs.get("manual_axes", "")))
    mesh = sharding_mesh(cv.meshes, str(attrs.get("in_shardings", "")),
                         str(attrs.get("out_shardings", "")))
    why = manual_problem(mesh, axes)
    if why is None:
        results = _inline_region(cv, op, operands, env, nodes, stack)
        if results is not None:
            return results
    else:
        cv.problem(op.loc, f"{op.name} is not supported: {why}")
    return None


def named_computation(cv, op: RawOp, operands, env, nodes, stack):
    """sdy.named_computation only names a group of ops for propagation: its body, inlined."""
    return _inline_region(cv, op, operands, env, nodes, stack)


def manual_computation_call(cv, op: RawOp, operands, nodes):
    """stablehlo.custom_call @xla.sdy.ManualComputation (how newer XLA round-trips a manual
    computation: its body outlined into the function `called_computations` names, shardings
    and manual axes in mhlo.frontend_attributes) over one device: that function, inlined.
    A VALUE_RULES-style rule: the op's results, or None when reported."""
    name = f"stablehlo.custom_call @{op.attrs.get('call_target_name')}"
    why = round_trip_problem(cv.meshes, op.attrs)
    callees = op.attrs.get("called_computations", ())
    callees = (callees,) if isinstance(callees, str) else tuple(callees)
    body = cv.funcs.get(callees[0]) if len(callees) == 1 else None
    if why is None and (body is None or len(body.body.args) != len(operands)):
        why = (f"its called_computations {list(callees)} do not name one function of its "
               f"{len(operands)} operand(s), its body")
    if why is not None:
        cv.problem(op.loc, f"{name} is not supported: {why}")
        return None
    env = {key: value for (key, _), value in zip(body.body.args, operands)}
    return cv.block(body.body, env, nodes, (body.name,))


# Custom calls the converter inlines (VALUE_RULES' calling convention).
INLINED_CALLS = {"xla.sdy.ManualComputation": manual_computation_call}

# Region ops the converter inlines (convert.py's _CONTROL_RULES calling convention, returning
# None when reported); sdy.return ends their regions.
REGION_RULES = {
    "sdy.manual_computation": manual_computation,
    "sdy.named_computation": named_computation,
}
TERMINATORS = frozenset({"sdy.return"})
# Ops whose results are their operands: they change where values live, never the values.
# sdy.sharding_group has no results (it only ties values to one sharding).
IDENTITIES = frozenset({"sdy.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier",
                        "sdy.sharding_group"})
