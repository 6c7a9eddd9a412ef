"""The GOST plain functions (kernels/gost_*.py): their layouts, judged against the `gostcrypto` package.

Every function is f(in, out, nblocks, round_keys): `in` and `out` separate arrays (or one, in
place), both ending at a guard page so one byte read or written past the last block faults; the
round keys (sim/gost_key.py, from the 256-bit key) in a buffer of their own that ends at a guard
page too. The expected output is gostcrypto's ECB encryption or decryption with the same key,
never our own code.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from gostcrypto import gostcipher

from stubforge.sim import gost_key
from stubforge.sim.layouts import StubSpec
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import declare

FILL = 0x5A


@dataclass(frozen=True)
class GostInput:
    key: bytes
    data: bytes
    misalign: int = 0
    tight_end: bool = True
    in_place: bool = False
    expect: bytes | None = None      # a published answer (the standard's appendix), when known
    origin: str = ""

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        where += ", in place" if self.in_place else ""
        src = f" [{self.origin}]" if self.origin else ""
        return f"len={len(self.data)} key={self.key.hex()[:16]}.. ({where}){src}"


class GostSpec(StubSpec):
    def __init__(self, stub: str, cipher: str, decrypt: bool):
        self.stub, self.cipher, self.decrypt = stub, cipher, decrypt
        self.block = 16 if cipher == "kuznechik" else 8

    def schedule(self, key: bytes) -> bytes:
        fam = "kuznyechik" if self.cipher == "kuznechik" else "magma"
        return getattr(gost_key, f"{fam}_{'decrypt' if self.decrypt else 'encrypt'}_schedule")(key)

    def case(self, inp: GostInput) -> Case:
        n = len(inp.data)
        place = PLACE_END if inp.tight_end else PLACE_START
        if inp.in_place:
            bufs = [Buffer(inp.data, inp.misalign, place)]
            src = dst = Arg.buf(0)
        else:
            bufs = [Buffer(inp.data, inp.misalign, place), Buffer(bytes([FILL]) * n, inp.misalign, place)]
            src, dst = Arg.buf(0), Arg.buf(1)
        bufs.append(Buffer(self.schedule(inp.key), 0, PLACE_END))
        return Case(bufs, [src, dst, Arg.imm(n // self.block), Arg.buf(len(bufs) - 1)])

    def reference(self, inp: GostInput) -> bytes:
        if not inp.data:
            return b""
        c = gostcipher.new(self.cipher, bytearray(inp.key), gostcipher.MODE_ECB)
        out = c.decrypt(bytearray(inp.data)) if self.decrypt else c.encrypt(bytearray(inp.data))
        return bytes(out)

    def judge(self, inp: GostInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x})"
        want = self.reference(inp)
        if inp.expect is not None and want != inp.expect:
            return f"the reference disagrees with the published answer {inp.expect.hex()} ({inp.origin})"
        got = res.buffers_after[0 if inp.in_place else 1][:len(inp.data)]
        if got != want:
            first = next(i for i in range(len(want)) if got[i] != want[i])
            return (f"output differs from gostcrypto from byte {first} (block {first // self.block}): "
                    f"{got[first:first + 8].hex()} != {want[first:first + 8].hex()}")
        if not inp.in_place and res.buffers_after[0][:len(inp.data)] != inp.data:
            return "the input buffer was modified"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def _make(self, rnd, nblocks, **kw) -> GostInput:
        return GostInput(rnd.randbytes(32), rnd.randbytes(nblocks * self.block), **kw)

    def inputs(self, sizes: list[int], seed: int = 1) -> list[GostInput]:
        """Every block count the byte sizes give, in three placements, and the published vectors."""
        rnd = random.Random(seed * 7919 + self.block)
        counts = sorted({s // self.block for s in sizes})
        out = []
        for i, n in enumerate(counts):
            kw = [dict(), dict(tight_end=False, misalign=1 + i % 15), dict(in_place=True)][i % 3]
            out.append(self._make(rnd, n, **kw))
        return self.known_answers() + out

    def quick_inputs(self, seed: int = 3) -> list[GostInput]:
        rnd = random.Random(seed)
        return self.known_answers() + [self._make(rnd, n) for n in (0, 1, 2, 3, 4, 5, 7, 9, 17)]

    def bench_input(self, size: int) -> GostInput:
        rnd = random.Random(size)
        return self._make(rnd, size // self.block)

    def known_answers(self) -> list[GostInput]:
        """GOST R 34.13-2015's ECB examples (A.1.1 and A.2.1), whose first block is the
        example of GOST R 34.12-2015 appendix A; decryption runs them backwards."""
        pt, ct, key = KNOWN[self.cipher]
        data, expect = (ct, pt) if self.decrypt else (pt, ct)
        return [GostInput(key, data[:self.block], expect=expect[:self.block], origin="GOST R 34.12-2015 A"),
                GostInput(key, data, expect=expect, origin="GOST R 34.13-2015 ECB")]


# As published (hex of the byte strings, most significant byte first).
KNOWN = {
    "kuznechik": (
        bytes.fromhex("1122334455667700ffeeddccbbaa9988" "00112233445566778899aabbcceeff0a"
                      "112233445566778899aabbcceeff0a00" "2233445566778899aabbcceeff0a0011"),
        bytes.fromhex("7f679d90bebc24305a468d42b9d4edcd" "b429912c6e0032f9285452d76718d08b"
                      "f0ca33549d247ceef3f5a5313bd4b157" "d0b09ccde830b9eb3a02c4c5aa8ada98"),
        bytes.fromhex("8899aabbccddeeff0011223344556677" "fedcba98765432100123456789abcdef"),
    ),
    "magma": (
        bytes.fromhex("fedcba9876543210"),
        bytes.fromhex("4ee901e5c2d8ca3d"),
        bytes.fromhex("ffeeddccbbaa99887766554433221100" "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"),
    ),
}
MAGMA_ECB = (bytes.fromhex("92def06b3c130a59db54c704f8189d204a98fb2e67a8024c8912409b17b57e41"),
             bytes.fromhex("2b073f0494f372a0de70e715d3556e4811d8d9e9eacfbc1e7c68260996c67efb"))


def _magma_known(self) -> list[GostInput]:
    pt, ct, key = KNOWN["magma"]
    (p4, c4) = MAGMA_ECB
    single = (ct, pt) if self.decrypt else (pt, ct)
    four = (c4, p4) if self.decrypt else (p4, c4)
    return [GostInput(key, single[0], expect=single[1], origin="GOST R 34.12-2015 A.2"),
            GostInput(key, four[0], expect=four[1], origin="GOST R 34.13-2015 A.2 ECB")]


class MagmaSpec(GostSpec):
    known_answers = _magma_known


# Plain functions: their C signature (kernels/gost_*.py, dsl/plainfn.py) is their contract, and no
# JVM calls them.
for _spec in (GostSpec("kuznyechik_encrypt_ecb", "kuznechik", False),
              GostSpec("kuznyechik_decrypt_ecb", "kuznechik", True),
              MagmaSpec("magma_encrypt_ecb", "magma", False), MagmaSpec("magma_decrypt_ecb", "magma", True)):
    declare(None, _spec)
