"""The pure-Java bodies of ML_DSA's @IntrinsicCandidate methods, transcribed: the ML-DSA stubs' oracle.

A line-by-line transcription of sun/security/provider/ML_DSA.java as JDK 27 ships it (jdk-27+34;
line numbers are that file's). `stubforge sim` judges every ML-DSA stub against these functions, so
they live in the package rather than under tests/; tests/test_mldsa_ref.py checks them against
dilithium-py (FIPS 204) on whole ML-DSA-65 key generation, signing and verification.

Java's arithmetic is kept exactly: `int` expressions wrap at 32 bits (`_i32`), `long` ones at 64
(`_i64`), `>>` is arithmetic, `/` truncates toward zero. An `int[]` is a list of ints in
-2^31..2^31-1.
"""
from __future__ import annotations

ML_DSA_Q = 8380417                  # :46
ML_DSA_N = 256                      # :47
MONT_R_BITS = 32                    # :59
MONT_Q = 8380417                    # :61
MONT_R_SQUARE_MOD_Q = 2365951       # :62, 2^64 mod q: toMont's factor
MONT_Q_INV_MOD_R = 58728449         # :63, q^-1 mod 2^32
MONT_R_MOD_Q = 4193792              # :64, 2^32 mod q: montMul by it is the identity mod q
MONT_DIM_INVERSE = 16382            # :66, toMont(256^-1 mod q)
DILITHIUM_BARRETT_ADDEND = 5373807  # :1483, in decomposePolyJava

# :69-101, toMont(zeta^bitrev_8(i)) (zeta = 1753, R = 2^32) for i = 1..255, centred representatives,
# in the order implDilithiumAlmostNttJava reads them (index 0 first; the inverse reads them from the
# last down, negated).
MONT_ZETAS_FOR_NTT = (
    25847, -2608894, -518909, 237124, -777960, -876248, 466468, 1826347,
    2353451, -359251, -2091905, 3119733, -2884855, 3111497, 2680103, 2725464,
    1024112, -1079900, 3585928, -549488, -1119584, 2619752, -2108549, -2118186,
    -3859737, -1399561, -3277672, 1757237, -19422, 4010497, 280005, 2706023,
    95776, 3077325, 3530437, -1661693, -3592148, -2537516, 3915439, -3861115,
    -3043716, 3574422, -2867647, 3539968, -300467, 2348700, -539299, -1699267,
    -1643818, 3505694, -3821735, 3507263, -2140649, -1600420, 3699596, 811944,
    531354, 954230, 3881043, 3900724, -2556880, 2071892, -2797779, -3930395,
    -1528703, -3677745, -3041255, -1452451, 3475950, 2176455, -1585221, -1257611,
    1939314, -4083598, -1000202, -3190144, -3157330, -3632928, 126922, 3412210,
    -983419, 2147896, 2715295, -2967645, -3693493, -411027, -2477047, -671102,
    -1228525, -22981, -1308169, -381987, 1349076, 1852771, -1430430, -3343383,
    264944, 508951, 3097992, 44288, -1100098, 904516, 3958618, -3724342,
    -8578, 1653064, -3249728, 2389356, -210977, 759969, -1316856, 189548,
    -3553272, 3159746, -1851402, -2409325, -177440, 1315589, 1341330, 1285669,
    -1584928, -812732, -1439742, -3019102, -3881060, -3628969, 3839961, 2091667,
    3407706, 2316500, 3817976, -3342478, 2244091, -2446433, -3562462, 266997,
    2434439, -1235728, 3513181, -3520352, -3759364, -1197226, -3193378, 900702,
    1859098, 909542, 819034, 495491, -1613174, -43260, -522500, -655327,
    -3122442, 2031748, 3207046, -3556995, -525098, -768622, -3595838, 342297,
    286988, -2437823, 4108315, 3437287, -3342277, 1735879, 203044, 2842341,
    2691481, -2590150, 1265009, 4055324, 1247620, 2486353, 1595974, -3767016,
    1250494, 2635921, -3548272, -2994039, 1869119, 1903435, -1050970, -1333058,
    1237275, -3318210, -1430225, -451100, 1312455, 3306115, -1962642, -1279661,
    1917081, -2546312, -1374803, 1500165, 777191, 2235880, 3406031, -542412,
    -2831860, -1671176, -1846953, -2584293, -3724270, 594136, -3776993, -2013608,
    2432395, 2454455, -164721, 1957272, 3369112, 185531, -1207385, -3183426,
    162844, 1616392, 3014001, 810149, 1652634, -3694233, -1799107, -3038916,
    3523897, 3866901, 269760, 2213111, -975884, 1717735, 472078, -426683,
    1723600, -1803090, 1910376, -1667432, -1104333, -260646, -3833893, -2939036,
    -2235985, -420899, -2286327, 183443, -976891, 1612842, -3545687, -554416,
    3919660, -48306, -1362209, 3937738, 1400424, -846154, 1976782,
)


def _i32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - 0x100000000 if v & 0x80000000 else v


def _i64(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def _jdiv(a: int, b: int) -> int:
    """Java's int division: truncates toward zero."""
    q = abs(a) // abs(b)
    return _i32(q if (a < 0) == (b < 0) else -q)


def mont_mul(b: int, c: int) -> int:
    """montMul (:1610-1618): b * c * 2^-32 mod q in (-q, q) within its precondition.
    long a = (long) b * c; aHigh = (int)(a >> 32); aLow = (int) a; m = QINV * aLow (int);
    aHigh - (int)(((long) m * q) >> 32)."""
    a = _i64(b * c)
    a_high = _i32(a >> MONT_R_BITS)
    a_low = _i32(a)
    m = _i32(MONT_Q_INV_MOD_R * a_low)
    return _i32(a_high - _i32(_i64(m * MONT_Q) >> MONT_R_BITS))


def to_mont(a: int) -> int:
    """toMont (:1620-1622)."""
    return mont_mul(a, MONT_R_SQUARE_MOD_Q)


def dilithium_almost_ntt(coeffs: list[int]) -> list[int]:
    """implDilithiumAlmostNtt (:1376-1380): implDilithiumAlmostNttJava (:1382-1395). Returns the new
    coeffs (Java's works in place and returns 1; the zetas argument is not read)."""
    coeffs = list(coeffs)
    m = 0
    l = ML_DSA_N // 2
    while l > 0:
        for s in range(0, ML_DSA_N, 2 * l):
            for j in range(s, s + l):
                tmp = mont_mul(MONT_ZETAS_FOR_NTT[m], coeffs[j + l])
                coeffs[j + l] = _i32(coeffs[j] - tmp)
                coeffs[j] = _i32(coeffs[j] + tmp)
            m += 1
        l //= 2
    return coeffs


def dilithium_almost_inverse_ntt(coeffs: list[int]) -> list[int]:
    """implDilithiumAlmostInverseNtt (:1403-1407): implDilithiumAlmostInverseNttJava (:1409-1423)."""
    coeffs = list(coeffs)
    m = len(MONT_ZETAS_FOR_NTT) - 1
    l = 1
    while l < ML_DSA_N:
        for s in range(0, ML_DSA_N, 2 * l):
            for j in range(s, s + l):
                tmp = coeffs[j]
                coeffs[j] = _i32(tmp + coeffs[j + l])
                coeffs[j + l] = mont_mul(_i32(tmp - coeffs[j + l]), _i32(-MONT_ZETAS_FOR_NTT[m]))
            m -= 1
        l *= 2
    return coeffs


def dilithium_ntt_mult(coeffs1: list[int], coeffs2: list[int]) -> list[int]:
    """implDilithiumNttMult (:1443-1453): product[i] = montMul(coeffs1[i], toMont(coeffs2[i]))."""
    return [mont_mul(coeffs1[i], to_mont(coeffs2[i])) for i in range(ML_DSA_N)]


def dilithium_mont_mul_by_constant(coeffs: list[int], constant: int) -> list[int]:
    """implDilithiumMontMulByConstant (:1455-1465): coeffs[i] = montMul(coeffs[i], constant)."""
    return [mont_mul(coeffs[i], constant) for i in range(ML_DSA_N)]


def dilithium_decompose_poly(inp: list[int], two_gamma2: int, multiplier: int) -> tuple[list[int], list[int]]:
    """implDilithiumDecomposePoly (:1474-1479): decomposePolyJava (:1481-1508). Returns (lowPart,
    highPart) as Java leaves them (every element of both written). Loops over len(inp) (Java's
    over ML_DSA_N, which is every caller's length) so one coefficient can be decomposed alone."""
    low, high = [], []
    for rplus in inp:
        rplus = _i32(rplus - _i32((_i32(rplus + DILITHIUM_BARRETT_ADDEND) >> 23) * ML_DSA_Q))
        rplus = _i32(rplus + ((rplus >> 31) & ML_DSA_Q))
        quotient = _i32(rplus * multiplier) >> 22
        r0 = _i32(rplus - _i32(quotient * two_gamma2))
        mask = _i32(two_gamma2 - r0) >> 22
        r0 = _i32(r0 - (mask & two_gamma2))
        quotient = _i32(quotient + (mask & 1))
        mask = _i32(_jdiv(two_gamma2, 2) - r0) >> 31
        r0 = _i32(r0 - (mask & two_gamma2))
        quotient = _i32(quotient + (mask & 1))
        r1 = _i32(_i32(rplus - r0) - (ML_DSA_Q - 1))
        r1 = (r1 | _i32(-r1)) >> 31            # 0 if rplus - r0 == q - 1, -1 otherwise
        r0 = _i32(r0 + ~r1)
        r1 = r1 & quotient
        low.append(r0)
        high.append(r1)
    return low, high


# ---- the callers (what ML_DSA.java does around the intrinsics) ----------------------------------

def ml_dsa_ntt(coeffs: list[int]) -> list[int]:
    """mlDsaNtt (:1370-1374): the almost-NTT, then montMul by MONT_R_MOD_Q (times 1 mod q)."""
    return dilithium_mont_mul_by_constant(dilithium_almost_ntt(coeffs), MONT_R_MOD_Q)


def ml_dsa_inverse_ntt(coeffs: list[int]) -> list[int]:
    """mlDsaInverseNtt (:1397-1401): the almost-inverse NTT, then montMul by toMont(1/256)."""
    return dilithium_mont_mul_by_constant(dilithium_almost_inverse_ntt(coeffs), MONT_DIM_INVERSE)


def decompose_multiplier(gamma2: int) -> int:
    """decompose (:1316-1322): the multiplier Java passes with twoGamma2 = 2 * gamma2."""
    return 22 if gamma2 == 95232 else 8
