"""Committed measurements that `stubforge patch` decides from, never re-measured at patch time.

* stubforge's own stubs: generated/measurements.json, written by `stubforge bench --report` for every
  kernel and variant at its defaults. Each entry carries the hash of the program's machine code, so a
  kernel changed since the last report is noticed (`stubforge generate --check` fails on it), never
  compared with stale figures.
* HotSpot's own stubs: bench/hotspot/jdk<RELEASE>.json, counted inside a running JVM by
  `stubforge bench --jvm` (bench/hotspot_own.py reads and writes it). Each measurement names the CPU
  configuration it was taken under; PATH_FLAGS says which of its flags choose HotSpot's code.

Both give, per VLEN, instructions/byte (slope), the fixed part per call, and modelled cycles/byte of
the whole call at the core model's own VLEN; block stubs (one AES block) compare instructions per call.
Every cycles figure carries the model and the LLVM major that made it: one made by another llvm-mca
than the pinned one (sim/toolchain.py MODEL_LLVM) is stale (ours: `stubforge generate --check` fails;
HotSpot's: recomputed from the record's trace, or refused), and figures of different models or majors
are never compared (check_comparable).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from stubforge.dsl.encode import assemble
from stubforge.dsl.ir import Program
from stubforge.files import atomic_write, read_json, shape_error
from stubforge.sim.errors import SimError
from stubforge.sim.toolchain import MODEL_LLVM

ROOT = Path(__file__).resolve().parent.parent
OURS = ROOT / "generated" / "measurements.json"


@dataclass(frozen=True)
class Figure:
    vlen: int
    ipb: float | None = None          # instructions per byte (slope); None for a block stub
    fixed: float | None = None        # instructions per call beyond the slope
    per_call: float | None = None     # instructions per call of a block stub
    cpb: float | None = None          # modelled cycles per byte (only at the model's VLEN)
    model: str = ""                   # "llvm-mca 22, sifive-p670 (VLEN 128, vl=VLMAX)..."
    llvm: int | None = None           # the llvm-mca major of cpb
    # every core model's cycles/B by the same llvm-mca (cpb is the release model's among them), or the
    # "n/a (... has no schedule for ...)" of a model that cannot schedule the code
    cores: dict = field(default_factory=dict, compare=False)
    # every core model's cycles per call (a block stub's whole call), where the record has them
    calls: dict = field(default_factory=dict, compare=False)

    @property
    def origin(self) -> tuple:
        """(LLVM major, core model) of the cycles figure: only figures of one origin compare."""
        return self.llvm, self.model.split(", ")[1] if ", " in self.model else self.model


class IncomparableFigures(SimError):
    """Cycles figures of different core models or LLVM versions were about to be compared."""


def llvm_of(model: str) -> int | None:
    """The llvm-mca major a figure's model description names (records older than the `llvm` field)."""
    m = re.search(r"llvm-mca (\d+)", model or "")
    return int(m.group(1)) if m else None


def check_comparable(measured) -> None:
    """Raise unless every cycles figure of `measured` (Measured records) has one origin."""
    seen = {}
    for m in measured:
        for f in m.figures.values():
            if f.cpb is not None and f.llvm is not None:
                seen.setdefault(f.origin, f"{m.stub} {m.label} ({m.source or 'stubforge'})")
    if len(seen) > 1:
        raise IncomparableFigures("cycles figures from different models or LLVM versions would be compared: "
                                  + "; ".join(f"{w}: llvm-mca {o[0]}, {o[1]}" for o, w in seen.items())
                                  + f". Every figure must be llvm-mca {MODEL_LLVM}'s: `stubforge bench --report` "
                                  "(stubforge's), `stubforge bench --jvm ... --save` (HotSpot's)")


@dataclass
class Measured:
    """One stub measured under one configuration: a stubforge variant, or HotSpot's own code under
    the extension flags in `flags`."""
    stub: str
    label: str                                   # variant name, or HotSpot's configuration label
    figures: dict[int, Figure]                   # by VLEN
    flags: dict[str, bool] = field(default_factory=dict)
    code: str = ""                               # machine-code hash (stubforge's own)
    source: str = ""                             # where the figures come from, for the description

    def describe(self) -> str:
        parts = []
        for v, f in sorted(self.figures.items()):
            if f.ipb is not None and f.ipb > 0:
                parts.append(f"{f.ipb:.3f} instr/B" + (f", {f.cpb:.3f} cycles/B" if f.cpb is not None else "")
                             + f" at VLEN {v}")
            elif f.per_call is not None:
                parts.append(f"{f.per_call:.0f} instr/call at VLEN {v}")
        return "; ".join(parts) or "no figures"


def code_hash(prog: Program) -> str:
    return hashlib.sha256(assemble(prog)).hexdigest()[:16]


def _figure(vlen: int, d: dict) -> Figure:
    ipb, per_call = d["ipb"], None
    if abs(ipb) < 1e-9:                  # a block stub: all of it is fixed
        ipb, per_call = None, d["fixed"]
    return Figure(vlen, ipb, d["fixed"], per_call, d["cpb"], d["model"], d.get("llvm") or llvm_of(d["model"]),
                  cores_of(d.get("cycles") or {}), calls_of(d.get("cycles") or {}))


def cores_of(cycles: dict) -> dict:
    """{model: cycles/B, or its "n/a (...)"} from a record's {model: {cpb, fixed} or {na}}."""
    return {name: c["cpb"] if c.get("cpb") is not None else c.get("na", "n/a")
            for name, c in cycles.items() if c.get("cpb") is not None or c.get("na")}


def calls_of(cycles: dict) -> dict:
    """{model: cycles per call} from a record's {model: {cpb, fixed} or {na}} (models with a figure)."""
    return {name: c["fixed"] for name, c in cycles.items() if c.get("fixed") is not None}


def cycles_per_call(m: "Measured") -> dict:
    """Each core model's cycles per call of `m`, at the model's own VLEN (its only cycles figure)."""
    out = {}
    for _, f in sorted(m.figures.items()):
        for name, c in f.calls.items():
            out.setdefault(name, c)
    return out


# ---- stubforge's own ------------------------------------------------------------------------

OURS_WHAT = "stubforge's measurements ({\"kernels\": [{stub, variant, code, vlens}, ...]})"


def read_ours(path: Path | None = None) -> dict:
    """generated/measurements.json as written by save_ours, checked: a damaged one (a merge conflict,
    cut short, another shape) is DamagedFile naming it, not a traceback from whoever reads it."""
    path = path or OURS
    doc = read_json(path, OURS_WHAT)
    try:
        if not isinstance(doc, dict):
            raise TypeError(f"the top level is {type(doc).__name__}, not an object")
        if not isinstance(doc["kernels"], list):
            raise TypeError(f"'kernels' is {type(doc['kernels']).__name__}, not a list")
        for e in doc["kernels"]:
            str(e["stub"]), str(e["variant"]), str(e["code"])
            for v, d in e["vlens"].items():
                _figure(int(v), d)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise shape_error(path, OURS_WHAT, e) from None
    return doc


def save_ours(rows, progs: list[Program], path: Path | None = None) -> None:
    """Write the figures of `rows` (sim.bench.Row, default parameters) keyed by stub and variant."""
    hashes = {(p.name, p.variant): code_hash(p) for p in progs}
    entries: dict[tuple[str, str], dict] = {}
    for r in rows:
        e = entries.setdefault((r.stub, r.variant), {"stub": r.stub, "variant": r.variant, "params": r.params,
                                                     "code": hashes.get((r.stub, r.variant), ""), "vlens": {}})
        e["vlens"][str(r.vlen)] = {"ipb": round(r.ipb, 6), "fixed": round(r.fixed, 3),
                                   "cpb": None if r.cpb is None else round(r.cpb, 6), "model": r.model,
                                   "llvm": r.llvm,
                                   "cycles": {m: _cycles_json(c) for m, c in sorted(r.cycles.items())}}
    doc = {"note": "stubforge's own stubs at their defaults, by `stubforge bench --report`; read by "
                   "`stubforge patch` to compare with HotSpot's own (bench/hotspot/)",
           "kernels": [entries[k] for k in sorted(entries)]}
    atomic_write(path or OURS, json.dumps(doc, indent=1, sort_keys=True) + "\n")


def update_ours(rows, progs: list[Program], path: Path | None = None) -> None:
    """Replace (or add) the entries of `progs` in the committed figures and keep every other kernel's:
    what `bench --report` would write for them, without re-measuring the rest."""
    from tempfile import TemporaryDirectory
    with TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "m.json"
        save_ours(rows, progs, fresh)
        new = json.loads(fresh.read_text())["kernels"]
    path = path or OURS
    doc = read_ours(path) if path.is_file() else {"kernels": []}
    keys = {(e["stub"], e["variant"]) for e in new}
    kept = [e for e in doc["kernels"] if (e["stub"], e["variant"]) not in keys]
    doc["kernels"] = sorted(kept + new, key=lambda e: (e["stub"], e["variant"]))
    atomic_write(path, json.dumps(doc, indent=1, sort_keys=True) + "\n")


def _cycles_json(c) -> dict:
    """One model's figures (bench.measure.Cycles) as measurements.json keeps them."""
    if c.na:
        return {"llvm": c.llvm, "na": c.na}
    r = lambda x: None if x is None else round(x, 6)  # noqa: E731
    return {"llvm": c.llvm, "cpb": r(c.cpb), "fixed": r(c.fixed), "ipc": r(c.ipc)}


def load_ours(path: Path | None = None) -> dict[tuple[str, str], Measured]:
    path = path or OURS
    if not path.is_file():
        return {}
    out = {}
    for e in read_ours(path)["kernels"]:
        figs = {int(v): _figure(int(v), d) for v, d in e["vlens"].items()}
        out[(e["stub"], e["variant"])] = Measured(e["stub"], e["variant"], figs, code=e["code"],
                                                  source="stubforge bench --report")
    return out


def ours_for(prog: Program, table: dict | None = None) -> Measured | None:
    """The committed figures of exactly this program (same machine code, cycles by the pinned llvm-mca),
    or None."""
    m = (load_ours() if table is None else table).get((prog.name, prog.variant))
    if m is None or m.code != code_hash(prog):
        return None
    return m if all(f.llvm in (None, MODEL_LLVM) for f in m.figures.values() if f.cpb is not None) else None


def stale_ours(progs: list[Program]) -> list[str]:
    """Kernels whose committed figures are missing, were measured on other machine code or modelled by
    another llvm-mca than the pinned one."""
    table = load_ours()
    return [f"{p.name}[{p.variant}]" for p in progs if ours_for(p, table) is None]


# ---- HotSpot's own --------------------------------------------------------------------------

# The extension flags that choose between HotSpot's own code paths for a stub, read off its sources
# (26: MacroAssembler::kernel_crc32 takes the Zvbc fold under UseZvbc, the vector table loop under
# UseRVV, else the scalar tables). Other stubs have one path: their figures hold wherever the stub is
# generated. A measurement's other flags describe the machine it ran on, not a choice of code.
PATH_FLAGS = {"updateBytesCRC32": ("UseRVV", "UseZvbc")}


class HotspotRecord(list):
    """HotSpot's own stubs of one release (Measured), with the record they come from and the stubs it
    names as not measured, and why (Release.exceptions): what the keep-or-replace decision says."""

    def __init__(self, items=(), record: str = "", exceptions: dict | None = None):
        super().__init__(items)
        self.record, self.exceptions = record, dict(exceptions or {})


def load_hotspot(release: str, path: Path | None = None) -> HotspotRecord:
    """HotSpot's own stubs as counted in that release's JVM (`stubforge bench --jvm`; mainline's are
    the newest EA runtime's, hotspot_own.RECORDS); empty when nobody has measured that release."""
    from stubforge.bench import hotspot_own
    path = path or hotspot_own.record_path(release)
    if not path.is_file():
        return HotspotRecord([], "")
    rel = hotspot_own.load(release, path)
    by: dict[tuple, Measured] = {}
    for m in rel.measurements:
        # configurations that differ only in flags that do not choose HotSpot's code are one, over VLENs
        flags = {f: v for f, v in m.flags.items() if f in PATH_FLAGS.get(m.stub, ())}
        rec = by.setdefault((m.stub, tuple(sorted(flags.items()))),
                            Measured(m.stub, m.config, {}, flags, source=f"HotSpot {rel.runtime.split(' / ')[0]}"))
        if m.config not in rec.label.split("/"):
            rec.label += f"/{m.config}"
        rec.figures[m.vlen] = Figure(m.vlen, m.instr_per_byte, m.fixed, m.per_call, m.cycles_per_byte, m.model,
                                     m.llvm, cores_of(m.cycles))
    return HotspotRecord(by.values(), path.name, rel.exceptions)
