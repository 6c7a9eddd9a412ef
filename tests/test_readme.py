"""README.md is a guide whose every command runs (issue 25).

Each ```console block is a session: `$ COMMAND` lines run in order in a fresh directory `work`
(bash, the test environment's bin first on PATH, stdout and stderr together as a terminal shows
them) and what follows each, up to the next `$`, is its output. In an expected line `...` stands for
anything; a line that is only `...` for any number of lines; `# exit code N` after a command is
the exit code it must give (else 0). The checkout's own path reads `...`, the session's directory
/home/me/work. A ```python block whose first line is `# NAME.py` is a file the sessions find in
`work`. `git clone https://github.com/openjdk/jdk[25u]` gets the fixture tree of that release
(tests/fixtures/openjdk, as tests/test_patch.py builds them), under git, offline.

A command of a ```sh block, or one that cannot run here (the whole matrix, the set-up, a real JVM),
must be named in ELSEWHERE with the test or CI step that runs it, and that file must contain it.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
sys.path.insert(0, str(Path(__file__).resolve().parent))
import test_patch  # noqa: E402 -- the fixture trees of each release

SHOWN_DIR = "/home/me/work"
CLONES = {"https://github.com/openjdk/jdk": ("mainline", "jdk"), "https://github.com/openjdk/jdk25u": ("jdk25", "jdk25u")}

# README commands that run elsewhere: command -> (file relative to the checkout, text that shows it runs there)
ELSEWHERE = {
    "bash .ci/setup": (".ci/run", "bash .ci/setup"),
    'export PATH="$PWD/.venv/bin:$PATH"': ("tests/test_readme.py", "env[\"PATH\"] = f\"{Path(sys.executable).parent}"),
    "stubforge doctor": ("tests/test_readme.py", 'def test_doctor_as_the_readme_runs_it'),
    # the whole matrix: the example workflow's four shards (and .ci/run checks generate's output)
    "stubforge generate && stubforge sim": (".github/workflows/sim.yml", "stubforge sim --shard ${{ matrix.shard }}/4"),
    "stubforge sim --shard 1/4 --junit sim-1.xml": ("tests/test_reliability.py", '"--shard", f"{k}/4", "--junit"'),
    "stubforge tune adler32 --param unroll=1,2,4,8 --model sifive-p670 --model spacemit-x60": ("tests/test_readme.py", "def test_tune_as_the_readme_runs_it"),
}


def blocks(text: str) -> list[tuple[str, str]]:
    return re.findall(r"(?ms)^```(\w*)\n(.*?)^```", text)


def sessions() -> list[list[tuple[str, int, list[str]]]]:
    """Each console block as [(command, exit code, expected lines)]."""
    out = []
    for lang, body in blocks(README.read_text()):
        if lang != "console":
            continue
        steps = []
        for line in body.splitlines():
            if line.startswith("$ "):
                cmd = line[2:]
                m = re.search(r"\s+# exit code (\d+)$", cmd)
                steps.append((cmd[:m.start()] if m else cmd, int(m.group(1)) if m else 0, []))
            else:
                steps[-1][2].append(line)
        out.append(steps)
    return out


def files() -> dict[str, str]:
    return {m.group(1): body for lang, body in blocks(README.read_text())
            if lang == "python" and (m := re.match(r"# (\w+\.py)\n", body))}


def sh_commands() -> list[str]:
    cmds = []
    for lang, body in blocks(README.read_text()):
        if lang == "sh":
            cmds += [re.sub(r"\s+#.*$", "", line).strip() for line in body.splitlines()
                     if line.strip() and not line.startswith("#")]
    return cmds


def matches(expected: list[str], got: str) -> bool:
    pattern = ""
    for line in expected:
        if line.strip() == "...":
            pattern += r"(?:[^\n]*\n)*?"
        else:
            pattern += ".*".join(re.escape(part) for part in line.rstrip().split("...")) + r"\n"
    text = "".join(line.rstrip() + "\n" for line in got.splitlines())
    return re.fullmatch(pattern, text, re.S) is not None


def clone(url: str, where: Path) -> None:
    fixture, name = CLONES[url]
    tree = test_patch.tree(where / ".fixtures", fixture)
    shutil.move(str(tree), str(where / name))
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(where / name)]
    subprocess.run(["git", "init", "-q", str(where / name)], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "base"], check=True)


def environment() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    # what `export PATH="$PWD/.venv/bin:$PATH"` gives: the stubforge and python of this environment
    env["PATH"] = f"{Path(sys.executable).parent}:{env.get('PATH', '/usr/bin:/bin')}"
    env.update(PYTHONUNBUFFERED="1", GIT_COMMITTER_NAME="A Person", GIT_COMMITTER_EMAIL="a@example.org",
               COLUMNS="200")
    return env


def run_session(steps, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    for name, text in files().items():
        (work / name).write_text(text)
    env = environment()
    for cmd, code, expected in steps:
        if cmd.startswith("git clone "):
            clone(cmd.split()[2], work)
            continue
        r = subprocess.run(["bash", "-c", f"exec 2>&1; {cmd}"], cwd=work, env=env, capture_output=True, text=True)
        got = r.stdout.replace(str(work), SHOWN_DIR).replace(str(ROOT), "...")
        assert r.returncode == code, f"$ {cmd}\nexit {r.returncode}\n{got}"
        assert matches(expected, got), f"$ {cmd}\n--- README says:\n" + "\n".join(expected) + f"\n--- it printed:\n{got}"


SESSIONS = sessions()


@pytest.mark.parametrize("n", range(len(SESSIONS)), ids=[s[0][0][:40] for s in SESSIONS])
def test_console_session(n, tmp_path):
    if any(cmd.startswith("git ") for cmd, _, _ in SESSIONS[n]) and shutil.which("git") is None:
        pytest.skip("git is not installed")
    run_session(SESSIONS[n], tmp_path)


def test_every_readme_command_runs_somewhere():
    run_here = {cmd for s in SESSIONS for cmd, _, _ in s}
    for cmd in sh_commands():
        assert cmd in ELSEWHERE, f"README command {cmd!r} is not run by any test (add it to ELSEWHERE)"
    for cmd, (path, needle) in ELSEWHERE.items():
        assert cmd in sh_commands() or cmd in run_here, f"ELSEWHERE names {cmd!r}, which README no longer has"
        assert needle in (ROOT / path).read_text(), (cmd, path, needle)


def test_python_api_example_is_a_session():
    """The sweep from Python runs in a session above, not only as text."""
    assert "sweep.py" in files() and any(cmd == "python sweep.py" for s in SESSIONS for cmd, _, _ in s)
    assert "from stubforge import api" in files()["sweep.py"]


def test_doctor_as_the_readme_runs_it():
    r = subprocess.run(["bash", "-c", "stubforge doctor"], env=environment(), capture_output=True, text=True)
    assert r.returncode in (0, 2) and "qemu-riscv64" in r.stdout, r.stdout + r.stderr


def test_tune_as_the_readme_runs_it(tmp_path):
    r = subprocess.run(["bash", "-c", "stubforge tune adler32 --param unroll=1,2,4,8 --model sifive-p670 --model spacemit-x60"], cwd=tmp_path,
                       env=environment(), capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    for model in ("sifive-p670", "spacemit-x60"):
        assert re.search(rf"^{model}: winner unroll=\d", r.stdout, re.M), r.stdout
    assert "best compromise over" in r.stdout


def test_readme_is_a_guide():
    text = README.read_text()
    # with the table of what the default run skips, and the C++ line counts beside HotSpot's own
    assert len(text.splitlines()) <= 380
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text), "dated history belongs in CHANGELOG.md"
    for doc in re.findall(r"\]\(((?:docs/)?[\w.-]+\.md)\)", text):
        assert (ROOT / doc).is_file(), doc


def test_readme_lists_every_skip_the_default_run_allows():
    """.ci/run fails on a skip tests/conftest.py does not allow; README's table says why for each."""
    import conftest
    text = README.read_text()
    table = text.split("| tests the default run skips | why |", 1)[1].split("\n\n", 1)[0]
    rows = [ln for ln in table.splitlines()[2:] if ln.startswith("|")]
    assert len(rows) == len(conftest.ALLOWED_SKIPS) + len(conftest.QUICK_SKIPS), rows


def test_readme_compares_each_intrinsic_s_cxx_with_hotspot_s_own():
    """README's line-count table is bench/series_lines.json's (emitters/linecount.intrinsic_table)."""
    from stubforge.emitters import linecount
    table = "\n".join(linecount.intrinsic_table(linecount.load_intrinsics()))
    assert table in README.read_text()
