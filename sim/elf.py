"""Just enough ELF64 little-endian reading for our own objects and executables.

Parsing the symbol table here avoids depending on the exact output format of
llvm-nm / llvm-objdump, which changes between LLVM releases.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from .errors import BuildError

SHT_SYMTAB = 2
SHT_RELA = 4
SHN_UNDEF = 0
SHN_ABS = 0xFFF1


@dataclass(frozen=True)
class Section:
    index: int
    name: str
    type: int
    addr: int
    offset: int
    size: int
    link: int
    info: int


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    shndx: int
    bind: int  # 0 local, 1 global, 2 weak
    type: int  # 2 = function


@dataclass(frozen=True)
class Segment:
    vaddr: int
    offset: int
    filesz: int


class Elf:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.data = self.path.read_bytes()
        d = self.data
        if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] != 1:
            raise BuildError(f"{self.path}: not a little-endian ELF64 file")
        (self.type, self.machine) = struct.unpack_from("<HH", d, 16)
        phoff, shoff = struct.unpack_from("<QQ", d, 32)
        phentsize, phnum, shentsize, shnum, shstrndx = struct.unpack_from("<HHHHH", d, 54)
        raw = []
        for i in range(shnum):
            raw.append(struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize))
        names_off = raw[shstrndx][4] if shnum else 0
        self.sections = [
            Section(i, self._cstr(names_off + r[0]), r[1], r[3], r[4], r[5], r[6], r[7])
            for i, r in enumerate(raw)
        ]
        self.segments = []
        for i in range(phnum):
            p_type, _flags, off, vaddr, _paddr, filesz = struct.unpack_from(
                "<IIQQQQ", d, phoff + i * phentsize
            )
            if p_type == 1:  # PT_LOAD
                self.segments.append(Segment(vaddr, off, filesz))

    def _cstr(self, off: int) -> str:
        end = self.data.index(b"\0", off)
        return self.data[off:end].decode("utf-8", "replace")

    def symbols(self) -> list[Symbol]:
        out = []
        for sec in self.sections:
            if sec.type != SHT_SYMTAB:
                continue
            strtab = self.sections[sec.link]
            for off in range(sec.offset, sec.offset + sec.size, 24):
                name, info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", self.data, off)
                out.append(
                    Symbol(self._cstr(strtab.offset + name), value, size, shndx, info >> 4, info & 15)
                )
        return out

    def symbol(self, name: str) -> Symbol | None:
        found = [s for s in self.symbols() if s.name == name and s.shndx != SHN_UNDEF]
        # Prefer the global definition if a local of the same name exists too.
        found.sort(key=lambda s: s.bind == 0)
        return found[0] if found else None

    def section_data(self, index: int) -> bytes:
        s = self.sections[index]
        return self.data[s.offset : s.offset + s.size]

    def relocations_against(self, index: int) -> list[tuple[int, int]]:
        """(offset, relocation type) of every RELA entry applying to section `index`."""
        out = []
        for sec in self.sections:
            if sec.type == SHT_RELA and sec.info == index:
                for off in range(sec.offset, sec.offset + sec.size, 24):
                    r_offset, r_info, _addend = struct.unpack_from("<QQq", self.data, off)
                    out.append((r_offset, r_info & 0xFFFFFFFF))
        return out

    def read_vaddr(self, addr: int, n: int) -> bytes | None:
        """Bytes at a run-time address of an executable, or None if not in the file."""
        for seg in self.segments:
            if seg.vaddr <= addr and addr + n <= seg.vaddr + seg.filesz:
                start = seg.offset + addr - seg.vaddr
                return self.data[start : start + n]
        return None
