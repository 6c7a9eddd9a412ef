"""GNU assembler (.S) from the IR: mnemonics for LLVM >= 19, or `.word` encodings for old assemblers."""
from __future__ import annotations

import re

from stubforge import __version__
from stubforge.dsl.checks import emul_of
from stubforge.dsl.encode import encode_insn
from stubforge.dsl.ir import Bind, Close, Comment, Instr, Label, Open, Program
from stubforge.dsl.srccomments import comments as source_comments
from stubforge.dsl.isa import Insn, lmul_name
from stubforge.dsl.regs import X, VReg, XReg
from stubforge.emitters import hotspot

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
_GNU_PSEUDO = {"mv", "not", "neg", "sext.w", "j", "beqz", "bnez", "bltz", "bgez", "bgtu", "bleu", "bgt", "ble", "ret"}


def _regset(regs) -> str:
    """s1, s2-s11: runs of consecutive register numbers as first-last."""
    nums = sorted({r.num for r in regs})
    runs: list[list[int]] = []
    for n in nums:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(X[r[0]].abi + (f"-{X[r[-1]].abi}" if len(r) > 1 else "") for r in runs)


def _operand(a) -> str:
    if isinstance(a, tuple):
        return _regset(a)
    if isinstance(a, int) and not isinstance(a, bool) and abs(a) >= 4096:
        return f"{a:#x}" if a >= 0 else f"-{-a:#x}"
    return _arg(a)


def marker(ins: Instr) -> str:
    """The macro of an expansion the .S prints instruction by instruction: `li t3, 0x12345678`."""
    p = ins.pseudo
    return f"{p.name} " + ", ".join(_operand(a) for a in p.args) if p.args else p.name


def _ranges(nums) -> str:
    """v1-v11, v20-v23."""
    out, run = [], []
    for n in sorted(set(nums)):
        if run and n != run[-1] + 1:
            out.append(run)
            run = []
        run.append(n)
    out += [run] if run else []
    return ", ".join(f"v{r[0]}" + (f"-v{r[-1]}" if len(r) > 1 else "") for r in out)


def _group_size(ins: Instr, tok: str) -> int:
    """Registers a vector operand covers: its EMUL under the instruction's vtype, or a whole-register
    access's count."""
    whole = re.match(r"v[ls](\d)r", ins.insn.mnemonic)
    if whole:
        return int(whole.group(1))
    return max(1, int(emul_of(ins.insn, tok, ins.vtype)[0])) if ins.vtype is not None else 1


def _vector_names(prog: Program, spelled: dict) -> dict[str, set]:
    """C++ name of a vector register, group or array (`vkeys[]`) -> the registers its instructions
    cover."""
    out: dict[str, set] = {}
    for ins in prog.instrs:
        for tok in ins.insn.operands:
            reg = ins.ops.get(tok.split(":")[0])
            name = spelled.get((reg.name, reg.num)) if isinstance(reg, VReg) else None
            if name is not None:
                key = name.split("[")[0] + ("[]" if "[" in name else "")
                out.setdefault(key, set()).update(range(reg.num, reg.num + _group_size(ins, tok)))
    return out


def legend(prog: Program, width: int = 100) -> list[str]:
    """Comment lines naming each register as the C++ does (`a2 = key, vl; v16-v23 = vstate`), so the
    .S reads alone: scalar registers in register order, then vector registers and arrays."""
    scalar: dict[int, list[str]] = {}
    spelled = {}
    for reg, name in hotspot.register_names(prog):
        if isinstance(reg, XReg):
            base = name.split("[")[0]
            nums = [r and r.num for r in prog.arrays.get(base, ())]
            if "[" in name and reg.num in nums:          # a scalar array's element, by its index
                name = f"{base}[{nums.index(reg.num)}]"
            names = scalar.setdefault(reg.num, [])
            names += [name] if name not in names else []
        else:
            spelled[reg.name, reg.num] = name
    vector = _vector_names(prog, spelled)
    parts = [f"{X[n].abi} = {', '.join(names)}" for n, names in sorted(scalar.items())]
    by_regs: dict[str, list[str]] = {}
    for name, nums in sorted(vector.items(), key=lambda kv: (min(kv[1]), kv[0])):
        by_regs.setdefault(_ranges(nums), []).append(name)
    parts += [f"{regs} = {', '.join(names)}" for regs, names in by_regs.items()]
    if not parts:
        return []
    lines, cur = [], "# Registers, as the C++ names them:"
    for n, part in enumerate(parts):
        piece = f" {part}" + (";" if n + 1 < len(parts) else "")
        if len(cur) + len(piece) > width:
            lines.append(cur)
            cur = "#  "
        cur += piece
    return lines + [cur]


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
    if p.length == 1 and marker(ins) == insn_text(ins):
        return insn_text(ins)                 # andn with Zbb: the macro is its one instruction, said once
    return None


# ---- simulating the vl a CPU may grant -----------------------------------------------------------
# RVV 1.0 (section 6.3): when VLMAX < AVL < 2*VLMAX, vsetvli may set any vl in [ceil(AVL/2), VLMAX];
# QEMU always grants min(AVL, VLMAX). With `vl_grant` the .S re-does each vset* whose AVL is not
# VLMAX through a local routine that picks the smallest legal vl ("min") or an odd one ("odd"), so a
# kernel that assumes QEMU's grant (e.g. a whole number of AES element groups) fails in simulation.
# The wrapper keeps every register but rd, which gets the vl actually granted (csrr rd, vl).
VL_GRANTS = ("max", "min", "odd")      # "max" is QEMU's own grant: no instrumentation
GRANT_ROUTINE = ".Lstubforge_vl_grant"
GRANT_PRE = 4       # instructions the wrapper puts before the original vset*
GRANT_POST = 5      # and after it


def grant_wrapped(ins: Instr) -> bool:
    """Whether this vset* asks for an AVL that may be granted in more than one way."""
    mn = ins.insn.mnemonic
    if mn == "vsetivli":
        return True
    if mn in ("vsetvli", "vsetvl"):
        return ins.ops["rs1"].num != 0         # rs1 = x0 asks for VLMAX (or keeps vl): one answer
    return False


def _grant_wrapper(ins: Instr) -> list[str]:
    avl = ins.ops.get("avl5")
    if ins.insn.mnemonic == "vsetvl" and ins.ops["rs2"].abi in ("t0", "ra"):
        raise ValueError(f"{ins.src}: vsetvl's vtype in {ins.ops['rs2'].abi} cannot be re-granted")
    load = f"li t0, {avl}" if avl is not None else f"mv t0, {ins.ops['rs1'].abi}"
    return ["\taddi sp, sp, -16\t# vl-grant: AVL to t0, the original vset* sets vtype",
            "\tsd ra, 0(sp)", "\tsd t0, 8(sp)", f"\t{load}",
            f"\t{insn_text(ins)}",
            f"\tjal ra, {GRANT_ROUTINE}", "\tld t0, 8(sp)", "\tld ra, 0(sp)", "\taddi sp, sp, 16",
            f"\tcsrr {ins.ops['rd'].abi}, vl"]


def _grant_routine(mode: str) -> list[str]:
    """t0 = AVL, vtype already set: set vl to the chosen legal grant; keeps t1-t3 (t0 is the caller's)."""
    odd = ["\tandi t0, t3, 1", "\tbnez t0, 3f", "\taddi t0, t3, 1\t# the next odd value, if still <= VLMAX",
           "\tbltu t1, t0, 3f", "\tmv t3, t0", "3:"] if mode == "odd" else []
    return [f"{GRANT_ROUTINE}:\t# vl-grant {mode}",
            "\taddi sp, sp, -32", "\tsd t1, 0(sp)", "\tsd t2, 8(sp)", "\tsd t3, 16(sp)",
            "\tcsrr t2, vtype", "\tvsetvl t1, zero, t2\t# t1 = VLMAX, vl = VLMAX",
            "\tslli t3, t1, 1", "\tbgeu t0, t3, 1f\t# AVL >= 2*VLMAX: vl = VLMAX, the only choice",
            "\tbgeu t1, t0, 2f\t# AVL <= VLMAX: vl = AVL, the only choice",
            "\taddi t3, t0, 1", "\tsrli t3, t3, 1\t# ceil(AVL/2), the smallest legal vl",
            *odd, "\tvsetvl zero, t3, t2", "\tj 1f",
            "2:\tvsetvl zero, t0, t2",
            "1:\tld t1, 0(sp)", "\tld t2, 8(sp)", "\tld t3, 16(sp)", "\taddi sp, sp, 32", "\tret"]


def original_offset(prog: Program, offset: int) -> int | None:
    """The offset in the uninstrumented kernel of the instruction at `offset` in its vl-grant .S
    (None inside a wrapper's own instructions), so a fault is still reported at the kernel line."""
    at, _, _ = prog.layout()
    shift = 0
    for ins in prog.instrs:
        here = at[id(ins)] + shift
        if grant_wrapped(ins):
            if offset == here + 4 * GRANT_PRE:
                return at[id(ins)]
            if here <= offset < here + 4 * (GRANT_PRE + 1 + GRANT_POST):
                return None
            shift += 4 * (GRANT_PRE + GRANT_POST)
        elif offset == here:
            return at[id(ins)]
    return None


def emit(prog: Program, words: bool = False, sym: str | None = None, vl_grant: str = "max") -> str:
    """The kernel as a .S; `vl_grant` other than "max" instruments it for simulation only."""
    if vl_grant not in VL_GRANTS:
        raise ValueError(f"vl_grant must be one of {', '.join(VL_GRANTS)}, not {vl_grant!r}")
    grant = vl_grant != "max"
    if grant and words:
        raise ValueError("vl-grant instrumentation is for the mnemonic .S, not --words")
    sym = sym or symbol(prog)
    exts = sorted(e for e in prog.extensions if e in ARCH_NAME)
    at, labels, _ = prog.layout()
    params = ", ".join(f"{k}={v}" for k, v in prog.params.items())
    out = [f"# {prog.name} [{prog.variant}] {params}",
           f"# Made by stubforge {__version__} from {prog.origin or 'its kernel'}.",
           f"# Needs: rv64gc{''.join('_' + e for e in exts)}",
           *legend(prog),
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
                trailing = note(it)                # the line's comments go above the macro, whole
                out.append(f"\t# {marker(it)}{trailing}")
            elif it.hidden and pending_pseudo:
                continue
            if grant and grant_wrapped(it):
                wrapper = _grant_wrapper(it)
                wrapper[GRANT_PRE] += note(it)
                out.extend(wrapper)
                continue
            out.append(f"\t{insn_text(it)}{note(it)}")
    if grant:
        out += _grant_routine(vl_grant)
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
    out.append('\t.section .note.GNU-stack,"",@progbits')     # no executable stack wanted
    return "\n".join(out) + "\n"
