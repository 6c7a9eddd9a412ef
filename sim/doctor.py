"""`stubforge doctor`: is this machine able to build, simulate and measure kernels, and if not, what
to install. `preflight()` is the short form every simulating command runs first, so a missing tool
stops a run with one line (exit 2) instead of failing every row."""
from __future__ import annotations

import importlib
import os
import shutil
from dataclasses import dataclass

from . import machine
from .errors import EnvironmentProblem, SimError
from .qemu import QEMU_HINT, find_qemu
from .toolchain import INSTALL_HINT, PINNED, cache_root, find_tool

@dataclass
class Check:
    what: str
    ok: bool
    detail: str
    fix: str = ""
    required: bool = True


def _writable_dir(path: str) -> str | None:
    if not os.path.isdir(path):
        return f"{path} does not exist"
    if not os.access(path, os.W_OK | os.X_OK):
        return f"{path} is not writable"
    return None


def check_dirs() -> None:
    """TMPDIR (clang and g++ write their temporaries there) and the build cache must be writable
    directories with room (sim/machine.py)."""
    tmp = os.environ.get("TMPDIR")
    if tmp and (why := _writable_dir(tmp)):
        raise EnvironmentProblem(f"TMPDIR: {why}; set TMPDIR to a writable directory or unset it")
    machine.check_dir("TMPDIR" if tmp else "the temporary directory", machine.tmpdir(),
                      "free some space there or point TMPDIR at a writable directory with room")
    try:
        root = cache_root()
    except OSError as e:
        where = e.filename or os.environ.get("STUBFORGE_CACHE") or "~/.cache/stubforge"
        raise EnvironmentProblem(f"the build cache {where} is not writable ({e.strerror}); set STUBFORGE_CACHE "
                                 "to a writable directory") from None
    machine.check_dir("the build cache", root, "free some space there or point STUBFORGE_CACHE at a writable "
                                               "directory with room")


def preflight(cxx: bool = False) -> None:
    """Raise EnvironmentProblem naming the first missing piece a simulation needs."""
    check_dirs()
    find_qemu()
    for t in ("clang", "ld.lld"):
        find_tool(t)
    if cxx:
        from .cxx import compiler
        compiler()


def checks() -> list[Check]:
    out = []

    def attempt(what, fn, fix, required=True):
        try:
            out.append(Check(what, True, fn() or "ok", required=required))
        except (SimError, OSError) as e:
            out.append(Check(what, False, str(e).split("\n")[0], fix, required))

    attempt("directories (TMPDIR, build cache)", lambda: (check_dirs(), f"cache {cache_root()}")[1],
            "unset TMPDIR or point it (and STUBFORGE_CACHE) at writable directories")
    attempt("qemu-riscv64 >= 8.2", lambda: (q := find_qemu()) and f"{q.path} {q.version_str}", QEMU_HINT)
    attempt("QEMU emulates V, Zvkned, Zvknhb, Zvkg, Zvbb, Zvbc, Zba, Zbb, Zbc", _emulates_everything, QEMU_HINT)
    for tool in ("clang", "ld.lld", "llvm-mc", "llvm-objdump", "llvm-mca"):
        attempt(f"{tool} {PINNED[tool]} (pinned)",
                lambda tool=tool: (t := find_tool(tool)) and f"{t.path} ({t.version_line})", INSTALL_HINT,
                required=tool in ("clang", "ld.lld"))
    attempt("host C++ compiler (the C++ path)", _cxx, "apt-get install g++ (or set CXX)")
    for mod, pkg in (("zlib", None), ("hashlib", None), ("crc32c", "crc32c"), ("Crypto", "pycryptodome")):
        attempt(f"reference: {pkg or mod}", lambda mod=mod: (importlib.import_module(mod), "importable")[1],
                f"pip install {pkg}" if pkg else "a Python built with it")
    attempt("riscv64 libc headers (C that includes them: emit --target header)", riscv64_libc_headers,
            "apt-get install libc6-dev-riscv64-cross libgcc-12-dev-riscv64-cross (bash .ci/setup installs them)",
            required=False)
    attempt("git (patch: OpenJDK checkouts)", lambda: shutil.which("git") or _missing("git"),
            "apt-get install git", required=False)
    attempt("javac (stubforge jvm only)", lambda: shutil.which("javac") or _missing("javac"),
            "apt-get install openjdk-17-jdk-headless", required=False)
    return out


def riscv64_libc_headers() -> str:
    """Compile `#include <stdint.h>` for riscv64 with the pinned clang: stdint.h reaches the libc's own
    headers, which only a riscv64 libc dev package provides. Raises with clang's own message."""
    import subprocess
    import tempfile
    clang = find_tool("clang")
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "t.c")
        with open(src, "w") as f:
            f.write("#include <stdint.h>\nuint64_t x;\n")
        r = subprocess.run([str(clang.path), "--target=riscv64-linux-gnu", "-fsyntax-only", src],
                           capture_output=True, text=True)
    if r.returncode:
        first = next((ln for ln in r.stderr.splitlines() if "error" in ln), r.stderr.strip())
        raise EnvironmentProblem("clang cannot compile riscv64 C that includes <stdint.h>: "
                                 + first.replace(src, "t.c"))
    return "clang compiles riscv64 C that includes <stdint.h>"


def _missing(what):
    raise EnvironmentProblem(f"{what} not on PATH")


def _cxx():
    from .cxx import compiler
    path, line = compiler()
    return f"{path} ({line})"


def _emulates_everything():
    from .qemu import cpu_string
    exts = {"v", "zvkned", "zvknhb", "zvkg", "zvbb", "zvbc", "zba", "zbb", "zbc"}
    cpu_string(exts, 128)
    return "every extension stubforge's kernels use"
