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
