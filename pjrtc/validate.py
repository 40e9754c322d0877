"""`pjrtc validate`: every check the runtime makes on an artifact that needs no device, plus
spirv-val on its kernels.

The runtime's loader checks the file, the manifest, the sizes and every sha256
(``read_artifact``); when it builds kernels.spv on a device it also looks up each kernel the
manifest launches and compares argument counts. That last part is done here from the module
itself (``pjrtc_runtime.spirv.kernel_problem``), so an artifact whose manifest and kernels
disagree fails validation rather than its first load. Left to the device: its capabilities,
work-group limits and memory, and building the program.
"""

from __future__ import annotations

import os

from pjrtc_runtime.loader import Artifact, read_artifact
from pjrtc_runtime.spirv import kernel_problem

from pjrtc.errors import ArtifactError, ToolError

_RECOMPILE = "Recompile the model with `pjrtc compile`"


def validate_artifact(path: str | os.PathLike[str]) -> Artifact:
    """The artifact at ``path`` once it passes every check; raises a PjrtcError."""
    from pjrtc.codegen.spirv import validate as spirv_validate

    artifact = read_artifact(path)
    kernels = artifact.manifest.kernels
    if kernels:
        problem = kernel_problem(artifact.spirv, ((k.name, len(k.args)) for k in kernels))
        if problem:
            raise ArtifactError(artifact.path, f"kernels.spv does not match manifest.json: "
                                f"{problem}", _RECOMPILE)
    try:
        spirv_validate(artifact.spirv)
    except ToolError as e:
        if e.returncode is None:  # spirv-val is missing: its own message says so
            raise
        raise ArtifactError(artifact.path, f"kernels.spv fails spirv-val: "
                            f"{e.output.strip() or f'exit status {e.returncode}'}",
                            _RECOMPILE) from None
    return artifact
