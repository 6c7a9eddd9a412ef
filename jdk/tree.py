"""An OpenJDK checkout as `stubforge patch` sees it: the files it edits and how it reads them."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from stubforge.jdk.cxxtext import line_end, line_start, match_brace

SG = "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"
ASM = "src/hotspot/cpu/riscv/assembler_riscv.hpp"
MASM = "src/hotspot/cpu/riscv/macroAssembler_riscv.hpp"
VM = "src/hotspot/cpu/riscv/vm_version_riscv.cpp"
VMH = "src/hotspot/cpu/riscv/vm_version_riscv.hpp"
GLOBALS = "src/hotspot/cpu/riscv/globals_riscv.hpp"
DECL = "src/hotspot/share/runtime/stubDeclarations.hpp"
DECL_RV = "src/hotspot/cpu/riscv/stubDeclarations_riscv.hpp"
ROUTINES_RV = "src/hotspot/cpu/riscv/stubRoutines_riscv.hpp"
ROUTINES = "src/hotspot/share/runtime/stubRoutines.hpp"
REQUIRED = (SG, ASM, VM)


class PatchError(Exception):
    """A user-facing failure: not an OpenJDK tree, an anchor is missing, or the patch would conflict."""


def _anchor_error(rel: str, what: str) -> PatchError:
    return PatchError(f"{rel}: anchor not found: {what} (is this a RISC-V HotSpot source of a supported "
                      "release? stubforge knows OpenJDK mainline, JDK 27, 26, 25 and 21)")


# ---- the tree ---------------------------------------------------------------------------------

def check_tree(root: Path) -> None:
    if not root.is_dir():
        raise PatchError(f"{root}: no such directory")
    if not (root / "src" / "hotspot").is_dir():
        raise PatchError(f"{root} is not an OpenJDK tree: it has no src/hotspot/ (give the top directory of "
                         "a checkout of openjdk/jdk or openjdk/jdk21u)")
    if not (root / "src/hotspot/cpu/riscv").is_dir():
        raise PatchError(f"{root} is an OpenJDK tree without the RISC-V port (no src/hotspot/cpu/riscv/)")
    for rel in REQUIRED:
        if not (root / rel).is_file():
            raise PatchError(f"{root} is not a complete OpenJDK RISC-V tree: {rel} is missing")
        with open(root / rel, "rb") as f:
            data = f.read()
            nul = data.find(b"\0")
            if nul >= 0:
                raise PatchError(f"{root / rel}: not text (a NUL byte at offset {nul}): the C++ source belongs "
                                 "here; check out the tree again")
            if b"\r\n" in data:
                # OpenJDK is LF-only; a CRLF checkout (core.autocrlf on Windows) would get a patch
                # whose context never matches, or files with mixed line endings.
                raise PatchError(f"{root / rel}: CRLF line endings; OpenJDK's sources are LF-only (check out "
                                 "with `git config core.autocrlf false`, or convert with dos2unix)")


# A line git's merge leaves in a file it could not merge (the ======= between them is left alone:
# a C++ comment rule may look like it).
_CONFLICT = re.compile(r"^(<{7}|>{7})(?: |$)", re.M)


def inspect(root: Path, rels, allow_uncommitted: bool = False) -> None:
    """Before a patch of the files `rels` (relative to `root`) is given out: none holds a merge
    conflict marker (the patch would carry it, and "applies cleanly" would be true of a tree that does
    not compile), and none differs from the tree's git HEAD unless `allow_uncommitted` (the patch's
    context would be the edited lines, so it would not apply to the commit: `git am` of a series
    fails). A tree not under git, or no git, has no HEAD to differ from. PatchError, one line."""
    rels = sorted(set(rels))
    for rel in rels:
        path = root / rel
        if not path.is_file():
            continue
        text = path.read_text(errors="replace")
        m = _CONFLICT.search(text)
        if m:
            raise PatchError(f"{path}:{text.count(chr(10), 0, m.start()) + 1}: a merge conflict marker "
                             f"({m.group(1)}); resolve the conflict before patching")
    if allow_uncommitted or not rels:
        return
    dirty = _uncommitted(root, rels)
    if dirty:
        raise PatchError(f"{root}: uncommitted changes to {', '.join(dirty)}, which the patch touches: it would "
                         "be made against them, not the commit (commit or stash them, or pass "
                         "--allow-uncommitted)")


def _uncommitted(root: Path, rels: list) -> list:
    """Which of `rels` differ from HEAD, where `root` is the top of a git work tree."""
    import shutil
    import subprocess
    if shutil.which("git") is None:
        return []
    top = subprocess.run(["git", "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if top.returncode != 0 or Path(top.stdout.strip()).resolve() != root.resolve():
        return []               # not under git, or only inside another repository
    st = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no", "--", *rels],
                        capture_output=True, text=True)
    return [line[3:] for line in st.stdout.splitlines() if line.strip()]


VERSION_CONF = "make/conf/version-numbers.conf"


def tree_feature(root: Path) -> int | None:
    """The tree's own feature number, DEFAULT_VERSION_FEATURE of make/conf/version-numbers.conf (the
    file every OpenJDK tree since JDK 10 has), or None where the file is absent."""
    text = _read(root, VERSION_CONF)
    if text is None:
        return None
    m = re.search(r"(?m)^DEFAULT_VERSION_FEATURE=(\d+)\s*$", text)
    if not m:
        raise PatchError(f"{root / VERSION_CONF}: no DEFAULT_VERSION_FEATURE=<number> line")
    return int(m.group(1))


def prologue_style(sg_text: str) -> str | None:
    """How the tree's own stubs open (hotspot_api.PROLOGUE's names): "archive" (StubId with the AOT
    stub archive), "stubid", "stubgenid" or "named"; None when none is seen."""
    stubid = re.search(r"\bStubId\s+stub_id\b|\bStubId::stubgen_\w+_id\b", sg_text)
    if stubid and re.search(r"\bload_archive_data\s*\(", sg_text):
        return "archive"
    if stubid:
        return "stubid"
    if re.search(r"\bStubGenStubId\s+stub_id\b", sg_text):
        return "stubgenid"
    if re.search(r'StubCodeMark\s+mark\s*\(\s*this\s*,\s*"StubRoutines"', sg_text):
        return "named"
    return None


def detect_release(root: Path, sg_text: str) -> str | None:
    """The release from the tree's own version (never from code an earlier patch put into it); from
    the stub prologue style only where the tree has no version file and the style names one release."""
    from stubforge.emitters.hotspot_api import PROLOGUE, release_of_feature
    feature = tree_feature(root)
    if feature is not None:
        release = release_of_feature(feature)
        if release is None:
            raise PatchError(f"{root / VERSION_CONF}: JDK {feature} is older than any release stubforge knows "
                             "(21, 25, 26, 27, mainline)")
        return release
    style = prologue_style(sg_text)
    named = [r for r, p in PROLOGUE.items() if p == style]
    return named[0] if len(named) == 1 else None


def _read(root: Path, rel: str) -> str | None:
    p = root / rel
    if not p.is_file():
        return None
    with open(p, encoding="utf-8", errors="surrogateescape", newline="") as f:
        return f.read()


def insert_block(text: str, at: int, block: str, blank_after: bool = True) -> str:
    """Insert `block` (whole lines) at the line start `at` with one blank line before it and, when
    blank_after, one after -- unless the neighbours already provide them."""
    before, after = text[:at], text[at:]
    lead = "" if not before or before.endswith("\n\n") else "\n"
    trail = "\n" if blank_after and not after.startswith("\n") else ""
    return before + lead + block + trail + after


# ---- conditions ---------------------------------------------------------------------------------
# Enough boolean reading to tell whether a HotSpot `if` condition implies an extension flag:
# `A && (B || C)` implies A, not B; `(A && B) || (A && C)` implies A. Anything else (negations,
# calls, ternaries) implies nothing, so the answer errs towards adding a guard.

def _split_top(cond: str, op: str) -> list[str]:
    parts, depth, last, i = [], 0, 0, 0
    while i < len(cond):
        ch = cond[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif depth == 0 and cond.startswith(op, i):
            parts.append(cond[last:i])
            i += len(op)
            last = i
            continue
        i += 1
    parts.append(cond[last:])
    return [p.strip() for p in parts]


def _strip_parens(cond: str) -> str:
    cond = cond.strip()
    while cond.startswith("(") and cond.endswith(")"):
        depth = 0
        for i, ch in enumerate(cond):
            depth += {"(": 1, ")": -1}.get(ch, 0)
            if depth == 0 and i < len(cond) - 1:
                return cond                       # `(a) && (b)`: the outer parentheses are not one group
        cond = cond[1:-1].strip()
    return cond


def implies(cond: str | None, flag: str) -> bool:
    """Whether the C++ condition `cond` can only hold when `flag` does."""
    if not cond:
        return False
    cond = _strip_parens(cond)
    ors = _split_top(cond, "||")
    if len(ors) > 1:
        return all(implies(o, flag) for o in ors)
    ands = _split_top(cond, "&&")
    if len(ands) > 1:
        return any(implies(a, flag) for a in ands)
    return cond == flag


def conjunction(conds: list[str]) -> str:
    """`a && b && ...`, parenthesizing a part that is not already a conjunction of primaries."""
    out = []
    for c in conds:
        c = " ".join(c.split())
        loose = len(_split_top(_strip_parens(c), "||")) > 1 or "?" in c
        out.append(f"({_strip_parens(c)})" if loose else c)
    return " && ".join(out)


@dataclass
class IfHead:
    """An `if (cond) {` (or `} else if (cond) {`) line that encloses a position."""
    line: int          # start of its line
    paren: int         # the `(` after `if`
    close: int         # the matching `)`
    brace: int         # the `{` of its block
    cond: str          # the condition as written (whitespace collapsed)
    else_if: bool


_IF_HEAD = re.compile(r"[ \t]*(\}[ \t]*else[ \t]+)?if[ \t]*\(")


def enclosing_ifs(text: str, masked: str, pos: int) -> list[IfHead]:
    """The `if` blocks around `pos` within its function, innermost first, judged by indentation
    (HotSpot's own formatting). A plain `else {` contributes nothing (its negation is not needed to
    err on the safe side); preprocessor lines are skipped; the walk stops at column 0."""
    out = []
    here = line_start(masked, pos)
    limit = len(masked[here:pos]) - len(masked[here:pos].lstrip(" \t"))
    at = here
    while at > 0:
        prev = masked.rfind("\n", 0, at - 1) + 1
        line = masked[prev:at - 1]
        at = prev
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        ind = len(line) - len(line.lstrip(" \t"))
        if ind >= limit:
            continue
        if ind == 0:
            break
        limit = ind
        m = _IF_HEAD.match(masked, prev)
        if m is None:
            continue
        paren = m.end() - 1
        close = match_brace(masked, paren)
        b = re.match(r"\s*\{", masked[close + 1:]) if close > 0 else None
        if b is None:
            continue
        out.append(IfHead(prev, paren, close, close + b.end(), " ".join(text[paren + 1:close].split()),
                          m.group(1) is not None))
    return out


def statement_span(masked: str, open_brace: int, close_brace: int, pos: int) -> tuple[int, int] | None:
    """[start, end) of the statement directly inside the block {open_brace .. close_brace} that
    contains `pos` -- a whole if/else chain, loop or block -- or None when it cannot be read."""
    i = open_brace + 1
    while i < close_brace:
        m = re.compile(r"\s+").match(masked, i)
        if m:
            i = m.end()
            continue
        if masked[i] == "#":                       # a preprocessor line
            i = line_end(masked, i)
            continue
        end = _stmt_end(masked, i)
        if end is None or end > close_brace:
            return None
        if i <= pos < end:
            return i, end
        i = end
    return None


def _stmt_end(masked: str, i: int) -> int | None:
    m = re.compile(r"(if|for|while|switch)\b\s*\(").match(masked, i)
    if m:
        close = match_brace(masked, m.end() - 1)
        if close < 0:
            return None
        j = re.compile(r"\s*").match(masked, close + 1).end()
        end = _stmt_end(masked, j)
        if end is None:
            return None
        if m.group(1) == "if":
            e = re.compile(r"\s*else\b\s*").match(masked, end)
            if e:
                return _stmt_end(masked, e.end())
        return end
    if re.compile(r"do\b").match(masked, i):
        j = re.compile(r"do\b\s*").match(masked, i).end()
        end = _stmt_end(masked, j)
        w = re.compile(r"\s*while\s*\(").match(masked, end) if end is not None else None
        if w is None:
            return None
        close = match_brace(masked, w.end() - 1)
        s = masked.find(";", close)
        return None if close < 0 or s < 0 else s + 1
    if masked[i] == "{":
        close = match_brace(masked, i)
        return None if close < 0 else close + 1
    depth = 0
    for k in range(i, len(masked)):
        ch = masked[k]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return None
        elif ch == ";" and depth == 0:
            return k + 1
    return None


_FLAG_NAME = re.compile(r"\bUse\w*Intrinsics?\b")


def before_successor(text: str, masked: str, start: int, end: int, flag: str, ignore=None) -> int | None:
    """Where a new block for `flag` goes among the top-level `if` statements of a function body
    (between `start` and `end`): before the statement (and the comment lines right above it) naming
    the intrinsic flag that sorts next after `flag`, so each intrinsic's block has a place of its
    own and two commits adding blocks for different intrinsics do not edit the same lines. None when
    no statement names a later flag. `ignore(statement text)`: statements not to place by (the
    patch's own, which a commit applied alone would not find)."""
    best, best_at = None, None
    pos = line_end(masked, start)
    indent = None
    while pos < end:
        eol = line_end(masked, pos)
        line = masked[pos:eol]
        s = line.strip()
        if s and not s.startswith("#"):
            ind = len(line) - len(line.lstrip(" \t"))
            indent = ind if indent is None else indent
            if ind == indent and re.match(r"if\b", s):
                brace = masked.find("{", pos)
                close = match_brace(masked, brace) if 0 <= brace < end else -1
                if close < 0:
                    break
                while True:         # the whole if / else if / else chain
                    m = re.match(r"\s*else\b[^{;]*\{", masked[close + 1:end])
                    if m is None:
                        break
                    close = match_brace(masked, close + 1 + m.end() - 1)
                later = [f for f in _FLAG_NAME.findall(masked[pos:close]) if f.lower() > flag.lower()]
                if ignore is not None and ignore(text[pos:close + 1]):
                    later = []
                if later and (best is None or min(later).lower() < best.lower()):
                    best, best_at = min(later, key=str.lower), pos
                eol = line_end(masked, close)
        pos = eol
    if best_at is None:
        return None
    at = best_at            # comment lines directly above belong to that statement
    while at > start:
        prev = masked.rfind("\n", 0, at - 1) + 1
        if text[prev:at].strip().startswith("//") and not masked[prev:at].strip():
            at = prev
            continue
        break
    return at
