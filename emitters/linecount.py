"""Lines of C++ a reviewer reads: a generate_* function and the helpers it calls, counted the same
way for stubforge's output and for OpenJDK's hand-written stubs (README, "How the C++ compares").

A line counts when it holds code: blank lines, comment-only lines (a `BLOCK_COMMENT(...)` too: a
comment for -XX:+PrintStubCode, nothing in product builds) and the comment above a function are
left out, so neither side gains by commenting more. Constant tables are not functions and do not
count.
"""
from __future__ import annotations

import re

from stubforge.jdk import cxxtext


_BLOCK_COMMENT = re.compile(r"\s*BLOCK_COMMENT\(.*\);\s*")


def code_lines(text: str) -> int:
    masked = cxxtext.mask(text)
    return sum(1 for line in masked.splitlines() if line.strip() and not _BLOCK_COMMENT.fullmatch(line))


def function_lines(text: str, name: str) -> int:
    """Code lines of the one definition of `name` (a member, or Class::name) in a C++ file."""
    masked = cxxtext.mask(text)
    defs = cxxtext.definitions(text, masked, rf"(?:address|void)[ \t]+(?:\w+::)?{re.escape(name)}")
    if len(defs) != 1:
        raise ValueError(f"{name}: {len(defs)} definitions")
    d = defs[0]
    return code_lines(text[d.decl:d.end])


def stub_lines(stub) -> int:
    """A rendered HotSpotStub: its generate_* function and every helper it calls."""
    return function_lines(stub.function, f"generate_{stub.stub}") + sum(
        code_lines(t) for t in (stub.helpers or {}).values())
