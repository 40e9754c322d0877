"""The runtime's wheel in a fresh virtual environment, shared by the deployment tests.

Building it is the slow part (about 20 s with pip's cache warm, a minute on a busy 2-core
machine; 1.6 GB installed, nearly all the Intel OpenCL and SYCL runtimes), so the session makes
one (tests/deploy/conftest.py) and every test uses it. It lies where README's walk-through puts
its own, ``<work>/deploy/runtime-env``, so that walk-through, run in ``<work>``, finds it there:
its `python3 -m venv` and `pip install` then re-check an environment the same commands built
(seconds) instead of building a second one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The environment's place, relative to the work directory: README's walk-through's.
WALKTHROUGH_ENV = Path("deploy") / "runtime-env"


@dataclass(frozen=True)
class Deployment:
    work: Path  # a temporary directory holding a copy of runtime/, dist/ and the environment
    wheel: Path
    env: Path
    python: Path  # the environment's interpreter
    cli: Path  # its pjrtc-runtime


def clean_env(**extra: str) -> dict[str, str]:
    """This process's environment without what points Python or OpenCL at the developer's
    setup, plus ``extra``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME") and not k.startswith("OCL_ICD")}
    return {**env, **extra}


def run(*command: object, cwd: Path, env: dict[str, str] | None = None,
        timeout: float = 900) -> subprocess.CompletedProcess[str]:
    """Run ``command`` and require exit status 0 (its output is in the failure message)."""
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env or clean_env(),
                          capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, f"{command}:\n{done.stdout}\n{done.stderr}"
    return done


def build_deployment(work: Path) -> Deployment:
    """README's "Deploying the runtime" steps: the wheel, a fresh environment, the install."""
    # Build from a copy: setuptools writes build/ and *.egg-info next to the sources.
    source = work / "runtime"
    shutil.copytree(ROOT / "runtime", source,
                    ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", work / "dist",
        source, cwd=work)
    (wheel,) = (work / "dist").glob("pjrtc_runtime-*.whl")
    env = work / WALKTHROUGH_ENV
    env.parent.mkdir(parents=True)
    run(sys.executable, "-m", "venv", env, cwd=work)
    python = env / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", wheel, cwd=work)
    return Deployment(work, wheel, env, python, env / "bin" / "pjrtc-runtime")
