"""`stubforge patch`: a git-format patch that puts the generated stubs into an OpenJDK tree.

Runs against the OpenJDK-shaped fixture trees in tests/fixtures/openjdk/ (anchor points only, see
their README) and, when $STUBFORGE_JDK points at a checkout of openjdk/jdk, against that too.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from stubforge import kernels
from stubforge.emitters import hotspot_api
from stubforge.dsl.encode import assemble, encode_insn
from stubforge.dsl.isa import TABLE
from stubforge.dsl.kernel import define
from stubforge.dsl.regs import VReg, X
from stubforge.jdk import asm_additions, cxxtext, tree as jdk_tree, flags as patch_flags
from stubforge.jdk import patch as jdkpatch
from stubforge.emitters.hotspot import EARLIER_COPIED_MARK, render_stub
from stubforge import cli

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
SG, ASM, VM = jdkpatch.SG, jdkpatch.ASM, jdkpatch.VM
VERSION_CONF = jdk_tree.VERSION_CONF
BASIC = ("updateBytesCRC32", "updateBytesCRC32C", "updateBytesAdler32")
DEFAULTS = tuple(f"{k}:{kernels.get(s).default_variant}" for k, s in zip(("crc32", "crc32c", "adler32"), BASIC))
HAS_GIT = shutil.which("git") is not None
HAS_CXX = shutil.which(os.environ.get("CXX") or "g++") is not None
needs_git = pytest.mark.skipif(not HAS_GIT, reason="git is not installed")
needs_cxx = pytest.mark.skipif(not HAS_CXX, reason="no host C++ compiler")


FIXTURE_OF = {"mainline": "mainline", "27": "jdk27", "26": "jdk26", "25": "jdk25", "21": "jdk21"}
FEATURE_OF = {"jdk27": 27, "jdk26": 26, "jdk25": 25}


def _as_jdk26(sg: str) -> str:
    """The mainline fixture's stub prologue as JDK 26 writes it: StubId, no AOT archive calls."""
    sg = re.sub(r"\n *address start = load_archive_data\(stub_id\);\n *if \(start != nullptr\) \{\n"
                r" *return start;\n *\}", "", sg)
    sg = re.sub(r"\n *store_archive_data\(stub_id, start, __ pc\(\)\);", "", sg)
    sg = sg.replace("    StubId stub_id = StubId::stubgen_updateBytesCRC32_id;",
                    "    __ align(CodeEntryAlignment);\n    StubId stub_id = StubId::stubgen_updateBytesCRC32_id;")
    return sg.replace("    start = __ pc();", "    address start = __ pc();")


def _as_jdk25(sg: str) -> str:
    """JDK 26's prologue as JDK 25 writes it: the stub generator's own StubGenStubId enum."""
    return re.sub(r"StubId stub_id = StubId::stubgen_(\w+)_id;", r"StubGenStubId stub_id = StubGenStubId::\1_id;",
                  _as_jdk26(sg))


def tree(tmp_path, name="mainline") -> Path:
    """A copy of a fixture tree; "jdk27", "jdk26" and "jdk25" are the mainline one with their stub
    prologues (27 and 26 alike: StubId without the AOT archive; 25: StubGenStubId) and version."""
    dest = tmp_path / f"jdk-{name}"
    shutil.copytree(FIXTURES / ("mainline" if name in FEATURE_OF else name), dest)
    if name in FEATURE_OF:
        sg = dest / SG
        sg.write_text((_as_jdk25 if name == "jdk25" else _as_jdk26)(sg.read_text()))
        assert "archive" not in sg.read_text()
        (dest / VERSION_CONF).write_text(f"DEFAULT_VERSION_FEATURE={FEATURE_OF[name]}\n")
    return dest


def build(root, ps, *a, **kw):
    """The patch mechanics, with HotSpot's own stubs replaced regardless of figures (`--force`);
    the never-slower decisions have their own tests below."""
    kw.setdefault("force", True)
    return jdkpatch.build(root, ps, *a, **kw)


def progs(*stubs):
    return [kernels.get(s).build() for s in (stubs or BASIC)]


def _ecb_like(k):
    """Test-only kernel: exercises the Zvkned .vs forms, vaeskf1.vi and vgmul.vv (not a real ECB)."""
    frm, to, key, length = k.args
    with k.vtype(sew=32, lmul=1, avl=4):
        rk, st, tmp = k.vregs(3)
        k.vle32_v(rk, key)
        k.vle32_v(st, frm)
        k.vaesz_vs(st, rk)
        k.vaesem_vs(st, rk)
        k.vaesef_vs(st, rk)
        k.vaeskf1_vi(tmp, rk, 1)
        k.vgmul_vv(st, tmp)
        k.vse32_v(st, to)
    k.mv(k.result, length)
    k.ret()


def ecb_prog():
    return define("electronicCodeBook_encryptAESCrypt", _ecb_like, extensions={"zvkned", "zvkg"}).build()


def run_cli(*argv, capsys):
    rc = cli.main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def count(text, needle):
    return len(re.findall(needle, text))


# ---- the mainline fixture -----------------------------------------------------------------

@needs_git
def test_patch_applies_and_second_run_is_a_no_op(tmp_path, capsys):
    root = tree(tmp_path)
    p = build(root, progs())
    assert p.release == "mainline"
    assert SG in p.changed and VM in p.changed
    text = p.text()
    assert text.startswith("From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n")
    assert "\ndiff --git a/src/hotspot/cpu/riscv/stubGenerator_riscv.cpp b/src/hotspot/cpu/riscv/stubGenerator_riscv.cpp\n" in text
    assert "\nindex " not in text
    jdkpatch.check(root, text)
    r = subprocess.run(["git", "apply", "-"], input=text, text=True, cwd=root, capture_output=True)
    assert r.returncode == 0, r.stderr
    for rel in p.changed:
        assert (root / rel).read_text() == p.new_text(rel)
    again = build(root, progs())
    assert again.changed == []
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", *DEFAULTS, capsys=capsys)
    assert rc == 0 and out == "" and "already contains exactly this code" in err
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", *DEFAULTS, "--check",
                           capsys=capsys)
    assert rc == 0 and "already contains exactly this code" in err


def test_function_replaced_never_duplicated(tmp_path):
    root = tree(tmp_path)
    p = build(root, progs())
    sg = p.new_text(SG)
    for stub in BASIC:
        assert count(sg, rf"address generate_{stub}\(\) \{{") == 1, stub
    assert "An older CRC32 stub" not in sg                 # its leading comment went with it
    assert count(sg, r"_fixture_round_constants\[4\]") == 1 # a foreign table stays
    crc = next(s for s in p.stubs if s.stub == "updateBytesCRC32")
    assert crc.function.startswith("replaces")
    assert next(s for s in p.stubs if s.stub == "updateBytesAdler32").function == "added"


def test_generated_text_is_what_sim_cxx_compiles(tmp_path):
    """The function and tables in the patched file are byte for byte render_stub's, the text
    sim/cxx.py compiles and runs in the C++ simulation path."""
    from stubforge.sim import cxx
    root = tree(tmp_path)
    ps = progs()
    sg = build(root, ps).new_text(SG)
    for prog in ps:
        stub = render_stub(prog, "mainline")
        assert count(sg, re.escape(stub.function)) == 1
        for symbol, definition in stub.table_defs:       # one copy, shared, registered for the AOT archive
            array = definition.split("\n", 1)[1]
            assert count(sg, re.escape(array)) == 1
            assert sg.index(array) < sg.index("class StubGenerator: public StubCodeGenerator")
            assert count(sg, rf"ADD\({symbol}\);") == 1
        tu = cxx.translation_unit(prog, "mainline")
        assert stub.function in tu and stub.tables in tu
        undef = sg.index("#undef __\n\n  // Initialization")
        assert sg.index(stub.function) < undef


def _extract(sg: str, stub: str) -> tuple[str, str]:
    """The function (with its comment) and this stub's tables, read back from a patched file."""
    d = cxxtext.definitions(sg, cxxtext.mask(sg), rf"address[ \t]+generate_{stub}")
    assert len(d) == 1
    tables = "".join(m.group(0) for m in jdkpatch._OUR_TABLE.finditer(sg) if stub in m.group("users").split(", "))
    return sg[d[0].start:d[0].end], tables


@needs_cxx
@pytest.mark.parametrize("release", hotspot_api.RELEASES)
def test_patched_fixture_compiles_to_the_assembled_bytes(tmp_path, release):
    """Compile the C++ as it sits in the patched tree against the stand-in assembler: it generates
    exactly dsl.encode.assemble's bytes, the bytes the QEMU simulation tests run."""
    from stubforge.sim import cxx
    root = tree(tmp_path, FIXTURE_OF[release])
    ps = progs()
    sg = build(root, ps, release).new_text(SG)
    masked = cxxtext.mask(sg)
    for prog in ps:
        # The shared helpers it calls (CRC32's crc32_word), as they sit in the patched file too.
        helpers = "".join(sg[d.start:d.end] for name in render_stub(prog, release).helpers
                          for d in cxxtext.definitions(sg, masked, rf"void[ \t]+{name}"))
        function, tables = _extract(sg, prog.name)
        tu = cxx.translation_unit(prog, release, tables, helpers + function)
        assert cxx.run_standin_program(tu, release, cxx.macro_flags(prog)) == assemble(prog), prog.name


def test_registration(tmp_path):
    root = tree(tmp_path)
    p = build(root, progs() + [ecb_prog()])
    sg = p.new_text(SG)
    masked = cxxtext.mask(sg)
    init = cxxtext.definitions(sg, masked, r"void[ \t]+generate_initial_stubs")[0]
    comp = cxxtext.definitions(sg, masked, r"void[ \t]+generate_compiler_stubs")[0]
    init_body, comp_body = sg[init.open:init.close], sg[comp.open:comp.close]
    assert count(sg, r"StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32\(\);") == 1
    assert "if (UseCRC32CIntrinsics) {\n      StubRoutines::_updateBytesCRC32C = generate_updateBytesCRC32C();\n    }" \
        in init_body
    # a new flag block goes inside #ifdef COMPILER2, before its #endif
    adler = comp_body.index("if (UseAdler32Intrinsics) {\n      StubRoutines::_updateBytesAdler32 = "
                            "generate_updateBytesAdler32();\n    }")
    assert adler < comp_body.index("#endif // COMPILER2")
    # an existing `if (UseAESIntrinsics)` block takes the ECB line, under the Zvkg the tree's
    # `UseZvkn` condition for UseAESIntrinsics does not imply
    aes = re.search(r"if \(UseAESIntrinsics\) \{\n(.*?)\n    \}", comp_body, re.S).group(1)
    assert ("      // electronicCodeBook_encryptAESCrypt needs UseZvkg\n"
            "      if (UseZvkg) {\n"
            "        StubRoutines::_electronicCodeBook_encryptAESCrypt = generate_electronicCodeBook_encryptAESCrypt();\n"
            "      }") in aes
    assert count(comp_body, r"if \(UseAESIntrinsics\)") == 1


def test_new_stub_declared_in_stub_declarations(tmp_path):
    root = tree(tmp_path)
    p = build(root, [ecb_prog()])
    decl = p.new_text(jdkpatch.DECL)
    stub = "electronicCodeBook_encryptAESCrypt"
    assert f"do_stub(compiler, {stub})" in decl
    assert re.search(rf"do_entry\(compiler, {stub},\s*\\\n\s+{stub},\s*\\\n\s+{stub}\)", decl)
    cols = {len(line) - 1 for line in decl.splitlines() if line.endswith("\\") and line.startswith("  do_")}
    assert len(cols) == 1                        # continuation backslashes stay in one column
    assert any("declares electronicCodeBook_encryptAESCrypt" in n for n in p.decl_notes)


def test_blob_sizes_grow_by_the_stubs_code(tmp_path):
    """The blob grows by `+ N` (whole KiB) after the release's own size, with no comment: the next run
    knows the stubs it holds and their code sizes (jdk/ours.py), so it takes the `+ N` off again."""
    root = tree(tmp_path)
    p = build(root, progs())
    rv = p.new_text(jdkpatch.DECL_RV)
    m = re.search(r"do_arch_blob\(initial, 10000 \+ (\d+)\)\s*\\", rv)
    need = sum(s.size for s in p.stubs if s.blob == "initial")
    assert m and int(m.group(1)) >= need and int(m.group(1)) % 1024 == 0
    assert re.search(r"do_arch_blob\(compiler, 45000 \+ \d+\)", rv)
    assert "/*" not in "".join(ln for ln in rv.splitlines() if "do_arch_blob(" in ln)
    assert "do_arch_blob(final, 20000 ZGC_ONLY(+10000))" in rv


def _reserved(root) -> dict[str, int]:
    rv = (root / jdkpatch.DECL_RV).read_text()
    return {m.group(1): int(m.group(2))
            for m in re.finditer(r"do_arch_blob\((\w+), [^\n]*? \+ (\d+)\)", rv)}


def _space(prog) -> int:
    """The blob space of one stub: its machine code plus the 64-byte entry alignment (its constant
    tables are static data outside the blob)."""
    return 4 * len(prog.instrs) + 64


@needs_git
@pytest.mark.parametrize("first,second", [
    (("updateBytesCRC32",), ("updateBytesCRC32C",)),
    (("updateBytesCRC32", "electronicCodeBook_encryptAESCrypt", "aescrypt_encryptBlock"), ("updateBytesAdler32",)),
])
def test_a_later_partial_patch_keeps_the_reservation_of_every_stub_in_the_tree(tmp_path, first, second):
    """Issue 9 defect 1: the reservation is summed over every stubforge stub the patched tree holds."""
    root = tree(tmp_path)
    jdkpatch.apply(root, build(root, progs(*first)).text())
    later = build(root, progs(*second))
    jdkpatch.apply(root, later.text())
    held = {s: kernels.get(s).build() for s in set(first) | set(second)}
    for blob in ("initial", "compiler"):
        need = sum(_space(p) for s, p in held.items() if jdkpatch.CONTRACTS[s].initial == (blob == "initial"))
        assert _reserved(root).get(blob, 0) == -(-need // 1024) * 1024, blob
    assert build(root, progs(*second)).changed == []


_C2_PAIRS = ("#if COMPILER2_OR_JVMCI\n#undef __\n#define __ this->\n  void vector_helper() {}\n"
             "#undef __\n#define __ _masm->\n  void c2_only() {}\n#endif // COMPILER2_OR_JVMCI\n\n")


def test_undef_inside_a_conditional_is_not_the_anchor(tmp_path, capsys):
    """Issue 9 defect 2: JDK 26 has `#undef __` pairs inside `#if COMPILER2_OR_JVMCI`; without the
    final `#undef __` the patch must stop with the anchor error, not put stubs inside that `#if`."""
    root = tree(tmp_path)
    f = root / SG
    text = f.read_text()
    assert text.count("#undef __\n\n  // Initialization") == 1
    f.write_text(text.replace("#undef __\n\n  // Initialization", _C2_PAIRS + "  // Initialization"))
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", "crc32c", capsys=capsys)
    assert rc == 2 and out == "" and "Traceback" not in err
    assert SG in err and "anchor not found" in err and "`#undef __` before generate_initial_stubs()" in err


def test_stubs_go_above_the_final_undef_not_a_conditional_one(tmp_path):
    root = tree(tmp_path)
    f = root / SG
    f.write_text(f.read_text().replace("#undef __\n\n  // Initialization",
                                       _C2_PAIRS + "#undef __\n\n  // Initialization"))
    sg = build(root, progs("updateBytesCRC32C")).new_text(SG)
    fn, final = sg.index("address generate_updateBytesCRC32C()"), sg.index("#undef __\n\n  // Initialization")
    assert sg.index("#endif // COMPILER2_OR_JVMCI") < fn < final


def test_vm_version_only_where_the_flag_is_missing(tmp_path):
    root = tree(tmp_path)
    # No HotSpot record: with mainline's (jdk28.json) the dispatcher keeps HotSpot's own code on
    # RVV-without-Zba CPUs, and no flag needs guarding.
    p = build(root, progs(), hotspot=[])
    vm = p.new_text(VM)
    # UseCRC32Intrinsics and UseAdler32Intrinsics are enabled by the tree: untouched
    assert count(vm, r"FLAG_SET_DEFAULT\(UseCRC32Intrinsics, true\)") == 1
    assert count(vm, r"FLAG_SET_DEFAULT\(UseAdler32Intrinsics, true\)") == 1
    # UseCRC32CIntrinsics was forced off: now on under HotSpot's own policy for misaligned word loads
    # (as its CRC32) and the stub's extension flag
    assert count(vm, "CRC32C intrinsics are not available on this CPU") == 1    # the tree's went, ours came
    assert re.search(r"if \(!AvoidUnalignedAccesses && UseZba\) \{\n    if \(FLAG_IS_DEFAULT\(UseCRC32CIntrinsics\)\) \{\n"
                     r"      FLAG_SET_DEFAULT\(UseCRC32CIntrinsics, true\);\n    \}\n"
                     r"  \} else if \(UseCRC32CIntrinsics\) \{\n"
                     r"    warning\(\"CRC32C intrinsics are not available on this CPU.\"\);", vm)
    assert "requires" not in vm and "// UseCRC32CIntrinsics:" not in vm      # no C++ in the warning, no comment
    assert any(n.startswith("UseCRC32CIntrinsics: the tree forced it off") for n in p.vm_notes)
    assert "vm_version_riscv.cpp:" in p.description()
    # the zba CRC32 stub under a flag the tree also turns on for RVV-without-Zba: guarded, not left to a human
    assert not any("UseCRC32Intrinsics" in t and "UseZba" in t for t in p.todo)
    assert "if (UseCRC32Intrinsics && !UseZba) {" in vm


def test_vm_version_untouched_when_every_flag_is_on(tmp_path):
    root = tree(tmp_path)
    p = build(root, progs("updateBytesAdler32"))
    assert VM not in p.changed
    assert p.vm_notes == ["UseAdler32Intrinsics: already enabled by the tree when `UseRVV`; unchanged"]


# ---- registration guards ------------------------------------------------------------------
# Mainline turns UseCRC32Intrinsics on when `!AvoidUnalignedAccesses && (UseZba || UseRVV)`: a CPU
# with V but without Zba gets the flag, so a stub that needs Zba (or Zvbc) must not be
# registered there, and the flag must be off there too (C2 calls the stub without a null check).

def _body(text: str, fn: str) -> str:
    d = cxxtext.definitions(text, cxxtext.mask(text), rf"void[ \t]+{fn}")
    assert len(d) == 1, fn
    return text[d[0].open + 1:d[0].close]


def crc32(variant):
    """A CRC32 variant; "zvbc+zbc" is the zvbc variant declared to need Zbc too, for a guard of two flags."""
    name, _, extra = variant.partition("+")
    prog = kernels.get("updateBytesCRC32").build(name)
    if extra:
        prog.extensions = prog.extensions | {extra}
    return prog


@pytest.mark.parametrize("variant,guard,clamp", [
    ("zba", "UseZba", "!UseZba"),
    ("zvbc", "UseZvbc", "!UseZvbc"),
    ("zvbc+zbc", "UseZbc && UseZvbc", "!(UseZbc && UseZvbc)"),
])
def test_registration_guarded_where_the_tree_condition_does_not_imply_the_extensions(tmp_path, variant, guard,
                                                                                      clamp):
    root = tree(tmp_path)
    p = build(root, [crc32(variant)], hotspot=[])     # no record: HotSpot's own code is not kept anywhere
    init = _body(p.new_text(SG), "generate_initial_stubs")
    # the block held only the registration: its condition is extended, marked for the next run
    variant = variant.partition("+")[0]
    assert (f"    // updateBytesCRC32 needs {guard}\n"
            f"    if (UseCRC32Intrinsics && {guard}) {{\n"
            "      StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32();\n"
            "    }\n") in init
    assert "StubRoutines::_forward_exception_entry = generate_forward_exception();" in init
    assert count(init, r"if \(UseCRC32Intrinsics") == 1
    # vm_version keeps the flag off where the guard is false, right after the tree turns it on
    vm = p.new_text(VM)
    common = _body(vm, "VM_Version::common_initialize")
    block = (f"  if (UseCRC32Intrinsics && {clamp}) {{\n"
             "    if (!FLAG_IS_DEFAULT(UseCRC32Intrinsics)) {\n"
             "      warning(\"CRC32 intrinsics are not available on this CPU.\");\n"
             "    }\n"
             "    FLAG_SET_DEFAULT(UseCRC32Intrinsics, false);\n"
             "  }\n")
    assert block in common
    assert common.index("FLAG_SET_DEFAULT(UseCRC32Intrinsics, true)") < common.index(block) \
        < common.index("A flag the tree forces off")
    # the description says what was guarded and why, instead of a "to do by hand"
    desc = p.description()
    names = {"UseZba": "Zba", "UseZvbc": "Zvbc", "UseZbc && UseZvbc": "Zbc and Zvbc"}[guard]
    assert (f"updateBytesCRC32 [{variant}]: registration guarded by {guard} (the tree enables UseCRC32Intrinsics "
            f"when `!AvoidUnalignedAccesses && (UseZba || UseRVV)`, which does not imply {names})") in desc
    assert "do_update_CRC32" in desc and "falls back" in desc
    assert not any("guard the registration" in t for t in p.todo)
    assert f"-XX:+UseCRC32Intrinsics  (on by default when `!AvoidUnalignedAccesses && (UseZba || UseRVV)` and " \
           f"{guard})" in desc


def test_no_guard_for_a_variant_without_extensions(tmp_path):
    root = tree(tmp_path)
    p = build(root, [crc32("base")])
    assert p.stubs[0].guard == "" and p.stubs[0].unsafe == []
    assert "    if (UseCRC32Intrinsics) {\n      StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32();\n" \
        in p.new_text(SG)
    assert "stubforge" not in _body(p.new_text(SG), "generate_initial_stubs")
    assert VM not in p.changed
    assert "Registration guards" not in p.description()


def test_no_guard_when_the_tree_condition_implies_the_extensions(tmp_path):
    root = tree(tmp_path)
    f = root / VM
    f.write_text(f.read_text().replace("if (!AvoidUnalignedAccesses && (UseZba || UseRVV)) {",
                                       "if (!AvoidUnalignedAccesses && (UseZba && UseZbc) && UseZvbc) {"))
    for variant in ("zba", "zvbc"):
        p = build(root, [crc32(variant)])
        assert "stubforge" not in _body(p.new_text(SG), "generate_initial_stubs"), variant
        assert VM not in p.changed and not p.stubs[0].guard


@needs_git
@pytest.mark.parametrize("variant", ["zba", "zvbc", "base"])
def test_guarded_patch_applies_and_second_run_is_a_no_op(tmp_path, capsys, variant):
    root = tree(tmp_path)
    p = build(root, [crc32(variant)])
    r = subprocess.run(["git", "apply", "-"], input=p.text(), text=True, cwd=root, capture_output=True)
    assert r.returncode == 0, r.stderr
    assert build(root, [crc32(variant)]).changed == []
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", f"crc32:{variant}", capsys=capsys)
    assert rc == 0 and "already contains exactly this code" in err


@needs_git
def test_switching_variants_rewrites_the_guard(tmp_path):
    """The guard and the vm_version block are recomputed: zba -> zvbc swaps them, -> base removes
    both and leaves the tree's registration and vm_version_riscv.cpp as they were."""
    root = tree(tmp_path)
    jdkpatch.apply(root, build(root, [crc32("zba")]).text())
    jdkpatch.apply(root, build(root, [crc32("zvbc+zbc")]).text())
    sg, vm = (root / SG).read_text(), (root / VM).read_text()
    assert "if (UseCRC32Intrinsics && UseZbc && UseZvbc) {" in sg and "UseCRC32Intrinsics && UseZba" not in sg
    assert count(sg, r"// updateBytesCRC32 needs ") == 1
    assert "if (UseCRC32Intrinsics && !(UseZbc && UseZvbc)) {" in vm and "!UseZba" not in vm
    assert count(vm, r"// UseCRC32Intrinsics only with") == 1
    jdkpatch.apply(root, build(root, [crc32("base")]).text())
    orig = FIXTURES / "mainline"
    assert (root / VM).read_text() == (orig / VM).read_text()
    assert _body((root / SG).read_text(), "generate_initial_stubs") == \
        _body((orig / SG).read_text(), "generate_initial_stubs")


def test_guard_nested_when_the_block_holds_other_statements(tmp_path):
    """A registration block that also does something else keeps doing it; only the registration
    statement goes under the guard."""
    root = tree(tmp_path)
    f = root / SG
    table = "      StubRoutines::_crc_table_adr = (address)StubRoutines::riscv::_crc_table;\n"
    f.write_text(f.read_text().replace("      StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32();\n",
                                       table + "      StubRoutines::_updateBytesCRC32 = "
                                       "generate_updateBytesCRC32();\n"))
    p = build(root, [crc32("zba")], hotspot=[])       # no record: as in the test above
    init = _body(p.new_text(SG), "generate_initial_stubs")
    assert ("    if (UseCRC32Intrinsics) {\n" + table +
            "      // updateBytesCRC32 needs UseZba\n"
            "      if (UseZba) {\n"
            "        StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32();\n"
            "      }\n"
            "    }\n") in init
    assert "if (UseCRC32Intrinsics && !UseZba) {" in p.new_text(VM)
    if HAS_GIT:
        jdkpatch.apply(root, p.text())
        assert build(root, [crc32("zba")], hotspot=[]).changed == []


def test_guard_in_a_registration_the_patch_adds(tmp_path):
    """The tree turns the flag on (under a condition that does not imply Zba) but never registers
    the stub: the new block carries the guard in its condition."""
    root = tree(tmp_path)
    f = root / VM
    f.write_text(f.read_text().replace(
        '  if (UseCRC32CIntrinsics) {\n    warning("CRC32C intrinsics are not available on this CPU.");\n'
        "    FLAG_SET_DEFAULT(UseCRC32CIntrinsics, false);\n  }\n",
        "  if (!AvoidUnalignedAccesses) {\n    if (FLAG_IS_DEFAULT(UseCRC32CIntrinsics)) {\n"
        "      FLAG_SET_DEFAULT(UseCRC32CIntrinsics, true);\n    }\n  }\n"))
    p = build(root, progs("updateBytesCRC32C"))
    init = _body(p.new_text(SG), "generate_initial_stubs")
    assert ("    // updateBytesCRC32C needs UseZba\n"
            "    if (UseCRC32CIntrinsics && UseZba) {\n"
            "      StubRoutines::_updateBytesCRC32C = generate_updateBytesCRC32C();\n"
            "    }\n") in init
    assert "if (UseCRC32CIntrinsics && !UseZba) {" in p.new_text(VM)
    assert "registered in generate_initial_stubs() under `if (UseCRC32CIntrinsics && UseZba)`" in \
        p.stubs[0].registration
    if HAS_GIT:
        jdkpatch.apply(root, p.text())
        assert build(root, progs("updateBytesCRC32C")).changed == []


@pytest.mark.parametrize("variant", ["zba", "zvbc", "base"])
def test_guarded_patch_keeps_the_function_sim_cxx_compiles(tmp_path, variant):
    from stubforge.sim import cxx
    prog = crc32(variant)
    sg = build(tree(tmp_path), [prog]).new_text(SG)
    stub = render_stub(prog, "mainline")
    assert count(sg, re.escape(stub.function)) == 1
    tu = cxx.translation_unit(prog, "mainline")
    assert stub.function in tu and stub.tables in tu


def test_implies():
    from stubforge.jdk.tree import conjunction, implies
    cond = "!AvoidUnalignedAccesses && (UseZba || UseRVV)"
    assert not implies(cond, "UseZba") and not implies(cond, "UseRVV")
    assert implies("!AvoidUnalignedAccesses && UseZba", "UseZba")
    assert implies("(UseZba && UseZbb) || (UseRVV && UseZba)", "UseZba")
    assert not implies("!UseZba", "UseZba") and not implies(None, "UseZba")
    assert implies("(UseZbc) && (UseZvbc)", "UseZvbc")
    assert conjunction(["UseA || UseB", "UseZba"]) == "(UseA || UseB) && UseZba"
    assert conjunction(["UseCRC32Intrinsics", "UseZbc", "UseZvbc"]) == "UseCRC32Intrinsics && UseZbc && UseZvbc"


# ---- the assembler additions ----------------------------------------------------------------

def test_assembler_additions_in_insn_style(tmp_path):
    """Each added method is one more line of the HotSpot INSN group that encodes it, right after its
    closest sibling; a method no group can encode gets a group of its own after its sibling's."""
    root = tree(tmp_path)
    p = build(root, [ecb_prog()])
    asm = p.new_text(ASM)
    assert p.asm_added == ["vaesef_vs", "vaesem_vs", "vaeskf1_vi", "vaesz_vs", "vgmul_vv"]
    assert asm_additions.BEGIN not in asm
    assert asm.lower().count("stubforge") == p.files[ASM][0].lower().count("stubforge")   # the fixture's own
    # vaesem.vs beside vaesem.vv, in HotSpot's (Vd, Vs2, vm = unmasked) group: the fields are the
    # group's (op, funct3, Vs1, funct6), from the table (OP-VE, OPMVV, vs1=0b00010, funct6=0b101001)
    assert re.search(r"  INSN\(vaesem_vv, [^\n]*\n  INSN\(vaesem_vs,\s+0b1110111, 0b010, 0b00010, 0b101001\); "
                     r"// vaesem\.vs vd, vs2 \[zvkned\]\n  INSN\(vaesef_vv,", asm)
    assert re.search(r"  INSN\(vaesef_vv, [^\n]*\n  INSN\(vaesef_vs, [^\n]*\n  INSN\(vaesz_vs,\s+0b1110111, 0b010, "
                     r"0b00111, 0b101001\);", asm)
    # vgmul.vv has no sibling in a group that fits it: the end of the fitting group nearest to vghsh_vv
    assert re.search(r"  INSN\(vaesz_vs, [^\n]*\n  INSN\(vgmul_vv,\s+0b1110111, 0b010, 0b10001, 0b101000\);", asm)
    # no group of the fixture takes (Vd, Vs2, uimm5) with vm fixed: a new one after the AES group
    m = re.search(r"#undef INSN\n\n(#define INSN\(NAME, op, funct3, vm, funct6\)[^\n]*\n(?:[^\n]*\\\n)*  \}\n\n"
                  r"  INSN\(vaeskf1_vi,\s+0b1110111, 0b010, 0b1, 0b100010\); // vaeskf1\.vi vd, vs2, uimm5 \[zvkned\]\n"
                  r"\n#undef INSN\n)", asm)
    assert m and asm.index("INSN(vaesef_vv") < m.start() < asm.index("INSN(vghsh_vv")
    assert asm.count("INSN(vaesem_vv") == 1                       # present already: not re-added


def test_assembler_additions_are_removed_exactly(tmp_path):
    """What `strip` takes out of a patched file is exactly what `place` put in, so a tree patched
    before is patched like a pristine one."""
    text = (tree(tmp_path) / ASM).read_text()
    wanted = [(n, TABLE[m]) for n, m in (("vaesz_vs", "vaesz.vs"), ("vaeskf1_vi", "vaeskf1.vi"),
                                         ("vaeskf2_vi", "vaeskf2.vi"), ("vclmul_vx", "vclmul.vx"),
                                         ("clmulr", "clmulr"))]
    placed = asm_additions.place(text, wanted, "mainline")
    back, names = asm_additions.strip(placed)
    assert back == text and sorted(names) == sorted(n for n, _ in wanted)
    assert asm_additions.strip(text) == (text, [])               # HotSpot's own lines are never ours


@needs_git
def test_assembler_additions_are_recomputed_not_stacked(tmp_path):
    root = tree(tmp_path)
    jdkpatch.apply(root, build(root, [ecb_prog()]).text())
    p = build(root, [ecb_prog()] + progs("updateBytesAdler32"))
    assert ASM not in p.changed                    # the tree already holds what the stubs call
    assert count((root / ASM).read_text(), r"INSN\(vaesz_vs,") == 1


# The block an earlier version wrote before `#undef patch_VArith`, in its own words.
_OLD_BLOCK = """{begin}
  // Methods those stubs call that this assembler lacked; each field is the instruction's
  // encoding in its ratified extension.

#define INSN(NAME, op, funct3, Vs1, vm, funct6)         \\
  void NAME(VectorRegister Vd, VectorRegister Vs2) {{    \\
    patch_VArith(op, Vd, funct3, Vs1, Vs2, vm, funct6); \\
  }}

  INSN(vaesem_vs,   0b1110111, 0b010, 0b00010, 0b1, 0b101001);     // vaesem.vs vd, vs2:g [zvkned]
  INSN(vaesz_vs,    0b1110111, 0b010, 0b00111, 0b1, 0b101001);     // vaesz.vs vd, vs2:g [zvkned]

#undef INSN

{end}

"""


@needs_git
@pytest.mark.parametrize("markers", [(asm_additions.BEGIN, asm_additions.END), asm_additions.EARLIER])
def test_an_earlier_marked_block_is_replaced_by_lines_beside_siblings(tmp_path, markers):
    fresh_root = tree(tmp_path / "fresh")
    fresh = build(fresh_root, [ecb_prog()])
    root = tree(tmp_path / "old")
    jdkpatch.apply(root, fresh.text())
    f = root / ASM
    text, _ = asm_additions.strip(f.read_text())
    at = text.index("\n#undef patch_VArith") + 1
    f.write_text(text[:at] + _OLD_BLOCK.format(begin=markers[0], end=markers[1]) + text[at:])
    again = build(root, [ecb_prog()])
    assert again.new_text(ASM) == fresh.new_text(ASM)
    assert again.asm_kept == ["vaesem_vs", "vaesz_vs"]
    assert again.asm_added == ["vaesef_vs", "vaeskf1_vi", "vgmul_vv"]


@needs_git
def test_an_added_method_no_stub_calls_goes(tmp_path):
    root = tree(tmp_path)
    jdkpatch.apply(root, build(root, [ecb_prog()]).text())
    sg = root / SG
    sg.write_text(sg.read_text().replace("__ vgmul_vv(", "__ vghsh_vv(").replace("__ vaeskf1_vi(", "__ vaesem_vv("))
    p = build(root, progs("updateBytesAdler32"))
    asm = p.new_text(ASM)
    assert "INSN(vgmul_vv" not in asm and "vaeskf1_vi" not in asm
    assert "INSN(vaesz_vs," in asm and p.asm_kept == ["vaesef_vs", "vaesem_vs", "vaesz_vs"]
    assert asm.count("#define INSN") == (tree(tmp_path / "pristine") / ASM).read_text().count("#define INSN")


def _regs_call(add: asm_additions.Addition):
    """C++ arguments and builder operands for one call of an added method."""
    args, ops = [], {}
    for i, tok in enumerate(t.split(":")[0] for t in add.insn.operands):
        if tok in ("vd", "vs2", "vs1", "vs3"):
            n = {"vd": 4, "vs2": 8, "vs1": 12, "vs3": 4}[tok]
            args.append(f"as_VectorRegister({n})")
            ops[tok] = VReg(n)
        elif tok in ("rd", "rs1", "rs2"):
            n = {"rd": 5, "rs1": 10, "rs2": 11}[tok]
            args.append(f"as_Register({n})")
            ops[tok] = X[n]
        elif tok in ("uimm5", "uimm6", "simm5"):
            v = {"uimm5": 7, "uimm6": 37, "simm5": -3}[tok]
            args.append(str(v))
            ops[tok] = v
        elif tok == "vm":
            pass
        elif tok == "vmem":
            args.append("as_Register(10)")
            ops.update(rs1=X[10], vmem=True)
        else:
            raise AssertionError(tok)
    return args, ops


def _missing(asm: str, release: str) -> list[asm_additions.Addition]:
    """Every table instruction the release's assembler lacks and the patch can write."""
    adds = []
    for insn in TABLE.values():
        if hotspot_api.has(insn, release):
            continue
        method = hotspot_api.method_name(insn, release)
        if re.search(rf"INSN\(\s*{method}\s*,|\bvoid\s+{method}\s*\(", asm):
            continue
        try:
            adds.append(asm_additions.derive(insn, method))
        except asm_additions.NoShape:
            continue
    return adds


# A stand-in for what HotSpot's assembler gives an INSN group (as the fixture header does).
_PRELUDE = """#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
typedef unsigned char* address;
[[noreturn]] inline void fail(const char* msg) { fprintf(stderr, "%s\\n", msg); exit(2); }
#define guarantee(cond, msg) do { if (!(cond)) fail(msg); } while (0)
#define assert_cond(cond) guarantee(cond, #cond)
struct Reg { int n; int raw_encoding() const { return n; } };
struct VReg { int n; int raw_encoding() const { return n; } };
typedef const Reg* Register;
typedef const VReg* VectorRegister;
inline Register as_Register(int n) { static Reg r[32]; r[n].n = n; return &r[n]; }
inline VectorRegister as_VectorRegister(int n) { static VReg r[32]; r[n].n = n; return &r[n]; }
class Assembler {
 public:
  std::vector<uint32_t> words;
  enum VectorMask { v0_t = 0b0, unmasked = 0b1 };
  @ENUMS@
  static bool is_uimm3(uint64_t x) { return x < 8; }
  static bool is_uimm5(uint64_t x) { return x < 32; }
  static bool is_uimm6(uint64_t x) { return x < 64; }
  static bool is_simm5(int64_t x) { return x >= -16 && x < 16; }
  static void patch(address a, unsigned msb, unsigned lsb, unsigned val) {
    unsigned width = msb - lsb + 1;
    guarantee(val < (UINT64_C(1) << width), "field too big for insn");
    uint32_t mask = (uint32_t)(((UINT64_C(1) << width) - 1) << lsb);
    *(uint32_t*)a = (*(uint32_t*)a & ~mask) | (val << lsb);
  }
  static void patch(address a, unsigned bit, unsigned val) { patch(a, bit, bit, val); }
  static void patch_reg(address a, unsigned lsb, Register r) { patch(a, lsb + 4, lsb, r->raw_encoding()); }
  static void patch_reg(address a, unsigned lsb, VectorRegister r) { patch(a, lsb + 4, lsb, r->raw_encoding()); }
  void emit(unsigned insn) { words.push_back(insn); }
"""


def _compilable(asm: str) -> str:
    """The INSN groups of a real assembler_riscv.hpp that hold added lines, each with the helper
    macros in force where it stands, inside the stand-in class above."""
    from stubforge.jdk import insn_groups
    enums = "\n  ".join(m.group(0) + ";" for m in re.finditer(r"\benum\s+Nf\s*\{[^}]*\}", asm))
    out = [_PRELUDE.replace("@ENUMS@", enums)]
    for g in insn_groups.groups(asm):
        if not any(re.search(r"\);\s*// [a-z0-9.]+ [^\n]*\[[a-z0-9]+\]$", ln.text.rstrip()) for ln in g.lines):
            continue
        for name, mac in insn_groups.macros_at(asm, g.start).items():
            if re.search(rf"\b{name}\s*\(", asm[g.start:g.end]):
                body = mac.body.replace("\n", " \\\n")
                out += [f"#undef {name}", f"#define {name}({', '.join(mac.params)}) {body}"]
        out.append(asm[g.start:g.end])
    return "\n".join(out) + "\n};\n"


def _trees():
    """The fixture of every release, and the real 27, 26 and 21 trees where .cache/openjdk has them."""
    out = [pytest.param(release, FIXTURE_OF[release], False, id=f"fixture-{release}")
           for release in hotspot_api.RELEASES]
    cache = Path(__file__).resolve().parent.parent / ".cache" / "openjdk"
    for release in ("27", "26", "21"):
        root = cache / f"jdk{release}"
        out.append(pytest.param(release, root, True, id=f"jdk{release}",
                                marks=pytest.mark.skipif(not (root / ASM).is_file(), reason=f"no {root}")))
    return out


@needs_cxx
@pytest.mark.parametrize("release, where, real", _trees())
def test_every_derivable_addition_encodes_like_the_table(tmp_path, release, where, real):
    """Place every instruction the release lacks (and can be written) beside its siblings, compile
    the groups that received them, and compare each emitted word with dsl.encode."""
    asm = ((where if real else tree(tmp_path, where)) / ASM).read_text()
    adds = _missing(asm, release)
    assert {"vaesz_vs", "vgmul_vv", "vclmul_vx", "clmulr"} <= {a.method for a in adds}
    placed = asm_additions.place(asm, [(a.method, a.insn) for a in adds], release)
    assert asm_additions.strip(placed) == (asm, sorted(a.method for a in adds)) or \
        asm_additions.strip(placed)[0] == asm
    if "vaesem_vv" in asm:          # a sibling in a group that encodes it: right after it
        assert re.search(r"(?m)^\s*INSN\(vaesem_vv,[^\n]*\n\s*INSN\(vaesem_vs,", placed)
    if real:
        (tmp_path / "assembler_riscv.hpp").write_text(_compilable(placed))
    else:
        (tmp_path / "assembler_riscv.hpp").write_text(placed)
    calls, expect = [], []
    for a in adds:
        args, ops = _regs_call(a)
        calls.append(f"  a.{a.method}({', '.join(args)});")
        expect.append(encode_insn(a.insn, ops))
    (tmp_path / "main.cpp").write_text('#include "assembler_riscv.hpp"\nint main() {\n  Assembler a;\n'
                                       + "\n".join(calls)
                                       + '\n  for (uint32_t w : a.words) printf("%08x\\n", w);\n  return 0;\n}\n')
    cxx = shutil.which(os.environ.get("CXX") or "g++")
    r = subprocess.run([cxx, "-std=c++17", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter",
                        "-o", str(tmp_path / "t"), str(tmp_path / "main.cpp")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    words = [int(x, 16) for x in subprocess.run([str(tmp_path / "t")], capture_output=True, text=True,
                                                check=True).stdout.split()]
    assert len(words) == len(adds)
    bad = [f"{a.insn.mnemonic}: {w:08x} != {e:08x}" for a, w, e in zip(adds, words, expect) if w != e]
    assert not bad


def test_emitter_calls_only_methods_the_release_has_or_the_patch_adds():
    """Requirement: the HotSpot C++ uses Assembler/MacroAssembler methods of the target release or
    ones the patch adds (hotspot_api, next to the ISA table, says which)."""
    macros = {"mv", "li", "la", "notr", "neg", "sext_w", "zext_w", "j", "beqz", "bnez", "bltz", "bgez", "bgt", "ble", "bgtu",
              "bleu", "ret", "enter", "leave", "push_reg", "pop_reg", "bind", "align", "emit_int32", "emit_int64", "pc",
              "zext", "zero_extend", "shadd", "cad", "adc", "cadc", "wide_mul", "wide_madd",
              "ror", "ror_imm"}          # MacroAssembler::ror (ror_imm in 21): rori with Zbb, else three shifts
    for stub, kd in kernels.load_all().items():
        for variant in kd.variants:
            prog = kd.build(variant)
            for release in hotspot_api.RELEASES:
                s = render_stub(prog, release)
                have = {hotspot_api.method_name(i, release) for i in TABLE.values() if hotspot_api.has(i, release)}
                used = set(re.findall(r"__ (\w+)\(", s.helpers_text + s.function))
                assert used <= have | macros | set(s.needs), (stub, variant, release, used - have - macros)
                for name in s.needs:      # and the patch can write each missing one
                    asm_additions.derive(asm_additions.by_method(release)[name], name)


# ---- placeholders behind a flag the patch would turn on -----------------------------------------

C1_LIR = "src/hotspot/cpu/riscv/c1_LIRGenerator_riscv.cpp"
INTERP = "src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp"


def _with_placeholders(root, crc32c_guard: str | None):
    """JDK 21's shape: C1 and interpreter CRC entries that are placeholders, and C1's list of the
    intrinsics it compiles, CRC32C inside an `#if` naming other ports (or unconditional)."""
    (root / C1_LIR).write_text("void LIRGenerator::do_update_CRC32(Intrinsic* x) {\n  ShouldNotReachHere();\n}\n\n"
                               "void LIRGenerator::do_update_CRC32C(Intrinsic* x) {\n  ShouldNotReachHere();\n}\n")
    (root / INTERP).write_text(
        "address TemplateInterpreterGenerator::generate_CRC32_update_entry() {\n  return nullptr;\n}\n"
        "address TemplateInterpreterGenerator::generate_CRC32_updateBytes_entry(AbstractInterpreter::MethodKind kind) {\n"
        "  return nullptr;\n}\n"
        "address TemplateInterpreterGenerator::generate_CRC32C_updateBytes_entry(AbstractInterpreter::MethodKind kind) {\n"
        "  return nullptr;\n}\n")
    c1 = root / patch_flags.C1_COMPILER
    c1.parent.mkdir(parents=True, exist_ok=True)
    crc32c = "  case vmIntrinsics::_updateBytesCRC32C:\n"
    if crc32c_guard:
        crc32c = f"{crc32c_guard}\n{crc32c}#endif\n"
    c1.write_text("bool Compiler::is_intrinsic_supported(vmIntrinsics::ID id) {\n  switch (id) {\n"
                  "  case vmIntrinsics::_updateCRC32:\n  case vmIntrinsics::_updateBytesCRC32:\n"
                  f"{crc32c}  case vmIntrinsics::_getObjectSize:\n    break;\n  default:\n    return false;\n"
                  "  }\n  return true;\n}\n")


@needs_git
def test_a_flag_c1_would_crash_under_stays_off(tmp_path):
    root = tree(tmp_path, "jdk21")
    _with_placeholders(root, "#if defined(S390) || defined(PPC64) || defined(AARCH64)")
    p = build(root, progs())
    vm = p.new_text(VM)
    assert not re.search(r"FLAG_SET_DEFAULT\(UseCRC32Intrinsics, true\)", vm)   # left off: C1 would crash
    assert re.search(r"FLAG_SET_DEFAULT\(UseCRC32CIntrinsics, true\)", vm)      # C1 never compiles it here
    assert "StubRoutines::_updateBytesCRC32 = generate_updateBytesCRC32();" in p.new_text(SG)
    desc = p.description()
    assert "UseCRC32Intrinsics: left off, as the tree has it: with it on, C1 would reach " \
           "LIRGenerator::do_update_CRC32" in desc
    assert "-XX:+UseCRC32Intrinsics  (not yet: LIRGenerator::do_update_CRC32" in desc
    assert any(t.startswith("implement LIRGenerator::do_update_CRC32 ") for t in p.todo)
    assert not any("do_update_CRC32C" in t for t in p.todo)
    assert any("do_update_CRC32C" in n and "never reached" in n for n in p.notes)
    assert any("generate_CRC32C_updateBytes_entry" in n and "returns nullptr" in n for n in p.notes)
    jdkpatch.apply(root, p.text())
    assert build(root, progs()).changed == []


@needs_git
def test_a_c1_placeholder_c1_does_compile_keeps_crc32c_off(tmp_path):
    root = tree(tmp_path, "jdk21")
    _with_placeholders(root, None)
    p = build(root, progs())
    assert not re.search(r"FLAG_SET_DEFAULT\(UseCRC32CIntrinsics, true\)", p.new_text(VM))
    assert any(t.startswith("implement LIRGenerator::do_update_CRC32C ") for t in p.todo)


# ---- JDK 26 ---------------------------------------------------------------------------------

@needs_git
def test_jdk26_fixture_gets_stubid_prologues_without_archive_calls(tmp_path):
    """JDK 26 names stubs by StubId but has no AOT stub archive: a load_archive_data() call would not
    compile there."""
    root = tree(tmp_path, "jdk26")
    p = build(root, progs())
    assert p.release == "26"
    sg = p.new_text(SG)
    assert count(sg, r"StubId stub_id = StubId::stubgen_updateBytesCRC32_id;") == 1
    assert count(sg, r"StubCodeMark mark\(this, stub_id\);") == 4       # three stubs and the helper
    assert "archive_data" not in sg
    with pytest.raises(jdkpatch.PatchError, match=r"--release mainline does not match.*JDK 26.*--release 26"):
        build(root, progs(), "mainline")
    jdkpatch.apply(root, p.text())
    assert build(root, progs()).changed == []


def test_jdk26_lacks_the_scalar_clmul_mainline_has():
    zbc = kernels.get("updateBytesCRC32").build("zbc")
    assert {"clmul", "clmulh"} <= set(hotspot_api.missing("26", {i.insn.mnemonic for i in zbc.instrs}))
    assert not {"clmul", "clmulh"} & set(hotspot_api.missing("mainline", {i.insn.mnemonic for i in zbc.instrs}))


def test_crc32_zvbc_needs_no_scalar_clmul():
    """Its reduction runs on one vector element, so JDK 26 (no UseZbc) can dispatch to it on UseZvbc."""
    zvbc = kernels.get("updateBytesCRC32").build("zvbc")
    assert not {"clmul", "clmulh"} & {i.insn.mnemonic for i in zvbc.instrs}
    assert "zbc" not in zvbc.extensions


# ---- JDK 21 ---------------------------------------------------------------------------------

@needs_git
def test_jdk21_fixture(tmp_path):
    root = tree(tmp_path, "jdk21")
    p = build(root, progs())
    assert p.release == "21"
    sg = p.new_text(SG)
    assert 'StubCodeMark mark(this, "StubRoutines", "updateBytesCRC32");' in sg
    assert "StubId" not in sg
    comp = sg[sg.index("void generate_compiler_stubs()"):]
    # inside the inner #ifdef COMPILER2, not after COMPILER2_OR_JVMCI
    assert comp.index("if (UseAdler32Intrinsics)") < comp.index("#endif // COMPILER2\n")
    vm = p.new_text(VM)
    assert count(vm, "CRC32 intrinsics are not available on this CPU") == 1      # the tree's went, ours came
    assert re.search(r"if \(UseZba\) \{\n    if \(FLAG_IS_DEFAULT\(UseCRC32Intrinsics\)\)", vm)
    c2 = vm[vm.index("void VM_Version::c2_initialize()"):]
    assert re.search(r"if \(UseRVV\) \{\n    if \(FLAG_IS_DEFAULT\(UseAdler32Intrinsics\)\)", c2)
    assert set(p.asm_added) == {"vwmulu_vv", "vwredsumu_vs"}
    assert "_initial_stubs_code_size      = 10000 + " in p.new_text(jdkpatch.ROUTINES_RV)
    assert any("do_update_CRC32" in t for t in p.todo)       # C1 / interpreter users of the flag
    jdkpatch.apply(root, p.text())
    assert build(root, progs()).changed == []


def test_jdk21_lacks_the_vector_crypto_flags(tmp_path):
    root = tree(tmp_path, "jdk21")
    with pytest.raises(jdkpatch.PatchError, match=r"vm_version_riscv\.cpp: the extension flag UseZv(kn|kg) .*is not declared"):
        build(root, [ecb_prog()])


# ---- errors ----------------------------------------------------------------------------------

def test_not_an_openjdk_tree(tmp_path, capsys):
    (tmp_path / "x").mkdir()
    rc, out, err = run_cli("patch", "--jdk", str(tmp_path / "x"), "--kernels", "adler32", capsys=capsys)
    assert rc == 2 and "is not an OpenJDK tree: it has no src/hotspot/" in err and "Traceback" not in err
    (tmp_path / "x/src/hotspot/cpu/aarch64").mkdir(parents=True)
    with pytest.raises(jdkpatch.PatchError, match="without the RISC-V port"):
        build(tmp_path / "x", progs())
    rc, out, err = run_cli("patch", "--jdk", str(tmp_path / "nope"), "--kernels", "adler32", capsys=capsys)
    assert rc == 2 and "no such directory" in err


@pytest.mark.parametrize("rel,old,new,what", [
    (SG, "#undef __\n\n  // Initialization", "  // Initialization", "`#undef __` before generate_initial_stubs()"),
    (SG, "void generate_compiler_stubs()", "void generate_other_stubs()", "`void generate_compiler_stubs()`"),
    (SG, "class StubGenerator: public StubCodeGenerator", "class Other", "class StubGenerator"),
    (ASM, "#undef patch_VArith\n", "", "`#undef patch_VArith`"),
])
def test_missing_anchor_names_file_and_anchor(tmp_path, capsys, rel, old, new, what):
    root = tree(tmp_path)
    f = root / rel
    text = f.read_text()
    assert old in text
    f.write_text(text.replace(old, new))
    names = ["ecb"] if rel == ASM else ["adler32", "crc32c"]
    if names == ["ecb"]:
        with pytest.raises(jdkpatch.PatchError) as e:
            build(root, [ecb_prog()])
        msg = str(e.value)
    else:
        rc, out, msg = run_cli("patch", "--jdk", str(root), "--force", "--kernels", *names, capsys=capsys)
        assert rc == 2 and "Traceback" not in msg
    assert rel in msg and "anchor not found" in msg and what in msg


def test_conflicting_registration(tmp_path, capsys):
    root = tree(tmp_path)
    f = root / SG
    f.write_text(f.read_text().replace("generate_compare_long_strings();",
                                       "StubRoutines::_updateBytesAdler32 = generate_adler32_v2();\n\n"
                                       "    generate_compare_long_strings();"))
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", "adler32", capsys=capsys)
    assert rc == 2 and "conflict" in err and "generate_adler32_v2()" in err and SG in err


def test_conflicting_definition(tmp_path):
    root = tree(tmp_path)
    f = root / SG
    f.write_text(f.read_text().replace("address generate_updateBytesCRC32() {",
                                       "address generate_updateBytesCRC32(bool vector) {"))
    with pytest.raises(jdkpatch.PatchError, match=r"conflict: .*generate_updateBytesCRC32\(bool vector\)"):
        build(root, progs("updateBytesCRC32"))


@needs_git
def test_check_reports_a_patch_that_no_longer_applies(tmp_path):
    root = tree(tmp_path)
    text = build(root, progs()).text()
    f = root / SG
    # a line the patch's first stubGenerator hunk holds as context, changed in the tree
    hunk = text[text.index(f"+++ b/{SG}"):]
    context = next(ln[1:] for ln in hunk.splitlines()[2:] if ln.startswith(" ") and ln.strip())
    assert f.read_text().count(context + "\n") >= 1
    f.write_text(f.read_text().replace(context + "\n", context + " // changed\n"))
    with pytest.raises(jdkpatch.PatchError, match="conflict: the patch does not apply"):
        jdkpatch.check(root, text)


def test_release_mismatch(tmp_path):
    with pytest.raises(jdkpatch.PatchError, match=r"--release 21 does not match the tree.*--release mainline"):
        build(tree(tmp_path), progs(), "21")


# ---- the command line -----------------------------------------------------------------------

@needs_git
def test_cli_output_check_apply(tmp_path, capsys):
    root = tree(tmp_path)
    out_file = tmp_path / "stubs.patch"
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", "crc32:base", "adler32",
                           "-o", str(out_file), "--check", capsys=capsys)
    assert rc == 0 and "check: the patch applies cleanly" in out
    text = out_file.read_text()
    assert "generate_updateBytesCRC32() [base: unroll=" in text
    assert (root / SG).read_text() == (FIXTURES / "mainline" / SG).read_text()     # --check writes nothing
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", "crc32:base", "adler32", "--apply",
                           capsys=capsys)
    assert rc == 0 and "applied to" in out
    assert count((root / SG).read_text(), r"address generate_updateBytesCRC32\(\)") == 1
    rc, out, err = run_cli("patch", "--jdk", str(root), "--force", "--kernels", "crc32:base", "adler32", capsys=capsys)
    assert rc == 0 and "already contains exactly this code" in err


@needs_git
def test_every_registered_kernel(tmp_path):
    """Whatever kernels exist (AES ones included) go into the mainline fixture and stay put."""
    root = tree(tmp_path)
    all_progs = [kd.build() for _, kd in sorted(kernels.load_all().items())]
    p = build(root, all_progs)
    jdkpatch.apply(root, p.text())
    sg = (root / SG).read_text()
    for prog in all_progs:
        assert count(sg, rf"address generate_{prog.name}\(\) \{{") == 1
    assert build(root, all_progs).changed == []


# ---- a real OpenJDK checkout ----------------------------------------------------------------

REAL = [p for p in os.environ.get("STUBFORGE_JDK", "").split(os.pathsep) if p]


@needs_git
@pytest.mark.skipif(not REAL, reason="set STUBFORGE_JDK to OpenJDK checkouts (':'-separated; "
                                     "`.ci/openjdk-sources` prints two)")
# The 27 tree (the series' release) in every run; the older trees, minutes each, in `.ci/run --long`.
@pytest.mark.parametrize("root", [pytest.param(Path(p), marks=() if Path(p).name == "jdk27" else pytest.mark.long)
                                  for p in REAL], ids=[Path(p).name for p in REAL])
def test_real_checkout(tmp_path, root):
    every = [kd.build() for _, kd in sorted(kernels.load_all().items())]
    ps = [p for p in every if not jdkpatch.undeclared_flags(root, p)]
    # MD5 and SHA-1 included: HotSpot makes both stubs of each with one generate_<stub>(StubId) (21:
    # (bool, name)), which the patch calls through a function per stub where it keeps it
    original = (root / SG).read_text()
    assert {p.name for p in ps} >= set(BASIC)          # the checksums fit every supported release
    p = build(root, ps)
    if not p.changed:
        pytest.skip(f"{root} already contains exactly this code")
    text = p.text()
    jdkpatch.check(root, text)                                # `git apply --check` in the checkout
    # apply to a copy of the files the patch touches (and the ones it reads), then patch again
    def fresh(copy):
        shutil.copytree(root / "src/hotspot/cpu/riscv", copy / "src/hotspot/cpu/riscv")
        for rel in {jdk_tree.DECL, jdk_tree.ROUTINES, patch_flags.C1_COMPILER, jdk_tree.VERSION_CONF}:
            if (root / rel).is_file():
                (copy / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(root / rel, copy / rel)
        return copy
    copy = fresh(tmp_path / "copy")
    r = subprocess.run(["git", "apply", "-"], input=text, text=True, cwd=copy, capture_output=True)
    assert r.returncode == 0, r.stderr
    sg = (copy / SG).read_text()
    asm = (copy / ASM).read_text()
    # A stub the plan leaves to HotSpot on every CPU keeps HotSpot's generator (27's chacha20Block with
    # only its zvkb variant named: the series, with every variant, dispatches to zvkb on Zvbb CPUs).
    # Where it keeps HotSpot's on some CPUs (SHA-1 without Zbb on 26 and 27), ours is
    # generate_<stub>_<variant>() and HotSpot's generate_<stub>() dispatches to it.
    kept = {n.stub for n in p.stubs if n.function.startswith("not patched")}
    beside = {n.stub for n in p.stubs if "dispatches to them" in n.function}
    registration = r"(?m)^.*StubRoutines::_{}\s*=.*$"
    for prog in ps:
        if prog.name in kept:                # the tree's own registration and generator, untouched
            assert re.findall(registration.format(prog.name), sg) == \
                re.findall(registration.format(prog.name), original), prog.name
            continue
        stub = render_stub(prog, p.release, f"{prog.name}_{prog.variant}" if prog.name in beside else None)
        assert count(sg, re.escape(stub.function)) == 1, prog.name
        assert count(sg, rf"address generate_{prog.name}\(\)") == 1, prog.name
        assert re.search(rf"StubRoutines::_{prog.name}\s*=\s*generate_{prog.name}\(\);", sg), prog.name
        for name in stub.needs:
            assert re.search(rf"INSN\(\s*{name}\s*,|void\s+{name}\s*\(", asm), name
        if hotspot_api.PROLOGUE[p.release] != "archive":
            assert "archive_data" not in stub.function
    assert build(copy, ps).changed == []
    # HotSpot's one generator of each MD5 and SHA-1 pair went with ours everywhere (--force), with the
    # helpers only it used; with the committed figures it stays where HotSpot's is kept, called with
    # each stub's arguments from its registration (kept on every CPU) or from the new generate_<stub>()
    shared = [g for g in ("generate_md5_implCompress", "generate_sha1_implCompress")
              if re.search(rf"address {g}\((?!\))", original)]
    for gen in shared:
        assert not re.search(rf"{gen}\((?!\))", sg), gen
    assert "md5_FF" not in sg and "sha1_process_round" not in sg and "BufRegCache" not in sg
    pairs = [q for q in ps if q.name.startswith(("md5_", "sha1_"))]
    measured = jdkpatch.build(root, pairs)
    msg = measured.new_text(SG)
    for gen in shared:
        stubs = [f"{gen[len('generate_'):]}{mb}" for mb in ("", "MB")]
        notes = {n.stub: n for n in measured.stubs}
        kept_all = [s for s in stubs if notes[s].function.startswith("not patched")]
        dispatching = [s for s in stubs if "dispatches to them" in notes[s].function]
        assert len(re.findall(rf"= {gen}\((?!\))", msg)) == len(kept_all), gen
        assert len(re.findall(rf"return {gen}\((?!\))", msg)) == len(dispatching), gen
        assert len(re.findall(rf"address {gen}\((?!\))", msg)) == (1 if kept_all or dispatching else 0), gen
    if measured.changed:           # else HotSpot's own is kept for all four (26: not measured)
        jdkpatch.check(root, measured.text())
        again = fresh(tmp_path / "again")
        jdkpatch.apply(again, measured.text())
        assert jdkpatch.build(again, pairs).changed == []


def test_a_table_an_earlier_run_printed_is_computed_now(tmp_path):
    """A tree patched when CRC32's tables 4..7 were printed as values: the next run replaces that
    copy by the declaration its generator fills (no conflict: no other stub reads it)."""
    root = tree(tmp_path)
    ps = progs("updateBytesCRC32")
    d = next(d for d in ps[0].data if d.compute and not d.extern)
    declared = f"alignas(64) static uint32_t {d.symbol}[{len(d.values)}];\n"
    printed = (f"alignas(64) static const uint32_t {d.symbol}[{len(d.values)}] = {{\n  "
               + ", ".join(f"0x{v:08x}UL" for v in d.values) + "\n};\n")
    sg = build(root, ps).new_text(SG)
    assert count(sg, re.escape(declared)) == 1
    (root / SG).write_text(sg.replace(declared, printed))
    again = build(root, ps).new_text(SG)
    assert count(again, re.escape(declared)) == 1 and f"static const uint32_t {d.symbol}" not in again
    assert again == sg


def test_conflicting_table_name(tmp_path):
    root = tree(tmp_path)
    f = root / SG
    f.write_text(f.read_text().replace("_fixture_round_constants", "_crc32_tables_4_7"))
    with pytest.raises(jdkpatch.PatchError, match=r"conflict: the name _crc32_tables_4_7"):
        build(root, progs("updateBytesCRC32"))



AES_ALL = ("aescrypt_encryptBlock", "aescrypt_decryptBlock", "electronicCodeBook_encryptAESCrypt",
           "cipherBlockChaining_encryptAESCrypt", "counterMode_AESCrypt")


@needs_git
def test_shared_helpers_placed_once_and_replaced_on_repatching(tmp_path):
    """Five AES stubs call aes_load_round_keys: the patched file defines it once, above the new
    stubs; patching the patched tree again changes nothing, and with other kernels it is replaced,
    not stacked."""
    root = tree(tmp_path)
    ps = progs(*AES_ALL)
    p = build(root, ps)
    jdkpatch.apply(root, p.text())
    sg = (root / SG).read_text()
    for name in ("aes_load_round_keys", "aes_encrypt_vv", "aes_encrypt_vs", "aes_ctr_blocks"):
        assert count(sg, rf"void {name}\(") == 1, name
        head = sg[:sg.index(f"void {name}(")].rsplit("\n\n", 1)[-1]       # its leading comment
        assert "shared" not in head and "stub generators" not in head, name
    assert sg.index("void aes_load_round_keys(") < sg.index("address generate_aescrypt_encryptBlock()")
    assert build(root, ps).changed == []
    again = build(root, progs("aescrypt_encryptBlock", "counterMode_AESCrypt"))
    assert count(again.new_text(SG), r"void aes_load_round_keys\(") == 1


@needs_cxx
def test_patched_helpers_compile_to_the_assembled_bytes(tmp_path):
    """The helpers and functions as they sit in the patched file, compiled against the stand-in,
    give exactly the assembled bytes of each AES stub."""
    from stubforge.sim import cxx
    root = tree(tmp_path)
    ps = progs(*AES_ALL)
    sg = build(root, ps).new_text(SG)
    masked = cxxtext.mask(sg)
    for prog in ps:
        stub = render_stub(prog, "mainline")
        helpers = "".join(sg[d.start:d.end] for name in stub.helpers
                          for d in cxxtext.definitions(sg, masked, rf"void[ \t]+{name}"))
        function, tables = _extract(sg, prog.name)
        tu = cxx.translation_unit(prog, "mainline", tables, helpers + function)
        assert cxx.run_standin_program(tu, "mainline", cxx.macro_flags(prog)) == assemble(prog), prog.name


def test_a_foreign_function_of_a_helpers_name_is_a_conflict(tmp_path):
    root = tree(tmp_path)
    sg = (root / SG).read_text()
    at = sg.index("#undef __\n\n  // Initialization")
    (root / SG).write_text(sg[:at] + "  void aes_load_round_keys(int x) {\n  }\n\n" + sg[at:])
    with pytest.raises(jdk_tree.PatchError, match="aes_load_round_keys.*not by stubforge"):
        build(root, progs("aescrypt_encryptBlock"))


# ---- releases 25 and 27, from the tree's own version ------------------------------------------

@needs_git
@pytest.mark.parametrize("name,release,prologue", [
    ("jdk27", "27", "StubId stub_id = StubId::stubgen_updateBytesCRC32_id;"),
    ("jdk25", "25", "StubGenStubId stub_id = StubGenStubId::updateBytesCRC32_id;")])
def test_release_25_and_27_trees_get_their_prologues(tmp_path, name, release, prologue):
    root = tree(tmp_path, name)
    p = build(root, progs())
    assert p.release == release
    sg = p.new_text(SG)
    assert count(sg, re.escape(prologue)) == 1 and "archive_data" not in sg
    jdkpatch.apply(root, p.text())
    assert build(root, progs()).changed == []


def test_the_release_comes_from_the_version_file_not_the_code(tmp_path):
    """A 26 tree that an earlier patch (or anything) filled with mainline-style prologues is still 26;
    a tree too old is refused by name; without the file the prologue style decides only when it names
    one release (StubId without the archive: 26 or 27, so --release is asked for)."""
    root = tree(tmp_path, "jdk26")
    f = root / SG
    f.write_text(f.read_text() + "\n// address start = load_archive_data(stub_id);\n  StubId stub_id;\n")
    assert jdk_tree.detect_release(root, f.read_text()) == "26"
    (root / VERSION_CONF).write_text("DEFAULT_VERSION_FEATURE=28\n")
    assert jdk_tree.detect_release(root, f.read_text()) == "mainline"
    (root / VERSION_CONF).write_text("DEFAULT_VERSION_FEATURE=17\n")
    with pytest.raises(jdkpatch.PatchError, match="JDK 17 is older than any release"):
        jdk_tree.detect_release(root, f.read_text())
    (root / VERSION_CONF).unlink()
    assert jdk_tree.detect_release(root, jdk_tree._read(tree(tmp_path / "b", "jdk26"), SG)) is None
    assert jdk_tree.detect_release(root, jdk_tree._read(tree(tmp_path / "c", "jdk25"), SG)) == "25"
    assert jdk_tree.detect_release(root, jdk_tree._read(tree(tmp_path / "d", "jdk21"), SG)) == "21"


def test_a_crlf_tree_is_refused_by_name(tmp_path):
    root = tree(tmp_path, "jdk26")
    f = root / VM
    f.write_bytes(f.read_bytes().replace(b"\n", b"\r\n"))
    with pytest.raises(jdkpatch.PatchError, match=r"vm_version_riscv.cpp: CRLF line endings"):
        build(root, progs())


def _earlier_wording(text: str, notes, oldest: bool) -> str:
    """A patched file as an earlier version wrote it, which marked its code in the C++: `oldest`
    named stubforge; the version before recognition by text said, with no tool's name, each stub's
    variant, parameters, extensions and blob space in its doc, marked each helper and the blob growth."""
    from stubforge.emitters import hotspot
    for note in notes:
        for symbol, variants, params, size in note.functions:
            at = text.find(f"  address generate_{symbol}() {{")
            if at < 0:
                continue
            doc = text.rindex("  /**\n", 0, at) + len("  /**\n")
            head = f"   * {note.stub} [{', '.join(variants)}]" + (
                ": " + ", ".join(f"{k}={v}" for k, v in params.items()) if params else "") + "\n"
            head += ("   * Made by stubforge from its kernel.\n" if oldest else
                     f"   * RISC-V extensions: v\n   * Blob space: {size} bytes (code and entry alignment)\n")
            text = text[:doc] + head + text[doc:]
    mark = hotspot.EARLIER_MARKS[3] if oldest else hotspot.EARLIER_MARKS[-1]
    text = re.sub(r"(?m)^  void (\w+)\(", lambda m: f"  // {mark} {m.group(1)}\n{m.group(0)}"
                  if any(m.group(1) in render_stub(kernels.get(n.stub).build(), "mainline").helpers
                         for n in notes if n.functions) else m.group(0), text)
    # a table's comment was one line, marked
    def one_line(m):
        what = " ".join(x[3:] for x in m.group(1).splitlines()).removesuffix(".")
        what = what[:1].lower() + what[1:]
        return f"// {what + '; ' if what else ''}used by {m.group(2)}; a constant table of the generated stubs.\n"
    text = re.sub(r"(?m)^((?:// [^\n]*\n)*?)// Used by (\w+(?:, \w+)*)\.\n(?=alignas)", one_line, text)
    # the AOT archive's entries of the tables were marked
    ours = set(re.findall(r"(?m)^alignas\(64\) static const \w+ (\w+)\[", text)) - {"_fixture_round_constants"}
    text = re.sub(r"(?m)^(    ADD\((\w+)\);)$", lambda m: m.group(1) + ("  // a constant table of the generated stubs"
                                                                       if m.group(2) in ours else ""), text)
    # the registration guards named the variants
    guard = r"\1// stubforge: the generated \2 [zba] \3" if oldest else r"\1// \2 [zba] \3"
    text = re.sub(r"(?m)^([ \t]*)// (\w+) (needs Use)", guard, text)
    if oldest:
        text = re.sub(rf"; {EARLIER_COPIED_MARK}\w+\(\)\.\n", "; generated by stubforge.\n", text)
        text = text.replace(f"{hotspot.DISPATCHER_DOC}.", "stubforge's per-CPU dispatch; generated by stubforge.")
        text = re.sub(r"(?m)^([ \t]*)// (Use\w+ only with )", r"\1// stubforge: \2", text)
        text = text.replace(asm_additions.BEGIN, asm_additions.EARLIER[0]).replace(asm_additions.END,
                                                                                    asm_additions.EARLIER[1])
    growth = "/* stubforge */" if oldest else "/* stubs with constant tables */"
    return re.sub(r"(?m)^([ \t]*do_arch_blob\(\w+, [^\n]*? \+ \d+)\)", rf"\1 {growth})", text)


@needs_git
@pytest.mark.parametrize("oldest", [True, False])
def test_a_tree_patched_in_the_earlier_wording_is_patched_as_a_fresh_one(tmp_path, oldest):
    """Every marker is still recognised in an earlier version's wording (it said "stubforge" in the
    C++, or marked stubs and helpers without naming itself): patching such a tree gives the same files
    as patching the unpatched tree, nothing doubled."""
    fresh_root = tree(tmp_path / "fresh")
    ps = [crc32("zba")] + [kernels.get("updateBytesCRC32C").build(v) for v in kernels.get("updateBytesCRC32C").variants] + progs(*AES_ALL)
    fresh = build(fresh_root, ps)
    for rel in fresh.changed:            # the fixtures say what they are; the patch adds no "stubforge"
        old, new = fresh.files[rel]
        assert new.lower().count("stubforge") == old.lower().count("stubforge"), rel
    root = tree(tmp_path / "old")
    jdkpatch.apply(root, fresh.text())
    for rel in fresh.changed:
        (root / rel).write_text(_earlier_wording(fresh.new_text(rel), fresh.stubs, oldest))
    sg = (root / SG).read_text()
    assert ("Made by stubforge" in sg) == oldest and ("Blob space" in sg) != oldest
    assert "a constant table of the generated stubs" in sg
    assert re.search(r"ADD\(_\w+\);  // a constant table of the generated stubs", sg)
    assert re.search(r"(?m)^    ADD\(_crc32c_\w+\);$", fresh.new_text(SG))        # a plain entry today
    again = build(root, ps)
    for rel in fresh.changed:
        got = again.new_text(rel) if rel in again.files else (root / rel).read_text()
        assert got == fresh.new_text(rel), rel


def test_helpers_left_without_a_caller_go_with_hotspots_generator():
    """Issue 21: a replaced HotSpot generator's helpers (overloads included) are removed once nothing
    calls them; a helper another generator still calls stays."""
    text = ("class StubGenerator {\n  void pack(int a) {\n    pack(a, 0);\n  }\n\n  void pack(int a, int b) {\n"
            "    (void)a; (void)b;\n  }\n\n  // shared\n  void shared() {\n  }\n\n  address generate_other() {\n"
            "    shared();\n  }\n\n  address generate_x() {\n    ours();\n  }\n};\n")
    replaced = "{\n    pack(1);\n    shared();\n  }"
    out, gone = jdkpatch.drop_orphans(text, replaced)
    assert gone == ["pack"] and "void pack" not in out and "void shared()" in out
    assert "\n\n\n" not in out


def test_variants_with_the_same_cxx_become_one_function(tmp_path):
    """Issue 21: Poly1305's scalar (Zba) and base variants differ only in what shadd picks per CPU:
    the patch emits one generate_poly1305_processBlocks() serving both, no dispatcher."""
    kd = kernels.get("poly1305_processBlocks")
    ps = [kd.build("scalar"), kd.build("base")]
    p = build(tree(tmp_path), ps)
    sg = p.new_text(SG)
    assert count(sg, r"address generate_poly1305_processBlocks\w*\(") == 1
    assert "__ shadd(" in sg and "[base" not in sg          # the C++ names no variant: the message does
    assert "generate_poly1305_processBlocks(): poly1305_processBlocks [base, scalar]" in p.description()


# ---- HotSpot's one generator for both stubs of a pair (MD5, SHA-1) -------------------------------

# 27 and 26 write it with the StubId, 21 with (bool multi_block, const char *name); its helper (here
# md5_step, in 27 md5_FF.. and the RegCache template behind the BufRegCache typedef) is called from it alone.
PAIR_HELPERS = """  // Set of L registers (HotSpot's own; only the MD5 helpers use it).
  template <uint L>
  class RegCache {
  public:
    void gen_load(uint i, Register base) {
      __ ld(x10, Address(base, 8 * i));
    }
  };

  typedef RegCache<8> BufRegCache;

  // one MD5 step, HotSpot's own
  void md5_step(BufRegCache& reg_cache, Register a, int s) {
    reg_cache.gen_load(0, a);
    __ addw(a, a, s);
  }

"""
PAIR_BODY = """    address start = __ pc();
    BufRegCache reg_cache;
    md5_step(reg_cache, x10, 7);
    if (multi_block) {
      __ mv(x10, x12);
    }
    __ ret();
    return start;
  }

"""
PAIR_GENERATOR = {
    "jdk27": PAIR_HELPERS + """  address generate_md5_implCompress(StubId stub_id) {
    __ align(CodeEntryAlignment);
    bool multi_block;
    switch (stub_id) {
    case StubId::stubgen_md5_implCompress_id:
      multi_block = false;
      break;
    case StubId::stubgen_md5_implCompressMB_id:
      multi_block = true;
      break;
    default:
      ShouldNotReachHere();
    };
    StubCodeMark mark(this, stub_id);
""" + PAIR_BODY,
    "jdk21": PAIR_HELPERS + """  address generate_md5_implCompress(bool multi_block, const char *name) {
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", name);
""" + PAIR_BODY}
PAIR_CALLS = {"jdk27": ("generate_md5_implCompress(StubId::stubgen_md5_implCompress_id)",
                        "generate_md5_implCompress(StubId::stubgen_md5_implCompressMB_id)"),
              "jdk21": ('generate_md5_implCompress(false, "md5_implCompress")',
                        'generate_md5_implCompress(true,  "md5_implCompressMB")')}
MD5 = ("md5_implCompress", "md5_implCompressMB")
SHA1 = ("sha1_implCompress", "sha1_implCompressMB")


def pair_tree(tmp_path, name, algs=("md5",)) -> Path:
    """A fixture tree whose HotSpot makes md5_implCompress and md5_implCompressMB (and with "sha1" in
    `algs` SHA-1's) with one generator taking parameters, registered as the real 27 (and 26) or 21
    tree does."""
    root = tree(tmp_path, name)
    f = root / SG
    sg = f.read_text()
    for alg in algs:
        def named(text):
            return text if alg == "md5" else text.replace("md5", alg).replace("RegCache", "Sha1Cache")
        at = sg.index("#undef __\n\n  // Initialization")
        sg = sg[:at] + named(PAIR_GENERATOR[name]) + sg[at:]
        single, multi = PAIR_CALLS[name]
        reg = (f"    if (Use{alg.upper()}Intrinsics) {{\n      StubRoutines::_md5_implCompress   = {single};\n"
               f"      StubRoutines::_md5_implCompressMB = {multi};\n    }}\n\n")
        at = sg.index("    generate_compare_long_strings();")
        sg = sg[:at] + named(reg) + sg[at:]
    f.write_text(sg)
    return root


def _generator(text: str, fn: str) -> str:
    """The body of `address fn()` (the overload without parameters)."""
    d = [d for d in cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+{fn}") if not d.params.strip()]
    assert len(d) == 1, fn
    return text[d[0].open + 1:d[0].close]


def md5_progs(variant=None):
    return [kernels.get(s).build(variant) if variant else kernels.get(s).build(v)
            for s in MD5 for v in ([variant] if variant else kernels.get(s).variants)]


def md5_figures(ps, cpb: dict[str, float]):
    """Our figures per stub (a cycles/B per variant, instructions/B twice that), in the layout of
    generated/measurements.json."""
    from stubforge.bench.measured import Figure, Measured, code_hash
    return {(p.name, p.variant): Measured(p.name, p.variant, {128: Figure(128, ipb=cpb[p.name] * 2, cpb=cpb[p.name])},
                                          code=code_hash(p)) for p in ps}


def hotspot_md5(cpb: dict[str, float]):
    """HotSpot's own MD5 stubs, one figure each for every CPU (its code needs no extension)."""
    from stubforge.bench.measured import Figure, Measured
    return [Measured(stub, "scalar", {128: Figure(128, ipb=c * 2, cpb=c)}, {}) for stub, c in cpb.items()]


@needs_git
@pytest.mark.parametrize("name", ["jdk27", "jdk21"])
def test_hotspots_generator_of_a_pair_goes_when_ours_replace_both(tmp_path, name):
    """Ours on every CPU for both stubs: both registrations call ours, HotSpot's generator with
    parameters goes, and with it what only it used (its helper, the class and typedef behind it);
    the patch applies and a second run changes nothing."""
    root = pair_tree(tmp_path, name)
    ps = md5_progs("base")
    p = build(root, ps)                       # --force: ours everywhere (base runs on every CPU)
    sg = p.new_text(SG)
    for stub in MD5:
        assert count(sg, rf"StubRoutines::_{stub}\s*= generate_{stub}\(\);") == 1, stub
        assert count(sg, rf"address generate_{stub}\(\) \{{") == 1, stub
    assert not re.search(r"generate_md5_implCompress\((?!\))", sg)      # no definition, no call with arguments
    for gone in ("md5_step", "class RegCache", "BufRegCache", "multi_block"):
        assert gone not in sg, gone
    assert "generate_md5_implCompress, md5_step" in p.stubs[1].function + p.stubs[0].function
    jdkpatch.check(root, p.text())
    jdkpatch.apply(root, p.text())
    assert build(root, ps).changed == []


@needs_git
@pytest.mark.parametrize("name", ["jdk27", "jdk21"])
def test_hotspots_generator_of_a_pair_stays_where_it_wins(tmp_path, name):
    """Ours (zbb) measured faster than HotSpot's for MB only, and only on Zbb CPUs: md5_implCompress
    keeps its registration as the tree wrote it; md5_implCompressMB's calls a function that
    dispatches to ours with Zbb and else returns HotSpot's generator called with MB's arguments.
    HotSpot's generator and its helpers stay; a second run changes nothing."""
    root = pair_tree(tmp_path, name)
    original = (root / SG).read_text()
    ps = md5_progs("zbb")
    args = dict(hotspot=hotspot_md5({"md5_implCompress": 1.0, "md5_implCompressMB": 8.0}),
                ours=md5_figures(ps, {"md5_implCompress": 4.0, "md5_implCompressMB": 4.0}))
    p = jdkpatch.build(root, ps, **args)
    sg = p.new_text(SG)
    single, multi = PAIR_CALLS[name]
    assert f"StubRoutines::_md5_implCompress   = {single};" in sg                     # untouched
    assert "StubRoutines::_md5_implCompressMB = generate_md5_implCompressMB();" in sg
    assert p.stubs[0].function.startswith("not patched")
    body = _generator(sg, "generate_md5_implCompressMB")
    assert body.index("if (UseZbb) {") < body.index("return generate_md5_implCompressMB_zbb();") \
        < body.index(f"return {multi};")
    assert count(sg, r"address generate_md5_implCompress\((?!\))") == 1        # HotSpot's, kept
    assert count(sg, r"void md5_step\(") == 1 and "typedef RegCache<8> BufRegCache;" in sg
    assert "generate_md5_implCompress_zbb" not in sg
    jdkpatch.check(root, p.text())
    jdkpatch.apply(root, p.text())
    assert jdkpatch.build(root, ps, **args).changed == []
    # where HotSpot's wins for both on every CPU, the tree stays as it was written; patched over the
    # tree patched above, it is put back as it was written (wrapper, dispatch, ours and guard gone)
    both = dict(args, hotspot=hotspot_md5({"md5_implCompress": 1.0, "md5_implCompressMB": 1.0}))
    assert jdkpatch.build(pair_tree(tmp_path / "b", name), ps, **both).changed == []
    back = jdkpatch.build(root, ps, **both)
    assert back.new_text(SG) == original
    jdkpatch.apply(root, back.text())
    assert jdkpatch.build(root, ps, **both).changed == []


@needs_git
def test_hotspots_generator_of_a_pair_serves_the_stub_ours_leave(tmp_path):
    """Ours for both stubs on Zbb CPUs (both dispatch), then for md5_implCompress alone on every CPU
    (--kernels naming one stub): HotSpot's generator stays while a call with its parameters is left."""
    root = pair_tree(tmp_path, "jdk27")
    ps = md5_progs("zbb")
    args = dict(hotspot=hotspot_md5({"md5_implCompress": 8.0, "md5_implCompressMB": 8.0}),
                ours=md5_figures(ps, {"md5_implCompress": 4.0, "md5_implCompressMB": 4.0}))
    p = jdkpatch.build(root, ps, **args)
    sg = p.new_text(SG)
    for stub, call in zip(MD5, PAIR_CALLS["jdk27"]):
        body = _generator(sg, f"generate_{stub}")
        assert f"return generate_{stub}_zbb();" in body and f"return {call};" in body, stub
    # the wrappers sit after HotSpot's generator, in the registrations' order, each below its variant
    order = [sg.index(x) for x in ("address generate_md5_implCompress(StubId", "generate_md5_implCompress_zbb() {",
                                   "generate_md5_implCompress() {", "generate_md5_implCompressMB_zbb() {",
                                   "generate_md5_implCompressMB() {")]
    assert order == sorted(order)
    jdkpatch.apply(root, p.text())
    assert jdkpatch.build(root, ps, **args).changed == []
    root = pair_tree(tmp_path / "b", "jdk27")
    one = build(root, [kernels.get("md5_implCompress").build("base")])       # --force
    sg = one.new_text(SG)
    assert "StubRoutines::_md5_implCompress   = generate_md5_implCompress();" in sg
    assert "StubRoutines::_md5_implCompressMB = generate_md5_implCompress(StubId::stubgen_md5_implCompressMB_id);" in sg
    assert count(sg, r"address generate_md5_implCompress\(StubId stub_id\)") == 1 and "void md5_step(" in sg
    jdkpatch.apply(root, one.text())
    assert build(root, [kernels.get("md5_implCompress").build("base")]).changed == []


@needs_git
def test_cli_check_of_both_pairs_says_what_it_decided(tmp_path, capsys):
    """`stubforge patch --kernels <MD5's and SHA-1's stubs> --check` on a 27 tree whose HotSpot makes
    each pair with one generator: the patch applies, and per stub and CPU configuration it says which
    code runs, with both figures (the committed ones: SHA-1's zbb is faster than HotSpot 27's own on
    every model by about a third, so it is chosen where Zbb is; HotSpot's own serves the rest)."""
    root = pair_tree(tmp_path, "jdk27", ("md5", "sha1"))
    rc, out, err = run_cli("patch", "--jdk", str(root), "--kernels", *MD5, *SHA1, "--check", capsys=capsys)
    assert rc == 0 and "check: the patch applies cleanly" in out, err
    for stub in SHA1:
        assert (f"generate_{stub}() [zbb]: added as generate_{stub}_zbb(); a new generate_{stub}() dispatches"
                in err), err
        assert f"now calling generate_{stub}() instead of generate_sha1_implCompress(StubId::stubgen_{stub}_id)" in err
    assert err.count("per CPU configuration (modelled cycles/B, llvm-mca 22, on each named core model):") == 2
    assert err.count("UseZbb: zbb -- [zbb] against HotSpot's (rvv): sifive-p470") == 2
    assert err.count("!UseZbb: HotSpot's own -- no stubforge variant can run here") == 2
    for stub in MD5:
        assert re.search(rf"(generate_{stub}\(\) \[|stubforge: {stub}: HotSpot's own kept on every CPU)", err), stub
