"""The MD5 and SHA-1 compression stubs: contracts, HotSpot's layouts judged against hashlib, and the
Java that reaches them (StubBench's MessageDigest workloads, StubCheck's part).

Read off JDK 27 (stubDeclarations.hpp, library_call.cpp's inline_digestBase_implCompress(MB),
MD5.java, SHA.java, DigestBase.java and the RISC-V port's own generate_md5_implCompress /
generate_sha1_implCompress), the same contract as SHA-2's (stubs/sha.py):

* md5_implCompress(buf, state) / sha1_implCompress(buf, state): buf is b + ofs (not added again),
  state is Java's int[4] (MD5: A, B, C, D) or int[5] (SHA-1: H0..H4) as native words; one 64-byte
  block. No result.
* ..._implCompressMB(buf, state, ofs, limit): blocks while ofs <= limit (Java passes limit = ofs +
  len - 64, so limit - ofs need not be a multiple of 64), returns the final ofs (a Java int).

MD5 reads its message words and writes its digest little-endian (RFC 1321), SHA-1 big-endian (FIPS
180-4); both pad with 0x80, zeros and the bit length in 8 bytes (MD5 little-, SHA-1 big-endian).
hashlib exposes no compression function, so every case is a whole message whose padded form ends
with exactly the blocks the stub gets, from the standard initial value (the state after them is
hashlib's digest) or from hashlib's digest of a random prefix P (the state after pad(P)), the message
being pad(P) || Y: the state after the stub is then hashlib's digest of the whole message.
"""
from __future__ import annotations

import hashlib
import random
import struct
from dataclasses import dataclass

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import declare, intrinsic
from .sha import _sha_block_workload, _sha_workload, digest_check

BLOCK = 64
# alg -> (state words, byte order of the words and of the length, initial value: RFC 1321 3.3,
# FIPS 180-4 5.3.1)
ALGS = {"md5": (4, "little", (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476)),
        "sha1": (5, "big", (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0))}
FILL_PRE = 0x5A


def pad(alg: str, msg: bytes) -> bytes:
    """The padded message: 0x80, zeros, the bit length in 8 bytes of the algorithm's byte order."""
    zeros = (-(len(msg) + 9)) % BLOCK
    return msg + b"\x80" + bytes(zeros) + (8 * len(msg) % (1 << 64)).to_bytes(8, ALGS[alg][1])


def words(alg: str, digest: bytes) -> tuple[int, ...]:
    """The state words a digest shows."""
    order = ALGS[alg][1]
    return tuple(int.from_bytes(digest[i:i + 4], order) for i in range(0, len(digest), 4))


def java_int_array(values) -> bytes:
    """4 bytes of padding, the int32 length, the elements (as stubs/sha.py lays an int[] out)."""
    return bytes(4) + struct.pack("<i", len(values)) + b"".join(struct.pack("<I", v) for v in values)


@dataclass(frozen=True)
class DigestInput:
    """One call: the stub compresses the blocks of pad(pad(prefix) + message) after pad(prefix),
    from the standard initial value (prefix None) or hashlib's digest of the prefix. MB: `extra`
    bytes follow the blocks, `ofs` is Java's offset, `pre` the array bytes before buf."""
    alg: str
    message: bytes
    prefix: bytes | None = None
    extra: int = 0
    ofs: int = 0
    pre: int = 0
    misalign: int = 0
    tight_end: bool = True

    @property
    def full(self) -> bytes:
        return (pad(self.alg, self.prefix) if self.prefix is not None else b"") + self.message

    @property
    def blocks(self) -> bytes:
        skip = len(pad(self.alg, self.prefix)) if self.prefix is not None else 0
        return pad(self.alg, self.full)[skip:]

    @property
    def nblocks(self) -> int:
        return len(self.blocks) // BLOCK

    def initial_state(self) -> tuple[int, ...]:
        if self.prefix is None:
            return ALGS[self.alg][2]
        return words(self.alg, hashlib.new(self.alg, self.prefix).digest())

    def describe(self) -> str:
        start = f"{self.alg} IV" if self.prefix is None else f"state = {self.alg}(prefix of {len(self.prefix)})"
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        mb = f", extra={self.extra} ofs={self.ofs} pre={self.pre}" if self.extra or self.ofs or self.pre else ""
        return f"{self.nblocks} block(s), message {len(self.message)} B, {start} ({where}{mb})"


class DigestSpec(StubSpec):
    def __init__(self, stub: str, alg: str, multi: bool):
        self.stub, self.alg, self.multi = stub, alg, multi
        self.nwords = ALGS[alg][0]
        self.bs = BLOCK

    # ---- layout --------------------------------------------------------------------------------
    def case(self, inp: DigestInput) -> Case:
        data = bytes([FILL_PRE]) * inp.pre + inp.blocks + random.Random(inp.extra).randbytes(inp.extra)
        place = PLACE_END if inp.tight_end else PLACE_START
        # the state array ends at the guard page: a stub reading past H[n-1] faults
        bufs = [Buffer(data, inp.misalign, place), Buffer(java_int_array(inp.initial_state()), 0, PLACE_END)]
        args = [Arg.buf(0, inp.pre), Arg.buf(1, 8)]
        if self.multi:
            length = len(inp.blocks) + inp.extra
            args += [Arg.jint(inp.ofs), Arg.jint(inp.ofs + length - BLOCK)]
        return Case(bufs, args)

    # ---- reference -----------------------------------------------------------------------------
    def expected_words(self, inp: DigestInput) -> tuple[int, ...]:
        return words(inp.alg, hashlib.new(inp.alg, inp.full).digest())

    def judge(self, inp: DigestInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if self.multi:
            want = java_int(inp.ofs + len(inp.blocks))
            if res.a0 != want:
                return f"returned {res.a0:#x}, expected the final ofs {want:#x}"
        raw = res.buffers_after[1]
        if raw[:8] != java_int_array(inp.initial_state())[:8]:
            return "the state array's header was modified"
        got = struct.unpack(f"<{self.nwords}I", raw[8:8 + 4 * self.nwords])
        want = self.expected_words(inp)
        if tuple(got) != want:
            bad = next(i for i in range(len(want)) if got[i] != want[i])
            return (f"state word {bad} is {got[bad]:#x}, hashlib says {want[bad]:#x} "
                    f"(state {' '.join(f'{g:x}' for g in got)})")
        if res.buffers_after[0][inp.pre:inp.pre + len(inp.blocks)] != inp.blocks:
            return "the input array was modified"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def one(self, rnd, nblocks: int, chained: bool, **kw) -> DigestInput:
        """A message whose padded tail after the prefix is exactly nblocks blocks."""
        prefix = rnd.randbytes(rnd.randrange(0, 3 * BLOCK)) if chained else None
        lo, hi = max(0, (nblocks - 1) * BLOCK - 8), nblocks * BLOCK - 9
        inp = DigestInput(self.alg, rnd.randbytes(rnd.randrange(lo, hi + 1)), prefix, **kw)
        assert inp.nblocks == nblocks
        return inp

    def mb_kw(self, rnd, i) -> dict:
        return dict(extra=rnd.randrange(BLOCK), ofs=rnd.choice((0, rnd.randrange(1 << 20), (1 << 30) + i)),
                    pre=rnd.randrange(0, 24))

    def of_length(self, n: int, seed: int = 0, **kw) -> DigestInput:
        """The message of n bytes (hashed whole: the stub gets every block of its padded form)."""
        return DigestInput(self.alg, random.Random(seed * 100003 + n).randbytes(n), **kw)

    def inputs(self, sizes: list[int], seed: int = 1) -> list[DigestInput]:
        """The standard and chained initial states for 1..9 and 17 blocks and those of `sizes` (1
        for the single-block stubs); eight misalignments; MB with limit - ofs not a multiple of 64,
        large ofs, bytes before buf; the message lengths around the padding's edges (55, 56, 63, 64)."""
        rnd = random.Random(seed)
        counts = [1] if not self.multi else sorted({*range(1, 10), 17, *(max(1, s // BLOCK) for s in sizes)})
        out = []
        for nb in counts:
            for chained in (False, True):
                out.append(self.one(rnd, nb, chained, **(self.mb_kw(rnd, nb) if self.multi else {})))
        for i in range(24 if self.multi else 40):
            nb = 1 if not self.multi else rnd.randrange(1, 6)
            kw = self.mb_kw(rnd, i) if self.multi else {}
            out.append(self.one(rnd, nb, i % 2 == 1, misalign=i % 8, tight_end=False, **kw))
        edges = (0, 1, 55) if not self.multi else (0, 55, 56, 63, 64, 119, 120, 127, 128)
        out += [self.of_length(n, seed) for n in edges]
        if self.multi:
            for extra in (0, 1, BLOCK - 1):
                out.append(self.one(rnd, 3, True, extra=extra, ofs=7, pre=7))
        return out

    def quick_inputs(self, seed: int = 3) -> list[DigestInput]:
        return self.inputs([3 * BLOCK], seed)[:24]

    def bench_input(self, size: int) -> DigestInput:
        """The standard IV over max(1, size // 64) blocks (one for the single-block stubs)."""
        nb = max(1, size // BLOCK) if self.multi else 1
        return DigestInput(self.alg, random.Random(size).randbytes(nb * BLOCK - 9), tight_end=False)


# ---- Java: StubBench (HotSpot's own stubs counted) and StubCheck (stubforge jvm) -------------------

MD5 = _sha_workload("md5", "MD5")
SHA1 = _sha_workload("sha1", "SHA-1")
MD5_BLOCK = _sha_block_workload("md5", "MD5", BLOCK)
SHA1_BLOCK = _sha_block_workload("sha1", "SHA-1", BLOCK)
MD5_SHA1_CHECK = digest_check("md5sha1", {"MD5": "md5", "SHA-1": "sha1"})


# ---- the declarations ------------------------------------------------------------------------------

declare(Contract("md5_implCompress", ("buf", "state"), None, "UseMD5Intrinsics", False,
                 "_md5_implCompress", "one 64-byte block at buf (already b+ofs); state is Java's int[4] A..D"),
        DigestSpec("md5_implCompress", "md5", False), workload=MD5_BLOCK, block=BLOCK, check=MD5_SHA1_CHECK)
declare(Contract("md5_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseMD5Intrinsics", False,
                 "_md5_implCompressMB", "64-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
        DigestSpec("md5_implCompressMB", "md5", True), workload=MD5, check=MD5_SHA1_CHECK)
declare(Contract("sha1_implCompress", ("buf", "state"), None, "UseSHA1Intrinsics", False,
                 "_sha1_implCompress", "one 64-byte block at buf (already b+ofs); state is Java's int[5] H0..H4"),
        DigestSpec("sha1_implCompress", "sha1", False), workload=SHA1_BLOCK, block=BLOCK, check=MD5_SHA1_CHECK)
declare(Contract("sha1_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseSHA1Intrinsics", False,
                 "_sha1_implCompressMB", "64-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
        DigestSpec("sha1_implCompressMB", "sha1", True), workload=SHA1, check=MD5_SHA1_CHECK)


_JMH = "org.openjdk.bench.java.security.MessageDigests"
intrinsic("MD5", ("md5_implCompress", "md5_implCompressMB"), test="compiler/intrinsics/sha/TestMD5Riscv",
          jmh=_JMH, upstream_tests=("compiler/intrinsics/sha/sanity/TestMD5Intrinsics.java",
                                    "compiler/intrinsics/sha/sanity/TestMD5MultiBlockIntrinsics.java"),
          # HotSpot's own is kept wherever it is measured (27: spacemit-x60 runs it faster); a tree
          # without it would get ours as a new commit, which no patched JVM has run yet
          held="not yet built and run in a patched JVM")
intrinsic("SHA-1", ("sha1_implCompress", "sha1_implCompressMB"), test="compiler/intrinsics/sha/TestSHA1Riscv",
          jmh=_JMH, upstream_tests=("compiler/intrinsics/sha/sanity/TestSHA1Intrinsics.java",
                                    "compiler/intrinsics/sha/sanity/TestSHA1MultiBlockIntrinsics.java"))
# SHA-1 (zbb beats HotSpot's own on every model; without Zbb HotSpot's stays through the dispatch) was
# built into 27 with the other 11 commits and run: `stubforge jvm` at VLEN 256 and the three jtreg
# tests above passed (docs/patching.md), so it is in the default series like SHA-3 and ML-KEM.
