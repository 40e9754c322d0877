"""``Executable``: a loaded artifact, run on numpy arrays or device buffers.

    exe = pjrtc_runtime.load("model.pjrtc")
    (y,) = exe(x)                                    # numpy in, numpy out (waits)
    (y_dev,) = exe.execute([x_dev])                  # DeviceBuffers (or numpy) in, buffers out
    run = exe.execute_async([x_dev], donate=[0])     # returns at once; run.wait() -> buffers

Inputs are checked exactly (count, dtype, shape; the runtime never casts) and raise
``InputError`` naming the argument. Each run takes a workspace (buffer slots and a queue, see
workspace.py) from the executable's pool only while it submits, so threads run side by side.

Device-buffer inputs are copied into their slots on the device (the artifact's buffer plan may
reuse an input's slot for a later value, so a caller's buffer is never handed to the kernels
directly); device-buffer outputs are copied out of their slots into new allocations, or into
the memory of a donated input of the same type. Donating an input (``donate=[i]``) consumes
the buffer: it is unusable afterwards, and its memory holds an output when one has its dtype
and shape (a warning says when none has).

Measured cost of one call of a tiny artifact (one float32[16] input, one kernel, one output;
2-core CI machine shared with other jobs, Intel OpenCL CPU, dpctl 0.22.1), median of 1000
calls, tests/runtime/test_runtime_overhead.py: see that file's docstring for the numbers.
"""

from __future__ import annotations

import math
import os
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from . import dtypes
from .buffer import DeviceBuffer
from .errors import InputError
from .launch import submit_steps
from .schema import Manifest, TensorSpec, type_string
from .stream import is_complete
from .workspace import Workspace, WorkspacePool

if TYPE_CHECKING:
    from .client import Client
    from .launch import Program
    from .sycl_devices import DeviceInfo

_NO_CAST = "Convert it explicitly (x.astype({})): the runtime never casts"
_EXACT_SHAPE = "Pass an array of exactly this shape (no broadcasting)"
_RESULTS = ("device", "host")


@dataclass(frozen=True, slots=True)
class Signature:
    """The inputs and outputs of an executable, in order."""

    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]

    def __str__(self) -> str:
        def one(t: TensorSpec) -> str:
            return f"{t.name}: {t.type_string()}" if t.name else t.type_string()

        ins = ", ".join(one(t) for t in self.inputs)
        outs = ", ".join(one(t) for t in self.outputs)
        return f"({ins}) -> ({outs})"


class Execution:
    """A submitted run: ``wait()`` blocks until it has finished and returns its results
    (DeviceBuffers or numpy arrays, as asked); ``done()`` tells without blocking."""

    __slots__ = ("_event", "_results")

    def __init__(self, event: Any, results: tuple[Any, ...]) -> None:
        self._event = event
        self._results = results

    def done(self) -> bool:
        if is_complete(self._event):
            self._event = None
            return True
        return False

    def wait(self) -> tuple[Any, ...]:
        event = self._event
        if event is not None:
            event.wait()
            self._event = None
        return self._results

    result = wait

    @property
    def outputs(self) -> tuple[Any, ...]:
        """The results without waiting: DeviceBuffers may be passed on to another execution
        at once (it waits for them on the device); host arrays are valid only after wait()."""
        return self._results

    def __repr__(self) -> str:
        return f"<pjrtc_runtime.Execution {'done' if self.done() else 'running'}>"


class Executable:
    """A loaded artifact on one device; any number of threads may call it at once."""

    def __init__(self, client: Client, program: Program,
                 max_concurrency: int | None = None) -> None:
        manifest = program.manifest
        self._client = client
        self._program = program
        self._manifest = manifest
        self._path = program.path
        self._signature = Signature(manifest.inputs, manifest.outputs)
        dtypes.register(t.dtype for t in (*manifest.inputs, *manifest.outputs))
        self._outputs = [(t.shape, dtypes.numpy_dtype(t.dtype), t.nbytes)
                         for t in manifest.outputs]
        if max_concurrency is None:
            max_concurrency = os.cpu_count() or 1
        self._pool = WorkspacePool(program, max_concurrency)

    @property
    def signature(self) -> Signature:
        return self._signature

    @property
    def manifest(self) -> Manifest:
        return self._manifest

    @property
    def path(self) -> str:
        return self._path

    @property
    def device(self) -> DeviceInfo:
        """The ``DeviceInfo`` of the device the executable runs on."""
        return self._client.device

    @property
    def client(self) -> Client:
        return self._client

    @property
    def max_concurrency(self) -> int:
        """How many runs may be submitted at the same moment (each with its own slots)."""
        return self._pool.limit

    @property
    def workspaces(self) -> int:
        """Sets of buffer slots created so far (grows only under concurrent calls)."""
        return self._pool.size

    def __call__(self, *args: Any) -> tuple[np.ndarray, ...]:
        """Run with one argument per input; returns one new numpy array per output."""
        return self._submit(args, (), True, False).wait()

    def run(self, args: Sequence[Any]) -> tuple[np.ndarray, ...]:
        """Run with a sequence of arguments; returns one new numpy array per output."""
        return self._submit(args, (), True, False).wait()

    def execute(self, args: Sequence[Any], *, donate: Iterable[int] = (),
                results: str = "device") -> tuple[Any, ...]:
        """Run on numpy arrays and/or DeviceBuffers and wait. ``results="device"`` gives
        DeviceBuffers, ``"host"`` numpy arrays. ``donate``: indices of DeviceBuffer arguments
        whose memory the run may take over (they are unusable afterwards)."""
        return self._submit(args, donate, _host_results(results), False).wait()

    def execute_async(self, args: Sequence[Any], *, donate: Iterable[int] = (),
                      results: str = "device") -> Execution:
        """Like ``execute`` but returns once the run is submitted. numpy inputs are copied
        at once, so they may be changed right after; host results are valid after wait()."""
        return self._submit(args, donate, _host_results(results), True)

    def synchronize(self) -> None:
        """Wait for every run whose submission has finished (runs other threads are
        submitting at this moment are not waited for), and drop what they held."""
        self._pool.drain()

    def __repr__(self) -> str:
        return (f"<pjrtc_runtime.Executable {self._path} {self._signature} on "
                f"{self._client.device.filter_string}>")

    # -- one run -------------------------------------------------------------------------

    def _submit(self, args: Sequence[Any], donate: Iterable[int], to_host: bool,
                private: bool) -> Execution:
        values = prepare_inputs(self._signature, args, self._client, private)
        donated = _donations(donate, values, self._signature) if donate else []
        # Allocate before consuming donations: an allocation failure leaves them intact.
        places = None if to_host else self._output_places(values, donated)
        taken = {i: values[i]._take(f"donated to a run of {self._path}") for i in donated}
        pool = self._pool
        workspace = pool.acquire()
        try:
            keep: list[Any] = []
            last = _copy_in(workspace, values, taken, keep)
            event = submit_steps(workspace.stream.queue, workspace.steps, workspace.flag)
            if event is not None:
                last = event
            if places is None:
                results, last = _copy_out_to_host(workspace, self._outputs, last)
            else:
                results, last = self._copy_out_to_device(workspace, places, taken, last)
            # Until the run is over, what it reads and writes must stay allocated.
            workspace.stream.keep(last, (keep, results, taken))
        finally:
            pool.release(workspace)
        return Execution(last, results)

    def _output_places(self, values: list[Any], donated: list[int]) -> list[Any]:
        """Where each output goes: a new allocation, or the index of the donated input whose
        memory it takes (the first donated input of its dtype and shape, in order)."""
        free = list(donated)
        places: list[Any] = []
        for j, (shape, dtype, nbytes) in enumerate(self._outputs):
            donor = next((i for i in free if values[i].shape == shape
                          and values[i].dtype == dtype), None)
            if donor is not None:
                free.remove(donor)
                places.append(donor)
                continue
            spec = self._signature.outputs[j]
            places.append(self._client._allocate(
                nbytes, f"output {j} ({spec.type_string()}) of {self._path}"))
        if free:
            unused = ", ".join(f"argument {i} ({values[i].type_string()})" for i in free)
            warnings.warn(f"pjrtc_runtime: donated {unused} of {self._path} matches no output "
                          "of the same dtype and shape; its memory is freed after the run, "
                          "not reused", stacklevel=4)
        return places

    def _copy_out_to_device(self, workspace: Workspace, places: list[Any],
                            taken: dict[int, Any], last: Any) -> tuple[tuple[Any, ...], Any]:
        queue, client = workspace.stream.queue, self._client
        results = []
        for (slot, nbytes), (shape, dtype, _), place in zip(workspace.outputs, self._outputs,
                                                          places):
            deps = None
            if type(place) is int:  # a donated input's memory: wait for its other readers
                place, deps = taken[place]
            ready = None
            if nbytes:
                ready = last = queue.memcpy_async(place, slot, nbytes, deps or None)
            results.append(DeviceBuffer(client, place, shape, dtype, ready))
        return tuple(results), last


def _copy_in(workspace: Workspace, values: list[Any], taken: dict[int, Any],
             keep: list[Any]) -> Any:
    """Queue the copy of every input into its slot; returns the last event."""
    stream = workspace.stream
    queue = stream.queue
    last = None
    for i, ((slot, nbytes), value) in enumerate(zip(workspace.inputs, values)):
        if not nbytes:
            continue
        if type(value) is not DeviceBuffer:
            last = queue.memcpy_async(slot, value, nbytes)
            keep.append(value)
        elif i in taken:
            memory, deps = taken[i]
            last = queue.memcpy_async(slot, memory, nbytes, deps or None)
        else:
            last = value._enqueue_read(stream, slot)
    return last


def _copy_out_to_host(workspace: Workspace, outputs: list[tuple], last: Any,
                      ) -> tuple[tuple[np.ndarray, ...], Any]:
    queue = workspace.stream.queue
    results = []
    for (slot, nbytes), (shape, dtype, _) in zip(workspace.outputs, outputs):
        result = np.empty(shape, dtype=dtype)
        if nbytes:
            last = queue.memcpy_async(result, slot, nbytes)
        results.append(result)
    return tuple(results), last


def _host_results(results: str) -> bool:
    if results not in _RESULTS:
        raise InputError(f"results={results!r} is not one of {', '.join(map(repr, _RESULTS))}",
                         remedy="Pass results=\"device\" (DeviceBuffers) or results=\"host\" "
                         "(numpy arrays)")
    return results == "host"


def _donations(donate: Iterable[int], values: list[Any], signature: Signature) -> list[int]:
    """The donated argument indices, checked: each names a distinct DeviceBuffer argument
    that is passed only once."""
    indices = list(donate)
    seen: set[int] = set()
    for i in indices:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(values):
            raise InputError(f"donate holds {i!r}, which is not an argument index in "
                             f"[0, {len(values)})", remedy="Pass the indices of the "
                             "DeviceBuffer arguments to donate")
        spec = signature.inputs[i]
        if i in seen:
            raise InputError("is donated twice", index=i, name=spec.name,
                             remedy="List each donated argument once")
        seen.add(i)
        value = values[i]
        if type(value) is not DeviceBuffer:
            raise InputError("is donated but is not a DeviceBuffer", index=i, name=spec.name,
                             remedy="Only device buffers can be donated: pass "
                             "client.buffer_from_pyval(x), or do not donate it")
        others = [k for k, v in enumerate(values) if v is value and k != i]
        if others:
            raise InputError(f"is donated, but the same buffer is also argument {others[0]}",
                             index=i, name=spec.name,
                             remedy="Pass a copy (buffer.copy()) where it is not donated")
    return indices


def prepare_inputs(signature: Signature, args: Sequence[Any], client: Client | None = None,
                   private: bool = False) -> list[Any]:
    """Check ``args`` against the signature: C-contiguous numpy arrays of the exact dtypes,
    or DeviceBuffers of the exact dtype and shape on ``client``'s device. ``private``: copy
    numpy arrays so that later changes by the caller cannot reach a queued copy."""
    specs = signature.inputs
    if len(args) != len(specs):
        raise InputError(
            f"the executable takes {len(specs)} argument(s) {signature}, but {len(args)} "
            "were given", remedy="Pass one array per input, in order")
    return [_prepare(i, spec, arg, client, private)
            for i, (spec, arg) in enumerate(zip(specs, args))]


def _prepare(index: int, spec: TensorSpec, arg: Any, client: Client | None,
             private: bool) -> Any:
    kind = type(arg)
    expected = dtypes.numpy_dtype(spec.dtype)
    if (kind is np.ndarray and not private and arg.dtype == expected
            and arg.shape == spec.shape and arg.flags.c_contiguous):
        return arg  # the common case, first
    if kind is DeviceBuffer:
        return _prepare_buffer(index, spec, arg, client)
    if isinstance(arg, (bool, int, float, complex)):
        return _from_python_scalar(index, spec, arg)
    if not isinstance(arg, (np.ndarray, np.generic)) and not hasattr(arg, "__array__"):
        raise InputError("is not an array", index=index, name=spec.name,
                         expected=spec.type_string(), got=type(arg).__name__,
                         remedy="Pass a numpy array or a DeviceBuffer")
    array = np.asarray(arg)
    if array.dtype != expected and array.dtype.newbyteorder("=") == expected:
        array = array.astype(expected)  # byte order only: the values are unchanged
    wrong_dtype = array.dtype != expected
    if wrong_dtype or array.shape != spec.shape:
        raise InputError(
            "has the wrong dtype" if wrong_dtype else "has the wrong shape", index=index,
            name=spec.name, expected=spec.type_string(),
            got=type_string(str(array.dtype), array.shape),
            remedy=_NO_CAST.format(dtypes.astype_hint(spec.dtype)) if wrong_dtype
            else _EXACT_SHAPE)
    if private:
        return np.array(array, order="C", copy=True)
    # np.ascontiguousarray would turn a 0-d array into a 1-d one.
    return array if array.flags.c_contiguous else np.ascontiguousarray(array)


def _prepare_buffer(index: int, spec: TensorSpec, buffer: DeviceBuffer,
                    client: Client | None) -> DeviceBuffer:
    buffer._check_alive(f"argument {index}" + (f" ({spec.name})" if spec.name else "") + ": ")
    if buffer.dtype.name != spec.dtype or buffer.shape != spec.shape:
        wrong_dtype = buffer.dtype.name != spec.dtype
        raise InputError(
            "has the wrong dtype" if wrong_dtype else "has the wrong shape", index=index,
            name=spec.name, expected=spec.type_string(),
            got=f"DeviceBuffer {buffer.type_string()}",
            remedy="The runtime never casts or reshapes: make a buffer of exactly this type")
    if client is not None and not client._compatible(buffer):
        raise InputError(
            f"is a buffer on device {buffer.device.filter_string}, but the executable runs "
            f"on {client.device.filter_string}", index=index, name=spec.name,
            remedy="Copy it to this device (to_numpy(), then buffer_from_pyval on the "
            "executable's client)")
    return buffer


def _from_python_scalar(index: int, spec: TensorSpec, value: bool | complex) -> np.ndarray:
    kind = dtypes.kind(spec.dtype)
    if isinstance(value, bool):
        fits = kind == "b"
    elif isinstance(value, int):
        fits = kind in "iufc"
    else:  # a float fits a float or complex input, a complex only a complex one
        fits = kind in ("fc" if isinstance(value, float) else "c")
    if spec.shape != () or not fits:
        raise InputError("has the wrong type", index=index, name=spec.name,
                         expected=spec.type_string(), got=f"Python {type(value).__name__}",
                         remedy="Pass a numpy array of exactly this dtype and shape")
    if kind in "iu":
        info = np.iinfo(spec.dtype)
        if not info.min <= value <= info.max:
            raise InputError(f"value {value} is out of range for {spec.dtype} "
                             f"[{info.min}, {info.max}]", index=index, name=spec.name,
                             remedy="Pass a value that fits the input's dtype")
    with np.errstate(over="ignore"):
        array = dtypes.scalar_array(value, spec.dtype)
    if kind in "fc" and math.isfinite(abs(value)) and not np.isfinite(array):
        raise InputError(f"value {value} overflows {spec.dtype}", index=index, name=spec.name,
                         remedy="Pass a value that fits the input's dtype")
    return array
