"""generated/BENCHMARKS.md's distance section: per kernel and core, ours, HotSpot's own (every release
with a record), the bounds (bench/bounds.py) and the ratio to them; one plot per kernel family."""
from __future__ import annotations

from pathlib import Path

from stubforge.bench import bounds, mca, report
from stubforge.sim.toolchain import MODEL_LLVM

TITLE = "Distance to the bound, per kernel and core"
X100_VLEN = 256


def releases() -> list:
    """Every committed HotSpot record (bench/hotspot/jdk*.json), oldest release first."""
    from stubforge.bench import hotspot_own
    paths = sorted(hotspot_own.BENCH_DIR.glob("jdk*.json"),
                   key=lambda p: (int(p.stem[3:]) if p.stem[3:].isdigit() else 1 << 30, p.stem))
    return [hotspot_own.load(p.stem[3:], p) for p in paths]


def hotspot_best(rel, stub: str, model: str) -> tuple[float | None, str]:
    """HotSpot's figure for `stub` on `model` in one release: (cycles/B, configuration) of its best
    configuration at the model's VLEN; (None, why) without one."""
    vlen = mca.core(model).vlen
    found, na = [], ""
    for m in rel.measurements:
        if m.stub != stub or m.vlen != vlen:
            continue
        if m.llvm not in (None, MODEL_LLVM):
            return None, f"n/a (llvm-mca {m.llvm}'s: re-measure)"
        c = m.cycles.get(model) or {}
        if c.get("na"):
            na = na or c["na"]
        elif c.get("cpb") is not None:
            found.append((c["cpb"], m.config))
    if found:
        return min(found)
    return None, (na or "-")


def _cell(v: float | None, why: str, tag: str = "") -> str:
    if v is None:
        return "n/a" if why.startswith("n/a") else why
    return f"{v:.3f}" + (f" ({tag})" if tag else "")


def table_rows(stub: str, rows: list, progs: dict, rels: list, x100_data: dict) -> tuple[list, dict]:
    """One kernel's table rows, and its plot's series {series: {core: cycles/B}}."""
    models = list(mca.MODELS)
    variants = list(dict.fromkeys(r.variant for r in rows if r.stub == stub))
    body, x100 = [], {}
    # bars in a fixed order: our variants, then HotSpot's releases; the bounds are marks
    series: dict = {f"stubforge {v}": {} for v in variants} | {f"HotSpot {rel.release}": {} for rel in rels}
    for var in variants:
        r256 = next((r for r in rows if r.stub == stub and r.variant == var and r.vlen == X100_VLEN), None)
        x100[var] = bounds.x100(progs[(stub, var)], r256.executed, x100_data) if r256 is not None else \
            bounds.Bound(None, "not counted at VLEN 256")
    for m in models:
        vlen = mca.core(m).vlen
        hs = [hotspot_best(rel, stub, m) for rel in rels]
        for var in variants:
            row = next((r for r in rows if r.stub == stub and r.variant == var and r.vlen == vlen), None)
            if row is None or m not in row.cycles:
                continue
            prog = progs[(stub, var)]
            c = row.cycles[m]
            crypto = bounds.crypto_unit(prog, row.executed, m)
            floor = bounds.latency_floor(prog, row.executed, m)
            bound = max((b.cpb for b in (crypto, floor) if b.cpb is not None), default=None)
            # a single-block stub that declares no block size is costed per call, its bounds too
            per_call = c.per_call and c.cpb is None and not c.na
            ours = None if c.na else (c.fixed if per_call else c.cpb)
            unit = "/call" if per_call else ""
            body.append([f"{m} (VLEN {vlen})", var, report.cycles_cell(c) if c.na or per_call else _cell(ours, ""),
                         *[_cell(v, why, why) for v, why in hs],
                         crypto.cell(unit), floor.cell(unit),
                         f"{ours / bound:.2f}x" if ours is not None and bound else "-",
                         x100[var].cell(unit)])
            if ours is not None and not per_call:
                series.setdefault(f"stubforge {var}", {})[m] = ours
            if bound is not None and not per_call:
                series.setdefault(f"bound {var}", {})[m] = bound
        for rel, (v, why) in zip(rels, hs):
            if v is not None:
                series[f"HotSpot {rel.release}"][m] = v
    for var, b in x100.items():
        if b.cpb is not None:
            series.setdefault(f"bound {var}", {})["X100 (bound only)"] = b.cpb
    return body, {k: v for k, v in series.items() if v}


def section(rows: list, progs: dict, plots: Path, tick=lambda label: None) -> list[str]:
    """The section's markdown lines; writes plots/cycles_<stub>.png. `rows`: bench.measure Rows of every
    kernel and variant at VLEN 128 and 256 (at least) with every core model; `progs`: (stub, variant)
    -> the Program they were measured from."""
    rels = releases()
    data = bounds.x100_data()
    plots.mkdir(parents=True, exist_ok=True)
    md = [f"## {TITLE}", "",
          f"Per kernel and core model: stubforge's modelled cycles/B (the whole call, llvm-mca {MODEL_LLVM}, "
          "each model at its own VLEN, as above); HotSpot's own from every release with a record "
          "(bench/hotspot/jdk*.json; the best of its CPU configurations at that VLEN, on the same model and "
          "llvm-mca; in brackets the configuration); and lower bounds on our code "
          "(bench/bounds.py). **Crypto-unit bound**: the sum of the call's vector crypto instructions' "
          "reciprocal throughputs per byte, each from the model's per-instruction data (llvm-mca "
          "-instruction-info) at the SEW/LMUL it runs under. **Latency floor**: where the kernel's serial "
          "chain is known (SHA-2: each vsha2c[hl] waits for the one before, block after block; CBC "
          "encryption and the single-block AES stubs: each round waits for the one before), the chain's "
          "latencies from the model per byte. **ours/bound**: our figure over the larger of the two. "
          "**X100 bound**: a throughput bound for SpacemiT X100 (K3), which has no LLVM model: the call's "
          "vector instructions as counted at VLEN 256, each at the cycles rvv-bench measured for it on X100 "
          f"hardware ([{data['repository']} at {data['commit'][:12]}]({data['source']}), "
          "bench/x100_throughput.json; \"-\" where the call executes an instruction it did not measure, such "
          "as the AES and SHA-2 instructions). Bounds are not models: a ratio says how much room the code "
          "leaves, not that the bound can be reached.", ""]
    heads = ["core", "variant", "ours c/B", *[f"HotSpot {rel.release} c/B" for rel in rels],
             "crypto-unit bound", "latency floor", "ours/bound", "X100 bound c/B (VLEN 256)"]
    for stub in dict.fromkeys(r.stub for r in rows):
        body, series = table_rows(stub, rows, progs, rels, data)
        if not body:
            continue
        name = f"cycles_{stub}.png"
        md += [f"### {stub}", "", report.markdown(body, heads), ""]
        if series:
            plot_family(stub, series, plots / name)
            md += [f"![{stub} cycles/B by core](plots/{name})", ""]
        tick(f"{stub} bounds")
    return md


def plot_family(stub: str, series: dict, path: Path) -> None:
    """Cycles/B by core: a bar per stubforge variant and HotSpot release (its best configuration), a
    black mark per bound."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    cores = [m for m in [*mca.MODELS, "X100 (bound only)"] if any(m in s for s in series.values())]
    bars = {k: v for k, v in series.items() if not k.startswith("bound ")}
    marks = {k: v for k, v in series.items() if k.startswith("bound ")}
    width = 0.8 / max(1, len(bars))
    fig, ax = plt.subplots(figsize=(max(6.5, 1.9 * len(cores) + 2.5), 4.2))
    for i, (name, vals) in enumerate(bars.items()):
        ax.bar([x + i * width for x in range(len(cores))], [vals.get(c, 0) for c in cores], width, label=name)
    for j, (name, vals) in enumerate(marks.items()):
        xs = [x for x, c in enumerate(cores) if c in vals]
        ax.scatter([x + 0.4 - width / 2 for x in xs], [vals[cores[x]] for x in xs], marker="_", s=900,
                   color="black", linewidths=2, label="bound (crypto unit / latency / X100)" if j == 0 else None,
                   zorder=3)
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(cores))])
    ax.set_xticklabels(cores, fontsize=8)
    ax.set_yscale("log")              # scalar and vector variants differ by 10x and more
    ax.set_ylabel(f"cycles/B (llvm-mca {MODEL_LLVM}, whole call; log scale)")
    ax.set_title(f"{stub}: modelled cycles/B by core (simulated, not hardware time)", fontsize=10)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    report._save(fig, str(path))
    plt.close(fig)


def update_section(path: Path, sizes, progress=None) -> None:
    """Re-measure every kernel at VLEN 128 and 256 on every model and rewrite only this section of
    `path` (BENCHMARKS.md) and its plots."""
    from stubforge import kernels
    from stubforge.bench import measure
    tick = progress.step if progress else (lambda label: None)
    rows, progs = [], {}
    for kd in kernels.load_all().values():
        for var in kd.variants:
            prog = progs[(kd.stub, var)] = kd.build(var)
            rows += measure.measure(prog, (128, X100_VLEN), sizes, baselines=(), models=tuple(mca.MODELS))
            tick(f"{kd.stub}[{var}]")
    text = path.read_text()
    report.write(path, report.replace_section(text, TITLE, "\n".join(section(rows, progs, path.parent / "plots"))))
