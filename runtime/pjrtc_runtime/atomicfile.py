"""Atomic file writes: a reader sees the old file or the complete new one, never a part.

``write_atomically(path, write)`` has ``write(f)`` fill an anonymous file in the target's
directory (Linux ``O_TMPFILE``: it has no name, so a process killed while writing, even by
SIGKILL, leaves nothing behind), fsyncs it, gives it a temporary name and renames that over the
target (``rename`` is atomic within a filesystem), then fsyncs the directory. The only window
in which a temporary name exists is between that link and the rename: two system calls.

Where ``O_TMPFILE`` is unavailable (not Linux, or a filesystem without it), the file is created
under a temporary name (``.<name>.<random>.tmp``) and removed on any exception, KeyboardInterrupt
and SystemExit included; a SIGKILL there leaves that file behind. Used by the compiler's
artifact writer and by the runtime's command line for result files.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Callable
from typing import BinaryIO

# Errors that mean "this directory or system cannot do O_TMPFILE", not a real write failure.
_NO_TMPFILE = {errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL, errno.ENOENT, errno.EACCES,
               errno.EPERM}


def write_atomically(path: str | os.PathLike[str], write: Callable[[BinaryIO], None],
                     mode: int = 0o666) -> None:
    """Replace (or create) ``path`` with what ``write`` writes, atomically. ``mode`` is
    masked by the umask, as for a new file. Raises OSError; the target is then unchanged."""
    target = os.path.abspath(os.fspath(path))
    directory, base = os.path.split(target)
    fd = _anonymous_file(directory)
    if fd is None:
        _write_named(target, directory, base, write, mode)
    else:
        _write_anonymous(fd, target, directory, base, write, mode)
    _fsync_directory(directory)


def _anonymous_file(directory: str) -> int | None:
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None or not os.path.isdir("/proc/self/fd"):
        return None
    try:
        return os.open(directory, flag | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), 0o600)
    except OSError as e:
        if e.errno in _NO_TMPFILE and os.path.isdir(directory):
            return None  # the filesystem cannot; fall back to a named temporary file
        raise


def _write_anonymous(fd: int, target: str, directory: str, base: str,
                     write: Callable[[BinaryIO], None], mode: int) -> None:
    with os.fdopen(fd, "wb") as f:
        _fill(f, write, mode)
        temp = _link(f.fileno(), directory, base)
    try:
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _link(fd: int, directory: str, base: str) -> str:
    """Give the anonymous file ``fd`` a temporary name in ``directory``; returns the path."""
    # linkat(..., AT_SYMLINK_FOLLOW) through /proc; os.link takes that path only when given
    # a directory fd (with none it calls link(2), which would link the /proc symlink itself).
    dir_fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        for _ in range(100):
            name = f".{base}.{os.urandom(6).hex()}.tmp"
            try:
                os.link(f"/proc/self/fd/{fd}", name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd,
                        follow_symlinks=True)
                return os.path.join(directory, name)
            except FileExistsError:
                continue
    finally:
        os.close(dir_fd)
    raise FileExistsError(errno.EEXIST, "no free temporary name", directory)


def _write_named(target: str, directory: str, base: str, write: Callable[[BinaryIO], None],
                 mode: int) -> None:
    fd, temp = tempfile.mkstemp(prefix=f".{base}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            _fill(f, write, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _fill(f: BinaryIO, write: Callable[[BinaryIO], None], mode: int) -> None:
    write(f)
    f.flush()
    os.fchmod(f.fileno(), mode & ~_umask())
    os.fsync(f.fileno())


def _umask() -> int:
    # Linux reports it; elsewhere os.umask can only read it by setting it (racy with other
    # threads creating files), restored at once.
    with contextlib.suppress(OSError, ValueError), open("/proc/self/status",
                                                        encoding="ascii") as f:
        for line in f:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fsync_directory(directory: str) -> None:
    # Makes the rename durable; not every filesystem allows opening a directory.
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
