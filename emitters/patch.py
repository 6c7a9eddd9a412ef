"""A git-format patch that puts generated stubs into an OpenJDK checkout.

    p = build("/path/to/jdk", [prog, ...])          # reads the tree, computes new file contents
    p.changed                                        # [] when the tree already has exactly this code
    text = p.text()                                  # `git apply`-able, with a description
    check(p.root, text); apply(p.root, text)

What it edits (anchors are regexes on declaration lines, never line numbers):

* stubGenerator_riscv.cpp -- each `generate_<stub>()` (the release's prologue) replaces the
  definition of the same name or goes in before the `#undef __` that precedes
  `generate_initial_stubs()`; its constant tables go at file scope before `class StubGenerator`;
  the stub is registered in `generate_initial_stubs()` or `generate_compiler_stubs()` (the blob
  that declares its StubId) under its Use...Intrinsics flag unless some line already sets its
  StubRoutines field. When the tree turns the flag on under a condition that does not imply the
  extension flags the stub needs (mainline: UseCRC32Intrinsics when `... (UseZba || UseRVV)`, the
  zba variant needs UseZba), the registration is guarded by them: the `if` around it gets
  `&& UseZba` when it holds nothing else, otherwise the statement goes into `if (UseZba) { }`;
  a new registration gets `if (UseX && UseZba)`. A `// stubforge: the generated <stub> [<variant>]
  needs ...` line marks each guard so the next run can recompute it.
* assembler_riscv.hpp -- the methods the generated code calls that the tree lacks, derived from
  the ISA table (emitters/asm_additions.py), in one marked block before `#undef patch_VArith`.
* vm_version_riscv.cpp -- for a flag the tree never turns on (forced off, or not mentioned): an
  enabling block conditioned on the stub's extension flags. For a guarded registration: a marked
  block right after the tree turns the flag on that turns it off again where the guard is false,
  because C2 calls the CRC32/CRC32C/Adler32 stubs without checking that they were generated.
* stubDeclarations.hpp (mainline) -- a `do_stub`/`do_entry` pair when the StubId is missing.
* the blob size (stubDeclarations_riscv.hpp or stubRoutines_riscv.hpp): the stubs carry their
  constant tables in the code blob, so the blob grows by a marked `+ N /* stubforge */`.

Every change is recomputed from the tree, so a second run on a patched tree changes nothing.
"""
from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from dsl import hotspot_api
from dsl.contracts import CONTRACTS
from dsl.ir import Program
from dsl.isa import closure
from sim import measured

from . import asm_additions, cxxtext
from .jdk_tree import (ASM, DECL, DECL_RV, GLOBALS, MASM, ROUTINES, ROUTINES_RV, SG, VM, VMH,  # noqa: F401
                       PatchError, _anchor_error, _read, check_tree, conjunction, detect_release, enclosing_ifs,
                       implies, insert_block)
from .patch_flags import _FLAG_USERS, GUARD_MARK, FlagEdits, ext_names, undeclared
from .hotspot import (BLOB_SPACE, DISPATCH_BEGIN, DISPATCH_END, DISPATCHER_DOC, HotSpotStub, render_dispatch_block,
                      render_dispatcher, render_stub, stub_size)
from . import dispatch

PATCH_DATE = "Thu, 1 Jan 1970 00:00:00 +0000"     # fixed: the same tree and kernels give the same patch


# ---- the plan ---------------------------------------------------------------------------------

@dataclass
class StubNote:
    stub: str
    variant: str
    params: dict
    extensions: tuple[str, ...]
    function: str = ""            # "added" | "replaced"
    registration: str = ""        # human sentence
    blob: str = ""
    size: int = 0
    unsafe: list = field(default_factory=list)   # extension flags the tree's enabling of the flag does not imply
    guard: str = ""               # human sentence when the registration is guarded by them
    decisions: list = field(default_factory=list)   # per CPU configuration: which code, and both figures
    metric: str = ""


@dataclass
class JdkPatch:
    root: Path
    release: str
    files: dict[str, tuple[str, str]]              # rel -> (old, new) for every file read and maybe edited
    stubs: list[StubNote]
    asm_added: list[str] = field(default_factory=list)
    asm_kept: list[str] = field(default_factory=list)     # added by an earlier run, still needed
    vm_notes: list[str] = field(default_factory=list)
    decl_notes: list[str] = field(default_factory=list)
    size_notes: list[str] = field(default_factory=list)
    todo: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)      # checked, nothing to do
    warnings: list[str] = field(default_factory=list)
    enable: list[str] = field(default_factory=list)
    clamped: list[str] = field(default_factory=list)   # flags vm_version now keeps off without a stub's guard

    @property
    def changed(self) -> list[str]:
        return sorted(rel for rel, (old, new) in self.files.items() if old != new)

    def new_text(self, rel: str) -> str:
        return self.files[rel][1]

    def description(self) -> str:
        rel_name = "OpenJDK mainline" if self.release == "mainline" else f"JDK {self.release}"
        out = [f"Generated by `stubforge patch` for {rel_name} (RISC-V HotSpot). Do not edit the generated",
               "functions by hand: change the kernel and regenerate.", "", "Stubs:"]
        for s in self.stubs:
            params = ", ".join(f"{k}={v}" for k, v in s.params.items())
            exts = ", ".join(s.extensions) or "rv64gc only"
            out.append(f"  generate_{s.stub}() [{s.variant}{': ' + params if params else ''}] {s.function}; "
                       f"{s.size} bytes with its tables; needs {exts}")
            out.append(f"    {s.registration}")
        out.append("")
        decided = [s for s in self.stubs if s.decisions]
        if decided:
            out.append("Against HotSpot's own (per CPU configuration, by " + ", ".join(
                dict.fromkeys(s.metric for s in decided)) + "; figures committed in generated/measurements.json")
            out.append("and bench/hotspot/, simulated counts and modelled cycles, not hardware time):")
            for s in decided:
                out.append(f"  {s.stub}:")
                out += [f"    {d}" for d in s.decisions]
            out.append("")
        guarded = [s for s in self.stubs if s.guard]
        if guarded:
            out.append("Registration guards (the tree turns the flag on where the stub's extensions may be missing):")
            for s in guarded:
                out.append(f"  {s.guard}")
            for flag in dict.fromkeys(CONTRACTS[s.stub].flag for s in guarded):
                users = [fn.split("::")[-1] for _, fn in _FLAG_USERS.get(flag, ())]
                if flag in self.clamped:
                    out.append(f"  Where a guard is false the stub is not generated and vm_version_riscv.cpp turns "
                               f"{flag} off too, so HotSpot falls back to the library's own code (C2 would call a missing "
                               "CRC32, CRC32C or Adler32 stub: it does not check for null)."
                               + (f" C1 and the interpreter ({', '.join(users)}) act on {flag} as well and see it "
                                  "off." if users else ""))
                else:
                    out.append(f"  {flag} is not kept off where a guard is false: see \"Still to do by hand\" (C2 "
                               "calls the CRC32, CRC32C and Adler32 stubs without a null check"
                               + (f"; {', '.join(users)} act on the flag too" if users else "") + ").")
            out.append("")
        if self.asm_added:
            out += ["assembler_riscv.hpp: adds " + ", ".join(self.asm_added) + " (fields derived from",
                    "  stubforge's ISA table; INSN groups before `#undef patch_VArith`)."]
        else:
            out.append("assembler_riscv.hpp: unchanged (every method the stubs call exists).")
        if self.vm_notes:
            out.append("vm_version_riscv.cpp:")
            out += [f"  {n}" for n in self.vm_notes]
        out += [f"{n}" for n in self.decl_notes + self.size_notes]
        if self.notes:
            out += ["", "Checked, nothing to do:"]
            out += [f"  - {n}" for n in self.notes]
        if self.todo:
            out += ["", "Still to do by hand:"]
            out += [f"  - {t}" for t in self.todo]
        if self.enable:
            out += ["", "Turning the intrinsics on:"]
            out += [f"  {e}" for e in self.enable]
        return "\n".join(out) + "\n"

    def text(self) -> str:
        names = [s.stub for s in self.stubs]
        subject = "RISC-V: stubforge-generated " + (f"{names[0]} stub" if len(names) == 1 else
                                                    f"stubs ({', '.join(names)})" if len(names) <= 3 else
                                                    f"stubs ({len(names)}: {', '.join(names[:2])}, ...)")
        return format_patch(subject, self.description(), [(rel, *self.files[rel]) for rel in self.changed])


def build(root, progs: list[Program], release: str | None = None, force: bool = False,
          hotspot: list[measured.Measured] | None = None,
          ours: dict[tuple[str, str], measured.Measured] | None = None) -> JdkPatch:
    """The patch for `progs` (any number of variants per stub: they become a per-CPU dispatch).
    HotSpot's own generator is kept on every CPU configuration where it is faster or where either
    side is unmeasured (`hotspot`: its figures, default bench/hotspot/jdk<release>.json; `ours`:
    default generated/measurements.json), unless `force`."""
    root = Path(root).resolve()
    check_tree(root)
    texts = {rel: _read(root, rel) for rel in (SG, ASM, MASM, VM, VMH, GLOBALS, DECL, DECL_RV, ROUTINES_RV,
                                              ROUTINES)}
    found = detect_release(texts[SG])
    if release is None:
        if found is None:
            raise PatchError(f"{SG}: cannot tell the release (neither `StubId stub_id` (mainline, with "
                             "load_archive_data; JDK 26 without) nor "
                             '`StubCodeMark mark(this, "StubRoutines", ...)` (JDK 21) occurs); pass --release')
        release = found
    hotspot_api.check_release(release)
    if found is not None and found != release:
        style = {"mainline": "StubId-based, archive-aware (mainline)", "26": "StubId-based (JDK 26)",
                 "21": "name-based StubCodeMark (JDK 21)"}[found]
        raise PatchError(f"--release {release} does not match the tree: {SG} uses {style} stub prologues "
                         f"(use --release {found})")
    if not progs:
        raise PatchError("no kernels to patch in")
    families: dict[str, list[Program]] = {}
    for prog in progs:
        if prog.name not in CONTRACTS:
            raise PatchError(f"{prog.name}: no HotSpot contract (dsl/contracts.py)")
        fam = families.setdefault(prog.name, [])
        if any(q.variant == prog.variant for q in fam):
            raise PatchError(f"{prog.name} [{prog.variant}] is given twice")
        fam.append(prog)

    p = JdkPatch(root, release, {rel: (t, t) for rel, t in texts.items() if t is not None}, [])
    hotspot = measured.load_hotspot(release) if hotspot is None else hotspot
    ours = measured.load_ours() if ours is None else ours
    edit = _Editor(p)
    needs, wanted = [], []
    for stub, fam in families.items():
        plan = edit.plan(stub, fam, hotspot, ours, force)
        needs += edit.family(plan)
        if plan.ours:
            wanted.append((stub, plan.requirement))
    edit.assembler(needs)
    edit.flags(wanted)
    edit.blob_sizes()
    # Only files that change stay in the patch; the rest were context.
    p.files = {rel: v for rel, v in p.files.items() if rel in (SG, ASM, VM) or v[0] != v[1]}
    return p


def undeclared_flags(root, prog: Program) -> list[str]:
    """Extension flags `prog` needs that the tree at `root` does not declare (JDK 21 has no UseZvkn)."""
    return undeclared(FlagEdits.ext_flags(prog.extensions), [_read(Path(root), rel) for rel in (GLOBALS, VMH, VM)])


_CLASS = re.compile(r"(?m)^class[ \t]+StubGenerator[ \t]*:[ \t]*public[ \t]+StubCodeGenerator\b")


class _Editor(FlagEdits):
    def __init__(self, p: JdkPatch):
        self.p = p

    def get(self, rel):
        return self.p.files[rel][1] if rel in self.p.files else None

    def put(self, rel, text):
        self.p.files[rel] = (self.p.files[rel][0], text)

    # ---- stubGenerator_riscv.cpp ------------------------------------------------------------
    def declared_blob(self, stub: str) -> str | None:
        """The blob whose `do_stub` declares the stub (mainline, 26), if any."""
        pat = re.compile(rf"do_stub\(\s*(\w+)\s*,\s*{stub}\s*\)")
        for rel in (DECL, DECL_RV):
            t = self.get(rel)
            m = pat.search(cxxtext.mask(t)) if t is not None else None
            if m:
                return m.group(1)
        return None

    def known_blob(self, stub: str) -> str | None:
        """Where the stub lives, without editing anything: its declaration, else its contract's blob."""
        c = CONTRACTS.get(stub)
        return self.declared_blob(stub) or (None if c is None else "initial" if c.initial else "compiler")

    def blob_of(self, stub: str) -> str:
        """The blob that declares the StubId (mainline, 26), else the contract's."""
        c = CONTRACTS[stub]
        want = "initial" if c.initial else "compiler"
        decl = self.get(DECL)
        by_id = hotspot_api.PROLOGUE[self.p.release] != "named"
        if not by_id or decl is None:
            if by_id:
                self.p.todo.append(f"{DECL} is not in this tree: check that `do_stub({want}, {stub})` is declared")
            routines = self.get(ROUTINES)
            if routines is not None and not re.search(rf"\b{c.routine}\b", routines):
                self.p.todo.append(f"{ROUTINES} has no field {c.routine}: declare `static address {c.routine};` "
                                   "and its getter")
            return want
        found = self.declared_blob(stub)
        if found is None:
            self.declare(stub, want)
            return want
        if found != want:
            self.p.warnings.append(f"{stub} is declared in the {found} blob, not {want}; "
                                   f"registering it in generate_{found}_stubs()")
        return found

    def declare(self, stub: str, blob: str):
        text = self.get(DECL)
        m = re.search(rf"(?m)^([ \t]*)do_blob\({blob}\)([ \t]*)\\[ \t]*$", text)
        if m is None:
            self.p.todo.append(f"declare the stub in {DECL}: `do_stub({blob}, {stub})` and "
                               f"`do_entry({blob}, {stub}, {stub}, {stub})` in the {blob} blob "
                               f"(anchor `do_blob({blob})` not found)")
            return
        col = m.group(0).rstrip().rfind("\\")          # the column of the continuation backslashes
        ind = m.group(1)

        def cont(s):
            return f"{s:<{col}}\\\n"
        lines = [cont(f"{ind}do_stub({blob}, {stub})")]
        one = f"{ind}do_entry({blob}, {stub}, {stub}, {stub})"
        if len(one) < col:
            lines.append(cont(one))
        else:
            pad = ind + " " * len("do_entry(")
            lines += [cont(f"{ind}do_entry({blob}, {stub},"), cont(f"{pad}{stub},"), cont(f"{pad}{stub})")]
        at = cxxtext.line_end(text, m.start())
        self.put(DECL, text[:at] + "".join(lines) + text[at:])
        self.p.decl_notes.append(f"stubDeclarations.hpp: declares {stub} in the {blob} blob (do_stub/do_entry).")

    def existing(self, stub: str):
        """The tree's generate_<stub>() and whose it is: None, "hotspot" or "stubforge"."""
        text = self.get(SG)
        defs = cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}")
        if len(defs) > 1:
            raise PatchError(f"{SG}: conflict: generate_{stub}() is defined {len(defs)} times; "
                             "stubforge replaces exactly one definition")
        if not defs:
            return None, None
        d = defs[0]
        if d.params.strip() not in ("", "void"):
            raise PatchError(f"{SG}: conflict: the existing generate_{stub}({d.params.strip()}) takes "
                             "parameters; the generated one takes none, so its callers would break")
        head = text[d.start:d.open]
        ours = "Generated by stubforge" in head or DISPATCHER_DOC in head
        return d, ("stubforge" if ours else "hotspot")

    def plan(self, stub: str, fam: list[Program], hotspot, ours, force: bool) -> dispatch.Plan:
        _, whose = self.existing(stub)
        if whose == "stubforge" and not force:
            self.p.notes.append(f"generate_{stub}() in this tree is stubforge's from an earlier patch: HotSpot's own "
                                "code is no longer there to compare with (restore the file to compare)")
        figures = {p.variant: measured.ours_for(p, ours) for p in fam}
        pl = dispatch.plan(stub, fam, lambda p: self.ext_flags(p.extensions), figures, whose == "hotspot",
                           hotspot, force)
        if pl.uncovered and pl.requirement and any(all(c.get(f) for f in pl.requirement) for c in pl.uncovered) \
                or pl.uncovered and not pl.requirement:
            cpus = "; ".join(" ".join(f if v else f"!{f}" for f, v in c.items()) for c in pl.uncovered[:3])
            raise PatchError(f"{stub}: no variant among {', '.join(p.variant for p in fam)} runs on every CPU the "
                             f"dispatch must serve (e.g. {cpus}); add a variant without those extensions to --kernels")
        return pl

    def family(self, plan: dispatch.Plan) -> list[str]:
        """Put one stub's code into the tree per its plan; the assembler methods it needs."""
        stub = plan.stub
        c = CONTRACTS[stub]
        progs = plan.ours
        self.remove_earlier(stub)
        label = f"{stub} [{', '.join(p.variant for p in progs) or 'none'}]"
        note = StubNote(stub, ", ".join(p.variant for p in progs),
                        dict(progs[0].params) if len(progs) == 1 else {},
                        tuple(sorted(set().union(*(closure(p.extensions) for p in progs)) - {"i", "m"})) if progs else (),
                        size=sum(stub_size(p) for p in progs), decisions=plan.decisions, metric=plan.metric)
        self.p.stubs.append(note)
        if not progs:
            note.function = "not patched: HotSpot's own generator is kept on every CPU"
            note.registration = "registration unchanged"
            self.put(SG, self.unguard(self.get(SG), stub))
            return []
        note.blob = self.blob_of(stub)
        # one variant serving every CPU the registration's guard lets through: no dispatch needed
        single = len(progs) == 1 and not plan.keeps_hotspot and all(v for _, v in plan.branches[0].cond)
        rendered = [(p, render_stub(p, self.p.release, None if single else f"{stub}_{p.variant}")) for p in progs]
        self.tables(stub, rendered)
        if single:
            self.function(stub, rendered[0][1].function, note)
        else:
            self.variants(stub, plan, rendered, note)
        self.register(stub, label, plan.requirement, c, note)
        return [m for _, r in rendered for m in r.needs]

    def warn_local_edits(self, old: str, symbol: str):
        """A stubforge function about to be replaced: if it is not what stubforge generates for the
        variant and parameters its comment records, someone edited it (or an older kernel made it):
        say so and show what is dropped."""
        head = re.search(r"/\*\*[ \t]*\n[ \t]*\*[ \t]*(\w+) \[(\w+)\](?:: ([^\n]*))?\n", old)
        if head is None or "Generated by stubforge" not in old:
            return
        stub, variant, params = head.group(1), head.group(2), head.group(3) or ""
        try:
            import dsl
            values = dict(kv.split("=", 1) for kv in params.split(", ") if "=" in kv)
            prog = dsl.get(stub).build(variant, values)
            expected = render_stub(prog, self.p.release, symbol).function
        except Exception:          # noqa: BLE001 -- a variant or parameter that no longer exists
            expected = None
        if expected is None or expected == old:
            return
        diff = list(difflib.unified_diff(expected.splitlines(), old.splitlines(), "generated", "in the tree",
                                         lineterm="", n=1))
        shown = "\n".join(diff[:40]) + ("\n..." if len(diff) > 40 else "")
        self.p.warnings.append(f"generate_{symbol}() in {SG} differs from what stubforge generates for {stub} "
                               f"[{variant}]{': ' + params if params else ''} (edited by hand, or made by an older "
                               f"kernel); it is replaced and these lines are dropped:\n{shown}")

    def remove_earlier(self, stub: str):
        """What an earlier run put in for `stub` besides generate_<stub>() itself: its variant
        functions and the dispatch block at the top of HotSpot's own generator."""
        text = self.get(SG)
        for d in reversed(cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}_\w+")):
            if "Generated by stubforge" in text[d.start:d.open]:
                self.warn_local_edits(text[d.start:d.end], re.search(r"generate_(\w+)", text[d.decl:d.open]).group(1))
                end = d.end + 1 if text[d.end:d.end + 1] == "\n" else d.end
                text = text[:d.start] + text[end:]
        self.put(SG, text)
        d, whose = self.existing(stub)
        if d is not None and whose == "hotspot":
            body = text[d.open:d.close]
            a = body.find(DISPATCH_BEGIN)
            if a >= 0:
                b = body.find(DISPATCH_END, a)
                if b < 0:
                    raise PatchError(f"{SG}: the stubforge dispatch in generate_{stub}() has no `{DISPATCH_END}` line; "
                                     "restore it or remove the block by hand")
                a0 = cxxtext.line_start(text, d.open + a)
                b1 = cxxtext.line_end(text, d.open + b)
                text = text[:a0] + text[b1:]
        self.put(SG, text)

    def variants(self, stub: str, plan: dispatch.Plan, rendered, note: StubNote):
        """Several variants (or one beside HotSpot's own): each as generate_<stub>_<variant>() just
        above generate_<stub>(), which dispatches -- a function of ours, or HotSpot's own with a
        dispatch block on top."""
        arms = [(b.cxx() if b.cond else "", f"{stub}_{b.choice}") for b in plan.branches if b.prog is not None]
        why = [f"{b.cxx()}: {b.choice}" for b in plan.branches]
        d, whose = self.existing(stub)
        text = self.get(SG)
        if plan.keeps_hotspot:
            at = cxxtext.line_end(text, d.open)
            ind = "    "
            text = text[:at] + render_dispatch_block(arms, ind) + text[at:]
            note.function = (f"added as {', '.join(f'generate_{stub}_{p.variant}()' for p, _ in rendered)}; "
                             f"HotSpot's own generate_{stub}() now dispatches to them on the CPUs where they are "
                             "measured faster and keeps its own code elsewhere")
        else:
            fn = render_dispatcher(stub, arms, why)
            if d is not None:
                text = text[:d.start] + fn + text[d.end:]
                note.function = f"a dispatcher replaces the existing generate_{stub}()"
            else:
                text = insert_block(text, self.undef_anchor(text, cxxtext.mask(text)), fn)
                note.function = f"added, with a dispatcher generate_{stub}()"
            note.function += f" over {', '.join(f'generate_{stub}_{p.variant}()' for p, _ in rendered)}"
        d, _ = self.existing_in(text, stub)
        self.put(SG, text[:d.start] + "".join(r.function + "\n" for _, r in rendered) + text[d.start:])

    @staticmethod
    def existing_in(text: str, stub: str):
        defs = cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}")
        return (defs[0], None) if defs else (None, None)

    def tables(self, stub_name: str, rendered: list[tuple[Program, HotSpotStub]]):
        text = self.get(SG)
        # Tables stubforge put here before for this stub (any variant): removed, the new ones go first.
        old = re.compile(rf"(?m)^// {re.escape(stub_name)} \[[^\]\n]*\][^\n]*generated by stubforge\.\n"
                         r"static const [^\n]*\{\n(?:[^\n]*\n)*?\};\n\n?")
        spans = [(m.start(), m.end()) for m in old.finditer(text)]
        tables = "\n".join(r.tables for _, r in rendered if r.tables)
        new = tables + "\n" if tables else ""
        # the names must be free outside the tables and the function this patch replaces
        gone = list(spans) + [(d.start, d.end) for d in cxxtext.definitions(
            text, cxxtext.mask(text), rf"address[ \t]+generate_{stub_name}(?:_\w+)?")]
        rest = text
        for a, b in sorted(gone, reverse=True):
            rest = rest[:a] + rest[b:]
        for name in re.findall(r"(?m)^static const \w+ (\w+)\[", tables):
            if re.search(rf"\b{name}\b", cxxtext.mask(rest)):
                raise PatchError(f"{SG}: conflict: the name {name} (a constant table of the generated "
                                 f"{stub_name}) is already used in this file")
        if spans:
            at = spans[0][0]
            for a, b in reversed(spans):
                text = text[:a] + text[b:]
            text = text[:at] + new + text[at:]
        elif new:
            m = _CLASS.search(cxxtext.mask(text))
            if m is None:
                raise _anchor_error(SG, "`class StubGenerator: public StubCodeGenerator` (the tables go before it)")
            at = m.start()
            # above the comment and blank lines that introduce the class
            while at > 0:
                prev = text.rfind("\n", 0, at - 1) + 1
                line = text[prev:at]
                if line.strip() and not line.lstrip().startswith("//"):
                    break
                at = prev
            text = insert_block(text, at, tables)
        self.put(SG, text)

    def function(self, stub: str, function: str, note: StubNote):
        d, whose = self.existing(stub)
        text = self.get(SG)
        if d is not None:
            self.warn_local_edits(text[d.start:d.end], stub)
            text = text[:d.start] + function + text[d.end:]
            note.function = "replaces the existing definition" + (" (HotSpot's own)" if whose == "hotspot" else "")
        else:
            text = insert_block(text, self.undef_anchor(text, cxxtext.mask(text)), function)
            note.function = "added"
        self.put(SG, text)

    @staticmethod
    def undef_anchor(text: str, masked: str) -> int:
        """The `#undef __` inside class StubGenerator that closes the stub functions just before
        generate_initial_stubs(): outside every `#if` and not followed by another `#define __` (JDK 26
        also has `#undef __` / `#define __ this->` pairs inside `#if COMPILER2_OR_JVMCI`; new stubs
        placed after one of those would be compiled with the wrong `__` or only under C2)."""
        m = re.search(r"(?m)^[ \t]*void[ \t]+generate_initial_stubs[ \t]*\(", masked)
        if m is None:
            raise _anchor_error(SG, "`void generate_initial_stubs()`")
        c = _CLASS.search(masked)
        if c is None or c.start() > m.start():
            raise _anchor_error(SG, "`class StubGenerator: public StubCodeGenerator` before generate_initial_stubs()")
        depth, last, defined_after = 0, None, False
        for d in re.finditer(r"(?m)^[ \t]*#[ \t]*(if|ifdef|ifndef|endif|undef|define)\b[ \t]*(\w*)",
                             masked[:m.start()]):
            kind, name = d.group(1), d.group(2)
            if kind.startswith("if"):
                depth += 1
            elif kind == "endif":
                depth -= 1
            elif name == "__" and d.start() > c.end():
                if kind == "undef":
                    last, defined_after = (d.start(), depth), False
                else:
                    defined_after = True
        if last is None or last[1] != 0 or defined_after:
            why = ("none" if last is None else
                   "the last one is inside an `#if`" if last[1] != 0 else "a `#define __` follows the last one")
            raise _anchor_error(SG, "`#undef __` before generate_initial_stubs() (new stubs go just above it, "
                                    f"where `__` still means `_masm->`; {why})")
        return last[0]

    def register(self, stub: str, label: str, need: list[str], c, note: StubNote):
        text = self.unguard(self.get(SG), stub)
        masked = cxxtext.mask(text)
        fn = f"generate_{note.blob}_stubs"
        sets = [m for m in re.finditer(rf"StubRoutines::{c.routine}\s*=(?!=)\s*([^;]*);", masked)]
        call = re.compile(rf"^generate_{stub}\s*\(\s*\)$")
        for m in sets:
            rhs = " ".join(m.group(1).split())
            if not call.match(rhs):
                raise PatchError(f"{SG}: conflict: StubRoutines::{c.routine} is already set from `{rhs}`; "
                                 f"stubforge will not register a second generator for {stub}")
        defs = cxxtext.definitions(text, masked, rf"void[ \t]+{fn}")
        if not defs:
            raise _anchor_error(SG, f"`void {fn}()`")
        body = defs[0]
        # The extension flags the stub needs that the tree's enabling of the flag does not imply:
        # the registration is guarded by them (and vm_version keeps the flag off without them).
        note.unsafe = self.unsafe(c.flag, need)
        sites = self.enabling(c.flag)
        why = (f"(the tree enables {c.flag} when `{self.enabling_text(sites)}`, which does not imply "
               f"{ext_names(note.unsafe)})")
        mark = f"// stubforge: the generated {label} needs {' && '.join(note.unsafe)}"
        if sets:
            where = [n for n in ("initial", "compiler") for d in
                     cxxtext.definitions(text, masked, rf"void[ \t]+generate_{n}_stubs")
                     if d.open < sets[0].start() < d.close]
            if where and where[0] != note.blob:
                self.p.warnings.append(f"{stub} is registered in generate_{where[0]}_stubs() but declared in "
                                       f"the {note.blob} blob")
            note.registration = f"already registered in generate_{where[0] if where else note.blob}_stubs()"
            before = text
            if note.unsafe:
                text = self.guard_existing(text, masked, sets[0], note, mark, why, label)
            if text == before:
                note.registration += "; unchanged"
            self.put(SG, text)
            return
        line = f"StubRoutines::{c.routine} = generate_{stub}();"
        ind = " " * (len(text[cxxtext.line_start(text, body.decl):body.decl]) + 2)
        # an existing `if (Flag) {` block at the top of the function body
        blk = None
        for m in re.finditer(rf"(?m)^([ \t]*)if[ \t]*\([ \t]*{c.flag}[ \t]*\)[ \t]*\{{", masked[:body.close]):
            if m.start() > body.open and len(m.group(1)) == len(ind):
                blk = m
                break
        guard = " && ".join(note.unsafe)
        if blk is not None:
            close = cxxtext.match_brace(masked, blk.end() - 1)
            at = cxxtext.line_start(text, close)
            if note.unsafe:
                i2 = ind + "  "
                text = text[:at] + f"{i2}{mark}\n{i2}if ({guard}) {{\n{i2}  {line}\n{i2}}}\n" + text[at:]
                note.registration = (f"registered in {fn}() inside the existing `if ({c.flag})` block, "
                                     f"under `if ({guard})`")
            else:
                text = text[:at] + f"{ind}  {line}\n" + text[at:]
                note.registration = f"registered in {fn}() inside the existing `if ({c.flag})` block"
        else:
            at = self.registration_point(text, masked, body, note.blob)
            cond = conjunction([c.flag] + note.unsafe)
            block = (f"{ind}{mark}\n" if note.unsafe else "") + f"{ind}if ({cond}) {{\n{ind}  {line}\n{ind}}}\n"
            text = insert_block(text, at, block, blank_after=at != cxxtext.line_start(text, body.close))
            note.registration = f"registered in {fn}() under `if ({cond})`"
        if note.unsafe:
            note.guard = f"{label}: registration guarded by {guard} {why}"
        self.put(SG, text)

    def guard_existing(self, text: str, masked: str, reg, note: StubNote, mark: str, why: str, label: str) -> str:
        """Guard the tree's own registration statement `reg` by the extension flags in note.unsafe
        that the `if`s around it do not already imply: extend the condition of the enclosing `if`
        when its block holds only this statement, else wrap the statement in `if (UseX) { ... }`."""
        heads = enclosing_ifs(text, masked, reg.start())
        add = [f for f in note.unsafe if not any(implies(h.cond, f) for h in heads)]
        if not add:
            note.guard = (f"{label}: registration already guarded by {' && '.join(note.unsafe)} in the tree {why}")
            return text
        mark = mark.rsplit(" needs ", 1)[0] + " needs " + " && ".join(add)
        ls, le = cxxtext.line_start(text, reg.start()), cxxtext.line_end(text, reg.end() - 1)
        if masked[ls:reg.start()].strip() or masked[reg.end():le].strip():
            self.p.todo.append(f"{label}: guard its registration in {SG} by {' && '.join(add)} by hand {why} "
                               "(it shares its line with other code)")
            return text
        inner = heads[0] if heads else None
        if inner is not None:
            close = cxxtext.match_brace(masked, inner.brace)
            alone = masked[inner.brace + 1:close].strip() == masked[reg.start():reg.end()].strip()
            head_line = text[inner.line:cxxtext.line_end(text, inner.brace)]
            simple = (not inner.else_if and "\n" not in head_line.rstrip("\n")
                      and masked[inner.paren:inner.close] == text[inner.paren:inner.close]
                      and not re.match(r"\s*else\b", masked[close + 1:]))
            if alone and simple:
                ind = re.match(r"[ \t]*", head_line).group(0)
                cond = conjunction([inner.cond] + add)
                new = f"{ind}{mark}\n{ind}if ({cond}) {{{head_line[inner.brace - inner.line + 1:]}"
                note.registration += f"; its `if ({inner.cond})` became `if ({cond})`"
                note.guard = f"{label}: registration guarded by {' && '.join(add)} {why}"
                return text[:inner.line] + new + text[cxxtext.line_end(text, inner.brace):]
        ind = re.match(r"[ \t]*", text[ls:]).group(0)
        stmt = "".join("  " + x if x.strip() else x for x in text[ls:le].splitlines(keepends=True))
        note.registration += f"; the statement is now inside `if ({' && '.join(add)})`"
        note.guard = f"{label}: registration guarded by {' && '.join(add)} {why}"
        return text[:ls] + f"{ind}{mark}\n{ind}if ({' && '.join(add)}) {{\n{stmt}{ind}}}\n" + text[le:]

    @staticmethod
    def unguard(text: str, stub: str) -> str:
        """Undo the guard an earlier run put around `stub`'s registration (it is recomputed)."""
        while True:
            m = next((g for g in GUARD_MARK.finditer(text) if g.group(2) == stub), None)
            if m is None:
                return text
            ind, flags = m.group(1), m.group(4).split(" && ")
            head_end = cxxtext.line_end(text, m.end())
            head = text[m.end():head_end]
            masked = cxxtext.mask(text)
            h = re.match(r"([ \t]*)if \((.*)\) \{(.*\n)$", head)
            if h is None or h.group(1) != ind:
                raise PatchError(f"{SG}: the stubforge guard of {stub} (`{m.group(0).strip()}`) is not followed by "
                                 "its `if`; remove the comment or restore the guard by hand")
            cond = h.group(2)
            tail = " && " + " && ".join(flags)
            if cond == " && ".join(flags):                   # the nested form: unwrap the statement
                close = cxxtext.match_brace(masked, m.end() + head.rindex("{"))
                inner = text[head_end:cxxtext.line_start(text, close)]
                inner = "".join(x[2:] if x.startswith(ind + "  ") else x for x in inner.splitlines(keepends=True))
                text = text[:m.start()] + inner + text[cxxtext.line_end(text, close):]
            elif cond.endswith(tail):                         # the extended form: drop the added flags
                base = cond[:-len(tail)]
                s = base.strip()
                if s.startswith("(") and s.endswith(")") and conjunction([s[1:-1]]) == s:
                    base = s[1:-1]
                text = text[:m.start()] + f"{ind}if ({base}) {{{h.group(3)}" + text[head_end:]
            else:
                raise PatchError(f"{SG}: the stubforge guard of {stub} (`{m.group(0).strip()}`) does not match its "
                                 f"`if ({cond})`; remove the comment or restore the guard by hand")

    @staticmethod
    def registration_point(text: str, masked: str, body, blob: str) -> int:
        """Where a new registration goes: compiler stubs before the #endif closing the body's
        `#ifdef COMPILER2` (C2 intrinsics); otherwise before the body's closing brace."""
        close_line = cxxtext.line_start(text, body.close)
        if blob == "compiler":
            stack, exact, loose = [], None, None
            pos = cxxtext.line_end(text, body.open)
            while pos < close_line:
                end = cxxtext.line_end(text, pos)
                s = masked[pos:end].strip()
                if re.match(r"#\s*if", s):
                    stack.append(s)
                elif re.match(r"#\s*endif", s) and stack:
                    opener = stack.pop()
                    if re.match(r"#\s*(ifdef\s+COMPILER2|if\s+defined\s*\(\s*COMPILER2\s*\))\s*$", opener):
                        exact = pos
                    elif "COMPILER2" in opener:
                        loose = pos
                pos = end
            if exact is not None or loose is not None:
                return exact if exact is not None else loose
        return close_line

    # ---- assembler_riscv.hpp ------------------------------------------------------------------
    def assembler(self, needs: list[str]):
        text = self.get(ASM)
        bm = re.search(rf"(?m)^{re.escape(asm_additions.BEGIN)}\n(?:.*\n)*?{re.escape(asm_additions.END)}\n\n?",
                       text)
        outside = text if bm is None else text[:bm.start()] + text[bm.end():]
        masked_out = cxxtext.mask(outside)
        masm = self.get(MASM)
        masked_masm = cxxtext.mask(masm) if masm is not None else ""
        sg = self.get(SG)
        wanted = set(needs)
        if bm is not None:        # keep what an earlier run added while stubs still call it
            for name in re.findall(r"(?m)^\s*INSN\((\w+),", bm.group(0)):
                if re.search(rf"__\s*{name}\s*\(", sg):
                    wanted.add(name)

        def defined(name):
            pat = rf"(?m)INSN\(\s*{name}\s*[,)]|\bvoid\s+{name}\s*\("
            return re.search(pat, masked_out) or (masm is not None and re.search(pat, masked_masm))
        methods = asm_additions.by_method(self.p.release)
        adds = []
        for name in sorted(wanted):
            if defined(name):
                continue
            insn = methods.get(name)
            if insn is None:
                raise PatchError(f"{ASM}: the stubs call {name}(), which is neither in this assembler nor in "
                                 "stubforge's ISA table")
            try:
                adds.append(asm_additions.derive(insn, name))
            except asm_additions.NoShape as e:
                raise PatchError(f"{ASM}: cannot add {name}() automatically ({e}); add it by hand") from None
        # Only what this patch adds: methods an earlier run put in the marked block are already there.
        before = {n for n in re.findall(r"(?m)^\s*INSN\((\w+),", bm.group(0))} if bm is not None else set()
        self.p.asm_added = [a.method for a in sorted(adds, key=lambda a: a.method) if a.method not in before]
        self.p.asm_kept = sorted(a.method for a in adds if a.method in before)
        if not adds:
            if bm is not None:
                self.put(ASM, outside)
            return
        block = asm_additions.block(adds)
        if bm is not None:
            self.put(ASM, text[:bm.start()] + block + "\n" + text[bm.end():])
            return
        m = re.search(r"(?m)^#[ \t]*undef[ \t]+patch_VArith[ \t]*$", cxxtext.mask(text))
        if m is None:
            raise _anchor_error(ASM, "`#undef patch_VArith` (the end of the vector instructions; additions go "
                                     "just above it)")
        at = m.start()
        self.put(ASM, text[:at] + block + "\n" + text[at:])

    # ---- blob sizes ---------------------------------------------------------------------------
    def stubforge_stubs(self) -> dict[str, int]:
        """Every generate_<stub>() stubforge put in the tree (this run's and earlier runs'), with the
        blob space its doc comment records. The reservation is computed from these, so a later run
        with fewer kernels never shrinks it below what the tree holds."""
        text = self.get(SG)
        masked = cxxtext.mask(text)
        space = re.compile(re.escape(BLOB_SPACE).replace(r"\{\}", r"(\d+)"))
        out = {}
        for d in cxxtext.definitions(text, masked, r"address[ \t]+generate_\w+"):
            head = text[d.start:d.open]
            name = re.search(r"generate_(\w+)[ \t]*\(", text[d.decl:d.open]).group(1)
            own = re.search(r"/\*\*[ \t]*\n[ \t]*\*[ \t]*(\w+) \[", head)     # `<stub> [<variant>]` opens the doc
            name = own.group(1) if own else name
            m = space.search(head)
            if m:
                out[name] = out.get(name, 0) + int(m.group(1))
            elif "Generated by stubforge" in head:
                self.p.todo.append(f"generate_{name}() was put into {SG} by an older stubforge and does not "
                                   "record its size: patch it again (--kernels) so the blob reservation covers it")
        return out

    def blob_sizes(self):
        need: dict[str, int] = {}
        held: dict[str, list[str]] = {}
        for stub, size in self.stubforge_stubs().items():
            blob = self.known_blob(stub)
            if blob is not None:
                need[blob] = need.get(blob, 0) + size
                held.setdefault(blob, []).append(stub)
        mark = "/* stubforge */"
        for blob, size in sorted(need.items()):
            extra = -(-size // 1024) * 1024
            done = False
            for rel, pat in ((DECL_RV, rf"(?m)^([ \t]*do_arch_blob\({blob},[ \t]*)(.*?)\)([ \t]*\\?)[ \t]*$"),
                             (ROUTINES_RV, rf"(?m)^([ \t]*_{blob}_stubs_code_size[ \t]*=[ \t]*)([^,\n]*?)([ \t]*,?)[ \t]*$")):
                text = self.get(rel)
                if text is None:
                    continue
                m = re.search(pat, text)
                if m is None:
                    continue
                base = re.sub(r"\s*\+\s*\d+\s*" + re.escape(mark), "", m.group(2)).rstrip()
                expr = f"{base} + {extra} {mark}"
                if rel == DECL_RV:
                    head = f"{m.group(1)}{expr})"
                    tail = m.group(3)
                    if tail.strip() == "\\":
                        col = m.group(0).rfind("\\")
                        line = f"{head:<{col}}\\" if len(head) < col else f"{head} \\"
                    else:
                        line = head
                else:
                    line = f"{m.group(1)}{expr}{m.group(3).strip()}"
                self.put(rel, text[:m.start()] + line + text[m.end():])
                self.p.size_notes.append(f"{Path(rel).name}: the {blob} stubs blob grows by {extra} bytes for the "
                                         f"{len(held[blob])} stubforge stubs it holds ({', '.join(held[blob])}; "
                                         "they carry their tables in the blob)")
                done = True
                break
            if not done:
                self.p.todo.append(f"grow the {blob} stubs blob by {extra} bytes: the generated stubs carry their "
                                   f"constant tables in the code blob (neither {DECL_RV} `do_arch_blob({blob}, ...)` "
                                   f"nor {ROUTINES_RV} `_{blob}_stubs_code_size` was found)")


# ---- the patch text ---------------------------------------------------------------------------

def _hunk_lines(lines, tag):
    out = []
    for line in lines:
        if line.endswith("\n"):
            out.append(tag + line)
        else:
            out.append(tag + line + "\n\\ No newline at end of file\n")
    return out


def _range(start, length):
    beginning = start + 1
    if length == 1:
        return f"{beginning}"
    if not length:
        beginning -= 1
    return f"{beginning},{length}"


def unified(rel: str, old: str, new: str, context: int = 3) -> str:
    a, b = old.splitlines(keepends=True), new.splitlines(keepends=True)
    out = [f"diff --git a/{rel} b/{rel}\n", f"--- a/{rel}\n", f"+++ b/{rel}\n"]
    sm = difflib.SequenceMatcher(None, a, b)
    for group in sm.get_grouped_opcodes(context):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        out.append(f"@@ -{_range(i1, i2 - i1)} +{_range(j1, j2 - j1)} @@\n")
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                out += _hunk_lines(a[x1:x2], " ")
                continue
            if tag in ("replace", "delete"):
                out += _hunk_lines(a[x1:x2], "-")
            if tag in ("replace", "insert"):
                out += _hunk_lines(b[y1:y2], "+")
    return "".join(out)


def _stat(files) -> str:
    rows = []
    for rel, old, new in files:
        plus = minus = 0
        for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0):
            if line.startswith("+") and not line.startswith("+++"):
                plus += 1
            elif line.startswith("-") and not line.startswith("---"):
                minus += 1
        rows.append((rel, plus, minus))
    width = max((len(r[0]) for r in rows), default=0)
    out = [f" {rel:<{width}} | {p + m} {'+' * min(p, 40)}{'-' * min(m, 40)}" for rel, p, m in rows]
    out.append(f" {len(rows)} file{'s' if len(rows) != 1 else ''} changed, {sum(r[1] for r in rows)} insertions(+), "
               f"{sum(r[2] for r in rows)} deletions(-)")
    return "\n".join(out) + "\n"


def format_patch(subject: str, body: str, files) -> str:
    """`git format-patch` layout: mail header, description, diffstat, diffs (index-less)."""
    head = ("From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
            "From: stubforge <stubforge@localhost>\n"
            f"Date: {PATCH_DATE}\n"
            f"Subject: [PATCH] {subject}\n\n")
    diffs = "".join(unified(rel, old, new) for rel, old, new in files)
    return head + body + "---\n" + _stat(files) + "\n" + diffs + "-- \nstubforge\n"


# ---- git apply --------------------------------------------------------------------------------

def _git() -> str:
    git = shutil.which("git")
    if git is None:
        raise PatchError("git is not on PATH (needed to check or apply the patch; `-o FILE` works without it)")
    return git


def _where(root: Path) -> tuple[Path, list[str]]:
    """Run git apply at the work tree's top with --directory when root is inside a repository."""
    git = _git()
    r = subprocess.run([git, "-C", str(root), "rev-parse", "--show-prefix"], capture_output=True, text=True)
    if r.returncode == 0 and r.stdout.strip():
        top = subprocess.run([git, "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True).stdout.strip()
        return Path(top), [f"--directory={r.stdout.strip().rstrip('/')}"]
    return root, []


def _git_apply(root: Path, patch_text: str, extra: list[str]) -> subprocess.CompletedProcess:
    cwd, opts = _where(root)
    with tempfile.NamedTemporaryFile("w", suffix=".patch", delete=False, encoding="utf-8",
                                     errors="surrogateescape") as f:
        f.write(patch_text)
        name = f.name
    try:
        return subprocess.run([_git(), "apply", *opts, *extra, name], cwd=cwd, capture_output=True, text=True)
    finally:
        os.unlink(name)


def check(root, patch_text: str) -> None:
    r = _git_apply(Path(root), patch_text, ["--check"])
    if r.returncode != 0:
        raise PatchError(f"conflict: the patch does not apply to {root}:\n{(r.stderr or r.stdout).strip()}")


def apply(root, patch_text: str) -> None:
    check(root, patch_text)
    r = _git_apply(Path(root), patch_text, [])
    if r.returncode != 0:
        raise PatchError(f"git apply failed in {root}:\n{(r.stderr or r.stdout).strip()}")
