"""The pure-Java bodies of ML_KEM's @IntrinsicCandidate methods, transcribed: the ML-KEM stubs' oracle.

A line-by-line transcription of com/sun/crypto/provider/ML_KEM.java as JDK 27 ships it (jdk-27+34;
line numbers are that file's). `stubforge sim` judges every ML-KEM stub against these functions, so
they live in the package rather than under tests/; tests/test_mlkem_ref.py checks them against
kyber-py (FIPS 203) on whole ML-KEM-768 key generation, encapsulation and decapsulation.

Java's arithmetic is kept exactly: `int` expressions wrap at 32 bits (`_i32`), `long` ones at 64
(`_i64`), `>>` is arithmetic, `(short)` keeps the low 16 bits as signed (`_i16`). A `short[]` is a
list of ints in -32768..32767, a `byte[]` a bytes object (Java reads it signed: `_i8`).
"""
from __future__ import annotations

ML_KEM_Q = 3329                     # :42
ML_KEM_N = 256                      # :43
MONT_R_BITS = 20                    # :47
MONT_Q = 3329                       # :48
MONT_Q_INV_MOD_R = 586497           # :49
MONT_DIM_HALF_INVERSE = 1534        # :52, toMont((ML_KEM_N / 2)^-1 mod q) with R = 2^20
BARRETT_MULTIPLIER = 20159          # :53
BARRETT_ADDEND = 1665               # :54
BARRETT_SHIFT = 26                  # :55

# :59-77, toMont(zeta^bitrev_7(i)) for i = 1..127 (FIPS 203 appendix A), R = 2^20, in the order
# seilerNTT reads them (index 0 first; seilerInverseNTT reads them from the last down).
MONT_ZETAS_FOR_NTT = (
    1188, 914, -969, 585, -551, 1263, -97, 593, -35, -1400, -417, -1253, 742, -281, 185, -819,
    -1226, 895, -530, 52, 25, 1000, 1249, -909, -373, -1604, -259, -1369, -82, 49, 1496, -406,
    445, 1155, -405, -714, 553, -1183, -1401, 1598, -128, 1538, -669, 744, 1382, -1313, 201, -332,
    -1440, -1007, -36, -1617, 567, -623, 1429, 290, -1269, -825, -1613, 510, -395, 845, -426, -1003,
    222, -1107, 172, -42, 620, 1497, -1649, 94, -595, -497, -431, -1327, -702, -1448, -184, -607,
    -868, -1430, 977, 884, 425, 355, 1259, 1192, 317, -636, -1074, 30, -1394, 833, -1200, -244,
    907, -339, -227, 1178, -586, -137, -514, 534, 1153, -486, -1386, -668, 191, 982, 88, 1014,
    -1177, -474, -612, -857, -348, -604, 990, 1601, -1599, -709, -789, -1317, -57, 1049, -584,

# :324-341, the FIPS 203 MultiplyNTTs zetas as nonnegative residues (gamma_i = zeta^(2 bitrev_7(i) + 1)).
)
ZETAS_FOR_NTT_MULT = (
    17, 3312, 2761, 568, 583, 2746, 2649, 680, 1637, 1692, 723, 2606, 2288, 1041, 1100, 2229,
    1409, 1920, 2662, 667, 3281, 48, 233, 3096, 756, 2573, 2156, 1173, 3015, 314, 3050, 279,
    1703, 1626, 1651, 1678, 2789, 540, 1789, 1540, 1847, 1482, 952, 2377, 1461, 1868, 2687, 642,
    939, 2390, 2308, 1021, 2437, 892, 2388, 941, 733, 2596, 2337, 992, 268, 3061, 641, 2688,
    1584, 1745, 2298, 1031, 2037, 1292, 3220, 109, 375, 2954, 2549, 780, 2090, 1239, 1645, 1684,
    1063, 2266, 319, 3010, 2773, 556, 757, 2572, 2099, 1230, 561, 2768, 2466, 863, 2594, 735,
    2804, 525, 1092, 2237, 403, 2926, 1026, 2303, 1143, 2186, 2150, 1179, 2775, 554, 886, 2443,
    1722, 1607, 1212, 2117, 1874, 1455, 1029, 2300, 2110, 1219, 2935, 394, 885, 2444, 2154, 1175,
)


def _i16(v: int) -> int:
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _i32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - 0x100000000 if v & 0x80000000 else v


def _i64(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def _i8(v: int) -> int:
    return v - 0x100 if v & 0x80 else v


def mont_mul(b: int, c: int) -> int:
    """montMul (:1570-1578): b * c * 2^-20 mod q in (-q, q) within its precondition; int arithmetic."""
    a = _i32(b * c)
    a_high = a >> MONT_R_BITS
    a_low = a & ((1 << MONT_R_BITS) - 1)
    m = _i32(_i32(MONT_Q_INV_MOD_R * a_low) << (32 - MONT_R_BITS)) >> (32 - MONT_R_BITS)
    return _i32(a_high - (_i32(m * MONT_Q) >> MONT_R_BITS))


def kyber_ntt(poly: list[int]) -> list[int]:
    """implKyberNtt (:1020-1035): implKyberNttJava, i.e. seilerNTT (:1077-1090) on the int widening of
    poly, each result cast back to short. Returns the new poly (Java's returns 1, works in place)."""
    coeffs = list(poly)
    zeta_index = 0
    l = ML_KEM_N // 2
    while l > 1:
        for s in range(0, ML_KEM_N, 2 * l):
            for j in range(s, s + l):
                tmp = mont_mul(MONT_ZETAS_FOR_NTT[zeta_index], coeffs[j + l])
                coeffs[j + l] = _i32(coeffs[j] - tmp)
                coeffs[j] = _i32(coeffs[j] + tmp)
            zeta_index += 1
        l //= 2
    return [_i16(c) for c in coeffs]


def kyber_inverse_ntt(poly: list[int]) -> list[int]:
    """implKyberInverseNtt (:1045-1060): seilerInverseNTT (:1098-1119), then (short) per coefficient."""
    coeffs = list(poly)
    zeta_index = len(MONT_ZETAS_FOR_NTT) - 1
    l = 2
    while l < ML_KEM_N:
        for s in range(0, ML_KEM_N, 2 * l):
            for j in range(s, s + l):
                tmp = coeffs[j]
                coeffs[j] = _i32(tmp + coeffs[j + l])
                coeffs[j + l] = mont_mul(_i32(tmp - coeffs[j + l]), -MONT_ZETAS_FOR_NTT[zeta_index])
            zeta_index -= 1
        l *= 2
    return [_i16(mont_mul(c, MONT_DIM_HALF_INVERSE)) for c in coeffs]


def kyber_ntt_mult(ntta: list[int], nttb: list[int]) -> list[int]:
    """implKyberNttMult (:1157-1180): the new result[] (zetas, the fourth argument, is not read)."""
    result = [0] * ML_KEM_N
    for m in range(0, ML_KEM_N, 2):
        a0, a1, b0, b1 = ntta[m], ntta[m + 1], nttb[m], nttb[m + 1]
        r = _i32(a1 * b1)                                   # long r = a1 * b1: an int product
        r = _i64(r - _i64((_i64(r * BARRETT_MULTIPLIER) >> BARRETT_SHIFT) * ML_KEM_Q))
        r = _i64(r * ZETAS_FOR_NTT_MULT[m >> 1])
        r = _i64(r + _i32(a0 * b0))
        result[m] = _i16(r - _i64((_i64((r + BARRETT_ADDEND) * BARRETT_MULTIPLIER) >> BARRETT_SHIFT) * ML_KEM_Q))
        r1 = _i32(_i32(a0 * b1) + _i32(a1 * b0))            # long r1 = a0 * b1 + a1 * b0: int arithmetic
        result[m + 1] = _i16(r1 - _i64((_i64((r1 + BARRETT_ADDEND) * BARRETT_MULTIPLIER) >> BARRETT_SHIFT)
                                       * ML_KEM_Q))
    return result


def kyber_add_poly_2(a: list[int], b: list[int]) -> list[int]:
    """implKyberAddPoly(result, a, b) (:1205-1216): (short)(a[m] + b[m] + q) for every m.

    Java's body stores into a[], not result[] (:1214); its one caller, mlKemAddPoly(a, b) (:1223-1227),
    passes result == a, where the two are the same. The stubs (AArch64's, x86's, ours) store into
    result[], which is what the intrinsic's signature says."""
    return [_i16(a[m] + b[m] + ML_KEM_Q) for m in range(ML_KEM_N)]


def kyber_add_poly_3(a: list[int], b: list[int], c: list[int]) -> list[int]:
    """implKyberAddPoly(result, a, b, c) (:1229-1240): result[m] = (short)(a[m] + b[m] + c[m] + 2q)."""
    return [_i16(a[m] + b[m] + c[m] + 2 * ML_KEM_Q) for m in range(ML_KEM_N)]


def kyber_12_to_16(condensed: bytes, index: int, parsed: list[int], parsed_length: int) -> list[int]:
    """implKyber12To16 (:1373-1387): parsed[] after the call. Pairs of 12-bit little-endian values
    from condensed[index..]: ceil(parsedLength / 2) pairs (parsedLength*3/2 bytes rounded up to 3),
    so an odd parsedLength writes one short more; nothing for parsedLength <= 0."""
    out = list(parsed)
    bound = _i32(parsed_length * 3)
    bound = -(-bound // 2) if bound < 0 else bound // 2      # Java's int division truncates
    i = 0
    while i < bound:
        c0, c1, c2 = (_i8(condensed[i + index + k]) for k in range(3))
        out[(i // 3) * 2] = _i16((c0 & 0xFF) + 256 * (c1 & 0xF))
        out[(i // 3) * 2 + 1] = _i16(((c1 >> 4) & 0xF) + 16 * (c2 & 0xFF))   # `>>>` on a promoted byte,
        i += 3                                                                 # then & 0xf: the same bits
    return out


def kyber_barrett_reduce(poly: list[int]) -> list[int]:
    """implKyberBarrettReduce (:1539-1551): poly[m] - ((poly[m] * 20159) >> 26) * q, as a short."""
    return [_i16(t - ((t * BARRETT_MULTIPLIER) >> BARRETT_SHIFT) * ML_KEM_Q) for t in poly]
