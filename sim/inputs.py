"""The test inputs every checksum kernel runs over: lengths, alignments and worst-case data."""
from __future__ import annotations

import random

from .layouts import Input

DEFAULT_SIZES = "0-1024,65543"
MISALIGN_LENGTHS = (1, 7, 8, 15, 16, 17, 31, 63, 64, 65, 127, 255, 1000, 4099)


def parse_sizes(text: str, max_each: int | None = None, max_total: int | None = None) -> list[int]:
    """'0-1024,65543' -> [0, 1, ..., 1024, 65543]; also accepts 64K and 1M suffixes. A size above
    `max_each` or sizes adding up to more than `max_total` bytes are refused (ValueError) before any
    range is made: '0-9999999999' would be ten billion numbers."""
    def num(s):
        s = s.strip().upper()
        mult = 1
        if s.endswith("K"):
            s, mult = s[:-1], 1024
        elif s.endswith("M"):
            s, mult = s[:-1], 1 << 20
        return int(s, 0) * mult

    ranges = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if "-" in part[1:]:
            a, b = part.split("-", 1)
            lo, hi = num(a), num(b)
            if hi < lo:
                raise ValueError(f"size range {part!r} runs backwards")
        else:
            lo = hi = num(part)
        if lo < 0:
            raise ValueError("sizes must be >= 0")
        if max_each is not None and hi > max_each:
            raise ValueError(f"{hi} bytes is more than a Java array can hold (2^31-1); HotSpot never passes such "
                             "a length")
        ranges.append((lo, hi))
    total = sum((lo + hi) * (hi - lo + 1) // 2 for lo, hi in ranges)
    if max_total is not None and total > max_total:
        raise ValueError(f"{text!r} adds up to {total / (1 << 30):.1f} GiB of test data (limit "
                         f"{max_total >> 30} GiB); ask for fewer or smaller sizes")
    return [n for lo, hi in ranges for n in range(lo, hi + 1)]


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
