"""Conditions of vm_version_riscv.cpp: parsed (jdk/condition.py), evaluated in linear time, and a
condition that is not C++ is one line naming the file and line (exit 2), never a traceback."""
from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

import pytest

from stubforge import cli
from stubforge.jdk import condition as C, cxxtext
from stubforge.jdk.dispatch import configurations
from stubforge.jdk.flags import FlagEdits, reachable
from stubforge.jdk.tree import VM

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"
REAL = [Path(p) for p in os.environ.get("STUBFORGE_JDK", "").split(os.pathsep) if p]
# The fixture's CRC32 condition, as JDK 26 and mainline write it.
CRC32_COND = "if (!AvoidUnalignedAccesses && (UseZba || UseRVV)) {"
UNIVERSE = ["UseRVV", "UseZba", "UseZbc", "UseZvbc"]


# ---- the parser, on conditions of JDK 26's vm_version_riscv.cpp ---------------------------------

@pytest.mark.parametrize("text,tree", [
    ("!AvoidUnalignedAccesses && (UseZba || UseRVV)",
     C.And((C.Not(C.Name("AvoidUnalignedAccesses")), C.Or((C.Name("UseZba"), C.Name("UseRVV")))))),
    ("UseRVV && MaxVectorSize >= 32", C.And((C.Name("UseRVV"), C.Opaque("MaxVectorSize >= 32")))),
    ("FLAG_IS_DEFAULT(UseCRC32Intrinsics)", C.Name("FLAG_IS_DEFAULT(UseCRC32Intrinsics)")),
    ("!FLAG_IS_DEFAULT(UseRVV) && !UseRVV",
     C.And((C.Not(C.Name("FLAG_IS_DEFAULT(UseRVV)")), C.Not(C.Name("UseRVV"))))),
    ("UseZvkn && !UseRVV", C.And((C.Name("UseZvkn"), C.Not(C.Name("UseRVV"))))),
    ("UseZvbb && UseRVV && !FLAG_IS_DEFAULT(UseZvbb)",
     C.And((C.Name("UseZvbb"), C.Name("UseRVV"), C.Not(C.Name("FLAG_IS_DEFAULT(UseZvbb)"))))),
    ("MaxVectorSize > _initial_vector_length", C.Opaque("MaxVectorSize > _initial_vector_length")),
    ("!is_power_of_2(MaxVectorSize) || MaxVectorSize < 16",
     C.Or((C.Not(C.Opaque("is_power_of_2(MaxVectorSize)")), C.Opaque("MaxVectorSize < 16")))),
    ("UseVectorizedMismatchIntrinsic", C.Name("UseVectorizedMismatchIntrinsic")),
    ("mvendorid.enabled() && marchid.value() == 0x8000000000000007", None),
    ("UseZba and not UseRVV", C.And((C.Name("UseZba"), C.Not(C.Name("UseRVV"))))),
    ("true || false", C.Or((C.Const(True), C.Const(False)))),
    ("size == (size_t)wordSize", C.Opaque("size == (size_t)wordSize")),
])
def test_parses_real_conditions(text, tree):
    got = C.parse(text)
    if tree is None:
        assert C.opaque(got)
    else:
        assert got == tree


@pytest.mark.parametrize("text,why", [
    ("(UseZba || UseRVV) (UseZba)", "expected an operator (`&&`, `||`) between `(UseZba || UseRVV)` and `(`"),
    ("UseZba UseRVV", "expected an operator (`&&`, `||`) between `UseZba` and `UseRVV`"),
    ("UseZba && class", "`class` is a C++ keyword, not a flag"),
    ("UseRVV && new", "`new` is a C++ keyword, not a flag"),
    ("(UseZba || UseRVV", "expected `)` after `(UseZba || UseRVV`, found the end"),
    ("UseZba)", "unexpected `)`"),
    ("UseZba && || UseRVV", "expected a flag, a value or `(`, found `||`"),
    ("UseZba && @", "unexpected `@`"),
])
def test_what_is_not_cxx_is_one_line_naming_file_and_line(text, why):
    with pytest.raises(C.ConditionError) as e:
        C.parse(C.Cond(text, f"{VM}:15"))
    msg = str(e.value)
    assert msg == f"{VM}:15: cannot read the condition `{text}`: {why}"


def test_kleene_knows_only_the_dispatch_flags():
    tree = C.parse("!AvoidUnalignedAccesses && (UseZba || UseRVV)")
    assert C.kleene(tree, {"UseZba": False, "UseRVV": False}) is False
    assert C.kleene(tree, {"UseZba": True, "UseRVV": False}) is None        # AvoidUnalignedAccesses decides
    assert C.kleene(tree, {"UseZba": True, "UseRVV": False, "AvoidUnalignedAccesses": False}) is True
    assert C.kleene(C.parse("UseRVV || !UseRVV && X"), {"UseRVV": True}) is True


# ---- the question the patch asks: where does the tree turn the intrinsic on ----------------------

def _alternatives(n: int) -> str:
    """`(UseFoo0 && !AvoidFoo0) || ...`: 2n names no CPU configuration fixes (2^60 assignments for 30)."""
    return " ||\n      ".join(f"(UseFoo{i} && !AvoidFoo{i})" for i in range(n))


def test_thirty_alternatives_answer_in_under_a_second():
    cond = "(UseZba || UseRVV) && (" + _alternatives(30) + ")"
    text = (f"void VM_Version::common_initialize() {{\n  if ({cond}) {{\n"
            "    FLAG_SET_DEFAULT(UseCRC32Intrinsics, true);\n  }\n}\n")
    t0 = time.perf_counter()
    sites = FlagEdits.enabling_sites(text, "UseCRC32Intrinsics")
    holds = reachable(sites, set(UNIVERSE))
    on = [c for c in configurations(UNIVERSE) if holds(c)]
    assert time.perf_counter() - t0 < 1.0
    assert on and all(c["UseZba"] or c["UseRVV"] for c in on)
    assert len(on) == sum(1 for c in configurations(UNIVERSE) if c["UseZba"] or c["UseRVV"])


def test_flag_is_default_inside_a_condition_is_an_unknown():
    """JDK 27 (jdk-27+34) turns UseAESCTRIntrinsics on under `FLAG_IS_DEFAULT(...) && UseZbb` inside
    `if (UseZvkn)`; the enumeration called FLAG_IS_DEFAULT as a bool (TypeError)."""
    holds = reachable([(0, ["FLAG_IS_DEFAULT(UseAESCTRIntrinsics) && UseZbb", "UseZvkn"])], {"UseZvkn", "UseZbb"})
    assert holds({"UseZvkn": True, "UseZbb": True})
    assert not holds({"UseZvkn": True, "UseZbb": False}) and not holds({"UseZvkn": False, "UseZbb": True})


def test_repeated_unknown_name_errs_towards_counting():
    """`X && !X` can never hold, but three-valued logic cannot see that: the configuration counts
    (an arm too many at worst, never one missing)."""
    holds = reachable([(0, ["UseRVV && AvoidUnalignedAccesses && !AvoidUnalignedAccesses"])], {"UseRVV"})
    assert holds({"UseRVV": True}) and not holds({"UseRVV": False})


def test_sites_carry_their_line():
    text = (FIXTURES / "mainline" / VM).read_text()
    (_, conds), = FlagEdits.enabling_sites(text, "UseCRC32Intrinsics")
    line = text[:text.index(CRC32_COND)].count("\n") + 1
    assert [c.where for c in conds] == [f"{VM}:{line + 1}", f"{VM}:{line}"]


# ---- at the command line --------------------------------------------------------------------------

def _tree(tmp_path, cond: str) -> tuple[Path, int]:
    """The mainline fixture with CRC32's condition replaced; the line of that `if`."""
    root = tmp_path / "jdk"
    shutil.copytree(FIXTURES / "mainline", root)
    vm = root / VM
    text = vm.read_text()
    assert CRC32_COND in text
    vm.write_text(text.replace(CRC32_COND, f"if ({cond}) {{"))
    return root, text[:text.index(CRC32_COND)].count("\n") + 1


@pytest.mark.parametrize("cond", ["(UseZba || UseRVV) (UseZba)", "!AvoidUnalignedAccesses && (UseZba || class)"])
def test_cli_malformed_condition_exits_2_with_one_line(tmp_path, capsys, cond):
    root, line = _tree(tmp_path, cond)
    out = tmp_path / "out.patch"
    rc = cli.main(["patch", "--jdk", str(root), "--kernels", "crc32", "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 2 and "Traceback" not in err and not out.exists()
    lines = [ln for ln in err.splitlines() if ln.startswith("stubforge: error:")]
    assert len(lines) == 1, err
    assert lines[0].startswith(f"stubforge: error: {VM}:{line}: cannot read the condition `{cond}`")


def test_cli_thirty_alternatives(tmp_path, capsys):
    root, _ = _tree(tmp_path, "(UseZba || UseRVV) && (" + _alternatives(30) + ")")
    out = tmp_path / "out.patch"
    assert cli.main(["patch", "--jdk", str(root), "--force", "--kernels", "crc32", "-o", str(out)]) == 0
    assert "generate_updateBytesCRC32" in out.read_text()


@pytest.mark.skipif(not REAL, reason="set STUBFORGE_JDK to OpenJDK trees (`.ci/openjdk-sources` prints them)")
@pytest.mark.parametrize("root", REAL, ids=[p.name for p in REAL])
def test_every_if_of_a_real_vm_version_parses(root):
    text = (root / VM).read_text()
    masked = cxxtext.mask(text)
    heads = [m.end() - 1 for m in re.finditer(r"\bif\s*\(", masked)]
    assert len(heads) > 50
    for paren in heads:
        C.parse(" ".join(text[paren + 1:cxxtext.match_brace(masked, paren)].split()))
