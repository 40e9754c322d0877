"""XLA:CPU running the very StableHLO module pjrtc compiles: jax's CPU backend compiles the
module's text or bytecode (`compile_and_load`), and its executable runs on jax Arrays already
on the CPU device. Running the original Python model through jax.jit would lower anew, maybe
into another module; this is the same one."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


class XlaProgram:
    """One module compiled by XLA:CPU; `call()` runs it on the arguments given to `bind`."""

    def __init__(self, module: str | bytes) -> None:
        import jax
        from jax.extend import backend
        from jaxlib import xla_client

        cpu = backend.get_backend("cpu")
        self._device = cpu.local_devices()[0]
        self._jax = jax
        self.executable = cpu.compile_and_load(module, xla_client.DeviceList((self._device,)),
                                               xla_client.CompileOptions())

    def bind(self, arrays: list[np.ndarray]) -> Callable[[], list]:
        """A call on `arrays` put on the device once (resident), returning jax Arrays once
        they are ready."""
        args = [self._jax.device_put(a, self._device) for a in arrays]
        execute = self.executable.execute_sharded

        def call():
            results = execute(args).disassemble_into_single_device_arrays()
            return self._jax.block_until_ready([r[0] for r in results])

        return call


def to_numpy(results) -> list[np.ndarray]:
    return [np.asarray(r) for r in results]
