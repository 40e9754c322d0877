"""CompileOptions: the one place compile knobs live (CLI flags map onto its fields)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CompileOptions:
    # Run spirv-val on the emitted module; a failure is a compiler bug, reported as ToolError.
    validate_spirv: bool = True
    # Static shapes for the entry function's dynamic arguments, (position or name, sizes)
    # pairs (`--shape ARG=DIMS`): the module is specialized to them (frontend/shapes.py).
    shapes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # More specializations in the same artifact (`--shape` given again), each like `shapes`:
    # `shapes` is the artifact's top-level program, these its `specializations`, in order.
    specializations: tuple[tuple[tuple[str, tuple[int, ...]], ...], ...] = ()
    # Check each pass's output with its stage's IR verifier (`--verify-each`); a failure is a
    # compiler bug, named with the pass that made it.
    verify_each: bool = False
    # Run small while loops as one kernel on the device (passes/device_loops.py); False
    # (`--host-loops`): the host launches every kernel of every trip, so `pjrtc bench
    # --per-kernel` times each of them.
    device_loops: bool = True

    @property
    def all_shapes(self) -> tuple[tuple[tuple[str, tuple[int, ...]], ...], ...]:
        """Every specialization's shapes, the top level's first."""
        return (self.shapes, *self.specializations)

    def to_json(self) -> dict[str, Any]:
        """Recorded in the manifest; only options that change the artifact's bytes belong here
        (shapes and specializations only when given: what the artifact was specialized to)."""
        unrecorded = ("validate_spirv", "verify_each")
        return {k: v for k, v in asdict(self).items() if k not in unrecorded
                and not (k in ("shapes", "specializations") and not v)
                and not (k == "device_loops" and v)}
