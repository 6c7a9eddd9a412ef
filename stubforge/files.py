"""Writing files whole.

Every file stubforge writes (generated/, `emit -o`, `sim --junit`, `patch -o`, `tune --save`, the
measurement records, plots) goes to a temporary beside it, is flushed to disk, and is renamed over
the target: whoever reads it sees the old file or the new one, never a 0-byte or half-written one,
whatever stops the write (Ctrl-C, SIGKILL, a full disk). The temporary sits in the target's own
directory because rename(2) is atomic only within one file system.

    atomic_write(path, text_or_bytes)         # raises CannotWrite (an OSError) naming `path`
    with locked(path): read, change, atomic_write(path, ...)    # one read-change-write at a time

`stage` and `signals_deferred` are the parts, for a caller that replaces several files together
(jdk/patch.py's --apply): stage every file first, then rename them all with Ctrl-C held back.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import signal
import stat
from pathlib import Path

class DamagedFile(Exception):
    """A file the tool reads is not what it must be (a merge conflict left in it, cut short, another
    shape): one line naming the file and what is wrong."""


# A line git's merge leaves in a conflicted file: <<<<<<< ours, =======, >>>>>>> theirs.
_CONFLICT = re.compile(r"^(<{7}|={7}|>{7})(?: .*)?$", re.M)


def read_json(path, what: str):
    """The JSON in `path` (`what` it is, for the message, e.g. "stubforge's measurements"). A conflict
    marker, text that is not UTF-8 or not JSON raise DamagedFile naming the file and line; the caller
    checks the shape (shape_error says it the same way)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise DamagedFile(f"{path}: not UTF-8 text (byte {e.start}), so not {what}") from None
    m = _CONFLICT.search(text)
    if m:
        line = text.count("\n", 0, m.start()) + 1
        raise DamagedFile(f"{path}:{line}: a merge conflict marker ({m.group(1)}): resolve the conflict; the "
                          f"file must be {what}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise DamagedFile(f"{path}:{e.lineno}: not valid JSON ({e.msg}), so not {what}") from None


def shape_error(path, what: str, e: Exception) -> DamagedFile:
    """The DamagedFile for JSON of the wrong shape, from the error reading it raised (a missing key,
    a list where an object belongs)."""
    why = f"no {e.args[0]!r}" if isinstance(e, KeyError) else str(e).splitlines()[0] if str(e) else type(e).__name__
    return DamagedFile(f"{path}: not {what} ({why})")


# `.<name>.stubforge-<pid>-<random>.tmp`: hidden, and the pid says whether its writer still lives.
_TMP = re.compile(r"\..*\.stubforge-(\d+)-[0-9a-f]+\.tmp")


class CannotWrite(OSError):
    """A file could not be written (a full disk, a read-only file system, a missing directory):
    the machine's problem, said in one line with the path."""

    def __init__(self, path, err: OSError):
        super().__init__(err.errno, err.strerror or str(err), str(path))

    def __str__(self) -> str:
        return f"cannot write {self.filename}: {self.strerror}"


def _temp_beside(target: Path) -> Path:
    # The name is cut so that the temporary's name stays within NAME_MAX (255) like the target's.
    return target.with_name(f".{target.name[:200]}.stubforge-{os.getpid()}-{secrets.token_hex(4)}.tmp")


def discard(path) -> None:
    """Remove a temporary, if it is still there."""
    with contextlib.suppress(OSError):
        os.unlink(path)


def stage(path, data: bytes, mode: int | None = None) -> Path:
    """A temporary beside `path` holding exactly `data`, synced to disk, with the mode (and owner)
    of the file it will replace; a new file gets `mode`, or 0o666 less the umask. On any failure
    nothing is left behind."""
    target = Path(path)
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    tmp = _temp_beside(target)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    try:
        view = memoryview(data)
        while view:                              # os.write may write less than asked
            view = view[os.write(fd, view):]
        if old is not None:
            os.fchmod(fd, stat.S_IMODE(old.st_mode))
            if (old.st_uid, old.st_gid) != (os.geteuid(), os.getegid()):
                with contextlib.suppress(OSError):  # root keeps a user's file the user's; others cannot
                    os.fchown(fd, old.st_uid, old.st_gid)
        elif mode is not None:
            os.fchmod(fd, mode)
        os.fsync(fd)                             # the data is on disk before the name points at it
    except BaseException:
        os.close(fd)
        discard(tmp)
        raise
    os.close(fd)
    return tmp


def _kind(target: Path) -> str:
    """"file" (or none yet), "dir", or "special": a device or FIFO (`-o /dev/stdout`), which is
    written in place as nothing can be renamed over it."""
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return "file"
    return "file" if stat.S_ISREG(mode) else "dir" if stat.S_ISDIR(mode) else "special"


def atomic_write(path, data: str | bytes, *, mode: int | None = None, errors: str = "strict") -> None:
    """Write `data` (str as UTF-8) to `path` whole: a temporary beside it renamed over it. A
    symbolic link is written through (the link stays). Raises CannotWrite naming `path`."""
    if isinstance(data, str):
        data = data.encode("utf-8", errors)
    target = Path(os.path.realpath(path) if os.path.islink(path) else os.path.abspath(path))
    try:
        kind = _kind(target)
        if kind == "dir":
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if kind == "special":
            with open(target, "wb") as f:
                f.write(data)
            return
        tmp = stage(target, data, mode)
        try:
            os.replace(tmp, target)
        except BaseException:
            discard(tmp)
            raise
    except OSError as e:
        raise CannotWrite(path, e) from None


@contextlib.contextmanager
def locked(path):
    """Hold an exclusive lock for a read-change-write of `path` (two `tune --save` at once): the lock
    is on its directory, as the file itself is replaced by rename and a lock on it would stay with the
    old file. Another process waits here until the holder leaves the block (or dies: the kernel drops
    the lock). No lock file is left behind."""
    import fcntl
    fd = os.open(Path(path).parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)                # closing releases the lock


def check_writable(path) -> None:
    """Before the work whose result goes to `path`: that atomic_write can put a file there (its
    directory exists and takes a new file; `path` is not a directory). The directory is tried with a
    temporary, removed at once, as permissions alone do not tell (root, a read-only mount). Raises
    CannotWrite naming `path`; a device (`-o /dev/stdout`) is taken as it is."""
    target = Path(os.path.realpath(path) if os.path.islink(path) else os.path.abspath(path))
    try:
        kind = _kind(target)
        if kind == "dir":
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if kind == "file":
            discard(stage(target, b""))
    except OSError as e:
        raise CannotWrite(path, e) from None


def check_dir_writable(directory) -> None:
    """Before the work whose files go into `directory` (created with its parents when missing): its
    nearest existing ancestor is a directory that takes new files. Raises CannotWrite naming it."""
    d = Path(os.path.abspath(directory))
    while not d.exists() and d != d.parent:
        d = d.parent
    try:
        if not d.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
        discard(stage(d / ".probe", b""))
    except OSError as e:
        raise CannotWrite(directory, e) from None


def sync_dir(directory) -> None:
    """Make the renames in `directory` durable (best effort: not every file system allows it)."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def alive(pid: int) -> bool:
    """Whether process `pid` still exists (the owner of a temporary named by its pid)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep(directory) -> None:
    """Remove the temporaries that processes killed while writing (SIGKILL) left in `directory`."""
    try:
        names = os.listdir(directory)
    except OSError:
        return
    for name in names:
        m = _TMP.fullmatch(name)
        if m and int(m.group(1)) != os.getpid() and not alive(int(m.group(1))):
            discard(Path(directory) / name)


# Held back while several files are renamed into place; SIGKILL cannot be, which is why each file is
# whole on its own (staged and synced) before any rename starts.
DEFERRED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@contextlib.contextmanager
def signals_deferred():
    """Ctrl-C, SIGTERM and SIGHUP that arrive inside the block are delivered when it ends, so a
    block of renames runs to its end. Outside the main thread (where Python cannot set handlers)
    the block runs unprotected."""
    got: list[int] = []
    try:
        old = {s: signal.signal(s, lambda signum, frame: got.append(signum)) for s in DEFERRED}
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        for s in dict.fromkeys(got):
            signal.raise_signal(s)
