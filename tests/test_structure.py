"""Structure and intent that survive into the C++: k.range loops, shared helpers, named registers
and constants, comments; and the register-habit checks (scratch registers, argument names)."""
from __future__ import annotations

import re

import pytest

from stubforge import kernels
from stubforge.dsl.encode import assemble
from stubforge.dsl.ir import KernelError
from stubforge.dsl.kernel import define
from stubforge.dsl.structure import SymInt, helper
from stubforge.emitters import gnu, hotspot
from stubforge.sim import cxx
from stubforge.sim.errors import BuildError


def _cxx(prog, release="mainline"):
    return hotspot.render_stub(prog, release)


@helper
def _load(k, base, vregs, count):
    """Test helper: vregs[0..count) from base."""
    for i in k.range(count):
        k.vle32_v(vregs[i], base)
        k.addi(base, base, 16)


def _helper_kernel(k):
    frm, to, key = k.args
    regs = k.vregs(4, names="vk")
    with k.vtype(sew=32, lmul=1, avl=4):
        _load(k, key, regs, 2)
        _load(k, key, regs, 4)            # one C++ helper, two calls
        k.vse32_v(regs[3], to)
    k.li(k.result, 0)
    k.ret()


def test_helper_is_one_function_with_a_for_loop_and_the_same_bytes():
    prog = define("aescrypt_encryptBlock", _helper_kernel, extensions={"v"}).build()
    stub = _cxx(prog)
    assert list(stub.helpers) == ["_load"]
    h = stub.helpers["_load"]
    assert "void _load(Register base, const VectorRegister* vregs, int count) {" in h
    assert "for (int i = 0; i < count; i++) {" in h and "__ vle32_v(vregs[i], base);" in h
    assert "// Test helper: vregs[0..count) from base." in h
    assert "_load(key, vk, 2);" in stub.function and "_load(key, vk, 4);" in stub.function
    assert "const VectorRegister vk[] = { v1, v2, v3, v4 };" in stub.function
    assert "__ vse32_v(vk[3], to);" in stub.function
    assert cxx.cxx_machine_code(prog) == assemble(prog)
    assert "_load(base, vregs, count)" in gnu.emit(prog)       # the .S names the expansion


@helper
def _sum_lanes(k, acc, lanes):
    """Test helper: acc ^= the lanes in registers (index 1 is a hole)."""
    for i in k.range(2, 4, var="i"):
        k.xor(acc, acc, lanes[i])


def _lanes_kernel(k, use_hole=False):
    """A scalar register array with a hole, as SHA-3's lane[] (column 4 in the frame)."""
    frm, to, key = k.args
    t3, t4, t5 = k.temps(3)
    lanes = k.array([t3, None, t4, t5], "lanes")
    k.ld(lanes[0], frm, 0)
    _sum_lanes(k, lanes[0], lanes)
    if use_hole:
        k.xor(lanes[1], frm, frm)
    k.sd(lanes[0], to, 0)
    k.li(k.result, 0)
    k.ret()


def test_symbolic_indices_print_with_only_the_parentheses_cpp_needs():
    from stubforge.dsl.structure import SymInt
    y, x, at = SymInt(2, "y"), SymInt(1, "x"), SymInt(72, "AT")
    cases = [(5 * y + 1, "5 * y + 1"), (at + 8 * y, "AT + 8 * y"), (8 * (y + 1), "8 * (y + 1)"),
             (at - (y + 1), "AT - (y + 1)"), (at - y - 1, "AT - y - 1"), ((x - y) * (x + y), "(x - y) * (x + y)")]
    for v, text in cases:
        assert v.expr == text
        assert int(v) == eval(text, {"y": 2, "x": 1, "AT": 72})       # the C++ reads the same value


def test_symbolic_modulo_prints_as_cpp_reads_it_and_refuses_where_cpp_differs():
    from stubforge.dsl.structure import SymInt
    for n in range(5):
        x = SymInt(n, "x")
        for v, text in (((x + 1) % 5, "(x + 1) % 5"), ((x + 4) % 5 * 8, "(x + 4) % 5 * 8"),
                        (5 * ((x + 1) % 5) + 2, "5 * ((x + 1) % 5) + 2")):
            assert v.expr == text
            assert int(v) == eval(text, {"x": n})
    with pytest.raises(ValueError, match="C\\+\\+'s % differs"):
        (SymInt(0, "x") - 1) % 5                                      # C++ gives -1, Python 4


def test_shifts_print_with_their_parentheses():
    from stubforge.dsl.structure import SymInt
    i = SymInt(2, "i")
    cases = [(128 >> i, "128 >> i"), (1 << i, "1 << i"), ((1 << i) - 1, "(1 << i) - 1"),
             (4 * (128 >> i), "4 * (128 >> i)"), (1 << (i + 1), "1 << (i + 1)"), (-(1 << i), "-(1 << i)")]
    for v, text in cases:
        assert v.expr == text
        assert int(v) == eval(text, {"i": 2})
    assert (i << 0) is i and (i >> 0) is i


@helper
def _count_down(k, n, reg):
    """A helper with a loop of its own (a label), called from a k.range loop."""
    L = k.label("down")
    k.li(reg, n)
    k.bind(L)
    k.addi(reg, reg, -1)
    k.bnez(reg, L)


def _levels_kernel(k, bind_in_loop=False):
    frm, to, key = k.args
    [t] = k.temps(1, names="t")
    for i in k.range(3):
        if bind_in_loop:
            k.bind(k.label("own"))
        _count_down(k, 8 >> i, t)
    k.li(k.result, 0)
    k.ret()


def test_a_loop_may_call_a_helper_with_labels_but_not_bind_its_own():
    prog = define("aescrypt_encryptBlock", _levels_kernel).build()
    stub = _cxx(prog)
    assert "_count_down(8 >> i, t);" in stub.function and "Label L_down;" in stub.helpers["_count_down"]
    assert "L_down" not in stub.function
    assert cxx.cxx_machine_code(prog) == assemble(prog)
    with pytest.raises(KernelError, match="binds a label"):
        _cxx(define("aescrypt_encryptBlock", lambda k: _levels_kernel(k, bind_in_loop=True)).build())


def test_scalar_register_array_with_a_hole_prints_noreg():
    prog = define("aescrypt_encryptBlock", _lanes_kernel).build()
    stub = _cxx(prog)
    assert "const Register lanes[] = { t3, noreg, t4, t5 };" in stub.function
    assert "void _sum_lanes(Register acc, const Register* lanes) {" in stub.helpers["_sum_lanes"]
    assert "__ xorr(acc, acc, lanes[i]);" in stub.helpers["_sum_lanes"]
    assert "__ ld(lanes[0], Address(" in stub.function
    assert cxx.cxx_machine_code(prog) == assemble(prog)
    with pytest.raises(KernelError, match="must be a scalar register, got None"):
        define("aescrypt_encryptBlock", lambda k: _lanes_kernel(k, use_hole=True)).build()


@helper
def _choose(k, rounds, encrypt, base, vkeys):
    """Test helper: a choice on each of its parameters."""
    k.if_(rounds > 10, lambda: k.vle32_v(vkeys[1], base))
    k.if_(encrypt, lambda: k.vxor_vv(vkeys[0], vkeys[0], vkeys[1]), lambda: k.vadd_vv(vkeys[0], vkeys[0], vkeys[1]))


def _choice_kernel(k, calls=((10, True), (14, False)), outside=None):
    frm, to, key = k.args
    regs = k.vregs(4, names="vk")
    with k.vtype(sew=32, lmul=1, avl=4):
        for rounds, encrypt in calls:
            _choose(k, rounds, encrypt, key, regs)
        if outside is not None:
            k.if_(outside, lambda: k.vse32_v(regs[0], to))
        _load(k, key, regs[2:], 1)            # the array's tail: vk + 2
    k.li(k.result, 0)
    k.ret()


def test_a_helper_chooses_by_its_parameters_with_a_cxx_if():
    prog = define("aescrypt_encryptBlock", _choice_kernel, extensions={"v"}).build()
    stub = _cxx(prog)
    h = stub.helpers["_choose"]
    assert "void _choose(int rounds, bool encrypt, Register base, const VectorRegister* vkeys) {" in h
    assert "  if (rounds > 10) {\n    __ vle32_v(vkeys[1], base);\n  }\n" in h   # from the 14-round call
    assert ("  if (encrypt) {\n    __ vxor_vv(vkeys[0], vkeys[0], vkeys[1]);\n  } else {\n"
            "    __ vadd_vv(vkeys[0], vkeys[0], vkeys[1]);\n  }\n") in h
    assert "_choose(10, true, key, vk);" in stub.function and "_choose(14, false, key, vk);" in stub.function
    assert "_load(key, vk + 2, 1);" in stub.function
    assert cxx.cxx_machine_code(prog) == assemble(prog)      # each call ran only its branches
    # vsetivli; vxor (10, encrypt); vle32 + vadd (14, decrypt); the tail's vle32 + addi; li; ret
    assert len(assemble(prog)) == 4 * (1 + 1 + 2 + 2 + 1 + 1)


@helper
def _choose_by_rounds(k, rounds, base, vkeys):
    """Test helper: passes its own condition on."""
    _choose(k, rounds, rounds > 12, base, vkeys)


def test_a_condition_passed_to_a_helper_prints_as_its_expression():
    def kern(k):
        frm, to, key = k.args
        regs = k.vregs(4, names="vk")
        with k.vtype(sew=32, lmul=1, avl=4):
            _choose_by_rounds(k, 10, key, regs)
            _choose_by_rounds(k, 14, key, regs)
        k.ret()
    prog = define("aescrypt_encryptBlock", kern, extensions={"v"}).build()
    stub = _cxx(prog)
    assert "_choose(rounds, rounds > 12, base, vkeys);" in stub.helpers["_choose_by_rounds"]
    assert cxx.cxx_machine_code(prog) == assemble(prog)


def test_a_branch_no_call_runs_and_a_choice_outside_a_helper_are_errors():
    prog = define("aescrypt_encryptBlock", lambda k: _choice_kernel(k, ((10, True), (12, True))),
                  extensions={"v"}).build()
    with pytest.raises(KernelError, match="no call of helper _choose runs the else branch of `if \\(encrypt\\)`"):
        _cxx(prog)
    with pytest.raises(KernelError, match="outside a helper"):
        define("aescrypt_encryptBlock", lambda k: _choice_kernel(k, outside=SymInt(1, "n") > 0),
               extensions={"v"}).build()
    plain = define("aescrypt_encryptBlock", lambda k: _choice_kernel(k, outside=True), extensions={"v"}).build()
    assert "__ vse32_v(vk[0], to);" in _cxx(plain).function and "if (true" not in _cxx(plain).function


@helper
def _xor_into(k, dst, src, tmp):
    """Test helper: dst ^= src, through tmp."""
    k.mv(tmp, src)
    k.xor(dst, dst, tmp)


def _xor_kernel(k, same=False):
    frm, to, key = k.args
    t, = k.temps(1, names="t")
    _xor_into(k, frm, frm if same else to, t)
    k.ret()


def test_a_helper_asserts_its_register_parameters_different():
    prog = define("aescrypt_encryptBlock", _xor_kernel, extensions={"v"}).build()
    h = _cxx(prog).helpers["_xor_into"]
    lines = h.splitlines()
    head = lines.index("void _xor_into(Register dst, Register src, Register tmp) {")    # under its doc comment alone
    assert all(x.startswith("// ") for x in lines[:head]) and not any("shared" in x for x in lines[:head])
    assert lines[head:head + 2] == ["void _xor_into(Register dst, Register src, Register tmp) {",
                                   "  assert_different_registers(dst, src, tmp);"]
    assert cxx.cxx_machine_code(prog) == assemble(prog)
    tu = cxx.translation_unit(prog, "mainline")                # the stand-in checks as a debug build does
    assert "_xor_into(from, to, t);" in tu
    with pytest.raises(BuildError, match="assert_different_registers: one register passed twice"):
        cxx.run_standin_program(tu.replace("_xor_into(from, to, t);", "_xor_into(from, from, t); (void)to;"))
    assert "assert_different_registers(vstate, vdata);" in _cxx(kernels.get("counterMode_AESCrypt").build()).helpers[
        "aes_ctr_blocks"]                                     # VectorRegisters in a call of their own
    same = define("aescrypt_encryptBlock", lambda k: _xor_kernel(k, same=True)).build()
    with pytest.raises(KernelError, match=r"_xor_into gets one register for its parameters dst and src"):
        _cxx(same)


@helper(distinct_arrays=True)
def _add_rows(k, dst, src):
    """Test helper: dst[i] += src[i]."""
    for i in k.range(len(dst)):
        k.vadd_vv(dst[i], dst[i], src[i])


def _rows_kernel(k, overlap=False):
    regs = k.vregs(4, names="vr")
    a = k.array(regs[:2], "va")
    b = k.array([regs[0], regs[3]] if overlap else regs[2:], "vb")
    with k.vtype(sew=32, lmul=1, avl=4):
        _add_rows(k, a, b)
    k.ret()


def test_a_helper_asserts_its_register_arrays_different_per_index():
    prog = define("aescrypt_encryptBlock", _rows_kernel, extensions={"v"}).build()
    h = _cxx(prog).helpers["_add_rows"]
    assert ("  for (int i = 0; i < 2; i++) {\n    assert_different_registers(dst[i], src[i]);\n  }" in h)
    assert cxx.cxx_machine_code(prog) == assemble(prog)      # the stand-in runs the check as a debug build
    overlap = define("aescrypt_encryptBlock", lambda k: _rows_kernel(k, overlap=True), extensions={"v"}).build()
    with pytest.raises(KernelError, match=r"_add_rows gets v1 at index 0 of both dst and src"):
        _cxx(overlap)


def _uneven_loop(k):
    frm, to, key = k.args
    t, = k.temps(1)
    for i in k.range(3):
        k.addi(t, t, 1 if i == 0 else 2)  # the iterations differ
    k.ret()


def test_a_loop_whose_iterations_differ_is_an_error_naming_it():
    prog = define("aescrypt_encryptBlock", _uneven_loop).build()
    with pytest.raises(KernelError, match=r"test_structure.py:\d+: .*iterations 0 and 1 .* print differently"):
        _cxx(prog)


def _scratch_across(k):
    frm, to, key = k.args
    t0 = k.scratch()
    k.li(t0, 5)
    k.addi(frm, frm, 1)
    k.add(to, to, t0)                     # t0 read two instructions after it was written
    k.ret()


def _scratch_ok(k):
    frm, to, key = k.args
    t0 = k.scratch()
    k.li(t0, 5)
    k.add(to, to, t0)
    k.ret()


def test_scratch_registers_only_between_two_instructions():
    with pytest.raises(KernelError, match=r"test_structure.py:\d+: .*add: reads t0, MacroAssembler's scratch "
                                          r"register, more than one instruction after it was written \(it lives "
                                          r"across addi\)"):
        define("aescrypt_encryptBlock", _scratch_across).build()
    define("aescrypt_encryptBlock", _scratch_ok).build()


def _scratch_across_label(k):
    frm, to, key = k.args
    t0 = k.scratch()
    L = k.label("x")
    k.li(t0, 5)
    k.bind(L)
    k.add(to, to, t0)
    k.bnez(frm, L)
    k.ret()


def test_scratch_value_across_a_label_is_an_error():
    with pytest.raises(KernelError, match=r"scratch register.*lives across the label L_x"):
        define("aescrypt_encryptBlock", _scratch_across_label).build()


def _scratch_across_macro(k):
    frm, to, key = k.args
    t0 = k.scratch()
    t, = k.temps(1)
    k.li(t0, 5)
    k.li(t, 0x12345678)                   # a macro between the write and the read
    k.add(to, to, t0)
    k.ret()


def test_scratch_value_across_a_macro_names_it():
    with pytest.raises(KernelError, match=r"lives across `li`"):
        define("aescrypt_encryptBlock", _scratch_across_macro).build()


def _arg_reused(k):
    frm, to, key = k.args
    k.li(frm, 0)                          # a0 gets a result under the name `from`
    k.ret()


def _arg_renamed(k):
    frm, to, key = k.args
    k.li(k.rename(frm, "result"), 0)
    k.addi(to, to, 16)                    # updating an argument keeps its name
    k.ret()


def test_argument_register_reused_needs_a_new_name():
    with pytest.raises(KernelError, match=r"test_structure.py:\d+: .*under the argument's name from; .*k.rename"):
        define("aescrypt_encryptBlock", _arg_reused).build()
    text = _cxx(define("aescrypt_encryptBlock", _arg_renamed).build()).function
    assert re.search(r"const Register result += c_rarg0;", text) and "__ li(result, 0);" in text


def test_no_long_lived_value_in_t0_t1_t2_in_any_kernel():
    """Every kernel passes the scratch check (it runs at build time); and the allocator keeps the
    C++ names off t0..t2."""
    for name, kd in kernels.load_all().items():
        for variant in kd.variants:
            text = _cxx(kd.build(variant)).function
            assert not re.search(r"const Register \w+ += t[012];", text), (name, variant)


_RAW = re.compile(r"\b(x(?:[1-9]|[12]\d|3[01])|v(?:[1-9]|[12]\d|3[01])|t[3-6]|c_rarg[1-7])\b")


def test_statements_name_their_registers():
    """Every register an instruction or a helper call mentions is spelled by its name; raw only
    where HotSpot itself writes them so: declarations, RegSet lists (push_reg/pop_reg), zr/x0, sp,
    ra, t0..t2 (MacroAssembler's scratch), v0 (the mask) and c_rarg0 for the return value."""
    for name, kd in kernels.load_all().items():
        for variant in kd.variants:
            prog = kd.build(variant)
            for release in ("mainline", "21"):          # 21 has no t3..t6: unnamed ones would show as x28..
                stub = _cxx(prog, release)
                for line in (stub.helpers_text + stub.function).splitlines():
                    code = re.sub(r"RegSet::(of|range)\([^)]*\)", "", line.split("//")[0]).strip()
                    if code.startswith(("const ", "*", "/*")):
                        continue
                    assert not _RAW.search(code), (name, variant, release, line)


def test_a_rename_of_a_helper_parameter_is_that_parameter():
    h = _cxx(kernels.get("counterMode_AESCrypt").build()).helpers["aes_ctr_blocks"]
    assert re.search(r"const Register vl +  *= key;", h)                # not c_rarg2: key's register, whatever it is


def test_comments_constants_and_sections_reach_both_outputs():
    prog = kernels.get("counterMode_AESCrypt").build()
    stub, s = _cxx(prog), gnu.emit(prog)
    text = stub.helpers_text + stub.function
    assert "// bytes left; len is returned as it came" in text and "# bytes left; len is returned" in s
    assert "// From here on len > 0 and used == 16" in text
    assert "// Leftover keystream: n = min(16 - used, len)" in text
    ecb = _cxx(kernels.get("electronicCodeBook_encryptAESCrypt").build())
    assert 'BLOCK_COMMENT("as many blocks per step' in ecb.helpers_text
    assert 'BLOCK_COMMENT("} as many blocks per step' in ecb.helpers_text
    assert "# as many blocks per step" in gnu.emit(kernels.get("electronicCodeBook_encryptAESCrypt").build())
    assert "const int ODD_E64 = 170;" in text and "__ li(tmp, ODD_E64);" in text
    assert text.count("void aes_ctr_blocks(") == 1 and text.count("aes_ctr_blocks(1") == 3
    assert "Generated by stubforge; do not edit" not in text + s
    assert "stubforge" not in stub.text.lower()            # no generator named in the C++
    assert "from kernels/aes_ctr.py:aes_ctr" in s                 # the .S says where it comes from


def _commented(k):
    frm, to, key = k.args
    t, = k.temps(1, names="t")
    k.addi(frm, frm, 1)                   # a trailing comment that
                                          # goes on below
    # two lines about
    # the li below
    k.li(t, 16)                           # HotSpot's li: addiw, not GNU's addi (a marker in the .S)
    k.add(to, to, t)
    k.ret()


def test_a_comment_stays_whole_above_its_instruction_in_both_outputs():
    prog = define("aescrypt_encryptBlock", _commented).build()
    c = _cxx(prog).function
    assert re.search(r"// a trailing comment that\n +// goes on below\n +__ addi\(from, from, 1\);\n", c)
    assert re.search(r"// two lines about\n +// the li below\n +__ li\(t, 16\);  // HotSpot's li", c)
    s = gnu.emit(prog)
    assert "\t# a trailing comment that\n\t# goes on below\n\taddi a0, a0, 1\n" in s
    assert "\t# two lines about\n\t# the li below\n\t# li" in s       # then the macro, then its expansion


def test_the_s_reads_alone():
    """A register legend with the C++'s names, macros with their operands, a non-executable stack."""
    s = gnu.emit(kernels.get("counterMode_AESCrypt").build())
    head = s[:s.index("\t.option")]
    assert "# Registers, as the C++ names them: s1 = tmp; a0 = in;" in head
    assert "a2 = key, vl;" in head and "t5 = leftover, lo;" in head      # one register, two values
    assert "v1-v15 = vkeys[]; v16-v23 = vstate; v24-v31 = vdata" in head
    assert "\t# push_reg s1\t# seven arguments leave too few temporaries\n" in s and "\t# li s1, 16\n" in s
    assert s.endswith('\t.section .note.GNU-stack,"",@progbits\n')
    for name, kd in kernels.load_all().items():
        for variant in kd.variants:
            text = gnu.emit(kd.build(variant))
            assert not re.search(r"(?m)^\t# (li|zext\.w|push_reg|pop_reg|sub_sp)$", text), (name, variant)
            assert "# Registers, as the C++ names them:" in text, (name, variant)


def test_sha1_stubs_call_one_block_helper_whose_rounds_are_loops():
    """Both SHA-1 stubs call sha1_block once (the words, the 80 rounds, H'); its rounds are four
    groups of C++ loops naming a..e by index on one register array, so no round is written out; the
    machine code is that of the 80 rounds written out (the C++ path's bytes are the IR's)."""
    progs = [kernels.get(s).build("zbb") for s in ("sha1_implCompress", "sha1_implCompressMB")]
    stubs = [_cxx(p, "27") for p in progs]
    blocks = {st.helpers["sha1_block"] for st in stubs}
    assert len(blocks) == 1                                  # one text for both stubs
    [block] = blocks
    for st in stubs:
        assert st.function.count("sha1_block(abcde, w, buf, STATE_AT);") == 1
        assert "sha1_round" not in st.function and "sha1_load_words" not in st.function
    assert block.startswith("// One 64-byte block at buf") and "const Register kt = buf;" in block
    loops = re.findall(r"for \(int i = (\d+); i < (\d+); i(?:\+\+| \+= 2)\) \{", block)
    assert loops == [("0", "16"), ("0", "16"), ("16", "20"), ("20", "40"), ("40", "60"), ("60", "80"), ("0", "5")]
    calls = re.findall(r"sha1_round_(\w+)\(", block)
    assert calls == ["ch", "ch", "parity", "maj", "parity"]       # one call site per loop
    assert "sha1_round_maj(abcde[(80 - i) % 5], abcde[(81 - i) % 5]," in block
    assert "w[i % 16], w[(i + 13) % 16], w[(i + 8) % 16], w[(i + 2) % 16]" in block
    assert "__ li(kt, 0x8f1bbcdc);" in block
    assert stubs[0].function.count("/**") == 1 and "ofs" not in stubs[0].function.split("*/")[0]
    for p in progs:
        assert cxx.cxx_machine_code(p) == assemble(p)


def test_sha3_stubs_share_their_helpers_and_the_permutation_loops_over_rounds():
    stubs = [_cxx(kernels.get(s).build("zbb"), "27") for s in ("sha3_implCompress", "sha3_implCompressMB")]
    assert set(stubs[0].helpers) == set(stubs[1].helpers) >= {"keccak_round", "keccak_permute", "keccak_absorb"}
    for name in stubs[0].helpers:
        assert stubs[0].helpers[name] == stubs[1].helpers[name], name
    permute = stubs[0].helpers["keccak_permute"]
    assert "for (int r = 0; r < 2; r++) {" in permute and permute.count("keccak_round(") == 1
    assert "__ ld(t0, Address(tmp0, 8 * r));" in permute
    # each stub's comment speaks of its own contract
    assert "ofs" not in stubs[0].function.split("*/")[0] and "ofs <= limit" in stubs[1].function.split("*/")[0]
    code = re.sub(r"//.*|/\*.*?\*/", "", stubs[0].function + stubs[1].function, flags=re.S)
    assert not re.search(r"\bfp\b", code)                     # the frame stays walkable


def test_three_key_sizes_are_three_calls():
    for stub, variant in (("aescrypt_encryptBlock", None), ("electronicCodeBook_encryptAESCrypt", None),
                          ("counterMode_AESCrypt", None), ("galoisCounterMode_AESCrypt", "zvkg"),
                          ("galoisCounterMode_AESCrypt", "zvbc")):
        cxx = _cxx(kernels.get(stub).build(variant))
        # ECB's key-size dispatch is a helper both directions call (aes_ecb_crypt)
        text = cxx.helpers["aes_ecb_crypt"] if "aes_ecb_crypt" in cxx.helpers else cxx.function
        calls = re.findall(r"^\s+(aes_\w+)\([^;]*?\b(10|12|14)\b[^;]*\);", text, re.M)
        assert {r for _, r in calls} == {"10", "12", "14"}, stub
        assert not re.search(r"L_\w+1[024]\b", text), stub


def test_merged_labels_and_macros():
    prog = kernels.get("updateBytesAdler32").build()
    text = _cxx(prog).function
    assert re.search(r"^    const int (\w+ = \d+, )*BASE = 65521[,;]", text, re.M) and "__ li(base, BASE);" in text
    binds = re.findall(r"__ bind\((\w+)\);", text)
    assert len(binds) == len(set(binds))
    crc = kernels.get("updateBytesCRC32").build("base")
    assert "__ zext(crc, crc, 32);" in _cxx(crc).function
    assert "__ zero_extend(crc, crc, 32);" in _cxx(crc, "21").function


# Code lines of OpenJDK's hand-written stubs with their helpers (docs/stubs-vs-hotspot.md):
# JDK 26.0.2.1 counted by emitters/linecount.py on the source, mainline (openjdk/jdk 00be76ca) by hand.
OPENJDK_LINES = {("aescrypt_encryptBlock", None): ("26", 61), ("aescrypt_decryptBlock", None): ("26", 61),
                 ("cipherBlockChaining_encryptAESCrypt", None): ("mainline", 75),
                 ("cipherBlockChaining_decryptAESCrypt", None): ("mainline", 77),
                 ("counterMode_AESCrypt", None): ("mainline", 131),
                 ("updateBytesAdler32", None): ("26", 147),
                 # generate_updateBytesCRC32 and kernel_crc32 with update_word/byte_crc32 and
                 # vector_update_crc32 (the V path); its BLOCK_COMMENT("Entry:") is not counted
                 ("updateBytesCRC32", "zba"): ("26", 228), ("updateBytesCRC32", "rvv"): ("26", 228),
                 # the same with the Zvbc fold (kernel_crc32_vclmul_fold and its six helpers)
                 ("updateBytesCRC32", "zvbc"): ("26", 442)}


@pytest.mark.parametrize("stub,variant", sorted(OPENJDK_LINES, key=str))
def test_generated_cxx_within_1_3x_of_openjdks_lines(stub, variant):
    from stubforge.emitters.linecount import stub_lines
    release, theirs = OPENJDK_LINES[stub, variant]
    ours = stub_lines(_cxx(kernels.get(stub).build(variant), release))
    assert ours <= 1.3 * theirs, (ours, theirs)


def test_line_count_rule():
    from stubforge.emitters.linecount import code_lines, function_lines
    text = "// lead\nvoid f(int a) {\n  // c\n\n  x(a);  // t\n  /* b */\n  BLOCK_COMMENT(\"b {\");\n}\n"
    assert code_lines(text) == 3 and function_lines(text, "f") == 3


def test_stubs_vs_hotspot_doc_is_current():
    """docs/stubs-vs-hotspot.md is what emitters/linecount.py makes of the kernels and the committed
    measurements now (regenerate: python -m stubforge.emitters.linecount)."""
    from pathlib import Path
    from stubforge.emitters import linecount
    doc = Path(linecount.__file__).resolve().parent.parent / linecount.DOC
    assert doc.read_text() == linecount.comparison(), "run `python -m stubforge.emitters.linecount`"


@pytest.mark.parametrize("release", ["26", "27"])
def test_hotspot_line_counts_match_the_sources(release):
    """HOTSPOT_LINES is what hotspot_stub_lines counts in that release's real sources (the download
    cache's copy: skipped where there is none)."""
    from pathlib import Path
    from stubforge.emitters import linecount
    root = Path(__file__).resolve().parent.parent / ".cache" / "openjdk" / f"jdk{release}"
    if not (root / linecount.SOURCES[0]).is_file():
        pytest.skip(f"no JDK {release} sources in .cache/openjdk")
    for stub in kernels.load_all():
        counted = linecount.hotspot_stub_lines(root, stub)
        assert (counted[0] if counted else None) == linecount.HOTSPOT_LINES.get(stub, {}).get(release), stub


def _jdk27_with_aarch64():
    from pathlib import Path
    from stubforge.emitters import linecount
    root = Path(__file__).resolve().parent.parent / ".cache" / "openjdk" / "jdk27"
    if not (root / linecount.AARCH64_SOURCES[0]).is_file():
        pytest.skip("no JDK 27 sources in .cache/openjdk (bash .ci/openjdk-sources)")
    return root


def test_per_intrinsic_hotspot_counts_are_the_27_tree_s():
    """The RISC-V and AArch64 columns of bench/series_lines.json (README's comparison) are what the 27
    tree's own generators count: each function once per intrinsic, helpers included."""
    from stubforge import stubs
    from stubforge.emitters import linecount
    root = _jdk27_with_aarch64()
    record = linecount.load_intrinsics()
    assert record["release"] == "27"
    for intr in stubs.intrinsics():
        row = record["intrinsics"][intr.title]
        assert row["riscv"] == linecount.hotspot_intrinsic_lines(root, intr.stubs), intr.title
        assert row["aarch64"] == linecount.hotspot_intrinsic_lines(root, intr.stubs, linecount.AARCH64_SOURCES), \
            intr.title
    # ML-KEM's seven stubs share AArch64's vs_* helpers: counted once, fewer lines than stub by stub
    mlkem = next(i for i in stubs.intrinsics() if i.title == "ML-KEM")
    each = sum(linecount.hotspot_stub_lines(root, s, linecount.AARCH64_SOURCES)[0] for s in mlkem.stubs)
    assert record["intrinsics"]["ML-KEM"]["aarch64"] < each


@pytest.mark.long
def test_per_intrinsic_series_counts_are_the_series_now():
    """The series column: what `stubforge patch --series` on the 27 tree adds now (recount:
    python -m stubforge.emitters.linecount --series .cache/openjdk/jdk27)."""
    from stubforge.emitters import linecount
    assert linecount.count_intrinsics(_jdk27_with_aarch64()) == linecount.load_intrinsics()


def test_added_code_lines_count_the_plus_lines_that_hold_code():
    from stubforge.emitters.linecount import added_code_lines
    old = "int a;\nint b;\n"
    new = "int a;\n// why\nint x;\n\n  BLOCK_COMMENT(\"x\");\nint b;\nstatic const int t[2] = {\n  1, 2,\n};\n"
    assert added_code_lines(old, new) == 1
    assert added_code_lines(new, old) == 0
