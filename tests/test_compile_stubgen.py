""".ci/compile-stubgen borrows a cached HotSpot build's command lines: without that build, or with a bad
release or a tree not under git, it stops with one line naming what is missing and exit 2, before
making a series or compiling anything. (The compile itself needs a 30-50 minute build first: its run on
27 is in docs/patching.md.)"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / ".ci/compile-stubgen"


def _run(*args, env=None):
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **(env or {})}, timeout=120)


@pytest.fixture
def tree(tmp_path):
    t = tmp_path / "jdk"
    t.mkdir()
    (t / "README").write_text("not a whole OpenJDK tree, but under git\n")
    for cmd in (["init", "-q"], ["add", "-A"],
                ["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "tree"]):
        subprocess.run(["git", "-C", str(t), *cmd], check=True, capture_output=True)
    return t


def test_a_bad_release_is_refused():
    r = _run("26u", "/nonexistent")
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == ["compile-stubgen: RELEASE must be 27, 26, 25, 21 or mainline, not '26u'"]


def test_a_tree_not_under_git_is_refused(tmp_path):
    r = _run("27", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [f"compile-stubgen: {tmp_path} is not under git"]


def test_without_a_build_of_that_commit_it_names_the_build_it_needs(tree, tmp_path):
    commit = subprocess.run(["git", "-C", str(tree), "rev-parse", "--short=12", "HEAD"],
                            capture_output=True, text=True, check=True).stdout.strip()
    r = _run("27", str(tree), env={"HOTSPOT_CACHE": str(tmp_path / "cache")})
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert f"no build of 27 at {commit}" in lines[0]
    assert str(tmp_path / "cache" / f"27-{commit}-src") in lines[0]
    assert "run .ci/build-hotspot 27 once" in lines[0]
