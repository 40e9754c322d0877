"""Every way this stack can launch a kernel, side by side: the launch floor (issue 15, item 3).

    .venv/bin/python -m benchmarks --launch            # the table (about a minute)
    .venv/bin/python -m benchmarks --launch --quick    # fewer rounds

One tiny kernel (pjrtc's `x + 1` on float32[256]: 4 work-groups of 64) launched every way:
dpctl's `submit_async` then a wait on its event or on the queue; 50 back to back then one
wait; 50 chained through event lists; an out-of-order queue; dpctl's C function
`DPCTLQueue_SubmitNDRange` with arrays built once (pjrtc_runtime's capi.py, the runtime's own
launch path); and the raw OpenCL queue and kernel under dpctl (`clEnqueueNDRangeKernel` then
`clFinish` through the ICD loader, on the `cl_command_queue` and `cl_kernel` that
`sycl::queue::getNative` and `sycl::kernel::getNative` give; and the runtime's own OpenCL
path, opencl.py, which launches on that queue with a `cl_kernel` of its own per launch). Then
the runtime's calls of programs JAX wrote (one add; 50 small kernels in a chain; a
`fori_loop` and a `while_loop` with a data-dependent predicate, 100 iterations each) and
JAX's own calls of the same functions.

The floor is the cheapest single launch-and-wait among the paths that are correct and
thread-safe as the runtime uses them. The raw OpenCL rows are not: their kernel arguments
are state of the `cl_kernel` that SYCL itself uses (`clSetKernelArgMemPointerINTEL`), so two
threads launching that kernel would race. opencl.py is the same enqueue made thread-safe: a
`cl_kernel` per launch per workspace (one submitting thread at a time), arguments set once.

Every row is timed in each round, the rows interleaved (so each sees the same machine load);
a row's figure is its fastest round, its spread the median of the rounds. A measurement
command, never a test: nothing asserts on time; the results of the runtime rows are checked
against JAX first (a mismatch makes the exit status 1).
"""

from __future__ import annotations

import ctypes
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

CHAIN = 50  # kernels of the chain program
TRIPS = 100  # iterations of the loop programs
ELEMENTS = 256


@dataclass
class Row:
    name: str
    call: Callable[[], object]
    launches: int  # per call: the row's figure is per launch (per iteration for loops)
    floor: bool = False  # a candidate for the floor (single launch, correct, thread-safe)
    unit: str = "launch"
    block: int = 1  # calls per timed block
    rounds: list[float] = field(default_factory=list)  # us per unit, one per round


# -- the programs ------------------------------------------------------------------------------

def _functions() -> dict[str, tuple[Callable, list[np.ndarray]]]:
    import jax
    import jax.numpy as jnp

    def chain(x, w):
        for _ in range(CHAIN):
            x = jnp.tanh(x @ w)
        return x

    def fori(x):
        return jax.lax.fori_loop(0, TRIPS, lambda i, v: jnp.sin(v) + 0.5, x)

    def while_(x):
        def body(carry):
            v, n = carry
            v = jnp.sin(v) + 0.5
            return v, n + jnp.where(v[0] > -2.0, 1.0, 0.0)  # always 1, read from the data
        return jax.lax.while_loop(lambda c: c[1] < TRIPS, body, (x, jnp.float32(0)))[0]

    x = np.linspace(-1, 1, ELEMENTS, dtype=np.float32)
    m = np.full((16, 16), 0.1, np.float32)
    w = (np.eye(16) * 0.9).astype(np.float32)
    return {"one_add": (lambda v: v + 1.0, [x]), "chain50": (chain, [m, w]),
            "fori100": (fori, [x]), "while100": (while_, [x])}


def _compile(functions: dict, directory: str) -> dict[str, str]:
    import jax

    from .pjrtc_side import compile_to_artifact

    paths = {}
    for name, (fn, args) in functions.items():
        paths[name] = os.path.join(directory, f"{name}.pjrtc")
        compile_to_artifact(jax.jit(fn).lower(*args).as_text(), name, paths[name])
    return paths


# -- dpctl and OpenCL, one kernel ---------------------------------------------------------------

def _dpctl_rows(path: str) -> list[Row]:
    import pjrtc_runtime
    from pjrtc_runtime import capi, opencl, sycl
    from pjrtc_runtime.loader import read_artifact

    artifact = read_artifact(path)
    (spec,) = artifact.manifest.kernels
    client = pjrtc_runtime.Client()
    context, device = client.sycl_context, client.sycl_device
    queue = sycl.in_order_queue(context, device)
    unordered = sycl.out_of_order_queue(context, device)
    kernel = sycl.find_kernel(sycl.build_program(queue, artifact.spirv), spec.name)
    memory = [sycl.UsmMemory(ELEMENTS * 4, queue=queue) for _ in spec.args]
    for m in memory:
        m.memset(0)
    g, local = list(spec.global_size), list(spec.local_size)
    pointers = [sycl.pointer(m) for m in memory]
    c_api = capi.Launcher(queue)
    c_launch = c_api.plan(spec.name, kernel, pointers, g, local)
    runtime_queue = sycl.in_order_queue(context, device)
    cl = opencl.launcher_for(runtime_queue, client.device.backend)
    cl_launch = cl.plan(spec.name, kernel, pointers, g, local) if cl is not None else None

    def wait_event():
        queue.submit_async(kernel, memory, g, local).wait()

    def wait_queue():
        queue.submit_async(kernel, memory, g, local)
        queue.wait()

    def back_to_back():
        for _ in range(CHAIN):
            queue.submit_async(kernel, memory, g, local)
        queue.wait()

    def event_lists():
        event = queue.submit_async(kernel, memory, g, local)
        for _ in range(CHAIN - 1):
            event = queue.submit_async(kernel, memory, g, local, [event])
        event.wait()

    def unordered_one():
        unordered.submit_async(kernel, memory, g, local).wait()

    def unordered_chain():
        event = unordered.submit_async(kernel, memory, g, local)
        for _ in range(CHAIN - 1):
            event = unordered.submit_async(kernel, memory, g, local, [event])
        event.wait()

    def one(launcher, launch):
        def call():
            launcher.wait(launcher.launch(launch, 0))
        return call

    def back_to_back_of(launcher, launch):
        def call():
            pending = 0
            for _ in range(CHAIN):
                pending = launcher.launch(launch, pending)
            launcher.wait(pending)
        return call

    rows = [
        Row("dpctl submit_async, event.wait()", wait_event, 1, floor=True),
        Row("dpctl submit_async, queue.wait()", wait_queue, 1, floor=True),
        Row(f"dpctl {CHAIN} back to back, one queue.wait()", back_to_back, CHAIN),
        Row(f"dpctl {CHAIN} chained by event lists, one wait", event_lists, CHAIN),
        Row("dpctl out-of-order queue, submit, event.wait()", unordered_one, 1, floor=True),
        Row(f"dpctl out-of-order queue, {CHAIN} chained by events", unordered_chain, CHAIN),
        Row("dpctl C API (capi.py), submit, wait its event", one(c_api, c_launch), 1,
            floor=True),
        Row(f"dpctl C API, {CHAIN} back to back, one wait", back_to_back_of(c_api, c_launch),
            CHAIN),
    ]
    if cl is not None:
        rows += [
            Row("OpenCL queue under SYCL, own cl_kernel (opencl.py), clFinish",
                one(cl, cl_launch), 1, floor=True),
            Row(f"OpenCL queue (opencl.py), {CHAIN} back to back, one wait",
                back_to_back_of(cl, cl_launch), CHAIN),
        ]
    rows += _opencl_rows(queue, kernel, memory, g, local)
    _keep.extend([client, queue, unordered, runtime_queue, kernel, memory, c_api, c_launch,
                  cl, cl_launch])
    return rows


_keep: list[object] = []  # what the rows' closures use through raw handles


def _opencl_rows(queue, kernel, memory, g, local) -> list[Row]:
    """The raw OpenCL queue and kernel under dpctl; a row saying why when unreachable."""
    from pjrtc_runtime import sycl

    try:
        ocl = _OpenCL(sycl.queue_ref(queue), sycl.kernel_ref(kernel))
    except (OSError, AttributeError, KeyError, ValueError) as e:
        print(f"raw OpenCL not measured: {e}", file=sys.stderr)
        return []
    for index, m in enumerate(memory):
        ocl.set_pointer(index, sycl.pointer(m))
    dims = len(g)
    global_size = (ctypes.c_size_t * dims)(*g)
    local_size = (ctypes.c_size_t * dims)(*local)
    enqueue, finish, q, k = ocl.enqueue, ocl.finish, ocl.queue, ocl.kernel

    def one():
        enqueue(q, k, dims, None, global_size, local_size, 0, None, None)
        finish(q)

    def back_to_back():
        for _ in range(CHAIN):
            enqueue(q, k, dims, None, global_size, local_size, 0, None, None)
        finish(q)

    _keep.append((ocl, global_size, local_size))
    return [Row("raw OpenCL enqueue + clFinish (not thread-safe)", one, 1),
            Row(f"raw OpenCL {CHAIN} back to back, one clFinish", back_to_back, CHAIN)]


class _OpenCL:
    """The cl_command_queue and cl_kernel under a dpctl queue and kernel, through libsycl's
    getNative (each retains what it returns) and the OpenCL ICD loader dpctl loaded."""

    _QUEUE_DEVICE, _DEVICE_PLATFORM = 0x1091, 0x1031

    def __init__(self, queue_ref: int, kernel_ref: int) -> None:
        libs = _loaded(("libsycl.so", "libOpenCL.so"))
        libsycl, cl = ctypes.CDLL(libs["libsycl.so"]), ctypes.CDLL(libs["libOpenCL.so"])
        vp, size, uint = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint
        queue_native = libsycl._ZNK4sycl3_V15queue9getNativeERi
        queue_native.restype, queue_native.argtypes = ctypes.c_uint64, [
            vp, ctypes.POINTER(ctypes.c_int)]
        kernel_native = libsycl._ZNK4sycl3_V16kernel9getNativeEv
        kernel_native.restype, kernel_native.argtypes = ctypes.c_uint64, [vp]
        self.queue = queue_native(queue_ref, ctypes.byref(ctypes.c_int(0)))
        self.kernel = kernel_native(kernel_ref)
        if not self.queue or not self.kernel:
            raise ValueError("getNative gave no OpenCL handle (not an OpenCL device?)")
        info = cl.clGetCommandQueueInfo
        info.restype, info.argtypes = ctypes.c_int, [vp, uint, size, vp, vp]
        device, platform = vp(), vp()
        info(self.queue, self._QUEUE_DEVICE, 8, ctypes.byref(device), None)
        device_info = cl.clGetDeviceInfo
        device_info.restype, device_info.argtypes = ctypes.c_int, [vp, uint, size, vp, vp]
        device_info(device, self._DEVICE_PLATFORM, 8, ctypes.byref(platform), None)
        extension = cl.clGetExtensionFunctionAddressForPlatform
        extension.restype, extension.argtypes = vp, [vp, ctypes.c_char_p]
        address = extension(platform, b"clSetKernelArgMemPointerINTEL")
        if not address:
            raise ValueError("the platform lacks clSetKernelArgMemPointerINTEL (USM)")
        self._set = ctypes.CFUNCTYPE(ctypes.c_int, vp, uint, vp)(address)
        self.enqueue = cl.clEnqueueNDRangeKernel
        self.enqueue.restype = ctypes.c_int
        self.enqueue.argtypes = [vp, vp, uint, vp, vp, vp, uint, vp, vp]
        self.finish = cl.clFinish
        self.finish.restype, self.finish.argtypes = ctypes.c_int, [vp]

    def set_pointer(self, index: int, address: int) -> None:
        if self._set(self.kernel, index, address) != 0:
            raise ValueError(f"clSetKernelArgMemPointerINTEL failed for argument {index}")


def _loaded(names: tuple[str, ...]) -> dict[str, str]:
    """Paths of this process's shared libraries whose names start with ``names``."""
    found: dict[str, str] = {}
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.rsplit(None, 1)[-1] if "/" in line else ""
            for name in names:
                if os.path.basename(path).startswith(name):
                    found.setdefault(name, path)
    return {name: found[name] for name in names}


# -- the runtime and JAX -------------------------------------------------------------------------

def _program_rows(functions: dict, paths: dict[str, str]) -> tuple[list[Row], list[str]]:
    import jax
    import pjrtc_runtime

    rows, problems = [], []
    per = {"one_add": (1, "launch"), "chain50": (CHAIN, "launch"),
           "fori100": (TRIPS, "iteration"), "while100": (TRIPS, "iteration")}
    for name, (fn, args) in functions.items():
        exe = pjrtc_runtime.load(paths[name])
        resident = [exe.client.buffer_from_pyval(a) for a in args]
        jitted = jax.jit(fn)
        on_device = [jax.device_put(a) for a in args]
        expected = np.asarray(jitted(*on_device))
        got = exe.execute(resident)[0].to_numpy()
        if not np.allclose(got, expected, rtol=1e-5, atol=1e-5):
            problems.append(f"{name}: pjrtc differs from JAX by {np.abs(got - expected).max()}")
        count, unit = per[name]
        rows.append(Row(f"runtime {name}: execute(resident buffers)",
                        lambda exe=exe, r=resident: exe.execute(r), count, unit=unit))
        if name == "one_add":
            rows.append(Row("runtime one_add: exe(numpy) -> numpy",
                            lambda exe=exe, a=args: exe(*a), 1))
        rows.append(Row(f"JAX {name}: jit call on device arrays, block_until_ready",
                        lambda f=jitted, a=on_device: f(*a).block_until_ready(), count,
                        unit=unit))
    return rows, problems


# -- timing and the table -------------------------------------------------------------------------

def _time_rounds(rows: list[Row], rounds: int, block_s: float) -> None:
    for row in rows:  # warm-up, and each row's block size (about block_s of calls)
        for _ in range(3):
            row.call()
        start = time.perf_counter()
        row.call()
        once = max(time.perf_counter() - start, 1e-7)
        row.block = max(1, min(5000, round(block_s / once)))
    for _ in range(rounds):
        for row in rows:
            call, n = row.call, row.block
            start = time.perf_counter()
            for _ in range(n):
                call()
            row.rounds.append((time.perf_counter() - start) / n / row.launches * 1e6)


def run(rounds: int = 30, block_s: float = 0.01) -> int:
    """Build the programs, time every row, print the table; 1 if a result differs. Many
    short rounds: on a shared machine the fastest of many short blocks is what a path costs,
    their median what it costs under the load of the moment."""
    functions = _functions()
    with tempfile.TemporaryDirectory(prefix="pjrtc-launch-") as directory:
        paths = _compile(functions, directory)
        rows = _dpctl_rows(paths["one_add"])
        program_rows, problems = _program_rows(functions, paths)
    rows += program_rows
    load = os.getloadavg()
    _time_rounds(rows, rounds, block_s)
    floor_row = min((r for r in rows if r.floor), key=lambda r: min(r.rounds))
    floor = min(floor_row.rounds)
    print(f"launch floor: {floor:.2f} us ({floor_row.name}); fastest of {rounds} interleaved "
          f"rounds, median beside it; load average {load[0]:.2f} before")
    width = max(len(r.name) for r in rows)
    print(f"{'path':<{width}}  {'us':>8}  {'median':>8}  {'x floor':>7}  per")
    for r in rows:
        best, median = min(r.rounds), statistics.median(r.rounds)
        mark = " *" if r is floor_row else ""
        print(f"{r.name:<{width}}  {best:8.2f}  {median:8.2f}  {best / floor:7.2f}  "
              f"{r.unit}{mark}")
    for p in problems:
        print(f"MISMATCH {p}")
    return 1 if problems else 0
