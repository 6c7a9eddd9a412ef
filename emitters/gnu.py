"""GNU assembler (.S) from the IR: mnemonics for LLVM >= 19, or `.word` encodings for old assemblers."""
from __future__ import annotations

from stubforge.dsl.encode import encode_insn
from stubforge.dsl.ir import Bind, Close, Comment, Instr, Label, Open, Program
from stubforge.dsl.srccomments import comments as source_comments
from stubforge.dsl.isa import Insn, lmul_name
from stubforge.dsl.regs import VReg, XReg

# LLVM's names for extensions in `.option arch`.
ARCH_NAME = {"v": "v", "zba": "zba", "zbb": "zbb", "zbc": "zbc", "zbs": "zbs", "zvbb": "zvbb", "zvkb": "zvkb",
             "zvbc": "zvbc", "zvkned": "zvkned", "zvkg": "zvkg", "zvknha": "zvknha", "zvknhb": "zvknhb"}


def symbol(prog: Program) -> str:
    return f"stubforge_{prog.name}"


def label_name(lab: Label) -> str:
    return f".{lab.name}"


def fmt_operand(insn: Insn, tok: str, ops: dict) -> str | None:
    name = tok.split(":")[0]
    v = ops.get(name)
    if name == "mem":
        return f"{ops.get('off', 0)}({ops['rs1'].abi})"
    if name == "vmem":
        return f"({ops['rs1'].abi})"
    if name == "vm":
        return "v0.t" if ops.get("vm") else None
    if name == "v0":
        return "v0"
    if name == "vtypei":
        return f"e{v.sew}, {lmul_name(v.lmul)}, {'ta' if v.ta else 'tu'}, {'ma' if v.ma else 'mu'}"
    if isinstance(v, XReg):
        return v.abi
    if isinstance(v, VReg):
        return str(v)
    if isinstance(v, Label):
        return label_name(v)
    if name == "uimm20":
        return f"{v:#x}"
    return str(v)


def insn_text(ins: Instr) -> str:
    parts = [fmt_operand(ins.insn, t, ins.ops) for t in ins.insn.operands]
    return f"{ins.insn.mnemonic} " + ", ".join(p for p in parts if p is not None)


def _arg(a) -> str:
    if isinstance(a, XReg):
        return a.abi
    if isinstance(a, Label):
        return label_name(a)
    return str(a)


# Pseudo-instructions GNU as knows, spelled as it expects; others print their expansion.
_GNU_PSEUDO = {"mv", "not", "neg", "sext.w", "j", "beqz", "bnez", "bgtu", "bleu", "bgt", "ble", "ret"}


def pseudo_text(ins: Instr) -> str | None:
    p = ins.pseudo
    if p.name == "la":
        return f"lla {p.args[0].abi}, {label_name(p.args[1])}"
    if p.name == "li" and p.length <= 2 and ins.insn.mnemonic == "lui":
        return f"li {p.args[0].abi}, {p.args[1]}"     # GNU as expands this to the same lui+addiw
    if p.name == "zext.w" and p.length == 1:
        return f"zext.w {p.args[0].abi}, {p.args[1].abi}"
    if p.name in _GNU_PSEUDO:
        return f"{p.name} " + ", ".join(_arg(a) for a in p.args) if p.args else p.name
    return None


def emit(prog: Program, words: bool = False, sym: str | None = None) -> str:
    sym = sym or symbol(prog)
    exts = sorted(e for e in prog.extensions if e in ARCH_NAME)
    at, labels, _ = prog.layout()
    params = ", ".join(f"{k}={v}" for k, v in prog.params.items())
    out = [f"# {prog.name} [{prog.variant}] {params}",
           f"# Made by stubforge from {prog.origin or 'its kernel'}.",
           f"# Needs: rv64gc{''.join('_' + e for e in exts)}",
           "\t.option norvc",
           "\t.option norelax"]
    if exts and not words:
        out.append("\t.option arch, " + ", ".join("+" + ARCH_NAME[e] for e in exts))
    out += ["\t.text", "\t.p2align 3", f"\t.globl {sym}", f"\t.type {sym}, @function", f"{sym}:"]
    pending_pseudo = None
    commented: set = set()

    def note(ins):
        """The kernel's own comments of this source line, the first time it is printed."""
        key = (ins.src.file, ins.src.line)
        if key in commented:
            return ""
        commented.add(key)
        above, trailing = source_comments(ins.src)
        out.extend(f"\t# {c}" for c in above)
        return f"\t# {trailing}" if trailing else ""

    for it in prog.items:
        if isinstance(it, Open) and it.kind in ("section", "call"):
            out.append(f"\t# {it.title}" + (" {" if it.kind == "section" else f"({', '.join(n for n, _ in it.args)})"))
        elif isinstance(it, Close) and it.open.kind == "section":
            out.append(f"\t# }} {it.open.title}")
        elif isinstance(it, Comment):
            out.append(f"\t# {it.text}")
        elif isinstance(it, Bind):
            out.append(f"{label_name(it.label)}:{note(it)}")
        elif isinstance(it, Instr):
            if words:
                word = encode_insn(it.insn, it.ops, at[id(it)], labels)
                out.append(f"\t.word {word:#010x}\t# {insn_text(it)}")
                continue
            if it.pseudo is not None:
                txt = pseudo_text(it)
                pending_pseudo = txt is not None
                if txt is not None:
                    out.append(f"\t{txt}{note(it)}")
                    continue
                out.append(f"\t# {it.pseudo.name}")
            elif it.hidden and pending_pseudo:
                continue
            out.append(f"\t{insn_text(it)}{note(it)}")
    for d in prog.data:
        out.append("\t.p2align 3")
        if d.comment:
            out.append(f"\t# {d.comment}")
        out.append(f"{label_name(d.label)}:")
        directive = ".word" if d.width == 4 else ".quad"
        for i in range(0, len(d.values), 8):
            row = d.values[i:i + 8]
            out.append(f"\t{directive} " + ", ".join(f"{v:#0{2 + 2 * d.width}x}" for v in row))
    out.append(f"\t.size {sym}, .-{sym}")
    return "\n".join(out) + "\n"
