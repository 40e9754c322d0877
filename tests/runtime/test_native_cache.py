"""The device-program cache (pjrtc_runtime/native_cache.py): a second process loads the program
the first one built, and gets the same results; damaged, refused, disabled and untrusted caches
fall back to building from SPIR-V. Each test loads in fresh processes with a cache directory of
its own (the variable is read at every load)."""

from __future__ import annotations

import hashlib
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "testdata" / "artifacts"
CASE = ARTIFACTS / "format-1.2" / "mlp"
MAGIC = b"pjrtc-device-program-2\n"

# Loads CASE, runs it, checks the results against expected.npz and prints the cache's counts;
# with a second argument, kernels.spv is built in parts of that many bytes or more, as if the
# process had two cores (parallel_build.py).
_RUN = """
import json, sys
import numpy as np
import pjrtc_runtime
from pjrtc_runtime import native_cache, parallel_build
case = sys.argv[1]
if len(sys.argv) > 2:
    parallel_build.MIN_PART_BYTES = int(sys.argv[2])
    parallel_build._cores = lambda: 2
def npz(name):
    with np.load(f"{case}/{name}", allow_pickle=False) as z:
        return [z[k] for k in sorted(z.files, key=lambda k: int("".join(filter(str.isdigit, k))))]
exe = pjrtc_runtime.load(f"{case}/model.pjrtc")
for got, want in zip(exe(*npz("inputs.npz")), npz("expected.npz"), strict=True):
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
print(json.dumps(native_cache.stats()))
"""


def _run(cache: str, *part_bytes: int) -> dict[str, int]:
    env = {**os.environ, "PJRTC_DEVICE_CACHE": cache}
    done = subprocess.run([sys.executable, "-c", _RUN, str(CASE), *map(str, part_bytes)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def _entries(cache: Path) -> list[Path]:
    return sorted(p for p in cache.iterdir() if not p.name.startswith("."))


def test_second_process_loads_the_built_program(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = _run(str(cache))
    assert first == {"hits": 0, "misses": 1, "stored": 1, "rejected": 0}
    (entry,) = _entries(cache)
    assert entry.read_bytes().startswith(MAGIC)
    assert cache.stat().st_mode & 0o777 == 0o700
    assert entry.stat().st_mode & 0o077 == 0
    second = _run(str(cache))
    assert second == {"hits": 1, "misses": 0, "stored": 0, "rejected": 0}


@pytest.mark.parametrize("damage", ["truncated", "bit flip", "empty", "binary refused"])
def test_damaged_entry_is_rebuilt_and_replaced(tmp_path: Path, damage: str) -> None:
    cache = tmp_path / "cache"
    _run(str(cache))
    (entry,) = _entries(cache)
    data = entry.read_bytes()
    head = len(MAGIC) + 32
    if damage == "truncated":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "bit flip":
        flipped = bytearray(data)
        flipped[head + 100] ^= 1
        entry.write_bytes(bytes(flipped))
    elif damage == "empty":
        entry.write_bytes(b"")
    else:  # intact framing around a binary the device cannot use: its builder refuses it
        junk = b"\x7fELF" + bytes(range(256)) * 4
        payload = struct.pack("<IQ", 1, len(junk)) + junk
        entry.write_bytes(MAGIC + hashlib.sha256(payload).digest() + payload)
    again = _run(str(cache))
    assert again == {"hits": 0, "misses": 1, "stored": 1, "rejected": 1}
    assert _entries(cache) == [entry] and entry.read_bytes() == data
    assert _run(str(cache))["hits"] == 1


def test_program_built_in_parts_is_stored_and_loaded_whole(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    assert _run(str(cache), 1) == {"hits": 0, "misses": 1, "stored": 1, "rejected": 0}
    (entry,) = _entries(cache)
    payload = entry.read_bytes()[len(MAGIC) + 32:]
    assert struct.unpack_from("<I", payload) == (2,)  # two programs: two binaries
    assert _run(str(cache)) == {"hits": 1, "misses": 0, "stored": 0, "rejected": 0}


def test_cache_off_writes_nothing(tmp_path: Path) -> None:
    counts = _run("off")
    assert counts == {"hits": 0, "misses": 0, "stored": 0, "rejected": 0}


def test_directory_others_may_write_is_not_used(tmp_path: Path) -> None:
    cache = tmp_path / "shared"
    cache.mkdir()
    cache.chmod(0o777)
    assert _run(str(cache)) == {"hits": 0, "misses": 0, "stored": 0, "rejected": 0}
    assert _entries(cache) == []


def test_unwritable_directory_still_loads(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    # The cache path lies under a file: it cannot be created, and the load builds as before.
    assert _run(str(blocker / "cache")) == {"hits": 0, "misses": 0, "stored": 0, "rejected": 0}


def test_key_covers_program_and_device(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from pjrtc_runtime import native_cache
    from pjrtc_runtime.sycl_devices import devices

    info = devices()[0]
    key = native_cache._key("a" * 64, info)
    assert key != native_cache._key("b" * 64, info)
    assert key is not None
    for field in ("name", "driver_version", "backend", "device_type"):
        other = dataclasses.replace(info, **{field: getattr(info, field) + "x"})
        assert key != native_cache._key("a" * 64, other), field
    if info.device_type == "cpu":  # another host's instruction set: another entry, or none
        monkeypatch.setattr(native_cache, "_cpu_features", lambda: "flags : sse2")
        assert native_cache._key("a" * 64, info) not in (key, None)
        monkeypatch.setattr(native_cache, "_cpu_features", lambda: None)
        assert native_cache._key("a" * 64, info) is None
