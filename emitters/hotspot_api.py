"""What each JDK release's RISC-V assembler offers, keyed by the ISA table's mnemonics.

Checked against the real OpenJDK 27 (jdk-27+34), 26.0.2.1 and 21.0.12.1 sources (Debian's orig
tarballs, `.ci/openjdk-sources`) by scanning each assembler_riscv.hpp and macroAssembler_riscv.hpp for
every method of the ISA table. "mainline" is openjdk/jdk as of 2026 (JDK 28), "27" the current release,
"26" the one before, "25" the LTS, "21" jdk21u. JDK 25's tree is not served by Debian's mirror here:
its row follows 26's and its stub prologue (`StubGenStubId`, before 26 merged the stub id enums) is
read from public sources; a user's 25 checkout is read as it is (see below). An instruction listed as
missing is still emitted by the HotSpot printer: the patch generator adds the method to
assembler_riscv.hpp (it reads the tree, so a table that is wrong here costs a redundant check, never a
duplicate method).
"""
from __future__ import annotations

from stubforge.dsl.isa import TABLE, Insn

RELEASES = ("mainline", "27", "26", "25", "21")
# The feature number of each release (make/conf/version-numbers.conf); a tree newer than the newest
# named here is mainline.
FEATURE = {"27": 27, "26": 26, "25": 25, "21": 21}

# How a stub opens: mainline asks the AOT archive first (load_archive_data/store_archive_data), JDK 26
# and 27 mark the code by StubId, JDK 25 by StubGenStubId, JDK 21 by group and name strings.
PROLOGUE = {"mainline": "archive", "27": "stubid", "26": "stubid", "25": "stubgenid", "21": "named"}


def release_of_feature(feature: int) -> str | None:
    """The release a tree of this feature number is, or None for one older than any supported."""
    if feature > max(FEATURE.values()):
        return "mainline"
    return next((r for r, f in FEATURE.items() if f == feature), None)

# In neither release's Assembler.
_ABSENT_EVERYWHERE = frozenset({
    "clmulr",
    "vrgather.vx", "vslideup.vx", "vrgatherei16.vv",
    "vwaddu.vv", "vwaddu.vx", "vwaddu.wv", "vwmulu.vx", "vwmaccu.vv", "vwmaccu.vx",
    "vwsll.vv", "vwsll.vx", "vwsll.vi",
    "vclmul.vx", "vclmulh.vx",
    "vaesdm.vs", "vaesdf.vs", "vaesem.vs", "vaesef.vs", "vaesz.vs", "vaeskf1.vi", "vaeskf2.vi",
    "vgmul.vv",
})

# Present in mainline, added after JDK 21 (21 has no vector crypto, no Zbc, fewer loads/stores).
_ADDED_AFTER_21 = frozenset({
    "clmul", "clmulh",
    "vlseg3e8.v", "vlseg4e8.v", "vsseg3e8.v", "vsseg4e8.v", "vssubu.vv",
    "vsse8.v", "vsse16.v", "vsse32.v", "vsse64.v",
    "vl2re8.v", "vl4re8.v", "vl8re8.v", "vs2r.v", "vs4r.v", "vs8r.v",
    "vslideup.vi", "vwmulu.vv", "vwredsumu.vs",
    "vwmul.vv", "vnsra.wi", "vnsrl.wi",
    "vandn.vv", "vandn.vx", "vror.vv", "vror.vx", "vror.vi", "vrol.vv", "vrol.vx",
    "vbrev8.v", "vrev8.v", "vbrev.v", "vclz.v", "vctz.v", "vcpop.v",
    "vclmul.vv", "vclmulh.vv",
    "vaesdm.vv", "vaesdf.vv", "vaesem.vv", "vaesef.vv",
    "vghsh.vv", "vsha2ms.vv", "vsha2ch.vv", "vsha2cl.vv",
})

# In mainline, added after JDK 26: GHASH with Zvkg (in 27), scalar Zbc (after 27).
_ADDED_IN_27 = frozenset({"vghsh.vv"})
_ADDED_AFTER_27 = frozenset({"clmul", "clmulh"})

MISSING = {
    "mainline": _ABSENT_EVERYWHERE,
    "27": _ABSENT_EVERYWHERE | _ADDED_AFTER_27,
    "26": _ABSENT_EVERYWHERE | _ADDED_AFTER_27 | _ADDED_IN_27,
    "25": _ABSENT_EVERYWHERE | _ADDED_AFTER_27 | _ADDED_IN_27,
    "21": _ABSENT_EVERYWHERE | _ADDED_AFTER_21,
}

# Method names that differ from the table's `hotspot` spelling in one release: mainline renamed
# the register rotates when it gave the names rol/ror to MacroAssembler helpers.
_RENAMED = {r: {"rol": "rolr", "ror": "rorr"} for r in RELEASES}
_RENAMED["21"] = {}

# x28..x31 have the names t3..t6 only after JDK 21.
HAS_T3_T6 = {r: r != "21" for r in RELEASES}

# Constant tables HotSpot itself keeps, by the `address` expression that finds them, and the releases
# that have it: zlib's CRC32 tables 0..3 (stubRoutines_riscv.cpp, with riscv's kernel_crc32 since 22).
EXTERN_TABLES = {"StubRoutines::crc_table_addr()": frozenset(RELEASES) - {"21"}}


def has_extern(release: str, expr: str) -> bool:
    return release in EXTERN_TABLES.get(expr, ())


def check_release(release: str) -> str:
    if release not in RELEASES:
        raise ValueError(f"unknown JDK release {release!r}; known: {', '.join(RELEASES)}")
    return release


def _insn(x) -> Insn:
    return x if isinstance(x, Insn) else TABLE[x]


def method_name(insn, release: str) -> str:
    """HotSpot's method for a table instruction (an Insn or its mnemonic) in a release."""
    insn = _insn(insn)
    return _RENAMED[check_release(release)].get(insn.mnemonic, insn.hsname)


def has(insn, release: str) -> bool:
    return _insn(insn).mnemonic not in MISSING[check_release(release)]


def missing(release: str, mnemonics) -> list[str]:
    """Method names the release's assembler lacks among `mnemonics` (or Insns), sorted, no repeats."""
    check_release(release)
    names = {method_name(m, release) for m in map(_insn, mnemonics) if not has(m, release)}
    return sorted(names)


def _self_check():
    unknown = sorted(m for s in MISSING.values() for m in s if m not in TABLE)
    unknown += sorted(m for r in _RENAMED.values() for m in r if m not in TABLE)
    if unknown:
        raise AssertionError(f"hotspot_api names instructions that are not in the ISA table: {unknown}")


_self_check()


def flag_of(ext: str) -> str:
    """The HotSpot flag that says a CPU has `ext` (Zvkb alone is UseZvbb's: Zvbb contains it)."""
    return "UseZvbb" if ext == "zvkb" else EXT_FLAGS[ext]


# The HotSpot flag that says an extension is usable (vm_version_riscv.hpp / globals_riscv.hpp).
EXT_FLAGS = {"zba": "UseZba", "zbb": "UseZbb", "zbc": "UseZbc", "zbs": "UseZbs", "v": "UseRVV",
             "zvbb": "UseZvbb", "zvbc": "UseZvbc", "zvkned": "UseZvkn", "zvknha": "UseZvkn",
             "zvknhb": "UseZvkn", "zvkg": "UseZvkg"}
