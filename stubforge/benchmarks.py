"""generated/BENCHMARKS.md: the seed work's before/after tables, reproduced from simulation as ratios."""
from __future__ import annotations

from pathlib import Path

import dsl
from sim import bench

from . import report

HEADER = """# stubforge benchmarks

Made by `stubforge bench --report` ({sizes} bytes, slope between the two sizes). **Instructions/byte**
are exact dynamic instruction counts of the stub alone in QEMU (harness excluded); **cycles/byte** are
llvm-mca's cycles for the hot loop on the named core model times the hot-loop iterations per byte
counted in QEMU. Both are simulated figures, not time measured on hardware. Ratios are
"before / after", so above 1 means the change helps. The C baselines are the same algorithms in
portable C compiled by clang 19 (`-O2 -march=rv64gc`, and `-O3 -march=rv64gcv` with autovectorisation).
"""


def _measure(stub, variant=None, params=None, vlens=(128,), sizes=bench.DEFAULT_SIZES, baselines=()):
    prog = dsl.get(stub).build(variant, params)
    return bench.measure(prog, vlens, sizes, baselines=baselines)


def _ratio(a, b):
    return f"{a / b:.2f}" if a and b else "-"


def build(out_dir: Path, vlens=(128, 256, 512, 1024), sizes=bench.DEFAULT_SIZES, progress=None) -> str:
    plots = out_dir / "plots"
    plots.mkdir(parents=True, exist_ok=True)
    md = [HEADER.format(sizes=" and ".join(map(str, sizes)))]
    tick = progress.step if progress else (lambda label: None)

    # Each intrinsic vs the compiler.
    rows = []
    for kd in dsl.load_all().values():
        for var in kd.variants:
            rows += _measure(kd.stub, var, None, vlens, sizes, bench.BASELINES)
            tick(f"{kd.stub}[{var}]")
    headers, body = report.bench_columns(rows, bench.BASELINES)
    md += ["## Each intrinsic vs. what a compiler gives", "", report.markdown(body, headers), "",
           f"Model: {rows[0].model}." if rows and rows[0].model else "", "",
           "![instructions per byte](plots/intrinsics.png)", ""]
    report.plot_bench(rows, bench.BASELINES, str(plots / "intrinsics.png"))

    # AES against the targets and OpenSSL's figures (quoted from the issue, not re-measured).
    aes = [("electronicCodeBook_encryptAESCrypt", 0.297, 0.2), ("cipherBlockChaining_decryptAESCrypt", 1.10, 0.3),
           ("counterMode_AESCrypt", 0.375, 0.3), ("cipherBlockChaining_encryptAESCrypt", 1.125, 1.1)]
    body = []
    for stub, openssl, target in aes:
        by_vlen = {r.vlen: r for r in rows if r.stub == stub}
        if 128 not in by_vlen:
            continue
        body.append([stub, *[f"{by_vlen[v].ipb:.3f}" if v in by_vlen else "-" for v in vlens],
                     f"{target}", f"{openssl}", _ratio(openssl, by_vlen[128].ipb)])
    if body:
        md += ["## AES-128 against the targets (instructions/byte)", "",
               report.markdown(body, ["stub", *[f"VLEN {v}" for v in vlens], "target at 128",
                                      "OpenSSL Zvkned at 128 (quoted)", "x vs OpenSSL"]), "",
               "OpenSSL's figures are those quoted in the AES issue (same QEMU counting), not re-measured here.", ""]

    # Adler32: pointer as loop counter, across unroll factors.
    kd = dsl.get("updateBytesAdler32")
    body, series = [], {"counter": [], "pointer": []}
    for u in kd.params["unroll"].choices:
        a = _measure(kd.stub, None, {"unroll": u, "lmul": 1, "ptr_counter": False})[0]
        b = _measure(kd.stub, None, {"unroll": u, "lmul": 1, "ptr_counter": True})[0]
        tick(f"adler32 unroll={u} counter/pointer")
        body.append([u, f"{a.ipb:.4f}", f"{b.ipb:.4f}", _ratio(a.ipb, b.ipb), report._f(a.cpb), report._f(b.cpb),
                     _ratio(a.cpb, b.cpb)])
        series["counter"].append(a.ipb)
        series["pointer"].append(b.ipb)
    md += ["## Adler32: the pointer as loop counter, by unroll (LMUL 1, VLEN 128)", "",
           report.markdown(body, ["unroll", "instr/B counter", "instr/B pointer", "ratio", "cycles/B counter",
                                  "cycles/B pointer", "ratio"]), "",
           "![adler32 unroll](plots/adler32_unroll.png)", ""]
    report.plot_sweep([f"unroll={u}" for u in kd.params["unroll"].choices], series,
                      str(plots / "adler32_unroll.png"), "Adler32: iteration counter vs pointer compare (LMUL 1, VLEN 128)")

    # Adler32: one vtype switch per step vs per unrolled block.
    body = []
    for u in kd.params["unroll"].choices:
        a = _measure(kd.stub, None, {"unroll": u, "lmul": 1, "vset_per_block": False})[0]
        b = _measure(kd.stub, None, {"unroll": u, "lmul": 1, "vset_per_block": True})[0]
        tick(f"adler32 unroll={u} vset placement")
        body.append([u, f"{a.ipb:.4f}", f"{b.ipb:.4f}", _ratio(a.ipb, b.ipb),
                     f"{a.classes.get('vset', 0):.4f}", f"{b.classes.get('vset', 0):.4f}", report._f(a.cpb),
                     report._f(b.cpb), _ratio(a.cpb, b.cpb)])
    md += ["## Adler32: vsetvli per step vs per unrolled block (LMUL 1, VLEN 128)", "",
           report.markdown(body, ["unroll", "instr/B per step", "instr/B per block", "ratio", "vset/B per step",
                                  "vset/B per block", "cycles/B per step", "cycles/B per block", "ratio"]), ""]

    # CRC32: unroll.
    kc = dsl.get("updateBytesCRC32")
    body, base = [], None
    vals = []
    for u in kc.params["unroll"].choices:
        r = _measure(kc.stub, "zba", {"unroll": u})[0]
        tick(f"crc32 unroll={u}")
        base = base or r
        vals.append(r.ipb)
        body.append([u, f"{r.ipb:.4f}", _ratio(base.ipb, r.ipb), report._f(r.cpb), _ratio(base.cpb, r.cpb)])
    md += ["## CRC32: unroll (Zba variant, VLEN-independent)", "",
           report.markdown(body, ["words/iteration", "instr/B", "ratio vs 1", "cycles/B", "ratio vs 1"]), "",
           "![crc32 unroll](plots/crc32_unroll.png)", ""]
    report.plot_sweep([f"unroll={u}" for u in kc.params["unroll"].choices], {"CRC32 (Zba)": vals},
                      str(plots / "crc32_unroll.png"), "CRC32: 8-byte words folded per iteration")

    # CRC32 / CRC32C: table without and with Zba, and carry-less folding (Zvbc + Zbc).
    body = []
    for stub in ("updateBytesCRC32", "updateBytesCRC32C"):
        a = _measure(stub, "base")[0]
        b = _measure(stub, "zba")[0]
        c = _measure(stub, "zvbc")[0]
        tick(f"{stub} base/zba/zvbc")
        body.append([stub, f"{a.ipb:.4f}", f"{b.ipb:.4f}", _ratio(a.ipb, b.ipb), f"{c.ipb:.4f}", _ratio(b.ipb, c.ipb),
                     report._f(a.cpb), report._f(b.cpb), report._f(c.cpb)])
    md += ["## CRC32 and CRC32C: table without vs with Zba, and Zvbc folding (VLEN 128)", "",
           report.markdown(body, ["stub", "instr/B base", "instr/B zba", "base/zba", "instr/B zvbc", "zba/zvbc",
                                  "cycles/B base", "cycles/B zba", "cycles/B zvbc"]), ""]
    md += _sha2(vlens, tick)
    return "\n".join(md) + "\n"


# SHA-2 per block, counted from kernels/sha2.py (tests/test_sha.py asserts the measured slope equals
# it): (what, SHA-256 instructions, SHA-512 instructions).
SHA2_BLOCK = [
    ("vsha2cl + vsha2ch (two rounds each)", 32, 40),
    ("vsha2ms (four schedule words each)", 12, 16),
    ("vmerge.vvm building {W11,W10,W9,W4}", 12, 16),
    ("vadd.vv of K", 16, 20),
    ("message: vle + vrev8.v", 8, 8),
    ("H' = H + rounds(H): vmv.v.v x2, vadd.vv x2", 4, 4),
    ("pointer steps (4 loads, one block) + loop branch", 5, 5),
]
SHA2_K_LOADS_VLEN128 = 20 - (15 - 9)     # SHA-512 at LMUL 2: 15 usable register pairs, 9 working


def _sha2(vlens, tick) -> list[str]:
    """SHA-256/512 MB over 16..64 KiB against the issue's targets, HotSpot 26's and OpenSSL's figures
    (quoted from the issue), and the per-block floor the kernel is at."""
    rows = {}
    for stub in ("sha256_implCompressMB", "sha512_implCompressMB"):
        rows[stub] = {r.vlen: r for r in _measure(stub, None, None, vlens, (16384, 65536))}
        tick(f"{stub} 16..64 KiB")
    n256 = sum(b for _, b, _ in SHA2_BLOCK)
    n512 = sum(b for _, _, b in SHA2_BLOCK)
    floor512 = {v: (n512 + (SHA2_K_LOADS_VLEN128 if v == 128 else 0)) / 128 for v in vlens}
    body = [["sha256_implCompressMB", *[f"{rows['sha256_implCompressMB'][v].ipb:.4f}" for v in vlens],
             f"{n256 / 64:.4f}", "<= 1.40", "1.9375", "1.406"],
            ["sha512_implCompressMB", *[f"{rows['sha512_implCompressMB'][v].ipb:.4f}" for v in vlens],
             " / ".join(f"{floor512[v]:.4f}" for v in (128, 256)), "at the floor", "1.1875", "-"]]
    parts = [[what, a, b] for what, a, b in SHA2_BLOCK]
    parts.append(["round constants loaded in the loop (SHA-512, VLEN 128 only)", 0, SHA2_K_LOADS_VLEN128])
    parts.append(["per block (VLEN 128 / VLEN >= 256)", n256, f"{n512 + SHA2_K_LOADS_VLEN128} / {n512}"])
    return ["## SHA-256 and SHA-512 (MB, instructions/byte over 16 KiB..64 KiB)", "",
            report.markdown(body, ["stub", *[f"VLEN {v}" for v in vlens], "floor (128 / >= 256)", "target",
                                   "HotSpot 26 (quoted)", "OpenSSL Zvknha (quoted)"]), "",
            "The floor, per block, with two registers per SHA-512 element group (a group of four e64 words is "
            "256 bits: LMUL 2 at VLEN 128). Two rounds per vsha2c instruction and four schedule words per "
            "vsha2ms fix the crypto count; each vsha2ms needs one vmerge (its {W11,W10,W9,W4} operand) and each "
            "quad round one vadd of K; the message costs a load and a vrev8.v per four words, the hash a copy "
            "and an add per register. What remains is where the round constants live: SHA-256's 16 groups and "
            "its 9 working groups fit in 31 registers; SHA-512's 20 do too where VLEN >= 256 (LMUL 1, taken "
            "after a VLMAX check), but at VLEN 128 the 15 usable register pairs hold 9 working groups and 6 "
            "constants, so 14 constants are loaded per block, each from its own address register (no pointer "
            "step). Two blocks cannot share a register group: the second block's rounds need the first "
            "block's result, and keeping its 20 W+K groups for later does not fit the register file, so the "
            "floor is one block per group.", "",
            report.markdown(parts, ["per block", "SHA-256 (64 B)", "SHA-512 (128 B)"]), "",
            "HotSpot 26's figures are those quoted in the issue (its own Zvkn stubs, same QEMU counting); "
            "OpenSSL's SHA-256 likewise. The single-block stubs (`implCompress`) cost "
            "a fixed number of instructions per call (first table).", ""]


def steps() -> int:
    """How many progress ticks build() makes (for the progress bar)."""
    n = sum(len(kd.variants) for kd in dsl.load_all().values())
    n += 2 * len(dsl.get("updateBytesAdler32").params["unroll"].choices)
    n += len(dsl.get("updateBytesCRC32").params["unroll"].choices) + 2
    return n + 2
