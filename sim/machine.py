"""Telling the machine's problems from the kernel's.

A compiler that cannot write its temporary file fails the way one that rejects the code does: a
nonzero exit and a message. But a full or read-only TMPDIR or build cache is the machine's problem:
it must stop the run with one line (exit 2), not fail every kernel, which CI would blame on the
kernel. So the directories are checked before a run (`check_dir`), and a tool's failure is read for
the machine's words (`problem_in`) before it is reported as the kernel's.
"""
from __future__ import annotations

import os
import re
import tempfile

from .errors import EnvironmentProblem

# Room a run needs at least in TMPDIR and in the build cache (a C++ build's temporaries are ~1 MiB).
MIN_FREE = 8 << 20

# What tools print when the machine, not their input, is at fault: the C library's errno texts and
# the tools' own words (gcc: "error closing /tmp/cc1.s: No space left on device"; clang: "IO failure
# on output stream: No space left on device"; qemu: "Error while loading sim.elf: Permission denied").
_MACHINE = re.compile(r"No space left on device|Read-only file system|Disk quota exceeded|Permission denied|"
                      r"Input/output error|Too many open files|Cannot allocate memory|"
                      r"[Cc]annot create temporary file")
# A compiler quotes the source line of an error (`   12 |   code`): the kernel's text, never the machine's.
_SOURCE_ECHO = re.compile(r"\s*\d*\s*\|")


class MachineProblem(EnvironmentProblem):
    """A tool failed because the machine could not give it what it needed (room, a writable file)."""


def tmpdir() -> str:
    """Where compilers write their temporaries: $TMPDIR, else /tmp (gcc and LLVM agree on that)."""
    return os.environ.get("TMPDIR") or "/tmp"


def free_bytes(path) -> int | None:
    try:
        st = os.statvfs(path)
    except OSError:
        return None
    return st.f_bavail * st.f_frsize


def _size(n: int) -> str:
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.1f} {unit}"
    return f"{n} bytes"


def check_dir(what: str, path, fix: str) -> None:
    """`path` is a directory a build can create files in, with MIN_FREE room; otherwise an
    EnvironmentProblem naming it (`what`: "TMPDIR", "the build cache") and saying what to do."""
    if not os.path.isdir(path):
        raise EnvironmentProblem(f"{what}: {path} does not exist; {fix}")
    try:
        tempfile.TemporaryFile(dir=path).close()
    except OSError as e:
        raise EnvironmentProblem(f"{what} {path} is not writable ({e.strerror}); {fix}") from None
    free = free_bytes(path)
    if free is not None and free < MIN_FREE:
        raise EnvironmentProblem(f"{what} {path} is full ({_size(free)} free, a run needs {_size(MIN_FREE)}); "
                                 f"{fix}")


def _where() -> str:
    """The directories tools write to, with their free space: the line names the one at fault."""
    cache = os.environ.get("STUBFORGE_CACHE") or os.path.expanduser("~/.cache/stubforge")   # toolchain.cache_root's
    out = []
    for what, path in (("TMPDIR", tmpdir()), ("build cache", cache)):
        free = free_bytes(path)
        out.append(f"{what} {path}: " + (f"{_size(free)} free" if free is not None else "unusable"))
    return "; ".join(out)


def problem_in(output: str, tool: str) -> MachineProblem | None:
    """The machine problem `tool`'s output reports, as one line naming the directories, or None when
    the output reads as the tool rejecting its input."""
    for line in output.splitlines():
        if _SOURCE_ECHO.match(line):
            continue
        m = _MACHINE.search(line)
        if m:
            said = " ".join(line.split())[:240]
            return MachineProblem(f"{tool} failed for a machine problem, not the kernel's: {said} ({_where()})")
    return None
