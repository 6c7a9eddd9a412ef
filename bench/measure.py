"""Benchmarks from simulation: exact instructions per byte and modelled cycles per byte.

Instructions/byte is the slope of the stub's exact dynamic instruction count between two sizes
(QEMU, harness excluded); the fixed part is what is left at the smaller size. Modelled cycles/byte is
llvm-mca's cycles per hot-loop iteration times the hot-loop iterations per byte counted in QEMU.
Neither is time measured on hardware.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from stubforge.dsl.ir import Program

from stubforge.bench import count as qcount
from stubforge.bench import mca
from stubforge.sim.errors import SimError
from stubforge.bench.baseline import SOURCES
from stubforge.sim.layouts import spec_for
from stubforge.sim.verify import harness_for

DEFAULT_SIZES = (4096, 65536)
BASELINES = ("rv64gc-O2", "rv64gcv-O3")


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
    cpb: float | None = None        # modelled cycles per byte of the hot loop
    model: str = ""
    baseline: dict = field(default_factory=dict)   # flavour -> instructions per byte

    def ratio(self, flavour: str) -> float | None:
        b = self.baseline.get(flavour)
        return b / self.ipb if b and self.ipb else None


def _counted(harness, stub: str, size: int, vlen: int, cpu):
    """Count one call; count_stub judges the result in the same run and refuses a wrong one."""
    return qcount.count_stub(harness, spec_for(stub).bench_input(size), vlen, cpu_extensions=cpu, stub=stub)


def slope(lo_total: int, hi_total: int, sizes) -> tuple[float, float]:
    a, b = sizes
    s = (hi_total - lo_total) / (b - a)
    return s, lo_total - s * a


def measure(prog: Program, vlens, sizes=DEFAULT_SIZES, baselines=BASELINES, model_name=mca.DEFAULT_MODEL,
            harness=None) -> list[Row]:
    harness = harness or harness_for(prog, "S")
    cpu = set(prog.extensions)
    at, _, _ = prog.layout()
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
        modelled, branch_off = None, None
        # A core model has one VLEN; at another VLEN its per-instruction costs do not apply.
        if mca.MODELS.get(model_name) == vlen:
            try:
                loop = mca.hot_loop(prog, hi.by_offset)
                modelled = mca.model(prog, model_name, loop=loop)
                branch_off = at[id(loop.body[-1])]
            except (SimError, ValueError):
                pass
        cl_lo, cl_hi = qcount.classify(prog, lo.by_offset), qcount.classify(prog, hi.by_offset)
        classes = {c: (cl_hi.get(c, 0) - cl_lo.get(c, 0)) / span for c in cl_hi}
        row = Row(prog.title, prog.name, prog.variant, dict(prog.params), vlen, ipb, fixed, classes)
        if modelled is not None:
            iters = (hi.by_offset.get(branch_off, 0) - lo.by_offset.get(branch_off, 0)) / span
            row.cpb = modelled.cycles_per_iter * iters
            row.model = modelled.describe()
        for flavour in baselines if prog.name in SOURCES else ():   # no C baseline for AES stubs
            row.baseline[flavour] = baseline_ipb(prog.name, flavour, vlen, sizes)
        rows.append(row)
    return rows


class _Nothing:
    """Counts of no call: what a per-call figure subtracts."""
    by_offset: dict = {}


_BASELINE_CACHE: dict = {}


def baseline_ipb(stub: str, flavour: str, vlen: int, sizes=DEFAULT_SIZES) -> float:
    """Instructions per byte of the portable C baseline compiled by clang (what a compiler gives)."""
    from stubforge.bench.baseline import build_baseline
    vector = flavour.startswith("rv64gcv")
    key = (stub, flavour, vlen if vector else 0, tuple(sizes))
    if key not in _BASELINE_CACHE:
        h = build_baseline(stub, flavour)
        cpu = {"v"} if vector else set()
        lo, hi = (_counted(h, stub, n, vlen, cpu) for n in sizes)
        _BASELINE_CACHE[key] = slope(lo.total, hi.total, sizes)[0]
    return _BASELINE_CACHE[key]
