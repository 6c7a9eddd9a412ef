"""sim/hotspot_own.py: HotSpot's own stubs counted inside a riscv64 JVM.

Unit tests run on output captured from Debian's riscv64 OpenJDK 26.0.2.1 under qemu-riscv64
(tests/fixtures/hotspot26/): a -XX:+PrintStubCode excerpt, and the per-address QEMU counts of the
Adler32 stub in the three counting runs (warm-up alone, 2 calls of 4096 bytes, 2 of 65536). The
workload's answers are checked on the host JVM against zlib, hashlib and pycryptodome. With
STUBFORGE_RV64_JAVA / STUBFORGE_RV64_SYSROOT (`.ci/riscv64-jre 26` prints both), the whole
measurement runs under QEMU and must agree, to the instruction, with bench/hotspot/jdk26.json.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from stubforge.bench import hotspot_own as ho
from stubforge.bench import report

FIX = Path(__file__).parent / "fixtures" / "hotspot26"
EXCERPT = (FIX / "printstubcode-excerpt.txt").read_text()


def test_parser_reads_ranges_and_bytes_of_generated_stubs_only():
    stubs = ho.parse_stub_code(EXCERPT)
    assert set(stubs) == {"aescrypt_encryptBlock", "updateBytesAdler32"}   # not the ICache stub
    aes = stubs["aescrypt_encryptBlock"]
    header = re.search(r"aescrypt_encryptBlock_stub \[0x([0-9a-f]+), 0x([0-9a-f]+)\] \((\d+)", EXCERPT)
    assert (aes.start, aes.end, aes.size) == (int(header[1], 16), int(header[2], 16), int(header[3]))
    assert len(aes.code) == aes.size
    # "4111 | 06e4" is memory order: c.addi sp, -16 (0x1141) then c.sdsp ra, 8(sp) (0xe406).
    assert aes.code[:4] == bytes.fromhex("411106e4")


def test_parser_reads_jdk21_headers_too():
    """JDK 21 names a stub without the "Stub Generator ..._stub" wrapping (seen on Debian's 21.0.12.1)."""
    old = ho.parse_stub_code(EXCERPT)
    text = re.sub(r"StubRoutines::Stub Generator (\w+)_stub ", r"StubRoutines::\1 ", EXCERPT)
    assert "StubRoutines::updateBytesAdler32 [0x" in text
    assert ho.parse_stub_code(text) == old


def test_parser_reads_jdk27_headers_too():
    """JDK 27 and 28 EA put "(stub gen)" after the name (seen on Debian's 27.0.1 and 28~18ea)."""
    old = ho.parse_stub_code(EXCERPT)
    text = re.sub(r"StubRoutines::Stub Generator (\w+)_stub ", r"StubRoutines::\1_stub (stub gen) ", EXCERPT)
    assert "StubRoutines::updateBytesAdler32_stub (stub gen) [0x" in text
    assert ho.parse_stub_code(text) == old


def test_a_dump_may_leave_out_the_last_bytes_of_trailing_data():
    """Seen on a patched 26 build: CRC32 with stubforge's tables after the code, 10976-byte range,
    10974 bytes dumped (HotSpot prints whole instruction parcels only)."""
    aes = ho.parse_stub_code(EXCERPT)["aescrypt_encryptBlock"]
    end = f"{aes.end:016x}"
    text = EXCERPT.replace(f"0x{end}] (632 bytes)", f"0x{aes.end + 2:016x}] (634 bytes)")
    longer = ho.parse_stub_code(text)["aescrypt_encryptBlock"]
    assert (longer.size, longer.code) == (634, aes.code)


def test_disassembly_of_the_dump_is_hotspots_aes_block():
    code = ho.parse_stub_code(EXCERPT)["aescrypt_encryptBlock"]
    insns = ho.disassemble(code.code)
    assert insns[0].mnemonic == "addi" and insns[0].operands == "sp, sp, -0x10"
    names = [i.mnemonic for i in insns]
    # One key-size path per AES-128/192/256: each ends with vaesef.vv and returns.
    assert names.count("vaesef.vv") == 3 and names.count("ret") == 3
    assert "<unknown>" not in names


def test_truncated_or_inconsistent_dumps_are_refused():
    lines = EXCERPT.splitlines()
    cut = next(i for i, ln in enumerate(lines) if "aescrypt_encryptBlock_stub" in ln) + 4
    with pytest.raises(ho.HotspotBenchError, match="aescrypt_encryptBlock: dump line at"):
        ho.parse_stub_code("\n".join(lines[:cut] + lines[cut + 1:]))
    with pytest.raises(ho.HotspotBenchError, match="the range and the size disagree"):
        ho.parse_stub_code(EXCERPT.replace("(632 bytes)", "(640 bytes)"))


def _captured():
    cap = json.loads((FIX / "adler32-counts-vlen128.json").read_text())
    runs = {(r["size"], r["calls"]): {int(a, 16): n for a, n in r["counts"].items()} for r in cap["runs"]}
    code = ho.parse_stub_code((FIX / "adler32-stubcode-vlen128.txt").read_text())["updateBytesAdler32"]
    return cap, runs, code


def test_slope_and_fixed_from_captured_counts():
    cap, runs, code = _captured()
    a, b = cap["sizes"]
    assert (code.start, code.end) == (int(cap["start"], 16), int(cap["end"], 16))
    base = runs[(b, 0)]
    pa, pb = (ho._offsets(ho._per_call(runs[(n, cap["calls"])], base, cap["calls"]), code) for n in (a, b))
    ipb, fixed, per_call, unit = ho.slope_figures(pa, pb, (a, b))
    # The issue's figure for HotSpot 26's Adler32 (counted by another session with the same method).
    assert round(ipb, 3) == 0.270 and per_call is None
    assert fixed == sum(pa.values()) - ipb * a and fixed > 0
    # Both sizes lie on the line exactly: the slope is the cost of every extra byte.
    assert sum(pb.values()) == pytest.approx(fixed + ipb * b)
    insns = ho.disassemble(code.code)
    loop = ho.loop_record(insns, unit)
    back = int(loop["end"], 16)
    assert loop["iterations_per_byte"] == unit[back] > 0
    # Every executed address is an instruction of the disassembly, classes add up to the slope.
    mn = {i.off: i.mnemonic for i in insns}
    from stubforge.bench.count import classify_mnemonics
    ca, cb = classify_mnemonics(mn, pa), classify_mnemonics(mn, pb)
    assert sum(cb.values()) - sum(ca.values()) == pytest.approx(ipb * (b - a))


def test_counts_that_are_not_identical_calls_are_refused():
    cap, runs, code = _captured()
    b = cap["sizes"][1]
    bad = dict(runs[(b, cap["calls"])])
    addr = next(iter(bad))
    bad[addr] += 1
    with pytest.raises(ho.HotspotBenchError, match="not 2 identical calls"):
        ho._per_call(bad, runs[(b, 0)], cap["calls"])


def test_block_stub_per_call_must_not_depend_on_size():
    assert ho.slope_figures({0: 60 * 256}, {0: 60 * 4096}, (4096, 65536), 16)[2] == 60
    with pytest.raises(ho.HotspotBenchError, match="instructions per call"):
        ho.slope_figures({0: 60 * 256}, {0: 61 * 4096}, (4096, 65536), 16)


def test_a_moved_stub_is_refused_and_an_address_immediate_is_tolerated():
    stubs = ho.parse_stub_code(EXCERPT)
    probe = ho.Run(stubs, {}, {})
    s = stubs["aescrypt_encryptBlock"]
    moved = ho.Run({**stubs, s.name: ho.StubCode(s.name, s.start + 64, s.end + 64, s.code)}, {}, {})
    with pytest.raises(ho.HotspotBenchError, match="moved between the runs"):
        ho._same_place(probe, moved, [s.name])
    # Another immediate in the same instruction (addi's imm12 bits), e.g. a table address in libjvm.
    insns = ho.disassemble(s.code)
    off = next(i.off for i in insns if i.mnemonic == "addi" and i.off > 0 and s.code[i.off] & 3 == 3)
    code = bytearray(s.code)
    code[off + 3] ^= 0x10
    other = ho.Run({**stubs, s.name: ho.StubCode(s.name, s.start, s.end, bytes(code))}, {}, {})
    assert ho._same_place(probe, other, [s.name]) == [f"{s.name}: same instructions, operands differ at {off:#x}"]
    code[off] ^= 0x40 << 0     # now another opcode: refused
    changed = ho.Run({**stubs, s.name: ho.StubCode(s.name, s.start, s.end, bytes(code))}, {}, {})
    with pytest.raises(ho.HotspotBenchError):
        ho._same_place(probe, changed, [s.name])


HOST_JAVA = shutil.which("java")


@pytest.mark.skipif(not (HOST_JAVA and shutil.which("javac")), reason="no host JDK (java, javac)")
def test_workload_answers_match_the_references_on_the_host_jvm():
    """StubBench on the host JVM: its printed results are what zlib, hashlib and pycryptodome give,
    so the check made before every count reads the workload right."""
    classes = ho.compile_checker(ho.bench_source())
    algs = sorted({i.alg for i in ho.STUBS.values()})
    for size, calls in ((4096, 0), (4096, 2)):
        r = subprocess.run([HOST_JAVA, "-cp", str(classes), "StubBench", ",".join(algs), f"{size:05d}",
                            f"{calls:06d}"], capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        got = dict(re.findall(r"^([\w-]+) ([0-9a-f]+)$", r.stdout, re.M))
        assert got == {alg: ho.expected(alg, size, calls) for alg in algs}


def test_plan_and_unknown_names():
    todo = ho.plan()
    assert ("rvv", 256, ho.ALL) in todo and ("scalar", 256, ho.CRC) in todo
    assert ("rvv", 128, tuple(s for s in ho.ALL if s != "chacha20Block")) in todo
    assert ho.plan(["zvbc"], [512]) == [("zvbc", 512, ho.CRC)]
    with pytest.raises(ho.HotspotBenchError, match="unknown configuration 'avx'"):
        ho.plan(["avx"])
    with pytest.raises(ho.HotspotBenchError, match="unknown stub"):
        ho.plan(None, None, ["updateBytesCRC32", "md5"])


def test_plan_measures_chacha20_where_hotspot_generates_it():
    """HotSpot turns ChaCha20 off below VLEN 256: asked for VLEN 128 only, it is measured at 256."""
    assert ho.plan(["rvv"], [128], ["chacha20Block", "updateBytesCRC32"]) == [
        ("rvv", 128, ("updateBytesCRC32",)), ("rvv", 256, ("chacha20Block",))]
    assert ho.plan(["rvv"], [128, 512], ["chacha20Block"]) == [("rvv", 512, ("chacha20Block",))]


def test_no_run_counts_a_stub_another_workload_of_the_run_reaches():
    """Where HotSpot has no CBC, CTR or GCM stub, Java's loops call the AES block stub: a run that
    measures the block stub has none of them; GCM's intrinsic takes only calls of 7680 bytes and up."""
    groups = ho.run_groups(ho.ALL, (4096, 65536))
    assert sorted(s for _, g in groups for s in g) == sorted(ho.ALL)
    for sizes, names in groups:
        algs = {ho.STUBS[s].alg for s in names}
        for s in names:
            others = algs - {ho.STUBS[s].alg}
            assert not any(s in ho.REACHES[a] for a in others), (s, others)
        assert sizes == ((8192, 65536) if "galoisCounterMode_AESCrypt" in names else (4096, 65536))
    by = {s: i for i, (_, g) in enumerate(groups) for s in g}
    assert by["aescrypt_encryptBlock"] not in {by["cipherBlockChaining_encryptAESCrypt"], by["counterMode_AESCrypt"],
                                                by["ghash_processBlocks"]}
    assert len(groups) <= 4


def _release(runtime="openjdk version \"27.0.1\"", llvm="llvm-mca 22, llvm-objdump 19", ms=(), exceptions=None):
    return ho.Release("27", runtime, "qemu-riscv64 10.0.2", llvm, "sifive-p670", [4096, 65536], "2026-11-26",
                      list(ms), {m.code: "00" for m in ms}, exceptions or {})


def _m(stub, vlen=128, ipb=1.0, code="a"):
    return ho.Measurement(stub, "rvv", {}, [], vlen, ipb, 0.0, None, None, "", {}, code=code)


def test_update_replaces_the_named_stubs_and_keeps_the_rest():
    old = _release(ms=[_m("updateBytesCRC32", ipb=0.5), _m("updateBytesAdler32", code="b")],
                   exceptions={"counterMode_AESCrypt": "rvv VLEN 128: not generated by this JVM"})
    new = _release(ms=[_m("updateBytesCRC32", ipb=0.25, code="c"), _m("counterMode_AESCrypt", code="d")],
                   exceptions={"ghash_processBlocks": "rvv VLEN 128: not generated by this JVM"})
    got = ho.merge(old, new)
    assert [(m.stub, m.instr_per_byte) for m in got.measurements] == [
        ("updateBytesCRC32", 0.25), ("updateBytesAdler32", 1.0), ("counterMode_AESCrypt", 1.0)]
    assert set(got.codes) == {"b", "c", "d"}
    assert got.exceptions == {"ghash_processBlocks": "rvv VLEN 128: not generated by this JVM"}
    assert got.runtime == old.runtime and got.sizes == old.sizes


def test_update_is_refused_for_another_runtime_or_llvm(tmp_path):
    old = _release()
    ho.check_update(old, old.runtime, old.llvm, tmp_path / "jdk27.json")
    with pytest.raises(ho.HotspotBenchError, match="jdk27.json is of .*27.0.1.*, this JVM is .*27.0.2"):
        ho.check_update(old, 'openjdk version "27.0.2"', old.llvm, tmp_path / "jdk27.json")
    with pytest.raises(ho.HotspotBenchError, match="made with llvm-mca 22, .* this is llvm-mca 23"):
        ho.check_update(old, old.runtime, "llvm-mca 23, llvm-objdump 19", tmp_path / "jdk27.json")


def test_update_of_a_record_of_another_runtime_exits_2_before_counting(tmp_path, monkeypatch, capsys):
    """`bench --jvm --update` reads the runtime's version first; a record of another one is refused in
    one line, exit 2, before any StubBench run."""
    from stubforge import cli
    (tmp_path / "jdk27.json").write_text(ho.dumps(_release(runtime='openjdk version "27.0.0"')))
    monkeypatch.setattr(ho, "BENCH_DIR", tmp_path)
    monkeypatch.setattr(ho.Bench, "__init__", lambda self, *a, **k: setattr(self, "sizes", (4096, 65536)))
    monkeypatch.setattr(ho.Bench, "runtime", lambda self: 'openjdk version "27.0.1" 2026-10-20')
    monkeypatch.setattr(ho.Bench, "measure", lambda *a, **k: pytest.fail("counted before refusing"))
    monkeypatch.setattr(cli, "_preflight", lambda build=True: None)
    code = cli.main(["bench", "--jvm", str(tmp_path), "--sysroot", str(tmp_path), "--stubs",
                     "updateBytesCRC32,updateBytesAdler32", "--update"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "jdk27.json is of" in err[0], err


def test_committed_measurements_load_as_records():
    rel = ho.load(26)
    assert rel.release == "26" and rel.sizes == [4096, 65536] and "26.0.2" in rel.runtime
    got = {(m.stub, m.config, m.vlen) for m in rel.measurements}
    measured = {m.stub for m in rel.measurements}
    for config, vlen, stubs in ho.plan():
        for s in stubs:
            if s in measured:   # measured in every configuration it belongs to
                assert (s, config, vlen) in got or (s == "chacha20Block" and vlen < 256), (s, config, vlen)
    for m in rel.measurements:
        assert (m.per_call is None) == (ho.STUBS[m.stub].block == 0)
        assert (m.cycles_per_byte is not None) == (m.vlen == 128)
        assert m.flags["UseRVV"] == (m.config != "scalar")


def test_every_committed_record_names_its_runtime_tools_and_unmeasured_stubs():
    """Each release's record says which JVM, QEMU and LLVM made it; a stub with a workload that the
    record has no figure of is one it names as not measured, with the reason (records made before
    exceptions were recorded, 26, excepted)."""
    for path in sorted(ho.BENCH_DIR.glob("jdk*.json")):
        rel = ho.load(path.stem[3:], path)
        assert rel.runtime.startswith(f'openjdk version "{rel.release}'), path.name
        assert rel.qemu.startswith("qemu-riscv64 ") and rel.llvm.startswith("llvm-mca ") and rel.model, path.name
        measured = {m.stub for m in rel.measurements}
        assert not measured & set(rel.exceptions), path.name
        if rel.exceptions:
            assert all("VLEN" in why for why in rel.exceptions.values()), path.name
    rel = ho.load(27)
    got = {(m.stub, m.vlen) for m in rel.measurements}
    for stub in ("cipherBlockChaining_encryptAESCrypt", "cipherBlockChaining_decryptAESCrypt", "counterMode_AESCrypt",
                 "ghash_processBlocks", "sha256_implCompress", "sha512_implCompress"):
        assert (stub, 128) in got, stub
    assert ("chacha20Block", 256) in got
    assert set(rel.exceptions) == {"updateBytesCRC32C", "galoisCounterMode_AESCrypt"}    # 27 has neither stub


def test_committed_cycles_are_the_pinned_llvm_mcas_and_recompute_from_the_record():
    """Every cycles figure of the committed record names the pinned llvm-mca, and is what the record's
    own traces and stub bytes give again (no JVM needed: a new llvm-mca or model is a recomputation)."""
    import copy
    from stubforge.sim.toolchain import MODEL_LLVM
    rel = ho.load(26)
    for m in rel.measurements:
        assert m.llvm == MODEL_LLVM and m.trace and m.code in rel.codes
        if m.cycles_per_byte is not None:
            assert m.model.startswith(f"llvm-mca {MODEL_LLVM}, {rel.model} ")
    for m in [x for x in rel.measurements if x.vlen == 128 and x.config == "rvv"][:3]:
        again = copy.deepcopy(m)
        ho.remodel(again, bytes.fromhex(rel.codes[m.code]), rel.model)
        assert again.cycles == m.cycles and again.cycles_per_byte == m.cycles_per_byte


def test_a_record_of_another_llvm_is_recomputed_or_refused(tmp_path):
    """A record modelled by another llvm-mca is recomputed on load when it keeps its traces; without
    them its figure keeps its LLVM and stubforge patch refuses to compare it."""
    from stubforge.bench import measured
    from stubforge.sim.toolchain import MODEL_LLVM
    d = json.loads((ho.BENCH_DIR / "jdk26.json").read_text())
    m = next(x for x in d["measurements"] if x["stub"] == "updateBytesAdler32" and x["vlen"] == 128)
    want = m["cycles_per_byte"]
    m.update(llvm=19, cycles_per_byte=9.0, model=m["model"].replace(f"llvm-mca {MODEL_LLVM}", "llvm-mca 19"))
    (tmp_path / "jdk26.json").write_text(json.dumps(d))
    got = next(x for x in ho.load(26, tmp_path / "jdk26.json").measurements if x.stub == m["stub"] and x.vlen == 128)
    assert got.llvm == MODEL_LLVM and got.cycles_per_byte == want
    del m["trace"]
    (tmp_path / "jdk26.json").write_text(json.dumps(d))
    hs = [x for x in measured.load_hotspot("26", tmp_path / "jdk26.json") if x.stub == m["stub"]]
    assert hs[0].figures[128].llvm == 19
    ours = measured.Measured(m["stub"], "default", {128: measured.Figure(128, 0.2, cpb=0.1,
                             model=f"llvm-mca {MODEL_LLVM}, sifive-p670 (VLEN 128, vl=VLMAX), whole call",
                             llvm=MODEL_LLVM)})
    with pytest.raises(measured.IncomparableFigures, match="llvm-mca 19"):
        measured.check_comparable([ours, *hs])


def test_code_read_as_data_is_refused():
    """llvm-objdump 22 honours the `$d` mapping symbol of the .incbin wrapper: every word a .word."""
    text = "0000000000000000 <hotspot_stub>:\n       0: 13 05 15 00  \t.word\t0x00150513\n"
    with pytest.raises(ho.HotspotBenchError, match="read the stub's code as data"):
        ho.parse_objdump(text, 0)


def test_replace_section_keeps_the_rest():
    text = "# t\n\n## A\n\na\n\n## B\n\nb\n"
    assert report.replace_section(text, "A", "## A\n\nnew\n") == "# t\n\n## A\n\nnew\n\n## B\n\nb\n"
    assert report.replace_section(text, "B", "## B\n\nnew\n") == "# t\n\n## A\n\na\n\n## B\n\nnew\n"
    assert report.replace_section(text, "C", "## C\n\nc\n").endswith("b\n\n## C\n\nc\n")


RV64_JAVA = os.environ.get("STUBFORGE_RV64_JAVA")
RV64_SYSROOT = os.environ.get("STUBFORGE_RV64_SYSROOT")


@pytest.mark.long
@pytest.mark.skipif(not (RV64_JAVA and RV64_SYSROOT),
                    reason="set STUBFORGE_RV64_JAVA and STUBFORGE_RV64_SYSROOT (bash .ci/riscv64-jre 26 prints both)")
def test_counting_inside_the_jvm_reproduces_the_committed_figures():
    """Counted again (2 calls instead of 8): exact counts, so the same figures to the last digit."""
    b = ho.Bench(RV64_JAVA, RV64_SYSROOT, calls=2)
    got = {m.stub: m for m in b.measure("rvv", 128, ["updateBytesAdler32", "aescrypt_encryptBlock"])}
    committed = {m.stub: m for m in ho.load(26).measurements if m.config == "rvv" and m.vlen == 128}
    for stub, m in got.items():
        c = committed[stub]
        assert (m.instr_per_byte, m.fixed, m.per_call) == (c.instr_per_byte, c.fixed, c.per_call)
        assert m.cycles_per_byte == pytest.approx(c.cycles_per_byte)
    assert got["aescrypt_encryptBlock"].per_call == 60      # the figure for HotSpot 26


RV64_LIBJVM = os.environ.get("STUBFORGE_RV64_LIBJVM")


# The configurations counted: each without Zba, since MacroAssembler's zext() becomes one add.uw
# where UseZba is on, the two shifts `stubforge bench` counts for a variant that does not require Zba
# where it is off. With Zvbc, 26's CRC32 dispatcher picks stubforge's zvbc over HotSpot's own fold.
PATCHED_CONFIGS = {
    "rvv-nozba": (["-XX:+UseZvkn", "-XX:-UseZba"],
                  ["updateBytesCRC32", "updateBytesAdler32", "electronicCodeBook_encryptAESCrypt"]),
    "zvbc-nozba": (["-XX:+UseZvkn", "-XX:+UseZvbc", "-XX:-UseZba"], ["updateBytesCRC32"]),
}


@pytest.mark.skipif(not (RV64_JAVA and RV64_SYSROOT and RV64_LIBJVM),
                    reason="set STUBFORGE_RV64_LIBJVM to a libjvm.so from .ci/build-hotspot 26 (default patch)")
@pytest.mark.parametrize("config", sorted(PATCHED_CONFIGS))
def test_patched_stubs_counted_in_the_jvm_agree_with_stubforge_bench(monkeypatch, config):
    """The stubs of a HotSpot built with the default patch, counted inside that JVM, execute exactly
    what `stubforge bench` counts for the variants the patch's dispatchers pick on that CPU."""
    from pathlib import Path
    jvm_flags, stubs = PATCHED_CONFIGS[config]
    monkeypatch.setitem(ho.CONFIGS, config, (jvm_flags, ho.ALL, (128,)))

    from stubforge import kernels
    from stubforge.bench import measure as bench
    from stubforge.jdk import dispatch_check as dc
    patched = dc.patched_stubs((Path(RV64_LIBJVM).parent / "stubforge.patch").read_text())
    b = ho.Bench(RV64_JAVA, RV64_SYSROOT, RV64_LIBJVM, calls=2)
    flags = {f: v == "true" for f, v in b.jvm.flags_final(128, jvm_flags).items()}
    got = b.measure(config, 128, stubs)
    assert {m.stub for m in got} == set(stubs)
    for m in got:
        variant = dc.choice(patched[m.stub], flags)
        assert variant == "zvbc" or config != "zvbc-nozba", variant      # ours, not HotSpot's fold
        row = bench.measure(kernels.get(m.stub).build(variant, patched[m.stub].variants[variant]), [128],
                            ho.DEFAULT_SIZES, baselines=())[0]
        assert (m.instr_per_byte, m.fixed) == (row.ipb, row.fixed), (m.stub, variant)


def test_a_call_without_vector_instructions_is_costed_on_every_core_model():
    """A scalar call runs the same instructions at any VLEN, so its VLEN-128 trace is costed on
    spacemit-x60 (VLEN 256) too: JDK 26's record measured HotSpot's scalar CRC32 and Poly1305 in a
    VLEN-256 JVM as well, and that run's x60 figure is the one the VLEN-128 trace gives. A vector
    call's trace holds at its own VLEN only: no x60 figure from a VLEN-128 run."""
    import copy
    rel = ho.load(26)
    for stub, config in (("updateBytesCRC32", "scalar"), ("poly1305_processBlocks", "rvv")):
        at = {m.vlen: m for m in rel.measurements if (m.stub, m.config) == (stub, config)}
        again = copy.deepcopy(at[128])
        ho.remodel(again, bytes.fromhex(rel.codes[again.code]), rel.model)
        assert again.cycles["spacemit-x60"] == at[256].cycles["spacemit-x60"] == at[128].cycles["spacemit-x60"]
        assert again.cycles_per_byte == at[128].cycles_per_byte and at[256].cycles_per_byte is None
    vec = next(m for m in rel.measurements if (m.stub, m.config, m.vlen) == ("updateBytesCRC32", "rvv", 128))
    assert "spacemit-x60" not in vec.cycles
