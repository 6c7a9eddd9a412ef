"""chacha20Block: its contract, HotSpot's layout judged by pycryptodome's ChaCha20 keystream, and
the Java that reaches it with Poly1305 (stubs/poly.py): ChaCha20-Poly1305 in StubBench and StubCheck.

HotSpot passes state (Java's int[16]: constants, key, counter at word 12, nonce at 13..15) and result
(Java's byte[1024], KS_MAX_LEN) in a0, a1, and takes back the bytes written, 64*k with 1 <= k <= 16.
Block i must be the ChaCha20 block of the same key and nonce at counter (state[12] + i) mod 2^32.

The reference is pycryptodome's ChaCha20 (RFC 7539 form: 32-bit counter, 96-bit nonce) seeked to
64 * counter. pycryptodome refuses to run past counter 2^32 - 1, so a block whose counter wrapped is
asked for by its own seek (counter mod 2^32), which is what Java's keystream uses. The constants
words of the state are "expand 32-byte k" as Java's; a state with other constants has no
pycryptodome counterpart and is not tested. Beyond 64*k the result must be untouched, the state
unchanged.
"""
from __future__ import annotations

import hashlib
import random
import struct
from dataclasses import dataclass

from Crypto.Cipher import ChaCha20, ChaCha20_Poly1305

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, Arg, Buffer, Case, Result

from . import WARM_CALLS, Check, Workload, bench_key, declare, intrinsic

SIGMA = struct.unpack("<4I", b"expand 32-byte k")
RESULT_LEN = 1024
FILL = 0x5A


@dataclass(frozen=True)
class ChaChaInput:
    key: bytes          # 32 bytes
    nonce: bytes        # 12 bytes
    counter: int        # state[12]

    @property
    def state(self) -> bytes:
        words = SIGMA + struct.unpack("<8I", self.key) + (self.counter,) + struct.unpack("<3I", self.nonce)
        return struct.pack("<16I", *words)

    def describe(self) -> str:
        return f"counter={self.counter:#010x} key={self.key[:4].hex()}.. nonce={self.nonce.hex()}"


def keystream_block(key: bytes, nonce: bytes, counter: int) -> bytes:
    c = ChaCha20.new(key=key, nonce=nonce)
    c.seek(64 * (counter % (1 << 32)))
    return c.encrypt(bytes(64))


class ChaCha20Spec(StubSpec):
    stub = "chacha20Block"

    def case(self, inp: ChaChaInput) -> Case:
        bufs = [Buffer(inp.state, 0, PLACE_END), Buffer(bytes([FILL]) * RESULT_LEN, 0, PLACE_END)]
        return Case(bufs, [Arg.buf(0), Arg.buf(1)])

    def judge(self, inp: ChaChaInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        n = res.a0 & 0xFFFFFFFF
        if res.a0 != java_int(n) or n % 64 or not 64 <= n <= RESULT_LEN:
            return f"returned {res.a0:#x}, not 64*k bytes with 1 <= k <= 16"
        state, out = res.buffers_after
        if state != inp.state:
            return f"the state changed: {state.hex()} (was {inp.state.hex()})"
        for i in range(n // 64):
            want = keystream_block(inp.key, inp.nonce, inp.counter + i)
            if out[64 * i:64 * i + 64] != want:
                return (f"block {i} (counter {(inp.counter + i) % (1 << 32):#x}) differs from pycryptodome's "
                        f"ChaCha20: got {out[64 * i:64 * i + 16].hex()}.., want {want[:16].hex()}..")
        if out[n:] != bytes([FILL]) * (RESULT_LEN - n):
            return f"bytes past the {n} returned were written"
        return None

    def inputs(self, sizes: list[int], seed: int = 1) -> list[ChaChaInput]:
        """Random keys, nonces and counters (the sizes do not apply: a call fills what its lanes
        hold), and counters 0..16 below the 2^32 wrap, at 0 and at 2^31."""
        rnd = random.Random(seed)
        out = [self._random(rnd, rnd.getrandbits(32)) for _ in range(max(8, min(len(sizes), 64)))]
        out += [self._random(rnd, (1 << 32) - d) for d in range(1, 17)]
        out += [self._random(rnd, c) for c in (0, 1, (1 << 31) - 1, 1 << 31)]
        return out

    def quick_inputs(self, seed: int = 3) -> list[ChaChaInput]:
        rnd = random.Random(seed)
        return [self._random(rnd, c) for c in (0, 7, (1 << 32) - 1, (1 << 32) - 3, (1 << 32) - 9,
                                               rnd.getrandbits(32))]

    def bench_input(self, size: int) -> ChaChaInput:
        return self._random(random.Random(size), 1)

    def bytes_per_call(self, res: Result) -> int:
        """Bytes one call produces: instructions/byte is a call's count over these (see sim/bench)."""
        return res.a0 & 0xFFFFFFFF

    def _random(self, rnd, counter) -> ChaChaInput:
        return ChaChaInput(rnd.randbytes(32), rnd.randbytes(12), counter)


# ---- Java: StubBench (HotSpot's own stubs counted) and StubCheck (stubforge jvm) -------------------
# Java's ChaCha20-Poly1305 reaches both chacha20Block and poly1305_processBlocks (stubs/poly.py).

CHACHA20_POLY1305_JAVA = """\
Cipher c = Cipher.getInstance("ChaCha20-Poly1305");
SecretKeySpec k = new SecretKeySpec(key(32), "ChaCha20");
long[] calls = {0};
return (buf, n) -> {
    byte[] nonce = new byte[12];          // a fresh nonce per call, as the cipher demands
    System.arraycopy(be64(++calls[0]), 0, nonce, 4, 8);
    c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(nonce));
    return c.doFinal(buf, 0, n);
};"""


def _chacha20_poly1305_reference(data: bytes, calls: int) -> str:
    nonce = bytes(4) + (WARM_CALLS + calls).to_bytes(8, "big")
    ct, tag = ChaCha20_Poly1305.new(key=bench_key(32), nonce=nonce).encrypt_and_digest(data)
    return (ct + tag)[-64:].hex()


CHACHA20_POLY1305 = Workload("chacha20poly1305", CHACHA20_POLY1305_JAVA, _chacha20_poly1305_reference,
                             ("javax.crypto.Cipher", "javax.crypto.spec.IvParameterSpec",
                              "javax.crypto.spec.SecretKeySpec"))

CHECK_JAVA = """\
// Key at data[64..96], AAD data[0..13], plaintext at data[5..]; the nonce is data[40..48] and the
// call's number, big-endian (Java refuses to encrypt twice under one key and nonce).
static void chacha20Poly1305(byte[] data, int rounds, int[] lens) throws Exception {
    SecretKeySpec chachaKey = new SecretKeySpec(java.util.Arrays.copyOfRange(data, 64, 96), "ChaCha20");
    Cipher enc = Cipher.getInstance("ChaCha20-Poly1305");
    Cipher dec = Cipher.getInstance("ChaCha20-Poly1305");
    MessageDigest cm = MessageDigest.getInstance("SHA-256");
    int call = 0;
    for (int round = 0; round < rounds; round++)
        for (int len : lens) {
            byte[] nonce = java.util.Arrays.copyOf(java.util.Arrays.copyOfRange(data, 40, 48), 12);
            for (int i = 0; i < 4; i++) nonce[8 + i] = (byte) (call >>> (24 - 8 * i));
            call++;
            IvParameterSpec spec = new IvParameterSpec(nonce);
            enc.init(Cipher.ENCRYPT_MODE, chachaKey, spec);
            enc.updateAAD(data, 0, 13);
            byte[] ct = enc.doFinal(data, 5, len);
            dec.init(Cipher.DECRYPT_MODE, chachaKey, spec);
            dec.updateAAD(data, 0, 13);
            byte[] pt = dec.doFinal(ct);
            for (int i = 0; i < len; i++)
                if (pt[i] != data[5 + i])
                    throw new AssertionError("chacha20-poly1305 decryption differs at byte " + i + " of " + len);
            cm.update(ct);
        }
    System.out.println("chacha20-poly1305 " + hex(cm.digest()));
}
"""


def _check_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    """StubCheck's ChaCha20-Poly1305 calls: a fresh nonce per call (its number after data[40..48])."""
    h = hashlib.sha256()
    call = 0
    for _ in range(rounds):
        for n in lens:
            c = ChaCha20_Poly1305.new(key=data[64:96], nonce=data[40:48] + call.to_bytes(4, "big"))
            c.update(data[:13])
            ct, tag = c.encrypt_and_digest(data[5:5 + n])
            h.update(ct + tag)
            call += 1
    return {"chacha20-poly1305": h.hexdigest()}


CHACHA20_POLY1305_CHECK = Check("chacha20Poly1305", ("chacha20-poly1305",), CHECK_JAVA, _check_digests,
                                ("javax.crypto.Cipher", "javax.crypto.spec.IvParameterSpec",
                                 "javax.crypto.spec.SecretKeySpec"))


declare(Contract("chacha20Block", ("state", "result"), "int", "UseChaCha20Intrinsics", False,
                 "_chacha20Block", "int[16] state (unchanged), byte[1024] result -> 64 * blocks written (1..16); "
                 "block i uses counter state[12] + i mod 2^32"),
        ChaCha20Spec(), workload=CHACHA20_POLY1305, check=CHACHA20_POLY1305_CHECK)


intrinsic("ChaCha20", ("chacha20Block",), test="compiler/intrinsics/chacha/TestChaCha20Riscv",
          jmh="org.openjdk.bench.javax.crypto.full.CC20P1305Bench",
          upstream_tests=("compiler/intrinsics/chacha/TestChaCha20.java",))
