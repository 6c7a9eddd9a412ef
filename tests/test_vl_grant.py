"""`sim --vl-grant`: every vset* may grant the smallest (or an odd) vl RVV 1.0 allows.

RVV 1.0, section 6.3: vl = AVL when AVL <= VLMAX; ceil(AVL/2) <= vl <= VLMAX when AVL < 2*VLMAX;
vl = VLMAX when AVL >= 2*VLMAX. QEMU always grants min(AVL, VLMAX), so without the instrumentation
no simulation here could catch a kernel that relies on that.
"""
import pytest

from stubforge.dsl.kernel import define
from stubforge.emitters import gnu
from stubforge.kernels import aes_rounds
from stubforge.sim import Arg, Buffer, Case, build_harness
from stubforge.sim import verify

VLEN = 128


def _prog(func, extensions=("v",), stub="updateBytesAdler32"):
    return define(stub, func, extensions=set(extensions)).build(strict=False)


def grant_probe(k):
    """Returns the vl granted for AVL = len at e32 m1 (VLMAX 4 at VLEN 128), and leaves every
    other register as it found it (the harness's canaries check that)."""
    _, _, length = k.args
    vl = k.temp()
    with k.vtype(sew=32, lmul=1, avl=length, vl=vl):
        pass
    k.mv(k.result, vl)
    k.ret()


def spec_range(avl: int, vlmax: int) -> range:
    """The vl values RVV 1.0 allows, straight from section 6.3's three cases."""
    if avl <= vlmax:
        return range(avl, avl + 1)
    if avl < 2 * vlmax:
        return range((avl + 1) // 2, vlmax + 1)
    return range(vlmax, vlmax + 1)


@pytest.mark.parametrize("mode", ["max", "min", "odd"])
def test_each_grant_is_legal_and_the_one_asked_for(mode):
    prog = _prog(grant_probe)
    h = build_harness(gnu.emit(prog, vl_grant=mode), None, gnu.symbol(prog), {"v"})
    avls = list(range(0, 12))
    cases = [Case([Buffer(b"")], [Arg.imm(0), Arg.buf(0), Arg.imm(a)]) for a in avls]
    vlmax = VLEN // 32
    for avl, r in zip(avls, h.run(cases, vlen=VLEN)):
        legal = spec_range(avl, vlmax)
        assert r.ok and r.a0 in legal, (avl, r.a0)
        want = {"max": legal[-1], "min": legal[0],
                "odd": next((v for v in legal if v % 2), legal[0])}[mode]
        assert r.a0 == want, (mode, avl, r.a0)
    # the case that matters: AVL 5..7 at VLMAX 4 is granted 3 or 4 ("min"), not QEMU's 4
    if mode == "min":
        assert [r.a0 for r in h.run(cases[5:8], vlen=VLEN)] == [3, 3, 4]


def old_ecb_step(k):
    """The ECB loop as it was before `stubforge sim --vl-grant` existed: one vsetvli per step with
    AVL = the words left, trusting that the grant is a whole number of element groups. AES-128
    with Java's int[] key (the harness lays it out as HotSpot does)."""
    src, dst, key, length = k.args
    keys = k.vregs(11, names="vkeys")
    data = k.vreg(8, name="vdata")
    words, vl, nbytes = k.temps(3, names="words vl nbytes")
    loop, done = k.label("loop"), k.label("done")
    k.beqz(length, done)
    with k.vtype(sew=32, lmul=1, avl=4):
        aes_rounds.aes_load_round_keys(k, key, keys, 10)
        k.srli(words, length, 2)
        k.bind(loop)
        k.setvl(32, 8, avl=words, vl=vl)
        k.vle32_v(data, src)
        aes_rounds.encrypt_rounds(k, data, keys, 10)
        k.vse32_v(data, dst)
        k.slli(nbytes, vl, 2)
        k.add(src, src, nbytes)
        k.add(dst, dst, nbytes)
        k.sub(words, words, vl)
        k.bnez(words, loop)
    k.bind(done)
    k.mv(k.result, length)
    k.ret()


def _aes128_inputs():
    """9, 1 and 33 blocks under random AES-128 keys (the old loop knows no other key size)."""
    from stubforge.sim.layouts import spec_for
    return [i for i in spec_for("electronicCodeBook_encryptAESCrypt").inputs([9 * 16, 16, 33 * 16], seed=3)
            if len(i.key) == 16 and len(i.data) in (16, 144, 528)]


def test_min_grant_fails_the_old_ecb_loop_and_passes_todays():
    inputs = _aes128_inputs()
    assert {len(i.data) for i in inputs} == {16, 144, 528}
    old = _prog(old_ecb_step, extensions=("v", "zvkned", "zvkb"), stub="electronicCodeBook_encryptAESCrypt")
    # as QEMU grants, the old loop passes: nothing here could see the bug
    assert all(o.ok for o in verify.run(old, "S", [VLEN], inputs))
    # the smallest legal grant: 9 blocks = 36 words at VLMAX 32 gives vl = 18, not a multiple of 4
    bad = verify.run(old, "S", [VLEN], inputs, vl_grant="min")
    assert not bad[0].ok and "vaesz.vs" in bad[0].error and "SIGILL" in bad[0].error, bad[0]
    assert "aes_rounds.py" in bad[0].error          # reported at the kernel line, through the wrapper
    from stubforge.kernels import get
    today = get("electronicCodeBook_encryptAESCrypt").build("default")
    for mode in ("min", "odd"):
        assert all(o.ok for o in verify.run(today, "S", [VLEN, 256], inputs, vl_grant=mode)), mode


def test_cxx_path_is_not_instrumented():
    prog = _prog(grant_probe)
    with pytest.raises(ValueError, match=".S path"):
        verify.stub_code(prog, "C++", vl_grant="min")
    with pytest.raises(ValueError, match="--words"):
        gnu.emit(prog, words=True, vl_grant="min")


def _every_kernel():
    from stubforge import kernels
    return [(kd.stub, var) for kd in kernels.load_all().values() for var in kd.variants]


@pytest.mark.parametrize("stub,variant", _every_kernel())
def test_every_kernel_passes_with_the_smallest_legal_grant(stub, variant):
    """What CI holds every kernel to: right whatever vl a CPU grants, not only QEMU's (the quick
    inputs at every VLEN under "min", VLEN 128 under "odd")."""
    from helpers import assert_all_pass
    from stubforge import kernels
    from stubforge.sim.layouts import spec_for
    prog = kernels.get(stub).build(variant)
    quick = spec_for(stub).quick_inputs()
    assert_all_pass(verify.run(prog, "S", (128, 256, 512, 1024), quick, vl_grant="min"))
    assert_all_pass(verify.run(prog, "S", (128,), quick, vl_grant="odd"))
