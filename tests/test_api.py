"""The Python API (stubforge.api) gives what the command prints, as data; the command line holds no
grouping, sharding or file-list logic of its own (issue 25)."""
import re
import shutil
from pathlib import Path

import pytest

from stubforge import api, cli
from stubforge.dsl.ir import KernelError

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "openjdk"


def test_build_and_emit_are_what_the_command_prints(capsys):
    prog = api.build("crc32", "zbc", {"words": 8})
    assert (prog.name, prog.variant, prog.params["words"]) == ("updateBytesCRC32", "zbc", 8)
    assert cli.main(["emit", "crc32", "--variant", "zbc", "--param", "words=8", "--target", "gnu"]) == 0
    assert capsys.readouterr().out == api.emit(prog, "gnu")
    assert "StubGenStubId" in api.emit(prog, release="25")
    with pytest.raises(KernelError, match="not an allowed value"):
        api.build("adler32", params={"unroll": 3})
    with pytest.raises(api.UsageError, match="plain functions"):
        api.emit(prog, "header")


def test_simulate_returns_cells_and_shards_them():
    """One CellResult per kernel, variant, path and VLEN; shards are disjoint and cover the matrix.
    Each case is judged against zlib's and the crc32c package's CRC (the stubs' declared references)."""
    progs = api.programs(["crc32"], variant="zba") + api.programs(["crc32c"], variant="base")
    whole = api.simulate(progs, vlens=[128], sizes="0-40", path="S")
    assert whole.ok and whole.cells == 2 and [r.cell.stub for r in whole.results] == \
        ["updateBytesCRC32", "updateBytesCRC32C"]
    parts = [api.simulate(progs, vlens=[128], sizes="0-40", path="S", shard=(k, 2)) for k in (1, 2)]
    assert sorted(r.cell.name for p in parts for r in p.results) == sorted(r.cell.name for r in whole.results)
    assert all(len(p.results) == 1 for p in parts)
    lacking = api.simulate(progs[:1], vlens=[128], sizes="0-40", path="S", without=["zba"])
    assert not lacking.ok and "needs extension Zba" in lacking.results[0].detail


def test_bad_requests_raise_one_line():
    with pytest.raises(api.UsageError, match="names no size"):
        api.simulate(["crc32"], sizes=",")
    with pytest.raises(api.UsageError, match="not an extension stubforge knows"):
        api.simulate(["crc32"], without=["zzz"])
    with pytest.raises(api.UsageError, match="small then large"):
        api.parse_size_pair("65536,4096")


def test_patch_returns_the_patch_and_what_it_left_out(tmp_path):
    jdk = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", jdk)
    r = api.patch(jdk, ["adler32:default"], force=True)
    assert r.root == jdk.resolve() and [p.name for p in r.programs] == ["updateBytesAdler32"]
    assert "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp" in r.patch.changed
    assert "address generate_updateBytesAdler32()" in r.patch.new_text("src/hotspot/cpu/riscv/stubGenerator_riscv.cpp")
    api.check_patch(r)
    s = api.patch(jdk, ["adler32:default"], force=True, series=True, author="A Person <a@example.org>")
    paths = api.write_series(s, tmp_path / "out")
    assert [p.name for p in paths] == ["0001-RISC-V-Add-Adler32-intrinsic.patch",
                                       "0001-RISC-V-Add-Adler32-intrinsic.pr.md", "board"]
    assert "From: A Person <a@example.org>" in paths[0].read_text()


def test_generated_files_name_every_kernel_and_release():
    files = api.generated_files(ROOT / "generated")
    names = {str(p.relative_to(ROOT / "generated")) for p in files}
    for kd in api.kernels(None):
        for var in kd.variants:
            assert f"{kd.stub}/{var}.S" in names and f"{kd.stub}/{var}.mainline.cpp" in names
    check = api.check_generated(ROOT / "generated", files)
    assert check.stale == [] and check.extra == []


def test_cli_has_no_grouping_sharding_or_file_list_logic():
    text = (ROOT / "stubforge" / "cli.py").read_text()
    for logic in ("matrix.shard(", "ThreadPoolExecutor", "rglob(", "gnu.emit(", "hotspot.emit(",
                  "undeclared_flags("):
        assert logic not in text, logic
    assert re.search(r"(?m)^def generated_files\(.*\n.*\n\s+return api\.generated_files\(", text)
    # a thin layer: the argument tables and the measuring commands live in modules of their own
    assert len(text.splitlines()) <= 500
    assert "add_argument(" not in text and "def build(handlers" in (ROOT / "stubforge" / "cli_args.py").read_text()


def test_every_operation_is_documented():
    import inspect
    for name in api.__all__:
        obj = getattr(api, name)
        assert inspect.getdoc(obj) and len(inspect.getdoc(obj)) > 40, name
