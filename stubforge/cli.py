"""The `stubforge` command."""
from __future__ import annotations

import argparse
import os
import sys
import textwrap
from pathlib import Path

from stubforge import api
from stubforge.api import UsageError
from stubforge.cli_args import _ArgumentError
from stubforge.cli_measure import _print_tune, cmd_bench, cmd_tune  # noqa: F401 (parser() binds cmd_*)
from stubforge.files import atomic_write

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
VLENS = api.VLENS


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


def _preflight(build: bool = True) -> None:
    """Stop at the machine's problems before any work (exit 2, one line)."""
    api.preflight(build)


def generated_files(root: Path | None = None, progress=None) -> dict[Path, str]:
    """Every file generated/ (or `root`) should hold (api.generated_files)."""
    return api.generated_files(GENERATED if root is None else root, progress)


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
    files = generated_files(root, _bar("generate"))
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
    if s.unseen:
        print(f"stubforge: note: {args.jdk} holds only anchor lines, not HotSpot's generators: it cannot show "
              f"which of {', '.join(s.unseen)} the real tree already has (these commits say 'Add'); make the "
              "series on a real checkout", file=sys.stderr)
    for path in api.write_series(r, args.series, on_remove=lambda p: print(
            f"stubforge: removed {p}: an earlier series' file this one does not have", file=sys.stderr)):
        print(f"wrote {path}")
    print(f"{len(s.commits)} commits for {'OpenJDK mainline' if s.release == 'mainline' else 'JDK ' + s.release}; "
          f"apply them in order with `git am {args.series}/*.patch`; each .pr.md beside a patch is its pull "
          f"request's description; a board owner runs `sh {args.series}/board/run.sh PATCHED_JDK UNPATCHED_JDK` "
          "(JMH per intrinsic and dispatch arm, the table for the PR)", file=sys.stderr)
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


def parser() -> argparse.ArgumentParser:
    """The parser, each command bound to this module's cmd_<name> as it is when called."""
    from stubforge import cli_args
    g = globals()
    return cli_args.build({name[4:]: g[name] for name in g if name.startswith("cmd_")})


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
