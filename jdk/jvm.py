"""End to end: a riscv64 JVM built with stubforge's patch, run under qemu-riscv64, against references.

The unit tests prove each stub in HotSpot's calling layout; this proves the build: that the patched
JVM generates the stubs, registers them where C2 finds them, turns their flags on, and that Java's
own CRC32, CRC32C, Adler32, AES (ECB, CBC, CTR, GCM), ChaCha20-Poly1305 and MessageDigest
SHA-224/256/384/512 give the right answers through them.

jdk/java/StubCheck.java calls those classes over many lengths and offsets, long enough for C2 to
compile the callers (-XX:-TieredCompilation, a low CompileThreshold), and prints a SHA-256 per
algorithm of every result. Its parts and their digests from zlib, crc32c, pycryptodome and hashlib
are declared with the stubs they reach (stubs/<family>.py: `Check`). This module puts the parts into
the driver, computes the digests, runs the JVM three times -- intrinsics on (the JVM's defaults)
under C2 alone and under tiered compilation, and off -- and says which stubs' code EXECUTED: each
declared stub's address range from -XX:+PrintStubCode (a short -version run with the same flags,
address randomisation off), then the checker under QEMU's `-d exec -dfilter <those ranges>`, which
logs every translated block of the ranges the first time it runs (and whenever it is entered
unchained). A stub is executed when a logged block lies in its range. -XX:+PrintIntrinsics, which
this replaces, under-reports: a stub executed hundreds of times per run could be missing from it.
"""
from __future__ import annotations

import bisect
import hashlib
import os
import platform
import random
import re
import shutil
import subprocess
import tempfile
import textwrap
import time
from dataclasses import dataclass, field
from pathlib import Path

from stubforge import stubs
from stubforge.files import atomic_write
from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.isa import closure
from stubforge.sim.errors import SimError
from stubforge.sim.qemu import cpu_string, find_qemu
from stubforge.sim.toolchain import cache_root

JAVA_SRC = Path(__file__).resolve().parent / "java" / "StubCheck.java"
LENS = (0, 1, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 1000, 1024,
        4095, 4096, 5552, 5553, 11104, 65543)
DATA_SIZE = 65543 + 16
# What the JVM gets to see: RVV with vector crypto and carry-less multiply, Zba/Zbb/Zbs, Zbc.
EXTENSIONS = ("v", "zba", "zbb", "zbs", "zbc", "zvbb", "zvbc", "zvkg", "zvkned", "zvknhb")
# Flags the checker turns on by hand (vector crypto is opt-in in 26), with the extensions each one
# stands for: HotSpot's Zvkn is the spec's shorthand, Zvkned + Zvknhb + Zvkb (+ Zvkt, which adds no
# instruction), and its AES stubs use Zvkb's vrev8. Forced on a CPU without them, HotSpot's own
# stub dies of SIGILL: a flag goes only where the CPU has all of its extensions.
# Experimental in HotSpot (off by default whatever the CPU has): without them the stubs registered
# under them are never generated, and a run that "passes" has only run Java (GHASH and GCM need
# UseZvkg; the carry-less CRC32/CRC32C arms UseZvbc; double_keccak UseZvbb: a patched 27 generated
# SHA-3's and ML-KEM's other stubs but never double_keccak until it was forced).
FORCED_FLAGS = {"UseZvkn": frozenset({"zvkned", "zvknhb", "zvkb"}), "UseZvkg": frozenset({"zvkg"}),
                "UseZvbc": frozenset({"zvbc"}), "UseZvbb": frozenset({"zvbb"})}
# Every algorithm StubCheck prints, part by part (stubs/<family>.py).
ALGS = tuple(alg for check in stubs.checks().values() for alg in check.algs)
# Intrinsic flags switched off for the reference run: those the stubs are registered under.
INTRINSIC_FLAGS = tuple(sorted({c.flag for c in CONTRACTS.values()}))
# The stubs whose execution a run reports: every declared one (HotSpot's own or the patch's).
DECLARED = tuple(stubs.load_all())
# "Trace 0: 0x7f12.. [00000000/0000000000012560/020284f8/00000200] symbol": the guest pc is the second field.
_EXEC_RE = re.compile(r"^Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/", re.M)


# C2 alone, compiling early and in the calling thread (-Xbatch): every caller is compiled at the
# threshold, so each stub is reached within a short run -- compiled in the background on a loaded
# machine, callers were often still interpreted when the run ended (27, 7 lengths x 20 rounds: 3 of 12
# generated stubs executed without -Xbatch, all 12 with it). The tiered run (C1 first, the JVM's
# default) catches a C1 path that the flags make reachable but the port never implemented.
C2_ONLY = ["-XX:-TieredCompilation", "-XX:CompileThreshold=100", "-Xbatch"]
C2_ON, TIERED_ON, C2_OFF = "C2, intrinsics on", "tiered, intrinsics on", "C2, intrinsics off"


class JvmError(SimError):
    """The JVM, its sysroot or the host javac is missing, or the JVM failed."""


# ---- what the answers must be ---------------------------------------------------------------

def test_data(seed: int = 2026) -> bytes:
    return random.Random(seed).randbytes(DATA_SIZE)


def expected(data: bytes, rounds: int, lens=LENS) -> dict[str, str]:
    """The digests StubCheck must print, from zlib, crc32c, pycryptodome and hashlib."""
    out = {}
    for check in stubs.checks().values():
        try:
            out.update(check.expected(data, rounds, tuple(lens)))
        except ImportError as e:       # an outside reference not installed: say which, not a traceback
            raise JvmError(f"the reference for the {check.name} check is not installed (no module "
                           f"{e.name}): pip install -e '.[test]' (stubforge doctor lists them)") from None
    return out


# ---- running the JVM --------------------------------------------------------------------------

def host_javac() -> str:
    javac = os.environ.get("STUBFORGE_JAVAC") or shutil.which("javac")
    if not javac and os.environ.get("JAVA_HOME"):
        javac = str(Path(os.environ["JAVA_HOME"]) / "bin" / "javac")
    if not javac or not Path(javac).exists():
        raise JvmError("no host javac (JDK 17 or newer) to compile jdk/java/StubCheck.java or StubBench.java: "
                       "install one (apt-get install openjdk-17-jdk-headless) or set STUBFORGE_JAVAC")
    return javac


def fill_template(template: Path, parts: dict[str, str]) -> Path:
    """`template` with each `// stubforge:NAME` line replaced by parts[NAME] (indented as the
    marker), written once per text under the cache; a marker without a part is an error."""
    lines = []
    for line in template.read_text().splitlines(keepends=True):
        m = re.fullmatch(r"(\s*)// stubforge:(\w+)\n?", line)
        if m is None:
            lines.append(line)
            continue
        if m.group(2) not in parts:
            raise JvmError(f"{template}: no text for the marker {m.group(2)!r}")
        lines.append(textwrap.indent(parts[m.group(2)].rstrip("\n") + "\n", m.group(1)))
    text = "".join(lines)
    out = cache_root() / "jvm" / "src" / hashlib.sha256(text.encode()).hexdigest()[:16] / template.name
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(out, text)          # parallel test workers write it too
    return out


def java_imports(names) -> str:
    return "".join(f"import {n};\n" for n in sorted(set(names)))


def checker_source() -> Path:
    """StubCheck.java with every declared part (stubs.checks()) written in."""
    checks = stubs.checks().values()
    return fill_template(JAVA_SRC, {
        "imports": java_imports(i for c in checks for i in c.imports),
        "calls": "".join(f"{c.name}(data, rounds, lens);\n" for c in checks),
        "members": "\n".join(c.java for c in checks)})


def compile_checker(java_src: Path | None = None) -> Path:
    """The directory holding the class of `java_src` (default: StubCheck with its parts), compiled
    once per source text, for Java 17 and up."""
    java_src = java_src or checker_source()
    src = java_src.read_bytes()
    out = cache_root() / "jvm" / hashlib.sha256(src).hexdigest()[:16]
    if not (out / f"{java_src.stem}.class").exists():
        out.mkdir(parents=True, exist_ok=True)
        r = subprocess.run([host_javac(), "--release", "17", "-d", str(out), str(java_src)],
                           capture_output=True, text=True)
        if r.returncode:
            raise JvmError(f"javac failed on {java_src}:\n{r.stderr}")
    return out


@dataclass
class JvmRun:
    label: str
    vlen: int
    flags: list[str]
    digests: dict[str, str]
    stubs_executed: set[str] = field(default_factory=set)    # declared stubs whose code ran
    stubs_generated: set[str] = field(default_factory=set)   # declared stubs the JVM generated
    seconds: float = 0.0
    error: str = ""


def overlay_home(home: Path, libjvm: Path) -> Path:
    """A Java home that is `home` with lib/server/libjvm.so replaced by `libjvm` (a `make hotspot`
    build of the same release): bin/ and lib/server/ are copies -- the launcher and the VM find their
    home from their own real paths -- and everything else links back to `home`. The CDS archives are
    left out: they belong to the other libjvm."""
    if not libjvm.is_file():
        raise JvmError(f"--libjvm {libjvm}: no such file")
    digest = hashlib.sha256(libjvm.read_bytes()).hexdigest()[:16]
    out = cache_root() / "jvm" / "homes" / f"{home.name}-{digest}"
    if (out / "lib" / "server" / "libjvm.so").exists():
        return out
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for entry in home.iterdir():
        if entry.name == "bin":
            shutil.copytree(entry, tmp / "bin", symlinks=True)
        elif entry.name == "lib":
            (tmp / "lib").mkdir()
            for sub in entry.iterdir():
                if sub.name == "server":
                    (tmp / "lib" / "server").mkdir()
                    for f in sub.iterdir():
                        if f.name != "libjvm.so" and not f.name.endswith(".jsa"):
                            (tmp / "lib" / "server" / f.name).symlink_to(f.resolve())
                    shutil.copy2(libjvm, tmp / "lib" / "server" / "libjvm.so")
                else:
                    (tmp / "lib" / sub.name).symlink_to(sub.resolve())
        else:
            (tmp / entry.name).symlink_to(entry.resolve())
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return out


class Jvm:
    """A riscv64 Java home and the sysroot qemu-riscv64 loads its libraries from (-L)."""

    def __init__(self, java_home, sysroot, libjvm=None, without=()):
        self.home, self.sysroot = Path(java_home), Path(sysroot)
        self.extensions = cpu_extensions(without)
        self.share = []
        if libjvm is not None:
            self.home = overlay_home(self.home, Path(libjvm))
            self.share = ["-Xshare:off"]
        self.java = self.home / "bin" / "java"
        if not self.java.is_file():
            raise JvmError(f"{self.java} does not exist: --java names the riscv64 Java home "
                           "(the directory holding bin/java and lib/server/libjvm.so)")
        if not (self.sysroot / "lib").exists() and not (self.sysroot / "usr" / "lib").exists():
            raise JvmError(f"{self.sysroot} is not a riscv64 sysroot: it has no lib/ (it must hold "
                           "ld-linux-riscv64-lp64d.so.1, libc, libstdc++ and zlib)")
        self.qemu = find_qemu()

    def command(self, vlen: int, flags, args, qemu_args=()) -> list[str]:
        cpu = cpu_string(self.extensions, vlen, qemu=self.qemu)
        return [self.qemu.path, *qemu_args, "-L", str(self.sysroot), "-cpu", cpu,
                str(self.java), *self.share, "-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions",
                *flags,
                *args]

    def flags_final(self, vlen: int, flags=()) -> dict[str, str]:
        r = subprocess.run(self.command(vlen, flags, ["-XX:+PrintFlagsFinal", "-version"]),
                           capture_output=True, text=True, timeout=300)
        if r.returncode:
            raise JvmError(f"{self.java} -version failed under qemu (exit {r.returncode}):\n{r.stderr[-2000:]}")
        return dict(re.findall(r"^\s*\w+\s+(\w+)\s+=\s+(\S*)", r.stdout, re.M))

    def known_flags(self) -> set[str]:
        if not hasattr(self, "_known"):
            self._known = set(self.flags_final(128))
        return self._known

    def stub_ranges(self, vlen: int, flags) -> dict:
        """The declared stubs this JVM generates with `flags`, by name: their ranges (StubCode), from
        -XX:+PrintStubCode of a -version run, address randomisation off (as the checker runs)."""
        from stubforge.bench.hotspot_own import parse_stub_code
        r = subprocess.run([*no_aslr(), *self.command(vlen, [*flags, "-XX:+PrintStubCode"], ["-version"])],
                           capture_output=True, text=True, timeout=600)
        if r.returncode:
            raise JvmError(f"{self.java} -version failed under qemu (exit {r.returncode}):\n{r.stderr[-2000:]}")
        return {n: c for n, c in parse_stub_code(r.stdout).items() if n in DECLARED}

    def run_checker(self, label: str, vlen: int, flags, rounds: int, lens=LENS, timeout=1800) -> JvmRun:
        classes = compile_checker()
        # Compiler stubs generated late, in a thread of their own, could land elsewhere in each run.
        flags = [*flags, *(["-XX:-DelayCompilerStubsGeneration"]
                           if "DelayCompilerStubsGeneration" in self.known_flags() else [])]
        run = JvmRun(label, vlen, list(flags), {})
        ranges = self.stub_ranges(vlen, flags)
        run.stubs_generated = set(ranges)
        with tempfile.TemporaryDirectory(prefix="stubforge-jvm-") as tmp:
            data, log, hs_err = Path(tmp) / "data.bin", Path(tmp) / "exec.log", Path(tmp) / "hs_err.log"
            data.write_bytes(test_data())
            args = [f"-XX:ErrorFile={hs_err}", f"-XX:ReplayDataFile={Path(tmp) / 'replay.log'}",
                    "-XX:+PrintStubCode",
                    "-cp", str(classes), "StubCheck", str(data), str(rounds), ",".join(map(str, lens))]
            qargs = ["-d", "exec", "-dfilter", ",".join(f"{c.start:#x}+{c.size:#x}" for c in ranges.values()),
                     "-D", str(log)] if ranges else []
            t0 = time.monotonic()
            try:
                r = subprocess.run([*no_aslr(), *self.command(vlen, flags, args, qargs)], capture_output=True,
                                   text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                run.error = f"timed out after {timeout} s"
                return run
            run.seconds = time.monotonic() - t0
            run.digests = dict(re.findall(r"^([\w-]+) ([0-9a-f]{64})$", r.stdout, re.M))
            if r.returncode:
                run.error = f"exit {r.returncode}: {(r.stderr or r.stdout).strip()[-1500:]}"
                if hs_err.exists():     # a VM crash: its headline says where (e.g. a ShouldNotReachHere)
                    head = [ln for ln in hs_err.read_text(errors="replace").splitlines()[:12] if ln.startswith("#")]
                    said = " | ".join(x.strip("# ") for x in head if x.strip("# "))
                    run.error = f"exit {r.returncode}, VM crash: {said}"
            if not r.returncode:
                moved = moved_stubs(ranges, r.stdout)
                if moved:
                    run.error = (f"{', '.join(moved)} moved between the -version run and the checker's: their "
                                 "execution cannot be told (is `setarch -R` refused here?)")
            if log.exists():
                run.stubs_executed = executed(ranges, log.read_text(errors="replace"))
        return run


def cpu_extensions(without=()) -> tuple[str, ...]:
    """The simulated CPU: every extension the stubs may use, less `without` and every extension that
    contains one of them (`--without v` leaves no vector extension, since each implies V; QEMU would
    turn V back on for them), e.g. --without zvbc to take a dispatcher's other branches."""
    gone = set(without)
    return tuple(e for e in EXTENSIONS if not closure({e}) & gone)


def forced_flags(extensions, known) -> list[str]:
    """-XX:+Flag for each of FORCED_FLAGS this JVM has (`known`: its flags) and the CPU supports."""
    have = closure(extensions)
    return [f"-XX:+{flag}" for flag, need in FORCED_FLAGS.items() if flag in known and need <= have]


def no_aslr() -> list[str]:
    """The host's address randomisation off for the command: the code cache, so each stub, is at the
    same guest address in every run of one JVM with one set of flags."""
    return ["setarch", platform.machine(), "-R"]


def executed(ranges: dict, log: str) -> set[str]:
    """The stubs of `ranges` (name -> StubCode) a QEMU `-d exec` log shows a block of."""
    pcs = sorted({int(pc, 16) for pc in _EXEC_RE.findall(log)})
    out = set()
    for name, c in ranges.items():
        i = bisect.bisect_left(pcs, c.start)
        if i < len(pcs) and pcs[i] < c.end:
            out.add(name)
    return out


def moved_stubs(ranges: dict, stdout: str) -> list[str]:
    """The stubs of `ranges` the checker's own -XX:+PrintStubCode shows elsewhere (or not at all)."""
    from stubforge.bench.hotspot_own import parse_stub_code
    now = parse_stub_code(stdout)
    return sorted(n for n, c in ranges.items() if n not in now or (now[n].start, now[n].end) != (c.start, c.end))


def check(java_home, sysroot, vlens=(128,), rounds: int = 20, progress=None,
          libjvm=None, without=(), labels=None) -> tuple[dict, list[JvmRun]]:
    """Run the checker at each VLEN with the intrinsics on (the JVM's defaults, plus UseZvkn where it
    exists and the CPU has Zvkn) under C2 alone and under tiered compilation, and off (or only the
    runs `labels` names); returns the expected digests and the runs."""
    jvm = Jvm(java_home, sysroot, libjvm, without)
    known = jvm.known_flags()
    on = forced_flags(jvm.extensions, known)
    off = on + [f"-XX:-{f}" for f in INTRINSIC_FLAGS if f in known]
    want = expected(test_data(), rounds)
    runs = []
    for vlen in vlens:
        for label, flags in ((C2_ON, on + C2_ONLY), (TIERED_ON, on), (C2_OFF, off + C2_ONLY)):
            if labels is not None and label not in labels:
                continue
            if progress:
                progress(f"VLEN {vlen}: {label} ...")
            runs.append(jvm.run_checker(label, vlen, flags, rounds))
    return want, runs
