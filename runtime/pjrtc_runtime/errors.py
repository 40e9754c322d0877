"""The exception hierarchy shared by the runtime and the compiler.

Every class here is a *user* error: ``str(e)`` is a complete one-paragraph message saying
what is wrong, what was expected and what to do, and the CLI prints it without a traceback.
The compiler subclasses ``PjrtcError`` for its own user errors. Anything that is not a
``PjrtcError`` is a bug and keeps its traceback.
"""

from __future__ import annotations

import os
from collections.abc import Sequence


class PjrtcError(Exception):
    """Base class of every user error raised by pjrtc and pjrtc-runtime."""


class ArtifactError(PjrtcError):
    """The file is not a pjrtc artifact, or it is truncated, corrupt or inconsistent."""

    def __init__(self, path: str | os.PathLike[str] | None, problem: str, remedy: str) -> None:
        self.path = None if path is None else os.fspath(path)
        self.problem = problem
        self.remedy = remedy
        where = f"{self.path}: " if self.path is not None else ""
        super().__init__(f"{where}{problem}. {remedy}.")


class ArtifactVersionError(ArtifactError):
    """The artifact's format or ABI version is one this runtime does not read."""

    def __init__(
        self,
        path: str | os.PathLike[str] | None,
        what: str,
        found: str,
        supported: str,
        remedy: str,
    ) -> None:
        self.what = what
        self.found = found
        self.supported = supported
        problem = f"the artifact has {what} {found}, but this runtime reads {supported}"
        super().__init__(path, problem, remedy)


class InputError(PjrtcError):
    """Wrong number, dtype or shape of the inputs given to an executable."""

    def __init__(
        self,
        problem: str,
        *,
        index: int | None = None,
        name: str | None = None,
        expected: str | None = None,
        got: str | None = None,
        remedy: str = "pass exactly the arguments listed in the executable's signature",
    ) -> None:
        self.index, self.name, self.expected, self.got = index, name, expected, got
        where = ""
        if index is not None:
            where = f"argument {index}" + (f" ({name})" if name else "") + ": "
        detail = ""
        if expected is not None:
            detail = f"; expected {expected}, got {got}"
        super().__init__(f"{where}{problem}{detail}. {remedy}.")


class DeviceError(PjrtcError):
    """No such device, an invalid filter string, or a device lacking a required capability."""

    def __init__(
        self, problem: str, remedy: str, available: Sequence[str] | None = None
    ) -> None:
        self.problem = problem
        self.remedy = remedy
        self.available = None if available is None else tuple(available)
        listing = ""
        if self.available:
            listing = " Devices found: " + "; ".join(self.available) + "."
        elif available is not None:
            listing = " No SYCL device was found at all."
        super().__init__(f"{problem}. {remedy}.{listing}")


class OutOfDeviceMemory(DeviceError):
    """An allocation on the device failed, or would exceed what the device has."""


class DeletedBufferError(PjrtcError):
    """A DeviceBuffer was used after ``delete()`` or after being donated to an execution."""
