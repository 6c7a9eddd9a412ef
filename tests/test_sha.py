"""The SHA-256/SHA-512 compression stubs (kernels/sha2.py), simulated in QEMU in HotSpot's layout.

Judged against hashlib: standard and SHA-224/384 initial values, random-looking states (hashlib's
digest of a random prefix), MB calls whose limit - ofs is not a multiple of the block size, at VLEN
128..1024 through both the .S and the C++ path; the checks the Zvknh instructions brought; the
MB stubs' instruction counts against HotSpot 26's.
"""
import dataclasses
import hashlib
import inspect
import os

import pytest

from stubforge import kernels
from stubforge.dsl.ir import KernelError
from stubforge.dsl.kernel import define
from stubforge.dsl.regs import V
from stubforge.emitters import hotspot
from stubforge.bench import measure as bench
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs.sha import IV, ShaInput, pad
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
SINGLE = ("sha256_implCompress", "sha512_implCompress")
MB = ("sha256_implCompressMB", "sha512_implCompressMB")
STUBS = SINGLE + MB
BIG = 65536 + 3 * 128
HERE = os.path.basename(__file__)


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub", STUBS)
def test_stub_matches_hashlib(stub, path):
    inputs = spec_for(stub).inputs([BIG], seed=5)
    prog = kernels.get(stub).build()
    assert_all_pass(verify.run(prog, path, VLENS, inputs), len(inputs))


def test_inputs_cover_what_the_issue_asks():
    for stub in STUBS:
        spec = spec_for(stub)
        inputs = spec.inputs([BIG])
        algs = {(i.alg, i.prefix is None) for i in inputs}
        full, short = ("sha256", "sha224") if spec.width == 32 else ("sha512", "sha384")
        assert {(full, True), (short, True), (full, False)} <= algs      # IVs and chained states
        assert {i.misalign for i in inputs if not i.tight_end} == set(range(8))
        if stub in SINGLE:
            assert {i.nblocks for i in inputs} == {1}
            continue
        assert set(range(1, 10)) | {BIG // spec.bs} <= {i.nblocks for i in inputs}
        extras = {i.extra for i in inputs}
        assert 0 in extras and spec.bs - 1 in extras and len(extras) > 10   # limit - ofs % bs != 0
        assert any(i.ofs >= 1 << 30 and i.pre < 64 for i in inputs)       # adding ofs to buf faults


def test_reference_is_hashlib_over_the_padded_message():
    """The blocks the stub gets are the padded message after the prefix's padded blocks; the state
    the harness starts from is hashlib's digest of the prefix (or the standard IV)."""
    spec = spec_for("sha256_implCompressMB")
    inp = ShaInput(32, "sha256", b"abc")
    assert inp.blocks == pad(b"abc", 32) and len(inp.blocks) == 64
    assert spec.expected_words(inp) == tuple(int.from_bytes(hashlib.sha256(b"abc").digest()[i:i + 4], "big")
                                             for i in range(0, 32, 4))
    chained = ShaInput(32, "sha256", b"x" * 100, prefix=b"p" * 70)
    assert chained.full == pad(b"p" * 70, 32) + b"x" * 100
    assert chained.blocks == pad(chained.full, 32)[128:]
    assert chained.initial_state() == spec.expected_words(ShaInput(32, "sha256", b"p" * 70))
    assert ShaInput(64, "sha384", b"").initial_state() == IV["sha384"]


def test_mb_returns_ofs_and_stops_before_a_partial_block():
    """limit = ofs + len - blocksize for every len % blocksize; the partial block's bytes end at the
    guard page, so a stub that read one block too many would fault."""
    for stub in MB:
        spec = spec_for(stub)
        inputs = [spec._one(__import__("random").Random(e), spec._algs()[e % 3][0], 1 + e % 4, e % 3 == 2,
                            extra=e, ofs=1000 + e, pre=e % 16)
                  for e in range(0, spec.bs, 7)]
        assert_all_pass(verify.run(kernels.get(stub).build(), "S", (128, 256), inputs), len(inputs))


def _without(prog, drop):
    prog.items = [it for it in prog.items if all(it is not d for d in drop)]
    return prog


def _no_hash_add(prog):
    """Drop the last add of H' = H + rounds(H) after every block: the vadd.vv a scalar instruction or
    a vsetivli follows."""
    ins = prog.instrs
    return _without(prog, [a for a, b in zip(ins, ins[1:]) if a.insn.mnemonic == "vadd.vv"
                           and (not b.insn.is_vector or b.insn.fmt in ("VSET", "VSETI"))])


def _no_byte_swap(prog):
    return _without(prog, [it for it in prog.instrs if it.insn.mnemonic == "vrev8.v"])


@pytest.mark.parametrize("stub", STUBS)
def test_a_wrong_kernel_fails(stub):
    """Without H' = H + rounds(H), or without the byte swap of the message, every case fails."""
    spec = spec_for(stub)
    inputs = spec.quick_inputs()[:12]
    for broken in (_no_hash_add(kernels.get(stub).build()), _no_byte_swap(kernels.get(stub).build())):
        for o in verify.run(broken, "S", (128, 256, 512), inputs, max_failures=len(inputs)):
            assert o.error is None and len(o.failures) == len(inputs)
            assert all("hashlib says" in f for f in o.failures)


def test_sha256_judged_as_sha512_fails():
    prog = kernels.get("sha256_implCompressMB").build()
    prog.name = "sha512_implCompressMB"
    [o] = verify.run(prog, "S", (256,), spec_for("sha512_implCompressMB").quick_inputs()[:5])
    assert o.failures


@pytest.mark.parametrize("stub", ("sha512_implCompress", "sha512_implCompressMB"))
def test_cpu_lacking_zvknhb_is_named(stub):
    """SHA-512 needs Zvknhb (vsha2* at SEW=64); a Zvknha-only CPU faults, said in the kernel's terms."""
    prog = kernels.get(stub).build()
    cpu = set(prog.extensions) - {"zvknhb"}
    [o] = verify.run(prog, "S", (256,), spec_for(stub).quick_inputs()[:4], cpu_extensions=cpu)
    assert not o.ok and o.error and "kernels/sha2.py" in o.error, o.error


def _line():
    return inspect.currentframe().f_back.f_lineno + 1


def _fails(body, exts, *words):
    at = []

    def k(k):
        body(k, at)
    with pytest.raises(KernelError) as ei:
        define("sha256_implCompress", k, extensions=set(exts)).build(strict=False)
    msg = str(ei.value)
    assert f"{HERE}:{at[-1]}:" in msg, msg
    for w in words:
        assert w in msg, msg


def test_sha512_rounds_need_zvknhb_declared():
    def body(k, at):
        with k.vtype(sew=64, lmul=2, avl=4):
            at.append(_line())
            k.vsha2ch_vv(V[2], V[4], V[6])
    _fails(body, ("v", "zvknha"), "vsha2ch.vv", "Zvknhb (zvknhb) under SEW=64")


def test_sha2_destination_must_not_overlap_a_source():
    def body(k, at):
        with k.vtype(sew=32, lmul=1, avl=4):
            k.vsha2cl_vv(V[2], V[4], V[6])
            at.append(_line())
            k.vsha2ms_vv(V[2], V[3], V[2])
    _fails(body, ("v", "zvknha"), "vsha2ms.vv", "overlaps source vs1=v2")


def test_indexed_load_groups_follow_sew_and_index_width():
    """vluxei64 under e64, m2: data and index are both groups of two (an odd index register fails)."""
    def body(k, at):
        with k.vtype(sew=64, lmul=2, avl=4):
            k.vluxei64_v(V[2], k.args[0], V[4])
            at.append(_line())
            k.vluxei64_v(V[6], k.args[0], V[9])
    _fails(body, ("v",), "vluxei64.v", "vs2=v9 is not aligned")


def test_lmul1_region_is_guarded_not_a_vlen_floor():
    """SHA-512 at LMUL 1 needs VLEN >= 256; the MB stub reaches it only after checking VLMAX, so the
    stub still runs at VLEN 128, while an unguarded LMUL-1 SHA-512 round raises the floor."""
    assert kernels.get("sha512_implCompressMB").build().min_vlen == 0

    def k(k):
        with k.vtype(sew=64, lmul=1, avl=4):
            k.vsha2ch_vv(V[2], V[4], V[6])
        k.ret()
    assert define("sha512_implCompress", k, extensions={"v", "zvknhb"}).build(strict=False).min_vlen == 256


def _ipb(stub, vlens):
    prog = kernels.get(stub).build()
    return {r.vlen: r.ipb for r in bench.measure(prog, vlens, (16384, 65536), baselines=())}


def test_instruction_count_targets():
    """Over 16..64 KiB: the MB stubs run one block per iteration at every VLEN, as HotSpot's, at the
    count kernels/sha2.py derives, and below HotSpot 26's figures (1.9375 / 1.1875 instr/B, quoted
    from its own Zvkn stubs counted the same way)."""
    from stubforge.kernels.sha2 import budget
    for stub, w, hotspot26 in (("sha256_implCompressMB", 32, 1.9375), ("sha512_implCompressMB", 64, 1.1875)):
        ipb = _ipb(stub, VLENS)
        rows, nbytes = budget(w)
        for v in VLENS:
            assert ipb[v] == pytest.approx(sum(n for _, n in rows) / nbytes), (stub, v, ipb)
            assert ipb[v] < hotspot26


@pytest.mark.parametrize("stub", SINGLE)
def test_single_block_count_does_not_grow(stub):
    prog = kernels.get(stub).build()
    [row] = bench.measure(prog, (128,), (4096, 65536), baselines=())
    assert row.ipb == 0 and row.fixed < (150 if "256" in stub else 180)


@pytest.mark.parametrize("stub", STUBS)
def test_hotspot_output_needs_no_assembler_additions(stub):
    """Every instruction the SHA stubs use is in the mainline and JDK 26 assemblers."""
    prog = kernels.get(stub).build()
    for release in ("mainline", "26"):
        st = hotspot.render_stub(prog, release)
        assert f"address generate_{stub}()" in st.text
        assert st.needs == ()


def test_cli_lists_simulates_and_benches(capsys):
    from stubforge.cli import main
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert all(s in out for s in STUBS)
    assert main(["sim", "sha512_implCompressMB", "--vlen", "128", "--path", "S"]) == 0
    assert main(["bench", "sha256_implCompressMB", "--vlen", "256", "--no-baseline"]) == 0
    assert "sha256_implCompressMB" in capsys.readouterr().out


def test_single_block_input_is_one_block():
    for stub in SINGLE:
        spec = spec_for(stub)
        inp = spec.bench_input(65536)
        assert inp.nblocks == 1
        assert dataclasses.replace(inp, message=b"").nblocks == 1


# ---- the patch: JDK 26 and mainline have their own SHA-2 stubs in a helper class ------------------

SHA2_GENERATOR = """#undef __
#define __ this->

  class Sha2Generator : public MacroAssembler {
    StubCodeGenerator* _cgen;
   public:
    Sha2Generator(MacroAssembler* masm, StubCodeGenerator* cgen) : MacroAssembler(masm->code()), _cgen(cgen) {}
    address generate_sha256_implCompress(StubId stub_id) {
      StubCodeMark mark(_cgen, stub_id);
      address start = __ pc();
      __ ret();
      return start;
    }
  };

#undef __
#define __ _masm->

"""
SHA2_REGISTRATION = """    if (UseSHA256Intrinsics) {
      Sha2Generator sha2(_masm, this);
      StubRoutines::_sha256_implCompress   = sha2.generate_sha256_implCompress(StubId::stubgen_sha256_implCompress_id);
      StubRoutines::_sha256_implCompressMB = sha2.generate_sha256_implCompress(StubId::stubgen_sha256_implCompressMB_id);
    }

"""


def _tree_with_own_sha2(tmp_path):
    """(root, stubGenerator file) of the mainline fixture with JDK 26's shape of HotSpot's own SHA-2 stubs: a nested helper class
    whose generate_sha256_implCompress takes a StubId, registered for both stubs."""
    from test_patch import SG, tree
    root = tree(tmp_path)
    f = root / SG
    text = f.read_text().replace("#ifdef COMPILER2\n\n  address generate_fixture_helper",
                                 SHA2_GENERATOR + "#ifdef COMPILER2\n\n  address generate_fixture_helper", 1)
    text = text.replace("    if (UsePoly1305Intrinsics) {", SHA2_REGISTRATION + "    if (UsePoly1305Intrinsics) {", 1)
    assert "Sha2Generator sha2" in text and "class Sha2Generator" in text
    f.write_text(text)
    return root, f


@pytest.mark.skipif(not __import__("shutil").which("git"), reason="git is not installed")
def test_patch_dispatches_around_hotspots_own_sha2(tmp_path):
    """HotSpot's own SHA-2 generator is a helper-class member registered with the stub's StubId: the
    patch wraps it as generate_<stub>() (right after the class) so the never-slower dispatch can weigh
    it. Forced, ours replaces the wrapper, the registrations call ours and the helper class, left
    without a user, goes; a second run changes nothing. Unmeasured (no HotSpot figures), HotSpot's own is kept and the tree is left as it was."""
    import re
    from stubforge.jdk import patch as jdkpatch
    from test_patch import SG
    stubs = ("sha256_implCompress", "sha256_implCompressMB")
    progs = [kernels.get(s).build() for s in stubs]

    root, f = _tree_with_own_sha2(tmp_path / "kept")
    orig = f.read_text()
    p = jdkpatch.build(root, progs, hotspot=[], ours={})
    assert SG not in p.changed or p.new_text(SG) == orig
    assert all(n.function.startswith("not patched") for n in p.stubs if n.stub in stubs)

    root, f = _tree_with_own_sha2(tmp_path / "forced")
    p = jdkpatch.build(root, progs, force=True)
    jdkpatch.apply(root, p.text())
    sg = f.read_text()
    # HotSpot's generator had no other user here (no SHA-512 in the fixture): its class goes whole
    assert "class Sha2Generator" not in sg and "generate_sha256_implCompress(StubId" not in sg
    for stub in stubs:
        assert re.search(rf"StubRoutines::_{stub}\s*=\s*generate_{stub}\(\);", sg)
        assert len(re.findall(rf"(?m)^  address generate_{stub}\(\) \{{", sg)) == 1
        assert "   * Requires RVV, Zvkb and Zvknha.\n" in sg.split(f"address generate_{stub}() {{")[0][-2000:]
    assert "Sha2Generator sha2(_masm, this);\n      StubRoutines" not in sg          # the unused local went
    assert jdkpatch.build(root, progs, force=True).changed == []

    # measured (HotSpot's own slower where Zvkn is on): the wrapper dispatches to ours, and every
    # generated function sits where `__` is `_masm->` again, not inside the helper's `this->` region.
    # The figure is the scenario's, not HotSpot's: its real 1.9375 instr/B (26) is within the 5% the
    # decision asks of ours (1.89: one block per iteration, as HotSpot's), so it would keep its own.
    from stubforge.bench.measured import Figure, Measured
    root, f = _tree_with_own_sha2(tmp_path / "measured")
    hs = [Measured("sha256_implCompressMB", "zvkn", {v: Figure(v, ipb=2.5) for v in (128, 256)}, {"UseZvkn": True})]
    p = jdkpatch.build(root, progs[1:], hotspot=hs)
    sg = p.new_text(SG)
    body = sg.split("address generate_sha256_implCompressMB() {")[1].split("\n  }\n")[0]
    assert "return generate_sha256_implCompressMB_default();" in body
    assert "return sha2.generate_sha256_implCompress(StubId::stubgen_sha256_implCompressMB_id);" in body
    for fn in ("address generate_sha256_implCompressMB_default()", "address generate_sha256_implCompressMB()"):
        before = sg[:sg.index(fn)]
        assert before.rindex("#define __ _masm->") > before.rindex("#define __ this->"), fn


def test_jvm_checker_covers_sha2():
    """`stubforge jvm` runs MessageDigest SHA-224/256/384/512 (two update() calls per message, so
    whole blocks reach implCompressMultiBlock and a buffered partial block implCompress) against
    hashlib, and reports whether the single-block stubs' code executed."""
    from stubforge.jdk import jvm
    from stubforge.stubs.sha import SHA2_CHECK
    SHA2 = SHA2_CHECK.algs
    assert set(SHA2) == {"sha224", "sha256", "sha384", "sha512"} and set(SHA2) <= set(jvm.ALGS)
    want = jvm.expected(jvm.test_data(1), 1, lens=(0, 64, 200))
    other = jvm.expected(jvm.test_data(2), 1, lens=(0, 64, 200))
    assert all(want[a] != other[a] for a in SHA2)
    assert {"sha256_implCompress", "sha512_implCompress"} <= set(jvm.DECLARED)
    assert {"UseSHA256Intrinsics", "UseSHA512Intrinsics"} <= set(jvm.INTRINSIC_FLAGS)


@pytest.mark.parametrize("stub", MB)
def test_mb_with_less_than_a_block_returns_ofs_untouched(stub):
    """Java's `while (ofs <= limit)`: with limit < ofs (len < blocksize) nothing is read or written and
    ofs comes back, at every body the stub dispatches to."""
    from stubforge.stubs.sha import IV, java_array
    from stubforge.sim.protocol import PLACE_END, Arg, Buffer, Case
    spec = spec_for(stub)
    state = java_array(IV[("sha256", "sha512")[spec.width == 64]], spec.width)
    cases = [Case([Buffer(bytes(n), 0, PLACE_END), Buffer(state, 0, PLACE_END)],
                  [Arg.buf(0), Arg.buf(1, 8), Arg.jint(ofs), Arg.jint(ofs + n - spec.bs)])
             for n, ofs in ((0, 0), (1, 77), (spec.bs - 1, 1 << 20))]
    h = verify.harness_for(kernels.get(stub).build(), "S")
    for vlen in VLENS:
        for case, res in zip(cases, h.run(cases, vlen)):
            assert res.status == 0
            assert res.a0 == case.args[2].value
            assert res.buffers_after[1] == state


def test_stack_alloc_needs_a_multiple_of_16():
    def body(k, at):
        k.enter()
        at.append(_line())
        k.stack_alloc(100)
    _fails(body, ("v",), "stack_alloc(100): a multiple of 16")
