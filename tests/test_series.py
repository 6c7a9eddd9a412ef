"""`stubforge patch --series`: one format-patch per intrinsic, applying in order, each with its jtreg
test, copyright years and figures."""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from stubforge import kernels, stubs
from stubforge.jdk import series
from stubforge.jdk import patch as jdkpatch

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
needs_javac = pytest.mark.skipif(shutil.which("javac") is None or shutil.which("java") is None,
                                 reason="no host JDK")
HEADER = """/*
 * Copyright (c) 2003, 2025, Oracle and/or its affiliates. All rights reserved.
 * Copyright (c) 2020, 2023, Huawei Technologies Co., Ltd. All rights reserved.
 * DO NOT ALTER OR REMOVE COPYRIGHT NOTICES OR THIS FILE HEADER.
 */
"""


def git_tree(tmp_path) -> Path:
    """The mainline fixture as a git checkout, its files given an OpenJDK copyright header."""
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    for f in (root / "src/hotspot/cpu/riscv").iterdir():
        f.write_text(HEADER + f.read_text())
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run(["git", "-C", str(root), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
                   check=True)
    return root


def every_variant():
    return [kernels.get(s).build(v) for s in ("updateBytesAdler32", "electronicCodeBook_encryptAESCrypt",
                                              "electronicCodeBook_decryptAESCrypt", "chacha20Block")
            for v in kernels.get(s).variants]


@needs_git
def test_a_series_applies_commit_by_commit_one_intrinsic_each(tmp_path):
    root = git_tree(tmp_path)
    s = series.build(root, every_variant(), force=True, year=2026, author="A Person <a@example.org>")
    assert [c.intrinsic.title for c in s.commits] == ["AES/ECB", "ChaCha20", "Adler32"]
    written = series.write(s, tmp_path / "out")
    assert [p.name for p in written] == ["0001-RISC-V-Add-AES-ECB-intrinsics.patch",
                                         "0001-RISC-V-Add-AES-ECB-intrinsics.pr.md",
                                         "0002-RISC-V-Add-ChaCha20-intrinsic.patch",
                                         "0002-RISC-V-Add-ChaCha20-intrinsic.pr.md",
                                         "0003-RISC-V-Add-Adler32-intrinsic.patch",
                                         "0003-RISC-V-Add-Adler32-intrinsic.pr.md", "board"]
    # the board owner's kit: one line per commit, its dispatch arms as the jtreg test's @run lines
    kit = (tmp_path / "out/board/intrinsics.txt").read_text().splitlines()
    assert [ln.split(" | ")[:2] for ln in kit[1:]] == [["AES/ECB", "aes-ecb"], ["ChaCha20", "chacha20"],
                                                      ["Adler32", "adler32"]]
    for line, c in zip(kit[1:], s.commits):
        assert line.split(" | ")[3] == " ; ".join(" ".join(a) for a in c.arms) and c.arms[0] == ()
    assert os.access(tmp_path / "out/board/run.sh", os.X_OK) and (tmp_path / "out/board/Board.java").is_file()
    assert series.write(s, tmp_path / "out") == written          # written again over itself: no stranger
    paths = [p for p in written if p.suffix == ".patch"]
    for i, path in enumerate(paths, 1):
        text = path.read_text()
        assert f"Subject: [PATCH {i}/3] 0000000: RISC-V: " in text and "From: A Person <a@example.org>" in text
        r = subprocess.run(["git", "-C", str(root), "apply", "--check", str(path)], capture_output=True, text=True)
        assert r.returncode == 0, (path.name, r.stderr)
        subprocess.run(["git", "-C", str(root), "apply", str(path)], check=True)
    # each commit adds its own intrinsic's stubs and no other's (context lines may show a neighbour)
    ecb, chacha, adler = ("\n".join(ln for ln in p.read_text().splitlines() if ln.startswith("+")) for p in paths)
    assert "generate_electronicCodeBook_encryptAESCrypt" in ecb and "generate_chacha20Block" not in ecb
    assert "generate_updateBytesAdler32" not in chacha and "generate_electronicCodeBook" not in adler
    # the tree now holds exactly what one patch of everything would give
    assert jdkpatch.build(root, every_variant(), force=True).changed == []


@needs_git
def test_each_commit_has_its_jtreg_test_copyright_and_testing_notes(tmp_path):
    root = git_tree(tmp_path)
    s = series.build(root, every_variant(), force=True, year=2026)
    ecb = s.commits[0]
    test = [new for rel, old, new in ecb.files if rel.startswith("test/")]
    assert [rel for rel, _, _ in ecb.files if rel.startswith("test/")] == [
        "test/hotspot/jtreg/compiler/codegen/aes/TestAESECBRiscv.java"]
    src = test[0]
    assert "package compiler.codegen.aes;" in src and "public class TestAESECBRiscv {" in src
    assert "@run driver compiler.codegen.aes.TestAESECBRiscv" in src and '@requires os.arch == "riscv64"' in src
    assert '"-XX:-UseAESIntrinsics"' in src and '"-XX:+UseAESIntrinsics"' in src
    # a file the series adds is its author's (git's identity), not Oracle's; no placeholder @bug
    holder = re.search(r"Copyright \(c\) 2026, ([^.]+)\. All rights reserved\.", src).group(1)
    assert holder == jdkpatch.git_identity()[0].split(" <")[0] and "Oracle" not in src.split("*/")[0].split(
        "All rights reserved.")[0]
    assert "@bug" not in src
    # proof the stub ran, upstream's way: C2's -XX:+PrintIntrinsics names each method it replaced
    assert '"-XX:+PrintIntrinsics"' in src
    assert '"com.sun.crypto.provider.ElectronicCodeBook::implECBEncrypt"' in src
    assert '"com.sun.crypto.provider.ElectronicCodeBook::implECBDecrypt"' in src
    # V as upstream spells it; Zvkn is not detected by a product build (its flag is experimental): an
    # @run turns it on instead
    assert 'vm.cpu.features ~= ".*rvv.*"' in src and "zvkn.*" not in src
    assert re.search(r"(?m)^ \* @run driver compiler\.codegen\.aes\.TestAESECBRiscv -XX:\+UseZvkn$", src)
    sg = next(new for rel, _, new in ecb.files if rel.endswith("stubGenerator_riscv.cpp"))
    assert " * Copyright (c) 2003, 2026, Oracle and/or its affiliates. All rights reserved." in sg
    assert " * Copyright (c) 2020, 2023, Huawei Technologies Co., Ltd. All rights reserved." in sg
    assert "- jtreg `compiler/codegen/aes/TestAESECBRiscv.java` (new)" in ecb.pr
    assert 'make test TEST="micro:org.openjdk.bench.javax.crypto.full.AESBench"' in ecb.pr
    assert "stubforge" not in src.split("All rights reserved.", 1)[1]       # (the test identity's name aside)


@needs_git
def test_commits_are_upstream_s_and_the_evidence_is_in_the_pr_description(tmp_path, monkeypatch):
    """A commit is `NNNNNNN: RISC-V: <summary>` and nothing else, from the user's git identity and
    dated when it was made; what a reviewer weighs (what the stub does, its CPUs, HotSpot's own
    against ours per core model, the tests, the board command) is the PR description beside it."""
    monkeypatch.setenv("GIT_AUTHOR_NAME", "Jo Engineer")
    monkeypatch.setenv("GIT_AUTHOR_EMAIL", "jo@example.org")
    monkeypatch.setenv("GIT_AUTHOR_DATE", "1795900000 +0100")
    root = git_tree(tmp_path)
    s = series.build(root, every_variant(), year=2026, bug="8370001")
    assert s.commits, s.kept
    for c in s.commits:
        assert c.subject.startswith("8370001: RISC-V: ") and c.message == ""
        head, _, rest = c.text.partition("\n---\n")
        assert "From: Jo Engineer <jo@example.org>" in head
        assert "Date: Sat, 28 Nov 2026 22:06:40 +0100" in head
        assert head.rstrip().endswith(f"Subject: [PATCH {c.number}/{len(s.commits)}] {c.subject}")
        pr = c.pr
        assert pr.startswith(f"# {c.subject}\n") and "## What it does" in pr and "## Testing" in pr
        assert "## To confirm on hardware" in pr and "make test TEST=" in pr
    adler = next(c for c in s.commits if c.intrinsic.title == "Adler32")
    head = next(ln for ln in adler.pr.splitlines() if ln.startswith("| stub |"))
    table = [ln for ln in adler.pr.splitlines() if ln.startswith("| updateBytesAdler32 |")]
    assert "sifive-p670: HotSpot's -> ours" in head and table      # named core models, figures both sides
    assert all(ln.count("|") == head.count("|") for ln in table)
    # the fixture's release (mainline) has no record of HotSpot's own: its side is "-"
    assert all(re.search(r"\| ours \(\w+\) \| - -> \d+\.\d{3} \|", ln) for ln in table), table
    assert re.search(r"llvm-mca 22, sifive-p670", adler.pr)
    # jvm reads the functions back from the PR description (dispatch_check.FUNCTION_LINE)
    assert jdkpatch.FUNCTION_LINE.search(adler.pr)


def test_without_an_identity_a_series_says_how_to_give_one(tmp_path, monkeypatch):
    for v in ("GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "EMAIL"):
        monkeypatch.delenv(v, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "none"))
    monkeypatch.chdir(tmp_path)
    ident = subprocess.run(["git", "var", "GIT_AUTHOR_IDENT"], capture_output=True, text=True)
    if ident.returncode == 0:
        pytest.skip("git derives an identity from this host's name")   # not a case that fails here
    with pytest.raises(jdkpatch.PatchError, match=r"user\.name.*--author"):
        jdkpatch.git_identity()


def test_copyright_lines():
    u = series.update_copyright
    text = HEADER + "int x;\n"
    assert " * Copyright (c) 2020, 2026, Huawei Technologies Co., Ltd. All rights reserved." in \
        u(text, 2026, "Huawei Technologies Co., Ltd")
    one = text.replace("2003, 2025", "2026")
    assert u(one, 2026) == one                                # already this year: unchanged
    added = u(text, 2026, "Rivos Inc")
    lines = added.splitlines()
    assert lines[3] == " * Copyright (c) 2026, Rivos Inc. All rights reserved." and lines[2].startswith(" * Copyright")
    assert u("int x;\n", 2026) == "int x;\n"                 # no header: nothing to update


def test_every_stub_belongs_to_one_declared_intrinsic():
    from stubforge.dsl.contracts import CONTRACTS
    owners = [s for i in stubs.intrinsics() for s in i.stubs]
    assert sorted(owners) == sorted(CONTRACTS) and len(owners) == len(set(owners))
    assert all(re.fullmatch(r"compiler/[a-z0-9/]+/Test\w+", i.test) for i in stubs.intrinsics())


def test_each_jtreg_test_keeps_its_own_result_lines():
    """The jtreg test keeps only the child VM's result lines (`name <sha-256 hex>`), by a Java regex:
    every name its Check prints must match it (SHA-3's `sha3_224` once did not, so its test failed
    on the patched 27 with "no results" although the VM had printed them)."""
    for intr in stubs.intrinsics():
        _, src = series.jtreg_test(intr, 2026)
        pattern = re.search(r'line\.matches\("([^"]+)"\)', src).group(1)
        decls = stubs.load_all()
        check = next(decls[s].check for s in intr.stubs if decls[s].check is not None)
        for name in check.algs:
            assert re.fullmatch(pattern, f"{name} {'0' * 64}"), (intr.title, name, pattern)


def _renamed(test: Path, where: Path, old: str, new: str) -> Path:
    where.mkdir(parents=True, exist_ok=True)
    out = where / test.name
    out.write_text(test.read_text().replace(old, new))
    return out


@needs_javac
def test_the_jtreg_test_compiles_and_compares_on_against_off(tmp_path):
    """Compiled with javac against a small stand-in of jdk.test.lib's ProcessTools (child VMs of the
    host JDK), the CRC32C test runs its workload with the intrinsic off and on and finds them equal;
    a child that prints a different result makes it fail."""
    intr = next(i for i in stubs.intrinsics() if i.title == "CRC32C")
    rel, src = series.jtreg_test(intr, 2026)
    lib = tmp_path / "lib/jdk/test/lib/process"
    lib.mkdir(parents=True)
    (lib / "OutputAnalyzer.java").write_text(
        "package jdk.test.lib.process;\npublic class OutputAnalyzer {\n  final String out; final int code;\n"
        "  OutputAnalyzer(String o, int c) { out = o; code = c; }\n  public String getStdout() { return out; }\n"
        "  public OutputAnalyzer shouldHaveExitValue(int v) { if (code != v) throw new RuntimeException(out); "
        "return this; }\n}\n")
    (tmp_path / "lib/jtreg").mkdir(parents=True)
    (tmp_path / "lib/jtreg/SkippedException.java").write_text(
        "package jtreg;\npublic class SkippedException extends RuntimeException {\n"
        "  public SkippedException(String s) { super(s); }\n}\n")
    (lib / "ProcessTools.java").write_text(
        "package jdk.test.lib.process;\nimport java.util.*;\npublic class ProcessTools {\n"
        "  public static OutputAnalyzer executeTestJava(List<String> a) throws Exception {\n"
        "    List<String> c = new ArrayList<>(List.of(System.getProperty(\"java.home\") + \"/bin/java\", \"-cp\","
        " System.getProperty(\"java.class.path\")));\n    c.addAll(a);\n"
        "    if (System.getenv(\"SKEW\") != null && a.contains(\"-XX:+UseCRC32CIntrinsics\")) c.add(\"skew\");\n"
        "    Process p = new ProcessBuilder(c).start();\n    String o = new String(p.getInputStream().readAllBytes());\n"
        "    return new OutputAnalyzer(o, p.waitFor());\n  }\n}\n")
    test = tmp_path / Path(rel).name
    # a child run with an extra argument prints a wrong digest: the driver must notice
    test.write_text(src.replace('if (args.length == 1 && args[0].equals("run")) {',
                                'if (args.length == 2) { System.out.println("crc32 " + "0".repeat(64)); return; }\n'
                                '        if (args.length == 1 && args[0].equals("run")) {'))
    classes = tmp_path / "classes"
    subprocess.run(["javac", "-d", str(classes), *map(str, lib.glob("*.java")),
                    str(tmp_path / "lib/jtreg/SkippedException.java"), str(test)], check=True)
    cls = "compiler.intrinsics.zip.TestCRC32CRiscv"
    ok = subprocess.run(["java", "-cp", str(classes), cls], capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stderr
    assert re.search(r"(?m)^crc32c [0-9a-f]{64}$", ok.stdout)
    # the host's own C2 intrinsic (x86-64's CRC32C) is what -XX:+PrintIntrinsics must name; a method
    # it never names fails the test
    unknown = subprocess.run(["javac", "-d", str(classes), *map(str, lib.glob("*.java")),
                              str(tmp_path / "lib/jtreg/SkippedException.java"),
                              str(_renamed(test, tmp_path / "u", "java.util.zip.CRC32C::updateBytes",
                                           "java.util.zip.CRC32C::noSuchMethod"))], capture_output=True, text=True)
    assert unknown.returncode == 0, unknown.stderr
    never = subprocess.run(["java", "-cp", str(classes), cls], capture_output=True, text=True, timeout=300)
    assert never.returncode != 0 and "noSuchMethod was not compiled to its intrinsic" in never.stderr
    subprocess.run(["javac", "-d", str(classes), *map(str, lib.glob("*.java")),
                    str(tmp_path / "lib/jtreg/SkippedException.java"), str(test)], check=True)
    bad = subprocess.run(["java", "-cp", str(classes), cls], capture_output=True, text=True, timeout=300,
                         env={"SKEW": "1", "PATH": "/usr/bin:/bin"})
    assert bad.returncode != 0 and "intrinsic on and off disagree" in bad.stderr


@needs_git
def test_a_fixture_tree_says_what_it_cannot_see(tmp_path):
    """The mainline fixture holds only anchor lines: every intrinsic looks new there (AES, ChaCha20 and
    Adler32, which mainline has, would be 'Add'ed), so the series names them instead of passing for
    mainline's; a real tree (one holding generate_call_stub) gets no such note."""
    root = git_tree(tmp_path)
    s = series.build(root, every_variant(), force=True, year=2026)
    assert series.anchor_only(root) and s.unseen == ["AES/ECB", "ChaCha20", "Adler32"]
    sg = root / "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"
    sg.write_text(sg.read_text().replace("class StubGenerator", "address generate_call_stub(int x) { }\nclass StubGenerator", 1))
    assert not series.anchor_only(root)


def test_a_run_line_per_arm_of_the_dispatch():
    """One @run per arm of the stubs' per-CPU dispatch, first the CPU's own choice: an arm's own flags
    on (experimental ones are off by default), one flag of each earlier arm off; nothing after an arm
    that always holds; an arm held by a flag being off turns it off."""
    from types import SimpleNamespace
    H = jdkpatch.dispatch.HOTSPOT
    crc = SimpleNamespace(stub="updateBytesCRC32", extensions=("v", "zba"), branches=[
        ((("UseZvbc", True),), "zvbc"), ((("UseRVV", True),), "rvv"), ((), H), ((("UseZba", True),), "never")])
    assert series.dispatch_arms([crc]) == [(), ("-XX:+UseZvbc",), ("-XX:-UseZvbc", "-XX:+UseRVV"),
                                           ("-XX:-UseZvbc", "-XX:-UseRVV")]
    neg = SimpleNamespace(stub="sha1_implCompress", extensions=("zbb",), branches=[((("UseZbb", False),), H), ((), "zbb")])
    assert series.dispatch_arms([neg]) == [(), ("-XX:-UseZbb",)]
    intr = next(i for i in stubs.intrinsics() if i.title == "CRC32")
    _, src = series.jtreg_test(intr, 2026, "A Person", [crc])
    runs = re.findall(r"(?m)^ \* @run driver compiler\.intrinsics\.zip\.TestCRC32Riscv(.*)$", src)
    assert runs == ["", " -XX:+UseZvbc", " -XX:-UseZvbc -XX:+UseRVV", " -XX:-UseZvbc -XX:-UseRVV"]
    assert '"java.util.zip.CRC32::updateBytes0"' in src and "Copyright (c) 2026, A Person." in src
    # an experimental extension flag (a product build detects no Zvbc) gets an arm of its own first
    zvbc = SimpleNamespace(stub="updateBytesCRC32C", extensions=("v", "zvbc"), branches=[((), "zvbc")])
    assert series.dispatch_arms([zvbc]) == [(), ("-XX:+UseZvbc",)]


def test_the_gcm_test_reaches_the_stub():
    """GaloisCounterMode hands only calls of 7,680 bytes and more to its intrinsic: the GCM test has
    lengths whose encryption, split at a third, reaches it in both parts, and one whose decryption
    alone does."""
    intr = next(i for i in stubs.intrinsics() if "galoisCounterMode_AESCrypt" in i.stubs)
    _, src = series.jtreg_test(intr, 2026)
    lens = [int(x) for x in re.search(r"int\[\] lens = \{ ([0-9, ]+) \};", src).group(1).split(", ")]
    assert any(n // 3 >= 7680 for n in lens) and any(n < 3 * 7680 <= 3 * n and n // 3 < 7680 for n in lens)
    assert '"com.sun.crypto.provider.GaloisCounterMode::implGCMCrypt0"' in src


def _jdk21():
    """An amd64 JDK 21 or later with javac (the kit's benchmark calls javax.crypto.KEM): /usr/lib/jvm's,
    or .ci/boot-jdk's."""
    root = Path(__file__).resolve().parent.parent
    for home in sorted(Path("/usr/lib/jvm").glob("*")) + sorted((root / ".cache").glob("bootjdk-*/usr/lib/jvm/*")):
        release = home / "release"
        if (home / "bin/javac").is_file() and release.is_file():
            m = re.search(r'JAVA_VERSION="(\d+)', release.read_text())
            if m and int(m.group(1)) >= 21:
                return home
    return None


@needs_git
def test_the_board_kit_runs_jmh_and_prints_the_table(tmp_path):
    """The kit a series carries, run as a board owner would (`sh board/run.sh PATCHED STOCK --quick`)
    with this machine's amd64 JDK as both: it fetches JMH 1.37 from Maven Central, builds the
    benchmark, runs it intrinsic off, on the unpatched JDK and on each arm, and prints one table whose
    rows say MB/s or why an arm did not run (an amd64 JDK knows no RISC-V extension flag). Bad input:
    one line and exit 2."""
    jdk = _jdk21()
    if jdk is None:
        pytest.skip("the board kit needs an amd64 JDK 21 or later with javac: `bash .ci/boot-jdk 27` first")
    root = git_tree(tmp_path)
    s = series.build(root, every_variant(), force=True, year=2026)
    series.write(s, tmp_path / "out")
    run = tmp_path / "out/board/run.sh"
    bad = subprocess.run(["sh", str(run)], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.startswith("usage: sh ")
    r = subprocess.run(["sh", str(run), str(jdk), str(jdk), "--quick", "--only", "Adler32"], capture_output=True,
                       text=True, timeout=600, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    out = r.stdout
    assert out.startswith("CPU: ") and "| intrinsic | run | VM flags | bytes a call | MB/s | vs intrinsic off |" in out
    assert re.search(r"(?m)^\| Adler32 \| intrinsic off \| -XX:-UseAdler32Intrinsics \| 4096 \| [0-9.]+ \| - \|$", out)
    assert re.search(r"(?m)^\| Adler32 \| unpatched JDK \|  \| 4096 \| [0-9.]+ \| [0-9.]+x \|$", out)
    assert re.search(r"(?m)^\| Adler32 \| patched, this CPU's choice \| .*-XX:\+UseAdler32Intrinsics \| ", out)
    assert "ChaCha20" not in out and "functional check, not a measurement" in out
    nojdk = subprocess.run(["sh", str(run), str(tmp_path / "none"), "--quick"], capture_output=True, text=True,
                           env={**os.environ, "BOARD_JAVA": str(jdk / "bin/java"), "BOARD_JAVAC": str(jdk / "bin/javac")},
                           timeout=300)
    assert nojdk.returncode == 2 and f"board: {tmp_path / 'none'} has no bin/java" in nojdk.stderr


@pytest.mark.long
@pytest.mark.skipif(not (os.environ.get("STUBFORGE_RV64_JAVA") and os.environ.get("STUBFORGE_RV64_SYSROOT")),
                    reason="set STUBFORGE_RV64_JAVA and STUBFORGE_RV64_SYSROOT (bash .ci/riscv64-jre 26 prints both)")
@needs_git
def test_the_board_kit_under_qemu(tmp_path):
    """The kit as CI can run it: JMH's forks on a riscv64 JVM under QEMU (a test JDK of its runtime,
    every extension the stubs use), --quick: a functional check of every row, no timing claimed. The
    CPU line is HotSpot's view of the emulated CPU (its extension flags, VLEN)."""
    from stubforge.jdk import testjdk
    jdk = _jdk21()
    if jdk is None:
        pytest.skip("the board kit needs an amd64 JDK 21 or later with javac: `bash .ci/boot-jdk 27` first")
    tjdk = testjdk.make_test_jdk(os.environ["STUBFORGE_RV64_JAVA"], os.environ["STUBFORGE_RV64_SYSROOT"],
                                 tmp_path / "tjdk", vlen=256)
    root = git_tree(tmp_path)
    series.write(series.build(root, every_variant(), force=True, year=2026), tmp_path / "out")
    r = subprocess.run(["sh", str(tmp_path / "out/board/run.sh"), str(tjdk), "--quick", "--only", "Adler32"],
                       capture_output=True, text=True, timeout=1800, cwd=tmp_path,
                       env={**os.environ, "BOARD_JAVA": str(jdk / "bin/java"), "BOARD_JAVAC": str(jdk / "bin/javac")})
    assert r.returncode == 0, r.stderr[-3000:]
    assert re.search(r"HotSpot: UseRVV .*; VLEN 256;", r.stdout), r.stdout
    assert re.search(r"(?m)^\| Adler32 \| intrinsic off \| -XX:-UseAdler32Intrinsics \| 4096 \| [0-9.]+ \| - \|$", r.stdout)
    assert re.search(r"(?m)^\| Adler32 \| patched, this CPU's choice \| -XX:\+UseAdler32Intrinsics \| 4096 \| [0-9.]+ \| "
                     r"[0-9.]+x \|$", r.stdout), r.stdout


def test_a_new_block_goes_before_the_next_flags_block_of_the_pristine_tree():
    """jdk/tree.py before_successor: a new intrinsic's block goes before the statement naming the
    flag that sorts next (with its comment), blocks an earlier commit added are not places to go by,
    and with no later flag the caller's default holds (None)."""
    from stubforge.jdk import cxxtext
    from stubforge.jdk.tree import before_successor
    text = ("void f() {\n"
            "  if (UseAESIntrinsics) {\n    a();\n  }\n\n"
            "  // MD5\n  if (!AvoidUnalignedAccesses) {\n    b();\n  } else if (UseMD5Intrinsics) {\n    c();\n  }\n\n"
            "  if (UseKyberIntrinsics) {\n    k();\n  }\n\n"
            "  if (UseSHA1Intrinsics) {\n    d();\n  }\n}\n")
    masked = cxxtext.mask(text)
    start, end = text.index("{"), len(text) - 2

    def at(flag, ignore=None):
        pos = before_successor(text, masked, start, end, flag, ignore)
        return None if pos is None else text[pos:text.index("\n", pos)].strip()
    assert at("UseLzIntrinsics") == "// MD5"                # MD5's comment stays with its block
    assert at("UseDilithiumIntrinsics") == "if (UseKyberIntrinsics) {"
    assert at("UseDilithiumIntrinsics", lambda s: "Kyber" in s) == "// MD5"
    assert at("UseSHA3Intrinsics") is None
