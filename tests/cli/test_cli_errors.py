"""User-facing errors of `pjrtc` not covered by test_cli.py and test_cli_tools.py, each through
the real command line: exit 1, one paragraph on stderr naming what and where, no traceback.

The paths that cannot be written are made with a regular file where a directory is expected
(ENOTDIR): that fails for root too, where permission bits would not.
"""

from __future__ import annotations

import json
import os
import zipfile

import numpy as np
import pytest
from test_cli import MLP, assert_user_error, pjrtc

SCALE = """func.func @main(%x: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.multiply %x, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""


@pytest.fixture(scope="module")
def scale(tmp_path_factory):
    """x: float32[2,3], s: float32[] -> x * s."""
    d = tmp_path_factory.mktemp("scale")
    (d / "scale.mlir").write_text(SCALE)
    proc = pjrtc("compile", d / "scale.mlir", "-o", d / "scale.pjrtc")
    assert proc.returncode == 0, proc.stderr
    return d / "scale.pjrtc"


@pytest.fixture
def a_file(tmp_path):
    """A regular file: any path below it cannot be created."""
    path = tmp_path / "a_file"
    path.write_text("not a directory")
    return path


# -- compile: output, cache and model files ---------------------------------------------------


def test_output_dir_that_cannot_be_created(a_file):
    proc = pjrtc("compile", MLP / "model.mlir", "--output-dir", a_file / "build")
    assert_user_error(proc, f"cannot create the output directory {a_file / 'build'}",
                      "Not a directory", "Pass a --output-dir that can be written")


def test_cache_dir_that_cannot_be_used(a_file, tmp_path):
    proc = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "m.pjrtc", "--cache-dir",
                 a_file / "cache")
    assert_user_error(proc, f"cannot use {a_file / 'cache'} as the compile cache",
                      "Not a directory", "Pass a --cache-dir that can be created and written")
    assert not (tmp_path / "m.pjrtc").exists()


def test_cache_entry_that_cannot_be_stored(tmp_path):
    cache = tmp_path / "cache"
    first = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "a.pjrtc", "--cache-dir", cache)
    assert first.returncode == 0, first.stderr
    (entry,) = cache.rglob("*.pjrtc")
    shard = entry.parent
    for path in shard.iterdir():
        path.unlink()
    shard.rmdir()
    shard.write_text("a file where the cache keeps a directory")
    proc = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "b.pjrtc", "--cache-dir", cache)
    assert_user_error(proc, f"cannot store {tmp_path / 'b.pjrtc'} in the compile cache {cache}",
                      "Pass a --cache-dir that can be written, or leave it out")


def test_cache_hit_that_cannot_be_written(tmp_path, a_file):
    cache = tmp_path / "cache"
    first = pjrtc("compile", MLP / "model.mlir", "-o", tmp_path / "a.pjrtc", "--cache-dir", cache)
    assert first.returncode == 0, first.stderr
    target = a_file / "b.pjrtc"
    proc = pjrtc("compile", MLP / "model.mlir", "-o", target, "--cache-dir", cache, "--json")
    assert proc.returncode == 1, proc.stderr
    (result,) = json.loads(proc.stdout)["results"]
    assert result["error"].startswith(f"cannot write {target}: Not a directory. Check that its "
                                      "directory exists")
    assert "Traceback" not in proc.stderr and f"cannot write {target}" in proc.stderr


def test_model_that_cannot_be_read_for_the_cache(tmp_path):
    # A regular file whose read fails (EIO at offset 0): the cache reads the model first.
    unreadable = "/proc/self/mem"
    if not os.path.isfile(unreadable):
        pytest.skip("needs Linux /proc")
    proc = pjrtc("compile", unreadable, "-o", tmp_path / "m.pjrtc", "--cache-dir",
                 tmp_path / "cache")
    assert_user_error(proc, f"cannot read the model {unreadable}",
                      "Pass a StableHLO file that exists and is readable")


def test_dis_output_that_cannot_be_written(scale, a_file):
    proc = pjrtc("dis", scale, "-o", a_file / "kernels.spvasm")
    assert_user_error(proc, f"cannot write {a_file / 'kernels.spvasm'}", "Not a directory",
                      "Choose a writable path")


# -- run: inputs, outputs, expected results --------------------------------------------------


def test_npz_with_an_unreadable_array(scale, tmp_path):
    bad = tmp_path / "bad.npz"
    with zipfile.ZipFile(bad, "w") as zf:  # a .npy magic number, then a broken header
        zf.writestr("arg0.npy", b"\x93NUMPY\x01\x00\x10\x00{'descr': nonsense")
    assert_user_error(pjrtc("run", scale, "-i", bad), f"input file {bad} has an unreadable array",
                      "Write inputs with numpy.save or numpy.savez")


def test_run_output_that_cannot_be_written(scale, a_file):
    proc = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "--output", a_file / "o.npz")
    assert_user_error(proc, f"{a_file / 'o.npz'}: cannot be written", "Not a directory")


def test_expected_file_that_cannot_be_read(scale, tmp_path):
    bad = tmp_path / "expected.npy"
    bad.write_bytes(b"not numpy at all")
    proc = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "--expected", bad, "-q")
    assert_user_error(proc, f"expected-results file {bad} is not a readable .npy or .npz",
                      "pjrtc run --output")


def test_expected_zip_that_is_not_an_npz_is_a_user_error(scale, tmp_path):
    # Any zip opens as an .npz (an artifact is one); its entries must still be arrays.
    proc = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "--expected", scale, "-q")
    assert_user_error(proc, f"expected-results file {scale} is not a readable .npy or .npz",
                      "that are not .npy arrays")


def test_expected_shape_and_dtype_mismatches(scale, tmp_path):
    args = ["run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "-q", "--expected"]
    np.save(tmp_path / "shape.npy", np.full((3, 2), 2, np.float32))
    shape = pjrtc(*args, tmp_path / "shape.npy")
    assert shape.returncode == 3 and "Traceback" not in shape.stderr, shape.stderr
    assert "result0: shape [2, 3], expected [3, 2]" in shape.stderr
    np.save(tmp_path / "dtype.npy", np.full((2, 3), 2, np.float64))
    dtype = pjrtc(*args, tmp_path / "dtype.npy")
    assert dtype.returncode == 3 and "result0: dtype float32, expected float64" in dtype.stderr


def test_huge_inline_shape_is_checked_before_allocating(scale):
    proc = pjrtc("run", scale, "-i", "100000000x100000000xf32=1", "-i", "f32=2")
    assert_user_error(proc, "'100000000x100000000xf32=1' is float32[100000000,100000000]",
                      "argument 0 of the artifact is float32[2,3]", "2x3xf32=...")
    wrong_type = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "i32=2")
    assert_user_error(wrong_type, "'i32=2' is int32[], but argument 1 of the artifact is "
                      "float32[]", "give argument 1 as f32=...")
    too_many = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "-i", "f32=3")
    assert_user_error(too_many, "'f32=3' would be argument 2, but the artifact takes 2")


# -- run: what works --------------------------------------------------------------------------


def test_inline_list_and_scalar_on_an_explicit_device(scale, tmp_path):
    out = tmp_path / "out.npz"
    proc = pjrtc("run", scale, "-i", "2x3xf32=1,2,3,4,5,6", "-i", "f32=0.5", "--device",
                 "opencl:cpu", "--output", out)
    assert proc.returncode == 0, proc.stderr
    assert "float32[2,3]" in proc.stdout and "1.5" in proc.stdout
    with np.load(out) as got:
        np.testing.assert_array_equal(got["result0"], [[0.5, 1, 1.5], [2, 2.5, 3]])


def test_run_output_gets_a_normal_file_mode(scale, tmp_path):
    out = tmp_path / "out.npz"
    proc = pjrtc("run", scale, "-i", "2x3xf32=1", "-i", "f32=2", "--output", out, umask=0o022)
    assert proc.returncode == 0, proc.stderr
    assert oct(out.stat().st_mode & 0o777) == oct(0o644)
    assert sorted(os.listdir(tmp_path)) == ["out.npz"]  # no temporary file left behind


def test_inline_values_have_a_size_limit():
    # Reached only where no signature says otherwise (an artifact taking a larger input
    # would need gigabytes to load): checked before anything is allocated.
    from pjrtc.errors import InputError
    from pjrtc.inline_inputs import MAX_INLINE_ELEMENTS, parse_inline

    with pytest.raises(InputError, match=f"more than the {MAX_INLINE_ELEMENTS} an inline"):
        parse_inline(f"{MAX_INLINE_ELEMENTS + 1}xi8=1")
    assert parse_inline("2x2xi8=1").tolist() == [[1, 1], [1, 1]]


def test_shard_map_over_two_devices_is_one_error_line(tmp_path):
    """JAX's tpu_Sharding export data (a ppermute inside a shard_map over a mesh of 2
    devices, a StableHLO portable artifact): the mesh and its axis sizes, no traceback."""
    from jax._src.internal_test_util.export_back_compat_test_data import tpu_Sharding

    model = tmp_path / "sharded.mlirbc"
    model.write_bytes(tpu_Sharding.data_2025_06_30["shardy"]["mlir_module_serialized"])
    proc = pjrtc("compile", model, "-o", tmp_path / "sharded.pjrtc")
    assert_user_error(proc, "export_back_compat_test.py:792:6: sdy.manual_computation is not "
                            "supported", 'mesh @mesh ["a"=2]', "2 devices")
