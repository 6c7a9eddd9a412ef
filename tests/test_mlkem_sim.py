"""The ML-KEM stubs in HotSpot's layout, simulated in QEMU against ML_KEM.java's own bodies.

The judge (stubs/mlkem.py) is the transcription of the Java (stubs/mlkem_java.py, itself checked
against kyber-py in test_mlkem_ref.py): every coefficient equal, inputs unchanged, every array
ending at a guard page, on edge polynomials (all 0, q-1, +-q, 32767, -32768, alternations) and
random ones; VLEN 128..1024, both output paths, every parameter value, and a wrong kernel caught.
"""
import pytest

from stubforge import kernels
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs import mlkem
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
STUBS = ("kyberAddPoly_2", "kyberAddPoly_3", "kyberBarrettReduce", "kyber12To16", "kyberNttMult",
         "kyberNtt", "kyberInverseNtt")


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub", STUBS)
def test_matches_the_java_body(stub, path):
    spec = spec_for(stub)
    inputs = spec.inputs([], seed=9)
    assert_all_pass(verify.run(kernels.get(stub).build(), path, VLENS, inputs), len(inputs))


@pytest.mark.parametrize("stub", STUBS)
def test_every_parameter_value_passes(stub):
    kd = kernels.get(stub)
    spec = spec_for(stub)
    for name, param in kd.params.items():
        for value in param.choices:
            prog = kd.build(None, {name: value})
            assert_all_pass(verify.run(prog, "S", (128, 1024), spec.quick_inputs()))


def test_inputs_reach_the_corners():
    polys = {p for i in spec_for("kyberNtt").inputs([]) for p in i.polys}
    for c in (0, mlkem.Q - 1, mlkem.Q, -mlkem.Q, 32767, -32768):
        assert tuple([c] * mlkem.N) in polys
    aliased = [i for i in spec_for("kyberAddPoly_2").inputs([]) if i.alias]
    assert aliased and len(aliased) < len(spec_for("kyberAddPoly_2").inputs([]))
    lengths = {i.parsed_length for i in spec_for("kyber12To16").inputs([])}
    assert {256, 112, 0, 1, 3, -1} <= lengths


def test_a_wrong_kernel_fails(monkeypatch):
    # Barrett's shift one short: the judge must see it.
    from stubforge.kernels import mlkem as km
    monkeypatch.setattr(km, "BARRETT_SHIFT", 25)
    outcomes = verify.run(kernels.get("kyberBarrettReduce").build(), "S", (128,),
                          spec_for("kyberBarrettReduce").quick_inputs())
    assert not any(o.ok for o in outcomes)


@pytest.mark.parametrize("stub", ("kyberNtt", "kyberInverseNtt"))
def test_the_zetas_come_from_javas_array(monkeypatch, stub):
    # The NTTs carry no zeta table: one zeta of the last level off in the array the harness passes
    # (the one Java passes) and the judge, who uses Java's own MONT_ZETAS_FOR_NTT, must see it.
    assert not kernels.get(stub).build().data
    right = mlkem.java_vector_zetas
    monkeypatch.setattr(mlkem, "java_vector_zetas",
                        lambda inverse: tuple(z + (i == 6 * 128) for i, z in enumerate(right(inverse))))
    inputs = [i for i in spec_for(stub).inputs([]) if i.what.startswith("random")][:3]
    outcomes = verify.run(kernels.get(stub).build(), "S", (128,), inputs)
    assert not any(o.ok for o in outcomes)


def test_ntt_mult_takes_its_gammas_from_javas_array(monkeypatch):
    # kyberNttMult carries no table either: montZetasForVectorNttMultArr as Java has it (spot
    # values), each short the 16-bit Montgomery form of ZETAS_FOR_NTT_MULT[m]; one off, the judge sees it.
    from stubforge.stubs import mlkem_java as J
    z = mlkem.java_mult_zetas()
    assert z[:4] == (-1103, 1103, 430, -430) and z[92:96] == (-1187, 1187, 1670, 1659) and len(z) == 128
    assert all((v - J.ZETAS_FOR_NTT_MULT[m] * 2 ** 16) % mlkem.Q == 0 for m, v in enumerate(z))
    assert not kernels.get("kyberNttMult").build().data
    monkeypatch.setattr(mlkem, "java_mult_zetas", lambda: tuple(v + (m == 127) for m, v in enumerate(z)))
    inputs = [i for i in spec_for("kyberNttMult").inputs([]) if i.what.startswith("random")][:3]
    outcomes = verify.run(kernels.get("kyberNttMult").build(), "S", (128,), inputs)
    assert not any(o.ok for o in outcomes)


@pytest.mark.parametrize("stub", ("kyberNtt", "kyberInverseNtt"))
def test_any_representative_of_a_zeta_gives_javas_result(monkeypatch, stub):
    # Java's array holds 16-bit Montgomery values in (-q, q), two of them above q/2: the stubs make
    # each Java's R = 2^20 value exactly, whichever representative it gets.
    right = mlkem.java_vector_zetas
    monkeypatch.setattr(mlkem, "java_vector_zetas",
                        lambda inverse: tuple(z - mlkem.Q if z > 0 else z + mlkem.Q for z in right(inverse)))
    spec = spec_for(stub)
    assert_all_pass(verify.run(kernels.get(stub).build(), "S", (128, 1024), spec.quick_inputs()))


def test_the_harness_lays_the_zetas_out_as_java():
    # Spot values of ML_KEM.java's montZetasForVectorNttArr and montZetasForVectorInverseNttArr (896
    # shorts each, 7 levels of 128: each block's zeta once per butterfly, 16-bit Montgomery), and
    # each congruent to the R = 2^20 zeta the Java bodies read, times 2^-4.
    from stubforge.stubs import mlkem_java as J
    fwd, inv = mlkem.java_vector_zetas(False), mlkem.java_vector_zetas(True)
    assert len(fwd) == len(inv) == 896
    assert [fwd[128 * level] for level in range(7)] == [-758, -359, 1493, -171, 573, 1223, -1103]
    assert fwd[768:776] == (-1103, -1103, 430, 430, 555, 555, 843, 843)
    assert fwd[640 + 48:640 + 52] == (1711,) * 4 and fwd[768 + 94:768 + 96] == (1670, 1670)   # Java's uncentred
    assert inv[:8] == (-1628, -1628, -1522, -1522, 1460, 1460, -958, -958) and inv[32:34] == (1659, 1659)
    assert inv[128:136] == (1275,) * 4 + (-677,) * 4
    for level in range(7):
        l, nb = 128 >> level, 1 << level
        for i in range(128):
            assert (fwd[128 * level + i] * 16 - J.MONT_ZETAS_FOR_NTT[nb - 1 + i // l]) % mlkem.Q == 0
            li, nbi = 2 << level, 64 >> level
            assert (inv[128 * level + i] * 16 + J.MONT_ZETAS_FOR_NTT[126 - (128 - 2 * nbi + i // li)]) % mlkem.Q == 0


@pytest.mark.parametrize("grant", ("min", "odd"))
def test_strip_mining_with_any_granted_vl(grant):
    for stub in STUBS:
        spec = spec_for(stub)
        assert_all_pass(verify.run(kernels.get(stub).build(), "S", (128, 512), spec.quick_inputs(), vl_grant=grant))
