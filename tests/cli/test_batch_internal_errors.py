"""A bug in pjrtc while compiling one model of a batch is that model's entry of the report:
the other models still compile, and the entry holds the traceback and says it is a bug."""

from __future__ import annotations

import pytest
from test_cli import MLP

from pjrtc import batch, driver
from pjrtc.options import CompileOptions


def test_internal_error_is_one_entry(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = driver.compile_file

    def compile_file(path, options, target):
        if "broken" in str(path):
            raise ZeroDivisionError("a bug")
        return real(path, options, target)

    monkeypatch.setattr(driver, "compile_file", compile_file)
    (tmp_path / "broken.mlir").write_bytes((MLP / "model.mlir").read_bytes())
    jobs = batch.plan_jobs((str(tmp_path / "broken.mlir"), str(MLP / "model.mlir")), None,
                           str(tmp_path / "out"))
    (tmp_path / "out").mkdir()
    seen = []
    results = batch.run_jobs(jobs, CompileOptions(), on_result=seen.append)
    broken, good = results
    assert seen == results
    assert not broken.ok and broken.internal
    assert broken.error.startswith("internal error (a bug in pjrtc")
    assert "ZeroDivisionError: a bug" in broken.error and "Traceback" in broken.error
    assert not (tmp_path / "out" / "broken.pjrtc").exists()
    assert good.ok and not good.internal and (tmp_path / "out" / "model.pjrtc").is_file()
    assert broken.to_json()["internal"] is True
