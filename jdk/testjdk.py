"""A riscv64 JDK that jtreg, an amd64 program, can take as `-jdk:`: each tool under bin/ is a script
that starts the real riscv64 one under qemu-riscv64.

jtreg runs `<jdk>/bin/java` itself (for the tests and for TEST.ROOT's VMProps, which evaluates
`@requires`), and the tests' own launchers (jdk.test.lib.process.ProcessTools) start `test.jdk`'s
bin/java again: so the directory must look like a JDK (release, lib/, conf/ are links to the real
home) while every bin/ entry runs on the host. The scripts pin one CPU configuration: the -cpu string
(extensions and VLEN) and the experimental flags that configuration needs (`forced_flags`, as
`stubforge jvm` uses), so every JVM a test starts, nested or not, sees the same machine.

jtreg compiles the tests with another JDK (`-compilejdk:`, an amd64 JDK of the same release): the
riscv64 runtime Debian packages is a JRE, without javac.
"""
from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from stubforge.files import atomic_write
from stubforge.jdk.jvm import Jvm, JvmError, forced_flags
from stubforge.sim.errors import SimError


# A test that starts a JVM (ProcessTools, a `driver` action) does it from the riscv64 JVM under qemu-user.
# Its default launcher execs lib/jspawnhelper, a riscv64 program the host kernel cannot run without a
# binfmt_misc entry for QEMU (exit 127, "Failed to exec spawn helper"); FORK execs the target directly,
# and the target, this directory's bin/java, is a host script.
CHILD_LAUNCH = ("-Djdk.lang.Process.launchMechanism=FORK",)


def make_test_jdk(java_home, sysroot, out, *, libjvm=None, vlen: int = 128, flags=(), without=()) -> Path:
    """Write the wrapper JDK at `out` (replacing what is there) and return it. `libjvm` swaps in a
    `make hotspot` build (as `stubforge jvm --libjvm`); `flags` are added after the forced ones."""
    out = Path(out)
    if out.exists() and not (out / ".stubforge-test-jdk").exists():
        raise JvmError(f"{out} exists and is not a test JDK this module wrote: name a new directory")
    jvm = Jvm(java_home, sysroot, libjvm, without)
    known = jvm.flags_final(vlen)
    all_flags = [*forced_flags(jvm.extensions, known), *flags]
    if out.exists():
        for p in sorted(out.rglob("*"), key=lambda p: len(p.parts), reverse=True):
            p.unlink() if p.is_symlink() or p.is_file() else p.rmdir()
    out.mkdir(parents=True, exist_ok=True)
    for entry in jvm.home.iterdir():
        if entry.name != "bin":
            (out / entry.name).symlink_to(entry.resolve())
    (out / "bin").mkdir()
    for tool in sorted((jvm.home / "bin").iterdir()):
        cmd = jvm.command(vlen, [*all_flags, *CHILD_LAUNCH] if tool.name == "java" else [], [])
        # Only java takes VM options first; the other tools (keytool, jrunscript...) are started
        # plainly under the same CPU.
        cmd = cmd if tool.name == "java" else cmd[:cmd.index(str(jvm.java))] + [str(tool.resolve())]
        atomic_write(out / "bin" / tool.name,
                     "#!/bin/sh\n# riscv64 " + tool.name + " under qemu-user: "
                     + f"VLEN {vlen}, extensions {','.join(jvm.extensions)}\n"
                     + "exec " + " ".join(shlex.quote(c) for c in cmd) + ' "$@"\n')
        (out / "bin" / tool.name).chmod(0o755)
    atomic_write(out / ".stubforge-test-jdk", " ".join(all_flags) + "\n")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m stubforge.jdk.testjdk", description=__doc__.split("\n\n")[0])
    ap.add_argument("--java", required=True, help="the riscv64 Java home (.ci/riscv64-jre prints it)")
    ap.add_argument("--sysroot", required=True, help="the riscv64 sysroot qemu loads libraries from")
    ap.add_argument("--libjvm", help="a riscv64 libjvm.so of the same release (.ci/build-hotspot prints it)")
    ap.add_argument("--vlen", type=int, default=128, help="the simulated VLEN in bits (default 128)")
    ap.add_argument("--without", action="append", default=[], help="an extension the CPU lacks (repeatable)")
    ap.add_argument("--out", required=True, help="the directory to write")
    a = ap.parse_args(argv)
    try:
        print(make_test_jdk(a.java, a.sysroot, a.out, libjvm=a.libjvm, vlen=a.vlen, without=a.without))
    except SimError as e:
        print(f"testjdk: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
