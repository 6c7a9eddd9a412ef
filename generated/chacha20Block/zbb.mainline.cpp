// chacha20Block[zbb]: made by stubforge 0.1.0 from kernels/chacha20.py:chacha20, for mainline.
  /**
   * Requires Zbb.
   *
   * Arguments:
   *   c_rarg0 - state
   *   c_rarg1 - result
   * Output:
   *   c_rarg0 - int
   */
  address generate_chacha20Block() {
    assert(UseChaCha20Intrinsics, "chacha20Block needs UseChaCha20Intrinsics");

    StubId stub_id = StubId::stubgen_chacha20Block_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_double_round;

    const Register state   = c_rarg0;
    const Register result  = c_rarg1;
    const Register x9_reg  = x9;
    const Register x3_reg  = c_rarg2;
    const Register x4_reg  = c_rarg3;
    const Register x5_reg  = c_rarg4;
    const Register x6_reg  = c_rarg5;
    const Register x7_reg  = c_rarg6;
    const Register x8_reg  = c_rarg7;
    const Register x10_reg = x18;
    const Register x11_reg = x19;
    const Register x12_reg = x20;
    const Register x13_reg = x21;
    const Register x14_reg = x22;
    const Register x15_reg = x23;
    const Register rounds  = x24;
    const Register x0_reg  = t3;
    const Register x1_reg  = t4;
    const Register x2_reg  = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    // 16 words and the round counter stay out of t0-t2 (MacroAssembler's scratch): eight s-registers
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x24), sp);
    __ lw(x0_reg, Address(state));
    __ lw(x1_reg, Address(state, 4));
    __ lw(x2_reg, Address(state, 8));
    __ lw(x3_reg, Address(state, 12));
    __ lw(x4_reg, Address(state, 16));
    __ lw(x5_reg, Address(state, 20));
    __ lw(x6_reg, Address(state, 24));
    __ lw(x7_reg, Address(state, 28));
    __ lw(x8_reg, Address(state, 32));
    __ lw(x9_reg, Address(state, 36));
    __ lw(x10_reg, Address(state, 40));
    __ lw(x11_reg, Address(state, 44));
    __ lw(x12_reg, Address(state, 48));
    __ lw(x13_reg, Address(state, 52));
    __ lw(x14_reg, Address(state, 56));
    __ lw(x15_reg, Address(state, 60));
    __ li(rounds, 10);

  __ bind(L_double_round);
    __ addw(x0_reg, x0_reg, x4_reg);
    __ xorr(x12_reg, x12_reg, x0_reg);
    __ roriw(x12_reg, x12_reg, 16);
    __ addw(x8_reg, x8_reg, x12_reg);
    __ xorr(x4_reg, x4_reg, x8_reg);
    __ roriw(x4_reg, x4_reg, 20);
    __ addw(x0_reg, x0_reg, x4_reg);
    __ xorr(x12_reg, x12_reg, x0_reg);
    __ roriw(x12_reg, x12_reg, 24);
    __ addw(x8_reg, x8_reg, x12_reg);
    __ xorr(x4_reg, x4_reg, x8_reg);
    __ roriw(x4_reg, x4_reg, 25);
    __ addw(x1_reg, x1_reg, x5_reg);
    __ xorr(x13_reg, x13_reg, x1_reg);
    __ roriw(x13_reg, x13_reg, 16);
    __ addw(x9_reg, x9_reg, x13_reg);
    __ xorr(x5_reg, x5_reg, x9_reg);
    __ roriw(x5_reg, x5_reg, 20);
    __ addw(x1_reg, x1_reg, x5_reg);
    __ xorr(x13_reg, x13_reg, x1_reg);
    __ roriw(x13_reg, x13_reg, 24);
    __ addw(x9_reg, x9_reg, x13_reg);
    __ xorr(x5_reg, x5_reg, x9_reg);
    __ roriw(x5_reg, x5_reg, 25);
    __ addw(x2_reg, x2_reg, x6_reg);
    __ xorr(x14_reg, x14_reg, x2_reg);
    __ roriw(x14_reg, x14_reg, 16);
    __ addw(x10_reg, x10_reg, x14_reg);
    __ xorr(x6_reg, x6_reg, x10_reg);
    __ roriw(x6_reg, x6_reg, 20);
    __ addw(x2_reg, x2_reg, x6_reg);
    __ xorr(x14_reg, x14_reg, x2_reg);
    __ roriw(x14_reg, x14_reg, 24);
    __ addw(x10_reg, x10_reg, x14_reg);
    __ xorr(x6_reg, x6_reg, x10_reg);
    __ roriw(x6_reg, x6_reg, 25);
    __ addw(x3_reg, x3_reg, x7_reg);
    __ xorr(x15_reg, x15_reg, x3_reg);
    __ roriw(x15_reg, x15_reg, 16);
    __ addw(x11_reg, x11_reg, x15_reg);
    __ xorr(x7_reg, x7_reg, x11_reg);
    __ roriw(x7_reg, x7_reg, 20);
    __ addw(x3_reg, x3_reg, x7_reg);
    __ xorr(x15_reg, x15_reg, x3_reg);
    __ roriw(x15_reg, x15_reg, 24);
    __ addw(x11_reg, x11_reg, x15_reg);
    __ xorr(x7_reg, x7_reg, x11_reg);
    __ roriw(x7_reg, x7_reg, 25);
    __ addw(x0_reg, x0_reg, x5_reg);
    __ xorr(x15_reg, x15_reg, x0_reg);
    __ roriw(x15_reg, x15_reg, 16);
    __ addw(x10_reg, x10_reg, x15_reg);
    __ xorr(x5_reg, x5_reg, x10_reg);
    __ roriw(x5_reg, x5_reg, 20);
    __ addw(x0_reg, x0_reg, x5_reg);
    __ xorr(x15_reg, x15_reg, x0_reg);
    __ roriw(x15_reg, x15_reg, 24);
    __ addw(x10_reg, x10_reg, x15_reg);
    __ xorr(x5_reg, x5_reg, x10_reg);
    __ roriw(x5_reg, x5_reg, 25);
    __ addw(x1_reg, x1_reg, x6_reg);
    __ xorr(x12_reg, x12_reg, x1_reg);
    __ roriw(x12_reg, x12_reg, 16);
    __ addw(x11_reg, x11_reg, x12_reg);
    __ xorr(x6_reg, x6_reg, x11_reg);
    __ roriw(x6_reg, x6_reg, 20);
    __ addw(x1_reg, x1_reg, x6_reg);
    __ xorr(x12_reg, x12_reg, x1_reg);
    __ roriw(x12_reg, x12_reg, 24);
    __ addw(x11_reg, x11_reg, x12_reg);
    __ xorr(x6_reg, x6_reg, x11_reg);
    __ roriw(x6_reg, x6_reg, 25);
    __ addw(x2_reg, x2_reg, x7_reg);
    __ xorr(x13_reg, x13_reg, x2_reg);
    __ roriw(x13_reg, x13_reg, 16);
    __ addw(x8_reg, x8_reg, x13_reg);
    __ xorr(x7_reg, x7_reg, x8_reg);
    __ roriw(x7_reg, x7_reg, 20);
    __ addw(x2_reg, x2_reg, x7_reg);
    __ xorr(x13_reg, x13_reg, x2_reg);
    __ roriw(x13_reg, x13_reg, 24);
    __ addw(x8_reg, x8_reg, x13_reg);
    __ xorr(x7_reg, x7_reg, x8_reg);
    __ roriw(x7_reg, x7_reg, 25);
    __ addw(x3_reg, x3_reg, x4_reg);
    __ xorr(x14_reg, x14_reg, x3_reg);
    __ roriw(x14_reg, x14_reg, 16);
    __ addw(x9_reg, x9_reg, x14_reg);
    __ xorr(x4_reg, x4_reg, x9_reg);
    __ roriw(x4_reg, x4_reg, 20);
    __ addw(x3_reg, x3_reg, x4_reg);
    __ xorr(x14_reg, x14_reg, x3_reg);
    __ roriw(x14_reg, x14_reg, 24);
    __ addw(x9_reg, x9_reg, x14_reg);
    __ xorr(x4_reg, x4_reg, x9_reg);
    __ roriw(x4_reg, x4_reg, 25);
    __ addi(rounds, rounds, -1);
    __ bnez(rounds, L_double_round);
    __ lw(t0, Address(state));
    __ addw(x0_reg, x0_reg, t0);
    __ sw(x0_reg, Address(result));
    __ lw(t0, Address(state, 4));
    __ addw(x1_reg, x1_reg, t0);
    __ sw(x1_reg, Address(result, 4));
    __ lw(t0, Address(state, 8));
    __ addw(x2_reg, x2_reg, t0);
    __ sw(x2_reg, Address(result, 8));
    __ lw(t0, Address(state, 12));
    __ addw(x3_reg, x3_reg, t0);
    __ sw(x3_reg, Address(result, 12));
    __ lw(t0, Address(state, 16));
    __ addw(x4_reg, x4_reg, t0);
    __ sw(x4_reg, Address(result, 16));
    __ lw(t0, Address(state, 20));
    __ addw(x5_reg, x5_reg, t0);
    __ sw(x5_reg, Address(result, 20));
    __ lw(t0, Address(state, 24));
    __ addw(x6_reg, x6_reg, t0);
    __ sw(x6_reg, Address(result, 24));
    __ lw(t0, Address(state, 28));
    __ addw(x7_reg, x7_reg, t0);
    __ sw(x7_reg, Address(result, 28));
    __ lw(t0, Address(state, 32));
    __ addw(x8_reg, x8_reg, t0);
    __ sw(x8_reg, Address(result, 32));
    __ lw(t0, Address(state, 36));
    __ addw(x9_reg, x9_reg, t0);
    __ sw(x9_reg, Address(result, 36));
    __ lw(t0, Address(state, 40));
    __ addw(x10_reg, x10_reg, t0);
    __ sw(x10_reg, Address(result, 40));
    __ lw(t0, Address(state, 44));
    __ addw(x11_reg, x11_reg, t0);
    __ sw(x11_reg, Address(result, 44));
    __ lw(t0, Address(state, 48));
    __ addw(x12_reg, x12_reg, t0);
    __ sw(x12_reg, Address(result, 48));
    __ lw(t0, Address(state, 52));
    __ addw(x13_reg, x13_reg, t0);
    __ sw(x13_reg, Address(result, 52));
    __ lw(t0, Address(state, 56));
    __ addw(x14_reg, x14_reg, t0);
    __ sw(x14_reg, Address(result, 56));
    __ lw(t0, Address(state, 60));
    __ addw(x15_reg, x15_reg, t0);
    __ sw(x15_reg, Address(result, 60));
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x24), sp);
    __ li(c_rarg0, 64);
    __ leave();
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
