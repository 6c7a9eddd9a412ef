"""Assembler methods a JDK release lacks, written in assembler_riscv.hpp's own INSN style, each beside
its siblings.

Every field is derived from the ISA table (dsl/isa.py): opcode, funct3, funct6/funct7 and the fixed
vs1 selector and vm bit come out of the instruction's base word; the method's parameters follow its
operand tokens. Nothing here is hand-typed per instruction, so `vaesz_vs` gets vs1=0b00111 and
funct6=0b101001 because the table says so.

HotSpot groups methods by signature: a `#define INSN(NAME, <fields>)` whose body calls the file's
`patch_VArith(op, Vd, funct3, vs1/rs1/imm, Vs2, vm, funct6)` helper (vector) or `patch`/`patch_reg`
(scalar R-type), one `INSN(name, ...)` line per instruction, then `#undef INSN`. `place()` makes each
missing method one more line of an existing group that encodes it (jdk/insn_groups.py checks that by
running the group's body), right after the line whose name shares the longest prefix with it
(`vaesem_vs` after `vaesem_vv`); only when no group fits does it write a group of its own (`derive()`
and `_SHAPES`), right after the group of its closest sibling. Methods of different stubs thus land on
different lines, so the commits of a series that add them apply alone. `strip()` takes out exactly
what an earlier run added (recognised by the trailing `// <mnemonic> <operands> [<extension>]`
comment, which HotSpot's own lines never carry, and the marked block older versions wrote).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from stubforge.emitters import hotspot_api
from stubforge.dsl.isa import TABLE, Insn
from stubforge.jdk import cxxtext, insn_groups

# The markers of the one block earlier versions put every addition in (before `#undef patch_VArith`);
# `strip()` still recognises (and removes) it in a tree they patched.
BEGIN = "  // ---- Instructions the stubs in stubGenerator_riscv.cpp need ----"
END = "  // ---- end of the instructions the stubs need ----"
# An even earlier version's markers of the same block.
EARLIER = ("  // ---- stubforge: assembler additions (generated; encodings from stubforge's dsl/isa.py) ----",
           "  // ---- end of stubforge assembler additions ----")

_RS1_FIELD = ("vs1", "rs1", "simm5", "uimm5", "uimm6")


class NoShape(Exception):
    """The instruction's operands fit none of the INSN shapes this module writes."""


class MissingAnchor(Exception):
    """The file lacks a line the placement needs (its message names it)."""


@dataclass(frozen=True)
class _Shape:
    key: str
    fields: tuple[str, ...]      # INSN macro parameters after NAME
    params: str                  # the C++ parameter list
    body: tuple[str, ...]        # statements of the method body (macro parameter names inside)


def _b(value: int, width: int) -> str:
    return f"0b{value:0{width}b}"


_SHAPES = {
    # (vd, vs2, vs1, vm) -- like vclmul_vv
    "vv": _Shape("vv", ("op", "funct3", "funct6"),
                 "VectorRegister Vd, VectorRegister Vs2, VectorRegister Vs1, VectorMask vm = unmasked",
                 ("patch_VArith(op, Vd, funct3, Vs1->raw_encoding(), Vs2, vm, funct6);",)),
    # (vd, vs2, rs1, vm) -- like vandn_vx
    "vx": _Shape("vx", ("op", "funct3", "funct6"),
                 "VectorRegister Vd, VectorRegister Vs2, Register Rs1, VectorMask vm = unmasked",
                 ("patch_VArith(op, Vd, funct3, Rs1->raw_encoding(), Vs2, vm, funct6);",)),
    # (vd, vs1, vs2, vm) -- multiply-adds, like vmacc_vv
    "vv_macc": _Shape("vv_macc", ("op", "funct3", "funct6"),
                      "VectorRegister Vd, VectorRegister Vs1, VectorRegister Vs2, VectorMask vm = unmasked",
                      ("patch_VArith(op, Vd, funct3, Vs1->raw_encoding(), Vs2, vm, funct6);",)),
    # (vd, rs1, vs2, vm) -- multiply-adds, like vmacc_vx
    "vx_macc": _Shape("vx_macc", ("op", "funct3", "funct6"),
                      "VectorRegister Vd, Register Rs1, VectorRegister Vs2, VectorMask vm = unmasked",
                      ("patch_VArith(op, Vd, funct3, Rs1->raw_encoding(), Vs2, vm, funct6);",)),
    # (vd, (rs1)) whole-register load/store -- like vl1re8_v; JDK 21 has only vl1re8_v/vs1r_v and its
    # patch_VLdSt helper is not reachable where additions go, so the fields are placed here
    "vwhole": _Shape("vwhole", ("op", "width", "lumop", "nf"), "VectorRegister Vd, Register Rs1",
                     ("unsigned insn = 0;",
                      "patch((address)&insn, 6, 0, op);",
                      "patch((address)&insn, 14, 12, width);",
                      "patch((address)&insn, 24, 20, lumop);",
                      "patch((address)&insn, 25, 1);",
                      "patch((address)&insn, 31, 29, nf);",
                      "patch_reg((address)&insn, 7, Vd);",
                      "patch_reg((address)&insn, 15, Rs1);",
                      "emit(insn);")),
    # (vd or vs3, (rs1), rs2, vm) strided load/store -- like vlse32_v; JDK 21 lacks the strided
    # stores and its patch_VLdSt is not reachable where additions go, so the fields are placed here
    "vstrided": _Shape("vstrided", ("op", "width", "mop"),
                       "VectorRegister Vd, Register Rs1, Register Rs2, VectorMask vm = unmasked",
                       ("unsigned insn = 0;",
                        "patch((address)&insn, 6, 0, op);",
                        "patch((address)&insn, 14, 12, width);",
                        "patch((address)&insn, 25, vm);",
                        "patch((address)&insn, 27, 26, mop);",
                        "patch_reg((address)&insn, 7, Vd);",
                        "patch_reg((address)&insn, 15, Rs1);",
                        "patch_reg((address)&insn, 20, Rs2);",
                        "emit(insn);")),
    # (vd, vs2, uimm5, vm) -- like vsll_vi
    "vi_u": _Shape("vi_u", ("op", "funct3", "funct6"),
                   "VectorRegister Vd, VectorRegister Vs2, uint32_t imm, VectorMask vm = unmasked",
                   ('guarantee(is_uimm5(imm), "uimm is invalid");',
                    "patch_VArith(op, Vd, funct3, (uint32_t)(imm & 0x1f), Vs2, vm, funct6);")),
    # (vd, vs2, simm5, vm) -- like vadd_vi
    "vi_s": _Shape("vi_s", ("op", "funct3", "funct6"),
                   "VectorRegister Vd, VectorRegister Vs2, int32_t imm, VectorMask vm = unmasked",
                   ('guarantee(is_simm5(imm), "imm is invalid");',
                    "patch_VArith(op, Vd, funct3, (uint32_t)(imm & 0x1f), Vs2, vm, funct6);")),
    # (vd, vs2, vm), vs1 selects the operation -- like vrev8_v
    "v_sel_vm": _Shape("v_sel_vm", ("op", "funct3", "Vs1", "funct6"),
                       "VectorRegister Vd, VectorRegister Vs2, VectorMask vm = unmasked",
                       ("patch_VArith(op, Vd, funct3, Vs1, Vs2, vm, funct6);",)),
    # (vd, vs2, uimm6, vm): imm bit 5 sits in bit 26, so the operation field is bits 31:27 -- vror_vi
    "vi_u6": _Shape("vi_u6", ("op", "funct3", "funct5"),
                    "VectorRegister Vd, VectorRegister Vs2, uint32_t imm, VectorMask vm = unmasked",
                    ('guarantee(is_uimm6(imm), "uimm is invalid");',
                     "unsigned insn = 0;",
                     "patch((address)&insn, 6, 0, op);",
                     "patch((address)&insn, 14, 12, funct3);",
                     "patch((address)&insn, 19, 15, imm & 0x1f);",
                     "patch((address)&insn, 25, vm);",
                     "patch((address)&insn, 26, (imm >> 5) & 0x1);",
                     "patch((address)&insn, 31, 27, funct5);",
                     "patch_reg((address)&insn, 7, Vd);",
                     "patch_reg((address)&insn, 20, Vs2);",
                     "emit(insn);")),
    # (vd, vs2), vs1 selects the operation, vm fixed -- like the Zvkned .vv/.vs forms
    "v_sel": _Shape("v_sel", ("op", "funct3", "Vs1", "vm", "funct6"),
                    "VectorRegister Vd, VectorRegister Vs2",
                    ("patch_VArith(op, Vd, funct3, Vs1, Vs2, vm, funct6);",)),
    # (vd, vs2, uimm5), vm fixed -- vaeskf1_vi / vaeskf2_vi
    "vi_u_novm": _Shape("vi_u_novm", ("op", "funct3", "vm", "funct6"),
                        "VectorRegister Vd, VectorRegister Vs2, uint32_t imm",
                        ('guarantee(is_uimm5(imm), "uimm is invalid");',
                         "patch_VArith(op, Vd, funct3, (uint32_t)(imm & 0x1f), Vs2, vm, funct6);")),
    # (vd, vs2, vs1), vm fixed -- like vghsh_vv
    "vv_novm": _Shape("vv_novm", ("op", "funct3", "vm", "funct6"),
                      "VectorRegister Vd, VectorRegister Vs2, VectorRegister Vs1",
                      ("patch_VArith(op, Vd, funct3, Vs1->raw_encoding(), Vs2, vm, funct6);",)),
    # scalar R-type (rd, rs1, rs2) -- like clmul
    "r": _Shape("r", ("op", "funct3", "funct7"), "Register Rd, Register Rs1, Register Rs2",
                ("unsigned insn = 0;",
                 "patch((address)&insn, 6,  0, op);",
                 "patch((address)&insn, 14, 12, funct3);",
                 "patch((address)&insn, 31, 25, funct7);",
                 "patch_reg((address)&insn, 7, Rd);",
                 "patch_reg((address)&insn, 15, Rs1);",
                 "patch_reg((address)&insn, 20, Rs2);",
                 "emit(insn);")),
}


@dataclass(frozen=True)
class Addition:
    method: str
    insn: Insn
    shape: str
    values: tuple[str, ...]      # INSN arguments after NAME, as binary literals



def derive(insn: Insn, method: str | None = None) -> Addition:
    """The INSN shape and field values of one table instruction."""
    method = method or insn.hsname
    toks = tuple(t.split(":")[0] for t in insn.operands)
    w = insn.base
    op, funct3, funct6, funct7 = w & 0x7F, (w >> 12) & 0x7, (w >> 26) & 0x3F, (w >> 25) & 0x7F
    vm_fixed = (w >> 25) & 1
    vs1_fixed = (w >> 15) & 0x1F
    if not insn.is_vector:
        if toks != ("rd", "rs1", "rs2") or insn.fmt != "R":
            raise NoShape(f"{insn.mnemonic}: only R-type scalar instructions are written automatically")
        return Addition(method, insn, "r", (_b(op, 7), _b(funct3, 3), _b(funct7, 7)))
    if toks in (("vd", "vmem"), ("vs3", "vmem")) and insn.nregs:
        return Addition(method, insn, "vwhole", (_b(op, 7), _b(funct3, 3), _b((w >> 20) & 0x1F, 5),
                                                 _b((w >> 29) & 0x7, 3)))
    if toks in (("vd", "vmem", "rs2", "vm"), ("vs3", "vmem", "rs2", "vm")) and not insn.indexed:
        return Addition(method, insn, "vstrided", (_b(op, 7), _b(funct3, 3), _b((w >> 26) & 0x3, 2)))
    if any(t in toks for t in _RS1_FIELD) and vs1_fixed:
        raise NoShape(f"{insn.mnemonic}: bits 19:15 are both an operand and fixed")
    if (w >> 20) & 0x1F:
        raise NoShape(f"{insn.mnemonic}: a fixed vs2 field has no INSN shape here")
    with_vm = {("vd", "vs2", "vs1", "vm"): "vv", ("vd", "vs2", "rs1", "vm"): "vx",
               ("vd", "vs2", "uimm5", "vm"): "vi_u", ("vd", "vs2", "simm5", "vm"): "vi_s"}
    macc = {("vd", "vs1", "vs2", "vm"): "vv_macc", ("vd", "rs1", "vs2", "vm"): "vx_macc"}
    if toks in macc:
        return Addition(method, insn, macc[toks], (_b(op, 7), _b(funct3, 3), _b(funct6, 6)))
    if toks == ("vd", "vs2", "uimm6", "vm"):
        return Addition(method, insn, "vi_u6", (_b(op, 7), _b(funct3, 3), _b(funct6 >> 1, 5)))
    if toks == ("vd", "vs2", "vm"):
        return Addition(method, insn, "v_sel_vm", (_b(op, 7), _b(funct3, 3), _b(vs1_fixed, 5), _b(funct6, 6)))
    no_vm = {("vd", "vs2"): "v_sel", ("vd", "vs2", "uimm5"): "vi_u_novm", ("vd", "vs2", "vs1"): "vv_novm"}
    if toks in with_vm:
        shape = with_vm[toks]
        return Addition(method, insn, shape, (_b(op, 7), _b(funct3, 3), _b(funct6, 6)))
    if toks in no_vm:
        shape = no_vm[toks]
        if shape == "v_sel":
            vals = (_b(op, 7), _b(funct3, 3), _b(vs1_fixed, 5), _b(vm_fixed, 1), _b(funct6, 6))
        else:
            vals = (_b(op, 7), _b(funct3, 3), _b(vm_fixed, 1), _b(funct6, 6))
        return Addition(method, insn, shape, vals)
    raise NoShape(f"{insn.mnemonic}: operands ({', '.join(insn.operands)}) fit no INSN shape written here")


def by_method(release: str) -> dict[str, Insn]:
    """HotSpot method name -> table instruction, for one release."""
    return {hotspot_api.method_name(i, release): i for i in TABLE.values()}


def _define(shape: _Shape) -> list[str]:
    head = f"#define INSN(NAME, {', '.join(shape.fields)})"
    sig = f"  void NAME({shape.params}) {{"
    body = [f"    {s}" for s in shape.body]
    lines = [head, sig, *body]
    width = max(len(x) for x in lines) + 1
    out = [f"{x:<{width}}\\" for x in lines]
    return out + ["  }"]



# ---- placing the methods beside their siblings ------------------------------------------------

# A line this module writes ends in the instruction's assembly form and extension, e.g.
# `INSN(vaesem_vs, ...); // vaesem.vs vd, vs2 [zvkned]`; HotSpot's own INSN lines never do, so a later
# run finds (and recomputes) exactly what an earlier one added.
_OURS = re.compile(r"(?m)^[ \t]*INSN\((\w+),[^\n]*\);[ \t]*"
                   r"// ([a-z][a-z0-9.]*) ([a-z0-9, ]+) \[([a-z0-9]+)\][ \t]*$\n?")
_OLD_BLOCK = [re.compile(rf"(?m)^{re.escape(b)}\n(?:.*\n)*?{re.escape(e)}\n\n?") for b, e in ((BEGIN, END), EARLIER)]


def comment(insn: Insn) -> str:
    return f"// {insn.mnemonic} {', '.join(t.split(':')[0] for t in insn.operands)} [{insn.ext}]"


def _ours(m: re.Match) -> bool:
    insn = TABLE.get(m.group(2))
    return insn is not None and m.group(1) in {insn.hsname, insn.mnemonic.replace(".", "_")} | {
        hotspot_api.method_name(insn, r) for r in hotspot_api.RELEASES}


def strip(text: str) -> tuple[str, list[str]]:
    """`text` without what an earlier run added (its lines, the groups it wrote, the marked block of
    older versions), and the names of those methods."""
    names: list[str] = []
    for pat in _OLD_BLOCK:
        m = pat.search(text)
        if m:
            names += re.findall(r"(?m)^\s*INSN\((\w+),", m.group(0))
            text = text[:m.start()] + text[m.end():]
    cuts = []
    for g in insn_groups.groups(text):
        ours = [m for m in (_OURS.match(text, ln.start) for ln in g.lines) if m and _ours(m)]
        if g.lines and len(ours) == len(g.lines):       # a group this module wrote: it goes whole
            start = g.start - 1 if text[g.start - 2:g.start] == "\n\n" else g.start
            cuts.append((start, g.end))
        else:
            cuts += [(m.start(), m.end()) for m in ours]
        names += [m.group(1) for m in ours]
    for a, b in sorted(cuts, reverse=True):
        text = text[:a] + text[b:]
    return text, names


def _lcp(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _line_text(anchor: insn_groups.Line, method: str, insn: Insn, values: tuple[str, ...],
               enums: list[dict[str, int]]) -> str:
    """One more line of an existing group, its arguments in the anchor line's column; where the anchor
    names a field's value by an enum member (`g1`), ours is that enum's member too (`g8`)."""
    theirs = [a.strip() for a in re.match(r"[ \t]*INSN\(\s*\w+\s*,(.*)\)\s*;", anchor.text).group(1).split(",")]
    named = []
    for mine, their in zip(values, theirs):
        enum = next((e for e in enums if their in e), None)
        by_value = {v: k for k, v in enum.items()} if enum else {}
        named.append(by_value.get(int(mine, 0), mine))
    values = tuple(named)
    m = re.match(r"([ \t]*)INSN\(\s*\w+\s*,(\s*)", anchor.text)
    head = f"{m.group(1)}INSN({method},"
    pad = max(1, m.end() - len(head))
    return f"{head}{' ' * pad}{', '.join(values)}); {comment(insn)}\n"


def _new_group(adds: list[Addition]) -> str:
    width = max(len(a.method) for a in adds) + 2
    lines = [f"  INSN({a.method + ',':<{width}}{', '.join(a.values)}); {comment(a.insn)}" for a in adds]
    return "\n" + "\n".join(_define(_SHAPES[adds[0].shape]) + [""] + lines + ["", "#undef INSN"]) + "\n"


def place(text: str, wanted: list[tuple[str, Insn]], release: str) -> str:
    """`text` (as `strip` leaves it) with each addition beside its closest sibling: a line in an
    existing INSN group whose body encodes it (insn_groups.fit), after the line whose name shares the
    longest prefix with it; when no group's line is a sibling, at the end of the fitting group nearest
    to its sibling elsewhere in the file; when no group fits, in a group of its own right after the
    sibling's group."""
    groups = insn_groups.groups(text)
    enums = insn_groups.enum_types(text)
    lines = [(g, ln) for g in groups for ln in g.lines]
    ext_of = by_method(release)
    masked = cxxtext.mask(text)
    varith = (re.search(r"(?m)^#[ \t]*define[ \t]+patch_VArith\b", masked),
              re.search(r"(?m)^#[ \t]*undef[ \t]+patch_VArith[ \t]*$", masked))
    at_line: dict[int, list[tuple[str, str]]] = {}
    at_group: dict[tuple[int, int], list[Addition]] = {}
    for method, insn in wanted:
        def near(ln, method=method, insn=insn):
            other = ext_of.get(ln.name)
            return _lcp(method, ln.name), other is not None and other.ext == insn.ext, ln.start
        sibling = max((ln for _, ln in lines), key=near)
        fits = [(g, v) for g in groups if (v := insn_groups.fit(text, g, insn))]
        named = [(g, ln, v) for g, v in fits for ln in g.lines if _lcp(method, ln.name) >= 2]
        if named:
            _, anchor, values = max(named, key=lambda x: near(x[1]))
        elif fits:
            def distance(gv):
                g = gv[0]
                return 0 if g.start <= sibling.start < g.end else min(abs(sibling.start - g.start),
                                                                     abs(sibling.start - g.end))
            g, values = min(fits, key=distance)
            anchor = g.lines[-1]
        else:
            a = derive(insn, method)       # NoShape when no group of ours can hold it either
            g = next(g for g, ln in lines if ln is sibling)
            if "patch_VArith" in "".join(_SHAPES[a.shape].body) and not (
                    varith[0] and varith[1] and varith[0].start() < g.end <= varith[1].start()):
                inside = [x for x in groups if varith[0] and varith[1]
                          and varith[0].start() < x.start and x.end <= varith[1].start()]
                if not inside:
                    raise MissingAnchor("`#undef patch_VArith` (the end of the vector instructions; a group "
                                        f"for {method}() goes where patch_VArith is defined)")
                g = inside[-1]
            at_group.setdefault((g.end, list(_SHAPES).index(a.shape)), []).append(a)
            continue
        at_line.setdefault(anchor.end, []).append((method, _line_text(anchor, method, insn, values, enums)))
    inserts = [(pos, 0, "".join(t for _, t in sorted(items))) for pos, items in at_line.items()]
    inserts += [(pos, order, _new_group(sorted(items, key=lambda a: a.method)))
                for (pos, order), items in at_group.items()]
    for pos, _, piece in sorted(inserts, reverse=True):      # from the end, so offsets stay valid
        text = text[:pos] + piece + text[pos:]
    _check(text)
    return text


def _check(text: str) -> None:
    """Every line this module wrote encodes, through its group's body, what the table says."""
    consts = insn_groups.enums(text)

    def number(v: str) -> int:
        return consts[v] if v in consts else int(v, 0)
    for g in insn_groups.groups(text):
        for ln in g.lines:
            m = _OURS.match(text, ln.start)
            if not (m and _ours(m)):
                continue
            written = re.match(r"[ \t]*INSN\(\w+,(.*)\);", ln.text).group(1).split(",")
            want = insn_groups.fit(text, g, TABLE[m.group(2)])
            if want is None or list(map(number, want)) != [number(v.strip()) for v in written]:
                raise AssertionError(f"{ln.name}: its INSN group does not encode {m.group(2)}")
