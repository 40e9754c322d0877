"""JAX programs on pjrtc's plugin, each compared with XLA:CPU in the same process.

Run as a script (`python tests/plugin/jax_checks.py [CHECK ...]`) by test_plugin_jax.py: the
plugin is registered in that child process only, so the test process's JAX is left as it is.
Prints one JSON object: {check name: null when it passed, else the failure's text}.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import traceback
from collections.abc import Callable
from functools import partial

import numpy as np

CHECKS: dict[str, Callable[[], None]] = {}


def check(f: Callable[[], None]) -> Callable[[], None]:
    CHECKS[f.__name__] = f
    return f


def _setup():
    import jax
    from jax._src import xla_bridge

    from pjrtc import plugin

    if plugin.PLATFORM not in xla_bridge._backend_factories:  # no entry point installed
        plugin.initialize()
    return jax, jax.devices(plugin.PLATFORM)[0], jax.devices("cpu")[0]


jax, PJRTC, CPU = _setup()
jnp = jax.numpy


def on_both(f, *args, **kwargs):
    """f jitted on pjrtc and on XLA:CPU (arguments put on each device); both results."""
    jitted = jax.jit(f, **kwargs)
    ours = jitted(*jax.device_put(args, PJRTC))
    theirs = jitted(*jax.device_put(args, CPU))
    return ours, theirs


def assert_close(ours, theirs, rtol=1e-5, atol=1e-5):
    leaves, tree = jax.tree.flatten(ours)
    their_leaves, their_tree = jax.tree.flatten(theirs)
    assert tree == their_tree, (tree, their_tree)
    for a, b in zip(leaves, their_leaves):
        assert a.devices() == {PJRTC}, a.devices()
        assert a.shape == b.shape and a.dtype == b.dtype, (a.shape, a.dtype, b.shape, b.dtype)
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=rtol, atol=atol)


@check
def devices():
    import pjrtc_runtime

    (device,) = jax.devices("pjrtc")
    assert device.platform == "pjrtc", device.platform
    assert device.device_kind == pjrtc_runtime.select_device().name, device.device_kind
    version = device.client.platform_version
    assert "pjrtc 0.1.0" in version and "artifact format" in version, version
    assert jax.default_backend() == "cpu"  # pjrtc ranks below XLA:CPU
    info = pjrtc_runtime.select_device()
    assert (device.filter_string, device.driver_version) == (info.filter_string,
                                                             info.driver_version)
    x = jax.device_put(np.ones(1000, np.float32), device)
    stats = device.memory_stats()
    assert stats["bytes_in_use"] >= x.nbytes and stats["num_allocs"] >= 1, stats
    assert "bytes_limit" not in stats, stats  # unknown: reported unset, not made up


@check
def add():
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    assert_close(*on_both(lambda a, b: a + b, x, x * 0.5))


@check
def mlp():
    rng = np.random.default_rng(0)
    w1, b1 = rng.normal(size=(16, 32)).astype(np.float32), rng.normal(size=32).astype(np.float32)
    w2, b2 = rng.normal(size=(32, 4)).astype(np.float32), rng.normal(size=4).astype(np.float32)
    x = rng.normal(size=(8, 16)).astype(np.float32)

    def mlp(params, x):
        (w1, b1), (w2, b2) = params
        return jax.nn.softmax(jnp.tanh(x @ w1 + b1) @ w2 + b2)

    assert_close(*on_both(mlp, ((w1, b1), (w2, b2)), x), rtol=1e-4, atol=1e-5)


@check
def reductions():
    x = np.random.default_rng(1).normal(size=(5, 7)).astype(np.float32)
    assert_close(*on_both(lambda a: (a.sum(), a.max(axis=0), jnp.mean(a, axis=1)), x),
                 rtol=1e-5, atol=1e-5)


@check
def pytree_outputs_and_int_types():
    x = np.arange(6, dtype=np.int32)
    f = lambda a: {"double": a * 2, "pair": (a + 1, (a > 2)), "sum": a.sum()}  # noqa: E731
    assert_close(*on_both(f, x))


@check
def device_put_and_block_until_ready():
    x = jax.device_put(np.arange(5, dtype=np.float32), PJRTC)
    assert x.devices() == {PJRTC}
    y = jax.jit(lambda a: a * 3)(x).block_until_ready()
    assert y.devices() == {PJRTC}
    np.testing.assert_array_equal(np.asarray(y), np.arange(5, dtype=np.float32) * 3)
    np.testing.assert_array_equal(np.asarray(x), np.arange(5, dtype=np.float32))


@check
def chained_calls_stay_on_device():
    x = jax.device_put(np.linspace(0, 1, 10, dtype=np.float32), PJRTC)
    f = jax.jit(lambda a: jnp.sin(a) * 2 + a)
    y = x
    for _ in range(5):
        y = f(y)
    expected = np.linspace(0, 1, 10, dtype=np.float32)
    for _ in range(5):
        expected = np.sin(expected) * 2 + expected
    np.testing.assert_allclose(np.asarray(y), expected, rtol=1e-5)


@check
def grad_scan_while_vmap_random():
    x = np.linspace(-1, 1, 16, dtype=np.float32).reshape(4, 4)
    assert_close(*on_both(jax.grad(lambda a: jnp.sum(jnp.tanh(a @ a))), x), rtol=1e-4)
    assert_close(*on_both(lambda a: jax.lax.scan(lambda c, r: (c + r, c * r), a[0], a), x))
    assert_close(*on_both(lambda a: jax.lax.while_loop(
        lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1), (0, a)), x), rtol=1e-5)
    assert_close(*on_both(jax.vmap(lambda r: jnp.dot(r, r)), x))
    assert_close(*on_both(lambda a: a + jax.random.normal(jax.random.key(1), a.shape), x))


@check
def threads_run_at_once():
    import threading

    x = np.linspace(0, 1, 16, dtype=np.float32).reshape(4, 4)
    f = jax.jit(lambda a, b: a @ b + 1)
    wrong: list[int] = []

    def work(i: int) -> None:
        a = jax.device_put(x * i, PJRTC)
        for _ in range(20):
            if not np.allclose(np.asarray(f(a, a)), (x * i) @ (x * i) + 1, rtol=1e-5):
                wrong.append(i)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads), "a thread hangs"
    assert not wrong, wrong


@check
def no_leak_over_many_calls():
    from pjrtc.plugin.functions import HANDLES

    f = jax.jit(lambda a: a * 2 + 1)
    x = jax.device_put(np.ones(64, np.float32), PJRTC)

    def run(n: int) -> None:
        for _ in range(n):
            np.asarray(f(x))

    run(50)
    handles, in_use = len(HANDLES), PJRTC.memory_stats()["bytes_in_use"]
    run(1000)
    assert len(HANDLES) <= handles, (len(HANDLES), handles)
    assert PJRTC.memory_stats()["bytes_in_use"] <= in_use, (PJRTC.memory_stats(), in_use)


@check
def a_program_compiles_once_then_comes_from_the_cache():
    from pjrtc import driver

    compiles = []
    real = driver.compile_bytes

    def counting(*args, **kwargs):
        compiles.append(args[1])
        return real(*args, **kwargs)

    driver.compile_bytes = counting
    cache, os.environ["PJRTC_CACHE_DIR"] = os.environ.get("PJRTC_CACHE_DIR"), tempfile.mkdtemp()
    try:
        x = jax.device_put(np.arange(3, dtype=np.float32), PJRTC)
        for _ in range(2):  # one call site: JAX's MLIR (its locations too) is the same
            np.testing.assert_array_equal(np.asarray(jax.jit(lambda a: a - 7)(x)),
                                          [-7, -6, -5])
            jax.clear_caches()  # JAX compiles again: pjrtc's cache answers
    finally:
        driver.compile_bytes = real
        shutil.rmtree(os.environ["PJRTC_CACHE_DIR"])
        if cache is None:
            del os.environ["PJRTC_CACHE_DIR"]
        else:
            os.environ["PJRTC_CACHE_DIR"] = cache
    assert len(compiles) == 1, compiles


@check
def compiled_memory_analysis():
    x = jax.device_put(np.ones(1000, np.float32), PJRTC)
    stats = jax.jit(lambda a: a * 2).lower(x).compile().memory_analysis()
    assert stats.argument_size_in_bytes == stats.output_size_in_bytes == 4000, stats
    assert stats.generated_code_size_in_bytes > 0 and stats.host_temp_size_in_bytes == 0, stats


@check
def compile_error_carries_pjrtc_message():
    f = lambda a: jax.ffi.ffi_call(  # noqa: E731
        "pjrtc_test_no_such_target", jax.ShapeDtypeStruct(a.shape, a.dtype))(a)
    # (Held in a variable: an argument that dies while the error propagates is the next
    # check's.)
    x = jax.device_put(np.ones(3, np.float32), PJRTC)
    try:
        jax.jit(f)(x)
    except Exception as e:  # JaxRuntimeError
        text = str(e)
        assert "INVALID_ARGUMENT" in text, text
        assert "stablehlo.custom_call @pjrtc_test_no_such_target is not supported" in text, text
        assert "jax_checks.py" in text, text  # the user's source location, from JAX's MLIR
    else:
        raise AssertionError("no error")


@check
def an_exception_pending_when_jaxlib_frees_a_buffer_reaches_the_user():
    """An argument that dies as a call fails: jaxlib frees it (PJRT_Buffer_Destroy) with the
    call's exception pending. The native slot (plugin/native.py) sets it aside around the
    callback: the user gets jaxlib's error with pjrtc's message, nothing on stderr. With
    PJRTC_PLUGIN_NATIVE=0 (the fallback, test_plugin_jax.py) the ctypes callback loses it, as
    c_api.dispatch documents: Python raises "SystemError: error return without exception set"
    in its place, and the plugin prints the lost exception on stderr. Either way the plugin
    goes on working."""
    import contextlib
    import io

    from pjrtc.plugin import native

    f = lambda a: jax.ffi.ffi_call(  # noqa: E731
        "pjrtc_test_no_such_target", jax.ShapeDtypeStruct(a.shape, a.dtype))(a)
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr):
        try:
            jax.jit(f)(jax.device_put(np.ones(3, np.float32), PJRTC))
        except Exception as e:
            error = e
        else:
            raise AssertionError("the call did not fail")
    text = stderr.getvalue()
    if os.environ.get(native.VARIABLE) == "0":
        assert isinstance(error, SystemError), repr(error)
        assert "error return without exception set" in str(error), error
        assert "jaxlib called PJRT_Buffer_Destroy while this exception was being raised" in (
            text), text
        assert "JaxRuntimeError: INVALID_ARGUMENT" in text, text
        assert "@pjrtc_test_no_such_target is not supported" in text, text
    else:
        assert native.build_seconds() > 0  # the table's slots are native
        assert type(error).__name__ == "JaxRuntimeError", repr(error)
        assert "INVALID_ARGUMENT" in str(error), error
        assert "@pjrtc_test_no_such_target is not supported" in str(error), error
        assert "jaxlib called" not in text, text
    x = jax.device_put(np.arange(3, dtype=np.float32), PJRTC)  # the plugin still works
    np.testing.assert_array_equal(np.asarray(jax.jit(lambda a: a + 1)(x)), [1, 2, 3])


@check
def serialize_round_trip():
    from jax.experimental import serialize_executable

    from pjrtc_runtime.client import default_client
    from pjrtc_runtime.launch import load_on
    from pjrtc_runtime.loader import read_artifact_bytes

    x = jax.device_put(np.arange(4, dtype=np.float32), PJRTC)
    compiled = jax.jit(lambda a: a * 2 + 1).lower(x).compile()
    payload, in_tree, out_tree = serialize_executable.serialize(compiled)
    loaded = serialize_executable.deserialize_and_load(payload, in_tree, out_tree,
                                                       backend="pjrtc")
    np.testing.assert_array_equal(np.asarray(loaded(x)), np.arange(4) * 2 + 1)
    # What JAX serialized holds the pjrtc artifact (a zip): it loads in the runtime as well.
    start = payload.find(b"PK\x03\x04")
    end = payload.find(b"PK\x05\x06", start) + 22  # the end record, no zip comment
    artifact = read_artifact_bytes(payload[start:end], "payload")
    (y,) = load_on(default_client(), artifact).run([np.arange(4, dtype=np.float32)])
    np.testing.assert_array_equal(y, np.arange(4) * 2 + 1)


@check
def topology_describes_the_client():
    """PJRT_Client_TopologyDescription: jaxlib's topology of pjrtc's devices (platform, kinds,
    a fingerprint of its serialization), which JAX's persistent compilation cache key hashes
    instead of falling back to the devices' kinds."""
    import hashlib

    from jax._src import cache_key
    from jax._src.lib import xla_client

    topology = xla_client.get_topology_for_devices([PJRTC])
    assert topology.platform == "pjrtc", topology.platform
    assert topology.platform_version == PJRTC.client.platform_version, topology.platform_version
    kinds = [d.device_kind for d in topology._make_compile_only_devices()]
    assert kinds == [PJRTC.device_kind], kinds
    fingerprint = topology.fingerprint()
    assert fingerprint == xla_client.get_topology_for_devices([PJRTC]).fingerprint()
    keyed, expected = hashlib.sha256(), hashlib.sha256(fingerprint.to_bytes(8, "big"))
    cache_key._hash_accelerator_config(keyed, np.array([PJRTC]))
    assert keyed.digest() == expected.digest()


@check
def compile_ahead_of_time_for_a_topology():
    """PJRT_TopologyDescription_Create and PJRT_Compile: jax.jit(f).lower(...).compile() for
    pjrtc's topology (compile-only devices), serialized, then loaded and run on the device
    with XLA:CPU's results."""
    from jax.experimental import serialize_executable, topologies
    from jax.sharding import NamedSharding, PartitionSpec

    topology = topologies.get_topology_desc(platform="pjrtc")
    assert [d.device_kind for d in topology.devices] == [PJRTC.device_kind], topology.devices
    sharding = NamedSharding(topologies.make_mesh(topology, (1,), ("x",)), PartitionSpec())
    spec = jax.ShapeDtypeStruct((4, 4), jnp.float32, sharding=sharding)
    f = lambda a: jnp.linalg.solve(a, jnp.sin(a[:, 0]))  # noqa: E731
    compiled = jax.jit(f).lower(spec).compile()
    payload, in_tree, out_tree = serialize_executable.serialize(compiled)
    loaded = serialize_executable.deserialize_and_load(payload, in_tree, out_tree,
                                                       backend="pjrtc")
    a = (np.random.default_rng(8).normal(size=(4, 4)) + 4 * np.eye(4)).astype(np.float32)
    assert_close(loaded(jax.device_put(a, PJRTC)), jax.jit(f)(jax.device_put(a, CPU)),
                 rtol=1e-3, atol=1e-4)


@check
def flax_model_trains_with_xla_cpus_losses():
    """A flax linen MLP trained with optax's Adam on synthetic data: each step's loss, and the
    parameters at the end, equal XLA:CPU's within the conformance suite's model tolerance
    (float32: rtol 1e-4, atol 1e-5)."""
    try:
        import flax.linen as nn
        import optax
    except ImportError as e:  # a test dependency: a failure, not a skip
        raise AssertionError(f"{e}: flax is in pyproject's `test` group; `make setup` "
                             "installs it") from e

    class Classifier(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.gelu(nn.Dense(32)(x))
            x = nn.LayerNorm()(x)
            return nn.Dense(4)(x)

    rng = np.random.default_rng(3)
    x = rng.normal(size=(32, 16)).astype(np.float32)
    labels = (x[:, :4].argmax(axis=1)).astype(np.int32)
    model, optimizer = Classifier(), optax.adam(1e-2)
    params = jax.device_get(model.init(jax.random.key(0), x[:1]))  # on the host

    def step(state, x, labels):
        params, opt_state = state

        def loss_fn(params):
            logits = model.apply(params, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), opt_state), loss

    step = jax.jit(step)

    def train(device):
        state = jax.device_put((params, optimizer.init(params)), device)
        data = jax.device_put((x, labels), device)
        losses = []
        for _ in range(6):
            state, loss = step(state, *data)
            losses.append(loss)
        return state[0], losses

    ours, theirs = train(PJRTC), train(CPU)
    assert_close(ours, theirs, rtol=1e-4, atol=1e-5)
    losses = [float(loss) for loss in ours[1]]
    assert losses[-1] < losses[0], losses  # it learns


@check
def tiny_programs_run_inline_the_rest_asynchronously():
    """A run of a program of a few small kernels is done when Execute returns (its events
    ready: objects.runs_inline); a larger one is submitted, and its results are waited for."""
    from pjrtc.plugin.functions import HANDLES
    from pjrtc.plugin.objects import LoadedExecutable

    def loaded_by(f, *args) -> set[bool]:
        """`inline` of the executables that jitting f and running it on both devices loads."""
        before = {id(obj) for obj, _ in HANDLES._objects.values()}
        assert_close(*on_both(f, *args), rtol=1e-4, atol=1e-4)
        return {obj.inline for obj, _ in HANDLES._objects.values()
                if isinstance(obj, LoadedExecutable) and id(obj) not in before}

    x = np.linspace(0, 1, 256 * 256, dtype=np.float32).reshape(256, 256)
    assert loaded_by(lambda a: jnp.tanh(a @ a) + 1, x[:8, :8]) == {True}
    assert loaded_by(lambda a: jnp.tanh(a @ a) + 1, x) == {False}


@check
def donated_inputs_are_consumed_and_their_memory_reused():
    """donate_argnums: JAX marks the donation (no "not usable" warning), the run consumes the
    donated input (deleted afterwards; XLA:CPU's too) and its memory holds the output of its
    dtype and shape; results equal XLA:CPU's."""
    import warnings

    def f(a, b):
        return a * 2 + b, b.sum()

    x, y = np.arange(1024, dtype=np.float32), np.linspace(0, 1, 1024, dtype=np.float32)
    jitted = jax.jit(f, donate_argnums=0)
    jax.block_until_ready(jitted(*jax.device_put((x, y), PJRTC)))  # compiled and loaded
    results = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for device in (PJRTC, CPU):
            a, b = jax.device_put((x, y), device)
            in_use = PJRTC.memory_stats()["bytes_in_use"]
            results[device] = jitted(a, b)
            jax.block_until_ready(results[device])
            assert a.is_deleted() and not b.is_deleted(), (device, a.is_deleted())
            if device is PJRTC:  # the output took a's memory: only the scalar is new
                grown = PJRTC.memory_stats()["bytes_in_use"] - in_use
                assert grown < x.nbytes, grown
            try:
                np.asarray(a)
            except RuntimeError as e:
                assert "deleted" in str(e), e
            else:
                raise AssertionError(f"a donated array on {device} is still readable")
    assert not [str(w.message) for w in caught if "donat" in str(w.message)], [
        str(w.message) for w in caught]
    assert_close(results[PJRTC], results[CPU])
    # An array donated and passed again in the same call is refused, as XLA:CPU refuses it.
    z = jax.device_put(x, PJRTC)
    try:
        jitted(z, z)
    except Exception as e:  # JaxRuntimeError
        assert "INVALID_ARGUMENT" in str(e) and "is donated, but the same buffer is also" in str(
            e), e
    else:
        raise AssertionError("an array donated and passed twice was accepted")


@check
def an_output_donated_or_deleted_is_deleted():
    """The outputs of an inline run answer Buffer_IsDeleted natively (plugin/native.py's
    settled buffers) until a device buffer is deleted: a donated or deleted output shows it."""
    x = jax.device_put(np.arange(4, dtype=np.float32), PJRTC)
    z = jax.jit(lambda a: a * 2)(x).block_until_ready()
    assert not z.is_deleted()
    w = jax.jit(lambda a: a + 1, donate_argnums=0)(z).block_until_ready()
    assert z.is_deleted() and not w.is_deleted()
    np.testing.assert_array_equal(np.asarray(w), [1, 3, 5, 7])
    w.delete()
    assert w.is_deleted()
    y = jax.jit(lambda a: a + 1)(x)
    assert not y.is_deleted()
    y.delete()
    assert y.is_deleted()


@check
def a_donation_no_result_can_use_is_jaxs_warning_and_keeps_the_input():
    """A donated argument no result has the type of: JAX warns at lowering, as on XLA:CPU,
    and the argument stays alive."""
    import warnings

    x = jax.device_put(np.arange(6, dtype=np.float32), PJRTC)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = jax.jit(lambda a: a.sum(), donate_argnums=0)(x)
    messages = [str(w.message) for w in caught]
    assert any("Some donated buffers were not usable" in m for m in messages), messages
    assert not any("not implemented" in m for m in messages), messages
    assert float(y) == 15.0 and not x.is_deleted()
    np.testing.assert_array_equal(np.asarray(x), np.arange(6))


# Linear algebra (pjrtc takes XLA:CPU's lowering rules: pjrtc/plugin/lowerings.py), f32 and,
# in x64 mode, f64, at the tolerances of the LAPACK tests (tests/e2e/lapack_helpers.py, JAX's
# back-compat ones). Eigenvectors and singular vectors are unique up to sign (phase): those
# checks compare what is unique (values, reconstructions, orthonormality) instead.
LINALG_TOLERANCES = {np.float32: (1e-3, 1e-4), np.float64: (1e-5, 1e-12)}


def _linalg_dtypes():
    """(dtype, its rtol, atol, the x64 context to run it in) for f32 and f64."""
    for dtype, (rtol, atol) in LINALG_TOLERANCES.items():
        yield dtype, rtol, atol, jax.enable_x64(dtype == np.float64)


def _matrix(dtype, n=6, batch=(), spd=False, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.normal(size=(*batch, n, n))
    if spd:
        a = a @ np.swapaxes(a, -1, -2) + n * np.eye(n)
    return a.astype(dtype)


def _assert_orthonormal(q, rtol, atol):
    q = np.asarray(q)
    eye = np.broadcast_to(np.eye(q.shape[-1]), (*q.shape[:-2], q.shape[-1], q.shape[-1]))
    np.testing.assert_allclose(np.conj(np.swapaxes(q, -1, -2)) @ q, eye, rtol=rtol,
                               atol=max(atol, 100 * np.finfo(q.dtype).eps))


def _assert_reconstructs(product, a, rtol, atol):
    """`product` equals `a` within what rounding leaves of a product of n-term sums."""
    a = np.asarray(a)
    scale = np.abs(a).max() * a.shape[-1] * np.finfo(np.asarray(product).dtype).eps
    np.testing.assert_allclose(np.asarray(product), a, rtol=rtol, atol=max(atol, 10 * scale))


@check
def linalg_lowers_to_lapack_custom_calls():
    """jnp.linalg on pjrtc lowers as on XLA:CPU: to the LAPACK FFI calls pjrtc compiles."""
    a = jax.device_put(_matrix(np.float32, spd=True), PJRTC)
    for f, target in [(jnp.linalg.eigh, "lapack_ssyevd_ffi"), (jnp.linalg.qr, "lapack_sgeqrf_ffi"),
                      (jnp.linalg.cholesky, "lapack_spotrf_ffi"),
                      (jnp.linalg.solve, "lapack_sgetrf_ffi"), (jnp.linalg.eig, "lapack_sgeev_ffi")]:
        args = (a, a[:, 0]) if f is jnp.linalg.solve else (a,)
        text = jax.jit(f).lower(*args).as_text()
        assert target in text, (f.__name__, target)


@check
def linalg_solve_inv_det():
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            a, b = _matrix(dtype, batch=(2,)), _matrix(dtype, seed=1)[:, :2]
            assert_close(*on_both(lambda a, b: (jnp.linalg.solve(a, b), jnp.linalg.inv(a),
                                                jnp.linalg.det(a), jnp.linalg.slogdet(a)),
                                  a, np.broadcast_to(b, (2, *b.shape))), rtol=rtol, atol=atol)


@check
def linalg_cholesky():
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            a = _matrix(dtype, batch=(3,), spd=True)
            ours, theirs = on_both(jnp.linalg.cholesky, a)
            assert_close(ours, theirs, rtol=rtol, atol=atol)
            assert_close(*on_both(lambda a: jax.scipy.linalg.cho_solve(
                jax.scipy.linalg.cho_factor(a), a[..., :1]), a), rtol=rtol, atol=atol)


@check
def linalg_qr():
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            for shape in [(6, 6), (7, 4), (4, 7)]:
                a = np.random.default_rng(2).normal(size=shape).astype(dtype)
                (q, r), (_, their_r) = on_both(jnp.linalg.qr, a)
                assert q.devices() == {PJRTC} and q.dtype == dtype, (q.devices(), q.dtype)
                np.testing.assert_array_equal(np.triu(np.asarray(r)), np.asarray(r))
                np.testing.assert_allclose(np.abs(np.asarray(r)), np.abs(np.asarray(their_r)),
                                           rtol=rtol, atol=atol)
                _assert_orthonormal(q, rtol, atol)
                _assert_reconstructs(np.asarray(q) @ np.asarray(r), a, rtol, atol)


@check
def linalg_eigh():
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            a = _matrix(dtype, batch=(2,), spd=True) - 6 * np.eye(6, dtype=dtype)  # indefinite
            (w, v), (their_w, _) = on_both(jnp.linalg.eigh, a)
            assert_close(w, their_w, rtol=rtol, atol=atol)
            _assert_orthonormal(v, rtol, atol)
            v, w = np.asarray(v), np.asarray(w)
            _assert_reconstructs(v @ (w[..., None] * np.swapaxes(v, -1, -2)), a, rtol, atol)
            assert_close(*on_both(jnp.linalg.eigvalsh, a), rtol=rtol, atol=atol)


@check
def linalg_svd_pinv_lstsq():
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            for shape in [(6, 6), (7, 4), (4, 7)]:
                a = np.random.default_rng(3).normal(size=shape).astype(dtype)
                (u, s, vt), (_, their_s, _) = on_both(
                    lambda a: jnp.linalg.svd(a, full_matrices=False), a)
                assert_close(s, their_s, rtol=rtol, atol=atol)
                _assert_orthonormal(u, rtol, atol)
                _assert_orthonormal(np.swapaxes(np.asarray(vt), -1, -2), rtol, atol)
                _assert_reconstructs((np.asarray(u) * np.asarray(s)) @ np.asarray(vt), a, rtol,
                                     atol)
                assert_close(*on_both(lambda a: jnp.linalg.svd(a, compute_uv=False), a),
                             rtol=rtol, atol=atol)
                assert_close(*on_both(jnp.linalg.pinv, a), rtol=rtol, atol=atol)
                b = np.random.default_rng(4).normal(size=(shape[0], 2)).astype(dtype)
                assert_close(*on_both(lambda a, b: jnp.linalg.lstsq(a, b)[0], a, b), rtol=rtol,
                             atol=atol)


@check
def linalg_eig():
    """jnp.linalg.eig, which JAX implements on CPU only: eigenvalues (complex, in LAPACK's
    order) as XLA:CPU's; each eigenvector satisfies A v = w v."""
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            a = _matrix(dtype, seed=5)
            (w, v), (their_w, _) = on_both(jnp.linalg.eig, a)
            assert_close(w, their_w, rtol=rtol, atol=atol)
            w, v = np.asarray(w), np.asarray(v)
            _assert_reconstructs(a @ v, v * w, rtol, atol)


@check
def linalg_complex64():
    """complex64 (LAPACK's c* routines): solve and cholesky as XLA:CPU's; eigh, svd and qr by
    their values and (conjugate-transposed) reconstructions."""
    rtol, atol = LINALG_TOLERANCES[np.float32]
    rng = np.random.default_rng(7)
    a = (rng.normal(size=(5, 5)) + 1j * rng.normal(size=(5, 5))).astype(np.complex64)
    h = (a @ a.conj().T + 5 * np.eye(5)).astype(np.complex64)
    assert_close(*on_both(lambda a, h: (jnp.linalg.solve(a, h[:, :2]), jnp.linalg.cholesky(h)),
                          a, h), rtol=rtol, atol=atol)
    (w, v), (their_w, _) = on_both(jnp.linalg.eigh, h)
    assert_close(w, their_w, rtol=rtol, atol=atol)
    v, w = np.asarray(v), np.asarray(w)
    _assert_orthonormal(v, rtol, atol)
    _assert_reconstructs((v * w) @ v.conj().T, h, rtol, atol)
    (u, s, vh), (_, their_s, _) = on_both(jnp.linalg.svd, a)
    assert_close(s, their_s, rtol=rtol, atol=atol)
    _assert_reconstructs((np.asarray(u) * np.asarray(s)) @ np.asarray(vh), a, rtol, atol)
    (q, r), _ = on_both(jnp.linalg.qr, a)
    _assert_orthonormal(q, rtol, atol)
    _assert_reconstructs(np.asarray(q) @ np.asarray(r), a, rtol, atol)

@check
def scipy_linalg():
    """jax.scipy.linalg and lax.linalg's other CPU-lowered primitives: lu, solve_triangular,
    tridiagonal_solve as XLA:CPU's; schur and hessenberg by their form and reconstruction
    (A = Z T Z^T, T zero below its first subdiagonal)."""
    for dtype, rtol, atol, x64 in _linalg_dtypes():
        with x64:
            a = _matrix(dtype, seed=6)
            assert_close(*on_both(jax.scipy.linalg.lu, a), rtol=rtol, atol=atol)
            assert_close(*on_both(lambda a: jax.scipy.linalg.solve_triangular(
                a, a[:, :2], lower=True), a + 6 * np.eye(6, dtype=dtype)), rtol=rtol, atol=atol)
            zero = np.zeros(1, dtype)  # dl[0] and du[-1] are outside the matrix
            dl, d, du = np.concatenate([zero, a[0, 1:]]), a[1] + 4, np.concatenate([a[2, :-1],
                                                                                   zero])
            assert_close(*on_both(jax.lax.linalg.tridiagonal_solve, dl, d, du, a[3:].T),
                         rtol=rtol, atol=atol)
            for f in (jax.scipy.linalg.schur, partial(jax.scipy.linalg.hessenberg, calc_q=True)):
                (t, z), _ = on_both(f, a)
                assert t.devices() == z.devices() == {PJRTC}, (t.devices(), z.devices())
                t, z = np.asarray(t), np.asarray(z)
                np.testing.assert_array_equal(np.tril(t, -2), 0)
                _assert_orthonormal(z, rtol, atol)
                _assert_reconstructs(z @ t @ z.T, a, rtol, atol)

@check
def host_callbacks_are_refused_naming_the_primitive():
    """A host callback (pjrtc programs cannot call Python) fails at lowering, naming it."""
    x = jax.device_put(np.arange(3, dtype=np.float32), PJRTC)
    cases = {
        "debug_print": lambda a: (jax.debug.print("{}", a), a * 2)[1],
        "debug_callback": lambda a: (jax.debug.callback(print, a), a * 2)[1],
        "pure_callback": lambda a: jax.pure_callback(
            np.sin, jax.ShapeDtypeStruct(a.shape, a.dtype), a),
    }
    for name, f in cases.items():
        try:
            jax.jit(f)(x)
        except NotImplementedError as e:
            assert f"primitive {name!r}" in str(e) and "host callback" in str(e), str(e)
        else:
            raise AssertionError(f"{name}: no error")


def main(names: list[str]) -> None:
    results = {}
    for name in names or list(CHECKS):
        try:
            CHECKS[name]()
            results[name] = None
        except Exception:
            results[name] = traceback.format_exc()
    print(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1:])
