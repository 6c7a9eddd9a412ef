"""The ML-DSA stubs in HotSpot's layout, simulated in QEMU against ML_DSA.java's own bodies.

The judge (stubs/mldsa.py) is the transcription of the Java (stubs/mldsa_java.py, itself checked
against dilithium-py in test_mldsa_ref.py): every coefficient equal, inputs unchanged, every array
ending at a guard page, on edge polynomials (all 0, q-1, +-q, the int extremes, alternations) and
random ones; VLEN 128..1024, both output paths, every parameter value, and a wrong kernel caught.
"""
import pytest

from stubforge import kernels
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs import mldsa
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
STUBS = ("dilithiumAlmostNtt", "dilithiumAlmostInverseNtt", "dilithiumNttMult", "dilithiumMontMulByConstant",
         "dilithiumDecomposePoly")


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
    polys = {p for i in spec_for("dilithiumAlmostNtt").inputs([]) for p in i.polys}
    for c in (0, mldsa.Q - 1, mldsa.Q, -mldsa.Q, mldsa.INT_MAX, mldsa.INT_MIN):
        assert tuple([c] * mldsa.N) in polys
    assert any(i.alias for i in spec_for("dilithiumNttMult").inputs([]))
    pairs = {i.ints for i in spec_for("dilithiumDecomposePoly").inputs([])}
    assert set(mldsa.DecomposePoly.PAIRS) <= pairs and len(pairs) > 2
    consts = {i.ints[0] for i in spec_for("dilithiumMontMulByConstant").inputs([])}
    assert set(mldsa.MontMulByConstant.CONSTANTS) <= consts


@pytest.mark.parametrize("stub", ("dilithiumAlmostNtt", "dilithiumAlmostInverseNtt"))
def test_a_wrong_zeta_fails(monkeypatch, stub):
    # One zeta of the last level off in the kernel's table: the judge must see it (on random
    # polynomials: a constant one meets every butterfly of the inverse with x - y = 0).
    from stubforge.kernels import mldsa as km
    for name in ("MONT_ZETAS_FOR_NTT", "_INV_ZETAS"):
        z = list(getattr(km, name))
        z[-1] += 1
        monkeypatch.setattr(km, name, tuple(z))
    inputs = [i for i in spec_for(stub).inputs([]) if i.what.startswith("random")][:3]
    outcomes = verify.run(kernels.get(stub).build(), "S", (128,), inputs)
    assert not any(o.ok for o in outcomes)


@pytest.mark.parametrize("grant", ("min", "odd"))
def test_strip_mining_with_any_granted_vl(grant):
    for stub in STUBS:
        spec = spec_for(stub)
        assert_all_pass(verify.run(kernels.get(stub).build(), "S", (128, 512), spec.quick_inputs(), vl_grant=grant))
