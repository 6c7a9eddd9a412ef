"""assembler_riscv.hpp's `#define INSN(NAME, <fields>)` groups, read and checked by evaluation.

A group is the macro's method (`void NAME(<params>) { <body> }`), its field names and its
`INSN(name, <values>);` lines. `fit()` answers whether a table instruction can be one more line of a
group: each field's value is read from the instruction's base word at the bits the body patches it
into, then the body is run (macros such as `patch_VArith` expanded from the file's own text) for a
dozen operand sets, as a call from the generated code passes them, and every word must equal the ISA
table's encoding. A body this reader cannot run (another helper, a field used in an expression, a
field given a register) is no fit, so an answer is never a guess.
"""
from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass

from stubforge.dsl.encode import encode_insn
from stubforge.dsl.isa import Insn
from stubforge.dsl.regs import X, VReg
from stubforge.jdk import cxxtext


@dataclass(frozen=True)
class Line:
    name: str
    start: int                   # offset of the line's first character
    end: int                     # offset after its newline
    text: str


@dataclass(frozen=True)
class Group:
    start: int                   # offset of the `#define INSN(` line
    body_end: int                # offset after the macro's last line
    end: int                     # offset after the `#undef INSN` line (or where the next group starts)
    fields: tuple[str, ...]      # macro parameters after NAME
    params: tuple[tuple[str, str, str | None], ...]   # (type, name, default) of the method
    body: str                    # the method's statements, continuation backslashes removed
    lines: tuple[Line, ...]


_DEFINE = re.compile(r"(?m)^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^)]*)\)")
_UNDEF = re.compile(r"(?m)^[ \t]*#[ \t]*undef[ \t]+(\w+)[ \t]*$")
_INSN_LINE = re.compile(r"(?m)^[ \t]*INSN\(\s*(\w+)\s*,[^\n]*\)\s*;[^\n]*\n?")
_METHOD = re.compile(r"^\s*void\s+NAME\s*\((?P<params>[^)]*)\)\s*\{(?P<body>.*)\}\s*$", re.S)


def _macro_text(text: str, at: int) -> tuple[str, int]:
    """A #define's text from `at`, continuation lines joined; and the offset after its last line."""
    out, pos = [], at
    while True:
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        if line.rstrip().endswith("\\"):
            out.append(line.rstrip()[:-1])
            pos = end + 1
            continue
        out.append(line)
        return "\n".join(out), min(end + 1, len(text))


def groups(text: str) -> list[Group]:
    masked = cxxtext.mask(text)
    defines = [m for m in _DEFINE.finditer(masked) if m.group(1) == "INSN"]
    undefs = [m.start() for m in _UNDEF.finditer(masked) if m.group(1) == "INSN"]
    out = []
    for i, m in enumerate(defines):
        macro, body_end = _macro_text(masked, m.start())
        nxt = defines[i + 1].start() if i + 1 < len(defines) else len(text)
        close = next((u for u in undefs if body_end <= u < nxt), None)
        end = nxt if close is None else cxxtext.line_end(text, close)
        limit = nxt if close is None else close
        fields = tuple(f.strip() for f in m.group(2).split(","))[1:]
        head = macro[macro.index(")", macro.index("INSN(")) + 1:]
        mm = _METHOD.match(head)
        params: tuple = ()
        body = ""
        if mm:
            body = mm.group("body")
            params = tuple(_param(p) for p in _split(mm.group("params")) if p.strip())
        lines = tuple(Line(x.group(1), x.start(), x.end(), text[x.start():x.end()])
                      for x in _INSN_LINE.finditer(masked, body_end, limit))
        out.append(Group(m.start(), body_end, min(end, len(text)), fields, params, body, lines))
    return out


def _param(p: str) -> tuple[str, str, str | None]:
    decl, _, default = p.partition("=")
    toks = decl.split()
    return " ".join(toks[:-1]), toks[-1] if toks else "", default.strip() or None


def _split(args: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets (top-level commas, or a body's statements at ";")."""
    out, depth, cur = [], 0, []
    for ch in args:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


# ---- the file's helpers: function-like macros and enums ----------------------------------------

@dataclass(frozen=True)
class Macro:
    name: str
    params: tuple[str, ...]
    body: str


def macros_at(text: str, pos: int) -> dict[str, Macro]:
    """The function-like macros (other than INSN) defined at `pos`."""
    masked = cxxtext.mask(text)
    events = [(m.start(), "d", m) for m in _DEFINE.finditer(masked, 0, pos) if m.group(1) != "INSN"]
    events += [(m.start(), "u", m) for m in _UNDEF.finditer(masked, 0, pos)]
    out: dict[str, Macro] = {}
    for _, kind, m in sorted(events, key=lambda e: e[0]):
        if kind == "u":
            out.pop(m.group(1), None)
            continue
        macro, _ = _macro_text(masked, m.start())
        body = macro[macro.index(")", macro.index(m.group(1) + "(")) + 1:]
        out[m.group(1)] = Macro(m.group(1), tuple(p.strip() for p in m.group(2).split(",")), body)
    return out


def enum_types(text: str) -> list[dict[str, int]]:
    """The file's enums with explicit values, each as name -> value."""
    out = []
    for m in re.finditer(r"\benum\s+\w+\s*\{([^}]*)\}", cxxtext.mask(text)):
        members = {}
        for item in m.group(1).split(","):
            name, _, value = item.partition("=")
            if value.strip():
                try:
                    members[name.strip()] = int(value.strip(), 0)
                except ValueError:
                    pass
        out.append(members)
    return out


def enums(text: str) -> dict[str, int]:
    return {k: v for e in enum_types(text) for k, v in e.items()}


class Unreadable(Exception):
    """A body this reader does not run."""


_CHECKS = ("guarantee", "assert", "assert_cond")


def expand(body: str, macros: dict[str, Macro], depth: int = 0) -> str:
    if depth > 4:
        raise Unreadable("macros nest too deep")
    for name, mac in macros.items():
        if name in _CHECKS:              # run as checks, whatever the file defines them as
            continue
        m = re.search(rf"\b{name}\s*\(", body)
        while m:
            i, depth_p = m.end(), 1
            while depth_p:
                if i >= len(body):
                    raise Unreadable(f"unbalanced {name}(")
                depth_p += {"(": 1, ")": -1}.get(body[i], 0)
                i += 1
            args = [a.strip() for a in _split(body[m.end():i - 1])]
            if len(args) != len(mac.params):
                raise Unreadable(f"{name}: {len(args)} arguments")
            sub = dict(zip(mac.params, args))
            rep = re.sub(r"\b\w+\b", lambda t: f"({sub[t.group()]})" if t.group() in sub else t.group(), mac.body)
            body = body[:m.start()] + expand(rep, macros, depth + 1) + body[i:]
            m = re.search(rf"\b{name}\s*\(", body)
    return body


# ---- running a body ----------------------------------------------------------------------------

_CAST = re.compile(r"\(\s*(?:const\s+)?(?:uint32_t|int32_t|uint64_t|int64_t|unsigned(?:\s+int)?|int|long|"
                   r"uint8_t|address)\s*\)")
_INT_TYPES = {"uint32_t": 32, "unsigned": 32, "unsigned int": 32, "uint64_t": 64, "int32_t": -32, "int": -32,
              "int64_t": -64, "long": -64, "bool": 1}
_REG_TYPE = {"vd": "VectorRegister", "vs1": "VectorRegister", "vs2": "VectorRegister", "vs3": "VectorRegister",
             "rd": "Register", "rs1": "Register", "rs2": "Register", "vmem": "Register"}
_IMM = {"uimm5": (0, 31), "uimm6": (0, 63), "simm5": (-16, 15)}


def _is_imm(bits: int, signed: bool):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return lambda v: lo <= v <= hi


_FUNCS = {f"is_{'s' if s else 'u'}imm{b}": _is_imm(b, s) for b in range(1, 33) for s in (False, True)}


def _pyexpr(e: str) -> str:
    e = _CAST.sub("", e)
    e = re.sub(r"(\w+)\s*->\s*(?:raw_)?encoding\(\)", r"\1", e)
    e = re.sub(r"\b(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)[uUlL]+\b", r"\1", e)
    e = e.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    if re.search(r"[?:\"'{}\[\]]|\w\s*\(|->|\.", re.sub(r"\b(is_[su]imm\d+)\s*\(", "(", e)):
        raise Unreadable(f"expression {e.strip()!r}")
    return e


_GLOBALS = {"__builtins__": {}, **_FUNCS}


@functools.lru_cache(maxsize=4096)
def _code(e: str):
    try:
        return compile(_pyexpr(e), "<INSN body>", "eval")
    except SyntaxError as x:
        raise Unreadable(f"{e.strip()!r}: {x}") from None


def _eval(e: str, env: dict) -> int:
    code = _code(e)
    try:
        v = eval(code, _GLOBALS, env)   # noqa: S307 - an expression of the tree's own text, no builtins
    except Exception as x:
        raise Unreadable(f"{e.strip()!r}: {x}") from None
    if isinstance(v, bool):
        return int(v)
    if not isinstance(v, int):
        raise Unreadable(f"{e.strip()!r} is not an integer")
    return v


def _statements(body: str) -> list[str]:
    return [s.strip() for s in _split(body, ";") if s.strip()]


def _unparen(e: str) -> str:
    e = _CAST.sub("", e).strip()
    while e.startswith("(") and e.endswith(")") and _balanced(e[1:-1]):
        e = e[1:-1].strip()
    return e


def _balanced(e: str) -> bool:
    d = 0
    for ch in e:
        d += {"(": 1, ")": -1}.get(ch, 0)
        if d < 0:
            return False
    return d == 0


_PATCH = re.compile(r"^(patch|patch_reg)\s*\(\s*\(?\s*address\s*\)?\s*&\s*insn\s*,(.*)\)$", re.S)


def _run(stmts: list[str], env: dict) -> list[int]:
    """The words the statements emit (HotSpot's patch() refuses a value wider than its field)."""
    env = dict(env)
    words = []
    for s in stmts:
        m = _PATCH.match(s)
        if m:
            args = [a.strip() for a in _split(m.group(2))]
            if m.group(1) == "patch_reg":
                if len(args) != 2:
                    raise Unreadable(s)
                hi = lo = None
                lo = _eval(args[0], env)
                hi, val = lo + 4, _eval(args[1], env)
            elif len(args) == 3:
                hi, lo, val = _eval(args[0], env), _eval(args[1], env), _eval(args[2], env)
            elif len(args) == 2:
                hi = lo = _eval(args[0], env)
                val = _eval(args[1], env)
            else:
                raise Unreadable(s)
            width = hi - lo + 1
            if not 0 <= val < (1 << width):
                raise _Refused(f"{val} does not fit bits {hi}:{lo}")
            env["insn"] = (env["insn"] & ~(((1 << width) - 1) << lo)) | (val << lo)
            continue
        m = re.match(rf"^(?:{'|'.join(_CHECKS)})\s*\((.*)\)$", s, re.S)
        if m:
            if not _eval(_split(m.group(1))[0], env):
                raise _Refused(s)
            continue
        m = re.match(r"^emit\s*\(\s*insn\s*\)$", s)
        if m:
            words.append(env["insn"] & 0xFFFFFFFF)
            continue
        m = re.match(r"^(?:const\s+)?(uint32_t|int32_t|unsigned(?:\s+int)?|int|uint64_t|int64_t)\s+(\w+)\s*=\s*(.*)$",
                     s, re.S)
        if m:
            env[m.group(2)] = _typed(_eval(m.group(3), env), m.group(1))
            continue
        raise Unreadable(f"statement {s!r}")
    return words


class _Refused(Exception):
    """The body refuses (or misplaces) a valid operand."""


def _typed(v: int, ctype: str) -> int:
    if ctype == "bool":
        return int(v != 0)
    bits = _INT_TYPES[ctype]
    width = abs(bits)
    v &= (1 << width) - 1
    return v - (1 << width) if bits < 0 and v >> (width - 1) else v


# ---- does an instruction fit a group ------------------------------------------------------------

def _field_bits(stmts: list[str], fields: tuple[str, ...], env: dict) -> dict[str, tuple[int, int]]:
    """Where each field goes: it must be a whole patch() value, once, and nowhere else."""
    where: dict[str, tuple[int, int]] = {}
    uses = {f: 0 for f in fields}
    for s in stmts:
        for f in fields:
            uses[f] += len(re.findall(rf"\b{f}\b", s))
        m = _PATCH.match(s)
        if not m or m.group(1) != "patch":
            continue
        args = [a.strip() for a in _split(m.group(2))]
        val = _unparen(args[-1])
        if val in fields and len(args) in (2, 3):
            hi, lo = _eval(args[0], env), _eval(args[-2], env)
            where[val] = (hi, lo)
    for f in fields:
        if f not in where or uses[f] != 1:
            raise Unreadable(f"field {f} is not a plain bit field")
    return where


def _cases(insn: Insn, n: int = 12):
    """Operand sets covering each operand's extremes and mask on/off, registers distinct."""
    rnd = random.Random(insn.mnemonic)
    toks = [t.split(":")[0] for t in insn.operands]
    for i in range(n):
        regs = rnd.sample(range(32), 8)
        case = {}
        for j, t in enumerate(toks):
            if t in _REG_TYPE:
                case[t] = regs[j]
            elif t in _IMM:
                lo, hi = _IMM[t]
                case[t] = (lo, hi, -1 if lo < 0 else 1)[i] if i < 3 else rnd.randint(lo, hi)
            elif t == "vm":
                case[t] = i % 2 == 1           # masked on odd cases
            elif t == "v0":
                pass
            else:
                raise Unreadable(f"operand {t}")
        yield case


def _out_of_range(insn: Insn):
    base = next(_cases(insn))
    for t in base:
        if t in _IMM:
            lo, hi = _IMM[t]
            yield from ({**base, t: v} for v in (lo - 1, hi + 1))


def _ops(insn: Insn, case: dict) -> dict:
    ops = {}
    for t, v in case.items():
        if t == "vmem":
            ops.update(rs1=X[v], vmem=True)
        elif t == "vm":
            ops["vm"] = v
        elif _REG_TYPE.get(t) == "VectorRegister":
            ops[t] = VReg(v)
        elif t in _REG_TYPE:
            ops[t] = X[v]
        else:
            ops[t] = v
    return ops


def _bind(group: Group, insn: Insn, case: dict, consts: dict) -> dict:
    """The method's parameters for a call as the generated code writes it: operands in table order,
    the mask only when masked (HotSpot's default is unmasked), the rest from their defaults."""
    args = []
    for t in (t.split(":")[0] for t in insn.operands):
        if t == "v0" or (t == "vm" and not case["vm"]):
            continue
        args.append((t, consts["v0_t"] if t == "vm" else case[t]))
    if len(args) > len(group.params):
        raise _Refused("too many arguments")
    env = {}
    for (ctype, name, default), arg in zip(group.params, args + [None] * (len(group.params) - len(args))):
        if arg is None:
            if default is None:
                raise _Refused(f"{name} has no default")
            env[name] = _eval(default, consts)
            continue
        tok, val = arg
        want = "VectorMask" if tok == "vm" else _REG_TYPE.get(tok)
        if want is not None:
            if ctype != want:
                raise _Refused(f"{tok} is not a {ctype}")
            env[name] = val
        elif ctype in _INT_TYPES:
            env[name] = _typed(val, ctype)
        else:
            raise _Refused(f"{tok} is not a {ctype}")
    return env


@functools.lru_cache(maxsize=8)
def _enums(text: str) -> dict[str, int]:
    return {"false": 0, "true": 1, **enums(text)}


@functools.lru_cache(maxsize=1024)
def _prepared(text: str, group: Group):
    """The group's statements with the file's macros expanded, and where each field goes; None when
    this reader cannot run them."""
    if not group.body:
        return None
    try:
        stmts = _statements(expand(group.body, macros_at(text, group.start)))
        return stmts, _field_bits(stmts, group.fields, _enums(text))
    except Unreadable:
        return None


def fit(text: str, group: Group, insn: Insn) -> tuple[str, ...] | None:
    """The group's field values for `insn` as binary literals, or None when the group cannot encode it
    (checked by running the body on operand sets against the table's encoding)."""
    consts = _enums(text)
    prepared = _prepared(text, group)
    if prepared is None or "v0_t" not in consts:
        return None
    stmts, where = prepared
    try:
        values = {f: (insn.base >> lo) & ((1 << (hi - lo + 1)) - 1) for f, (hi, lo) in where.items()}
        for case in _cases(insn):
            env = {**consts, **values, **_bind(group, insn, case, consts), "insn": 0}
            if _run(stmts, env) != [encode_insn(insn, _ops(insn, case))]:
                return None
    except (Unreadable, _Refused):
        return None
    # An immediate the instruction cannot hold must be refused, not encoded as another instruction
    # (vror.vi's group takes 6 bits: a 5-bit vaeskf1.vi there would turn 32 into a different opcode).
    for case in _out_of_range(insn):
        try:
            _run(stmts, {**consts, **values, **_bind(group, insn, case, consts), "insn": 0})
        except _Refused:
            continue
        except Unreadable:
            return None
        return None
    return tuple(f"0b{values[f]:0{where[f][0] - where[f][1] + 1}b}" for f in group.fields)
