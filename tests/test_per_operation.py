"""bench/per_operation.py: calls per ML-KEM-768 / ML-DSA-65 operation, and instructions per operation in
the intrinsified methods, ours vs C2's.

The committed record (bench/hotspot/calls-per-op-jdk27.json) is checked against FIPS 203 / FIPS 204's
algorithms (how many NTTs, inverse NTTs and NTT products each operation does), the per-operation sum
against a value computed by hand from the record's counts and the per-call figures written here, and
bad input through the CLI. With Debian's amd64 JDK 27 in .cache/bootjdk-27 (`bash .ci/boot-jdk 27`), a
recount of the first operations must give the record's rows, compiled and interpreted alike.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from stubforge import cli
from stubforge.bench import per_operation as po

KEM, DSA = po.KEM, po.DSA
NTT, INV, MULT = KEM + "implKyberNtt([S[S)I", KEM + "implKyberInverseNtt([S[S)I", KEM + "implKyberNttMult([S[S[S[S)I"
DNTT, DINV, DMULT = (DSA + "implDilithiumAlmostNtt([I[I)I", DSA + "implDilithiumAlmostInverseNtt([I[I)I",
                     DSA + "implDilithiumNttMult([I[I[I)I")
BOOT27 = Path(__file__).resolve().parent.parent / ".cache" / "bootjdk-27" / "usr" / "lib" / "jvm" / \
    "java-27-openjdk-amd64"


@pytest.fixture(scope="module")
def rec():
    return po.load(27)


def test_the_committed_record_loads_with_every_operation(rec):
    assert rec.release == "27" and "27.0.1" in rec.runtime and rec.arch == "amd64"
    assert {"-XX:-UseKyberIntrinsics", "-XX:-UseDilithiumIntrinsics", "-XX:-UseSHA3Intrinsics"} <= set(rec.flags)
    assert all(len(rec.counts[k]) == rec.ops == 200 for k in po.KINDS)
    # counted on amd64 for riscv64: the provider classes must be the riscv64 runtime's
    assert rec.same_classes == {"runtime": "27.0.1+1-1-Debian", "identical": True}


def test_ml_kem_768_calls_are_fips_203s(rec):
    # k = 3. K-PKE.KeyGen: NTT(s), NTT(e) (2k), Â∘ŝ (k²). Encaps = K-PKE.Encrypt: NTT(y) (k),
    # NTT⁻¹ of u (k) and v (1), Âᵀ∘ŷ and t̂ᵀ∘ŷ (k² + k). Decaps: K-PKE.Decrypt (NTT(u): k, ŝᵀ∘û: k,
    # one NTT⁻¹) and the re-encryption.
    k = 3
    want = {"ml-kem-768 keygen": (2 * k, 0, k * k),
            "ml-kem-768 encaps": (k, k + 1, k * k + k),
            "ml-kem-768 decaps": (2 * k, k + 2, k * k + 2 * k)}
    for kind, (ntt, inv, mult) in want.items():
        assert set(rec.calls(kind, NTT)) == {ntt}, kind
        assert set(rec.calls(kind, INV)) == {inv}, kind
        assert set(rec.calls(kind, MULT)) == {mult}, kind


def test_ml_dsa_65_verification_calls_are_fips_204s(rec):
    # (k, l) = (6, 5). ML-DSA.Verify: NTT⁻¹(Â∘NTT(z) − NTT(c)∘NTT(t1·2^d)): l + 1 + k NTTs, k·l + k
    # products, k inverse NTTs; key generation: NTT(s1) (l) and Â∘ŝ1 (k·l)
    k, l_ = 6, 5
    assert set(rec.calls("ml-dsa-65 verify", DNTT)) == {l_ + 1 + k}
    assert set(rec.calls("ml-dsa-65 verify", DMULT)) == {k * l_ + k}
    assert set(rec.calls("ml-dsa-65 verify", DINV)) == {k}
    assert set(rec.calls("ml-dsa-65 keygen", DNTT)) == {l_}
    assert set(rec.calls("ml-dsa-65 keygen", DMULT)) == {k * l_}
    # signing repeats its loop until a candidate passes: every iteration one NTT of y (l) and of c
    # (1) beyond the set-up's (s1, s2, t0: l + 2k), so the spread is whole iterations
    sign = rec.calls("ml-dsa-65 sign", DNTT)
    assert all((n - (l_ + 2 * k)) % (l_ + 1) == 0 and n > l_ + 2 * k for n in sign)
    assert len(set(sign)) > 3


# the record's first encapsulation, written out (checked against the record below) ...
ENCAPS_0 = {NTT: 3, INV: 4, MULT: 12, KEM + "implKyberAddPoly([S[S[S)I": 15, KEM + "implKyberAddPoly([S[S[S[S)I": 1,
            KEM + "implKyber12To16([BI[SI)I@generateA": 27, KEM + "implKyber12To16([BI[SI)I@decodePoly": 3,
            KEM + "implKyberBarrettReduce([S)I": 11, po.SHA3 + "implCompress0([BI)V": 17,
            po.PAR + "doubleKeccak([J[J)I": 15}
# ... and the instructions per call: generated/measurements.json at VLEN 128; bench/hotspot/c2-jdk27.json
COSTS = {NTT: (2081, 26538), INV: (2155, 27474), MULT: (699, 5173), KEM + "implKyberAddPoly([S[S[S)I": (125, 645),
         KEM + "implKyberAddPoly([S[S[S[S)I": (157, 871), KEM + "implKyber12To16([BI[SI)I@generateA": (665, 1478),
         KEM + "implKyber12To16([BI[SI)I@decodePoly": (665, 3278), KEM + "implKyberBarrettReduce([S)I": (95, 1237),
         po.SHA3 + "implCompress0([BI)V": (4089, 4845), po.PAR + "doubleKeccak([J[J)I": (3331, 2 * 4845)}


def test_the_per_operation_sum_is_the_hand_computed_one(rec):
    for key, n in ENCAPS_0.items():
        assert rec.calls("ml-kem-768 encaps", key)[0] == n, key
    figs = {f.kind: f for f in po.figures(rec, COSTS)}
    enc = figs["ml-kem-768 encaps"]
    # ours: 3·2081 + 4·2155 + 12·699 + 15·125 + 157 + 27·665 + 3·665 + 11·95 + 17·4089 + 15·3331
    assert enc.ours[0] == 165756
    # C2's: 3·26538 + 4·27474 + 12·5173 + 15·645 + 871 + 27·1478 + 3·3278 + 11·1237 + 17·4845 + 15·9690
    assert enc.c2[0] == 553194
    assert not enc.missing
    # ML-DSA's methods have no figure in COSTS: left out of its sums, and named
    assert figs["ml-dsa-65 sign"].missing and figs["ml-dsa-65 sign"].ours[0] > 0   # the SHA-3 terms


def test_the_committed_per_call_figures_are_those_written_here():
    from stubforge.bench import hotspot_c2
    costs = po.per_call(hotspot_c2.load(27))
    for key, want in COSTS.items():
        assert costs[key] == want, key


def test_the_section_comes_right_after_c2s(tmp_path):
    from stubforge.bench import benchmarks
    md = tmp_path / "BENCHMARKS.md"
    md.write_text(f"# b\n\n## {benchmarks.C2_TITLE} (27)\n\nc2 table\n\n## GOST R 34.12-2015 ECB\n\ngost\n")
    benchmarks.update_per_op_section(md)
    text = md.read_text()
    assert text.index(benchmarks.C2_TITLE) < text.index(benchmarks.PER_OP_TITLE) < text.index("## GOST")
    assert "| ml-kem-768 encaps |" in text and "not the whole operation" in text
    benchmarks.update_per_op_section(md)                    # a second run replaces, never adds
    assert md.read_text() == text


@pytest.mark.parametrize("content, says", [
    (None, "no such record"),
    ("{not json", "not a calls-per-operation record"),
    (json.dumps({"release": "27"}), "not a calls-per-operation record"),
])
def test_a_missing_or_malformed_record_is_one_line_and_exit_2(tmp_path, capsys, content, says):
    f = tmp_path / "calls.json"
    if content is not None:
        f.write_text(content)
    assert cli.main(["bench", "--per-op", "--per-op-record", str(f)]) == 2
    err = capsys.readouterr().err
    assert says in err and str(f) in err and len(err.strip().splitlines()) == 1


def test_a_row_of_the_wrong_length_names_the_operation(tmp_path, capsys, rec):
    d = json.loads(po.dumps(rec))
    d["counts"]["ml-dsa-65 sign"][7] = d["counts"]["ml-dsa-65 sign"][7][:-1]
    f = tmp_path / "calls.json"
    f.write_text(json.dumps(d))
    assert cli.main(["bench", "--per-op", "--per-op-record", str(f)]) == 2
    err = capsys.readouterr().err
    assert "'ml-dsa-65 sign' operation 7" in err and len(err.strip().splitlines()) == 1


def test_a_jdk_home_without_java_is_one_line_and_exit_2(tmp_path, capsys):
    assert cli.main(["bench", "--per-op-jdk", str(tmp_path), "--per-op-ops", "1"]) == 2
    err = capsys.readouterr().err
    assert "no such program" in err and len(err.strip().splitlines()) == 1
    assert cli.main(["bench", "--per-op-jdk", str(tmp_path), "--per-op-ops", "0"]) == 2


@pytest.mark.skipif(not (BOOT27 / "bin" / "javac").exists(), reason="no amd64 JDK 27 (bash .ci/boot-jdk 27)")
@pytest.mark.parametrize("flags", [(), ("-Xint",)])
def test_a_recount_gives_the_records_first_operations(rec, flags):
    # every operation's randomness is seeded from its kind and number: a run of 2 operations without
    # warm-up counts the record's first 2 of each kind, the interpreter's the same as compiled code's
    # (JFR counts the bytecode's invocations)
    again = po.count(BOOT27, ops=2, warm=0, flags=flags)
    for kind in po.KINDS:
        for key in set(rec.methods) | set(again.methods):
            assert again.calls(kind, key) == rec.calls(kind, key)[:2], (kind, key)
