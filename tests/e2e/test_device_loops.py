"""While loops run as one kernel on the device (pjrtc/passes/device_loops.py,
pjrtc/codegen/device_loop.py), against JAX on CPU: a data-dependent loop whose state a
reduction reads whole, nested loops, a loop too large for one work-item staying on the host,
and `--host-loops`."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from conftest_cases import assert_close
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.ir.kernel import While, walk_steps
from pjrtc.ir.kernel_printer import print_kernel_module
from pjrtc.options import CompileOptions


def _load(compiled, tmp_path, name: str):
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return pjrtc_runtime.load(path)


def _loops(compiled) -> tuple[int, int]:
    """(while steps the host runs, device loop kernels) of a compiled program."""
    host = sum(isinstance(s, While) for s in walk_steps(compiled.kernels.steps))
    return host, sum(kern.loop is not None for kern in compiled.kernels.kernels)


def _power_iteration(w, x, tol):
    """Normalize w @ x until it moves less than tol (or 200 trips): every trip's product reads
    the whole state the trip before wrote, and the exit depends on the data."""
    def cond(state):
        _, delta, trips = state
        return (delta > tol) & (trips < 200)

    def body(state):
        x, _, trips = state
        y = w @ x
        y = y / jnp.sqrt(jnp.sum(y * y))
        return y, jnp.max(jnp.abs(y - x)), trips + 1

    return lax.while_loop(cond, body, (x, jnp.float32(jnp.inf), jnp.int32(0)))


def test_a_data_dependent_loop_is_one_launch(tmp_path):
    rng = np.random.default_rng(0)
    a = rng.standard_normal((24, 24)).astype(np.float32)
    w = (a + a.T) / 2 + np.diag(np.arange(24, dtype=np.float32))  # a dominant eigenvalue
    x = np.ones(24, np.float32)
    text = jax.jit(_power_iteration).lower(w, x, np.float32(0)).as_text().encode()
    compiled = compile_bytes(text, "power.mlir")
    assert _loops(compiled) == (0, 1)
    assert "a while loop on" in print_kernel_module(compiled.kernels, compiled.target)
    exe = _load(compiled, tmp_path, "power")
    with exe.replay_steps([w, x, np.float32(1e-3)]) as replay:
        # every launch is before the loop or the loop itself, whatever its trips
        assert replay.count_launches() == len(compiled.manifest.kernels)
    for tol in (1.0, 1e-3, 0.0):  # a few trips, more, until the bound
        actual = exe(w, x, np.float32(tol))
        expected = jax.jit(_power_iteration)(w, x, np.float32(tol))
        assert int(actual[2]) == int(expected[2]), tol
        for name, got, want in zip(("x", "delta"), actual, expected):
            assert_close(np.asarray(got), np.asarray(want), f"{name} tol={tol}", model=True)


def _nested(x, n):
    def outer(i, acc):
        inner = lax.fori_loop(0, i, lambda j, a: jnp.sin(a) + x * j.astype(jnp.float32), acc)
        return inner * 0.5

    return lax.fori_loop(0, n, outer, jnp.zeros_like(x))


def test_a_loop_in_a_loop_body_is_part_of_the_outer_device_loop(tmp_path):
    x = np.linspace(-1, 1, 40, dtype=np.float32)
    compiled = compile_bytes(jax.jit(_nested).lower(x, np.int32(3)).as_text().encode(),
                             "nested.mlir")
    assert _loops(compiled) == (0, 1)
    (outer,) = [kern for kern in compiled.kernels.kernels if kern.loop is not None]
    assert any(kern.loop is not None for kern in outer.loop.body)  # the inner loop, nested
    exe = _load(compiled, tmp_path, "nested")
    for n in (0, 1, 4):
        assert_close(exe(x, np.int32(n))[0], np.asarray(jax.jit(_nested)(x, np.int32(n))),
                     f"nested n={n}")


def test_a_loop_reading_megabytes_a_trip_stays_on_the_host(tmp_path):
    """4 MB of weights a trip over 3 launches: one core reading them is slower than every
    core (Target.device_loop_bytes_per_launch)."""
    rng = np.random.default_rng(1)
    w = (rng.standard_normal((1024, 1024)) * 0.03).astype(np.float32)
    x = rng.standard_normal(1024).astype(np.float32)

    def fn(w, x, n):
        return lax.fori_loop(0, n, lambda i, h: jnp.tanh(w @ h), x)

    compiled = compile_bytes(jax.jit(fn).lower(w, x, np.int32(2)).as_text().encode(), "big.mlir")
    assert _loops(compiled) == (1, 0)
    exe = _load(compiled, tmp_path, "big")
    assert_close(exe(w, x, np.int32(3))[0], np.asarray(jax.jit(fn)(w, x, np.int32(3))),
                 "big", model=True)


def test_a_loop_of_scalar_work_stays_on_the_host(tmp_path):
    """A sort of 1000 elements a trip (a rank sort: a million comparisons in scalar code per
    work-item, which the device compiler puts in vector lanes when it is launched, one work-item
    cannot): the launches over every core and lane are faster."""
    x = np.linspace(-1, 1, 1000, dtype=np.float32)[::-1].copy()

    def fn(x, n):
        return lax.fori_loop(0, n, lambda i, c: jnp.sort(c)[::-1] * 0.5 + x, x)

    compiled = compile_bytes(jax.jit(fn).lower(x, np.int32(2)).as_text().encode(), "sort.mlir")
    assert _loops(compiled) == (1, 0)
    exe = _load(compiled, tmp_path, "sort")
    assert_close(exe(x, np.int32(3))[0], np.asarray(jax.jit(fn)(x, np.int32(3))), "sort")


def test_host_loops_option_keeps_the_loop_on_the_host():
    x = np.linspace(-1, 1, 40, dtype=np.float32)
    text = jax.jit(_nested).lower(x, np.int32(3)).as_text().encode()
    compiled = compile_bytes(text, "nested.mlir", CompileOptions(device_loops=False))
    assert _loops(compiled) == (2, 0)
    assert compiled.manifest.options == {"device_loops": False}  # recorded: other code
    assert compile_bytes(text, "nested.mlir").manifest.options == {}
