"""Every checksum kernel and variant, simulated in QEMU against zlib / crc32c in HotSpot's layout.

Covers every length 0..1024 and 64 KiB + 7 (end against a guard page), eight misalignments of buf
over a set of lengths, random initial values and the deferred-modulo worst case, at VLEN 128..1024,
through both the .S and the C++ path.
"""
import itertools

import pytest

from stubforge import kernels
from stubforge.dsl.ir import KernelError
from stubforge.emitters import gnu
from stubforge.sim import inputs, verify
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
FULL = inputs.checksum_inputs(inputs.parse_sizes("0-1024,65543"), seed=7)
QUICK = inputs.checksum_inputs(inputs.parse_sizes("0-300,1000,4099,6000"), seed=11)

CHECKSUMS = ("updateBytesAdler32", "updateBytesCRC32", "updateBytesCRC32C")
KERNELS = [(kd.stub, var) for kd in kernels.load_all().values() if kd.stub in CHECKSUMS for var in kd.variants]


def test_inputs_cover_what_the_issue_asks():
    lengths = {len(i.data) for i in FULL if i.tight_end}
    assert set(range(0, 1025)) <= lengths and 65543 in lengths
    assert {i.misalign for i in FULL if not i.tight_end} == set(range(8))
    assert len({i.init for i in FULL}) > 1000


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub,variant", KERNELS)
def test_kernel_matches_reference(stub, variant, path):
    prog = kernels.get(stub).build(variant)
    outcomes = verify.run(prog, path, VLENS, FULL)
    assert [o.vlen for o in outcomes] == list(VLENS)
    assert all(o.cases == len(FULL) for o in outcomes)
    assert_all_pass(outcomes)


def _allowed_combinations(kd, variant=None):
    """Every combination of the allowed values of the parameters that apply to the variant."""
    variant = variant or kd.default_variant
    names = [n for n, p in kd.params.items() if p.applies_to(variant)]
    for values in itertools.product(*(kd.params[n].choices for n in names)):
        yield dict(zip(names, values))


@pytest.mark.parametrize("stub", sorted({s for s, _ in KERNELS}))
def test_every_allowed_parameter_value_passes(stub):
    """Every combination of allowed values builds and passes (a refusal would have to be for
    registers, with a count)."""
    kd = kernels.get(stub)
    built = []
    for combo in _allowed_combinations(kd):
        try:
            prog = kd.build(None, combo)
        except KernelError as e:
            assert "short" in str(e), str(e)
            continue
        built.append(combo)
        assert_all_pass(verify.run(prog, "S", (128, 512), QUICK))
    assert len(built) == len(list(_allowed_combinations(kd)))


def test_every_allowed_parameter_value_passes_in_every_variant():
    """Variant-scoped parameters (e.g. the folding variant's lmul) get their sweep too."""
    for stub in CHECKSUMS:
        kd = kernels.get(stub)
        for var in kd.variants:
            if var == kd.default_variant:
                continue
            for combo in _allowed_combinations(kd, var):
                prog = kd.build(var, combo)
                assert_all_pass(verify.run(prog, "S", (128,), QUICK))


def test_variants_pass_with_every_unroll():
    for stub in ("updateBytesCRC32", "updateBytesCRC32C"):
        kd = kernels.get(stub)
        for var in [v for v in kd.variants if kd.params["unroll"].applies_to(v)]:
            for u in kd.params["unroll"].choices:
                prog = kd.build(var, {"unroll": u})
                assert_all_pass(verify.run(prog, "S", (128,), QUICK))


def test_unroll_changes_the_emitted_code():
    for stub in ("updateBytesAdler32", "updateBytesCRC32"):
        kd = kernels.get(stub)
        texts = {gnu.emit(kd.build(None, {"unroll": u})) for u in kd.params["unroll"].choices}
        assert len(texts) == len(kd.params["unroll"].choices)


def test_unroll_beyond_the_register_file_is_refused_with_the_count():
    kd = kernels.get("updateBytesAdler32")
    with pytest.raises(KernelError, match=r"needs 40 vector register groups of 1 .* registers short"):
        kd.build(None, {"unroll": 40}, strict=False)
    with pytest.raises(KernelError, match="unroll=40 is not an allowed value"):
        kd.build(None, {"unroll": 40})


@pytest.mark.parametrize("stub,missing", [("updateBytesCRC32", "zba"), ("updateBytesCRC32C", "zba"),
                                          ("updateBytesAdler32", "v")])
def test_cpu_lacking_an_extension_is_named(stub, missing):
    kd = kernels.get(stub)
    prog = kd.build(None)
    cpu = set(prog.extensions) - {missing}
    [o] = verify.run(prog, "S", (128,), QUICK[:20], cpu_extensions=cpu)
    assert not o.ok
    assert f"({missing})" in o.error and "lacks" in o.error, o.error
    assert "kernels/" in o.error                       # the kernel line that used it
    assert "Illegal instruction" not in o.error


def test_a_wrong_kernel_fails():
    """The harness can fail: a CRC32 kernel run against the CRC32C reference is caught."""
    prog = kernels.get("updateBytesCRC32").build()
    prog.name = "updateBytesCRC32C"
    [o] = verify.run(prog, "S", (128,), QUICK[:50])
    assert o.failures and "reference says" in o.failures[0]
