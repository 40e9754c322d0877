"""The `pjrtc` command line (click + rich): flags in, errors out; no compiler logic here.

Exit codes: 0 success; 1 a user error (message on stderr, no traceback); 2 a usage error
(click's). Anything else escaping is a bug and keeps its traceback.
"""

from __future__ import annotations

import functools
import json
import os
import sys

import click
from rich.console import Console
from rich.table import Table

from pjrtc import __version__
from pjrtc.errors import PjrtcError

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)
if not out.is_terminal:  # piped or in CI: don't squeeze tables into rich's default 80 columns
    out.width = 160


def user_errors(fn):
    """Print PjrtcError as one paragraph and exit 1; anything else is a bug: traceback."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except PjrtcError as e:
            _print_error(e)
            sys.exit(1)

    return wrapper


def _print_error(e: Exception) -> None:
    # The message may contain brackets (MLIR types): print it unparsed.
    err.print("[bold red]error:[/]", end=" ")
    err.print(str(e), markup=False, soft_wrap=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="pjrtc")
def main() -> None:
    """pjrtc: compile StableHLO to SPIR-V artifacts and run them on SYCL devices."""


@main.command()
@click.argument("model", type=click.Path(dir_okay=False, path_type=str))
@click.option("-o", "--output", "output", required=True, type=click.Path(path_type=str),
              help="Artifact to write (atomically; an existing file is replaced only on success).")
@click.option("--no-validate", is_flag=True, help="Skip spirv-val on the generated SPIR-V.")
@click.option("--dump-dir", type=click.Path(file_okay=False, path_type=str),
              help="Also write every stage: <model>.tir .kir .ll .spv .spvasm.")
@user_errors
def compile(model: str, output: str, no_validate: bool, dump_dir: str | None) -> None:
    """Compile MODEL (StableHLO text, MLIR bytecode or a portable artifact) to an artifact.

    Example: pjrtc compile model.mlir -o model.pjrtc
    """
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import compile_file, write_dumps
    from pjrtc.options import CompileOptions

    _refuse_same_file(model, output, "the model")
    compiled = compile_file(model, CompileOptions(validate_spirv=not no_validate))
    write_artifact(output, compiled.manifest, compiled.spirv, compiled.constants)
    total = sum(compiled.seconds.values())
    m = compiled.manifest
    out.print(f"wrote {output}: {len(m.kernels)} kernels, {len(compiled.spirv)} bytes of SPIR-V, "
              f"peak device memory {m.peak_bytes} bytes, compiled in {total:.2f} s")
    if dump_dir is not None:
        out.print(f"wrote stages: {', '.join(write_dumps(compiled, dump_dir))}", markup=False)


@main.command()
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--inputs", "-i", "inputs", multiple=True, type=click.Path(path_type=str),
              help="A .npy (one argument) or .npz (several, arg0, arg1, ...); repeat in order.")
@click.option("--output", "-o", "output", type=click.Path(path_type=str),
              help="Write the results to this .npz (result0, result1, ...).")
@click.option("--device", "-d", default=None, help="SYCL filter string, e.g. opencl:cpu.")
@user_errors
def run(artifact: str, inputs: tuple[str, ...], output: str | None, device: str | None) -> None:
    """Run ARTIFACT on a device with inputs from .npy/.npz files.

    Example: pjrtc run model.pjrtc --inputs x.npy --inputs params.npz --output out.npz
    """
    from pjrtc import io
    import pjrtc_runtime

    if output is not None:
        for path in inputs:
            _refuse_same_file(path, output, "an input")
        _refuse_same_file(artifact, output, "the artifact")
    exe = pjrtc_runtime.load(artifact, device=device)
    arrays = io.read_inputs(inputs)
    results = exe(*arrays)
    if output is not None:
        io.write_results(output, results)
        out.print(f"wrote {len(results)} result(s) to {output}")
    io.print_results(out, exe.manifest.outputs, results)


@main.command()
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON.")
@user_errors
def inspect(artifact: str, as_json: bool) -> None:
    """Show an artifact's signature, versions, requirements, kernels and buffers.

    Example: pjrtc inspect model.pjrtc --json
    """
    from pjrtc_runtime.loader import read_artifact
    from pjrtc_runtime.schema import manifest_bytes

    art = read_artifact(artifact)
    if as_json:
        click.echo(manifest_bytes(art.manifest).decode("ascii"), nl=False)
        return
    from pjrtc.inspect import render_manifest

    render_manifest(out, artifact, art.manifest)


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the device list as JSON.")
@user_errors
def devices(as_json: bool) -> None:
    """List the SYCL devices found and which one is the default.

    Example: pjrtc devices
    """
    import pjrtc_runtime

    found = pjrtc_runtime.devices()
    if as_json:
        click.echo(json.dumps([d.to_json() for d in found], indent=2, sort_keys=True))
        return
    table = Table(title="SYCL devices")
    for col in ("default", "filter", "name", "type", "driver", "fp64", "fp16", "max wg"):
        table.add_column(col)
    for d in found:
        table.add_row("*" if d.is_default else "", d.filter_string, d.name, d.device_type,
                      d.driver_version, _yes(d.has_fp64), _yes(d.has_fp16),
                      str(d.max_work_group_size))
    out.print(table)


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
def ops(as_json: bool) -> None:
    """List the StableHLO ops pjrtc compiles and their element types.

    Example: pjrtc ops
    """
    from pjrtc.ops import SUPPORTED, dtype_names

    rows = sorted((op.stablehlo_name, dtype_names(d)) for op, d in SUPPORTED.items() if d)
    rows.append(("func.call", "(inlined)"))
    if as_json:
        click.echo(json.dumps(dict(rows), indent=2, sort_keys=True))
        return
    table = Table(title="supported StableHLO ops (static shapes; anything else is a compile error)")
    table.add_column("op")
    table.add_column("element types")
    for name, dtypes in sorted(rows):
        table.add_row(name, dtypes)
    out.print(table)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _refuse_same_file(source: str, target: str, what: str) -> None:
    """Never let an output path destroy an input the user still needs."""
    if os.path.exists(source) and os.path.exists(target) and os.path.samefile(source, target):
        raise PjrtcError(f"refusing to write {target}: it is {what} being read. "
                         "Choose a different output path.")


if __name__ == "__main__":
    main()
