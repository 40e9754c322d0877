"""Shared test setup: make tests/conftest_cases.py importable from every test folder; verify
the IR after every compiler pass, as `--verify-each` does, in every compile of the suite (in
this process through the driver, in the CLI processes tests start through PJRTC_VERIFY_EACH,
the flag's variable, which they inherit); and give the run a device-program cache of its own
(pjrtc_runtime/native_cache.py), so the suite neither reads nor fills the user's: the first
load of each artifact builds it from SPIR-V, later loads read the cache, so both paths
run; and keep JAX on XLA:CPU alone (JAX_PLATFORMS=cpu) outside tests/plugin."""

import atexit
import os
import shutil
import sys
import tempfile
from dataclasses import replace

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

os.environ["PJRTC_VERIFY_EACH"] = "1"
# JAX in this process and in the processes tests start is XLA:CPU alone: with pjrtc installed
# JAX would also open pjrtc's plugin (its device, its "experimental platform" warning on
# stderr) in each. tests/plugin's own processes ask for pjrtc.
os.environ.setdefault("JAX_PLATFORMS", "cpu")

if "PJRTC_DEVICE_CACHE" not in os.environ:
    _cache = tempfile.mkdtemp(prefix="pjrtc-test-device-cache-")
    os.environ["PJRTC_DEVICE_CACHE"] = _cache
    atexit.register(shutil.rmtree, _cache, True)


@pytest.fixture(autouse=True)
def _verify_each_pass(monkeypatch):
    """Every in-process compile verifies the IR after each pass (CompileOptions.verify_each)."""
    from pjrtc import driver

    compile_programs = driver._compile

    def verifying(programs, options, target, stop_after):
        return compile_programs(programs, replace(options, verify_each=True), target, stop_after)

    monkeypatch.setattr(driver, "_compile", verifying)
