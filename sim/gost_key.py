"""GOST R 34.12-2015 key schedules (the kernels take expanded round keys, as their headers say).

Kuznyechik (4.3): K1 || K2 = the key; C_i = L(Vec128(i)); each pair of round keys from the previous
by eight Feistel steps F[C](a1, a0) = (LSX[C](a1) xor a0, a1). Decryption's keys are K10, then
L^-1(K9) .. L^-1(K2) (its rounds apply L^-1 S^-1 through one table, so the keys move through
L^-1 too), then K1. Magma (5.3): K1..K8 are the key's 32-bit words, big-endian; the rounds use
K1..K8 three times, then K8..K1; decryption walks them backwards.
"""
from __future__ import annotations

import struct

from stubforge.kernels.gost_tables import L, L_inv, S, xor


def kuznyechik_round_keys(key: bytes) -> list[bytes]:
    if len(key) != 32:
        raise ValueError(f"Kuznyechik takes a 256-bit key, got {8 * len(key)} bits")
    a1, a0 = key[:16], key[16:]
    keys = [a1, a0]
    for i in range(4):
        for j in range(8):
            c = L((8 * i + j + 1).to_bytes(16, "big"))
            a1, a0 = xor(L(S(xor(a1, c))), a0), a1
        keys += [a1, a0]
    return keys


def kuznyechik_encrypt_schedule(key: bytes) -> bytes:
    return b"".join(kuznyechik_round_keys(key))


def kuznyechik_decrypt_schedule(key: bytes) -> bytes:
    k = kuznyechik_round_keys(key)
    return k[9] + b"".join(L_inv(k[i]) for i in range(8, 0, -1)) + k[0]


def magma_round_keys(key: bytes) -> list[int]:
    if len(key) != 32:
        raise ValueError(f"Magma takes a 256-bit key, got {8 * len(key)} bits")
    k = list(struct.unpack(">8I", key))
    return k * 3 + k[::-1]


def magma_encrypt_schedule(key: bytes) -> bytes:
    return struct.pack("<32I", *magma_round_keys(key))


def magma_decrypt_schedule(key: bytes) -> bytes:
    return struct.pack("<32I", *magma_round_keys(key)[::-1])
