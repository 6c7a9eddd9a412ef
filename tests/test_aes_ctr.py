"""counterMode_AESCrypt (Zvkned): Java's CTR loop in HotSpot's layout, simulated in QEMU.

Judged against CounterMode.implCrypt's byte loop over pycryptodome keystream (stubs.ctr): out,
counter, encryptedCounter, used and the return value, with every `used` 0..16 on entry, lengths 0
to 64+ blocks and odd, counters just below a 2^32, 2^64 and 2^128 wrap, misaligned and in-place
buffers, all three key sizes, at VLEN 128..1024, through the .S and the C++ path.
"""
import io
from contextlib import redirect_stdout

import pytest
from Crypto.Cipher import AES

from stubforge import kernels
from stubforge.bench import measure as bench
from stubforge.sim import inputs, verify
from stubforge.sim.layouts import spec_for
from stubforge.stubs.ctr import ctr_input, java_ctr, keystream_block
from stubforge.sim.protocol import Arg
from helpers import assert_all_pass

STUB = "counterMode_AESCrypt"
VLENS = (128, 256, 512, 1024)
SPEC = spec_for(STUB)
FULL = SPEC.inputs(inputs.parse_sizes("0-1024,4099,65543"), seed=5)
QUICK = SPEC.quick_inputs()
KD = kernels.get(STUB)


def test_inputs_cover_what_the_issue_asks():
    assert {len(i.key) for i in FULL} == {16, 24, 32}
    lengths = {len(i.data) for i in FULL}
    assert {16 * b for b in range(65)} <= lengths and {1, 15, 17, 1029, 4099, 65543} <= lengths
    assert {i.used for i in FULL} == set(range(17))
    for w in ("2^32", "2^64", "2^128"):
        assert any(w in i.note for i in FULL)
    assert any(i.in_place and i.tight_end for i in FULL) and any(i.in_place and i.misalign for i in FULL)
    assert {i.overlap for i in FULL} == {None, 0, 5, 16, 48}
    assert {i.misalign for i in FULL if not i.tight_end and i.overlap is None} == set(range(8))
    assert any(i.note == "arbitrary encryptedCounter" for i in FULL)


def test_reference_is_java_loop_over_pycryptodome():
    """The reference's byte loop agrees with pycryptodome's own CTR mode (128-bit counter, wrapping
    mod 2^128) when no keystream is left over, and continues seamlessly across split calls."""
    key, data = bytes(range(16)), bytes(range(200)) * 3
    for start in (5, (1 << 64) - 3, (1 << 128) - 2):
        out, ctr, ec, used = java_ctr(key, start.to_bytes(16, "big"), bytes(16), 16, data)
        want = AES.new(key, AES.MODE_CTR, nonce=b"", initial_value=start).encrypt(data)
        assert out == want
        nblocks = -(-len(data) // 16)
        assert ctr == ((start + nblocks) % (1 << 128)).to_bytes(16, "big")
        assert ec == keystream_block(key, (start + nblocks - 1) % (1 << 128)) and used == len(data) % 16
        # Two calls split anywhere give the same stream.
        o1, c1, e1, u1 = java_ctr(key, start.to_bytes(16, "big"), bytes(16), 16, data[:37])
        o2, c2, e2, u2 = java_ctr(key, c1, e1, u1, data[37:])
        assert o1 + o2 == want and (c2, e2, u2) == (ctr, ec, used)


def test_layout_is_hotspots():
    inp = ctr_input(bytes(32), bytes(40), 7, 3)
    case = SPEC.case(inp)
    assert len(case.args) == 7
    assert [a.kind for a in case.args] == [Arg.BUF] * 4 + [Arg.IMM] + [Arg.BUF] * 2
    key_buf = case.buffers[case.args[2].value]
    assert case.args[2].offset == 4 and int.from_bytes(key_buf.data[:4], "little") == 60
    assert case.buffers[case.args[3].value].data == (7).to_bytes(16, "big")
    assert case.args[4].value == 40
    assert case.buffers[case.args[6].value].data == (3).to_bytes(4, "little")
    same = SPEC.case(ctr_input(bytes(16), bytes(40), 7, overlap=0))
    assert same.args[0] == same.args[1]
    below = SPEC.case(ctr_input(bytes(16), bytes(40), 7, overlap=16))
    assert below.args[0] == Arg.buf(0, 16) and below.args[1] == Arg.buf(0)


@pytest.mark.parametrize("path", verify.PATHS)
def test_matches_java(path):
    prog = KD.build()
    outcomes = verify.run(prog, path, VLENS, FULL)
    assert [o.vlen for o in outcomes] == list(VLENS)
    assert all(o.cases == len(FULL) for o in outcomes)
    assert_all_pass(outcomes)


@pytest.mark.parametrize("lmul", KD.params["lmul"].choices)
def test_every_lmul_passes(lmul):
    prog = KD.build(None, {"lmul": lmul})
    assert_all_pass(verify.run(prog, "S", VLENS, QUICK))


def _wrap_inputs():
    out = []
    for name, w in (("2^32", 1 << 32), ("2^64", 1 << 64), ("2^128", 1 << 128)):
        high = 0x0123456789ABCDEF0123456789ABCDEF & ~(w - 1) & ((1 << 128) - 1)
        for d in (1, 2, 5, 16, 31, 64):
            for n in (16 * d, 16 * d + 1, 16 * 65 + 3, 16 * 130):
                for ks in (16, 24, 32):
                    out.append(ctr_input(bytes([d, ks]) * (ks // 2), bytes(range(256)) * (n // 256) + bytes(n % 256),
                                         high + w - d, 16, note=f"counter {d} below a {name} wrap"))
    return out


WRAPS = _wrap_inputs()


def test_counter_wraps():
    """Counters just below a 2^32, 2^64 and 2^128 boundary, over groups of every VLEN and LMUL."""
    for lmul in (1, 8):
        prog = KD.build(None, {"lmul": lmul})
        assert_all_pass(verify.run(prog, "S", VLENS, WRAPS))


def test_a_kernel_without_the_carry_fixup_fails_the_64_bit_wraps():
    """The wrap cases bite: without the branch to the carry fix-up, exactly the counters below a
    2^64 or 2^128 boundary fail (a 2^32 boundary needs no carry between the 64-bit halves)."""
    prog = KD.build()
    drop = [it for it in prog.instrs
            if it.insn.mnemonic == "bltu" and str(it.ops.get("b13", "")).startswith("L_carry")]
    assert len(drop) == 3                      # one per key size
    prog.items = [it for it in prog.items if all(it is not d for d in drop)]
    [o] = verify.run(prog, "S", (128,), WRAPS, max_failures=len(WRAPS))
    assert o.failures
    assert all("2^64" in f or "2^128" in f for f in o.failures)
    assert any("2^64" in f for f in o.failures) and any("2^128" in f for f in o.failures)


def test_in_place_and_out_below_in():
    ins = [i for i in FULL if i.overlap is not None]
    assert len(ins) > 20
    for lmul in (1, 8):
        assert_all_pass(verify.run(KD.build(None, {"lmul": lmul}), "S", (128, 1024), ins))


def test_instructions_per_byte():
    """AES-128 over 4096..65536 bytes: at most 0.3 instructions/byte at VLEN 128 (OpenSSL's Zvkned
    CTR needs 0.375), and fewer at VLEN 1024: one iteration takes VLEN*LMUL/8 bytes."""
    rows = {r.vlen: r for r in bench.measure(KD.build(), (128, 1024), baselines=())}
    assert rows[128].ipb <= 0.3, rows[128].ipb
    assert rows[1024].ipb <= rows[128].ipb / 4, rows[1024].ipb
    assert rows[128].classes["vcrypto"] > 0


def test_cli():
    from stubforge import cli
    for argv in (["list", STUB], ["emit", STUB, "--target", "hotspot"], ["emit", STUB, "--target", "gnu"]):
        buf = io.StringIO()
        with redirect_stdout(buf):
            assert cli.main(argv) == 0
        assert STUB in buf.getvalue()
    text = buf.getvalue()
    assert "vaesz.vs" in text and "vrev8.v" in text and "vmerge.vvm" in text


def test_a_stub_that_forgets_encrypted_counter_fails():
    """Without storing the last whole block's keystream, Java's next call would XOR stale bytes."""
    prog = KD.build()
    ec_reg = prog.args[5][1]
    vdata = next(r for r, name in prog.reg_names.items() if name == "vdata")
    # the whole-block path stores the last block, slid down into vdata (the partial path stores vstate)
    drop = [it for it in prog.instrs if it.insn.mnemonic == "vse8.v" and it.ops.get("rs1") == ec_reg
            and it.ops.get("vs3") == vdata]
    assert len(drop) == 3
    prog.items = [it for it in prog.items if all(it is not d for d in drop)]
    [o] = verify.run(prog, "S", (128,), QUICK, max_failures=len(QUICK))
    assert o.failures and all("encryptedCounter is" in f for f in o.failures)


def test_cpu_lacking_zvkned_is_named():
    prog = KD.build()
    [o] = verify.run(prog, "S", (128,), QUICK[:40], cpu_extensions=set(prog.extensions) - {"zvkned"})
    assert not o.ok
    assert "(zvkned)" in o.error and "lacks" in o.error and "kernels/" in o.error, o.error


@pytest.mark.parametrize("lmul", (1, 4))
def test_kept_counters_pass_the_wraps(lmul):
    """counters=keep (a third group advanced by one masked vadd, rebuilt when vl or hi changes):
    the same Java loop, pycryptodome's keystream, across 2^32/2^64/2^128 wraps and in place."""
    prog = KD.build(None, {"counters": "keep", "lmul": lmul})
    assert_all_pass(verify.run(prog, "S", VLENS, WRAPS + QUICK))
    assert_all_pass(verify.run(prog, "S", (128, 1024), [i for i in FULL if i.overlap is not None]))


def test_kept_counters_without_the_rebuild_after_a_carry_fail():
    """When lo wraps to exactly 2^64 the kept group still holds the old hi: the fix-up forces a
    rebuild. Without it, the counters below a 2^64 or 2^128 wrap are wrong after it."""
    prog = KD.build(None, {"counters": "keep", "lmul": 4})
    vlprev = next(r for r, name in prog.reg_names.items() if name == "ctr_vl")
    resets = [it for it in prog.instrs if it.insn.mnemonic == "addi" and it.ops.get("rd") == vlprev
              and it.ops.get("rs1").num == 0]                 # mv ctr_vl, zero
    assert len(resets) == 6                    # per key size: before the loop and in the carry fix-up
    drop = resets[1::2]
    prog.items = [it for it in prog.items if all(it is not d for d in drop)]
    [o] = verify.run(prog, "S", (128,), WRAPS, max_failures=len(WRAPS))
    assert o.failures and all("2^64" in f or "2^128" in f for f in o.failures)


def test_kept_counters_need_a_third_group():
    from stubforge.dsl.ir import KernelError
    with pytest.raises(KernelError, match=r"aes_ctr.py:\d+: .*needs 1 vector register groups of 8 .*8 registers short"):
        KD.build(None, {"counters": "keep", "lmul": 8})
