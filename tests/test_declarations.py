"""Issue 11, item 6: one place per stub. Each stub's contract, HotSpot layout and reference, and (where
HotSpot measures it) Java workload come from one `declare(...)` in one stubs/<family>.py module; the
rest of stubforge reads them from there; the language imports none of it when imported."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from stubforge import kernels, stubs
from stubforge.bench import hotspot_own as ho
from stubforge.dsl.contracts import CONTRACTS, Contract, contract
from stubforge.dsl.plainfn import PLAIN
from stubforge.jdk import jvm
from stubforge.sim.layouts import spec_for


def test_every_kernel_has_contract_and_layout_declared_in_one_module():
    decls = stubs.load_all()
    registry = kernels.load_all()
    assert registry and not kernels.LOAD_ERRORS
    for stub, kd in registry.items():
        d = decls[stub]
        assert d.module.startswith("stubforge.stubs."), stub
        assert d.contract is not None and kd.contract is d.contract is CONTRACTS[stub], stub
        assert spec_for(stub) is d.spec and type(d.spec).__module__ == d.module, stub
    for name in PLAIN:       # plain functions: the C signature is the contract, the layout declared
        assert decls[name].contract is None and spec_for(name) is decls[name].spec, name
    # No contract or layout from anywhere else.
    assert set(CONTRACTS) == {s for s, d in decls.items() if d.contract is not None}


def test_every_stub_hotspot_measures_has_its_workload_in_its_declaration():
    decls = stubs.load_all()
    measured = {s for _, names, _ in ho.CONFIGS.values() for s in names}
    assert measured and measured <= set(ho.STUBS)
    for stub in measured:
        d = decls[stub]
        assert d.workload is not None and ho.STUBS[stub].alg == d.workload.alg, stub
        assert d.workload.reference.__module__.startswith("stubforge.stubs."), stub
    assert ho.STUBS["aescrypt_encryptBlock"].block == 16 and ho.STUBS["updateBytesCRC32"].block == 0
    assert ho.STUBS["sha256_implCompress"].block == 64 and ho.STUBS["galoisCounterMode_AESCrypt"].min_size >= 7680
    # `stubforge jvm` reports the execution of every declared stub.
    assert set(jvm.DECLARED) == set(decls)


def test_the_java_drivers_get_their_algorithms_from_the_declarations():
    template = ho.JAVA_SRC.read_text()
    assert '"crc32"' not in template and "Adler32" not in template     # no per-algorithm code left
    src = ho.bench_source().read_text()
    cases = re.findall(r'^\s*case "([\w-]+)": \{$', src, re.M)
    assert cases == list(stubs.workloads())
    assert "import java.util.zip.CRC32;" in src and "// stubforge:" not in src
    checker = jvm.checker_source().read_text()
    assert "// stubforge:" not in checker
    for name, check in stubs.checks().items():
        assert f"{name}(data, rounds, lens);" in checker
        assert f"static void {name}(byte[] data, int rounds, int[] lens)" in checker
    assert jvm.ALGS == tuple(a for c in stubs.checks().values() for a in c.algs)
    assert set(jvm.expected(jvm.test_data(1), 1, lens=(0, 17))) == set(jvm.ALGS)


def test_a_stub_declared_twice_or_against_another_layout_is_refused():
    crc = stubs.load_all()["updateBytesCRC32"]
    with pytest.raises(ValueError, match="declared twice: in stubforge.stubs.checksum and in"):
        stubs.declare(crc.contract, crc.spec)
    adler = stubs.load_all()["updateBytesAdler32"]
    with pytest.raises(ValueError, match="the contract is for updateBytesCRC32, the layout for updateBytesAdler32"):
        stubs.declare(crc.contract, adler.spec)
    with pytest.raises(ValueError, match="two different contracts for updateBytesCRC32"):
        CONTRACTS.add(Contract("updateBytesCRC32", ("x",), None, "UseCRC32Intrinsics", True, "_x", ""))
    with pytest.raises(KeyError, match="declare it in stubs/<family>.py"):
        contract("ghash_processBlocks_wide")     # AArch64's and x86's, not declared here


def test_the_language_imports_no_kernel_output_format_simulator_or_declaration():
    code = ("import sys, pkgutil, importlib, stubforge.dsl as d\n"
            "for m in pkgutil.iter_modules(d.__path__): importlib.import_module('stubforge.dsl.' + m.name)\n"
            "print(sorted(n for n in sys.modules if n.split('.')[:2] in (['stubforge', p] for p in "
            "('kernels', 'emitters', 'sim', 'stubs', 'bench', 'jdk'))))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"
