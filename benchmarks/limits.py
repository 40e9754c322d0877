"""The machine's measured limits, against which each program's achieved rate is a share.

- Bandwidth: the STREAM triad a[i] = b[i] + s*c[i] on f32 arrays far larger than the last-level
  cache, counted as STREAM counts it (three arrays of traffic per pass, write-allocate not
  counted). Three implementations; the best is the limit: numpy (two passes, one thread, so it
  usually loses), JAX (one fused loop; the result reuses a donated buffer, so no page faults),
  and pjrtc's own compiled triad timed kernels-only (what pjrtc's kernels could reach).
- Compute: the best sgemm available: numpy's BLAS and JAX's dot (Precision.HIGHEST) at
  1024^3 and 2048^3; the highest GFLOP/s is the limit.
A limit is what the machine can do, so each candidate is timed by its fastest call (as STREAM
reports its best time), which is also what other work on a shared machine disturbs least.
"""

from __future__ import annotations

import os

import numpy as np

from .pjrtc_side import compile_to_artifact, kernel_replay
from .timing import measure

TRIAD_SCALAR = np.float32(3.0)


def triad_bandwidth(elements: int, repeat: int, budget_s: float, workdir: str) -> dict:
    """Best triad GB/s and where it came from, with every candidate's number."""
    rng = np.random.default_rng(4)
    b = rng.standard_normal(elements, dtype=np.float32)
    c = rng.standard_normal(elements, dtype=np.float32)
    traffic = 3 * b.nbytes
    candidates = {"numpy": _numpy_triad(b, c, repeat, budget_s),
                  "jax": _jax_triad(b, c, repeat, budget_s),
                  "pjrtc": _pjrtc_triad(b, c, repeat, budget_s, workdir)}
    gbps = {k: traffic / t / 1e9 for k, t in candidates.items() if t is not None}
    best = max(gbps, key=gbps.get)
    return {"gbps": gbps[best], "source": best, "elements": elements,
            "bytes_per_pass": traffic,
            "candidates_gbps": {k: gbps.get(k) for k in candidates}}


def _numpy_triad(b, c, repeat, budget_s) -> float:
    a = np.empty_like(b)

    def triad():
        np.multiply(c, TRIAD_SCALAR, out=a)
        np.add(a, b, out=a)

    return measure(triad, repeat, budget_s).minimum


def _jax_triad(b, c, repeat, budget_s) -> float:
    import jax

    # `a` is donated and unused: XLA writes the result into it, so no call allocates (fresh
    # allocations of this size would be page-faulted in on every call).
    step = jax.jit(lambda a, b, c: b + TRIAD_SCALAR * c, donate_argnums=0, keep_unused=True)
    state = {"a": jax.device_put(np.zeros_like(b))}
    db, dc = jax.device_put(b), jax.device_put(c)

    def triad():
        state["a"] = step(state["a"], db, dc)
        state["a"].block_until_ready()

    return measure(triad, repeat, budget_s).minimum


def _pjrtc_triad(b, c, repeat, budget_s, workdir) -> float | None:
    import jax
    import pjrtc_runtime

    text = jax.jit(lambda b, c: b + TRIAD_SCALAR * c).lower(b, c).as_text()
    path = os.path.join(workdir, "triad.pjrtc")
    compile_to_artifact(text, "triad", path)
    replay = kernel_replay(pjrtc_runtime.load(path), [b, c])
    if replay is None:
        return None
    replay.copy_inputs()  # the kernel never writes its inputs, so once is enough
    return measure(replay.run, repeat, budget_s).minimum


def sgemm_peak(sizes: tuple[int, ...], repeat: int, budget_s: float) -> dict:
    """Best sgemm GFLOP/s over numpy's BLAS and JAX's dot at each size."""
    import jax
    import jax.numpy as jnp

    dot = jax.jit(lambda a, b: jnp.matmul(a, b, precision=jax.lax.Precision.HIGHEST))
    rng = np.random.default_rng(5)
    gflops = {}
    for n in sizes:
        a = rng.standard_normal((n, n), dtype=np.float32)
        b = rng.standard_normal((n, n), dtype=np.float32)
        out = np.empty_like(a)
        flops = 2.0 * n ** 3
        numpy_s = measure(lambda a=a, b=b, out=out: np.matmul(a, b, out=out), repeat,
                          budget_s).minimum
        da, db = jax.device_put(a), jax.device_put(b)
        jax_s = measure(lambda da=da, db=db: dot(da, db).block_until_ready(), repeat,
                        budget_s).minimum
        gflops[f"numpy {n}^3"] = flops / numpy_s / 1e9
        gflops[f"jax {n}^3"] = flops / jax_s / 1e9
    best = max(gflops, key=gflops.get)
    return {"gflops": gflops[best], "source": best, "candidates_gflops": gflops}
