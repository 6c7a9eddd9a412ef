"""The Base64 stubs (kernels/base64.py), simulated in QEMU in HotSpot's layout, judged by Python's
base64 module.

Encode: every length 0..300 that encode0 can pass (multiples of 3) and large ones, both alphabets,
bytes before sp and after sl, dp, misaligned src; the output must equal Python's encoding and no
other dst byte may change. Decode: every length 0..303 (whole quads decoded, 1..3 characters left
to Java), an illegal character at every position of the first vectors and every byte value as that
character, MIME text; the count returned and the bytes written must be Python's decoding of the
quads before the first illegal one, and nothing after them written. Both paths (.S and the C++
through the stand-in), VLEN 128..1024, LMUL 1 and 2, both shapes, the smallest (and an odd) vl RVV
1.0 allows.
"""
import base64
import binascii
import random

import pytest

from stubforge import kernels
from stubforge.kernels.base64 import decode_tables, encode_offsets
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs.base64 import STD, URL, B64Input
from helpers import assert_all_pass

VLENS = (128, 256, 512, 1024)
STUBS = ("base64_encodeBlock", "base64_decodeBlock")
BIG = 20000


@pytest.mark.parametrize("alpha", (STD, URL), ids=("standard", "url"))
def test_the_alphabets_are_pythons(alpha):
    """The alphabets the tables are derived from are the ones Python's base64 encodes with."""
    data = bytes(range(0, 256, 4)) * 3        # every 6-bit index appears
    want = base64.standard_b64encode(data) if alpha == STD else base64.urlsafe_b64encode(data)
    table = bytes.maketrans(bytes(range(64)), alpha)
    idx = bytes((int.from_bytes(data[i:i + 3], "big") >> s) & 63 for i in range(0, len(data), 3)
                for s in (18, 12, 6, 0))
    assert idx.translate(table) == want


@pytest.mark.parametrize("url", (False, True), ids=("standard", "url"))
def test_tables_classify_and_map_every_byte_as_python_does(url):
    """For each of the 256 bytes, the nibble classes say illegal exactly when Python's decoder refuses
    it as a character of its alphabet, and the roll gives Python's 6-bit value of each legal one; the
    encode offsets give Python's character for each index."""
    alpha = URL if url else STD
    cls_hi, cls_lo, roll, special = decode_tables(alpha)
    for c in range(256):
        quad = bytes([c]) + alpha[:3]
        if url:
            quad = quad.translate(bytes.maketrans(b"-_+/", b"+/*&"))
        try:
            value = base64.b64decode(quad, validate=True)[0] >> 2 if c != ord("=") else None
        except binascii.Error:
            value = None
        illegal = cls_hi[c >> 4] & cls_lo[c & 15]
        assert bool(illegal) == (value is None), chr(c)
        if value is not None:
            assert (c + roll[1 if c == special else c >> 4]) & 0xFF == value, chr(c)
    off = encode_offsets(alpha)
    enc = base64.urlsafe_b64encode if url else base64.standard_b64encode
    for i in range(64):
        r = 13 if i < 26 else max(0, i - 51)
        assert (i + off[r]) & 0xFF == enc(bytes([i << 2, 0, 0]))[0], i


@pytest.mark.parametrize("path", verify.PATHS)
@pytest.mark.parametrize("shape", ("gather", "segment"))
@pytest.mark.parametrize("lmul", (1, 2))
@pytest.mark.parametrize("stub", STUBS)
def test_stub_matches_python(stub, lmul, shape, path):
    inputs = spec_for(stub).inputs([BIG, 4099], seed=5)
    prog = kernels.get(stub).build(None, {"lmul": lmul, "shape": shape})
    assert_all_pass(verify.run(prog, path, VLENS, inputs), len(inputs))


@pytest.mark.parametrize("stub", STUBS)
def test_every_offset_at_every_length(stub):
    """Lengths 0..300 at each of 8 sp, 8 dp and src misalignments (the .S at VLEN 128 and 256)."""
    spec = spec_for(stub)
    rnd = random.Random(11)
    step = 4 if spec.decode else 3
    inputs = []
    for n in range(0, 301, step if not spec.decode else 1):
        pre = n % 8
        src = spec.text(rnd, pre + n + 3, url=bool(n & 2))
        inputs.append(B64Input(src, pre, pre + n, (n // 8) % 8, bool(n & 2), misalign=(n * 3) % 8,
                               tight_end=False))
    prog = kernels.get(stub).build()
    assert_all_pass(verify.run(prog, "S", (128, 256), inputs), len(inputs))


def test_decode_stops_at_every_illegal_byte():
    """Every byte value outside the alphabet (for each alphabet), at a position in the second strip:
    the stub returns the bytes of the quads before it and writes nothing after them."""
    spec = spec_for("base64_decodeBlock")
    rnd = random.Random(12)
    inputs = []
    for url in (False, True):
        alpha = URL if url else STD
        for c in (c for c in range(256) if c not in alpha):
            inp = spec.one(rnd, 400, url)
            src = bytearray(inp.src)
            src[rnd.randrange(0, 400)] = c
            inputs.append(B64Input(bytes(src), inp.sp, inp.sl, inp.dp, url, mime=bool(c & 1), slack=3))
    assert_all_pass(verify.run(kernels.get("base64_decodeBlock").build(), "S", (128, 512), inputs), len(inputs))


@pytest.mark.parametrize("grant", ("min", "odd"))
@pytest.mark.parametrize("shape", ("gather", "segment"))
@pytest.mark.parametrize("stub", STUBS)
def test_any_vl_the_cpu_may_grant(stub, shape, grant):
    spec = spec_for(stub)
    prog = kernels.get(stub).build(None, {"lmul": 2, "shape": shape})
    assert_all_pass(verify.run(prog, "S", (128, 512), spec.quick_inputs(), vl_grant=grant))
