"""The patch never makes a stub slower: per-CPU dispatch between stubforge's variants and HotSpot's own.

The figures here are made-up inputs to the decision (which code wins where), not performance claims;
the real ones are committed in generated/measurements.json and bench/hotspot/.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from stubforge import kernels
from stubforge.emitters.hotspot import DISPATCH_BEGIN, DISPATCH_END, EARLIER_DISPATCH
from stubforge.jdk import dispatch
from stubforge.jdk import patch as jdkpatch
from stubforge.bench.measured import Figure, Measured, code_hash

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
SG = jdkpatch.SG
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def tree(tmp_path) -> Path:
    dest = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", dest)
    return dest


def crc32_variants():
    kd = kernels.get("updateBytesCRC32")
    return [kd.build(v) for v in kd.variants]


def ours_figures(progs, cpb: dict[str, float]):
    return {(p.name, p.variant): Measured(p.name, p.variant, {128: Figure(128, ipb=cpb[p.variant] * 2,
                                                                          cpb=cpb[p.variant])},
                                          code=code_hash(p)) for p in progs if p.variant in cpb}


def hotspot(stub, config, flags, cpb):
    return Measured(stub, config, {128: Figure(128, ipb=cpb * 2, cpb=cpb)}, flags)


# HotSpot 26-like CRC32: a Zvbc path, a vector table path, a scalar path.
HS_CRC32 = [hotspot("updateBytesCRC32", "zvbc", {"UseZvbc": True}, 0.30),
            hotspot("updateBytesCRC32", "rvv", {"UseRVV": True, "UseZvbc": False}, 0.90),
            hotspot("updateBytesCRC32", "scalar", {"UseRVV": False}, 1.80)]


def test_configurations_respect_implications():
    cs = dispatch.configurations(["UseRVV", "UseZvbc"])
    assert {"UseRVV": False, "UseZvbc": True} not in cs          # Zvbc needs V
    assert len(cs) == 3


@needs_git
def test_hotspot_kept_where_faster_and_dispatch_block_where_ours_wins(tmp_path):
    root = tree(tmp_path)
    ps = crc32_variants()
    ours = ours_figures(ps, {"zvbc": 0.14, "zba": 1.87, "base": 2.0})
    p = jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours)
    sg = p.new_text(SG)
    fn = sg[sg.index("address generate_updateBytesCRC32() {"):]
    block = fn[:fn.index(dispatch_end := DISPATCH_END)]
    # ours only where measured faster: zvbc (0.14 < 0.30); HotSpot's own everywhere else
    # the arm does not assert what its `if` has just tested
    assert re.search(r"if \(UseZvbc\) \{\n\s*return generate_updateBytesCRC32_zvbc\(\);\n\s*\}", block)
    # an initial stub: the vector arm nests under COMPILER2 and UseRVV, as HotSpot's kernel_crc32
    assert re.search(r"#ifdef COMPILER2\n\s*if \(UseRVV\) \{\n\s*if \(UseZvbc\) \{", block), block
    assert "#endif // COMPILER2" in block
    assert "generate_updateBytesCRC32_zba" not in sg and "generate_updateBytesCRC32_base" not in sg
    assert "address generate_updateBytesCRC32_zvbc() {" in sg
    assert dispatch_end in fn and "// \"}\" in a comment and a string" in fn   # HotSpot's body stays
    d = p.description()
    assert "zvbc -- [zvbc] against HotSpot's (zvbc): 0.140 vs 0.300 modelled cycles/B" in d
    assert "HotSpot's own -- [zba] against HotSpot's (rvv): 1.870 vs 0.900 modelled cycles/B" in d
    jdkpatch.apply(root, p.text())
    assert jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours).changed == []
    # figures change: the block and the variant functions are recomputed, not stacked
    ours2 = ours_figures(ps, {"zvbc": 0.5, "zba": 1.87, "base": 2.0})
    again = jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours2)
    assert DISPATCH_BEGIN not in again.new_text(SG)
    assert "generate_updateBytesCRC32_zvbc" not in again.new_text(SG)
    assert "updateBytesCRC32_zvbc_" not in again.new_text(SG)          # nor its constant tables
    # the block as an earlier version marked it ("// stubforge: per-CPU dispatch") goes the same way
    f = root / SG
    f.write_text(f.read_text().replace(DISPATCH_BEGIN, EARLIER_DISPATCH[0]).replace(DISPATCH_END, EARLIER_DISPATCH[1]))
    assert again.new_text(SG) == jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours2).new_text(SG)


def test_unmeasured_hotspot_stub_is_kept(tmp_path):
    root = tree(tmp_path)
    ps = crc32_variants()
    p = jdkpatch.build(root, ps, hotspot=[], ours=ours_figures(ps, {"zvbc": 0.1, "zba": 1.0, "base": 1.2}))
    assert SG not in p.changed or "generate_updateBytesCRC32_" not in p.new_text(SG)
    assert "HotSpot's own is not measured here" in p.description()
    assert p.stubs[0].function.startswith("not patched")


def test_a_stub_the_release_record_could_not_measure_is_named_as_the_exception(tmp_path):
    """The record says why it has no figure (bench --jvm's Release.exceptions): the decision keeps
    HotSpot's own and says so, naming the record."""
    from stubforge.bench import measured
    root = tree(tmp_path)
    ps = crc32_variants()
    hs = measured.HotspotRecord([], "jdk27.json", {"updateBytesCRC32": "rvv VLEN 128: not generated by this JVM"})
    p = jdkpatch.build(root, ps, hotspot=hs, ours=ours_figures(ps, {"zvbc": 0.1, "zba": 1.0, "base": 1.2}))
    assert ("HotSpot's own is not measured here (jdk27.json: rvv VLEN 128: not generated by this JVM)"
            in p.description())


def test_each_release_reads_its_own_record():
    """25, 26, 27 read bench/hotspot/jdk<N>.json; mainline the newest EA runtime's, jdk28.json."""
    from stubforge.bench import hotspot_own as ho
    assert ho.record_path("mainline").name == "jdk28.json"
    assert ho.record_path("25").name == "jdk25.json" and ho.record_path(27).name == "jdk27.json"


def test_unmeasured_kernel_does_not_replace_hotspot(tmp_path):
    root = tree(tmp_path)
    ps = crc32_variants()
    p = jdkpatch.build(root, ps, hotspot=HS_CRC32, ours={})
    assert "generate_updateBytesCRC32_" not in p.new_text(SG)
    assert "is not measured (run `stubforge bench --report`)" in p.description()


@needs_git
def test_ours_faster_everywhere_replaces_with_a_dispatcher(tmp_path):
    root = tree(tmp_path)
    ps = crc32_variants()
    ours = ours_figures(ps, {"zvbc": 0.1, "zba": 0.2, "base": 0.25})     # all below HotSpot's best, 0.30
    p = jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours)
    sg = p.new_text(SG)
    assert "// \"}\" in a comment and a string" not in sg
    disp = sg[sg.index("address generate_updateBytesCRC32() {"):]
    disp = disp[:disp.index("\n  }\n")]
    # [zba] and [base] are the same C++ at their defaults (unroll 16; shadd picks per CPU): one function,
    # the one that needs fewer extensions
    assert disp.index("generate_updateBytesCRC32_zvbc()") < disp.index("return generate_updateBytesCRC32_base();")
    assert "generate_updateBytesCRC32_zba()" not in sg
    assert "[zba] is the same C++ as [base]" in p.description()
    assert "if (UseCRC32Intrinsics && UseZba)" not in sg          # base runs everywhere: no guard
    jdkpatch.apply(root, p.text())
    assert jdkpatch.build(root, ps, hotspot=HS_CRC32, ours=ours).changed == []


def test_a_tie_keeps_hotspot_and_every_common_vlen_counts():
    """Replacing HotSpot's own takes being faster, at every VLEN both were measured at."""
    ours = Measured("s", "v", {128: Figure(128, ipb=1.0), 256: Figure(256, ipb=0.6)})
    assert not dispatch.versus(ours, Measured("s", "h", {128: Figure(128, ipb=1.0)}), "ipb")[0]
    assert not dispatch.versus(ours, Measured("s", "h", {128: Figure(128, ipb=2.0),
                                                         256: Figure(256, ipb=0.5)}), "ipb")[0]
    ok, text = dispatch.versus(ours, Measured("s", "h", {256: Figure(256, ipb=3.4)}), "ipb")
    assert ok and text.endswith("0.600 vs 3.400 instr/B at VLEN 256")


def test_force_ignores_hotspot(tmp_path):
    root = tree(tmp_path)
    ps = [kernels.get("updateBytesCRC32").build("zba")]
    p = jdkpatch.build(root, ps, hotspot=HS_CRC32, ours={}, force=True)
    assert p.stubs[0].function.startswith("replaces the existing definition")


def test_variants_for_disjoint_cpus_keep_one_guardable_family(tmp_path):
    """zvbc (Zvbc, and so V) and zba (Zba) serve CPUs no single flag describes: the patch keeps the
    family of the variant with the fewest needs (the first given, on a tie) and says what it left out."""
    root = tree(tmp_path)
    kd = kernels.get("updateBytesCRC32")
    ps = [kd.build("zba"), kd.build("zvbc")]
    p = jdkpatch.build(root, ps, hotspot=[], ours={}, force=True)
    assert p.stubs[0].variant == "zba"
    assert any("left out: zvbc" in d for d in p.stubs[0].decisions)


def test_cli_says_why_hotspot_is_kept(tmp_path, capsys):
    from stubforge import cli
    root = tree(tmp_path)
    rc = cli.main(["patch", "--jdk", str(root), "--release", "mainline", "--kernels", "crc32:zba"])
    err = capsys.readouterr().err
    assert rc == 0, err
    # mainline's record (jdk28.json, Debian's 28 EA runtime) has HotSpot's rvv CRC32 faster than the
    # table-driven zba variant, and nothing for the CPUs without V: its own CRC32 stays, and the user
    # is told why, with both figures and the record that lacks the others
    assert "updateBytesCRC32: HotSpot's own kept on every CPU" in err, err
    assert re.search(r"\[zba\] against HotSpot's \(rvv\): sifive-p470 \d+\.\d+ vs \d+\.\d+, sifive-p670 \d+\.\d+ vs "
                     r"\d+\.\d+, sifive-p870 \d+\.\d+ vs \d+\.\d+ modelled cycles/B", err), err
    assert "not measured here (jdk28.json" in err, err


def test_dispatcher_compiles(tmp_path):
    """The dispatcher and dispatch block are C++ a compiler takes (flags declared as HotSpot does)."""
    cxx = shutil.which("g++")
    if cxx is None:
        pytest.skip("no g++")
    from stubforge.emitters.hotspot import render_dispatch_block, render_dispatcher
    src = ("#define assert(cond, msg) ((void)(cond))  // HotSpot's two-argument assert\n"
           "typedef unsigned char* address;\nextern bool UseZvbc, UseZbc, UseZba;\n"
           "struct G {\n  address generate_x_zvbc() { return 0; }\n  address generate_x_zba() { return 0; }\n"
           + render_dispatcher("x", [("UseZvbc && UseZbc", "x_zvbc", ("UseZvbc", "UseZbc")),
                                     ("", "x_zba", ("UseZba",))], ["a", "b"])
           + "  address generate_y() {\n" + render_dispatch_block([("UseZba && !UseZvbc", "x_zba")])
           + "    return 0;\n  }\n};\n")
    f = tmp_path / "d.cpp"
    f.write_text(src)
    r = subprocess.run([cxx, "-fsyntax-only", "-Wall", "-Wextra", "-Werror", str(f)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr + src
    # the unconditional last arm asserts what its variant needs; an arm whose condition has just
    # tested its needs does not assert them again
    assert '  assert(UseZba, "generate_x_zba() needs UseZba");\n    return generate_x_zba();' in src
    assert "if (UseZvbc && UseZbc) {\n      return generate_x_zvbc();" in src
    assert "assert(UseZvbc" not in src


def test_where_the_tree_never_turns_the_intrinsic_on_no_arm_is_spent():
    from stubforge.jdk.flags import reachable
    # JDK 26's CRC32: on with Zba or V, and aligned accesses cheap.
    sites = [(0, ["FLAG_IS_DEFAULT(UseCRC32Intrinsics)", "!AvoidUnalignedAccesses && (UseZba || UseRVV)"])]
    r = reachable(sites, {"UseRVV", "UseZba", "UseZvbc"})
    assert r({"UseRVV": True, "UseZba": False}) and r({"UseRVV": False, "UseZba": True})
    assert not r({"UseRVV": False, "UseZba": False, "UseZvbc": False})
    # a test stubforge does not evaluate is unknown: the rest of the condition still excludes CPUs
    vec = reachable([(0, ["UseRVV && MaxVectorSize >= 32"])], {"UseRVV"})
    assert vec({"UseRVV": True}) and not vec({"UseRVV": False})
    assert reachable([], {"UseRVV"}) is None                                        # the patch turns it on
    progs = [p for p in crc32_variants() if p.variant in ("zvbc", "zba", "base")]
    ours = {v: m for (_, v), m in ours_figures(progs, {"zvbc": 0.14, "zba": 0.5, "base": 0.6}).items()}
    flags_of = {"zvbc": ["UseZbc", "UseZvbc"], "zba": ["UseZba"], "base": []}
    scalar = [hotspot("updateBytesCRC32", "scalar", {"UseRVV": False}, 1.80)]
    args = ("updateBytesCRC32", progs, lambda p: flags_of[p.variant], ours, True, scalar)
    everywhere = dispatch.plan(*args)
    tree_on = dispatch.plan(*args, reachable=reachable(
        [(0, ["!AvoidUnalignedAccesses && (UseZba || UseRVV)"])], {"UseRVV", "UseZba", "UseZbc", "UseZvbc"}))
    assert "base" in {b.choice for b in everywhere.branches}
    assert "base" not in {b.choice for b in tree_on.branches}          # only a CPU without Zba and V picks it
    assert not any("!UseRVV !UseZba" in line for line in tree_on.decisions)


def test_ours_on_every_reachable_cpu_ends_with_an_unconditional_return():
    """26's CRC32 after pruning: zvbc, rvv, zba win every CPU the tree turns the intrinsic on for, so
    the last arm takes the rest untested (a conditional last arm left the C++ without a return, which
    GCC's -Werror=return-type rejected in the first build with this dispatch)."""
    from stubforge.jdk.flags import reachable
    progs = [p for p in crc32_variants() if p.variant in ("zvbc", "rvv", "zba")]
    ours = {v: m for (_, v), m in ours_figures(progs, {"zvbc": 0.12, "rvv": 0.4, "zba": 1.8}).items()}
    flags_of = {"zvbc": ["UseZvbc"], "rvv": ["UseRVV"], "zba": ["UseZba"]}
    pl = dispatch.plan("updateBytesCRC32", progs, lambda p: flags_of[p.variant], ours, True, HS_CRC32[:2] + [
        hotspot("updateBytesCRC32", "scalar", {"UseRVV": False}, 2.75)], reachable=reachable(
        [(0, ["!AvoidUnalignedAccesses && (UseZba || UseRVV)"])], {"UseRVV", "UseZba", "UseZvbc"}))
    assert not pl.keeps_hotspot
    assert [b.choice for b in pl.branches] == ["zvbc", "rvv", "zba"]
    assert pl.branches[-1].cond == () and all(b.cond for b in pl.branches[:-1])


def test_a_gain_under_five_percent_or_with_more_instructions_keeps_hotspot():
    """Issue 21: a replacement must be worth a review, 5% faster and no more instructions."""
    theirs = Measured("s", "h", {128: Figure(128, ipb=1.0, cpb=1.0, model="sifive-p670")})
    near = Measured("s", "v", {128: Figure(128, ipb=0.9, cpb=0.96, model="sifive-p670")})
    ok, text = dispatch.versus(near, theirs, "cpb")
    assert not ok and "less than 5%" in text
    assert dispatch.versus(Measured("s", "v", {128: Figure(128, ipb=0.9, cpb=0.95)}), theirs, "cpb")[0]
    more = Measured("s", "v", {128: Figure(128, ipb=1.2, cpb=0.5, model="sifive-p670")})
    ok, text = dispatch.versus(more, theirs, "cpb")
    assert not ok and "more instructions (1.200 vs 1.000" in text
    # 59 vs 60 instructions per call (the AES block stub against HotSpot 26's): churn
    assert not dispatch.versus(Measured("s", "v", {128: Figure(128, per_call=59)}),
                               Measured("s", "h", {128: Figure(128, per_call=60)}), "call")[0]


@needs_git
def test_the_blob_grows_by_the_largest_variant_not_their_sum(tmp_path):
    """A dispatcher generates one variant on any CPU: the reservation is the largest variant's size
    (rounded up to 1 KiB), where it used to add every variant's (issue 21)."""
    from stubforge.emitters.hotspot import stub_size
    root = tree(tmp_path)
    ps = crc32_variants()
    p = jdkpatch.build(root, ps, force=True)
    [note] = p.stubs
    sizes = [size for _, _, _, size in note.functions]
    assert len(sizes) >= 3                   # one per variant the dispatch generates
    assert sorted(sizes) == sorted(stub_size(q) for q in ps if any(q.variant in f[1] for f in note.functions))
    assert "Blob space" not in p.new_text(SG)              # the sizes are the patch's message's, not the C++'s
    assert all(f"generate_{s}(): updateBytesCRC32 [" in p.description() for s, *_ in note.functions)
    m = re.search(r"do_arch_blob\(initial, 10000 \+ (\d+)\)",
                  p.new_text("src/hotspot/cpu/riscv/stubDeclarations_riscv.hpp"))
    assert m and int(m.group(1)) == -(-max(sizes) // 1024) * 1024 < sum(sizes)


def _recorded(stub, config, release, variant):
    """The committed figures themselves (raw JSON, not through the loaders under test): HotSpot's own
    per core model from bench/hotspot/jdk<release>.json, ours from generated/measurements.json."""
    import json
    from stubforge.bench import hotspot_own, measured
    rec = json.loads(hotspot_own.record_path(release).read_text())
    theirs = {}
    for m in rec["measurements"]:
        if m["stub"] == stub and m["config"] == config:
            theirs.update({k: v["cpb"] for k, v in m["cycles"].items() if "cpb" in v})
    e = next(e for e in json.loads(measured.OURS.read_text())["kernels"] if (e["stub"], e["variant"]) == (stub, variant))
    ours = {k: v["cpb"] for f in e["vlens"].values() for k, v in f["cycles"].items() if "cpb" in v}
    return ours, theirs


def test_a_replacement_must_win_on_every_core_model_not_only_the_release_model():
    """Issue 21: CRC32 [zba] against JDK 27's own scalar CRC32 (the CPUs without V), from the committed
    figures: faster by 5% or more on the three SiFive models, slower on spacemit-x60 (HotSpot's scalar
    call costed on x60 from the record's trace: it runs no vector instruction, so its VLEN does not
    matter). The p670-only rule replaced HotSpot's; every core keeps it, and the line names each core."""
    from stubforge.bench import measured
    ours_c, theirs_c = _recorded("updateBytesCRC32", "scalar", 27, "zba")
    cores = ("sifive-p470", "sifive-p670", "sifive-p870", "spacemit-x60")
    assert all(ours_c[c] <= 0.95 * theirs_c[c] for c in cores[:3]) and ours_c["spacemit-x60"] > theirs_c["spacemit-x60"]
    ours = measured.load_ours()[("updateBytesCRC32", "zba")]
    theirs = next(m for m in measured.load_hotspot("27") if m.stub == "updateBytesCRC32" and "scalar" in m.label)
    ok, text = dispatch.versus(ours, theirs, "cpb")
    want = ", ".join(f"{c} {ours_c[c]:.3f} vs {theirs_c[c]:.3f}" for c in cores) + " modelled cycles/B"
    assert not ok and text == f"stubforge vs HotSpot's own: {want} (not faster on spacemit-x60)"

    def only(m, core):             # the same record seen through the old rule: one model's figures
        return Measured(m.stub, m.label, {v: Figure(v, f.ipb, f.fixed, f.per_call, f.cpb, f.model, f.llvm,
                                                    {k: c for k, c in f.cores.items() if k == core})
                                          for v, f in m.figures.items()}, m.flags)
    assert dispatch.versus(only(ours, "sifive-p670"), only(theirs, "sifive-p670"), "cpb")[0]


def test_a_core_under_five_percent_keeps_hotspot_and_a_core_that_cannot_run_one_side_is_named():
    """JDK 27's sha512_implCompressMB against ours, committed figures: under 5% on p470 and p670, so
    HotSpot's stays; spacemit-x60 has no schedule for vrev8.v (Zvbb): named, not skipped."""
    from stubforge.bench import measured
    ours_c, theirs_c = _recorded("sha512_implCompressMB", "rvv", 27, "default")
    ours = measured.load_ours()[("sha512_implCompressMB", "default")]
    theirs = next(m for m in measured.load_hotspot("27") if m.stub == "sha512_implCompressMB")
    ok, text = dispatch.versus(ours, theirs, "cpb")
    short = [c for c in ("sifive-p470", "sifive-p670", "sifive-p870") if ours_c[c] > 0.95 * theirs_c[c]]
    assert not ok and short and all(ours_c[c] < theirs_c[c] for c in short)
    assert f"(faster by less than 5% on {', '.join(short)}: not worth a replacement)" in text
    assert text.endswith("; spacemit-x60: ours n/a (no schedule for vrev8.v)")


@needs_git
def test_the_decision_line_names_every_core(tmp_path):
    """What `stubforge patch` prints for one configuration: the winner, then each core's pair of figures
    (JDK 27's record, committed figures), the cores without one named with the reason."""
    from stubforge.bench import measured
    ps = crc32_variants()
    p = jdkpatch.build(tree(tmp_path), ps, hotspot=measured.load_hotspot("27"), ours=measured.load_ours())
    ours_c, theirs_c = _recorded("updateBytesCRC32", "rvv", 27, "rvv")
    figures = ", ".join(f"{c} {ours_c[c]:.3f} vs {theirs_c[c]:.3f}" for c in ("sifive-p470", "sifive-p670", "sifive-p870"))
    assert (f" !UseZvbc: rvv -- [rvv] against HotSpot's (rvv): {figures} modelled cycles/B; "
            "spacemit-x60: HotSpot's not measured at VLEN 256\n") in p.description()


# ---- the keep rule for an added stub against the code it displaces (Contract.rival) -------------

def _per_call(stub, variant, calls: dict, code="", na: dict | None = None):
    """A block stub's record: cycles per call on each model (at VLEN 128), `na` models unscheduled."""
    cores = {n: f"n/a ({n} has no schedule for vror.vi)" for n in (na or {})}
    return Measured(stub, variant, {128: Figure(128, fixed=3000, per_call=3000, cores=cores, calls=calls)},
                    code=code)


SCALAR = {"sifive-p470": 1381.0, "sifive-p670": 1044.0, "sifive-p870": 830.0, "spacemit-x60": 4081.0}


def test_an_added_stub_is_kept_only_where_it_beats_its_rival_by_5_percent_on_every_core():
    rivals = {"zbb": _per_call("sha3_implCompress", "zbb", SCALAR),
              "base": _per_call("sha3_implCompress", "base", {n: 2 * c for n, c in SCALAR.items()})}
    # the committed figures: 1.18x / 0.96x / 0.99x two scalar calls, spacemit-x60 unscheduled
    mine = _per_call("double_keccak", "zvkb", {"sifive-p470": 3251.0, "sifive-p670": 2011.0, "sifive-p870": 1640.0},
                     na={"spacemit-x60": True})
    ok, line = dispatch.versus_rival("double_keccak", "zvkb", mine, "sha3_implCompress", 2, rivals)
    assert not ok
    assert line.startswith("double_keccak [zvkb]: left out: the keep rule asks at most 0.95x the modelled cycles "
                           "of 2 x sha3_implCompress [zbb] calls on every core model: ")
    assert "sifive-p470 3251 vs 2762 (1.18x), sifive-p670 2011 vs 2088 (0.96x), sifive-p870 1640 vs 1660 (0.99x)" in line
    assert line.endswith("; spacemit-x60: ours n/a")
    # 0.96x on one core is not enough: every modelled core must be 5% faster
    fast = {"sifive-p470": 2000.0, "sifive-p670": 2011.0, "sifive-p870": 1500.0}
    ok, line = dispatch.versus_rival("double_keccak", "zvkb", _per_call("double_keccak", "zvkb", fast),
                                     "sha3_implCompress", 2, rivals)
    assert not ok and "sifive-p670 2011 vs 2088 (0.96x)" in line
    # 5% on every core with figures of both: registered (the unscheduled core is named, not counted)
    fast["sifive-p670"] = 1980.0
    ok, line = dispatch.versus_rival("double_keccak", "zvkb", _per_call("double_keccak", "zvkb", fast,
                                                                        na={"spacemit-x60": True}),
                                     "sha3_implCompress", 2, rivals)
    assert ok and line.startswith("double_keccak [zvkb]: registered: ") and "(0.95x)" in line
    # unmeasured, or no core with figures of both sides: not known to win, left out
    assert not dispatch.versus_rival("double_keccak", "zvkb", None, "sha3_implCompress", 2, rivals)[0]
    ok, line = dispatch.versus_rival("double_keccak", "zvkb", _per_call("double_keccak", "zvkb", fast),
                                     "sha3_implCompress", 2, {})
    assert not ok and "no model has figures of both" in line and "sha3_implCompress not measured" in line


def _sha3_tree(tmp_path) -> Path:
    """The fixture tree with JDK 27's SHA-3 block: the flag forced off."""
    root = tree(tmp_path)
    vm = root / jdkpatch.VM
    vm.write_text(vm.read_text().replace(
        "  // A flag the tree forces off.\n",
        "  // SHA-3\n  if (UseSHA3Intrinsics) {\n    warning(\"Intrinsics for SHA3-224, SHA3-256, SHA3-384 and SHA3-512 "
        "crypto hash functions not available on this CPU.\");\n    FLAG_SET_DEFAULT(UseSHA3Intrinsics, false);\n"
        "  }\n\n  // A flag the tree forces off.\n"))
    return root


def _sha3_progs():
    return [kernels.get(s).build(v) for s in ("sha3_implCompress", "sha3_implCompressMB", "double_keccak")
            for v in kernels.get(s).variants]


def _sha3_figures(progs, double_keccak: dict):
    out = {}
    for p in progs:
        calls = double_keccak if p.name == "double_keccak" else \
            {n: c * (1 if p.variant == "zbb" else 2) for n, c in SCALAR.items()}
        out[(p.name, p.variant)] = _per_call(p.name, p.variant, calls, code=code_hash(p))
    return out


def test_the_patch_leaves_out_double_keccak_where_it_does_not_beat_two_scalar_calls(tmp_path):
    progs = _sha3_progs()
    slow = {"sifive-p470": 3251.0, "sifive-p670": 2011.0, "sifive-p870": 1640.0, "spacemit-x60": 15381.0}
    p = jdkpatch.build(_sha3_tree(tmp_path), progs, hotspot=[], ours=_sha3_figures(progs, slow))
    assert [s.stub for s in p.stubs] == ["sha3_implCompress", "sha3_implCompressMB"]
    sg = p.new_text(SG)
    assert "generate_double_keccak" not in sg and "generate_sha3_implCompress(" in sg
    assert [x.split(":")[0] for x in p.left_out] == ["double_keccak [zvkb]", "double_keccak [v]"]
    assert "sifive-p470 3251 vs 2762 (1.18x)" in p.left_out[0]
    assert "Left out by the keep rule" in p.description() and p.left_out[0] in p.description()
    # faster by 5% on every core: registered (Zvkb's, under its own guard), nothing left out of it
    fast = {"sifive-p470": 2500.0, "sifive-p670": 1900.0, "sifive-p870": 1500.0, "spacemit-x60": 7000.0}
    p = jdkpatch.build(_sha3_tree(tmp_path / "2"), progs, hotspot=[], ours=_sha3_figures(progs, fast))
    assert "generate_double_keccak" in p.new_text(SG) and p.left_out == []
    # --force puts it in regardless, as it does for HotSpot's own comparisons
    p = jdkpatch.build(_sha3_tree(tmp_path / "3"), progs, hotspot=[], ours=_sha3_figures(progs, slow), force=True)
    assert "generate_double_keccak" in p.new_text(SG) and p.left_out == []


def test_the_sha3_flag_is_gated_by_usesha_as_hotspot_gates_its_sha_intrinsics(tmp_path):
    progs = [p for p in _sha3_progs() if p.name != "double_keccak"]      # zbb and base: no extension needed
    vm = jdkpatch.build(_sha3_tree(tmp_path), progs, hotspot=[], force=True).new_text(jdkpatch.VM)
    assert re.search(r"  if \(UseSHA && !AvoidUnalignedAccesses\) \{\n    if \(FLAG_IS_DEFAULT\(UseSHA3Intrinsics\)\) "
                     r"\{\n      FLAG_SET_DEFAULT\(UseSHA3Intrinsics, true\);\n    \}\n  \} else if "
                     r"\(UseSHA3Intrinsics\) \{\n", vm)
    assert vm.count("FLAG_SET_DEFAULT(UseSHA3Intrinsics, true)") == 1


def test_vector_arms_of_an_initial_stub_nest_under_compiler2_and_userv(tmp_path):
    """An initial stub's (CRC32's, CRC32C's) vector arms nest as HotSpot's kernel_crc32 does: under
    `#ifdef COMPILER2` and `if (UseRVV)`, UseRVV dropped from their own conditions (the rvv arm
    returns unconditionally inside); UseZvbc alone never picks vector code. The C++ compiles with
    COMPILER2 defined and without."""
    from stubforge.emitters.hotspot import render_dispatcher
    arms = [("UseZvbc", "c_zvbc", ("UseZvbc",)), ("UseRVV", "c_rvv", ("UseRVV",)),
            ("UseZba", "c_zba", ("UseZba",)), ("", "c_base")]
    fn = render_dispatcher("c", arms, [], vector=frozenset({"c_zvbc", "c_rvv"}))
    body = fn[fn.index("address generate_c() {"):]
    want = ["#ifdef COMPILER2", "    if (UseRVV) {", "      if (UseZvbc) {", "        return generate_c_zvbc();",
            "      return generate_c_rvv();", "    }", "#endif // COMPILER2", "    if (UseZba) {",
            "      return generate_c_zba();", "    return generate_c_base();"]
    lines = [x for x in body.split("\n") if "assert(" not in x]
    at = [lines.index(w) for w in want]
    assert at == sorted(at), body
    # inside `if (UseRVV)` no arm asserts UseRVV: the enclosing if has just tested it
    assert "assert(UseRVV" not in body, body
    plain = render_dispatcher("c", arms, [])
    assert "COMPILER2" not in plain and "    if (UseZvbc) {" in plain      # other stubs: as before
    cxx = shutil.which("g++")
    if cxx is None:
        return
    src = ("#define assert(cond, msg) ((void)(cond))\ntypedef unsigned char* address;\n"
           "extern bool UseZvbc, UseRVV, UseZba;\nstruct G {\n"
           + "".join(f"  address generate_c_{v}() {{ return 0; }}\n" for v in ("zvbc", "rvv", "zba", "base"))
           + fn + "};\n")
    f = tmp_path / "n.cpp"
    f.write_text(src)
    for extra in ([], ["-DCOMPILER2"]):
        r = subprocess.run([cxx, "-fsyntax-only", "-Wall", "-Wextra", "-Werror", *extra, str(f)],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr + src


def _chacha(variants=("zvkb", "v")):
    kd = kernels.get("chacha20Block")
    return [kd.build(v) for v in variants]


def test_variants_differing_under_k_when_are_one_generator():
    """ChaCha20's Zvkb and plain-V variants differ only inside k.when("zvkb"): where the plan picks
    [zvkb] exactly on UseZvbb CPUs they are one generator (the merge, kept under [v]'s name, which
    runs wherever both do); where it picks otherwise, two."""
    zvkb, v = _chacha()
    plan = dispatch.Plan("chacha20Block", [dispatch.Branch((("UseZvbb", True),), "zvkb", zvkb),
                                           dispatch.Branch((), "v", v)])
    kept, alias, why = jdkpatch.merge_conditional(plan)
    assert alias == {"zvkb": "v"} and list(kept) == ["v"] and kept["v"].conds == ("UseZvbb",)
    assert "one generator" in why[0]
    odd = dispatch.Plan("chacha20Block", [dispatch.Branch((("UseZvbb", True), ("UseZbb", True)), "zvkb", zvkb),
                                          dispatch.Branch((), "v", v)])
    kept, alias, why = jdkpatch.merge_conditional(odd)
    assert alias == {} and set(kept) == {"zvkb", "v"} and "two functions" in why[0]


def test_flag_picks_only_where_the_chain_chooses_as_the_flag_does():
    on = dispatch.Branch((("UseZvbb", True),), "zvkb")
    off = dispatch.Branch((), "v")
    plan = dispatch.Plan("chacha20Block", [on, off])
    assert dispatch.flag_picks(plan, "zvkb", "v", ("UseZvbb",))
    # [v] chosen on some CPUs with Zvbb: one generator testing UseZvbb would run [zvkb] there
    odd = dispatch.Plan("chacha20Block", [dispatch.Branch((("UseZvbb", True), ("UseZbb", True)), "zvkb"), off])
    assert not dispatch.flag_picks(odd, "zvkb", "v", ("UseZvbb",))
