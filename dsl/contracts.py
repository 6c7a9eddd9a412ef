"""HotSpot's calling contract for each stub (../shared/hotspot-contracts.md), as data.

The builder names argument registers from it, the HotSpot emitter registers stubs from it, and the
simulator's layouts follow it.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Contract:
    stub: str
    args: tuple[str, ...]          # in a0.. order
    returns: str | None            # "int", "len", None
    flag: str                      # the Use...Intrinsics flag that guards registration
    initial: bool                  # registered in generate_initial_stubs() (else compiler stubs)
    routine: str                   # StubRoutines field
    summary: str


CONTRACTS = {c.stub: c for c in [
    Contract("updateBytesAdler32", ("adler", "buf", "len"), "int", "UseAdler32Intrinsics", False,
             "_updateBytesAdler32", "adler (s2<<16|s1), buf, len >= 0 -> new adler"),
    Contract("updateBytesCRC32", ("crc", "buf", "len"), "int", "UseCRC32Intrinsics", True,
             "_updateBytesCRC32", "plain crc, buf, len -> new crc (inverted on entry and exit)"),
    Contract("updateBytesCRC32C", ("crc", "buf", "len", "table"), "int", "UseCRC32CIntrinsics", True,
             "_updateBytesCRC32C", "inverted state, buf, len, table -> new state (no inversion)"),
]}
