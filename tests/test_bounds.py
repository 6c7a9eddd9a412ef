"""Bounds and the distance section of BENCHMARKS.md (issue 22 part 6).

The references: llvm-mca's own -instruction-info table for the instructions (run here, read here),
the instruction counts FIPS 197 and FIPS 180-4 give (AES-128: an AddRoundKey, 9 full rounds and a
last round per block; SHA-256: 64 rounds per 64-byte block, two per vsha2c[hl]), and the committed
HotSpot records read as JSON."""
import json
import re
import shutil
import subprocess

import pytest

from stubforge import kernels
from stubforge.bench import bounds, distance, hotspot_own, mca, measure

P670 = "sifive-p670"


def llvm_mca_info(lines: list[str], lmul: str, sew: int, mattr: str, model: str = P670) -> list[tuple[int, float]]:
    """(Latency, RThroughput) of each instruction, read off llvm-mca's Instruction Info table."""
    src = f"# LLVM-MCA-RISCV-LMUL {lmul}\n# LLVM-MCA-RISCV-SEW E{sew}\n" + "\n".join(lines) + "\n"
    p = subprocess.run([mca.tool().path, "-mtriple=riscv64", f"-mcpu={model}", f"-mattr={mattr}", "-iterations=1",
                        "-instruction-info"], input=src, capture_output=True, text=True, check=True)
    table = p.stdout.split("Instruction Info:")[1]
    return [(int(m.group(1)), float(m.group(2))) for m in re.finditer(r"^\s*\d+\s+(\d+)\s+(\d+\.\d+)\s", table, re.M)]


@pytest.fixture(scope="module")
def ecb():
    prog = kernels.get("electronicCodeBook_encryptAESCrypt").build()
    [row] = measure.measure(prog, (128,), baselines=(), models=(P670,))
    return prog, row


def test_crypto_unit_bound_of_aes128_ecb_at_vlen128_on_p670(ecb):
    prog, row = ecb
    assert prog.params["lmul"] == 8            # one register group: 128 * 8 bits = 8 blocks = 128 bytes
    (_, z), (_, em), (_, ef) = llvm_mca_info(["vaesz.vs v16, v1", "vaesem.vs v16, v2", "vaesef.vs v16, v11"],
                                             "M8", 32, "+v,+zvkned")
    want = (z + 9 * em + ef) / 128             # AES-128: AddRoundKey, 9 rounds, the last round
    b = bounds.crypto_unit(prog, row.executed, P670)
    assert b.cpb == pytest.approx(want, rel=1e-9)
    assert b.why == "SiFiveP600VEXQ0"          # the one vector crypto pipe of LLVM 22's P600 model
    assert row.cycles[P670].cpb >= b.cpb       # a bound: the whole call's model never beats it


def test_latency_floor_of_sha256_mb_on_p670():
    prog = kernels.get("sha256_implCompressMB").build()
    [row] = measure.measure(prog, (128,), (16384, 65536), baselines=(), models=(P670,))
    (lat_h, _), (lat_l, _) = llvm_mca_info(["vsha2ch.vv v1, v2, v3", "vsha2cl.vv v1, v2, v3"], "M1", 32,
                                           "+v,+zvknha")
    # 64 rounds per 64-byte block, two per instruction, alternating ch/cl, each on the one before
    want = 16 * (lat_h + lat_l) / 64
    f = bounds.latency_floor(prog, row.executed, P670)
    assert f.cpb == pytest.approx(want, rel=1e-9)
    assert row.cycles[P670].cpb >= f.cpb


def test_no_bound_where_the_model_or_the_measurements_lack_an_instruction(ecb):
    prog, _ = ecb
    [r256] = measure.measure(prog, (256,), baselines=(), models=("spacemit-x60",))
    assert bounds.crypto_unit(prog, r256.executed, "spacemit-x60").why == \
        "n/a (spacemit-x60 has no schedule for vaesz.vs)"
    x = bounds.x100(prog, r256.executed)
    assert x.cpb is None and x.why.startswith("not measured on X100: vaes")


def test_x100_data_names_its_source_and_is_a_bound():
    d = bounds.x100_data()
    assert re.fullmatch(r"[0-9a-f]{40}", d["commit"]) and d["commit"] in d["source"]
    assert d["repository"] == "camel-cdr/rvv-bench-results" and "BOUND" in d["what"]
    # two 128-bit vector units at VLEN 256: an LMUL 1 vadd.vv issues once a cycle
    assert d["cycles"]["vadd.vv"]["e32m1"] == 1.0 and d["cycles"]["vghsh.vv"]["e32m1"] == 2.0


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    plots = tmp_path_factory.mktemp("plots")
    rows, progs = [], {}
    for stub in ("sha256_implCompressMB", "updateBytesCRC32"):
        kd = kernels.get(stub)
        for var in kd.variants:
            progs[(stub, var)] = kd.build(var)
            rows += measure.measure(progs[(stub, var)], (128, 256), baselines=(), models=tuple(mca.MODELS))
    return rows, progs, plots, "\n".join(distance.section(rows, progs, plots))


def _table(md: str, stub: str) -> list[dict]:
    part = md.split(f"### {stub}\n")[1].split("\n### ")[0]
    lines = [l for l in part.splitlines() if l.startswith("|")]
    heads = [h.strip() for h in lines[0].strip("|").split("|")]
    return [dict(zip(heads, (c.strip() for c in l.strip("|").split("|")))) for l in lines[2:]]


def test_section_shows_ours_hotspot_of_every_release_bounds_and_ratio(section):
    rows, _, plots, md = section
    records = {p.stem[3:]: json.loads(p.read_text()) for p in hotspot_own.BENCH_DIR.glob("jdk*.json")}
    table = _table(md, "sha256_implCompressMB")
    row = next(r for r in table if r["core"] == f"{P670} (VLEN 128)")
    ours = next(r for r in rows if r.stub == "sha256_implCompressMB" and r.vlen == 128).cycles[P670].cpb
    assert row["ours c/B"] == f"{ours:.3f}"
    for rel, rec in records.items():         # every committed release, read from its record
        figs = [m["cycles"][P670]["cpb"] for m in rec["measurements"]
                if m["stub"] == "sha256_implCompressMB" and m["vlen"] == 128 and P670 in m.get("cycles", {})]
        assert row[f"HotSpot {rel} c/B"] == (f"{min(figs):.3f} (rvv)" if figs else "-")
    floor = float(row["latency floor"])
    assert row["ours/bound"] == f"{ours / max(floor, float(row['crypto-unit bound'])):.2f}x"
    # the in-order x60 has no vector crypto: said, not 0
    x60 = next(r for r in table if r["core"].startswith("spacemit-x60"))
    assert x60["ours c/B"].startswith("n/a (spacemit-x60 has no schedule for")
    crc = {(r["core"], r["variant"]): r for r in _table(md, "updateBytesCRC32")}
    assert crc[("spacemit-x60 (VLEN 256)", "zvbc")]["X100 bound c/B (VLEN 256)"] != "-"
    assert crc[(f"{P670} (VLEN 128)", "zba")]["crypto-unit bound"] == "-"
    for stub in ("sha256_implCompressMB", "updateBytesCRC32"):
        png = plots / f"cycles_{stub}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and f"(plots/cycles_{stub}.png)" in md


def test_a_new_release_record_gets_its_column(section, tmp_path, monkeypatch):
    rows, progs, plots, _ = section
    shutil.copy(hotspot_own.BENCH_DIR / "jdk26.json", tmp_path / "jdk28.json")
    rec = json.loads((tmp_path / "jdk28.json").read_text())
    rec["release"] = "28"
    (tmp_path / "jdk28.json").write_text(json.dumps(rec))
    monkeypatch.setattr(hotspot_own, "BENCH_DIR", tmp_path)
    md = "\n".join(distance.section(rows, progs, plots))
    row = next(r for r in _table(md, "updateBytesCRC32") if r["core"] == f"{P670} (VLEN 128)")
    assert "HotSpot 26 c/B" not in row and row["HotSpot 28 c/B"] == "0.375 (zvbc)"
