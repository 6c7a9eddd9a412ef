"""stubforge microbench: generated latency/throughput kernels, checked in QEMU and against llvm-mca.

The outside reference for the figures is llvm-mca's own scheduling table: a one-chain kernel must
run at the table's latency, and enough chains must reach its reciprocal throughput. QEMU's exact
counts show that each kernel executes the instructions it claims to measure.
"""
import shutil
import subprocess

import pytest

from stubforge.bench import microbench as mb
from stubforge.sim.qemu import cpu_string
from stubforge.cli import main

P670 = "sifive-p670"


def _chain_links(bench):
    """For consecutive instructions of one chain: did the later one read what the earlier wrote?"""
    body = mb._loop_targets(bench)
    links = []
    for prev, cur in zip(body, body[1:]):
        written = prev.ops.get("vd") or prev.ops.get("rd")
        read = [v for t, v in cur.ops.items() if t in ("vs1", "vs2", "rs1") or (t == "vd" and
                                                                                mb._reads_vd(cur.insn))]
        links.append(written in read)
    return links


@pytest.mark.parametrize("insn,sew,lmul", [("vaesem.vs", 32, 1), ("vsha2ch.vv", 32, 1),
                                           ("vadd.vv", 8, 2), ("vwmulu.vv", 16, 1), ("add", None, 1),
                                           ("ld", None, 1), ("vredsum.vs", 32, 1)])
def test_latency_kernel_is_one_dependency_chain(insn, sew, lmul):
    b = mb.build(mb.configure(insn, sew, lmul), 1)
    assert b.dependent and all(_chain_links(b))


def test_throughput_kernel_chains_are_independent():
    b = mb.build(mb.configure("vaesem.vs", 32, 1), 4)
    body = mb._loop_targets(b)
    dsts = [i.ops["vd"] for i in body[:4]]
    assert len(set(dsts)) == 4
    assert [i.ops["vd"] for i in body[4:8]] == dsts          # round robin over the chains
    assert not any(_chain_links(b))


@pytest.mark.parametrize("insn,sew", [("vaesem.vs", 32), ("vsha2ch.vv", 32)])
def test_acceptance_commands_print_latency_and_throughput_per_model(insn, sew, capsys):
    argv = ["microbench", insn] + (["--sew", str(sew)] if insn.startswith("vsha2") else [])
    assert main(argv) == 0
    out = capsys.readouterr().out
    rows = [l.split() for l in out.splitlines() if l.startswith(P670)]
    kinds = {r[1] for r in rows}
    assert "latency" in kinds and "throughput" in kinds
    for chains in (1, 2, 4, 8):
        assert f"{chains} chain(s): 800 x {insn} executed = 50 iterations x 16 per iteration" in out


@pytest.mark.parametrize("insn,sew,lmul", [("vaesem.vs", 32, 1), ("vsha2ch.vv", 32, 1),
                                           ("vsha2ch.vv", 64, 2), ("vclmul.vv", 64, 1),
                                           ("vadd.vv", 32, 1), ("add", None, 1), ("ld", None, 1)])
def test_chains_reproduce_the_models_own_latency_and_throughput(insn, sew, lmul):
    rep = mb.measure(insn, sew, lmul, chains=(1, 2, 4, 8, 16), models=[P670], iterations=20)
    by_chain = rep.models[P670]
    table = by_chain[1]
    assert not table.error
    assert by_chain[1].cycles_per_insn == pytest.approx(table.latency, abs=0.05)
    best = min(r.cycles_per_insn for r in by_chain.values())
    # the loop's addi/bnez share the issue ports with scalar instructions: allow their slice
    assert best == pytest.approx(table.rthroughput, rel=0.15 if insn in ("add", "ld") else 0.02)
    assert best < by_chain[1].cycles_per_insn


def test_qemu_count_matches_the_built_body_at_every_vlen():
    b = mb.build(mb.configure("vwmulu.vv", 8, 2), 2)
    for vlen in (128, 256, 512, 1024):
        v = mb.run_qemu(b, vlen, iterations=7)
        assert v.executed == 7 * len(mb._loop_targets(b)) == 7 * 16


def test_instruction_without_chainable_operand_reports_latency_not_applicable():
    rep = mb.measure("vle32.v", 32, 1, chains=(1, 2), models=[P670], iterations=5)
    lat = [r for r in mb.rows(rep) if r[1] == "latency"][0]
    assert lat[3] == "n/a" and "no chain" in lat[6]


def test_unmodelled_core_is_a_row_saying_why():
    rep = mb.measure("vaesem.vs", 32, 1, chains=(1, 2), models=["sifive-x280"], iterations=5)
    rows = mb.rows(rep)
    assert {r[1] for r in rows} == {"latency", "throughput"}
    assert all(r[3] == "n/a" and "unsupported instruction" in r[6] for r in rows)


def test_register_shortage_skips_the_chain_count_and_says_why():
    # a widening chain alternates between two groups of 8 (EMUL 8): one chain fits, two do not
    rep = mb.measure("vwmulu.vv", 16, 4, chains=(1, 2), models=[P670], iterations=5)
    assert [b.chains for b in rep.benches] == [1]
    assert rep.skipped and "register groups of 8" in rep.skipped[0][1]


def test_same_shape_chains_run_in_place_so_more_fit():
    b = mb.build(mb.configure("vsll.vi", 16, 4), 4)       # 4 chains of LMUL 4 + the shared source
    body = mb._loop_targets(b)
    assert all(i.ops["vd"] == i.ops["vs2"] for i in body)


def test_slideup_never_overlaps_its_source():
    b = mb.build(mb.configure("vslideup.vx", 32, 1), 1)
    assert all(i.ops["vd"] != i.ops["vs2"] for i in mb._loop_targets(b)) and all(_chain_links(b))


@pytest.mark.parametrize("argv,msg", [
    (["microbench", "vfoo.vv"], "no instruction 'vfoo.vv'"),
    (["microbench", "beq"], "control-transfer"),
    (["microbench", "vsha2ch.vv", "--sew", "64"], "use --lmul 2"),
    (["microbench", "vaesem.vs", "--sew", "8"], "illegal at SEW=8"),
    (["microbench", "vadd.vv", "--chains", "0,2"], "positive counts"),
    (["microbench"], "an instruction"),
])
def test_bad_requests_are_one_line_errors(argv, msg, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert msg in err and "Traceback" not in err


def test_kernel_mode_lists_every_distinct_instruction():
    from stubforge import kernels
    prog = kernels.get("updateBytesCRC32").build("zvbc")
    cfgs = mb.kernel_configs(prog)
    names = {c.insn.mnemonic for c in cfgs}
    used = {i.insn.mnemonic for i in prog.instrs if not i.frame and i.insn.mnemonic != "jalr"
            and not any(t in i.ops for t in ("b13", "j21"))}
    assert names == used
    assert "vclmul.vv" in names and all(c.sew == 64 for c in cfgs if c.insn.mnemonic == "vclmul.vv")


def test_kernel_mode_command(capsys):
    assert main(["microbench", "--kernel", "aescrypt_encryptBlock", "--chains", "1,4",
                 "--model", P670, "--iterations", "5"]) == 0
    out = capsys.readouterr().out
    assert "vaesem.vv" in out and P670 in out


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
def test_board_program_builds_with_clang_and_runs_under_qemu(tmp_path):
    rep = mb.measure("vsha2ch.vv", 32, 1, chains=(1, 2, 4), models=[P670], iterations=5)
    mb.emit_board(rep, tmp_path)
    subprocess.run(["sh", str(tmp_path / "build.sh")], check=True, capture_output=True)
    cpu = cpu_string(rep.benches[0].prog.extensions, 128)
    p = subprocess.run(["qemu-riscv64", "-cpu", cpu, str(tmp_path / "microbench"), "1000"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    rows = [l.split() for l in p.stdout.splitlines()[2:]]
    assert [r[0] for r in rows] == ["latency", "throughput", "throughput"]
    assert [int(r[-5]) for r in rows] == [1000 * 16] * 3          # instructions measured per kernel
    assert "rdcycle" in (tmp_path / "microbench.c").read_text()


def test_indexed_load_keeps_a_valid_index_vector():
    """vs2:x is never chained (loaded data as addresses would fault): QEMU runs it cleanly."""
    rep = mb.measure("vluxei64.v", 64, 1, chains=(1, 2), models=[P670], iterations=5)
    assert all(v.executed == 5 * 16 for v in rep.verified.values())
    assert [r[3] for r in mb.rows(rep) if r[1] == "latency"] == ["n/a"]
