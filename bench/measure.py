"""Benchmarks from simulation: exact instructions per byte and modelled cycles per byte.

Instructions/byte is the slope of the stub's exact dynamic instruction count between two sizes
(QEMU, harness excluded); the fixed part is what is left at the smaller size. Modelled cycles/byte is
the slope, between the same two sizes, of the modelled cycles of the WHOLE call: every instruction the
call executed, in the order it ran (bench/trace.py), through the pinned llvm-mca on a named core model
at that model's VLEN. A stub that makes a fixed amount per call (ChaCha20's block) gives a call's cycles
over its bytes; a single-block stub (AES block, SHA-2 implCompress: no slope) its cycles per call.
Neither is time measured on hardware.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from stubforge.dsl.ir import Program

from stubforge.bench import count as qcount
from stubforge.bench import mca, trace
from stubforge.bench.baseline import SOURCES
from stubforge.sim.layouts import spec_for
from stubforge.sim.verify import harness_for

DEFAULT_SIZES = (4096, 65536)
BASELINES = ("rv64gc-O2", "rv64gcv-O3")


@dataclass(frozen=True)
class Cycles:
    """One core model's modelled cycles of a stub at that model's VLEN."""
    model: str
    llvm: int
    cpb: float | None = None        # cycles per byte (slope); for a single-block stub, per call / its block
    fixed: float | None = None      # cycles per call beyond the slope (a single-block stub: all of it)
    ipc: float | None = None        # instructions per cycle at the larger size (<= the model's width)
    na: str = ""                    # why there is no figure: "n/a (sifive-p670 has no schedule for clmul)"
    per_call: bool = False          # a single-block stub: `fixed` is the figure (cpb its share per byte)

    @property
    def label(self) -> str:
        return mca.label(self.model, self.llvm) + ", whole call"


@dataclass
class Row:
    title: str
    stub: str
    variant: str
    params: dict
    vlen: int
    ipb: float                      # instructions per byte (slope)
    fixed: float                    # instructions per call not explained by the slope
    classes: dict                   # class -> instructions per byte
    baseline: dict = field(default_factory=dict)   # flavour -> instructions per byte
    cycles: dict = field(default_factory=dict)     # model -> Cycles, for the models of this VLEN
    model_name: str = mca.DEFAULT_MODEL            # the model of the cycles columns
    # executions per byte of each instruction (by offset), on the same footing as the cycles figure:
    # the slope, a call over its bytes, a single-block stub's call over its block (or per call where it
    # declares none, like its cycles) (bench/bounds.py)
    executed: dict = field(default_factory=dict)

    def ratio(self, flavour: str) -> float | None:
        b = self.baseline.get(flavour)
        return b / self.ipb if b and self.ipb else None

    @property
    def main(self) -> Cycles | None:
        return self.cycles.get(self.model_name)

    @property
    def cpb(self) -> float | None:
        return self.main.cpb if self.main else None

    @property
    def model(self) -> str:
        """The model, LLVM and VLEN the cycles columns come from ('' without cycles)."""
        return self.main.label if self.main and not self.main.na else ""

    @property
    def llvm(self) -> int | None:
        return self.main.llvm if self.main else None


def _counted(harness, stub: str, size: int, vlen: int, cpu, trace: bool = True):
    """Count one call (in order, for the whole-call model); count_stub judges the result in the same run
    and refuses a wrong one."""
    return qcount.count_stub(harness, spec_for(stub).bench_input(size), vlen, cpu_extensions=cpu, stub=stub,
                             trace=trace)


def slope(lo_total: int, hi_total: int, sizes) -> tuple[float, float]:
    a, b = sizes
    s = (hi_total - lo_total) / (b - a)
    return s, lo_total - s * a


def models_at(vlen: int, models) -> list[str]:
    """The models (each checked: an unknown name is an error) whose core has this VLEN."""
    return [m for m in models if mca.core(m).vlen == vlen]


def measure(prog: Program, vlens, sizes=DEFAULT_SIZES, baselines=BASELINES, model_name=mca.DEFAULT_MODEL,
            harness=None, models=None) -> list[Row]:
    """Rows per VLEN; cycles on `model_name` and on the other `models`, each at its own VLEN."""
    models = tuple(dict.fromkeys([model_name, *(models or ())]))
    for m in models:
        mca.core(m)
    harness = harness or harness_for(prog, "S")
    cpu = set(prog.extensions)
    rows = []
    for vlen in vlens:
        lo, hi = (_counted(harness, prog.name, n, vlen, cpu) for n in sizes)
        ipb, fixed = slope(lo.total, hi.total, sizes)
        per_call = getattr(spec_for(prog.name), "bytes_per_call", None)
        if per_call is not None:        # a call makes a fixed amount (chacha20Block): its whole count
            lo, span = _Nothing(), per_call(hi.result)
            ipb, fixed = hi.total / span, 0.0
        else:
            span = sizes[1] - sizes[0]
        cl_lo, cl_hi = qcount.classify(prog, lo.by_offset), qcount.classify(prog, hi.by_offset)
        classes = {c: (cl_hi.get(c, 0) - cl_lo.get(c, 0)) / span for c in cl_hi}
        row = Row(prog.title, prog.name, prog.variant, dict(prog.params), vlen, ipb, fixed, classes,
                  model_name=model_name, executed=_executed(prog.name, lo, hi, span))
        for m in models_at(vlen, models):
            row.cycles[m] = whole_call_cycles(prog, lo, hi, sizes, span, m)
        for flavour in baselines if prog.name in SOURCES else ():   # no C baseline for AES stubs
            row.baseline[flavour] = baseline_ipb(prog.name, flavour, vlen, sizes)
        rows.append(row)
    return rows


def _executed(stub: str, lo, hi, span: int) -> dict[int, float]:
    """Executions per byte of each offset, as whole_call_cycles divides cycles (a single-block stub that
    declares no block size: per call, as its cycles are given)."""
    if lo.trace and hi.total == lo.total:          # a single-block stub: one call over its block
        block = _block(stub) or 1
        return {o: n / block for o, n in hi.by_offset.items()}
    return {o: (n - lo.by_offset.get(o, 0)) / span for o, n in hi.by_offset.items()}


def whole_call_cycles(prog: Program, lo, hi, sizes, span: int, model_name: str, whole: bool = False) -> Cycles:
    """Cycles per byte from the whole-call model of the calls counted at both sizes (`lo` may be no
    call: a stub that makes `span` bytes per call). whole=True costs the uncompressed traces instead
    (trace.whole_trace, the reference the tests hold this to)."""
    read, exts = trace.ir_reader(prog), mca.extensions(prog)

    def call(counts) -> trace.Cost:
        if whole:
            return trace.whole_trace(counts.trace, read, exts, model_name)
        return trace.cost(trace.compress(counts.trace), read, exts, model_name)
    try:
        c_hi = call(hi)
        c_lo = call(lo) if lo.trace else None
    except mca.Unschedulable as e:
        return Cycles(model_name, mca.tool().major, na=e.na)
    if c_lo is None:
        cpb, fixed = c_hi.cycles / span, 0.0
    else:
        cpb, fixed = slope(c_lo.cycles, c_hi.cycles, sizes)
    single = bool(lo.trace) and hi.total == lo.total      # a single-block stub: the call is the unit
    if single:
        block = _block(prog.name)
        cpb, fixed = (c_hi.cycles / block if block else None), c_hi.cycles
    return Cycles(model_name, c_hi.llvm, cpb, fixed, c_hi.ipc, per_call=single)


def _block(stub: str) -> int:
    """Bytes per call of a single-block stub, as its declaration says (0: not declared)."""
    from stubforge import stubs
    d = stubs.load_all().get(stub)
    return d.block if d is not None else 0


class _Nothing:
    """Counts of no call: what a per-call figure subtracts."""
    by_offset: dict = {}
    total = 0
    trace = None


_BASELINE_CACHE: dict = {}


def baseline_ipb(stub: str, flavour: str, vlen: int, sizes=DEFAULT_SIZES) -> float:
    """Instructions per byte of the portable C baseline compiled by clang (what a compiler gives)."""
    from stubforge.bench.baseline import build_baseline
    vector = flavour.startswith("rv64gcv")
    key = (stub, flavour, vlen if vector else 0, tuple(sizes))
    if key not in _BASELINE_CACHE:
        h = build_baseline(stub, flavour)
        cpu = {"v"} if vector else set()
        lo, hi = (_counted(h, stub, n, vlen, cpu, trace=False) for n in sizes)
        _BASELINE_CACHE[key] = slope(lo.total, hi.total, sizes)[0]
    return _BASELINE_CACHE[key]
