"""Build-time checks. They run before any output exists and name the kernel source line.

`check_instr` judges one instruction under a vtype (the builder calls it as each line is written);
`verify` runs over the whole program: labels, vtype on every path (loops included), preserved
registers, branch ranges, and HotSpot's register habits: MacroAssembler's scratch registers t0..t2
hold a value only from one instruction to the next (`check_scratch`), and an argument register
given an unrelated value must be renamed (`check_arguments`).
"""
from __future__ import annotations

from fractions import Fraction

from .ir import Bind, Close, Comment, Instr, KernelError, Label, Next, Open, Program
from .isa import EXTENSIONS, Insn, VType, vtype_problem
from .regs import PRESERVED, SCRATCH, VReg, XReg

IMM_RANGES = {
    "imm12": (-2048, 2047), "simm5": (-16, 15), "uimm5": (0, 31), "avl5": (0, 31),
    "shamt5": (0, 31), "shamt6": (0, 63), "uimm6": (0, 63), "uimm20": (0, (1 << 20) - 1),
}


def ext_name(e: str) -> str:
    return EXTENSIONS.get(e, e).split(" ")[0] if e not in ("i", "m") else e.upper()


def emul_of(insn: Insn, tok: str, vt: VType) -> tuple[Fraction, int]:
    """(EMUL, EEW) of a vector operand token under vtype vt."""
    base, _, suffix = tok.partition(":")
    if suffix == "w":
        return vt.lmul * 2, vt.sew * 2
    if suffix in ("1", "m", "g"):
        return Fraction(1), vt.sew
    if suffix == "x":                   # offsets of an indexed access: EEW is the instruction's
        return vt.lmul * insn.eew / vt.sew, insn.eew
    if suffix in ("f2", "f4"):          # the source of a vzext/vsext: EEW = SEW/N, EMUL = LMUL/N
        n = int(suffix[1])
        return vt.lmul / n, vt.sew // n
    if suffix == "e16":
        return vt.lmul * 16 / vt.sew, 16
    if insn.eew and base in ("vd", "vs3") and "vs2:x" not in insn.operands:
        return vt.lmul * insn.eew / vt.sew, insn.eew
    return vt.lmul, vt.sew


def _group(reg: VReg, emul: Fraction) -> range:
    n = max(1, int(emul))
    return range(reg.num, reg.num + n)


def operand_regs(ins: Instr):
    """(register, the register numbers it covers) for each register operand: a vector operand
    covers its whole group under the instruction's vtype (EMUL), a scalar one itself."""
    toks = {t.split(":")[0]: t for t in ins.insn.operands}
    for name, reg in ins.ops.items():
        if isinstance(reg, XReg):
            yield reg, (reg.num,)
        elif isinstance(reg, VReg):
            n = reg.lmul if ins.vtype is None else max(1, int(emul_of(ins.insn, toks.get(name, name), ins.vtype)[0]))
            if ins.insn.nf and name in ("vd", "vs3"):      # a segment access: nf groups in a row
                n *= ins.insn.nf
            yield reg, range(reg.num, min(32, reg.num + n))


def _check_targets(ins: Instr, kernel: str | None) -> None:
    """A branch, jump or la must name a Label: anything else (a label's name as a string, say)
    would encode as no target at all and surface later as a path that never returns."""
    for key in ("b13", "j21", "pcrel_hi", "pcrel_lo"):
        if key in ins.ops and not isinstance(ins.ops[key], Label):
            what = ins.pseudo.name if ins.pseudo else ins.insn.mnemonic
            raise KernelError(f"{what}: takes a Label from k.label(...), got {ins.ops[key]!r}", ins.src, kernel)


def check_instr(ins: Instr, vt: VType | None, exts, kernel: str | None = None) -> None:
    insn = ins.insn

    def fail(msg):
        raise KernelError(f"{insn.mnemonic}: {msg}", ins.src, kernel)

    _check_targets(ins, kernel)
    vti = ins.ops.get("vtypei")
    if "vtypei" in ins.ops:         # a vsetvli the kernel spelled itself rather than by k.vtype
        problem = vtype_problem(vti.sew, vti.lmul) if isinstance(vti, VType) else f"vtypei must be a VType, got {vti!r}"
        if problem:
            fail(problem)

    if insn.ext not in exts and insn.ext not in ("i", "m"):
        fail(f"needs extension {ext_name(insn.ext)} ({insn.ext}), which this kernel/variant does not "
             f"declare (declared: {', '.join(sorted(exts)) or 'none'})")
    for tok in insn.operands:
        name = tok.split(":")[0]
        val = ins.ops.get(name)
        if name in IMM_RANGES:
            lo, hi = IMM_RANGES[name]
            if not isinstance(val, int) or not lo <= val <= hi:
                fail(f"immediate {val} out of range {lo}..{hi}")
        if name == "mem":
            off = ins.ops.get("off", 0)
            if not -2048 <= off <= 2047:
                fail(f"offset {off} does not fit a signed 12-bit immediate")
    if not insn.needs_vtype:
        return
    if vt is None:
        fail("vector instruction outside a vtype region (open one with `with k.vtype(...)`), "
             "or reached with different vtypes on different paths")
    if vt.sew not in insn.sews:
        legal = "/".join(f"e{s}" for s in sorted(insn.sews))
        fail(f"illegal under SEW={vt.sew} ({vt}); needs {legal}")
    if vt.sew == 64 and insn.e64_ext and insn.e64_ext not in exts:
        fail(f"needs extension {ext_name(insn.e64_ext)} ({insn.e64_ext}) under SEW=64, which this "
             f"kernel/variant does not declare (declared: {', '.join(sorted(exts)) or 'none'})")
    if insn.egs and ins.avl is not None and ins.avl % insn.egs:
        fail(f"vl={ins.avl} is not a multiple of the element-group size {insn.egs}")
    groups = []
    for tok in insn.operands:
        name = tok.split(":")[0]
        reg = ins.ops.get(name)
        if not isinstance(reg, VReg):
            continue
        emul, eew = emul_of(insn, tok, vt)
        if emul > 8:
            fail(f"{name}={reg} would need a group of {emul} registers (EMUL>8) under {vt}")
        n = max(1, int(emul))
        if reg.num % n:
            fail(f"{name}={reg} is not aligned to its group of {n} registers (EMUL={emul} under {vt})")
        if insn.nf and name in ("vd", "vs3"):           # RVV 1.0 7.8: NFIELDS*EMUL <= 8
            if insn.nf * n > 8:
                fail(f"{name}={reg}: {insn.nf} fields of {n} registers exceed 8 (EMUL={emul} under {vt})")
            n *= insn.nf
            emul = emul * insn.nf
        if reg.num + n > 32:
            fail(f"{name}={reg} group of {n} runs past v31")
        groups.append((name, tok, reg, emul))
    dst = [g for g in groups if g[0] == "vd"]
    for name, tok, reg, emul in groups:
        if tok.endswith(":g") and dst and reg.num in _group(dst[0][2], dst[0][3]):
            fail(f"{name}={reg} (the element-group operand) overlaps the destination group {dst[0][2]}")
    idx = [g for g in groups if g[1].endswith(":x")]
    if idx and dst and insn.eew != vt.sew and set(_group(idx[0][2], idx[0][3])) & set(_group(dst[0][2], dst[0][3])):
        fail(f"destination {dst[0][2]} overlaps the index {idx[0][2]} of a different element width "
             f"(index e{insn.eew}, data e{vt.sew})")
    if insn.vd_apart and dst:
        drange = set(_group(dst[0][2], dst[0][3]))
        for name, tok, reg, emul in groups:
            if name in ("vs1", "vs2") and drange & set(_group(reg, emul)):
                fail(f"destination {dst[0][2]} overlaps source {name}={reg} (reserved for this instruction)")
    if ins.masked:
        for name, tok, reg, emul in groups:
            if name == "vd" and not tok.endswith(":m") and 0 in _group(reg, emul):
                fail("v0 is used as data while it holds the mask (vd overlaps v0 with v0.t)")
    if insn.widening or any(t.endswith(":w") for t in insn.operands):
        dst = [g for g in groups if g[0] == "vd"]
        if dst:
            _, _, dreg, demul = dst[0]
            drange = set(_group(dreg, demul))
            for name, tok, reg, emul in groups:
                if name != "vd" and not tok.endswith(":w") and drange & set(_group(reg, emul)):
                    fail(f"destination {dreg} (group of {max(1, int(demul))}) overlaps source {name}={reg} "
                         f"of a different element width")


def _successors(prog: Program, items, idx_of_label):
    succ = {}
    n = len(items)
    for i, it in enumerate(items):
        s = []
        if isinstance(it, Instr):
            m = it.insn.mnemonic
            target = it.ops.get("b13") or it.ops.get("j21")
            if isinstance(target, Label):
                s.append(idx_of_label[target])
            falls = not (m == "jal" and it.ops.get("rd").num == 0) and m != "jalr"
            if falls and i + 1 < n:
                s.append(i + 1)
        elif i + 1 < n:
            s.append(i + 1)
        succ[i] = s
    return succ


_CONFLICT = "conflict"


def verify(prog: Program) -> None:
    """Whole-program checks; raises KernelError at the first problem."""
    k = prog.title
    items = prog.items
    idx_of_label = {}
    for i, it in enumerate(items):
        if isinstance(it, Bind):
            if it.label in idx_of_label:
                raise KernelError(f"label {it.label} bound twice (first at {it.label.bound.src})", it.src, k)
            idx_of_label[it.label] = i
    for d in prog.data:
        idx_of_label[d.label] = None
    for lab in prog.labels:
        if lab.of is not None:
            idx_of_label[lab] = None
    for it in items:
        if isinstance(it, Instr):
            for v in it.ops.values():
                if isinstance(v, Label) and v not in idx_of_label:
                    raise KernelError(f"{it.insn.mnemonic}: label {v} is never bound (made at {v.src})", it.src, k)

    # vtype on every path: forward dataflow to a fixed point; a join of two different vtypes is a
    # conflict, and a vector instruction there is an error.
    succ = _successors(prog, items, idx_of_label)
    state = {0: None} if items else {}
    work = [0] if items else []
    out_state = {}
    while work:
        i = work.pop()
        st = state[i]
        it = items[i]
        if isinstance(it, Instr) and it.insn.fmt in ("VSET", "VSETI"):
            st = it.ops["vtypei"]
        elif isinstance(it, Instr) and it.insn.mnemonic in ("jal", "jalr") and it.ops.get("rd").num != 0:
            st = None   # a call clobbers vtype
        out_state[i] = st
        for j in succ[i]:
            if j is None:
                continue
            if j not in state:
                state[j] = st
                work.append(j)
            elif state[j] != st and state[j] != _CONFLICT:
                state[j] = _CONFLICT
                work.append(j)
    for i, it in enumerate(items):
        if isinstance(it, Instr) and it.insn.needs_vtype and i in state:
            vt = state[i]
            if vt == _CONFLICT:
                raise KernelError(f"{it.insn.mnemonic}: reached with different vtypes on different paths "
                                  "(a loop back-edge or branch skips a vsetvli); set the vtype inside the loop "
                                  "or before the branch", it.src, k)
            check_instr(it, vt, prog.extensions, k)

    # An element group of EGW bits must fit in LMUL*VLEN: fractional LMUL raises the VLEN floor.
    for it in prog.instrs:
        if it.insn.egs and it.vtype is not None:
            need = int(it.insn.egs * it.vtype.sew / it.vtype.lmul)
            if need > max(128, it.vlen_guard):  # full V guarantees 128; a guarded region its own floor
                prog.min_vlen = max(prog.min_vlen, need)
    saved = set(prog.saved)
    for it in prog.instrs:
        for tok in it.insn.writes:
            r = it.ops.get(tok.split(":")[0])
            if isinstance(r, XReg) and r in PRESERVED and r not in saved and not it.frame:
                raise KernelError(f"{it.insn.mnemonic}: writes {r.abi} ({'x%d' % r.num}), which HotSpot expects "
                                  "preserved; save it with k.save(...) or use a temporary", it.src, k)
    check_x0(prog)
    check_frame(prog)
    _check_ranges(prog)
    _check_returns(items, state, k)
    check_scratch(prog)
    check_arguments(prog)


def check_x0(prog: Program) -> None:
    """A result written to x0 is thrown away: a mistake, but for a jump's link (j, ret) and a vset's
    vl, where x0 says "not wanted"."""
    for it in prog.instrs:
        if it.hidden or it.insn.mnemonic in ("jal", "jalr") or it.insn.fmt in ("VSET", "VSETI"):
            continue
        if any(r.num == 0 for r in _writes(it)):
            raise KernelError(f"{it.pseudo.name if it.pseudo else it.insn.mnemonic}: writes x0 (zero), which "
                              "discards the result; write a temporary", it.src, prog.title)


def check_frame(prog: Program) -> None:
    """enter() has a leave() and each register save() pushes is restore()d: otherwise the stub returns
    with HotSpot's frame or a callee-saved register not as it found them."""
    def calls(name):
        return [it for it in prog.instrs if it.pseudo is not None and it.pseudo.name == name]
    enters, leaves = calls("enter"), calls("leave")
    if bool(enters) != bool(leaves):
        it = (enters or leaves)[0]
        raise KernelError(f"{'enter() without leave()' if enters else 'leave() without enter()'} before the "
                          "stub returns", it.src, prog.title)
    saved = {r: it for it in calls("push_reg") for r in it.pseudo.args[0]}
    restored = {r for it in calls("pop_reg") for r in it.pseudo.args[0]}
    lost = [r for r in saved if r not in restored]
    if lost:
        raise KernelError(f"save({', '.join(r.abi for r in lost)}) without restore(): the stub would return "
                          "with the caller's value lost", saved[lost[0]].src, prog.title)


def _reads(ins: Instr) -> list:
    return [ins.ops[t] for t in ("rs1", "rs2") if isinstance(ins.ops.get(t), XReg)]


def _writes(ins: Instr) -> list:
    return [r for r in (ins.ops.get(t.split(":")[0]) for t in ins.insn.writes) if isinstance(r, XReg)]


def check_scratch(prog: Program) -> None:
    """t0..t2 are MacroAssembler's scratch: a value there must be read by the very next instruction
    (a chain of such steps is fine), never across a label, a branch or a macro call, any of which
    may use them itself (JDK 21's far j(), la() of an address, li() of a wide constant...)."""
    prev, after = None, {}          # after: scratch register -> what followed its last write
    for it in prog.items:
        if isinstance(it, Bind):
            prev = None
            for r in after:
                after[r] = after[r] or f"the label {it.label}"
        if not isinstance(it, Instr):
            continue
        if not (it.hidden or it.frame):
            for r in _reads(it):
                if r in SCRATCH and (prev is None or r not in _writes(prev)):
                    what = after.get(r.num)
                    raise KernelError(
                        f"{it.insn.mnemonic}: reads {r.abi}, MacroAssembler's scratch register, more than one "
                        f"instruction after it was written" + (f" (it lives across {what})" if what else "") +
                        "; keep long-lived values in x28-x31, a- or saved s-registers (k.temps, k.save)",
                        it.src, prog.title)
            for r in after:
                if after[r] is None:
                    after[r] = f"`{it.pseudo.name}`" if it.pseudo else it.insn.mnemonic
        for r in _writes(it):
            if r in SCRATCH and not it.hidden:
                after[r.num] = None
        prev = it


def _flow(ins: Instr, kind: str) -> list:
    """Registers (as (class, number)) an instruction reads ("r") or writes ("w"), vectors included."""
    toks = ("rd", "vd") if kind == "w" else ("rs1", "rs2", "vs1", "vs2", "vs3")
    return [(type(v), v.num) for v in (ins.ops.get(t) for t in toks) if isinstance(v, (XReg, VReg))]


def _derived(prog: Program, reg: XReg) -> set:
    """Registers that ever hold a value computed from `reg`'s incoming value (flow-insensitive)."""
    out = {(XReg, reg.num)}
    while True:
        more = {w for it in prog.instrs if set(_flow(it, "r")) & out for w in _flow(it, "w")} - out
        if not more:
            return out
        out |= more


def check_arguments(prog: Program) -> None:
    """An argument register that receives a value not computed from the argument (a result, a
    constant, another argument) must carry a new name (k.rename); updating the argument is fine."""
    for name, reg in prog.args:
        derived = None
        for it in prog.instrs:
            if it.hidden or it.frame:
                continue
            for r in _writes(it):
                if r != reg or r.name != name:
                    continue
                derived = derived if derived is not None else _derived(prog, reg)
                if not set(_flow(it, "r")) & derived:
                    raise KernelError(f"{it.insn.mnemonic}: puts a new value into {r.abi} under the argument's "
                                      f"name {name}; name the new value with k.rename({name}, \"...\")",
                                      it.src, prog.title)


def _falls_through(it) -> bool:
    if not isinstance(it, Instr):
        return True
    m = it.insn.mnemonic
    return not (m == "jal" and it.ops.get("rd").num == 0) and m != "jalr"


def _check_returns(items, reached, k) -> None:
    """Every path must end in a return: a stub that runs off its last instruction executes its
    constant tables, or whatever follows it in the code blob."""
    instrs = [(i, it) for i, it in enumerate(items) if isinstance(it, Instr)]
    if not instrs:
        raise KernelError("the kernel emits no instructions; a stub ends with k.ret()", None, k)
    end = len(items) - 1
    while end > 0 and isinstance(items[end], (Open, Next, Close, Comment)):
        end -= 1                        # structure markers and comments emit nothing
    if end in reached and _falls_through(items[end]):
        last = instrs[-1][1]
        raise KernelError(f"{last.insn.mnemonic}: a path runs past the last instruction of the stub; end every "
                          "path with k.ret() (after k.leave() when the stub called k.enter())", last.src, k)
    if not any(i in reached and it.insn.mnemonic == "jalr" and it.ops.get("rd").num == 0 for i, it in instrs):
        raise KernelError("no path returns: the stub has no reachable k.ret()", instrs[-1][1].src, k)


def _check_ranges(prog: Program) -> None:
    at, labels, _ = prog.layout()
    for it in prog.instrs:
        for tok, bits in (("b13", 13), ("j21", 21)):
            t = it.ops.get(tok)
            if isinstance(t, Label):
                off = labels[t] - at[id(it)]
                if not -(1 << (bits - 1)) <= off < (1 << (bits - 1)):
                    raise KernelError(f"{it.insn.mnemonic}: branch to {t} is {off} bytes away, beyond the "
                                      f"+-{1 << (bits - 1)} reach of this instruction", it.src, prog.title)
