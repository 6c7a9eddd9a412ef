"""GOST R 34.12-2015 data, and the lookup tables the kernels use, built from it.

Only what the standard publishes is typed in: Kuznyechik's substitution pi (section 4.1.1), the
coefficients of its linear map l over GF(2^8) mod p(x) = x^8 + x^7 + x^6 + x + 1 (section 4.1.2),
and Magma's eight 4-bit substitutions pi'_0..pi'_7 (section 5.1.1). Every table is computed here.

Byte order: a block is the byte string as the standard prints it (most significant first); the
kernels load it as little-endian doublewords, so byte p of the string is bits 8*(p%8) of word p//8.
"""
from __future__ import annotations

from functools import lru_cache

# GOST R 34.12-2015, 4.1.1: pi = (pi(0), pi(1), ..., pi(255)).
PI = (
    252, 238, 221, 17, 207, 110, 49, 22, 251, 196, 250, 218, 35, 197, 4, 77,
    233, 119, 240, 219, 147, 46, 153, 186, 23, 54, 241, 187, 20, 205, 95, 193,
    249, 24, 101, 90, 226, 92, 239, 33, 129, 28, 60, 66, 139, 1, 142, 79,
    5, 132, 2, 174, 227, 106, 143, 160, 6, 11, 237, 152, 127, 212, 211, 31,
    235, 52, 44, 81, 234, 200, 72, 171, 242, 42, 104, 162, 253, 58, 206, 204,
    181, 112, 14, 86, 8, 12, 118, 18, 191, 114, 19, 71, 156, 183, 93, 135,
    21, 161, 150, 41, 16, 123, 154, 199, 243, 145, 120, 111, 157, 158, 178, 177,
    50, 117, 25, 61, 255, 53, 138, 126, 109, 84, 198, 128, 195, 189, 13, 87,
    223, 245, 36, 169, 62, 168, 67, 201, 215, 121, 214, 246, 124, 34, 185, 3,
    224, 15, 236, 222, 122, 148, 176, 188, 220, 232, 40, 80, 78, 51, 10, 74,
    167, 151, 96, 115, 30, 0, 98, 68, 26, 184, 56, 130, 100, 159, 38, 65,
    173, 69, 70, 146, 39, 94, 85, 47, 140, 163, 165, 125, 105, 213, 149, 59,
    7, 88, 179, 64, 134, 172, 29, 247, 48, 55, 107, 228, 136, 217, 231, 137,
    225, 27, 131, 73, 76, 63, 248, 254, 141, 83, 170, 144, 202, 216, 133, 97,
    32, 113, 103, 164, 45, 43, 9, 91, 203, 155, 37, 208, 190, 229, 108, 82,
    89, 166, 116, 210, 230, 244, 180, 192, 209, 102, 175, 194, 57, 75, 99, 182,
)
# 4.1.2: l(a15, ..., a0) = 148*a15 + 32*a14 + 133*a13 + ... + 148*a1 + 1*a0, a15 first in the string.
L_COEFFS = (148, 32, 133, 16, 194, 192, 1, 251, 1, 192, 194, 16, 133, 32, 148, 1)
L_POLY = 0x1C3            # x^8 + x^7 + x^6 + x + 1

# 5.1.1: pi'_i = (pi'_i(0), ..., pi'_i(15)); pi'_0 substitutes the least significant nibble.
MAGMA_PI = (
    (12, 4, 6, 2, 10, 5, 11, 9, 14, 8, 13, 7, 0, 3, 15, 1),
    (6, 8, 2, 3, 9, 10, 5, 12, 1, 14, 4, 7, 11, 13, 0, 15),
    (11, 3, 5, 8, 2, 15, 10, 13, 14, 1, 7, 4, 12, 9, 6, 0),
    (12, 8, 2, 1, 13, 4, 15, 6, 7, 0, 10, 5, 3, 14, 9, 11),
    (7, 15, 5, 10, 8, 1, 6, 13, 0, 9, 3, 14, 11, 4, 2, 12),
    (5, 13, 15, 6, 9, 2, 12, 10, 11, 7, 8, 1, 4, 3, 14, 0),
    (8, 14, 2, 5, 6, 9, 1, 12, 15, 4, 11, 0, 13, 10, 3, 7),
    (1, 7, 14, 13, 0, 5, 8, 3, 4, 15, 10, 6, 9, 12, 11, 2),
)

PI_INV = tuple(PI.index(v) for v in range(256))


def gf_mul(a: int, b: int) -> int:
    out = 0
    while b:
        if b & 1:
            out ^= a
        a <<= 1
        if a & 0x100:
            a ^= L_POLY
        b >>= 1
    return out


def _l(block: bytes) -> int:
    acc = 0
    for c, a in zip(L_COEFFS, block):
        acc ^= gf_mul(c, a)
    return acc


def L(block: bytes) -> bytes:
    """L = R^16, R(a15..a0) = l(a15..a0) || a15..a1."""
    for _ in range(16):
        block = bytes([_l(block)]) + block[:15]
    return block


def L_inv(block: bytes) -> bytes:
    """L^-1 = (R^-1)^16, R^-1(a15..a0) = a14..a0 || l(a14..a0, a15)."""
    for _ in range(16):
        block = block[1:] + bytes([_l(block[1:] + block[:1])])
    return block


def S(block: bytes) -> bytes:
    return bytes(PI[b] for b in block)


def xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def _words(block: bytes) -> tuple[int, int]:
    return int.from_bytes(block[:8], "little"), int.from_bytes(block[8:], "little")


def _position_table(sbox, linear) -> list[int]:
    """linear(sbox applied bytewise to x) = XOR over p of linear(sbox(x_p) at position p), as the
    map is linear. Entry (byte v, position p) sits at v*256 + p*16: the kernel adds v<<8 to the
    base and reaches every position with a load offset (p*16 < 2048)."""
    out = []
    for v in range(256):
        for p in range(16):
            blk = bytearray(16)
            blk[p] = sbox[v]
            out += _words(linear(bytes(blk)))
    return out


@lru_cache(maxsize=None)
def kuznyechik_ls() -> tuple:
    """L(S(x)) by byte: 256 x 16 entries of two doublewords (64 KiB)."""
    return tuple(_position_table(PI, L))


@lru_cache(maxsize=None)
def kuznyechik_inv_ls() -> tuple:
    """L^-1(S^-1(x)) by byte (64 KiB): decryption's rounds, with keys moved through L^-1."""
    return tuple(_position_table(PI_INV, L_inv))


def _rol32(v: int, n: int) -> int:
    return ((v << n) | (v >> (32 - n))) & 0xFFFFFFFF


@lru_cache(maxsize=None)
def magma_tables() -> tuple:
    """g's substitution and <<< 11 for each byte j of the 32-bit sum: four 256-word tables whose
    XOR is t(a) <<< 11 (the rotation is linear, so it distributes over the byte pieces)."""
    out = []
    for j in range(4):
        for v in range(256):
            s = MAGMA_PI[2 * j + 1][v >> 4] << 4 | MAGMA_PI[2 * j][v & 15]
            out.append(_rol32(s << (8 * j), 11))
    return tuple(out)
