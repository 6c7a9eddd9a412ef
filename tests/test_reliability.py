"""Issue 9: bad input, broken kernels, a broken environment and CI use. Each defect the issue lists has
a test here (defects 1 and 2 are in test_patch.py, 10 in test_checks.py) that failed before the fix."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from stubforge import kernels
from stubforge.dsl.ir import KernelError
from stubforge.dsl.kernel import REGISTRY, kernel
from stubforge.kernels import LOAD_ERRORS
from stubforge.sim import matrix
from stubforge.sim.runner import batch_timeout
from stubforge import cli

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
STUBFORGE = [sys.executable, "-m", "stubforge"]


def run_cli(capsys, *argv):
    rc = cli.main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def run_proc(*argv, env=None, **kw):
    e = dict(os.environ, **(env or {}))
    return subprocess.run([*STUBFORGE, *argv], capture_output=True, text=True, cwd=ROOT, env=e, **kw)


# ---- 3, 4: kernels ----------------------------------------------------------------------------

def test_two_kernels_for_one_stub_name_both_places():
    kernels.load_all()
    before = REGISTRY["updateBytesAdler32"]
    with pytest.raises(KernelError) as e:
        @kernel(stub="updateBytesAdler32", extensions={"v"})
        def another_adler32(k):
            k.ret()
    msg = str(e.value)
    assert "two kernels for updateBytesAdler32" in msg
    assert re.search(r"kernels/adler32\.py:\d+", msg) and re.search(r"test_reliability\.py:\d+", msg)
    assert REGISTRY["updateBytesAdler32"] is before


def test_override_is_explicit():
    kernels.load_all()
    before = REGISTRY["updateBytesAdler32"]
    try:
        @kernel(stub="updateBytesAdler32", extensions={"v"}, override=True)
        def replacement(k):
            k.ret()
        assert REGISTRY["updateBytesAdler32"].func is replacement
    finally:
        REGISTRY["updateBytesAdler32"] = before


@pytest.fixture
def broken_kernel_file(tmp_path):
    """A kernels/ module with a syntax error on line 3 (on a second path of the kernels package)."""
    d = tmp_path / "more_kernels"
    d.mkdir()
    (d / "broken_family.py").write_text("from dsl import kernel\n\ndef oops(:\n    pass\n")
    kernels.__path__.append(str(d))
    try:
        yield d / "broken_family.py"
    finally:
        kernels.__path__.remove(str(d))
        LOAD_ERRORS.pop("broken_family", None)
        sys.modules.pop("kernels.broken_family", None)


def test_a_broken_kernel_file_names_its_line_and_spares_the_others(broken_kernel_file, capsys):
    rc, out, err = run_cli(capsys, "emit", "crc32", "--target", "gnu")
    assert rc == 0 and "updateBytesCRC32" in out and "Traceback" not in err
    rc, out, err = run_cli(capsys, "list")
    assert rc == 0 and "updateBytesAdler32" in out
    assert f"{broken_kernel_file}:3: SyntaxError" in err
    rc, out, err = run_cli(capsys, "generate", "--check")
    assert rc == 2 and f"{broken_kernel_file}:3" in err and "Traceback" not in err


# ---- 5: the operating system ------------------------------------------------------------------

def test_broken_pipe_is_quiet_with_141():
    p = subprocess.run(f"{sys.executable} -m stubforge emit crc32 --target hotspot | head -c 10",
                       shell=True, capture_output=True, text=True, cwd=ROOT, executable="/bin/bash",
                       env=dict(os.environ, PYTHONUNBUFFERED="1"))
    assert "Traceback" not in p.stderr and "BrokenPipe" not in p.stderr
    # the status of stubforge itself, not of head
    p = subprocess.run(f"set -o pipefail; {sys.executable} -m stubforge emit crc32 --target hotspot | head -c 10 "
                       ">/dev/null", shell=True, capture_output=True, text=True, cwd=ROOT, executable="/bin/bash")
    assert p.returncode in (0, 141), p.stderr


@pytest.mark.parametrize("where", ["missing/dir/x.S", "."])
def test_output_into_a_missing_directory_or_onto_a_directory(tmp_path, capsys, where):
    rc, out, err = run_cli(capsys, "emit", "crc32", "--target", "gnu", "-o", str(tmp_path / where))
    assert rc == 2 and err.count("\n") == 1 and err.startswith("stubforge: error:") and "Traceback" not in err


def test_generate_where_it_cannot_write(tmp_path, capsys, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setattr(cli, "GENERATED", blocker / "generated")       # a file where a directory must be
    rc, out, err = run_cli(capsys, "generate")
    assert rc == 2 and "Traceback" not in err and "Not a directory" in err


def test_ctrl_c_is_130(capsys, monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "cmd_list", interrupted)       # parser() binds the command when main() runs
    rc, out, err = run_cli(capsys, "list")
    assert rc == 130 and err == "stubforge: interrupted\n"


# ---- 6, 7, 12: sizes and other arguments -------------------------------------------------------

@pytest.mark.parametrize("argv,words", [
    (("bench", "crc32", "--sizes", "abc"), "--sizes"),
    (("tune", "crc32", "--param", "unroll=1,2", "--sizes=-5,10"), "--sizes"),
    (("sim", "crc32", "--sizes", ",,"), "names no size"),
    (("sim", "crc32", "--sizes", "0-200000"), "GiB of test data"),
    (("sim", "crc32", "--sizes", "3G"), "--sizes"),
    (("sim", "crc32", "--sizes", "2147483648"), "more than a Java array can hold"),
    (("tune", "crc32", "--param", "unroll="), "no values"),
    (("sim", "crc32", "--without", "bogus"), "--without bogus"),
    (("sim", "crc32", "--shard", "5/4"), "--shard"),
])
def test_bad_arguments_are_usage_errors(capsys, argv, words):
    rc, out, err = run_cli(capsys, *argv)
    assert rc == 2 and words in err and "Traceback" not in err, err


# ---- 8: a stub that never ends -------------------------------------------------------------

def test_batch_timeout_follows_the_work():
    from stubforge.sim.protocol import encode_case
    from stubforge.sim.layouts import spec_for
    spec = spec_for("updateBytesCRC32")
    small = [encode_case(spec.case(i)) for i in spec.inputs([0, 1, 2, 3])]
    big = [encode_case(spec.case(i)) for i in spec.inputs([1 << 20])]
    assert batch_timeout(small) < 15              # a hang is reported in seconds, not a minute per batch
    assert batch_timeout(big) > batch_timeout(small)


def _spin(k):
    """Loops forever when len != 0 (it never counts down) but returns otherwise: passes the checks."""
    crc, buf, n = k.args
    loop, done = k.label("loop"), k.label("done")
    k.bind(loop)
    k.beqz(n, done)
    k.addi(crc, crc, 1)
    k.j(loop)
    k.bind(done)
    k.ret()


def test_an_endless_stub_is_reported_within_its_budget():
    from stubforge.dsl.kernel import define
    from stubforge.sim import inputs, verify
    prog = define("updateBytesCRC32", _spin).build()
    t0 = time.monotonic()
    out = verify.run(prog, "S", [128], inputs.checksum_inputs([5], misalign=False), timeout=3)
    assert not out[0].ok and "did not finish within 3 s" in out[0].error
    assert "loop" in out[0].error or "test_reliability.py" in out[0].error
    assert time.monotonic() - t0 < 30


# ---- 9: the environment ------------------------------------------------------------------------

def test_no_qemu_stops_the_run_with_one_line(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("clang-19", "ld.lld-19", "llvm-mc-19", "llvm-objdump-19", "llvm-mca-19", "g++", "git"):
        if shutil.which(tool):
            (bin_dir / tool).symlink_to(shutil.which(tool))
    env = {"PATH": str(bin_dir)}
    p = run_proc("sim", "crc32", "--sizes", "0-3", "--vlen", "128", env=env)
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "qemu-riscv64 not found" in p.stderr
    d = run_proc("doctor", env=env)
    assert d.returncode == 2 and "MISSING" in d.stdout and "apt-get install -t bookworm-backports qemu-user" in d.stdout


def test_a_missing_tmpdir_is_named(tmp_path):
    p = run_proc("sim", "crc32", "--sizes", "0-3", "--vlen", "128", env={"TMPDIR": str(tmp_path / "nope")})
    assert p.returncode == 2 and "TMPDIR" in p.stderr and "does not exist" in p.stderr and p.stdout == ""


def test_long_failure_details_keep_both_ends():
    detail = "SIGSEGV in the stub " + "x" * 500 + " guard page after buf+4096 at kernels/crc32.py:88"
    line = matrix.short(detail)
    assert len(line) <= 150 and "\n" not in line
    assert line.startswith("SIGSEGV") and line.endswith("kernels/crc32.py:88")


# ---- 11: temporaries ---------------------------------------------------------------------------

def test_build_directories_of_dead_processes_are_swept(tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = [cache / f".elf-{dead.pid}-abc", cache / f".cxx-{dead.pid}-def"]
    for s in stale:
        s.mkdir()
    mine = cache / f".asm-{os.getpid()}-ghi"
    mine.mkdir()
    p = run_proc("sim", "crc32", "--variant", "zba", "--sizes", "0-2", "--vlen", "128", "--path", "S",
                 env={"STUBFORGE_CACHE": str(cache)})
    assert p.returncode == 0, p.stderr
    assert not any(s.exists() for s in stale) and mine.exists()       # a live process keeps its own


def test_sigterm_leaves_no_build_directory(tmp_path):
    cache = tmp_path / "cache"
    proc = subprocess.Popen([*STUBFORGE, "sim", "aescrypt_encryptBlock", "--vlen", "128"], cwd=ROOT,
                            env=dict(os.environ, STUBFORGE_CACHE=str(cache)), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not any(cache.glob(".*-*")) and proc.poll() is None:
        time.sleep(0.02)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode in (0, 143), err         # 0: it had finished already
    assert "Traceback" not in err
    assert not [p for p in cache.glob(".*-*") if p.is_dir()]


# ---- 12: the patch ---------------------------------------------------------------------------

def _tree(tmp_path, name="mainline"):
    dest = tmp_path / name
    shutil.copytree(FIXTURES / name, dest)
    return dest


def test_patch_param_without_kernels_applies_where_it_fits(tmp_path, capsys):
    root = _tree(tmp_path, "jdk21")
    rc, out, err = run_cli(capsys, "patch", "--jdk", str(root), "--force", "--param", "unroll=8",
                           "-o", str(tmp_path / "p.patch"))
    assert rc == 0, err
    assert "unroll=8" in (tmp_path / "p.patch").read_text()
    rc, out, err = run_cli(capsys, "patch", "--jdk", str(root), "--param", "bogus=1")
    assert rc == 2 and "no kernel being patched has such a parameter" in err


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_second_patch_does_not_claim_assembler_methods_of_the_first(tmp_path):
    from stubforge.jdk import patch as jdkpatch
    root = _tree(tmp_path)
    ecb = kernels.get("electronicCodeBook_encryptAESCrypt").build()
    first = jdkpatch.build(root, [ecb], force=True)
    assert first.asm_added
    jdkpatch.apply(root, first.text())
    cbc = kernels.get("cipherBlockChaining_decryptAESCrypt").build()
    second = jdkpatch.build(root, [ecb, cbc], force=True)
    assert not set(second.asm_added) & set(first.asm_added)
    assert "adds " + ", ".join(first.asm_added) not in second.description()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_local_edit_in_a_replaced_function_is_shown(tmp_path):
    from stubforge.jdk import patch as jdkpatch
    root = _tree(tmp_path)
    adler = kernels.get("updateBytesAdler32").build()
    jdkpatch.apply(root, jdkpatch.build(root, [adler], force=True).text())
    sg = root / jdkpatch.SG
    text = sg.read_text()
    sg.write_text(text.replace("    __ leave();\n", "    __ leave();   // local fix: keep\n", 1))
    p = jdkpatch.build(root, [kernels.get("updateBytesAdler32").build(None, {"unroll": 2})], force=True)
    w = "\n".join(p.warnings)
    assert "differs from what stubforge generates" in w and "+    __ leave();   // local fix: keep" in w


# ---- 13: CI use ------------------------------------------------------------------------------

JUNIT_XSD = Path(__file__).resolve().parent / "junit.xsd"


def test_shards_cover_the_matrix_exactly_once_and_validate(tmp_path):
    import json
    import xmlschema
    args = ["crc32", "adler32", "--sizes", "0-2", "--vlen", "128", "--vlen", "256", "--format", "json"]
    full = json.loads(run_proc("sim", *args).stdout)["cells"]
    names = [(c["stub"], c["variant"], c["path"], c["vlen"]) for c in full]
    got = []
    schema = xmlschema.XMLSchema(str(JUNIT_XSD))
    for k in range(1, 5):
        xml = tmp_path / f"s{k}.xml"
        p = run_proc("sim", *args, "--shard", f"{k}/4", "--junit", str(xml))
        assert p.returncode == 0, p.stderr
        got += [(c["stub"], c["variant"], c["path"], c["vlen"]) for c in json.loads(p.stdout)["cells"]]
        schema.validate(str(xml))
        cases = re.findall(r"<testcase ", xml.read_text())
        assert len(cases) == len(json.loads(p.stdout)["cells"])
    assert sorted(got) == sorted(names) and len(got) == len(set(got))


def test_junit_reports_a_failure_with_its_detail():
    import xmlschema
    cell = matrix.Cell("updateBytesCRC32", "zba", "S", 128)
    xml = matrix.to_junit([matrix.CellResult(cell, False, 3, "len=7: got 0x1 want 0x2", ["len=7: got 0x1 want 0x2"]),
                           matrix.CellResult(matrix.Cell("updateBytesCRC32", "zba", "C++", 128), True, 3)])
    xmlschema.XMLSchema(str(JUNIT_XSD)).validate(xml)
    assert 'failures="1"' in xml and "got 0x1 want 0x2" in xml


def test_junit_time_is_the_runs_wall_time_not_the_sum_of_parallel_cells():
    cells = [matrix.CellResult(matrix.Cell("updateBytesCRC32", "zba", p, 128), True, 3, seconds=60.0)
             for p in ("S", "C++")]
    xml = matrix.to_junit(cells, wall=61.5)
    assert re.search(r'<testsuites [^>]*time="61.500"', xml)         # two cells of 60 s side by side
    assert '<testcase classname="stubforge.updateBytesCRC32.zba" name="VLEN=128 S" time="60.000"' in xml


def test_exit_code_one_when_a_kernel_fails(tmp_path, capsys):
    rc, out, err = run_cli(capsys, "sim", "crc32", "--variant", "zba", "--sizes", "0-40", "--vlen", "128",
                           "--path", "S", "--without", "zba")
    assert rc == 1 and "needs extension Zba" in out


# ---- 14: container and workflow ---------------------------------------------------------------

def test_container_and_workflow_name_the_readme_commands():
    import yaml
    readme = (ROOT / "README.md").read_text()
    cf = (ROOT / "Containerfile").read_text()
    assert re.search(r"(?m)^FROM debian:bookworm", cf) and "bash .ci/setup" in cf
    wf = yaml.safe_load((ROOT / ".github/workflows/sim.yml").read_text())
    job = next(j for j in wf["jobs"].values() if "strategy" in j)
    assert job["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
    runs = "\n".join(s.get("run", "") for j in wf["jobs"].values() for s in j["steps"])
    assert "stubforge sim --shard ${{ matrix.shard }}/4 --junit" in runs
    assert "bash .ci/setup" in readme and "stubforge sim --shard" in readme
    assert any("upload-artifact" in s.get("uses", "") or "test-report" in s.get("uses", "")
               for j in wf["jobs"].values() for s in j["steps"])


# ---- 16: mirrors --------------------------------------------------------------------------------

def test_download_scripts_take_the_mirror_from_apt_and_name_no_workplace():
    for f in (".ci/setup", ".ci/openjdk-sources", ".ci/riscv64-jre", ".ci/debian-debs", ".ci/boot-jdk"):
        text = (ROOT / f).read_text()
        assert "deb.debian.org" not in text.replace("${MIRROR:-http://deb.debian.org/debian}", ""), f
        assert "workplace" not in text and "where stubforge is developed" not in text, f
    for f in (".ci/openjdk-sources", ".ci/debian-debs"):
        assert ".ci/debian-mirror" in (ROOT / f).read_text()
    for f in (".ci/riscv64-jre", ".ci/boot-jdk"):            # their packages come through debian-debs
        assert ".ci/debian-debs" in (ROOT / f).read_text()
    out = subprocess.run(["bash", ".ci/debian-mirror"], capture_output=True, text=True, cwd=ROOT,
                         env=dict(os.environ, STUBFORGE_APT_SOURCES=str(FIXTURES.parent / "apt-sources")))
    assert out.stdout.strip() == "http://mirror.example.org/debian"
