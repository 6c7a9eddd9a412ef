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


@pytest.mark.parametrize("grant", ("min", "odd"))
def test_strip_mining_with_any_granted_vl(grant):
    for stub in STUBS:
        spec = spec_for(stub)
        assert_all_pass(verify.run(kernels.get(stub).build(), "S", (128, 512), spec.quick_inputs(), vl_grant=grant))
