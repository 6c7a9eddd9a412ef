"""The transcription of ML_KEM.java's intrinsic candidates (stubs/mlkem_java.py), the oracle of the
ML-KEM stubs, checked against kyber-py (a FIPS 203 implementation, outside this project).

Java's NTT works in its own Montgomery domain and leaves coefficients unreduced, so the check is
the composite one: kyber-py's ML-KEM-768 with its NTT, inverse NTT, NTT multiplication and 12-bit
decoding replaced by the transcribed Java methods (each followed by what Java's callers do, then
taken mod q) must give the same keys, ciphertexts and shared secrets as kyber-py's own.
"""
import random

import pytest

from stubforge.stubs import mlkem_java as J

kyber = pytest.importorskip("kyber_py.ml_kem")
polys = pytest.importorskip("kyber_py.polynomials.polynomials")

Q = J.ML_KEM_Q


def _java_to_ntt(self):
    # mlKemNTT (ML_KEM.java:1038-1043): the NTT, then Barrett reduction into [0, q]
    coeffs = J.kyber_barrett_reduce(J.kyber_ntt(self.coeffs))
    return self.parent([c % Q for c in coeffs], is_ntt=True)


def _java_from_ntt(self):
    return self.parent([c % Q for c in J.kyber_inverse_ntt(self.coeffs)], is_ntt=False)


def _java_ntt_mult(self, f, g):
    return [c % Q for c in J.kyber_ntt_mult(f, g)]


def _java_decode(orig):
    def decode(self, input_bytes, d, is_ntt=False):
        if d != 12:
            return orig(self, input_bytes, d, is_ntt)
        parsed = J.kyber_12_to_16(bytes(input_bytes), 0, [0] * 256, 256)
        return self([c % Q for c in parsed], is_ntt=is_ntt)
    return decode


@pytest.fixture
def java_pieces(monkeypatch):
    monkeypatch.setattr(polys.Polynomial, "to_ntt", _java_to_ntt)
    monkeypatch.setattr(polys.PolynomialNTT, "from_ntt", _java_from_ntt)
    monkeypatch.setattr(polys.PolynomialNTT, "_ntt_coefficient_multiplication", _java_ntt_mult)
    monkeypatch.setattr(polys.PolynomialRing, "decode", _java_decode(polys.PolynomialRing.decode))


def _run(seeds):
    out = []
    for seed in seeds:
        rnd = random.Random(seed)
        ek, dk = kyber.ML_KEM_768.key_derive(rnd.randbytes(64))
        key, c = kyber.ML_KEM_768._encaps_internal(ek, rnd.randbytes(32))
        bad = bytearray(c)
        bad[rnd.randrange(len(bad))] ^= 1 << rnd.randrange(8)      # implicit rejection path
        out.append((ek, dk, key, c, kyber.ML_KEM_768.decaps(dk, c), kyber.ML_KEM_768.decaps(dk, bytes(bad))))
    return out


SEEDS = range(4)


def test_ml_kem_768_through_the_java_pieces_matches_kyber_py(request):
    want = _run(SEEDS)
    request.getfixturevalue("java_pieces")
    got = _run(SEEDS)
    for (ek, dk, key, c, dec, rej), w in zip(got, want):
        assert (ek, dk, c) == w[:2] + (w[3],)
        assert key == dec == w[2] == w[4]
        assert rej == w[5] and rej != key


def test_ntt_then_inverse_is_the_identity_mod_q():
    # The inverse NTT's last step multiplies by toMont(128^-1) (MONT_DIM_HALF_INVERSE), so the pair
    # is the identity mod q on Java's own ranges (NTT input within [-q, q], Barrett between them).
    rnd = random.Random(5)
    for _ in range(20):
        p = [rnd.randint(-Q, Q) for _ in range(256)]
        back = J.kyber_inverse_ntt(J.kyber_barrett_reduce(J.kyber_ntt(p)))
        assert [c % Q for c in back] == [c % Q for c in p]


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
    na = J.kyber_barrett_reduce(J.kyber_ntt(a))
    nb = J.kyber_barrett_reduce(J.kyber_ntt(b))
    prod = J.kyber_inverse_ntt(J.kyber_ntt_mult(na, nb))
    assert [c % Q for c in prod] == [c % Q for c in want]


def test_barrett_reduce_is_the_residue_in_0_q():
    # ML_KEM.java:1553-1561: any short maps into [0, q], to q only from a negative multiple of q.
    poly = list(range(-32768, 32768))
    for start in range(0, len(poly), 256):
        chunk = poly[start:start + 256]
        for x, r in zip(chunk, J.kyber_barrett_reduce(chunk)):
            assert r % Q == x % Q and 0 <= r <= Q and (r == Q) == (x < 0 and x % Q == 0)


def test_12_to_16_is_fips_byte_decode_12():
    rnd = random.Random(7)
    raw = [rnd.randrange(4096) for _ in range(256)]
    packed = sum(v << (12 * i) for i, v in enumerate(raw)).to_bytes(384, "little")
    assert J.kyber_12_to_16(packed, 0, [0] * 256, 256) == raw
    assert J.kyber_12_to_16(bytes(5) + packed, 5, [-1] * 4, 3) == raw[:4]   # odd length: a whole pair
