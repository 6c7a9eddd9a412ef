"""stubforge's Python API: what the `stubforge` command does, as functions that return data.

The command line (stubforge/cli.py) only parses arguments into calls of these functions and prints
what they return, so a script or a notebook can do anything the command does::

    from stubforge import api

    for unroll in (1, 2, 4, 8):                               # a sweep of Adler32's unroll factor
        prog = api.build("adler32", params={"unroll": unroll})
        assert api.simulate([prog], vlens=[128], sizes="0-300").ok
        row = api.measure([prog], vlens=[128], baselines=False)[0]
        print(unroll, f"{row.ipb:.3f} instr/B", row.cpb, row.model)

Every function takes kernels by name (`"crc32"` or `"updateBytesCRC32"`), by the Python file that
registers them (`"work/sum64.py"`: a plain function with its `reference=` and `inputs=`), as kernel
definitions (`kernels(...)`), or as built programs (`build(...)`). A mistake in what is asked (an unknown kernel,
variant or parameter value, a bad size list) raises `KernelError` or `UsageError` with one line that
says what is wrong; a machine that cannot simulate raises `stubforge.sim.errors.SimError`.

    kernels   the kernel definitions (and plain C functions)       list[KernelDef]
    build     one kernel, variant and parameters, checked          Program
    emit      a program as HotSpot C++, GNU assembler or C header  str
    simulate  QEMU runs against outside references                 SimReport
    measure   instructions/byte and modelled cycles/byte           list[bench.measure.Row]
    tune      sweep parameters, verify, rank                       (stubforge.bench.tune)
    patch     a patch or upstream series for an OpenJDK checkout   PatchResult
    generated_files / check_generated / write_generated            generated/
"""
from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["UsageError", "SimReport", "PatchResult", "GeneratedCheck", "kernels", "parse_params", "build",
           "programs", "for_variant", "distinct", "emit", "check_choice", "check_vlen", "check_shard",
           "check_at_least_one", "check_timeout", "check_sizes", "parse_sizes", "parse_size_pair", "check_without",
           "preflight", "simulate", "measure", "tune", "jdk_root", "check_author", "check_bug", "check_patch_request",
           "patch",
           "patch_programs", "patch_text_of", "check_patch", "apply_patch", "check_series_dir", "write_series",
           "generated_files", "check_generated", "write_generated", "made_by_stubforge", "extra_files",
           "kernel_file", "one_kernel"]

VLENS = (128, 256, 512, 1024)           # the VLENs QEMU simulates here
RELEASE = "mainline"                    # the OpenJDK release C++ targets unless told otherwise

# What one `simulate` may ask for: Java passes lengths as ints, and every case's buffers are in memory
# at once per batch of the stream below.
MAX_CASE_BYTES = (1 << 31) - 1
MAX_TOTAL_BYTES = 4 << 30
STREAM_BYTES = 64 << 20                 # sizes are simulated in chunks of about this many bytes


class UsageError(Exception):
    """What was asked cannot be done as asked (one line saying why)."""


# ---- what is asked: checked here for the Python API and the command line alike (the same words) -----

MAX_TIMEOUT = 86400.0       # one day; QEMU's wait takes milliseconds in a C int (24.8 days at most)


def check_choice(option: str, value, choices) -> None:
    """`value` is one of `choices` (UsageError: "--path s: not one of S, cxx, both")."""
    if value not in choices:
        raise UsageError(f"{option} {value}: not one of {', '.join(map(str, choices))}")


def check_vlen(v) -> int:
    """A VLEN the simulated CPUs cover (VLENS: 128, 256, 512, 1024), as every command checks it."""
    if isinstance(v, bool) or v not in VLENS:
        raise UsageError(f"--vlen {v}: QEMU takes a power of two from 128 to 1024 here "
                         f"({', '.join(map(str, VLENS))})")
    return v


def check_shard(shard) -> tuple[int, int]:
    """(K, N): the K-th of N disjoint parts of a simulation matrix, 1 <= K <= N."""
    try:
        k, n = shard
        ok = all(isinstance(x, int) and not isinstance(x, bool) for x in (k, n)) and 1 <= k <= n
    except (TypeError, ValueError):
        ok = False
    if not ok:
        said = "/".join(map(str, shard)) if isinstance(shard, (tuple, list)) else repr(shard)
        raise UsageError(f"--shard {said}: wants K/N with 1 <= K <= N, e.g. 2/4")
    return k, n


def check_at_least_one(option: str, v) -> int:
    """A whole number 1 or more (--jobs, operations counted)."""
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        raise UsageError(f"{option} {v}: must be 1 or more")
    return v


def check_timeout(v) -> float:
    """Seconds per QEMU process: more than 0 (0 used to mean "the default" silently), finite, at most a day."""
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 < v <= MAX_TIMEOUT:   # false for nan
        raise UsageError(f"--timeout {v}: seconds per QEMU process must be more than 0 and at most "
                         f"{MAX_TIMEOUT:g} (a day); leave it out for the budget that follows from the batch size")
    return float(v)


def _items(items) -> list | None:
    """What names kernels: one (a name, definition or program) or a list of them; None for all."""
    from stubforge.dsl.ir import Program
    if items is None:
        return None
    items = [items] if isinstance(items, (str, Program)) or hasattr(items, "build") else list(items)
    for it in items:
        if not isinstance(it, (str, Program)) and not hasattr(it, "build"):
            raise UsageError(f"{it!r}: not a kernel name, definition or program")
    return items


# ---- kernels and programs ------------------------------------------------------------------------

def kernels(names=None, *, need_all: bool = False, plain: bool = False, on_warning=None) -> list:
    """The kernel definitions named (stub or short name), or every kernel when `names` is empty.

    A kernel file that fails to import is reported with its file and line; the others stay usable,
    except with `need_all` (then UsageError), and `on_warning(text)` hears what was left out.
    plain=True adds the plain C functions (dsl/plainfn.py) to "every kernel"; a named one is always
    found."""
    from stubforge import kernels as registry
    from stubforge.dsl import plainfn
    from stubforge.kernels import LOAD_ERRORS
    reg = registry.load_all()
    if LOAD_ERRORS and (need_all or not names):
        what = "; ".join(LOAD_ERRORS.values())
        if need_all:
            raise UsageError(f"a kernel file does not load: {what}")
        if on_warning is not None:
            on_warning(f"left out, does not load: {what}")
    if not names:
        return [reg[k] for k in sorted(reg)] + ([plainfn.PLAIN[k] for k in sorted(plainfn.PLAIN)
                                                 if not plainfn.PLAIN[k].outside] if plain else [])
    out = []
    for n in names:
        if _kernel_file(n):
            out += kernel_file(n)
            continue
        if n in plainfn.PLAIN:
            out.append(plainfn.PLAIN[n])
            continue
        out.append(registry.get(n, others=sorted(plainfn.PLAIN)))
    return out


def _kernel_file(name) -> bool:
    """A name that stands for a Python file of kernels (`work/sum64.py`, `work/sum64.py:sum64`)."""
    return isinstance(name, str) and (name.endswith(".py") or ".py:" in name)


def kernel_file(path: str) -> list:
    """The kernels and plain functions a Python file registers, in the file's order (the file is
    imported; importing it again replaces them). `FILE.py:NAME` picks the one named NAME."""
    from stubforge import kernels as registry
    file, _, name = path.partition(".py:")
    defs = registry.load_file(file + ".py" if name else path)
    if not name:
        return defs
    picked = [d for d in defs if d.stub == name]
    if not picked:
        raise UsageError(f"{file}.py registers no kernel {name!r}; it registers {', '.join(d.stub for d in defs)}")
    return picked


def one_kernel(name):
    """The one kernel definition `name` stands for (a name, or a file that registers exactly one)."""
    defs = kernels([name])
    if len(defs) > 1:
        raise UsageError(f"{name} registers {len(defs)} kernels ({', '.join(d.stub for d in defs)}): name one "
                         f"as {name}:{defs[0].stub}")
    return defs[0]


def parse_params(items, kd=None) -> dict:
    """`["unroll=8", "lmul=2"]` (the command line's --param) as {"unroll": "8", "lmul": "2"}. With a
    kernel definition `kd`, only the parameters that kernel declares with the value allowed are kept
    (a patch of every kernel applies `lmul=4` to the kernels that have such an lmul)."""
    out = {}
    for it in items or ():
        if "=" not in it:
            raise UsageError(f"--param wants NAME=VALUE, got {it!r}")
        k, v = it.split("=", 1)
        if not v.strip():
            raise UsageError(f"--param {it}: no value")
        out[k.strip()] = v.strip()
    if kd is not None:
        out = {k: v for k, v in out.items() if k in kd.params
               and (kd.params[k].choices is None or kd.params[k].parse(k, v) in kd.params[k].choices)}
    return out


def _param_dict(params) -> dict:
    """{"unroll": 8} or ["unroll=8"] as {"unroll": "8"}: the kernel parses each value as it does the
    command line's."""
    if params is None:
        return {}
    if isinstance(params, dict):
        return {k: str(v) for k, v in params.items()}
    return parse_params(params)


def build(kernel, variant: str | None = None, params=None, *, strict: bool = True):
    """Build one kernel: run its Python with the builder and every build-time check.

    kernel: a name ("adler32", "updateBytesAdler32") or a kernel definition; variant: None for the
    kernel's default; params: {"unroll": 8} (values as numbers or as text) or ["unroll=8"]. Tuned
    defaults (kernels/tuned.json) fill what is not given. strict=False lets values outside a
    parameter's allowed set through to the checks (a sweep asks for them). Returns the Program
    (.name, .variant, .params, .extensions, .title) every other function takes."""
    if not isinstance(kernel, str) and not hasattr(kernel, "build"):
        raise UsageError(f"build wants a kernel name or definition, not {kernel!r}")
    kd = one_kernel(kernel) if isinstance(kernel, str) else kernel
    return kd.build(variant, _param_dict(params), strict=strict)


def _definitions(items, plain: bool, on_warning) -> list:
    """What `items` names, as Programs or kernel definitions (nothing built yet). Nothing named: every
    kernel, and a kernel file that does not load is a UsageError naming its file and line (a run of
    "every kernel" without some would pass having done less than it was asked)."""
    from stubforge.dsl.ir import Program
    items = _items(items)
    if not items:
        return kernels(None, need_all=True, plain=plain, on_warning=on_warning)
    return [d for it in items for d in ([it] if isinstance(it, Program) else kernels([it]) if isinstance(it, str)
                                        else [it])]


def _todo(defs, variant) -> list:
    """(definition or Program, variant) for each program `defs` stands for."""
    from stubforge.dsl.ir import Program
    out = []
    for kd in defs:
        if isinstance(kd, Program):
            out.append((kd, None))
        else:
            out += [(kd, var) for var in ([variant] if variant else list(kd.variants))]
    return out


def programs(items=None, *, variant: str | None = None, params=None, plain: bool = False,
             on_warning=None, on_built=None) -> list:
    """Programs for what is named: a Program as it is; a name or kernel definition built for
    `variant`, or for each of its variants when variant is None. Nothing named: every kernel.
    on_built(program) hears each as it is ready (building every kernel takes seconds)."""
    out = []
    for kd, var in _todo(_definitions(items, plain, on_warning), variant):
        out.append(kd if var is None else build(kd, var, params if variant else
                                                for_variant(kd, var, _param_dict(params))))
        if on_built is not None:
            on_built(out[-1])
    return out


def for_variant(kd, variant: str, params: dict) -> dict:
    """Of `params` given for every variant of a kernel, those `variant` takes (a parameter of other
    variants only is left out; an unknown one is kept, for build to refuse)."""
    return {n: v for n, v in params.items() if n not in kd.params or kd.params[n].applies_to(variant)}


def distinct(progs) -> list:
    """Each stub and variant once, in order. The same program asked for twice (`sim crc32c crc32c`)
    counts once, as a repeated --vlen does; two different programs for one stub and variant would
    share a cell, the later replacing the earlier unseen: UsageError."""
    from stubforge.dsl.encode import assemble
    first: dict[tuple, object] = {}
    for p in progs:
        q = first.setdefault((p.name, p.variant), p)
        if q is not p and (q.params, q.extensions, assemble(q)) != (p.params, p.extensions, assemble(p)):
            raise UsageError(f"{p.title} asked for twice, as two different programs ({q.origin or 'a kernel'} "
                             f"and {p.origin or 'a kernel'}): one call runs one program per stub and variant; "
                             "make a call for each")
    return list(first.values())


def emit(program, target: str = "hotspot", *, release: str = RELEASE, words: bool = False) -> str:
    """A program's text. target: "hotspot" (a generate_<stub>() for stubGenerator_riscv.cpp, or a
    MacroAssembler function for a plain function), "gnu" (a .S file; words=True writes .word
    encodings for assemblers that lack the mnemonics) or "header" (a plain function's C header).
    release: the OpenJDK release whose prologue and assembler the C++ targets (mainline, 27, 26, 25, 21).
    A name is built at its defaults first."""
    from stubforge.dsl.ir import Program
    from stubforge.emitters.hotspot_api import RELEASES
    check_choice("--target", target, ("hotspot", "gnu", "header"))
    check_choice("--jdk", release, RELEASES)
    prog = build(program) if isinstance(program, str) else program
    if not isinstance(prog, Program):
        raise UsageError(f"emit wants a kernel name or a program (build(...)), not {program!r}")
    if getattr(prog, "signature", None) is not None:
        from stubforge.emitters import plain
        if target == "gnu":
            return plain.gnu_source(prog, words=words)
        if target == "header":
            return plain.c_header(prog)
        return plain.cxx_source(prog, release=release)
    if target == "header":
        raise UsageError(f"--target header is for plain functions; {prog.name} is a HotSpot stub")
    if target == "gnu":
        from stubforge.emitters import gnu
        return gnu.emit(prog, words=words)
    from stubforge.emitters import hotspot
    return hotspot.emit(prog, release=release)


# ---- sizes and extensions -------------------------------------------------------------------------

def parse_sizes(text: str, what: str = "--sizes") -> list[int]:
    """'0-1024,65543' or '64K' as a list of byte counts, within what a Java array and memory allow."""
    from stubforge.sim import inputs as sim_inputs
    try:
        sizes = sim_inputs.parse_sizes(text, MAX_CASE_BYTES, MAX_TOTAL_BYTES)
    except ValueError as e:
        raise UsageError(f"{what}: {e}") from None
    if not sizes:
        raise UsageError(f"{what} {text!r} names no size; e.g. --sizes 0-1024,65543")
    return sizes


def check_sizes(sizes, what: str = "--sizes") -> list[int]:
    """Sizes as text ('0-1024,65543') or a list of byte counts, checked as parse_sizes checks text."""
    if isinstance(sizes, str):
        return parse_sizes(sizes, what)
    sizes = list(sizes)
    if not sizes:
        raise UsageError(f"{what} {sizes} names no size; e.g. --sizes 0-1024,65543")
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in sizes):
        raise UsageError(f"{what} {sizes}: sizes are whole numbers of bytes")
    if min(sizes) < 0:
        raise UsageError(f"{what}: sizes must be >= 0")
    parse_sizes(",".join(map(str, sizes)), what)          # the same limits, said the same way
    return sizes


def parse_size_pair(text) -> tuple[int, int]:
    """The two sizes, small then large, between which measuring takes its slope."""
    sizes = check_sizes(text)
    if len(sizes) != 2 or sizes[0] >= sizes[1]:
        raise UsageError("--sizes for bench/tune wants two sizes, small then large, e.g. 4096,65536")
    return tuple(sizes)


def check_without(exts) -> None:
    """Each name is an extension stubforge knows (for a simulated CPU lacking it)."""
    from stubforge.dsl.isa import IMPLIES, TABLE
    known = {i.ext for i in TABLE.values()} | set(IMPLIES)
    for e in exts or ():
        if e not in known:
            raise UsageError(f"--without {e}: not an extension stubforge knows ({', '.join(sorted(known - {'i'}))})")


def chunks(sizes: list[int], limit: int = STREAM_BYTES) -> list[list[int]]:
    """Sizes in runs of about `limit` bytes each, in order: what one batch of QEMU runs holds."""
    out, cur, total = [], [], 0
    for n in sizes:
        if cur and total + n > limit:
            out.append(cur)
            cur, total = [], 0
        cur.append(n)
        total += n
    return out + [cur] if cur else out


def preflight(build: bool = True, cxx: bool = False) -> None:
    """Stop at the machine's problems before any work (SimError, one line): TMPDIR and the build
    cache (writable, with room), QEMU, and with `build` clang and ld.lld (and with `cxx` the host C++
    compiler of the C++ path)."""
    from stubforge.sim import doctor
    if build:
        doctor.preflight(cxx=cxx)
    else:
        from stubforge.sim.qemu import find_qemu
        doctor.check_dirs()
        find_qemu()


# ---- simulate ----------------------------------------------------------------------------------------

@dataclass
class SimReport:
    """What `simulate` found: one CellResult (sim.matrix) per kernel, variant, path and VLEN run."""
    results: list
    cells: int                     # cells in the whole matrix asked for
    shard: tuple = (1, 1)          # which part of it ran (K, N)
    asked: int | None = None       # the cells of that part (None: the whole matrix)
    wall: float | None = None      # seconds the run took, start to end

    def __post_init__(self):
        if self.asked is None:
            self.asked = self.cells

    @property
    def failed(self) -> int:
        return sum(not r.ok for r in self.results)

    @property
    def passed(self) -> int:
        return len(self.results) - self.failed

    @property
    def ok(self) -> bool:
        """Every cell asked for ran and passed: a run that did less than asked is never green."""
        return self.failed == 0 and len(self.results) == self.asked


PATHS = {"S": ["S"], "cxx": ["C++"], "both": ["S", "C++"]}


def simulate(items=None, *, variant: str | None = None, params=None, vlens=None, sizes="0-1024,65543",
             path: str = "both", without=(), seed: int = 1, jobs: int | None = None, shard=(1, 1),
             timeout: float | None = None, vl_grant: str = "max", release: str = RELEASE,
             progress=None, on_warning=None, on_result=None) -> SimReport:
    """Run kernels under qemu-riscv64 against their outside references, in HotSpot's layout.

    items: kernel names, definitions or programs (None: every kernel and plain function, each
    variant); vlens: a subset of VLENS (default all); sizes: text ('0-1024,65543') or a list;
    path: "S" (the .S through LLVM), "cxx" (the C++ through the stand-in assembler) or "both";
    without: extensions the simulated CPU lacks; shard=(K, N): only the K-th of N disjoint parts of
    the matrix (cell i goes to part i mod N + 1); vl_grant: "max" (QEMU's), "min" or "odd" (every
    legal vl, the .S instrumented); jobs: kernel/path groups run at once (default: all cores);
    progress(done, total, label) is called once with done=0 before any work (label: how many cells), then
    as each kernel/path group finishes; on_result(cell_results) hears each group's results as it finishes
    (the report keeps the matrix's order). Returns a SimReport; it raises only for a bad request or a
    machine that cannot run it."""
    import time
    from concurrent.futures import ThreadPoolExecutor, as_completed
    started = time.monotonic()

    from stubforge.sim import matrix, verify
    from stubforge.sim.layouts import spec_for
    from stubforge.emitters.hotspot_api import RELEASES
    sizes = check_sizes(sizes)
    vlens = [check_vlen(v) for v in vlens or VLENS]
    check_without(without)
    k, n = check_shard(shard or (1, 1))
    check_choice("--path", path, tuple(PATHS))
    check_choice("--vl-grant", vl_grant, ("max", "min", "odd"))
    check_choice("--jdk", release, RELEASES)
    if jobs is not None:
        check_at_least_one("--jobs", jobs)
    if timeout is not None:
        check_timeout(timeout)
    paths = PATHS[path]
    if vl_grant != "max":
        if path == "cxx":
            raise UsageError("--vl-grant instruments the .S path; the C++ path's bytes equal the .S's")
        paths = ["S"]
    preflight(cxx="C++" in paths)

    # Say what the run is before building anything: building every kernel takes seconds.
    todo = _todo(_definitions(items, True, on_warning), variant)
    n_cells = len(todo) * len(paths) * len(vlens)
    mine_ix = matrix.shard(list(range(n_cells)), k, n)           # cells run kernel by path by VLEN
    n_mine = len(mine_ix)
    steps = len(todo) + len({i // len(vlens) for i in mine_ix})   # builds, then kernel/path groups
    if progress is not None:
        progress(0, steps, f"{n_mine} cells" + (f" of {n_cells}" if n > 1 else ""))
    built = [0]

    def on_built(prog):
        built[0] += 1
        if progress is not None:
            progress(built[0], steps, f"build {prog.title}")
    progs = {(p.name, p.variant): p for p in distinct(programs(items, variant=variant, params=params, plain=True,
                                                                 on_warning=on_warning, on_built=on_built))}
    cells = [matrix.Cell(stub, var, pth, v) for (stub, var) in progs for pth in paths for v in vlens]
    mine = matrix.shard(cells, k, n)
    groups: dict[tuple, list[int]] = {}
    for c in mine:
        groups.setdefault((c.stub, c.variant, c.path), []).append(c.vlen)
    parts = chunks(sizes)

    def run_group(key):
        import time
        stub, var, pth = key
        prog = progs[(stub, var)]
        cpu = set(prog.extensions) - set(without) if without else None
        t0 = time.monotonic()
        merged: dict[int, matrix.CellResult] = {}
        for i, chunk in enumerate(parts):
            inputs = spec_for(stub).inputs(chunk, seed=seed + i)
            for o in verify.run(prog, pth, groups[key], inputs, cpu_extensions=cpu, release=release,
                                timeout=timeout, vl_grant=vl_grant):
                r = merged.setdefault(o.vlen, matrix.CellResult(matrix.Cell(stub, var, pth, o.vlen), True))
                r.cases += o.cases
                if not o.ok:
                    r.ok = False
                    r.failures += [o.error] if o.error else o.failures
            if not all(r.ok for r in merged.values()):
                break                      # the first chunk that fails says enough
        spent = (time.monotonic() - t0) / max(1, len(merged))
        for r in merged.values():
            r.seconds = spent
            r.detail = r.failures[0] if r.failures else ""
        # A VLEN the simulator returned nothing for is a failed cell, never a missing one.
        return [merged.get(v) or matrix.CellResult(matrix.Cell(stub, var, pth, v), False,
                                                   detail="no result from the simulator for this VLEN")
                for v in groups[key]]

    done: dict[tuple, list] = {}
    with ThreadPoolExecutor(max_workers=jobs or os.cpu_count() or 1) as pool:
        futures = {pool.submit(run_group, key): key for key in groups}
        try:
            for i, fut in enumerate(as_completed(futures), 1):
                key = futures[fut]
                done[key] = fut.result()
                if on_result is not None:
                    on_result(done[key])
                if progress is not None:
                    progress(built[0] + i, built[0] + len(futures), f"{key[0]}[{key[1]}] {key[2]}")
        except BaseException:
            # A machine problem (or Ctrl-C) stops the run: the groups not started yet are dropped
            # rather than each failing the same way before the error is reported.
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    results = [r for key in groups for r in done[key]]
    return SimReport(results, len(cells), (k, n), asked=len(mine), wall=time.monotonic() - started)


# ---- measure and tune ----------------------------------------------------------------------------------

def measure(items=None, *, variant: str | None = None, params=None, vlens=None, sizes=(4096, 65536),
            model: str | None = None, baselines: bool = True, progress=None) -> list:
    """Exact instructions/byte (QEMU, the stub's own instructions, the slope between two sizes) and
    llvm-mca's modelled cycles/byte of the whole call, per program and VLEN.

    model: the core model of the `cpb` column (default sifive-p670; every model of a VLEN is in
    `row.cycles`); baselines: also count the clang-compiled C of the same algorithm; progress(done,
    total, label) is called after each program. Returns
    bench.measure.Row objects: .ipb, .fixed, .classes, .cpb, .model (the model, LLVM and VLEN the
    cycles come from), .baseline, .ratio(flavour). These are simulated counts and modelled cycles,
    not time on hardware."""
    from stubforge.bench import mca
    from stubforge.bench import measure as bench
    model = model or mca.DEFAULT_MODEL
    vlens = [check_vlen(v) for v in vlens or VLENS]
    mca.core(model)                    # a model stubforge knows, and the pinned llvm-mca is there
    mca.tool()
    sizes = parse_size_pair(sizes)
    preflight()
    todo = distinct(programs(items, variant=variant, params=params))
    rows = []
    for i, prog in enumerate(todo, 1):
        rows += bench.measure(prog, vlens, sizes, baselines=bench.BASELINES if baselines else (),
                              model_name=model)
        if progress is not None:
            progress(i, len(todo), prog.title)
    return rows


def tune(kernel, *args, **options):
    """Sweep a kernel's parameters, verify each combination in simulation, rank what survives per core
    model by modelled cycles/B (or instructions/B): stubforge.bench.tune.tune, the same as
    `stubforge tune`; returns its TuneResult (rankings, each model's winner, the best compromise)."""
    from stubforge.bench.tune import tune as sweep
    return sweep(kernel, *args, **options)


# ---- patch ----------------------------------------------------------------------------------------------

@dataclass
class PatchResult:
    """What `patch` made for the tree at `root`: `patch` (a jdk.patch.JdkPatch: .text(), .changed,
    .stubs, .warnings, .todo) or, with series=True, `series` (a jdk.series.Series: .commits, .kept,
    .todo; write it with jdk.series.write). `skipped` lists the variants left out because the tree
    declares no flag for them: ((flags), ["stub[variant]", ...]); `held` the stubs a patch made without
    naming kernels leaves out on purpose: (reason, ["stub", ...])."""
    root: Path
    programs: list
    skipped: list = field(default_factory=list)
    held: list = field(default_factory=list)
    patch: object = None
    series: object = None


def patch_programs(jdk, items=None, params=None, exclude=()) -> tuple[list, list]:
    """The programs a patch of `items` ("crc32", "crc32:zba", ...; None: every kernel) brings into
    the tree at `jdk` (without `items`, every kernel but those in `exclude`), and what is left out
    (see PatchResult.skipped). A stub named without a variant
    brings every variant its tree can turn on: the patch dispatches per CPU."""
    from stubforge import kernels as registry
    from stubforge.jdk import patch as jdkpatch
    given = _param_dict(params)
    progs, skipped = [], {}
    for spec in items or [kd.stub for kd in kernels(None, need_all=True) if kd.stub not in exclude]:
        name, _, variant = spec.partition(":")
        kd = kernels([name])[0]
        mine = given if items else {k: v for k, v in given.items() if k in kd.params and (
            kd.params[k].choices is None or kd.params[k].parse(k, v) in kd.params[k].choices)}
        for var in [variant] if variant else kd.variants:
            prog = build(kd, var, mine if variant else for_variant(kd, var, mine))
            lacking = tuple(jdkpatch.undeclared_flags(jdk, prog))
            if lacking and not variant:          # a variant this tree cannot turn on: left out
                skipped.setdefault(lacking, []).append(f"{prog.name}[{prog.variant}]")
            else:
                progs.append(prog)
    unused = {n for n in given if not any(prog.params.get(n) == registry.get(prog.name).params[n].parse(n, given[n])
                                          for prog in progs if n in prog.params)} if not items else set()
    if unused:
        raise UsageError(f"--param {', '.join(sorted(unused))}: no kernel being patched has such a parameter "
                         "with that value allowed")
    return progs, list(skipped.items())


def _resolved(path, option: str) -> Path:
    """`path` absolute, without links; a loop of symbolic links is a UsageError naming the option."""
    try:
        return Path(path).resolve()
    except (RuntimeError, OSError):     # Python 3.11 says RuntimeError("Symlink loop"), later ones ELOOP
        raise UsageError(f"{option} {path}: a loop of symbolic links") from None


def jdk_root(jdk) -> Path:
    """The OpenJDK checkout `jdk` names, as an absolute path without links; a loop of symbolic links
    or a file is a UsageError (one line), not a traceback or "no such directory"."""
    if not isinstance(jdk, (str, os.PathLike)) or not str(jdk):
        raise UsageError(f"--jdk: the top directory of an OpenJDK checkout is needed, not {jdk!r}")
    root = _resolved(jdk, "--jdk")
    if root.is_file():
        raise UsageError(f"--jdk {jdk}: a file; give the top directory of an OpenJDK checkout")
    return root


_AUTHOR = re.compile(r"[^<>\s][^<>]*\s<[^<>\s@]+@[^<>\s]+>")


def check_author(author, series: bool) -> None:
    """--author: one line `NAME <EMAIL>` (git am stops at an empty ident; a newline would add a mail
    header), and only with a series, whose commits it signs."""
    if author is None:
        return
    if not series:
        raise UsageError("--author sets the From: of a --series' commits; without --series nothing uses it")
    if not isinstance(author, str) or "\n" in author or "\r" in author:
        raise UsageError(f"--author {author!r}: one line 'NAME <EMAIL>'")
    if not _AUTHOR.fullmatch(author.strip()):
        raise UsageError(f"--author {author!r}: wants 'NAME <EMAIL>', e.g. 'A Person <a.person@example.org>'")


def check_bug(bug, series: bool) -> None:
    """--bug: the JBS issue's number (seven digits or more), with --series only."""
    if bug is None:
        return
    if not series:
        raise UsageError("--bug sets the JBS id of a --series' commits; without --series nothing uses it")
    if not (isinstance(bug, str) and re.fullmatch(r"\d{7,8}", bug)):
        raise UsageError(f"--bug {bug!r}: wants the JBS issue's number, e.g. 8371234 (JDK-8371234)")


def check_patch_request(jdk, *, output=None, series_dir=None, author=None) -> None:
    """Before any work, what `stubforge patch` was asked is one thing it does: -o (one patch file) or
    --series DIR, neither inside the tree being patched; --author with --series only, and well formed."""
    root = jdk_root(jdk)
    if output and series_dir:
        raise UsageError("-o and --series: a series is one file per commit in --series DIR; -o writes a single "
                         "patch (give one of them)")
    for opt, where in (("-o", output), ("--series", series_dir)):
        if where and _resolved(where, opt).is_relative_to(root):
            raise UsageError(f"{opt} {where} is inside the tree being patched ({jdk}): the patch would overwrite "
                             "one of its files or become part of the tree it describes; write it elsewhere")
    check_author(author, bool(series_dir))


def patch(jdk, items=None, *, release: str | None = None, force: bool = False, params=None,
          series: bool = False, holder: str = "Oracle and/or its affiliates", author: str | None = None,
          allow_uncommitted: bool = False, bug: str | None = None) -> PatchResult:
    """Patch the OpenJDK checkout at `jdk` with the generated stubs (nothing is written to it).

    items: "crc32", "crc32:zba", ... (None: every kernel); release: mainline, 27, 26, 25 or 21
    (default: from the tree's make/conf/version-numbers.conf); force: replace HotSpot's own stubs even
    where they are measured faster or not measured; params: applied to each kernel that has them.
    series=True makes an upstream series (one commit per intrinsic, with its jtreg test, copyright
    line of `holder`, a PR description with the figures) instead of one patch, its commits signed by
    `author` (default: git's identity) with JBS id `bug` (default: the placeholder 0000000). Raises
    jdk.patch.PatchError for a tree it cannot patch, naming the file and anchor, and for files it
    touches that hold a merge conflict marker or (unless allow_uncommitted) differ from git HEAD."""
    from stubforge import __version__
    from stubforge.jdk import patch as jdkpatch
    from stubforge.jdk import tree as jdktree
    check_author(author, series)
    check_bug(bug, series)
    root = jdk_root(jdk)
    jdkpatch.check_tree(root)
    items = [items] if isinstance(items, str) else items
    held: dict[str, list[str]] = {}
    if not items:                   # every kernel, but those whose intrinsic is held back (named: taken)
        from stubforge import stubs as stubdecl
        back = stubdecl.held_back()
        for kd in kernels(None, need_all=True):
            if kd.stub in back:
                held.setdefault(back[kd.stub], []).append(kd.stub)
    progs, skipped = patch_programs(jdk, items, params, exclude={s for names in held.values() for s in names})
    out = PatchResult(root, progs, skipped, list(held.items()))
    if series:
        from stubforge.jdk import series as jdkseries
        out.series = jdkseries.build(jdk, progs, release, force=force, holder=holder, author=author,
                                     tool=f"stubforge {__version__}", bug=bug or jdkseries.BUG)
        touched = [f[0] for c in out.series.commits for f in c.files]
    else:
        out.patch = jdkpatch.build(jdk, progs, release, force=force)
        touched = out.patch.changed
    jdktree.inspect(root, touched, allow_uncommitted)
    return out


def patch_text_of(given, beside) -> str | None:
    """The patch text a built libjvm.so came from, for `stubforge jvm`'s per-CPU dispatch runs.

    given: a patch file or a series directory (its *.patch files, in order, and the PR descriptions
    beside them, which list the generated functions), as the user named it;
    else what .ci/build-hotspot leaves in `beside` (the libjvm.so's directory): series/, or the
    single stubforge.patch of an older build. None when there is neither."""
    def read(path: Path) -> str:
        if path.is_dir():
            parts = sorted(path.glob("*.patch"))
            if not parts:
                raise UsageError(f"--patch {path}: a directory without *.patch files")
            return "".join(p.read_text() for p in parts + sorted(path.glob("*.pr.md")))
        return path.read_text()
    if given:
        path = Path(given)
        if not path.exists():
            raise UsageError(f"--patch {given}: no such file or directory")
        return read(path)
    for path in (Path(beside) / "series", Path(beside) / "stubforge.patch"):
        if path.exists():
            return read(path)
    return None


def check_patch(result: PatchResult) -> None:
    """Verify that the patch applies (and, where git is installed, that `git apply --check` agrees)."""
    from stubforge.jdk import patch as jdkpatch
    jdkpatch.check(result.patch.root, result.patch)


def apply_patch(result: PatchResult) -> None:
    """Write the patched files into the tree, all or none."""
    from stubforge.jdk import patch as jdkpatch
    jdkpatch.apply(result.patch.root, result.patch)


def check_series_dir(out_dir) -> list[Path]:
    """Before a series is made: `out_dir` can be made or written (else files.CannotWrite) and is new,
    empty, or holds only an earlier series' files (which writing replaces; returned), else
    jdk.patch.PatchError naming what else is there."""
    from stubforge.files import check_dir_writable
    from stubforge.jdk import series as jdkseries
    check_dir_writable(out_dir)
    return jdkseries.earlier_files(Path(out_dir))


def write_series(result: PatchResult, out_dir, on_remove=None) -> list[Path]:
    """Write a series' `git format-patch` files into out_dir, in order; returns their paths. An
    earlier series' files this one lacks are removed (on_remove(path) for each): the directory holds
    this series alone."""
    from stubforge.jdk import series as jdkseries
    return jdkseries.write(result.series, Path(out_dir), on_remove)


# ---- generated/ ---------------------------------------------------------------------------------------

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def generated_files(root: Path | None = None, progress=None) -> dict[Path, str]:
    """Every file generated/ (or `root`) should hold, with its text: each kernel and variant at its
    defaults as .S and as C++ for each release; each plain function as .S, .h and C++.
    progress(done, total, label), if given, hears of each kernel and variant as it is rendered."""
    from stubforge.dsl import plainfn
    from stubforge.emitters import gnu, hotspot, plain
    from stubforge.emitters.hotspot_api import RELEASES
    from stubforge import __version__
    root = GENERATED if root is None else Path(root)

    def made_by(prog, what: str) -> str:
        # The .S and .h say so in their own first lines; the C++ is what the patch puts into HotSpot,
        # which carries no tool version, so only its file here does.
        return f"// {prog.title}: made by stubforge {__version__} from {prog.origin or 'its kernel'}, {what}.\n"
    out = {}
    todo = [(kd, var) for kd in kernels(None, need_all=True) for var in kd.variants]
    if progress is not None:
        progress(0, len(todo), "")
    for n, (kd, var) in enumerate(todo, 1):
        prog = kd.build(var)
        stem = root / kd.stub / var
        out[stem.with_suffix(".S")] = gnu.emit(prog)
        for rel in RELEASES:
            tag = "mainline" if rel == "mainline" else f"jdk{rel}"
            out[stem.parent / f"{var}.{tag}.cpp"] = made_by(prog, f"for {tag}") + hotspot.emit(prog, release=rel)
        if progress is not None:
            progress(n, len(todo), f"{kd.stub}[{var}]")
    for name, pd in sorted(plainfn.PLAIN.items()):      # plain C functions: .S, header, MacroAssembler C++
        if pd.outside:                                   # a user's file imported in this process
            continue
        for var in pd.variants:
            prog = pd.build(var)
            stem = root / name / var
            out[stem.with_suffix(".S")] = plain.gnu_source(prog)
            out[stem.with_suffix(".h")] = plain.c_header(prog)
            out[stem.with_suffix(".cpp")] = made_by(prog, "a MacroAssembler function") + plain.cxx_source(prog)
    return out


def _same(path: Path, text: str) -> bool:
    """`path` holds exactly `text` (compared as bytes: a damaged file need not be UTF-8)."""
    return path.is_file() and path.read_bytes() == text.encode()


@dataclass
class GeneratedCheck:
    """How a generated/ directory differs from what the kernels give."""
    stale: list            # files whose text differs (or that are missing)
    extra: list            # .S/.cpp/.h files no kernel generates
    unmeasured: list       # kernels without committed figures for their current machine code
    foreign: list = field(default_factory=list)    # those of `extra` stubforge did not write (kept)

    @property
    def ok(self) -> bool:
        return not (self.stale or self.extra or self.unmeasured)


_KINDS = (".S", ".cpp", ".h")               # what generate writes into a kernel's directory
_MADE_BY = re.compile(rb"(?i)\b(made|generated) by stubforge\b")   # each such file says so near its top


def made_by_stubforge(path: Path) -> bool:
    """The file says in its first lines that stubforge generated it (a file of generated/ that no
    kernel makes any more can then be removed; anything else is someone's, and kept)."""
    try:
        with open(path, "rb") as f:
            return bool(_MADE_BY.search(f.read(2048)))
    except OSError:
        return False


def extra_files(root: Path, files: dict) -> list[Path]:
    """Files of generated/'s kinds under `root` that `files` (what the kernels generate) lacks."""
    return sorted(p for p in Path(root).rglob("*") if p.suffix in _KINDS and p not in files and p.is_file())


def check_generated(root: Path | None = None, files: dict | None = None) -> GeneratedCheck:
    """Compare `root` (generated/) with `files` (default: generated_files(root))."""
    from stubforge.bench import measured
    root = GENERATED if root is None else Path(root)
    files = generated_files(root) if files is None else files
    stale = [p for p, text in files.items() if not _same(p, text)]
    extra = extra_files(root, files)
    unmeasured = measured.stale_ours([kd.build(var) for kd in kernels(None) for var in kd.variants])
    return GeneratedCheck(stale, extra, list(unmeasured), [p for p in extra if not made_by_stubforge(p)])


def write_generated(root: Path | None = None, files: dict | None = None, on_write=None, on_extra=None) -> list[Path]:
    """Write each file of `files` (default: generated_files(root)) whose text changed, whole (a
    temporary renamed into place); returns the paths written, calling on_write(path) after each.
    Then remove what stubforge generated there earlier and no kernel or variant generates now
    (on_extra(path, True)); a file it did not write is kept (on_extra(path, False))."""
    from stubforge.files import atomic_write, sweep
    root = GENERATED if root is None else Path(root)
    files = generated_files(root) if files is None else files
    for d in sorted({p.parent for p in files}):
        d.mkdir(parents=True, exist_ok=True)
        sweep(d)                # what a killed earlier run left: its temporaries, never a partial file
    written = []
    for p, text in files.items():
        if not _same(p, text):
            atomic_write(p, text)
            written.append(p)
            if on_write is not None:
                on_write(p)
    for p in extra_files(root, files):
        ours = made_by_stubforge(p)
        if ours:
            p.unlink()
            with contextlib.suppress(OSError):      # a kernel's directory left empty goes too
                p.parent.rmdir()
        if on_extra is not None:
            on_extra(p, ours)
    return written
