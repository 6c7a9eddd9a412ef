"""Keccak-f[1600]'s constants, shared by the scalar (kernels/sha3.py) and vector
(kernels/keccak_rvv.py) stubs: rho's rotations, the round constants, and pi as one cycle of moves.
"""
from __future__ import annotations

# FIPS 202 3.2.2: rho offsets r[x][y]; 3.2.5: the round constants.
RHO = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
ROUNDS = 24


def round_constants() -> list[int]:
    """FIPS 202 Algorithm 5 (rc) and 6: RC[i] from the LFSR x^8 + x^6 + x^5 + x^4 + 1."""
    def rc(t):
        if t % 255 == 0:
            return 1
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    out = []
    for i in range(ROUNDS):
        v = 0
        for j in range(7):
            if rc(j + 7 * i):
                v |= 1 << ((1 << j) - 1)
        out.append(v)
    return out


def pi_source(p: int) -> int:
    """pi's inverse on lane indices x + 5y (FIPS 202 3.2.3: A'[x, y] = A[x + 3y, x]): the lane
    whose value lane p takes."""
    x, y = p % 5, p // 5
    return (x + 3 * y) % 5 + 5 * x


def pi_cycle(start: int) -> list[tuple[int, int]]:
    """pi as moves (p, s): lane p takes lane s's value, walked along pi's one cycle through the 24
    lanes other than 0 (which stays), from lane `start` back to it: each lane is read (as s) before
    it is overwritten (as p), except `start`'s value, which the last move reads and the first
    overwrites: the first move's result waits in a spare register until then."""
    out, p = [], start
    while True:
        s = pi_source(p)
        out.append((p, s))
        if s == start:
            break
        p = s
    assert len(out) == 24 and sorted(p for p, _ in out) == list(range(1, 25))
    return out
