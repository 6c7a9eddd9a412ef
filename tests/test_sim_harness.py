"""The simulator harness itself, exercised with tiny hand-written stubs.

Each stub below is a few instructions with one purpose; a global label inside
a stub (e.g. `past_end_load`) marks the instruction a test expects to fault,
so the expected pc offset does not depend on instruction compression.
"""

import random
import stat

import pytest

from stubforge import sim
from stubforge.sim import (PLACE_END, PLACE_START, Arg, Buffer, BuildError, Case, ContractViolation,
    ProtocolError, QemuError, SimError, SimFault, SimTimeout, ToolchainError, build_harness, cpu_string)
from stubforge.sim.elf import Elf
from stubforge.sim.qemu import OPTIONAL_EXTENSIONS, find_qemu, normalize_extensions
from stubforge.sim.toolchain import assemble_stub_bytes, find_tool

STUBS = r"""
        .text
        .macro FUNC name
        .globl \name
        .type \name, @function
        .p2align 2
\name:
        .endm
        .macro END name
        .size \name, . - \name
        .endm

/* a0 = buf, a1 = len: returns the byte sum and increments every byte in place. */
        FUNC bytesum
        li      t0, 0
1:      beqz    a1, 2f
        lbu     t1, 0(a0)
        add     t0, t0, t1
        addi    t1, t1, 1
        sb      t1, 0(a0)
        addi    a0, a0, 1
        addi    a1, a1, -1
        j       1b
2:      mv      a0, t0
        ret
        END bytesum

/* Loads buf[len]: one byte past the end. */
        FUNC past_end
        add     a0, a0, a1
        .globl past_end_load
past_end_load:
        lbu     a0, 0(a0)
        ret
        END past_end

/* Loads buf[-1]. */
        FUNC before_start
        .globl before_start_load
before_start_load:
        lbu     a0, -1(a0)
        ret
        END before_start

/* Stores one byte just after the buffer, still inside its page. */
        FUNC write_after
        add     a0, a0, a1
        sb      zero, 0(a0)
        ret
        END write_after

        FUNC clobber_s3
        li      s3, 0
        ret
        END clobber_s3

        FUNC clobber_t6
        addi    t6, t6, 1
        ret
        END clobber_t6

        FUNC clobber_f5
        fmv.d.x f5, zero
        ret
        END clobber_f5

        FUNC bad_sp
        addi    sp, sp, -16
        ret
        END bad_sp

        FUNC write_caller_frame
        sd      zero, 8(sp)
        ret
        END write_caller_frame

/* Uses s3 and s11 but saves them, as a stub must. */
        FUNC saves_s3
        addi    sp, sp, -16
        sd      s3, 0(sp)
        sd      s11, 8(sp)
        li      s3, 1
        li      s11, 2
        add     a0, s3, s11
        ld      s3, 0(sp)
        ld      s11, 8(sp)
        addi    sp, sp, 16
        ret
        END saves_s3

        FUNC illegal
        li      a0, 0x1234
        .globl illegal_insn
illegal_insn:
        unimp
        ret
        END illegal

/* Wrecks sp, then stores through it: the report must still arrive (alternate signal stack). */
        FUNC wild_sp
        li      sp, 16
        sd      zero, 0(sp)
        ret
        END wild_sp

/* A misaligned atomic. */
        FUNC amo_misaligned
        amoadd.w a0, a0, (a1)
        ret
        END amo_misaligned

        FUNC echo_a0
        ret
        END echo_a0

        FUNC echo_a7
        mv      a0, a7
        ret
        END echo_a7

/* Spins forever when a1 != 0. */
        FUNC spin
        beqz    a1, 2f
        .globl spin_loop
spin_loop:
1:      j       1b
2:      ret
        END spin

        .option push
        .option arch, +zba
        FUNC shadd
        sh2add  a0, a0, a1
        ret
        END shadd
        .option pop

        .option push
        .option arch, +v
/* vl << 32 | vtype, as the stub finds them. */
        FUNC get_vtype
        csrr    a0, vtype
        csrr    a1, vl
        slli    a1, a1, 32
        or      a0, a0, a1
        ret
        END get_vtype

/* Element 0 of v5 (sign-extended), without writing v5 first. */
        FUNC read_v5
        vsetivli zero, 1, e8, m1, ta, ma
        vmv.x.s a0, v5
        ret
        END read_v5
        .option pop
"""


@pytest.fixture(scope="module")
def harness():
    built = {}

    def get(symbol, extensions=frozenset({"v"})):
        key = (symbol, frozenset(extensions))
        if key not in built:
            built[key] = build_harness(STUBS, None, symbol, extensions)
        return built[key]

    return get


def offset_of(h, label):
    elf = Elf(h.kernel_object)
    return elf.symbol(label).value - elf.symbol(h.symbol).value


def sum_case(data, **buf):
    return Case([Buffer(data, **buf)], [Arg.buf(0), Arg.imm(len(data))])


# ---- correct calls --------------------------------------------------------------

def test_bytesum_returns_value_and_buffers_come_back(harness):
    datas = [b"", b"\x01", bytes(range(1, 11)), bytes(range(256)) * 9]
    cases = [sum_case(d, misalign=m, placement=p)
             for d in datas for m, p in ((0, PLACE_START), (3, PLACE_START), (0, PLACE_END))]
    results = harness("bytesum").run(cases, vlen=128)
    assert len(results) == len(cases)
    for case, r in zip(cases, results):
        data = case.buffers[0].data
        assert r.ok and r.status == 0
        assert r.a0 == sum(data)
        assert r.buffers_after == [bytes((b + 1) & 0xFF for b in data)]


def test_buffer_placement_and_misalignment(harness):
    h = harness("echo_a0")
    cases = [Case([Buffer(b"x" * 5, misalign=m)], [Arg.buf(0)]) for m in (0, 1, 7, 4095)]
    cases.append(Case([Buffer(b"x" * 5, placement=PLACE_END)], [Arg.buf(0, 2)]))
    addrs = [r.a0 for r in h.run(cases)]
    assert [a % 4096 for a in addrs[:4]] == [0, 1, 7, 4095]
    assert (addrs[4] - 2 + 5) % 4096 == 0  # ends at the page end; offset 2 added


def test_all_eight_arguments_and_java_int_sign_extension(harness):
    args = [Arg.imm(i + 100) for i in range(7)] + [Arg.jint(0xFFF0FFF0)]
    (r,) = harness("echo_a7").run([Case([], args)])
    assert r.a0 == 0xFFFFFFFFFFF0FFF0
    assert r.a0_u32 == 0xFFF0FFF0
    (r,) = harness("echo_a0").run([Case([], [Arg.imm(-1)])])
    assert r.a0 == 2**64 - 1


def test_saving_callee_saved_registers_is_fine(harness):
    (r,) = harness("saves_s3").run([Case()])
    assert r.ok and r.a0 == 3


def test_vector_registers_and_vtype_hold_garbage(harness):
    results = harness("get_vtype").run([Case()] * 5, vlen=256)
    vtypes = {r.a0 & 0xFF for r in results}
    assert len(vtypes) == 5 and 0 not in vtypes  # rotates, never the reset state
    assert all(r.a0 >> 32 for r in results)       # vl nonzero too
    (r,) = harness("read_v5").run([Case()], vlen=512)
    assert r.a0 == 0xFFFFFFFFFFFFFFA5


# ---- 1000 cases, one process ----------------------------------------------------

def test_thousand_cases_run_in_one_process(harness, monkeypatch):
    calls = []
    real = sim.runner.run_elf

    def counting(*a, **kw):
        calls.append(1)
        return real(*a, **kw)

    monkeypatch.setattr(sim.runner, "run_elf", counting)
    rng = random.Random(1)
    datas = [rng.randbytes(rng.randrange(0, 300)) for _ in range(1000)]
    cases = [sum_case(d, misalign=rng.randrange(8), placement=rng.randrange(2)) for d in datas]
    results = harness("bytesum").run(cases)
    assert len(calls) == 1
    assert [r.a0 for r in results] == [sum(d) for d in datas]


def test_run_cases_accepts_a_bare_elf_path(harness):
    h = harness("bytesum")
    (r,) = sim.run_cases(str(h.elf), [sum_case(b"\x05\x06")], {"v"}, 128)
    assert r.a0 == 11


def test_split_batches_in_parallel_agree(harness, monkeypatch):
    monkeypatch.setattr(sim.runner, "MAX_BATCH_CASES", 7)
    datas = [bytes([i]) * i for i in range(40)]
    results = harness("bytesum").run([sum_case(d) for d in datas], jobs=2)
    assert [r.a0 for r in results] == [sum(d) for d in datas]


# ---- faults -----------------------------------------------------------------------

def test_guard_page_catches_one_byte_overrun(harness):
    h = harness("past_end")
    ok = sum_case(b"abc", placement=PLACE_END)
    ok.args[1:] = [Arg.imm(2)]
    bad = Case([Buffer(b"\x00" * 10), Buffer(bytes(10), placement=PLACE_END)],
               [Arg.buf(1), Arg.imm(10)])
    with pytest.raises(SimFault) as ei:
        h.run([ok, ok, bad])
    f = ei.value
    assert f.signal == 11 and f.signal_name == "SIGSEGV"
    assert f.case_index == 2
    assert f.buffer == 1
    assert f.buffer_relation == "past the end" and f.buffer_distance == 1
    assert f.pc_offset_in_stub == offset_of(h, "past_end_load")
    assert len(f.results_before) == 2
    assert "1 byte(s) past the end of buffer 1" in str(f)
    assert f"stub+{f.pc_offset_in_stub:#x}" in str(f)


def test_guard_page_catches_underrun(harness):
    with pytest.raises(SimFault) as ei:
        harness("before_start").run([Case([Buffer(b"abcd")], [Arg.buf(0)])])
    f = ei.value
    assert (f.buffer, f.buffer_relation, f.buffer_distance) == (0, "before the start", 1)
    assert "1 byte(s) before the start of buffer 0" in str(f)


def test_wild_store_after_wrecking_sp_is_reported(harness):
    with pytest.raises(SimFault) as ei:
        harness("wild_sp").run([Case([Buffer(b"abc")], [])])
    f = ei.value
    assert f.signal == 11 and f.data_address == 16 and f.buffer is None
    assert f.registers["sp"] == 16
    assert "not near any buffer" in str(f)


def test_misaligned_atomic_is_sigbus_inside_the_buffer(harness):
    # Plain misaligned loads and stores work in qemu-user; atomics do not.
    with pytest.raises(SimFault) as ei:
        harness("amo_misaligned").run([Case([Buffer(bytes(16))], [Arg.imm(1), Arg.buf(0, 2)])])
    f = ei.value
    assert f.signal_name == "SIGBUS"
    assert (f.buffer, f.buffer_relation, f.buffer_distance) == (0, "inside", 2)


def test_sigill_gives_pc_offset_and_registers(harness):
    h = harness("illegal")
    with pytest.raises(SimFault) as ei:
        h.run([Case()])
    f = ei.value
    assert f.signal == 4 and f.signal_name == "SIGILL"
    assert f.pc_offset_in_stub == offset_of(h, "illegal_insn")
    # For SIGILL si_addr is the faulting pc: agreeing with the pc read from
    # the ucontext confirms SIM_UC_MCONTEXT; a0 checks the register layout.
    assert f.data_address == f.pc
    assert f.registers["a0"] == 0x1234
    assert f.instruction == b"\x00\x00"
    assert "illegal instruction" in str(f)


def test_vector_instruction_on_cpu_without_v(harness):
    h = harness("read_v5")
    with pytest.raises(SimFault) as ei:
        h.run([Case()], cpu_extensions=set())
    assert ei.value.signal == 4 and ei.value.pc_offset_in_stub == 0
    assert "v=false" in str(ei.value)


def test_timeout_names_the_case_and_pc(harness):
    h = harness("spin")
    with pytest.raises(SimTimeout) as ei:
        h.run([Case([], [Arg.imm(0), Arg.imm(0)])] * 2 + [Case([], [Arg.imm(0), Arg.imm(1)])],
              timeout=1)
    assert ei.value.case_index == 2
    assert ei.value.pc_offset_in_stub == offset_of(h, "spin_loop")


# ---- contract violations ----------------------------------------------------------

@pytest.mark.parametrize("symbol, bit, text", [
    ("clobber_s3", 3, "s3 (x19) was not preserved"),
    ("clobber_t6", 14, "t6 (x31, HotSpot xmethod) was not preserved"),
    ("clobber_f5", 16, "floating-point registers were modified"),
    ("bad_sp", 15, "sp (x2) is different after the call"),
    ("write_caller_frame", 18, "into the caller's frame"),
    ("write_after", 32, "bytes next to buffer 0"),
])
def test_contract_violations_are_named(harness, symbol, bit, text):
    h = harness(symbol)
    case = Case([Buffer(b"abc")], [Arg.buf(0), Arg.imm(3)])
    (r,) = h.run([case], check=False)
    assert r.status == 1 << bit
    assert any(text in p for p in r.problems())
    with pytest.raises(ContractViolation) as ei:
        h.run([case, case])
    assert ei.value.case_index == 0
    assert str(ei.value).startswith("case 0: ") and text in str(ei.value)


# ---- the -cpu string --------------------------------------------------------------

def test_cpu_string_enables_exactly_what_was_asked():
    s = cpu_string({"v", "zvkned", "zba"}, 256)
    props = dict(p.split("=") for p in s.split(",")[1:])
    assert props["v"] == "true" and props["vlen"] == "256"
    assert props["rvv_ta_all_1s"] == props["rvv_ma_all_1s"] == "true"
    on = {k for k in OPTIONAL_EXTENSIONS if props.get(k) == "true"}
    assert on == {"zvkned", "zba"}
    # zba/zbb/zbc/zbs are on in a bare "-cpu rv64": they must be switched off explicitly.
    assert props["zbb"] == "false" and props["zbs"] == "false"
    assert "zvkb=true" in cpu_string({"v", "zvbb"}, 128)  # Zvbb contains Zvkb


def test_sh2add_faults_without_zba(harness):
    h = harness("shadd", {"zba"})
    (r,) = h.run([Case([], [Arg.imm(3), Arg.imm(100)])])
    assert r.a0 == 112
    with pytest.raises(SimFault) as ei:
        h.run([Case([], [Arg.imm(3), Arg.imm(100)])], cpu_extensions=set())
    assert ei.value.signal == 4 and ei.value.pc_offset_in_stub == 0


def test_extension_names_are_checked_and_closed():
    with pytest.raises(SimError, match="unknown extension 'zfoo'"):
        cpu_string({"v", "zfoo"}, 128)
    assert normalize_extensions({"zvkned", "i", "m"}) == {"zvkned", "v"}
    assert normalize_extensions({"zvkn"}) == {"zvkned", "zvknhb", "zvknha", "zvkb", "zvkt", "v"}


# ---- the raw machine code path ------------------------------------------------------

def test_raw_code_runs_like_the_assembled_stub(harness):
    code = assemble_stub_bytes(STUBS, "bytesum")
    assert code == harness("bytesum").stub_bytes()
    raw = build_harness(None, code, "bytesum_raw", {"v"})
    assert raw.stub_size == len(code)
    data = bytes(range(50))
    (r,) = raw.run([sum_case(data)])
    assert r.a0 == sum(data)


# ---- user errors are SimErrors with a message ----------------------------------------

def test_missing_and_local_symbols_are_explained():
    with pytest.raises(BuildError, match="does not define 'nope'.*bytesum"):
        build_harness(STUBS, None, "nope", set())
    with pytest.raises(BuildError, match="local symbol.*globl"):
        build_harness("f:\n ret\n", None, "f", set())
    with pytest.raises(BuildError, match="(?s)assembling the kernel failed.*bogus"):
        build_harness("f:\n bogus a0\n", None, "f", set())
    with pytest.raises(SimError, match="exactly one"):
        build_harness(STUBS, b"\x00", "bytesum", set())


def test_bad_cases_are_rejected_before_running(harness):
    h = harness("echo_a0")
    with pytest.raises(ProtocolError, match="buffer 1"):
        h.run([Case([Buffer(b"x")], [Arg.buf(1)])])
    with pytest.raises(ProtocolError, match="at most 8"):
        h.run([Case([], [Arg.imm(0)] * 9)])
    with pytest.raises(ProtocolError, match="misalign"):
        Buffer(b"", misalign=4096)


def test_missing_tool_message_names_tool_and_fix():
    with pytest.raises(ToolchainError, match=r"clang 99 not found.*apt-get install clang-99"):
        find_tool("clang", 99)


def test_old_qemu_is_refused_with_the_fix(tmp_path, monkeypatch):
    fake = tmp_path / "qemu-riscv64"
    fake.write_text("#!/bin/sh\necho 'qemu-riscv64 version 7.2.0 (Debian)'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("STUBFORGE_QEMU", str(fake))
    find_qemu.cache_clear()
    try:
        with pytest.raises(QemuError, match=r"7\.2\.0.*bookworm-backports"):
            find_qemu()
    finally:
        find_qemu.cache_clear()
