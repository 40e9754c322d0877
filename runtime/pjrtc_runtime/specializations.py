"""Which specialization of an artifact a call runs (format 1.4: several in one file).

An artifact compiled with several ``--shape`` holds one program per set of input shapes
(``Manifest.programs``); the runtime loads an ``Executable`` for each, and a call is handed to
the one whose input shapes equal its arguments' shapes exactly (validate.py makes sure no two
programs take the same ones). ``Specializations`` is that table; an executable of a single
program has none, so its calls pay nothing for this.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import numpy as np

from .errors import InputError

if TYPE_CHECKING:
    from .executable import Signature

T = TypeVar("T")  # an Executable (typed loosely: executable.py imports this module)


class Specializations(Generic[T]):
    """Executables by the input shapes they take, in the artifact's order."""

    __slots__ = ("_by_shapes", "_count", "_path", "signatures")

    def __init__(self, variants: Sequence[tuple[Signature, T]], path: str) -> None:
        self.signatures = tuple(sig for sig, _ in variants)
        self._by_shapes = {tuple(t.shape for t in sig.inputs): v for sig, v in variants}
        self._count = len(self.signatures[0].inputs)
        self._path = path

    def executables(self) -> tuple[T, ...]:
        return tuple(self._by_shapes.values())

    def pick(self, args: Sequence[Any], default: T) -> T:
        """The executable whose input shapes ``args`` have; ``default`` when the number of
        arguments is wrong (its own checks say so). InputError when none takes the shapes."""
        if len(args) != self._count:
            return default
        shapes = tuple(_shape_of(a) for a in args)
        found = self._by_shapes.get(shapes)
        if found is None:
            given = ", ".join("?" if s is None else "[" + ",".join(map(str, s)) + "]"
                              for s in shapes)
            takes = "; ".join("(" + ", ".join(t.type_string() for t in sig.inputs) + ")"
                              for sig in self.signatures)
            raise InputError(f"the arguments have shapes ({given}), which none of the "
                             f"{len(self.signatures)} specializations of {self._path} takes: "
                             f"it takes {takes}",
                             remedy="Pass arguments of one of these shapes, or compile the "
                             "model with one more --shape for these")
        return found


def _shape_of(value: Any) -> tuple[int, ...] | None:
    """The shape of an argument as prepare_inputs will see it (None: it has none)."""
    shape = getattr(value, "shape", None)
    if type(shape) is tuple:  # numpy arrays and DeviceBuffers: the common case, as it is
        return shape
    if shape is None:
        try:
            shape = np.shape(value)
        except Exception:  # noqa: BLE001  (prepare_inputs reports what is wrong with it)
            return None
    try:
        return tuple(int(d) for d in shape)
    except (TypeError, ValueError):
        return None
