"""An OpenJDK checkout as `stubforge patch` sees it: the files it edits and how it reads them."""
from __future__ import annotations

import re
from pathlib import Path

SG = "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"
ASM = "src/hotspot/cpu/riscv/assembler_riscv.hpp"
MASM = "src/hotspot/cpu/riscv/macroAssembler_riscv.hpp"
VM = "src/hotspot/cpu/riscv/vm_version_riscv.cpp"
VMH = "src/hotspot/cpu/riscv/vm_version_riscv.hpp"
GLOBALS = "src/hotspot/cpu/riscv/globals_riscv.hpp"
DECL = "src/hotspot/share/runtime/stubDeclarations.hpp"
DECL_RV = "src/hotspot/cpu/riscv/stubDeclarations_riscv.hpp"
ROUTINES_RV = "src/hotspot/cpu/riscv/stubRoutines_riscv.hpp"
ROUTINES = "src/hotspot/share/runtime/stubRoutines.hpp"
REQUIRED = (SG, ASM, VM)


class PatchError(Exception):
    """A user-facing failure: not an OpenJDK tree, an anchor is missing, or the patch would conflict."""


def _anchor_error(rel: str, what: str) -> PatchError:
    return PatchError(f"{rel}: anchor not found: {what} (is this a RISC-V HotSpot source of a supported "
                      "release? stubforge knows OpenJDK mainline and JDK 21)")


# ---- the tree ---------------------------------------------------------------------------------

def check_tree(root: Path) -> None:
    if not root.is_dir():
        raise PatchError(f"{root}: no such directory")
    if not (root / "src" / "hotspot").is_dir():
        raise PatchError(f"{root} is not an OpenJDK tree: it has no src/hotspot/ (give the top directory of "
                         "a checkout of openjdk/jdk or openjdk/jdk21u)")
    if not (root / "src/hotspot/cpu/riscv").is_dir():
        raise PatchError(f"{root} is an OpenJDK tree without the RISC-V port (no src/hotspot/cpu/riscv/)")
    for rel in REQUIRED:
        if not (root / rel).is_file():
            raise PatchError(f"{root} is not a complete OpenJDK RISC-V tree: {rel} is missing")


def detect_release(sg_text: str) -> str | None:
    if re.search(r"\bStubId\s+stub_id\b|\bStubId::stubgen_\w+_id\b", sg_text):
        return "mainline"
    if re.search(r'StubCodeMark\s+mark\s*\(\s*this\s*,\s*"StubRoutines"', sg_text):
        return "21"
    return None


def _read(root: Path, rel: str) -> str | None:
    p = root / rel
    if not p.is_file():
        return None
    with open(p, encoding="utf-8", errors="surrogateescape", newline="") as f:
        return f.read()


def insert_block(text: str, at: int, block: str, blank_after: bool = True) -> str:
    """Insert `block` (whole lines) at the line start `at` with one blank line before it and, when
    blank_after, one after -- unless the neighbours already provide them."""
    before, after = text[:at], text[at:]
    lead = "" if not before or before.endswith("\n\n") else "\n"
    trail = "\n" if blank_after and not after.startswith("\n") else ""
    return before + lead + block + trail + after
