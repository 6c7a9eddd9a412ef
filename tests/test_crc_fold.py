"""The "zvbc" variant of updateBytesCRC32/CRC32C: carry-less multiply folding (kernels/crc32_fold.py).

Simulated in QEMU against zlib / crc32c at VLEN 128..1024 through both the .S and the C++ path, for
every allowed LMUL, on a CPU lacking Zvbc or Zbc, and counted. The folding keys are checked against
zlib too: a lane folded forward by d lanes must have the CRC of the lane followed by 16*d zero bytes.
"""
import random
import zlib

import crc32c
import pytest

from stubforge.dsl.ir import KernelError

from stubforge import kernels
from stubforge.emitters import gnu, hotspot
from stubforge.kernels import crc32_fold
from stubforge.kernels.crc32 import CRC32_POLY, CRC32C_POLY
from stubforge.bench import measure as bench
from stubforge.sim import inputs, verify
from stubforge.sim.layouts import Input
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
STUBS = ("updateBytesCRC32", "updateBytesCRC32C")
FULL = inputs.checksum_inputs(inputs.parse_sizes("0-1024,65543"), seed=13)


def _level_sizes():
    """Lengths around every vector step size (32 * 2^j bytes, up to 1024 = VLEN 1024 at LMUL 4) and
    their sums, where the loop hands over to the next level, the 16-byte block and the 8-byte step."""
    steps = [32 << j for j in range(8)]
    base = set(steps) | {a + b for a in steps for b in steps} | {a + b + 16 for a in steps for b in steps}
    return sorted({n + e for n in base for e in (-17, -16, -9, -8, -1, 0, 1, 7, 8, 15, 16, 17, 31)
                   if n + e >= 0})


LEVELS = inputs.checksum_inputs(sorted(set(_level_sizes()) | set(range(0, 80))), seed=17, misalign=True)


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub", STUBS)
def test_matches_reference(stub, path):
    prog = kernels.get(stub).build("zvbc")
    outcomes = verify.run(prog, path, VLENS, FULL)
    assert [o.vlen for o in outcomes] == list(VLENS)
    assert all(o.cases == len(FULL) for o in outcomes)
    assert_all_pass(outcomes)


@pytest.mark.parametrize("lmul", kernels.get("updateBytesCRC32").params["lmul"].choices)
@pytest.mark.parametrize("stub", STUBS)
def test_every_lmul_passes(stub, lmul):
    prog = kernels.get(stub).build("zvbc", {"lmul": lmul})
    assert_all_pass(verify.run(prog, "S", VLENS, LEVELS))


@pytest.mark.parametrize("missing", ["zvbc"])
@pytest.mark.parametrize("stub", STUBS)
def test_cpu_lacking_an_extension_is_named(stub, missing):
    prog = kernels.get(stub).build("zvbc")
    assert {"zvbc", "v"} <= prog.extensions and "zbc" not in prog.extensions
    cpu = set(prog.extensions) - {missing}
    rnd = random.Random(5)
    cases = [Input(rnd.randbytes(n), rnd.getrandbits(32)) for n in (100, 5000)]
    [o] = verify.run(prog, "S", (128,), cases, cpu_extensions=cpu)
    assert not o.ok
    assert f"({missing})" in o.error and "lacks" in o.error, o.error
    assert "kernels/crc32_fold.py" in o.error           # the kernel line that used it
    assert "Illegal instruction" not in o.error


def test_instructions_per_byte_well_below_the_table():
    table = bench.measure(kernels.get("updateBytesCRC32").build("zba"), (128,), baselines=())[0].ipb
    for stub in STUBS:
        rows = {r.vlen: r for r in bench.measure(kernels.get(stub).build("zvbc"), VLENS, baselines=())}
        assert rows[128].ipb < 1.0 and rows[128].ipb < table / 10, (rows[128].ipb, table)
        for a, b in zip(VLENS, VLENS[1:]):               # one step takes VLEN*LMUL/4 bytes: twice as many
            assert rows[b].ipb == pytest.approx(rows[a].ipb / 2, rel=0.02)
        assert rows[128].classes["vcrypto"] > 0 and rows[128].classes["vmem"] > 0


def test_lmul_scales_the_step():
    kd = kernels.get("updateBytesCRC32C")
    ipb = [bench.measure(kd.build("zvbc", {"lmul": m}), (256,), baselines=())[0].ipb for m in (1, 2, 4)]
    assert ipb[0] == pytest.approx(2 * ipb[1], rel=0.02) and ipb[1] == pytest.approx(2 * ipb[2], rel=0.02)


@pytest.mark.parametrize("stub", STUBS)
def test_parameters_only_touch_their_variants(stub):
    """lmul belongs to zvbc, unroll to the table variants: the other variants' code does not change
    with them, and their outputs do not mention them."""
    kd = kernels.get(stub)
    for var in ("zba", "base"):            # a parameter the variant does not take is refused, not ignored
        with pytest.raises(KernelError, match="lmul applies to the zvbc variant only"):
            kd.build(var, {"lmul": 2})
        assert "lmul" not in gnu.emit(kd.build(var))
    with pytest.raises(KernelError, match="unroll applies to the zba, base, rvv variants only"):
        kd.build("zvbc", {"unroll": 4})
    text = gnu.emit(kd.build("zvbc"))
    assert "unroll" not in text.splitlines()[0] and "lmul=" in text.splitlines()[0]
    assert len({gnu.emit(kd.build("zvbc", {"lmul": m})) for m in kd.params["lmul"].choices}) == 3


def test_hotspot_assembler_additions_are_the_vector_clmul_forms():
    """Mainline has the .vv forms, not the .vx ones the one-element reduction uses; JDK 21 has neither."""
    for stub in STUBS:
        prog = kernels.get(stub).build("zvbc")
        assert set(hotspot.needed_methods(prog, "mainline")) == {"vclmul_vx", "vclmulh_vx"}
        assert "vclmul_vv" in hotspot.emit(prog, "mainline")
        assert set(hotspot.needed_methods(prog, "21")) == {"vclmul_vv", "vclmulh_vv", "vclmul_vx", "vclmulh_vx"}


# ---- the keys, against zlib and crc32c ---------------------------------------------------------

def _clmul(a, b):
    r = 0
    while b:
        if b & 1:
            r ^= a
        a, b = a << 1, b >> 1
    return r


def _raw(poly, data):
    """M(x)*x^32 mod P of `data`, reflected (state 0, no inversion), from the reference library."""
    if poly == CRC32_POLY:
        return ~zlib.crc32(data, 0xFFFFFFFF) & 0xFFFFFFFF
    return ~crc32c.crc32c(data, value=0xFFFFFFFF) & 0xFFFFFFFF


def _lane(lo, hi):
    return lo.to_bytes(8, "little") + hi.to_bytes(8, "little")


@pytest.mark.parametrize("poly", [CRC32_POLY, CRC32C_POLY])
def test_lane_keys_fold_a_lane_forward(poly):
    rnd = random.Random(poly)
    for d in (0, 1, 2, 3, 8, 17, 64):
        key1, key2 = crc32_fold.lane_keys(poly, d)
        for _ in range(20):
            lo, hi = rnd.getrandbits(64), rnd.getrandbits(64)
            folded = _clmul(lo, key1) ^ _clmul(hi, key2)           # one 128-bit lane
            f_lo, f_hi = folded & crc32_fold.M64, folded >> 64
            assert f_hi >> 64 == 0
            assert _raw(poly, _lane(f_lo, f_hi)) == _raw(poly, _lane(lo, hi) + bytes(16 * d))


@pytest.mark.parametrize("poly", [CRC32_POLY, CRC32C_POLY])
def test_barrett_keys_give_the_crc_of_a_word(poly):
    mu, p = crc32_fold.barrett_keys(poly)
    rnd = random.Random(poly + 1)
    for z in [0, 1, crc32_fold.M64, 1 << 63] + [rnd.getrandbits(64) for _ in range(200)]:
        q = _clmul(z, mu) & crc32_fold.M64                        # clmul
        crc = _clmul(q, p) >> 64                                  # clmulh
        assert crc == _raw(poly, z.to_bytes(8, "little"))


@pytest.mark.parametrize("poly", [CRC32_POLY, CRC32C_POLY])
def test_the_128_to_64_fold_keeps_the_crc(poly):
    k0 = crc32_fold.lane_keys(poly, 0)[0]
    rnd = random.Random(poly + 2)
    for _ in range(100):
        lo, hi = rnd.getrandbits(64), rnd.getrandbits(64)
        prod = _clmul(lo, k0)
        t_a, t_b = prod & crc32_fold.M64, prod >> 64
        z = hi ^ t_b ^ (_clmul(t_a, k0) >> 64)
        assert _raw(poly, z.to_bytes(8, "little")) == _raw(poly, _lane(lo, hi))
