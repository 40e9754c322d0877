"""pjrtc as a JAX device: a PJRT plugin written in Python.

    import jax
    jax.devices("pjrtc")          # the runtime's devices (PJRTC_DEVICES, default opencl:cpu)
    x = jax.device_put(x, jax.devices("pjrtc")[0])
    jax.jit(f)(x)                 # compiled by pjrtc's driver, run by pjrtc_runtime

JAX finds the plugin through the `jax_plugins` entry point `pjrtc = "pjrtc.plugin"` and calls
`initialize()`, which registers a PJRT_Api built with ctypes (c_api.py) whose functions
(functions.py) run JAX's programs through pjrtc's compiler and runtime (objects.py,
compile.py). The plugin ranks below XLA:CPU (`PRIORITY`): JAX's default device stays the CPU
unless `JAX_PLATFORMS=pjrtc` selects pjrtc; where JAX_PLATFORMS leaves pjrtc out, the plugin
does not register at all. `PJRTC_PLUGIN_TRACE=1` prints the name of each PJRT function JAX
calls; benchmarks/plugin_overhead.py measures a call against the runtime's and XLA:CPU's.
Registering also gives JAX the lowering rules pjrtc needs (lowerings.py: XLA:CPU's for
jnp.linalg, a clear refusal for host callbacks).
"""

from __future__ import annotations

import atexit
import functools
import gc
from typing import Any

PLATFORM = "pjrtc"
# Below XLA:CPU's 0: with pjrtc installed, JAX's default stays the CPU unless JAX_PLATFORMS
# names pjrtc (or jax.devices("pjrtc") is used explicitly).
PRIORITY = -100


@functools.cache
def capsule() -> Any:
    """The plugin's PJRT_Api, in the PyCapsule jaxlib's plugin loader takes (one per process)."""
    from pjrtc.plugin.c_api import make_api
    from pjrtc.plugin.functions import HANDLERS

    return make_api(HANDLERS)


def initialize() -> None:
    """Register the plugin with JAX (what JAX calls for the `jax_plugins` entry point), unless
    JAX's platforms are chosen (JAX_PLATFORMS, jax_platforms) without pjrtc: JAX would not
    open it then, and the plugin's table costs tens of milliseconds to build. A second call
    (a script that registers before JAX discovers the entry point) does nothing."""
    import jax
    from jax._src import xla_bridge

    chosen = jax.config.jax_platforms
    if chosen and PLATFORM not in chosen.split(","):
        return
    if PLATFORM in xla_bridge._backend_factories:  # registered already (jaxlib refuses twice)
        return
    xla_bridge.register_plugin(PLATFORM, priority=PRIORITY, c_api=capsule())
    _lower_donations()
    # After the registration: JAX takes rules only for platforms it knows.
    from pjrtc.plugin.lowerings import register

    register(PLATFORM)
    atexit.register(_release_before_exit)


def _lower_donations() -> None:
    """Have JAX mark donated arguments (donate_argnums) in the programs it lowers for pjrtc,
    as it does for the platforms it knows donate (a list private to JAX 0.10): the plugin
    reads the marks (compile.donated_inputs) and its runs consume those inputs."""
    from jax._src.interpreters import mlir

    if PLATFORM not in mlir._platforms_with_donation:
        mlir._platforms_with_donation.append(PLATFORM)


def _release_before_exit() -> None:
    """Have JAX release its executables and clients while Python still runs, then keep
    whatever jaxlib releases later: left to the interpreter's finalization, jaxlib destroys
    them when the plugin's ctypes callbacks can no longer run safely, and the process aborts
    ("terminate called without an active exception") or crashes freeing device memory. The
    plugin's event thread ends here too, for the same reason."""
    import jax
    from jax._src import xla_bridge

    from pjrtc.plugin.functions import HANDLES, WAITER

    jax.clear_caches()
    xla_bridge._clear_backends()
    WAITER.stop(timeout=60)
    HANDLES.keep_all()
    # The interpreter's last garbage collection, during finalization, would free the cycles
    # still holding runtime objects (queues, device memory) after the device runtime began its
    # own teardown: a segfault in "Garbage-collecting" at exit, seen once flax's dependencies
    # (etils) changed what JAX imports. Collect now, while the runtime works, and freeze the
    # rest, which that last collection then leaves alone.
    gc.collect()
    gc.freeze()
