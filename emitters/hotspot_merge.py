"""Two builds of a kernel as one HotSpot generator with `if (flag) { ... } else { ... }` inside.

Each variant is built alone (the .S and the simulator run exactly its instructions); where the
kernel wrote `with k.when("zvkb") as on:`, a build holds its own arm only. `merge(a, b)` walks the
two builds in lockstep: everything outside those parts must be the same item for item (same
instruction, registers, names and source line), and each part becomes one node holding both arms,
which the printer writes as an `if` on the CPU flag (or generator parameter). The C++ of the merge,
run with the flag on, emits a's machine code and with it off b's (tests/test_hotspot_emitter.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from stubforge.dsl.ir import Bind, Close, Comment, Instr, KernelError, Label, Next, Open, Program
from stubforge.dsl.regs import VReg, XReg
from stubforge.dsl.structure import RegArray, SymInt

from .hotspot import HotSpotStub, cond_test, render_stub


@dataclass(eq=False)
class MergedProgram(Program):
    """Two builds' items as one tree. Each instruction keeps the address it has in its own build
    (the printer compares a macro's expansion with the instructions at their own addresses), and
    the stub's size is the larger build's: one arm of each part is generated on a given CPU."""
    parts: tuple = ()
    conds: tuple = ()                  # the C++ tests of the merged parts, in order of appearance
    own: Program | None = None         # with_other_arms: the one build whose stub this is
    _layout: tuple = field(default=(), repr=False)

    def layout(self):
        return self._layout

    @property
    def code_size(self) -> int:
        return self.own.code_size if self.own is not None else max(p.code_size for p in self.parts)


def _canon(v):
    """A value as the C++ prints it: registers by number and name, labels by name."""
    if isinstance(v, RegArray):
        return ("array", v.name, tuple(_canon(r) for r in list.__iter__(v)))
    if isinstance(v, (XReg, VReg)):
        return (type(v).__name__, v.num, v.name)
    if isinstance(v, Label):
        return ("label", v.name)
    if isinstance(v, SymInt):
        return ("int", int(v), v.expr)
    if isinstance(v, (tuple, list)):
        return tuple(_canon(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _canon(x)) for k, x in v.items()))
    return v


def _signature(it) -> tuple:
    if isinstance(it, Instr):
        pseudo = it.pseudo and (it.pseudo.name, _canon(it.pseudo.args))
        return ("insn", it.insn.mnemonic, it.src, _canon(it.ops), pseudo, it.hidden, it.comment, it.frame)
    if isinstance(it, Bind):
        return ("bind", it.label.name, it.src)
    if isinstance(it, Comment):
        return ("comment", it.text)
    if isinstance(it, Open) and it.kind == "cond":      # the arm taken may differ: the merge's business
        return ("open", it.kind, it.src, it.title, dict(it.args)["param"])
    if isinstance(it, Open):
        return ("open", it.kind, it.src, it.title, _canon(it.bounds), _canon(it.args))
    if isinstance(it, Next):
        return ("next", it.open.title)
    return ("close", it.open.kind, it.open.title)


def _close_of(items: list, at: int) -> int:
    op = items[at]
    return next(n for n in range(at + 1, len(items)) if isinstance(items[n], Close) and items[n].open is op)


def _where(it) -> str:
    src = getattr(it, "src", None) or getattr(getattr(it, "open", None), "src", None) or \
        getattr(getattr(it, "label", None), "src", None)
    return f" at {src}" if src else ""


def _lockstep(a: Program, b: Program) -> tuple[list, list[str]]:
    """The merged items, and the tests of the parts where the builds took different arms."""
    x, y = a.items, b.items
    out, conds = [], []
    i = j = 0
    while i < len(x) and j < len(y):
        p, q = x[i], y[j]
        if _signature(p) != _signature(q):
            raise KernelError(f"{a.title} and {b.title} differ outside a k.when part{_where(p)} "
                              f"(here {_signature(p)[:2]}, there {_signature(q)[:2]}{_where(q)}): only a "
                              "difference inside `with k.when(...)` can be printed as one generator", p.src
                              if hasattr(p, "src") else None, a.name)
        cond = isinstance(p, Open) and p.kind == "cond"
        if cond and dict(p.args)["on"] != dict(q.args)["on"]:
            ci, cj = _close_of(x, i), _close_of(y, j)
            on, off = (x[i + 1:ci], y[j + 1:cj]) if dict(p.args)["on"] else (y[j + 1:cj], x[i + 1:ci])
            op = Open("cond", p.src, title=p.title,
                      args=(("on", True), ("param", dict(p.args)["param"]), ("own", dict(p.args)["on"])))
            out += [op, *on, Next(op), *off, Close(op)]
            conds.append(cond_test(op))
            i, j = ci + 1, cj + 1
            continue
        out.append(p)
        i, j = i + 1, j + 1
    if i < len(x) or j < len(y):
        extra = x[i] if i < len(x) else y[j]
        raise KernelError(f"{a.title} and {b.title} differ in length outside k.when parts{_where(extra)}",
                          None, a.name)
    return out, conds


def _union(mine: dict, theirs: dict, what: str, a: Program) -> dict:
    for name, v in theirs.items():
        if name in mine and mine[name] != v:
            raise KernelError(f"{what} {name} is {mine[name]} in one build and {v} in the other: the merged "
                              "C++ declares it once", None, a.name)
    return {**theirs, **mine}


def merge(a: Program, b: Program) -> MergedProgram:
    """One program of two builds of the same kernel that differ only inside k.when parts, where
    they took different arms (a's arms print as the `if`, b's as the `else`)."""
    items, conds = _lockstep(a, b)
    if not conds:
        raise KernelError(f"{a.title} and {b.title} take the same arm of every k.when part: nothing to merge",
                          None, a.name)
    if [d.symbol for d in a.data] != [d.symbol for d in b.data]:
        raise KernelError(f"{a.title} and {b.title} use different constant tables", None, a.name)
    at_a, lab_a, _ = a.layout()
    at_b, lab_b, _ = b.layout()
    names = {lab.name for lab in a.labels}
    return MergedProgram(
        a.name, f"{a.variant}, {b.variant}", dict(a.params), a.extensions & b.extensions, a.args, items,
        list(a.data), a.labels + [lab for lab in b.labels if lab.name not in names], a.saved, a.doc,
        max(a.min_vlen, b.min_vlen), {**b.reg_names, **a.reg_names},
        _union(dict(a.arrays), b.arrays, "register array", a), _union(dict(a.consts), b.consts, "constant", a),
        a.origin, parts=(a, b), conds=tuple(dict.fromkeys(conds)),
        _layout=({**at_b, **at_a}, {**lab_b, **lab_a}, max(a.layout()[2], b.layout()[2])))


def with_other_arms(prog: Program) -> Program:
    """A stub whose kernel tests a generator parameter (`k.when("decrypt", decrypt)`), with the other
    arm of each such part taken from the kernel built with the parameter flipped (dsl.kernel.rebuild):
    a helper holding the part prints both arms and takes the parameter as a `bool` argument, so the
    stubs of both values call one helper; the stub's own code stays its build's (the C++ compiled
    gives exactly its bytes)."""
    if isinstance(prog, MergedProgram):
        return prog
    tested = {op.title: dict(op.args)["on"] for op in prog.items
              if isinstance(op, Open) and op.kind == "cond" and dict(op.args)["param"]}
    if not tested:
        return prog
    if len(tested) > 1:
        raise KernelError(f"{prog.title}: one generator parameter per kernel can be tested by k.when "
                          f"(here {', '.join(tested)})", None, prog.name)
    from stubforge.dsl.kernel import rebuild
    (name, value), = tested.items()
    m = merge(prog, rebuild(prog, name, not value))
    m.variant, m.params, m.extensions, m.own = prog.variant, prog.params, prog.extensions, prog
    m.labels, m.arrays, m.consts, m.min_vlen = prog.labels, prog.arrays, prog.consts, prog.min_vlen
    return m


def render_merged(a: Program, b: Program, release: str = "mainline", symbol: str | None = None) -> HotSpotStub:
    """The C++ of one generator for both builds (see merge)."""
    return render_stub(merge(a, b), release, symbol)
