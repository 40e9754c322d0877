"""The session's one runtime deployment (deploy_helpers.py), removed when the session ends."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from deploy_helpers import Deployment, build_deployment


@pytest.fixture(scope="session")
def deployment() -> Iterator[Deployment]:
    # Not pytest's tmp_path: the environment is 1.6 GB, and pytest keeps old tmp dirs.
    with tempfile.TemporaryDirectory(prefix="pjrtc-deploy-") as work:
        started = time.perf_counter()
        built = build_deployment(Path(work))
        print(f"\nbuilt the runtime wheel and installed it in a fresh environment in "
              f"{time.perf_counter() - started:.1f} s")
        yield built
