"""JAX's lowering rules for the pjrtc platform, registered when the plugin registers.

JAX lowers some primitives per platform. A platform without a rule of its own gets the
primitive's common rule, if any: for linear algebra that is either none (eigh, eig, schur,
hessenberg, tridiagonal) or a rule emitting what only XLA expands (custom_call @Qr for
geqrf, stablehlo.cholesky), so `jnp.linalg.eigh` or `qr` failed on pjrtc. XLA:CPU's rules
lower them to LAPACK FFI custom calls (`lapack_?potrf_ffi`, `lapack_?geqrf_ffi`,
`lapack_?syevd_ffi` ...), which pjrtc's frontend compiles (pjrtc/frontend/lapack_calls.py):
pjrtc takes the CPU rule of each primitive in LINALG_PRIMITIVES, so jnp.linalg and
jax.scipy.linalg lower for pjrtc as they do for XLA:CPU.

Host callbacks (jax.pure_callback, io_callback, jax.debug.callback, jax.debug.print) call
back into Python from a running program; a pjrtc program runs SPIR-V kernels and has no way
to. Their rules here refuse at lowering with a message naming the primitive and the
function, where JAX would otherwise say that no rule exists or that "EmitPythonCallback" is
not supported.
"""

from __future__ import annotations

from typing import Any

# jax._src.lax.linalg's primitives whose XLA:CPU rule emits only LAPACK custom calls pjrtc
# compiles, and StableHLO (README "What compiles", LAPACK). A new JAX whose CPU rule emits
# another target still fails clearly: at compile time, naming the custom call's target.
LINALG_PRIMITIVES = ("cholesky", "eig", "eigh", "geqp3", "geqrf", "hessenberg",
                     "householder_product", "lu", "ormqr", "schur", "svd",
                     "triangular_solve", "tridiagonal", "tridiagonal_solve")

# The host-callback primitives (by their names in JAX) and what users call to emit them.
CALLBACK_PRIMITIVES = {
    "pure_callback": ("jax._src.callback", "pure_callback_p", "jax.pure_callback"),
    "io_callback": ("jax._src.callback", "io_callback_p", "jax.experimental.io_callback"),
    "debug_callback": ("jax._src.debugging", "debug_callback_p",
                       "jax.debug.callback or jax.debug.print"),
    "debug_print": ("jax._src.debugging", "debug_print_p", "jax.debug.print"),
}


def register(platform: str) -> None:
    """Register pjrtc's rules for `platform` (JAX must know it: call after the plugin's
    registration). Only modules `import jax` has already loaded are used."""
    import importlib

    from jax._src.interpreters import mlir
    from jax._src.lax import linalg

    cpu = mlir._platform_specific_lowerings["cpu"]
    for name in LINALG_PRIMITIVES:
        primitive = getattr(linalg, f"{name}_p")
        entry = cpu[primitive]
        mlir.register_lowering(primitive, entry.rule, platform=platform, inline=entry.inline)
    for name, (module, attribute, api) in CALLBACK_PRIMITIVES.items():
        primitive = getattr(importlib.import_module(module), attribute)
        mlir.register_lowering(primitive, _refuse_callback(name, api, platform),
                               platform=platform)


def _refuse_callback(name: str, api: str, platform: str) -> Any:
    def rule(ctx: Any, *args: Any, **params: Any) -> Any:
        raise NotImplementedError(
            f"primitive {name!r} ({api}) cannot be lowered for {platform}: a host callback "
            f"calls Python while the program runs, and a pjrtc program cannot. Run the "
            "function on the CPU (its arguments on jax.devices('cpu')), or take the callback "
            "out of the jitted function")
    return rule
