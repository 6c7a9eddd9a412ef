"""vm_version_riscv.cpp edits: turn a Use...Intrinsics flag on only where the tree never does, and
keep it off where a stub's registration is guarded by extension flags the tree's condition does not
imply (C2 calls the CRC32, CRC32C and Adler32 stubs without checking for null)."""
from __future__ import annotations

import re

from stubforge.dsl.contracts import CONTRACTS
from stubforge.emitters.hotspot_api import EXT_FLAGS
from stubforge.dsl.isa import closure

from stubforge.jdk import condition, cxxtext
from stubforge.jdk.tree import (GLOBALS, SG, VM, VMH, PatchError, _anchor_error, _read, conjunction,
    before_successor, enclosing_ifs, implies, insert_block, statement_span)

# The comment that marks the registration guards `_Editor.register` writes (stubGenerator_riscv.cpp)
# and the clamps `FlagEdits.clamp` writes (vm_version_riscv.cpp); a later run finds and rewrites them
# (also in an earlier version's wording, which opened with "stubforge: ").
GUARD_TEXT = "// {label} needs {flags}"          # label: the stub (earlier versions added ` [<variants>]`)
GUARD_MARK = re.compile(r"(?m)^([ \t]*)// (?:stubforge: the generated )?(\w+)(?: \[([^\]\n]*)\])? needs "
                        r"(Use\w+(?: && Use\w+)*)[ \t]*\n")
CLAMP_TEXT = "// {flag} only with {what}: {stubs} {verb} registered only then."
WIDTH = 100         # HotSpot's line width, for the comments written into its files

_IS_DEFAULT = re.compile(r"!?\s*FLAG_IS_DEFAULT\(\s*\w+\s*\)")


def undeclared(flags, texts) -> list[str]:
    """The flags none of `texts` (globals_riscv.hpp, vm_version_riscv.hpp/.cpp; None for a missing
    file) mentions."""
    return [f for f in flags if not any(t is not None and re.search(rf"\b{f}\b", t) for t in texts)]


# Stubs C2 looks up and skips when null (library_call.cpp's `if (stubAddr == nullptr) return false`;
# inline_keccak's `if (!stubAddr) return false`): a guard on their registration needs no clamp of the
# flag, which other stubs under it still use.
NULL_CHECKED = frozenset({"ghash_processBlocks", "galoisCounterMode_AESCrypt", "double_keccak"})
# Of those, the ones whose extensions the flag does not wait for where this patch turns it on: they
# are registered under their own guard. double_keccak's V must not keep the scalar SHA-3 stubs off
# (AArch64 registers it only under UseSIMDForSHA3Intrinsic, the scalar ones under UseSHA3Intrinsics).
OWN_GUARD = frozenset({"double_keccak"})


def clamp_mark(flag: str) -> re.Pattern:
    """The clamp's comment, with its continuation lines when it was wrapped."""
    return re.compile(rf"(?m)^[ \t]*// (?:stubforge: )?{flag} only with [^\n]*\n(?:[ \t]*// [^\n]*\n)*")


def intrinsic_name(flag: str, stubs=()) -> str:
    """What HotSpot's warnings call the intrinsics behind `flag` ("CRC32C", "AES/ECB"; "AES" for
    several AES modes), from the declared intrinsics of `stubs` (all under the flag when none)."""
    from stubforge import stubs as declared
    mine = [i.title for i in declared.intrinsics()
            if any(CONTRACTS[s].flag == flag for s in i.stubs if s in CONTRACTS)
            and (not stubs or set(i.stubs) & set(stubs))]
    if not mine:
        return ext_name(flag).removesuffix("Intrinsics")
    if len(mine) > 1 and len({t.split("/")[0] for t in mine}) == 1:
        return mine[0].split("/")[0]
    return " and ".join(dict.fromkeys(mine))


def not_available(flag: str, stubs=()) -> str:
    """HotSpot's warning when a flag set on the command line cannot be honoured on this CPU."""
    return f'warning("{intrinsic_name(flag, stubs)} intrinsics are not available on this CPU.");'


def comment_lines(text: str, width: int = WIDTH, indent: str = "") -> list[str]:
    """`// text`, wrapped at HotSpot's width (counting `indent`)."""
    import textwrap
    return textwrap.wrap(text, width - len(indent) - 3, initial_indent="// ", subsequent_indent="// ",
                         break_on_hyphens=False) or ["//"]


def ext_name(flag: str) -> str:
    return flag[3:] if flag.startswith("Use") else flag


def ext_names(flags: list[str]) -> str:
    names = [ext_name(f) for f in flags]
    if not names:
        return ""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

# Besides the stub, a Use...Intrinsics flag turns on code elsewhere; when the tree kept the flag off,
# those places may be placeholders on RISC-V (checked by `_Editor.other_users`).
_FLAG_USERS = {
    "UseCRC32Intrinsics": (("src/hotspot/cpu/riscv/c1_LIRGenerator_riscv.cpp", "LIRGenerator::do_update_CRC32"),
                           ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                            "TemplateInterpreterGenerator::generate_CRC32_update_entry"),
                           ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                            "TemplateInterpreterGenerator::generate_CRC32_updateBytes_entry")),
    "UseCRC32CIntrinsics": (("src/hotspot/cpu/riscv/c1_LIRGenerator_riscv.cpp", "LIRGenerator::do_update_CRC32C"),
                            ("src/hotspot/cpu/riscv/templateInterpreterGenerator_riscv.cpp",
                             "TemplateInterpreterGenerator::generate_CRC32C_updateBytes_entry")),
}
# The C1 intrinsic behind each flag: c1_Compiler.cpp lists the ones C1 compiles, some only for
# other ports (inside `#if defined(S390) || ... || defined(AMD64)`).
_C1_INTRINSIC = {"UseCRC32Intrinsics": "_updateBytesCRC32", "UseCRC32CIntrinsics": "_updateBytesCRC32C"}
C1_COMPILER = "src/hotspot/share/c1/c1_Compiler.cpp"
_FLAG_NOTES = {
    "UseCRC32Intrinsics": "CRC32.update(int) (one byte) is intrinsified with StubRoutines::crc_table_addr(): "
                          "make sure the port sets _crc_table_adr (stubRoutines_riscv.cpp) to a 256-entry table",
    "UseAESIntrinsics": "HotSpot expects UseAES on wherever UseAESIntrinsics is: turn UseAES on under the same "
                        "condition in vm_version_riscv.cpp",
    "UseAESCTRIntrinsics": "HotSpot expects UseAES on wherever UseAESCTRIntrinsics is: check that UseAES is on "
                           "under the same condition in vm_version_riscv.cpp",
}


class FlagEdits:
    """Mixed into the patch editor (which provides get/put and the plan `p`)."""

    # ---- vm_version_riscv.cpp -----------------------------------------------------------------
    @staticmethod
    def ext_flags(exts) -> list[str]:
        exts = closure(exts) - {"i", "m"}
        implied = set().union(*(closure({e}) - {e} for e in exts)) if exts else set()
        out = []
        for e in sorted(exts - implied):
            if e == "zvkb":
                flag = "UseZvkn" if exts & {"zvkned", "zvknha", "zvknhb"} else "UseZvbb"
            else:
                flag = EXT_FLAGS.get(e)
            if flag is None:
                raise PatchError(f"no HotSpot flag is known for the extension {e!r}")
            if flag not in out:
                out.append(flag)
        return out

    def flags(self, wanted: list[tuple[str, list[str]]]):
        """Turn on each stub's intrinsic flag where the tree does not: `wanted` is (stub, the extension
        flags its code needs on every CPU it serves)."""
        by_flag: dict[str, list[tuple[str, list[str]]]] = {}
        for stub, need in wanted:
            by_flag.setdefault(CONTRACTS[stub].flag, []).append((stub, need))
        for flag, group in by_flag.items():
            needed = [(stub, fl) for stub, fl in group if stub not in OWN_GUARD] or group
            need = list(dict.fromkeys(f for _, fl in needed for f in fl))
            # A registration guard naming an undeclared flag would not compile, even where the tree
            # turns `flag` on already.
            missing = undeclared(need, (self.get(GLOBALS), self.get(VMH), self.get(VM)))
            if missing:
                names = ", ".join(stub for stub, _ in group)
                raise PatchError(f"{VM}: the extension flag {missing[0]} (needed by {names}) is not declared in "
                                 f"this tree (not in {GLOBALS} or {VMH}); add the extension flag first")
            policy = list(dict.fromkeys(t for stub, _ in group for t in CONTRACTS[stub].policy))
            self.flag(flag, need, [stub for stub, _ in group], policy)

    @staticmethod
    def enabling_sites(text: str, flag: str) -> list[tuple[int, list[str]]]:
        """Where `text` turns `flag` on (FLAG_SET_DEFAULT(flag, true) or an assignment), each with the
        conditions of the `if`s around it (innermost first)."""
        masked = cxxtext.mask(text)
        on = re.compile(rf"FLAG_SET_DEFAULT\(\s*{flag}\s*,\s*true\s*\)|(?<![\w.>:])\b{flag}\s*=(?!=)")
        def cond(h):            # the condition, knowing its line for an error message
            line = text.count("\n", 0, h.paren) + 1
            return condition.Cond(h.cond, f"{VM}:{line}")
        return [(m.start(), [cond(h) for h in enclosing_ifs(text, masked, m.start())]) for m in on.finditer(masked)]

    def enabling(self, flag: str) -> list[tuple[int, list[str]]]:
        return self.enabling_sites(self.get(VM), flag)

    @staticmethod
    def enabling_text(sites) -> str:
        """The condition under which the tree turns the flag on, for people (FLAG_IS_DEFAULT tests left out)."""
        out = []
        for _, conds in sites:
            kept = [c for c in reversed(conds) if not _IS_DEFAULT.fullmatch(c)]
            out.append(conjunction(kept) if kept else "always")
        return " or ".join(dict.fromkeys(out))

    def unsafe(self, flag: str, need: list[str]) -> list[str]:
        """The extension flags in `need` that the tree's enabling of `flag` does not imply ([] when the
        tree never turns it on: then this patch does, under exactly the extension flags)."""
        sites = self.enabling(flag)
        return [f for f in need if not all(any(implies(c, f) for c in conds) for _, conds in sites)]

    def flag(self, flag: str, need: list[str], group: list[str], policy: list[str] = ()):
        """Turn `flag` on where the tree does not, when the extension flags `need` and HotSpot's own
        `policy` conditions hold."""
        text = self.get(VM)
        masked = cxxtext.mask(text)
        names = ", ".join(group)
        sites = self.enabling(flag)
        terms = list(policy) + list(need)
        cond_text = " && ".join(terms) if terms else "true"
        if sites:
            cond = self.enabling_text(sites)
            guard = self.clamp(flag)
            if guard:
                self.p.vm_notes.append(
                    f"{flag}: enabled by the tree when `{cond}`; now also kept off without {' && '.join(guard)} "
                    f"(the guard of stubforge's registration in stubGenerator_riscv.cpp), so nothing calls a stub "
                    "that was not generated (C2 calls the CRC32, CRC32C and Adler32 stubs without a null check)")
                self.p.enable.append(f"-XX:+{flag}  (on by default when `{cond}` and {' && '.join(guard)})")
            else:
                self.p.vm_notes.append(f"{flag}: already enabled by the tree when `{cond}`; unchanged")
                self.p.enable.append(f"-XX:+{flag}  (on by default when `{cond}`)")
            return
        missing = undeclared(need, (self.get(GLOBALS), self.get(VMH), text))
        if missing:
            raise PatchError(f"{VM}: the extension flag {missing[0]} (needed by {names}) is not declared in this "
                             f"tree (not in {GLOBALS} or {VMH}); add the extension flag first")
        blockers = self.other_users(flag)
        if blockers:
            # Turning the flag on would crash the VM (C1 reaches a ShouldNotReachHere()): leave the
            # tree's decision alone; the registration under the flag waits for the missing piece.
            self.p.vm_notes.append(f"{flag}: left off, as the tree has it: with it on, C1 would reach "
                                   f"{' and '.join(blockers)}, a placeholder on RISC-V in this tree; {names} "
                                   "is registered under the flag and runs once that is implemented")
            self.p.todo += [f"implement {b}, then let {flag} on in vm_version_riscv.cpp when `{cond_text}` "
                            "(the stub is registered under it already)" for b in blockers]
            self.p.enable.append(f"-XX:+{flag}  (not yet: {' and '.join(blockers)} first)")
            self.flag_notes(flag, policy)
            return
        blk = self.enable_block(flag, terms, names)
        off = re.compile(rf"(?m)^([ \t]*)if[ \t]*\([ \t]*{flag}[ \t]*\)[ \t]*\{{\n"
                         rf"(?:\1[ \t]+warning\([^;]*\);\n)?"
                         rf"\1[ \t]+FLAG_SET_DEFAULT\(\s*{flag}\s*,\s*false\s*\);\n\1\}}\n")
        m = off.search(text)
        if m is not None:
            text = text[:m.start()] + blk(m.group(1)) + text[m.end():]
            self.p.vm_notes.append(f"{flag}: the tree forced it off; now on by default when `{cond_text}` "
                                   f"(for {names})")
        else:
            fn = "c2_initialize" if any(not CONTRACTS[stub].initial for stub in group) else None
            defs = cxxtext.definitions(text, masked, rf"void[ \t]+VM_Version::{fn}") if fn else []
            if not defs:
                for cand in ("common_initialize", "initialize"):
                    defs = cxxtext.definitions(text, masked, rf"void[ \t]+VM_Version::{cand}")
                    if defs:
                        fn = cand
                        break
            if not defs:
                raise _anchor_error(VM, "`void VM_Version::c2_initialize()` or `void VM_Version::initialize()`")
            # before the block of the intrinsic flag that sorts next, if any, else at the end: each
            # flag's block in a place of its own (commits of a series do not edit the same lines)
            at = before_successor(text, masked, defs[0].open, defs[0].close, flag, self.added_by_series(VM))
            if at is not None:
                text = insert_block(text, at, blk("  "), blank_after=True)
            else:
                text = insert_block(text, cxxtext.line_start(text, defs[0].close), blk("  "), blank_after=False)
            self.p.vm_notes.append(f"{flag}: the tree never enabled it; added to VM_Version::{fn}(): on by default "
                                   f"when `{cond_text}` (for {names})")
        self.p.enable.append(f"-XX:+{flag}  (on by default when `{cond_text}`)")
        self.put(VM, text)
        self.flag_notes(flag, policy)

    def clamp(self, flag: str) -> list[str]:
        """Keep `flag` off where a stubforge registration guard under it is false: a block right after
        the tree's (last) enabling statement. Recomputed from every guard in stubGenerator_riscv.cpp
        (this run's and earlier runs'), so a second run changes nothing. Returns the guard flags."""
        text = self.get(VM)
        mark = clamp_mark(flag)
        while (m := mark.search(text)) is not None:              # an earlier run's clamp: rebuilt below
            masked = cxxtext.mask(text)
            b = re.compile(r"[ \t]*if\b[^{]*\{").match(masked, m.end())
            close = cxxtext.match_brace(masked, b.end() - 1) if b else -1
            if close < 0:
                raise PatchError(f"{VM}: the stubforge block for {flag} at `{m.group(0).strip()}` is damaged; "
                                 "remove it by hand")
            start = m.start() - 1 if text[:m.start()].endswith("\n\n") else m.start()
            text = text[:start] + text[cxxtext.line_end(text, close):]
        guard, stubs = [], []
        for g in GUARD_MARK.finditer(self.get(SG) or ""):
            stub = g.group(2)
            if stub in CONTRACTS and CONTRACTS[stub].flag == flag and stub not in NULL_CHECKED and stub not in stubs:
                stubs.append(stub)
                guard += [f for f in g.group(4).split(" && ") if f not in guard]
        for note in self.p.stubs:
            if CONTRACTS[note.stub].flag == flag and note.stub not in NULL_CHECKED:
                guard += [f for f in note.unsafe if f not in guard]
                if note.unsafe and note.stub not in stubs:
                    stubs.append(note.stub)
        sites = self.enabling_sites(text, flag)
        if guard and sites:
            masked = cxxtext.mask(text)
            last = sites[-1][0]
            defs = [d for d in cxxtext.definitions(text, masked, r"void[ \t]+VM_Version::\w+")
                    if d.open < last < d.close]
            span = statement_span(masked, defs[0].open, defs[0].close, last) if defs else None
            if span is None:
                self.p.todo.append(f"{VM}: turn {flag} off when !({' && '.join(guard)}) after the tree turns it on "
                                   "(stubforge could not find the end of that statement)")
            else:
                # right after the whole statement (if/else chain) that turns the flag on, at its indentation
                ind = re.match(r"[ \t]*", text[cxxtext.line_start(text, span[0]):]).group(0)
                at = cxxtext.line_end(text, span[1] - 1)
                text = insert_block(text, at, self.clamp_block(flag, guard, stubs)(ind),
                                    blank_after=at != cxxtext.line_start(text, defs[0].close))
                self.p.clamped.append(flag)
        self.put(VM, text)
        return guard if sites else []

    @staticmethod
    def clamp_block(flag: str, guard: list[str], stubs: list[str]):
        def render(ind):
            what = " && ".join(guard)
            neg = f"!{what}" if len(guard) == 1 else f"!({what})"
            lines = comment_lines(CLAMP_TEXT.format(flag=flag, what=what, stubs=", ".join(stubs),
                                                    verb="is" if len(stubs) == 1 else "are")[3:], indent=ind)
            lines += [f"if ({flag} && {neg}) {{",
                      f"  if (!FLAG_IS_DEFAULT({flag})) {{",
                      f"    {not_available(flag, stubs)}",
                      "  }",
                      f"  FLAG_SET_DEFAULT({flag}, false);",
                      "}"]
            return "".join(f"{ind}{x}\n" for x in lines)
        return render

    def flag_notes(self, flag: str, policy=()):
        """What is left to check by hand about `flag`; the UseAES expectation is met where the patch
        turns the flag on only under UseAES."""
        if flag in _FLAG_NOTES and not ("UseAES" in policy and "UseAES" in _FLAG_NOTES[flag]):
            self.p.todo.append(_FLAG_NOTES[flag])

    def other_users(self, flag: str) -> list[str]:
        """A flag this tree kept off may also drive code other than the stub (C1, the interpreter).
        Notes the placeholders that are harmless; returns those that turning the flag on would reach
        (as "Function (file)")."""
        blockers = []
        for rel, fn in _FLAG_USERS.get(flag, ()):
            text = _read(self.p.root, rel)
            if text is None:
                self.p.todo.append(f"{flag} also drives {fn} ({rel}, not in this tree): check it on RISC-V")
                continue
            masked = cxxtext.mask(text)
            defs = cxxtext.definitions(text, masked, r"\w[\w:<>*& \t]*[ \t*&]" + re.escape(fn))
            if not defs:
                self.p.todo.append(f"{flag} also drives {fn}, which {rel} does not define: implement it")
                continue
            body = masked[defs[0].open:defs[0].close]
            if len(body.split(";")) >= 6:
                continue
            if re.search(r"return\s+nullptr\s*;", body) and "Interpreter" in fn:
                # generate_method_entry() falls back to the normal entry when an intrinsic one is null
                self.p.notes.append(f"{fn} ({rel}) returns nullptr here: interpreted calls run the Java "
                                    f"code (correct, not accelerated); only compiled code uses the stub")
            elif re.search(r"\bUnimplemented\s*\(|\bShouldNotReachHere\s*\(|\bfatal\s*\(", body):
                guard = self.c1_guard(flag)
                if guard is not None and "RISCV" not in guard:
                    self.p.notes.append(f"{fn} ({rel}) is a placeholder, but C1 does not compile "
                                        f"{_C1_INTRINSIC[flag]} on RISC-V ({C1_COMPILER}: `{guard}`), so it "
                                        "is never reached")
                else:
                    blockers.append(f"{fn} ({rel})")
        return blockers

    def c1_guard(self, flag: str) -> str | None:
        """The `#if` condition around the flag's intrinsic in C1's supported list, None when the case
        is unconditional (or the file or case is missing)."""
        text = _read(self.p.root, C1_COMPILER)
        iid = _C1_INTRINSIC.get(flag)
        if text is None or iid is None:
            return None
        m = re.search(rf"case\s+vmIntrinsics::{iid}\s*:", text)
        if m is None:
            return None
        depth = 0
        for line in reversed(text[:m.start()].splitlines()):
            s = line.strip()
            if re.match(r"#\s*endif\b", s):
                depth += 1
            elif re.match(r"#\s*if(n?def)?\b", s):
                if depth == 0:
                    return s
                depth -= 1
            elif re.match(r"#\s*(else|elif)\b", s) and depth == 0:
                return s            # the case sits in an #else branch: conditional all the same
        return None

    @staticmethod
    def enable_block(flag: str, need: list[str], names: str):
        def render(ind):
            what = " && ".join(need)
            # as HotSpot's own blocks are: the condition speaks for itself, the warning names the
            # intrinsic, not the C++ condition
            lines = []
            if need:
                lines += [f"if ({what}) {{",
                          f"  if (FLAG_IS_DEFAULT({flag})) {{",
                          f"    FLAG_SET_DEFAULT({flag}, true);",
                          "  }",
                          f"}} else if ({flag}) {{",
                          f"  {not_available(flag, names.split(', '))}",
                          f"  FLAG_SET_DEFAULT({flag}, false);",
                          "}"]
            else:
                lines += [f"if (FLAG_IS_DEFAULT({flag})) {{", f"  FLAG_SET_DEFAULT({flag}, true);", "}"]
            return "".join(f"{ind}{x}\n" for x in lines)
        return render



def reachable(sites, universe) -> "callable | None":
    """Where the tree turns a flag on (its `enabling` sites), as a test of a CPU configuration over the
    flags in `universe` (a flag missing from a configuration is off): True when some value of the
    condition's other names (AvoidUnalignedAccesses, a FLAG_IS_DEFAULT test) or a test stubforge does
    not evaluate (`MaxVectorSize >= 32`, unknown to condition.kleene) may make a site's conditions
    hold -- linear in the condition. So `UseRVV && MaxVectorSize >= 32` excludes every CPU without V,
    and no dispatch arm keeps HotSpot's own code for CPUs it is never generated on. None when the
    tree never turns the flag on (then every configuration counts). A condition that is not C++ is a
    ConditionError naming its line."""
    alts = []
    for _, conds in sites:
        trees = [condition.parse(c) for c in conds if not _IS_DEFAULT.fullmatch(c.strip())]
        alts.append(condition.And(tuple(trees)))
    if not alts:
        return None
    tree = condition.Or(tuple(alts))

    def holds(config: dict) -> bool:
        known = {n: bool(config.get(n, False)) for n in universe}
        return condition.kleene(tree, known) is not False
    return holds
