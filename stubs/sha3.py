"""The SHA-3 stubs: sha3_implCompress, sha3_implCompressMB and double_keccak, in HotSpot's contract,
judged against pycryptodome and hashlib.

Read off JDK 27 (library_call.cpp's inline_digestBase_implCompress / _implCompressMB / inline_keccak,
SHA3.java, SHA3Parallel.java and the AArch64 and x86 stubs' argument lists):

* sha3_implCompress(buf, state, block_size): buf is b + ofs (not added again), state is Java's
  long[25] (lane x + 5y at element x + 5y, little-endian as Java's asLittleEndian reads the bytes),
  block_size the int field SHA3.blockSize: 144 (SHA3-224), 136 (SHA3-256, SHAKE256), 104 (SHA3-384),
  72 (SHA3-512), 168 (SHAKE128). The stub XORs block_size/8 little-endian words of buf into the first
  lanes and applies Keccak-f[1600]. No result.
* sha3_implCompressMB(buf, state, block_size, ofs, limit): blocks while ofs <= limit (Java passes
  limit = ofs + len - block_size), returns the final ofs (a Java int).
* double_keccak(state0, state1): Keccak-f[1600] on two long[25] arrays; returns an int Java ignores
  (SHA3Parallel.squeezeBlock returns it, ML-KEM and ML-DSA drop it; HotSpot's stubs return 0).

References, all outside our code:
* digests: hashlib's sha3_* / shake_* and pycryptodome's SHA3_* / SHAKE* over a message whose FIPS
  202 padding (domain bits 0x06 for SHA-3, 0x1F for SHAKE, then 0x80 at the block's end) lays out the
  blocks the stub gets from the zero state; the final state's first bytes are the digest (for SHAKE
  the whole first output block);
* one permutation of any state: pycryptodome's own Keccak (its raw keccak_oneshot with capacity 0,
  24 rounds: 199 bytes absorbed and the padding byte p placed at byte 199 with 0x80 on top, so the
  state it permutes is any 200 bytes whose last byte is >= 0x80; the byte 199 is lane 24's top byte,
  so the test states have that bit set).
"""
from __future__ import annotations

import hashlib
import random
import struct
from dataclasses import dataclass

from Crypto.Hash import SHA3_224, SHA3_256, SHA3_384, SHA3_512, SHAKE128, SHAKE256
from Crypto.Hash.keccak import _raw_keccak_lib
from Crypto.Util._raw_api import c_size_t, c_ubyte, c_uint8_ptr, create_string_buffer, get_raw_buffer

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import declare, intrinsic
from .sha import digest_check

# algorithm -> (block size in bytes, FIPS 202 domain byte, digest bytes)
ALGS = {"sha3_224": (144, 0x06, 28), "sha3_256": (136, 0x06, 32), "sha3_384": (104, 0x06, 48),
        "sha3_512": (72, 0x06, 64), "shake128": (168, 0x1F, 168), "shake256": (136, 0x1F, 136)}
_PYCRYPTO = {"sha3_224": SHA3_224, "sha3_256": SHA3_256, "sha3_384": SHA3_384, "sha3_512": SHA3_512,
             "shake128": SHAKE128, "shake256": SHAKE256}
STATE_BYTES = 200


def digest(alg: str, msg: bytes, n: int | None = None) -> bytes:
    """hashlib's digest (n bytes for SHAKE), checked against pycryptodome's: two outside references."""
    n = ALGS[alg][2] if n is None else n
    h = hashlib.new(alg, msg)
    d = h.digest(n) if alg.startswith("shake") else h.digest()
    p = _PYCRYPTO[alg].new(msg)
    other = p.read(n) if alg.startswith("shake") else p.digest()
    if d != other:
        raise AssertionError(f"hashlib and pycryptodome disagree on {alg} of {len(msg)} bytes")
    return d


def pad(alg: str, msg: bytes) -> bytes:
    """FIPS 202 5.1 with the domain bits: msg || d || 0* || 0x80 up to a multiple of the rate (d and
    0x80 share the last byte when one byte is left)."""
    rate, dom, _ = ALGS[alg]
    out = bytearray(msg + bytes([dom]) + bytes(-(len(msg) + 1) % rate))
    out[-1] |= 0x80
    return bytes(out)


def oneshot(data: bytes, out_len: int, capacity: int, padding: int) -> bytes:
    """pycryptodome's raw Keccak sponge: absorb data, place `padding` after it and 0x80 on the rate's
    last byte, squeeze out_len bytes (24 rounds)."""
    out = create_string_buffer(out_len)
    err = _raw_keccak_lib.keccak_oneshot(c_uint8_ptr(data), c_size_t(len(data)), out, c_size_t(out_len),
                                         c_size_t(capacity), c_ubyte(24), c_ubyte(padding))
    if err:
        raise RuntimeError(f"pycryptodome keccak_oneshot failed ({err})")
    return get_raw_buffer(out)


def keccak_f(state: bytes) -> bytes:
    """pycryptodome's Keccak-f[1600] on a 200-byte state whose last byte is >= 0x80 (see above)."""
    if len(state) != STATE_BYTES or state[-1] < 0x80:
        raise ValueError("pycryptodome permutes only states whose byte 199 is >= 0x80")
    return oneshot(state[:-1], STATE_BYTES, 0, state[-1] ^ 0x80)


def xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b)) + a[len(b):]


def java_longs(state: bytes) -> bytes:
    """A Java long[25] as the harness lays it out: 4 bytes of padding, the int32 length, the lanes."""
    return bytes(4) + struct.pack("<i", 25) + state


@dataclass(frozen=True)
class Sha3Input:
    """One call. `alg` fixes the block size. Either a digest case (`message`, zero initial state: the
    stub gets pad(message), and the state after it starts with the digest), or a permutation case
    (`state` given, its last byte >= 0x80: the stub gets `blocks` and the state after each block is
    pycryptodome's keccak_f(state ^ block)). MB: `extra` bytes follow the blocks (limit - ofs is not
    a multiple of the block size), `ofs` is Java's ofs and `pre` the array bytes before buf."""
    alg: str
    message: bytes = b""
    state: bytes | None = None
    blocks_in: bytes | None = None
    extra: int = 0
    ofs: int = 0
    pre: int = 0
    misalign: int = 0
    tight_end: bool = True

    @property
    def rate(self) -> int:
        return ALGS[self.alg][0]

    @property
    def blocks(self) -> bytes:
        return self.blocks_in if self.state is not None else pad(self.alg, self.message)

    @property
    def nblocks(self) -> int:
        return len(self.blocks) // self.rate

    def initial(self) -> bytes:
        return self.state if self.state is not None else bytes(STATE_BYTES)

    def expected(self) -> tuple[bytes, int]:
        """(the bytes the final state must start with, how many of them are known)."""
        if self.state is None:
            d = digest(self.alg, self.message, self.rate if self.alg.startswith("shake") else None)
            return d, len(d)
        st = self.state
        for i in range(0, len(self.blocks), self.rate):
            st = keccak_f(xor(st, self.blocks[i:i + self.rate]))
        return st, STATE_BYTES

    def describe(self) -> str:
        what = f"{self.alg}, message {len(self.message)} B" if self.state is None else \
            f"{self.alg} rate, {self.nblocks} block(s) on a random state"
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        mb = f", extra={self.extra} ofs={self.ofs}" if self.extra or self.ofs else ""
        return f"{what} ({where}{mb})"


def random_state(rnd: random.Random) -> bytes:
    s = bytearray(rnd.randbytes(STATE_BYTES))
    s[-1] |= 0x80
    return bytes(s)


class Sha3Spec(StubSpec):
    def __init__(self, stub: str, multi: bool):
        self.stub, self.multi = stub, multi

    def case(self, inp: Sha3Input) -> Case:
        data = bytes([0x5A]) * inp.pre + inp.blocks + random.Random(inp.extra).randbytes(inp.extra)
        place = PLACE_END if inp.tight_end else PLACE_START
        bufs = [Buffer(data, inp.misalign, place), Buffer(java_longs(inp.initial()), 0, PLACE_END)]
        args = [Arg.buf(0, inp.pre), Arg.buf(1, 8), Arg.jint(inp.rate)]
        if self.multi:
            length = len(inp.blocks) + inp.extra
            args += [Arg.jint(inp.ofs), Arg.jint(inp.ofs + length - inp.rate)]
        return Case(bufs, args)

    def judge(self, inp: Sha3Input, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if self.multi:
            want = java_int(inp.ofs + len(inp.blocks))
            if res.a0 != want:
                return f"returned {res.a0:#x}, expected the final ofs {want:#x}"
        raw = res.buffers_after[1]
        if raw[:8] != java_longs(b"")[:8]:
            return "the state array's header was modified"
        got = raw[8:8 + STATE_BYTES]
        want, n = inp.expected()
        if got[:n] != want[:n]:
            bad = next(i for i in range(n) if got[i] != want[i]) // 8
            ref = "pycryptodome's keccak" if inp.state is not None else "hashlib/pycryptodome"
            return (f"lane {bad} is {int.from_bytes(got[8 * bad:8 * bad + 8], 'little'):#018x}, {ref} says "
                    f"{int.from_bytes(want[8 * bad:8 * bad + 8].ljust(8, b'?'), 'little'):#018x}")
        if res.buffers_after[0][inp.pre:inp.pre + len(inp.blocks)] != inp.blocks:
            return "the input array was modified"
        return None

    # ---- inputs ------------------------------------------------------------------------------------
    def _mb_kw(self, rnd, i, rate):
        if not self.multi:
            return {}
        return dict(extra=rnd.randrange(rate), ofs=rnd.choice((0, rnd.randrange(1 << 20), (1 << 30) + i)),
                    pre=rnd.randrange(0, 24))

    def _perm(self, rnd, alg, nblocks, **kw) -> Sha3Input:
        """A random state and blocks; each block is redrawn until the state after it has its byte 199
        >= 0x80 (a block never reaches lane 24), so pycryptodome can permute every state in the chain."""
        rate, st, blocks = ALGS[alg][0], random_state(rnd), b""
        start = st
        while len(blocks) < nblocks * rate:
            blk = rnd.randbytes(rate)
            nxt = keccak_f(xor(st, blk))
            if len(blocks) + rate < nblocks * rate and nxt[-1] < 0x80:
                continue
            st, blocks = nxt, blocks + blk
        return Sha3Input(alg, state=start, blocks_in=blocks, **kw)

    def inputs(self, sizes: list[int], seed: int = 1, lengths=range(0, 1025)) -> list[Sha3Input]:
        """Every algorithm: (MB) every message length in `lengths` and `sizes`, from the zero state;
        (single block) the lengths that pad to one block, and random states with one random block
        (pycryptodome's permutation judges all 25 lanes); eight misalignments; MB with extra bytes
        after the blocks and ofs up to 2^30."""
        rnd = random.Random(seed)
        out = []
        for n, alg in enumerate(ALGS):
            rate = ALGS[alg][0]
            lens = [m for m in lengths if self.multi or m < rate] + \
                [s for s in sizes if self.multi and s not in lengths]
            for i, m in enumerate(lens):
                kw = self._mb_kw(rnd, i, rate)
                out.append(Sha3Input(alg, rnd.randbytes(m), misalign=i % 8, tight_end=i % 3 == 0, **kw))
            if self.multi:                      # ofs > limit: Java's while loop runs no block
                for i, extra in enumerate((0, 1, rate - 1)):
                    out.append(Sha3Input(alg, state=random_state(rnd), blocks_in=b"", extra=extra, ofs=5 + i,
                                         pre=i, misalign=i))
            for i in range(8):
                nb = 1 if not self.multi else 1 + i % 4
                out.append(self._perm(rnd, alg, nb, misalign=(i + n) % 8, tight_end=i % 2 == 0,
                                      **self._mb_kw(rnd, i, rate)))
        return out

    def quick_inputs(self, seed: int = 3) -> list[Sha3Input]:
        return self.inputs([], seed, lengths=(0, 1, 71, 72, 135, 136, 137, 300))

    def bench_input(self, size: int) -> Sha3Input:
        """SHA3-256 over max(1, size // 136) blocks (one for the single-block stub)."""
        rnd = random.Random(size)
        nb = max(1, size // 136) if self.multi else 1
        return Sha3Input("sha3_256", rnd.randbytes(nb * 136 - 1), tight_end=False)


class DoubleKeccakSpec(StubSpec):
    """Two long[25] states, each permuted in place; judged lane by lane against pycryptodome."""
    stub = "double_keccak"

    def case(self, inp) -> Case:
        s0, s1 = inp
        return Case([Buffer(java_longs(s0), 0, PLACE_END), Buffer(java_longs(s1), 0, PLACE_START)],
                    [Arg.buf(0, 8), Arg.buf(1, 8)])

    def judge(self, inp, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        for k, s in enumerate(inp):
            raw = res.buffers_after[k]
            if raw[:8] != java_longs(b"")[:8]:
                return f"state{k}'s array header was modified"
            want, got = keccak_f(s), raw[8:8 + STATE_BYTES]
            if got != want:
                bad = next(i for i in range(STATE_BYTES) if got[i] != want[i]) // 8
                return f"state{k} lane {bad} differs from pycryptodome's keccak"
        return None

    def inputs(self, sizes: list[int], seed: int = 1) -> list:
        rnd = random.Random(seed)
        out = [(random_state(rnd), random_state(rnd)) for _ in range(40)]
        same = random_state(rnd)
        out.append((same, same))                 # equal states stay equal
        # the states SHAKE's first squeeze sees: a padded message, zero capacity (top bit set)
        for alg in ("shake128", "shake256", "sha3_256"):
            st = bytearray(pad(alg, rnd.randbytes(rnd.randrange(ALGS[alg][0]))) + bytes(200 - ALGS[alg][0]))
            st[-1] |= 0x80
            out.append((bytes(st), random_state(rnd)))
        return out

    def quick_inputs(self, seed: int = 3) -> list:
        return self.inputs([], seed)[:6]

    def bench_input(self, size: int):
        rnd = random.Random(size)
        return (random_state(rnd), random_state(rnd))


# ---- Java: StubCheck (stubforge jvm); no RISC-V HotSpot has a SHA-3 stub of its own to count --------

SHA3_CHECK = digest_check("sha3", {"SHA3-224": "sha3_224", "SHA3-256": "sha3_256", "SHA3-384": "sha3_384",
                                   "SHA3-512": "sha3_512"})

# ---- the declarations ------------------------------------------------------------------------------

# UseSHA first, as HotSpot gates every SHA intrinsic (vm_version_riscv.cpp's SHA-1 and SHA-2, AArch64's
# SHA-3): -XX:-UseSHA turns them all off. The message words are loaded with ld wherever buf points
# (b + any ofs), as CRC32's are: the policy HotSpot puts on such stubs (SHA-1's too) keeps the flag
# off where misaligned accesses are slow.
_POLICY = ("UseSHA", "!AvoidUnalignedAccesses")
declare(Contract("sha3_implCompress", ("buf", "state", "block_size"), None, "UseSHA3Intrinsics", False,
                 "_sha3_implCompress", "one block_size-byte block at buf (already b+ofs) XORed into Java's "
                 "long[25] state, then Keccak-f[1600]", policy=_POLICY),
        Sha3Spec("sha3_implCompress", False), block=136, check=SHA3_CHECK)
declare(Contract("sha3_implCompressMB", ("buf", "state", "block_size", "ofs", "limit"), "ofs",
                 "UseSHA3Intrinsics", False, "_sha3_implCompressMB",
                 "block_size-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs", policy=_POLICY),
        Sha3Spec("sha3_implCompressMB", True), check=SHA3_CHECK)
# double_keccak displaces two scalar permutations (where it is missing, Java's doubleKeccak permutes the
# two states one after the other): it is registered only where it beats two sha3_implCompress calls. Its
# longs are aligned: only UseSHA gates it.
declare(Contract("double_keccak", ("state0", "state1"), "int", "UseSHA3Intrinsics", False, "_double_keccak",
                 "Keccak-f[1600] on two Java long[25] states in place -> 0", policy=_POLICY[:1],
                 rival=("sha3_implCompress", 2)),
        DoubleKeccakSpec())

_SHA3_JMH = "org.openjdk.bench.java.security.MessageDigests"
intrinsic("SHA-3", ("sha3_implCompress", "sha3_implCompressMB", "double_keccak"),
          test="compiler/intrinsics/sha/TestSHA3Riscv", jmh=_SHA3_JMH,
          upstream_tests=("compiler/intrinsics/sha/sanity/TestSHA3Intrinsics.java",
                          "compiler/intrinsics/sha/sanity/TestSHA3MultiBlockIntrinsics.java"),
          # In the default series since a patched 27 with the round-loop stubs and double_keccak
          # (UseZvbb forced) passed `stubforge jvm` at VLEN 256 (SHA3-224..512 against hashlib, all
          # three stubs executed) and jtreg (TestSHA3Riscv, upstream's TestSHA3Intrinsics and
          # TestSHA3MultiBlockIntrinsics), 2026-11-26; C2's SHA3.keccak runs 1.18x our instructions.
          )
