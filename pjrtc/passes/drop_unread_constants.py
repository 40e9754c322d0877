"""Unread constants (kernel IR -> kernel IR): drop every constant no kernel reads.

Constants reach the device only as kernel arguments (a copy, a loop's trip count or an output
always names a buffer slot), so a constant that no kernel lists in `Kernel.args` is dead
weight in constants.bin. Passes leave such constants behind: tile_contractions packs a weight
matrix into panels at compile time and the panels replace the matrix in every kernel that read
it, so without this pass each weight would be stored twice (ResNet50: 204 MB for 102 MB of
weights). Runs last, after every pass that can stop reading a constant.
"""

from __future__ import annotations

from dataclasses import replace

from pjrtc.ir.kernel import KernelModule
from pjrtc.target import Target


def drop_unread_constants(module: KernelModule, target: Target) -> KernelModule:
    """The module without the constants no kernel reads (the same on every target)."""
    read = {v.id for kern in module.kernels for v in kern.args()}
    kept = tuple((v, array) for v, array in module.constants if v.id in read)
    return module if len(kept) == len(module.constants) else replace(module, constants=kept)
