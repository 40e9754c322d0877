"""README's "Use from JAX" runs as written.

Every ```bash block under that heading is run in order, each in a new `bash -eu -o pipefail`,
in a work directory with the checkout's .venv linked in (as the README's setup leaves it; the
deploy walk-through's test does the same). The blocks' Python imports this checkout's pjrtc
(PYTHONPATH), and JAX finds the plugin through the `jax_plugins` entry point: the installed
one, or, where the .venv predates it, a stand-in dist-info saying what `pip install` writes.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEADING = "## Use from JAX"


def blocks() -> list[str]:
    """The ```bash blocks of the section, in order."""
    readme = (ROOT / "README.md").read_text()
    start = readme.index(HEADING + "\n")
    end = readme.find("\n## ", start + len(HEADING))
    section = readme[start:] if end < 0 else readme[start:end]
    return re.findall(r"^```bash\n(.*?)^```$", section, flags=re.S | re.M)


def test_walkthrough_uses_jax_platforms_and_the_explicit_device() -> None:
    fit, beside_cpu = blocks()
    assert "JAX_PLATFORMS=pjrtc .venv/bin/python" in fit and "PJRTC_CACHE_DIR" in fit
    assert "JAX_PLATFORMS" not in beside_cpu and 'jax.devices("pjrtc")' in beside_cpu


def test_walkthrough_runs_as_written(tmp_path: Path) -> None:
    (tmp_path / ".venv").symlink_to(ROOT / ".venv", target_is_directory=True)
    path = [p for p in sys.path if p]
    if not entry_points(group="jax_plugins", name="pjrtc"):
        info = tmp_path / "entry-point" / "pjrtc_entry_point_probe-0.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pjrtc-entry-point-probe\n"
                                       "Version: 0\n")
        (info / "entry_points.txt").write_text("[jax_plugins]\npjrtc = pjrtc.plugin\n")
        path.append(str(info.parent))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path))
    env.pop("JAX_PLATFORMS", None)  # tests/conftest.py's; the README sets its own
    env.pop("PJRTC_CACHE_DIR", None)
    outputs = []
    for i, block in enumerate(blocks()):
        script = tmp_path / f"block-{i}.sh"
        script.write_text(block)
        done = subprocess.run(["bash", "-eu", "-o", "pipefail", str(script)], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"block {i}: exit {done.returncode}\n{done.stderr[-4000:]}"
        outputs.append(done.stdout)
    runs = re.findall(r"^loss (\S+) on \{PjrtcDevice", outputs[0], flags=re.M)
    assert len(runs) == 2 and runs[0] == runs[1], outputs[0]
    assert list((tmp_path / ".cache" / "pjrtc").glob("*/*.pjrtc")), "nothing in the cache"
    assert outputs[1].strip().endswith("pjrtc matches XLA:CPU"), outputs[1]
