"""How a stub is laid out and judged: the framework of HotSpot's argument layouts.

A `StubSpec` turns one test input (data, initial value, misalignment) into a harness `Case` laid out
exactly as HotSpot passes it, and judges the harness's `Result` against an outside reference
library. The base class is the checksum shape (int state, byte[] buffer, length); each stub's own
spec is declared with its contract and Java workload in stubs/<family>.py.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

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
    """How one stub is called and judged. The subclasses live in stubs/<family>.py, each declared
    (`stubs.declare`) beside its stub's contract and Java workload."""
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


SPECS: dict[str, StubSpec] = {}


def register(*specs: StubSpec) -> None:
    for s in specs:
        SPECS[s.stub] = s


def specs() -> dict[str, StubSpec]:
    """Every declared layout by stub (the first call imports the declarations, stubs/)."""
    from stubforge import stubs
    stubs.load_all()
    return SPECS


def spec_for(stub: str) -> StubSpec:
    if stub not in specs():
        from .plain import plain_spec      # a plain function judged by the reference its author gives
        spec = plain_spec(stub)
        if spec is not None:
            return spec
        raise KeyError(f"no simulation layout for stub {stub!r} yet: declare one in stubs/<family>.py")
    return SPECS[stub]
