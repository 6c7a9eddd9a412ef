"""Issue 34 (reliability round 5): no green run that skipped work, no stale patch in a series, no lost
tuning, one line instead of a traceback. Each item's test failed before its fix; the issue's
reproductions are used as they are written there where possible. Simulating tests use tiny sizes and
one VLEN."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from stubforge import api, cli
from stubforge.dsl.kernel import define

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "openjdk"
STUBFORGE = [sys.executable, "-m", "stubforge"]


def run_cli(capsys, *argv):
    rc = cli.main([str(a) for a in argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


def run_proc(*argv, env=None, **kw):
    e = dict(os.environ, **(env or {}))
    return subprocess.run([*STUBFORGE, *map(str, argv)], capture_output=True, text=True, cwd=ROOT, env=e, **kw)


def one_line_error(rc, err, *words):
    """Exit 2, one line on stderr that starts as every error does and names each of `words`."""
    assert rc == 2, err
    assert "Traceback" not in err and err.count("\n") == 1 and "error" in err, err
    for w in words:
        assert w in err, (w, err)


# ---- 1: two programs of the same stub and variant in one call ---------------------------------------

def test_a_duplicate_program_never_replaces_another():
    def wrong(k): k.mv(k.result, k.args[0]); k.ret()                                  # noqa: E702, E704
    bad = api.build(define('updateBytesAdler32', wrong, extensions=('v',)))
    assert not api.simulate([bad], vlens=[128], sizes='0-64', path='S').ok
    with pytest.raises(api.UsageError, match=r"updateBytesAdler32\[default\].*twice"):
        api.simulate([bad, api.build('adler32')], vlens=[128], sizes='0-64', path='S')
    with pytest.raises(api.UsageError, match=r"updateBytesAdler32\[default\].*twice"):
        api.measure([bad, api.build('adler32')], vlens=[128], sizes=(64, 128), baselines=False)


def test_the_same_program_twice_is_one_cell():
    """Asked twice for the same code (`sim crc32c crc32c`) is asked once, as `--vlen 128 --vlen 128` is."""
    rep = api.simulate(["crc32c", api.build("crc32c", "base")], variant="base", vlens=[128], sizes="0-16",
                       path="S")
    assert rep.ok and rep.cells == 1 and len(rep.results) == 1


# ---- 2: a kernel file that does not import fails the run; the run says how much of it ran --------------

@pytest.fixture
def broken_kernel_file(tmp_path):
    """A kernels/ module with a syntax error on line 3 (on a second path of the kernels package)."""
    from stubforge import kernels
    from stubforge.kernels import LOAD_ERRORS
    d = tmp_path / "more_kernels"
    d.mkdir()
    (d / "broken_family.py").write_text("from dsl import kernel\n\ndef oops(:\n    pass\n")
    kernels.__path__.append(str(d))
    try:
        yield d / "broken_family.py"
    finally:
        kernels.__path__.remove(str(d))
        LOAD_ERRORS.pop("broken_family", None)
        sys.modules.pop("stubforge.kernels.broken_family", None)


@pytest.fixture
def no_qemu_runs(monkeypatch):
    """Every simulated cell passes at once (what ran is counted, not simulated), so that a run that
    wrongly goes ahead costs nothing."""
    from stubforge.sim import verify
    calls = []

    def passes(prog, path, vlens, inputs, **kw):
        calls.append((prog.title, path))
        return [verify.Outcome(prog.title, v, path, cases=len(inputs)) for v in vlens]
    monkeypatch.setattr(verify, "run", passes)
    monkeypatch.setattr(api, "preflight", lambda *a, **k: None)
    return calls


def test_sim_of_every_kernel_fails_when_a_kernel_file_does_not_load(broken_kernel_file, no_qemu_runs, capsys,
                                                                    monkeypatch):
    rc, out, err = run_cli(capsys, "sim", "--vlen", "128", "--sizes", "0-8", "--path", "S", "--jobs", "1")
    one_line_error(rc, err, f"{broken_kernel_file}:3", "SyntaxError")
    assert no_qemu_runs == [] and "passed" not in out
    with pytest.raises(api.UsageError, match="broken_family.py:3"):
        api.simulate(None, vlens=[128], sizes="0-8", path="S")
    with pytest.raises(api.UsageError, match="broken_family.py:3"):
        api.measure(None, vlens=[128], sizes=(64, 128), baselines=False)
    from stubforge.bench import measure as bench
    monkeypatch.setattr(bench, "measure", lambda prog, *a, **k: no_qemu_runs.append(prog.title) or [])
    rc, out, err = run_cli(capsys, "bench", "--vlen", "128", "--no-baseline", "--sizes", "64,128")
    one_line_error(rc, err, f"{broken_kernel_file}:3")
    assert no_qemu_runs == []
    # a kernel named is still usable: only the run of every kernel needs every file
    rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--sizes", "0-8",
                           "--path", "S")
    assert rc == 0 and "sim: 1 passed, 0 failed" in out


def test_a_run_says_how_many_cells_were_asked_for_and_ran(no_qemu_runs, capsys):
    rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--vlen", "256",
                           "--sizes", "0-8")
    assert rc == 0 and out.rstrip().endswith("(4 of 4 cells asked for ran)"), out
    rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--sizes", "0-8",
                           "--shard", "2/3")
    assert rc == 0 and out.rstrip().endswith("(shard 2/3: 1 of 1 cells asked for ran; 2 in the whole matrix)"), out
    import json
    rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--sizes", "0-8",
                           "--format", "json")
    assert rc == 0 and json.loads(out)["asked"] == 2 and len(json.loads(out)["cells"]) == 2


def test_a_run_that_ran_fewer_cells_than_asked_is_not_ok(no_qemu_runs, monkeypatch):
    """A cell the simulator gave no result for fails; and a report with fewer results than cells asked
    for is not green, however they went missing."""
    from stubforge.sim import verify
    real = verify.run
    monkeypatch.setattr(verify, "run", lambda prog, path, vlens, inputs, **kw: real(prog, path, vlens[:1], inputs))
    rep = api.simulate(["crc32c"], variant="base", vlens=[128, 256], sizes="0-8", path="S")
    assert rep.asked == 2 and not rep.ok and [r.ok for r in rep.results] == [True, False]
    assert "no result" in rep.results[1].detail
    rep.results.pop()
    assert rep.failed == 0 and not rep.ok


# ---- 3: what the tool writes is exactly what this run produced -------------------------------------------

def _jdk(tmp_path, release="mainline"):
    import shutil
    jdk = tmp_path / "jdk"
    shutil.copytree(FIXTURES / release, jdk)
    return jdk


def test_a_series_run_again_with_fewer_kernels_leaves_no_stale_patch(tmp_path, capsys):
    jdk, s = _jdk(tmp_path), tmp_path / "S"
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", "crc32c", "--series", s)
    assert rc == 0 and len(list(s.iterdir())) == 5, err          # two patches, each with its PR text; board/
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "crc32c", "--series", s)
    assert rc == 0, err
    assert sorted(p.name for p in s.iterdir()) == ["0001-RISC-V-Add-CRC32C-intrinsic.patch",
                                                   "0001-RISC-V-Add-CRC32C-intrinsic.pr.md", "board"]
    assert (s / "board/intrinsics.txt").read_text().count("Adler32") == 0     # the kit is this series'
    assert "removed" in err and "0002-RISC-V-Add-Adler32-intrinsic.patch" in err
    assert "0002-RISC-V-Add-Adler32-intrinsic.pr.md" in err


@pytest.mark.parametrize("other", ["notes.txt", "0001-my-own-fix.patch", "sub/"])
def test_a_series_is_not_written_among_files_it_did_not_write(tmp_path, capsys, other):
    jdk, s = _jdk(tmp_path), tmp_path / "S"
    s.mkdir()
    if other.endswith("/"):
        (s / other).mkdir()
    else:
        (s / other).write_text("From 1234 Mon Sep 17 00:00:00 2001\nSubject: mine\n")
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "crc32c", "--series", s)
    one_line_error(rc, err, str(s), other.rstrip("/"), "empty or new directory")
    assert sorted(p.name for p in s.iterdir()) == [other.rstrip("/")]


def test_generate_removes_what_it_no_longer_generates(tmp_path, capsys, monkeypatch):
    """A kernel or variant that no longer exists leaves no file behind; --check names each (the .h of a
    plain function too); a file stubforge did not write is named and kept."""
    root = tmp_path / "generated"
    files = {root / "updateBytesAdler32" / "default.S": "# updateBytesAdler32 [default]\n"}
    monkeypatch.setattr(cli, "generated_files", lambda r=None, progress=None: {root / p.relative_to(root): t for p, t in files.items()})
    from stubforge.bench import measured
    monkeypatch.setattr(measured, "stale_ours", lambda progs: [])        # figures are not this test's
    gone = [root / "updateBytesAdler32" / "oldvariant.S", root / "gone_stub" / "x.mainline.cpp",
            root / "gone_fn" / "x.h"]
    for p in gone:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(f"// {p.stem}: made by stubforge 0.0.9 from kernels/gone.py:x, for jdk27.\n")
    mine = root / "updateBytesAdler32" / "notes.S"
    mine.write_text("# my own experiment\n")
    (root / "BENCHMARKS.md").write_text("kept\n")
    rc, out, err = run_cli(capsys, "generate", "--check", "--dir", root)
    assert rc == 1 and all(f"not generated by any kernel: {p}" in out for p in gone + [mine]), out
    rc, out, err = run_cli(capsys, "generate", "--dir", root)
    assert rc == 0 and all(f"removed {p}" in out for p in gone), out
    assert f"kept {mine}" in out and "stubforge did not write it" in out
    assert not any(p.exists() for p in gone) and not (root / "gone_stub").exists() and mine.exists()
    assert (root / "BENCHMARKS.md").exists() and (root / "updateBytesAdler32" / "default.S").exists()


# ---- 4: tune --save keeps every saver's result ------------------------------------------------------------

SAVER = """
import sys
from pathlib import Path
from stubforge import kernels
kernels.TUNED_FILE = Path(sys.argv[1])
who = sys.argv[2]
for i in range(int(sys.argv[3])):
    kernels.save_tuned(f"{who}{i}", "default", {"unroll": i}, by_model={"sifive-p670": {"unroll": i}})
"""


def test_two_savers_at_once_keep_every_entry(tmp_path):
    """Two processes saving 100 tunings each into one tuned.json, at the same time: all 200 are there."""
    tuned = tmp_path / "tuned.json"
    tuned.write_text('{"keep": {"default": {"unroll": 8}}}\n')
    procs = [subprocess.Popen([sys.executable, "-c", SAVER, str(tuned), who, "100"], cwd=ROOT)
             for who in ("a", "b")]
    assert [p.wait(timeout=300) for p in procs] == [0, 0]
    import json
    data = json.loads(tuned.read_text())
    stubs = {k for k in data if k != "by_model"}
    assert len(stubs) == 201 and "keep" in stubs
    assert len(data["by_model"]) == 200
    assert [p.name for p in tmp_path.iterdir()] == ["tuned.json"]       # no temporary or lock file left


# ---- 5: one line and exit 2, never a traceback ----------------------------------------------------------

CONFLICT = ('{\n<<<<<<< HEAD\n "updateBytesAdler32": {"default": {"unroll": 8}}\n=======\n'
            ' "updateBytesAdler32": {"default": {"unroll": 4}}\n>>>>>>> tune-x60\n}\n')


def test_conflict_markers_in_tuned_json(tmp_path, capsys, monkeypatch):
    from stubforge import kernels
    bad = tmp_path / "tuned.json"
    bad.write_text(CONFLICT)
    monkeypatch.setattr(kernels, "TUNED_FILE", bad)
    rc, out, err = run_cli(capsys, "list")
    one_line_error(rc, err, f"{bad}:2", "conflict")


# (what is in generated/measurements.json, what the line must say)
DAMAGED = [("{\n<<<<<<< HEAD\n", ":2: a merge conflict marker"),
           ('{"kernels": [{"stub": "updateBytesAdler32", "vari', "not valid JSON"),
           ('{"kernels": [{"stub": "updateBytesAdler32", "variant": "default"}]}', "'code'"),
           ('{"kernels": {}}', "kernels"),
           ("[]", "an object")]


@pytest.mark.parametrize("text,words", DAMAGED)
def test_a_damaged_measurements_json(tmp_path, capsys, monkeypatch, text, words):
    from stubforge.bench import measured
    bad = tmp_path / "measurements.json"
    bad.write_text(text)
    monkeypatch.setattr(measured, "OURS", bad)
    monkeypatch.setattr(cli, "generated_files", lambda root=None, progress=None: {})
    rc, out, err = run_cli(capsys, "generate", "--check")
    one_line_error(rc, err, str(bad), words)
    rc, out, err = run_cli(capsys, "patch", "--jdk", _jdk(tmp_path), "--kernels", "adler32")
    one_line_error(rc, err, str(bad), words)


def _records():
    """Every committed JSON file the tool reads, with the call that reads it."""
    from stubforge.bench import bounds, hotspot_c2, hotspot_own, measured, per_operation
    from stubforge import kernels
    def tuned(p):
        kernels.TUNED_FILE, old = p, kernels.TUNED_FILE
        try:
            kernels.load_all()
        finally:
            kernels.TUNED_FILE = old
    return {"kernels/tuned.json": tuned,
            "generated/measurements.json": measured.load_ours,
            "bench/hotspot/jdk27.json": lambda p: hotspot_own.load(27, p),
            "bench/hotspot/c2-jdk27.json": lambda p: hotspot_c2.load(27, p),
            "bench/hotspot/calls-per-op-jdk27.json": lambda p: per_operation.load(27, p),
            "bench/x100_throughput.json": bounds.x100_data,
            "bench/series_lines.json": _series_lines,
            "bench/hotspot/blobs.json": _blobs}


def _blobs(p):
    from stubforge.jdk import blobs
    return blobs.load(p)


def _series_lines(p):
    from stubforge.emitters import linecount
    return linecount.load_intrinsics(p)


def test_every_committed_json_file_is_read_by_a_checked_loader():
    tracked = subprocess.run(["git", "ls-files", "*.json"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    read = {p for p in tracked if not p.startswith("tests/")}
    # the other jdk<N>.json records go through the same loader as jdk27.json
    assert {p for p in read if not p.startswith("bench/hotspot/jdk")} <= set(_records())


@pytest.mark.parametrize("name", sorted(_records()))
@pytest.mark.parametrize("damage", ["conflict", "truncated", "shape"])
def test_every_committed_json_file_is_validated_on_load(tmp_path, name, damage):
    from stubforge.files import DamagedFile
    good = (ROOT / name).read_text()
    text = {"conflict": good.replace("\n", "\n<<<<<<< HEAD\n", 1), "truncated": good[:len(good) // 2],
            "shape": '{"kernels": [1], "measurements": [1], "counts": 1, "cycles": 1, "release": 1}'}[damage]
    p = tmp_path / Path(name).name
    p.write_text(text)
    with pytest.raises(Exception) as e:
        _records()[name](p)
    from stubforge.sim.errors import SimError
    assert isinstance(e.value, (DamagedFile, SimError)), repr(e.value)
    assert str(e.value).startswith(str(p)) and "\n" not in str(e.value), str(e.value)


def test_jdk_through_a_symlink_loop(tmp_path, capsys):
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    rc, out, err = run_cli(capsys, "patch", "--jdk", tmp_path / "a", "--kernels", "adler32")
    one_line_error(rc, err, str(tmp_path / "a"), "a loop of symbolic links")


def test_huge_sizes_are_refused_before_the_range_is_built():
    """Under a 1.5 GB memory limit: the range of ten billion sizes is never made."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1500 << 20, 1500 << 20))
    p = subprocess.run([*STUBFORGE, "sim", "crc32c", "--sizes", "0-9999999999"], capture_output=True, text=True,
                       cwd=ROOT, preexec_fn=limit, timeout=120)
    one_line_error(p.returncode, p.stderr, "9999999999")
    with pytest.raises(api.UsageError, match="Java array"):
        api.parse_sizes("0-9999999999")
    with pytest.raises(api.UsageError, match="GiB of test data"):
        api.parse_sizes("0-99999")


def test_a_non_ascii_tree_path_with_an_ascii_terminal(tmp_path):
    jdk = tmp_path / "jdk-é"
    import shutil
    shutil.copytree(FIXTURES / "mainline", jdk)
    p = run_proc("patch", "--jdk", jdk, "--kernels", "adler32", "--check", env={"PYTHONIOENCODING": "ascii"})
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr
    assert "applies cleanly" in p.stdout and "jdk-\\xe9" in p.stdout


# ---- 6: where the results go is checked before the work starts --------------------------------------------

def _unwritable(tmp_path):
    """Destinations no run can write: under a missing directory, under a file, a directory itself."""
    (tmp_path / "afile").write_text("")
    (tmp_path / "adir").mkdir()
    return [tmp_path / "missing" / "x.out", tmp_path / "afile" / "x.out", tmp_path / "adir"]


def test_sim_junit_destination_is_checked_first(tmp_path, capsys, no_qemu_runs):
    for dest in _unwritable(tmp_path):
        rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--sizes", "0-8",
                               "--junit", dest)
        one_line_error(rc, err, str(dest))
        assert no_qemu_runs == [] and out == ""


def test_patch_output_and_series_destinations_are_checked_first(tmp_path, capsys, monkeypatch):
    jdk = _jdk(tmp_path)
    made = []
    real = api.patch
    monkeypatch.setattr(api, "patch", lambda *a, **k: made.append(a) or real(*a, **k))
    for dest in _unwritable(tmp_path):
        rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", "-o", dest)
        one_line_error(rc, err, str(dest))
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", "--series",
                           tmp_path / "afile" / "S")
    one_line_error(rc, err, str(tmp_path / "afile" / "S"))
    assert made == []


def test_plot_destinations_are_checked_first(tmp_path, capsys, monkeypatch):
    from stubforge.bench import measure as bench, tune
    ran = []
    monkeypatch.setattr(bench, "measure", lambda *a, **k: ran.append(a) or [])
    monkeypatch.setattr(tune, "tune", lambda *a, **k: ran.append(a))
    monkeypatch.setattr(api, "preflight", lambda *a, **k: None)
    for dest in _unwritable(tmp_path):
        rc, out, err = run_cli(capsys, "bench", "adler32", "--vlen", "128", "--no-baseline", "--plot", dest)
        one_line_error(rc, err, str(dest))
        rc, out, err = run_cli(capsys, "tune", "adler32", "--param", "unroll=1,2", "--plot", dest)
        one_line_error(rc, err, str(dest))
    assert ran == []


def test_the_table_is_printed_before_the_junit_file_is_written(tmp_path, capsys, no_qemu_runs, monkeypatch):
    """If the JUnit file still cannot be written at the end (the disk filled up meanwhile), the run's
    table is on the screen first."""
    from stubforge.sim import matrix
    monkeypatch.setattr(matrix, "to_junit", lambda results, **kw: (_ for _ in ()).throw(OSError(28, "No space left")))
    rc, out, err = run_cli(capsys, "sim", "crc32c", "--variant", "base", "--vlen", "128", "--sizes", "0-8",
                           "--junit", tmp_path / "x.xml")
    assert rc == 2 and "sim: 2 passed, 0 failed" in out and "No space left" in err


# ---- 9: the Python API checks what it is given, saying it as the command line does ------------------------

def test_api_arguments_are_checked_as_the_command_line_checks_them(no_qemu_runs):
    prog = api.build("adler32")
    cases = [
        (lambda: api.emit(prog, "nosuch"), "--target nosuch: not one of hotspot, gnu, header"),
        (lambda: api.emit(prog, release="99"), "--jdk 99: not one of"),
        (lambda: api.simulate(["adler32"], shard=(3, 2)), "--shard 3/2: wants K/N with 1 <= K <= N"),
        (lambda: api.simulate(["adler32"], shard=(1, 0)), "--shard 1/0: wants K/N with 1 <= K <= N"),
        (lambda: api.build(None), "build wants a kernel name or definition, not None"),
        (lambda: api.simulate(["adler32"], path="s"), "--path s: not one of S, cxx, both"),
        (lambda: api.simulate(["adler32"], sizes=[]), "--sizes [] names no size"),
        (lambda: api.simulate(["adler32"], sizes=[-1]), "sizes must be >= 0"),
        (lambda: api.simulate(["adler32"], vlens=[100]), "100: QEMU takes a power of two from 128 to 1024"),
        (lambda: api.measure(["adler32"], vlens=[100]), "100: QEMU takes a power of two from 128 to 1024"),
        (lambda: api.simulate(["adler32"], vl_grant="most"), "--vl-grant most: not one of max, min, odd"),
        (lambda: api.simulate(["adler32"], jobs=0), "--jobs 0: must be 1 or more"),
        (lambda: api.simulate(["adler32"], timeout=0), "--timeout 0: seconds per QEMU process must be"),
        (lambda: api.patch(None), "--jdk: the top directory of an OpenJDK checkout is needed, not None"),
    ]
    for call, words in cases:
        with pytest.raises(api.UsageError) as e:
            call()
        assert words in str(e.value) and "\n" not in str(e.value), (words, str(e.value))
    assert no_qemu_runs == []


def test_the_command_line_says_the_same(capsys):
    for argv, words in [(("sim", "adler32", "--vlen", "100"), "100: QEMU takes a power of two from 128 to 1024"),
                        (("sim", "adler32", "--shard", "3/2"), "--shard 3/2: wants K/N with 1 <= K <= N"),
                        (("sim", "adler32", "--timeout", "0"), "seconds per QEMU process must be")]:
        rc, out, err = run_cli(capsys, *argv)
        one_line_error(rc, err, words)


def test_a_name_alone_is_one_kernel(no_qemu_runs):
    """simulate("crc32c") is simulate(["crc32c"]), not the kernels 'c', 'r', ... ("unknown kernel 'c'")."""
    rep = api.simulate("crc32c", variant="base", vlens=[128], sizes="0-8", path="S")
    assert rep.ok and [r.cell.stub for r in rep.results] == ["updateBytesCRC32C"]


# ---- 10: the smaller ones -------------------------------------------------------------------------------

def test_a_corrupted_cache_entry_is_rebuilt(tmp_path, monkeypatch):
    """A build product damaged in the cache (a disk error, a killed copy) is built again, not run as
    the kernel's failure every time."""
    monkeypatch.setenv("STUBFORGE_CACHE", str(tmp_path / "cache"))
    run = lambda: api.simulate(["crc32c"], variant="base", vlens=[128], sizes="0-8", path="S")  # noqa: E731
    assert run().ok
    elfs = list((tmp_path / "cache").glob("elf-*/sim.elf"))
    assert len(elfs) == 1
    elfs[0].write_bytes(elfs[0].read_bytes()[:200])
    rep = run()
    assert rep.ok, rep.results[0].detail
    assert len(elfs[0].read_bytes()) > 200


def test_a_param_the_variant_does_not_take_is_refused(capsys):
    rc, out, err = run_cli(capsys, "emit", "crc32", "--variant", "base", "--param", "words=8", "--target", "gnu")
    one_line_error(rc, err, "words", "zbc")
    with pytest.raises(Exception, match="words.*zbc"):
        api.build("crc32", "base", {"words": 8})
    # over every variant, each takes what applies to it; one that applies to none is refused
    progs = api.programs(["crc32"], params={"words": 8})
    assert [p.params.get("words") for p in progs if p.variant == "zbc"] == [8] and len(progs) == 5
    with pytest.raises(Exception, match="words"):
        api.programs(["crc32"], variant="base", params={"words": 8})


def test_microbench_with_an_unknown_model_is_refused_first(capsys, monkeypatch):
    from stubforge.bench import microbench
    monkeypatch.setattr(microbench, "measure", lambda *a, **k: pytest.fail("measured"))
    rc, out, err = run_cli(capsys, "microbench", "vadd.vv", "--model", "nosuch")
    one_line_error(rc, err, "nosuch")


def test_jdk_naming_a_file(tmp_path, capsys):
    f = tmp_path / "jdk.tar"
    f.write_text("")
    rc, out, err = run_cli(capsys, "patch", "--jdk", f, "--kernels", "adler32")
    one_line_error(rc, err, str(f), "a file")
    assert "no such directory" not in err


def test_a_binary_stub_generator_is_not_called_crlf(tmp_path, capsys):
    jdk = _jdk(tmp_path)
    sg = jdk / "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"
    sg.write_bytes(bytes(range(256)) * 64)
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32")
    one_line_error(rc, err, str(sg), "not text")
    assert "CRLF" not in err


def _dsl_error(body):
    from stubforge.dsl.ir import KernelError
    with pytest.raises(KernelError) as e:
        api.build(define("updateBytesAdler32", body))
    return str(e.value)


def test_the_dsl_refuses_a_write_to_x0():
    from stubforge.dsl.regs import ZERO

    def body(k):
        k.addi(ZERO, k.args[0], 1)
        k.mv(k.result, k.args[0])
        k.ret()
    assert "x0" in _dsl_error(body) and "test_reliability5.py" in _dsl_error(body)


def test_the_dsl_refuses_enter_without_leave_and_save_without_restore():
    from stubforge.dsl.regs import X
    S2 = X[18]

    def no_leave(k):
        k.enter()
        k.mv(k.result, k.args[0])
        k.ret()

    def no_restore(k):
        k.save(S2)
        k.mv(k.result, k.args[0])
        k.ret()
    assert "leave" in _dsl_error(no_leave)
    assert "restore" in _dsl_error(no_restore) and "s2" in _dsl_error(no_restore)


# ---- 8: --author and the destinations of patch -------------------------------------------------------------

@pytest.mark.parametrize("argv,words", [
    (("--series", "{S}", "--author", "A Person"), ("--author", "NAME <EMAIL>")),
    (("--series", "{S}", "--author", "A Person <a@example.org>\nX-Evil: 1"), ("--author", "one line")),
    (("--series", "{S}", "-o", "{tmp}/x.patch"), ("-o", "--series")),
    (("--author", "A Person <a@example.org>"), ("--author", "--series")),
    (("--series", "{jdk}/S"), ("--series", "inside the tree")),
])
def test_patch_refuses_what_it_would_ignore_or_get_wrong(tmp_path, capsys, argv, words):
    jdk = _jdk(tmp_path)
    argv = [a.format(S=tmp_path / "S", tmp=tmp_path, jdk=jdk) for a in argv]
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", *argv)
    one_line_error(rc, err, *words)
    assert not (tmp_path / "S").exists() and not (jdk / "S").exists() and not (tmp_path / "x.patch").exists()


def test_the_api_checks_the_author_too(tmp_path):
    with pytest.raises(api.UsageError, match="NAME <EMAIL>"):
        api.patch(_jdk(tmp_path), ["adler32"], series=True, author="A Person")


# ---- 7: the tree is as it looks ----------------------------------------------------------------------------

SG = "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"


def test_conflict_markers_in_a_file_the_patch_touches(tmp_path, capsys):
    jdk = _jdk(tmp_path)
    sg = jdk / SG
    text = sg.read_text()
    at = text.index("\n", text.index("#include")) + 1
    sg.write_text(text[:at] + "<<<<<<< HEAD\n// ours\n=======\n// theirs\n>>>>>>> other\n" + text[at:])
    line = text[:at].count("\n") + 1
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", "--check")
    one_line_error(rc, err, f"{sg}:{line}", "conflict")
    assert "applies cleanly" not in out


def _git_tree(tmp_path):
    jdk = _jdk(tmp_path)
    git = ["git", "-C", str(jdk), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(jdk)], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "base"], check=True)
    return jdk


@pytest.mark.parametrize("mode", [("--series", "{S}"), ("--check",), ("-o", "{tmp}/x.patch")])
def test_uncommitted_changes_to_the_files_patched_are_refused(tmp_path, capsys, mode):
    jdk = _git_tree(tmp_path)
    sg = jdk / SG
    sg.write_text(sg.read_text() + "// a local edit, not committed\n")
    mode = [a.format(S=tmp_path / "S", tmp=tmp_path) for a in mode]
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", *mode)
    one_line_error(rc, err, SG, "uncommitted", "--allow-uncommitted")
    assert not (tmp_path / "S").exists() and not (tmp_path / "x.patch").exists()
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", *mode, "--allow-uncommitted")
    assert rc == 0, err
    # a file the patch does not touch may hold what it likes
    subprocess.run(["git", "-C", str(jdk), "checkout", "-q", "--", SG], check=True)
    with open(jdk / "make/conf/version-numbers.conf", "a") as f:
        f.write("# edited, not committed\n")
    rc, out, err = run_cli(capsys, "patch", "--jdk", jdk, "--kernels", "adler32", "--check")
    assert rc == 0, err


def test_bench_report_fails_when_a_kernel_file_does_not_load(broken_kernel_file, capsys, monkeypatch):
    """The report rewrites measurements.json: without a kernel's module it would drop that kernel's figures."""
    from stubforge.bench import benchmarks
    monkeypatch.setattr(benchmarks, "build", lambda *a, **k: pytest.fail("the report was built"))
    monkeypatch.setattr(api, "preflight", lambda *a, **k: None)
    rc, out, err = run_cli(capsys, "bench", "--report", "--vlen", "128")
    one_line_error(rc, err, f"{broken_kernel_file}:3")
