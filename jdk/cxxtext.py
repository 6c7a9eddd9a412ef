"""Just enough C++ reading to edit HotSpot sources by anchor: find a declaration line by regex,
match its braces, walk its leading comment. Comments and string/char literals are blanked first
(same length, newlines kept), so a brace or a name inside them never counts.
"""
from __future__ import annotations

import functools
import re


_NEXT = re.compile(r"//|/\*|[\"']")
_NOT_NEWLINE = re.compile(r"[^\n]")


@functools.lru_cache(maxsize=64)
def mask(text: str) -> str:
    """`text` with comments and string/char literals replaced by spaces (newlines kept). Cached: a
    patch masks the same file text many times between two edits of it."""
    out: list[str] = []
    i = done = 0
    n = len(text)

    def blank(a: int, b: int) -> None:
        nonlocal done
        out.append(text[done:a])
        out.append(_NOT_NEWLINE.sub(" ", text[a:b]))
        done = b

    while True:
        m = _NEXT.search(text, i)
        if m is None:
            break
        i, tok = m.start(), m.group()
        if tok == "//":
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif tok == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
        else:
            # a digit separator (1'000) is not a char literal
            if tok == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != tok and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, min(j, n))
            i = j + 1
    out.append(text[done:])
    return "".join(out)


def line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def line_end(text: str, pos: int) -> int:
    """Index just past the newline of the line holding `pos`."""
    j = text.find("\n", pos)
    return len(text) if j < 0 else j + 1


_CLOSER = {"{": "}", "(": ")", "[": "]"}


def match_brace(masked: str, open_pos: int) -> int:
    """Index of the bracket matching the '{', '(' or '[' at open_pos (in masked text), or -1."""
    opener = masked[open_pos]
    closer = _CLOSER[opener]
    depth = 0
    for k in range(open_pos, len(masked)):
        ch = masked[k]
        if ch == opener:
            depth += 1
        elif ch == closer:
            depth -= 1
            if depth == 0:
                return k
    return -1


def leading_comment_start(text: str, start: int) -> int:
    """Extend a line-start position upward over the comment lines directly above it (no blank line
    in between): `//` lines and a whole `/* ... */` block."""
    lines_above = text[:start].split("\n")[:-1]
    pos = start
    i = len(lines_above) - 1
    while i >= 0:
        s = lines_above[i].strip()
        if s.startswith("//"):
            pos -= len(lines_above[i]) + 1
            i -= 1
        elif s.endswith("*/"):
            j = i
            while j >= 0 and "/*" not in lines_above[j]:
                j -= 1
            if j < 0 or not lines_above[j].strip().startswith("/*"):
                break
            pos -= sum(len(x) + 1 for x in lines_above[j:i + 1])
            i = j - 1
        else:
            break
    return pos


class Definition:
    """One function definition: [start, end) covers its leading comment through the line of its
    closing brace; `params` is the text between its parentheses."""

    def __init__(self, start, decl, open_brace, close_brace, end, params):
        self.start, self.decl, self.open, self.close, self.end, self.params = \
            start, decl, open_brace, close_brace, end, params


def definitions(text: str, masked: str, header: str) -> list[Definition]:
    """Definitions whose declaration line matches the regex `header` (anchored at a line start, it
    must end just before the opening parenthesis)."""
    out = []
    for m in re.finditer(r"(?m)^[ \t]*" + header + r"[ \t]*\(", masked):
        depth, k = 1, m.end()
        while k < len(masked) and depth:
            depth += {"(": 1, ")": -1}.get(masked[k], 0)
            k += 1
        params = text[m.end():k - 1]
        rest = re.match(r"[\s\w]*\{", masked[k:])       # `const`, `override` ... then the body
        if rest is None:
            continue                                   # a declaration or a call, not a definition
        open_pos = k + rest.end() - 1
        close = match_brace(masked, open_pos)
        if close < 0:
            continue
        decl = m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
        start = leading_comment_start(text, line_start(text, m.start()))
        out.append(Definition(start, decl, open_pos, close, line_end(text, close), params))
    return out
