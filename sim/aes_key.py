"""Java's AES session key as HotSpot receives it: an int[] of the FIPS-197 forward key schedule.

This only lays the key out (the reference for every AES kernel is pycryptodome's AES): a wrong
schedule here makes every AES test fail, never pass.
"""
from __future__ import annotations

import struct

_SBOX = None


def _sbox() -> list[int]:
    """The AES S-box, derived from GF(2^8) inverses and the affine map (FIPS-197 5.1.1)."""
    global _SBOX
    if _SBOX is None:
        def mul(a, b):
            r = 0
            while b:
                if b & 1:
                    r ^= a
                a = ((a << 1) ^ 0x11B) if a & 0x80 else a << 1
                b >>= 1
            return r
        inv = [0] * 256
        for a in range(1, 256):
            for b in range(1, 256):
                if mul(a, b) == 1:
                    inv[a] = b
                    break
        box = []
        for x in range(256):
            b = inv[x]
            s = b
            for i in range(1, 5):
                s ^= ((b << i) | (b >> (8 - i))) & 0xFF
            box.append(s ^ 0x63)
        _SBOX = box
    return _SBOX


def expand_key(key: bytes) -> list[int]:
    """FIPS-197 KeyExpansion: 4*(Nr+1) words, each built big-endian from the key bytes."""
    if len(key) not in (16, 24, 32):
        raise ValueError("AES keys are 16, 24 or 32 bytes")
    sbox = _sbox()
    nk = len(key) // 4
    nr = nk + 6
    w = [struct.unpack(">I", key[4 * i:4 * i + 4])[0] for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = w[i - 1]
        if i % nk == 0:
            t = ((t << 8) | (t >> 24)) & 0xFFFFFFFF
            t = int.from_bytes(bytes(sbox[b] for b in t.to_bytes(4, "big")), "big")
            t ^= rcon << 24
            rcon = ((rcon << 1) ^ 0x11B) if rcon & 0x80 else rcon << 1
        elif nk > 6 and i % nk == 4:
            t = int.from_bytes(bytes(sbox[b] for b in t.to_bytes(4, "big")), "big")
        w.append(w[i - nk] ^ t)
    return w


def java_int_array(words: list[int]) -> bytes:
    """An int[] as the heap holds it: the int32 length, then little-endian elements."""
    return struct.pack("<i", len(words)) + b"".join(struct.pack("<I", x) for x in words)


def session_key(key: bytes) -> bytes:
    """The bytes of Java's sessionK[0] for `key`, with the length header: pass a pointer 4 bytes in."""
    return java_int_array(expand_key(key))
