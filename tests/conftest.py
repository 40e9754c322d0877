"""Shared test setup: make tests/conftest_cases.py importable from every test folder; verify
the IR after every compiler pass (pjrtc.driver.VERIFY_EACH_ENV, as `--verify-each` does), in
this process and in the CLI processes tests start, which inherit the variable; and give the run
a device-program cache of its own (pjrtc_runtime/native_cache.py), so the suite neither reads
nor fills the user's: the first load of each artifact builds it from SPIR-V, later loads read
the cache, so both paths run."""

import atexit
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

os.environ["PJRTC_VERIFY_EACH"] = "1"

if "PJRTC_DEVICE_CACHE" not in os.environ:
    _cache = tempfile.mkdtemp(prefix="pjrtc-test-device-cache-")
    os.environ["PJRTC_DEVICE_CACHE"] = _cache
    atexit.register(shutil.rmtree, _cache, True)
