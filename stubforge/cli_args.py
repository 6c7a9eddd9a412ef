"""The `stubforge` command's argument tables: every option, its help and its type check (a bad value is
one line and exit 2 before any work starts). stubforge/cli.py runs the commands they name."""
from __future__ import annotations

import argparse
import re

from stubforge import api
from stubforge.api import UsageError
from stubforge.emitters.hotspot_api import RELEASES

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


KERNEL_HELP = "a name, or a FILE.py of your own that registers kernels (default: every kernel)"


def build(handlers: dict) -> argparse.ArgumentParser:
    """The `stubforge` parser; each command's `func` is handlers[name] (the CLI's cmd_<name>)."""
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
    p.set_defaults(func=handlers["list"])

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
    p.set_defaults(func=handlers["emit"])

    p = sub.add_parser("doctor", help="check QEMU, LLVM, g++ and the references; say what to install",
                       description="Check that this machine can build, simulate and measure kernels: "
                                   "qemu-riscv64 (>= 8.2, with the vector-crypto extensions), LLVM >= 19, a host "
                                   "C++ compiler, the outside references, TMPDIR and the build cache. "
                                   "Exit 0 when everything required is there, 2 otherwise.")
    p.set_defaults(func=handlers["doctor"])

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
    p.set_defaults(func=handlers["sim"])

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
    p.set_defaults(func=handlers["bench"])

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
    p.set_defaults(func=handlers["tune"])

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
    p.set_defaults(func=handlers["patch"])

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
    p.set_defaults(func=handlers["jvm"])

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
    p.set_defaults(func=handlers["microbench"])

    p = sub.add_parser("generate", help="write generated/ (every kernel and variant, .S and C++)")
    p.add_argument("--check", action="store_true", help="only check that generated/ is up to date")
    p.add_argument("--dir", metavar="DIR", help="write (or check) DIR instead of generated/; every file is written "
                                                "whole (a temporary renamed into place)")
    p.set_defaults(func=handlers["generate"])
    return ap
