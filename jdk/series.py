"""An upstream series: one `git format-patch` file per intrinsic, each applying on the previous.

`stubforge patch --series DIR` takes the same stubs as a single patch, groups them by the intrinsic
they belong to (stubs.intrinsics(): AES, AES/ECB, CRC32, ... in declaration order) and builds each
group's patch on the tree as the earlier ones left it (a private copy of the parts `stubforge patch`
reads), so commit N applies on commit N-1 and carries only its own intrinsic. A commit holds what a
reviewer needs in one place:

* the stub(s) with their per-CPU dispatch, the assembler methods they need and the flag wiring in
  vm_version_riscv.cpp (all from jdk/patch.py, decided by the release's measured figures);
* a jtreg test in upstream's place for the algorithm (jdk/java/jtreg_test.java.j2) that runs the
  Java workload of the stub's `Check` with the intrinsic off and on, in child VMs, and compares;
* the copyright year of every file it touches (the holder's line updated, or added);
* no change to a blob's size line where the release's measured blob use shows every commit's stubs
  fit (jdk/blobs.py), so commits do not conflict there; the PR text says why;
* a commit message in OpenJDK's form, `NNNNNNN: RISC-V: Add <title> intrinsic(s)` (the JBS id from
  --bug, a placeholder otherwise) and nothing else, from the user's git identity, dated now;
* beside it, the pull request's description (`NNNN-<title>.pr.md`): what the intrinsic does, its
  CPU features and flags, HotSpot's own against the new code per configuration and core model,
  the tests, and the command a board owner runs.

An intrinsic whose stubs all stay HotSpot's own (faster, equal or unmeasured there) gets no commit;
`Series.kept` says which and why.
"""
from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import jinja2

from stubforge import stubs
from stubforge.dsl.contracts import CONTRACTS
from stubforge.dsl.ir import Program
from stubforge.emitters.hotspot_api import EXT_FLAGS, flag_of
from stubforge.jdk import blobs, dispatch
from stubforge.jdk import patch as jdkpatch
from stubforge.jdk.tree import VERSION_CONF, PatchError, check_tree
from stubforge.files import atomic_write, sweep

# What `stubforge patch` reads of a tree (its private copy for the series holds these).
TREE_PARTS = ("src/hotspot/cpu/riscv", "src/hotspot/share/runtime", "src/hotspot/share/c1", VERSION_CONF)
ORACLE = "Oracle and/or its affiliates"
BUG = "0000000"                     # OpenJDK's JBS id, filled in by the engineer who files the issue
JTREG_ROOT = "test/hotspot/jtreg"
TEMPLATE = Path(__file__).resolve().parent / "java" / "jtreg_test.java.j2"
# Passes over every length in the jtreg test's child VMs: enough for C2 (-XX:CompileThreshold=100) to
# compile the callers, few enough for a riscv64 VM under QEMU (StubCheck's 20 are for counting).
ROUNDS = 4


@dataclass
class Commit:
    number: int
    intrinsic: stubs.Intrinsic
    subject: str
    message: str
    files: list[tuple[str, str, str]]       # (path, old text, new text); old "" for a new file
    text: str = ""
    pr: str = ""                            # the pull request's description (pr_text)
    arms: list = field(default_factory=list)    # the VM flags of each dispatch arm (dispatch_arms)

    @property
    def filename(self) -> str:
        slug = re.sub(r"[^A-Za-z0-9]+", "-", self.subject.split(": ", 1)[1]).strip("-")
        return f"{self.number:04d}-{slug}.patch"

    @property
    def pr_filename(self) -> str:
        return self.filename.removesuffix(".patch") + ".pr.md"


@dataclass
class Series:
    release: str
    commits: list[Commit] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)       # intrinsics left to HotSpot, stubs left out, with why
    todo: list[str] = field(default_factory=list)
    unseen: list[str] = field(default_factory=list)     # anchor-only tree: intrinsics it "adds" a real one may have


# ---- copyright ----------------------------------------------------------------------------------

_COPYRIGHT = re.compile(r"(?m)^( \* Copyright \(c\) )(\d{4})(?:, (\d{4}))?, (.+?)\.?( All rights reserved\.)?$")


def update_copyright(text: str, year: int, holder: str = ORACLE) -> str:
    """The holder's copyright line ends in `year` (`2020, 2023` -> `2020, 2026`; `2026` stays); a file
    without one gets the holder's line after the last copyright line of its header."""
    head = text[:4000]
    lines = list(_COPYRIGHT.finditer(head))
    mine = next((m for m in lines if m.group(4).startswith(holder)), None)
    if mine is not None:
        first = mine.group(2)
        years = first if first == str(year) else f"{first}, {year}"
        new = f"{mine.group(1)}{years}, {mine.group(4)}.{mine.group(5) or ''}"
        return text[:mine.start()] + new + text[mine.end():]
    if not lines:
        return text                      # no header to extend (not an OpenJDK source file)
    at = lines[-1].end() + 1
    return text[:at] + f" * Copyright (c) {year}, {holder}. All rights reserved.\n" + text[at:]


# ---- the jtreg test -----------------------------------------------------------------------------

# The Java methods C2 replaces with each stub (vmIntrinsics.hpp: do_intrinsic's class and name), which
# -XX:+PrintIntrinsics names when it does.
INTRINSIFIED = {
    "electronicCodeBook_encryptAESCrypt": "com.sun.crypto.provider.ElectronicCodeBook::implECBEncrypt",
    "electronicCodeBook_decryptAESCrypt": "com.sun.crypto.provider.ElectronicCodeBook::implECBDecrypt",
    "galoisCounterMode_AESCrypt": "com.sun.crypto.provider.GaloisCounterMode::implGCMCrypt0",
    "ghash_processBlocks": "com.sun.crypto.provider.GHASH::processBlocks",
    "chacha20Block": "com.sun.crypto.provider.ChaCha20Cipher::implChaCha20Block",
    "poly1305_processBlocks": "com.sun.crypto.provider.Poly1305::processMultipleBlocks",
    "updateBytesCRC32": "java.util.zip.CRC32::updateBytes0",
    "updateBytesCRC32C": "java.util.zip.CRC32C::updateBytes",
    "updateBytesAdler32": "java.util.zip.Adler32::updateBytes",
    "sha1_implCompress": "sun.security.provider.SHA::implCompress0",
    "sha1_implCompressMB": "sun.security.provider.DigestBase::implCompressMultiBlock0",
    "sha3_implCompress": "sun.security.provider.SHA3::implCompress0",
    "sha3_implCompressMB": "sun.security.provider.DigestBase::implCompressMultiBlock0",
    "kyberNtt": "com.sun.crypto.provider.ML_KEM::implKyberNtt",
    "kyberInverseNtt": "com.sun.crypto.provider.ML_KEM::implKyberInverseNtt",
    "kyberNttMult": "com.sun.crypto.provider.ML_KEM::implKyberNttMult",
    "kyberAddPoly_2": "com.sun.crypto.provider.ML_KEM::implKyberAddPoly",
    "kyberAddPoly_3": "com.sun.crypto.provider.ML_KEM::implKyberAddPoly",
    "kyber12To16": "com.sun.crypto.provider.ML_KEM::implKyber12To16",
    "kyberBarrettReduce": "com.sun.crypto.provider.ML_KEM::implKyberBarrettReduce",
    "dilithiumAlmostNtt": "sun.security.provider.ML_DSA::implDilithiumAlmostNtt",
    "dilithiumAlmostInverseNtt": "sun.security.provider.ML_DSA::implDilithiumAlmostInverseNtt",
    "dilithiumNttMult": "sun.security.provider.ML_DSA::implDilithiumNttMult",
    "dilithiumMontMulByConstant": "sun.security.provider.ML_DSA::implDilithiumMontMulByConstant",
    "dilithiumDecomposePoly": "sun.security.provider.ML_DSA::implDilithiumDecomposePoly",
}
# An extension as HotSpot's vm.cpu.features spells it for upstream's @requires (".*zba.*", V as
# ".*rvv.*"), for those a product build detects. The vector crypto and carry-less extensions are not
# among them: JDK 27 product builds do not detect Zvbb, Zvbc, Zvkn or Zvkg (riscv_hwprobe.cpp, under
# #ifndef PRODUCT); their flags are experimental and must be turned on, which the arms do.
CPU_FEATURE = {"zba": "zba", "zbb": "zbb", "zbs": "zbs", "v": "rvv"}
# The experimental flags a product build leaves off whatever the CPU has (see above).
EXPERIMENTAL = ("UseZvbb", "UseZvbc", "UseZvkn", "UseZvkg")


def dispatch_arms(notes) -> list[tuple[str, ...]]:
    """The VM flags that make the stubs' per-CPU dispatch take each of its arms, first the CPU's own
    choice (no flags): an arm is reached by turning on its own extension flags (some are experimental
    and off by default: UseZvbc, UseZvkg, UseZvbb; on a CPU without the extension HotSpot turns the
    flag back off, and the dispatch takes a later arm) and off one of each earlier arm's (an arm that
    holds only by a flag being off takes that flag off too). One @run line each."""
    arms: list[tuple[str, ...]] = [()]
    # the experimental extension flags the stubs need, on together: a product build on a CPU that has
    # the extensions takes the stubs only so (an arm of their own when no arm below turns them on)
    need = sorted({flag_of(e) for n in notes for e in n.extensions if e in EXT_FLAGS} & set(EXPERIMENTAL))
    if need:
        arms.append(tuple(f"-XX:+{f}" for f in need))
    for note in notes:
        off: list[str] = []
        for cond, _choice in note.branches:
            own = [f"-XX:+{f}" if v else f"-XX:-{f}" for f, v in cond]
            arm = tuple(dict.fromkeys(off + own))
            if arm not in arms:
                arms.append(arm)
            ons = [f for f, v in cond if v]
            if not ons:
                break                   # this arm holds whenever the earlier ones do not: none after it
            off.append(f"-XX:-{ons[0]}")
    return arms


def _features(notes) -> list[str]:
    """The CPU features every arm of the dispatch needs (HotSpot's own arm needs none we know of)."""
    from stubforge.jdk import ours as ourcode
    common = None
    for note in notes:
        for _cond, choice in note.branches:
            prog = ourcode.default_build(note.stub, choice) if choice != dispatch.HOTSPOT else None
            need = {CPU_FEATURE[e] for e in (prog.extensions if prog is not None else ()) if e in CPU_FEATURE}
            common = need if common is None else common & need
    return sorted(common or ())


def jtreg_test(intr: stubs.Intrinsic, year: int, holder: str = ORACLE, notes=(), bug: str = BUG) -> tuple[str, str]:
    """(path in the tree, source) of the intrinsic's jtreg test: its stubs' Java workload (their
    `Check`) in child VMs with the intrinsic off and on, the result lines compared, once per arm of
    the stubs' dispatch (`notes`: the patch's StubNotes of these stubs); C2's -XX:+PrintIntrinsics
    must name every intrinsified method with the flags on, and none with them off."""
    from stubforge.jdk import jvm
    decls = stubs.load_all()
    checks = list(dict.fromkeys(decls[s].check for s in intr.stubs if decls[s].check is not None))
    if len(checks) != 1:
        raise PatchError(f"intrinsic {intr.title}: its stubs need exactly one Check for a jtreg test, "
                         f"have {len(checks)}")
    flags = sorted({CONTRACTS[s].flag for s in intr.stubs})
    notes = [n for n in notes if n.stub in intr.stubs]
    methods = list(dict.fromkeys(INTRINSIFIED[s] for s in intr.stubs if s in INTRINSIFIED))
    lens = jvm.LENS + intr.test_lens
    package, _, cls = intr.test.rpartition("/")
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True)
    src = env.from_string(TEMPLATE.read_text()).render(
        year=year, holder=holder, bug="" if bug == BUG else bug, title=intr.title, stubs=intr.stubs,
        package=package.replace("/", "."), cls=cls, imports=sorted(checks[0].imports), check=checks[0],
        rounds=ROUNDS, data_size=jvm.DATA_SIZE, lens=", ".join(map(str, lens)),
        off=", ".join(f'"-XX:-{f}"' for f in flags), on=", ".join(f'"-XX:+{f}"' for f in flags),
        flag_names=", ".join(f'"{f}"' for f in flags), methods=", ".join(f'"{m}"' for m in methods),
        arms=dispatch_arms(notes), features=_features(notes))
    return f"{JTREG_ROOT}/{intr.test}.java", src


# ---- the commit message -------------------------------------------------------------------------

def _verb(p: jdkpatch.JdkPatch) -> str:
    ours = [s for s in p.stubs if s.variant]
    new = all(s.function.startswith("added") and "HotSpot's own" not in s.function for s in ours)
    return "Add" if new else "Improve"


def _models(release: str, stub_names: set[str]) -> list[str]:
    """The models and LLVM of the release record's cycles figures for these stubs, every core the
    decisions name (the same pinned llvm-mca models ours: dispatch compares figures of one LLVM only)."""
    from stubforge.bench import mca, measured
    return sorted({mca.label(name, f.llvm) + ", whole call" for m in measured.load_hotspot(release)
                   if m.stub in stub_names for f in m.figures.values() if f.llvm
                   for name, c in f.cores.items() if not isinstance(c, str)})


def message(intr: stubs.Intrinsic, p: jdkpatch.JdkPatch, bug: str = BUG) -> tuple[str, str]:
    """(subject, body) as OpenJDK's commits have them: `NNNNNNN: RISC-V: <summary>` and no body (the
    evidence is the PR description's: pr_text)."""
    plural = "s" if len(intr.stubs) > 1 else ""
    return f"{bug}: RISC-V: {_verb(p)} {intr.title} intrinsic{plural}", ""


def _fig(m, model: str) -> float | None:
    from stubforge.jdk import dispatch
    c = dispatch.cores(m).get(model) if m is not None else None
    return c if dispatch._num(c) else None


def _ipb(m) -> str:
    f = (m.figures.get(128) or next(iter(m.figures.values()), None)) if m is not None else None
    if f is not None and f.ipb:
        return f"{f.ipb:.3f}"
    return f"{f.per_call:.0f}/call" if f is not None and f.per_call else "-"


def measured_table(p: jdkpatch.JdkPatch) -> list[str]:
    """Markdown: a row per stub and CPU configuration, the code the patch runs there, and per core model
    HotSpot's own -> ours in modelled cycles/B with the gain; then instructions/B at VLEN 128."""
    from stubforge.jdk import dispatch
    rows = [(s.stub, r) for s in p.stubs for r in s.rows]
    models = sorted({name for _, r in rows for m in (r.ours, r.theirs) if m is not None
                     for name, c in dispatch.cores(m).items() if dispatch._num(c)})
    if not rows:
        return []
    out = ["| stub | CPU flags | runs | " + " | ".join(f"{m}: HotSpot's -> ours" for m in models)
           + " | instr/B at VLEN 128 |", "|---" * (4 + len(models)) + "|"]
    for stub, r in rows:
        choice = "HotSpot's own" if r.choice == dispatch.HOTSPOT else (f"ours ({r.choice})" if r.choice else "nothing")
        cells = []
        for model in models:
            h, o = _fig(r.theirs, model), _fig(r.ours, model)
            cells.append(f"{h:.3f} -> {o:.3f} ({h / o - 1:+.0%})" if h and o else
                         f"{h:.3f} -> -" if h else f"- -> {o:.3f}" if o else "-")
        ipb = f"{_ipb(r.theirs)} -> {_ipb(r.ours)}"
        out.append(f"| {stub} | {r.config} | {choice} | " + " | ".join(cells) + f" | {ipb} |")
    return out


def pr_text(intr: stubs.Intrinsic, p: jdkpatch.JdkPatch, test_path: str, tool: str, subject: str) -> str:
    """The pull request's description for one commit: what the intrinsic does, the CPU features and
    flags, HotSpot's own against the new code per configuration (named core models and LLVM), the
    tests, and what a board owner runs to confirm it on hardware."""
    from stubforge import kernels
    out = [f"# {subject}", "", "## What it does", ""]
    for s in p.stubs:
        if not s.variant:
            out.append(f"- `{s.stub}`: HotSpot's own is kept on every CPU.")
            continue
        kd = kernels.get(s.stub)
        out.append(f"- `{s.stub}`:")
        for v in s.variant.split(", "):
            var = kd.variants[v]
            exts = ", ".join(e.capitalize() if len(e) > 1 else e.upper() for e in sorted(var.extensions))
            help_ = re.sub(r"(?i)^rv64gc only:\s*", "", var.help) if not exts else var.help
            out.append(f"  - {exts or 'RV64GC'}: {help_}")
    out += ["", "## CPU features and flags", ""]
    for s in p.stubs:
        if s.variant:
            exts = ", ".join(e.capitalize() if len(e) > 1 else e.upper() for e in s.extensions) or "RV64GC"
            out.append(f"- `{s.stub}`: {s.registration or 'registered as before'}; runs on {exts} as dispatched below.")
    out += [f"- {n}" for n in p.vm_notes]
    if p.asm_added:
        out.append("- assembler_riscv.hpp: adds " + ", ".join(f"`{a}`" for a in p.asm_added) + ".")
    table = measured_table(p)
    if table:
        models = _models(p.release, {s.stub for s in p.stubs if s.rows})
        out += ["", "## Measured", "",
                "Whole-call cycles modelled by llvm-mca on the named core models and instructions counted "
                "in QEMU, not hardware time" + (f" ({'; '.join(models)})" if models else "") + ":", ""] + table
    out += ["", "## Testing", "",
            f"- jtreg `{test_path.removeprefix(JTREG_ROOT + '/')}` (new): the intrinsic on against off",
            *[f"- jtreg `{t}`" for t in intr.upstream_tests], "",
            "## To confirm on hardware", "",
            "On a riscv64 board, with the patched JDK built: the series' board kit (`board/` beside the patches: "
            "JMH 1.37 from Maven Central, the intrinsic off, on every arm of its dispatch this CPU can take, and "
            "the unpatched JDK; a table like the one above, under the CPU's description), or upstream's "
            "benchmark in the build tree:", "",
            "```sh", f"sh board/run.sh PATCHED_JDK UNPATCHED_JDK --only {intr.title}",
            f"make test TEST=\"micro:{intr.jmh}\"", "```", "",
            "## How the code was made", "",
            "Each generated function, the kernel variants it is, its parameters and the code space it "
            "takes (`stubforge jvm` reads these lines back to check a JVM's dispatch):", "", "```",
            *[ln for ln in jdkpatch.function_lines(p.stubs)[1:] if ln], "```", "",
            f"The stub code was written with {tool}; the kernel and its simulation against outside "
            "references are in that project."]
    return "\n".join(out) + "\n"


# ---- the board owner's kit -----------------------------------------------------------------------

BOARD_DIR = "board"
BOARD_MARK = ".stubforge-board"
BOARD_SOURCES = Path(__file__).resolve().parent / "java" / "board"
# IntrinsicBench's alg for each intrinsic, by one of its stubs
BOARD_ALG = {"electronicCodeBook_encryptAESCrypt": "aes-ecb", "chacha20Block": "chacha20",
             "updateBytesCRC32": "crc32", "updateBytesCRC32C": "crc32c", "updateBytesAdler32": "adler32",
             "ghash_processBlocks": "ghash", "galoisCounterMode_AESCrypt": "aes-gcm", "sha1_implCompress": "sha1",
             "poly1305_processBlocks": "poly1305", "sha3_implCompress": "sha3", "kyberNtt": "ml-kem",
             "dilithiumAlmostNtt": "ml-dsa"}


def board_kit(series: Series) -> dict[str, str]:
    """The files of `board/` beside the patches: run.sh (the one command), Board.java (JMH per run,
    the table), IntrinsicBench.java (the Java calls), intrinsics.txt (title | alg | flags | arms, one
    line per commit whose intrinsic the kit can call)."""
    lines = ["# title | IntrinsicBench alg | the Use...Intrinsics flags | each dispatch arm's VM flags, ';' apart"]
    for c in series.commits:
        alg = next((BOARD_ALG[s] for s in c.intrinsic.stubs if s in BOARD_ALG), None)
        if alg is None:
            continue
        flags = " ".join(sorted({CONTRACTS[s].flag for s in c.intrinsic.stubs}))
        lines.append(f"{c.intrinsic.title} | {alg} | {flags} | " + " ; ".join(" ".join(a) for a in c.arms))
    files = {p.name: p.read_text() for p in sorted(BOARD_SOURCES.iterdir()) if p.suffix in (".java", ".sh")}
    files["intrinsics.txt"] = "\n".join(lines) + "\n"
    files[BOARD_MARK] = "written by the series writer of stubforge; the directory is replaced with the series\n"
    return files


# ---- the series ---------------------------------------------------------------------------------

def _private_copy(root: Path, dest: Path) -> None:
    for part in TREE_PARTS:
        src = root / part
        if src.is_dir():
            shutil.copytree(src, dest / part, dirs_exist_ok=True)
        elif src.is_file():
            (dest / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / part)


def build(root, progs: list[Program], release: str | None = None, force: bool = False, hotspot=None,
          ours=None, year: int | None = None, holder: str = ORACLE, author: str | None = None,
          tool: str = "stubforge", bug: str = BUG, _grow_blobs: bool | None = None) -> Series:
    """The series for `progs` (every variant of every stub to consider) on the tree at `root`, signed
    by `author` (default: git's identity where the command runs) and dated now.

    Blob sizes: where the release's blob use was measured (jdk/blobs.py) and every commit's stubs,
    alone and after the commits before it, fit the blobs as they are, no commit changes a blob's
    size line, so the commits do not conflict there; otherwise each grows it as a single patch does."""
    root = Path(root).resolve()
    check_tree(root)
    grow = _grow_blobs
    # Leaving the blob lines alone (below) is off by default: on 2026-11-29 a build of the 27 series
    # with the compiler blob at 45000 overflowed it (codeBuffer.cpp guarantee) in TestSHA3Riscv's
    # -XX:-UseZbb run, a CPU configuration the four measured ones (bench/hotspot/blobs.json) missed,
    # so the "series" bound of jdk/blobs.py is not safe yet. Each commit grows the blob, as a single
    # patch does, until the reservation is made once for the whole series.
    if grow is None and not BLOB_LINES_UNTOUCHED:
        grow = True
    if grow is None:
        grow = not any(blobs.measured(release or "", b) for b in ("compiler", "initial"))
        if not grow:
            try:
                return build(root, progs, release, force, hotspot, ours, year, holder, author, tool, bug,
                             _grow_blobs=False)
            except _BlobsFull as e:
                series = build(root, progs, release, force, hotspot, ours, year, holder, author, tool, bug,
                               _grow_blobs=True)
                series.todo.append(f"{e}: each commit grows the blob, so the commits conflict on its size line")
                return series
    if author is None:
        author, when = jdkpatch.git_identity()
    else:
        from datetime import datetime, timezone
        import email.utils
        when = email.utils.format_datetime(datetime.now(timezone.utc))
    year = year or date.today().year
    groups = [(i, [p for p in progs if p.name in i.stubs]) for i in stubs.intrinsics()]
    orphans = sorted({p.name for p in progs} - {s for i, _ in groups for s in i.stubs})
    if orphans:
        raise PatchError(f"no intrinsic is declared for {', '.join(orphans)} (stubs/<family>.py: intrinsic(...))")
    with tempfile.TemporaryDirectory(prefix="stubforge-series-") as tmp:
        work = Path(tmp)
        _private_copy(root, work)
        series = None
        built = []
        for intr, group in groups:
            if not group:
                continue
            p = jdkpatch.build(work, group, release, force=force, hotspot=hotspot, ours=ours, grow_blobs=grow,
                               pristine=root)
            if series is None:
                series = Series(p.release)
            series.todo += [f"{intr.title}: {t}" for t in p.todo]
            series.kept += p.left_out
            if not p.changed:
                why = sorted({d.split(" -- ", 1)[1] for s in p.stubs for d in s.decisions if " -- " in d})
                series.kept.append(f"{intr.title}: HotSpot's own kept" + (f" ({'; '.join(why[:3])})" if why else ""))
                continue
            files = [(rel, p.files[rel][0], update_copyright(p.new_text(rel), year, holder)) for rel in p.changed]
            test_path, test_src = jtreg_test(intr, year, _name(author), p.stubs, bug)
            old_test = (work / test_path).read_text() if (work / test_path).is_file() else ""
            files.append((test_path, old_test, test_src))
            for rel, _, new in files:
                (work / rel).parent.mkdir(parents=True, exist_ok=True)
                (work / rel).write_text(new, encoding="utf-8", errors="surrogateescape")
            subject, body = message(intr, p, bug)
            series.commits.append(Commit(len(series.commits) + 1, intr, subject, body, files,
                                         pr=pr_text(intr, p, test_path, tool, subject),
                                         arms=dispatch_arms([n for n in p.stubs if n.stub in intr.stubs])))
            built.append((series.commits[-1], p))
    if series is None:
        raise PatchError("no kernels to patch in")
    if not grow:
        _blob_space(series, built)
    if anchor_only(root):
        series.unseen = [c.intrinsic.title for c in series.commits if c.subject.split(": ")[-1].startswith("Add ")]
    return _signed(series, author, when)


BLOB_LINES_UNTOUCHED = False        # see build(): not safe until every CPU configuration is covered


class _BlobsFull(Exception):
    """A commit's stubs, alone or after the ones before it, may not fit a blob as it is."""


def _blob_space(series: Series, built: list) -> None:
    """Check, per blob, that every commit's stubs fit without growing it: alone on the pristine tree
    and with the commits before it (jdk/blobs.py's bounds); the PR text says why. _BlobsFull if not."""
    # stubs HotSpot has no code of its own for (patch.py: "added", or "added, with a dispatcher ...")
    new = {n.stub for _, p in built for n in p.stubs if n.function == "added" or n.function.startswith("added, ")}
    for c, p in built:
        own = set(c.intrinsic.stubs)
        why = []
        for blob, sizes in sorted(p.blob_stubs.items()):
            mine = {s: n for s, n in sizes.items() if s in own}
            if not mine:
                continue
            fits = []
            for label, part in (("alone", mine), ("after the commits before it", sizes)):
                f = blobs.fit(series.release, blob, part, new)
                if f is None or not f.fits:
                    raise _BlobsFull(f"{c.intrinsic.title} ({label}): " + (f.why if f else f"the {blob} blob's use "
                                     f"in {series.release} was never measured"))
                fits.append(f.why)
            later = "" if mine == sizes else f"; after the series' earlier commits, {fits[1].split(': ', 1)[1]}"
            why.append(fits[0] + later)
        if why:          # the last item of "CPU features and flags"
            at = c.pr.index("\n\n## ", c.pr.index("## CPU features and flags\n\n") + 1)
            c.pr = c.pr[:at] + "\n- Stub space: " + "; ".join(why) + " (bench/hotspot/blobs.json)." + c.pr[at:]


def anchor_only(root: Path) -> bool:
    """Whether the tree's stubGenerator_riscv.cpp holds only the lines a patch anchors on (a test
    fixture), not a whole file: HotSpot's own generators (generate_call_stub, the first any release
    has) are not there to be seen, so an intrinsic the series 'adds' may exist in the real tree."""
    sg = root / "src/hotspot/cpu/riscv/stubGenerator_riscv.cpp"
    return sg.is_file() and "address generate_call_stub(" not in sg.read_text(errors="replace")


def _name(author: str) -> str:
    """The name of `Name <email>`: who holds the copyright of a file the series adds."""
    return author.split(" <", 1)[0].strip() or ORACLE


def _signed(series: Series, author: str, when: str) -> Series:
    n = len(series.commits)
    for c in series.commits:
        c.text = jdkpatch.format_patch(c.subject, c.message, c.files, number=(c.number, n), author=author, date=when)
    return series


# A file an earlier --series wrote: its name, and the first and last lines jdk/patch.py's format-patch
# text has (the placeholder commit, the signature). Nothing else in a series directory is ours.
_NAME = re.compile(r"\d{4}-[A-Za-z0-9-]+\.patch")
_HEAD = b"From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
_TAIL = b"\n-- \nstubforge\n"
_PR_NAME = re.compile(r"\d{4}-[A-Za-z0-9-]+\.pr\.md")       # its description (pr_text): first and last lines
_PR_HEAD = re.compile(rb"# \S+: RISC-V: ")
_PR_TAIL = b" references are in that project.\n"


def _ours(path: Path) -> bool:
    if path.is_dir():
        return path.name == BOARD_DIR and (path / BOARD_MARK).is_file()
    return _our_file(path)


def _our_file(path: Path) -> bool:
    if not (path.is_file() and not path.is_symlink()):
        return False
    if _NAME.fullmatch(path.name):
        data = path.read_bytes()
        return data.startswith(_HEAD) and data.endswith(_TAIL)
    if _PR_NAME.fullmatch(path.name):
        data = path.read_bytes()
        return bool(_PR_HEAD.match(data)) and data.endswith(_PR_TAIL)
    return False


def earlier_files(out_dir: Path) -> list[Path]:
    """The files an earlier series left in `out_dir` (none when it is new or empty), which writing
    this one replaces. PatchError when it is not a directory or holds anything else: `git am DIR/*`
    would apply a stranger's patch as part of this series."""
    out_dir = Path(out_dir)
    if not out_dir.exists():
        return []
    if not out_dir.is_dir():
        raise PatchError(f"--series {out_dir}: not a directory; give an empty or new directory")
    sweep(out_dir)                  # temporaries of a killed earlier run
    entries = sorted(out_dir.iterdir())
    other = [p.name for p in entries if not _ours(p)]
    if other:
        more = f" and {len(other) - 3} more" if len(other) > 3 else ""
        raise PatchError(f"--series {out_dir}: holds {', '.join(other[:3])}{more}, which no earlier series "
                         "wrote; give an empty or new directory")
    return entries


def write(series: Series, out_dir: Path, on_remove=None) -> list[Path]:
    """One file per commit in `out_dir` (created); returns the paths in order. What an earlier series
    wrote there and this one does not is removed (on_remove(path) hears of each), so the directory
    holds exactly this series."""
    earlier = earlier_files(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for c in series.commits:
        path = out_dir / c.filename
        atomic_write(path, c.text.encode("utf-8", errors="surrogateescape"))
        paths.append(path)
        if c.pr:
            pr = out_dir / c.pr_filename
            atomic_write(pr, c.pr.encode("utf-8", errors="surrogateescape"))
            paths.append(pr)
    board = out_dir / BOARD_DIR
    if board.is_dir():
        shutil.rmtree(board)
    board.mkdir()
    kit = board_kit(series)
    # the mark first: a write cut short leaves a directory the next run knows as its own and replaces
    for name in sorted(kit, key=lambda n: n != BOARD_MARK):
        atomic_write(board / name, kit[name].encode())
    (board / "run.sh").chmod(0o755)
    paths.append(board)
    for old in earlier:
        if old not in paths:
            old.unlink()
            if on_remove is not None:
                on_remove(old)
    return paths
