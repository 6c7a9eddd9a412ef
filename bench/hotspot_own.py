"""HotSpot's OWN stubs, counted exactly inside a running riscv64 JVM under qemu-riscv64.

stubforge's figures say little until they stand next to the stubs a JVM already has. This module
runs jdk/java/StubBench.java (per algorithm: a fixed warm-up that gets the caller compiled by C2
with the intrinsic, then CALLS calls on SIZE bytes; the algorithms are the Java workloads declared
with the stubs in stubs/<family>.py) in the riscv64 JVM of jdk/jvm.py and:

1. reads each stub's address range and bytes from -XX:+PrintStubCode (a hex dump: no hsdis);
2. runs the identical command again under ``-d in_asm,exec,nochain -dfilter <the stubs' ranges>``
   (bench/count.py's log and parser), with the host's address randomisation off (``setarch -R``) so
   the code cache lands at the same guest address -- every counting run prints the stubs again and
   a moved stub is refused, never counted;
3. subtracts a run with CALLS=0 (the warm-up alone) from runs at two sizes: what is left must be
   CALLS identical calls (every address's count a multiple of CALLS, else refused);
4. per stub: instructions per byte (slope between the sizes) and fixed per call, or per call for
   the single-block AES stubs; and modelled cycles per byte of the whole call, as stubforge's own
   (bench/trace.py): the last measured operation's blocks in the order they ran (checked against
   the subtracted counts, to the instruction), the stub's bytes disassembled by the pinned
   llvm-objdump, through the pinned llvm-mca on every core model of that VLEN (bench/mca.py); the
   slope between the sizes, or for a single-block stub its last call's cycles over its block.

Every run's printed results are checked against zlib, hashlib and pycryptodome first: a stub that
computed a wrong answer is not measured. Records go to bench/hotspot/jdk<release>.json (load()). A
record keeps the stub's bytes and each operation's execution, compressed (trace.Compressed), so its
cycles are recomputed without the JVM: load() does so for a record modelled by another llvm-mca than
the pinned one; an older record without them keeps its figures marked with their LLVM, never compared
with the pinned one's (measured.check_comparable).
"""
from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import subprocess
import tempfile
import textwrap
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from stubforge import stubs
from stubforge.bench import mca, trace
from stubforge.bench.count import LOG_ITEMS, Trace, classify_mnemonics, parse_log
from stubforge.files import atomic_write, read_json, shape_error
from stubforge.jdk.jvm import EXTENSIONS, Jvm, compile_checker, fill_template, java_imports
from stubforge.sim.errors import SimError
from stubforge.sim.toolchain import MODEL_LLVM
from stubforge.stubs import WARM_SIZE, bench_data

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / "bench" / "hotspot"
JAVA_SRC = Path(__file__).resolve().parent.parent / "jdk" / "java" / "StubBench.java"
DEFAULT_SIZES = (4096, 65536)
DEFAULT_CALLS = 8
# Compile the caller early and in the calling thread, so the warm-up is the same in every run.
COMMON_FLAGS = ["-XX:-TieredCompilation", "-XX:CompileThreshold=100", "-Xbatch", "-XX:+PrintStubCode",
                "-XX:+PrintFlagsFinal"]
# The HotSpot flags that define the CPU configuration a measurement stands for.
CONFIG_FLAGS = ("UseRVV", "UseZvbc", "UseZvkn", "UseZvkg", "UseZvbb", "UseZba", "UseZbb", "UseZbc", "UseZbs",
                "AvoidUnalignedAccesses")


class HotspotBenchError(SimError):
    """The JVM run, its output or the counts cannot give a trustworthy measurement."""


@dataclass(frozen=True)
class StubInfo:
    alg: str               # what StubBench calls to reach it
    block: int = 0         # bytes per call for single-block stubs (0: a stream stub, per byte)
    min_size: int = 0      # the smallest call that reaches it (stubs.Workload.min_size)


# Every stub with a Java workload declared (stubs/<family>.py), in declaration order.
STUBS = {s: StubInfo(d.workload.alg, d.block, d.workload.min_size)
         for s, d in stubs.load_all().items() if d.workload is not None}
ALL = tuple(STUBS)
# Workload -> every stub its measured calls may call: its own and those it declares it reaches.
REACHES = {w.alg: {s for s, i in STUBS.items() if i.alg == w.alg} | set(w.reaches) for w in stubs.workloads().values()}
# HotSpot turns ChaCha20's intrinsic off below VLEN 256 (vm_version_riscv.cpp): measured at 256 at least.
MIN_VLEN = {"chacha20Block": 256}
CRC = ("updateBytesCRC32",)
# Vector crypto is experimental and off by default in the releases that have it: a JVM without the
# flag (21) runs the configuration without it.
OPTIONAL_FLAGS = ("-XX:+UseZvkn",)
# GHASH and GCM, where the JVM does not turn them on with UseZvkn (27: UseGHASHIntrinsics needs
# UseZvkg and UseZvbb, both experimental and off by default; 28 turns it on by itself).
GCM = ("ghash_processBlocks", "galoisCounterMode_AESCrypt")
# label -> (extra JVM flags, stubs measured, VLENs)
CONFIGS = {
    "rvv": (["-XX:+UseZvkn"], ALL, (128, 256)),
    "zvkg": (["-XX:+UseZvkn", "-XX:+UseZvkg", "-XX:+UseZvbb"], GCM, (128, 256)),
    "zvbc": (["-XX:+UseZvkn", "-XX:+UseZvbc"], CRC, (128, 256)),
    "scalar": (["-XX:-UseRVV"], CRC, (128, 256)),
    # ChaCha20 is off below VLEN 256; 1024 shows how it scales.
    "rvv-wide": (["-XX:+UseZvkn"], ("chacha20Block", "poly1305_processBlocks"), (1024,)),
}


# ---- -XX:+PrintStubCode -----------------------------------------------------------------------------

@dataclass(frozen=True)
class StubCode:
    name: str
    start: int
    end: int               # exclusive
    code: bytes

    @property
    def size(self) -> int:
        return self.end - self.start


# 26: "StubRoutines::Stub Generator updateBytesCRC32_stub [lo, hi] (n bytes)";
# 27 and 28 EA: "StubRoutines::updateBytesCRC32_stub (stub gen) [lo, hi] (n bytes)";
# 21: "StubRoutines::md5_implCompress [...]".
_HEADER_RE = re.compile(r"^StubRoutines::(?:Stub Generator (?P<n26>\w+?)_stub|(?P<n27>\w+?)_stub \(stub gen\)|"
                        r"(?P<n21>\w+)) \[0x(?P<lo>[0-9a-f]+), 0x(?P<hi>[0-9a-f]+)\] \((?P<size>\d+) bytes\)")
_DUMP_RE = re.compile(r"^\s+0x([0-9a-f]+):\s+(.*)$")


def parse_stub_code(text: str) -> dict[str, StubCode]:
    """Every generated stub of a -XX:+PrintStubCode output: name -> range and bytes.

    Without hsdis HotSpot dumps the code as hex under [MachCode], in 2- or 4-byte parcels in
    memory order ("4111 | 06e4 | b702 2000"): the bytes are the hex digits read left to right."""
    out: dict[str, StubCode] = {}
    cur, code, expect = None, bytearray(), 0
    for line in text.splitlines():
        m = _HEADER_RE.match(line)
        if m:
            name = m.group("n26") or m.group("n27") or m.group("n21")
            cur, code = (name, int(m.group("lo"), 16), int(m.group("hi"), 16)), bytearray()
            if cur[2] - cur[1] != int(m.group("size")):
                raise HotspotBenchError(f"PrintStubCode: {line.strip()!r}: the range and the size disagree")
            expect = cur[1]
            continue
        if cur is None:
            continue
        if line.startswith("[/MachCode]"):
            name, start, end = cur
            # HotSpot dumps in instruction-sized parcels: constant data after the code (stubforge's
            # tables) can end with fewer than 4 bytes it does not print. Those are never executed.
            if not 0 <= end - start - len(code) < 4:
                raise HotspotBenchError(f"PrintStubCode: {name} dumps {len(code)} bytes for a "
                                        f"{end - start}-byte range")
            out[name] = StubCode(name, start, end, bytes(code))
            cur = None
            continue
        m = _DUMP_RE.match(line)
        if m:
            if int(m.group(1), 16) != expect:
                raise HotspotBenchError(f"PrintStubCode: {cur[0]}: dump line at {m.group(1)}, expected "
                                        f"{expect:x}")
            chunk = bytes.fromhex(m.group(2).replace("|", "").replace(" ", ""))
            code += chunk
            expect += len(chunk)
    return out


def flags_final(text: str) -> dict[str, str]:
    return dict(re.findall(r"^\s*\w+\s+(\w+)\s+=\s+(\S*)", text, re.M))


# ---- the stub's code: disassembly, hot loop, model -----------------------------------------------------

@dataclass(frozen=True)
class Insn:
    off: int
    mnemonic: str
    operands: str


_LINE_RE = re.compile(r"^\s*([0-9a-f]+):\s+((?:[0-9a-f]{2} ){2,4})\s*(\S+)\s*(.*)$")
_LINE16_RE = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{4}|[0-9a-f]{8})\s+(\S+)\s*(.*)$")
_BRANCH_RE = re.compile(r"^(c\.)?(b\w+|j)$")
_TARGET_RE = re.compile(r"(0x[0-9a-f]+)\s*(?:<[^>]*>)?\s*$")


def disassemble(code: bytes) -> list[Insn]:
    """The pinned llvm-objdump's reading of raw stub bytes (offsets from the stub's start)."""
    from stubforge.sim.toolchain import disassemble as objdump, wrap_raw_code
    obj = wrap_raw_code(code, "hotspot_stub")
    return parse_objdump(objdump(obj, 0, len(code)), 0)


def parse_objdump(text: str, base: int) -> list[Insn]:
    out = []
    for line in text.splitlines():
        m = _LINE16_RE.match(line) or _LINE_RE.match(line)
        if m:
            out.append(Insn(int(m.group(1), 16) - base, m.group(3), m.group(4).strip()))
    if not out:
        raise HotspotBenchError(f"llvm-objdump gave no instructions:\n{text[:2000]}")
    if out[0].mnemonic in (".word", ".short", ".byte"):
        # llvm-objdump >= 20 honours the `$d` mapping symbol `.incbin` leaves: code read as data
        raise HotspotBenchError("llvm-objdump read the stub's code as data (.word): not the pinned "
                                "llvm-objdump (sim/toolchain.py BUILD_LLVM)")
    return out


def _target(ins: Insn) -> int | None:
    if not _BRANCH_RE.match(ins.mnemonic):
        return None
    m = _TARGET_RE.search(ins.operands)
    return int(m.group(1), 16) if m else None


def hot_loop(insns: list[Insn], per_unit: dict[int, float]) -> tuple[list[Insn], int | None]:
    """The innermost loop (a backward branch, no other backward branch inside) that executes the
    most instructions per unit; without loops, the executed straight-line path. Returns its
    instructions and the offset of its back branch (None for a path)."""
    loops = []
    for i, ins in enumerate(insns):
        t = _target(ins)
        if t is not None and t <= ins.off:
            body = [x for x in insns if t <= x.off <= ins.off]
            loops.append(body)
    inner = [b for b in loops if not any(o is not b and o[0].off >= b[0].off and o[-1].off <= b[-1].off
                                         and len(o) < len(b) for o in loops)]
    weight = lambda body: sum(per_unit.get(x.off, 0) for x in body)  # noqa: E731
    inner = [b for b in inner if weight(b) > 0]
    if inner:
        body = max(inner, key=weight)
        return body, body[-1].off
    return [x for x in insns if per_unit.get(x.off, 0) > 0], None


_VSET_RE = re.compile(r"e(\d+),\s*(mf?\d)")


def _vset(ins: Insn, vt):
    """The (SEW, LMUL) a vset* instruction sets (the one in force for vsetvl, whose vtype is a register)."""
    m = _VSET_RE.search(ins.operands)
    return (int(m.group(1)), m.group(2)) if m else vt


class Reader:
    """A disassembled stub as llvm-mca reads it (trace.cost's `read`): each vector instruction told the
    SEW/LMUL in force, followed through the vset* instructions from the vtype entering each block."""

    def __init__(self, insns: list[Insn]):
        self.at = {i.off: i for i in insns}

    def text(self, ins: Insn) -> str:
        ops = _TARGET_RE.sub("0", ins.operands) if _target(ins) is not None else ins.operands
        return f"{ins.mnemonic} {ops}".strip()

    def __call__(self, offs, vt=None) -> list[mca.Line]:
        out = []
        for o in offs:
            ins = self.at[o]
            if ins.mnemonic.startswith("vset"):
                vt = _vset(ins, vt)
                out.append(mca.Line(self.text(ins)))
            else:
                out.append(mca.Line(self.text(ins), vt if ins.mnemonic.startswith("v") and vt else None))
        return out

    def entry_vtypes(self, tr: Trace) -> list:
        """The vtype in force entering each executed block, in order (unknown before the first vset*)."""
        out, vt = [], None
        for b in tr.seq:
            out.append(vt)
            for o in tr.blocks[b]:
                if self.at[o].mnemonic.startswith("vset"):
                    vt = _vset(self.at[o], vt)
        return out


# ---- measurements ---------------------------------------------------------------------------------

@dataclass
class Measurement:
    """One stub in one CPU configuration at one VLEN (a record of bench/hotspot/jdk<release>.json)."""
    stub: str
    config: str
    flags: dict
    jvm_flags: list
    vlen: int
    instr_per_byte: float | None       # None for block stubs
    fixed: float | None                # per call, not explained by the slope (stream stubs)
    per_call: float | None             # block stubs: instructions per call (one block)
    cycles_per_byte: float | None      # modelled on the release's model; None where its VLEN differs
    model: str                         # "llvm-mca 22, sifive-p670 (VLEN 128, vl=VLMAX), whole call"
    hot_loop: dict                     # the innermost loop executing most (informative, not costed)
    classes_per_byte: dict = field(default_factory=dict)
    size: int = 0                      # the stub's code bytes
    address: str = ""                  # where it was counted (guest address)
    llvm: int | None = None            # the llvm-mca major of every cycles figure of this record
    cycles: dict = field(default_factory=dict)   # model -> {cpb, fixed, na}: every model of this VLEN
    #                                              (of every VLEN where the call runs no vector instruction)
    code: str = ""                     # key of the stub's bytes in Release.codes
    trace: dict = field(default_factory=dict)    # size (or "call") -> trace.Compressed JSON
    sizes: list = field(default_factory=list)    # the two call sizes, where not the record's (GCM's)


@dataclass
class Release:
    release: str
    runtime: str
    qemu: str
    llvm: str
    model: str
    sizes: list
    date: str
    measurements: list[Measurement]
    codes: dict = field(default_factory=dict)    # hash -> the stub's bytes (hex), shared by records
    # stub -> why a stub with a workload has no measurement here ("rvv VLEN 128: not generated by
    # this JVM"): the keep-or-replace decision names it as the exception
    exceptions: dict = field(default_factory=dict)


# The record of a release named otherwise than by its feature number: mainline is measured in the
# newest early-access runtime Debian serves (28 EA, `.ci/riscv64-jre 28`).
RECORDS = {"mainline": "28"}


def record_path(release: str | int) -> Path:
    """bench/hotspot/jdk<N>.json of a release (25, 26, 27, or mainline: RECORDS)."""
    return BENCH_DIR / f"jdk{RECORDS.get(str(release), release)}.json"


def load(release: str | int, path: Path | None = None) -> Release:
    """The committed measurements of HotSpot <release>'s own stubs."""
    p = path or record_path(release)
    if not p.exists():
        raise HotspotBenchError(f"{p} does not exist: measure with `stubforge bench --jvm ... --save`")
    what = "a record of HotSpot's own stubs (from `stubforge bench --jvm ... --save`)"
    d = read_json(p, what)
    try:
        ms = [Measurement(**m) for m in d.pop("measurements")]
        rel = Release(**d, measurements=ms)
        for m in rel.measurements:
            str(m.stub), dict(m.flags)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise shape_error(p, what, e) from None
    for m in rel.measurements:
        if m.cycles_per_byte is not None or m.cycles:
            m.llvm = m.llvm or _llvm_of(m.model)
        if m.llvm not in (None, MODEL_LLVM) and m.trace and m.code in rel.codes:
            remodel(m, bytes.fromhex(rel.codes[m.code]), rel.model)   # the pinned llvm-mca's, not the old
    return rel


def _llvm_of(model: str) -> int | None:
    from stubforge.bench.measured import llvm_of
    return llvm_of(model)


def save(rel: Release, path: Path | None = None) -> Path:
    p = path or BENCH_DIR / f"jdk{rel.release}.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(p, dumps(rel) + "\n")
    return p


def dumps(rel: Release) -> str:
    return json.dumps(asdict(rel), indent=1)


# ---- references ---------------------------------------------------------------------------------

def expected(alg: str, size: int, calls: int) -> str:
    """What StubBench prints for `alg` (the tail of its last result), from the outside library of
    its declared workload (zlib, hashlib, pycryptodome)."""
    w = stubs.workloads().get(alg)
    if w is None:
        raise HotspotBenchError(f"no reference for {alg}")
    n = size if calls else w.warm_size
    return w.reference(bench_data(max(size, w.warm_size))[:n], calls)


def bench_source() -> Path:
    """StubBench.java with every declared workload (stubs.workloads()) as a case of op()."""
    ws = stubs.workloads().values()
    cases = "".join(f'case "{w.alg}": {{\n' + textwrap.indent(w.java.rstrip("\n"), "    ") + "\n}\n" for w in ws)
    warm = "".join(f'case "{w.alg}": return {w.warm_size};\n' for w in ws if w.warm_size != WARM_SIZE)
    return fill_template(JAVA_SRC, {"imports": java_imports(i for w in ws for i in w.imports), "cases": cases,
                                    "warm": warm})


# ---- running ----------------------------------------------------------------------------------

@dataclass
class Run:
    stubs: dict[str, StubCode]
    flags: dict[str, str]
    results: dict[str, str]
    counts: dict[int, int] | None = None
    stdout: str = ""
    order: list | None = None          # the blocks entered, in order (parse_log's), in counting runs


def _no_aslr() -> list[str]:
    return ["setarch", platform.machine(), "-R"]


class Bench:
    """Runs StubBench in one JVM (a Java home, its sysroot, optionally a replacement libjvm.so)."""

    def __init__(self, java_home, sysroot, libjvm=None, calls: int = DEFAULT_CALLS,
                 sizes=DEFAULT_SIZES, progress=None):
        self.jvm = Jvm(Path(java_home).resolve(), Path(sysroot).resolve(), libjvm)
        self.classes = compile_checker(bench_source())
        self.calls, self.sizes = calls, tuple(sizes)
        self._say = progress or (lambda s: None)
        self.width = len(str(max(max(self.sizes), *(i.min_size for i in STUBS.values()))))
        self.raw: dict = {}          # (config, vlen, sizes) -> (probe, {(size, calls): Run}), for debugging
        self.codes: dict[str, str] = {}   # the measured stubs' bytes (hex) by code_key
        self.exceptions: dict[str, list[str]] = {}   # stub -> why it was not measured, per configuration
        self.t0, self.runs_done, self.runs_total = time.monotonic(), 0, 0
        self._probes: dict = {}

    def progress(self, msg: str) -> None:
        """`msg` with the time since the start and, on a planned run (measure_release), the JVM runs done."""
        m, sec = divmod(int(time.monotonic() - self.t0), 60)
        done = f" run {self.runs_done}/{self.runs_total}," if self.runs_total else ""
        self._say(f"[{done} {m:d}:{sec:02d}] {msg}".replace("[ ", "["))

    def command(self, vlen, flags, algs, size, calls, qemu_args=()):
        # Zero-padded numbers: every run of a configuration has the same command line, byte for byte
        # in length, so nothing the JVM lays out depends on which run it is.
        args = ["-cp", str(self.classes), "StubBench", ",".join(algs), f"{size:0{self.width}d}",
                f"{calls:06d}"]
        return [*_no_aslr(), *self.jvm.command(vlen, [*flags, *COMMON_FLAGS], args, qemu_args)]

    def run(self, vlen, flags, algs, size, calls, ranges=None) -> Run:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QEMU_", "JAVA_TOOL", "_JAVA", "JDK_JAVA"))}
        with tempfile.TemporaryDirectory(prefix="stubforge-hsbench-") as d:
            log = Path(d) / "qemu.log"
            qargs = []
            if ranges:
                qargs = ["-d", LOG_ITEMS, "-dfilter", ",".join(f"{s.start:#x}+{s.size:#x}" for s in ranges),
                         "-D", str(log)]
            cmd = self.command(vlen, flags, algs, size, calls, qargs)
            r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600, cwd=d)
            self.runs_done += 1
            if r.returncode:
                raise HotspotBenchError(f"the JVM failed (exit {r.returncode}) running "
                                        f"{' '.join(cmd[-6:])}:\n{(r.stderr or r.stdout)[-2000:]}")
            order: list | None = [] if ranges else None
            counts = parse_log(str(log), order)[0] if ranges else None
        results = dict(re.findall(r"^([\w-]+) ([0-9a-f]+)$", r.stdout, re.M))
        return Run(parse_stub_code(r.stdout), flags_final(r.stdout), results, counts, r.stdout, order)

    def probe(self, vlen, flags) -> Run:
        """The JVM's stubs and flags with `flags` at `vlen`, from a -version run: the stubs are generated
        at start-up (compiler stubs too, -XX:-DelayCompilerStubsGeneration where the JVM has the flag),
        into a code cache at a fixed address, so the workload's runs have them at the same place --
        which each counting run checks (_same_place), falling back on a probe of the workload itself."""
        key = (vlen, tuple(flags))
        if key not in self._probes:
            cmd = [*_no_aslr(), *self.jvm.command(vlen, [*flags, *COMMON_FLAGS], ["-version"])]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
            self.runs_done += 1
            if r.returncode:
                raise HotspotBenchError(f"the JVM failed (exit {r.returncode}) running -version with {' '.join(flags)}:"
                                        f"\n{(r.stderr or r.stdout)[-2000:]}")
            self._probes[key] = Run(parse_stub_code(r.stdout), flags_final(r.stdout), {}, None, r.stdout)
        return self._probes[key]

    def known_flags(self) -> set[str]:
        if not hasattr(self, "_known"):
            self._known = set(self.jvm.flags_final(128))
        return self._known

    def runtime(self) -> str:
        r = subprocess.run(self.jvm.command(128, [], ["-version"]), capture_output=True, text=True, timeout=600)
        return " / ".join(x.strip() for x in r.stderr.strip().splitlines())

    def measure(self, config: str, vlen: int, stubs=None, model_name: str = mca.DEFAULT_MODEL) -> list[Measurement]:
        flags, default_stubs, _ = CONFIGS[config]
        known = self.known_flags()
        # Vector crypto is a bonus of the rvv configuration: a release without UseZvkn (21) still has it.
        flags = [f for f in flags if f[5:] in known or f not in OPTIONAL_FLAGS]
        unknown = [f for f in flags if f[5:] not in known]
        if unknown:     # e.g. JDK 21 has no UseZvkn/UseZvbc: the configuration does not exist there
            self.progress(f"{config} VLEN {vlen}: this JVM has no {' '.join(unknown)} (skipped)")
            return []
        want = [s for s in (stubs or default_stubs) if s in default_stubs and vlen >= MIN_VLEN.get(s, 0)]
        out = []
        for sizes, names in run_groups(want, self.sizes):
            out += self._measure_group(config, vlen, flags, names, sizes, model_name)
        return out

    def _measure_group(self, config, vlen, flags, want, sizes, model_name) -> list[Measurement]:
        """`want`'s stubs counted in one set of JVM runs (a probe, the warm-up alone, two sizes)."""
        algs = list(dict.fromkeys(STUBS[s].alg for s in want))
        a, b = sizes
        self.progress(f"{config} VLEN {vlen}: finding the stubs ({' '.join(algs)})")
        flags = [*flags, *(["-XX:-DelayCompilerStubsGeneration"]
                           if "DelayCompilerStubsGeneration" in self.known_flags() else [])]
        probe = self.probe(vlen, flags)
        missing = [s for s in want if s not in probe.stubs]
        if missing:
            self.progress(f"{config} VLEN {vlen}: the JVM generated no {', '.join(missing)} (skipped)")
            for s in missing:
                self.exceptions.setdefault(s, []).append(f"{config} VLEN {vlen}: not generated by this JVM")
        want = [s for s in want if s in probe.stubs]
        if not want:
            self.runs_total -= 3            # the counting runs of a group with nothing left are not run
            return []
        ranges = [probe.stubs[s] for s in want]
        runs = {}
        for size, calls in ((b, 0), (a, self.calls), (b, self.calls)):
            self.progress(f"{config} VLEN {vlen}: counting {calls} calls of {size} bytes")
            r = self.run(vlen, flags, algs, size, calls, ranges)
            try:
                notes = _same_place(probe, r, want)
            except HotspotBenchError as e:
                if runs or probe.results:       # counted already, or the probe ran the workload itself
                    raise
                # the -version run's layout was not the workload's: probe with the workload itself
                self.progress(f"{config} VLEN {vlen}: {e}; probing with the workload")
                self.runs_total += 1
                probe = self.run(vlen, flags, algs, b, 0)
                ranges = [probe.stubs[s] for s in want]
                r = self.run(vlen, flags, algs, size, calls, ranges)
                notes = _same_place(probe, r, want)
            for note in notes:
                self.progress(f"  {note}")
            _check_results(r, algs, size, calls)
            runs[(size, calls)] = r
        self.raw[(config, vlen, sizes)] = (probe, runs)
        base = runs[(b, 0)].counts
        per = {size: _per_call(runs[(size, self.calls)].counts, base, self.calls)
               for size in (a, b)}
        called = {s for s in want if all(_offsets(per[n], probe.stubs[s]) for n in (a, b))}
        out = []
        for s in want:
            if s not in called:
                used = ", ".join(o for o in called if STUBS[o].alg == STUBS[s].alg) or "none of its stubs"
                self.progress(f"{config} VLEN {vlen}: {s} is generated but C2 calls {used} instead (skipped)")
                self.exceptions.setdefault(s, []).append(
                    f"{config} VLEN {vlen}: generated, but its workload ({STUBS[s].alg}) never called it "
                    f"(C2 calls {used})")
                continue
            orders = {n: runs[(n, self.calls)].order for n in (a, b)}
            self.progress(f"{config} VLEN {vlen}: {s}: modelling its calls")
            try:
                out.append(self._measurement(s, config, vlen, flags, probe, per, orders, model_name, sizes))
            except HotspotBenchError as e:      # the others of the run stand: this one is named, not measured
                self.progress(f"{config} VLEN {vlen}: {s} not measured: {e}")
                self.exceptions.setdefault(s, []).append(f"{config} VLEN {vlen}: {e}")
        return out

    def _measurement(self, stub, config, vlen, flags, probe, per, orders, model_name, sizes) -> Measurement:
        code = probe.stubs[stub]
        a, b = sizes
        pa, pb = (_offsets(per[n], code) for n in (a, b))
        ta, tb = sum(pa.values()), sum(pb.values())
        if not ta or not tb:
            raise HotspotBenchError(f"{stub} ({config}, VLEN {vlen}) was never called in the measured "
                                    "calls: C2 did not compile the caller with the intrinsic?")
        insns = disassemble(code.code)
        mn = {i.off: i.mnemonic for i in insns}
        block = STUBS[stub].block
        ipb, fixed, per_call, unit = slope_figures(pa, pb, sizes, block)
        ca, cb = classify_mnemonics(mn, pa), classify_mnemonics(mn, pb)
        if block:
            classes = {k: (ca[k] + cb[k]) / (a + b) for k in ca}
        else:
            classes = {k: (cb[k] - ca[k]) / (b - a) for k in ca}
        reader = Reader(insns)
        traces = {}
        for n, counts in ((a, pa), (b, pb)):
            tr = last_operation(orders[n], code, counts, block, n)
            traces["call" if block else str(n)] = trace.compress(tr, reader.entry_vtypes(tr)).to_json()
        final = probe.flags
        m = Measurement(stub, config, {f: final[f] == "true" for f in CONFIG_FLAGS if f in final},
                        [*flags, *COMMON_FLAGS[:3]], vlen, ipb, fixed, per_call, None, "",
                        loop_record(insns, unit, block), classes, code.size, f"{code.start:#x}",
                        code=code_key(code.code), trace=traces,
                        sizes=list(sizes) if tuple(sizes) != self.sizes else [])
        self.codes[m.code] = code.code.hex()
        remodel(m, code.code, model_name)
        return m


def code_key(code: bytes) -> str:
    return hashlib.sha256(code).hexdigest()[:16]


def last_operation(order: list, code: StubCode, counts: dict[int, int], block: int, size: int) -> Trace:
    """The blocks of `code` that the last measured operation ran (a single-block stub: its last call),
    in order, from a counting run's parse_log order; their counts must be exactly `counts` (one
    operation's, from the subtraction; a single-block stub's: size/block identical calls)."""
    mine = [blk for blk in order if code.start <= blk.addrs[0] < code.end]
    entries = [i for i, blk in enumerate(mine) if blk.addrs[0] == code.start]
    if block:
        start = entries[-1] if entries else 0
    else:
        want, got, start = sum(counts.values()), 0, len(mine)
        while got < want and start > 0:
            start -= 1
            got += len(mine[start].addrs)
    tr = _as_trace(mine[start:], code.start)
    ran: dict[int, int] = {}
    for bi in tr.seq:
        for o in tr.blocks[bi]:
            ran[o] = ran.get(o, 0) + 1
    calls = size // block if block else 1
    if start not in entries or {o: n * calls for o, n in ran.items()} != counts:
        raise HotspotBenchError(f"{code.name}: the last operation's blocks in the log do not add up to one "
                                "operation's counts (the stub ran after the measured calls?)")
    return tr


def _as_trace(blocks: list, base: int) -> Trace:
    from stubforge.bench.count import _trace
    return _trace(blocks, base)


def remodel(m: Measurement, code: bytes, model_name: str = mca.DEFAULT_MODEL) -> None:
    """(Re)compute every cycles figure of `m` from its recorded traces and the stub's bytes `code`:
    each core model of m's VLEN (of any VLEN for a call without vector instructions), with the pinned
    llvm-mca; `model_name`'s is cycles_per_byte."""
    insns = disassemble(code)
    reader, offsets = Reader(insns), [i.off for i in insns]
    exts = sorted(set(EXTENSIONS) | {"zvkb"})
    traces = {k: trace.Compressed.from_json(d, offsets) for k, d in m.trace.items()}
    block = STUBS[m.stub].block if m.stub in STUBS else 0
    m.cycles, m.llvm = {}, mca.tool().major
    # A call that runs no vector instruction runs the same instructions at any VLEN: every core model
    # costs it (spacemit-x60's VLEN is 256, the records' usual 128), not only those of m's VLEN.
    scalar = not any(reader.at[o].mnemonic.startswith("v") for t in traces.values() for u in t.units for o in u)
    for name in [x for x, c in mca.MODELS.items() if c.vlen == m.vlen or scalar]:
        try:
            cost = {k: trace.cost(t, reader, exts, name).cycles for k, t in traces.items()}
        except mca.Unschedulable as e:
            m.cycles[name] = {"na": e.na}
            continue
        if "call" in cost:
            cpb, fixed = cost["call"] / block, cost["call"]
        else:
            a, b = sorted(int(k) for k in cost)
            cpb = (cost[str(b)] - cost[str(a)]) / (b - a)
            fixed = cost[str(a)] - cpb * a
        m.cycles[name] = {"cpb": round(cpb, 6), "fixed": round(fixed, 3)}
    own = mca.core(model_name).vlen == m.vlen     # the release's figure stays the one of its own VLEN
    m.cycles_per_byte = m.cycles.get(model_name, {}).get("cpb") if own else None
    m.model = mca.label(model_name, m.llvm) + ", whole call" if own and model_name in m.cycles else ""


def loop_record(insns: list[Insn], unit: dict[int, float], block: int = 0) -> dict:
    """The hot loop (the innermost loop executing most instructions per unit), recorded to read: its
    bounds, size and iterations per byte (per call for a block stub). Not what the cycles cost."""
    body, back = hot_loop(insns, unit)
    iters = None
    if back is not None:
        iters = unit.get(back, 0) / block if block else unit.get(back, 0)
    return {"start": f"{body[0].off:#x}", "end": f"{body[-1].off:#x}", "instructions": len(body),
            "iterations_per_byte": iters,
            "text": [f"{i.off:#x}: {i.mnemonic} {i.operands}".strip() for i in body]}


def slope_figures(pa: dict[int, int], pb: dict[int, int], sizes, block: int = 0):
    """From one call's per-offset counts at the two sizes: (instructions per byte, fixed per call,
    per call for a block stub, per-offset executions per unit). A stream stub's unit is a byte
    (the slope); a block stub's (called once per `block` bytes: the size-`a` call is a/block calls)
    is one call, and both sizes must give the same count per call."""
    a, b = sizes
    ta, tb = sum(pa.values()), sum(pb.values())
    if block:
        ipc_a, ipc_b = ta * block / a, tb * block / b
        if ipc_a != ipc_b:
            raise HotspotBenchError(f"a block stub ran {ipc_a} instructions per call at {a} bytes, {ipc_b} at {b}")
        return None, None, ipc_a, {o: n * block / a for o, n in pa.items()}
    ipb = (tb - ta) / (b - a)
    unit = {o: (pb.get(o, 0) - pa.get(o, 0)) / (b - a) for o in set(pa) | set(pb)}
    return ipb, ta - ipb * a, None, unit


def _same_place(probe: Run, r: Run, stubs) -> list[str]:
    """Refuse a stub that moved or changed between the probe and a counting run. The instructions
    must be the same, at the same addresses; only operands may differ: QEMU's logging shifts where
    libjvm.so's data lands, and a stub that materialises the address of a table there (CRC32's
    `li`) carries another immediate, in the same instructions. Returns what differed."""
    notes = []
    for s in stubs:
        p, q = probe.stubs[s], r.stubs.get(s)
        if q is None or (q.start, q.end) != (p.start, p.end):
            where = f"{q.start:#x}" if q else "nowhere"
            raise HotspotBenchError(f"{s} moved between the runs ({p.start:#x} in the first, {where} in "
                                    "the counting run): the address randomisation is not off "
                                    "(setarch -R refused?) or the runs differ")
        if q.code != p.code:
            a, b = disassemble(p.code), disassemble(q.code)
            if [(i.off, i.mnemonic) for i in a] != [(i.off, i.mnemonic) for i in b]:
                raise HotspotBenchError(f"{s} has other instructions in the counting run than in the first")
            diff = [f"{i.off:#x}" for i, j in zip(a, b) if i.operands != j.operands]
            notes.append(f"{s}: same instructions, operands differ at {', '.join(diff)}")
    return notes


def _check_results(r: Run, algs, size, calls) -> None:
    for alg in algs:
        want = expected(alg, size, calls)
        got = r.results.get(alg)
        if got != want:
            raise HotspotBenchError(f"the JVM computed a wrong {alg} ({calls} calls of {size} bytes): "
                                    f"{got} instead of {want}; its stubs' counts would mean nothing")


def _per_call(counts: dict, base: dict, calls: int) -> dict[int, int]:
    """Per-address executions of one measured call: (run - warm-up alone) / calls, exactly."""
    out = {}
    for addr in set(counts) | set(base):
        d = counts.get(addr, 0) - base.get(addr, 0)
        if d < 0 or d % calls:
            raise HotspotBenchError(f"{addr:#x} ran {counts.get(addr, 0)} times with the measured calls and "
                                    f"{base.get(addr, 0)} without: not {calls} identical calls (did the "
                                    "warm-up differ between runs, e.g. a late compilation?)")
        if d:
            out[addr] = d // calls
    return out


def _offsets(per: dict[int, int], code: StubCode) -> dict[int, int]:
    return {a - code.start: n for a, n in per.items() if code.start <= a < code.end}


def tool_versions() -> tuple[str, str]:
    from stubforge.sim.qemu import find_qemu
    from stubforge.sim.toolchain import find_tool
    q = find_qemu()
    return (f"qemu-riscv64 {q.version_str}",
            f"llvm-mca {mca.tool().major}, llvm-objdump {find_tool('llvm-objdump').major}")


def run_groups(want, sizes) -> list[tuple[tuple[int, int], list[str]]]:
    """`want`'s stubs split into sets of JVM runs, each (sizes, stubs): a stub is counted over every
    call of a run, so no workload of a run may reach a stub another workload of the run is measured
    for (REACHES: e.g. CBC reaches the AES block stub where HotSpot has no CBC stub); a workload that
    needs longer calls (StubInfo.min_size) runs at its own sizes."""
    out: list[tuple[tuple[int, int], list[str], set[str]]] = []
    for s in want:
        info = STUBS[s]
        size = tuple(max(n, info.min_size) for n in sizes)
        mine = {x for x in want if STUBS[x].alg == info.alg}
        for gsizes, gstubs, galgs in out:
            if gsizes != size:
                continue
            if info.alg in galgs or not (REACHES[info.alg] & (set(gstubs) - mine)
                                         or any(REACHES[a] & mine for a in galgs)):
                gstubs.append(s)
                galgs.add(info.alg)
                break
        else:
            out.append((size, [s], {info.alg}))
    return [(g, names) for g, names, _ in out]


def plan(configs=None, vlens=None, stubs=None) -> list[tuple[str, int, tuple]]:
    """(config, VLEN, stubs) to measure: each configuration at its own VLENs unless `vlens` says. A
    stub HotSpot generates only from a wider VLEN on (MIN_VLEN: ChaCha20) is measured at that VLEN
    when none of the VLENs reaches it."""
    out = []
    for c in configs or CONFIGS:
        if c not in CONFIGS:
            raise HotspotBenchError(f"unknown configuration {c!r}; known: {', '.join(CONFIGS)}")
        _, cstubs, cvlens = CONFIGS[c]
        todo = tuple(s for s in cstubs if not stubs or s in stubs)
        at = {v: [s for s in todo if v >= MIN_VLEN.get(s, 0)] for v in (vlens or cvlens)}
        for s in todo:
            if not any(s in names for names in at.values()):
                at.setdefault(MIN_VLEN[s], []).append(s)
        out += [(c, v, tuple(names)) for v, names in sorted(at.items()) if names]
    unknown = sorted(set(stubs or ()) - set(STUBS))
    if unknown:
        raise HotspotBenchError(f"unknown stub(s) {', '.join(unknown)}; known: {', '.join(STUBS)}")
    return out


def release_of(runtime: str) -> str:
    m = re.search(r'version "(\d+)', runtime)
    if not m:
        raise HotspotBenchError(f"cannot tell the release from `java -version`: {runtime!r}")
    return m.group(1)


def measure_release(bench: Bench, todo, model_name: str = mca.DEFAULT_MODEL, runtime: str | None = None) -> Release:
    import datetime
    runtime = runtime or bench.runtime()
    bench.runs_total = bench.runs_done + sum(1 + 3 * len(run_groups(names, bench.sizes)) for _, _, names in todo)
    ms = []
    for config, vlen, names in todo:
        ms += bench.measure(config, vlen, names, model_name)
    qemu, llvm = tool_versions()
    measured = {m.stub for m in ms}
    exceptions = {s: "; ".join(why) for s, why in bench.exceptions.items() if s not in measured}
    rel = Release(release_of(runtime), runtime, qemu, llvm, model_name, list(bench.sizes),
                  datetime.date.today().isoformat(), ms, dict(sorted(bench.codes.items())), exceptions)
    return rel


def check_update(old: Release, runtime: str, llvm: str, path: Path) -> None:
    """Refuse to merge new measurements into a record of another runtime or LLVM: its figures would
    not be one JVM's, or not one model's."""
    if old.runtime != runtime:
        raise HotspotBenchError(f"--update: {path.name} is of {old.runtime.split(' / ')[-1]}, this JVM is "
                                f"{runtime.split(' / ')[-1]}: measure the whole release again (without --update)")
    if old.llvm != llvm:
        raise HotspotBenchError(f"--update: {path.name} was made with {old.llvm}, this is {llvm}: measure the "
                                "whole release again (without --update)")


def merge(old: Release, new: Release) -> Release:
    """`old` with `new`'s measurements in place of its own of the same stub, configuration and VLEN
    (the others kept, in their order), the stubs' bytes both need, and the exceptions of stubs that
    still have no measurement. The record's sizes stay `old`'s: a measurement at others names them."""
    key = lambda m: (m.stub, m.config, m.vlen)  # noqa: E731
    fresh = {key(m): m for m in new.measurements}
    ms = [fresh.pop(key(m), m) for m in old.measurements] + list(fresh.values())
    if list(new.sizes) != list(old.sizes):
        for m in new.measurements:
            m.sizes = m.sizes or list(new.sizes)
    codes = {**old.codes, **new.codes}
    measured = {m.stub for m in ms}
    exceptions = {s: why for s, why in {**old.exceptions, **new.exceptions}.items() if s not in measured}
    qemu = old.qemu if old.qemu == new.qemu else f"{old.qemu}, updated with {new.qemu}"
    return Release(old.release, old.runtime, qemu, old.llvm, old.model, old.sizes, new.date, ms,
                   {k: codes[k] for k in sorted(codes) if any(m.code == k for m in ms)}, exceptions)


def update_release(bench: Bench, todo, path: Path | None = None, model_name: str = mca.DEFAULT_MODEL) -> Release:
    """Measure `todo` and merge it into the release's record (bench/hotspot/jdk<release>.json, or
    `path`); refused before any counting when the record is of another runtime or LLVM."""
    runtime = bench.runtime()
    p = path or BENCH_DIR / f"jdk{release_of(runtime)}.json"
    old = load(release_of(runtime), p)
    check_update(old, runtime, tool_versions()[1], p)
    if old.model != model_name:
        raise HotspotBenchError(f"--update: {p.name}'s cycles are modelled on {old.model}, not {model_name}")
    return merge(old, measure_release(bench, todo, model_name, runtime))
