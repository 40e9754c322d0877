"""`pjrtc inspect`: an artifact's manifest as rich tables, or a model's entry signature."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from pjrtc_runtime.schema import (
    CaseStep,
    CopyStep,
    LaunchStep,
    Manifest,
    Step,
    WhileStep,
    version_string,
)


def render_manifest(console: Console, path: str, m: Manifest) -> None:
    console.print(f"[bold]{path}[/]: format {m.format} {version_string(m.format_version)}, "
                  f"abi {m.abi_version}, produced by {m.producer.name} {m.producer.version}")
    src = m.source
    console.print(f"source {src.name} ({src.format}, sha256 {src.sha256[:16]}…, "
                  f"StableHLO {src.stablehlo_version or 'unknown'})", markup=False)
    if src.specialized_from is not None:
        console.print("specialized from: (" + ", ".join(src.specialized_from) + ")",
                      markup=False)
    console.print("requires: " + (", ".join(m.requirements) or "nothing beyond the base profile"))
    programs = m.programs()
    for index, program in enumerate(programs):
        if len(programs) > 1:  # format 1.4: a run takes the one its input shapes match
            ins = ", ".join(t.type_string() for t in program.inputs)
            console.print(f"\n[bold]specialization {index}[/] of {len(programs)}: ({ins})",
                          highlight=False)
        _render_program(console, program)
    console.print(f"sections: kernels.spv {m.sections.kernels.size} bytes, "
                  f"constants.bin {m.sections.constants.size} bytes")


def _render_program(console: Console, m: Manifest) -> None:
    """One program's signature, kernels, schedule, buffers and constants."""
    sig = Table(title="signature")
    for col in ("", "#", "name", "type", "buffer"):
        sig.add_column(col)
    for kind, specs in (("input", m.inputs), ("output", m.outputs)):
        for i, t in enumerate(specs):
            sig.add_row(kind, str(i), t.name or "", t.type_string(), str(t.buffer))
    console.print(sig)
    in_order = m.schedule == tuple(LaunchStep(i) for i in range(len(m.kernels)))
    kernels = Table(title=f"kernels ({len(m.kernels)}, "
                          f"{'in launch order' if in_order else 'run by the schedule below'})")
    for col in ("#", "name", "global", "local", "args", "source ops"):
        kernels.add_column(col)
    for i, k in enumerate(m.kernels):
        args = " ".join(f"{a.kind[0]}{a.index}" + (f"+{a.offset}" if a.offset else "")
                        for a in k.args)  # +n: n bytes into the slot (format 1.5)
        kernels.add_row(str(i), k.name, "x".join(map(str, k.global_size)),
                        "x".join(map(str, k.local_size)), args, "\n".join(k.source_ops))
    console.print(kernels)
    if not in_order:
        lines: list[str] = []
        _schedule_lines(m, m.schedule, lines, 1)
        console.print("schedule (b = buffer slot):\n" + "\n".join(lines), markup=False)
    console.print(f"buffers: {len(m.buffers)} slots, peak device memory {m.peak_bytes} bytes; "
                  f"constants: {len(m.constants)}, {m.constant_bytes} bytes")


def _schedule_lines(m: Manifest, steps: tuple[Step, ...], lines: list[str], depth: int) -> None:
    pad = "  " * depth
    for step in steps:
        if isinstance(step, LaunchStep):
            lines.append(f"{pad}launch {step.kernel}: {m.kernels[step.kernel].name}")
        elif isinstance(step, CopyStep):
            lines.append(f"{pad}copy b{step.src} -> b{step.dst} ({step.size} bytes)")
        elif isinstance(step, WhileStep):
            t = step.trip_count
            bound = "" if t is None else f"b{t.bound}" if t.bound is not None else t.limit
            lines.append(f"{pad}while:" if t is None else
                         f"{pad}while, counted ({t.dtype} b{t.counter} up to {bound}, cond "
                         "unused):")
            _schedule_lines(m, step.cond, lines, depth + 1)
            lines.append(f"{pad}  b{step.pred} is true, do:")
            _schedule_lines(m, step.body, lines, depth + 2)
        elif isinstance(step, CaseStep):
            lines.append(f"{pad}case on b{step.index} ({step.index_dtype}):")
            for i, branch in enumerate(step.branches):
                lines.append(f"{pad}  branch {i}:")
                _schedule_lines(m, branch, lines, depth + 2)


def model_signature(path: str) -> dict:
    """A StableHLO model's entry function as written (`pjrtc inspect MODEL --json`): each
    argument's and result's name, type and whether it is dynamic."""
    from pjrtc.frontend import entry_signature

    info, entry, args, results = entry_signature(path)

    def specs(pairs):
        return [{"name": n, "type": t, "dynamic": _is_dynamic(t)} for n, t in pairs]

    return {"model": path, "format": info.format, "entry": entry, "inputs": specs(args),
            "outputs": specs(results)}


def render_model_signature(console: Console, sig: dict) -> None:
    """`model_signature` as a table, the dynamic inputs marked with the `--shape` that would
    make them static."""
    console.print(f"[bold]{sig['model']}[/]: StableHLO module ({sig['format']}), "
                  f"entry @{sig['entry']}")
    table = Table(title="signature (as written)")
    for col in ("", "#", "name", "type", "note"):
        table.add_column(col)
    for kind in ("input", "output"):
        for i, spec in enumerate(sig[kind + "s"]):
            note = ("" if not spec["dynamic"] else "dynamic" if kind == "output"
                    else f"dynamic: pjrtc compile --shape {i}=...")
            table.add_row(kind, str(i), spec["name"] or "", spec["type"], note)
    console.print(table)


def _is_dynamic(mlir_type: str) -> bool:
    return "?" in mlir_type or "tensor<*" in mlir_type
