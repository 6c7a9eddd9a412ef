"""Which functions of a stubGenerator_riscv.cpp stubforge put there, without markers in the C++.

The C++ the patch writes reads as hand-written HotSpot code: no generator's name, variant, parameters
or blob size in it. A later run still has to find what an earlier one wrote (to replace it, to size
the code blob, to drop helpers nothing calls), so it recognises a function by two facts it knows
itself:

* its name is one the kernels define: `generate_<stub>()` of a stub with a contract,
  `generate_<stub>_<variant>()` of one of that kernel's variants, or a helper one of the kernels
  calls;
* its text is what the tool generates for the release: one variant of the kernel (with its default
  parameters, or those of this run) rendered under that name, character for character. A function
  only close to it (edited by hand, or written by an older kernel) counts as ours when most of its
  lines are the same; a variant's name (`generate_<stub>_<variant>`) is ours whatever its text.

Trees patched by earlier versions, which marked their code with comments, are recognised by those
comments too (hotspot.EARLIER_MARKS; read, never written).

The blob reservation is then summed from the machine code sizes of the programs recognised, not
read back from comments.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.ir import Program
from stubforge.emitters.hotspot import EARLIER_BLOB_SPACE, EARLIER_MARKS, HotSpotStub, render_stub, stub_size

# Most lines of a recognised function are the tool's own: an edit by hand, or a kernel that changed
# since, keeps far more than this of the text; HotSpot's own generator of the same stub shares little
# beyond its prologue.
SIMILAR = 0.6

_BUILT: dict[tuple[str, str], Program | None] = {}
_RENDERED: dict[tuple[int, str, str], tuple[Program, HotSpotStub]] = {}


def default_build(stub: str, variant: str) -> Program | None:
    """The kernel's variant with its default parameters (None when it does not build)."""
    key = (stub, variant)
    if key not in _BUILT:
        from stubforge import kernels
        try:
            _BUILT[key] = kernels.get(stub).build(variant)
        except Exception:          # noqa: BLE001 -- a variant that does not build is not a candidate
            _BUILT[key] = None
    return _BUILT[key]


def rendered(prog: Program, release: str, symbol: str | None = None) -> HotSpotStub:
    """render_stub, once per program, release and name in this process."""
    key = (id(prog), release, symbol or prog.name)
    hit = _RENDERED.get(key)
    if hit is None or hit[0] is not prog:
        hit = (prog, render_stub(prog, release, symbol))
        _RENDERED[key] = hit
    return hit[1]


def merged(progs) -> list:
    """The one-generator merges (emitters.hotspot_merge) of each pair of `progs` that has one."""
    from stubforge.dsl.ir import KernelError
    from stubforge.emitters.hotspot_merge import merge
    out = []
    for a in progs:
        for b in progs:
            if a.extensions > b.extensions:
                try:
                    out.append(merge(a, b))
                except KernelError:
                    continue
    return out


def variants_of(stub: str) -> tuple[str, ...]:
    from stubforge import kernels
    try:
        return tuple(kernels.get(stub).variants)
    except Exception:              # noqa: BLE001 -- a stub with a contract but no kernel
        return ()


def split_symbol(symbol: str) -> tuple[str, str | None] | None:
    """`generate_<symbol>()`'s stub and variant (None: the stub's own name), or None when no kernel
    defines that name."""
    if symbol in CONTRACTS:
        return symbol, None
    for stub in CONTRACTS:
        if symbol.startswith(stub + "_") and symbol[len(stub) + 1:] in variants_of(stub):
            return stub, symbol[len(stub) + 1:]
    return None


def similar(a: str, b: str) -> float:
    """The share of lines two texts have in common."""
    sm = difflib.SequenceMatcher(None, a.splitlines(), b.splitlines(), autojunk=False)
    return sm.ratio() if sm.real_quick_ratio() >= SIMILAR and sm.quick_ratio() >= SIMILAR else 0.0


def legacy(head: str) -> bool:
    """The leading comment marks the function as an earlier version's (any wording it used)."""
    return any(m in head for m in EARLIER_MARKS)


@dataclass
class Found:
    """A function of ours in the tree: its stub, the program it is the text of (the closest one when
    not exact; None when nothing is close), and whether the text is exactly the tool's."""
    stub: str
    prog: Program | None
    exact: bool
    legacy_size: int | None = None

    @property
    def size(self) -> int | None:
        """Blob space it takes: its machine code plus the entry alignment."""
        if self.exact or (self.prog is not None and self.legacy_size is None):
            return stub_size(self.prog)
        return self.legacy_size


class Recogniser:
    """What this run knows about the code it writes: the programs it patches in and every kernel
    variant with its default parameters, rendered for the tree's release."""

    def __init__(self, release: str, progs: list[Program] = ()):
        self.release = release
        self.progs = list(progs)

    def family(self, stub: str, variant: str | None = None):
        """This run's programs of the stub (of `variant` only, if given), then each other variant with
        its defaults, built only when asked for (a generator: recognition stops at the first exact
        match, usually one of this run's programs)."""
        mine = [p for p in self.progs if p.name == stub and variant in (None, p.variant)]
        yield from mine
        for v in variants_of(stub):
            if variant in (None, v):
                p = default_build(stub, v)      # an earlier run may have used the defaults this run overrides
                if p is not None and not any(q.variant == v and q.params == p.params for q in mine):
                    yield p

    def function(self, text: str, d) -> Found | None:
        """The generator `d` (a cxxtext.Definition of `address generate_...`) if it is ours."""
        m = re.search(r"generate_(\w+)[ \t]*\(", text[d.decl:d.open])
        where = split_symbol(m.group(1)) if m else None
        if where is None:
            return None
        stub, variant = where
        symbol = m.group(1)
        body = text[d.start:d.end]
        flag = CONTRACTS[stub].flag
        if variant is None and flag and f'assert({flag}, "{stub} needs {flag}");' not in body \
                and not legacy(text[d.start:d.open]):
            return None        # every generator of ours opens with that assert: no rendering needed
        cands = []
        for p in self.family(stub, variant):
            if rendered(p, self.release, symbol).function == body:
                return Found(stub, p, True)
            cands.append(p)
        for m in merged(cands):       # one generator of two variants, `if (UseX)` where they differ
            if rendered(m, self.release, symbol).function == body:
                return Found(stub, m, True)
        head = text[d.start:d.open]
        score = {id(p): similar(rendered(p, self.release, symbol).function, body) for p in cands}
        best = max(cands, key=lambda p: score[id(p)], default=None)
        close = best is not None and score[id(best)] >= SIMILAR
        if legacy(head):
            size = re.search(re.escape(EARLIER_BLOB_SPACE).replace(r"\{\}", r"(\d+)"), head)
            return Found(stub, best, False, int(size.group(1)) if size else None)
        if variant is not None or close:
            return Found(stub, best, False)
        return None

    def helper_texts(self, stubs) -> dict[str, set[str]]:
        """name -> the texts (as placed in the class) the stubs' kernels give each helper they call."""
        out: dict[str, set[str]] = {}
        for stub in stubs:
            for p in self.family(stub):
                try:
                    # any name's rendering will do: a helper's text does not depend on it
                    r = next((h[1] for (i, rel, _), h in _RENDERED.items() if i == id(p) and rel == self.release
                              and h[0] is p), None) or rendered(p, self.release)
                except Exception:      # noqa: BLE001 -- a variant the release cannot print
                    continue
                for name in r.helpers or {}:
                    out.setdefault(name, set()).add(r.helper_text(name))
        return out

    @staticmethod
    def helper(text: str, d, known: set[str]) -> bool:
        """The helper `d` is ours: the text the kernels give it, close to it, or an earlier marking."""
        body = text[d.start:d.end]
        if body in known or legacy(text[d.start:d.decl]):
            return True
        return any(similar(t, body) >= SIMILAR for t in known)
