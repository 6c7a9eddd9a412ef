"""The SHA-256/SHA-512 compression stubs: contracts, HotSpot's layouts judged against hashlib, and
the Java that reaches them (StubBench's MessageDigest workloads, StubCheck's SHA-2 part).

HotSpot passes buf (already b + ofs), state (Java's int[8] / long[8]: a..h as native words, the
array length 4 bytes before element 0) and, for the MB forms, the Java ints ofs and limit
(limit = ofs + len - blocksize, so limit - ofs need not be a multiple of the block size); MB
returns the final ofs.

hashlib exposes no compression function, only digests, so every case is a whole message whose
padded form ends with exactly the blocks the stub gets:
  * from a standard initial value (SHA-256/224, SHA-512/384, FIPS 180-4 5.3): the blocks are the
    padded message, and the state after them is hashlib's digest (SHA-224/384: the first 7/6 words);
  * from a random-looking state: the state is hashlib's SHA-256/512 digest of a random prefix P
    (the state after P's padded blocks), the message is pad(P) || Y, and the stub gets the padded
    blocks after pad(P); the state after them is hashlib's digest of the whole message.
The padding (FIPS 180-4 5.1.1/5.1.2) only lays the input out: a wrong one makes cases fail.
"""
from __future__ import annotations

import hashlib
import random
import struct
from dataclasses import dataclass

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import WARM_CALLS, WARM_SIZE, Check, Workload, bench_data, declare, intrinsic

# FIPS 180-4 5.3.2, 5.3.3, 5.3.4, 5.3.5.
IV = {
    "sha224": (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4),
    "sha256": (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19),
    "sha384": (0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
               0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4),
    "sha512": (0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
               0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179),
}
FAMILY = {32: ("sha256", "sha224"), 64: ("sha512", "sha384")}
FILL_PRE = 0x5A


def block_size(width: int) -> int:
    return 16 * width // 8


def pad(msg: bytes, width: int) -> bytes:
    """The padded message: 0x80, zeros, the bit length in 8 (SHA-256) or 16 (SHA-512) bytes."""
    bs, lenb = block_size(width), 2 * width // 8
    zeros = (-(len(msg) + 1 + lenb)) % bs
    return msg + b"\x80" + bytes(zeros) + (8 * len(msg)).to_bytes(lenb, "big")


@dataclass(frozen=True)
class ShaInput:
    """One call: `alg` names the hashlib function and the initial value; `prefix` (None: the
    standard IV) is hashed first to make the initial state; the stub compresses the blocks of
    pad(pad(prefix) + message) after pad(prefix). MB: `extra` bytes follow the blocks in the
    array (limit - ofs = len - blocksize, not a multiple of it), `ofs` is Java's offset value and
    `pre` how many array bytes precede buf (the stub must not add ofs to buf)."""
    width: int
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
        head = pad(self.prefix, self.width) if self.prefix is not None else b""
        return head + self.message

    @property
    def blocks(self) -> bytes:
        skip = len(pad(self.prefix, self.width)) if self.prefix is not None else 0
        return pad(self.full, self.width)[skip:]

    @property
    def nblocks(self) -> int:
        return len(self.blocks) // block_size(self.width)

    def initial_state(self) -> tuple[int, ...]:
        if self.prefix is None:
            return IV[self.alg]
        return _words(hashlib.new(self.alg, self.prefix).digest(), self.width)

    def describe(self) -> str:
        start = f"{self.alg} IV" if self.prefix is None else f"state = {self.alg}(prefix of {len(self.prefix)})"
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        mb = f", extra={self.extra} ofs={self.ofs}" if self.extra or self.ofs else ""
        return f"{self.nblocks} block(s), message {len(self.message)} B, {start} ({where}{mb})"


def _words(digest: bytes, width: int) -> tuple[int, ...]:
    n = width // 8
    return tuple(int.from_bytes(digest[i:i + n], "big") for i in range(0, len(digest), n))


def java_array(words, width: int) -> bytes:
    """4 bytes of padding (keeps long elements 8-aligned), the int32 length, the elements."""
    fmt = "<I" if width == 32 else "<Q"
    return bytes(4) + struct.pack("<i", len(words)) + b"".join(struct.pack(fmt, w) for w in words)


class ShaSpec(StubSpec):
    def __init__(self, stub: str, width: int, multi: bool):
        self.stub, self.width, self.multi = stub, width, multi
        self.bs = block_size(width)

    # ---- layout --------------------------------------------------------------------------------
    def case(self, inp: ShaInput) -> Case:
        data = bytes([FILL_PRE]) * inp.pre + inp.blocks + random.Random(inp.extra).randbytes(inp.extra)
        place = PLACE_END if inp.tight_end else PLACE_START
        bufs = [Buffer(data, inp.misalign, place),
                Buffer(java_array(inp.initial_state(), self.width), 0, PLACE_END)]
        args = [Arg.buf(0, inp.pre), Arg.buf(1, 8)]
        if self.multi:
            length = len(inp.blocks) + inp.extra
            args += [Arg.jint(inp.ofs), Arg.jint(inp.ofs + length - self.bs)]
        return Case(bufs, args)

    # ---- reference -----------------------------------------------------------------------------
    def expected_words(self, inp: ShaInput) -> tuple[int, ...]:
        """The words hashlib's digest shows: all 8, or 7 (SHA-224) / 6 (SHA-384)."""
        return _words(hashlib.new(inp.alg, inp.full).digest(), self.width)

    def judge(self, inp: ShaInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if self.multi:
            want = java_int(inp.ofs + len(inp.blocks))
            if res.a0 != want:
                return f"returned {res.a0:#x}, expected the final ofs {want:#x}"
        raw = res.buffers_after[1]
        if raw[:8] != java_array((), self.width)[:4] + struct.pack("<i", 8):
            return "the state array's header was modified"
        n = self.width // 8
        got = [int.from_bytes(raw[8 + i * n:8 + (i + 1) * n], "little") for i in range(8)]
        want = self.expected_words(inp)
        if tuple(got[:len(want)]) != want:
            bad = next(i for i in range(len(want)) if got[i] != want[i])
            return (f"state word {'abcdefgh'[bad]} is {got[bad]:#x}, hashlib says {want[bad]:#x} "
                    f"(state {' '.join(f'{g:x}' for g in got)})")
        if res.buffers_after[0][inp.pre:inp.pre + len(inp.blocks)] != inp.blocks:
            return "the input array was modified"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def _one(self, rnd, alg, nblocks, chained, **kw) -> ShaInput:
        """A message whose padded tail after the prefix is exactly nblocks blocks."""
        lenb = 2 * self.width // 8
        prefix = rnd.randbytes(rnd.randrange(0, 3 * self.bs)) if chained else None
        head = len(pad(prefix, self.width)) if chained else 0
        room = nblocks * self.bs - lenb - 1             # message bytes that still pad to nblocks
        lo = max(0, (nblocks - 1) * self.bs - lenb)     # fewer would pad to nblocks-1 blocks
        n = rnd.randrange(lo, room + 1)
        inp = ShaInput(self.width, alg, rnd.randbytes(n), prefix, **kw)
        assert inp.nblocks == nblocks and (head + len(inp.message)) >= 0
        return inp

    def _algs(self):
        full, short = FAMILY[self.width]
        return ((full, False), (short, False), (full, True))

    def _mb_kw(self, rnd, i):
        return dict(extra=rnd.randrange(self.bs), ofs=rnd.choice((0, rnd.randrange(1 << 20), (1 << 30) + i)),
                    pre=rnd.randrange(0, 24))

    def inputs(self, sizes: list[int], seed: int = 1) -> list[ShaInput]:
        """Every initial-state kind (standard full and short IVs, chained random states) for 1..9
        blocks (1 for the single-block stubs), blocks from `sizes`, eight misalignments; MB with
        limit - ofs = len - blocksize for len not a multiple of the block size and large ofs."""
        rnd = random.Random(seed)
        counts = [1] if not self.multi else sorted({*range(1, 10), 17, *(max(1, s // self.bs) for s in sizes)})
        out = []
        for nb in counts:
            for alg, chained in self._algs():
                kw = self._mb_kw(rnd, nb) if self.multi else {}
                out.append(self._one(rnd, alg, nb, chained, **kw))
        for i in range(24 if self.multi else 40):
            nb = 1 if not self.multi else rnd.randrange(1, 6)
            alg, chained = self._algs()[i % 3]
            kw = self._mb_kw(rnd, i) if self.multi else {}
            out.append(self._one(rnd, alg, nb, chained, misalign=i % 8, tight_end=False, **kw))
        if self.multi:
            for extra in (0, 1, self.bs - 1):
                out.append(self._one(rnd, FAMILY[self.width][0], 3, True, extra=extra, ofs=7, pre=7))
        return out

    def quick_inputs(self, seed: int = 3) -> list[ShaInput]:
        return self.inputs([3 * self.bs], seed)[:30]

    def bench_input(self, size: int) -> ShaInput:
        """The standard IV over max(1, size // blocksize) blocks (one for the single-block stubs)."""
        rnd = random.Random(size)
        nb = max(1, size // self.bs) if self.multi else 1
        lenb = 2 * self.width // 8
        return ShaInput(self.width, FAMILY[self.width][0], rnd.randbytes(nb * self.bs - lenb - 1),
                        tight_end=False)


# ---- Java: StubBench (HotSpot's own stubs counted) and StubCheck (stubforge jvm) -------------------

def _sha_workload(alg: str, java_name: str) -> Workload:
    """MessageDigest.update on whole blocks, never finished inside the loop: every call reaches
    implCompressMultiBlock; the digest is taken once at the end."""
    java = f"""\
MessageDigest m = MessageDigest.getInstance("{java_name}");
return new Op() {{
    public byte[] run(byte[] buf, int n) {{ m.update(buf, 0, n); return null; }}
    public byte[] finish(byte[] last) {{ return m.digest(); }}
}};"""

    def reference(data: bytes, calls: int) -> str:
        h = hashlib.new(alg)
        block = bench_data(WARM_SIZE)
        for _ in range(WARM_CALLS):
            h.update(block)
        for _ in range(calls):
            h.update(data)
        return h.hexdigest()[-128:]
    return Workload(alg, java, reference, ("java.security.MessageDigest",))


SHA256 = _sha_workload("sha256", "SHA-256")
SHA512 = _sha_workload("sha512", "SHA-512")


def _sha_block_workload(alg: str, java_name: str, block: int) -> Workload:
    """The single-block stub (implCompress0): DigestBase takes whole blocks in one
    implCompressMultiBlock call, and reaches implCompress only for a block it buffered. So each
    block goes in as one byte (buffered) and the block's other bytes (which fill the buffer: one
    implCompress); the hashed bytes are the call's, in order, as for the multi-block workload."""
    java = f"""\
MessageDigest m = MessageDigest.getInstance("{java_name}");
return new Op() {{
    public byte[] run(byte[] buf, int n) {{
        for (int i = 0; i + {block} <= n; i += {block}) {{ m.update(buf, i, 1); m.update(buf, i + 1, {block - 1}); }}
        return null;
    }}
    public byte[] finish(byte[] last) {{ return m.digest(); }}
}};"""
    return Workload(f"{alg}-block", java, _sha_workload(alg, java_name).reference, ("java.security.MessageDigest",))


SHA256_BLOCK = _sha_block_workload("sha256", "SHA-256", 64)
SHA512_BLOCK = _sha_block_workload("sha512", "SHA-512", 128)

def digest_check(name: str, algs: dict[str, str]) -> Check:
    """StubCheck's part for MessageDigest algorithms ({Java name: hashlib name}, printed under the
    hashlib name): each message (data[off..off+len)) fed in two update() calls, cut so that whole
    blocks reach implCompressMultiBlock and a partial block is buffered (implCompress); the digests
    of every length and offset hashed together with SHA-256, hashlib computing the same."""
    def quoted(names) -> str:
        return ", ".join(f'"{n}"' for n in names)
    java = f"""\
static void {name}(byte[] data, int rounds, int[] lens) throws Exception {{
    String[] algs = {{{quoted(algs)}}}, names = {{{quoted(algs.values())}}};
    for (int a = 0; a < algs.length; a++) {{
        MessageDigest m = MessageDigest.getInstance("SHA-256");
        MessageDigest d = MessageDigest.getInstance(algs[a]);
        for (int round = 0; round < rounds; round++)
            for (int len : lens)
                for (int off = 0; off < 8; off++) {{
                    int cut = Math.min(len / 3 + off, len);
                    d.update(data, off, cut);
                    d.update(data, off + cut, len - cut);
                    m.update(d.digest());
                }}
        System.out.println(names[a] + " " + hex(m.digest()));
    }}
}}
"""

    def digests(data: bytes, rounds: int, lens) -> dict[str, str]:
        out = {}
        for alg in algs.values():
            blob = b"".join(hashlib.new(alg, data[off:off + n]).digest() for n in lens for off in range(8))
            out[alg] = hashlib.sha256(blob * rounds).hexdigest()
        return out
    return Check(name, tuple(algs.values()), java, digests)


SHA2_CHECK = digest_check("sha2", {"SHA-224": "sha224", "SHA-256": "sha256", "SHA-384": "sha384",
                                   "SHA-512": "sha512"})


# ---- the declarations ------------------------------------------------------------------------------

declare(Contract("sha256_implCompress", ("buf", "state"), None, "UseSHA256Intrinsics", False,
                 "_sha256_implCompress", "one 64-byte block at buf (already b+ofs); state is Java's int[8] a..h"),
        ShaSpec("sha256_implCompress", 32, False), workload=SHA256_BLOCK, block=64, check=SHA2_CHECK)
declare(Contract("sha256_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseSHA256Intrinsics", False,
                 "_sha256_implCompressMB", "64-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
        ShaSpec("sha256_implCompressMB", 32, True), workload=SHA256, check=SHA2_CHECK)
declare(Contract("sha512_implCompress", ("buf", "state"), None, "UseSHA512Intrinsics", False,
                 "_sha512_implCompress", "one 128-byte block at buf (already b+ofs); state is Java's long[8] a..h"),
        ShaSpec("sha512_implCompress", 64, False), workload=SHA512_BLOCK, block=128, check=SHA2_CHECK)
declare(Contract("sha512_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseSHA512Intrinsics", False,
                 "_sha512_implCompressMB", "128-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
        ShaSpec("sha512_implCompressMB", 64, True), workload=SHA512, check=SHA2_CHECK)


_SHA_JMH = "org.openjdk.bench.java.security.MessageDigests"
intrinsic("SHA-256", ("sha256_implCompress", "sha256_implCompressMB"), test="compiler/intrinsics/sha/TestSHA256Riscv",
          jmh=_SHA_JMH, upstream_tests=("compiler/intrinsics/sha/sanity/TestSHA256Intrinsics.java",))
intrinsic("SHA-512", ("sha512_implCompress", "sha512_implCompressMB"), test="compiler/intrinsics/sha/TestSHA512Riscv",
          jmh=_SHA_JMH, upstream_tests=("compiler/intrinsics/sha/sanity/TestSHA512Intrinsics.java",))
