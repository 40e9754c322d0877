"""README's "Walk-through: a CI job and a deployment" runs as written.

Every ```bash block under that heading is run in order, each in a new `bash -eu -o pipefail`,
in a work directory set up as a checkout of this repository: testdata/ and .venv/ linked to
this one's, runtime/ a copy (building its wheel writes next to the sources). The directory is
the session's `deployment` (deploy_helpers.py), whose runtime environment lies where the
walk-through's deployment creates its own (deploy/runtime-env): the walk-through's
`python3 -m venv` and `pip install` then run on an environment those same commands built, which
takes seconds instead of a minute. `python3` is this interpreter's (the one that built it).
"""

from __future__ import annotations

import os
import re
import sys
import tarfile
import time
from pathlib import Path

from deploy_helpers import ROOT, WALKTHROUGH_ENV, Deployment, clean_env, run

HEADING = "## Walk-through: a CI job and a deployment"


def walkthrough_blocks(readme: str) -> list[str]:
    """The ```bash blocks of the walk-through section, in order."""
    start = readme.index(HEADING + "\n")
    end = readme.find("\n## ", start + len(HEADING))
    section = readme[start:] if end < 0 else readme[start:end]
    return re.findall(r"^```bash\n(.*?)^```$", section, flags=re.S | re.M)


def test_walkthrough_has_a_ci_job_and_a_deployment() -> None:
    blocks = walkthrough_blocks((ROOT / "README.md").read_text())
    assert len(blocks) == 2, blocks
    ci, deploy = blocks
    for step in ("pjrtc compile", " -j ", "--cache-dir", "--json", "pjrtc validate",
                 "--expected", "pip wheel", "tar -czf"):
        assert step in ci, step
    for step in ("tar -xzf", "python3 -m venv", "pip install", "pjrtc-runtime run"):
        assert step in deploy, step
    assert ".venv" not in deploy and "pjrtc compile" not in deploy  # the runtime alone


def test_walkthrough_runs_as_written(deployment: Deployment) -> None:
    work = deployment.work
    for name in ("testdata", ".venv"):
        (work / name).symlink_to(ROOT / name, target_is_directory=True)
    # The checkout's runtime/: the deployment fixture copied it there already.
    assert (work / "runtime" / "pyproject.toml").exists()
    assert (work / WALKTHROUGH_ENV / "pyvenv.cfg").exists()
    env = clean_env(PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    outputs = []
    for i, block in enumerate(walkthrough_blocks((ROOT / "README.md").read_text())):
        started = time.perf_counter()
        script = work / f"walkthrough-{i}.sh"
        script.write_text(block)
        done = run("bash", "-eu", "-o", "pipefail", script, cwd=work, env=env, timeout=600)
        outputs.append(done.stdout)
        print(f"\nwalk-through block {i}: {time.perf_counter() - started:.1f} s")
    # The CI job archived what the deployment used, and the deployment checked the results.
    with tarfile.open(work / "artifacts.tar.gz") as archive:
        names = set(archive.getnames())
    assert {"models/mlp.pjrtc", "models/softmax.pjrtc", "compile.json"} <= names, names
    assert any(re.fullmatch(r"wheels/pjrtc_runtime-.*\.whl", n) for n in names), names
    assert "ok: build/models/mlp.pjrtc" in outputs[0]
    assert "deployment check: the results match JAX's" in outputs[1]
    assert "signature" in outputs[1]  # pjrtc-runtime inspect
    # The deployment ran the artifact the CI job built (no compiler there).
    assert (work / "deploy" / "out.npz").exists()
    assert Path(work / "deploy" / "models" / "mlp.pjrtc").read_bytes() == \
        (work / "build" / "models" / "mlp.pjrtc").read_bytes()
