"""Several specializations in one artifact (format 1.4): `pjrtc compile --shape ... --shape ...`
compiles a module that jax.export wrote with a symbolic batch size once per set of shapes into
one file; a run takes the specialization its input shapes match, through the command lines and
the Python API (numpy and device buffers), and matches JAX; a shape the artifact lacks is one
clear error listing those it has; weights are stored once; inspect shows every specialization;
the loader refuses a damaged specialization as it refuses a damaged top level."""

from __future__ import annotations

import json
import zipfile

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import assert_close
from jax import export
from pjrtc_runtime.errors import ArtifactError, InputError
from pjrtc_runtime.loader import read_artifact
from test_cli import assert_user_error, pjrtc

RNG = np.random.default_rng(21)
W = RNG.standard_normal((16, 32)).astype(np.float32)
# A constant of the module (not an argument): 1 MiB, the same in every specialization.
TABLE = RNG.standard_normal((512, 512)).astype(np.float32)
BATCHES = (1, 8, 32)


def layer(x, w):
    return jax.nn.softmax(jnp.tanh(x @ w + 0.5), axis=-1)


def embed(x):
    """(b, 512) -> (b, 512) through a 1 MiB constant table."""
    return jnp.tanh(x @ jnp.asarray(TABLE))


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    d = tmp_path_factory.mktemp("specializations")
    f32 = jnp.float32
    (b,) = export.symbolic_shape("b")
    exp = export.export(jax.jit(layer))(jax.ShapeDtypeStruct((b, 16), f32),
                                        jax.ShapeDtypeStruct(W.shape, f32))
    (d / "layer.mlir").write_text(exp.mlir_module())
    exp = export.export(jax.jit(embed))(jax.ShapeDtypeStruct((b, 512), f32))
    (d / "embed.mlir").write_text(exp.mlir_module())
    artifact = d / "layer.pjrtc"
    proc = pjrtc("compile", d / "layer.mlir", "-o", artifact,
                 *(a for n in BATCHES for a in ("--shape", f"0={n}x16")))
    assert proc.returncode == 0, proc.stderr
    return d


def _inputs(batch: int) -> list[np.ndarray]:
    return [RNG.standard_normal((batch, 16)).astype(np.float32), W]


@pytest.mark.parametrize("batch", BATCHES)
def test_each_shape_runs_through_the_cli(models, tmp_path, batch):
    x, w = _inputs(batch)
    np.savez(tmp_path / "in.npz", arg0=x, arg1=w)
    np.savez(tmp_path / "want.npz", result0=np.asarray(jax.jit(layer)(x, w)))
    for command in (("pjrtc",), ("pjrtc-runtime",)):
        out = tmp_path / f"{command[0]}.npz"
        args = ["run", models / "layer.pjrtc", "--inputs", tmp_path / "in.npz", "--output", out]
        if command == ("pjrtc",):
            proc = pjrtc(*args, "--expected", tmp_path / "want.npz", "--rtol", "1e-5")
        else:
            import subprocess
            import sys
            proc = subprocess.run([sys.executable, "-m", "pjrtc_runtime", *map(str, args)],
                                  capture_output=True, text=True, check=False)
        assert proc.returncode == 0, proc.stderr
        assert f"float32[{batch},32]" in proc.stdout
        with np.load(out) as z:
            assert_close(z["result0"], np.asarray(jax.jit(layer)(x, w)), "layer", model=True)


def test_inline_inputs_of_a_later_specialization(models):
    proc = pjrtc("run", models / "layer.pjrtc", "-i", "8x16xf32=0.5", "-i", "16x32xf32=0.25")
    assert proc.returncode == 0, proc.stderr
    assert "result: float32[8,32]" in proc.stdout


def test_each_shape_runs_through_the_api(models):
    exe = pjrtc_runtime.load(models / "layer.pjrtc")
    assert [tuple(s.inputs[0].shape) for s in exe.signatures] == [(n, 16) for n in BATCHES]
    assert exe.signature == exe.signatures[0]
    assert len(exe.manifest.specializations) == 2
    for batch in (8, 1, 32, 8):
        x, w = _inputs(batch)
        want = np.asarray(jax.jit(layer)(x, w))
        (got,) = exe(x, w)
        assert_close(got, want, f"layer b={batch}", model=True)
        # Device buffers in and out, and a donated input whose memory takes the output (none
        # matches here: a warning) or not.
        args = [exe.client.buffer_from_pyval(a) for a in (x, w)]
        (out,) = exe.execute(args)
        assert_close(out.to_numpy(), want, f"layer b={batch} (device)", model=True)
        run = exe.execute_async(args, results="host")
        assert_close(run.wait()[0], want, f"layer b={batch} (async)", model=True)
        np.testing.assert_array_equal(args[0].to_numpy(), x)
    exe.synchronize()
    assert exe.workspaces == len(BATCHES)


def test_a_shape_the_artifact_lacks_is_a_clear_error(models, tmp_path):
    exe = pjrtc_runtime.load(models / "layer.pjrtc")
    with pytest.raises(InputError) as e:
        exe(*_inputs(4))
    message = str(e.value)
    assert "shapes ([4,16], [16,32])" in message
    for n in BATCHES:
        assert f"(float32[{n},16], float32[16,32])" in message
    with pytest.raises(InputError, match="takes 2 argument"):
        exe(_inputs(8)[0])
    np.savez(tmp_path / "in.npz", arg0=_inputs(4)[0], arg1=W)
    proc = pjrtc("run", models / "layer.pjrtc", "--inputs", tmp_path / "in.npz")
    assert_user_error(proc, "([4,16], [16,32])", "float32[32,16]", "one more --shape")


def test_weights_are_stored_and_uploaded_once(models, tmp_path):
    single, several = tmp_path / "one.pjrtc", tmp_path / "three.pjrtc"
    assert pjrtc("compile", models / "embed.mlir", "-o", single, "--shape",
                 "0=2x512").returncode == 0
    proc = pjrtc("compile", models / "embed.mlir", "-o", several, "--shape", "0=2x512",
                 "--shape", "0=4x512", "--shape", "0=16x512")
    assert proc.returncode == 0, proc.stderr
    one, three = read_artifact(single), read_artifact(several)
    assert one.manifest.sections.constants.size >= TABLE.nbytes
    assert three.manifest.sections.constants.size == one.manifest.sections.constants.size
    assert three.manifest.sections.kernels.size > one.manifest.sections.kernels.size
    ranges = {(c.offset, c.size) for p in three.manifest.programs() for c in p.constants}
    assert sum(size for _, size in ranges) < 2 * TABLE.nbytes
    exe = pjrtc_runtime.load(several)
    programs = [v._program for v in exe._variants.executables()]
    shared = [c for p in programs for c in p.constants if c.nbytes >= TABLE.nbytes]
    assert len({id(c) for c in shared}) == 1 and len(shared) == 3
    x = RNG.standard_normal((16, 512)).astype(np.float32)
    assert_close(exe(x)[0], np.asarray(jax.jit(embed)(x)), "embed", model=True)
    # Donation: the input's memory takes the output of the specialization the shapes select.
    x = RNG.standard_normal((4, 512)).astype(np.float32)
    state = exe.client.buffer_from_pyval(x)
    (out,) = exe.execute([state], donate=[0])
    assert state.is_deleted()
    assert_close(out.to_numpy(), np.asarray(jax.jit(embed)(x)), "embed (donated)", model=True)


def test_inspect_shows_every_specialization(models):
    proc = pjrtc("inspect", models / "layer.pjrtc")
    assert proc.returncode == 0, proc.stderr
    for i, n in enumerate(BATCHES):
        assert f"specialization {i} of 3: (float32[{n},16], float32[16,32])" in proc.stdout
    assert "s1_" in proc.stdout and "s2_" in proc.stdout
    manifest = json.loads(pjrtc("inspect", "--json", models / "layer.pjrtc").stdout)
    assert manifest["options"]["shapes"] == [["0", [1, 16]]]
    assert manifest["options"]["specializations"] == [[["0", [8, 16]]], [["0", [32, 16]]]]
    assert [s["inputs"][0]["shape"] for s in manifest["specializations"]] == [[8, 16], [32, 16]]
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-m", "pjrtc_runtime", "inspect",
                           str(models / "layer.pjrtc")], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert "signature 2:  (float32[32,16], float32[16,32]) -> (result: float32[32,32])" in (
        proc.stdout)


def test_one_specialization_is_written_as_before(models, tmp_path):
    artifact = tmp_path / "b8.pjrtc"
    assert pjrtc("compile", models / "layer.mlir", "-o", artifact, "--shape",
                 "0=8x16").returncode == 0
    with zipfile.ZipFile(artifact) as zf:
        manifest = json.loads(zf.read("manifest.json"))
    assert "specializations" not in manifest and "specializations" not in manifest["options"]
    assert not any(k["name"].startswith("s1_") for k in manifest["kernels"])


def test_several_specializations_compile_deterministically(models, tmp_path):
    """Also with --dump-dir, which writes each specialization's tensor and kernel IR."""
    again, dumps = tmp_path / "again.pjrtc", tmp_path / "stages"
    proc = pjrtc("compile", models / "layer.mlir", "-o", again, "--dump-dir", dumps,
                 *(a for n in BATCHES for a in ("--shape", f"0={n}x16")))
    assert proc.returncode == 0, proc.stderr
    assert again.read_bytes() == (models / "layer.pjrtc").read_bytes()
    for i, n in enumerate(BATCHES):
        which = f"s{i}." if i else ""
        assert f"tensor<{n}x16xf32>" in (dumps / f"layer.{which}tir").read_text()
        assert (dumps / f"layer.{which}kir").read_text()
    assert f"s{len(BATCHES) - 1}_" in (dumps / "layer.ll").read_text()


def test_the_same_shapes_twice_are_refused(models, tmp_path):
    proc = pjrtc("compile", models / "layer.mlir", "-o", tmp_path / "x.pjrtc", "--shape",
                 "0=8x16", "--shape", "0=8x16,1=16x32")
    assert_user_error(proc, "--shape 0=8x16 and --shape 0=8x16,1=16x32", "same input shapes")
    assert not (tmp_path / "x.pjrtc").exists()


def _damaged(source, tmp_path, change) -> str:
    with zipfile.ZipFile(source) as zf:
        entries = {n: zf.read(n) for n in zf.namelist()}
    manifest = json.loads(entries["manifest.json"])
    change(manifest)
    entries["manifest.json"] = json.dumps(manifest).encode()
    path = tmp_path / "damaged.pjrtc"
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    with pytest.raises(ArtifactError) as e:
        read_artifact(path)
    return str(e.value)


def _arg_out_of_range(m):
    m["specializations"][1]["kernels"][0]["args"][0] = {"buffer": 99}


def _duplicate_shapes(m):
    m["specializations"][1]["inputs"] = m["inputs"]


def _constant_past_the_end(m):
    m["specializations"][0]["constants"] = [{"dtype": "float32", "shape": [1 << 20],
                                             "offset": 0, "size": 4 << 20}]
    m["specializations"][0]["constant_bytes"] = 4 << 20


def _buffers_over_the_limit(m):
    s = m["specializations"][0]  # at the limit itself, so only the sum of all is over
    s["buffers"].append({"size": 2**40 - s["peak_bytes"]})
    s["peak_bytes"] = 2**40


def _unknown_key(m):
    m["specializations"][0]["shapes"] = [8, 16]


@pytest.mark.parametrize("change,message", [
    (_arg_out_of_range, "specializations[1].kernels[0].args[0] names buffer 99"),
    (_duplicate_shapes, "specializations[1].inputs take the same shapes as the top level"),
    (_constant_past_the_end, "specializations[0].constants[0] ends at byte 4194304"),
    (_unknown_key, "specializations[0] has unknown key(s) 'shapes'"),
    (_buffers_over_the_limit, "bytes of buffers in all, over the 1099511627776 limit"),
])
def test_a_damaged_specialization_is_refused(models, tmp_path, change, message):
    assert message in _damaged(models / "layer.pjrtc", tmp_path, change)


def test_specializations_need_format_1_4(models, tmp_path):
    def older(m):
        m["format_version"] = [1, 3]

    assert "has unknown key(s) 'specializations'" in _damaged(models / "layer.pjrtc", tmp_path,
                                                              older)


def test_bench_times_the_specialization_its_inputs_select(models):
    proc = pjrtc("bench", models / "layer.pjrtc", "-i", "32x16xf32=0.5", "-i", "16x32xf32=1",
                 "--repeat", "3", "--warmup", "1", "--per-kernel")
    assert proc.returncode == 0, proc.stderr
    assert "s2_" in proc.stdout and "s1_" not in proc.stdout
