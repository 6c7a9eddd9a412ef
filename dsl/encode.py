"""Machine code from the ISA table: one function places each operand token in the word."""
from __future__ import annotations

import struct

from .ir import Instr, KernelError, Label, Program
from .isa import Insn, VType
from .regs import VReg, XReg

NOP = 0x00000013   # addi x0, x0, 0: the padding before constant tables


def _num(v) -> int:
    if isinstance(v, (XReg, VReg)):
        return v.num
    return int(v)


def _bits(v: int, hi: int, lo: int) -> int:
    return (v >> lo) & ((1 << (hi - lo + 1)) - 1)


def encode_insn(insn: Insn, ops: dict, pc: int = 0, labels: dict | None = None) -> int:
    """The 32-bit word for one instruction; label operands resolve through `labels` (name->offset)."""
    w = insn.base

    def target(tok):
        t = ops[tok]
        if isinstance(t, Label):
            if labels is None or t not in labels:
                raise KernelError(f"{insn.mnemonic}: label {t} has no address")
            return labels[t] - pc
        return int(t)

    for tok in insn.operands:
        name = tok.split(":")[0]
        if name in ("rd", "vd", "vs3"):
            w |= _num(ops[name]) << 7
        elif name in ("rs1", "vs1", "simm5", "uimm5", "avl5"):
            w |= (_num(ops[name]) & 0x1F) << 15
        elif name in ("rs2", "vs2"):
            w |= _num(ops[name]) << 20
        elif name == "uimm6":
            v = ops[name]
            w |= (v & 0x1F) << 15 | (v >> 5 & 1) << 26
        elif name == "imm12":
            imm = ops[name]
            if "pcrel_lo" in ops:
                imm = _pcrel(ops["pcrel_lo"], pc - 4, labels)[1]
            w |= (imm & 0xFFF) << 20
        elif name in ("shamt5", "shamt6"):
            w |= ops[name] << 20
        elif name == "uimm20":
            v = ops[name]
            if "pcrel_hi" in ops:
                v = _pcrel(ops["pcrel_hi"], pc, labels)[0]
            w |= (v & 0xFFFFF) << 12
        elif name == "mem":
            w |= ops["rs1"].num << 15
            off = ops.get("off", 0) & 0xFFF
            if insn.fmt == "S":
                w |= _bits(off, 4, 0) << 7 | _bits(off, 11, 5) << 25
            else:
                w |= off << 20
        elif name == "vmem":
            w |= ops["rs1"].num << 15
        elif name == "b13":
            o = target("b13")
            w |= _bits(o, 12, 12) << 31 | _bits(o, 10, 5) << 25 | _bits(o, 4, 1) << 8 | _bits(o, 11, 11) << 7
        elif name == "j21":
            o = target("j21")
            w |= _bits(o, 20, 20) << 31 | _bits(o, 10, 1) << 21 | _bits(o, 11, 11) << 20 | _bits(o, 19, 12) << 12
        elif name == "vtypei":
            vt: VType = ops[name]
            w |= vt.bits() << 20
        elif name == "vm":
            w |= (0 if ops.get("vm") else 1) << 25
        elif name == "v0":
            pass  # bit 25 stays 0: the mask operand is implicit
    return w & 0xFFFFFFFF


def _pcrel(target: Label, auipc_pc: int, labels) -> tuple[int, int]:
    off = labels[target] - auipc_pc
    lo = ((off & 0xFFF) ^ 0x800) - 0x800
    hi = ((off - lo) >> 12) & 0xFFFFF
    return hi, lo


def assemble(prog: Program) -> bytes:
    """The stub's bytes: code, then each constant table 8-byte aligned (padded with nops)."""
    at, labels, size = prog.layout()
    out = bytearray()
    for it in prog.items:
        if isinstance(it, Instr):
            out += struct.pack("<I", encode_insn(it.insn, it.ops, at[id(it)], labels))
    for d in prog.data:
        while len(out) % 8:
            out += struct.pack("<I", NOP)
        fmt = "<I" if d.width == 4 else "<Q"
        for v in d.values:
            out += struct.pack(fmt, v)
    assert len(out) == size
    return bytes(out)
