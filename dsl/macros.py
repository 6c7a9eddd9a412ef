"""What HotSpot's MacroAssembler emits for the pseudo-instructions the builder knows.

The builder expands its pseudo-instructions with these functions, so the IR holds exactly what
HotSpot's macro would emit; the HotSpot printer writes `__ li(...)`, `__ leave()` ... when the macro
matches the IR's instructions word for word and spells the expansion out otherwise. This module is
that knowledge, as (mnemonic, operands) lists in the builder's operand format. The stand-in header
implements the same macros in C++, so the
byte-for-byte tests of sim/cxx.py check this model against the stand-in.
Without RVC: HotSpot compresses when UseRVC is on; stubforge never does.
"""
from __future__ import annotations

from dataclasses import dataclass

from stubforge.dsl.ir import Label, Pseudo
from stubforge.dsl.regs import RA, SP, X, ZERO, XReg

FP = X[8]


@dataclass(frozen=True)
class Macro:
    method: str             # MacroAssembler method
    args: tuple             # its arguments: XReg, Label, int, or a tuple of XReg (a RegSet)
    expansion: tuple        # ((mnemonic, ops), ...) that HotSpot emits for it


def _sext12(v: int) -> int:
    return ((v & 0xFFF) ^ 0x800) - 0x800


def _wrap64(v: int) -> int:
    return ((v + (1 << 63)) % (1 << 64)) - (1 << 63)


def li_expansion(rd: XReg, imm: int) -> list:
    """MacroAssembler::li: a 12-bit value becomes `addiw rd, zr, imm` (not addi), a 32-bit one
    lui+addiw, wider ones recurse on the upper part and shift."""
    lower = _sext12(imm)
    upper = _wrap64(imm - lower)      # int64_t arithmetic, as in HotSpot
    if -(1 << 31) <= imm < (1 << 31):
        out, hi = [], ZERO
        if upper != 0:
            out.append(("lui", dict(rd=rd, uimm20=((upper & 0xFFFFFFFF) >> 12) & 0xFFFFF)))
            hi = rd
        if lower != 0 or hi == ZERO:
            out.append(("addiw", dict(rd=rd, rs1=hi, imm12=lower)))
        return out
    shift = 12
    while not (upper >> shift) & 1:
        shift += 1
    out = li_expansion(rd, upper >> shift)
    out.append(("slli", dict(rd=rd, rs1=rd, shamt6=shift)))
    if lower:
        out.append(("addi", dict(rd=rd, rs1=rd, imm12=lower)))
    return out


def _regset_frame(regs) -> tuple[list, int, int]:
    """push_reg/pop_reg layout: registers ascending from the bottom, odd counts padded below."""
    regs = sorted(set(regs), key=lambda r: r.num)
    pad = 8 if len(regs) % 2 else 0
    return regs, pad, 8 * len(regs) + pad


def push_reg_expansion(regs) -> list:
    regs, pad, size = _regset_frame(regs)
    out = [("addi", dict(rd=SP, rs1=SP, imm12=-size))] if regs else []
    out += [("sd", dict(rs2=r, rs1=SP, off=8 * i + pad, mem=True)) for i, r in enumerate(regs)]
    return out


def pop_reg_expansion(regs) -> list:
    regs, pad, size = _regset_frame(regs)
    out = [("ld", dict(rd=r, rs1=SP, off=8 * i + pad, mem=True)) for i, r in enumerate(regs)]
    if regs:
        out.append(("addi", dict(rd=SP, rs1=SP, imm12=size)))
    return out


def _branch(mn, a, b, target):
    return [(mn, dict(rs1=a, rs2=b, b13=target))]


def enter_expansion():
    return [("addi", dict(rd=SP, rs1=SP, imm12=-16)),
            ("sd", dict(rs2=RA, rs1=SP, off=8, mem=True)),
            ("sd", dict(rs2=FP, rs1=SP, off=0, mem=True)),
            ("addi", dict(rd=FP, rs1=SP, imm12=16))]


def leave_expansion():
    # HotSpot reloads fp before ra.
    return [("addi", dict(rd=SP, rs1=FP, imm12=-16)),
            ("ld", dict(rd=FP, rs1=SP, off=0, mem=True)),
            ("ld", dict(rd=RA, rs1=SP, off=8, mem=True)),
            ("addi", dict(rd=SP, rs1=SP, imm12=16))]


# What MacroAssembler emits for the calls below, described once: the builder emits it and the
# HotSpot emitter checks a pseudo's instructions against it before printing the one call.

def cad_expansion(dst, src1, src2, carry):
    """MacroAssembler::cad: dst = src1 + src2, carry = the carry out."""
    return [("add", dict(rd=dst, rs1=src1, rs2=src2)), ("sltu", dict(rd=carry, rs1=dst, rs2=src2))]


def adc_expansion(dst, src1, src2, carry):
    """MacroAssembler::adc: dst = src1 + src2 + carry."""
    return [("add", dict(rd=dst, rs1=src1, rs2=src2)), ("add", dict(rd=dst, rs1=dst, rs2=carry))]


def wide_mul_expansion(lo, hi, n, m):
    """MacroAssembler::wide_mul (JDK 24 on): hi:lo = n * m, unsigned, as mul then mulhu."""
    return [("mul", dict(rd=lo, rs1=n, rs2=m)), ("mulhu", dict(rd=hi, rs1=n, rs2=m))]


def wide_madd_expansion(lo, hi, n, m, tmp1, tmp2):
    """MacroAssembler::wide_madd (JDK 24 on): hi:lo += n * m, through tmp2:tmp1 (wide_mul, cad, adc)."""
    return wide_mul_expansion(tmp1, tmp2, n, m) + cad_expansion(lo, lo, tmp1, tmp1) + adc_expansion(hi, hi, tmp2, tmp1)


def shadd_expansion(rd, rs1, rs2, tmp, shamt, zba):
    """MacroAssembler::shadd: rd = rs2 + (rs1 << shamt); sh<shamt>add with Zba (shamt 1..3), else
    slli tmp + add."""
    if zba and 1 <= shamt <= 3:
        return [(f"sh{shamt}add", dict(rd=rd, rs1=rs1, rs2=rs2))]
    if shamt:
        return [("slli", dict(rd=tmp, rs1=rs1, shamt6=shamt)), ("add", dict(rd=rd, rs1=rs2, rs2=tmp))]
    return [("add", dict(rd=rd, rs1=rs1, rs2=rs2))]


def ror_expansion(dst, src, shift, tmp, zbb):
    """MacroAssembler::ror (ror_imm in 21) by a constant: rori with Zbb, else slli tmp + srli + or."""
    if zbb:
        return [("rori", dict(rd=dst, rs1=src, shamt6=shift))]
    return [("slli", dict(rd=tmp, rs1=src, shamt6=64 - shift)), ("srli", dict(rd=dst, rs1=src, shamt6=shift)),
            ("or", dict(rd=dst, rs1=dst, rs2=tmp))]


def andn_expansion(rd, rs1, rs2, zbb):
    """MacroAssembler::andn: rd = rs1 & ~rs2; Zbb's andn, else notr rd, rs2 + andr (rd written first)."""
    if zbb:
        return [("andn", dict(rd=rd, rs1=rs1, rs2=rs2))]
    return [("xori", dict(rd=rd, rs1=rs2, imm12=-1)), ("and", dict(rd=rd, rs1=rs1, rs2=rd))]


def hotspot_macro(p: Pseudo, release: str) -> Macro | None:
    """The MacroAssembler call HotSpot has for a builder pseudo, or None if there is none.

    The same in mainline and JDK 21 for every pseudo below (without RVC)."""
    a = p.args
    n = p.name
    if n == "mv":
        rd, rs = a
        return Macro("mv", a, tuple([("addi", dict(rd=rd, rs1=rs, imm12=0))] if rd != rs else []))
    if n == "li":
        return Macro("li", a, tuple(li_expansion(*a)))
    if n == "la" and isinstance(a[1], Label):
        rd, t = a
        return Macro("la", a, (("auipc", dict(rd=rd, uimm20=0, pcrel_hi=t)),
                               ("addi", dict(rd=rd, rs1=rd, imm12=0, pcrel_lo=t))))
    if n == "not":
        return Macro("notr", a, (("xori", dict(rd=a[0], rs1=a[1], imm12=-1)),))
    if n == "neg":
        return Macro("neg", a, (("sub", dict(rd=a[0], rs1=ZERO, rs2=a[1])),))
    if n == "sext.w":
        return Macro("sext_w", a, (("addiw", dict(rd=a[0], rs1=a[1], imm12=0)),))
    if n == "zext.w":
        if p.length == 1:               # zext(dst, src, 32) emits this one add.uw under UseZba
            return Macro("zero_extend" if release == "21" else "zext", (a[0], a[1], 32),
                         (("add.uw", dict(rd=a[0], rs1=a[1], rs2=ZERO)),))
        # Without Zba: zext(dst, src, 32), which shifts when UseZba is off and emits add.uw when
        # it is on (the same value); JDK 21 calls it zero_extend.
        return Macro("zero_extend" if release == "21" else "zext", (a[0], a[1], 32),
                     (("slli", dict(rd=a[0], rs1=a[1], shamt6=32)), ("srli", dict(rd=a[0], rs1=a[0], shamt6=32))))
    if n == "zext":                     # 8 or 16 bits (32 is "zext.w")
        rd, rs, bits = a
        name = "zero_extend" if release == "21" else "zext"
        if bits == 8:
            return Macro(name, a, (("andi", dict(rd=rd, rs1=rs, imm12=0xFF)),))
        if p.length == 1:               # UseZbb
            return Macro(name, a, (("zext.h", dict(rd=rd, rs1=rs)),))
        return Macro(name, a, (("slli", dict(rd=rd, rs1=rs, shamt6=48)), ("srli", dict(rd=rd, rs1=rd, shamt6=48))))
    if n == "cad":
        return Macro(n, a, tuple(cad_expansion(*a)))
    if n in ("wide_mul", "wide_madd"):  # JDK 21's MacroAssembler has neither: its C++ spells them out
        return None if release == "21" else Macro(n, a, tuple(
            (wide_mul_expansion if n == "wide_mul" else wide_madd_expansion)(*a)))
    if n == "adc":
        return Macro(n, a, tuple(adc_expansion(*a)))
    if n == "shadd":                    # one instruction: Zba's sh<k>add
        return Macro("shadd", a, tuple(shadd_expansion(*a, zba=p.length == 1)))
    if n == "ror":                      # MacroAssembler::ror(dst, src, shift, tmp); ror_imm in 21
        return Macro("ror_imm" if release == "21" else "ror", a, tuple(ror_expansion(*a, zbb=p.length == 1)))
    if n == "andn":                     # MacroAssembler::andn: Zbb's andn, else notr + andr
        return Macro("andn", a, tuple(andn_expansion(*a, zbb=p.length == 1)))
    if n == "j":
        return Macro("j", a, (("jal", dict(rd=ZERO, j21=a[0])),))
    if n in ("beqz", "bnez", "bltz", "bgez"):
        mn = {"beqz": "beq", "bnez": "bne", "bltz": "blt", "bgez": "bge"}[n]
        return Macro(n, a, tuple(_branch(mn, a[0], ZERO, a[1])))
    if n in ("bgt", "ble", "bgtu", "bleu"):
        mn = {"bgt": "blt", "ble": "bge", "bgtu": "bltu", "bleu": "bgeu"}[n]
        return Macro(n, a, tuple(_branch(mn, a[1], a[0], a[2])))
    if n == "ret":
        return Macro("ret", (), (("jalr", dict(rd=ZERO, rs1=RA, off=0, mem=True)),))
    if n == "enter":
        return Macro("enter", (), tuple(enter_expansion()))
    if n == "leave":
        return Macro("leave", (), tuple(leave_expansion()))
    if n == "push_reg":
        return Macro("push_reg", (tuple(a[0]), SP), tuple(push_reg_expansion(a[0])))
    if n == "pop_reg":
        return Macro("pop_reg", (tuple(a[0]), SP), tuple(pop_reg_expansion(a[0])))
    return None
