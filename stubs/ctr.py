"""counterMode_AESCrypt: its contract and HotSpot's layout, judged against Java's loop over pycryptodome
keystream (Java reaches it through AES/CTR, part of StubCheck's AES check in stubs/aes.py).

HotSpot passes in, out, K, counter, len, encryptedCounter, &used (a0..a6): in/out are byte[] ranges
(separate arrays, or the same range: Java allows CTR in place), K is Java's int[] session key
(sim.aes_key.session_key, passed 4 bytes into its buffer so the length 44/52/60 sits at K-4),
counter and encryptedCounter are byte[16], and &used points at the int field `used`. Every buffer
but a misaligned in/out ends at a guard page.

The reference is CounterMode.implCrypt's byte loop, run in Python with the keystream blocks
E(counter) from pycryptodome's AES in ECB mode (never our own cipher code):

    for each byte: if used >= 16: encryptedCounter = E(counter); counter += 1 mod 2^128; used = 0
                   out[i] = in[i] ^ encryptedCounter[used++]

and the stub must leave out, counter, encryptedCounter (all 16 bytes) and used exactly as that loop
does, keep in (when separate) and the key unchanged, and return len.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from Crypto.Cipher import AES

from stubforge.dsl.contracts import Contract
from stubforge.sim.aes_key import session_key
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import bench_key, declare, intrinsic
from .aes import AES_CHECK, BENCH_IV, mode_workload

KEY_SIZES = (16, 24, 32)
FILL = 0xA5                 # what a separate `out` holds before the call
WRAPS = {"2^32": 1 << 32, "2^64": 1 << 64, "2^128": 1 << 128}


@dataclass(frozen=True)
class CtrInput:
    """One call. `data` is what `in` holds; `misalign` and `tight_end` place `in` (and a separate
    `out`, shifted by out_shift when misaligned). Java allows in and out in one array; the stub must
    work in place and with out below in (a byte stream going forward)."""
    key: bytes
    data: bytes
    counter: bytes = bytes(16)
    ec: bytes = bytes(16)          # encryptedCounter on entry
    used: int = 16
    misalign: int = 0
    tight_end: bool = True         # in and out end exactly at a guard page
    overlap: int | None = None     # None: out is a separate array; d: the same array, out = in - d
    out_shift: int = 0             # a separate out's misalignment is (misalign + out_shift) % 8
    note: str = ""

    @property
    def in_place(self) -> bool:
        return self.overlap == 0

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else \
            f"in misaligned by {self.misalign}, out by {(self.misalign + self.out_shift) % 8}"
        if self.overlap is not None:
            where += ", in place" if self.overlap == 0 else f", out = in - {self.overlap}"
        note = f", {self.note}" if self.note else ""
        return (f"AES-{8 * len(self.key)} len={len(self.data)} used={self.used} "
                f"counter={self.counter.hex()} ({where}{note})")


def ctr_input(key: bytes, data: bytes, counter: int, used: int = 16, ec: bytes | None = None, *,
              misalign: int = 0, tight_end: bool = True, overlap: int | None = None, out_shift: int = 0,
              note: str = "") -> CtrInput:
    """An input whose encryptedCounter is what Java holds after encrypting counter-1 (consistent
    state), unless `ec` gives other bytes (Java just XORs whatever is there)."""
    counter %= 1 << 128
    if ec is None:
        ec = keystream_block(key, (counter - 1) % (1 << 128))
    return CtrInput(key, data, counter.to_bytes(16, "big"), bytes(ec), used, misalign, tight_end, overlap,
                    out_shift, note)


def keystream_block(key: bytes, counter: int) -> bytes:
    return AES.new(key, AES.MODE_ECB).encrypt(counter.to_bytes(16, "big"))


def java_ctr(key: bytes, counter: bytes, ec: bytes, used: int, data: bytes):
    """CounterMode.implCrypt, byte by byte, with pycryptodome's AES for each new keystream block.
    Returns (out, counter, encryptedCounter, used) as Java leaves them."""
    ecb = AES.new(key, AES.MODE_ECB)
    ctr = int.from_bytes(counter, "big")
    ec = bytes(ec)
    out = bytearray(len(data))
    for i, b in enumerate(data):
        if used >= 16:
            ec = ecb.encrypt(ctr.to_bytes(16, "big"))
            ctr = (ctr + 1) % (1 << 128)
            used = 0
        out[i] = b ^ ec[used]
        used += 1
    return bytes(out), ctr.to_bytes(16, "big"), ec, used


def _java_ctr_stream(data: bytes) -> bytes:
    """StubBench's CTR call: Java's counter is the whole IV as one 128-bit big-endian number."""
    ctr = AES.new(bench_key(16), AES.MODE_CTR, nonce=b"", initial_value=int.from_bytes(BENCH_IV, "big"))
    return ctr.encrypt(data)


CTR_WORKLOAD = mode_workload("aes-ctr", "AES/CTR/NoPadding", False, _java_ctr_stream, ("aescrypt_encryptBlock",))


def _first_diff(a: bytes, b: bytes) -> int:
    return next(i for i in range(min(len(a), len(b))) if a[i] != b[i])


class CounterModeSpec(StubSpec):
    stub = "counterMode_AESCrypt"

    # ---- layout --------------------------------------------------------------------------------
    def _buffers(self, inp: CtrInput):
        n = len(inp.data)
        place = PLACE_END if inp.tight_end else PLACE_START
        if inp.overlap is None:
            bufs = [Buffer(inp.data, inp.misalign, place),
                    Buffer(bytes([FILL]) * n, (inp.misalign + inp.out_shift) % 8, place)]
        else:
            bufs = [Buffer(bytes([FILL]) * inp.overlap + inp.data, inp.misalign, place)]
        bufs += [Buffer(session_key(inp.key), 0, PLACE_END),
                 Buffer(inp.counter, 0, PLACE_END),
                 Buffer(inp.ec, 0, PLACE_END),
                 Buffer(inp.used.to_bytes(4, "little", signed=True), 0, PLACE_END)]
        return bufs

    def case(self, inp: CtrInput) -> Case:
        bufs = self._buffers(inp)
        o = 0 if inp.overlap is not None else 1            # index of `out`'s buffer
        src = Arg.buf(0, inp.overlap or 0)
        args = [src, Arg.buf(o), Arg.buf(o + 1, 4), Arg.buf(o + 2), Arg.jint(len(inp.data)),
                Arg.buf(o + 3), Arg.buf(o + 4)]
        return Case(bufs, args)

    # ---- judging -------------------------------------------------------------------------------
    def judge(self, inp: CtrInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        n = len(inp.data)
        want_a0 = java_int(n)
        if res.a0 != want_a0:
            return f"returned {res.a0:#x}, expected len {want_a0:#x}"
        out, counter, ec, used = java_ctr(inp.key, inp.counter, inp.ec, inp.used, inp.data)
        o = 0 if inp.overlap is not None else 1
        after = res.buffers_after
        got = after[o][:n]
        if got != out:
            bad = _first_diff(got, out)
            lo = bad & ~15
            return (f"out differs from Java's loop over pycryptodome keystream from byte {bad}: "
                    f"got {got[lo:lo + 16].hex()}, want {out[lo:lo + 16].hex()}")
        if inp.overlap is None and after[0] != inp.data:
            return f"the input array was modified (first at byte {_first_diff(after[0], inp.data)})"
        if after[o + 1] != session_key(inp.key):
            return "the key array was modified"
        if after[o + 2] != counter:
            return f"counter is {after[o + 2].hex()}, Java has {counter.hex()}"
        if after[o + 3] != ec:
            return f"encryptedCounter is {after[o + 3].hex()}, Java has {ec.hex()}"
        got_used = int.from_bytes(after[o + 4], "little", signed=True)
        if got_used != used:
            return f"used is {got_used}, Java has {used}"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def inputs(self, sizes: list[int], seed: int = 1) -> list[CtrInput]:
        """Every size in `sizes` (random key size, counter and used); 0..64 whole blocks and odd
        lengths; every `used` 0..16 on entry around the block boundaries; counters just below a
        2^32, 2^64 and 2^128 wrap over up to 64+ blocks; misaligned in/out; in place and out below
        in within one array."""
        rnd = random.Random(seed)
        out = [self._random(rnd, n, i) for i, n in enumerate(sizes)]
        lengths = sorted({16 * b for b in range(65)} | {16 * b + r for b in range(0, 65, 3) for r in (1, 7, 15)}
                         | {16 * b + r for b in (64, 65, 127, 128, 129) for r in (0, 5)})
        out += [self._random(rnd, n, i, used=16) for i, n in enumerate(lengths)]
        out += self._used_cases(rnd, full=True)
        out += self._wrap_cases(rnd, (1, 2, 3, 4, 7, 8, 9, 16, 17, 31, 33, 63, 64),
                                (1, 15, 16, 17, 33 * 16 + 3, 64 * 16, 70 * 16 + 9, 260 * 16 + 1))
        out += self._shapes(rnd, (1, 5, 16, 17, 31, 100, 256, 1000, 4099))
        return out

    def quick_inputs(self, seed: int = 3) -> list[CtrInput]:
        rnd = random.Random(seed)
        out = [self._random(rnd, n, i) for i, n in enumerate(list(range(0, 70)) + [127, 128, 129, 255, 256,
                                                                                  1024, 1031, 4099])]
        out += self._used_cases(rnd, full=False)
        out += self._wrap_cases(rnd, (1, 3, 17), (16, 33 * 16 + 3, 70 * 16 + 9))
        out += self._shapes(rnd, (5, 100, 1000))
        return out

    def bench_input(self, size: int) -> CtrInput:
        """AES-128, used = 16 (no leftover keystream), `size` bytes, in and out page-aligned."""
        rnd = random.Random(size)
        return ctr_input(rnd.randbytes(16), rnd.randbytes(size), rnd.getrandbits(128), 16,
                         misalign=0, tight_end=False)

    # ---- input families ------------------------------------------------------------------------
    def _random(self, rnd, n, i, used=None, **kw) -> CtrInput:
        key = rnd.randbytes(KEY_SIZES[i % 3])
        if used is None:
            used = rnd.choice((16, 16, 0, rnd.randrange(1, 16)))
        return ctr_input(key, rnd.randbytes(n), rnd.getrandbits(128), used, **kw)

    def _used_cases(self, rnd, full: bool) -> list[CtrInput]:
        """Every used 0..16 with lengths that end inside, at and past the leftover keystream."""
        out = []
        for used in range(17):
            left = 16 - used
            lens = {0, 1, left, left + 1, left + 16, left + 16 * 5 + 3, left + 16 * 64 + 9}
            if full:
                lens |= {max(left - 1, 0), left + 15, left + 17, left + 32, left + 16 * 33}
            for j, n in enumerate(sorted(lens)):
                out.append(self._random(rnd, n, used + j, used=used))
        # encryptedCounter holding bytes that are not E(counter - 1): Java XORs them all the same.
        for used in (0, 5, 15):
            key = rnd.randbytes(16)
            out.append(ctr_input(key, rnd.randbytes(40), rnd.getrandbits(128), used, rnd.randbytes(16),
                                 note="arbitrary encryptedCounter"))
        return out

    def _wrap_cases(self, rnd, below, lengths) -> list[CtrInput]:
        """Counters `d` blocks below a 2^32, 2^64 or 2^128 boundary of the 128-bit counter."""
        out = []
        i = 0
        for name, w in WRAPS.items():
            for d in below:
                for n in lengths:
                    high = rnd.getrandbits(128) & ~(w - 1) & ((1 << 128) - 1)
                    counter = (high + w - d) % (1 << 128)
                    used = (16, 0, 9)[i % 3]
                    out.append(ctr_input(rnd.randbytes(KEY_SIZES[i % 3]), rnd.randbytes(n), counter, used,
                                         note=f"counter {d} below a {name} wrap"))
                    i += 1
        return out

    def _shapes(self, rnd, lengths) -> list[CtrInput]:
        """Misaligned in and out; in place; out = in - d in one array (Java allows these)."""
        out = []
        for i, n in enumerate(lengths):
            for m in range(8):
                out.append(self._random(rnd, n, i + m, misalign=m, tight_end=False, out_shift=rnd.randrange(8)))
            for ks in range(3):
                out.append(self._random(rnd, n, ks, overlap=0))
                out.append(self._random(rnd, n, ks + 1, overlap=0, misalign=rnd.randrange(1, 8),
                                        tight_end=False))
                out.append(self._random(rnd, n, ks + 2, overlap=(16, 5, 48)[ks], misalign=rnd.randrange(8),
                                        tight_end=ks == 0))
        return out


declare(Contract("counterMode_AESCrypt", ("in", "out", "key", "counter", "len", "saved_encrypted_ctr", "used_ptr"),
                 "len", "UseAESCTRIntrinsics", False, "_counterMode_AESCrypt",
                 "Java's CTR loop: leftover keystream at *used_ptr, 128-bit big-endian counter -> len",
                 policy=("UseAES",)),        # HotSpot expects UseAES wherever UseAESCTRIntrinsics is
        CounterModeSpec(), workload=CTR_WORKLOAD, check=AES_CHECK)


intrinsic("AES/CTR", ("counterMode_AESCrypt",), test="compiler/codegen/aes/TestAESCTRRiscv",
          jmh="org.openjdk.bench.javax.crypto.full.AESBench",
          upstream_tests=("compiler/codegen/aes/CTR_Wraparound.java",))
