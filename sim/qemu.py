"""Finding qemu-riscv64 and describing the CPU it should emulate.

`-cpu rv64` alone turns on a QEMU-version-dependent set of extensions (Zba,
Zbb, Zbc, Zbs, Zicond, Zfa ... are on by default), so a kernel that uses an
undeclared one would pass.  The -cpu string therefore sets every optional
extension we know of explicitly, true only if it was asked for.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import signal
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from stubforge.dsl import isa

from .errors import QemuMissing, QemuError, SimError
from .machine import problem_in
from .toolchain import cache_root

MIN_QEMU = (8, 2)
QEMU_HINT = ("run bash .ci/setup (README.md), which installs qemu-user from bookworm-backports; "
             "by hand: apt-get install -t bookworm-backports qemu-user")

# Everything optional a stub might use (or that -cpu rv64 turns on by itself).
# Base I/M/A/F/D/C, Zicsr, Zifencei and the hint extensions stay as QEMU sets
# them: the harness needs rv64gc and hints cannot fault anyway.
OPTIONAL_EXTENSIONS = (
    "zba", "zbb", "zbc", "zbs", "zbkb", "zbkc", "zbkx",
    "zknd", "zkne", "zknh", "zksed", "zksh",
    "zicond", "zfa", "zfh", "zfhmin", "zfbfmin", "zcb", "zcmop", "zimop",
    "zacas", "zabha", "zawrs", "zicbom", "zicboz",
    "zvbb", "zvbc", "zvkb", "zvkg", "zvkned", "zvknha", "zvknhb", "zvksed", "zvksh", "zvkt",
    "zvfh", "zvfhmin", "zvfbfmin", "zvfbfwma",
)
BASE_EXTENSIONS = frozenset("imafdcg") | {"zicsr", "zifencei"}
VECTOR_DEPENDENT = frozenset(
    e for e in OPTIONAL_EXTENSIONS if e.startswith("zv")
)

# Shorthands expand to their members; an extension implies what the spec says
# it contains (Zvbb is a superset of Zvkb), so declaring zvbb alone is enough.
# Every zv* extension also brings V (see normalize_extensions).
SHORTHANDS = {
    "zvkn": {"zvkned", "zvknhb", "zvkb", "zvkt"},
    "zvknc": {"zvkn", "zvbc"},
    "zvkng": {"zvkn", "zvkg"},
    "zvks": {"zvksed", "zvksh", "zvkb", "zvkt"},
    "zvksc": {"zvks", "zvbc"},
    "zvksg": {"zvks", "zvkg"},
    "zkn": {"zbkb", "zbkc", "zbkx", "zkne", "zknd", "zknh"},
    "zks": {"zbkb", "zbkc", "zbkx", "zksed", "zksh"},
    "b": {"zba", "zbb", "zbs"},
}
# The instruction extensions' implications are dsl.isa's; QEMU's CPU model adds the float ones.
IMPLIES = {
    **isa.IMPLIES,
    "zfh": {"zfhmin"},
    "zvfh": {"zvfhmin", "zfhmin"},
    "zvfbfwma": {"zvfbfmin", "zfbfmin"},
    "zvfbfmin": {"zfbfmin"},
}


@dataclass(frozen=True)
class Qemu:
    path: str
    version: tuple[int, int, int]

    @property
    def version_str(self) -> str:
        return ".".join(map(str, self.version))


@functools.cache
def find_qemu() -> Qemu:
    path = os.environ.get("STUBFORGE_QEMU") or shutil.which("qemu-riscv64")
    if not path:
        raise QemuMissing(f"qemu-riscv64 not found on PATH; {QEMU_HINT}")
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as e:
        raise QemuMissing(f"cannot run {path} --version: {e}") from None
    m = re.search(r"version (\d+)\.(\d+)(?:\.(\d+))?", out)
    if not m:
        raise QemuError(f"cannot tell the version of {path} from: {out.strip()!r}")
    version = (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))
    q = Qemu(path, version)
    if version[:2] < MIN_QEMU:
        raise QemuMissing(
            f"{path} is QEMU {q.version_str}; vector crypto needs >= "
            f"{MIN_QEMU[0]}.{MIN_QEMU[1]}: {QEMU_HINT}"
        )
    return q


def normalize_extensions(extensions) -> frozenset[str]:
    """Lower-case, expand shorthands, add implied extensions, drop base ones."""
    todo = [e.strip().lower() for e in extensions]
    out: set[str] = set()
    while todo:
        e = todo.pop()
        if e in out or e in BASE_EXTENSIONS:
            continue
        if e in SHORTHANDS:
            todo.extend(SHORTHANDS[e])
            continue
        if e != "v" and e not in OPTIONAL_EXTENSIONS:
            raise SimError(
                f"unknown extension {e!r}; known: v, {', '.join(OPTIONAL_EXTENSIONS)}, "
                f"shorthands {', '.join(SHORTHANDS)}"
            )
        out.add(e)
        todo.extend(IMPLIES.get(e, ()))
    if out & VECTOR_DEPENDENT:
        # QEMU refuses vector extensions without a vector unit; dsl.isa makes the same implication.
        out.add("v")
    return frozenset(out)


def _tiny_elf() -> bytes:
    """A static riscv64 ELF that just exits 0: lets us ask QEMU about -cpu
    properties without needing the LLVM toolchain."""
    code = struct.pack("<III", 0x00000513, 0x05D00893, 0x00000073)  # li a0,0; li a7,93; ecall
    base, hdr = 0x10000, 64 + 56
    ehdr = b"\x7fELF\x02\x01\x01" + bytes(9) + struct.pack(
        "<HHIQQQIHHHHHH", 2, 243, 1, base + hdr, 64, 0, 0x5, 64, 56, 1, 64, 0, 0
    )
    phdr = struct.pack("<IIQQQQQQ", 1, 5, 0, base, base, hdr + len(code), hdr + len(code), 0x1000)
    return ehdr + phdr + code


@functools.cache
def _tiny_elf_path() -> str:
    path = cache_root() / "probe-exit0.elf"
    if not path.exists():
        fd, tmp = tempfile.mkstemp(prefix=".probe-", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(_tiny_elf())
        os.chmod(tmp, 0o755)
        os.replace(tmp, path)
    return str(path)


@functools.cache
def known_properties(qemu_path: str) -> frozenset[str]:
    """Which of OPTIONAL_EXTENSIONS this QEMU has as -cpu properties.

    Older QEMUs lack some of them; an extension QEMU does not know cannot be
    on, so it is simply left out of the -cpu string.
    """
    names = list(OPTIONAL_EXTENSIONS)
    for _ in range(len(OPTIONAL_EXTENSIONS) + 1):
        cpu = "rv64," + ",".join(f"{n}=false" for n in names)
        p = subprocess.run([qemu_path, "-cpu", cpu, _tiny_elf_path()],
                           capture_output=True, text=True, timeout=60)
        if p.returncode == 0:
            return frozenset(names)
        m = re.search(r"Property '[^']*\.([a-z0-9_]+)' not found", p.stderr)
        if not m or m.group(1) not in names:
            if machine := problem_in(p.stderr, "qemu-riscv64"):
                raise machine
            raise QemuError(f"{qemu_path} rejected a plain -cpu {cpu}:\n{p.stderr.strip()}")
        names.remove(m.group(1))
    raise QemuError(f"could not probe -cpu properties of {qemu_path}")


def cpu_string(extensions, vlen: int, *, ta_all_1s: bool = True, ma_all_1s: bool = True,
               qemu: Qemu | None = None) -> str:
    """The -cpu value enabling exactly `extensions` (plus rv64gc) at `vlen` bits."""
    exts = normalize_extensions(extensions)
    q = qemu or find_qemu()
    known = known_properties(q.path)
    missing = sorted(exts - known - {"v"})
    if missing:
        raise QemuMissing(f"QEMU {q.version_str} ({q.path}) cannot emulate {', '.join(missing)}: {QEMU_HINT}")
    if vlen < 128 or vlen > 65536 or vlen & (vlen - 1):
        raise SimError(f"vlen must be a power of two from 128 up (got {vlen})")
    tf = lambda b: "true" if b else "false"  # noqa: E731
    parts = ["rv64", f"v={tf('v' in exts)}", f"vlen={vlen}", "elen=64",
             f"rvv_ta_all_1s={tf(ta_all_1s)}", f"rvv_ma_all_1s={tf(ma_all_1s)}"]
    parts += [f"{e}={tf(e in exts)}" for e in OPTIONAL_EXTENSIONS if e in known]
    return ",".join(parts)


@dataclass(frozen=True)
class RunOutput:
    stdout: bytes
    stderr: str
    returncode: int
    timed_out: bool


def run_elf(elf: str | Path, stdin: bytes, cpu: str, timeout: float,
            qemu: Qemu | None = None) -> RunOutput:
    """Run `elf` under qemu-riscv64 -cpu `cpu`, feeding `stdin`.

    On timeout the guest gets SIGALRM first: the harness answers with a record
    holding the pc it was stuck at, which says far more than a kill would.
    """
    q = qemu or find_qemu()
    proc = subprocess.Popen([q.path, "-cpu", cpu, str(elf)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    timed_out = False
    try:
        out, err = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        proc.send_signal(signal.SIGALRM)
        try:
            out, err = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
    if proc.returncode == 1 and not out:
        # The harness never exits with 1; QEMU does when it refuses the -cpu string or the ELF, or
        # cannot load it (a noexec cache: "Permission denied", the machine's problem).
        if machine := problem_in(err.decode(errors="replace"), "qemu-riscv64"):
            raise machine
        raise QemuError(f"qemu-riscv64 -cpu {cpu} refused to run {elf}:\n{err.decode(errors='replace').strip()}")
    return RunOutput(out, err.decode(errors="replace"), proc.returncode, timed_out)
