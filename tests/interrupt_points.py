"""Run a stubforge command again and again, stopped each time at the N-th call of some os functions.

    python tests/interrupt_points.py SPEC.json   ->  {"reference": RUN, "results": [RUN, ...]} on stdout

SPEC: {"argv": [...], "calls": ["write", "fsync", "replace"], "signals": [SIGNUM, ...],
       "sample": K or null, "finish": [SIGNUM, ...], "work": DIR, "pristine": DIR or null,
       "generated": bool}

Before each run the work directory is reset (a copy of `pristine`, or emptied); then a forked child
runs `stubforge ARGV` with each of os.<calls> wrapped: the N-th call first sends SIGNUM to the child
itself (SIGKILL: dead on the spot; SIGINT: Ctrl-C) and then does the call. The reference run (N = 0)
only counts the calls, T; then every N in 1..T (or, with `sample`, the first 12 and K more spread
over the rest) is run with each signal. A RUN records the child's exit status, its stderr, the calls
it made and every file of the work directory; for the signals in `finish`, a second child then runs
the command to its end on what the first left (RUN["finished"]).
Forking after the imports (and, with `generated`, after computing generate's files once) makes a
point cost the writes, not the 10 s of building every kernel.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import sys
import tempfile
import traceback
from pathlib import Path

from stubforge import cli


def snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def arm(n: int, signum: int, names: list[str]) -> list[int]:
    """Wrap os.<names>; the n-th call (all wrapped functions counted together) signals first."""
    count = [0]
    for name in names:
        real = getattr(os, name)

        def hooked(*a, _real=real, **kw):
            count[0] += 1
            if count[0] == n:
                os.kill(os.getpid(), signum)
            return _real(*a, **kw)
        setattr(os, name, hooked)
    return count


def child(argv, n, signum, names, err_path, count_path) -> None:
    """In the forked child: run the command armed; never returns."""
    write, close, open_ = os.write, os.close, os.open        # before arm() wraps them
    fd = open_(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 2)
    os.dup2(open_(os.devnull, os.O_WRONLY), 1)
    # Ctrl-C as a terminal delivers it: a run started in the background of a non-interactive shell
    # (CI under nohup, `cmd &`) inherits SIGINT ignored, and Python then installs no handler for it.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    count = arm(n, signum, names)
    try:
        code = cli.main(argv)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except BaseException:                  # noqa: BLE001 -- a traceback is a finding, reported
        traceback.print_exc()
        code = 99
    sys.stderr.flush()
    out = open_(count_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    write(out, str(count[0]).encode())
    close(out)
    os._exit(code)


def run(spec, n, signum, tmp) -> dict:
    err, cnt = os.path.join(tmp, "stderr"), os.path.join(tmp, "count")
    for p in (err, cnt):
        if os.path.exists(p):
            os.unlink(p)
    pid = os.fork()
    if pid == 0:
        child(spec["argv"], n, signum, spec["calls"], err, cnt)
    _, status = os.waitpid(pid, 0)
    return {"n": n, "signal": signum, "status": os.waitstatus_to_exitcode(status),
            "stderr": Path(err).read_text() if os.path.exists(err) else "",
            "calls": int(Path(cnt).read_text()) if os.path.exists(cnt) else None,
            "files": snapshot(Path(spec["work"]))}


def reset(spec) -> None:
    work = Path(spec["work"])
    shutil.rmtree(work, ignore_errors=True)
    if spec.get("pristine"):
        shutil.copytree(spec["pristine"], work)
    else:
        work.mkdir(parents=True)


def main() -> None:
    spec = json.loads(Path(sys.argv[1]).read_text())
    if spec.get("generated"):            # generate's files computed once, before the forks
        files = cli.generated_files(Path(spec["work"]))
        cli.generated_files = lambda root=None, progress=None: files
    cli._kernels(None)                    # imports and kernel modules loaded before the forks
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        reset(spec)
        ref = run(spec, 0, signal.SIGKILL, tmp)
        total = ref["calls"] or 0
        points = range(1, total + 1)
        if spec.get("sample"):
            points = sorted(set(range(1, 13)) | set(range(13, total + 1, max(1, total // spec["sample"]))) | {total})
        for signum in spec["signals"]:
            for n in points:
                reset(spec)
                r = run(spec, n, signum, tmp)
                if signum in spec.get("finish", ()):
                    r["finished"] = run(spec, 0, signal.SIGKILL, tmp)
                results.append(r)
    json.dump({"reference": ref, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
