"""The ML-DSA (Dilithium) stubs of JDK 24+: contracts, HotSpot's layouts, and the judge, which is the
pure-Java body of each intrinsic candidate, transcribed in stubs/mldsa_java.py (checked against
dilithium-py's FIPS 204 ML-DSA-65 by tests/test_mldsa_ref.py).

C2 (library_call.cpp, inline_dilithium*) passes the address of element 0 of each int[] and a Java
int as itself (sign-extended), and ignores the int the stub returns (Java's bodies return 1,
AArch64's and x86's stubs 0; ours return 0 as they do). Every polynomial is an int[256] (ML_DSA_N):
1024 bytes little-endian. The NTTs read their zetas from the array Java passes
(MONT_ZETAS_FOR_VECTOR_*NTT: each level's zetas once per butterfly, laid out for AArch64's vector
code), which the harness builds from dilithium-py's zetas in Java's layout. Every stub is judged for exact equality
with the Java body on any int values (Java's int and long arithmetic is what the stubs' e32 lanes
compute, wrap-around included), not only on the ranges Java's callers promise.

Each array is placed to end at a guard page, so a stub that reads or writes one element past the
Java method's own accesses faults; inputs must come back unchanged.
"""
from __future__ import annotations

import random
import struct
from dataclasses import dataclass

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec
from stubforge.sim.protocol import PLACE_END, Arg, Buffer, Case, Result

from . import Check, declare, intrinsic
from . import mldsa_java as J

N = J.ML_DSA_N
Q = J.ML_DSA_Q
POLY_BYTES = 4 * N
FILL = -0x32323233        # what an output array holds before the call (0xCDCDCDCD)
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
GAMMA2S = ((Q - 1) // 88, (Q - 1) // 32)       # ML-DSA-44; ML-DSA-65 and -87


def pack(poly) -> bytes:
    return struct.pack(f"<{len(poly)}i", *poly)


def unpack(b: bytes) -> list[int]:
    return list(struct.unpack(f"<{len(b) // 4}i", b))


@dataclass(frozen=True)
class PolyInput:
    """The arrays of one call: `polys` are the int[] inputs in order; `ints` the int arguments
    (the constant, or twoGamma2 and multiplier); `alias` makes product the same array as coeffs1."""
    polys: tuple
    what: str
    ints: tuple = ()
    alias: bool = False

    def describe(self) -> str:
        extra = f" with {', '.join(map(str, self.ints))}" if self.ints else ""
        return self.what + extra + (" (product == coeffs1)" if self.alias else "")


def _edge_polys(rnd: random.Random, count: int):
    """Polynomials at the corners Java's int arithmetic allows, then random ones: every coefficient
    0, q-1, +-q, +-1, the int extremes, alternations of those, and random values in (-q, q), [0, q)
    and over all ints."""
    consts = (0, Q - 1, Q, -Q, -(Q - 1), 1, -1, INT_MAX, INT_MIN, 2 * Q, -2 * Q, 9 * Q, -9 * Q)
    out = [(f"all {c}", [c] * N) for c in consts]
    out.append(("q-1 / -(q-1) alternating", [(Q - 1) if i % 2 else -(Q - 1) for i in range(N)]))
    out.append(("INT_MAX / INT_MIN alternating", [INT_MAX if i % 2 else INT_MIN for i in range(N)]))
    out.append(("ramp", [(i * 16777259) % (1 << 32) - (1 << 31) for i in range(N)]))
    for i in range(count):
        lo, hi = ((-Q + 1, Q - 1), (0, Q - 1), (INT_MIN, INT_MAX))[i % 3]
        out.append((f"random [{lo}, {hi}] #{i}", [rnd.randint(lo, hi) for _ in range(N)]))
    return out


class PolySpec(StubSpec):
    """A stub over int[256] arrays: `arity` inputs, `outputs` result arrays before them (product;
    lowPart, highPart) unless it works in place, and `int_args` int arguments after them."""
    stub = ""
    java = ""
    arity = 1
    outputs = 0
    aliasable = False
    inputs_first = False     # decompose: input, lowPart, highPart (the input before the outputs)

    def reference(self, inp: PolyInput) -> list[list[int]]:
        raise NotImplementedError

    def int_args(self, rnd: random.Random, i: int) -> tuple:
        return ()

    def inputs(self, sizes: list[int], seed: int = 1) -> list[PolyInput]:
        rnd = random.Random(seed)
        pool = _edge_polys(rnd, max(9, min(len(sizes), 30)))
        out = []
        for i, (what, p) in enumerate(pool):
            polys = (tuple(p),)
            if self.arity > 1:
                partner = pool[(i * 7 + 1) % len(pool)][1] if i % 2 == 0 else \
                    [rnd.randint(INT_MIN, INT_MAX) for _ in range(N)]
                polys += (tuple(partner),)
            out.append(PolyInput(polys, what, self.int_args(rnd, i)))
            if self.aliasable:
                out.append(PolyInput(polys, what, self.int_args(rnd, i), alias=True))
        return out

    def quick_inputs(self, seed: int = 3) -> list[PolyInput]:
        return self.inputs([], seed)[:8]

    def bench_input(self, size: int) -> PolyInput:
        rnd = random.Random(size)
        return PolyInput(tuple(tuple(rnd.randint(-Q + 1, Q - 1) for _ in range(N)) for _ in range(self.arity)),
                         "bench", self.int_args(rnd, 0))

    def case(self, inp: PolyInput) -> Case:
        bufs = [Buffer(pack(p), 0, PLACE_END) for p in inp.polys]
        args = [Arg.buf(i) for i in range(len(bufs))]
        outs = []
        for _ in range(self.outputs if not inp.alias else 0):
            bufs.append(Buffer(pack([FILL] * N), 0, PLACE_END))
            outs.append(Arg.buf(len(bufs) - 1))
        if inp.alias:
            outs = [Arg.buf(0)]
        args = args + outs if self.inputs_first else outs + args
        return Case(bufs, args + [Arg.jint(v) for v in inp.ints] + self.extra_args())

    def judge(self, inp: PolyInput, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        if res.a0 != 0:
            return f"returned {res.a0:#x}, not 0 (as HotSpot's other ports)"
        # buffers: the inputs, then the output arrays, then what a subclass appends
        after = [unpack(b) for b in res.buffers_after]
        n = len(inp.polys)
        before = [list(p) for p in inp.polys]
        want = self.reference(inp)
        if self.outputs and not inp.alias:
            got, inputs_after, inputs_before = after[n:n + self.outputs], after[:n], before
        else:                                   # in place, or product == coeffs1
            got, inputs_after, inputs_before = [after[0]], after[1:n], before[1:]
        for o, (g, w) in enumerate(zip(got, want)):
            if g != w:
                bad = next(i for i in range(N) if g[i] != w[i])
                which = f"output {o} " if len(want) > 1 else ""
                return (f"{which}coefficient {bad} is {g[bad]}, Java's {self.java} gives {w[bad]} "
                        f"({sum(a != b for a, b in zip(g, w))} of {N} differ)")
        for i, (b, a) in enumerate(zip(inputs_before, inputs_after)):
            if a != b:
                return f"input array {i} changed"
        return None


def java_vector_zetas(inverse: bool) -> tuple[int, ...]:
    """Java's MONT_ZETAS_FOR_VECTOR_NTT or MONT_ZETAS_FOR_VECTOR_INVERSE_NTT (ML_DSA.java, 1024 ints),
    the NTT stubs' zetas argument: 8 levels of 128 ints in the order the transform runs them (l =
    128 .. 1, the inverse's 1 .. 128), int i of a level the zeta of butterfly i, i.e. of its block
    i // l, repeated once per butterfly. The NTT's block b of a level with nb blocks takes
    toMont(zeta_k) = zeta_k * 2^32 mod q with k = nb + b (FIPS 204's zeta_k = 1753^bitrev8(k)); the
    inverse's takes -toMont(zeta_k), k = 2 nb - 1 - b; centred representatives, as Java's. The
    zetas are dilithium-py's (FIPS 204), never the kernels' own."""
    from dilithium_py.polynomials.polynomials import PolynomialRing
    zetas = PolynomialRing().ntt_zetas
    out = []
    for level in range(8):
        l = 1 << level if inverse else 128 >> level
        nb = 128 // l
        for i in range(128):
            b = i // l
            z = (-zetas[2 * nb - 1 - b] if inverse else zetas[nb + b]) * 2 ** 32 % Q
            out.append(z - Q if z > Q // 2 else z)
    return tuple(out)


class AlmostNtt(PolySpec):
    """coeffs in place, then the zetas array Java passes: an int[1024] in HotSpot's array layout (its
    length right before element 0), which must come back unchanged."""
    stub, java = "dilithiumAlmostNtt", "implDilithiumAlmostNtt"
    inverse = False

    def reference(self, inp):
        return [J.dilithium_almost_ntt(inp.polys[0])]

    def zetas(self) -> bytes:
        values = java_vector_zetas(self.inverse)
        return struct.pack(f"<i{len(values)}i", len(values), *values)

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


class AlmostInverseNtt(AlmostNtt):
    stub, java = "dilithiumAlmostInverseNtt", "implDilithiumAlmostInverseNtt"
    inverse = True

    def reference(self, inp):
        return [J.dilithium_almost_inverse_ntt(inp.polys[0])]


class NttMult(PolySpec):
    stub, java, arity, outputs, aliasable = "dilithiumNttMult", "implDilithiumNttMult", 2, 1, True

    def reference(self, inp):
        return [J.dilithium_ntt_mult(*inp.polys)]


class MontMulByConstant(PolySpec):
    """coeffs in place, constant: Java passes MONT_R_MOD_Q (after the NTT) and MONT_DIM_INVERSE
    (after the inverse); any int is judged."""
    stub, java = "dilithiumMontMulByConstant", "implDilithiumMontMulByConstant"
    CONSTANTS = (J.MONT_R_MOD_Q, J.MONT_DIM_INVERSE, 0, 1, -1, Q - 1, -Q, INT_MAX, INT_MIN)

    def int_args(self, rnd, i):
        c = self.CONSTANTS
        return (c[i % len(c)] if i < 2 * len(c) else rnd.randint(INT_MIN, INT_MAX),)

    def reference(self, inp):
        return [J.dilithium_mont_mul_by_constant(inp.polys[0], inp.ints[0])]


class DecomposePoly(PolySpec):
    """input, lowPart, highPart, twoGamma2, multiplier. Java passes (190464, 22) for ML-DSA-44 and
    (523776, 8) for -65 and -87; a few other values (a negative odd twoGamma2 included, where Java's
    division truncates) are judged too."""
    stub, java, outputs, inputs_first = "dilithiumDecomposePoly", "implDilithiumDecomposePoly", 2, True
    PAIRS = tuple((2 * g, J.decompose_multiplier(g)) for g in GAMMA2S)

    def int_args(self, rnd, i):
        if i % 5 < 4:
            return self.PAIRS[i % 2]
        return (rnd.choice((-523777, 1, 3, INT_MAX, rnd.randint(INT_MIN, INT_MAX))), rnd.randint(-64, 64))

    def reference(self, inp):
        return list(J.dilithium_decompose_poly(inp.polys[0], *inp.ints))


# ---- Java: StubCheck (stubforge jvm) ----------------------------------------------------------------
# ML-DSA-65 through the JCA (KeyPairGenerator, Signature) with a SecureRandom that hands out data[]
# bytes: key generation draws the 32-byte seed xi (ML_DSA_Impls.KPG), signing the 32-byte rnd
# (ML_DSA_Impls.SIG.implSign, which prepends {0, 0}: pure ML-DSA, empty context), so dilithium-py's
# _keygen_internal(xi) and _sign_internal(sk, {0, 0} || M, rnd) give the same signature.
MLDSA_JAVA = """\
// ML-DSA-65: per call, a key pair from data[off..off+32] (xi), a signature of the first len bytes of
// data with rnd = data[off+32..off+64], verified (and a flipped bit refused); the digest is over
// the signatures. A JVM without ML-DSA (before 24) says so instead of a digest.
static void mlDsa65(byte[] data, int rounds, int[] lens) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    KeyPairGenerator g;
    Signature s;
    try {
        g = KeyPairGenerator.getInstance("ML-DSA-65");
        s = Signature.getInstance("ML-DSA");
    } catch (java.security.NoSuchAlgorithmException e) {
        System.out.println("ml-dsa-65 unavailable");
        return;
    }
    int call = 0;
    for (int round = 0; round < rounds; round++)
        for (int len : lens) {
            int off = (int) (((long) call++ * 97 + len) % (data.length - 64));
            byte[] seed = java.util.Arrays.copyOfRange(data, off, off + 64);
            SecureRandom fixed = new SecureRandom() {
                int pos = 0;
                @Override public void nextBytes(byte[] b) {
                    System.arraycopy(seed, pos, b, 0, b.length);
                    pos += b.length;
                }
            };
            g.initialize(new NamedParameterSpec("ML-DSA-65"), fixed);
            KeyPair kp = g.generateKeyPair();
            byte[] msg = java.util.Arrays.copyOf(data, Math.min(len, data.length));
            s.initSign(kp.getPrivate(), fixed);
            s.update(msg);
            byte[] sig = s.sign();
            s.initVerify(kp.getPublic());
            s.update(msg);
            if (!s.verify(sig))
                throw new AssertionError("ML-DSA-65 signature does not verify at call " + call);
            sig[call % sig.length] ^= 1;
            s.initVerify(kp.getPublic());
            s.update(msg);
            if (s.verify(sig))
                throw new AssertionError("ML-DSA-65 accepted a changed signature at call " + call);
            sig[call % sig.length] ^= 1;
            md.update(sig);
        }
    System.out.println("ml-dsa-65 " + hex(md.digest()));
}
"""


def _mldsa_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    """The same calls through dilithium-py (FIPS 204), an outside implementation."""
    import hashlib

    from dilithium_py.ml_dsa import ML_DSA_65
    h = hashlib.sha256()
    call = 0
    for _ in range(rounds):
        for n in lens:
            off = (call * 97 + n) % (len(data) - 64)
            call += 1
            pk, sk = ML_DSA_65._keygen_internal(data[off:off + 32])
            h.update(ML_DSA_65._sign_internal(sk, bytes(2) + data[:n], data[off + 32:off + 64]))
    return {"ml-dsa-65": h.hexdigest()}


MLDSA_CHECK = Check("mlDsa65", ("ml-dsa-65",), MLDSA_JAVA, _mldsa_digests,
                    ("java.security.KeyPair", "java.security.KeyPairGenerator", "java.security.SecureRandom",
                     "java.security.Signature", "java.security.spec.NamedParameterSpec"))


FLAG = "UseDilithiumIntrinsics"

declare(Contract("dilithiumAlmostNtt", ("coeffs", "zetas"), "zero", FLAG, False, "_dilithiumAlmostNtt",
                 "int[256] coeffs in place, int[1024] zetas -> 0; Java's almost-NTT (8 levels, R = 2^32 "
                 "Montgomery zetas MONT_ZETAS_FOR_NTT)"),
        AlmostNtt(), block=POLY_BYTES, check=MLDSA_CHECK)
declare(Contract("dilithiumAlmostInverseNtt", ("coeffs", "zetas"), "zero", FLAG, False,
                 "_dilithiumAlmostInverseNtt",
                 "int[256] coeffs in place, int[1024] zetas -> 0; Java's almost-inverse NTT (negated "
                 "zetas from the last down), without the final scaling"),
        AlmostInverseNtt(), block=POLY_BYTES, check=MLDSA_CHECK)
declare(Contract("dilithiumNttMult", ("product", "coeffs1", "coeffs2"), "zero", FLAG, False, "_dilithiumNttMult",
                 "int[256] product, coeffs1, coeffs2 -> 0; product[i] = montMul(coeffs1[i], toMont(coeffs2[i]))"),
        NttMult(), block=POLY_BYTES, check=MLDSA_CHECK)
declare(Contract("dilithiumMontMulByConstant", ("coeffs", "constant"), "zero", FLAG, False,
                 "_dilithiumMontMulByConstant",
                 "int[256] coeffs in place, int constant -> 0; coeffs[i] = montMul(coeffs[i], constant)"),
        MontMulByConstant(), block=POLY_BYTES, check=MLDSA_CHECK)
declare(Contract("dilithiumDecomposePoly", ("input", "lowPart", "highPart", "twoGamma2", "multiplier"), "zero",
                 FLAG, False, "_dilithiumDecomposePoly",
                 "int[256] input, lowPart, highPart, int twoGamma2, int multiplier -> 0; FIPS 204 Decompose as "
                 "decomposePolyJava computes it"),
        DecomposePoly(), block=POLY_BYTES, check=MLDSA_CHECK)


intrinsic("ML-DSA", ("dilithiumAlmostNtt", "dilithiumAlmostInverseNtt", "dilithiumNttMult",
                     "dilithiumMontMulByConstant", "dilithiumDecomposePoly"),
          test="compiler/intrinsics/mldsa/TestMLDSARiscv",
          jmh="org.openjdk.bench.javax.crypto.full.SignatureBench",
          upstream_tests=("test/jdk/sun/security/provider/acvp/Launcher.java",),
          # after ML-KEM (later=1): the commits of a series made before ML-DSA stay as they were. In the
          # default series since a patched 27 ran ML-DSA-65 end to end (all five stubs executed, results
          # equal to dilithium-py's) and passed TestMLDSARiscv, and C2's code was counted: 8-21x our
          # instructions (the NTTs 19-21x), 2026-11-26.
          later=2)
