"""Tuning a kernel's parameters per core: sweep, verify, rank by modelled whole-call cycles per byte.

    from stubforge.bench.tune import tune
    r = tune("chacha20Block", {"interleave": [1, 4]}, variant="v", models=["spacemit-x60", "sifive-p870"])
    r.winner("spacemit-x60").label, r.value(r.winner("spacemit-x60"), "spacemit-x60")
    r.compromise().label, r.worst_ratio(r.compromise())
    save(r)                       # kernels/tuned.json: the compromise as the default, each model's winner

Every combination of the swept values is built (one the kernel's checks reject is skipped, saying
why), verified in simulation against the outside reference at every VLEN asked for (one that fails is
skipped), then counted and modelled as `stubforge bench` does (bench/measure.py): the figure ranked is,
per core model and at that model's VLEN, the slope of the whole call's modelled cycles between the two
sizes ("cycles", the default), or of its exact instruction count ("instructions"). The cycles are the
same figure `stubforge bench --report` writes to generated/measurements.json and `stubforge patch`
decides from (Row.cycles[model].cpb, bench.measure.whole_call_cycles, the pinned llvm-mca): tune and
patch read one metric from one LLVM. A model that has no schedule for an instruction the call executes
gives no figure for it ("n/a (why)", bench/mca.Unschedulable), never 0.

The best compromise is the combination whose worst ratio to each model's best is smallest: the one to
make the default when one binary serves every core (a HotSpot patch dispatches by extension, not by
core). Models where no combination has a figure do not take part in it.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from stubforge.dsl.ir import KernelError
from stubforge.bench import mca
from stubforge.bench import measure as bench
from stubforge.sim.toolchain import MODEL_LLVM

METRICS = {"cycles": "modelled cycles/B", "instructions": "instr/B"}
VERIFY_VLENS = (128, 1024)        # every candidate is also verified here (the extremes QEMU covers)


class TuneError(KernelError):
    """A sweep that cannot be run as asked (unknown parameter, a value the kernel does not allow)."""


@dataclass
class Candidate:
    """One combination that built and passed simulation, with its figures (bench.measure.Row per VLEN)."""
    swept: dict                     # the swept parameters' values
    params: dict                    # every parameter of the program built (what --save records)
    rows: dict = field(default_factory=dict)       # VLEN -> Row

    @property
    def label(self) -> str:
        return ", ".join(f"{k}={v}" for k, v in self.swept.items())


@dataclass(frozen=True)
class Skipped:
    label: str
    reason: str


@dataclass
class TuneResult:
    """What tune() found: the candidates in sweep order, the skipped combinations, and the rankings."""
    stub: str
    variant: str
    metric: str                     # "cycles" or "instructions"
    models: list[str]
    vlens: list[int]                # VLENs counted (each model's, and any asked for)
    verified: list[int]             # VLENs every candidate passed simulation at
    sizes: tuple[int, int]
    llvm: int                       # the llvm-mca major of every cycles figure
    candidates: list[Candidate] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def unit(self) -> str:
        return METRICS[self.metric]

    def row(self, c: Candidate, model: str):
        return c.rows[mca.core(model).vlen]

    def figure(self, c: Candidate, model: str) -> tuple[float | None, str]:
        """(value ranked on `model`, "" ) or (None, "n/a (why)")."""
        r = self.row(c, model)
        if self.metric == "instructions":
            # a single-block stub has no slope: all of a call is its fixed part
            return (r.ipb if r.ipb > 1e-9 else r.fixed), ""
        cyc = r.cycles.get(model)
        if cyc is None:
            return None, "n/a (not modelled)"
        if cyc.na:
            return None, cyc.na
        return cyc.cpb, ""

    def value(self, c: Candidate, model: str) -> float | None:
        return self.figure(c, model)[0]

    # Figures equal to the printed precision are a tie: broken by fewer instructions/B at the first
    # VLEN counted, then by the sweep's order, the same way in the table, each winner and the compromise.
    TIE_BREAK = "ties (equal to 4 places) go to fewer instructions/B, then to the sweep's order"

    def _tie(self, c: Candidate) -> tuple:
        first = min(c.rows) if c.rows else None
        return (round(c.rows[first].ipb, 6) if first is not None else 0.0, self.candidates.index(c))

    def ranking(self, model: str) -> list[Candidate]:
        """Candidates with a figure on `model`, best first (ties: TIE_BREAK)."""
        have = [c for c in self.candidates if self.value(c, model) is not None]
        return sorted(have, key=lambda c: (round(self.value(c, model), 4), self._tie(c)))

    def winner(self, model: str) -> Candidate | None:
        r = self.ranking(model)
        return r[0] if r else None

    def why_none(self, model: str) -> str:
        """Why `model` has no winner (every candidate's n/a, or no candidate)."""
        reasons = [self.figure(c, model)[1] for c in self.candidates]
        return reasons[0] if reasons else "no combination survived"

    def ranked_models(self) -> list[str]:
        """The models with a winner: those that take part in the compromise."""
        return [m for m in self.models if self.winner(m) is not None]

    def worst_ratio(self, c: Candidate) -> tuple[float, str] | None:
        """(largest value/best over the ranked models, the model it is on); None when `c` has no figure
        on one of them."""
        worst = None
        for m in self.ranked_models():
            v = self.value(c, m)
            if v is None:
                return None
            best = self.value(self.winner(m), m)
            ratio = v / best if best else (1.0 if v == best else float("inf"))
            if worst is None or ratio > worst[0]:
                worst = (ratio, m)
        return worst

    def order(self) -> list[Candidate]:
        """Every candidate, the compromise first: by worst ratio (as printed, 2 places), then TIE_BREAK;
        those without a worst ratio last."""
        def key(c):
            w = self.worst_ratio(c)
            return (w is None, round(w[0], 2) if w else 0.0, self._tie(c))
        return sorted(self.candidates, key=key)

    def compromise(self) -> Candidate | None:
        """The candidate with the smallest worst-case ratio to each model's best (ties: TIE_BREAK)."""
        first = self.order()[:1]
        return first[0] if first and self.worst_ratio(first[0]) is not None else None

    def origin(self, model: str) -> str:
        """What a figure on `model` is: the metric, and for cycles the model and LLVM that made it."""
        if self.metric == "cycles":
            return f"{self.unit}, {mca.label(model, self.llvm)}, whole call"
        return f"{self.unit} at VLEN {mca.core(model).vlen} (QEMU, exact)"


def parse_values(kd, name: str, values) -> list:
    """The values of one swept parameter, checked against the kernel's allowed set: a value outside
    it is the user's mistake (the kernel is not written for unroll=0), said up front, not a skipped row."""
    if name not in kd.params:
        raise TuneError(f"{kd.stub} has no parameter {name!r}; parameters: {', '.join(kd.params)}")
    p = kd.params[name]
    out = []
    for x in values:
        text = str(x).strip()
        if not text:
            continue
        try:
            v = p.parse(name, text)
        except KernelError as e:
            raise TuneError(f"--param {name}={text}: {e.msg}") from None
        if p.choices is not None and v not in p.choices:
            raise TuneError(f"--param {name}={text}: not an allowed value of {kd.stub}'s {name} "
                            f"(allowed: {', '.join(map(str, p.choices))})")
        if v not in out:
            out.append(v)
    if not out:
        raise TuneError(f"--param {name}=: no values; e.g. --param {name}="
                        + ",".join(map(str, p.choices or (1, 2))))
    return out


def combinations(kd, params: dict) -> list[dict]:
    """{name: [values]} -> every combination, as dicts in sweep order."""
    if not params:
        raise TuneError("tune needs at least one parameter to sweep, e.g. --param unroll=1,2,4")
    axes = {n: parse_values(kd, n, vals) for n, vals in params.items()}
    return [dict(zip(axes, vals)) for vals in itertools.product(*axes.values())]


def tune(kernel, params: dict, *, variant: str | None = None, models=None, metric: str = "cycles",
         vlens=None, sizes=bench.DEFAULT_SIZES, progress=None) -> TuneResult:
    """Sweep `params` ({name: [values]}) of `kernel` (a stub name or a KernelDef) and rank the
    combinations per core model (default: the default model, sifive-p670).

    metric: "cycles" (modelled whole-call cycles/B at each model's VLEN) or "instructions" (exact
    instructions/B at each model's VLEN). vlens: VLENs to count at besides each model's (the table's
    instructions columns). Every candidate is verified at 128, 1024, each model's VLEN and `vlens`.
    progress(label) is called once per combination. Errors in what is asked (unknown model, kernel,
    variant, parameter or value) raise before anything is simulated; the machine's problems raise
    SimError; a combination that does not build or fails simulation is a Skipped entry."""
    from stubforge import kernels
    from stubforge.sim import verify
    from stubforge.sim.layouts import spec_for
    if metric not in METRICS:
        raise TuneError(f"unknown metric {metric!r}; metrics: {', '.join(METRICS)}")
    kd = kernels.get(kernel) if isinstance(kernel, str) else kernel
    variant = variant or kd.default_variant
    kd.resolve(variant)               # an unknown variant is an error, not every combination skipped
    models = list(dict.fromkeys(models or [mca.DEFAULT_MODEL]))
    for m in models:
        mca.core(m)                   # an unknown model is an error (ModelError), naming the known ones
    if metric == "cycles":
        mca.tool()                    # the pinned llvm-mca, or the package to install
    if len(sizes) != 2 or sizes[0] >= sizes[1]:
        raise TuneError("tune wants two sizes, small then large, e.g. 4096,65536")
    combos = combinations(kd, params)
    counted = sorted({mca.core(m).vlen for m in models} | set(vlens or ()))
    verified = sorted(set(VERIFY_VLENS) | set(counted))
    tick = progress or (lambda label: None)
    result = TuneResult(kd.stub, variant, metric, models, counted, verified, tuple(sizes), MODEL_LLVM)
    quick = spec_for(kd.stub).quick_inputs()
    for combo in combos:
        label = ", ".join(f"{k}={v}" for k, v in combo.items())
        try:
            prog = kd.build(variant, combo, strict=False)
        except KernelError as e:
            result.skipped.append(Skipped(label, e.msg))
            tick(label + " (skipped)")
            continue
        bad = [o for o in verify.run(prog, "S", verified, quick) if not o.ok]
        if bad:
            result.skipped.append(Skipped(label, f"fails simulation at VLEN {bad[0].vlen}: "
                                                 f"{bad[0].error or bad[0].failures[0]}"))
            tick(label + " (fails)")
            continue
        rows = bench.measure(prog, counted, sizes, baselines=(), model_name=models[0], models=models)
        result.candidates.append(Candidate(dict(combo), dict(prog.params), {r.vlen: r for r in rows}))
        tick(label)
    return result


def records(result: TuneResult) -> dict:
    """What save() writes beside the defaults: each model's winner and the compromise, with figures."""
    out = {}
    for m in result.models:
        w = result.winner(m)
        if w is None:
            out[m] = {"na": result.why_none(m)}
            continue
        out[m] = {"params": w.params, "value": round(result.value(w, m), 6), "metric": result.unit,
                  "origin": result.origin(m), "sizes": list(result.sizes)}
        if result.metric == "cycles":
            out[m]["llvm"] = result.llvm
    c = result.compromise()
    if c is not None:
        ratio, on = result.worst_ratio(c)
        out["compromise"] = {"params": c.params, "worst_ratio": round(ratio, 4), "worst_on": on,
                             "models": result.ranked_models(), "metric": result.unit}
    return out


def check_savable(stub: str) -> None:
    """--save writes kernels/tuned.json, the checkout's defaults: not for a function from a user's file."""
    from stubforge.dsl import plainfn
    if stub in plainfn.PLAIN and plainfn.PLAIN[stub].outside:
        raise TuneError(f"--save keeps the checkout's kernels' defaults (kernels/tuned.json); {stub} is "
                        "yours: make the winner its Param default")


def save(result: TuneResult) -> dict:
    """Make the best compromise (with one model: its winner) the kernel's default in kernels/tuned.json
    -- what `emit`, `generate` and `patch` build -- and record each model's winner with its figure
    under the file's "by_model" key. Returns the parameters made the default."""
    from stubforge.kernels import save_tuned
    check_savable(result.stub)
    c = result.compromise()
    if c is None:
        raise TuneError(f"nothing to save: no combination of {result.stub}[{result.variant}] has a figure "
                        "on every model")
    save_tuned(result.stub, result.variant, dict(c.params), by_model=records(result))
    return dict(c.params)
