"""The `stubforge` command."""
from __future__ import annotations

import argparse
import os
import re
import sys
import textwrap
from pathlib import Path

from stubforge import api
from stubforge.api import UsageError
from stubforge.emitters.hotspot_api import RELEASES
from stubforge.files import atomic_write

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
VLENS = api.VLENS

EPILOG = """\
examples:
  stubforge list
  stubforge emit updateBytesAdler32 --target hotspot
  stubforge emit crc32 --target gnu --variant base --param unroll=8
  stubforge sim                                  # every kernel and variant, VLEN 128..1024, .S and C++
  stubforge sim crc32c --vlen 128 --sizes 0-64,4096
  stubforge sim crc32 --variant zba --without zba   # what happens on a CPU lacking Zba
  stubforge bench crc32 --vlen 128 --vlen 1024   # instructions/byte, modelled cycles/byte, vs clang
  stubforge tune adler32 --param unroll=1,2,4,8 --model sifive-p670 --model spacemit-x60 --save
  stubforge patch --jdk ~/jdk --kernels crc32:base adler32 --check
  stubforge jvm --java ~/rv64/usr/lib/jvm/java-26 --sysroot ~/rv64   # the patched JVM, end to end
  stubforge generate --check                     # fail if generated/ is stale
"""


# ---- argument types: a bad value is one line and exit 2 before any work starts -----------------

MAX_TIMEOUT = api.MAX_TIMEOUT


def _checked(check, *args):
    """An argument checked by the API's own check, in its words (argparse's line around them)."""
    try:
        return check(*args)
    except UsageError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _vlen(text: str) -> int:
    """VLEN in bits: what the simulated CPUs cover (VLENS), the same rule for every command."""
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of bits") from None
    return _checked(api.check_vlen, v)


def _at_least_one(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"{v}: must be 1 or more")
    return v


def _timeout(text: str) -> float:
    """Seconds: more than 0 (0 used to mean "the default" silently), finite, at most a day."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    return _checked(api.check_timeout, v)


def _shard(text: str) -> tuple[int, int]:
    """K/N. An empty value is refused: it is what an unset CI variable gives (`--shard "$SHARD"`),
    and taking it as "the whole matrix" would run everything on every runner."""
    if not text.strip():
        raise argparse.ArgumentTypeError("empty (an unset CI variable?): give K/N, e.g. 2/4")
    try:
        k, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"wants K/N with 1 <= K <= N, e.g. 2/4, got {text!r}") from None
    return _checked(api.check_shard, (k, n))


class _AppendOnce(argparse.Action):
    """A repeatable option whose repeats count once: `--vlen 128 --vlen 128` is one VLEN, not two
    rows, cases and JUnit test cases for the same cell (a CI script joining two lists repeats values;
    what is asked for is a set)."""

    def __call__(self, parser, namespace, value, _option_string=None):
        items = list(getattr(namespace, self.dest, None) or [])
        if value not in items:
            items.append(value)
        setattr(namespace, self.dest, items)


class _ArgumentError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse, with a bad argument reported as one line (the project's rule) instead of the usage
    text and a line, and returned from main() instead of exiting (tests and embedders call it)."""

    def error(self, message):
        # "argument --vlen: --vlen 100: ..." (argparse's prefix before the API's own words) says it once
        message = re.sub(r"^argument (\S+): (?=\1 )", "", message)
        raise _ArgumentError(f"{self.prog}: error: {message} (see {self.prog} --help)")


_params = api.parse_params


def _warn(text: str) -> None:
    print(f"stubforge: warning: {text}", file=sys.stderr)


def _kernels(names, need_all: bool = False, plain: bool = False):
    return api.kernels(names, need_all=need_all, plain=plain, on_warning=_warn)


def cmd_list(args):
    from stubforge.kernels import short_name
    for kd in _kernels(args.kernels, plain=True):
        c = kd.contract
        sig = getattr(kd, "signature", None)
        if sig is not None:
            print(f"{sig.text}   (plain function)")
        else:
            short = short_name(kd.stub)
            also = f" (or {short})" if short != kd.stub else ""
            print(f"{kd.stub}{also}  ({', '.join(c.args)}) -> {c.returns or 'void'}   flag: {c.flag}")
            print(f"    contract: {c.summary}")
        first = kd.doc.split("\n\n")[0].replace("\n", " ")
        for line in textwrap.wrap(first, 96):
            print(f"    {line}")
        base = ", ".join(sorted(kd.extensions)) or "rv64gc"
        print(f"  extensions: {base}")
        for v in kd.variants.values():
            star = " (default)" if v.name == kd.default_variant else ""
            exts = " ".join("+" + e for e in sorted(v.extensions)) or "no extra extensions"
            print(f"  variant {v.name}{star}: {exts}  {v.help}")
        defaults = kd.resolve(None)[1]        # tuned defaults win over the kernel's own
        for n, p in kd.params.items():
            ch = "|".join(map(str, p.choices)) if p.choices else "any"
            print(f"  param {n}={defaults[n]}  [{ch}]  {p.help}")
        print()
    return 0


def _build(kd, variant, params, strict=True):
    return api.build(kd, variant, params, strict=strict)


def cmd_emit(args):
    _writable(args.output)
    prog = _build(api.one_kernel(args.kernel), args.variant, _params(args.param))
    text = api.emit(prog, args.target, release=args.jdk, words=args.words)
    if args.output:
        atomic_write(args.output, text)
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def _table(rows, headers):
    widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(len(headers))]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)))


def _bar(what: str, bar: list | None = None):
    """A progress callback for the library, drawing a bar on stderr (report.Progress: only on a terminal);
    done=0 draws it at once. `bar`, if given, receives the Progress (to write lines above it)."""
    from stubforge.bench import report
    bar = [] if bar is None else bar

    def step(done: int, total: int, label: str) -> None:
        if not bar:
            bar.append(report.Progress(total, what))
        if done:
            bar[0].step(label)
    return step


SIM_HEADERS = ("kernel", "variant", "VLEN", "path", "cases", "result", "detail")


def _sim_row(r):
    from stubforge.sim import matrix
    return (r.cell.stub, r.cell.variant, r.cell.vlen, r.cell.path, r.cases, "PASS" if r.ok else "FAIL",
            matrix.short(r.detail))


def cmd_sim(args):
    from stubforge.sim import matrix
    _writable(args.junit)
    bar: list = []
    # On a terminal each row appears as its cell finishes, above the bar; a log or a pipe gets the
    # whole table, in the matrix's order, at the end (as before).
    stream = args.format != "json" and sys.stdout.isatty()
    widths = (26, 8, 5, 4, 6, 6)

    def header(done, total, label):
        if not done and sys.stderr.isatty():       # a log keeps its one-line errors; the summary names the grant
            grant = {"max": "QEMU's vl", "min": "the smallest legal vl", "odd": "an odd legal vl"}[args.vl_grant]
            cells = label.replace("1 cells", "1 cell")
            print(f"sim: {cells}, sizes {args.sizes}, every vsetvli granting {grant} (--vl-grant {args.vl_grant})",
                  file=sys.stderr, flush=True)
            if stream:
                print("  ".join(h.ljust(w) for h, w in zip(SIM_HEADERS, widths + (6,))))
                print("  ".join("-" * w for w in widths + (6,)))
        progress(done, total, label)

    def streamed(results):
        for r in results:
            bar[0].write("  ".join(str(c).ljust(w) for c, w in zip(_sim_row(r), widths + (0,))).rstrip())

    progress = _bar("sim", bar)
    rep = api.simulate(args.kernels or None, variant=args.variant, params=_params(args.param), vlens=args.vlen,
                       sizes=args.sizes, path=args.path, without=args.without or (), seed=args.seed, jobs=args.jobs,
                       shard=args.shard or (1, 1), timeout=args.timeout, vl_grant=args.vl_grant, release=args.jdk,
                       progress=header, on_warning=_warn, on_result=streamed if stream else None)
    results = rep.results
    if args.format == "json":
        print(matrix.to_json(results, rep.asked))
    else:
        if not stream:
            _table([_sim_row(r) for r in results], SIM_HEADERS)
        k, n = rep.shard
        ran = f"{len(results)} of {rep.asked} cells asked for ran"
        grant = {"max": "", "min": "; every vsetvli granted the smallest legal vl (--vl-grant min)",
                 "odd": "; every vsetvli granted an odd legal vl (--vl-grant odd)"}[args.vl_grant]
        print(f"\nsim: {rep.passed} passed, {rep.failed} failed "
              + (f"(shard {k}/{n}: {ran}; {rep.cells} in the whole matrix)" if n > 1 else f"({ran})") + grant)
    if args.junit:                  # after the table: a write that still fails hides no result
        sys.stdout.flush()
        atomic_write(args.junit, matrix.to_junit(results, wall=rep.wall))
        print(f"wrote {args.junit}", file=sys.stderr)
    return 0 if rep.ok else 1


def _writable(path) -> None:
    """An output file named on the command line can be written: checked before the work (exit 2)."""
    if path:
        from stubforge.files import check_writable
        check_writable(path)


def _sizes_pair(text):
    return api.parse_size_pair(text)


def _preflight(build: bool = True) -> None:
    """Stop at the machine's problems before any work (exit 2, one line)."""
    api.preflight(build)


def cmd_bench_jvm(args):
    """HotSpot's own stubs, counted inside the riscv64 JVM (bench/hotspot_own.py)."""
    from stubforge.bench import hotspot_own
    from stubforge.bench import benchmarks, report
    if not args.sysroot:
        raise UsageError("--jvm needs --sysroot DIR (the riscv64 root qemu loads libraries from; "
                         "`bash .ci/riscv64-jre 26` prints both)")
    if args.kernels:
        raise UsageError("--jvm measures HotSpot's stubs: name them with --stubs, not as KERNEL arguments")
    sizes = _sizes_pair(args.sizes)
    _preflight(build=False)
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
        print(f"wrote {_rel(path)}", file=sys.stderr)
        if path.parent == hotspot_own.BENCH_DIR:
            benchmarks.update_hotspot_section(GENERATED / "BENCHMARKS.md")
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
        print(f"wrote {_rel(path)}", file=sys.stderr)
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
            print(f"wrote {_rel(path)}", file=sys.stderr)
            if path == po.record_path(rec.release):
                benchmarks.update_per_op_section(GENERATED / "BENCHMARKS.md", int(rec.release))
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
    sizes = _sizes_pair(args.sizes)
    _writable(args.plot)
    _preflight()
    if args.hotspot_only:
        benchmarks.update_hotspot_section(GENERATED / "BENCHMARKS.md")
        benchmarks.update_c2_section(GENERATED / "BENCHMARKS.md")
        benchmarks.update_per_op_section(GENERATED / "BENCHMARKS.md")
        print("updated generated/BENCHMARKS.md (HotSpot's own vs stubforge, C2's code vs stubforge, and per "
              "ML-KEM/ML-DSA operation)")
        return 0
    vlens = args.vlen or list(VLENS)
    if args.report:
        api.kernels(None, need_all=True)        # the report rewrites every kernel's figures
        out = GENERATED
        prog = report.Progress(benchmarks.steps(), "benchmarks")
        text = benchmarks.build(out, vlens, sizes, progress=prog)
        report.write(out / "BENCHMARKS.md", text)
        print(f"wrote {(out / 'BENCHMARKS.md').relative_to(ROOT)} and {(out / 'plots').relative_to(ROOT)}/")
        return 0
    baselines = () if args.no_baseline else bench.BASELINES
    rows = api.measure(args.kernels or None, variant=args.variant, params=_params(args.param), vlens=vlens,
                       sizes=sizes, model=args.model, baselines=not args.no_baseline, progress=_bar("bench"))
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
    sizes = _sizes_pair(args.sizes)
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
    _writable(args.plot)
    _preflight()
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
        cmd_generate(argparse.Namespace(check=False))
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


def generated_files(root: Path | None = None) -> dict[Path, str]:
    """Every file generated/ (or `root`) should hold (api.generated_files)."""
    return api.generated_files(GENERATED if root is None else root)


def _rel(p: Path) -> str:
    return os.path.relpath(p, ROOT) if str(p).startswith(str(ROOT)) else str(p)


def cmd_doctor(args):
    from stubforge.sim import doctor
    checks = doctor.checks()
    rows = [("ok" if c.ok else ("MISSING" if c.required else "optional"), c.what, c.detail) for c in checks]
    _table(rows, ("", "what", "found"))
    bad = [c for c in checks if not c.ok]
    if bad:
        print("\nto fix:")
        for c in bad:
            print(f"  {c.what}: {c.fix}")
    return 2 if any(c.required for c in bad) else 0


def cmd_generate(args):
    root = Path(args.dir) if getattr(args, "dir", None) else GENERATED
    files = generated_files(root)
    if args.check:
        c = api.check_generated(root, files)
        for p in c.stale:
            print(f"stale: {_rel(p)}")
        for p in c.extra:
            print(f"not generated by any kernel: {_rel(p)}"
                  + (" (not written by stubforge: `generate` keeps it)" if p in c.foreign else ""))
        for k in c.unmeasured:
            print(f"stale figures: {k} (generated/measurements.json has none for its current machine code "
                  "modelled by the pinned llvm-mca)")
        if c.stale or c.extra:
            print("generated/ is out of date: run `stubforge generate` and commit the result")
            return 1
        if c.unmeasured:
            print("generated/measurements.json is out of date: run `stubforge bench --report` and commit the result "
                  "(`stubforge patch` decides from it)")
            return 1
        print(f"generated/ is up to date ({len(files)} files)")
        return 0
    api.write_generated(root, files, on_write=lambda p: print(f"wrote {_rel(p)}"), on_extra=lambda p, gone: print(
        f"removed {_rel(p)}" if gone else f"kept {_rel(p)}: no kernel generates it, but stubforge did not write it"))
    return 0


def cmd_patch(args):
    """Write, check or apply a git-format patch that puts the generated stubs into an OpenJDK tree."""
    from stubforge.jdk import patch as jdkpatch
    from stubforge.sim.toolchain import MODEL_LLVM
    try:
        api.check_patch_request(args.jdk, output=args.output, series_dir=args.series, author=args.author)
        jdkpatch.check_tree(api.jdk_root(args.jdk))
        _writable(args.output)
        if args.series:
            api.check_series_dir(args.series)
        r = api.patch(args.jdk, args.kernels, release=args.release, force=args.force, params=args.param,
                      series=bool(args.series), holder=args.copyright_holder, author=args.author,
                      allow_uncommitted=args.allow_uncommitted, bug=args.bug)
        for why, names in r.held:
            print(f"stubforge: leaving out {', '.join(names)}: {why} (name them with --kernels to include "
                  "them)", file=sys.stderr)
        for lacking, names in r.skipped:
            print(f"stubforge: skipping {', '.join(names)}: this tree has no {' or '.join(lacking)} flag "
                  "(name the variant, KERNEL:VARIANT, to see what it would take)", file=sys.stderr)
        if args.series:
            return _write_series(args, r)
        p = r.patch
        for x in p.left_out:
            print(f"stubforge: {x}", file=sys.stderr)
        for w in p.warnings:
            print(f"stubforge: warning: {w}", file=sys.stderr)
        for t in p.todo:
            print(f"stubforge: to do by hand: {t}", file=sys.stderr)
        for s in p.stubs:
            if not s.variant:          # nothing of ours goes in: say why, with the figures
                why = sorted({d.split(" -- ", 1)[1] for d in s.decisions if " -- " in d})
                by = f"; cycles modelled by llvm-mca {MODEL_LLVM}" if "cycles" in s.metric else ""
                print(f"stubforge: {s.stub}: HotSpot's own kept on every CPU ({'; '.join(why[:3])}{by})",
                      file=sys.stderr)
        if not p.changed:
            print(f"{p.root}: already contains exactly this code ({', '.join(s.stub for s in p.stubs)}); "
                  "nothing to patch", file=sys.stderr)
            if args.output:         # empty, so that a patch an earlier run left there is not taken for this one
                atomic_write(args.output, "")
                print(f"wrote an empty {args.output}", file=sys.stderr)
            return 0
        text = p.text()
        for s in p.stubs:
            print(f"  generate_{s.stub}() [{s.variant or 'HotSpot'}]: {s.function}; {s.registration}", file=sys.stderr)
            if s.variant and s.decisions:       # per CPU configuration: which code, and both figures
                model = f", llvm-mca {MODEL_LLVM}, on each named core model" if "cycles" in s.metric else ""
                print(f"    per CPU configuration ({s.metric or 'unmeasured'}{model}):", file=sys.stderr)
                for d in s.decisions:
                    print(f"      {d}", file=sys.stderr)
        if p.asm_added:
            print(f"  assembler_riscv.hpp: adds {', '.join(p.asm_added)}", file=sys.stderr)
        if args.output:
            atomic_write(args.output, text, errors="surrogateescape")
            print(f"wrote {args.output} ({len(p.changed)} files: {', '.join(p.changed)})", file=sys.stderr)
        if args.check:
            api.check_patch(r)
            print(f"check: the patch applies cleanly to {p.root} (JDK {p.release}; {', '.join(p.changed)})")
        elif args.apply:
            api.apply_patch(r)
            print(f"applied to {p.root}: {', '.join(p.changed)}")
        elif not args.output:
            sys.stdout.write(text)
    except jdkpatch.PatchError as e:
        print(f"stubforge: error: {e}", file=sys.stderr)
        return 2
    return 0


def _write_series(args, r) -> int:
    s = r.series
    for k in s.kept:
        print(f"stubforge: {k}", file=sys.stderr)
    for t in s.todo:
        print(f"stubforge: to do by hand: {t}", file=sys.stderr)
    for path in api.write_series(r, args.series, on_remove=lambda p: print(
            f"stubforge: removed {p}: an earlier series' file this one does not have", file=sys.stderr)):
        print(f"wrote {path}")
    print(f"{len(s.commits)} commits for {'OpenJDK mainline' if s.release == 'mainline' else 'JDK ' + s.release}; "
          f"apply them in order with `git am {args.series}/*.patch`; each .pr.md beside a patch is its pull "
          "request's description", file=sys.stderr)
    return 0


def cmd_jvm(args):
    """Run Java's CRC32/CRC32C/Adler32/AES through a riscv64 JVM under QEMU, against references."""
    from stubforge.jdk import jvm
    vlens = args.vlen or [128]
    bad = sorted(set(args.without or ()) - set(jvm.EXTENSIONS))
    if bad:
        raise UsageError(f"--without {bad[0]}: the JVM's CPU has {', '.join(jvm.EXTENSIONS)}")
    patch = _patch_of(args)
    _preflight(build=False)
    say = lambda s: print(f"  {s}", file=sys.stderr, flush=True)  # noqa: E731
    want, runs = jvm.check(args.java, args.sysroot, vlens, args.rounds, progress=say, libjvm=args.libjvm,
                           without=args.without or ())
    d = None
    if patch is not None:
        from stubforge.jdk import dispatch_check
        d = dispatch_check.run(args.java, args.sysroot, args.libjvm, patch, vlens, args.rounds, progress=say)
        runs += d.checks
    rows, failed = _digest_rows(runs, want)
    _table(rows, ("VLEN", "run", "algorithm", "result", "detail"))
    if d is not None:
        print("\nThe patch's per-CPU dispatch (each stub identified by its bytes):")
        _table([(s.vlen, " ".join(s.flags), s.stub, s.expected, s.generated, "ok" if s.ok else "WRONG")
                for s in d.seen], ("VLEN", "flags", "stub", "dispatcher says", "JVM generated", ""))
        failed += sum(not s.ok for s in d.seen)
        for stub, pick in d.untaken:
            print(f"never generated: {stub} -> {pick} (no configuration both reaches that arm and enables "
                  "the stub's intrinsic)")
    print()
    print("Stub code executed (blocks QEMU ran in each stub's range, from -XX:+PrintStubCode):")
    _table([(r.vlen, r.label, ", ".join(sorted(r.stubs_executed)) or "none",
             ", ".join(sorted(r.stubs_generated - r.stubs_executed)) or "-", f"{r.seconds:.0f} s") for r in runs],
           ("VLEN", "run", "executed", "generated, not executed", "time"))
    checked = len(rows) + (len(d.seen) if d else 0)
    print(f"\njvm: {checked - failed} passed, {failed} failed")
    return 1 if failed else 0


def _digest_rows(runs, want):
    from stubforge.jdk import jvm
    rows, failed = [], 0
    for r in runs:
        for alg in jvm.ALGS:
            got = r.digests.get(alg)
            ok = not r.error and got == want[alg]
            failed += not ok
            detail = r.error[:150] if r.error else ("" if ok else f"digest {got[:16] if got else 'missing'}, "
                                                                  f"want {want[alg][:16]}")
            rows.append((r.vlen, r.label, alg, "PASS" if ok else "FAIL", detail))
    return rows, failed


def _patch_of(args):
    """The patch the --libjvm was built from: --patch (a file, or a series directory), else what
    .ci/build-hotspot leaves beside it (the series/ directory, or an older build's stubforge.patch)."""
    if args.no_dispatch or not args.libjvm:
        return None
    return api.patch_text_of(args.patch, Path(args.libjvm).parent)


def cmd_microbench(args):
    from stubforge.bench import microbench
    if (args.insn is None) == (args.kernel is None):
        raise UsageError("microbench wants an instruction (e.g. vaesem.vs) or --kernel KERNEL, not both")
    prog = _build(api.one_kernel(args.kernel), args.variant, _params(args.param)) if args.kernel else None
    _preflight()
    return microbench.run_command(args, prog)


KERNEL_HELP = "a name, or a FILE.py of your own that registers kernels (default: every kernel)"


def parser() -> argparse.ArgumentParser:
    ap = _Parser(
        prog="stubforge",
        description="Describe a RISC-V crypto/checksum kernel once; emit HotSpot C++ or GNU assembler; "
                    "test it in QEMU against outside references in HotSpot's exact layout.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    from stubforge import __version__
    ap.add_argument("--version", action="version", version=f"stubforge {__version__}",
                    help="the version, which every patch it writes names too")
    sub = ap.add_subparsers(dest="cmd", metavar="COMMAND")

    p = sub.add_parser("list", help="kernels, their variants, parameters and extensions")
    p.add_argument("kernels", nargs="*", metavar="KERNEL", help=KERNEL_HELP)
    p.set_defaults(func=cmd_list)

    def kernel_opts(p):
        p.add_argument("--variant", help="variant name (see `stubforge list`); default: the kernel's default")
        p.add_argument("--param", action="append", metavar="NAME=VALUE",
                       help="override a kernel parameter, e.g. --param unroll=8 (repeatable)")
        p.add_argument("--jdk", choices=RELEASES, default="mainline",
                       help="OpenJDK release whose stub prologue and assembler the C++ targets")

    p = sub.add_parser("emit", help="print one kernel as HotSpot C++ or GNU assembler",
                       description="Print one kernel as HotSpot C++ (a generate_<stub>() for "
                                   "stubGenerator_riscv.cpp) or as a GNU .S file.")
    p.add_argument("kernel", metavar="KERNEL", help="stub name, e.g. updateBytesAdler32 (or adler32), or FILE.py")
    p.add_argument("--target", choices=("hotspot", "gnu", "header"), default="hotspot",
                   help="hotspot: C++ (a MacroAssembler function for a plain function); gnu: .S; "
                        "header: the C header of a plain function")
    p.add_argument("--words", action="store_true", help="gnu: write .word encodings for old assemblers")
    p.add_argument("-o", "--output", help="write to FILE instead of stdout")
    kernel_opts(p)
    p.set_defaults(func=cmd_emit)

    p = sub.add_parser("doctor", help="check QEMU, LLVM, g++ and the references; say what to install",
                       description="Check that this machine can build, simulate and measure kernels: "
                                   "qemu-riscv64 (>= 8.2, with the vector-crypto extensions), LLVM >= 19, a host "
                                   "C++ compiler, the outside references, TMPDIR and the build cache. "
                                   "Exit 0 when everything required is there, 2 otherwise.")
    p.set_defaults(func=cmd_doctor)

    p = sub.add_parser("sim", help="run kernels in QEMU against their references; prints a pass/fail table",
                       description="Build each kernel (the .S through LLVM, the C++ through the stand-in "
                                   "assembler), run it under qemu-riscv64 with exactly its extensions at each "
                                   "VLEN, in HotSpot's argument layout with guard pages and register canaries, "
                                   "and compare with the outside reference (zlib, crc32c, pycryptodome). "
                                   "Exit codes: 0 every cell passed, 1 a kernel failed, 2 usage or environment "
                                   "(a missing tool: see `stubforge doctor`).",
                       epilog="examples:\n  stubforge sim crc32 --vlen 128 --sizes 0-64,4096\n"
                              "  stubforge sim --shard 2/4 --junit sim-2.xml     # one of four CI runners\n"
                              "  stubforge sim adler32 --format json",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernels", nargs="*", metavar="KERNEL", help=KERNEL_HELP)
    p.add_argument("--vlen", type=_vlen, action=_AppendOnce,
                   help="VLEN in bits, 128 256 512 or 1024 (repeatable, a repeat counts once; default all four)")
    p.add_argument("--sizes", default="0-1024,65543", help="buffer lengths, e.g. '0-1024,65543' or '64K'")
    p.add_argument("--path", choices=("S", "cxx", "both"), default="both",
                   help="which output to run: the .S, the C++ through the stand-in, or both")
    p.add_argument("--without", action=_AppendOnce, metavar="EXT",
                   help="simulate a CPU lacking this extension (repeatable), e.g. --without zba")
    p.add_argument("--seed", type=int, default=1, help="seed for the random inputs")
    p.add_argument("--format", choices=("table", "json"), default="table", help="result on stdout")
    p.add_argument("--junit", metavar="FILE", help="also write JUnit XML, one test case per kernel/variant/VLEN/path")
    p.add_argument("--jobs", type=_at_least_one, metavar="N",
                   help="kernel/path groups run at once, 1 or more (default: all cores)")
    p.add_argument("--shard", type=_shard, metavar="K/N",
                   help="run only the K-th of N deterministic, disjoint parts of the matrix (CI runners: 1/4 .. "
                        "4/4 cover it exactly once); an empty value is an error, not the whole matrix")
    p.add_argument("--timeout", type=_timeout, metavar="S",
                   help=f"seconds per QEMU process, more than 0 and at most {MAX_TIMEOUT:g} (default: from the "
                        "batch size, ~10 s for ordinary batches)")
    p.add_argument("--vl-grant", choices=("max", "min", "odd"), default="max",
                   help="the vl each vsetvli grants when VLMAX < AVL < 2*VLMAX, where RVV 1.0 allows any "
                        "vl in [ceil(AVL/2), VLMAX]: max is QEMU's own min(AVL, VLMAX); min the smallest "
                        "legal vl, odd an odd one where possible (runs the .S path, instrumented)")
    kernel_opts(p)
    p.set_defaults(func=cmd_sim)

    p = sub.add_parser("bench", help="instructions/byte and modelled cycles/byte, vs a clang baseline",
                       description="Exact dynamic instruction counts of each stub in QEMU (harness excluded) "
                                   "between two sizes, split by class; llvm-mca cycles of the hot loop; the same "
                                   "algorithm in C compiled by clang as the baseline. Simulated figures, not "
                                   "hardware time.")
    p.add_argument("kernels", nargs="*", metavar="KERNEL", help=KERNEL_HELP)
    p.add_argument("--vlen", type=_vlen, action=_AppendOnce,
                   help="VLEN in bits, 128 256 512 or 1024 (repeatable, a repeat counts once; default all four)")
    p.add_argument("--sizes", default="4096,65536", help="two buffer sizes for the slope (default 4096,65536)")
    p.add_argument("--format", choices=("table", "csv", "json"), default="table")
    p.add_argument("--plot", metavar="FILE.png", help="also draw the figures")
    p.add_argument("--model", default="sifive-p670",
                   help="core model of the modelled cycles: sifive-p470, sifive-p670 (default), sifive-p870 "
                        "(VLEN 128), spacemit-x60 (VLEN 256); llvm-mca of the pinned LLVM")
    p.add_argument("--no-baseline", action="store_true", help="skip the clang-compiled C baselines")
    p.add_argument("--report", action="store_true",
                   help="write generated/BENCHMARKS.md and its plots (the seed work's before/after tables)")
    p.add_argument("--hotspot-only", action="store_true",
                   help="with --report: rewrite only its \"HotSpot's own vs stubforge\" section, from the "
                        "committed bench/hotspot/jdk*.json and stubforge's stubs counted now, its C2 "
                        "section (bench/hotspot/c2-jdk27.json beside generated/measurements.json) and its "
                        "per-operation section (bench/hotspot/calls-per-op-jdk27.json, see --per-op)")
    g = p.add_argument_group(
        "HotSpot's own stubs (--jvm)",
        "Count the stubs of a riscv64 JVM under qemu-riscv64: a Java workload per stub (jdk/java/StubBench.java), "
        "each stub's range from -XX:+PrintStubCode, address randomisation off (setarch -R) and the range "
        "re-checked in every counting run, QEMU's exec log filtered to it. Per stub, CPU configuration "
        "(rvv: the defaults with UseZvkn; zvkg: +UseZvkg +UseZvbb for GHASH/GCM; zvbc: +UseZvbc; scalar: -UseRVV; "
        "rvv-wide: ChaCha20 at VLEN 1024; ChaCha20 at VLEN 256 at least, where HotSpot has it) "
        "and VLEN: instr/B and fixed per call (per call for the AES block), modelled cycles/B of the hot loop. "
        "Example: stubforge bench --jvm $JAVA_HOME --sysroot $ROOT --save   (both from .ci/riscv64-jre 26)")
    g.add_argument("--jvm", metavar="JAVA_HOME", help="the riscv64 Java home to measure")
    g.add_argument("--sysroot", metavar="DIR", help="the riscv64 sysroot for qemu -L")
    g.add_argument("--libjvm", metavar="FILE", help="measure this libjvm.so (a patched `make hotspot` build of the "
                                                   "same release) in place of the runtime's own")
    g.add_argument("--stubs", nargs="+", metavar="STUB[,STUB...]",
                   help="only these HotSpot stubs (default: all measured ones)")
    g.add_argument("--update", action="store_true",
                   help="merge the measured stubs into the release's record (bench/hotspot/jdk<release>.json, or "
                        "--save FILE), replacing their earlier figures; refused when the record is of another "
                        "runtime or LLVM")
    g.add_argument("--config", action="append", metavar="NAME",
                   help="only this CPU configuration (repeatable): rvv, zvkg, zvbc, scalar, rvv-wide")
    g.add_argument("--calls", type=int, default=8, help="measured calls per size (default 8; 4 with --c2)")
    g.add_argument("--c2", action="append", metavar="CLASS::METHOD[+CALLEE...]",
                   help="count C2's compiled code for this Java method instead of the stubs (repeatable, "
                        "all in the same runs), e.g. 'sun.security.provider.SHA3::keccak([J)V' or "
                        "'ML_KEM::implKyberNtt+ML_KEM::implKyberNttJava', or ML_KEM / ML_DSA for every method "
                        "stubforge has a stub for, each with its *Java callee: a workload reaching it runs "
                        "with C2 alone, the intrinsics off and -XX:+LogCompilation, QEMU logging C2's whole "
                        "code heap in the same run; instructions per call, from one entry to the "
                        "next (with the named callees C2 did not inline). --save merges into "
                        "bench/hotspot/c2-jdk<release>.json")
    g.add_argument("--c2-workload", metavar="NAME",
                   help="the Java workload reaching the --c2 methods: sha3-256 (SHA3's, on the first --sizes "
                        "bytes per call) or ml-kem-768 (ML_KEM's; key pair, encapsulation, decapsulation); "
                        "default: by the method's class")
    g.add_argument("--c2-dontinline", action="store_true",
                   help="keep the --c2 methods out of their callers (-XX:CompileCommand=dontinline) so that "
                        "each is one nmethod: for a method C2 inlines everywhere; adds a call and a return")
    g.add_argument("--c2-flag", action="append", metavar="-XX:...",
                   help="a JVM flag of the CPU configuration C2 compiles for (repeatable, recorded with the "
                        "figure), e.g. --c2-flag=-XX:-UseZbb for the code without Zbb's rori/andn")
    g2 = p.add_argument_group(
        "ML-KEM / ML-DSA per operation (--per-op)",
        "Instructions per ML-KEM-768 key generation, encapsulation, decapsulation and ML-DSA-65 key "
        "generation, signing, verification in the Java methods stubforge's stubs replace, ours vs C2's: "
        "calls per operation (bench/hotspot/calls-per-op-jdk27.json) x instructions per call (ours: "
        "generated/measurements.json at VLEN 128; C2's: bench/hotspot/c2-jdk27.json, from --c2). The "
        "intrinsified part of the operation only: the rest runs the same code in both JVMs. The calls "
        "are counted, not derived: --per-op-jdk runs the operations in a JDK of the same release on this "
        "machine (Java code is the same on every architecture) with JFR's method timing (JEP 520) and the "
        "intrinsics off, each operation counted by itself. "
        "Examples: stubforge bench --per-op   (the figures from the committed records); "
        "stubforge bench --per-op-jdk \"$(bash .ci/boot-jdk 27)\" --per-op-riscv64 "
        ".cache/rv64root-27/usr/lib/jvm/java-27-openjdk-riscv64 --save   (count again, ~10 minutes)")
    g2.add_argument("--per-op", action="store_true",
                    help="print the calls per operation and the per-operation instructions from the records")
    g2.add_argument("--per-op-jdk", metavar="JAVA_HOME",
                    help="count the calls per operation in this JDK (one that runs here, with javac, jimage and "
                         "JFR: JDK 25 or newer), then print; --save writes bench/hotspot/calls-per-op-"
                         "jdk<release>.json (or --save FILE) and updates generated/BENCHMARKS.md")
    g2.add_argument("--per-op-ops", type=_at_least_one, default=200, metavar="N",
                    help="operations counted per kind (default 200)")
    g2.add_argument("--per-op-warm", type=int, default=20, metavar="N",
                    help="uncounted operations per kind before them (default 20)")
    g2.add_argument("--per-op-riscv64", metavar="JAVA_HOME",
                    help="a riscv64 Java home (not run): recorded with whether its ML-KEM/ML-DSA/SHA-3 "
                         "classes are byte-identical to the counted JDK's, i.e. whether it makes the same calls")
    g2.add_argument("--per-op-record", metavar="FILE",
                    help="read (or, with --per-op-jdk --save, write) this record instead of the committed one")
    g.add_argument("--save", nargs="?", const="-", metavar="FILE",
                   help="write the measurements as JSON (default bench/hotspot/jdk<release>.json, which also "
                        "updates generated/BENCHMARKS.md's comparison; with --c2, merged into "
                        "bench/hotspot/c2-jdk<release>.json)")
    kernel_opts(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("tune", help="sweep parameters, verify each, rank by modelled cycles/byte per core model",
                       description="Build every combination of the given parameter values; skip those the "
                                   "checks reject (saying why); verify each survivor in simulation; model "
                                   "each on every --model at that model's VLEN (the whole call through the "
                                   "pinned llvm-mca, the figure `stubforge patch` decides from) and rank. "
                                   "Prints per model the winner with its figure, and the best compromise "
                                   "(the smallest worst-case ratio to each model's best). --save makes the "
                                   "compromise the kernel's default (kernels/tuned.json), records each "
                                   "model's winner there, and regenerates generated/.",
                       epilog="examples:\n"
                              "  stubforge tune updateBytesAdler32 --param unroll=1,2,4,8\n"
                              "  stubforge tune chacha20Block --variant v --param interleave=1,2,4 "
                              "--model spacemit-x60 --model sifive-p870",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernel", metavar="KERNEL", help="a name, or a FILE.py of your own")
    p.add_argument("--variant")
    p.add_argument("--param", action="append", metavar="NAME=V1,V2,...", required=True)
    p.add_argument("--model", action=_AppendOnce, metavar="CPU",
                   help="core model to rank on (repeatable): sifive-p470, sifive-p670 (default), sifive-p870 "
                        "(VLEN 128), spacemit-x60 (VLEN 256)")
    p.add_argument("--metric", choices=("cycles", "instructions"), default="cycles",
                   help="cycles: modelled whole-call cycles/B (default); instructions: exact instructions/B, "
                        "each at the model's VLEN")
    p.add_argument("--vlen", type=_vlen, action=_AppendOnce,
                   help="also count (and show instructions/byte) at this VLEN (repeatable); every candidate is "
                        "verified at 128, 1024 and each model's VLEN")
    p.add_argument("--sizes", default="4096,65536")
    p.add_argument("--plot", metavar="FILE.png")
    p.add_argument("--save", action="store_true",
                   help="make the best compromise the default, record each model's winner, regenerate generated/")
    p.set_defaults(func=cmd_tune)

    p = sub.add_parser("patch", help="a git-format patch adding the generated stubs to an OpenJDK checkout",
                       description="Read the OpenJDK checkout at --jdk and write a git-format patch that adds "
                                   "or replaces each generate_<stub>() in stubGenerator_riscv.cpp, registers "
                                   "it under its Use...Intrinsics flag, adds the assembler methods the tree "
                                   "lacks, and enables a flag in vm_version_riscv.cpp only where the tree never "
                                   "turns it on. A stub named without a variant brings all its variants: "
                                   "generate_<stub>() then chooses per CPU from the extension flags. HotSpot's own "
                                   "generator is kept on every CPU configuration where it is measured faster "
                                   "(bench/hotspot/jdk<release>.json, from `stubforge bench --jvm`) or where either "
                                   "side is unmeasured; the description gives both figures. A second run on a "
                                   "patched tree changes nothing.",
                       epilog="examples:\n  stubforge patch --jdk ~/jdk26u -o stubs.patch\n"
                              "  stubforge patch --jdk ~/jdk --kernels crc32 adler32 --check\n"
                              "  stubforge patch --jdk ~/jdk --kernels crc32:zba --force   "
                              "# replace HotSpot's own anyway",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--jdk", required=True, metavar="PATH", help="top directory of an OpenJDK checkout")
    p.add_argument("--kernels", nargs="+", metavar="KERNEL[:VARIANT]",
                   help="stubs to patch in, all variants unless one is named (default: every kernel)")
    p.add_argument("--force", action="store_true",
                   help="replace HotSpot's own stubs even where they are measured faster or not measured")
    p.add_argument("--release", choices=RELEASES, help="target release (default: detected from the tree)")
    p.add_argument("--param", action="append", metavar="NAME=VALUE",
                   help="override a kernel parameter for every kernel given (repeatable)")
    p.add_argument("-o", "--output", metavar="FILE",
                   help="write the patch to FILE (default: stdout), outside the tree; when the tree already has "
                        "exactly this code FILE is written empty (and stderr says so)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="verify that it applies (and, where git is installed, "
                                                           "that `git apply --check` agrees)")
    mode.add_argument("--apply", action="store_true",
                      help="write the patched files into the tree at --jdk, all or none: each is written beside "
                           "its original first, then all are renamed into place with Ctrl-C held back (no git "
                           "needed; file modes kept)")
    mode.add_argument("--series", metavar="DIR",
                      help="write an upstream series instead: one `git format-patch` file per intrinsic in DIR "
                           "(0001-RISC-V-Add-AES-ECB-intrinsics.patch, ...), each applying on the previous, with "
                           "its flag wiring, jtreg test and copyright years, and beside it its pull request's "
                           "description (0001-...pr.md: what it does, measured figures, tests); DIR is new, empty or "
                           "holds only an earlier series, whose files this one replaces")
    p.add_argument("--copyright-holder", default="Oracle and/or its affiliates", metavar="NAME",
                   help="with --series: whose copyright line gets this year in each touched file (added where "
                        "missing) and heads the new jtreg tests (default: Oracle's line)")
    p.add_argument("--author", metavar="'NAME <EMAIL>'",
                   help="with --series: the From: of each commit (default: git's identity, user.name/user.email)")
    p.add_argument("--bug", metavar="NNNNNNN", type=lambda t: t.removeprefix("JDK-"),
                   help="with --series: the JBS issue each commit's subject starts with (default: 0000000, for "
                        "the engineer who files it)")
    p.add_argument("--allow-uncommitted", action="store_true",
                   help="patch files that differ from the tree's git HEAD (refused otherwise: the patch would be "
                        "made against the edited lines, and a series would not apply to the commit)")
    p.set_defaults(func=cmd_patch)

    p = sub.add_parser("jvm", help="run Java's checksums and AES through a patched riscv64 JVM under QEMU",
                       description="End-to-end check of a JDK built with `stubforge patch`: run "
                                   "jdk/java/StubCheck.java (CRC32, CRC32C, Adler32, AES ECB/CBC/CTR, "
                                   "ChaCha20-Poly1305 over many "
                                   "lengths and offsets, long enough for C2 to compile the callers) on a "
                                   "riscv64 java under qemu-riscv64 with RVV and vector crypto, with the "
                                   "intrinsics on (the JVM's defaults, plus -XX:+UseZvkn) under C2 and under tiered "
                                   "compilation, and off; compare each "
                                   "digest with zlib, crc32c and pycryptodome; list per run the stubs whose "
                                   "code executed (QEMU's exec log over each stub's address range from "
                                   "-XX:+PrintStubCode). Needs a host javac for the checker.",
                       epilog="example: stubforge jvm --java ~/rv64/usr/lib/jvm/java-26 --sysroot ~/rv64 "
                              "--vlen 128 --vlen 256")
    p.add_argument("--java", required=True, metavar="JAVA_HOME",
                   help="the riscv64 Java home (bin/java, lib/server/libjvm.so) to test")
    p.add_argument("--sysroot", required=True, metavar="DIR",
                   help="riscv64 root with the dynamic loader, libc, libstdc++ and zlib (qemu-riscv64 -L)")
    p.add_argument("--libjvm", metavar="FILE",
                   help="run with this libjvm.so (a `make hotspot` build of the same release) in place of "
                        "the Java home's own; .ci/riscv64-jre fetches Debian's runtime to put it in")
    p.add_argument("--vlen", type=_vlen, action=_AppendOnce,
                   help="vector length in bits, 128 256 512 or 1024 (repeatable; default 128)")
    p.add_argument("--without", action=_AppendOnce, metavar="EXT",
                   help="a CPU without this extension (repeatable), e.g. --without zvbc to take the other "
                        "branches of the patch's per-CPU dispatch; the extensions that contain it go too "
                        "(--without v: no vector extension at all), and so does -XX:+UseZvkn where the CPU "
                        "lacks one of Zvkn's parts")
    p.add_argument("--rounds", type=int, default=20,
                   help="passes over every length (default 20: enough for C2 to compile the callers)")
    p.add_argument("--patch", metavar="FILE",
                   help="the stubforge patch or series directory the --libjvm was built from (default: "
                        "series/ or stubforge.patch beside it, as .ci/build-hotspot leaves them): its per-CPU "
                        "dispatchers are read back, and the "
                        "JVM is also run in CPU configurations (JVM flags) that between them take every arm, "
                        "each stub identified by its bytes and the checker run under each")
    p.add_argument("--no-dispatch", action="store_true", help="skip the per-CPU dispatch runs")
    p.set_defaults(func=cmd_jvm)

    p = sub.add_parser("microbench", help="latency and throughput kernels for one instruction (or a kernel's)",
                       description="Generate a latency kernel (one dependency chain) and throughput kernels "
                                   "(K independent chains) for an instruction of the ISA table, check in QEMU "
                                   "that each executes the intended instructions, and report llvm-mca's "
                                   "modelled cycles per instruction for each core model.",
                       epilog="examples:\n  stubforge microbench vaesem.vs\n"
                              "  stubforge microbench vsha2ch.vv --sew 32 --emit-board board/\n"
                              "  stubforge microbench --kernel crc32 --variant zvbc",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("insn", nargs="?", metavar="INSN", help="mnemonic as in dsl/isa.py, e.g. vaesem.vs")
    p.add_argument("--kernel", metavar="KERNEL", help="every distinct instruction this kernel uses")
    p.add_argument("--variant")
    p.add_argument("--param", action="append", metavar="NAME=VALUE")
    p.add_argument("--sew", type=int, help="element width (default: the smallest legal)")
    p.add_argument("--lmul", default="1", help="LMUL, e.g. 1, 2, 1/2 (default 1)")
    p.add_argument("--chains", default="1,2,4,8", help="chain counts (default 1,2,4,8)")
    p.add_argument("--model", action="append", metavar="CPU",
                   help="llvm-mca core model (repeatable; default: every model that can schedule it)")
    p.add_argument("--vlen", type=_vlen, default=128, help="VLEN of the QEMU check: 128 256 512 or 1024 (default 128)")
    p.add_argument("--iterations", type=int, default=50, help="loop iterations in the QEMU check")
    p.add_argument("--emit-board", metavar="DIR", help="write a standalone C + .S program measuring "
                   "rdcycle/rdinstret on a real board")
    p.set_defaults(func=cmd_microbench)

    p = sub.add_parser("generate", help="write generated/ (every kernel and variant, .S and C++)")
    p.add_argument("--check", action="store_true", help="only check that generated/ is up to date")
    p.add_argument("--dir", metavar="DIR", help="write (or check) DIR instead of generated/; every file is written "
                                                "whole (a temporary renamed into place)")
    p.set_defaults(func=cmd_generate)
    return ap


# Exit codes: 0 success, 1 a kernel or check failed, 2 usage or environment, 130 interrupted (Ctrl-C),
# 141 the reader of our output went away (`| head`), 143 terminated (SIGTERM), as shells report them.
EXIT_INTERRUPTED, EXIT_PIPE, EXIT_TERMINATED = 130, 141, 143


def _quiet_pipe():
    """After EPIPE nothing more can be written: point stdout at /dev/null so the interpreter's
    final flush does not print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass


class Terminated(KeyboardInterrupt):
    pass


def _terminated(signum, frame):
    """SIGTERM (a CI job cancelled, `kill`) unwinds like Ctrl-C, so build directories are removed."""
    raise Terminated


def main(argv=None) -> int:
    import signal
    try:
        if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
            signal.signal(signal.SIGTERM, _terminated)
    except ValueError:            # not the main thread (an embedding program): leave signals alone
        pass
    ap = parser()
    try:
        args = ap.parse_args(argv)
    except _ArgumentError as e:
        print(e, file=sys.stderr)
        return 2
    if not getattr(args, "func", None):
        ap.print_help()
        return 2
    from stubforge.dsl.ir import KernelError
    from stubforge.files import DamagedFile
    try:
        from stubforge.sim.errors import SimError
    except ImportError:       # the simulator is optional for emit/list
        SimError = KernelError
    _readable_anywhere()
    try:
        return args.func(args)
    except (KernelError, SimError, UsageError, DamagedFile) as e:
        print(f"stubforge: error: {_machine_line(e)}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        _quiet_pipe()
        return EXIT_PIPE
    except KeyboardInterrupt as e:
        # A command that was changing files says what it left (`patch --apply`: untouched or patched).
        said = f": {e}" if str(e) else ""
        if isinstance(e, Terminated):
            print(f"stubforge: terminated{said}", file=sys.stderr)
            return EXIT_TERMINATED
        print(f"stubforge: interrupted{said}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except OSError as e:          # a missing directory for -o, a read-only checkout, a full disk ...
        print(f"stubforge: error: {_os_line(e)}", file=sys.stderr)
        return 2


def _readable_anywhere() -> None:
    """A path or message the terminal's encoding cannot show (a non-ASCII tree under LANG=C or
    PYTHONIOENCODING=ascii) is written with backslash escapes instead of stopping the command."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):     # replaced by a caller (a test's capture) or closed
            pass


def _os_line(e: OSError) -> str:
    """`cannot write PATH: No space left on device` (files.CannotWrite), `PATH: reason` otherwise."""
    from stubforge.files import CannotWrite
    if isinstance(e, CannotWrite):
        return str(e)
    return f"{e.filename}: {e.strerror or e}" if e.filename else str(e.strerror or e)


def _machine_line(e: Exception) -> str:
    """The message, or, when a tool's output in it shows the machine failing (a full disk...), the one
    line that says so: however a machine problem surfaces, it is one line."""
    try:
        from stubforge.sim.machine import problem_in
    except ImportError:
        return str(e)
    found = problem_in(str(e), "a tool")
    return str(found) if found is not None and "\n" in str(e) else str(e)


if __name__ == "__main__":
    sys.exit(main())
