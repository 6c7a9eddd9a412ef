"""ghash_processBlocks and galoisCounterMode_AESCrypt: contracts, HotSpot's layouts and their references
(Java reaches them through AES/GCM, part of StubCheck's AES check in stubs/aes.py).

GHASH (a0..a3): state is Java's long[2] and H sits in subkeyHtbl[0..1] (a long[114]); both hold
big-endian 64-bit halves (st[0] = BE64(Y[0..7])), so in little-endian memory each 8-byte half is
byte-reversed (`java_longs`). data is raw bytes, blocks >= 1.

GCM (a0..a7): in, len, ct, out, K, state, subkeyHtbl, counter. ct is out when encrypting and in
when decrypting; encryption may be in place. K is Java's int[] session key (4 bytes into its buffer),
counter a byte[16] whose last four bytes count big-endian mod 2^32 (inc32). The stub returns r, a
multiple of 16 <= len (these stubs process every whole block, r = len & ~15).

References, never our stubs' code:
- keystream blocks from pycryptodome's AES (ECB over the inc32 counters),
- GHASH by the bit-serial algorithm of NIST SP 800-38D (`ghash`), itself checked against
  pycryptodome's GCM tags (tests/test_gcm.py),
- for inputs made from a real GCM message (nonce, AAD), the whole message: the stub's part, then the
  rest finished here from the returned state and counter, against pycryptodome's AES-GCM ciphertext
  and tag.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from Crypto.Cipher import AES

from stubforge.dsl.contracts import Contract
from stubforge.sim.aes_key import session_key
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import WARM_CALLS, Workload, bench_key, declare, intrinsic
from .aes import AES_CHECK

KEY_SIZES = (16, 24, 32)
FILL = 0xA5
HTBL_LONGS = 114
R_POLY = 0xE1 << 120


# ---- GHASH reference ------------------------------------------------------------------------------
def gf_mul(x: int, y: int) -> int:
    """X * Y in GCM's GF(2^128) (SP 800-38D, algorithm 1): bit 0 is the MSB of the first byte."""
    z, v = 0, y
    for i in range(127, -1, -1):
        if (x >> i) & 1:
            z ^= v
        v = (v >> 1) ^ R_POLY if v & 1 else v >> 1
    return z


def ghash(h: bytes, y: bytes, data: bytes) -> bytes:
    """GHASH_H over whole blocks of `data`, starting from state y."""
    assert len(data) % 16 == 0
    hi, acc = int.from_bytes(h, "big"), int.from_bytes(y, "big")
    for i in range(0, len(data), 16):
        acc = gf_mul(acc ^ int.from_bytes(data[i:i + 16], "big"), hi)
    return acc.to_bytes(16, "big")


def pad16(b: bytes) -> bytes:
    return b + bytes(-len(b) % 16)


def hash_subkey(key: bytes) -> bytes:
    return AES.new(key, AES.MODE_ECB).encrypt(bytes(16))


def java_longs(b: bytes) -> bytes:
    """16 bytes in GCM order as Java's long[2] of big-endian halves lies in little-endian memory."""
    return b[7::-1] + b[15:7:-1]


def inc32(counter: bytes, n: int) -> bytes:
    return counter[:12] + ((int.from_bytes(counter[12:], "big") + n) % (1 << 32)).to_bytes(4, "big")


def keystream(key: bytes, counter: bytes, blocks: int) -> bytes:
    ecb = AES.new(key, AES.MODE_ECB)
    return b"".join(ecb.encrypt(inc32(counter, j)) for j in range(blocks))


def xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def htbl_bytes(h: bytes, rest: bytes | None = None) -> bytes:
    rest = bytes(8 * (HTBL_LONGS - 2)) if rest is None else rest
    assert len(rest) == 8 * (HTBL_LONGS - 2)
    return java_longs(h) + rest


def _first_diff(a: bytes, b: bytes) -> int:
    return next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))


# ---- ghash_processBlocks --------------------------------------------------------------------------
@dataclass(frozen=True)
class GhashInput:
    h: bytes
    state: bytes                 # Y in GCM byte order
    data: bytes                  # whole blocks
    misalign: int = 0
    tight_end: bool = True
    table_rest: bytes | None = None   # subkeyHtbl[2..113] as a previous call left it (None: zeros)
    note: str = ""

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else f"data misaligned by {self.misalign}"
        note = f", {self.note}" if self.note else ""
        return f"GHASH blocks={len(self.data) // 16} H={self.h.hex()[:12]}.. ({where}{note})"


class GhashSpec(StubSpec):
    stub = "ghash_processBlocks"

    def case(self, inp: GhashInput) -> Case:
        place = PLACE_END if inp.tight_end else PLACE_START
        bufs = [Buffer(java_longs(inp.state), 0, PLACE_END), Buffer(htbl_bytes(inp.h, inp.table_rest), 0, PLACE_END),
                Buffer(inp.data, inp.misalign, place)]
        return Case(bufs, [Arg.buf(0), Arg.buf(1), Arg.buf(2), Arg.jint(len(inp.data) // 16)])

    def judge(self, inp: GhashInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        after = res.buffers_after
        want = java_longs(ghash(inp.h, inp.state, inp.data))
        if after[0] != want:
            return f"state is {after[0].hex()}, the GHASH reference says {want.hex()}"
        if after[1] != htbl_bytes(inp.h, inp.table_rest):
            return f"subkeyHtbl changed (first at byte {_first_diff(after[1], htbl_bytes(inp.h, inp.table_rest))})"
        if after[2][:len(inp.data)] != inp.data:
            return "the data was modified"
        return None

    def inputs(self, sizes: list[int], seed: int = 1) -> list[GhashInput]:
        """One input per size (blocks = max(1, size // 16)); 1..70 blocks; misaligned data; tables
        holding what another stub might have cached."""
        rnd = random.Random(seed)
        out = [self._random(rnd, max(1, n // 16)) for n in sizes]
        out += [self._random(rnd, b) for b in range(1, 71)]
        out += [self._random(rnd, b, misalign=m, tight_end=False) for b in (1, 3, 9, 33) for m in range(1, 8)]
        out += [self._random(rnd, b, table_rest=rnd.randbytes(8 * (HTBL_LONGS - 2)), note="table not zero")
                for b in (1, 5, 64, 65)]
        out += [GhashInput(h, y, rnd.randbytes(16 * b), note="edge H/state")
                for h, y in ((bytes(16), rnd.randbytes(16)), (b"\xff" * 16, b"\xff" * 16),
                             (bytes(15) + b"\x01", bytes(16)), (b"\x80" + bytes(15), b"\x01" * 16))
                for b in (1, 7, 17)]
        return out

    def quick_inputs(self, seed: int = 3) -> list[GhashInput]:
        rnd = random.Random(seed)
        return [self._random(rnd, b) for b in list(range(1, 71)) + [127, 128, 129, 256, 1000]]

    def bench_input(self, size: int) -> GhashInput:
        rnd = random.Random(size)
        return GhashInput(rnd.randbytes(16), rnd.randbytes(16), rnd.randbytes(max(16, size & ~15)), tight_end=False)

    @staticmethod
    def _random(rnd, blocks, **kw) -> GhashInput:
        return GhashInput(rnd.randbytes(16), rnd.randbytes(16), rnd.randbytes(16 * blocks), **kw)


# ---- galoisCounterMode_AESCrypt -------------------------------------------------------------------
@dataclass(frozen=True)
class GcmInput:
    key: bytes
    data: bytes                  # what `in` holds: plaintext (encrypt) or ciphertext (decrypt)
    counter: bytes
    state: bytes                 # GHASH state on entry, GCM byte order
    decrypt: bool = False
    in_place: bool = False       # encryption only: in == out == ct
    misalign: int = 0
    tight_end: bool = True
    table_rest: bytes | None = None
    nonce: bytes | None = None   # set when the input is a real GCM message (then aad too)
    aad: bytes = b""
    note: str = ""

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        if self.in_place:
            where += ", in place"
        note = f", {self.note}" if self.note else ""
        return (f"AES-{8 * len(self.key)}-GCM {'decrypt' if self.decrypt else 'encrypt'} len={len(self.data)} "
                f"counter={self.counter.hex()} ({where}{note})")


def gcm_message(key: bytes, nonce: bytes, aad: bytes, plaintext: bytes, decrypt: bool, **kw) -> GcmInput:
    """The stub's view of a whole GCM message with a 96-bit nonce, as Java calls it: state = GHASH of
    the AAD, counter = inc32(J0), in = plaintext (or pycryptodome's ciphertext when decrypting)."""
    h = hash_subkey(key)
    state = ghash(h, bytes(16), pad16(aad))
    counter = nonce + (2).to_bytes(4, "big")
    data = plaintext
    if decrypt:
        c = AES.new(key, AES.MODE_GCM, nonce=nonce)
        c.update(aad)
        data = c.encrypt(plaintext)
    return GcmInput(key, data, counter, state, decrypt, nonce=nonce, aad=aad, **kw)


def finish_gcm(inp: GcmInput, r: int, out_r: bytes, state: bytes, counter: bytes) -> tuple[bytes, bytes]:
    """Java's part after the stub: the bytes past r and the tag, from the returned state and counter."""
    rest = inp.data[r:]
    ks = keystream(inp.key, counter, -(-len(rest) // 16))
    out_rest = xor(rest, ks)
    ct = (inp.data if inp.decrypt else out_r + out_rest)
    c_rest = ct[r:]
    lens = (8 * len(inp.aad)).to_bytes(8, "big") + (8 * len(inp.data)).to_bytes(8, "big")
    s = ghash(hash_subkey(inp.key), state, pad16(c_rest) + lens)
    j0 = inp.nonce + (1).to_bytes(4, "big")
    tag = xor(AES.new(inp.key, AES.MODE_ECB).encrypt(j0), s)
    return out_r + out_rest, tag


class GcmSpec(StubSpec):
    stub = "galoisCounterMode_AESCrypt"

    def case(self, inp: GcmInput) -> Case:
        n = len(inp.data)
        place = PLACE_END if inp.tight_end else PLACE_START
        bufs = [Buffer(inp.data, inp.misalign, place)]
        if not inp.in_place:
            bufs.append(Buffer(bytes([FILL]) * n, (inp.misalign + 3) % 8 if not inp.tight_end else 0, place))
        o = len(bufs) - 1
        bufs += [Buffer(session_key(inp.key), 0, PLACE_END), Buffer(java_longs(inp.state), 0, PLACE_END),
                 Buffer(htbl_bytes(hash_subkey(inp.key), inp.table_rest), 0, PLACE_END),
                 Buffer(inp.counter, 0, PLACE_END)]
        ct = 0 if inp.decrypt else o
        args = [Arg.buf(0), Arg.jint(n), Arg.buf(ct), Arg.buf(o), Arg.buf(o + 1, 4), Arg.buf(o + 2), Arg.buf(o + 3),
                Arg.buf(o + 4)]
        return Case(bufs, args)

    def judge(self, inp: GcmInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        n = len(inp.data)
        r = n & ~15
        if res.a0 != java_int(r):
            return f"returned {res.a0:#x}, expected every whole block: {r:#x}"
        o = 0 if inp.in_place else 1
        after = res.buffers_after
        want = xor(inp.data[:r], keystream(inp.key, inp.counter, r // 16))
        got = after[o][:n]
        if got[:r] != want:
            bad = _first_diff(got[:r], want)
            lo = bad & ~15
            return (f"out differs from pycryptodome's keystream from byte {bad}: got {got[lo:lo + 16].hex()}, "
                    f"want {want[lo:lo + 16].hex()}")
        untouched = inp.data[r:] if inp.in_place else bytes([FILL]) * (n - r)
        if got[r:] != untouched:
            return f"out[{r}..{n}) was written"
        if not inp.in_place and after[0][:n] != inp.data:
            return "the input array was modified"
        want_ctr = inc32(inp.counter, r // 16)
        if after[o + 4] != want_ctr:
            return f"counter is {after[o + 4].hex()}, inc32 by {r // 16} gives {want_ctr.hex()}"
        ct = inp.data[:r] if inp.decrypt else want
        want_state = ghash(hash_subkey(inp.key), inp.state, ct)
        if after[o + 2] != java_longs(want_state):
            return f"state is {after[o + 2].hex()}, GHASH over the ciphertext gives {java_longs(want_state).hex()}"
        if after[o + 1] != session_key(inp.key):
            return "the key array was modified"
        if after[o + 3] != htbl_bytes(hash_subkey(inp.key), inp.table_rest):
            return "subkeyHtbl changed"
        if inp.nonce is not None:
            return self._whole_message(inp, r, got[:r], java_longs(after[o + 2]), after[o + 4])
        return None

    @staticmethod
    def _whole_message(inp: GcmInput, r, out_r, state, counter) -> str | None:
        out, tag = finish_gcm(inp, r, out_r, state, counter)
        def gcm():
            c = AES.new(inp.key, AES.MODE_GCM, nonce=inp.nonce)
            c.update(inp.aad)
            return c
        if inp.decrypt:
            want_out = gcm().decrypt(inp.data)
            want_tag = gcm().encrypt_and_digest(want_out)[1]
        else:
            want_out, want_tag = gcm().encrypt_and_digest(inp.data)
        if out != want_out:
            return f"the whole message differs from pycryptodome's AES-GCM from byte {_first_diff(out, want_out)}"
        if tag != want_tag:
            return f"tag finished from the stub's state is {tag.hex()}, pycryptodome's is {want_tag.hex()}"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def inputs(self, sizes: list[int], seed: int = 1) -> list[GcmInput]:
        """Every size; 0..70 blocks and odd lengths, encrypt and decrypt, all key sizes; whole messages
        with AAD checked against pycryptodome's tag; inc32 wraps under an all-ones prefix; in place;
        misaligned; tables not zero."""
        rnd = random.Random(seed)
        out = [self._random(rnd, n, i) for i, n in enumerate(sizes)]
        out += [self._random(rnd, 16 * b + extra, b) for b in range(71) for extra in (0, 9)]
        out += self.message_cases(rnd, (0, 1, 16, 31, 64, 100, 1024 + 5, 4096 + 17))
        out += self.wrap_cases(rnd, (1, 2, 3, 5, 8, 17, 33, 64), (16, 17 * 16 + 3, 70 * 16, 130 * 16 + 1))
        out += self.shape_cases(rnd, (1, 16, 33, 100, 1000))
        return out

    def quick_inputs(self, seed: int = 3) -> list[GcmInput]:
        rnd = random.Random(seed)
        out = [self._random(rnd, 16 * b + (b % 3) * 5, b) for b in range(0, 71)]
        out += self.message_cases(rnd, (0, 33, 1024 + 5))
        out += self.wrap_cases(rnd, (1, 3, 17), (16, 70 * 16))
        out += self.shape_cases(rnd, (33,))
        return out

    def bench_input(self, size: int) -> GcmInput:
        """AES-128 encryption of `size` bytes, in and out page-aligned."""
        rnd = random.Random(size)
        return GcmInput(rnd.randbytes(16), rnd.randbytes(size), rnd.randbytes(16), rnd.randbytes(16), tight_end=False)

    # ---- input families ------------------------------------------------------------------------
    @staticmethod
    def _random(rnd, n, i, **kw) -> GcmInput:
        return GcmInput(rnd.randbytes(KEY_SIZES[i % 3]), rnd.randbytes(n), rnd.randbytes(16), rnd.randbytes(16),
                        decrypt=bool(i % 2), **kw)

    @staticmethod
    def message_cases(rnd, lengths) -> list[GcmInput]:
        out = []
        for i, n in enumerate(lengths):
            for ks in KEY_SIZES:
                for dec in (False, True):
                    aad = rnd.randbytes((0, 13, 16, 40)[(i + ks) % 4])
                    out.append(gcm_message(rnd.randbytes(ks), rnd.randbytes(12), aad, rnd.randbytes(n), dec,
                                           note=f"whole message, aad {len(aad)}"))
        return out

    @staticmethod
    def wrap_cases(rnd, below, lengths) -> list[GcmInput]:
        """inc32 counters `d` blocks below 2^32 under an all-ones prefix: only the low word wraps."""
        out = []
        i = 0
        for d in below:
            for n in lengths:
                ctr = b"\xff" * 12 + ((1 << 32) - d).to_bytes(4, "big")
                out.append(GcmInput(rnd.randbytes(KEY_SIZES[i % 3]), rnd.randbytes(n), ctr, rnd.randbytes(16),
                                    decrypt=bool(i % 2), note=f"counter {d} below the 2^32 wrap"))
                i += 1
        return out

    @staticmethod
    def shape_cases(rnd, lengths) -> list[GcmInput]:
        out = []
        for i, n in enumerate(lengths):
            for m in range(8):
                out.append(_shaped(rnd, n, i + m, misalign=m, tight_end=False))
            for ks in range(3):
                out.append(_shaped(rnd, n, 2 * ks, in_place=True))
                out.append(_shaped(rnd, n, ks, table_rest=rnd.randbytes(8 * (HTBL_LONGS - 2)),
                                            note="table not zero"))
        return out


def _shaped(rnd, n, i, **kw) -> GcmInput:
    dec = bool(i % 2) and not kw.get("in_place")
    return GcmInput(rnd.randbytes(KEY_SIZES[i % 3]), rnd.randbytes(n), rnd.randbytes(16), rnd.randbytes(16),
                    decrypt=dec, **kw)


# ---- Java: StubBench (HotSpot's own stubs counted) ----------------------------------------------
# Java refuses a second GCM encryption under one key and nonce: each call takes the next nonce
# (zeros, then the call's number as a big-endian long), so the last is number WARM_CALLS + calls.

_GCM_JAVA = """\
Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
SecretKeySpec k = new SecretKeySpec(key(16), "AES");
long[] calls = {{0}};
return (buf, n) -> {{
    byte[] nonce = new byte[12];
    System.arraycopy(be64(++calls[0]), 0, nonce, 4, 8);
    c.init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(128, nonce));
    {body}
}};"""
_GCM_IMPORTS = ("javax.crypto.Cipher", "javax.crypto.spec.GCMParameterSpec", "javax.crypto.spec.SecretKeySpec")


def _gcm_of_last(data: bytes, calls: int, aad: bool) -> str:
    c = AES.new(bench_key(16), AES.MODE_GCM, nonce=bytes(4) + (WARM_CALLS + calls).to_bytes(8, "big"))
    if aad:
        c.update(data)
        return c.digest().hex()
    ct, tag = c.encrypt_and_digest(data)
    return (ct + tag)[-64:].hex()


# GHASH alone: the call's bytes as AAD of an empty message, so GHASH.processBlocks gets them in one
# call (C2's intrinsic for it); the tag is what is printed. Its init encrypts H with the block stub,
# and the tag is J0's keystream through GCTR, a CounterMode (the CTR stub where HotSpot has one).
GHASH_WORKLOAD = Workload("ghash", _GCM_JAVA.format(body="c.updateAAD(buf, 0, n); return c.doFinal();"),
                          lambda data, calls: _gcm_of_last(data, calls, True), _GCM_IMPORTS,
                          reaches=("aescrypt_encryptBlock", "counterMode_AESCrypt"))
# AES/GCM encryption: GaloisCounterMode hands 7680 bytes and more to its intrinsic (implGCMCrypt0),
# shorter calls to GCTR (the CTR stub) and GHASH, so every call here, the warm-up's too, is 8 KiB+.
GCM_WORKLOAD = Workload("aes-gcm", _GCM_JAVA.format(body="return c.doFinal(buf, 0, n);"),
                        lambda data, calls: _gcm_of_last(data, calls, False), _GCM_IMPORTS,
                        reaches=("aescrypt_encryptBlock", "counterMode_AESCrypt", "ghash_processBlocks"),
                        min_size=8192)


declare(Contract("ghash_processBlocks", ("state", "subkeyHtbl", "data", "blocks"), None, "UseGHASHIntrinsics",
                 False, "_ghash_processBlocks",
                 "state long[2] and H (subkeyHtbl[0..1]) as big-endian halves, blocks >= 1 raw 16-byte blocks"),
        GhashSpec(), workload=GHASH_WORKLOAD, check=AES_CHECK)
declare(Contract("galoisCounterMode_AESCrypt", ("in", "len", "ct", "out", "key", "state", "subkeyHtbl", "counter"),
                 "bytes processed", "UseAESIntrinsics", False, "_galoisCounterMode_AESCrypt",
                 "ct is out when encrypting, in when decrypting; inc32 counter; GHASH state over ct -> r <= len, "
                 "a multiple of 16"),
        GcmSpec(), workload=GCM_WORKLOAD, check=AES_CHECK)


# Upstream's GHASH test drives com.sun.crypto.provider.GHASH (whose processBlocks is the intrinsic);
# TestAESMain's GCM runs and GCMLargeDataKAT reach implGCMCrypt0 with buffers large enough for the stub.
intrinsic("GHASH", ("ghash_processBlocks",), test="compiler/codegen/aes/TestGHASHRiscv",
          jmh="org.openjdk.bench.javax.crypto.full.AESGCMBench",
          upstream_tests=("test/jdk/com/sun/crypto/provider/Cipher/AES/TestGHASH.java",))
intrinsic("AES/GCM", ("galoisCounterMode_AESCrypt",), test="compiler/codegen/aes/TestAESGCMRiscv",
          jmh="org.openjdk.bench.javax.crypto.full.AESGCMBench",
          upstream_tests=("compiler/codegen/aes/TestAESMain.java",
                          "test/jdk/com/sun/crypto/provider/Cipher/AEAD/GCMLargeDataKAT.java"),
          # GaloisCounterMode hands only calls of 7,680 bytes and more to its intrinsic: lengths whose
          # encryption (split at a third by the Check) or decryption reaches it
          test_lens=(7680, 23040, 30001))
