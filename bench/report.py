"""Tables, plots and generated/BENCHMARKS.md from benchmark rows (sim.bench.Row)."""
from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

from stubforge.files import atomic_write

CLASSES = ("scalar", "vector", "vset", "vmem", "vcrypto")


def table(rows, headers) -> str:
    rows = [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in rows + [list(headers)]) for i in range(len(headers))]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)),
           "  ".join("-" * w for w in widths)]
    out += ["  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(out)


def markdown(rows, headers) -> str:
    out = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def _f(x, nd=3):
    return "-" if x is None else f"{x:.{nd}f}"


def cycles_cell(c) -> str:
    """One model's cycles (bench.measure.Cycles, or None) as a table shows it: per byte, per call for
    a single-block stub, "n/a (why)" where the model cannot schedule the code, "-" where not modelled."""
    if c is None:
        return "-"
    if c.na:
        return c.na
    if c.per_call or c.cpb is None:
        return f"{c.fixed:.0f}/call" if c.fixed is not None else "-"
    return _f(c.cpb)


def cycle_models(rows) -> list[str]:
    """The distinct 'llvm-mca N, model (VLEN ...)' descriptions of the rows' cycles columns."""
    return sorted({r.model for r in rows if r.model})


def bench_columns(rows, baselines):
    headers = ["kernel", "variant", "VLEN", "instr/B", "fixed", *[f"{c}/B" for c in CLASSES], "cycles/B (model)"]
    for b in baselines:
        headers += [f"C {b} instr/B", f"x vs {b}"]
    body = []
    for r in rows:
        line = [r.stub, r.variant, r.vlen, _f(r.ipb), f"{r.fixed:.0f}",
                *[_f(r.classes.get(c, 0.0)) for c in CLASSES], cycles_cell(r.main)]
        for b in baselines:
            line += [_f(r.baseline.get(b)), _f(r.ratio(b), 2)]
        body.append(line)
    return headers, body


def _csv(headers, body) -> str:
    s = io.StringIO()
    w = csv.writer(s)
    w.writerow(headers)
    w.writerows(body)
    return s.getvalue()


def render(rows, fmt: str, baselines) -> str:
    headers, body = bench_columns(rows, baselines)
    if fmt == "table":
        notes = "\n".join(f"cycles/B modelled by {m}" for m in cycle_models(rows))
        return table(body, headers) + ("\n" + notes if notes else "")
    if fmt == "csv":
        return _csv(headers, body)
    return json.dumps([{"kernel": r.stub, "variant": r.variant, "params": r.params, "vlen": r.vlen,
                        "instructions_per_byte": r.ipb, "fixed_instructions": r.fixed,
                        "classes_per_byte": r.classes, "modelled_cycles_per_byte": r.cpb, "model": r.model,
                        "llvm": r.llvm, "cycles_na": r.main.na if r.main else "",
                        "cycles_by_model": {m: {"llvm": c.llvm, "cycles_per_byte": c.cpb, "fixed_cycles": c.fixed,
                                                "ipc": c.ipc, "na": c.na} for m, c in r.cycles.items()},
                        "baseline_instructions_per_byte": r.baseline} for r in rows], indent=2)


def plot_bench(rows, baselines, path: str) -> None:
    """Horizontal bars per kernel: ours at each VLEN, then each C baseline (log scale)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    vlens = sorted({r.vlen for r in rows})
    titles = [t for t in dict.fromkeys(r.title for r in rows) if any(r.ipb > 0 for r in rows if r.title == t)]
    series = [(f"stubforge, VLEN {v}", lambda t, v=v: next((r.ipb for r in rows if r.title == t and r.vlen == v), 0))
              for v in vlens]
    for b in baselines:
        series.append((f"C {b}", lambda t, b=b: next((r.baseline.get(b) or 0 for r in rows if r.title == t), 0)))
    height = 0.8 / len(series)
    fig, ax = plt.subplots(figsize=(11, 0.45 * len(titles) * len(series) / 2 + 1.5))
    for i, (name, value) in enumerate(series):
        ax.barh([y + i * height for y in range(len(titles))], [value(t) for t in titles], height, label=name)
    ax.set_yticks([y + 0.4 - height / 2 for y in range(len(titles))])
    ax.set_yticklabels([t.replace("updateBytes", "") for t in titles], fontsize=8)
    ax.invert_yaxis()
    ax.set_xscale("log")
    ax.set_xlabel("dynamic instructions per byte (QEMU, exact; log scale)")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    ax.set_title("stubforge kernels vs clang-compiled C (simulated counts, not hardware time)", fontsize=10)
    fig.tight_layout()
    _save(fig, path)
    plt.close(fig)


def _save(fig, path) -> None:
    """The figure written whole (files.atomic_write), in the format its name says (png without one)."""
    buf = io.BytesIO()
    fig.savefig(buf, dpi=110, format=Path(path).suffix.lstrip(".").lower() or "png")
    atomic_write(path, buf.getvalue())


def plot_sweep(labels, series: dict, path: str, title: str, ylabel="instructions per byte") -> None:
    """series: name -> list of values aligned with labels."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(max(6, 0.55 * len(labels) + 2), 4.2))
    width = 0.8 / max(1, len(series))
    for i, (name, vals) in enumerate(series.items()):
        ax.bar([x + i * width for x in range(len(labels))], [v or 0 for v in vals], width, label=name)
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(labels))])
    ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=8)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    _save(fig, path)
    plt.close(fig)


class Progress:
    """A progress bar on stderr for long runs (tqdm); silent when stderr is not a terminal, so logs
    and CI output carry only results."""

    def __init__(self, total: int, what: str):
        from tqdm import tqdm
        self.bar = tqdm(total=total, desc=what, file=sys.stderr, leave=False, dynamic_ncols=True,
                        disable=not sys.stderr.isatty())

    def write(self, line: str) -> None:
        """A line on stdout above the bar (the bar redrawn below it)."""
        self.bar.write(line, file=sys.stdout)

    def step(self, label: str):
        self.bar.set_postfix_str(label[:60], refresh=False)
        self.bar.update(1)
        if self.bar.n >= self.bar.total:
            self.bar.close()


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text)


def _per_unit(ipb, per_call):
    return f"{per_call:.0f}/call" if per_call is not None else _f(ipb)


def _record_cycles(c: dict | None, per_call: bool) -> str:
    """A HotSpot record's figures on one model (hotspot_own.Measurement.cycles[model])."""
    if not c:
        return "-"
    if c.get("na"):
        return c["na"]
    return f"{c['fixed']:.0f}/call" if per_call else _f(c.get("cpb"))


def hotspot_table(measurements, fmt: str = "table") -> str:
    """HotSpot's own stubs as measured by sim.hotspot_own (one line per stub, configuration, VLEN), with
    the whole call's modelled cycles on every core model (each at its own VLEN)."""
    from stubforge.bench.mca import MODELS
    headers = ["stub", "config", "VLEN", "instr/B (per call)", "fixed",
               *[f"cycles/B {m}" for m in MODELS], "hot loop instr", "iterations/B"]
    body = []
    for m in measurements:
        loop = m.hot_loop
        body.append([m.stub, m.config, m.vlen, _per_unit(m.instr_per_byte, m.per_call),
                     "-" if m.fixed is None else f"{m.fixed:.0f}",
                     *[_record_cycles(m.cycles.get(x), m.per_call is not None) for x in MODELS],
                     loop["instructions"], _f(loop["iterations_per_byte"], 5)])
    if fmt == "csv":
        return _csv(headers, body)
    majors = sorted({m.llvm for m in measurements if m.cycles})
    return table(body, headers) + "".join(f"\ncycles/B modelled by llvm-mca {x}, whole call, vl=VLMAX, each model "
                                          "at its own VLEN" for x in majors)


def replace_section(text: str, title: str, section: str) -> str:
    """`text` with its `## title` section (up to the next `## ` heading) replaced by `section`,
    which is appended when the text has none."""
    head = f"## {title}"
    start = text.find(head)
    if start < 0:
        return text.rstrip("\n") + "\n\n" + section.rstrip("\n") + "\n"
    end = text.find("\n## ", start + len(head))
    rest = "" if end < 0 else text[end + 1:]
    return text[:start] + section.rstrip("\n") + "\n" + ("\n" + rest if rest else "")
