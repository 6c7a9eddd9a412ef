"""The C++ stand-in for HotSpot's RISC-V Assembler/MacroAssembler, generated from the ISA table.

`header(release)` renders templates/standin_assembler.hpp.j2: one method per table instruction
whose encoding is the table's base word plus, per operand token, the placement dsl/encode.py
uses (tokens, not instructions, carry the bit layout). The pseudo-instructions, Label, Address
and the StubCodeMark/StubId shims are written out in the template. The header is never
committed: sim/cxx.py renders it into its content-addressed cache, so it cannot go stale.
Print one with `python -m emitters.standin --release 21`.
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass

import jinja2

from stubforge.emitters import hotspot_api
from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.encode import encode_insn
from stubforge.dsl.isa import LOAD, STORE, TABLE, Insn

TEMPLATES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates")


@functools.cache
def _env() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), undefined=jinja2.StrictUndefined,
                              keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True)


def render(template: str, **ctx) -> str:
    """Render one of emitters/templates/*.j2 (shared by the HotSpot printer and the stand-in)."""
    return _env().get_template(template).render(**ctx)


@dataclass(frozen=True)
class Method:
    name: str
    comment: str
    params: tuple[str, ...]
    body: tuple[str, ...]         # C++ statements


@dataclass(frozen=True)
class _Tok:
    params: tuple[str, ...]       # C++ parameters this token becomes, in order
    bits: str                     # C++ expression for the token's bits in the word
    checks: tuple[tuple[str, str], ...] = ()   # (condition, what must hold)


def _reg(param: str, shift: int) -> _Tok:
    kind = "VectorRegister" if param[0] == "V" else "Register"
    return _Tok((f"{kind} {param}",), f"enc({param}) << {shift}")


def _imm(ctype: str, name: str, lo: int, hi: int, bits: str) -> _Tok:
    cond = f"{name} <= {hi}" if lo == 0 and ctype.startswith("u") else f"{name} >= {lo} && {name} <= {hi}"
    return _Tok((f"{ctype} {name}",), bits, ((cond, f"{name} in {lo}..{hi}"),))


_B13 = ("b_imm(offset)", (("is_simm(offset, 13) && (offset & 1) == 0", "even offset within +-4 KiB"),))
_J21 = ("j_imm(offset)", (("is_simm(offset, 21) && (offset & 1) == 0", "even offset within +-1 MiB"),))


def token_spec(insn: Insn, tok: str) -> _Tok:
    """C++ parameters and bit placement of one operand token (mirrors dsl/encode.encode_insn)."""
    name = tok.split(":")[0]
    if name == "rd":
        return _reg("Rd", 7)
    if name == "rs1":
        return _reg("Rs1", 15)
    if name == "rs2":
        return _reg("Rs2", 20)
    if name in ("vd", "vs3"):
        return _reg(name.capitalize(), 7)
    if name == "vs1":
        return _reg("Vs1", 15)
    if name == "vs2":
        return _reg("Vs2", 20)
    if name == "imm12":
        return _imm("int64_t", "imm", -2048, 2047, "((uint32_t)imm & 0xfff) << 20")
    if name == "shamt5":
        return _imm("unsigned", "shamt", 0, 31, "shamt << 20")
    if name == "shamt6":
        return _imm("unsigned", "shamt", 0, 63, "shamt << 20")
    if name == "simm5":
        return _imm("int32_t", "imm", -16, 15, "((uint32_t)imm & 0x1f) << 15")
    if name in ("uimm5", "avl5"):
        return _imm("uint32_t", "imm", 0, 31, "imm << 15")
    if name == "uimm6":
        return _imm("uint32_t", "imm", 0, 63, "(imm & 0x1f) << 15 | (imm >> 5 & 1) << 26")
    if name == "uimm20":
        # HotSpot's lui/auipc take the full 32-bit value and keep its upper 20 bits.
        return _Tok(("int32_t imm",), "((uint32_t)imm & 0xfffff000)")
    if name == "mem":
        split = insn.fmt == "S"
        bits = "enc(Rs1) << 15 | " + ("s_imm(offset)" if split else "((uint32_t)offset & 0xfff) << 20")
        return _Tok(("Register Rs1", "int32_t offset"), bits,
                    (("is_simm(offset, 12)", "offset within -2048..2047"),))
    if name == "vmem":
        return _reg("Rs1", 15)
    if name == "b13":
        return _Tok(("int64_t offset",), *_B13)
    if name == "j21":
        return _Tok(("int32_t offset",), *_J21)
    if name == "vtypei":
        return _Tok(("SEW sew", "LMUL lmul = m1", "VMA vma = mu", "VTA vta = tu"),
                    "((uint32_t)lmul | (uint32_t)sew << 3 | (uint32_t)vta << 6 | (uint32_t)vma << 7) << 20")
    if name == "vm":
        return _Tok(("VectorMask vm = unmasked",), "(uint32_t)vm << 25")
    if name == "v0":
        return _Tok((), "")
    raise ValueError(f"{insn.mnemonic}: operand token {tok!r} has no stand-in placement")


def _call_args(params) -> str:
    return ", ".join(p.split("=")[0].split()[-1] for p in params)


def methods(release: str) -> list[Method]:
    """One method per table instruction, plus the Label / Address overloads HotSpot has."""
    out = []
    for insn in TABLE.values():
        name = hotspot_api.method_name(insn, release)
        tokens = {t.split(":")[0] for t in insn.operands}
        specs = [token_spec(insn, t) for t in insn.operands]
        params = tuple(p for s in specs for p in s.params)
        bits = " | ".join(s.bits for s in specs if s.bits)
        word = f"0x{insn.base:08x}u" + (f" | {bits}" if bits else "")
        checks = tuple(f'guarantee({c}, "{name}: {why}");' for s in specs for c, why in s.checks)
        note = f"{insn.mnemonic} {', '.join(insn.operands)}  [{insn.ext}]"
        if not hotspot_api.has(insn, release):
            note += "  (not in this release's assembler: the patch adds it)"
        out.append(Method(name, note, params, checks + (f"emit_insn({word});",)))
        if "mem" in tokens and (insn.base & 0x7F) in (LOAD, STORE):
            # MacroAssembler's Address overloads for loads and stores.
            p2 = tuple(p for p in params if p not in ("Register Rs1", "int32_t offset")) + ("const Address& adr",)
            args = _call_args(params).replace("Rs1, offset", "adr.base(), (int32_t)adr.offset()")
            check = f'guarantee(is_simm(adr.offset(), 12), "{name}: offset within -2048..2047");'
            out.append(Method(name, "", p2, (check, f"{name}({args});")))
        if "b13" in tokens:
            p2 = tuple(p for p in params if p != "int64_t offset") + ("Label& L", "bool is_far = false")
            args = _call_args(params).replace("offset", "label_offset(L)")
            # HotSpot's far form: the inverted branch skips a jal to the label.
            near = _call_args(params).replace("offset", "(int64_t)8")
            far = f"if (is_far) {{ {name}({near}); invert_last_branch(); jal(x0, L); return; }}"
            out.append(Method(name, "", p2, (far, f"{name}({args});")))
        if "j21" in tokens:
            p2 = tuple(p for p in params if p != "int32_t offset") + ("Label& L",)
            args = _call_args(params).replace("offset", "(int32_t)label_offset(L)")
            out.append(Method(name, "", p2, (f"{name}({args});",)))
    return out


# The CPU flags read when the code is generated: by MacroAssembler's macros (zext, sext, ror) and by
# the `if (flag)` of a generator that serves several variants (emitters/hotspot_merge.py).
MACRO_FLAGS = tuple(dict.fromkeys(("UseZba", "UseZbb", *hotspot_api.EXT_FLAGS.values())))


def header(release: str, cpu: frozenset = frozenset()) -> str:
    """The complete stand-in header for one JDK release; `cpu` names the MACRO_FLAGS that are on
    (none by default: the macros' base-ISA forms, which the builder's expansions model)."""
    hotspot_api.check_release(release)
    return render("standin_assembler.hpp.j2", release=release, prologue=hotspot_api.PROLOGUE[release],
                  methods=methods(release),
                  has_t3_t6=hotspot_api.HAS_T3_T6[release], stubs=sorted(CONTRACTS),
                  flags=sorted({c.flag for c in CONTRACTS.values()}),
                  cpu={f: f in cpu for f in MACRO_FLAGS},
                  # the padding between the stub and its tables: the table's addi x0, x0, 0
                  nop_word=encode_insn(TABLE["addi"], dict(rd=0, rs1=0, imm12=0)))
