"""The test inputs every checksum kernel runs over: lengths, alignments and worst-case data."""
from __future__ import annotations

import random

from .layouts import Input

DEFAULT_SIZES = "0-1024,65543"
MISALIGN_LENGTHS = (1, 7, 8, 15, 16, 17, 31, 63, 64, 65, 127, 255, 1000, 4099)


def parse_sizes(text: str) -> list[int]:
    """'0-1024,65543' -> [0, 1, ..., 1024, 65543]; also accepts 64K and 1M suffixes."""
    def num(s):
        s = s.strip().upper()
        mult = 1
        if s.endswith("K"):
            s, mult = s[:-1], 1024
        elif s.endswith("M"):
            s, mult = s[:-1], 1 << 20
        return int(s, 0) * mult

    out = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if "-" in part[1:]:
            a, b = part.split("-", 1)
            lo, hi = num(a), num(b)
            if hi < lo:
                raise ValueError(f"size range {part!r} runs backwards")
            out.extend(range(lo, hi + 1))
        else:
            out.append(num(part))
    if any(n < 0 for n in out):
        raise ValueError("sizes must be >= 0")
    return out


def checksum_inputs(sizes: list[int], seed: int = 1, misalign: bool = True) -> list[Input]:
    """Each size with random data and a random initial value, its end against the guard page; each
    of eight misalignments of the start over a set of lengths; and all-0xFF data from the largest
    running state (the overflow worst case for deferred modulo)."""
    rnd = random.Random(seed)
    out = [Input(rnd.randbytes(n), rnd.getrandbits(32)) for n in sizes]
    if misalign:
        for n in MISALIGN_LENGTHS:
            for m in range(8):
                out.append(Input(rnd.randbytes(n), rnd.getrandbits(32), misalign=m, tight_end=False))
    big = max(sizes) if sizes else 0
    for n in sorted({big, 5552, 5553, 11104 + 3}):
        out.append(Input(b"\xff" * n, 0xFFF0FFF0))
        out.append(Input(b"\xff" * n, 0xFFFFFFFF))
    return out
