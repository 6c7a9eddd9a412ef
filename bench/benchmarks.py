"""generated/BENCHMARKS.md: the seed work's before/after tables, reproduced from simulation as ratios."""
from __future__ import annotations

from pathlib import Path

from stubforge import kernels
from stubforge.dsl.ir import KernelError
from stubforge.emitters.hotspot_api import EXT_FLAGS
from stubforge.bench import distance, mca, measure as bench, measured
from stubforge.sim.toolchain import MODEL_LLVM

from stubforge.bench import report

HEADER = """# stubforge benchmarks

Made by `stubforge bench --report` ({sizes} bytes, slope between the two sizes). **Instructions/byte**
are exact dynamic instruction counts of the stub alone in QEMU (harness excluded); **cycles/byte** are
the slope of llvm-mca {llvm}'s cycles for the WHOLE call (every instruction it executed, in the order it
ran; bench/trace.py) on the named core model at that model's VLEN ("n/a" where the model has no
schedule for an instruction the call runs). Both are simulated figures, not time measured on hardware. Ratios are
"before / after", so above 1 means the change helps. The C baselines are the same algorithms in
portable C compiled by clang 19 (`-O2 -march=rv64gc`, and `-O3 -march=rv64gcv` with autovectorisation).
"""


def _measure(stub, variant=None, params=None, vlens=(128,), sizes=bench.DEFAULT_SIZES, baselines=()):
    prog = kernels.get(stub).build(variant, params)
    return bench.measure(prog, vlens, sizes, baselines=baselines)


def _ratio(a, b):
    return f"{a / b:.2f}" if a and b else "-"


def build(out_dir: Path, vlens=(128, 256, 512, 1024), sizes=bench.DEFAULT_SIZES, progress=None) -> str:
    plots = out_dir / "plots"
    plots.mkdir(parents=True, exist_ok=True)
    md = [HEADER.format(sizes=" and ".join(map(str, sizes)), llvm=MODEL_LLVM)]
    tick = progress.step if progress else (lambda label: None)

    # Each intrinsic vs the compiler.
    rows, progs = [], []
    for kd in kernels.load_all().values():
        for var in kd.variants:
            progs.append(kd.build(var))
            rows += bench.measure(progs[-1], vlens, sizes, baselines=bench.BASELINES, models=tuple(mca.MODELS))
            tick(f"{kd.stub}[{var}]")
    # The figures `stubforge patch` compares with HotSpot's own stubs.
    measured.save_ours(rows, progs)
    headers, body = report.bench_columns(rows, bench.BASELINES)
    md += ["## Each intrinsic vs. what a compiler gives", "", report.markdown(body, headers), "",
           f"Cycles/B (model): {'; '.join(report.cycle_models(rows))}.", "",
           "![instructions per byte](plots/intrinsics.png)", ""]
    report.plot_bench(rows, bench.BASELINES, str(plots / "intrinsics.png"))
    md += per_core_section(rows)

    # AES against the targets and OpenSSL's figures (quoted from the issue, not re-measured).
    aes = [("electronicCodeBook_encryptAESCrypt", 0.297, 0.2), ("cipherBlockChaining_decryptAESCrypt", 1.10, 0.3),
           ("counterMode_AESCrypt", 0.375, 0.3), ("cipherBlockChaining_encryptAESCrypt", 1.125, 1.1),
           ("ghash_processBlocks", 0.3125, 0.2), ("galoisCounterMode_AESCrypt", 0.422, 0.35)]
    body = []
    for stub, openssl, target in aes:
        default = kernels.get(stub).default_variant if stub in kernels.load_all() else None
        by_vlen = {r.vlen: r for r in rows if r.stub == stub and r.variant == default}
        if 128 not in by_vlen:
            continue
        body.append([stub, *[f"{by_vlen[v].ipb:.3f}" if v in by_vlen else "-" for v in vlens],
                     f"{target}", f"{openssl}", _ratio(openssl, by_vlen[128].ipb)])
    if body:
        md += ["## AES-128 against the targets (instructions/byte)", "",
               report.markdown(body, ["stub", *[f"VLEN {v}" for v in vlens], "target at 128",
                                      "OpenSSL Zvkned at 128 (quoted)", "x vs OpenSSL"]), "",
               "OpenSSL's figures are those quoted in the AES issue (same QEMU counting), not re-measured here.", ""]

    # GCM: one pass (hash each group in registers) against two (CTR, then GHASH), as mainline does.
    gcm = [_measure("galoisCounterMode_AESCrypt", None, {"passes": p}, vlens, sizes) for p in (1, 2)]
    tick("galoisCounterMode_AESCrypt passes")
    body = [[f"{a.ipb:.4f}", f"{b.ipb:.4f}", _ratio(b.ipb, a.ipb)] for a, b in zip(*gcm)]
    body = [[f"VLEN {r.vlen}", *row] for r, row in zip(gcm[0], body)]
    md += ["## AES-128-GCM encryption: one pass vs two passes", "",
           report.markdown(body, ["VLEN", "instr/B one pass", "instr/B two passes", "two/one"]), ""]

    # Adler32: pointer as loop counter, across unroll factors.
    kd = kernels.get("updateBytesAdler32")
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
                                  "cycles/B pointer", "ratio"]), "", _cycles_note(),
           "![adler32 unroll](plots/adler32_unroll.png)", ""]
    report.plot_sweep([f"unroll={u}" for u in kd.params["unroll"].choices], series,
                      str(plots / "adler32_unroll.png"),
                      "Adler32: iteration counter vs pointer compare (LMUL 1, VLEN 128)")

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
                                  "vset/B per block", "cycles/B per step", "cycles/B per block", "ratio"]), "",
           _cycles_note(), ""]

    # CRC32: unroll.
    kc = kernels.get("updateBytesCRC32")
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
           _cycles_note(), "![crc32 unroll](plots/crc32_unroll.png)", ""]
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
                                  "cycles/B base", "cycles/B zba", "cycles/B zvbc"]), "", _cycles_note(), ""]
    md += _sha2(vlens, tick)
    md += _sha3(rows)
    md += c2_section(rows)
    md += per_op_section()
    md += gost_section(sizes, tick)
    md += [hotspot_section(sizes, tick)]
    md += distance.section(rows, {(p.name, p.variant): p for p in progs}, plots, tick)
    return "\n".join(md) + "\n"


def _cycles_note() -> str:
    return f"Cycles/B: {mca.label(mca.DEFAULT_MODEL)}, whole call.\n"


def per_core_section(rows) -> list[str]:
    """Every kernel's modelled cycles/B on every core model, each at its own VLEN, with the IPC."""
    cores = [m for m in mca.MODELS if any(m in r.cycles for r in rows)]
    body = []
    for key in dict.fromkeys((r.stub, r.variant) for r in rows):
        by = {m: next((r.cycles[m] for r in rows if (r.stub, r.variant) == key and m in r.cycles), None)
              for m in cores}
        cells = []
        for m in cores:
            c = by[m]
            ipc = f" (IPC {c.ipc:.2f})" if c is not None and not c.na and c.ipc else ""
            cells.append(report.cycles_cell(c) + ipc)
        body.append([*key, *cells])
    heads = [f"{m} VLEN {mca.MODELS[m].vlen}, width {mca.MODELS[m].width}"
             + (" in-order" if mca.MODELS[m].in_order else "") for m in cores]
    return ["## Modelled cycles/B per core model", "",
            f"The whole call through llvm-mca {MODEL_LLVM} on each core model at its own VLEN (vl = VLMAX), "
            "the slope between the two sizes (per call for a single-block stub); IPC at the larger size "
            "(never above the model's dispatch width: every executed instruction is costed). \"n/a\": the "
            "model has no schedule for an instruction the call executes (spacemit-x60 has no vector crypto; "
            "the SiFive models no scalar clmul).", "",
            report.markdown(body, ["kernel", "variant", *heads]), ""]


def _sha3(rows) -> list[str]:
    """SHA-3 from the rows measured above: per call and per byte, each core model at its own VLEN, and
    double_keccak against two scalar permutations; the issue's figures quoted beside them."""
    def row(stub, variant, vlen):
        return next((r for r in rows if (r.stub, r.variant, r.vlen) == (stub, variant, vlen)), None)
    cores = [(m, mca.MODELS[m].vlen) for m in mca.MODELS]
    body = []
    for stub, variant in (("sha3_implCompressMB", "zbb"), ("sha3_implCompressMB", "base"),
                          ("sha3_implCompress", "zbb"), ("sha3_implCompress", "base"),
                          ("double_keccak", "zvkb"), ("double_keccak", "v")):
        r = row(stub, variant, 128)
        if r is None:
            continue
        per = f"{r.ipb:.3f} instr/B" if r.ipb else f"{r.fixed:.0f} instr/call"
        cells = []
        for m, v in cores:
            c = (row(stub, variant, v) or r).cycles.get(m)
            if c is None or c.na:
                cells.append("-")
            elif r.ipb:
                cells.append(f"{c.cpb:.2f} c/B")
            else:
                cells.append(f"{c.fixed:.0f} c/call")
        body.append([stub, variant, per, *cells])
    md = ["## SHA-3 (Keccak-f[1600]): scalar per byte and per call, double_keccak per call", "",
          report.markdown(body, ["stub", "variant", "instructions", *[f"{m} (VLEN {v})" for m, v in cores]]), "",
          "sha3_implCompressMB: SHA3-256 (136-byte blocks), the slope between the two sizes; sha3_implCompress "
          "and double_keccak: one call (one block XORed in and one permutation; two permutations). The issue "
          "quotes CRYPTOGAMS' scalar SHA3-256 at 14.5 cycles/B on a SpacemiT X60 and 16.2 on a JH7110 with Zbb "
          "(real hardware, not modelled), an open upstream scalar stub at about 3,550 instructions per "
          "permutation and C2's code at 7,300-7,600.", ""]
    body = []
    for m, v in cores:
        one, two = row("sha3_implCompress", "zbb", v), row("double_keccak", "zvkb", v)
        c1 = one.cycles.get(m) if one else None
        c2 = two.cycles.get(m) if two else None
        if c1 is None or c2 is None or c1.na or c2.na:
            continue
        body.append([m, v, f"{c2.fixed:.0f}", f"{2 * c1.fixed:.0f}", f"{c2.fixed / (2 * c1.fixed):.2f}"])
    if body:
        md += ["double_keccak [zvkb] against two sha3_implCompress [zbb] calls (the issue's target: at most 0.6x "
               "on sifive-p670):", "",
               report.markdown(body, ["model", "VLEN", "double_keccak cycles", "2 x scalar call cycles", "ratio"]),
               "", f"Cycles: llvm-mca {MODEL_LLVM} on each core model at its VLEN, whole call.", ""]
    return md


C2_TITLE = "SHA-3, ML-KEM and ML-DSA: stubforge's stubs vs C2's code in the stock JVM"
# SHA-3's stubs beside C2's keccak(long[]) (one Keccak-f[1600]; implCompress0, an instance method, is not
# counted: hotspot_c2.select), each variant against C2's code of the same extensions
_KECCAK_CONFIG = {("sha3_implCompress", "zbb"): (), ("sha3_implCompress", "base"): ("-XX:-UseZbb",)}


def c2_section(rows, release: int = 27) -> list[str]:
    """stubforge's SHA-3, ML-KEM and ML-DSA stubs beside C2's code for the Java methods they replace,
    counted in the stock JVM (bench/hotspot/c2-jdk<release>.json, `stubforge bench --jvm ... --c2`);
    nothing where the record is absent."""
    from stubforge.bench import hotspot_c2
    try:
        rel = hotspot_c2.load(release)
    except hotspot_c2.HotspotBenchError:
        return []
    body, cyc = [], []
    models = [x for x, c in mca.MODELS.items() if c.vlen == 128]
    for r in rows:
        if r.vlen != 128 or r.ipb:
            continue
        method, config = hotspot_c2.METHOD_OF_STUB.get(r.stub), ()
        if (r.stub, r.variant) in _KECCAK_CONFIG:
            method, config = hotspot_c2.KECCAK, _KECCAK_CONFIG[(r.stub, r.variant)]
        m = hotspot_c2.figure(rel, method, config) if method else None
        if m is None:
            continue
        per_call = m.per_call
        if r.stub == "kyber12To16":
            # ours is timed on a polynomial (parsedLength 256, decodePoly); C2's last calls also unpack
            # SHAKE blocks for the matrix (112): the longest calls are the polynomials'
            if not m.last_calls:
                continue        # a record without the last calls' lengths: which length is unknown
            per_call = max(int(k) for k in m.last_calls)
        c2 = f"{per_call}" + (f" ({m.spread[0]}..{m.spread[1]})" if m.spread else "")
        name = method.split("::")[1].split("(")[0] + ("(long[])" if method == hotspot_c2.KECCAK else "")
        body.append([r.stub, r.variant, f"{r.fixed:.0f}", name + "".join(f" {f}" for f in config),
                     c2, _ratio(per_call, r.fixed)])
        cyc.append([r.stub, r.variant, *(_c2_cycles_cell(r.cycles.get(x), hotspot_c2.cycles_of(m, x, per_call))
                                         for x in models)])
    if not body:
        return []
    keccak = [(c, hotspot_c2.figure(rel, hotspot_c2.KECCAK, c)) for c in ((), ("-XX:-UseZbb",))]
    perm = "; ".join(f"{m.per_call} {'without Zbb' if c else 'with Zbb'}" for c, m in keccak if m)
    notes = [f"{k}: not counted ({why})" for k, why in rel.exceptions.items()]
    return [f"## {C2_TITLE} ({release})", "",
            report.markdown(body, ["stub", "variant", "ours instr/call (VLEN 128)", "C2's method",
                                   "C2 instr/call", "x vs C2"]), "",
            f"C2: {rel.runtime.split(' / ')[-1]}, counted under {rel.qemu} by `stubforge bench --jvm ... --c2` "
            "(docs/measuring.md): instructions from an entry of the method's nmethod until other C2 code runs (the "
            "caller's), with every nmethod it calls: its `*Java` callee (the code the intrinsic replaces), "
            "inlined or not; the "
            "ML-KEM and ML-DSA methods kept out of their callers (dontinline), counted in one JVM run that "
            "logs C2's whole code heap; a range is the spread of the last calls where they differ (C2's vectorised "
            "loops align to the arrays; kyber12To16: the longest of C2's last calls, a polynomial's 256 "
            "coefficients as ours, not the 112 of a matrix sample). Ours: "
            "the stub's whole call in QEMU (generated/measurements.json). SHA-3: our call XORs a block in and "
            "permutes once, C2's keccak(long[]) only permutes; C2's keccak per Keccak-f[1600]: "
            f"{perm or 'not measured'}." + "".join(f" {n}." for n in notes), ""] + _c2_cycles_table(
                cyc, models, [m.method.split("::")[1] for m in rel.measurements if hotspot_c2.has_fence(m)])


def _c2_cycles_cell(ours, theirs) -> str:
    """"ours / C2 (C2/ours)" cycles per call on one model: `ours` a bench.measure.Cycles (or None),
    `theirs` hotspot_c2.cycles_of's number, "n/a (why)" or None."""
    mine = "-" if ours is None else ours.na or ("-" if ours.fixed is None else f"{ours.fixed:.0f}")
    if theirs is None or isinstance(theirs, str):
        return f"{mine} / {theirs or '-'}"
    if ours is None or ours.na or ours.fixed is None:
        return f"{mine} / {theirs:.0f}"
    return f"{mine} / {theirs:.0f} ({_ratio(theirs, ours.fixed)})"


def _c2_cycles_table(body, models, fenced=()) -> list[str]:
    from stubforge.bench import hotspot_c2
    if all(cell.endswith("/ -") for row in body for cell in row[2:]):
        return []               # a record without modelled cycles (older than them): no table
    return [f"Modelled cycles per call, ours / C2's code (x vs C2), llvm-mca {MODEL_LLVM} on each model at VLEN 128:",
            "", report.markdown(body, ["stub", "variant", *[f"{x} (width {mca.MODELS[x].width})" for x in models]]),
            "", f"Cycles: llvm-mca {MODEL_LLVM} (the pinned one) on {', '.join(models)} (VLEN 128, vl=VLMAX); the "
            "whole call, from an empty pipeline (no "
            "caches, no branch predictor). Ours: the stub's call in QEMU (generated/measurements.json). C2's: the "
            "call of the instruction count above, its blocks in the order they ran in the counting run (the last "
            "call of that length, callees included), the bytes QEMU's in_asm log showed for them read by the "
            "pinned llvm-objdump, the vtype of each vector instruction followed through C2's vsetvli, its calls "
            "costed as the jumps they are (llvm-mca would add an unknown callee's 100 cycles; the callee's "
            "instructions are in the trace) (bench/hotspot/c2-jdk27.json's `trace`, `code`, `cycles`; "
            "bench/trace.py)." + (f" {hotspot_c2.FENCE_AS_NOP.format(methods=', '.join(fenced))}."
                                 if fenced else ""), ""]


def c2_rows(release_vlen: int = 128) -> list:
    """stubforge's rows for c2_section from the committed figures (generated/measurements.json) of the
    stubs C2 is compared with, where they were measured on today's machine code; the others counted now."""
    from stubforge.bench import hotspot_c2
    table = measured.load_ours()
    # every model's cycles per call, which measured.Figure keeps per byte only
    raw = {(e["stub"], e["variant"]): e["vlens"] for e in measured.read_ours()["kernels"]} \
        if measured.OURS.is_file() else {}
    rows = []
    for stub in [*hotspot_c2.METHOD_OF_STUB, "sha3_implCompress"]:
        for variant in kernels.get(stub).variants:
            prog = kernels.get(stub).build(variant)
            m = measured.ours_for(prog, table)
            f = m.figures.get(release_vlen) if m else None
            if f is None:
                rows += [r for r in _measure(stub, variant) if r.vlen == release_vlen]
                continue
            cycles = raw.get((stub, variant), {}).get(str(release_vlen), {}).get("cycles", {})
            rows.append(bench.Row("", stub, variant, {}, release_vlen, f.ipb or 0.0, f.fixed or 0.0, {},
                                  cycles={x: bench.Cycles(x, c.get("llvm") or MODEL_LLVM, c.get("cpb"), c.get("fixed"),
                                                          c.get("ipc"), c.get("na", ""), per_call=True)
                                          for x, c in cycles.items()}))
    return rows


def update_c2_section(path: Path, release: int = 27) -> None:
    """Rewrite only c2_section in `path` (before the GOST section, where `bench --report` puts it)."""
    section = "\n".join(c2_section(c2_rows(), release))
    if not section:
        return
    text = path.read_text()
    if f"## {C2_TITLE}" not in text and "\n## GOST" in text:
        text = text.replace("\n## GOST", f"\n## {C2_TITLE} ({release})\n\n## GOST", 1)
    report.write(path, report.replace_section(text, C2_TITLE, section))


PER_OP_TITLE = "ML-KEM-768 and ML-DSA-65 per operation: stubforge's stubs vs C2's code in the intrinsified methods"


def per_op_section(release: int = 27, path: Path | None = None) -> list[str]:
    """Instructions per ML-KEM-768 / ML-DSA-65 operation in the methods stubforge's stubs replace, ours vs
    C2's: the calls per operation counted in a JDK of the release (bench/hotspot/calls-per-op-jdk<release>.json,
    bench/per_operation.py) times each side's instructions per call (generated/measurements.json at VLEN
    128; bench/hotspot/c2-jdk<release>.json); nothing where either record is absent."""
    from stubforge.bench import hotspot_c2, per_operation as po
    try:
        rec = po.load(release, path)
        c2 = hotspot_c2.load(release)
    except (po.PerOpError, hotspot_c2.HotspotBenchError):
        return []
    costs = po.per_call(c2)
    figs = po.figures(rec, costs)
    body = []
    for key in [t.key for t in po.TERMS] + list(po.ALSO):
        calls = [rec.calls(k, key) for k in po.KINDS]
        if not any(any(c) for c in calls):
            continue
        ours, theirs = costs.get(key, ("", ""))
        body.append([po.short(key), f"{ours:.0f}" if ours else "-", f"{theirs:.0f}" if theirs else "-",
                     *[po.calls_cell(c) if any(c) else "-" for c in calls]])
    same = rec.same_classes
    same_txt = (f" Its provider classes ({', '.join(po.PROVIDER_PACKAGES)}; sha256 {rec.provider_sha256[:16]}...) "
                f"are byte-identical to those of the "
                f"riscv64 runtime {same['runtime']}, so the riscv64 JVM makes the same calls."
                if same.get("identical") else
                f" Its provider classes differ from those of the riscv64 runtime {same['runtime']}: the calls "
                "may not be riscv64's." if same else "")
    notes = [t for t in po.TERMS if t.note]
    return [f"## {PER_OP_TITLE} ({release})", "",
            "Calls per operation of each method a stub replaces, counted (not derived) by `stubforge bench "
            f"--per-op-jdk` (bench/per_operation.py): {rec.ops} operations of each kind after {rec.warm} "
            f"uncounted ones, through the public JCA APIs, in {rec.runtime.split(' / ')[-1]} ({rec.arch}, "
            f"counted {rec.date}), with JFR's method timing (JEP 520: every invocation, interpreted or "
            "compiled) and the intrinsics off; each encapsulation/decapsulation and signature/verification "
            "pair with a key pair of its own." + same_txt + " A range is the spread over the operations "
            "(ML-DSA signing's rejection loop; sampling a key's matrix rejects coefficients too). Ours per call: "
            "VLEN 128 (generated/measurements.json); C2's: the previous section's record.", "",
            report.markdown(body, ["method", "ours instr/call", "C2 instr/call", *po.KINDS]), "",
            "Instructions per operation in those methods, Σ calls x instructions per call (mean over the "
            "operations, range):", "",
            report.markdown(po.figure_rows(figs), po.FIGURE_HEADERS), "",
            "This is the intrinsified part of each operation, not the whole operation. Not counted, on "
            "either side: the callers' Java code (sampling, packing, hashing around the calls); the Keccak "
            "permutations SHA3 squeezes (keccak() beyond implCompress0's: no 27 port has an intrinsic for "
            "them, so both JVMs run C2's code); quadKeccak's own code (each call is two doubleKeccak calls, "
            "counted). The ratio is of the means. " + " ".join(f"{po.short(t.key)}: {t.note}." for t in notes),
            ""]


def update_per_op_section(path: Path, release: int = 27) -> None:
    """Rewrite only per_op_section in `path`: right after the C2 section (before GOST's when that is absent)."""
    section = "\n".join(per_op_section(release))
    if not section:
        return
    text = path.read_text()
    if f"## {PER_OP_TITLE}" not in text:
        start = text.find(f"## {C2_TITLE}")
        end = text.find("\n## ", start + 1) if start >= 0 else text.find("\n## GOST")
        if end >= 0:
            text = text[:end] + f"\n## {PER_OP_TITLE} ({release})\n" + text[end:]
    report.write(path, report.replace_section(text, PER_OP_TITLE, section))


def _sha2(vlens, tick) -> list[str]:
    """SHA-256/512 MB over 16..64 KiB against the issue's targets, HotSpot 26's and OpenSSL's figures
    (quoted from the issue), and the floor the kernel derives (kernels.sha2.budget)."""
    from stubforge.kernels.sha2 import budget
    md = ["## SHA-256 and SHA-512 (MB, instructions/byte over 16 KiB..64 KiB)", ""]
    body = []
    for stub, w, target, hs, ossl in (("sha256_implCompressMB", 32, "below HotSpot 26", "1.9375", "1.406"),
                                      ("sha512_implCompressMB", 64, "below HotSpot 26", "1.1875", "-")):
        rows = {r.vlen: r for r in _measure(stub, None, None, vlens, (16384, 65536))}
        tick(f"{stub} 16..64 KiB")
        floors = [sum(n for _, n in budget(w, v)[0]) / budget(w, v)[1] for v in vlens]
        body.append([stub, *[f"{rows[v].ipb:.4f}" for v in vlens], " / ".join(f"{f:.4f}" for f in floors),
                     target, hs, ossl])
    md += [report.markdown(body, ["stub", *[f"VLEN {v}" for v in vlens], "floor (same VLENs)", "target",
                                  "HotSpot 26 (quoted)", "OpenSSL Zvknha (quoted)"]), ""]
    md += ["How the floor is derived. Two rounds per vsha2c instruction and four schedule words per vsha2ms "
           "fix the crypto count; each vsha2ms needs one vmerge (its {W11,W10,W9,W4} operand) and each quad "
           "round a load of K from a bumped pointer and a vadd; the message costs a load and a vrev8.v per "
           "four words and a pointer step between them, the hash a copy and an add per state register. One "
           "block per iteration at every VLEN, the single-block stub's rounds (one helper for both), as "
           "HotSpot's Sha2Generator: the modelled cycles are bound by the vsha2c instructions, and the "
           "earlier bodies (K in registers, several blocks per register group from VLEN 256) were no faster "
           "at VLEN 128 on the modelled P-cores for 4-6 KiB of code; they executed fewer instructions from "
           "VLEN 256 on (SHA-256 0.98 instead of 1.89 per byte at VLEN 1024), which no core model here "
           "costs. The budget per block:", ""]
    kinds, table = [], {}
    for w in (32, 64):
        for v in (128,):
            rows, nbytes = budget(w, v)
            col = f"SHA-{8 * w} ({nbytes} B)"
            kinds.append(col)
            for what, n in rows:
                table.setdefault(what, {})[col] = n
    body = [[what, *[by.get(c, "") for c in kinds]] for what, by in table.items()]
    body.append(["total", *[sum(n for _, n in budget(w)[0]) for w in (32, 64)]])
    md += [report.markdown(body, ["instructions", *kinds]), "",
           "HotSpot 26's figures are those quoted in the issue (its own Zvkn stubs, one block per loop, same "
           "QEMU counting); OpenSSL's SHA-256 likewise. The single-block stubs (`implCompress`) cost a fixed "
           "number of instructions per call (first table).", ""]
    return md


def _gost_shapes(pd):
    """(label, variant, params) for every shape of a GOST function: sequential first."""
    out = []
    for v in pd.variants:
        if "interleave" in pd.params and pd.params["interleave"].applies_to(v):
            out += [("sequential" if n == 1 else f"{n} blocks interleaved", v, {"interleave": n})
                    for n in pd.params["interleave"].choices]
        if "lmul" in pd.params and pd.params["lmul"].applies_to(v):
            out += [(f"RVV, LMUL {m}", v, {"lmul": m}) for m in pd.params["lmul"].choices]
    return out


def gost_section(sizes=bench.DEFAULT_SIZES, tick=lambda label: None) -> list[str]:
    """GOST plain functions: every shape, and the gain of interleaving blocks over one at a time."""
    from stubforge.dsl import plainfn
    body = []
    kernels.load_all()                  # plain functions register as their modules load
    for name, pd in sorted(plainfn.PLAIN.items()):
        if pd.outside:                  # a user's function imported in this process
            continue
        base = None
        for label, variant, params in _gost_shapes(pd):
            r = bench.measure(pd.build(variant, params), (128,), sizes, baselines=())[0]
            tick(f"{name} {label}")
            base = base or r
            body.append([name, label, f"{r.ipb:.2f}", _ratio(base.ipb, r.ipb), report._f(r.cpb),
                         _ratio(base.cpb, r.cpb)])
    return ["## GOST R 34.12-2015 ECB (plain functions): interleaved blocks and RVV, VLEN 128", "",
            report.markdown(body, ["function", "shape", "instr/B", "instr ratio vs sequential", "cycles/B",
                                   "cycles ratio vs sequential (the gain)"]), "", _cycles_note(),
            "Interleaving does not cut instructions (only the round key's load is shared); it gives an "
            "out-of-order core independent lookups to run while one block's chain waits. Magma's round is one "
            "serial chain, so the model gains almost 2x; Kuznyechik's sixteen lookups per round are already "
            "independent, so on a 4-wide model its sequential shape is issue-bound and interleaving gains "
            "little. The RVV shape fetches one table entry for vl blocks per indexed load, so its "
            "instructions/byte halve with each doubling of VLEN x LMUL (the scalar shapes do not depend on VLEN).",
            ""]


def steps() -> int:
    """How many progress ticks build() makes (for the progress bar)."""
    n = sum(len(kd.variants) for kd in kernels.load_all().values())
    n += 2 * len(kernels.get("updateBytesAdler32").params["unroll"].choices)
    n += len(kernels.get("updateBytesCRC32").params["unroll"].choices) + 2
    from stubforge.dsl import plainfn
    n += sum(len(_gost_shapes(pd)) for pd in plainfn.PLAIN.values() if not pd.outside)
    n += len(kernels.load_all())      # the distance section: one plot per kernel
    return n + 3                      # + the two SHA-2 rows, + GCM passes


# ---- HotSpot's own stubs vs stubforge's --------------------------------------------------------------

HOTSPOT_TITLE = "HotSpot's own vs stubforge"


def _available(flags: dict) -> set[str]:
    """The extensions a HotSpot configuration lets a stub use, from its extension flags (the one
    extension -> flag table, emitters.hotspot_api.EXT_FLAGS); vector ones only with UseRVV."""
    out = {e for e, f in EXT_FLAGS.items() if flags.get(f)}
    if flags.get("UseZvkn"):
        out |= {"zvkb", "zvkt"}          # Zvkn includes them
    if flags.get("UseZvbc"):
        out.add("zbc")                   # HotSpot's carry-less CRC32 uses both
    return out if flags.get("UseRVV") else {e for e in out if e in ("zba", "zbb", "zbs", "zbc")}


def _own_figures(stub, variant, vlen, sizes, model_name):
    """stubforge's stub measured as `stubforge bench` does: (instr/B, instr per call of a single-block
    stub, cycles on `model_name`: bench.measure.Cycles or None)."""
    from stubforge.bench import hotspot_own
    prog = kernels.get(stub).build(variant)
    r = bench.measure(prog, [vlen], sizes, baselines=(), model_name=model_name)[0]
    if hotspot_own.STUBS[stub].block:
        return None, r.fixed, r.main
    return r.ipb, None, r.main


def _row_model(release_model: str, vlen: int) -> str | None:
    """The core model a row's cycles are on: the release's at its VLEN, else the first one of that VLEN."""
    if mca.MODELS[release_model].vlen == vlen:
        return release_model
    return next((m for m, c in mca.MODELS.items() if c.vlen == vlen), None)


def _hs_cycles(m, model_name: str | None) -> tuple[str, float | None]:
    """HotSpot's record on `model_name`: (cell, cycles/B to compare); refused (n/a) when another
    llvm-mca made it."""
    if m.llvm not in (None, MODEL_LLVM) and m.cycles_per_byte is not None:
        return f"n/a (llvm-mca {m.llvm}'s: re-measure)", None
    c = m.cycles.get(model_name) if model_name else None
    if not c:
        return "-", None
    if c.get("na"):
        return c["na"], None
    return (f"{c['fixed']:.0f}/call" if m.per_call is not None else report._f(c["cpb"])), c["cpb"]


def _fig(ipb, per_call):
    return f"{per_call:.0f}/call" if per_call is not None else report._f(ipb)


def hotspot_section(sizes=bench.DEFAULT_SIZES, progress=None) -> str:
    """The comparison, per committed release (bench/hotspot/jdk*.json), with stubforge's stubs
    counted now at the same VLENs."""
    from stubforge.bench import hotspot_own
    tick = progress or (lambda label: None)
    md = [f"## {HOTSPOT_TITLE}", "",
          "HotSpot's own stubs counted exactly inside a running riscv64 JVM under qemu-riscv64 by",
          "`stubforge bench --jvm JAVA_HOME --sysroot DIR --save` (bench/hotspot_own.py: a Java workload per stub,",
          "each stub's range from `-XX:+PrintStubCode` with the address randomisation off, the warm-up",
          "subtracted, results checked against zlib/hashlib/pycryptodome), committed as",
          "`bench/hotspot/jdk<release>.json`; stubforge's stubs counted now as `stubforge bench` does. A HotSpot",
          "configuration is its extension flags; stubforge's variants are listed where that configuration has",
          "the extensions they need. Modelled cycles: the whole call (for HotSpot's, the last measured",
          "operation as it ran in the JVM) through the same pinned llvm-mca on the same core model: the",
          "release's model at its VLEN, the model of the row's VLEN elsewhere (spacemit-x60 at 256); per",
          "call for the single-block AES stubs (their ratio: cycles per 16 B). Ratios are HotSpot's figure",
          "over stubforge's: above 1, stubforge's stub is the better one.", ""]
    cache: dict = {}
    for path in sorted(hotspot_own.BENCH_DIR.glob("jdk*.json")):
        rel = hotspot_own.load(path.stem[3:], path)
        also = [r for r, n in hotspot_own.RECORDS.items() if n == rel.release]      # mainline: 28 EA
        md += [f"### JDK {rel.release}" + (f" ({', '.join(also)})" if also else ""), "",
               f"Runtime: {rel.runtime}. {rel.qemu}; {rel.llvm}; sizes "
               f"{' and '.join(map(str, rel.sizes))} bytes; measured {rel.date}.", ""]
        if rel.exceptions:
            md += ["Not measured: " + "; ".join(f"{s} ({why})" for s, why in rel.exceptions.items()) + ".", ""]
        body, used = [], set()
        for m in rel.measurements:
            model = _row_model(rel.model, m.vlen)
            own = []
            try:
                kd = kernels.get(m.stub)
            except Exception:       # a stub stubforge does not implement
                kd = None
            if kd is not None:
                avail = _available(m.flags)
                for var, v in kd.variants.items():
                    if (set(kd.extensions) | set(v.extensions)) <= avail:
                        key = (m.stub, var, m.vlen)
                        if key not in cache:
                            try:
                                cache[key] = _own_figures(m.stub, var, m.vlen, tuple(rel.sizes),
                                                          model or rel.model)
                            except KernelError as e:    # a kernel the checks refuse has no figures
                                cache[key] = None
                                tick(f"{m.stub}[{var}] does not build: {e}")
                            tick(f"{m.stub}[{var}] VLEN {m.vlen}")
                        if cache[key] is None:
                            own.append((f"{var} (does not build)", None, None, None))
                        else:
                            own.append((var, *cache[key]))
            hs_cell, hs_cpb = _hs_cycles(m, model)
            hs = [m.stub, m.config, m.vlen, _fig(m.instr_per_byte, m.per_call), hs_cell]
            if not own:
                why = "(not in stubforge)" if kd is None else "(needs other extensions)"
                body.append(hs + [why, "-", "-", "-", "-"])
            for var, ipb, per_call, cyc in own:
                hs_i = m.per_call if m.per_call is not None else m.instr_per_byte
                own_i = per_call if per_call is not None else ipb
                mine = report.cycles_cell(cyc)
                comparable = hs_cpb is not None and cyc is not None and not cyc.na and m.llvm == cyc.llvm
                if comparable:
                    used.add(cyc.label)
                body.append(hs + [var, _fig(ipb, per_call), mine, _ratio(hs_i, own_i),
                                  _ratio(hs_cpb, cyc.cpb) if comparable else "-"])
        md += [report.markdown(body, ["stub", "HotSpot config", "VLEN", "HotSpot instr/B", "HotSpot cycles/B",
                                      "stubforge variant", "stubforge instr/B", "stubforge cycles/B",
                                      "instr HotSpot/stubforge", "cycles HotSpot/stubforge"]), ""]
        md += [f"Cycles: {'; '.join(sorted(used))}, for both. `stubforge patch` decides on every core "
               f"model that schedules both (docs/stubs-vs-hotspot.md, per model). No model has VLEN 1024: "
               f"those rows have no cycles."
               if used else "", ""]
    return "\n".join(md) + "\n"


def update_hotspot_section(path: Path, progress=None) -> None:
    text = path.read_text() if path.exists() else HEADER.format(sizes="4096 and 65536", llvm=MODEL_LLVM)
    report.write(path, report.replace_section(text, HOTSPOT_TITLE, hotspot_section(progress=progress)))
    distance.update_section(path, bench.DEFAULT_SIZES)     # its HotSpot columns read the same records
