"""bench and tune: figures from simulation, rankings, and --save changing the defaults and generated/."""
import json

import pytest

from stubforge import kernels
from stubforge.bench import measure as bench, mca
from stubforge import cli



def test_bench_json_figures_are_consistent(capsys):
    assert cli.main(["bench", "updateBytesCRC32", "--vlen", "128", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["variant"] for r in rows} == {"zba", "base", "zbc", "rvv", "zvbc"}
    for r in rows:
        assert r["instructions_per_byte"] > 0
        assert sum(r["classes_per_byte"].values()) == pytest.approx(r["instructions_per_byte"])
        assert r["baseline_instructions_per_byte"]["rv64gc-O2"] > 0
        if r["variant"] != "zbc":
            assert r["model"] == "llvm-mca 22, sifive-p670 (VLEN 128, vl=VLMAX), whole call" and r["llvm"] == 22
        else:                                # the P670 model cannot schedule scalar clmul: said, not 0
            assert r["cycles_na"] == "n/a (sifive-p670 has no schedule for clmul)"
            assert r["modelled_cycles_per_byte"] is None
    by = {r["variant"]: r["instructions_per_byte"] for r in rows}
    assert by["zba"] < by["base"]            # sh2add replaces slli+add per lookup
    assert by["zbc"] < by["zba"] / 8         # one Barrett step per word
    assert by["rvv"] < by["zbc"] / 3         # 32 lanes of table lookups
    assert by["zvbc"] < by["zba"] / 10       # carry-less multiply folding


def test_vector_kernel_splits_classes():
    prog = kernels.get("updateBytesAdler32").build()
    [row] = bench.measure(prog, (128,), baselines=())
    assert row.classes["vector"] > 0 and row.classes["vmem"] > 0 and row.classes["vset"] > 0
    assert row.cpb is not None and row.cpb > 0


def test_unroll_changes_the_count():
    kd = kernels.get("updateBytesCRC32")
    ipb = [bench.measure(kd.build("zba", {"unroll": u}), (128,), baselines=())[0].ipb for u in (1, 4, 16)]
    assert ipb[0] > ipb[1] > ipb[2]


def test_hot_loop_is_the_unrolled_block():
    prog = kernels.get("updateBytesCRC32").build("zba", {"unroll": 4})
    loop = mca.hot_loop(prog)
    assert loop.label.name == "L_words"
    assert sum(1 for i in loop.body if i.insn.mnemonic == "lbu") == 4 * 4     # 4 bytes of each word


def test_tune_ranks_skips_and_saves(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(kernels, "TUNED_FILE", tmp_path / "tuned.json")
    monkeypatch.setattr(cli, "GENERATED", tmp_path / "generated")
    # a value outside the parameter's allowed set is the user's mistake (issue 26), not a skipped row
    assert cli.main(["tune", "updateBytesAdler32", "--param", "unroll=1,2,40", "--vlen", "128"]) == 2
    assert "--param unroll=40: not an allowed value of updateBytesAdler32's unroll (allowed: 1, 2, 4, 8)" in \
        capsys.readouterr().err
    rc = cli.main(["tune", "updateBytesAdler32", "--param", "unroll=1,2", "--param", "lmul=1",
                   "--vlen", "128", "--save"])
    out = capsys.readouterr().out
    assert rc == 0
    ranked = [l for l in out.splitlines() if l[:1].isdigit()]
    assert ranked[0].split()[1:3] == ["unroll=2,", "lmul=1"]
    saved = json.loads((tmp_path / "tuned.json").read_text())
    assert saved["updateBytesAdler32"]["default"]["unroll"] == 2
    assert saved["updateBytesAdler32"]["default"]["lmul"] == 1
    assert kernels.get("updateBytesAdler32").resolve(None)[1]["unroll"] == 2
    text = (tmp_path / "generated" / "updateBytesAdler32" / "default.S").read_text()
    assert "unroll=2, lmul=1" in text


def test_update_ours_replaces_only_the_kernels_measured(tmp_path):
    """measured.update_ours: the given kernels' entries are replaced (with their code hash), every
    other kernel's entry stays byte for byte."""
    from stubforge.bench import measured
    path = tmp_path / "m.json"
    other = {"stub": "updateBytesCRC32", "variant": "default", "params": {}, "code": "x",
             "vlens": {"128": {"ipb": 1.5, "fixed": 20.0, "cpb": None, "model": "sifive-p670", "llvm": 22}}}
    stale = {"stub": "kyberAddPoly_2", "variant": "default", "params": {}, "code": "old", "vlens": {}}
    path.write_text(json.dumps({"note": "n", "kernels": [stale, other]}))
    prog = kernels.get("kyberAddPoly_2").build()
    rows = bench.measure(prog, (128,), baselines=(), models=())
    measured.update_ours(rows, [prog], path)
    doc = json.loads(path.read_text())
    by = {e["stub"]: e for e in doc["kernels"]}
    assert by["updateBytesCRC32"] == other
    assert by["kyberAddPoly_2"]["code"] == measured.code_hash(prog) and "128" in by["kyberAddPoly_2"]["vlens"]
    assert by["kyberAddPoly_2"]["vlens"]["128"]["fixed"] == rows[0].fixed
