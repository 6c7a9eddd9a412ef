"""Which code a patched JVM generated for each stub, against what the patch's dispatchers say.

A patch chooses per CPU when the stubs are generated (jdk/dispatch.py): `if (UseRVV && !UseZvbc)
return generate_updateBytesCRC32_rvv();` and so on, HotSpot's own code last. Whether a built JVM
does what the patch says is a fact of the running JVM, not of the patch text: this module reads the
dispatchers back out of the patch the JVM was built from, picks CPU configurations (JVM flags) that
between them take every arm of every dispatcher, and in each one asks the JVM for its final flags
and its stubs' code (-XX:+PrintStubCode). A stub is identified by its bytes: equal to the stand-in
assembly of one of stubforge's variants (sim/cxx.py, the same C++ through a model of
MacroAssembler), or the same instructions as the unpatched JVM generates there (HotSpot's own).
"""
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field

from stubforge import kernels
from stubforge.emitters.hotspot import DISPATCH_BEGIN, DISPATCH_END
from stubforge.emitters.standin import MACRO_FLAGS
from stubforge.bench import hotspot_own as ho

from .patch import FUNCTION_LINE
from .dispatch import HOTSPOT, configurations, ext_flag_implications

Cond = tuple[tuple[str, bool], ...]

_GEN_RE = re.compile(r"^\s*address generate_(\w+)\(\) \{")
_IF_RE = re.compile(r"^\s*if \((.+)\) \{$")
_RET_RE = re.compile(r"^\s*return generate_(\w+)\(\);$")


@dataclass
class PatchedStub:
    stub: str
    variants: dict[str, dict] = field(default_factory=dict)     # variant -> its parameters
    arms: list[tuple[Cond, str]] = field(default_factory=list)  # first match wins; choice: variant or HOTSPOT


def _new_side(patch: str) -> list[str]:
    """The patched text of every hunk (context and added lines), in patch order."""
    return [ln[1:] for ln in patch.splitlines() if ln[:1] in "+ " and not ln.startswith("+++")]


def _cond(text: str) -> Cond:
    if text == "true":
        return ()
    return tuple((lit.lstrip("!"), not lit.startswith("!")) for lit in text.split(" && "))


def _arms(lines: list[str], i: int, symbols: dict[str, tuple[str, str]], block: bool):
    """The arms of the chain starting at lines[i]; a dispatch block falls through to HotSpot's own.
    Nested `if`s (CRC's vector arms under `if (UseRVV)`, as HotSpot's kernel_crc32 nests them) give an
    arm every enclosing condition; preprocessor lines (`#ifdef COMPILER2`) are read as always taken."""
    arms, stack = [], []
    for ln in lines[i:]:
        if block and ln.strip().startswith(DISPATCH_END):
            return arms + [((), HOTSPOT)]
        if ln.lstrip().startswith("#"):
            continue
        m = _IF_RE.match(ln)
        if m:
            stack.append(_cond(m.group(1)))
            continue
        if ln.strip() == "}" and stack:
            stack.pop()
            continue
        m = _RET_RE.match(ln)
        if m:
            cond = tuple(lit for c in stack for lit in c)
            arms.append((cond, symbols[m.group(1)][1]))
            if not cond:
                return arms
    return arms


def patched_stubs(patch: str) -> dict[str, PatchedStub]:
    """Every stub the patch generates code for, with its variants and its dispatch."""
    lines = _new_side(patch)
    out: dict[str, PatchedStub] = {}
    symbols: dict[str, tuple[str, str]] = {}     # generate_<symbol> -> (stub, variant)
    # The C++ does not name its variants: the patch's message lists each generated function with the
    # kernel variants it is and its parameters (patch.function_lines).
    for m in FUNCTION_LINE.finditer(patch):
        symbol, stub, variant = m.group(1), m.group(2), m.group(3).split(", ")[0]
        given = dict(p.split("=", 1) for p in (m.group(4) or "").split(", ") if p.strip())
        _, values = kernels.get(stub).resolve(variant, given)       # typed as the kernel's Params parse them
        ps = out.setdefault(stub, PatchedStub(stub))
        # One C++ text, one name: the first variant's (the others give the same machine code on a CPU).
        ps.variants[variant] = {k: values[k] for k in given}
        symbols[symbol] = (stub, variant)
    for n, ln in enumerate(lines):
        g = _GEN_RE.match(ln)
        if not g or g.group(1) not in out:
            continue
        stub = g.group(1)
        nxt = next((j for j in range(n + 1, len(lines)) if not lines[j].lstrip().startswith("#")), len(lines))
        if n + 1 < len(lines) and lines[n + 1].strip().startswith(DISPATCH_BEGIN):
            out[stub].arms = _arms(lines, n + 2, symbols, block=True)
        elif nxt < len(lines) and (_IF_RE.match(lines[nxt]) or _RET_RE.match(lines[nxt])):
            out[stub].arms = _arms(lines, n + 1, symbols, block=False)
    for ps in out.values():
        if not ps.arms and len(ps.variants) == 1:   # added as it is: the one variant wherever registered
            ps.arms = [((), next(iter(ps.variants)))]
    return out


def choice(ps: PatchedStub, flags: dict[str, bool]) -> str:
    for cond, pick in ps.arms:
        if all(flags.get(f, False) == v for f, v in cond):
            return pick
    return HOTSPOT


def covering_configs(stubs: dict[str, PatchedStub]) -> list[dict[str, bool]]:
    """Few flag assignments that between them take every arm (greedy set cover over every
    assignment a CPU can have)."""
    flags = sorted({f for ps in stubs.values() for cond, _ in ps.arms for f, _ in cond})
    todo = {(s, pick) for s, ps in stubs.items() for _, pick in ps.arms}
    configs = configurations(flags)
    chosen = []
    while todo:
        best = max(configs, key=lambda c: len({(s, choice(ps, c)) for s, ps in stubs.items()} & todo))
        got = {(s, choice(ps, best)) for s, ps in stubs.items()} & todo
        if not got:
            break                                  # an arm no assignment reaches (shadowed)
        chosen.append(best)
        todo -= got
    return chosen


def jvm_flags(config: dict[str, bool]) -> list[str]:
    return [f"-XX:{'+' if on else '-'}{f}" for f, on in config.items()]


@dataclass
class Seen:
    vlen: int
    flags: list[str]
    stub: str
    expected: str          # what the dispatcher says for the JVM's final flags
    generated: str         # what the code is: a variant, HOTSPOT, "not generated" or "unknown"

    @property
    def ok(self) -> bool:
        return self.generated in (self.expected, "not generated")


def _probe(jvm, vlen: int, flags: list[str]) -> tuple[dict[str, str], dict[str, ho.StubCode]]:
    """The JVM's final flags and its stubs' code, from one `-version` run."""
    r = subprocess.run(jvm.command(vlen, flags, ["-XX:+PrintFlagsFinal", "-XX:+PrintStubCode", "-version"]),
                       capture_output=True, text=True, timeout=600)
    if r.returncode:
        from .jvm import JvmError
        raise JvmError(f"{jvm.java} {' '.join(flags)} -version failed under qemu (exit {r.returncode}):\n"
                       f"{r.stderr[-2000:]}")
    return ho.flags_final(r.stdout), ho.parse_stub_code(r.stdout)


def identify(patched, stock, stubs: dict[str, PatchedStub], vlen: int, config: dict[str, bool],
             release: str, progress=None) -> list[Seen]:
    """One configuration at one VLEN: what each patched stub's dispatcher says and what the JVM made."""
    from stubforge.sim.cxx import cxx_machine_code
    flags = jvm_flags(config)
    known = stock.flags_final(vlen)
    extra = ["-XX:-DelayCompilerStubsGeneration"] if "DelayCompilerStubsGeneration" in known else []
    # Vector crypto is opt-in (experimental) in 26: on, as `stubforge jvm` runs it, unless the
    # configuration itself says otherwise, so the stubs that need it are generated at all. Only where
    # the flags it implies hold: 26 keeps UseZvkn on under -XX:-UseRVV and its own AES stub then dies
    # of SIGILL.
    needs = ext_flag_implications().get("UseZvkn", set())
    if "UseZvkn" in known and "UseZvkn" not in config and all(config.get(f, True) for f in needs):
        extra.insert(0, "-XX:+UseZvkn")
    flags = [f for f in flags if f[5:] in known] + extra
    # Without RVC, which the stand-in does not model: the dispatch does not depend on it.
    final, code = _probe(patched, vlen, flags + ["-XX:-UseRVC"])
    _, own = _probe(stock, vlen, flags + ["-XX:-UseRVC"])
    truth = {f: final.get(f) == "true" for f in {f for ps in stubs.values() for c, _ in ps.arms for f, _ in c}}
    cpu = frozenset(f for f in MACRO_FLAGS if final.get(f) == "true")
    out = []
    for stub, ps in sorted(stubs.items()):
        want = choice(ps, truth)
        got = "not generated"
        if stub in code:
            got = "unknown"
            # HotSpot's own reaches its tables and the VM by PC-relative and absolute addresses that
            # move with the patched build: the same instructions, not the same bytes.
            if stub in own and _shape(own[stub].code) == _shape(code[stub].code):
                got = HOTSPOT
            for variant, params in ps.variants.items():
                prog = kernels.get(stub).build(variant, params)
                if same_code_but_addresses(cxx_machine_code(prog, release, cpu), code[stub].code):
                    got = variant
        out.append(Seen(vlen, flags, stub, want, got))
        if progress:
            progress(f"VLEN {vlen} {' '.join(flags)}: {stub}: dispatcher {want}, JVM {got}")
    return out


# What forms a constant table's address: the stand-in links the table beside the code (auipc+addi),
# the JVM may reach it from anywhere (movptr: lui, addi, slli...; objdump shows addi 0 as mv), so only
# these may differ. Both sides are uncompressed (the JVM is probed with -XX:-UseRVC).
ADDRESS_FORMING = frozenset({"auipc", "lui", "addi", "addiw", "slli", "mv"})


def _comparable(ins) -> tuple[str, str]:
    """An instruction as compared: branch offsets left out (they move with an address sequence's length)."""
    if ho._BRANCH_RE.match(ins.mnemonic):
        return ins.mnemonic, ho._TARGET_RE.sub("", ins.operands).rstrip(", ")
    return ins.mnemonic, ins.operands


def same_code_but_addresses(ours: bytes, jvm: bytes) -> bool:
    """True when the JVM's stub is our code: byte for byte, or instruction for instruction except for
    the sequences that form a constant table's address (ADDRESS_FORMING on both sides) and the
    branch offsets those move. Ours may run on past the JVM's range (what follows its last return)."""
    if ours[:len(jvm)] == jvm:
        return True
    import difflib
    a = [_comparable(i) for i in ho.disassemble(ours)]
    b = [_comparable(i) for i in ho.disassemble(jvm)]
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal" or (j1 == j2 == len(b)):            # the same, or ours beyond the JVM's range
            continue
        if not all(m in ADDRESS_FORMING for m, _ in a[i1:i2] + b[j1:j2]):
            return False
    return True


def _shape(code: bytes) -> list[str]:
    return [i.mnemonic for i in ho.disassemble(code)]


def coverage(stubs: dict[str, PatchedStub], seen: list[Seen]) -> list[tuple[str, str]]:
    """The (stub, arm choice) pairs no run generated."""
    taken = {(s.stub, s.generated) for s in seen if s.ok and s.generated != "not generated"}
    return sorted({(s, pick) for s, ps in stubs.items() for _, pick in ps.arms} - taken)


@dataclass
class DispatchRun:
    seen: list[Seen]
    checks: list          # JvmRun per configuration and VLEN (C2 on, that configuration's flags)
    untaken: list[tuple[str, str]]


def run(java_home, sysroot, libjvm, patch: str, vlens=(128,), rounds: int = 20, progress=None) -> DispatchRun:
    """Every covering configuration at every VLEN: the stubs identified, and the checker under C2."""
    from .jvm import C2_ONLY, Jvm
    stubs = patched_stubs(patch)
    stock, patched = Jvm(java_home, sysroot), Jvm(java_home, sysroot, libjvm)
    version = subprocess.run(stock.command(128, [], ["-version"]), capture_output=True, text=True, timeout=600)
    release = ho.release_of(version.stderr)
    seen, checks = [], []
    for vlen in vlens:
        for config in covering_configs(stubs):
            got = identify(patched, stock, stubs, vlen, config, release, progress)
            seen += got
            flags = got[0].flags if got else jvm_flags(config)
            if progress:
                progress(f"VLEN {vlen} {' '.join(flags)}: the checker under C2 ...")
            r = patched.run_checker("C2, " + " ".join(f for f in flags if "Delay" not in f), vlen,
                                    flags + C2_ONLY, rounds)
            checks.append(r)
    return DispatchRun(seen, checks, coverage(stubs, seen))
