"""kernels.spv split into parts (pjrtc_runtime/spirv_split.py) and built by child processes
(parallel_build.py, build_child.py): the parts are valid modules that together define every
kernel once, and a load built in parts, or with a child that fails, computes what it should."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from pjrtc_runtime.spirv import HEADER_WORDS, kernel_parameters, spirv_problem
from pjrtc_runtime.spirv_split import split_kernels

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = sorted((ROOT / "testdata" / "artifacts").rglob("*.pjrtc"))
CASE = ROOT / "testdata" / "artifacts" / "format-1.2" / "mlp"
SPIRV_VAL = Path(sys.executable).parent / "spirv-val"


def _spirv(path: Path) -> bytes:
    with zipfile.ZipFile(path) as z:
        return z.read("kernels.spv")


@pytest.mark.parametrize("path", ARTIFACTS, ids=lambda p: str(p.relative_to(ROOT)))
@pytest.mark.parametrize("parts", [2, 3])
def test_parts_define_every_kernel_once(tmp_path: Path, path: Path, parts: int) -> None:
    spirv = _spirv(path)
    kernels = kernel_parameters(spirv)
    split = split_kernels(spirv, parts)
    if len(kernels) < 2:
        assert split is None
        return
    assert split is not None and len(split) == min(parts, len(kernels))
    found: dict[str, int] = {}
    for i, part in enumerate(split):
        assert spirv_problem(part) is None
        own = kernel_parameters(part)
        assert own and not own.keys() & found.keys()
        found.update(own)
        if SPIRV_VAL.exists():
            (tmp_path / f"{i}.spv").write_bytes(part)
            done = subprocess.run([str(SPIRV_VAL), str(tmp_path / f"{i}.spv")],
                                  capture_output=True, text=True)
            assert done.returncode == 0, done.stderr
    assert found == kernels


def test_module_with_an_opcode_the_split_cannot_read_is_not_split() -> None:
    spirv = bytearray(_spirv(CASE / "model.pjrtc"))
    words = memoryview(spirv).cast("I")
    # Turn the first instruction after the header into one of an opcode the split does not
    # know (its framing stays intact): the module is then built whole.
    words[HEADER_WORDS] = (words[HEADER_WORDS] & 0xFFFF0000) | 4999
    assert split_kernels(bytes(spirv), 2) is None
    assert split_kernels(_spirv(CASE / "model.pjrtc"), 1) is None


# Loads CASE with kernels.spv built in two parts (the device-program cache off), runs it,
# checks the results and prints how many programs the load made and how many binaries the
# children gave.
_RUN = """
import json, sys
import numpy as np
import pjrtc_runtime
from pjrtc_runtime import parallel_build
case = sys.argv[1]
parallel_build.MIN_PART_BYTES = 1
parallel_build._cores = lambda: 2
if len(sys.argv) > 2:
    parallel_build._CHILD = sys.argv[2]
binaries = []
result = parallel_build._Child.result
def counted(child):
    binary = result(child)
    binaries.extend([binary] if binary else [])
    return binary
parallel_build._Child.result = counted
def npz(name):
    with np.load(f"{case}/{name}", allow_pickle=False) as z:
        return [z[k] for k in sorted(z.files, key=lambda k: int("".join(filter(str.isdigit, k))))]
exe = pjrtc_runtime.load(f"{case}/model.pjrtc")
for got, want in zip(exe(*npz("inputs.npz")), npz("expected.npz"), strict=True):
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
print(json.dumps([len(exe._program.built.programs), len(binaries)]))
"""


def _programs(*child: str) -> list[int]:
    env = {**os.environ, "PJRTC_DEVICE_CACHE": "off"}
    done = subprocess.run([sys.executable, "-c", _RUN, str(CASE), *child], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_load_built_in_parts_computes_the_results() -> None:
    assert _programs() == [2, 1]  # one part built here, one by the child


def test_failing_child_leaves_its_part_to_the_parent(tmp_path: Path) -> None:
    child = tmp_path / "child.py"
    child.write_text("import sys\nsys.exit(1)\n")
    assert _programs(str(child)) == [2, 0]
