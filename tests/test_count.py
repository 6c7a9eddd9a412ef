"""Exact dynamic instruction counts (sim/count.py) and the C baselines (sim/baseline.py).

Expected figures are derived from the kernels' own structure (their IR, parameters and labels),
never typed in: if a kernel changes, these tests follow it.
"""
import time

import pytest

from stubforge import kernels
from stubforge.dsl.ir import Bind, Instr
from stubforge.kernels.adler32 import NMAX
from stubforge.sim import SimFault, verify
from stubforge.bench.baseline import (FLAVOURS, build_baseline, classify_disassembly, count_baseline,
    mnemonics, regenerate, vector_instructions)
from stubforge.bench.count import (CLASSES, CountError, classify, count_stub, dfilter, mnemonic_class,
    per_byte, sized_input)
from stubforge.sim.inputs import checksum_inputs
from stubforge.sim.layouts import Input, spec_for
from stubforge.sim.protocol import Arg, Buffer, Case
from stubforge.sim.toolchain import clang

VLENS = (128, 1024)


def program(stub, variant=None, **params):
    return kernels.get(stub).build(variant, params or None)


def harness(prog):
    return verify.harness_for(prog, "S")


def total(h, size, vlen=128, **kw):
    return count_stub(h, sized_input(size), vlen, **kw).total


def adler_chunk(prog) -> int:
    """Bytes between two modulo reductions in the Adler32 kernel: whole blocks up to NMAX."""
    block = 16 * prog.params["lmul"] * prog.params["unroll"]
    return NMAX // block * block


@pytest.fixture(scope="module")
def adler():
    p = program("updateBytesAdler32")
    return p, harness(p)


@pytest.fixture(scope="module")
def crc32_zba():
    p = program("updateBytesCRC32", "zba")
    return p, harness(p)


# ---- exactness -----------------------------------------------------------------------------------

def test_dfilter_is_start_plus_length():
    assert dfilter(0x12560, 0x1B8) == "0x12560+0x1b8"
    with pytest.raises(CountError):
        dfilter(0x12560, 0)


@pytest.mark.parametrize("vlen", VLENS)
@pytest.mark.parametrize("stub,variant", [("updateBytesAdler32", None), ("updateBytesCRC32", "zba"),
                                          ("updateBytesCRC32C", "base")])
def test_same_count_twice(stub, variant, vlen):
    h = harness(program(stub, variant))
    a = count_stub(h, sized_input(3001), vlen)
    b = count_stub(h, sized_input(3001), vlen)
    assert a.by_offset == b.by_offset and a.total == b.total > 0


@pytest.mark.parametrize("stub,variant", [("updateBytesAdler32", None), ("updateBytesCRC32", "base")])
def test_block_arithmetic_matches_one_instruction_per_block(stub, variant):
    """-one-insn-per-tb makes every exec line one instruction: an independent count."""
    h = harness(program(stub, variant))
    for n in (0, 5, 77, 1000):
        blocks = count_stub(h, sized_input(n), 256)
        single = count_stub(h, sized_input(n), 256, one_insn_per_tb=True)
        assert blocks.by_offset == single.by_offset
        assert single.tb_executions == single.total
        assert blocks.tb_executions < blocks.total or n == 0


def test_identical_calls_in_one_process_divide_exactly(adler):
    _, h = adler
    one = count_stub(h, sized_input(777), 128)
    three = count_stub(h, sized_input(777), 128, calls=3)
    assert three.by_offset == one.by_offset and three.calls == 3


def test_harness_is_excluded(adler):
    """Every counted offset is an instruction of the stub: nothing from the harness leaks in."""
    prog, h = adler
    c = count_stub(h, sized_input(100), 128)
    at, _, _ = prog.layout()
    assert set(c.by_offset) <= set(at.values())
    assert c.by_offset[0] == 1            # the first instruction: once per call


# ---- linearity and classes ---------------------------------------------------------------------------

@pytest.mark.parametrize("vlen", VLENS)
def test_adler32_grows_linearly_in_whole_chunks(adler, vlen):
    """Sizes that are whole multiples of the kernel's modulo chunk: equal steps, equal differences.
    (4096/8192/16384 would not be: 8192->16384 crosses one chunk boundary, 4096->8192 one too.)"""
    prog, h = adler
    chunk = adler_chunk(prog)
    c = [total(h, k * chunk, vlen) for k in (1, 2, 3, 4)]
    diffs = {b - a for a, b in zip(c, c[1:])}
    assert len(diffs) == 1 and diffs.pop() > 0


@pytest.mark.parametrize("variant", ["zba", "base"])
def test_crc32_grows_linearly(variant):
    prog = program("updateBytesCRC32", variant)
    h = harness(prog)
    c = [total(h, n) for n in (4096, 8192, 12288, 16384)]
    d = [b - a for a, b in zip(c, c[1:])]
    assert d[0] == d[1] == d[2] > 0
    slope, fixed = per_byte(lambda n: total(h, n), (4096, 8192))
    assert slope * 4096 == d[0] and fixed == c[0] - d[0]


@pytest.mark.parametrize("vlen", VLENS)
def test_total_is_the_sum_of_the_classes(adler, crc32_zba, vlen):
    for prog, h in (adler, crc32_zba):
        c = count_stub(h, sized_input(10_000), vlen)
        cl = classify(prog, c.by_offset)
        assert set(cl) == set(CLASSES)
        assert sum(cl.values()) == c.total


def test_adler32_classes_follow_the_kernel(adler):
    """One vle8.v per step of 16*LMUL bytes; the CRC kernel is all scalar."""
    prog, h = adler
    step = 16 * prog.params["lmul"]
    n = adler_chunk(prog)
    cl = classify(prog, count_stub(h, sized_input(n), 128).by_offset)
    assert cl["vmem"] == n // step
    assert cl["vset"] > 0 and cl["vector"] > 0 and cl["scalar"] > 0 and cl["vcrypto"] == 0


def test_crc32_is_all_scalar(crc32_zba):
    prog, h = crc32_zba
    cl = classify(prog, count_stub(h, sized_input(1000), 128).by_offset)
    assert cl["scalar"] == sum(cl.values())


def byte_loop(prog):
    """The CRC byte loop from the IR: the instructions from label L_byte to the branch back."""
    items = prog.items
    start = next(i for i, it in enumerate(items) if isinstance(it, Bind) and it.label.name == "L_byte")
    label = items[start].label
    body = []
    for it in items[start + 1:]:
        if isinstance(it, Instr):
            body.append(it)
            if it.ops.get("b13") is label:
                return body
    raise AssertionError("no branch back to L_byte")


@pytest.mark.parametrize("stub", ["updateBytesCRC32", "updateBytesCRC32C"])
@pytest.mark.parametrize("variant", ["zba", "base"])
def test_crc_byte_loop_costs_its_body_per_byte(stub, variant):
    prog = program(stub, variant)
    h = harness(prog)
    body = byte_loop(prog)
    at, _, _ = prog.layout()
    counts = {n: count_stub(h, sized_input(n), 128) for n in range(1, 8)}
    for n in range(1, 7):
        assert counts[n + 1].total - counts[n].total == len(body)
    for n, c in counts.items():       # and each body instruction ran exactly n times
        assert [c.by_offset.get(at[id(i)], 0) for i in body] == [n] * len(body)


# ---- refusals ------------------------------------------------------------------------------------------

def test_executing_the_tables_is_refused(crc32_zba):
    prog, _ = crc32_zba
    assert prog.data, "the CRC kernel carries its tables after the code"
    with pytest.raises(CountError, match="constant tables"):
        classify(prog, {0: 1, prog.code_size: 1})
    with pytest.raises(CountError, match="not the start"):
        classify(prog, {2: 1})


def test_wrong_result_is_refused(adler):
    _, h = adler
    with pytest.raises(CountError, match="wrong result"):
        count_stub(h, sized_input(64), 128, check=lambda r: "the reference disagrees")
    spec = spec_for("updateBytesAdler32")
    lie = Input(b"abc", 1)
    case = spec.case(lie)
    with pytest.raises(CountError, match="wrong result"):     # judged as if the init were different
        count_stub(h, case, 128, check=lambda r: spec.judge(Input(b"abc", 2), r))


def test_fault_is_refused(adler):
    _, h = adler
    with pytest.raises(SimFault, match="SIGILL"):
        count_stub(h, sized_input(64), 128, cpu_extensions=set())


def test_unjudgeable_case_is_refused(adler):
    _, h = adler
    odd = Case([Buffer(b"x"), Buffer(b"y")], [Arg.imm(0), Arg.buf(1), Arg.imm(1)])
    with pytest.raises(CountError, match="check="):
        count_stub(h, odd, 128)
    assert count_stub(h, odd, 128, check=lambda r: None).total > 0


def test_a_layout_case_is_judged_like_its_input(adler):
    _, h = adler
    inp = Input(bytes(range(200)), 0xFFF0FFF0, misalign=3, tight_end=False)
    a = count_stub(h, spec_for("updateBytesAdler32").case(inp), 128)
    assert a.by_offset == count_stub(h, inp, 128).by_offset


def test_per_byte_arithmetic():
    slope, fixed = per_byte(lambda n: 3 * n + 7, (100, 300))
    assert (slope, fixed) == (3, 7)
    s, f = per_byte(lambda n: {"scalar": n + 1, "vector": n // 2}, (10, 30))
    assert s == {"scalar": 1, "vector": 0.5} and f == {"scalar": 1, "vector": 0}


@pytest.mark.parametrize("mn,cls", [
    ("add", "scalar"), ("lwu", "scalar"), ("sh2add", "scalar"), ("c.addi", "scalar"),
    ("vsetvli", "vset"), ("vsetivli", "vset"), ("vsetvl", "vset"),
    ("vle8.v", "vmem"), ("vse64.v", "vmem"), ("vlse32.v", "vmem"), ("vluxei32.v", "vmem"),
    ("vl1r.v", "vmem"), ("vs2r.v", "vmem"), ("vl4re16.v", "vmem"), ("vlm.v", "vmem"),
    ("vsm.v", "vmem"), ("vlseg2e8.v", "vmem"), ("vle32ff.v", "vmem"),
    ("vadd.vv", "vector"), ("vsub.vx", "vector"), ("vsll.vi", "vector"), ("vsext.vf2", "vector"),
    ("vslidedown.vi", "vector"), ("vmv1r.v", "vector"), ("vcpop.m", "vector"),
    ("vredsum.vs", "vector"), ("vmv.x.s", "vector"),
    ("vaesem.vv", "vcrypto"), ("vghsh.vv", "vcrypto"), ("vsha2ms.vv", "vcrypto"),
    ("vclmul.vx", "vcrypto"), ("vrev8.v", "vcrypto"), ("vcpop.v", "vcrypto"), ("vsm4r.vv", "vcrypto"),
])
def test_mnemonic_classes(mn, cls):
    assert mnemonic_class(mn) == cls


# ---- speed ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("stub,variant", [("updateBytesAdler32", None), ("updateBytesCRC32", "zba")])
def test_64k_counts_in_seconds(stub, variant):
    h = harness(program(stub, variant))
    t = time.monotonic()
    assert total(h, 65536, 1024) > 0
    assert time.monotonic() - t < 10


# ---- C baselines ------------------------------------------------------------------------------------------

def test_baseline_tables_are_fresh():
    assert regenerate(check=True) == []


@pytest.mark.parametrize("flavour", list(FLAVOURS))
@pytest.mark.parametrize("stub", ["updateBytesAdler32", "updateBytesCRC32", "updateBytesCRC32C"])
def test_baseline_is_right_and_counted(stub, flavour):
    h = build_baseline(stub, flavour)
    spec = spec_for(stub)
    inputs = checksum_inputs(list(range(0, 70)) + [1000, 6000], seed=7)
    results = h.run([spec.case(i) for i in inputs], 128)
    assert [spec.judge(i, r) for i, r in zip(inputs, results)] == [None] * len(inputs)
    for vlen in VLENS:
        c, cl = count_baseline(stub, flavour, 4099, vlen)
        assert c.total > 0 and sum(cl.values()) == c.total
        assert set(c.by_offset) <= set(mnemonics(h))
    if flavour == "rv64gc-O2":
        assert vector_instructions(h) == []


def test_baseline_crc_loop_is_linear():
    h = build_baseline("crc32", "rv64gc-O2")
    c = [total(h, n) for n in (4096, 8192, 12288)]
    assert c[1] - c[0] == c[2] - c[1] > 0


def test_clang_on_the_adler32_baseline():
    """What clang -O3 -march=rv64gcv does with zlib's Adler-32 byte loop.

    clang 19 does NOT vectorise it: the loop vectoriser reports "value that could not be
    identified as reduction is used outside the loop" — s2 += s1 consumes every intermediate
    value of the s1 running sum, which is not a plain reduction.  It does not unroll it either:
    the byte loop stays lbu/add/addi/add/bne, one pass a byte, identical to -O2 rv64gc.
    Should a later clang vectorise it, the vector code must then actually run."""
    h = build_baseline("adler32", "rv64gcv-O3")
    n = 3 * NMAX                                   # three whole NMAX chunks, no tail
    c, cl = count_baseline("adler32", "rv64gcv-O3", n, 128)
    vec = vector_instructions(h)
    if clang().major <= 19:
        assert vec == [] and cl["vector"] + cl["vmem"] + cl["vset"] == 0
        mn = mnemonics(h)
        per_byte_insns = sorted(mn[o] for o, k in c.by_offset.items() if k == n)
        assert per_byte_insns == sorted(["lbu", "add", "addi", "add", "bne"])
        o2 = build_baseline("adler32", "rv64gc-O2")
        assert mnemonics(o2) == mn                 # -O3 rv64gcv gives the -O2 rv64gc code
    elif vec:
        assert cl["vector"] + cl["vmem"] > 0


def test_baseline_classes_by_disassembly():
    h = build_baseline("crc32c", "rv64gcv-O3")
    c, cl = count_baseline("crc32c", "rv64gcv-O3", 1000, 128)
    assert cl == classify_disassembly(h, c.by_offset)
    assert cl["scalar"] == c.total           # clang 19 leaves slicing-by-8 scalar as well
