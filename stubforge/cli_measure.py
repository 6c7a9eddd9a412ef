"""The `stubforge bench` and `stubforge tune` commands (measuring): figures printed, recorded, plotted.
stubforge/cli.py parses the arguments (stubforge/cli_args.py) and calls these."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from stubforge import api
from stubforge.api import UsageError


def _cli():
    """The command module, looked up when called: its shared helpers (and a test's stand-ins for them)."""
    from stubforge import cli
    return cli


def cmd_bench_jvm(args):
    """HotSpot's own stubs, counted inside the riscv64 JVM (bench/hotspot_own.py)."""
    from stubforge.bench import hotspot_own
    from stubforge.bench import benchmarks, report
    if not args.sysroot:
        raise UsageError("--jvm needs --sysroot DIR (the riscv64 root qemu loads libraries from; "
                         "`bash .ci/riscv64-jre 26` prints both)")
    if args.kernels:
        raise UsageError("--jvm measures HotSpot's stubs: name them with --stubs, not as KERNEL arguments")
    sizes = api.parse_size_pair(args.sizes)
    _cli()._preflight(build=False)
    if args.c2:
        return cmd_bench_c2(args, sizes)
    names = [x for t in args.stubs or () for x in t.split(",") if x] or None    # --stubs a,b or --stubs a b
    todo = hotspot_own.plan(args.config, args.vlen, names)
    b = hotspot_own.Bench(args.jvm, args.sysroot, args.libjvm, calls=args.calls, sizes=sizes,
                          progress=lambda s: print(f"  {s}", file=sys.stderr, flush=True))
    if args.update:
        rel = hotspot_own.update_release(b, todo, Path(args.save) if args.save not in (None, "-") else None,
                                         args.model)
        args.save = args.save or "-"
    else:
        rel = hotspot_own.measure_release(b, todo, args.model)
    if args.format == "json":
        print(hotspot_own.dumps(rel))
    else:
        print(report.hotspot_table(rel.measurements, args.format))
    if args.save:
        path = hotspot_own.save(rel, Path(args.save) if args.save != "-" else None)
        print(f"wrote {_cli()._rel(path)}", file=sys.stderr)
        if path.parent == hotspot_own.BENCH_DIR:
            benchmarks.update_hotspot_section(_cli().GENERATED / "BENCHMARKS.md")
            print("updated generated/BENCHMARKS.md (HotSpot's own vs stubforge)", file=sys.stderr)
    return 0


def cmd_bench_c2(args, sizes):
    """C2's code for Java methods, counted inside the riscv64 JVM (bench/hotspot_c2.py)."""
    import dataclasses
    import json

    from stubforge.bench import hotspot_c2
    if args.stubs or args.config or args.update:
        raise UsageError("--c2 counts C2's code for Java methods: --stubs, --config and --update are for "
                         "HotSpot's own stubs")
    groups = hotspot_c2.groups(args.c2)
    for g in groups:
        for m in g:
            hotspot_c2.split_pattern(m)           # a malformed name stops here, before any JVM run
    vlen = (args.vlen or [128])[0]
    b = hotspot_c2.C2Bench(args.jvm, args.sysroot, args.libjvm, calls=args.calls if args.calls != 8 else
                           hotspot_c2.DEFAULT_CALLS, progress=lambda s: print(f"  {s}", file=sys.stderr, flush=True),
                           extra=args.c2_flag or ())
    rel = hotspot_c2.measure_release(b, groups, args.c2_workload, sizes[0], vlen, args.c2_dontinline)
    if args.format == "json":
        print(json.dumps(dataclasses.asdict(rel), indent=1))
    else:
        print(hotspot_c2.table(rel))
    if args.save:
        path = Path(args.save) if args.save != "-" else hotspot_c2.record_path(rel.release)
        old = hotspot_c2.load(rel.release, path) if path.exists() else None
        path = hotspot_c2.save(hotspot_c2.merge(old, rel), path)
        print(f"wrote {_cli()._rel(path)}", file=sys.stderr)
    return 0


def _modelling(model: str) -> None:
    """Before any counting: the model is one stubforge knows and the pinned llvm-mca is there (both
    errors exit 2, naming the known models or the package to install)."""
    from stubforge.bench import mca
    mca.core(model)
    mca.tool()


def cmd_bench_per_op(args):
    """Calls per ML-KEM / ML-DSA operation and the per-operation instructions (bench/per_operation.py)."""
    from stubforge.bench import benchmarks, hotspot_c2, per_operation as po
    if args.jvm or args.kernels or args.report:
        raise UsageError("--per-op works from its records alone (or counts with --per-op-jdk): it takes no "
                         "--jvm, --report or KERNEL arguments")
    record = Path(args.per_op_record) if args.per_op_record else None
    if args.per_op_jdk:
        if args.per_op_warm < 0:
            raise UsageError(f"--per-op-warm {args.per_op_warm}: wants 0 or more operations")
        rec = po.count(Path(args.per_op_jdk), args.per_op_ops, args.per_op_warm,
                       Path(args.per_op_riscv64) if args.per_op_riscv64 else None,
                       progress=lambda s: print(f"  {s}", file=sys.stderr, flush=True))
        if args.save:
            path = po.save(rec, Path(args.save) if args.save != "-" else record)
            print(f"wrote {_cli()._rel(path)}", file=sys.stderr)
            if path == po.record_path(rec.release):
                benchmarks.update_per_op_section(_cli().GENERATED / "BENCHMARKS.md", int(rec.release))
                print("updated generated/BENCHMARKS.md (per operation)", file=sys.stderr)
    else:
        if args.per_op_riscv64 or args.save:
            raise UsageError("--per-op-riscv64 and --save go with --per-op-jdk (they concern a count)")
        rec = po.load(27, record)
    c2 = hotspot_c2.load(rec.release)
    print(po.text_table(rec, po.figures(rec, po.per_call(c2))))
    return 0


def cmd_bench(args):
    from stubforge.bench import measure as bench
    from stubforge.bench import benchmarks, report
    if args.per_op or args.per_op_jdk:
        return cmd_bench_per_op(args)
    _modelling(args.model)
    if args.jvm:
        return cmd_bench_jvm(args)
    if args.update:
        raise UsageError("--update merges into a record of HotSpot's own stubs: it needs --jvm JAVA_HOME")
    sizes = api.parse_size_pair(args.sizes)
    _cli()._writable(args.plot)
    _cli()._preflight()
    if args.hotspot_only:
        benchmarks.update_hotspot_section(_cli().GENERATED / "BENCHMARKS.md")
        benchmarks.update_c2_section(_cli().GENERATED / "BENCHMARKS.md")
        benchmarks.update_per_op_section(_cli().GENERATED / "BENCHMARKS.md")
        print("updated generated/BENCHMARKS.md (HotSpot's own vs stubforge, C2's code vs stubforge, and per "
              "ML-KEM/ML-DSA operation)")
        return 0
    vlens = args.vlen or list(api.VLENS)
    if args.report:
        api.kernels(None, need_all=True)        # the report rewrites every kernel's figures
        out = _cli().GENERATED
        prog = report.Progress(benchmarks.steps(), "benchmarks")
        text = benchmarks.build(out, vlens, sizes, progress=prog)
        report.write(out / "BENCHMARKS.md", text)
        root = _cli().ROOT
        print(f"wrote {(out / 'BENCHMARKS.md').relative_to(root)} and {(out / 'plots').relative_to(root)}/")
        return 0
    baselines = () if args.no_baseline else bench.BASELINES
    rows = api.measure(args.kernels or None, variant=args.variant, params=api.parse_params(args.param), vlens=vlens,
                       sizes=sizes, model=args.model, baselines=not args.no_baseline, progress=_cli()._bar("bench"))
    print(report.render(rows, args.format, baselines))
    if args.plot:
        report.plot_bench(rows, baselines, args.plot)
        print(f"wrote {args.plot}", file=sys.stderr)
    return 0


def _sweep_specs(specs) -> dict:
    """--param unroll=1,2,4 --param lmul=1,2 -> {"unroll": ["1", "2", "4"], "lmul": ["1", "2"]} (checked
    against the kernel by bench/tune.py)."""
    axes = {}
    for it in specs or ():
        if "=" not in it:
            raise UsageError(f"--param wants NAME=V1,V2,..., got {it!r}")
        k, v = it.split("=", 1)
        axes.setdefault(k.strip(), []).extend(x.strip() for x in v.split(","))
    return axes


def cmd_tune(args):
    from stubforge.bench import mca, report, tune
    sizes = api.parse_size_pair(args.sizes)
    kd = api.one_kernel(args.kernel)
    if args.save:
        tune.check_savable(kd.stub)
    axes = _sweep_specs(args.param)
    # Everything asked is checked (parameters and values, variant, models) before the first simulation.
    n = len(tune.combinations(kd, axes))
    kd.resolve(args.variant)
    for m in args.model or ():
        mca.core(m)
    if args.metric == "cycles":
        mca.tool()
    _cli()._writable(args.plot)
    _cli()._preflight()
    bar = report.Progress(n, f"tune {kd.stub}[{args.variant or kd.default_variant}]")
    r = tune.tune(kd, axes, variant=args.variant, models=args.model, metric=args.metric,
                  vlens=args.vlen, sizes=sizes, progress=bar.step)
    _print_tune(r)
    if args.plot and r.candidates:
        report.plot_sweep([c.label for c in r.candidates],
                          {m: [r.value(c, m) for c in r.candidates] for m in r.ranked_models()},
                          args.plot, f"tune {r.stub}[{r.variant}]", ylabel=r.unit)
        print(f"wrote {args.plot}", file=sys.stderr)
    if not r.candidates:
        return 1
    if args.save:
        params = tune.save(r)
        print(f"saved {', '.join(f'{k}={v}' for k, v in params.items())} as the default of {r.stub}[{r.variant}] "
              "and each model's winner in kernels/tuned.json")
        _cli().cmd_generate(argparse.Namespace(check=False))
        print("generated/measurements.json now lacks this kernel's figures: run `stubforge bench --report` "
              "before `stubforge patch` decides from them")
    return 0


def _print_tune(r) -> None:
    """The sweep's table (ranked by the compromise), then per model the winner with its figure and the
    best compromise."""
    from stubforge.bench import report

    def cell(c, m):
        v, na = r.figure(c, m)
        if v is None:
            return "n/a"
        best = r.winner(m)
        return f"{v:.4f}" + (f" ({v / r.value(best, m):.2f}x)" if best is not None and r.value(best, m) else "")
    order = r.order()          # rank 1 is the compromise, with one model its winner
    headers = ["rank", "parameters", *[f"instr/B VLEN {v}" for v in r.vlens],
               *[f"{m} {r.unit}" for m in r.models], "worst ratio"]
    body = []
    for i, c in enumerate(order, 1):
        w = r.worst_ratio(c)
        body.append([i, c.label, *[f"{c.rows[v].ipb:.4f}" for v in r.vlens], *[cell(c, m) for m in r.models],
                     f"{w[0]:.2f}x" if w else "-"])
    print(report.table(body, headers) if body else "no combination survived")
    for s in r.skipped:
        print(f"skipped {s.label}: {s.reason}")
    if not r.candidates:
        return
    print(f"ranked by worst ratio to each model's best; {r.TIE_BREAK}")
    print()
    for m in r.models:
        w = r.winner(m)
        if w is None:
            print(f"{m}: {r.why_none(m)}")
            continue
        runner = r.ranking(m)[1:2]
        then = (f"; next {runner[0].label}: {r.value(runner[0], m):.4f} ({r.value(runner[0], m) / r.value(w, m):.2f}x)"
                if runner and r.value(w, m) else "")
        print(f"{m}: winner {w.label}: {r.value(w, m):.4f} {r.origin(m)}{then}")
    c = r.compromise()
    if c is not None:
        ratio, on = r.worst_ratio(c)
        over = ", ".join(r.ranked_models())
        print(f"best compromise over {over}: {c.label} (worst ratio to a model's best {ratio:.2f}x, on {on})")
