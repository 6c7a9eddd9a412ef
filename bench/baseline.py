"""Baselines: the checksum algorithms in portable C, compiled by clang, run in the same harness.

"What a compiler gives you" — our stand-in for C2-generated code.  bench/baselines/<algo>.c holds
each algorithm written plainly (zlib's scalar Adler-32 with the NMAX deferred modulo; CRC-32 and
CRC-32C by slicing-by-8), exporting a function with exactly the HotSpot stub's signature, so the
layouts and judges of sim.layouts apply unchanged.  Two flavours:

    rv64gc-O2    clang -O2 -march=rv64gc
    rv64gcv-O3   clang -O3 -march=rv64gcv (loop and SLP vectorisers on; whether they fire is
                 reported by `vector_instructions`)

both freestanding (-fno-pic -ffreestanding -nostdlib -fno-builtin -mno-relax): no libc, and clang
may not turn loops into memcpy/memset calls.  The function is linked into the same harness as a
kernel (toolchain.link), and its [addr, addr+size) comes from the ELF symbol table, so
sim.count.count_stub counts it like a stub.  With no IR, instructions are classified from the
llvm-objdump disassembly of the function (`classify_disassembly`).

The CRC tables in the .c files are generated: `python3 -m sim.baseline --regen` rewrites them,
`--check` fails if they are stale (and so does build_baseline).
"""
from __future__ import annotations

import argparse
import functools
import re
import sys
from pathlib import Path

from stubforge.sim import Harness
from stubforge.files import atomic_write
from stubforge.sim.errors import BuildError
from stubforge.sim.qemu import normalize_extensions
from stubforge.sim.toolchain import compile_c, link

BASELINE_DIR = Path(__file__).resolve().parent / "baselines"

# flavour -> (-march, optimisation, extensions the simulated CPU needs)
FLAVOURS = {
    "rv64gc-O2": ("rv64gc", "-O2", frozenset()),
    "rv64gcv-O3": ("rv64gcv", "-O3", frozenset({"v"})),
}
CFLAGS = ("-fno-pic", "-ffreestanding", "-nostdlib", "-fno-builtin", "-fno-stack-protector",
          "-Wall", "-Wextra", "-Werror")

SOURCES = {
    "updateBytesAdler32": "adler32.c",
    "updateBytesCRC32": "crc32.c",
    "updateBytesCRC32C": "crc32c.c",
}
SHORT_NAMES = {"adler32": "updateBytesAdler32", "crc32": "updateBytesCRC32",
               "crc32c": "updateBytesCRC32C"}
CRC_POLYS = {"crc32.c": 0xEDB88320, "crc32c.c": 0x82F63B78}   # reflected polynomials

BEGIN, END = "/* BEGIN GENERATED TABLES */\n", "/* END GENERATED TABLES */\n"


def stub_name(stub: str) -> str:
    """The HotSpot stub name for 'adler32' / 'crc32' / 'crc32c' or a stub name itself."""
    name = SHORT_NAMES.get(stub.lower(), stub)
    if name not in SOURCES:
        raise BuildError(f"no C baseline for {stub!r}; there are: {', '.join(SOURCES)}")
    return name


def symbol(stub: str) -> str:
    return f"baseline_{stub_name(stub)}"


# ---- the CRC tables -------------------------------------------------------------------------------

def crc_slice_tables(poly: int, n: int = 8) -> list[list[int]]:
    """The kernel's own slicing tables: the baseline runs the same algorithm on the same data."""
    from stubforge.kernels.crc32 import slicing_tables
    return slicing_tables(poly, n)


def render_tables(poly: int) -> str:
    lines = [f"static const uint32_t crc_table[8][256] = {{  /* reflected polynomial {poly:#010x} */\n"]
    for k, tab in enumerate(crc_slice_tables(poly)):
        lines.append(f"    {{   /* table {k} */\n")
        for i in range(0, 256, 8):
            row = ", ".join(f"0x{v:08x}" for v in tab[i:i + 8])
            lines.append(f"        {row},\n")
        lines.append("    },\n")
    lines.append("};\n")
    return "".join(lines)


def _split(text: str, fname: str) -> tuple[str, str, str]:
    if text.count(BEGIN) != 1 or text.count(END) != 1:
        raise BuildError(f"bench/baselines/{fname}: the {BEGIN.strip()} / {END.strip()} markers are missing")
    head, rest = text.split(BEGIN)
    body, tail = rest.split(END)
    return head, body, tail


def regenerate(check: bool = False) -> list[str]:
    """Rewrite the generated tables of every CRC baseline (check=True: only list the stale ones)."""
    stale = []
    for fname, poly in CRC_POLYS.items():
        path = BASELINE_DIR / fname
        text = path.read_text()
        head, body, tail = _split(text, fname)
        want = render_tables(poly)
        if body != want:
            stale.append(fname)
            if not check:
                atomic_write(path, head + BEGIN + want + END + tail)
    return stale


def baseline_source(stub: str) -> str:
    """The C source of a baseline; refuses stale generated tables."""
    fname = SOURCES[stub_name(stub)]
    text = (BASELINE_DIR / fname).read_text()
    if fname in CRC_POLYS:
        _, body, _ = _split(text, fname)
        if body != render_tables(CRC_POLYS[fname]):
            raise BuildError(f"bench/baselines/{fname}: the generated tables are stale or were edited; "
                             "run python3 -m sim.baseline --regen")
    return text


# ---- building -------------------------------------------------------------------------------------

_LINE_RE = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{4}|[0-9a-f]{8})\s+(\S+)\s*(.*)$")
_TARGET_RE = re.compile(r"(?:^|,\s*)(0x[0-9a-f]+)\s*(?:<[^>]*>)?\s*$")
_CALLS = frozenset({"call", "tail", "jal", "jalr", "jr", "c.jal", "c.jalr", "c.jr"})
_JUMPS = frozenset({"j", "c.j", "beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez",
                    "bgez", "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu", "c.beqz", "c.bnez"})


def disassembly_lines(harness: Harness) -> list[tuple[int, str, str]]:
    """(offset from the function start, mnemonic, operands) for every instruction of the function."""
    out = []
    for line in harness.disassembly().splitlines():
        m = _LINE_RE.match(line)
        if m:
            out.append((int(m.group(1), 16) - harness.stub_addr, m.group(3), m.group(4).strip()))
    if not out:
        raise BuildError(f"llvm-objdump gave no instructions for {harness.symbol}:\n{harness.disassembly()}")
    return out


def _check_self_contained(harness: Harness) -> None:
    """Counting sees only [addr, addr+size): the function must not call or jump out of it."""
    lo, hi = harness.stub_addr, harness.stub_addr + harness.stub_size
    for off, mn, ops in disassembly_lines(harness):
        if mn in _CALLS or mn == "<unknown>":
            raise BuildError(f"{harness.symbol}+{off:#x}: {mn} {ops} — the baseline must be one "
                             "self-contained function (no calls, no indirect jumps) to be counted")
        if mn in _JUMPS:
            m = _TARGET_RE.search(ops)
            if m and not lo <= int(m.group(1), 16) < hi:
                raise BuildError(f"{harness.symbol}+{off:#x}: {mn} {ops} leaves the function")


@functools.cache
def build_baseline(stub: str, flavour: str = "rv64gc-O2") -> Harness:
    """The harness linked with the C baseline of `stub` ('adler32', 'updateBytesCRC32', ...)
    compiled as `flavour` ("rv64gc-O2" or "rv64gcv-O3").  The Harness's extensions are what the
    flavour's code needs (V for rv64gcv)."""
    if flavour not in FLAVOURS:
        raise BuildError(f"unknown baseline flavour {flavour!r}; flavours: {', '.join(FLAVOURS)}")
    name = stub_name(stub)
    march, opt, exts = FLAVOURS[flavour]
    obj = compile_c(baseline_source(name), march, (opt, *CFLAGS), name=SOURCES[name])
    h = Harness(link(obj, symbol(name), have_v=True), normalize_extensions(exts), obj)
    if h.stub_size <= 0:
        raise BuildError(f"{h.symbol} has no size in the symbol table")
    _check_self_contained(h)
    return h


def mnemonics(harness: Harness) -> dict[int, str]:
    """Offset from the function start -> llvm-objdump mnemonic."""
    return {off: mn for off, mn, _ in disassembly_lines(harness)}


def classify_disassembly(harness: Harness, by_offset) -> dict[str, int]:
    """Per-class totals (sim.count.CLASSES) of a count, each instruction classified by its
    mnemonic: vset* = vset, vector loads/stores (vle*, vse*, vlse*, vluxei*, vl<n>r ...) = vmem,
    vector crypto = vcrypto, other v* = vector, the rest scalar."""
    from stubforge.bench.count import classify_mnemonics
    return classify_mnemonics(mnemonics(harness), by_offset)


def vector_instructions(harness: Harness) -> list[str]:
    """The vector instructions in the function's code (empty when clang did not vectorise)."""
    from stubforge.bench.count import mnemonic_class
    return [f"+{off:#x}: {mn} {ops}" for off, mn, ops in disassembly_lines(harness)
            if mnemonic_class(mn) != "scalar"]


def count_baseline(stub: str, flavour: str, inp, vlen: int = 128, **kw):
    """Count one call of a baseline on `inp` (a sim.layouts.Input or a size): (Counts, classes)."""
    from stubforge.bench.count import count_stub, sized_input
    h = build_baseline(stub, flavour)
    if isinstance(inp, int):
        inp = sized_input(inp)
    c = count_stub(h, inp, vlen, stub=stub_name(stub), **kw)
    return c, classify_disassembly(h, c.by_offset)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m sim.baseline", description=__doc__.split("\n\n")[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--regen", action="store_true", help="rewrite the generated CRC tables")
    g.add_argument("--check", action="store_true", help="fail if the generated CRC tables are stale")
    g.add_argument("--disasm", nargs=2, metavar=("STUB", "FLAVOUR"), help="print a baseline's code")
    a = ap.parse_args(argv)
    if a.disasm:
        print(build_baseline(*a.disasm).disassembly())
        return 0
    stale = regenerate(check=a.check)
    for f in stale:
        print(f"bench/baselines/{f}: {'stale' if a.check else 'regenerated'}", file=sys.stderr)
    return 1 if a.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
