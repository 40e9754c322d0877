"""The PJRT-style API: a client, device buffers, execute on buffers or numpy, donation,
asynchronous execution, DLPack and __sycl_usm_array_interface__."""

from __future__ import annotations

import warnings
from pathlib import Path

import ml_dtypes
import numpy as np
import pjrtc_runtime
import pytest
from pjrtc_runtime import Client, DeviceBuffer, Execution
from pjrtc_runtime.errors import DeletedBufferError, InputError
from pjrtc_runtime.schema import DTYPE_SIZES
from runtime_helpers import N

X = np.arange(N, dtype=np.float32)


@pytest.fixture(scope="module")
def client() -> Client:
    return Client()


@pytest.fixture(scope="module")
def addone(client: Client, addone_path: Path) -> pjrtc_runtime.Executable:
    return client.load(addone_path)


def _pointer(buffer: DeviceBuffer) -> int:
    return buffer.__sycl_usm_array_interface__["data"][0]


def test_client_lists_devices_and_picks_the_default(client: Client) -> None:
    assert client.device.filter_string == "opencl:cpu:0" and client.device.is_default
    assert client.device in client.devices()
    assert Client("opencl:cpu:0").device == client.device
    assert "opencl:cpu:0" in repr(client)


@pytest.mark.parametrize("dtype", [*[d for d in DTYPE_SIZES if d != "bfloat16"],
                                   ml_dtypes.bfloat16])
@pytest.mark.parametrize("shape", [(), (0,), (3, 5), (2, 0, 4), (67,)])
def test_host_device_round_trip(client: Client, dtype: object, shape: tuple) -> None:
    values = (np.arange(int(np.prod(shape))) % 7 - 3).astype(dtype).reshape(shape)
    buffer = client.buffer_from_pyval(values)
    assert buffer.shape == shape and buffer.dtype == np.dtype(dtype)
    assert buffer.nbytes == values.nbytes and buffer.is_ready()
    back = buffer.to_numpy()
    assert back.dtype == values.dtype and back.shape == shape
    np.testing.assert_array_equal(back, values)
    np.testing.assert_array_equal(np.asarray(buffer), values)


def test_upload_copies_at_once_and_accepts_any_layout(client: Client) -> None:
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    for view in (x.T, x[::-1, ::2], np.asfortranarray(x), x.astype(">f4")):
        buffer = client.buffer_from_pyval(view)
        expected = np.array(view, dtype=np.float32)
        view_copy = expected.copy()
        if view.flags.writeable:
            view[...] = -1  # the buffer holds the values at the time of the call
        np.testing.assert_array_equal(buffer.to_numpy(), view_copy)
        assert buffer.dtype == np.float32


def test_unsupported_values_are_refused(client: Client) -> None:
    with pytest.raises(InputError, match=r"dtype datetime64\[s\], which pjrtc does not "):
        client.buffer_from_pyval(np.zeros(3, "datetime64[s]"))
    with pytest.raises(InputError, match="dtype <U1"):
        client.buffer_from_pyval(np.array(["a"]))
    with pytest.raises(InputError, match="already a DeviceBuffer"):
        client.buffer_from_pyval(client.buffer_from_pyval(X))


def test_execute_on_buffers_and_numpy(addone: pjrtc_runtime.Executable, client: Client,
                                      add_path: Path) -> None:
    x = client.buffer_from_pyval(X)
    (y,) = addone.execute([x])
    assert isinstance(y, DeviceBuffer) and y.is_ready()
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    (z,) = addone.execute([y])  # an output is an input as it is
    np.testing.assert_array_equal(z.to_numpy(), X + 2)
    np.testing.assert_array_equal(x.to_numpy(), X)  # inputs are never written
    (host,) = addone.execute([x], results="host")
    assert isinstance(host, np.ndarray)
    np.testing.assert_array_equal(host, X + 1)
    add = client.load(add_path)
    total, a1 = add.execute([x, X * 10])  # buffers and numpy mixed
    np.testing.assert_array_equal(total.to_numpy(), X * 11)
    np.testing.assert_array_equal(a1.to_numpy(), X + 1)
    np.testing.assert_array_equal(addone(X)[0], X + 1)  # the numpy API is unchanged


def test_buffer_arguments_are_checked(addone: pjrtc_runtime.Executable, client: Client) -> None:
    with pytest.raises(InputError, match=r"argument 0 \(x\): has the wrong dtype; expected "
                                         r"float32\[16\], got DeviceBuffer float64\[16\]"):
        addone.execute([client.buffer_from_pyval(X.astype(np.float64))])
    with pytest.raises(InputError, match=r"wrong shape; expected float32\[16\], got "
                                         r"DeviceBuffer float32\[4,4\]"):
        addone.execute([client.buffer_from_pyval(X.reshape(4, 4))])
    with pytest.raises(InputError, match="results='numpy' is not one of 'device', 'host'"):
        addone.execute([X], results="numpy")


def test_delete(addone: pjrtc_runtime.Executable, client: Client) -> None:
    x = client.buffer_from_pyval(X)
    x.delete()
    assert x.is_deleted() and "deleted" in repr(x)
    with pytest.raises(DeletedBufferError, match=r"float32\[16\] was deleted by delete\(\)"):
        x.to_numpy()
    with pytest.raises(DeletedBufferError, match=r"^argument 0 \(x\): the device buffer "):
        addone.execute([x])
    x.delete()  # twice is fine


def test_donation_reuses_the_memory_and_consumes_the_buffer(
        addone: pjrtc_runtime.Executable, client: Client) -> None:
    x = client.buffer_from_pyval(X)
    pointer = _pointer(x)
    before = client.memory_stats()
    (y,) = addone.execute([x], donate=[0])
    assert _pointer(y) == pointer  # the output lives in the donated memory
    assert client.memory_stats().total_allocs == before.total_allocs  # nothing allocated
    np.testing.assert_array_equal(y.to_numpy(), X + 1)
    assert x.is_deleted()
    with pytest.raises(DeletedBufferError, match="was donated to a run of .*addone.pjrtc and "
                                                 "can no longer be used"):
        x.to_numpy()
    with pytest.raises(DeletedBufferError):
        addone.execute([x])
    # A chain of donations runs in place.
    for _ in range(5):
        (y,) = addone.execute([y], donate=[0])
    assert _pointer(y) == pointer
    np.testing.assert_array_equal(y.to_numpy(), X + 6)


def test_donation_errors(addone: pjrtc_runtime.Executable, client: Client,
                         add_path: Path) -> None:
    with pytest.raises(InputError, match=r"argument 0 \(x\): is donated but is not a "
                                         "DeviceBuffer"):
        addone.execute([X], donate=[0])
    x = client.buffer_from_pyval(X)
    with pytest.raises(InputError, match=r"donate holds 1, which is not an argument index"):
        addone.execute([x], donate=[1])
    with pytest.raises(InputError, match="is donated twice"):
        addone.execute([x], donate=[0, 0])
    add = client.load(add_path)
    with pytest.raises(InputError, match="is donated, but the same buffer is also argument 1"):
        add.execute([x, x], donate=[0])
    assert not x.is_deleted()  # a refused call consumes nothing
    # Two donations, two outputs of the same type: each output takes one.
    a, b = client.buffer_from_pyval(X), client.buffer_from_pyval(X * 2)
    donated = {_pointer(a), _pointer(b)}
    total, a1 = add.execute([a, b], donate=[0, 1])
    assert {_pointer(total), _pointer(a1)} == donated
    np.testing.assert_array_equal(total.to_numpy(), X * 3)
    np.testing.assert_array_equal(a1.to_numpy(), X + 1)
    assert a.is_deleted() and b.is_deleted()


def test_donation_without_a_matching_output_warns(client: Client, spirv: bytes,
                                                  tmp_path: Path) -> None:
    from pjrtc_runtime.schema import TensorSpec
    from runtime_helpers import f32_tensor, launch, manifest, write

    m = manifest([f32_tensor(N, 0, "x")], [TensorSpec(None, (4, 4), "float32", 1)],
                 [4 * N, 4 * N], [launch("addone", [("buffer", 0), ("buffer", 1)], N)])
    exe = client.load(write(tmp_path / "reshaped.pjrtc", m, spirv))
    x = client.buffer_from_pyval(X)
    with pytest.warns(UserWarning, match=r"donated argument 0 \(float32\[16\]\) .* matches no "
                                         "output of the same dtype and shape"):
        (y,) = exe.execute([x], donate=[0])
    assert x.is_deleted()
    np.testing.assert_array_equal(y.to_numpy(), (X + 1).reshape(4, 4))


def test_asynchronous_execution(addone: pjrtc_runtime.Executable, client: Client) -> None:
    x = X.copy()
    run = addone.execute_async([x], results="host")
    x[:] = -100  # numpy inputs are copied at the call
    assert isinstance(run, Execution)
    (y,) = run.wait()
    assert run.done() and "done" in repr(run)
    np.testing.assert_array_equal(y, X + 1)
    # Chains of runs on device buffers, without waiting in between.
    buffer = client.buffer_from_pyval(X)
    runs = []
    for _ in range(50):
        runs.append(addone.execute_async([buffer]))
        (buffer,) = runs[-1].outputs
    np.testing.assert_array_equal(buffer.block_until_ready().to_numpy(), X + 50)
    assert all(r.done() for r in runs)
    assert runs[0].result()[0].is_ready()


def test_dlpack_export_and_import_on_the_device(client: Client) -> None:
    x = client.buffer_from_pyval(X.reshape(4, 4))
    assert x.__dlpack_device__() == (14, 0)  # kDLOneAPI, device 0
    for producer in (x, _Versioned(x)):
        y = client.buffer_from_dlpack(producer)
        assert _pointer(y) == _pointer(x)  # zero-copy
        assert y.shape == (4, 4) and y.dtype == np.float32
        np.testing.assert_array_equal(y.to_numpy(), X.reshape(4, 4))
    # The imported buffer keeps the memory alive after the exporter is deleted.
    y = client.buffer_from_dlpack(x)
    x.delete()
    np.testing.assert_array_equal(y.to_numpy(), X.reshape(4, 4))
    for dtype in ("bool", "uint64", "float16", "complex128", ml_dtypes.bfloat16):
        values = (np.arange(6) % 2).astype(dtype)
        got = client.buffer_from_dlpack(client.buffer_from_pyval(values))
        assert got.dtype == values.dtype
        np.testing.assert_array_equal(got.to_numpy(), values)
    scalar = client.buffer_from_dlpack(client.buffer_from_pyval(np.float32(2.5)))
    assert scalar.shape == () and scalar.to_numpy() == np.float32(2.5)


def test_dlpack_with_the_host(client: Client) -> None:
    x = client.buffer_from_pyval(X)
    np.testing.assert_array_equal(np.from_dlpack(x, device="cpu"), X)  # copied to the host
    with pytest.raises(BufferError, match="needs a copy"):
        x.__dlpack__(dl_device=(1, 0), copy=False)
    with pytest.raises(BufferError, match="not \\(2, 0\\)"):
        x.__dlpack__(dl_device=(2, 0))
    y = client.buffer_from_dlpack(np.arange(5, dtype=np.int16))  # kDLCPU: uploaded
    np.testing.assert_array_equal(y.to_numpy(), np.arange(5, dtype=np.int16))
    with pytest.raises(InputError, match="does not implement the DLPack protocol"):
        client.buffer_from_dlpack([1, 2])


def test_dlpack_refusals(client: Client) -> None:
    x = client.buffer_from_pyval(X)

    class OtherDevice:
        def __dlpack__(self, **kwargs: object) -> object:
            return x.__dlpack__(**kwargs)

        def __dlpack_device__(self) -> tuple[int, int]:
            return (2, 0)  # kDLCUDA

    with pytest.raises(InputError, match=r"on device \(2, 0\)"):
        client.buffer_from_dlpack(OtherDevice())

    class Consumed(_Versioned):
        def __dlpack__(self, **kwargs: object) -> object:
            capsule = super().__dlpack__(**kwargs)
            client.buffer_from_dlpack(_Fixed(capsule, self.buffer))
            return capsule

    with pytest.raises(InputError, match="did not return an unconsumed DLPack capsule"):
        client.buffer_from_dlpack(Consumed(x))


def test_sycl_usm_array_interface(client: Client) -> None:
    import dpctl.memory  # after pjrtc_runtime set up the OpenCL loader (icd.py)

    x = client.buffer_from_pyval(X)
    interface = x.__sycl_usm_array_interface__
    assert interface["shape"] == (N,) and interface["typestr"] == "<f4"
    memory = dpctl.memory.as_usm_memory(x)
    assert memory.nbytes == X.nbytes
    assert memory.__sycl_usm_array_interface__["data"][0] == _pointer(x)


def test_copy_and_repr(client: Client) -> None:
    x = client.buffer_from_pyval(X)
    y = x.copy()
    assert _pointer(y) != _pointer(x)
    x.delete()
    np.testing.assert_array_equal(y.to_numpy(), X)
    assert repr(y) == "<pjrtc_runtime.DeviceBuffer float32[16] on opencl:cpu:0 (ready)>"


def test_memory_stats_count_allocations(client: Client) -> None:
    start = Client().memory_stats()
    assert start.bytes_in_use == 0 and start.num_allocs == 0
    fresh = Client()
    buffers = [fresh.buffer_from_pyval(X) for _ in range(3)]
    stats = fresh.memory_stats()
    assert (stats.bytes_in_use, stats.num_allocs, stats.total_allocs) == (3 * X.nbytes, 3, 3)
    del buffers
    assert fresh.memory_stats().bytes_in_use == 0
    assert fresh.memory_stats().peak_bytes_in_use == 3 * X.nbytes


class _Versioned:
    """A DLPack 1.x producer that insists on the versioned protocol."""

    def __init__(self, buffer: DeviceBuffer) -> None:
        self.buffer = buffer

    def __dlpack__(self, *, max_version: tuple[int, int] | None = None, **kwargs: object,
                   ) -> object:
        assert max_version is not None and max_version >= (1, 0)
        return self.buffer.__dlpack__(max_version=max_version, **kwargs)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self.buffer.__dlpack_device__()


class _Fixed:
    """A producer handing out one given capsule."""

    def __init__(self, capsule: object, buffer: DeviceBuffer) -> None:
        self.capsule, self.buffer = capsule, buffer

    def __dlpack__(self, **kwargs: object) -> object:
        return self.capsule

    def __dlpack_device__(self) -> tuple[int, int]:
        return self.buffer.__dlpack_device__()


def test_no_warnings_on_the_plain_path(addone: pjrtc_runtime.Executable,
                                       client: Client) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        x = client.buffer_from_pyval(X)
        addone.execute([x], donate=[0])
        addone(X)
