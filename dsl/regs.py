"""Registers, their ABI names and HotSpot's names for them, and the pools kernels draw from."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

_ABI = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5",
        "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"]
# HotSpot spells x0 "zr" and s0 "fp"; everything else by its ABI name.
_HOTSPOT = {0: "zr", 8: "fp"}


@dataclass(frozen=True)
class XReg:
    num: int
    # The kernel's name for the value it holds (printed in the C++); registers compare by number.
    name: str | None = field(default=None, compare=False)

    def named(self, name: str | None) -> "XReg":
        return replace(self, name=name)

    @property
    def abi(self) -> str:
        return _ABI[self.num]

    @property
    def hotspot(self) -> str:
        return _HOTSPOT.get(self.num, self.abi)

    def __str__(self):
        return self.abi

    def __repr__(self):
        return f"XReg({self.abi})"


@dataclass(frozen=True)
class VReg:
    num: int
    lmul: int = 1  # size of the group this handle stands for (1 for a single register)
    name: str | None = field(default=None, compare=False)

    def named(self, name: str | None) -> "VReg":
        return replace(self, name=name)

    def __str__(self):
        return f"v{self.num}"

    def __repr__(self):
        return f"VReg(v{self.num}, group of {self.lmul})"

    def __getitem__(self, i: int) -> "VReg":
        """The i-th register of this group, as a single register."""
        if not 0 <= i < self.lmul:
            raise IndexError(f"v{self.num} is a group of {self.lmul}")
        return VReg(self.num + i, 1)


X = [XReg(i) for i in range(32)]
V = [VReg(i) for i in range(32)]
BY_NAME = {r.abi: r for r in X} | {f"x{r.num}": r for r in X} | {"fp": X[8]}

ZERO, RA, SP, GP, TP = X[0], X[1], X[2], X[3], X[4]
ARGS = [X[10 + i] for i in range(8)]

# HotSpot's contract for a stub: it may clobber t0..t5 and a0..a7 and all vector registers; it must
# preserve sp, ra, fp, s1..s11, gp, tp, and x31 (t6, HotSpot's xmethod) is treated as preserved too.
# Long-lived values go to x28-x30 and free a-registers first; t0..t2 come last because
# MacroAssembler uses them as scratch (dsl/checks.check_scratch allows them only between two
# instructions).
SCRATCH = (X[5], X[6], X[7])
CALLER_SAVED_TEMPS = [X[28], X[29], X[30]]
PRESERVED = frozenset([X[1], X[2], X[3], X[4], X[8], X[9], *X[18:28], X[31]])
CALLEE_SAVED = [X[8], X[9], *X[18:28]]
