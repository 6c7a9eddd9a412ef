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
    lease: int = field(default=0, compare=False)    # which hand-out of the pool this handle is (0: none)

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
    lease: int = field(default=0, compare=False)    # which hand-out of the pool this handle is (0: none)

    def named(self, name: str | None) -> "VReg":
        return replace(self, name=name)

    def __str__(self):
        return f"v{self.num}"

    def __repr__(self):
        return f"VReg(v{self.num}, group of {self.lmul})"

    def __getitem__(self, i: int) -> "VReg":
        """The i-th register of this group, as a single register. The first keeps the group's name:
        in the C++ a group is its first register (vtype says how many follow)."""
        if not 0 <= i < self.lmul:
            raise IndexError(f"v{self.num} is a group of {self.lmul}")
        return VReg(self.num + i, 1, self.name if i == 0 else None, lease=self.lease)


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


class Loans:
    """Which registers of one pool the kernel holds, and where each one it gave back was released.

    The pool itself (an ordered free list) stays with the builder; this is the ledger that makes a
    release mean something: a register can go back only if it was handed out and not already given
    back, and a register given back must not be used until the pool hands it out again (otherwise
    two names silently share one register). Each hand-out is a lease, carried by the handle the
    kernel receives (and by its renamings): the stale handle of a released lease stays refused even
    after the pool has handed the same register out again under a new one.
    """

    NOT_LENT = "not taken from the pool"

    def __init__(self):
        self.out: set[int] = set()
        self.released: dict[int, object] = {}     # register number -> Src of its release
        self.stale: dict[int, object] = {}        # lease -> Src of its release
        self.leases: dict[int, tuple] = {}        # lease -> the register numbers it holds

    def lend(self, lease: int, nums) -> None:
        self.leases[lease] = tuple(nums)
        for n in self.leases[lease]:
            self.out.add(n)
            self.released.pop(n, None)

    def forget(self, nums) -> None:
        """These registers are back in use by another route than the pool (k.scratch)."""
        for n in nums:
            self.released.pop(n, None)

    def refusal(self, lease: int, nums) -> str | None:
        """Why these registers (held under `lease`, 0 for none) cannot go back (None: they can)."""
        nums = tuple(nums)
        if lease in self.stale:
            return f"released twice (first at {self.stale[lease]})"
        for n in nums:
            if n in self.released:
                return f"released twice (first at {self.released[n]})"
        if lease in self.leases and self.leases[lease] != nums:
            held = self.leases[lease]
            return f"part of the group v{held[0]}..v{held[-1]} the pool handed out; release the whole group"
        if not all(n in self.out for n in nums):
            return self.NOT_LENT
        return None

    def take_back(self, lease: int, nums, src) -> None:
        for n in nums:
            self.out.discard(n)
            self.released[n] = src
        if lease:
            self.stale[lease] = src

    def release_of(self, lease: int, nums):
        """(where, which register number) a use of these registers under `lease` was given up;
        None when it was not."""
        if lease in self.stale:
            return self.stale[lease], nums[0]
        return next(((self.released[n], n) for n in nums if n in self.released), None)
