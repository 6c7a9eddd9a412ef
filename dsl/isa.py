"""The one table of instructions.

Every instruction stubforge can emit is described here exactly once: its encoding, its operands in
assembler order, the extension that provides it, its legality rules and how each output spells it.
The encoder, the GNU and HotSpot printers, the build-time checks, the C++ stand-in assembler and the
golden-encoding tests all read this table; adding an instruction is adding one entry.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

# Major opcodes.
OP, OP_32, OP_IMM, OP_IMM_32 = 0x33, 0x3B, 0x13, 0x1B
LOAD, STORE, BRANCH = 0x03, 0x23, 0x63
LUI, AUIPC, JAL, JALR = 0x37, 0x17, 0x6F, 0x67
LOAD_FP, STORE_FP, OP_V, OP_VE = 0x07, 0x27, 0x57, 0x77

# Vector funct3 categories.
OPIVV, OPFVV, OPMVV, OPIVI, OPIVX, OPFVF, OPMVX, OPCFG = range(8)

# Operand tokens, in assembler order. A token's name decides where its value goes in the word.
#   rd rs1 rs2            scalar registers (rd is written)
#   vd vs1 vs2 vs3        vector registers; suffix :w = wide (EEW=2*SEW, EMUL=2*LMUL),
#                         :x = the offsets of an indexed access (EEW = the insn's eew), :e16 = EEW 16,
#                         :1 = one register (element 0 / reduction scalar), :m = mask register,
#                         :g = an element group of EGW bits taken from one register (crypto .vs)
#   imm12 shamt5 shamt6 simm5 uimm5 uimm6 uimm20   immediates
#   mem                   off(rs1): rs1 + a signed 12-bit offset
#   vmem                  (rs1)
#   b13 j21               branch / jump targets (labels)
#   vtypei avl5           vsetvli/vsetivli fields
#   vm                    optional v0.t mask (bit 25 is 1 when absent)


@dataclass(frozen=True)
class Insn:
    mnemonic: str                 # GNU spelling, e.g. "vwredsumu.vs"
    operands: tuple[str, ...]     # tokens, assembler order
    base: int                     # fixed bits of the encoding
    ext: str                      # providing extension ("i", "m", "zba", "v", "zvkned", ...)
    fmt: str                      # layout of immediates: R I S B U J V VSET VSETI
    sews: frozenset = frozenset({8, 16, 32, 64})  # legal SEW under the current vtype
    egs: int = 0                  # element-group size (vector crypto); 0 = not grouped
    eew: int = 0                  # fixed element width of memory operands (vector loads/stores)
    nregs: int = 0                # whole-register loads/stores: registers moved
    nf: int = 0                   # segment loads/stores: fields, each a group of EMUL registers
    indexed: bool = False         # indexed load/store: eew is the index width (vs2), data is SEW wide
    e64_ext: str = ""             # the extension SEW=64 needs when it is not `ext` (Zvknhb's SHA-512)
    vd_apart: bool = False        # vd's group must not overlap vs1's or vs2's (reserved encoding)
    hotspot: str | None = None    # HotSpot method name when it differs from mnemonic with '.'->'_'
    writes: tuple[str, ...] = ()  # tokens written (derived: rd/vd)

    @property
    def pyname(self) -> str:
        n = self.mnemonic.replace(".", "_")
        return n + "_" if n in ("and", "or", "not") else n

    @property
    def hsname(self) -> str:
        return self.hotspot or self.mnemonic.replace(".", "_")

    @property
    def is_vector(self) -> bool:
        return self.ext not in SCALAR_EXTS

    @property
    def needs_vtype(self) -> bool:
        return self.is_vector and self.fmt not in ("VSET", "VSETI", "VWHOLE")

    @property
    def widening(self) -> bool:
        return any(t.endswith(":w") for t in self.operands)

    def token(self, name: str) -> str | None:
        for t in self.operands:
            if t.split(":")[0] == name:
                return t
        return None


SCALAR_EXTS = frozenset({"i", "m", "zba", "zbb", "zbc", "zbs"})

# Extensions and the names QEMU, LLVM and HotSpot use for them.
EXTENSIONS = {
    "i": "base integer", "m": "integer multiply/divide",
    "zba": "Zba address generation", "zbb": "Zbb basic bit manipulation",
    "zbc": "Zbc carry-less multiply", "zbs": "Zbs single-bit",
    "v": "V vector", "zvbb": "Zvbb vector bit manipulation", "zvkb": "Zvkb vector crypto bit manipulation",
    "zvbc": "Zvbc vector carry-less multiply", "zvkned": "Zvkned AES", "zvkg": "Zvkg GHASH",
    "zvknha": "Zvknha SHA-256", "zvknhb": "Zvknhb SHA-256/512",
}
# What each extension implies, so declaring "zvkned" brings the vector unit with it.
IMPLIES = {"zvbb": {"v", "zvkb"}, "zvkb": {"v"}, "zvbc": {"v"}, "zvkned": {"v"}, "zvkg": {"v"},
           "zvknha": {"v"}, "zvknhb": {"v", "zvknha"}}


def closure(exts) -> set[str]:
    out = set(exts)
    todo = list(out)
    while todo:
        for e in IMPLIES.get(todo.pop(), ()):
            if e not in out:
                out.add(e)
                todo.append(e)
    return out


TABLE: dict[str, Insn] = {}


def _add(mn, ops, base, ext, fmt, **kw):
    toks = tuple(t.strip() for t in ops.split(",")) if ops else ()
    writes = tuple(t for t in toks if t.split(":")[0] in ("rd", "vd"))
    insn = Insn(mn, toks, base, ext, fmt, writes=writes, **kw)
    assert mn not in TABLE, mn
    TABLE[mn] = insn


def _r(opc, f3, f7, rs2=None):
    return opc | f3 << 12 | f7 << 25 | ((rs2 << 20) if rs2 is not None else 0)


def _i(opc, f3, imm=0):
    return opc | f3 << 12 | (imm & 0xFFF) << 20


# ---- RV64I / M -------------------------------------------------------------------------------
for mn, f3, f7 in [("add", 0, 0), ("sub", 0, 0x20), ("sll", 1, 0), ("slt", 2, 0), ("sltu", 3, 0),
                   ("xor", 4, 0), ("srl", 5, 0), ("sra", 5, 0x20), ("or", 6, 0), ("and", 7, 0),
                   ("mul", 0, 1), ("mulh", 1, 1), ("mulhu", 3, 1), ("div", 4, 1), ("divu", 5, 1),
                   ("rem", 6, 1), ("remu", 7, 1)]:
    hs = {"and": "andr", "or": "orr", "xor": "xorr"}.get(mn)
    _add(mn, "rd, rs1, rs2", _r(OP, f3, f7), "m" if f7 == 1 else "i", "R", hotspot=hs)
for mn, f3, f7 in [("addw", 0, 0), ("subw", 0, 0x20), ("sllw", 1, 0), ("srlw", 5, 0), ("sraw", 5, 0x20),
                   ("mulw", 0, 1), ("divw", 4, 1), ("divuw", 5, 1), ("remw", 6, 1), ("remuw", 7, 1)]:
    _add(mn, "rd, rs1, rs2", _r(OP_32, f3, f7), "m" if f7 == 1 else "i", "R")
for mn, f3 in [("addi", 0), ("slti", 2), ("sltiu", 3), ("xori", 4), ("ori", 6), ("andi", 7)]:
    _add(mn, "rd, rs1, imm12", _i(OP_IMM, f3), "i", "I")
_add("addiw", "rd, rs1, imm12", _i(OP_IMM_32, 0), "i", "I")
_add("slli", "rd, rs1, shamt6", _i(OP_IMM, 1), "i", "I")
_add("srli", "rd, rs1, shamt6", _i(OP_IMM, 5), "i", "I")
_add("srai", "rd, rs1, shamt6", _i(OP_IMM, 5, 0x400), "i", "I")
_add("slliw", "rd, rs1, shamt5", _i(OP_IMM_32, 1), "i", "I")
_add("srliw", "rd, rs1, shamt5", _i(OP_IMM_32, 5), "i", "I")
_add("sraiw", "rd, rs1, shamt5", _i(OP_IMM_32, 5, 0x400), "i", "I")
for mn, f3 in [("lb", 0), ("lh", 1), ("lw", 2), ("ld", 3), ("lbu", 4), ("lhu", 5), ("lwu", 6)]:
    _add(mn, "rd, mem", _i(LOAD, f3), "i", "I")
for mn, f3 in [("sb", 0), ("sh", 1), ("sw", 2), ("sd", 3)]:
    _add(mn, "rs2, mem", STORE | f3 << 12, "i", "S")
for mn, f3 in [("beq", 0), ("bne", 1), ("blt", 4), ("bge", 5), ("bltu", 6), ("bgeu", 7)]:
    _add(mn, "rs1, rs2, b13", BRANCH | f3 << 12, "i", "B")
_add("lui", "rd, uimm20", LUI, "i", "U")
_add("auipc", "rd, uimm20", AUIPC, "i", "U")
_add("jal", "rd, j21", JAL, "i", "J")
_add("jalr", "rd, mem", _i(JALR, 0), "i", "I")

# ---- Zba / Zbb / Zbc ---------------------------------------------------------------------------
for mn, f3 in [("sh1add", 2), ("sh2add", 4), ("sh3add", 6)]:
    _add(mn, "rd, rs1, rs2", _r(OP, f3, 0x10), "zba", "R")
    _add(mn + ".uw", "rd, rs1, rs2", _r(OP_32, f3, 0x10), "zba", "R")
_add("add.uw", "rd, rs1, rs2", _r(OP_32, 0, 0x04), "zba", "R")
_add("slli.uw", "rd, rs1, shamt6", _i(OP_IMM_32, 1, 0x080), "zba", "I")
for mn, f3, f7 in [("andn", 7, 0x20), ("orn", 6, 0x20), ("xnor", 4, 0x20), ("min", 4, 5), ("minu", 5, 5),
                   ("max", 6, 5), ("maxu", 7, 5), ("rol", 1, 0x30), ("ror", 5, 0x30)]:
    _add(mn, "rd, rs1, rs2", _r(OP, f3, f7), "zbb", "R")
_add("rori", "rd, rs1, shamt6", _i(OP_IMM, 5, 0x600), "zbb", "I")
_add("roriw", "rd, rs1, shamt5", _i(OP_IMM_32, 5, 0x600), "zbb", "I")
for mn, f3, imm in [("clz", 1, 0x600), ("ctz", 1, 0x601), ("cpop", 1, 0x602), ("sext.b", 1, 0x604),
                    ("sext.h", 1, 0x605), ("rev8", 5, 0x6B8), ("orc.b", 5, 0x287)]:
    _add(mn, "rd, rs1", _i(OP_IMM, f3, imm), "zbb", "I")
_add("zext.h", "rd, rs1", _r(OP_32, 4, 0x04, rs2=0), "zbb", "R")
for mn, f3 in [("clmul", 1), ("clmulr", 2), ("clmulh", 3)]:
    _add(mn, "rd, rs1, rs2", _r(OP, f3, 0x05), "zbc", "R")

# ---- V: configuration -------------------------------------------------------------------------
_add("vsetvli", "rd, rs1, vtypei", OP_V | OPCFG << 12, "v", "VSET")
_add("vsetivli", "rd, avl5, vtypei", OP_V | OPCFG << 12 | 0b11 << 30, "v", "VSETI")
_add("vsetvl", "rd, rs1, rs2", OP_V | OPCFG << 12 | 0b1 << 31, "v", "R")

# ---- V: memory --------------------------------------------------------------------------------
_WIDTH = {8: 0b000, 16: 0b101, 32: 0b110, 64: 0b111}
for eew, w in _WIDTH.items():
    _add(f"vle{eew}.v", "vd, vmem, vm", LOAD_FP | w << 12, "v", "V", eew=eew)
    _add(f"vse{eew}.v", "vs3, vmem, vm", STORE_FP | w << 12, "v", "V", eew=eew)
    _add(f"vlse{eew}.v", "vd, vmem, rs2, vm", LOAD_FP | w << 12 | 0b10 << 26, "v", "V", eew=eew)
    _add(f"vsse{eew}.v", "vs3, vmem, rs2, vm", STORE_FP | w << 12 | 0b10 << 26, "v", "V", eew=eew)
# Indexed (unordered): data elements are SEW wide, the offsets (token :x) have the width eew; the
# 32-bit form is in every HotSpot release (its CRC32 vector path), both gather the SHA-2 state.
for eew in (32, 64):
    w = _WIDTH[eew]
    _add(f"vluxei{eew}.v", "vd, vmem, vs2:x, vm", LOAD_FP | w << 12 | 0b01 << 26, "v", "V", eew=eew, indexed=True)
    _add(f"vsuxei{eew}.v", "vs3, vmem, vs2:x, vm", STORE_FP | w << 12 | 0b01 << 26, "v", "V", eew=eew, indexed=True)
# Unit-stride segment loads/stores of bytes (Base64's triples and quads): field f of element i is
# byte nf*i + f, in the group nf*EMUL registers after vd's; nf*EMUL <= 8. HotSpot has nf 3 and 4.
for nf in (3, 4):
    _add(f"vlseg{nf}e8.v", "vd, vmem, vm", LOAD_FP | (nf - 1) << 29, "v", "V", eew=8, nf=nf)
    _add(f"vsseg{nf}e8.v", "vs3, vmem, vm", STORE_FP | (nf - 1) << 29, "v", "V", eew=8, nf=nf)
for n in (1, 2, 4, 8):
    _add(f"vl{n}re8.v", "vd, vmem", LOAD_FP | (n - 1) << 29 | 1 << 25 | 0b01000 << 20, "v", "VWHOLE",
         eew=8, nregs=n)
    _add(f"vs{n}r.v", "vs3, vmem", STORE_FP | (n - 1) << 29 | 1 << 25 | 0b01000 << 20, "v", "VWHOLE",
         eew=8, nregs=n)


# ---- V: arithmetic ----------------------------------------------------------------------------
def _v(f6, f3, opc=OP_V, vm_fixed=False, **fixed):
    w = opc | f3 << 12 | f6 << 26 | (1 << 25 if vm_fixed else 0)
    if "vs1" in fixed:
        w |= fixed["vs1"] << 15
    if "vs2" in fixed:
        w |= fixed["vs2"] << 20
    return w


_FORMS = {"vv": ("vd, vs2, vs1, vm", None), "vx": ("vd, vs2, rs1, vm", None), "vi": ("vd, vs2, simm5, vm", None)}
_INT_F3 = {"vv": OPIVV, "vx": OPIVX, "vi": OPIVI}
_MUL_F3 = {"vv": OPMVV, "vx": OPMVX}
for name, f6, forms in [("vadd", 0b000000, "vv vx vi"), ("vsub", 0b000010, "vv vx"), ("vrsub", 0b000011, "vx vi"),
                        ("vminu", 0b000100, "vv vx"), ("vmaxu", 0b000110, "vv vx"),
                        ("vand", 0b001001, "vv vx vi"), ("vor", 0b001010, "vv vx vi"),
                        ("vxor", 0b001011, "vv vx vi"), ("vrgather", 0b001100, "vv vx"),
                        ("vsll", 0b100101, "vv vx vi"), ("vsrl", 0b101000, "vv vx vi"),
                        ("vsra", 0b101001, "vv vx vi")]:
    for form in forms.split():
        ops = _FORMS[form][0]
        if name in ("vsll", "vsrl", "vsra", "vrgather") and form == "vi":
            ops = "vd, vs2, uimm5, vm"
        _add(f"{name}.{form}", ops, _v(f6, _INT_F3[form]), "v", "V")
for name, f6, forms in [("vslideup", 0b001110, "vx vi"), ("vslidedown", 0b001111, "vx vi")]:
    for form in forms.split():
        ops = "vd, vs2, rs1, vm" if form == "vx" else "vd, vs2, uimm5, vm"
        _add(f"{name}.{form}", ops, _v(f6, _INT_F3[form]), "v", "V")
for name, f6, forms in [("vmseq", 0b011000, "vv vx vi"), ("vmsne", 0b011001, "vv vx vi"),
                        ("vmsltu", 0b011010, "vv vx"), ("vmsleu", 0b011100, "vv vx vi"),
                        ("vmsgtu", 0b011110, "vx vi")]:
    for form in forms.split():
        _add(f"{name}.{form}", _FORMS[form][0].replace("vd,", "vd:m,"), _v(f6, _INT_F3[form]), "v", "V")
_add("vrgatherei16.vv", "vd, vs2, vs1:e16, vm", _v(0b001110, OPIVV), "v", "V")
_add("vmerge.vvm", "vd, vs2, vs1, v0", _v(0b010111, OPIVV), "v", "V")
_add("vmerge.vim", "vd, vs2, simm5, v0", _v(0b010111, OPIVI), "v", "V")
_add("vssubu.vv", "vd, vs2, vs1, vm", _v(0b100010, OPIVV), "v", "V")
_add("vfirst.m", "rd, vs2:m, vm", _v(0b010000, OPMVV, vs1=0b10001), "v", "V")
_add("vmv.v.v", "vd, vs1", _v(0b010111, OPIVV, vm_fixed=True), "v", "V")
_add("vmv.v.x", "vd, rs1", _v(0b010111, OPIVX, vm_fixed=True), "v", "V")
_add("vmv.v.i", "vd, simm5", _v(0b010111, OPIVI, vm_fixed=True), "v", "V")
_add("vmv.x.s", "rd, vs2:1", _v(0b010000, OPMVV, vm_fixed=True), "v", "V")
_add("vmv.s.x", "vd:1, rs1", _v(0b010000, OPMVX, vm_fixed=True), "v", "V")
_add("vid.v", "vd, vm", _v(0b010100, OPMVV, vs1=0b10001), "v", "V")
for name, f6, forms in [("vmul", 0b100101, "vv vx"), ("vmulhu", 0b100100, "vv vx")]:
    for form in forms.split():
        _add(f"{name}.{form}", _FORMS[form][0], _v(f6, _MUL_F3[form]), "v", "V")
_add("vmacc.vx", "vd, rs1, vs2, vm", _v(0b101101, OPMVX), "v", "V")
_add("vmacc.vv", "vd, vs1, vs2, vm", _v(0b101101, OPMVV), "v", "V")
_WIDE = frozenset({8, 16, 32})
for name, f6, forms in [("vwaddu", 0b110000, "vv vx"), ("vwmulu", 0b111000, "vv vx")]:
    for form in forms.split():
        _add(f"{name}.{form}", _FORMS[form][0].replace("vd,", "vd:w,"), _v(f6, _MUL_F3[form]), "v", "V",
             sews=_WIDE)
_add("vwaddu.wv", "vd:w, vs2:w, vs1, vm", _v(0b110100, OPMVV), "v", "V", sews=_WIDE)
# Signed multiplies for modular arithmetic (ML-KEM's Montgomery and Barrett reductions): the high
# half (vmulh), the widening product (vwmul), multiply-adds that keep one operand (vmadd: vd = vd*vs1
# + vs2; vnmsac: vd -= rs1*vs2), narrowing shifts (vnsra/vnsrl .wi: the low or high half of each
# double-width element) and extensions (vzext/vsext .vfN: EEW = SEW/N).
for form in ("vv", "vx"):
    _add(f"vmulh.{form}", _FORMS[form][0], _v(0b100111, _MUL_F3[form]), "v", "V")
_add("vwmul.vv", "vd:w, vs2, vs1, vm", _v(0b111011, OPMVV), "v", "V", sews=_WIDE)
_add("vmadd.vv", "vd, vs1, vs2, vm", _v(0b101001, OPMVV), "v", "V")
_add("vnmsac.vx", "vd, rs1, vs2, vm", _v(0b101111, OPMVX), "v", "V")
for name, f6 in [("vnsrl", 0b101100), ("vnsra", 0b101101)]:
    _add(f"{name}.wi", "vd, vs2:w, uimm5, vm", _v(f6, OPIVI), "v", "V", sews=_WIDE)
for name, vs1, f in [("vzext.vf2", 0b00110, 2), ("vsext.vf2", 0b00111, 2),
                     ("vzext.vf4", 0b00100, 4), ("vsext.vf4", 0b00101, 4)]:
    _add(name, f"vd, vs2:f{f}, vm", _v(0b010010, OPMVV, vs1=vs1), "v", "V",
         sews=frozenset(s for s in (16, 32, 64) if s // f >= 8))
# Multiply-adds put the scalar/vs1 operand before vs2, in GNU's order and in HotSpot's (vmacc_vx).
_add("vwmaccu.vv", "vd:w, vs1, vs2, vm", _v(0b111100, OPMVV), "v", "V", sews=_WIDE)
_add("vwmaccu.vx", "vd:w, rs1, vs2, vm", _v(0b111100, OPMVX), "v", "V", sews=_WIDE)
for name, f6 in [("vredsum", 0b000000), ("vredxor", 0b000011)]:
    _add(f"{name}.vs", "vd:1, vs2, vs1:1, vm", _v(f6, OPMVV), "v", "V")
_add("vwredsumu.vs", "vd:1, vs2, vs1:1, vm", _v(0b110000, OPIVV), "v", "V", sews=_WIDE)

# ---- Zvbb / Zvkb / Zvbc -------------------------------------------------------------------------
_add("vandn.vv", "vd, vs2, vs1, vm", _v(0b000001, OPIVV), "zvkb", "V")
_add("vandn.vx", "vd, vs2, rs1, vm", _v(0b000001, OPIVX), "zvkb", "V")
_add("vror.vv", "vd, vs2, vs1, vm", _v(0b010100, OPIVV), "zvkb", "V")
_add("vror.vx", "vd, vs2, rs1, vm", _v(0b010100, OPIVX), "zvkb", "V")
_add("vror.vi", "vd, vs2, uimm6, vm", _v(0b010100, OPIVI), "zvkb", "V")
_add("vrol.vv", "vd, vs2, vs1, vm", _v(0b010101, OPIVV), "zvkb", "V")
_add("vrol.vx", "vd, vs2, rs1, vm", _v(0b010101, OPIVX), "zvkb", "V")
_add("vbrev8.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01000), "zvkb", "V")
_add("vrev8.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01001), "zvkb", "V")
_add("vbrev.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01010), "zvbb", "V")
_add("vclz.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01100), "zvbb", "V")
_add("vctz.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01101), "zvbb", "V")
_add("vcpop.v", "vd, vs2, vm", _v(0b010010, OPMVV, vs1=0b01110), "zvbb", "V")
_add("vwsll.vv", "vd:w, vs2, vs1, vm", _v(0b110101, OPIVV), "zvbb", "V", sews=_WIDE)
_add("vwsll.vx", "vd:w, vs2, rs1, vm", _v(0b110101, OPIVX), "zvbb", "V", sews=_WIDE)
_add("vwsll.vi", "vd:w, vs2, uimm5, vm", _v(0b110101, OPIVI), "zvbb", "V", sews=_WIDE)
_E64 = frozenset({64})
_add("vclmul.vv", "vd, vs2, vs1, vm", _v(0b001100, OPMVV), "zvbc", "V", sews=_E64)
_add("vclmul.vx", "vd, vs2, rs1, vm", _v(0b001100, OPMVX), "zvbc", "V", sews=_E64)
_add("vclmulh.vv", "vd, vs2, vs1, vm", _v(0b001101, OPMVV), "zvbc", "V", sews=_E64)
_add("vclmulh.vx", "vd, vs2, rs1, vm", _v(0b001101, OPMVX), "zvbc", "V", sews=_E64)

# ---- Vector crypto on element groups ------------------------------------------------------------
_E32 = frozenset({32})
for name, vs1 in [("vaesdm", 0b00000), ("vaesdf", 0b00001), ("vaesem", 0b00010), ("vaesef", 0b00011)]:
    _add(f"{name}.vv", "vd, vs2", _v(0b101000, OPMVV, OP_VE, True, vs1=vs1), "zvkned", "V", sews=_E32, egs=4)
    _add(f"{name}.vs", "vd, vs2:g", _v(0b101001, OPMVV, OP_VE, True, vs1=vs1), "zvkned", "V", sews=_E32, egs=4)
_add("vaesz.vs", "vd, vs2:g", _v(0b101001, OPMVV, OP_VE, True, vs1=0b00111), "zvkned", "V", sews=_E32, egs=4)
_add("vaeskf1.vi", "vd, vs2, uimm5", _v(0b100010, OPMVV, OP_VE, True), "zvkned", "V", sews=_E32, egs=4)
_add("vaeskf2.vi", "vd, vs2, uimm5", _v(0b101010, OPMVV, OP_VE, True), "zvkned", "V", sews=_E32, egs=4)
_add("vghsh.vv", "vd, vs2, vs1", _v(0b101100, OPMVV, OP_VE, True), "zvkg", "V", sews=_E32, egs=4)
_add("vgmul.vv", "vd, vs2", _v(0b101000, OPMVV, OP_VE, True, vs1=0b10001), "zvkg", "V", sews=_E32, egs=4)
for name, f6 in [("vsha2ms", 0b101101), ("vsha2ch", 0b101110), ("vsha2cl", 0b101111)]:
    _add(f"{name}.vv", "vd, vs2, vs1", _v(f6, OPMVV, OP_VE, True), "zvknha", "V",
         sews=frozenset({32, 64}), egs=4, e64_ext="zvknhb", vd_apart=True)


# ---- vtype ------------------------------------------------------------------------------------
LMULS = {Fraction(1, 8): 0b101, Fraction(1, 4): 0b110, Fraction(1, 2): 0b111,
         Fraction(1): 0b000, Fraction(2): 0b001, Fraction(4): 0b010, Fraction(8): 0b011}
SEWS = {8: 0b000, 16: 0b001, 32: 0b010, 64: 0b011}


def lmul_name(lmul: Fraction) -> str:
    return f"m{lmul.numerator}" if lmul >= 1 else f"mf{lmul.denominator}"


# The widest element V (and Zve64*) promise. RVV 1.0 (3.4.2) requires a fractional LMUL only for
# SEW <= LMUL * ELEN: elsewhere (e64 mf2, e32 mf4, e16 mf8, ...) a conforming CPU may set vill, and
# then every vector instruction after the vsetvli traps. Such vtypes work on some CPUs and QEMU only.
ELEN = 64


def vtype_problem(sew, lmul) -> str | None:
    """Why (sew, lmul) is not a vtype every RVV 1.0 CPU accepts (None: it is)."""
    if sew not in SEWS or lmul not in LMULS:
        return f"no such vtype: e{sew}, LMUL={lmul}"
    if sew > lmul * ELEN:
        return (f"e{sew},{lmul_name(Fraction(lmul))} may set vill: RVV 1.0 requires fractional LMUL only for "
                f"SEW <= LMUL*ELEN ({Fraction(lmul) * ELEN} with ELEN={ELEN}); use a larger LMUL or a smaller SEW")
    return None


@dataclass(frozen=True)
class VType:
    sew: int
    lmul: Fraction
    ta: bool = True
    ma: bool = True

    def bits(self) -> int:
        return LMULS[self.lmul] | SEWS[self.sew] << 3 | int(self.ta) << 6 | int(self.ma) << 7

    def __str__(self):
        return f"e{self.sew},{lmul_name(self.lmul)},{'ta' if self.ta else 'tu'},{'ma' if self.ma else 'mu'}"


BY_PYNAME: dict[str, Insn] = {i.pyname: i for i in TABLE.values()}
