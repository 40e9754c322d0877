"""Every generated program, compiled and run on the real device, against JAX's results.

Each case in testdata/cases.json is compiled (spirv-val runs on the SPIR-V as part of the
compile), written as an artifact, loaded by the runtime and executed on the default device
(the Intel OpenCL CPU); every result is compared with the output JAX computed on CPU.
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest_cases import all_cases, assert_close, load_case

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_file


@pytest.mark.parametrize("name", all_cases())
def test_case_matches_jax(name, tmp_path):
    mlir_path, inputs, expected = load_case(name)
    compiled = compile_file(mlir_path)
    artifact = tmp_path / f"{name}.pjrtc"
    write_artifact(artifact, compiled.manifest, compiled.spirv, compiled.constants)
    exe = pjrtc_runtime.load(artifact)
    actual = exe(*inputs)
    assert len(actual) == len(expected)
    for i, (a, e) in enumerate(zip(actual, expected)):
        assert a.shape == e.shape and a.dtype == e.dtype, (i, a.shape, a.dtype, e.shape, e.dtype)
        assert_close(a, e, f"{name}/result{i}")
    # A second call on the same loaded executable gives the same results (slots are reused).
    again = exe(*inputs)
    for a, b in zip(actual, again):
        np.testing.assert_array_equal(a, b)
