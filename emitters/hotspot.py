"""HotSpot C++ (the idiom of stubGenerator_riscv.cpp) from the IR.

A pseudo-instruction prints as its MacroAssembler call only when HotSpot's macro emits exactly
the IR's expansion (emitters/standin/macros.py); otherwise its instructions print one by one. So
the C++, compiled against the stand-in, gives the bytes of dsl.encode.assemble (tests check this).
Instructions the target release's assembler lacks are still printed and listed in `needs`: the
patch generator adds them to assembler_riscv.hpp.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass

from dsl import hotspot_api
from dsl.contracts import CONTRACTS
from dsl.encode import assemble, encode_insn
from dsl.ir import Bind, Comment, Instr, Label, Program
from dsl.isa import LOAD, STORE, TABLE, lmul_name
from dsl.regs import VReg, XReg

from .standin import render
from dsl.macros import hotspot_macro

_LOGICAL = frozenset({"andi", "ori", "xori"})
# Argument names that would shadow a register constant or clash with C++.
_RESERVED = frozenset({"zr", "ra", "sp", "gp", "tp", "fp", "and", "or", "xor", "not", "new", "delete", "int",
                       "long", "char", "short", "float", "double", "register", "default", "case", "this"}
                      | {f"t{i}" for i in range(7)} | {f"x{i}" for i in range(32)} | {f"v{i}" for i in range(32)})
_FIXED_NAMES = {0: "zr", 1: "ra", 2: "sp", 3: "gp", 4: "tp", 5: "t0", 6: "t1", 7: "t2", 8: "fp"}


@dataclass(frozen=True)
class HotSpotStub:
    stub: str
    release: str
    tables: str                 # file-scope constant arrays ("" when the stub has none)
    function: str               # `address generate_<stub>()`, indented as a StubGenerator member
    needs: tuple[str, ...]      # assembler methods the release lacks

    @property
    def text(self) -> str:
        return self.tables + ("\n" if self.tables else "") + self.function


class _Names:
    """C++ spelling of registers, labels and tables for one stub and release."""

    def __init__(self, prog: Program, release: str, symbol: str):
        self.release = release
        self.aliases = {reg: (f"{name}_reg" if name in _RESERVED else name) for name, reg in prog.args}
        taken = set(self.aliases.values())
        self.temp_aliases = {}
        for reg, name in prog.reg_names.items():
            if name and reg not in self.aliases and name not in _RESERVED and name not in taken:
                self.temp_aliases[reg] = name
                taken.add(name)
        self.t3_t6 = hotspot_api.HAS_T3_T6[release]
        self.arrays = {d.label: f"{symbol}_{d.label.name.removeprefix('L_')}" for d in prog.data}

    def xreg(self, r: XReg, raw: bool = False) -> str:
        if not raw and r in self.aliases:
            return self.aliases[r]
        if not raw and r in self.temp_aliases:
            return self.temp_aliases[r]
        n = r.num
        if n in _FIXED_NAMES:
            return _FIXED_NAMES[n]
        if 10 <= n <= 17:
            return f"c_rarg{n - 10}"
        if n >= 28 and self.t3_t6:
            return f"t{n - 25}"
        return f"x{n}"

    def arg(self, v) -> str:
        if isinstance(v, XReg):
            return self.xreg(v)
        if isinstance(v, VReg):
            return self.temp_aliases.get(VReg(v.num), f"v{v.num}")
        if isinstance(v, Label):
            return v.name
        if isinstance(v, tuple):       # a RegSet
            return "RegSet::of(" + ", ".join(self.xreg(r, raw=True) for r in v) + ")"
        return str(v)


def _upper(v: int) -> str:
    """lui/auipc take the full 32-bit value whose upper 20 bits they keep."""
    full = (v << 12) & 0xFFFFFFFF
    full = full - (1 << 32) if full & 0x80000000 else full
    return f"{full:#x}" if full >= 0 else str(full)


def _operands(ins: Instr, nm: _Names) -> list[str]:
    insn, ops = ins.insn, ins.ops
    if "pcrel_hi" in ops or "pcrel_lo" in ops:
        raise ValueError(f"{insn.mnemonic} at {ins.src}: a PC-relative half prints only as part of la()")
    vset = insn.fmt in ("VSET", "VSETI")
    out = []
    for tok in insn.operands:
        name = tok.split(":")[0]
        v = ops.get(name)
        if name == "mem":
            base, off = nm.xreg(ops["rs1"]), ops.get("off", 0)
            if (insn.base & 0x7F) in (LOAD, STORE):
                out.append(f"Address({base}, {off})" if off else f"Address({base})")
            else:
                out += [base, str(off)]
        elif name == "vmem":
            out.append(nm.xreg(ops["rs1"]))
        elif name == "vm":
            if ops.get("vm"):
                out.append("Assembler::v0_t")
        elif name == "v0":
            pass
        elif name == "vtypei":
            out += [f"Assembler::e{v.sew}", f"Assembler::{lmul_name(v.lmul)}",
                    f"Assembler::{'ma' if v.ma else 'mu'}", f"Assembler::{'ta' if v.ta else 'tu'}"]
        elif name == "uimm20":
            out.append(_upper(v))
        elif name == "imm12" and insn.mnemonic in _LOGICAL and v > 9:
            out.append(f"{v:#x}")      # masks read better in hex
        elif vset and isinstance(v, XReg) and v.num == 0:
            out.append("x0")           # HotSpot's vset* calls say x0, not zr
        else:
            out.append(nm.arg(v))
    return out


def _insn_line(ins: Instr, nm: _Names) -> str:
    insn, ops = ins.insn, ins.ops
    if insn.mnemonic == "jal" and ops["rd"].num == 0 and isinstance(ops["j21"], Label):
        line = f"__ j({ops['j21'].name});"
    else:
        line = f"__ {hotspot_api.method_name(insn, nm.release)}({', '.join(_operands(ins, nm))});"
    return line + (f"  // {ins.comment}" if ins.comment else "")


def _words(seq, pc: int, labels: dict) -> list[int]:
    return [encode_insn(TABLE[mn] if isinstance(mn, str) else mn, ops, pc + 4 * k, labels)
            for k, (mn, ops) in enumerate(seq)]


def _body(prog: Program, nm: _Names) -> tuple[list[str], list]:
    """C++ statements of the code part, and the instructions printed as assembler calls."""
    at, labels, _ = prog.layout()
    lines, direct = [], []
    items, i = prog.items, 0
    while i < len(items):
        it = items[i]
        if isinstance(it, Comment):
            lines.append(f"// {it.text}")
        elif isinstance(it, Bind):
            lines.append(f"__ bind({it.label.name});")
        elif it.pseudo is not None:
            group = items[i:i + it.pseudo.length]
            pc = at[id(it)]
            macro = hotspot_macro(it.pseudo, nm.release)
            if macro is not None and _words(macro.expansion, pc, labels) == \
                    _words([(g.insn, g.ops) for g in group], pc, labels):
                lines.append(f"__ {macro.method}({', '.join(nm.arg(a) for a in macro.args)});")
            else:
                if len(group) > 1:
                    lines.append(f"// {it.pseudo.name}")
                for g in group:
                    lines.append(_insn_line(g, nm))
                    direct.append(g.insn)
            i += len(group)
            continue
        else:
            lines.append(_insn_line(it, nm))
            direct.append(it.insn)
        i += 1
    return lines, direct


BLOB_SPACE = "Blob space: {} bytes"     # read back by `stubforge patch` to size the blob for every stub in a tree


def stub_size(prog: Program) -> int:
    """Bytes the stub takes in its blob: code and tables plus the entry alignment (64 on RISC-V)."""
    return len(assemble(prog)) + 64


def _doc(prog: Program, release: str) -> list[str]:
    params = ", ".join(f"{k}={v}" for k, v in prog.params.items())
    exts = ", ".join(sorted(prog.extensions)) or "none"
    out = [f"{prog.name} [{prog.variant}]" + (f": {params}" if params else ""),
           "Generated by stubforge; do not edit. Regenerate with `stubforge generate`.",
           f"Extensions: {exts}" + (f"; needs VLEN >= {prog.min_vlen}" if prog.min_vlen else ""),
           BLOB_SPACE.format(stub_size(prog)) + " (code, constant tables, entry alignment)"]
    if prog.doc:
        out.append("")
        for para in prog.doc.split("\n\n"):
            out += textwrap.wrap(" ".join(para.split()), 92) + [""]
        out.pop()
    contract = CONTRACTS.get(prog.name)
    if prog.args:
        out += ["", "Arguments:"]
        out += [f"  c_rarg{reg.num - 10} - {name}" for name, reg in prog.args]
    if contract is not None and contract.returns:
        out += ["Output:", f"  c_rarg0 - {contract.returns}"]
    return out


def _label_decls(prog: Program) -> list[str]:
    names = [lab.name for lab in prog.labels]
    if not names:
        return []
    return textwrap.wrap(", ".join(names), 92, initial_indent="Label ", subsequent_indent="      ",
                         break_on_hyphens=False)


def _tables(prog: Program, nm: _Names) -> list[dict]:
    out = []
    for d in prog.data:
        ctype, digits, emit = ("juint", 8, "emit_int32") if d.width == 4 else ("julong", 16, "emit_int64")
        rows = [", ".join(f"0x{v:0{digits}x}UL" for v in d.values[k:k + 8]) for k in range(0, len(d.values), 8)]
        out.append(dict(label=d.label.name, array=nm.arrays[d.label], ctype=ctype, emit=emit,
                        count=len(d.values), rows=rows, comment=d.comment))
    return out


def render_stub(prog: Program, release: str = "mainline", symbol: str | None = None) -> HotSpotStub:
    """The C++ for one program: constant tables (file scope) and the generator function
    `generate_<symbol>()` (symbol: the stub's name, or `<stub>_<variant>` behind a dispatcher)."""
    hotspot_api.check_release(release)
    symbol = symbol or prog.name
    nm = _Names(prog, release, symbol)
    body, direct = _body(prog, nm)
    needs = tuple(hotspot_api.missing(release, direct))
    used = {v for i in prog.instrs for v in i.ops.values() if isinstance(v, XReg)}
    aliases = [(nm.xreg(reg), nm.xreg(reg, raw=True)) for _, reg in prog.args if reg in used]
    temps = [("Register", name, nm.xreg(reg, raw=True)) for reg, name in nm.temp_aliases.items()
             if isinstance(reg, XReg)]
    temps += [("VectorRegister", name, f"v{reg.num}") for reg, name in nm.temp_aliases.items()
              if isinstance(reg, VReg)]
    tables = _tables(prog, nm)
    ctx = dict(prog=prog, symbol=symbol, release=release, prologue=hotspot_api.PROLOGUE[release], doc=_doc(prog, release),
               needs=needs, labels=_label_decls(prog), aliases=aliases, temps=temps, body=body, tables=tables)
    return HotSpotStub(prog.name, release, render("hotspot_tables.cpp.j2", **ctx) if tables else "",
                       render("hotspot_stub.cpp.j2", **ctx), needs)


def emit(prog: Program, release: str = "mainline") -> str:
    """C++ for a stubGenerator_riscv.cpp of the given JDK release (see hotspot_api.RELEASES)."""
    return render_stub(prog, release).text


def needed_methods(prog: Program, release: str = "mainline") -> list[str]:
    """Assembler methods the emitted code calls that the release does not have."""
    return list(render_stub(prog, release).needs)


# ---- per-CPU dispatch ---------------------------------------------------------------------------

DISPATCH_BEGIN = "// stubforge: per-CPU dispatch"
DISPATCH_END = "// stubforge: end of per-CPU dispatch"
DISPATCHER_DOC = "stubforge's per-CPU dispatch"


def _dispatch_lines(arms: list[tuple[str, str]], ind: str) -> list[str]:
    """`if (cond) { return generate_<symbol>(); }` per arm; an arm with no condition returns directly."""
    out = []
    for cond, symbol in arms:
        if cond:
            out += [f"{ind}if ({cond}) {{", f"{ind}  return generate_{symbol}();", f"{ind}}}"]
        else:
            out.append(f"{ind}return generate_{symbol}();")
    return out


def render_dispatcher(stub: str, arms: list[tuple[str, str]], why: list[str]) -> str:
    """A whole `generate_<stub>()` that returns the variant chosen for this CPU when stubs are generated."""
    doc = [f"{stub}: {DISPATCHER_DOC}; generated by stubforge.",
           "Chooses, when the stubs are generated, the variant measured fastest for this CPU:"]
    doc += [f"  {w}" for w in why]
    head = ["  /**"] + [f"   * {line}".rstrip() for line in doc] + ["   */"]
    return "\n".join(head + [f"  address generate_{stub}() {{"] + _dispatch_lines(arms, "    ") + ["  }"]) + "\n"


def render_dispatch_block(arms: list[tuple[str, str]], ind: str = "    ") -> str:
    """The lines put at the top of HotSpot's own `generate_<stub>()`: stubforge's code on the CPUs
    where it is measured faster, HotSpot's own below it everywhere else."""
    lines = [f"{ind}{DISPATCH_BEGIN}: generated code where it is measured faster than the code below"]
    lines += _dispatch_lines(arms, ind) + [f"{ind}{DISPATCH_END}"]
    return "\n".join(lines) + "\n"
