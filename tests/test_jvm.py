"""sim/jvm.py: the Java checker and its references agree on a host JVM; the VM-log reader; and, when
STUBFORGE_RV64_JAVA / STUBFORGE_RV64_SYSROOT name a riscv64 Java home and its sysroot (`.ci/riscv64-jre`
prints both), the whole end-to-end run under QEMU -- with STUBFORGE_RV64_LIBJVM, on a HotSpot built
with stubforge's patch, and STUBFORGE_RV64_EXPECT_STUBS listing the stubs whose code must have executed."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from stubforge.jdk import jvm

HOST_JAVA = shutil.which("java")
needs_host_jdk = pytest.mark.skipif(not (HOST_JAVA and shutil.which("javac")), reason="no host JDK (java, javac)")


@needs_host_jdk
def test_checker_matches_the_references_on_the_host_jvm(tmp_path):
    """The host JVM's own CRC32/CRC32C/Adler32/AES (and x86 intrinsics) against zlib, crc32c and
    pycryptodome: if the checker or the reference side misread Java's semantics (CTR's counter, the
    second update, Adler32's seed) a digest differs."""
    classes = jvm.compile_checker()
    data = tmp_path / "data.bin"
    data.write_bytes(jvm.test_data())
    r = subprocess.run([HOST_JAVA, "-cp", str(classes), "StubCheck", str(data), "2", ",".join(map(str, jvm.LENS))],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    got = dict(re.findall(r"^([\w-]+) ([0-9a-f]{64})$", r.stdout, re.M))
    # ML-KEM and ML-DSA are in Java 24 and up: an older host JVM says so, and only they are left unchecked
    unavailable = set(re.findall(r"^([\w-]+) unavailable$", r.stdout, re.M))
    assert unavailable <= {"ml-kem-768", "ml-dsa-65"}
    assert got == {k: v for k, v in jvm.expected(jvm.test_data(), 2).items() if k not in unavailable}
    assert set(got) | unavailable == set(jvm.ALGS)


def test_expected_digests_depend_on_every_algorithm_input():
    a = jvm.expected(jvm.test_data(1), 1, lens=(0, 17, 64))
    b = jvm.expected(jvm.test_data(2), 1, lens=(0, 17, 64))
    assert all(a[k] != b[k] for k in a)
    assert jvm.expected(jvm.test_data(1), 2, lens=(0, 17, 64)) != a


def _code(name, start, size):
    from stubforge.bench.hotspot_own import StubCode
    return StubCode(name, start, start + size, bytes(size))


def test_executed_stubs_are_those_with_a_logged_block_in_their_range():
    """QEMU's `-d exec` lines (the guest pc is the second bracketed field): a block at a stub's first
    byte, inside it, or nowhere in it; the end of a range is exclusive."""
    ranges = {"updateBytesCRC32": _code("updateBytesCRC32", 0x4000, 0x100),
              "aescrypt_encryptBlock": _code("aescrypt_encryptBlock", 0x5000, 0x80),
              "updateBytesAdler32": _code("updateBytesAdler32", 0x6000, 0x40),
              "sha256_implCompress": _code("sha256_implCompress", 0x7000, 0x40)}
    log = ("Trace 0: 0x7f1200001000 [00000000/0000000000004000/020284f8/00000200] \n"
           "Trace 0: 0x7f1200001100 [00000000/0000000000005078/020284f8/00000200] \n"
           "Trace 0: 0x7f1200001200 [00000000/0000000000006040/020284f8/00000200] \n"
           "Linking TBs 0x7f1200001000 index 0 -> 0x7f1200001100\n")
    assert jvm.executed(ranges, log) == {"updateBytesCRC32", "aescrypt_encryptBlock"}
    assert jvm.executed(ranges, "") == set()


def test_a_stub_that_moved_between_the_runs_is_named():
    ranges = {"updateBytesCRC32": _code("updateBytesCRC32", 0x4000, 0x4)}
    same = ("StubRoutines::updateBytesCRC32_stub (stub gen) [0x0000000000004000, 0x0000000000004004] (4 bytes)\n"
            "[MachCode]\n  0x0000000000004000: 0000 0000\n[/MachCode]\n")
    assert jvm.moved_stubs(ranges, same) == []
    assert jvm.moved_stubs(ranges, same.replace("4000", "4800").replace("4004", "4804")) == ["updateBytesCRC32"]
    assert jvm.moved_stubs(ranges, "") == ["updateBytesCRC32"]


def test_missing_java_home_is_a_clear_error(tmp_path):
    with pytest.raises(jvm.JvmError, match="does not exist: --java names the riscv64 Java home"):
        jvm.Jvm(tmp_path / "nope", tmp_path)


RV64_JAVA = os.environ.get("STUBFORGE_RV64_JAVA")
RV64_SYSROOT = os.environ.get("STUBFORGE_RV64_SYSROOT")
RV64_LIBJVM = os.environ.get("STUBFORGE_RV64_LIBJVM") or None


@pytest.mark.long
@pytest.mark.skipif(not (RV64_JAVA and RV64_SYSROOT),
                    reason="set STUBFORGE_RV64_JAVA and STUBFORGE_RV64_SYSROOT to a riscv64 Java home and its sysroot")
def test_riscv64_jvm_end_to_end():
    """Every run gives the outside references' digests; with the intrinsics on, the code of every
    stub the JVM generated executed under C2 (-Xbatch: every caller compiled at the threshold), from
    QEMU's log of the stubs' address ranges, and of the STUBFORGE_RV64_EXPECT_STUBS list too (a
    patched build: those it must have generated); with them off no stub is generated, so none
    executed. The tiered run compiles in the background: its list is reported, not asserted."""
    expect = {s for s in os.environ.get("STUBFORGE_RV64_EXPECT_STUBS", "").split(",") if s}
    want, runs = jvm.check(RV64_JAVA, RV64_SYSROOT, (128,), rounds=20, libjvm=RV64_LIBJVM)
    for r in runs:
        assert not r.error, r.error
        assert r.digests == want, r.label
    by = {r.label: r for r in runs}
    on = by[jvm.C2_ON]
    assert on.stubs_generated and on.stubs_generated | expect <= on.stubs_executed, \
        sorted((on.stubs_generated | expect) - on.stubs_executed)
    assert by[jvm.C2_OFF].stubs_executed == set()


@pytest.mark.skipif(not (RV64_JAVA and RV64_SYSROOT and RV64_LIBJVM),
                    reason="set STUBFORGE_RV64_LIBJVM to a libjvm.so from .ci/build-hotspot 26 (with its "
                           "stubforge.patch beside it)")
def test_every_dispatcher_arm_the_tree_can_reach_is_generated_and_correct():
    """The patched JVM in CPU configurations that take every arm: each stub is, byte for byte, the
    variant its dispatcher names for that CPU, and Java's answers through them are right."""
    from pathlib import Path

    from stubforge.jdk import dispatch_check as dc
    patch = (Path(RV64_LIBJVM).parent / "stubforge.patch").read_text()
    d = dc.run(RV64_JAVA, RV64_SYSROOT, RV64_LIBJVM, patch, (256,), rounds=20)   # ChaCha20 needs 256
    want = jvm.expected(jvm.test_data(), 20)
    for r in d.checks:
        assert not r.error, (r.label, r.error)
        assert r.digests == want, r.label
    assert all(s.ok for s in d.seen), [s for s in d.seen if not s.ok]
    generated = {(s.stub, s.generated) for s in d.seen}
    assert {("updateBytesCRC32", "zvbc"), ("updateBytesCRC32", "rvv"), ("updateBytesCRC32", "zba"),
            ("updateBytesCRC32C", "base"), ("poly1305_processBlocks", "base"), ("chacha20Block", "v"),
            ("chacha20Block", "zvkb"), ("aescrypt_encryptBlock", "default"),
            ("sha256_implCompressMB", "default")} <= generated
    # What stays untaken is only HotSpot's own below a dispatch, on CPUs where the intrinsic is off.
    assert all(pick == dc.HOTSPOT for _, pick in d.untaken), d.untaken


def test_a_missing_reference_is_one_line_not_a_traceback(monkeypatch):
    """kyber-py missing from an older virtual environment made `stubforge jvm` end in a traceback."""
    from stubforge import stubs

    def missing(*_):
        raise ModuleNotFoundError("No module named 'kyber_py'", name="kyber_py")
    import dataclasses
    check = dataclasses.replace(next(iter(stubs.checks().values())), expected=missing)
    monkeypatch.setattr(stubs, "checks", lambda: {check.name: check})
    with pytest.raises(jvm.JvmError, match=f"the reference for the {check.name} check is not installed "
                                           "\\(no module kyber_py\\)"):
        jvm.expected(jvm.test_data(1), 1, lens=(0,))
