"""HotSpot's argument layouts and the outside references each stub is checked against.

A `StubSpec` turns one test input (data, initial value, misalignment) into a harness `Case` laid out
exactly as HotSpot passes it, and judges the harness's `Result` against the reference library:
zlib for Adler32 and CRC32, the `crc32c` package for CRC32C. Nothing here computes a checksum itself.
"""
from __future__ import annotations

import importlib
import pkgutil
import random
import zlib
from dataclasses import dataclass

import crc32c as _crc32c

from .protocol import Arg, Buffer, Case, Result

MASK32 = 0xFFFFFFFF


def java_int(v: int) -> int:
    """A Java int as RV64 passes it: the 32-bit value sign-extended into a 64-bit register."""
    v &= MASK32
    return v | 0xFFFFFFFF00000000 if v & 0x80000000 else v


@dataclass(frozen=True)
class Input:
    data: bytes
    init: int            # adler / crc / state as the Java caller holds it
    misalign: int = 0
    tight_end: bool = True

    def describe(self) -> str:
        place = "end at guard page" if self.tight_end else f"start misaligned by {self.misalign}"
        return f"len={len(self.data)} init={self.init:#010x} ({place})"


class StubSpec:
    """How one stub is called and judged. Subclasses for other stub shapes (AES, CTR, ...) live in
    sim/layouts_<family>.py and register themselves with `register`."""
    stub: str

    def inputs(self, sizes: list[int], seed: int = 1) -> list:
        """The standard test inputs for `stubforge sim` and the test suite."""
        from .inputs import checksum_inputs
        return checksum_inputs(sizes, seed)

    def quick_inputs(self, seed: int = 3) -> list:
        """A smaller set for parameter sweeps (tune) and fast tests."""
        from .inputs import checksum_inputs, parse_sizes
        return checksum_inputs(parse_sizes("0-300,1000,4099,6000"), seed)

    def bench_input(self, size: int):
        """One input of `size` bytes for instruction counting."""
        rnd = random.Random(size)
        return Input(rnd.randbytes(size), rnd.getrandbits(32))

    def case(self, inp: Input) -> Case:
        buf = Buffer(inp.data, misalign=inp.misalign, placement=1 if inp.tight_end else 0)
        args = [Arg.imm(java_int(inp.init)), Arg.buf(0), Arg.imm(java_int(len(inp.data)))]
        return Case([buf], args + self.extra_args())

    def extra_args(self) -> list:
        return []

    def expected(self, inp: Input) -> int:
        raise NotImplementedError

    def judge(self, inp: Input, res: Result) -> str | None:
        """None when the stub did what HotSpot expects, else what went wrong."""
        want = java_int(self.expected(inp))
        if res.status:
            return f"contract violated (status {res.status:#x})"
        if res.a0 != want:
            return f"returned {res.a0:#018x}, reference says {want:#018x}"
        if res.buffers_after and res.buffers_after[0][:len(inp.data)] != inp.data:
            return "the input buffer was modified"
        return None


class Adler32(StubSpec):
    stub = "updateBytesAdler32"

    def expected(self, inp):
        return zlib.adler32(inp.data, inp.init & MASK32)


class CRC32(StubSpec):
    stub = "updateBytesCRC32"

    def expected(self, inp):
        return zlib.crc32(inp.data, inp.init & MASK32)


class CRC32C(StubSpec):
    """HotSpot passes and receives the inverted running state; Java inverts in getValue()."""
    stub = "updateBytesCRC32C"

    def case(self, inp):
        c = super().case(inp)
        # a3: CRC32C's int[256] table; only its presence matters (the stub carries its own tables).
        table = b"\0" * 1028
        c.buffers.append(Buffer(table, misalign=0, placement=0))
        c.args.append(Arg.buf(1, 4))
        return c

    def expected(self, inp):
        return ~_crc32c.crc32c(inp.data, value=~inp.init & MASK32) & MASK32


SPECS: dict[str, StubSpec] = {}


def register(*specs: StubSpec) -> None:
    for s in specs:
        SPECS[s.stub] = s


register(Adler32(), CRC32(), CRC32C())


def spec_for(stub: str) -> StubSpec:
    from stubforge import sim
    for m in pkgutil.iter_modules(sim.__path__):
        if m.name.startswith("layouts_"):
            importlib.import_module(f"stubforge.sim.{m.name}")
    if stub not in SPECS:
        raise KeyError(f"no simulation layout for stub {stub!r} yet")
    return SPECS[stub]
