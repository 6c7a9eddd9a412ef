"""The `#` comments of a kernel's source lines, so both outputs keep the kernel's intent.

A line's comments are the comment-only lines directly above it and its trailing comment. A trailing
comment may go on below, in comment-only lines that start in its column:

    k.mv(r.lane_hi, ZERO)          # the lane carried into the next 16 bytes: the running
                                   # state (lane_lo) goes into the first 4 of them
    k.li(step, 32)

Those lines belong to the line they continue (here the mv), never to the line below them; the
whole comment is then printed above its instruction, since it no longer fits beside it.
"""
from __future__ import annotations

import io
import linecache
import tokenize


def _trailing(line: str) -> tuple[str, int]:
    """The trailing comment's text and column ("", -1 when the line has none)."""
    try:
        for tok in tokenize.generate_tokens(io.StringIO(line).readline):
            if tok.type == tokenize.COMMENT:
                return tok.string.lstrip("#").strip(), tok.start[1]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return "", -1


def _comment_only(file: str, n: int) -> tuple[str, int] | None:
    """(text, column of its `#`) when line n holds only a comment."""
    raw = linecache.getline(file, n)
    if not raw.strip().startswith("#"):
        return None
    return raw.strip().lstrip("#").strip(), len(raw) - len(raw.lstrip())


def comments(src) -> tuple[list[str], str]:
    """(the comment lines to print above the source line's instruction, its trailing comment)."""
    if src is None or not src.file or src.line <= 0:
        return [], ""
    block = []                                   # comment-only lines directly above, top first
    n = src.line - 1
    while n > 0 and (c := _comment_only(src.file, n)) is not None:
        block.insert(0, c)
        n -= 1
    _, col = _trailing(linecache.getline(src.file, n)) if n > 0 else ("", -1)
    while block and block[0][1] == col:          # the line above's trailing comment, continued
        block.pop(0)
    trailing, col = _trailing(linecache.getline(src.file, src.line))
    more = []
    n = src.line + 1
    while trailing and (c := _comment_only(src.file, n)) is not None and c[1] == col:
        more.append(c[0])
        n += 1
    above = [text for text, _ in block]
    if more:
        return above + [trailing] + more, ""
    return above, trailing
