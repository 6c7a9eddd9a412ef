"""Instruction micro-benchmarks: latency and throughput kernels for any instruction of dsl/isa.py.

A latency kernel is one dependency chain (each instruction reads what the previous one wrote); a
throughput kernel interleaves K independent chains. On a core that issues the instruction every
`r` cycles with latency `l`, K chains run at max(l/K, r) cycles per instruction, so the chain count
where the figure stops falling separates the two numbers -- which a datasheet alone does not give.

Each kernel is a loop `a0` times over a body of about 16 instructions; `a1` points at a 8 KiB
buffer whose first doubleword holds its own address (so `ld x, 0(x)` chases a pointer). QEMU
proves the body executes exactly as intended (bench/count.py); llvm-mca models its cycles per core.
"""
from __future__ import annotations

import contextlib
import re
import subprocess
from dataclasses import dataclass, field
from fractions import Fraction

from stubforge.dsl import checks
from stubforge.dsl.builder import Builder
from stubforge.dsl.ir import Instr, KernelError, Program
from stubforge.dsl.isa import TABLE, Insn, VType, closure, lmul_name
from stubforge.dsl.regs import VReg

from stubforge.sim.errors import SimError

BODY = 16                 # instructions of the measured kind per loop iteration (about)
BUFFER = 8192             # bytes at a1: room for the largest vector load (LMUL 8 at VLEN 1024)
DEFAULT_CHAINS = (1, 2, 4, 8)
# Core models tried when none is named: stubforge's (bench/mca.py MODELS) and a few more RISC-V models
# of the pinned llvm-mca with a vector unit or a superscalar integer pipe. Those that cannot schedule
# the instruction are listed, not shown.
CANDIDATE_MODELS = ("sifive-p470", "sifive-p670", "sifive-p870", "spacemit-x60", "sifive-x280", "sifive-p450",
                    "sifive-u74", "xiangshan-nanhu")
CONTROL = frozenset({"b13", "j21"})
NO_OVERLAP = frozenset({"vslideup", "vrgather"})     # vd must not overlap a source (RVV spec)
# Immediates: small legal values (a round number 2 suits vaeskf1 and vaeskf2 alike).
IMM_VALUE = {"imm12": 1, "shamt5": 1, "shamt6": 1, "simm5": 1, "uimm5": 2, "uimm6": 2, "uimm20": 1}


class MicrobenchError(SimError):
    """An instruction or configuration that cannot be micro-benchmarked, said plainly."""


@dataclass(frozen=True)
class Config:
    insn: Insn
    sew: int | None
    lmul: Fraction

    @property
    def vtype(self) -> VType | None:
        return VType(self.sew, self.lmul) if self.sew else None

    def describe(self) -> str:
        vt = f" e{self.sew},{lmul_name(self.lmul)}" if self.sew else ""
        return f"{self.insn.mnemonic}{vt}"


@dataclass
class Bench:
    """One built kernel: `chains` chains (0: the instruction has no chainable operand)."""
    config: Config
    chains: int
    prog: Program
    targets: list            # the Instrs of the measured kind, in the loop body
    dependent: bool          # a chain really carries a dependency

    @property
    def per_iter(self) -> int:
        return len(self.targets)


# ---- configuration ---------------------------------------------------------------------------

def lookup(mnemonic: str) -> Insn:
    insn = TABLE.get(mnemonic.lower())
    if insn is None:
        close = sorted(m for m in TABLE if m.split(".")[0] == mnemonic.lower().split(".")[0])
        hint = f"; did you mean {', '.join(close)}?" if close else " (the ISA table is dsl/isa.py)"
        raise MicrobenchError(f"no instruction {mnemonic!r} in the ISA table{hint}")
    if any(t.split(":")[0] in CONTROL for t in insn.operands) or insn.mnemonic == "jalr":
        raise MicrobenchError(f"{insn.mnemonic} is a control-transfer instruction: its cost is the "
                              "branch predictor's, which neither QEMU nor llvm-mca models")
    return insn


def extensions_for(insn: Insn, sew: int | None) -> frozenset:
    exts = {insn.ext}
    if insn.mnemonic.startswith("vsha2") and sew == 64:
        exts.add("zvknhb")          # SHA-512 element groups are Zvknhb's, not Zvknha's
    if insn.is_vector:
        exts.add("v")
    return frozenset(closure(exts))


def configure(mnemonic: str, sew: int | None = None, lmul=1, vlen: int = 128) -> Config:
    insn = lookup(mnemonic)
    lmul = Fraction(lmul)
    if insn.fmt == "VWHOLE":            # no vtype of its own; e8 only sets up its registers
        return Config(insn, 8, Fraction(1))
    if not insn.needs_vtype:
        return Config(insn, None, lmul)
    sew = sew or min(insn.sews)
    if sew not in insn.sews:
        legal = "/".join(f"e{s}" for s in sorted(insn.sews))
        raise MicrobenchError(f"{insn.mnemonic} is illegal at SEW={sew}: it needs {legal}")
    if insn.egs:
        egw = insn.egs * sew
        if lmul * vlen < egw:
            need = Fraction(egw, vlen)
            raise MicrobenchError(f"{insn.mnemonic} at e{sew} works on {egw}-bit element groups: "
                                  f"LMUL*VLEN must be >= {egw}, so at VLEN {vlen} use --lmul {need}")
    return Config(insn, sew, lmul)


# ---- kernels ---------------------------------------------------------------------------------

def _reads_vd(insn: Insn) -> bool:
    """Element-group instructions whose vd is also their state input (vaesem, vsha2ch, vghsh...)."""
    return bool(insn.egs) and insn.mnemonic != "vaeskf1.vi"


def _vector_tokens(insn: Insn):
    return [t for t in insn.operands if t.split(":")[0] in ("vd", "vs1", "vs2", "vs3")]


class _Regs:
    """Vector groups aligned to the widest operand, v0's group left out (it is the mask)."""

    def __init__(self, size: int):
        self.size = size
        self.free = [VReg(s, size) for s in range(size, 32, size)]

    def take(self, n: int, what: str) -> list[VReg]:
        if n > len(self.free):
            raise MicrobenchError(f"{what} needs {n} more register groups of {self.size} but only "
                                  f"{len(self.free)} are free")
        out, self.free = self.free[:n], self.free[n:]
        return out


def build(cfg: Config, chains: int) -> Bench:
    insn = cfg.insn
    exts = extensions_for(insn, cfg.sew)
    prog = Program("microbench", f"{cfg.describe()} x{chains}", {}, exts, ())
    k = Builder(prog, ("iterations", "buffer"))
    count, buf = k.args
    targets: list[Instr] = []
    emit = _vector_body if cfg.sew else _scalar_body
    setup_vl = k.temp()
    k.sd(buf, buf, 0)                         # the pointer chase target: *buf == buf
    ctx = k.vtype(cfg.sew, cfg.lmul, vl=setup_vl) if cfg.vtype else contextlib.nullcontext()
    state: dict = {}
    with ctx:
        dependent = emit(k, cfg, chains, buf, targets, state, prologue=True)
        loop = k.label("loop")
        k.bind(loop)
        emit(k, cfg, chains, buf, targets, state)
        k.addi(count, count, -1)
        k.bnez(count, loop)
    k.ret()
    checks.verify(prog)
    return Bench(cfg, chains, prog, targets, dependent)


def _rounds(chains: int, alternate: bool) -> int:
    r = max(1, BODY // chains)
    return r + (r % 2) if alternate else r


def _scalar_body(k, cfg, chains, buf, targets, state, prologue=False):
    """Scalar chains run in place: rd is also rs1 (or the address of a load)."""
    insn = cfg.insn
    toks = [t.split(":")[0] for t in insn.operands]
    # Only a 64-bit load can chase a pointer (buffers live above 4 GiB in QEMU and on Linux).
    chainable = "rd" in toks and ("rs1" in toks or insn.mnemonic == "ld")
    if prologue:
        state.update({"chain": k.temps(chains) if "rd" in toks else [], "src": k.temp(), "vt": k.temp()})
        k.li(state["src"], 3)
        for r in state["chain"]:
            k.mv(r, buf) if insn.mnemonic == "ld" else k.li(r, 5)
        if insn.mnemonic == "vsetvl":
            k.li(state["vt"], VType(32, Fraction(1)).bits())
        return chainable
    regs = state
    for _ in range(_rounds(chains, False)):
        for c in range(max(chains, 1)):
            ops = []
            dst = regs["chain"][c] if regs["chain"] else None
            for t in insn.operands:
                name = t.split(":")[0]
                if name == "rd":
                    ops.append(dst)
                elif name == "rs1":
                    ops.append(dst if chainable else regs["src"])
                elif name == "rs2":
                    ops.append(regs["vt"] if insn.mnemonic == "vsetvl" else regs["src"])
                elif name == "mem":
                    ops += [dst if chainable else buf, 0]
                elif name == "vtypei":
                    ops.append(VType(32, Fraction(1)))
                elif name == "avl5":
                    ops.append(4)
                elif name in IMM_VALUE:
                    ops.append(IMM_VALUE[name])
                else:
                    raise MicrobenchError(f"{insn.mnemonic}: no rule for operand {t}")
            targets.append(k.insn(insn, ops))
    return chainable


def _vector_body(k, cfg, chains, buf, targets, state, prologue=False):
    """Vector chains: in place when vd is the instruction's own state input; otherwise each
    instruction reads the group the previous one wrote and writes the other of two, which is
    legal whatever the operands' element widths (no source overlaps a destination)."""
    insn, vt = cfg.insn, cfg.vtype
    vtoks = _vector_tokens(insn)
    sizes = {t: insn.nregs or max(1, int(checks.emul_of(insn, t, vt)[0])) for t in vtoks}
    has_vd = any(t.startswith("vd") for t in vtoks)
    # an index vector (vs2:x) stays the shared, zeroed source: chaining loaded data into it would
    # send the next load anywhere
    srcs = [t for t in vtoks if not t.startswith(("vd", "vs3")) and not t.endswith(":x")]
    same = [t for t in srcs if checks.emul_of(insn, t, vt) == checks.emul_of(insn, vtoks[0], vt)]
    # vd is the state of an element-group instruction; other instructions may overwrite a source
    # of their own shape in place (one group per chain, so more chains fit), except where the
    # spec forbids vd to overlap a source
    inplace = has_vd and (_reads_vd(insn) or (bool(same) and insn.mnemonic.split(".")[0] not in NO_OVERLAP))
    chainable = has_vd and (inplace or bool(srcs))
    chain_tok = None if _reads_vd(insn) or not chainable else (same[0] if inplace else srcs[0])
    if prologue:
        # Groups at least LMUL wide: the prologue fills them with vmv.v.i under the same vtype.
        pool = _Regs(max([*sizes.values(), max(1, int(vt.lmul))]))
        per = 1 if inplace or not chainable else 2
        n = max(chains, 1)
        state.update({
            "chains": [pool.take(per, f"{n} chain(s)") for _ in range(n)] if has_vd or "vs3" in sizes else [],
            "shared": pool.take(1, "the shared source")[0],
            "x": k.temp(), "stride": k.temp(), "addr": k.temp(),
        })
        k.li(state["x"], 3)
        k.li(state["stride"], max(1, insn.eew // 8))
        k.mv(state["addr"], buf)
        for grp in state["chains"]:
            for g in grp:
                k.vmv_v_i(g, 1)
        k.vmv_v_i(state["shared"], 0)         # also a valid index vector: every element at the buffer
        return chainable
    regs = state
    for rnd in range(_rounds(chains, chain_tok is not None and not inplace)):
        for c in range(max(chains, 1)):
            grp = regs["chains"][c] if regs["chains"] else None
            if grp and len(grp) == 2:
                dst, prev = grp[rnd % 2], grp[(rnd + 1) % 2]
            else:
                dst = prev = grp[0] if grp else None
            ops = []
            for t in insn.operands:
                name = t.split(":")[0]
                if name in ("vd", "vs3"):
                    ops.append(dst)
                elif t == chain_tok:
                    ops.append(prev)
                elif name in ("vs1", "vs2"):
                    ops.append(regs["shared"])
                elif name == "v0" or name == "vm":
                    continue
                elif name == "rd":
                    ops.append(regs["x"])
                elif name == "rs1":
                    ops.append(regs["x"])
                elif name == "rs2":
                    ops.append(regs["stride"])
                elif name == "vmem":
                    ops.append(regs["addr"])
                elif name in IMM_VALUE:
                    ops.append(IMM_VALUE[name])
                else:
                    raise MicrobenchError(f"{insn.mnemonic}: no rule for operand {t}")
            targets.append(k.insn(insn, ops))
    return chainable


# ---- QEMU: the kernel executes what it should ------------------------------------------------

@dataclass
class Verified:
    vlen: int
    iterations: int
    executed: int            # executions of the measured instruction, counted in QEMU
    total: int               # every instruction of the kernel


def run_qemu(bench: Bench, vlen: int = 128, iterations: int = 50) -> Verified:
    """Count the kernel in QEMU and insist that the measured instruction ran exactly
    iterations x body times (plus the prologue's): otherwise the figures would describe another kernel."""
    from stubforge.sim import build_harness
    from stubforge.bench.count import count_stub
    from stubforge.sim.protocol import Arg, Buffer, Case
    from stubforge.emitters import gnu
    h = build_harness(kernel_asm=gnu.emit(bench.prog), symbol=gnu.symbol(bench.prog),
                      extensions=set(bench.prog.extensions))
    case = Case([Buffer(bytes(BUFFER))], [Arg.imm(iterations), Arg.buf(0)])
    counts = count_stub(h, case, vlen, check=lambda r: None)
    at, _, _ = bench.prog.layout()
    body = _loop_targets(bench)
    want = {at[id(t)]: iterations for t in body}
    got = {off: counts.by_offset.get(off, 0) for off in want}
    bad = {off: (got[off], want[off]) for off in want if got[off] != want[off]}
    if bad:
        off, (g, w) = next(iter(bad.items()))
        raise MicrobenchError(f"{bench.prog.title}: stub+{off:#x} ran {g} times in QEMU, not {w}: "
                              "the kernel does not execute what it is meant to measure")
    return Verified(vlen, iterations, sum(got.values()), counts.total)


def _loop_targets(bench: Bench) -> list:
    from stubforge.bench.mca import hot_loop
    ids = {id(i) for i in hot_loop(bench.prog).body}
    return [t for t in bench.targets if id(t) in ids]


# ---- llvm-mca: modelled cycles per instruction ----------------------------------------------

@dataclass
class Modelled:
    model: str
    llvm: int = 0
    cycles_per_insn: float | None = None     # the kernel's loop, per measured instruction
    latency: int | None = None               # the model's table entry for the instruction
    rthroughput: float | None = None
    error: str = ""


_INFO_RE = re.compile(r"^\s*(\d+)\s+(\d+)\s+(\d+\.\d+)\s")


def model(bench: Bench, model_name: str, iterations: int = 200) -> Modelled:
    from stubforge.emitters import gnu
    from stubforge.bench.mca import hot_loop, mca_source, tool
    try:
        t = tool()                   # the pinned llvm-mca, never another version
    except SimError as e:
        return Modelled(model_name, error=str(e))
    loop = hot_loop(bench.prog)
    src, _ = mca_source(loop)
    attrs = ",".join("+" + e for e in sorted(bench.prog.extensions) if e in gnu.ARCH_NAME)
    cmd = [t.path, "-mtriple=riscv64", f"-mcpu={model_name}", f"-iterations={iterations}",
           "-instruction-info"] + ([f"-mattr={attrs}"] if attrs else [])
    p = subprocess.run(cmd, input=src, capture_output=True, text=True)
    if "is not a recognized processor" in p.stderr:
        return Modelled(model_name, error=f"llvm-mca {t.major} does not know {model_name}")
    if p.returncode != 0:
        first = next((l for l in p.stderr.splitlines() if "error" in l), p.stderr.strip()[:120])
        return Modelled(model_name, error=f"llvm-mca {t.major}: {first.split('error: ')[-1].split(', use -')[0]}")
    cyc = int(re.search(r"Total Cycles:\s+(\d+)", p.stdout).group(1))
    out = Modelled(model_name, t.major, cyc / iterations / len(_loop_targets(bench)))
    mn = bench.config.insn.mnemonic
    for line in p.stdout.splitlines():
        m = _INFO_RE.match(line)
        if m and line.split()[-2 if "," in line.split()[-1] else -1:] and re.search(
                rf"\s{re.escape(mn)}\s", line + " "):
            out.latency, out.rthroughput = int(m.group(2)), float(m.group(3))
            break
    return out


# ---- the whole measurement -------------------------------------------------------------------

@dataclass
class Report:
    config: Config
    benches: list
    verified: dict            # chains -> Verified
    models: dict              # model -> {chains: Modelled}
    skipped: list = field(default_factory=list)   # (chains, reason)
    unmodelled: dict = field(default_factory=dict)  # model -> reason


def measure(mnemonic: str, sew: int | None = None, lmul=1, chains=DEFAULT_CHAINS, models=None,
            vlen: int = 128, iterations: int = 50) -> Report:
    cfg = configure(mnemonic, sew, lmul, vlen)
    benches, skipped = [], []
    for n in sorted(set(chains)):
        if n < 1:
            raise MicrobenchError(f"--chains wants positive counts, got {n}")
        try:
            benches.append(build(cfg, n))
        except (MicrobenchError, KernelError) as e:
            skipped.append((n, getattr(e, "msg", str(e))))
    if not benches:
        raise MicrobenchError(f"{cfg.describe()}: no kernel could be built: {skipped[0][1]}")
    verified = {b.chains: run_qemu(b, vlen, iterations) for b in benches}
    rep = Report(cfg, benches, verified, {}, skipped)
    for m in (models or CANDIDATE_MODELS):
        rows = {b.chains: model(b, m) for b in benches}
        errs = [r.error for r in rows.values() if r.error]
        if errs and not models:
            rep.unmodelled[m] = errs[0]       # tried on our own initiative: list it, do not show it
            continue
        rep.models[m] = rows
    return rep


def _fmt(x, digits=2):
    return "-" if x is None else (f"{x:.{digits}f}" if isinstance(x, float) else str(x))


def rows(rep: Report) -> list[tuple]:
    """(model, kind, chains, cycles/insn, model latency, model rthroughput, note) per row."""
    out = []
    first = rep.benches[0]
    for m, by_chain in rep.models.items():
        errs = [r.error for r in by_chain.values() if r.error]
        if errs:
            out.append((m, "latency", "-", "n/a", "-", "-", errs[0]))
            out.append((m, "throughput", "-", "n/a", "-", "-", errs[0]))
            continue
        table = next(iter(by_chain.values()))
        lat_bench = next((b for b in rep.benches if b.chains == 1), None)
        if lat_bench is not None and lat_bench.dependent:
            r = by_chain[1]
            out.append((m, "latency", 1, _fmt(r.cycles_per_insn), _fmt(table.latency),
                        _fmt(table.rthroughput), "one dependency chain: cycles between dependent issues"))
        else:
            why = ("no chain: the instruction reads no operand of the kind it writes"
                   if not first.dependent else "--chains lacks 1")
            out.append((m, "latency", "-", "n/a", _fmt(table.latency), _fmt(table.rthroughput), why))
        for b in rep.benches:
            if b.chains == 1 and b.dependent:
                continue
            r = by_chain[b.chains]
            kind = f"throughput x{b.chains}"
            out.append((m, kind, b.chains, _fmt(r.cycles_per_insn), "", "",
                        f"{b.chains} independent chain(s)" if b.dependent else "independent instructions"))
        best = min(by_chain.values(), key=lambda r: r.cycles_per_insn)
        best_k = next(c for c, r in by_chain.items() if r is best)
        out.append((m, "throughput", best_k, _fmt(best.cycles_per_insn), "", "",
                    "reciprocal throughput: the fewest cycles/insn over the chain counts"))
    return out


def render(rep: Report) -> str:
    cfg = rep.config
    lines = [f"microbench {cfg.describe()}  ({cfg.insn.ext}; extensions "
             f"{', '.join(sorted(rep.benches[0].prog.extensions))})"]
    for b in rep.benches:
        v = rep.verified[b.chains]
        lines.append(f"  QEMU VLEN {v.vlen}: {b.chains} chain(s): {v.executed} x {cfg.insn.mnemonic} executed "
                     f"= {v.iterations} iterations x {len(_loop_targets(b))} per iteration, as built")
    for n, why in rep.skipped:
        lines.append(f"  {n} chains: skipped: {why}")
    hdr = ("model", "row", "chains", "cycles/insn", "mca lat", "mca rthr", "note")
    body = rows(rep)
    w = [max(len(str(r[i])) for r in body + [hdr]) for i in range(len(hdr))]
    lines.append("")
    lines.append("  ".join(str(h).ljust(x) for h, x in zip(hdr, w)).rstrip())
    lines.append("  ".join("-" * x for x in w))
    for r in body:
        lines.append("  ".join(str(c).ljust(x) for c, x in zip(r, w)).rstrip())
    for m, why in rep.unmodelled.items():
        lines.append(f"(not shown: {m}: {why})")
    lines.append("cycles/insn: llvm-mca's model of the loop (vl = VLMAX of the model), divided by the "
                 "instructions measured; mca lat/rthr: the model's table entry. Modelled, not measured: "
                 "--emit-board DIR writes a program that measures a real board.")
    return "\n".join(lines)


# ---- a program for a real board ------------------------------------------------------------

BOARD_C = r"""/* Generated by `stubforge microbench --emit-board`: {title}
 * Measures each kernel with rdcycle and rdinstret. Freestanding (no libc): builds anywhere with
 *   {build}
 * On Linux >= 6.6 rdcycle from user mode traps unless `sysctl -w kernel.perf_user_access=2`.
 * Under qemu-riscv64 both counters read the host's clock: the columns run, they mean nothing. */
typedef unsigned long u64;
{decls}
static char buf[{buffer}] __attribute__((aligned(64)));

static long sys3(long n, long a, long b, long c) {{
    register long a0 __asm__("a0") = a, a1 __asm__("a1") = b, a2 __asm__("a2") = c, a7 __asm__("a7") = n;
    __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
    return a0;
}}
static void out(const char *s) {{ long n = 0; while (s[n]) n++; sys3(64, 1, (long)s, n); }}
static void num(u64 v, int width) {{
    char t[24]; int i = 23; t[i] = 0;
    do {{ t[--i] = '0' + v % 10; v /= 10; }} while (v);
    for (int pad = width - (23 - i); pad > 0; pad--) out(" ");
    out(t + i);
}}
static void fixed2(u64 num100, int width) {{   /* a value times 100, printed as x.yy */
    char t[32]; int i = 31; t[i] = 0;
    u64 frac = num100 % 100, whole = num100 / 100;
    t[--i] = '0' + frac % 10; t[--i] = '0' + frac / 10; t[--i] = '.';
    do {{ t[--i] = '0' + whole % 10; whole /= 10; }} while (whole);
    for (int pad = width - (31 - i); pad > 0; pad--) out(" ");
    out(t + i);
}}
static inline u64 rdcycle(void) {{ u64 v; __asm__ volatile("rdcycle %0" : "=r"(v)); return v; }}
static inline u64 rdinstret(void) {{ u64 v; __asm__ volatile("rdinstret %0" : "=r"(v)); return v; }}

struct kernel {{ const char *row; u64 (*fn)(u64, void *); u64 per_iter; u64 chains; }};
static const struct kernel kernels[] = {{
{table}
}};

static u64 parse(const char *s) {{ u64 v = 0; while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0'); return v; }}

int main(int argc, char **argv) {{
    u64 iters = argc > 1 ? parse(argv[1]) : {iterations};
    out("{title}\n");
    out("row              chains    instructions         cycles        instret  cycles/insn  instret/insn\n");
    for (unsigned k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {{
        const struct kernel *K = &kernels[k];
        K->fn(iters / 16 + 1, buf);                              /* warm caches and predictors */
        u64 c0 = rdcycle(), i0 = rdinstret();
        K->fn(iters, buf);
        u64 c1 = rdcycle(), i1 = rdinstret();
        u64 n = iters * K->per_iter;
        out(K->row); num(K->chains, 6);
        num(n, 16); num(c1 - c0, 15); num(i1 - i0, 15);
        fixed2((c1 - c0) * 100 / n, 13); fixed2((i1 - i0) * 100 / n, 14); out("\n");
    }}
    return 0;
}}

__asm__(".globl _start\n_start:\n"
        "  .option push\n  .option norelax\n  lla gp, __global_pointer$\n  .option pop\n"
        "  ld a0, 0(sp)\n  addi a1, sp, 8\n  andi sp, sp, -16\n"
        "  call main\n  li a7, 93\n  ecall\n");
"""


def board_march(exts) -> str:
    from stubforge.emitters import gnu
    return "rv64gc" + "".join("_" + gnu.ARCH_NAME[e] for e in sorted(exts) if e in gnu.ARCH_NAME)


def emit_board(rep: Report, directory, iterations: int = 1_000_000) -> list:
    """Write microbench.c, one .S per kernel and build.sh into `directory`; returns the paths."""
    from pathlib import Path
    from stubforge.emitters import gnu
    from stubforge.files import atomic_write
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    title = f"stubforge microbench {rep.config.describe()}"
    march = board_march(rep.benches[0].prog.extensions)
    files, decls, table, objs = [], [], [], []
    for b in rep.benches:
        sym = f"mb_{b.chains}"
        src = d / f"{sym}.S"
        atomic_write(src, gnu.emit(b.prog, sym=sym))
        files.append(src)
        objs.append(src.name)
        decls.append(f"u64 {sym}(u64 iterations, void *buffer);")
        row = ("latency" if b.chains == 1 and b.dependent else f"throughput x{b.chains}").ljust(17)
        table.append(f'    {{"{row}", {sym}, {len(_loop_targets(b))}, {b.chains}}},')
    build = (f"clang-19 --target=riscv64-linux-gnu -march={march} -O2 -static -nostdlib -ffreestanding "
             f"-fno-pic -fuse-ld=lld -mno-relax -o microbench microbench.c {' '.join(objs)}")
    c = BOARD_C.format(title=title, build=build, decls="\n".join(decls), buffer=BUFFER,
                       table="\n".join(table), iterations=iterations)
    atomic_write(d / "microbench.c", c)
    sh = d / "build.sh"
    atomic_write(sh, "#!/bin/sh\n# Build for the board (or for qemu-riscv64: "
                 f"qemu-riscv64 -cpu rv64,v=true,vlen=128,... ./microbench)\nset -e\ncd \"$(dirname \"$0\")\"\n"
                 f"{build}\n", mode=0o755)
    files += [d / "microbench.c", sh]
    return files


# ---- every instruction a kernel uses ---------------------------------------------------------

def kernel_configs(prog: Program, vlen: int = 128) -> list[Config]:
    """The distinct instructions of a built kernel, each under the first vtype it ran with;
    control transfers and the stack-frame protocol are left out (nothing to tune there)."""
    seen, out = set(), []
    for ins in prog.instrs:
        insn = ins.insn
        if ins.frame or insn.mnemonic == "jalr" or any(t.split(":")[0] in CONTROL for t in insn.operands):
            continue
        vt = ins.vtype if insn.needs_vtype else None
        key = (insn.mnemonic, vt.sew if vt else None, vt.lmul if vt else None)
        if key in seen:
            continue
        seen.add(key)
        out.append(configure(insn.mnemonic, key[1], key[2] or 1, vlen))
    return out


def summary(reports: list) -> str:
    """One line per instruction and model: latency and reciprocal throughput (modelled)."""
    hdr = ("instruction", "vtype", "model", "latency", "rthroughput", "at chains", "mca lat", "mca rthr")
    body = []
    for rep in reports:
        vt = f"e{rep.config.sew},{lmul_name(rep.config.lmul)}" if rep.config.sew else "-"
        if not rep.models:
            body.append((rep.config.insn.mnemonic, vt, "(none)", "-", "-", "-", "-", "-"))
        for m, by_chain in rep.models.items():
            if any(r.error for r in by_chain.values()):
                body.append((rep.config.insn.mnemonic, vt, m, "n/a", "n/a", "-", "-", "-"))
                continue
            lat_b = next((b for b in rep.benches if b.chains == 1 and b.dependent), None)
            lat = _fmt(by_chain[1].cycles_per_insn) if lat_b else "n/a"
            best_k = min(by_chain, key=lambda c: by_chain[c].cycles_per_insn)
            t = next(iter(by_chain.values()))
            body.append((rep.config.insn.mnemonic, vt, m, lat, _fmt(by_chain[best_k].cycles_per_insn),
                         best_k, _fmt(t.latency), _fmt(t.rthroughput)))
    w = [max(len(str(r[i])) for r in body + [hdr]) for i in range(len(hdr))]
    lines = ["  ".join(str(h).ljust(x) for h, x in zip(hdr, w)).rstrip(), "  ".join("-" * x for x in w)]
    lines += ["  ".join(str(c).ljust(x) for c, x in zip(r, w)).rstrip() for r in body]
    return "\n".join(lines)


def measure_config(cfg: Config, chains=DEFAULT_CHAINS, models=None, vlen: int = 128,
                   iterations: int = 50) -> Report:
    return measure(cfg.insn.mnemonic, cfg.sew, cfg.lmul, chains, models, vlen, iterations)


def check_model(name: str) -> None:
    """Before any work: the pinned llvm-mca knows the core model `name` (MicrobenchError otherwise)."""
    from stubforge.bench.mca import tool
    t = tool()
    p = subprocess.run([t.path, "-mtriple=riscv64", f"-mcpu={name}"], input="", capture_output=True, text=True)
    if "is not a recognized processor" in p.stderr:
        raise MicrobenchError(f"--model {name}: llvm-mca {t.major} does not know this core (e.g. "
                              f"{', '.join(CANDIDATE_MODELS)})")


def parse_chains(text: str) -> tuple:
    try:
        out = tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise MicrobenchError(f"--chains wants counts like 1,2,4,8, got {text!r}") from None
    if not out or min(out) < 1:
        raise MicrobenchError(f"--chains wants positive counts like 1,2,4,8, got {text!r}")
    return out


def run_command(args, kernel_program=None) -> int:
    """`stubforge microbench`: one instruction, or (kernel_program) every one a kernel uses."""
    chains = parse_chains(args.chains)
    models = args.model or None
    for m in models or ():
        check_model(m)
    if kernel_program is not None:
        reports = []
        for cfg in kernel_configs(kernel_program, args.vlen):
            print(f"  {cfg.describe()} ...", file=__import__("sys").stderr, flush=True)
            reports.append(measure_config(cfg, chains, models, args.vlen, args.iterations))
        print(f"microbench --kernel {kernel_program.title}: {len(reports)} distinct instructions, "
              f"QEMU-verified at VLEN {args.vlen}")
        print(summary(reports))
        print("latency: cycles/insn of one dependency chain; rthroughput: the fewest cycles/insn over "
              "the chain counts (llvm-mca models, vl = VLMAX)")
        return 0
    rep = measure(args.insn, args.sew, args.lmul, chains, models, args.vlen, args.iterations)
    print(render(rep))
    if args.emit_board:
        files = emit_board(rep, args.emit_board)
        print(f"wrote {', '.join(str(f) for f in files)}")
    return 0
