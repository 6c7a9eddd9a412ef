"""The HotSpot C++ printer, the generated stand-in assembler, and executing the C++.

The central property: the emitted C++, compiled on the host against the stand-in and run, generates
exactly the bytes dsl.encode.assemble gives (constant tables included) for every kernel, variant
and release. Compiles are cached by content (sim/cxx.py), so reruns are fast.
"""
from __future__ import annotations

import random
import re

import pytest

from stubforge import kernels
from stubforge.emitters import hotspot_api
from stubforge.dsl.builder import Builder
from stubforge.dsl.encode import assemble, encode_insn
from stubforge.dsl.ir import Instr, Program, Src
from stubforge.dsl.isa import LMULS, SEWS, TABLE, VType
from stubforge.dsl.regs import V, X
from stubforge.emitters import hotspot, standin
from stubforge.dsl import macros
from stubforge.sim import cxx
from stubforge.sim.errors import BuildError, ToolchainError

RELEASES = hotspot_api.RELEASES
REGISTRY = kernels.load_all()

# (stub, variant, params): every kernel and variant at its defaults, plus the parameter sweeps.
CASES = sorted({(stub, v, ()) for stub, kd in REGISTRY.items() for v in kd.variants}
               | {("updateBytesAdler32", "default", (("unroll", u),)) for u in (1, 2, 4, 8)}
               | {("updateBytesAdler32", "default", (("ptr_counter", False),)),
                  ("updateBytesAdler32", "default", (("vset_per_block", False),)),
                  ("updateBytesAdler32", "default", (("ptr_counter", False), ("vset_per_block", False),
                                                     ("unroll", 2))),
                  ("updateBytesAdler32", "default", (("lmul", 2), ("unroll", 2))),
                  ("updateBytesAdler32", "default", (("lmul", 4), ("unroll", 1)))}
               | {(s, v, (("unroll", u),)) for s in ("updateBytesCRC32", "updateBytesCRC32C")
                  for v in ("zba", "base") for u in (1, 4, 16)})


def _build(stub, variant, params):
    return REGISTRY[stub].build(variant, dict(params))


@pytest.fixture(scope="module")
def adler():
    return kernels.get("adler32").build()


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("stub,variant,params", CASES, ids=lambda x: str(x) if not isinstance(x, tuple)
                         else ",".join(f"{k}={v}" for k, v in x) or "defaults")
def test_cxx_bytes_equal_assembled(stub, variant, params, release):
    prog = _build(stub, variant, params)
    assert cxx.cxx_machine_code(prog, release) == assemble(prog)


# (stub, variant with the flag's extension, variant without): variants printed as one generator
MERGED = [("chacha20Block", "zvkb", "v")]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("stub,on,off", MERGED)
def test_merged_generator_gives_each_variants_bytes(stub, on, off, release):
    """One generator with `if (flag)` where the variants differ: compiled with the flag on it emits
    exactly the first variant's machine code, with it off exactly the second's (the byte-identity
    proof of a merged generator, per variant)."""
    from stubforge.emitters.hotspot_merge import merge
    a, b = _build(stub, on, ()), _build(stub, off, ())
    m = merge(a, b)
    assert m.conds and all(f"if ({c})" in hotspot.render_stub(m, release).text for c in m.conds)
    assert cxx.cxx_machine_code(m, release, cxx.macro_flags(a)) == assemble(a)
    assert cxx.cxx_machine_code(m, release, cxx.macro_flags(b)) == assemble(b)
    assert hotspot.stub_size(m) == max(hotspot.stub_size(a), hotspot.stub_size(b))


def test_chacha20_is_one_generator_with_the_rotation_under_usezvbb():
    """ChaCha20's Zvkb and plain-V variants: one quarter-round helper, `if (UseZvbb)` at the rotation
    (vror.vi) and the shifts in the else arm, nothing else twice."""
    from stubforge.emitters.hotspot_merge import render_merged
    r = render_merged(_build("chacha20Block", "zvkb", ()), _build("chacha20Block", "v", ()), "27")
    helper = r.helpers["chacha20_add_xor_rotate"]
    on, off = helper.split("if (UseZvbb) {", 1)[1].split("} else {", 1)
    assert "vror_vi" in on and "vsll_vi" not in on
    assert "vsll_vi" in off and "vor_vv" in off and "vror_vi" not in off
    assert r.text.count("if (UseZvbb)") == 1 and r.function.count("address generate_") == 1


def test_aes_ecb_stubs_share_one_helper_taking_the_direction():
    """ECB encryption and decryption differ in one call: one helper, aes_ecb_blocks(..., bool
    decrypt), printed alike for both stubs (the other stub's arm comes from the kernel built with
    decrypt flipped); each stub passes its direction, and its C++ gives exactly its own bytes."""
    enc = hotspot.render_stub(_build("electronicCodeBook_encryptAESCrypt", "default", ()), "27")
    dec = hotspot.render_stub(_build("electronicCodeBook_decryptAESCrypt", "default", ()), "27")
    assert enc.helpers["aes_ecb_blocks"] == dec.helpers["aes_ecb_blocks"]
    helper = enc.helpers["aes_ecb_blocks"]
    assert "bool decrypt)" in helper and "if (decrypt) {" in helper
    assert helper.index("aes_decrypt_vs(") < helper.index("} else {") < helper.index("aes_encrypt_vs(")
    # the key-size dispatch around the three calls is one helper too: each stub is its frame and
    # one call saying its direction
    assert enc.helpers["aes_ecb_crypt"] == dec.helpers["aes_ecb_crypt"]
    assert enc.helpers["aes_ecb_crypt"].count("aes_ecb_blocks(") == 3
    assert "aes_ecb_crypt(false);" in enc.function and "aes_ecb_crypt(true);" in dec.function
    assert "if (decrypt)" not in enc.function + dec.function
    assert enc.function.replace("encrypt", "crypt") == dec.function.replace("decrypt", "crypt").replace(
        "(true)", "(false)")


@pytest.mark.parametrize("fwd,inv", [("dilithiumAlmostNtt", "dilithiumAlmostInverseNtt"),
                                     ("kyberNtt", "kyberInverseNtt")])
def test_ntt_and_inverse_share_their_helpers_taking_inverse(fwd, inv):
    """An NTT and its inverse differ in the butterflies and the order of the levels: every helper,
    the level helpers called inside the stubs' differing level sequences included, prints once,
    alike for both stubs, with `if (inverse)` where they differ (the other stub's arm taken from the
    kernel built with inverse flipped); each stub passes its direction, and its C++ gives exactly its
    own bytes (test_cxx_bytes_equal_assembled)."""
    f = hotspot.render_stub(_build(fwd, "default", ()), "27")
    i = hotspot.render_stub(_build(inv, "default", ()), "27")
    assert set(f.helpers) == set(i.helpers) and len(f.helpers) >= 3
    for name, text in f.helpers.items():
        assert text == i.helpers[name], name
        assert ("bool inverse)" in text) == ("inverse);" in text or "if (inverse) {" in text), name
    assert sum("if (inverse) {" in t for t in f.helpers.values()) >= 2
    assert "if (inverse)" not in f.function + i.function
    passes = re.compile(r"[(,] ?(true|false)\);")     # a helper call's last argument: the direction
    assert set(passes.findall(f.function)) == {"false"}
    assert set(passes.findall(i.function)) == {"true"}


NTTS = ("kyberNtt", "kyberInverseNtt", "dilithiumAlmostNtt", "dilithiumAlmostInverseNtt")


@pytest.mark.parametrize("stub,param,value", [(s, p, v) for s in NTTS for p, spec in REGISTRY[s].params.items()
                                              for v in spec.choices])
def test_ntt_parameters_print_their_shared_helpers(stub, param, value):
    """Every parameter value of the NTTs (levels unit-stride, indexed, strided or in registers): the
    helpers shared with the other direction still print alike at every call (a level sequence
    holding some of the strided levels writes them out), and the C++ gives exactly the bytes."""
    prog = _build(stub, "default", ((param, value),))
    assert cxx.cxx_machine_code(prog, "27") == assemble(prog)


def test_merge_refuses_a_difference_outside_k_when():
    """Two builds that differ outside a k.when part are two generators: the merge names the line."""
    from stubforge.dsl.ir import KernelError
    from stubforge.emitters.hotspot_merge import merge

    def build(zbb, extra):
        prog, k = _scratch_program({"zbb"} if zbb else set())
        a0, a1, a2 = k.args
        with k.when("zbb") as on:
            if on:
                k.rori(a0, a1, 3)
            else:
                k.srli(a0, a1, 3)
        if extra:
            k.addi(a2, a2, 1)
        k.ret()
        return prog
    m = merge(build(True, False), build(False, False))
    assert m.conds == ("UseZbb",)
    text = hotspot.render_stub(m, "27").function
    assert "if (UseZbb) {\n      __ rori(adler, buf, 3);\n    } else {\n      __ srli(adler, buf, 3);\n    }" in text
    assert cxx.cxx_machine_code(m, "27", frozenset({"UseZbb"})) == assemble(build(True, False))
    assert cxx.cxx_machine_code(m, "27", frozenset()) == assemble(build(False, False))
    with pytest.raises(KernelError, match="differ"):
        merge(build(True, True), build(False, False))
    with pytest.raises(KernelError, match="nothing to merge"):
        merge(build(True, False), build(True, False))


def test_a_helper_in_a_stubs_own_part_prints_both_arms_of_its_parameter():
    """A stub part where two builds differ (`with k.when("inverse", inverse)` around the calls, as
    the NTTs' level order) prints its own build's arm; the helpers it calls still print both arms
    of their own `k.when("inverse")`, the other arm from the other build's calls, and the locals
    of both; a helper only the other build calls is not this stub's. The C++ gives the own bytes."""
    from stubforge.dsl.structure import helper
    from stubforge.emitters.hotspot_merge import merge

    def build(inverse):
        prog, k = _scratch_program(set())
        a0, a1, a2 = k.args

        @helper(name="step")
        def step(k, n):
            with k.when("inverse", inverse) as inv:
                if inv:
                    k.addi(a0, a0, n)
                else:
                    k.xori(k.rename(a1, "other"), a1, n)

        @helper(name="only_inverse")
        def only_inverse(k):
            k.addi(a2, a2, 1)

        with k.when("inverse", inverse) as inv:
            if inv:
                step(k, 1)
                only_inverse(k)
            else:
                step(k, 2)
                step(k, 3)
        k.ret()
        return prog

    fwd = build(False)
    r = hotspot.render_stub(merge(fwd, build(True)), "27")
    assert list(r.helpers) == ["step"]
    text = r.helpers["step"]
    assert "void step(int n, bool inverse) {" in text
    assert text.index("if (inverse) {") < text.index("__ addi(adler, adler, n);") < text.index("} else {") \
        < text.index("__ xori(other, buf, n);")
    assert "const Register adler = c_rarg0;" in text and "const Register other = c_rarg1;" in text
    assert "step(2, false);" in r.function and "only_inverse" not in r.function + text
    assert cxx.cxx_machine_code(merge(fwd, build(True)), "27", frozenset()) == assemble(fwd)


# ---- what the C++ says ----------------------------------------------------------------------

def test_adler32_text(adler):
    text = hotspot.emit(adler)
    assert "address generate_updateBytesAdler32()" in text
    assert "__ vsetivli(x0, 16, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);" in text
    assert "__ bind(L_" in text and "__ ret();" in text
    assert "   * Requires RVV.\n" in text and "stubforge" not in text.lower()
    # what a HotSpot engineer writes: no variant tag, parameters or blob size in the doc
    assert not re.search(r"\[\w+\]|Blob space|RISC-V extensions:|\w+=\w+", text.split("address generate_")[0])
    assert "do not edit" not in text.lower()
    assert 'assert(UseAdler32Intrinsics, "' in text.split("{", 1)[1].lstrip()[:60]
    assert re.search(r"const Register adler +=  *c_rarg0;", text)
    assert "Label L_chunk," in text
    assert re.search(r"__ vle8_v\(vbytes, buf\);", text)
    assert re.search(r"const VectorRegister vtable += v", text) and re.search(r"const Register sum1 += t3;", text)


def test_prologues_differ_by_release(adler):
    ml, old = hotspot.emit(adler, "mainline"), hotspot.emit(adler, "21")
    assert "StubId stub_id = StubId::stubgen_updateBytesAdler32_id;" in ml
    assert "StubCodeMark mark(this, stub_id);" in ml
    assert "address start = load_archive_data(stub_id);" in ml
    assert "store_archive_data(stub_id, start, __ pc());" in ml
    assert '"StubRoutines"' not in ml
    assert 'StubCodeMark mark(this, "StubRoutines", "updateBytesAdler32");' in old
    assert "__ align(CodeEntryAlignment);" in old and "__ align(CodeEntryAlignment);" in ml
    assert "StubId" not in old and "archive" not in old


def test_two_space_hotspot_indentation(adler):
    for line in hotspot.render_stub(adler).function.splitlines():
        if line.lstrip().startswith("*"):
            continue                  # the doc comment's aligned asterisks
        indent = len(line) - len(line.lstrip(" "))
        assert indent % 2 == 0 and "\t" not in line


def test_registers_per_release(adler):
    ml, old = hotspot.emit(adler, "mainline"), hotspot.emit(adler, "21")
    assert re.search(r"\bt3\b", ml)
    assert not re.search(r"\bt[3-6]\b", old), "JDK 21 has no t3..t6"
    assert re.search(r"\bx28\b", old)


def test_missing_methods(adler):
    assert "vwredsumu_vs" in hotspot.needed_methods(adler, "21")
    assert "vwmulu_vv" in hotspot.needed_methods(adler, "21")
    assert hotspot.needed_methods(adler, "mainline") == []
    assert "// needs assembler additions: vwmulu_vv, vwredsumu_vs" in hotspot.emit(adler, "21")
    assert "needs assembler additions" not in hotspot.emit(adler, "mainline")


def test_tables_are_compact_arrays():
    """A table printed as values is a compact array; one the C++ computes (emitters/hotspot_tables.py)
    is declared without them and filled by its generator."""
    prog = kernels.get("updateBytesCRC32C").build("zbc")
    stub = hotspot.render_stub(prog)
    assert "alignas(64) static const uint64_t _crc32c_crc_barrett[5] = {" in stub.tables
    assert max(len(row.split(",")) for row in stub.tables.splitlines() if "UL" in row) <= 9
    assert "alignas(64) static uint32_t _crc32c_tables_0_3[1024];" in stub.tables
    assert "crc32_slicing_tables(_crc32c_tables_0_3, 0x82f63b78, 0, 4);" in stub.function


@pytest.mark.parametrize("release", ("26", "27", "mainline"))
def test_no_table_inside_a_variants_code(release):
    """Constant tables are file-scope arrays, one per algorithm and name, read by la(ExternalAddress):
    never data emitted after a variant's code; variants that share a table print it identically (the
    patch keeps one copy); CRC32's tables 0..3 are HotSpot's own crc_table."""
    seen: dict = {}
    for stub, kd in REGISTRY.items():
        for v in kd.variants:
            prog = kd.build(v)
            r = hotspot.render_stub(prog, release, f"{stub}_{v}")
            text = r.helpers_text + r.function
            assert "emit_int32" not in text and "emit_int64" not in text and "__ align(8)" not in text, prog.title
            for d in prog.data:
                assert "L_" + d.label.name.removeprefix("L_") not in text, (prog.title, d.label.name)
            for symbol, definition in r.table_defs:
                array = definition[definition.index("alignas("):]       # the comment above names the stub
                assert seen.setdefault(symbol, array) == array, (prog.title, symbol)
            if stub == "updateBytesCRC32" and prog.data:
                # HotSpot's own table, passed to the helper CRC32C calls with its own (`address table0`)
                assert "StubRoutines::crc_table_addr()" in text


# ---- macros: printed only when HotSpot's macro emits exactly the IR's instructions --------------

def _scratch_program(extensions=frozenset({"v", "zba"})):
    prog = Program("updateBytesAdler32", "test", {}, frozenset(extensions), ())
    return prog, Builder(prog, ("adler", "buf", "len"))


def test_macro_choice_and_bytes():
    prog, k = _scratch_program()
    a0, a1 = k.args[:2]
    t0, t1 = k.scratch(2)
    tab = k.table("consts", [1, 2, 3])
    k.enter()
    k.save(X[9], X[18])               # even and ascending: push_reg's layout
    k.save(X[19])                     # odd: HotSpot pads below the register
    for v in (16, 2048, -2048, 0x7FFFF800, 65521, -0x80000000):
        k.li(t0, v)
    k.mv(t1, t0)
    k.mv(t1, t1)                      # HotSpot's mv emits nothing here
    k.la(t0, tab)
    k.not_(a0, a0)
    k.neg(a1, a1)
    k.zext_w(a0, a0)
    k.sext_w(a0, a0)
    k.shadd(t1, a0, a1, t0, 2)        # sh2add under UseZba
    k.shadd(t1, a0, a1, t0, 6)        # slli + add even under UseZba (sh<k>add has k 1..3)
    k.restore(X[19])
    k.restore(X[9], X[18])
    k.leave()
    k.ret()
    for release in RELEASES:
        text = hotspot.emit(prog, release)
        assert "__ push_reg(RegSet::of(x9, x18), sp);" in text
        assert "__ pop_reg(RegSet::of(x9, x18), sp);" in text
        assert "__ push_reg(RegSet::of(x19), sp);" in text
        assert "__ li(t0, 65521);" in text and "__ li(t0, 2048);" in text
        assert "__ li(t0, 16);" in text   # addiw t0, zr, 16 in both the IR and HotSpot
        assert "__ mv(t1, t0);" in text and "__ addi(t1, t1, 0);" in text
        assert "__ la(t0, ExternalAddress((address)_adler32_consts));" in text
        assert "__ notr(adler, adler);" in text and "__ neg(buf, buf);" in text
        zext = "zero_extend" if release == "21" else "zext"
        assert f"__ {zext}(adler, adler, 32);" in text and "__ sext_w(adler, adler);" in text
        assert "__ shadd(t1, adler, buf, t0, 2);" in text and "__ shadd(t1, adler, buf, t0, 6);" in text
        assert cxx.cxx_machine_code(prog, release) == assemble(prog)


@pytest.mark.parametrize("zbb", (True, False))
def test_ror_and_andn_are_hotspots_macros_per_cpu(zbb):
    """k.ror / k.andn print as MacroAssembler::ror (ror_imm in 21) and ::andn whatever the CPU, so
    a Zbb and a base variant share one C++; the stand-in, compiled with UseZbb as the variant has
    it, emits exactly the IR's words (rori / andn, or slli + srli + or / not + and, with HotSpot's
    register rules enforced)."""
    prog, k = _scratch_program({"zbb"} if zbb else set())
    a0, a1, a2 = k.args
    t0, t1 = k.scratch(2)
    k.ror(a0, a1, 63)
    k.ror(t0, a2, 20, t1)
    k.xor(a2, a2, t0)
    k.andn(a1, a0, a2)
    k.ret()
    assert len(prog.instrs) == (5 if zbb else 10)
    assert {i.insn.mnemonic for i in prog.instrs} >= ({"rori", "andn"} if zbb else {"slli", "srli", "or", "xori", "and"})
    for release in RELEASES:
        text = hotspot.emit(prog, release)
        ror = "ror_imm" if release == "21" else "ror"
        assert f"__ {ror}(adler, buf, 63, t0);" in text and f"__ {ror}(t0, len, 20, t1);" in text
        assert "__ andn(buf, adler, len);" in text
        assert cxx.cxx_machine_code(prog, release) == assemble(prog)
    if not zbb:
        with pytest.raises(Exception, match="tmp must differ"):
            k.ror(t0, t0, 3)
        with pytest.raises(Exception, match="must differ from rs1"):
            k.andn(a0, a0, a1)


LI_VALUES = [0, 1, -1, 16, 2047, -2048, 2048, -2049, 0x7FF, 0x800, 0xFFF, 0x1000, 0x12345678, 0x7FFFF7FF,
             0x7FFFF800, 0x7FFFFFFF, -0x80000000, -0x7FFFF801, 0x80000000, 0xFFFFFFFF, 0x123456789ABC,
             -0x123456789, 1 << 40, (1 << 63) - 1, -(1 << 63), 0x0000_1234_0000_0800]


def _standin_words(lines, release, zbb=False):
    tu = "\n".join(['#include "assembler_standin.hpp"',
                    "int main(int argc, char** argv) {",
                    *(["  UseZbb = true;"] if zbb else []),
                    "  CodeBuffer code(1 << 20);",
                    "  MacroAssembler masm(&code);",
                    "  MacroAssembler* _masm = &masm;",
                    "#define __ _masm->",
                    *(f"  {line}" for line in lines),
                    "  FILE* f = fopen(argv[argc - 1], \"wb\");",
                    "  fwrite(code.insts_begin(), 1, code.insts_size(), f);",
                    "  return fclose(f);",
                    "}", ""])
    data = cxx.run_standin_program(tu, release)
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]


def _words(expansion, pc=0):
    return [encode_insn(TABLE[mn], ops, pc + 4 * i, {}) for i, (mn, ops) in enumerate(expansion)]


@pytest.mark.parametrize("release", RELEASES)
def test_macro_model_matches_standin(release):
    """The Python model the printer decides by emits what the stand-in's C++ macros emit."""
    lines, expect = [], []
    for v in LI_VALUES:
        lines.append(f"__ li(x7, (int64_t)UINT64_C({v & (2**64 - 1):#x}));")
        expect += _words(macros.li_expansion(X[7], v))
    for regs in ([X[9]], [X[9], X[18]], [X[9], X[18], X[20]], [X[27], X[8], X[9], X[26]]):
        rs = ", ".join(f"x{r.num}" for r in regs)
        lines += [f"__ push_reg(RegSet::of({rs}), sp);", f"__ pop_reg(RegSet::of({rs}), sp);"]
        expect += _words(macros.push_reg_expansion(regs)) + _words(macros.pop_reg_expansion(regs))
    lines += ["__ enter();", "__ leave();"]
    expect += _words(macros.enter_expansion()) + _words(macros.leave_expansion())
    assert _standin_words(lines, release) == expect


@pytest.mark.parametrize("release", RELEASES)
def test_standin_far_branch(release):
    """is_far=true: the inverted branch jumps over a jal to the label, as HotSpot's wrap_label."""
    lines = ["{", "Label L;", "__ bltu(x10, x11, L, true);", "__ nop();", "__ bind(L);", "}"]
    bgeu = encode_insn(TABLE["bgeu"], dict(rs1=X[10], rs2=X[11], b13=8), 0, {})
    jal = encode_insn(TABLE["jal"], dict(rd=X[0], j21=8), 4, {})
    assert _standin_words(lines, release) == [bgeu, jal, 0x13]


# ---- the stand-in ---------------------------------------------------------------------------

@pytest.mark.parametrize("release", RELEASES)
def test_standin_has_every_instruction(release):
    header = standin.header(release)
    for insn in TABLE.values():
        assert re.search(rf"\n  void {re.escape(hotspot_api.method_name(insn, release))}\(", header), insn.mnemonic


def _random_ops(insn, rnd):
    ops = {}
    for tok in insn.operands:
        name = tok.split(":")[0]
        if name in ("rd", "rs1", "rs2"):
            ops[name] = X[rnd.randrange(32)]
        elif name in ("vd", "vs1", "vs2", "vs3"):
            ops[name] = V[rnd.randrange(32)]
        elif name == "mem":
            ops.update(rs1=X[rnd.randrange(32)], off=rnd.randrange(-2048, 2048), mem=True)
        elif name == "vmem":
            ops.update(rs1=X[rnd.randrange(32)], vmem=True)
        elif name == "vm":
            ops["vm"] = rnd.random() < 0.5
        elif name == "vtypei":
            ops[name] = VType(rnd.choice(list(SEWS)), rnd.choice(list(LMULS)), rnd.random() < .5, rnd.random() < .5)
        elif name == "b13":
            ops[name] = 2 * rnd.randrange(-2048, 2048)
        elif name == "j21":
            ops[name] = 2 * rnd.randrange(-(1 << 19), 1 << 19)
        elif name != "v0":
            lo, hi = {"imm12": (-2048, 2047), "simm5": (-16, 15), "uimm5": (0, 31), "avl5": (0, 31),
                      "shamt5": (0, 31), "shamt6": (0, 63), "uimm6": (0, 63), "uimm20": (0, (1 << 20) - 1)}[name]
            ops[name] = rnd.randint(lo, hi)
    return ops


@pytest.mark.parametrize("release", RELEASES)
def test_standin_encodes_every_instruction_like_the_encoder(release):
    """Every operand token's placement in the generated C++ agrees with dsl/encode.py."""
    rnd = random.Random(7)
    nm = hotspot._Names(Program("x", "x", {}, frozenset(), ()), release, "x")
    lines, expect = [], []
    for insn in TABLE.values():
        for _ in range(3):
            ops = _random_ops(insn, rnd)
            ins = Instr(insn, ops, Src("test", 0))
            lines.append(hotspot._insn_line(ins, nm))
            expect.append(encode_insn(insn, ops, 4 * len(expect), {}))
    # the table's Zbb andn prints as `__ andn`, which HotSpot's MacroAssembler (and the stand-in) turn
    # into not + and without UseZbb: the encoder's one instruction is what a Zbb CPU gets
    assert _standin_words(lines, release, zbb=True) == expect


# ---- the per-release table ------------------------------------------------------------------

def test_hotspot_api():
    assert hotspot_api.method_name("rol", "mainline") == "rolr"
    assert hotspot_api.method_name("rol", "21") == "rol"
    assert hotspot_api.method_name("xor", "21") == "xorr"
    assert hotspot_api.method_name("vwredsumu.vs", "mainline") == "vwredsumu_vs"
    assert hotspot_api.missing("21", ["vwredsumu.vs", "add", "vaesem.vv"]) == ["vaesem_vv", "vwredsumu_vs"]
    assert hotspot_api.missing("mainline", ["vaesem.vs", "vaesem.vv", "clmulr"]) == ["clmulr", "vaesem_vs"]
    assert hotspot_api.missing("mainline", [TABLE["vslideup.vx"]]) == ["vslideup_vx"]
    with pytest.raises(ValueError, match="unknown JDK release"):
        hotspot_api.method_name("add", "17")


# ---- errors ---------------------------------------------------------------------------------

def test_missing_compiler_is_a_clear_error(monkeypatch, adler):
    monkeypatch.setenv("CXX", "no-such-c++-compiler")
    with pytest.raises(ToolchainError, match="no host C\\+\\+ compiler"):
        cxx.cxx_machine_code(adler)


def test_compile_failure_names_the_file(tmp_path, monkeypatch):
    monkeypatch.setenv("STUBFORGE_CACHE", str(tmp_path))
    with pytest.raises(BuildError) as e:
        cxx.run_standin_program('#include "assembler_standin.hpp"\nint main() { __ nonsense(); }\n')
    msg = str(e.value)
    assert "error" in msg and "generated file:" in msg and "stub.cpp" in msg


def test_wide_mul_and_madd_are_hotspots_macros_from_24_on():
    """k.wide_mul / k.wide_madd print as MacroAssembler::wide_mul / ::wide_madd (HotSpot's own
    Poly1305 uses them) where the release has them, and as their instructions in JDK 21's C++; the
    stand-in emits exactly the IR's words either way."""
    prog, k = _scratch_program(set())
    a0, a1, a2 = k.args
    t0, t1, t2 = k.scratch(3)
    k.wide_mul(t1, t2, a0, a1)
    k.wide_madd(a0, a1, a2, t2, t0, t1)
    k.ret()
    assert [i.insn.mnemonic for i in prog.items if isinstance(i, Instr)][:7] == \
        ["mul", "mulhu", "mul", "mulhu", "add", "sltu", "add"]
    for release in RELEASES:
        text = hotspot.emit(prog, release)
        assert ("__ wide_mul(" in text) == (release != "21")
        assert ("__ wide_madd(" in text) == (release != "21")
        assert cxx.cxx_machine_code(prog, release) == assemble(prog)
    with pytest.raises(Exception, match="mul writes it before mulhu reads"):
        k.wide_mul(a0, a1, a0, a2)
    with pytest.raises(Exception, match="tmp1 must differ"):
        k.wide_madd(a0, a1, a2, t2, a2, t1)
