"""Compiles are reproducible across processes (byte-identical artifacts whatever the hash
seed), and writes are atomic: a `pjrtc compile` killed while writing leaves the old artifact
intact and no temporary file behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from pjrtc_runtime.loader import read_artifact

ROOT = Path(__file__).resolve().parents[2]
LOOP_MLIR = ROOT / "testdata" / "artifacts" / "format-1.1" / "loop" / "model.mlir"
CONSTANTS_MLIR = ROOT / "testdata" / "constants" / "model.mlir"


def _compile(model: Path, out: Path, seed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-m", "pjrtc", "compile", str(model), "-o", str(out)],
                          env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("model", [LOOP_MLIR, CONSTANTS_MLIR], ids=["loop", "constants"])
def test_compiles_are_byte_identical_across_processes(tmp_path: Path, model: Path) -> None:
    first, second = tmp_path / "first.pjrtc", tmp_path / "second.pjrtc"
    _compile(model, first, "0")
    _compile(model, second, "4242")  # another hash seed: set and dict orders differ
    assert first.read_bytes() == second.read_bytes()


# `pjrtc compile` whose artifact writer stops halfway through the file (after 1 KiB) and
# waits to be killed; it tells the test by creating the file named in argv[1].
_STALLED_COMPILE = textwrap.dedent("""
    import os, sys, time
    from pjrtc import cli
    from pjrtc.artifact import writer

    marker, argv = sys.argv[1], sys.argv[2:]
    write_zip = writer._write_zip

    class Stalling:
        def __init__(self, f):
            self.f, self.written = f, 0
        def write(self, data):
            self.written += len(data)
            n = self.f.write(data)
            if self.written > 1024 and not os.path.exists(marker):  # stall once
                self.f.flush()
                open(marker, "w").close()
                time.sleep(600)
            return n
        def __getattr__(self, name):
            return getattr(self.f, name)

    writer._write_zip = lambda f, *rest: write_zip(Stalling(f), *rest)
    sys.argv = ["pjrtc", *argv]
    cli.main()
""")


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT],
                         ids=["SIGKILL", "SIGTERM", "SIGINT"])
def test_a_compile_killed_while_writing_leaves_the_old_artifact(tmp_path: Path,
                                                                sig: signal.Signals) -> None:
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    target = out_dir / "model.pjrtc"
    _compile(CONSTANTS_MLIR, target, "0")
    old = target.read_bytes()
    marker = tmp_path / "writing"
    process = subprocess.Popen([sys.executable, "-c", _STALLED_COMPILE, str(marker), "compile",
                                str(LOOP_MLIR), "-o", str(target)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 300
        while not marker.exists():
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "the compile never started writing"
            time.sleep(0.05)
        # Midway through the write: the new file has no name yet.
        assert sorted(p.name for p in out_dir.iterdir()) == ["model.pjrtc"]
        assert target.read_bytes() == old
        process.send_signal(sig)
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode != 0
    assert sorted(p.name for p in out_dir.iterdir()) == ["model.pjrtc"]
    assert target.read_bytes() == old
    assert read_artifact(target).manifest.source.name == "model.mlir"
