"""The `#` comments of a kernel's source lines, so both outputs keep the kernel's intent."""
from __future__ import annotations

import io
import linecache
import tokenize


def _trailing(line: str) -> str:
    try:
        for tok in tokenize.generate_tokens(io.StringIO(line).readline):
            if tok.type == tokenize.COMMENT:
                return tok.string.lstrip("#").strip()
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return ""


def comments(src) -> tuple[list[str], str]:
    """(the comment lines directly above the source line, its trailing comment)."""
    if src is None or not src.file or src.line <= 0:
        return [], ""
    line = linecache.getline(src.file, src.line)
    above = []
    n = src.line - 1
    while n > 0:
        prev = linecache.getline(src.file, n).strip()
        if not prev.startswith("#"):
            break
        above.insert(0, prev.lstrip("#").strip())
        n -= 1
    return above, _trailing(line)
