"""Each build-time check fires, and its message names the kernel line that caused it."""
import inspect
import os

import pytest

from stubforge.dsl.ir import KernelError
from stubforge.dsl.kernel import Param, define
from stubforge.dsl.regs import V, X

HERE = os.path.basename(__file__)


def next_line() -> int:
    return inspect.currentframe().f_back.f_lineno + 1


def build(func, extensions=("v",), stub="updateBytesAdler32", **kw):
    return define(stub, func, extensions=set(extensions), **kw).build(strict=False)


def _check(body, *words, **kw):
    """Run a kernel body that records the offending line in `at` and assert the error names it."""
    at = []

    def k(k):
        body(k, at)
    with pytest.raises(KernelError) as ei:
        build(k, **kw)
    msg = str(ei.value)
    assert at, "the kernel did not reach the offending line"
    assert f"{HERE}:{at[-1]}:" in msg, msg
    for w in words:
        assert w in msg, msg
    return msg


def test_vector_instruction_outside_vtype_region():
    def body(k, at):
        at.append(next_line())
        k.vadd_vv(V[1], V[2], V[3])
    _check(body, "outside a vtype region")


def test_illegal_sew_widening_under_e64():
    def body(k, at):
        with k.vtype(sew=64, lmul=1, avl=2):
            at.append(next_line())
            k.vwmulu_vv(V[2], V[4], V[5])
    _check(body, "vwmulu.vv", "SEW=64", "e8/e16/e32")


def test_vclmul_needs_e64():
    def body(k, at):
        with k.vtype(sew=32, lmul=1, avl=4):
            at.append(next_line())
            k.vclmul_vv(V[2], V[4], V[5])
    _check(body, "vclmul.vv", "SEW=32", "needs e64", extensions=("v", "zvbc"))


def test_misaligned_register_group():
    def body(k, at):
        with k.vtype(sew=8, lmul=2, avl=16):
            at.append(next_line())
            k.vle8_v(V[3], X[11])
    _check(body, "v3", "not aligned", "group of 2")


def test_widening_destination_overlaps_source():
    def body(k, at):
        with k.vtype(sew=8, lmul=1, avl=16):
            at.append(next_line())
            k.vwmulu_vv(V[2], V[3], V[4])
    _check(body, "overlaps source")


def test_v0_as_data_while_masking():
    def body(k, at):
        with k.vtype(sew=32, lmul=1, avl=4):
            at.append(next_line())
            k.vadd_vv(V[0], V[2], V[3], masked=True)
    _check(body, "v0 is used as data while it holds the mask")


def test_callee_saved_register_written_without_save():
    def body(k, at):
        at.append(next_line())
        k.addi(X[19], X[10], 1)
        k.ret()
    _check(body, "s3", "preserved", extensions=())


def test_saved_register_may_be_written():
    def k(k):
        k.save(X[19])
        k.addi(X[19], X[10], 1)
        k.restore(X[19])
        k.ret()
    prog = build(k, extensions=())
    assert X[19] in prog.saved


def test_extension_used_but_not_declared():
    def body(k, at):
        at.append(next_line())
        k.sh2add(X[10], X[11], X[12])
    _check(body, "sh2add", "Zba", "does not declare", extensions=())


def test_unbound_label():
    def body(k, at):
        lab = k.label("nowhere")
        at.append(next_line())
        k.j(lab)
    _check(body, "never bound", "L_nowhere", extensions=())


def test_label_bound_twice():
    def body(k, at):
        lab = k.label("twice")
        k.bind(lab)
        k.addi(X[10], X[10], 1)
        at.append(next_line())
        k.bind(lab)
    _check(body, "bound twice", extensions=())


def test_immediate_out_of_range():
    def body(k, at):
        at.append(next_line())
        k.addi(X[10], X[10], 5000)
    _check(body, "addi", "out of range", "-2048..2047", extensions=())


def test_shift_amount_out_of_range():
    def body(k, at):
        at.append(next_line())
        k.slli(X[10], X[10], 64)
    _check(body, "slli", "0..63", extensions=())


def test_vector_register_pool_exhausted_reports_the_count():
    def body(k, at):
        at.append(next_line())
        k.vregs(5, lmul=8)
    _check(body, "5 vector register groups of 8", "short")


def test_register_array_name_reused_for_other_registers():
    """The C++ declares `VectorRegister vk[] = {...}` once, so a second array of that name on other
    registers (another body of the same stub) would silently read the first one's registers."""
    def body(k, at):
        first = k.vregs(4, names="vk")
        k.release(*first)
        k.vreg(name="vspare")                      # v1: the second vk starts at v2
        at.append(next_line())
        k.vregs(3, names="vk")
    _check(body, "register array vk already holds v1, v2, v3, v4", "differently")


def test_scalar_pool_exhausted_reports_the_count():
    def body(k, at):
        at.append(next_line())
        k.temps(40)
    _check(body, "40 more scalar temporaries", "short", extensions=())


def test_vtype_conflict_found_by_dataflow():
    """setvl (unscoped) keeps the builder's linear view valid; only path analysis sees the loop."""
    def body(k, at):
        loop = k.label("loop")
        k.setvl(8, 1, 16)
        k.bind(loop)
        at.append(next_line())
        k.vadd_vv(V[2], V[2], V[1])
        k.setvl(32, 1, 4)
        k.bnez(X[10], loop)
    _check(body, "different vtypes on different paths")


def test_nested_vtype_regions_are_refused():
    def body(k, at):
        with k.vtype(sew=8, lmul=1, avl=16):
            at.append(next_line())
            with k.vtype(sew=16, lmul=1, avl=8):
                pass
    _check(body, "do not nest")


def test_wrong_operand_kind():
    def body(k, at):
        at.append(next_line())
        k.add(X[10], V[1], X[11])
    _check(body, "rs1 must be a scalar register", extensions=())


def test_branch_out_of_range():
    def body(k, at):
        far = k.label("far")
        at.append(next_line())
        k.beqz(X[10], far)
        for _ in range(1100):
            k.addi(X[10], X[10], 1)
        k.bind(far)
    _check(body, "beyond the", extensions=())


def test_param_not_allowed():
    def k(k, unroll):
        k.ret()
    kd = define("updateBytesAdler32", k, params={"unroll": Param(4, (1, 2, 4))})
    with pytest.raises(KernelError, match="unroll=3 is not an allowed value"):
        kd.build(params={"unroll": "3"})
    with pytest.raises(KernelError, match="no parameter 'lmul'"):
        kd.build(params={"lmul": "2"})


def test_unknown_kernel_name():
    from stubforge import kernels
    with pytest.raises(KernelError, match="unknown kernel 'nosuch'; `stubforge list` shows all"):
        kernels.get("nosuch")
    # a typo gets the nearest names, short ones with the stub they stand for
    with pytest.raises(KernelError, match=r"unknown kernel 'crc32cc' \(did you mean crc32c \(updateBytesCRC32C\)"):
        kernels.get("crc32cc")


def test_real_kernels_build_clean():
    from stubforge import kernels
    for kd in kernels.load_all().values():
        for var in kd.variants:
            prog = kd.build(var)
            assert prog.instrs, kd.stub


def test_element_group_needs_vl_multiple_of_four():
    def body(k, at):
        with k.vtype(sew=32, lmul=1, avl=6):
            at.append(next_line())
            k.vaesem_vv(V[2], V[4])
    _check(body, "vl=6 is not a multiple of the element-group size 4", extensions=("v", "zvkned"))


def test_element_group_width_sets_the_vlen_floor():
    def k(k):
        with k.vtype(sew=32, lmul="1/2", avl=4):
            k.vaesem_vv(V[2], V[4])
        k.ret()
    assert build(k, extensions=("v", "zvkned")).min_vlen == 256


def test_a_path_that_falls_off_the_end_names_the_line():
    """Issue 9 defect 10: without ret the stub runs into its tables or the next stub."""
    def body(k, at):
        a, b, n = k.args
        done = k.label("done")
        k.beqz(n, done)
        k.ret()
        k.bind(done)
        at.append(next_line())
        k.addi(a, a, 1)
    _check(body, "a path runs past the last instruction of the stub")


def test_a_kernel_that_never_returns():
    def body(k, at):
        loop = k.label("loop")
        k.bind(loop)
        at.append(next_line())
        k.j(loop)
    _check(body, "no path returns")


def test_unknown_instruction_names_the_line():
    def body(k, at):
        at.append(next_line())
        k.vfrobnicate_vv(V[1], V[2], V[3])
    _check(body, "no instruction or builder method named 'vfrobnicate_vv'")


def test_a_python_error_in_a_kernel_names_the_line():
    def body(k, at):
        at.append(next_line())
        k.addi(X[10], X[10], 1 // 0)
    _check(body, "the kernel raised ZeroDivisionError", extensions=())


# ---- vtypes that may set vill, branch targets (issue 26) ------------------------------------------
@pytest.mark.parametrize("sew, lmul", [(64, "1/8"), (64, "1/4"), (64, "1/2"), (32, "1/4"), (32, "1/8"), (16, "1/8")])
def test_vtype_that_may_set_vill(sew, lmul):
    def body(k, at):
        at.append(next_line())
        with k.vtype(sew=sew, lmul=lmul, avl=2):
            pass
    _check(body, f"e{sew},mf{lmul[2:]} may set vill", "SEW <= LMUL*ELEN")


@pytest.mark.parametrize("sew, lmul", [(8, "1/8"), (16, "1/4"), (32, "1/2"), (64, 1)])
def test_fractional_lmul_within_elen_is_accepted(sew, lmul):
    def k(k):
        with k.vtype(sew=sew, lmul=lmul, avl=2):
            k.vmv_v_i(V[1], 0)
        k.ret()
    assert build(k).instrs[0].insn.mnemonic == "vsetivli"


def test_vsetvli_spelled_by_hand_is_judged_too():
    from fractions import Fraction

    from stubforge.dsl.isa import VType

    def body(k, at):
        at.append(next_line())
        k.vsetvli(X[28], X[0], VType(64, Fraction(1, 8)))
    _check(body, "vsetvli: e64,mf8 may set vill")


@pytest.mark.parametrize("call", ["j", "beqz", "bnez", "bltu", "bgtu", "la"])
def test_branch_target_must_be_a_label(call):
    args = {"j": (), "beqz": (X[10],), "bnez": (X[10],), "bltu": (X[10], X[11]), "bgtu": (X[10], X[11]),
            "la": (X[28],)}[call]

    def body(k, at):
        at.append(next_line())
        getattr(k, call)(*args, "L_x")
    _check(body, f"{call}: takes a Label from k.label(...), got 'L_x'", extensions=())


# ---- constant tables and AVL (issue 26) -----------------------------------------------------------
def test_table_value_wider_than_its_width():
    def body(k, at):
        at.append(next_line())
        k.table("big", [1, 2, 2 ** 70], width=4)
    _check(body, "table big: value 0x400000000000000000 at index 2 does not fit 4 bytes")


def test_table_value_below_the_signed_range():
    def body(k, at):
        at.append(next_line())
        k.table("neg", [0, -(1 << 63) - 1], width=8)
    _check(body, "value -0x8000000000000001 at index 1 does not fit 8 bytes")


def test_table_takes_signed_and_unsigned_words():
    def k(k):
        k.table("t", [-1, 0xFFFFFFFF, -(1 << 31), 7], width=4)
        k.ret()
    assert build(k, extensions=()).data[0].values == [0xFFFFFFFF, 0xFFFFFFFF, 0x80000000, 7]


def test_table_width_is_4_or_8():
    def body(k, at):
        at.append(next_line())
        k.table("w", [1], width=2)
    _check(body, "width=2; tables hold 4- or 8-byte words")


@pytest.mark.parametrize("avl", [-1, -100])
def test_negative_constant_avl(avl):
    def body(k, at):
        vl = k.temp()
        at.append(next_line())
        with k.vtype(sew=8, lmul=1, avl=avl, vl=vl):
            pass
    _check(body, f"avl={avl} is negative", "avl=None and vl=<register>")


def test_vlmax_is_asked_for_by_leaving_out_avl():
    def k(k):
        vl = k.temp()
        with k.vtype(sew=8, lmul=1, vl=vl):
            k.vmv_v_i(V[1], 0)
        k.ret()
    first = build(k).instrs[0]
    assert first.insn.mnemonic == "vsetvli" and first.ops["rs1"] == X[0] and first.ops["rd"] == X[28]


# ---- the register pools (issue 26): a release means the kernel is done with the register ----------
def test_register_used_after_release_names_both_lines():
    """Released, t3 is handed out again as `s`: `r` and `s` would be one register (li 5, li 7, add: 14)."""
    rel = []

    def body(k, at):
        r = k.temp()
        k.li(r, 5)
        rel.append(next_line())
        k.release(r)
        s = k.temp()
        assert s == r                               # the aliasing the check exists for
        k.li(s, 7)
        at.append(next_line())
        k.add(s, s, r)
    msg = _check(body, "add: uses t3, released at", extensions=())
    assert f"{HERE}:{rel[0]};" in msg, msg


def test_register_used_after_release_before_it_is_handed_out_again():
    rel = []

    def body(k, at):
        r = k.temp()
        rel.append(next_line())
        k.release(r)
        at.append(next_line())
        k.addi(r, r, 1)
    msg = _check(body, "addi: uses t3, released at", extensions=())
    assert f"{HERE}:{rel[0]};" in msg, msg


def test_macro_operand_after_release():
    def body(k, at):
        r = k.temp()
        k.release(r)
        at.append(next_line())
        k.li(r, 1 << 40)
    _check(body, "li: uses t3, released at", extensions=())


def test_vector_register_used_after_release():
    rel = []

    def body(k, at):
        g = k.vreg(lmul=2)                          # v2..v3
        rel.append(next_line())
        k.release(g)
        with k.vtype(sew=8, lmul=1, avl=16):
            at.append(next_line())
            k.vadd_vv(V[8], g[1], V[9])
    msg = _check(body, "vadd.vv: uses v3, released at")
    assert f"{HERE}:{rel[0]};" in msg, msg


def test_vector_group_operand_covering_a_released_register():
    """v5 alone went back to the pool; v4 under LMUL=4 is the group v4..v7, which holds it."""
    def body(k, at):
        regs = k.vregs(5)                           # v1..v5
        k.release(regs[4])
        with k.vtype(sew=8, lmul=4, avl=16):
            at.append(next_line())
            k.vadd_vv(V[8], V[4], V[12])
    _check(body, "uses v4 (its group v4..v7 holds v5), released at")


def test_release_twice_is_refused():
    """Twice released, t3 would be in the pool twice: k.temps(2) would return t3 and t3."""
    first = []

    def body(k, at):
        r = k.temp()
        first.append(next_line())
        k.release(r)
        at.append(next_line())
        k.release(r)
    msg = _check(body, "k.release(t3): released twice", extensions=())
    assert f"{HERE}:{first[0]})" in msg, msg


def test_release_twice_after_the_register_was_handed_out_again():
    """The stale handle `r` must not give back the register `s` now holds."""
    def body(k, at):
        r = k.temp()
        k.release(r)
        s = k.temp()
        k.li(s, 7)
        at.append(next_line())
        k.release(r)
    _check(body, "k.release(t3): released twice", extensions=())


def test_vector_release_twice_is_refused():
    def body(k, at):
        g = k.vreg(lmul=4)
        k.release(g)
        at.append(next_line())
        k.release(g)
    _check(body, "k.release(v4 (group of 4)): released twice")


def test_release_of_part_of_a_group_is_refused():
    def body(k, at):
        g = k.vreg(lmul=2)
        at.append(next_line())
        k.release(g[1])
    _check(body, "part of the group v2..v3", "release the whole group")


@pytest.mark.parametrize("reg, why", [(X[9], "s1 is callee-saved"), (X[28], "not taken from the pool"),
                                      (X[5], "t0 is MacroAssembler's scratch"), (V[3], "not taken from the pool")])
def test_release_of_a_register_not_from_the_pool(reg, why):
    def body(k, at):
        at.append(next_line())
        k.release(reg)
    _check(body, f"k.release({reg}):", why)


def test_release_of_a_used_argument():
    def body(k, at):
        adler, buf, length = k.args
        k.addi(buf, buf, 1)
        at.append(next_line())
        k.release(buf)
    _check(body, "k.release(a1): not taken from the pool", "argument the kernel has used", extensions=())


def test_unused_argument_becomes_a_temporary():
    """CRC32C's table argument: released before any use, its register is the next temporary."""
    def k(k):
        adler, buf, length = k.args
        k.release(length)
        t = k.temp()
        assert t == X[12]
        k.li(t, 3)
        k.mv(k.result, t)
        k.ret()
    prog = build(k, extensions=())
    assert [n for n, _ in prog.args] == ["adler", "buf"]


def test_unused_argument_released_then_used_under_its_old_name():
    def body(k, at):
        adler, buf, length = k.args
        k.release(length)
        k.temp()                                    # a2 again, under a new name
        at.append(next_line())
        k.addi(length, length, 1)
    _check(body, "addi: uses a2, released at", extensions=())


def test_released_register_taken_again_and_restored_registers_build():
    """What stays legal: the new handle of a re-issued register, and pop_reg of a saved register the
    kernel borrowed and gave back (the frame protocol moves it, it does not use its value)."""
    def k(k):
        k.save(X[9])
        regs = k.temps(12)                          # t3-t5, a3-a7, then s1
        assert X[9] in regs
        k.li(regs[-4], 1)
        k.release(*regs)
        again = k.temp()
        k.li(again, 2)
        k.restore(X[9])
        k.ret()
    assert build(k, extensions=()).instrs


def test_scratch_register_is_usable_after_its_temp_handle_was_released():
    def k(k):
        regs = k.temps(11)                          # ... t2, t1, t0
        k.release(regs[-1])
        t0 = k.scratch()
        k.li(t0, 1)
        k.mv(k.result, t0)
        k.ret()
    assert build(k, extensions=()).instrs


@pytest.mark.parametrize("n", [-1, 1.5, "2", True])
def test_temps_count_must_be_a_natural_number(n):
    def body(k, at):
        at.append(next_line())
        k.temps(n)
    _check(body, f"k.temps(n): the count must be an int >= 0, got {n!r}", extensions=())


def test_vregs_count_must_be_a_natural_number():
    def body(k, at):
        at.append(next_line())
        k.vregs(-2)
    _check(body, "k.vregs(n): the count must be an int >= 0, got -2")


@pytest.mark.parametrize("lmul", [3, 16, 0, "1/2"])
def test_register_group_size_is_1_2_4_or_8(lmul):
    def body(k, at):
        at.append(next_line())
        k.vregs(2, lmul=lmul)
    _check(body, f"a register group is 1, 2, 4 or 8 registers, got lmul={lmul!r}")


def test_fractional_lmul_operands_are_single_registers():
    def k(k):
        a, b = k.vregs(2, lmul=1)
        with k.vtype(sew=8, lmul="1/2", avl=4):
            k.vadd_vv(a, a, b)
        k.ret()
    prog = build(k)
    assert str(prog.instrs[0].ops["vtypei"]) == "e8,mf2,ta,ma"
