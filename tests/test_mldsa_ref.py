"""The transcription of ML_DSA.java's intrinsic candidates (stubs/mldsa_java.py), the oracle of the
ML-DSA stubs, checked against dilithium-py (a FIPS 204 implementation, outside this project).

Java's NTT works in its own Montgomery domain (R = 2^32) and leaves coefficients unreduced, so the
check is the composite one: dilithium-py's ML-DSA-65 with its NTT, inverse NTT, NTT multiplication
and decomposition (high bits, low bits, hints) replaced by the transcribed Java methods, each wrapped
as Java's callers wrap it (mlDsaNtt = almost-NTT + montMul by MONT_R_MOD_Q, mlDsaInverseNtt =
almost-inverse + montMul by MONT_DIM_INVERSE, decompose with Java's twoGamma2 and multiplier), then
taken mod q, must give the same keys and signatures as dilithium-py's own, and verify.
"""
import random

import pytest

from stubforge.stubs import mldsa_java as J

ml_dsa = pytest.importorskip("dilithium_py.ml_dsa")
polys = pytest.importorskip("dilithium_py.polynomials.polynomials")
utils = pytest.importorskip("dilithium_py.utilities.utils")

Q = J.ML_DSA_Q


def _centred(coeffs):
    # Java's callers hold coefficients in (-q, q) (small ones signed): give its NTTs the same
    return [c - Q if c > Q // 2 else c for c in coeffs]


def _java_to_ntt(self):
    return self.parent([c % Q for c in J.ml_dsa_ntt(_centred(self.coeffs))], is_ntt=True)


def _java_from_ntt(self):
    return self.parent([c % Q for c in J.ml_dsa_inverse_ntt(_centred(self.coeffs))], is_ntt=False)


def _java_ntt_mult(self, f, g):
    return [c % Q for c in J.dilithium_ntt_mult(_centred(f), _centred(g))]


def _java_decompose_one(r, alpha, q):
    # utils.decompose(r, alpha, q) -> (r1, r0), reached by make_hint and use_hint coefficient by
    # coefficient; Java decomposes whole polynomials, the same arithmetic per coefficient
    low, high = J.dilithium_decompose_poly([r], alpha, J.decompose_multiplier(alpha // 2))
    return high[0], low[0]


def _java_bits(part):
    def bits(self, alpha, is_ntt=False):
        low, high = J.dilithium_decompose_poly(self.coeffs, alpha, J.decompose_multiplier(alpha // 2))
        return self.parent(high if part == "high" else low, is_ntt=is_ntt)
    return bits


@pytest.fixture
def java_pieces(monkeypatch):
    monkeypatch.setattr(polys.Polynomial, "to_ntt", _java_to_ntt)
    monkeypatch.setattr(polys.PolynomialNTT, "from_ntt", _java_from_ntt)
    monkeypatch.setattr(polys.PolynomialNTT, "ntt_coefficient_multiplication", _java_ntt_mult)
    monkeypatch.setattr(polys.Polynomial, "high_bits", _java_bits("high"))
    monkeypatch.setattr(polys.Polynomial, "low_bits", _java_bits("low"))
    monkeypatch.setattr(utils, "decompose", _java_decompose_one)
    monkeypatch.setattr(polys, "decompose", _java_decompose_one)


def _run(seeds):
    dsa = ml_dsa.ML_DSA_65
    out = []
    for seed in seeds:
        rnd = random.Random(seed)
        pk, sk = dsa._keygen_internal(rnd.randbytes(32))
        msg = rnd.randbytes(rnd.randrange(1, 200))
        sig = dsa._sign_internal(sk, msg, rnd.randbytes(32))
        bad = bytearray(sig)
        bad[rnd.randrange(len(bad) - 100)] ^= 1 << rnd.randrange(8)     # in c~ or z: must not verify
        out.append((pk, sk, sig, dsa._verify_internal(pk, msg, sig), dsa._verify_internal(pk, msg, bytes(bad))))
    return out


SEEDS = range(2)


def test_ml_dsa_65_through_the_java_pieces_matches_dilithium_py(request):
    want = _run(SEEDS)
    request.getfixturevalue("java_pieces")
    got = _run(SEEDS)
    for g, w in zip(got, want):
        assert g[:3] == w[:3]                     # keys and signature, byte for byte
        assert g[3] and w[3] and not g[4] and not w[4]


def test_a_changed_zeta_is_caught(request, monkeypatch):
    # The oracle's tables are what the stubs are judged by: one zeta off must change ML-DSA-65's
    # keys (key generation only: signing with a broken NTT may reject forever).
    seed = random.Random(0).randbytes(32)
    want = ml_dsa.ML_DSA_65._keygen_internal(seed)
    request.getfixturevalue("java_pieces")
    assert ml_dsa.ML_DSA_65._keygen_internal(seed) == want
    z = list(J.MONT_ZETAS_FOR_NTT)
    z[200] += 1
    monkeypatch.setattr(J, "MONT_ZETAS_FOR_NTT", tuple(z))
    assert ml_dsa.ML_DSA_65._keygen_internal(seed) != want


def test_ntt_then_inverse_is_the_identity_mod_q():
    rnd = random.Random(5)
    for _ in range(10):
        p = [rnd.randint(-Q + 1, Q - 1) for _ in range(256)]
        assert [c % Q for c in J.ml_dsa_inverse_ntt(J.ml_dsa_ntt(p))] == [c % Q for c in p]


def test_ntt_mult_is_the_ring_product():
    # NTT(a) o NTT(b), back through the inverse NTT, is a*b in Z_q[X]/(X^256 + 1) (schoolbook here).
    rnd = random.Random(6)
    a = [rnd.randrange(Q) for _ in range(256)]
    b = [rnd.randrange(Q) for _ in range(256)]
    want = [0] * 256
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            k = i + j
            want[k % 256] += x * y if k < 256 else -x * y
    prod = J.ml_dsa_inverse_ntt(J.dilithium_ntt_mult(J.ml_dsa_ntt(_centred(a)), J.ml_dsa_ntt(_centred(b))))
    assert [c % Q for c in prod] == [c % Q for c in want]


@pytest.mark.parametrize("gamma2", ((Q - 1) // 88, (Q - 1) // 32))
def test_decompose_is_fips_204_decompose(gamma2):
    # FIPS 204 Decompose (Algorithm 36) as dilithium-py writes it, on every residue class corner
    rnd = random.Random(gamma2)
    rs = [0, 1, Q - 1, Q - 2, gamma2, gamma2 + 1, 2 * gamma2, Q - 1 - gamma2, Q - gamma2]
    rs += [rnd.randrange(Q) for _ in range(2000)]
    low, high = J.dilithium_decompose_poly(rs, 2 * gamma2, J.decompose_multiplier(gamma2))
    for r, lo, hi in zip(rs, low, high):
        assert (hi, lo) == utils.decompose(r, 2 * gamma2, Q), r
