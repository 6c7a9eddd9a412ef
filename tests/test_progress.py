"""Long runs show that they run (issue 37): on a terminal `stubforge sim` names the work before it
builds or runs anything and streams each cell's row as it finishes; a pipe gets the whole table at
the end, as before. (How soon is the machine's business: 0.6 s on an idle 2-core machine; the test
asserts the order, which a loaded CI machine cannot change.)"""
from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

STUBFORGE = [sys.executable, "-m", "stubforge"]
CMD = ["sim", "adler32", "--vlen", "128", "--vlen", "256", "--sizes", "0-64", "--path", "S", "--jobs", "1"]


def _on_a_terminal(cmd):
    """Run cmd with stdout and stderr on a pseudo-terminal; (seconds to the first line, all output)."""
    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))    # a terminal's size
    p = subprocess.Popen(cmd, stdout=child, stderr=child, stdin=subprocess.DEVNULL, close_fds=True)
    os.close(child)
    t0, first, out = time.monotonic(), None, b""
    while True:
        r, _, _ = select.select([main], [], [], 120)
        if not r:
            p.kill()
            break
        try:
            chunk = os.read(main, 4096)
        except OSError:          # the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
        if first is None and b"\n" in out:
            first = time.monotonic() - t0
    p.wait()
    os.close(main)
    return first, out.decode(errors="replace").replace("\r", "\n"), p.returncode


def test_sim_on_a_terminal_names_the_work_at_once_and_streams_rows():
    first, out, rc = _on_a_terminal(STUBFORGE + CMD)
    assert rc == 0, out
    assert first is not None, out
    lines = [ln.rstrip() for ln in out.splitlines() if ln.strip()]
    assert lines[0] == "sim: 4 cells, sizes 0-64, every vsetvli granting QEMU's vl (--vl-grant max)", lines
    rows = [ln for ln in lines if ln.startswith("updateBytesAdler32 ")]
    assert len(rows) == 4 and all(ln.split()[5] == "PASS" for ln in rows), lines
    assert lines[-1] == "sim: 4 passed, 0 failed (4 of 4 cells asked for ran)"


def test_sim_into_a_pipe_prints_the_table_once_in_matrix_order():
    p = subprocess.run(STUBFORGE + CMD + ["--vl-grant", "min"], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stderr == ""                 # a log's stderr holds errors only
    assert p.stdout.splitlines()[-1] == ("sim: 4 passed, 0 failed (4 of 4 cells asked for ran); every vsetvli "
                                         "granted the smallest legal vl (--vl-grant min)")
    rows = [ln.split() for ln in p.stdout.splitlines() if ln.startswith("updateBytesAdler32")]
    assert [(r[1], r[2]) for r in rows] == [("default", "128"), ("default", "256"), ("lanes", "128"), ("lanes", "256")]


def test_generate_on_a_terminal_shows_its_progress(tmp_path):
    """`generate` renders every kernel and variant for five releases (a minute): on a terminal a bar
    with the kernel at hand and an estimate (into a pipe, Progress is silent: report.Progress)."""
    first, out, rc = _on_a_terminal(STUBFORGE + ["generate", "--dir", str(tmp_path / "g")])
    assert rc == 0, out[-2000:]
    bars = [ln for ln in out.splitlines() if ln.startswith("generate:") and "%|" in ln]
    assert bars and any("updateBytes" in ln or "aes" in ln for ln in bars), out[:2000]
    assert re.search(r"<\d+:\d\d", "".join(bars)), bars[-1]          # tqdm's estimate of the time left
