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
  a new registration gets `if (UseX && UseZba)`. A `// <stub> [<variant>] needs ...` line
  (flags.GUARD_TEXT) marks each guard so the next run can recompute it.
* assembler_riscv.hpp -- the methods the generated code calls that the tree lacks, derived from
  the ISA table (jdk/asm_additions.py), each an INSN line of the existing group that encodes it,
  right after its closest sibling (`vaesem_vs` after `vaesem_vv`), or, where no group fits, in a group
  of its own after its sibling's group.
* vm_version_riscv.cpp -- for a flag the tree never turns on (forced off, or not mentioned): an
  enabling block conditioned on the stub's extension flags. For a guarded registration: a marked
  block right after the tree turns the flag on that turns it off again where the guard is false,
  because C2 calls the CRC32/CRC32C/Adler32 stubs without checking that they were generated.
* stubDeclarations.hpp (mainline) -- a `do_stub`/`do_entry` pair when the StubId is missing.
* the blob size (stubDeclarations_riscv.hpp or stubRoutines_riscv.hpp): the stubs carry their
  code in the blob (their constant tables are static data), so the blob grows by
  `+ N` (N a multiple of 1024, from the machine code sizes of the stubs the tree holds: jdk/ours.py
  recognises them by name and text), which the next run recomputes.

Every change is recomputed from the tree, so a second run on a patched tree changes nothing.
"""
from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from stubforge.emitters import hotspot_api
from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.ir import Program
from stubforge.dsl.isa import closure
from stubforge.bench import measured
from stubforge.files import discard, signals_deferred, stage, sweep, sync_dir
from stubforge.sim.toolchain import MODEL_LLVM

from stubforge.jdk import asm_additions, cxxtext
from stubforge.jdk.tree import (ASM, DECL, DECL_RV, GLOBALS, MASM, ROUTINES, ROUTINES_RV, SG, VM, VMH,
    VERSION_CONF, PatchError, _anchor_error, _read, check_tree, conjunction, detect_release, enclosing_ifs,
    before_successor, implies, insert_block, tree_feature)  # noqa: F401
from stubforge.jdk.flags import (_FLAG_USERS, GUARD_MARK, GUARD_TEXT, OWN_GUARD, FlagEdits, ext_names, reachable,
                                 undeclared)
from stubforge.emitters.hotspot import (EARLIER_COPIED_MARK, EARLIER_DISPATCH, EARLIER_TABLE_END, EARLIER_TABLE_MARK,
    EARLIER_TABLE_USERS, TABLE_USERS, DISPATCH_BEGIN, DISPATCH_END, DISPATCHER_DOC, HotSpotStub, table_comment,
    render_dispatch_block, render_dispatcher, render_stub, stub_size)
from stubforge.emitters.hotspot_merge import merge
from stubforge.dsl.ir import KernelError
from stubforge.jdk import dispatch
from stubforge.jdk import ours as ourcode

def _no_params(d) -> bool:
    return d.params.strip() in ("", "void")


PATCH_DATE = "Thu, 1 Jan 1970 00:00:00 +0000"     # a single patch's: the same tree and kernels give the same patch
# The blob growth the patch adds is a plain `+ N` (N a multiple of 1024) after the release's own size,
# taken off again by the next run when the tree holds stubforge's stubs; earlier versions marked it.
_EARLIER_BLOB = re.compile(r"\s*\+\s*\d+\s*(?:/\* stubs with constant tables \*/|/\* stubforge \*/)")
_OUR_GROWTH = re.compile(r"\s*\+\s*(\d+)\s*$")


def _without_growth(expr: str) -> str:
    """A blob size expression without the `+ N` an earlier run added (N a multiple of 1024)."""
    m = _OUR_GROWTH.search(expr)
    return expr[:m.start()] if m and int(m.group(1)) % 1024 == 0 and int(m.group(1)) else expr
# Opens the comment of a wrapper own_parameterised() puts in for HotSpot's generator of a pair of stubs.
PARAM_WRAP_MARK = "HotSpot's own code for"


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
    rows: list = field(default_factory=list)        # dispatch.Row per CPU configuration (the PR text's table)
    functions: list = field(default_factory=list)   # (symbol, [variants it serves], params, blob bytes)
    # the dispatch in order, first match wins: (((flag, value), ...), variant or dispatch.HOTSPOT)
    branches: list = field(default_factory=list)


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
    blob_stubs: dict = field(default_factory=dict)     # blob -> {our stub in the tree: its largest variant's bytes}
    todo: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)      # checked, nothing to do
    warnings: list[str] = field(default_factory=list)
    enable: list[str] = field(default_factory=list)
    clamped: list[str] = field(default_factory=list)   # flags vm_version now keeps off without a stub's guard
    left_out: list[str] = field(default_factory=list)  # added stubs' variants the keep rule keeps out, with why

    @property
    def changed(self) -> list[str]:
        return sorted(rel for rel, (old, new) in self.files.items() if old != new)

    def new_text(self, rel: str) -> str:
        return self.files[rel][1]

    def description(self) -> str:
        rel_name = _release_name(self.release)
        from stubforge import __version__
        out = [f"Generated by `stubforge patch` {__version__} for {rel_name} (RISC-V HotSpot). Do not edit the",
               "generated functions by hand: change the kernel and regenerate.", "", "Stubs:"]
        for s in self.stubs:
            params = ", ".join(f"{k}={v}" for k, v in s.params.items())
            exts = ", ".join(s.extensions) or "rv64gc only"
            out.append(f"  generate_{s.stub}() [{s.variant}{': ' + params if params else ''}] {s.function}; "
                       f"{s.size} bytes of code (its tables are static data); needs {exts}")
            out.append(f"    {s.registration}")
        out.append("")
        out += function_lines(self.stubs)
        decided = [s for s in self.stubs if s.decisions]
        if decided:
            out.append("Against HotSpot's own (per CPU configuration, by " + ", ".join(
                dict.fromkeys(s.metric for s in decided)) + "; figures committed in generated/measurements.json")
            out.append(f"and bench/hotspot/, simulated counts and modelled cycles by llvm-mca {MODEL_LLVM} on each "
                       "named core model at its VLEN, not hardware time):")
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
                if all(s.stub in OWN_GUARD for s in guarded if CONTRACTS[s.stub].flag == flag):
                    out.append(f"  {flag} stays on where a guard is false: C2 looks these stubs up and falls back "
                               "to Java's code when one is missing (it checks for null).")
                elif flag in self.clamped:
                    out.append(f"  Where a guard is false the stub is not generated and vm_version_riscv.cpp turns "
                               f"{flag} off too, so HotSpot falls back to the library's own code "
                               "(C2 would call a missing "
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
                    "  stubforge's ISA table; each beside its siblings in the INSN group that encodes it)."]
        else:
            out.append("assembler_riscv.hpp: unchanged (every method the stubs call exists).")
        if self.vm_notes:
            out.append("vm_version_riscv.cpp:")
            out += [f"  {n}" for n in self.vm_notes]
        if self.asm_kept:
            out.append("assembler_riscv.hpp: keeps " + ", ".join(self.asm_kept)
                       + " (added by an earlier run, still called)")
        out += [f"{n}" for n in self.decl_notes + self.size_notes]
        if self.left_out:
            out += ["", "Left out by the keep rule (an added stub must beat the code it displaces by 5% on "
                    "every modelled core):"]
            out += [f"  {x}" for x in self.left_out]
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


FUNCTIONS_HEAD = "Generated functions (kernel [variants served] parameters; blob space: code and entry alignment):"
# One line per function in FUNCTIONS_HEAD's list; dispatch_check reads them back from a patch.
FUNCTION_LINE = re.compile(r"(?m)^[ \t]+generate_(\w+)\(\): (\w+) \[(\w+(?:, \w+)*)\](?: ([^;\n]*))?; (\d+) bytes$")


def function_lines(notes: list[StubNote]) -> list[str]:
    """What the C++ does not say about each generated function: the kernel variants it is (several
    when their C++ is one text), its parameters and the blob space it takes, for the patch's message."""
    rows = [f"  generate_{symbol}(): {s.stub} [{', '.join(variants)}]"
            + (" " + ", ".join(f"{k}={v}" for k, v in params.items()) if params else "") + f"; {size} bytes"
            for s in notes for symbol, variants, params, size in s.functions]
    return [FUNCTIONS_HEAD] + rows + [""] if rows else []


def _release_name(release: str) -> str:
    return "OpenJDK mainline" if release == "mainline" else f"JDK {release}"


def build(root, progs: list[Program], release: str | None = None, force: bool = False,
          hotspot: list[measured.Measured] | None = None,
          ours: dict[tuple[str, str], measured.Measured] | None = None, grow_blobs: bool = True,
          pristine=None) -> JdkPatch:
    """The patch for `progs` (any number of variants per stub: they become a per-CPU dispatch).
    HotSpot's own generator is kept on every CPU configuration where it is faster or where either
    side is unmeasured (`hotspot`: its figures, default bench/hotspot/jdk<release>.json; `ours`:
    default generated/measurements.json), unless `force`. `grow_blobs` False leaves the blob sizes
    as they are (a series decides them for all its commits: jdk/blobs.py); p.blob_stubs has the
    stubs each blob holds either way. `pristine`: the tree before any commit of a series, whose
    statements alone place new registrations and flag blocks (so a commit lands where it would on
    the pristine tree, and applies there alone)."""
    root = Path(root).resolve()
    check_tree(root)
    texts = {rel: _read(root, rel) for rel in (SG, ASM, MASM, VM, VMH, GLOBALS, DECL, DECL_RV, ROUTINES_RV,
                                              ROUTINES)}
    found = detect_release(root, texts[SG])
    if release is None:
        if found is None:
            raise PatchError(f"{root}: cannot tell the release: no {VERSION_CONF}, and {SG}'s stub prologues "
                             "do not name one release; pass --release")
        release = found
    hotspot_api.check_release(release)
    if found is not None and found != release:
        said = tree_feature(root)
        why = f"{VERSION_CONF} says JDK {said}" if said is not None else f"{SG}'s stub prologues say so"
        raise PatchError(f"--release {release} does not match the tree: it is {_release_name(found)} ({why}; "
                         f"use --release {found})")
    if not progs:
        raise PatchError("no kernels to patch in")
    families: dict[str, list[Program]] = {}
    for prog in progs:
        if prog.name not in CONTRACTS:
            raise PatchError(f"{prog.name}: no HotSpot contract (stubs/<family>.py)")
        fam = families.setdefault(prog.name, [])
        if any(q.variant == prog.variant for q in fam):
            raise PatchError(f"{prog.name} [{prog.variant}] is given twice")
        fam.append(prog)

    p = JdkPatch(root, release, {rel: (t, t) for rel, t in texts.items() if t is not None}, [])
    hotspot = measured.load_hotspot(release) if hotspot is None else hotspot
    ours = measured.load_ours() if ours is None else ours
    edit = _Editor(p, ourcode.Recogniser(release, progs))
    if pristine is not None:
        edit.pristine = {rel: _read(Path(pristine).resolve(), rel) for rel in (SG, VM)}
    needs, wanted = [], []
    if not force:
        families = keep_rule(families, progs, ours, p.left_out)
    for stub, fam in families.items():
        before = edit.get(SG)
        helper = edit.own_as_function(stub) or edit.own_parameterised(stub)
        plan = edit.plan(stub, fam, hotspot, ours, force)
        if helper and not plan.ours:
            edit.put(SG, before)             # HotSpot's own stays as it was written
            p.notes.pop()
            edit.shared.pop(stub, None)
        elif not plan.ours:
            edit.unwrap(stub)                # an earlier run's wrapper of a shared generator goes
        needs += edit.family(plan)
        if plan.ours:
            wanted.append((stub, plan.requirement))
    edit.place_helpers()
    edit.sweep_helpers()
    edit.assembler(needs)
    edit.flags(wanted)
    for stub, size in edit.stubforge_stubs().items():
        blob = edit.known_blob(stub)
        if blob is not None:
            p.blob_stubs.setdefault(blob, {})[stub] = size
    if grow_blobs:
        edit.blob_sizes()
    # Only files that change stay in the patch; the rest were context.
    p.files = {rel: v for rel, v in p.files.items() if rel in (SG, ASM, VM) or v[0] != v[1]}
    return p


def keep_rule(families: dict[str, list[Program]], progs: list[Program], ours, why: list[str]) -> dict:
    """The families without the variants of added stubs that do not beat the code they displace
    (Contract.rival) by dispatch.MARGIN on every modelled core; one line each, with the figures, in
    `why`. A stub none of whose variants wins is left out altogether."""
    out = {}
    for stub, fam in families.items():
        rival = CONTRACTS[stub].rival
        if rival is None:
            out[stub] = fam
            continue
        name, calls = rival
        rivals = {p.variant: measured.ours_for(p, ours) for p in _variants_of(name, progs)}
        kept = []
        for prog in fam:
            ok, line = dispatch.versus_rival(stub, prog.variant, measured.ours_for(prog, ours), name, calls, rivals)
            if ok:
                kept.append(prog)
            else:
                why.append(line + f"; llvm-mca {MODEL_LLVM}")
        if kept:
            out[stub] = kept
    return out


def _variants_of(stub: str, progs: list[Program]) -> list[Program]:
    """Every variant of `stub`: those given (with their parameters), the rest at their defaults."""
    from stubforge import kernels
    given = [p for p in progs if p.name == stub]
    have = {p.variant for p in given}
    return given + [kernels.get(stub).build(v) for v in kernels.get(stub).variants if v not in have]


def undeclared_flags(root, prog: Program) -> list[str]:
    """Extension flags `prog` needs that the tree at `root` does not declare (JDK 21 has no UseZvkn)."""
    return undeclared(FlagEdits.ext_flags(prog.extensions), [_read(Path(root), rel) for rel in (GLOBALS, VMH, VM)])


_NESTED_CLASS = re.compile(r"(?m)^[ \t]+class[ \t]+(\w+)[^;{()]*\{")


def _nested_class_at(masked: str, pos: int) -> str | None:
    """The name of a class nested in StubGenerator (indented) whose body contains pos, if any."""
    for m in _NESTED_CLASS.finditer(masked, 0, pos):
        if cxxtext.match_brace(masked, m.end() - 1) > pos:
            return m.group(1)
    return None


_CLASS = re.compile(r"(?m)^class[ \t]+StubGenerator[ \t]*:[ \t]*public[ \t]+StubCodeGenerator\b")
# A constant table of ours: its comment, ending in a line naming the stubs that use it, then the array
# (a table its generator computes: the array declared without values).
_ARRAY = (r"(?P<array>(?:alignas\(\d+\) )?static (?:const )?\w+ (?P<symbol>\w+)"
          r"\[(?:[^\n]*\{\n(?:[^\n]*\n)*?\}|\d+\]);\n)")
_OUR_TABLE = re.compile(rf"(?m)^(?P<head>(?://[^\n]*\n)*?// {re.escape(TABLE_USERS)} )(?P<users>\w+(?:, \w+)*)"
                        rf"(?P<tail>\.\n){_ARRAY}")
# The same in an earlier version's one-line form: "// <what>; used by a, b; a constant table of ...".
_EARLIER_TABLE = re.compile(rf"(?m)^// (?:(?P<what>[^\n]*?); )?{re.escape(EARLIER_TABLE_USERS)} "
                            rf"(?P<users>\w+(?:, \w+)*); {re.escape(EARLIER_TABLE_END)}\.\n{_ARRAY}")


def _reworded_tables(text: str) -> str:
    """Tables of an earlier version's one-line comment in today's form (same users)."""
    for m in reversed(list(_EARLIER_TABLE.finditer(text))):
        head = "\n".join(table_comment(m.group("what") or "", m.group("users").split(", "))) + "\n"
        text = text[:m.start()] + head + m.group("array") + text[m.end():]
    return text
# An earlier version marked the AOT archive's entries of our tables; today they are plain `ADD(<table>);`
# lines, recognised by the table they name (ours, or gone with its stubs).
AOT_MARK = "a constant table of the generated stubs"
_AOT_ADD = re.compile(rf"(?m)^[ \t]*ADD\(\w+\);[ \t]*// {re.escape(AOT_MARK)}\n")
_ADD_LINE = re.compile(r"(?m)^[ \t]*ADD\((\w+)\);[ \t]*\n")


def _without_our_adds(text: str, names=None) -> str:
    """`text` without the AOT table entries of our tables: those of `names`, else of the tables of ours
    in the text and of names nothing else in the text defines (tables an earlier run removed)."""
    text = _AOT_ADD.sub("", text)
    if names is None:
        names = {m.group("symbol") for m in _OUR_TABLE.finditer(text)}
        rest = _ADD_LINE.sub("", text)
        names |= {n for n in _ADD_LINE.findall(text) if not re.search(rf"\b{n}\b", rest)}
    return _ADD_LINE.sub(lambda m: "" if m.group(1) in names else m.group(0), text)
_AOT_TABLE = re.compile(r"(?m)^[ \t]*static void init_AOTAddressTable\(GrowableArray<address>& \w+\)[ \t]*\{")


class _Editor(FlagEdits):
    def __init__(self, p: JdkPatch, recognise: ourcode.Recogniser | None = None):
        self.p = p
        self.recognise = recognise or ourcode.Recogniser(p.release)
        self._helper_known: dict[str, set[str]] | None = None
        self.helper_texts: dict[str, tuple[str, str]] = {}    # helper name -> (C++, first stub using it)
        self.shared: dict[str, str] = {}     # stub -> the call of HotSpot's generator of its pair it replaced

    def get(self, rel):
        return self.p.files[rel][1] if rel in self.p.files else None

    pristine: dict = {}       # rel -> the text before a series' first commit (build(pristine=...))

    def added_by_series(self, rel):
        """For before_successor: a statement an earlier commit of the series added (not in the pristine
        text, whitespace aside), which a commit applied alone would not find; None outside a series."""
        base = self.pristine.get(rel)
        if not base:
            return None
        flat = " ".join(base.split())
        return lambda stmt: " ".join(stmt.split()) not in flat

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

    def helpers(self, rendered):
        """Each helper the stubs call, once: it replaces a helper stubforge put there before (found
        by its marked leading comment), or goes in where new stubs go, above them. Called per stub
        family; a helper two families print differently is an error."""
        texts: dict[str, tuple[str, str]] = self.helper_texts
        for prog, stub in rendered:
            for name in stub.helpers or {}:
                t = stub.helper_text(name)
                if texts.setdefault(name, (t, prog.name))[0] != t:
                    raise PatchError(f"the helper {name} differs between {texts[name][1]} and {prog.name}; "
                                     "stubs sharing a helper must be built from the same kernel code")
        for name, (t, _) in texts.items():
            text = self.get(SG)
            masked = cxxtext.mask(text)
            defs = cxxtext.definitions(text, masked, rf"void[ \t]+{name}")
            mine = [d for d in defs if text[d.start:d.end] == t or self.our_helper(text, d, name)]
            if len(defs) > len(mine):
                raise PatchError(f"{SG}: conflict: {name}() is already defined there, not by stubforge")
            if mine:
                for d in reversed(mine[1:]):
                    text = text[:d.start] + text[d.end:]
                d = mine[0]
                text = text[:d.start] + t + text[d.end:]
            else:
                text = insert_block(text, self.undef_anchor(text, masked), t)
            self.put(SG, text)

    def place_helpers(self):
        """Each helper this run wrote goes just above the first function that calls it (a helper
        calling another counts), as a person places a helper beside its user; helpers of one user
        stack above it. Repeated until nothing moves, since moving a caller moves its callees' place."""
        names = list(self.helper_texts)
        fns = r"(?:static[ \t]+)?(?:address|void|int|bool)[ \t]+\w+"
        for _ in range(2 * len(names) + 1):
            moved = False
            for name in names:
                text = self.get(SG)
                masked = cxxtext.mask(text)
                defs = cxxtext.definitions(text, masked, fns)
                mine = [d for d in defs if re.match(rf"void[ \t]+{name}\b", masked[d.decl:])]
                users = [d for d in defs if d not in mine and re.search(rf"\b{name}[ \t]*\(", masked[d.open:d.close])]
                if len(mine) != 1 or not users:
                    continue
                h, first = mine[0], min(users, key=lambda d: d.start)
                if h.end <= first.start and self._only_helpers(text[h.end:first.start], names):
                    continue
                block, decl = text[h.start:h.end], text[first.decl:first.open]
                text = _cut(text, h.start, h.end)
                at = cxxtext.leading_comment_start(text, cxxtext.line_start(text, text.index(decl)))
                self.put(SG, insert_block(text, at, block))
                moved = True
            if not moved:
                return

    @staticmethod
    def _only_helpers(gap: str, names: list[str]) -> bool:
        """`gap` (text between two definitions) holds nothing but blank lines and helpers in `names`."""
        masked = cxxtext.mask(gap)
        for d in sorted(cxxtext.definitions(gap, masked, r"void[ \t]+\w+"), key=lambda d: -d.start):
            if re.match(r"void[ \t]+(\w+)", masked[d.decl:]).group(1) in names:
                gap = gap[:d.start] + gap[d.end:]
        return not gap.strip()

    def sweep_helpers(self):
        """Remove the helpers an earlier run put in that no function calls any more (their stubs went
        back to HotSpot's own, or another kernel no longer uses them): dead code a reviewer asks to drop."""
        gone = []
        removed = True
        while removed:                  # a helper removed may leave another without its caller
            removed = False
            text = self.get(SG)
            masked = cxxtext.mask(text)
            for d in cxxtext.definitions(text, masked, r"void[ \t]+\w+"):
                name = re.match(r"void[ \t]+(\w+)", masked[d.decl:]).group(1)
                if not re.search(rf"\b{name}\b", masked[:d.decl] + masked[d.end:]) and self.our_helper(text, d, name):
                    self.put(SG, _cut(text, d.start, d.end))
                    gone.append(name)
                    removed = True
                    break
        if gone:
            self.p.notes.append(f"helpers of an earlier run without a caller now, removed: {', '.join(gone)}")

    def existing(self, stub: str, shared_ok: bool = False):
        """The tree's generate_<stub>() and whose it is: None, "hotspot" or "stubforge". `shared_ok`:
        HotSpot's generator of a pair that takes parameters (kept as it is) counts as none."""
        text = self.get(SG)
        masked = cxxtext.mask(text)
        defs = cxxtext.definitions(text, masked, rf"address[ \t]+generate_{stub}")
        # a member of a helper class (JDK 26's Sha2Generator::generate_sha256_implCompress(StubId))
        # is not StubGenerator's generator: ours goes beside it, the registration decides
        defs = [d for d in defs if _nested_class_at(masked, d.decl) is None]
        if not defs:
            return None, None
        # HotSpot's one generator of both stubs of a pair (generate_md5_implCompress(StubId), 21: (bool,
        # name)) is an overload beside ours or beside the wrapper own_parameterised() made: not this stub's
        bare = [d for d in defs if _no_params(d)]
        if bare:
            defs = bare
        if len(defs) > 1:
            raise PatchError(f"{SG}: conflict: generate_{stub}() is defined {len(defs)} times; "
                             "stubforge replaces exactly one definition")
        d = defs[0]
        if not _no_params(d):
            if shared_ok:
                return None, None
            raise PatchError(f"{SG}: conflict: the existing generate_{stub}({d.params.strip()}) takes "
                             "parameters and no registration calls it in a form stubforge can take over; the "
                             "generated one takes none, so its callers would break")
        return d, ("stubforge" if self.ours_fn(text, d) else "hotspot")

    def plan(self, stub: str, fam: list[Program], hotspot, ours, force: bool) -> dispatch.Plan:
        _, whose = self.existing(stub)
        if whose == "stubforge" and not force:
            self.p.notes.append(f"generate_{stub}() in this tree is stubforge's from an earlier patch: HotSpot's own "
                                "code is no longer there to compare with (restore the file to compare)")
        figures = {p.variant: measured.ours_for(p, ours) for p in fam}
        need = {p.variant: set(self.ext_flags(p.extensions)) for p in fam}

        universe = {f for p in fam for f in need[p.variant]} | {f for m in hotspot for f in m.flags}
        reach = reachable(self.enabling(CONTRACTS[stub].flag), universe)

        def plan_of(group, where=reach):
            return dispatch.plan(stub, group, lambda p: self.ext_flags(p.extensions), figures, whose == "hotspot",
                                 hotspot, force, where)

        def guardable(pl):
            """Where nothing runs, the registration's guard (one conjunction of flags) must be false."""
            return not pl.uncovered or (pl.requirement and
                                        not any(all(c.get(f) for f in pl.requirement) for c in pl.uncovered))
        pl = plan_of(fam)
        if guardable(pl):
            return pl
        # The variants serve disjoint CPUs (V or Zbb): keep the family of one variant -- the fewest
        # needs, then the cheapest -- and those needing at least as much, so one guard describes it.
        for anchor in sorted(fam, key=lambda p: (len(need[p.variant]), fam.index(p))):
            group = [p for p in fam if need[p.variant] >= need[anchor.variant]]
            pl = plan_of(group)
            if guardable(pl):
                # Registered under this guard, the intrinsic is on only there, where a variant of another
                # family may be the cheapest: plan every variant there, as a second run over the patched
                # tree does (so that it changes nothing), under the same guard.
                guard = pl.requirement
                whole = plan_of(fam, lambda c: (reach is None or reach(c)) and all(c.get(f) for f in guard))
                if not whole.uncovered:
                    whole.guard = guard
                    pl = whole
                chosen = {b.choice for b in pl.branches}
                left = [p.variant for p in fam if p.variant not in chosen]
                if left:
                    pl.decisions.append(f"left out: {', '.join(left)} (their CPUs and [{anchor.variant}]'s have no "
                                        "extension flag in common for the registration's guard)")
                return pl
        cpus = "; ".join(" ".join(f if v else f"!{f}" for f, v in c.items()) for c in pl.uncovered[:3])
        raise PatchError(f"{stub}: no variant among {', '.join(p.variant for p in fam)} runs on every CPU the "
                         f"dispatch must serve (e.g. {cpus}); add a variant without those extensions to --kernels")

    def family(self, plan: dispatch.Plan) -> list[str]:
        """Put one stub's code into the tree per its plan; the assembler methods it needs."""
        stub = plan.stub
        c = CONTRACTS[stub]
        progs = plan.ours
        self.remove_earlier(stub)
        label = f"{stub} [{', '.join(p.variant for p in progs) or 'none'}]"
        note = StubNote(stub, ", ".join(p.variant for p in progs),
                        dict(progs[0].params) if len(progs) == 1 else {},
                        tuple(sorted(set().union(*(closure(p.extensions) for p in progs)) - {"i", "m"}))
                        if progs else (),
                        size=sum(stub_size(p) for p in progs), decisions=plan.decisions, metric=plan.metric,
                        rows=list(plan.rows), branches=[(tuple(b.cond), b.choice) for b in plan.branches
                                  if b.prog is not None or b.choice == dispatch.HOTSPOT])
        self.p.stubs.append(note)
        if not progs:
            note.function = "not patched: HotSpot's own generator is kept on every CPU"
            note.registration = "registration unchanged"
            self.tables(stub, [])             # an earlier run's tables go with its functions
            self.put(SG, self.unguard(self.get(SG), stub))
            return []
        note.blob = self.blob_of(stub)
        # one variant serving every CPU the registration's guard lets through: no dispatch needed
        single = len(progs) == 1 and not plan.keeps_hotspot and all(v for _, v in plan.branches[0].cond)
        kept, alias, why = merge_conditional(plan)
        if alias:
            note.decisions = list(note.decisions) + why
            single = len(kept) == 1 and not plan.keeps_hotspot

        def render(p, symbol=None):
            return ourcode.rendered(kept[p.variant], self.p.release, symbol)
        rendered = [(p, render(p, None if single else f"{stub}_{p.variant}")) for p in progs if p.variant in kept]
        self.helpers(rendered)
        self.tables(stub, rendered)
        if not single:
            rendered, same = merge_same_code(stub, rendered)
            alias.update(same)
            if same:
                note.decisions = list(note.decisions) + [
                    f"[{a}] is the same C++ as [{b}] (its MacroAssembler helpers pick per CPU): one function"
                    for a, b in same.items()]
            if len(rendered) == 1 and not plan.keeps_hotspot:
                single = True              # every arm returned the same function: no dispatcher left
                p0, r0 = rendered[0]
                rendered = [(p0, render(p0, None))]
        # what the C++ no longer says: which variant (and parameters) each function is, and its size
        note.functions = [(stub if single else f"{stub}_{p.variant}",
                           [p.variant] + sorted(a for a, b in alias.items() if b == p.variant), dict(p.params),
                           stub_size(kept[p.variant])) for p, _ in rendered]
        if single:
            self.function(stub, rendered[0][1].function, note)
        else:
            self.variants(stub, plan, rendered, note, alias)
        self.register(stub, label, plan.requirement, c, note)
        return [m for _, r in rendered for m in r.needs]

    def ours_fn(self, text: str, d) -> bool:
        """The generator `d` is stubforge's: a dispatcher it wrote, or a function ourcode.Recogniser knows."""
        return DISPATCHER_DOC in text[d.start:d.open] or self.recognise.function(text, d) is not None

    def helper_known(self) -> dict[str, set[str]]:
        """Helper name -> the texts the kernels give it: those of every stub this run patches and of
        every stub whose generator the tree holds (an earlier run's helpers are theirs)."""
        if self._helper_known is None:
            text = self.get(SG)
            held = {w[0] for m in re.finditer(r"(?m)^[ \t]*address[ \t]+generate_(\w+)[ \t]*\(", text)
                    if (w := ourcode.split_symbol(m.group(1)))}
            self._helper_known = self.recognise.helper_texts(sorted(held | {p.name for p in self.recognise.progs}))
        return self._helper_known

    def our_helper(self, text: str, d, name: str) -> bool:
        """The `void name(...)` definition `d` is a helper stubforge placed: this run's text of it,
        else one the kernels of the stubs in the tree give it (rendered only when needed)."""
        if name in self.helper_texts and text[d.start:d.end] == self.helper_texts[name][0]:
            return True
        known = self.helper_known().get(name, set())
        return bool(known) and self.recognise.helper(text, d, known) or ourcode.legacy(text[d.start:d.decl])

    def warn_local_edits(self, text: str, d):
        """A stubforge function about to be replaced: if it is not what stubforge generates for its
        variant, someone edited it (or an older kernel made it): say so and show what is dropped."""
        old = text[d.start:d.end]
        symbol = re.search(r"generate_(\w+)", text[d.decl:d.open]).group(1)
        found = self.recognise.function(text, d)
        if found is None or found.exact or found.prog is None:
            return
        head = re.search(r"/\*\*[ \t]*\n[ \t]*\*[ \t]*(\w+) \[(\w+)\](?:: ([^\n]*))?\n", old)
        expected, prog = None, found.prog
        if head is not None and ourcode.legacy(old):
            # an earlier version recorded the variant and parameters in the doc
            try:
                from stubforge import kernels
                values = dict(kv.split("=", 1) for kv in (head.group(3) or "").split(", ") if "=" in kv)
                prog = kernels.get(head.group(1)).build(head.group(2), values)
                expected = render_stub(prog, self.p.release, symbol).function
            except Exception:          # noqa: BLE001 -- a variant or parameter that no longer exists
                return
            if expected.split("address generate_", 1)[1] == old.split("address generate_", 1)[-1]:
                return                 # only the doc's earlier wording differs
        else:
            expected = ourcode.rendered(prog, self.p.release, symbol).function
        params = ", ".join(f"{k}={v}" for k, v in prog.params.items())
        diff = list(difflib.unified_diff(expected.splitlines(), old.splitlines(), "generated", "in the tree",
                                         lineterm="", n=1))
        shown = "\n".join(diff[:40]) + ("\n..." if len(diff) > 40 else "")
        self.p.warnings.append(f"generate_{symbol}() in {SG} differs from what stubforge generates for {prog.name} "
                               f"[{prog.variant}]{': ' + params if params else ''} (edited by hand, or made by an "
                               f"older kernel); it is replaced and these lines are dropped:\n{shown}")

    def remove_earlier(self, stub: str):
        """What an earlier run put in for `stub` besides generate_<stub>() itself: its variant
        functions and the dispatch block at the top of HotSpot's own generator."""
        text = self.get(SG)
        for d in reversed(cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}_\w+")):
            if self.ours_fn(text, d):
                self.warn_local_edits(text, d)
                end = d.end + 1 if text[d.end:d.end + 1] == "\n" else d.end
                text = text[:d.start] + text[end:]
        self.put(SG, text)
        d, whose = self.existing(stub, shared_ok=True)
        if d is not None and whose == "hotspot":
            body = text[d.open:d.close]
            begin, end = next(((b, e) for b, e in ((DISPATCH_BEGIN, DISPATCH_END), EARLIER_DISPATCH)
                               if b in body), (DISPATCH_BEGIN, DISPATCH_END))
            a = body.find(begin)
            if a >= 0:
                b = body.find(end, a)
                if b < 0:
                    raise PatchError(f"{SG}: the stubforge dispatch in generate_{stub}() has no `{DISPATCH_END}` line; "
                                     "restore it or remove the block by hand")
                a0 = cxxtext.line_start(text, d.open + a)
                b1 = cxxtext.line_end(text, d.open + b)
                text = text[:a0] + text[b1:]
        self.put(SG, text)

    def variants(self, stub: str, plan: dispatch.Plan, rendered, note: StubNote, alias: dict | None = None):
        """Several variants (or one beside HotSpot's own): each as generate_<stub>_<variant>() just
        above generate_<stub>(), which dispatches -- a function of ours, or HotSpot's own with a
        dispatch block on top."""
        alias = alias or {}
        kept = {p.variant: p for p, _ in rendered}
        arms = []
        for b in plan.branches:
            if b.prog is None:
                continue
            choice = alias.get(b.choice, b.choice)
            arm = (b.cxx() if b.cond else "", f"{stub}_{choice}", tuple(self.ext_flags(kept[choice].extensions)))
            if arms and arms[-1][1] == arm[1]:         # first-match chain: one arm for both conditions
                cond = "" if not arms[-1][0] or not arm[0] else f"({arms[-1][0]}) || ({arm[0]})"
                arms[-1] = (cond, arm[1], arm[2])
            else:
                arms.append(arm)
        why = [f"{b.cxx()}: {b.choice}" for b in plan.branches]
        # An initial stub is generated outside generate_compiler_stubs(): its vector arms nest under
        # COMPILER2 and UseRVV, as HotSpot's own kernel_crc32 does (UseZvbc alone may outlive UseRVV).
        contract = CONTRACTS.get(stub)
        vector = frozenset(f"{stub}_{v}" for v, p in kept.items() if "v" in closure(p.extensions)) \
            if contract is not None and contract.initial else frozenset()
        d, whose = self.existing(stub)
        text = self.get(SG)
        if plan.keeps_hotspot:
            at = cxxtext.line_end(text, d.open)
            ind = "    "
            text = text[:at] + render_dispatch_block(arms, ind, vector) + text[at:]
            note.function = (f"added as {', '.join(f'generate_{stub}_{p.variant}()' for p, _ in rendered)}; "
                             f"HotSpot's own generate_{stub}() now dispatches to them on the CPUs where they are "
                             "measured faster and keeps its own code elsewhere")
            if stub in self.shared:
                note.function = (f"added as {', '.join(f'generate_{stub}_{p.variant}()' for p, _ in rendered)}; "
                                 f"a new generate_{stub}() dispatches to them on the CPUs where they are measured "
                                 f"faster and elsewhere returns HotSpot's own, {self.shared[stub]}")
        else:
            fn = render_dispatcher(stub, arms, why, vector)
            extra = ""
            if d is not None:
                replaced = text[d.open:d.close]
                text = text[:d.start] + fn + text[d.end:]
                note.function = f"a dispatcher replaces the existing generate_{stub}()"
                if stub in self.shared:
                    note.function = f"a dispatcher generate_{stub}() replaces HotSpot's own, {self.shared[stub]}"
                if whose == "hotspot":
                    text, gone = drop_orphans(text, replaced)
                    if gone:
                        note.function += f" (HotSpot's helpers left without a caller are removed: {', '.join(gone)})"
                    note.function += self.shared_left(stub, gone)
                    extra = self.uncalled_masm(text, replaced)
            else:
                text = insert_block(text, self.undef_anchor(text, cxxtext.mask(text)), fn)
                note.function = f"added, with a dispatcher generate_{stub}()"
            note.function += f" over {', '.join(f'generate_{stub}_{p.variant}()' for p, _ in rendered)}" + extra
        d, _ = self.existing_in(text, stub)
        self.put(SG, text[:d.start] + "".join(r.function + "\n" for _, r in rendered) + text[d.start:])

    def uncalled_masm(self, text: str, replaced: str) -> str:
        """The MacroAssembler helpers of the algorithm the replaced generator called that nothing in
        stubGenerator_riscv.cpp calls any more, as a sentence for the note ("" when none). They stay:
        members of another file, no -Werror risk; their removal is a separate cleanup."""
        from stubforge.emitters.linecount import _ALGORITHM_HELPER
        masm = cxxtext.mask(self.get(MASM) or "")
        masked = cxxtext.mask(text)
        left = sorted(n for n in set(re.findall(r"\b(\w+)[ \t]*\(", cxxtext.mask(replaced)))
                      if _ALGORITHM_HELPER.search(n) and re.search(rf"\bvoid[ \t]+{n}[ \t]*\(", masm)
                      and not re.search(rf"\b{n}\b", masked))
        return f"; MacroAssembler helpers now without a caller (left in place): {', '.join(left)}" if left else ""

    @staticmethod
    def existing_in(text: str, stub: str):
        defs = cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}")
        defs = [d for d in defs if _no_params(d)] or defs      # not HotSpot's overload with parameters
        return (defs[0], None) if defs else (None, None)

    def tables(self, stub_name: str, rendered: list[tuple[Program, HotSpotStub]]):
        """The file-scope constant tables of `stub_name`'s variants: one copy per table, shared by the
        variants and stubs that use it (its comment lists them: "used by a, b;"). Earlier runs'
        tables of this stub lose it as a user and go when no stub uses them any more; tables of the
        earlier form (one copy per variant, copied into its code) are removed. On a tree whose
        StubGenerator registers external addresses for the AOT stub archive (mainline's
        init_AOTAddressTable), each table is registered there as HotSpot's own tables are."""
        text = _reworded_tables(self.get(SG))
        earlier = rf"(?:{re.escape(EARLIER_COPIED_MARK)}\w+\(\)|{re.escape(EARLIER_TABLE_MARK)})"
        old = re.compile(rf"(?m)^// {re.escape(stub_name)} \[[^\]\n]*\][^\n]*{earlier}\.\n"
                         r"static const [^\n]*\{\n(?:[^\n]*\n)*?\};\n\n?")
        spans = [(m.start(), m.end()) for m in old.finditer(text)]
        at = spans[0][0] if spans else None
        for a, b in reversed(spans):
            text = text[:a] + text[b:]
        # this stub's current tables, one copy each (its variants share them)
        new: dict[str, str] = {}
        for _, r in rendered:
            for symbol, definition in r.table_defs:
                new.setdefault(symbol, definition)
        ours = {m.group("symbol"): m for m in _OUR_TABLE.finditer(text)}
        for symbol, m in sorted(ours.items(), key=lambda x: -x[1].start()):
            users = [u for u in m.group("users").split(", ") if u != stub_name]
            if symbol in new:
                changed = m.group("array") != _OUR_TABLE.search(new[symbol]).group("array")
                if changed and users:
                    raise PatchError(f"{SG}: the constant table {symbol} of {', '.join(users)} differs from "
                                     f"{stub_name}'s table of that name; one of the kernels must rename it")
                if not changed:
                    users.append(stub_name)
                    del new[symbol]
                # changed and this stub's alone (an earlier run printed its values, this one computes
                # them): the earlier copy goes below, the new one is inserted
            if users:
                line = m.group("head") + ", ".join(sorted(set(users))) + m.group("tail")
                text = text[:m.start()] + line + text[m.start() + len(m.group("head") + m.group("users")
                                                                        + m.group("tail")):]
            else:
                end = m.end() + (1 if text[m.end():m.end() + 1] == "\n" else 0)
                text = text[:m.start()] + text[end:]
                if at is not None and at > m.start():
                    at -= end - m.start()
        block = "\n".join(new.values())
        # the names must be free outside the tables and the functions this patch replaces
        gone = [(m.start(), m.end()) for m in _OUR_TABLE.finditer(text)] + [(d.start, d.end) for d in
                cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub_name}(?:_\w+)?")]
        # and the helpers stubforge placed (another stub of the family, patched first, shares the table
        # through them: SHA-3's keccak helpers)
        gone += [(d.start, d.end) for d in cxxtext.definitions(text, cxxtext.mask(text), r"void[ \t]+\w+")
                 if re.match(r"void[ \t]+(\w+)", text[d.decl:]).group(1) in self.helper_texts]
        rest = text
        for a, b in sorted(gone, reverse=True):
            rest = rest[:a] + rest[b:]
        rest = _without_our_adds(rest, set(new))
        for name in new:
            if re.search(rf"\b{name}\b", cxxtext.mask(rest)):
                raise PatchError(f"{SG}: conflict: the name {name} (a constant table of the generated "
                                 f"{stub_name}) is already used in this file")
        if block:
            if at is None:
                last = list(_OUR_TABLE.finditer(text))
                at = last[-1].end() + 1 if last else None
            if at is None:
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
            text = insert_block(text, at, block)
        self.put(SG, self.register_tables(text))

    @staticmethod
    def register_tables(text: str) -> str:
        """Mainline's AOT stub archive records the external addresses the stubs use
        (StubGenerator::init_AOTAddressTable's `ADD(...)` list): ours are listed after HotSpot's own
        as plain `ADD(<table>);` lines, the earlier run's list replaced."""
        text = _without_our_adds(text)
        m = _AOT_TABLE.search(text)
        if m is None:
            return text
        undef = text.find("#undef ADD", m.end())
        if undef < 0:
            return text
        at = text.rfind("\n", 0, undef) + 1
        adds = "".join(f"    ADD({x.group('symbol')});\n" for x in _OUR_TABLE.finditer(text))
        return text[:at] + adds + text[at:]

    def function(self, stub: str, function: str, note: StubNote):
        d, whose = self.existing(stub)
        text = self.get(SG)
        if d is not None:
            self.warn_local_edits(text, d)
            replaced = text[d.open:d.close]
            text = text[:d.start] + function + text[d.end:]
            note.function = "replaces the existing definition" + (" (HotSpot's own)" if whose == "hotspot" else "")
            if stub in self.shared:
                note.function = f"replaces HotSpot's own, {self.shared[stub]}"
            if whose == "hotspot":
                text, gone = drop_orphans(text, replaced)
                if gone:
                    note.function += f"; its helpers left without a caller are removed: {', '.join(gone)}"
                note.function += self.shared_left(stub, gone)
                note.function += self.uncalled_masm(text, replaced)
        else:
            text = insert_block(text, self.undef_anchor(text, cxxtext.mask(text)), function)
            note.function = "added"
        self.put(SG, text)

    def shared_left(self, stub: str, gone: list[str]) -> str:
        """For a stub whose HotSpot generator serves its pair: that it stays while the other stub calls it."""
        if stub not in self.shared:
            return ""
        gen = self.shared[stub].split("(", 1)[0]
        return "" if gen in gone else f"; HotSpot's {gen}() stays (the other stub of the pair still calls it)"

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
        if not sites and stub in OWN_GUARD:
            # the flag this patch turns on waits for the other stubs only (flags.OWN_GUARD): this one
            # is guarded by its own extensions
            note.unsafe = list(need)
            why = f"(this patch turns {c.flag} on without them, for the other stubs under it)"
        if sites or stub not in OWN_GUARD:
            why = (f"(the tree enables {c.flag} when `{self.enabling_text(sites)}`, which does not imply "
                   f"{ext_names(note.unsafe)})")
        mark = GUARD_TEXT.format(label=stub, flags=" && ".join(note.unsafe))     # no variant in the C++
        if sets:
            where = [n for n in ("initial", "compiler") for d in
                     cxxtext.definitions(text, masked, rf"void[ \t]+generate_{n}_stubs")
                     if d.open < sets[0].start() < d.close]
            if where and where[0] != note.blob:
                self.p.warnings.append(f"{stub} is registered in generate_{where[0]}_stubs() but declared in "
                                       f"the {note.blob} blob")
            note.registration = f"already registered in generate_{where[0] if where else note.blob}_stubs()"
            if stub in self.shared:
                note.registration = (f"registered in generate_{where[0] if where else note.blob}_stubs() as before, "
                                     f"now calling generate_{stub}() instead of {self.shared[stub]}")
            before = text
            if note.unsafe:
                text = self.guard_existing(text, masked, sets[0], note, mark, why, label)
            if text == before and stub not in self.shared:
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
            # before the block of the flag that sorts next, where there is one: each intrinsic's
            # registration in a place of its own, so commits of a series do not edit the same lines
            at = before_successor(text, masked, body.open, at, c.flag, self.added_by_series(SG)) or at
            cond = conjunction([c.flag] + note.unsafe)
            block = (f"{ind}{mark}\n" if note.unsafe else "") + f"{ind}if ({cond}) {{\n{ind}  {line}\n{ind}}}\n"
            text = insert_block(text, at, block, blank_after=at != cxxtext.line_start(text, body.close))
            note.registration = f"registered in {fn}() under `if ({cond})`"
        if note.unsafe:
            note.guard = f"{label}: registration guarded by {guard} {why}"
        self.put(SG, text)

    def own_as_function(self, stub: str) -> str:
        """HotSpot's own generator for `stub` as a StubGenerator function, when the tree registers it
        through a helper class (JDK 26: `StubRoutines::_sha256_implCompressMB = sha2.generate_sha256_
        implCompress(StubId::stubgen_sha256_implCompressMB_id);` after `Sha2Generator sha2(_masm, this);`):
        `generate_<stub>()` wrapping that call goes right after the helper class (inside the same #if)
        and the registration calls it, so the never-slower dispatch treats it as any other HotSpot
        generator. Returns the helper class's name ("" when the tree has no such registration)."""
        text = self.get(SG)
        masked = cxxtext.mask(text)
        c = CONTRACTS[stub]
        m = re.search(rf"StubRoutines::{c.routine}\s*=(?!=)\s*(\w+)\s*\.\s*(generate_\w+)\s*\(\s*"
                      rf"(StubId::stubgen_{stub}_id)\s*\)\s*;", masked)
        if m is None:
            return ""
        var, method, sid = m.group(1), m.group(2), m.group(3)
        decl = None
        for d in re.finditer(rf"(?m)^[ \t]*(\w+)[ \t]+{var}[ \t]*\(([^;()]*)\)[ \t]*;[ \t]*\n", masked[:m.start()]):
            decl = d
        if decl is None or not re.search(rf"(?m)^[ \t]+class[ \t]+{decl.group(1)}\b[^;{{()]*\{{", masked):
            return ""
        helper, args = decl.group(1), decl.group(2).strip()
        fn = (f"\n  // HotSpot's own {stub} generator (a {helper} member), as a StubGenerator function so that\n"
              f"  // the per-CPU dispatch can choose it; the registration calls this.\n"
              f"  address generate_{stub}() {{\n    {helper} {var}({args});\n"
              f"    return {var}.{method}({sid});\n  }}\n")
        # rewrite the registration's right-hand side, then add the function after the class
        masked = cxxtext.mask(text)
        m = re.search(rf"(StubRoutines::{c.routine}\s*=(?!=)\s*)(\w+\s*\.\s*generate_\w+\s*\(\s*"
                      rf"StubId::stubgen_{stub}_id\s*\))(\s*;)", masked)
        text = text[:m.start(2)] + f"generate_{stub}()" + text[m.end(2):]
        masked = cxxtext.mask(text)
        cls = re.search(rf"(?m)^[ \t]+class[ \t]+{helper}\b[^;{{()]*\{{", masked)
        end = cxxtext.line_end(text, cxxtext.match_brace(masked, cls.end() - 1))
        # after the `#define __ _masm->` that usually follows such a class (inside it `__` is `this->`)
        back = re.match(r"(?:[ \t]*\n)*#[ \t]*undef[ \t]+__[ \t]*\n#[ \t]*define[ \t]+__[ \t]+_masm->[ \t]*(?=\n)",
                        masked[end + 1:])
        if back:
            end += 1 + back.end()
        text = text[:end] + "\n" + fn.rstrip("\n") + text[end:]
        # the helper's local is gone from a block that no longer uses it
        masked = cxxtext.mask(text)
        for d in re.finditer(rf"(?m)^[ \t]*{helper}[ \t]+{var}[ \t]*\([^;()]*\)[ \t]*;[ \t]*\n", masked):
            close = cxxtext.match_brace(masked, masked.rfind("{", 0, d.start()))
            if close > d.end() and not re.search(rf"\b{var}\s*\.", masked[d.end():close]):
                text = text[:d.start()] + text[d.end():]
                break
        self.put(SG, text)
        self.p.notes.append(f"{stub}: HotSpot's own generator is {helper}::{method}({sid}); wrapped as "
                            f"generate_{stub}() for the dispatch")
        return helper

    def own_parameterised(self, stub: str) -> str:
        """HotSpot's own generator for `stub` as a function of its own, when the tree makes both stubs
        of a pair with one generator taking a parameter (27, 26: `StubRoutines::_md5_implCompressMB =
        generate_md5_implCompress(StubId::stubgen_md5_implCompressMB_id);`, 21: `(true,
        "md5_implCompressMB")`): `generate_<stub>()` returning that call goes after the generator
        (after the other stub's, if made) and the registration calls it, so that the per-CPU dispatch
        treats it as any other HotSpot generator. For the stub whose name the generator bears it is an
        overload (none of the parameters). The generator itself goes once nothing calls it
        (drop_orphans). Returns its name ("" when the registration is not of this form)."""
        text = self.get(SG)
        masked = cxxtext.mask(text)
        c = CONTRACTS[stub]
        m = re.search(rf"StubRoutines::{c.routine}\s*=(?!=)\s*(?P<call>(?P<gen>generate_\w+)\s*\((?P<args>[^;]*)\))"
                      r"\s*;", masked)
        if m is None or not m.group("args").strip():
            return ""
        gen = m.group("gen")
        defs = [d for d in cxxtext.definitions(text, masked, rf"address[ \t]+{gen}")
                if not _no_params(d) and _nested_class_at(masked, d.decl) is None]
        if len(defs) != 1:
            return ""
        # the arguments exactly as written (the mask blanks JDK 21's string literals): unwrap() puts
        # them back into the registration
        args = text[m.start("args"):m.end("args")].strip()
        fn = (f"  // {PARAM_WRAP_MARK} {stub} (its generator is shared): a function of its\n"
              f"  // own, so that the per-CPU dispatch can choose it.\n"
              f"  address generate_{stub}() {{\n    return {gen}({args});\n  }}\n")
        text = text[:m.start("call")] + f"generate_{stub}()" + text[m.end("call"):]
        # after the generator and what an earlier stub of the pair put there (its wrapper, our variants)
        masked = cxxtext.mask(text)
        d = next(d for d in cxxtext.definitions(text, masked, rf"address[ \t]+{gen}") if not _no_params(d))
        at = d.end
        while True:
            nxt = min((w for w in cxxtext.definitions(text, masked, r"address[ \t]+generate_\w+") if w.start > at),
                      key=lambda w: w.start, default=None)
            head = "" if nxt is None else text[nxt.start:nxt.decl]
            if nxt is None or text[at:nxt.start].strip() or not (PARAM_WRAP_MARK in head or self.ours_fn(text, nxt)):
                break
            at = nxt.end
        text = text[:at] + "\n" + fn + text[at:]
        self.put(SG, text)
        self.p.notes.append(f"{stub}: HotSpot's own generator is {gen}({args}); wrapped as generate_{stub}() "
                            "for the dispatch")
        self.shared[stub] = f"{gen}({args})"
        return gen

    def unwrap(self, stub: str):
        """Undo own_parameterised() of an earlier run when HotSpot's own is now kept on every CPU: the
        registration calls the shared generator with the arguments the wrapper passed, and the
        wrapper (with any dispatch block in it) goes, so the tree reads as it was written."""
        text = self.get(SG)
        masked = cxxtext.mask(text)
        defs = [d for d in cxxtext.definitions(text, masked, rf"address[ \t]+generate_{stub}")
                if _no_params(d) and PARAM_WRAP_MARK in text[d.start:d.decl]]
        if len(defs) != 1:
            return
        d = defs[0]
        rets = list(re.finditer(r"return[ \t]+(?P<call>generate_\w+[ \t]*\((?P<args>[^;]*)\))[ \t]*;",
                                masked[d.open:d.close]))
        reg = re.search(rf"StubRoutines::{CONTRACTS[stub].routine}\s*=(?!=)\s*(generate_{stub}\s*\(\s*\))\s*;",
                        masked)
        if not rets or not rets[-1].group("args").strip() or reg is None:
            return
        call = text[d.open + rets[-1].start("call"):d.open + rets[-1].end("call")]
        text = text[:reg.start(1)] + call + text[reg.end(1):]
        d = next(x for x in cxxtext.definitions(text, cxxtext.mask(text), rf"address[ \t]+generate_{stub}")
                 if _no_params(x) and PARAM_WRAP_MARK in text[x.start:x.decl])
        start = d.start - 1 if text[d.start - 2:d.start] == "\n\n" else d.start     # the blank line before it
        self.put(SG, text[:start] + text[d.end:])
        self.p.notes.append(f"{stub}: HotSpot's own is kept on every CPU: the registration calls {call} again")

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
        # What an earlier run added comes out first, so the result is the pristine tree's plus what the
        # stubs call now, whatever ran before.
        outside, before = asm_additions.strip(text)
        masked_out = cxxtext.mask(outside)
        masm = self.get(MASM)
        masked_masm = cxxtext.mask(masm) if masm is not None else ""
        sg = self.get(SG)
        wanted = set(needs)
        for name in before:        # keep what an earlier run added while stubs still call it
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
            adds.append((name, insn))
        self.p.asm_added = [name for name, _ in adds if name not in before]
        self.p.asm_kept = sorted(name for name, _ in adds if name in before)
        try:
            self.put(ASM, asm_additions.place(outside, adds, self.p.release))
        except asm_additions.NoShape as e:
            raise PatchError(f"{ASM}: cannot add a method the stubs call automatically ({e}); add it by hand") \
                from None
        except asm_additions.MissingAnchor as e:
            raise _anchor_error(ASM, str(e)) from None

    # ---- blob sizes ---------------------------------------------------------------------------
    def stubforge_stubs(self, text: str | None = None) -> dict[str, int]:
        """Every stub stubforge put in the tree (this run's and earlier runs'; `text`: another state of
        stubGenerator_riscv.cpp), with the blob space it needs: the largest of its variants' machine
        code sizes (ourcode.Recogniser knows the program each function is), since a dispatcher generates
        exactly one variant on any CPU. The reservation is computed from these, so a later run with
        fewer kernels never shrinks it below what the tree holds."""
        text = self.get(SG) if text is None else text
        masked = cxxtext.mask(text)
        out: dict[str, int] = {}
        for d in cxxtext.definitions(text, masked, r"address[ \t]+generate_\w+"):
            found = self.recognise.function(text, d)
            if found is None:
                continue
            if found.size is None:
                name = re.search(r"generate_(\w+)[ \t]*\(", text[d.decl:d.open]).group(1)
                self.p.todo.append(f"generate_{name}() was put into {SG} by an older stubforge and is none of "
                                   "today's kernels: patch it again (--kernels) so the blob reservation covers it")
                continue
            out[found.stub] = max(out.get(found.stub, 0), found.size)
        return out

    def blob_sizes(self):
        need: dict[str, int] = {}
        held: dict[str, list[str]] = {}
        for stub, size in self.stubforge_stubs().items():
            blob = self.known_blob(stub)
            if blob is not None:
                need[blob] = need.get(blob, 0) + size
                held.setdefault(blob, []).append(stub)
        # the blobs an earlier run grew: their last `+ N` is that run's reservation, recomputed here
        grown = {self.known_blob(stub) for stub in self.stubforge_stubs(self.p.files[SG][0])}
        for blob, size in sorted(need.items()):
            extra = -(-size // 1024) * 1024
            done = False
            for rel, pat in ((DECL_RV, rf"(?m)^([ \t]*do_arch_blob\({blob},[ \t]*)(.*?)\)([ \t]*\\?)[ \t]*$"),
                             (ROUTINES_RV,
                              rf"(?m)^([ \t]*_{blob}_stubs_code_size[ \t]*=[ \t]*)([^,\n]*?)([ \t]*,?)[ \t]*$")):
                text = self.get(rel)
                if text is None:
                    continue
                m = re.search(pat, text)
                if m is None:
                    continue
                base = _EARLIER_BLOB.sub("", m.group(2)).rstrip()
                last = _OUR_GROWTH.search(base)
                # an earlier run's `+ N`: the tree holds its stubs, or N is exactly this run's reservation
                # (a run killed after this file was replaced but before stubGenerator was)
                if base == m.group(2).rstrip() and (blob in grown or (last and int(last.group(1)) == extra)):
                    base = _without_growth(base)
                expr = f"{base} + {extra}"
                if rel == DECL_RV:
                    head = f"{m.group(1)}{expr})"
                    tail = m.group(3)
                    if tail.strip() == "\\":
                        # the column the macro's other lines put their backslash in (this line's own
                        # moved when an earlier run wrote a different size or marker)
                        prev = text[text.rfind("\n", 0, max(m.start() - 1, 0)) + 1:m.start()]
                        col = prev.rfind("\\") if prev.rstrip().endswith("\\") else m.group(0).rfind("\\")
                        line = f"{head:<{col}}\\" if len(head) < col else f"{head} \\"
                    else:
                        line = head
                else:
                    line = f"{m.group(1)}{expr}{m.group(3).strip()}"
                self.put(rel, text[:m.start()] + line + text[m.end():])
                self.p.size_notes.append(f"{Path(rel).name}: the {blob} stubs blob grows by {extra} bytes for the "
                                         f"{len(held[blob])} stubforge stubs it holds ({', '.join(held[blob])}; "
                                         "code only: their constant tables are static data outside it)")
                done = True
                break
            if not done:
                self.p.todo.append(f"grow the {blob} stubs blob by {extra} bytes for the generated stubs' code "
                                   f"(neither {DECL_RV} `do_arch_blob({blob}, ...)` "
                                   f"nor {ROUTINES_RV} `_{blob}_stubs_code_size` was found)")


def merge_conditional(plan: dispatch.Plan) -> tuple[dict, dict, list[str]]:
    """Variants of one kernel that differ only inside its k.when parts become one generator testing
    the CPU flag there (emitters.hotspot_merge), where the plan chooses between them exactly as the
    flag does. ({kept variant: the program to print}, {merged variant: kept variant}, why)."""
    progs = plan.ours
    kept = {p.variant: p for p in progs}
    alias, why = {}, []
    # the variant with more extensions takes the `if` arms; the other is kept (it runs wherever both do)
    for a in sorted(progs, key=lambda p: -len(p.extensions)):
        for b in progs:
            if a.variant not in kept or kept.get(b.variant) is not b or not a.extensions > b.extensions:
                continue
            try:
                m = merge(a, b)
            except KernelError:
                continue
            if not dispatch.flag_picks(plan, a.variant, b.variant, m.conds):
                why.append(f"[{a.variant}] and [{b.variant}] differ only where {', '.join(m.conds)} is tested, "
                           "but the measurements choose between them otherwise: two functions")
                continue
            del kept[a.variant]
            kept[b.variant] = m
            alias[a.variant] = b.variant
            why.append(f"[{a.variant}] and [{b.variant}] are one generator: `if ({' && '.join(m.conds)})` "
                       "where they differ")
    return kept, alias, why


def merge_same_code(stub: str, rendered: list) -> tuple[list, dict]:
    """Variants whose C++ is the same but for their doc and name (the MacroAssembler helpers they
    call, shadd or zext, pick per CPU what tells them apart) become one function: the variant that
    needs fewest extensions, which runs wherever the others do. (kept (prog, rendered) pairs,
    {dropped variant: kept variant})."""
    def code(p, r):
        f = r.function
        return f[f.index("address generate_"):].replace(f"generate_{stub}_{p.variant}(", "generate_(")
    groups: dict[str, list] = {}
    for p, r in rendered:
        groups.setdefault(code(p, r), []).append((p, r))
    alias, kept = {}, []
    for members in groups.values():
        base = min(members, key=lambda pr: (len(pr[0].extensions), pr[0].variant))
        others = [p.variant for p, _ in members if p is not base[0]]
        alias.update({v: base[0].variant for v in others})
        kept.append(base)
    order = [p.variant for p, _ in rendered]
    kept.sort(key=lambda pr: order.index(pr[0].variant))
    return kept, alias


def drop_orphans(text: str, replaced: str) -> tuple[str, list[str]]:
    """Remove the stubGenerator_riscv.cpp functions the replaced generator body called that nothing
    calls any more (and, in turn, theirs): HotSpot's helpers of a stub it no longer generates. A
    static function without a caller fails -Werror (-Wunused-function); a member is dead code a
    reviewer asks to drop. Then the nested classes and typedefs of StubGenerator that only the removed
    code named (JDK 27's RegCache and BufRegCache, MD5's): a class goes whole, never member by member.
    Helpers in other files (MacroAssembler's) are left alone."""
    gone: list[str] = []
    used = cxxtext.mask(replaced)               # what the removed code names
    todo = sorted(set(re.findall(r"\b(\w+)[ \t]*\(", used)))
    while todo:
        name = todo.pop()
        masked = cxxtext.mask(text)
        defs = [d for d in cxxtext.definitions(text, masked, rf"(?:static[ \t]+)?(?:address|void|int|bool)[ \t]+{name}")
                if _nested_class_at(masked, d.decl) is None]
        if not defs:
            continue
        called = rf"\b{name}\b"
        bare = [d for d in defs if _no_params(d)]
        if bare and len(bare) < len(defs):
            # HotSpot's generator of a pair (generate_md5_implCompress(StubId)) beside a generator of
            # the same name without parameters (ours, or the wrapper for the dispatch, which calls it):
            # only the one with parameters may go, when no call with arguments is left
            defs = [d for d in defs if not _no_params(d)]
            called = rf"\b{name}\s*\(\s*[^\s)]"
        rest = masked
        for d in sorted(defs, key=lambda d: -d.decl):   # every overload: they may call each other
            rest = rest[:d.decl] + rest[d.end:]
        if re.search(called, rest):
            continue                                   # still called (or named) elsewhere
        body = "".join(masked[d.open:d.close] for d in defs)
        used += "".join(masked[d.decl:d.close] for d in defs)
        for d in sorted(defs, key=lambda d: -d.start):
            text = _cut(text, d.start, d.end)
        gone.append(name)
        todo += sorted(set(re.findall(r"\b(\w+)[ \t]*\(", body)) - set(todo))
    names = set(re.findall(r"\b[A-Za-z_]\w*", used))
    while True:
        masked = cxxtext.mask(text)
        for name, a, b in _nested_types(text, masked):
            if name in names and not re.search(rf"\b{name}\b", masked[:a] + masked[b:]):
                names |= set(re.findall(r"\b[A-Za-z_]\w*", masked[a:b]))
                text = _cut(text, a, b)
                gone.append(name)
                break
        else:
            return text, gone


def _cut(text: str, start: int, end: int) -> str:
    """`text` without [start, end) (whole lines), leaving one blank line, not two, where it was."""
    end = end + 1 if text[end:end + 1] == "\n" else end
    if text[end:end + 1] == "\n" and text[start - 1:start] == "\n" and text[start - 2:start] == "\n\n":
        end += 1
    return text[:start] + text[end:]


_TYPEDEF = re.compile(r"(?m)^[ \t]+typedef[^;{}]*?\b(\w+)[ \t]*;[ \t]*\n")
_TEMPLATE_LINE = re.compile(r"[ \t]*template[ \t]*<[^\n]*>[ \t]*\n$")


def _nested_types(text: str, masked: str):
    """(name, start, end) of each typedef and nested class (with its `template <...>` line) inside
    StubGenerator, their leading comments included."""
    for m in _TYPEDEF.finditer(masked):
        yield m.group(1), cxxtext.leading_comment_start(text, m.start()), m.end()
    for m in _NESTED_CLASS.finditer(masked):
        close = cxxtext.match_brace(masked, m.end() - 1)
        if close < 0 or not re.match(r"[ \t]*;", masked[close + 1:]):
            continue
        start = m.start()
        prev = masked.rfind("\n", 0, start - 1) + 1
        if _TEMPLATE_LINE.match(masked[prev:start]):
            start = prev
        yield m.group(1), cxxtext.leading_comment_start(text, start), cxxtext.line_end(text, close)


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
    """A git diff of one file; `old` "" is a file the patch creates."""
    a, b = _lines(old), _lines(new)
    if not old:
        out = [f"diff --git a/{rel} b/{rel}\n", "new file mode 100644\n", "--- /dev/null\n", f"+++ b/{rel}\n"]
    else:
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


def git_identity(cwd=None) -> tuple[str, str]:
    """("Name <email>", RFC 2822 date) as git would write them for a commit made in `cwd` now
    (`git var GIT_AUTHOR_IDENT`: user.name/user.email, or GIT_AUTHOR_NAME/_EMAIL/_DATE).
    PatchError, in one line, when git knows no identity."""
    import email.utils
    from datetime import datetime, timedelta, timezone
    try:
        r = subprocess.run(["git", "var", "GIT_AUTHOR_IDENT"], cwd=cwd, capture_output=True, text=True)
    except OSError as e:
        raise PatchError(f"git var GIT_AUTHOR_IDENT: {e.strerror or e}; pass --author 'NAME <EMAIL>'") from None
    m = re.fullmatch(r"(.+ <.*>) (\d+) ([+-])(\d\d)(\d\d)", r.stdout.strip())
    if r.returncode or not m:
        raise PatchError("git knows no author identity here (set `git config user.name` and user.email, "
                         "or pass --author 'NAME <EMAIL>'): a series is signed by its author")
    sign = 1 if m.group(3) == "+" else -1
    tz = timezone(sign * timedelta(hours=int(m.group(4)), minutes=int(m.group(5))))
    return m.group(1), email.utils.format_datetime(datetime.fromtimestamp(int(m.group(2)), tz))


def format_patch(subject: str, body: str, files, number: tuple[int, int] | None = None,
                 author: str | None = None, date: str | None = None) -> str:
    """`git format-patch` layout: mail header, description, diffstat, diffs (index-less); `number`
    (i, n) for the i-th of a series of n, `author` as "Name <email>", `date` RFC 2822."""
    tag = f"[PATCH {number[0]:0{len(str(number[1]))}d}/{number[1]}]" if number and number[1] > 1 else "[PATCH]"
    head = ("From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
            f"From: {author or 'stubforge <stubforge@localhost>'}\n"
            f"Date: {date or PATCH_DATE}\n"
            f"Subject: {tag} {subject}\n\n")
    diffs = "".join(unified(rel, old, new) for rel, old, new in files)
    return head + body + "---\n" + _stat(files) + "\n" + diffs + "-- \nstubforge\n"


# ---- checking and applying ---------------------------------------------------------------------
#
# --apply is ours, not `git apply`'s: git unlinks each target before writing its new text, so an
# interrupt between files (Ctrl-C, a full disk) left a tarball tree with files missing for good.
# Here every new text is computed and written beside its target first, and only then are all the
# targets replaced by renames, with Ctrl-C and SIGTERM held back: the tree is untouched or fully
# patched. (Each rename is atomic on its own; SIGKILL between two of them leaves each file whole,
# old or new, and running the command again finishes the job, as the patch is computed from the tree.)

_DIFF = re.compile(r"diff --git a/(\S+) b/(\S+)")
_HUNK = re.compile(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@.*")


def _lines(text: str) -> list[str]:
    """Lines with their "\\n", split on "\\n" alone (str.splitlines also splits on form feeds and
    other characters C sources may hold inside a line)."""
    parts = text.split("\n")
    return [line + "\n" for line in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _hunk(lines: list[str], i: int, a_len: int, b_len: int, rel: str) -> tuple[int, list[str], list[str]]:
    r"""The hunk body from lines[i]: (index after it, its old lines, its new lines), taken by the
    header's counts; a "\ No newline at end of file" marker takes the newline off the line above."""
    entries: list[list[str]] = []
    n_old = n_new = 0
    while i < len(lines) and (n_old < a_len or n_new < b_len or lines[i].startswith("\\")):
        line, i = lines[i], i + 1
        if line.startswith("\\"):
            if entries:
                entries[-1][1] = entries[-1][1].removesuffix("\n")
            continue
        tag = line[:1]
        if tag not in (" ", "-", "+"):
            raise PatchError(f"the patch is damaged: {rel}: a hunk line starts with {tag!r}")
        n_old += tag in " -"
        n_new += tag in " +"
        entries.append([tag, line[1:]])
    if n_old < a_len or n_new < b_len:
        raise PatchError(f"the patch is damaged: {rel}: a hunk ends early")
    return i, [t for tag, t in entries if tag in " -"], [t for tag, t in entries if tag in " +"]


def parse(text: str) -> dict[str, list[tuple[int, list[str], list[str]]]]:
    """A patch as format_patch writes it: file -> [(0-based start in the old text, old lines, new
    lines)]. Paths that leave the tree are refused."""
    lines, out, i, rel = _lines(text), {}, 0, None
    while i < len(lines):
        line, i = lines[i].rstrip("\n"), i + 1
        if m := _DIFF.fullmatch(line):
            rel = m.group(2)
            if m.group(1) != rel or rel.startswith("/") or ".." in Path(rel).parts:
                raise PatchError(f"the patch names a file outside the tree: {line!r}")
            out.setdefault(rel, [])
        elif (m := _HUNK.fullmatch(line)) and rel is not None:
            a_len = 1 if m.group(2) is None else int(m.group(2))
            b_len = 1 if m.group(4) is None else int(m.group(4))
            i, old, new = _hunk(lines, i, a_len, b_len, rel)
            out[rel].append((int(m.group(1)) - (1 if a_len else 0), old, new))
    return out


def _patched(root: Path, rel: str, text: str, hunks) -> str:
    """`text` with `hunks` applied exactly where they say (no fuzz: the patch was computed from
    this very text, so a difference means the tree changed since)."""
    a, out, pos = _lines(text), [], 0
    for start, old, new in hunks:
        if start < pos or a[start:start + len(old)] != old:
            raise PatchError(f"conflict: the patch does not apply to {root}: {rel} differs from the text the "
                             f"patch was made against at line {start + 1}")
        out += a[pos:start] + new
        pos = start + len(old)
    return "".join(out + a[pos:])


def changes(root, patch: JdkPatch | str) -> dict[str, tuple[str, str]]:
    """rel -> (text now in the tree, patched text) for every file `patch` (a JdkPatch, or the text
    of one) changes; PatchError when a file is missing or differs from what the patch expects."""
    root = Path(root).resolve()
    if isinstance(patch, JdkPatch):
        out = {rel: patch.files[rel] for rel in patch.changed}
        for rel, (old, _) in out.items():
            if _read(root, rel) != old:
                raise PatchError(f"conflict: {root / rel} changed after the patch was computed; run the command "
                                 "again")
        return out
    out = {}
    for rel, hunks in parse(patch).items():
        now = _read(root, rel)
        if now is None:
            raise PatchError(f"conflict: the patch does not apply to {root}: {rel} does not exist")
        out[rel] = (now, _patched(root, rel, now, hunks))
    if not out:
        raise PatchError("the patch changes no file (is it a stubforge patch?)")
    return out


def check(root, patch: JdkPatch | str) -> None:
    """PatchError unless `patch` applies to the tree at `root`: applied in memory by the same code as
    apply(), then, where git is installed, by `git apply --check`, which the patch is written for."""
    root = Path(root).resolve()
    changes(root, patch)
    git = shutil.which("git")
    if git is None:
        return
    text = patch.text() if isinstance(patch, JdkPatch) else patch
    cwd, opts = _where(git, root)
    r = subprocess.run([git, "apply", *opts, "--check", "-"], input=text.encode("utf-8", "surrogateescape"),
                       cwd=cwd, capture_output=True)
    if r.returncode != 0:
        said = (r.stderr or r.stdout).decode(errors="replace").strip()
        raise PatchError(f"conflict: the patch does not apply to {root} (git apply --check):\n{said}")


def _where(git: str, root: Path) -> tuple[Path, list[str]]:
    """Run git apply at the work tree's top with --directory when root is inside a repository."""
    r = subprocess.run([git, "-C", str(root), "rev-parse", "--show-prefix"], capture_output=True, text=True)
    if r.returncode == 0 and r.stdout.strip():
        top = subprocess.run([git, "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True).stdout.strip()
        return Path(top), [f"--directory={r.stdout.strip().rstrip('/')}"]
    return root, []


def apply(root, patch: JdkPatch | str) -> None:
    """Write the patched files into the tree at `root`, all of them or none (see above). On failure
    the PatchError, and on Ctrl-C or SIGTERM the KeyboardInterrupt's text, says which it is."""
    root = Path(root).resolve()
    todo = changes(root, patch)
    install(root, {root / rel: (old.encode("utf-8", "surrogateescape"), new.encode("utf-8", "surrogateescape"))
                   for rel, (old, new) in todo.items()})


def install(root: Path, todo: dict[Path, tuple[bytes, bytes]]) -> None:
    """Replace each file of `todo` (path -> (old bytes, new bytes)) with its new bytes, all or none."""
    for d in {path.parent for path in todo}:
        sweep(d)                     # temporaries a killed earlier run left
    staged: dict[Path, Path] = {}          # target -> its staged new text
    replaced: list[Path] = []
    try:
        for path, (_, new) in todo.items():
            try:
                staged[path] = stage(path, new)
            except OSError as e:
                raise PatchError(f"cannot write beside {path}: {e.strerror}; {root} is untouched (no file was "
                                 "replaced)") from None
        with signals_deferred():
            for path, tmp in staged.items():
                try:
                    os.replace(tmp, path)
                except OSError as e:
                    _put_back(root, path, e, replaced, todo)
                replaced.append(path)
        for d in {path.parent for path in todo}:
            sync_dir(d)
    except KeyboardInterrupt as e:        # Ctrl-C or SIGTERM: held back during the renames, so all or none
        e.args = (f"{root} is fully patched ({len(replaced)} files replaced)" if len(replaced) == len(todo)
                  else f"{root} is untouched (no file was replaced)" if not replaced
                  else _partly(root, replaced, todo),)
        raise
    finally:
        for path, tmp in staged.items():
            if path not in replaced:
                discard(tmp)


def _partly(root: Path, replaced: list[Path], todo) -> str:
    new = ", ".join(str(p.relative_to(root)) for p in replaced)
    old = ", ".join(str(p.relative_to(root)) for p in todo if p not in replaced)
    return (f"{root} is partly patched (each file whole: new {new}; old {old}); run the same command again to "
            "finish it")


def _put_back(root: Path, failed: Path, err: OSError, replaced: list[Path], todo) -> None:
    """A rename failed after others succeeded: put the replaced files' old text back, and raise a
    PatchError saying what the tree now is."""
    why = f"cannot replace {failed}: {err.strerror}"
    for path in list(replaced):
        try:
            os.replace(stage(path, todo[path][0]), path)
        except OSError:
            raise PatchError(f"{why}; {_partly(root, replaced, todo)}") from None
        replaced.remove(path)
    raise PatchError(f"{why}; {root} is untouched (the files already replaced were put back)")
