"""Instructions per ML-KEM-768 / ML-DSA-65 operation in the intrinsified methods: stubforge's stubs vs C2.

The per-stub figures (generated/measurements.json for ours, bench/hotspot/c2-jdk27.json for C2's code,
bench/hotspot_c2.py) say what one call costs; this module says how many calls an operation makes, and
sums the two:

1. Calls per operation are counted, not derived: jdk/java/CallsPerOp.java runs N operations of each
   kind (ML-KEM-768 key generation, encapsulation, decapsulation; ML-DSA-65 key generation, signing,
   verification) through the public JCA APIs in a JDK of the same release, with JFR's method timing
   (JEP 520, JDK 25 and up: jdk.MethodTiming instruments the methods' bytecode, so every invocation
   counts, interpreted or compiled) over the Java methods the stubs replace. The intrinsics are off
   (-XX:-UseKyberIntrinsics, -UseDilithiumIntrinsics, -UseSHA3Intrinsics): an intrinsic runs in place of
   the instrumented body, whose calls would go uncounted. kyber12To16's calls are split by caller
   (jdk.MethodTrace's stacks): generateA's unpack a 168-byte SHAKE block (112 coefficients), decodePoly's
   a polynomial (256), and C2's code costs differ between them. Each operation is counted by itself (the
   difference of two dumps of one recording), so the spread of ML-DSA signing's rejection loop shows;
   each encapsulation + decapsulation and each signature + verification has a key pair of its own, made
   uncounted before it (sampling a key's matrix rejects coefficients: its length varies between keys);
   the randomness is SHA1PRNG seeded afresh for every operation from its kind and number, so a rerun
   with fewer operations, after any warm-up, counts the same first ones.
   The calls are the same on every architecture where the Java code is the same: the record names the
   runtime counted and, where given (--per-op-riscv64), says whether its provider classes are
   byte-identical to the riscv64 runtime's.
2. Per operation: the sum over the methods of calls x instructions per call, ours (VLEN 128) and C2's,
   mean and range over the operations. It is the intrinsified part of the operation only: squeeze's
   Keccak permutations (SHA3.keccak() outside implCompress0, intrinsic in no 27 port), the callers'
   Java code and everything else run the same C2 code in both JVMs and are not counted.

The record: bench/hotspot/calls-per-op-jdk<release>.json (load(), save()).
"""
from __future__ import annotations

import datetime
import hashlib
import json
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from stubforge.bench.hotspot_own import BENCH_DIR
from stubforge.files import read_json
from stubforge.sim.errors import SimError

JAVA_SRC = Path(__file__).resolve().parent.parent / "jdk" / "java" / "CallsPerOp.java"
KINDS = ("ml-kem-768 keygen", "ml-kem-768 encaps", "ml-kem-768 decaps",
         "ml-dsa-65 keygen", "ml-dsa-65 sign", "ml-dsa-65 verify")
DEFAULT_OPS = 200
DEFAULT_WARM = 20
JVM_FLAGS = ("-XX:+UnlockDiagnosticVMOptions", "-XX:-UseKyberIntrinsics", "-XX:-UseDilithiumIntrinsics",
             "-XX:-UseSHA3Intrinsics")
# The packages holding every counted method and the SHA-3 code under them: byte-identical classes in two
# runtimes make the same calls.
PROVIDER_PACKAGES = ("sun/security/provider", "com/sun/crypto/provider")

KEM = "com.sun.crypto.provider.ML_KEM::"
DSA = "sun.security.provider.ML_DSA::"
SHA3 = "sun.security.provider.SHA3::"
PAR = "sun.security.provider.SHA3Parallel::"
KECCAK = "sun.security.provider.SHA3::keccak([J)V"        # hotspot_c2.KECCAK


class PerOpError(SimError):
    """A calls-per-operation record or run that cannot give a trustworthy figure."""


@dataclass(frozen=True)
class Term:
    """One counted method (as JFR names it, a traced one with "@caller") and what a call costs: our
    stub (variant at VLEN 128) and C2's code, `c2_method`'s figure in c2-jdk27.json times `c2_times`;
    `c2_pick` "min"/"max" takes the shortest/longest of that record's last calls instead of its figure."""
    key: str
    stub: str
    variant: str
    c2_method: str
    c2_times: int = 1
    c2_pick: str = ""
    note: str = ""


TERMS = (
    Term(KEM + "implKyberNtt([S[S)I", "kyberNtt", "default", KEM + "implKyberNtt"),
    Term(KEM + "implKyberInverseNtt([S[S)I", "kyberInverseNtt", "default", KEM + "implKyberInverseNtt"),
    Term(KEM + "implKyberNttMult([S[S[S[S)I", "kyberNttMult", "default", KEM + "implKyberNttMult"),
    Term(KEM + "implKyberAddPoly([S[S[S)I", "kyberAddPoly_2", "default", KEM + "implKyberAddPoly([S[S[S)I"),
    Term(KEM + "implKyberAddPoly([S[S[S[S)I", "kyberAddPoly_3", "default", KEM + "implKyberAddPoly([S[S[S[S)I"),
    # C2's last calls are of both lengths: the shorter a SHAKE block's 112 coefficients, the longer a
    # polynomial's 256; ours is measured on a polynomial only, an upper bound for a block
    Term(KEM + "implKyber12To16([BI[SI)I@generateA", "kyber12To16", "default", KEM + "implKyber12To16",
         c2_pick="min", note="a SHAKE block, 112 coefficients (ours: the 256 of a polynomial, an upper bound)"),
    Term(KEM + "implKyber12To16([BI[SI)I@decodePoly", "kyber12To16", "default", KEM + "implKyber12To16",
         c2_pick="max", note="a polynomial, 256 coefficients"),
    Term(KEM + "implKyberBarrettReduce([S)I", "kyberBarrettReduce", "default", KEM + "implKyberBarrettReduce"),
    Term(DSA + "implDilithiumAlmostNtt([I[I)I", "dilithiumAlmostNtt", "default", DSA + "implDilithiumAlmostNtt"),
    Term(DSA + "implDilithiumAlmostInverseNtt([I[I)I", "dilithiumAlmostInverseNtt", "default",
         DSA + "implDilithiumAlmostInverseNtt"),
    Term(DSA + "implDilithiumNttMult([I[I[I)I", "dilithiumNttMult", "default", DSA + "implDilithiumNttMult"),
    Term(DSA + "implDilithiumMontMulByConstant([II)I", "dilithiumMontMulByConstant", "default",
         DSA + "implDilithiumMontMulByConstant"),
    Term(DSA + "implDilithiumDecomposePoly([I[I[III)I", "dilithiumDecomposePoly", "default",
         DSA + "implDilithiumDecomposePoly"),
    # one block XORed in and one permutation; C2's figure is the permutation alone (its XOR loop in
    # implCompress0 is not counted: C2's side is the smaller for it)
    Term(SHA3 + "implCompress0([BI)V", "sha3_implCompress", "zbb", KECCAK,
         note="C2: keccak(long[]) only, without implCompress0's XOR of the block"),
    # every doubleKeccak call, quadKeccak's two included (no quadKeccak stub: it calls doubleKeccak);
    # C2's doubleKeccakJava is two keccak(long[]) calls
    Term(PAR + "doubleKeccak([J[J)I", "double_keccak", "zvkb", KECCAK, c2_times=2,
         note="C2: 2 x keccak(long[]), the calls between them not counted"),
)
# Counted and recorded, outside the sum: keccak() runs once per implCompress0 and once per squeeze
# permutation, keccak(long[]) also twice per doubleKeccak; quadKeccak's calls are in doubleKeccak's.
ALSO = (SHA3 + "keccak()V", KECCAK, PAR + "quadKeccak([J[J[J[J)I", KEM + "implKyber12To16([BI[SI)I")
TRACED = KEM + "implKyber12To16"            # its calls per caller (jdk.MethodTrace)


def _filter_methods() -> list[str]:
    names = {t.key.split("(")[0] for t in TERMS} | {m.split("(")[0] for m in ALSO}
    return sorted(names)


# ---- the record ------------------------------------------------------------------------------------

@dataclass
class CallsRecord:
    release: str
    runtime: str                  # `java -version` of the JDK counted, its lines joined by " / "
    arch: str                     # that JDK's os.arch
    flags: list[str]
    ops: int                      # operations counted per kind
    warm: int                     # uncounted operations of each kind before them
    date: str
    methods: list[str]            # the columns of every row of `counts`
    counts: dict[str, list[list[int]]]     # kind -> one row per operation
    provider_sha256: str = ""     # PROVIDER_PACKAGES' classes in the JDK counted
    same_classes: dict = field(default_factory=dict)   # {"runtime": riscv64 runtime, "identical": bool}

    def calls(self, kind: str, key: str) -> list[int]:
        """`key`'s calls in each operation of `kind` (0 where it was never called)."""
        if key not in self.methods:
            return [0] * len(self.counts[kind])
        i = self.methods.index(key)
        return [row[i] for row in self.counts[kind]]


def record_path(release: str | int) -> Path:
    return BENCH_DIR / f"calls-per-op-jdk{release}.json"


def load(release: str | int = 27, path: Path | None = None) -> CallsRecord:
    """The committed record (or `path`), checked: every kind with rows as long as `methods`, counts
    whole and not negative."""
    p = path or record_path(release)
    if not p.exists():
        raise PerOpError(f"{p}: no such record: count with `stubforge bench --per-op-jdk JAVA_HOME --save`")
    try:
        d = read_json(p, "a calls-per-operation record")
        rec = CallsRecord(**d)
    except (ValueError, TypeError) as e:
        raise PerOpError(f"{p}: not a calls-per-operation record ({str(e).splitlines()[0]})") from None
    for kind in KINDS:
        rows = rec.counts.get(kind) if isinstance(rec.counts, dict) else None
        if not rows:
            raise PerOpError(f"{p}: no operations of {kind!r}")
        for n, row in enumerate(rows):
            if (not isinstance(row, list) or len(row) != len(rec.methods)
                    or not all(isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in row)):
                raise PerOpError(f"{p}: {kind!r} operation {n}: wants {len(rec.methods)} counts (whole, not "
                                 f"negative), one per method, got {row!r}")
    return rec


def dumps(rec: CallsRecord) -> str:
    """JSON with one line per operation: a diff shows which operations changed."""
    head = {k: v for k, v in rec.__dict__.items() if k != "counts"}
    text = json.dumps(head, indent=1)[:-2]
    kinds = []
    for kind, rows in rec.counts.items():
        kinds.append(f'  "{kind}": [\n' + ",\n".join("   " + json.dumps(r) for r in rows) + "\n  ]")
    return text + ',\n "counts": {\n' + ",\n".join(kinds) + "\n }\n}\n"


def save(rec: CallsRecord, path: Path | None = None) -> Path:
    from stubforge.files import atomic_write
    p = path or record_path(rec.release)
    p.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(p, dumps(rec))
    return p


# ---- counting --------------------------------------------------------------------------------------

def _java(home: Path, tool: str) -> str:
    exe = Path(home) / "bin" / tool
    if not exe.exists():
        raise PerOpError(f"{exe}: no such program: --per-op-jdk wants a JDK home (with javac and jimage), "
                         "e.g. `bash .ci/boot-jdk 27`'s")
    return str(exe)


def runtime_of(home: Path) -> str:
    r = subprocess.run([_java(home, "java"), "-version"], capture_output=True, text=True)
    if r.returncode:
        raise PerOpError(f"{home}/bin/java -version failed: {(r.stderr or r.stdout).strip().splitlines()[-1:]}")
    return " / ".join(line.strip() for line in r.stderr.strip().splitlines())


def provider_digest(jimage: str, home: Path) -> str:
    """sha256 over PROVIDER_PACKAGES' class files (path and bytes, in path order) of `home`'s
    lib/modules, read with `jimage` (any JDK's: the format is the same on every architecture)."""
    modules = Path(home) / "lib" / "modules"
    if not modules.exists():
        raise PerOpError(f"{modules}: no such file: not a Java home")
    with tempfile.TemporaryDirectory() as tmp:
        rx = "|".join(PROVIDER_PACKAGES)
        r = subprocess.run([jimage, "extract", "--dir", tmp, "--include", f"regex:/java.base/({rx})/.*",
                            str(modules)], capture_output=True, text=True)
        if r.returncode:
            raise PerOpError(f"jimage extract {modules} failed: {r.stderr.strip()[:200]}")
        h = hashlib.sha256()
        files = sorted(p for p in Path(tmp).rglob("*.class"))
        if not files:
            raise PerOpError(f"{modules}: no classes under {', '.join(PROVIDER_PACKAGES)}")
        for p in files:
            h.update(str(p.relative_to(tmp)).encode() + b"\0" + p.read_bytes())
        return h.hexdigest()


def parse_output(stdout: str) -> tuple[list[str], dict[str, list[list[int]]]]:
    """CallsPerOp's lines -> (methods, kind -> rows). Its last line must be "done"."""
    lines = stdout.strip().splitlines()
    if not lines or lines[-1] != "done":
        raise PerOpError("CallsPerOp did not finish: " + (lines[-1][:200] if lines else "no output"))
    ops: dict[str, list[dict[str, int]]] = {}
    for line in lines[:-1]:
        parts = line.split()
        if len(parts) < 3 or parts[0] != "op":
            raise PerOpError(f"CallsPerOp printed {line[:200]!r}")
        kind = parts[1].replace("/", " ")
        ops.setdefault(kind, []).append({k: int(v) for k, v in (p.rsplit("=", 1) for p in parts[3:])})
    methods = sorted({m for rows in ops.values() for r in rows for m in r})
    counts = {k: [[r.get(m, 0) for m in methods] for r in rows] for k, rows in ops.items()}
    return methods, counts


def check_counts(methods: list[str], counts: dict) -> None:
    """What the Java code implies, checked in every operation: kyber12To16's calls by caller add up to
    all its calls, and keccak(long[]) runs once per keccak() and twice per doubleKeccak."""
    col = {m: i for i, m in enumerate(methods)}

    def get(row, m):
        return row[col[m]] if m in col else 0
    for kind, rows in counts.items():
        for n, r in enumerate(rows):
            split = sum(get(r, m) for m in methods if m.startswith(TRACED + "(") and "@" in m)
            if split != get(r, TRACED + "([BI[SI)I"):
                raise PerOpError(f"{kind} operation {n}: kyber12To16's calls by caller ({split}) are not all "
                                 f"of its calls ({get(r, TRACED + '([BI[SI)I')})")
            want = get(r, SHA3 + "keccak()V") + 2 * get(r, PAR + "doubleKeccak([J[J)I")
            if get(r, KECCAK) != want:
                raise PerOpError(f"{kind} operation {n}: keccak(long[]) ran {get(r, KECCAK)} times, not "
                                 f"keccak() + 2 x doubleKeccak = {want}")


def count(home: Path, ops: int = DEFAULT_OPS, warm: int = DEFAULT_WARM, riscv64: Path | None = None,
          progress=None, flags=()) -> CallsRecord:
    """Count the calls per operation in the JDK at `home` (compiled by its own javac; the intrinsics
    off). `riscv64`: a riscv64 Java home whose provider classes are compared with `home`'s; `flags`:
    more JVM flags (e.g. -Xint: the same calls, interpreted), recorded."""
    java, javac, jimage = _java(home, "java"), _java(home, "javac"), _java(home, "jimage")
    rt = runtime_of(home)
    m = re.search(r'version "(\d+)', rt)
    if not m:
        raise PerOpError(f"cannot tell the release from `java -version`: {rt!r}")
    say = progress or (lambda s: None)
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run([javac, "-d", tmp, str(JAVA_SRC)], capture_output=True, text=True)
        if r.returncode:
            raise PerOpError(f"javac failed on {JAVA_SRC.name}: {r.stderr.strip()[:300]}")
        timing = ";".join(_filter_methods())
        cmd = [java, *JVM_FLAGS, *flags, "-XshowSettings:properties", "-cp", tmp, "CallsPerOp", str(ops), str(warm),
               timing, TRACED, tmp]
        say(f"{len(KINDS)} x {ops} operations in {rt.split(' / ')[-1]}")
        r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise PerOpError(f"CallsPerOp failed (exit {r.returncode}): {r.stderr.strip()[-300:]}")
    methods, counts = parse_output(r.stdout)
    if sorted(counts) != sorted(KINDS) or any(len(rows) != ops for rows in counts.values()):
        raise PerOpError(f"CallsPerOp counted {({k: len(v) for k, v in counts.items()})}, not {ops} of each kind")
    check_counts(methods, counts)
    arch = re.search(r"os\.arch = (\S+)", r.stderr)
    same = {}
    digest = provider_digest(jimage, home)
    if riscv64:
        same = {"runtime": runtime_of_release(riscv64), "identical": provider_digest(jimage, riscv64) == digest}
    return CallsRecord(m.group(1), rt, arch.group(1) if arch else "", [*JVM_FLAGS, *flags], ops, warm,
                       datetime.date.today().isoformat(), methods, {k: counts[k] for k in KINDS}, digest, same)


def runtime_of_release(home: Path) -> str:
    """The JAVA_RUNTIME_VERSION of a Java home's `release` file (a riscv64 one does not run here)."""
    f = Path(home) / "release"
    m = re.search(r'JAVA_RUNTIME_VERSION="([^"]+)"', f.read_text()) if f.exists() else None
    if not m:
        raise PerOpError(f"{f}: no JAVA_RUNTIME_VERSION: not a Java home")
    return m.group(1)


# ---- per operation ---------------------------------------------------------------------------------

@dataclass
class OpFigure:
    kind: str
    ours: list[float]             # per operation, in the record's order
    c2: list[float]
    missing: list[str]            # terms called in this kind without a figure on one side

    @staticmethod
    def _mean(xs):
        return sum(xs) / len(xs)

    @property
    def ours_mean(self) -> float:
        return self._mean(self.ours)

    @property
    def c2_mean(self) -> float:
        return self._mean(self.c2)

    @property
    def ratio(self) -> float:
        return self.c2_mean / self.ours_mean if self.ours_mean else 0.0


def per_call(c2rel, ours_table=None) -> dict[str, tuple[float | None, float | None]]:
    """Term key -> (ours instructions per call at VLEN 128, C2's), None where there is no figure."""
    from stubforge import kernels
    from stubforge.bench import hotspot_c2, measured
    table = measured.load_ours() if ours_table is None else ours_table
    out = {}
    for t in TERMS:
        try:
            m = measured.ours_for(kernels.get(t.stub).build(t.variant), table)
        except Exception:          # a stub or variant the tree no longer has: no figure
            m = None
        f = m.figures.get(128) if m else None
        ours = f.fixed if f is not None and f.fixed else None
        c = hotspot_c2.figure(c2rel, t.c2_method) if c2rel is not None else None
        c2 = None
        if c is not None:
            if t.c2_pick:
                lengths = [int(k) for k in c.last_calls or {}]
                c2 = (min if t.c2_pick == "min" else max)(lengths) if lengths else None
            else:
                c2 = c.per_call
        out[t.key] = (ours, c2 * t.c2_times if c2 is not None else None)
    return out


def figures(rec: CallsRecord, costs: dict) -> list[OpFigure]:
    """Per kind, every operation's Σ calls x instructions per call, ours and C2's; a term called in the
    kind but without a figure on either side is left out of both sums and named."""
    out = []
    for kind in KINDS:
        n = len(rec.counts[kind])
        ours, c2, missing = [0.0] * n, [0.0] * n, []
        for t in TERMS:
            calls = rec.calls(kind, t.key)
            if not any(calls):
                continue
            a, b = costs.get(t.key, (None, None))
            if a is None or b is None:
                missing.append(t.key)
                continue
            for i, c in enumerate(calls):
                ours[i] += c * a
                c2[i] += c * b
        out.append(OpFigure(kind, ours, c2, missing))
    return out


def spread(xs) -> str:
    lo, hi = min(xs), max(xs)
    return "" if lo == hi else f" ({lo:.0f}..{hi:.0f})"


def calls_cell(xs: list[int]) -> str:
    """Mean calls per operation, with the range where the operations differ."""
    mean = sum(xs) / len(xs)
    return (f"{mean:.0f}" if mean == int(mean) else f"{mean:.2f}") + spread(xs)


def short(key: str) -> str:
    """'com.sun.crypto.provider.ML_KEM::implKyberAddPoly([S[S[S)I' -> 'implKyberAddPoly (2 operands)'."""
    name, _, rest = key.split("::")[1].partition("(")
    via = key.split("@")[1] if "@" in key else ""
    if name == "implKyberAddPoly":
        name += " (2 operands)" if rest.startswith("[S[S[S)") else " (3 operands)"
    if name == "keccak":
        name += "(long[])" if rest.startswith("[J") else "()"
    return name + (f" from {via}" if via else "")


def calls_rows(rec: CallsRecord) -> list[list[str]]:
    """Per counted method (sum terms first, then the others): its calls per operation of every kind."""
    rows = []
    for key in [t.key for t in TERMS] + list(ALSO):
        if not any(any(rec.calls(k, key)) for k in KINDS):
            continue
        rows.append([short(key), *[calls_cell(rec.calls(k, key)) if any(rec.calls(k, key)) else "-"
                                   for k in KINDS]])
    return rows


def figure_rows(figs: list[OpFigure]) -> list[list[str]]:
    return [[f.kind, f"{f.ours_mean:,.0f}{spread(f.ours)}", f"{f.c2_mean:,.0f}{spread(f.c2)}",
             f"{f.ratio:.2f}", ", ".join(short(k) for k in f.missing) or "-"] for f in figs]


FIGURE_HEADERS = ["operation", "ours (VLEN 128)", "C2", "C2 / ours", "called, no figure (left out)"]


def text_table(rec: CallsRecord, figs: list[OpFigure]) -> str:
    """The CLI's plain-text view: calls per operation, then the sums."""
    from stubforge.bench.report import markdown
    return (f"calls per operation ({rec.ops} of each kind, {rec.runtime.split(' / ')[-1]}):\n"
            + markdown(calls_rows(rec), ["method", *KINDS]) + "\n\ninstructions per operation in the "
            "intrinsified methods (mean, range over the operations):\n"
            + markdown(figure_rows(figs), FIGURE_HEADERS))
