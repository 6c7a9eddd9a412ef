"""Which code each CPU gets: stubforge's variants against HotSpot's own, decided from measurements.

A CPU configuration is an assignment of the HotSpot extension flags that matter for a stub (those
the variants need, and those that pick HotSpot's own code path). For each configuration the
cheapest code that can run there wins: a stubforge variant whose flags hold, or HotSpot's own
generator when the tree has one. "Cheapest" is one metric for the whole stub, the first of modelled
cycles/byte (every core model at its own VLEN), instructions/byte (VLEN 128), instructions per call
(block stubs) that every measured candidate has. Ours replaces HotSpot's own only where it is faster
by at least MARGIN (5%) on every core model with figures of both sides (a model that cannot schedule
one side, or a side not measured at the model's VLEN, is named) and executes no more instructions:
less is churn no reviewer takes. HotSpot's own
code is kept wherever it has no figure for that configuration, or ours has none: the patch must never
make a stub slower, and an unmeasured replacement is not known to be faster. `force` ignores
HotSpot's own.

The winners become a first-match chain of `if (flags) return generate_<stub>_<variant>();` with
HotSpot's own (or the last variant) as the fall-through, so the chain reads as a stub-generation-time
dispatcher in C++.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from stubforge.emitters.hotspot_api import EXT_FLAGS
from stubforge.dsl.ir import Program
from stubforge.dsl.isa import closure
from stubforge.bench.mca import DEFAULT_MODEL, MODELS
from stubforge.bench.measured import Measured, check_comparable, cycles_per_call

HOTSPOT = "HotSpot's own"
Literal = tuple[str, bool]


@dataclass(frozen=True)
class Branch:
    cond: tuple[Literal, ...]          # every literal must hold; () = always
    choice: str                        # a variant name, or HOTSPOT
    prog: Program | None = None

    def cxx(self) -> str:
        return " && ".join(f if v else f"!{f}" for f, v in self.cond) or "true"


@dataclass(frozen=True)
class Row:
    """One CPU configuration of a plan, as figures: the code chosen there, and ours and HotSpot's own
    modelled cycles/B per core (`cores`) and counted instructions/B at VLEN 128, where measured."""
    config: str
    choice: str                        # a variant, HOTSPOT, or "" (nothing can run)
    ours: Measured | None = None       # the variant compared (the cheapest that can run here)
    theirs: Measured | None = None     # HotSpot's own configuration compared with it
    variant: str = ""


@dataclass
class Plan:
    stub: str
    branches: list[Branch]
    decisions: list[str] = field(default_factory=list)   # one line per configuration, for people
    metric: str = ""
    rows: list[Row] = field(default_factory=list)        # the same, as figures (the PR description's table)
    uncovered: list[dict] = field(default_factory=list)   # configurations where nothing can run
    guard: list[str] | None = None     # the registration's guard when set by the caller (patch.py)

    @property
    def ours(self) -> list[Program]:
        return [b.prog for b in self.branches if b.prog is not None]

    @property
    def keeps_hotspot(self) -> bool:
        return any(b.choice == HOTSPOT for b in self.branches)

    @property
    def requirement(self) -> list[str]:
        """Flags every branch needs (the registration's guard); [] when some branch always applies."""
        if self.guard is not None:
            return self.guard
        conds = [{f for f, v in b.cond if v} for b in self.branches]
        return sorted(set.intersection(*conds)) if conds else []


def ext_flag_implications() -> dict[str, set[str]]:
    """UseZvbc implies UseRVV and so on: a flag stands for its extension, which implies others."""
    out: dict[str, set[str]] = {}
    for ext, flag in EXT_FLAGS.items():
        out.setdefault(flag, set()).update(EXT_FLAGS[e] for e in closure({ext}) - {ext} if e in EXT_FLAGS)
    for flag in out:
        out[flag].discard(flag)
    return out


def configurations(flags: list[str]) -> list[dict[str, bool]]:
    """Every assignment of `flags` a CPU can have (a flag true only with the flags it implies)."""
    imp = ext_flag_implications()
    out = []
    for values in itertools.product((True, False), repeat=len(flags)):
        c = dict(zip(flags, values))
        if all(c.get(g, True) for f, on in c.items() if on for g in imp.get(f, ())):
            out.append(c)
    return out


def _holds(cond, config) -> bool:
    return all(config.get(f, False) == v for f, v in (cond.items() if isinstance(cond, dict) else cond))


def _num(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def cores(m: Measured) -> dict[str, float | str]:
    """Each core model's cycles/B of `m` (each at the model's own VLEN, or any VLEN for a call without
    vector instructions), or the model's "n/a (... no schedule for ...)". A figure that names no core
    list counts for its own model ("" when it names none)."""
    out: dict[str, float | str] = {}
    for _, f in sorted(m.figures.items()):
        for name, c in f.cores.items():
            if not _num(out.get(name)):
                out[name] = c
        if not f.cores and f.cpb is not None:
            out.setdefault(f.origin[1].split(" ")[0], f.cpb)
    return out


def _metric(candidates: list[Measured], kinds=("cpb", "ipb", "call")) -> str:
    """The first metric of `kinds` every candidate has a figure for."""
    def has(m: Measured, kind: str) -> bool:
        if kind == "cpb":
            return any(_num(c) for c in cores(m).values())
        f = m.figures.get(128) or next(iter(m.figures.values()), None)
        return f is not None and getattr(f, {"ipb": "ipb", "call": "per_call"}[kind]) is not None
    for kind in kinds:
        if candidates and all(has(m, kind) for m in candidates):
            if kind == "cpb":       # one model, one llvm-mca: never cycles of two origins side by side
                check_comparable(candidates)
            return kind
    return ""


def _cost(m: Measured, kind: str, model: str | None = None) -> float:
    """One figure to rank candidates by: cycles on `model`, else on the release's model (sifive-p670)
    where there are, else on the first model that has some."""
    if kind == "cpb":
        c = cores(m)
        for name in (model, DEFAULT_MODEL):
            if _num(c.get(name)):
                return c[name]
        return next(v for v in c.values() if _num(v))
    f = m.figures.get(128) or next(iter(m.figures.values()))
    return f.ipb if kind == "ipb" else f.per_call


def _ranking(mine: list[Measured], kind: str) -> tuple[str, str | None]:
    """(metric, core model) our variants are ranked by: cycles on one model every one of them has
    (sifive-p670 first: a variant's figure on one model never ranks against another's on another),
    else the first instruction metric they all have."""
    if kind != "cpb":
        return kind, None
    model = next((n for n in (DEFAULT_MODEL, *MODELS) if all(_num(cores(m).get(n)) for m in mine)), None)
    return (kind, model) if model else (_metric(mine, ("ipb", "call")), None)


METRIC_NAME = {"cpb": "modelled cycles/B", "ipb": "instr/B at every VLEN both measured", "call": "instr/call"}


def _fmt(m: Measured, kind: str, model: str | None = None) -> str:
    v = _cost(m, kind, model)
    if kind == "cpb":
        name = model if _num(cores(m).get(model)) else next(n for n, c in cores(m).items() if c == v)
        return f"{v:.3f} {METRIC_NAME[kind]}" + (f" on {name}" if name else "")
    return f"{v:.3f} {METRIC_NAME[kind]}" if kind != "call" else f"{v:.0f} instr/call"


def _at(m: Measured, kind: str) -> dict[int, float]:
    """The figure of `kind` at each VLEN it was measured (cycles only at the model's VLEN)."""
    field = {"cpb": "cpb", "ipb": "ipb", "call": "per_call"}[kind]
    return {v: getattr(f, field) for v, f in m.figures.items() if getattr(f, field) is not None}


# A replacement must be worth a review: at least this much faster than HotSpot's own (a few percent
# is inside the model's error, and churn an OpenJDK reviewer rightly refuses).
MARGIN = 0.05


def _instructions_not_more(ours: Measured, theirs: Measured) -> tuple[bool, str]:
    """Ours executes no more instructions than HotSpot's (per byte, else per call) at every VLEN both
    were counted at: modelled cycles alone must not hide a stub that does more work."""
    for kind in ("ipb", "call"):
        a, b = _at(ours, kind), _at(theirs, kind)
        common = sorted(set(a) & set(b))
        worse = [v for v in common if a[v] > b[v]]
        if common:
            if worse:
                v = worse[0]
                return False, f"; but more instructions ({a[v]:.3f} vs {b[v]:.3f} {METRIC_NAME[kind]} at VLEN {v})"
            return True, ""
    return True, ""


def _unmodelled(name: str, x, y) -> str:
    """Why core `name` has no pair of figures: a model that cannot schedule one side, or a side not
    measured at that model's VLEN."""
    for who, v in (("ours", x), ("HotSpot's", y)):
        if isinstance(v, str):
            return f"{who} n/a ({v.split('has ', 1)[-1].rstrip(')')})"
    who = "ours" if x is None else "HotSpot's"
    return f"{who} not measured at VLEN {MODELS[name].vlen}" if name in MODELS else f"{who} not modelled"


def _grouped(reasons: list[tuple[str, str]]) -> list[str]:
    """"a, b: why" for the cores that share a reason, in the models' order (the line stays short)."""
    out: dict[str, list[str]] = {}
    for name, why in reasons:
        out.setdefault(why, []).append(name)
    return [f"{', '.join(names)}: {why}" for why, names in out.items()]


def _versus_cores(ours: Measured, theirs: Measured) -> tuple[bool, str]:
    """Ours against HotSpot's on every core model that can run both: faster by at least MARGIN on each,
    every model named (those without both figures too, and why). Where no model has both, the
    instructions decide, said so."""
    a, b = cores(ours), cores(theirs)
    names = [n for n in MODELS if n in a or n in b] + sorted(n for n in set(a) | set(b) if n not in MODELS)
    pairs = [(n, a[n], b[n]) for n in names if _num(a.get(n)) and _num(b.get(n))]
    absent = _grouped([(n, _unmodelled(n, a.get(n), b.get(n))) for n in names if n not in {p[0] for p in pairs}])
    if not pairs:
        kind = next((k for k in ("ipb", "call") if _at(ours, k) and _at(theirs, k)), "")
        if not kind:
            return False, f"stubforge vs HotSpot's own: {'; '.join(absent)}; no figure of both sides"
        ok, text = versus(ours, theirs, kind)
        return ok, f"stubforge vs HotSpot's own: {'; '.join(absent)}; by instructions: {text.split(': ', 1)[1]}"
    text = ", ".join(f"{n} {x:.3f} vs {y:.3f}".strip() for n, x, y in pairs) + " modelled cycles/B"
    short = [n for n, x, y in pairs if x > (1 - MARGIN) * y]
    faster = not short
    if short and all(x < y for n, x, y in pairs if n in short):
        text += f" (faster by less than {MARGIN:.0%}{' on ' + ', '.join(short) if short != [''] else ''}: " \
                "not worth a replacement)"
    elif short and len(pairs) > 1:
        text += f" (not faster on {', '.join(short)})"
    text += "".join(f"; {x}" for x in absent)
    fewer, why = _instructions_not_more(ours, theirs)
    if faster and not fewer:
        faster, text = False, text + why
    return faster, f"stubforge vs HotSpot's own: {text}"


def versus(ours: Measured, theirs: Measured, kind: str) -> tuple[bool, str]:
    """Is ours faster than HotSpot's by at least MARGIN without executing more instructions, and the
    figures side by side. Cycles: on every core model with figures of both (_versus_cores). Instructions:
    at every VLEN both were measured at; without a common VLEN, ours at its lowest VLEN against
    HotSpot's lowest, said so."""
    if kind == "cpb":
        return _versus_cores(ours, theirs)
    a, b = _at(ours, kind), _at(theirs, kind)
    common = sorted(set(a) & set(b))
    pairs = [(v, a[v], b[v]) for v in common] or [(min(a), a[min(a)], b[min(b)])]
    unit = {"cpb": "modelled cycles/B", "ipb": "instr/B", "call": "instr/call"}[kind]
    digits = 0 if kind == "call" else 3
    text = "; ".join(f"{x:.{digits}f} vs {y:.{digits}f} {unit}" + (f" at VLEN {v}" if kind != "cpb" else "")
                     for v, x, y in pairs)
    if not common:
        text += f" (HotSpot's at VLEN {min(b)}: no common VLEN)"
    faster = all(x <= (1 - MARGIN) * y for _, x, y in pairs)
    if not faster and all(x < y for _, x, y in pairs):
        text += f" (faster by less than {MARGIN:.0%}: not worth a replacement)"
    fewer, why = _instructions_not_more(ours, theirs)
    if faster and not fewer:
        faster, text = False, text + why
    return faster, f"stubforge vs HotSpot's own: {text}"


def versus_rival(stub: str, variant: str, mine: Measured | None, rival: str, calls: int,
                 rivals: dict[str, Measured | None]) -> tuple[bool, str]:
    """The keep rule for an added stub against the code it displaces (Contract.rival): `calls` calls
    of `rival`, the cheapest of its measured variants on each core model. Kept only where it is at
    least MARGIN faster in modelled cycles per call on every core model with figures of both sides (a
    model without is named, and none at all keeps it out); (kept, one line with the figures)."""
    a = cycles_per_call(mine) if mine is not None else {}
    best: dict[str, tuple[float, str]] = {}
    for v, m in rivals.items():
        for name, c in (cycles_per_call(m) if m is not None else {}).items():
            if name not in best or c < best[name][0]:
                best[name] = (c, v)
    ours_na = cores(mine) if mine is not None else {}
    names = [n for n in MODELS if n in a or n in best or n in ours_na]
    pairs = [(n, a[n], calls * best[n][0]) for n in names if n in a and n in best]
    absent = _grouped([(n, "ours n/a" if isinstance(ours_na.get(n), str) else
                        "ours not measured" if n not in a else f"{rival} not measured")
                       for n in names if n not in a or n not in best])
    variants = "/".join(sorted({best[n][1] for n, _, _ in pairs}))
    against = f"{calls} x {rival}" + (f" [{variants}]" if variants else "")
    kept = bool(pairs) and all(x <= (1 - MARGIN) * y for _, x, y in pairs)
    figures = ", ".join(f"{n} {x:.0f} vs {y:.0f} ({x / y:.2f}x)" for n, x, y in pairs) or \
        ("not measured (`stubforge bench --report`)" if mine is None else "no model has figures of both")
    return kept, (f"{stub} [{variant}]: {'registered' if kept else 'left out'}: the keep rule asks at most "
                  f"{1 - MARGIN:.2f}x the modelled cycles of {against} calls on every core model: {figures}"
                  + "".join(f"; {x}" for x in absent))


def plan(stub: str, progs: list[Program], flags_of, ours: dict[str, Measured | None],
         hotspot_present: bool, hotspot: list[Measured], force: bool = False, reachable=None) -> Plan:
    """The dispatch of `stub` over the candidate programs (one per variant). `flags_of(prog)` gives the
    HotSpot flags a variant needs; `ours[variant]` its committed figures (None: not measured);
    `hotspot` HotSpot's own figures by configuration (only looked at when `hotspot_present`);
    `reachable(config)` is False where the tree never turns the stub's intrinsic on: no code is
    generated there, so no arm (and no variant) is spent on it."""
    theirs = [m for m in hotspot if m.stub == stub] if hotspot_present and not force else []
    need = {p.variant: list(flags_of(p)) for p in progs}
    universe = sorted({f for fl in need.values() for f in fl} | {f for m in theirs for f in m.flags})
    measured = [ours[p.variant] for p in progs if ours.get(p.variant) is not None] + theirs
    kind = _metric(measured)
    rank, model = _ranking([ours[p.variant] for p in progs if ours.get(p.variant)], kind)
    cost = {p.variant: (_cost(ours[p.variant], rank, model) if rank and ours.get(p.variant) else None)
            for p in progs}
    # stubforge's variants from cheapest to dearest (unmeasured last, in the kernel's order)
    order = sorted(progs, key=lambda p: (cost[p.variant] is None, cost[p.variant] or 0.0))
    configs = [c for c in configurations(universe) if reachable is None or reachable(c)]
    win: dict[int, str | None] = {}
    lines, rows = [], []
    for i, c in enumerate(configs):
        avail = [p for p in order if all(c.get(f, False) for f in need[p.variant])]
        best = avail[0] if avail else None
        match = [m for m in theirs if _holds(m.flags, c)]
        label = " ".join(f if v else f"!{f}" for f, v in c.items()) or "any CPU"
        if not hotspot_present or force:
            win[i] = best.variant if best else None
            why = "" if best else "no variant can run here"
        elif best is None:
            win[i], why = HOTSPOT, "no stubforge variant can run here"
        elif not match:
            win[i], why = HOTSPOT, f"HotSpot's own is not measured here{_exception(stub, hotspot, theirs)} " \
                f"(ours [{best.variant}]: " + \
                (f"{_fmt(ours[best.variant], rank, model)})" if cost[best.variant] is not None else "not measured)")
        elif cost[best.variant] is None:
            win[i], why = HOTSPOT, f"[{best.variant}] is not measured (run `stubforge bench --report`)"
        else:
            h = min(match, key=lambda m: _cost(m, kind, model))
            faster, figures = versus(ours[best.variant], h, kind)
            win[i] = best.variant if faster else HOTSPOT
            why = f"[{best.variant}] against HotSpot's ({h.label}): {figures.split(': ', 1)[1]}"
        lines.append(f"{label}: {win[i] or 'nothing'}" + (f" -- {why}" if why else ""))
        h = min(match, key=lambda m: _cost(m, kind, model)) if match and kind else (match[0] if match else None)
        rows.append(Row(label, win[i] or "", ours.get(best.variant) if best else None, h,
                        best.variant if best else ""))
    if (not hotspot_present or force) and len(progs) == 1:
        lines = []                  # nothing compared, nothing chosen: the variant's needs say it all
    branches = _chain(configs, win, order, need, hotspot_present and not force)
    uncovered = [c for i, c in enumerate(configs) if win[i] is None]
    return Plan(stub, branches, lines, METRIC_NAME.get(kind, "unmeasured"), rows, uncovered)


def _exception(stub: str, hotspot, theirs) -> str:
    """Why the release's record has no figure of `stub` here, as the record says (bench --jvm names
    the stubs it could not measure: measured.HotspotRecord.exceptions)."""
    record = getattr(hotspot, "record", "")
    if not record:
        return " (no record of this release's own stubs: `stubforge bench --jvm`)" if not theirs else ""
    why = getattr(hotspot, "exceptions", {}).get(stub)
    if why:
        return f" ({record}: {why})"
    return f" ({record} measures it in other configurations only)" if theirs else \
        f" ({record} does not measure it: `stubforge bench --jvm ... --stubs {stub} --update`)"


def _chain(configs, win, order, need, hotspot_last: bool) -> list[Branch]:
    """A first-match chain of conjunctions that gives every configuration its winner: stubforge's
    variants first (cheapest first), each condition widened from the variant's own flags only as
    far as needed to exclude configurations another choice wins; then HotSpot's own as the rest."""
    live = set(win)                          # configurations no branch has taken yet
    out: list[Branch] = []
    # HotSpot's own is last only where it wins somewhere: else the last of ours takes the rest untested
    # (a conditional last arm would leave the C++ function without a return).
    hotspot_last = hotspot_last and HOTSPOT in win.values()
    for p in order:
        mine = {i for i in live if win[i] == p.variant}
        while mine:
            if mine == live and not hotspot_last:
                out.append(Branch((), p.variant, p))
                return out
            c = configs[min(mine)]
            cond = [(f, True) for f in need[p.variant]]
            others = {i for i in live - mine if _holds(cond, configs[i])}
            while others:
                # the literal of `c` that shuts out the most configurations another choice wins
                lit = max(((f, v) for f, v in c.items() if (f, v) not in cond),
                          key=lambda fv: sum(configs[i].get(fv[0]) != fv[1] for i in others))
                cond.append(lit)
                others = {i for i in others if _holds(cond, configs[i])}
            covered = {i for i in mine if _holds(cond, configs[i])}
            out.append(Branch(tuple(cond), p.variant, p))
            mine -= covered
            live -= covered
    if any(win[i] == HOTSPOT for i in live):
        out.append(Branch((), HOTSPOT))
    return out


def chosen(branches: list[Branch], config: dict[str, bool]) -> str | None:
    """The choice the first-match chain makes on a CPU configuration (None: no arm matches)."""
    return next((b.choice for b in branches if _holds(b.cond, config)), None)


def flag_picks(plan: Plan, on: str, off: str, flags: tuple[str, ...]) -> bool:
    """Whether one generator testing `flags` (all on: variant `on`'s code, all off: `off`'s) does what
    the plan does: on every CPU configuration where the chain chooses either variant, the flags are
    all on exactly where it chooses `on`. Then `on` and `off` can be one generator with `if (flag)`
    inside instead of two behind a dispatcher."""
    universe = sorted({f for b in plan.branches for f, _ in b.cond} | set(flags))
    for config in configurations(universe):
        choice = chosen(plan.branches, config)
        if choice in (on, off) and any(config.get(f, False) != (choice == on) for f in flags):
            return False
    return True
