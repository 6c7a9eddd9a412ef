"""Issue 26, items 3, 4 and 7: files written whole, `patch --apply` all or nothing, the machine's
problems told apart from the kernel's, and the command line's bad values as one line and exit 2."""
from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from stubforge import cli, files
from stubforge.jdk import jvm
from stubforge.jdk import patch as jdkpatch
from stubforge.sim import machine
from stubforge.sim.toolchain import BUILD_LLVM

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
SHIM = Path(__file__).resolve().parent / "interrupt_points.py"
STUBFORGE = [sys.executable, "-m", "stubforge"]
PATCH_KERNELS = ("electronicCodeBook_encryptAESCrypt", "adler32")      # four files change, in two directories


def run_cli(capsys, *argv):
    rc = cli.main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def one_line_error(rc, err, *words, progress=False):
    """Exit 2 and one line saying it all (with `progress`, after the lines `patch` prints as it goes)."""
    assert rc == 2 and "Traceback" not in err, err
    line = err.splitlines()[-1] if progress else err
    assert err.endswith("\n") and line.rstrip("\n").count("\n") == 0, err
    assert line.startswith("stubforge") and "error: " in line, err
    for w in words:
        assert w in line, err


def temporaries(root: Path) -> list[Path]:
    return [p for p in root.rglob(".*.stubforge-*.tmp")]


def fail_temp_writes(monkeypatch, after: int = 0, code: int = errno.ENOSPC):
    """os.write into a stubforge temporary fails with `code` once `after` bytes went in (a full disk);
    other writes (pytest's own) go through."""
    real, written = os.write, [0]

    def write(fd, data):
        if ".stubforge-" in os.readlink(f"/proc/self/fd/{fd}"):
            if written[0] + len(data) > after:
                n = max(0, after - written[0])
                if n == 0:
                    raise OSError(code, os.strerror(code))
                written[0] += n
                return real(fd, bytes(data[:n]))
            written[0] += len(data)
        return real(fd, data)
    monkeypatch.setattr(os, "write", write)


# ---- atomic_write ---------------------------------------------------------------------------

def test_atomic_write_keeps_mode_and_writes_through_a_link(tmp_path):
    f = tmp_path / "f.txt"
    f.write_text("old")
    f.chmod(0o640)
    files.atomic_write(f, "new")
    assert f.read_text() == "new" and stat.S_IMODE(f.stat().st_mode) == 0o640
    link = tmp_path / "link"
    link.symlink_to(f)
    files.atomic_write(link, b"through")
    assert link.is_symlink() and f.read_bytes() == b"through"
    files.atomic_write(tmp_path / "x.sh", "#!/bin/sh\n", mode=0o755)
    assert stat.S_IMODE((tmp_path / "x.sh").stat().st_mode) == 0o755
    assert not temporaries(tmp_path)


def test_a_full_disk_leaves_the_old_file_and_names_the_path(tmp_path, monkeypatch):
    f = tmp_path / "out.S"
    f.write_text("the old text\n")
    fail_temp_writes(monkeypatch, after=8192)
    with pytest.raises(files.CannotWrite) as e:
        files.atomic_write(f, "x" * 8826)
    assert str(e.value) == f"cannot write {f}: No space left on device"
    assert f.read_text() == "the old text\n" and not temporaries(tmp_path)


def test_emit_onto_a_full_disk_is_one_line(tmp_path, monkeypatch, capsys):
    out = tmp_path / "crc32.S"
    fail_temp_writes(monkeypatch, after=100)
    rc, _, err = run_cli(capsys, "emit", "crc32", "--target", "gnu", "-o", str(out))
    one_line_error(rc, err, f"stubforge: error: cannot write {out}: No space left on device")
    assert not out.exists() and not temporaries(tmp_path)


def test_sweep_removes_only_dead_writers_temporaries(tmp_path):
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = tmp_path / f".a.S.stubforge-{dead.pid}-0123abcd.tmp"
    mine = tmp_path / f".b.S.stubforge-{os.getpid()}-0123abcd.tmp"
    for p in (stale, mine):
        p.write_text("partial")
    files.sweep(tmp_path)
    assert not stale.exists() and mine.exists()


# ---- generate, killed at every write ----------------------------------------------------------

@pytest.fixture
def work_dir(tmp_path):
    """Where the interrupted commands write: a tmpfs when there is one (/dev/shm), where fsync costs
    nothing, so that killing generate at many points stays within seconds."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    d = Path(tempfile.mkdtemp(prefix="stubforge-test-", dir=shm))
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)


def shim(tmp_path, **spec) -> tuple[dict, list[dict]]:
    spec_file = tmp_path / "spec.json"
    spec_file.write_text(json.dumps(spec))
    p = subprocess.run([sys.executable, str(SHIM), str(spec_file)], capture_output=True, text=True, cwd=ROOT,
                       timeout=600)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    return out["reference"], out["results"]


# Every one of generate's ~450 write/fsync/rename calls with STUBFORGE_EVERY_WRITE=1 (a few minutes);
# by default the first 12 and 12 more spread over the rest.
EVERY_WRITE = os.environ.get("STUBFORGE_EVERY_WRITE") == "1"


def test_generate_killed_at_any_write_leaves_only_whole_files(tmp_path, work_dir):
    work = work_dir / "generated"
    ref, results = shim(tmp_path, argv=["generate", "--dir", str(work)], calls=["write", "fsync", "replace"],
                        signals=[signal.SIGKILL], sample=None if EVERY_WRITE else 12, finish=[signal.SIGKILL],
                        work=str(work), generated=True)
    want = ref["files"]
    assert ref["status"] == 0 and ref["calls"] >= 3 * len(want) > 300, ref["stderr"]
    assert len(results) >= (ref["calls"] if EVERY_WRITE else 20)
    for r in results:
        assert r["status"] == -signal.SIGKILL, r
        whole = {rel: h for rel, h in r["files"].items() if ".stubforge-" not in rel}
        assert all(want[rel] == h for rel, h in whole.items()), f"killed at call {r['n']}: a partial file"
        # the next run finishes the job and sweeps what the killed one left
        fin = r["finished"]
        assert fin["status"] == 0 and fin["files"] == want, fin["stderr"]


# ---- patch --apply: untouched or fully patched ------------------------------------------------

def snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_patch_apply_interrupted_anywhere_leaves_old_or_new_files(tmp_path, work_dir):
    pristine = tmp_path / "pristine"
    shutil.copytree(FIXTURES / "mainline", pristine)
    (pristine / jdkpatch.ASM).chmod(0o640)                   # modes survive
    work = work_dir / "jdk"
    ref, results = shim(tmp_path, argv=["patch", "--jdk", str(work), "--kernels", *PATCH_KERNELS, "--force", "--apply"],
                        calls=["fsync", "replace", "rename", "unlink"], signals=[signal.SIGINT, signal.SIGKILL],
                        finish=[signal.SIGKILL], work=str(work), pristine=str(pristine))
    assert ref["status"] == 0, ref["stderr"]
    new, old = ref["files"], snapshot(pristine)
    assert len({rel for rel in new if new[rel] != old[rel]}) == 4 and set(new) == set(old)
    assert len(results) == 2 * ref["calls"] >= 2 * 8           # 4 files: each synced when staged, then renamed
    for r in results:
        files_now = {rel: h for rel, h in r["files"].items() if ".stubforge-" not in rel}
        assert set(files_now) == set(old), f"a file is missing after {r}"
        assert all(h in (old[rel], new[rel]) for rel, h in files_now.items()), r
        if r["signal"] == signal.SIGINT:
            # held back during the renames: all or nothing, no temporaries, and it says which
            last = r["stderr"].splitlines()[-1]
            assert r["status"] == 130 and last.startswith("stubforge: interrupted: "), r
            assert files_now == r["files"], "temporaries left behind"
            if files_now == old:
                assert last.endswith("is untouched (no file was replaced)"), r
            else:
                assert files_now == new and "is fully patched" in last, r
        else:
            assert r["status"] == -signal.SIGKILL, r
            fin = r["finished"]         # running the command again finishes it and sweeps the temporaries
            assert fin["status"] == 0 and fin["files"] == new, fin["stderr"]
    sigint = [r["files"] == new for r in results if r["signal"] == signal.SIGINT]
    assert any(sigint) and not all(sigint)
    assert stat.S_IMODE((work / jdkpatch.ASM).stat().st_mode) == 0o640


def test_patch_apply_onto_a_full_disk_leaves_the_tree_untouched(tmp_path, monkeypatch, capsys):
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    fail_temp_writes(monkeypatch, after=20000)       # the first files fit, a later one does not
    rc, _, err = run_cli(capsys, "patch", "--jdk", str(root), "--kernels", *PATCH_KERNELS, "--force", "--apply")
    one_line_error(rc, err, "No space left on device", f"{root} is untouched", progress=True)
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before


def test_patch_apply_puts_back_what_it_replaced_when_a_rename_fails(tmp_path, monkeypatch, capsys):
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    real, n = os.replace, [0]

    def replace(src, dst):
        n[0] += 1
        if n[0] == 3:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        return real(src, dst)
    monkeypatch.setattr(os, "replace", replace)
    rc, _, err = run_cli(capsys, "patch", "--jdk", str(root), "--kernels", *PATCH_KERNELS, "--force", "--apply")
    one_line_error(rc, err, "cannot replace", "Input/output error", "untouched (the files already replaced were put back)",
                   progress=True)
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before


def test_apply_of_patch_text_is_the_computed_result(tmp_path):
    from stubforge import kernels
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(FIXTURES / "mainline", a)
    shutil.copytree(FIXTURES / "mainline", b)
    progs = [kernels.get(k).build() for k in ("updateBytesAdler32", "updateBytesCRC32")]
    p = jdkpatch.build(a, progs, force=True)
    jdkpatch.apply(a, p)
    jdkpatch.apply(b, p.text())                   # the text, parsed and applied by stubforge
    for rel in p.changed:
        assert (a / rel).read_text() == (b / rel).read_text() == p.new_text(rel)
    with pytest.raises(jdkpatch.PatchError, match="differs from the text the patch was made against"):
        jdkpatch.apply(b, p.text())


# ---- the machine's problems -------------------------------------------------------------------

GCC_FULL = ("/tmp/c/stub.cpp:199:1: fatal error: error writing to /tmp/full/ccLqld5P.s: No space left on device\n"
            "  199 | }\n      | ^\ncompilation terminated.\n")
CLANG_FULL = "fatal error: error in backend: IO failure on output stream: No space left on device\n"
GCC_REAL_ERROR = ("stub.cpp:12:5: error: 'vaesz_vs' was not declared in this scope\n"
                  "   12 |     __ vaesz_vs(v1, v2);  // Permission denied in a comment is still the kernel's\n")


@pytest.mark.parametrize("output", [GCC_FULL, CLANG_FULL, "g++: fatal error: cannot create temporary file\n",
                                    "cc1plus: error: /tmp/x.s: Read-only file system\n",
                                    "Error while loading /cache/sim.elf: Permission denied\n"])
def test_a_tool_failing_for_the_machine_is_told_apart(output):
    found = machine.problem_in(output, "the C++ compiler")
    assert isinstance(found, machine.MachineProblem) and "\n" not in str(found)
    assert "TMPDIR" in str(found) and "build cache" in str(found)


def test_a_compile_error_stays_the_kernels():
    assert machine.problem_in(GCC_REAL_ERROR, "the C++ compiler") is None


def test_a_full_tmpdir_is_found_before_the_run(tmp_path, monkeypatch):
    from stubforge.sim import doctor
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    real = os.statvfs

    def statvfs(path):
        st = real(path)
        if str(path) != str(tmp_path):
            return st
        return os.statvfs_result((st.f_bsize, st.f_frsize, st.f_blocks, 0, 0, st.f_files, st.f_ffree,
                                  st.f_favail, st.f_flag, st.f_namemax))
    monkeypatch.setattr(os, "statvfs", statvfs)
    with pytest.raises(machine.EnvironmentProblem, match=re.escape(f"TMPDIR {tmp_path} is full (0 bytes free")):
        doctor.check_dirs()


def fake_tool(bin_dir: Path, name: str, version: str, stderr: str) -> None:
    tool = bin_dir / name
    tool.write_text(f"#!/bin/sh\nif [ \"$1\" = --version ]; then echo '{version}'; exit 0; fi\n"
                    f"printf '%s\\n' '{stderr}' >&2\nexit 1\n")
    tool.chmod(0o755)


# The .S path's clang is LLVM 19 by exact version (sim/toolchain.PINNED): a stand-in must be that
# version, and is used because it comes first on PATH.
@pytest.mark.parametrize("path,tool,version", [("cxx", "g++-fake", "g++ (fake) 12"),
                                               ("S", f"clang-{BUILD_LLVM}", f"clang version {BUILD_LLVM}.0.0")])
def test_a_compiler_that_cannot_write_stops_sim_with_one_line(tmp_path, path, tool, version):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake_tool(bin_dir, tool, version, "fatal error: error in backend: IO failure on output stream: "
                                      "No space left on device")
    env = dict(os.environ, STUBFORGE_CACHE=str(tmp_path / "cache"), PATH=f"{bin_dir}:{os.environ['PATH']}",
               CXX=str(bin_dir / "g++-fake"))
    p = subprocess.run([*STUBFORGE, "sim", "updateBytesAdler32", "--vlen", "128", "--sizes", "0-8", "--path", path],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    one_line_error(p.returncode, p.stderr, "failed for a machine problem, not the kernel's", "No space left on device",
                   "TMPDIR")
    assert "FAIL" not in p.stdout


def test_a_really_full_tmpdir(tmp_path):
    """A 64 KiB tmpfs, filled: only where mounting is allowed (root with CAP_SYS_ADMIN)."""
    mnt = tmp_path / "full"
    mnt.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        subprocess.run(["dd", "if=/dev/zero", f"of={mnt / 'fill'}", "bs=4k"], capture_output=True)
        p = subprocess.run([*STUBFORGE, "sim", "updateBytesAdler32", "--vlen", "128", "--sizes", "0-8"],
                           capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, TMPDIR=str(mnt)), timeout=300)
        one_line_error(p.returncode, p.stderr, f"TMPDIR {mnt} is full")
        assert p.stdout == ""
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True)


def test_tmpdir_under_a_regular_file(tmp_path):
    f = tmp_path / "file"
    f.write_text("")
    for cmd in (["sim", "updateBytesAdler32"], ["bench", "updateBytesAdler32"],
                ["tune", "updateBytesAdler32", "--param", "unroll=1,2"], ["microbench", "vaesem.vs"]):
        p = subprocess.run([*STUBFORGE, *cmd], capture_output=True, text=True, cwd=ROOT,
                           env=dict(os.environ, TMPDIR=str(f / "tmp")), timeout=300)
        one_line_error(p.returncode, p.stderr, "TMPDIR", "does not exist")


# ---- the command line -------------------------------------------------------------------------

@pytest.mark.parametrize("argv,words", [
    (("sim", "--timeout", "inf"), "--timeout"),
    (("sim", "--timeout", "1e9"), "at most 86400"),
    (("sim", "--timeout", "nan"), "--timeout"),
    (("sim", "--timeout", "-1"), "more than 0"),
    (("sim", "--timeout", "0"), "more than 0"),
    (("sim", "--timeout", "soon"), "not a number of seconds"),
    (("sim", "--shard", ""), "an unset CI variable"),
    (("sim", "--shard", "0/4"), "1 <= K <= N"),
    (("sim", "--jobs", "-1"), "--jobs"),
    (("sim", "--jobs", "0"), "1 or more"),
    (("sim", "--vlen", "64"), "power of two from 128 to 1024"),
    (("bench", "--vlen", "96"), "power of two"),
    (("tune", "adler32", "--vlen", "0", "--param", "unroll=1"), "power of two"),
    (("tune", "adler32", "--param", "unroll=0"), "allowed: 1, 2, 4, 8"),
    (("tune", "adler32", "--param", "unroll=1,3"), "unroll=3: not an allowed value"),
    (("tune", "adler32", "--variant", "nosuch", "--param", "unroll=1"), "no variant 'nosuch'"),
    (("microbench", "vaesem.vs", "--vlen", "2048"), "power of two"),
    (("jvm", "--java", "j", "--sysroot", "s", "--vlen", "100"), "power of two"),
    (("sim", "--no-such-option"), "unrecognized arguments"),
])
def test_bad_values_are_one_line_and_exit_2(capsys, argv, words):
    rc, out, err = run_cli(capsys, *argv)
    one_line_error(rc, err, words)
    assert out == ""


def test_repeated_vlen_counts_once(capsys):
    rc, out, err = run_cli(capsys, "sim", "updateBytesAdler32", "--variant", "default", "--vlen", "128", "--vlen",
                           "128", "--sizes", "0-4", "--path", "S", "--format", "json")
    assert rc == 0, err
    assert [c["vlen"] for c in json.loads(out)["cells"]] == [128]


def test_patch_output_inside_the_tree_is_refused(tmp_path, capsys):
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    sg = root / jdkpatch.SG
    before = sg.read_text()
    rc, out, err = run_cli(capsys, "patch", "--jdk", str(root), "--kernels", "adler32", "--force", "-o", str(sg))
    one_line_error(rc, err, "is inside the tree being patched")
    assert sg.read_text() == before


def test_patch_output_with_nothing_to_patch_is_empty_and_said(tmp_path, capsys):
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    args = ("patch", "--jdk", str(root), "--kernels", "adler32", "--force")
    assert run_cli(capsys, *args, "--apply")[0] == 0
    out_file = tmp_path / "stubs.patch"
    out_file.write_text("a patch an earlier run wrote")
    rc, out, err = run_cli(capsys, *args, "-o", str(out_file))
    assert rc == 0 and "nothing to patch" in err and f"wrote an empty {out_file}" in err
    assert out_file.read_text() == ""


def test_jvm_without_an_extension_drops_what_contains_it():
    no_v = jvm.cpu_extensions(["v"])
    assert not [e for e in no_v if e == "v" or e.startswith("zv")]
    assert jvm.forced_flags(no_v, {"UseZvkn"}) == []
    no_zvbb = jvm.cpu_extensions(["zvbb"])
    assert "zvkned" in no_zvbb and not {"zvbb", "zvkb"} & set(no_zvbb)
    assert jvm.forced_flags(no_zvbb, {"UseZvkn"}) == []       # HotSpot's Zvkn needs Zvkb, which went with Zvbb
    assert jvm.forced_flags(jvm.cpu_extensions(["zvbc"]), {"UseZvkn"}) == ["-XX:+UseZvkn"]
    assert jvm.forced_flags(jvm.cpu_extensions(), set()) == []   # a JVM without the flag (21)
    # 27's GHASH/GCM stubs need UseZvkg and its carry-less CRC32 UseZvbc, both experimental: a JVM
    # with the flags and a CPU with the extensions gets them, or those stubs never run under test.
    both = {"UseZvkn", "UseZvkg", "UseZvbc"}
    assert jvm.forced_flags(jvm.cpu_extensions(), both) == ["-XX:+UseZvkn", "-XX:+UseZvkg", "-XX:+UseZvbc"]
    assert jvm.forced_flags(jvm.cpu_extensions(["zvkg"]), both) == ["-XX:+UseZvkn", "-XX:+UseZvbc"]
    # double_keccak is registered under UseZvbb, experimental too: a patched 27 never generated it
    assert jvm.forced_flags(jvm.cpu_extensions(), both | {"UseZvbb"})[-1] == "-XX:+UseZvbb"
    assert "-XX:+UseZvbb" not in jvm.forced_flags(jvm.cpu_extensions(["zvbb"]), both | {"UseZvbb"})


@pytest.mark.skipif(shutil.which("qemu-riscv64") is None, reason="qemu-riscv64 is not installed")
def test_jvm_without_v_has_no_vector_unit():
    from stubforge.sim.qemu import cpu_string
    cpu = dict(kv.split("=") for kv in cpu_string(jvm.cpu_extensions(["v"]), 128).split(",")[1:])
    assert cpu["v"] == "false" and not [e for e, on in cpu.items() if e.startswith("zv") and on == "true"]
    assert cpu["zba"] == "true"                # the scalar extensions stay
