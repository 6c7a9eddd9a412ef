"""The `if` conditions of vm_version_riscv.cpp, parsed: under which CPU configurations does the tree
turn an intrinsic flag on?

A condition is read by recursive descent over C++'s expression grammar. The boolean part -- names,
`true`/`false`, `!`, `&&`, `||`, parentheses -- becomes a tree stubforge evaluates; anything else
that is well-formed C++ (a comparison, a call, arithmetic, `?:`) becomes an opaque leaf: a test of
the machine stubforge cannot evaluate. Text that is not a C++ expression at all (two operands with
no operator between them, a keyword, an unbalanced parenthesis) is a ConditionError naming the file
and line, never a wrong answer.

Evaluation is Kleene's three-valued logic in one pass over the tree: the CPU flags the dispatch
decides over are known, every other name (AvoidUnalignedAccesses, a FLAG_IS_DEFAULT test) is
unknown, and a configuration counts where the condition is true or unknown. That is linear in the
condition's size, however many names it has (enumerating their values was 2^n), and exact when no
unknown name occurs twice in one alternative (every condition of the real trees); otherwise it
errs towards counting a configuration, which costs at most an arm of the dispatcher.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from stubforge.jdk.tree import PatchError


class ConditionError(PatchError):
    """A condition that is not a C++ expression: one line, `file:line: ...`."""


class Cond(str):
    """A condition as written, with where it was read (`file:line`) for error messages."""
    where: str = ""

    def __new__(cls, text: str, where: str = ""):
        self = super().__new__(cls, text)
        self.where = where
        return self


# ---- the tree --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Name:
    name: str                  # a flag, or a FLAG_IS_DEFAULT(...) test taken as one unknown name


@dataclass(frozen=True)
class Const:
    value: bool


@dataclass(frozen=True)
class Not:
    arg: object


@dataclass(frozen=True)
class And:
    args: tuple


@dataclass(frozen=True)
class Or:
    args: tuple


@dataclass(frozen=True)
class Opaque:
    text: str                  # well-formed C++ stubforge does not evaluate (`MaxVectorSize >= 32`)


# ---- tokens ------------------------------------------------------------------------------------

_TOKEN = re.compile(r"""\s*(?:
      (?P<name>(?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)
    | (?P<number>(?:0[xX][0-9A-Fa-f']+|\d[\d']*(?:\.\d*)?)[uUlLfF]*)
    | (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)+')
    | (?P<op>\|\||&&|==|!=|<=|>=|<<|>>|->|[!~+\-*/%<>&|^?:(),.\[\]])
    )""", re.VERBOSE)

# C++ keywords that cannot stand where a flag or a value does. `true`, `false`, `nullptr`, `this`
# and `sizeof`/`alignof` (which read as a call) can.
_KEYWORDS = frozenset("""
    alignas asm auto bool break case catch char char8_t char16_t char32_t class co_await co_return
    co_yield concept const const_cast consteval constexpr constinit continue decltype default delete
    do double dynamic_cast else enum explicit export extern float for friend goto if inline int long
    mutable namespace new noexcept operator private protected public register reinterpret_cast
    requires return short signed static static_assert static_cast struct switch template thread_local
    throw try typedef typeid typename union unsigned using virtual void volatile wchar_t while
    and_eq or_eq xor_eq
""".split())
_ALTERNATIVE = {"and": "&&", "or": "||", "not": "!", "bitand": "&", "bitor": "|", "xor": "^", "compl": "~",
                "not_eq": "!="}

# What a C-style cast's type may be spelt with (besides names ending in `_t`: size_t, uint64_t, ...):
# C++'s own words and HotSpot's common typedefs.
_TYPE_WORDS = frozenset("""bool char short int long signed unsigned float double void const
    address intx uintx jboolean jbyte jchar jshort jint juint jlong julong""".split())

# Binary operators below `&&` that stubforge does not evaluate, loosest first (C++ precedence).
_LEVELS = (("|",), ("^",), ("&",), ("==", "!="), ("<", "<=", ">", ">="), ("<<", ">>"), ("+", "-"),
           ("*", "/", "%"))


@dataclass
class _Tok:
    kind: str                  # name, number, string, op, end
    text: str
    col: int


def _tokens(text: str, fail) -> list[_Tok]:
    out, pos = [], 0
    while text[pos:].strip():
        m = _TOKEN.match(text, pos)
        if m is None:
            fail(f"unexpected `{text[pos:].lstrip()[:1]}`")
        kind, word = m.lastgroup, m.group(m.lastgroup)
        if kind == "name":
            word = "".join(word.split())       # `VM_Version :: x` is one qualified name
        if word in _ALTERNATIVE:               # `not`, `and`, `or` are C++ spellings of `!`, `&&`, `||`
            kind, word = "op", _ALTERNATIVE[word]
        out.append(_Tok(kind, word, m.start(m.lastgroup)))
        pos = m.end()
    out.append(_Tok("end", "", len(text)))
    return out


# ---- the parser --------------------------------------------------------------------------------

class _Parser:
    """Recursive descent, one method per precedence level, each returning a tree node; `src(start)`
    gives back the text an opaque node stands for."""

    def __init__(self, text: str, where: str):
        self.text, self.where = text, where
        self.toks = _tokens(text, self.fail)
        self.i = 0

    def fail(self, why: str):
        where = self.where or "vm_version_riscv.cpp condition"
        raise ConditionError(f"{where}: cannot read the condition `{' '.join(self.text.split())}`: {why}")

    @property
    def tok(self) -> _Tok:
        return self.toks[self.i]

    def take(self, *ops: str) -> bool:
        if self.tok.kind == "op" and self.tok.text in ops:
            self.i += 1
            return True
        return False

    def expect(self, op: str, after: str):
        if not self.take(op):
            self.fail(f"expected `{op}` after `{after}`, found {self.found()}")

    def found(self) -> str:
        return "the end" if self.tok.kind == "end" else f"`{self.tok.text}`"

    def src(self, start: int) -> str:
        """The source text of the tokens from index `start` to the current one."""
        a, b = self.toks[start].col, self.tok.col
        return " ".join(self.text[a:b].split())

    def parse(self):
        node = self.ternary()
        if self.tok.kind != "end":
            before = self.src(0)
            self.fail(f"expected an operator (`&&`, `||`) between `{before}` and {self.found()}"
                      if self.tok.text in ("(", "[") or self.tok.kind != "op" else f"unexpected {self.found()}")
        return node

    def ternary(self):
        start = self.i
        cond = self.logical(0)
        if self.take("?"):
            self.ternary()
            self.expect(":", self.src(start))
            self.ternary()
            return Opaque(self.src(start))
        return cond

    def logical(self, level: int):
        """`||` (level 0) over `&&` (level 1) over the opaque binary operators."""
        op, kind = (("||", Or), ("&&", And))[level]
        nxt = (lambda: self.logical(1)) if level == 0 else (lambda: self.binary(0))
        args = [nxt()]
        while self.take(op):
            args.append(nxt())
        return args[0] if len(args) == 1 else kind(tuple(args))

    def binary(self, level: int):
        if level == len(_LEVELS):
            return self.unary()
        start = self.i
        node = self.binary(level + 1)
        while self.take(*_LEVELS[level]):
            self.binary(level + 1)
            node = Opaque(self.src(start))
        return node

    def unary(self):
        start = self.i
        if self.take("!"):
            return Not(self.unary())
        if self.take("-", "+", "~", "*", "&"):
            self.unary()
            return Opaque(self.src(start))
        return self.postfix()

    def postfix(self):
        start = self.i
        node, callable_ = self.primary()
        while self.tok.kind == "op" and self.tok.text in ("(", "[", ".", "->"):
            if self.tok.text == "(" and not callable_:
                self.fail(f"expected an operator (`&&`, `||`) between `{self.src(start)}` and `(`")
            if self.take("("):
                if not self.take(")"):
                    self.ternary()
                    while self.take(","):
                        self.ternary()
                    self.expect(")", self.src(start))
                node = self.call(node, start)
            elif self.take("["):
                self.ternary()
                self.expect("]", self.src(start))
                node = Opaque(self.src(start))
            else:
                self.i += 1
                if self.tok.kind != "name":
                    self.fail(f"expected a member name after `{self.src(start)}`, found {self.found()}")
                self.i += 1
                node = Opaque(self.src(start))
            callable_ = True
        return node

    def call(self, fn, start: int):
        """FLAG_IS_DEFAULT(Flag) asks about the command line: an unknown name; other calls are opaque."""
        if isinstance(fn, Name) and fn.name == "FLAG_IS_DEFAULT":
            return Name(self.src(start))
        return Opaque(self.src(start))

    def cast(self) -> bool:
        """Skips a C-style cast to a type that cannot be a flag: `(size_t)`, `(uint64_t)`, `(int64_t*)`,
        `(unsigned int)`. A name that could be a flag in parentheses is an operand, not a type."""
        j = self.i
        if not self.toks[j].text == "(" or self.toks[j].kind != "op":
            return False
        j += 1
        words = []
        while self.toks[j].kind == "name" and (self.toks[j].text in _TYPE_WORDS or self.toks[j].text.endswith("_t")):
            words.append(self.toks[j].text)
            j += 1
        while self.toks[j].kind == "op" and self.toks[j].text in ("*", "&"):
            j += 1
        if not words or self.toks[j].text != ")" or self.toks[j].kind != "op":
            return False
        self.i = j + 1
        return True

    def primary(self):
        """A node, and whether a call may follow it (a name or member, not `(a || b)` nor a literal)."""
        t, start = self.tok, self.i
        if self.cast():
            self.unary()
            return Opaque(self.src(start)), False
        if self.take("("):
            node = self.ternary()
            self.expect(")", self.src(start))
            return node, False
        if t.kind == "name":
            self.i += 1
            if t.text in _KEYWORDS:
                self.fail(f"`{t.text}` is a C++ keyword, not a flag")
            if t.text in ("true", "false"):
                return Const(t.text == "true"), False
            if t.text in ("nullptr", "this"):
                return Opaque(t.text), False
            return Name(t.text), True
        if t.kind in ("number", "string"):
            self.i += 1
            return Opaque(t.text), False
        self.fail(f"expected a flag, a value or `(`, found {self.found()}")


def parse(cond: str, where: str = ""):
    """The tree of one condition; `where` (`file:line`) names it in a ConditionError."""
    return _Parser(str(cond), where or getattr(cond, "where", "")).parse()


# ---- questions ---------------------------------------------------------------------------------

def opaque(node) -> bool:
    """Whether any part of the tree is C++ stubforge does not evaluate."""
    if isinstance(node, Opaque):
        return True
    if isinstance(node, Not):
        return opaque(node.arg)
    if isinstance(node, (And, Or)):
        return any(opaque(a) for a in node.args)
    return False


def kleene(node, known: dict[str, bool]) -> bool | None:
    """The value of the tree where the names in `known` have those values and every other name is
    unknown: True, False, or None (unknown)."""
    if isinstance(node, Const):
        return node.value
    if isinstance(node, Name):
        return known.get(node.name)
    if isinstance(node, Not):
        v = kleene(node.arg, known)
        return None if v is None else not v
    if isinstance(node, (And, Or)):
        decisive = isinstance(node, Or)          # True decides an `||`, False an `&&`
        unknown = False
        for a in node.args:
            v = kleene(a, known)
            if v is decisive:
                return decisive
            unknown |= v is None
        return None if unknown else not decisive
    return None                                  # an opaque test

