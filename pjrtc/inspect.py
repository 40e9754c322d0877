"""`pjrtc inspect`: an artifact's manifest as rich tables."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from pjrtc_runtime.schema import Manifest, version_string


def render_manifest(console: Console, path: str, m: Manifest) -> None:
    console.print(f"[bold]{path}[/]: format {m.format} {version_string(m.format_version)}, "
                  f"abi {m.abi_version}, produced by {m.producer.name} {m.producer.version}")
    src = m.source
    console.print(f"source {src.name} ({src.format}, sha256 {src.sha256[:16]}…, "
                  f"StableHLO {src.stablehlo_version or 'unknown'})", markup=False)
    console.print("requires: " + (", ".join(m.requirements) or "nothing beyond the base profile"))
    sig = Table(title="signature")
    for col in ("", "#", "name", "type", "buffer"):
        sig.add_column(col)
    for kind, specs in (("input", m.inputs), ("output", m.outputs)):
        for i, t in enumerate(specs):
            sig.add_row(kind, str(i), t.name or "", t.type_string(), str(t.buffer))
    console.print(sig)
    kernels = Table(title=f"kernels ({len(m.kernels)}, in launch order)")
    for col in ("#", "name", "global", "local", "args", "source ops"):
        kernels.add_column(col)
    for i, k in enumerate(m.kernels):
        args = " ".join(f"{a.kind[0]}{a.index}" for a in k.args)
        kernels.add_row(str(i), k.name, "x".join(map(str, k.global_size)),
                        "x".join(map(str, k.local_size)), args, "\n".join(k.source_ops))
    console.print(kernels)
    console.print(f"buffers: {len(m.buffers)} slots, peak device memory {m.peak_bytes} bytes; "
                  f"constants: {len(m.constants)}, {m.constant_bytes} bytes; sections: "
                  f"kernels.spv {m.sections.kernels.size} bytes, "
                  f"constants.bin {m.sections.constants.size} bytes")
