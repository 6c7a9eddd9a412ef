"""Reading a patch's per-CPU dispatch back (jdk/dispatch_check.py), to check a built JVM against it.

The figures are made-up inputs to the decision, as in tests/test_dispatch.py; what is checked is that
the dispatch read back from the patch text is the one the patch wrote, and that the chosen CPU
configurations take every arm.
"""
from __future__ import annotations

import re
import shutil

import pytest

from stubforge.jdk import dispatch_check as dc
from stubforge.jdk import patch as jdkpatch
from stubforge.jdk.dispatch import HOTSPOT, configurations

from test_dispatch import HS_CRC32, crc32_variants, ours_figures, tree

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _patch(tmp_path, cpb):
    ps = crc32_variants()
    return jdkpatch.build(tree(tmp_path), ps, hotspot=HS_CRC32, ours=ours_figures(ps, cpb))


@needs_git
def test_dispatch_block_read_back_with_hotspot_last(tmp_path):
    p = _patch(tmp_path, {"zvbc": 0.14, "zba": 1.0, "base": 2.0})
    [crc] = dc.patched_stubs(p.text()).values()
    assert crc.stub == "updateBytesCRC32"
    assert set(crc.variants) == {"zvbc", "zba"}
    assert crc.variants["zba"] == {"unroll": 16}               # the parameters the patch was made with
    assert [pick for _, pick in crc.arms] == ["zvbc", "zba", HOTSPOT]
    assert crc.arms[0][0] == (("UseRVV", True), ("UseZvbc", True))    # nested under if (UseRVV), as HotSpot's
    assert dc.choice(crc, {"UseZvbc": True}) != "zvbc"                 # no RVV (VLEN < 128): never the Zvbc arm
    assert dc.choice(crc, {"UseZvbc": True, "UseRVV": True}) == "zvbc"
    assert dc.choice(crc, {"UseRVV": True}) == HOTSPOT        # HotSpot's vector path is faster there


@needs_git
def test_configurations_take_every_reachable_arm(tmp_path):
    p = _patch(tmp_path, {"zvbc": 0.14, "zba": 0.5, "base": 0.6})   # ours faster on most CPUs
    stubs = dc.patched_stubs(p.text())
    crc = stubs["updateBytesCRC32"]
    flags = sorted({f for cond, _ in crc.arms for f, _ in cond})
    reachable = {dc.choice(crc, c) for c in configurations(flags)}
    assert {"zvbc", "base"} <= reachable       # [zba] is [base]'s function (the same C++ at unroll 16)
    configs = dc.covering_configs(stubs)
    assert {dc.choice(crc, c) for c in configs} == reachable
    assert len(configs) <= len(reachable)
    assert all(f.startswith(("-XX:+Use", "-XX:-Use")) for c in configs for f in dc.jvm_flags(c))


def test_a_stub_the_dispatcher_did_not_generate_is_not_a_mismatch():
    assert dc.Seen(128, [], "chacha20Block", "zvkb", "not generated").ok
    assert not dc.Seen(128, [], "updateBytesCRC32", "rvv", HOTSPOT).ok
    assert not dc.Seen(128, [], "updateBytesCRC32", "rvv", "unknown").ok


@needs_git
def test_variants_sharing_one_function_read_back_as_one(tmp_path):
    """Poly1305's [scalar] and [base] are one C++ text (shadd picks per CPU): the patch writes one
    function, its message lists it as `[base, scalar]` (the C++ names no variant), and reading it back
    must still find the stub, or `stubforge jvm` would never check it (a real 27 series lost Poly1305
    this way)."""
    from test_dispatch import hotspot
    from stubforge import kernels
    kd = kernels.get("poly1305_processBlocks")
    ps = [kd.build(v) for v in ("scalar", "base")]
    hs = [hotspot("poly1305_processBlocks", "scalar", {}, 9.0)]      # ours faster everywhere
    text = jdkpatch.build(tree(tmp_path), ps, hotspot=hs, ours=ours_figures(ps, {"scalar": 1.0, "base": 1.0})).text()
    assert any(re.fullmatch(r"  generate_poly1305_processBlocks\(\): poly1305_processBlocks \[\w+, \w+\][^;]*; \d+ bytes",
                            ln) for ln in text.splitlines())
    assert not re.search(r"\[(base|scalar)", text.split("\n---\n", 1)[1])       # not in the C++
    poly = dc.patched_stubs(text)["poly1305_processBlocks"]
    assert len(poly.variants) == 1
    assert [pick for _, pick in poly.arms] == list(poly.variants)


def test_the_patch_of_a_series_build_is_its_commits_in_order(tmp_path):
    from stubforge import api
    series = tmp_path / "series"
    series.mkdir()
    (series / "0002-b.patch").write_text("second\n")
    (series / "0001-a.patch").write_text("first\n")
    assert api.patch_text_of(None, tmp_path) == "first\nsecond\n"      # what .ci/build-hotspot leaves
    assert api.patch_text_of(series, "/nonexistent") == "first\nsecond\n"
    (tmp_path / "one.patch").write_text("whole\n")
    assert api.patch_text_of(tmp_path / "one.patch", tmp_path) == "whole\n"
    assert api.patch_text_of(None, tmp_path / "series") is None
    with pytest.raises(api.UsageError, match="no such file"):
        api.patch_text_of(tmp_path / "missing", tmp_path)


def _code(body: str) -> bytes:
    from stubforge.sim.toolchain import assemble_stub_bytes
    return assemble_stub_bytes(f".option norvc\n.globl f\nf:\n{body}\n.size f, .-f\n", "f")


# A stub that loads from its constant table, as the stand-in links it (table right after the code,
# reached by auipc+addi) and as a JVM may (HotSpot's movptr: lui, addi, slli, addi, slli, addi).
_BODY = "  beqz a0, 1f\n  lw a1, 0(t4)\n  add a0, a0, a1\n1:\n  ret\n"
_OURS = "  auipc t4, 0\n  addi t4, t4, 32\n" + _BODY + "  .word 0x12345678, 0x9abcdef0\n"
_JVM = ("  lui t4, 0x3f867\n  addi t4, t4, 0x5f3\n  slli t4, t4, 11\n  addi t4, t4, 0x53b\n  slli t4, t4, 6\n"
        "  addi t4, t4, 0\n" + _BODY)


def test_a_stub_is_recognised_whatever_its_table_address():
    """The JVM's copy of a table-using stub differs from ours only in how the table's address is formed
    (and in branch offsets that moves): `stubforge jvm` called the 27 build's SHA-256 and CRC32 zvbc
    stubs "unknown" until this compared instructions instead of bytes."""
    assert dc.same_code_but_addresses(_code(_OURS), _code(_OURS))
    assert dc.same_code_but_addresses(_code(_OURS), _code(_JVM))


def test_another_instruction_is_not_an_address_difference():
    assert not dc.same_code_but_addresses(_code(_OURS), _code(_JVM.replace("lw a1", "ld a1")))
    assert not dc.same_code_but_addresses(_code(_OURS), _code(_JVM.replace("add a0, a0, a1", "sub a0, a0, a1")))
    assert not dc.same_code_but_addresses(_code(_OURS.replace("auipc t4, 0\n", "auipc t4, 0\n  xor a2, a2, a2\n")),
                                          _code(_JVM))
