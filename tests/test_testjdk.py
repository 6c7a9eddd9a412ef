"""jdk/testjdk.py: the riscv64 JDK jtreg takes as -jdk: its bin/java runs on this (amd64) host, is the
riscv64 JVM under QEMU (os.arch says so), and has the CPU configuration's flags on; a directory it did
not write is never overwritten. Needs STUBFORGE_RV64_JAVA / STUBFORGE_RV64_SYSROOT (`.ci/riscv64-jre`
prints both; .ci/run sets them)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from stubforge.jdk import testjdk

RV64_JAVA = os.environ.get("STUBFORGE_RV64_JAVA")
RV64_SYSROOT = os.environ.get("STUBFORGE_RV64_SYSROOT")
needs_rv64 = pytest.mark.skipif(not (RV64_JAVA and RV64_SYSROOT),
                                reason="set STUBFORGE_RV64_JAVA and STUBFORGE_RV64_SYSROOT (bash .ci/riscv64-jre 27)")


@needs_rv64
def test_the_wrapper_jdk_runs_the_riscv64_jvm_with_the_configuration_flags(tmp_path):
    out = testjdk.make_test_jdk(RV64_JAVA, RV64_SYSROOT, tmp_path / "jdk", vlen=256)
    for entry in ("release", "lib", "conf"):
        assert (out / entry).exists(), entry
    r = subprocess.run([str(out / "bin" / "java"), "-XshowSettings:properties", "-XX:+PrintFlagsFinal", "-version"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "os.arch = riscv64" in r.stderr
    flags = dict(line.split()[1::2][:2] for line in r.stdout.splitlines() if line.count("=") == 1 and "{" in line)
    assert flags.get("UseRVV") == "true"
    # 26 and later have UseZvkn; vector crypto is opt-in there, so the wrapper must have turned it on.
    if "UseZvkn" in flags:
        assert flags["UseZvkn"] == "true"
    # A second write replaces the first (jtreg's work directory is reused from run to run).
    again = testjdk.make_test_jdk(RV64_JAVA, RV64_SYSROOT, out, vlen=128)
    assert "vlen=128" in (again / "bin" / "java").read_text()


@needs_rv64
def test_a_test_can_start_another_jvm_through_the_wrapper(tmp_path):
    """jtreg `driver` tests start the JVM under test from inside the riscv64 JVM (ProcessTools). With
    the JDK's default launcher that execs lib/jspawnhelper, a riscv64 binary the host cannot run, and
    every such test failed with "Failed to exec spawn helper" (exit 127) on a real 27 run."""
    from stubforge.jdk.jvm import JvmError, host_javac
    try:
        javac = host_javac()
    except JvmError as e:
        pytest.skip(str(e))
    src = tmp_path / "Spawn.java"
    src.write_text("public class Spawn { public static void main(String[] a) throws Exception {\n"
                   "  Process p = new ProcessBuilder(a[0], \"-XshowSettings:properties\", \"-version\")"
                   ".redirectErrorStream(true).start();\n"
                   "  String out = new String(p.getInputStream().readAllBytes());\n"
                   "  System.out.println((p.waitFor() == 0 && out.contains(\"os.arch = riscv64\")) ? \"CHILD OK\" : out);\n"
                   "} }\n")
    subprocess.run([javac, "--release", "17", "-d", str(tmp_path), str(src)], check=True, timeout=300)
    out = testjdk.make_test_jdk(RV64_JAVA, RV64_SYSROOT, tmp_path / "jdk", vlen=128)
    java = str(out / "bin" / "java")
    r = subprocess.run([java, "-cp", str(tmp_path), "Spawn", java], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "CHILD OK" in r.stdout, r.stdout[-2000:]


def test_a_directory_it_did_not_write_is_refused_with_one_line(tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "keep.txt").write_text("x")
    r = subprocess.run([sys.executable, "-m", "stubforge.jdk.testjdk", "--java", str(tmp_path / "nojdk"),
                        "--sysroot", str(tmp_path), "--out", str(tmp_path / "mine")], capture_output=True, text=True)
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and "testjdk:" in r.stderr
    assert (tmp_path / "mine" / "keep.txt").read_text() == "x"
