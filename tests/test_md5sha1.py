"""The MD5 and SHA-1 compression stubs (kernels/md5.py, kernels/sha1.py), simulated in QEMU in
HotSpot's layout.

Judged against hashlib only: the state after the stub is hashlib's digest of the whole message whose
padded blocks it compressed, from the standard initial value or from hashlib's digest of a random
prefix; every message length 0..1024 and a large one, every misalignment, MB calls whose limit - ofs
is not a multiple of 64 and whose ofs would fault if added to buf. Every variant (MD5: Zbb and
RV64GC; SHA-1: Zbb), both paths (.S and the C++ through the stand-in), VLEN 128..1024 (scalar code: the matrix is the
project's standard).
"""
import hashlib
import random

import pytest

from stubforge import kernels
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs.md5sha1 import ALGS, DigestInput, pad, words
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
SINGLE = ("md5_implCompress", "sha1_implCompress")
MB = ("md5_implCompressMB", "sha1_implCompressMB")
BIG = 65536 + 3 * 64
# every variant of each stub (SHA-1 has none without Zbb: HotSpot's own serves those CPUs)
CASES = [(stub, v) for stub in SINGLE + MB for v in kernels.get(stub).variants]


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub,variant", CASES)
def test_stub_matches_hashlib(stub, variant, path):
    inputs = spec_for(stub).inputs([BIG], seed=5)
    prog = kernels.get(stub).build(variant)
    assert_all_pass(verify.run(prog, path, VLENS, inputs), len(inputs))


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("stub,variant", [c for c in CASES if c[0] in MB])
def test_every_length_and_offset(stub, variant, path):
    """Every message length 0..1024 (each padded message whole, 1..17 blocks) and a large one, the
    buffer misaligned by length % 8: the digest hashlib gives."""
    spec = spec_for(stub)
    inputs = [spec.of_length(n, misalign=n % 8, tight_end=n % 3 == 0) for n in range(1025)]
    inputs.append(spec.of_length(BIG))
    prog = kernels.get(stub).build(variant)
    assert_all_pass(verify.run(prog, path, (128,), inputs), len(inputs))


@pytest.mark.parametrize("stub,variant", [c for c in CASES if c[0] in SINGLE])
def test_single_block_every_length(stub, variant):
    """Every message length that pads to one block (0..55), at each offset, from the standard and a
    chained state."""
    spec = spec_for(stub)
    inputs = [DigestInput(spec.alg, random.Random(n).randbytes(n), prefix=b"p" * (n % 70) if n % 2 else None,
                          misalign=n % 8, tight_end=False) for n in range(56)]
    prog = kernels.get(stub).build(variant)
    assert_all_pass(verify.run(prog, "S", (128,), inputs), len(inputs))


def test_reference_is_hashlib_over_the_padded_message():
    """The padding lays the message out as RFC 1321 / FIPS 180-4 say (hashlib's answer is the check:
    a wrong layout fails every case): MD5's length is little-endian, SHA-1's big-endian."""
    assert pad("md5", b"abc")[-8:] == (24).to_bytes(8, "little")
    assert pad("sha1", b"abc")[-8:] == (24).to_bytes(8, "big")
    assert all(len(pad(a, bytes(n))) % 64 == 0 for a in ALGS for n in range(200))
    # the initial values are the states hashlib's digest of nothing starts from (RFC 1321 A.5, FIPS 180-4)
    assert words("md5", hashlib.md5(b"").digest())[0] == 0xd98c1dd4
    assert DigestInput("sha1", b"", prefix=b"x" * 10).initial_state() == words("sha1", hashlib.sha1(b"x" * 10).digest())


def _drop_first(prog, mnemonic):
    """The program without its first `mnemonic`'s statement: the one instruction, or, where it stands
    in a C++ loop (k.range, whose iterations must print alike), that statement in every iteration."""
    first = next(it for it in prog.instrs if it.insn.mnemonic == mnemonic)
    prog.items = [it for it in prog.items if not (it is first or (getattr(it, "src", None) == first.src
                                                                  and getattr(it, "insn", None) is not None
                                                                  and it.insn.mnemonic == mnemonic))]
    return prog


@pytest.mark.parametrize("stub", SINGLE + MB)
def test_a_wrong_kernel_fails(stub):
    """Without the load of the state's first word (SHA-1: of every word, its loads being one C++ loop)
    every case fails with a state hashlib disagrees with."""
    spec = spec_for(stub)
    inputs = spec.quick_inputs()[:10] if stub in SINGLE else [i for i in spec.quick_inputs() if i.nblocks > 1][:10]
    for variant in kernels.get(stub).variants:
        prog = _drop_first(kernels.get(stub).build(variant), "lw")
        [o] = verify.run(prog, "S", (128,), inputs, max_failures=len(inputs))
        assert o.error is None and len(o.failures) == len(inputs), o.failures
        assert all("hashlib says" in f for f in o.failures)


def test_md5_judged_as_sha1_fails():
    prog = kernels.get("md5_implCompressMB").build("zbb")
    prog.name = "sha1_implCompressMB"
    [o] = verify.run(prog, "S", (128,), spec_for("sha1_implCompressMB").quick_inputs()[:5])
    assert o.failures
