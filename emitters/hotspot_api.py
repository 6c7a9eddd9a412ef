"""What each JDK release's RISC-V assembler offers, keyed by the ISA table's mnemonics.

Source: /work/notes/hotspot-api.md (§1.7 existence table, §1.8-1.9 for JDK 21), checked against the
real OpenJDK 26.0.2.1 and 21.0.12.1 sources (Debian's orig tarballs). "mainline" is openjdk/jdk as of
2026, "26" the JDK 26 release, "21" jdk21u. An instruction listed as missing is still emitted by the
HotSpot printer: the patch generator adds the method to assembler_riscv.hpp (it reads the tree, so a
table that is wrong here costs a redundant check, never a duplicate method).
"""
from __future__ import annotations

from stubforge.dsl.isa import TABLE, Insn

RELEASES = ("mainline", "26", "21")

# How a stub opens: mainline asks the AOT archive first (load_archive_data/store_archive_data), JDK 26
# marks the code by StubId, JDK 21 by group and name strings.
PROLOGUE = {"mainline": "archive", "26": "stubid", "21": "named"}

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
    "vsse8.v", "vsse16.v", "vsse32.v", "vsse64.v",
    "vl2re8.v", "vl4re8.v", "vl8re8.v", "vs2r.v", "vs4r.v", "vs8r.v",
    "vslideup.vi", "vwmulu.vv", "vwredsumu.vs",
    "vandn.vv", "vandn.vx", "vror.vv", "vror.vx", "vror.vi", "vrol.vv", "vrol.vx",
    "vbrev8.v", "vrev8.v", "vbrev.v", "vclz.v", "vctz.v", "vcpop.v",
    "vclmul.vv", "vclmulh.vv",
    "vaesdm.vv", "vaesdf.vv", "vaesem.vv", "vaesef.vv",
    "vghsh.vv", "vsha2ms.vv", "vsha2ch.vv", "vsha2cl.vv",
})

# In mainline, added after JDK 26 (scalar Zbc, GHASH with Zvkg).
_ADDED_AFTER_26 = frozenset({"clmul", "clmulh", "vghsh.vv"})

MISSING = {
    "mainline": _ABSENT_EVERYWHERE,
    "26": _ABSENT_EVERYWHERE | _ADDED_AFTER_26,
    "21": _ABSENT_EVERYWHERE | _ADDED_AFTER_21,
}

# Method names that differ from the table's `hotspot` spelling in one release: mainline renamed
# the register rotates when it gave the names rol/ror to MacroAssembler helpers.
_RENAMED = {
    "mainline": {"rol": "rolr", "ror": "rorr"},
    "26": {"rol": "rolr", "ror": "rorr"},
    "21": {},
}

# x28..x31 have the names t3..t6 only after JDK 21.
HAS_T3_T6 = {"mainline": True, "26": True, "21": False}


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


# The HotSpot flag that says an extension is usable (vm_version_riscv.hpp / globals_riscv.hpp).
EXT_FLAGS = {"zba": "UseZba", "zbb": "UseZbb", "zbc": "UseZbc", "zbs": "UseZbs", "v": "UseRVV",
             "zvbb": "UseZvbb", "zvbc": "UseZvbc", "zvkned": "UseZvkn", "zvknha": "UseZvkn",
             "zvknhb": "UseZvkn", "zvkg": "UseZvkg"}
