"""poly1305_processBlocks: its contract and HotSpot's layout, judged by pycryptodome's Poly1305 tags;
Java reaches it through ChaCha20-Poly1305 (the workload and check of stubs/chacha.py).

HotSpot passes input (a byte[] range, any alignment), length (len & ~15, a Java int, 0 allowed),
acc and r (long[5] each, 26-bit limbs: value = sum(limb[i] << 26*i)) in a0..a3. The stub updates acc
in place; r is read only.

The accumulator's value is only defined mod p = 2^130 - 5, and pycryptodome gives no intermediate
state, only finished tags. So every input carries a `prefix` of whole blocks whose Poly1305 value
(from zero, under the same r) is congruent to the starting acc: for acc = 0 the prefix is empty;
for any other starting limbs, two blocks are solved for (inputs are constructed, never judged, with
our arithmetic). The judge then asks pycryptodome for the tag of prefix + data under (r, s) and
compares it with (acc_after mod p + s) mod 2^128, and once more for prefix + data + one extra block,
whose step the judge applies to acc_after by the textbook definition ((h + block + 2^128) * r mod p):
a value off by a multiple of 2^128 (a lost top carry) shows in the second tag though not the first.
It also checks Java's bound on every output limb, 0 <= limb < 2^32 - 2^26, and that r and the
input bytes are unchanged.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from Crypto.Hash.Poly1305 import Poly1305_MAC

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import declare, intrinsic
from .chacha import CHACHA20_POLY1305, CHACHA20_POLY1305_CHECK

P = (1 << 130) - 5
CLAMP = 0x0FFFFFFC0FFFFFFC0FFFFFFC0FFFFFFF
LIMB_BOUND = (1 << 32) - (1 << 26)
M26 = (1 << 26) - 1


def limbs(value: int) -> list[int]:
    """Five 26-bit limbs of a value below 2^130 (the top limb takes what is left)."""
    out = [(value >> (26 * i)) & M26 for i in range(4)]
    return out + [value >> 104]


def limbs_value(ls) -> int:
    return sum(v << (26 * i) for i, v in enumerate(ls))


def pack_longs(ls) -> bytes:
    return b"".join((v & (2**64 - 1)).to_bytes(8, "little") for v in ls)


def unpack_longs(b: bytes) -> list[int]:
    return [int.from_bytes(b[8 * i:8 * i + 8], "little", signed=True) for i in range(len(b) // 8)]


def mac(r: bytes, s: bytes, data: bytes) -> bytes:
    return Poly1305_MAC(r, s, data).digest()


def finish(h: int, s: bytes) -> bytes:
    return ((h % P + int.from_bytes(s, "little")) % (1 << 128)).to_bytes(16, "little")


@dataclass(frozen=True)
class PolyInput:
    data: bytes                    # len & ~15 bytes
    r: bytes                       # 16 bytes, clamped
    s: bytes                       # 16 bytes (only for the tags)
    acc: tuple = (0, 0, 0, 0, 0)   # limbs on entry
    prefix: bytes = b""            # whole blocks whose value from 0 is acc's value mod p
    misalign: int = 0
    tight_end: bool = True
    note: str = ""

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        note = f", {self.note}" if self.note else ""
        return f"len={len(self.data)} acc={list(self.acc)} r={self.r.hex()} ({where}{note})"

    @property
    def r_limbs(self) -> list[int]:
        return limbs(int.from_bytes(self.r, "little"))


def clamp(r: bytes) -> bytes:
    return (int.from_bytes(r, "little") & CLAMP).to_bytes(16, "little")


def prefix_for(value: int, r: bytes, rnd: random.Random) -> bytes:
    """Two blocks whose Poly1305 value from zero under r is congruent to `value` mod p:
    c1*r^2 + c2*r = value, c1 random, c2 solved and retried until it is a block (2^128 + m)."""
    rv = int.from_bytes(r, "little")
    inv = pow(rv, -1, P)
    for _ in range(1000):
        c1 = (1 << 128) + rnd.getrandbits(128)
        c2 = (value - c1 * rv * rv) * inv % P
        if (1 << 128) <= c2 < (1 << 129):
            return (c1 - (1 << 128)).to_bytes(16, "little") + (c2 - (1 << 128)).to_bytes(16, "little")
    raise ValueError(f"no two-block prefix reaches {value:#x} under r={r.hex()} (r too small)")


def poly_input(data: bytes, r: bytes, s: bytes, acc=None, rnd=None, **kw) -> PolyInput:
    """acc None: Java's first call (zero limbs, empty prefix)."""
    if acc is None:
        return PolyInput(data, r, s, **kw)
    rnd = rnd or random.Random(len(data))
    return PolyInput(data, r, s, tuple(acc), prefix_for(limbs_value(acc) % P, r, rnd), **kw)


class Poly1305Spec(StubSpec):
    stub = "poly1305_processBlocks"

    def case(self, inp: PolyInput) -> Case:
        place = PLACE_END if inp.tight_end else PLACE_START
        bufs = [Buffer(inp.data, inp.misalign, place), Buffer(pack_longs(inp.acc), 0, PLACE_END),
                Buffer(pack_longs(inp.r_limbs), 0, PLACE_END)]
        return Case(bufs, [Arg.buf(0), Arg.imm(java_int(len(inp.data))), Arg.buf(1), Arg.buf(2)])

    def judge(self, inp: PolyInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        data, acc_b, r_b = res.buffers_after
        if data[:len(inp.data)] != inp.data:
            return "the input bytes were modified"
        if r_b != pack_longs(inp.r_limbs):
            return "r was modified"
        out = unpack_longs(acc_b)
        bad = [i for i, v in enumerate(out) if not 0 <= v < LIMB_BOUND]
        if bad:
            return f"acc limb {bad[0]} = {out[bad[0]]:#x} is outside Java's bound [0, 2^32 - 2^26): {out}"
        h = limbs_value(out)
        msg = inp.prefix + inp.data
        want = mac(inp.r, inp.s, msg)
        got = finish(h, inp.s)
        if got != want:
            return f"tag of the result {got.hex()} != pycryptodome's {want.hex()} (acc after: {out})"
        extra = bytes(range(0xF0, 0x100))
        step = (h + int.from_bytes(extra, "little") + (1 << 128)) * int.from_bytes(inp.r, "little")
        want = mac(inp.r, inp.s, msg + extra)
        if finish(step, inp.s) != want:
            return f"the result is off by a multiple of 2^128 mod p (one more block exposes it; acc after: {out})"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def inputs(self, sizes: list[int], seed: int = 1) -> list[PolyInput]:
        """Every size (rounded down to whole blocks, as Java calls it), from zero and from Java-shaped
        limbs; carries forced by all-ones blocks and r, s at their extremes; misaligned input."""
        rnd = random.Random(seed)
        out = [self._random(rnd, n & ~15, i) for i, n in enumerate(sizes)]
        out += self._edges(rnd)
        out += [self._random(rnd, 16 * b, b, misalign=m, tight_end=False) for b in (1, 2, 3, 17) for m in range(8)]
        return out

    def quick_inputs(self, seed: int = 3) -> list[PolyInput]:
        rnd = random.Random(seed)
        out = [self._random(rnd, 16 * b, b) for b in list(range(0, 20)) + [64, 65, 257]]
        return out + self._edges(rnd)[::3]

    def bench_input(self, size: int) -> PolyInput:
        rnd = random.Random(size)
        return poly_input(rnd.randbytes(size & ~15), clamp(rnd.randbytes(16)), rnd.randbytes(16),
                          tight_end=False)

    def _acc(self, rnd, i):
        """Starting limbs: zero (first call), Java's product (limbs < 2^26, limb 4 <= 2^26), or a
        stub's output (limb 4 < 2^27)."""
        kind = i % 3
        if kind == 0:
            return None
        top = (1 << 26) + 1 if kind == 1 else 1 << 27
        return [rnd.randrange(1 << 26) for _ in range(4)] + [rnd.randrange(top)]

    def _random(self, rnd, n, i, **kw) -> PolyInput:
        r = clamp(rnd.randbytes(16))
        return poly_input(rnd.randbytes(n), r, rnd.randbytes(16), self._acc(rnd, i), rnd, **kw)

    def _edges(self, rnd) -> list[PolyInput]:
        out = []
        rmax = CLAMP.to_bytes(16, "little")
        accs = [None, [M26] * 4 + [1 << 26], [M26] * 4 + [(1 << 27) - 1], limbs(P - 1), limbs(P),
                [0, 0, 0, 0, 1 << 26], [LIMB_BOUND - 1] * 5]
        for j, acc in enumerate(accs):
            for n in (16, 32, 48, 160, 1024):
                for data in (b"\xff" * n, rnd.randbytes(n), b"\0" * n):
                    for r in (rmax, clamp(rnd.randbytes(16)), (0x0FFFFFFC << 96).to_bytes(16, "little")):
                        out.append(poly_input(data, r, b"\xff" * 16, acc, rnd, note=f"edge {j}"))
        return out


declare(Contract("poly1305_processBlocks", ("input", "length", "acc", "r"), None, "UsePoly1305Intrinsics", False,
                 "_poly1305_processBlocks", "length & ~15 (0 allowed); acc, r: long[5] of 26-bit limbs; acc updated "
                 "with every output limb < 2^32 - 2^26"),
        Poly1305Spec(), workload=CHACHA20_POLY1305, check=CHACHA20_POLY1305_CHECK)


intrinsic("Poly1305", ("poly1305_processBlocks",), test="compiler/intrinsics/poly1305/TestPoly1305Riscv",
          jmh="org.openjdk.bench.javax.crypto.full.Poly1305DigestBench",
          upstream_tests=("test/jdk/com/sun/crypto/provider/Cipher/ChaCha20/unittest/Poly1305UnitTestDriver.java",))
