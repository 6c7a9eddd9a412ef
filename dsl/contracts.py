"""HotSpot's calling contract for each stub (../shared/hotspot-contracts.md): the record and the lookup.

The contracts themselves are declared in stubs/<family>.py, each beside its stub's layout, reference
and Java workload (`stubs.declare`). The builder names argument registers from them, the HotSpot
emitter and the patch register stubs from them. The first lookup imports the declarations
(`stubs.load_all`), so importing the language imports no family, kernel or output format.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
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
    # C++ conditions HotSpot's own policy puts on the intrinsic besides the stub's extensions, which a
    # patch that turns the flag on keeps: "!AvoidUnalignedAccesses" for stubs that load misaligned
    # words (as HotSpot's CRC32 is gated), "UseAES" where HotSpot expects UseAES wherever the flag is.
    policy: tuple[str, ...] = ()
    # The code an added stub displaces, for the keep rule (jdk/dispatch.versus_rival): (stub, calls).
    # double_keccak's rival is two sha3_implCompress calls (two scalar permutations): it is registered
    # only where it is at least 5% faster than those on every modelled core.
    rival: tuple[str, int] | None = None


class _Contracts(Mapping):
    """stub -> Contract, filled by `stubs.declare`; the first read imports every declaration."""

    def __init__(self):
        self._by_stub: dict[str, Contract] = {}
        self._loaded = self._loading = False

    def add(self, c: Contract) -> None:
        old = self._by_stub.get(c.stub)
        if old is not None and old != c:
            raise ValueError(f"two different contracts for {c.stub}")
        self._by_stub[c.stub] = c

    def _all(self) -> dict[str, Contract]:
        # A read while the declarations are being imported sees those declared so far.
        if not (self._loaded or self._loading):
            self._loading = True
            try:
                importlib.import_module("stubforge.stubs").load_all()
                self._loaded = True
            finally:
                self._loading = False
        return self._by_stub

    def __getitem__(self, stub: str) -> Contract:
        return self._all()[stub]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


CONTRACTS = _Contracts()


def contract(stub: str) -> Contract:
    """The contract of `stub`; a KeyError names where to declare one."""
    try:
        return CONTRACTS[stub]
    except KeyError:
        raise KeyError(f"no HotSpot contract for {stub!r}: declare it in stubs/<family>.py") from None
