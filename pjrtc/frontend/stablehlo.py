"""StableHLO (text, bytecode or portable artifact) -> tensor IR.

The only module that imports jaxlib's MLIR bindings. It parses and verifies the module,
normalizes it with MLIR passes, and reads it into the plain records of `raw.py`; `convert.py`
builds the tensor IR from those. jaxlib's dialect registration hook and its shape refinement
(`_jax.mlir.refine_polymorphic_shapes`, what JAX itself runs on modules with symbolic shapes)
used here are private API; pyproject.toml pins the jaxlib range they were verified against.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import re
from dataclasses import replace

import numpy as np
from jaxlib import _jax
from jaxlib.mlir import ir, passmanager
from jaxlib.mlir._mlir_libs import _jax_mlir_ext
from jaxlib.mlir.dialects import chlo, mhlo, sdy, stablehlo

from pjrtc.errors import FrontendError, UnsupportedError
from pjrtc.frontend import convert, shardy
from pjrtc.frontend.dense_bf16 import bf16_array
from pjrtc.frontend.dense_complex import complex_array
from pjrtc.frontend.raw import RawBlock, RawFunc, RawOp, RawType, Undecodable
from pjrtc.frontend.source import (
    FORMAT_BYTECODE,
    FORMAT_PORTABLE,
    FORMAT_TEXT,
    SourceInfo,
    bytecode_producer,
    describe_source,
    read_source,
    version_tuple,
)
from pjrtc.frontend.shapes import Shapes, refined_types, refinement_message
from pjrtc.ir.tensor import Graph

# Normalization, in order. `func.call`s are not inlined by `inline` in this jaxlib (its func
# dialect has no inliner interface registered), so convert.py inlines them itself.
#   stablehlo-legalize-composite-to-call: stablehlo.composite -> a call of its decomposition.
#   chlo-legalize-to-stablehlo: chlo.erf, chlo.square, ... -> plain StableHLO arithmetic.
#   canonicalize, cse: fold constants and drop redundant broadcasts/converts and duplicates.
#   symbol-dce: drop private functions nobody calls.
NORMALIZE_PIPELINE = (
    "builtin.module("
    "func.func(stablehlo-legalize-composite-to-call),"
    "inline,"
    "func.func(chlo-legalize-to-stablehlo),"
    "canonicalize,"
    "cse,"
    "symbol-dce)"
)

_UNNAMED_BUFFER = "-"  # the file name MLIR gives a buffer parsed from memory
# The argument attribute by which JAX says a donated argument may become a result.
ALIASING_OUTPUT = "tf.aliasing_output"

stablehlo.register_stablehlo_passes()


def load_module(path: str | os.PathLike[str], shapes: Shapes = ()) -> tuple[Graph, SourceInfo]:
    """Read, verify and normalize a StableHLO file and convert its entry function, refined
    to the static argument `shapes` given (shapes.py) if any."""
    data, name = read_source(path)
    return load_bytes(data, name, shapes)


def load_bytes(data: bytes, name: str, shapes: Shapes = ()) -> tuple[Graph, SourceInfo]:
    """As `load_module`, for bytes already in memory; `name` is used in every message."""
    with _parsed(data, name) as (module, info, reader):
        entry = _entry_function(module, name)  # before symbol-dce drops private functions
        meshes = _meshes(module)  # before symbol-dce, too: sdy.mesh is a symbol
        if shapes:
            written = tuple(str(a.type) for a in
                            _function_op(module, entry).regions[0].blocks[0].arguments)
            module = _specialize(module, entry, shapes, info, reader)
            info = replace(info, specialized_from=written)
        _normalize(module, info, reader)
        return convert.to_graph(reader.functions(module), entry, name,
                                _process_grid(module), meshes), info


def entry_signature(path: str | os.PathLike[str]) -> tuple[SourceInfo, str, list, list]:
    """(source, entry function name, [(name or None, MLIR type)] of its arguments and of its
    results) of a StableHLO file, as written: dynamic dimensions and all."""
    data, name = read_source(path)
    with _parsed(data, name) as (module, info, _):
        entry = _entry_function(module, name)
        func = _function_op(module, entry)
        args = func.regions[0].blocks[0].arguments
        names = _argument_names(func)
        results = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results
        result_names = _dict_strings(func.attributes, "res_attrs", "jax.result_info",
                                     len(results))
        return (info, entry, [(n, str(a.type)) for n, a in zip(names, args)],
                [(n, str(t)) for n, t in zip(result_names, results)])


def entry_aliases(data: bytes, name: str) -> dict[int, int]:
    """{argument: result} of the entry function's `tf.aliasing_output` attributes: the
    arguments whose memory JAX lets the program reuse for a result (jax.jit's donate_argnums;
    JAX marks one only where a result has its type)."""
    with _parsed(data, name) as (module, _, _):
        func = _function_op(module, _entry_function(module, name))
        if "arg_attrs" not in func.attributes:
            return {}
        aliases = {}
        for i, entry in enumerate(ir.ArrayAttr(func.attributes["arg_attrs"])):
            entry = ir.DictAttr(entry)
            if ALIASING_OUTPUT in entry:
                aliases[i] = ir.IntegerAttr(entry[ALIASING_OUTPUT]).value
        return aliases


@contextlib.contextmanager
def _parsed(data: bytes, name: str):
    """(module, source info, reader) of a parsed and verified StableHLO file, inside its MLIR
    context, with MLIR's diagnostics collected for the messages."""
    info = describe_source(data, name)
    if not data.strip():
        raise FrontendError(f"{name} is not a StableHLO module: the file is empty")
    ctx = _make_context()
    diagnostics: list[str] = []
    reader = _Reader(info)

    def on_diagnostic(d: ir.Diagnostic) -> bool:
        if d.severity == ir.DiagnosticSeverity.ERROR:
            diagnostics.append(reader.diagnostic(d, in_input=True))
        return True  # handled: MLIR would otherwise print it to stderr

    handler = ctx.attach_diagnostic_handler(on_diagnostic)
    try:
        with ctx, ir.Location.unknown():
            module, info = _parse(ctx, data, info, reader, diagnostics)
            _verify(module, info, reader, "is not valid StableHLO")
            yield module, info, reader
    finally:
        handler.detach()


def _make_context() -> ir.Context:
    """A context knowing func, stablehlo, chlo, sdy (the Shardy meshes, shardings and ops JAX
    writes: frontend/shardy.py) and jaxlib's upstream dialects, as JAX's own
    `make_ir_context` builds it."""
    ctx = ir.Context()
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)
    ctx.append_dialect_registry(registry)
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    sdy.register_dialect(ctx)
    mhlo.register_mhlo_dialect(ctx)
    ctx.load_all_available_dialects()
    return ctx


def _parse(ctx, data: bytes, info: SourceInfo, reader: _Reader, diagnostics: list[str]
           ) -> tuple[ir.Module, SourceInfo]:
    """The module, and `info` with the format corrected where content tells more than the
    header did (a portable artifact whose producer string is MLIR's own)."""
    if info.format == FORMAT_PORTABLE:
        return _deserialize(ctx, data, info, diagnostics), info
    try:
        module = ir.Module.parse(data)
    except ir.MLIRError as e:
        quantized = _quantized_types(e, reader)
        if quantized:
            raise UnsupportedError(info.name, quantized) from None
        if info.format == FORMAT_BYTECODE:
            detail = reader.error_text(e, in_input=True, notes=True)
            raise _bytecode_error(info, data, detail) from None
        detail = reader.error_text(e, in_input=True)
        if not _looks_like_mlir(data):
            raise FrontendError(
                f"{info.name} is not a StableHLO module (expected MLIR text, MLIR bytecode or a "
                f"StableHLO portable artifact): {detail}") from None
        raise FrontendError(f"cannot parse {info.name}: {detail}") from None
    if info.format == FORMAT_BYTECODE and _is_vhlo(module):
        # A portable artifact whose header names MLIR rather than StableHLO_v... (JAX's export
        # wrote "MLIRxxx-trunk" until 2023): its ops are VHLO's, which only the portable
        # artifact reader turns into StableHLO.
        info = replace(info, format=FORMAT_PORTABLE)
        return _deserialize(ctx, data, info, diagnostics), info
    return module, info


def _deserialize(ctx, data: bytes, info: SourceInfo, diagnostics: list[str]) -> ir.Module:
    try:
        return stablehlo.deserialize_portable_artifact(ctx, data)
    except (ValueError, ir.MLIRError) as e:
        detail = "\n".join(dict.fromkeys(diagnostics)) or str(e)
        made_by = (f"StableHLO v{info.stablehlo_version}" if info.stablehlo_version
                   else bytecode_producer(data))
        raise FrontendError(
            f"cannot read {info.name}, a StableHLO portable artifact from {made_by}: "
            f"{detail}{_version_hint(info)}") from None


def _is_vhlo(module: ir.Module) -> bool:
    ops = [op.operation.name for op in module.body.operations]
    return bool(ops) and all(name.startswith("vhlo.") for name in ops)


def _bytecode_error(info: SourceInfo, data: bytes, detail: str) -> FrontendError:
    """Plain MLIR bytecode that this MLIR cannot read. MLIR keeps no compatibility for it
    across versions (that is what StableHLO's portable artifacts are for), so an older
    producer's bytecode is unreadable to every tool built on this jaxlib."""
    producer = bytecode_producer(data) or "an unknown producer"
    ours = _our_bytecode_producer()
    why = ("" if producer == ours else
           f"\nMLIR bytecode is read only by the MLIR version that wrote it: this file comes "
           f"from {producer}, and this jaxlib's MLIR ({ours}) cannot read it, nor can any tool "
           f"built on it. Export the model as a StableHLO portable artifact instead (jax.export: "
           f"`exported.mlir_module_serialized`; or stablehlo.serialize_portable_artifact), "
           f"which stays readable across versions, or as MLIR text "
           f"(`jax.jit(f).lower(*args).as_text()`).")
    return FrontendError(f"cannot read {info.name}, MLIR bytecode from {producer}: "
                         f"{detail}{why}")


@functools.cache
def _our_bytecode_producer() -> str | None:
    """The producer string this jaxlib's MLIR writes into bytecode ("MLIR23.0.0git")."""
    with ir.Context(), ir.Location.unknown():
        out = io.BytesIO()
        ir.Module.create().operation.write_bytecode(out)
    return bytecode_producer(out.getvalue())


# jaxlib registers no `quant` dialect, so a quantized element type (!quant.uniform<...>) fails to
# parse, as a type "created with unregistered dialect": it is reported as the unsupported type
# it is, at its location.
_UNREGISTERED_QUANT = re.compile(r'`!"quant"<"(.*)">` type created with unregistered dialect')


def _quantized_types(e: ir.MLIRError, reader: _Reader) -> list[tuple[str, str]]:
    problems = []
    for d in e.error_diagnostics:
        found = _UNREGISTERED_QUANT.search(d.message)
        if found:
            what = (f"quantized element type !quant.{found.group(1)} is not supported "
                    f"(supported: {convert.SUPPORTED_DTYPES})")
            problems.append((reader.location(d.location, in_input=True), what))
    return problems


def _looks_like_mlir(data: bytes) -> bool:
    return any(word in data for word in (b"func.func", b"stablehlo.", b"module "))


def _version_hint(info: SourceInfo) -> str:
    found = version_tuple(info.stablehlo_version or "")
    current = stablehlo.get_current_version()
    if found is not None and found > (version_tuple(current) or ()):
        return (f"\nThe artifact is newer than this jaxlib reads (StableHLO v{current}); "
                f"upgrade jaxlib or serialize for an older target version.")
    return ""


def _verify(module, info: SourceInfo, reader: _Reader, what: str) -> None:
    try:
        module.operation.verify()
    except ir.MLIRError as e:
        raise FrontendError(f"{info.name} {what}: {reader.error_text(e)}") from None


def _normalize(module, info: SourceInfo, reader: _Reader) -> None:
    try:
        passmanager.PassManager.parse(NORMALIZE_PIPELINE).run(module.operation)
    except ir.MLIRError as e:
        raise FrontendError(
            f"{info.name}: normalizing the module failed: {reader.error_text(e)}") from None
    _verify(module, info, reader, "failed verification after normalization")


def _specialize(module, entry: str, shapes: Shapes, info: SourceInfo, reader: _Reader):
    """The module refined to static shapes: the entry function's arguments take `shapes`,
    then jaxlib's own refinement (what JAX runs before compiling a module exported with
    symbolic dimensions: inlining, stablehlo-refine-shapes, canonicalize-dynamism, and the
    shape assertions checked and removed) propagates them, and every shape must be static."""
    func = _function_op(module, entry)
    args = func.regions[0].blocks[0].arguments
    types = refined_types(shapes, _argument_names(func), [str(a.type) for a in args])
    try:
        passmanager.PassManager.parse(
            "builtin.module(stablehlo-refine-arguments{types='" + ",".join(types) + "'})"
        ).run(module.operation)
    except ir.MLIRError as e:
        raise FrontendError(f"cannot give the entry function the argument types "
                            f"({', '.join(types)}): {reader.error_text(e)}") from None
    data = io.BytesIO()
    module.operation.write_bytecode(data)
    try:
        refined = _jax.mlir.refine_polymorphic_shapes(
            data.getvalue(), enable_shape_assertions=True, validate_static_shapes=True)
    except _jax.JaxRuntimeError as e:
        raise FrontendError(f"the module does not compile for the argument types "
                            f"({', '.join(types)}):\n{refinement_message(str(e), info.name)}"
                            ) from None
    return ir.Module.parse(refined)


def _function_op(module, name: str):
    return next(op.operation for op in module.body.operations
                if op.operation.name == "func.func"
                and _text(op.operation.attributes["sym_name"]) == name)


def _argument_names(func) -> list[str | None]:
    """Each argument's name: its jax.arg_info, else its plain `loc("x")` name."""
    args = func.regions[0].blocks[0].arguments
    names = _dict_strings(func.attributes, "arg_attrs", "jax.arg_info", len(args))
    return [n if n is not None else _plain_name(a.location) for n, a in zip(names, args)]


def _entry_function(module, name: str) -> str:
    """`main` if public, else the only public function."""
    funcs = [op.operation for op in module.body.operations if op.operation.name == "func.func"]
    if not funcs:
        raise FrontendError(f"{name} is not a StableHLO module: it defines no functions")
    public = [_text(f.attributes["sym_name"]) for f in funcs if _is_public(f)]
    if "main" in public:
        return "main"
    if len(public) == 1:
        return public[0]
    if not public:
        raise FrontendError(
            f"{name} has no public function to compile; expected `func.func public @main`")
    listed = ", ".join("@" + p for p in public)
    raise FrontendError(
        f"{name} has several public functions ({listed}) and none is named main; "
        f"rename the entry function to @main")


class _Reader:
    """Reads MLIR objects into `raw.py` records; formats locations and diagnostics."""

    def __init__(self, info: SourceInfo):
        self.info = info
        self.keys: dict[ir.Value, int] = {}

    # -- locations and diagnostics --------------------------------------------------------

    def location(self, loc, in_input: bool = False) -> str:
        """`file:line:col` of the innermost file location (callee of a call site, first of a
        fused location, child of a name); "" if there is none. MLIR names a buffer parsed
        from memory "-": that is our input when parsing text, or for any diagnostic about
        the input itself (`in_input`)."""
        if type(loc) is ir.Location:  # diagnostics give the base class: downcast it
            loc = ir.Location.from_attr(loc.attr)
        if isinstance(loc, ir.FileLineColLoc):
            file = loc.filename
            if file == _UNNAMED_BUFFER and (in_input or self.info.format == FORMAT_TEXT):
                file = self.info.name
            if loc.start_line == 0:
                return file
            return f"{file}:{loc.start_line}:{loc.start_col}"
        if isinstance(loc, ir.NameLoc):
            return self.location(loc.child_loc, in_input)
        if isinstance(loc, ir.CallSiteLoc):
            return self.location(loc.callee, in_input) or self.location(loc.caller, in_input)
        if isinstance(loc, ir.FusedLoc):
            for inner in loc.locations:
                found = self.location(inner, in_input)
                if found:
                    return found
        return ""

    def diagnostic(self, d, in_input: bool = False) -> str:
        where = self.location(d.location, in_input)
        if not where and self.info.format != FORMAT_TEXT:
            where = self.info.name
        return f"{where}: {d.message}" if where else d.message

    def error_text(self, e: ir.MLIRError, in_input: bool = False, notes: bool = False) -> str:
        """One line per error diagnostic (and, with `notes`, its notes after it)."""
        lines = []
        for d in e.error_diagnostics:
            lines.append(self.diagnostic(d, in_input))
            if notes:
                lines.extend(f"  note: {n.message}" for n in d.notes)
        return "\n".join(dict.fromkeys(lines)) or e.message

    # -- module contents ------------------------------------------------------------------

    def functions(self, module) -> dict[str, RawFunc]:
        funcs = {}
        for op in module.body.operations:
            if op.operation.name == "func.func":
                func = self._function(op.operation)
                funcs[func.name] = func
        return funcs

    def _function(self, op) -> RawFunc:
        attrs = op.attributes
        block = op.regions[0].blocks[0]
        arg_names = tuple(_argument_names(op))
        n_results = len(ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value).results)
        return RawFunc(
            name=_text(attrs["sym_name"]),
            public=_is_public(op),
            body=self._block(block),
            arg_names=arg_names,
            arg_locs=tuple(self.location(a.location) for a in block.arguments),
            result_names=_dict_strings(attrs, "res_attrs", "jax.result_info", n_results),
            loc=self.location(op.location),
        )

    def _block(self, block) -> RawBlock:
        args = tuple((self._key(a), _raw_type(a.type)) for a in block.arguments)
        return RawBlock(args=args, ops=tuple(self._op(op.operation) for op in block.operations))

    def _op(self, op) -> RawOp:
        return RawOp(
            name=op.name,
            operands=tuple(self._key(v) for v in op.operands),
            results=tuple((self._key(r), _raw_type(r.type)) for r in op.results),
            attrs=_attributes(op),
            loc=self.location(op.location),
            regions=tuple(self._block(region.blocks[0]) for region in op.regions
                          if len(region.blocks) > 0),
        )

    def _key(self, value) -> int:
        return self.keys.setdefault(value, len(self.keys))


def _attributes(op) -> dict:
    """An op's attributes as plain Python. The bindings cannot wrap a complex dense attribute
    as a Python object, so a complex constant's value is read from the op's text."""
    if op.name == "stablehlo.constant":
        t = ir.RankedTensorType(op.results[0].type)
        if isinstance(t.element_type, ir.ComplexType):
            part = ir.ComplexType(t.element_type).element_type
            dtype = np.complex64 if isinstance(part, ir.F32Type) else np.complex128
            try:
                return {"value": complex_array(op.get_asm(), tuple(t.shape), dtype)}
            except ValueError as e:
                return {"value": Undecodable(str(t), str(e))}
    return {name: _attribute(op.attributes[name]) for name in op.attributes}


def _process_grid(module) -> tuple[int, int]:
    """(replicas, partitions) the module was built for (mhlo.num_replicas and
    mhlo.num_partitions, as JAX writes them; 1 where absent)."""
    attrs = module.operation.attributes

    def count(name: str) -> int:
        return int(ir.IntegerAttr(attrs[name]).value) if name in attrs else 1

    return count("mhlo.num_replicas"), count("mhlo.num_partitions")


def _meshes(module) -> dict[str, shardy.Mesh]:
    """The module's Shardy meshes by name: `sdy.mesh` symbols, and the `xla.sdy.meshes` string
    of the module's mhlo.frontend_attributes (how XLA's round trip keeps them). A string that
    does not parse is skipped: a manual computation naming one of its meshes is reported."""
    meshes = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "sdy.mesh":
            meshes[_text(op.attributes["sym_name"])] = shardy.parse_mesh(str(op.attributes["mesh"]))
    attrs = module.operation.attributes
    if "mhlo.frontend_attributes" in attrs:
        frontend = ir.DictAttr(attrs["mhlo.frontend_attributes"])
        if "xla.sdy.meshes" in frontend and isinstance(frontend["xla.sdy.meshes"], ir.StringAttr):
            try:
                listed = ir.DictAttr(ir.Attribute.parse(_text(frontend["xla.sdy.meshes"])))
            except (ir.MLIRError, ValueError):
                listed = ()
            for named in listed:
                meshes.setdefault(named.name, shardy.parse_mesh(str(named.attr)))
    return meshes


def _is_public(func) -> bool:
    attrs = func.attributes
    return "sym_visibility" not in attrs or _text(attrs["sym_visibility"]) == "public"


def _plain_name(loc) -> str | None:
    """A block argument's name from `loc("x")` (JAX writes argument names that way)."""
    if isinstance(loc, ir.NameLoc) and isinstance(loc.child_loc, ir.UnknownLoc):
        return loc.name_str
    return None


def _dict_strings(attrs, array_name: str, key: str, count: int) -> tuple[str | None, ...]:
    """`key` from each dictionary of an arg_attrs/res_attrs array, None where absent or empty
    (JAX writes jax.result_info = "" for a function's one unnamed result)."""
    out: list[str | None] = [None] * count
    if array_name in attrs:
        for i, entry in enumerate(ir.ArrayAttr(attrs[array_name])):
            entry = ir.DictAttr(entry)
            if i < count and key in entry and isinstance(entry[key], ir.StringAttr):
                out[i] = _text(entry[key]) or None
    return tuple(out)


def _text(attr) -> str:
    """A string attribute that names or labels something, as text. The bindings cannot return
    a string that is not UTF-8 as str; a label's undecodable bytes are replaced."""
    return ir.StringAttr(attr).value_bytes.decode("utf-8", errors="replace")


def _raw_type(t) -> RawType:
    if isinstance(t, ir.RankedTensorType):
        shape = tuple(None if t.is_dynamic_dim(i) else t.get_dim_size(i) for i in range(t.rank))
        return RawType(str(t), shape, str(t.element_type))
    if isinstance(t, ir.UnrankedTensorType):
        return RawType(str(t), None, str(t.element_type))
    if isinstance(t, ir.TupleType):
        return RawType(str(t), elements=tuple(_raw_type(t.get_type(i))
                                              for i in range(t.num_types)))
    return RawType(str(t))


# The fields of #stablehlo.conv<...>, read into a dict of ints and tuples of ints.
def _same_names(*names: str) -> dict[str, str]:
    return {n: n for n in names}


# Dimension-number attributes: binding class -> {our attribute key: binding property}.
_DIMENSION_NUMBERS = (
    ("ConvDimensionNumbers", _same_names(
        "input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
        "kernel_input_feature_dimension", "kernel_output_feature_dimension",
        "kernel_spatial_dimensions", "output_batch_dimension", "output_feature_dimension",
        "output_spatial_dimensions")),
    ("DotDimensionNumbers", _same_names(
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions")),
    ("GatherDimensionNumbers", _same_names(
        "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
        "start_indices_batching_dims", "start_index_map", "index_vector_dim")),
    # The binding spells the spec's scatter_dims_to_operand_dims "scattered_...".
    ("ScatterDimensionNumbers", {
        **_same_names("update_window_dims", "inserted_window_dims", "input_batching_dims",
                      "scatter_indices_batching_dims", "index_vector_dim"),
        "scatter_dims_to_operand_dims": "scattered_dims_to_operand_dims"}),
)


def _attribute(attr):
    """An attribute as plain Python (a string that is not UTF-8 as bytes); unknown kinds as
    their MLIR text."""
    if isinstance(attr, ir.DenseElementsAttr):
        return _dense_array(attr)
    if isinstance(attr, (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr, ir.DenseI16ArrayAttr,
                         ir.DenseI8ArrayAttr, ir.DenseBoolArrayAttr)):
        return tuple(attr)
    if isinstance(attr, ir.BoolAttr):
        return bool(attr.value)
    if isinstance(attr, ir.IntegerAttr):
        return int(attr.value)
    if isinstance(attr, ir.FloatAttr):
        return float(attr.value)
    if isinstance(attr, ir.StringAttr):
        # Not always text: a custom call's backend_config may hold binary (Pallas kernels,
        # vendor calls), which the bindings cannot return as str.
        data = ir.StringAttr(attr).value_bytes
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return data
    if isinstance(attr, ir.FlatSymbolRefAttr):
        return attr.value
    if isinstance(attr, ir.ArrayAttr):
        return tuple(_attribute(a) for a in attr)
    if isinstance(attr, ir.DictAttr):  # e.g. a custom_call's mhlo.backend_config
        return {named.name: _attribute(named.attr) for named in attr}
    if stablehlo.ComparisonDirectionAttr.isinstance(attr):
        return stablehlo.ComparisonDirectionAttr(attr).value
    if stablehlo.ComparisonTypeAttr.isinstance(attr):
        return stablehlo.ComparisonTypeAttr(attr).value
    if stablehlo.TransposeAttr.isinstance(attr):  # triangular_solve's transpose_a
        return stablehlo.TransposeAttr(attr).value
    for cls, fields in _DIMENSION_NUMBERS:
        if getattr(stablehlo, cls).isinstance(attr):
            numbers = getattr(stablehlo, cls)(attr)
            return {ours: _plain(getattr(numbers, theirs)) for ours, theirs in fields.items()}
    return str(attr)


def _plain(value):
    """A dimension-numbers field: a list of ints as a tuple, an int as an int."""
    return tuple(value) if isinstance(value, list) else int(value)


def _dense_array(attr) -> np.ndarray | Undecodable:
    """A DenseElementsAttr as a read-only numpy array of its type's shape. A splat becomes a
    zero-stride broadcast of one element, so a large splat costs no memory."""
    t = ir.RankedTensorType(attr.type)
    try:
        if isinstance(t.element_type, ir.BF16Type):  # numpy's buffer protocol has no bf16
            array = bf16_array(str(attr), tuple(t.shape))
        elif attr.is_splat:
            scalar_type = ir.RankedTensorType.get([], t.element_type)
            scalar = np.array(ir.DenseElementsAttr.get_splat(scalar_type, attr.get_splat_value()))
            array = np.broadcast_to(scalar, tuple(t.shape))
        else:
            array = np.array(attr).reshape(tuple(t.shape))
    except (ValueError, TypeError, RuntimeError) as e:
        return Undecodable(str(t), str(e))
    array.flags.writeable = False
    return array
