"""The ML-KEM (Kyber) stubs of JDK 24+: contracts, HotSpot's layouts, and the judge, which is the
pure-Java body of each intrinsic candidate, transcribed in stubs/mlkem_java.py (checked against
kyber-py's FIPS 203 ML-KEM-768 by tests/test_mlkem_ref.py).

C2 (library_call.cpp, inline_kyber*) passes the address of element 0 of each array, a Java int
as itself (sign-extended), and ignores the int the stub returns (Java's bodies return 1, AArch64's
and x86's stubs 0; ours return 0 as they do). Every polynomial is a short[256] (ML_KEM_N): 512
bytes little-endian. The zeta tables Java passes (montZetasForVector*Arr) are laid out for AArch64's
16-bit Montgomery arithmetic; the RISC-V stubs reproduce Java's own int arithmetic exactly instead
(its R = 2^20 Montgomery and Barrett constants): the NTTs read the zetas argument and make each of
its 16-bit Montgomery values Java's R = 2^20 one, and kyberNttMult makes each of its own the
[0, q) gamma of ZETAS_FOR_NTT_MULT. The harness builds Java's arrays from kyber-py's zetas. Every stub is
therefore judged for exact equality with the Java body, on any short values (Java's int and long
arithmetic is what the stubs' e32 lanes emulate, wrap-around included), not only on the ranges
Java's callers promise.

Each array is placed to end at a guard page, so a stub that reads or writes one element past the
Java method's own accesses faults; inputs must come back unchanged.
"""
from __future__ import annotations

import random
import struct
from dataclasses import dataclass, field

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec
from stubforge.sim.protocol import PLACE_END, Arg, Buffer, Case, Result

from . import Check, declare, intrinsic
from . import mlkem_java as J

N = J.ML_KEM_N
Q = J.ML_KEM_Q
POLY_BYTES = 2 * N
FILL = -0x3233            # what an output array holds before the call (0xCDCD)


def pack(poly) -> bytes:
    return struct.pack(f"<{len(poly)}h", *poly)


def unpack(b: bytes) -> list[int]:
    return list(struct.unpack(f"<{len(b) // 2}h", b))


@dataclass(frozen=True)
class PolyInput:
    """The arrays of one call. `polys` are the short[] arguments in order (result first where the
    stub has one); `alias` makes result the same array as the first input, as Java's callers do."""
    polys: tuple
    what: str
    alias: bool = False
    extra: dict = field(default_factory=dict)

    def describe(self) -> str:
        return self.what + (" (result == a)" if self.alias else "")


def _edge_polys(rnd: random.Random, count: int):
    """Polynomials at the corners Java's code allows, then random ones: every coefficient 0, q-1,
    -q, q, the short extremes, alternations of those, and random values in [-q, q] and over all
    shorts."""
    consts = (0, Q - 1, Q, -Q, -(Q - 1), 1, -1, 32767, -32768, 2 * Q, -2 * Q)
    out = [(f"all {c}", [c] * N) for c in consts]
    out.append(("q-1 / -(q-1) alternating", [(Q - 1) if i % 2 else -(Q - 1) for i in range(N)]))
    out.append(("32767 / -32768 alternating", [32767 if i % 2 else -32768 for i in range(N)]))
    out.append(("ramp", [(i * 131) % 65536 - 32768 for i in range(N)]))
    for i in range(count):
        lo, hi = ((-Q, Q), (0, Q - 1), (-32768, 32767))[i % 3]
        out.append((f"random [{lo}, {hi}] #{i}", [rnd.randint(lo, hi) for _ in range(N)]))
    return out


class PolySpec(StubSpec):
    """A stub over short[256] arrays: `arity` inputs, and a result array unless it works in place."""
    stub = ""
    arity = 1
    has_result = False      # a separate result array as argument 0
    aliasable = False       # Java's callers pass result == a

    def reference(self, inp: PolyInput) -> list[int]:
        raise NotImplementedError

    def inputs(self, sizes: list[int], seed: int = 1) -> list[PolyInput]:
        rnd = random.Random(seed)
        pool = _edge_polys(rnd, max(9, min(len(sizes), 30)))
        out = []
        for i, (what, p) in enumerate(pool):
            others = [pool[(i * 7 + 3 * j + 1) % len(pool)][1] if j % 2 else p for j in range(self.arity)]
            polys = tuple(tuple(x) for x in others)
            if self.arity > 1 and i % 2:         # mix the corner with a random partner
                polys = (tuple(p),) + tuple(tuple(rnd.randint(-32768, 32767) for _ in range(N))
                                            for _ in range(self.arity - 1))
            out.append(PolyInput(polys, what))
            if self.aliasable:
                out.append(PolyInput(polys, what, alias=True))
        return out

    def quick_inputs(self, seed: int = 3) -> list[PolyInput]:
        return self.inputs([], seed)[:8]

    def bench_input(self, size: int) -> PolyInput:
        rnd = random.Random(size)
        return PolyInput(tuple(tuple(rnd.randint(-Q, Q) for _ in range(N)) for _ in range(self.arity)),
                         "bench", alias=self.aliasable)

    def case(self, inp: PolyInput) -> Case:
        bufs = [Buffer(pack(p), 0, PLACE_END) for p in inp.polys]
        args = [Arg.buf(i) for i in range(len(bufs))]
        if self.has_result:
            if inp.alias:
                args = [Arg.buf(0)] + args
            else:
                bufs.append(Buffer(pack([FILL] * N), 0, PLACE_END))
                args = [Arg.buf(len(bufs) - 1)] + args
        return Case(bufs, args + self.extra_args())

    def judge(self, inp: PolyInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if res.a0 != 0:
            return f"returned {res.a0:#x}, not 0 (as HotSpot's other ports)"
        # buffers: the inputs, then a separate result array if any, then what a subclass appends
        after = [unpack(b) for b in res.buffers_after]
        want = self.reference(inp)
        n = len(inp.polys)
        before = [list(p) for p in inp.polys]
        if self.has_result and not inp.alias:
            got, inputs_after, inputs_before = after[n], after[:n], before
        else:                                   # in place, or result == a
            got, inputs_after, inputs_before = after[0], after[1:n], before[1:]
        if got != want:
            bad = next(i for i in range(N) if got[i] != want[i])
            return (f"coefficient {bad} is {got[bad]}, Java's {self.java} gives {want[bad]} "
                    f"({sum(g != w for g, w in zip(got, want))} of {N} differ)")
        for i, (b, a) in enumerate(zip(inputs_before, inputs_after)):
            if a != b:
                return f"input array {i} changed"
        return None

    java = ""


class AddPoly2(PolySpec):
    stub, java, arity, has_result, aliasable = "kyberAddPoly_2", "implKyberAddPoly(result, a, b)", 2, True, True

    def reference(self, inp):
        return J.kyber_add_poly_2(*inp.polys)


class AddPoly3(PolySpec):
    stub, java, arity, has_result, aliasable = "kyberAddPoly_3", "implKyberAddPoly(result, a, b, c)", 3, True, True

    def reference(self, inp):
        return J.kyber_add_poly_3(*inp.polys)


class BarrettReduce(PolySpec):
    stub, java = "kyberBarrettReduce", "implKyberBarrettReduce"

    def reference(self, inp):
        return J.kyber_barrett_reduce(inp.polys[0])


# The two zetas Java's montZetasForVectorNttArr writes above q/2 (ML_KEM.java's table; every other
# entry of both arrays is the centred representative): (level, block) -> Java's value.
JAVA_UNCENTRED = {(5, 12): 1711, (6, 47): 1670}


def java_vector_zetas(inverse: bool) -> tuple[int, ...]:
    """Java's montZetasForVectorNttArr or montZetasForVectorInverseNttArr (ML_KEM.java, 896 shorts),
    the NTT stubs' zetas argument: 7 levels of 128 shorts in the order the transform runs them (l =
    128 .. 2, the inverse's 2 .. 128), short i of a level the zeta of butterfly i, i.e. of its block
    i // l, repeated once per butterfly. The values are in AArch64's 16-bit Montgomery domain: the
    NTT's block b of a level with nb blocks takes zeta_k * 2^16 mod q with k = nb + b (FIPS 203's
    zeta_k = 17^bitrev7(k)), the inverse's -zeta_k * 2^16 mod q with k = 2 nb - 1 - b; centred, but
    for the two Java writes above q/2 (JAVA_UNCENTRED). The zetas are kyber-py's (FIPS 203), never
    the kernels' own."""
    from kyber_py.polynomials.polynomials import PolynomialRing
    zetas = PolynomialRing().ntt_zetas
    out = []
    for level in range(7):
        l = 2 << level if inverse else 128 >> level
        nb = 128 // l
        for i in range(128):
            b = i // l
            z = (-zetas[2 * nb - 1 - b] if inverse else zetas[nb + b]) * 2 ** 16 % Q
            z = z - Q if z > Q // 2 else z
            out.append(z + Q if not inverse and (level, b) in JAVA_UNCENTRED else z)
    return tuple(out)


def java_mult_zetas() -> tuple[int, ...]:
    """Java's montZetasForVectorNttMultArr (ML_KEM.java, 128 shorts), kyberNttMult's zetas argument:
    pair m's gamma (FIPS 203's MultiplyNTTs: gamma_2b = zeta_(64 + b), gamma_2b+1 its negation, as
    kyber-py takes them) in AArch64's 16-bit Montgomery form, gamma * 2^16 mod q, centred but for
    the one Java writes above q/2 (the NTT's last level's block 47: pair 94)."""
    from kyber_py.polynomials.polynomials import PolynomialRing
    zetas = PolynomialRing().ntt_zetas
    out = []
    for m in range(128):
        z = (zetas[64 + m // 2] if m % 2 == 0 else -zetas[64 + m // 2]) * 2 ** 16 % Q
        z = z - Q if z > Q // 2 else z
        out.append(z + Q if m % 2 == 0 and (6, m // 2) in JAVA_UNCENTRED else z)
    return tuple(out)


class Ntt(PolySpec):
    """coeffs in place, then the zetas array Java passes: a short[896] in HotSpot's array layout (its
    length right before element 0), which must come back unchanged."""
    stub, java = "kyberNtt", "implKyberNtt"
    inverse = False

    def reference(self, inp):
        return J.kyber_ntt(inp.polys[0])

    def zetas(self) -> bytes:
        values = java_vector_zetas(self.inverse)
        return struct.pack(f"<i{len(values)}h", len(values), *values)

    def case(self, inp):
        c = super().case(inp)
        c.buffers.append(Buffer(self.zetas(), 0, PLACE_END))
        c.args.append(Arg.buf(len(c.buffers) - 1, 4))
        return c

    def judge(self, inp, res):
        bad = super().judge(inp, res)
        if bad is None and not res.status and res.buffers_after[-1] != self.zetas():
            return "the zetas array changed"
        return bad


class InverseNtt(Ntt):
    stub, java = "kyberInverseNtt", "implKyberInverseNtt"
    inverse = True

    def reference(self, inp):
        return J.kyber_inverse_ntt(inp.polys[0])


class NttMult(PolySpec):
    stub, java, arity, has_result = "kyberNttMult", "implKyberNttMult", 2, True

    def reference(self, inp):
        return J.kyber_ntt_mult(*inp.polys)

    def zetas(self) -> bytes:
        values = java_mult_zetas()
        return struct.pack(f"<i{len(values)}h", len(values), *values)

    def case(self, inp):
        c = super().case(inp)
        c.buffers.append(Buffer(self.zetas(), 0, PLACE_END))
        c.args.append(Arg.buf(len(c.buffers) - 1, 4))
        return c

    def judge(self, inp, res):
        bad = super().judge(inp, res)
        if bad is None and not res.status and res.buffers_after[-1] != self.zetas():
            return "the zetas array changed"
        return bad


@dataclass(frozen=True)
class TwelveInput:
    condensed: bytes
    index: int
    parsed_len: int          # parsed[]'s length
    parsed_length: int       # the argument

    def describe(self) -> str:
        return (f"condensed {len(self.condensed)} B from {self.index}, parsedLength={self.parsed_length}, "
                f"parsed short[{self.parsed_len}]")


class TwelveTo16(StubSpec):
    """condensed (byte[]), index, parsed (short[]), parsedLength. Java's callers: decodePoly(12)
    (parsedLength 256 from an index that is a multiple of 384) and the matrix sampling (parsedLength
    112 of a 168-byte SHAKE128 block, in buffers padded to 192 bytes and 128 shorts). The arrays
    here are exactly as long as Java's own loop reaches, ending at guard pages."""
    stub = "kyber12To16"

    def _needs(self, parsed_length):
        pairs = (parsed_length + 1) // 2 if parsed_length > 0 else 0
        return 3 * pairs, 2 * pairs

    def inputs(self, sizes: list[int], seed: int = 1) -> list[TwelveInput]:
        rnd = random.Random(seed)
        out = []
        for pl in (256, 112, 0, 1, 2, 3, 5, 7, 64, 127, 128, 129, 255, 384, 1000, -1, -256):
            for index in (0, 1, 384, 767):
                nbytes, nshorts = self._needs(pl)
                data = rnd.randbytes(index + nbytes) if rnd.random() < 0.8 else bytes([0xFF]) * (index + nbytes)
                out.append(TwelveInput(data, index, max(nshorts, 1), pl))
        return out

    def quick_inputs(self, seed: int = 3) -> list[TwelveInput]:
        rnd = random.Random(seed)
        return [TwelveInput(rnd.randbytes(384), 0, 256, 256), TwelveInput(rnd.randbytes(168 + 5), 5, 112, 112),
                TwelveInput(rnd.randbytes(6), 0, 4, 3)]

    def bench_input(self, size: int) -> TwelveInput:
        return TwelveInput(random.Random(size).randbytes(384), 0, 256, 256)

    def case(self, inp: TwelveInput) -> Case:
        bufs = [Buffer(inp.condensed, 0, PLACE_END), Buffer(pack([FILL] * inp.parsed_len), 0, PLACE_END)]
        return Case(bufs, [Arg.buf(0), Arg.jint(inp.index), Arg.buf(1), Arg.jint(inp.parsed_length)])

    def judge(self, inp: TwelveInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if res.a0 != 0:
            return f"returned {res.a0:#x}, not 0 (as HotSpot's other ports)"
        cond, parsed = res.buffers_after
        if cond != inp.condensed:
            return "condensed[] changed"
        want = J.kyber_12_to_16(inp.condensed, inp.index, [FILL] * inp.parsed_len, inp.parsed_length)
        got = unpack(parsed)
        if got != want:
            bad = next(i for i in range(len(want)) if got[i] != want[i])
            return f"parsed[{bad}] is {got[bad]}, Java's implKyber12To16 gives {want[bad]}"
        return None


# ---- Java: StubCheck (stubforge jvm) and the series' jtreg test ------------------------------------
# ML-KEM-768 through the JCA (KeyPairGenerator, KEM) with a SecureRandom that hands out data[] bytes:
# key generation draws d || z (64 bytes, ML_KEM_Impls.KPG), encapsulation m (32 bytes, ML_KEM_Impls.K),
# so kyber-py's key_derive(d || z) and encapsulation with m give the same ciphertext and secret.
MLKEM_JAVA = """\
// ML-KEM-768: per call, a key pair from data[off..off+64] (d || z), an encapsulation with
// m = data[off+64..off+96], decapsulation checked against it; the digest is over ciphertexts and keys.
// javax.crypto.KEM (Java 21) is reached by reflection: StubCheck compiles with --release 17. A JVM
// without ML-KEM (before 24) says so instead of a digest (stubforge jvm counts that as missing).
static void mlKem768(byte[] data, int rounds, int[] lens) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    KeyPairGenerator g;
    Class<?> kemClass;
    try {
        g = KeyPairGenerator.getInstance("ML-KEM-768");
        kemClass = Class.forName("javax.crypto.KEM");
    } catch (java.security.NoSuchAlgorithmException | ClassNotFoundException e) {
        System.out.println("ml-kem-768 unavailable");
        return;
    }
    Object kem = kemClass.getMethod("getInstance", String.class).invoke(null, "ML-KEM");
    java.lang.reflect.Method newEnc = kemClass.getMethod("newEncapsulator", PublicKey.class, SecureRandom.class);
    java.lang.reflect.Method newDec = kemClass.getMethod("newDecapsulator", PrivateKey.class);
    int call = 0;
    for (int round = 0; round < rounds; round++)
        for (int len : lens) {
            int off = (int) (((long) call++ * 97 + len) % (data.length - 96));
            byte[] seed = java.util.Arrays.copyOfRange(data, off, off + 96);
            SecureRandom fixed = new SecureRandom() {
                int pos = 0;
                @Override public void nextBytes(byte[] b) {
                    System.arraycopy(seed, pos, b, 0, b.length);
                    pos += b.length;
                }
            };
            g.initialize(new NamedParameterSpec("ML-KEM-768"), fixed);
            KeyPair kp = g.generateKeyPair();
            Object encapsulator = newEnc.invoke(kem, kp.getPublic(), fixed);
            Object enc = encapsulator.getClass().getMethod("encapsulate").invoke(encapsulator);
            byte[] ct = (byte[]) enc.getClass().getMethod("encapsulation").invoke(enc);
            byte[] key = ((SecretKey) enc.getClass().getMethod("key").invoke(enc)).getEncoded();
            Object decapsulator = newDec.invoke(kem, kp.getPrivate());
            byte[] back = ((SecretKey) decapsulator.getClass().getMethod("decapsulate", byte[].class)
                    .invoke(decapsulator, (Object) ct)).getEncoded();
            if (!java.util.Arrays.equals(back, key))
                throw new AssertionError("ML-KEM-768 decapsulation differs at call " + call);
            md.update(ct);
            md.update(back);
        }
    System.out.println("ml-kem-768 " + hex(md.digest()));
}
"""


def _mlkem_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    """The same calls through kyber-py (FIPS 203), an outside implementation."""
    import hashlib

    from kyber_py.ml_kem import ML_KEM_768
    h = hashlib.sha256()
    call = 0
    for _ in range(rounds):
        for n in lens:
            off = (call * 97 + n) % (len(data) - 96)
            call += 1
            ek, dk = ML_KEM_768.key_derive(data[off:off + 64])
            key, ct = ML_KEM_768._encaps_internal(ek, data[off + 64:off + 96])
            h.update(ct + ML_KEM_768.decaps(dk, ct))
    return {"ml-kem-768": h.hexdigest()}


MLKEM_CHECK = Check("mlKem768", ("ml-kem-768",), MLKEM_JAVA, _mlkem_digests,
                    ("java.security.KeyPair", "java.security.KeyPairGenerator", "java.security.PrivateKey",
                     "java.security.PublicKey", "java.security.SecureRandom", "java.security.spec.NamedParameterSpec",
                     "javax.crypto.SecretKey"))


FLAG = "UseKyberIntrinsics"

declare(Contract("kyberAddPoly_2", ("result", "a", "b"), "zero", FLAG, False, "_kyberAddPoly_2",
                 "short[256] result, a, b -> 0; result[i] = (short)(a[i] + b[i] + q); Java passes result == a"),
        AddPoly2(), block=POLY_BYTES, check=MLKEM_CHECK)
declare(Contract("kyberAddPoly_3", ("result", "a", "b", "c"), "zero", FLAG, False, "_kyberAddPoly_3",
                 "short[256] result, a, b, c -> 0; result[i] = (short)(a[i] + b[i] + c[i] + 2q); "
                 "Java passes result == a"),
        AddPoly3(), block=POLY_BYTES, check=MLKEM_CHECK)
declare(Contract("kyberBarrettReduce", ("coeffs",), "zero", FLAG, False, "_kyberBarrettReduce",
                 "short[256] coeffs in place -> 0; c - ((c * 20159) >> 26) * q, in [0, q]"),
        BarrettReduce(), block=POLY_BYTES, check=MLKEM_CHECK)
declare(Contract("kyber12To16", ("condensed", "index", "parsed", "parsedLength"), "zero", FLAG, False,
                 "_kyber12To16",
                 "byte[] condensed from index, short[] parsed, int parsedLength -> 0; ceil(parsedLength/2) "
                 "pairs of 12-bit little-endian values"),
        TwelveTo16(), block=384, check=MLKEM_CHECK)
declare(Contract("kyberNttMult", ("result", "ntta", "nttb", "zetas"), "zero", FLAG, False, "_kyberNttMult",
                 "short[256] result, ntta, nttb, short[128] zetas -> 0; Java's Barrett-reduced "
                 "pairwise products with ZETAS_FOR_NTT_MULT"),
        NttMult(), block=POLY_BYTES, check=MLKEM_CHECK)
declare(Contract("kyberNtt", ("coeffs", "zetas"), "zero", FLAG, False, "_kyberNtt",
                 "short[256] coeffs in place, short[896] zetas -> 0; Java's seilerNTT in int "
                 "arithmetic (R = 2^20 Montgomery), cast to short"),
        Ntt(), block=POLY_BYTES, check=MLKEM_CHECK)
declare(Contract("kyberInverseNtt", ("coeffs", "zetas"), "zero", FLAG, False, "_kyberInverseNtt",
                 "short[256] coeffs in place, short[896] zetas -> 0; Java's seilerInverseNTT, then "
                 "montMul by toMont(128^-1), cast to short"),
        InverseNtt(), block=POLY_BYTES, check=MLKEM_CHECK)


intrinsic("ML-KEM", ("kyberAddPoly_2", "kyberAddPoly_3", "kyberBarrettReduce", "kyber12To16", "kyberNttMult",
                     "kyberNtt", "kyberInverseNtt"),
          test="compiler/intrinsics/mlkem/TestMLKEMRiscv",
          jmh="org.openjdk.bench.javax.crypto.full.KEMBench",
          upstream_tests=("test/jdk/sun/security/provider/acvp/Launcher.java",),
          # after the intrinsics a series had before ML-KEM: their commits stay as they were. In the
          # default series since a patched 27 ran ML-KEM-768 end to end (all seven stubs executed,
          # results equal to kyber-py's) and passed TestMLKEMRiscv, and C2's code for the same Java
          # methods was counted: 5-14x our instructions (the NTTs 14x), 2026-11-26.
          later=1)
