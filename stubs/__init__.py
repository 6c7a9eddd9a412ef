"""Every stub's facts in one place: one module per stub family, one `declare(...)` per stub.

A declaration puts together what the rest of stubforge reads about a stub:

* its HotSpot calling contract (`dsl.contracts.Contract`: argument order, return, flag, StubRoutines
  field), from which the builder names `k.args` and the patch registers the stub;
* its `StubSpec` (sim.layouts): HotSpot's exact argument layout and the judge against an outside
  library, which `stubforge sim`, the tests and `stubforge bench` run;
* where HotSpot has a stub of its own, the Java `Workload` that reaches it in a JVM
  (jdk/java/StubBench.java runs it, bench/hotspot_own.py counts it) with the same answer from the
  outside library;
* the Java end-to-end `Check` that `stubforge jvm` runs (jdk/java/StubCheck.java) and its digests.

    declare(Contract("updateBytesAdler32", ("adler", "buf", "len"), "int", "UseAdler32Intrinsics", ...),
            Adler32(), workload=ADLER32_WORKLOAD, check=CHECKSUMS)

`load_all()` imports every module of this package; `dsl.contracts` and `sim.layouts.spec_for` call
it at their first lookup, so the language and the simulator import no family at import time.
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
from dataclasses import dataclass
from typing import Callable

from stubforge.dsl.contracts import CONTRACTS, Contract
from stubforge.sim.layouts import StubSpec, register

# StubBench's warm-up (jdk/java/StubBench.java): calls on this many bytes get the caller compiled by C2.
WARM_CALLS, WARM_SIZE = 600, 512


def bench_data(n: int) -> bytes:
    """The bytes StubBench.data(n) builds."""
    return bytes(((i * 167 + 13) ^ (i >> 9)) & 0xFF for i in range(n))


def bench_key(n: int) -> bytes:
    """The key StubBench.key(n) builds."""
    return bytes((i * 7 + 1) & 0xFF for i in range(n))


@dataclass(frozen=True)
class Workload:
    """One algorithm StubBench can run (`java StubBench ALG SIZE CALLS`).

    `java` is the body of its case in StubBench.op(): Java statements ending in `return <Op>;`, an
    Op being `(buf, n) -> byte[]` called WARM_CALLS times on WARM_SIZE bytes, then CALLS times on
    SIZE bytes (`finish(last)` is called once at the end; StubBench prints the tail of its result).
    StubBench's helpers `data(n)`, `key(n)`, `be64(v)` are in scope. `reference(data, calls)` is what
    StubBench prints, from an outside library: `data` is what the measured calls read (the warm-up's
    when CALLS is 0).

    `reaches`: the other stubs its measured calls may call in some release (a CBC workload reaches
    the single-block AES stub where HotSpot has no CBC stub): bench/hotspot_own.py never counts a
    stub in a JVM run where a second workload may call it too. `min_size`: the smallest call that
    reaches the stub (GCM's intrinsic only takes 7680 bytes and up), for the warm-up as well, so
    that C2 compiles the path that calls it."""
    alg: str
    java: str
    reference: Callable[[bytes, int], str]
    imports: tuple[str, ...] = ()
    reaches: tuple[str, ...] = ()
    min_size: int = 0

    @property
    def warm_size(self) -> int:
        """Bytes per warm-up call (StubBench's Op.warm())."""
        return max(WARM_SIZE, self.min_size)


@dataclass(frozen=True)
class Check:
    """One part of StubCheck (`stubforge jvm`): `java` is the body of a static method
    `void NAME(byte[] data, int rounds, int[] lens)` that prints `alg <sha-256 hex>` lines, one per
    name in `algs`; `expected(data, rounds, lens)` gives the same digests from outside libraries."""
    name: str
    algs: tuple[str, ...]
    java: str
    expected: Callable[[bytes, int, tuple], dict]
    imports: tuple[str, ...] = ()


@dataclass(frozen=True)
class Declaration:
    stub: str
    module: str                          # the stubs/ module that declared it
    contract: Contract | None            # None for a plain function (its C signature is its contract)
    spec: StubSpec
    workload: Workload | None = None     # how StubBench reaches HotSpot's own stub
    block: int = 0                       # bytes per call of a single-block stub (0: a stream stub)
    check: Check | None = None           # the StubCheck part that reaches it


DECLARATIONS: dict[str, Declaration] = {}


@dataclass(frozen=True)
class Intrinsic:
    """One upstream change, as a reviewer takes it: the stubs that belong together in one commit
    (`stubforge patch --series`), with what proves it. `title` names it in the subject ("RISC-V: Add
    AES/ECB intrinsics"); `test` is where its jtreg test goes (a path under test/hotspot/jtreg/ in
    upstream's place for the algorithm, without .java); `jmh` the upstream JMH benchmark a board owner
    runs to confirm the modelled figures; `upstream_tests` upstream's own jtreg tests of it (under
    test/hotspot/jtreg/, or a path from the tree's root when it starts with test/, e.g. test/jdk/...),
    which .ci/jtreg runs on the patched JVM. `later`: the series takes it after every intrinsic with
    a smaller value (then in declaration order), so that adding an intrinsic at the end leaves the
    commits of a series made before it as they were."""
    title: str
    stubs: tuple[str, ...]
    test: str
    jmh: str
    upstream_tests: tuple[str, ...] = ()
    later: int = 0          # series order: declaration order, those with a larger `later` after
    held: str = ""          # why a patch leaves it out unless its stubs are named (--kernels)
    module: str = ""        # the declaring module: series order is by module name, whatever imported it first
    test_lens: tuple[int, ...] = ()     # lengths its jtreg test adds to the Check's (where Java's threshold needs them)


INTRINSICS: list[Intrinsic] = []


def intrinsic(title: str, stubs: tuple[str, ...], *, test: str, jmh: str,
              upstream_tests: tuple[str, ...] = (), later: int = 0, held: str = "",
              test_lens: tuple[int, ...] = ()) -> Intrinsic:
    """Declare one intrinsic (a commit of an upstream series) of the calling module's family; the
    series takes them in declaration order (modules by name), those with a larger `later` after.
    `held` keeps it out of a patch made without --kernels, saying why (e.g. not yet built and run in
    a patched JVM)."""
    module = sys._getframe(1).f_globals.get("__name__", "?")
    i = Intrinsic(title, tuple(stubs), test, jmh, tuple(upstream_tests), later, held, module, tuple(test_lens))
    taken = {s: o.title for o in INTRINSICS for s in o.stubs}
    clash = [s for s in i.stubs if s in taken]
    if clash:
        raise ValueError(f"{clash[0]} belongs to intrinsic {taken[clash[0]]!r} already")
    INTRINSICS.append(i)
    return i


def declare(contract: Contract | None, spec: StubSpec, *, workload: Workload | None = None, block: int = 0,
            check: Check | None = None) -> Declaration:
    """Declare one stub (or, with contract None, one plain function) of the calling module's family."""
    module = sys._getframe(1).f_globals.get("__name__", "?")
    if contract is not None and contract.stub != spec.stub:
        raise ValueError(f"{module}: the contract is for {contract.stub}, the layout for {spec.stub}")
    old = DECLARATIONS.get(spec.stub)
    if old is not None and old.module != module:
        raise ValueError(f"{spec.stub} is declared twice: in {old.module} and in {module}")
    d = Declaration(spec.stub, module, contract, spec, workload, block, check)
    DECLARATIONS[spec.stub] = d
    if contract is not None:
        CONTRACTS.add(contract)
    register(spec)
    return d


def load_all() -> dict[str, Declaration]:
    """Every family module imported once (in name order); the declarations by stub."""
    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{m.name}")
    return DECLARATIONS


def intrinsics() -> list[Intrinsic]:
    """Every declared intrinsic, in series order."""
    load_all()
    # by module name, not import order: a family that imports another's helpers (md5sha1 from sha)
    # must not move that family's commits; stable, so declaration order within a module
    return sorted(INTRINSICS, key=lambda i: (i.later, i.module))


def held_back() -> dict[str, str]:
    """The stubs a default patch leaves out, with the reason their intrinsic gives."""
    return {stub: i.held for i in intrinsics() if i.held for stub in i.stubs}


def workloads() -> dict[str, Workload]:
    """StubBench's algorithms by name, in declaration order."""
    return {d.workload.alg: d.workload for d in load_all().values() if d.workload is not None}


def checks() -> dict[str, Check]:
    """StubCheck's parts by name, in declaration order, those of a `later` intrinsic last: ML-KEM's
    part hashes with SHA-3 and SHAKE through DigestBase, and run first it left C2 compiling
    DigestBase's multi-block loop without the SHA-512 stub (stock 26 never executed it)."""
    later = {s: i.later for i in intrinsics() for s in i.stubs}
    decls = sorted(load_all().values(), key=lambda d: later.get(d.stub, 0))      # stable
    return {d.check.name: d.check for d in decls if d.check is not None}
