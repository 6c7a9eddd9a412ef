"""HotSpot C++ (the idiom of stubGenerator_riscv.cpp) from the IR.

A pseudo-instruction prints as its MacroAssembler call only when HotSpot's macro emits exactly
the IR's expansion (emitters/standin/macros.py); otherwise its instructions print one by one. So
the C++, compiled against the stand-in, gives the bytes of dsl.encode.assemble (tests check this).
Instructions the target release's assembler lacks are still printed and listed in `needs`: the
patch generator adds them to assembler_riscv.hpp.
"""
from __future__ import annotations

import copy
import re
import textwrap
from dataclasses import dataclass

from stubforge.emitters import hotspot_api, hotspot_tables
from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.encode import encode_insn
from stubforge.dsl.ir import Bind, Close, Comment, Instr, KernelError, Label, Next, Open, Program
from stubforge.dsl.srccomments import comments as source_comments
from stubforge.dsl.structure import Cond, RegArray, SymInt, cexpr
from stubforge.dsl.isa import LOAD, STORE, TABLE, lmul_name
from stubforge.dsl.regs import VReg, XReg

from .standin import render
from stubforge.dsl.macros import hotspot_macro

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
    helpers: dict = None        # helper name -> its C++ (unindented); emitted once however many stubs call it
    table_defs: tuple = ()      # (symbol, definition text) of each file-scope table, for the patch to share

    def helper_text(self, name: str) -> str:
        """The helper as a StubGenerator member (indented), with its leading comment."""
        return "\n".join(("  " + x if x else "") for x in self.helpers[name].split("\n")) + "\n"

    @property
    def helpers_text(self) -> str:
        return "".join(self.helper_text(n) + "\n" for n in self.helpers or {})

    @property
    def text(self) -> str:
        """The stub on its own (`stubforge emit`, generated/): its tables, helpers and generator, with
        a note of the assembler methods the release lacks (a patch adds them, and says so in its
        message, not in the C++)."""
        note = f"  // needs assembler additions: {', '.join(self.needs)}\n" if self.needs else ""
        return self.tables + ("\n" if self.tables else "") + self.helpers_text + note + self.function


class _Names:
    """C++ spelling of registers, labels and constants in one scope: a stub's generate_*
    function, or a helper (whose free names become parameters)."""

    def __init__(self, prog: Program, release: str, helper: str | None = None, params=()):
        self.prog, self.release, self.helper = prog, release, helper
        self.t3_t6 = hotspot_api.HAS_T3_T6[release]
        self.params = set(params)
        self.regs: dict[str, object] = {}        # name -> register, in first-use order
        self.arrays: dict[str, None] = {}
        self.free_labels: dict[str, None] = {}
        self.local_labels: dict = {}
        self.commented: set = set()
        self.consts: set = set()
        self.helper_label_names: set = set()     # labels that belong to a helper (not declared here)
        self.spelled: list = []                  # (register, C++ name) as printed, shared with helpers
        self.cond_params: dict = {}              # generator parameter a k.when tests -> this stub's value
        self.external = False                    # constant tables are file-scope arrays (la(ExternalAddress))
        self.branches = 0                        # k.if_ choices printed so far in this helper
        self.tables: dict = {}                   # a helper's table parameters: table label -> its name

    def raw(self, r) -> str:
        if isinstance(r, VReg):
            return f"v{r.num}"
        n = r.num
        if n in _FIXED_NAMES:
            return _FIXED_NAMES[n]
        if 10 <= n <= 17:
            return f"c_rarg{n - 10}"
        if n >= 28 and self.t3_t6:
            return f"t{n - 25}"
        return f"x{n}"

    def reg(self, r) -> str:
        spelled = self._reg(r)
        if r.name and spelled != self.raw(r):
            self.spelled.append((r, spelled))
        return spelled

    def _reg(self, r) -> str:
        name = r.name
        if not name:
            return self.raw(r)
        base = name.split("[")[0]
        if base in _RESERVED:
            name, base = name.replace(base, base + "_reg", 1), base + "_reg"
        if "[" in name:
            self.arrays.setdefault(base)
        elif name != self.raw(r):
            # one name for two registers (values of two parts of a kernel): the second gets a suffix
            n, spelled = 1, name
            while (known := self.regs.setdefault(spelled, r)).num != r.num or type(known) is not type(r):
                n += 1
                spelled = f"{name}{n}"
            return spelled
        return name

    def xreg(self, r: XReg, raw: bool = False) -> str:
        return self.raw(r) if raw else self.reg(r)

    alias: dict = {}

    def label(self, lab: Label) -> str:
        lab = self.alias.get(lab, lab)
        if self.helper is None:
            return lab.name
        if lab in self.local_labels:
            return self.local_labels[lab]
        for own, name in self.local_labels.items():    # the other build's label of that name (quietly)
            if own.name == lab.name:
                return name
        self.free_labels.setdefault(lab.name)
        return lab.name

    def arg(self, v) -> str:
        if isinstance(v, (XReg, VReg)):
            return self.reg(v)
        if isinstance(v, Label) and (addr := self.table_param(v)):
            return addr
        if isinstance(v, Label) and self.external and (addr := table_address(self.prog, v, self.release)):
            return addr
        if isinstance(v, Label):
            return self.label(v)
        if isinstance(v, tuple):       # a RegSet
            return self.regset(v)
        if isinstance(v, RegArray):
            self.arrays.setdefault(v.base or v.name)
            return v.expr or v.name
        return self.num(v)

    def table_param(self, lab: Label) -> str | None:
        """`ExternalAddress(name + offset)` of a table this helper takes as its `address` parameter."""
        found = table_of(self.prog, lab)
        if found is None or found[0].label not in self.tables:
            return None
        name, off = self.tables[found[0].label], found[1]
        return f"ExternalAddress({name}{f' + {off}' if off else ''})"

    def table_base(self, lab: Label) -> str:
        """A table as an `address` argument: the caller's own parameter, HotSpot's copy or the array."""
        if lab in self.tables:
            return self.tables[lab]
        d, _ = table_of(self.prog, lab)
        if d.extern and hotspot_api.has_extern(self.release, d.extern):
            return d.extern
        return f"(address){d.symbol}"

    def regset(self, regs) -> str:
        """HotSpot's RegSet::of takes one to four registers: runs of three or more consecutive
        registers print as RegSet::range, the rest as of() groups of up to four, summed."""
        nums = sorted({r.num for r in regs})
        runs, singles = [], []
        i = 0
        while i < len(nums):
            j = i
            while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
                j += 1
            if j - i >= 2:
                runs.append((nums[i], nums[j]))
            else:
                singles += nums[i:j + 1]
            i = j + 1
        by = {r.num: r for r in regs}
        parts = [f"RegSet::of({', '.join(self.raw(by[n]) for n in singles[k:k + 4])})"
                 for k in range(0, len(singles), 4)]
        parts += [f"RegSet::range({self.raw(by[a])}, {self.raw(by[b])})" for a, b in runs]
        return " + ".join(parts)

    def num(self, v) -> str:
        """An int as C++; the named constants it mentions are noted (a helper takes them as ints)."""
        text = cexpr(v)
        if isinstance(v, SymInt):
            self.consts.update(n for n in re.findall(r"[A-Za-z_]\w*", text) if n in self.prog.consts)
        return text


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
                sym = isinstance(off, SymInt)      # a helper's offset parameter prints even when 0
                out.append(f"Address({base}, {nm.num(off)})" if off or sym else f"Address({base})")
            else:
                out += [base, nm.num(off)]
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
        elif isinstance(v, SymInt):
            out.append(nm.num(v))
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
        line = f"__ j({nm.label(ops['j21'])});"
    else:
        line = f"__ {hotspot_api.method_name(insn, nm.release)}({', '.join(_operands(ins, nm))});"
    return line + (f"  // {ins.comment}" if ins.comment else "")


def _words(seq, pc: int, labels: dict) -> list[int]:
    return [encode_insn(TABLE[mn] if isinstance(mn, str) else mn, ops, pc + 4 * k, labels)
            for k, (mn, ops) in enumerate(seq)]


def _tree(items) -> list:
    """Items with each Open..Close turned into a node [open, part, part, ...] (parts split at Next)."""
    root: list = []
    stack = [root]
    for it in items:
        if isinstance(it, Open):
            node = [it, []]
            stack[-1].append(node)
            stack.append(node[-1])
        elif isinstance(it, Next):
            stack.pop()
            node = stack[-1][-1]
            node.append([])
            stack.append(node[-1])
        elif isinstance(it, Close):
            stack.pop()
        else:
            stack[-1].append(it)
    return root


def _flat(items, calls: bool = True) -> list:
    """The items of a tree in order; calls=False leaves out what nested helper calls hold."""
    out = []
    for it in items:
        if isinstance(it, list):
            if not calls and it[0].kind == "call":
                continue
            for part in it[1:]:
                out += _flat(part, calls)
        else:
            out.append(it)
    return out


_TYPES = {XReg: "Register", VReg: "VectorRegister"}
_BRANCH = "\x00branch "       # a k.if_ branch's place in a helper's text until every call is printed
_PARAM_IF = "\x00param_if "   # a generator parameter's `if` in a helper, until every call is printed
_DECLS = "\x00decls "         # a helper's declarations, until every call is printed

# `stubforge patch` recognises the functions it put into a tree by their names and text (jdk/ours.py),
# not by comments. Tables and dispatch blocks still carry these lines, which read as HotSpot's own
# comments would (each is defined here only).
TABLE_USERS = "Used by"                 # the last line of a table's comment: "// Used by a, b."
DISPATCH_BEGIN = "// Per-CPU dispatch"  # the block on top of HotSpot's own generator, to its END line
DISPATCH_END = "// End of per-CPU dispatch"
DISPATCHER_DOC = "per-CPU dispatch over its variants"      # the doc of a generator that only dispatches
# Earlier versions marked each function in its comment: a tree they patched is still recognised by
# these (never emitted). The last three are the wording before functions were recognised by text: a
# stub's second doc line, its third (its blob space, read back), the line above each helper.
EARLIER_BLOB_SPACE = "Blob space: {} bytes"
EARLIER_MARKS = ("Made by stubforge", "Generated by stubforge", "stubforge's per-CPU dispatch",
                 "stubforge helper, shared by the generated stubs:", "RISC-V extensions:", "Blob space: ",
                 "Helper shared by the stub generators:")
EARLIER_DISPATCH = ("// stubforge: per-CPU dispatch", "// stubforge: end of per-CPU dispatch")
EARLIER_TABLE_MARK = "generated by stubforge"
# The one-line comment of each table before: "// <what>; used by a, b; a constant table of the generated stubs."
EARLIER_TABLE_USERS, EARLIER_TABLE_END = "used by", "a constant table of the generated stubs"
EARLIER_COPIED_MARK = "copied into the code by generate_"   # tables emitted after each variant's code


class _Printer:
    def __init__(self, prog: Program, release: str):
        self.prog, self.release = prog, release
        self.at, self.labels, _ = prog.layout()
        self.direct: list = []
        self.helpers: dict[str, tuple[str, object]] = {}    # name -> (C++ text, where first made)
        self.branches: dict[str, list] = {}                 # helper#n -> [its Open, then lines, else lines]
        self.decls: dict[str, tuple] = {}                   # helper -> (its labels, its locals), of every call
        self.reg_order: dict[str, list] = {}                # helper -> its registers in first-use order
        self.strict = True                                  # every arm of a param_cond must be printed

    def _comment(self, src, nm: _Names) -> tuple[list[str], str]:
        key = (src.file, src.line)
        if key in nm.commented:
            return [], ""
        nm.commented.add(key)
        above, trailing = source_comments(src)
        return [f"// {c}" if c else "//" for c in above], trailing

    def _emit(self, out, text, src, nm):
        above, trailing = self._comment(src, nm)
        out += above
        out.append(text + (f"  // {trailing}" if trailing and "//" not in text else ""))

    def lines(self, items, nm: _Names) -> list[str]:
        out: list[str] = []
        i = 0
        while i < len(items):
            it = items[i]
            if isinstance(it, list):
                out += self.node(it, nm)
            elif isinstance(it, Comment):
                out.append(f"// {it.text}")
            elif isinstance(it, Bind):
                if it.label not in nm.alias:
                    above, trailing = self._comment(it.src, nm)
                    out += above
                    out.append(f"\b__ bind({nm.label(it.label)});" + (f"  // {trailing}" if trailing else ""))
            elif it.pseudo is not None:
                group = items[i:i + it.pseudo.length]
                pc = self.at[id(it)]
                macro = hotspot_macro(it.pseudo, nm.release)
                if macro is not None and _words(macro.expansion, pc, self.labels) == \
                        _words([(g.insn, g.ops) for g in group], pc, self.labels):
                    self._emit(out, f"__ {macro.method}({', '.join(nm.arg(a) for a in macro.args)});", it.src, nm)
                else:
                    above, trailing = self._comment(it.src, nm)      # above the macro, not inside it
                    out += above
                    if len(group) > 1:                             # the macro, then what it expands to
                        out.append(f"// {it.pseudo.name}({', '.join(nm.arg(a) for a in it.pseudo.args)})")
                    for n, g in enumerate(group):
                        line = _insn_line(g, nm)
                        out.append(line + (f"  // {trailing}" if n == 0 and trailing and "//" not in line else ""))
                        self.direct.append(g.insn)
                i += len(group)
                continue
            else:
                self._emit(out, _insn_line(it, nm), it.src, nm)
                self.direct.append(it.insn)
            i += 1
        return out

    def node(self, node, nm: _Names) -> list[str]:
        op, parts = node[0], node[1:]
        if op.kind == "section":
            return ([f'BLOCK_COMMENT("{op.title} {{");'] + self.lines(parts[0], nm)
                    + [f'BLOCK_COMMENT("}} {op.title}");'])
        if op.kind == "loop":
            return self.loop(op, parts, nm)
        if op.kind == "if":
            return self.branch(op, parts, nm)
        if op.kind == "cond":
            return self.cond(op, parts, nm)
        return self.call(op, parts[0], nm)

    def branch(self, op: Open, parts, nm: _Names) -> list[str]:
        """`if (cond) { ... } else { ... }` in a helper. A call runs one branch only, so each branch
        prints as a placeholder, filled after every call is printed (expand) with the code of a call
        that ran it; calls that ran the same branch must print it alike."""
        key = f"{nm.helper}#{nm.branches}"
        nm.branches += 1
        known = self.branches.setdefault(key, [op, None, None])
        for n, part in enumerate(parts):
            if (n == 0) != op.taken:
                continue
            text = self.lines(part, nm)
            if known[n + 1] is not None and known[n + 1] != text:
                raise KernelError(f"the {'else' if n else 'then'} branch of `if ({op.title})` in helper {nm.helper} "
                                  "prints differently at two calls", op.src, self.prog.title)
            known[n + 1] = text
        out = [f"if ({op.title}) {{", f"  {_BRANCH}{key}:0"]
        if op.has_else:
            out += ["} else {", f"  {_BRANCH}{key}:1"]
        return out + ["}"]

    def expand(self, text: str) -> str:
        """A helper's text with each branch placeholder replaced by the branch's code."""
        out = []
        for line in text.split("\n"):
            if _DECLS in line:
                ws, ref = line.split(_DECLS)
                out += [ws + x if x else "" for x in self.decl_lines(*ref.rsplit(":", 1))]
                continue
            if _PARAM_IF in line:
                out += self.expand_param_if(line).split("\n")
                continue
            if _BRANCH not in line:
                out.append(line)
                continue
            ws, ref = line.split(_BRANCH)
            key, n = ref.rsplit(":", 1)
            op, *texts = self.branches[key]
            if texts[int(n)] is None:
                raise KernelError(f"no call of helper {key.split('#')[0]} runs the {'else' if int(n) else 'then'} "
                                  f"branch of `if ({op.title})`, so the C++ cannot show it", op.src, self.prog.title)
            out += self.expand("\n".join(_indent(texts[int(n)], ws))).split("\n")
        return "\n".join(out)

    def decl_lines(self, helper: str, checks: str) -> list[str]:
        """A helper's `Label` and `const` lines (every call's), after a blank line below its checks."""
        labels, consts = self.decls[helper]
        decl = [f"Label {', '.join(sorted(labels))};", ""] if labels else []
        if consts:
            width = max(len(t) + len(n) for t, n in consts)
            decl += [f"const {t} {n.ljust(width - len(t))} = {r};" for (t, n), r in sorted(
                consts.items(), key=lambda x: (x[0][0] != "Register", x[0][1].endswith("[]"), x[1]))] + [""]
        return ([""] if int(checks) and decl else []) + decl

    def expand_param_if(self, line: str) -> str:
        """A param_cond's placeholder as `if (p) {...} else {...}`, `if (p) {...}` or `if (!p) {...}`."""
        ws, key = line.split(_PARAM_IF)
        op, on, off = self.branches[key]
        for n, text in enumerate((on, off)):
            if text is None and not self.strict:
                (on, off) = (on or [], off or [])        # register_names: a build alone holds one arm
                break
            if text is None:
                raise KernelError(f"no call of helper {key.split('#')[0]} holds the {'else' if n else 'then'} arm "
                                  f"of `if ({cond_test(op)})`, so the C++ cannot show it", op.src, self.prog.title)
        test = cond_test(op)
        arms = ([f"if ({test}) {{"] + _indent(on, "  ") + (["} else {"] + _indent(off, "  ") if off else [])
                if on else [f"if (!{test}) {{"] + _indent(off, "  ")) + ["}"]
        return self.expand("\n".join(ws + x if x else "" for x in arms))

    def cond(self, op: Open, parts, nm: _Names) -> list[str]:
        """One build's arm prints as it is; two builds' arms (merge) as `if (flag) {...} else {...}`.
        A generator parameter's part in a helper is `if (param)` whichever arms this call holds
        (param_cond); in a stub's own code, its own arm."""
        args = dict(op.args)
        if args["param"] and nm.helper is not None:
            return self.param_cond(op, parts, nm)
        if len(parts) == 1:
            return self.lines(parts[0], nm)
        if args["param"] and nm.helper is None:
            # a stub's own code tests no parameter (the two stubs are two generators): its own arm,
            # and the other one printed for nothing but the helpers it calls (their other arms)
            own = args["own"]
            self.quietly(parts[1 if own else 0], nm)
            return self.lines(parts[0 if own else 1], nm)
        on, off = (self.lines(part, nm) for part in parts)
        test = cond_test(op)
        if args["param"]:
            nm.cond_params[op.title] = args["own"]     # the helper takes it: `bool decrypt`

        def inner(lines):          # a bind keeps its place two columns left of the statements
            return [f"\b  {x[1:]}" if x.startswith("\b") else ("  " + x if x else "") for x in lines]
        if not on:
            return [f"if (!{test}) {{"] + inner(off) + ["}"]
        return [f"if ({test}) {{"] + inner(on) + (["} else {"] + inner(off) if off else []) + ["}"]

    def param_cond(self, op: Open, parts, nm: _Names) -> list[str]:
        """A helper's `if (param) { ... } else { ... }` on a generator parameter. A call inside a
        part where the two builds differ (a stub's level sequence, say) holds its own build's arm
        only, so each arm is a placeholder filled, after every call is printed (expand), from a call
        that holds it; calls holding the same arm must print it alike. The helper takes the
        parameter as a `bool`."""
        args = dict(op.args)
        key = f"{nm.helper}#{nm.branches}"
        nm.branches += 1
        known = self.branches.setdefault(key, [op, None, None])
        own = args.get("own", args["on"])
        arms = ((0 if own else 1, parts[0]),) if len(parts) == 1 else ((0, parts[0]), (1, parts[1]))
        for n, part in arms:
            text = self.lines(part, nm)
            if known[n + 1] is not None and known[n + 1] != text:
                raise KernelError(f"the {'else' if n else 'then'} arm of `if ({cond_test(op)})` in helper "
                                  f"{nm.helper} prints differently at two calls", op.src, self.prog.title)
            known[n + 1] = text
        nm.cond_params[op.title] = own
        return [f"{_PARAM_IF}{key}"]

    def quietly(self, items, nm: _Names):
        """Print `items` for their side effects on the helpers only (the arms of their param_conds):
        the other build's arm of a stub's part (_body keeps only the helpers the stub reaches)."""
        scratch = copy.copy(nm)
        for field in ("regs", "arrays", "free_labels", "local_labels", "consts", "cond_params"):
            setattr(scratch, field, dict(getattr(nm, field)))
        scratch.commented, scratch.helper_label_names = set(nm.commented), set(nm.helper_label_names)
        scratch.spelled = list(nm.spelled)
        direct = list(self.direct)
        self.lines(items, scratch)
        self.direct = direct

    def loop(self, op: Open, parts, nm: _Names) -> list[str]:
        if any(isinstance(x, Bind) for part in parts for x in _flat(part, calls=False)):
            raise KernelError("a k.range loop body binds a label; C++ labels cannot repeat per iteration "
                              "(a helper it calls may: its labels are its own)", op.src, self.prog.title)
        saved = set(nm.commented)
        texts = []
        for part in parts:
            nm.commented = set(saved)
            texts.append(self.lines(part, nm))
        for n, t in enumerate(texts[1:], 1):
            if t != texts[0]:
                diff = next((a, b) for a, b in zip(texts[0] + [""], t + [""]) if a != b)
                raise KernelError(f"iterations 0 and {n} of this k.range loop print differently in C++ "
                                  f"({diff[0]!r} vs {diff[1]!r}); use a Python loop to unroll it instead",
                                  op.src, self.prog.title)
        if not texts:
            return []
        start, stop, step = op.bounds
        var = op.title
        cond = f"{var} < {cexpr(stop)}" if step > 0 else f"{var} > {cexpr(stop)}"
        inc = {1: f"{var}++", -1: f"{var}--"}.get(int(step), f"{var} += {cexpr(step)}")
        return [f"for (int {var} = {cexpr(start)}; {cond}; {inc}) {{"] + ["  " + x for x in texts[0]] + ["}"]

    def call(self, op: Open, items, nm: _Names) -> list[str]:
        names = [p for p, _ in op.args]
        inner = _Names(self.prog, self.release, helper=op.title, params=names)
        inner.alias, inner.spelled = nm.alias, nm.spelled
        inner.external = nm.external           # a helper reaches the file-scope tables as its stub does
        inner.tables = {v: p for p, v in op.args if isinstance(v, Label)}
        # a nested helper's are its own; a label bound where another already is prints as that one
        binds = [x.label for x in _flat(items, calls=False) if isinstance(x, Bind) and x.label not in nm.alias]
        bases = [lab.base or lab.name for lab in binds]
        for lab, base in zip(binds, bases):
            inner.local_labels[lab] = base if bases.count(base) == 1 else lab.name
        body = self.lines(items, inner)
        params, args, local, reg_params = [], [], [], []
        for p, v in op.args:
            if isinstance(v, (bool, Cond)):
                params.append(f"bool {p}")
                args.append(v.expr if isinstance(v, Cond) else "true" if v else "false")
                continue
            if isinstance(v, RegArray):
                params.append(f"const {_array_type(list.__iter__(v))}* {p}")
            elif isinstance(v, (XReg, VReg)):
                params.append(f"{_TYPES[type(v)]} {p}")
                reg_params.append((p, v))
            elif isinstance(v, Label):
                params.append(f"address {p}")
                args.append(nm.table_base(v))
                continue
            else:
                params.append(f"int {p}")
            args.append(nm.arg(v))
        # Registers the helper uses under their caller's names: declared in the helper when the
        # stub itself never uses them (as HotSpot's own helpers declare theirs), parameters otherwise.
        # A register already passed under another name (a k.rename of it) is that parameter under
        # its new name, a local. A helper called from another declares the same registers itself
        # (their names are the stub's: the texts of its calls must agree); its caller passes it the
        # register arrays it uses.
        keep = self.outer
        passed = {(type(r), r.num) for _, r in reg_params}
        # in the order of the helper's first call: a call holding other arms of its `if`s may
        # use them first in another order
        order = self.reg_order.setdefault(op.title, list(inner.regs))
        used = sorted(inner.regs.items(), key=lambda x: order.index(x[0]) if x[0] in order else len(order))
        for name, reg in used:
            if name in inner.params:
                continue
            if name not in keep or (type(reg), reg.num) in passed:
                local.append((_TYPES[type(reg)], name, reg))
            else:
                params.append(f"{_TYPES[type(reg)]} {name}")
                args.append(nm.reg(reg))
                reg_params.append((name, reg))
        array_params = [(p, [r and r.num for r in list.__iter__(v)]) for p, v in op.args if isinstance(v, RegArray)]
        for name in inner.arrays:
            if name in inner.params:
                continue
            kind = _array_type(self.prog.arrays.get(name, ()))
            if nm.helper is None and name not in keep and name in self.prog.arrays:
                regs = ", ".join(_element(inner, r) for r in self.prog.arrays[name])
                local.append((kind, f"{name}[]", f"{{ {regs} }}"))
            else:
                params.append(f"const {kind}* {name}")
                args.append(nm.arg(RegArray([], name)))
                array_params.append((name, [r and r.num for r in self.prog.arrays.get(name, [])]))
        for name in sorted(inner.consts - inner.params):
            params.append(f"int {name}")
            args.append(nm.num(SymInt(self.prog.consts[name], name)))
        for name in inner.free_labels:
            params.append(f"Label& {name}")  # noqa
            args.append(name)
        for name, own in inner.cond_params.items():
            params.append(f"bool {name}")
            if nm.helper is None:
                args.append("true" if own else "false")
            else:
                args.append(name)
                nm.cond_params[name] = own
        nm.helper_label_names |= {lab.name for lab in inner.local_labels} | inner.helper_label_names
        # the declarations of its labels and locals: a placeholder, filled (expand) with those of
        # every call, since a call holds only the k.if_ branches and param_cond arms it runs
        labels, consts = self.decls.setdefault(op.title, ({}, {}))
        labels.update(dict.fromkeys(inner.local_labels.values()))
        if local:
            # a local in a parameter's register is that parameter under a new name (k.rename)
            same = {(type(r), r.num): p for p, r in reg_params}
            for t, n, r in local:
                consts[(t, n)] = r if isinstance(r, str) else same.get((type(r), r.num), inner.raw(r))
        doc = [f"// {x}" if x else "//" for x in textwrap.wrap(" ".join(op.doc.split()), 96)] if op.doc else []
        head = _wrap(f"void {op.title}(", params, ") {")
        checks = _different_registers(reg_params, op, self.prog)
        if op.distinct:
            checks += _different_array_registers(array_params, op, self.prog)
        text = "\n".join(doc + head + _indent(checks + [f"{_DECLS}{op.title}:{int(bool(checks))}"] + body, "  ")
                         + ["}"])
        known = self.helpers.get(op.title)
        if known is not None and known[0] != text:
            raise KernelError(f"helper {op.title} prints differently here than at {known[1]}; a helper's C++ "
                              "must not depend on its arguments' values beyond its int parameters",
                              op.src, self.prog.title)
        self.helpers.setdefault(op.title, (text, op.src))
        return _wrap(f"{op.title}(", args, ");")


def cond_test(op: Open) -> str:
    """The C++ a k.when part tests: a generator parameter by its name, an extension by its flag."""
    return op.title if dict(op.args).get("param") else hotspot_api.flag_of(op.title)


def _element(nm, r) -> str:
    """A register array's element as the C++ declares it: a hole is HotSpot's noreg."""
    return "noreg" if r is None else nm.raw(r)


def _array_type(regs) -> str:
    """A register array's C++ element type: Register for scalar registers, else VectorRegister."""
    return "Register" if any(isinstance(r, XReg) for r in regs) else "VectorRegister"


def _different_registers(reg_params: list, op: Open, prog: Program) -> list[str]:
    """HotSpot's `assert_different_registers(...)` over a helper's Register parameters, and another
    over its VectorRegister ones (the template in share/asm/register.hpp takes one type per call);
    a kind with fewer than two parameters has nothing to check. Two parameters in one register at
    this call would fail it in a debug build: an error here instead."""
    out = []
    for kind in (XReg, VReg):
        regs = [(name, r) for name, r in reg_params if isinstance(r, kind)]
        seen: dict = {}
        for name, r in regs:
            if seen.setdefault(r.num, name) != name:
                raise KernelError(f"helper {op.title} gets one register for its parameters {seen[r.num]} and "
                                  f"{name}; its assert_different_registers would fail", op.src, prog.title)
        if len(regs) > 1:
            out += _wrap("assert_different_registers(", [name for name, _ in regs], ");")
    return out


def _different_array_registers(arrays: list, op: Open, prog: Program) -> list[str]:
    """A `for` over the index of a helper's register arrays (one length) asserting their registers
    at each index different, as HotSpot's assert_different_registers does for single registers; an
    index where two arrays hold one register is an error here instead of in a debug build."""
    if len(arrays) < 2:
        return []
    lengths = {len(regs) for _, regs in arrays}
    if len(lengths) != 1:
        raise KernelError(f"helper {op.title} asserts its register arrays different per index, but their "
                          f"lengths differ ({', '.join(f'{n}: {len(r)}' for n, r in arrays)})", op.src, prog.title)
    n = lengths.pop()
    for i in range(n):
        seen: dict = {}
        for name, regs in arrays:
            if regs[i] is not None and seen.setdefault(regs[i], name) != name:
                raise KernelError(f"helper {op.title} gets v{regs[i]} at index {i} of both {seen[regs[i]]} and "
                                  f"{name}; its assert_different_registers would fail", op.src, prog.title)
    return ([f"for (int i = 0; i < {n}; i++) {{"]
            + ["  " + x for x in _wrap("assert_different_registers(", [f"{name}[i]" for name, _ in arrays], ");")]
            + ["}"])


def _wrap(head: str, items: list[str], tail: str, width: int = 100) -> list[str]:
    """`head` + comma-separated items + `tail`, continued under the first item as HotSpot does."""
    pad = " " * len(head)
    lines, cur = [], head
    for n, item in enumerate(items):
        piece = item + (", " if n + 1 < len(items) else tail)
        if cur.strip() and cur != head and len(cur) + len(piece.rstrip()) > width:
            lines.append(cur.rstrip())
            cur = pad
        cur += piece
    if not items:
        cur += tail
    return lines + [cur]


def _indent(lines: list[str], base: str = "    ") -> list[str]:
    """HotSpot's layout: statements at `base`, label binds two columns to the left after a blank
    line."""
    out: list[str] = []
    for x in lines:
        if x.startswith("\b"):
            at = len(out)
            while at > 0 and out[at - 1].lstrip().startswith("//"):
                at -= 1                      # the comment above the label goes with it
            if at > 0 and out[at - 1] and not out[at - 1].rstrip().endswith("{"):
                out.insert(at, "")
            out.append(base[:-2] + x[1:])
        else:
            out.append(base + x if x else "")
    return out


def _outer_names(tree) -> set:
    """Register and array names the stub uses outside its helpers (and passes to them)."""
    out: set = set()

    def name_of(v):
        if isinstance(v, RegArray):
            return v.base or v.name
        if isinstance(v, (XReg, VReg)) and v.name:
            return v.name.split("[")[0]
        return None

    def walk(items):
        for it in items:
            if isinstance(it, list):
                op, parts = it[0], it[1:]
                if op.kind == "call":
                    out.update(n for n in (name_of(v) for _, v in op.args) if n)
                else:
                    for part in parts:
                        walk(part)
            elif isinstance(it, Instr):
                out.update(n for n in map(name_of, it.ops.values()) if n)
                if it.pseudo is not None:
                    out.update(n for n in map(name_of, it.pseudo.args) if n)
    walk(tree)
    return out


def _body(prog: Program, nm: _Names, strict: bool = True) -> tuple[list[str], list, dict]:
    """C++ statements of the code part, the instructions printed as assembler calls, and the
    helpers (name -> text). strict=False: a build alone (register_names), whose helpers may hold one
    arm of a generator parameter's `if`."""
    pr = _Printer(prog, nm.release)
    pr.strict = strict
    tree = _tree(prog.items)
    pr.outer = _outer_names(tree)
    lines = pr.lines(tree, nm)
    return lines, pr.direct, _reached(lines, {n: pr.expand(t) for n, (t, _) in pr.helpers.items()})


def _reached(lines: list[str], helpers: dict) -> dict:
    """The helpers the stub's code calls, directly or through another helper (a helper printed only
    for the other build's arms of a stub's part, Printer.quietly, is not this stub's)."""
    calls = {n: re.compile(rf"\b{n}\(") for n in helpers}
    seen, todo = set(), ["\n".join(lines)]
    while todo:
        text = todo.pop()
        for n, pat in calls.items():
            if n not in seen and pat.search(text):
                seen.add(n)
                todo.append(helpers[n])
    return {n: t for n, t in helpers.items() if n in seen}



def stub_size(prog: Program) -> int:
    """Bytes the stub takes in its blob: its code plus the entry alignment (64 on RISC-V); its
    constant tables are static data outside the blob."""
    return prog.code_size + 64


def table_of(prog: Program, lab: Label):
    """(the DataTable, byte offset) a label addresses, or None for a code label."""
    base, off = lab.of if lab.of is not None else (lab, 0)
    return next(((d, off) for d in prog.data if d.label is base), None)


def table_address(prog: Program, lab: Label, release: str) -> str | None:
    """`ExternalAddress(...)` of a constant table (plus offset) as the C++ loads it, or None."""
    found = table_of(prog, lab)
    if found is None:
        return None
    d, off = found
    if d.extern and hotspot_api.has_extern(release, d.extern):
        return f"ExternalAddress({d.extern}{f' + {off}' if off else ''})"
    if off % d.width:
        return f"ExternalAddress((address){d.symbol} + {off})"
    return f"ExternalAddress((address){f'({d.symbol} + {off // d.width})' if off else d.symbol})"


def requires(extensions, min_vlen: int = 0) -> str:
    """The extensions a stub needs, in words as HotSpot's comments name them ("Requires RVV and
    Zvkb."); "" for a stub of the base ISA."""
    names = [("RVV" + (f" (VLEN >= {min_vlen})" if min_vlen else "")) if e == "v" else e[0].upper() + e[1:]
             for e in sorted(set(extensions) - {"i", "m"}, key=lambda e: (e != "v", e))]
    if not names:
        return ""
    return "Requires " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]) + "."


def _doc(prog: Program, release: str) -> list[str]:
    """The doc comment above a generator, as HotSpot writes one: what the stub does, the extensions
    it needs, its arguments. Its variant, parameters and size are the patch's business (its
    description), not the C++'s."""
    out: list[str] = []
    if prog.doc:
        for para in prog.doc.split("\n\n"):
            out += textwrap.wrap(" ".join(para.split()), 92) + [""]
    need = requires(prog.extensions, prog.min_vlen)
    parts = getattr(prog, "parts", ())        # a merge (hotspot_merge): the `if` arms' extensions too
    if parts and getattr(prog, "own", None) is None:
        common = parts[0].extensions & parts[1].extensions
        extra = requires(parts[0].extensions - parts[1].extensions)[len("Requires "):-1]
        need = requires(common, prog.min_vlen).rstrip(".") + f"; {extra} where {' && '.join(prog.conds)}."
    if need:
        out += [need, ""]
    contract = CONTRACTS.get(prog.name)
    if prog.args:
        out += ["Arguments:"]
        out += [f"  c_rarg{reg.num - 10} - {name}" for name, reg in prog.args]
    if contract is not None and contract.returns:
        out += ["Output:", f"  c_rarg0 - {contract.returns}"]
    while out and not out[-1]:
        out.pop()
    return out


def _merged_labels(prog: Program) -> dict:
    """Labels bound at the same point as an earlier one -> that one (C++ binds each once)."""
    alias, last = {}, None
    for it in prog.items:
        if isinstance(it, Bind):
            if last is not None:
                alias[it.label] = alias.get(last, last)
            last = it.label
        elif not isinstance(it, Comment):       # an instruction, or a loop/helper boundary
            last = None
    return alias


def _label_decls(names: list[str]) -> list[str]:
    if not names:
        return []
    return textwrap.wrap(", ".join(names), 92, initial_indent="Label ", subsequent_indent="      ",
                         break_on_hyphens=False)


def const_decls(consts) -> list[str]:
    """The stub's named constants (frame slots, mostly) as one declaration, as HotSpot declares a
    stub's registers (`const Register s = c_rarg0, d = c_rarg1, count = c_rarg2;`)."""
    consts = list(consts)
    return _wrap("const int ", [f"{n} = {v}" for n, v in consts], ";", 96) if consts else []


def _tables(prog: Program, symbol: str, release: str | None = None) -> list[dict]:
    """The constant tables as C++ arrays. release given: the stub's file-scope tables (named by
    algorithm, HotSpot's own where the release has it left out); None: a plain function's tables,
    emitted into its code."""
    out = []
    for d in prog.data:
        if release is not None and d.extern and hotspot_api.has_extern(release, d.extern):
            continue
        ctype, digits, emit = ("juint", 8, "emit_int32") if d.width == 4 else ("julong", 16, "emit_int64")
        if release is not None:
            ctype = "uint32_t" if d.width == 4 else "uint64_t"
        computed = release is not None and bool(d.compute)       # filled by its generator: no values here
        rows = [] if computed else [", ".join(f"0x{v:0{digits}x}UL" for v in d.values[k:k + 8])
                                    for k in range(0, len(d.values), 8)]
        array = d.symbol if release is not None else f"{symbol}_{d.label.name.removeprefix('L_')}"
        out.append(dict(label=d.label.name, array=array, ctype=ctype, emit=emit, count=len(d.values), rows=rows,
                        comment=d.comment, stub=prog.name, lines=table_comment(
                            d.comment + (f", filled by {d.compute[0]}() when the stub is generated" if computed
                                         else ""), [prog.name]),
                        computed=computed))
    return out


def table_comment(what: str, users: list[str]) -> list[str]:
    """A file-scope table's comment: what it holds (wrapped at HotSpot's 100 columns), then the stubs
    that read it (the patch keeps that line when stubs share the table)."""
    what = " ".join(what.split())
    lines = textwrap.wrap(what[:1].upper() + what[1:] + ("" if what.endswith(".") else "."), 97,
                          initial_indent="// ", subsequent_indent="// ", break_on_hyphens=False) if what else []
    return lines + [f"// {TABLE_USERS} {', '.join(users)}."]


def _declarations(prog: Program, nm: _Names) -> tuple[list, list]:
    """`const Register name = reg;` lines, as HotSpot groups them: the arguments in contract order,
    the other scalar registers, then the vector registers (each by register number); and the
    register arrays."""
    args = [name for name, _ in prog.args if name in nm.regs]
    rest = sorted((n for n in nm.regs if n not in args),
                  key=lambda n: (isinstance(nm.regs[n], VReg), nm.regs[n].num, n))
    width = max((len(_TYPES[type(nm.regs[n])]) + len(n) for n in args + rest), default=0)
    decls = [(_TYPES[type(nm.regs[n])], n.ljust(width - len(_TYPES[type(nm.regs[n])])), nm.raw(nm.regs[n]))
             for n in args + rest]
    arrays = [(_array_type(prog.arrays[name]), name, ", ".join(_element(nm, r) for r in prog.arrays[name]))
              for name in nm.arrays if name in prog.arrays]
    return decls, arrays


def render_stub(prog: Program, release: str = "mainline", symbol: str | None = None) -> HotSpotStub:
    """The C++ for one program: constant tables (file scope), the generator function
    `generate_<symbol>()` (symbol: the stub's name, or `<stub>_<variant>` behind a dispatcher) and
    the helpers it calls (name -> text, each a private StubGenerator function)."""
    hotspot_api.check_release(release)
    from .hotspot_merge import with_other_arms
    prog = with_other_arms(prog)
    symbol = symbol or prog.name
    nm = _Names(prog, release)
    nm.alias = _merged_labels(prog)
    nm.external = True
    body, direct, helpers = _body(prog, nm)
    needs = tuple(hotspot_api.missing(release, direct))
    decls, arrays = _declarations(prog, nm)
    tables = _tables(prog, symbol, release)
    computed = [d for d in prog.data if d.compute and not (d.extern and hotspot_api.has_extern(release, d.extern))]
    helpers = {**hotspot_tables.functions(d.compute[0] for d in computed), **helpers}
    helper_labels = {lab for lab in prog.labels if lab.name in nm.helper_label_names}
    labels = [lab.name for lab in prog.labels if lab not in nm.alias and lab not in helper_labels
              and table_of(prog, lab) is None]
    consts = const_decls(prog.consts.items())
    contract = CONTRACTS.get(prog.name)
    ctx = dict(prog=prog, symbol=symbol, release=release, prologue=hotspot_api.PROLOGUE[release],
               doc=_doc(prog, release),
               needs=needs, labels=_label_decls(labels), decls=decls, arrays=arrays, consts=consts,
               body=_indent(body), tables=tables, fills=[hotspot_tables.call(d) for d in computed],
               flag=contract.flag if contract else None)
    defs = tuple((t["array"], render("hotspot_static_table.cpp.j2", **{**ctx, "tables": [t]}).rstrip("\n") + "\n")
                 for t in tables)
    return HotSpotStub(prog.name, release, "\n".join(text for _, text in defs),
                       render("hotspot_stub.cpp.j2", **ctx), needs, helpers, defs)


def register_names(prog: Program) -> list[tuple[object, str]]:
    """(register, name) for every register the C++ spells by a name, in the stub and its helpers, in
    the order printed (repeats included): the .S's legend tells its reader the same names."""
    nm = _Names(prog, "mainline")
    nm.alias = _merged_labels(prog)
    _body(prog, nm, strict=False)
    return nm.spelled


def emit(prog: Program, release: str = "mainline") -> str:
    """C++ for a stubGenerator_riscv.cpp of the given JDK release (see hotspot_api.RELEASES)."""
    return render_stub(prog, release).text


def needed_methods(prog: Program, release: str = "mainline") -> list[str]:
    """Assembler methods the emitted code calls that the release does not have."""
    return list(render_stub(prog, release).needs)


# ---- per-CPU dispatch ---------------------------------------------------------------------------


def _vector_first(arms: list[tuple], vector, ind: str) -> tuple[list[str], list[tuple]]:
    """The leading arms whose variants need V, nested as HotSpot's kernel_crc32 nests its vector
    paths: under `#ifdef COMPILER2` (c2_initialize is what turns UseRVV off on a VLEN below 128)
    and `if (UseRVV)`, UseRVV left out of their own conditions. Returns their lines and the rest."""
    group = []
    for arm in arms:
        if arm[1] not in vector:
            break
        cond = arm[0]
        if "||" not in cond:
            cond = " && ".join(c for c in cond.split(" && ") if c and c != "UseRVV")
        group.append((cond, *arm[1:]))
        if not cond:                  # returns whenever UseRVV holds: the arms after it are not reached
            break
    if not group:
        return [], arms
    lines = ["#ifdef COMPILER2", f"{ind}if (UseRVV) {{"] + _dispatch_lines(group, ind + "  ", known={"UseRVV"}) \
        + [f"{ind}}}", "#endif // COMPILER2"]
    return lines, arms[len(group):]


def _tested(cond: str) -> set[str]:
    """The flags a dispatch arm's condition has just tested true: its positive literals (of each
    disjunct, for a condition of merged arms)."""
    parts = [set(p.strip("() ").split(" && ")) for p in cond.split(" || ")] if cond else [set()]
    return {f for f in set.intersection(*parts) if f and not f.startswith("!")}


def _dispatch_lines(arms: list[tuple], ind: str, vector=frozenset(), known=frozenset()) -> list[str]:
    """`if (cond) { return generate_<symbol>(); }` per arm; an arm with no condition returns directly.
    An arm (cond, symbol, needs) asserts the extension flags its variant needs that its condition
    has not just tested (the unconditional last arm's, say), so a debug build stops where the chain
    would hand a CPU code it cannot run. `vector`: the symbols of arms that need V, in a stub
    generated outside the compiler stubs (_vector_first). `known`: flags an enclosing `if` has tested
    (UseRVV around the vector arms), asserted by none of them."""
    out, arms = _vector_first(arms, vector, ind) if vector else ([], arms)
    for arm in arms:
        cond, symbol = arm[:2]
        needs = [f for f in (arm[2] if len(arm) > 2 else ()) if f not in _tested(cond) | set(known)]
        body = [f'assert({" && ".join(needs)}, "generate_{symbol}() needs {" and ".join(needs)}");'] \
            if needs else []
        body.append(f"return generate_{symbol}();")
        if cond:
            out += [f"{ind}if ({cond}) {{"] + [f"{ind}  {x}" for x in body] + [f"{ind}}}"]
        else:
            out += [f"{ind}{x}" for x in body]
    return out


def render_dispatcher(stub: str, arms: list[tuple[str, str]], why: list[str], vector=frozenset()) -> str:
    """A whole `generate_<stub>()` that returns the variant chosen for this CPU when stubs are generated."""
    doc = [f"{stub}: {DISPATCHER_DOC}.",
           "Chooses, when the stubs are generated, the variant measured fastest for this CPU:"]
    doc += [f"  {w}" for w in why]
    head = ["  /**"] + [f"   * {line}".rstrip() for line in doc] + ["   */"]
    return "\n".join(head + [f"  address generate_{stub}() {{"] + _dispatch_lines(arms, "    ", vector)
                     + ["  }"]) + "\n"


def render_dispatch_block(arms: list[tuple[str, str]], ind: str = "    ", vector=frozenset()) -> str:
    """The lines put at the top of HotSpot's own `generate_<stub>()`: the variants on the CPUs where
    they are measured faster, HotSpot's own below it everywhere else."""
    lines = [f"{ind}{DISPATCH_BEGIN}: the variants above, on the CPUs where they are measured faster than this code"]
    lines += _dispatch_lines(arms, ind, vector) + [f"{ind}{DISPATCH_END}"]
    return "\n".join(lines) + "\n"
