"""The runtime's launch paths (opencl.py on OpenCL devices, capi.py elsewhere) and the reads of
loop predicates in place (CPU devices) compute what JAX does, order correctly with the SYCL
queue's own work (copies, waits, events), and report a refused launch as a DeviceError."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime import capi, opencl, sycl
from pjrtc_runtime import client as client_module
from pjrtc_runtime.errors import DeviceError
from pjrtc_runtime.steps import LaunchStep, WhileStep

from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.options import CompileOptions


def _chain(x, w):  # three dots: 3-D launch ranges, one kernel name launched three times
    for _ in range(3):
        x = jnp.tanh(x @ w)
    return x


def _fori(x):
    return jax.lax.fori_loop(0, 11, lambda i, v: jnp.sin(v) + 0.5, x)  # too long to unroll


def _while(x):  # the predicate depends on the data: read back every iteration
    def body(carry):
        v, n = carry
        return jnp.sin(v) + 0.5, n + jnp.where(v[0] > -2.0, 1.0, 0.0)
    return jax.lax.while_loop(lambda c: c[1] < 9.0, body, (x, jnp.float32(0)))[0]


def _switch(i, x):
    return jax.lax.switch(i, [lambda v: v + 1.0, lambda v: v * 3.0, jnp.cos], x)


_X = np.linspace(-1, 1, 64, dtype=np.float32)
_M = np.full((8, 8), 0.1, np.float32)
_W = (np.eye(8) * 0.9).astype(np.float32)
PROGRAMS: dict[str, tuple[Callable, list[np.ndarray]]] = {
    "chain": (_chain, [_M, _W]),
    "fori": (_fori, [_X]),
    "while": (_while, [_X]),
    "switch": (_switch, [np.int32(1), _X]),
}


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    directory = tmp_path_factory.mktemp("launch_paths")
    paths = {}
    for name, (fn, args) in PROGRAMS.items():
        # Loops stay on the host, whose launch paths these tests are about.
        compiled = compile_bytes(jax.jit(fn).lower(*args).as_text().encode(), f"{name}.mlir",
                                 CompileOptions(device_loops=False))
        paths[name] = directory / f"{name}.pjrtc"
        write_artifact(paths[name], compiled.manifest, compiled.spirv, compiled.constants)
    return paths


@pytest.mark.parametrize("path", ["opencl", "capi", "no-host-reads"])
def test_programs_match_jax_on_every_launch_path(artifacts: dict[str, Path], path: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    if path != "opencl":
        monkeypatch.setattr(opencl, "launcher_for", lambda queue, backend: None)
    if path == "no-host-reads":  # predicates and uploads through the queue, as on a GPU
        monkeypatch.setattr(client_module, "host_visible", lambda queue, info: False)
    client = pjrtc_runtime.Client()
    for name, (fn, args) in PROGRAMS.items():
        exe = client.load(artifacts[name])
        expected = np.asarray(jax.jit(fn)(*args))
        np.testing.assert_allclose(exe(*args)[0], expected, rtol=1e-5, atol=1e-6)
        buffers = exe.put(*args)
        for _ in range(2):  # the second call binds the same slots again
            (out,) = exe.execute(buffers)
            np.testing.assert_allclose(out.to_numpy(), expected, rtol=1e-5, atol=1e-6)
        (pending,) = exe.execute_async(buffers).outputs
        np.testing.assert_allclose(pending.to_numpy(), expected, rtol=1e-5, atol=1e-6)
        # Host arrays again: copied into the slots, which the launches must read (not the
        # memory the calls before bound).
        other = [a * 0.5 if a.dtype.kind == "f" else a for a in args]
        np.testing.assert_allclose(exe(*other)[0], np.asarray(jax.jit(fn)(*other)),
                                   rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("path", ["opencl", "capi"])
def test_a_loop_body_is_launched_and_counted_every_iteration(
        artifacts: dict[str, Path], path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A loop's body submits its launches in one ``launch_all`` (launch.py's ``_grouped``):
    count_launches still counts each of them in every iteration (11 here)."""
    if path != "opencl":
        monkeypatch.setattr(opencl, "launcher_for", lambda queue, backend: None)
    exe = pjrtc_runtime.Client().load(artifacts["fori"])
    schedule = exe.manifest.schedule
    (loop,) = [step for step in schedule if isinstance(step, WhileStep)]
    assert loop.trip_count is not None  # counted: its cond is not run
    top = sum(isinstance(step, LaunchStep) for step in schedule)
    body = sum(isinstance(step, LaunchStep) for step in loop.body)
    assert body > 0
    with exe.replay_steps([_X]) as replay:
        assert replay.count_launches() == top + 11 * body


def test_the_opencl_path_is_there_on_the_opencl_cpu_device() -> None:
    client = pjrtc_runtime.Client("opencl:cpu")
    queue = sycl.in_order_queue(client.sycl_context, client.sycl_device)
    assert opencl.launcher_for(queue, client.device.backend) is not None
    assert client.host_visible


def _slow_artifact(directory: Path) -> tuple[Path, np.ndarray, np.ndarray]:
    """One kernel over 4M elements (milliseconds): long enough to be caught running."""
    x = np.linspace(0, 1, 1 << 22, dtype=np.float32)

    def fn(v):
        return jnp.sin(jnp.cos(jnp.sin(v))) * 2.0 + 1.0
    compiled = compile_bytes(jax.jit(fn).lower(x).as_text().encode(), "slow.mlir")
    path = directory / "slow.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return path, x, np.asarray(jax.jit(fn)(x))


def test_events_of_launches_on_the_opencl_queue(tmp_path: Path) -> None:
    """An asynchronous run's results become ready only once its kernels have run; a run
    that reads them waits for them; SYCL's copies and waits come after the launches."""
    path, x, expected = _slow_artifact(tmp_path)
    exe = pjrtc_runtime.load(path)
    x_dev = exe.client.buffer_from_pyval(x)
    exe.execute([x_dev])  # warm
    run = exe.execute_async([x_dev])
    (y,) = run.outputs
    (z,) = exe.execute_async([y]).outputs  # reads y while it may still be written
    y_host = y.to_numpy()  # a SYCL copy on another queue, after y's event
    np.testing.assert_allclose(y_host, expected, rtol=1e-5, atol=1e-6)
    assert run.done() and y.is_ready()
    np.testing.assert_allclose(z.to_numpy(), np.sin(np.cos(np.sin(expected))) * 2 + 1,
                               rtol=1e-5, atol=1e-6)
    exe.execute_async([x_dev])
    exe.synchronize()  # queue.wait() on the workspace: covers the OpenCL launches


def test_a_refused_launch_is_a_device_error(addone_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    real = opencl.launcher_for

    def refusing(queue, backend):
        launcher = real(queue, backend)
        launcher._enqueue = lambda *args: -5  # CL_OUT_OF_RESOURCES
        return launcher

    monkeypatch.setattr(opencl, "launcher_for", refusing)
    exe = pjrtc_runtime.Client().load(addone_path)
    with pytest.raises(DeviceError, match=r"refused kernel addone "
                                          r"\(clEnqueueNDRangeKernel returned -5\)"):
        exe(np.zeros(16, np.float32))


def test_a_refused_launch_through_dpctl_is_a_device_error(
        addone_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opencl, "launcher_for", lambda queue, backend: None)
    exe = pjrtc_runtime.Client().load(addone_path)
    monkeypatch.setattr(capi, "_submit", lambda *args: None)
    with pytest.raises(DeviceError, match=r"refused kernel addone \(dpctl's "
                                          r"DPCTLQueue_SubmitNDRange returned no event\)"):
        exe(np.zeros(16, np.float32))
    monkeypatch.undo()
    np.testing.assert_array_equal(exe(np.zeros(16, np.float32))[0], np.ones(16, np.float32))


def test_uploads_where_the_host_sees_device_memory() -> None:
    client = pjrtc_runtime.Client()
    for value in (np.arange(1000, dtype=np.float64), np.array(7, np.int8),
                  np.ones((3, 5), np.complex64), np.zeros(0, np.float32)):
        np.testing.assert_array_equal(client.buffer_from_pyval(value).to_numpy(), value)


def test_put_keeps_arguments_on_the_device(add_path: Path) -> None:
    """Executable.put: arguments put once, then calls with only the others from the host."""
    from pjrtc_runtime import DeviceBuffer
    from pjrtc_runtime.errors import InputError

    exe = pjrtc_runtime.load(add_path)
    a, b = np.arange(16, dtype=np.float32), np.full(16, 2.0, np.float32)
    (b_dev,) = exe.put(b, start=1)
    assert isinstance(b_dev, DeviceBuffer) and exe.put(b_dev, start=1) == [b_dev]
    total, a1 = exe(a, b_dev)
    np.testing.assert_array_equal(total, a + b)
    np.testing.assert_array_equal(a1, a + 1)
    with pytest.raises(InputError, match=r"argument 1 \(b\): has the wrong dtype; expected "
                                         r"float32\[16\], got float64\[16\]"):
        exe.put(np.ones(16), start=1)
    with pytest.raises(InputError, match=r"2 argument\(s\) from input 1 do not fit the "
                                         r"executable's 2 input\(s\)"):
        exe.put(a, b, start=1)


def test_threads_calling_at_once_on_the_opencl_path(artifacts: dict[str, Path]) -> None:
    """Each workspace has cl_kernels of its own: threads that launch the same kernels at the
    same moment, binding different buffers, each get their own results."""
    import concurrent.futures

    client = pjrtc_runtime.Client()
    runs = []
    for name in ("chain", "while"):
        fn, args = PROGRAMS[name]
        exe = client.load(artifacts[name], max_concurrency=4)
        for k in range(4):
            scaled = [a * (0.25 + 0.25 * k) for a in args]
            runs.append((exe, scaled, np.asarray(jax.jit(fn)(*scaled))))

    def worker(run: tuple) -> None:
        exe, args, expected = run
        buffers = exe.put(*args)
        for i in range(25):
            got = exe.execute(buffers)[0].to_numpy() if i % 2 else exe(*args)[0]
            np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)

    with concurrent.futures.ThreadPoolExecutor(len(runs)) as pool:
        list(pool.map(worker, runs))


def test_a_refused_copy_is_a_device_error(artifacts: dict[str, Path],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    real = opencl.launcher_for

    def refusing(queue, backend):
        launcher = real(queue, backend)
        launcher._memcpy = lambda *args: -5
        return launcher

    monkeypatch.setattr(opencl, "launcher_for", refusing)
    fn, args = PROGRAMS["while"]  # its loop body copies the carried state
    exe = pjrtc_runtime.Client().load(artifacts["while"])
    with pytest.raises(DeviceError, match=r"refused a device copy "
                                          r"\(clEnqueueMemcpyINTEL returned -5\)"):
        exe(*args)
