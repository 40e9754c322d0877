"""PyTorch-layout (NCHW, NCW, NCDHW) convolution programs on the device, against JAX on CPU:
the layout pass (pjrtc/passes/layout.py) runs them as NHWC convolutions with the conversions
propagated through batch norm, ReLU, pooling, residual adds, concatenation and global means.
Without a device: tests/passes/test_layout.py."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
from conftest_cases import assert_close
from jax import lax
from test_fast_paths import Case, check_jax

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes

NCHW = ("NCHW", "OIHW", "NCHW")


def _conv(x, w, strides=(1, 1), padding="SAME", rhs_dilation=None, lhs_dilation=None,
          groups=1, dn=NCHW):
    return lax.conv_general_dilated(x, w, strides, padding, lhs_dilation=lhs_dilation,
                                    rhs_dilation=rhs_dilation, dimension_numbers=dn,
                                    feature_group_count=groups)


def _bn(x, scale, shift, mean, var):
    r = lambda a: a.reshape(1, -1, 1, 1)  # noqa: E731
    return (x - r(mean)) * lax.rsqrt(r(var) + 1e-5) * r(scale) + r(shift)


def _max_pool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 3, 3), (1, 1, 2, 2),
                             ((0, 0), (0, 0), (1, 1), (1, 1)))


def _resnet_block(x, w0, w1, w2, wd, scale, shift, mean, var, dense):
    """A stem (conv, bn, relu, max pool), a downsampling basic block, global mean, dense."""
    y = _max_pool(jax.nn.relu(_bn(_conv(x, w0), scale, shift, mean, var)))
    z = jax.nn.relu(_bn(_conv(y, w1, strides=(2, 2)), scale, shift, mean, var))
    z = _bn(_conv(z, w2), scale, shift, mean, var)
    short = _conv(y, wd, strides=(2, 2), padding="VALID")
    out = jax.nn.relu(z + short)
    return jnp.mean(out, axis=(2, 3)) @ dense, out


def _dense_block(x, w1, w2):
    """DenseNet's concatenation of features along C, then a convolution of both."""
    y = jnp.concatenate([x, jax.nn.relu(_conv(x, w1))], axis=1)
    return _conv(y, w2)


def test_nchw_programs_match_jax(tmp_path):
    r = np.random.default_rng(11)
    u = lambda *shape: r.uniform(-1, 1, shape).astype(np.float32)  # noqa: E731
    pos = lambda *shape: r.uniform(0.5, 1.5, shape).astype(np.float32)  # noqa: E731
    cases = [
        Case("resnet stem + block", _resnet_block,
             (u(2, 3, 20, 20), u(16, 3, 3, 3), u(16, 16, 3, 3), u(16, 16, 3, 3),
              u(16, 16, 1, 1), pos(16), u(16), u(16), pos(16), u(16, 10))),
        Case("stride 2, asymmetric padding",
             lambda x, w: _conv(x, w, strides=(2, 2), padding=((0, 2), (1, 0))),
             (u(2, 8, 15, 13), u(20, 8, 3, 2))),
        Case("rhs dilation 2", lambda x, w: _conv(x, w, rhs_dilation=(2, 2)),
             (u(1, 4, 20, 20), u(16, 4, 3, 3))),
        Case("lhs dilation (transposed convolution)",
             lambda x, w: _conv(x, w, lhs_dilation=(2, 2), padding=((1, 1), (1, 1))),
             (u(1, 8, 9, 9), u(16, 8, 3, 3))),
        Case("groups 2", lambda x, w: _conv(x, w, groups=2), (u(2, 8, 12, 12), u(16, 4, 3, 3))),
        Case("depthwise + relu", lambda x, w: jax.nn.relu(_conv(x, w, groups=8)),
             (u(2, 8, 12, 12), u(8, 1, 3, 3))),
        Case("concatenate features", _dense_block,
             (u(1, 8, 12, 12), u(8, 8, 3, 3), u(16, 16, 1, 1))),
        Case("NCW 1-D + bias", lambda x, w, b: _conv(x, w, (1,), "SAME", dn=("NCH", "OIH", "NCH"))
             + b[None, :, None], (u(2, 8, 50), u(16, 8, 5), u(16))),
        Case("NCDHW 3-D", lambda x, w: _conv(x, w, (1, 1, 1), "SAME",
                                             dn=("NCDHW", "OIDHW", "NCDHW")),
             (u(1, 4, 6, 8, 8), u(16, 4, 3, 3, 3))),
        # Gradient convolutions (results [0, 1, b, f] and lhs [f, 0, 1, b] among them) reading
        # the views of the forward one's result.
        Case("input and weight gradients",
             jax.grad(lambda x, w: jnp.sum(jnp.tanh(_conv(x, w, strides=(2, 2))) ** 2),
                      argnums=(0, 1)),
             (u(2, 8, 12, 12), u(16, 8, 3, 3))),
        # Reduces whose kept dimensions come out in another order than the NCHW ones, and a
        # reshape (not layout-agnostic: it reads the transposed view).
        Case("reduces over batch and width, a reshape",
             lambda x, w: (jnp.sum(_conv(x, w), axis=0), jnp.max(jnp.tanh(_conv(x, w)), axis=3),
                           jnp.reshape(_conv(x, w), (2, -1))),
             (u(2, 8, 12, 12), u(16, 8, 3, 3))),
        Case("transposed to NHWC by the user",
             lambda x, w: jnp.transpose(jnp.tanh(_conv(x, w)), (0, 2, 3, 1)),
             (u(2, 8, 12, 12), u(16, 8, 3, 3))),
    ]
    compiled = check_jax(cases, tmp_path, "nchw_programs")
    convolutions = [node for node in compiled.outputs["prep"][0].nodes
                    if node.op.value == "convolution"]
    assert all(node.attrs["output_feature_dimension"] == node.result.type.rank - 1
               for node in convolutions)
    # Every convolution is tiled but the grouped ones (which keep their lowering) and the 1x1
    # shortcut (2x5x5x16x16 multiply-adds: below the target's tile_min_macs).
    untiled = [k.name for k in compiled.kernels.kernels
               if k.reduction is not None and "convolution" in k.name]
    assert len(untiled) == 3


# As torch-xla writes an eval-mode Conv2d + BatchNorm2d + ReLU: NCHW dimension numbers and a
# batch_norm_inference over feature 1 (JAX never emits one).
TORCH_XLA_STYLE = """\
func.func @main(%x: tensor<1x8x12x12xf32>, %w: tensor<16x8x3x3xf32>, %scale: tensor<16xf32>,
                %shift: tensor<16xf32>, %mean: tensor<16xf32>, %var: tensor<16xf32>)
    -> tensor<1x16x12x12xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
       window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1],
       rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x8x12x12xf32>, tensor<16x8x3x3xf32>) -> tensor<1x16x12x12xf32>
  %1 = "stablehlo.batch_norm_inference"(%0, %scale, %shift, %mean, %var)
       {epsilon = 1.0e-05 : f32, feature_index = 1 : i64}
       : (tensor<1x16x12x12xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>,
          tensor<16xf32>) -> tensor<1x16x12x12xf32>
  %z = stablehlo.constant dense<0.0> : tensor<1x16x12x12xf32>
  %2 = stablehlo.maximum %1, %z : tensor<1x16x12x12xf32>
  return %2 : tensor<1x16x12x12xf32>
}
"""


def test_batch_norm_inference_after_an_nchw_convolution(tmp_path):
    r = np.random.default_rng(12)
    x, w = r.uniform(-1, 1, (1, 8, 12, 12)), r.uniform(-1, 1, (16, 8, 3, 3))
    scale, shift, mean = (r.uniform(-1, 1, 16) for _ in range(3))
    var = r.uniform(0.5, 1.5, 16)
    args = [a.astype(np.float32) for a in (x, w, scale, shift, mean, var)]
    compiled = compile_bytes(TORCH_XLA_STYLE.encode(), "torch_xla_style.mlir")
    path = tmp_path / "torch_xla_style.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    (actual,) = pjrtc_runtime.load(path)(*args)
    expected = jax.nn.relu(_bn(_conv(args[0], args[1]), *args[2:]))
    assert_close(actual, np.asarray(expected), "batch_norm_inference", model=True)
    assert [k for k in compiled.kernels.kernels if k.tiling is not None]
