"""Adler32 variant "lanes" against zlib.adler32 where its deferred sums are most at risk.

The per-lane sums stay unreduced for a whole chunk whose length depends on VLEN, step_lmul and
batch, so all-0xFF buffers (the largest sums) are run exactly at, just below and just above one and
two chunks for every allowed parameter combination, besides zlib's own NMAX boundaries (5552*k + r).
The lengths are derived from the kernel's chunk bound; the expected values come from zlib only.
"""
import itertools
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from stubforge import kernels
from stubforge.dsl.ir import KernelError
from stubforge.jdk import patch as jdkpatch
from stubforge.kernels.adler32_lanes import chunk_batches
from stubforge.sim import verify
from stubforge.sim.layouts import Input

VLENS = (128, 256, 512, 1024)
KD = kernels.get("updateBytesAdler32")
NAMES = ("batch", "step_lmul", "load", "split", "short")
COMBOS = [dict(zip(NAMES, c)) for c in itertools.product(*(KD.params[n].choices for n in NAMES))]


def _assert_all_pass(outcomes):
    bad = [f"{o.title} VLEN={o.vlen} {o.path}: {o.error or o.failures}" for o in outcomes if not o.ok]
    assert not bad, "\n".join(bad)


def chunk_bytes(vlen: int, batch: int, step_lmul: int) -> int:
    return chunk_batches(batch) * batch * vlen * step_lmul // 8


def boundary_inputs(vlen: int, batch: int, step_lmul: int) -> list[Input]:
    c = chunk_bytes(vlen, batch, step_lmul)
    step = vlen * step_lmul // 8
    short = [2 * step - 1, 2 * step, 2 * step + 1, 254, 255, 256]   # the short path's steps and limit
    lengths = sorted({*short, c - 1, c, c + 1, c + step, 2 * c - 1, 2 * c + batch * step - 1})
    out = []
    for n in lengths:
        out += [Input(b"\xff" * n, 0xFFF0FFF0), Input(b"\xff" * n, 0xFFFFFFFF)]
    return out


@pytest.mark.parametrize("params", COMBOS, ids=lambda p: "-".join(f"{n}{v}" for n, v in p.items()))
def test_all_ff_at_chunk_boundaries(params):
    try:
        prog = KD.build("lanes", params)
    except KernelError as e:
        assert "short" in str(e), str(e)
        pytest.skip(str(e))
    paths = verify.PATHS if params == {n: KD.resolve("lanes")[1][n] for n in params} else ("S",)
    for path in paths:
        for vlen in VLENS:
            _assert_all_pass(verify.run(prog, path, (vlen,), boundary_inputs(vlen, params['batch'],
                                                                             params['step_lmul'])))


def test_zlib_nmax_multiples_plus_remainders():
    rnd = random.Random(5552)
    lengths = [5552 * k + r for k in (1, 2, 3) for r in (0, 1, 15, 16, 17, 31, 32, 33, 255, 4095)]
    inputs = []
    for n in lengths:
        inputs += [Input(b"\xff" * n, 0xFFFFFFFF), Input(rnd.randbytes(n), rnd.getrandbits(32)),
                   Input(rnd.randbytes(n), rnd.getrandbits(32), misalign=n % 8, tight_end=False)]
    prog = KD.build("lanes")
    for path in verify.PATHS:
        _assert_all_pass(verify.run(prog, path, VLENS, inputs))


def test_chunk_bound_keeps_every_lane_sum_in_range():
    """The bounds stated in kernels/adler32_lanes.py, checked for every allowed batch."""
    for u in KD.params["batch"].choices:
        nb = chunk_batches(u)
        assert nb >= 1
        assert 255 * nb * u <= 0xFFFF                          # A, e16
        assert 255 * nb * u * (u - 1) // 2 <= 0xFFFF           # W, e16
        assert 255 * u * nb * (nb - 1) // 2 < 1 << 32          # C', e32
        assert chunk_batches(u) == nb and (255 * (nb + 1) * u > 0xFFFF
                                           or 255 * (nb + 1) * u * (u - 1) // 2 > 0xFFFF)  # and it is the most


def test_gains_from_vlen():
    """Instructions per byte fall with VLEN (exact QEMU counts, the issue's targets)."""
    from stubforge.bench import measure as bench
    rows = bench.measure(KD.build("lanes"), (128, 1024), baselines=())
    ipb = {r.vlen: r.ipb for r in rows}
    assert ipb[128] <= 0.2, ipb
    assert ipb[1024] <= 0.06, ipb
    assert ipb[1024] < ipb[128] / 4, ipb


FIXTURES = Path(__file__).resolve().parent / "fixtures" / "openjdk"


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
@pytest.mark.parametrize("fixture", ["mainline", "jdk21"])
def test_patch_adds_the_methods_lanes_calls(tmp_path, fixture):
    """The patch writes the multiply-add and the whole-register load the stub calls (their encodings
    are checked against the table in tests/test_patch.py), applies, and a second run changes nothing."""
    root = tmp_path / fixture
    shutil.copytree(FIXTURES / fixture, root)
    prog = KD.build("lanes")
    p = jdkpatch.build(root, [prog])
    assert {"vwaddu_wv", "vwmaccu_vx"} <= set(p.asm_added)
    assert ("vl8re8_v" in p.asm_added) == (fixture == "jdk21")      # JDK 21 has only vl1re8_v
    text = p.text()
    jdkpatch.check(root, text)
    r = subprocess.run(["git", "apply", "-"], input=text, text=True, cwd=root, capture_output=True)
    assert r.returncode == 0, r.stderr
    assert "INSN(vwmaccu_vx," in (root / jdkpatch.ASM).read_text()
    assert jdkpatch.build(root, [prog]).changed == []
