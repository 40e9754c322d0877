"""The compiler's user errors; all derive from the runtime's PjrtcError, which the CLI catches.

Each class formats its own one-paragraph message: what failed, where (file:line:col), what to do.
"""

from __future__ import annotations

from collections.abc import Sequence

from pjrtc_runtime.errors import (  # noqa: F401  (re-exported: one hierarchy for both packages)
    ArtifactError,
    ArtifactVersionError,
    DeviceError,
    InputError,
    PjrtcError,
)


class FrontendError(PjrtcError):
    """The input cannot be read, parsed or verified as a StableHLO module."""


class UnsupportedError(PjrtcError):
    """The module uses operations or types pjrtc cannot compile; lists every one at once."""

    def __init__(self, source: str, problems: Sequence[tuple[str, str]]):
        self.source = source
        self.problems = list(problems)
        lines = [f"{len(self.problems)} unsupported construct(s) in {source}:"]
        for loc, what in self.problems:
            lines.append(f"  {loc}: {what}" if loc else f"  {what}")
        lines.append("Run `pjrtc ops` for what is supported.")
        super().__init__("\n".join(lines))


class ToolError(PjrtcError):
    """An external tool (spirv-val, spirv-dis) failed or is missing."""

    def __init__(self, tool: str, command: Sequence[str], returncode: int | None, output: str):
        self.tool = tool
        self.command = list(command)
        self.returncode = returncode
        self.output = output
        status = "was not found" if returncode is None else f"exited with {returncode}"
        super().__init__(f"{tool} {status}: {' '.join(self.command)}\n{output}")
