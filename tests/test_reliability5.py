"""Issue 34 (reliability round 5): no green run that skipped work, no stale patch in a series, no lost
tuning, one line instead of a traceback. Each item's test failed before its fix; the issue's
reproductions are used as they are written there where possible. Simulating tests use tiny sizes and
one VLEN."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from stubforge import api, cli
from stubforge.dsl.kernel import define

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "openjdk"
STUBFORGE = [sys.executable, "-m", "stubforge"]


def run_cli(capsys, *argv):
    rc = cli.main([str(a) for a in argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


def run_proc(*argv, env=None, **kw):
    e = dict(os.environ, **(env or {}))
    return subprocess.run([*STUBFORGE, *map(str, argv)], capture_output=True, text=True, cwd=ROOT, env=e, **kw)


def one_line_error(rc, err, *words):
    """Exit 2, one line on stderr that starts as every error does and names each of `words`."""
    assert rc == 2, err
    assert "Traceback" not in err and err.count("\n") == 1 and "error" in err, err
    for w in words:
        assert w in err, (w, err)


# ---- 1: two programs of the same stub and variant in one call ---------------------------------------

def test_a_duplicate_program_never_replaces_another():
    def wrong(k): k.mv(k.result, k.args[0]); k.ret()                                  # noqa: E702, E704
    bad = api.build(define('updateBytesAdler32', wrong, extensions=('v',)))
    assert not api.simulate([bad], vlens=[128], sizes='0-64', path='S').ok
    with pytest.raises(api.UsageError, match=r"updateBytesAdler32\[default\].*twice"):
        api.simulate([bad, api.build('adler32')], vlens=[128], sizes='0-64', path='S')
    with pytest.raises(api.UsageError, match=r"updateBytesAdler32\[default\].*twice"):
        api.measure([bad, api.build('adler32')], vlens=[128], sizes=(64, 128), baselines=False)


def test_the_same_program_twice_is_one_cell():
    """Asked twice for the same code (`sim crc32c crc32c`) is asked once, as `--vlen 128 --vlen 128` is."""
    rep = api.simulate(["crc32c", api.build("crc32c", "base")], variant="base", vlens=[128], sizes="0-16",
                       path="S")
    assert rep.ok and rep.cells == 1 and len(rep.results) == 1
