"""Whole-call modelled cycles (bench/trace.py), the pinned llvm-mca and the core models (bench/mca.py).

Every kernel's modelled cycles/B must be within 3% of the whole-trace model (the exact executed
sequence, uncompressed, through llvm-mca), at one VLEN and model (sifive-p670, VLEN 128) and one size
pair small enough for the whole trace (1 KiB and 8 KiB: loops still run more than trace.KEEP
iterations, so the extrapolation is what is tested), and IPC never above the model's dispatch width.
"""
from __future__ import annotations

import os

import pytest

from stubforge import cli, kernels
from stubforge.bench import count as qcount
from stubforge.bench import mca, measure, measured, trace
from stubforge.sim import toolchain
from stubforge.sim.errors import ToolchainError
from stubforge.sim.layouts import spec_for
from stubforge.sim.verify import harness_for

MODEL = "sifive-p670"
SIZES = (1024, 8192)
ALL = [(kd.stub, var) for kd in kernels.load_all().values() for var in kd.variants]


def _figures(prog, sizes=SIZES, vlen=128):
    """(compressed figure, whole-trace figure, counts at the larger size) as bench.measure computes them."""
    h = harness_for(prog, "S")
    lo, hi = (qcount.count_stub(h, spec_for(prog.name).bench_input(n), vlen, cpu_extensions=set(prog.extensions),
                                stub=prog.name, trace=True) for n in sizes)
    span = sizes[1] - sizes[0]
    per_call = getattr(spec_for(prog.name), "bytes_per_call", None)
    if per_call is not None:
        lo, span = measure._Nothing(), per_call(hi.result)
    fig, ref = (measure.whole_call_cycles(prog, lo, hi, sizes, span, MODEL, whole=w) for w in (False, True))
    return fig, ref, hi


def _plain():
    from stubforge.dsl import plainfn
    kernels.load_all()                  # plain functions register as their modules load
    return [(n, v) for n, pd in sorted(plainfn.PLAIN.items()) for v in pd.variants]


@pytest.mark.parametrize("stub,variant", ALL, ids=[f"{s}[{v}]" for s, v in ALL])
def test_every_kernel_is_within_3_percent_of_the_whole_trace(stub, variant):
    _agrees(*_figures(kernels.get(stub).build(variant)))


@pytest.mark.parametrize("name,variant", _plain())
def test_every_gost_function_is_within_3_percent_of_the_whole_trace(name, variant):
    """The plain functions at their default shapes, on smaller sizes (Kuznyechik runs 85 instr/B)."""
    from stubforge.dsl import plainfn
    _agrees(*_figures(plainfn.PLAIN[name].build(variant, None), (256, 1024)))


def _agrees(fig, ref, hi):
    assert fig.llvm == ref.llvm == toolchain.MODEL_LLVM
    if ref.na:          # the model cannot schedule it: both say so, naming the instruction
        assert fig.na == ref.na and fig.na.startswith(f"n/a ({MODEL} has no schedule for ")
        return
    if ref.cpb:
        assert fig.cpb == pytest.approx(ref.cpb, rel=0.03)
    else:               # a single-block stub with no declared block: cycles per call
        assert fig.fixed == pytest.approx(ref.fixed, rel=0.03)
    # A repeated run is costed at llvm-mca's steady-state cycles per iteration (printed to two places),
    # so a call's modelled cycles may fall a hair below instructions/width: 0.5% at most.
    assert fig.ipc <= mca.MODELS[MODEL].width * 1.005


def test_chacha20_zbb_costs_every_instruction():
    """16.8 instructions per byte on a 4-wide core cannot take fewer than 4.2 cycles per byte (the
    rounds loop alone, costed as a steady state, gave an IPC of 4.37)."""
    [row] = measure.measure(kernels.get("chacha20Block").build("zbb"), (128,), baselines=(), model_name=MODEL)
    assert row.cpb >= row.ipb / mca.MODELS[MODEL].width
    assert row.main.ipc <= mca.MODELS[MODEL].width
    assert row.model == f"llvm-mca {toolchain.MODEL_LLVM}, {MODEL} (VLEN 128, vl=VLMAX), whole call"


def test_compression_keeps_the_execution_exact():
    """Pieces and repetitions expand back to exactly the executed instructions, loops found nested."""
    tr = qcount.Trace([(0, 4), (8, 12, 16), (20,)], [0] + [1] * 40 + [2] + ([0] + [1] * 3 + [2]) * 5)
    c = trace.compress(tr)
    assert c.instructions() == sum(len(tr.blocks[b]) for b in tr.seq)
    reps = [d for d in c.defs if d[0] == "r"]
    assert any(d[2] == 5 for d in reps)                       # the outer loop, 5 times
    assert trace.Compressed.from_json(c.to_json(), [0, 4, 8, 12, 16, 20]).defs == c.defs


def test_a_short_loop_is_not_a_steady_state():
    """Three iterations of a loop are costed as the three they are (in context), not as 3/200 of a
    200-iteration run: with a long latency chain the difference is the whole pipeline."""
    prog = kernels.get("updateBytesCRC32").build("zba")
    lines = mca.ir_lines(prog)
    offs = sorted(lines)[:6]
    tr = qcount.Trace([tuple(offs)], [0] * 3)
    read, exts = trace.ir_reader(prog), mca.extensions(prog)
    assert trace.cost(trace.compress(tr), read, exts, MODEL).cycles == trace.whole_trace(tr, read, exts, MODEL).cycles


def test_an_unknown_model_is_an_error(capsys):
    assert cli.main(["bench", "updateBytesCRC32", "--vlen", "128", "--model", "sifive-p999"]) == 2
    err = capsys.readouterr().err
    assert "unknown core model 'sifive-p999'" in err and "spacemit-x60 (VLEN 256)" in err


def test_without_the_pinned_llvm_mca_nothing_is_modelled(tmp_path, monkeypatch, capsys):
    """Another llvm-mca on PATH is never used in its place: the error names the package."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for other in ("llvm-mca-19", "llvm-mca-14"):
        found = [t.path for t in toolchain.all_tools("llvm-mca") if t.path.endswith(other)]
        if found:
            (bin_dir / other).symlink_to(found[0])
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setattr(toolchain, "LLVM_ROOT", tmp_path)
    toolchain.find_tool.cache_clear()
    try:
        with pytest.raises(ToolchainError, match=rf"llvm-mca {toolchain.MODEL_LLVM} not found.*"
                                                 rf"apt-get install llvm-{toolchain.MODEL_LLVM}"):
            mca.tool()
        assert cli.main(["bench", "updateBytesCRC32", "--vlen", "128"]) == 2
        assert f"llvm-mca {toolchain.MODEL_LLVM} not found" in capsys.readouterr().err
    finally:
        toolchain.find_tool.cache_clear()


def test_spacemit_x60_models_what_it_can_schedule():
    """An in-order core at VLEN 256: figures where it schedules every instruction, n/a where a kernel
    uses vector crypto (named)."""
    rows = {v: measure.measure(kernels.get("updateBytesCRC32").build(v), (256,), baselines=(),
                               model_name="spacemit-x60")[0] for v in ("rvv", "zvbc")}
    assert rows["rvv"].cpb > 0 and rows["rvv"].main.ipc <= mca.MODELS["spacemit-x60"].width
    assert rows["zvbc"].main.na.startswith("n/a (spacemit-x60 has no schedule for v")


def test_figures_of_two_llvm_versions_are_never_compared():
    ours = measured.Measured("s", "v", {128: measured.Figure(128, 1.0, cpb=0.5, model=mca.label(MODEL), llvm=22)})
    old = measured.Measured("s", "rvv", {128: measured.Figure(128, 1.0, cpb=0.6, model=mca.label(MODEL, 19),
                                                              llvm=19)})
    with pytest.raises(measured.IncomparableFigures, match="llvm-mca 19"):
        measured.check_comparable([ours, old])
    measured.check_comparable([ours, ours])


@pytest.mark.skipif(not os.environ.get("STUBFORGE_SLOW_TRACE"), reason="set STUBFORGE_SLOW_TRACE=1: the whole "
                    "trace at the benchmark's own sizes (4 KiB and 64 KiB) for every kernel, a few minutes")
@pytest.mark.parametrize("stub,variant", ALL, ids=[f"{s}[{v}]" for s, v in ALL])
def test_every_kernel_at_the_benchmark_sizes(stub, variant):
    fig, ref, _ = _figures(kernels.get(stub).build(variant), measure.DEFAULT_SIZES)
    assert fig.na == ref.na
    if fig.cpb:
        assert fig.cpb == pytest.approx(ref.cpb, rel=0.03)
