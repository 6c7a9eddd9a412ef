"""C2's compiled code for a Java method, counted exactly inside a running riscv64 JVM under qemu-riscv64.

Where no RISC-V HotSpot has an intrinsic (SHA-3, ML-KEM), what a stubforge stub replaces is the code
C2 compiles for the Java method. This module counts it, as bench/hotspot_own.py counts HotSpot's own
stubs (`stubforge bench --jvm J --sysroot S --c2 sun.security.provider.SHA3::keccak`):

1. StubBench (jdk/java/StubBench.java) runs a Java workload reaching the method (WORKLOADS: SHA3-256
   through MessageDigest, ML-KEM-768 key generation + encapsulation + decapsulation and ML-DSA-65 key
   generation + signature + verification through the JCA), C2 alone, compiling at a low threshold in
   the calling thread (-XX:-TieredCompilation -XX:CompileThreshold=100 -Xbatch), the intrinsics off
   (-XX:-UseSHA3Intrinsics, -UseKyberIntrinsics, -UseDilithiumIntrinsics: 27 has none on RISC-V, the
   flags say so), address randomisation off (setarch -R), with -XX:+LogCompilation (every nmethod's
   address, size, code offsets and method) and -XX:+SegmentedCodeCache -XX:+PrintCodeCache: C2's code
   alone in the 'non-profiled nmethods' heap, whose bounds the JVM prints at exit.
2. ONE run counts, because where C2 puts a method depends on when it compiles, which differs between
   runs of a workload as large as ML-KEM's: QEMU logs every block run in that whole heap
   (``-d in_asm,exec,nochain -dfilter <heap>``, the heap's bounds from a -version run with the same
   flags), and afterwards the same run's own output says what ran where (count_run, check_one_run):
   its printed heap must be the one logged, no heap may have been full (CodeCache would put code in
   another), and no other nmethod of the run may ever have been placed over one counted (freed
   space reused), else the method is not counted. Blocks are then put down to nmethods by address.
3. The method's C2 nmethods (not its OSR compilations, which only run inside an interpreted call)
   are found in that log; a method C2 only ever inlined has none, and the error names its callers
   (`--c2-dontinline` keeps it out of them: it then compiles by itself, its own callees inlined as
   before; only the call and return are added). A callee named after it is counted in its own
   nmethods, or, inlined into the method, inside the method's.
4. A call is an entry at the first method's nmethod (its first instruction, which C2's code never
   branches back to); what runs in the counted nmethods from one entry to the next is that call
   (the further methods named: its callees that C2 did not inline, counted with it). The workload's
   last calls must all run the same number of instructions (every measured operation is the same);
   that number is the figure, per nmethod as well.

Every run's printed result is checked against hashlib, kyber-py or dilithium-py first, as for the stubs.
Records go to bench/hotspot/c2-jdk<release>.json (load()).
"""
from __future__ import annotations

import bisect
import json
import os
import re
import subprocess
import tempfile
import textwrap
from dataclasses import asdict, dataclass, field
from pathlib import Path

from stubforge.bench.count import LOG_ITEMS, parse_log
from stubforge.bench.hotspot_own import BENCH_DIR, JAVA_SRC, HotspotBenchError, _no_aslr, release_of
from stubforge.files import atomic_write, read_json
from stubforge.sim.errors import SimError
from stubforge.sim.toolchain import MODEL_LLVM
from stubforge.jdk.jvm import Jvm, compile_checker, fill_template, java_imports
from stubforge.stubs import WARM_SIZE, Workload, bench_data

# C2 alone, compiling early and in the calling thread: one compilation at a time, in program order,
# so two runs of the same command lay the code cache out alike.
C2_FLAGS = ["-XX:-TieredCompilation", "-XX:CompileThreshold=100", "-Xbatch", "-XX:+PrintFlagsFinal"]
# Off wherever the JVM has them (diagnostic flags, off by default on RISC-V in 27: no stub exists):
# C2 must compile the Java code, never call a stub.
INTRINSIC_FLAGS = ("UseSHA3Intrinsics", "UseKyberIntrinsics", "UseDilithiumIntrinsics")
# One run counts (C2Bench.measure): C2's nmethods in a code heap of their own ('non-profiled nmethods':
# the only one holding C2's code without tiered compilation, and nothing but nmethods), whose bounds the
# JVM prints at exit, so that the counting run says itself where it put that heap.
ONE_RUN_FLAGS = ["-XX:+SegmentedCodeCache", "-XX:+PrintCodeCache"]
C2_HEAP = "non-profiled nmethods"
QUIET_FLAGS = ("-XX:+PrintFlagsFinal", "-XX:+PrintCodeCache")     # output only: not recorded
DEFAULT_CALLS = 4
HEAD_SCALING = 0.1       # CompileThresholdScaling of the methods counted, with --c2-dontinline
LAST = 64          # calls whose spread is recorded where they are not all alike


# ---- workloads --------------------------------------------------------------------------------

_SHA3_JAVA = """\
MessageDigest m = MessageDigest.getInstance("SHA3-256");
return (buf, n) -> { m.update(buf, 0, n); return m.digest(); };"""


def _sha3_reference(data: bytes, calls: int) -> str:
    import hashlib
    return hashlib.sha3_256(data).hexdigest()


# Every call is the same ML-KEM-768 operation: key generation from data[0..64] (d || z), encapsulation
# with m = data[64..96], decapsulation checked against it; the result is the ciphertext and the key.
# javax.crypto.KEM (Java 21) is reached by reflection: StubBench compiles with --release 17.
# A SecureRandom that hands out `seed`'s bytes in order: key generation and encapsulation/signing
# become deterministic functions of the call's data, which the outside reference recomputes.
_FIXED_RANDOM = """new SecureRandom() {
        int pos = 0;
        @Override public void nextBytes(byte[] b) { System.arraycopy(seed, pos, b, 0, b.length); pos += b.length; }
    }"""

_MLKEM_JAVA = """\
KeyPairGenerator g = KeyPairGenerator.getInstance("ML-KEM-768");
Class<?> kemClass = Class.forName("javax.crypto.KEM");
Object kem = kemClass.getMethod("getInstance", String.class).invoke(null, "ML-KEM");
java.lang.reflect.Method newEnc = kemClass.getMethod("newEncapsulator", PublicKey.class, SecureRandom.class);
java.lang.reflect.Method newDec = kemClass.getMethod("newDecapsulator", PrivateKey.class);
return (buf, n) -> {
    byte[] seed = java.util.Arrays.copyOfRange(buf, 0, 96);
    SecureRandom fixed = FIXED_RANDOM;
    g.initialize(new NamedParameterSpec("ML-KEM-768"), fixed);
    KeyPair kp = g.generateKeyPair();
    Object encapsulator = newEnc.invoke(kem, kp.getPublic(), fixed);
    Object enc = encapsulator.getClass().getMethod("encapsulate").invoke(encapsulator);
    byte[] ct = (byte[]) enc.getClass().getMethod("encapsulation").invoke(enc);
    byte[] key = ((SecretKey) enc.getClass().getMethod("key").invoke(enc)).getEncoded();
    Object decapsulator = newDec.invoke(kem, kp.getPrivate());
    byte[] back = ((SecretKey) decapsulator.getClass().getMethod("decapsulate", byte[].class)
            .invoke(decapsulator, (Object) ct)).getEncoded();
    if (!java.util.Arrays.equals(back, key)) throw new AssertionError("ML-KEM-768 decapsulation differs");
    byte[] out = java.util.Arrays.copyOf(ct, ct.length + back.length);
    System.arraycopy(back, 0, out, ct.length, back.length);
    return out;
};""".replace("FIXED_RANDOM", _FIXED_RANDOM)


def _mlkem_reference(data: bytes, calls: int) -> str:
    from kyber_py.ml_kem import ML_KEM_768      # an outside implementation (FIPS 203)
    ek, dk = ML_KEM_768.key_derive(data[:64])
    key, ct = ML_KEM_768._encaps_internal(ek, data[64:96])
    return (ct + ML_KEM_768.decaps(dk, ct))[-64:].hex()


# Every call is the same ML-DSA-65 operation: key generation from the seed data[0..32], a signature of
# data[64..128] with rnd = data[32..64] (FIPS 204's hedged signing, its randomness fixed), verified;
# the result is the signature.
_MLDSA_JAVA = """\
KeyPairGenerator g = KeyPairGenerator.getInstance("ML-DSA-65");
Signature s = Signature.getInstance("ML-DSA-65");
return (buf, n) -> {
    byte[] seed = java.util.Arrays.copyOfRange(buf, 0, 64);
    SecureRandom fixed = FIXED_RANDOM;
    g.initialize(new NamedParameterSpec("ML-DSA-65"), fixed);
    KeyPair kp = g.generateKeyPair();
    byte[] msg = java.util.Arrays.copyOfRange(buf, 64, 128);
    s.initSign(kp.getPrivate(), fixed);
    s.update(msg);
    byte[] sig = s.sign();
    s.initVerify(kp.getPublic());
    s.update(msg);
    if (!s.verify(sig)) throw new AssertionError("ML-DSA-65 verification failed");
    return sig;
};""".replace("FIXED_RANDOM", _FIXED_RANDOM)


def _mldsa_reference(data: bytes, calls: int) -> str:
    from dilithium_py.ml_dsa import ML_DSA_65     # an outside implementation (FIPS 204)
    pk, sk = ML_DSA_65.key_derive(data[:32])
    # FIPS 204 ML-DSA.Sign: M' = 0 || len(ctx) = 0 || M, signed with the given rnd
    sig = ML_DSA_65._sign_internal(sk, b"\0\0" + data[64:128], data[32:64])
    assert ML_DSA_65.verify(pk, data[64:128], sig)
    return sig[-64:].hex()


WORKLOADS = {
    "sha3-256": Workload("sha3-256", _SHA3_JAVA, _sha3_reference, ("java.security.MessageDigest",)),
    "ml-dsa-65": Workload("ml-dsa-65", _MLDSA_JAVA, _mldsa_reference,
                          ("java.security.KeyPair", "java.security.KeyPairGenerator", "java.security.SecureRandom",
                           "java.security.Signature", "java.security.spec.NamedParameterSpec")),
    "ml-kem-768": Workload("ml-kem-768", _MLKEM_JAVA, _mlkem_reference,
                           ("java.security.KeyPair", "java.security.KeyPairGenerator", "java.security.PrivateKey",
                            "java.security.PublicKey", "java.security.SecureRandom",
                            "java.security.spec.NamedParameterSpec", "javax.crypto.SecretKey")),
}
# The workload that reaches a class's methods, when --c2-workload does not say.
WORKLOAD_OF = {"SHA3": "sha3-256", "ML_KEM": "ml-kem-768", "ML_DSA": "ml-dsa-65"}
# Warm-up calls (StubBench's -Dstubforge.warm) where C2's code is reached in fewer than StubBench's 600:
# every call after the methods' compilation is logged (the whole C2 code heap), so fewer is faster. With
# --c2-dontinline the methods counted compile after about 20 calls (HEAD_SCALING); the rarest, ML-KEM's
# 3-operand add, runs twice per operation (encryption in encapsulation and in decapsulation).
WARM_OF = {"ml-kem-768": 20, "ml-dsa-65": 10}


def bench_source() -> Path:
    """StubBench.java with the C2 workloads as the cases of op()."""
    ws = WORKLOADS.values()
    cases = "".join(f'case "{w.alg}": {{\n' + textwrap.indent(w.java.rstrip("\n"), "    ") + "\n}\n" for w in ws)
    return fill_template(JAVA_SRC, {"imports": java_imports(i for w in ws for i in w.imports), "cases": cases,
                                    "warm": ""})


def expected(alg: str, size: int, calls: int) -> str:
    """What StubBench prints for `alg`: its last result (its last 64 bytes), from the outside library."""
    n = size if calls else WARM_SIZE
    return WORKLOADS[alg].reference(bench_data(max(size, WARM_SIZE))[:n], calls)


# ---- -XX:+LogCompilation ----------------------------------------------------------------------

@dataclass(frozen=True)
class NMethod:
    compile_id: int
    method: str            # "sun.security.provider.SHA3 keccak ([J)V"
    address: int           # the nmethod's header
    size: int
    entry: int             # the first instruction (the entry point; for a static method the only one)
    code_end: int          # exclusive: the end of the instructions and stubs sections
    osr: bool

    @property
    def range(self) -> tuple[int, int]:
        return self.entry, self.code_end


_NMETHOD_RE = re.compile(r"^<nmethod ([^>]*?)/?>", re.M)
_ATTR_RE = re.compile(r"(\w+)='([^']*)'")


def parse_nmethods(log: str) -> list[NMethod]:
    """C2's nmethods of a LogCompilation file, in the order they were installed."""
    out = []
    for m in _NMETHOD_RE.finditer(log):
        a = dict(_ATTR_RE.findall(m.group(1)))
        if a.get("compiler") != "c2" or "address" not in a:
            continue
        address, size = int(a["address"], 16), int(a["size"])
        # insts then stubs; the offsets after them (oops, metadata) are data, never executed
        ends = [int(a[k]) for k in ("oops_offset", "metadata_offset") if k in a and int(a[k]) > int(a["stub_offset"])]
        end = address + (min(ends) if ends else size)
        out.append(NMethod(int(a["compile_id"]), a["method"], address, size, int(a["entry"], 16), end,
                           a.get("compile_kind") == "osr"))
    return out


@dataclass(frozen=True)
class Heap:
    name: str
    low: int
    high: int              # exclusive: the end of the reserved range
    size: int              # KiB, as printed
    max_used: int


_HEAP_RE = re.compile(r"^CodeHeap '([^']+)': size=(\d+)Kb used=\d+Kb max_used=(\d+)Kb free=\d+Kb\s*\n"
                      r"\s*bounds \[(0x[0-9a-f]+), 0x[0-9a-f]+, (0x[0-9a-f]+)\]", re.M)


def code_heaps(text: str) -> dict[str, Heap]:
    """-XX:+PrintCodeCache's code heaps (printed at exit): "CodeHeap 'NAME': size=..Kb used=..Kb
    max_used=..Kb free=..Kb" then "bounds [low, committed high, reserved high]"."""
    return {m.group(1): Heap(m.group(1), int(m.group(4), 16), int(m.group(5), 16), int(m.group(2)),
                             int(m.group(3))) for m in _HEAP_RE.finditer(text)}


def c2_heap(text: str) -> tuple[int, int]:
    h = code_heaps(text).get(C2_HEAP)
    if h is None:
        raise HotspotBenchError(f"the JVM printed no '{C2_HEAP}' code heap (-XX:+SegmentedCodeCache "
                                "-XX:+PrintCodeCache): C2's code cannot be told from the rest")
    return h.low, h.high


@dataclass(frozen=True)
class Blob:
    compile_id: int
    method: str
    address: int
    size: int


def all_nmethods(log: str) -> list[Blob]:
    """Every nmethod a LogCompilation file names (C2's, native wrappers, OSR), header to end."""
    out = []
    for m in _NMETHOD_RE.finditer(log):
        a = dict(_ATTR_RE.findall(m.group(1)))
        if "address" in a and "size" in a:
            out.append(Blob(int(a.get("compile_id", -1)), a.get("method", "?"), int(a["address"], 16),
                            int(a["size"])))
    return out


def check_one_run(want: dict[str, list[NMethod]], blobs: list[Blob], heaps: dict[str, Heap],
                  heap: tuple[int, int]) -> None:
    """Raises unless the blocks QEMU logged in `heap` can be put down to `want`'s nmethods by address
    alone: the counting run printed that same C2 heap (its filter), no heap overflowed into another
    (CodeCache's fallback when one is full), every nmethod counted lies in the heap and no other
    nmethod of the run was ever placed over one of them (freed code's space reused)."""
    h = heaps.get(C2_HEAP)
    if h is None or (h.low, h.high) != tuple(heap):
        got = f"{h.low:#x}..{h.high:#x}" if h else "none"
        raise HotspotBenchError(f"the counting run's '{C2_HEAP}' heap ({got}) is not the one QEMU logged "
                                f"({heap[0]:#x}..{heap[1]:#x}): the -version run reserved it elsewhere")
    full = [x.name for x in heaps.values() if x.max_used + 64 >= x.size]
    if full:
        raise HotspotBenchError(f"code heap {full[0]!r} was full: code may have been put in another heap")
    for ns in want.values():
        for n in ns:
            if not (heap[0] <= n.address and n.address + n.size <= heap[1]):
                raise HotspotBenchError(f"{n.method} (compilation {n.compile_id}, {n.address:#x}) lies outside "
                                        f"the logged heap {heap[0]:#x}..{heap[1]:#x}")
            for b in blobs:
                if (b.compile_id, b.address) != (n.compile_id, n.address) and \
                        b.address < n.address + n.size and n.address < b.address + b.size:
                    raise HotspotBenchError(f"{b.method} (compilation {b.compile_id}) was placed over "
                                            f"{n.method} (compilation {n.compile_id}, {n.address:#x}) in the "
                                            "same run: its blocks cannot be told apart by address")


def count_run(stdout: str, log: str, heap: tuple[int, int], groups) -> tuple[dict, dict]:
    """From the counting run's own output: each group's nmethods ({head: {pattern: [NMethod]}}) that
    check_one_run accepts, and why the others are not counted ({head: reason})."""
    nms, blobs, heaps = parse_nmethods(log), all_nmethods(log), code_heaps(stdout)
    wants, why = {}, {}
    for g in groups:
        try:
            w = with_callees(select(nms, g, log), nms, log)
            check_one_run(w, blobs, heaps, heap)
            wants[g[0]] = w
        except HotspotBenchError as e:
            why[g[0]] = str(e)
    return wants, why


class Kept(list):
    """The blocks run in the given ranges, in order (parse_log's `order`): the whole heap's blocks are
    logged, only those of the nmethods counted are kept, and one None for every run of other blocks
    between them (C2's code elsewhere ran: calls_of ends a call there)."""

    def __init__(self, ranges):
        super().__init__()
        self.ranges = sorted(ranges)
        self.fresh: list = []           # the kept blocks in the order they were translated (translations())
        self._seen: set[int] = set()

    def append(self, blk) -> None:
        a = blk.addrs[0]
        for lo, hi in self.ranges:
            if lo <= a < hi:
                if id(blk) not in self._seen:
                    self._seen.add(id(blk))
                    self.fresh.append(blk)
                super().append(blk)
                return
        if self and self[-1] is not None:
            super().append(None)


def left_calls(log: str, compile_id: int) -> list[str]:
    """The methods compilation `compile_id` calls without inlining them, as nmethods name them
    ("com.sun.crypto.provider.ML_KEM seilerNTT ([I)V"): where they have nmethods, their code runs
    inside the call and is counted with it (with_callees)."""
    m = re.search(rf"<task compile_id='{compile_id}'.*?</task>", log, re.S)
    if not m:
        return []
    body = m.group(0)
    klass = dict(re.findall(r"<(?:type|klass) id='(\d+)' name='([^']*)'", body))
    desc = lambda i: _descriptor(klass.get(i, "?")).replace(".", "/")  # noqa: E731
    meths = {}
    for attrs in re.findall(r"<method ([^>]*)/>", body):
        a = dict(_ATTR_RE.findall(attrs))
        sig = "(" + "".join(desc(t) for t in a.get("arguments", "").split()) + ")" + desc(a.get("return", ""))
        meths[a["id"]] = f"{klass.get(a.get('holder'), '?')} {a['name']} {sig}"
    return sorted({meths[i] for i in re.findall(r"<call method='(\d+)'[^>]*/>\s*<inline_fail", body) if i in meths})


def with_callees(want: dict[str, list[NMethod]], nms: list[NMethod], log: str) -> dict[str, list[NMethod]]:
    """`want` with the nmethods of every method its compilations call without inlining, transitively
    (ML_KEM's implKyberNttJava may call seilerNTT's nmethod): what runs during a call is counted."""
    out = {k: list(v) for k, v in want.items()}
    seen = {n.compile_id for ns in out.values() for n in ns}
    todo = sorted(seen)
    while todo:
        for meth in left_calls(log, todo.pop()):
            for n in nms:
                if n.method == meth and not n.osr and n.compile_id not in seen:
                    out.setdefault(meth.replace(" ", "::", 1).replace(" ", ""), []).append(n)
                    seen.add(n.compile_id)
                    todo.append(n.compile_id)
    return out


def not_entrant(log: str) -> set[int]:
    """Compilations made not entrant (deoptimised or replaced) during the run."""
    return {int(x) for x in re.findall(r"<make_not_entrant [^>]*compile_id='(\d+)'(?! compile_kind='osr')", log)}


def split_pattern(pattern: str) -> tuple[str, str, str]:
    """'sun.security.provider.SHA3::keccak([J)V' -> (class, name, signature prefix); the class may be
    given by its simple name ('SHA3::keccak'), the signature left out."""
    m = re.fullmatch(r"([\w.$/]+)::(\w+|<init>)(\(.*)?", pattern.strip())
    if not m:
        raise HotspotBenchError(f"--c2 {pattern!r}: name a method as Class::method or "
                                "package.Class::method, optionally with its signature (Class::method([J)V)")
    return m.group(1).replace("/", "."), m.group(2), m.group(3) or ""


def matches(pattern: str, method: str) -> bool:
    cls, name, sig = split_pattern(pattern)
    try:
        mcls, mname, msig = method.split(" ")
    except ValueError:
        return False
    return (mname == name and msig.startswith(sig)
            and (mcls == cls or mcls.endswith("." + cls) or mcls.endswith("$" + cls)))


_PRIM = {"void": "V", "boolean": "Z", "byte": "B", "char": "C", "short": "S", "int": "I", "long": "J",
         "float": "F", "double": "D"}


def _descriptor(name: str) -> str:
    return _PRIM.get(name) or (name if name.startswith("[") else f"L{name};")


def _task_methods(body: str) -> dict[str, tuple[str, str]]:
    """A compilation task's <method> elements: id -> (name, signature), the signature from its
    <type>/<klass> elements (a task declares every id it uses)."""
    types = {i: n for i, n in re.findall(r"<(?:type|klass) id='(\d+)' name='([^']*)'", body)}
    out = {}
    for attrs in re.findall(r"<method ([^>]*)/>", body):
        a = dict(_ATTR_RE.findall(attrs))
        args = "".join(_descriptor(types.get(t, "?")) for t in a.get("arguments", "").split())
        out[a["id"]] = (a["name"], f"({args}){_descriptor(types.get(a.get('return', ''), '?'))}")
    return out


def inlined_into(log: str, pattern: str) -> list[str]:
    """The methods whose C2 compilation inlined a call of `pattern` (read from the compilation tasks)."""
    cls, name, sig = split_pattern(pattern)
    out = []
    for task in re.finditer(r"<task compile_id='\d+'(?: compile_kind='osr')? method='([^']*)'.*?</task>", log, re.S):
        body = task.group(0)
        ids = [i for i, (n, s) in _task_methods(body).items() if n == name and s.startswith(sig)]
        if any(re.search(rf"<call method='{i}'[^>]*/>\s*<inline_success", body) for i in ids):
            out.append(task.group(1))
    return sorted(set(out))


def not_inlined_calls(log: str, compile_id: int) -> list[str]:
    """The calls C2 left in compilation `compile_id` (not inlined, not intrinsics): their code runs in
    other nmethods, counted only when named too."""
    m = re.search(rf"<task compile_id='{compile_id}'.*?</task>", log, re.S)
    if not m:
        return []
    body = m.group(0)
    names = dict(re.findall(r"<method id='(\d+)' holder='\d+' name='([\w<>$]+)'", body))
    out = []
    for mid, outcome in re.findall(r"<call method='(\d+)'[^>]*/>\s*<(inline_fail reason='[^']*'|inline_success|"
                                   r"intrinsic)", body):
        if outcome.startswith("inline_fail"):
            reason = outcome.split("'")[1]
            if reason not in ("never executed", "unloaded signature classes"):
                out.append(f"{names.get(mid, mid)} ({reason})")
    return sorted(set(out))


# ---- measuring --------------------------------------------------------------------------------

@dataclass
class C2Measurement:
    """C2's code for one Java method (and the callees counted with it) per call, in one JVM."""
    method: str                        # the pattern measured (calls are counted at its entry)
    also: list                         # further patterns counted with it (callees C2 left as calls)
    workload: str
    size: int                          # bytes per workload call (sha3-256); ignored by ml-kem-768
    jvm_flags: list
    vlen: int
    per_call: int                      # instructions from one entry to the next, in the counted nmethods
    calls: int                         # calls seen (entries of the first method's nmethods)
    identical: int                     # of them, the last ones running exactly per_call
    nmethods: list = field(default_factory=list)     # {method, compile_id, address, size, per_call}
    not_inlined: list = field(default_factory=list)  # calls C2 left in the counted code to no nmethod (not counted)
    inlined_into: list = field(default_factory=list)  # compilations that inlined the method (not counted)
    dontinline: bool = False
    config: list = field(default_factory=list)        # the extra JVM flags (--c2-flag), e.g. -XX:-UseZbb
    spread: list = field(default_factory=list)        # [min, max] of the last calls where they differ
    # where they differ: how many of the last LAST calls ran each count ({"1478": 50, ...}): calls of
    # several lengths (12-to-16 of a polynomial and of a sampling block) tell apart
    last_calls: dict = field(default_factory=dict)
    # the bytes of every instruction the kept calls ran, from QEMU's in_asm log (translations, code_record)
    code: dict = field(default_factory=dict)
    # instructions -> trace.Compressed JSON: the last call of the figure's length and of each length of
    # last_calls, in the order its blocks ran, callees included (offsets from code["base"])
    trace: dict = field(default_factory=dict)
    # model -> {instructions: modelled cycles of that call} or {"na": why}: every model of the VLEN
    cycles: dict = field(default_factory=dict)
    llvm: int | None = None            # the llvm-mca major of the cycles
    # offsets in `code` of instructions the run rewrote between translations, operands only (a constant
    # array's address the GC moved: rewritten()); costed with their last bytes
    patched: list = field(default_factory=list)


@dataclass
class C2Release:
    release: str
    runtime: str
    qemu: str
    date: str
    measurements: list[C2Measurement]
    exceptions: dict = field(default_factory=dict)    # method -> why it has no figure


class C2Bench:
    """Runs StubBench's C2 workloads in one JVM and counts C2's code for named methods."""

    def __init__(self, java_home, sysroot, libjvm=None, calls: int = DEFAULT_CALLS, progress=None, extra=()):
        self.jvm = Jvm(Path(java_home).resolve(), Path(sysroot).resolve(), libjvm)
        self.classes = compile_checker(bench_source())
        self.calls = calls
        self._say = progress or (lambda s: None)
        self.exceptions: dict[str, str] = {}       # method -> why it was not counted
        self.extra = list(extra)                   # JVM flags of the CPU configuration measured (-XX:-UseZbb)

    def flags(self, methods, dontinline: bool) -> list[str]:
        known = self.jvm.known_flags()
        out = [*C2_FLAGS, *(f"-XX:-{f}" for f in INTRINSIC_FLAGS if f in known), *self.extra]
        if dontinline:
            out += ["-XX:CompileCommand=quiet", *(f"-XX:CompileCommand=dontinline,{_compile_command(p)}"
                                                  for p in methods)]
            # A method kept out of its callers is compiled on its own invocation count (192 calls
            # here): ML-KEM's 3-operand add runs twice per operation. The methods counted are wrappers
            # (their Java callee, then `return 1`), compiled the same whenever it happens: scaled, C2
            # compiles them within a few operations and fewer warm-up calls are logged.
            out += [f"-XX:CompileCommand=CompileThresholdScaling,{_compile_command(p)},{HEAD_SCALING}"
                    for p in methods]
        return out

    def run(self, vlen, flags, alg, size, calls, heap=None, analyse=None):
        """One run of the workload, QEMU logging every block run in `heap` (lo, hi) when given. Returns
        (stdout, the LogCompilation text, analyse(stdout, that text, the QEMU log's path) or None)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QEMU_", "JAVA_TOOL", "_JAVA", "JDK_JAVA"))}
        # the same directory name length in every run: the JVM's command line is the same length
        with tempfile.TemporaryDirectory(prefix="stubforge-c2bench-") as d:
            log, comp = Path(d) / "qemu.log", Path(d) / "c2.log"
            qargs = []
            if heap:
                qargs = ["-d", LOG_ITEMS, "-dfilter", f"{heap[0]:#x}+{heap[1] - heap[0]:#x}", "-D", str(log)]
            args = ["-cp", str(self.classes), "StubBench", alg, f"{size:07d}", f"{calls:06d}"]
            cmd = [*_no_aslr(), *self.jvm.command(vlen, [*flags, "-XX:+LogCompilation", f"-XX:LogFile={comp}"],
                                                  args, qargs)]
            r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=7200, cwd=d)
            if r.returncode:
                raise HotspotBenchError(f"the JVM failed (exit {r.returncode}) running {' '.join(cmd[-6:])}:\n"
                                        f"{(r.stderr or r.stdout)[-2000:]}")
            got = dict(re.findall(r"^([\w-]+) ([0-9a-f]+)$", r.stdout, re.M)).get(alg)
            want = expected(alg, size, calls)
            if got != want:
                raise HotspotBenchError(f"the JVM computed a wrong {alg} ({calls} calls of {size} bytes): {got} "
                                        f"instead of {want}; C2's code counted there would mean nothing")
            text = comp.read_text(errors="replace")
            return r.stdout, text, (analyse(r.stdout, text, str(log)) if analyse else None)

    def heap(self, vlen: int, flags) -> tuple[int, int]:
        """Where C2's code heap is reserved with `flags` (a -version run): the counting run's filter,
        which that run must print again (count_run)."""
        r = subprocess.run([*_no_aslr(), *self.jvm.command(vlen, flags, ["-version"])], capture_output=True,
                           text=True, timeout=600)
        if r.returncode:
            raise HotspotBenchError(f"the JVM failed (exit {r.returncode}) with {' '.join(flags)}:\n"
                                    f"{(r.stderr or r.stdout)[-2000:]}")
        return c2_heap(r.stdout)

    def measure(self, groups, workload: str | None = None, size: int = 4096, vlen: int = 128,
                dontinline: bool = False) -> list[C2Measurement]:
        """Each group (a method, then the callees counted with it) counted in ONE run: QEMU logs every
        block run in C2's whole code heap, and the same run's LogCompilation says afterwards which
        nmethods are the groups' (count_run checks that run's own heap and ranges). A group that cannot
        be counted is named in self.exceptions, the others stand."""
        heads = [g[0] for g in groups]
        alg = workload or default_workload(heads[0])
        if alg not in WORKLOADS:
            raise HotspotBenchError(f"--c2-workload {alg!r}: known: {', '.join(WORKLOADS)}")
        # only the methods calls are counted at: their callees are compiled as they would be
        flags = self.flags(heads, dontinline) + ONE_RUN_FLAGS
        if alg in WARM_OF:
            flags.append(f"-Dstubforge.warm={WARM_OF[alg]}")
        heap = self.heap(vlen, flags)
        self._say(f"{alg}: counting {', '.join('+'.join(g) for g in groups)} in one run logging C2's code heap "
                  f"{heap[0]:#x}..{heap[1]:#x}")

        def analyse(stdout, log, qlog):
            wants, why = count_run(stdout, log, heap, groups)
            every = [n for w in wants.values() for ns in w.values() for n in ns]
            order = Kept([n.range for n in every])
            if every:                   # else nothing to count: every group is in `why`
                parse_log(qlog, order)
            # each group's calls, keeping the last call of each length of the figure and of the last LAST
            # calls: their bytes are read from this run's in_asm log before it is deleted
            calls, runs = {}, {}
            for head, want in wants.items():
                kept: dict = {}
                calls[head] = calls_of(order, want, head, every=True, keep=kept)
                lengths = {calls[head][0], *calls[head][4][-LAST:]} if calls[head][1] else set()
                runs[head] = {n: kept[n] for n in lengths}
            return wants, why, calls, runs, translations(qlog, order.fresh) if every else {}

        _, log, (wants, why, calls, runs, tbytes) = self.run(vlen, flags, alg, size, self.calls, heap, analyse)
        for head, reason in why.items():
            self._fail(head, reason)
        out = []
        for g in groups:
            head, want = g[0], wants.get(g[0])
            if want is None:
                continue
            self._say(f"{head}: " + ", ".join(f"{n.method} #{n.compile_id} at {n.entry:#x}"
                                               for ns in want.values() for n in ns))
            per_call, seen, same, split, totals = calls[head]
            if seen == 0:
                self._fail(head, "its nmethods never ran: the workload's compiled code calls it from nowhere "
                                 f"(inlined into {', '.join(inlined_into(log, head)) or 'no compilation'})")
                continue
            spread, last_calls = [], {}
            if same < min(self.calls, seen) or len(set(totals[-LAST:])) > 1:
                # calls of several lengths (12-to-16 of a whole polynomial and of a sampling buffer): the
                # figure is the last call's, with the range of the last LAST calls beside it
                spread = [min(totals[-LAST:]), max(totals[-LAST:])]
                last_calls = {str(t): totals[-LAST:].count(t) for t in sorted(set(totals[-LAST:]))}
                self._say(f"{head}: its last calls ran {spread[0]}..{spread[1]} instructions (not all alike)")
            gone = not_entrant(log) & {n.compile_id for n in want[head]}
            if gone:
                self._say(f"{alg}: compilation(s) {sorted(gone)} of {head} were made not entrant during the run")
            nm = [{"method": n.method, "compile_id": n.compile_id, "address": f"{n.entry:#x}",
                   "size": n.code_end - n.entry, "per_call": split.get(n.compile_id, 0)}
                  for ns in want.values() for n in ns]
            # calls C2 left in the counted code to methods without an nmethod (interpreted): not counted
            counted = {n.method for ns in want.values() for n in ns}
            left = sorted({c for ns in want.values() for n in ns for c in left_calls(log, n.compile_id)} - counted)
            out.append(C2Measurement(head, list(g[1:]), alg, size, [f for f in flags if f not in QUIET_FLAGS],
                                     vlen, per_call, seen, same, nm, left, inlined_into(log, head), dontinline,
                                     list(self.extra), spread, last_calls))
            model_calls(out[-1], runs[head], tbytes, self._say)
        return out

    def _fail(self, head: str, why: str) -> None:
        self._say(f"{head}: not counted: {why}")
        self.exceptions[head] = why

    def runtime(self) -> str:
        r = subprocess.run(self.jvm.command(128, [], ["-version"]), capture_output=True, text=True, timeout=600)
        return " / ".join(x.strip() for x in r.stderr.strip().splitlines())


def _compile_command(pattern: str) -> str:
    """A CompileCommand method pattern: every overload (the signature left out), a simple class name
    matched as a suffix."""
    cls, name, _ = split_pattern(pattern)
    return f"{cls if '.' in cls else '*' + cls}::{name}"


def default_workload(pattern: str) -> str:
    cls = split_pattern(pattern)[0].rsplit(".", 1)[-1]
    if cls not in WORKLOAD_OF:
        raise HotspotBenchError(f"--c2 {pattern}: no workload reaches {cls} by default; name one with "
                                f"--c2-workload ({', '.join(WORKLOADS)})")
    return WORKLOAD_OF[cls]


def select(nms: list[NMethod], methods, log: str) -> dict[str, list[NMethod]]:
    """Each pattern's standard C2 nmethods (OSR compilations run only inside an interpreted call)."""
    out = {}
    for p in methods:
        mine = [n for n in nms if matches(p, n.method) and not n.osr]
        if not mine and p != methods[0] and {n.method for n in out[methods[0]]} <= set(inlined_into(log, p)):
            out[p] = []         # a callee C2 inlined into the method: its code is counted in the method's
            continue
        if not mine:
            where = inlined_into(log, p)
            osr = [n for n in nms if matches(p, n.method)]
            why = (f"C2 inlined it into {', '.join(where[:6])}" if where else
                   "only an OSR compilation" if osr else "the workload never got it compiled")
            raise HotspotBenchError(f"--c2 {p}: no nmethod of its own ({why}); --c2-dontinline keeps it "
                                    "out of its callers")
        if p == methods[0] and not all(is_static(log, n.compile_id) for n in mine):
            # an instance method's direct calls enter at its verified entry point, past the inline-cache
            # check, and LogCompilation gives only the first: its calls cannot be told apart
            raise HotspotBenchError(f"--c2 {p}: an instance method; calls are counted at the entry of a static "
                                    "method only (name the static method it calls, e.g. SHA3::keccak([J)V)")
        out[p] = mine
    return out


def is_static(log: str, compile_id: int) -> bool:
    """Whether compilation `compile_id`'s method is static (its task's first <method>: ACC_STATIC)."""
    m = re.search(rf"<task compile_id='{compile_id}'[^>]*>.*?<method [^>]*flags='(\d+)'", log, re.S)
    return bool(m and int(m.group(1)) & 0x8)


def calls_of(order: list, want: dict[str, list[NMethod]], head: str, every: bool = False, keep=None):
    """From a counting run's blocks in order: (instructions of the last call, calls seen, how many of
    the last calls ran exactly as many, the last call's instructions per compilation). A call runs from
    an entry at one of `head`'s nmethods through the blocks of `want`'s nmethods that follow, and ends
    at the first block run elsewhere in C2's code (None in `order`, or another group's nmethod): the
    caller's, on return. Blocks of `want`'s callees run outside a call (from other callers) are not
    the call's. With a dict `keep`, keep[n] becomes the blocks (in order) of the last call that ran n
    instructions: what C2's code executed, for its modelled cycles (executed_calls)."""
    entries = {n.entry for n in want[head]}
    spans = sorted((n.entry, n.code_end, n.compile_id) for ns in want.values() for n in ns)
    totals: list[int] = []
    split: dict[int, int] = {}
    cur: list = []
    inside = False

    def close():
        if keep is not None and totals and cur:
            keep[totals[-1]] = cur
    for blk in order:
        a = blk.addrs[0] if blk is not None else None
        cid = None if a is None else next((c for lo, hi, c in spans if lo <= a < hi), None)
        if cid is None:                 # the caller's code (or another group's): the call has returned
            inside = False
            continue
        if a in entries:
            close()
            totals.append(0)
            split, cur = {}, []
            inside = True
        if not inside:
            continue
        totals[-1] += len(blk.addrs)
        split[cid] = split.get(cid, 0) + len(blk.addrs)
        cur.append(blk)
    close()
    if not totals:
        return (0, 0, 0, {}, []) if every else (0, 0, 0, {})
    last, same = totals[-1], 0
    for t in reversed(totals):
        if t != last:
            break
        same += 1
    return (last, len(totals), same, split, totals) if every else (last, len(totals), same, split)


# ---- modelled cycles --------------------------------------------------------------------------------
# C2's code is costed as stubforge's stubs and HotSpot's own are (bench/trace.py): the exact sequence of
# blocks one call ran (calls_of's `keep`), compressed, through the pinned llvm-mca on every core model of
# the VLEN counted at. QEMU's in_asm log shows each instruction's encoding beside its address (riscv:
# "0x7fffe5170480:  7139  addi sp,sp,-64", the instruction as a 16- or 32-bit hex number), so the bytes
# are the ones that ran, with no hsdis; the pinned llvm-objdump reads them as it reads HotSpot's stubs.

_ENCODING_RE = re.compile(r"0x([0-9a-f]+):\s+([0-9a-f]{8}|[0-9a-f]{4})\s")


def translations(qlog: str, fresh: list) -> dict[int, tuple]:
    """The bytes of each block of `fresh` (Kept.fresh: blocks in the order parse_log made them, one per
    translation), {id(block): bytes of its instructions}, from the in_asm block QEMU logged for that
    translation. The JVM rewrites code while it runs (a call site resolved into a direct `jal`, the
    address of a constant array the GC moved), so an address may hold other bytes in another
    translation: each block gets its own. parse_log makes a block from the in_asm block logged last
    before its first run, so they pair up in order; an in_asm block of another address, or one QEMU
    translated again before running it, is passed over."""
    out, j, addrs, encs = {}, 0, [], []

    def close():
        nonlocal j
        if j < len(fresh) and addrs == list(fresh[j].addrs):
            out[id(fresh[j])] = tuple(encs)
            j += 1
    with open(qlog, "r", errors="replace") as f:
        for line in f:
            if line.startswith("0x"):
                m = _ENCODING_RE.match(line)
                if m:
                    addrs.append(int(m.group(1), 16))
                    encs.append(int(m.group(2), 16).to_bytes(len(m.group(2)) // 2, "little"))
            elif addrs:                     # the end of an in_asm block
                close()
                addrs, encs = [], []
    if addrs:
        close()
    return out


def rewritten(patched: dict[int, set]) -> list[int]:
    """Of the addresses the run rewrote ({address: its encodings}), those whose encodings are not all the same
    instruction with other operands. C2 materialises the address of a constant array (ML-KEM's zetas) in
    lui/addi/slli/addi and the GC patches those immediates when it moves the array: the instruction and
    its cost are the same (as hotspot_own accepts for a stub's `li` of a table address)."""
    from stubforge.bench.hotspot_own import disassemble
    order = [(a, b) for a in sorted(patched) for b in sorted(patched[a])]
    if not order:
        return []
    insns = disassemble(b"".join(b for _, b in order))
    if len(insns) != len(order):
        raise HotspotBenchError("the rewritten instructions of C2's code do not disassemble one by one")
    kinds: dict[int, set] = {}
    for (a, _), ins in zip(order, insns):
        kinds.setdefault(a, set()).add(ins.mnemonic)
    return [a for a, k in kinds.items() if len(k) > 1]


def model_calls(m: "C2Measurement", kept: dict, tbytes: dict, say=lambda s: None) -> None:
    """m's kept calls (calls_of's `keep`: their blocks in order; `tbytes`: translations()) recorded with
    their bytes and costed (remodel). Each address must have run the same instruction in them, up to
    operands (rewritten()); a kept call of another length that ran another instruction somewhere than the
    figure's call is dropped. The count stands without cycles ("n/a (why)") where they cannot be modelled."""
    def ran(n):
        out: dict[int, set] = {}
        for blk in kept[n]:
            for a, b in zip(blk.addrs, tbytes.get(id(blk), ())):
                out.setdefault(a, set()).add(b)
        return out

    def na(why):
        say(f"{m.method}: cycles not modelled: {why}")
        m.cycles = {name: {"na": f"n/a ({why})"} for name in _models(m.vlen)}

    unread = [blk.addrs[0] for blks in kept.values() for blk in blks if id(blk) not in tbytes]
    if unread:
        return na(f"no in_asm block in the log for the translation run at {unread[0]:#x}")
    main = ran(m.per_call)
    try:
        if rewritten({a: v for a, v in main.items() if len(v) > 1}):
            return na("an instruction of the call was rewritten into another while it ran")
        both = {m.per_call: main}
        for n in kept:
            if n != m.per_call:
                merged = {a: main.get(a, set()) | v for a, v in ran(n).items()}
                if rewritten({a: v for a, v in merged.items() if len(v) > 1}):
                    say(f"{m.method}: its call of {n} instructions ran other code than the last call: not modelled")
                    continue
                both[n] = merged
    except SimError as e:
        return na(str(e))
    variants: dict[int, set] = {}
    for bs in both.values():
        for a, v in bs.items():
            variants.setdefault(a, set()).update(v)
    # the figure's call's bytes (the last translation it ran), the others' where it did not run
    enc = {a: sorted(v)[0] for a, v in variants.items()}
    enc.update({blk_a: b for blk in kept[m.per_call] for blk_a, b in zip(blk.addrs, tbytes[id(blk)])})
    base = min(enc)
    m.code = code_record(enc)
    m.patched = [f"{a - base:#x}" for a in sorted(a for a, v in variants.items() if len(v) > 1)]
    m.trace = executed_calls({n: kept[n] for n in both}, both, enc, base)
    say(f"{m.method}: modelling its call(s) of {', '.join(m.trace)} instructions"
        + (f" ({len(m.patched)} instruction(s) rewritten in the run, operands only)" if m.patched else ""))
    try:
        remodel(m)
    except SimError as e:           # the count stands; the record keeps what to model it again with
        na(str(e))


def code_record(enc: dict[int, bytes]) -> dict:
    """The executed instructions' bytes as a record keeps them: their lowest address, and runs of
    consecutive instructions [offset from it, hex bytes]."""
    base, runs = min(enc), []
    for a in sorted(enc):
        if runs and runs[-1][0] + len(runs[-1][1]) // 2 == a - base:
            runs[-1][1] += enc[a].hex()
        else:
            runs.append([a - base, enc[a].hex()])
    return {"base": f"{base:#x}", "runs": runs}


def code_insns(code: dict, costed: bool = True) -> list:
    """The recorded instructions (hotspot_own.Insn, offsets from code["base"]), read by the pinned
    llvm-objdump: the runs laid end to end, each a whole number of instructions, are disassembled at
    once and put back at their offsets; `costed`: as llvm-mca is to cost them (_as_costed)."""
    from stubforge.bench.hotspot_own import Insn, disassemble
    blob, where = b"", []               # (start in blob, offset in the code, length)
    for off, hexes in code["runs"]:
        b = bytes.fromhex(hexes)
        where.append((len(blob), off, len(b)))
        blob += b
    raw, starts = disassemble(blob), [w[0] for w in where]
    if set(starts) - {i.off for i in raw}:
        raise HotspotBenchError("the recorded bytes of C2's code do not disassemble into whole instructions "
                                "(an instruction runs across two recorded runs)")
    out = []
    for ins in raw:
        start, off, _ = where[bisect.bisect_right(starts, ins.off) - 1]
        out.append(Insn(off + ins.off - start, *(_as_costed(ins.mnemonic, ins.operands) if costed
                                                 else (ins.mnemonic, ins.operands))))
    return out


_REG_OFFSET_RE = re.compile(r"(-?\w+)\((\w+)\)")


def _as_costed(mnemonic: str, operands: str) -> tuple[str, str]:
    """An instruction of C2's as llvm-mca is to cost it. A fence as a nop (FENCE_AS_NOP says why). A
    call (jal/jalr writing a link register) as the jump it is for llvm-mca: llvm-mca charges every
    linking jump an unknown callee's latency (its --call-latency, 100 cycles), while the call's callee
    is in the trace, costed instruction by instruction. A jal's target is dropped too: read from the runs
    laid end to end it means nothing (C2's callee may lie below them: "jal 0xfffffffffffd4c60
    <hotspot_stub+...>", which llvm-mc refuses), and a jump costs the same wherever it goes."""
    if mnemonic == "fence":
        return "nop", ""
    if mnemonic in ("jal", "c.jal"):
        return "j", "0"
    if mnemonic in ("jalr", "c.jalr"):
        ops = [o.strip() for o in operands.split(",")]
        if len(ops) == 1 or ops[0] != "zero":
            m = _REG_OFFSET_RE.fullmatch(ops[-1])
            return "jalr", f"zero, {m.group(1)}({m.group(2)})" if m else f"zero, 0({ops[-1]})"
    return mnemonic, operands


def executed_calls(kept: dict, lengths, enc: dict[int, bytes], base: int) -> dict:
    """{instructions: trace.Compressed JSON} of the kept calls of `lengths` (calls_of's `keep`), their
    vtypes followed through the vset* instructions as hotspot_own's Reader does for HotSpot's stubs."""
    from stubforge.bench import trace
    from stubforge.bench.count import _trace
    from stubforge.bench.hotspot_own import Reader
    reader = Reader(code_insns(code_record(enc)))
    out = {}
    for n in sorted(set(lengths)):
        tr = _trace(kept[n], base)
        c = trace.compress(tr, reader.entry_vtypes(tr))
        if c.instructions() != n:
            raise HotspotBenchError(f"the kept call runs {c.instructions()} instructions, not its {n}")
        out[str(n)] = c.to_json()
    return out


def remodel(m: "C2Measurement") -> None:
    """(Re)compute m.cycles from its recorded calls (m.trace) and bytes (m.code): each call's modelled
    cycles on every core model of m's VLEN, by the pinned llvm-mca; "n/a (why)" where a model cannot
    schedule an instruction C2 used."""
    from stubforge.bench import mca, trace
    from stubforge.bench.hotspot_own import Reader
    from stubforge.jdk.jvm import EXTENSIONS
    insns = code_insns(m.code)
    reader, offsets = Reader(insns), sorted(i.off for i in insns)
    traces = {}
    for k, d in m.trace.items():
        try:
            traces[k] = trace.Compressed.from_json(d, offsets)
        except (ValueError, KeyError, TypeError, IndexError) as e:
            raise HotspotBenchError(f"{m.method}: its recorded call of {k} instructions does not match its "
                                    f"recorded code ({e})") from None
        if traces[k].instructions() != int(k):
            raise HotspotBenchError(f"{m.method}: its recorded call expands to {traces[k].instructions()} "
                                    f"instructions, not the {k} it is recorded as")
    exts = sorted(set(EXTENSIONS) | {"zvkb"})
    m.cycles, m.llvm = {}, mca.tool().major
    for name in _models(m.vlen):
        try:
            m.cycles[name] = {k: round(trace.cost(t, reader, exts, name).cycles, 3) for k, t in traces.items()}
        except mca.Unschedulable as e:
            m.cycles[name] = {"na": e.na}
        except mca.ModelError as e:
            bad = _unmodelled(traces.values(), reader, exts, name)
            m.cycles[name] = {"na": f"n/a (llvm-mca {m.llvm} cannot schedule `{bad}` on {name})" if bad
                              else f"n/a ({e})"}


FENCE_AS_NOP = ("C2's `fence w, w` (the store-store barrier after an array allocation) has no scheduling class "
                "in llvm-mca 22 on any RISC-V model: it is costed as a nop (a dispatch slot, no latency, no "
                "ordering), so C2's cycles of {methods} are a lower bound")


def has_fence(m: "C2Measurement") -> bool:
    """Whether the C2 code m's cycles were costed from holds a fence (costed as a nop: FENCE_AS_NOP)."""
    return bool(m.code) and any(i.mnemonic == "fence" for i in code_insns(m.code, costed=False))


def _unmodelled(traces, reader, exts, model: str) -> str | None:
    """The first instruction of the calls that llvm-mca cannot cost alone on `model`, where it refused
    a call without naming it (llvm-mca 22 resolves no scheduling class for C2's `fence w, w`, the
    store-store barrier after an allocation, on any RISC-V model)."""
    from stubforge.bench import mca
    seen = set()
    for t in traces:
        for u, offs in enumerate(t.units):
            for ln in reader(offs, t.vts[u] if t.vts else None):
                if (ln.text, ln.vt) in seen:
                    continue
                seen.add((ln.text, ln.vt))
                try:
                    mca.run(mca.source([ln]), exts, model, 1)
                except mca.ModelError:
                    return ln.text
    return None


def _models(vlen: int) -> list[str]:
    from stubforge.bench import mca
    return [x for x, c in mca.MODELS.items() if c.vlen == vlen]


def cycles_of(m: "C2Measurement", model: str, instructions: int | None = None):
    """m's modelled cycles per call on `model` for its call of `instructions` (default: the figure,
    per_call): a number, the "n/a (...)" of a model that cannot schedule it, or None (not modelled)."""
    c = m.cycles.get(model)
    if not c:
        return None
    return c.get("na") or c.get(str(instructions or m.per_call))


# ---- records ----------------------------------------------------------------------------------

def record_path(release: str | int) -> Path:
    return BENCH_DIR / f"c2-jdk{release}.json"


def load(release: str | int, path: Path | None = None) -> C2Release:
    p = path or record_path(release)
    if not p.exists():
        raise HotspotBenchError(f"{p} does not exist: measure with `stubforge bench --jvm ... --c2 METHOD --save`")
    try:
        d = read_json(p, "a record of C2's code")
        rel = C2Release(**{**d, "measurements": [C2Measurement(**m) for m in d["measurements"]]})
    except (ValueError, TypeError, KeyError) as e:
        raise HotspotBenchError(f"{p}: not a record of C2's code ({e})") from None
    for m in rel.measurements:
        if m.trace and m.llvm != MODEL_LLVM:       # cycles of another llvm-mca: the pinned one's instead
            try:
                remodel(m)
            except HotspotBenchError as e:
                raise HotspotBenchError(f"{p}: {e}") from None
    return rel


def merge(old: C2Release | None, new: C2Release) -> C2Release:
    """`new`'s measurements in place of `old`'s of the same method, workload and VLEN; refused across runtimes."""
    if old is None:
        return new
    if old.runtime != new.runtime:
        raise HotspotBenchError(f"the C2 record is of {old.runtime.split(' / ')[-1]}, this JVM is "
                                f"{new.runtime.split(' / ')[-1]}: measure again into a new record")
    key = lambda m: (m.method, m.workload, m.vlen, tuple(m.config))  # noqa: E731
    fresh = {key(m): m for m in new.measurements}
    ms = [fresh.pop(key(m), m) for m in old.measurements] + list(fresh.values())
    qemu = old.qemu if old.qemu == new.qemu else f"{old.qemu}, updated with {new.qemu}"
    measured = {m.method for m in ms}
    exceptions = {k: v for k, v in {**old.exceptions, **new.exceptions}.items() if k not in measured}
    return C2Release(old.release, old.runtime, qemu, new.date, ms, exceptions)


def save(rel: C2Release, path: Path | None = None) -> Path:
    p = path or record_path(rel.release)
    atomic_write(p, json.dumps(asdict(rel), indent=1) + "\n")
    return p


def measure_release(bench: C2Bench, groups, workload=None, size=4096, vlen=128, dontinline=False) -> C2Release:
    import datetime

    from stubforge.bench.hotspot_own import tool_versions
    runtime = bench.runtime()
    ms = bench.measure(groups, workload, size, vlen, dontinline)
    if not ms:
        raise HotspotBenchError("nothing counted: " + "; ".join(f"{k}: {v}" for k, v in bench.exceptions.items()))
    return C2Release(release_of(runtime), runtime, tool_versions()[0], datetime.date.today().isoformat(), ms,
                     dict(bench.exceptions))


def table(rel: C2Release) -> str:
    rows = [f"C2's code in {rel.runtime.split(' / ')[-1]} ({rel.qemu}), instructions per call:"]
    for m in rel.measurements:
        also = f" + {', '.join(m.also)}" if m.also else ""
        cfg = "".join(f", {f}" for f in m.config) + (", dontinline" if m.dontinline else "")
        rows.append(f"  {m.method}{also} [{m.workload}, VLEN {m.vlen}{cfg}]: "
                    f"{m.per_call} per call ({m.identical} of {m.calls} calls alike"
                    + (f"; the last {LAST}: {m.spread[0]}..{m.spread[1]})" if m.spread else ")"))
        if len(m.last_calls) > 1:
            rows.append(f"    the last {LAST} calls: " + ", ".join(f"{k} x{v}" for k, v in m.last_calls.items()))
        for n in m.nmethods:
            rows.append(f"    {n['method']} #{n['compile_id']} ({n['size']} bytes at {n['address']}): "
                        f"{n['per_call']}")
        if m.cycles:
            cells = [f"{x} " + (c["na"] if "na" in c else
                                ", ".join(f"{float(v):.0f} ({k} instructions)" for k, v in c.items()))
                     for x, c in m.cycles.items()]
            rows.append(f"    modelled cycles per call (llvm-mca {m.llvm}, VLEN {m.vlen}): " + "; ".join(cells))
        if m.not_inlined:
            rows.append(f"    calls left in it (not counted): {'; '.join(m.not_inlined)}")
        if m.inlined_into:
            rows.append(f"    also inlined into (not counted): {', '.join(m.inlined_into)}")
    for k, why in rel.exceptions.items():
        rows.append(f"  {k}: not counted: {why}")
    return "\n".join(rows)



# ---- beside stubforge's stubs -------------------------------------------------------------------

# stubforge stub -> the Java method C2 compiles in its place (the record's measurement of it). SHA-3's
# implCompress0 is an instance method (not counted, see select()): C2's keccak per permutation is
# given beside the SHA-3 stubs instead.
METHOD_OF_STUB = {
    "kyberNtt": "com.sun.crypto.provider.ML_KEM::implKyberNtt",
    "kyberInverseNtt": "com.sun.crypto.provider.ML_KEM::implKyberInverseNtt",
    "kyberNttMult": "com.sun.crypto.provider.ML_KEM::implKyberNttMult",
    "kyberAddPoly_2": "com.sun.crypto.provider.ML_KEM::implKyberAddPoly([S[S[S)I",
    "kyberAddPoly_3": "com.sun.crypto.provider.ML_KEM::implKyberAddPoly([S[S[S[S)I",
    "kyber12To16": "com.sun.crypto.provider.ML_KEM::implKyber12To16",
    "kyberBarrettReduce": "com.sun.crypto.provider.ML_KEM::implKyberBarrettReduce",
    "dilithiumAlmostNtt": "sun.security.provider.ML_DSA::implDilithiumAlmostNtt",
    "dilithiumAlmostInverseNtt": "sun.security.provider.ML_DSA::implDilithiumAlmostInverseNtt",
    "dilithiumNttMult": "sun.security.provider.ML_DSA::implDilithiumNttMult",
    "dilithiumMontMulByConstant": "sun.security.provider.ML_DSA::implDilithiumMontMulByConstant",
    "dilithiumDecomposePoly": "sun.security.provider.ML_DSA::implDilithiumDecomposePoly",
}
# The callee each of those methods calls (the Java code an intrinsic replaces), counted with it: named,
# it is counted in its own nmethod where C2 left it a call, or inside the method where C2 inlined it.
def callee_of(method: str) -> str:
    """The Java method `method` calls (ML_KEM.implKyberNtt -> implKyberNttJava; ML_DSA's decompose:
    decomposePolyJava), the code the intrinsic replaces: counted with it, in its own nmethod where C2
    left it a call, inside the method's where C2 inlined it (select())."""
    cls, name, sig = split_pattern(method)
    callee = "decomposePolyJava" if name == "implDilithiumDecomposePoly" else name + "Java"
    return f"{cls}::{callee}" + (sig.replace(")I", ")V") if sig else "")


def groups(args) -> list[list[str]]:
    """--c2 arguments as groups (a method, then the callees counted with it: 'A::f+A::g'); a bare class
    name (ML_KEM, ML_DSA) stands for every method of that class METHOD_OF_STUB compares, each with its
    callee_of()."""
    out = []
    for a in args:
        ms = [m for m in METHOD_OF_STUB.values() if split_pattern(m)[0].rsplit(".", 1)[-1] == a.strip()]
        out += [[m, callee_of(m)] for m in ms] if ms else [[m for m in a.split("+") if m]]
    return out


KECCAK = "sun.security.provider.SHA3::keccak([J)V"


def figure(rel: C2Release, method: str, config=()) -> C2Measurement | None:
    """The record's measurement of `method` (its pattern as measured) in the JVM's CPU configuration
    `config` (extra flags, e.g. ("-XX:-UseZbb",))."""
    return next((m for m in rel.measurements if m.method == method and list(m.config) == list(config)), None)
