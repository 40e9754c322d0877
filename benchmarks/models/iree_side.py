"""IREE's llvm-cpu backend on the same StableHLO module, when iree-base-compiler and
iree-base-runtime are installed (`pip install '.[iree]'`): compiled for this host's CPU,
run by the local-task driver (its own thread pool) on arguments already on its device."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

import numpy as np

# the host CPU; the warning (max pools read their tensor.empty init) is noise in the table
TARGET = ["--iree-llvmcpu-target-cpu=host",
          "--iree-global-opt-enable-warn-on-uninitialized-values=false"]


def available() -> bool:
    if importlib.util.find_spec("iree") is None:
        return False
    return all(importlib.util.find_spec(m) is not None for m in ("iree.compiler",
                                                                 "iree.runtime"))


class IreeProgram:
    def __init__(self, module_text: str) -> None:
        """`module_text`: StableHLO text (IREE's MLIR is not jaxlib's: no bytecode)."""
        import iree.compiler
        import iree.runtime

        self._runtime = iree.runtime
        vmfb = iree.compiler.compile_str(module_text, target_backends=["llvm-cpu"],
                                         input_type="stablehlo", extra_args=TARGET)
        self._config = iree.runtime.Config("local-task")
        context = iree.runtime.SystemContext(config=self._config)
        module = iree.runtime.VmModule.copy_buffer(context.instance, vmfb)
        context.add_vm_module(module)
        self._main = context.modules[module.name]["main"]
        self._context = context  # the function needs it alive

    def bind(self, arrays: list[np.ndarray]) -> Callable[[], list]:
        """A call on `arrays` put on the device once; an invocation returns when it is done."""
        args = [self._runtime.asdevicearray(self._config.device, a) for a in arrays]
        main = self._main

        def call():
            results = main(*args)
            return list(results) if isinstance(results, (tuple, list)) else [results]

        return call


def to_numpy(results) -> list[np.ndarray]:
    return [r.to_host() if hasattr(r, "to_host") else np.asarray(r) for r in results]
