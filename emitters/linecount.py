"""Lines of C++ a reviewer reads: a generate_* function and the helpers it calls, counted the same
way for stubforge's output and for OpenJDK's hand-written stubs (README, "How the C++ compares").

A line counts when it holds code: blank lines, comment-only lines (a `BLOCK_COMMENT(...)` too: a
comment for -XX:+PrintStubCode, nothing in product builds) and the comment above a function are
left out, so neither side gains by commenting more. Constant tables are not functions and do not
count, nor do the functions that compute them (emitters/hotspot_tables.py) and their calls.
"""
from __future__ import annotations

import functools
import re

from stubforge.jdk import cxxtext


_BLOCK_COMMENT = re.compile(r"\s*BLOCK_COMMENT\(.*\);\s*")


def code_lines(text: str) -> int:
    masked = cxxtext.mask(text)
    return sum(1 for line in masked.splitlines() if line.strip() and not _BLOCK_COMMENT.fullmatch(line))


def function_lines(text: str, name: str) -> int:
    """Code lines of the one definition of `name` (a member, or Class::name) in a C++ file."""
    masked = cxxtext.mask(text)
    defs = cxxtext.definitions(text, masked, rf"(?:address|void)[ \t]+(?:\w+::)?{re.escape(name)}")
    if len(defs) != 1:
        raise ValueError(f"{name}: {len(defs)} definitions")
    d = defs[0]
    return code_lines(text[d.decl:d.end])


def stub_lines(stub) -> int:
    """A rendered HotSpotStub: its generate_* function and every helper it calls. The functions that
    compute its constant tables (emitters/hotspot_tables.py) stand for tables: left out, and so are
    the calls that fill them."""
    from stubforge.emitters.hotspot_tables import FUNCTIONS
    fills = sum(1 for line in stub.function.splitlines() if re.match(rf"\s*(?:{'|'.join(FUNCTIONS)})\(", line))
    return function_lines(stub.function, f"generate_{stub.stub}") - fills + sum(
        code_lines(t) for n, t in (stub.helpers or {}).items() if n not in FUNCTIONS)


# ---- HotSpot's own stubs, counted in a release's source ------------------------------------------

SOURCES = ("src/hotspot/cpu/riscv/stubGenerator_riscv.cpp", "src/hotspot/cpu/riscv/macroAssembler_riscv.cpp")
# AArch64's, for the intrinsics RISC-V lacks (its AES, ChaCha20 and MD5 helpers live in files of their own)
AARCH64_SOURCES = ("src/hotspot/cpu/aarch64/stubGenerator_aarch64.cpp",
                   "src/hotspot/cpu/aarch64/macroAssembler_aarch64.cpp",
                   "src/hotspot/cpu/aarch64/macroAssembler_aarch64_aes.cpp",
                   "src/hotspot/cpu/aarch64/macroAssembler_aarch64_chacha.cpp")
# A MacroAssembler function counts as the stub's own helper when its name says which algorithm it
# serves; general macros (li, la, shadd, vsetvli ...) are HotSpot's library, as ours are.
_ALGORITHM_HELPER = re.compile(r"crc|adler|aes|sha\d|sha2|ghash|gcm|chacha|poly|galois|kernel_|quarter|round|md5|m5_",
                               re.I)


@functools.lru_cache(maxsize=16)
def _functions(text: str, masked: str) -> dict[str, tuple[int, int]]:
    """Every function definition of a file: name -> (start of its declaration, end). Cached: every
    stub of a release reads the same files."""
    out = {}
    for m in re.finditer(r"(?m)^[ \t]*(?:static[ \t]+)?(?:inline[ \t]+)?(?:address|void|int|bool|Register)"
                         r"[ \t]+(?:\w+::)?(\w+)[ \t]*\(", masked):
        for d in cxxtext.definitions(text, masked, re.escape(m.group(0).lstrip().rstrip("(").rstrip())):
            if d.decl >= m.start() and d.decl <= m.end():
                out.setdefault(m.group(1), (d.decl, d.end))
    return out


def _entries(stub: str) -> list[str]:
    """The generators a port may have for a stub: its own, its MB's single-block one, AArch64's
    block-parallel ChaCha20 and its general-register SHA-3 (beside the SIMD one)."""
    return [f"generate_{stub}", f"generate_{stub.removesuffix('MB')}", f"generate_{stub}_blockpar",
            f"generate_{stub.removesuffix('MB')}_gpr"]


def hotspot_stub_lines(root, stub: str, sources=SOURCES, entry: str | None = None) -> tuple[int, list[str]] | None:
    """Code lines of HotSpot's own generate_<stub>() in the tree at `root` and of the helpers it calls
    (transitively) that are its own: StubGenerator functions, and MacroAssembler functions named
    after an algorithm; (lines, helper names), or None when the release has no such generator."""
    from pathlib import Path
    files = []
    for rel in sources:
        p = Path(root) / rel
        if p.is_file():
            text = p.read_text()
            masked = cxxtext.mask(text)
            files.append((rel, text, masked, _functions(text, masked)))
    if not files:
        return None
    sg = files[0]
    entry = entry if entry in sg[3] else next((n for n in _entries(stub)[:3] if n in sg[3]), None)
    if entry is None:
        return None
    seen, order, todo = set(), [], [(sg, entry)]
    lines = 0
    while todo:
        f, name = todo.pop()
        if (f[0], name) in seen:
            continue
        seen.add((f[0], name))
        a, b = f[3][name]
        lines += code_lines(f[1][a:b])
        if name != entry:
            order.append(name)
        body = f[2][a:b]
        for callee in sorted(set(re.findall(r"\b(\w+)[ \t]*\(", body)) - {name}):
            for g in files:
                if callee in g[3] and (g is sg or _ALGORITHM_HELPER.search(callee)):
                    todo.append((g, callee))
                    break
    return lines, order


def hotspot_intrinsic_lines(root, stub_names, sources=SOURCES) -> int | None:
    """Code lines of HotSpot's own generators of `stub_names` and their helpers, each function once
    (the generator MD5 and MB share, the vs_* helpers ML-KEM's stubs share): what a reviewer of that
    port read for the intrinsic. None when the tree has none of them."""
    from pathlib import Path
    texts = {rel: (Path(root) / rel).read_text() for rel in sources if (Path(root) / rel).is_file()}
    funcs = {rel: _functions(t, cxxtext.mask(t)) for rel, t in texts.items()}
    seen: set[tuple[str, str]] = set()
    for stub in stub_names:
        for entry in (n for n in _entries(stub) if n in funcs.get(sources[0], {})):
            found = hotspot_stub_lines(root, stub, sources, entry)
            for name in (entry, *found[1]):
                seen.add((next(r for r in texts if name in funcs[r]), name))     # the generator's file first
    if not seen:
        return None
    return sum(code_lines(texts[rel][funcs[rel][n][0]:funcs[rel][n][1]]) for rel, n in seen)


_TABLE = re.compile(r"(?ms)^(?:alignas\(\d+\) )?static const [\w:]+ \w+\[\w*\] = \{.*?^\};\n")


def added_code_lines(old: str, new: str) -> int:
    """Code lines a change adds to a C++ file (its + lines that hold code), constant tables left out
    (as for a stub's count): what a reviewer reads of it."""
    import difflib
    a, b = _TABLE.sub("", old).splitlines(), _TABLE.sub("", new)
    masked = cxxtext.mask(b).splitlines()
    b = b.splitlines()
    n = 0
    for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("insert", "replace"):
            n += sum(1 for ln in masked[j1:j2] if ln.strip() and not _BLOCK_COMMENT.fullmatch(ln))
    return n


def series_lines(series) -> dict[str, int]:
    """Per intrinsic (commit title), the code lines its commit adds to stubGenerator_riscv.cpp."""
    return {c.intrinsic.title: sum(added_code_lines(old, new) for rel, old, new in c.files
                                   if rel == SOURCES[0]) for c in series.commits}


# ---- per intrinsic: the 27 series against HotSpot RISC-V's and AArch64's own ------------------------

INTRINSIC_FILE = "bench/series_lines.json"      # written by `python -m stubforge.emitters.linecount --series TREE`


def count_intrinsics(root) -> dict:
    """For the JDK tree at `root` (27's, with its AArch64 stub sources: .ci/openjdk-sources): per
    intrinsic of the series stubforge makes for it, the code lines its commit adds to
    stubGenerator_riscv.cpp, and HotSpot's own RISC-V and AArch64 generators' (with helpers, each
    once; tables apart on every side)."""
    from pathlib import Path
    from stubforge import api, stubs
    root = Path(root)
    made = api.patch(root, series=True, author="count <count@localhost>").series    # as `patch --series` makes it
    ours = series_lines(made)
    rows = {}
    for intr in stubs.intrinsics():
        rows[intr.title] = {"series": ours.get(intr.title), "riscv": hotspot_intrinsic_lines(root, intr.stubs),
                            "aarch64": hotspot_intrinsic_lines(root, intr.stubs, AARCH64_SOURCES)}
    return {"release": made.release, "tree": (root.parent / f"{root.name}.source").read_text().split()[0]
            if (root.parent / f"{root.name}.source").is_file() else root.name, "intrinsics": rows}


def intrinsic_table(record: dict) -> list[str]:
    """Markdown rows: per intrinsic the series' C++ lines beside HotSpot RISC-V's own and AArch64's."""
    out = [f"| intrinsic | this series (JDK {record['release']}) | HotSpot RISC-V | AArch64 |", "|---|---|---|---|"]
    for title, r in record["intrinsics"].items():
        if r["series"] is None:
            continue
        def cell(n):
            return "-" if n is None else str(n)
        out.append(f"| {title} | {r['series']} | {cell(r['riscv'])} | {cell(r['aarch64'])} |")
    return out


# ---- docs/stubs-vs-hotspot.md ---------------------------------------------------------------------

DOC = "docs/stubs-vs-hotspot.md"
RELEASES = ("26", "27")          # the releases whose sources are counted (.cache/openjdk/jdk<R>)
LIMIT = 1.3                      # most lines per HotSpot line where the algorithm is the same
# Code lines of HotSpot's own generator with its helpers (hotspot_stub_lines), by release; recounted
# from the sources by tests/test_structure.py where they are present. None: the release has no
# RISC-V generator for the stub.
HOTSPOT_LINES = {
    "aescrypt_decryptBlock": {"26": 61, "27": 61}, "aescrypt_encryptBlock": {"26": 61, "27": 61},
    "chacha20Block": {"26": 79, "27": 79},
    "cipherBlockChaining_decryptAESCrypt": {"27": 70}, "cipherBlockChaining_encryptAESCrypt": {"27": 68},
    "counterMode_AESCrypt": {"27": 124}, "ghash_processBlocks": {"27": 42},
    "poly1305_processBlocks": {"26": 117, "27": 117},
    # the whole Sha2Generator (both widths, single and multi-block)
    "sha256_implCompress": {"26": 183, "27": 183}, "sha256_implCompressMB": {"26": 183, "27": 183},
    "sha512_implCompress": {"26": 183, "27": 183}, "sha512_implCompressMB": {"26": 183, "27": 183},
    "updateBytesAdler32": {"26": 147, "27": 147},
    # one generator each for the single-block and MB stubs (md5_FF..II and their epilogue; sha1_*)
    "md5_implCompress": {"26": 230, "27": 230}, "md5_implCompressMB": {"26": 230, "27": 230},
    "sha1_implCompress": {"26": 180, "27": 180}, "sha1_implCompressMB": {"26": 180, "27": 180},
    # the RVV rounds (vluxei8 lookups) and the scalar loop, in one generator each
    "base64_encodeBlock": {"26": 140, "27": 140}, "base64_decodeBlock": {"26": 177, "27": 177},
    # kernel_crc32 with every path it can take: scalar tables, the V braid, the Zvbc fold
    "updateBytesCRC32": {"26": 442, "27": 442},
}
# Whether a variant computes the stub the way HotSpot's own does, and why not (one line each).
ALGORITHM = {
    ("updateBytesCRC32", "zba"): (False, "slicing by 8 (two 4-table arrays, 12-bit offsets) where HotSpot's "
                                  "scalar path slices by 4"),
    ("updateBytesCRC32", "base"): (False, "as zba; shadd gives slli+add without Zba"),
    ("updateBytesCRC32", "rvv"): (False, "vector table lookups in 32 lanes where HotSpot's V path runs a "
                                  "16-way braid"),
    ("updateBytesCRC32", "zbc"): (False, "scalar clmul Barrett steps: HotSpot has no Zbc path"),
    ("updateBytesCRC32", "zvbc"): (True, "Zvbc carry-less folding, as HotSpot's UseZvbc path"),
    ("updateBytesAdler32", "default"): (True, "vector multiply-accumulate against a weight table, as HotSpot's"),
    ("updateBytesAdler32", "lanes"): (False, "per-lane running sums, reduced once per batch instead of per block"),
    ("aescrypt_encryptBlock", "default"): (True, "Zvkned rounds, as HotSpot's"),
    ("aescrypt_decryptBlock", "default"): (True, "Zvkned rounds, as HotSpot's"),
    ("cipherBlockChaining_decryptAESCrypt", "default"): (False, "many blocks per vector instruction (grouped, "
                                                         "LMUL 8) where HotSpot's decrypts one block at a time"),
    ("counterMode_AESCrypt", "default"): (False, "counter blocks in VLEN-agnostic groups, leftover keystream "
                                          "in one vector step, where HotSpot's encrypts one block per iteration"),
    ("ghash_processBlocks", "zvkg"): (False, "N = VLEN*LMUL/128 blocks per Zvkg vghsh (times H^N; powers of H "
                                      "made per call), lanes XORed together once per call, where HotSpot's does "
                                      "one vghsh per block"),
    ("ghash_processBlocks", "zvbc"): (False, "Karatsuba on Zvbc vclmul: HotSpot has no Zvbc GHASH"),
    ("sha256_implCompress", "default"): (True, "Zvknha vsha2ms/ch/cl quad rounds, as HotSpot's"),
    ("sha256_implCompressMB", "default"): (True, "the single-block stub's Zvknha rounds once per block, as HotSpot's"),
    ("sha512_implCompress", "default"): (True, "Zvknhb quad rounds, as HotSpot's"),
    ("sha512_implCompressMB", "default"): (True, "the single-block stub's Zvknhb rounds once per block, as HotSpot's"),
    ("chacha20Block", "v"): (True, "RVV quarter rounds on whole state rows, as HotSpot's"),
    ("chacha20Block", "zvkb"): (True, "as v, rotates by Zvkb vror"),
    ("chacha20Block", "zbb"): (False, "scalar rounds with Zbb rotates"),
    ("poly1305_processBlocks", "scalar"): (True, "64-bit limbs in scalar registers, as HotSpot's"),
    ("poly1305_processBlocks", "base"): (True, "as scalar, without Zba"),
    ("poly1305_processBlocks", "rvv"): (False, "several blocks per vector step (powers of r)"),
    ("md5_implCompress", "zbb"): (True, "scalar steps with Zbb rotates, as HotSpot's; words one per register, "
                                  "T from a table"),
    ("md5_implCompress", "base"): (True, "as zbb, rotations by shifts without Zbb"),
    ("base64_encodeBlock", "default"): (False, "unit-stride loads, a vrgather shuffle and e16 multiplies where "
                                        "HotSpot's splits by vlseg3/vsseg4; vrgather of 16-byte tables for "
                                        "its vluxei8 lookups; no scalar path"),
    ("base64_decodeBlock", "default"): (False, "unit-stride loads, nibble-class and delta vrgathers for "
                                        "HotSpot's vluxei8 of a 256-byte table, vmacc and a vrgather "
                                        "to pack where it uses vlseg4/vsseg3; no scalar path"),
    ("md5_implCompressMB", "zbb"): (True, "as md5_implCompress, once per block"),
    ("md5_implCompressMB", "base"): (True, "as md5_implCompress base, once per block"),
    ("sha1_implCompress", "zbb"): (True, "scalar rounds with Zbb rotates, as HotSpot's; roles renamed, not moved"),
    ("sha1_implCompressMB", "zbb"): (True, "as sha1_implCompress, once per block"),
}


def _short(model: str) -> str:
    return model.removeprefix("sifive-").removeprefix("spacemit-")


def _gain(mine, theirs) -> str:
    """HotSpot's figure over ours minus one on every core model that has cycles of both (each at its
    own VLEN, whole call), then the every-core rule's verdict; instructions per byte (else per call)
    at VLEN 128 where no model has both. "" when the two share no figure."""
    from stubforge.jdk.dispatch import MODELS, cores, versus
    a, b = cores(mine), cores(theirs)
    pairs = [(n, a[n], b[n]) for n in (*MODELS, *sorted(set(a) - set(MODELS)))
             if isinstance(a.get(n), float | int) and isinstance(b.get(n), float | int)]
    if pairs:
        llvm = next((f.llvm for f in mine.figures.values() if f.llvm), None)
        wins, _ = versus(mine, theirs, "cpb")
        per = ", ".join(f"{_short(n)} {y / x - 1:+.0%}" for n, x, y in pairs)
        return f"{per} (cycles, llvm-mca {llvm}): {'replaces' if wins else 'kept'}"
    fa, fb = mine.figures.get(128), theirs.figures.get(128)
    for field, unit in (("ipb", "instr/B"), ("per_call", "instr/call")):
        x, y = (getattr(fa, field, None) if fa else None), (getattr(fb, field, None) if fb else None)
        if x and y:
            return f"{y / x - 1:+.0%} ({x:.3f} vs {y:.3f} {unit}, QEMU count, VLEN 128)"
    return ""


def _hotspot_match(stub: str, flags: set, hotspot: list):
    from stubforge.jdk.dispatch import ext_flag_implications
    imp = ext_flag_implications()
    have = set(flags) | {g for f in flags for g in imp.get(f, ())}
    cands = [m for m in hotspot if m.stub == stub and all((f in have) == v for f, v in m.flags.items())]
    return cands[0] if cands else None


def comparison(kernels_registry=None) -> str:
    """docs/stubs-vs-hotspot.md: every stub and variant against HotSpot's own, from the code."""
    from stubforge import kernels
    from stubforge.bench import measured
    from stubforge.dsl.contracts import CONTRACTS
    from stubforge.emitters.hotspot import render_stub
    from stubforge.jdk.flags import FlagEdits
    reg = kernels_registry or kernels.load_all()
    ours_table = measured.load_ours()
    hotspot = {r: measured.load_hotspot(r) for r in RELEASES}
    out = ["# stubforge's stubs against HotSpot's own", "",
           "Generated by `python -m stubforge.emitters.linecount` from the kernels, the committed measurements",
           "(generated/measurements.json, bench/hotspot/jdk26.json and jdk27.json) and HotSpot's line counts",
           "(`HOTSPOT_LINES`, counted from the 26.0.2.1 and 27 sources by `hotspot_stub_lines`; mainline's",
           "are not counted here);",
           "tests/test_structure.py keeps it current.", "",
           "Lines: code lines of the `generate_*` function and every helper it calls (blank, comment-only and",
           "`BLOCK_COMMENT` lines left out; constant tables left out); HotSpot's own with its StubGenerator",
           "helpers and the MacroAssembler functions named after the algorithm. Ours are JDK 27's C++",
           "(`stubforge emit --jdk 27`). Gain: HotSpot's modelled cycles over ours minus one, whole call, on",
           "every core model that schedules both (p470/p670/p870: SiFive's, each at its VLEN; x60: SpacemiT",
           "X60, VLEN 256, scalar code only), by the pinned llvm-mca; then the patch's decision by the",
           "every-core rule (`replaces` only where ours is at least 5% faster on each of them and executes",
           "no more instructions). Counted instructions at VLEN 128 where no model has both. Against the",
           "HotSpot configuration whose extension flags match the variant's. `!` marks a stub whose",
           "algorithm is HotSpot's and whose lines exceed",
           f"{LIMIT}x HotSpot's.", "",
           "| stub | variant | ours | HotSpot 26 | HotSpot 27 | ratio | gain per core | algorithm |",
           "|---|---|---|---|---|---|---|---|"]
    flagged = []
    for stub in sorted(reg):
        if stub not in CONTRACTS or CONTRACTS[stub].flag is None and stub.startswith(("magma", "kuznyechik")):
            continue
        kd = reg[stub]
        for variant in kd.variants:
            prog = kd.build(variant)
            ours = stub_lines(render_stub(prog, "27"))
            theirs = {r: (HOTSPOT_LINES.get(stub) or {}).get(r) for r in RELEASES}
            latest = next((theirs[r] for r in reversed(RELEASES) if theirs[r]), None)
            ratio = f"{ours / latest:.2f}" if latest else "-"
            same, why = ALGORITHM.get((stub, variant), (False, "HotSpot has no RISC-V stub to compare"
                                                        if not latest else "not assessed"))
            mark = ""
            if same and latest and ours > LIMIT * latest:
                mark = " !"
                flagged.append(f"{stub} [{variant}]")
            mine = measured.ours_for(prog, ours_table)
            gain = "-"
            for r in reversed(RELEASES):
                h = _hotspot_match(stub, set(FlagEdits.ext_flags(prog.extensions)), hotspot[r])
                if mine and h and (g := _gain(mine, h)):
                    gain = f"{g}; HotSpot {r}"
                    break
            cells = [stub, variant, str(ours)] + [str(theirs[r]) if theirs[r] else "-" for r in RELEASES]
            cells += [ratio + mark, gain, ("same: " if same else "different: ") + why]
            out.append("| " + " | ".join(cells) + " |")
    out += ["", "Above the limit with the same algorithm: " + (", ".join(flagged) if flagged else "none") + "."]
    out += intrinsic_section()
    return "\n".join(out) + "\n"


def load_intrinsics(path=None) -> dict | None:
    """bench/series_lines.json (count_intrinsics' record), checked: a damaged one is DamagedFile."""
    from pathlib import Path
    from stubforge.files import read_json, shape_error
    path = Path(path) if path else Path(__file__).resolve().parent.parent / INTRINSIC_FILE
    if not path.is_file():
        return None
    what = "the series' line counts (python -m stubforge.emitters.linecount --series TREE)"
    record = read_json(path, what)
    try:
        str(record["release"]) + str(record["tree"])
        for title, row in record["intrinsics"].items():
            for key in ("series", "riscv", "aarch64"):
                if row[key] is not None and not isinstance(row[key], int):
                    raise ValueError(f"{title}'s {key} is not a number of lines")
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise shape_error(path, what, e) from None
    return record


def intrinsic_section() -> list[str]:
    record = load_intrinsics()
    if record is None:
        return []
    return ["", "## Per intrinsic, as the series adds it", "",
            f"Code lines (as above: no blank, comment-only or `BLOCK_COMMENT` lines, no constant tables) each "
            f"commit of the JDK {record['release']} series (`stubforge patch --series` on {record['tree']}) adds to",
            "stubGenerator_riscv.cpp, beside HotSpot's own generators of the same stubs in that tree, RISC-V's and",
            "AArch64's, with their helpers, each function once (`count_intrinsics`; recount:",
            "`python -m stubforge.emitters.linecount --series TREE`, TREE from `.ci/openjdk-sources`).", "",
            *intrinsic_table(record)]


if __name__ == "__main__":
    import json
    import sys
    from pathlib import Path
    if sys.argv[1:2] == ["--series"] and len(sys.argv) == 3:
        rec = count_intrinsics(sys.argv[2])
        path = Path(__file__).resolve().parent.parent / INTRINSIC_FILE
        path.write_text(json.dumps(rec, indent=1) + "\n")
        print(f"wrote {INTRINSIC_FILE}")
        sys.exit(0)
    target = Path(__file__).resolve().parent.parent / DOC
    text = comparison()
    if sys.argv[1:] == ["--check"]:
        sys.exit(0 if target.is_file() and target.read_text() == text else 1)
    target.parent.mkdir(exist_ok=True)
    target.write_text(text)
    print(f"wrote {DOC}")
