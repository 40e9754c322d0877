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
from pjrtc.target import HOST, INTEL_OPENCL_CPU, TARGETS, target_named

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)
if not out.is_terminal:  # piped or in CI: don't squeeze tables into rich's default 80 columns
    out.width = 160


def user_errors(fn):
    """Print PjrtcError as one paragraph and exit 1 (with --json, also a JSON error object on
    stdout); anything else is a bug: traceback."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except PjrtcError as e:
            if kwargs.get("as_json"):
                _echo_json_error(str(e), 1)
            _print_error(e)
            sys.exit(1)

    return wrapper


class JsonErrorsCommand(click.Command):
    """A command with --json: a usage error (exit 2), from click or from the command, is also
    printed as a JSON error object on stdout, so a CI step parsing stdout always gets JSON."""

    def make_context(self, info_name, args, parent=None, **extra):
        options = args[:args.index("--")] if "--" in args else args
        wants_json = "--json" in options
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as e:
            if wants_json:
                _echo_json_error(e.format_message(), e.exit_code)
            raise

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click.UsageError as e:
            if ctx.params.get("as_json"):
                _echo_json_error(e.format_message(), e.exit_code)
            raise


def _echo_json_error(message: str, exit_code: int) -> None:
    click.echo(json.dumps({"ok": False, "error": message, "exit_code": exit_code}, indent=2,
                          sort_keys=True))


def _print_error(e: Exception) -> None:
    # The message may contain brackets (MLIR types): print it unparsed.
    err.print("[bold red]error:[/]", end=" ")
    err.print(str(e), markup=False, soft_wrap=True)


# The driver's stage names, for --stop-after (kept in step with pjrtc.driver.STAGES by a test:
# importing the driver here would load the whole compiler for `pjrtc --help`).
_STAGE_NAMES = ("tir", "prep", "kir", "loops", "ll", "spv")


def _shapes_option(ctx, param, values: tuple[str, ...]) -> tuple:
    """One specialization per --shape, in order (several arguments go in one: 0=8x16,1=8x4)."""
    from pjrtc.frontend.shapes import parse_specialization

    try:
        parsed = tuple(parse_specialization(v) for v in values)
    except ValueError as e:
        raise click.BadParameter(str(e)) from None
    for i, shapes in enumerate(parsed):
        if shapes in parsed[:i]:
            raise click.BadParameter(f"{values[i]!r} is given twice: each --shape is one "
                                     "specialization of the artifact")
    return parsed


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="pjrtc")
def main() -> None:
    """pjrtc: compile StableHLO to SPIR-V artifacts and run them on SYCL devices."""


@main.command(cls=JsonErrorsCommand)
@click.argument("models", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=str))
@click.option("-o", "--output", "output", type=click.Path(path_type=str),
              help="Artifact to write, for one model (atomically; an existing file is replaced "
                   "only on success).")
@click.option("--output-dir", type=click.Path(file_okay=False, path_type=str),
              help="Directory for the artifacts of any number of models: <dir>/<model>.pjrtc "
                   "(created if missing).")
@click.option("-j", "--jobs", default=1, show_default=True, type=click.IntRange(min=1),
              help="Models compiled in parallel (one process each).")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=str),
              envvar="PJRTC_CACHE_DIR", show_envvar=True,
              help="Reuse artifacts by content hash (model, options, compiler, its "
                   "dependencies' versions); keep this directory between CI jobs.")
@click.option("--dump-dir", type=click.Path(file_okay=False, path_type=str),
              help="Also write every stage: <model>.tir .prep .kir .loops .ll .spv .spvasm "
                   "(models are then compiled, not taken from the cache).")
@click.option("--shape", "shapes", multiple=True, metavar="ARG=DIMS[,ARG=DIMS...]",
              callback=_shapes_option,
              help="Static shapes for dynamic arguments (tensor<?x...>, as jax.export writes "
                   "with symbolic dimensions), each by position or name: the module is "
                   "specialized to them, its shape assertions checked. Given several times, "
                   "the artifact holds one specialization per --shape and a run takes the one "
                   "its input shapes match.")
@click.option("--target", "target_name", type=click.Choice([*sorted(TARGETS), HOST]),
              default=INTEL_OPENCL_CPU.name, show_default=True,
              help="The device code is generated for. intel-opencl-cpu runs well on any x86-64 "
                   "CPU (AVX2 or AVX-512); intel-opencl-cpu-avx512 has larger register tiles: "
                   "matrix products 1.0-1.9x faster on AVX-512 CPUs, about 0.65x on AVX2-only "
                   "ones (pjrtc/target.py has the measurements); host: the one for this "
                   "machine's CPU, for artifacts that run where they are compiled.")
@click.option("--no-validate", is_flag=True, help="Skip spirv-val on the generated SPIR-V.")
@click.option("--host-loops", is_flag=True,
              help="Keep every while loop on the host, which launches each kernel of every "
                   "trip (by default a loop of small kernels runs as one kernel on the device): "
                   "for `pjrtc bench --per-kernel` to time the kernels inside a loop.")
@click.option("--stop-after", type=click.Choice(_STAGE_NAMES), metavar="STAGE",
              help="Run the stages up to STAGE (" + ", ".join(_STAGE_NAMES) + ") and write "
                   "them to --dump-dir; no artifact is written.")
@click.option("--timings", is_flag=True,
              help="Print the time of every stage and pass (with --json: each result's "
                   '"timings").')
@click.option("--verify-each", is_flag=True, envvar="PJRTC_VERIFY_EACH", show_envvar=True,
              help="Check each pass's output with its stage's IR verifier (a failure is a "
                   "pjrtc bug, named with the pass that made it).")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON result object on stdout (on a usage error too: "
                   '{"ok": false, "error": ..., "exit_code": 2}).')
@click.option("-q", "--quiet", is_flag=True, help="Print only errors.")
@user_errors
def compile(models: tuple[str, ...], output: str | None, output_dir: str | None, jobs: int,
            cache_dir: str | None, dump_dir: str | None, shapes: tuple, target_name: str,
            no_validate: bool, host_loops: bool, stop_after: str | None, timings: bool,
            verify_each: bool, as_json: bool, quiet: bool) -> None:
    """Compile MODELS (StableHLO text, MLIR bytecode or portable artifacts) to artifacts.

    Each model compiles on its own: a failing model is reported and the others still
    compile (an internal error, a bug in pjrtc, is that model's error, with its traceback).
    Exit status: 0 all compiled, 1 any model failed (each error is printed), 2 bad usage.

    \b
    Examples:
      pjrtc compile model.mlir -o model.pjrtc
      pjrtc compile models/*.mlir --output-dir build/ -j 4 --cache-dir ~/.cache/pjrtc
      pjrtc compile model.mlir -o model.pjrtc --json --dump-dir stages/
      pjrtc compile exported.mlir -o b8.pjrtc --shape 0=8x224x224x3
      pjrtc compile exported.mlir -o b.pjrtc --shape 0=1x64 --shape 0=8x64 --shape 0=32x64
      pjrtc compile model.mlir --stop-after kir --dump-dir stages/ --timings
      pjrtc compile model.mlir -o model.pjrtc --target intel-opencl-cpu-avx512
    """
    from pjrtc.batch import plan_jobs, plan_stage_jobs, run_jobs
    from pjrtc.compile_report import CompileReport
    from pjrtc.options import CompileOptions

    try:
        plan = (plan_jobs(models, output, output_dir) if stop_after is None
                else plan_stage_jobs(models, output, output_dir, dump_dir, stop_after))
    except PjrtcError as e:
        raise click.UsageError(str(e)) from None
    if output_dir is not None:
        try:
            os.makedirs(output_dir, exist_ok=True)
        except OSError as e:
            raise PjrtcError(f"cannot create the output directory {output_dir}: "
                             f"{e.strerror or e}. Pass a --output-dir that can be "
                             "written.") from None
    if cache_dir is not None and dump_dir is not None and not quiet:
        err.print("note: with --dump-dir every model is compiled to write its stages, so the "
                  "cache is not read (it is still filled)", markup=False)
    report = CompileReport(plan, quiet or as_json, timings, out, err)
    with report:
        options = CompileOptions(validate_spirv=not no_validate,
                                 shapes=shapes[0] if shapes else (),
                                 specializations=shapes[1:], verify_each=verify_each,
                                 device_loops=not host_loops)
        results = run_jobs(plan, options, workers=jobs, dump_dir=dump_dir, cache_dir=cache_dir,
                           stop_after=stop_after, on_result=report.add,
                           target=target_named(target_name))
    failed = [r for r in results if not r.ok]
    if as_json:
        click.echo(json.dumps({"ok": not failed, "results": [r.to_json() for r in results]},
                              indent=2, sort_keys=True))
    elif len(results) > 1 and not quiet:
        done = len(results) - len(failed)
        cached = sum(r.cached for r in results)
        out.print(f"{done} of {len(results)} compiled ({cached} from the cache)"
                  + (f", {len(failed)} failed" if failed else ""))
    if failed:
        sys.exit(1)


EXIT_MISMATCH = 3  # `pjrtc run --expected`: the results differ


@main.command()
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--inputs", "-i", "inputs", multiple=True,
              help="A .npy (one argument), a .npz (several: arg0, arg1, ...) or an inline "
                   "value (2x3xf32=1,2,3,4,5,6; f32=0.5; 4x4xi32=7 fills); repeat in order.")
@click.option("--output", "-o", "output", type=click.Path(path_type=str),
              help="Write the results to this .npz (result0, result1, ...).")
@click.option("--expected", type=click.Path(dir_okay=False, path_type=str),
              help="Compare the results with this .npy/.npz (result0, ...); exit 3 if they "
                   "differ.")
@click.option("--rtol", default=1e-5, show_default=True, type=click.FloatRange(min=0),
              help="Relative tolerance for --expected (floats; integers must match exactly).")
@click.option("--atol", default=1e-6, show_default=True, type=click.FloatRange(min=0),
              help="Absolute tolerance for --expected.")
@click.option("--repeat", default=1, show_default=True, type=click.IntRange(min=1),
              help="Run this many times and print the timing (the results of the last run "
                   "are used).")
@click.option("--device", "-d", default=None, help="SYCL filter string, e.g. opencl:cpu.")
@click.option("-q", "--quiet", is_flag=True, help="Do not print the results.")
@user_errors
def run(artifact: str, inputs: tuple[str, ...], output: str | None, expected: str | None,
        rtol: float, atol: float, repeat: int, device: str | None, quiet: bool) -> None:
    """Run ARTIFACT on a device with inputs from files or the command line.

    Exit status: 0 success, 1 a user error, 2 bad usage, 3 results differ from --expected.

    \b
    Examples:
      pjrtc run model.pjrtc --inputs x.npy --inputs params.npz --output out.npz
      pjrtc run model.pjrtc -i 2x3xf32=1,2,3,4,5,6 -i f32=0.5
      pjrtc run model.pjrtc -i x.npy --expected golden.npz --rtol 1e-4 --repeat 100
    """
    import time

    import pjrtc_runtime

    from pjrtc import io
    from pjrtc.batch import refuse_same_file

    if output is not None:
        for path in (*inputs, *(() if expected is None else (expected,))):
            refuse_same_file(path, output, "an input")
        refuse_same_file(artifact, output, "the artifact")
    exe = pjrtc_runtime.load(artifact, device=device)
    arrays = io.read_run_inputs(inputs, *(sig.inputs for sig in exe.signatures))
    if repeat > 1:  # the same inputs every run: on the device once
        arrays = exe.put(*arrays)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        results = exe(*arrays)
        times.append(time.perf_counter() - start)
    if output is not None:
        io.write_results(output, results)
        out.print(f"wrote {len(results)} result(s) to {output}", markup=False)
        bf16 = [f"result{i}" for i, r in enumerate(results) if r.dtype.name == "bfloat16"]
        if bf16:
            err.print("note: " + io.BF16_NOTE.format(names=", ".join(bf16)), markup=False)
    if not quiet:
        io.print_results(out, exe.signature.outputs, results)
    if repeat > 1:
        from pjrtc.timing import describe

        out.print(f"{repeat} runs (inputs put on the device once, results to the host): "
                  f"{describe(times)}", markup=False)
    if expected is not None:
        from pjrtc.compare import mismatches, read_expected

        names = [t.name or f"result{i}" for i, t in enumerate(exe.signature.outputs)]
        problems = mismatches(results, read_expected(expected), rtol, atol, names)
        if problems:
            err.print(f"[bold red]mismatch:[/] the results differ from {expected}:")
            for line in problems:
                err.print("  " + line, markup=False, soft_wrap=True)
            sys.exit(EXIT_MISMATCH)
        out.print(f"all {len(results)} result(s) match {expected}", markup=False)


@main.command(cls=JsonErrorsCommand)
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON.")
@user_errors
def inspect(artifact: str, as_json: bool) -> None:
    """Show an artifact's signature, versions, requirements, kernels and buffers; or, given a
    StableHLO model, its entry function's signature as written (dynamic dimensions and the
    argument positions and names `pjrtc compile --shape` takes).

    \b
    Examples:
      pjrtc inspect model.pjrtc --json
      pjrtc inspect exported.mlir
    """
    from pjrtc_runtime.loader import read_artifact
    from pjrtc_runtime.schema import manifest_bytes

    if _is_model(artifact):
        from pjrtc.inspect import model_signature, render_model_signature

        sig = model_signature(artifact)
        if as_json:
            click.echo(json.dumps(sig, indent=2, sort_keys=True))
        else:
            render_model_signature(out, sig)
        return
    art = read_artifact(artifact)
    if as_json:
        click.echo(manifest_bytes(art.manifest).decode("ascii"), nl=False)
        return
    from pjrtc.inspect import render_manifest

    render_manifest(out, artifact, art.manifest)


def _is_model(path: str) -> bool:
    """A file that is not an artifact (a zip) but is a StableHLO model by its name or content:
    MLIR text or bytecode. Anything else goes to the artifact reader and its messages."""
    from pjrtc.frontend.source import BYTECODE_MAGIC

    if not os.path.isfile(path):  # opening a FIFO would block: the artifact reader says so
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return False
    return head.startswith(BYTECODE_MAGIC) or (not head.startswith(b"PK") and (
        path.endswith((".mlir", ".mlirbc")) or b"func.func" in head))


@main.command(cls=JsonErrorsCommand)
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


@main.command(cls=JsonErrorsCommand)
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
def ops(as_json: bool) -> None:
    """List the StableHLO ops pjrtc compiles and their element types.

    Example: pjrtc ops
    """
    from pjrtc.ops import SUPPORTED, dtype_names

    rows = sorted((op.stablehlo_name, dtype_names(d)) for op, d in SUPPORTED.items() if d)
    from pjrtc.frontend.value_ops import frontend_ops
    rows.extend(frontend_ops().items())
    if as_json:
        click.echo(json.dumps(dict(rows), indent=2, sort_keys=True))
        return
    table = Table(title="supported StableHLO ops (static shapes; anything else is a compile error)")
    table.add_column("op")
    table.add_column("element types")
    for name, dtypes in sorted(rows):
        table.add_row(name, dtypes)
    out.print(table)


@main.command(cls=JsonErrorsCommand)
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--inputs", "-i", "inputs", multiple=True,
              help="As for `pjrtc run`; without any, seeded random inputs of the signature's "
                   "shapes and types are used.")
@click.option("--warmup", default=10, show_default=True, type=click.IntRange(min=0),
              help="Untimed runs first.")
@click.option("--repeat", default=100, show_default=True, type=click.IntRange(min=1),
              help="Timed runs.")
@click.option("--device", "-d", default=None, help="SYCL filter string, e.g. opencl:cpu.")
@click.option("--per-kernel", is_flag=True,
              help="Also time each step of the schedule alone (inputs copied in untimed; "
                   "submit and wait per step) and print them slowest first.")
@click.option("--host-arrays", is_flag=True,
              help="Time calls from host arrays to host results (their copies included) "
                   "instead of on inputs put on the device once, results left there.")
@click.option("--json", "as_json", is_flag=True, help="Print the timings as JSON.")
@user_errors
def bench(artifact: str, inputs: tuple[str, ...], warmup: int, repeat: int,
          device: str | None, per_kernel: bool, host_arrays: bool, as_json: bool) -> None:
    """Time ARTIFACT: load time, then warm-up runs and timed runs (median and spread).

    By default the inputs (weights included) are put on the device once and each timed run
    is a whole call on them (Executable.put, Executable.execute: results stay on the device,
    waited for); --host-arrays times calls from host arrays to host results.

    \b
    Examples:
      pjrtc bench model.pjrtc
      pjrtc bench model.pjrtc -i x.npy --repeat 1000 --json
      pjrtc bench model.pjrtc --per-kernel --repeat 20
    """
    import time

    import pjrtc_runtime

    from pjrtc import io
    from pjrtc.timing import summary

    start = time.perf_counter()
    exe = pjrtc_runtime.load(artifact, device=device)
    load_s = time.perf_counter() - start
    arrays = (io.read_run_inputs(inputs, *(sig.inputs for sig in exe.signatures)) if inputs
              else _random_inputs(exe.signature.inputs))
    if host_arrays:
        def call():
            return exe(*arrays)
    else:
        resident = exe.put(*arrays)

        def call():
            return exe.execute(resident)
    for _ in range(warmup):
        call()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    inputs_kind = "host arrays in and out" if host_arrays else "inputs resident on the device"
    stats = {"artifact": artifact, "device": exe.device.filter_string, "load_ms": load_s * 1e3,
             "warmup": warmup, "calls": inputs_kind, "end_to_end": summary(times)}
    steps = None
    if per_kernel:
        from pjrtc.kernel_times import time_steps

        steps = time_steps(exe, arrays, min(warmup, 1), repeat)
        stats["per_kernel"] = [t.to_json() for t in steps]
    if as_json:
        click.echo(json.dumps(stats, indent=2, sort_keys=True))
        return
    table = Table(title=f"{artifact} on {stats['device']} ({repeat} runs after {warmup} "
                        f"warm-up; {inputs_kind})")
    for col in ("load ms", "median ms", "min ms", "max ms", "IQR ms"):
        table.add_column(col, justify="right")
    e2e = stats["end_to_end"]
    table.add_row(*(f"{v:.3f}" for v in (stats["load_ms"], e2e["median_ms"], e2e["min_ms"],
                                         e2e["max_ms"], e2e["iqr_ms"])))
    out.print(table)
    if steps is not None:
        from pjrtc.kernel_times import render

        render(out, steps, repeat)


def _random_inputs(specs) -> list:
    """Seeded inputs of each input's shape and type: normal floats, small ints, coin flips."""
    import numpy as np

    rng = np.random.default_rng(0)
    arrays = []
    for t in specs:
        dtype = np.dtype(t.dtype) if t.dtype != "bfloat16" else None
        if t.dtype == "bool":
            arrays.append(rng.random(t.shape) < 0.5)
        elif dtype is not None and dtype.kind in "iu":
            arrays.append(rng.integers(0, 10, size=t.shape).astype(dtype))
        else:
            from pjrtc.ir.tensor import DType

            np_type = DType.BF16.numpy if t.dtype == "bfloat16" else dtype
            values = rng.standard_normal(t.shape)
            if np_type.kind == "c":
                values = values + 1j * rng.standard_normal(t.shape)
            arrays.append(values.astype(np_type))
    return arrays


@main.command()
@click.argument("artifact", type=click.Path(dir_okay=False, path_type=str))
@click.option("--output", "-o", "output", type=click.Path(path_type=str),
              help="Write the disassembly to this file instead of stdout.")
@user_errors
def dis(artifact: str, output: str | None) -> None:
    """Print the SPIR-V disassembly of ARTIFACT's kernels (spirv-dis).

    Example: pjrtc dis model.pjrtc | less
    """
    from pjrtc.codegen.spirv import disassemble
    from pjrtc_runtime.loader import read_artifact

    text = disassemble(read_artifact(artifact).spirv)
    if output is None:
        click.echo(text, nl=not text.endswith("\n"))
        return
    from pjrtc.batch import refuse_same_file

    refuse_same_file(artifact, output, "the artifact")
    try:
        with open(output, "w") as f:
            f.write(text)
    except OSError as e:
        raise PjrtcError(f"cannot write {output}: {e.strerror or e}. Choose a writable "
                         "path.") from None


@main.command()
@click.argument("artifacts", nargs=-1, required=True,
                type=click.Path(dir_okay=False, path_type=str))
@user_errors
def validate(artifacts: tuple[str, ...]) -> None:
    """Check ARTIFACTS without a device: every check the runtime makes before it picks one
    (manifest, hashes, sizes, references), that kernels.spv holds every kernel the manifest
    launches with its argument count, and spirv-val. Exit 1 if any is invalid.

    Example: pjrtc validate build/*.pjrtc
    """
    from pjrtc.validate import validate_artifact

    bad = 0
    for path in artifacts:
        try:
            art = validate_artifact(path)
        except PjrtcError as e:
            bad += 1
            _print_error(e)
            continue
        m = art.manifest
        out.print(f"ok: {path} (format {'.'.join(map(str, m.format_version))}, "
                  f"{len(m.kernels)} kernels match kernels.spv, spirv-val passed)",
                  markup=False)
    if bad:
        sys.exit(1)


@main.command()
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion(shell: str) -> None:
    """Print the shell completion script for SHELL.

    \b
    Example (bash): eval "$(pjrtc completion bash)"   # e.g. in ~/.bashrc
    """
    from click.shell_completion import get_completion_class

    cls = get_completion_class(shell)
    click.echo(cls(main, {}, "pjrtc", "_PJRTC_COMPLETE").source())


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


if __name__ == "__main__":
    main()
