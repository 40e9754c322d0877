"""complex64/complex128 programs and stablehlo.fft on the real device, against JAX on CPU.

* fft: FFT, IFFT, RFFT and IRFFT over 1, 2 and 3 dimensions, lengths 1, 2, odd, prime (7, 13,
  and 257 / 4099, which take Bluestein's algorithm), composite (100, four-step), powers of two
  and large ones (4096, 2^16), in f32 and f64. IRFFT inputs are not Hermitian: pjrtc ignores
  the imaginary parts of bins 0 and n/2 as XLA (pocketfft) does. Each dtype's transforms are one
  JAX-lowered module (one compile). Errors are measured against the transform's scale:
  max |actual - expected| <= rtol * max |expected| with TOLERANCE's rtol for the part type.
* models mixing complex math with real code (a spectral filter, |fft|, a chain of complex
  elementwise ops), compared with model tolerance.
* the artifact's signature keeps complex types; complex buffers are numpy's layout, so Python
  complex scalars and numpy arrays go in and complex arrays come out.
* an fft of 4096 is a few kernels and small constants (the four-step decomposition, radix 16),
  not an n^2 matrix.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
import pytest
from conftest_cases import TOLERANCE, TOLERANCE_MODEL, assert_close

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes


def _run(fn, args, tmp_path, name: str):
    with jax.enable_x64(True):  # complex128 and float64 arguments stay what they are
        text = jax.jit(fn).lower(*args).as_text()
        expected = jax.jit(fn)(*args)
    compiled = compile_bytes(text.encode(), f"{name}.mlir")
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    actual = pjrtc_runtime.load(path)(*args)
    return compiled, actual, [np.asarray(e) for e in jax.tree_util.tree_leaves(expected)]


def _close_to_scale(actual: np.ndarray, expected: np.ndarray, what: str, model=False) -> None:
    """Within rtol of the largest magnitude of `expected` everywhere (parts compared)."""
    assert actual.dtype == expected.dtype and actual.shape == expected.shape, (
        what, actual.dtype, actual.shape, expected.dtype, expected.shape)
    part = np.empty(0, expected.dtype).real.dtype
    rtol = (TOLERANCE_MODEL if model else TOLERANCE)[part][0]
    scale = float(np.max(np.abs(expected))) if expected.size else 0.0
    view = (lambda x: x.view(part)) if np.iscomplexobj(expected) else (lambda x: x)
    assert_close(view(actual), view(expected), what, rtol=0.0, atol=rtol * max(scale, 1e-30))


def _complex(rng, shape, dtype):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)


# (kind, fft lengths, batch shape)
TRANSFORMS = [
    ("fft", (1,), (3,)), ("fft", (2,), (3,)), ("fft", (7,), (2,)), ("ifft", (13,), (2,)),
    ("fft", (16,), (3,)), ("ifft", (64,), (2,)), ("fft", (100,), (2,)), ("fft", (257,), ()),
    ("ifft", (4096,), (2,)), ("fft", (4096,), ()),
    ("rfft", (1,), (2,)), ("rfft", (7,), (3,)), ("rfft", (16,), (2,)), ("rfft", (4099,), ()),
    ("irfft", (2,), (2,)), ("irfft", (13,), (2,)), ("irfft", (64,), (2,)),
    ("irfft", (4096,), ()),
    ("fft", (5, 6), (2,)), ("ifft", (3, 4, 5), ()), ("rfft", (6, 10), ()),
    ("rfft", (2, 3, 8), ()), ("irfft", (4, 7), (2,)), ("irfft", (3, 4, 6), ()),
]


def _transform(kind: str, lengths: tuple[int, ...]):
    axes = tuple(range(-len(lengths), 0))
    fn = {"fft": jnp.fft.fftn, "ifft": jnp.fft.ifftn, "rfft": jnp.fft.rfftn,
          "irfft": jnp.fft.irfftn}[kind]
    return lambda x: fn(x, s=lengths, axes=axes)


def _input(rng, kind: str, lengths, batch, dtype):
    if kind == "rfft":
        return rng.standard_normal(batch + lengths).astype(np.empty(0, dtype).real.dtype)
    shape = batch + lengths[:-1] + ((lengths[-1] // 2 + 1,) if kind == "irfft" else
                                    (lengths[-1],))
    return _complex(rng, shape, dtype)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_fft_matches_jax(dtype, tmp_path):
    rng = np.random.default_rng(7)
    args = [_input(rng, k, n, b, dtype) for k, n, b in TRANSFORMS]

    def program(*xs):
        return [_transform(k, n)(x) for (k, n, _), x in zip(TRANSFORMS, xs)]

    _, actual, expected = _run(program, args, tmp_path, f"fft_{np.dtype(dtype).name}")
    for (kind, lengths, _), a, e in zip(TRANSFORMS, actual, expected):
        _close_to_scale(a, e, f"{kind} {lengths} {np.dtype(dtype).name}")


def test_fft_of_65536(tmp_path):
    x = _complex(np.random.default_rng(8), (65536,), np.complex64)
    compiled, (actual,), (expected,) = _run(jnp.fft.fft, [x], tmp_path, "fft64k")
    _close_to_scale(actual, expected, "fft 65536")
    assert len(compiled.manifest.kernels) <= 8  # four-step: 16 x 16 x 16 x 16


def test_fft_4096_is_four_step(tmp_path):
    """Three dot_generals of 16-point DFTs with twiddle multiplies between: small constants."""
    x = _complex(np.random.default_rng(9), (3, 4096), np.complex64)
    compiled, (actual,), (expected,) = _run(jnp.fft.fft, [x], tmp_path, "fft4096")
    _close_to_scale(actual, expected, "fft 4096")
    kernels = compiled.manifest.kernels
    assert sum("dot_general" in k.name for k in kernels) == 3, [k.name for k in kernels]
    assert sum(c.size for c in compiled.manifest.constants) < 300_000  # not 4096^2 entries


def _spectral_filter(x, h):
    """A real signal filtered in the frequency domain (complex multiply between rfft and
    irfft), and the magnitude of its spectrum. (Not its phase: bins 0 and n/2 of a real
    signal are real up to rounding, so their angle is +-pi by the sign of a rounding error.)"""
    spectrum = jnp.fft.rfft(x, axis=-1)
    filtered = jnp.fft.irfft(spectrum * h, n=x.shape[-1], axis=-1)
    return filtered, jnp.abs(spectrum)


def _complex_chain(z, w):
    """Elementwise complex math feeding each other, a reduction and a matmul."""
    u = jnp.exp(1j * jnp.real(z)) * w / (1.0 + jnp.abs(z))
    v = jnp.sqrt(u) + jnp.log(w * jnp.conj(w) + 1.0) - jnp.tanh(z) * jnp.sin(w)
    return v, jnp.sum(v * jnp.conj(u), axis=1), v @ u.T, jnp.abs(jnp.fft.fft(v, axis=0))


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_complex_models_match_jax(dtype, tmp_path):
    rng = np.random.default_rng(10)
    real = np.empty(0, dtype).real.dtype
    x = rng.standard_normal((4, 96)).astype(real)
    h = _complex(rng, (49,), dtype)
    z, w = _complex(rng, (6, 10), dtype), _complex(rng, (6, 10), dtype)
    for name, fn, args in (("filter", _spectral_filter, [x, h]),
                           ("chain", _complex_chain, [z, w])):
        _, actual, expected = _run(fn, args, tmp_path, f"{name}_{np.dtype(dtype).name}")
        for i, (a, e) in enumerate(zip(actual, expected)):
            _close_to_scale(a, e, f"{name}/result{i}", model=True)


def test_signature_keeps_complex_types(tmp_path):
    """complex64 in, complex64 and float32 out; Python complex scalars are accepted for 0-d
    complex inputs; a complex128 array for a complex64 input is refused, not cast."""
    def fn(z, s):
        return z * s, jnp.abs(z)

    z = _complex(np.random.default_rng(11), (2, 3), np.complex64)
    s = np.complex64(0.5 - 2j)
    compiled, _, _ = _run(fn, [z, s], tmp_path, "signature")
    m = compiled.manifest
    assert [(t.dtype, t.shape) for t in m.inputs] == [("complex64", (2, 3)), ("complex64", ())]
    assert [(t.dtype, t.shape) for t in m.outputs] == [("complex64", (2, 3)), ("float32", (2, 3))]
    exe = pjrtc_runtime.load(tmp_path / "signature.pjrtc")
    product, size = exe(z, 0.5 - 2j)
    np.testing.assert_allclose(product, z * s, rtol=1e-6)
    np.testing.assert_allclose(size, np.abs(z), rtol=1e-6)
    with pytest.raises(pjrtc_runtime.errors.InputError, match="complex64"):
        exe(z.astype(np.complex128), s)
