"""Finding LLVM and building the simulation ELF (harness + one kernel).

Every build product lives in a content-addressed cache directory
(``$STUBFORGE_CACHE`` or ``~/.cache/stubforge``): the key hashes every input
byte, the flags and the tool versions, so a cache hit can never be stale and
a test session rebuilds only kernels that changed.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from stubforge.files import alive

from .elf import SHN_UNDEF, Elf
from .errors import BuildError, ToolchainError

# ---- the pinned LLVM ---------------------------------------------------------------------------
# Every LLVM tool is taken at ONE exact major version, set here and nowhere else, never "the newest on
# PATH": another LLVM assembles the same bytes but models other cycles (LLVM 22's sifive-p670 has one
# vector-crypto pipe where 19's had two: CRC32 rvv 0.414 -> 1.110 modelled cycles/B) and reads raw
# bytes otherwise (llvm-objdump 22 honours the `$d` mapping symbol `.incbin` leaves in
# wrap_raw_code's object and prints every word of a HotSpot stub as `.word`).
#   BUILD_LLVM: assembling, compiling, linking, disassembling (clang, ld.lld, llvm-mc, llvm-objcopy,
#               llvm-objdump) -- the release the golden encodings were checked against.
#   MODEL_LLVM: llvm-mca, every modelled cycles figure (LLVM 22 has sifive-p470/p670/p870 with vector
#               crypto and spacemit-x60). A figure made with another llvm-mca is recomputed or
#               refused, never compared (bench/measured.py, bench/hotspot_own.py).
# A pinned tool that is missing is an error naming the package, never a fallback to another version.
BUILD_LLVM = 19
MODEL_LLVM = 22
PINNED = {"clang": BUILD_LLVM, "ld.lld": BUILD_LLVM, "llvm-mc": BUILD_LLVM, "llvm-objcopy": BUILD_LLVM,
          "llvm-objdump": BUILD_LLVM, "llvm-mca": MODEL_LLVM}
PACKAGES = {BUILD_LLVM: f"clang-{BUILD_LLVM} lld-{BUILD_LLVM} llvm-{BUILD_LLVM}", MODEL_LLVM: f"llvm-{MODEL_LLVM}"}
INSTALL_HINT = ("bash .ci/setup (README.md), or by hand: apt-get install "
                + " ".join(PACKAGES[m] for m in sorted(PACKAGES)))

TARGET = "riscv64-unknown-linux-gnu"
# Kernels carry their own `.option arch, +...`; this only keeps the assembler
# from rejecting an instruction whose .S forgot to say so.
ASSEMBLER_EXTENSIONS = ("zba", "zbb", "zbc", "zbs", "zvbb", "zvbc", "zvkned", "zvkg", "zvknhb", "zvkb", "zvkt")
PERMISSIVE_MARCH = "rv64gcv_" + "_".join(ASSEMBLER_EXTENSIONS)
HARNESS_MARCH = "rv64gc"
HARNESS_CFLAGS = (
    "-ffreestanding", "-nostdlib", "-fno-pic", "-static", "-O2",
    "-fno-stack-protector", "-Wall", "-Wextra",
)
# Without -mno-relax the assembler leaves branches as relocations for the
# linker, and an object's .text would not hold the final bytes.
NO_RELAX = "-mno-relax"

STUB_ALIAS = "stubforge_stub"  # what harness.c calls; ld --defsym points it at the kernel
SIM_DIR = Path(__file__).resolve().parent
HARNESS_SOURCES = ("harness.c", "trampoline.S", "harness_abi.h")
_SYMBOL_RE = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$]*\Z")


# ---- locating tools ---------------------------------------------------------

@dataclass(frozen=True)
class Tool:
    path: str
    major: int
    version_line: str


# Debian installs each LLVM under /usr/lib/llvm-NN/bin as well (found there when PATH lacks it).
LLVM_ROOT = Path("/usr/lib")


def _candidates(base: str) -> list[str]:
    """`base`, `base-NN` anywhere on PATH, and /usr/lib/llvm-NN/bin/base."""
    found, seen = [], set()
    for d in os.environ.get("PATH", "").split(os.pathsep) + sorted(
        str(p) for p in LLVM_ROOT.glob("llvm-*/bin")
    ):
        try:
            names = os.listdir(d)
        except OSError:
            continue
        for n in names:
            if n == base or re.fullmatch(re.escape(base) + r"-\d+", n):
                p = os.path.join(d, n)
                real = os.path.realpath(p)  # /bin and /usr/bin are often the same directory
                if os.access(p, os.X_OK) and real not in seen:
                    seen.add(real)
                    found.append(p)
    return found


def _probe(path: str, pattern: str) -> Tool | None:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(pattern, out)
    if not m:
        return None
    line = next((l.strip() for l in out.splitlines() if m.group(0) in l), out.strip())
    return Tool(path, int(m.group(1)), line)


_VERSION_PATTERNS = {
    "clang": r"clang version (\d+)",
    "ld.lld": r"LLD (\d+)",
    "llvm-objcopy": r"LLVM version (\d+)",
    "llvm-objdump": r"LLVM version (\d+)",
    "llvm-mc": r"LLVM version (\d+)",
    "llvm-mca": r"LLVM version (\d+)",
}


def all_tools(base: str) -> list[Tool]:
    """Every version of a tool found on PATH (and /usr/lib/llvm-NN/bin), newest first, each the
    first found in PATH order: what find_tool picks from and a message lists as present."""
    first: dict[int, Tool] = {}
    for p in _candidates(base):
        t = _probe(p, _VERSION_PATTERNS[base])
        if t is not None:
            first.setdefault(t.major, t)
    return [first[m] for m in sorted(first, reverse=True)]


@functools.cache
def find_tool(base: str, major: int | None = None) -> Tool:
    """`base` (clang, ld.lld, llvm-mc, llvm-objcopy, llvm-objdump, llvm-mca) at exactly its pinned major
    version (PINNED), or at `major`; a ToolchainError naming the package to install otherwise."""
    want = PINNED[base] if major is None else major
    found = all_tools(base)
    for t in found:
        if t.major == want:
            return t
    seen = ", ".join(f"{t.path} ({t.major})" for t in found) or "none on PATH"
    pkg = {"clang": f"clang-{want}", "ld.lld": f"lld-{want}"}.get(base, f"llvm-{want}")
    why = (f"; stubforge's modelled cycles are llvm-mca {want}'s, another version's would be other figures"
           if base == "llvm-mca" else "")
    raise ToolchainError(f"{base} {want} not found (found: {seen}){why}. Install it: apt-get install {pkg} "
                         "(bash .ci/setup does)")


def clang() -> Tool:
    return find_tool("clang")


def lld() -> Tool:
    return find_tool("ld.lld")


def objdump() -> Tool:
    return find_tool("llvm-objdump")


# ---- cache --------------------------------------------------------------------

def cache_root() -> Path:
    root = Path(os.environ.get("STUBFORGE_CACHE") or Path.home() / ".cache" / "stubforge")
    root.mkdir(parents=True, exist_ok=True)
    _sweep_once(str(root))
    return root


# Build directories are private until renamed into place: `.<kind>-<pid>-<random>`. One whose
# process is gone (killed mid-build, SIGKILL included) is swept by the next process to use the cache.
def private_dir(kind: str, parent: Path) -> Path:
    return Path(tempfile.mkdtemp(prefix=f".{kind}-{os.getpid()}-", dir=parent))


@functools.cache
def _sweep_once(root: str) -> None:
    import re as _re
    for p in Path(root).iterdir():
        m = _re.match(r"\.[a-z]+-(\d+)-", p.name)
        if m and p.is_dir() and int(m.group(1)) != os.getpid() and not alive(int(m.group(1))):
            shutil.rmtree(p, ignore_errors=True)


def _key(*parts: bytes | str) -> str:
    h = hashlib.sha256()
    for p in parts:
        b = p.encode() if isinstance(p, str) else p
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()[:24]


def _digest(d: Path) -> str:
    """A hash of every product in a cache entry (names and bytes), kept in its .complete marker."""
    h = hashlib.sha256()
    for p in sorted(d.rglob("*")):
        if p.is_file() and p.name != ".complete":
            h.update(p.relative_to(d).as_posix().encode() + b"\0")
            h.update(hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def _intact(d: Path) -> bool:
    """The entry's products are what was built (not after a disk error or a truncated copy). An
    entry of an older stubforge has an empty marker and no digest to compare: taken as it is."""
    try:
        said = (d / ".complete").read_text()
        return not said or said == _digest(d)
    except OSError:
        return False


def _entry_id(d: Path):
    try:
        st = os.stat(d)
        return st.st_dev, st.st_ino
    except OSError:
        return None


def _discard_entry(final: Path, root: Path, seen) -> None:
    """Move the damaged entry `seen` aside (atomic: a concurrent reader sees it whole or not at all),
    then remove it; an entry another process has put in its place meanwhile is left alone."""
    if _entry_id(final) != seen:
        return
    aside = Path(tempfile.mkdtemp(prefix=f".bad-{os.getpid()}-", dir=root)) / "entry"
    try:
        os.rename(final, aside)
    except OSError:
        pass                                # another process moved it first
    shutil.rmtree(aside.parent, ignore_errors=True)


def _cached(kind: str, key: str, build) -> Path:
    """Directory holding the products of build(tmpdir); built once per key.

    Built in a private temp dir and renamed into place, so concurrent test
    processes never see a half-written product.
    """
    root = cache_root()
    final = root / f"{kind}-{key}"
    if (final / ".complete").exists():
        seen = _entry_id(final)
        if _intact(final):
            return final
        _discard_entry(final, root, seen)  # damaged since it was made: built again, not run as it is
    tmp = private_dir(kind, root)
    try:
        build(tmp)
        (tmp / ".complete").write_text(_digest(tmp))
        try:
            os.rename(tmp, final)
        except OSError:
            if not (final / ".complete").exists():  # a stale incomplete dir: replace it
                shutil.rmtree(final, ignore_errors=True)
                os.rename(tmp, final)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return final


def _run(cmd: list[str], what: str, cwd: Path | None = None) -> None:
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    if p.returncode != 0:
        from .machine import problem_in       # a full TMPDIR or cache is not the kernel's failure
        if machine := problem_in(p.stderr + p.stdout, f"{Path(cmd[0]).name} ({what})"):
            raise machine
        raise BuildError(f"{what} failed:\n{(p.stderr + p.stdout).strip()}\n(command: {' '.join(cmd)})")


# ---- building -----------------------------------------------------------------

def check_symbol_name(symbol: str) -> None:
    if not _SYMBOL_RE.match(symbol):
        raise BuildError(f"{symbol!r} is not a valid assembler symbol name")


def assemble(kernel_asm: str, march: str = PERMISSIVE_MARCH) -> Path:
    """Assemble GNU-syntax kernel source (run through the C preprocessor, as a .S is)."""
    cc = clang()

    def build(d: Path) -> None:
        (d / "kernel.S").write_text(kernel_asm)
        _run([cc.path, f"--target={TARGET}", f"-march={march}", NO_RELAX,
              "-c", "kernel.S", "-o", "kernel.o"], "assembling the kernel", cwd=d)

    return _cached("asm", _key(kernel_asm, march, cc.version_line), build) / "kernel.o"


def compile_c(source: str, march: str, flags=(), name: str = "kernel.c") -> Path:
    """Compile one self-contained C file (a baseline kernel, sim/baseline.py) to an object.

    `flags` are clang's (optimisation, -ffreestanding ...); --target, -march and -mno-relax are
    added here.  Cached like every other build product."""
    cc = clang()
    args = [f"--target={TARGET}", f"-march={march}", NO_RELAX, *flags]

    def build(d: Path) -> None:
        (d / name).write_text(source)
        _run([cc.path, *args, "-c", name, "-o", "kernel.o"], f"compiling {name}", cwd=d)

    return _cached("cc", _key(source, name, " ".join(args), cc.version_line), build) / "kernel.o"


def wrap_raw_code(code: bytes, symbol: str) -> Path:
    """An object whose global function `symbol` is exactly `code` (from the C++ path)."""
    check_symbol_name(symbol)
    cc = clang()
    wrapper = (
        # Own section + 64-byte alignment: roughly how HotSpot's code cache places a stub.
        '\t.section .text.stubforge_raw,"ax",@progbits\n'
        "\t.p2align 6\n"
        f"\t.globl {symbol}\n"
        f"\t.type {symbol}, @function\n"
        f"{symbol}:\n"
        '\t.incbin "code.bin"\n'
        f"\t.size {symbol}, . - {symbol}\n"
    )

    def build(d: Path) -> None:
        (d / "code.bin").write_bytes(code)
        (d / "raw.s").write_text(wrapper)
        _run([cc.path, f"--target={TARGET}", f"-march={HARNESS_MARCH}", NO_RELAX,
              "-c", "raw.s", "-o", "kernel.o"], "wrapping raw code", cwd=d)

    return _cached("raw", _key(code, wrapper, cc.version_line), build) / "kernel.o"


def _harness_inputs() -> list[bytes]:
    return [(SIM_DIR / n).read_bytes() for n in HARNESS_SOURCES]


def harness_objects(have_v: bool) -> list[Path]:
    cc = clang()
    defines = ["-DSIM_HAVE_V"] if have_v else []
    flags = [f"--target={TARGET}", f"-march={HARNESS_MARCH}", NO_RELAX, *HARNESS_CFLAGS,
             *defines, f"-I{SIM_DIR}"]

    def build(d: Path) -> None:
        for src, obj in (("harness.c", "harness.o"), ("trampoline.S", "trampoline.o")):
            _run([cc.path, *flags, "-c", str(SIM_DIR / src), "-o", str(d / obj)],
                 f"compiling sim/{src}")

    d = _cached("harness", _key(*_harness_inputs(), " ".join(flags), cc.version_line), build)
    return [d / "harness.o", d / "trampoline.o"]


@dataclass(frozen=True)
class BuiltElf:
    path: Path
    symbol: str
    stub_addr: int
    stub_size: int


def _defined_global(obj: Path, symbol: str) -> None:
    elf = Elf(obj)
    syms = [s for s in elf.symbols() if s.name == symbol and s.shndx != SHN_UNDEF]
    if not syms:
        funcs = sorted({s.name for s in elf.symbols() if s.type == 2})
        raise BuildError(
            f"the kernel does not define {symbol!r} (functions it defines: {', '.join(funcs) or 'none'})"
        )
    if all(s.bind == 0 for s in syms):
        raise BuildError(f"{symbol!r} is a local symbol in the kernel: add `.globl {symbol}`")


def symbol_extent(elf: Elf, symbol: str) -> tuple[int, int]:
    sym = elf.symbol(symbol)
    if sym is None:
        raise BuildError(f"{elf.path}: no symbol {symbol!r}")
    size = sym.size
    if size == 0:  # no .size directive: up to the next symbol or the end of the section
        sec = elf.sections[sym.shndx]
        end = sec.addr + sec.size if elf.type != 1 else sec.size
        later = [s.value for s in elf.symbols()
                 if s.shndx == sym.shndx and s.value > sym.value and not s.name.startswith(".L")]
        size = min(later + [end]) - sym.value
    return sym.value, size


def link(kernel_obj: Path, symbol: str, have_v: bool) -> BuiltElf:
    """Static ELF: the harness calling `symbol` from `kernel_obj`."""
    check_symbol_name(symbol)
    _defined_global(kernel_obj, symbol)
    ld = lld()
    objs = harness_objects(have_v)
    cmd_tail = ["-static", f"--defsym={STUB_ALIAS}={symbol}"]

    def build(d: Path) -> None:
        _run([ld.path, *cmd_tail, *map(str, objs), str(kernel_obj), "-o", str(d / "sim.elf")],
             "linking the harness")

    key = _key(*(o.read_bytes() for o in objs), kernel_obj.read_bytes(), " ".join(cmd_tail),
               ld.version_line)
    elf_path = _cached("elf", key, build) / "sim.elf"
    addr, size = symbol_extent(Elf(elf_path), symbol)
    return BuiltElf(elf_path, symbol, addr, size)


def stub_bytes(obj: Path, symbol: str) -> bytes:
    """The bytes of function `symbol` in an assembled object (to compare with the C++ path)."""
    elf = Elf(obj)
    sym = elf.symbol(symbol)
    if sym is None:
        raise BuildError(f"{obj}: no symbol {symbol!r}")
    start, size = symbol_extent(elf, symbol)
    relocs = [(o, t) for o, t in elf.relocations_against(sym.shndx) if start <= o < start + size]
    if relocs:
        where = ", ".join(f"+{o - start:#x} (type {t})" for o, t in relocs[:8])
        raise BuildError(
            f"{symbol!r} still has {len(relocs)} relocation(s) at {where}: its bytes are not final "
            "(does it reference a symbol outside its own section?)"
        )
    return elf.section_data(sym.shndx)[start : start + size]


def assemble_stub_bytes(kernel_asm: str, symbol: str, march: str = PERMISSIVE_MARCH) -> bytes:
    return stub_bytes(assemble(kernel_asm, march), symbol)


def disassemble(elf_or_obj: Path, start: int, size: int) -> str:
    """llvm-objdump text of an address range, for error messages and debugging."""
    tool = objdump()
    p = subprocess.run(
        [tool.path, "-d", "--mattr=" + ",".join(f"+{e}" for e in ("v", *ASSEMBLER_EXTENSIONS)),
         f"--start-address={start:#x}", f"--stop-address={start + size:#x}", str(elf_or_obj)],
        capture_output=True, text=True,
    )
    return p.stdout if p.returncode == 0 else p.stderr
