"""tune by modelled cycles, per core (issue 22 part 4): real llvm-mca runs on a small sweep.

The references: the whole-trace model (every executed instruction through llvm-mca in one run,
bench/trace.whole_trace) for which candidate is fastest on each core; the committed figures
`stubforge patch` decides from (generated/measurements.json) for the metric itself; what
the models say of ChaCha20 plain V's interleave (the in-order x60 needs the four quarter-rounds in
step to hide its latencies; the P870 does slightly better issuing one at a time).

ChaCha20 V had an `lmul` parameter when the issue was filed (LMUL 2 best on the x60, 4 on the P670);
its rebuild (one block per lane, LMUL 1 at every VLEN: the 16 state words leave no room for more)
replaced it with `interleave`, the per-core knob these tests sweep."""
import json
import re

import pytest

from stubforge import cli, kernels
from stubforge.bench import mca, measure, measured, tune
from stubforge.sim.layouts import spec_for
from stubforge.sim.verify import harness_for

MODELS = ["spacemit-x60", "sifive-p870"]


@pytest.fixture(scope="module")
def chacha_v():
    return tune.tune("chacha20Block", {"interleave": ["1", "4"]}, variant="v", models=MODELS)


def _whole_trace_cycles(prog, model):
    """The reference: the call's exact executed sequence through llvm-mca, uncompressed."""
    vlen = mca.core(model).vlen
    hi = measure._counted(harness_for(prog, "S"), prog.name, measure.DEFAULT_SIZES[1], vlen, set(prog.extensions))
    span = spec_for(prog.name).bytes_per_call(hi.result)
    return measure.whole_call_cycles(prog, measure._Nothing(), hi, measure.DEFAULT_SIZES, span, model,
                                     whole=True).cpb


def test_winner_per_core_is_the_whole_trace_models_fastest(chacha_v):
    r = chacha_v
    assert [c.label for c in r.candidates] == ["interleave=1", "interleave=4"] and not r.skipped
    kd = kernels.get("chacha20Block")
    for m in MODELS:
        ref = {c.label: _whole_trace_cycles(kd.build("v", c.swept), m) for c in r.candidates}
        for c in r.candidates:     # the figure ranked is the whole call's (within trace.py's 3%)
            assert r.value(c, m) == pytest.approx(ref[c.label], rel=0.03)
        assert r.winner(m).label == min(ref, key=ref.get)
    # the in-order x60 (VLEN 256) needs the quarter-rounds in step; the out-of-order P870 does not
    assert r.winner("spacemit-x60").swept == {"interleave": 4}
    assert r.winner("sifive-p870").swept == {"interleave": 1}


def test_compromise_is_the_smallest_worst_ratio(chacha_v):
    r = chacha_v
    v = {(c.label, m): r.value(c, m) for c in r.candidates for m in MODELS}
    best = {m: min(v[(c.label, m)] for c in r.candidates) for m in MODELS}
    worst = {c.label: max(v[(c.label, m)] / best[m] for m in MODELS) for c in r.candidates}
    want = min(worst, key=worst.get)
    assert r.compromise().label == want
    assert r.worst_ratio(r.compromise())[0] == pytest.approx(worst[want])
    assert worst[want] > 1.0         # no candidate is best everywhere: the compromise costs something


def test_tune_ranks_the_figure_patch_decides_from(chacha_v):
    """tune and patch read the same metric from the same LLVM: the committed figure of the default
    (interleave=4) on each model is the one tune ranks."""
    ours = measured.load_ours()
    kd = kernels.get("chacha20Block")
    prog = kd.build("v", {"interleave": 4})
    committed = measured.ours_for(prog, ours)
    assert committed is not None, "generated/measurements.json is stale for chacha20Block[v]"
    doc = {(e["stub"], e["variant"]): e for e in json.loads(measured.OURS.read_text())["kernels"]}
    lmul4 = next(c for c in chacha_v.candidates if c.swept == {"interleave": 4})
    for m in MODELS:
        fig = doc[("chacha20Block", "v")]["vlens"][str(mca.core(m).vlen)]["cycles"][m]
        assert fig["llvm"] == chacha_v.llvm
        assert chacha_v.value(lmul4, m) == pytest.approx(fig["cpb"], abs=1e-6)


def test_instructions_metric_ranks_otherwise():
    """Adler32 on the P670: unrolling by 4 executes fewer instructions per byte, yet the model runs
    the plain loop faster -- the two metrics pick different winners."""
    by_cycles = tune.tune("updateBytesAdler32", {"unroll": ["1", "4"]}, variant="default", models=["sifive-p670"])
    by_insns = tune.tune("updateBytesAdler32", {"unroll": ["1", "4"]}, variant="default", models=["sifive-p670"],
                         metric="instructions")
    w = by_insns.winner("sifive-p670")
    assert w.swept == {"unroll": 4}
    assert by_insns.value(w, "sifive-p670") == pytest.approx(by_insns.row(w, "sifive-p670").ipb)
    assert by_cycles.winner("sifive-p670").swept == {"unroll": 1}


def test_model_without_a_schedule_is_na_and_left_out_of_the_compromise():
    r = tune.tune("chacha20Block", {"interleave": ["1", "4"]}, variant="zvkb", models=MODELS)
    assert r.winner("spacemit-x60") is None
    assert r.why_none("spacemit-x60") == "n/a (spacemit-x60 has no schedule for vror.vi)"
    assert r.ranked_models() == ["sifive-p870"]
    assert r.compromise() is r.winner("sifive-p870")


def test_cli_prints_each_models_winner_with_figures(capsys):
    rc = cli.main(["tune", "chacha20Block", "--variant", "v", "--param", "interleave=1,4",
                   "--model", "spacemit-x60", "--model", "sifive-p870"])
    out = capsys.readouterr().out
    assert rc == 0, out
    for m, want in (("spacemit-x60", "interleave=4"), ("sifive-p870", "interleave=1")):
        line = next(l for l in out.splitlines() if l.startswith(f"{m}: winner"))
        assert re.match(rf"{m}: winner {want}: \d+\.\d+ modelled cycles/B, llvm-mca {mca.tool().major}, {m} "
                        rf"\(VLEN {mca.core(m).vlen}, vl=VLMAX\), whole call; next interleave=\d: \d+\.\d+ \(\d\.\d\dx\)$",
                        line), line
    assert re.search(r"^best compromise over spacemit-x60, sifive-p870: interleave=\d \(worst ratio to a model's best "
                     r"\d\.\d\dx, on [\w-]+\)$", out, re.M), out


def test_save_records_each_models_winner(chacha_v, tmp_path, monkeypatch):
    monkeypatch.setattr(kernels, "TUNED_FILE", tmp_path / "tuned.json")
    (tmp_path / "tuned.json").write_text(json.dumps({"updateBytesCRC32": {"zba": {"unroll": 16}}}))
    saved = tune.save(chacha_v)
    data = json.loads((tmp_path / "tuned.json").read_text())
    # what emit/generate/patch read stays a plain parameter dict per stub and variant
    assert data["chacha20Block"]["v"] == saved == chacha_v.compromise().params
    assert data["updateBytesCRC32"] == {"zba": {"unroll": 16}}
    rec = data[kernels.BY_MODEL]["chacha20Block"]["v"]
    assert rec["spacemit-x60"]["params"] == {"interleave": 4} and rec["sifive-p870"]["params"] == {"interleave": 1}
    assert rec["sifive-p870"]["llvm"] == chacha_v.llvm and rec["sifive-p870"]["metric"] == "modelled cycles/B"
    assert rec["compromise"]["params"] == saved
    kernels.load_all()
    assert kernels.get("chacha20Block").resolve("v")[1]["interleave"] == saved["interleave"]
    monkeypatch.undo()
    kernels.load_all()               # the committed defaults again for the tests that follow


@pytest.mark.parametrize("argv,words", [
    (("--model", "nosuch"), "unknown core model 'nosuch'"),
    (("--metric", "speed"), "invalid choice: 'speed'"),
    (("--param", "interleave=3"), "interleave=3: not an allowed value of chacha20Block's interleave (allowed: 1, 2, 4)"),
    (("--param", "interleave=two"), "--param interleave=two: parameter interleave='two': expected int"),
    (("--param", "lmul=1,2,4"), "chacha20Block has no parameter 'lmul'"),
    (("--param", "rounds=2"), "chacha20Block has no parameter 'rounds'"),
    (("--param", "interleave"), "--param wants NAME=V1,V2,..., got 'interleave'"),
    (("--param", "interleave=2", "--variant", "nosuch"), "no variant 'nosuch'"),
    (("--param", "interleave=2", "--sizes", "8,4"), "--sizes"),
])
def test_bad_flag_values_exit_2_one_line(capsys, argv, words):
    base = ["tune", "chacha20Block"] + ([] if "--param" in argv else ["--param", "interleave=2"])
    rc = cli.main(base + list(argv))
    cap = capsys.readouterr()
    assert rc == 2 and cap.out == "", cap
    assert cap.err.count("\n") == 1 and cap.err.startswith("stubforge") and words in cap.err, cap.err


def test_a_tie_goes_the_same_way_in_the_table_the_winner_and_the_compromise(capsys):
    """Adler32's sweep tied unroll=1 and unroll=8 at 0.1875 cycles/B on p670: the table ranked one first
    and the summary named the other. One tie-break (fewer instructions/B, then sweep order) rules all."""
    from stubforge import cli
    from stubforge.bench.measure import Cycles, Row
    from stubforge.bench.tune import Candidate, TuneResult

    def cand(unroll, cpb, ipb):
        cyc = Cycles("sifive-p670", 22, cpb=cpb, fixed=40.0)
        row = Row("t", "updateBytesAdler32", "default", {}, 128, ipb, 40.0, {}, cycles={"sifive-p670": cyc})
        return Candidate({"unroll": unroll}, {"unroll": unroll}, {128: row})
    r = TuneResult("updateBytesAdler32", "default", "cycles", ["sifive-p670"], [128], [128], (4096, 65536), 22,
                   [cand(1, 0.18750001, 0.236), cand(2, 0.203, 0.205), cand(8, 0.1875, 0.223)])
    assert r.winner("sifive-p670").label == "unroll=8"          # equal to 4 places: fewer instructions/B
    assert r.compromise() is r.winner("sifive-p670") is r.order()[0]
    cli._print_tune(r)
    out = capsys.readouterr().out
    first = next(ln for ln in out.splitlines() if ln.lstrip().startswith("1 "))
    assert "unroll=8" in first and "sifive-p670: winner unroll=8" in out and "fewer instructions/B" in out
